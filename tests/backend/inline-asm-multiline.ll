; Inline asm whose text spans several lines of the .ll (LLVM's own tests pad code this way)
; with VOP3 forms of operand-less instructions (`v_nop_e64`, `v_clrexcp_e64`, which llvm-mc
; takes): kcc assembles them as llc-22 does (the same CHECK lines on both objects' code), and
; an error in such a text is placed at the call's line, and the instructions after it keep
; their lines.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: llvm-objdump -d --no-show-raw-insn %t.kcc.o | FileCheck %s
; RUN: llvm-objdump -d --no-show-raw-insn %t.llc.o | FileCheck %s
; RUN: sed 's/v_clrexcp_e64/v_frobnicate/' %s > %t.bad.ll
; RUN: not %kcc %t.bad.ll -o %t.o 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: %kcc %s --emit=mir | FileCheck %s --check-prefix=MIR
; RUN: not %llc %t.bad.ll -filetype=obj -o %t.o 2>&1 | FileCheck %s --check-prefix=LLC-BAD

; CHECK-LABEL: <k>:
; CHECK: v_nop
; CHECK-NEXT: v_nop
; CHECK-NEXT: v_clrexcp
; CHECK: global_store_dword

; LLC-BAD: invalid instruction
; BAD: kcc: error: {{.*}}.bad.ll:[[#@LINE+2]]:3: in kernel 'k', bb0, {{.*}}: inline asm statement 3 'v_frobnicate': column 1: unknown instruction 'v_frobnicate'
define amdgpu_kernel void @k(ptr addrspace(1) %p) {
  call void asm sideeffect
  "v_nop_e64
   v_nop_e64
   v_clrexcp_e64", ""()
  %t = call i32 @llvm.amdgcn.workitem.id.x()
; MIR: workitem.id.x loc([[@LINE-1]]:3)
  %o = getelementptr i32, ptr addrspace(1) %p, i32 %t
  store i32 %t, ptr addrspace(1) %o
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
