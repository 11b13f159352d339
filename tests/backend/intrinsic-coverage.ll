; AMDGPU intrinsics added for issue #16's coverage (tests/intrinsic_coverage.rs measures which
; ones kcc compiles): the cube-map units (v_cube*_f32) and fmad.ftz (v_mad_f32, which flushes
; denormals whatever the mode) against host references of the ISA's definitions and against
; llc-22's objects; fdiv.fast (llc's sequence), wavefrontsize, amdgcn.unreachable, writelane of
; a value and a lane both in SGPRs (the lane select goes through M0: gfx9's constant bus takes
; one SGPR) and readlane of a lane index that differs between lanes (read from the first lane)
; against llc-22's objects.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/cube_mad.py inputs %t.in 3072 7
; RUN: python3 %inputs/backend/values.py %t.ints 1024 32 8
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(4096 * 4))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel cube --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel cube --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: python3 %inputs/backend/cube_mad.py cube %t.in %t.kcc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel mad --grid 3070 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel mad --grid 3070 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: python3 %inputs/backend/cube_mad.py mad %t.in %t.kcc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel misc --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.in --arg buf:%t.ints --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel misc --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.in --arg buf:%t.ints --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel lanes --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.ints --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel lanes --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.ints --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel sizes --grid 256 --block 64 --arg buf:%t.out --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel sizes --grid 256 --block 64 --arg buf:%t.out --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: python3 %inputs/backend/values.py %t.swap 1024 32 9
; RUN: %kcc run %t.kcc.o --kernel more --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.ints --arg buf:%t.swap --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel more --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.ints --arg buf:%t.swap --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: cmp %t.kcc/arg2.bin %t.llc/arg2.bin
; RUN: python3 -c "import struct,sys; n=1024; ints=struct.unpack('<%dI'%n, open(sys.argv[1],'rb').read()); got=struct.unpack('<%df'%(4*n), open(sys.argv[2],'rb').read()); want=[((v&15)-16*((v>>3)&1))/16 for v in ints]; sys.exit(any(got[4*i]!=want[i] for i in range(n)))" %t.ints %t.kcc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel mul24 --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.ints --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel mul24 --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.ints --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s

; CHECK-LABEL: cube:
; CHECK-DAG: v_cubeid_f32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}
; CHECK-DAG: v_cubesc_f32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}
; CHECK-DAG: v_cubetc_f32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}
; CHECK-DAG: v_cubema_f32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}
; CHECK-LABEL: mad:
; CHECK: v_mad_f32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}
; CHECK-LABEL: misc:
; CHECK: v_rcp_f32
; CHECK-LABEL: lanes:
; CHECK: s_mov_b32 m0, s{{[0-9]+}}
; CHECK: v_writelane_b32 v{{[0-9]+}}, s{{[0-9]+}}, m0
; CHECK: v_readfirstlane_b32{{(_e32)?}} [[LANE:[a-z0-9_]+]], v{{[0-9]+}}
; CHECK: v_readlane_b32 s{{[0-9]+}}, v{{[0-9]+}}, [[LANE]]
; CHECK: ds_bpermute_b32
; CHECK-LABEL: sizes:
; CHECK: 0x190
; CHECK: .amdhsa_kernel sizes
; CHECK-NEXT: .amdhsa_group_segment_fixed_size 400
; CHECK-LABEL: more:
; CHECK: v_cvt_off_f32_i4
; CHECK-DAG: v_mov_b32_dpp v{{[0-9]+}}, v{{[0-9]+}} row_shr:1 row_mask:0xf bank_mask:0xf
; CHECK-DAG: v_rsq_f16
; CHECK-DAG: v_min_f16
; CHECK-DAG: v_max_f16
; CHECK: buffer_atomic_swap v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}], 0 offen glc
; CHECK: .value_kind: hidden_queue_ptr
; CHECK: .name: sizes

