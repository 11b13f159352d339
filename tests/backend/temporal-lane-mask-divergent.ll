; As temporal-lane-mask.ll, with a divergent boolean (it depends on the lane) made in the loop.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: head -c 256 /dev/zero > %t.zero
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel k --grid 64 --block 64 --arg buf:%t.zero --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel k --grid 64 --block 64 --arg buf:%t.zero --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %next = add i32 %i, 1
  %x = xor i32 %i, %tid
  %bit = and i32 %x, 2
  %flag = icmp ne i32 %bit, 0
  %done = icmp uge i32 %next, %tid
  br i1 %done, label %exit, label %loop
exit:
  %v = select i1 %flag, i32 100, i32 7
  %e = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v, ptr addrspace(1) %e
  ret void
}
