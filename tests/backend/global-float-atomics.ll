; Float atomics on global memory, and f64 ones and f32 fsub on LDS, which gfx900 has no
; instructions for: compare-and-swap loops (as llc's AtomicExpand builds them), each lane on
; its own element and all lanes on a shared one (whose swaps then succeed one lane per
; iteration). Float exchange is an integer swap. The returned values and the memory afterwards
; must equal llc-22's, its atomic optimizer off so that each lane makes its own swap there too.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -amdgpu-atomic-optimizer-strategy=None -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/floats.py %t.a32 256 32 7
; RUN: python3 %inputs/backend/floats.py %t.a64 256 64 8
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(64*8*8))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel f32 --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.a32 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel f32 --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.a32 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: cmp %t.kcc/arg1.bin %t.llc/arg1.bin
; RUN: %kcc run %t.kcc.o --kernel f64 --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.a64 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel f64 --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.a64 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: cmp %t.kcc/arg1.bin %t.llc/arg1.bin
; RUN: %kcc run %t.kcc.o --kernel lds --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.a64 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel lds --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.a64 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s

; The first loop in full: the initial load (of a uniform address no write comes before: a
; scalar load), the lanes entering the loop saved once (they all leave together), the new
; value, the swap, and EXEC narrowed to the lanes whose swap failed, which go round again.
; CHECK-LABEL: f32:
; CHECK:       s_load_dword [[INIT:s[0-9]+]], s[{{[0-9]+:[0-9]+}}], 0x200
; CHECK:       s_mov_b64 [[DONE:s\[[0-9]+:[0-9]+\]]], exec
; CHECK:     [[HEADER:\.Lf32_[0-9]+]]:
; CHECK:       v_add_f32_e32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}
; CHECK:       global_atomic_cmpswap [[OLD:v[0-9]+]], v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] offset:512 glc
; CHECK-NEXT:  s_waitcnt
; CHECK-NEXT:  v_cmp_eq_u32_e32 vcc, v{{[0-9]+}}, [[OLD]]
; CHECK:       s_andn2_b64 exec, exec, vcc
; CHECK-NEXT:  s_cbranch_execnz [[HEADER]]
; CHECK:       s_mov_b64 exec, [[DONE]]
; CHECK:       v_sub_f32_e32
; CHECK:       global_atomic_cmpswap
; CHECK:       v_min_f32_e32
; CHECK:       global_atomic_cmpswap
; CHECK:       v_max_f32_e32
; CHECK:       global_atomic_cmpswap
; CHECK-NOT:   global_atomic_cmpswap
; CHECK:       global_atomic_swap v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] offset:256 glc
; CHECK:       v_max_f32_e32 [[MAX:v[0-9]+]], [[A:v[0-9]+]], [[B:v[0-9]+]]
; CHECK-NEXT:  v_cmp_o_f32_e32 vcc, [[A]], [[B]]
; CHECK:       v_cndmask_b32_e32 v{{[0-9]+}}, v{{[0-9]+}}, [[MAX]], vcc
; CHECK:       global_atomic_cmpswap
; CHECK:       v_min_f32_e32
; CHECK-NEXT:  v_cmp_o_f32_e32 vcc
; CHECK:       global_atomic_cmpswap
; CHECK:       v_add_f32_e32
; CHECK:       global_atomic_cmpswap

; CHECK-LABEL: f64:
; CHECK:       v_add_f64
; CHECK:       global_atomic_cmpswap_x2 [[OLD:v\[[0-9]+:[0-9]+\]]], v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] offset:1024 glc
; CHECK-NEXT:  s_waitcnt
; CHECK-NEXT:  v_cmp_eq_u64_e32 vcc, v[{{[0-9]+:[0-9]+}}], [[OLD]]
; CHECK:       v_add_f64 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], -v[{{[0-9]+:[0-9]+}}]
; CHECK:       global_atomic_cmpswap_x2
; CHECK:       v_min_f64
; CHECK:       global_atomic_cmpswap_x2
; CHECK:       v_max_f64
; CHECK:       global_atomic_cmpswap_x2
; CHECK:       global_atomic_swap_x2

; LDS: no ds_min/max_rtn_f64 (the loop instead), and f32 sub has no instruction.
; CHECK-LABEL: lds:
; CHECK-NOT:   ds_{{min|max|add}}_rtn_f
; CHECK:       v_add_f64
; CHECK:       ds_cmpst_rtn_b64
; CHECK:       v_min_f64
; CHECK:       ds_cmpst_rtn_b64
; CHECK:       v_max_f64
; CHECK:       ds_cmpst_rtn_b64
; CHECK:       v_sub_f32_e32
; CHECK:       ds_cmpst_rtn_b32
; CHECK-NOT:   ds_{{min|max|add}}_rtn_f
; CHECK:       s_endpgm

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()

