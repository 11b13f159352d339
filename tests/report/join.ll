target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @join(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = add i32 %tid, %n
  %c = icmp slt i32 %idx, 16
  %u = icmp sgt i32 %n, 0
  br i1 %c, label %then, label %join

then:
  br label %join

join:
  %p = phi i32 [ 1, %then ], [ 2, %entry ]
  %q = mul i32 %n, 3
  br i1 %u, label %store, label %exit

store:
  %addr = getelementptr i32, ptr addrspace(1) %out, i32 %q
  store i32 %p, ptr addrspace(1) %addr
  br label %exit

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
