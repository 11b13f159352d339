; Whole-wave mode (set.inactive, update.dpp/mov.dpp and arithmetic, readlane, strict.wwm/wwm):
; each value a wwm takes is one region computed with every lane on in the whole-wave scratch
; VGPRs, between a save of EXEC and its restore. Inclusive scans inside a divergent branch
; (where inactive lanes hold values the other path and the code after the join still need),
; in a partial wave, on floats, from uniform operands, on 64-bit values, and LLVM's atomic
; optimizer's DPP output on 32- and 64-bit adds (opt -passes='amdgpu-atomic-optimizer<strategy=dpp>').
; Results must equal llc-22's on kcc's emulator.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/values.py %t.a 256 32 5
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel scan_branch --grid 128 --block 64 --arg zeros:2048 --arg buf:%t.a --arg i32:12345 --arg i32:-7 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel scan_branch --grid 128 --block 64 --arg zeros:2048 --arg buf:%t.a --arg i32:12345 --arg i32:-7 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel scan_branch --grid 100 --block 100 --arg zeros:2048 --arg buf:%t.a --arg i32:12345 --arg i32:-7 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel scan_branch --grid 100 --block 100 --arg zeros:2048 --arg buf:%t.a --arg i32:12345 --arg i32:-7 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel scan_branch --grid 40 --block 40 --arg zeros:2048 --arg buf:%t.a --arg i32:12345 --arg i32:-7 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel scan_branch --grid 40 --block 40 --arg zeros:2048 --arg buf:%t.a --arg i32:12345 --arg i32:-7 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel fscan --grid 128 --block 64 --arg zeros:2048 --arg buf:%t.a --arg i32:12345 --arg i32:-7 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel fscan --grid 128 --block 64 --arg zeros:2048 --arg buf:%t.a --arg i32:12345 --arg i32:-7 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel fscan --grid 100 --block 100 --arg zeros:2048 --arg buf:%t.a --arg i32:12345 --arg i32:-7 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel fscan --grid 100 --block 100 --arg zeros:2048 --arg buf:%t.a --arg i32:12345 --arg i32:-7 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel fscan --grid 40 --block 40 --arg zeros:2048 --arg buf:%t.a --arg i32:12345 --arg i32:-7 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel fscan --grid 40 --block 40 --arg zeros:2048 --arg buf:%t.a --arg i32:12345 --arg i32:-7 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel uniform_src --grid 128 --block 64 --arg zeros:2048 --arg buf:%t.a --arg i32:12345 --arg i32:-7 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel uniform_src --grid 128 --block 64 --arg zeros:2048 --arg buf:%t.a --arg i32:12345 --arg i32:-7 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel uniform_src --grid 100 --block 100 --arg zeros:2048 --arg buf:%t.a --arg i32:12345 --arg i32:-7 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel uniform_src --grid 100 --block 100 --arg zeros:2048 --arg buf:%t.a --arg i32:12345 --arg i32:-7 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel uniform_src --grid 40 --block 40 --arg zeros:2048 --arg buf:%t.a --arg i32:12345 --arg i32:-7 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel uniform_src --grid 40 --block 40 --arg zeros:2048 --arg buf:%t.a --arg i32:12345 --arg i32:-7 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel atomic_dpp --grid 64 --block 64 --arg zeros:1024 --arg zeros:8 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel atomic_dpp --grid 64 --block 64 --arg zeros:1024 --arg zeros:8 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel atomic_dpp --grid 64 --block 64 --arg zeros:1024 --arg zeros:8 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel atomic_dpp --grid 64 --block 64 --arg zeros:1024 --arg zeros:8 --out-dir %t.llc
; RUN: cmp %t.kcc/arg1.bin %t.llc/arg1.bin
; RUN: %kcc run %t.kcc.o --kernel atomic_dpp --grid 40 --block 40 --arg zeros:1024 --arg zeros:8 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel atomic_dpp --grid 40 --block 40 --arg zeros:1024 --arg zeros:8 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel atomic_dpp --grid 40 --block 40 --arg zeros:1024 --arg zeros:8 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel atomic_dpp --grid 40 --block 40 --arg zeros:1024 --arg zeros:8 --out-dir %t.llc
; RUN: cmp %t.kcc/arg1.bin %t.llc/arg1.bin
; RUN: %kcc run %t.kcc.o --kernel atomic_dpp_i64 --grid 64 --block 64 --arg zeros:1024 --arg zeros:8 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel atomic_dpp_i64 --grid 64 --block 64 --arg zeros:1024 --arg zeros:8 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: cmp %t.kcc/arg1.bin %t.llc/arg1.bin
; RUN: %kcc run %t.kcc.o --kernel atomic_dpp_i64 --grid 40 --block 40 --arg zeros:1024 --arg zeros:8 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel atomic_dpp_i64 --grid 40 --block 40 --arg zeros:1024 --arg zeros:8 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: cmp %t.kcc/arg1.bin %t.llc/arg1.bin
; RUN: %kcc run %t.kcc.o --kernel wide --grid 128 --block 64 --arg zeros:1024 --arg buf:%t.a --arg i64:0x123456789abcdef0 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel wide --grid 128 --block 64 --arg zeros:1024 --arg buf:%t.a --arg i64:0x123456789abcdef0 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel wide --grid 50 --block 50 --arg zeros:1024 --arg buf:%t.a --arg i64:0x123456789abcdef0 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel wide --grid 50 --block 50 --arg zeros:1024 --arg buf:%t.a --arg i64:0x123456789abcdef0 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s

