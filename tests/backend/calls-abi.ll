; Arguments and results beyond registers and of any shape, by AMDGPU's calling convention
; as llc-22 lays them out: dwords past v30 on the stack from s32 (a 64-bit value may straddle
; v30 and the stack), two 16-bit vector elements per VGPR, a byval object's bytes on the
; stack at its alignment, sret an ordinary pointer, a result of more than 32 dwords through
; the caller's object (a hidden first argument). The kernels (this file) and the functions
; (calls-abi-fn.ll) are compiled by each compiler; all four pairings, linked by ld.lld, leave
; the same buffers on the emulator.
; RUN: %kcc %s -o %t.k.kcc.o
; RUN: %llc -filetype=obj %s -o %t.k.llc.o
; RUN: %kcc %inputs/backend/calls-abi-fn.ll -o %t.f.kcc.o
; RUN: %llc -filetype=obj %inputs/backend/calls-abi-fn.ll -o %t.f.llc.o
; RUN: ld.lld -shared %t.k.llc.o %t.f.llc.o -o %t.ll.so
; RUN: ld.lld -shared %t.k.kcc.o %t.f.llc.o -o %t.kl.so
; RUN: ld.lld -shared %t.k.llc.o %t.f.kcc.o -o %t.lk.so
; RUN: ld.lld -shared %t.k.kcc.o %t.f.kcc.o -o %t.kk.so
; RUN: python3 %inputs/backend/values.py %t.in 4096 32 11
; RUN: rm -rf %t.dir
; RUN: %python %inputs/backend/run-same.py %kcc %t.dir 256 %t.in 16384 \
; RUN:   call_many,call_packed,call_byval,call_sret,call_wide,call_full,call_group %t.ll.so %t.kl.so %t.lk.so %t.kk.so
; inreg arguments: llc-22's callers put them in s0.. (over the scratch resource), its
; callees read them from s16.. (llvm/llvm-project#182754, fixed after LLVM 22); kcc passes
; and reads them in s16... So kcc's caller runs with both callees (a recursive one: kcc's
; only), and must compute what llc's objects compute without inreg.
; RUN: rm -rf %t.dir2 %t.dir3
; RUN: %python %inputs/backend/run-same.py %kcc %t.dir2 256 %t.in 16384 call_inreg %t.kl.so %t.kk.so
; RUN: %python %inputs/backend/run-same.py %kcc %t.dir2 256 %t.in 16384 call_inreg_rec %t.kk.so
; RUN: %python %inputs/backend/run-same.py %kcc %t.dir3 256 %t.in 16384 call_plain,call_plain_rec %t.ll.so
; RUN: cmp %t.dir2/call_inreg.0/arg0.bin %t.dir3/call_plain.0/arg0.bin
; RUN: cmp %t.dir2/call_inreg_rec.0/arg0.bin %t.dir3/call_plain_rec.0/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s
; RUN: %kcc %inputs/backend/calls-abi-fn.ll -S -o - | FileCheck %s --check-prefix=FN

target triple = "amdgcn-amd-amdhsa"

%S = type { i32, i32, i32 }

