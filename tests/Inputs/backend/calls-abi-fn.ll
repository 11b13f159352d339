; The functions tests/backend/calls-abi.ll calls, compiled apart (by kcc and by llc):
; arguments past v30 on the stack, 16-bit vector elements packed, byval, sret, results
; through memory.
target triple = "amdgcn-amd-amdhsa"

%S = type { i32, i32, i32 }

; 36 arguments: the i64 straddles v30 and the stack; the rest on the stack. Recursive: the
; callee passes stack arguments too.
define i64 @many(i32 %n, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i32 %a8, i32 %a9, i32 %a10, i32 %a11, i32 %a12, i32 %a13, i32 %a14, i32 %a15, i32 %a16, i32 %a17, i32 %a18, i32 %a19, i32 %a20, i32 %a21, i32 %a22, i32 %a23, i32 %a24, i32 %a25, i32 %a26, i32 %a27, i32 %a28, i32 %a29, i64 %w, i32 %q, i16 %h, <2 x i16> %v, float %f, i1 %b) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %base, label %more
base:
  %w32 = trunc i64 %w to i32
  %wh = lshr i64 %w, 32
  %wh32 = trunc i64 %wh to i32
  %s0 = add i32 %a1, %a29
  %s1 = xor i32 %s0, %w32
  %s2 = add i32 %s1, %wh32
  %s3 = mul i32 %s2, %q
  %h32 = zext i16 %h to i32
  %s4 = add i32 %s3, %h32
  %v1 = extractelement <2 x i16> %v, i32 1
  %v132 = zext i16 %v1 to i32
  %s5 = xor i32 %s4, %v132
  %fi = fptosi float %f to i32
  %s6 = add i32 %s5, %fi
  %s7 = select i1 %b, i32 %s6, i32 %a15
  %r = zext i32 %s7 to i64
  %rr = shl i64 %r, 3
  ret i64 %rr
more:
  %m = sub i32 %n, 1
  %w2 = add i64 %w, 12345678901
  %q2 = xor i32 %q, %a2
  %f2 = fadd float %f, 1.5
  %nb = xor i1 %b, true
  %c = call i64 @many(i32 %m, i32 %a1, i32 %a2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 %a15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 %a29, i64 %w2, i32 %q2, i16 %h, <2 x i16> %v, float %f2, i1 %nb)
  %c2 = add i64 %c, %w
  ret i64 %c2
}

; 16-bit elements of vectors share a dword; other elements and fields have their own.
define <3 x i16> @packed(<2 x i16> %a, <3 x half> %c, i16 %b, { i8, i64 } %d, [2 x i32] %e, <2 x i8> %g) {
  %a0 = extractelement <2 x i16> %a, i32 0
  %a1 = extractelement <2 x i16> %a, i32 1
  %c2 = extractelement <3 x half> %c, i32 2
  %c2i = bitcast half %c2 to i16
  %c0 = extractelement <3 x half> %c, i32 0
  %c0i = bitcast half %c0 to i16
  %d0 = extractvalue { i8, i64 } %d, 0
  %d016 = zext i8 %d0 to i16
  %d1 = extractvalue { i8, i64 } %d, 1
  %d116 = trunc i64 %d1 to i16
  %e1 = extractvalue [2 x i32] %e, 1
  %e116 = trunc i32 %e1 to i16
  %g1 = extractelement <2 x i8> %g, i32 1
  %g116 = zext i8 %g1 to i16
  %x0 = add i16 %a0, %c2i
  %x1 = xor i16 %a1, %b
  %x1b = add i16 %x1, %d016
  %x2 = add i16 %d116, %e116
  %x2b = xor i16 %x2, %g116
  %x2c = add i16 %x2b, %c0i
  %r0 = insertelement <3 x i16> poison, i16 %x0, i32 0
  %r1 = insertelement <3 x i16> %r0, i16 %x1b, i32 1
  %r2 = insertelement <3 x i16> %r1, i16 %x2c, i32 2
  ret <3 x i16> %r2
}

; A byval object: the callee's own copy, on the stack at its alignment.
define i32 @by_value(i32 %a, ptr addrspace(5) byval(%S) align 16 %s, i32 %b) {
  %p2 = getelementptr i32, ptr addrspace(5) %s, i32 2
  %x = load i32, ptr addrspace(5) %p2
  %p1 = getelementptr i32, ptr addrspace(5) %s, i32 1
  %y = load i32, ptr addrspace(5) %p1
  %x2 = add i32 %x, %a
  store i32 %x2, ptr addrspace(5) %p2
  %z = load i32, ptr addrspace(5) %p2
  %r = mul i32 %z, %y
  %r2 = add i32 %r, %b
  ret i32 %r2
}

