; llvm.amdgcn.wave.reduce.* on i32 and i64: per-lane operands (a straight-line DPP
; reduction; LLVM loops over the lanes) in a full wave, in a partial one (100 work-items) and
; under a divergent exec mask, and uniform operands (folded with the active-lane count).
; ds.swizzle with quad and bit-mask patterns, also reading inactive lanes. Results must
; equal llc-22's. (Kernels are small: kcc does not allocate registers yet.)
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/values.py %t.a 128 64 9
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(128*8*12))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel lanes_i32_all_0 --grid 100 --block 100 --arg buf:%t.out --arg buf:%t.a --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel lanes_i32_all_0 --grid 100 --block 100 --arg buf:%t.out --arg buf:%t.a --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel lanes_i32_some_0 --grid 100 --block 100 --arg buf:%t.out --arg buf:%t.a --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel lanes_i32_some_0 --grid 100 --block 100 --arg buf:%t.out --arg buf:%t.a --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel uniform_i32_0 --grid 100 --block 100 --arg buf:%t.out --arg i64:-123456789012 --arg i32:7 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel uniform_i32_0 --grid 100 --block 100 --arg buf:%t.out --arg i64:-123456789012 --arg i32:7 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel lanes_i32_all_1 --grid 100 --block 100 --arg buf:%t.out --arg buf:%t.a --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel lanes_i32_all_1 --grid 100 --block 100 --arg buf:%t.out --arg buf:%t.a --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel lanes_i32_some_1 --grid 100 --block 100 --arg buf:%t.out --arg buf:%t.a --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel lanes_i32_some_1 --grid 100 --block 100 --arg buf:%t.out --arg buf:%t.a --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel uniform_i32_1 --grid 100 --block 100 --arg buf:%t.out --arg i64:-123456789012 --arg i32:7 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel uniform_i32_1 --grid 100 --block 100 --arg buf:%t.out --arg i64:-123456789012 --arg i32:7 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel lanes_i32_all_2 --grid 100 --block 100 --arg buf:%t.out --arg buf:%t.a --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel lanes_i32_all_2 --grid 100 --block 100 --arg buf:%t.out --arg buf:%t.a --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel lanes_i32_some_2 --grid 100 --block 100 --arg buf:%t.out --arg buf:%t.a --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel lanes_i32_some_2 --grid 100 --block 100 --arg buf:%t.out --arg buf:%t.a --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel uniform_i32_2 --grid 100 --block 100 --arg buf:%t.out --arg i64:-123456789012 --arg i32:7 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel uniform_i32_2 --grid 100 --block 100 --arg buf:%t.out --arg i64:-123456789012 --arg i32:7 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel lanes_i64_all_0 --grid 100 --block 100 --arg buf:%t.out --arg buf:%t.a --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel lanes_i64_all_0 --grid 100 --block 100 --arg buf:%t.out --arg buf:%t.a --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel lanes_i64_some_0 --grid 100 --block 100 --arg buf:%t.out --arg buf:%t.a --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel lanes_i64_some_0 --grid 100 --block 100 --arg buf:%t.out --arg buf:%t.a --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel uniform_i64_0 --grid 100 --block 100 --arg buf:%t.out --arg i64:-123456789012 --arg i32:7 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel uniform_i64_0 --grid 100 --block 100 --arg buf:%t.out --arg i64:-123456789012 --arg i32:7 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel lanes_i64_all_1 --grid 100 --block 100 --arg buf:%t.out --arg buf:%t.a --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel lanes_i64_all_1 --grid 100 --block 100 --arg buf:%t.out --arg buf:%t.a --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel lanes_i64_some_1 --grid 100 --block 100 --arg buf:%t.out --arg buf:%t.a --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel lanes_i64_some_1 --grid 100 --block 100 --arg buf:%t.out --arg buf:%t.a --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel uniform_i64_1 --grid 100 --block 100 --arg buf:%t.out --arg i64:-123456789012 --arg i32:7 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel uniform_i64_1 --grid 100 --block 100 --arg buf:%t.out --arg i64:-123456789012 --arg i32:7 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel lanes_i64_all_2 --grid 100 --block 100 --arg buf:%t.out --arg buf:%t.a --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel lanes_i64_all_2 --grid 100 --block 100 --arg buf:%t.out --arg buf:%t.a --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel lanes_i64_some_2 --grid 100 --block 100 --arg buf:%t.out --arg buf:%t.a --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel lanes_i64_some_2 --grid 100 --block 100 --arg buf:%t.out --arg buf:%t.a --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel uniform_i64_2 --grid 100 --block 100 --arg buf:%t.out --arg i64:-123456789012 --arg i32:7 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel uniform_i64_2 --grid 100 --block 100 --arg buf:%t.out --arg i64:-123456789012 --arg i32:7 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel swizzle --grid 128 --block 64 --arg buf:%t.out --arg buf:%t.a --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel swizzle --grid 128 --block 64 --arg buf:%t.out --arg buf:%t.a --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s

