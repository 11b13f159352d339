; frem on f32, f64 and f16 as LLVM 22 expands it for AMDGPU: the exact remainder by a loop
; that takes 12 (f32), 26 (f64) or 11 (f16, done in f32) bits of the quotient per iteration
; from significands scaled by v_frexp/v_ldexp, the loop exit per lane; NaN for y = 0 or NaN or
; infinite x. Results must equal llc-22's bit for bit on operands with zeros, infinities, NaNs,
; subnormals and extremes.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/floats.py %t.a32 256 32 21
; RUN: python3 %inputs/backend/floats.py %t.b32 256 32 22
; RUN: python3 %inputs/backend/floats.py %t.a64 256 64 23
; RUN: python3 %inputs/backend/floats.py %t.b64 256 64 24
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(256*8))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel frem_f32 --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a32 --arg buf:%t.b32 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel frem_f32 --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a32 --arg buf:%t.b32 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel frem_f64 --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a64 --arg buf:%t.b64 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel frem_f64 --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a64 --arg buf:%t.b64 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel frem_f16 --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a32 --arg buf:%t.b32 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel frem_f16 --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a32 --arg buf:%t.b32 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s

; CHECK-LABEL: frem_f32:
; CHECK:       v_and_b32_e32 [[AX:v[0-9]+]], 0x7fffffff,
; CHECK:       v_and_b32_e32 [[AY:v[0-9]+]], 0x7fffffff,
; CHECK:       v_cmp_gt_f32_e32 vcc, [[AX]], [[AY]]
; |x| <= |y|: x, or a zero of x's sign.
; CHECK:       v_cmp_eq_f32_e32 vcc, [[AX]], [[AY]]
; CHECK:       v_cndmask_b32_e32 {{v[0-9]+}}, {{v[0-9]+}}, {{v[0-9]+}}, vcc
; |x| > |y|: significands, exponents, 1 / ay.
; CHECK:       v_frexp_mant_f32_e32 [[MX:v[0-9]+]], [[AX]]
; CHECK-NEXT:  v_frexp_exp_i32_f32_e32 {{v[0-9]+}}, [[AX]]
; CHECK:       v_ldexp_f32 {{v[0-9]+}}, [[MX]], 12
; CHECK:       v_frexp_mant_f32_e32 [[MY:v[0-9]+]], [[AY]]
; CHECK:       v_ldexp_f32 {{v[0-9]+}}, [[MY]], 1
; CHECK:       v_div_scale_f32
; CHECK:       v_div_fixup_f32
; CHECK:       v_cmp_lt_i32_e32 vcc, 12, {{v[0-9]+}}
; The loop body: one 12-bit step, until at most 12 exponent steps are left (per lane).
; CHECK:       v_mul_f32_e32
; CHECK-NEXT:  v_rndne_f32_e32
; CHECK-NEXT:  v_xor_b32_e32 {{v[0-9]+}}, 0x80000000,
; CHECK-NEXT:  v_fma_f32
; CHECK-NEXT:  v_cmp_gt_f32_e32 vcc, 0,
; CHECK-NEXT:  v_add_f32_e32
; CHECK-NEXT:  v_cndmask_b32_e32
; CHECK-NEXT:  v_ldexp_f32 {{v[0-9]+}}, {{v[0-9]+}}, 12
; CHECK-NEXT:  v_subrev_u32_e32 [[NB:v[0-9]+]], 12, [[NB]]
; CHECK-NEXT:  v_cmp_lt_i32_e32 vcc, 12, [[NB]]
; CHECK:       s_and_b64 exec, exec, vcc
; CHECK:       s_cbranch_execnz .Lfrem_f32_{{[0-9]+}}
; The last step, y's exponent back, x's sign.
; CHECK:       v_rndne_f32_e32
; CHECK:       v_fma_f32
; CHECK:       v_ldexp_f32
; CHECK:       v_and_or_b32
; NaN for y == 0 or NaN (unordered-or-equal to 0), and unless |x| < inf.
; CHECK:       v_cmp_nlg_f32_e32 vcc, 0, v{{[0-9]+}}
; CHECK:       0x7fc00000
; |x| < inf, in the 32-bit form: inf first, so the relation mirrored.
; CHECK:       v_cmp_nle_f32_e32 vcc, 0x7f800000, [[AX]]

; CHECK-LABEL: frem_f64:
; CHECK:       v_frexp_mant_f64
; CHECK:       v_frexp_exp_i32_f64
; CHECK:       v_ldexp_f64 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], 26
; CHECK:       v_div_scale_f64
; CHECK:       v_div_fixup_f64
; CHECK:       v_rndne_f64
; CHECK:       v_fma_f64
; CHECK:       v_ldexp_f64 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], 26
; CHECK:       s_cbranch_execnz
; CHECK:       v_cmp_nlg_f64

; CHECK-LABEL: frem_f16:
; CHECK:       v_cvt_f32_f16
; CHECK:       v_frexp_mant_f32
; CHECK:       v_ldexp_f32 {{v[0-9]+}}, {{v[0-9]+}}, 11
; CHECK:       v_ldexp_f32 {{v[0-9]+}}, {{v[0-9]+}}, 11
; CHECK:       v_cvt_f16_f32
; CHECK:       v_cmp_nlg_f16

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()

define amdgpu_kernel void @frem_f32(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %group = call i32 @llvm.amdgcn.workgroup.id.x()
  %first = mul i32 %group, 64
  %id = add i32 %first, %tid
  %pa = getelementptr float, ptr addrspace(1) %a, i32 %id
  %pb = getelementptr float, ptr addrspace(1) %b, i32 %id
  %x = load float, ptr addrspace(1) %pa
  %y = load float, ptr addrspace(1) %pb
  %r = frem float %x, %y
  %po = getelementptr float, ptr addrspace(1) %out, i32 %id
  store float %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @frem_f64(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %group = call i32 @llvm.amdgcn.workgroup.id.x()
  %first = mul i32 %group, 64
  %id = add i32 %first, %tid
  %pa = getelementptr double, ptr addrspace(1) %a, i32 %id
  %pb = getelementptr double, ptr addrspace(1) %b, i32 %id
  %x = load double, ptr addrspace(1) %pa
  %y = load double, ptr addrspace(1) %pb
  %r = frem double %x, %y
  %po = getelementptr double, ptr addrspace(1) %out, i32 %id
  store double %r, ptr addrspace(1) %po
  ret void
}

; The f32 operands rounded to half (many then overflow to infinity or flush to zero).
define amdgpu_kernel void @frem_f16(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %group = call i32 @llvm.amdgcn.workgroup.id.x()
  %first = mul i32 %group, 64
  %id = add i32 %first, %tid
  %pa = getelementptr float, ptr addrspace(1) %a, i32 %id
  %pb = getelementptr float, ptr addrspace(1) %b, i32 %id
  %xf = load float, ptr addrspace(1) %pa
  %yf = load float, ptr addrspace(1) %pb
  %x = fptrunc float %xf to half
  %y = fptrunc float %yf to half
  %r = frem half %x, %y
  %po = getelementptr half, ptr addrspace(1) %out, i32 %id
  store half %r, ptr addrspace(1) %po
  ret void
}
