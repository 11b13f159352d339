; Conversions between integers wider than 64 bits and floats: uitofp/sitofp of i128 and i100
; to f32 and f64 (the top 64 bits of the magnitude with the rest as a sticky bit, converted
; once and scaled), fptosi/fptoui of f64 and f32 to i128 (whole multiples of 2^64 and the
; rest). kcc's and llc-22's objects run on the emulator with the same inputs (ties decided
; only by low bits among them) and must write the same bytes.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/wide-float.py %t.in %t.f 7
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(1024 * 96))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel k --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.in --arg buf:%t.f --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel k --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.in --arg buf:%t.f --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, ptr addrspace(1) %fin) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %p = getelementptr i128, ptr addrspace(1) %in, i32 %gid
  %x = load i128, ptr addrspace(1) %p
  %pf = getelementptr [2 x double], ptr addrspace(1) %fin, i32 %gid
  %d = load double, ptr addrspace(1) %pf
  %pf2 = getelementptr double, ptr addrspace(1) %pf, i32 1
  %d2 = load double, ptr addrspace(1) %pf2
  %f = fptrunc double %d2 to float
  %a = uitofp i128 %x to float
  %b = sitofp i128 %x to float
  %c = uitofp i128 %x to double
  %e = sitofp i128 %x to double
  %x100 = trunc i128 %x to i100
  %h = sitofp i100 %x100 to double
  %u = uitofp i100 %x100 to float
  %base = mul i32 %gid, 24
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %base
  store float %a, ptr addrspace(1) %o
  %o1 = getelementptr i32, ptr addrspace(1) %o, i32 1
  store float %b, ptr addrspace(1) %o1
  %o2 = getelementptr i32, ptr addrspace(1) %o, i32 2
  store double %c, ptr addrspace(1) %o2
  %o4 = getelementptr i32, ptr addrspace(1) %o, i32 4
  store double %e, ptr addrspace(1) %o4
  %o6 = getelementptr i32, ptr addrspace(1) %o, i32 6
  store double %h, ptr addrspace(1) %o6
  %o8 = getelementptr i32, ptr addrspace(1) %o, i32 8
  store float %u, ptr addrspace(1) %o8
  ; finite doubles in the i128 range: %d scaled down
  %ds = fadd double %d, 0.0
  %i1 = fptosi double %ds to i128
  %i2 = fptoui float %f to i128
  %o9 = getelementptr i32, ptr addrspace(1) %o, i32 9
  %o9b = getelementptr i8, ptr addrspace(1) %o9, i32 0
  store i128 %i1, ptr addrspace(1) %o9b, align 4
  %o13 = getelementptr i32, ptr addrspace(1) %o, i32 13
  store i128 %i2, ptr addrspace(1) %o13, align 4
  ret void
}
