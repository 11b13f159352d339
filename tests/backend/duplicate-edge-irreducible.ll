; A conditional branch whose two edges reach the same block, before a divergent branch into
; an irreducible region (reduced from fuzzer seed 60248). Lanes with bit 1 of the work-item
; id set take %irrb8 and store %u; the others store 0. llc-22 stores 0 for every lane here
; (checked by hand on the emulator; a suspected llc-22 bug), so the reference is computed
; independently instead of taken from llc's object.
; RUN: %kcc %s -o %t.o
; RUN: rm -rf %t.out && mkdir -p %t.out
; RUN: %kcc run %t.o --kernel fuzz --grid 64 --block 64 --arg zeros:8192 --arg zeros:4096 --arg i32:14 --out-dir %t.out
; RUN: %python -c "import struct,sys; d=open(sys.argv[1],'rb').read(); got=[struct.unpack_from('<Q',d,8*4*t)[0] for t in range(64)]; want=[14 if t & 2 else 0 for t in range(64)]; sys.exit(got != want)" %t.out/arg0.bin

define amdgpu_kernel void @fuzz(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %u) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %v5.not = icmp eq i32 %u, 0
  br i1 %v5.not, label %irrb8, label %irra7

irra7:
  %v97 = icmp slt i32 %u, 0
  br i1 %v97, label %join20, label %irrb100

irrb100:
  br i1 false, label %join20, label %join20

join20:
  %v1 = and i32 %tid, 2
  %v153 = icmp eq i32 %v1, 0
  br i1 %v153, label %irrx9, label %irrb8

irrb8:
  %v165 = zext i32 %u to i64
  br label %irrx9

irrx9:
  %v173 = phi i64 [ 0, %join20 ], [ %v165, %irrb8 ]
  %slot0 = shl i32 %tid, 3
  %0 = zext i32 %slot0 to i64
  %mine = getelementptr i32, ptr addrspace(1) %out, i64 %0
  store i64 %v173, ptr addrspace(1) %mine, align 8
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
