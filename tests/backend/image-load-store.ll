; Image loads, stores and size queries (llvm.amdgcn.image.load/load.mip/store/store.mip/
; getresinfo, and atomics) on linear images whose T# the kernels build from a buffer pointer.
; Both compilers' objects run on the emulator and must leave what the layout means, as
; tests/Inputs/backend/images.py computes it on the host (runtime/src/wave/image.rs: levels
; one after another, rows of `pitch` texels, layers after rows; out-of-range texels read 0).
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: rm -rf %t.in %t.kcc %t.llc && mkdir -p %t.in %t.kcc %t.llc
; RUN: %python %inputs/backend/images.py inputs %t.in
; RUN: %kcc run %t.llc.o --kernel loads --grid 192 --block 64 --arg buf:%t.in/img --arg buf:%t.in/out --out-dir %t.llc
; RUN: %python %inputs/backend/images.py check loads %t.in %t.llc/arg1.bin
; RUN: %kcc run %t.kcc.o --kernel loads --grid 192 --block 64 --arg buf:%t.in/img --arg buf:%t.in/out --out-dir %t.kcc
; RUN: %python %inputs/backend/images.py check loads %t.in %t.kcc/arg1.bin
; RUN: %kcc run %t.llc.o --kernel stores --grid 192 --block 64 --arg buf:%t.in/zeros --arg buf:%t.in/out --out-dir %t.llc
; RUN: %python %inputs/backend/images.py check stores %t.in %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel stores --grid 192 --block 64 --arg buf:%t.in/zeros --arg buf:%t.in/out --out-dir %t.kcc
; RUN: %python %inputs/backend/images.py check stores %t.in %t.kcc/arg0.bin
; RUN: %kcc run %t.llc.o --kernel info --grid 64 --block 64 --arg buf:%t.in/img --arg buf:%t.in/out --out-dir %t.llc
; RUN: %python %inputs/backend/images.py check info %t.in %t.llc/arg1.bin
; RUN: %kcc run %t.kcc.o --kernel info --grid 64 --block 64 --arg buf:%t.in/img --arg buf:%t.in/out --out-dir %t.kcc
; RUN: %python %inputs/backend/images.py check info %t.in %t.kcc/arg1.bin
; RUN: %kcc run %t.llc.o --kernel atomics --grid 192 --block 64 --arg buf:%t.in/img --arg buf:%t.in/out --out-dir %t.llc
; RUN: %python %inputs/backend/images.py check atomics %t.in %t.llc/arg0.bin %t.llc/arg1.bin
; RUN: %kcc run %t.kcc.o --kernel atomics --grid 192 --block 64 --arg buf:%t.in/img --arg buf:%t.in/out --out-dir %t.kcc
; RUN: %python %inputs/backend/images.py check atomics %t.in %t.kcc/arg0.bin %t.kcc/arg1.bin
; 16-bit data (d16): kcc's results are llc's.
; RUN: %kcc run %t.llc.o --kernel halves --grid 128 --block 64 --arg buf:%t.in/img --arg buf:%t.in/out --out-dir %t.llc
; RUN: %kcc run %t.kcc.o --kernel halves --grid 128 --block 64 --arg buf:%t.in/img --arg buf:%t.in/out --out-dir %t.kcc
; RUN: cmp %t.llc/arg1.bin %t.kcc/arg1.bin
; Without uniformity every T# word is a VGPR: buffer-waterfall loops over its values.
; RUN: %kcc --no-uniformity %s -o %t.nu.o
; RUN: rm -rf %t.nu && mkdir -p %t.nu
; RUN: %kcc run %t.nu.o --kernel loads --grid 192 --block 64 --arg buf:%t.in/img --arg buf:%t.in/out --out-dir %t.nu
; RUN: %python %inputs/backend/images.py check loads %t.in %t.nu/arg1.bin
; RUN: %kcc run %t.nu.o --kernel stores --grid 192 --block 64 --arg buf:%t.in/zeros --arg buf:%t.in/out --out-dir %t.nu
; RUN: %python %inputs/backend/images.py check stores %t.in %t.nu/arg0.bin
; RUN: %kcc run %t.nu.o --kernel atomics --grid 192 --block 64 --arg buf:%t.in/img --arg buf:%t.in/out --out-dir %t.nu
; RUN: %python %inputs/backend/images.py check atomics %t.in %t.nu/arg0.bin %t.nu/arg1.bin
; RUN: %kcc %s -S -o - | FileCheck %s
; RUN: %kcc %s -S -o %t.s && llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj %t.s -o %t.mc.o
; RUN: llvm-objcopy -O binary --only-section=.text %t.kcc.o %t.kcc.text
; RUN: llvm-objcopy -O binary --only-section=.text %t.mc.o %t.mc.text
; RUN: cmp %t.kcc.text %t.mc.text

