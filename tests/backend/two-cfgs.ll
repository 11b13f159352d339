; The two CFGs the wave schedule gives each kernel (`--print-after=schedule`): the logical CFG
; one lane walks (VGPRs live on it) and the linear CFG the wave walks (SGPRs and lane masks
; live on it). A uniform branch keeps the logical CFG's shape; a divergent one goes through the
; dispatch to the stubs of the slots its lanes wait in.
; RUN: %kcc %s -o %t.o --print-after=schedule 2>&1 | FileCheck %s

; A uniform `if`: both edges go straight to their targets' code, exec untouched.
; CHECK-LABEL: # *** Machine Dump After schedule (kernel uniform_if) ***
; CHECK-NEXT: logical CFG:
; CHECK-NEXT:   bb0 -> [bb1, bb2]
; CHECK-NEXT:   bb1 -> [bb2]
; CHECK-NEXT:   bb2 -> []
; CHECK-NEXT: linear CFG:
; CHECK-NEXT:   bb0: jumps directly -> [bb0.edge0, bb0.edge1]
; CHECK-NEXT:   bb0.edge0: edge -> [bb1]
; CHECK-NEXT:   bb0.edge1: edge -> [bb2]
; CHECK-NEXT:   bb1: falls into -> [bb2]
; CHECK-NEXT:   bb2: ends -> []
define amdgpu_kernel void @uniform_if(ptr addrspace(1) %out, i32 %n) {
entry:
  %c = icmp sgt i32 %n, 5
  br i1 %c, label %then, label %join
then:
  store i32 1, ptr addrspace(1) %out
  br label %join
join:
  ret void
}

; A divergent `if`: the wave runs the `then` side under its lanes, then the join under all of
; them, whether or not any lane took the `then` side. The dispatch after the branch tests the
; `then` slot only (the join always has lanes); the `then` block goes on to the join's stub.
; CHECK-LABEL: # *** Machine Dump After schedule (kernel divergent_if) ***
; CHECK-NEXT: logical CFG:
; CHECK-NEXT:   bb0 -> [bb1, bb2]
; CHECK-NEXT:   bb1 -> [bb2]
; CHECK-NEXT:   bb2 -> []
; CHECK-NEXT: linear CFG:
; CHECK-NEXT:   bb0: dispatch, 1 tested -> [bb0.edge0, bb0.edge1]
; CHECK-NEXT:   bb0.edge0: edge -> [stub1]
; CHECK-NEXT:   bb0.edge1: edge -> [stub2]
; CHECK-NEXT:   stub1: exec := mask1 -> [bb1]
; CHECK-NEXT:   bb1: dispatch, 0 tested -> [stub2]
; CHECK-NEXT:   stub2: exec := mask2 -> [bb2]
; CHECK-NEXT:   bb2: ends -> []
define amdgpu_kernel void @divergent_if(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %tid, 10
  br i1 %c, label %then, label %join
then:
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 1, ptr addrspace(1) %p
  br label %join
join:
  ret void
}

; A divergent loop: lanes going round wait in the header's next-iteration slot, which comes
; before the exit's, so the wave finishes the loop before it runs the exit. The entry falls
; into the header (all lanes enter it together).
; CHECK-LABEL: # *** Machine Dump After schedule (kernel divergent_loop) ***
; CHECK-NEXT: logical CFG:
; CHECK-NEXT:   bb0 -> [bb1]
; CHECK-NEXT:   bb1 -> [bb2, bb1]
; CHECK-NEXT:   bb2 -> []
; CHECK-NEXT: linear CFG:
; CHECK-NEXT:   bb0: falls into -> [bb1]
; CHECK-NEXT:   bb1: dispatch, 1 tested -> [bb1.edge0, bb1.edge1]
; CHECK-NEXT:   bb1.edge0: edge -> [stub2]
; CHECK-NEXT:   bb1.edge1: edge -> [stub3]
; CHECK-NEXT:   stub2: exec := mask2 (next iteration) -> [bb1]
; CHECK-NEXT:   stub3: exec := mask3 -> [bb2]
; CHECK-NEXT:   bb2: ends -> []
define amdgpu_kernel void @divergent_loop(ptr addrspace(1) %out) {
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
