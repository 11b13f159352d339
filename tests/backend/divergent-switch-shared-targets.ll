; A divergent switch whose cases share targets, one of them the default's: each case's lanes
; are a compare written straight into its target's mask (a second case going there ORs its
; compare in, and a case going where the default goes is not compared at all), with no EXEC
; traffic between the compares (the default's mask drops each case's lanes). The code computes what llc-22's does on the emulator.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 -c "import random,struct,sys; r=random.Random(11); open(sys.argv[1],'wb').write(b''.join(struct.pack('<i', r.randrange(-50, 50)) for i in range(256)))" %t.in
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel shared_targets --grid 256 --block 64 --arg zeros:1024 --arg buf:%t.in --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel shared_targets --grid 256 --block 64 --arg zeros:1024 --arg buf:%t.in --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s

; CHECK-LABEL: shared_targets:
; CHECK: v_cmp_eq_u32_e64 [[A:s\[[0-9]+:[0-9]+\]]], 1, [[SEL:v[0-9]+]]
; CHECK-NOT: exec
; CHECK: v_cmp_eq_u32_e64 {{s\[[0-9]+:[0-9]+\]}}, 2, [[SEL]]
; CHECK-NOT: exec
; The second case into a mask compares into VCC (a scratch pair that costs no SGPRs) first.
; CHECK: v_cmp_eq_u32_e32 vcc, 3, [[SEL]]
; CHECK-NEXT: s_or_b64 [[A]], [[A]], vcc
; CHECK-NOT: 4, [[SEL]]
; CHECK: s_endpgm
define amdgpu_kernel void @shared_targets(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %x = load i32, ptr addrspace(1) %p
  %sel = and i32 %x, 7
  switch i32 %sel, label %other [
    i32 1, label %odd
    i32 2, label %two
    i32 3, label %odd
    i32 4, label %other
  ]
odd:
  %a = mul i32 %x, 3
  br label %join
two:
  %b = shl i32 %x, 4
  br label %join
other:
  %c = sub i32 0, %x
  br label %join
join:
  %r = phi i32 [ %a, %odd ], [ %b, %two ], [ %c, %other ]
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %q
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
