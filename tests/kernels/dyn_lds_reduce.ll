; A HIP-style block sum over dynamic LDS (`extern __shared__ int partial[]`), the launch giving
; 4 bytes per work-item, next to a static LDS array: a tree of halving strides with a barrier
; per step. Each group writes its sum plus a neighbour's entry of the static array.
target triple = "amdgcn-amd-amdhsa"

@partial = external addrspace(3) global [0 x i32], align 16
@twice = internal addrspace(3) global [37 x i32] poison, align 4

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.barrier()

define amdgpu_kernel void @dyn_lds_reduce(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %block) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %grp = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %grp, %block
  %gid = add i32 %base, %tid
  %pin = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %x = load i32, ptr addrspace(1) %pin
  %mine = getelementptr i32, ptr addrspace(3) @partial, i32 %tid
  store i32 %x, ptr addrspace(3) %mine
  %small = icmp ult i32 %tid, 37
  br i1 %small, label %fill, label %sync

fill:
  %t2 = shl i32 %x, 1
  %pt = getelementptr [37 x i32], ptr addrspace(3) @twice, i32 0, i32 %tid
  store i32 %t2, ptr addrspace(3) %pt
  br label %sync

sync:
  call void @llvm.amdgcn.s.barrier()
  %half0 = lshr i32 %block, 1
  br label %step

step:
  %stride = phi i32 [ %half0, %sync ], [ %next, %join ]
  %active = icmp ult i32 %tid, %stride
  br i1 %active, label %add, label %join

add:
  %j = add i32 %tid, %stride
  %pj = getelementptr i32, ptr addrspace(3) @partial, i32 %j
  %b = load i32, ptr addrspace(3) %pj
  %a = load i32, ptr addrspace(3) %mine
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(3) %mine
  br label %join

join:
  call void @llvm.amdgcn.s.barrier()
  %next = lshr i32 %stride, 1
  %more = icmp ne i32 %next, 0
  br i1 %more, label %step, label %done

done:
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %write, label %exit

write:
  %sum = load i32, ptr addrspace(3) @partial
  %k = urem i32 %grp, 37
  %pk = getelementptr [37 x i32], ptr addrspace(3) @twice, i32 0, i32 %k
  %tw = load i32, ptr addrspace(3) %pk
  %r = add i32 %sum, %tw
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %grp
  store i32 %r, ptr addrspace(1) %po
  br label %exit

exit:
  ret void
}
