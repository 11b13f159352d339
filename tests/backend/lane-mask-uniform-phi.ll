; A divergent boolean phi (a lane mask) whose incoming values are uniform booleans: `x > 1 &&
; steps < 1000` in a loop, as clang -O0 + mem2reg leaves it (a phi of `false` and the uniform
; compare at the join of the divergent `&&`). Each edge merges its value into the phi's mask
; for its active lanes directly (no lane mask of its own first): `false` clears them with one
; s_andn2_b64 (not s_cmp_lg_u32 0, 0 + s_cselect_b64 + three merge instructions), the uniform
; compare's mask (s_cselect_b64 of EXEC, within EXEC) is ORed in without an AND with EXEC.
; The results must equal llc-22's.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/values.py %t.in 256 32 31
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(256*4))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel steps --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in --arg i32:1000 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel steps --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in --arg i32:1000 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel steps --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in --arg i32:5 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel steps --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in --arg i32:5 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s
target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: steps:
; CHECK-NOT: s_cmp_lg_u32 0, 0
; CHECK: [[HEADER:.Lsteps_[0-9]+]]:
; CHECK: v_cmp_lt_u32_e32 vcc, 1, v{{[0-9]+}}
; CHECK: s_andn2_b64 [[PHI:s\[[0-9]+:[0-9]+\]]], [[PHI]], exec
; CHECK: s_cmp_lt_i32 [[STEPS:s[0-9]+]], s{{[0-9]+}}
; CHECK-NEXT: s_cselect_b64 [[MASK:s\[[0-9]+:[0-9]+\]]], exec, 0
; CHECK-NEXT: s_andn2_b64 [[PHI]], [[PHI]], exec
; CHECK-NEXT: s_or_b64 [[PHI]], [[PHI]], [[MASK]]
; CHECK: s_branch [[HEADER]]
define amdgpu_kernel void @steps(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %cap) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %g, 6
  %i = add i32 %base, %tid
  %ip = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %x0 = load i32, ptr addrspace(1) %ip
  %x1 = and i32 %x0, 1023
  br label %header
header:
  %x = phi i32 [ %x1, %entry ], [ %xn, %latch ]
  %n = phi i32 [ 0, %entry ], [ %n1, %latch ]
  %big = icmp ugt i32 %x, 1
  br i1 %big, label %more, label %test
more:
  %under = icmp slt i32 %n, %cap
  br label %test
test:
  %go = phi i1 [ false, %header ], [ %under, %more ]
  br i1 %go, label %body, label %exit
body:
  %odd = and i32 %x, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %up, label %down
up:
  %x3 = mul i32 %x, 3
  %x3p = add i32 %x3, 1
  br label %latch
down:
  %xh = lshr i32 %x, 1
  br label %latch
latch:
  %xn = phi i32 [ %x3p, %up ], [ %xh, %down ]
  %n1 = add nsw i32 %n, 1
  br label %header
exit:
  %op = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %n, ptr addrspace(1) %op
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
