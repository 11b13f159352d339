; llvm.amdgcn.cvt.pkrtz: two floats as halves rounded toward zero, packed in one dword
; (v_cvt_pkrtz_f16_f32; kcc splits the dword into its two f16 results). kcc's and llc-22's
; objects run on the emulator on special and random floats; both must write what the host
; computes (tests/Inputs/backend/pkrtz.py).
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/float-specials.py %t.f 1024 81 f32x2
; RUN: %python -c "import sys; open(sys.argv[1],'wb').write(bytes(1024 * 4))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel k --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.f --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel k --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.f --out-dir %t.llc
; RUN: %python %inputs/backend/pkrtz.py %t.f %t.kcc/arg0.bin
; RUN: %python %inputs/backend/pkrtz.py %t.f %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s
target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: k:
; CHECK: v_cvt_pkrtz_f16_f32
define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr <2 x float>, ptr addrspace(1) %in, i32 %gid
  %v = load <2 x float>, ptr addrspace(1) %pi
  %a = extractelement <2 x float> %v, i32 0
  %b = extractelement <2 x float> %v, i32 1
  %h = call <2 x half> @llvm.amdgcn.cvt.pkrtz(float %a, float %b)
  %po = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %gid
  store <2 x half> %h, ptr addrspace(1) %po
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare <2 x half> @llvm.amdgcn.cvt.pkrtz(float, float)