; Inactive lanes get the identity, all lanes run the DPP steps, lane 63 has the result. (EXEC is
; kept in VCC meanwhile: a scratch pair that costs no SGPRs.)
; CHECK-LABEL: lanes_i32_all_0:
; CHECK: s_mov_b64 [[SAVE:vcc]], exec
; CHECK: s_not_b64 exec, [[SAVE]]
; CHECK-NEXT: v_mov_b32_e32 [[T:v[0-9]+]], -1
; CHECK-NEXT: s_mov_b64 exec, -1
; CHECK: v_min_u32_dpp [[T]], [[T]], [[T]] row_shr:1 row_mask:0xf bank_mask:0xf
; CHECK: v_min_u32_dpp [[T]], [[T]], [[T]] row_bcast:31 row_mask:0xc bank_mask:0xf
; CHECK-NEXT: v_readlane_b32 s{{[0-9]+}}, [[T]], 63
; CHECK-NEXT: s_mov_b64 exec, [[SAVE]]
; A uniform add is the value times the number of active lanes.
; CHECK-LABEL: uniform_i32_1:
; CHECK: s_bcnt1_i32_b64 [[N:s[0-9]+]], exec
; CHECK-NEXT: s_mul_i32 {{s[0-9]+|vcc_lo}}, s{{[0-9]+}}, [[N]]
; 64-bit: both halves move with DPP, then a 64-bit compare picks.
; CHECK-LABEL: lanes_i64_all_0:
; CHECK: v_mov_b32_dpp
; CHECK: v_mov_b32_dpp
; CHECK: v_cmp_lt_u64_e64
; 0x80b1 (32945) is swizzle(QUAD_PERM,1,0,3,2).
; CHECK-LABEL: swizzle:
; CHECK: ds_swizzle_b32 v{{[0-9]+}}, v{{[0-9]+}} offset:32945{{$}}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.wave.reduce.umin.i32(i32, i32)
declare i64 @llvm.amdgcn.wave.reduce.umin.i64(i64, i32)
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32)
declare i64 @llvm.amdgcn.wave.reduce.umax.i64(i64, i32)
declare i32 @llvm.amdgcn.wave.reduce.min.i32(i32, i32)
declare i64 @llvm.amdgcn.wave.reduce.min.i64(i64, i32)
declare i32 @llvm.amdgcn.wave.reduce.max.i32(i32, i32)
declare i64 @llvm.amdgcn.wave.reduce.max.i64(i64, i32)
declare i32 @llvm.amdgcn.wave.reduce.add.i32(i32, i32)
declare i64 @llvm.amdgcn.wave.reduce.add.i64(i64, i32)
declare i32 @llvm.amdgcn.wave.reduce.sub.i32(i32, i32)
declare i64 @llvm.amdgcn.wave.reduce.sub.i64(i64, i32)
declare i32 @llvm.amdgcn.wave.reduce.and.i32(i32, i32)
declare i64 @llvm.amdgcn.wave.reduce.and.i64(i64, i32)
declare i32 @llvm.amdgcn.wave.reduce.or.i32(i32, i32)
declare i64 @llvm.amdgcn.wave.reduce.or.i64(i64, i32)
declare i32 @llvm.amdgcn.wave.reduce.xor.i32(i32, i32)
declare i64 @llvm.amdgcn.wave.reduce.xor.i64(i64, i32)
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32)

define internal void @put(ptr addrspace(1) %out, i32 %slot, i32 %id, i64 %v) alwaysinline {
  %base = mul i32 %slot, 128
  %i = add i32 %base, %id
  %p = getelementptr i64, ptr addrspace(1) %out, i32 %i
  store i64 %v, ptr addrspace(1) %p
  ret void
}

