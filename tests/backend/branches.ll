; Uniform branches stay scalar branches; divergent ones split exec by a lane mask.
; RUN: %kcc %s -S -o - | FileCheck %s

; CHECK-LABEL: uniform_branch:
; CHECK: s_cmp_lg_u32
; CHECK-NEXT: s_cbranch_scc0
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

; Nothing is copied on either edge, so the condition splits exec straight into the two slots'
; masks; the region is skipped when its mask is empty (the SCC of the s_and_b64 says so), and
; the lanes that ran it join the others after it.
; CHECK-LABEL: divergent_branch:
; CHECK: v_cmp_gt_i32_e64 [[MASK:s\[[0-9]+:[0-9]+\]]]
; CHECK-NEXT: s_andn2_b64 [[ELSE:s\[[0-9]+:[0-9]+\]]], exec, [[MASK]]
; CHECK-NEXT: s_and_b64 [[THEN:s\[[0-9]+:[0-9]+\]]], exec, [[MASK]]
; CHECK-NEXT: s_cbranch_scc0 [[JOIN:.L[a-z_0-9]+]]
; CHECK-NEXT: s_mov_b64 exec, [[THEN]]
; CHECK: global_store_dword
; CHECK-NEXT: s_or_b64 [[ELSE]], [[ELSE]], exec
; CHECK-NEXT: [[JOIN]]:
; CHECK-NEXT: s_mov_b64 exec, [[ELSE]]
; CHECK-NOT: s_cmp_lg_u32
; CHECK: s_endpgm
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
