; --print-after=isel prints the MIR with each op's code as instruction selection made it,
; before register allocation: gfx900 instructions whose register operands are the op's values
; (%N) and scratch slots (%tN); inputs keep their hardware registers (the work-item id in v0).
; The kernel arguments' loads come first, at the offsets of the kernarg layout (a VGPR
; argument, without uniformity, through a scratch SGPR). Terminators are lowered after
; allocation with the exec-mask code and the copies between blocks. The object the lowered
; code ends in computes what llc-22's does.
; RUN: %kcc %s -o %t.o --print-after=isel 2>&1 | FileCheck %s
; RUN: %kcc %s --stop-after=isel | FileCheck %s
; RUN: %kcc %s --stop-after=isel --no-uniformity | FileCheck %s --check-prefix=VECTOR
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/values.py %t.in 64 32 7
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(256))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.o --kernel gather --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.in --arg i32:1000 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel gather --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.in --arg i32:1000 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin

; CHECK-LABEL: # *** Machine Dump After isel (kernel gather) ***
; CHECK-NEXT: # load of argument 'out' ([[OUT:%[0-9]+]]):
; CHECK-NEXT: s_load_dwordx2 [[OUT]], s[{{[0-9]+}}:{{[0-9]+}}], 0x0{{$}}
; CHECK-NEXT: # load of argument 'in' ([[IN:%[0-9]+]]):
; CHECK-NEXT: s_load_dwordx2 [[IN]], s[{{[0-9]+}}:{{[0-9]+}}], 0x8{{$}}
; CHECK-NEXT: # load of argument 'n' ([[N:%[0-9]+]]):
; CHECK-NEXT: s_load_dword [[N]], s[{{[0-9]+}}:{{[0-9]+}}], 0x10{{$}}
; CHECK: bb0([[OUT]]:sgpr(p1), [[IN]]:sgpr(p1), [[N]]:sgpr(s32)):
; VECTOR: # load of argument 'n' ([[N:%[0-9]+]]):
; VECTOR-NEXT: s_load_dword [[T:%t[0-9]]], s[{{[0-9]+}}:{{[0-9]+}}], 0x10{{$}}
; VECTOR-NEXT: v_mov_b32_e32 [[N]], [[T]]
; VECTOR: bb0({{.*}}, [[N]]:vgpr(s32)):
; CHECK: [[TID:%[0-9]+]]:vgpr(s32) = workitem.id.x
; CHECK-NEXT: v_mov_b32_e32 [[TID]], v0
; CHECK: [[OFF:%[0-9]+]]:vgpr(s32) = shl [[TID]]
; CHECK-NEXT: v_lshlrev_b32_e64 [[OFF]], 2, [[TID]]
; CHECK: [[X:%[0-9]+]]:vgpr(s32) = load [[IN]], [[OFF]]
; CHECK-NEXT: global_load_dword [[X]], [[OFF]], [[IN]]{{$}}
; CHECK: [[C:%[0-9]+]]:vcc(s1) = icmp.ugt [[X]], [[N]]
; CHECK-NEXT: v_cmp_gt_u32_e64 [[C]], [[X]], [[N]]
; The select reads two scalars (the bound and the mask): the bound goes through a scratch VGPR.
; CHECK: [[Y:%[0-9]+]]:vgpr(s32) = select [[C]], [[N]], [[X]]
; CHECK-NEXT: v_mov_b32_e32 [[T:%t[0-9]]], [[N]]
; CHECK-NEXT: v_cndmask_b32_e64 [[Y]], [[X]], [[T]], [[C]]
; CHECK: store [[Y]], [[OUT]], [[OFF]]
; CHECK-NEXT: global_store_dword [[OFF]], [[Y]], [[OUT]]{{$}}
; CHECK: ret {{.*}}; lowered after allocation
define amdgpu_kernel void @gather(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %tid to i64
  %p = getelementptr i32, ptr addrspace(1) %in, i64 %idx
  %x = load i32, ptr addrspace(1) %p
  %big = icmp ugt i32 %x, %n
  %y = select i1 %big, i32 %n, i32 %x
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %idx
  store i32 %y, ptr addrspace(1) %q
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