define amdgpu_kernel void @lanes_i32_all_0(ptr addrspace(1) %out, ptr addrspace(1) %a) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr i64, ptr addrspace(1) %a, i32 %id
  %x = load i64, ptr addrspace(1) %pa
  %x32 = trunc i64 %x to i32
  %rumin = call i32 @llvm.amdgcn.wave.reduce.umin.i32(i32 %x32, i32 0)
  %ruminw = sext i32 %rumin to i64
  call void @put(ptr addrspace(1) %out, i32 0, i32 %id, i64 %ruminw)
  %rumax = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %x32, i32 0)
  %rumaxw = sext i32 %rumax to i64
  call void @put(ptr addrspace(1) %out, i32 1, i32 %id, i64 %rumaxw)
  %rmin = call i32 @llvm.amdgcn.wave.reduce.min.i32(i32 %x32, i32 0)
  %rminw = sext i32 %rmin to i64
  call void @put(ptr addrspace(1) %out, i32 2, i32 %id, i64 %rminw)
  ret void
}
define amdgpu_kernel void @lanes_i32_some_0(ptr addrspace(1) %out, ptr addrspace(1) %a) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr i64, ptr addrspace(1) %a, i32 %id
  %x = load i64, ptr addrspace(1) %pa
  %x32 = trunc i64 %x to i32
  %low = and i32 %id, 3
  %c = icmp ne i32 %low, 0
  br i1 %c, label %some, label %done
some:
  %rumin = call i32 @llvm.amdgcn.wave.reduce.umin.i32(i32 %x32, i32 0)
  %ruminw = sext i32 %rumin to i64
  call void @put(ptr addrspace(1) %out, i32 0, i32 %id, i64 %ruminw)
  %rumax = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %x32, i32 0)
  %rumaxw = sext i32 %rumax to i64
  call void @put(ptr addrspace(1) %out, i32 1, i32 %id, i64 %rumaxw)
  %rmin = call i32 @llvm.amdgcn.wave.reduce.min.i32(i32 %x32, i32 0)
  %rminw = sext i32 %rmin to i64
  call void @put(ptr addrspace(1) %out, i32 2, i32 %id, i64 %rminw)
  br label %done
done:
  ret void
}
define amdgpu_kernel void @uniform_i32_0(ptr addrspace(1) %out, i64 %x, i32 %k) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %x32 = trunc i64 %x to i32
  %lo = icmp ult i32 %id, %k
  br i1 %lo, label %some, label %done
some:
  %uumin = call i32 @llvm.amdgcn.wave.reduce.umin.i32(i32 %x32, i32 0)
  %uuminw = sext i32 %uumin to i64
  call void @put(ptr addrspace(1) %out, i32 0, i32 %id, i64 %uuminw)
  %uumax = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %x32, i32 0)
  %uumaxw = sext i32 %uumax to i64
  call void @put(ptr addrspace(1) %out, i32 1, i32 %id, i64 %uumaxw)
  %umin = call i32 @llvm.amdgcn.wave.reduce.min.i32(i32 %x32, i32 0)
  %uminw = sext i32 %umin to i64
  call void @put(ptr addrspace(1) %out, i32 2, i32 %id, i64 %uminw)
  br label %done
done:
  ret void
}
define amdgpu_kernel void @lanes_i32_all_1(ptr addrspace(1) %out, ptr addrspace(1) %a) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr i64, ptr addrspace(1) %a, i32 %id
  %x = load i64, ptr addrspace(1) %pa
  %x32 = trunc i64 %x to i32
  %rmax = call i32 @llvm.amdgcn.wave.reduce.max.i32(i32 %x32, i32 0)
  %rmaxw = sext i32 %rmax to i64
  call void @put(ptr addrspace(1) %out, i32 0, i32 %id, i64 %rmaxw)
  %radd = call i32 @llvm.amdgcn.wave.reduce.add.i32(i32 %x32, i32 0)
  %raddw = sext i32 %radd to i64
  call void @put(ptr addrspace(1) %out, i32 1, i32 %id, i64 %raddw)
  %rsub = call i32 @llvm.amdgcn.wave.reduce.sub.i32(i32 %x32, i32 0)
  %rsubw = sext i32 %rsub to i64
  call void @put(ptr addrspace(1) %out, i32 2, i32 %id, i64 %rsubw)
  ret void
}
define amdgpu_kernel void @lanes_i32_some_1(ptr addrspace(1) %out, ptr addrspace(1) %a) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr i64, ptr addrspace(1) %a, i32 %id
  %x = load i64, ptr addrspace(1) %pa
  %x32 = trunc i64 %x to i32
  %low = and i32 %id, 3
  %c = icmp ne i32 %low, 0
  br i1 %c, label %some, label %done
