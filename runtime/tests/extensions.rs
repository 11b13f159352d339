//! DPP and SDWA forms, from hand-written assembly, against the ISA manual's
//! lane-permutation and sub-dword-select rules computed in plain Rust.
mod common;
use common::*;
use runtime::{Arg, Device, Launch};

/// Runs `op` (one VALU instruction writing v3 from v2 and v1, with v2 = in[lane],
/// v1 = in[lane] * 3, v3 preset to 0x55555555) and returns v3 per lane.
fn run_one(tag: &str, op: &str, input: &[u32]) -> Vec<u32> {
    let body = format!(
        "  s_load_dwordx2 s[2:3], s[0:1], 0x0
  v_lshlrev_b32 v4, 2, v0
  s_waitcnt lgkmcnt(0)
  global_load_dword v2, v4, s[2:3]
  s_waitcnt vmcnt(0)
  v_mul_lo_u32 v1, v2, 3
  v_mov_b32 v3, 0x55555555
  s_nop 1
  {op}
  global_store_dword v4, v3, s[2:3]
  s_endpgm"
    );
    run_asm_on_buffer(tag, &body, input)
}

fn input() -> Vec<u32> {
    (0..64u32).map(|l| l.wrapping_mul(0x9e3779b9) ^ 0x80f0_7f81).collect()
}

#[test]
fn dpp_permutations() {
    let x = input();
    let old = 0x55555555u32;
    let got = run_one(
        "dpp_qp",
        "v_mov_b32_dpp v3, v2 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf",
        &x,
    );
    assert_eq!(got, (0..64).map(|l| x[(l & !3) | (3 - l % 4)]).collect::<Vec<_>>());
    // row_shl:3 without bound_ctrl: lanes whose source leaves the row keep the old value.
    let got = run_one(
        "dpp_shl",
        "v_mov_b32_dpp v3, v2 row_shl:3 row_mask:0xf bank_mask:0xf",
        &x,
    );
    assert_eq!(
        got,
        (0..64)
            .map(|l| if l % 16 < 13 { x[l + 3] } else { old })
            .collect::<Vec<_>>()
    );
    // ... and with bound_ctrl they read zero.
    let got = run_one(
        "dpp_shlb",
        "v_add_u32_dpp v3, v2, v1 row_shl:3 row_mask:0xf bank_mask:0xf bound_ctrl:1",
        &x,
    );
    assert_eq!(
        got,
        (0..64)
            .map(|l| if l % 16 < 13 { x[l + 3] } else { 0 }.wrapping_add(x[l].wrapping_mul(3)))
            .collect::<Vec<_>>()
    );
    // row_mask 0x5 writes rows 0 and 2 only; row_ror rotates within the row.
    let got = run_one(
        "dpp_ror",
        "v_mov_b32_dpp v3, v2 row_ror:5 row_mask:0x5 bank_mask:0xf",
        &x,
    );
    assert_eq!(
        got,
        (0..64)
            .map(|l| if (l / 16) % 2 == 0 {
                x[(l & !15) + (l % 16 + 11) % 16]
            } else {
                old
            })
            .collect::<Vec<_>>()
    );
    let got = run_one(
        "dpp_mirror",
        "v_mov_b32_dpp v3, v2 row_mirror row_mask:0xf bank_mask:0x3",
        &x,
    );
    assert_eq!(
        got,
        (0..64)
            .map(|l| if l % 16 < 8 { x[(l & !15) + 15 - l % 16] } else { old })
            .collect::<Vec<_>>()
    );
    let got = run_one(
        "dpp_wshr",
        "v_mov_b32_dpp v3, v2 wave_shr:1 row_mask:0xf bank_mask:0xf",
        &x,
    );
    assert_eq!(
        got,
        (0..64).map(|l| if l > 0 { x[l - 1] } else { old }).collect::<Vec<_>>()
    );
}

#[test]
fn sdwa_selects() {
    let x = input();
    // Sign-extended byte 1 of v2 plus zero-extended word 1 of v1, into word 1 of v3
    // with the rest of v3 preserved.
    let got = run_one(
        "sdwa_add",
        "v_add_u32_sdwa v3, sext(v2), v1 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1 src1_sel:WORD_1",
        &x,
    );
    let want: Vec<u32> = x
        .iter()
        .map(|&v| {
            let a = ((v >> 8) as u8) as i8 as i32 as u32;
            let b = (v.wrapping_mul(3)) >> 16;
            let r = a.wrapping_add(b);
            (0x55555555 & 0x0000ffff) | (r & 0xffff) << 16
        })
        .collect();
    assert_eq!(got, want);
    // Byte 3 of v2 into byte 0 with sign extension of the rest.
    let got = run_one(
        "sdwa_mov",
        "v_mov_b32_sdwa v3, v2 dst_sel:BYTE_0 dst_unused:UNUSED_SEXT src0_sel:BYTE_3",
        &x,
    );
    assert_eq!(
        got,
        x.iter()
            .map(|&v| (v >> 24) as u8 as i8 as i32 as u32)
            .collect::<Vec<_>>()
    );
}