; The leaf: the value in the active lanes, the identity in the others, then every lane on; the
; per-lane result is written after EXEC is restored, the readlane one before. The two outputs
; of the block (the scan and its lane 63) share one op: one scan. (The save of
; EXEC is left out where its register already holds it.)
; CHECK-LABEL: scan_branch:
; CHECK: v_mov_b32_e32 [[X:v[0-9]+]], v{{[0-9]+}}
; CHECK-NEXT: s_not_b64 exec, [[SAVE:s\[[0-9]+:[0-9]+\]]]
; CHECK-NEXT: v_mov_b32_e32 [[X]], 0
; CHECK-NEXT: s_mov_b64 exec, -1
; CHECK: v_mov_b32_dpp [[D:v[0-9]+]], [[X]] row_shr:1 row_mask:0xf bank_mask:0xf
; CHECK-NEXT: v_add_u32_e32 {{v[0-9]+}}, [[X]], [[D]]
; CHECK: v_mov_b32_dpp {{v[0-9]+}}, {{v[0-9]+}} row_bcast:31 row_mask:0xc bank_mask:0xf
; CHECK-NEXT: v_add_u32_e32 [[R:v[0-9]+]],
; CHECK-NEXT: v_readlane_b32 s{{[0-9]+}}, [[R]], 63
; CHECK-NEXT: s_mov_b64 exec, [[SAVE]]
; CHECK-NEXT: v_mov_b32_e32 v{{[0-9]+}}, [[R]]
; CHECK-NOT: v_mov_b32_dpp
; CHECK-LABEL: fscan:
; CHECK: v_add_f32_e32
; CHECK: v_max_f32_e32
; A uniform operand is read from its SGPR in every lane.
; CHECK-LABEL: uniform_src:
; CHECK: v_mov_b32_e32 [[U:v[0-9]+]], s{{[0-9]+}}
; CHECK-NEXT: s_not_b64 exec, s{{\[[0-9]+:[0-9]+\]}}
; CHECK-NEXT: v_mov_b32_e32 [[U]], s{{[0-9]+}}
; CHECK: v_mov_b32_dpp {{v[0-9]+}}, {{v[0-9]+}} row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
; CHECK: v_readfirstlane_b32
; The atomic optimizer's inclusive scan, once for its total and its exclusive shift.
; CHECK-LABEL: atomic_dpp:
; CHECK-COUNT-7: v_mov_b32_dpp
; CHECK-NOT: v_mov_b32_dpp
; CHECK-LABEL: atomic_dpp_i64:
; CHECK: v_mov_b32_dpp [[LO:v[0-9]+]], {{v[0-9]+}} row_shr:1 row_mask:0xf bank_mask:0xf
; CHECK-NEXT: v_mov_b32_dpp [[HI:v[0-9]+]], {{v[0-9]+}} row_shr:1 row_mask:0xf bank_mask:0xf
; CHECK-NEXT: v_add_co_u32_e32 {{v[0-9]+}}, vcc, {{v[0-9]+}}, [[LO]]
; CHECK-NEXT: v_addc_co_u32_e32 {{v[0-9]+}}, vcc, {{v[0-9]+}}, [[HI]], vcc
; CHECK: v_readlane_b32 s{{[0-9]+}}, v{{[0-9]+}}, 63
; CHECK-NEXT: v_readlane_b32 s{{[0-9]+}}, v{{[0-9]+}}, 63

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.set.inactive.i32(i32, i32)
declare float @llvm.amdgcn.set.inactive.f32(float, float)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32, i32, i32, i1)
declare float @llvm.amdgcn.update.dpp.f32(float, float, i32, i32, i32, i1)
declare i32 @llvm.amdgcn.mov.dpp.i32(i32, i32, i32, i32, i1)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare i32 @llvm.amdgcn.strict.wwm.i32(i32)
declare float @llvm.amdgcn.strict.wwm.f32(float)
declare i32 @llvm.amdgcn.wwm.i32(i32)
declare float @llvm.amdgcn.wwm.f32(float)
declare float @llvm.maxnum.f32(float, float)
declare i32 @llvm.umax.i32(i32, i32)
declare i64 @llvm.amdgcn.ballot.i64(i1)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)