some:
  %rmax = call i32 @llvm.amdgcn.wave.reduce.max.i32(i32 %x32, i32 0)
  %rmaxw = sext i32 %rmax to i64
  call void @put(ptr addrspace(1) %out, i32 0, i32 %id, i64 %rmaxw)
  %radd = call i32 @llvm.amdgcn.wave.reduce.add.i32(i32 %x32, i32 0)
  %raddw = sext i32 %radd to i64
  call void @put(ptr addrspace(1) %out, i32 1, i32 %id, i64 %raddw)
  %rsub = call i32 @llvm.amdgcn.wave.reduce.sub.i32(i32 %x32, i32 0)
  %rsubw = sext i32 %rsub to i64
  call void @put(ptr addrspace(1) %out, i32 2, i32 %id, i64 %rsubw)
  br label %done
done:
  ret void
}
define amdgpu_kernel void @uniform_i32_1(ptr addrspace(1) %out, i64 %x, i32 %k) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %x32 = trunc i64 %x to i32
  %lo = icmp ult i32 %id, %k
  br i1 %lo, label %some, label %done
some:
  %umax = call i32 @llvm.amdgcn.wave.reduce.max.i32(i32 %x32, i32 0)
  %umaxw = sext i32 %umax to i64
  call void @put(ptr addrspace(1) %out, i32 0, i32 %id, i64 %umaxw)
  %uadd = call i32 @llvm.amdgcn.wave.reduce.add.i32(i32 %x32, i32 0)
  %uaddw = sext i32 %uadd to i64
  call void @put(ptr addrspace(1) %out, i32 1, i32 %id, i64 %uaddw)
  %usub = call i32 @llvm.amdgcn.wave.reduce.sub.i32(i32 %x32, i32 0)
  %usubw = sext i32 %usub to i64
  call void @put(ptr addrspace(1) %out, i32 2, i32 %id, i64 %usubw)
  br label %done
done:
  ret void
}
define amdgpu_kernel void @lanes_i32_all_2(ptr addrspace(1) %out, ptr addrspace(1) %a) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr i64, ptr addrspace(1) %a, i32 %id
  %x = load i64, ptr addrspace(1) %pa
  %x32 = trunc i64 %x to i32
  %rand = call i32 @llvm.amdgcn.wave.reduce.and.i32(i32 %x32, i32 0)
  %randw = sext i32 %rand to i64
  call void @put(ptr addrspace(1) %out, i32 0, i32 %id, i64 %randw)
  %ror = call i32 @llvm.amdgcn.wave.reduce.or.i32(i32 %x32, i32 0)
  %rorw = sext i32 %ror to i64
  call void @put(ptr addrspace(1) %out, i32 1, i32 %id, i64 %rorw)
  %rxor = call i32 @llvm.amdgcn.wave.reduce.xor.i32(i32 %x32, i32 0)
  %rxorw = sext i32 %rxor to i64
  call void @put(ptr addrspace(1) %out, i32 2, i32 %id, i64 %rxorw)
  ret void
}
define amdgpu_kernel void @lanes_i32_some_2(ptr addrspace(1) %out, ptr addrspace(1) %a) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr i64, ptr addrspace(1) %a, i32 %id
  %x = load i64, ptr addrspace(1) %pa
  %x32 = trunc i64 %x to i32
  %low = and i32 %id, 3
  %c = icmp ne i32 %low, 0
  br i1 %c, label %some, label %done
some:
  %rand = call i32 @llvm.amdgcn.wave.reduce.and.i32(i32 %x32, i32 0)
  %randw = sext i32 %rand to i64
  call void @put(ptr addrspace(1) %out, i32 0, i32 %id, i64 %randw)
  %ror = call i32 @llvm.amdgcn.wave.reduce.or.i32(i32 %x32, i32 0)
  %rorw = sext i32 %ror to i64
  call void @put(ptr addrspace(1) %out, i32 1, i32 %id, i64 %rorw)
  %rxor = call i32 @llvm.amdgcn.wave.reduce.xor.i32(i32 %x32, i32 0)
  %rxorw = sext i32 %rxor to i64
  call void @put(ptr addrspace(1) %out, i32 2, i32 %id, i64 %rxorw)
  br label %done
