; dispatch.id (the dispatch-id user SGPR pair, enabled as llc enables it; the emulator gives a
; device's first dispatch ID 0x300000011), s.sendmsg / s.sendmsghalt (the message in the
; instruction, its data in M0 from the first lane; a compute wave's interrupt message is a
; no-op to the emulator, which does not model halted waves), s.wqm, s.quadmask and
; s.bitreplicate (SALU instructions; a per-lane operand is read from the first lane, as llc
; reads it) and wqm.vote (the ballot with each quad holding a set bit filled). Both compilers'
; objects run on kcc's emulator with the same inputs and must leave the same buffers.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel dispatch_id --grid 64 --block 64 --arg zeros:8 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel dispatch_id --grid 64 --block 64 --arg zeros:8 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: python3 -c "import sys; assert open(sys.argv[1],'rb').read() == (0x300000011).to_bytes(8, 'little')" %t.kcc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel message --grid 64 --block 64 --arg zeros:256 --arg i32:5 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel message --grid 64 --block 64 --arg zeros:256 --arg i32:5 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel masks --grid 128 --block 64 --arg zeros:1536 --arg i64:0x0f30000481200017 --arg i32:0x80010203 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel masks --grid 128 --block 64 --arg zeros:1536 --arg i64:0x0f30000481200017 --arg i32:0x80010203 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel vote --grid 100 --block 50 --arg zeros:400 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel vote --grid 100 --block 50 --arg zeros:400 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s

; CHECK-LABEL: dispatch_id:
; CHECK: v_mov_b32_e32 v{{[0-9]+}}, s2
; CHECK: v_mov_b32_e32 v{{[0-9]+}}, s3
; CHECK: .amdhsa_user_sgpr_kernarg_segment_ptr 1
; CHECK-NEXT: .amdhsa_user_sgpr_dispatch_id 1
; CHECK-LABEL: message:
; CHECK: s_mov_b32 m0, s{{[0-9]+}}
; CHECK-NEXT: s_nop 0
; CHECK-NEXT: s_sendmsg 1
; CHECK: v_readfirstlane_b32{{(_e32)?}} [[D:s[0-9]+]], v{{[0-9]+}}
; CHECK: s_mov_b32 m0, [[D]]
; CHECK-NEXT: s_nop 0
; CHECK-NEXT: s_sendmsg 1
; CHECK-LABEL: halt:
; CHECK: s_sendmsghalt 3
; CHECK-LABEL: masks:
; CHECK: s_wqm_b64
; CHECK: s_quadmask_b64
; CHECK: s_bitreplicate_b64_b32
; CHECK: s_wqm_b32
; CHECK: s_quadmask_b32
; CHECK-LABEL: vote:
; CHECK: s_wqm_b64

declare i64 @llvm.amdgcn.dispatch.id()
declare void @llvm.amdgcn.s.sendmsg(i32 immarg, i32)
declare void @llvm.amdgcn.s.sendmsghalt(i32 immarg, i32)
declare i64 @llvm.amdgcn.s.wqm.i64(i64)
declare i32 @llvm.amdgcn.s.wqm.i32(i32)
declare i64 @llvm.amdgcn.s.quadmask.i64(i64)
declare i32 @llvm.amdgcn.s.quadmask.i32(i32)
declare i64 @llvm.amdgcn.s.bitreplicate(i32)
declare i1 @llvm.amdgcn.wqm.vote(i1)
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()

define amdgpu_kernel void @dispatch_id(ptr addrspace(1) %out) {
  %d = call i64 @llvm.amdgcn.dispatch.id()
  store i64 %d, ptr addrspace(1) %out
  ret void
}

; An interrupt message with uniform data, then with per-lane data (from the first lane).
define amdgpu_kernel void @message(ptr addrspace(1) %out, i32 %x) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  call void @llvm.amdgcn.s.sendmsg(i32 1, i32 %x)
  %y = add i32 %id, 3
  call void @llvm.amdgcn.s.sendmsg(i32 1, i32 %y)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %y, ptr addrspace(1) %p
  ret void
}

define amdgpu_kernel void @halt(i32 %x) {
  call void @llvm.amdgcn.s.sendmsghalt(i32 3, i32 %x)
  ret void
}

; Uniform operands (the arguments, and the work-group id mixed in) and per-lane ones.
define amdgpu_kernel void @masks(ptr addrspace(1) %out, i64 %x, i32 %y) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %g64 = zext i32 %g to i64
  %xs = shl i64 %x, %g64
  %ys = lshr i32 %y, %g
  %a = call i64 @llvm.amdgcn.s.wqm.i64(i64 %xs)
  %b = call i64 @llvm.amdgcn.s.quadmask.i64(i64 %xs)
  %c = call i64 @llvm.amdgcn.s.bitreplicate(i32 %ys)
  %d = call i32 @llvm.amdgcn.s.wqm.i32(i32 %ys)
  %e = call i32 @llvm.amdgcn.s.quadmask.i32(i32 %ys)
  %lane = mul i32 %id, 2654435761
  %lane64 = zext i32 %lane to i64
  %f = call i64 @llvm.amdgcn.s.wqm.i64(i64 %lane64)
  %h = call i32 @llvm.amdgcn.s.quadmask.i32(i32 %lane)
  %slot = mul i32 %g, 12
  %p0 = getelementptr i64, ptr addrspace(1) %out, i32 %slot
  store i64 %a, ptr addrspace(1) %p0
  %p1 = getelementptr i64, ptr addrspace(1) %p0, i32 1
  store i64 %b, ptr addrspace(1) %p1
  %p2 = getelementptr i64, ptr addrspace(1) %p0, i32 2
  store i64 %c, ptr addrspace(1) %p2
  %p3 = getelementptr i64, ptr addrspace(1) %p0, i32 3
  %d64 = zext i32 %d to i64
  store i64 %d64, ptr addrspace(1) %p3
  %p4 = getelementptr i64, ptr addrspace(1) %p0, i32 4
  %e64 = zext i32 %e to i64
  store i64 %e64, ptr addrspace(1) %p4
  %p5 = getelementptr i64, ptr addrspace(1) %p0, i32 5
  store i64 %f, ptr addrspace(1) %p5
  %p6 = getelementptr i64, ptr addrspace(1) %p0, i32 6
  %h64 = zext i32 %h to i64
  store i64 %h64, ptr addrspace(1) %p6
  ret void
}

; Lanes vote in a divergent branch (lanes 5, 9, 10 and 47 of each group of 50 vote true; only
; lanes with id % 7 != 3 take part).
define amdgpu_kernel void @vote(ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %m = urem i32 %id, 7
  %in = icmp ne i32 %m, 3
  br i1 %in, label %then, label %end
then:
  %a = icmp eq i32 %id, 5
  %b = icmp eq i32 %id, 9
  %c = icmp eq i32 %id, 10
  %d = icmp eq i32 %id, 47
  %ab = or i1 %a, %b
  %cd = or i1 %c, %d
  %t = or i1 %ab, %cd
  %v = call i1 @llvm.amdgcn.wqm.vote(i1 %t)
  %z = zext i1 %v to i32
  %z2 = add i32 %z, 2
  br label %end
end:
  %r = phi i32 [ %z2, %then ], [ 7, %entry ]
  %base = mul i32 %g, 50
  %i = add i32 %base, %id
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %r, ptr addrspace(1) %p
  ret void
}
