; memcpy and memset whose length is known only at run time become a loop of byte accesses
; (LLVM expands them into a loop too): lengths per lane (divergent) and per kernel
; (uniform, 0 included), between global memory, LDS and private memory, volatile or not.
; Both compilers' objects must leave the same buffer. memmove of such a length, which needs
; its direction chosen by the addresses, is refused.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: %python -c "import random,sys; r=random.Random(4); open(sys.argv[1],'wb').write(bytes(r.randrange(256) for _ in range(2048)))" %t.in
; RUN: rm -rf %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel copies --grid 64 --block 64 --arg zeros:8192 --arg buf:%t.in --arg i32:0 --out-dir %t.kcc/0
; RUN: %kcc run %t.llc.o --kernel copies --grid 64 --block 64 --arg zeros:8192 --arg buf:%t.in --arg i32:0 --out-dir %t.llc/0
; RUN: cmp %t.kcc/0/arg0.bin %t.llc/0/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel copies --grid 64 --block 64 --arg zeros:8192 --arg buf:%t.in --arg i32:17 --out-dir %t.kcc/17
; RUN: %kcc run %t.llc.o --kernel copies --grid 64 --block 64 --arg zeros:8192 --arg buf:%t.in --arg i32:17 --out-dir %t.llc/17
; RUN: cmp %t.kcc/17/arg0.bin %t.llc/17/arg0.bin
; RUN: sed 's/call void @llvm.memcpy.p1.p1.i64(/call void @llvm.memmove.p1.p1.i64(/' %s > %t.move.ll
; RUN: not %kcc %t.move.ll -o %t.o 2>&1 | FileCheck %s
; CHECK: kcc: error: {{.*}}.move.ll:[[#@LINE+23]]:3: 'llvm.memmove' with a non-constant length is not supported in function 'copies'

declare void @llvm.memmove.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
declare void @llvm.memcpy.p1.p3.i32(ptr addrspace(1), ptr addrspace(3), i32, i1)
declare void @llvm.memcpy.p3.p1.i32(ptr addrspace(3), ptr addrspace(1), i32, i1)
declare void @llvm.memset.p1.i32(ptr addrspace(1), i8, i32, i1)
declare void @llvm.memcpy.p5.p1.i32(ptr addrspace(5), ptr addrspace(1), i32, i1)
declare void @llvm.memcpy.p1.p5.i32(ptr addrspace(1), ptr addrspace(5), i32, i1)

@lds = internal addrspace(3) global [2048 x i8] poison

; Copies and fills whose length is known only at run time: per lane (divergent), per
; kernel (uniform), between global memory, LDS and private memory, volatile or not.
define amdgpu_kernel void @copies(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %u) {
  %a = alloca [32 x i8], addrspace(5)
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %n = and i32 %t, 31
  %base = mul i32 %t, 32
  %src = getelementptr i8, ptr addrspace(1) %in, i32 %base
  %dst = getelementptr [4 x [32 x i8]], ptr addrspace(1) %out, i32 %t
  %n64 = zext i32 %n to i64
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) %dst, ptr addrspace(1) %src, i64 %n64, i1 false)
  ; through LDS, the kernel's own length
  %l = getelementptr i8, ptr addrspace(3) @lds, i32 %base
  call void @llvm.memcpy.p3.p1.i32(ptr addrspace(3) %l, ptr addrspace(1) %src, i32 %u, i1 false)
  %d1 = getelementptr [32 x i8], ptr addrspace(1) %dst, i32 1
  call void @llvm.memcpy.p1.p3.i32(ptr addrspace(1) %d1, ptr addrspace(3) %l, i32 %u, i1 true)
  ; a fill
  %d2 = getelementptr [32 x i8], ptr addrspace(1) %dst, i32 2
  %v = trunc i32 %t to i8
  %m = sub i32 32, %n
  call void @llvm.memset.p1.i32(ptr addrspace(1) %d2, i8 %v, i32 %m, i1 false)
  ; through private memory
  call void @llvm.memcpy.p5.p1.i32(ptr addrspace(5) %a, ptr addrspace(1) %src, i32 32, i1 false)
  %d3 = getelementptr [32 x i8], ptr addrspace(1) %dst, i32 3
  call void @llvm.memcpy.p1.p5.i32(ptr addrspace(1) %d3, ptr addrspace(5) %a, i32 %m, i1 false)
  ret void
}
