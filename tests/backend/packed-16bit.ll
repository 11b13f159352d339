; Packed 16-bit arithmetic on <2 x half> and <2 x i16>. llc-22 computes it with gfx900's VOP3P
; instructions (v_pk_*, v_mad_mix*), choosing halves with op_sel/op_sel_hi for shuffles and
; broadcasts, negating halves with neg_lo/neg_hi, saturating and clamping with clamp, and reading
; inline constants (f16 values for f16 sources); kcc computes the halves apart. Both objects run
; on the emulator and every result must be what the IR means, as tests/Inputs/backend/packed16.py
; computes it on the host with exact rounding. f16_consts: scalar f16 ops on inline constants.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: rm -rf %t.in %t.kcc %t.llc && mkdir -p %t.in %t.kcc %t.llc
; RUN: %python %inputs/backend/packed16.py inputs %t.in
; RUN: %python -c "import sys; open(sys.argv[1],'wb').write(bytes(256 * 22 * 4))" %t.out
; RUN: %kcc run %t.llc.o --kernel f16x2 --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in/ha --arg buf:%t.in/hb --arg buf:%t.in/hc --out-dir %t.llc
; RUN: %python %inputs/backend/packed16.py check f16x2 %t.in %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel f16x2 --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in/ha --arg buf:%t.in/hb --arg buf:%t.in/hc --out-dir %t.kcc
; RUN: %python %inputs/backend/packed16.py check f16x2 %t.in %t.kcc/arg0.bin
; RUN: %kcc run %t.llc.o --kernel f16_consts --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in/ha --arg buf:%t.in/hb --arg buf:%t.in/hc --out-dir %t.llc
; RUN: %python %inputs/backend/packed16.py check f16_consts %t.in %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel f16_consts --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in/ha --arg buf:%t.in/hb --arg buf:%t.in/hc --out-dir %t.kcc
; RUN: %python %inputs/backend/packed16.py check f16_consts %t.in %t.kcc/arg0.bin
; RUN: %kcc run %t.llc.o --kernel i16x2 --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in/ia --arg buf:%t.in/ib --arg buf:%t.in/ic --out-dir %t.llc
; RUN: %python %inputs/backend/packed16.py check i16x2 %t.in %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel i16x2 --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in/ia --arg buf:%t.in/ib --arg buf:%t.in/ic --out-dir %t.kcc
; RUN: %python %inputs/backend/packed16.py check i16x2 %t.in %t.kcc/arg0.bin
; RUN: %kcc run %t.llc.o --kernel mix --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in/ha --arg buf:%t.in/hb --arg buf:%t.in/c32 --out-dir %t.llc
; RUN: %python %inputs/backend/packed16.py check mix %t.in %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel mix --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in/ha --arg buf:%t.in/hb --arg buf:%t.in/c32 --out-dir %t.kcc
; RUN: %python %inputs/backend/packed16.py check mix %t.in %t.kcc/arg0.bin
; RUN: %llc %s -o - | FileCheck %s --check-prefix=LLC