; Lanes with id % 4 != 0 scan inside the branch; the others compute their own values, and
; %keep is live across in every lane.
define amdgpu_kernel void @scan_branch(ptr addrspace(1) %out, ptr addrspace(1) %a, i32 %u, i32 %k) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr i32, ptr addrspace(1) %a, i32 %id
  %v = load i32, ptr addrspace(1) %pa
  %keep = mul i32 %v, 5
  %m = and i32 %id, 3
  %c = icmp ne i32 %m, 0
  br i1 %c, label %then, label %else
then:
  %t = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 0)
  %pd0 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %t, i32 273, i32 15, i32 15, i1 false)
  %ps0 = add i32 %t, %pd0
  %pd1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %ps0, i32 274, i32 15, i32 15, i1 false)
  %ps1 = add i32 %ps0, %pd1
  %pd2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %ps1, i32 276, i32 15, i32 15, i1 false)
  %ps2 = add i32 %ps1, %pd2
  %pd3 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %ps2, i32 280, i32 15, i32 15, i1 false)
  %ps3 = add i32 %ps2, %pd3
  %pd4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %ps3, i32 322, i32 10, i32 15, i1 false)
  %ps4 = add i32 %ps3, %pd4
  %pd5 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %ps4, i32 323, i32 12, i32 15, i1 false)
  %ps5 = add i32 %ps4, %pd5
  %tot = call i32 @llvm.amdgcn.readlane.i32(i32 %ps5, i32 63)
  %wtot = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %tot)
  %wpre = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %ps5)
  %r1 = add i32 %wpre, %keep
  br label %join
else:
  %e = xor i32 %v, %keep
  %e2 = mul i32 %e, 3
  br label %join
join:
  %r = phi i32 [ %r1, %then ], [ %e2, %else ]
  %tt = phi i32 [ %wtot, %then ], [ 0, %else ]
  %r2 = add i32 %tt, %keep
  %i0 = mul i32 %id, 2
  %i1 = add i32 %i0, 1
  %p0 = getelementptr i32, ptr addrspace(1) %out, i32 %i0
  %p1 = getelementptr i32, ptr addrspace(1) %out, i32 %i1
  store i32 %r, ptr addrspace(1) %p0
  store i32 %r2, ptr addrspace(1) %p1
  ret void
}

