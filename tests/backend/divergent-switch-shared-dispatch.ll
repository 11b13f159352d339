; A switch on a divergent selector with many cases is a tree of small switches
; (`lower-switch`). After each case, lanes may still wait in the other cases of its leaf and in
; the other halves of every level above it, so every case's dispatch would test those slots
; again: code and linear-CFG nodes growing as cases x log2(cases). The dispatches share their
; common tails instead (`cfgs::Test`): a block tests the candidates only it has, then goes on
; to a chain of tests emitted once. Checked on the linear CFG, and by running kcc's and llc-22's
; objects on every case and the default.
; RUN: %kcc %s -o %t.o --print-after=schedule 2>&1 | FileCheck %s
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 -c "import struct,sys; open(sys.argv[1],'wb').write(struct.pack('<256I', *[i % 50 for i in range(256)]))" %t.in
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(256 * 4))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.o --kernel switch16 --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel switch16 --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: python3 -c "import struct,sys; got = struct.unpack('<256I', open(sys.argv[1],'rb').read()); want = [((x * (x // 3 + 2) + 11 * (x // 3) + 1) if x % 3 == 0 and x < 48 else 0xffffffff) & 0xffffffff for x in (i % 50 for i in range(256))]; sys.exit(got != tuple(want))" %t.kcc/arg0.bin

; Two cases of a leaf end in the same tail: one tests its next case itself first, the other
; goes straight to the shared chain, whose tests each go to a slot's stub or on to the next.
; CHECK-LABEL: # *** Machine Dump After schedule (kernel switch16) ***
; CHECK: linear CFG:
; CHECK: [[FIRST:bb[0-9]+]]: dispatch, 1 tested, then [[TEST:test[0-9]+]] -> [[[FIRST]].edge0, [[FIRST]].edge1]
; CHECK-NEXT: [[FIRST]].edge0: edge -> [[[STUB:stub[0-9]+]]]
; CHECK-NEXT: [[FIRST]].edge1: edge -> [[[TEST]]]
; CHECK-NEXT: [[STUB]]: exec := mask{{[0-9]+}} -> [[[SECOND:bb[0-9]+]]]
; CHECK-NEXT: [[SECOND]]: dispatch, 0 tested, then [[TEST]] -> [[[SECOND]].edge0]
; CHECK-NEXT: [[SECOND]].edge0: edge -> [[[TEST]]]
; CHECK-NEXT: [[TEST]]: test mask{{[0-9]+}} -> [[[TEST]].edge0, [[TEST]].edge1]
; CHECK-NEXT: [[TEST]].edge0: edge -> [stub{{[0-9]+}}]
; CHECK-NEXT: [[TEST]].edge1: edge -> [test{{[0-9]+}}]

define amdgpu_kernel void @switch16(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %grp = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %grp, 6
  %i = add i32 %base, %tid
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %i
  %x = load i32, ptr addrspace(1) %pin, align 4
  switch i32 %x, label %default [ i32 0, label %case0 i32 3, label %case1 i32 6, label %case2 i32 9, label %case3 i32 12, label %case4 i32 15, label %case5 i32 18, label %case6 i32 21, label %case7 i32 24, label %case8 i32 27, label %case9 i32 30, label %case10 i32 33, label %case11 i32 36, label %case12 i32 39, label %case13 i32 42, label %case14 i32 45, label %case15 ]
case0:
  %m0 = mul i32 %x, 2
  %v0 = add i32 %m0, 1
  br label %join
case1:
  %m1 = mul i32 %x, 3
  %v1 = add i32 %m1, 12
  br label %join
case2:
  %m2 = mul i32 %x, 4
  %v2 = add i32 %m2, 23
  br label %join
case3:
  %m3 = mul i32 %x, 5
  %v3 = add i32 %m3, 34
  br label %join
case4:
  %m4 = mul i32 %x, 6
  %v4 = add i32 %m4, 45
  br label %join
case5:
  %m5 = mul i32 %x, 7
  %v5 = add i32 %m5, 56
  br label %join
case6:
  %m6 = mul i32 %x, 8
  %v6 = add i32 %m6, 67
  br label %join
case7:
  %m7 = mul i32 %x, 9
  %v7 = add i32 %m7, 78
  br label %join
case8:
  %m8 = mul i32 %x, 10
  %v8 = add i32 %m8, 89
  br label %join
case9:
  %m9 = mul i32 %x, 11
  %v9 = add i32 %m9, 100
  br label %join
case10:
  %m10 = mul i32 %x, 12
  %v10 = add i32 %m10, 111
  br label %join
case11:
  %m11 = mul i32 %x, 13
  %v11 = add i32 %m11, 122
  br label %join
case12:
  %m12 = mul i32 %x, 14
  %v12 = add i32 %m12, 133
  br label %join
case13:
  %m13 = mul i32 %x, 15
  %v13 = add i32 %m13, 144
  br label %join
case14:
  %m14 = mul i32 %x, 16
  %v14 = add i32 %m14, 155
  br label %join
case15:
  %m15 = mul i32 %x, 17
  %v15 = add i32 %m15, 166
  br label %join
default:
  br label %join
join:
  %r = phi i32 [ %v0, %case0 ], [ %v1, %case1 ], [ %v2, %case2 ], [ %v3, %case3 ], [ %v4, %case4 ], [ %v5, %case5 ], [ %v6, %case6 ], [ %v7, %case7 ], [ %v8, %case8 ], [ %v9, %case9 ], [ %v10, %case10 ], [ %v11, %case11 ], [ %v12, %case12 ], [ %v13, %case13 ], [ %v14, %case14 ], [ %v15, %case15 ], [ -1, %default ]
  %pout = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i
  store i32 %r, ptr addrspace(1) %pout, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
