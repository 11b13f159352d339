; A uniform `if` inside a divergent loop stays one scalar branch: the loop's lanes all reach
; it together, nothing else waits before its targets, so it jumps straight to either side
; with EXEC untouched (no slot masks), as llc's s_cbranch_scc does. The code computes what
; llc-22's does on the emulator.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 -c "import random,struct,sys; r=random.Random(3); open(sys.argv[1],'wb').write(b''.join(struct.pack('<i', r.randrange(0, 40)) for i in range(256)))" %t.in
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel uniform_if_in_divergent_loop --grid 256 --block 64 --arg zeros:1024 --arg buf:%t.in --arg i32:3 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel uniform_if_in_divergent_loop --grid 256 --block 64 --arg zeros:1024 --arg buf:%t.in --arg i32:3 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s

; CHECK-LABEL: uniform_if_in_divergent_loop:
; CHECK: s_and_b32 s{{[0-9]+}}, s{{[0-9]+}}, 1
; CHECK-NOT: exec
; CHECK: s_cbranch_scc{{[01]}}
; CHECK-NOT: exec
; CHECK: s_mul_i32
; CHECK-NOT: exec
; CHECK: v_cmp_lt_i32_e32 vcc,
; CHECK: s_and_saveexec_b64 s[{{[0-9]+:[0-9]+}}], vcc
define amdgpu_kernel void @uniform_if_in_divergent_loop(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %k) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %n = load i32, ptr addrspace(1) %p
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %latch ]
  %odd = and i32 %i, 1
  %is.odd = icmp ne i32 %odd, 0
  br i1 %is.odd, label %scaled, label %latch
scaled:
  %m = mul i32 %acc, %k
  br label %latch
latch:
  %a = phi i32 [ %m, %scaled ], [ %acc, %loop ]
  %acc.next = add i32 %a, %i
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %acc.next, ptr addrspace(1) %q
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
