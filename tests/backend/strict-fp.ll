; Constrained floating point (llvm.experimental.constrained.*, clang's -ffp-model=strict):
; with dynamic or to-nearest rounding (kcc never changes the mode) and exceptions nobody can
; observe, each is its plain operation. llc-22 selects only some of them, so the oracle is
; llc-22's object of the same kernel written with the plain operations (@plain, the file
; without @strict); both run on the emulator with the same inputs (special values half the
; time) and must write the same bytes. A static rounding other than to-nearest is refused.
; RUN: %kcc %s -o %t.kcc.o
; RUN: sed '/^;STRICT-BEGIN/,/^;STRICT-END/d' %s > %t.plain.ll
; RUN: %llc -filetype=obj %t.plain.ll -o %t.llc.o
; RUN: python3 %inputs/backend/float-specials.py %t.in 1024 8 f32x2
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(1024 * 64))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel strict --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel plain --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: sed 's/;UP;//' %s > %t.up.ll
; RUN: not %kcc %t.up.ll -o %t.up.o 2>&1 | FileCheck %s --check-prefix=UP
target triple = "amdgcn-amd-amdhsa"
;STRICT-BEGIN
declare float @llvm.experimental.constrained.fadd.f32(float, float, metadata, metadata)
declare float @llvm.experimental.constrained.fsub.f32(float, float, metadata, metadata)
declare float @llvm.experimental.constrained.fmul.f32(float, float, metadata, metadata)
declare float @llvm.experimental.constrained.fdiv.f32(float, float, metadata, metadata)
declare float @llvm.experimental.constrained.fma.f32(float, float, float, metadata, metadata)
declare float @llvm.experimental.constrained.sqrt.f32(float, metadata, metadata)
declare float @llvm.experimental.constrained.floor.f32(float, metadata)
declare float @llvm.experimental.constrained.rint.f32(float, metadata, metadata)
declare float @llvm.experimental.constrained.maxnum.f32(float, float, metadata)
declare i32 @llvm.experimental.constrained.fptosi.i32.f32(float, metadata)
declare float @llvm.experimental.constrained.sitofp.f32.i32(i32, metadata, metadata)
declare half @llvm.experimental.constrained.fptrunc.f16.f32(float, metadata, metadata)
declare double @llvm.experimental.constrained.fpext.f64.f32(float, metadata)
declare i1 @llvm.experimental.constrained.fcmp.f32(float, float, metadata, metadata)
declare i1 @llvm.experimental.constrained.fcmps.f32(float, float, metadata, metadata)
declare double @llvm.experimental.constrained.fdiv.f64(double, double, metadata, metadata)
define amdgpu_kernel void @strict(ptr addrspace(1) %out, ptr addrspace(1) %in) #0 {
  %id = call i32 @llvm.amdgcn.workitem.id.x() #0
  %g = call i32 @llvm.amdgcn.workgroup.id.x() #0
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pa = getelementptr [2 x float], ptr addrspace(1) %in, i32 %gid
  %x = load float, ptr addrspace(1) %pa
  %pb = getelementptr float, ptr addrspace(1) %pa, i32 1
  %y = load float, ptr addrspace(1) %pb
  %r0 = call float @llvm.experimental.constrained.fadd.f32(float %x, float %y, metadata !"round.dynamic", metadata !"fpexcept.strict") #0
  %r1 = call float @llvm.experimental.constrained.fsub.f32(float %x, float %y, metadata !"round.tonearest", metadata !"fpexcept.ignore") #0
  %r2 = call float @llvm.experimental.constrained.fmul.f32(float %x, float %y, metadata !"round.dynamic", metadata !"fpexcept.strict") #0
  %r3 = call float @llvm.experimental.constrained.fdiv.f32(float %x, float %y, metadata !"round.dynamic", metadata !"fpexcept.strict") #0
  %r4 = call float @llvm.experimental.constrained.fma.f32(float %x, float %y, float %r0, metadata !"round.dynamic", metadata !"fpexcept.strict") #0
  %r5 = call float @llvm.experimental.constrained.sqrt.f32(float %x, metadata !"round.dynamic", metadata !"fpexcept.strict") #0
  %r6 = call float @llvm.experimental.constrained.floor.f32(float %x, metadata !"fpexcept.strict") #0
  %r7 = call float @llvm.experimental.constrained.rint.f32(float %y, metadata !"round.dynamic", metadata !"fpexcept.strict") #0
  %r8 = call float @llvm.experimental.constrained.maxnum.f32(float %x, float %y, metadata !"fpexcept.strict") #0
  %c = call i1 @llvm.experimental.constrained.fcmp.f32(float %x, float %y, metadata !"olt", metadata !"fpexcept.strict") #0
  %cs = call i1 @llvm.experimental.constrained.fcmps.f32(float %x, float %y, metadata !"une", metadata !"fpexcept.strict") #0
  %xs = fmul float %x, 1.0e6
  %i = call i32 @llvm.experimental.constrained.fptosi.i32.f32(float %r6, metadata !"fpexcept.strict") #0
  %bi = call float @llvm.experimental.constrained.sitofp.f32.i32(i32 %gid, metadata !"round.dynamic", metadata !"fpexcept.strict") #0
  %h = call half @llvm.experimental.constrained.fptrunc.f16.f32(float %x, metadata !"round.dynamic", metadata !"fpexcept.strict") #0
  %d = call double @llvm.experimental.constrained.fpext.f64.f32(float %y, metadata !"fpexcept.strict") #0
  %dd = call double @llvm.experimental.constrained.fdiv.f64(double %d, double 3.0, metadata !"round.dynamic", metadata !"fpexcept.strict") #0
  %base = mul i32 %gid, 16
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %base
  %rs = insertelement <9 x float> poison, float %r0, i32 0
  %rs1 = insertelement <9 x float> %rs, float %r1, i32 1
  %rs2 = insertelement <9 x float> %rs1, float %r2, i32 2
  %rs3 = insertelement <9 x float> %rs2, float %r3, i32 3
  %rs4 = insertelement <9 x float> %rs3, float %r4, i32 4
  %rs5 = insertelement <9 x float> %rs4, float %r5, i32 5
  %rs6 = insertelement <9 x float> %rs5, float %r6, i32 6
  %rs7 = insertelement <9 x float> %rs6, float %r7, i32 7
  %rs8 = insertelement <9 x float> %rs7, float %r8, i32 8
  store <9 x float> %rs8, ptr addrspace(1) %o, align 4
  %o9 = getelementptr i32, ptr addrspace(1) %o, i32 9
  %cx = zext i1 %c to i32
  %csx = zext i1 %cs to i32
  %csh = shl i32 %csx, 1
  %cb = or i32 %cx, %csh
  store i32 %cb, ptr addrspace(1) %o9
  %o10 = getelementptr i32, ptr addrspace(1) %o, i32 10
  store i32 %i, ptr addrspace(1) %o10
  %o11 = getelementptr i32, ptr addrspace(1) %o, i32 11
  store float %bi, ptr addrspace(1) %o11
  %o12 = getelementptr i32, ptr addrspace(1) %o, i32 12
  store half %h, ptr addrspace(1) %o12
  %o14 = getelementptr i32, ptr addrspace(1) %o, i32 14
  store double %dd, ptr addrspace(1) %o14
  ret void
}
;STRICT-END

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare float @llvm.fma.f32(float, float, float)
declare float @llvm.sqrt.f32(float)
declare float @llvm.floor.f32(float)
declare float @llvm.rint.f32(float)
declare float @llvm.maxnum.f32(float, float)

