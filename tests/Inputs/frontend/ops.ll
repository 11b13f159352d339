; A tour of the instructions the frontend lowers.
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%pair = type { i32, i64 }
@lds = internal addrspace(3) global [64 x i32] undef, align 4
@tab = internal addrspace(4) constant [4 x i16] [i16 1, i16 2, i16 3, i16 -1], align 2

define i32 @device_add(i32 %a, i32 %b) {
  %s = add i32 %a, %b
  %c = icmp sgt i32 %s, 10
  br i1 %c, label %big, label %small
big:
  ret i32 10
small:
  ret i32 %s
}

define amdgpu_kernel void @ints(ptr addrspace(1) %out, i32 %x, i64 %y, i16 %h, i8 %b) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %a = add i32 %x, %tid
  %s = sub i32 %a, 3
  %m = mul i32 %s, %a
  %ud = udiv i32 %m, 7
  %sd = sdiv i32 %m, -7
  %ur = urem i32 %ud, 5
  %sr = srem i32 %sd, 5
  %an = and i32 %ur, %sr
  %o = or i32 %an, 1
  %xo = xor i32 %o, -1
  %sh = shl i32 %xo, 2
  %ls = lshr i32 %sh, 1
  %as = ashr i32 %ls, 1
  %w = zext i32 %as to i64
  %y2 = add i64 %w, %y
  %t16 = trunc i64 %y2 to i16
  %h2 = mul i16 %t16, %h
  %b2 = sext i8 %b to i16
  %h3 = add i16 %h2, %b2
  %e = sext i16 %h3 to i32
  %c1 = icmp eq i32 %e, 0
  %c2 = icmp ne i32 %e, 1
  %c3 = icmp ugt i32 %e, 2
  %c4 = icmp uge i32 %e, 3
  %c5 = icmp ult i32 %e, 4
  %c6 = icmp ule i32 %e, 5
  %c7 = icmp sgt i32 %e, 6
  %c8 = icmp sge i32 %e, 7
  %c9 = icmp slt i32 %e, 8
  %c10 = icmp sle i32 %e, 9
  %o1 = or i1 %c1, %c2
  %o2 = and i1 %c3, %c4
  %o3 = xor i1 %c5, %c6
  %o4 = or i1 %c7, %c8
  %o5 = and i1 %c9, %c10
  %p1 = or i1 %o1, %o2
  %p2 = or i1 %o3, %o4
  %p3 = or i1 %p2, %o5
  %p = and i1 %p1, %p3
  %sel = select i1 %p, i32 %e, i32 42
  %fr = freeze i32 %sel
  %call = call i32 @device_add(i32 %fr, i32 %x)
  %mn = call i32 @llvm.umin.i32(i32 %call, i32 100)
  %mx = call i32 @llvm.smax.i32(i32 %mn, i32 -5)
  %ab = call i32 @llvm.abs.i32(i32 %mx, i1 false)
  %pc = call i32 @llvm.ctpop.i32(i32 %ab)
  %lz = call i32 @llvm.ctlz.i32(i32 %pc, i1 true)
  %tz = call i32 @llvm.cttz.i32(i32 %lz, i1 false)
  %bs = call i32 @llvm.bswap.i32(i32 %tz)
  call void @llvm.assume(i1 true) [ "align"(ptr addrspace(1) %out, i64 4) ]
  %gep = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %bs, ptr addrspace(1) %gep, align 4
  %tp = getelementptr inbounds [4 x i16], ptr addrspace(4) @tab, i64 0, i32 %tid
  %tv = load i16, ptr addrspace(4) %tp, align 2
  %tz2 = zext i16 %tv to i32
  %lp = getelementptr inbounds [64 x i32], ptr addrspace(3) @lds, i32 0, i32 %tid
  store volatile i32 %tz2, ptr addrspace(3) %lp, align 4
  ret void
}