; The T#: word 0 the base address / 256, word 1 its bits 40.. and the data (bits 20..26) and
; number (26..30) formats, word 2 width - 1 and height - 1 << 14, word 3 the destination
; selects (0xfac: x, y, z, w), base and last level (bits 12, 16) and the type (bits 28..32),
; word 4 depth - 1 (the last layer) and pitch - 1 << 13, word 5 the base layer.
define internal <8 x i32> @tsharp(ptr addrspace(1) %p, i32 %fmt, i32 %w2, i32 %w3, i32 %w4, i32 %w5) alwaysinline {
  %a = ptrtoint ptr addrspace(1) %p to i64
  %lo64 = lshr i64 %a, 8
  %w0 = trunc i64 %lo64 to i32
  %hi64 = lshr i64 %a, 40
  %hi = trunc i64 %hi64 to i32
  %w1 = or i32 %hi, %fmt
  %t0 = insertelement <8 x i32> zeroinitializer, i32 %w0, i32 0
  %t1 = insertelement <8 x i32> %t0, i32 %w1, i32 1
  %t2 = insertelement <8 x i32> %t1, i32 %w2, i32 2
  %t3 = insertelement <8 x i32> %t2, i32 %w3, i32 3
  %t4 = insertelement <8 x i32> %t3, i32 %w4, i32 4
  %t5 = insertelement <8 x i32> %t4, i32 %w5, i32 5
  ret <8 x i32> %t5
}

