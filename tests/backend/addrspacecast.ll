; addrspacecast between generic pointers and LDS / private ones, as llc lowers it for gfx900:
; a segment pointer's generic form is {offset, aperture base} with the base the high dword of
; src_shared_base / src_private_base (read as a 64-bit operand), and the segment null (-1) maps
; to the generic null (0) and back. Uniform casts use the scalar unit, divergent ones the
; vector unit. The values must equal llc-22's on the emulator, for null and non-null inputs.
; RUN: %kcc %s -S -o - | FileCheck %s
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 -c "open('%t.out','wb').write(bytes(64*5*8))"
; RUN: rm -rf %t.runs
; RUN: %kcc run %t.kcc.o --kernel casts --grid 64 --block 64 --arg buf:%t.out --arg i32:-1 --arg i64:0 --out-dir %t.runs/kcc-null
; RUN: %kcc run %t.llc.o --kernel casts --grid 64 --block 64 --arg buf:%t.out --arg i32:-1 --arg i64:0 --out-dir %t.runs/llc-null
; RUN: cmp %t.runs/kcc-null/arg0.bin %t.runs/llc-null/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel casts --grid 64 --block 64 --arg buf:%t.out --arg i32:256 --arg i64:20014547599424 --out-dir %t.runs/kcc-set
; RUN: %kcc run %t.llc.o --kernel casts --grid 64 --block 64 --arg buf:%t.out --arg i32:256 --arg i64:20014547599424 --out-dir %t.runs/llc-set
; RUN: cmp %t.runs/kcc-set/arg0.bin %t.runs/llc-set/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel nonnull --grid 64 --block 64 --arg buf:%t.out --arg i32:0 --out-dir %t.runs/kcc-nn0
; RUN: %kcc run %t.llc.o --kernel nonnull --grid 64 --block 64 --arg buf:%t.out --arg i32:0 --out-dir %t.runs/llc-nn0
; RUN: cmp %t.runs/kcc-nn0/arg0.bin %t.runs/llc-nn0/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel nonnull --grid 64 --block 64 --arg buf:%t.out --arg i32:1 --out-dir %t.runs/kcc-nn1
; RUN: %kcc run %t.llc.o --kernel nonnull --grid 64 --block 64 --arg buf:%t.out --arg i32:1 --out-dir %t.runs/llc-nn1
; RUN: cmp %t.runs/kcc-nn1/arg0.bin %t.runs/llc-nn1/arg0.bin

; CHECK-LABEL: casts:
; Uniform LDS → generic: the aperture (in VCC, a scratch pair that costs no SGPRs), and a
; scalar null test.
; CHECK: s_mov_b64 vcc, src_shared_base
; CHECK: s_cmp_lg_u32 [[L:s[0-9]+]], -1
; CHECK-NEXT: s_cselect_b32 s{{[0-9]+}}, vcc_hi, 0
; CHECK-NEXT: s_cselect_b32 s{{[0-9]+}}, [[L]], 0
; Uniform generic → LDS: the low dword, or -1 for null.
; CHECK: s_cmp_lg_u64 s{{\[}}[[G:[0-9]+]]:{{[0-9]+}}], 0
; CHECK-NEXT: s_cselect_b32 s{{[0-9]+}}, s[[G]], -1
; Divergent LDS → generic: a lane mask of the non-null lanes selects {offset, aperture} or 0.
; CHECK: s_mov_b64 vcc, src_shared_base
; CHECK-NEXT: v_mov_b32_e32 [[HI:v[0-9]+]], vcc_hi
; CHECK-NEXT: v_cmp_ne_u32_e64 [[NN:s\[[0-9]+:[0-9]+\]]], -1, [[OFF:v[0-9]+]]
; CHECK-NEXT: v_cndmask_b32_e64 v{{[0-9]+}}, 0, [[HI]], [[NN]]
; CHECK-NEXT: v_cndmask_b32_e64 v{{[0-9]+}}, 0, [[OFF]], [[NN]]
; Divergent generic → LDS.
; CHECK: v_cmp_ne_u64_e64 [[NN:s\[[0-9]+:[0-9]+\]]], 0, v{{\[}}[[P:[0-9]+]]:{{[0-9]+}}]
; CHECK-NEXT: v_cndmask_b32_e64 v{{[0-9]+}}, -1, v[[P]], [[NN]]
; Private → generic uses the private aperture.
; CHECK: s_mov_b64 vcc, src_private_base
; Without flat accesses, generic pointers to private memory need no flat scratch.
; CHECK: .amdhsa_user_sgpr_flat_scratch_init 0
; CHECK: .amdhsa_reserve_flat_scratch 0

declare i32 @llvm.amdgcn.workitem.id.x()

