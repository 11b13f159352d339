; llvm.powi (a constant exponent by repeated squaring, 1/x^|n| for a negative one; a variable
; exponent on f32/f16 by pow's lowering), llvm.lrint/llrint (round to nearest even, then
; convert), llvm.arithmetic.fence (the value) and llvm.amdgcn.perm (v_perm_b32), as llc-22
; lowers them. kcc's and llc-22's objects run on the emulator on random inputs (special
; floats included for powi and perm; lrint's within range) and must write the same bytes.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/float-specials.py %t.f 1024 61 f32x4
; RUN: %python -c "import random,struct,sys; r=random.Random(5); open(sys.argv[1],'wb').write(b''.join(struct.pack('<fdeh', r.uniform(-3e9,3e9)*2.0**-r.randrange(0,40), r.uniform(-1e17,1e17)*2.0**-r.randrange(0,60), r.uniform(-3e4,3e4)*2.0**-r.randrange(0,14), 0) for _ in range(1024)))" %t.r
; RUN: %python -c "import sys; open(sys.argv[1],'wb').write(bytes(1024 * 32))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel powi --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.f --arg i32:-5 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel powi --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.f --arg i32:-5 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel lrint --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.r --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel lrint --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.r --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s
target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: powi:
; CHECK: v_log_f32
; CHECK: v_mul_legacy_f32
; CHECK: v_exp_f32
; CHECK: v_perm_b32
define amdgpu_kernel void @powi(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr <4 x float>, ptr addrspace(1) %in, i32 %gid
  %v = load <4 x float>, ptr addrspace(1) %pi
  %x = extractelement <4 x float> %v, i32 0
  %y = extractelement <4 x float> %v, i32 1
  %r0 = call float @llvm.powi.f32.i32(float %x, i32 5)
  %r1 = call float @llvm.powi.f32.i32(float %x, i32 -3)
  %r2 = call float @llvm.powi.f32.i32(float %y, i32 0)
  %r3 = call float @llvm.powi.f32.i32(float %y, i32 64)
  %r4 = call float @llvm.powi.f32.i32(float %y, i32 %n)
  %r5 = call float @llvm.powi.f32.i32(float %x, i32 -100001)
  %xy = shufflevector <4 x float> %v, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %rv = call <2 x float> @llvm.powi.v2f32.i32(<2 x float> %xy, i32 3)
  %h = fptrunc float %x to half
  %rh = call half @llvm.powi.f16.i32(half %h, i32 %n)
  %rhf = fpext half %rh to float
  %fe = call float @llvm.arithmetic.fence.f32(float %r1)
  %xb = bitcast float %x to i32
  %yb = bitcast float %y to i32
  %sel = mul i32 %gid, 16843009
  %pm = call i32 @llvm.amdgcn.perm(i32 %xb, i32 %yb, i32 %sel)
  %pmf = bitcast i32 %pm to float
  %rv0 = extractelement <2 x float> %rv, i32 0
  %rv1 = extractelement <2 x float> %rv, i32 1
  %po = getelementptr [8 x float], ptr addrspace(1) %out, i32 %gid
  %o = insertelement <8 x float> poison, float %r0, i32 0
  %o1 = insertelement <8 x float> %o, float %fe, i32 1
  %o2 = insertelement <8 x float> %o1, float %r2, i32 2
  %o3 = insertelement <8 x float> %o2, float %r3, i32 3
  %o4 = insertelement <8 x float> %o3, float %r4, i32 4
  %s5 = fadd float %r5, %rhf
  %o5 = insertelement <8 x float> %o4, float %s5, i32 5
  %s6 = fadd float %rv0, %pmf
  %o6 = insertelement <8 x float> %o5, float %s6, i32 6
  %o7 = insertelement <8 x float> %o6, float %rv1, i32 7
  store <8 x float> %o7, ptr addrspace(1) %po, align 4
  ret void
}

; CHECK-LABEL: lrint:
; CHECK: v_rndne_f32
; CHECK: v_rndne_f64
define amdgpu_kernel void @lrint(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr <{ float, double, half, i16 }>, ptr addrspace(1) %in, i32 %gid
  %pd = getelementptr i8, ptr addrspace(1) %pi, i32 4
  %ph = getelementptr i8, ptr addrspace(1) %pi, i32 12
  %f = load float, ptr addrspace(1) %pi, align 4
  %d = load double, ptr addrspace(1) %pd, align 4
  %h = load half, ptr addrspace(1) %ph, align 2
  %a = call i32 @llvm.lrint.i32.f32(float %f)
  %b = call i64 @llvm.llrint.i64.f64(double %d)
  %c = call i32 @llvm.lrint.i32.f16(half %h)
  %e = call i64 @llvm.lrint.i64.f32(float %f)
  %po = getelementptr [4 x i64], ptr addrspace(1) %out, i32 %gid
  %a64 = sext i32 %a to i64
  %c64 = sext i32 %c to i64
  %o = insertelement <4 x i64> poison, i64 %a64, i32 0
  %o1 = insertelement <4 x i64> %o, i64 %b, i32 1
  %o2 = insertelement <4 x i64> %o1, i64 %c64, i32 2
  %o3 = insertelement <4 x i64> %o2, i64 %e, i32 3
  store <4 x i64> %o3, ptr addrspace(1) %po, align 8
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare float @llvm.powi.f32.i32(float, i32)
declare <2 x float> @llvm.powi.v2f32.i32(<2 x float>, i32)
declare half @llvm.powi.f16.i32(half, i32)
declare float @llvm.arithmetic.fence.f32(float)
declare i32 @llvm.amdgcn.perm(i32, i32, i32)
declare i32 @llvm.lrint.i32.f32(float)
declare i64 @llvm.llrint.i64.f64(double)
declare i32 @llvm.lrint.i32.f16(half)
declare i64 @llvm.lrint.i64.f32(float)
