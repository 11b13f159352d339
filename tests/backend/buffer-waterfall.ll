; Buffer accesses whose resource or soffset differs between lanes. MUBUF reads both from SGPRs,
; so llc-22 and kcc loop over their distinct values: each trip reads the first active lane's
; (v_readfirstlane_b32), the lanes with the same ones do the access and leave the loop. Both
; objects run on the emulator with the same inputs and must write the same bytes, also with
; --no-uniformity (where every operand is assumed to differ).
; RUN: %kcc %s -o %t.kcc.o
; RUN: %kcc %s --no-uniformity -o %t.nu.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/values.py %t.a 2048 32 5
; RUN: python3 %inputs/backend/values.py %t.b 2048 32 6
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(65536))" %t.out
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(64))" %t.cnt
; RUN: rm -rf %t.kcc %t.nu %t.llc && mkdir -p %t.kcc %t.nu %t.llc
; RUN: %kcc run %t.kcc.o --kernel per_lane --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a --arg buf:%t.b --arg buf:%t.cnt --out-dir %t.kcc
; RUN: %kcc run %t.nu.o --kernel per_lane --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a --arg buf:%t.b --arg buf:%t.cnt --out-dir %t.nu
; RUN: %kcc run %t.llc.o --kernel per_lane --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a --arg buf:%t.b --arg buf:%t.cnt --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: cmp %t.kcc/arg1.bin %t.llc/arg1.bin
; RUN: cmp %t.kcc/arg2.bin %t.llc/arg2.bin
; RUN: cmp %t.kcc/arg3.bin %t.llc/arg3.bin
; RUN: cmp %t.nu/arg0.bin %t.llc/arg0.bin
; RUN: cmp %t.nu/arg1.bin %t.llc/arg1.bin
; RUN: cmp %t.nu/arg2.bin %t.llc/arg2.bin
; RUN: cmp %t.nu/arg3.bin %t.llc/arg3.bin
; RUN: %kcc run %t.kcc.o --kernel structured --grid 200 --block 64 --arg buf:%t.out --arg buf:%t.a --arg buf:%t.b --arg i32:7 --out-dir %t.kcc
; RUN: %kcc run %t.nu.o --kernel structured --grid 200 --block 64 --arg buf:%t.out --arg buf:%t.a --arg buf:%t.b --arg i32:7 --out-dir %t.nu
; RUN: %kcc run %t.llc.o --kernel structured --grid 200 --block 64 --arg buf:%t.out --arg buf:%t.a --arg buf:%t.b --arg i32:7 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: cmp %t.kcc/arg1.bin %t.llc/arg1.bin
; RUN: cmp %t.kcc/arg2.bin %t.llc/arg2.bin
; RUN: cmp %t.nu/arg0.bin %t.llc/arg0.bin
; RUN: cmp %t.nu/arg1.bin %t.llc/arg1.bin
; RUN: cmp %t.nu/arg2.bin %t.llc/arg2.bin
; RUN: %kcc %s -S -o - | FileCheck %s
; RUN: %llc %s -o - | FileCheck %s --check-prefix=LLC
target triple = "amdgcn-amd-amdhsa"

; The loop shape both compilers use: the first lane's words, the lanes that match, the access
; under them, and round again while lanes are left.
; CHECK-LABEL: per_lane:
; CHECK: [[LOOP:.L[A-Za-z0-9_]+]]:
; CHECK: v_readfirstlane_b32
; CHECK: v_cmp_eq_u32
; CHECK: s_and_saveexec_b64
; CHECK: buffer_load_dword
; CHECK: s_cbranch_execnz [[LOOP]]
; LLC-LABEL: per_lane:
; LLC: v_readfirstlane_b32
; LLC: v_cmp_eq_u32
; LLC: s_and_saveexec_b64
; LLC: buffer_load_dword
; LLC: s_cbranch_execnz

