; Generic pointers that reach private memory: an alloca's address merged at a join with a
; global one. FLAT accesses there go through FLAT_SCRATCH, which the prologue sets to the
; wave's scratch base, flat scratch init plus the wave offset (AMDGPUUsage "Flat Scratch",
; gfx9); the descriptor enables flat scratch init (the two user SGPRs after the kernarg
; pointer) and reserves FLAT_SCRATCH. 32-bit atomics work on private memory through FLAT.
; The results must equal llc-22's on the emulator, which faults on a private FLAT access
; when FLAT_SCRATCH is not set up.
; RUN: %kcc %s -S -o - | FileCheck %s
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 -c "import random; r=random.Random(5); open('%t.in','wb').write(bytes(r.randrange(256) for _ in range(256*4)))"
; RUN: python3 -c "open('%t.out','wb').write(bytes(256*4))"
; RUN: rm -rf %t.runs
; RUN: %kcc run %t.kcc.o --kernel escape --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.runs/kcc
; RUN: %kcc run %t.llc.o --kernel escape --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.runs/llc
; RUN: cmp %t.runs/kcc/arg0.bin %t.runs/llc/arg0.bin
; Without the prologue, the emulator refuses the first private FLAT access.
; RUN: %kcc %s -S -o - | sed -e '/flat_scratch_[lh][oi],/d' | llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj -o %t.noinit.o
; RUN: not %kcc run %t.noinit.o --kernel escape --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in 2>&1 | FileCheck %s --check-prefix=NOINIT
; NOINIT: kcc: error: kernel fault: private memory accessed through FLAT_SCRATCH, which the kernel did not set up, lane {{[0-9]+}} at 0x{{[0-9a-f]+}} `flat_

; CHECK-LABEL: escape:
; CHECK-NEXT: s_add_u32 flat_scratch_lo, s6, s[[WAVE:[0-9]+]]
; CHECK-NEXT: s_addc_u32 flat_scratch_hi, s7, 0
; The buffer resource's base moves to the wave's scratch too (after flat scratch read it).
; CHECK-NEXT: s_add_u32 s0, s0, s[[WAVE]]
; CHECK-NEXT: s_addc_u32 s1, s1, 0
; CHECK: s_mov_b64 vcc, src_private_base
; CHECK: flat_load_dword v{{[0-9]+}}, [[P:v\[[0-9]+:[0-9]+\]]]
; CHECK: flat_store_dword [[P]], v{{[0-9]+}}
; CHECK-NEXT: flat_atomic_add v{{[0-9]+}}, [[P]], v{{[0-9]+}} glc
; CHECK: buffer_load_dword v{{[0-9]+}}, v{{[0-9]+}}, s[0:3], 0 offen
; CHECK: .amdhsa_user_sgpr_count 8
; CHECK: .amdhsa_user_sgpr_private_segment_buffer 1
; CHECK: .amdhsa_user_sgpr_kernarg_segment_ptr 1
; CHECK: .amdhsa_user_sgpr_flat_scratch_init 1
; CHECK: .amdhsa_system_sgpr_private_segment_wavefront_offset 1
; CHECK: .amdhsa_reserve_flat_scratch 1

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()

; a[k] = x + k (k < 8, x = in[i]); p = &a[x & 7] if x > 0, else &out[i] (a join); *p += 3,
; then an atomic add of i through p; out[i] += a[(x >> 3) & 7] + the atomic's old value.
define amdgpu_kernel void @escape(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %a = alloca [8 x i32], align 4, addrspace(5)
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %i = add i32 %gb, %t
  %pin = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %x = load i32, ptr addrspace(1) %pin
  br label %fill
fill:
  %k = phi i32 [ 0, %entry ], [ %k1, %fill ]
  %v = add i32 %x, %k
  %pk = getelementptr i32, ptr addrspace(5) %a, i32 %k
  store i32 %v, ptr addrspace(5) %pk
  %k1 = add i32 %k, 1
  %done = icmp eq i32 %k1, 8
  br i1 %done, label %pick, label %fill
pick:
  %pout = getelementptr i32, ptr addrspace(1) %out, i32 %i
  %pout.f = addrspacecast ptr addrspace(1) %pout to ptr
  %pos = icmp sgt i32 %x, 0
  br i1 %pos, label %private, label %join
private:
  %j = and i32 %x, 7
  %pj = getelementptr i32, ptr addrspace(5) %a, i32 %j
  %pjf = addrspacecast ptr addrspace(5) %pj to ptr
  br label %join
join:
  %p = phi ptr [ %pjf, %private ], [ %pout.f, %pick ]
  %old = load i32, ptr %p
  %new = add i32 %old, 3
  store i32 %new, ptr %p
  %r = atomicrmw add ptr %p, i32 %i monotonic
  %m = lshr i32 %x, 3
  %mj = and i32 %m, 7
  %pm = getelementptr i32, ptr addrspace(5) %a, i32 %mj
  %am = load i32, ptr addrspace(5) %pm
  %o = load i32, ptr addrspace(1) %pout
  %s1 = add i32 %o, %am
  %s2 = add i32 %s1, %r
  store i32 %s2, ptr addrspace(1) %pout
  ret void
}
