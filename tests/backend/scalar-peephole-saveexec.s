; The scalar peephole (`--run-pass=scalar-peephole`) on the exec copies of divergent branches,
; as llc-22 writes them:
; - `s_mov_b64 x, exec; s_and_b64 exec, exec, c` is `s_and_saveexec_b64 x, c` (the AND may
;   read EXEC, equal to x right after the copy, as well as x);
; - a copy of EXEC nobody reads before an AND with it either way round goes;
; - `s_and_saveexec_b64 x, c` whose saved copy nobody reads is `s_and_b64 exec, exec, c`.
; RUN: %kcc %s --run-pass=scalar-peephole | FileCheck %s

; CHECK-LABEL: # *** Machine Dump After scalar-peephole (kernel and_reads_exec) ***
; CHECK-NEXT:   v_cmp_gt_u32_e32 vcc, s3, v0
; CHECK-NEXT:   s_and_saveexec_b64 s[6:7], vcc
; CHECK-NEXT:   s_cbranch_scc0 [[JOIN:.Land_reads_exec_[0-9]+]]
; CHECK-NEXT:   v_mov_b32_e32 v1, 1
; CHECK-NEXT:   global_store_dword v0, v1, s[0:1]
; CHECK-NEXT: [[JOIN]]:
; CHECK-NEXT:   s_mov_b64 exec, s[6:7]
; CHECK-NEXT:   global_store_dword v0, v0, s[0:1]
; CHECK-NEXT:   s_endpgm
# *** Machine Dump After emit (kernel and_reads_exec) ***
  v_cmp_gt_u32_e32 vcc, s3, v0
  s_mov_b64 s[6:7], exec
  s_and_b64 exec, exec, vcc
  s_cbranch_scc0 .Land_reads_exec_1
  v_mov_b32_e32 v1, 1
  global_store_dword v0, v1, s[0:1]
.Land_reads_exec_1:
  s_mov_b64 exec, s[6:7]
  global_store_dword v0, v0, s[0:1]
  s_endpgm

; CHECK-LABEL: # *** Machine Dump After scalar-peephole (kernel dead_copy) ***
; CHECK-NEXT:   v_cmp_gt_u32_e32 vcc, s3, v0
; CHECK-NEXT:   s_and_b64 exec, exec, vcc
; CHECK-NEXT:   s_cbranch_scc0 [[END:.Ldead_copy_[0-9]+]]
# *** Machine Dump After emit (kernel dead_copy) ***
  v_cmp_gt_u32_e32 vcc, s3, v0
  s_mov_b64 s[6:7], exec
  s_and_b64 exec, vcc, s[6:7]
  s_cbranch_scc0 .Ldead_copy_1
  v_mov_b32_e32 v1, 1
  global_store_dword v0, v1, s[0:1]
.Ldead_copy_1:
  s_endpgm

; CHECK-LABEL: # *** Machine Dump After scalar-peephole (kernel dead_saveexec) ***
; CHECK-NEXT:   v_cmp_gt_u32_e32 vcc, s3, v0
; CHECK-NEXT:   s_and_b64 exec, exec, vcc
; CHECK-NEXT:   s_cbranch_execz [[END:.Ldead_saveexec_[0-9]+]]
# *** Machine Dump After emit (kernel dead_saveexec) ***
  v_cmp_gt_u32_e32 vcc, s3, v0
  s_and_saveexec_b64 s[8:9], vcc
  s_cbranch_execz .Ldead_saveexec_1
  v_mov_b32_e32 v1, 1
  global_store_dword v0, v1, s[0:1]
.Ldead_saveexec_1:
  s_endpgm
