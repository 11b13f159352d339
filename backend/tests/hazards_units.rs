//! `insert_hazard_nops` on hand-built sequences, one per gfx900 hazard; the wait states
//! expected are those of the ISA manual's "Manually Inserted Wait States" table (as LLVM's
//! GCNHazardRecognizer encodes it for gfx9), counting `s_nop N` as N+1 and every other
//! instruction as one.

use backend::hazards::insert_hazard_nops;
use backend::mc::{MBlock, MInst, MachineFunction};
use gfx9_isa::{op, Enc, Inst, Op, Operand};

fn inst(o: Op, dst: Operand, src: &[Operand]) -> Inst {
    let mut i = Inst::new(o);
    i.dst = dst;
    for (k, s) in src.iter().enumerate() {
        i.src[k] = *s;
    }
    i
}
fn v(n: u8) -> Operand {
    Operand::v(n)
}
fn s(n: u8) -> Operand {
    Operand::s(n)
}
fn m(i: Inst) -> MInst {
    MInst::Inst(i)
}
/// VALU writing an SGPR: v_readfirstlane_b32 sN, v0.
fn readfirstlane(d: u8) -> MInst {
    m(inst(op::V_READFIRSTLANE_B32, s(d), &[v(0)]))
}
/// global_load_dword v1, v2, s[base:base+1] (reads the SGPR pair as saddr).
fn gload_saddr(base: u8) -> MInst {
    m(inst(op::GLOBAL_LOAD_DWORD, v(1), &[v(2), Operand::NONE, s(base)]))
}
fn salu() -> MInst {
    m(inst(op::S_ADD_U32, s(20), &[s(21), s(22)]))
}
fn valu(d: u8) -> MInst {
    m(inst(op::V_ADD_U32, v(d), &[v(30), v(31)]))
}
fn end() -> MInst {
    m(Inst::new(op::S_ENDPGM))
}
fn one(mut insts: Vec<MInst>) -> MachineFunction {
    insts.push(end());
    MachineFunction {
        blocks: vec![MBlock { insts }],
    }
}

/// Nop wait states the pass put right before the `nth` non-nop instruction of block `b`.
fn nops_before(mf: &MachineFunction, b: usize, nth: usize) -> u32 {
    let mut k = 0;
    let mut ws = 0;
    for i in &mf.blocks[b].insts {
        match i {
            MInst::Inst(x) if x.op == op::S_NOP => ws += (x.imm as u32) + 1,
            _ => {
                if k == nth {
                    return ws;
                }
                k += 1;
                ws = 0;
            }
        }
    }
    panic!("no instruction {nth}")
}

fn run(mut mf: MachineFunction) -> MachineFunction {
    insert_hazard_nops(&mut mf);
    mf
}

#[test]
fn valu_sgpr_write_then_vmem_read_needs_5() {
    let mf = run(one(vec![readfirstlane(4), gload_saddr(4)]));
    assert_eq!(nops_before(&mf, 0, 1), 5);
    // Other instructions count: three in between leave two.
    let mf = run(one(vec![readfirstlane(5), salu(), valu(9), salu(), gload_saddr(4)]));
    assert_eq!(nops_before(&mf, 0, 4), 2);
    // An SALU write is no hazard, nor is an unrelated SGPR.
    let mf = run(one(vec![m(inst(op::S_MOV_B32, s(4), &[s(0)])), gload_saddr(4)]));
    assert_eq!(nops_before(&mf, 0, 1), 0);
    let mf = run(one(vec![readfirstlane(8), gload_saddr(4)]));
    assert_eq!(nops_before(&mf, 0, 1), 0);
}

#[test]
fn valu_exec_write_then_vmem_needs_5() {
    // v_cmpx writes EXEC, which every VMEM instruction reads.
    let cmpx = m(inst(op::V_CMPX_EQ_U32, Operand::NONE, &[v(0), v(1)]));
    let mf = run(one(vec![cmpx, gload_saddr(10)]));
    assert_eq!(nops_before(&mf, 0, 1), 5);
}

#[test]
fn valu_sgpr_write_then_lane_select_needs_4() {
    let rl = m(inst(op::V_READLANE_B32, s(0), &[v(1), s(6)]));
    let mf = run(one(vec![readfirstlane(6), rl.clone()]));
    assert_eq!(nops_before(&mf, 0, 1), 4);
    let wl = m(inst(op::V_WRITELANE_B32, v(3), &[s(2), s(6)]));
    let mf = run(one(vec![readfirstlane(6), salu(), wl]));
    assert_eq!(nops_before(&mf, 0, 2), 3);
    // Only the lane select counts: the SGPR data operand of writelane is not a hazard here.
    let wl = m(inst(op::V_WRITELANE_B32, v(3), &[s(6), Operand::int(1).unwrap()]));
    let mf = run(one(vec![readfirstlane(6), wl]));
    assert_eq!(nops_before(&mf, 0, 1), 0);
}