; CHECK-LABEL: loads:
; CHECK: image_load v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0xf unorm
; CHECK: image_load_mip v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0x5 unorm
; CHECK: image_load v{{[0-9]+}}, v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0x1 unorm da
; CHECK: image_load v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0x7 unorm
define amdgpu_kernel void @loads(ptr addrspace(1) %img, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %g, 6
  %id = add i32 %base, %tid
  %x = and i32 %id, 15
  %y = lshr i32 %id, 4
  %slot = mul i32 %id, 12
  ; 2D 16x8, pitch 16, 32_32_32_32 uint: rows 8..11 are out of range.
  %t2d = call <8 x i32> @tsharp(ptr addrspace(1) %img, i32 u0x10e00000, i32 u0x1c00f, i32 u0x90000fac, i32 u0x1e000, i32 0)
  %a = call <4 x i32> @llvm.amdgcn.image.load.2d.v4i32.i32(i32 15, i32 %x, i32 %y, <8 x i32> %t2d, i32 0, i32 0)
  call void @store4(ptr addrspace(1) %out, i32 %slot, <4 x i32> %a)
  ; The same image as 2 levels (level 1: 8x4, pitch 8, after level 0's 16x8): x and z of
  ; level 1 at (x / 2, y / 3).
  %tmip = call <8 x i32> @tsharp(ptr addrspace(1) %img, i32 u0x10e00000, i32 u0x1c00f, i32 u0x90010fac, i32 u0x1e000, i32 0)
  %x2 = lshr i32 %x, 1
  %y3 = udiv i32 %y, 3
  %b = call <2 x i32> @llvm.amdgcn.image.load.mip.2d.v2i32.i32(i32 5, i32 %x2, i32 %y3, i32 1, <8 x i32> %tmip, i32 0, i32 0)
  %s4 = add i32 %slot, 4
  call void @store2(ptr addrspace(1) %out, i32 %s4, <2 x i32> %b)
  ; 1D array of 32 uint texels, 6 layers from layer 1 (depth - 1 = 6: the last layer), pitch 32.
  %t1da = call <8 x i32> @tsharp(ptr addrspace(1) %img, i32 u0x10400000, i32 31, i32 u0xc0000fac, i32 u0x3e006, i32 1)
  %x32 = and i32 %id, 31
  %l = lshr i32 %id, 5
  %c = call i32 @llvm.amdgcn.image.load.1darray.i32.i32(i32 1, i32 %x32, i32 %l, <8 x i32> %t1da, i32 0, i32 0)
  %s6 = add i32 %slot, 6
  %pc = getelementptr i32, ptr addrspace(1) %out, i32 %s6
  store i32 %c, ptr addrspace(1) %pc
  ; 3D 4x4x4, pitch 4, 8_8_8_8 unorm: (id % 4, id / 4 % 4, id / 16), three components.
  %t3d = call <8 x i32> @tsharp(ptr addrspace(1) %img, i32 u0x00a00000, i32 u0xc003, i32 u0xa0000fac, i32 u0x6003, i32 0)
  %x4 = and i32 %id, 3
  %y4a = lshr i32 %id, 2
  %y4 = and i32 %y4a, 3
  %z4 = lshr i32 %id, 4
  %d = call <3 x float> @llvm.amdgcn.image.load.3d.v3f32.i32(i32 7, i32 %x4, i32 %y4, i32 %z4, <8 x i32> %t3d, i32 0, i32 0)
  %s7 = add i32 %slot, 7
  %pd = getelementptr i32, ptr addrspace(1) %out, i32 %s7
  store <3 x float> %d, ptr addrspace(1) %pd, align 4
  ret void
}

; CHECK-LABEL: stores:
; CHECK: image_store v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0xf unorm
; CHECK: image_store_mip v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0x6 unorm
define amdgpu_kernel void @stores(ptr addrspace(1) %img, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %g, 6
  %id = add i32 %base, %tid
  %x = and i32 %id, 15
  %y = lshr i32 %id, 4
  ; 2D 16x8 (rows 8..11 dropped), pitch 20, 32_32_32_32 float, levels 0..1.
  %t = call <8 x i32> @tsharp(ptr addrspace(1) %img, i32 u0x1ce00000, i32 u0x1c00f, i32 u0x90010fac, i32 u0x26000, i32 0)
  %f = uitofp i32 %id to float
  %v0 = insertelement <4 x float> poison, float %f, i32 0
  %f1 = fadd float %f, 0.5
  %v1 = insertelement <4 x float> %v0, float %f1, i32 1
  %f2 = fneg float %f
  %v2 = insertelement <4 x float> %v1, float %f2, i32 2
  %v3 = insertelement <4 x float> %v2, float 1.0, i32 3
  call void @llvm.amdgcn.image.store.2d.v4f32.i32(<4 x float> %v3, i32 15, i32 %x, i32 %y, <8 x i32> %t, i32 0, i32 0)
  ; Level 1 (8x4, pitch 10): y and z of texel (x / 2, y / 3) from the lanes with even x and
  ; y a multiple of 3 (one writer per texel).
  %xo = and i32 %x, 1
  %ym = urem i32 %y, 3
  %odd = or i32 %xo, %ym
  %one = icmp eq i32 %odd, 0
  br i1 %one, label %mip, label %done
mip:
  %x2 = lshr i32 %x, 1
  %y3 = udiv i32 %y, 3
  %w = insertelement <2 x float> poison, float %f1, i32 0
  %w1 = insertelement <2 x float> %w, float %f2, i32 1
  call void @llvm.amdgcn.image.store.mip.2d.v2f32.i32(<2 x float> %w1, i32 6, i32 %x2, i32 %y3, i32 1, <8 x i32> %t, i32 0, i32 0)
  br label %done
done:
  ret void
}

; CHECK-LABEL: info:
; CHECK: image_get_resinfo v[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}] dmask:0xf unorm
define amdgpu_kernel void @info(ptr addrspace(1) %img, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = mul i32 %tid, 12
  %mip = and i32 %tid, 3
  ; 2D array 37x21, 5 layers from layer 2, levels 1..4 of 0..4.
  %ta = call <8 x i32> @tsharp(ptr addrspace(1) %img, i32 u0x10e00000, i32 u0x50024, i32 u0xd0041fac, i32 u0x4c006, i32 2)
  %af = call <4 x float> @llvm.amdgcn.image.getresinfo.2darray.v4f32.i32(i32 15, i32 %mip, <8 x i32> %ta, i32 0, i32 0)
  %a = bitcast <4 x float> %af to <4 x i32>
  call void @store4(ptr addrspace(1) %out, i32 %slot, <4 x i32> %a)
  ; 3D 9x7x6: width and depth.
  %t3 = call <8 x i32> @tsharp(ptr addrspace(1) %img, i32 u0x10e00000, i32 u0x18008, i32 u0xa0030fac, i32 u0x10005, i32 0)
  %b = call <2 x float> @llvm.amdgcn.image.getresinfo.3d.v2f32.i32(i32 5, i32 %mip, <8 x i32> %t3, i32 0, i32 0)
  %s4 = add i32 %slot, 4
  %pb = getelementptr i32, ptr addrspace(1) %out, i32 %s4
  store <2 x float> %b, ptr addrspace(1) %pb, align 4
  ; 1D array 100 wide, 3 layers: the layers only.
  %t1 = call <8 x i32> @tsharp(ptr addrspace(1) %img, i32 u0x10e00000, i32 99, i32 u0xc0000fac, i32 u0xc6002, i32 0)
  %c = call float @llvm.amdgcn.image.getresinfo.1darray.f32.i32(i32 2, i32 %mip, <8 x i32> %t1, i32 0, i32 0)
  %s6 = add i32 %slot, 6
  %pc = getelementptr i32, ptr addrspace(1) %out, i32 %s6
  store float %c, ptr addrspace(1) %pc
  ret void
}

