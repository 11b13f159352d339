; Signed saturating <2 x i16> arithmetic: llc-22 uses v_pk_add_i16 / v_pk_sub_i16 with clamp,
; whose results on the emulator must be what the IR means (tests/Inputs/backend/packed16.py);
; kcc's element-wise expansion must give the same.
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: %kcc %s -o %t.kcc.o
; RUN: rm -rf %t.in %t.llc %t.kcc && mkdir -p %t.in %t.llc %t.kcc
; RUN: %python %inputs/backend/packed16.py inputs %t.in
; RUN: %python -c "import sys; open(sys.argv[1],'wb').write(bytes(256 * 22 * 4))" %t.out
; RUN: %kcc run %t.llc.o --kernel i16x2_ssat --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in/ia --arg buf:%t.in/ib --arg buf:%t.in/ic --out-dir %t.llc
; RUN: %python %inputs/backend/packed16.py check i16x2_ssat %t.in %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel i16x2_ssat --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in/ia --arg buf:%t.in/ib --arg buf:%t.in/ic --out-dir %t.kcc
; RUN: %python %inputs/backend/packed16.py check i16x2_ssat %t.in %t.kcc/arg0.bin
; RUN: %llc %s -o - | FileCheck %s --check-prefix=LLC

; LLC: v_pk_add_i16 {{.*}} clamp
; LLC: v_pk_sub_i16 {{.*}} clamp

target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare <2 x i16> @llvm.sadd.sat.v2i16(<2 x i16>, <2 x i16>)
declare <2 x i16> @llvm.ssub.sat.v2i16(<2 x i16>, <2 x i16>)

define amdgpu_kernel void @i16x2_ssat(ptr addrspace(1) %out, ptr addrspace(1) %pa, ptr addrspace(1) %pb, ptr addrspace(1) %pc) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %g64 = shl i32 %g, 6
  %id = add i32 %g64, %t
  %ia = getelementptr <2 x i16>, ptr addrspace(1) %pa, i32 %id
  %ib = getelementptr <2 x i16>, ptr addrspace(1) %pb, i32 %id
  %ic = getelementptr <2 x i16>, ptr addrspace(1) %pc, i32 %id
  %a = load <2 x i16>, ptr addrspace(1) %ia
  %b = load <2 x i16>, ptr addrspace(1) %ib
  %c = load <2 x i16>, ptr addrspace(1) %ic
  %po = getelementptr [2 x i32], ptr addrspace(1) %out, i32 %id
  %r0 = call <2 x i16> @llvm.sadd.sat.v2i16(<2 x i16> %a, <2 x i16> %b)
  %p0 = getelementptr <2 x i16>, ptr addrspace(1) %po, i32 0
  store <2 x i16> %r0, ptr addrspace(1) %p0
  %r1 = call <2 x i16> @llvm.ssub.sat.v2i16(<2 x i16> %a, <2 x i16> %b)
  %p1 = getelementptr <2 x i16>, ptr addrspace(1) %po, i32 1
  store <2 x i16> %r1, ptr addrspace(1) %p1
  ret void
}