done:
  ret void
}
define amdgpu_kernel void @uniform_i32_2(ptr addrspace(1) %out, i64 %x, i32 %k) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %x32 = trunc i64 %x to i32
  %lo = icmp ult i32 %id, %k
  br i1 %lo, label %some, label %done
some:
  %uand = call i32 @llvm.amdgcn.wave.reduce.and.i32(i32 %x32, i32 0)
  %uandw = sext i32 %uand to i64
  call void @put(ptr addrspace(1) %out, i32 0, i32 %id, i64 %uandw)
  %uor = call i32 @llvm.amdgcn.wave.reduce.or.i32(i32 %x32, i32 0)
  %uorw = sext i32 %uor to i64
  call void @put(ptr addrspace(1) %out, i32 1, i32 %id, i64 %uorw)
  %uxor = call i32 @llvm.amdgcn.wave.reduce.xor.i32(i32 %x32, i32 0)
  %uxorw = sext i32 %uxor to i64
  call void @put(ptr addrspace(1) %out, i32 2, i32 %id, i64 %uxorw)
  br label %done
done:
  ret void
}
define amdgpu_kernel void @lanes_i64_all_0(ptr addrspace(1) %out, ptr addrspace(1) %a) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr i64, ptr addrspace(1) %a, i32 %id
  %x = load i64, ptr addrspace(1) %pa
  %rumin = call i64 @llvm.amdgcn.wave.reduce.umin.i64(i64 %x, i32 0)
  call void @put(ptr addrspace(1) %out, i32 0, i32 %id, i64 %rumin)
  %rumax = call i64 @llvm.amdgcn.wave.reduce.umax.i64(i64 %x, i32 0)
  call void @put(ptr addrspace(1) %out, i32 1, i32 %id, i64 %rumax)
  %rmin = call i64 @llvm.amdgcn.wave.reduce.min.i64(i64 %x, i32 0)
  call void @put(ptr addrspace(1) %out, i32 2, i32 %id, i64 %rmin)
  ret void
}
define amdgpu_kernel void @lanes_i64_some_0(ptr addrspace(1) %out, ptr addrspace(1) %a) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr i64, ptr addrspace(1) %a, i32 %id
  %x = load i64, ptr addrspace(1) %pa
  %low = and i32 %id, 3
  %c = icmp ne i32 %low, 0
  br i1 %c, label %some, label %done
some:
  %rumin = call i64 @llvm.amdgcn.wave.reduce.umin.i64(i64 %x, i32 0)
  call void @put(ptr addrspace(1) %out, i32 0, i32 %id, i64 %rumin)
  %rumax = call i64 @llvm.amdgcn.wave.reduce.umax.i64(i64 %x, i32 0)
  call void @put(ptr addrspace(1) %out, i32 1, i32 %id, i64 %rumax)
  %rmin = call i64 @llvm.amdgcn.wave.reduce.min.i64(i64 %x, i32 0)
  call void @put(ptr addrspace(1) %out, i32 2, i32 %id, i64 %rmin)
  br label %done
done:
  ret void
}
define amdgpu_kernel void @uniform_i64_0(ptr addrspace(1) %out, i64 %x, i32 %k) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %lo = icmp ult i32 %id, %k
  br i1 %lo, label %some, label %done
some:
  %uumin = call i64 @llvm.amdgcn.wave.reduce.umin.i64(i64 %x, i32 0)
  call void @put(ptr addrspace(1) %out, i32 0, i32 %id, i64 %uumin)
  %uumax = call i64 @llvm.amdgcn.wave.reduce.umax.i64(i64 %x, i32 0)
  call void @put(ptr addrspace(1) %out, i32 1, i32 %id, i64 %uumax)
  %umin = call i64 @llvm.amdgcn.wave.reduce.min.i64(i64 %x, i32 0)
  call void @put(ptr addrspace(1) %out, i32 2, i32 %id, i64 %umin)
  br label %done