; A float sum (exact: small integers) and a maximum with -inf as the identity, under wwm.
define amdgpu_kernel void @fscan(ptr addrspace(1) %out, ptr addrspace(1) %a, i32 %u, i32 %k) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr i32, ptr addrspace(1) %a, i32 %id
  %v = load i32, ptr addrspace(1) %pa
  %small = and i32 %v, 65535
  %f = sitofp i32 %small to float
  %t = call float @llvm.amdgcn.set.inactive.f32(float %f, float 0.0)
  %fd0 = call float @llvm.amdgcn.update.dpp.f32(float 0.0, float %t, i32 273, i32 15, i32 15, i1 false)
  %fs0 = fadd float %t, %fd0
  %fd1 = call float @llvm.amdgcn.update.dpp.f32(float 0.0, float %fs0, i32 274, i32 15, i32 15, i1 false)
  %fs1 = fadd float %fs0, %fd1
  %fd2 = call float @llvm.amdgcn.update.dpp.f32(float 0.0, float %fs1, i32 276, i32 15, i32 15, i1 false)
  %fs2 = fadd float %fs1, %fd2
  %fd3 = call float @llvm.amdgcn.update.dpp.f32(float 0.0, float %fs2, i32 280, i32 15, i32 15, i1 false)
  %fs3 = fadd float %fs2, %fd3
  %fd4 = call float @llvm.amdgcn.update.dpp.f32(float 0.0, float %fs3, i32 322, i32 10, i32 15, i1 false)
  %fs4 = fadd float %fs3, %fd4
  %fd5 = call float @llvm.amdgcn.update.dpp.f32(float 0.0, float %fs4, i32 323, i32 12, i32 15, i1 false)
  %fs5 = fadd float %fs4, %fd5
  %w = call float @llvm.amdgcn.wwm.f32(float %fs5)
  %neg = fsub float 0.0, %f
  %g = call float @llvm.amdgcn.set.inactive.f32(float %neg, float 0xFFF0000000000000)
  %gd0 = call float @llvm.amdgcn.update.dpp.f32(float 0xFFF0000000000000, float %g, i32 273, i32 15, i32 15, i1 false)
  %gs0 = call float @llvm.maxnum.f32(float %g, float %gd0)
  %gd1 = call float @llvm.amdgcn.update.dpp.f32(float 0xFFF0000000000000, float %gs0, i32 274, i32 15, i32 15, i1 false)
  %gs1 = call float @llvm.maxnum.f32(float %gs0, float %gd1)
  %gd2 = call float @llvm.amdgcn.update.dpp.f32(float 0xFFF0000000000000, float %gs1, i32 276, i32 15, i32 15, i1 false)
  %gs2 = call float @llvm.maxnum.f32(float %gs1, float %gd2)
  %gd3 = call float @llvm.amdgcn.update.dpp.f32(float 0xFFF0000000000000, float %gs2, i32 280, i32 15, i32 15, i1 false)
  %gs3 = call float @llvm.maxnum.f32(float %gs2, float %gd3)
  %gd4 = call float @llvm.amdgcn.update.dpp.f32(float 0xFFF0000000000000, float %gs3, i32 322, i32 10, i32 15, i1 false)
  %gs4 = call float @llvm.maxnum.f32(float %gs3, float %gd4)
  %gd5 = call float @llvm.amdgcn.update.dpp.f32(float 0xFFF0000000000000, float %gs4, i32 323, i32 12, i32 15, i1 false)
  %gs5 = call float @llvm.maxnum.f32(float %gs4, float %gd5)
  %w2 = call float @llvm.amdgcn.strict.wwm.f32(float %gs5)
  %i0 = mul i32 %id, 2
  %i1 = add i32 %i0, 1
  %p0 = getelementptr float, ptr addrspace(1) %out, i32 %i0
  %p1 = getelementptr float, ptr addrspace(1) %out, i32 %i1
  store float %w, ptr addrspace(1) %p0
  store float %w2, ptr addrspace(1) %p1
  ret void
}

