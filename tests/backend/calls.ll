; Calls that stay (recursion: direct, with two calls, mutual through a loop; at a divergent
; call site; with many values live across the call in SGPRs and VGPRs; 64-bit, float,
; pointer and vector arguments and a struct result; a callee writing callee-saved VGPRs;
; private arrays in every frame, reached through pointers from the frames below)
; follow AMDGPU's calling convention: both compilers' objects run on the emulator with the
; same inputs and leave the same buffers (llc's linked by ld.lld, as its calls go through
; the GOT; kcc's both as they are and linked).
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: ld.lld -shared %t.llc.o -o %t.llc.so
; RUN: ld.lld -shared %t.kcc.o -o %t.kcc.so
; RUN: python3 %inputs/backend/values.py %t.in 4096 32 5
; RUN: rm -rf %t.dir
; RUN: %python %inputs/backend/run-same.py %kcc %t.dir 256 %t.in 8192 \
; RUN:   factorial,fibonacci,mutual,divergent_site,many_live,callee_saved,wide_args,private_frames %t.llc.so %t.kcc.o %t.kcc.so
; RUN: llvm-readobj --notes %t.kcc.o | FileCheck %s --check-prefix=META
; RUN: llvm-readelf -s %t.kcc.o | FileCheck %s --check-prefix=SYM
; RUN: %kcc %s -S -o - | FileCheck %s

; Every kernel calls a recursive function: a dynamic stack, as llc reports it.
; META-COUNT-8: .uses_dynamic_stack: true
; The functions are global symbols (protected: calls within the object stay PC-relative).
; SYM-DAG: FUNC GLOBAL PROTECTED {{.*}} fact
; SYM-DAG: FUNC GLOBAL PROTECTED {{.*}} fib
; SYM-DAG: FUNC GLOBAL PROTECTED {{.*}} even

; The kernel: caller-saved registers saved around the call in its frame (soffset 0),
; the argument in v0, the stack pointer past the frame, the callee's address PC-relative.
; CHECK-LABEL: factorial:
; CHECK: s_add_u32 s0, s0, s{{[0-9]+}}
; CHECK: buffer_store_dword v{{[0-9]+}}, off, s[0:3], 0 offset:
; CHECK: s_mov_b32 s32, 0x{{[0-9a-f]+}}
; CHECK-NEXT: s_getpc_b64 s[28:29]
; CHECK-NEXT: s_add_u32 s28, s28, fact@rel32@lo+4
; CHECK-NEXT: s_addc_u32 s29, s29, fact@rel32@hi+12
; CHECK: s_swappc_b64 s[30:31], s[28:29]
; CHECK: buffer_load_dword v{{[0-9]+}}, off, s[0:3], 0 offset:
; CHECK: s_endpgm

; The callee: the work-group ids (which its own call passes on) moved from s12..s14 to
; s8..s10, its entry EXEC and the caller's frame pointer kept, the frame from s33; the
; return address and its other SGPRs live across its own call saved around it (through
; v32..v39, in its frame);
; EXEC restored before the result goes to v0; then back through s[30:31].
; CHECK-LABEL: fact:
; CHECK-NEXT: s_mov_b32 s8, s12
; CHECK-NEXT: s_mov_b32 s9, s13
; CHECK-NEXT: s_mov_b32 s10, s14
; CHECK-NEXT: s_mov_b64 s[4:5], exec
; CHECK-NEXT: s_mov_b32 s6, s33
; CHECK-NEXT: s_mov_b32 s33, s32
; CHECK-NEXT: s_add_u32 s32, s32, 0x{{[0-9a-f]+}}
; CHECK: v_mov_b32_e32 [[T:v3[2-9]]], s30
; CHECK-NEXT: buffer_store_dword [[T]], off, s[0:3], s33 offset:
; CHECK: s_swappc_b64 s[30:31], s[28:29]
; CHECK: v_readfirstlane_b32{{.*}} s30, v{{3[2-9]}}
; CHECK: s_mov_b64 exec, s[4:5]
; CHECK: s_mov_b32 s32, s33
; CHECK-NEXT: s_mov_b32 s33, s6
; CHECK: s_setpc_b64 s[30:31]

; A callee using v40 and up saves them in its prologue and restores them before returning.
; CHECK-LABEL: wide:
; CHECK: s_add_u32 s32, s32, 0x{{[0-9a-f]+}}
; CHECK-NEXT: buffer_store_dword v40, off, s[0:3], s33 offset:
; CHECK: buffer_load_dword v40, off, s[0:3], s33 offset:
; CHECK: s_mov_b32 s32, s33
; CHECK: s_setpc_b64 s[30:31]

target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()

define internal i32 @gid() alwaysinline {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  ret i32 %gid
}

; Direct recursion; each lane recurses to its own depth.
define i32 @fact(i32 %n) {
entry:
  %c = icmp ule i32 %n, 1
  br i1 %c, label %base, label %rec
base:
  ret i32 1
rec:
  %m = sub i32 %n, 1
  %r = call i32 @fact(i32 %m)
  %p = mul i32 %n, %r
  ret i32 %p
}

define amdgpu_kernel void @factorial(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %gid = call i32 @gid()
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %x = load i32, ptr addrspace(1) %pi
  %n = and i32 %x, 15
  %r = call i32 @fact(i32 %n)
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %r, ptr addrspace(1) %po
  ret void
}

; Two recursive calls, a value (n) live across the first.
define i32 @fib(i32 %n) {
entry:
  %c = icmp ult i32 %n, 2
  br i1 %c, label %base, label %rec
base:
  ret i32 %n
rec:
  %a = sub i32 %n, 1
  %b = sub i32 %n, 2
  %fa = call i32 @fib(i32 %a)
  %fb = call i32 @fib(i32 %b)
  %s = add i32 %fa, %fb
  ret i32 %s
}

define amdgpu_kernel void @fibonacci(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %gid = call i32 @gid()
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %x = load i32, ptr addrspace(1) %pi
  %n = and i32 %x, 11
  %r = call i32 @fib(i32 %n)
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %r, ptr addrspace(1) %po
  ret void
}

; Mutual recursion, with a loop and a divergent branch in the callee.
define i32 @even(i32 %n, i32 %acc) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %done, label %more
done:
  ret i32 %acc
more:
  %m = sub i32 %n, 1
  %r = call i32 @odd(i32 %m, i32 %acc)
  ret i32 %r
}

