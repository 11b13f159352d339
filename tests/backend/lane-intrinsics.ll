; Compare-mask and writelane intrinsics: uniform results from per-lane operands (no
; readfirstlane of the compared values). Results must equal llc-22's.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: head -c 256 /dev/zero > %t.zero
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel k --grid 64 --block 64 --arg buf:%t.zero --arg i32:1000 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel k --grid 64 --block 64 --arg buf:%t.zero --arg i32:1000 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s
; CHECK: v_cmp_gt_u32_e32 vcc, 10, v{{[0-9]+}}
; CHECK: v_writelane_b32

declare i64 @llvm.amdgcn.icmp.i64.i32(i32, i32, i32)
declare i32 @llvm.amdgcn.writelane.i32(i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %v) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %m = call i64 @llvm.amdgcn.icmp.i64.i32(i32 %tid, i32 10, i32 36)
  %w = call i32 @llvm.amdgcn.writelane.i32(i32 %v, i32 5, i32 %tid)
  %t = trunc i64 %m to i32
  %s = add i32 %w, %t
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %s, ptr addrspace(1) %p
  ret void
}
