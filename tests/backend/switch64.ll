; Switches on 64-bit values: divergent ones peel off each case's lanes with v_cmp_eq_u64,
; uniform ones branch on s_cmp_eq_u64; case values beyond the inline constants go through an
; SGPR pair (64-bit compares take no literal). Results must equal llc-22's.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(64*8))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel k --grid 64 --block 64 --arg buf:%t.out --arg i64:4294967300 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel k --grid 64 --block 64 --arg buf:%t.out --arg i64:4294967300 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel k --grid 64 --block 64 --arg buf:%t.out --arg i64:3 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel k --grid 64 --block 64 --arg buf:%t.out --arg i64:3 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s

; CHECK-LABEL: k:
; CHECK: s_cmp_eq_u64 s[{{[0-9]+:[0-9]+}}], 3
; CHECK: s_cmp_eq_u64 s[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}]
; CHECK: v_cmp_eq_u64_e64 s[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}]
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @k(ptr addrspace(1) %out, i64 %n) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  switch i64 %n, label %other [ i64 3, label %three
                                i64 4294967300, label %big ]
three:
  br label %lanes
big:
  br label %lanes
other:
  br label %lanes
lanes:
  %u = phi i32 [ 30, %three ], [ 40, %big ], [ 50, %other ]
  %id64 = zext i32 %id to i64
  %shifted = shl i64 %id64, 31
  %m = add i64 %shifted, %n
  switch i64 %m, label %def [ i64 3, label %a
                              i64 4294967300, label %b
                              i64 6442450947, label %b ]
a:
  br label %def
b:
  %x = add i32 %u, 1
  br label %def
def:
  %r = phi i32 [ %u, %lanes ], [ 7, %a ], [ %x, %b ]
  %po = getelementptr i64, ptr addrspace(1) %out, i32 %id
  %r64 = zext i32 %r to i64
  %v = add i64 %r64, %m
  store i64 %v, ptr addrspace(1) %po
  ret void
}
