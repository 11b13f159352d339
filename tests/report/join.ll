; kcc --report on a diamond: %p is divergent through sync dependence (a phi at the join
; of the divergent branch in %entry), %tid/%idx/%c through data dependence on the work-item
; id; %u, %q and %addr depend only on the argument %n (uniform), so the branch in %join
; stays scalar. opt-22's print<uniformity> cross-checks which values are divergent.
; RUN: %kcc %s --report | FileCheck %s
; RUN: opt -mtriple=amdgcn-amd-amdhsa -passes='print<uniformity>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPT

target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @join(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = add i32 %tid, %n
  %c = icmp slt i32 %idx, 16
  %u = icmp sgt i32 %n, 0
  br i1 %c, label %then, label %join

then:
  br label %join

join:
  %p = phi i32 [ 1, %then ], [ 2, %entry ]
  %q = mul i32 %n, 3
  br i1 %u, label %store, label %exit

store:
  %addr = getelementptr i32, ptr addrspace(1) %out, i32 %q
  store i32 %p, ptr addrspace(1) %addr
  br label %exit

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

; CHECK:      kernel join
; CHECK-NEXT:   divergent values (VGPRs): 4 of 9
; CHECK-NEXT:     %tid ({{.*}}join.ll:12) source: work-item id
; CHECK-NEXT:     %idx ({{.*}}join.ll:13) <- %tid ({{.*}}join.ll:12): work-item id
; CHECK-NEXT:     %c ({{.*}}join.ll:14) <- %idx ({{.*}}join.ll:13) <- %tid ({{.*}}join.ll:12): work-item id
; CHECK-NEXT:     %p ({{.*}}join.ll:22) <- join of the divergent branch in %entry ({{.*}}join.ll:16) <- %c ({{.*}}join.ll:14) <- %idx ({{.*}}join.ll:13) <- %tid ({{.*}}join.ll:12): work-item id
; CHECK-NEXT:   branches: 1 divergent (linearized with exec masks), 1 uniform (scalar branches)
; CHECK-NEXT:     divergent %entry ({{.*}}join.ll:16): br i1 %c, label %then, label %join <- %c ({{.*}}join.ll:14) <- %idx ({{.*}}join.ll:13) <- %tid ({{.*}}join.ll:12): work-item id
; CHECK-NEXT:     uniform   %join ({{.*}}join.ll:24): br i1 %u, label %store, label %exit
; CHECK-NEXT:   registers and static instructions: with uniformity, with --no-uniformity
; CHECK-NEXT:     SGPRs                {{[0-9]+}} {{[0-9]+}}
; CHECK-NEXT:     VGPRs                {{[0-9]+}} {{[0-9]+}}
; CHECK-NEXT:     instructions         {{[0-9]+}} {{[0-9]+}}
; --no-uniformity linearizes both branches.
; CHECK-NEXT:     scalar branches           1      0
; CHECK-NEXT:     linearized branches       1      2

; OPT:     DIVERGENT: %tid =
; OPT:     DIVERGENT: %idx =
; OPT:     DIVERGENT: %c =
; OPT-NOT: DIVERGENT: %u =
; OPT:     DIVERGENT: br i1 %c
; OPT:     DIVERGENT: %p =
; OPT-NOT: DIVERGENT: %q =
; OPT-NOT: DIVERGENT: %addr =
; OPT-NOT: DIVERGENT: br i1 %u
