; scalar-peephole (`forward_copied_sgprs`): uniform values carried round a loop whose exit is
; divergent (the allocator keeps each old value, since lanes leaving may still read it) are
; updated in place: the counter's increment writes the counter (no add into a new register
; and a move back), and `a, b = b, a + b` moves `b` into `a` straight, not through a
; temporary. The code computes what llc-22's does on the emulator.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 -c "import random,struct,sys; r=random.Random(3); open(sys.argv[1],'wb').write(b''.join(struct.pack('<I', r.randrange(0, 40)) for i in range(256)))" %t.in
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel fib --grid 256 --block 64 --arg zeros:1024 --arg buf:%t.in --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel fib --grid 256 --block 64 --arg zeros:1024 --arg buf:%t.in --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s

; CHECK-LABEL: fib:
; CHECK: [[LOOP:.L[a-z_0-9]+]]:
; CHECK-NEXT: s_add_u32 [[NEXT:s[0-9]+]], [[A:s[0-9]+]], [[B:s[0-9]+]]
; CHECK-NEXT: s_add_u32 [[I:s[0-9]+]], [[I]], 1
; CHECK-NEXT: v_cmp_eq_u32_e32 vcc, [[I]], v{{[0-9]+}}
; CHECK-NEXT: v_mov_b32_e32 v{{[0-9]+}}, [[B]]
; CHECK-NEXT: s_mov_b32 [[A]], [[B]]
; CHECK-NEXT: s_andn2_b64 exec, exec, vcc
; CHECK-NEXT: s_mov_b32 [[B]], [[NEXT]]
; CHECK-NEXT: s_cbranch_execnz [[LOOP]]

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()

define amdgpu_kernel void @fib(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %gid = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %gid, 64
  %id = add i32 %base, %tid
  %id64 = zext i32 %id to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %id64
  %n = load i32, ptr addrspace(1) %p, align 4
  %any = icmp sgt i32 %n, 0
  br i1 %any, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %a = phi i32 [ 0, %entry ], [ %b, %loop ]
  %b = phi i32 [ 1, %entry ], [ %ab, %loop ]
  %ab = add i32 %a, %b
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  %r = phi i32 [ 0, %entry ], [ %b, %loop ]
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %id64
  store i32 %r, ptr addrspace(1) %q, align 4
  ret void
}
