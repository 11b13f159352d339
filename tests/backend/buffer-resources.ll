; Buffer resources: ptr addrspace(8) and <4 x i32> descriptors, made by make.buffer.rsrc or
; passed in, with the raw and structured buffer loads and stores. MUBUF instructions take the
; resource in an aligned SGPR quad, soffset as an SGPR or inline constant, the offset in a VGPR
; (offen) or the offset field, the index in a VGPR (idxen). kcc splits wider values into
; dword accesses. Accesses past num_records read 0 and drop stores (gfx9's range checking,
; which the emulator models); both objects run with a record count that cuts the buffer.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/values.py %t.in 4096 32 11
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(16384))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel raw --grid 128 --block 64 --arg buf:%t.out --arg buf:%t.in --arg i32:4000 --arg i32:8 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel raw --grid 128 --block 64 --arg buf:%t.out --arg buf:%t.in --arg i32:4000 --arg i32:8 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel structured --grid 128 --block 64 --arg buf:%t.out --arg buf:%t.in --arg i32:100 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel structured --grid 128 --block 64 --arg buf:%t.out --arg buf:%t.in --arg i32:100 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel vector_rsrc --grid 128 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel vector_rsrc --grid 128 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel fat_pointers --grid 128 --block 64 --arg buf:%t.out --arg buf:%t.in --arg i32:5 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel fat_pointers --grid 128 --block 64 --arg buf:%t.out --arg buf:%t.in --arg i32:5 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o %t.s
; RUN: FileCheck %s < %t.s
; The resource quads are aligned (llvm-mc refuses others).
; RUN: llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj %t.s -o %t.mc.o
target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: raw:
; CHECK: buffer_load_dword {{v[0-9]+}}, [[OFF:v[0-9]+]], s{{\[}}[[Q:[0-9]+]]:{{[0-9]+}}], {{s[0-9]+}} offen{{$}}
; CHECK: buffer_load_ushort {{v[0-9]+}}, [[OFF]], s{{\[}}[[Q]]:{{[0-9]+}}], 0 offen offset:4
; CHECK: buffer_load_ushort {{v[0-9]+}}, [[OFF]], s{{\[}}[[Q]]:{{[0-9]+}}], 0 offen offset:6
; CHECK: buffer_load_ubyte {{v[0-9]+}}, [[OFF]], s{{\[}}[[Q]]:{{[0-9]+}}], 0 offen offset:3
; CHECK: buffer_load_dword {{v[0-9]+}}, off, s{{\[}}[[Q]]:{{[0-9]+}}], 0 offset:12 glc
; CHECK: buffer_load_dword {{v[0-9]+}}, [[OFF]], s{{\[}}[[Q]]:{{[0-9]+}}], 0 offen offset:8
; CHECK: buffer_store_dword {{v[0-9]+}}, [[OFF]], s{{\[}}[[Q]]:{{[0-9]+}}], 0 offen{{$}}
; CHECK: buffer_store_short {{v[0-9]+}}, [[OFF]], s{{\[}}[[Q]]:{{[0-9]+}}], 0 offen offset:4
; CHECK: buffer_store_byte {{v[0-9]+}}, [[OFF]], s{{\[}}[[Q]]:{{[0-9]+}}], 0 offen offset:2
; CHECK: buffer_store_dword {{v[0-9]+}}, [[OFF]], s{{\[}}[[Q]]:{{[0-9]+}}], 0 offen offset:28
; Each work-item reads 32 bytes at 32 * gid + soff of `in` (num_records bytes of it) as an
; i32, <2 x i16>, i8 and double, a dword at byte 12 (glc), and <4 x float> at 16, and writes
; them to 32 bytes of `out` at 32 * gid (a resource of 4000 bytes: the last work-items'
; stores fall outside).
define amdgpu_kernel void @raw(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %records, i32 %soff) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %n64 = zext i32 %records to i64
  %ri = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %in, i16 0, i64 %n64, i32 159744)
  %ro = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %out, i16 0, i64 4000, i32 159744)
  %off = shl i32 %gid, 5
  %a = call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %ri, i32 %off, i32 %soff, i32 0)
  %o4 = add i32 %off, 4
  %h = call <2 x i16> @llvm.amdgcn.raw.ptr.buffer.load.v2i16(ptr addrspace(8) %ri, i32 %o4, i32 0, i32 0)
  %o3 = add i32 %off, 3
  %b = call i8 @llvm.amdgcn.raw.ptr.buffer.load.i8(ptr addrspace(8) %ri, i32 %o3, i32 0, i32 0)
  %u = call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %ri, i32 12, i32 0, i32 1)
  %o8 = add i32 %off, 8
  %d = call double @llvm.amdgcn.raw.ptr.buffer.load.f64(ptr addrspace(8) %ri, i32 %o8, i32 0, i32 0)
  %o16 = add i32 %off, 16
  %f = call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %ri, i32 %o16, i32 0, i32 0)
  %au = add i32 %a, %u
  call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %au, ptr addrspace(8) %ro, i32 %off, i32 0, i32 0)
  call void @llvm.amdgcn.raw.ptr.buffer.store.v2i16(<2 x i16> %h, ptr addrspace(8) %ro, i32 %o4, i32 0, i32 0)
  %o2 = add i32 %off, 2
  call void @llvm.amdgcn.raw.ptr.buffer.store.i8(i8 %b, ptr addrspace(8) %ro, i32 %o2, i32 0, i32 0)
  call void @llvm.amdgcn.raw.ptr.buffer.store.f64(double %d, ptr addrspace(8) %ro, i32 %o8, i32 0, i32 0)
  call void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float> %f, ptr addrspace(8) %ro, i32 %o16, i32 0, i32 0)
  ret void
}

