; Typed buffer accesses: buffer.load.format / buffer.store.format (MUBUF's *_format_*, the
; format from the resource's word 3) and tbuffer.load / tbuffer.store (MTBUF, the format an
; operand: dfmt | nfmt << 4), raw and structured, of one to four components. Both compilers'
; objects run on the emulator and each result must be what the formats mean, as
; tests/Inputs/backend/typed_buffer.py computes it on the host: unorm and snorm exactly
; rounded from the rational value, sint sign-extended, f16 widened, the resource's destination
; selects (a swizzle, the constant 1 for a component the format lacks); stores of f32 as f16
; rounded to nearest even.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: rm -rf %t.in %t.kcc %t.llc && mkdir -p %t.in %t.kcc %t.llc
; RUN: %python %inputs/backend/typed_buffer.py inputs %t.in
; RUN: %kcc run %t.llc.o --kernel loads --grid 128 --block 64 --arg buf:%t.in/out --arg buf:%t.in/bytes --out-dir %t.llc
; RUN: %python %inputs/backend/typed_buffer.py check loads %t.in %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel loads --grid 128 --block 64 --arg buf:%t.in/out --arg buf:%t.in/bytes --out-dir %t.kcc
; RUN: %python %inputs/backend/typed_buffer.py check loads %t.in %t.kcc/arg0.bin
; RUN: %kcc run %t.llc.o --kernel stores --grid 128 --block 64 --arg buf:%t.in/out --arg buf:%t.in/floats --out-dir %t.llc
; RUN: %python %inputs/backend/typed_buffer.py check stores %t.in %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel stores --grid 128 --block 64 --arg buf:%t.in/out --arg buf:%t.in/floats --out-dir %t.kcc
; RUN: %python %inputs/backend/typed_buffer.py check stores %t.in %t.kcc/arg0.bin
; Without uniformity every resource word is a VGPR: buffer-waterfall loops over its values.
; RUN: %kcc --no-uniformity %s -o %t.nu.o
; RUN: rm -rf %t.nu && mkdir -p %t.nu
; RUN: %kcc run %t.nu.o --kernel loads --grid 128 --block 64 --arg buf:%t.in/out --arg buf:%t.in/bytes --out-dir %t.nu
; RUN: %python %inputs/backend/typed_buffer.py check loads %t.in %t.nu/arg0.bin
; RUN: %kcc run %t.nu.o --kernel stores --grid 128 --block 64 --arg buf:%t.in/out --arg buf:%t.in/floats --out-dir %t.nu
; RUN: %python %inputs/backend/typed_buffer.py check stores %t.in %t.nu/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s
; The 16-bit (d16) forms are refused at the instruction.
; RUN: sed 's/;D16;//' %s > %t.d16.ll
; RUN: not %kcc %t.d16.ll -o %t.err.o 2>&1 | FileCheck %s --check-prefix=D16
; RUN: %kcc %s -S -o %t.s && llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj %t.s -o %t.mc.o
; RUN: llvm-objcopy -O binary --only-section=.text %t.kcc.o %t.kcc.text
; RUN: llvm-objcopy -O binary --only-section=.text %t.mc.o %t.mc.text
; RUN: cmp %t.kcc.text %t.mc.text

; Word 3 of the resources: DST_SEL_X..W in bits 0..12 (4 to 7 pick x to w: 0xfac is x, y, z,
; w), NUM_FORMAT in bits 12..15, DATA_FORMAT in bits 15..19.

