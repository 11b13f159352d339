; fuzz seed: 43
; Reduced by hand from fuzz seed 43. Loops one after another, each with a divergent trip count,
; inside an outer loop. kcc's SGPR count used to grow by about 5 per inner loop until
; allocation failed at 20 loops: each loop's exit mask was added to on every iteration, so it
; stayed live around the outer loop, and so did each counter's old value (kept for iterations
; no lane left in). Exit masks are now set where lanes enter a loop and constant arguments are
; written regardless: 22 SGPRs, llc-22 14 (tests/backend/divergent-loop-chain-sgprs.test).
define amdgpu_kernel void @fuzz(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %u) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %trip = and i32 %tid, 3
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  br label %outer

outer:
  %o = phi i32 [ 0, %entry ], [ %o.next, %outer.latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc20, %outer.latch ]
  br label %loop1

loop1:
  %i1 = phi i32 [ 0, %outer ], [ %i1.next, %loop1 ]
  %acc1 = phi i32 [ %acc, %outer ], [ %acc1.next, %loop1 ]
  %acc1.next = add i32 %acc1, 1
  %i1.next = add i32 %i1, 1
  %done1 = icmp uge i32 %i1.next, %trip
  br i1 %done1, label %loop2, label %loop1

loop2:
  %i2 = phi i32 [ 0, %loop1 ], [ %i2.next, %loop2 ]
  %acc2 = phi i32 [ %acc1, %loop1 ], [ %acc2.next, %loop2 ]
  %acc2.next = add i32 %acc2, 2
  %i2.next = add i32 %i2, 1
  %done2 = icmp uge i32 %i2.next, %trip
  br i1 %done2, label %loop3, label %loop2

loop3:
  %i3 = phi i32 [ 0, %loop2 ], [ %i3.next, %loop3 ]
  %acc3 = phi i32 [ %acc2, %loop2 ], [ %acc3.next, %loop3 ]
  %acc3.next = add i32 %acc3, 3
  %i3.next = add i32 %i3, 1
  %done3 = icmp uge i32 %i3.next, %trip
  br i1 %done3, label %loop4, label %loop3

loop4:
  %i4 = phi i32 [ 0, %loop3 ], [ %i4.next, %loop4 ]
  %acc4 = phi i32 [ %acc3, %loop3 ], [ %acc4.next, %loop4 ]
  %acc4.next = add i32 %acc4, 4
  %i4.next = add i32 %i4, 1
  %done4 = icmp uge i32 %i4.next, %trip
  br i1 %done4, label %loop5, label %loop4

loop5:
  %i5 = phi i32 [ 0, %loop4 ], [ %i5.next, %loop5 ]
  %acc5 = phi i32 [ %acc4, %loop4 ], [ %acc5.next, %loop5 ]
  %acc5.next = add i32 %acc5, 5
  %i5.next = add i32 %i5, 1
  %done5 = icmp uge i32 %i5.next, %trip
  br i1 %done5, label %loop6, label %loop5

loop6:
  %i6 = phi i32 [ 0, %loop5 ], [ %i6.next, %loop6 ]
  %acc6 = phi i32 [ %acc5, %loop5 ], [ %acc6.next, %loop6 ]
  %acc6.next = add i32 %acc6, 6
  %i6.next = add i32 %i6, 1
  %done6 = icmp uge i32 %i6.next, %trip
  br i1 %done6, label %loop7, label %loop6

loop7:
  %i7 = phi i32 [ 0, %loop6 ], [ %i7.next, %loop7 ]
  %acc7 = phi i32 [ %acc6, %loop6 ], [ %acc7.next, %loop7 ]
  %acc7.next = add i32 %acc7, 7
  %i7.next = add i32 %i7, 1
  %done7 = icmp uge i32 %i7.next, %trip
  br i1 %done7, label %loop8, label %loop7

loop8:
  %i8 = phi i32 [ 0, %loop7 ], [ %i8.next, %loop8 ]
  %acc8 = phi i32 [ %acc7, %loop7 ], [ %acc8.next, %loop8 ]
  %acc8.next = add i32 %acc8, 8
  %i8.next = add i32 %i8, 1
  %done8 = icmp uge i32 %i8.next, %trip
  br i1 %done8, label %loop9, label %loop8

loop9:
  %i9 = phi i32 [ 0, %loop8 ], [ %i9.next, %loop9 ]
  %acc9 = phi i32 [ %acc8, %loop8 ], [ %acc9.next, %loop9 ]
  %acc9.next = add i32 %acc9, 9
  %i9.next = add i32 %i9, 1
  %done9 = icmp uge i32 %i9.next, %trip
  br i1 %done9, label %loop10, label %loop9

