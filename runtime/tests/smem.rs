//! Scalar loads with both an SGPR and an immediate offset (the SMEM `soe` form), which llc-22
//! emits for uniform loads at a computed offset.
mod common;
use common::*;

#[test]
fn smem_load_adds_register_and_immediate_offsets() {
    let body = "  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_mov_b32 s4, 8
  s_waitcnt lgkmcnt(0)
  s_load_dword s5, s[2:3], s4 offset:0x4
  s_load_dwordx2 s[6:7], s[2:3], s4 offset:0x10
  v_lshlrev_b32 v4, 3, v0
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v2, s5
  v_mov_b32 v3, s7
  v_add_u32 v3, s6, v3
  global_store_dwordx2 v4, v[2:3], s[2:3]
  s_endpgm";
    let x: Vec<u32> = (0..128u32).map(|k| k.wrapping_mul(0x9e3779b9)).collect();
    // Bytes 8 + 4 (word 3), and 8 + 16 (words 6 and 7), read before any lane stores.
    let want: Vec<u32> = (0..64).flat_map(|_| [x[3], x[6].wrapping_add(x[7])]).collect();
    assert_eq!(run_asm_on_buffer("smem_soe", body, &x), want);
}