; Uniform operands: the value and the identity are kernel arguments; mov.dpp with bound_ctrl,
; xor, umax, sub and a shift by a per-lane amount; readfirstlane (lane 0 with every lane on)
; and readlane at a uniform lane (an active one: values other than
; set.inactive's are undefined in inactive lanes, and llc computes %v with every lane on); wwm
; of a value computed outside is that value.
define amdgpu_kernel void @uniform_src(ptr addrspace(1) %out, ptr addrspace(1) %a, i32 %u, i32 %k) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr i32, ptr addrspace(1) %a, i32 %id
  %v = load i32, ptr addrspace(1) %pa
  %c = icmp ult i32 %id, 23
  br i1 %c, label %then, label %end
then:
  %t = call i32 @llvm.amdgcn.set.inactive.i32(i32 %u, i32 %k)
  %d = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %t, i32 273, i32 15, i32 15, i1 true)
  %x = xor i32 %d, %v
  %y = call i32 @llvm.umax.i32(i32 %x, i32 %t)
  %sh = and i32 %v, 7
  %z = shl i32 %y, %sh
  %z2 = sub i32 %z, %t
  %f = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %z2)
  %wf = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %f)
  %lane = and i32 %k, 15
  %l = call i32 @llvm.amdgcn.readlane.i32(i32 %z2, i32 %lane)
  %wl = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %l)
  %wz = call i32 @llvm.amdgcn.wwm.i32(i32 %z2)
  %plain = call i32 @llvm.amdgcn.wwm.i32(i32 %v)
  %s1 = add i32 %wf, %wl
  %s2 = add i32 %wz, %plain
  br label %end
end:
  %r1 = phi i32 [ %s1, %then ], [ 1, %entry ]
  %r2 = phi i32 [ %s2, %then ], [ 2, %entry ]
  %i0 = mul i32 %id, 2
  %i1 = add i32 %i0, 1
  %p0 = getelementptr i32, ptr addrspace(1) %out, i32 %i0
  %p1 = getelementptr i32, ptr addrspace(1) %out, i32 %i1
  store i32 %r1, ptr addrspace(1) %p0
  store i32 %r2, ptr addrspace(1) %p1
  ret void
}

; LLVM's atomic optimizer (DPP strategy) on an atomic add of 3 * id: an inclusive scan, its
; total from lane 63 for the one atomic, and an exclusive scan (wave_shr:1) whose strict.wwm
; sits in the block after the atomic.
define amdgpu_kernel void @atomic_dpp(ptr addrspace(1) %out, ptr addrspace(1) %ctr) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %v = mul i32 %id, 3
  %1 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %2 = trunc i64 %1 to i32
  %3 = lshr i64 %1, 32
  %4 = trunc i64 %3 to i32
  %5 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %2, i32 0)
  %6 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %4, i32 %5)
  %7 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 0)
  %8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %7, i32 273, i32 15, i32 15, i1 false)
  %9 = add i32 %7, %8
  %10 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %9, i32 274, i32 15, i32 15, i1 false)
  %11 = add i32 %9, %10
  %12 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %11, i32 276, i32 15, i32 15, i1 false)
  %13 = add i32 %11, %12
  %14 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %13, i32 280, i32 15, i32 15, i1 false)
  %15 = add i32 %13, %14
  %16 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %15, i32 322, i32 10, i32 15, i1 false)
  %17 = add i32 %15, %16
  %18 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %17, i32 323, i32 12, i32 15, i1 false)
  %19 = add i32 %17, %18
  %20 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %19, i32 312, i32 15, i32 15, i1 false)
  %21 = call i32 @llvm.amdgcn.readlane.i32(i32 %19, i32 63)
  %22 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %21)
  %23 = icmp eq i32 %6, 0
  br i1 %23, label %24, label %26

24:                                               ; preds = %0
  %25 = atomicrmw add ptr addrspace(1) %ctr, i32 %22 seq_cst, align 4
  br label %26

26:                                               ; preds = %0, %24
  %27 = phi i32 [ poison, %0 ], [ %25, %24 ]
  %28 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %27)
  %29 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %20)
  %30 = add i32 %28, %29
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %30, ptr addrspace(1) %p, align 4
  ret void
}

