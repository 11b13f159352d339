; Vector shapes and booleans, against llc-22 on the emulator with the same inputs: fpext
; half -> double (specials, denormals and NaN payloads included), compares and selects on
; <N x i1>, <8 x i1> <-> i8, bitcasts between vector shapes of any size (<16 x float> <->
; <8 x i64>, <4 x i8> -> float -> <2 x i16> -> i32, <4 x half> -> <2 x float> -> <8 x i8>,
; <6 x i16> -> <3 x i32> -> <12 x i8>).
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: %python %inputs/backend/random-bytes-with-halves.py %t.in %t.out
; RUN: rm -rf %t.k %t.l
; RUN: %kcc run %t.kcc.o --kernel half_to_double --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.k
; RUN: %kcc run %t.llc.o --kernel half_to_double --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.l
; RUN: cmp %t.k/arg0.bin %t.l/arg0.bin
; RUN: rm -rf %t.k %t.l
; RUN: %kcc run %t.kcc.o --kernel vector_compares --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.k
; RUN: %kcc run %t.llc.o --kernel vector_compares --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.l
; RUN: cmp %t.k/arg0.bin %t.l/arg0.bin
; RUN: rm -rf %t.k %t.l
; RUN: %kcc run %t.kcc.o --kernel mask_bits --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.k
; RUN: %kcc run %t.llc.o --kernel mask_bits --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.l
; RUN: cmp %t.k/arg0.bin %t.l/arg0.bin
; RUN: rm -rf %t.k %t.l
; RUN: %kcc run %t.kcc.o --kernel float16_to_i64x8 --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.k
; RUN: %kcc run %t.llc.o --kernel float16_to_i64x8 --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.l
; RUN: cmp %t.k/arg0.bin %t.l/arg0.bin
; RUN: rm -rf %t.k %t.l
; RUN: %kcc run %t.kcc.o --kernel small_shapes --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.k
; RUN: %kcc run %t.llc.o --kernel small_shapes --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.l
; RUN: cmp %t.k/arg0.bin %t.l/arg0.bin

target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()

; Each kernel reads 64 bytes per work-item from %i and writes 64 bytes per work-item to %o.
define amdgpu_kernel void @half_to_double(ptr addrspace(1) %o, ptr addrspace(1) %i) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %a = getelementptr [64 x i8], ptr addrspace(1) %i, i32 %t
  %b = getelementptr [64 x i8], ptr addrspace(1) %o, i32 %t
  %v = load <8 x half>, ptr addrspace(1) %a
  %d = fpext <8 x half> %v to <8 x double>
  store <8 x double> %d, ptr addrspace(1) %b
  ret void
}

define amdgpu_kernel void @vector_compares(ptr addrspace(1) %o, ptr addrspace(1) %i) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %a = getelementptr [64 x i8], ptr addrspace(1) %i, i32 %t
  %b = getelementptr [64 x i8], ptr addrspace(1) %o, i32 %t
  %v = load <4 x i32>, ptr addrspace(1) %a
  %a2 = getelementptr i8, ptr addrspace(1) %a, i32 16
  %w = load <4 x i32>, ptr addrspace(1) %a2
  %c = icmp sgt <4 x i32> %v, %w
  %u = icmp ult <4 x i32> %v, <i32 100, i32 -5, i32 0, i32 1000000>
  %x = xor <4 x i1> %c, %u
  %s = select <4 x i1> %x, <4 x i32> %v, <4 x i32> %w
  store <4 x i32> %s, ptr addrspace(1) %b
  %z = zext <4 x i1> %c to <4 x i32>
  %b2 = getelementptr i8, ptr addrspace(1) %b, i32 16
  store <4 x i32> %z, ptr addrspace(1) %b2
  ret void
}

define amdgpu_kernel void @mask_bits(ptr addrspace(1) %o, ptr addrspace(1) %i) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %a = getelementptr [64 x i8], ptr addrspace(1) %i, i32 %t
  %b = getelementptr [64 x i8], ptr addrspace(1) %o, i32 %t
  %v = load <8 x i32>, ptr addrspace(1) %a
  %c = icmp slt <8 x i32> %v, zeroinitializer
  %m = bitcast <8 x i1> %c to i8
  store i8 %m, ptr addrspace(1) %b
  ; and back: a byte of the input picks elements
  %a3 = getelementptr i8, ptr addrspace(1) %a, i32 32
  %k = load i8, ptr addrspace(1) %a3
  %kc = bitcast i8 %k to <8 x i1>
  %s = select <8 x i1> %kc, <8 x i32> %v, <8 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %b2 = getelementptr i8, ptr addrspace(1) %b, i32 4
  store <8 x i32> %s, ptr addrspace(1) %b2
  ret void
}

define amdgpu_kernel void @float16_to_i64x8(ptr addrspace(1) %o, ptr addrspace(1) %i) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %a = getelementptr [64 x i8], ptr addrspace(1) %i, i32 %t
  %b = getelementptr [64 x i8], ptr addrspace(1) %o, i32 %t
  %v = load <16 x float>, ptr addrspace(1) %a
  %w = bitcast <16 x float> %v to <8 x i64>
  %x = add <8 x i64> %w, <i64 1, i64 -2, i64 3, i64 4294967296, i64 5, i64 6, i64 7, i64 8>
  %y = bitcast <8 x i64> %x to <16 x float>
  %z = fadd <16 x float> %y, zeroinitializer
  store <16 x float> %z, ptr addrspace(1) %b
  ret void
}

define amdgpu_kernel void @small_shapes(ptr addrspace(1) %o, ptr addrspace(1) %i) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %a = getelementptr [64 x i8], ptr addrspace(1) %i, i32 %t
  %b = getelementptr [64 x i8], ptr addrspace(1) %o, i32 %t
  %v = load <4 x i8>, ptr addrspace(1) %a
  %f = bitcast <4 x i8> %v to float
  %g = fmul float %f, 3.0
  %h = bitcast float %g to <2 x i16>
  %j = xor <2 x i16> %h, <i16 1, i16 -2>
  %k = bitcast <2 x i16> %j to i32
  %l = xor i32 %k, 305419896
  store i32 %l, ptr addrspace(1) %b
  %a2 = getelementptr i8, ptr addrspace(1) %a, i32 8
  %m = load <4 x half>, ptr addrspace(1) %a2
  %n = bitcast <4 x half> %m to <2 x float>
  %p = bitcast <2 x float> %n to <8 x i8>
  %q = add <8 x i8> %p, <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8>
  %r = bitcast <8 x i8> %q to <4 x i16>
  %b2 = getelementptr i8, ptr addrspace(1) %b, i32 8
  store <4 x i16> %r, ptr addrspace(1) %b2
  %a3 = getelementptr i8, ptr addrspace(1) %a, i32 16
  %s = load <6 x i16>, ptr addrspace(1) %a3
  %u = bitcast <6 x i16> %s to <3 x i32>
  %w = shufflevector <3 x i32> %u, <3 x i32> poison, <3 x i32> <i32 2, i32 0, i32 1>
  %x = bitcast <3 x i32> %w to <12 x i8>
  %b3 = getelementptr i8, ptr addrspace(1) %b, i32 16
  store <12 x i8> %x, ptr addrspace(1) %b3
  ret void
}
