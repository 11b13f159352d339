//! Machine code after register allocation: blocks of physical gfx900 instructions whose
//! branches name blocks, not offsets. Layout turns it into bytes (branch offsets resolved) and
//! into llvm-mc assembly with labels; decoding turns existing code (llc's) back into blocks,
//! so post-allocation passes can be tested on code nobody here wrote.
//!
//! Source lines ride along as zero-size [`MInst::Line`] markers: the code after a marker
//! comes from that location until the next one. Passes that insert code (waits, nops) put it
//! after the marker of the instruction it serves; encoding turns markers into line rows.

use crate::codeobj::{LineRow, RelocKind};
use gfx9_isa::{decode as decode_inst, encode as encode_inst, op, Inst, Op};
use std::fmt;

/// An instruction, or a branch to a block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MInst {
    Inst(Inst),
    /// `s_branch` or an `s_cbranch_*` to the start of block `target`.
    Branch { op: Op, target: usize },
    /// An instruction whose 32-bit literal the linker fills in (a PC-relative address).
    Reloc { inst: Inst, reloc: LiteralReloc },
    /// No code: the instructions that follow come from this source location.
    Line(mir::SrcLoc),
}

/// The relocation of an instruction's literal, e.g. `table@rel32@lo+4`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LiteralReloc {
    pub symbol: String,
    pub kind: RelocKind,
    pub addend: i64,
}

/// A relocation of the encoded code: at byte `offset`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodeRelocation {
    pub offset: u32,
    pub reloc: LiteralReloc,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MBlock {
    pub insts: Vec<MInst>,
}

/// A kernel's code: blocks in layout order; control falls through from one to the next.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MachineFunction {
    pub blocks: Vec<MBlock>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum McError {
    /// A branch whose target is too far for the 16-bit word offset.
    BranchOutOfRange { block: usize, target: usize },
    BadTarget { block: usize, target: usize },
    Decode { offset: usize, message: String },
}

impl fmt::Display for McError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            McError::BranchOutOfRange { block, target } => write!(f, "branch from block {block} to block {target} is out of range"),
            McError::BadTarget { block, target } => write!(f, "branch in block {block} to missing block {target}"),
            McError::Decode { offset, message } => write!(f, "at byte {offset:#x}: {message}"),
        }
    }
}

impl std::error::Error for McError {}

/// Is `op` a branch with a 16-bit word offset (SOPP `s_branch` / `s_cbranch_*`)?
pub fn is_branch(op: Op) -> bool {
    [op::S_BRANCH, op::S_CBRANCH_SCC0, op::S_CBRANCH_SCC1, op::S_CBRANCH_VCCZ, op::S_CBRANCH_VCCNZ, op::S_CBRANCH_EXECZ, op::S_CBRANCH_EXECNZ].contains(&op)
}

impl MInst {
    /// Size in bytes (branches are one word, line markers none).
    pub fn size(&self) -> usize {
        match self {
            MInst::Inst(i) | MInst::Reloc { inst: i, .. } => i.len(),
            MInst::Branch { .. } => 4,
            MInst::Line(_) => 0,
        }
    }

    /// The instruction, unless this is a branch or a line marker.
    pub fn inst(&self) -> Option<&Inst> {
        match self {
            MInst::Inst(i) | MInst::Reloc { inst: i, .. } => Some(i),
            MInst::Branch { .. } | MInst::Line(_) => None,
        }
    }

    /// Is this a line marker (no code)?
    pub fn is_line(&self) -> bool {
        matches!(self, MInst::Line(_))
    }
}

impl MachineFunction {
    /// Byte offset of each block's start.
    pub fn block_offsets(&self) -> Vec<usize> {
        let mut offsets = Vec::with_capacity(self.blocks.len() + 1);
        let mut at = 0;
        for b in &self.blocks {
            offsets.push(at);
            at += b.insts.iter().map(MInst::size).sum::<usize>();
        }
        offsets.push(at);
        offsets
    }

