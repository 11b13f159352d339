; kcc -S shows inline asm's instructions in place, in llvm-mc syntax with the allocated
; registers: the output of one asm is the input of the next, and the whole listing assembles
; with llvm-mc (the oracle for the syntax).
; RUN: %kcc %s -S -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj %t.s -o %t.o

; CHECK-LABEL: text:
; CHECK: v_add_u32_e32 [[A:v[0-9]+]], v0, v0
; CHECK-NEXT: v_mul_u32_u24_e32 [[B:v[0-9]+]], 3, [[A]]
; CHECK-NEXT: s_nop 2
; CHECK: global_store_dword v{{[0-9]+}}, [[B]], s{{\[[0-9]+:[0-9]+\]}}
define amdgpu_kernel void @text(ptr addrspace(1) %p) #0 {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %a = call i32 asm "v_add_u32 $0, $1, $1", "=v,v"(i32 %t)
  %b = call i32 asm "v_mul_u32_u24 $0, 3, $1 ; a comment\0A s_nop 2", "=v,v"(i32 %a)
  %o = getelementptr i32, ptr addrspace(1) %p, i32 %t
  store i32 %b, ptr addrspace(1) %o
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

attributes #0 = { "target-cpu"="gfx900" }
