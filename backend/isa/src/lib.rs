//! GFX9 (gfx900) instruction set: one opcode table (`ops.rs`, derived from
//! llvm-mc's disassembler by `gen/probe.py`) from which the decoder, the encoder
//! and the llvm-mc-syntax printer all work.
//!
//! The operand model is the hardware's: an [`Operand`] is the 9-bit source code
//! (SGPRs, special registers, inline constants, literal marker, VGPRs at 256+),
//! and each operand's width in dwords comes from the table. A compiler builds an
//! [`Inst`] with [`Inst::new`] and the operand constructors, then calls
//! [`encode`] and [`Inst::to_asm`].

mod asm;
mod ops;
mod table;

pub use ops::op;
pub use table::{Family, Field, OpInfo};

use std::fmt;

/// An opcode: an index into the table. Named ones live in [`op`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Op(pub u16);

impl Op {
    /// The table row of this opcode.
    pub fn info(self) -> &'static OpInfo {
        &ops::OPS[self.0 as usize]
    }
    /// llvm-mc mnemonic (without encoding suffix).
    pub fn name(self) -> &'static str {
        self.info().name
    }
    /// Look an opcode up by mnemonic (with or without `_e32`/`_e64`).
    pub fn from_name(name: &str) -> Option<Op> {
        let base = name
            .strip_suffix("_e32")
            .or_else(|| name.strip_suffix("_e64"))
            .unwrap_or(name);
        ops::OPS.iter().position(|o| o.name == base).map(|i| Op(i as u16))
    }
    /// Every opcode in the table.
    pub fn all() -> impl Iterator<Item = Op> {
        (0..ops::OPS.len() as u16).map(Op)
    }
}

/// A source/destination operand in the hardware's 9-bit operand code space.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Operand(pub u16);

#[allow(missing_docs)]
impl Operand {
    pub const VCC: Operand = Operand(106);
    pub const VCC_LO: Operand = Operand(106);
    pub const VCC_HI: Operand = Operand(107);
    pub const FLAT_SCRATCH: Operand = Operand(102);
    pub const XNACK_MASK: Operand = Operand(104);
    pub const M0: Operand = Operand(124);
    pub const EXEC: Operand = Operand(126);
    pub const EXEC_LO: Operand = Operand(126);
    pub const EXEC_HI: Operand = Operand(127);
    pub const SRC_SHARED_BASE: Operand = Operand(235);
    pub const SRC_SHARED_LIMIT: Operand = Operand(236);
    pub const SRC_PRIVATE_BASE: Operand = Operand(237);
    pub const SRC_PRIVATE_LIMIT: Operand = Operand(238);
    pub const VCCZ: Operand = Operand(251);
    pub const EXECZ: Operand = Operand(252);
    pub const SCC: Operand = Operand(253);
    /// The literal marker: the value is `Inst::lit`.
    pub const LITERAL: Operand = Operand(255);
    /// Placeholder for absent operands / `off`.
    pub const NONE: Operand = Operand(0);

