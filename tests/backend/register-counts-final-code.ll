; The register counts a kernel declares (`.amdhsa_next_free_sgpr`/`_vgpr`, the metadata's
; `.sgpr_count`/`.vgpr_count`) are those of its final code, as llc counts the registers its
; final code uses: the allocation also counted registers of code the scalar peephole deleted
; (lane masks and exec copies of branch sides that turned out empty, copies through temporary
; registers), and left gaps in the numbering. The registers the final code names are
; renumbered to the lowest free ones (a tuple moves whole, by a multiple of its alignment;
; the SGPRs and VGPRs the hardware initializes stay), so each count is one past the highest
; register named, with every VGPR below it named. The oracle reads the registers off the
; assembly; the results are llc-22's on the emulator. A divergent loop (its uniform
; accumulators in SGPRs, each trip's value copied out for the lanes that leave), with and
; without uniformity.
; RUN: %kcc %s -S -o %t.u.s
; RUN: python3 %inputs/backend/register_counts.py %t.u.s dense
; RUN: %kcc %s --no-uniformity -S -o %t.n.s
; RUN: python3 %inputs/backend/register_counts.py %t.n.s dense
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/values.py %t.in 256 32 41
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel fib --grid 256 --block 64 --arg zeros:1024 --arg buf:%t.in --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel fib --grid 256 --block 64 --arg zeros:1024 --arg buf:%t.in --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin

define amdgpu_kernel void @fib(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %g, 6
  %i = add i32 %base, %tid
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %i
  %x = load i32, ptr addrspace(1) %p, align 4
  %n = srem i32 %x, 20
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %loop, label %done
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %a = phi i32 [ 0, %entry ], [ %b, %loop ]
  %b = phi i32 [ 1, %entry ], [ %c, %loop ]
  %c = add i32 %a, %b
  %k1 = add i32 %k, 1
  %more = icmp slt i32 %k1, %n
  br i1 %more, label %loop, label %done
done:
  %r = phi i32 [ 0, %entry ], [ %b, %loop ]
  %s = add i32 %r, %x
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i
  store i32 %s, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
