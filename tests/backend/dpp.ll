; DPP moves (llvm.amdgcn.mov.dpp, update.dpp on i32, f32 and i64): row shifts and rotates,
; quad permutes, mirrors, broadcasts and wave shifts, with row and bank masks and bound_ctrl,
; under a divergent branch (lanes outside it are disabled sources). kcc writes them as
; v_mov_b32_dpp with the old value tied to the result; kcc's and llc-22's objects run on the
; emulator with the same inputs and must write the same bytes, and kcc's -S output assembles
; with llvm-mc to the same code.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/values.py %t.in 1024 32 4
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(1024 * 64))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel k --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel k --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o %t.s
; RUN: llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj %t.s -o %t.mc.o
; RUN: llvm-objdump -d --no-show-raw-insn %t.mc.o | grep -v file.format > %t.mc.dis
; RUN: llvm-objdump -d --no-show-raw-insn %t.kcc.o | grep -v file.format > %t.kcc.dis
; RUN: diff %t.mc.dis %t.kcc.dis
; RUN: FileCheck %s < %t.s
; CHECK: v_mov_b32_dpp {{v[0-9]+}}, {{v[0-9]+}} row_shr:1 row_mask:0xf bank_mask:0xf
; CHECK: v_mov_b32_dpp {{v[0-9]+}}, {{v[0-9]+}} quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
; CHECK: v_mov_b32_dpp {{v[0-9]+}}, {{v[0-9]+}} row_mirror row_mask:0xa bank_mask:0x5
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.mov.dpp.i32(i32, i32, i32, i32, i1)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32, i32, i32, i1)
declare float @llvm.amdgcn.update.dpp.f32(float, float, i32, i32, i32, i1)
declare i64 @llvm.amdgcn.update.dpp.i64(i64, i64, i32, i32, i32, i1)
define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %x = load i32, ptr addrspace(1) %p
  %base = shl i32 %gid, 4
  %c = icmp ult i32 %id, 50
  br i1 %c, label %a, label %b
a:
  %r0 = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %x, i32 273, i32 15, i32 15, i1 true)
  %r1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 7, i32 %x, i32 27, i32 15, i32 15, i1 false)
  %r2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 %gid, i32 %x, i32 320, i32 10, i32 5, i1 true)
  %r3 = call i32 @llvm.amdgcn.update.dpp.i32(i32 %gid, i32 %x, i32 322, i32 15, i32 15, i1 false)
  %r4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 %gid, i32 %x, i32 312, i32 15, i32 15, i1 true)
  %xf = bitcast i32 %x to float
  %r5f = call float @llvm.amdgcn.update.dpp.f32(float 1.0, float %xf, i32 323, i32 12, i32 15, i1 false)
  %r5 = bitcast float %r5f to i32
  %x64 = zext i32 %x to i64
  %x64b = mul i64 %x64, 3000000001
  %r6w = call i64 @llvm.amdgcn.update.dpp.i64(i64 %x64, i64 %x64b, i32 292, i32 15, i32 15, i1 false)
  %r6 = trunc i64 %r6w to i32
  %r6h = lshr i64 %r6w, 32
  %r7 = trunc i64 %r6h to i32
  br label %b
b:
  %v0 = phi i32 [ %r0, %a ], [ 1, %0 ]
  %v1 = phi i32 [ %r1, %a ], [ 2, %0 ]
  %v2 = phi i32 [ %r2, %a ], [ 3, %0 ]
  %v3 = phi i32 [ %r3, %a ], [ 4, %0 ]
  %v4 = phi i32 [ %r4, %a ], [ 5, %0 ]
  %v5 = phi i32 [ %r5, %a ], [ 6, %0 ]
  %v6 = phi i32 [ %r6, %a ], [ 7, %0 ]
  %v7 = phi i32 [ %r7, %a ], [ 8, %0 ]
  %q0 = getelementptr i32, ptr addrspace(1) %out, i32 %base
  store i32 %v0, ptr addrspace(1) %q0
  %q1 = getelementptr i32, ptr addrspace(1) %q0, i32 1
  store i32 %v1, ptr addrspace(1) %q1
  %q2 = getelementptr i32, ptr addrspace(1) %q0, i32 2
  store i32 %v2, ptr addrspace(1) %q2
  %q3 = getelementptr i32, ptr addrspace(1) %q0, i32 3
  store i32 %v3, ptr addrspace(1) %q3
  %q4 = getelementptr i32, ptr addrspace(1) %q0, i32 4
  store i32 %v4, ptr addrspace(1) %q4
  %q5 = getelementptr i32, ptr addrspace(1) %q0, i32 5
  store i32 %v5, ptr addrspace(1) %q5
  %q6 = getelementptr i32, ptr addrspace(1) %q0, i32 6
  store i32 %v6, ptr addrspace(1) %q6
  %q7 = getelementptr i32, ptr addrspace(1) %q0, i32 7
  store i32 %v7, ptr addrspace(1) %q7
  ret void
}