done:
  ret void
}
define amdgpu_kernel void @lanes_i64_all_1(ptr addrspace(1) %out, ptr addrspace(1) %a) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr i64, ptr addrspace(1) %a, i32 %id
  %x = load i64, ptr addrspace(1) %pa
  %rmax = call i64 @llvm.amdgcn.wave.reduce.max.i64(i64 %x, i32 0)
  call void @put(ptr addrspace(1) %out, i32 0, i32 %id, i64 %rmax)
  %radd = call i64 @llvm.amdgcn.wave.reduce.add.i64(i64 %x, i32 0)
  call void @put(ptr addrspace(1) %out, i32 1, i32 %id, i64 %radd)
  %rsub = call i64 @llvm.amdgcn.wave.reduce.sub.i64(i64 %x, i32 0)
  call void @put(ptr addrspace(1) %out, i32 2, i32 %id, i64 %rsub)
  ret void
}
define amdgpu_kernel void @lanes_i64_some_1(ptr addrspace(1) %out, ptr addrspace(1) %a) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr i64, ptr addrspace(1) %a, i32 %id
  %x = load i64, ptr addrspace(1) %pa
  %low = and i32 %id, 3
  %c = icmp ne i32 %low, 0
  br i1 %c, label %some, label %done
some:
  %rmax = call i64 @llvm.amdgcn.wave.reduce.max.i64(i64 %x, i32 0)
  call void @put(ptr addrspace(1) %out, i32 0, i32 %id, i64 %rmax)
  %radd = call i64 @llvm.amdgcn.wave.reduce.add.i64(i64 %x, i32 0)
  call void @put(ptr addrspace(1) %out, i32 1, i32 %id, i64 %radd)
  %rsub = call i64 @llvm.amdgcn.wave.reduce.sub.i64(i64 %x, i32 0)
  call void @put(ptr addrspace(1) %out, i32 2, i32 %id, i64 %rsub)
  br label %done
done:
  ret void
}
define amdgpu_kernel void @uniform_i64_1(ptr addrspace(1) %out, i64 %x, i32 %k) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %lo = icmp ult i32 %id, %k
  br i1 %lo, label %some, label %done
some:
  %umax = call i64 @llvm.amdgcn.wave.reduce.max.i64(i64 %x, i32 0)
  call void @put(ptr addrspace(1) %out, i32 0, i32 %id, i64 %umax)
  %uadd = call i64 @llvm.amdgcn.wave.reduce.add.i64(i64 %x, i32 0)
  call void @put(ptr addrspace(1) %out, i32 1, i32 %id, i64 %uadd)
  %usub = call i64 @llvm.amdgcn.wave.reduce.sub.i64(i64 %x, i32 0)
  call void @put(ptr addrspace(1) %out, i32 2, i32 %id, i64 %usub)
  br label %done
done:
  ret void
}
define amdgpu_kernel void @lanes_i64_all_2(ptr addrspace(1) %out, ptr addrspace(1) %a) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr i64, ptr addrspace(1) %a, i32 %id
  %x = load i64, ptr addrspace(1) %pa
  %rand = call i64 @llvm.amdgcn.wave.reduce.and.i64(i64 %x, i32 0)
  call void @put(ptr addrspace(1) %out, i32 0, i32 %id, i64 %rand)
  %ror = call i64 @llvm.amdgcn.wave.reduce.or.i64(i64 %x, i32 0)
  call void @put(ptr addrspace(1) %out, i32 1, i32 %id, i64 %ror)
  %rxor = call i64 @llvm.amdgcn.wave.reduce.xor.i64(i64 %x, i32 0)
  call void @put(ptr addrspace(1) %out, i32 2, i32 %id, i64 %rxor)
  ret void
}
define amdgpu_kernel void @lanes_i64_some_2(ptr addrspace(1) %out, ptr addrspace(1) %a) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr i64, ptr addrspace(1) %a, i32 %id
  %x = load i64, ptr addrspace(1) %pa
  %low = and i32 %id, 3
  %c = icmp ne i32 %low, 0
  br i1 %c, label %some, label %done
some:
  %rand = call i64 @llvm.amdgcn.wave.reduce.and.i64(i64 %x, i32 0)
  call void @put(ptr addrspace(1) %out, i32 0, i32 %id, i64 %rand)
  %ror = call i64 @llvm.amdgcn.wave.reduce.or.i64(i64 %x, i32 0)
  call void @put(ptr addrspace(1) %out, i32 1, i32 %id, i64 %ror)
  %rxor = call i64 @llvm.amdgcn.wave.reduce.xor.i64(i64 %x, i32 0)
  call void @put(ptr addrspace(1) %out, i32 2, i32 %id, i64 %rxor)
  br label %done