    /// The instructions with branch offsets filled in (line markers dropped).
    pub fn resolve(&self) -> Result<Vec<Inst>, McError> {
        let offsets = self.block_offsets();
        let mut out = Vec::new();
        let mut at = 0usize;
        for (b, block) in self.blocks.iter().enumerate() {
            for inst in &block.insts {
                let resolved = match *inst {
                    MInst::Line(_) => continue,
                    MInst::Inst(ref i) | MInst::Reloc { inst: ref i, .. } => i.clone(),
                    MInst::Branch { op, target } => {
                        let dest = *offsets.get(target).filter(|_| target < self.blocks.len()).ok_or(McError::BadTarget { block: b, target })?;
                        // The offset counts words from the instruction after the branch.
                        let words = (dest as i64 - (at as i64 + 4)) / 4;
                        let imm = i16::try_from(words).map_err(|_| McError::BranchOutOfRange { block: b, target })?;
                        let mut i = Inst::new(op);
                        i.imm = imm as i32;
                        i
                    }
                };
                at += inst.size();
                out.push(resolved);
            }
        }
        Ok(out)
    }

    pub fn encode(&self) -> Result<Vec<u8>, McError> {
        Ok(self.encode_with_relocations()?.0)
    }

    /// The code and the relocations of its literals (a literal is the instruction's last word).
    pub fn encode_with_relocations(&self) -> Result<(Vec<u8>, Vec<CodeRelocation>), McError> {
        let mut bytes = Vec::new();
        let mut relocations = Vec::new();
        let all = self.blocks.iter().flat_map(|b| b.insts.iter()).filter(|m| !m.is_line());
        for (i, m) in self.resolve()?.into_iter().zip(all) {
            let words = encode_inst(&i);
            if let MInst::Reloc { reloc, .. } = m {
                let offset = (bytes.len() + 4 * (words.len() - 1)) as u32;
                relocations.push(CodeRelocation { offset, reloc: reloc.clone() });
            }
            for w in words {
                bytes.extend_from_slice(&w.to_le_bytes());
            }
        }
        Ok((bytes, relocations))
    }

    /// The line table of the encoded code: a row where the location changes, at the first
    /// instruction after its marker (of several markers before one instruction, the last
    /// counts). Code before the first marker gets line 0, DWARF's "no source line".
    pub fn line_rows(&self) -> Vec<LineRow> {
        let mut rows: Vec<LineRow> = Vec::new();
        let mut loc = (0, 0, 0);
        let mut at = 0u32;
        for m in self.blocks.iter().flat_map(|b| b.insts.iter()) {
            if let MInst::Line(l) = m {
                loc = (l.file, l.line, l.col);
                continue;
            }
            if rows.last().map(|r| (r.file, r.line, r.column)) != Some(loc) {
                rows.push(LineRow { offset: at, file: loc.0, line: loc.1, column: loc.2 });
            }
            at += m.size() as u32;
        }
        rows
    }

    /// Assembly lines, with `LABEL_N:` before every block some branch targets and branches
    /// naming those labels (llvm-mc resolves them to the same offsets `encode` computes).
    pub fn to_asm(&self, label: &str) -> Vec<String> {
        let mut targets = vec![false; self.blocks.len()];
        for b in &self.blocks {
            for i in &b.insts {
                if let MInst::Branch { target, .. } = i {
                    if let Some(t) = targets.get_mut(*target) {
                        *t = true;
                    }
                }
            }
        }
        let mut lines = Vec::new();
        for (n, block) in self.blocks.iter().enumerate() {
            if targets[n] {
                lines.push(format!("{label}{n}:"));
            }
            for inst in &block.insts {
                lines.push(match inst {
                    MInst::Inst(i) => format!("  {}", i.to_asm()),
                    MInst::Branch { op, target } => format!("  {} {label}{target}", op.name()),
                    MInst::Reloc { inst, reloc } => format!("  {}", reloc_asm(inst, reloc)),
                    // Assembly carries no debug info (no `.loc`).
                    MInst::Line(_) => continue,
                });
            }
        }
        lines
    }

    /// Relocations name symbols: every one the code refers to.
    pub fn symbols(&self) -> Vec<&str> {
        let mut names: Vec<&str> = Vec::new();
        for m in self.blocks.iter().flat_map(|b| b.insts.iter()) {
            if let MInst::Reloc { reloc, .. } = m {
                if !names.contains(&reloc.symbol.as_str()) {
                    names.push(&reloc.symbol);
                }
            }
        }
        names
    }