; CHECK-LABEL: structured:
; CHECK: buffer_load_dword {{v[0-9]+}}, [[GID:v[0-9]+]], s[{{[0-9]+}}:{{[0-9]+}}], 0 idxen offset:4
; CHECK: buffer_load_dword {{v[0-9]+}}, v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}], 0 idxen offen{{$}}
; CHECK: buffer_store_dword {{v[0-9]+}}, [[GID]], s[{{[0-9]+}}:{{[0-9]+}}], 0 idxen offset:8
; Records of 16 bytes, %records of them: element gid's dword 1 and the dword at a per-lane
; offset (gid % 4 dwords) of element 2 * gid, stored to element gid of `out` (past the record
; count, loads read 0 and stores are dropped).
define amdgpu_kernel void @structured(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %records) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %n64 = zext i32 %records to i64
  %ri = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %in, i16 16, i64 %n64, i32 159744)
  %ro = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %out, i16 16, i64 %n64, i32 159744)
  %a = call i32 @llvm.amdgcn.struct.ptr.buffer.load.i32(ptr addrspace(8) %ri, i32 %gid, i32 4, i32 0, i32 0)
  %two = shl i32 %gid, 1
  %lane4 = and i32 %gid, 3
  %voff = shl i32 %lane4, 2
  %b = call i32 @llvm.amdgcn.struct.ptr.buffer.load.i32(ptr addrspace(8) %ri, i32 %two, i32 %voff, i32 0, i32 0)
  call void @llvm.amdgcn.struct.ptr.buffer.store.i32(i32 %a, ptr addrspace(8) %ro, i32 %gid, i32 8, i32 0, i32 0)
  call void @llvm.amdgcn.struct.ptr.buffer.store.i32(i32 %b, ptr addrspace(8) %ro, i32 %gid, i32 12, i32 0, i32 0)
  ret void
}

