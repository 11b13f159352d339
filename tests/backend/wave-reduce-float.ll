; llvm.amdgcn.wave.reduce.fadd/fsub/fmin/fmax on f32: llc-22 folds the active lanes in order
; in a loop from -0.0, +0.0 or a quiet NaN; kcc folds them in the same order, straight-line: a
; whole-wave scratch copy of the operand holds that starting value in the inactive lanes (where
; it changes nothing) and each of the 64 lanes is read and folded in turn. A uniform operand:
; fadd is x times the number of active lanes, fsub its negation, fmin/fmax x. Full, partial
; and divergent waves, special floats; both compilers' objects must leave the same buffers,
; and on mixed magnitudes what the host computes (tests/Inputs/backend/reduce-float.py).
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/float-specials.py %t.s 256 23 f32x1
; RUN: python3 %inputs/backend/reduce-float.py gen %t.m 256 29
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel lanes_all --grid 128 --block 64 --arg zeros:4096 --arg buf:%t.s --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel lanes_all --grid 128 --block 64 --arg zeros:4096 --arg buf:%t.s --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel lanes_all --grid 100 --block 100 --arg zeros:4096 --arg buf:%t.s --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel lanes_all --grid 100 --block 100 --arg zeros:4096 --arg buf:%t.s --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel lanes_some --grid 128 --block 64 --arg zeros:4096 --arg buf:%t.s --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel lanes_some --grid 128 --block 64 --arg zeros:4096 --arg buf:%t.s --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel uniform --grid 128 --block 64 --arg zeros:4096 --arg f32:1.75 --arg i32:37 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel uniform --grid 128 --block 64 --arg zeros:4096 --arg f32:1.75 --arg i32:37 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel uniform --grid 100 --block 100 --arg zeros:4096 --arg f32:-3.1 --arg i32:99 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel uniform --grid 100 --block 100 --arg zeros:4096 --arg f32:-3.1 --arg i32:99 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel lanes_all --grid 256 --block 64 --arg zeros:4096 --arg buf:%t.m --out-dir %t.kcc
; RUN: python3 %inputs/backend/reduce-float.py check %t.m %t.kcc/arg0.bin 4
; RUN: %kcc run %t.llc.o --kernel lanes_all --grid 256 --block 64 --arg zeros:4096 --arg buf:%t.m --out-dir %t.llc
; RUN: python3 %inputs/backend/reduce-float.py check %t.m %t.llc/arg0.bin 4
; RUN: %kcc %s -S -o - | FileCheck %s

; CHECK-LABEL: lanes_all:
; CHECK: s_not_b64 exec, [[SAVE:s\[[0-9]+:[0-9]+\]|vcc]]
; CHECK-NEXT: v_mov_b32_e32 [[T:v[0-9]+]], 0x80000000
; CHECK-NEXT: s_mov_b64 exec, [[SAVE]]
; CHECK-NEXT: v_mov_b32_e32 [[ACC:v[0-9]+]], 0x80000000
; CHECK: v_readlane_b32 [[L:s[0-9]+]], [[T]], 0
; CHECK-NEXT: v_add_f32_e32 [[ACC]], [[L]], [[ACC]]
; CHECK: v_readlane_b32 [[L2:s[0-9]+]], [[T]], 63
; CHECK-NEXT: v_add_f32_e32 [[ACC]], [[L2]], [[ACC]]
; CHECK-NEXT: v_readfirstlane_b32_e32 s{{[0-9]+}}, [[ACC]]
; CHECK: v_subrev_f32_e32
; CHECK-LABEL: uniform:
; CHECK: s_bcnt1_i32_b64 [[N:s[0-9]+|vcc_lo]], exec
; CHECK-NEXT: v_cvt_f32_i32_e32 [[C:v[0-9]+]], [[N]]
; CHECK: v_mul_f32_e32 {{v[0-9]+}}, s{{[0-9]+}}, [[C]]

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare float @llvm.amdgcn.wave.reduce.fadd.f32(float, i32)
declare float @llvm.amdgcn.wave.reduce.fsub.f32(float, i32)
declare float @llvm.amdgcn.wave.reduce.fmin.f32(float, i32)
declare float @llvm.amdgcn.wave.reduce.fmax.f32(float, i32)

