; AMDGPU intrinsics of one instruction or a short sequence: the raw transcendental units
; (amdgcn.sin/cos/exp2/log), rsq.clamp, fmul.legacy, alignbyte, sffbh, mulhi.i24/u24, generic
; ucmp/scmp, cvt.pk.i16/u16, amdgcn.icmp of a boolean ne false (a ballot; llc-22 selects no
; other i1 compare), vector.extract/insert/reverse, inverse.ballot, readfirstlane/readlane/
; writelane of 64-bit values and vectors, is.shared/is.private, and the values LLVM leaves
; for the backend (objectsize, get.rounding, invariant.start, fake.use, live.mask). kcc's and
; llc-22's objects run on the emulator with the same inputs and must write the same bytes.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/values.py %t.a 1024 32 21
; RUN: python3 %inputs/backend/values.py %t.b 1024 32 22
; RUN: python3 %inputs/backend/values.py %t.c 1024 32 23
; RUN: python3 %inputs/backend/float-specials.py %t.f 1024 24 f32x1 f16x2 pad8 f64x1
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(1024 * 64))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel ints --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.a --arg buf:%t.b --arg buf:%t.c --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel ints --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.a --arg buf:%t.b --arg buf:%t.c --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel floats --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.f --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel floats --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.f --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel lanes --grid 512 --block 64 --arg buf:%t.out --arg buf:%t.a --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel lanes --grid 512 --block 64 --arg buf:%t.out --arg buf:%t.a --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel more --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.a --arg buf:%t.b --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel more --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.a --arg buf:%t.b --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel spaces --grid 256 --block 64 --arg buf:%t.out --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel spaces --grid 256 --block 64 --arg buf:%t.out --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel machine --grid 64 --block 64 --arg buf:%t.out --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel machine --grid 64 --block 64 --arg buf:%t.out --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; A trap stops the kernel on both objects.
; RUN: not %kcc run %t.kcc.o --kernel trap --grid 64 --block 64 --arg buf:%t.out --arg i32:5 2>&1 | FileCheck %s --check-prefix=TRAP
; RUN: not %kcc run %t.llc.o --kernel trap --grid 64 --block 64 --arg buf:%t.out --arg i32:5 2>&1 | FileCheck %s --check-prefix=TRAP
; RUN: %kcc run %t.kcc.o --kernel trap --grid 64 --block 64 --arg buf:%t.out --arg i32:99
; RUN: %kcc %s -S -o - | FileCheck %s
; RUN: %llc %s -o - | FileCheck %s
; TRAP: trap
target triple = "amdgcn-amd-amdhsa"

; Sixteen dwords per work-item from three integers.
define amdgpu_kernel void @ints(ptr addrspace(1) %out, ptr addrspace(1) %pa, ptr addrspace(1) %pb, ptr addrspace(1) %pc) {
  %gid = call i32 @gid()
  %qa = getelementptr i32, ptr addrspace(1) %pa, i32 %gid
  %qb = getelementptr i32, ptr addrspace(1) %pb, i32 %gid
  %qc = getelementptr i32, ptr addrspace(1) %pc, i32 %gid
  %a = load i32, ptr addrspace(1) %qa
  %b = load i32, ptr addrspace(1) %qb
  %c = load i32, ptr addrspace(1) %qc
  %base = shl i32 %gid, 4
  %r0 = call i32 @llvm.amdgcn.alignbyte(i32 %a, i32 %b, i32 %c)
  call void @put(ptr addrspace(1) %out, i32 %base, i32 0, i32 %r0)
  %r1 = call i32 @llvm.amdgcn.sffbh.i32(i32 %a)
  call void @put(ptr addrspace(1) %out, i32 %base, i32 1, i32 %r1)
  %sh = lshr i32 %b, 31
  %small = ashr i32 %c, %sh
  %r2 = call i32 @llvm.amdgcn.sffbh.i32(i32 %small)
  call void @put(ptr addrspace(1) %out, i32 %base, i32 2, i32 %r2)
  %r3 = call i32 @llvm.amdgcn.mulhi.i24(i32 %a, i32 %b)
  call void @put(ptr addrspace(1) %out, i32 %base, i32 3, i32 %r3)
  %r4 = call i32 @llvm.amdgcn.mulhi.u24(i32 %a, i32 %c)
  call void @put(ptr addrspace(1) %out, i32 %base, i32 4, i32 %r4)
  %r5 = call i32 @llvm.ucmp.i32.i32(i32 %a, i32 %b)
  call void @put(ptr addrspace(1) %out, i32 %base, i32 5, i32 %r5)
  %r6 = call i8 @llvm.scmp.i8.i32(i32 %a, i32 %b)
  %r6x = sext i8 %r6 to i32
  call void @put(ptr addrspace(1) %out, i32 %base, i32 6, i32 %r6x)
  %bm = and i32 %b, 3
  %ab = and i32 %a, 3
  %r7 = call i32 @llvm.scmp.i32.i32(i32 %ab, i32 %bm)
  call void @put(ptr addrspace(1) %out, i32 %base, i32 7, i32 %r7)
  %a16 = trunc i32 %a to i16
  %b16 = trunc i32 %b to i16
  %r8 = call i16 @llvm.ucmp.i16.i16(i16 %a16, i16 %b16)
  %r8x = sext i16 %r8 to i32
  call void @put(ptr addrspace(1) %out, i32 %base, i32 8, i32 %r8x)
  %a64 = sext i32 %a to i64
  %c64 = zext i32 %c to i64
  %r9 = call i32 @llvm.scmp.i32.i64(i64 %a64, i64 %c64)
  call void @put(ptr addrspace(1) %out, i32 %base, i32 9, i32 %r9)
  %r10 = call i32 @llvm.amdgcn.alignbyte(i32 %a, i32 %b, i32 2)
  call void @put(ptr addrspace(1) %out, i32 %base, i32 10, i32 %r10)
  ret void
}