define i32 @odd(i32 %n, i32 %acc) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %done, label %more
done:
  %a1 = add i32 %acc, 1000
  ret i32 %a1
more:
  br label %loop
loop:
  %i = phi i32 [ 0, %more ], [ %i1, %loop ]
  %s = phi i32 [ %acc, %more ], [ %s1, %loop ]
  %s1 = add i32 %s, %i
  %i1 = add i32 %i, 1
  %lc = icmp ult i32 %i1, %n
  br i1 %lc, label %loop, label %next
next:
  %m = sub i32 %n, 1
  %r = call i32 @even(i32 %m, i32 %s1)
  ret i32 %r
}

define amdgpu_kernel void @mutual(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %gid = call i32 @gid()
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %x = load i32, ptr addrspace(1) %pi
  %n = and i32 %x, 31
  %r = call i32 @even(i32 %n, i32 %x)
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %r, ptr addrspace(1) %po
  ret void
}

; A call in a divergent branch: the callee runs with those lanes only.
define amdgpu_kernel void @divergent_site(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %gid = call i32 @gid()
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %x = load i32, ptr addrspace(1) %pi
  %odd = and i32 %x, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %then, label %join
then:
  %n = lshr i32 %x, 28
  %r = call i32 @fact(i32 %n)
  br label %join
join:
  %v = phi i32 [ %r, %then ], [ %x, %entry ]
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %v, ptr addrspace(1) %po
  ret void
}