; CHECK-LABEL: vector_rsrc:
; CHECK: buffer_load_dword {{v[0-9]+}}, {{v[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}], 4 offen{{$}}
; CHECK: buffer_store_dword {{v[0-9]+}}, {{v[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}], 0 idxen{{$}}
; <4 x i32> resources, made from the pointers' words in IR: raw load, structured store.
define amdgpu_kernel void @vector_rsrc(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %ri = call <4 x i32> @rsrc(ptr addrspace(1) %in, i32 0)
  %ro = call <4 x i32> @rsrc(ptr addrspace(1) %out, i32 4)
  %off = shl i32 %gid, 2
  %v = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %ri, i32 %off, i32 4, i32 0)
  %w = fmul float %v, 2.0
  call void @llvm.amdgcn.struct.buffer.store.f32(float %w, <4 x i32> %ro, i32 %gid, i32 0, i32 0, i32 0)
  ret void
}

; CHECK-LABEL: fat_pointers:
; CHECK: buffer_load_dword {{v[0-9]+}}, [[P:v[0-9]+]], s[{{[0-9]+}}:{{[0-9]+}}], 0 offen{{$}}
; CHECK: buffer_load_dword {{v[0-9]+}}, [[P]], s[{{[0-9]+}}:{{[0-9]+}}], 0 offen offset:4
; CHECK: buffer_store_dword
; Buffer fat pointers (addrspace 7): a cast from a resource, getelementptr in a loop (a phi
; of fat pointers), <2 x float> loads, a select between two fat pointers, stores. Each
; work-item sums %n pairs of floats 8 bytes apart from 8 * gid of `in` (1000 bytes of it) and
; stores the sums and the last pair to `out` at 16 * gid, or at 16 * gid + 8 when gid is odd.
define amdgpu_kernel void @fat_pointers(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %ri = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %in, i16 0, i64 1000, i32 159744)
  %ro = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %out, i16 0, i64 16384, i32 159744)
  %fi = addrspacecast ptr addrspace(8) %ri to ptr addrspace(7)
  %fo = addrspacecast ptr addrspace(8) %ro to ptr addrspace(7)
  %start = getelementptr <2 x float>, ptr addrspace(7) %fi, i32 %gid
  br label %loop
loop:
  %p = phi ptr addrspace(7) [%start, %entry], [%next, %loop]
  %k = phi i32 [0, %entry], [%k1, %loop]
  %acc = phi <2 x float> [zeroinitializer, %entry], [%acc1, %loop]
  %v = load <2 x float>, ptr addrspace(7) %p
  %acc1 = fadd <2 x float> %acc, %v
  %next = getelementptr i8, ptr addrspace(7) %p, i32 8
  %k1 = add i32 %k, 1
  %more = icmp ult i32 %k1, %n
  br i1 %more, label %loop, label %done
done:
  %o = getelementptr [4 x float], ptr addrspace(7) %fo, i32 %gid
  %o8 = getelementptr i8, ptr addrspace(7) %o, i32 8
  %odd = trunc i32 %gid to i1
  %dst = select i1 %odd, ptr addrspace(7) %o8, ptr addrspace(7) %o
  store <2 x float> %acc1, ptr addrspace(7) %dst
  %other = select i1 %odd, ptr addrspace(7) %o, ptr addrspace(7) %o8
  store volatile <2 x float> %v, ptr addrspace(7) %other
  ret void
}

; A buffer store may write what a later uniform load reads: the load stays a vector load (the
; scalar cache does not see vector stores).
; CHECK-LABEL: store_then_uniform_load:
; CHECK: buffer_store_dword
; CHECK-NOT: s_load_dword
; CHECK: global_load_dword
define amdgpu_kernel void @store_then_uniform_load(ptr addrspace(1) %p, i32 %v) {
  %r = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %p, i16 0, i64 64, i32 159744)
  call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %v, ptr addrspace(8) %r, i32 4, i32 0, i32 0)
  %q = getelementptr i32, ptr addrspace(1) %p, i32 1
  %x = load i32, ptr addrspace(1) %q
  %y = add i32 %x, 1
  store i32 %y, ptr addrspace(1) %p
  ret void
}

define internal <4 x i32> @rsrc(ptr addrspace(1) %p, i32 %stride) {
  %i = ptrtoint ptr addrspace(1) %p to i64
  %lo = trunc i64 %i to i32
  %h = lshr i64 %i, 32
  %hi = trunc i64 %h to i32
  %hm = and i32 %hi, 65535
  %s = shl i32 %stride, 16
  %w1 = or i32 %hm, %s
  %v0 = insertelement <4 x i32> poison, i32 %lo, i32 0
  %v1 = insertelement <4 x i32> %v0, i32 %w1, i32 1
  %v2 = insertelement <4 x i32> %v1, i32 16000, i32 2
  %v3 = insertelement <4 x i32> %v2, i32 159744, i32 3
  ret <4 x i32> %v3
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
