; Image sampling through a sampler (S#): sample.lz with point filtering and wrapped
; coordinates, sample.l with bilinear filtering clamped to the edge, sample.c.lz (a depth
; compare), gather4.lz, sample.lz.o (texel offsets), sample.l between two mip levels
; (linear mip filter). Both compilers' objects run on the emulator
; (runtime/src/wave/sample.rs) and must give the same results, and the point, bilinear,
; gather and offset ones what tests/Inputs/backend/sampling.py computes on the host. `isel`
; selects each image op before allocation: the T# and S# into the twelve resource SGPRs (the
; frame's stand-in), the address after the data in the block of reserved VGPRs.
; RUN: %kcc %s --print-after=isel -o /dev/null 2>&1 | FileCheck %s --check-prefix=ISEL
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: rm -rf %t.in %t.kcc %t.llc && mkdir -p %t.in %t.kcc %t.llc
; RUN: %python %inputs/backend/sampling.py inputs %t.in
; RUN: %kcc run %t.llc.o --kernel samples --grid 64 --block 64 --arg buf:%t.in/img --arg buf:%t.in/out --out-dir %t.llc
; RUN: %kcc run %t.kcc.o --kernel samples --grid 64 --block 64 --arg buf:%t.in/img --arg buf:%t.in/out --out-dir %t.kcc
; RUN: cmp %t.llc/arg1.bin %t.kcc/arg1.bin
; RUN: %python %inputs/backend/sampling.py check %t.in %t.kcc/arg1.bin
; Without uniformity the T# and S# words are VGPRs: buffer-waterfall loops over them.
; RUN: %kcc --no-uniformity %s -o %t.nu.o
; RUN: rm -rf %t.nu && mkdir -p %t.nu
; RUN: %kcc run %t.nu.o --kernel samples --grid 64 --block 64 --arg buf:%t.in/img --arg buf:%t.in/out --out-dir %t.nu
; RUN: cmp %t.llc/arg1.bin %t.nu/arg1.bin
; RUN: %kcc %s -S -o - | FileCheck %s
; RUN: %kcc %s -S -o %t.s && llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj %t.s -o %t.mc.o
; RUN: llvm-objcopy -O binary --only-section=.text %t.kcc.o %t.kcc.text
; RUN: llvm-objcopy -O binary --only-section=.text %t.mc.o %t.mc.text
; RUN: cmp %t.kcc.text %t.mc.text

; ISEL: = image {{.*}}inst = "image_sample_lz", addr = 2, dmask = 15
; ISEL-NEXT: s_mov_b32 %rsrc,
; ISEL-COUNT-11: s_mov_b32 %rsrc.{{[0-9]+}},
; ISEL-NEXT: v_mov_b32_e32 %t3.4,
; ISEL-NEXT: v_mov_b32_e32 %t3.5,
; ISEL-NEXT: image_sample_lz %t3, %t3.4, %rsrc, %rsrc.8 dmask:0xf
; ISEL-NEXT: v_mov_b32_e32 %{{[0-9]+}}, %t3{{$}}

; T#: 2D 4x4, 32_32_32_32 float, pitch 4, levels 0..1 (level 1: 2x2 after level 0's 16 texels).
define internal <8 x i32> @tsharp(ptr addrspace(1) %p) alwaysinline {
  %a = ptrtoint ptr addrspace(1) %p to i64
  %lo64 = lshr i64 %a, 8
  %w0 = trunc i64 %lo64 to i32
  %hi64 = lshr i64 %a, 40
  %hi = trunc i64 %hi64 to i32
  %w1 = or i32 %hi, u0x1ce00000
  %t0 = insertelement <8 x i32> zeroinitializer, i32 %w0, i32 0
  %t1 = insertelement <8 x i32> %t0, i32 %w1, i32 1
  %t2 = insertelement <8 x i32> %t1, i32 u0xc003, i32 2
  %t3 = insertelement <8 x i32> %t2, i32 u0x90010fac, i32 3
  %t4 = insertelement <8 x i32> %t3, i32 u0x6000, i32 4
  ret <8 x i32> %t4
}

; S#: clamp modes (word 0 bits 0..9), compare function (bits 12..15); word 1 MAX_LOD 15
; (4.8 fixed point at bit 12); word 2 XY_MAG/MIN_FILTER (bits 20, 22: 1 bilinear),
; MIP_FILTER (bit 26: 1 point, 2 linear).
define internal <4 x i32> @ssharp(i32 %w0, i32 %w2) alwaysinline {
  %s0 = insertelement <4 x i32> zeroinitializer, i32 %w0, i32 0
  %s1 = insertelement <4 x i32> %s0, i32 u0xf00000, i32 1
  %s2 = insertelement <4 x i32> %s1, i32 %w2, i32 2
  ret <4 x i32> %s2
}

; CHECK-LABEL: samples:
; CHECK: image_sample_lz v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0xf
; CHECK: image_sample_l v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0xf
; CHECK: image_sample_c_lz v{{[0-9]+}}, v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0x1
; CHECK: image_gather4_lz v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0x2
; CHECK: image_sample_lz_o v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0x3
; CHECK: image_sample_l v{{[0-9]+}}, v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0x1
define amdgpu_kernel void @samples(ptr addrspace(1) %img, ptr addrspace(1) %out) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = mul i32 %id, 16
  %t = call <8 x i32> @tsharp(ptr addrspace(1) %img)
  ; u = (id % 16) / 8 - 0.5 + 1/16, v = (id / 16) / 4 + 1/8: inside and outside [0, 1).
  %xi = and i32 %id, 15
  %yi = lshr i32 %id, 4
  %xf = uitofp i32 %xi to float
  %yf = uitofp i32 %yi to float
  %u0 = fmul float %xf, 0.125
  %u = fadd float %u0, -0.4375
  %v0 = fmul float %yf, 0.25
  %v = fadd float %v0, 0.125
  ; Point, wrap.
  %sp = call <4 x i32> @ssharp(i32 0, i32 0)
  %a = call <4 x float> @llvm.amdgcn.image.sample.lz.2d.v4f32.f32(i32 15, float %u, float %v, <8 x i32> %t, <4 x i32> %sp, i1 false, i32 0, i32 0)
  call void @store4(ptr addrspace(1) %out, i32 %slot, <4 x float> %a)
  ; Bilinear, clamp to the last texel, explicit lod 0.
  %sb = call <4 x i32> @ssharp(i32 u0x92, i32 u0x500000)
  %b = call <4 x float> @llvm.amdgcn.image.sample.l.2d.v4f32.f32(i32 15, float %u, float %v, float 0.0, <8 x i32> %t, <4 x i32> %sb, i1 false, i32 0, i32 0)
  %s4 = add i32 %slot, 4
  call void @store4(ptr addrspace(1) %out, i32 %s4, <4 x float> %b)
  ; Depth compare LESS (5.0 < texel.x), bilinear (percentage closer), clamped.
  %sc = call <4 x i32> @ssharp(i32 u0x1092, i32 u0x500000)
  %c = call float @llvm.amdgcn.image.sample.c.lz.2d.f32.f32(i32 1, float 1.5, float %u, float %v, <8 x i32> %t, <4 x i32> %sc, i1 false, i32 0, i32 0)
  %s8 = add i32 %slot, 8
  %pc = getelementptr float, ptr addrspace(1) %out, i32 %s8
  store float %c, ptr addrspace(1) %pc
  ; Gather the y components of the bilinear footprint, wrapped.
  %g = call <4 x float> @llvm.amdgcn.image.gather4.lz.2d.v4f32.f32(i32 2, float %u, float %v, <8 x i32> %t, <4 x i32> %sp, i1 false, i32 0, i32 0)
  %s9 = add i32 %slot, 9
  call void @store4(ptr addrspace(1) %out, i32 %s9, <4 x float> %g)
  ; Point with texel offsets (1, -1): x and y, wrapped.
  %o = call <2 x float> @llvm.amdgcn.image.sample.lz.o.2d.v2f32.f32(i32 3, i32 u0x3f01, float %u, float %v, <8 x i32> %t, <4 x i32> %sp, i1 false, i32 0, i32 0)
  %s13 = add i32 %slot, 13
  %po = getelementptr float, ptr addrspace(1) %out, i32 %s13
  store <2 x float> %o, ptr addrspace(1) %po, align 4
  ; Bilinear between levels 0 and 1 at lod 0.5 (linear mip filter): x.
  %sm = call <4 x i32> @ssharp(i32 u0x92, i32 u0x8500000)
  %m = call float @llvm.amdgcn.image.sample.l.2d.f32.f32(i32 1, float %u, float %v, float 0.5, <8 x i32> %t, <4 x i32> %sm, i1 false, i32 0, i32 0)
  %s15 = add i32 %slot, 15
  %pm = getelementptr float, ptr addrspace(1) %out, i32 %s15
  store float %m, ptr addrspace(1) %pm
  ret void
}

define internal void @store4(ptr addrspace(1) %out, i32 %slot, <4 x float> %v) alwaysinline {
  %p = getelementptr float, ptr addrspace(1) %out, i32 %slot
  store <4 x float> %v, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
