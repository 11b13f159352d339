; Polynomial evaluation with its coefficients behind a 32-bit constant pointer (address space
; 6, high half 0): the coefficient loads are uniform, so they are scalar loads; the degree
; comes from the table's first word.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()

define amdgpu_kernel void @const32_poly(ptr addrspace(1) %out, ptr addrspace(6) %coef, ptr addrspace(1) %xs, i32 %block) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %grp = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %grp, %block
  %gid = add i32 %base, %tid
  %px = getelementptr i32, ptr addrspace(1) %xs, i32 %gid
  %x = load i32, ptr addrspace(1) %px
  %d0 = load i32, ptr addrspace(6) %coef
  %deg = and i32 %d0, 7
  br label %loop

loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %idx = add i32 %k, 1
  %pc = getelementptr i32, ptr addrspace(6) %coef, i32 %idx
  %c = load i32, ptr addrspace(6) %pc
  %m = mul i32 %acc, %x
  %acc1 = add i32 %m, %c
  %k1 = add i32 %k, 1
  %again = icmp ule i32 %k1, %deg
  br i1 %again, label %loop, label %exit

exit:
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %acc1, ptr addrspace(1) %po
  ret void
}
