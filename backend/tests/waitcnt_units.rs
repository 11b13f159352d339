//! `insert_waitcnts` on small hand-built functions. Expected waits follow from the gfx9
//! counter rules (vmcnt in order and counting stores, lgkmcnt in order for LDS only, SMEM out
//! of order, FLAT in both counters), not from the pass's output.

use backend::mc::{MBlock, MInst, MachineFunction};
use backend::waitcnt::{insert_waitcnts, Wait};
use gfx9_isa::{op, Inst, Op, Operand};

fn inst(o: Op, dst: Operand, src: &[Operand]) -> MInst {
    let mut i = Inst::new(o);
    i.dst = dst;
    for (k, s) in src.iter().enumerate() {
        i.src[k] = *s;
    }
    MInst::Inst(i)
}
fn v(n: u8) -> Operand {
    Operand::v(n)
}
fn s(n: u8) -> Operand {
    Operand::s(n)
}
fn gload(d: u8, a: u8) -> MInst {
    inst(op::GLOBAL_LOAD_DWORD, v(d), &[v(a)])
}
fn gstore(a: u8, data: u8) -> MInst {
    inst(op::GLOBAL_STORE_DWORD, Operand::NONE, &[v(a), v(data)])
}
fn sload(d: u8, base: u8) -> MInst {
    inst(op::S_LOAD_DWORD, s(d), &[s(base)])
}
fn ds_read(d: u8, a: u8) -> MInst {
    inst(op::DS_READ_B32, v(d), &[v(a)])
}
fn ds_write(a: u8, data: u8) -> MInst {
    inst(op::DS_WRITE_B32, Operand::NONE, &[v(a), v(data)])
}
fn vadd(d: u8, a: u8, b: u8) -> MInst {
    inst(op::V_ADD_U32, v(d), &[v(a), v(b)])
}
fn sadd(d: u8, a: u8, b: u8) -> MInst {
    inst(op::S_ADD_U32, s(d), &[s(a), s(b)])
}
fn plain(o: Op) -> MInst {
    MInst::Inst(Inst::new(o))
}
fn end() -> MInst {
    plain(op::S_ENDPGM)
}
fn br(o: Op, target: usize) -> MInst {
    MInst::Branch { op: o, target }
}
fn mf(blocks: Vec<Vec<MInst>>) -> MachineFunction {
    MachineFunction {
        blocks: blocks.into_iter().map(|insts| MBlock { insts }).collect(),
    }
}
fn one(insts: Vec<MInst>) -> MachineFunction {
    let mut insts = insts;
    insts.push(end());
    mf(vec![insts])
}

fn is_wait(i: &MInst) -> Option<Wait> {
    match i {
        MInst::Inst(x) if x.op == op::S_WAITCNT => Some(Wait::decode(x.imm)),
        _ => None,
    }
}

/// The wait right before the `nth` non-wait instruction of block `b` (NONE if there is none),
/// after running the pass.
fn wait_before(m: &MachineFunction, b: usize, nth: usize) -> Wait {
    let insts = &m.blocks[b].insts;
    let mut k = 0;
    let mut last = Wait::NONE;
    for i in insts {
        match is_wait(i) {
            Some(w) => last = w,
            None => {
                if k == nth {
                    return last;
                }
                k += 1;
                last = Wait::NONE;
            }
        }
    }
    panic!("no instruction {nth} in block {b}")
}

fn waits(m: &MachineFunction) -> usize {
    m.blocks
        .iter()
        .flat_map(|b| &b.insts)
        .filter(|i| is_wait(i).is_some())
        .count()
}

fn vm(n: u32) -> Wait {
    Wait { vm: n, ..Wait::NONE }
}
fn lgkm(n: u32) -> Wait {
    Wait { lgkm: n, ..Wait::NONE }
}

fn run(mut m: MachineFunction) -> MachineFunction {
    insert_waitcnts(&mut m);
    m
}