define amdgpu_kernel void @lanes_all(ptr addrspace(1) %out, ptr addrspace(1) %a) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %g, 64
  %gid = add i32 %base, %id
  %pa = getelementptr float, ptr addrspace(1) %a, i32 %gid
  %x = load float, ptr addrspace(1) %pa
  %i4 = mul i32 %gid, 4
  %row = getelementptr float, ptr addrspace(1) %out, i32 %i4
  %r0 = call float @llvm.amdgcn.wave.reduce.fadd.f32(float %x, i32 0)
  %p0 = getelementptr float, ptr addrspace(1) %row, i32 0
  store float %r0, ptr addrspace(1) %p0
  %r1 = call float @llvm.amdgcn.wave.reduce.fsub.f32(float %x, i32 0)
  %p1 = getelementptr float, ptr addrspace(1) %row, i32 1
  store float %r1, ptr addrspace(1) %p1
  %r2 = call float @llvm.amdgcn.wave.reduce.fmin.f32(float %x, i32 0)
  %p2 = getelementptr float, ptr addrspace(1) %row, i32 2
  store float %r2, ptr addrspace(1) %p2
  %r3 = call float @llvm.amdgcn.wave.reduce.fmax.f32(float %x, i32 0)
  %p3 = getelementptr float, ptr addrspace(1) %row, i32 3
  store float %r3, ptr addrspace(1) %p3
  ret void
}

; Lanes with id % 5 != 2 reduce, inside a branch.
define amdgpu_kernel void @lanes_some(ptr addrspace(1) %out, ptr addrspace(1) %a) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %g, 64
  %gid = add i32 %base, %id
  %pa = getelementptr float, ptr addrspace(1) %a, i32 %gid
  %x = load float, ptr addrspace(1) %pa
  %i4 = mul i32 %gid, 4
  %row = getelementptr float, ptr addrspace(1) %out, i32 %i4
  %m = urem i32 %id, 5
  %c = icmp ne i32 %m, 2
  br i1 %c, label %some, label %done
some:
  %r0 = call float @llvm.amdgcn.wave.reduce.fadd.f32(float %x, i32 0)
  %p0 = getelementptr float, ptr addrspace(1) %row, i32 0
  store float %r0, ptr addrspace(1) %p0
  %r1 = call float @llvm.amdgcn.wave.reduce.fsub.f32(float %x, i32 0)
  %p1 = getelementptr float, ptr addrspace(1) %row, i32 1
  store float %r1, ptr addrspace(1) %p1
  %r2 = call float @llvm.amdgcn.wave.reduce.fmin.f32(float %x, i32 0)
  %p2 = getelementptr float, ptr addrspace(1) %row, i32 2
  store float %r2, ptr addrspace(1) %p2
  %r3 = call float @llvm.amdgcn.wave.reduce.fmax.f32(float %x, i32 0)
  %p3 = getelementptr float, ptr addrspace(1) %row, i32 3
  store float %r3, ptr addrspace(1) %p3
  br label %done
done:
  ret void
}

; A uniform operand, the first %k work-items of each group taking part.
define amdgpu_kernel void @uniform(ptr addrspace(1) %out, float %x, i32 %k) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %g, 64
  %gid = add i32 %base, %id
  %i4 = mul i32 %gid, 4
  %row = getelementptr float, ptr addrspace(1) %out, i32 %i4
  %c = icmp ult i32 %id, %k
  br i1 %c, label %some, label %done
some:
  %r0 = call float @llvm.amdgcn.wave.reduce.fadd.f32(float %x, i32 0)
  %p0 = getelementptr float, ptr addrspace(1) %row, i32 0
  store float %r0, ptr addrspace(1) %p0
  %r1 = call float @llvm.amdgcn.wave.reduce.fsub.f32(float %x, i32 0)
  %p1 = getelementptr float, ptr addrspace(1) %row, i32 1
  store float %r1, ptr addrspace(1) %p1
  %r2 = call float @llvm.amdgcn.wave.reduce.fmin.f32(float %x, i32 0)
  %p2 = getelementptr float, ptr addrspace(1) %row, i32 2
  store float %r2, ptr addrspace(1) %p2
  %r3 = call float @llvm.amdgcn.wave.reduce.fmax.f32(float %x, i32 0)
  %p3 = getelementptr float, ptr addrspace(1) %row, i32 3
  store float %r3, ptr addrspace(1) %p3
  br label %done
done:
  ret void
}
