//! Each kind of fault stops the run with an error that names the instruction
//! (address and disassembly) and, for per-lane faults, the lane.
mod common;
use common::*;
use runtime::{Arg, Device, Error, Fault, Launch};

fn fault(r: Result<runtime::Stats, Error>) -> Fault {
    match r {
        Err(Error::Fault(f)) => *f,
        Err(e) => panic!("expected a fault, got error {e}"),
        Ok(_) => panic!("expected a fault, the kernel ran to the end"),
    }
}

#[test]
fn out_of_bounds_names_address_instruction_and_lane() {
    let dev = Device::new();
    let m = dev.load(&object("vec_add")).unwrap();
    // 64-element buffers, but n = 100: items 64..99 read past the end.
    let (out, a, b) = (
        dev.alloc_zeroed(64 * 4),
        dev.alloc(&[0; 64 * 4]),
        dev.alloc(&[0; 64 * 4]),
    );
    let f = fault(dev.launch(
        &m,
        "vec_add",
        &[Arg::Buffer(out), Arg::Buffer(a), Arg::Buffer(b), Arg::I32(100)],
        &Launch::new_1d(128, 64),
    ));
    match &f {
        Fault::OutOfBounds { addr, lane, at, .. } => {
            // Work-group 1, lane 0 is item 64: one past the end of a buffer.
            assert_eq!(*lane, 0);
            assert_eq!(at.group, [1, 0, 0]);
            assert!(
                *addr == a.addr + 256 || *addr == b.addr + 256 || *addr == out.addr + 256,
                "{f}"
            );
            assert!(
                at.asm.starts_with("global_load_dword") || at.asm.starts_with("global_store_dword"),
                "{f}"
            );
        }
        _ => panic!("wrong fault: {f}"),
    }
    let msg = f.to_string();
    assert!(
        msg.contains("out-of-bounds") && msg.contains("lane 0") && msg.contains(&format!("0x{:x}", at_pc(&f))),
        "{msg}"
    );
}

fn at_pc(f: &Fault) -> u64 {
    match f {
        Fault::OutOfBounds { at, .. }
        | Fault::ReadBeforeWait { at, .. }
        | Fault::Undecodable { at, .. }
        | Fault::BarrierDeadlock { at, .. }
        | Fault::Budget { at, .. } => at.pc,
        _ => 0,
    }
}

#[test]
fn undecodable_word() {
    // LLVM's disassembler rejects this word too (checked by the ISA tests' oracle).
    let obj = asm_kernel("bad_word", "  v_mov_b32 v1, 0\n  .long 0xffffffff\n  s_endpgm");
    let dev = Device::new();
    let m = dev.load(&obj).unwrap();
    let buf = dev.alloc_zeroed(256);
    let f = fault(dev.launch(&m, "bad_word", &[Arg::Buffer(buf)], &Launch::new_1d(64, 64)));
    match &f {
        Fault::Undecodable { word, at } => {
            assert_eq!(*word, 0xffffffff);
            assert_eq!(at.pc, m.base + m.object.kernels[0].desc.entry + 4);
        }
        _ => panic!("wrong fault: {f}"),
    }
    assert!(f.to_string().contains("undecodable instruction word 0xffffffff"));
}

#[test]
fn read_before_waitcnt() {
    let body = "  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  v_lshlrev_b32 v1, 2, v0
  global_load_dword v2, v1, s[2:3]
  v_add_u32 v2, 1, v2
  global_store_dword v1, v2, s[2:3]
  s_endpgm";
    let dev = Device::new();
    let m = dev.load(&asm_kernel("bad_wait", body)).unwrap();
    let buf = dev.alloc_zeroed(256);
    let f = fault(dev.launch(&m, "bad_wait", &[Arg::Buffer(buf)], &Launch::new_1d(64, 64)));
    match &f {
        Fault::ReadBeforeWait { reg, at, load_pc } => {
            assert_eq!(reg, "v2");
            assert!(at.asm.starts_with("v_add_u32"), "{f}");
            assert_eq!(at.pc, load_pc + 8);
        }
        _ => panic!("wrong fault: {f}"),
    }
    // With the wait in place the same kernel runs: buf[i] = 1.
    let fixed = body.replace("  v_add_u32 v2, 1, v2", "  s_waitcnt vmcnt(0)\n  v_add_u32 v2, 1, v2");
    let m = dev.load(&asm_kernel("good_wait", &fixed)).unwrap();
    dev.launch(&m, "good_wait", &[Arg::Buffer(buf)], &Launch::new_1d(64, 64))
        .unwrap();
    assert_eq!(from_bytes::<i32>(&dev.read(&buf)), vec![1; 64]);
}

