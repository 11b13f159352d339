; A divergent boolean computed in a loop and used after the loop's divergent exit (no LCSSA
; phi): each lane must see its own last iteration's value, although the compare that makes it
; runs again for the lanes still looping (and clears the bits of inactive lanes). kcc keeps a
; merged lane-mask copy; the results must equal llc's.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: head -c 256 /dev/zero > %t.zero
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel k --grid 64 --block 64 --arg buf:%t.zero --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel k --grid 64 --block 64 --arg buf:%t.zero --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s --emit=mir --stop-after=regbankselect | FileCheck %s
; CHECK: %[[ODD:[0-9]+]]:sgpr(s1) = icmp.eq
; CHECK-NEXT: %[[COPY:[0-9]+]]:vcc(s1) = copy %[[ODD]]
; CHECK: select %[[COPY]]

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %next = add i32 %i, 1
  %odd = icmp eq i32 %i, 3
  %done = icmp uge i32 %next, %tid
  br i1 %done, label %exit, label %loop
exit:
  %v = select i1 %odd, i32 100, i32 7
  %e = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v, ptr addrspace(1) %e
  ret void
}