; Sixteen dwords per work-item from an f32, two f16 and an f64 (specials half the time).
define amdgpu_kernel void @floats(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %gid = call i32 @gid()
  %rec = mul i32 %gid, 24
  %pf = getelementptr i8, ptr addrspace(1) %in, i32 %rec
  %x = load float, ptr addrspace(1) %pf
  %ph = getelementptr i8, ptr addrspace(1) %pf, i32 4
  %h = load half, ptr addrspace(1) %ph
  %pd = getelementptr i8, ptr addrspace(1) %pf, i32 16
  %d = load double, ptr addrspace(1) %pd
  %base = shl i32 %gid, 4
  %s = call float @llvm.amdgcn.sin.f32(float %x)
  call void @putf(ptr addrspace(1) %out, i32 %base, i32 0, float %s)
  %co = call float @llvm.amdgcn.cos.f32(float %x)
  call void @putf(ptr addrspace(1) %out, i32 %base, i32 1, float %co)
  %e = call float @llvm.amdgcn.exp2.f32(float %x)
  call void @putf(ptr addrspace(1) %out, i32 %base, i32 2, float %e)
  %lg = call float @llvm.amdgcn.log.f32(float %x)
  call void @putf(ptr addrspace(1) %out, i32 %base, i32 3, float %lg)
  %rq = call float @llvm.amdgcn.rsq.clamp.f32(float %x)
  call void @putf(ptr addrspace(1) %out, i32 %base, i32 4, float %rq)
  %ml = call float @llvm.amdgcn.fmul.legacy(float %x, float %lg)
  call void @putf(ptr addrspace(1) %out, i32 %base, i32 9, float %ml)
  %ml2 = call float @llvm.amdgcn.fmul.legacy(float %e, float %x)
  call void @putf(ptr addrspace(1) %out, i32 %base, i32 10, float %ml2)
  %sh = call half @llvm.amdgcn.sin.f16(half %h)
  %ch = call half @llvm.amdgcn.cos.f16(half %h)
  %eh = call half @llvm.amdgcn.exp2.f16(half %h)
  %lh = call half @llvm.amdgcn.log.f16(half %h)
  %v0 = insertelement <2 x half> poison, half %sh, i32 0
  %v1 = insertelement <2 x half> %v0, half %ch, i32 1
  %w1 = bitcast <2 x half> %v1 to float
  call void @putf(ptr addrspace(1) %out, i32 %base, i32 5, float %w1)
  %v2 = insertelement <2 x half> poison, half %eh, i32 0
  %v3 = insertelement <2 x half> %v2, half %lh, i32 1
  %w3 = bitcast <2 x half> %v3 to float
  call void @putf(ptr addrspace(1) %out, i32 %base, i32 6, float %w3)
  %rd = call double @llvm.amdgcn.rsq.clamp.f64(double %d)
  %rdi = bitcast double %rd to <2 x float>
  %rd0 = extractelement <2 x float> %rdi, i32 0
  %rd1 = extractelement <2 x float> %rdi, i32 1
  call void @putf(ptr addrspace(1) %out, i32 %base, i32 7, float %rd0)
  call void @putf(ptr addrspace(1) %out, i32 %base, i32 8, float %rd1)
  ret void
}