#[test]
fn valu_vcc_write_then_div_fmas_needs_4() {
    let mut scale = inst(op::V_DIV_SCALE_F32, v(0), &[v(1), v(2), v(1)]);
    scale.sdst = Operand::VCC;
    let fmas = m(inst(op::V_DIV_FMAS_F32, v(3), &[v(0), v(4), v(5)]));
    let mf = run(one(vec![m(scale), valu(9), fmas.clone()]));
    assert_eq!(nops_before(&mf, 0, 2), 3);
    let mf = run(one(vec![m(inst(op::S_MOV_B32, Operand::VCC, &[s(0)])), fmas]));
    assert_eq!(nops_before(&mf, 0, 1), 0, "SALU writes of VCC are no hazard");
}

fn dpp_mov(d: u8, a: u8) -> MInst {
    let mut i = inst(op::V_MOV_B32, v(d), &[v(a)]);
    i.enc = Enc::Dpp;
    i.m.ext = 0xff00_0000 | 0x111 << 8; // row_shr:1, all rows and banks
    m(i)
}

#[test]
fn dpp_after_vgpr_write_needs_2_and_after_exec_write_5() {
    let mf = run(one(vec![valu(1), dpp_mov(2, 1)]));
    assert_eq!(nops_before(&mf, 0, 1), 2);
    let mf = run(one(vec![valu(1), valu(7), dpp_mov(2, 1)]));
    assert_eq!(nops_before(&mf, 0, 2), 1);
    let cmpx = m(inst(op::V_CMPX_EQ_U32, Operand::NONE, &[v(8), v(9)]));
    let mf = run(one(vec![cmpx, dpp_mov(2, 1)]));
    assert_eq!(nops_before(&mf, 0, 1), 5);
    let mf = run(one(vec![valu(3), dpp_mov(2, 1)]));
    assert_eq!(nops_before(&mf, 0, 1), 0);
}

#[test]
fn salu_m0_write_then_sendmsg_needs_1() {
    let set = m(inst(op::S_MOV_B32, Operand::M0, &[s(0)]));
    let mf = run(one(vec![set.clone(), m(Inst::new(op::S_SENDMSG))]));
    assert_eq!(nops_before(&mf, 0, 1), 1);
    let mf = run(one(vec![set, salu(), m(Inst::new(op::S_SENDMSG))]));
    assert_eq!(nops_before(&mf, 0, 2), 0);
}

#[test]
fn setreg_then_getreg_of_the_same_hwreg_needs_2() {
    let mut set = inst(op::S_SETREG_B32, s(0), &[]);
    set.imm = 1 | 3 << 11; // hwreg(HW_REG_MODE, 0, 4)
    let mut get = inst(op::S_GETREG_B32, s(1), &[]);
    get.imm = 1;
    let mf = run(one(vec![m(set.clone()), m(get.clone())]));
    assert_eq!(nops_before(&mf, 0, 1), 2);
    get.imm = 2;
    let mf = run(one(vec![m(set), m(get)]));
    assert_eq!(nops_before(&mf, 0, 1), 0);
}

#[test]
fn wide_store_data_then_valu_write_needs_1() {
    let x4 = m(inst(op::GLOBAL_STORE_DWORDX4, Operand::NONE, &[v(0), v(2)]));
    let mf = run(one(vec![x4.clone(), valu(4)]));
    assert_eq!(nops_before(&mf, 0, 1), 1);
    let mf = run(one(vec![x4, valu(9)]));
    assert_eq!(nops_before(&mf, 0, 1), 0, "v9 is not store data");
    let x2 = m(inst(op::GLOBAL_STORE_DWORDX2, Operand::NONE, &[v(0), v(2)]));
    let mf = run(one(vec![x2, valu(3)]));
    assert_eq!(nops_before(&mf, 0, 1), 0, "64-bit stores are safe");
    // MUBUF: an SGPR soffset avoids the hazard, an inline constant does not.
    let mut b = inst(op::BUFFER_STORE_DWORDX4, v(2), &[v(0), s(8), Operand::int(0).unwrap()]);
    let mf = run(one(vec![m(b.clone()), valu(5)]));
    assert_eq!(nops_before(&mf, 0, 1), 1);
    b.src[2] = s(3);
    let mf = run(one(vec![m(b), valu(5)]));
    assert_eq!(nops_before(&mf, 0, 1), 0);
}