define amdgpu_kernel void @plain(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pa = getelementptr [2 x float], ptr addrspace(1) %in, i32 %gid
  %x = load float, ptr addrspace(1) %pa
  %pb = getelementptr float, ptr addrspace(1) %pa, i32 1
  %y = load float, ptr addrspace(1) %pb
  %r0 = fadd float %x, %y
  %r1 = fsub float %x, %y
  %r2 = fmul float %x, %y
  %r3 = fdiv float %x, %y
  %r4 = call float @llvm.fma.f32(float %x, float %y, float %r0)
  %r5 = call float @llvm.sqrt.f32(float %x)
  %r6 = call float @llvm.floor.f32(float %x)
  %r7 = call float @llvm.rint.f32(float %y)
  %r8 = call float @llvm.maxnum.f32(float %x, float %y)
  %c = fcmp olt float %x, %y
  %cs = fcmp une float %x, %y
  %xs = fmul float %x, 1.0e6
  %i = fptosi float %r6 to i32
  %bi = sitofp i32 %gid to float
  %h = fptrunc float %x to half
  %d = fpext float %y to double
  %dd = fdiv double %d, 3.0
  %base = mul i32 %gid, 16
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %base
  %rs = insertelement <9 x float> poison, float %r0, i32 0
  %rs1 = insertelement <9 x float> %rs, float %r1, i32 1
  %rs2 = insertelement <9 x float> %rs1, float %r2, i32 2
  %rs3 = insertelement <9 x float> %rs2, float %r3, i32 3
  %rs4 = insertelement <9 x float> %rs3, float %r4, i32 4
  %rs5 = insertelement <9 x float> %rs4, float %r5, i32 5
  %rs6 = insertelement <9 x float> %rs5, float %r6, i32 6
  %rs7 = insertelement <9 x float> %rs6, float %r7, i32 7
  %rs8 = insertelement <9 x float> %rs7, float %r8, i32 8
  store <9 x float> %rs8, ptr addrspace(1) %o, align 4
  %o9 = getelementptr i32, ptr addrspace(1) %o, i32 9
  %cx = zext i1 %c to i32
  %csx = zext i1 %cs to i32
  %csh = shl i32 %csx, 1
  %cb = or i32 %cx, %csh
  store i32 %cb, ptr addrspace(1) %o9
  %o10 = getelementptr i32, ptr addrspace(1) %o, i32 10
  store i32 %i, ptr addrspace(1) %o10
  %o11 = getelementptr i32, ptr addrspace(1) %o, i32 11
  store float %bi, ptr addrspace(1) %o11
  %o12 = getelementptr i32, ptr addrspace(1) %o, i32 12
  store half %h, ptr addrspace(1) %o12
  %o14 = getelementptr i32, ptr addrspace(1) %o, i32 14
  store double %dd, ptr addrspace(1) %o14
  ret void
}

; UP: kcc: error: {{.*}}.ll:[[#@LINE+2]]:3: 'llvm.experimental.constrained.fadd.f32' with rounding 'round.upward' (kcc computes to nearest even only)
;UP;define amdgpu_kernel void @upward(ptr addrspace(1) %out, float %x) #0 {
;UP;  %r = call float @llvm.experimental.constrained.fadd.f32(float %x, float 1.0, metadata !"round.upward", metadata !"fpexcept.strict") #0
;UP;  store float %r, ptr addrspace(1) %out
;UP;  ret void
;UP;}

attributes #0 = { strictfp }