; CHECK-LABEL: loads:
; CHECK: buffer_load_format_xyzw v[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}], 0 idxen
; CHECK: buffer_load_format_xy v[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}], 0 offen
; CHECK: tbuffer_load_format_xy v[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}], 0 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_SINT] offen
; CHECK: tbuffer_load_format_xyz v[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}], 0 format:[BUF_DATA_FORMAT_16_16_16_16,BUF_NUM_FORMAT_FLOAT] idxen
; CHECK: buffer_load_format_xyzw v[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}], 0 idxen
; CHECK: buffer_load_format_x v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}], 0 offen offset:3
define amdgpu_kernel void @loads(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %g, 6
  %id = add i32 %base, %tid
  %slot = mul i32 %id, 16
  ; 8_8_8_8 unorm, structured (stride 4): four floats b / 255.
  %r8888 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %in, i16 4, i64 256, i32 u0x50fac)
  %a = call <4 x float> @llvm.amdgcn.struct.ptr.buffer.load.format.v4f32(ptr addrspace(8) %r8888, i32 %id, i32 0, i32 0, i32 0)
  call void @store4f(ptr addrspace(1) %out, i32 %slot, <4 x float> %a)
  ; 8_8 snorm, raw at 2 * id: two floats max(s / 127, -1).
  %r88 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %in, i16 0, i64 1024, i32 u0x19fac)
  %off2 = shl i32 %id, 1
  %b = call <2 x float> @llvm.amdgcn.raw.ptr.buffer.load.format.v2f32(ptr addrspace(8) %r88, i32 %off2, i32 0, i32 0)
  %s4 = add i32 %slot, 4
  call void @store2f(ptr addrspace(1) %out, i32 %s4, <2 x float> %b)
  ; tbuffer 16_16 sint (5 | 5 << 4), raw at 4 * id: two sign-extended halves.
  %off4 = shl i32 %id, 2
  %c = call <2 x i32> @llvm.amdgcn.raw.ptr.tbuffer.load.v2i32(ptr addrspace(8) %r88, i32 %off4, i32 0, i32 85, i32 0)
  %s6 = add i32 %slot, 6
  %c2f = bitcast <2 x i32> %c to <2 x float>
  call void @store2f(ptr addrspace(1) %out, i32 %s6, <2 x float> %c2f)
  ; tbuffer 16_16_16_16 float (12 | 7 << 4), structured (stride 8): three halves widened.
  %r16 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %in, i16 8, i64 128, i32 u0xfac)
  %d = call <3 x float> @llvm.amdgcn.struct.ptr.tbuffer.load.v3f32(ptr addrspace(8) %r16, i32 %id, i32 0, i32 0, i32 124, i32 0)
  %s8 = add i32 %slot, 8
  %pd = getelementptr float, ptr addrspace(1) %out, i32 %s8
  store <3 x float> %d, ptr addrspace(1) %pd, align 4
  ; 8_8_8_8 uint with the selects w, z, 1, x (7 | 6 << 3 | 1 << 6 | 4 << 9 = 0x877).
  %rsw = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %in, i16 4, i64 256, i32 u0x54877)
  %e = call <4 x i32> @llvm.amdgcn.struct.ptr.buffer.load.format.v4i32(ptr addrspace(8) %rsw, i32 %id, i32 0, i32 0, i32 0)
  %s11 = add i32 %slot, 11
  %e2f = bitcast <4 x i32> %e to <4 x float>
  call void @store4f(ptr addrspace(1) %out, i32 %s11, <4 x float> %e2f)
  ; 8 sscaled, raw at id + 3 (the 3 in the offset field): one float.
  %r8 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %in, i16 0, i64 1024, i32 u0xbfac)
  %off1 = add i32 %id, 3
  %f = call float @llvm.amdgcn.raw.ptr.buffer.load.format.f32(ptr addrspace(8) %r8, i32 %off1, i32 0, i32 0)
  %s15 = add i32 %slot, 15
  %pf = getelementptr float, ptr addrspace(1) %out, i32 %s15
  store float %f, ptr addrspace(1) %pf
  ret void
}

