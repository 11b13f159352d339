; llvm.amdgcn.sqrt: the square root unit itself (v_sqrt_f16/f32/f64, no denormal scaling or
; refinement), as llc-22 selects it. kcc's and llc-22's objects run on the emulator on special
; and random floats and must write the same bits.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/float-specials.py %t.f 1024 71 f64x1 f32x1 f16x2
; RUN: %python -c "import sys; open(sys.argv[1],'wb').write(bytes(1024 * 16))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel k --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.f --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel k --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.f --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s
target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: k:
; CHECK-DAG: v_sqrt_f64
; CHECK-DAG: v_sqrt_f32
; CHECK-DAG: v_sqrt_f16
define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr <{ double, float, half, half }>, ptr addrspace(1) %in, i32 %gid
  %pf = getelementptr i8, ptr addrspace(1) %pi, i32 8
  %ph = getelementptr i8, ptr addrspace(1) %pi, i32 12
  %d = load double, ptr addrspace(1) %pi, align 4
  %f = load float, ptr addrspace(1) %pf, align 4
  %h = load half, ptr addrspace(1) %ph, align 2
  %rd = call double @llvm.amdgcn.sqrt.f64(double %d)
  %rf = call float @llvm.amdgcn.sqrt.f32(float %f)
  %rh = call half @llvm.amdgcn.sqrt.f16(half %h)
  %po = getelementptr <{ double, float, half, half }>, ptr addrspace(1) %out, i32 %gid
  %of = getelementptr i8, ptr addrspace(1) %po, i32 8
  %oh = getelementptr i8, ptr addrspace(1) %po, i32 12
  store double %rd, ptr addrspace(1) %po, align 4
  store float %rf, ptr addrspace(1) %of, align 4
  store half %rh, ptr addrspace(1) %oh, align 2
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare double @llvm.amdgcn.sqrt.f64(double)
declare float @llvm.amdgcn.sqrt.f32(float)
declare half @llvm.amdgcn.sqrt.f16(half)
