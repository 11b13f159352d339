; f64 division and square root, f32 square root (correctly rounded, and with !fpmath as
; OpenCL's sqrt has it) and f32 division with !fpmath 2.5, divergent and uniform, on special
; and random operands. Results must equal llc-22's bit for bit.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/floats.py %t.a64 128 64 5
; RUN: python3 %inputs/backend/floats.py %t.b64 128 64 6
; RUN: python3 %inputs/backend/floats.py %t.a32 128 32 7
; RUN: python3 %inputs/backend/floats.py %t.b32 128 32 8
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(128*8*4))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel f64 --grid 128 --block 64 --arg buf:%t.out --arg buf:%t.a64 --arg buf:%t.b64 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel f64 --grid 128 --block 64 --arg buf:%t.out --arg buf:%t.a64 --arg buf:%t.b64 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel f32 --grid 128 --block 64 --arg buf:%t.out --arg buf:%t.a32 --arg buf:%t.b32 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel f32 --grid 128 --block 64 --arg buf:%t.out --arg buf:%t.a32 --arg buf:%t.b32 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: python3 -c "import struct,sys; open(sys.argv[1],'wb').write(struct.pack('<ddfiddfi', 1e-300, -7.25, 3e-39, 0, 2.0, 3.0, 2.5, 0))" %t.u
; RUN: %kcc run %t.kcc.o --kernel uniform --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.u --arg i32:0 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel uniform --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.u --arg i32:0 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel uniform --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.u --arg i32:3 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel uniform --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.u --arg i32:3 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s

; CHECK-LABEL: f64:
; CHECK: v_div_scale_f64 [[DS:v\[[0-9]+:[0-9]+\]]], s[{{[0-9]+:[0-9]+}}], [[DEN:v\[[0-9]+:[0-9]+\]]], [[DEN]], [[NUM:v\[[0-9]+:[0-9]+\]]]
; CHECK-NEXT: v_div_scale_f64 [[NS:v\[[0-9]+:[0-9]+\]]], vcc, [[NUM]], [[DEN]], [[NUM]]
; CHECK-NEXT: v_rcp_f64_e32 [[R:v\[[0-9]+:[0-9]+\]]], [[DS]]
; CHECK: v_div_fmas_f64
; CHECK-NEXT: v_div_fixup_f64
; CHECK: v_cmp_gt_f64_e32
; CHECK: v_ldexp_f64
; CHECK-NEXT: v_rsq_f64_e32
; CHECK: v_cmp_class_f64_e64
; CHECK-LABEL: f32:
; CHECK: v_sqrt_f32_e32
; CHECK: v_fma_f32 v{{[0-9]+}}, -v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}
; CHECK: v_cmp_class_f32_e64
; CHECK: v_ldexp_f32
; CHECK-NEXT: v_sqrt_f32_e32
; CHECK-NEXT: v_cndmask_b32_e64 v{{[0-9]+}}, 0, -16,
; CHECK: v_frexp_mant_f32_e32
; CHECK-NEXT: v_rcp_f32_e32
; CHECK: v_ldexp_f32
; Uniform operands in SGPRs: one of them is read in place.
; CHECK-LABEL: uniform:
; CHECK: v_div_scale_f64 v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}]

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare double @llvm.sqrt.f64(double)
declare float @llvm.sqrt.f32(float)

define internal i32 @index() alwaysinline {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %g, 64
  %i = add i32 %base, %id
  ret i32 %i
}

define amdgpu_kernel void @f64(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %i = call i32 @index()
  %pa = getelementptr double, ptr addrspace(1) %a, i32 %i
  %pb = getelementptr double, ptr addrspace(1) %b, i32 %i
  %x = load double, ptr addrspace(1) %pa
  %y = load double, ptr addrspace(1) %pb
  %q = fdiv double %x, %y
  %s = call double @llvm.sqrt.f64(double %x)
  %o = mul i32 %i, 2
  %p0 = getelementptr double, ptr addrspace(1) %out, i32 %o
  store double %q, ptr addrspace(1) %p0
  %p1 = getelementptr double, ptr addrspace(1) %p0, i32 1
  store double %s, ptr addrspace(1) %p1
  ret void
}

define amdgpu_kernel void @f32(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %i = call i32 @index()
  %pa = getelementptr float, ptr addrspace(1) %a, i32 %i
  %pb = getelementptr float, ptr addrspace(1) %b, i32 %i
  %x = load float, ptr addrspace(1) %pa
  %y = load float, ptr addrspace(1) %pb
  %s = call float @llvm.sqrt.f32(float %x)
  %f = call float @llvm.sqrt.f32(float %y), !fpmath !0
  %q = fdiv float %x, %y, !fpmath !1
  %o = mul i32 %i, 3
  %p0 = getelementptr float, ptr addrspace(1) %out, i32 %o
  store float %s, ptr addrspace(1) %p0
  %p1 = getelementptr float, ptr addrspace(1) %p0, i32 1
  store float %f, ptr addrspace(1) %p1
  %p2 = getelementptr float, ptr addrspace(1) %p0, i32 2
  store float %q, ptr addrspace(1) %p2
  ret void
}

; Values loaded through a uniform constant pointer live in SGPRs.
define amdgpu_kernel void @uniform(ptr addrspace(1) %out, ptr addrspace(4) %in, i32 %k) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %px = getelementptr double, ptr addrspace(4) %in, i32 %k
  %x = load double, ptr addrspace(4) %px
  %py = getelementptr double, ptr addrspace(4) %px, i32 1
  %y = load double, ptr addrspace(4) %py
  %pz = getelementptr double, ptr addrspace(4) %px, i32 2
  %z = load float, ptr addrspace(4) %pz
  %q = fdiv double %x, %y
  %s = call double @llvm.sqrt.f64(double %x)
  %t = call float @llvm.sqrt.f32(float %z)
  %u = call float @llvm.sqrt.f32(float %z), !fpmath !0
  %o = mul i32 %id, 4
  %p0 = getelementptr double, ptr addrspace(1) %out, i32 %o
  store double %q, ptr addrspace(1) %p0
  %p1 = getelementptr double, ptr addrspace(1) %p0, i32 1
  store double %s, ptr addrspace(1) %p1
  %p2 = getelementptr double, ptr addrspace(1) %p0, i32 2
  store float %t, ptr addrspace(1) %p2
  %p3 = getelementptr double, ptr addrspace(1) %p0, i32 3
  store float %u, ptr addrspace(1) %p3
  ret void
}

!0 = !{float 3.0}
!1 = !{float 2.5}
