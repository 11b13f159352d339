; How clang computes `int i = get_global_id(0); in[i]`: a 64-bit id (32-bit id plus a 64-bit
; offset), truncated to int, then sign-extended back for the address (shl 32 / ashr 30, the
; `* 4` merged in). Only the low half of the 64-bit sum is used, so kcc computes it in 32 bits:
; no 64-bit add before the bound check; the address is a sign extension scaled by 4 (two 32-bit
; shifts, `sext.shl`) and one 64-bit add.
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
; CHECK: v_cmp_gt_i32
; CHECK: v_lshlrev_b32_e32 v{{[0-9]+}}, 2, [[I:v[0-9]+]]
; CHECK-NEXT: v_ashrrev_i32_e32 v{{[0-9]+}}, 30, [[I]]
; CHECK: global_load_dword
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