#[test]
fn vmem_loads_return_in_order() {
    let m = run(one(vec![gload(1, 10), gload(2, 12), vadd(3, 1, 1), vadd(4, 2, 2)]));
    assert_eq!(wait_before(&m, 0, 2), vm(1), "v1: one load issued after it");
    assert_eq!(wait_before(&m, 0, 3), vm(0));
    assert_eq!(waits(&m), 2);
}

#[test]
fn stores_count_in_vmcnt() {
    let m = run(one(vec![gload(1, 10), gstore(12, 5), vadd(3, 1, 1)]));
    assert_eq!(wait_before(&m, 0, 2), vm(1));
}

#[test]
fn multi_dword_results_are_tracked_per_dword() {
    let mut x4 = Inst::new(op::GLOBAL_LOAD_DWORDX4);
    x4.dst = v(4);
    x4.src[0] = v(10);
    let mut sx4 = Inst::new(op::S_LOAD_DWORDX4);
    sx4.dst = s(8);
    sx4.src[0] = s(0);
    // (The scalar result first: a wait for it after the vector one would merge into that.)
    let m = run(one(vec![
        MInst::Inst(x4),
        MInst::Inst(sx4),
        sadd(2, 11, 11),
        vadd(1, 7, 7),
    ]));
    assert_eq!(wait_before(&m, 0, 2), lgkm(0), "s11 is the last dword of s[8:11]");
    assert_eq!(wait_before(&m, 0, 3), vm(0), "v7 is the last dword of v[4:7]");
}

#[test]
fn a_scalar_wait_after_a_vector_one_merges_into_it() {
    // Nothing starts on LGKM between the wait for the global load and the use of the scalar
    // one, so lgkmcnt only falls in between: its wait goes into the vmcnt one.
    let m = run(one(vec![sload(4, 0), gload(1, 10), vadd(3, 1, 1), sadd(5, 4, 4)]));
    assert_eq!(wait_before(&m, 0, 2), Wait { vm: 0, lgkm: 0, exp: 7 });
    assert_eq!(wait_before(&m, 0, 3), Wait::NONE);
    // An LDS read in between starts on LGKM: the scalar wait stays where it is needed.
    let m = run(one(vec![
        sload(4, 0),
        gload(1, 10),
        vadd(3, 1, 1),
        ds_read(2, 10),
        sadd(5, 4, 4),
    ]));
    assert_eq!(wait_before(&m, 0, 2), vm(0));
    assert_eq!(wait_before(&m, 0, 4), lgkm(0));
}

#[test]
fn smem_returns_out_of_order() {
    let m = run(one(vec![sload(4, 0), sload(5, 0), sadd(6, 4, 4)]));
    assert_eq!(wait_before(&m, 0, 2), lgkm(0), "SMEM: only lgkmcnt(0) is safe");
}

#[test]
fn lds_returns_in_order() {
    let m = run(one(vec![ds_read(1, 10), ds_read(2, 11), vadd(3, 1, 1), vadd(4, 2, 2)]));
    assert_eq!(wait_before(&m, 0, 2), lgkm(1));
    assert_eq!(wait_before(&m, 0, 3), lgkm(0));
}

#[test]
fn mixed_smem_and_lds_force_zero() {
    let m = run(one(vec![sload(4, 0), ds_read(1, 10), vadd(3, 1, 1)]));
    assert_eq!(wait_before(&m, 0, 2), lgkm(0));
    // LDS after the SMEM result was waited for: in order again.
    let m = run(one(vec![
        sload(4, 0),
        sadd(5, 4, 4),
        ds_read(1, 10),
        ds_read(2, 11),
        vadd(3, 1, 1),
    ]));
    assert_eq!(wait_before(&m, 0, 1), lgkm(0));
    assert_eq!(wait_before(&m, 0, 4), lgkm(1));
}

