; --print-after=regalloc prints the bank-assigned MIR with, after each op, the registers its
; code reads and writes each value in. The work-item id is where the hardware puts it (v0);
; a 64-bit pointer sits in an even-aligned SGPR pair, a divergent compare's lanes that only its
; block's branch reads in VCC; a uniform loop counter in one SGPR.
; RUN: %kcc %s -o %t.o --print-after=regalloc 2>&1 | FileCheck %s
; RUN: %kcc %s --stop-after=regalloc | FileCheck %s

; CHECK-LABEL: # *** Machine Dump After regalloc (kernel count) ***
; CHECK: [[TID:%[0-9]+]]:vgpr(s32) = workitem.id.x {{.*}}; [[TID]] = v0
; CHECK: [[N:%[0-9]+]]:sgpr(s32) = add {{.*}}; [[N]] = s{{[0-9]+}}
; CHECK: [[C:%[0-9]+]]:vcc(s1) = icmp.uge {{.*}}; [[C]] = vcc,
; CHECK: store {{.*}}; {{.*}}= s[{{[0-9]*[02468]}}:{{[0-9]+}}]
define amdgpu_kernel void @count(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %done = icmp uge i32 %i.next, %tid
  br i1 %done, label %exit, label %loop
exit:
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %i.next, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
