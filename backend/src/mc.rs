//! Machine code after register allocation: blocks of physical gfx900 instructions whose
//! branches name blocks, not offsets. Layout turns it into bytes (branch offsets resolved) and
//! into llvm-mc assembly with labels; decoding turns existing code (llc's) back into blocks,
//! so post-allocation passes can be tested on code nobody here wrote.
//!
//! Branches whose targets are beyond a SOPP branch's reach (±128 KiB) are relaxed at layout
//! ([`MachineFunction::relax`]) into [`MInst::LongBranch`]es: 64-bit jumps through an SGPR pair.
//!
//! Source lines ride along as zero-size [`MInst::Line`] markers: the code after a marker
//! comes from that location until the next one. Passes that insert code (waits, nops) put it
//! after the marker of the instruction it serves; encoding turns markers into line rows.

pub mod text;

use crate::codeobj::{LineRow, RelocKind};
use gfx9_isa::{decode as decode_inst, encode as encode_inst, op, Inst, Op, Operand};
use std::fmt;

/// An instruction, or a branch to a block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MInst {
    Inst(Inst),
    /// `s_branch` or an `s_cbranch_*` to the start of block `target`.
    Branch {
        op: Op,
        target: usize,
    },
    /// A branch to block `target` too far for a SOPP offset: a jump through SGPR pair `scratch`
    /// (`s_getpc_b64`, `s_add_u32`/`s_addc_u32` of the distance, `s_setpc_b64`), which it
    /// clobbers along with SCC; a conditional branch first skips the jump with the inverse
    /// branch `skip`.
    LongBranch {
        skip: Option<Op>,
        target: usize,
        scratch: u8,
    },
    /// An instruction whose 32-bit literal the linker fills in (a PC-relative address).
    Reloc {
        inst: Inst,
        reloc: LiteralReloc,
    },
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

/// A natural loop of a [`MachineFunction`] ([`MachineFunction::natural_loops`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MachineLoop {
    /// The block every path into the loop enters through; it dominates the loop.
    pub header: usize,
    /// The loop's blocks, the header included, in layout order.
    pub blocks: Vec<usize>,
    /// The header's predecessors outside the loop (none if the header is block 0).
    pub entries: Vec<usize>,
}

/// A kernel's code: blocks in layout order; control falls through from one to the next.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MachineFunction {
    pub blocks: Vec<MBlock>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum McError {
    /// A branch whose target is too far for the 16-bit word offset (and which
    /// [`MachineFunction::relax`] has not made long).
    BranchOutOfRange {
        block: usize,
        target: usize,
    },
    BadTarget {
        block: usize,
        target: usize,
    },
    Decode {
        offset: usize,
        message: String,
    },
}

impl fmt::Display for McError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            McError::BranchOutOfRange { block, target } => {
                write!(f, "branch from block {block} to block {target} is out of range")
            }
            McError::BadTarget { block, target } => write!(f, "branch in block {block} to missing block {target}"),
            McError::Decode { offset, message } => write!(f, "at byte {offset:#x}: {message}"),
        }
    }
}

impl std::error::Error for McError {}

/// The conditional branches and their inverses.
const INVERSE: [(Op, Op); 3] = [
    (op::S_CBRANCH_SCC0, op::S_CBRANCH_SCC1),
    (op::S_CBRANCH_VCCZ, op::S_CBRANCH_VCCNZ),
    (op::S_CBRANCH_EXECZ, op::S_CBRANCH_EXECNZ),
];

/// Is `op` a branch with a 16-bit word offset (SOPP `s_branch` / `s_cbranch_*`)?
pub fn is_branch(op: Op) -> bool {
    op == op::S_BRANCH || inverse(op).is_some()
}

/// The conditional branch taken exactly when `op` is not.
pub fn inverse(op: Op) -> Option<Op> {
    INVERSE.iter().find_map(|&(a, b)| {
        if op == a {
            Some(b)
        } else if op == b {
            Some(a)
        } else {
            None
        }
    })
}

/// The jump of a long branch through SGPR pair `scratch` to `distance` bytes after its
/// `s_getpc_b64`, which gives the address of the instruction after it. The distance is added in
/// two halves, always as literals, so the size does not depend on it.
fn long_jump(scratch: u8, distance: i64) -> [Inst; 4] {
    let (lo, hi) = (Operand::s(scratch), Operand::s(scratch.wrapping_add(1)));
    let mut getpc = Inst::new(op::S_GETPC_B64);
    getpc.dst = lo;
    let add = |o: Op, half: Operand, lit: u32| {
        let mut i = Inst::new(o);
        i.dst = half;
        i.src = [half, Operand::LITERAL, Operand::NONE];
        i.lit = lit;
        i
    };
    let mut setpc = Inst::new(op::S_SETPC_B64);
    setpc.src[0] = lo;
    [
        getpc,
        add(op::S_ADD_U32, lo, distance as u32),
        add(op::S_ADDC_U32, hi, (distance >> 32) as u32),
        setpc,
    ]
}