#[test]
fn flat_counts_in_both_counters() {
    let flat = inst(op::FLAT_LOAD_DWORD, v(1), &[v(10)]);
    let m = run(one(vec![flat.clone(), vadd(3, 1, 1)]));
    assert_eq!(wait_before(&m, 0, 1), Wait { vm: 0, lgkm: 0, exp: 7 });
    // A pending FLAT makes even an in-order VMEM result need vmcnt(0).
    let m = run(one(vec![gload(2, 12), flat, vadd(3, 2, 2)]));
    assert_eq!(wait_before(&m, 0, 2), vm(0));
}

#[test]
fn writes_wait_too_but_vmem_after_vmem_does_not() {
    let m = run(one(vec![
        gload(1, 10),
        inst(op::V_MOV_B32, v(1), &[Operand::int(0).unwrap()]),
    ]));
    assert_eq!(wait_before(&m, 0, 1), vm(0), "WAW with a VALU");
    let m = run(one(vec![gload(1, 10), gload(1, 12), vadd(3, 1, 1)]));
    assert_eq!(wait_before(&m, 0, 1), Wait::NONE, "loads land in order");
    assert_eq!(wait_before(&m, 0, 2), vm(0));
}

#[test]
fn independent_instructions_and_endpgm_do_not_wait() {
    let m = run(one(vec![gload(1, 10), sload(4, 0), ds_read(2, 11), vadd(3, 5, 6)]));
    assert_eq!(waits(&m), 0);
}

#[test]
fn barrier_waits_for_everything_outstanding() {
    let m = run(one(vec![gstore(10, 1), ds_write(11, 2), plain(op::S_BARRIER)]));
    assert_eq!(wait_before(&m, 0, 2), Wait { vm: 0, lgkm: 0, exp: 7 });
    let m = run(one(vec![ds_write(11, 2), plain(op::S_BARRIER)]));
    assert_eq!(wait_before(&m, 0, 1), lgkm(0));
    let m = run(one(vec![plain(op::S_BARRIER)]));
    assert_eq!(waits(&m), 0);
}

#[test]
fn merges_into_an_existing_wait() {
    let existing = MInst::Inst({
        let mut i = Inst::new(op::S_WAITCNT);
        i.imm = lgkm(0).encode();
        i
    });
    let m = run(one(vec![
        gload(1, 10),
        gload(2, 12),
        sload(4, 0),
        existing,
        vadd(3, 1, 1),
    ]));
    assert_eq!(waits(&m), 1);
    assert_eq!(wait_before(&m, 0, 3), Wait { vm: 1, lgkm: 0, exp: 7 });
}

#[test]
fn pending_load_crosses_the_back_edge() {
    // B0: -> B1: use v1; load v1; loop. B2: end.
    let m = run(mf(vec![
        vec![sadd(0, 1, 2)],
        vec![vadd(3, 1, 2), gload(1, 10), br(op::S_CBRANCH_SCC1, 1)],
        vec![end()],
    ]));
    assert_eq!(wait_before(&m, 1, 0), vm(0), "v1 pending from the previous iteration");
}

#[test]
fn loop_result_used_after_the_loop() {
    // B1: load v1; store; loop. B2: use v1: one store was issued after the last load.
    let m = run(mf(vec![
        vec![sadd(0, 1, 2)],
        vec![gload(1, 10), gstore(12, 5), br(op::S_CBRANCH_SCC1, 1)],
        vec![vadd(3, 1, 1), end()],
    ]));
    assert_eq!(wait_before(&m, 1, 0), Wait::NONE);
    assert_eq!(wait_before(&m, 2, 0), vm(1));
}

#[test]
fn diamond_takes_the_conservative_path() {
    // B0: load v1, load v2, cbranch B2. B1: use v2, store, branch B3. B2: salu. B3: use v1.
    let m = run(mf(vec![
        vec![gload(1, 10), gload(2, 12), br(op::S_CBRANCH_SCC1, 2)],
        vec![vadd(4, 2, 2), gstore(14, 4), br(op::S_BRANCH, 3)],
        vec![sadd(0, 1, 2)],
        vec![vadd(3, 1, 1), end()],
    ]));
    assert_eq!(wait_before(&m, 1, 0), vm(0));
    // Through B2 one load follows v1's; through B1 it has already been waited for.
    assert_eq!(wait_before(&m, 3, 0), vm(1));
}