; The modifiers llc uses, which the runs above exercise on the emulator.
; LLC-LABEL: f16x2:
; LLC-DAG: v_pk_add_f16 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}{{$}}
; LLC-DAG: v_pk_mul_f16 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}{{$}}
; LLC-DAG: v_pk_fma_f16 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}{{$}}
; LLC-DAG: v_pk_min_f16
; LLC-DAG: v_pk_add_f16 {{.*}} neg_lo:[0,1] neg_hi:[0,1]
; LLC-DAG: v_pk_add_f16 {{.*}} op_sel:[1,0] op_sel_hi:[0,1]
; LLC-DAG: v_pk_mul_f16 {{.*}} neg_lo:[0,1]{{$}}
; LLC-DAG: v_pk_mul_f16 {{.*}} op_sel:[0,1]{{$}}
; LLC-DAG: v_pk_max_f16 {{.*}} clamp
; LLC-DAG: v_pk_add_f16 v{{[0-9]+}}, v{{[0-9]+}}, 1.0 op_sel_hi:[1,0]
; LLC-DAG: v_pk_fma_f16 {{.*}} neg_lo:[0,0,1] neg_hi:[0,0,1]
; LLC-DAG: v_pk_add_f16 {{.*}} neg_lo:[0,1] neg_hi:[1,1]
; LLC-DAG: v_pk_mul_f16 v{{[0-9]+}}, v{{[0-9]+}}, 4.0 op_sel:[1,0] op_sel_hi:[0,0]
; LLC-LABEL: f16_consts:
; LLC-DAG: v_cmp_gt_f16_e32 vcc, 1.0,
; LLC-DAG: v_add_f16_e32 v{{[0-9]+}}, 1.0,
; LLC-DAG: v_fma_f16 v{{[0-9]+}}, v{{[0-9]+}}, 2.0, -4.0
; LLC-LABEL: i16x2:
; LLC-DAG: v_pk_add_u16 {{.*}} clamp
; LLC-DAG: v_pk_sub_u16 {{.*}} clamp
; LLC-DAG: v_pk_sub_i16 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}{{$}}
; LLC-DAG: v_pk_mul_lo_u16
; LLC-DAG: v_pk_mad_u16 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}{{$}}
; LLC-DAG: v_pk_mad_u16 {{.*}} op_sel:[1,1,1] op_sel_hi:[0,1,0]
; LLC-DAG: v_pk_min_i16
; LLC-DAG: v_pk_max_i16 v{{[0-9]+}}, v{{[0-9]+}}, -1{{$}}
; LLC-DAG: v_pk_min_u16
; LLC-DAG: v_pk_max_u16
; LLC-DAG: v_pk_add_u16 v{{[0-9]+}}, v{{[0-9]+}}, 5 op_sel_hi:[1,0]
; LLC-DAG: v_pk_sub_i16 v{{[0-9]+}}, v{{[0-9]+}}, -7 op_sel_hi:[1,0]
; LLC-DAG: v_pk_lshlrev_b16 v{{[0-9]+}}, 3, v{{[0-9]+}} op_sel_hi:[0,1]
; LLC-DAG: v_pk_lshrrev_b16 {{.*}} op_sel:[0,1] op_sel_hi:[1,0]
; LLC-DAG: v_pk_ashrrev_i16
; LLC-LABEL: mix:
; LLC-DAG: v_mad_mixlo_f16 {{.*}} op_sel:[0,1,0] op_sel_hi:[1,1,0]
; LLC-DAG: v_mad_mix_f32 v{{[0-9]+}}, |v{{[0-9]+}}|, {{.*}} op_sel_hi:[1,0,1]
; LLC-DAG: v_mad_mixhi_f16 v{{[0-9]+}}, -v{{[0-9]+}}, {{.*}} op_sel:[1,1,0]

target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare <2 x half> @llvm.fma.v2f16(<2 x half>, <2 x half>, <2 x half>)
declare <2 x half> @llvm.minnum.v2f16(<2 x half>, <2 x half>)
declare <2 x half> @llvm.maxnum.v2f16(<2 x half>, <2 x half>)
declare half @llvm.fma.f16(half, half, half)
declare half @llvm.maxnum.f16(half, half)
declare <2 x i16> @llvm.smin.v2i16(<2 x i16>, <2 x i16>)
declare <2 x i16> @llvm.smax.v2i16(<2 x i16>, <2 x i16>)
declare <2 x i16> @llvm.umin.v2i16(<2 x i16>, <2 x i16>)
declare <2 x i16> @llvm.umax.v2i16(<2 x i16>, <2 x i16>)
declare <2 x i16> @llvm.uadd.sat.v2i16(<2 x i16>, <2 x i16>)
declare <2 x i16> @llvm.usub.sat.v2i16(<2 x i16>, <2 x i16>)
declare float @llvm.fmuladd.f32(float, float, float)
declare float @llvm.fabs.f32(float)
declare float @llvm.minnum.f32(float, float)
declare float @llvm.maxnum.f32(float, float)

