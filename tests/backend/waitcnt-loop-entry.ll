; A value loaded before a loop and used in it is waited for once, before the loop, not at the
; top of every trip around it (where the header's entry state would join the load pending from
; the entry with the back edge's, and each trip would wait again, for the previous trip's store
; as well). The code computes what llc-22's does on the emulator, which faults on a register
; read before the s_waitcnt covering its load. llvm-mc prints the waits' fields.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 -c "import random,struct,sys; r=random.Random(5); open(sys.argv[1],'wb').write(b''.join(struct.pack('<i', r.randrange(-1000, 1000)) for i in range(256)))" %t.in
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel load_before_loop --grid 256 --block 64 --arg zeros:2048 --arg buf:%t.in --arg i32:8 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel load_before_loop --grid 256 --block 64 --arg zeros:2048 --arg buf:%t.in --arg i32:8 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel cas_loop --grid 256 --block 64 --arg zeros:64 --arg buf:%t.in --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel cas_loop --grid 256 --block 64 --arg zeros:64 --arg buf:%t.in --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 | FileCheck %s

; CHECK-LABEL: load_before_loop:
; CHECK: global_load_dword [[X:v[0-9]+]]
; CHECK: s_waitcnt vmcnt(0)
; CHECK-NEXT: [[LOOP:.L[a-z_0-9]+]]:
; CHECK-NOT: s_waitcnt
; CHECK: v_mul_lo_u32 v{{[0-9]+}}, [[X]]
; CHECK-NOT: s_waitcnt
; CHECK: s_cbranch_scc{{[01]}} [[LOOP]]
define amdgpu_kernel void @load_before_loop(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %x = load i32, ptr addrspace(1) %p
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = mul i32 %x, %i
  %row = mul i32 %i, 64
  %k = add i32 %row, %tid
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %k
  store i32 %v, ptr addrspace(1) %q
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; A compare-and-swap loop: the old value is loaded before it; in the loop, only the swap's
; result is waited for.
; CHECK-LABEL: cas_loop:
; CHECK: global_load_dword
; CHECK: global_load_dword [[OLD:v[0-9]+]]
; CHECK-NOT: s_waitcnt
; CHECK: s_waitcnt vmcnt(0)
; CHECK-NOT: s_waitcnt
; CHECK: [[HEAD:.L[a-z_0-9]+]]:
; CHECK-NOT: s_waitcnt
; CHECK: v_add_u32_e32 v{{[0-9]+}}, [[OLD]]
; CHECK-NOT: s_waitcnt
; CHECK: global_atomic_cmpswap
; CHECK-NEXT: s_waitcnt vmcnt(0)
; CHECK-NOT: s_waitcnt
; CHECK: s_cbranch_{{[a-z0-9]+}} [[HEAD]]
define amdgpu_kernel void @cas_loop(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %v = load i32, ptr addrspace(1) %p
  %bin = and i32 %v, 15
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %bin
  %old0 = load i32, ptr addrspace(1) %q
  br label %loop
loop:
  %old = phi i32 [ %old0, %entry ], [ %seen, %loop ]
  %new = add i32 %old, %v
  %pair = cmpxchg ptr addrspace(1) %q, i32 %old, i32 %new syncscope("agent") monotonic monotonic
  %seen = extractvalue { i32, i1 } %pair, 0
  %ok = extractvalue { i32, i1 } %pair, 1
  br i1 %ok, label %exit, label %loop
exit:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
