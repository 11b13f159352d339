; 16-bit kernel arguments that share a dword (<2 x half>, half, i16, <2 x i16>): the scalar
; loads of one dword's fields become one load and shifts (fold-addresses), an f16 field a
; truncation to i16 and a bitcast. kcc's and llc-22's objects run on the emulator and must
; write what the host computes (the f16 arithmetic is exact on these values).
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: %python -c "import sys; open(sys.argv[1],'wb').write(bytes(256))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel k --grid 64 --block 64 --arg buf:%t.out --arg f16x2:1.5,-2.25 --arg f16:3.0 --arg i16:-7 --arg i16x2:-25536,-3 --arg f16:0.125 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel k --grid 64 --block 64 --arg buf:%t.out --arg f16x2:1.5,-2.25 --arg f16:3.0 --arg i16:-7 --arg i16x2:-25536,-3 --arg f16:0.125 --out-dir %t.llc
; RUN: %python -c "import struct,sys; c=struct.unpack('<I',struct.pack('<f',(1.5-2.25)*3.0-0.125))[0]; t=(-7+40000)*-3; open(sys.argv[1],'wb').write(struct.pack('<64I',*[((t+i)&0xffffffff)^c for i in range(64)]))" %t.want
; RUN: cmp %t.kcc/arg0.bin %t.want
; RUN: cmp %t.llc/arg0.bin %t.want

define amdgpu_kernel void @k(ptr addrspace(1) %p, <2 x half> %vh, half %h, i16 %s, <2 x i16> %vs, half %g) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %x = extractelement <2 x half> %vh, i32 0
  %y = extractelement <2 x half> %vh, i32 1
  %a = fadd half %x, %y
  %b = fmul half %a, %h
  %c = fsub half %b, %g
  %s32 = sext i16 %s to i32
  %v0 = extractelement <2 x i16> %vs, i32 0
  %v1 = extractelement <2 x i16> %vs, i32 1
  %w0 = zext i16 %v0 to i32
  %w1 = sext i16 %v1 to i32
  %t = add i32 %s32, %w0
  %t2 = mul i32 %t, %w1
  %t3 = add i32 %t2, %id
  %cf = fpext half %c to float
  %cb = bitcast float %cf to i32
  %r = xor i32 %t3, %cb
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %id
  store i32 %r, ptr addrspace(1) %q
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
