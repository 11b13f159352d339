; A uniform compare read by one scalar select (or branch) is computed right before it
; (`sink-compares`), so SCC carries the condition: no boolean in an SGPR (`s_cselect_b32 r, 1,
; 0`) and no second test of it (`s_cmp_lg_u32 r, 0`), although the select's operands are SALU
; arithmetic that sets SCC. The objects must compute what llc-22's do.
; RUN: %kcc %s -S -o - | FileCheck %s
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(64 * 4))" %t.out
; RUN: %kcc run %t.kcc.o --kernel k --grid 64 --block 64 --arg buf:%t.out --arg i32:7 --arg i32:-3 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel k --grid 64 --block 64 --arg buf:%t.out --arg i32:7 --arg i32:-3 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel k --grid 64 --block 64 --arg buf:%t.out --arg i32:-5 --arg i32:9 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel k --grid 64 --block 64 --arg buf:%t.out --arg i32:-5 --arg i32:9 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin

; CHECK-LABEL: k:
; CHECK: s_sub_u32 [[D:s[0-9]+]], [[B:s[0-9]+]], [[A:s[0-9]+]]
; CHECK-NEXT: s_cmp_lt_i32 [[A]], [[B]]
; CHECK-NEXT: s_cselect_b32 s{{[0-9]+}}, [[A]], [[D]]
; CHECK-NOT: s_cmp_lg_u32
; CHECK: s_endpgm
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %a, i32 %b) {
  %c = icmp slt i32 %a, %b
  %d = sub i32 %b, %a
  %r = select i1 %c, i32 %a, i32 %d
  %s = mul i32 %r, 3
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %v = add i32 %s, %id
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %v, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
