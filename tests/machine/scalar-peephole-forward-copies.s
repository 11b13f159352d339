; The scalar peephole's copy forwarding (`--run-pass=scalar-peephole`): `x = OP ...; ...;
; s_mov_b32 d, x` with x dead after writes d in OP and renames the reads between. Not when
; something between reads d (its old value is still needed), nor when x is read as part of a
; 64-bit operand, nor for `s_cmov_b32` (which reads its destination).
; RUN: %kcc %s --run-pass=scalar-peephole | FileCheck %s

; CHECK-LABEL: # *** Machine Dump After scalar-peephole (kernel fwd) ***
; CHECK-NEXT:   s_add_u32 s4, s4, 1
; CHECK-NEXT:   v_cmp_eq_u32_e32 vcc, s4, v0
; CHECK-NEXT:   v_mov_b32_e32 v1, s4
; CHECK-NEXT:   s_add_u32 s6, s5, 2
; CHECK-NEXT:   v_mov_b32_e32 v2, s5
; CHECK-NEXT:   s_mov_b32 s5, s6
; CHECK-NEXT:   s_add_u32 s7, s4, 3
; CHECK-NEXT:   s_lshl_b64 s[2:3], s[6:7], 1
; CHECK-NEXT:   s_mov_b32 s9, s7
; CHECK-NEXT:   s_cmp_eq_u32 s4, 0
; CHECK-NEXT:   s_cmov_b32 s11, s5
; CHECK-NEXT:   s_mov_b32 s12, s11
# *** Machine Dump After emit (kernel fwd) ***
  s_add_u32 s6, s4, 1
  v_cmp_eq_u32_e32 vcc, s6, v0
  v_mov_b32_e32 v1, s6
  s_mov_b32 s4, s6
  s_add_u32 s6, s5, 2
  v_mov_b32_e32 v2, s5
  s_mov_b32 s5, s6
  s_add_u32 s7, s4, 3
  s_lshl_b64 s[2:3], s[6:7], 1
  s_mov_b32 s9, s7
  s_cmp_eq_u32 s4, 0
  s_cmov_b32 s11, s5
  s_mov_b32 s12, s11
  global_store_dword v0, v1, s[2:3]
  global_store_dword v0, v2, s[8:9]
  global_store_dword v0, v1, s[12:13]
  global_store_dword v0, v2, s[4:5]
  s_endpgm
