; Uniform branches stay scalar branches; divergent ones split exec by a lane mask.
; RUN: %kcc %s -S -o - | FileCheck %s

; The compare sets SCC for the branch itself (no 0/1 boolean tested again), as llc's does.
; CHECK-LABEL: uniform_branch:
; CHECK: s_cmp_gt_i32 s{{[0-9]+}}, 5
; CHECK-NOT: s_cselect
; CHECK-NOT: s_cmp
; CHECK: s_cbranch_scc0
; CHECK-NOT: v_cmp
; CHECK: s_endpgm
define amdgpu_kernel void @uniform_branch(ptr addrspace(1) %p, i32 %n) {
entry:
  %c = icmp sgt i32 %n, 5
  br i1 %c, label %then, label %exit
then:
  store i32 %n, ptr addrspace(1) %p
  br label %exit
exit:
  ret void
}

; Nothing is copied on either edge, and no lane waits anywhere else, so the lanes that take the
; branch are ANDed straight into EXEC; the region is skipped when none do (the SCC of the
; s_and_b64 says so), and nothing after the join reads EXEC, so the join costs nothing: llc's
; s_and_saveexec_b64 / s_cbranch_execz without the save. The compare's mask, read only by the
; branch, lives in VCC (the 32-bit VOPC form, its operands swapped so that the VGPR is second),
; and the pointer is loaded only on the side that stores.
; CHECK-LABEL: divergent_branch:
; CHECK: v_cmp_lt_i32_e32 vcc, 5, v0
; CHECK-NEXT: s_and_b64 exec, exec, vcc
; CHECK-NEXT: s_cbranch_scc0 [[JOIN:.L[a-z_0-9]+]]
; CHECK-NEXT: s_load_dwordx2
; CHECK: global_store_dword
; CHECK-NEXT: [[JOIN]]:
; CHECK-NEXT: s_endpgm
define amdgpu_kernel void @divergent_branch(ptr addrspace(1) %p) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp sgt i32 %tid, 5
  br i1 %c, label %then, label %exit
then:
  store i32 %tid, ptr addrspace(1) %p
  br label %exit
exit:
  ret void
}