; 64-bit, float, pointer and vector arguments; a struct result (recursing 0-3 times).
define { i64, double, float } @mix(i64 %a, double %d, ptr addrspace(1) %p, <4 x i32> %v, float %f, i32 %depth) {
entry:
  %again = icmp ne i32 %depth, 0
  br i1 %again, label %recurse, label %body
recurse:
  %dm = sub i32 %depth, 1
  %inner = call { i64, double, float } @mix(i64 %a, double %d, ptr addrspace(1) %p, <4 x i32> %v, float %f, i32 %dm)
  %i0 = extractvalue { i64, double, float } %inner, 0
  %i1 = extractvalue { i64, double, float } %inner, 1
  %i2 = extractvalue { i64, double, float } %inner, 2
  %j0 = add i64 %i0, 1
  %j1 = fadd double %i1, 1.0
  %j2 = fadd float %i2, 2.0
  %k0 = insertvalue { i64, double, float } undef, i64 %j0, 0
  %k1 = insertvalue { i64, double, float } %k0, double %j1, 1
  %k2 = insertvalue { i64, double, float } %k1, float %j2, 2
  ret { i64, double, float } %k2
body:
  %w = load i64, ptr addrspace(1) %p
  %s = add i64 %a, %w
  %e0 = extractelement <4 x i32> %v, i32 0
  %e3 = extractelement <4 x i32> %v, i32 3
  %e = mul i32 %e0, %e3
  %ez = zext i32 %e to i64
  %s2 = xor i64 %s, %ez
  %d2 = fmul double %d, 3.0
  %f2 = fadd float %f, 0.5
  %r0 = insertvalue { i64, double, float } undef, i64 %s2, 0
  %r1 = insertvalue { i64, double, float } %r0, double %d2, 1
  %r2 = insertvalue { i64, double, float } %r1, float %f2, 2
  ret { i64, double, float } %r2
}

define amdgpu_kernel void @wide_args(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %gid = call i32 @gid()
  %pi = getelementptr i64, ptr addrspace(1) %in, i32 %gid
  %x = load i64, ptr addrspace(1) %pi
  %lo = trunc i64 %x to i32
  %d = uitofp i64 %x to double
  %f = uitofp i32 %lo to float
  %v0 = insertelement <4 x i32> undef, i32 %lo, i32 0
  %v1 = insertelement <4 x i32> %v0, i32 7, i32 1
  %v2 = insertelement <4 x i32> %v1, i32 %gid, i32 2
  %v3 = insertelement <4 x i32> %v2, i32 %gid, i32 3
  %pn = getelementptr i64, ptr addrspace(1) %in, i32 1
  %depth = and i32 %gid, 3
  %r = call { i64, double, float } @mix(i64 %x, double %d, ptr addrspace(1) %pn, <4 x i32> %v3, float %f, i32 %depth)
  %r0 = extractvalue { i64, double, float } %r, 0
  %r1 = extractvalue { i64, double, float } %r, 1
  %r2 = extractvalue { i64, double, float } %r, 2
  %po = getelementptr [3 x i64], ptr addrspace(1) %out, i32 %gid
  store i64 %r0, ptr addrspace(1) %po
  %po1 = getelementptr i64, ptr addrspace(1) %po, i32 1
  store double %r1, ptr addrspace(1) %po1
  %po2 = getelementptr i64, ptr addrspace(1) %po, i32 2
  store float %r2, ptr addrspace(1) %po2
  ret void
}

; Many values live across a call: divergent ones (VGPRs) and uniform ones (SGPRs), so both
; caller-saved and callee-saved registers hold some.
define amdgpu_kernel void @many_live(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %gid = call i32 @gid()
  %base = mul i32 %gid, 7
  %uv = load <16 x i32>, ptr addrspace(1) %in
  %dp = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %dv = load <40 x i32>, ptr addrspace(1) %dp
  %x = extractelement <40 x i32> %dv, i32 0
  %n = and i32 %x, 7
  %r = call i32 @fact(i32 %n)
  %d2 = add <40 x i32> %dv, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40>
  %dr = call i32 @llvm.vector.reduce.xor.v40i32(<40 x i32> %d2)
  %u2 = mul <16 x i32> %uv, <i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33>
  %ur = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %u2)
  %s0 = add i32 %dr, %ur
  %s1 = add i32 %s0, %r
  %s2 = add i32 %s1, %base
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %s2, ptr addrspace(1) %po
  ret void
}
declare i32 @llvm.vector.reduce.xor.v40i32(<40 x i32>)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>)

