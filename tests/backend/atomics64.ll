; 64-bit atomics on global memory and LDS: every read-modify-write operation and cmpxchg
; (with its success flag), each lane on its own element and all lanes on a shared one. The
; returned values and the memory afterwards must equal llc-22's.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/values.py %t.a 64 64 3
; RUN: python3 %inputs/backend/values.py %t.b 64 64 4
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(64*8*32))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel global --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.a --arg buf:%t.b --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel global --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.a --arg buf:%t.b --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: cmp %t.kcc/arg1.bin %t.llc/arg1.bin
; RUN: cmp %t.kcc/arg2.bin %t.llc/arg2.bin
; RUN: %kcc run %t.kcc.o --kernel lds --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.a --arg buf:%t.b --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel lds --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.a --arg buf:%t.b --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: cmp %t.kcc/arg1.bin %t.llc/arg1.bin
; RUN: cmp %t.kcc/arg2.bin %t.llc/arg2.bin
; RUN: %kcc %s -S -o - | FileCheck %s

; CHECK-LABEL: global:
; CHECK: global_atomic_add_x2
; CHECK: global_atomic_sub_x2
; CHECK: global_atomic_and_x2
; CHECK: global_atomic_or_x2
; CHECK: global_atomic_xor_x2
; CHECK: global_atomic_smax_x2
; CHECK: global_atomic_smin_x2
; CHECK: global_atomic_umax_x2
; CHECK: global_atomic_umin_x2
; CHECK: global_atomic_swap_x2
; CHECK: global_atomic_inc_x2
; CHECK: global_atomic_dec_x2
; CHECK: global_atomic_cmpswap_x2 v[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}}, v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] glc
; CHECK: v_cmp_eq_u64
; CHECK-LABEL: lds:
; CHECK: ds_add_rtn_u64
; CHECK: ds_sub_rtn_u64
; CHECK: ds_and_rtn_b64
; CHECK: ds_or_rtn_b64
; CHECK: ds_xor_rtn_b64
; CHECK: ds_max_rtn_i64
; CHECK: ds_min_rtn_i64
; CHECK: ds_max_rtn_u64
; CHECK: ds_min_rtn_u64
; CHECK: ds_wrxchg_rtn_b64
; CHECK: ds_inc_rtn_u64
; CHECK: ds_dec_rtn_u64
; CHECK: ds_cmpst_rtn_b64
; CHECK: v_cmp_eq_u64