    /// SGPR `n` (first of a tuple when the operand is wider).
    pub fn s(n: u8) -> Operand {
        Operand(n as u16)
    }
    /// VGPR `n`.
    pub fn v(n: u8) -> Operand {
        Operand(256 + n as u16)
    }
    /// TTMP register `n`.
    pub fn ttmp(n: u8) -> Operand {
        Operand(108 + n as u16)
    }
    /// An inline integer constant -16..=64, if representable.
    pub fn int(v: i32) -> Option<Operand> {
        match v {
            0..=64 => Some(Operand(128 + v as u16)),
            -16..=-1 => Some(Operand((192 - v) as u16)),
            _ => None,
        }
    }
    /// An inline float constant (0.5, 1.0, 2.0, 4.0 and negatives, 1/(2pi)).
    pub fn float(v: f32) -> Option<Operand> {
        const T: [f32; 8] = [0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0];
        if v == 0.0 && v.is_sign_positive() {
            return Some(Operand(128));
        }
        if v.to_bits() == 0x3e22f983 {
            return Some(Operand(248));
        }
        T.iter().position(|&t| t == v).map(|i| Operand(240 + i as u16))
    }
    pub fn is_sgpr(self) -> bool {
        self.0 <= 101
    }
    pub fn is_vgpr(self) -> bool {
        self.0 >= 256
    }
    /// VGPR index (only meaningful when `is_vgpr`).
    pub fn vgpr(self) -> u8 {
        (self.0 - 256) as u8
    }
    /// Value of an inline integer/float constant as the 32-bit pattern an f32/int
    /// operand sees (f64 operands use [`Operand::inline_f64`]).
    pub fn inline_b32(self) -> Option<u32> {
        Some(match self.0 {
            128..=192 => (self.0 - 128) as u32,
            193..=208 => (-((self.0 - 192) as i32)) as u32,
            240..=247 => [0.5f32, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0][(self.0 - 240) as usize].to_bits(),
            248 => 0x3e22f983,
            _ => return None,
        })
    }
    /// 64-bit view of an inline constant: ints sign-extend, floats are doubles.
    pub fn inline_b64(self) -> Option<u64> {
        Some(match self.0 {
            128..=208 => self.inline_b32()? as i32 as i64 as u64,
            240..=247 => [0.5f64, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0][(self.0 - 240) as usize].to_bits(),
            248 => 0x3fc45f306dc9c882,
            _ => return None,
        })
    }
    /// 16-bit view of an inline constant (half floats for f16 operands).
    pub fn inline_f16(self) -> Option<u16> {
        Some(match self.0 {
            128..=208 => self.inline_b32()? as u16,
            240..=247 => [0x3800u16, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400][(self.0 - 240) as usize],
            248 => 0x3118,
            _ => return None,
        })
    }
}

impl fmt::Debug for Operand {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(&asm::operand(*self, 1, 0))
    }
}

/// Encoding actually used for an instruction whose native family is VOP1/2/C.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Enc {
    /// The table's family (for VOP1/2/C: the 32-bit form).
    #[default]
    Native,
    /// VOP1/VOP2/VOPC opcode in the VOP3 encoding.
    E64,
    /// VOP1/VOP2/VOPC with a DPP extension dword.
    Dpp,
    /// VOP1/VOP2/VOPC with an SDWA extension dword.
    Sdwa,
}

/// Modifiers and flags; which ones apply depends on the family.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Mods {
    /// VOP3 neg bits per source (VOP3P: neg_lo).
    pub neg: u8,
    /// VOP3 abs bits per source (VOP3P: neg_hi).
    pub abs: u8,
    pub clamp: bool,
    /// Output modifier: 1 = *2, 2 = *4, 3 = /2.
    pub omod: u8,
    /// VOP3 op_sel (4 bits) / VOP3P op_sel (3 bits).
    pub opsel: u8,
    /// VOP3P op_sel_hi (3 bits; 7 is the default).
    pub opsel_hi: u8,
    pub glc: bool,
    pub slc: bool,
    pub gds: bool,
    pub lds: bool,
    pub tfe: bool,
    pub offen: bool,
    pub idxen: bool,
    /// SMEM nv bit / FLAT nv bit.
    pub nv: bool,
    /// SMEM soe: an SGPR offset (`src[1]`) added to the immediate one.
    pub soe: bool,
    /// DS offset1 (offset0 is `Inst::imm`).
    pub offset1: u8,
    /// DPP control dword or SDWA dword, bits 8..32 (src0 VGPR lives in `src[0]`).
    pub ext: u32,
}

/// A decoded (or compiler-built) instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Inst {
    pub op: Op,
    pub enc: Enc,
    /// sdst / vdst / sdata / vdata field.
    pub dst: Operand,
    /// VOP3b scalar destination.
    pub sdst: Operand,
    /// src0..src2 (SMEM: sbase, soffset; DS: addr, data0, data1; FLAT: addr, data, saddr;
    /// MUBUF: vaddr, srsrc, soffset).
    pub src: [Operand; 3],
    /// Literal constant, used by whichever source is [`Operand::LITERAL`].
    pub lit: u32,
    /// simm16 (SOPK/SOPP), SMEM/FLAT/MUBUF offset, DS offset0.
    pub imm: i32,
    pub m: Mods,
}