define amdgpu_kernel void @f32(ptr addrspace(1) %out, ptr addrspace(1) %a) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr float, ptr addrspace(1) %a, i32 %id
  %y = load float, ptr addrspace(1) %pa
  %mine = getelementptr float, ptr addrspace(1) %pa, i32 64
  %common = getelementptr float, ptr addrspace(1) %a, i32 128
  %r0 = atomicrmw fadd ptr addrspace(1) %common, float %y syncscope("agent") monotonic
  %r1 = atomicrmw fsub ptr addrspace(1) %mine, float %r0 syncscope("agent") monotonic
  %r2 = atomicrmw fmin ptr addrspace(1) %common, float %y syncscope("agent") monotonic
  %r3 = atomicrmw fmax ptr addrspace(1) %mine, float %y seq_cst
  %r4 = atomicrmw xchg ptr addrspace(1) %mine, float %r2 syncscope("agent") monotonic
  %r5 = atomicrmw fmaximum ptr addrspace(1) %common, float %r3 syncscope("agent") monotonic
  %r6 = atomicrmw fminimum ptr addrspace(1) %mine, float %y syncscope("agent") monotonic
  %r7 = atomicrmw volatile fadd ptr addrspace(1) %mine, float %y syncscope("agent") acq_rel
  %o = mul i32 %id, 8
  %po = getelementptr float, ptr addrspace(1) %out, i32 %o
  %v0 = insertelement <8 x float> poison, float %r0, i32 0
  %v1 = insertelement <8 x float> %v0, float %r1, i32 1
  %v2 = insertelement <8 x float> %v1, float %r2, i32 2
  %v3 = insertelement <8 x float> %v2, float %r3, i32 3
  %v4 = insertelement <8 x float> %v3, float %r4, i32 4
  %v5 = insertelement <8 x float> %v4, float %r5, i32 5
  %v6 = insertelement <8 x float> %v5, float %r6, i32 6
  %v7 = insertelement <8 x float> %v6, float %r7, i32 7
  store <8 x float> %v7, ptr addrspace(1) %po, align 4
  ret void
}

define amdgpu_kernel void @f64(ptr addrspace(1) %out, ptr addrspace(1) %a) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr double, ptr addrspace(1) %a, i32 %id
  %y = load double, ptr addrspace(1) %pa
  %mine = getelementptr double, ptr addrspace(1) %pa, i32 64
  %common = getelementptr double, ptr addrspace(1) %a, i32 128
  %r0 = atomicrmw fadd ptr addrspace(1) %common, double %y syncscope("agent") monotonic
  %r1 = atomicrmw fsub ptr addrspace(1) %mine, double %r0 syncscope("agent") monotonic
  %r2 = atomicrmw fmin ptr addrspace(1) %common, double %y syncscope("agent") monotonic
  %r3 = atomicrmw fmax ptr addrspace(1) %mine, double %y syncscope("agent") monotonic
  %r4 = atomicrmw xchg ptr addrspace(1) %mine, double %r2 syncscope("agent") monotonic
  %o = mul i32 %id, 5
  %po = getelementptr double, ptr addrspace(1) %out, i32 %o
  %v0 = insertelement <5 x double> poison, double %r0, i32 0
  %v1 = insertelement <5 x double> %v0, double %r1, i32 1
  %v2 = insertelement <5 x double> %v1, double %r2, i32 2
  %v3 = insertelement <5 x double> %v2, double %r3, i32 3
  %v4 = insertelement <5 x double> %v3, double %r4, i32 4
  store <5 x double> %v4, ptr addrspace(1) %po, align 8
  ret void
}

@shared = internal addrspace(3) global [65 x double] poison, align 8

define amdgpu_kernel void @lds(ptr addrspace(1) %out, ptr addrspace(1) %a) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr double, ptr addrspace(1) %a, i32 %id
  %y = load double, ptr addrspace(1) %pa
  %mine = getelementptr [65 x double], ptr addrspace(3) @shared, i32 0, i32 %id
  %common = getelementptr [65 x double], ptr addrspace(3) @shared, i32 0, i32 64
  store double %y, ptr addrspace(3) %mine
  store double 0.0, ptr addrspace(3) %common
  call void @llvm.amdgcn.s.barrier()
  %r0 = atomicrmw fadd ptr addrspace(3) %common, double %y syncscope("workgroup") monotonic
  %r1 = atomicrmw fmin ptr addrspace(3) %mine, double %r0 syncscope("workgroup") monotonic
  %r2 = atomicrmw fmax ptr addrspace(3) %common, double %y syncscope("workgroup") monotonic
  %f = fptrunc double %y to float
  %r3 = atomicrmw fsub ptr addrspace(3) %mine, float %f syncscope("workgroup") monotonic
  call void @llvm.amdgcn.s.barrier()
  %m = load double, ptr addrspace(3) %mine
  %c = load double, ptr addrspace(3) %common
  %r3d = fpext float %r3 to double
  %o = mul i32 %id, 6
  %po = getelementptr double, ptr addrspace(1) %out, i32 %o
  %v0 = insertelement <6 x double> poison, double %r0, i32 0
  %v1 = insertelement <6 x double> %v0, double %r1, i32 1
  %v2 = insertelement <6 x double> %v1, double %r2, i32 2
  %v3 = insertelement <6 x double> %v2, double %r3d, i32 3
  %v4 = insertelement <6 x double> %v3, double %m, i32 4
  %v5 = insertelement <6 x double> %v4, double %c, i32 5
  store <6 x double> %v5, ptr addrspace(1) %po, align 8
  ret void
}
