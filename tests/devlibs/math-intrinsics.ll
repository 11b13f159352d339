; The math building blocks ROCm's ocml calls, run on the emulator on special, subnormal,
; tiny, huge and ordinary inputs: kcc's code must compute llc-22's bits. exp2/log2 scale
; denormals as llc does; class tests take every mask bit.
; RUN: %python %inputs/devlibs/math_check.py inputs %t.x %t.y 256
; RUN: python3 -c "open('%t.out','wb').write(bytes(256 * 16 * 4)); open('%t.out64','wb').write(bytes(256 * 8 * 8))"
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: rm -rf %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel f32 --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.x --arg buf:%t.y --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel f32 --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.x --arg buf:%t.y --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel f64 --grid 256 --block 64 --arg buf:%t.out64 --arg buf:%t.x --arg buf:%t.y --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel f64 --grid 256 --block 64 --arg buf:%t.out64 --arg buf:%t.x --arg buf:%t.y --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; Uniform operands stay uniform, as opt-22's print<uniformity> says of these intrinsics.
; RUN: opt -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 -passes='print<uniformity>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: %kcc %s --emit=mir --print-uniformity | FileCheck %s --check-prefix=KCC

target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @f32(ptr addrspace(1) %out, ptr addrspace(1) %xs, ptr addrspace(1) %ys) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %wg, 6
  %i = add i32 %base, %id
  %px = getelementptr float, ptr addrspace(1) %xs, i32 %i
  %x = load float, ptr addrspace(1) %px
  %py = getelementptr float, ptr addrspace(1) %ys, i32 %i
  %y = load float, ptr addrspace(1) %py
  %o = mul i32 %i, 16
  %rcp = call float @llvm.amdgcn.rcp.f32(float %x)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 0, float %rcp)
  %rsq = call float @llvm.amdgcn.rsq.f32(float %x)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 1, float %rsq)
  %fract = call float @llvm.amdgcn.fract.f32(float %x)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 2, float %fract)
  %mant = call float @llvm.amdgcn.frexp.mant.f32(float %x)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 3, float %mant)
  %e = call i32 @llvm.amdgcn.frexp.exp.i32.f32(float %x)
  %ef = bitcast i32 %e to float
  call void @put(ptr addrspace(1) %out, i32 %o, i32 4, float %ef)
  %n = fptosi float %y to i32
  %ldexp = call float @llvm.ldexp.f32.i32(float %x, i32 %n)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 5, float %ldexp)
  %exp2 = call float @llvm.exp2.f32(float %x)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 6, float %exp2)
  %log2 = call float @llvm.log2.f32(float %x)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 7, float %log2)
  %med = call float @llvm.amdgcn.fmed3.f32(float %x, float %y, float 1.5)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 8, float %med)
  ; One class bit per lane (lane i tests bit i mod 10), and a mask of several.
  %bit = urem i32 %i, 10
  %mask = shl i32 1, %bit
  %c1 = call i1 @llvm.amdgcn.class.f32(float %x, i32 %mask)
  %c2 = call i1 @llvm.amdgcn.class.f32(float %x, i32 608)
  %c3 = call i1 @llvm.is.fpclass.f32(float %x, i32 147)
  %z1 = zext i1 %c1 to i32
  %z2 = zext i1 %c2 to i32
  %z3 = zext i1 %c3 to i32
  %s2 = shl i32 %z2, 1
  %s3 = shl i32 %z3, 2
  %or = or i32 %z1, %s2
  %cls = or i32 %or, %s3
  %clsf = bitcast i32 %cls to float
  call void @put(ptr addrspace(1) %out, i32 %o, i32 9, float %clsf)
  %fr = call { float, i32 } @llvm.frexp.f32.i32(float %y)
  %frm = extractvalue { float, i32 } %fr, 0
  %fre = extractvalue { float, i32 } %fr, 1
  %fref = bitcast i32 %fre to float
  call void @put(ptr addrspace(1) %out, i32 %o, i32 10, float %frm)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 11, float %fref)
  %fma = call float @llvm.fma.f32(float %x, float %y, float %rcp)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 12, float %fma)
  %cs = call float @llvm.copysign.f32(float %x, float %y)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 13, float %cs)
  %abs = call float @llvm.fabs.f32(float %y)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 14, float %abs)
  ret void
}

