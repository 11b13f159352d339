; set.inactive read only by instructions that each read their own lane: those lanes are
; active, so they see its first operand (and their own results are undefined where lanes are
; inactive), whatever the type; no whole-wave region is needed. Read by a cross-lane
; operation outside a whole-wave region it stays an error (whole-wave-errors.ll). Both
; compilers' objects run on the emulator, inside a divergent branch too.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel k --grid 128 --block 64 --arg zeros:2048 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel k --grid 128 --block 64 --arg zeros:2048 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s

; No EXEC change: the value is the active lanes' operand.
; CHECK-LABEL: k:
; CHECK-NOT: s_not_b64 exec
; CHECK: s_endpgm

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.set.inactive.i32(i32, i32)
declare half @llvm.amdgcn.set.inactive.f16(half, half)
declare double @llvm.amdgcn.set.inactive.f64(double, double)

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %odd = and i32 %tid, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %then, label %join

then:
  %a = call i32 @llvm.amdgcn.set.inactive.i32(i32 %tid, i32 77)
  %a2 = mul i32 %a, 3
  %h = sitofp i32 %tid to half
  %b = call half @llvm.amdgcn.set.inactive.f16(half %h, half 1.0)
  %b2 = fadd half %b, 0.5
  %bi = bitcast half %b2 to i16
  %bz = zext i16 %bi to i32
  %d = sitofp i32 %tid to double
  %e = call double @llvm.amdgcn.set.inactive.f64(double %d, double 2.0)
  %e2 = fmul double %e, 1.5
  %ei = fptosi double %e2 to i32
  %s = add i32 %a2, %bz
  %s2 = add i32 %s, %ei
  br label %join

join:
  %r = phi i32 [ %s2, %then ], [ -1, %entry ]
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
