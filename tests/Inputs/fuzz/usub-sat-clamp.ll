; fuzz seed: 7
; Reduced from fuzz seed 7. llc-22 turns the loop into usub.sat(tid, 1), coded as
; `v_sub_u32_e64 v0, v0, 1 clamp`; the emulator ignored integer clamp, so llc's code stored -1
; for lane 0 and kcc (right: 0) looked wrong.
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @fuzz(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %u) {
entry:
  br label %loop32

loop32:
  %v37 = phi i32 [ 0, %entry ], [ %inext36, %exit46 ]
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %0 = zext i32 %tid to i64
  %mine = getelementptr i32, ptr addrspace(1) %out, i64 %0
  store i32 %v37, ptr addrspace(1) %mine, align 4
  br label %loop43

loop43:
  br i1 true, label %exit46, label %loop43.loop43_crit_edge

loop43.loop43_crit_edge:
  br label %loop43

exit46:
  %inext36 = add i32 %v37, 1
  %v86.not = icmp ult i32 %inext36, %tid
  br i1 %v86.not, label %loop32, label %exit35

exit35:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
