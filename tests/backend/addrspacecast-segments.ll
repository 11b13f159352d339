; An addrspacecast between LDS or private memory and global or constant memory (and between
; LDS and private) names no address: llc-22 accepts it and makes the result poison (its
; "invalid addrspacecast" is no error since LLVM 18), and so does kcc (an undefined pointer,
; `undef` in its MIR). The kernel uses such pointers only on a path the run does not take;
; both compilers' objects must leave the same buffer.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: rm -rf %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel casts --grid 64 --block 64 --arg zeros:256 --arg i32:0 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel casts --grid 64 --block 64 --arg zeros:256 --arg i32:0 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s --emit=mir | FileCheck %s

; CHECK: %{{[0-9]+}}:_(p1) = undef
; CHECK: %{{[0-9]+}}:_(p3) = undef
; CHECK: %{{[0-9]+}}:_(p5) = undef

declare i32 @llvm.amdgcn.workitem.id.x()

@lds = internal addrspace(3) global [64 x i32] poison

define amdgpu_kernel void @casts(ptr addrspace(1) %out, i32 %take) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %t, ptr addrspace(1) %o
  %c = icmp ne i32 %take, 0
  br i1 %c, label %invalid, label %done

invalid:
  %l = getelementptr [64 x i32], ptr addrspace(3) @lds, i32 0, i32 %t
  %g = addrspacecast ptr addrspace(3) %l to ptr addrspace(1)
  store volatile i32 1, ptr addrspace(1) %g
  %b = addrspacecast ptr addrspace(1) %o to ptr addrspace(3)
  store volatile i32 2, ptr addrspace(3) %b
  %p = addrspacecast ptr addrspace(3) %l to ptr addrspace(5)
  store volatile i32 3, ptr addrspace(5) %p
  br label %done

done:
  ret void
}
