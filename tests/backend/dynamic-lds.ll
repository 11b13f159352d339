; Two static globals (the second at a nonzero offset, used more than once) come first.
; Dynamic LDS (HIP's `extern __shared__`: zero-sized LDS globals) lies after the kernel's static
; LDS, at the static end aligned to the largest dynamic alignment, and every dynamic global
; points there; the kernel takes hidden_dynamic_lds_size. The layout, the descriptor and the
; metadata must be llc-22's, and both objects, given 1 KiB of dynamic LDS at launch, must
; compute the same results (the kernel also stores the hidden_dynamic_lds_size it is given).
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: llvm-readobj --notes %t.kcc.o | grep -E "group_segment_fixed_size|dynamic_lds" > %t.kcc.md
; RUN: llvm-readobj --notes %t.llc.o | grep -E "group_segment_fixed_size|dynamic_lds" > %t.llc.md
; RUN: diff %t.kcc.md %t.llc.md
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(128*4*4))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel k --grid 128 --block 64 --dynamic-lds 1024 --arg buf:%t.out --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel k --grid 128 --block 64 --dynamic-lds 1024 --arg buf:%t.out --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; A launch without the dynamic bytes runs off the end of LDS, for both objects.
; RUN: not %kcc run %t.kcc.o --kernel k --grid 64 --block 64 --arg buf:%t.out 2>&1 | FileCheck %s --check-prefix=NOLDS
; RUN: not %kcc run %t.llc.o --kernel k --grid 64 --block 64 --arg buf:%t.out 2>&1 | FileCheck %s --check-prefix=NOLDS
; NOLDS: LDS access
; RUN: %kcc %s -S -o - | FileCheck %s
; CHECK-LABEL: k:
; CHECK: .amdhsa_group_segment_fixed_size 272
; CHECK-LABEL: only_dynamic:
; CHECK: .amdhsa_group_segment_fixed_size 0
; CHECK: .value_kind: hidden_dynamic_lds_size
; CHECK: .group_segment_fixed_size: 272
; CHECK: .value_kind: hidden_dynamic_lds_size
; CHECK: .group_segment_fixed_size: 0

@flag = internal addrspace(3) global i32 poison, align 4
@tile = internal addrspace(3) global [65 x i32] poison, align 4
@dyn = external addrspace(3) global [0 x i32], align 16
@dyn64 = external addrspace(3) global [0 x i64], align 8
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
declare void @llvm.amdgcn.s.barrier()

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  store i32 7, ptr addrspace(3) @flag
  %mine = getelementptr i32, ptr addrspace(3) @dyn, i32 %id
  %x = mul i32 %id, 3
  store i32 %x, ptr addrspace(3) %mine
  ; @tile's first use is in a block that does not dominate the second.
  %fill = icmp ult i32 %id, 64
  br i1 %fill, label %fill.tile, label %join

fill.tile:
  %t = getelementptr [65 x i32], ptr addrspace(3) @tile, i32 0, i32 %id
  store i32 %id, ptr addrspace(3) %t
  br label %join

join:
  call void @llvm.amdgcn.s.barrier()
  ; @dyn64 aliases @dyn: its element 31-id/2 holds two of @dyn's.
  %half = lshr i32 %id, 1
  %j = sub i32 31, %half
  %pw = getelementptr i64, ptr addrspace(3) @dyn64, i32 %j
  %w = load i64, ptr addrspace(3) %pw
  %n = add i32 %id, 1
  %pn = getelementptr [65 x i32], ptr addrspace(3) @tile, i32 0, i32 %n
  %tn0 = load i32, ptr addrspace(3) %pn
  %fl = load i32, ptr addrspace(3) @flag
  %tn = add i32 %tn0, %fl
  %ia = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %psz = getelementptr i8, ptr addrspace(4) %ia, i64 120
  %size = load i32, ptr addrspace(4) %psz
  %wlo = trunc i64 %w to i32
  %w32 = lshr i64 %w, 32
  %whi = trunc i64 %w32 to i32
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %g, 64
  %gid = add i32 %base, %id
  %o = mul i32 %gid, 4
  %p0 = getelementptr i32, ptr addrspace(1) %out, i32 %o
  store i32 %wlo, ptr addrspace(1) %p0
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i32 1
  store i32 %whi, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %p0, i32 2
  store i32 %tn, ptr addrspace(1) %p2
  %p3 = getelementptr i32, ptr addrspace(1) %p0, i32 3
  store i32 %size, ptr addrspace(1) %p3
  ret void
}

; Without static LDS, dynamic LDS starts at 0.
define amdgpu_kernel void @only_dynamic(ptr addrspace(1) %out) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(3) @dyn, i32 %id
  store i32 %id, ptr addrspace(3) %p
  %v = load i32, ptr addrspace(3) @dyn
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %v, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.amdgcn.workgroup.id.x()
