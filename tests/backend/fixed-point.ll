; llvm.smul.fix/umul.fix (and .sat) on i8, i16 and i32: the extended product shifted right by
; the scale (toward negative infinity, as llc-22 rounds), clamped for .sat; llvm.sdiv.fix/
; udiv.fix (and .sat): the shifted dividend divided (signed: toward negative infinity), clamped
; for .sat (non-saturating ones on dividends whose quotient fits: past it is undefined). kcc's
; and llc-22's objects run on the emulator on random and extreme integers and must write the
; same bytes.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: %python -c "import random,struct,sys; r=random.Random(9); e=[0,1,-1,2**31-1,-2**31,2**15,-2**15,255,-128,65535]; open(sys.argv[1],'wb').write(struct.pack('<2048i',*[r.choice(e) if r.random()<0.3 else r.randrange(-2**31,2**31) for _ in range(2048)]))" %t.in
; RUN: %python -c "import sys; open(sys.argv[1],'wb').write(bytes(1024 * 32))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel k --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel k --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel d --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel d --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr <2 x i32>, ptr addrspace(1) %in, i32 %gid
  %v = load <2 x i32>, ptr addrspace(1) %pi
  %a = extractelement <2 x i32> %v, i32 0
  %b = extractelement <2 x i32> %v, i32 1
  %r0 = call i32 @llvm.smul.fix.i32(i32 %a, i32 %b, i32 7)
  %r1 = call i32 @llvm.umul.fix.i32(i32 %a, i32 %b, i32 31)
  %r2 = call i32 @llvm.smul.fix.sat.i32(i32 %a, i32 %b, i32 15)
  %r3 = call i32 @llvm.umul.fix.sat.i32(i32 %a, i32 %b, i32 3)
  %a16 = trunc i32 %a to i16
  %b16 = trunc i32 %b to i16
  %h0 = call i16 @llvm.smul.fix.sat.i16(i16 %a16, i16 %b16, i32 8)
  %h1 = call i16 @llvm.smul.fix.i16(i16 %a16, i16 %b16, i32 0)
  %a8 = trunc i32 %a to i8
  %b8 = trunc i32 %b to i8
  %c0 = call i8 @llvm.umul.fix.sat.i8(i8 %a8, i8 %b8, i32 2)
  %c1 = call i8 @llvm.smul.fix.sat.i8(i8 %a8, i8 %b8, i32 7)
  %vv = insertelement <2 x i32> %v, i32 %r0, i32 0
  %rv = call <2 x i32> @llvm.umul.fix.sat.v2i32(<2 x i32> %vv, <2 x i32> %v, i32 16)
  %rv0 = extractelement <2 x i32> %rv, i32 0
  %rv1 = extractelement <2 x i32> %rv, i32 1
  %po = getelementptr [8 x i32], ptr addrspace(1) %out, i32 %gid
  %h0e = sext i16 %h0 to i32
  %h1e = zext i16 %h1 to i32
  %h = shl i32 %h1e, 16
  %hh = or i32 %h, %h0e
  %c0e = zext i8 %c0 to i32
  %c1e = zext i8 %c1 to i32
  %c = shl i32 %c1e, 8
  %cc = or i32 %c, %c0e
  %o = insertelement <8 x i32> poison, i32 %r0, i32 0
  %o1 = insertelement <8 x i32> %o, i32 %r1, i32 1
  %o2 = insertelement <8 x i32> %o1, i32 %r2, i32 2
  %o3 = insertelement <8 x i32> %o2, i32 %r3, i32 3
  %o4 = insertelement <8 x i32> %o3, i32 %hh, i32 4
  %o5 = insertelement <8 x i32> %o4, i32 %cc, i32 5
  %o6 = insertelement <8 x i32> %o5, i32 %rv0, i32 6
  %o7 = insertelement <8 x i32> %o6, i32 %rv1, i32 7
  store <8 x i32> %o7, ptr addrspace(1) %po, align 4
  ret void
}

define amdgpu_kernel void @d(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr <2 x i32>, ptr addrspace(1) %in, i32 %gid
  %v = load <2 x i32>, ptr addrspace(1) %pi
  %a = extractelement <2 x i32> %v, i32 0
  %b0 = extractelement <2 x i32> %v, i32 1
  ; Nonzero divisors; small dividends for the non-saturating forms.
  %b = or i32 %b0, 1
  %as = ashr i32 %a, 24
  %r0 = call i32 @llvm.sdiv.fix.i32(i32 %as, i32 %b, i32 7)
  %au = lshr i32 %a, 24
  %r1 = call i32 @llvm.udiv.fix.i32(i32 %au, i32 %b, i32 8)
  %r2 = call i32 @llvm.sdiv.fix.sat.i32(i32 %a, i32 %b, i32 15)
  %r3 = call i32 @llvm.udiv.fix.sat.i32(i32 %a, i32 %b, i32 3)
  %a16 = trunc i32 %a to i16
  %b16 = trunc i32 %b to i16
  %h0 = call i16 @llvm.sdiv.fix.sat.i16(i16 %a16, i16 %b16, i32 8)
  %a8 = trunc i32 %a to i8
  %b8 = trunc i32 %b to i8
  %c0 = call i8 @llvm.udiv.fix.sat.i8(i8 %a8, i8 %b8, i32 2)
  %h0e = sext i16 %h0 to i32
  %c0e = zext i8 %c0 to i32
  %po = getelementptr [8 x i32], ptr addrspace(1) %out, i32 %gid
  %o = insertelement <8 x i32> zeroinitializer, i32 %r0, i32 0
  %o1 = insertelement <8 x i32> %o, i32 %r1, i32 1
  %o2 = insertelement <8 x i32> %o1, i32 %r2, i32 2
  %o3 = insertelement <8 x i32> %o2, i32 %r3, i32 3
  %o4 = insertelement <8 x i32> %o3, i32 %h0e, i32 4
  %o5 = insertelement <8 x i32> %o4, i32 %c0e, i32 5
  store <8 x i32> %o5, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.sdiv.fix.i32(i32, i32, i32)
declare i32 @llvm.udiv.fix.i32(i32, i32, i32)
declare i32 @llvm.sdiv.fix.sat.i32(i32, i32, i32)
declare i32 @llvm.udiv.fix.sat.i32(i32, i32, i32)
declare i16 @llvm.sdiv.fix.sat.i16(i16, i16, i32)
declare i8 @llvm.udiv.fix.sat.i8(i8, i8, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.smul.fix.i32(i32, i32, i32)
declare i32 @llvm.umul.fix.i32(i32, i32, i32)
declare i32 @llvm.smul.fix.sat.i32(i32, i32, i32)
declare i32 @llvm.umul.fix.sat.i32(i32, i32, i32)
declare i16 @llvm.smul.fix.sat.i16(i16, i16, i32)
declare i16 @llvm.smul.fix.i16(i16, i16, i32)
declare i8 @llvm.umul.fix.sat.i8(i8, i8, i32)
declare i8 @llvm.smul.fix.sat.i8(i8, i8, i32)
declare <2 x i32> @llvm.umul.fix.sat.v2i32(<2 x i32>, <2 x i32>, i32)
