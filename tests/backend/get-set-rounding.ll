; llvm.get.rounding reads MODE's two rounding fields (s_getreg_b32) and maps them to FLT_ROUNDS
; (0..3) when they agree, else to AMDGPUUsage's extended values 8..19; llvm.set.rounding
; writes the fields back (s_setreg_b32). Checked against llc-22's objects and against the
; table in AMDGPUUsage ("rounding mode enumeration values"): each raw field's value, and each
; valid value set then read back unchanged.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(16 * 4))" %t.out
; RUN: python3 -c "import struct,sys; open(sys.argv[1],'wb').write(struct.pack('<16I', *[0,1,2,3,8,9,10,11,12,13,14,15,16,17,18,19]))" %t.values
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel from_fields --grid 1024 --block 64 --arg buf:%t.out --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel from_fields --grid 1024 --block 64 --arg buf:%t.out --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: python3 -c "import struct,sys; got = struct.unpack('<16I', open(sys.argv[1],'rb').read()); want = [1,11,14,17, 8,2,15,18, 9,12,3,19, 10,13,16,0]; sys.exit(got != tuple(want))" %t.kcc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel round_trip --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.values --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel round_trip --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.values --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: cmp %t.kcc/arg0.bin %t.values
; RUN: %kcc %s -S -o - | FileCheck %s

; CHECK-LABEL: from_fields:
; CHECK: s_setreg_b32 0x1801, s{{[0-9]+}}
; CHECK: s_getreg_b32 s{{[0-9]+}}, 0x1801
; CHECK-LABEL: round_trip:
; CHECK: s_setreg_b32 0x1801, s{{[0-9]+}}
; CHECK-NEXT: s_nop 1
; CHECK-NEXT: s_getreg_b32 s{{[0-9]+}}, 0x1801

; Work-group g writes MODE's rounding field g (hwreg(MODE, 0, 4)) and reads the value.
define amdgpu_kernel void @from_fields(ptr addrspace(1) %out) {
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  call void @llvm.amdgcn.s.setreg(i32 6145, i32 %g)
  %r = call i32 @llvm.get.rounding()
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %g
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %first = icmp eq i32 %id, 0
  br i1 %first, label %store, label %done
store:
  store i32 %r, ptr addrspace(1) %p
  br label %done
done:
  ret void
}

; Work-group g sets the g-th valid value and reads it back.
define amdgpu_kernel void @round_trip(ptr addrspace(1) %out, ptr addrspace(1) %values) {
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %pv = getelementptr i32, ptr addrspace(1) %values, i32 %g
  %v = load i32, ptr addrspace(1) %pv
  call void @llvm.set.rounding(i32 %v)
  %r = call i32 @llvm.get.rounding()
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %g
  store i32 %r, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.setreg(i32, i32)
declare i32 @llvm.get.rounding()
declare void @llvm.set.rounding(i32)
