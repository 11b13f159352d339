//! The machine verifier: checks a machine function against the rules of the hardware and of
//! the machine function's own shape, after every machine pass when verification is on
//! ([`crate::verify`]: tests and debug builds).
//!
//! - **Shape.** Branches name existing blocks; a block ends at its first unconditional
//!   transfer (`s_branch`, `s_endpgm`, `s_setpc_b64`, an unconditional long branch), and the
//!   last block does not fall off the end of the kernel.
//! - **Operands.** Every instruction survives encoding and decoding unchanged, so each operand
//!   is one its field can hold (a VGPR-only field holds no SGPR, a register fits its field's
//!   bits). Registers lie inside their file (`s0`–`s101`, the special SGPRs, `v0`–`v255`) and
//!   SGPR tuples are aligned as the hardware requires: pairs to 2, wider tuples to 4.
//! - **The constant bus.** A gfx9 VALU instruction reads at most one scalar value through the
//!   constant bus: one SGPR (a tuple counts once, VCC and M0 included, EXEC's implicit read
//!   not) or one literal; a VOP3-encoded instruction takes no literal at all.
//! - **Register counts** ([`verify_register_counts`], once the kernel descriptor is known): no
//!   instruction touches an SGPR or VGPR past the counts the descriptor declares.
//!
//! It sees each instruction alone plus the CFG, so it is linear in the code. Its rules are
//! checked on llc-22's code of the corpus, which must pass them (`backend/tests/peephole_llc.rs`).

use crate::mc::{MInst, MachineFunction};
use gfx9_isa::{decode, encode, op, Class, Enc, Family, Inst, Operand, RegRange};

/// SGPRs a gfx900 kernel may allocate (`s0`–`s101`); past them come the special registers.
const SGPR_FILE: u16 = 102;
/// The first VGPR's operand code, and one past the last's.
const VGPR_BASE: u16 = 256;
const VGPR_END: u16 = 512;

/// Checks `mf`; the error names the block, the instruction and the rule it breaks.
pub fn verify(mf: &MachineFunction) -> Result<(), String> {
    let nb = mf.blocks.len();
    for (b, block) in mf.blocks.iter().enumerate() {
        let mut ended = false;
        for (k, m) in block.insts.iter().enumerate() {
            let at = || format!("block {b}, instruction {k}");
            if m.is_line() {
                continue;
            }
            if ended {
                return Err(format!("{}: code after the block's unconditional end", at()));
            }
            if let Some(t) = m.target() {
                if t >= nb {
                    return Err(format!("{}: branch to missing block {t}", at()));
                }
            }
            if let Some(i) = m.inst() {
                check_inst(i).map_err(|e| format!("{}: `{}`: {e}", at(), i.to_asm()))?;
            }
            ended = ends_block(m);
        }
        if b + 1 == nb && !ended {
            return Err(format!("block {b}: the last block falls off the end of the kernel"));
        }
    }
    Ok(())
}

/// Checks that `mf` uses no register past the counts its kernel descriptor declares
/// (`sgprs`, `vgprs`: one past the highest of each file the hardware sets up for the wave);
/// the special SGPRs (VCC, EXEC, M0, ...) are not counted.
pub fn verify_register_counts(mf: &MachineFunction, sgprs: u32, vgprs: u32) -> Result<(), String> {
    for (b, block) in mf.blocks.iter().enumerate() {
        for (k, i) in block.insts.iter().enumerate().filter_map(|(k, m)| Some((k, m.inst()?))) {
            let access = i.access();
            for r in access.reads.iter().chain(&access.writes) {
                let end = (r.first + r.len) as u32;
                let past = if r.first >= VGPR_BASE {
                    (end - VGPR_BASE as u32 > vgprs).then(|| format!("v{}", end - 1 - VGPR_BASE as u32))
                } else {
                    (r.first < SGPR_FILE && end > sgprs).then(|| format!("s{}", end - 1))
                };
                if let Some(reg) = past {
                    return Err(format!(
                        "block {b}, instruction {k}: `{}`: {reg} is past the {sgprs} SGPRs and {vgprs} VGPRs the kernel declares",
                        i.to_asm()
                    ));
                }
            }
        }
    }
    Ok(())
}