declare i64 @many(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, i32, i16, <2 x i16>, float, i1)
declare <3 x i16> @packed(<2 x i16>, <3 x half>, i16, { i8, i64 }, [2 x i32], <2 x i8>)
declare i32 @by_value(i32, ptr addrspace(5) byval(%S) align 16, i32)
declare void @with_sret(ptr addrspace(5) sret(%S), i32)
declare <40 x i32> @wide(i32)
declare <32 x i32> @full(i32)
declare i32 @group_ids(i32, i32)
declare i32 @with_inreg(i32 inreg, i64 inreg, i32, i32 inreg)
declare i32 @with_plain(i32, i64, i32, i32)
declare i32 @with_inreg_rec(i32 inreg, i64 inreg, i32, i32 inreg)
declare i32 @with_plain_rec(i32, i64, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()

; The kernel stores the stack arguments past its frame, where s32 will be (in wave bytes,
; 64 times each lane's): VGPR sources first, the boolean last, as 0/1 through a temporary
; after the moves into v0..v31, at offset 20 of the callee's frame.
; CHECK-LABEL: call_many:
; CHECK: v_mov_b32_e32 v31,
; CHECK: v_cndmask_b32_e64 [[B:v[0-9]+]], 0, 1, s[{{[0-9]+:[0-9]+}}]
; CHECK-NEXT: buffer_store_dword [[B]], off, s[0:3], 0 offset:[[#LAST:]]
; CHECK: s_mov_b32 s32, 0x[[#%x,mul(LAST-20,64)]]
; CHECK: s_swappc_b64 s[30:31], s[28:29]
define amdgpu_kernel void @call_many(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %x = load i32, ptr addrspace(1) %pi
  %pj = getelementptr i32, ptr addrspace(1) %pi, i32 1
  %y = load i32, ptr addrspace(1) %pj
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  %n = and i32 %x, 3
  ; (Values live across the call: llc's kernel then assumes enough VGPRs for its callee.)
  %lp0 = getelementptr i32, ptr addrspace(1) %pi, i32 2
  %l0 = load i32, ptr addrspace(1) %lp0
  %lv0 = mul i32 %l0, %x
  %lp1 = getelementptr i32, ptr addrspace(1) %pi, i32 3
  %l1 = load i32, ptr addrspace(1) %lp1
  %lv1 = mul i32 %l1, %x
  %lp2 = getelementptr i32, ptr addrspace(1) %pi, i32 4
  %l2 = load i32, ptr addrspace(1) %lp2
  %lv2 = mul i32 %l2, %x
  %lp3 = getelementptr i32, ptr addrspace(1) %pi, i32 5
  %l3 = load i32, ptr addrspace(1) %lp3
  %lv3 = mul i32 %l3, %x
  %lp4 = getelementptr i32, ptr addrspace(1) %pi, i32 6
  %l4 = load i32, ptr addrspace(1) %lp4
  %lv4 = mul i32 %l4, %x
  %lp5 = getelementptr i32, ptr addrspace(1) %pi, i32 7
  %l5 = load i32, ptr addrspace(1) %lp5
  %lv5 = mul i32 %l5, %x
  %lp6 = getelementptr i32, ptr addrspace(1) %pi, i32 8
  %l6 = load i32, ptr addrspace(1) %lp6
  %lv6 = mul i32 %l6, %x
  %lp7 = getelementptr i32, ptr addrspace(1) %pi, i32 9
  %l7 = load i32, ptr addrspace(1) %lp7
  %lv7 = mul i32 %l7, %x
  %lp8 = getelementptr i32, ptr addrspace(1) %pi, i32 10
  %l8 = load i32, ptr addrspace(1) %lp8
  %lv8 = mul i32 %l8, %x
  %lp9 = getelementptr i32, ptr addrspace(1) %pi, i32 11
  %l9 = load i32, ptr addrspace(1) %lp9
  %lv9 = mul i32 %l9, %x
  %lp10 = getelementptr i32, ptr addrspace(1) %pi, i32 12
  %l10 = load i32, ptr addrspace(1) %lp10
  %lv10 = mul i32 %l10, %x
  %lp11 = getelementptr i32, ptr addrspace(1) %pi, i32 13
  %l11 = load i32, ptr addrspace(1) %lp11
  %lv11 = mul i32 %l11, %x
  %lp12 = getelementptr i32, ptr addrspace(1) %pi, i32 14
  %l12 = load i32, ptr addrspace(1) %lp12
  %lv12 = mul i32 %l12, %x
  %lp13 = getelementptr i32, ptr addrspace(1) %pi, i32 15
  %l13 = load i32, ptr addrspace(1) %lp13
  %lv13 = mul i32 %l13, %x
  %lp14 = getelementptr i32, ptr addrspace(1) %pi, i32 16
  %l14 = load i32, ptr addrspace(1) %lp14
  %lv14 = mul i32 %l14, %x
  %lp15 = getelementptr i32, ptr addrspace(1) %pi, i32 17
  %l15 = load i32, ptr addrspace(1) %lp15
  %lv15 = mul i32 %l15, %x
  %lp16 = getelementptr i32, ptr addrspace(1) %pi, i32 18
  %l16 = load i32, ptr addrspace(1) %lp16
  %lv16 = mul i32 %l16, %x
  %lp17 = getelementptr i32, ptr addrspace(1) %pi, i32 19
  %l17 = load i32, ptr addrspace(1) %lp17
  %lv17 = mul i32 %l17, %x
  %lp18 = getelementptr i32, ptr addrspace(1) %pi, i32 20
  %l18 = load i32, ptr addrspace(1) %lp18
  %lv18 = mul i32 %l18, %x
  %lp19 = getelementptr i32, ptr addrspace(1) %pi, i32 21
  %l19 = load i32, ptr addrspace(1) %lp19
  %lv19 = mul i32 %l19, %x
  %xw = zext i32 %x to i64
  %w = shl i64 %xw, 21
  %h = trunc i32 %y to i16
  %v0 = insertelement <2 x i16> poison, i16 %h, i32 0
  %hy = lshr i32 %y, 5
  %h1 = trunc i32 %hy to i16
  %v = insertelement <2 x i16> %v0, i16 %h1, i32 1
  %f = uitofp i32 %n to float
  %b = icmp ugt i32 %y, 1000000
  %r = call i64 @many(i32 %n, i32 %x, i32 %y, i32 3003, i32 %y, i32 %x, i32 6006, i32 %x, i32 %y, i32 9009, i32 %y, i32 %x, i32 12012, i32 %x, i32 %y, i32 15015, i32 %y, i32 %x, i32 18018, i32 %x, i32 %y, i32 21021, i32 %y, i32 %x, i32 24024, i32 %x, i32 %y, i32 27027, i32 %y, i32 %x, i64 %w, i32 %y, i16 %h, <2 x i16> %v, float %f, i1 %b)
  %rt = trunc i64 %r to i32
  %acc0 = xor i32 %rt, %lv0
  %acc1 = xor i32 %acc0, %lv1
  %acc2 = xor i32 %acc1, %lv2
  %acc3 = xor i32 %acc2, %lv3
  %acc4 = xor i32 %acc3, %lv4
  %acc5 = xor i32 %acc4, %lv5
  %acc6 = xor i32 %acc5, %lv6
  %acc7 = xor i32 %acc6, %lv7
  %acc8 = xor i32 %acc7, %lv8
  %acc9 = xor i32 %acc8, %lv9
  %acc10 = xor i32 %acc9, %lv10
  %acc11 = xor i32 %acc10, %lv11
  %acc12 = xor i32 %acc11, %lv12
  %acc13 = xor i32 %acc12, %lv13
  %acc14 = xor i32 %acc13, %lv14
  %acc15 = xor i32 %acc14, %lv15
  %acc16 = xor i32 %acc15, %lv16
  %acc17 = xor i32 %acc16, %lv17
  %acc18 = xor i32 %acc17, %lv18
  %acc19 = xor i32 %acc18, %lv19
  %accw = zext i32 %acc19 to i64
  %r2 = add i64 %r, %accw
  %po64 = getelementptr i64, ptr addrspace(1) %out, i32 %gid
  store i64 %r2, ptr addrspace(1) %po64
  ret void
}

; Two 16-bit elements per VGPR both ways.
; CHECK-LABEL: call_packed:
; CHECK: v_lshl_or_b32
; CHECK: s_swappc_b64 s[30:31], s[28:29]
define amdgpu_kernel void @call_packed(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %x = load i32, ptr addrspace(1) %pi
  %pj = getelementptr i32, ptr addrspace(1) %pi, i32 1
  %y = load i32, ptr addrspace(1) %pj
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  %a = bitcast i32 %x to <2 x i16>
  %yw = zext i32 %y to i64
  %c64 = mul i64 %yw, 1234567
  %c = bitcast i64 %c64 to <4 x half>
  %c3 = shufflevector <4 x half> %c, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %b = trunc i32 %y to i16
  %i8 = trunc i32 %x to i8
  %d0 = insertvalue { i8, i64 } poison, i8 %i8, 0
  %d = insertvalue { i8, i64 } %d0, i64 %c64, 1
  %e0 = insertvalue [2 x i32] poison, i32 %x, 0
  %e = insertvalue [2 x i32] %e0, i32 %y, 1
  %gv = bitcast i16 %b to <2 x i8>
  %r = call <3 x i16> @packed(<2 x i16> %a, <3 x half> %c3, i16 %b, { i8, i64 } %d, [2 x i32] %e, <2 x i8> %gv)
  %r0 = extractelement <3 x i16> %r, i32 0
  %r1 = extractelement <3 x i16> %r, i32 1
  %r2 = extractelement <3 x i16> %r, i32 2
  %r01 = xor i16 %r0, %r1
  %r012 = add i16 %r01, %r2
  %rw = zext i16 %r012 to i32
  %rs = shl i32 %rw, 3
  %r012w = zext i16 %r2 to i32
  %rr = xor i32 %rs, %r012w
  store i32 %rr, ptr addrspace(1) %po
  ret void
}

; The caller copies the byval object's bytes to the stack (loads from its object; the
; callee's checks below show where they go).
; CHECK-LABEL: call_byval:
; CHECK: buffer_load_dword
; CHECK: s_swappc_b64 s[30:31], s[28:29]
define amdgpu_kernel void @call_byval(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %x = load i32, ptr addrspace(1) %pi
  %pj = getelementptr i32, ptr addrspace(1) %pi, i32 1
  %y = load i32, ptr addrspace(1) %pj
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  %s = alloca %S, align 16, addrspace(5)
  store i32 %x, ptr addrspace(5) %s
  %s1 = getelementptr i32, ptr addrspace(5) %s, i32 1
  store i32 %y, ptr addrspace(5) %s1
  %s2 = getelementptr i32, ptr addrspace(5) %s, i32 2
  %xy = xor i32 %x, %y
  store i32 %xy, ptr addrspace(5) %s2
  %r = call i32 @by_value(i32 %y, ptr addrspace(5) byval(%S) align 16 %s, i32 %x)
  ; (The caller's object is unchanged.)
  %k = load i32, ptr addrspace(5) %s2
  %rk = add i32 %r, %k
  store i32 %rk, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @call_sret(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %x = load i32, ptr addrspace(1) %pi
  %pj = getelementptr i32, ptr addrspace(1) %pi, i32 1
  %y = load i32, ptr addrspace(1) %pj
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  %s = alloca %S, addrspace(5)
  call void @with_sret(ptr addrspace(5) sret(%S) %s, i32 %x)
  %s1 = getelementptr i32, ptr addrspace(5) %s, i32 1
  %a = load i32, ptr addrspace(5) %s1
  %s2 = getelementptr i32, ptr addrspace(5) %s, i32 2
  %b = load i32, ptr addrspace(5) %s2
  %c = load i32, ptr addrspace(5) %s
  %ab = xor i32 %a, %b
  %abc = add i32 %ab, %c
  store i32 %abc, ptr addrspace(1) %po
  ret void
}

; 40 result dwords come back in an object of the caller's frame, its address in v0.
; CHECK-LABEL: call_wide:
; CHECK: v_mov_b32_e32 v1, v{{[0-9]+}}
; CHECK: s_swappc_b64 s[30:31], s[28:29]
; CHECK: buffer_load_dword v{{[0-9]+}}, off, s[0:3], 0 offset:{{[0-9]+}}
define amdgpu_kernel void @call_wide(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %x = load i32, ptr addrspace(1) %pi
  %pj = getelementptr i32, ptr addrspace(1) %pi, i32 1
  %y = load i32, ptr addrspace(1) %pj
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  %r = call <40 x i32> @wide(i32 %x)
  %a = extractelement <40 x i32> %r, i32 1
  %b = extractelement <40 x i32> %r, i32 35
  %c = extractelement <40 x i32> %r, i32 39
  %d = extractelement <40 x i32> %r, i32 2
  %ab = add i32 %a, %b
  %abc = xor i32 %ab, %c
  %abcd = add i32 %abc, %d
  store i32 %abcd, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @call_full(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %x = load i32, ptr addrspace(1) %pi
  %pj = getelementptr i32, ptr addrspace(1) %pi, i32 1
  %y = load i32, ptr addrspace(1) %pj
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  %r = call <32 x i32> @full(i32 %x)
  %a = extractelement <32 x i32> %r, i32 0
  %b = extractelement <32 x i32> %r, i32 31
  %c = extractelement <32 x i32> %r, i32 7
  %ab = mul i32 %a, %b
  %abc = add i32 %ab, %c
  store i32 %abc, ptr addrspace(1) %po
  ret void
}

; The work-group ids go in s12..s14 (as llc's implicit inputs).
; CHECK-LABEL: call_group:
; CHECK: s_mov_b32 s12, s{{[0-9]+}}
; CHECK: s_swappc_b64 s[30:31], s[28:29]
define amdgpu_kernel void @call_group(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %x = load i32, ptr addrspace(1) %pi
  %n = and i32 %x, 3
  %r = call i32 @group_ids(i32 %x, i32 %n)
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %r, ptr addrspace(1) %po
  ret void
}

; Uniform arguments in s16.. (the i64 in s[17:18]) and the work-group ids in s12..s14, moved
; there at once after the SGPR saves (the last argument, %n, may be computed in s19 already).
; CHECK-LABEL: call_inreg:
; CHECK: s_mov_b32 s16, s{{[0-9]+}}
; CHECK-NEXT: s_mov_b32 s17, s{{[0-9]+}}
; CHECK-NEXT: s_mov_b32 s18, s{{[0-9]+}}
; CHECK: s_mov_b32 s12, s{{[0-9]+}}
; CHECK-NEXT: s_mov_b32 s13, s{{[0-9]+}}
; CHECK-NEXT: s_mov_b32 s14, s{{[0-9]+}}
; CHECK: s_swappc_b64 s[30:31], s[28:29]
define amdgpu_kernel void @call_inreg(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %x = load i32, ptr addrspace(1) %pi
  %u = load i32, ptr addrspace(1) %in
  %pw = getelementptr i64, ptr addrspace(1) %in, i32 1
  %w = load i64, ptr addrspace(1) %pw
  %pn = getelementptr i32, ptr addrspace(1) %in, i32 5
  %n0 = load i32, ptr addrspace(1) %pn
  %n = and i32 %n0, 7
  %r = call i32 @with_inreg(i32 inreg %u, i64 inreg %w, i32 %x, i32 inreg %n)
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @call_plain(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %x = load i32, ptr addrspace(1) %pi
  %u = load i32, ptr addrspace(1) %in
  %pw = getelementptr i64, ptr addrspace(1) %in, i32 1
  %w = load i64, ptr addrspace(1) %pw
  %pn = getelementptr i32, ptr addrspace(1) %in, i32 5
  %n0 = load i32, ptr addrspace(1) %pn
  %n = and i32 %n0, 7
  %r = call i32 @with_plain(i32 %u, i64 %w, i32 %x, i32 %n)
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @call_inreg_rec(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %x = load i32, ptr addrspace(1) %pi
  %u = load i32, ptr addrspace(1) %in
  %pw = getelementptr i64, ptr addrspace(1) %in, i32 1
  %w = load i64, ptr addrspace(1) %pw
  %pn = getelementptr i32, ptr addrspace(1) %in, i32 5
  %n0 = load i32, ptr addrspace(1) %pn
  %n = and i32 %n0, 7
  %r = call i32 @with_inreg_rec(i32 inreg %u, i64 inreg %w, i32 %x, i32 inreg %n)
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @call_plain_rec(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %x = load i32, ptr addrspace(1) %pi
  %u = load i32, ptr addrspace(1) %in
  %pw = getelementptr i64, ptr addrspace(1) %in, i32 1
  %w = load i64, ptr addrspace(1) %pw
  %pn = getelementptr i32, ptr addrspace(1) %in, i32 5
  %n0 = load i32, ptr addrspace(1) %pn
  %n = and i32 %n0, 7
  %r = call i32 @with_plain_rec(i32 %u, i64 %w, i32 %x, i32 %n)
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %r, ptr addrspace(1) %po
  ret void
}

; The callee reads its stack arguments from its frame pointer (s32 at the call: they are
; the first bytes of its frame) and stores its own call's from s32.
; FN-LABEL: many:
; FN: s_mov_b32 s33, s32
; FN: buffer_load_dword v{{[0-9]+}}, off, s[0:3], s33{{$}}
; FN: buffer_load_dword v{{[0-9]+}}, off, s[0:3], s33 offset:4
; FN-NEXT: buffer_load_ushort v{{[0-9]+}}, off, s[0:3], s33 offset:8
; FN-NEXT: buffer_load_dword v{{[0-9]+}}, off, s[0:3], s33 offset:12
; FN-NEXT: buffer_load_dword v{{[0-9]+}}, off, s[0:3], s33 offset:16
; FN-NEXT: buffer_load_dword v{{[0-9]+}}, off, s[0:3], s33 offset:20
; FN: buffer_store_dword v{{[0-9]+}}, off, s[0:3], s32{{$}}
; FN-NEXT: buffer_store_dword v{{[0-9]+}}, off, s[0:3], s32 offset:4
; FN: s_swappc_b64 s[30:31], s[28:29]
; Two 16-bit elements per VGPR: the result's first two in v0, the third in v1.
; FN-LABEL: packed:
; FN: v_lshl_or_b32 [[P:v[0-9]+]], v{{[0-9]+}}, 16, v{{[0-9]+}}
; FN: v_mov_b32_e32 v0, [[P]]
; FN: s_setpc_b64
; The byval object is at offset 0 of the frame (align 16: after the two register arguments
; nothing precedes it).
; FN-LABEL: by_value:
; FN: buffer_load_dword v{{[0-9]+}}, off, s[0:3], s33 offset:8
; FN: buffer_store_dword v{{[0-9]+}}, off, s[0:3], s33 offset:8
; The result through memory: the hidden address in v0, the argument in v1.
; FN-LABEL: wide:
; FN: buffer_store_dword v1, v0, s[0:3], 0 offen offset:140
; The callee keeps the work-group ids and its inreg values from s8 (moved down from s12..s14
; and s16.., pairs aligned).
; FN-LABEL: with_inreg_rec:
; FN: s_mov_b32 s8, s12
; FN-NEXT: s_mov_b32 s9, s13
; FN-NEXT: s_mov_b32 s10, s14
; FN-NEXT: s_mov_b32 s11, s16
; FN-NEXT: s_mov_b32 s12, s17
; FN-NEXT: s_mov_b32 s13, s18
; FN-NEXT: s_mov_b32 s14, s19
; FN: s_swappc_b64 s[30:31], s[28:29]
; The work-group ids come in s12..s14 and stay in s8..s10.
; FN-LABEL: group_ids:
; FN: s_mov_b32 s8, s12
; FN-NEXT: s_mov_b32 s9, s13
; FN-NEXT: s_mov_b32 s10, s14
; FN: s_swappc_b64 s[30:31], s[28:29]

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
