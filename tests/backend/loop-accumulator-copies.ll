; fuse (`share_argument_copies`): a uniform 0 that starts a VGPR accumulator and is also the
; value after a loop that runs no trip is one copy into a VGPR, not one per block argument.
; The loop's accumulator, its update and the exit's value then share a register: no copy on
; the back edge, and the latch branches back at the bottom (no `s_branch` around a copy), as
; llc-22's loop. The code computes what llc-22's does on the emulator.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/values.py %t.a 1024 32 3
; RUN: python3 %inputs/backend/values.py %t.b 1024 32 4
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel dot --grid 128 --block 64 --arg zeros:512 --arg buf:%t.a --arg buf:%t.b --arg i32:7 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel dot --grid 128 --block 64 --arg zeros:512 --arg buf:%t.a --arg buf:%t.b --arg i32:7 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel dot --grid 128 --block 64 --arg zeros:512 --arg buf:%t.a --arg buf:%t.b --arg i32:0 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel dot --grid 128 --block 64 --arg zeros:512 --arg buf:%t.a --arg buf:%t.b --arg i32:0 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s

; CHECK-LABEL: dot:
; CHECK: v_mov_b32_e32 [[ACC:v[0-9]+]], 0
; CHECK-NOT: v_mov_b32_e32 v{{[0-9]+}}, 0
; CHECK: s_cbranch_scc0 [[EXIT:.L[a-z_0-9]+]]
; CHECK: [[LOOP:.L[a-z_0-9]+]]:
; CHECK-NOT: v_mov_b32
; CHECK: v_mul_lo_u32 [[P:v[0-9]+]]
; CHECK-NEXT: v_add_u32_e32 [[ACC]], [[P]], [[ACC]]
; CHECK-NOT: v_mov_b32
; CHECK: s_cbranch_scc0 [[LOOP]]
; CHECK-NEXT: [[EXIT]]:
; CHECK: global_store_dword v[{{[0-9]+:[0-9]+}}], [[ACC]], off

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()

define amdgpu_kernel void @dot(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %gid = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %gid, 64
  %i = add i32 %base, %tid
  %any = icmp sgt i32 %n, 0
  br i1 %any, label %loop, label %exit
loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %ka = add i32 %k, %i
  %ka64 = sext i32 %ka to i64
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %ka64
  %x = load i32, ptr addrspace(1) %pa, align 4
  %kb = mul i32 %k, 128
  %kb.i = add i32 %kb, %i
  %kb64 = sext i32 %kb.i to i64
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %kb64
  %y = load i32, ptr addrspace(1) %pb, align 4
  %p = mul i32 %x, %y
  %acc.next = add i32 %p, %acc
  %k.next = add i32 %k, 1
  %done = icmp eq i32 %k.next, %n
  br i1 %done, label %exit, label %loop
exit:
  %r = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %i64 = sext i32 %i to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i64
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}
