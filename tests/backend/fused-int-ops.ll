; Pairs of 32-bit vector integer ops become one three-operand VALU instruction (MIR pass
; `fuse`), as llc-22 selects them: v_add3_u32, v_lshl_add_u32, v_add_lshl_u32, v_lshl_or_b32,
; v_and_or_b32, v_or3_b32, v_mad_u32_u24 (factors known below 2^24), v_bfe_u32 (shift and
; low mask), v_alignbit_b32 (a funnel shift by a constant, its amount folded), and
; v_lshl_add_u32 for an LDS address. Results must equal llc-22's on boundary and random
; operands.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/values.py %t.a 256 32 1
; RUN: python3 %inputs/backend/values.py %t.b 256 32 2
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(256*4*9))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel pairs --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a --arg buf:%t.b --arg i32:-1234567 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel pairs --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a --arg buf:%t.b --arg i32:-1234567 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel lds --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel lds --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel scalar --grid 256 --block 64 --arg buf:%t.out --arg i32:-1234567 --arg i32:987654321 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel scalar --grid 256 --block 64 --arg buf:%t.out --arg i32:-1234567 --arg i32:987654321 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel zext_add --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a --arg i64:-4294967000 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel zext_add --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a --arg i64:-4294967000 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s
target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [64 x i32] poison, align 4

; CHECK-LABEL: pairs:
; CHECK-DAG: v_add3_u32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, s{{[0-9]+}}
; CHECK-DAG: v_lshl_add_u32 v{{[0-9]+}}, v{{[0-9]+}}, 3, v{{[0-9]+}}
; CHECK-DAG: v_add_lshl_u32 v{{[0-9]+}}, v{{[0-9]+}}, 33, 5
; CHECK-DAG: v_lshl_or_b32 v{{[0-9]+}}, v{{[0-9]+}}, 7, v{{[0-9]+}}
; CHECK-DAG: v_and_or_b32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, s{{[0-9]+}}
; CHECK-DAG: v_or3_b32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, s{{[0-9]+}}
; CHECK-DAG: v_mad_u32_u24 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, s{{[0-9]+}}
; CHECK-DAG: v_bfe_u32 v{{[0-9]+}}, v{{[0-9]+}}, 5, 10
; CHECK-DAG: v_alignbit_b32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, 21
; CHECK: s_endpgm
define amdgpu_kernel void @pairs(ptr addrspace(1) %out, ptr addrspace(1) %pa, ptr addrspace(1) %pb, i32 %u) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %g, 6
  %i = add i32 %base, %t
  %ap = getelementptr i32, ptr addrspace(1) %pa, i32 %i
  %a = load i32, ptr addrspace(1) %ap
  %bp = getelementptr i32, ptr addrspace(1) %pb, i32 %i
  %b = load i32, ptr addrspace(1) %bp
  %o = mul i32 %i, 9
  %add = add i32 %a, %b
  %r0 = add i32 %add, %u
  %a3 = shl i32 %a, 3
  %r1 = add i32 %a3, %b
  %a33 = add i32 %a, 33
  %r2 = shl i32 %a33, 5
  %a7 = shl i32 %a, 7
  %r3 = or i32 %a7, %b
  %ab = and i32 %a, %b
  %r4 = or i32 %ab, %u
  %aob = or i32 %a, %b
  %r5 = or i32 %aob, %u
  %a24 = and i32 %a, 16777215
  %b24 = lshr i32 %b, 8
  %m = mul i32 %a24, %b24
  %r6 = add i32 %m, %u
  %a5 = lshr i32 %a, 5
  %r7 = and i32 %a5, 1023
  %r8 = call i32 @llvm.fshl.i32(i32 %a, i32 %b, i32 11)
  %p0 = getelementptr i32, ptr addrspace(1) %out, i32 %o
  store i32 %r0, ptr addrspace(1) %p0
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i32 1
  store i32 %r1, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %p0, i32 2
  store i32 %r2, ptr addrspace(1) %p2
  %p3 = getelementptr i32, ptr addrspace(1) %p0, i32 3
  store i32 %r3, ptr addrspace(1) %p3
  %p4 = getelementptr i32, ptr addrspace(1) %p0, i32 4
  store i32 %r4, ptr addrspace(1) %p4
  %p5 = getelementptr i32, ptr addrspace(1) %p0, i32 5
  store i32 %r5, ptr addrspace(1) %p5
  %p6 = getelementptr i32, ptr addrspace(1) %p0, i32 6
  store i32 %r6, ptr addrspace(1) %p6
  %p7 = getelementptr i32, ptr addrspace(1) %p0, i32 7
  store i32 %r7, ptr addrspace(1) %p7
  %p8 = getelementptr i32, ptr addrspace(1) %p0, i32 8
  store i32 %r8, ptr addrspace(1) %p8
  ret void
}

