; i128 division and remainder: a shift-subtract loop of 128 steps whatever the operands, so its
; branch is uniform even when the operands are divergent (a scalar counter and compare, no lane
; leaves the loop early); signed forms divide magnitudes. Results must equal
; llc-22's on boundary and random operands (divisors with high bits set, -1, INT_MIN), with
; divergent, uniform and mixed operands; tests/backend/int-widths.test checks i65..i128
; division against a host oracle.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/values.py %t.a 256 128 1
; RUN: python3 %inputs/backend/values.py %t.b 256 128 2 nonzero
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(256*64))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel divergent --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a --arg buf:%t.b --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel divergent --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a --arg buf:%t.b --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; A uniform divisor with high bits set: -(2^64 + 3).
; RUN: %kcc run %t.kcc.o --kernel mixed --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a --arg bytes:fdffffffffffffffeeffffffffffffff --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel mixed --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a --arg bytes:fdffffffffffffffeeffffffffffffff --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; Uniform: INT_MIN by 3; (2^128 - 1) by 2^127 + 1 (the remainder's top bit leaves it); INT_MIN
; by 1; -1 by -1.
; RUN: %kcc run %t.kcc.o --kernel uniform --grid 64 --block 64 --arg buf:%t.out --arg bytes:00000000000000000000000000000080 --arg bytes:03000000000000000000000000000000 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel uniform --grid 64 --block 64 --arg buf:%t.out --arg bytes:00000000000000000000000000000080 --arg bytes:03000000000000000000000000000000 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel uniform --grid 64 --block 64 --arg buf:%t.out --arg bytes:ffffffffffffffffffffffffffffffff --arg bytes:01000000000000000000000000000080 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel uniform --grid 64 --block 64 --arg buf:%t.out --arg bytes:ffffffffffffffffffffffffffffffff --arg bytes:01000000000000000000000000000080 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel uniform --grid 64 --block 64 --arg buf:%t.out --arg bytes:00000000000000000000000000000080 --arg bytes:01000000000000000000000000000000 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel uniform --grid 64 --block 64 --arg buf:%t.out --arg bytes:00000000000000000000000000000080 --arg bytes:01000000000000000000000000000000 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel uniform --grid 64 --block 64 --arg buf:%t.out --arg bytes:ffffffffffffffffffffffffffffffff --arg bytes:ffffffffffffffffffffffffffffffff --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel uniform --grid 64 --block 64 --arg buf:%t.out --arg bytes:ffffffffffffffffffffffffffffffff --arg bytes:ffffffffffffffffffffffffffffffff --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s

; The loop's counter and exit condition are scalar even with divergent operands.
; CHECK-LABEL: divergent:
; CHECK-NOT: s_and_saveexec
; CHECK: s_sub_u32 [[I:s[0-9]+]], s{{[0-9]+}}, 1
; CHECK-NEXT: s_cmp_lg_u32 [[I]], 0
; CHECK-LABEL: uniform:

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()

; INT_MIN / -1 is undefined: such pairs divide by 1 instead.
define amdgpu_kernel void @divergent(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %g, 64
  %i = add i32 %base, %id
  %pa = getelementptr i128, ptr addrspace(1) %a, i32 %i
  %pb = getelementptr i128, ptr addrspace(1) %b, i32 %i
  %x = load i128, ptr addrspace(1) %pa
  %y = load i128, ptr addrspace(1) %pb
  %mn = icmp eq i128 %x, -170141183460469231731687303715884105728
  %m1 = icmp eq i128 %y, -1
  %ov = and i1 %mn, %m1
  %sy = select i1 %ov, i128 1, i128 %y
  %po = getelementptr [4 x i128], ptr addrspace(1) %out, i32 %i
  call void @all(ptr addrspace(1) %po, i128 %x, i128 %y, i128 %sy)
  ret void
}

define amdgpu_kernel void @mixed(ptr addrspace(1) %out, ptr addrspace(1) %a, i128 %y) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %g, 64
  %i = add i32 %base, %id
  %pa = getelementptr i128, ptr addrspace(1) %a, i32 %i
  %x = load i128, ptr addrspace(1) %pa
  %po = getelementptr [4 x i128], ptr addrspace(1) %out, i32 %i
  call void @all(ptr addrspace(1) %po, i128 %x, i128 %y, i128 %y)
  ret void
}

define amdgpu_kernel void @uniform(ptr addrspace(1) %out, i128 %x, i128 %y) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %po = getelementptr [4 x i128], ptr addrspace(1) %out, i32 %id
  call void @all(ptr addrspace(1) %po, i128 %x, i128 %y, i128 %y)
  ret void
}

define internal void @all(ptr addrspace(1) %po, i128 %x, i128 %y, i128 %sy) alwaysinline {
  %q = udiv i128 %x, %y
  %r = urem i128 %x, %y
  %sq = sdiv i128 %x, %sy
  %sr = srem i128 %x, %sy
  store i128 %q, ptr addrspace(1) %po
  %p1 = getelementptr i128, ptr addrspace(1) %po, i32 1
  store i128 %r, ptr addrspace(1) %p1
  %p2 = getelementptr i128, ptr addrspace(1) %po, i32 2
  store i128 %sq, ptr addrspace(1) %p2
  %p3 = getelementptr i128, ptr addrspace(1) %po, i32 3
  store i128 %sr, ptr addrspace(1) %p3
  ret void
}