/// d16 loads write one half of the register and keep the other; d16_hi stores
/// write the high half of the data register.
#[test]
fn d16_loads_and_stores() {
    let body = "  s_load_dwordx2 s[2:3], s[0:1], 0x0
  v_lshlrev_b32 v4, 2, v0
  v_mov_b32 v3, 0x1234abcd
  s_waitcnt lgkmcnt(0)
  global_load_short_d16_hi v3, v4, s[2:3]
  s_waitcnt vmcnt(0)
  global_store_dword v4, v3, s[2:3]
  global_store_byte_d16_hi v4, v3, s[2:3]
  s_endpgm";
    let x = input();
    let want: Vec<u32> = x.iter().map(|&v| (v & 0xffff) << 16 | 0xab00 | (v & 0xff)).collect();
    assert_eq!(run_asm_on_buffer("d16", body, &x), want);
}

/// v_mac_f32 accumulates into its destination in both encodings, with VOP3 modifiers.
#[test]
fn mac_accumulates_into_dst() {
    let x: Vec<u32> = (0..64).map(|l| (l as f32 * 0.5 - 3.0).to_bits()).collect();
    for (tag, inst, f) in [
        (
            "mac32",
            "v_mac_f32_e32 v3, v2, v1",
            (|v: f32| 2.0 + v * 3.0) as fn(f32) -> f32,
        ),
        ("mac64", "v_mac_f32_e64 v3, -v2, v1 mul:2", |v: f32| {
            (2.0 - v * 3.0) * 2.0
        }),
    ] {
        let body = format!(
            "  s_load_dwordx2 s[2:3], s[0:1], 0x0
  v_lshlrev_b32 v4, 2, v0
  s_waitcnt lgkmcnt(0)
  global_load_dword v2, v4, s[2:3]
  v_mov_b32 v1, 0x40400000
  v_mov_b32 v3, 2.0
  s_waitcnt vmcnt(0)
  {inst}
  global_store_dword v4, v3, s[2:3]
  s_endpgm"
        );
        let got: Vec<f32> = run_asm_on_buffer(tag, &body, &x)
            .into_iter()
            .map(f32::from_bits)
            .collect();
        let want: Vec<f32> = x.iter().map(|&b| f(f32::from_bits(b))).collect();
        assert_eq!(got, want, "{tag}");
    }
}

/// Local compare-and-swap (ds_cmpst_rtn_b32: data0 is the compare value, data1 the new one),
/// through an OpenCL cmpxchg loop that xors every work-item's value into one word.
#[test]
fn local_cmpxchg() {
    let src = "__kernel void lxor(__global int *out, __global const int *in) {
        __local int acc;
        if (get_local_id(0) == 0) acc = 0;
        barrier(CLK_LOCAL_MEM_FENCE);
        int v = in[get_global_id(0)], old = acc, prev;
        do { prev = old; old = atomic_cmpxchg(&acc, prev, prev ^ v); } while (old != prev);
        barrier(CLK_LOCAL_MEM_FENCE);
        if (get_local_id(0) == 0) out[get_group_id(0)] = acc;
    }";
    let obj = object_from_cl("lxor", src);
    let dev = Device::new();
    let m = dev.load(&obj).unwrap();
    assert!(
        m.program
            .instructions()
            .any(|(_, i, _)| i.op.name() == "ds_cmpst_rtn_b32"),
        "llc should use ds_cmpst"
    );
    let x: Vec<i32> = Rng(40).i32s(256, 0, i32::MAX);
    let (out, inb) = (dev.alloc_zeroed(8), dev.alloc(&bytes(&x)));
    dev.launch(
        &m,
        "lxor",
        &[Arg::Buffer(out), Arg::Buffer(inb)],
        &Launch::new_1d(256, 128),
    )
    .unwrap();
    let want: Vec<i32> = x.chunks(128).map(|c| c.iter().fold(0, |a, v| a ^ v)).collect();
    assert_eq!(from_bytes::<i32>(&dev.read(&out)), want);
}

/// VOP3-only ops with a carry out (v_mad_u64_u32) write it to their sdst operand, not to VCC:
/// VCC keeps its value. (llc's code for the -O0 stencil kept a branch mask in VCC across one.)
#[test]
fn vop3_carry_goes_to_sdst() {
    let body = "  s_load_dwordx2 s[2:3], s[0:1], 0x0
  v_lshlrev_b32 v4, 2, v0
  s_mov_b64 vcc, 0x5
  v_mov_b32 v1, -1
  v_mov_b32 v2, -1
  v_mov_b32 v3, -1
  v_mad_u64_u32 v[5:6], s[6:7], v1, v2, v[2:3]
  v_mov_b32 v7, vcc_lo
  v_add_u32 v7, v7, s6
  s_waitcnt lgkmcnt(0)
  global_store_dword v4, v7, s[2:3]
  s_endpgm";
    let dev = Device::new();
    let m = dev.load(&asm_kernel("mad_carry", body)).unwrap();
    let buf = dev.alloc_zeroed(256);
    dev.launch(&m, "mad_carry", &[Arg::Buffer(buf)], &Launch::new_1d(64, 64))
        .unwrap();
    // (2^32-1)^2 + (2^64-1) overflows 64 bits in every lane: s[6:7] = all lanes, VCC = 0x5.
    assert_eq!(
        from_bytes::<u32>(&dev.read(&buf)),
        vec![0x5u32.wrapping_add(u32::MAX); 64]
    );
}
