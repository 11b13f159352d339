; The address of an LDS global is a constant once the kernel's LDS is laid out: the first
; global is at 0, an inline operand of the address arithmetic (no move of 0 into an SGPR
; first). Results equal llc-22's.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/values.py %t.in 256 32 5
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(256*4))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel reverse --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel reverse --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s
target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [64 x i32] poison, align 4
@small = internal addrspace(3) global [4 x i32] poison, align 4

; CHECK-LABEL: reverse:
; CHECK-NOT: s_mov_b32 s{{[0-9]+}}, 0{{$}}
; CHECK: v_lshl_add_u32 [[A:v[0-9]+]], v0, 2, 0
; CHECK-NEXT: s_waitcnt
; CHECK-NEXT: ds_write_b32 [[A]], v{{[0-9]+}}
; CHECK: v_sub_u32_e32 [[R:v[0-9]+]], 63, v0
; CHECK-NEXT: v_lshl_add_u32 [[RA:v[0-9]+]], [[R]], 2, 0
; CHECK-NEXT: ds_read_b32 v{{[0-9]+}}, [[RA]]
; CHECK: s_endpgm
define amdgpu_kernel void @reverse(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %g, 6
  %i = add i32 %base, %tid
  %ip = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %ip
  %tp = getelementptr [64 x i32], ptr addrspace(3) @tile, i32 0, i32 %tid
  store i32 %v, ptr addrspace(3) %tp
  %lane = and i32 %tid, 3
  %sp = getelementptr [4 x i32], ptr addrspace(3) @small, i32 0, i32 %lane
  store i32 %tid, ptr addrspace(3) %sp
  call void @llvm.amdgcn.s.barrier()
  %r = sub i32 63, %tid
  %rp = getelementptr [64 x i32], ptr addrspace(3) @tile, i32 0, i32 %r
  %w = load i32, ptr addrspace(3) %rp
  %s = load i32, ptr addrspace(3) %sp
  %sum = add i32 %w, %s
  %op = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %sum, ptr addrspace(1) %op
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.barrier()