/// Does control never go on to the next instruction after `m`?
pub(crate) fn ends_block(m: &MInst) -> bool {
    match m {
        MInst::Branch { .. } | MInst::LongBranch { .. } => m.condition().is_none(),
        MInst::Inst(i) => [op::S_ENDPGM, op::S_SETPC_B64].contains(&i.op),
        MInst::Reloc { .. } | MInst::Line(_) => false,
    }
}

/// The operand and constant-bus rules for one instruction.
pub fn check_inst(i: &Inst) -> Result<(), String> {
    let access = i.access();
    if i.op.class() == Class::Valu {
        constant_bus(i, &access.reads)?;
    }
    round_trips(i)?;
    for r in access.reads.iter().chain(&access.writes) {
        in_file(r)?;
    }
    Ok(())
}

/// Encoding then decoding gives the instruction back, as llvm-mc would print it (fields the
/// encoding has no use for may come back different): every operand fits its field.
fn round_trips(i: &Inst) -> Result<(), String> {
    let words = encode(i);
    let (mut back, len) = decode(&words).map_err(|e| format!("does not decode after encoding: {e:?}"))?;
    let mut want = i.clone();
    // MIMG's encoding has the first address VGPR only (the T# says how many follow).
    back.m.vaddr = want.m.vaddr;
    if matches!(i.op.info().family, Family::SOPP | Family::SOPK) && want.imm as u16 == back.imm as u16 {
        // A 16-bit immediate comes back sign-extended.
        want.imm = back.imm;
    }
    let back = back.to_asm();
    if len != words.len() || back != want.to_asm() {
        return Err(format!("encodes as `{back}`: an operand its field cannot hold"));
    }
    Ok(())
}

/// A register run lies inside one file, and an SGPR tuple is aligned.
fn in_file(r: &RegRange) -> Result<(), String> {
    let end = r.first + r.len;
    if r.first >= VGPR_BASE {
        if end > VGPR_END {
            return Err(format!(
                "VGPRs {}..{} run past v255",
                r.first - VGPR_BASE,
                end - VGPR_BASE
            ));
        }
        return Ok(());
    }
    if r.first < SGPR_FILE && end > SGPR_FILE {
        return Err(format!("SGPRs s{}..s{} run past s101", r.first, end - 1));
    }
    let align = match r.len {
        0 | 1 => 1,
        2 => 2,
        _ => 4,
    };
    if r.first < SGPR_FILE && !r.first.is_multiple_of(align) {
        return Err(format!(
            "a {}-dword SGPR tuple must start at a multiple of {align}, not s{}",
            r.len, r.first
        ));
    }
    Ok(())
}

