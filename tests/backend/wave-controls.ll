; s.ttracedata (its data in M0, from the first lane, as llc reads it), s.sethalt (an immediate;
; the emulator does not model halted waves, so only 0 runs) and endpgm (the wave ends there,
; every lane: what follows never runs). Both compilers' objects run on kcc's emulator with the
; same inputs and must leave the same buffers; odd work-groups end before they store.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel trace --grid 128 --block 64 --arg zeros:512 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel trace --grid 128 --block 64 --arg zeros:512 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel stop --grid 256 --block 64 --arg zeros:1024 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel stop --grid 256 --block 64 --arg zeros:1024 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: python3 -c "import struct,sys; d=struct.unpack('<256i', open(sys.argv[1],'rb').read()); assert all(d[i] == (i + 1 if (i // 64) % 2 == 0 else 0) for i in range(256)), d" %t.kcc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s

; CHECK-LABEL: trace:
; CHECK: v_readfirstlane_b32{{(_e32)?}} [[D:s[0-9]+]], v{{[0-9]+}}
; CHECK: s_mov_b32 m0, [[D]]
; CHECK-NEXT: s_nop 0
; CHECK-NEXT: s_ttracedata
; CHECK: s_sethalt 0
; CHECK-LABEL: stop:
; CHECK: s_cbranch_scc1 [[END:.Lstop_[0-9]+]]
; CHECK: global_store_dword
; CHECK-NEXT: s_endpgm
; CHECK-NEXT: [[END]]:
; CHECK-NEXT: s_endpgm
; CHECK-NEXT: .Lfunc_end

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.ttracedata(i32)
declare void @llvm.amdgcn.s.sethalt(i32 immarg)
declare void @llvm.amdgcn.endpgm()

define amdgpu_kernel void @trace(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %gid = add i32 %tid, %wg
  call void @llvm.amdgcn.s.ttracedata(i32 %gid)
  call void @llvm.amdgcn.s.sethalt(i32 0)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %gid, ptr addrspace(1) %p
  ret void
}

define amdgpu_kernel void @stop(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %odd = and i32 %wg, 1
  %is.odd = icmp ne i32 %odd, 0
  br i1 %is.odd, label %end, label %work

end:
  call void @llvm.amdgcn.endpgm()
  unreachable

work:
  %base = mul i32 %wg, 64
  %i = add i32 %base, %tid
  %v = add i32 %i, 1
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %v, ptr addrspace(1) %p
  ret void
}
