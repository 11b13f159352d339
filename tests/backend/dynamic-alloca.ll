; Allocas of a run-time size: a stack pointer past the static frame, per lane in bytes (an
; SGPR while every size is uniform, a VGPR once a lane's size differs), 16-byte steps, larger
; alignments rounded up to; stacksave/stackrestore around allocas in loops and around inlined
; callees with dynamic allocas. The code object says it uses a dynamic stack (the runtime then
; gives each lane 16 KiB past the fixed size).
; Results are checked against the host (dynamic-alloca.py): llc-22's objects cannot be the
; oracle, since llc-22 addresses dynamic objects with its wave-scaled stack pointer as a
; per-lane offset in some accesses and as a wave offset in others.
; RUN: %kcc %s -o %t.o
; RUN: llvm-readobj --notes %t.o | FileCheck %s --check-prefix=META
; RUN: rm -rf %t.dir && mkdir -p %t.dir
; RUN: %python %inputs/backend/dynamic-alloca.py %kcc %t.o %t.dir
; RUN: %kcc %s -S -o - | FileCheck %s

; META-COUNT-5: .uses_dynamic_stack: true

target triple = "amdgcn-amd-amdhsa"

; A uniform size: the stack pointer stays scalar; two objects, the second past the first.
; CHECK-LABEL: uniform_size:
; CHECK: s_mov_b32 [[SP:s[0-9]+]], 16
; CHECK: s_lshl2_add_u32 {{s[0-9]+}}, {{s[0-9]+}}, 15
; CHECK: s_and_b32 {{s[0-9]+}}, {{s[0-9]+}}, -16
; CHECK: buffer_store_dword {{v[0-9]+}}, {{v[0-9]+}}, s[0:3], 0 offen
; out[id] = sum over i < n of 2 * (id + 3 * (n - 1 - i)), through an i32 array a (a[i] =
; id + 3i) and an i64 array b (b[i] = 2 a[n-1-i]); a static alloca first.
define amdgpu_kernel void @uniform_size(ptr addrspace(1) %out, i32 %n) {
entry:
  %static = alloca [3 x i32], align 4, addrspace(5)
  store volatile i32 5, ptr addrspace(5) %static
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %a = alloca i32, i32 %n, align 4, addrspace(5)
  %b = alloca i64, i32 %n, align 8, addrspace(5)
  %empty = icmp eq i32 %n, 0
  br i1 %empty, label %done, label %fill
fill:
  %i = phi i32 [0, %entry], [%i1, %fill]
  %i3 = mul i32 %i, 3
  %v = add i32 %gid, %i3
  %pa = getelementptr i32, ptr addrspace(5) %a, i32 %i
  store i32 %v, ptr addrspace(5) %pa
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %n
  br i1 %more, label %fill, label %copy
copy:
  %j = phi i32 [0, %fill], [%j1, %copy]
  %r = sub i32 %n, %j
  %r1 = sub i32 %r, 1
  %pr = getelementptr i32, ptr addrspace(5) %a, i32 %r1
  %x = load i32, ptr addrspace(5) %pr
  %x2 = shl i32 %x, 1
  %x64 = zext i32 %x2 to i64
  %pb = getelementptr i64, ptr addrspace(5) %b, i32 %j
  store i64 %x64, ptr addrspace(5) %pb
  %j1 = add i32 %j, 1
  %more2 = icmp ult i32 %j1, %n
  br i1 %more2, label %copy, label %sum
sum:
  %k = phi i32 [0, %copy], [%k1, %sum]
  %acc = phi i64 [0, %copy], [%acc1, %sum]
  %pk = getelementptr i64, ptr addrspace(5) %b, i32 %k
  %y = load i64, ptr addrspace(5) %pk
  %acc1 = add i64 %acc, %y
  %k1 = add i32 %k, 1
  %more3 = icmp ult i32 %k1, %n
  br i1 %more3, label %sum, label %done
done:
  %res = phi i64 [0, %entry], [%acc1, %sum]
  %s = load volatile i32, ptr addrspace(5) %static
  %res32 = trunc i64 %res to i32
  %res5 = add i32 %res32, %s
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %res5, ptr addrspace(1) %po
  ret void
}

; A size read per lane: the stack pointer is a VGPR. In a loop, each trip saves the stack,
; allocates in[gid] + t bytes (i8), fills and sums them, and restores it.
; out[gid] = sum over t < 4 of sum over i < n + t of (i ^ gid) & 255, and the stack pointer
; after the loop minus before (0).
; CHECK-LABEL: divergent_size:
; CHECK: v_add_u32_e32 [[END:v[0-9]+]], {{v[0-9]+}}, {{v[0-9]+}}
define amdgpu_kernel void @divergent_size(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pn = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %n = load i32, ptr addrspace(1) %pn
  %sp0 = call ptr addrspace(5) @llvm.stacksave.p5()
  br label %trip
trip:
  %t = phi i32 [0, %entry], [%t1, %tripend]
  %total = phi i32 [0, %entry], [%total1, %tripend]
  %sp = call ptr addrspace(5) @llvm.stacksave.p5()
  %len = add i32 %n, %t
  %a = alloca i8, i32 %len, align 1, addrspace(5)
  %z = icmp eq i32 %len, 0
  br i1 %z, label %tripend, label %fill
fill:
  %i = phi i32 [0, %trip], [%i1, %fill]
  %x = xor i32 %i, %gid
  %x8 = trunc i32 %x to i8
  %pa = getelementptr i8, ptr addrspace(5) %a, i32 %i
  store i8 %x8, ptr addrspace(5) %pa
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %len
  br i1 %more, label %fill, label %add
add:
  %k = phi i32 [0, %fill], [%k1, %add]
  %acc = phi i32 [0, %fill], [%acc1, %add]
  %pk = getelementptr i8, ptr addrspace(5) %a, i32 %k
  %y = load i8, ptr addrspace(5) %pk
  %y32 = zext i8 %y to i32
  %acc1 = add i32 %acc, %y32
  %k1 = add i32 %k, 1
  %more2 = icmp ult i32 %k1, %len
  br i1 %more2, label %add, label %tripend
tripend:
  %part = phi i32 [0, %trip], [%acc1, %add]
  %total1 = add i32 %total, %part
  call void @llvm.stackrestore.p5(ptr addrspace(5) %sp)
  %t1 = add i32 %t, 1
  %again = icmp ult i32 %t1, 4
  br i1 %again, label %trip, label %done
done:
  %sp1 = call ptr addrspace(5) @llvm.stacksave.p5()
  %i0 = ptrtoint ptr addrspace(5) %sp0 to i32
  %i1b = ptrtoint ptr addrspace(5) %sp1 to i32
  %grew = sub i32 %i1b, %i0
  %po = getelementptr [2 x i32], ptr addrspace(1) %out, i32 %gid
  store i32 %total1, ptr addrspace(1) %po
  %po1 = getelementptr i32, ptr addrspace(1) %po, i32 1
  store i32 %grew, ptr addrspace(1) %po1
  ret void
}

; Allocas in a loop without a restore: every trip gets new memory (32-byte aligned), and the
; first object keeps its value. out[gid] = {first[0] (100 + gid), the misaligned count (0),
; the last object's value (7 * (m - 1) + gid), the stack's growth in bytes, where it started}.
; CHECK-LABEL: loop_growth:
; CHECK: s_and_b32 {{s[0-9]+}}, {{s[0-9]+}}, 0xffffffe0
define amdgpu_kernel void @loop_growth(ptr addrspace(1) %out, i32 %m) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %sp0 = call ptr addrspace(5) @llvm.stacksave.p5()
  %first = alloca i32, i32 %m, align 4, addrspace(5)
  %v0 = add i32 %gid, 100
  store i32 %v0, ptr addrspace(5) %first
  br label %l
l:
  %i = phi i32 [0, %entry], [%i1, %l]
  %bad = phi i32 [0, %entry], [%bad1, %l]
  %a = alloca i64, i32 %i, align 32, addrspace(5)
  %ai = ptrtoint ptr addrspace(5) %a to i32
  %mis = and i32 %ai, 31
  %isbad = icmp ne i32 %mis, 0
  %inc = zext i1 %isbad to i32
  %bad1 = add i32 %bad, %inc
  %w = mul i32 %i, 7
  %w1 = add i32 %w, %gid
  %w64 = sext i32 %w1 to i64
  store i64 %w64, ptr addrspace(5) %a
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %m
  br i1 %c, label %l, label %e
e:
  %f = load i32, ptr addrspace(5) %first
  %last = load i64, ptr addrspace(5) %a
  %last32 = trunc i64 %last to i32
  %sp1 = call ptr addrspace(5) @llvm.stacksave.p5()
  %i0 = ptrtoint ptr addrspace(5) %sp0 to i32
  %i1b = ptrtoint ptr addrspace(5) %sp1 to i32
  %grew = sub i32 %i1b, %i0
  %po = getelementptr [5 x i32], ptr addrspace(1) %out, i32 %gid
  store i32 %f, ptr addrspace(1) %po
  %p4 = getelementptr i32, ptr addrspace(1) %po, i32 4
  store i32 %i0, ptr addrspace(1) %p4
  %p1 = getelementptr i32, ptr addrspace(1) %po, i32 1
  store i32 %bad1, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %po, i32 2
  store i32 %last32, ptr addrspace(1) %p2
  %p3 = getelementptr i32, ptr addrspace(1) %po, i32 3
  store i32 %grew, ptr addrspace(1) %p3
  ret void
}