/// At most one scalar value through the constant bus; no literal in the VOP3 encoding.
fn constant_bus(i: &Inst, reads: &[RegRange]) -> Result<(), String> {
    let vop3 = i.enc == Enc::E64 || matches!(i.op.info().family, Family::VOP3 | Family::VOP3P);
    let literal = i.src.contains(&Operand::LITERAL);
    if vop3 && literal {
        return Err("a VOP3-encoded instruction takes no literal on gfx9".into());
    }
    let mut scalars: Vec<u16> = reads
        .iter()
        .filter(|r| r.first < VGPR_BASE && r.first != Operand::EXEC_LO.0 && r.first != Operand::EXEC_HI.0)
        // v_writelane_b32's lane select may be M0 beside an SGPR value (llc's code does it).
        .filter(|r| !(i.op == op::V_WRITELANE_B32 && r.first == Operand::M0.0))
        .map(|r| r.first)
        .collect();
    scalars.sort_unstable();
    scalars.dedup();
    if scalars.len() + literal as usize > 1 {
        return Err(format!(
            "reads {} scalar values through the constant bus; gfx9 allows one",
            scalars.len() + literal as usize
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mc::MBlock;

    fn vop3(o: gfx9_isa::Op, d: Operand, a: Operand, b: Operand) -> Inst {
        let mut i = Inst::new(o);
        i.enc = Enc::E64;
        i.dst = d;
        i.src[0] = a;
        i.src[1] = b;
        i
    }

    fn function(insts: Vec<Inst>) -> MachineFunction {
        MachineFunction {
            blocks: vec![MBlock {
                insts: insts.into_iter().map(MInst::Inst).collect(),
            }],
        }
    }

    #[test]
    fn two_sgprs_on_the_constant_bus_are_refused_and_one_is_not() {
        let one = vop3(op::V_ADD_U32, Operand::v(0), Operand::s(4), Operand::v(1));
        assert_eq!(check_inst(&one), Ok(()));
        let same_twice = vop3(op::V_ADD_U32, Operand::v(0), Operand::s(4), Operand::s(4));
        assert_eq!(check_inst(&same_twice), Ok(()));
        let two = vop3(op::V_ADD_U32, Operand::v(0), Operand::s(4), Operand::s(5));
        let e = check_inst(&two).unwrap_err();
        assert!(e.contains("constant bus"), "{e}");
    }

    #[test]
    fn a_literal_in_vop3_is_refused() {
        let mut i = vop3(op::V_ADD_U32, Operand::v(0), Operand::LITERAL, Operand::v(1));
        i.lit = 1234;
        let e = check_inst(&i).unwrap_err();
        assert!(e.contains("no literal"), "{e}");
        i.enc = Enc::Native;
        assert_eq!(check_inst(&i), Ok(()));
    }

    #[test]
    fn an_sgpr_in_a_vgpr_only_field_is_refused() {
        // VOP2's src1 is a VGPR field: s4 would be encoded as v4.
        let mut i = vop3(op::V_ADD_U32, Operand::v(0), Operand::v(1), Operand::s(4));
        i.enc = Enc::Native;
        let e = check_inst(&i).unwrap_err();
        assert!(e.contains("cannot hold"), "{e}");
    }

    #[test]
    fn misaligned_sgpr_tuples_are_refused() {
        let mut i = Inst::new(op::S_MOV_B64);
        i.dst = Operand::s(5);
        i.src[0] = Operand::s(8);
        let e = check_inst(&i).unwrap_err();
        assert!(e.contains("multiple of 2"), "{e}");
        i.dst = Operand::s(6);
        assert_eq!(check_inst(&i), Ok(()));
    }

    #[test]
    fn registers_past_the_declared_counts_are_refused() {
        let mut mov = Inst::new(op::S_MOV_B64);
        mov.dst = Operand::s(10);
        mov.src[0] = Operand::EXEC;
        let add = vop3(op::V_ADD_U32, Operand::v(7), Operand::v(1), Operand::v(2));
        let mf = function(vec![mov, add, Inst::new(op::S_ENDPGM)]);
        assert_eq!(verify_register_counts(&mf, 12, 8), Ok(()));
        let e = verify_register_counts(&mf, 11, 8).unwrap_err();
        assert!(e.contains("s11 is past"), "{e}");
        let e = verify_register_counts(&mf, 12, 7).unwrap_err();
        assert!(e.contains("v7 is past"), "{e}");
    }

    #[test]
    fn code_after_an_end_and_falling_off_the_kernel_are_refused() {
        let mov = vop3(op::V_ADD_U32, Operand::v(0), Operand::v(1), Operand::v(2));
        let end = Inst::new(op::S_ENDPGM);
        assert_eq!(verify(&function(vec![mov.clone(), end.clone()])), Ok(()));
        let e = verify(&function(vec![end.clone(), mov.clone()])).unwrap_err();
        assert!(e.contains("after the block's unconditional end"), "{e}");
        let e = verify(&function(vec![mov])).unwrap_err();
        assert!(e.contains("falls off the end"), "{e}");
        let mut mf = function(vec![end]);
        mf.blocks[0].insts.insert(
            0,
            MInst::Branch {
                op: op::S_CBRANCH_SCC0,
                target: 3,
            },
        );
        let e = verify(&mf).unwrap_err();
        assert!(e.contains("missing block 3"), "{e}");
    }
}
