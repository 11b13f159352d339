; Index arithmetic kept narrow (MIR passes `combine`, `legalize`, `fuse`), checked against
; llc-22's code on the emulator:
; - `get_global_id` in 64 bits truncated to `int`: the global offset's i64 load loads only its
;   low dword (s_load_dword), and the work-group size's i16 is masked once (s_and_b32), not
;   extended to 64 bits and copied back; the y size, the high half of the dword, is not masked
;   at all after its shift;
; - a 64-bit linear id `(z * h + y) * w + x` of 64-bit ids and 32-bit sizes: each multiply-add
;   by a zero-extended size is v_mul_lo_u32 (the high half) + v_mad_u64_u32 + v_add_u32, not a
;   64 x 64 multiply and a 64-bit add;
; - i16 arithmetic on a sign-extended byte and a short: the product goes into the add without a
;   mask in between (only the low 16 bits are stored), and the short needs none either
;   (global_load_ushort zero-extends);
; - a select between two private addresses at the same constant offset selects the bases and
;   puts the offset in the access's offset field.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/values.py %t.a 512 32 21
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(4096*16))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel gid --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a --arg i32:300 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel gid --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a --arg i32:300 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel linear --grid 16,4,4 --block 4,2,2 --arg buf:%t.out --arg i32:17 --arg i32:5 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel linear --grid 16,4,4 --block 4,2,2 --arg buf:%t.out --arg i32:17 --arg i32:5 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel shorts --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel shorts --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel pick --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel pick --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s
target triple = "amdgcn-amd-amdhsa"

; The hidden arguments start at 24: the group size x at 24 + 12, the global offset x at 24 + 40.
; CHECK-LABEL: gid:
; CHECK-NOT: s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}], 0x40
; CHECK-DAG: s_load_dword [[SIZE:s[0-9]+]], s[{{[0-9]+:[0-9]+}}], 0x24
; CHECK-DAG: s_load_dword [[OFF:s[0-9]+]], s[{{[0-9]+:[0-9]+}}], 0x40
; CHECK: s_and_b32 [[MASKED:s[0-9]+]], [[SIZE]], 0xffff
; CHECK-NEXT: s_mul_i32 [[BASE:s[0-9]+]], [[MASKED]], s{{[0-9]+}}
; CHECK-NEXT: v_add_u32_e32 [[ID:v[0-9]+]], [[OFF]], v0
; CHECK-NEXT: v_add_u32_e32 [[ID]], [[BASE]], [[ID]]
; CHECK: s_endpgm
define amdgpu_kernel void @gid(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
  %gid64.g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gid64.i = call i32 @llvm.amdgcn.workitem.id.x()
  %gid64.ia = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %gid64.szp = getelementptr i8, ptr addrspace(4) %gid64.ia, i64 12
  %gid64.sz = load i16, ptr addrspace(4) %gid64.szp, align 2
  %gid64.sz64 = zext i16 %gid64.sz to i64
  %gid64.g64 = zext i32 %gid64.g to i64
  %gid64.base = mul i64 %gid64.sz64, %gid64.g64
  %gid64.i64 = zext i32 %gid64.i to i64
  %gid64.offp = getelementptr i8, ptr addrspace(4) %gid64.ia, i64 40
  %gid64.off = load i64, ptr addrspace(4) %gid64.offp, align 8
  %gid64.t = add i64 %gid64.off, %gid64.i64
  %gid64 = add i64 %gid64.t, %gid64.base
  %gid = trunc i64 %gid64 to i32
  %inb = icmp slt i32 %gid, %n
  br i1 %inb, label %body, label %done
body:
  %idx = sext i32 %gid to i64
  %p = getelementptr i32, ptr addrspace(1) %in, i64 %idx
  %v = load i32, ptr addrspace(1) %p
  %w = mul i32 %v, 3
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %idx
  store i32 %w, ptr addrspace(1) %q
  br label %done
done:
  ret void
}