impl Inst {
    /// A blank instruction with opcode `op` in its native encoding.
    pub fn new(op: Op) -> Inst {
        let mut m = Mods::default();
        if op.info().family == Family::VOP3P {
            m.opsel_hi = 7;
        }
        let mut i = Inst { op, enc: Enc::Native, dst: Operand(0), sdst: Operand(0), src: [Operand(0); 3], lit: 0, imm: 0, m };
        // GLOBAL/SCRATCH saddr "off" is 0x7f (plain FLAT leaves the field 0).
        if matches!(op.info().family, Family::GLOBAL | Family::SCRATCH) {
            i.src[2] = Operand(0x7f);
        }
        i
    }
    /// The operand list in assembly order for the encoding in use: (field, dwords).
    pub fn operands(&self) -> &'static [(Field, u8)] {
        let info = self.op.info();
        if self.enc == Enc::E64 { info.ops64 } else { info.ops }
    }
    /// The mask an SDWA compare writes instead of VCC (its sd bit and sdst field), if any:
    /// llc's `v_cmp_gt_u16_sdwa s[6:7], v4, s0 src0_sel:BYTE_0 src1_sel:DWORD`.
    pub fn sdwa_sdst(&self) -> Option<Operand> {
        let compare = self.enc == Enc::Sdwa && self.op.info().family == Family::VOPC;
        (compare && self.m.ext >> 15 & 1 != 0).then(|| Operand((self.m.ext >> 8 & 0x7f) as u16))
    }
    /// Family of the encoding actually used.
    pub fn family(&self) -> Family {
        if self.enc == Enc::E64 { Family::VOP3 } else { self.op.info().family }
    }
    /// The operand in a field.
    pub fn field(&self, f: Field) -> Operand {
        match f {
            Field::Dst => self.dst,
            Field::Sdst => self.sdst,
            Field::Src0 => self.src[0],
            Field::Src1 => self.src[1],
            Field::Src2 | Field::Off => self.src[2],
            Field::Srsrc => self.src[1],
            Field::Soffset => self.src[2],
            Field::Vcc => Operand::VCC,
            Field::Exec => Operand::EXEC,
            Field::Imm => Operand(0),
        }
    }
    /// Width in dwords of the operand in a field (0 if the instruction has none).
    pub fn width(&self, f: Field) -> u8 {
        self.operands().iter().find(|(g, _)| *g == f).map(|(_, n)| *n).unwrap_or(0)
    }
    /// Length in bytes of the encoded instruction.
    #[allow(clippy::len_without_is_empty)]
    pub fn len(&self) -> usize {
        encode(self).len() * 4
    }
    /// Assembly text in llvm-mc syntax; llvm-mc assembles it to `encode(self)`.
    pub fn to_asm(&self) -> String {
        asm::print(self)
    }
}

impl fmt::Display for Inst {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(&self.to_asm())
    }
}

/// Decoding failure: the words are not a gfx900 instruction this table knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DecodeError {
    /// No opcode of the family matches.
    Unknown { word: u32 },
    /// The instruction needs more words than given.
    Truncated { word: u32 },
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            DecodeError::Unknown { word } => write!(f, "undecodable instruction word 0x{word:08x}"),
            DecodeError::Truncated { word } => write!(f, "truncated instruction starting with 0x{word:08x}"),
        }
    }
}
impl std::error::Error for DecodeError {}

fn lookup(fam: Family, opcode: u16) -> Option<Op> {
    use std::sync::OnceLock;
    static MAP: OnceLock<std::collections::HashMap<(Family, u16), Op>> = OnceLock::new();
    MAP.get_or_init(|| Op::all().map(|o| ((o.info().family, o.info().opcode), o)).collect())
        .get(&(fam, opcode))
        .copied()
}

fn bits(w: u32, lo: u32, n: u32) -> u32 {
    (w >> lo) & ((1u32 << n) - 1)
}

