; Addressing modes. Constant offsets fold into the instructions' offset fields when they fit
; (global_* 13 bits signed, ds_* 16 bits unsigned, private buffer_* 12 bits unsigned, s_load_*
; 20 bits unsigned) and stay additions when they do not; a uniform base plus a divergent offset
; known to fit in 32 unsigned bits uses global_*'s saddr form (SGPR base, VGPR offset), and an
; offset of unknown sign keeps a 64-bit VGPR address. Every kernel's results must equal llc-22's.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 -c "import random,struct,sys; r=random.Random(5); open(sys.argv[1],'wb').write(b''.join(struct.pack('<I', r.randrange(1024)) for i in range(4096)))" %t.in
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(64*4*16))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel global --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.in --arg buf:%t.in --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel global --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.in --arg buf:%t.in --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel lds_private --grid 64 --block 64 --arg buf:%t.out --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel lds_private --grid 64 --block 64 --arg buf:%t.out --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()

; CHECK-LABEL: global:
; A uniform table entry: one scalar load at a 20-bit offset (300 * 4).
; CHECK: s_load_dword s{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0x4b0
; in[id] and in[id] + 4092 bytes: saddr with the offset folded.
; CHECK: global_load_dword v{{[0-9]+}}, [[OFF:v[0-9]+]], s[{{[0-9]+:[0-9]+}}]{{$}}
; CHECK: global_load_dword v{{[0-9]+}}, [[OFF]], s[{{[0-9]+:[0-9]+}}] offset:4092
; 4096 bytes is beyond the field: a 64-bit add (the literal in its 32-bit form, the carry
; in VCC).
; CHECK: v_add_co_u32_e32 v{{[0-9]+}}, vcc, 0x1000, v{{[0-9]+}}
; CHECK-NEXT: v_addc_co_u32_e32 v{{[0-9]+}}, vcc, 0, v{{[0-9]+}}, vcc
; CHECK: global_load_dword v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], off{{$}}
; An index of unknown sign: a 64-bit address, with a negative offset folded.
; CHECK: global_load_dword v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], off offset:-4096
; The store and the atomic use saddr too.
; CHECK: global_store_dword v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] offset:4
; CHECK: global_atomic_add v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] offset:64 glc
define amdgpu_kernel void @global(ptr addrspace(1) %out, ptr addrspace(1) %in, ptr addrspace(4) %table) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %t = getelementptr i32, ptr addrspace(4) %table, i64 300
  %tv = load i32, ptr addrspace(4) %t, align 4
  %idx = zext i32 %id to i64
  %p = getelementptr i32, ptr addrspace(1) %in, i64 %idx
  %a = load i32, ptr addrspace(1) %p
  %p1 = getelementptr i8, ptr addrspace(1) %p, i64 4092
  %b = load i32, ptr addrspace(1) %p1
  %p2 = getelementptr i8, ptr addrspace(1) %p, i64 4096
  %c = load i32, ptr addrspace(1) %p2
  ; in[a + 1024] - 4096 bytes = in[a]: a is loaded, so its sign is unknown here.
  %a1 = add i32 %a, 1024
  %q = getelementptr i32, ptr addrspace(1) %in, i32 %a1
  %q1 = getelementptr i8, ptr addrspace(1) %q, i64 -4096
  %d = load i32, ptr addrspace(1) %q1
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %d
  %s4 = add i32 %s3, %tv
  %row = mul i64 %idx, 2
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %row
  %o1 = getelementptr i32, ptr addrspace(1) %o, i64 1
  store i32 %s4, ptr addrspace(1) %o1
  ; Counters after the 128 result words: out[128 + 16 + (id & 7)].
  %bin = and i32 %id, 7
  %bin64 = zext i32 %bin to i64
  %ctr = getelementptr i32, ptr addrspace(1) %out, i64 %bin64
  %ctr1 = getelementptr i32, ptr addrspace(1) %ctr, i64 144
  %ctr2 = getelementptr i8, ptr addrspace(1) %ctr1, i64 -512
  %old = atomicrmw add ptr addrspace(1) %ctr2, i32 %a syncscope("agent") monotonic
  store i32 %old, ptr addrspace(1) %o
  ret void
}

; CHECK-LABEL: lds_private:
; LDS offsets up to 65535 fold; a negative one does not.
; CHECK: ds_write_b32 v{{[0-9]+}}, v{{[0-9]+}} offset:65280
; CHECK: ds_read_b32 v{{[0-9]+}}, v{{[0-9]+}} offset:65280
; CHECK-NOT: offset:-
; CHECK: buffer_store_dword v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0 offen offset:8
@lds = internal addrspace(3) global [16384 x i32] poison, align 4
define amdgpu_kernel void @lds_private(ptr addrspace(1) %out) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %top = getelementptr i32, ptr addrspace(3) @lds, i32 %id
  %high = getelementptr i8, ptr addrspace(3) %top, i32 65280
  store i32 %id, ptr addrspace(3) %high
  %next = add i32 %id, 1
  %low = getelementptr i32, ptr addrspace(3) @lds, i32 %next
  %below = getelementptr i8, ptr addrspace(3) %low, i32 -4
  %twice = mul i32 %id, 2
  store i32 %twice, ptr addrspace(3) %below
  call void @llvm.amdgcn.s.barrier()
  %rev = sub i32 63, %id
  %rtop = getelementptr i32, ptr addrspace(3) @lds, i32 %rev
  %rhigh = getelementptr i8, ptr addrspace(3) %rtop, i32 65280
  %x = load i32, ptr addrspace(3) %rhigh
  %y = load i32, ptr addrspace(3) %rtop
  %arr = alloca [8 x i32], align 4, addrspace(5)
  %slot = and i32 %id, 3
  %e = getelementptr i32, ptr addrspace(5) %arr, i32 %slot
  %e2 = getelementptr i32, ptr addrspace(5) %e, i32 2
  store volatile i32 %x, ptr addrspace(5) %e2
  %z = load volatile i32, ptr addrspace(5) %e2
  %sum = add i32 %z, %y
  %idx = zext i32 %id to i64
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %idx
  store i32 %sum, ptr addrspace(1) %o
  ret void
}
