; A loop token used by a convergent op that is not in one of the loop's exit blocks: the op
; must run once per iteration with the lanes leaving in it, which kcc's schedule does only for
; ops in exit blocks so far. kcc reports it instead of silently reconverging the lanes.
; RUN: not %kcc %s -o %t.o 2>&1 | FileCheck %s
; CHECK: kcc: error: {{.*}}: in kernel 'k': line {{[0-9]+}}:{{[0-9]+}}: bb{{[0-9]+}}, '{{.*}}ballot{{.*}}': kcc cannot yet run a convergent op whose token comes from a loop it is not an exit of

declare i64 @llvm.amdgcn.ballot.i64(i1)
declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()

define amdgpu_kernel void @k(ptr addrspace(1) %out) convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t) ]
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %tid
  br i1 %c, label %loop, label %exit
exit:
  br label %after
after:
  %m = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %h) ]
  %p = getelementptr i64, ptr addrspace(1) %out, i32 %tid
  store i64 %m, ptr addrspace(1) %p
  ret void
}