/// The code of a long branch to the byte `to` bytes after its start: the skip over the jump
/// (if conditional), then the jump.
fn long_branch_code(skip: Option<Op>, scratch: u8, to: i64) -> Vec<Inst> {
    let mut code: Vec<Inst> = skip.map(Inst::new).into_iter().collect();
    let after_getpc = code.iter().map(Inst::len).sum::<usize>() + long_jump(scratch, 0)[0].len();
    let jump = long_jump(scratch, to - after_getpc as i64);
    if let Some(s) = code.first_mut() {
        s.imm = (jump.iter().map(Inst::len).sum::<usize>() / 4) as i32;
    }
    code.extend(jump);
    code
}

impl MInst {
    /// Size in bytes (branches are one word, line markers none).
    pub fn size(&self) -> usize {
        match self {
            MInst::Inst(i) | MInst::Reloc { inst: i, .. } => i.len(),
            MInst::Branch { .. } => 4,
            MInst::LongBranch { skip, scratch, .. } => long_branch_code(*skip, *scratch, 0).iter().map(Inst::len).sum(),
            MInst::Line(_) => 0,
        }
    }

    /// How many machine instructions this is (a long branch is several).
    pub fn inst_count(&self) -> usize {
        match self {
            MInst::LongBranch { skip, scratch, .. } => long_branch_code(*skip, *scratch, 0).len(),
            MInst::Line(_) => 0,
            _ => 1,
        }
    }

    /// The instruction, unless this is a branch or a line marker.
    pub fn inst(&self) -> Option<&Inst> {
        match self {
            MInst::Inst(i) | MInst::Reloc { inst: i, .. } => Some(i),
            MInst::Branch { .. } | MInst::LongBranch { .. } | MInst::Line(_) => None,
        }
    }

    /// Is this a line marker (no code)?
    pub fn is_line(&self) -> bool {
        matches!(self, MInst::Line(_))
    }

    /// The block a branch, short or long, goes to.
    pub fn target(&self) -> Option<usize> {
        match *self {
            MInst::Branch { target, .. } | MInst::LongBranch { target, .. } => Some(target),
            _ => None,
        }
    }

    /// The SOPP branch that tests a conditional branch's condition: the branch itself, or the
    /// skip of a long one.
    pub fn condition(&self) -> Option<Op> {
        match *self {
            MInst::Branch { op, .. } => (op != op::S_BRANCH).then_some(op),
            MInst::LongBranch { skip, .. } => skip,
            _ => None,
        }
    }
}

impl MachineFunction {
    /// Whether an instruction names register `reg` (an operand code) in one of its operands,
    /// not only implicitly (inline asm may name `flat_scratch`, which the descriptor must
    /// then reserve; FLAT instructions read it implicitly).
    pub fn names_register(&self, reg: u16) -> bool {
        self.blocks
            .iter()
            .flat_map(|b| &b.insts)
            .filter_map(|m| m.inst())
            .any(|i| {
                i.operands().iter().any(|&(f, n)| {
                    let o = i.field(f);
                    (o.0..o.0 + n.max(1) as u16).contains(&reg)
                })
            })
    }

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

    /// The byte offset of block `target`, for a branch in block `block`.
    fn dest(&self, offsets: &[usize], block: usize, target: usize) -> Result<usize, McError> {
        offsets
            .get(target)
            .copied()
            .filter(|_| target < self.blocks.len())
            .ok_or(McError::BadTarget { block, target })
    }

    /// Makes every branch whose target is out of SOPP reach a [`MInst::LongBranch`] through
    /// SGPR pair `scratch`, which must be free wherever such a branch may be (the caller
    /// reserves it). Growing a branch moves the code after it and may push other branches
    /// out of reach, so layout repeats until none is; branches only grow, so it ends.
    /// Returns whether any branch was relaxed.
    pub fn relax(&mut self, scratch: u8) -> Result<bool, McError> {
        self.relax_with(&mut |_, _| Some(scratch))
    }

