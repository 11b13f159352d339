; 8- and 16-bit atomics (and f16 add, and the 32-bit operations gfx900 lacks: nand, usub_sat,
; usub_cond) on global memory and LDS. gfx900's atomics are 32 or 64 bits wide, so a narrow
; one works on the aligned dword holding it, as llc's AtomicExpand does: and/or/xor as one
; dword atomic on the operand shifted into place, the others as a compare-and-swap loop that
; replaces only the operand's bits. Lanes update neighbouring bytes and halves of one dword at
; once. The returned values and the memory afterwards must equal llc-22's (atomic optimizer
; off: one swap per lane there too).
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -amdgpu-atomic-optimizer-strategy=None -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/values.py %t.a 64 64 5
; RUN: python3 %inputs/backend/values.py %t.b 64 32 6
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(64*4*14))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel global --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.a --arg buf:%t.b --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel global --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.a --arg buf:%t.b --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: cmp %t.kcc/arg1.bin %t.llc/arg1.bin
; RUN: cmp %t.kcc/arg2.bin %t.llc/arg2.bin
; RUN: %kcc run %t.kcc.o --kernel lds --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.a --arg buf:%t.b --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel lds --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.a --arg buf:%t.b --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: cmp %t.kcc/arg1.bin %t.llc/arg1.bin
; RUN: %kcc %s -S -o - | FileCheck %s

; i8 add: the dword's address (the low bits cleared), the byte's bit offset and mask, then the
; loop: extract, add, put back beside the other bytes, swap.
; CHECK-LABEL: global:
; CHECK:       v_and_b32_e32 v{{[0-9]+}}, -4, v{{[0-9]+}}
; CHECK:       v_and_b32_e32 [[BYTE:v[0-9]+]], 3, v{{[0-9]+}}
; CHECK-NEXT:  v_lshlrev_b32_e32 [[SHIFT:v[0-9]+]], 3, [[BYTE]]
; CHECK:       v_lshlrev_b32_e64 [[MASK:v[0-9]+]], [[SHIFT]], s{{[0-9]+}}
; CHECK-NEXT:  v_xor_b32_e32 [[KEEP:v[0-9]+]], -1, [[MASK]]
; CHECK:       v_lshrrev_b32_e32 [[FIELD:v[0-9]+]], [[SHIFT]], [[LOADED:v[0-9]+]]
; CHECK:       v_add_u32_e32
; CHECK:       v_and_b32_e32 [[KEPT:v[0-9]+]], [[LOADED]], [[KEEP]]
; CHECK:       v_lshl_or_b32 {{v[0-9]+}}, {{v[0-9]+}}, [[SHIFT]], [[KEPT]]
; CHECK:       global_atomic_cmpswap
; CHECK:       v_cmp_eq_u32_e32 vcc,
; CHECK:       s_andn2_b64 exec
; CHECK:       s_cbranch_execnz
; or, and (its operand padded with ones), xor: one dword atomic each, no loop.
; CHECK-NOT:   global_atomic_cmpswap
; CHECK:       global_atomic_or v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, off glc
; CHECK-NOT:   global_atomic_cmpswap
; CHECK:       v_or_b32_e32 [[PADDED:v[0-9]+]], v{{[0-9]+}}, v{{[0-9]+}}
; CHECK-NEXT:  global_atomic_and v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], [[PADDED]], off glc
; CHECK-NOT:   global_atomic_cmpswap
; CHECK:       global_atomic_xor
; i8 umax, i8 xchg, i16 sub, i16 min, i16 nand, i16 uinc_wrap: loops.
; CHECK:       v_max_u32_e32
; CHECK:       global_atomic_cmpswap
; CHECK:       global_atomic_cmpswap
; CHECK:       v_sub_u32_e32
; CHECK:       global_atomic_cmpswap
; CHECK:       v_bfe_i32
; CHECK:       v_min_i32_e32
; CHECK:       global_atomic_cmpswap
; CHECK:       v_xor_b32_e32
; CHECK:       global_atomic_cmpswap
; CHECK:       global_atomic_cmpswap
; i32 nand, usub_sat, usub_cond; f16 add.
; CHECK:       v_xor_b32_e32
; CHECK:       global_atomic_cmpswap
; CHECK:       global_atomic_cmpswap
; CHECK:       global_atomic_cmpswap
; CHECK:       v_add_f16_e32
; CHECK:       global_atomic_cmpswap
; CHECK:       s_endpgm

; LDS: i16 umax and i8 add as loops on ds_cmpst, i8 or as one ds_or.
; CHECK-LABEL: lds:
; CHECK:       v_max_u32_e32
; CHECK:       ds_cmpst_rtn_b32
; CHECK:       v_add_u32_e32
; CHECK:       ds_cmpst_rtn_b32
; CHECK-NOT:   ds_cmpst
; CHECK:       ds_or_rtn_b32
; CHECK:       s_endpgm

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()

