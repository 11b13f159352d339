; 64-bit integer min/max/abs/ctpop/ctlz/cttz, byte swaps, conversions between i64 (and
; i8/i16) and every float type, and f64 subtraction (gfx900 has no v_sub_f64), divergent and
; uniform, as llc-22 does them. Results must equal llc-22's bit for bit.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/values.py %t.i 128 64 21
; RUN: python3 -c "import random,struct,sys; r=random.Random(22); open(sys.argv[1],'wb').write(b''.join(struct.pack('<d', r.choice([0.0, -0.0, 1.5, -2.5, 4294967296.5, -1e15, 1e18, 65504.0]) if i % 5 == 0 else r.uniform(-2e12, 2e12) / 10 ** r.randrange(12)) for i in range(64)))" %t.f
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(64*8*16))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel ints --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.i --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel ints --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.i --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel ints_uniform --grid 64 --block 64 --arg buf:%t.out --arg i64:-77777777777777 --arg i64:1048576 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel ints_uniform --grid 64 --block 64 --arg buf:%t.out --arg i64:-77777777777777 --arg i64:1048576 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel ints_uniform_zero --grid 64 --block 64 --arg buf:%t.out --arg i64:9223372036854775807 --arg i64:0 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel ints_uniform_zero --grid 64 --block 64 --arg buf:%t.out --arg i64:9223372036854775807 --arg i64:0 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel conversions --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.i --arg buf:%t.f --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel conversions --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.i --arg buf:%t.f --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel conversions_uniform --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.i --arg buf:%t.f --arg i32:3 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel conversions_uniform --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.i --arg buf:%t.f --arg i32:3 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel conversions_uniform --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.i --arg buf:%t.f --arg i32:7 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel conversions_uniform --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.i --arg buf:%t.f --arg i32:7 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel conversions_uniform --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.i --arg buf:%t.f --arg i32:12 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel conversions_uniform --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.i --arg buf:%t.f --arg i32:12 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s

; CHECK-LABEL: ints:
; A 64-bit minimum: the compare's mask in VCC, both halves selected by the 32-bit forms.
; CHECK: v_cmp_lt_u64_e32 vcc, v{{\[}}[[A:[0-9]+]]:[[AH:[0-9]+]]], v{{\[}}[[B:[0-9]+]]:[[BH:[0-9]+]]]
; CHECK-NEXT: v_cndmask_b32_e32 v{{[0-9]+}}, v[[B]], v[[A]], vcc
; CHECK-NEXT: v_cndmask_b32_e32 v{{[0-9]+}}, v[[BH]], v[[AH]], vcc
; CHECK: v_perm_b32
; Uniform counts use the scalar unit's 64-bit forms.
; CHECK-LABEL: ints_uniform:
; CHECK: s_flbit_i32_b64
; CHECK: s_ff1_i32_b64
; CHECK-LABEL: conversions:
; CHECK: v_ldexp_f64 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], 32
; CHECK: v_ffbh_i32
; CHECK: v_lshlrev_b64
; CHECK: v_add_f64 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], -v[{{[0-9]+:[0-9]+}}]

declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.umin.i64(i64, i64)
declare i64 @llvm.smax.i64(i64, i64)
declare i64 @llvm.smin.i64(i64, i64)
declare i64 @llvm.umax.i64(i64, i64)
declare i64 @llvm.abs.i64(i64, i1)
declare i64 @llvm.ctpop.i64(i64)
declare i64 @llvm.ctlz.i64(i64, i1)
declare i64 @llvm.cttz.i64(i64, i1)
declare i64 @llvm.bswap.i64(i64)
declare i32 @llvm.bswap.i32(i32)
define amdgpu_kernel void @ints(ptr addrspace(1) %out, ptr addrspace(1) %a) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr i64, ptr addrspace(1) %a, i32 %id
  %x = load i64, ptr addrspace(1) %pa
  %pb = getelementptr i64, ptr addrspace(1) %pa, i32 64
  %y = load i64, ptr addrspace(1) %pb
  %umin = call i64 @llvm.umin.i64(i64 %x, i64 %y)
  %smax = call i64 @llvm.smax.i64(i64 %x, i64 %y)
  %smin = call i64 @llvm.smin.i64(i64 %x, i64 %y)
  %umax = call i64 @llvm.umax.i64(i64 %x, i64 %y)
  %abs = call i64 @llvm.abs.i64(i64 %x, i1 false)
  %pop = call i64 @llvm.ctpop.i64(i64 %x)
  %lz = call i64 @llvm.ctlz.i64(i64 %y, i1 false)
  %tz = call i64 @llvm.cttz.i64(i64 %y, i1 false)
  %sw = call i64 @llvm.bswap.i64(i64 %x)
  %x32 = trunc i64 %x to i32
  %sw32 = call i32 @llvm.bswap.i32(i32 %x32)
  %o0 = getelementptr i64, ptr addrspace(1) %out, i32 0
  %q0 = getelementptr i64, ptr addrspace(1) %o0, i32 %id
  store i64 %umin, ptr addrspace(1) %q0
  %o1 = getelementptr i64, ptr addrspace(1) %out, i32 64
  %q1 = getelementptr i64, ptr addrspace(1) %o1, i32 %id
  store i64 %smax, ptr addrspace(1) %q1
  %o2 = getelementptr i64, ptr addrspace(1) %out, i32 128
  %q2 = getelementptr i64, ptr addrspace(1) %o2, i32 %id
  store i64 %smin, ptr addrspace(1) %q2
  %o3 = getelementptr i64, ptr addrspace(1) %out, i32 192
  %q3 = getelementptr i64, ptr addrspace(1) %o3, i32 %id
  store i64 %umax, ptr addrspace(1) %q3
  %o4 = getelementptr i64, ptr addrspace(1) %out, i32 256
  %q4 = getelementptr i64, ptr addrspace(1) %o4, i32 %id
  store i64 %abs, ptr addrspace(1) %q4
  %o5 = getelementptr i64, ptr addrspace(1) %out, i32 320
  %q5 = getelementptr i64, ptr addrspace(1) %o5, i32 %id
  store i64 %pop, ptr addrspace(1) %q5
  %o6 = getelementptr i64, ptr addrspace(1) %out, i32 384
  %q6 = getelementptr i64, ptr addrspace(1) %o6, i32 %id
  store i64 %lz, ptr addrspace(1) %q6
  %o7 = getelementptr i64, ptr addrspace(1) %out, i32 448
  %q7 = getelementptr i64, ptr addrspace(1) %o7, i32 %id
  store i64 %tz, ptr addrspace(1) %q7
  %o8 = getelementptr i64, ptr addrspace(1) %out, i32 512
  %q8 = getelementptr i64, ptr addrspace(1) %o8, i32 %id
  store i64 %sw, ptr addrspace(1) %q8
  %o9 = getelementptr i64, ptr addrspace(1) %out, i32 576
  %q9 = getelementptr i64, ptr addrspace(1) %o9, i32 %id
  store i32 %sw32, ptr addrspace(1) %q9
  ret void
}
define amdgpu_kernel void @ints_uniform(ptr addrspace(1) %out, i64 %x, i64 %y) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %umin = call i64 @llvm.umin.i64(i64 %x, i64 %y)
  %smax = call i64 @llvm.smax.i64(i64 %x, i64 %y)
  %smin = call i64 @llvm.smin.i64(i64 %x, i64 %y)
  %umax = call i64 @llvm.umax.i64(i64 %x, i64 %y)
  %abs = call i64 @llvm.abs.i64(i64 %x, i1 false)
  %pop = call i64 @llvm.ctpop.i64(i64 %x)
  %lz = call i64 @llvm.ctlz.i64(i64 %y, i1 false)
  %tz = call i64 @llvm.cttz.i64(i64 %y, i1 false)
  %sw = call i64 @llvm.bswap.i64(i64 %x)
  %x32 = trunc i64 %x to i32
  %sw32 = call i32 @llvm.bswap.i32(i32 %x32)
  %o0 = getelementptr i64, ptr addrspace(1) %out, i32 0
  %q0 = getelementptr i64, ptr addrspace(1) %o0, i32 %id
  store i64 %umin, ptr addrspace(1) %q0
  %o1 = getelementptr i64, ptr addrspace(1) %out, i32 64
  %q1 = getelementptr i64, ptr addrspace(1) %o1, i32 %id
  store i64 %smax, ptr addrspace(1) %q1
  %o2 = getelementptr i64, ptr addrspace(1) %out, i32 128
  %q2 = getelementptr i64, ptr addrspace(1) %o2, i32 %id
  store i64 %smin, ptr addrspace(1) %q2
  %o3 = getelementptr i64, ptr addrspace(1) %out, i32 192
  %q3 = getelementptr i64, ptr addrspace(1) %o3, i32 %id
  store i64 %umax, ptr addrspace(1) %q3
  %o4 = getelementptr i64, ptr addrspace(1) %out, i32 256
  %q4 = getelementptr i64, ptr addrspace(1) %o4, i32 %id
  store i64 %abs, ptr addrspace(1) %q4
  %o5 = getelementptr i64, ptr addrspace(1) %out, i32 320
  %q5 = getelementptr i64, ptr addrspace(1) %o5, i32 %id
  store i64 %pop, ptr addrspace(1) %q5
  %o6 = getelementptr i64, ptr addrspace(1) %out, i32 384
  %q6 = getelementptr i64, ptr addrspace(1) %o6, i32 %id
  store i64 %lz, ptr addrspace(1) %q6
  %o7 = getelementptr i64, ptr addrspace(1) %out, i32 448
  %q7 = getelementptr i64, ptr addrspace(1) %o7, i32 %id
  store i64 %tz, ptr addrspace(1) %q7
  %o8 = getelementptr i64, ptr addrspace(1) %out, i32 512
  %q8 = getelementptr i64, ptr addrspace(1) %o8, i32 %id
  store i64 %sw, ptr addrspace(1) %q8
  %o9 = getelementptr i64, ptr addrspace(1) %out, i32 576
  %q9 = getelementptr i64, ptr addrspace(1) %o9, i32 %id
  store i32 %sw32, ptr addrspace(1) %q9
  ret void
}
define amdgpu_kernel void @ints_uniform_zero(ptr addrspace(1) %out, i64 %x, i64 %y) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %umin = call i64 @llvm.umin.i64(i64 %x, i64 %y)
  %smax = call i64 @llvm.smax.i64(i64 %x, i64 %y)
  %smin = call i64 @llvm.smin.i64(i64 %x, i64 %y)
  %umax = call i64 @llvm.umax.i64(i64 %x, i64 %y)
  %abs = call i64 @llvm.abs.i64(i64 %x, i1 false)
  %pop = call i64 @llvm.ctpop.i64(i64 %x)
  %lz = call i64 @llvm.ctlz.i64(i64 %y, i1 false)
  %tz = call i64 @llvm.cttz.i64(i64 %y, i1 false)
  %sw = call i64 @llvm.bswap.i64(i64 %x)
  %x32 = trunc i64 %x to i32
  %sw32 = call i32 @llvm.bswap.i32(i32 %x32)
  %o0 = getelementptr i64, ptr addrspace(1) %out, i32 0
  %q0 = getelementptr i64, ptr addrspace(1) %o0, i32 %id
  store i64 %umin, ptr addrspace(1) %q0
  %o1 = getelementptr i64, ptr addrspace(1) %out, i32 64
  %q1 = getelementptr i64, ptr addrspace(1) %o1, i32 %id
  store i64 %smax, ptr addrspace(1) %q1
  %o2 = getelementptr i64, ptr addrspace(1) %out, i32 128
  %q2 = getelementptr i64, ptr addrspace(1) %o2, i32 %id
  store i64 %smin, ptr addrspace(1) %q2
  %o3 = getelementptr i64, ptr addrspace(1) %out, i32 192
  %q3 = getelementptr i64, ptr addrspace(1) %o3, i32 %id
  store i64 %umax, ptr addrspace(1) %q3
  %o4 = getelementptr i64, ptr addrspace(1) %out, i32 256
  %q4 = getelementptr i64, ptr addrspace(1) %o4, i32 %id
  store i64 %abs, ptr addrspace(1) %q4
  %o5 = getelementptr i64, ptr addrspace(1) %out, i32 320
  %q5 = getelementptr i64, ptr addrspace(1) %o5, i32 %id
  store i64 %pop, ptr addrspace(1) %q5
  %o6 = getelementptr i64, ptr addrspace(1) %out, i32 384
  %q6 = getelementptr i64, ptr addrspace(1) %o6, i32 %id
  store i64 %lz, ptr addrspace(1) %q6
  %o7 = getelementptr i64, ptr addrspace(1) %out, i32 448
  %q7 = getelementptr i64, ptr addrspace(1) %o7, i32 %id
  store i64 %tz, ptr addrspace(1) %q7
  %o8 = getelementptr i64, ptr addrspace(1) %out, i32 512
  %q8 = getelementptr i64, ptr addrspace(1) %o8, i32 %id
  store i64 %sw, ptr addrspace(1) %q8
  %o9 = getelementptr i64, ptr addrspace(1) %out, i32 576
  %q9 = getelementptr i64, ptr addrspace(1) %o9, i32 %id
  store i32 %sw32, ptr addrspace(1) %q9
  ret void
}
define amdgpu_kernel void @conversions(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %d) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr i64, ptr addrspace(1) %a, i32 %id
  %x = load i64, ptr addrspace(1) %pa
  %pd = getelementptr double, ptr addrspace(1) %d, i32 %id
  %f = load double, ptr addrspace(1) %pd
  %g = fptrunc double %f to float
  %h = fptrunc float %g to half
  %x8 = trunc i64 %x to i8
  %x16 = trunc i64 %x to i16
  %c0 = sitofp i64 %x to double
  %c1 = uitofp i64 %x to double
  %c2 = sitofp i64 %x to float
  %c3 = uitofp i64 %x to float
  %c4 = sitofp i64 %x to half
  %c5 = fptosi double %f to i64
  %c6 = fptoui double %f to i64
  %c7 = fptosi float %g to i64
  %c8 = fptoui float %g to i64
  %c9 = fptosi half %h to i64
  %c10 = sitofp i8 %x8 to float
  %c11 = uitofp i16 %x16 to double
  %c12 = fptosi float %g to i16
  %c12w = sext i16 %c12 to i64
  %c13 = fsub double %f, %c0
  %c14 = uitofp i8 %x8 to half
  %o0 = getelementptr i64, ptr addrspace(1) %out, i32 0
  %q0 = getelementptr i64, ptr addrspace(1) %o0, i32 %id
  store double %c0, ptr addrspace(1) %q0
  %o1 = getelementptr i64, ptr addrspace(1) %out, i32 64
  %q1 = getelementptr i64, ptr addrspace(1) %o1, i32 %id
  store double %c1, ptr addrspace(1) %q1
  %o2 = getelementptr i64, ptr addrspace(1) %out, i32 128
  %q2 = getelementptr i64, ptr addrspace(1) %o2, i32 %id
  store float %c2, ptr addrspace(1) %q2
  %o3 = getelementptr i64, ptr addrspace(1) %out, i32 192
  %q3 = getelementptr i64, ptr addrspace(1) %o3, i32 %id
  store float %c3, ptr addrspace(1) %q3
  %o4 = getelementptr i64, ptr addrspace(1) %out, i32 256
  %q4 = getelementptr i64, ptr addrspace(1) %o4, i32 %id
  store half %c4, ptr addrspace(1) %q4
  %o5 = getelementptr i64, ptr addrspace(1) %out, i32 320
  %q5 = getelementptr i64, ptr addrspace(1) %o5, i32 %id
  store i64 %c5, ptr addrspace(1) %q5
  %o6 = getelementptr i64, ptr addrspace(1) %out, i32 384
  %q6 = getelementptr i64, ptr addrspace(1) %o6, i32 %id
  store i64 %c6, ptr addrspace(1) %q6
  %o7 = getelementptr i64, ptr addrspace(1) %out, i32 448
  %q7 = getelementptr i64, ptr addrspace(1) %o7, i32 %id
  store i64 %c7, ptr addrspace(1) %q7
  %o8 = getelementptr i64, ptr addrspace(1) %out, i32 512
  %q8 = getelementptr i64, ptr addrspace(1) %o8, i32 %id
  store i64 %c8, ptr addrspace(1) %q8
  %o9 = getelementptr i64, ptr addrspace(1) %out, i32 576
  %q9 = getelementptr i64, ptr addrspace(1) %o9, i32 %id
  store i64 %c9, ptr addrspace(1) %q9
  %o10 = getelementptr i64, ptr addrspace(1) %out, i32 640
  %q10 = getelementptr i64, ptr addrspace(1) %o10, i32 %id
  store float %c10, ptr addrspace(1) %q10
  %o11 = getelementptr i64, ptr addrspace(1) %out, i32 704
  %q11 = getelementptr i64, ptr addrspace(1) %o11, i32 %id
  store double %c11, ptr addrspace(1) %q11
  %o12 = getelementptr i64, ptr addrspace(1) %out, i32 768
  %q12 = getelementptr i64, ptr addrspace(1) %o12, i32 %id
  store i64 %c12w, ptr addrspace(1) %q12
  %o13 = getelementptr i64, ptr addrspace(1) %out, i32 832
  %q13 = getelementptr i64, ptr addrspace(1) %o13, i32 %id
  store double %c13, ptr addrspace(1) %q13
  %o14 = getelementptr i64, ptr addrspace(1) %out, i32 896
  %q14 = getelementptr i64, ptr addrspace(1) %o14, i32 %id
  store half %c14, ptr addrspace(1) %q14
  ret void
}
; Uniform operands: loads through constant pointers at a uniform index live in SGPRs.
define amdgpu_kernel void @conversions_uniform(ptr addrspace(1) %out, ptr addrspace(4) %a, ptr addrspace(4) %d, i32 %k) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr i64, ptr addrspace(4) %a, i32 %k
  %x = load i64, ptr addrspace(4) %pa
  %pd = getelementptr double, ptr addrspace(4) %d, i32 %k
  %f = load double, ptr addrspace(4) %pd
  %g = fptrunc double %f to float
  %h = fptrunc float %g to half
  %x8 = trunc i64 %x to i8
  %x16 = trunc i64 %x to i16
  %c0 = sitofp i64 %x to double
  %c1 = uitofp i64 %x to double
  %c2 = sitofp i64 %x to float
  %c3 = uitofp i64 %x to float
  %c4 = sitofp i64 %x to half
  %c5 = fptosi double %f to i64
  %c6 = fptoui double %f to i64
  %c7 = fptosi float %g to i64
  %c8 = fptoui float %g to i64
  %c9 = fptosi half %h to i64
  %c10 = sitofp i8 %x8 to float
  %c11 = uitofp i16 %x16 to double
  %c12 = fptosi float %g to i16
  %c12w = sext i16 %c12 to i64
  %c13 = fsub double %f, %c0
  %c14 = uitofp i8 %x8 to half
  %o0 = getelementptr i64, ptr addrspace(1) %out, i32 0
  %q0 = getelementptr i64, ptr addrspace(1) %o0, i32 %id
  store double %c0, ptr addrspace(1) %q0
  %o1 = getelementptr i64, ptr addrspace(1) %out, i32 64
  %q1 = getelementptr i64, ptr addrspace(1) %o1, i32 %id
  store double %c1, ptr addrspace(1) %q1
  %o2 = getelementptr i64, ptr addrspace(1) %out, i32 128
  %q2 = getelementptr i64, ptr addrspace(1) %o2, i32 %id
  store float %c2, ptr addrspace(1) %q2
  %o3 = getelementptr i64, ptr addrspace(1) %out, i32 192
  %q3 = getelementptr i64, ptr addrspace(1) %o3, i32 %id
  store float %c3, ptr addrspace(1) %q3
  %o4 = getelementptr i64, ptr addrspace(1) %out, i32 256
  %q4 = getelementptr i64, ptr addrspace(1) %o4, i32 %id
  store half %c4, ptr addrspace(1) %q4
  %o5 = getelementptr i64, ptr addrspace(1) %out, i32 320
  %q5 = getelementptr i64, ptr addrspace(1) %o5, i32 %id
  store i64 %c5, ptr addrspace(1) %q5
  %o6 = getelementptr i64, ptr addrspace(1) %out, i32 384
  %q6 = getelementptr i64, ptr addrspace(1) %o6, i32 %id
  store i64 %c6, ptr addrspace(1) %q6
  %o7 = getelementptr i64, ptr addrspace(1) %out, i32 448
  %q7 = getelementptr i64, ptr addrspace(1) %o7, i32 %id
  store i64 %c7, ptr addrspace(1) %q7
  %o8 = getelementptr i64, ptr addrspace(1) %out, i32 512
  %q8 = getelementptr i64, ptr addrspace(1) %o8, i32 %id
  store i64 %c8, ptr addrspace(1) %q8
  %o9 = getelementptr i64, ptr addrspace(1) %out, i32 576
  %q9 = getelementptr i64, ptr addrspace(1) %o9, i32 %id
  store i64 %c9, ptr addrspace(1) %q9
  %o10 = getelementptr i64, ptr addrspace(1) %out, i32 640
  %q10 = getelementptr i64, ptr addrspace(1) %o10, i32 %id
  store float %c10, ptr addrspace(1) %q10
  %o11 = getelementptr i64, ptr addrspace(1) %out, i32 704
  %q11 = getelementptr i64, ptr addrspace(1) %o11, i32 %id
  store double %c11, ptr addrspace(1) %q11
  %o12 = getelementptr i64, ptr addrspace(1) %out, i32 768
  %q12 = getelementptr i64, ptr addrspace(1) %o12, i32 %id
  store i64 %c12w, ptr addrspace(1) %q12
  %o13 = getelementptr i64, ptr addrspace(1) %out, i32 832
  %q13 = getelementptr i64, ptr addrspace(1) %o13, i32 %id
  store double %c13, ptr addrspace(1) %q13
  %o14 = getelementptr i64, ptr addrspace(1) %out, i32 896
  %q14 = getelementptr i64, ptr addrspace(1) %o14, i32 %id
  store half %c14, ptr addrspace(1) %q14
  ret void
}
