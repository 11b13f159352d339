; Several inputs are linked into one module: the kernel here calls @scale, defined in another
; file (which calls @offset and reads a constant table). kcc's object must compute what llc-22
; computes from the same files joined by llvm-link-22 (internalized, so llc's calls need no
; relocations).
; RUN: %kcc %s %inputs/devlibs/helpers.ll -o %t.kcc.o
; RUN: llvm-as %inputs/devlibs/helpers.ll -o %t.helpers.bc
; RUN: %kcc %s %t.helpers.bc -o %t.kcc-bc.o
; RUN: cmp %t.kcc.o %t.kcc-bc.o
; RUN: llvm-link --internalize %s %inputs/devlibs/helpers.ll -o %t.linked.bc
; RUN: %llc -filetype=obj %t.linked.bc -o %t.llc.o
; RUN: python3 -c "import struct; open('%t.in','wb').write(struct.pack('<256I', *[(k * 2654435761) & 0xffff for k in range(256)]))"
; RUN: rm -rf %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel k --grid 256 --block 64 --arg buf:%t.in --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel k --grid 256 --block 64 --arg buf:%t.in --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; The same file as a library (--link): only what the kernel reaches is linked, and internal.
; RUN: %kcc %s --link %t.helpers.bc -o %t.lib.o
; RUN: rm -rf %t.lib
; RUN: %kcc run %t.lib.o --kernel k --grid 256 --block 64 --arg buf:%t.in --out-dir %t.lib
; RUN: cmp %t.lib/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s --link %t.helpers.bc --print-uniformity | FileCheck %s --check-prefix=ONLY-NEEDED
; RUN: llvm-link --only-needed --internalize %s %t.helpers.bc -S | FileCheck %s --check-prefix=LLVM-LINK
; Inputs are linked whole: every function of both files is there.
; RUN: %kcc %s %inputs/devlibs/helpers.ll --print-uniformity | FileCheck %s --check-prefix=WHOLE

; ONLY-NEEDED-DAG: for function 'k'
; ONLY-NEEDED-DAG: for function 'scale'
; ONLY-NEEDED-DAG: for function 'offset'
; ONLY-NEEDED-NOT: unused_helper
; LLVM-LINK-DAG: define internal i32 @scale(
; LLVM-LINK-DAG: define internal i32 @offset(
; LLVM-LINK-NOT: unused_helper
; WHOLE: for function 'unused_helper'

target triple = "amdgcn-amd-amdhsa"

declare i32 @scale(i32)

define amdgpu_kernel void @k(ptr addrspace(1) %p) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %wg, 6
  %i = add i32 %base, %id
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %i
  %x = load i32, ptr addrspace(1) %q
  %y = call i32 @scale(i32 %x)
  store i32 %y, ptr addrspace(1) %q
  ret void
}
