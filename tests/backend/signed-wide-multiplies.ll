; 64-bit multiplies of sign-extended 32-bit values (MIR pass `fuse`, `mul.wide.s`): uniform,
; s_mul_i32 + s_mul_hi_i32 (no 64 x 64 product of partial products); per lane, one
; v_mad_i64_i32 with a 0 addend; plus a 64-bit addend, one v_mad_i64_i32 with it. A
; zero-extended 16-bit field counts as a signed factor: MLIR's global id, block_dim * block_id
; + thread_id, is one v_mad_i64_i32. A uniform float argument is read from its SGPR by the
; VALU instruction (no copy to a VGPR first). Results must equal llc-22's on boundary and
; random operands.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/values.py %t.a 256 32 21
; RUN: python3 %inputs/backend/values.py %t.b 256 32 22
; RUN: python3 %inputs/backend/values.py %t.c 256 64 23
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(256*6*8))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel signed --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a --arg buf:%t.b --arg buf:%t.c --arg i32:-1 --arg i32:-2147483648 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel signed --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a --arg buf:%t.b --arg buf:%t.c --arg i32:-1 --arg i32:-2147483648 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel signed --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a --arg buf:%t.b --arg buf:%t.c --arg i32:123456789 --arg i32:-7 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel signed --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a --arg buf:%t.b --arg buf:%t.c --arg i32:123456789 --arg i32:-7 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: python3 %inputs/backend/values.py %t.x 512 32 24
; RUN: python3 %inputs/backend/values.py %t.y 512 32 25
; RUN: %kcc run %t.kcc.o --kernel saxpy --grid 512 --block 128 --arg buf:%t.x --arg buf:%t.y --arg f32:2.5 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel saxpy --grid 512 --block 128 --arg buf:%t.x --arg buf:%t.y --arg f32:2.5 --out-dir %t.llc
; RUN: cmp %t.kcc/arg1.bin %t.llc/arg1.bin
; RUN: %kcc %s -S -o - | FileCheck %s
target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: signed:
; CHECK-DAG: s_mul_hi_i32 s{{[0-9]+}}, s{{[0-9]+}}, s{{[0-9]+}}
; CHECK-DAG: v_mad_i64_i32 v[{{[0-9]+}}:{{[0-9]+}}], vcc, v{{[0-9]+}}, v{{[0-9]+}}, 0
; CHECK-DAG: v_mad_i64_i32 v[{{[0-9]+}}:{{[0-9]+}}], vcc, v{{[0-9]+}}, v{{[0-9]+}}, v[{{[0-9]+}}:{{[0-9]+}}]
; CHECK-NOT: s_mul_hi_u32
; CHECK: s_endpgm
define amdgpu_kernel void @signed(ptr addrspace(1) %out, ptr addrspace(1) %pa, ptr addrspace(1) %pb, ptr addrspace(1) %pc, i32 %u, i32 %w) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %g, 6
  %i = add i32 %base, %t
  %ap = getelementptr i32, ptr addrspace(1) %pa, i32 %i
  %a = load i32, ptr addrspace(1) %ap
  %bp = getelementptr i32, ptr addrspace(1) %pb, i32 %i
  %b = load i32, ptr addrspace(1) %bp
  %cp = getelementptr i64, ptr addrspace(1) %pc, i32 %i
  %c = load i64, ptr addrspace(1) %cp
  %sa = sext i32 %a to i64
  %sb = sext i32 %b to i64
  ; per lane
  %r0 = mul i64 %sa, %sb
  ; plus a 64-bit addend
  %m1 = mul i64 %sa, %sb
  %r1 = add i64 %m1, %c
  ; uniform: both sign-extended
  %su = sext i32 %u to i64
  %sw = sext i32 %w to i64
  %r2 = mul i64 %su, %sw
  ; a 16-bit field (not negative) times a signed one, uniform
  %u16 = trunc i32 %u to i16
  %zu16 = zext i16 %u16 to i64
  %r3 = mul i64 %zu16, %sw
  ; a negative constant factor, per lane
  %r4 = mul i64 %sa, -1000
  ; uniform signed factor times a lane's
  %r5 = mul i64 %su, %sb
  %o = mul i32 %i, 6
  %o0 = getelementptr i64, ptr addrspace(1) %out, i32 %o
  store i64 %r0, ptr addrspace(1) %o0
  %o1 = getelementptr i64, ptr addrspace(1) %o0, i32 1
  store i64 %r1, ptr addrspace(1) %o1
  %o2 = getelementptr i64, ptr addrspace(1) %o0, i32 2
  store i64 %r2, ptr addrspace(1) %o2
  %o3 = getelementptr i64, ptr addrspace(1) %o0, i32 3
  store i64 %r3, ptr addrspace(1) %o3
  %o4 = getelementptr i64, ptr addrspace(1) %o0, i32 4
  store i64 %r4, ptr addrspace(1) %o4
  %o5 = getelementptr i64, ptr addrspace(1) %o0, i32 5
  store i64 %r5, ptr addrspace(1) %o5
  ret void
}

; MLIR's saxpy: the global id block_dim * block_id + thread_id as one v_mad_i64_i32 (after the
; block dimension's mask and a copy of the work-group id, the one SGPR beyond the constant
; bus), and alpha read from its SGPR by v_fma_f32.
; CHECK-LABEL: saxpy:
; CHECK: s_and_b32 [[DIM:s[0-9]+]], s{{[0-9]+}}, 0xffff
; CHECK-NEXT: v_mov_b32_e32 [[ID:v[0-9]+]], s{{[0-9]+}}
; CHECK-NEXT: v_mad_i64_i32 v[{{[0-9]+}}:{{[0-9]+}}], vcc, [[DIM]], [[ID]], v[{{[0-9]+}}:{{[0-9]+}}]
; CHECK-NOT: s_mul
; CHECK: v_fma_f32 v{{[0-9]+}}, s{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}
; CHECK: s_endpgm
define amdgpu_kernel void @saxpy(ptr addrspace(1) readonly %x, ptr addrspace(1) %y, float %alpha) {
  %g = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %g64 = sext i32 %g to i64
  %ia = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %dimp = getelementptr inbounds nuw i8, ptr addrspace(4) %ia, i64 12
  %dim = load i16, ptr addrspace(4) %dimp, align 4
  %dim64 = zext i16 %dim to i64
  %t = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t64 = zext nneg i32 %t to i64
  %m = mul nsw i64 %dim64, %g64
  %i = add nsw i64 %m, %t64
  %xp = getelementptr inbounds nuw float, ptr addrspace(1) %x, i64 %i
  %xv = load float, ptr addrspace(1) %xp, align 4, !amdgpu.noclobber !0
  %yp = getelementptr inbounds nuw float, ptr addrspace(1) %y, i64 %i
  %yv = load float, ptr addrspace(1) %yp, align 4, !amdgpu.noclobber !0
  %r = tail call float @llvm.fma.f32(float %alpha, float %xv, float %yv)
  store float %r, ptr addrspace(1) %yp, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
declare float @llvm.fma.f32(float, float, float)

!0 = !{}