; Saturating packs, ballots of booleans, vector parts.
define amdgpu_kernel void @more(ptr addrspace(1) %out, ptr addrspace(1) %pa, ptr addrspace(1) %pb) {
  %gid = call i32 @gid()
  %qa = getelementptr i32, ptr addrspace(1) %pa, i32 %gid
  %qb = getelementptr i32, ptr addrspace(1) %pb, i32 %gid
  %a = load i32, ptr addrspace(1) %qa
  %b = load i32, ptr addrspace(1) %qb
  %base = shl i32 %gid, 4
  %pi = call <2 x i16> @llvm.amdgcn.cvt.pk.i16(i32 %a, i32 %b)
  %pix = bitcast <2 x i16> %pi to i32
  call void @put(ptr addrspace(1) %out, i32 %base, i32 0, i32 %pix)
  %pu = call <2 x i16> @llvm.amdgcn.cvt.pk.u16(i32 %a, i32 %b)
  %pux = bitcast <2 x i16> %pu to i32
  call void @put(ptr addrspace(1) %out, i32 %base, i32 1, i32 %pux)
  %ca = icmp slt i32 %a, 0
  %cb = icmp ugt i32 %b, 1000
  %m0 = call i64 @llvm.amdgcn.icmp.i64.i1(i1 %ca, i1 false, i32 33)
  %m1 = call i64 @llvm.amdgcn.icmp.i64.i1(i1 %cb, i1 false, i32 33)
  %m = xor i64 %m0, %m1
  %mlo = trunc i64 %m to i32
  %mh = lshr i64 %m, 32
  %mhi = trunc i64 %mh to i32
  call void @put(ptr addrspace(1) %out, i32 %base, i32 2, i32 %mlo)
  call void @put(ptr addrspace(1) %out, i32 %base, i32 3, i32 %mhi)
  %v0 = insertelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 %a, i32 1
  %v = insertelement <4 x i32> %v0, i32 %b, i32 2
  %r = call <4 x i32> @llvm.vector.reverse.v4i32(<4 x i32> %v)
  %e = call <2 x i32> @llvm.vector.extract.v2i32.v4i32(<4 x i32> %r, i64 2)
  %w = call <8 x i32> @llvm.vector.insert.v8i32.v2i32(<8 x i32> zeroinitializer, <2 x i32> %e, i64 4)
  %w4 = extractelement <8 x i32> %w, i32 4
  %w5 = extractelement <8 x i32> %w, i32 5
  %w3 = extractelement <8 x i32> %w, i32 3
  %r0 = extractelement <4 x i32> %r, i32 0
  call void @put(ptr addrspace(1) %out, i32 %base, i32 4, i32 %w4)
  call void @put(ptr addrspace(1) %out, i32 %base, i32 5, i32 %w5)
  call void @put(ptr addrspace(1) %out, i32 %base, i32 6, i32 %w3)
  call void @put(ptr addrspace(1) %out, i32 %base, i32 7, i32 %r0)
  ret void
}

; A 64-bit mask tested per lane, 64-bit values read from and written to one lane.
define amdgpu_kernel void @lanes(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gid = call i32 @gid()
  %pm = getelementptr i64, ptr addrspace(1) %in, i32 %g
  %mask = load i64, ptr addrspace(1) %pm
  %bit = call i1 @llvm.amdgcn.inverse.ballot.i64(i64 %mask)
  %bx = zext i1 %bit to i32
  %base = shl i32 %gid, 4
  call void @put(ptr addrspace(1) %out, i32 %base, i32 0, i32 %bx)
  %pv = getelementptr i64, ptr addrspace(1) %in, i32 %gid
  %v = load i64, ptr addrspace(1) %pv
  %lane = and i32 %g, 63
  %r = call i64 @llvm.amdgcn.readlane.i64(i64 %v, i32 %lane)
  %w = call i64 @llvm.amdgcn.writelane.i64(i64 %r, i32 7, i64 %v)
  %vd = bitcast i64 %v to double
  %rd = call double @llvm.amdgcn.readlane.f64(double %vd, i32 3)
  %rdi = bitcast double %rd to i64
  %s = add i64 %w, %rdi
  %lo = trunc i64 %s to i32
  %hi64 = lshr i64 %s, 32
  %hi = trunc i64 %hi64 to i32
  call void @put(ptr addrspace(1) %out, i32 %base, i32 1, i32 %lo)
  call void @put(ptr addrspace(1) %out, i32 %base, i32 2, i32 %hi)
  %v2a = insertelement <2 x i32> poison, i32 %lo, i32 0
  %v2 = insertelement <2 x i32> %v2a, i32 %gid, i32 1
  %f2 = call <2 x i32> @llvm.amdgcn.readfirstlane.v2i32(<2 x i32> %v2)
  %l2 = call <2 x i32> @llvm.amdgcn.readlane.v2i32(<2 x i32> %v2, i32 %lane)
  %w2 = call <2 x i32> @llvm.amdgcn.writelane.v2i32(<2 x i32> %f2, i32 9, <2 x i32> %v2)
  %s2 = add <2 x i32> %l2, %w2
  %s20 = extractelement <2 x i32> %s2, i32 0
  %s21 = extractelement <2 x i32> %s2, i32 1
  call void @put(ptr addrspace(1) %out, i32 %base, i32 3, i32 %s20)
  call void @put(ptr addrspace(1) %out, i32 %base, i32 4, i32 %s21)
  ret void
}

