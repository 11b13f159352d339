; A call to a `noinline` function stays a call (AMDGPU's calling convention) when the
; function can be compiled on its own; one reading what called functions cannot have yet
; (here the dispatch pointer, or an LDS variable) is inlined instead. Both compilers'
; objects run on the emulator with the same inputs and leave the same buffers.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: ld.lld -shared %t.llc.o -o %t.llc.so
; RUN: python3 %inputs/backend/values.py %t.in 4096 32 7
; RUN: rm -rf %t.dir
; RUN: %python %inputs/backend/run-same.py %kcc %t.dir 256 %t.in 8192 \
; RUN:   helpers,late_ids %t.llc.so %t.kcc.o
; RUN: llvm-readobj --notes %t.kcc.o | FileCheck %s --check-prefix=META
; RUN: %kcc %s -S -o - | FileCheck %s

; No recursion, no unknown callee: a fixed private segment (the callees' frames), no
; dynamic stack.
; META-NOT: .uses_dynamic_stack: true

; CHECK-LABEL: helpers:
; CHECK: s_add_u32 s28, s28, poly@rel32@lo+4
; CHECK: s_swappc_b64 s[30:31], s[28:29]
; CHECK-NOT: with_dispatch@rel32
; CHECK-NOT: with_lds@rel32
; CHECK: s_endpgm
; CHECK-LABEL: late_ids:
; CHECK: s_swappc_b64 s[30:31], s[28:29]
; CHECK: s_endpgm
; CHECK-LABEL: poly:
; CHECK: s_setpc_b64 s[30:31]

target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [64 x i32] poison, align 4

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()

define i32 @poly(i32 %x, i32 %i) noinline {
  %a = mul i32 %x, %x
  %b = mul i32 %a, 3
  %c = add i32 %b, %i
  %d = xor i32 %c, 12345
  ret i32 %d
}

define i32 @with_dispatch(i32 %x) noinline {
  %dp = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %p = getelementptr i8, ptr addrspace(4) %dp, i64 4
  %s = load i16, ptr addrspace(4) %p
  %s32 = zext i16 %s to i32
  %r = add i32 %s32, %x
  ret i32 %r
}

define i32 @with_lds(i32 %x) noinline {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr [64 x i32], ptr addrspace(3) @lds, i32 0, i32 %id
  store i32 %x, ptr addrspace(3) %p
  %q = getelementptr [64 x i32], ptr addrspace(3) @lds, i32 0, i32 3
  %v = load i32, ptr addrspace(3) %q
  ret i32 %v
}

define amdgpu_kernel void @helpers(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %x = load i32, ptr addrspace(1) %pi
  %a = call i32 @poly(i32 %x, i32 %gid)
  %b = call i32 @with_dispatch(i32 %a)
  %c = call i32 @with_lds(i32 %b)
  %s = add i32 %c, %a
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %s, ptr addrspace(1) %po
  ret void
}

; The work-item id read after other code (and after a load through the implicit argument
; pointer): the kernel still packs it for the call at its entry.
define amdgpu_kernel void @late_ids(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %g64 = zext i32 %g to i64
  %ia = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %q = getelementptr i8, ptr addrspace(4) %ia, i64 12
  %l = load i16, ptr addrspace(4) %q
  %l64 = zext i16 %l to i64
  %m = mul i64 %l64, %g64
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %t64 = zext i32 %t to i64
  %s = add i64 %m, %t64
  %s32 = trunc i64 %s to i32
  %pi = getelementptr i32, ptr addrspace(1) %in, i64 %s
  %x = load i32, ptr addrspace(1) %pi
  %r = call i32 @poly(i32 %x, i32 %s32)
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %s
  store i32 %r, ptr addrspace(1) %p
  ret void
}

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