; sret: an ordinary pointer argument.
define void @with_sret(ptr addrspace(5) sret(%S) %out, i32 %a) {
  store i32 %a, ptr addrspace(5) %out
  %p1 = getelementptr i32, ptr addrspace(5) %out, i32 1
  %b = mul i32 %a, 3
  store i32 %b, ptr addrspace(5) %p1
  %p2 = getelementptr i32, ptr addrspace(5) %out, i32 2
  %c = xor i32 %a, 77
  store i32 %c, ptr addrspace(5) %p2
  ret void
}

; 40 result dwords: returned through the caller's object (a hidden first argument).
define <40 x i32> @wide(i32 %a) {
  %v = insertelement <40 x i32> zeroinitializer, i32 %a, i32 35
  %a1 = mul i32 %a, 7
  %w = insertelement <40 x i32> %v, i32 %a1, i32 1
  %a2 = xor i32 %a, 99
  %u = insertelement <40 x i32> %w, i32 %a2, i32 39
  ret <40 x i32> %u
}

; A result of 32 dwords stays in v0..v31.
define <32 x i32> @full(i32 %a) {
  %v = insertelement <32 x i32> zeroinitializer, i32 %a, i32 31
  %a1 = add i32 %a, 5
  %w = insertelement <32 x i32> %v, i32 %a1, i32 0
  ret <32 x i32> %w
}

; inreg arguments in s16.. (the i64 in s[17:18]).
define i32 @with_inreg(i32 inreg %u, i64 inreg %w, i32 %x, i32 inreg %n) {
  %wl = trunc i64 %w to i32
  %wh0 = lshr i64 %w, 32
  %wh = trunc i64 %wh0 to i32
  %a = mul i32 %x, %u
  %b = add i32 %a, %wl
  %c = xor i32 %b, %wh
  %d = add i32 %c, %n
  ret i32 %d
}

; The same without: the oracle for the above.
define i32 @with_plain(i32 %u, i64 %w, i32 %x, i32 %n) {
  %wl = trunc i64 %w to i32
  %wh0 = lshr i64 %w, 32
  %wh = trunc i64 %wh0 to i32
  %a = mul i32 %x, %u
  %b = add i32 %a, %wl
  %c = xor i32 %b, %wh
  %d = add i32 %c, %n
  ret i32 %d
}

; Recursive: the callee passes inreg arguments too (only kcc's: llc-22's callers put them
; in s0.., where its callees do not read them: llvm/llvm-project#182754).
define i32 @with_inreg_rec(i32 inreg %u, i64 inreg %w, i32 %x, i32 inreg %n) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %base, label %more
base:
  %wl = trunc i64 %w to i32
  %wh0 = lshr i64 %w, 32
  %wh = trunc i64 %wh0 to i32
  %a = mul i32 %x, %u
  %b = add i32 %a, %wl
  %c = xor i32 %b, %wh
  ret i32 %c
more:
  %m = sub i32 %n, 1
  %w2 = add i64 %w, 12345678912
  %r = call i32 @with_inreg_rec(i32 inreg %u, i64 inreg %w2, i32 %x, i32 inreg %m)
  %r2 = add i32 %r, %u
  ret i32 %r2
}

; The same without inreg.
define i32 @with_plain_rec(i32 %u, i64 %w, i32 %x, i32 %n) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %base, label %more
base:
  %wl = trunc i64 %w to i32
  %wh0 = lshr i64 %w, 32
  %wh = trunc i64 %wh0 to i32
  %a = mul i32 %x, %u
  %b = add i32 %a, %wl
  %c = xor i32 %b, %wh
  ret i32 %c
more:
  %m = sub i32 %n, 1
  %w2 = add i64 %w, 12345678912
  %r = call i32 @with_plain_rec(i32 %u, i64 %w2, i32 %x, i32 %m)
  %r2 = add i32 %r, %u
  ret i32 %r2
}

; The work-group ids, which the caller passes in s12..s14; recursive, so the callee passes
; them on.
define i32 @group_ids(i32 %a, i32 %n) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %base, label %more
base:
  %gx = call i32 @llvm.amdgcn.workgroup.id.x()
  %gy = call i32 @llvm.amdgcn.workgroup.id.y()
  %gz = call i32 @llvm.amdgcn.workgroup.id.z()
  %x = mul i32 %gx, 1000
  %y = shl i32 %gy, 20
  %z2 = shl i32 %gz, 25
  %s = add i32 %x, %a
  %s2 = or i32 %s, %y
  %s3 = xor i32 %s2, %z2
  ret i32 %s3
more:
  %m = sub i32 %n, 1
  %r = call i32 @group_ids(i32 %a, i32 %m)
  %gx2 = call i32 @llvm.amdgcn.workgroup.id.x()
  %r2 = add i32 %r, %gx2
  ret i32 %r2
}
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