; out[4i..4i+3] = the face and coordinates of direction in[3i..3i+2].
define amdgpu_kernel void @cube(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %i = call i32 @global_id()
  %b = mul i32 %i, 3
  %px = getelementptr float, ptr addrspace(1) %in, i32 %b
  %x = load float, ptr addrspace(1) %px
  %py = getelementptr float, ptr addrspace(1) %px, i32 1
  %y = load float, ptr addrspace(1) %py
  %pz = getelementptr float, ptr addrspace(1) %px, i32 2
  %z = load float, ptr addrspace(1) %pz
  %id = call float @llvm.amdgcn.cubeid(float %x, float %y, float %z)
  %sc = call float @llvm.amdgcn.cubesc(float %x, float %y, float %z)
  %tc = call float @llvm.amdgcn.cubetc(float %x, float %y, float %z)
  %ma = call float @llvm.amdgcn.cubema(float %x, float %y, float %z)
  %o = mul i32 %i, 4
  %p0 = getelementptr float, ptr addrspace(1) %out, i32 %o
  store float %id, ptr addrspace(1) %p0
  %p1 = getelementptr float, ptr addrspace(1) %p0, i32 1
  store float %sc, ptr addrspace(1) %p1
  %p2 = getelementptr float, ptr addrspace(1) %p0, i32 2
  store float %tc, ptr addrspace(1) %p2
  %p3 = getelementptr float, ptr addrspace(1) %p0, i32 3
  store float %ma, ptr addrspace(1) %p3
  ret void
}

; out[i] = fmad.ftz(in[i], in[i+1], in[i+2]).
define amdgpu_kernel void @mad(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %i = call i32 @global_id()
  %pa = getelementptr float, ptr addrspace(1) %in, i32 %i
  %a = load float, ptr addrspace(1) %pa
  %pb = getelementptr float, ptr addrspace(1) %pa, i32 1
  %b = load float, ptr addrspace(1) %pb
  %pc = getelementptr float, ptr addrspace(1) %pa, i32 2
  %c = load float, ptr addrspace(1) %pc
  %r = call float @llvm.amdgcn.fmad.ftz.f32(float %a, float %b, float %c)
  %po = getelementptr float, ptr addrspace(1) %out, i32 %i
  store float %r, ptr addrspace(1) %po
  ret void
}

