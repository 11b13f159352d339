; Loads, stores and atomics through generic pointers become FLAT instructions (returning
; atomics with glc), for a pointer that reaches global memory in even lanes and LDS in odd
; ones. A FLAT access counts on vmcnt and lgkmcnt both, so its result is waited for with
; vmcnt(0) lgkmcnt(0). The kernel casts no private pointer to a generic one,
; so no FLAT access can reach private memory: no flat scratch. Results and memory must equal
; llc-22's on the emulator.
; RUN: %kcc %s -S -o - | FileCheck %s
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 -c "import random; r=random.Random(7); open('%t.g','wb').write(bytes(r.randrange(256) for _ in range(64*8)))"
; RUN: python3 -c "open('%t.out','wb').write(bytes(64*10*8))"
; RUN: rm -rf %t.runs
; RUN: %kcc run %t.kcc.o --kernel flat_ops --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.g --out-dir %t.runs/kcc
; RUN: %kcc run %t.llc.o --kernel flat_ops --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.g --out-dir %t.runs/llc
; RUN: cmp %t.runs/kcc/arg0.bin %t.runs/llc/arg0.bin
; RUN: cmp %t.runs/kcc/arg1.bin %t.runs/llc/arg1.bin

; CHECK-LABEL: flat_ops:
; CHECK: flat_load_dword [[U:v[0-9]+]], v[{{[0-9]+:[0-9]+}}]
; CHECK: flat_load_ubyte v{{[0-9]+}}, [[P:v\[[0-9]+:[0-9]+\]]]
; CHECK: flat_load_ushort v{{[0-9]+}}, [[P]]
; CHECK: flat_load_dword v{{[0-9]+}}, [[P]]
; CHECK: flat_load_dwordx2 v[{{[0-9]+:[0-9]+}}], [[P]]
; CHECK: s_waitcnt vmcnt(0) lgkmcnt(0){{$}}
; CHECK: flat_store_dwordx2 [[P]], v[{{[0-9]+:[0-9]+}}]
; CHECK: flat_store_dword [[P]], v{{[0-9]+}}
; CHECK: flat_store_short v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}
; CHECK: flat_store_byte v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}
; CHECK: flat_atomic_add v{{[0-9]+}}, [[P]], v{{[0-9]+}} glc
; CHECK: flat_atomic_swap_x2 v[{{[0-9]+:[0-9]+}}], [[P]], v[{{[0-9]+:[0-9]+}}] glc
; CHECK: flat_atomic_cmpswap v{{[0-9]+}}, [[P]], v[{{[0-9]+:[0-9]+}}] glc
; CHECK: flat_atomic_cmpswap_x2 v[{{[0-9]+:[0-9]+}}], [[P]], v[{{[0-9]+:[0-9]+}}] glc
; CHECK: s_waitcnt vmcnt(0) lgkmcnt(0){{$}}
; CHECK: s_endpgm
; CHECK: .amdhsa_user_sgpr_flat_scratch_init 0
; CHECK: .amdhsa_reserve_flat_scratch 0
; CHECK: .address_space: generic

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()

@lds = internal addrspace(3) global [64 x i64] poison, align 8