define amdgpu_kernel void @f16x2(ptr addrspace(1) %out, ptr addrspace(1) %pa, ptr addrspace(1) %pb, ptr addrspace(1) %pc) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %g64 = shl i32 %g, 6
  %id = add i32 %g64, %t
  %ia = getelementptr <2 x half>, ptr addrspace(1) %pa, i32 %id
  %ib = getelementptr <2 x half>, ptr addrspace(1) %pb, i32 %id
  %ic = getelementptr <2 x half>, ptr addrspace(1) %pc, i32 %id
  %a = load <2 x half>, ptr addrspace(1) %ia
  %b = load <2 x half>, ptr addrspace(1) %ib
  %c = load <2 x half>, ptr addrspace(1) %ic
  %po = getelementptr [16 x i32], ptr addrspace(1) %out, i32 %id
  %as = shufflevector <2 x half> %a, <2 x half> poison, <2 x i32> <i32 1, i32 0>
  %b0 = extractelement <2 x half> %b, i32 0
  %nb0 = fneg half %b0
  %bn = insertelement <2 x half> %b, half %nb0, i32 0
  %bh = shufflevector <2 x half> %b, <2 x half> poison, <2 x i32> <i32 1, i32 1>
  %sum = fadd <2 x half> %a, %b
  %m = call <2 x half> @llvm.maxnum.v2f16(<2 x half> %sum, <2 x half> zeroinitializer)
  %nc = fneg <2 x half> %c
  %al = shufflevector <2 x half> %a, <2 x half> %c, <2 x i32> <i32 0, i32 2>
  %ch = shufflevector <2 x half> %c, <2 x half> %b, <2 x i32> <i32 1, i32 3>
  %a1 = extractelement <2 x half> %a, i32 1
  %na1 = fneg half %a1
  %an = insertelement <2 x half> %a, half %na1, i32 1
  %r0 = fadd <2 x half> %a, %b
  %p0 = getelementptr <2 x half>, ptr addrspace(1) %po, i32 0
  store <2 x half> %r0, ptr addrspace(1) %p0
  %r1 = fmul <2 x half> %a, %b
  %p1 = getelementptr <2 x half>, ptr addrspace(1) %po, i32 1
  store <2 x half> %r1, ptr addrspace(1) %p1
  %r2 = call <2 x half> @llvm.fma.v2f16(<2 x half> %a, <2 x half> %b, <2 x half> %c)
  %p2 = getelementptr <2 x half>, ptr addrspace(1) %po, i32 2
  store <2 x half> %r2, ptr addrspace(1) %p2
  %r3 = fsub <2 x half> %a, %b
  %p3 = getelementptr <2 x half>, ptr addrspace(1) %po, i32 3
  store <2 x half> %r3, ptr addrspace(1) %p3
  %r4 = call <2 x half> @llvm.minnum.v2f16(<2 x half> %a, <2 x half> %b)
  %p4 = getelementptr <2 x half>, ptr addrspace(1) %po, i32 4
  store <2 x half> %r4, ptr addrspace(1) %p4
  %r5 = call <2 x half> @llvm.maxnum.v2f16(<2 x half> %a, <2 x half> %b)
  %p5 = getelementptr <2 x half>, ptr addrspace(1) %po, i32 5
  store <2 x half> %r5, ptr addrspace(1) %p5
  %r6 = fadd <2 x half> %as, %b
  %p6 = getelementptr <2 x half>, ptr addrspace(1) %po, i32 6
  store <2 x half> %r6, ptr addrspace(1) %p6
  %r7 = fmul <2 x half> %a, %bn
  %p7 = getelementptr <2 x half>, ptr addrspace(1) %po, i32 7
  store <2 x half> %r7, ptr addrspace(1) %p7
  %r8 = fmul <2 x half> %a, %bh
  %p8 = getelementptr <2 x half>, ptr addrspace(1) %po, i32 8
  store <2 x half> %r8, ptr addrspace(1) %p8
  %r9 = fadd <2 x half> %a, <half 1.0, half 1.0>
  %p9 = getelementptr <2 x half>, ptr addrspace(1) %po, i32 9
  store <2 x half> %r9, ptr addrspace(1) %p9
  %r10 = call <2 x half> @llvm.minnum.v2f16(<2 x half> %m, <2 x half> <half 1.0, half 1.0>)
  %p10 = getelementptr <2 x half>, ptr addrspace(1) %po, i32 10
  store <2 x half> %r10, ptr addrspace(1) %p10
  %r11 = call <2 x half> @llvm.fma.v2f16(<2 x half> %a, <2 x half> %b, <2 x half> %nc)
  %p11 = getelementptr <2 x half>, ptr addrspace(1) %po, i32 11
  store <2 x half> %r11, ptr addrspace(1) %p11
  %r12 = call <2 x half> @llvm.fma.v2f16(<2 x half> %al, <2 x half> %b, <2 x half> %ch)
  %p12 = getelementptr <2 x half>, ptr addrspace(1) %po, i32 12
  store <2 x half> %r12, ptr addrspace(1) %p12
  %r13 = fmul <2 x half> %a, <half 2.0, half 0.5>
  %p13 = getelementptr <2 x half>, ptr addrspace(1) %po, i32 13
  store <2 x half> %r13, ptr addrspace(1) %p13
  %r14 = fsub <2 x half> %an, %c
  %p14 = getelementptr <2 x half>, ptr addrspace(1) %po, i32 14
  store <2 x half> %r14, ptr addrspace(1) %p14
  %r15 = fmul <2 x half> %as, <half 4.0, half 4.0>
  %p15 = getelementptr <2 x half>, ptr addrspace(1) %po, i32 15
  store <2 x half> %r15, ptr addrspace(1) %p15
  ret void
}

