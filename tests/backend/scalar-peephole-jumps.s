; After the scalar peephole (`--run-pass=scalar-peephole`), branches to a block with no code
; (the peephole empties some) go on to where it falls, as branches to a block that only jumps
; go on to where it jumps: a loop whose back edge went to its header's emptied stub looked
; entered twice to `waitcnt`, which then waited on every trip. The emptied block stays, so
; a jump-only block after it that goes keeps its jump: `v1 = 2` still skips `v1 = 3`.
; RUN: %kcc %s --run-pass=scalar-peephole | FileCheck %s

; CHECK-LABEL: # *** Machine Dump After scalar-peephole (kernel chain) ***
; CHECK-NEXT:   s_cmp_eq_u32 s2, 0
; CHECK-NEXT:   v_mov_b32_e32 v1, 1
; CHECK-NEXT:   s_cbranch_scc0 [[STORE:.Lchain_[0-9]+]]
; CHECK-NEXT:   v_mov_b32_e32 v1, 2
; CHECK-NEXT:   s_branch [[STORE]]
; CHECK-NEXT:   v_mov_b32_e32 v1, 3
; CHECK-NEXT: [[STORE]]:
; CHECK-NEXT:   global_store_dword v0, v1, s[0:1]
# *** Machine Dump After emit (kernel chain) ***
  s_cmp_eq_u32 s2, 0
  v_mov_b32_e32 v1, 1
  s_cbranch_scc0 .Lchain_2
.Lchain_1:
  v_mov_b32_e32 v1, 2
.Lchain_2:
.Lchain_3:
  s_branch .Lchain_5
.Lchain_4:
  v_mov_b32_e32 v1, 3
.Lchain_5:
  global_store_dword v0, v1, s[0:1]
  s_endpgm

; A loop whose back edge goes to an empty block before its header's code: the branch goes to
; the code itself.
; CHECK-LABEL: # *** Machine Dump After scalar-peephole (kernel loop) ***
; CHECK:      [[HEAD:.Lloop_[0-9]+]]:
; CHECK-NEXT:   v_add_u32_e32 v1, 1, v1
; CHECK-NEXT:   s_add_u32 s4, s4, -1
; CHECK-NEXT:   s_cmp_lg_u32 s4, 0
; CHECK-NEXT:   s_cbranch_scc1 [[HEAD]]
# *** Machine Dump After emit (kernel loop) ***
  s_mov_b32 s4, 8
  v_mov_b32_e32 v1, 0
  s_branch .Lloop_2
.Lloop_1:
.Lloop_2:
  v_add_u32_e32 v1, 1, v1
  s_add_u32 s4, s4, -1
  s_cmp_lg_u32 s4, 0
  s_cbranch_scc1 .Lloop_1
  global_store_dword v0, v1, s[0:1]
  s_endpgm