; Lane t's generic pointer p is &g[t] (even t) or &lds[t] (odd t; lds[t] = 3 * g[t] first).
; out[10 t + k]: k = 0..3 the u8, u16, u32, u64 loads of *p; then *p = 3 * the u64, its low
; dword + 1, the u16 at byte 4 xor 0x55, the byte at 7 + 9; 4: atomic add of t (old value);
; 5: atomic xchg with the first u64 (old); 6: cmpxchg of the first u64's low dword to the
; u32 (old | ok << 32); 7, 8: 64-bit cmpxchg of 5 to 7 (old, ok | u << 32, u the low dword
; of g[0] before the stores, loaded from a uniform address); 9: *p at the end.
define amdgpu_kernel void @flat_ops(ptr addrspace(1) %out, ptr %g) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %gt = getelementptr i64, ptr %g, i32 %t
  %lt = getelementptr [64 x i64], ptr addrspace(3) @lds, i32 0, i32 %t
  %g0 = load i64, ptr %gt
  %g3 = mul i64 %g0, 3
  store i64 %g3, ptr addrspace(3) %lt
  call void @llvm.amdgcn.s.barrier()
  %odd = and i32 %t, 1
  %isodd = icmp ne i32 %odd, 0
  %ltf = addrspacecast ptr addrspace(3) %lt to ptr
  %p = select i1 %isodd, ptr %ltf, ptr %gt
  %u = load i32, ptr %g
  %b = load i8, ptr %p
  %h = load i16, ptr %p
  %w = load i32, ptr %p
  %d = load i64, ptr %p
  %d3 = mul i64 %d, 3
  store i64 %d3, ptr %p
  %w1 = add i32 %w, 1
  store i32 %w1, ptr %p
  %p4 = getelementptr i8, ptr %p, i32 4
  %hx = xor i16 %h, 85
  store i16 %hx, ptr %p4
  %p7 = getelementptr i8, ptr %p, i32 7
  %bw = zext i8 %b to i32
  %b9w = add i32 %bw, 9
  %b9 = trunc i32 %b9w to i8
  store i8 %b9, ptr %p7
  %a0 = atomicrmw add ptr %p, i32 %t monotonic
  %a1 = atomicrmw xchg ptr %p, i64 %d monotonic
  %dl = trunc i64 %d to i32
  %c0 = cmpxchg ptr %p, i32 %dl, i32 %w monotonic monotonic
  %c1 = cmpxchg ptr %p, i64 5, i64 7 monotonic monotonic
  %end = load i64, ptr %p
  %ux = zext i32 %u to i64
  %bx = zext i8 %b to i64
  %hxx = zext i16 %h to i64
  %wx = zext i32 %w to i64
  %a0x = zext i32 %a0 to i64
  %c0o = extractvalue { i32, i1 } %c0, 0
  %c0k = extractvalue { i32, i1 } %c0, 1
  %c0ox = zext i32 %c0o to i64
  %c0kx = zext i1 %c0k to i64
  %c0ks = shl i64 %c0kx, 32
  %v6 = or i64 %c0ox, %c0ks
  %c1o = extractvalue { i64, i1 } %c1, 0
  %c1k = extractvalue { i64, i1 } %c1, 1
  %c1kx = zext i1 %c1k to i64
  %us = shl i64 %ux, 32
  %v8 = or i64 %c1kx, %us
  %base = mul i32 %t, 10
  %o = getelementptr i64, ptr addrspace(1) %out, i32 %base
  store i64 %bx, ptr addrspace(1) %o
  %o1 = getelementptr i64, ptr addrspace(1) %o, i32 1
  store i64 %hxx, ptr addrspace(1) %o1
  %o2 = getelementptr i64, ptr addrspace(1) %o, i32 2
  store i64 %wx, ptr addrspace(1) %o2
  %o3 = getelementptr i64, ptr addrspace(1) %o, i32 3
  store i64 %d, ptr addrspace(1) %o3
  %o4 = getelementptr i64, ptr addrspace(1) %o, i32 4
  store i64 %a0x, ptr addrspace(1) %o4
  %o5 = getelementptr i64, ptr addrspace(1) %o, i32 5
  store i64 %a1, ptr addrspace(1) %o5
  %o6 = getelementptr i64, ptr addrspace(1) %o, i32 6
  store i64 %v6, ptr addrspace(1) %o6
  %o7 = getelementptr i64, ptr addrspace(1) %o, i32 7
  store i64 %c1o, ptr addrspace(1) %o7
  %o8 = getelementptr i64, ptr addrspace(1) %o, i32 8
  store i64 %v8, ptr addrspace(1) %o8
  %o9 = getelementptr i64, ptr addrspace(1) %o, i32 9
  store i64 %end, ptr addrspace(1) %o9
  ret void
}