/// Family of the first word, from the encoding prefix bits.
fn family_of(w: u32) -> Option<Family> {
    use Family::*;
    Some(if w >> 31 == 0 {
        match w >> 25 {
            0x3f => VOP1,
            0x3e => VOPC,
            _ => VOP2,
        }
    } else if w >> 23 == 0x17d {
        SOP1
    } else if w >> 23 == 0x17e {
        SOPC
    } else if w >> 23 == 0x17f {
        SOPP
    } else if w >> 28 == 0xb {
        SOPK
    } else if w >> 30 == 2 {
        SOP2
    } else {
        match w >> 26 {
            0x30 => SMEM,
            0x34 => if w >> 23 == 0x1a7 { VOP3P } else { VOP3 },
            0x36 => DS,
            0x37 => match bits(w, 14, 2) {
                0 => FLAT,
                1 => SCRATCH,
                2 => GLOBAL,
                _ => return None,
            },
            0x38 => MUBUF,
            _ => return None,
        }
    })
}

/// Decode one instruction from the start of `words`; returns it and its length in words.
pub fn decode(words: &[u32]) -> Result<(Inst, usize), DecodeError> {
    use Family::*;
    let w = *words.first().ok_or(DecodeError::Truncated { word: 0 })?;
    let unknown = DecodeError::Unknown { word: w };
    let fam = family_of(w).ok_or(unknown)?;
    let word1 = || words.get(1).copied().ok_or(DecodeError::Truncated { word: w });
    let mut len = 1;
    let (op, mut i);
    match fam {
        SOP2 | SOPK | SOP1 | SOPC | SOPP => {
            let opc = match fam {
                SOP2 | SOPK => bits(w, 23, if fam == SOP2 { 7 } else { 5 }),
                SOP1 => bits(w, 8, 8),
                _ => bits(w, 16, 7),
            };
            op = lookup(fam, opc as u16).ok_or(unknown)?;
            i = Inst::new(op);
            match fam {
                SOP2 => {
                    i.dst = Operand(bits(w, 16, 7) as u16);
                    i.src[0] = Operand(bits(w, 0, 8) as u16);
                    i.src[1] = Operand(bits(w, 8, 8) as u16);
                }
                SOP1 => {
                    i.dst = Operand(bits(w, 16, 7) as u16);
                    i.src[0] = Operand(bits(w, 0, 8) as u16);
                }
                SOPC => {
                    i.src[0] = Operand(bits(w, 0, 8) as u16);
                    i.src[1] = Operand(bits(w, 8, 8) as u16);
                }
                SOPK => {
                    i.dst = Operand(bits(w, 16, 7) as u16);
                    i.imm = bits(w, 0, 16) as i16 as i32;
                }
                _ => i.imm = bits(w, 0, 16) as i16 as i32,
            }
        }
        SMEM => {
            op = lookup(fam, bits(w, 18, 8) as u16).ok_or(unknown)?;
            i = Inst::new(op);
            let w1 = word1()?;
            len = 2;
            i.dst = Operand(bits(w, 6, 7) as u16);
            i.src[0] = Operand((bits(w, 0, 6) << 1) as u16);
            i.m.glc = bits(w, 16, 1) != 0;
            i.m.nv = bits(w, 15, 1) != 0;
            if bits(w, 14, 1) != 0 {
                // soe: SGPR offset in the top bits as well as the immediate.
                i.m.soe = true;
                i.src[1] = Operand(bits(w1, 25, 7) as u16);
                i.imm = if bits(w, 17, 1) != 0 { bits(w1, 0, 21) as i32 } else { 0 };
            } else if bits(w, 17, 1) != 0 {
                i.imm = bits(w1, 0, 21) as i32;
            } else {
                i.src[1] = Operand(bits(w1, 0, 7) as u16);
                i.imm = -1; // marks the register-offset form
            }
        }
        VOP1 | VOP2 | VOPC => {
            let opc = match fam {
                VOP1 => bits(w, 9, 8),
                VOP2 => bits(w, 25, 6),
                _ => bits(w, 17, 8),
            };
            op = lookup(fam, opc as u16).ok_or(unknown)?;
            i = Inst::new(op);
            i.src[0] = Operand(bits(w, 0, 9) as u16);
            if fam != VOP1 {
                i.src[1] = Operand(256 + bits(w, 9, 8) as u16);
            }
            if fam != VOPC {
                let d = bits(w, 17, 8) as u16;
                // v_readfirstlane writes an SGPR through the vdst field.
                i.dst = if op == op::V_READFIRSTLANE_B32 { Operand(d) } else { Operand(256 + d) };
            }
            // v_madmk/v_madak carry their constant as a literal dword.
            let has_k = i.operands().iter().any(|(f, _)| *f == Field::Imm);
            match i.src[0].0 {
                _ if has_k || i.src[0].0 == 255 => {
                    i.lit = word1()?;
                    len = 2;
                }
                249 | 250 => {
                    let w1 = word1()?;
                    len = 2;
                    i.enc = if i.src[0].0 == 250 { Enc::Dpp } else { Enc::Sdwa };
                    i.m.ext = w1 & !0xff;
                    i.src[0] = Operand(256 + (w1 & 0xff) as u16);
                    if i.enc == Enc::Sdwa && w1 & (1 << 23) != 0 {
                        i.src[0] = Operand((w1 & 0xff) as u16); // src0 is scalar (s0 bit)
                    }
                    if i.enc == Enc::Sdwa && fam != VOP1 && w1 & (1 << 31) != 0 {
                        i.src[1] = Operand(bits(w, 9, 8) as u16); // src1 is scalar (s1 bit)
                    }
                }
                _ => {}
            }
        }
        VOP3 | VOP3P => {
            let opc = bits(w, 16, if fam == VOP3 { 10 } else { 7 }) as u16;
            let w1 = word1()?;
            len = 2;
            if fam == VOP3P {
                op = lookup(VOP3P, opc).ok_or(unknown)?;
                i = Inst::new(op);
                i.m.neg = bits(w1, 29, 3) as u8;
                i.m.abs = bits(w, 8, 3) as u8; // neg_hi
                i.m.opsel = bits(w, 11, 3) as u8;
                i.m.opsel_hi = (bits(w1, 27, 2) | bits(w, 14, 1) << 2) as u8;
                i.m.clamp = bits(w, 15, 1) != 0;
            } else {
                // VOPC 0..0xff, VOP2 0x100.., VOP1 0x140.., VOP3-only above.
                let (f, o, e64) = match opc {
                    0..=0xff => (VOPC, opc, true),
                    0x100..=0x13f => (VOP2, opc - 0x100, true),
                    0x140..=0x1bf => (VOP1, opc - 0x140, true),
                    _ => (VOP3, opc, false),
                };
                op = lookup(f, o).ok_or(unknown)?;
                i = Inst::new(op);
                if e64 {
                    i.enc = Enc::E64;
                    if op.info().ops64.is_empty() {
                        return Err(unknown);
                    }
                }
                i.m.neg = bits(w1, 29, 3) as u8;
                i.m.omod = bits(w1, 27, 2) as u8;
                i.m.clamp = bits(w, 15, 1) != 0;
                if i.operands().iter().any(|(f, _)| *f == Field::Sdst) {
                    i.sdst = Operand(bits(w, 8, 7) as u16);
                } else {
                    i.m.abs = bits(w, 8, 3) as u8;
                    i.m.opsel = bits(w, 11, 4) as u8;
                }
            }
            let d = bits(w, 0, 8) as u16;
            // VGPR destination unless the table says this op writes SGPRs there.
            let sdst_in_vdst = i.operands().first().is_some_and(|(f, n)| *f == Field::Dst && *n > 0)
                && (op.info().family == VOPC || op == op::V_READLANE_B32 || op == op::V_READFIRSTLANE_B32);
            i.dst = if sdst_in_vdst { Operand(d) } else { Operand(256 + d) };
            i.src = [Operand(bits(w1, 0, 9) as u16), Operand(bits(w1, 9, 9) as u16), Operand(bits(w1, 18, 9) as u16)];
        }
        DS => {
            op = lookup(fam, bits(w, 17, 8) as u16).ok_or(unknown)?;
            i = Inst::new(op);
            let w1 = word1()?;
            len = 2;
            i.imm = bits(w, 0, 8) as i32;
            i.m.offset1 = bits(w, 8, 8) as u8;
            i.m.gds = bits(w, 16, 1) != 0;
            i.src = [Operand(256 + bits(w1, 0, 8) as u16), Operand(256 + bits(w1, 8, 8) as u16), Operand(256 + bits(w1, 16, 8) as u16)];
            i.dst = Operand(256 + bits(w1, 24, 8) as u16);
        }
        FLAT | GLOBAL | SCRATCH => {
            op = lookup(fam, bits(w, 18, 7) as u16).ok_or(unknown)?;
            i = Inst::new(op);
            let w1 = word1()?;
            len = 2;
            i.imm = if fam == FLAT { bits(w, 0, 12) as i32 } else { ((bits(w, 0, 13) << 19) as i32) >> 19 };
            i.m.lds = bits(w, 13, 1) != 0;
            i.m.glc = bits(w, 16, 1) != 0;
            i.m.slc = bits(w, 17, 1) != 0;
            i.m.nv = bits(w1, 23, 1) != 0;
            i.src = [Operand(256 + bits(w1, 0, 8) as u16), Operand(256 + bits(w1, 8, 8) as u16), Operand(bits(w1, 16, 7) as u16)];
            i.dst = Operand(256 + bits(w1, 24, 8) as u16);
        }
        MUBUF => {
            op = lookup(fam, bits(w, 18, 7) as u16).ok_or(unknown)?;
            i = Inst::new(op);
            let w1 = word1()?;
            len = 2;
            i.imm = bits(w, 0, 12) as i32;
            i.m.offen = bits(w, 12, 1) != 0;
            i.m.idxen = bits(w, 13, 1) != 0;
            i.m.glc = bits(w, 14, 1) != 0;
            i.m.lds = bits(w, 16, 1) != 0;
            i.m.slc = bits(w, 17, 1) != 0;
            i.m.tfe = bits(w1, 23, 1) != 0;
            i.src = [Operand(256 + bits(w1, 0, 8) as u16), Operand((bits(w1, 16, 5) << 2) as u16), Operand(bits(w1, 24, 8) as u16)];
            i.dst = Operand(256 + bits(w1, 8, 8) as u16);
        }
    }
    // A literal in any scalar source of SOP/VOP families.
    if matches!(fam, SOP1 | SOP2 | SOPC) && (i.src[0].0 == 255 || i.src[1].0 == 255) {
        i.lit = word1()?;
        len = 2;
    }
    if len > words.len() {
        return Err(DecodeError::Truncated { word: w });
    }
    Ok((i, len))
}