define amdgpu_kernel void @f16_consts(ptr addrspace(1) %out, ptr addrspace(1) %pa, ptr addrspace(1) %pb, ptr addrspace(1) %pc) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %g64 = shl i32 %g, 6
  %id = add i32 %g64, %t
  %ia = getelementptr <2 x half>, ptr addrspace(1) %pa, i32 %id
  %ib = getelementptr <2 x half>, ptr addrspace(1) %pb, i32 %id
  %ic = getelementptr <2 x half>, ptr addrspace(1) %pc, i32 %id
  %a = load <2 x half>, ptr addrspace(1) %ia
  %b = load <2 x half>, ptr addrspace(1) %ib
  %c = load <2 x half>, ptr addrspace(1) %ic
  %po = getelementptr [3 x i32], ptr addrspace(1) %out, i32 %id
  %x = extractelement <2 x half> %a, i32 0
  %s0 = fadd half %x, 1.0
  %s1 = fmul half %x, 0.5
  %s2 = call half @llvm.fma.f16(half %x, half 2.0, half -4.0)
  %s3 = fsub half %x, 4.0
  %lt = fcmp olt half %x, 1.0
  %s4 = select i1 %lt, half %x, half 0.5
  %s5 = call half @llvm.maxnum.f16(half %x, half 2.0)
  %v0 = insertelement <2 x half> poison, half %s0, i32 0
  %r0 = insertelement <2 x half> %v0, half %s1, i32 1
  %v1 = insertelement <2 x half> poison, half %s2, i32 0
  %r1 = insertelement <2 x half> %v1, half %s3, i32 1
  %v2 = insertelement <2 x half> poison, half %s4, i32 0
  %r2 = insertelement <2 x half> %v2, half %s5, i32 1
  %p1 = getelementptr <2 x half>, ptr addrspace(1) %po, i32 1
  %p2 = getelementptr <2 x half>, ptr addrspace(1) %po, i32 2
  store <2 x half> %r0, ptr addrspace(1) %po
  store <2 x half> %r1, ptr addrspace(1) %p1
  store <2 x half> %r2, ptr addrspace(1) %p2
  ret void
}