#[test]
fn branch_on_a_loaded_vcc_waits() {
    let mut l = Inst::new(op::S_LOAD_DWORDX2);
    l.dst = Operand::VCC;
    l.src[0] = s(0);
    let m = run(mf(vec![vec![MInst::Inst(l), br(op::S_CBRANCH_VCCNZ, 1)], vec![end()]]));
    assert_eq!(wait_before(&m, 0, 1), lgkm(0));
}

#[test]
fn a_long_branch_is_a_branch_not_a_return() {
    // B0: load v1, long jump to B2 (an s_setpc_b64 that returned would wait for everything).
    let jump = MInst::LongBranch {
        skip: None,
        target: 2,
        scratch: 20,
    };
    let m = run(mf(vec![
        vec![gload(1, 10), jump],
        vec![sadd(0, 1, 2)],
        vec![vadd(3, 1, 1), end()],
    ]));
    assert_eq!(wait_before(&m, 0, 1), Wait::NONE);
    assert_eq!(wait_before(&m, 2, 0), vm(0), "the load is pending at the target");
    // It writes its SGPR pair (after a load into it lands) and reads its condition.
    let far = MInst::LongBranch {
        skip: Some(op::S_CBRANCH_EXECNZ),
        target: 1,
        scratch: 20,
    };
    let m = run(mf(vec![vec![sload(21, 0), far], vec![end()]]));
    assert_eq!(wait_before(&m, 0, 1), lgkm(0));
    let mut l = Inst::new(op::S_LOAD_DWORDX2);
    l.dst = Operand::EXEC;
    l.src[0] = s(0);
    let far = MInst::LongBranch {
        skip: Some(op::S_CBRANCH_EXECNZ),
        target: 1,
        scratch: 20,
    };
    let m = run(mf(vec![vec![MInst::Inst(l), far], vec![end()]]));
    assert_eq!(wait_before(&m, 0, 1), lgkm(0));
}

#[test]
fn returning_atomics_write_their_destination() {
    let mut a = Inst::new(op::GLOBAL_ATOMIC_ADD);
    a.dst = v(1);
    a.src[0] = v(10);
    a.src[1] = v(2);
    a.m.glc = true;
    let m = run(one(vec![MInst::Inst(a.clone()), vadd(3, 1, 1)]));
    assert_eq!(wait_before(&m, 0, 1), vm(0));
    a.m.glc = false;
    let m = run(one(vec![MInst::Inst(a), vadd(3, 1, 1)]));
    assert_eq!(waits(&m), 0, "without glc nothing comes back");
}

#[test]
fn hand_built_instructions_print_as_intended() {
    let text: Vec<String> = [
        gload(1, 10),
        gstore(12, 5),
        sload(4, 0),
        ds_read(1, 10),
        ds_write(11, 2),
        vadd(3, 1, 2),
    ]
    .iter()
    .map(|i| match i {
        MInst::Inst(x) => x.to_asm(),
        _ => unreachable!(),
    })
    .collect();
    assert_eq!(
        text,
        [
            "global_load_dword v1, v[10:11], off",
            "global_store_dword v[12:13], v5, off",
            "s_load_dword s4, s[0:1], 0x0",
            "ds_read_b32 v1, v10",
            "ds_write_b32 v11, v2",
            "v_add_u32_e32 v3, v1, v2",
        ]
    );
}

/// llc-22's `s_load_dword s14, s[2:3], s4 offset:0x0` (SMEM with both offsets) reads s4.
#[test]
fn smem_with_both_offsets_reads_the_register_offset() {
    let (i, _) = gfx9_isa::decode(&[0xC002_4381, 0x0800_0000]).expect("decodes");
    assert_eq!(i.to_asm(), "s_load_dword s14, s[2:3], s4 offset:0x0");
    let a = i.access();
    assert!(a.reads_reg(4) && a.reads_reg(2) && a.writes_reg(14), "{a:?}");
}

