; llvm.amdgcn.ds.append/ds.consume: the LDS dword at the pointer (in M0) gains or loses the
; number of active lanes at once, and every lane gets the old value. Lanes with a positive
; input append, the others consume, then one divergent-address append (read from the first
; lane, as llc does). One wave per group, so the order of the counters' updates is the
; program's. kcc's and llc-22's objects run on the emulator and must write the same bytes.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/values.py %t.a 1024 32 41
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(1024 * 16))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel counters --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.a --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel counters --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.a --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s
; RUN: %llc %s -o - | FileCheck %s
target triple = "amdgcn-amd-amdhsa"

@cnt = internal addrspace(3) global [2 x i32] poison, align 4

; CHECK-LABEL: counters:
; CHECK: s_mov_b32 m0,
; CHECK-DAG: ds_append v{{[0-9]+}}
; CHECK-DAG: ds_consume v{{[0-9]+}}
define amdgpu_kernel void @counters(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %grp = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %grp, 6
  %gid = add i32 %gb, %tid
  %pin = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %x = load i32, ptr addrspace(1) %pin
  %c1 = getelementptr i32, ptr addrspace(3) @cnt, i32 1
  store i32 %grp, ptr addrspace(3) @cnt
  store i32 1000, ptr addrspace(3) %c1
  %pos = icmp sgt i32 %x, 0
  br i1 %pos, label %append, label %consume
append:
  %a = call i32 @llvm.amdgcn.ds.append.p3(ptr addrspace(3) @cnt, i1 false)
  br label %join
consume:
  %c = call i32 @llvm.amdgcn.ds.consume.p3(ptr addrspace(3) %c1, i1 false)
  %cc = or i32 %c, 65536
  br label %join
join:
  %r = phi i32 [ %a, %append ], [ %cc, %consume ]
  %odd = and i32 %tid, 1
  %which = getelementptr i32, ptr addrspace(3) @cnt, i32 %odd
  %d = call i32 @llvm.amdgcn.ds.append.p3(ptr addrspace(3) %which, i1 false)
  %base = shl i32 %gid, 2
  %p0 = getelementptr i32, ptr addrspace(1) %out, i32 %base
  store i32 %r, ptr addrspace(1) %p0
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i32 1
  store i32 %d, ptr addrspace(1) %p1
  %v0 = load i32, ptr addrspace(3) @cnt
  %v1 = load i32, ptr addrspace(3) %c1
  %p2 = getelementptr i32, ptr addrspace(1) %p0, i32 2
  store i32 %v0, ptr addrspace(1) %p2
  %p3 = getelementptr i32, ptr addrspace(1) %p0, i32 3
  store i32 %v1, ptr addrspace(1) %p3
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.ds.append.p3(ptr addrspace(3), i1)
declare i32 @llvm.amdgcn.ds.consume.p3(ptr addrspace(3), i1)