/// Encode an instruction to its words (including a literal or extension dword).
pub fn encode(i: &Inst) -> Vec<u32> {
    use Family::*;
    let info = i.op.info();
    let opc = info.opcode as u32;
    let s = |o: Operand| o.0 as u32;
    let v = |o: Operand| (o.0 as u32) & 0xff;
    let has_lit = i.src.iter().take(2).any(|o| o.0 == 255)
        || (matches!(i.family(), VOP2) && i.operands().iter().any(|(f, _)| *f == Field::Imm));
    let mut out = Vec::with_capacity(2);
    match i.family() {
        SOP2 => out.push(0x8000_0000 | opc << 23 | s(i.dst) << 16 | s(i.src[1]) << 8 | s(i.src[0])),
        SOPK => {
            out.push(0xB000_0000 | opc << 23 | s(i.dst) << 16 | (i.imm as u32 & 0xffff));
        }
        SOP1 => out.push(0xBE80_0000 | s(i.dst) << 16 | opc << 8 | s(i.src[0])),
        SOPC => out.push(0xBF00_0000 | opc << 16 | s(i.src[1]) << 8 | s(i.src[0])),
        SOPP => out.push(0xBF80_0000 | opc << 16 | (i.imm as u32 & 0xffff)),
        SMEM => {
            // Ops without an offset operand (s_memtime, s_dcache_wb) use the register form.
            let imm = i.imm >= 0 && i.operands().iter().any(|(f, _)| *f == Field::Imm);
            out.push(0xC000_0000 | opc << 18 | (imm as u32) << 17 | (i.m.glc as u32) << 16 | (i.m.nv as u32) << 15
                | (i.m.soe as u32) << 14 | s(i.dst) << 6 | s(i.src[0]) >> 1);
            out.push(match (imm, i.m.soe) {
                (true, true) => i.imm as u32 & 0x1f_ffff | s(i.src[1]) << 25,
                (true, false) => i.imm as u32 & 0x1f_ffff,
                _ => s(i.src[1]),
            });
        }
        VOP1 | VOP2 | VOPC => {
            let src0 = match i.enc {
                Enc::Dpp => 250,
                Enc::Sdwa => 249,
                _ => s(i.src[0]),
            };
            out.push(match info.family {
                VOP1 => 0x7E00_0000 | v(i.dst) << 17 | opc << 9 | src0,
                VOP2 => opc << 25 | v(i.dst) << 17 | v(i.src[1]) << 9 | src0,
                _ => 0x7C00_0000 | opc << 17 | v(i.src[1]) << 9 | src0,
            });
            match i.enc {
                Enc::Dpp => out.push(i.m.ext | v(i.src[0])),
                Enc::Sdwa => {
                    let sgpr = !i.src[0].is_vgpr();
                    out.push(i.m.ext | (s(i.src[0]) & 0xff) | (sgpr as u32) << 23);
                }
                _ if has_lit => out.push(i.lit),
                _ => {}
            }
        }
        VOP3 | VOP3P => {
            let vop3p = i.family() == VOP3P;
            let opc = if vop3p {
                opc
            } else {
                match info.family {
                    VOPC => opc,
                    VOP2 => opc + 0x100,
                    VOP1 => opc + 0x140,
                    _ => opc,
                }
            };
            let d = i.dst.0 as u32 & 0xff;
            let mid = if vop3p {
                (i.m.abs as u32 & 7) << 8 | (i.m.opsel as u32 & 7) << 11 | ((i.m.opsel_hi as u32 >> 2) & 1) << 14
            } else if i.operands().iter().any(|(f, _)| *f == Field::Sdst) {
                s(i.sdst) << 8
            } else {
                (i.m.abs as u32 & 7) << 8 | (i.m.opsel as u32 & 15) << 11
            };
            let prefix = if vop3p { 0xD380_0000 } else { 0xD000_0000 };
            out.push(prefix | opc << 16 | (i.m.clamp as u32) << 15 | mid | d);
            let hi = if vop3p { (i.m.opsel_hi as u32 & 3) << 27 } else { (i.m.omod as u32 & 3) << 27 };
            out.push((i.m.neg as u32 & 7) << 29 | hi | s(i.src[2]) << 18 | s(i.src[1]) << 9 | s(i.src[0]));
        }
        DS => {
            out.push(0xD800_0000 | opc << 17 | (i.m.gds as u32) << 16 | (i.m.offset1 as u32) << 8 | (i.imm as u32 & 0xff));
            out.push(v(i.dst) << 24 | v(i.src[2]) << 16 | v(i.src[1]) << 8 | v(i.src[0]));
        }
        FLAT | GLOBAL | SCRATCH => {
            let seg = match info.family {
                FLAT => 0,
                SCRATCH => 1,
                _ => 2,
            };
            out.push(0xDC00_0000 | opc << 18 | (i.m.slc as u32) << 17 | (i.m.glc as u32) << 16 | seg << 14
                | (i.m.lds as u32) << 13 | (i.imm as u32 & 0x1fff));
            out.push(v(i.dst) << 24 | (i.m.nv as u32) << 23 | (s(i.src[2]) & 0x7f) << 16 | v(i.src[1]) << 8 | v(i.src[0]));
        }
        MUBUF => {
            out.push(0xE000_0000 | opc << 18 | (i.m.slc as u32) << 17 | (i.m.lds as u32) << 16 | (i.m.glc as u32) << 14
                | (i.m.idxen as u32) << 13 | (i.m.offen as u32) << 12 | (i.imm as u32 & 0xfff));
            out.push(s(i.src[2]) << 24 | (i.m.tfe as u32) << 23 | (s(i.src[1]) >> 2) << 16 | v(i.dst) << 8 | v(i.src[0]));
        }
    }
    if matches!(i.family(), SOP1 | SOP2 | SOPC) && has_lit {
        out.push(i.lit);
    }
    out
}

/// Decode a whole code range (e.g. a kernel's body) into (byte offset, inst) pairs.
pub fn decode_all(words: &[u32]) -> Result<Vec<(usize, Inst)>, (usize, DecodeError)> {
    let mut out = Vec::new();
    let mut at = 0;
    while at < words.len() {
        let (i, n) = decode(&words[at..]).map_err(|e| (at * 4, e))?;
        out.push((at * 4, i));
        at += n;
    }
    Ok(out)
}
