; llvm.amdgcn.s.buffer.load: uniform loads through a <4 x i32> buffer resource (llc-22:
; s_buffer_load_dword*; kcc: MUBUF loads whose uniform results it reads into SGPRs). Offsets
; past num_records read 0 in both. kcc's and llc-22's objects run on the emulator with the
; same inputs and must write the same bytes.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/values.py %t.in 1024 32 3
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(256 * 64))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel k --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in --arg i32:2000 --arg i32:12 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel k --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in --arg i32:2000 --arg i32:12 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %llc %s -o - | FileCheck %s --check-prefix=LLC
target triple = "amdgcn-amd-amdhsa"

; LLC: s_buffer_load_dword
; LLC: s_buffer_load_dwordx4
; Each work-group reads the dword, the pair and the quad at a group-dependent offset (the last
; groups' past the 2000 bytes the resource covers) and its work-items add their index.
define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %records, i32 %base) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %i = ptrtoint ptr addrspace(1) %in to i64
  %lo = trunc i64 %i to i32
  %hi64 = lshr i64 %i, 32
  %hi = trunc i64 %hi64 to i32
  %r0 = insertelement <4 x i32> poison, i32 %lo, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %hi, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %records, i32 2
  %r = insertelement <4 x i32> %r2, i32 159744, i32 3
  %g16 = shl i32 %g, 9
  %off = add i32 %g16, %base
  %a = call i32 @llvm.amdgcn.s.buffer.load.i32(<4 x i32> %r, i32 %off, i32 0)
  %off8 = add i32 %off, 8
  %p = call <2 x i32> @llvm.amdgcn.s.buffer.load.v2i32(<4 x i32> %r, i32 %off8, i32 0)
  %off16 = add i32 %off, 16
  %q = call <4 x float> @llvm.amdgcn.s.buffer.load.v4f32(<4 x i32> %r, i32 %off16, i32 1)
  %p0 = extractelement <2 x i32> %p, i32 0
  %p1 = extractelement <2 x i32> %p, i32 1
  %qb = bitcast <4 x float> %q to <4 x i32>
  %q3 = extractelement <4 x i32> %qb, i32 3
  %q0 = extractelement <4 x i32> %qb, i32 0
  %s0 = add i32 %a, %id
  %s1 = xor i32 %p0, %p1
  %s2 = add i32 %q3, %q0
  %o = mul i32 %gid, 3
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %o
  store i32 %s0, ptr addrspace(1) %o0
  %o1 = getelementptr i32, ptr addrspace(1) %o0, i32 1
  store i32 %s1, ptr addrspace(1) %o1
  %o2 = getelementptr i32, ptr addrspace(1) %o0, i32 2
  store i32 %s2, ptr addrspace(1) %o2
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.s.buffer.load.i32(<4 x i32>, i32, i32)
declare <2 x i32> @llvm.amdgcn.s.buffer.load.v2i32(<4 x i32>, i32, i32)
declare <4 x float> @llvm.amdgcn.s.buffer.load.v4f32(<4 x i32>, i32, i32)
