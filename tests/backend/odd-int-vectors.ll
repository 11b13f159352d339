; Vectors of integers of odd widths (`<3 x i15>`): as a kernel argument and in memory packed
; into N·K bits as llc-22 lays them out (the input keeps the bits above them zero, as a store
; of the type leaves them), arithmetic, division, shifts, compares and selects element by
; element (each element owns the low bits of its leaf, extended where an operation reads the
; others), extensions and truncations, extractelement, bitreverse of them and of an i3. Both
; compilers' objects must leave the same buffer, for two argument values.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: %python -c "import random,sys; r=random.Random(8); open(sys.argv[1],'wb').write(b''.join(r.getrandbits(45).to_bytes(6,'little')+bytes(2) for t in range(64)))" %t.in
; RUN: rm -rf %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel odd_vectors --grid 64 --block 64 --arg zeros:2048 --arg buf:%t.in --arg bytes:1234abcd56780000 --arg bytes:05 --out-dir %t.kcc/a
; RUN: %kcc run %t.llc.o --kernel odd_vectors --grid 64 --block 64 --arg zeros:2048 --arg buf:%t.in --arg bytes:1234abcd56780000 --arg bytes:05 --out-dir %t.llc/a
; RUN: cmp %t.kcc/a/arg0.bin %t.llc/a/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel odd_vectors --grid 64 --block 64 --arg zeros:2048 --arg buf:%t.in --arg bytes:ffff00ff7f000000 --arg bytes:03 --out-dir %t.kcc/b
; RUN: %kcc run %t.llc.o --kernel odd_vectors --grid 64 --block 64 --arg zeros:2048 --arg buf:%t.in --arg bytes:ffff00ff7f000000 --arg bytes:03 --out-dir %t.llc/b
; RUN: cmp %t.kcc/b/arg0.bin %t.llc/b/arg0.bin

declare i32 @llvm.amdgcn.workitem.id.x()
declare <3 x i15> @llvm.bitreverse.v3i15(<3 x i15>)
declare i3 @llvm.bitreverse.i3(i3)

; Vectors of integers of odd widths: a kernel argument and memory packed into bits (<3 x i15>
; in 45 bits), arithmetic, division, shifts, compares and selects element by element,
; extensions and truncations, bitreverse.
define amdgpu_kernel void @odd_vectors(ptr addrspace(1) %out, ptr addrspace(1) %in, <3 x i15> %arg, i3 %small) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %src = getelementptr [8 x i8], ptr addrspace(1) %in, i32 %t
  %x = load <3 x i15>, ptr addrspace(1) %src, align 2
  %sum = add <3 x i15> %x, %arg
  %prod = mul <3 x i15> %sum, %x
  %q = udiv <3 x i15> %prod, <i15 7, i15 300, i15 16383>
  %r = srem <3 x i15> %prod, <i15 -5, i15 77, i15 3>
  %amt = and <3 x i15> %x, splat (i15 7)
  %sh = ashr <3 x i15> %prod, %amt
  %c = icmp slt <3 x i15> %sh, %r
  %m = select <3 x i1> %c, <3 x i15> %q, <3 x i15> %sh
  %rev = call <3 x i15> @llvm.bitreverse.v3i15(<3 x i15> %m)
  %dst = getelementptr [32 x i8], ptr addrspace(1) %out, i32 %t
  store <3 x i15> %rev, ptr addrspace(1) %dst, align 2
  %w = sext <3 x i15> %r to <3 x i32>
  %d1 = getelementptr i8, ptr addrspace(1) %dst, i32 8
  store <3 x i32> %w, ptr addrspace(1) %d1, align 4
  %n = trunc <3 x i32> %w to <3 x i15>
  %z = zext <3 x i15> %n to <3 x i16>
  %d2 = getelementptr i8, ptr addrspace(1) %dst, i32 20
  store <3 x i16> %z, ptr addrspace(1) %d2, align 2
  %t3 = trunc i32 %t to i3
  %s3 = add i3 %t3, %small
  %b3 = call i3 @llvm.bitreverse.i3(i3 %s3)
  %e3 = extractelement <3 x i15> %m, i32 1
  %e8 = trunc i15 %e3 to i8
  %b8 = zext i3 %b3 to i8
  %x8 = xor i8 %e8, %b8
  %d3 = getelementptr i8, ptr addrspace(1) %dst, i32 26
  store i8 %x8, ptr addrspace(1) %d3
  ret void
}
