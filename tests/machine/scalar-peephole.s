; The scalar peephole alone on hand-written machine code (`--run-pass=scalar-peephole`): the
; exec restore before s_endpgm is a write nobody reads, and `s_mov x, exec` followed by
; `s_and_b64 exec, x, c` is `s_and_saveexec_b64 x, c` (both leave x = the old exec and
; exec = old exec & c; SCC is dead); with the restore gone nothing reads x, and the AND alone
; remains (`s_and_b64 exec, exec, c`).
; RUN: %kcc %s --run-pass=scalar-peephole | FileCheck %s

; CHECK-LABEL: # *** Machine Dump After scalar-peephole (kernel if_then) ***
; CHECK-NEXT:   v_cmp_gt_u32_e64 s[6:7], 10, v0
; CHECK-NEXT:   s_and_b64 exec, exec, s[6:7]
; CHECK-NEXT:   s_cbranch_execz [[JOIN:.Lif_then_[0-9]+]]
; CHECK-NEXT:   v_mov_b32_e32 v1, 1
; CHECK-NEXT:   global_store_dword v0, v1, s[0:1]
; CHECK-NEXT: [[JOIN]]:
; CHECK-NEXT:   s_endpgm
# *** Machine Dump After emit (kernel if_then) ***
  v_cmp_gt_u32_e64 s[6:7], 10, v0
  s_mov_b64 s[4:5], exec
  s_and_b64 exec, s[4:5], s[6:7]
  s_cbranch_execz .Lif_then_1
  v_mov_b32_e32 v1, 1
  global_store_dword v0, v1, s[0:1]
.Lif_then_1:
  s_mov_b64 exec, s[4:5]
  s_endpgm
