define amdgpu_kernel void @copy(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %tid, %n
  br i1 %c, label %body, label %exit
body:
  %s = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %v = load i32, ptr addrspace(1) %s
  %d = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v, ptr addrspace(1) %d
  br label %exit
exit:
  ret void
}

define amdgpu_kernel void @fill(ptr addrspace(1) %out, i32 %x, i32 %n) {
entry:
  %u = icmp sgt i32 %n, 0
  br i1 %u, label %go, label %exit
go:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %y = mul i32 %x, 3
  %d = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %y, ptr addrspace(1) %d
  br label %exit
exit:
  ret void
}