; Each lane writes tile[t ^ 1] and reads tile[t] back: the addresses are shifted indices plus
; the tile's LDS offset (0, the first LDS global: an inline operand).
; CHECK-LABEL: lds:
; CHECK: v_lshl_add_u32 v{{[0-9]+}}, v{{[0-9]+}}, 2, 0
; CHECK: s_endpgm
define amdgpu_kernel void @lds(ptr addrspace(1) %out, ptr addrspace(1) %pa) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %g, 6
  %i = add i32 %base, %t
  %ap = getelementptr i32, ptr addrspace(1) %pa, i32 %i
  %a = load i32, ptr addrspace(1) %ap
  %x = xor i32 %t, 1
  %w = getelementptr [64 x i32], ptr addrspace(3) @tile, i32 0, i32 %x
  store i32 %a, ptr addrspace(3) %w
  call void @llvm.amdgcn.s.barrier()
  %r = getelementptr [64 x i32], ptr addrspace(3) @tile, i32 0, i32 %t
  %v = load i32, ptr addrspace(3) %r
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %v, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.barrier()
declare i32 @llvm.fshl.i32(i32, i32, i32)

; Uniform shift-and-add by 1 to 4: gfx9's s_lshl<k>_add_u32, as llc selects them; a shift by
; 5 stays two instructions.
; CHECK-LABEL: scalar:
; CHECK-DAG: s_lshl1_add_u32
; CHECK-DAG: s_lshl2_add_u32
; CHECK-DAG: s_lshl3_add_u32
; CHECK-DAG: s_lshl4_add_u32
; CHECK-DAG: s_lshl_b32 s{{[0-9]+}}, s{{[0-9]+}}, 5
; CHECK-DAG: s_ashr_i32 s{{[0-9]+}}, s{{[0-9]+}}, 29
; CHECK: s_endpgm
define amdgpu_kernel void @scalar(ptr addrspace(1) %out, i32 %u, i32 %w) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %x = mul i32 %g, %u
  %s1 = shl i32 %x, 1
  %a1 = add i32 %s1, %w
  %s2 = shl i32 %a1, 2
  %a2 = add i32 %x, %s2
  %s3 = shl i32 %a2, 3
  %a3 = add i32 %s3, %g
  %s4 = shl i32 %a3, 4
  %a4 = add i32 %s4, %u
  %s5 = shl i32 %a4, 5
  %a5 = add i32 %s5, %x
  %base = shl i32 %g, 6
  %i = add i32 %base, %t
  %v = add i32 %a5, %t
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %v, ptr addrspace(1) %p
  ; a uniform sign extension scaled by 8: two scalar shifts
  %xe = sext i32 %a2 to i64
  %xs = shl i64 %xe, 3
  %gi = add i32 %g, 256
  %q = getelementptr i64, ptr addrspace(1) %out, i32 %gi
  store i64 %xs, ptr addrspace(1) %q
  ret void
}

; A 64-bit add of a zero-extended 32-bit value: the carry add takes the inline 0 as the
; extension's high dword (per lane and uniform), as llc selects it (the carry in VCC, the
; 32-bit form with the 0 first).
; CHECK-LABEL: zext_add:
; CHECK: v_addc_co_u32_e32 v{{[0-9]+}}, vcc, 0, v{{[0-9]+}}, vcc
; CHECK: s_addc_u32 s{{[0-9]+}}, s{{[0-9]+}}, 0
; CHECK: s_endpgm
define amdgpu_kernel void @zext_add(ptr addrspace(1) %out, ptr addrspace(1) %pa, i64 %k) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %g, 6
  %i = add i32 %base, %t
  %ap = getelementptr i32, ptr addrspace(1) %pa, i32 %i
  %a = load i32, ptr addrspace(1) %ap
  %za = zext i32 %a to i64
  %s0 = add i64 %za, %k
  %zt = zext i32 %t to i64
  %s1 = add i64 %s0, %zt
  %gm = mul i32 %g, 2654435761
  %zg = zext i32 %gm to i64
  %s2 = add i64 %k, %zg
  %s3 = xor i64 %s1, %s2
  %i2 = shl i32 %i, 3
  %zi = zext i32 %i2 to i64
  %o = getelementptr i8, ptr addrspace(1) %out, i64 %zi
  store i64 %s3, ptr addrspace(1) %o
  ret void
}