@lds = internal addrspace(3) global [64 x i32] poison

; Generic pointers into LDS, private memory or global memory, by lane.
define amdgpu_kernel void @spaces(ptr addrspace(1) %out) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %gid = call i32 @gid()
  %priv = alloca i32, addrspace(5)
  store volatile i32 %id, ptr addrspace(5) %priv
  %l = getelementptr i32, ptr addrspace(3) @lds, i32 %id
  %gl = addrspacecast ptr addrspace(3) %l to ptr
  %gp = addrspacecast ptr addrspace(5) %priv to ptr
  %go = addrspacecast ptr addrspace(1) %out to ptr
  %k = urem i32 %id, 3
  %is0 = icmp eq i32 %k, 0
  %is1 = icmp eq i32 %k, 1
  %p01 = select i1 %is1, ptr %gp, ptr %go
  %p = select i1 %is0, ptr %gl, ptr %p01
  %sh = call i1 @llvm.amdgcn.is.shared(ptr %p)
  %pr = call i1 @llvm.amdgcn.is.private(ptr %p)
  %shx = zext i1 %sh to i32
  %prx = zext i1 %pr to i32
  %prs = shl i32 %prx, 1
  %bits = or i32 %shx, %prs
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %bits, ptr addrspace(1) %slot
  ret void
}

; Controls with no value (sleep, priority, nops, cache write-back and invalidation, a wait
; for memory, a scheduling hint), two
; reads of the clock that must increase, and the values LLVM leaves for the backend.
define amdgpu_kernel void @machine(ptr addrspace(1) %out) {
  %gid = call i32 @gid()
  %t0 = call i64 @llvm.amdgcn.s.memtime()
  call void @llvm.amdgcn.s.sleep(i32 1)
  call void @llvm.amdgcn.s.setprio(i16 2)
  call void @llvm.amdgcn.s.nop(i16 3)
  call void @llvm.amdgcn.s.dcache.wb()
  call void @llvm.amdgcn.s.dcache.inv()
  call void @llvm.amdgcn.buffer.wbinvl1()
  call void @llvm.amdgcn.s.waitcnt(i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 2, i32 1, i32 0)
  %t1 = call i64 @llvm.amdgcn.s.memtime()
  %later = icmp ugt i64 %t1, %t0
  %lx = zext i1 %later to i32
  %base = shl i32 %gid, 4
  call void @put(ptr addrspace(1) %out, i32 %base, i32 0, i32 %lx)
  %size = call i64 @llvm.objectsize.i64.p1(ptr addrspace(1) %out, i1 false, i1 false, i1 false)
  %sz = trunc i64 %size to i32
  call void @put(ptr addrspace(1) %out, i32 %base, i32 1, i32 %sz)
  %minsize = call i32 @llvm.objectsize.i32.p1(ptr addrspace(1) %out, i1 true, i1 false, i1 false)
  call void @put(ptr addrspace(1) %out, i32 %base, i32 2, i32 %minsize)
  %rounding = call i32 @llvm.get.rounding()
  call void @put(ptr addrspace(1) %out, i32 %base, i32 3, i32 %rounding)
  %inv = call ptr @llvm.invariant.start.p1(i64 4, ptr addrspace(1) %out)
  call void (...) @llvm.fake.use(i32 %gid)
  %live = call i1 @llvm.amdgcn.live.mask()
  %lv = zext i1 %live to i32
  call void @put(ptr addrspace(1) %out, i32 %base, i32 4, i32 %lv)
  call void @llvm.invariant.end.p1(ptr %inv, i64 4, ptr addrspace(1) %out)
  ret void
}