define amdgpu_kernel void @floats(ptr addrspace(1) %out, float %f, double %d, half %h) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %tf = uitofp i32 %tid to float
  %a = fadd float %f, %tf
  %s = fsub float %a, 1.5
  %m = fmul float %s, %a
  %dv = fdiv float %m, 3.0
  %r = frem float %dv, 2.0
  %n = fneg float %r
  %fm = call float @llvm.fma.f32(float %n, float %a, float %s)
  %fa = call float @llvm.fmuladd.f32(float %fm, float 2.0, float 1.0)
  %sq = call float @llvm.sqrt.f32(float %fa)
  %ab = call float @llvm.fabs.f32(float %sq)
  %mi = call float @llvm.minnum.f32(float %ab, float 0x7FF0000000000000)
  %ma = call float @llvm.maxnum.f32(float %mi, float -0.0)
  %de = fpext float %ma to double
  %dd = fadd double %de, %d
  %ft = fptrunc double %dd to half
  %hh = fadd half %ft, %h
  %hx = fpext half %hh to float
  %si = fptosi float %hx to i32
  %ui = fptoui float %hx to i32
  %sf = sitofp i32 %si to double
  %c1 = fcmp false float %hx, 0.0
  %c2 = fcmp oeq float %hx, 0.0
  %c3 = fcmp ogt float %hx, 0.0
  %c4 = fcmp oge float %hx, 0.0
  %c5 = fcmp olt float %hx, 0.0
  %c6 = fcmp ole float %hx, 0.0
  %c7 = fcmp one float %hx, 0.0
  %c8 = fcmp ord float %hx, 0.0
  %c9 = fcmp uno float %hx, 0.0
  %c10 = fcmp ueq float %hx, 0.0
  %c11 = fcmp ugt float %hx, 0.0
  %c12 = fcmp uge float %hx, 0.0
  %c13 = fcmp ult float %hx, 0.0
  %c14 = fcmp ule float %hx, 0.0
  %c15 = fcmp une float %hx, 0.0
  %c16 = fcmp true double %sf, %d
  %x1 = xor i1 %c1, %c2
  %x2 = xor i1 %c3, %c4
  %x3 = xor i1 %c5, %c6
  %x4 = xor i1 %c7, %c8
  %x5 = xor i1 %c9, %c10
  %x6 = xor i1 %c11, %c12
  %x7 = xor i1 %c13, %c14
  %x8 = xor i1 %c15, %c16
  %y1 = or i1 %x1, %x2
  %y2 = or i1 %x3, %x4
  %y3 = or i1 %x5, %x6
  %y4 = or i1 %x7, %x8
  %z1 = and i1 %y1, %y2
  %z2 = and i1 %y3, %y4
  %z = select i1 %z1, i1 %z2, i1 false
  %v = select i1 %z, i32 %si, i32 %ui
  %bc = bitcast float %hx to i32
  %sum = add i32 %v, %bc
  store i32 %sum, ptr addrspace(1) %out, align 4
  ret void
}

define amdgpu_kernel void @vectors(ptr addrspace(1) %out, <4 x float> %v, i32 %k) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr inbounds <4 x float>, ptr addrspace(1) %out, i32 %tid
  %x = load <4 x float>, ptr addrspace(1) %p, align 16
  %sum = fadd <4 x float> %x, %v
  %e = extractelement <4 x float> %sum, i32 %k
  %e2 = extractelement <4 x float> %sum, i64 2
  %ins = insertelement <4 x float> %sum, float %e, i32 %tid
  %ins2 = insertelement <4 x float> %ins, float %e2, i32 0
  %sh = shufflevector <4 x float> %ins2, <4 x float> %x, <4 x i32> <i32 7, i32 0, i32 poison, i32 2>
  %c = fcmp olt <4 x float> %sh, zeroinitializer
  %s = select <4 x i1> %c, <4 x float> %sh, <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>
  %bits = bitcast <4 x float> %s to <4 x i32>
  %half = trunc <4 x i32> %bits to <4 x i16>
  %pair = bitcast <4 x i16> %half to <2 x i32>
  %lo = extractelement <2 x i32> %pair, i32 0
  %wide = bitcast <2 x i32> %pair to i64
  %w32 = trunc i64 %wide to i32
  %t = add i32 %lo, %w32
  %u = insertelement <4 x i32> undef, i32 %t, i32 1
  store <4 x i32> %u, ptr addrspace(1) %p, align 16
  ret void
}

