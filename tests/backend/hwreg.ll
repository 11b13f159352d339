; llvm.amdgcn.s.getreg/s.setreg: s_getreg_b32 (a uniform result) and s_setreg_b32 of a value
; read from the first lane (llc writes constants with s_setreg_imm32_b32), two wait states
; before the next read. The MODE register starts as the kernel descriptor's float modes, so
; kcc's and llc-22's objects read the same bits; then fields of it are written and read back.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(256 * 16))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel modes --grid 256 --block 64 --arg buf:%t.out --arg i32:5 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel modes --grid 256 --block 64 --arg buf:%t.out --arg i32:5 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s
; RUN: %llc %s -o - | FileCheck %s
; RUN: %kcc %s -S -o %t.s
; RUN: llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj %t.s -o %t.mc.o
target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: modes:
; CHECK: s_getreg_b32
; CHECK: s_setreg_{{b32|imm32_b32}}
; CHECK: s_nop
; CHECK: s_getreg_b32
define amdgpu_kernel void @modes(ptr addrspace(1) %out, i32 %k) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %base = shl i32 %gid, 2
  ; MODE as the descriptor set it (id 1, offset 0, size 10: round, denorm, dx10 clamp, IEEE).
  %m0 = call i32 @llvm.amdgcn.s.getreg(i32 18433)
  %p0 = getelementptr i32, ptr addrspace(1) %out, i32 %base
  store i32 %m0, ptr addrspace(1) %p0
  ; The f32 round mode (2 bits at 0) set to a constant, read back as a 4-bit field.
  call void @llvm.amdgcn.s.setreg(i32 2049, i32 2)
  %m1 = call i32 @llvm.amdgcn.s.getreg(i32 6145)
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i32 1
  store i32 %m1, ptr addrspace(1) %p1
  ; A uniform argument into the f64 round mode (2 bits at 2), the whole low byte read back.
  %w = add i32 %k, %g
  call void @llvm.amdgcn.s.setreg(i32 2177, i32 %w)
  %m2 = call i32 @llvm.amdgcn.s.getreg(i32 14337)
  %p2 = getelementptr i32, ptr addrspace(1) %p0, i32 2
  store i32 %m2, ptr addrspace(1) %p2
  ; Back to round-to-nearest everywhere before leaving; a uniform branch on a field.
  call void @llvm.amdgcn.s.setreg(i32 6145, i32 0)
  %m3 = call i32 @llvm.amdgcn.s.getreg(i32 6145)
  %zero = icmp eq i32 %m3, 0
  %r = select i1 %zero, i32 7, i32 9
  %p3 = getelementptr i32, ptr addrspace(1) %p0, i32 3
  store i32 %r, ptr addrspace(1) %p3
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.s.getreg(i32)
declare void @llvm.amdgcn.s.setreg(i32, i32)
