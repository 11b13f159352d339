; --print-after=regalloc prints the bank-assigned MIR with, after each op, the registers its
; code reads and writes each value in, then that code, as isel selected it, on those
; registers (machine IR after allocation). The argument's load comes first, into an
; even-aligned SGPR pair (a 64-bit pointer); the work-item id is where the hardware puts it
; (v0), a divergent compare's lanes that only its block's branch reads in VCC, a uniform loop
; counter in one SGPR. The code reads and writes the registers the notes name, and llvm-mc
; accepts every line of it as gfx900 code.
; RUN: %kcc %s -o %t.o --print-after=regalloc 2>&1 | FileCheck %s
; RUN: %kcc %s --stop-after=regalloc | FileCheck %s
; RUN: %kcc %s --stop-after=regalloc | grep '^      [a-z]' | llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -o /dev/null

; CHECK-LABEL: # *** Machine Dump After regalloc (kernel count) ***
; CHECK-NEXT: # load of argument 'out' ([[OUT:%[0-9]+]] = s{{\[}}[[OR:[0-9]*[02468]]]:{{[0-9]+}}]):
; CHECK-NEXT: s_load_dwordx2 s{{\[}}[[OR]]:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}], 0x0{{$}}
; CHECK: [[TID:%[0-9]+]]:vgpr(s32) = workitem.id.x {{.*}}; [[TID]] = v0
; CHECK: [[N:%[0-9]+]]:sgpr(s32) = add {{.*}}; [[N]] = s[[NR:[0-9]+]], {{.*}} = s[[IR:[0-9]+]]
; CHECK-NEXT: s_add_u32 s[[NR]], s[[IR]], 1
; CHECK: [[C:%[0-9]+]]:vcc(s1) = icmp.uge {{.*}}; [[C]] = vcc, [[N]] = s[[NR]], [[TID]] = v0
; CHECK-NEXT: v_cmp_ge_u32_e64 vcc, s[[NR]], v0
; CHECK: store {{.*}}; [[V:%[0-9]+]] = v[[VR:[0-9]+]], {{.*}}= s{{\[}}[[PR:[0-9]*[02468]]]:{{[0-9]+}}], {{.*}} = v[[AR:[0-9]+]]
; CHECK-NEXT: global_store_dword v[[AR]], v[[VR]], s{{\[}}[[PR]]:{{[0-9]+}}]
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