    /// [`MachineFunction::relax`], with the pair of the branch at instruction `k` of block `b`
    /// chosen by `pair_for(b, k)`; a branch it has none for stays out of range (an error).
    pub fn relax_with(&mut self, pair_for: &mut dyn FnMut(usize, usize) -> Option<u8>) -> Result<bool, McError> {
        let mut relaxed = false;
        loop {
            let offsets = self.block_offsets();
            let mut far = Vec::new();
            let mut at = 0;
            for (b, block) in self.blocks.iter().enumerate() {
                for (k, m) in block.insts.iter().enumerate() {
                    if let MInst::Branch { target, .. } = *m {
                        if sopp_offset(at, self.dest(&offsets, b, target)?).is_none() {
                            far.push((b, k));
                        }
                    }
                    at += m.size();
                }
            }
            if far.is_empty() {
                return Ok(relaxed);
            }
            for (b, k) in far {
                let MInst::Branch { op, target } = self.blocks[b].insts[k] else {
                    unreachable!("only branches were collected")
                };
                let skip = match op {
                    op::S_BRANCH => None,
                    _ => Some(inverse(op).ok_or(McError::BranchOutOfRange { block: b, target })?),
                };
                let scratch = pair_for(b, k).ok_or(McError::BranchOutOfRange { block: b, target })?;
                self.blocks[b].insts[k] = MInst::LongBranch { skip, target, scratch };
            }
            relaxed = true;
        }
    }

    /// Lets branch `k` of block `b` jump through SGPR pair `pair` although the pair is live at
    /// its target: the pair is first kept in lanes 0 and 1 of VGPR `stash` (once pending scalar
    /// loads have written it), and the branch goes to a new block just before the target that
    /// puts it back and falls into the target (a block falling into the target jumps over it).
    /// The pair is then dead where the branch goes, so relaxation may take it. `stash` must be
    /// free in every lane, everywhere.
    pub fn stash_pair_at(&mut self, b: usize, k: usize, pair: u8, stash: u8) {
        let MInst::Branch { target, .. } = self.blocks[b].insts[k] else {
            unreachable!("only branches jump")
        };
        let lane = |n: i32| Operand::int(n).expect("inline");
        let mut save = vec![MInst::Inst(crate::waitcnt::waitcnt_inst(crate::waitcnt::Wait {
            lgkm: 0,
            ..crate::waitcnt::Wait::NONE
        }))];
        let mut restore = Vec::new();
        for d in 0..2 {
            let mut w = Inst::new(op::V_WRITELANE_B32);
            w.dst = Operand::v(stash);
            w.src = [Operand::s(pair + d), lane(d as i32), Operand::NONE];
            save.push(MInst::Inst(w));
            let mut r = Inst::new(op::V_READLANE_B32);
            r.dst = Operand::s(pair + d);
            r.src = [Operand::v(stash), lane(d as i32), Operand::NONE];
            restore.push(MInst::Inst(r));
        }
        // A VALU write of an SGPR takes 5 wait states before a memory instruction reads it.
        let mut nop = Inst::new(op::S_NOP);
        nop.imm = 4;
        restore.push(MInst::Inst(nop));
        self.blocks[b].insts.splice(k..k, save);
        let at = target;
        for block in &mut self.blocks {
            for m in &mut block.insts {
                if let MInst::Branch { target: t, .. } | MInst::LongBranch { target: t, .. } = m {
                    if *t >= at {
                        *t += 1;
                    }
                }
            }
        }
        if at > 0 && crate::waitcnt::falls_through(&self.blocks[at - 1].insts) {
            self.blocks[at - 1].insts.push(MInst::Branch {
                op: op::S_BRANCH,
                target: at + 1,
            });
        }
        self.blocks.insert(at, MBlock { insts: restore });
        let b = if b >= at { b + 1 } else { b };
        let k = k + 3;
        let MInst::Branch { target: t, .. } = &mut self.blocks[b].insts[k] else {
            unreachable!("the branch follows its save")
        };
        *t = at;
    }

    /// Each machine instruction, branch offsets filled in, with what it comes from (a long
    /// branch is several; line markers are none).
    fn lower(&self) -> Result<Vec<(&MInst, Inst)>, McError> {
        let offsets = self.block_offsets();
        let mut out = Vec::new();
        let mut at = 0usize;
        for (b, block) in self.blocks.iter().enumerate() {
            for m in &block.insts {
                match *m {
                    MInst::Line(_) => {}
                    MInst::Inst(ref i) | MInst::Reloc { inst: ref i, .. } => out.push((m, i.clone())),
                    MInst::Branch { op, target } => {
                        let words = sopp_offset(at, self.dest(&offsets, b, target)?)
                            .ok_or(McError::BranchOutOfRange { block: b, target })?;
                        let mut i = Inst::new(op);
                        i.imm = words as i32;
                        out.push((m, i));
                    }
                    MInst::LongBranch { skip, target, scratch } => {
                        let to = self.dest(&offsets, b, target)? as i64 - at as i64;
                        out.extend(long_branch_code(skip, scratch, to).into_iter().map(|i| (m, i)));
                    }
                }
                at += m.size();
            }
        }
        Ok(out)
    }

