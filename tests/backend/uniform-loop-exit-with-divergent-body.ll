; A uniform loop whose body holds a divergent `if`: the latch's exit test is uniform, so every
; lane of an iteration leaves (or stays) together. The latch is one scalar compare and branch
; back to the header, and the exit needs no slot mask and no EXEC save around the loop, as in
; llc's code. The code computes what llc-22's does on the emulator.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 -c "import random,struct,sys; r=random.Random(5); open(sys.argv[1],'wb').write(b''.join(struct.pack('<i', r.randrange(-50, 50)) for i in range(256)))" %t.in
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel uniform_loop_divergent_body --grid 256 --block 64 --arg zeros:1024 --arg buf:%t.in --arg i32:9 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel uniform_loop_divergent_body --grid 256 --block 64 --arg zeros:1024 --arg buf:%t.in --arg i32:9 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s

; The header: the divergent test; the join's mask is primed with all the iteration's lanes
; as the `if` narrows EXEC (`s_and_saveexec`), so the `if`'s lanes add nothing to it on the
; way back.
; CHECK-LABEL: uniform_loop_divergent_body:
; CHECK: [[HEADER:.L[a-z_0-9]+]]:
; CHECK: v_cmp_lt_i32_e32 vcc, s{{[0-9]+}}, v{{[0-9]+}}
; CHECK-NEXT: s_and_saveexec_b64 [[JOIN:s\[[0-9]+:[0-9]+\]]], vcc
; CHECK: v_subrev_u32_e32 v{{[0-9]+}}, s{{[0-9]+}}, v{{[0-9]+}}
; The latch: the lanes rejoin, then the counter goes up in its own register and one uniform
; test at the bottom goes back to the header with EXEC as it is.
; CHECK-NEXT: {{^}}.L{{[a-z_0-9]+}}:
; CHECK-NEXT: s_mov_b64 exec, [[JOIN]]
; CHECK-NOT: exec
; CHECK: s_add_u32 [[I:s[0-9]+]], [[I]], 1
; CHECK-NEXT: s_cmp_lt_u32 [[I]]
; CHECK-NEXT: s_cbranch_scc1 [[HEADER]]
; After the loop only the store remains: no slot mask is tested or restored.
; CHECK-NOT: exec
; CHECK: global_store_dword
define amdgpu_kernel void @uniform_loop_divergent_body(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %x = load i32, ptr addrspace(1) %p
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %latch ]
  %big = icmp sgt i32 %acc, %i
  br i1 %big, label %shrink, label %latch
shrink:
  %half = ashr i32 %acc, 1
  %m = sub i32 %half, %i
  br label %latch
latch:
  %a = phi i32 [ %m, %shrink ], [ %acc, %loop ]
  %acc.next = add i32 %a, 3
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %acc.next, ptr addrspace(1) %q
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
