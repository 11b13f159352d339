; The machine verifier alone (`--run-pass=machine-verify`, the default for machine code) on
; code gfx900 cannot run: each function breaks one rule, and the error names the kernel, the
; block and instruction, and the rule. (A literal in a VOP3 instruction never gets this far:
; the assembler refuses it.)
; RUN: split-file %s %t
; RUN: %kcc %t/good.s | FileCheck %s --check-prefix=GOOD
; RUN: not %kcc %t/bus.s 2>&1 | FileCheck %s --check-prefix=BUS
; RUN: not %kcc %t/align.s 2>&1 | FileCheck %s --check-prefix=ALIGN
; RUN: not %kcc %t/end.s 2>&1 | FileCheck %s --check-prefix=END
; RUN: not %kcc %t/label.s 2>&1 | FileCheck %s --check-prefix=LABEL

; GOOD: # *** Machine Dump After machine-verify (kernel good) ***
; GOOD-NEXT: v_add_u32_e64 v0, s4, v1
; BUS: kcc: error: {{.*}}bus.s: in kernel 'bus': block 0, instruction 0: `v_add_u32_e64 v0, s4, s5`: reads 2 scalar values through the constant bus; gfx9 allows one
; ALIGN: kcc: error: {{.*}}: in kernel 'align': block 0, instruction 0: `s_mov_b64 s[5:6], s[8:9]`: a 2-dword SGPR tuple must start at a multiple of 2, not s5
; END: kcc: error: {{.*}}: in kernel 'end': block 0: the last block falls off the end of the kernel
; LABEL: kcc: error: {{.*}}label.s:2: no label '.Lnowhere' in function 'label'

;--- good.s
# *** Machine Dump After hazards (kernel good) ***
  v_add_u32_e64 v0, s4, v1
  s_endpgm
;--- bus.s
# *** Machine Dump After hazards (kernel bus) ***
  v_add_u32_e64 v0, s4, s5
  s_endpgm
;--- align.s
# *** Machine Dump After hazards (kernel align) ***
  s_mov_b64 s[5:6], s[8:9]
  s_endpgm
;--- end.s
# *** Machine Dump After hazards (kernel end) ***
  v_mov_b32_e32 v0, 0
;--- label.s
# *** Machine Dump After hazards (kernel label) ***
  s_cbranch_scc0 .Lnowhere
  s_endpgm