define amdgpu_kernel void @f64(ptr addrspace(1) %out, ptr addrspace(1) %xs, ptr addrspace(1) %ys) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %wg, 6
  %i = add i32 %base, %id
  %px = getelementptr float, ptr addrspace(1) %xs, i32 %i
  %xf = load float, ptr addrspace(1) %px
  %py = getelementptr float, ptr addrspace(1) %ys, i32 %i
  %yf = load float, ptr addrspace(1) %py
  %x = fpext float %xf to double
  %y = fpext float %yf to double
  %o = mul i32 %i, 8
  %rcp = call double @llvm.amdgcn.rcp.f64(double %x)
  call void @put64(ptr addrspace(1) %out, i32 %o, i32 0, double %rcp)
  %rsq = call double @llvm.amdgcn.rsq.f64(double %x)
  call void @put64(ptr addrspace(1) %out, i32 %o, i32 1, double %rsq)
  %fract = call double @llvm.amdgcn.fract.f64(double %x)
  call void @put64(ptr addrspace(1) %out, i32 %o, i32 2, double %fract)
  %mant = call double @llvm.amdgcn.frexp.mant.f64(double %x)
  call void @put64(ptr addrspace(1) %out, i32 %o, i32 3, double %mant)
  %e = call i32 @llvm.amdgcn.frexp.exp.i32.f64(double %x)
  %n = fptosi double %y to i32
  %ldexp = call double @llvm.ldexp.f64.i32(double %x, i32 %n)
  call void @put64(ptr addrspace(1) %out, i32 %o, i32 4, double %ldexp)
  %bit = urem i32 %i, 10
  %mask = shl i32 1, %bit
  %c1 = call i1 @llvm.amdgcn.class.f64(double %x, i32 %mask)
  %z1 = zext i1 %c1 to i32
  %e2 = shl i32 %e, 1
  %packed = or i32 %e2, %z1
  %pk = sext i32 %packed to i64
  %pkd = bitcast i64 %pk to double
  call void @put64(ptr addrspace(1) %out, i32 %o, i32 5, double %pkd)
  %fma = call double @llvm.fma.f64(double %x, double %y, double %rcp)
  call void @put64(ptr addrspace(1) %out, i32 %o, i32 6, double %fma)
  ret void
}

define internal void @put(ptr addrspace(1) %out, i32 %o, i32 %k, float %v) alwaysinline {
  %j = add i32 %o, %k
  %p = getelementptr float, ptr addrspace(1) %out, i32 %j
  store float %v, ptr addrspace(1) %p
  ret void
}

define internal void @put64(ptr addrspace(1) %out, i32 %o, i32 %k, double %v) alwaysinline {
  %j = add i32 %o, %k
  %p = getelementptr double, ptr addrspace(1) %out, i32 %j
  store double %v, ptr addrspace(1) %p
  ret void
}

define amdgpu_kernel void @uniformity(ptr addrspace(1) %out, float %a, double %d) {
  %rcp = call float @llvm.amdgcn.rcp.f32(float %a)
  %rsq = call float @llvm.amdgcn.rsq.f32(float %rcp)
  %fract = call float @llvm.amdgcn.fract.f32(float %rsq)
  %exp = call i32 @llvm.amdgcn.frexp.exp.i32.f32(float %fract)
  %ldexp = call float @llvm.ldexp.f32.i32(float %fract, i32 %exp)
  %class = call i1 @llvm.amdgcn.class.f32(float %ldexp, i32 3)
  %exp2 = call float @llvm.exp2.f32(float %ldexp)
  %log2 = call float @llvm.log2.f32(float %exp2)
  %med = call float @llvm.amdgcn.fmed3.f32(float %log2, float %a, float %exp2)
  %preop = call double @llvm.amdgcn.trig.preop.f64(double %d, i32 %exp)
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %f = uitofp i32 %tid to float
  %vrcp = call float @llvm.amdgcn.rcp.f32(float %f)
  %vlog2 = call float @llvm.log2.f32(float %vrcp)
  %s = select i1 %class, float %med, float %vlog2
  store float %s, ptr addrspace(1) %out
  store double %preop, ptr addrspace(1) %out
  ret void
}
; LLVM-LABEL: for function 'uniformity'
; LLVM: {{^ +}}%rcp = call float @llvm.amdgcn.rcp.f32(
; LLVM: {{^ +}}%rsq = call
; LLVM: {{^ +}}%fract = call
; LLVM: {{^ +}}%exp = call
; LLVM: {{^ +}}%ldexp = call
; LLVM: {{^ +}}%class = call
; LLVM: {{^ +}}%exp2 = call
; LLVM: {{^ +}}%log2 = call
; LLVM: {{^ +}}%med = call
; LLVM: {{^ +}}%preop = call
; LLVM: DIVERGENT: %vrcp = call
; LLVM: DIVERGENT: %vlog2 = call
; KCC-LABEL: kernel @uniformity
; KCC: = rcp %1 {{.*}}; {{.*}} uniform{{$}}
; KCC-NEXT: = rsq {{.*}}; uniform{{$}}
; KCC-NEXT: = fract {{.*}}; uniform{{$}}
; KCC-NEXT: = frexp.exp {{.*}}; uniform{{$}}
; KCC-NEXT: = ldexp {{.*}}; uniform{{$}}
; KCC: = fclass {{.*}}; uniform{{$}}
; KCC-NEXT: = exp2 {{.*}}; uniform{{$}}
; KCC-NEXT: = log2 {{.*}}; uniform{{$}}
; KCC-NEXT: = fmed3 {{.*}}; uniform{{$}}
; KCC-NEXT: = trig.preop {{.*}}; uniform{{$}}
; KCC: = rcp {{.*}}; divergent{{$}}
; KCC-NEXT: = log2 {{.*}}; divergent{{$}}