define amdgpu_kernel void @i16x2(ptr addrspace(1) %out, ptr addrspace(1) %pa, ptr addrspace(1) %pb, ptr addrspace(1) %pc) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %g64 = shl i32 %g, 6
  %id = add i32 %g64, %t
  %ia = getelementptr <2 x i16>, ptr addrspace(1) %pa, i32 %id
  %ib = getelementptr <2 x i16>, ptr addrspace(1) %pb, i32 %id
  %ic = getelementptr <2 x i16>, ptr addrspace(1) %pc, i32 %id
  %a = load <2 x i16>, ptr addrspace(1) %ia
  %b = load <2 x i16>, ptr addrspace(1) %ib
  %c = load <2 x i16>, ptr addrspace(1) %ic
  %po = getelementptr [22 x i32], ptr addrspace(1) %out, i32 %id
  %sb = and <2 x i16> %b, <i16 15, i16 15>
  %as = shufflevector <2 x i16> %a, <2 x i16> poison, <2 x i32> <i32 1, i32 0>
  %bh = shufflevector <2 x i16> %b, <2 x i16> poison, <2 x i32> <i32 1, i32 1>
  %cs = shufflevector <2 x i16> %c, <2 x i16> poison, <2 x i32> <i32 1, i32 0>
  %ab = mul <2 x i16> %a, %b
  %ab2 = mul <2 x i16> %as, %bh
  %r0 = add <2 x i16> %a, %b
  %p0 = getelementptr <2 x i16>, ptr addrspace(1) %po, i32 0
  store <2 x i16> %r0, ptr addrspace(1) %p0
  %r1 = sub <2 x i16> %a, %b
  %p1 = getelementptr <2 x i16>, ptr addrspace(1) %po, i32 1
  store <2 x i16> %r1, ptr addrspace(1) %p1
  %r2 = mul <2 x i16> %a, %b
  %p2 = getelementptr <2 x i16>, ptr addrspace(1) %po, i32 2
  store <2 x i16> %r2, ptr addrspace(1) %p2
  %r3 = shl <2 x i16> %a, %sb
  %p3 = getelementptr <2 x i16>, ptr addrspace(1) %po, i32 3
  store <2 x i16> %r3, ptr addrspace(1) %p3
  %r4 = lshr <2 x i16> %a, %sb
  %p4 = getelementptr <2 x i16>, ptr addrspace(1) %po, i32 4
  store <2 x i16> %r4, ptr addrspace(1) %p4
  %r5 = ashr <2 x i16> %a, %sb
  %p5 = getelementptr <2 x i16>, ptr addrspace(1) %po, i32 5
  store <2 x i16> %r5, ptr addrspace(1) %p5
  %r6 = call <2 x i16> @llvm.smin.v2i16(<2 x i16> %a, <2 x i16> %b)
  %p6 = getelementptr <2 x i16>, ptr addrspace(1) %po, i32 6
  store <2 x i16> %r6, ptr addrspace(1) %p6
  %r7 = call <2 x i16> @llvm.smax.v2i16(<2 x i16> %a, <2 x i16> %b)
  %p7 = getelementptr <2 x i16>, ptr addrspace(1) %po, i32 7
  store <2 x i16> %r7, ptr addrspace(1) %p7
  %r8 = call <2 x i16> @llvm.umin.v2i16(<2 x i16> %a, <2 x i16> %b)
  %p8 = getelementptr <2 x i16>, ptr addrspace(1) %po, i32 8
  store <2 x i16> %r8, ptr addrspace(1) %p8
  %r9 = call <2 x i16> @llvm.umax.v2i16(<2 x i16> %a, <2 x i16> %b)
  %p9 = getelementptr <2 x i16>, ptr addrspace(1) %po, i32 9
  store <2 x i16> %r9, ptr addrspace(1) %p9
  %r10 = add <2 x i16> %ab, %c
  %p10 = getelementptr <2 x i16>, ptr addrspace(1) %po, i32 10
  store <2 x i16> %r10, ptr addrspace(1) %p10
  %r11 = call <2 x i16> @llvm.uadd.sat.v2i16(<2 x i16> %a, <2 x i16> %b)
  %p11 = getelementptr <2 x i16>, ptr addrspace(1) %po, i32 11
  store <2 x i16> %r11, ptr addrspace(1) %p11
  %r12 = call <2 x i16> @llvm.usub.sat.v2i16(<2 x i16> %a, <2 x i16> %b)
  %p12 = getelementptr <2 x i16>, ptr addrspace(1) %po, i32 12
  store <2 x i16> %r12, ptr addrspace(1) %p12
  %r13 = add <2 x i16> %as, %b
  %p13 = getelementptr <2 x i16>, ptr addrspace(1) %po, i32 13
  store <2 x i16> %r13, ptr addrspace(1) %p13
  %r14 = sub <2 x i16> %a, %bh
  %p14 = getelementptr <2 x i16>, ptr addrspace(1) %po, i32 14
  store <2 x i16> %r14, ptr addrspace(1) %p14
  %r15 = add <2 x i16> %a, <i16 5, i16 5>
  %p15 = getelementptr <2 x i16>, ptr addrspace(1) %po, i32 15
  store <2 x i16> %r15, ptr addrspace(1) %p15
  %r16 = sub <2 x i16> %a, <i16 -7, i16 -7>
  %p16 = getelementptr <2 x i16>, ptr addrspace(1) %po, i32 16
  store <2 x i16> %r16, ptr addrspace(1) %p16
  %r17 = mul <2 x i16> %a, <i16 3, i16 1000>
  %p17 = getelementptr <2 x i16>, ptr addrspace(1) %po, i32 17
  store <2 x i16> %r17, ptr addrspace(1) %p17
  %r18 = shl <2 x i16> %a, <i16 3, i16 3>
  %p18 = getelementptr <2 x i16>, ptr addrspace(1) %po, i32 18
  store <2 x i16> %r18, ptr addrspace(1) %p18
  %r19 = lshr <2 x i16> %as, %sb
  %p19 = getelementptr <2 x i16>, ptr addrspace(1) %po, i32 19
  store <2 x i16> %r19, ptr addrspace(1) %p19
  %r20 = call <2 x i16> @llvm.smax.v2i16(<2 x i16> %a, <2 x i16> <i16 -1, i16 -1>)
  %p20 = getelementptr <2 x i16>, ptr addrspace(1) %po, i32 20
  store <2 x i16> %r20, ptr addrspace(1) %p20
  %r21 = add <2 x i16> %ab2, %cs
  %p21 = getelementptr <2 x i16>, ptr addrspace(1) %po, i32 21
  store <2 x i16> %r21, ptr addrspace(1) %p21
  ret void
}