    /// The instructions with branch offsets filled in (line markers dropped).
    pub fn resolve(&self) -> Result<Vec<Inst>, McError> {
        Ok(self.lower()?.into_iter().map(|(_, i)| i).collect())
    }

    pub fn encode(&self) -> Result<Vec<u8>, McError> {
        Ok(self.encode_with_relocations()?.0)
    }

    /// The code and the relocations of its literals (a literal is the instruction's last word).
    pub fn encode_with_relocations(&self) -> Result<(Vec<u8>, Vec<CodeRelocation>), McError> {
        let mut bytes = Vec::new();
        let mut relocations = Vec::new();
        for (m, i) in self.lower()? {
            let words = encode_inst(&i);
            if let MInst::Reloc { reloc, .. } = m {
                let offset = (bytes.len() + 4 * (words.len() - 1)) as u32;
                relocations.push(CodeRelocation {
                    offset,
                    reloc: reloc.clone(),
                });
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
                rows.push(LineRow {
                    offset: at,
                    file: loc.0,
                    line: loc.1,
                    column: loc.2,
                });
            }
            at += m.size() as u32;
        }
        rows
    }

    /// Assembly lines, with `LABEL_N:` before every block some branch targets and branches
    /// naming those labels (llvm-mc resolves them to the same offsets `encode` computes). The
    /// jump of the K-th long branch adds label differences from `LABELpcK` after its
    /// `s_getpc_b64` (as llc prints them), and its skip goes to `LABELskipK` after it.
    pub fn to_asm(&self, label: &str) -> Vec<String> {
        let mut targets = vec![false; self.blocks.len()];
        for t in self
            .blocks
            .iter()
            .flat_map(|b| b.insts.iter())
            .filter_map(MInst::target)
        {
            if let Some(t) = targets.get_mut(t) {
                *t = true;
            }
        }
        let mut lines = Vec::new();
        let mut long = 0;
        for (n, block) in self.blocks.iter().enumerate() {
            if targets[n] {
                lines.push(format!("{label}{n}:"));
            }
            for inst in &block.insts {
                match inst {
                    MInst::Inst(i) => lines.push(format!("  {}", i.to_asm())),
                    MInst::Branch { op, target } => lines.push(format!("  {} {label}{target}", op.name())),
                    MInst::LongBranch { skip, target, scratch } => {
                        let (pc, over) = (format!("{label}pc{long}"), format!("{label}skip{long}"));
                        let distance = format!("({label}{target}-{pc})");
                        let [getpc, add, addc, setpc] = long_jump(*scratch, 0);
                        if let Some(op) = skip {
                            lines.push(format!("  {} {over}", op.name()));
                        }
                        lines.push(format!("  {}", getpc.to_asm()));
                        lines.push(format!("{pc}:"));
                        lines.push(format!("  {}", literal_asm(&add, &format!("{distance}&4294967295"))));
                        lines.push(format!("  {}", literal_asm(&addc, &format!("{distance}>>32"))));
                        lines.push(format!("  {}", setpc.to_asm()));
                        if skip.is_some() {
                            lines.push(format!("{over}:"));
                        }
                        long += 1;
                    }
                    MInst::Reloc { inst, reloc } => lines.push(format!("  {}", reloc_asm(inst, reloc))),
                    // Assembly carries no debug info (no `.loc`).
                    MInst::Line(_) => {}
                }
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

    /// Each block's successors: its branches' targets, then the next block if control falls
    /// through to it (a target may appear twice).
    pub fn successors(&self) -> Vec<Vec<usize>> {
        let nb = self.blocks.len();
        self.blocks
            .iter()
            .enumerate()
            .map(|(b, block)| {
                let mut s: Vec<usize> = block
                    .insts
                    .iter()
                    .filter_map(MInst::target)
                    .filter(|&t| t < nb)
                    .collect();
                if crate::waitcnt::falls_through(&block.insts) && b + 1 < nb {
                    s.push(b + 1);
                }
                s
            })
            .collect()
    }

    /// The natural loops of the machine CFG (blocks reachable from block 0): for each block
    /// `h` that dominates some predecessor `t` (a back edge `t → h`), the blocks that reach a
    /// back edge's source without passing `h`. Back edges to one header make one loop; a cycle
    /// entered other than through a dominating header (irreducible) makes none. Outer loops
    /// come before the loops they contain (by the header's reverse postorder). Linear in the
    /// blocks and edges, plus each loop's size.
    pub fn natural_loops(&self) -> Vec<MachineLoop> {
        let nb = self.blocks.len();
        if nb == 0 {
            return Vec::new();
        }
        let succs = self.successors();
        let mut preds: Vec<Vec<usize>> = vec![Vec::new(); nb];
        for (b, s) in succs.iter().enumerate() {
            for &t in s {
                preds[t].push(b);
            }
        }
        // Reverse postorder from block 0 (iterative DFS).
        let mut post: Vec<usize> = Vec::with_capacity(nb);
        let mut seen = vec![false; nb];
        let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
        seen[0] = true;
        while let Some(&mut (b, ref mut k)) = stack.last_mut() {
            if let Some(&t) = succs[b].get(*k) {
                *k += 1;
                if !seen[t] {
                    seen[t] = true;
                    stack.push((t, 0));
                }
            } else {
                post.push(b);
                stack.pop();
            }
        }
        const NONE: usize = usize::MAX;
        let mut rpo_num = vec![NONE; nb];
        for (k, &b) in post.iter().rev().enumerate() {
            rpo_num[b] = k;
        }
        // Immediate dominators (Cooper, Harvey and Kennedy), in reverse-postorder numbers.
        let order: Vec<usize> = post.iter().rev().copied().collect();
        let mut idom = vec![NONE; order.len()];
        idom[0] = 0;
        let mut changed = true;
        while changed {
            changed = false;
            for (k, &b) in order.iter().enumerate().skip(1) {
                let mut new = NONE;
                for &p in &preds[b] {
                    let q = rpo_num[p];
                    if q == NONE || idom[q] == NONE {
                        continue;
                    }
                    new = if new == NONE {
                        q
                    } else {
                        let (mut x, mut y) = (new, q);
                        while x != y {
                            while x > y {
                                x = idom[x];
                            }
                            while y > x {
                                y = idom[y];
                            }
                        }
                        x
                    };
                }
                if idom[k] != new {
                    idom[k] = new;
                    changed = true;
                }
            }
        }
        let dominates = |a: usize, mut b: usize| {
            while b > a {
                b = idom[b];
            }
            a == b
        };
        let mut loops = Vec::new();
        let mut in_loop = vec![false; nb];
        for (hk, &h) in order.iter().enumerate() {
            let latches: Vec<usize> = preds[h]
                .iter()
                .copied()
                .filter(|&p| rpo_num[p] != NONE && dominates(hk, rpo_num[p]))
                .collect();
            if latches.is_empty() {
                continue;
            }
            let mut blocks = vec![h];
            in_loop[h] = true;
            let mut work: Vec<usize> = Vec::new();
            for &t in &latches {
                if !in_loop[t] {
                    in_loop[t] = true;
                    blocks.push(t);
                    work.push(t);
                }
            }
            while let Some(b) = work.pop() {
                for &p in &preds[b] {
                    if rpo_num[p] != NONE && !in_loop[p] {
                        in_loop[p] = true;
                        blocks.push(p);
                        work.push(p);
                    }
                }
            }
            let mut entries: Vec<usize> = preds[h]
                .iter()
                .copied()
                .filter(|&p| rpo_num[p] != NONE && !in_loop[p])
                .collect();
            entries.sort_unstable();
            entries.dedup();
            for &b in &blocks {
                in_loop[b] = false;
            }
            blocks.sort_unstable();
            loops.push(MachineLoop {
                header: h,
                blocks,
                entries,
            });
        }
        loops
    }

    /// Splits code into blocks at branch targets and after branches and `s_endpgm`.
    pub fn decode(code: &[u8]) -> Result<MachineFunction, McError> {
        if !code.len().is_multiple_of(4) {
            return Err(McError::Decode {
                offset: code.len(),
                message: "code size is not a multiple of 4".into(),
            });
        }
        let words: Vec<u32> = code
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        let mut insts: Vec<(usize, Inst)> = Vec::new();
        let mut at = 0;
        while at < words.len() {
            let (inst, len) = decode_inst(&words[at..]).map_err(|e| McError::Decode {
                offset: 4 * at,
                message: e.to_string(),
            })?;
            insts.push((4 * at, inst));
            at += len;
        }
        // Instructions and branches, whose targets are byte offsets until blocks are known. A
        // long jump as `relax` makes it is one branch (unless it would land inside itself).
        let starts_inst = |offset: usize| insts.binary_search_by_key(&offset, |(o, _)| *o).is_ok();
        let mut units: Vec<(usize, MInst)> = Vec::new();
        let mut k = 0;
        while k < insts.len() {
            let (offset, ref i) = insts[k];
            let end = insts.get(k + 4).map_or(code.len(), |(o, _)| *o);
            if let Some((scratch, dest)) =
                long_jump_at(&insts[k..]).filter(|&(_, d)| starts_inst(d) && !(offset + 1..end).contains(&d))
            {
                units.push((
                    offset,
                    MInst::LongBranch {
                        skip: None,
                        target: dest,
                        scratch,
                    },
                ));
                k += 4;
                continue;
            }
            let m = if is_branch(i.op) {
                MInst::Branch {
                    op: i.op,
                    target: (offset as i64 + 4 + 4 * i.imm as i64) as usize,
                }
            } else {
                MInst::Inst(i.clone())
            };
            units.push((offset, m));
            k += 1;
        }
        // Block starts: offset 0, branch targets, and the instruction after each branch.
        let mut starts = std::collections::BTreeSet::from([0usize]);
        for (j, (_, m)) in units.iter().enumerate() {
            if let Some(dest) = m.target() {
                starts.insert(dest);
                if let Some((next, _)) = units.get(j + 1) {
                    starts.insert(*next);
                }
            }
        }
        let starts: Vec<usize> = starts.into_iter().collect();
        let block_at = |offset: usize| {
            starts.binary_search(&offset).map_err(|_| McError::Decode {
                offset,
                message: "branch into the middle of an instruction".into(),
            })
        };
        let mut mf = MachineFunction {
            blocks: vec![MBlock::default(); starts.len()],
        };
        for (offset, m) in units {
            let b = match starts.binary_search(&offset) {
                Ok(b) => b,
                Err(b) => b - 1,
            };
            let m = match m {
                MInst::Branch { op, target } => MInst::Branch {
                    op,
                    target: block_at(target)?,
                },
                MInst::LongBranch { skip, target, scratch } => MInst::LongBranch {
                    skip,
                    target: block_at(target)?,
                    scratch,
                },
                m => m,
            };
            mf.blocks[b].insts.push(m);
        }
        Ok(mf)
    }
}

/// If decoded `insts` (with their offsets) start with a long branch's jump (as [`long_jump`]
/// makes it): its SGPR pair and the offset it jumps to.
fn long_jump_at(insts: &[(usize, Inst)]) -> Option<(u8, usize)> {
    let [(_, getpc), (after_getpc, add), (_, addc), (_, setpc)] = insts.get(..4)? else {
        return None;
    };
    let scratch = u8::try_from(getpc.dst.0).ok().filter(|_| getpc.op == op::S_GETPC_B64)?;
    let distance = ((addc.lit as u64) << 32 | add.lit as u64) as i64;
    let jump = [getpc.clone(), add.clone(), addc.clone(), setpc.clone()];
    (long_jump(scratch, distance) == jump).then_some((scratch, (*after_getpc as i64 + distance) as usize))
}

/// The word offset of a SOPP branch at byte `at` to byte `dest` (counted from the instruction
/// after the branch), if it is in reach.
fn sopp_offset(at: usize, dest: usize) -> Option<i16> {
    i16::try_from((dest as i64 - (at as i64 + 4)) / 4).ok()
}

/// The assembly of an instruction whose literal is relocated: the literal's text becomes the
/// symbol expression (`sym@rel32@lo+4`).
fn reloc_asm(inst: &Inst, reloc: &LiteralReloc) -> String {
    let kind = match reloc.kind {
        RelocKind::Rel32Lo => "@rel32@lo",
        RelocKind::Rel32Hi => "@rel32@hi",
        RelocKind::GotPcRel32Lo => "@gotpcrel32@lo",
        RelocKind::GotPcRel32Hi => "@gotpcrel32@hi",
        _ => "",
    };
    let symbol = crate::codeobj::asm::symbol(&reloc.symbol);
    literal_asm(inst, &format!("{symbol}{kind}+{}", reloc.addend))
}

/// The assembly of an instruction with the expression `expr` in place of its literal.
fn literal_asm(inst: &Inst, expr: &str) -> String {
    let text = inst.to_asm();
    let literal = format!("0x{:x}", inst.lit);
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
                MBlock {
                    insts: vec![
                        salu(op::S_ADD_U32, 0, 1, 2),
                        MInst::Branch {
                            op: op::S_BRANCH,
                            target: 1,
                        },
                    ],
                },
                MBlock {
                    insts: vec![
                        salu(op::S_ADD_U32, 0, 0, 2),
                        MInst::Branch {
                            op: op::S_CBRANCH_SCC1,
                            target: 1,
                        },
                    ],
                },
                MBlock {
                    insts: vec![MInst::Inst(Inst::new(op::S_ENDPGM))],
                },
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

    /// A 4-byte instruction.
    fn filler() -> MInst {
        salu(op::S_ADD_U32, 0, 0, 2)
    }

    fn fillers(n: usize) -> impl Iterator<Item = MInst> {
        std::iter::repeat_n(filler(), n)
    }

    #[test]
    fn out_of_range_branches_are_errors_until_relaxed() {
        let mut mf = looped();
        mf.blocks[1].insts.splice(0..0, fillers(40_000));
        assert_eq!(
            mf.resolve().unwrap_err(),
            McError::BranchOutOfRange { block: 1, target: 1 }
        );
        assert_eq!(mf.relax(40), Ok(true));
        assert!(mf.resolve().is_ok());
        // In-range code stays as it is.
        let mut near = looped();
        assert_eq!(near.relax(40), Ok(false));
        assert_eq!(near, looped());
    }

    /// The byte offset of each resolved instruction, from the instructions' own sizes.
    fn offsets(insts: &[Inst]) -> Vec<usize> {
        insts
            .iter()
            .scan(0, |at, i| Some(std::mem::replace(at, *at + i.len())))
            .collect()
    }

    /// Where the long jump whose `s_getpc_b64` is resolved instruction `k` goes, checking its
    /// shape on the way: the address after `s_getpc_b64` plus the 64-bit sum of the literals.
    fn jump_dest(insts: &[Inst], k: usize, scratch: u8) -> usize {
        let at = offsets(insts);
        let [getpc, add, addc, setpc] = &insts[k..k + 4] else {
            unreachable!()
        };
        assert_eq!((getpc.op, getpc.dst), (op::S_GETPC_B64, Operand::s(scratch)));
        assert_eq!(
            (add.op, add.dst, add.src[0], add.src[1]),
            (
                op::S_ADD_U32,
                Operand::s(scratch),
                Operand::s(scratch),
                Operand::LITERAL
            )
        );
        assert_eq!(
            (addc.op, addc.dst, addc.src[0], addc.src[1]),
            (
                op::S_ADDC_U32,
                Operand::s(scratch + 1),
                Operand::s(scratch + 1),
                Operand::LITERAL
            )
        );
        assert_eq!((setpc.op, setpc.src[0]), (op::S_SETPC_B64, Operand::s(scratch)));
        (at[k + 1] as i64 + ((addc.lit as i64) << 32 | add.lit as i64)) as usize
    }

    /// Where the SOPP branch that is resolved instruction `k` goes.
    fn sopp_dest(insts: &[Inst], k: usize) -> usize {
        (offsets(insts)[k] as i64 + 4 + 4 * insts[k].imm as i64) as usize
    }

    #[test]
    fn far_branches_become_long_jumps_with_the_right_distances() {
        // Block 0: a conditional branch over 40000 words to block 2; block 2: an unconditional
        // branch back to block 0.
        let mut mf = MachineFunction {
            blocks: vec![
                MBlock {
                    insts: vec![
                        filler(),
                        MInst::Branch {
                            op: op::S_CBRANCH_EXECZ,
                            target: 2,
                        },
                    ],
                },
                MBlock {
                    insts: fillers(40_000).collect(),
                },
                MBlock {
                    insts: vec![
                        filler(),
                        MInst::Branch {
                            op: op::S_BRANCH,
                            target: 0,
                        },
                        MInst::Inst(Inst::new(op::S_ENDPGM)),
                    ],
                },
            ],
        };
        assert_eq!(mf.relax(40), Ok(true));
        assert_eq!(
            mf.blocks[0].insts[1],
            MInst::LongBranch {
                skip: Some(op::S_CBRANCH_EXECNZ),
                target: 2,
                scratch: 40
            }
        );
        assert_eq!(
            mf.blocks[2].insts[1],
            MInst::LongBranch {
                skip: None,
                target: 0,
                scratch: 40
            }
        );
        let insts = mf.resolve().unwrap();
        let at = offsets(&insts);
        // filler, execnz, getpc, add, addc, setpc (instructions 0..6), 40000 fillers, then block 2.
        assert_eq!(insts[1].op, op::S_CBRANCH_EXECNZ);
        assert_eq!(sopp_dest(&insts, 1), at[6], "the skip lands after the jump");
        let block2 = 6 + 40_000;
        assert_eq!(jump_dest(&insts, 2, 40), at[block2]);
        // Backwards: the high half of the distance is all ones.
        assert_eq!(insts[block2 + 3].lit, u32::MAX);
        assert_eq!(jump_dest(&insts, block2 + 1, 40), 0);
        assert_eq!(insts[block2 + 5].op, op::S_ENDPGM);
        assert_eq!(mf.block_offsets()[2], at[block2]);
        assert_eq!(mf.encode().unwrap().len(), at[block2 + 5] + 4);
        assert_eq!(
            mf.blocks
                .iter()
                .flat_map(|b| &b.insts)
                .map(MInst::inst_count)
                .sum::<usize>(),
            insts.len()
        );
    }

    #[test]
    fn relaxing_one_branch_can_push_another_out_of_reach() {
        // Branch B (byte 0) reaches block 2 exactly (32767 words); branch A (byte 4), between
        // B and its target, does not reach block 3. Relaxing A moves block 2 away from B.
        let mut mf = MachineFunction {
            blocks: vec![
                MBlock {
                    insts: vec![
                        MInst::Branch {
                            op: op::S_CBRANCH_SCC1,
                            target: 2,
                        },
                        MInst::Branch {
                            op: op::S_CBRANCH_VCCZ,
                            target: 3,
                        },
                    ],
                },
                MBlock {
                    insts: fillers(32_766).collect(),
                },
                MBlock {
                    insts: fillers(2).collect(),
                },
                MBlock {
                    insts: vec![MInst::Inst(Inst::new(op::S_ENDPGM))],
                },
            ],
        };
        let before = mf.resolve().unwrap_err();
        assert_eq!(before, McError::BranchOutOfRange { block: 0, target: 3 });
        let mut only_a = mf.clone();
        only_a.blocks[0].insts[1] = MInst::LongBranch {
            skip: Some(op::S_CBRANCH_VCCNZ),
            target: 3,
            scratch: 4,
        };
        assert_eq!(
            only_a.resolve().unwrap_err(),
            McError::BranchOutOfRange { block: 0, target: 2 },
            "B is out of reach once A is long"
        );
        assert_eq!(mf.relax(4), Ok(true));
        assert_eq!(
            mf.blocks[0].insts[0],
            MInst::LongBranch {
                skip: Some(op::S_CBRANCH_SCC0),
                target: 2,
                scratch: 4
            }
        );
        assert_eq!(
            mf.blocks[0].insts[1],
            MInst::LongBranch {
                skip: Some(op::S_CBRANCH_VCCNZ),
                target: 3,
                scratch: 4
            }
        );
        let insts = mf.resolve().unwrap();
        let at = offsets(&insts);
        // B: scc0 + jump (0..5), A: vccnz + jump (5..10), fillers, block 3.
        let (block2, block3) = (10 + 32_766, 10 + 32_768);
        assert_eq!(sopp_dest(&insts, 0), at[5]);
        assert_eq!(jump_dest(&insts, 1, 4), at[block2]);
        assert_eq!(sopp_dest(&insts, 5), at[10]);
        assert_eq!(jump_dest(&insts, 6, 4), at[block3]);
        assert_eq!(insts[block3].op, op::S_ENDPGM);
    }

    #[test]
    fn decoding_finds_long_jumps_and_round_trips() {
        let mut mf = looped();
        mf.blocks[1].insts.splice(0..0, fillers(40_000));
        mf.relax(40).unwrap();
        let bytes = mf.encode().unwrap();
        let back = MachineFunction::decode(&bytes).unwrap();
        assert_eq!(back.encode().unwrap(), bytes);
        // Block 1 ends in the skip (a short branch over the jump), then the jump back to it.
        let jumps: Vec<&MInst> = back
            .blocks
            .iter()
            .flat_map(|b| &b.insts)
            .filter(|m| matches!(m, MInst::LongBranch { .. }))
            .collect();
        assert_eq!(
            jumps,
            [&MInst::LongBranch {
                skip: None,
                target: 1,
                scratch: 40
            }]
        );
    }

    #[test]
    fn line_rows_count_the_bytes_of_long_branches() {
        let mut mf = looped();
        mf.blocks[1].insts.splice(0..0, fillers(40_000));
        mf.blocks[2].insts.insert(
            0,
            MInst::Line(mir::SrcLoc {
                file: 0,
                line: 7,
                col: 1,
            }),
        );
        mf.relax(40).unwrap();
        let insts = mf.resolve().unwrap();
        let endpgm = *offsets(&insts).last().unwrap();
        let rows = mf.line_rows();
        assert_eq!(rows.last().map(|r| (r.offset, r.line)), Some((endpgm as u32, 7)));
    }

    #[test]
    fn long_branches_print_as_label_differences() {
        let mut mf = looped();
        mf.blocks[1].insts.splice(0..0, fillers(40_000));
        mf.relax(40).unwrap();
        let asm = mf.to_asm(".Lk_");
        let at = asm.iter().position(|l| l.contains("s_cbranch_scc0")).unwrap();
        assert_eq!(
            asm[at..at + 8],
            [
                "  s_cbranch_scc0 .Lk_skip0",
                "  s_getpc_b64 s[40:41]",
                ".Lk_pc0:",
                "  s_add_u32 s40, s40, (.Lk_1-.Lk_pc0)&4294967295",
                "  s_addc_u32 s41, s41, (.Lk_1-.Lk_pc0)>>32",
                "  s_setpc_b64 s[40:41]",
                ".Lk_skip0:",
                "  s_endpgm",
            ]
        );
    }
}