@shared = internal addrspace(3) global [65 x i64] poison, align 8
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @global(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr i64, ptr addrspace(1) %a, i32 %id
  %pb = getelementptr i64, ptr addrspace(1) %b, i32 %id
  %x = load i64, ptr addrspace(1) %pa
  %y = load i64, ptr addrspace(1) %pb
  %mine = getelementptr i64, ptr addrspace(1) %a, i32 %id
  %common = getelementptr i64, ptr addrspace(1) %b, i32 7
  %r0 = atomicrmw add ptr addrspace(1) %common, i64 %y syncscope("agent") monotonic
  %o0 = getelementptr i64, ptr addrspace(1) %out, i32 0
  %q0 = getelementptr i64, ptr addrspace(1) %o0, i32 %id
  store i64 %r0, ptr addrspace(1) %q0
  %r1 = atomicrmw sub ptr addrspace(1) %mine, i64 %r0 syncscope("agent") monotonic
  %o1 = getelementptr i64, ptr addrspace(1) %out, i32 64
  %q1 = getelementptr i64, ptr addrspace(1) %o1, i32 %id
  store i64 %r1, ptr addrspace(1) %q1
  %r2 = atomicrmw and ptr addrspace(1) %mine, i64 %y syncscope("agent") monotonic
  %o2 = getelementptr i64, ptr addrspace(1) %out, i32 128
  %q2 = getelementptr i64, ptr addrspace(1) %o2, i32 %id
  store i64 %r2, ptr addrspace(1) %q2
  %r3 = atomicrmw or ptr addrspace(1) %mine, i64 %r2 syncscope("agent") monotonic
  %o3 = getelementptr i64, ptr addrspace(1) %out, i32 192
  %q3 = getelementptr i64, ptr addrspace(1) %o3, i32 %id
  store i64 %r3, ptr addrspace(1) %q3
  %r4 = atomicrmw xor ptr addrspace(1) %mine, i64 %y syncscope("agent") monotonic
  %o4 = getelementptr i64, ptr addrspace(1) %out, i32 256
  %q4 = getelementptr i64, ptr addrspace(1) %o4, i32 %id
  store i64 %r4, ptr addrspace(1) %q4
  %r5 = atomicrmw max ptr addrspace(1) %mine, i64 %r4 syncscope("agent") monotonic
  %o5 = getelementptr i64, ptr addrspace(1) %out, i32 320
  %q5 = getelementptr i64, ptr addrspace(1) %o5, i32 %id
  store i64 %r5, ptr addrspace(1) %q5
  %r6 = atomicrmw min ptr addrspace(1) %mine, i64 %y syncscope("agent") monotonic
  %o6 = getelementptr i64, ptr addrspace(1) %out, i32 384
  %q6 = getelementptr i64, ptr addrspace(1) %o6, i32 %id
  store i64 %r6, ptr addrspace(1) %q6
  %r7 = atomicrmw umax ptr addrspace(1) %common, i64 %r6 syncscope("agent") monotonic
  %o7 = getelementptr i64, ptr addrspace(1) %out, i32 448
  %q7 = getelementptr i64, ptr addrspace(1) %o7, i32 %id
  store i64 %r7, ptr addrspace(1) %q7
  %r8 = atomicrmw umin ptr addrspace(1) %mine, i64 %y syncscope("agent") monotonic
  %o8 = getelementptr i64, ptr addrspace(1) %out, i32 512
  %q8 = getelementptr i64, ptr addrspace(1) %o8, i32 %id
  store i64 %r8, ptr addrspace(1) %q8
  %r9 = atomicrmw xchg ptr addrspace(1) %mine, i64 %r8 syncscope("agent") monotonic
  %o9 = getelementptr i64, ptr addrspace(1) %out, i32 576
  %q9 = getelementptr i64, ptr addrspace(1) %o9, i32 %id
  store i64 %r9, ptr addrspace(1) %q9
  %r10 = atomicrmw uinc_wrap ptr addrspace(1) %mine, i64 %y syncscope("agent") monotonic
  %o10 = getelementptr i64, ptr addrspace(1) %out, i32 640
  %q10 = getelementptr i64, ptr addrspace(1) %o10, i32 %id
  store i64 %r10, ptr addrspace(1) %q10
  %r11 = atomicrmw udec_wrap ptr addrspace(1) %mine, i64 %r10 syncscope("agent") monotonic
  %o11 = getelementptr i64, ptr addrspace(1) %out, i32 704
  %q11 = getelementptr i64, ptr addrspace(1) %o11, i32 %id
  store i64 %r11, ptr addrspace(1) %q11
  %c = cmpxchg ptr addrspace(1) %mine, i64 %r11, i64 %x syncscope("agent") monotonic monotonic
  %c1 = cmpxchg ptr addrspace(1) %mine, i64 %y, i64 %r3 syncscope("agent") monotonic monotonic
  %c.old = extractvalue {i64, i1} %c, 0
  %c.ok = extractvalue {i64, i1} %c, 1
  %c.okw = zext i1 %c.ok to i64
  %o12 = getelementptr i64, ptr addrspace(1) %out, i32 768
  %q12 = getelementptr i64, ptr addrspace(1) %o12, i32 %id
  store i64 %c.old, ptr addrspace(1) %q12
  %o13 = getelementptr i64, ptr addrspace(1) %out, i32 832
  %q13 = getelementptr i64, ptr addrspace(1) %o13, i32 %id
  store i64 %c.okw, ptr addrspace(1) %q13
  %c1.old = extractvalue {i64, i1} %c1, 0
  %c1.ok = extractvalue {i64, i1} %c1, 1
  %c1.okw = zext i1 %c1.ok to i64
  %o14 = getelementptr i64, ptr addrspace(1) %out, i32 896
  %q14 = getelementptr i64, ptr addrspace(1) %o14, i32 %id
  store i64 %c1.old, ptr addrspace(1) %q14
  %o15 = getelementptr i64, ptr addrspace(1) %out, i32 960
  %q15 = getelementptr i64, ptr addrspace(1) %o15, i32 %id
  store i64 %c1.okw, ptr addrspace(1) %q15
  ret void
}
define amdgpu_kernel void @lds(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr i64, ptr addrspace(1) %a, i32 %id
  %pb = getelementptr i64, ptr addrspace(1) %b, i32 %id
  %x = load i64, ptr addrspace(1) %pa
  %y = load i64, ptr addrspace(1) %pb
  %mine = getelementptr [65 x i64], ptr addrspace(3) @shared, i32 0, i32 %id
  %common = getelementptr [65 x i64], ptr addrspace(3) @shared, i32 0, i32 64
  store i64 %x, ptr addrspace(3) %mine
  %first = icmp eq i32 %id, 0
  br i1 %first, label %init, label %go
init:
  store i64 %y, ptr addrspace(3) %common
  br label %go
go:
  call void @llvm.amdgcn.s.barrier()
  %r0 = atomicrmw add ptr addrspace(3) %common, i64 %y syncscope("workgroup") monotonic
  %o0 = getelementptr i64, ptr addrspace(1) %out, i32 0
  %q0 = getelementptr i64, ptr addrspace(1) %o0, i32 %id
  store i64 %r0, ptr addrspace(1) %q0
  %r1 = atomicrmw sub ptr addrspace(3) %mine, i64 %r0 syncscope("workgroup") monotonic
  %o1 = getelementptr i64, ptr addrspace(1) %out, i32 64
  %q1 = getelementptr i64, ptr addrspace(1) %o1, i32 %id
  store i64 %r1, ptr addrspace(1) %q1
  %r2 = atomicrmw and ptr addrspace(3) %mine, i64 %y syncscope("workgroup") monotonic
  %o2 = getelementptr i64, ptr addrspace(1) %out, i32 128
  %q2 = getelementptr i64, ptr addrspace(1) %o2, i32 %id
  store i64 %r2, ptr addrspace(1) %q2
  %r3 = atomicrmw or ptr addrspace(3) %mine, i64 %r2 syncscope("workgroup") monotonic
  %o3 = getelementptr i64, ptr addrspace(1) %out, i32 192
  %q3 = getelementptr i64, ptr addrspace(1) %o3, i32 %id
  store i64 %r3, ptr addrspace(1) %q3
  %r4 = atomicrmw xor ptr addrspace(3) %mine, i64 %y syncscope("workgroup") monotonic
  %o4 = getelementptr i64, ptr addrspace(1) %out, i32 256
  %q4 = getelementptr i64, ptr addrspace(1) %o4, i32 %id
  store i64 %r4, ptr addrspace(1) %q4
  %r5 = atomicrmw max ptr addrspace(3) %mine, i64 %r4 syncscope("workgroup") monotonic
  %o5 = getelementptr i64, ptr addrspace(1) %out, i32 320
  %q5 = getelementptr i64, ptr addrspace(1) %o5, i32 %id
  store i64 %r5, ptr addrspace(1) %q5
  %r6 = atomicrmw min ptr addrspace(3) %mine, i64 %y syncscope("workgroup") monotonic
  %o6 = getelementptr i64, ptr addrspace(1) %out, i32 384
  %q6 = getelementptr i64, ptr addrspace(1) %o6, i32 %id
  store i64 %r6, ptr addrspace(1) %q6
  %r7 = atomicrmw umax ptr addrspace(3) %common, i64 %r6 syncscope("workgroup") monotonic
  %o7 = getelementptr i64, ptr addrspace(1) %out, i32 448
  %q7 = getelementptr i64, ptr addrspace(1) %o7, i32 %id
  store i64 %r7, ptr addrspace(1) %q7
  %r8 = atomicrmw umin ptr addrspace(3) %mine, i64 %y syncscope("workgroup") monotonic
  %o8 = getelementptr i64, ptr addrspace(1) %out, i32 512
  %q8 = getelementptr i64, ptr addrspace(1) %o8, i32 %id
  store i64 %r8, ptr addrspace(1) %q8
  %r9 = atomicrmw xchg ptr addrspace(3) %mine, i64 %r8 syncscope("workgroup") monotonic
  %o9 = getelementptr i64, ptr addrspace(1) %out, i32 576
  %q9 = getelementptr i64, ptr addrspace(1) %o9, i32 %id
  store i64 %r9, ptr addrspace(1) %q9
  %r10 = atomicrmw uinc_wrap ptr addrspace(3) %mine, i64 %y syncscope("workgroup") monotonic
  %o10 = getelementptr i64, ptr addrspace(1) %out, i32 640
  %q10 = getelementptr i64, ptr addrspace(1) %o10, i32 %id
  store i64 %r10, ptr addrspace(1) %q10
  %r11 = atomicrmw udec_wrap ptr addrspace(3) %mine, i64 %r10 syncscope("workgroup") monotonic
  %o11 = getelementptr i64, ptr addrspace(1) %out, i32 704
  %q11 = getelementptr i64, ptr addrspace(1) %o11, i32 %id
  store i64 %r11, ptr addrspace(1) %q11
  %c = cmpxchg ptr addrspace(3) %mine, i64 %r11, i64 %x syncscope("workgroup") monotonic monotonic
  %c1 = cmpxchg ptr addrspace(3) %mine, i64 %y, i64 %r3 syncscope("workgroup") monotonic monotonic
  %c.old = extractvalue {i64, i1} %c, 0
  %c.ok = extractvalue {i64, i1} %c, 1
  %c.okw = zext i1 %c.ok to i64
  %o12 = getelementptr i64, ptr addrspace(1) %out, i32 768
  %q12 = getelementptr i64, ptr addrspace(1) %o12, i32 %id
  store i64 %c.old, ptr addrspace(1) %q12
  %o13 = getelementptr i64, ptr addrspace(1) %out, i32 832
  %q13 = getelementptr i64, ptr addrspace(1) %o13, i32 %id
  store i64 %c.okw, ptr addrspace(1) %q13
  %c1.old = extractvalue {i64, i1} %c1, 0
  %c1.ok = extractvalue {i64, i1} %c1, 1
  %c1.okw = zext i1 %c1.ok to i64
  %o14 = getelementptr i64, ptr addrspace(1) %out, i32 896
  %q14 = getelementptr i64, ptr addrspace(1) %o14, i32 %id
  store i64 %c1.old, ptr addrspace(1) %q14
  %o15 = getelementptr i64, ptr addrspace(1) %out, i32 960
  %q15 = getelementptr i64, ptr addrspace(1) %o15, i32 %id
  store i64 %c1.okw, ptr addrspace(1) %q15
  call void @llvm.amdgcn.s.barrier()
  %final = load i64, ptr addrspace(3) %mine
  store i64 %final, ptr addrspace(1) %pb
  %fc = load i64, ptr addrspace(3) %common
  %oc = getelementptr i64, ptr addrspace(1) %out, i32 1024
  %qc = getelementptr i64, ptr addrspace(1) %oc, i32 %id
  store i64 %fc, ptr addrspace(1) %qc
  ret void
}
declare void @llvm.amdgcn.s.barrier()
