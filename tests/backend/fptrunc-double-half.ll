; fptrunc double -> half rounds once (to nearest even), exactly as llc-22's code does, bit
; for bit: subnormals, overflow to infinity, halfway cases and one ulp off them, NaNs.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: %python %inputs/backend/doubles-for-half.py %t.in %t.out
; RUN: rm -rf %t.k %t.l
; RUN: %kcc run %t.kcc.o --kernel k --grid 4096 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.k
; RUN: %kcc run %t.llc.o --kernel k --grid 4096 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.l
; RUN: cmp %t.k/arg0.bin %t.l/arg0.bin
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %o, ptr addrspace(1) %i) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %g, 6
  %n = add i32 %base, %t
  %a = getelementptr double, ptr addrspace(1) %i, i32 %n
  %d = load double, ptr addrspace(1) %a
  %h = fptrunc double %d to half
  %b = getelementptr half, ptr addrspace(1) %o, i32 %n
  store half %h, ptr addrspace(1) %b
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
