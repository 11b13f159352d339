; __constant tables go to .rodata and are addressed PC-relative: s_getpc_b64 plus two
; literals the linker fills (R_AMDGPU_REL32_LO/HI); llvm-mc assembles -S to the same code.
; RUN: %kcc %s -o %t.o
; RUN: %kcc %s -S -o %t.s
; RUN: FileCheck %s --check-prefix=ASM < %t.s
; RUN: llvm-readobj -r %t.o | FileCheck %s --check-prefix=RELOC
; RUN: llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj %t.s -o %t.mc.o
; RUN: llvm-objcopy -O binary --only-section=.text %t.o %t.text
; RUN: llvm-objcopy -O binary --only-section=.text %t.mc.o %t.mc.text
; RUN: cmp %t.text %t.mc.text
; RUN: ld.lld -shared %t.o -o %t.so

; ASM: s_getpc_b64 [[PC:s\[[0-9]+]]:{{[0-9]+}}]
; ASM-NEXT: s_add_u32 {{s[0-9]+}}, {{s[0-9]+}}, table@rel32@lo+4
; ASM-NEXT: s_addc_u32 {{s[0-9]+}}, {{s[0-9]+}}, table@rel32@hi+12
; RELOC: R_AMDGPU_REL32_LO table 0x4
; RELOC: R_AMDGPU_REL32_HI table 0xC

@table = internal addrspace(4) constant [4 x i32] [i32 2, i32 3, i32 5, i32 7], align 4

define amdgpu_kernel void @lookup(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %i = and i32 %tid, 3
  %p = getelementptr [4 x i32], ptr addrspace(4) @table, i32 0, i32 %i
  %v = load i32, ptr addrspace(4) %p
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v, ptr addrspace(1) %o
  ret void
}
