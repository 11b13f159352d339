; A 64-bit multiply of a zero-extended divergent boolean by a constant is one
; `v_mad_u64_u32` of the boolean as an i32 (0 or 1 per lane, from `v_cndmask_b32`) by the
; constant (`fuse`'s mul.wide.u). That i32 lives in a VGPR: `fuse` once gave it the lane-mask
; bank of the boolean it extends, and the machine verifier refused the code (fuzz seed 71153).
; Both compilers' objects run on the emulator and must store the same values.
; RUN: %kcc %s -S -o - | FileCheck %s
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel k --grid 64 --block 64 --arg zeros:512 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel k --grid 64 --block 64 --arg zeros:512 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin

; CHECK-LABEL: k:
; CHECK: v_cmp_ne_u32_e32 vcc, 0, v{{[0-9]+}}
; CHECK-NEXT: v_cndmask_b32_e64 v[[B:[0-9]+]], 0, 1, vcc
; CHECK: v_mad_u64_u32 v{{\[[0-9]+:[0-9]+\]}}, {{.*}}, v[[B]], s{{[0-9]+}}, 0

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %b = and i32 %tid, 1
  %c = icmp ne i32 %b, 0
  %z = zext i1 %c to i64
  %m = mul i64 %z, 1179181542
  %p = getelementptr inbounds i64, ptr addrspace(1) %out, i32 %tid
  store i64 %m, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