; The y size is the high half of the dword holding x's and y's: shifted down, nothing to mask.
; CHECK-LABEL: linear:
; CHECK: s_lshr_b32 [[SY:s[0-9]+]], s{{[0-9]+}}, 16
; CHECK-NOT: s_and_b32 [[SY]]
; CHECK: v_mad_u64_u32 v[{{[0-9]+:[0-9]+}}], vcc, [[SY]],
; CHECK: v_mul_lo_u32 [[HI:v[0-9]+]], v{{[0-9]+}}, s{{[0-9]+}}
; CHECK-NEXT: v_mad_u64_u32 v[[[LO:[0-9]+]]:[[HIGH:[0-9]+]]], vcc, v{{[0-9]+}}, s{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}]
; CHECK-NEXT: v_add_u32_e32 v[[HIGH]], v[[HIGH]], [[HI]]
; CHECK: s_endpgm
define amdgpu_kernel void @linear(ptr addrspace(1) %out, i32 %w, i32 %h) {
  %x.g = call i32 @llvm.amdgcn.workgroup.id.x()
  %x.i = call i32 @llvm.amdgcn.workitem.id.x()
  %x.ia = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %x.szp = getelementptr i8, ptr addrspace(4) %x.ia, i64 12
  %x.sz = load i16, ptr addrspace(4) %x.szp, align 2
  %x.sz64 = zext i16 %x.sz to i64
  %x.g64 = zext i32 %x.g to i64
  %x.base = mul i64 %x.sz64, %x.g64
  %x.i64 = zext i32 %x.i to i64
  %x.offp = getelementptr i8, ptr addrspace(4) %x.ia, i64 40
  %x.off = load i64, ptr addrspace(4) %x.offp, align 8
  %x.t = add i64 %x.off, %x.i64
  %x = add i64 %x.t, %x.base
  %y.g = call i32 @llvm.amdgcn.workgroup.id.y()
  %y.i = call i32 @llvm.amdgcn.workitem.id.y()
  %y.ia = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %y.szp = getelementptr i8, ptr addrspace(4) %y.ia, i64 14
  %y.sz = load i16, ptr addrspace(4) %y.szp, align 2
  %y.sz64 = zext i16 %y.sz to i64
  %y.g64 = zext i32 %y.g to i64
  %y.base = mul i64 %y.sz64, %y.g64
  %y.i64 = zext i32 %y.i to i64
  %y.offp = getelementptr i8, ptr addrspace(4) %y.ia, i64 48
  %y.off = load i64, ptr addrspace(4) %y.offp, align 8
  %y.t = add i64 %y.off, %y.i64
  %y = add i64 %y.t, %y.base
  %z.g = call i32 @llvm.amdgcn.workgroup.id.z()
  %z.i = call i32 @llvm.amdgcn.workitem.id.z()
  %z.ia = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %z.szp = getelementptr i8, ptr addrspace(4) %z.ia, i64 16
  %z.sz = load i16, ptr addrspace(4) %z.szp, align 2
  %z.sz64 = zext i16 %z.sz to i64
  %z.g64 = zext i32 %z.g to i64
  %z.base = mul i64 %z.sz64, %z.g64
  %z.i64 = zext i32 %z.i to i64
  %z.offp = getelementptr i8, ptr addrspace(4) %z.ia, i64 56
  %z.off = load i64, ptr addrspace(4) %z.offp, align 8
  %z.t = add i64 %z.off, %z.i64
  %z = add i64 %z.t, %z.base
  %w64 = zext i32 %w to i64
  %h64 = zext i32 %h to i64
  %zh = mul i64 %z, %h64
  %zy = add i64 %zh, %y
  %zyw = mul i64 %zy, %w64
  %lin = add i64 %zyw, %x
  %slot = and i64 %lin, 4095
  %p = getelementptr i64, ptr addrspace(1) %out, i64 %slot
  store i64 %lin, ptr addrspace(1) %p
  ret void
}

