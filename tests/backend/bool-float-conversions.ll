; Conversions between floats (f16, f32, f64) and booleans, divergent and uniform, as llc-22
; legalizes them through i32: fptoui/fptosi to i1 keep the converted integer's low bit,
; uitofp/sitofp of i1 convert 0/1 and 0/-1. Inputs stay where the result is defined (0 or 1
; unsigned, 0 or -1 signed) and where llc agrees with LangRef: llc folds `fptosi x to i1` into
; `x == -1.0`, which differs for x in (-2, -1). Both objects must leave the same buffer.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: %python -c "import struct,sys; v=[0.0,-0.0,0.5,1.0,1.5,1.99,0.25,0.999]; open(sys.argv[1],'wb').write(struct.pack('<64f', *[v[i % 8] for i in range(64)]))" %t.in
; RUN: rm -rf %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel conversions --grid 64 --block 64 --arg zeros:2816 --arg buf:%t.in --arg f32:1.0 --out-dir %t.kcc/1
; RUN: %kcc run %t.llc.o --kernel conversions --grid 64 --block 64 --arg zeros:2816 --arg buf:%t.in --arg f32:1.0 --out-dir %t.llc/1
; RUN: cmp %t.kcc/1/arg0.bin %t.llc/1/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel conversions --grid 64 --block 64 --arg zeros:2816 --arg buf:%t.in --arg f32:0.5 --out-dir %t.kcc/0
; RUN: %kcc run %t.llc.o --kernel conversions --grid 64 --block 64 --arg zeros:2816 --arg buf:%t.in --arg f32:0.5 --out-dir %t.llc/0
; RUN: cmp %t.kcc/0/arg0.bin %t.llc/0/arg0.bin

declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.minnum.f32(float, float)

; Per lane: the float at %in[t] (in range for both conversions), converted to i1 and back.
define amdgpu_kernel void @conversions(ptr addrspace(1) %out, ptr addrspace(1) %in, float %u) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr float, ptr addrspace(1) %in, i32 %t
  %x = load float, ptr addrspace(1) %p
  %xs = call float @llvm.minnum.f32(float %x, float 1.0)
  %neg = fneg float %xs
  %d = fpext float %x to double
  %dn = fpext float %neg to double
  %hn = fptrunc float %neg to half
  %h = fptrunc float %x to half
  %b0 = fptoui float %x to i1
  %b1 = fptosi float %neg to i1
  %b2 = fptoui double %d to i1
  %b3 = fptosi double %dn to i1
  %b4 = fptoui half %h to i1
  %b5 = fptosi half %hn to i1
  %b6 = fptoui float %u to i1
  %c = icmp ult i32 %t, 40
  %f0 = uitofp i1 %b0 to float
  %f1 = sitofp i1 %b1 to float
  %f2 = uitofp i1 %b2 to double
  %f3 = sitofp i1 %b3 to double
  %f4 = uitofp i1 %b4 to half
  %f5 = sitofp i1 %b5 to half
  %f6 = sitofp i1 %b6 to float
  %f7 = uitofp i1 %c to double
  %f8 = sitofp i1 %c to float
  %o = mul i32 %t, 11
  %q0 = getelementptr i32, ptr addrspace(1) %out, i32 %o
  store float %f0, ptr addrspace(1) %q0
  %q1 = getelementptr i32, ptr addrspace(1) %q0, i32 1
  store float %f1, ptr addrspace(1) %q1
  %q2 = getelementptr i32, ptr addrspace(1) %q0, i32 2
  store double %f2, ptr addrspace(1) %q2, align 4
  %q4 = getelementptr i32, ptr addrspace(1) %q0, i32 4
  store double %f3, ptr addrspace(1) %q4, align 4
  %q6 = getelementptr i32, ptr addrspace(1) %q0, i32 6
  store half %f4, ptr addrspace(1) %q6
  %q6h = getelementptr half, ptr addrspace(1) %q6, i32 1
  store half %f5, ptr addrspace(1) %q6h
  %q7 = getelementptr i32, ptr addrspace(1) %q0, i32 7
  store float %f6, ptr addrspace(1) %q7
  %q8 = getelementptr i32, ptr addrspace(1) %q0, i32 8
  store double %f7, ptr addrspace(1) %q8, align 4
  %q10 = getelementptr i32, ptr addrspace(1) %q0, i32 10
  store float %f8, ptr addrspace(1) %q10
  ret void
}