; The same on a 64-bit atomic add: dword-wise DPP moves, adds carried through VCC, the total
; read from lane 63 a dword at a time.
define amdgpu_kernel void @atomic_dpp_i64(ptr addrspace(1) %out, ptr addrspace(1) %ctr) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %v = mul i32 %id, 3
  %v64 = zext i32 %v to i64
  %1 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %2 = trunc i64 %1 to i32
  %3 = lshr i64 %1, 32
  %4 = trunc i64 %3 to i32
  %5 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %2, i32 0)
  %6 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %4, i32 %5)
  %7 = call i64 @llvm.amdgcn.set.inactive.i64(i64 %v64, i64 0)
  %8 = call i64 @llvm.amdgcn.update.dpp.i64(i64 0, i64 %7, i32 273, i32 15, i32 15, i1 false)
  %9 = add i64 %7, %8
  %10 = call i64 @llvm.amdgcn.update.dpp.i64(i64 0, i64 %9, i32 274, i32 15, i32 15, i1 false)
  %11 = add i64 %9, %10
  %12 = call i64 @llvm.amdgcn.update.dpp.i64(i64 0, i64 %11, i32 276, i32 15, i32 15, i1 false)
  %13 = add i64 %11, %12
  %14 = call i64 @llvm.amdgcn.update.dpp.i64(i64 0, i64 %13, i32 280, i32 15, i32 15, i1 false)
  %15 = add i64 %13, %14
  %16 = call i64 @llvm.amdgcn.update.dpp.i64(i64 0, i64 %15, i32 322, i32 10, i32 15, i1 false)
  %17 = add i64 %15, %16
  %18 = call i64 @llvm.amdgcn.update.dpp.i64(i64 0, i64 %17, i32 323, i32 12, i32 15, i1 false)
  %19 = add i64 %17, %18
  %20 = call i64 @llvm.amdgcn.update.dpp.i64(i64 0, i64 %19, i32 312, i32 15, i32 15, i1 false)
  %21 = call i64 @llvm.amdgcn.readlane.i64(i64 %19, i32 63)
  %22 = call i64 @llvm.amdgcn.strict.wwm.i64(i64 %21)
  %23 = icmp eq i32 %6, 0
  br i1 %23, label %24, label %26

24:                                               ; preds = %0
  %25 = atomicrmw add ptr addrspace(1) %ctr, i64 %22 seq_cst, align 8
  br label %26

26:                                               ; preds = %0, %24
  %27 = phi i64 [ poison, %0 ], [ %25, %24 ]
  %28 = call i64 @llvm.amdgcn.readfirstlane.i64(i64 %27)
  %29 = call i64 @llvm.amdgcn.strict.wwm.i64(i64 %20)
  %30 = add i64 %28, %29
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %id
  %o32 = trunc i64 %30 to i32
  store i32 %o32, ptr addrspace(1) %p, align 4
  ret void
}

; 64-bit and/xor/sub on a uniform and a per-lane value inside a divergent branch, mov.dpp
; with bound_ctrl, a 64-bit constant identity.
define amdgpu_kernel void @wide(ptr addrspace(1) %out, ptr addrspace(1) %a, i64 %u) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr i64, ptr addrspace(1) %a, i32 %id
  %v = load i64, ptr addrspace(1) %pa
  %c = icmp ugt i32 %id, 9
  br i1 %c, label %then, label %end
then:
  %t = call i64 @llvm.amdgcn.set.inactive.i64(i64 %v, i64 81985529216486895)
  %d = call i64 @llvm.amdgcn.mov.dpp.i64(i64 %t, i32 274, i32 15, i32 15, i1 true)
  %x = xor i64 %d, %u
  %y = and i64 %x, %t
  %z = sub i64 %y, %t
  %w = call i64 @llvm.amdgcn.strict.wwm.i64(i64 %z)
  %r = call i64 @llvm.amdgcn.readfirstlane.i64(i64 %z)
  %wr = call i64 @llvm.amdgcn.strict.wwm.i64(i64 %r)
  %s = add i64 %w, %wr
  br label %end
end:
  %o = phi i64 [ %s, %then ], [ 5, %entry ]
  %po = getelementptr i64, ptr addrspace(1) %out, i32 %id
  store i64 %o, ptr addrspace(1) %po
  ret void
}
declare i64 @llvm.amdgcn.set.inactive.i64(i64, i64)
declare i64 @llvm.amdgcn.mov.dpp.i64(i64, i32, i32, i32, i1)
declare i64 @llvm.amdgcn.update.dpp.i64(i64, i64, i32, i32, i32, i1)
declare i64 @llvm.amdgcn.readlane.i64(i64, i32)
declare i64 @llvm.amdgcn.readfirstlane.i64(i64)
declare i64 @llvm.amdgcn.strict.wwm.i64(i64)