define amdgpu_kernel void @global(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pb = getelementptr i32, ptr addrspace(1) %b, i32 %id
  %v = load i32, ptr addrspace(1) %pb
  %v8 = trunc i32 %v to i8
  %v16 = trunc i32 %v to i16
  %slot = and i32 %id, 7
  %byte = getelementptr i8, ptr addrspace(1) %a, i32 %slot
  %half = getelementptr i16, ptr addrspace(1) %a, i32 %slot
  %r0 = atomicrmw add ptr addrspace(1) %byte, i8 %v8 syncscope("agent") monotonic
  %r1 = atomicrmw or ptr addrspace(1) %byte, i8 %r0 syncscope("agent") monotonic
  %r2 = atomicrmw and ptr addrspace(1) %byte, i8 %v8 syncscope("agent") monotonic
  %r3 = atomicrmw xor ptr addrspace(1) %byte, i8 %v8 syncscope("agent") monotonic
  %r4 = atomicrmw umax ptr addrspace(1) %byte, i8 %v8 syncscope("agent") monotonic
  %r5 = atomicrmw xchg ptr addrspace(1) %byte, i8 %r4 syncscope("agent") monotonic
  %r6 = atomicrmw sub ptr addrspace(1) %half, i16 %v16 syncscope("agent") monotonic
  %r7 = atomicrmw min ptr addrspace(1) %half, i16 %v16 syncscope("agent") monotonic
  %r8 = atomicrmw nand ptr addrspace(1) %half, i16 %v16 syncscope("agent") monotonic
  %r9 = atomicrmw uinc_wrap ptr addrspace(1) %half, i16 %v16 syncscope("agent") monotonic
  %r10 = atomicrmw nand ptr addrspace(1) %pb, i32 %v syncscope("agent") monotonic
  %r11 = atomicrmw usub_sat ptr addrspace(1) %pb, i32 %id syncscope("agent") monotonic
  %r12 = atomicrmw usub_cond ptr addrspace(1) %pb, i32 %id syncscope("agent") monotonic
  %h = bitcast i16 %v16 to half
  %r13 = atomicrmw fadd ptr addrspace(1) %half, half %h syncscope("agent") monotonic
  %r13i = bitcast half %r13 to i16
  %w0 = zext i8 %r0 to i32
  %w1 = zext i8 %r1 to i32
  %w2 = zext i8 %r2 to i32
  %w3 = zext i8 %r3 to i32
  %w4 = zext i8 %r4 to i32
  %w5 = zext i8 %r5 to i32
  %w6 = zext i16 %r6 to i32
  %w7 = zext i16 %r7 to i32
  %w8 = zext i16 %r8 to i32
  %w9 = zext i16 %r9 to i32
  %w13 = zext i16 %r13i to i32
  %o = mul i32 %id, 14
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %o
  %x0 = insertelement <14 x i32> poison, i32 %w0, i32 0
  %x1 = insertelement <14 x i32> %x0, i32 %w1, i32 1
  %x2 = insertelement <14 x i32> %x1, i32 %w2, i32 2
  %x3 = insertelement <14 x i32> %x2, i32 %w3, i32 3
  %x4 = insertelement <14 x i32> %x3, i32 %w4, i32 4
  %x5 = insertelement <14 x i32> %x4, i32 %w5, i32 5
  %x6 = insertelement <14 x i32> %x5, i32 %w6, i32 6
  %x7 = insertelement <14 x i32> %x6, i32 %w7, i32 7
  %x8 = insertelement <14 x i32> %x7, i32 %w8, i32 8
  %x9 = insertelement <14 x i32> %x8, i32 %w9, i32 9
  %x10 = insertelement <14 x i32> %x9, i32 %r10, i32 10
  %x11 = insertelement <14 x i32> %x10, i32 %r11, i32 11
  %x12 = insertelement <14 x i32> %x11, i32 %r12, i32 12
  %x13 = insertelement <14 x i32> %x12, i32 %w13, i32 13
  store <14 x i32> %x13, ptr addrspace(1) %po, align 4
  ret void
}

@shared = internal addrspace(3) global [16 x i16] poison, align 4

define amdgpu_kernel void @lds(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pb = getelementptr i32, ptr addrspace(1) %b, i32 %id
  %v = load i32, ptr addrspace(1) %pb
  %v8 = trunc i32 %v to i8
  %v16 = trunc i32 %v to i16
  %slot = and i32 %id, 15
  %pa = getelementptr i16, ptr addrspace(1) %a, i32 %slot
  %init = load i16, ptr addrspace(1) %pa
  %half = getelementptr [16 x i16], ptr addrspace(3) @shared, i32 0, i32 %slot
  store i16 %init, ptr addrspace(3) %half
  call void @llvm.amdgcn.s.barrier()
  %byte = getelementptr i8, ptr addrspace(3) @shared, i32 %slot
  %r0 = atomicrmw umax ptr addrspace(3) %half, i16 %v16 syncscope("workgroup") monotonic
  %r1 = atomicrmw add ptr addrspace(3) %byte, i8 %v8 syncscope("workgroup") monotonic
  %r2 = atomicrmw or ptr addrspace(3) %byte, i8 %v8 syncscope("workgroup") monotonic
  call void @llvm.amdgcn.s.barrier()
  %last = load i16, ptr addrspace(3) %half
  store i16 %last, ptr addrspace(1) %pa
  %w0 = zext i16 %r0 to i32
  %w1 = zext i8 %r1 to i32
  %w2 = zext i8 %r2 to i32
  %o = mul i32 %id, 3
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %o
  %x0 = insertelement <3 x i32> poison, i32 %w0, i32 0
  %x1 = insertelement <3 x i32> %x0, i32 %w1, i32 1
  %x2 = insertelement <3 x i32> %x1, i32 %w2, i32 2
  store <3 x i32> %x2, ptr addrspace(1) %po, align 4
  ret void
}
