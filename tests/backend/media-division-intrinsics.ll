; The media intrinsics (sad.u8, msad.u8, sad.hi.u8, sad.u16, lerp, qsad.pk.u16.u8,
; mqsad.pk.u16.u8, mqsad.u32.u8, cvt.pk.u8.f32), the division helpers (div.scale, div.fmas,
; div.fixup on f32 and f64) and wqm/strict.wqm (the operand, in a compute kernel), on
; per-lane and on uniform operands. kcc's and llc-22's objects run on the emulator with the
; same inputs and must write the same bytes.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/values.py %t.a 1024 32 31
; RUN: python3 %inputs/backend/values.py %t.b 1024 32 32
; RUN: python3 %inputs/backend/values.py %t.c 1024 32 33
; RUN: python3 %inputs/backend/float-specials.py %t.f 1024 34 f32x3 pad4 f64x3
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(1024 * 64))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel media --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.a --arg buf:%t.b --arg buf:%t.c --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel media --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.a --arg buf:%t.b --arg buf:%t.c --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel media_uniform --grid 64 --block 64 --arg buf:%t.out --arg i32:0x01ff7f80 --arg i32:0x80fe0102 --arg i32:0x00030201 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel media_uniform --grid 64 --block 64 --arg buf:%t.out --arg i32:0x01ff7f80 --arg i32:0x80fe0102 --arg i32:0x00030201 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel division --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.f --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel division --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.f --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s
; RUN: %llc %s -o - | FileCheck %s
target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: media:
; CHECK: v_sad_u8
; CHECK: v_msad_u8
; CHECK: v_sad_hi_u8
; CHECK: v_sad_u16
; CHECK: v_lerp_u8
; CHECK: v_qsad_pk_u16_u8
; CHECK: v_mqsad_pk_u16_u8
; CHECK: v_cvt_pk_u8_f32
define amdgpu_kernel void @media(ptr addrspace(1) %out, ptr addrspace(1) %pa, ptr addrspace(1) %pb, ptr addrspace(1) %pc) {
  %gid = call i32 @gid()
  %qa = getelementptr i32, ptr addrspace(1) %pa, i32 %gid
  %qb = getelementptr i32, ptr addrspace(1) %pb, i32 %gid
  %qc = getelementptr i32, ptr addrspace(1) %pc, i32 %gid
  %a = load i32, ptr addrspace(1) %qa
  %b = load i32, ptr addrspace(1) %qb
  %c = load i32, ptr addrspace(1) %qc
  %base = shl i32 %gid, 4
  %r0 = call i32 @llvm.amdgcn.sad.u8(i32 %a, i32 %b, i32 %c)
  call void @put(ptr addrspace(1) %out, i32 %base, i32 0, i32 %r0)
  %r1 = call i32 @llvm.amdgcn.msad.u8(i32 %a, i32 %b, i32 %c)
  call void @put(ptr addrspace(1) %out, i32 %base, i32 1, i32 %r1)
  %r2 = call i32 @llvm.amdgcn.sad.hi.u8(i32 %a, i32 %b, i32 %c)
  call void @put(ptr addrspace(1) %out, i32 %base, i32 2, i32 %r2)
  %r3 = call i32 @llvm.amdgcn.sad.u16(i32 %a, i32 %b, i32 %c)
  call void @put(ptr addrspace(1) %out, i32 %base, i32 3, i32 %r3)
  %r4 = call i32 @llvm.amdgcn.lerp(i32 %a, i32 %b, i32 %c)
  call void @put(ptr addrspace(1) %out, i32 %base, i32 4, i32 %r4)
  ; 64-bit operands: {a, b} as the source window, {c, a} as the accumulators.
  %al = zext i32 %a to i64
  %bh = zext i32 %b to i64
  %bs = shl i64 %bh, 32
  %ab = or i64 %al, %bs
  %cl = zext i32 %c to i64
  %as = shl i64 %al, 32
  %ca = or i64 %cl, %as
  %q0 = call i64 @llvm.amdgcn.qsad.pk.u16.u8(i64 %ab, i32 %c, i64 %ca)
  call void @put64(ptr addrspace(1) %out, i32 %base, i32 5, i64 %q0)
  %q1 = call i64 @llvm.amdgcn.mqsad.pk.u16.u8(i64 %ab, i32 %c, i64 %ca)
  call void @put64(ptr addrspace(1) %out, i32 %base, i32 7, i64 %q1)
  %v0 = insertelement <4 x i32> poison, i32 %a, i32 0
  %v1 = insertelement <4 x i32> %v0, i32 %b, i32 1
  %v2 = insertelement <4 x i32> %v1, i32 %c, i32 2
  %v3 = insertelement <4 x i32> %v2, i32 %r0, i32 3
  %m = call <4 x i32> @llvm.amdgcn.mqsad.u32.u8(i64 %ab, i32 %c, <4 x i32> %v3)
  %m0 = extractelement <4 x i32> %m, i32 0
  call void @put(ptr addrspace(1) %out, i32 %base, i32 9, i32 %m0)
  %m1 = extractelement <4 x i32> %m, i32 1
  call void @put(ptr addrspace(1) %out, i32 %base, i32 10, i32 %m1)
  %m2 = extractelement <4 x i32> %m, i32 2
  call void @put(ptr addrspace(1) %out, i32 %base, i32 11, i32 %m2)
  %m3 = extractelement <4 x i32> %m, i32 3
  call void @put(ptr addrspace(1) %out, i32 %base, i32 12, i32 %m3)
  ; A float in -64..320 (a's low bits scaled), packed into byte (b & 3) of c.
  %as16 = ashr i32 %a, 16
  %af = sitofp i32 %as16 to float
  %af2 = fmul float %af, 0x3F78000000000000
  %af3 = fadd float %af2, 128.0
  %p0 = call i32 @llvm.amdgcn.cvt.pk.u8.f32(float %af3, i32 %b, i32 %c)
  call void @put(ptr addrspace(1) %out, i32 %base, i32 13, i32 %p0)
  %p1 = call i32 @llvm.amdgcn.cvt.pk.u8.f32(float %af3, i32 2, i32 %c)
  call void @put(ptr addrspace(1) %out, i32 %base, i32 14, i32 %p1)
  %w = call i32 @llvm.amdgcn.wqm.i32(i32 %r1)
  %sw = call i32 @llvm.amdgcn.strict.wqm.i32(i32 %w)
  call void @put(ptr addrspace(1) %out, i32 %base, i32 15, i32 %sw)
  ret void
}

; Uniform operands: the results are uniform (LLVM's rule), and a branch on one stays scalar.
; CHECK-LABEL: media_uniform:
; CHECK: v_sad_u8
; CHECK-NOT: s_and_saveexec
; CHECK: v_lerp_u8
define amdgpu_kernel void @media_uniform(ptr addrspace(1) %out, i32 %a, i32 %b, i32 %c) {
  %gid = call i32 @gid()
  %base = shl i32 %gid, 4
  %r0 = call i32 @llvm.amdgcn.sad.u8(i32 %a, i32 %b, i32 %c)
  %big = icmp ugt i32 %r0, 300
  br i1 %big, label %then, label %join
then:
  %r1 = call i32 @llvm.amdgcn.lerp(i32 %a, i32 %b, i32 %c)
  br label %join
join:
  %r = phi i32 [ %r1, %then ], [ %r0, %0 ]
  call void @put(ptr addrspace(1) %out, i32 %base, i32 0, i32 %r)
  %r2 = call i32 @llvm.amdgcn.msad.u8(i32 %a, i32 %b, i32 %gid)
  call void @put(ptr addrspace(1) %out, i32 %base, i32 1, i32 %r2)
  ret void
}

; The division helpers on special and random floats: each result and each scale flag.
; CHECK-LABEL: division:
; CHECK: v_div_scale_f32
; CHECK: v_div_fmas_f32
; CHECK: v_div_fixup_f32
; CHECK: v_div_scale_f64
; CHECK: v_div_fmas_f64
; CHECK: v_div_fixup_f64
define amdgpu_kernel void @division(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %gid = call i32 @gid()
  %rec = mul i32 %gid, 6
  %pf = getelementptr i32, ptr addrspace(1) %in, i32 %rec
  %x = load float, ptr addrspace(1) %pf
  %pf1 = getelementptr float, ptr addrspace(1) %pf, i32 1
  %y = load float, ptr addrspace(1) %pf1
  %pf2 = getelementptr float, ptr addrspace(1) %pf, i32 2
  %z = load float, ptr addrspace(1) %pf2
  %pd = getelementptr float, ptr addrspace(1) %pf, i32 4
  %dx = load double, ptr addrspace(1) %pd
  %pd1 = getelementptr double, ptr addrspace(1) %pd, i32 1
  %dy = load double, ptr addrspace(1) %pd1
  %pd2 = getelementptr double, ptr addrspace(1) %pd, i32 2
  %dz = load double, ptr addrspace(1) %pd2
  %base = shl i32 %gid, 4
  %s0 = call { float, i1 } @llvm.amdgcn.div.scale.f32(float %x, float %y, i1 true)
  %s0v = extractvalue { float, i1 } %s0, 0
  %s0f = extractvalue { float, i1 } %s0, 1
  call void @putf(ptr addrspace(1) %out, i32 %base, i32 0, float %s0v)
  %s1 = call { float, i1 } @llvm.amdgcn.div.scale.f32(float %x, float %y, i1 false)
  %s1v = extractvalue { float, i1 } %s1, 0
  %s1f = extractvalue { float, i1 } %s1, 1
  call void @putf(ptr addrspace(1) %out, i32 %base, i32 1, float %s1v)
  %flags = select i1 %s0f, i32 1, i32 0
  %flags2 = select i1 %s1f, i32 2, i32 0
  %fl = or i32 %flags, %flags2
  call void @put(ptr addrspace(1) %out, i32 %base, i32 2, i32 %fl)
  %f0 = call float @llvm.amdgcn.div.fmas.f32(float %x, float %y, float %z, i1 %s0f)
  call void @putf(ptr addrspace(1) %out, i32 %base, i32 3, float %f0)
  %fx = call float @llvm.amdgcn.div.fixup.f32(float %x, float %y, float %z)
  call void @putf(ptr addrspace(1) %out, i32 %base, i32 4, float %fx)
  %d0 = call { double, i1 } @llvm.amdgcn.div.scale.f64(double %dx, double %dy, i1 true)
  %d0v = extractvalue { double, i1 } %d0, 0
  %d0f = extractvalue { double, i1 } %d0, 1
  call void @putd(ptr addrspace(1) %out, i32 %base, i32 6, double %d0v)
  %d1 = call { double, i1 } @llvm.amdgcn.div.scale.f64(double %dx, double %dy, i1 false)
  %d1v = extractvalue { double, i1 } %d1, 0
  call void @putd(ptr addrspace(1) %out, i32 %base, i32 8, double %d1v)
  %dfl = select i1 %d0f, i32 1, i32 0
  call void @put(ptr addrspace(1) %out, i32 %base, i32 5, i32 %dfl)
  %df = call double @llvm.amdgcn.div.fmas.f64(double %dx, double %dy, double %dz, i1 %d0f)
  call void @putd(ptr addrspace(1) %out, i32 %base, i32 10, double %df)
  %dfx = call double @llvm.amdgcn.div.fixup.f64(double %dx, double %dy, double %dz)
  call void @putd(ptr addrspace(1) %out, i32 %base, i32 12, double %dfx)
  ; A whole division the way llc expands fdiv: scale, reciprocal, refine, fmas, fixup.
  %n = call { float, i1 } @llvm.amdgcn.div.scale.f32(float %x, float %y, i1 true)
  %nv = extractvalue { float, i1 } %n, 0
  %nf = extractvalue { float, i1 } %n, 1
  %d = call { float, i1 } @llvm.amdgcn.div.scale.f32(float %x, float %y, i1 false)
  %dv = extractvalue { float, i1 } %d, 0
  %r = call float @llvm.amdgcn.rcp.f32(float %dv)
  %nd = fneg float %dv
  %e = call float @llvm.fma.f32(float %nd, float %r, float 1.0)
  %r1 = call float @llvm.fma.f32(float %e, float %r, float %r)
  %q = fmul float %nv, %r1
  %e2 = call float @llvm.fma.f32(float %nd, float %q, float %nv)
  %q1 = call float @llvm.fma.f32(float %e2, float %r1, float %q)
  %e3 = call float @llvm.fma.f32(float %nd, float %q1, float %nv)
  %fm = call float @llvm.amdgcn.div.fmas.f32(float %e3, float %r1, float %q1, i1 %nf)
  %quot = call float @llvm.amdgcn.div.fixup.f32(float %fm, float %y, float %x)
  call void @putf(ptr addrspace(1) %out, i32 %base, i32 14, float %quot)
  ret void
}

define internal i32 @gid() {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  ret i32 %gid
}

define internal void @put(ptr addrspace(1) %out, i32 %base, i32 %k, i32 %v) {
  %i = add i32 %base, %k
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %v, ptr addrspace(1) %p
  ret void
}

define internal void @put64(ptr addrspace(1) %out, i32 %base, i32 %k, i64 %v) {
  %i = add i32 %base, %k
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i64 %v, ptr addrspace(1) %p, align 4
  ret void
}

define internal void @putf(ptr addrspace(1) %out, i32 %base, i32 %k, float %v) {
  %b = bitcast float %v to i32
  call void @put(ptr addrspace(1) %out, i32 %base, i32 %k, i32 %b)
  ret void
}

define internal void @putd(ptr addrspace(1) %out, i32 %base, i32 %k, double %v) {
  %b = bitcast double %v to i64
  call void @put64(ptr addrspace(1) %out, i32 %base, i32 %k, i64 %b)
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.sad.u8(i32, i32, i32)
declare i32 @llvm.amdgcn.msad.u8(i32, i32, i32)
declare i32 @llvm.amdgcn.sad.hi.u8(i32, i32, i32)
declare i32 @llvm.amdgcn.sad.u16(i32, i32, i32)
declare i32 @llvm.amdgcn.lerp(i32, i32, i32)
declare i64 @llvm.amdgcn.qsad.pk.u16.u8(i64, i32, i64)
declare i64 @llvm.amdgcn.mqsad.pk.u16.u8(i64, i32, i64)
declare <4 x i32> @llvm.amdgcn.mqsad.u32.u8(i64, i32, <4 x i32>)
declare i32 @llvm.amdgcn.cvt.pk.u8.f32(float, i32, i32)
declare i32 @llvm.amdgcn.wqm.i32(i32)
declare i32 @llvm.amdgcn.strict.wqm.i32(i32)
declare { float, i1 } @llvm.amdgcn.div.scale.f32(float, float, i1)
declare { double, i1 } @llvm.amdgcn.div.scale.f64(double, double, i1)
declare float @llvm.amdgcn.div.fmas.f32(float, float, float, i1)
declare double @llvm.amdgcn.div.fmas.f64(double, double, double, i1)
declare float @llvm.amdgcn.div.fixup.f32(float, float, float)
declare double @llvm.amdgcn.div.fixup.f64(double, double, double)
declare float @llvm.amdgcn.rcp.f32(float)
declare float @llvm.fma.f32(float, float, float)