done:
  ret void
}
define amdgpu_kernel void @uniform_i64_2(ptr addrspace(1) %out, i64 %x, i32 %k) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %lo = icmp ult i32 %id, %k
  br i1 %lo, label %some, label %done
some:
  %uand = call i64 @llvm.amdgcn.wave.reduce.and.i64(i64 %x, i32 0)
  call void @put(ptr addrspace(1) %out, i32 0, i32 %id, i64 %uand)
  %uor = call i64 @llvm.amdgcn.wave.reduce.or.i64(i64 %x, i32 0)
  call void @put(ptr addrspace(1) %out, i32 1, i32 %id, i64 %uor)
  %uxor = call i64 @llvm.amdgcn.wave.reduce.xor.i64(i64 %x, i32 0)
  call void @put(ptr addrspace(1) %out, i32 2, i32 %id, i64 %uxor)
  br label %done
done:
  ret void
}
define amdgpu_kernel void @swizzle(ptr addrspace(1) %out, ptr addrspace(1) %a) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr i64, ptr addrspace(1) %a, i32 %id
  %x = load i64, ptr addrspace(1) %pa
  %x32 = trunc i64 %x to i32
  %z0 = call i32 @llvm.amdgcn.ds.swizzle(i32 %x32, i32 32945)
  %z0w = zext i32 %z0 to i64
  call void @put(ptr addrspace(1) %out, i32 0, i32 %id, i64 %z0w)
  %z1 = call i32 @llvm.amdgcn.ds.swizzle(i32 %x32, i32 2310)
  %z1w = zext i32 %z1 to i64
  call void @put(ptr addrspace(1) %out, i32 1, i32 %id, i64 %z1w)
  %z2 = call i32 @llvm.amdgcn.ds.swizzle(i32 %x32, i32 16415)
  %z2w = zext i32 %z2 to i64
  call void @put(ptr addrspace(1) %out, i32 2, i32 %id, i64 %z2w)
  %z3 = call i32 @llvm.amdgcn.ds.swizzle(i32 %x32, i32 31775)
  %z3w = zext i32 %z3 to i64
  call void @put(ptr addrspace(1) %out, i32 3, i32 %id, i64 %z3w)
  %z4 = call i32 @llvm.amdgcn.ds.swizzle(i32 %x32, i32 160)
  %z4w = zext i32 %z4 to i64
  call void @put(ptr addrspace(1) %out, i32 4, i32 %id, i64 %z4w)
  %z5 = call i32 @llvm.amdgcn.ds.swizzle(i32 %x32, i32 1055)
  %z5w = zext i32 %z5 to i64
  call void @put(ptr addrspace(1) %out, i32 5, i32 %id, i64 %z5w)
  %low = and i32 %id, 5
  %c = icmp ne i32 %low, 0
  br i1 %c, label %some, label %done
some:
  %y0 = call i32 @llvm.amdgcn.ds.swizzle(i32 %x32, i32 32945)
  %y0w = zext i32 %y0 to i64
  call void @put(ptr addrspace(1) %out, i32 6, i32 %id, i64 %y0w)
  %y1 = call i32 @llvm.amdgcn.ds.swizzle(i32 %x32, i32 2310)
  %y1w = zext i32 %y1 to i64
  call void @put(ptr addrspace(1) %out, i32 7, i32 %id, i64 %y1w)
  %y2 = call i32 @llvm.amdgcn.ds.swizzle(i32 %x32, i32 16415)
  %y2w = zext i32 %y2 to i64
  call void @put(ptr addrspace(1) %out, i32 8, i32 %id, i64 %y2w)
  %y3 = call i32 @llvm.amdgcn.ds.swizzle(i32 %x32, i32 31775)
  %y3w = zext i32 %y3 to i64
  call void @put(ptr addrspace(1) %out, i32 9, i32 %id, i64 %y3w)
  %y4 = call i32 @llvm.amdgcn.ds.swizzle(i32 %x32, i32 160)
  %y4w = zext i32 %y4 to i64
  call void @put(ptr addrspace(1) %out, i32 10, i32 %id, i64 %y4w)
  %y5 = call i32 @llvm.amdgcn.ds.swizzle(i32 %x32, i32 1055)
  %y5w = zext i32 %y5 to i64
  call void @put(ptr addrspace(1) %out, i32 11, i32 %id, i64 %y5w)
  br label %done
done:
  ret void
}