; An inlined callee's dynamic alloca is freed when it returns: calling it in a loop leaves
; the stack where it was. out[gid] = {sum over t < 5 of sum over i < gid % 9 + t of i + t,
; the stack's growth (0)}.
define internal i32 @fill_and_sum(i32 %len, i32 %t) {
entry:
  %a = alloca i32, i32 %len, align 4, addrspace(5)
  %z = icmp eq i32 %len, 0
  br i1 %z, label %out, label %fill
fill:
  %i = phi i32 [0, %entry], [%i1, %fill]
  %acc = phi i32 [0, %entry], [%acc1, %fill]
  %v = add i32 %i, %t
  %pa = getelementptr i32, ptr addrspace(5) %a, i32 %i
  store volatile i32 %v, ptr addrspace(5) %pa
  %r = load volatile i32, ptr addrspace(5) %pa
  %acc1 = add i32 %acc, %r
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %len
  br i1 %more, label %fill, label %out
out:
  %res = phi i32 [0, %entry], [%acc1, %fill]
  ret i32 %res
}

; CHECK-LABEL: inlined_callee:
define amdgpu_kernel void @inlined_callee(ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %len0 = urem i32 %gid, 9
  %sp0 = call ptr addrspace(5) @llvm.stacksave.p5()
  br label %l
l:
  %t = phi i32 [0, %entry], [%t1, %l]
  %total = phi i32 [0, %entry], [%total1, %l]
  %len = add i32 %len0, %t
  %s = call i32 @fill_and_sum(i32 %len, i32 %t)
  %total1 = add i32 %total, %s
  %t1 = add i32 %t, 1
  %c = icmp ult i32 %t1, 5
  br i1 %c, label %l, label %e
e:
  %sp1 = call ptr addrspace(5) @llvm.stacksave.p5()
  %i0 = ptrtoint ptr addrspace(5) %sp0 to i32
  %i1b = ptrtoint ptr addrspace(5) %sp1 to i32
  %grew = sub i32 %i1b, %i0
  %po = getelementptr [2 x i32], ptr addrspace(1) %out, i32 %gid
  store i32 %total1, ptr addrspace(1) %po
  %p1 = getelementptr i32, ptr addrspace(1) %po, i32 1
  store i32 %grew, ptr addrspace(1) %p1
  ret void
}

; A dynamic alloca on one side of a divergent branch: the pointer joins as a parameter.
; out[gid] = gid odd ? gid * 2 : 1 (an object of gid bytes holding gid * 2 in its first dword).
; CHECK-LABEL: divergent_branch:
define amdgpu_kernel void @divergent_branch(ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %odd = and i32 %gid, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %then, label %join
then:
  %size = add i32 %gid, 4
  %a = alloca i8, i32 %size, align 4, addrspace(5)
  %v = shl i32 %gid, 1
  store volatile i32 %v, ptr addrspace(5) %a
  %r = load volatile i32, ptr addrspace(5) %a
  br label %join
join:
  %res = phi i32 [%r, %then], [1, %entry]
  %b = alloca i32, i32 %gid, align 4, addrspace(5)
  store volatile i32 %res, ptr addrspace(5) %b
  %r2 = load volatile i32, ptr addrspace(5) %b
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %r2, ptr addrspace(1) %po
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare ptr addrspace(5) @llvm.stacksave.p5()
declare void @llvm.stackrestore.p5(ptr addrspace(5))
