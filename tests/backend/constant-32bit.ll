; The 32-bit constant address space (6): a pointer is the low half of a constant address whose
; high half is the function's "amdgpu-32bit-address-high-bits" (0 when absent). Uniform loads
; through it are scalar loads, as in llc-22; casts to 64-bit pointers put the high half above
; it, casts back keep the low half. kcc's and llc-22's objects must compute the same results
; (`kcc run` places the buffer of a 32-bit pointer below 4 GiB, where the high half is 0).
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 -c "import struct,sys; open(sys.argv[1],'wb').write(struct.pack('<64i', *[(i * 7919) %% 1000 - 500 for i in range(64)]))" %t.tab
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(64*8*4))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel uniform --grid 64 --block 64 --arg buf:%t.tab --arg buf:%t.out --arg i32:5 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel uniform --grid 64 --block 64 --arg buf:%t.tab --arg buf:%t.out --arg i32:5 --out-dir %t.llc
; RUN: cmp %t.kcc/arg1.bin %t.llc/arg1.bin
; RUN: %kcc run %t.kcc.o --kernel high_bits --grid 64 --block 64 --arg buf:%t.tab --arg buf:%t.out --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel high_bits --grid 64 --block 64 --arg buf:%t.tab --arg buf:%t.out --out-dir %t.llc
; RUN: cmp %t.kcc/arg1.bin %t.llc/arg1.bin
;
; llc-22 reads a divergent 32-bit constant address through v_readfirstlane (every lane gets
; the first lane's element), so for `gather` the oracle is the host.
; RUN: python3 -c "import struct,sys; open(sys.argv[1],'wb').write(struct.pack('<64i', *[(i * 37) %% 64 for i in range(64)]))" %t.idx
; RUN: python3 -c "import struct,sys; t=struct.unpack('<64i', open(sys.argv[1],'rb').read()); x=struct.unpack('<64i', open(sys.argv[2],'rb').read()); open(sys.argv[3],'wb').write(struct.pack('<64i', *[t[j] for j in x]))" %t.tab %t.idx %t.want
; RUN: %kcc run %t.kcc.o --kernel gather --grid 64 --block 64 --arg buf:%t.tab --arg buf:%t.idx --arg zeros:256 --out-dir %t.kcc
; RUN: cmp %t.kcc/arg2.bin %t.want
;
; RUN: %kcc %s -S -o - | FileCheck %s
; The only vector load in `uniform` is the divergent one through the global pointer.
; CHECK-LABEL: uniform:
; CHECK-NOT: global_load
; CHECK: s_load_dwordx2
; CHECK: global_load_dword
; CHECK-NOT: global_load
; CHECK: s_endpgm
; CHECK-LABEL: high_bits:
; CHECK: 0x1234
; CHECK-LABEL: gather:
; CHECK: global_load_dword
; CHECK: .size: 4
; CHECK-NEXT: .value_kind: global_buffer

declare i32 @llvm.amdgcn.workitem.id.x()

; Uniform loads (an element, an i64 across two, a vector), a load through the pointer cast to
; the global address space, and casts there and back.
define amdgpu_kernel void @uniform(ptr addrspace(6) %tab, ptr addrspace(1) %out, i32 %n) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pn = getelementptr i32, ptr addrspace(6) %tab, i32 %n
  %a = load i32, ptr addrspace(6) %pn
  %p2 = getelementptr i32, ptr addrspace(6) %tab, i32 2
  %b = load i64, ptr addrspace(6) %p2, align 4
  %blo = trunc i64 %b to i32
  %p8 = getelementptr i32, ptr addrspace(6) %tab, i32 8
  %v = load <4 x i32>, ptr addrspace(6) %p8
  %v0 = extractelement <4 x i32> %v, i32 0
  %v3 = extractelement <4 x i32> %v, i32 3
  %vsum = add i32 %v0, %v3
  %g = addrspacecast ptr addrspace(6) %tab to ptr addrspace(1)
  %pg = getelementptr i32, ptr addrspace(1) %g, i32 %id
  %c = load i32, ptr addrspace(1) %pg
  %gi = ptrtoint ptr addrspace(1) %g to i64
  %ghi64 = lshr i64 %gi, 32
  %ghi = trunc i64 %ghi64 to i32
  %back = addrspacecast ptr addrspace(1) %pg to ptr addrspace(6)
  %bi = ptrtoint ptr addrspace(6) %back to i32
  %ti = ptrtoint ptr addrspace(6) %tab to i32
  %delta = sub i32 %bi, %ti
  %o = mul i32 %id, 8
  %q0 = getelementptr i32, ptr addrspace(1) %out, i32 %o
  store i32 %a, ptr addrspace(1) %q0
  %q1 = getelementptr i32, ptr addrspace(1) %q0, i32 1
  store i32 %blo, ptr addrspace(1) %q1
  %q2 = getelementptr i32, ptr addrspace(1) %q0, i32 2
  store i32 %vsum, ptr addrspace(1) %q2
  %q3 = getelementptr i32, ptr addrspace(1) %q0, i32 3
  store i32 %c, ptr addrspace(1) %q3
  %q4 = getelementptr i32, ptr addrspace(1) %q0, i32 4
  store i32 %ghi, ptr addrspace(1) %q4
  %q5 = getelementptr i32, ptr addrspace(1) %q0, i32 5
  store i32 %delta, ptr addrspace(1) %q5
  ret void
}

; The high half comes from the attribute; only casts here (the buffer lies below 4 GiB).
define amdgpu_kernel void @high_bits(ptr addrspace(6) %tab, ptr addrspace(1) %out) #0 {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %q = getelementptr i32, ptr addrspace(6) %tab, i32 %id
  %g = addrspacecast ptr addrspace(6) %q to ptr addrspace(4)
  %gi = ptrtoint ptr addrspace(4) %g to i64
  %f = addrspacecast ptr addrspace(6) %tab to ptr
  %fi = ptrtoint ptr %f to i64
  %ti = ptrtoint ptr addrspace(6) %tab to i32
  %tz = zext i32 %ti to i64
  %gd = sub i64 %gi, %tz
  %fd = sub i64 %fi, %tz
  %o = mul i32 %id, 2
  %q0 = getelementptr i64, ptr addrspace(1) %out, i32 %o
  store i64 %gd, ptr addrspace(1) %q0
  %q1 = getelementptr i64, ptr addrspace(1) %q0, i32 1
  store i64 %fd, ptr addrspace(1) %q1
  ret void
}

; A divergent load: a vector load from the widened address.
define amdgpu_kernel void @gather(ptr addrspace(6) %tab, ptr addrspace(1) %idx, ptr addrspace(1) %out) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pi = getelementptr i32, ptr addrspace(1) %idx, i32 %id
  %i = load i32, ptr addrspace(1) %pi
  %p = getelementptr i32, ptr addrspace(6) %tab, i32 %i
  %v = load i32, ptr addrspace(6) %p
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %v, ptr addrspace(1) %po
  ret void
}

attributes #0 = { "amdgpu-32bit-address-high-bits"="0x1234" }
