; bypass-division: a 64-bit division or remainder by a value known to fit in 32 bits tests the
; other operand's high half and divides in 32 bits when it is zero, as llc-22's
; BypassSlowDivision does (the 64-bit expansion is over 100 instructions, the 32-bit one about
; 20); both operands known narrow divide in 32 bits with no test. A uniform test is one scalar
; compare and branch. Small and large dividends (both sides taken, lanes differing) give
; llc-22's results on the emulator.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/values.py %t.in 256 64 11
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel div --grid 256 --block 64 --arg zeros:12288 --arg buf:%t.in --arg i64:4294967300 --arg i32:77 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel div --grid 256 --block 64 --arg zeros:12288 --arg buf:%t.in --arg i64:4294967300 --arg i32:77 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel div --grid 256 --block 64 --arg zeros:12288 --arg buf:%t.in --arg i64:1000 --arg i32:3 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel div --grid 256 --block 64 --arg zeros:12288 --arg buf:%t.in --arg i64:1000 --arg i32:3 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s

; The uniform division: the dividend's high half tested on the scalar unit.
; CHECK-LABEL: div:
; CHECK: s_lshr_b64 s[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}], 32
; CHECK: s_cmp_eq_u32 s{{[0-9]+}}, 0
; CHECK-NEXT: s_cbranch_scc1
; The divergent one: the lanes with a small dividend take the 32-bit side.
; CHECK: v_lshrrev_b64 v{{\[}}[[VHI:[0-9]+]]:{{[0-9]+}}], 32, v[{{[0-9]+:[0-9]+}}]
; CHECK: v_cmp_eq_u32_e64 s[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, 0
; CHECK: v_rcp_iflag_f32
; The narrow operands' remainder: 32 bits, no test.
; CHECK: v_rcp_iflag_f32
; CHECK-NOT: v_lshrrev_b64 v{{\[[0-9]+:[0-9]+\]}}, 32
; CHECK: s_endpgm

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()

define amdgpu_kernel void @div(ptr addrspace(1) %out, ptr addrspace(1) %in, i64 %n, i32 %d) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %gid = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %gid, 64
  %i = add i32 %base, %tid
  %i64 = zext i32 %i to i64
  %d64 = zext i32 %d to i64
  %d.1 = add i32 %d, 1
  %d1 = zext i32 %d.1 to i64
  ; uniform: (n + d) / (d + 1)
  %nd = add i64 %n, %d64
  %q = udiv i64 %nd, %d1
  ; divergent: in[i] / (d + 1), in[i] % (d + 1), signed: in[i] / (d + 1)
  %p = getelementptr inbounds i64, ptr addrspace(1) %in, i64 %i64
  %x = load i64, ptr addrspace(1) %p, align 8
  %xs = lshr i64 %x, 20
  %small = select i1 false, i64 0, i64 %xs
  %sel = and i32 %i, 1
  %odd = icmp eq i32 %sel, 1
  %v = select i1 %odd, i64 %x, i64 %small
  %qv = udiv i64 %v, %d1
  %rv = urem i64 %v, %d1
  %sv = sdiv i64 %v, %d1
  ; both narrow: (i + 5) % (d + 1)
  %i.5 = add i32 %i, 5
  %i5 = zext i32 %i.5 to i64
  %r = urem i64 %i5, %d1
  %o = mul i64 %i64, 6
  %o0 = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %o
  store i64 %q, ptr addrspace(1) %o0, align 8
  %o1 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 1
  store i64 %qv, ptr addrspace(1) %o1, align 8
  %o2 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 2
  store i64 %rv, ptr addrspace(1) %o2, align 8
  %o3 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 3
  store i64 %sv, ptr addrspace(1) %o3, align 8
  %o4 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 4
  store i64 %r, ptr addrspace(1) %o4, align 8
  ret void
}