; out[5 * tid + k], as i64: k = 0: uniform lv → generic; 1: uniform gv → LDS; 2: divergent
; LDS pointer (null in every third lane) → generic; 3: that, or null in odd lanes, back to
; LDS; 4: the high dword of a private pointer cast to generic, or 0 for a null one.
define amdgpu_kernel void @casts(ptr addrspace(1) %out, i32 %lv, i64 %gv) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %base = mul i32 %tid, 5
  %l = inttoptr i32 %lv to ptr addrspace(3)
  %lf = addrspacecast ptr addrspace(3) %l to ptr
  %lfi = ptrtoint ptr %lf to i64
  %g = inttoptr i64 %gv to ptr
  %gl = addrspacecast ptr %g to ptr addrspace(3)
  %gli = ptrtoint ptr addrspace(3) %gl to i32
  %glx = zext i32 %gli to i64
  %off = mul i32 %tid, 4
  %third = urem i32 %tid, 3
  %isnull = icmp eq i32 %third, 0
  %lvd = select i1 %isnull, i32 -1, i32 %off
  %ld = inttoptr i32 %lvd to ptr addrspace(3)
  %ldf = addrspacecast ptr addrspace(3) %ld to ptr
  %ldfi = ptrtoint ptr %ldf to i64
  %odd = and i32 %tid, 1
  %isodd = icmp ne i32 %odd, 0
  %gd = select i1 %isodd, ptr null, ptr %ldf
  %gdl = addrspacecast ptr %gd to ptr addrspace(3)
  %gdli = ptrtoint ptr addrspace(3) %gdl to i32
  %gdlx = zext i32 %gdli to i64
  %a = alloca i32, align 4, addrspace(5)
  store volatile i32 %tid, ptr addrspace(5) %a
  %pn = select i1 %isodd, ptr addrspace(5) inttoptr (i32 -1 to ptr addrspace(5)), ptr addrspace(5) %a
  %pf = addrspacecast ptr addrspace(5) %pn to ptr
  %pfi = ptrtoint ptr %pf to i64
  %pfhi = lshr i64 %pfi, 32
  %o0 = getelementptr i64, ptr addrspace(1) %out, i32 %base
  store i64 %lfi, ptr addrspace(1) %o0
  %o1 = getelementptr i64, ptr addrspace(1) %o0, i32 1
  store i64 %glx, ptr addrspace(1) %o1
  %o2 = getelementptr i64, ptr addrspace(1) %o0, i32 2
  store i64 %ldfi, ptr addrspace(1) %o2
  %o3 = getelementptr i64, ptr addrspace(1) %o0, i32 3
  store i64 %gdlx, ptr addrspace(1) %o3
  %o4 = getelementptr i64, ptr addrspace(1) %o0, i32 4
  store i64 %pfhi, ptr addrspace(1) %o4
  ret void
}

; Private pointers that cannot be null (allocas, small constant offsets from them, selects of
; such) become generic without a null test, uniform or divergent, as in llc.
; CHECK-LABEL: nonnull:
; CHECK-NOT: {{(s_cmp_lg_u32|v_cmp_ne_u32_e64) .*-1}}
; CHECK: src_private_base
; CHECK-NOT: {{(s_cmp_lg_u32|v_cmp_ne_u32_e64) .*-1}}
; CHECK: s_endpgm
define amdgpu_kernel void @nonnull(ptr addrspace(1) %out, i32 %u) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %a = alloca [4 x i32], align 4, addrspace(5)
  %b = alloca [4 x i32], align 4, addrspace(5)
  store volatile i32 1, ptr addrspace(5) %a
  store volatile i32 2, ptr addrspace(5) %b
  %a8 = getelementptr inbounds i8, ptr addrspace(5) %a, i32 8
  %b12 = getelementptr inbounds i8, ptr addrspace(5) %b, i32 12
  store volatile i32 3, ptr addrspace(5) %a8
  store volatile i32 4, ptr addrspace(5) %b12
  %c = icmp eq i32 %u, 0
  %ps = select i1 %c, ptr addrspace(5) %a8, ptr addrspace(5) %b
  %fs = addrspacecast ptr addrspace(5) %ps to ptr
  store i32 %tid, ptr %fs, align 4
  %odd = and i32 %tid, 1
  %isodd = icmp ne i32 %odd, 0
  %pd = select i1 %isodd, ptr addrspace(5) %a, ptr addrspace(5) %b12
  %fd = addrspacecast ptr addrspace(5) %pd to ptr
  %t2 = mul i32 %tid, 3
  store i32 %t2, ptr %fd, align 4
  %x0 = load volatile i32, ptr addrspace(5) %a
  %x1 = load volatile i32, ptr addrspace(5) %b
  %x2 = load volatile i32, ptr addrspace(5) %a8
  %x3 = load volatile i32, ptr addrspace(5) %b12
  %fdi = ptrtoint ptr %fd to i64
  %fsi = ptrtoint ptr %fs to i64
  %hi = lshr i64 %fdi, 32
  %h0 = trunc i64 %hi to i32
  %shi = lshr i64 %fsi, 32
  %h1 = trunc i64 %shi to i32
  %h = add i32 %h0, %h1
  %s0 = add i32 %x0, %x1
  %s1 = mul i32 %x2, 1000
  %s2 = add i32 %s0, %s1
  %s3 = mul i32 %x3, 100000
  %s4 = add i32 %s2, %s3
  %i = mul i32 %tid, 2
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %s4, ptr addrspace(1) %o0
  %o1 = getelementptr i32, ptr addrspace(1) %o0, i32 1
  store i32 %h, ptr addrspace(1) %o1
  ret void
}
