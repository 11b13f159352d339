; Issue #15, "uniformity pays off everywhere": with uniformity, no kernel executes more
; instructions or takes more SGPRs + VGPRs than the same kernel compiled with --no-uniformity
; (every value in VGPRs). The oracle is the --no-uniformity compilation (its `--stats` and its
; run); the results are llc-22's on the emulator. The kernels have the shapes that cost before:
; - `float_ops`, `div_ops` (OpenCL's get_global_id and three pointers): the scalar loads at
;   the top of the entry were all in flight at once with the kernarg pointer they read, where
;   --no-uniformity loads each argument, waits and moves it to VGPRs. Now a pointer the first
;   address computation reads lives in VCC from its load to that computation (VCC is counted
;   in every kernel's SGPRs anyway), and the output pointer, first needed after the global
;   loads, is loaded while they are in flight, its wait merged into theirs;
; - `irreducible`: the loop's back edge went to a block the scalar peephole emptied, so the
;   loop looked entered twice and the wait for a load before it ran on every trip (the
;   executed instructions show it).
; RUN: %kcc %s --stats %t.u.json -o %t.u.o
; RUN: %kcc %s --no-uniformity --stats %t.n.json -o %t.n.o
; RUN: python3 %inputs/backend/uniformity_costs.py regs %t.u.json %t.n.json
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 -c "import random,struct,sys; r=random.Random(31); open(sys.argv[1],'wb').write(b''.join(struct.pack('<f', r.uniform(-100, 100)) for i in range(256)))" %t.fa
; RUN: python3 -c "import random,struct,sys; r=random.Random(32); open(sys.argv[1],'wb').write(b''.join(struct.pack('<f', r.uniform(1, 50)) for i in range(256)))" %t.fb
; RUN: python3 %inputs/backend/values.py %t.ia 256 32 33
; RUN: python3 %inputs/backend/values.py %t.ib 256 32 34 nonzero
; RUN: rm -rf %t.u %t.n %t.l && mkdir -p %t.u %t.n %t.l
;
; RUN: %kcc run %t.u.o --kernel float_ops --grid 256 --block 64 --arg zeros:1024 --arg buf:%t.fa --arg buf:%t.fb --out-dir %t.u --stats > %t.u.txt
; RUN: %kcc run %t.n.o --kernel float_ops --grid 256 --block 64 --arg zeros:1024 --arg buf:%t.fa --arg buf:%t.fb --out-dir %t.n --stats > %t.n.txt
; RUN: %kcc run %t.llc.o --kernel float_ops --grid 256 --block 64 --arg zeros:1024 --arg buf:%t.fa --arg buf:%t.fb --out-dir %t.l
; RUN: cmp %t.u/arg0.bin %t.l/arg0.bin && cmp %t.n/arg0.bin %t.l/arg0.bin
; RUN: python3 %inputs/backend/uniformity_costs.py executed %t.u.txt %t.n.txt
;
; RUN: %kcc run %t.u.o --kernel div_ops --grid 256 --block 64 --arg zeros:2048 --arg buf:%t.ia --arg buf:%t.ib --out-dir %t.u --stats > %t.u.txt
; RUN: %kcc run %t.n.o --kernel div_ops --grid 256 --block 64 --arg zeros:2048 --arg buf:%t.ia --arg buf:%t.ib --out-dir %t.n --stats > %t.n.txt
; RUN: %kcc run %t.llc.o --kernel div_ops --grid 256 --block 64 --arg zeros:2048 --arg buf:%t.ia --arg buf:%t.ib --out-dir %t.l
; RUN: cmp %t.u/arg0.bin %t.l/arg0.bin && cmp %t.n/arg0.bin %t.l/arg0.bin
; RUN: python3 %inputs/backend/uniformity_costs.py executed %t.u.txt %t.n.txt
;
; RUN: python3 %inputs/backend/values.py %t.x 256 32 35
; RUN: %kcc run %t.u.o --kernel irreducible --grid 256 --block 64 --arg zeros:1024 --arg zeros:1024 --arg buf:%t.x --arg i32:0 --arg i32:40 --out-dir %t.u --stats > %t.u.txt
; RUN: %kcc run %t.n.o --kernel irreducible --grid 256 --block 64 --arg zeros:1024 --arg zeros:1024 --arg buf:%t.x --arg i32:0 --arg i32:40 --out-dir %t.n --stats > %t.n.txt
; RUN: %kcc run %t.llc.o --kernel irreducible --grid 256 --block 64 --arg zeros:1024 --arg zeros:1024 --arg buf:%t.x --arg i32:0 --arg i32:40 --out-dir %t.l
; RUN: cmp %t.u/arg0.bin %t.l/arg0.bin && cmp %t.n/arg0.bin %t.l/arg0.bin
; RUN: python3 %inputs/backend/uniformity_costs.py executed %t.u.txt %t.n.txt
;
; RUN: %kcc %s -S -o - | FileCheck %s

; The entry's loads: the group size and global offset, one pointer in VCC until the address
; computation that reads it; the output pointer while the global loads are in flight.
; CHECK-LABEL: float_ops:
; CHECK: s_load_dwordx2 vcc, s[0:1], 0x8
; CHECK: s_waitcnt lgkmcnt(0)
; CHECK: v_mad_i64_i32 v[{{[0-9]+:[0-9]+}}], vcc, v{{[0-9]+}}, 4, vcc
; CHECK: global_load_dword
; CHECK: global_load_dword
; CHECK: s_load_dwordx2 {{vcc|s\[[0-9]+:[0-9]+\]}}, s[0:1], 0x0
; CHECK-NEXT: s_waitcnt vmcnt(0) lgkmcnt(0)
; CHECK: global_store_dword
; CHECK-LABEL: div_ops:
; CHECK: s_load_dwordx2 vcc, s[0:1], 0x8
; CHECK: s_load_dwordx2 {{vcc|s\[[0-9]+:[0-9]+\]}}, s[0:1], 0x0
; CHECK-NEXT: s_waitcnt vmcnt(0) lgkmcnt(0)

define amdgpu_kernel void @float_ops(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %i = call i64 @global_id()
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i
  %x = load float, ptr addrspace(1) %pa, align 4
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i64 %i
  %y = load float, ptr addrspace(1) %pb, align 4
  %ax = call float @llvm.fabs.f32(float %x)
  %r = call float @llvm.sqrt.f32(float %ax), !fpmath !0
  %q = fdiv float %x, %y, !fpmath !1
  %s = fadd float %r, %q
  %fl = call float @llvm.floor.f32(float %x)
  %mn = call float @llvm.minnum.f32(float %x, float %y)
  %m = call float @llvm.fmuladd.f32(float %fl, float %mn, float %s)
  %yi = fptosi float %y to i32
  %yf = sitofp i32 %yi to float
  %v = fadd float %m, %yf
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i
  store float %v, ptr addrspace(1) %po, align 4
  ret void
}

define amdgpu_kernel void @div_ops(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %i = call i64 @global_id()
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %pa, align 4
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %i
  %b0 = load i32, ptr addrspace(1) %pb, align 4
  %minus1 = icmp eq i32 %b0, -1
  %y = select i1 %minus1, i32 3, i32 %b0
  %q = sdiv i32 %x, %y
  %qy = mul i32 %q, %y
  %r = sub i32 %x, %qy
  %s = add i32 %r, %q
  %uq = udiv i32 %x, %y
  %ur = urem i32 %x, %y
  %t = xor i32 %uq, %ur
  %i2 = shl i64 %i, 1
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i2
  store i32 %s, ptr addrspace(1) %po, align 4
  %po1 = getelementptr inbounds i32, ptr addrspace(1) %po, i64 1
  store i32 %t, ptr addrspace(1) %po1, align 4
  ret void
}

; A cycle {H1, H2} with a uniform entry (at H1, in waves whose mode + group is odd) and a
; divergent one (at H2, for lanes with x > 0 in the others).
define amdgpu_kernel void @irreducible(ptr addrspace(1) %out, ptr addrspace(1) %steps, ptr addrspace(1) %in, i32 %mode, i32 %lim) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %grp = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %grp, 6
  %i = add i32 %base, %tid
  %idx = zext i32 %i to i64
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %x = load i32, ptr addrspace(1) %pin, align 4
  %sel = add i32 %mode, %grp
  %sel1 = and i32 %sel, 1
  %uniform.entry = icmp ne i32 %sel1, 0
  br i1 %uniform.entry, label %H1, label %check
check:
  %pos = icmp sgt i32 %x, 0
  br i1 %pos, label %H2, label %exit
H1:
  %acc1 = phi i32 [ %x, %entry ], [ %acc2n, %H2 ], [ %acc1n, %H1.tail ]
  %k1 = phi i32 [ 0, %entry ], [ %k2n, %H2 ], [ %k1n, %H1.tail ]
  %m = mul i32 %acc1, 5
  %acc1n = add i32 %m, %k1
  %k1n = add i32 %k1, 1
  %low = and i32 %acc1n, 3
  %to.h2 = icmp eq i32 %low, 0
  br i1 %to.h2, label %H2, label %H1.tail
H1.tail:
  %more1 = icmp slt i32 %k1n, %lim
  br i1 %more1, label %H1, label %exit
H2:
  %acc2 = phi i32 [ %x, %check ], [ %acc1n, %H1 ]
  %k2 = phi i32 [ 0, %check ], [ %k1n, %H1 ]
  %sh = ashr i32 %acc2, 3
  %xr = xor i32 %acc2, %sh
  %ki = add i32 %k2, %i
  %kim = and i32 %ki, 255
  %kidx = zext i32 %kim to i64
  %pv = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %kidx
  %v = load i32, ptr addrspace(1) %pv, align 4
  %acc2n = add i32 %xr, %v
  %k2n = add i32 %k2, 2
  %pst = getelementptr inbounds i32, ptr addrspace(1) %steps, i64 %idx
  store i32 %acc2n, ptr addrspace(1) %pst, align 4
  %more2 = icmp slt i32 %k2n, %lim
  br i1 %more2, label %H1, label %exit
exit:
  %r = phi i32 [ %x, %check ], [ %acc1n, %H1.tail ], [ %acc2n, %H2 ]
  %pout = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %r, ptr addrspace(1) %pout, align 4
  ret void
}

; get_global_id(0) as clang writes it for OpenCL: group id times the group size (a hidden
; argument, at implicitarg + 12), plus the work-item id and the global offset (implicitarg +
; 40), as a sign-extended 32-bit index.
define internal i64 @global_id() alwaysinline {
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %g64 = zext i32 %g to i64
  %imp = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %psz = getelementptr inbounds i8, ptr addrspace(4) %imp, i64 12
  %sz = load i16, ptr addrspace(4) %psz, align 4
  %sz64 = zext i16 %sz to i64
  %base = mul nuw nsw i64 %sz64, %g64
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %tid64 = zext i32 %tid to i64
  %poff = getelementptr inbounds i8, ptr addrspace(4) %imp, i64 40
  %off = load i64, ptr addrspace(4) %poff, align 8
  %i0 = add i64 %off, %tid64
  %i1 = add i64 %i0, %base
  %sh = shl i64 %i1, 32
  %i = ashr exact i64 %sh, 32
  ret i64 %i
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
declare float @llvm.fabs.f32(float)
declare float @llvm.sqrt.f32(float)
declare float @llvm.floor.f32(float)
declare float @llvm.minnum.f32(float, float)
declare float @llvm.fmuladd.f32(float, float, float)

!0 = !{float 3.000000e+00}
!1 = !{float 2.500000e+00}