; CHECK-LABEL: machine:
; CHECK: s_memtime
; CHECK: s_sleep 1
; CHECK: s_setprio 2
; CHECK: s_dcache_wb
; CHECK: s_dcache_inv
; CHECK: buffer_wbinvl1
; CHECK: s_waitcnt
; CHECK: s_memtime
; CHECK-LABEL: trap:
; CHECK: s_trap 2
define amdgpu_kernel void @trap(ptr addrspace(1) %out, i32 %n) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %id, %n
  br i1 %c, label %t, label %ok
t:
  call void @llvm.trap()
  unreachable
ok:
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 1, ptr addrspace(1) %slot
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

define internal void @putf(ptr addrspace(1) %out, i32 %base, i32 %k, float %v) {
  %i = add i32 %base, %k
  %p = getelementptr float, ptr addrspace(1) %out, i32 %i
  store float %v, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.alignbyte(i32, i32, i32)
declare i32 @llvm.amdgcn.sffbh.i32(i32)
declare i32 @llvm.amdgcn.mulhi.i24(i32, i32)
declare i32 @llvm.amdgcn.mulhi.u24(i32, i32)
declare i32 @llvm.ucmp.i32.i32(i32, i32)
declare i16 @llvm.ucmp.i16.i16(i16, i16)
declare i8 @llvm.scmp.i8.i32(i32, i32)
declare i32 @llvm.scmp.i32.i32(i32, i32)
declare i32 @llvm.scmp.i32.i64(i64, i64)
declare float @llvm.amdgcn.sin.f32(float)
declare float @llvm.amdgcn.cos.f32(float)
declare float @llvm.amdgcn.exp2.f32(float)
declare float @llvm.amdgcn.log.f32(float)
declare float @llvm.amdgcn.rsq.clamp.f32(float)
declare float @llvm.amdgcn.fmul.legacy(float, float)
declare double @llvm.amdgcn.rsq.clamp.f64(double)
declare half @llvm.amdgcn.sin.f16(half)
declare half @llvm.amdgcn.cos.f16(half)
declare half @llvm.amdgcn.exp2.f16(half)
declare half @llvm.amdgcn.log.f16(half)
declare i1 @llvm.amdgcn.inverse.ballot.i64(i64)
declare i64 @llvm.amdgcn.readlane.i64(i64, i32)
declare double @llvm.amdgcn.readlane.f64(double, i32)
declare i64 @llvm.amdgcn.writelane.i64(i64, i32, i64)
declare <2 x i32> @llvm.amdgcn.readfirstlane.v2i32(<2 x i32>)
declare <2 x i32> @llvm.amdgcn.readlane.v2i32(<2 x i32>, i32)
declare <2 x i32> @llvm.amdgcn.writelane.v2i32(<2 x i32>, i32, <2 x i32>)
declare i1 @llvm.amdgcn.is.shared(ptr)
declare i1 @llvm.amdgcn.is.private(ptr)
declare i64 @llvm.amdgcn.s.memtime()
declare void @llvm.amdgcn.s.sleep(i32)
declare void @llvm.amdgcn.s.setprio(i16)
declare void @llvm.amdgcn.s.nop(i16)
declare void @llvm.amdgcn.s.dcache.wb()
declare void @llvm.amdgcn.s.dcache.inv()
declare void @llvm.amdgcn.buffer.wbinvl1()
declare void @llvm.amdgcn.s.waitcnt(i32)
declare void @llvm.amdgcn.sched.group.barrier(i32, i32, i32)
declare i64 @llvm.objectsize.i64.p1(ptr addrspace(1), i1, i1, i1)
declare i32 @llvm.objectsize.i32.p1(ptr addrspace(1), i1, i1, i1)
declare i32 @llvm.get.rounding()
declare ptr @llvm.invariant.start.p1(i64, ptr addrspace(1))
declare void @llvm.invariant.end.p1(ptr, i64, ptr addrspace(1))
declare void @llvm.fake.use(...)
declare i1 @llvm.amdgcn.live.mask()
declare void @llvm.trap()
declare <2 x i16> @llvm.amdgcn.cvt.pk.i16(i32, i32)
declare <2 x i16> @llvm.amdgcn.cvt.pk.u16(i32, i32)
declare i64 @llvm.amdgcn.icmp.i64.i1(i1, i1, i32)
declare <4 x i32> @llvm.vector.reverse.v4i32(<4 x i32>)
declare <2 x i32> @llvm.vector.extract.v2i32.v4i32(<4 x i32>, i64)
declare <8 x i32> @llvm.vector.insert.v8i32.v2i32(<8 x i32>, <2 x i32>, i64)
