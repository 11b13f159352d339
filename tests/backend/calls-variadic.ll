; Calls to functions declared variadic pass the variable arguments in a buffer of the caller's
; frame, each at the next multiple of 4 bytes (an i64 at 4, an i16 at 12), and the buffer's
; generic address as the last argument after the fixed ones, as LLVM's ExpandVariadics lays
; them out for AMDGPU before llc-22 selects. The functions are defined in assembly
; (tests/Inputs/backend/variadic-functions.s) and linked by ld.lld with each compiler's
; object; both must leave the same buffer.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: sed 's/VERSION/5/' %inputs/backend/variadic-functions.s | llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj -o %t.fn5.o
; RUN: sed 's/VERSION/6/' %inputs/backend/variadic-functions.s | llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj -o %t.fn6.o
; RUN: ld.lld -shared %t.kcc.o %t.fn5.o -o %t.kcc.so
; RUN: ld.lld -shared %t.llc.o %t.fn6.o -o %t.llc.so
; RUN: rm -rf %t.kcc %t.llc
; RUN: %kcc run %t.kcc.so --kernel k --grid 64 --block 64 --arg zeros:512 --arg u64:0x0000000500000003 --out-dir %t.kcc
; RUN: %kcc run %t.llc.so --kernel k --grid 64 --block 64 --arg zeros:512 --arg u64:0x0000000500000003 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @ext_sum(...)
declare i32 @ext_mixed(i32, ...)

define amdgpu_kernel void @k(ptr addrspace(1) %out, i64 %big) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %h = trunc i32 %t to i16
  %f = uitofp i32 %t to float
  %r = call i32 (...) @ext_sum(i32 %t, i64 %big, i16 %h, float %f)
  %m = call i32 (i32, ...) @ext_mixed(i32 %t, i32 %r)
  %o = getelementptr [2 x i32], ptr addrspace(1) %out, i32 %t
  store i32 %r, ptr addrspace(1) %o
  %o1 = getelementptr i32, ptr addrspace(1) %o, i32 1
  store i32 %m, ptr addrspace(1) %o1
  ret void
}
