; A kernel that starts with a uniform branch into a region of divergent branches (here an
; irreducible cycle entered at two blocks) that all end at one exit: the uniform branch
; *primes* the exit's lane mask with its exec, once (s_mov_b64 MASK, exec), so the divergent
; branches inside leave lanes for the exit without adding them to a mask on every trip (no
; s_or_b64 MASK, MASK, exec in the loop), and the exit restores exec from it, as the
; structured lowering of a divergent branch does. The results must equal llc-22's for both
; directions of the uniform branch.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/values.py %t.in 256 32 51
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(256*4))" %t.zero
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel k --grid 256 --block 64 --arg buf:%t.zero --arg buf:%t.zero --arg buf:%t.in --arg i32:0 --arg i32:40 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel k --grid 256 --block 64 --arg buf:%t.zero --arg buf:%t.zero --arg buf:%t.in --arg i32:0 --arg i32:40 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: cmp %t.kcc/arg1.bin %t.llc/arg1.bin
; RUN: %kcc run %t.kcc.o --kernel k --grid 256 --block 64 --arg buf:%t.zero --arg buf:%t.zero --arg buf:%t.in --arg i32:1 --arg i32:17 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel k --grid 256 --block 64 --arg buf:%t.zero --arg buf:%t.zero --arg buf:%t.in --arg i32:1 --arg i32:17 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: cmp %t.kcc/arg1.bin %t.llc/arg1.bin
; RUN: %kcc %s -S -o - | FileCheck %s
target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: k:
; CHECK: s_and_b32
; CHECK: s_mov_b64 [[EXIT:s\[[0-9]+:[0-9]+\]]], exec
; CHECK-NEXT: s_cbranch_scc0
; CHECK-NOT: s_or_b64 [[EXIT]], [[EXIT]], exec
; CHECK: s_mov_b64 exec, [[EXIT]]
; CHECK-NEXT: s_load_dwordx2
define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %steps, ptr addrspace(1) %in, i32 %mode, i32 %lim) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %grp = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %grp, 6
  %i = add i32 %base, %tid
  %idx = zext i32 %i to i64
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %x = load i32, ptr addrspace(1) %pin, align 4
  %sel = add i32 %mode, %grp
  %sel1 = and i32 %sel, 1
  %uniform.entry = icmp ne i32 %sel1, 0
  br i1 %uniform.entry, label %H1, label %check

check:
  %pos = icmp sgt i32 %x, 0
  br i1 %pos, label %H2, label %exit

H1:
  %acc1 = phi i32 [ %x, %entry ], [ %acc2n, %H2 ], [ %acc1n, %H1.tail ]
  %k1 = phi i32 [ 0, %entry ], [ %k2n, %H2 ], [ %k1n, %H1.tail ]
  %m = mul i32 %acc1, 5
  %acc1n = add i32 %m, %k1
  %k1n = add i32 %k1, 1
  %low = and i32 %acc1n, 3
  %to.h2 = icmp eq i32 %low, 0
  br i1 %to.h2, label %H2, label %H1.tail

H1.tail:
  %more1 = icmp slt i32 %k1n, %lim
  br i1 %more1, label %H1, label %exit

H2:
  %acc2 = phi i32 [ %x, %check ], [ %acc1n, %H1 ]
  %k2 = phi i32 [ 0, %check ], [ %k1n, %H1 ]
  %sh = ashr i32 %acc2, 3
  %xr = xor i32 %acc2, %sh
  %ki = add i32 %k2, %i
  %kim = and i32 %ki, 255
  %kidx = zext i32 %kim to i64
  %pv = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %kidx
  %v = load i32, ptr addrspace(1) %pv, align 4
  %acc2n = add i32 %xr, %v
  %k2n = add i32 %k2, 2
  %pst = getelementptr inbounds i32, ptr addrspace(1) %steps, i64 %idx
  store i32 %acc2n, ptr addrspace(1) %pst, align 4
  %more2 = icmp slt i32 %k2n, %lim
  br i1 %more2, label %H1, label %exit

exit:
  %r = phi i32 [ %x, %check ], [ %acc1n, %H1.tail ], [ %acc2n, %H2 ]
  %pout = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %r, ptr addrspace(1) %pout, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
