; fuse (`mask_selects`): a divergent mask choosing between uniform values (SGPRs) and 0 more
; than once — a uniform table indexed by a lane's bits — is widened once to all-ones/zero
; lanes (`v_cndmask_b32 m, 0, -1`), and each choice is one `v_and_b32` reading the SGPR,
; where `v_cndmask_b32` reads the mask from SGPRs and so needs the SGPR copied into a VGPR
; first (two instructions per choice). Both polarities; the code computes what llc-22's does
; on the emulator. (The address of `in[i]` with an unsigned index is one `v_mad_u64_u32`
; reading the SGPR base: `mad.wide.u i, 4, in`.)
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/values.py %t.in 256 32 8
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel pick --grid 256 --block 64 --arg zeros:1024 --arg buf:%t.in --arg i32:3 --arg i32:50 --arg i32:700 --arg i32:9000 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel pick --grid 256 --block 64 --arg zeros:1024 --arg buf:%t.in --arg i32:3 --arg i32:50 --arg i32:700 --arg i32:9000 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s

; CHECK-LABEL: pick:
; CHECK: v_mad_u64_u32 [[P:v\[[0-9]+:[0-9]+\]]], vcc, v{{[0-9]+}}, 4, {{s\[[0-9]+:[0-9]+\]|vcc}}
; CHECK-NEXT: global_load_dword v{{[0-9]+}}, [[P]], off
; CHECK: v_cmp_ne_u32_e{{32|64}} [[C0:vcc|s\[[0-9]+:[0-9]+\]]], 0, v{{[0-9]+}}
; CHECK-NEXT: v_cndmask_b32_e64 [[M0:v[0-9]+]], 0, -1, [[C0]]
; CHECK-NEXT: v_and_b32_e32 v{{[0-9]+}}, s{{[0-9]+}}, [[M0]]
; CHECK-NEXT: v_and_b32_e32 v{{[0-9]+}}, s{{[0-9]+}}, [[M0]]
; CHECK: v_cmp_eq_u32_e{{32|64}} [[C1:vcc|s\[[0-9]+:[0-9]+\]]], 0, v{{[0-9]+}}
; CHECK-NEXT: v_cndmask_b32_e64 [[M1:v[0-9]+]], -1, 0, [[C1]]
; CHECK-NEXT: v_and_b32_e32 v{{[0-9]+}}, s{{[0-9]+}}, [[M1]]
; CHECK-NEXT: v_and_b32_e32 v{{[0-9]+}}, s{{[0-9]+}}, [[M1]]
; CHECK-NOT: v_cndmask_b32
; CHECK: s_endpgm

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()

define amdgpu_kernel void @pick(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %t0, i32 %t1, i32 %t2, i32 %t3) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %gid = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %gid, 64
  %i = add i32 %base, %tid
  %i64 = zext i32 %i to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i64
  %y = load i32, ptr addrspace(1) %p, align 4
  %b0 = and i32 %y, 1
  %c0 = icmp ne i32 %b0, 0
  %s0 = select i1 %c0, i32 %t0, i32 0
  %s1 = select i1 %c0, i32 %t1, i32 0
  %b1 = and i32 %y, 2
  %c1 = icmp eq i32 %b1, 0
  %s2 = select i1 %c1, i32 0, i32 %t2
  %s3 = select i1 %c1, i32 0, i32 %t3
  %a = add i32 %s0, %s1
  %b = xor i32 %s2, %s3
  %r = mul i32 %a, %b
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i64
  store i32 %r, ptr addrspace(1) %q, align 4
  ret void
}
