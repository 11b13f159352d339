; Global loads the scalar unit may serve are decided per load (backend/src/clobbers.rs), as
; llc decides them (amdgpu.noclobber): the same CHECK lines hold for kcc's and llc-22's code.
; Uniform loads before any store are s_loads; a load after a loop that stores through a
; pointer that may alias it is a vector load; with restrict (noalias) arguments, or a load the
; producer marked !amdgpu.noclobber, it is an s_load even after stores. Both objects compute
; the same results on the emulator.
; RUN: %kcc %s -S -o - | FileCheck %s
; RUN: %llc %s -o - | FileCheck %s
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 -c "import struct; open('%t.params','wb').write(struct.pack('<4I', 200, 3, 11, 5)); open('%t.data','wb').write(struct.pack('<256I', *range(256)))"
; RUN: rm -rf %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel before_and_after --grid 64 --block 64 --arg buf:%t.data --arg buf:%t.params --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel before_and_after --grid 64 --block 64 --arg buf:%t.data --arg buf:%t.params --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel restrict_args --grid 64 --block 64 --arg buf:%t.data --arg buf:%t.params --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel restrict_args --grid 64 --block 64 --arg buf:%t.data --arg buf:%t.params --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin

; CHECK-LABEL: before_and_after:
; CHECK-NOT: global_load
; CHECK: global_load_dword {{.*}}offset:8
; CHECK-LABEL: restrict_args:
; CHECK-NOT: global_load
; CHECK: s_endpgm
; CHECK-LABEL: marked:
; CHECK-NOT: global_load
; CHECK: s_endpgm
; Inline assembly may write memory: a uniform load after it is a vector load.
; CHECK-LABEL: after_asm:
; CHECK: s_nop 0
; CHECK: global_load_dword

target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()

; Uniform loads of %params before any store: clobber-free (s_load). The load after the loop
; that stores through %data (which may alias %params) is not.
define amdgpu_kernel void @before_and_after(ptr addrspace(1) %data, ptr addrspace(1) %params) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %n = load i32, ptr addrspace(1) %params, align 4
  %p1 = getelementptr i32, ptr addrspace(1) %params, i32 1
  %scale = load i32, ptr addrspace(1) %p1, align 4
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %idx = add i32 %id, %i
  %d = getelementptr i32, ptr addrspace(1) %data, i32 %idx
  %v = mul i32 %idx, %scale
  store i32 %v, ptr addrspace(1) %d, align 4
  %i.next = add i32 %i, 64
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %p2 = getelementptr i32, ptr addrspace(1) %params, i32 2
  %bias = load i32, ptr addrspace(1) %p2, align 4
  %o = getelementptr i32, ptr addrspace(1) %data, i32 %id
  %old = load i32, ptr addrspace(1) %o, align 4
  %r = add i32 %old, %bias
  store i32 %r, ptr addrspace(1) %o, align 4
  ret void
}

; With restrict (noalias) arguments, stores through %data cannot clobber %params: the load
; inside the loop, after a store, is clobber-free.
define amdgpu_kernel void @restrict_args(ptr addrspace(1) noalias %data, ptr addrspace(1) noalias %params) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %pi = getelementptr i32, ptr addrspace(1) %params, i32 %i
  %w = load i32, ptr addrspace(1) %pi, align 4
  %idx = add i32 %id, %i
  %d = getelementptr i32, ptr addrspace(1) %data, i32 %idx
  store i32 %w, ptr addrspace(1) %d, align 4
  %i.next = add i32 %i, 1
  %c = icmp ult i32 %i.next, 4
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; The producer's !amdgpu.noclobber is taken at its word, as llc does.
define amdgpu_kernel void @marked(ptr addrspace(1) %data, ptr addrspace(1) %params) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %d = getelementptr i32, ptr addrspace(1) %data, i32 %id
  store i32 %id, ptr addrspace(1) %d, align 4
  %x = load i32, ptr addrspace(1) %params, align 4, !amdgpu.noclobber !0
  %d1 = getelementptr i32, ptr addrspace(1) %d, i32 64
  store i32 %x, ptr addrspace(1) %d1, align 4
  ret void
}
define amdgpu_kernel void @after_asm(ptr addrspace(1) %data, ptr addrspace(1) %params) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  call void asm sideeffect "s_nop 0", "~{memory}"()
  %x = load i32, ptr addrspace(1) %params, align 4
  %d = getelementptr i32, ptr addrspace(1) %data, i32 %id
  store i32 %x, ptr addrspace(1) %d, align 4
  ret void
}

!0 = !{}