define amdgpu_kernel void @memory(ptr addrspace(1) %out, ptr %flat, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %priv = alloca [8 x i32], align 4, addrspace(5)
  %pp = getelementptr inbounds [8 x i32], ptr addrspace(5) %priv, i32 0, i32 %tid
  store i32 %n, ptr addrspace(5) %pp, align 4
  %pv = load i32, ptr addrspace(5) %pp, align 4
  %old = atomicrmw add ptr addrspace(1) %out, i32 %pv syncscope("agent") monotonic, align 4
  %mx = atomicrmw umax ptr %flat, i32 %old seq_cst, align 4
  %fa = atomicrmw fadd ptr addrspace(1) %out, float 1.0 syncscope("workgroup") monotonic, align 4
  %cx = cmpxchg ptr addrspace(1) %out, i32 %mx, i32 %n syncscope("agent") acq_rel monotonic, align 4
  %cv = extractvalue { i32, i1 } %cx, 0
  %ok = extractvalue { i32, i1 } %cx, 1
  %agg = insertvalue %pair undef, i32 %cv, 0
  %agg2 = insertvalue %pair %agg, i64 7, 1
  %back = extractvalue %pair %agg2, 1
  %b32 = trunc i64 %back to i32
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %al = load atomic i32, ptr addrspace(1) %out syncscope("agent") acquire, align 4
  %r = select i1 %ok, i32 %al, i32 %b32
  %g = getelementptr i8, ptr addrspace(1) %out, i64 16
  store atomic i32 %r, ptr addrspace(1) %g syncscope("agent") release, align 4
  ret void
}

define amdgpu_kernel void @flow(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  switch i32 %tid, label %other [
    i32 0, label %zero
    i32 7, label %seven
    i32 -1, label %zero
  ]
zero:
  br label %join
seven:
  %v = mul i32 %n, 7
  br label %join
other:
  %big = icmp ugt i32 %tid, 1000
  br i1 %big, label %dead, label %loop
loop:
  %i = phi i32 [ 0, %other ], [ %i2, %loop ]
  %acc = phi <2 x i32> [ zeroinitializer, %other ], [ %acc2, %loop ]
  %inc = insertelement <2 x i32> poison, i32 %i, i32 0
  %inc2 = insertelement <2 x i32> %inc, i32 %n, i32 1
  %acc2 = add <2 x i32> %acc, %inc2
  %i2 = add i32 %i, 1
  %c = icmp slt i32 %i2, %n
  br i1 %c, label %loop, label %done
done:
  %r = extractelement <2 x i32> %acc2, i32 1
  br label %join
join:
  %res = phi i32 [ 1, %zero ], [ %v, %seven ], [ %r, %done ]
  store i32 %res, ptr addrspace(1) %out, align 4
  ret void
dead:
  unreachable
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
declare void @llvm.assume(i1)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.abs.i32(i32, i1)
declare i32 @llvm.ctpop.i32(i32)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.cttz.i32(i32, i1)
declare i32 @llvm.bswap.i32(i32)
declare float @llvm.fma.f32(float, float, float)
declare float @llvm.fmuladd.f32(float, float, float)
declare float @llvm.sqrt.f32(float)
declare float @llvm.fabs.f32(float)
declare float @llvm.minnum.f32(float, float)
declare float @llvm.maxnum.f32(float, float)
