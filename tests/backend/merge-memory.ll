; merge-memory: loads and stores of adjacent dwords in one block become one 64-bit access
; (global_*_dwordx2, s_load_dwordx2, ds_read_b64 / ds_read2_b32, ds_write2_b32), as llc-22
; pairs them; not across a write that may alias, nor volatile, under-aligned or out-of-reach
; accesses, nor accesses through different pointers. A store pair whose two values both live in
; VGPRs stays two stores (the pair would cost two moves). Every kernel's results must equal
; llc-22's on the emulator.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 -c "import random,struct,sys; r=random.Random(15); open(sys.argv[1],'wb').write(b''.join(struct.pack('<I', r.randrange(1 << 32)) for i in range(2048)))" %t.in
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(8192))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel global_pairs --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in --arg i32:77 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel global_pairs --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in --arg i32:77 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel not_merged --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel not_merged --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: cmp %t.kcc/arg1.bin %t.llc/arg1.bin
; RUN: %kcc run %t.kcc.o --kernel alias --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in --arg buf:%t.in --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel alias --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in --arg buf:%t.in --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: cmp %t.kcc/arg1.bin %t.llc/arg1.bin
; RUN: %kcc run %t.kcc.o --kernel lds --grid 64 --block 64 --arg buf:%t.out --arg i32:5 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel lds --grid 64 --block 64 --arg buf:%t.out --arg i32:5 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel scalar --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel scalar --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()

@tile4 = internal addrspace(3) global [130 x i32] poison, align 4
@tile8 = internal addrspace(3) global [128 x i32] poison, align 8
@far = internal addrspace(3) global [512 x i32] poison, align 4

; CHECK-LABEL: global_pairs:
; in[2i], in[2i+1]: one load, its halves stored as loaded (a copy).
; CHECK: global_load_dwordx2 [[PAIR:v\[[0-9]+:[0-9]+\]]], v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}]{{$}}
; CHECK-NOT: global_load_dword{{ }}
; CHECK: global_store_dwordx2 v{{[0-9]+}}, [[PAIR]], s[{{[0-9]+:[0-9]+}}] offset:8
; A sum (VGPR) and a uniform argument (an SGPR, moved to a VGPR for any store): one store.
; CHECK: global_store_dwordx2 v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}]{{$}}
; Two VGPR values (a, b swapped): two stores, no moves.
; CHECK: global_store_dword v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] offset:16
; CHECK: global_store_dword v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] offset:20
; CHECK: s_endpgm
define amdgpu_kernel void @global_pairs(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %u) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %i = shl i32 %id, 1
  %idx = zext i32 %i to i64
  %p0 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 1
  %a = load i32, ptr addrspace(1) %p0, align 4
  %b = load i32, ptr addrspace(1) %p1, align 4
  %o = shl i32 %id, 3
  %oidx = zext i32 %o to i64
  %q0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %oidx
  %q2 = getelementptr inbounds i32, ptr addrspace(1) %q0, i64 2
  %q3 = getelementptr inbounds i32, ptr addrspace(1) %q0, i64 3
  store i32 %a, ptr addrspace(1) %q2, align 4
  store i32 %b, ptr addrspace(1) %q3, align 4
  %s = add i32 %a, %b
  %q1 = getelementptr inbounds i32, ptr addrspace(1) %q0, i64 1
  store i32 %s, ptr addrspace(1) %q0, align 4
  store i32 %u, ptr addrspace(1) %q1, align 4
  %q4 = getelementptr inbounds i32, ptr addrspace(1) %q0, i64 4
  %q5 = getelementptr inbounds i32, ptr addrspace(1) %q0, i64 5
  store i32 %b, ptr addrspace(1) %q4, align 4
  store i32 %a, ptr addrspace(1) %q5, align 4
  ret void
}

; CHECK-LABEL: not_merged:
; Volatile loads, loads aligned to 2, and loads through two different pointers (a global one
; and its constant-space cast) stay single dwords.
; CHECK-NOT: global_{{load|store}}_dwordx2
; CHECK: s_endpgm
define amdgpu_kernel void @not_merged(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %i = shl i32 %id, 1
  %idx = zext i32 %i to i64
  %p0 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 1
  %a = load volatile i32, ptr addrspace(1) %p0, align 4
  %b = load volatile i32, ptr addrspace(1) %p1, align 4
  %c = load i32, ptr addrspace(1) %p0, align 2
  %d = load i32, ptr addrspace(1) %p1, align 2
  %k0 = addrspacecast ptr addrspace(1) %p0 to ptr addrspace(4)
  %e = load i32, ptr addrspace(4) %k0, align 4
  %f = load i32, ptr addrspace(1) %p1, align 4
  %ab = xor i32 %a, %b
  %cd = xor i32 %c, %d
  %ef = xor i32 %e, %f
  %abcd = add i32 %ab, %cd
  %all = add i32 %abcd, %ef
  %oidx = zext i32 %id to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %oidx
  store i32 %all, ptr addrspace(1) %q, align 4
  ; Volatile stores of a uniform value stay apart too.
  %r0 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %r1 = getelementptr inbounds i32, ptr addrspace(1) %r0, i64 1
  store volatile i32 1, ptr addrspace(1) %r0, align 4
  store volatile i32 2, ptr addrspace(1) %r1, align 4
  ret void
}

