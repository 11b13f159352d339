; The waitcnt pass alone on hand-written machine code (`--run-pass=waitcnt`). The counts
; follow gfx900's counters: vector memory returns in issue order on vmcnt, so the first of
; two loads is waited for with vmcnt(1); scalar loads return out of order, so any use of one
; waits for lgkmcnt(0); a store is never waited for before the kernel ends.
; RUN: %kcc %s --run-pass=waitcnt | FileCheck %s

; CHECK-LABEL: # *** Machine Dump After waitcnt (kernel loads) ***
; CHECK-NEXT:   s_load_dwordx2 s[4:5], s[0:1], 0x0
; CHECK-NEXT:   s_load_dword s6, s[0:1], 0x8
; CHECK-NEXT:   s_waitcnt lgkmcnt(0)
; CHECK-NEXT:   v_mov_b32_e32 v1, s6
; CHECK-NEXT:   global_load_dword v2, v0, s[4:5]
; CHECK-NEXT:   global_load_dword v3, v0, s[4:5] offset:4
; CHECK-NEXT:   s_waitcnt vmcnt(1)
; CHECK-NEXT:   v_add_u32_e32 v2, v2, v1
; CHECK-NEXT:   s_waitcnt vmcnt(0)
; CHECK-NEXT:   v_add_u32_e32 v2, v2, v3
; CHECK-NEXT:   global_store_dword v0, v2, s[4:5]
; CHECK-NEXT:   s_endpgm
# *** Machine Dump After scalar-peephole (kernel loads) ***
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_load_dword s6, s[0:1], 0x8
  v_mov_b32_e32 v1, s6
  global_load_dword v2, v0, s[4:5]
  global_load_dword v3, v0, s[4:5] offset:4
  v_add_u32_e32 v2, v2, v1
  v_add_u32_e32 v2, v2, v3
  global_store_dword v0, v2, s[4:5]
  s_endpgm

; An LDS load and a scalar load both pending on lgkmcnt: they do not return in order with
; each other, so even the LDS result needs lgkmcnt(0).
; CHECK-LABEL: # *** Machine Dump After waitcnt (kernel mixed_lgkm) ***
; CHECK-NEXT:   ds_read_b32 v1, v0
; CHECK-NEXT:   s_load_dword s4, s[0:1], 0x0
; CHECK-NEXT:   s_waitcnt lgkmcnt(0)
; CHECK-NEXT:   v_add_u32_e32 v1, s4, v1
# *** Machine Dump After scalar-peephole (kernel mixed_lgkm) ***
  ds_read_b32 v1, v0
  s_load_dword s4, s[0:1], 0x0
  v_add_u32_e32 v1, s4, v1
  ds_write_b32 v0, v1
  s_endpgm

; A load whose value a loop reads on every trip: the wait goes before the loop, once, not
; into the loop (the loop-entry flush).
; CHECK-LABEL: # *** Machine Dump After waitcnt (kernel loop) ***
; CHECK-NEXT:   global_load_dword v1, v0, s[0:1]
; CHECK-NEXT:   s_mov_b32 s4, 0
; CHECK-NEXT:   s_waitcnt vmcnt(0)
; CHECK-NEXT: .Lloop_1:
; CHECK-NEXT:   v_add_u32_e32 v2, v1, v2
; CHECK-NEXT:   s_add_u32 s4, s4, 1
; CHECK-NEXT:   s_cmp_lt_u32 s4, 8
; CHECK-NEXT:   s_cbranch_scc1 .Lloop_1
# *** Machine Dump After scalar-peephole (kernel loop) ***
  global_load_dword v1, v0, s[0:1]
  s_mov_b32 s4, 0
.Lloop_1:
  v_add_u32_e32 v2, v1, v2
  s_add_u32 s4, s4, 1
  s_cmp_lt_u32 s4, 8
  s_cbranch_scc1 .Lloop_1
  global_store_dword v0, v2, s[0:1]
  s_endpgm
