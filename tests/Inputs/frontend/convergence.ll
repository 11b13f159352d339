; Convergence control tokens: entry, anchor and loop, passed to convergent intrinsics.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @tokens(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %first = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %t) ]
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %l = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t) ]
  %v = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %i) [ "convergencectrl"(token %l) ]
  %next = add i32 %i, 1
  %done = icmp uge i32 %next, %tid
  br i1 %done, label %exit, label %loop

exit:
  %a = call token @llvm.experimental.convergence.anchor()
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 %done) [ "convergencectrl"(token %a) ]
  %b32 = trunc i64 %b to i32
  %s = add i32 %first, %v
  %s2 = add i32 %s, %b32
  store i32 %s2, ptr addrspace(1) %out, align 4
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare i64 @llvm.amdgcn.ballot.i64(i1)
