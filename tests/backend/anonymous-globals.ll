; Anonymous globals and kernels (`@0`, `@1`) get the symbols LLVM's Mangler gives them,
; `__unnamed_N`; llc-22's symbols are the oracle (the same CHECK lines on both objects). The
; kernels run as a host reference says (llc's own metadata names the anonymous kernel '' with
; descriptor `.kd`, which no loader finds, so its object cannot run here; kcc's metadata
; names the symbol).
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: llvm-nm %t.kcc.o | FileCheck %s
; RUN: llvm-nm %t.llc.o | FileCheck %s
; RUN: rm -rf %t.kcc
; RUN: %kcc run %t.kcc.o --kernel named --grid 64 --block 64 --arg zeros:256 --out-dir %t.kcc/named
; RUN: %kcc run %t.kcc.o --kernel __unnamed_2 --grid 64 --block 64 --arg zeros:256 --out-dir %t.kcc/anon
; RUN: %python -c "import struct,sys; open(sys.argv[1],'wb').write(struct.pack('<64I', *[(10, 20, 30, 40)[t & 3] for t in range(64)]))" %t.named.ref
; RUN: %python -c "import struct,sys; open(sys.argv[1],'wb').write(struct.pack('<64I', *range(64)))" %t.anon.ref
; RUN: cmp %t.kcc/named/arg0.bin %t.named.ref
; RUN: cmp %t.kcc/anon/arg0.bin %t.anon.ref

; CHECK: r __unnamed_1
; CHECK: T __unnamed_2
; CHECK: R __unnamed_2.kd
; CHECK: T named

@0 = internal addrspace(4) constant [4 x i32] [i32 10, i32 20, i32 30, i32 40]

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @named(ptr addrspace(1) %p) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %i = and i32 %t, 3
  %g = getelementptr [4 x i32], ptr addrspace(4) @0, i32 0, i32 %i
  %v = load i32, ptr addrspace(4) %g
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %t
  store i32 %v, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @1(ptr addrspace(1) %p) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %t
  store i32 %t, ptr addrspace(1) %q
  ret void
}
