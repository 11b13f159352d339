; A branch in the middle of a machine block passes on to its target what holds at the branch,
; not what the instructions after it (on the fall-through path) make true. Here the
; allocator moves the work-group id (read only in %case4) into a new register on both edges
; out of the entry's dispatch: on the fall-through edge after the branch to %case6's stub, and
; on a detour before that stub. The scalar peephole once took the fall-through copy as known
; at the stub and dropped the detour's copy, so %case4 read a stale register (reduced from
; fuzz seed 123199). The peephole's EXEC facts flowed the same way. Both compilers' objects
; run on the emulator (the umax makes the result independent of the work-groups' order).
; RUN: %kcc %s -S -o - | FileCheck %s
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel k --grid 64 --block 8 --arg zeros:32 --arg zeros:8 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel k --grid 64 --block 8 --arg zeros:32 --arg zeros:8 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin

; The copy is made on both paths.
; CHECK-LABEL: k:
; CHECK: s_cbranch_scc1 [[STUB:.Lk_[0-9]+]]
; CHECK-NEXT: s_mov_b32 [[ID:s[0-9]+]], [[INPUT:s[0-9]+]]
; CHECK: [[STUB]]:
; CHECK-NEXT: s_mov_b32 [[ID]], [[INPUT]]
; CHECK-NEXT: s_mov_b64 exec,


define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %y = load i32, ptr addrspace(1) %in, align 4
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  switch i32 %tid, label %case3 [
    i32 0, label %case4
    i32 1, label %case5
    i32 2, label %case6
    i32 3, label %join2
  ]

case3:
  br label %join2

case4:
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  br label %join2

case5:
  ret void

case6:
  br label %join2

join2:
  %v68 = phi i32 [ 32768, %entry ], [ 0, %case3 ], [ %wg, %case4 ], [ 0, %case6 ]
  %y64 = zext i32 %y to i64
  store i64 %y64, ptr addrspace(1) %in, align 8
  %mine = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %old = atomicrmw umax ptr addrspace(1) %mine, i32 %v68 monotonic, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
