; A call to a function declared with another type (`declare i32 @ext_add(i64)` called as
; `i32 (i32, i32)`, as older IR writes it through a bitcast) is made by the call's own type,
; as llc-22 lowers it: the arguments in v0 and v1. (A function declared variadic, `(...)`,
; gets them in a buffer whatever the call's type: tests/backend/calls-variadic.ll.) The function is defined in assembly and
; linked by ld.lld with each compiler's object; both must leave the same buffer.
; (A call to a function defined in the module with another type stays refused:
; tests/frontend/error-call-type-mismatch.ll.)
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: sed 's/VERSION/5/; s/llvm.test.legacy.add/ext_add/g' %inputs/backend/llvm-named-function.s | llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj -o %t.fn5.o
; RUN: sed 's/VERSION/6/; s/llvm.test.legacy.add/ext_add/g' %inputs/backend/llvm-named-function.s | llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj -o %t.fn6.o
; RUN: ld.lld -shared %t.kcc.o %t.fn5.o -o %t.kcc.so
; RUN: ld.lld -shared %t.llc.o %t.fn6.o -o %t.llc.so
; RUN: rm -rf %t.kcc %t.llc
; RUN: %kcc run %t.kcc.so --kernel k --grid 64 --block 64 --arg zeros:256 --arg i32:1000 --out-dir %t.kcc
; RUN: %kcc run %t.llc.so --kernel k --grid 64 --block 64 --arg zeros:256 --arg i32:1000 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @ext_add(i64)

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %u) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i32 @ext_add(i32 %u, i32 %t)
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %r, ptr addrspace(1) %o
  ret void
}
