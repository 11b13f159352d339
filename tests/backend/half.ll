; f16 arithmetic in gfx900's f16 instructions (fdiv through f32, which has no f16 form),
; comparisons, and conversions from and to f32, f64, i32 and i16, as llc-22 does them. Results
; must equal llc-22's bit for bit.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 -c "import random,struct,sys; r=random.Random(11); open(sys.argv[1],'wb').write(b''.join(struct.pack('<e', r.choice([0.0, -0.0, 1.0, 65504.0, 6e-8, float('inf')]) if i % 9 == 0 else r.uniform(-300, 300)) for i in range(256)))" %t.a
; RUN: python3 -c "import random,struct,sys; r=random.Random(12); open(sys.argv[1],'wb').write(b''.join(struct.pack('<e', r.uniform(-300, 300)) for i in range(256)))" %t.b
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(256*64))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel k --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a --arg buf:%t.b --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel k --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a --arg buf:%t.b --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s

; CHECK-LABEL: k:
; CHECK-DAG: v_add_f16_e32
; CHECK-DAG: v_sub_f16_e32
; CHECK-DAG: v_mul_f16_e32
; CHECK-DAG: v_fma_f16
; CHECK-DAG: v_min_f16_e32
; CHECK-DAG: v_max_f16_e32
; CHECK-DAG: v_sqrt_f16_e32
; CHECK-DAG: v_cmp_lt_f16_e32
; CHECK-DAG: v_cvt_f16_i16_e32
; CHECK-DAG: v_cvt_u16_f16_e32
; CHECK-DAG: v_div_scale_f32
; CHECK: s_endpgm

declare i32 @llvm.amdgcn.workitem.id.x()
declare half @llvm.fma.f16(half, half, half)
declare half @llvm.sqrt.f16(half)
declare half @llvm.minnum.f16(half, half)
declare half @llvm.maxnum.f16(half, half)
declare half @llvm.fabs.f16(half)

define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %g, 64
  %i = add i32 %base, %id
  %pa = getelementptr half, ptr addrspace(1) %a, i32 %i
  %pb = getelementptr half, ptr addrspace(1) %b, i32 %i
  %x = load half, ptr addrspace(1) %pa
  %y = load half, ptr addrspace(1) %pb
  %o = mul i32 %i, 32
  %slot = getelementptr half, ptr addrspace(1) %out, i32 %o
  %sum = fadd half %x, %y
  %diff = fsub half %x, %y
  %prod = fmul half %x, %y
  %fma = call half @llvm.fma.f16(half %x, half %y, half %sum)
  %min = call half @llvm.minnum.f16(half %x, half %y)
  %max = call half @llvm.maxnum.f16(half %x, half %y)
  %abs = call half @llvm.fabs.f16(half %diff)
  %root = call half @llvm.sqrt.f16(half %abs)
  %neg = fneg half %prod
  %quot = fdiv half %x, %y
  %lt = fcmp olt half %x, %y
  %pick = select i1 %lt, half %neg, half %root
  %un = fcmp uno half %x, %diff
  %unw = zext i1 %un to i16
  %unh = uitofp i16 %unw to half
  %wide = fpext half %x to float
  %dbl = fpext half %y to double
  %back = fptrunc float %wide to half
  %int = fptosi half %prod to i32
  %intf = sitofp i32 %int to half
  %sh = fptoui half %root to i16
  %shf = sitofp i16 %sh to half
  %uf = uitofp i32 %i to half
  %halves = insertelement <16 x half> poison, half %sum, i32 0
  %h1 = insertelement <16 x half> %halves, half %diff, i32 1
  %h2 = insertelement <16 x half> %h1, half %prod, i32 2
  %h3 = insertelement <16 x half> %h2, half %fma, i32 3
  %h4 = insertelement <16 x half> %h3, half %min, i32 4
  %h5 = insertelement <16 x half> %h4, half %max, i32 5
  %h6 = insertelement <16 x half> %h5, half %root, i32 6
  %h7 = insertelement <16 x half> %h6, half %pick, i32 7
  %h8 = insertelement <16 x half> %h7, half %quot, i32 8
  %h9 = insertelement <16 x half> %h8, half %unh, i32 9
  %h10 = insertelement <16 x half> %h9, half %back, i32 10
  %h11 = insertelement <16 x half> %h10, half %intf, i32 11
  %h12 = insertelement <16 x half> %h11, half %shf, i32 12
  %h13 = insertelement <16 x half> %h12, half %uf, i32 13
  %h14 = insertelement <16 x half> %h13, half %abs, i32 14
  %h15 = insertelement <16 x half> %h14, half %neg, i32 15
  store <16 x half> %h15, ptr addrspace(1) %slot, align 2
  %pf = getelementptr half, ptr addrspace(1) %slot, i32 16
  store float %wide, ptr addrspace(1) %pf, align 2
  %pd = getelementptr half, ptr addrspace(1) %slot, i32 20
  store double %dbl, ptr addrspace(1) %pd, align 2
  %pi = getelementptr half, ptr addrspace(1) %slot, i32 24
  store i32 %int, ptr addrspace(1) %pi, align 2
  ret void
}
declare i32 @llvm.amdgcn.workgroup.id.x()
