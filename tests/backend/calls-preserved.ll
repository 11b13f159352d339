; Values live across calls stay in the registers callees preserve (AMDGPUUsage, "Call
; Convention": v40..v47, v56..v63, ... and s34 up) or, the callee being known, in those it
; never names (tests/backend/calls-known-callees.ll), so the call sites save nothing: the
; kernel's loaded value, its global id and the first call's result live across the second
; call; its kernel argument pointer and work-group id (input SGPRs, moved to s34.. first) too.
; The same code must compute what llc-22's does, with both compilers' functions.
; RUN: %kcc %s -S -o - | FileCheck %s
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 -c "import random,struct,sys; r=random.Random(7); open(sys.argv[1],'wb').write(b''.join(struct.pack('<i', r.randrange(-1000, 1000)) for i in range(256)))" %t.in
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(256 * 4))" %t.out
; RUN: rm -rf %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel twice --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel twice --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin

; CHECK-LABEL: {{^}}twice:
; CHECK-NOT: buffer_store_dword
; CHECK-NOT: buffer_load_dword
; CHECK: s_swappc_b64 s[30:31], s[28:29]
; CHECK-NOT: buffer_store_dword
; CHECK-NOT: buffer_load_dword
; CHECK: s_swappc_b64 s[30:31], s[28:29]
; CHECK-NOT: buffer_load_dword
; CHECK: s_endpgm

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()

define internal i32 @step(i32 %x, i32 %k) #0 {
  %m = mul i32 %x, %k
  %r = xor i32 %m, 12345
  ret i32 %r
}

define amdgpu_kernel void @twice(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %i = add i32 %gb, %t
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %x = load i32, ptr addrspace(1) %pi
  %a = call i32 @step(i32 %x, i32 3)
  %b = call i32 @step(i32 %a, i32 %g)
  %s = add i32 %a, %b
  %s2 = add i32 %s, %x
  %s3 = add i32 %s2, %g
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %s3, ptr addrspace(1) %po
  ret void
}

attributes #0 = { noinline }