    /// Splits code into blocks at branch targets and after branches and `s_endpgm`.
    pub fn decode(code: &[u8]) -> Result<MachineFunction, McError> {
        if code.len() % 4 != 0 {
            return Err(McError::Decode { offset: code.len(), message: "code size is not a multiple of 4".into() });
        }
        let words: Vec<u32> = code.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
        let mut insts: Vec<(usize, Inst)> = Vec::new();
        let mut at = 0;
        while at < words.len() {
            let (inst, len) = decode_inst(&words[at..]).map_err(|e| McError::Decode { offset: 4 * at, message: e.to_string() })?;
            insts.push((4 * at, inst));
            at += len;
        }
        // Block starts: offset 0, branch targets, and the instruction after each branch.
        let target_of = |offset: usize, i: &Inst| (offset as i64 + 4 + 4 * i.imm as i64) as usize;
        let mut starts = std::collections::BTreeSet::from([0usize]);
        for (k, (offset, i)) in insts.iter().enumerate() {
            if is_branch(i.op) {
                starts.insert(target_of(*offset, i));
                if let Some((next, _)) = insts.get(k + 1) {
                    starts.insert(*next);
                }
            }
        }
        let starts: Vec<usize> = starts.into_iter().collect();
        let block_at = |offset: usize| starts.binary_search(&offset).map_err(|_| McError::Decode { offset, message: "branch into the middle of an instruction".into() });
        let mut mf = MachineFunction { blocks: vec![MBlock::default(); starts.len()] };
        for (offset, i) in insts {
            let b = match starts.binary_search(&offset) {
                Ok(b) => b,
                Err(b) => b - 1,
            };
            let m = if is_branch(i.op) { MInst::Branch { op: i.op, target: block_at(target_of(offset, &i))? } } else { MInst::Inst(i) };
            mf.blocks[b].insts.push(m);
        }
        Ok(mf)
    }
}

/// The assembly of an instruction whose literal is relocated: the literal's text becomes the
/// symbol expression (`sym@rel32@lo+4`).
fn reloc_asm(inst: &Inst, reloc: &LiteralReloc) -> String {
    let text = inst.to_asm();
    let literal = format!("0x{:x}", inst.lit);
    let kind = match reloc.kind {
        RelocKind::Rel32Lo => "@rel32@lo",
        RelocKind::Rel32Hi => "@rel32@hi",
        _ => "",
    };
    let expr = format!("{}{kind}+{}", reloc.symbol, reloc.addend);
    // The printer may force a literal encoding as `lit(0x0)`; an expression is always one.
    for shown in [format!("lit({literal})"), literal] {
        if let Some(at) = text.rfind(&shown) {
            return format!("{}{expr}{}", &text[..at], &text[at + shown.len()..]);
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use gfx9_isa::Operand;

    fn salu(op: Op, dst: u8, a: u8, b: u8) -> MInst {
        let mut i = Inst::new(op);
        i.dst = Operand::s(dst);
        i.src = [Operand::s(a), Operand::s(b), Operand::NONE];
        MInst::Inst(i)
    }

    /// A loop: block 1 branches back to itself, block 0 jumps over nothing to block 1.
    fn looped() -> MachineFunction {
        MachineFunction {
            blocks: vec![
                MBlock { insts: vec![salu(op::S_ADD_U32, 0, 1, 2), MInst::Branch { op: op::S_BRANCH, target: 1 }] },
                MBlock { insts: vec![salu(op::S_ADD_U32, 0, 0, 2), MInst::Branch { op: op::S_CBRANCH_SCC1, target: 1 }] },
                MBlock { insts: vec![MInst::Inst(Inst::new(op::S_ENDPGM))] },
            ],
        }
    }

    #[test]
    fn branch_offsets_count_words_after_the_branch() {
        let insts = looped().resolve().unwrap();
        // s_branch at byte 4 to byte 8: offset 0 words; s_cbranch at byte 12 to byte 8: -2.
        assert_eq!(insts[1].imm, 0);
        assert_eq!(insts[3].imm, -2);
    }

    #[test]
    fn decode_splits_at_targets_and_round_trips() {
        let mf = looped();
        let bytes = mf.encode().unwrap();
        let back = MachineFunction::decode(&bytes).unwrap();
        assert_eq!(back.encode().unwrap(), bytes);
        assert_eq!(back.blocks.len(), 3);
        assert!(matches!(back.blocks[1].insts[1], MInst::Branch { target: 1, .. }));
    }

    #[test]
    fn out_of_range_branches_are_errors() {
        let mut mf = looped();
        let filler = salu(op::S_ADD_U32, 0, 0, 2);
        mf.blocks[1].insts.splice(0..0, std::iter::repeat_n(filler, 40_000));
        assert_eq!(mf.resolve().unwrap_err(), McError::BranchOutOfRange { block: 1, target: 1 });
    }
}