loop10:
  %i10 = phi i32 [ 0, %loop9 ], [ %i10.next, %loop10 ]
  %acc10 = phi i32 [ %acc9, %loop9 ], [ %acc10.next, %loop10 ]
  %acc10.next = add i32 %acc10, 10
  %i10.next = add i32 %i10, 1
  %done10 = icmp uge i32 %i10.next, %trip
  br i1 %done10, label %loop11, label %loop10

loop11:
  %i11 = phi i32 [ 0, %loop10 ], [ %i11.next, %loop11 ]
  %acc11 = phi i32 [ %acc10, %loop10 ], [ %acc11.next, %loop11 ]
  %acc11.next = add i32 %acc11, 11
  %i11.next = add i32 %i11, 1
  %done11 = icmp uge i32 %i11.next, %trip
  br i1 %done11, label %loop12, label %loop11

loop12:
  %i12 = phi i32 [ 0, %loop11 ], [ %i12.next, %loop12 ]
  %acc12 = phi i32 [ %acc11, %loop11 ], [ %acc12.next, %loop12 ]
  %acc12.next = add i32 %acc12, 12
  %i12.next = add i32 %i12, 1
  %done12 = icmp uge i32 %i12.next, %trip
  br i1 %done12, label %loop13, label %loop12

loop13:
  %i13 = phi i32 [ 0, %loop12 ], [ %i13.next, %loop13 ]
  %acc13 = phi i32 [ %acc12, %loop12 ], [ %acc13.next, %loop13 ]
  %acc13.next = add i32 %acc13, 13
  %i13.next = add i32 %i13, 1
  %done13 = icmp uge i32 %i13.next, %trip
  br i1 %done13, label %loop14, label %loop13

loop14:
  %i14 = phi i32 [ 0, %loop13 ], [ %i14.next, %loop14 ]
  %acc14 = phi i32 [ %acc13, %loop13 ], [ %acc14.next, %loop14 ]
  %acc14.next = add i32 %acc14, 14
  %i14.next = add i32 %i14, 1
  %done14 = icmp uge i32 %i14.next, %trip
  br i1 %done14, label %loop15, label %loop14

loop15:
  %i15 = phi i32 [ 0, %loop14 ], [ %i15.next, %loop15 ]
  %acc15 = phi i32 [ %acc14, %loop14 ], [ %acc15.next, %loop15 ]
  %acc15.next = add i32 %acc15, 15
  %i15.next = add i32 %i15, 1
  %done15 = icmp uge i32 %i15.next, %trip
  br i1 %done15, label %loop16, label %loop15

loop16:
  %i16 = phi i32 [ 0, %loop15 ], [ %i16.next, %loop16 ]
  %acc16 = phi i32 [ %acc15, %loop15 ], [ %acc16.next, %loop16 ]
  %acc16.next = add i32 %acc16, 16
  %i16.next = add i32 %i16, 1
  %done16 = icmp uge i32 %i16.next, %trip
  br i1 %done16, label %loop17, label %loop16

loop17:
  %i17 = phi i32 [ 0, %loop16 ], [ %i17.next, %loop17 ]
  %acc17 = phi i32 [ %acc16, %loop16 ], [ %acc17.next, %loop17 ]
  %acc17.next = add i32 %acc17, 17
  %i17.next = add i32 %i17, 1
  %done17 = icmp uge i32 %i17.next, %trip
  br i1 %done17, label %loop18, label %loop17

loop18:
  %i18 = phi i32 [ 0, %loop17 ], [ %i18.next, %loop18 ]
  %acc18 = phi i32 [ %acc17, %loop17 ], [ %acc18.next, %loop18 ]
  %acc18.next = add i32 %acc18, 18
  %i18.next = add i32 %i18, 1
  %done18 = icmp uge i32 %i18.next, %trip
  br i1 %done18, label %loop19, label %loop18

loop19:
  %i19 = phi i32 [ 0, %loop18 ], [ %i19.next, %loop19 ]
  %acc19 = phi i32 [ %acc18, %loop18 ], [ %acc19.next, %loop19 ]
  %acc19.next = add i32 %acc19, 19
  %i19.next = add i32 %i19, 1
  %done19 = icmp uge i32 %i19.next, %trip
  br i1 %done19, label %loop20, label %loop19

loop20:
  %i20 = phi i32 [ 0, %loop19 ], [ %i20.next, %loop20 ]
  %acc20 = phi i32 [ %acc19, %loop19 ], [ %acc20.next, %loop20 ]
  %acc20.next = add i32 %acc20, 20
  %i20.next = add i32 %i20, 1
  %done20 = icmp uge i32 %i20.next, %trip
  br i1 %done20, label %outer.latch, label %loop20

outer.latch:
  %o.next = add i32 %o, 1
  %odone = icmp eq i32 %o.next, 2
  br i1 %odone, label %end, label %outer

end:
  store i32 %acc20, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
