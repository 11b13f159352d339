//! SDWA and DPP forms llc-22 emits beyond the plain per-lane ops: compares (bytes and words
//! compared in place: `v_cmp_gt_u16_sdwa s[6:7], v4, s0 src0_sel:BYTE_0 src1_sel:DWORD`, with a
//! scalar src1 and the mask in VCC or in the SGPR pair named) and v_cndmask (`v_cndmask_b32_sdwa
//! v8, v8, v7, vcc ... src1_sel:WORD_0`); checked against the same selects in plain Rust.
mod common;
use common::*;

/// Runs `cmp` on v2 = in[lane], v1 = in[lane] * 3 and s8 = 0x1234_80f0; returns, per lane,
/// 1 where the compare's mask (read from `mask`) has the lane set.
fn run_cmp(tag: &str, cmp: &str, mask: &str, input: &[u32]) -> Vec<u32> {
    let body = format!(
        "  s_load_dwordx2 s[2:3], s[0:1], 0x0
  v_lshlrev_b32 v4, 2, v0
  s_mov_b32 s8, 0x123480f0
  s_waitcnt lgkmcnt(0)
  global_load_dword v2, v4, s[2:3]
  s_waitcnt vmcnt(0)
  v_mul_lo_u32 v1, v2, 3
  {cmp}
  v_cndmask_b32_e64 v3, 0, 1, {mask}
  global_store_dword v4, v3, s[2:3]
  s_endpgm"
    );
    run_asm_on_buffer(tag, &body, input)
}

#[test]
fn sdwa_compares_select_operands_and_name_their_mask() {
    let x: Vec<u32> = (0..64u32).map(|l| l.wrapping_mul(0x9e37_79b9) ^ (l << 7)).collect();
    let s8 = 0x1234_80f0u32;
    let want = |f: &dyn Fn(u32) -> bool| x.iter().map(|&v| f(v) as u32).collect::<Vec<_>>();
    let got = run_cmp(
        "sdwa_gt_u16",
        "v_cmp_gt_u16_sdwa s[6:7], v2, s8 src0_sel:BYTE_1 src1_sel:DWORD",
        "s[6:7]",
        &x,
    );
    assert_eq!(got, want(&|v| (v >> 8 & 0xff) as u16 > s8 as u16));
    let got = run_cmp(
        "sdwa_lt_i32",
        "v_cmp_lt_i32_sdwa vcc, sext(v2), v1 src0_sel:WORD_1 src1_sel:BYTE_0",
        "vcc",
        &x,
    );
    assert_eq!(
        got,
        want(&|v| ((v >> 16) as u16 as i16 as i32) < (v.wrapping_mul(3) & 0xff) as i32)
    );
}

#[test]
fn sdwa_and_dpp_cndmask_read_vcc() {
    let x: Vec<u32> = (0..64u32).map(|l| l.wrapping_mul(0x9e37_79b9) ^ (l << 7)).collect();
    let odd = |l: usize| x[l] & 1 != 0;
    let run = |tag: &str, op: &str| -> Vec<u32> {
        let body = format!(
            "  s_load_dwordx2 s[2:3], s[0:1], 0x0
  v_lshlrev_b32 v4, 2, v0
  s_waitcnt lgkmcnt(0)
  global_load_dword v2, v4, s[2:3]
  s_waitcnt vmcnt(0)
  v_mul_lo_u32 v1, v2, 3
  v_and_b32 v3, 1, v2
  v_cmp_ne_u32 vcc, 0, v3
  v_mov_b32 v3, 0
  s_nop 1
  {op}
  global_store_dword v4, v3, s[2:3]
  s_endpgm"
        );
        run_asm_on_buffer(tag, &body, &x)
    };
    let got = run(
        "cnd_sdwa",
        "v_cndmask_b32_sdwa v3, v2, v1, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0",
    );
    assert_eq!(
        got,
        (0..64)
            .map(|l| if odd(l) { x[l].wrapping_mul(3) & 0xffff } else { x[l] })
            .collect::<Vec<_>>()
    );
    // DPP permutes src0 only: lane l reads v2 of lane l ^ 1.
    let got = run(
        "cnd_dpp",
        "v_cndmask_b32_dpp v3, v2, v1, vcc quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf",
    );
    assert_eq!(
        got,
        (0..64)
            .map(|l| if odd(l) { x[l].wrapping_mul(3) } else { x[l ^ 1] })
            .collect::<Vec<_>>()
    );
}
