; The waitcnt pass (`--run-pass=waitcnt`): a wait for LGKM alone merges into the block's wait
; before it when no LGKM access starts between the two, so a scalar load issued while global
; loads are in flight (as `regalloc::plan` places a kernel argument first needed after their
; results) costs no `s_waitcnt` of its own. LGKM only falls from the earlier wait on, so the
; count is reached there: gfx900's counter rules (vmcnt in issue order, SMEM out of order, so
; lgkmcnt(0)) give the same waits otherwise; llc-22's code already waits enough and keeps its
; waits (`backend/tests/waitcnt_llc.rs`).
; RUN: %kcc %s --run-pass=waitcnt | FileCheck %s

; The output pointer's load goes out with the global load pending: one wait for both.
; CHECK-LABEL: # *** Machine Dump After waitcnt (kernel merged) ***
; CHECK-NEXT:   s_load_dwordx2 s[4:5], s[0:1], 0x8
; CHECK-NEXT:   s_waitcnt lgkmcnt(0)
; CHECK-NEXT:   global_load_dword v1, v0, s[4:5]
; CHECK-NEXT:   s_load_dwordx2 s[6:7], s[0:1], 0x0
; CHECK-NEXT:   s_waitcnt vmcnt(0) lgkmcnt(0)
; CHECK-NEXT:   v_add_u32_e32 v1, v1, v1
; CHECK-NEXT:   v_add_u32_e32 v1, 1, v1
; CHECK-NEXT:   global_store_dword v0, v1, s[6:7]
; CHECK-NEXT:   s_endpgm
# *** Machine Dump After scalar-peephole (kernel merged) ***
  s_load_dwordx2 s[4:5], s[0:1], 0x8
  global_load_dword v1, v0, s[4:5]
  s_load_dwordx2 s[6:7], s[0:1], 0x0
  v_add_u32_e32 v1, v1, v1
  v_add_u32_e32 v1, 1, v1
  global_store_dword v0, v1, s[6:7]
  s_endpgm

; An LDS read after the global load's wait is an LGKM access between: the scalar load's wait
; stays where it is needed (lgkmcnt(0): an LDS read and a scalar load do not return in order).
; CHECK-LABEL: # *** Machine Dump After waitcnt (kernel lds_between) ***
; CHECK-NEXT:   global_load_dword v1, v0, s[4:5]
; CHECK-NEXT:   s_load_dwordx2 s[6:7], s[0:1], 0x0
; CHECK-NEXT:   s_waitcnt vmcnt(0)
; CHECK-NEXT:   v_add_u32_e32 v1, v1, v1
; CHECK-NEXT:   ds_read_b32 v2, v0
; CHECK-NEXT:   s_waitcnt lgkmcnt(0)
; CHECK-NEXT:   global_store_dword v0, v1, s[6:7]
# *** Machine Dump After scalar-peephole (kernel lds_between) ***
  global_load_dword v1, v0, s[4:5]
  s_load_dwordx2 s[6:7], s[0:1], 0x0
  v_add_u32_e32 v1, v1, v1
  ds_read_b32 v2, v0
  global_store_dword v0, v1, s[6:7]
  v_add_u32_e32 v2, v2, v1
  ds_write_b32 v0, v2
  s_endpgm

; No wait before the scalar load's use in the block (the wait for the global load comes
; after it): nothing to merge into.
; CHECK-LABEL: # *** Machine Dump After waitcnt (kernel first_wait) ***
; CHECK-NEXT:   global_load_dword v1, v0, s[4:5]
; CHECK-NEXT:   s_load_dword s6, s[0:1], 0x0
; CHECK-NEXT:   s_waitcnt lgkmcnt(0)
; CHECK-NEXT:   v_add_u32_e32 v2, s6, v0
; CHECK-NEXT:   s_waitcnt vmcnt(0)
; CHECK-NEXT:   v_add_u32_e32 v1, v1, v2
# *** Machine Dump After scalar-peephole (kernel first_wait) ***
  global_load_dword v1, v0, s[4:5]
  s_load_dword s6, s[0:1], 0x0
  v_add_u32_e32 v2, s6, v0
  v_add_u32_e32 v1, v1, v2
  global_store_dword v0, v1, s[4:5]
  s_endpgm
