; A call to a function defined nowhere in the module leaves relocations against its symbol
; (its address from the GOT, as llc's calls to preemptible functions), which ld.lld
; resolves. The kernels (this file) and the functions (calls-external-fn.ll) are compiled
; by each compiler; all four pairings, linked, leave the same buffers on the emulator: kcc
; and llc agree on the calling convention both ways.
; RUN: %kcc %s -o %t.k.kcc.o
; RUN: %llc -filetype=obj %s -o %t.k.llc.o
; RUN: %kcc %inputs/backend/calls-external-fn.ll -o %t.f.kcc.o
; RUN: %llc -filetype=obj %inputs/backend/calls-external-fn.ll -o %t.f.llc.o
; RUN: ld.lld -shared %t.k.llc.o %t.f.llc.o -o %t.ll.so
; RUN: ld.lld -shared %t.k.kcc.o %t.f.llc.o -o %t.kl.so
; RUN: ld.lld -shared %t.k.llc.o %t.f.kcc.o -o %t.lk.so
; RUN: ld.lld -shared %t.k.kcc.o %t.f.kcc.o -o %t.kk.so
; RUN: python3 %inputs/backend/values.py %t.in 4096 32 11
; RUN: rm -rf %t.dir
; RUN: %python %inputs/backend/run-same.py %kcc %t.dir 256 %t.in 16384 \
; RUN:   call_ext,call_sum,call_ext_divergent,call_bools,call_ids %t.ll.so %t.kl.so %t.lk.so %t.kk.so
; RUN: llvm-readobj --notes %t.k.kcc.o | FileCheck %s --check-prefix=META
; RUN: llvm-readelf -s %t.k.kcc.o | FileCheck %s --check-prefix=SYM
; RUN: %kcc %s -S -o - | FileCheck %s
; RUN: %kcc %inputs/backend/calls-external-fn.ll -S -o - | FileCheck %s --check-prefix=FN

; An unknown callee may use any stack.
; META-COUNT-5: .uses_dynamic_stack: true
; SYM-DAG: NOTYPE GLOBAL DEFAULT UND ext
; SYM-DAG: NOTYPE GLOBAL DEFAULT UND sum_to

; CHECK-LABEL: call_ext:
; CHECK: s_getpc_b64 s[28:29]
; CHECK-NEXT: s_add_u32 s28, s28, ext@gotpcrel32@lo+4
; CHECK-NEXT: s_addc_u32 s29, s29, ext@gotpcrel32@hi+12
; CHECK-NEXT: s_load_dwordx2 s[28:29], s[28:29], 0x0
; CHECK: s_swappc_b64 s[30:31], s[28:29]

; A module without kernels compiles its functions; a call within it is PC-relative.
; FN: .globl ext
; FN-LABEL: ext:
; FN: s_setpc_b64 s[30:31]
; FN-LABEL: sum_to:
; FN: s_add_u32 s28, s28, sum_to@rel32@lo+4
; FN: s_swappc_b64 s[30:31], s[28:29]

target triple = "amdgcn-amd-amdhsa"

declare i32 @ext(i32, i64)
declare i64 @sum_to(i32)
declare i32 @pick(i1, i32)
declare i1 @big(i32)
declare i32 @ids_plus(i32)
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()

define amdgpu_kernel void @call_ext(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %x = load i32, ptr addrspace(1) %pi
  %pj = getelementptr i32, ptr addrspace(1) %pi, i32 1
  %y = load i32, ptr addrspace(1) %pj
  %yw = zext i32 %y to i64
  %b = shl i64 %yw, 17
  %r = call i32 @ext(i32 %x, i64 %b)
  %s = add i32 %r, %gid
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %s, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @call_sum(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %x = load i32, ptr addrspace(1) %pi
  %n = and i32 %x, 31
  %r = call i64 @sum_to(i32 %n)
  %po = getelementptr i64, ptr addrspace(1) %out, i32 %gid
  store i64 %r, ptr addrspace(1) %po
  ret void
}

; The call in a divergent branch, values live across it.
define amdgpu_kernel void @call_ext_divergent(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %x = load i32, ptr addrspace(1) %pi
  %u = load i32, ptr addrspace(1) %in
  %c = icmp ugt i32 %x, 1000
  br i1 %c, label %then, label %join
then:
  %xw = zext i32 %x to i64
  %r = call i32 @ext(i32 %u, i64 %xw)
  %r2 = mul i32 %r, %x
  br label %join
join:
  %v = phi i32 [ %r2, %then ], [ %x, %entry ]
  %w = add i32 %v, %u
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %w, ptr addrspace(1) %po
  ret void
}

; Booleans, bit 0 of a VGPR both ways: a lane mask becomes 0/1 and back.
define amdgpu_kernel void @call_bools(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %x = load i32, ptr addrspace(1) %pi
  %b = call i1 @big(i32 %x)
  %odd = trunc i32 %x to i1
  %c = xor i1 %b, %odd
  %r = call i32 @pick(i1 %c, i32 %x)
  %w = select i1 %b, i32 100, i32 200
  %s = add i32 %r, %w
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %s, ptr addrspace(1) %po
  ret void
}

; The callee reads the work-item ids (packed in v31 by the caller).
define amdgpu_kernel void @call_ids(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %x = load i32, ptr addrspace(1) %pi
  %r = call i32 @ids_plus(i32 %x)
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %r, ptr addrspace(1) %po
  ret void
}

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