/// The wait at the very end of block `b` (after its last instruction, or before its trailing
/// branches), if there is one.
fn wait_at_end(m: &MachineFunction, b: usize) -> Wait {
    let insts: Vec<&MInst> = m.blocks[b]
        .insts
        .iter()
        .filter(|i| !matches!(i, MInst::Branch { .. } | MInst::LongBranch { .. } | MInst::Line(_)))
        .collect();
    insts.last().and_then(|i| is_wait(i)).unwrap_or(Wait::NONE)
}

fn waits_in_block(m: &MachineFunction, b: usize) -> usize {
    m.blocks[b].insts.iter().filter(|i| is_wait(i).is_some()).count()
}

// Loops. Without a wait before the loop, the header's entry state joins the load pending from
// before the loop with the back edge's, and the use waits on every trip around (after the
// first, for the stores of the trip before, which count in vmcnt too). Waiting once before
// the loop is enough: inside it nothing loaded before it is pending any more.

#[test]
fn a_load_before_a_loop_is_waited_for_before_it() {
    // B0: load v1. B1: use v1; store; loop. B2: end.
    let m = run(mf(vec![
        vec![gload(1, 10)],
        vec![vadd(3, 1, 1), gstore(12, 3), br(op::S_CBRANCH_SCC1, 1)],
        vec![end()],
    ]));
    assert_eq!(wait_at_end(&m, 0), vm(0), "v1 is the only load outstanding");
    assert_eq!(waits_in_block(&m, 1), 0);
}

#[test]
fn the_entry_wait_keeps_later_loads_in_flight() {
    // B0: load v1, v2, v5. B1: use v1 (two loads were issued after it); store; loop.
    // B2: use v5: at least one store (the loop's) was issued after it.
    let m = run(mf(vec![
        vec![gload(1, 10), gload(2, 12), gload(5, 14)],
        vec![vadd(3, 1, 1), gstore(12, 3), br(op::S_CBRANCH_SCC1, 1)],
        vec![vadd(6, 5, 5), end()],
    ]));
    assert_eq!(wait_at_end(&m, 0), vm(2));
    assert_eq!(waits_in_block(&m, 1), 0);
    assert_eq!(wait_before(&m, 2, 0), vm(1));
}

#[test]
fn the_entry_wait_goes_before_the_branch_into_the_loop() {
    // A compare-and-swap loop: B0 loads v3 and jumps to the header B2; B1 (the back edge's
    // target) falls into it. B2: use v3; atomic with return into v4; use v4; loop to B1.
    let mut cas = Inst::new(op::GLOBAL_ATOMIC_CMPSWAP);
    cas.dst = v(4);
    cas.src[0] = v(10);
    cas.src[1] = v(6);
    cas.m.glc = true;
    let m = run(mf(vec![
        vec![gload(3, 10), br(op::S_BRANCH, 2)],
        vec![sadd(0, 1, 2)],
        vec![
            vadd(6, 3, 3),
            MInst::Inst(cas),
            vadd(3, 4, 4),
            br(op::S_CBRANCH_SCC1, 1),
        ],
        vec![end()],
    ]));
    assert_eq!(wait_at_end(&m, 0), vm(0));
    assert!(matches!(m.blocks[0].insts.last(), Some(MInst::Branch { .. })));
    assert_eq!(wait_before(&m, 2, 0), Wait::NONE);
    assert_eq!(wait_before(&m, 2, 2), vm(0), "the atomic's result");
    assert_eq!(waits(&m), 2);
}

#[test]
fn a_loop_that_waits_for_its_own_loads_anyway_gets_no_entry_wait() {
    // B1: load v2; use v1 and v2: vmcnt(0) for v2 covers v1, loaded earlier, too.
    let m = run(mf(vec![
        vec![gload(1, 10)],
        vec![gload(2, 12), vadd(3, 1, 2), br(op::S_CBRANCH_SCC1, 1)],
        vec![end()],
    ]));
    assert_eq!(wait_at_end(&m, 0), Wait::NONE);
    assert_eq!(wait_before(&m, 1, 1), vm(0));
    assert_eq!(waits(&m), 1);
}

