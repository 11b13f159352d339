; fuse (`mad.wide.s`): a 64-bit address plus a sign-extended i32 index times the element size
; is one `v_mad_i64_i32` — the shifts of the extension, the carry add and a copy of an SGPR
; base's high dword (the carry takes the high half's constant-bus read) take four or five,
; inside a loop on every trip. The scale is an inline constant: 4 (`shl (sext i), 2`, also
; when the extension is shared), 1 (a byte index), 12 (a struct's stride); negative indices
; included, and the code computes what llc-22's does on the emulator.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/values.py %t.in 512 32 5
; RUN: python3 %inputs/backend/values.py %t.recs 768 32 6
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel gather --grid 256 --block 64 --arg zeros:1024 --arg buf:%t.in --arg buf:%t.recs --arg i32:5 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel gather --grid 256 --block 64 --arg zeros:1024 --arg buf:%t.in --arg buf:%t.recs --arg i32:5 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s
; RUN: %kcc --no-uniformity %s -S -o - | FileCheck %s --check-prefix=NOUNI

; CHECK-LABEL: gather:
; CHECK: v_subrev_u32_e32 [[J:v[0-9]+]], 0x64, v{{[0-9]+}}
; CHECK: v_mad_i64_i32 [[P:v\[[0-9]+:[0-9]+\]]], vcc, [[J]], 4, [[MID:s\[[0-9]+:[0-9]+\]]]
; CHECK-NEXT: global_load_dword v{{[0-9]+}}, [[P]], off
; CHECK-NEXT: v_mad_i64_i32 [[P:v\[[0-9]+:[0-9]+\]]], vcc, [[J]], 1, [[MID]]
; CHECK-NEXT: global_load_ubyte v{{[0-9]+}}, [[P]], off
; CHECK: v_mad_i64_i32 [[P:v\[[0-9]+:[0-9]+\]]], vcc, [[J]], 12, {{s\[[0-9]+:[0-9]+\]|vcc}}
; CHECK-NEXT: global_load_dword v{{[0-9]+}}, [[P]], off offset:4
; The loop reads the SGPR base in place: no copy of its high dword on each trip.
; CHECK: [[LOOP:.L[a-z_0-9]+]]:
; CHECK-NOT: v_mov_b32
; CHECK: v_sub_u32_e32 [[E:v[0-9]+]], s{{[0-9]+}}, [[J]]
; CHECK-NEXT: v_mad_i64_i32 [[P:v\[[0-9]+:[0-9]+\]]], vcc, [[E]], 4, [[MID]]
; CHECK-NEXT: global_load_dword v{{[0-9]+}}, [[P]], off
; CHECK-NOT: v_mov_b32
; CHECK: s_cbranch_scc0 [[LOOP]]
; CHECK: v_mad_i64_i32 [[P:v\[[0-9]+:[0-9]+\]]], vcc, v{{[0-9]+}}, 4, {{s\[[0-9]+:[0-9]+\]|vcc}}
; CHECK-NEXT: global_store_dword [[P]], v{{[0-9]+}}, off
; CHECK-NOT: v_ashrrev_i32
; CHECK-NOT: v_addc_co_u32

; Bases in VGPRs too (every value divergent).
; NOUNI-LABEL: gather:
; NOUNI-NOT: v_ashrrev_i32
; NOUNI: v_mad_i64_i32 v[{{[0-9]+:[0-9]+}}], vcc, v{{[0-9]+}}, 4, v[{{[0-9]+:[0-9]+}}]
; NOUNI-NOT: v_ashrrev_i32
; NOUNI: s_endpgm

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()

%rec = type { i32, i32, i32 }

define amdgpu_kernel void @gather(ptr addrspace(1) %out, ptr addrspace(1) %in, ptr addrspace(1) %recs, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %gid = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %gid, 64
  %i = add i32 %base, %tid
  %j = sub i32 %i, 100
  %mid = getelementptr inbounds i32, ptr addrspace(1) %in, i64 256
  %j64 = sext i32 %j to i64
  %pj = getelementptr inbounds i32, ptr addrspace(1) %mid, i64 %j64
  %x = load i32, ptr addrspace(1) %pj, align 4
  %pb = getelementptr inbounds i8, ptr addrspace(1) %mid, i64 %j64
  %b = load i8, ptr addrspace(1) %pb, align 1
  %bz = zext i8 %b to i32
  %recs.mid = getelementptr inbounds %rec, ptr addrspace(1) %recs, i64 100
  %pr = getelementptr inbounds %rec, ptr addrspace(1) %recs.mid, i64 %j64, i32 1
  %y = load i32, ptr addrspace(1) %pr, align 4
  %xy = add i32 %x, %y
  %xyb = add i32 %xy, %bz
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %acc = phi i32 [ %xyb, %entry ], [ %acc.next, %loop ]
  %kn = mul i32 %k, 7
  %e = sub i32 %kn, %j
  %e64 = sext i32 %e to i64
  %pe = getelementptr inbounds i32, ptr addrspace(1) %mid, i64 %e64
  %v = load i32, ptr addrspace(1) %pe, align 4
  %acc.next = xor i32 %acc, %v
  %k.next = add i32 %k, 1
  %done = icmp eq i32 %k.next, %n
  br i1 %done, label %exit, label %loop
exit:
  %i64 = sext i32 %i to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i64
  store i32 %acc.next, ptr addrspace(1) %po, align 4
  ret void
}
