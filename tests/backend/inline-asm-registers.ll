; Inline asm with registers by their LLVM names and vectors as operands: physical registers
; in any case (`={M0}`, `~{VCC}`), LLVM's generic `r` (an SGPR output; an input where its
; value is, a VGPR for a divergent one, as llc-22 does it), 64-bit vectors in a register pair
; and 32-bit ones packed in a dword, 128-bit operands its text names only in a comment (one
; of them divergent for an SGPR constraint, which no instruction reads),
; clobbered registers its text never names (no scratch register taken: eight VGPRs and seven
; SGPRs here) beside one it does, `$N` of a clobber, and `~{flat_scratch}`. The buffers must
; equal llc-22's for the same inputs. Then a text that clobbers flat_scratch for real: kcc
; keeps it for the flat accesses after (llc-22 leaves it clobbered, warning that the register
; is reserved), checked against a host reference; both compilers' descriptors reserve it.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o 2>/dev/null
; RUN: rm -rf %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel registers --grid 64 --block 64 --arg zeros:2560 --arg i32:0x12345 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel registers --grid 64 --block 64 --arg zeros:2560 --arg i32:0x12345 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel flat_scratch_kept --grid 64 --block 64 --arg zeros:256 --arg zeros:4 --out-dir %t.kcc/fs
; RUN: %python -c "import struct,sys; open(sys.argv[1],'wb').write(struct.pack('<64I', *range(64)))" %t.fs.ref
; RUN: cmp %t.kcc/fs/arg0.bin %t.fs.ref
; RUN: %kcc %s -S -o - | FileCheck %s
; RUN: %llc %s -o - 2>/dev/null | FileCheck %s

; CHECK: .amdhsa_kernel flat_scratch_kept
; CHECK: .amdhsa_reserve_flat_scratch 1

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @registers(ptr addrspace(1) %out, i32 %u) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %m = call i32 asm "s_mov_b32 m0, $1", "={M0},s"(i32 %u)
  %r = call i32 asm "s_add_u32 $0, $1, 7", "=r,r"(i32 %u)
  %v = call i32 asm "v_add_u32 $0, $1, 3", "=v,r"(i32 %t)
  %c = call i32 asm "v_cmp_eq_u32 vcc, $1, 5\0Av_cndmask_b32_e64 $0, 10, 20, vcc", "=v,v,~{VCC}"(i32 %t)
  %pair0 = insertelement <2 x i32> poison, i32 %t, i32 0
  %pair = insertelement <2 x i32> %pair0, i32 %u, i32 1
  %p = call <2 x i32> asm "v_lshlrev_b64 $0, 3, $1", "=v,v"(<2 x i32> %pair)
  %p0 = extractelement <2 x i32> %p, i32 0
  %p1 = extractelement <2 x i32> %p, i32 1
  %t16 = trunc i32 %t to i16
  %h0 = insertelement <2 x i16> poison, i16 %t16, i32 0
  %h1 = insertelement <2 x i16> %h0, i16 300, i32 1
  %h = call <2 x i16> asm "v_pk_add_u16 $0, $1, $1", "=v,v"(<2 x i16> %h1)
  %hi = bitcast <2 x i16> %h to i32
  %u16 = trunc i32 %u to i16
  %s0 = insertelement <2 x i16> poison, i16 %u16, i32 0
  %s1 = insertelement <2 x i16> %s0, i16 -2, i32 1
  %s = call <2 x i16> asm "s_pack_hh_b32_b16 $0, $1, $1", "=r,r"(<2 x i16> %s1)
  %si = bitcast <2 x i16> %s to i32
  %w = call <4 x i32> asm "; def $0", "=s"()
  call void asm sideeffect "; use $0", "s"(<4 x i32> %w)
  %wv = insertelement <4 x i32> zeroinitializer, i32 %t, i32 0
  call void asm sideeffect "; use $0", "s"(<4 x i32> %wv)
  %k = call i32 asm "v_mov_b32 v4, $1\0Av_add_u32 $0, v4, v4", "=v,v,~{v4},~{v0},~{v1},~{v2},~{v3},~{v5},~{v6},~{v7}"(i32 %t)
  call void asm sideeffect "", "~{s4},~{s8},~{s12},~{s16},~{s20},~{s24},~{s28}"()
  call void asm sideeffect "; clobber $0", "~{VCC}"()
  call void asm sideeffect "", "~{flat_scratch}"()
  %base = mul i32 %t, 10
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %base
  store i32 %m, ptr addrspace(1) %o0
  %o1 = getelementptr i32, ptr addrspace(1) %o0, i32 1
  store i32 %r, ptr addrspace(1) %o1
  %o2 = getelementptr i32, ptr addrspace(1) %o0, i32 2
  store i32 %v, ptr addrspace(1) %o2
  %o3 = getelementptr i32, ptr addrspace(1) %o0, i32 3
  store i32 %c, ptr addrspace(1) %o3
  %o4 = getelementptr i32, ptr addrspace(1) %o0, i32 4
  store i32 %p0, ptr addrspace(1) %o4
  %o5 = getelementptr i32, ptr addrspace(1) %o0, i32 5
  store i32 %p1, ptr addrspace(1) %o5
  %o6 = getelementptr i32, ptr addrspace(1) %o0, i32 6
  store i32 %hi, ptr addrspace(1) %o6
  %o7 = getelementptr i32, ptr addrspace(1) %o0, i32 7
  store i32 %si, ptr addrspace(1) %o7
  %o8 = getelementptr i32, ptr addrspace(1) %o0, i32 8
  store i32 %k, ptr addrspace(1) %o8
  ret void
}

define amdgpu_kernel void @flat_scratch_kept(ptr addrspace(1) %out, ptr addrspace(1) %other) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %a = alloca [16 x i32], align 4, addrspace(5)
  %i = and i32 %t, 15
  %g = getelementptr [16 x i32], ptr addrspace(5) %a, i32 0, i32 %i
  %flat = addrspacecast ptr addrspace(5) %g to ptr
  %og = addrspacecast ptr addrspace(1) %other to ptr
  %c = icmp ult i32 %t, 1000
  %p = select i1 %c, ptr %flat, ptr %og
  store i32 %t, ptr %p
  call void asm sideeffect "s_mov_b64 flat_scratch, 0", "~{flat_scratch}"()
  %v = load i32, ptr %p
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %o
  ret void
}
