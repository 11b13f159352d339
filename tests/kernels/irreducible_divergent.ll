; irreducible_divergent: a cycle {A, B} with two entries, picked per lane (a divergent branch):
; lanes with odd x enter at A, the others at B. A: v = 3v + 1. B: v = v >> 1, then leave when
; v <= 1 or after 64 steps, else go to A when v is odd (storing v to trace[i] first) and stay
; in B when it is even. Every block counts a step in n. out[i] = n * 65536 + (v & 0xffff);
; trace[i] keeps the last v that went from B to A (0 if none). Dispatch with 64-item groups.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @irreducible_divergent(ptr addrspace(1) %out, ptr addrspace(1) %trace, ptr addrspace(1) %in) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %grp = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %grp, 6
  %i = add i32 %base, %tid
  %idx = zext i32 %i to i64
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %x = load i32, ptr addrspace(1) %pin, align 4
  %odd = and i32 %x, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %A, label %B

A:
  %va = phi i32 [ %x, %entry ], [ %vb2, %to.a ]
  %na = phi i32 [ 0, %entry ], [ %nb2, %to.a ]
  %va2 = mul i32 %va, 3
  %va3 = add i32 %va2, 1
  %na2 = add i32 %na, 1
  br label %B

B:
  %vb = phi i32 [ %x, %entry ], [ %va3, %A ], [ %vb2, %next ]
  %nb = phi i32 [ 0, %entry ], [ %na2, %A ], [ %nb2, %next ]
  %vb2 = lshr i32 %vb, 1
  %nb2 = add i32 %nb, 1
  %small = icmp ule i32 %vb2, 1
  %many = icmp uge i32 %nb2, 64
  %stop = or i1 %small, %many
  br i1 %stop, label %exit, label %next

next:
  %vodd = and i32 %vb2, 1
  %again = icmp ne i32 %vodd, 0
  br i1 %again, label %to.a, label %B

to.a:
  %ptrace = getelementptr inbounds i32, ptr addrspace(1) %trace, i64 %idx
  store i32 %vb2, ptr addrspace(1) %ptrace, align 4
  br label %A

exit:
  %hi = shl i32 %nb2, 16
  %lo = and i32 %vb2, 65535
  %r = or i32 %hi, %lo
  %pout = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %r, ptr addrspace(1) %pout, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