#[test]
fn scalar_load_result_needs_a_wait_too() {
    let body = "  s_load_dwordx2 s[2:3], s[0:1], 0x0
  v_mov_b32 v1, s2
  s_endpgm";
    let dev = Device::new();
    let m = dev.load(&asm_kernel("bad_swait", body)).unwrap();
    let buf = dev.alloc_zeroed(256);
    match fault(dev.launch(&m, "bad_swait", &[Arg::Buffer(buf)], &Launch::new_1d(64, 64))) {
        Fault::ReadBeforeWait { reg, .. } => assert_eq!(reg, "s2"),
        f => panic!("wrong fault: {f}"),
    }
}

#[test]
fn barrier_deadlock() {
    // The first wave of each group leaves before the barrier the second one waits at.
    let src = "__kernel void early_exit(__global int *out) {
        if (get_local_id(0) < 64) return;
        out[get_global_id(0)] = 1;
        barrier(CLK_GLOBAL_MEM_FENCE);
        out[get_global_id(0)] += 1;
    }";
    let dev = Device::new();
    let m = dev.load(&object_from_cl("early_exit", src)).unwrap();
    let buf = dev.alloc_zeroed(128 * 4);
    let f = fault(dev.launch(&m, "early_exit", &[Arg::Buffer(buf)], &Launch::new_1d(128, 128)));
    match &f {
        Fault::BarrierDeadlock { waiting, ended, at } => {
            assert_eq!((*waiting, *ended), (1, 1));
            assert_eq!(at.asm, "s_barrier");
        }
        _ => panic!("wrong fault: {f}"),
    }
}

#[test]
fn runaway_kernel_hits_the_budget() {
    let src = "__kernel void forever(__global uint *out) {
        uint x = out[get_global_id(0)];
        while (x != 7) x = x * 3 + 2;   // x stays 2 mod 3 after one step: never 7
        out[get_global_id(0)] = x;
    }";
    let dev = Device::new();
    let m = dev.load(&object_from_cl("forever", src)).unwrap();
    let buf = dev.alloc_zeroed(64 * 4);
    let mut l = Launch::new_1d(64, 64);
    l.max_instructions = 100_000;
    match fault(dev.launch(&m, "forever", &[Arg::Buffer(buf)], &l)) {
        Fault::Budget { budget, at } => {
            assert_eq!(budget, 100_000);
            assert!(at.pc >= m.base);
        }
        f => panic!("wrong fault: {f}"),
    }
}

#[test]
fn launch_errors_are_errors() {
    let dev = Device::new();
    let m = dev.load(&object("vec_add")).unwrap();
    let b = dev.alloc_zeroed(16);
    let e = dev
        .launch(&m, "vec_add", &[Arg::Buffer(b)], &Launch::new_1d(64, 64))
        .unwrap_err();
    assert!(e.to_string().contains("takes 4 arguments, 1 given"), "{e}");
    let e = dev.launch(&m, "nope", &[], &Launch::new_1d(64, 64)).unwrap_err();
    assert!(e.to_string().contains("no kernel named `nope`"), "{e}");
    let e = dev
        .launch(
            &m,
            "vec_add",
            &[Arg::I32(1), Arg::Buffer(b), Arg::Buffer(b), Arg::I32(1)],
            &Launch::new_1d(64, 64),
        )
        .unwrap_err();
    assert!(e.to_string().contains("argument 0"), "{e}");
    assert!(matches!(dev.load(b"not an elf"), Err(Error::Load(_))));
}

