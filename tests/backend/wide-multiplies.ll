; 64-bit multiplies of zero-extended 32-bit values (MIR pass `fuse`): `mul.wide.u` is one
; v_mad_u64_u32 (VGPRs) or s_mul_i32 + s_mul_hi_u32 (SGPRs), and an add of it one
; v_mad_u64_u32 with the addend; a multiply with one zero-extended factor leaves out the
; partial products whose factor is zero. Narrow fields of the implicit arguments that share a
; dword (get_local_size(0) and (1)) load it once (`fold-addresses`). Results must equal
; llc-22's on boundary and random operands.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/values.py %t.a 256 32 11
; RUN: python3 %inputs/backend/values.py %t.b 256 32 12
; RUN: python3 %inputs/backend/values.py %t.c 256 64 13
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(256*8*8))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel wide --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a --arg buf:%t.b --arg buf:%t.c --arg i32:-1 --arg i32:-294967296 --arg i64:-3 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel wide --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a --arg buf:%t.b --arg buf:%t.c --arg i32:-1 --arg i32:-294967296 --arg i64:-3 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel wide --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a --arg buf:%t.b --arg buf:%t.c --arg i32:123456789 --arg i32:0 --arg i64:81985529216486895 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel wide --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a --arg buf:%t.b --arg buf:%t.c --arg i32:123456789 --arg i32:0 --arg i64:81985529216486895 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel ids --grid 64,6 --block 16,3 --arg buf:%t.out --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel ids --grid 64,6 --block 16,3 --arg buf:%t.out --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s
target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: wide:
; CHECK-DAG: v_mad_u64_u32 v[{{[0-9]+}}:{{[0-9]+}}], vcc, v{{[0-9]+}}, v{{[0-9]+}}, 0
; CHECK-DAG: v_mad_u64_u32 v[{{[0-9]+}}:{{[0-9]+}}], vcc, v{{[0-9]+}}, v{{[0-9]+}}, v[{{[0-9]+}}:{{[0-9]+}}]
; CHECK-DAG: s_mul_hi_u32
; CHECK: s_endpgm
define amdgpu_kernel void @wide(ptr addrspace(1) %out, ptr addrspace(1) %pa, ptr addrspace(1) %pb, ptr addrspace(1) %pc, i32 %u, i32 %w, i64 %k) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %g, 6
  %i = add i32 %base, %t
  %ap = getelementptr i32, ptr addrspace(1) %pa, i32 %i
  %a = load i32, ptr addrspace(1) %ap
  %bp = getelementptr i32, ptr addrspace(1) %pb, i32 %i
  %b = load i32, ptr addrspace(1) %bp
  %cp = getelementptr i64, ptr addrspace(1) %pc, i32 %i
  %c = load i64, ptr addrspace(1) %cp
  %za = zext i32 %a to i64
  %zb = zext i32 %b to i64
  ; both factors extended, per lane
  %r0 = mul i64 %za, %zb
  ; plus a 64-bit addend
  %m1 = mul i64 %za, %zb
  %r1 = add i64 %m1, %c
  ; one factor extended
  %r2 = mul i64 %c, %zb
  ; a 16-bit field and a uniform 32-bit factor
  %a16 = trunc i32 %a to i16
  %za16 = zext i16 %a16 to i64
  %zu = zext i32 %u to i64
  %r3 = mul i64 %za16, %zu
  ; uniform: both extended, and one extended
  %zw = zext i32 %w to i64
  %r4 = mul i64 %zu, %zw
  %r5 = mul i64 %k, %zw
  ; an address: base + x * y, and a sum: x * t + c
  %a31 = and i32 %a, 31
  %x = shl i32 %a31, 3
  %y = and i32 %b, 7
  %zx = zext i32 %x to i64
  %zy = zext i32 %y to i64
  %m6 = mul i64 %zx, %zy
  %p6 = getelementptr i8, ptr addrspace(1) %pc, i64 %m6
  %l6 = load i64, ptr addrspace(1) %p6, align 8
  %zt = zext i32 %t to i64
  %m8 = mul i64 %zb, %zt
  %s8 = add i64 %m8, %c
  %r6 = xor i64 %l6, %s8
  ; a constant factor below 2^32
  %r7 = mul i64 %za, 4000000000
  %o = mul i32 %i, 8
  %o0 = getelementptr i64, ptr addrspace(1) %out, i32 %o
  store i64 %r0, ptr addrspace(1) %o0
  %o1 = getelementptr i64, ptr addrspace(1) %o0, i32 1
  store i64 %r1, ptr addrspace(1) %o1
  %o2 = getelementptr i64, ptr addrspace(1) %o0, i32 2
  store i64 %r2, ptr addrspace(1) %o2
  %o3 = getelementptr i64, ptr addrspace(1) %o0, i32 3
  store i64 %r3, ptr addrspace(1) %o3
  %o4 = getelementptr i64, ptr addrspace(1) %o0, i32 4
  store i64 %r4, ptr addrspace(1) %o4
  %o5 = getelementptr i64, ptr addrspace(1) %o0, i32 5
  store i64 %r5, ptr addrspace(1) %o5
  %o6 = getelementptr i64, ptr addrspace(1) %o0, i32 6
  store i64 %r6, ptr addrspace(1) %o6
  %o7 = getelementptr i64, ptr addrspace(1) %o0, i32 7
  store i64 %r7, ptr addrspace(1) %o7
  ret void
}

; get_local_size(0) and (1) are the two halves of one implicit-argument dword: one load.
; CHECK-LABEL: ids:
; CHECK: s_load_dword s{{[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}], 0x14
; CHECK-NOT: 0x14
; CHECK: s_endpgm
define amdgpu_kernel void @ids(ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %ty = call i32 @llvm.amdgcn.workitem.id.y()
  %gx = call i32 @llvm.amdgcn.workgroup.id.x()
  %gy = call i32 @llvm.amdgcn.workgroup.id.y()
  %imp = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %px = getelementptr i8, ptr addrspace(4) %imp, i64 12
  %lx = load i16, ptr addrspace(4) %px, align 4
  %py = getelementptr i8, ptr addrspace(4) %imp, i64 14
  %ly = load i16, ptr addrspace(4) %py, align 2
  %zlx = zext i16 %lx to i64
  %zly = zext i16 %ly to i64
  %zgx = zext i32 %gx to i64
  %zgy = zext i32 %gy to i64
  %bx = mul i64 %zlx, %zgx
  %by = mul i64 %zly, %zgy
  %ztx = zext i32 %t to i64
  %zty = zext i32 %ty to i64
  %x = add i64 %bx, %ztx
  %y = add i64 %by, %zty
  %lx32 = zext i16 %lx to i32
  %gsx = mul i32 %lx32, 4
  %gsx64 = zext i32 %gsx to i64
  %row = mul i64 %y, %gsx64
  %id = add i64 %row, %x
  %v = mul i64 %id, %zly
  %slot = getelementptr i64, ptr addrspace(1) %out, i64 %id
  store i64 %v, ptr addrspace(1) %slot
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
