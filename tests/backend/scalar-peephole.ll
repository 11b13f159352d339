; scalar-peephole and the boolean-select combine: what the general edge and dispatch code of
; the wave schedule leaves behind after allocation goes when nobody reads it. `&&` with a
; uniform side is one s_cselect of the divergent compare's lanes (a compare's lanes are within
; EXEC, so no AND with a mask of EXEC), the uniform compare feeds SCC straight to it (no 0/1
; boolean tested again) with its literal folded in, the loop counter needs no copy, and the
; code computes what llc-22's does on the emulator.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 -c "import random,struct,sys; r=random.Random(7); open(sys.argv[1],'wb').write(b''.join(struct.pack('<I', r.randrange(1, 5000)) for i in range(256)))" %t.in
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel steps --grid 256 --block 64 --arg zeros:1024 --arg buf:%t.in --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel steps --grid 256 --block 64 --arg zeros:1024 --arg buf:%t.in --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s

; The loop's exit mask is primed once, with the lanes entering the loop; each iteration
; goes on with EXEC narrowed to the lanes that stay.
; CHECK-LABEL: steps:
; CHECK: s_mov_b64 [[EXIT:s\[[0-9]+:[0-9]+\]]], exec
; CHECK: v_cmp_lt_u32_e32 vcc, 1, v{{[0-9]+}}
; CHECK-NEXT: s_cmp_lt_u32 s{{[0-9]+}}, 0x3e7
; CHECK-NEXT: s_cselect_b64 [[GO:s\[[0-9]+:[0-9]+\]]], vcc, 0
; CHECK-NEXT: s_and_b64 exec, exec, [[GO]]
; The if/else: the even lanes' mask, then EXEC narrowed to the odd lanes, whose side runs
; first.
; CHECK: v_cmp_eq_u32_e32 vcc, 0, v{{[0-9]+}}
; CHECK: s_and_b64 [[EVENLANES:s\[[0-9]+:[0-9]+\]]], exec, vcc
; CHECK-NEXT: s_andn2_b64 exec, exec, vcc
; CHECK: s_mov_b64 exec, [[EVENLANES]]
; The uniform counter is carried round the loop in one register: no copy at the latch.
; CHECK: s_add_u32 [[N:s[0-9]+]], [[N]], 1
; CHECK-NEXT: s_branch
; CHECK: s_mov_b64 exec, [[EXIT]]
; CHECK-NOT: s_cselect_b32
; CHECK-NOT: s_cmp_lg_u32
; CHECK: s_endpgm
define amdgpu_kernel void @steps(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %x0 = load i32, ptr addrspace(1) %p
  br label %head
head:
  %x = phi i32 [ %x0, %entry ], [ %x.next, %latch ]
  %n = phi i32 [ 0, %entry ], [ %n.next, %latch ]
  %big = icmp ugt i32 %x, 1
  %few = icmp ult i32 %n, 999
  %go = select i1 %big, i1 %few, i1 false
  br i1 %go, label %body, label %exit
body:
  %odd = and i32 %x, 1
  %is.even = icmp eq i32 %odd, 0
  br i1 %is.even, label %even, label %odd.side
even:
  %half = lshr i32 %x, 1
  br label %latch
odd.side:
  %t = mul i32 %x, 3
  %t1 = add i32 %t, 1
  br label %latch
latch:
  %x.next = phi i32 [ %half, %even ], [ %t1, %odd.side ]
  %n.next = add i32 %n, 1
  br label %head
exit:
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %n, ptr addrspace(1) %q
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