; out[2i] = fdiv.fast(in[i], in[i+1]) (the divisor's magnitude above and below 2^96),
; out[2i+1] = wavefrontsize + ints[i]; a branch no lane takes ends in amdgcn.unreachable.
define amdgpu_kernel void @misc(ptr addrspace(1) %out, ptr addrspace(1) %in, ptr addrspace(1) %ints) {
  %i = call i32 @global_id()
  %pa = getelementptr float, ptr addrspace(1) %in, i32 %i
  %a = load float, ptr addrspace(1) %pa
  %pb = getelementptr float, ptr addrspace(1) %pa, i32 1
  %b0 = load float, ptr addrspace(1) %pb
  %odd = and i32 %i, 1
  %huge = icmp ne i32 %odd, 0
  %b1 = fmul float %b0, 0x4730000000000000
  %b = select i1 %huge, float %b1, float %b0
  %q = call float @llvm.amdgcn.fdiv.fast(float %a, float %b)
  %o = mul i32 %i, 2
  %po = getelementptr float, ptr addrspace(1) %out, i32 %o
  store float %q, ptr addrspace(1) %po
  %pk = getelementptr i32, ptr addrspace(1) %ints, i32 %i
  %k = load i32, ptr addrspace(1) %pk
  %w = call i32 @llvm.amdgcn.wavefrontsize()
  %s = add i32 %w, %k
  %po1 = getelementptr i32, ptr addrspace(1) %po, i32 1
  store i32 %s, ptr addrspace(1) %po1
  %never = icmp ugt i32 %i, 100000
  br i1 %never, label %dead, label %done
dead:
  call void @llvm.amdgcn.unreachable()
  unreachable
done:
  ret void
}

; Per wave: a lane chosen by a uniform value gets another uniform value (writelane, both in
; SGPRs); then each lane reads the lane its own index names (readlane with a divergent index:
; the hardware and both compilers read the first active lane's index; wave.shuffle: each lane
; its own, through ds_bpermute), and the lane a uniform index names.
define amdgpu_kernel void @lanes(ptr addrspace(1) %out, ptr addrspace(1) %ints) {
  %i = call i32 @global_id()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %pg = getelementptr i32, ptr addrspace(1) %ints, i32 %g
  %v = load i32, ptr addrspace(1) %pg
  %pl = getelementptr i32, ptr addrspace(1) %pg, i32 1
  %l0 = load i32, ptr addrspace(1) %pl
  %lane = and i32 %l0, 63
  %pi = getelementptr i32, ptr addrspace(1) %ints, i32 %i
  %mine = load i32, ptr addrspace(1) %pi
  %w = call i32 @llvm.amdgcn.writelane.i32(i32 %v, i32 %lane, i32 %mine)
  %j = and i32 %mine, 63
  %r = call i32 @llvm.amdgcn.readlane.i32(i32 %w, i32 %j)
  %sh = call i32 @llvm.amdgcn.wave.shuffle.i32(i32 %w, i32 %j)
  %wf = bitcast i32 %mine to float
  %shf = call float @llvm.amdgcn.wave.shuffle.f32(float %wf, i32 %lane)
  %shi = bitcast float %shf to i32
  %o = mul i32 %i, 4
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %o
  store i32 %w, ptr addrspace(1) %po
  %po1 = getelementptr i32, ptr addrspace(1) %po, i32 1
  store i32 %r, ptr addrspace(1) %po1
  %po2 = getelementptr i32, ptr addrspace(1) %po, i32 2
  store i32 %sh, ptr addrspace(1) %po2
  %po3 = getelementptr i32, ptr addrspace(1) %po, i32 3
  store i32 %shi, ptr addrspace(1) %po3
  ret void
}

@tile = internal addrspace(3) global [100 x float] poison, align 4

; groupstaticsize (the 400 bytes of @tile) and queue.ptr (llc reads its user SGPRs, kcc the
; hidden_queue_ptr argument, both the queue the runtime maps: where it lies differs between
; the two objects' runs, so the test keeps its alignment, that it is above 4 GiB, and the
; first dword of the queue).
define amdgpu_kernel void @sizes(ptr addrspace(1) %out) {
  %i = call i32 @global_id()
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr [100 x float], ptr addrspace(3) @tile, i32 0, i32 %t
  store float 1.0, ptr addrspace(3) %slot
  %one = load float, ptr addrspace(3) %slot
  %n = fptoui float %one to i32
  %s = call i32 @llvm.amdgcn.groupstaticsize()
  %sn = add i32 %s, %n
  %q = call ptr addrspace(4) @llvm.amdgcn.queue.ptr()
  %qword = load i32, ptr addrspace(4) %q
  %qa = ptrtoint ptr addrspace(4) %q to i64
  %qlow = and i64 %qa, 255
  %qhi = lshr i64 %qa, 32
  %qmapped = icmp uge i64 %qhi, 1
  %qm = zext i1 %qmapped to i64
  %qs = shl i64 %qm, 40
  %qx = or i64 %qlow, %qs
  %qw = zext i32 %qword to i64
  %qi = or i64 %qx, %qw
  %o = mul i32 %i, 4
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %o
  store i32 %sn, ptr addrspace(1) %po
  %pq = getelementptr i32, ptr addrspace(1) %po, i32 2
  store i64 %qi, ptr addrspace(1) %pq
  ret void
}

; cvt.off.f32.i4 of ints[i]; update.dpp of halves (row_shr:1); rsq.clamp of a half; a float swap through a buffer
; resource (each lane its own slot of %swap, the old value kept); addrspacecast.nonnull of an
; LDS slot, written and read back through the generic pointer; amdgcn.dead and ps.live.
define amdgpu_kernel void @more(ptr addrspace(1) %out, ptr addrspace(1) %ints, ptr addrspace(1) %swap) {
  %i = call i32 @global_id()
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %pk = getelementptr i32, ptr addrspace(1) %ints, i32 %i
  %k = load i32, ptr addrspace(1) %pk
  %off = call float @llvm.amdgcn.cvt.off.f32.i4(i32 %k)
  %o = mul i32 %i, 4
  %p0 = getelementptr float, ptr addrspace(1) %out, i32 %o
  store float %off, ptr addrspace(1) %p0
  %k16 = trunc i32 %k to i16
  %h = bitcast i16 %k16 to half
  %k2 = lshr i32 %k, 16
  %k216 = trunc i32 %k2 to i16
  %old = bitcast i16 %k216 to half
  %d = call half @llvm.amdgcn.update.dpp.f16(half %old, half %h, i32 273, i32 15, i32 15, i1 false)
  %db = bitcast half %d to i16
  %rc = call half @llvm.amdgcn.rsq.clamp.f16(half %h)
  %rcb = bitcast half %rc to i16
  %rcz = zext i16 %rcb to i32
  %rch = shl i32 %rcz, 16
  %dz0 = zext i16 %db to i32
  %dz = or i32 %dz0, %rch
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i32 1
  store i32 %dz, ptr addrspace(1) %p1
  %rsrc = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %swap, i16 0, i64 4096, i32 159744)
  %f = sitofp i32 %k to float
  %byte = mul i32 %i, 4
  %was = call float @llvm.amdgcn.raw.ptr.buffer.atomic.swap.f32(float %f, ptr addrspace(8) %rsrc, i32 %byte, i32 0, i32 0)
  %p2 = getelementptr float, ptr addrspace(1) %p0, i32 2
  store float %was, ptr addrspace(1) %p2
  %slot = getelementptr [100 x float], ptr addrspace(3) @tile, i32 0, i32 %t
  %g = call ptr @llvm.amdgcn.addrspacecast.nonnull.p0.p3(ptr addrspace(3) %slot)
  store float %f, ptr %g
  %back = load float, ptr addrspace(3) %slot
  %junk = call i32 @llvm.amdgcn.dead.i32()
  %live = call i1 @llvm.amdgcn.ps.live()
  %sel = select i1 %live, float %back, float 0.0
  %p3 = getelementptr float, ptr addrspace(1) %p0, i32 3
  store float %sel, ptr addrspace(1) %p3
  ret void
}

; mul.i24/mul.u24 returning i64: the whole 48-bit product of the low 24 bits (signed and
; unsigned) of ints[i] and ints[i ^ 1].
define amdgpu_kernel void @mul24(ptr addrspace(1) %out, ptr addrspace(1) %ints) {
  %i = call i32 @global_id()
  %pa = getelementptr i32, ptr addrspace(1) %ints, i32 %i
  %a = load i32, ptr addrspace(1) %pa
  %j = xor i32 %i, 1
  %pb = getelementptr i32, ptr addrspace(1) %ints, i32 %j
  %b = load i32, ptr addrspace(1) %pb
  %s = call i64 @llvm.amdgcn.mul.i24.i64(i32 %a, i32 %b)
  %u = call i64 @llvm.amdgcn.mul.u24.i64(i32 %a, i32 %b)
  %o = mul i32 %i, 2
  %po = getelementptr i64, ptr addrspace(1) %out, i32 %o
  store i64 %s, ptr addrspace(1) %po
  %po1 = getelementptr i64, ptr addrspace(1) %po, i32 1
  store i64 %u, ptr addrspace(1) %po1
  ret void
}

define internal i32 @global_id() {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %g, 64
  %i = add i32 %base, %t
  ret i32 %i
}
