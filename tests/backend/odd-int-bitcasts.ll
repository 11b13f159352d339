; Bitcasts between integers of odd widths (whose leaves own the low bits of a wider MIR
; integer, or two s64 leaves past 64 bits) and vectors, around arithmetic on the integers.
; Both compilers' objects must leave the same buffer.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: %python -c "import random,sys; r=random.Random(21); open(sys.argv[1],'wb').write(bytes(r.randrange(256) for _ in range(4096)))" %t.in
; RUN: rm -rf %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel odd_bitcasts --grid 64 --block 64 --arg zeros:4096 --arg buf:%t.in --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel odd_bitcasts --grid 64 --block 64 --arg zeros:4096 --arg buf:%t.in --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin

declare i32 @llvm.amdgcn.workitem.id.x()

; Integers of odd widths bitcast to and from vectors: i24 / <3 x i8>, i48 / <3 x i16>,
; i80 / <5 x i16>, i96 / <3 x i32>, each through arithmetic on the integer.
define amdgpu_kernel void @odd_bitcasts(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %src = getelementptr [16 x i32], ptr addrspace(1) %in, i32 %t
  %dst = getelementptr [16 x i32], ptr addrspace(1) %out, i32 %t
  %v3 = load <3 x i32>, ptr addrspace(1) %src, align 4
  %i96 = bitcast <3 x i32> %v3 to i96
  %s96 = lshr i96 %i96, 20
  %x96 = add i96 %s96, 123456789012345678901
  %b96 = bitcast i96 %x96 to <3 x i32>
  store <3 x i32> %b96, ptr addrspace(1) %dst, align 4
  %p48 = getelementptr i32, ptr addrspace(1) %src, i32 3
  %v48 = load <3 x i16>, ptr addrspace(1) %p48, align 4
  %i48 = bitcast <3 x i16> %v48 to i48
  %m48 = mul i48 %i48, 77
  %b48 = bitcast i48 %m48 to <3 x i16>
  %d48 = getelementptr i32, ptr addrspace(1) %dst, i32 3
  store <3 x i16> %b48, ptr addrspace(1) %d48, align 4
  %p80 = getelementptr i32, ptr addrspace(1) %src, i32 6
  %v80 = load <5 x i16>, ptr addrspace(1) %p80, align 4
  %i80 = bitcast <5 x i16> %v80 to i80
  %r80 = xor i80 %i80, 604462909807314587353087
  %n80 = sub i80 0, %r80
  %b80 = bitcast i80 %n80 to <5 x i16>
  %d80 = getelementptr i32, ptr addrspace(1) %dst, i32 6
  store <5 x i16> %b80, ptr addrspace(1) %d80, align 4
  %p24 = getelementptr i32, ptr addrspace(1) %src, i32 10
  %v24 = load <3 x i8>, ptr addrspace(1) %p24, align 4
  %i24 = bitcast <3 x i8> %v24 to i24
  %a24 = ashr i24 %i24, 3
  %b24 = bitcast i24 %a24 to <3 x i8>
  %d24 = getelementptr i32, ptr addrspace(1) %dst, i32 10
  store <3 x i8> %b24, ptr addrspace(1) %d24, align 4
  ret void
}