#[test]
fn a_loop_that_does_not_use_the_load_gets_no_entry_wait() {
    let m = run(mf(vec![
        vec![gload(1, 10)],
        vec![vadd(3, 4, 4), gstore(12, 3), br(op::S_CBRANCH_SCC1, 1)],
        vec![vadd(5, 1, 1), end()],
    ]));
    assert_eq!(wait_at_end(&m, 0), Wait::NONE);
    assert_eq!(waits_in_block(&m, 1), 0);
    assert_eq!(
        wait_before(&m, 2, 0),
        vm(1),
        "at least one store was issued after v1's load"
    );
}

#[test]
fn a_scalar_load_before_a_loop_is_waited_for_before_it() {
    // B0: s_load s4. B1: use s4; LDS read; use its result; loop. Without the entry wait, the
    // header waits for s4 on every trip (lgkmcnt(0): SMEM returns out of order).
    let m = run(mf(vec![
        vec![sload(4, 0)],
        vec![sadd(5, 4, 4), ds_read(1, 10), vadd(3, 1, 1), br(op::S_CBRANCH_SCC1, 1)],
        vec![end()],
    ]));
    assert_eq!(wait_at_end(&m, 0), lgkm(0));
    assert_eq!(waits_in_block(&m, 1), 1, "only the LDS result");
    assert_eq!(wait_before(&m, 1, 2), lgkm(0));
}

#[test]
fn a_scalar_load_the_loop_waits_for_anyway_gets_no_entry_wait() {
    // B1: LDS read, then use s4: SMEM and LDS are both pending, only lgkmcnt(0) is safe, and
    // it covers the LDS result used next too: one wait per trip with or without an entry wait.
    let m = run(mf(vec![
        vec![sload(4, 0)],
        vec![ds_read(1, 10), sadd(5, 4, 4), vadd(3, 1, 1), br(op::S_CBRANCH_SCC1, 1)],
        vec![end()],
    ]));
    assert_eq!(wait_at_end(&m, 0), Wait::NONE);
    assert_eq!(wait_before(&m, 1, 1), lgkm(0));
    assert_eq!(waits(&m), 1);
}

#[test]
fn nested_loops_wait_once_before_the_outer_one() {
    // B0: load v1. B1 (outer header): salu. B2 (inner loop): use v1, store. B3: outer latch.
    let m = run(mf(vec![
        vec![gload(1, 10)],
        vec![sadd(0, 1, 2)],
        vec![vadd(3, 1, 1), gstore(12, 3), br(op::S_CBRANCH_SCC1, 2)],
        vec![sadd(0, 0, 2), br(op::S_CBRANCH_SCC1, 1)],
        vec![end()],
    ]));
    assert_eq!(wait_at_end(&m, 0), vm(0));
    assert_eq!(waits(&m), 1, "nothing loaded before the loops is pending inside them");
}

#[test]
fn a_loop_entered_from_two_blocks_waits_in_both() {
    // B0: load v1; branch to B2 or fall into B1. B1: jump to the header B3. B2: falls into B3.
    // B3: use v1, store, loop.
    let m = run(mf(vec![
        vec![gload(1, 10), br(op::S_CBRANCH_SCC1, 2)],
        vec![sadd(0, 1, 2), br(op::S_BRANCH, 3)],
        vec![sadd(0, 1, 3)],
        vec![vadd(3, 1, 1), gstore(12, 3), br(op::S_CBRANCH_SCC1, 3)],
        vec![end()],
    ]));
    assert_eq!(wait_at_end(&m, 1), vm(0));
    assert_eq!(wait_at_end(&m, 2), vm(0));
    assert_eq!(waits_in_block(&m, 3), 0);
}
