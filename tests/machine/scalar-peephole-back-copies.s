; The scalar peephole drops a move between two SGPRs already known equal
; (`--run-pass=scalar-peephole`): `s_mov_b32 s5, s11 ... s_mov_b32 s11, s5` with the second
; move at the start of a block whose only predecessor ends with the first (the allocator's
; loop copies moving a value out and back round a latch), or later in one block. Not when
; either register is written in between, nor into a block with another predecessor.
; RUN: %kcc %s --run-pass=scalar-peephole | FileCheck %s

; The move back into the block that only the latch reaches goes; the one into the join stays.
; CHECK-LABEL: # *** Machine Dump After scalar-peephole (kernel back) ***
; CHECK-NEXT:   s_mov_b32 s5, s11
; CHECK-NEXT:   s_lshl_b32 s3, s3, 1
; CHECK-NEXT:   s_cmp_lt_i32 s3, s2
; CHECK-NEXT:   s_cbranch_scc0 .Lback_2
; CHECK-NEXT:   v_mov_b32_e32 v1, s11
; CHECK-NEXT: .Lback_2:
; CHECK-NEXT:   s_mov_b32 s11, s5
; CHECK-NEXT:   v_mov_b32_e32 v2, s11
# *** Machine Dump After emit (kernel back) ***
  s_mov_b32 s5, s11
  s_lshl_b32 s3, s3, 1
  s_cmp_lt_i32 s3, s2
  s_cbranch_scc0 .Lback_2
.Lback_1:
  s_mov_b32 s11, s5
  v_mov_b32_e32 v1, s11
.Lback_2:
  s_mov_b32 s11, s5
  v_mov_b32_e32 v2, s11
  global_store_dword v0, v1, s[10:11]
  global_store_dword v0, v2, s[4:5]
  s_endpgm

; Written in between: both moves stay.
; CHECK-LABEL: # *** Machine Dump After scalar-peephole (kernel keep) ***
; CHECK-NEXT:   s_mov_b32 s5, s11
; CHECK-NEXT:   s_add_u32 s11, s11, 1
; CHECK-NEXT:   v_mov_b32_e32 v1, s11
; CHECK-NEXT:   s_mov_b32 s11, s5
# *** Machine Dump After emit (kernel keep) ***
  s_mov_b32 s5, s11
  s_add_u32 s11, s11, 1
  v_mov_b32_e32 v1, s11
  s_mov_b32 s11, s5
  global_store_dword v0, v1, s[10:11]
  s_endpgm
