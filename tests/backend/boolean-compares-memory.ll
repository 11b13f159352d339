; Booleans: compares of i1 values are boolean logic (unsigned, true is the larger; signed,
; true is -1, the smaller), and i1 values in memory are bytes (0 or 1), as LLVM stores them.
; Every predicate on every pair of booleans, from divergent and uniform inputs; results must
; equal llc-22's.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes([0,1,1,0]*16))" %t.flags
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(64*16))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel k --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.flags --arg i32:1 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel k --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.flags --arg i32:1 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel k --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.flags --arg i32:0 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel k --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.flags --arg i32:0 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s

; CHECK-LABEL: k:
; CHECK: global_load_ubyte
; CHECK: global_store_byte
; CHECK-NOT: v_cmp_{{.*}}_u16
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %flags, i32 %u) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pf = getelementptr i8, ptr addrspace(1) %flags, i32 %id
  %a = load i1, ptr addrspace(1) %pf
  %odd = and i32 %id, 2
  %b = icmp ne i32 %odd, 0
  %c = icmp ne i32 %u, 0
  %r0 = icmp eq i1 %a, %b
  %r1 = icmp ne i1 %a, %b
  %r2 = icmp ult i1 %a, %b
  %r3 = icmp ule i1 %a, %b
  %r4 = icmp ugt i1 %a, %b
  %r5 = icmp uge i1 %a, %b
  %r6 = icmp slt i1 %a, %b
  %r7 = icmp sle i1 %a, %b
  %r8 = icmp sgt i1 %a, %b
  %r9 = icmp sge i1 %a, %b
  %r10 = icmp ult i1 %c, %a
  %r11 = icmp sgt i1 %c, %b
  %r12 = icmp eq i1 %c, %c
  %base = mul i32 %id, 16
  %o = getelementptr i8, ptr addrspace(1) %out, i32 %base
  store i1 %r0, ptr addrspace(1) %o
  %o1 = getelementptr i8, ptr addrspace(1) %o, i32 1
  store i1 %r1, ptr addrspace(1) %o1
  %o2 = getelementptr i8, ptr addrspace(1) %o, i32 2
  store i1 %r2, ptr addrspace(1) %o2
  %o3 = getelementptr i8, ptr addrspace(1) %o, i32 3
  store i1 %r3, ptr addrspace(1) %o3
  %o4 = getelementptr i8, ptr addrspace(1) %o, i32 4
  store i1 %r4, ptr addrspace(1) %o4
  %o5 = getelementptr i8, ptr addrspace(1) %o, i32 5
  store i1 %r5, ptr addrspace(1) %o5
  %o6 = getelementptr i8, ptr addrspace(1) %o, i32 6
  store i1 %r6, ptr addrspace(1) %o6
  %o7 = getelementptr i8, ptr addrspace(1) %o, i32 7
  store i1 %r7, ptr addrspace(1) %o7
  %o8 = getelementptr i8, ptr addrspace(1) %o, i32 8
  store i1 %r8, ptr addrspace(1) %o8
  %o9 = getelementptr i8, ptr addrspace(1) %o, i32 9
  store i1 %r9, ptr addrspace(1) %o9
  %o10 = getelementptr i8, ptr addrspace(1) %o, i32 10
  store i1 %r10, ptr addrspace(1) %o10
  %o11 = getelementptr i8, ptr addrspace(1) %o, i32 11
  store i1 %r11, ptr addrspace(1) %o11
  %o12 = getelementptr i8, ptr addrspace(1) %o, i32 12
  store i1 %r12, ptr addrspace(1) %o12
  ret void
}