; CHECK-LABEL: shorts:
; CHECK: global_load_ubyte [[B:v[0-9]+]]
; CHECK: v_bfe_i32 [[S:v[0-9]+]], [[B]], 0, 8
; CHECK: v_mul_lo_u32 [[M:v[0-9]+]], [[S]], 3
; CHECK: global_load_ushort [[H:v[0-9]+]]
; CHECK-NOT: v_bfe_u32
; CHECK-NOT: v_and_b32
; CHECK: v_add_u32_e32 v{{[0-9]+}}, [[M]], [[H]]
; CHECK: global_store_short
define amdgpu_kernel void @shorts(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %gid64.g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gid64.i = call i32 @llvm.amdgcn.workitem.id.x()
  %gid64.ia = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %gid64.szp = getelementptr i8, ptr addrspace(4) %gid64.ia, i64 12
  %gid64.sz = load i16, ptr addrspace(4) %gid64.szp, align 2
  %gid64.sz64 = zext i16 %gid64.sz to i64
  %gid64.g64 = zext i32 %gid64.g to i64
  %gid64.base = mul i64 %gid64.sz64, %gid64.g64
  %gid64.i64 = zext i32 %gid64.i to i64
  %gid64.offp = getelementptr i8, ptr addrspace(4) %gid64.ia, i64 40
  %gid64.off = load i64, ptr addrspace(4) %gid64.offp, align 8
  %gid64.t = add i64 %gid64.off, %gid64.i64
  %gid64 = add i64 %gid64.t, %gid64.base
  %bp = getelementptr i8, ptr addrspace(1) %in, i64 %gid64
  %b = load i8, ptr addrspace(1) %bp
  %s = sext i8 %b to i16
  %m = mul i16 %s, 3
  %sp = getelementptr i16, ptr addrspace(1) %in, i64 %gid64
  %h = load i16, ptr addrspace(1) %sp
  %a = add i16 %m, %h
  %x = xor i16 %a, 21845
  %op = getelementptr i16, ptr addrspace(1) %out, i64 %gid64
  store i16 %x, ptr addrspace(1) %op
  ret void
}

; CHECK-LABEL: pick:
; CHECK: v_cndmask_b32_e32 [[BASE:v[0-9]+]]
; CHECK: buffer_load_dword v{{[0-9]+}}, [[BASE]], s[0:3], 0 offen offset:8
; CHECK: s_endpgm
define amdgpu_kernel void @pick(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %a = alloca [4 x i32], addrspace(5)
  %b = alloca [4 x i32], addrspace(5)
  %gid64.g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gid64.i = call i32 @llvm.amdgcn.workitem.id.x()
  %gid64.ia = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %gid64.szp = getelementptr i8, ptr addrspace(4) %gid64.ia, i64 12
  %gid64.sz = load i16, ptr addrspace(4) %gid64.szp, align 2
  %gid64.sz64 = zext i16 %gid64.sz to i64
  %gid64.g64 = zext i32 %gid64.g to i64
  %gid64.base = mul i64 %gid64.sz64, %gid64.g64
  %gid64.i64 = zext i32 %gid64.i to i64
  %gid64.offp = getelementptr i8, ptr addrspace(4) %gid64.ia, i64 40
  %gid64.off = load i64, ptr addrspace(4) %gid64.offp, align 8
  %gid64.t = add i64 %gid64.off, %gid64.i64
  %gid64 = add i64 %gid64.t, %gid64.base
  %ip = getelementptr i32, ptr addrspace(1) %in, i64 %gid64
  %v = load i32, ptr addrspace(1) %ip
  store i32 %v, ptr addrspace(5) %a
  %a1 = getelementptr i32, ptr addrspace(5) %a, i32 1
  store i32 1, ptr addrspace(5) %a1
  %a2 = getelementptr i32, ptr addrspace(5) %a, i32 2
  store i32 2, ptr addrspace(5) %a2
  %b0 = getelementptr i32, ptr addrspace(5) %b, i32 0
  store i32 7, ptr addrspace(5) %b0
  %b1 = getelementptr i32, ptr addrspace(5) %b, i32 1
  store i32 %v, ptr addrspace(5) %b1
  %b2 = getelementptr i32, ptr addrspace(5) %b, i32 2
  store i32 9, ptr addrspace(5) %b2
  %odd = and i32 %v, 1
  %c = icmp eq i32 %odd, 0
  %p = select i1 %c, ptr addrspace(5) %a2, ptr addrspace(5) %b2
  %x = load i32, ptr addrspace(5) %p
  %r = add i32 %x, %v
  %op = getelementptr i32, ptr addrspace(1) %out, i64 %gid64
  store i32 %r, ptr addrspace(1) %op
  ret void
}

declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
declare i32 @llvm.amdgcn.workitem.id.z()