#[test]
fn vgpr_beyond_the_allocation() {
    // asm_kernel allocates 8 VGPRs.
    let dev = Device::new();
    let m = dev
        .load(&asm_kernel("big_vgpr", "  v_mov_b32 v20, 1\n  s_endpgm"))
        .unwrap();
    let buf = dev.alloc_zeroed(4);
    match fault(dev.launch(&m, "big_vgpr", &[Arg::Buffer(buf)], &Launch::new_1d(64, 64))) {
        Fault::VgprOutOfRange { reg, count, at } => {
            assert_eq!((reg, count), (20, 8));
            assert_eq!(at.asm, "v_mov_b32_e32 v20, 1");
        }
        f => panic!("wrong fault: {f}"),
    }
}

#[test]
fn flat_results_wait_for_both_counters() {
    // A FLAT load may reach LDS: it counts on vmcnt and lgkmcnt, and its result is there only
    // once both say so (what llc's `s_waitcnt vmcnt(0) lgkmcnt(0)` after FLAT loads assumes).
    let body = "  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  v_lshlrev_b32 v1, 2, v0
  v_mov_b32 v3, s3
  v_add_co_u32 v2, vcc, s2, v1
  v_addc_co_u32 v3, vcc, 0, v3, vcc
  flat_load_dword v4, v[2:3]
  s_waitcnt vmcnt(0)
  v_add_u32 v4, 1, v4
  flat_store_dword v[2:3], v4
  s_endpgm";
    let dev = Device::new();
    let m = dev.load(&asm_kernel("flat_wait", body)).unwrap();
    let buf = dev.alloc_zeroed(256);
    match fault(dev.launch(&m, "flat_wait", &[Arg::Buffer(buf)], &Launch::new_1d(64, 64))) {
        Fault::ReadBeforeWait { reg, at, .. } => {
            assert_eq!(reg, "v4");
            assert!(at.asm.starts_with("v_add_u32"), "{at}");
        }
        f => panic!("wrong fault: {f}"),
    }
    let fixed = body.replace("s_waitcnt vmcnt(0)", "s_waitcnt vmcnt(0) lgkmcnt(0)");
    let m = dev.load(&asm_kernel("flat_wait_both", &fixed)).unwrap();
    dev.launch(&m, "flat_wait_both", &[Arg::Buffer(buf)], &Launch::new_1d(64, 64))
        .unwrap();
    assert_eq!(from_bytes::<i32>(&dev.read(&buf)), vec![1; 64]);
}

#[test]
fn wide_flat_atomics_on_private_memory_are_dropped() {
    // The hardware drops 64-bit FLAT atomics on private memory: llc branches around them unless
    // told the address is not private (wrongly, here), and the emulator refuses them.
    let ir = r#"
define amdgpu_kernel void @wide(ptr addrspace(1) %out, i32 %private) {
  %a = alloca i64, align 8, addrspace(5)
  store volatile i64 1, ptr addrspace(5) %a
  %af = addrspacecast ptr addrspace(5) %a to ptr
  %of = addrspacecast ptr addrspace(1) %out to ptr
  %c = icmp ne i32 %private, 0
  %p = select i1 %c, ptr %af, ptr %of
  %old = atomicrmw add ptr %p, i64 2 monotonic, !noalias.addrspace !0
  store i64 %old, ptr addrspace(1) %out
  ret void
}
!0 = !{i32 5, i32 6}
"#;
    let dev = Device::new();
    let m = dev.load(&object_from_ir("wide_flat_atomic", ir)).unwrap();
    let out = dev.alloc_zeroed(8);
    dev.launch(&m, "wide", &[Arg::Buffer(out), Arg::I32(0)], &Launch::new_1d(1, 1))
        .unwrap();
    match fault(dev.launch(&m, "wide", &[Arg::Buffer(out), Arg::I32(1)], &Launch::new_1d(64, 64))) {
        Fault::Hardware { what, lane, at } => {
            assert!(what.contains("64-bit flat atomic"), "{what}");
            assert_eq!(lane, 0);
            assert!(at.asm.starts_with("flat_atomic_add_x2"), "{at}");
        }
        f => panic!("wrong fault: {f}"),
    }
}
