; How clang computes `int i = get_global_id(0); in[i]`: a 64-bit id (32-bit id plus a 64-bit
; offset), truncated to int, then sign-extended back for the address (shl 32 / ashr 30, the
; `* 4` merged in). Only the low half of the 64-bit sum is used, so kcc computes it in 32 bits:
; no 64-bit add before the bound check; the address, the base plus the index sign-extended and
; scaled by 4, is one `v_mad_i64_i32` (`mad.wide.s`) reading the SGPR base in place.
; The results must equal llc-22's for an offset with a high half (which the truncation drops).
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/values.py %t.in 256 32 9
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(256*4))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel k --grid 128 --block 64 --arg buf:%t.out --arg buf:%t.in --arg i64:4294967312 --arg i32:200 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel k --grid 128 --block 64 --arg buf:%t.out --arg buf:%t.in --arg i64:4294967312 --arg i32:200 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s

; CHECK-LABEL: k:
; CHECK-NOT: v_addc_co_u32
; CHECK: v_add_u32_e32 [[I:v[0-9]+]], s{{[0-9]+}}, v{{[0-9]+}}
; CHECK-NEXT: v_cmp_gt_i32_e32 vcc, s{{[0-9]+}}, [[I]]
; CHECK: v_mad_i64_i32 [[P:v\[[0-9]+:[0-9]+\]]], vcc, [[I]], 4, {{s\[[0-9]+:[0-9]+\]|vcc}}
; CHECK-NEXT: global_load_dword v{{[0-9]+}}, [[P]], off
; CHECK-NOT: v_ashrrev_i32
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()

define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i64 %offset, i32 %n) {
  %wid = call i32 @llvm.amdgcn.workitem.id.x()
  %gid = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %gid, 64
  %id = add i32 %base, %wid
  %id64 = zext i32 %id to i64
  %global64 = add i64 %id64, %offset
  %i = trunc i64 %global64 to i32
  %inside = icmp sgt i32 %n, %i
  br i1 %inside, label %body, label %exit
body:
  %s = shl i64 %global64, 32
  %byte = ashr exact i64 %s, 30
  %p = getelementptr inbounds i8, ptr addrspace(1) %in, i64 %byte
  %x = load i32, ptr addrspace(1) %p, align 4
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %id
  store i32 %x, ptr addrspace(1) %q, align 4
  br label %exit
exit:
  ret void
}
