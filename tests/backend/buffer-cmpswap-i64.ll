; 64-bit buffer compare-and-swap (raw, on a ptr addrspace(8) resource): the data and compare
; values go as one 4-VGPR tuple (two adjacent scratch pairs the code generator sets aside) and
; the old value comes back in the first pair. 64 work-items per group contend on 8 counters;
; the emulator runs a wave's lanes in order, so kcc's and llc-22's objects must leave the same
; counters and return the same old values.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(128))" %t.ctr
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(256*8))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel cas64 --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.ctr --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel cas64 --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.ctr --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: cmp %t.kcc/arg1.bin %t.llc/arg1.bin
; RUN: %kcc %s -S -o - | FileCheck %s

; CHECK-LABEL: cas64:
; CHECK: buffer_atomic_cmpswap_x2 v[{{[0-9]+}}:{{[0-9]+}}], {{v[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}], 0 offen glc
define amdgpu_kernel void @cas64(ptr addrspace(1) %out, ptr addrspace(1) %ctr) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %g, 6
  %gid = add i32 %base, %id
  %rsrc = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %ctr, i16 0, i64 128, i32 159744)
  %slot = and i32 %gid, 7
  %off = shl i32 %slot, 3
  ; Work-item gid stores gid * K into counter gid % 8 if it still holds what work-item gid - 8
  ; stored (0 for the first eight): the chains run through the first wave, whose last swaps
  ; stay in the counters; the second wave compares against a wrong value and fails, and so
  ; break the chains for the waves after it.
  %g64 = zext i32 %gid to i64
  %k = mul i64 %g64, 4294967311
  %prevk = sub i64 %k, 34359738488
  %first = icmp ult i32 %gid, 8
  %chain = select i1 %first, i64 0, i64 %prevk
  %bit = and i32 %gid, 64
  %fresh = icmp eq i32 %bit, 0
  %cmp = select i1 %fresh, i64 %chain, i64 12345
  %new = mul i64 %g64, 4294967311
  %old = call i64 @llvm.amdgcn.raw.ptr.buffer.atomic.cmpswap.i64(i64 %new, i64 %cmp, ptr addrspace(8) %rsrc, i32 %off, i32 0, i32 0)
  %p = getelementptr i64, ptr addrspace(1) %out, i32 %gid
  store i64 %old, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare i64 @llvm.amdgcn.raw.ptr.buffer.atomic.cmpswap.i64(i64, i64, ptr addrspace(8), i32, i32, i32)