; A callee with 48 values live at once: it writes callee-saved VGPRs (v40..), which it
; saves and restores; it calls with them live (itself or fact), so its own calls save its
; caller-saved ones.
define i32 @wide(ptr addrspace(1) %p, i32 %k) {
entry:
  %v = load <48 x i32>, ptr addrspace(1) %p
  %n = and i32 %k, 7
  %again = icmp ugt i32 %k, 1000
  br i1 %again, label %recurse, label %leaf
recurse:
  %k2 = lshr i32 %k, 4
  %rr = call i32 @wide(ptr addrspace(1) %p, i32 %k2)
  br label %join
leaf:
  %rl = call i32 @fact(i32 %n)
  br label %join
join:
  %r = phi i32 [ %rr, %recurse ], [ %rl, %leaf ]
  %v2 = mul <48 x i32> %v, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48>
  %s = call i32 @llvm.vector.reduce.xor.v48i32(<48 x i32> %v2)
  %t = add i32 %s, %r
  ret i32 %t
}
declare i32 @llvm.vector.reduce.xor.v48i32(<48 x i32>)

define amdgpu_kernel void @callee_saved(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %gid = call i32 @gid()
  %dp = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %keep = load <44 x i32>, ptr addrspace(1) %dp
  %k = extractelement <44 x i32> %keep, i32 3
  %r = call i32 @wide(ptr addrspace(1) %dp, i32 %k)
  %kr = call i32 @llvm.vector.reduce.add.v44i32(<44 x i32> %keep)
  %s = xor i32 %r, %kr
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %s, ptr addrspace(1) %po
  ret void
}
declare i32 @llvm.vector.reduce.add.v44i32(<44 x i32>)

; Each frame has a private array; the child reads its parent's through a pointer argument
; and writes into it, the parent reads it back after the call.
define i32 @frames(i32 %n, ptr addrspace(5) %parent, i32 %x) {
entry:
  %buf = alloca [6 x i32], align 4, addrspace(5)
  br label %fill
fill:
  %i = phi i32 [ 0, %entry ], [ %i1, %fill ]
  %v = mul i32 %i, %x
  %v2 = add i32 %v, %n
  %p = getelementptr [6 x i32], ptr addrspace(5) %buf, i32 0, i32 %i
  store i32 %v2, ptr addrspace(5) %p
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 6
  br i1 %c, label %fill, label %filled
filled:
  %sel = and i32 %x, 3
  %pp = getelementptr i32, ptr addrspace(5) %parent, i32 %sel
  %pv = load i32, ptr addrspace(5) %pp
  %z = icmp eq i32 %n, 0
  br i1 %z, label %leaf, label %rec
leaf:
  store i32 %x, ptr addrspace(5) %pp
  br label %done
rec:
  %m = sub i32 %n, 1
  %x2 = xor i32 %x, %pv
  %r = call i32 @frames(i32 %m, ptr addrspace(5) %buf, i32 %x2)
  %q = getelementptr [6 x i32], ptr addrspace(5) %buf, i32 0, i32 %sel
  %back = load i32, ptr addrspace(5) %q
  %s = add i32 %r, %back
  store i32 %s, ptr addrspace(5) %pp
  br label %done
done:
  %res = phi i32 [ %pv, %leaf ], [ %s, %rec ]
  %b5 = getelementptr [6 x i32], ptr addrspace(5) %buf, i32 0, i32 5
  %l5 = load i32, ptr addrspace(5) %b5
  %out = add i32 %res, %l5
  ret i32 %out
}

define amdgpu_kernel void @private_frames(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %gid = call i32 @gid()
  %top = alloca [4 x i32], align 4, addrspace(5)
  store i32 1, ptr addrspace(5) %top
  %t1 = getelementptr i32, ptr addrspace(5) %top, i32 1
  store i32 2, ptr addrspace(5) %t1
  %t2 = getelementptr i32, ptr addrspace(5) %top, i32 2
  store i32 3, ptr addrspace(5) %t2
  %t3 = getelementptr i32, ptr addrspace(5) %top, i32 3
  store i32 4, ptr addrspace(5) %t3
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %x = load i32, ptr addrspace(1) %pi
  %n = and i32 %x, 7
  %r = call i32 @frames(i32 %n, ptr addrspace(5) %top, i32 %x)
  %a = load i32, ptr addrspace(5) %top
  %b = load i32, ptr addrspace(5) %t3
  %s = add i32 %r, %a
  %s2 = xor i32 %s, %b
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %s2, ptr addrspace(1) %po
  ret void
}

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}

; A called function's allocas are at its frame pointer: addresses from s33 over 64 (per-lane
; bytes from the wave's scratch base, as pointers passed between frames must be).
; CHECK-LABEL: frames:
; CHECK: s_lshr_b32 s{{[0-9]+}}, s33, 6
