; Calls to functions of the module compiled before their callers (interprocedural register
; allocation, as llc-22 does): a value live across a call may stay in a caller-saved VGPR the
; callee and everything it calls never name, and the work-item and work-group ids go only to
; callees that read them, through any chain of calls. `small` names a few VGPRs, `wide` some
; thirty; `outer` reaches `wide`, and `ids`, which reads the ids. Kernel `near` calls `small`
; and keeps what lives across the call below v40 (where callees in general preserve), with no
; saves and no ids; kernel `far` calls `outer`, passing the ids, and keeps what lives across
; it past what `wide` names. Both compilers' objects must compute the same.
; RUN: %kcc %s -S -o - | FileCheck %s
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 -c "import random,struct,sys; r=random.Random(11); open(sys.argv[1],'wb').write(b''.join(struct.pack('<i', r.randrange(-100000, 100000)) for i in range(512)))" %t.in
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(512 * 8))" %t.out
; RUN: rm -rf %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel near --grid 512 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel near --grid 512 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel far --grid 512 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel far --grid 512 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin

; CHECK-LABEL: {{^}}near:
; CHECK-NOT: v31
; CHECK-NOT: s12
; CHECK-NOT: buffer_store_dword
; CHECK: s_swappc_b64
; CHECK-NOT: buffer_load_dword
; CHECK: s_endpgm
; CHECK-LABEL: .amdhsa_kernel near
; CHECK: .amdhsa_next_free_vgpr {{[1-3]?[0-9]$}}

; CHECK-LABEL: {{^}}far:
; CHECK-DAG: v_{{.*}} v31,
; CHECK-DAG: s_mov_b32 s12,
; CHECK: s_swappc_b64
; CHECK: s_endpgm

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
declare i32 @llvm.amdgcn.workgroup.id.x()

define internal i32 @small(i32 %x) #0 {
  %m = mul i32 %x, 3
  %r = add i32 %m, 1
  ret i32 %r
}

; Thirty values live at once.
define internal i32 @wide(i32 %x) #0 {
  %a0 = mul i32 %x, 3
  %a1 = mul i32 %x, 5
  %a2 = mul i32 %x, 7
  %a3 = mul i32 %x, 11
  %a4 = mul i32 %x, 13
  %a5 = mul i32 %x, 17
  %a6 = mul i32 %x, 19
  %a7 = mul i32 %x, 23
  %a8 = mul i32 %x, 29
  %a9 = mul i32 %x, 31
  %b0 = xor i32 %a0, %a9
  %b1 = xor i32 %a1, %a8
  %b2 = xor i32 %a2, %a7
  %b3 = xor i32 %a3, %a6
  %b4 = xor i32 %a4, %a5
  %b5 = xor i32 %a5, %a0
  %b6 = xor i32 %a6, %a1
  %b7 = xor i32 %a7, %a2
  %b8 = xor i32 %a8, %a3
  %b9 = xor i32 %a9, %a4
  %c0 = mul i32 %b0, %b9
  %c1 = mul i32 %b1, %b8
  %c2 = mul i32 %b2, %b7
  %c3 = mul i32 %b3, %b6
  %c4 = mul i32 %b4, %b5
  %c5 = mul i32 %b5, %a9
  %c6 = mul i32 %b6, %a8
  %c7 = mul i32 %b7, %a7
  %c8 = mul i32 %b8, %a6
  %c9 = mul i32 %b9, %a5
  %d0 = add i32 %c0, %a0
  %d1 = add i32 %d0, %c1
  %d2 = add i32 %d1, %c2
  %d3 = add i32 %d2, %c3
  %d4 = add i32 %d3, %c4
  %d5 = add i32 %d4, %c5
  %d6 = add i32 %d5, %c6
  %d7 = add i32 %d6, %c7
  %d8 = add i32 %d7, %c8
  %d9 = add i32 %d8, %c9
  %e0 = add i32 %d9, %a1
  %e1 = add i32 %e0, %a2
  %e2 = add i32 %e1, %a3
  %e3 = add i32 %e2, %a4
  %e4 = add i32 %e3, %b0
  %e5 = add i32 %e4, %b1
  %e6 = add i32 %e5, %b2
  %e7 = add i32 %e6, %b3
  %e8 = add i32 %e7, %b4
  ret i32 %e8
}

define internal i32 @ids(i32 %x) #0 {
  %t = call i32 @llvm.amdgcn.workitem.id.y()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %s = add i32 %t, %g
  %r = mul i32 %s, %x
  ret i32 %r
}

define internal i32 @outer(i32 %x) #0 {
  %w = call i32 @wide(i32 %x)
  %i = call i32 @ids(i32 %w)
  %r = sub i32 %w, %i
  ret i32 %r
}

define amdgpu_kernel void @near(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %i = add i32 %gb, %t
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %x = load i32, ptr addrspace(1) %pi
  %y = mul i32 %x, %x
  %z = xor i32 %x, %i
  %a = call i32 @small(i32 %x)
  %s0 = add i32 %a, %y
  %s1 = sub i32 %a, %z
  %o = shl i32 %i, 1
  %p0 = getelementptr i32, ptr addrspace(1) %out, i32 %o
  store i32 %s0, ptr addrspace(1) %p0
  %o1 = add i32 %o, 1
  %p1 = getelementptr i32, ptr addrspace(1) %out, i32 %o1
  store i32 %s1, ptr addrspace(1) %p1
  ret void
}

define amdgpu_kernel void @far(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %i = add i32 %gb, %t
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %x = load i32, ptr addrspace(1) %pi
  %y = mul i32 %x, %x
  %b = call i32 @outer(i32 %x)
  %s0 = add i32 %b, %y
  %o = shl i32 %i, 1
  %p0 = getelementptr i32, ptr addrspace(1) %out, i32 %o
  store i32 %s0, ptr addrspace(1) %p0
  %o1 = add i32 %o, 1
  %p1 = getelementptr i32, ptr addrspace(1) %out, i32 %o1
  store i32 %b, ptr addrspace(1) %p1
  ret void
}

attributes #0 = { noinline }
