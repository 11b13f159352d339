; A declaration named `llvm.*` that is no intrinsic of LLVM 22 (such as the legacy
; `llvm.amdgcn.buffer.store.format.f16` or `llvm.OpenCL.image.get.size.2d` of older IR) is an
; ordinary external function to LLVM, and llc-22 calls it: so does kcc. Here it is defined in
; assembly and linked by ld.lld with each compiler's object; both must leave the same buffer.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: sed 's/VERSION/5/' %inputs/backend/llvm-named-function.s | llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj -o %t.fn5.o
; RUN: sed 's/VERSION/6/' %inputs/backend/llvm-named-function.s | llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj -o %t.fn6.o
; RUN: ld.lld -shared %t.kcc.o %t.fn5.o -o %t.kcc.so
; RUN: ld.lld -shared %t.llc.o %t.fn6.o -o %t.llc.so
; RUN: rm -rf %t.kcc %t.llc
; RUN: %kcc run %t.kcc.so --kernel k --grid 64 --block 64 --arg zeros:256 --arg i32:1000 --out-dir %t.kcc
; RUN: %kcc run %t.llc.so --kernel k --grid 64 --block 64 --arg zeros:256 --arg i32:1000 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc --print-uniformity %s | FileCheck %s --check-prefix=UNIFORMITY
; RUN: opt -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 -passes='print<uniformity>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=UNIFORMITY
; (opt takes such a call for an intrinsic by its name, not a source of divergence, as kcc's
; analysis does; compiled, kcc takes its result as divergent, as any call's.)
; UNIFORMITY: {{^}} %r = call i32 @llvm.test.legacy.add(i32 %u, i32 %u)

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.test.legacy.add(i32, i32)

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %u) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i32 @llvm.test.legacy.add(i32 %u, i32 %u)
  %s = add i32 %r, %t
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %s, ptr addrspace(1) %o
  ret void
}