#[test]
fn soft_clauses_that_overwrite_their_inputs_are_broken() {
    // s_load s[0:1] from s[4:5], then s_load s4 from s[6:7]: the clause would overwrite s4.
    let mut a = inst(op::S_LOAD_DWORDX2, s(0), &[s(4)]);
    a.imm = 0;
    let b = inst(op::S_LOAD_DWORD, s(4), &[s(6)]);
    let mf = run(one(vec![m(a.clone()), m(b)]));
    assert_eq!(nops_before(&mf, 0, 1), 1);
    let c = inst(op::S_LOAD_DWORD, s(8), &[s(6)]);
    let mf = run(one(vec![m(a), m(c)]));
    assert_eq!(nops_before(&mf, 0, 1), 0);
    // VMEM: a load whose result is the next load's address; a store after a writing clause.
    let l1 = m(inst(op::GLOBAL_LOAD_DWORDX2, v(2), &[v(2)]));
    let l2 = m(inst(op::GLOBAL_LOAD_DWORD, v(5), &[v(6)]));
    let mf = run(one(vec![l1.clone(), l2.clone()]));
    assert_eq!(nops_before(&mf, 0, 1), 1);
    let st = m(inst(op::GLOBAL_STORE_DWORD, Operand::NONE, &[v(8), v(9)]));
    let l3 = m(inst(op::GLOBAL_LOAD_DWORD, v(1), &[v(6)]));
    let mf = run(one(vec![l3, st.clone()]));
    assert_eq!(nops_before(&mf, 0, 1), 1);
    // Two stores write nothing: no clause hazard.
    let mf = run(one(vec![st.clone(), st]));
    assert_eq!(nops_before(&mf, 0, 1), 0);
    // Anything else in between ends the clause.
    let mf = run(one(vec![l1, valu(20), l2]));
    assert_eq!(nops_before(&mf, 0, 2), 0);
}

#[test]
fn hazards_cross_block_boundaries_on_the_worst_path() {
    // B0: readfirstlane s4; cbranch B2. B1: three SALU. B2: load with saddr s[4:5].
    let mf = run(MachineFunction {
        blocks: vec![
            MBlock {
                insts: vec![
                    readfirstlane(4),
                    MInst::Branch {
                        op: op::S_CBRANCH_SCC1,
                        target: 2,
                    },
                ],
            },
            MBlock {
                insts: vec![salu(), salu(), salu()],
            },
            MBlock {
                insts: vec![gload_saddr(4), end()],
            },
        ],
    });
    // Via the taken branch only the branch itself separates them.
    assert_eq!(nops_before(&mf, 2, 0), 4);
    assert_eq!(nops_before(&mf, 1, 0), 0);
}

#[test]
fn hazards_cross_the_back_edge() {
    // B1: load with saddr s[4:5]; readfirstlane s4; loop.
    let mf = run(MachineFunction {
        blocks: vec![
            MBlock { insts: vec![salu()] },
            MBlock {
                insts: vec![
                    gload_saddr(4),
                    readfirstlane(4),
                    MInst::Branch {
                        op: op::S_CBRANCH_SCC1,
                        target: 1,
                    },
                ],
            },
            MBlock { insts: vec![end()] },
        ],
    });
    assert_eq!(nops_before(&mf, 1, 0), 4);
}

#[test]
fn existing_nops_count() {
    let mut nop = Inst::new(op::S_NOP);
    nop.imm = 2; // three wait states
    let mf = run(one(vec![readfirstlane(4), m(nop), gload_saddr(4)]));
    assert_eq!(nops_before(&mf, 0, 1), 3 + 2, "the pass adds two to the existing three");
}

#[test]
fn hand_built_instructions_print_as_intended() {
    let mut set = inst(op::S_SETREG_B32, s(0), &[]);
    set.imm = 1 | 3 << 11;
    let b = inst(op::BUFFER_STORE_DWORDX4, v(2), &[v(0), s(8), Operand::int(0).unwrap()]);
    let text: Vec<String> = [
        readfirstlane(4),
        gload_saddr(4),
        m(inst(op::V_READLANE_B32, s(0), &[v(1), s(6)])),
        m(inst(op::V_WRITELANE_B32, v(3), &[s(2), s(6)])),
        dpp_mov(2, 1),
        m(set),
        m(b),
        m(inst(op::V_CMPX_EQ_U32, Operand::NONE, &[v(0), v(1)])),
    ]
    .iter()
    .map(|i| match i {
        MInst::Inst(x) => x.to_asm(),
        _ => unreachable!(),
    })
    .collect();
    let want = [
        "v_readfirstlane_b32_e32 s4, v0",
        "global_load_dword v1, v2, s[4:5]",
        "v_readlane_b32 s0, v1, s6",
        "v_writelane_b32 v3, s2, s6",
        "v_mov_b32_dpp v2, v1 row_shr:1 row_mask:0xf bank_mask:0xf",
        // The ISA crate's printer shows the hwreg operand raw; 0x1801 is what llvm-mc encodes
        // for hwreg(HW_REG_MODE, 0, 4).
        "s_setreg_b32 0x1801, s0",
        "buffer_store_dwordx4 v[2:5], off, s[8:11], 0",
        "v_cmpx_eq_u32_e32 vcc, v0, v1",
    ];
    assert_eq!(text, want);
}
