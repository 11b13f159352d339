; 32-bit division and remainder in the VALU (`select::int::divide`) read their operands where
; they are (VGPRs, SGPRs, inline constants) with no copies in, take the magnitudes of signed
; ones as max(x, -x), write the result with the last instruction (no copy out) and leave out
; the second correction of the half they do not return. Every operand shape (VGPR and SGPR on
; either side, both uniform, an inline constant), signed and unsigned, quotient and
; remainder, on boundary values: the results are llc-22's on the emulator, and each division
; is at most as long as llc-22's own expansion of it.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/values.py %t.a 256 32 21
; RUN: python3 %inputs/backend/values.py %t.b 256 32 22 nonzero
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel divide --grid 256 --block 64 --arg zeros:16384 --arg buf:%t.a --arg buf:%t.b --arg i32:-1000003 --arg i32:-7 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel divide --grid 256 --block 64 --arg zeros:16384 --arg buf:%t.a --arg buf:%t.b --arg i32:-1000003 --arg i32:-7 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s
; RUN: %kcc %s -S -o %t.kcc.s
; RUN: %llc %s -o %t.llc.s
; RUN: python3 -c "import re,sys; n=lambda p,k: len([l for l in open(p).read().split(k+':',1)[1].split('s_endpgm')[0].splitlines() if re.match(r'\s+[sv]_', l)]); a,b=n(sys.argv[1],'one'),n(sys.argv[2],'one'); print(a,b); sys.exit(a>b)" %t.kcc.s %t.llc.s

; The signed quotient of two VGPRs: the magnitudes straight from the operands, the sign of
; the quotient from them at the end, the result written last; no copies.
; CHECK-LABEL: one:
; CHECK: v_sub_u32_e32 [[T:v[0-9]+]], 0, [[X:v[0-9]+]]
; CHECK-NEXT: v_max_i32_e32 [[NN:v[0-9]+]], [[X]], [[T]]
; CHECK: v_sub_u32_e32 [[T2:v[0-9]+]], 0, [[Y:v[0-9]+]]
; CHECK-NEXT: v_max_i32_e32 [[DD:v[0-9]+]], [[Y]], [[T2]]
; CHECK-NEXT: v_cvt_f32_u32_e32 {{v[0-9]+}}, [[DD]]
; CHECK-NOT: v_mov_b32
; CHECK: v_xor_b32_e32 [[S:v[0-9]+]], [[X]], [[Y]]
; CHECK-NEXT: v_ashrrev_i32_e32 [[S]], 31, [[S]]
; CHECK-NEXT: v_xor_b32_e32 [[Q:v[0-9]+]], {{v[0-9]+}}, [[S]]
; CHECK-NEXT: v_sub_u32_e32 {{v[0-9]+}}, [[Q]], [[S]]
; CHECK-NEXT: global_store_dword
define amdgpu_kernel void @one(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr i32, ptr addrspace(1) %a, i32 %tid
  %pb = getelementptr i32, ptr addrspace(1) %b, i32 %tid
  %x = load i32, ptr addrspace(1) %pa
  %y = load i32, ptr addrspace(1) %pb
  %q = sdiv i32 %x, %y
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %q, ptr addrspace(1) %po
  ret void
}

; CHECK-LABEL: divide:
; CHECK: s_endpgm
define amdgpu_kernel void @divide(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %k, i32 %m) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %gid = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %gid, 6
  %i = add i32 %base, %tid
  %pa = getelementptr i32, ptr addrspace(1) %a, i32 %i
  %pb = getelementptr i32, ptr addrspace(1) %b, i32 %i
  %x = load i32, ptr addrspace(1) %pa
  %b0 = load i32, ptr addrspace(1) %pb
  ; No INT_MIN / -1 (poison): a divisor of -1 becomes 3.
  %minus1 = icmp eq i32 %b0, -1
  %y = select i1 %minus1, i32 3, i32 %b0
  %o = mul i32 %i, 16
  ; VGPR by VGPR.
  %r0 = sdiv i32 %x, %y
  %r1 = srem i32 %x, %y
  %r2 = udiv i32 %x, %b0
  %r3 = urem i32 %x, %b0
  ; VGPR by SGPR, SGPR by VGPR.
  %r4 = sdiv i32 %x, %m
  %r5 = srem i32 %k, %y
  %r6 = udiv i32 %k, %b0
  %r7 = urem i32 %x, %m
  ; SGPR by SGPR (the same in every lane), and by an inline constant.
  %r8 = sdiv i32 %k, %m
  %r9 = srem i32 %k, %m
  %r10 = udiv i32 %k, %m
  %r11 = urem i32 %m, %k
  %r12 = sdiv i32 7, %y
  %r13 = urem i32 %x, %k
  %x.zero = icmp eq i32 %x, 0
  %x.nz = select i1 %x.zero, i32 5, i32 %x
  %r14 = sdiv i32 %y, %x.nz
  %r15 = srem i32 %m, %x.nz
  call void @put(ptr addrspace(1) %out, i32 %o, i32 0, i32 %r0)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 1, i32 %r1)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 2, i32 %r2)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 3, i32 %r3)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 4, i32 %r4)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 5, i32 %r5)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 6, i32 %r6)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 7, i32 %r7)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 8, i32 %r8)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 9, i32 %r9)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 10, i32 %r10)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 11, i32 %r11)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 12, i32 %r12)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 13, i32 %r13)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 14, i32 %r14)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 15, i32 %r15)
  ret void
}

define internal void @put(ptr addrspace(1) %out, i32 %o, i32 %j, i32 %v) alwaysinline {
  %k = add i32 %o, %j
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %k
  store i32 %v, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