; CHECK-LABEL: atomics:
; CHECK: image_atomic_add v{{[0-9]+}}, v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0x1 unorm glc
; CHECK: image_atomic_cmpswap v[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}] dmask:0x3 unorm glc
; CHECK: image_atomic_umax v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}] dmask:0x1 unorm glc
define amdgpu_kernel void @atomics(ptr addrspace(1) %img, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %g, 6
  %id = add i32 %base, %tid
  %slot = mul i32 %id, 3
  ; 2D 8x4 of 32 uint, pitch 8: every texel gets 6 lanes' ids added (grid 192).
  %t = call <8 x i32> @tsharp(ptr addrspace(1) %img, i32 u0x10400000, i32 u0xc007, i32 u0x90000fac, i32 u0xe000, i32 0)
  %x = and i32 %id, 7
  %ya = lshr i32 %id, 3
  %y = and i32 %ya, 3
  %a = call i32 @llvm.amdgcn.image.atomic.add.2d.i32.i32(i32 %id, i32 %x, i32 %y, <8 x i32> %t, i32 0, i32 0)
  %pa = getelementptr i32, ptr addrspace(1) %out, i32 %slot
  store i32 %a, ptr addrspace(1) %pa
  ; 1D of 192 texels at dword 1024: a cmpswap of id*3 over (each texel is 1024 + its index).
  %img1k = getelementptr i32, ptr addrspace(1) %img, i32 1024
  %t1b = call <8 x i32> @tsharp(ptr addrspace(1) %img1k, i32 u0x10400000, i32 191, i32 u0x80000fac, i32 u0x17e000, i32 0)
  %exp = add i32 %id, 1024
  %odd = and i32 %id, 1
  %expect = add i32 %exp, %odd
  %new = mul i32 %id, 3
  %b = call i32 @llvm.amdgcn.image.atomic.cmpswap.1d.i32.i32(i32 %new, i32 %expect, i32 %id, <8 x i32> %t1b, i32 0, i32 0)
  %s1 = add i32 %slot, 1
  %pb = getelementptr i32, ptr addrspace(1) %out, i32 %s1
  store i32 %b, ptr addrspace(1) %pb
  ; The same 1D image: umax of id * 7 into texel id / 2.
  %h = lshr i32 %id, 1
  %m = mul i32 %id, 7
  %c = call i32 @llvm.amdgcn.image.atomic.umax.1d.i32.i32(i32 %m, i32 %h, <8 x i32> %t1b, i32 0, i32 0)
  %s2 = add i32 %slot, 2
  %pc = getelementptr i32, ptr addrspace(1) %out, i32 %s2
  store i32 %c, ptr addrspace(1) %pc
  ret void
}

; CHECK-LABEL: halves:
; CHECK: image_load v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0xf unorm d16
; CHECK: image_store v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0x7 unorm d16
define amdgpu_kernel void @halves(ptr addrspace(1) %img, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %g, 6
  %id = add i32 %base, %tid
  %x = and i32 %id, 15
  %y = lshr i32 %id, 4
  ; 2D 16x8 32_32_32_32 float, read as four halves.
  %t = call <8 x i32> @tsharp(ptr addrspace(1) %img, i32 u0x1ce00000, i32 u0x1c00f, i32 u0x90000fac, i32 u0x1e000, i32 0)
  %h = call <4 x half> @llvm.amdgcn.image.load.2d.v4f16.i32(i32 15, i32 %x, i32 %y, <8 x i32> %t, i32 0, i32 0)
  ; Into a 16x8 16_16_16_16 float image at the start of out (x, y, z), rotated.
  %to = call <8 x i32> @tsharp(ptr addrspace(1) %out, i32 u0x1cc00000, i32 u0x1c00f, i32 u0x90000fac, i32 u0x1e000, i32 0)
  %r = shufflevector <4 x half> %h, <4 x half> poison, <3 x i32> <i32 2, i32 0, i32 1>
  %xr = xor i32 %x, 15
  call void @llvm.amdgcn.image.store.2d.v3f16.i32(<3 x half> %r, i32 7, i32 %xr, i32 %y, <8 x i32> %to, i32 0, i32 0)
  ret void
}

define internal void @store4(ptr addrspace(1) %out, i32 %slot, <4 x i32> %v) alwaysinline {
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %slot
  store <4 x i32> %v, ptr addrspace(1) %p, align 4
  ret void
}

define internal void @store2(ptr addrspace(1) %out, i32 %slot, <2 x i32> %v) alwaysinline {
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %slot
  store <2 x i32> %v, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
