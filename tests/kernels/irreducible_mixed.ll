; irreducible_mixed: a cycle {H1, H2} with two entries: a uniform one (waves whose
; (mode + group) is odd enter at H1) and a divergent one (in the other waves, lanes with x > 0
; enter at H2; the rest leave at once with acc = x). With k counting steps and lim uniform:
;   H1: acc = acc * 5 + k; k += 1; go to H2 when acc & 3 == 0, else repeat H1 while k < lim;
;   H2: acc = (acc ^ (acc >> 3)) + in[(k + i) & 255]; k += 2; store acc to steps[i]; go to H1
;       while k < lim.
; out[i] = acc at the exit. Dispatch with 64-item groups; in[] holds at least 256 values.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @irreducible_mixed(ptr addrspace(1) %out, ptr addrspace(1) %steps, ptr addrspace(1) %in, i32 %mode, i32 %lim) {
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