; CHECK-LABEL: alias:
; A store through another pointer that may alias in[2i+1] comes between the loads: two loads.
; CHECK: global_load_dword v
; CHECK: global_store_dword
; CHECK: global_load_dword v
; A store to LDS between in[2i+4] and in[2i+5] cannot alias them: one load.
; CHECK: global_load_dwordx2 v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] offset:16
; CHECK: ds_write_b32
; CHECK: s_endpgm
define amdgpu_kernel void @alias(ptr addrspace(1) %out, ptr addrspace(1) %in, ptr addrspace(1) %other) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %i = shl i32 %id, 1
  %idx = zext i32 %i to i64
  %p0 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 1
  %a = load i32, ptr addrspace(1) %p0, align 4
  %w = getelementptr inbounds i32, ptr addrspace(1) %other, i64 %idx
  %w1 = getelementptr inbounds i32, ptr addrspace(1) %w, i64 1
  store i32 12345, ptr addrspace(1) %w1, align 4
  %b = load i32, ptr addrspace(1) %p1, align 4
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 4
  %p3 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 5
  %c = load i32, ptr addrspace(1) %p2, align 4
  %l = getelementptr inbounds [130 x i32], ptr addrspace(3) @tile4, i32 0, i32 %id
  store i32 %b, ptr addrspace(3) %l, align 4
  %d = load i32, ptr addrspace(1) %p3, align 4
  %ab = sub i32 %a, %b
  %cd = mul i32 %c, %d
  %s = add i32 %ab, %cd
  %oidx = zext i32 %id to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %oidx
  store i32 %s, ptr addrspace(1) %q, align 4
  ret void
}

; CHECK-LABEL: lds:
; tile4[2i] = i, tile4[2i+1] = u (an SGPR): one ds_write2_b32 (LDS aligned to 4 only).
; CHECK: ds_write2_b32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}} offset1:1
; tile8 is 8-byte aligned: ds_write_b64.
; CHECK: ds_write_b64
; CHECK: s_barrier
; Reads of the other end: ds_read2_b32 and ds_read_b64.
; CHECK-DAG: ds_read2_b32 v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}} offset1:1
; CHECK-DAG: ds_read_b64 v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}
; far[255] and far[256]: dword offsets 255 and 256 do not fit ds_read2_b32's 8 bits: two reads.
; CHECK: ds_read_b32 v{{[0-9]+}}, v{{[0-9]+}} offset:1020
; CHECK: ds_read_b32 v{{[0-9]+}}, v{{[0-9]+}} offset:1024
; CHECK: s_endpgm
define amdgpu_kernel void @lds(ptr addrspace(1) %out, i32 %u) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %i = shl i32 %id, 1
  %l0 = getelementptr inbounds [130 x i32], ptr addrspace(3) @tile4, i32 0, i32 %i
  %l1 = getelementptr inbounds i32, ptr addrspace(3) %l0, i32 1
  store i32 %id, ptr addrspace(3) %l0, align 4
  store i32 %u, ptr addrspace(3) %l1, align 4
  %m0 = getelementptr inbounds [128 x i32], ptr addrspace(3) @tile8, i32 0, i32 %i
  %m1 = getelementptr inbounds i32, ptr addrspace(3) %m0, i32 1
  store i32 %u, ptr addrspace(3) %m0, align 8
  store i32 %i, ptr addrspace(3) %m1, align 4
  %f0 = getelementptr inbounds [512 x i32], ptr addrspace(3) @far, i32 0, i32 %id
  store i32 %i, ptr addrspace(3) %f0, align 4
  %f1 = getelementptr inbounds i32, ptr addrspace(3) %f0, i32 64
  store i32 %id, ptr addrspace(3) %f1, align 4
  call void @llvm.amdgcn.s.barrier()
  %j = sub i32 63, %id
  %j2 = shl i32 %j, 1
  %r0 = getelementptr inbounds [130 x i32], ptr addrspace(3) @tile4, i32 0, i32 %j2
  %r1 = getelementptr inbounds i32, ptr addrspace(3) %r0, i32 1
  %a = load i32, ptr addrspace(3) %r0, align 4
  %b = load i32, ptr addrspace(3) %r1, align 4
  %s0 = getelementptr inbounds [128 x i32], ptr addrspace(3) @tile8, i32 0, i32 %j2
  %s1 = getelementptr inbounds i32, ptr addrspace(3) %s0, i32 1
  %c = load i32, ptr addrspace(3) %s0, align 8
  %d = load i32, ptr addrspace(3) %s1, align 4
  %g = and i32 %j, 1
  %g0 = getelementptr inbounds [512 x i32], ptr addrspace(3) @far, i32 0, i32 %g
  %g255 = getelementptr inbounds i32, ptr addrspace(3) %g0, i32 255
  %g256 = getelementptr inbounds i32, ptr addrspace(3) %g0, i32 256
  %e = load i32, ptr addrspace(3) %g255, align 4
  %h = load i32, ptr addrspace(3) %g256, align 4
  %ab = mul i32 %a, 1000
  %abb = add i32 %ab, %b
  %cd = mul i32 %c, %d
  %eh = xor i32 %e, %h
  %x = add i32 %abb, %cd
  %y = add i32 %x, %eh
  %idx = zext i32 %id to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %y, ptr addrspace(1) %q, align 4
  ret void
}

; CHECK-LABEL: scalar:
; Uniform loads of read-only memory (a noalias argument nothing writes): s_load_dwordx2.
; CHECK: s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}], 0x10
; CHECK-NOT: s_load_dword{{ }}
; CHECK: s_endpgm
define amdgpu_kernel void @scalar(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias readonly %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %k0 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 4
  %k1 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 5
  %a = load i32, ptr addrspace(1) %k0, align 4
  %b = load i32, ptr addrspace(1) %k1, align 4
  %m = mul i32 %id, %a
  %s = add i32 %m, %b
  %idx = zext i32 %id to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %s, ptr addrspace(1) %q, align 4
  ret void
}