; Odd lanes read `a` (1000 records' worth of bytes), even ones `b` (3000): the resource's base
; and size differ between lanes. A load with a per-lane soffset, a <4 x float> load (one loop
; for its four dwords), a store through the per-lane resource, and an atomic add with a
; per-lane soffset whose old values show the order of the trips.
define amdgpu_kernel void @per_lane(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %cnt) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %odd = and i32 %id, 1
  %isodd = icmp ne i32 %odd, 0
  %src = select i1 %isodd, ptr addrspace(1) %a, ptr addrspace(1) %b
  %n = select i1 %isodd, i64 1000, i64 3000
  %r = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %src, i16 0, i64 %n, i32 159744)
  %ro = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %out, i16 0, i64 65536, i32 159744)
  %off = shl i32 %gid, 4
  %o32 = and i32 %off, 8191
  %x = call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %r, i32 %o32, i32 0, i32 0)
  %q = and i32 %id, 3
  %soff = shl i32 %q, 2
  %y = call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %r, i32 %o32, i32 %soff, i32 0)
  %v = call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %r, i32 %o32, i32 0, i32 0)
  %s = add i32 %x, %y
  call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %s, ptr addrspace(8) %ro, i32 %off, i32 0, i32 0)
  %o2 = add i32 %off, 16384
  call void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float> %v, ptr addrspace(8) %ro, i32 %o2, i32 %soff, i32 0)
  %rc = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %cnt, i16 0, i64 64, i32 159744)
  %old = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.add.i32(i32 %gid, ptr addrspace(8) %rc, i32 0, i32 %soff, i32 0)
  %o3 = add i32 %off, 4
  call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %old, ptr addrspace(8) %ro, i32 %o3, i32 0, i32 0)
  %o4 = add i32 %o32, 8
  call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %gid, ptr addrspace(8) %r, i32 %o4, i32 0, i32 0)
  ret void
}

; <4 x i32> resources: a structured one chosen per lane (records of 16 bytes, %stride/16 of
; them differing), read in a loop of a per-lane trip count and under a divergent branch, and a
; compare-and-swap through a per-lane resource.
define amdgpu_kernel void @structured(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %k) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %ra = call <4 x i32> @rsrc(ptr addrspace(1) %a, i32 16, i32 128)
  %rb = call <4 x i32> @rsrc(ptr addrspace(1) %b, i32 16, i32 100)
  %m = urem i32 %id, 3
  %pick = icmp eq i32 %m, 0
  %r = select i1 %pick, <4 x i32> %ra, <4 x i32> %rb
  %trips = and i32 %gid, 7
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %idx = add i32 %gid, %i
  %idx7 = and i32 %idx, 255
  %e = call i32 @llvm.amdgcn.struct.buffer.load.i32(<4 x i32> %r, i32 %idx7, i32 4, i32 0, i32 0)
  %acc1 = add i32 %acc, %e
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %trips
  br i1 %more, label %loop, label %after

after:
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %acc1, ptr addrspace(1) %slot
  %few = icmp ult i32 %id, 40
  br i1 %few, label %swap, label %done

swap:
  %ka = xor i32 %k, %id
  %o = shl i32 %gid, 2
  %o8 = and i32 %o, 4095
  %old = call i32 @llvm.amdgcn.raw.buffer.atomic.cmpswap(i32 %ka, i32 %acc1, <4 x i32> %r, i32 %o8, i32 0, i32 0)
  %slot2 = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  %slot3 = getelementptr i32, ptr addrspace(1) %slot2, i32 8192
  store i32 %old, ptr addrspace(1) %slot3
  br label %done

done:
  ret void
}

define internal <4 x i32> @rsrc(ptr addrspace(1) %p, i32 %stride, i32 %records) {
  %i = ptrtoint ptr addrspace(1) %p to i64
  %lo = trunc i64 %i to i32
  %hi64 = lshr i64 %i, 32
  %hi = trunc i64 %hi64 to i32
  %s = shl i32 %stride, 16
  %w1 = or i32 %hi, %s
  %v0 = insertelement <4 x i32> poison, i32 %lo, i32 0
  %v1 = insertelement <4 x i32> %v0, i32 %w1, i32 1
  %v2 = insertelement <4 x i32> %v1, i32 %records, i32 2
  %v3 = insertelement <4 x i32> %v2, i32 159744, i32 3
  ret <4 x i32> %v3
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8), i32, i32, i32)
declare <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8), i32, i32, i32)
declare void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32, ptr addrspace(8), i32, i32, i32)
declare void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float>, ptr addrspace(8), i32, i32, i32)
declare i32 @llvm.amdgcn.raw.ptr.buffer.atomic.add.i32(i32, ptr addrspace(8), i32, i32, i32)
declare i32 @llvm.amdgcn.struct.buffer.load.i32(<4 x i32>, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.raw.buffer.atomic.cmpswap(i32, i32, <4 x i32>, i32, i32, i32)
