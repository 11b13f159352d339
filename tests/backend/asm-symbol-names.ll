; -S output assembles with llvm-mc to the same code, descriptors, metadata and symbols as the
; object, whatever the IR names: kernel and global names that must be quoted in assembly,
; argument names YAML would read as numbers (`inf`, `NaN` among them), booleans or null, or
; that need quotes, and
; vector, struct, byref and i1 arguments.
; RUN: %kcc %s -o %t.o
; RUN: %kcc %s -S -o %t.s
; RUN: llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj %t.s -o %t.mc.o
; RUN: llvm-objcopy -O binary --only-section=.text %t.o %t.text
; RUN: llvm-objcopy -O binary --only-section=.text %t.mc.o %t.mc.text
; RUN: cmp %t.text %t.mc.text
; RUN: llvm-objcopy -O binary --only-section=.rodata %t.o %t.kd
; RUN: llvm-objcopy -O binary --only-section=.rodata %t.mc.o %t.mc.kd
; RUN: cmp %t.kd %t.mc.kd
; RUN: llvm-readobj --notes %t.o | grep -v Offset: | sed 1,5d > %t.notes
; RUN: llvm-readobj --notes %t.mc.o | grep -v Offset: | sed 1,5d > %t.mc.notes
; RUN: diff %t.notes %t.mc.notes
; RUN: llvm-nm %t.o > %t.nm
; RUN: llvm-nm %t.mc.o > %t.mc.nm
; RUN: diff %t.nm %t.mc.nm
; RUN: FileCheck %s < %t.nm
; The same kernels run: the relocated table and the LDS global are reached by name.
; RUN: rm -rf %t.out && %kcc run %t.mc.o --kernel my-kernel --grid 64 --block 64 --arg zeros:4 --arg i32:2 --out-dir %t.out
; RUN: od -An -tu4 %t.out/arg0.bin | FileCheck %s --check-prefix=OUT
; CHECK-DAG: T k.2 sp
; CHECK-DAG: R k.2 sp.kd
; CHECK-DAG: T my-kernel
; CHECK-DAG: r tab.le-1
; CHECK-DAG: T true
; OUT: {{^ *3$}}
target triple = "amdgcn-amd-amdhsa"
@"tab.le-1" = addrspace(4) constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@"lds$x" = addrspace(3) global [64 x i32] poison, align 4
define amdgpu_kernel void @"my-kernel"(ptr addrspace(1) %p, i32 %i) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %a = getelementptr [4 x i32], ptr addrspace(4) @"tab.le-1", i32 0, i32 %i
  %v = load i32, ptr addrspace(4) %a
  %l = getelementptr [64 x i32], ptr addrspace(3) @"lds$x", i32 0, i32 %tid
  store i32 %v, ptr addrspace(3) %l
  %w = load i32, ptr addrspace(3) @"lds$x"
  store i32 %w, ptr addrspace(1) %p
  ret void
}
define amdgpu_kernel void @"k.2 sp"(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p
  ret void
}
%S = type { i8, <2 x float>, [3 x i16] }
define amdgpu_kernel void @"true"(ptr addrspace(1) %"a b", i32 %"123", i32 %"null", i32 %"x'y", i32 %"q\22z", i32 %"#c", i32 %"a: b", i16 %"-", <3 x i16> %v3, <2 x ptr addrspace(1)> %pv, %S %s, i1 %flag, ptr addrspace(4) byref(%S) align 8 %r, i8 %"é", float %inf, float %NaN, float %"-Infinity") {
  %a = add i32 %"123", %"null"
  %b = add i32 %a, %"x'y"
  %c = add i32 %b, %"q\22z"
  %d = add i32 %c, %"#c"
  %e = add i32 %d, %"a: b"
  %f = extractelement <3 x i16> %v3, i32 2
  %g = zext i16 %f to i32
  %h = add i32 %e, %g
  %p1 = extractelement <2 x ptr addrspace(1)> %pv, i32 1
  %sv = extractvalue %S %s, 0
  %sz = zext i8 %sv to i32
  %i = add i32 %h, %sz
  %fl = zext i1 %flag to i32
  %j = add i32 %i, %fl
  %rv = load i8, ptr addrspace(4) %r
  %rz = zext i8 %rv to i32
  %k = add i32 %j, %rz
  store i32 %k, ptr addrspace(1) %p1
  store i32 %k, ptr addrspace(1) %"a b"
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
