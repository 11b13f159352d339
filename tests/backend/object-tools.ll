; kcc's code objects satisfy LLVM's tools: -S output assembles (llvm-mc) to the same code bytes
; as kcc's object, llvm-readobj reads the metadata note, llvm-objdump disassembles, ld.lld links.
; RUN: %kcc %s -o %t.o
; RUN: %kcc %s -S -o %t.s
; RUN: llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj %t.s -o %t.mc.o
; RUN: llvm-objcopy -O binary --only-section=.text %t.o %t.text
; RUN: llvm-objcopy -O binary --only-section=.text %t.mc.o %t.mc.text
; RUN: cmp %t.text %t.mc.text
; RUN: llvm-objcopy -O binary --only-section=.rodata %t.o %t.kd
; RUN: llvm-objcopy -O binary --only-section=.rodata %t.mc.o %t.mc.kd
; RUN: cmp %t.kd %t.mc.kd
; RUN: llvm-readobj --notes --symbols %t.o | FileCheck %s --check-prefix=NOTES
; RUN: llvm-objdump -d --mcpu=gfx900 %t.o | FileCheck %s --check-prefix=DIS
; RUN: ld.lld -shared %t.o -o %t.so

; NOTES: Name: add_one.kd
; NOTES: .name: add_one
; NOTES: .sgpr_count:
; NOTES: .vgpr_count:
; DIS: <add_one>:
; DIS: global_load_dword
; DIS: global_store_dword
; DIS: s_endpgm

define amdgpu_kernel void @add_one(ptr addrspace(1) %p) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %e = getelementptr i32, ptr addrspace(1) %p, i32 %tid
  %v = load i32, ptr addrspace(1) %e
  %w = add i32 %v, 1
  store i32 %w, ptr addrspace(1) %e
  ret void
}
