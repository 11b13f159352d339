; Where kcc saves SGPRs (issue "kcc uses far more SGPRs than llc-22"), pinned on small kernels
; whose results must equal llc-22's on the emulator:
; - an op's internal carry or mask lives in VCC, which kcc never allocates (free: VCC is
;   counted in every kernel's SGPRs anyway), and the 32-bit VOP2/VOPC forms, which keep it
;   there implicitly, are used (operands swapped where only the first is a VGPR);
; - a compare read only by the branch after it stays in VCC until `s_and_b64 exec`;
; - each kernel argument is loaded in the block that dominates its uses (out of loops), so a
;   pointer only a guarded store needs takes no SGPRs before the guard;
; - the input SGPRs (kernarg pointer, work-group id) are allocated from where they arrive, so
;   their registers take other values after their last use; work-group ids named in several
;   blocks are one value;
; - a 64-bit load only truncated to 32 bits (OpenCL's global offset) loads one dword;
; - a literal a 32-bit VALU form can take goes there instead of through an SGPR.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 -c "import random,struct,sys; r=random.Random(17); open(sys.argv[1],'wb').write(b''.join(struct.pack('<q', r.randrange(-(1 << 62), 1 << 62)) for i in range(64)))" %t.in64
; RUN: python3 -c "import random,struct,sys; r=random.Random(18); open(sys.argv[1],'wb').write(b''.join(struct.pack('<i', r.randrange(-(1 << 30), 1 << 30)) for i in range(1024)))" %t.in32
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel carry --grid 64 --block 64 --arg zeros:512 --arg buf:%t.in64 --arg i64:-4294967301 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel carry --grid 64 --block 64 --arg zeros:512 --arg buf:%t.in64 --arg i64:-4294967301 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel guarded --grid 1024 --block 64 --arg zeros:4096 --arg buf:%t.in32 --arg i32:700 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel guarded --grid 1024 --block 64 --arg zeros:4096 --arg buf:%t.in32 --arg i32:700 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel global_offset --grid 64 --block 64 --arg zeros:256 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel global_offset --grid 64 --block 64 --arg zeros:256 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel group_ids --grid 1024 --block 64 --arg zeros:4096 --arg i32:40 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel group_ids --grid 1024 --block 64 --arg zeros:4096 --arg i32:40 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()

; A 64-bit add: the low half's carry-out and the high half's carry-in in VCC, as llc selects it
; (the high half's dead carry-out too: no SGPR pair anywhere), and the output pointer loaded
; while the global load is in flight: 10 SGPRs (llc-22 takes 14).
; CHECK-LABEL: carry:
; CHECK: v_add_co_u32_e32 v{{[0-9]+}}, vcc, s{{[0-9]+}}, v{{[0-9]+}}
; CHECK-NEXT: v_mov_b32_e32 [[HI:v[0-9]+]], s{{[0-9]+}}
; CHECK-NEXT: v_addc_co_u32_e32 v{{[0-9]+}}, vcc, v{{[0-9]+}}, [[HI]], vcc
; CHECK-NOT: _e64
; CHECK: s_endpgm
; CHECK: .amdhsa_next_free_sgpr 6
define amdgpu_kernel void @carry(ptr addrspace(1) %out, ptr addrspace(1) %in, i64 %k) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i64, ptr addrspace(1) %in, i32 %tid
  %a = load i64, ptr addrspace(1) %p
  %s = add i64 %a, %k
  %q = getelementptr i64, ptr addrspace(1) %out, i32 %tid
  store i64 %s, ptr addrspace(1) %q
  ret void
}

; The guard: `n` is loaded in the entry, the pointers only behind the branch; the compare stays
; in VCC; the input pointer lives in VCC from its load to the address computation that reads
; it; the output pointer is loaded while the global load is in flight, its wait merged into
; that load's; the work-group id's SGPR (s2) and the kernarg pointer's (s[0:1]) hold other
; values once read, and the literal goes into the add's 32-bit form: 8 SGPRs with VCC and
; XNACK_MASK (llc-22 takes 19).
; CHECK-LABEL: guarded:
; CHECK: s_load_dword [[N:s[0-9]+]], s[0:1], 0x10
; CHECK-NOT: s_load
; CHECK: v_cmp_gt_i32_e32 vcc, [[N]], v{{[0-9]+}}
; CHECK-NEXT: s_and_b64 exec, exec, vcc
; CHECK-NEXT: s_cbranch_scc0 [[EXIT:.L[a-z_0-9]+]]
; CHECK-NEXT: s_load_dwordx2 vcc, s[0:1], 0x8
; CHECK-NEXT: s_waitcnt lgkmcnt(0)
; CHECK-NEXT: v_mad_i64_i32 v[{{[0-9]+:[0-9]+}}], vcc, v{{[0-9]+}}, 4, vcc
; CHECK-NEXT: global_load_dword
; CHECK-NEXT: s_load_dwordx2 {{vcc|s\[[0-9]+:[0-9]+\]}}, s[0:1], 0x0
; CHECK-NEXT: s_waitcnt vmcnt(0) lgkmcnt(0)
; CHECK: v_add_u32_e32 v{{[0-9]+}}, 0x3e8, v{{[0-9]+}}
; CHECK: [[EXIT]]:
; CHECK-NEXT: s_endpgm
; CHECK: .amdhsa_next_free_sgpr 4
define amdgpu_kernel void @guarded(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %g, 6
  %i = add i32 %base, %tid
  %c = icmp slt i32 %i, %n
  br i1 %c, label %then, label %exit
then:
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %p
  %w = add i32 %v, 1000
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %w, ptr addrspace(1) %q
  br label %exit
exit:
  ret void
}

; The hidden global offset, of which only the low half is used: one dword is loaded.
; CHECK-LABEL: global_offset:
; CHECK: s_load_dword [[OFF:s[0-9]+]], s[0:1], 0x30
; CHECK-NOT: s_load
; CHECK: v_add_u32_e32 v{{[0-9]+}}, [[OFF]], v0
define amdgpu_kernel void @global_offset(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %imp = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %op = getelementptr i8, ptr addrspace(4) %imp, i64 40
  %off = load i64, ptr addrspace(4) %op, align 8
  %off32 = trunc i64 %off to i32
  %i = add i32 %off32, %tid
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %i, ptr addrspace(1) %q
  ret void
}

; The work-group id, named in three blocks, is read where it arrives (s2) by all of them.
; CHECK-LABEL: group_ids:
; CHECK: s_add_u32 s{{[0-9]+}}, s2, 7
; CHECK: s_mul_i32 s{{[0-9]+}}, s2, 3
; CHECK: v_lshl_add_u32 v{{[0-9]+}}, s2, 6, v0
define amdgpu_kernel void @group_ids(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %tid, %n
  br i1 %c, label %a, label %b
a:
  %g1 = call i32 @llvm.amdgcn.workgroup.id.x()
  %x = mul i32 %g1, 3
  br label %join
b:
  %g2 = call i32 @llvm.amdgcn.workgroup.id.x()
  %y = add i32 %g2, 7
  br label %join
join:
  %r = phi i32 [ %x, %a ], [ %y, %b ]
  %g3 = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %g3, 6
  %i = add i32 %base, %tid
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %r, ptr addrspace(1) %q
  ret void
}
