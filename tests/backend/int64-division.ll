; 64-bit division and remainder (LLVM's expansion: f32 reciprocal, two integer Newton steps,
; two corrections), divergent, uniform and mixed; signed forms divide magnitudes. Results
; must equal llc-22's on boundary and random operands.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/values.py %t.a 128 64 1
; RUN: python3 %inputs/backend/values.py %t.b 128 64 2 nonzero
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(128*32))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel divergent --grid 128 --block 64 --arg buf:%t.out --arg buf:%t.a --arg buf:%t.b --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel divergent --grid 128 --block 64 --arg buf:%t.out --arg buf:%t.a --arg buf:%t.b --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel mixed --grid 128 --block 64 --arg buf:%t.out --arg buf:%t.a --arg i64:-1000003 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel mixed --grid 128 --block 64 --arg buf:%t.out --arg buf:%t.a --arg i64:-1000003 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel uniform --grid 64 --block 64 --arg buf:%t.out --arg i64:-9223372036854775807 --arg i64:77777777777 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel uniform --grid 64 --block 64 --arg buf:%t.out --arg i64:-9223372036854775807 --arg i64:77777777777 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; (2^64 - 1) / (2^32 + 1) takes both corrections.
; RUN: %kcc run %t.kcc.o --kernel uniform --grid 64 --block 64 --arg buf:%t.out --arg i64:-1 --arg i64:4294967297 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel uniform --grid 64 --block 64 --arg buf:%t.out --arg i64:-1 --arg i64:4294967297 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s

; The reciprocal estimate, the Newton steps' 32x32->64 products, the corrections.
; CHECK-LABEL: divergent:
; CHECK: v_cvt_f32_u32_e32 [[LO:v[0-9]+]], v{{[0-9]+}}
; CHECK-NEXT: v_cvt_f32_u32_e32 [[HI:v[0-9]+]], v{{[0-9]+}}
; CHECK-NEXT: v_madmk_f32{{(_e32)?}} [[LO]], [[HI]], 0x4f800000, [[LO]]
; CHECK-NEXT: v_rcp_f32_e32 [[LO]], [[LO]]
; CHECK-NEXT: v_mul_f32_e32 [[LO]], 0x5f7ffffc, [[LO]]
; CHECK: v_mad_u64_u32
; CHECK: v_cmp_ge_u64_e64
; CHECK: v_cmp_ge_u64_e64
; CHECK: global_store_dwordx2
; A uniform divisor is read from its SGPRs; the signed one's magnitude is taken first.
; CHECK-LABEL: mixed:
; CHECK: v_cmp_gt_i32_e64 s[{{[0-9]+}}:{{[0-9]+}}], 0, s{{[0-9]+}}
; CHECK: v_cndmask_b32
; Uniform operands are read from their SGPRs (bank selection leaves the result in VGPRs:
; the scalar unit has no division).
; CHECK-LABEL: uniform:
; CHECK: v_cvt_f32_u32_e32 v{{[0-9]+}}, s{{[0-9]+}}
; CHECK-NEXT: v_cvt_f32_u32_e32 v{{[0-9]+}}, s{{[0-9]+}}

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @divergent(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %g, 64
  %i = add i32 %base, %id
  %pa = getelementptr i64, ptr addrspace(1) %a, i32 %i
  %pb = getelementptr i64, ptr addrspace(1) %b, i32 %i
  %x = load i64, ptr addrspace(1) %pa
  %y = load i64, ptr addrspace(1) %pb
  %q = udiv i64 %x, %y
  %r = urem i64 %x, %y
  %sq = sdiv i64 %x, %y
  %sr = srem i64 %x, %y
  call void @store4(ptr addrspace(1) %out, i32 %i, i64 %q, i64 %r, i64 %sq, i64 %sr)
  ret void
}

define amdgpu_kernel void @mixed(ptr addrspace(1) %out, ptr addrspace(1) %a, i64 %y) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %g, 64
  %i = add i32 %base, %id
  %pa = getelementptr i64, ptr addrspace(1) %a, i32 %i
  %x = load i64, ptr addrspace(1) %pa
  %q = udiv i64 %x, %y
  %r = urem i64 %x, %y
  %sq = sdiv i64 %x, %y
  %sr = srem i64 %x, %y
  call void @store4(ptr addrspace(1) %out, i32 %i, i64 %q, i64 %r, i64 %sq, i64 %sr)
  ret void
}

define amdgpu_kernel void @uniform(ptr addrspace(1) %out, i64 %x, i64 %y) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %q = udiv i64 %x, %y
  %r = urem i64 %y, %x
  %sq = sdiv i64 %x, %y
  %sr = srem i64 %x, %y
  call void @store4(ptr addrspace(1) %out, i32 %id, i64 %q, i64 %r, i64 %sq, i64 %sr)
  ret void
}

define internal void @store4(ptr addrspace(1) %out, i32 %i, i64 %a, i64 %b, i64 %c, i64 %d) alwaysinline {
  %o = mul i32 %i, 4
  %p0 = getelementptr i64, ptr addrspace(1) %out, i32 %o
  store i64 %a, ptr addrspace(1) %p0
  %p1 = getelementptr i64, ptr addrspace(1) %p0, i32 1
  store i64 %b, ptr addrspace(1) %p1
  %p2 = getelementptr i64, ptr addrspace(1) %p0, i32 2
  store i64 %c, ptr addrspace(1) %p2
  %p3 = getelementptr i64, ptr addrspace(1) %p0, i32 3
  store i64 %d, ptr addrspace(1) %p3
  ret void
}
declare i32 @llvm.amdgcn.workgroup.id.x()