define amdgpu_kernel void @mix(ptr addrspace(1) %out, ptr addrspace(1) %pa, ptr addrspace(1) %pb, ptr addrspace(1) %pc) #0 {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %g64 = shl i32 %g, 6
  %id = add i32 %g64, %t
  %ia = getelementptr <2 x half>, ptr addrspace(1) %pa, i32 %id
  %ib = getelementptr <2 x half>, ptr addrspace(1) %pb, i32 %id
  %ic = getelementptr float, ptr addrspace(1) %pc, i32 %id
  %a = load <2 x half>, ptr addrspace(1) %ia
  %b = load <2 x half>, ptr addrspace(1) %ib
  %c = load float, ptr addrspace(1) %ic
  %po = getelementptr [3 x i32], ptr addrspace(1) %out, i32 %id
  %a0 = extractelement <2 x half> %a, i32 0
  %a1 = extractelement <2 x half> %a, i32 1
  %b1 = extractelement <2 x half> %b, i32 1
  %x0 = fpext half %a0 to float
  %x1 = fpext half %a1 to float
  %y1 = fpext half %b1 to float
  %f0 = call float @llvm.fmuladd.f32(float %x0, float %y1, float %c)
  %nx1 = fneg float %x1
  %f1 = call float @llvm.fmuladd.f32(float %nx1, float %y1, float %c)
  %h0 = fptrunc float %f0 to half
  %h1 = fptrunc float %f1 to half
  %v0 = insertelement <2 x half> poison, half %h0, i32 0
  %r0 = insertelement <2 x half> %v0, half %h1, i32 1
  %ax = call float @llvm.fabs.f32(float %x0)
  %r1 = call float @llvm.fmuladd.f32(float %ax, float %c, float %y1)
  %mx = call float @llvm.maxnum.f32(float %r1, float 0.0)
  %r2 = call float @llvm.minnum.f32(float %mx, float 1.0)
  %p1 = getelementptr i32, ptr addrspace(1) %po, i32 1
  %p2 = getelementptr i32, ptr addrspace(1) %po, i32 2
  store <2 x half> %r0, ptr addrspace(1) %po
  store float %r1, ptr addrspace(1) %p1
  store float %r2, ptr addrspace(1) %p2
  ret void
}

; f32 denormals flushed: llc then uses v_mad_mix* for f32 mads of f16 values.
attributes #0 = { "denormal-fp-math-f32"="preserve-sign,preserve-sign" }