; CHECK-LABEL: stores:
; CHECK: tbuffer_store_format_xyzw v[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}], 0 format:[BUF_DATA_FORMAT_32_32_32_32,BUF_NUM_FORMAT_FLOAT] offen
; CHECK: buffer_store_format_xy v[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}], 0 idxen
; CHECK: tbuffer_store_format_xyz v[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}], 0 format:[BUF_DATA_FORMAT_32_32_32,BUF_NUM_FORMAT_SINT] idxen
; CHECK: tbuffer_store_format_x v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}], 0 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_UINT] offen offset:12
define amdgpu_kernel void @stores(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %g, 6
  %id = add i32 %base, %tid
  %pin = getelementptr <4 x float>, ptr addrspace(1) %in, i32 %id
  %x = load <4 x float>, ptr addrspace(1) %pin
  ; Region A (bytes 0..2048): tbuffer 32_32_32_32 float (14 | 7 << 4), raw at 16 * id.
  %ra = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %out, i16 0, i64 2048, i32 u0xfac)
  %offa = shl i32 %id, 4
  call void @llvm.amdgcn.raw.ptr.tbuffer.store.v4f32(<4 x float> %x, ptr addrspace(8) %ra, i32 %offa, i32 0, i32 126, i32 0)
  ; Region B (2048..2560): 16_16 float from the resource, structured (stride 4): two halves.
  %outb = getelementptr i8, ptr addrspace(1) %out, i64 2048
  %rb = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %outb, i16 4, i64 128, i32 u0x2ffac)
  %xy = shufflevector <4 x float> %x, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  call void @llvm.amdgcn.struct.ptr.buffer.store.format.v2f32(<2 x float> %xy, ptr addrspace(8) %rb, i32 %id, i32 0, i32 0, i32 0)
  ; Region C (2560..4608): tbuffer 32_32_32 sint (13 | 5 << 4), structured (stride 16): the
  ; bits of three floats; the element's fourth dword is left alone.
  %outc = getelementptr i8, ptr addrspace(1) %out, i64 2560
  %rc = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %outc, i16 16, i64 128, i32 u0xfac)
  %xi = bitcast <4 x float> %x to <4 x i32>
  %xyz = shufflevector <4 x i32> %xi, <4 x i32> poison, <3 x i32> <i32 1, i32 2, i32 0>
  call void @llvm.amdgcn.struct.ptr.tbuffer.store.v3i32(<3 x i32> %xyz, ptr addrspace(8) %rc, i32 %id, i32 0, i32 0, i32 93, i32 0)
  ; Region C's fourth dwords: tbuffer 32 uint (4 | 4 << 4), raw at 16 * id + 12, the id.
  %rd = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %outc, i16 0, i64 2048, i32 u0xfac)
  %offd = add i32 %offa, 12
  call void @llvm.amdgcn.raw.ptr.tbuffer.store.i32(i32 %id, ptr addrspace(8) %rd, i32 %offd, i32 0, i32 68, i32 0)
  ret void
}

define internal void @store4f(ptr addrspace(1) %out, i32 %at, <4 x float> %v) alwaysinline {
  %p = getelementptr float, ptr addrspace(1) %out, i32 %at
  store <4 x float> %v, ptr addrspace(1) %p, align 4
  ret void
}

define internal void @store2f(ptr addrspace(1) %out, i32 %at, <2 x float> %v) alwaysinline {
  %p = getelementptr float, ptr addrspace(1) %out, i32 %at
  store <2 x float> %v, ptr addrspace(1) %p, align 4
  ret void
}

; D16: kcc: error: {{.*}}.ll:[[#@LINE+2]]:3: 'llvm.amdgcn.raw.tbuffer.load.v2f16' of 2 components of f16: kcc supports one to four 32-bit (f32 or i32) components
;D16;define amdgpu_kernel void @d16(ptr addrspace(1) %p, <4 x i32> %r) {
;D16;  %v = call <2 x half> @llvm.amdgcn.raw.tbuffer.load.v2f16(<4 x i32> %r, i32 0, i32 0, i32 116, i32 0)
;D16;  store <2 x half> %v, ptr addrspace(1) %p
;D16;  ret void
;D16;}
;D16;declare <2 x half> @llvm.amdgcn.raw.tbuffer.load.v2f16(<4 x i32>, i32, i32, i32, i32)

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare <4 x float> @llvm.amdgcn.struct.ptr.buffer.load.format.v4f32(ptr addrspace(8), i32, i32, i32, i32)
declare <4 x i32> @llvm.amdgcn.struct.ptr.buffer.load.format.v4i32(ptr addrspace(8), i32, i32, i32, i32)
declare <2 x float> @llvm.amdgcn.raw.ptr.buffer.load.format.v2f32(ptr addrspace(8), i32, i32, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.load.format.f32(ptr addrspace(8), i32, i32, i32)
declare <2 x i32> @llvm.amdgcn.raw.ptr.tbuffer.load.v2i32(ptr addrspace(8), i32, i32, i32, i32)
declare <3 x float> @llvm.amdgcn.struct.ptr.tbuffer.load.v3f32(ptr addrspace(8), i32, i32, i32, i32, i32)
declare void @llvm.amdgcn.raw.ptr.tbuffer.store.v4f32(<4 x float>, ptr addrspace(8), i32, i32, i32, i32)
declare void @llvm.amdgcn.raw.ptr.tbuffer.store.i32(i32, ptr addrspace(8), i32, i32, i32, i32)
declare void @llvm.amdgcn.struct.ptr.tbuffer.store.v3i32(<3 x i32>, ptr addrspace(8), i32, i32, i32, i32, i32)
declare void @llvm.amdgcn.struct.ptr.buffer.store.format.v2f32(<2 x float>, ptr addrspace(8), i32, i32, i32, i32)
