; Three-way minimum, maximum and median of 16-bit integers and halves. llc-22 selects
; v_med3_i16/v_med3_u16 and v_min3_f16/v_max3_f16 for them (checked below); kcc's and llc's
; objects both run on the emulator and every result must be what the host computes
; (tests/Inputs/backend/minmax3_16.py).
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: rm -rf %t.in %t.kcc %t.llc && mkdir -p %t.in %t.kcc %t.llc
; RUN: %python %inputs/backend/minmax3_16.py inputs %t.in
; RUN: %python -c "import sys; open(sys.argv[1],'wb').write(bytes(4096 * 16))" %t.out
; RUN: %kcc run %t.llc.o --kernel minmax3 --grid 4096 --block 64 --arg buf:%t.out --arg buf:%t.in/a --arg buf:%t.in/b --arg buf:%t.in/c --out-dir %t.llc
; RUN: %python %inputs/backend/minmax3_16.py check %t.in %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel minmax3 --grid 4096 --block 64 --arg buf:%t.out --arg buf:%t.in/a --arg buf:%t.in/b --arg buf:%t.in/c --out-dir %t.kcc
; RUN: %python %inputs/backend/minmax3_16.py check %t.in %t.kcc/arg0.bin
; RUN: %llc %s -o - | FileCheck %s --check-prefix=LLC

; LLC-DAG: v_med3_i16
; LLC-DAG: v_med3_u16
; LLC-DAG: v_min3_f16
; LLC-DAG: v_max3_f16

define amdgpu_kernel void @minmax3(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %g, 6
  %i = add i32 %base, %id
  %pa = getelementptr i16, ptr addrspace(1) %a, i32 %i
  %pb = getelementptr i16, ptr addrspace(1) %b, i32 %i
  %pc = getelementptr i16, ptr addrspace(1) %c, i32 %i
  %x = load i16, ptr addrspace(1) %pa
  %y = load i16, ptr addrspace(1) %pb
  %z = load i16, ptr addrspace(1) %pc
  %smin2 = call i16 @llvm.smin.i16(i16 %x, i16 %y)
  %smin3 = call i16 @llvm.smin.i16(i16 %smin2, i16 %z)
  %smax2 = call i16 @llvm.smax.i16(i16 %x, i16 %y)
  %smax3 = call i16 @llvm.smax.i16(i16 %smax2, i16 %z)
  %umin2 = call i16 @llvm.umin.i16(i16 %x, i16 %y)
  %umin3 = call i16 @llvm.umin.i16(i16 %umin2, i16 %z)
  %umax2 = call i16 @llvm.umax.i16(i16 %x, i16 %y)
  %umax3 = call i16 @llvm.umax.i16(i16 %umax2, i16 %z)
  %smed.lo = call i16 @llvm.smax.i16(i16 %smin2, i16 %z)
  %smed = call i16 @llvm.smin.i16(i16 %smax2, i16 %smed.lo)
  %umed.lo = call i16 @llvm.umax.i16(i16 %umin2, i16 %z)
  %umed = call i16 @llvm.umin.i16(i16 %umax2, i16 %umed.lo)
  %hx = bitcast i16 %x to half
  %hy = bitcast i16 %y to half
  %hz = bitcast i16 %z to half
  %fmin2 = call half @llvm.minnum.f16(half %hx, half %hy)
  %fmin3 = call half @llvm.minnum.f16(half %fmin2, half %hz)
  %fmax2 = call half @llvm.maxnum.f16(half %hx, half %hy)
  %fmax3 = call half @llvm.maxnum.f16(half %fmax2, half %hz)
  %o = mul i32 %i, 8
  %r = insertelement <8 x i16> undef, i16 %smin3, i32 0
  %r1 = insertelement <8 x i16> %r, i16 %smax3, i32 1
  %r2 = insertelement <8 x i16> %r1, i16 %umin3, i32 2
  %r3 = insertelement <8 x i16> %r2, i16 %umax3, i32 3
  %r4 = insertelement <8 x i16> %r3, i16 %smed, i32 4
  %r5 = insertelement <8 x i16> %r4, i16 %umed, i32 5
  %b6 = bitcast half %fmin3 to i16
  %b7 = bitcast half %fmax3 to i16
  %r6 = insertelement <8 x i16> %r5, i16 %b6, i32 6
  %r7 = insertelement <8 x i16> %r6, i16 %b7, i32 7
  %po = getelementptr i16, ptr addrspace(1) %out, i32 %o
  store <8 x i16> %r7, ptr addrspace(1) %po
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i16 @llvm.smin.i16(i16, i16)
declare i16 @llvm.smax.i16(i16, i16)
declare i16 @llvm.umin.i16(i16, i16)
declare i16 @llvm.umax.i16(i16, i16)
declare half @llvm.minnum.f16(half, half)
declare half @llvm.maxnum.f16(half, half)
