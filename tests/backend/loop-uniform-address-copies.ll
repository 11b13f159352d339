; Uniform addresses an access in a loop reads from a VGPR (MIR pass `fold-addresses`): the LDS
; address of a ds_* access and the zero offset VGPR of a global access through a uniform
; pointer are copied into a VGPR once, before the loop, not on every trip. Here the loops are
; the compare-and-swap loops of float atomics gfx900 has no instruction for, on one uniform
; address each (the whole wave contends for it, so they run many trips). The results must
; equal llc-22's (the inputs are whole numbers, so the sums are exact in any order).
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 -c "import struct,random,sys; r=random.Random(7); open(sys.argv[1],'wb').write(b''.join(struct.pack('<f', float(r.randint(-100, 100))) for i in range(512)))" %t.in
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel k --grid 512 --block 128 --arg zeros:16 --arg buf:%t.in --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel k --grid 512 --block 128 --arg zeros:16 --arg buf:%t.in --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s
target triple = "amdgcn-amd-amdhsa"

@acc = internal addrspace(3) global float poison, align 4
@wide = internal addrspace(3) global double poison, align 8

; The zero offset of the global loop, and each LDS address, made before its loop; in the loop
; the access reads it.
; CHECK-LABEL: k:
; CHECK: s_barrier
; CHECK: v_mov_b32_e32 [[ZERO:v[0-9]+]], 0
; CHECK: [[GLOOP:.Lk_[0-9]+]]:
; CHECK-NOT: v_mov_b32_e32 [[ZERO]], 0
; CHECK: global_atomic_cmpswap v{{[0-9]+}}, [[ZERO]], v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] glc
; CHECK: s_cbranch_execnz [[GLOOP]]
; CHECK: ds_read_b32
; CHECK-NEXT: v_mov_b32_e32 [[ACC:v[0-9]+]], 0
; CHECK: [[LLOOP:.Lk_[0-9]+]]:
; CHECK-NOT: v_mov_b32_e32 [[ACC]], 0
; CHECK: ds_cmpst_rtn_b32 v{{[0-9]+}}, [[ACC]],
; CHECK: s_cbranch_execnz [[LLOOP]]
; CHECK: ds_read_b64
; CHECK-NEXT: v_mov_b32_e32 [[WIDE:v[0-9]+]], 8
; CHECK: [[WLOOP:.Lk_[0-9]+]]:
; CHECK-NOT: v_mov_b32_e32 [[WIDE]], 8
; CHECK: ds_cmpst_rtn_b64 v[{{[0-9]+:[0-9]+}}], [[WIDE]],
; CHECK: s_cbranch_execnz [[WLOOP]]
define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %first = icmp eq i32 %t, 0
  br i1 %first, label %init, label %go
init:
  store float 0.0, ptr addrspace(3) @acc, align 4
  store double 0.0, ptr addrspace(3) @wide, align 8
  br label %go
go:
  call void @llvm.amdgcn.s.barrier()
  %b = mul i32 %g, 128
  %i = add i32 %b, %t
  %ip = getelementptr float, ptr addrspace(1) %in, i32 %i
  %v = load float, ptr addrspace(1) %ip, align 4
  %mx = getelementptr float, ptr addrspace(1) %out, i32 0
  %old0 = atomicrmw fmax ptr addrspace(1) %mx, float %v syncscope("agent") monotonic, align 4
  %old1 = atomicrmw fsub ptr addrspace(3) @acc, float %v syncscope("workgroup") monotonic, align 4
  %vd = fpext float %v to double
  %old2 = atomicrmw fadd ptr addrspace(3) @wide, double %vd syncscope("workgroup") monotonic, align 8
  call void @llvm.amdgcn.s.barrier()
  br i1 %first, label %write, label %done
write:
  %a = load float, ptr addrspace(3) @acc, align 4
  %w = load double, ptr addrspace(3) @wide, align 8
  %wf = fptrunc double %w to float
  %s = fadd float %a, %wf
  %o = getelementptr float, ptr addrspace(1) %out, i32 1
  %ga = atomicrmw fadd ptr addrspace(1) %o, float %s syncscope("agent") monotonic, align 4
  br label %done
done:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.barrier()
