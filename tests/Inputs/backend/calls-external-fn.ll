; The functions tests/backend/calls-external.ll calls, compiled apart (by kcc and by llc).
target triple = "amdgcn-amd-amdhsa"

; A divergent branch, 64-bit arithmetic and a loop.
define i32 @ext(i32 %a, i64 %b) {
entry:
  %c = icmp ult i32 %a, 2000000000
  br i1 %c, label %small, label %big
small:
  %t = trunc i64 %b to i32
  %m = mul i32 %a, %t
  br label %loop
loop:
  %i = phi i32 [ 0, %small ], [ %i1, %loop ]
  %s = phi i32 [ %m, %small ], [ %s1, %loop ]
  %s1 = xor i32 %s, %i
  %i1 = add i32 %i, 1
  %n = and i32 %a, 15
  %more = icmp ult i32 %i1, %n
  br i1 %more, label %loop, label %done
big:
  %h = lshr i64 %b, 3
  %ht = trunc i64 %h to i32
  %x = xor i32 %ht, %a
  br label %done
done:
  %r = phi i32 [ %s1, %loop ], [ %x, %big ]
  ret i32 %r
}

; Recursive, with a 64-bit result.
define i64 @sum_to(i32 %n) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %base, label %rec
base:
  ret i64 0
rec:
  %m = sub i32 %n, 1
  %r = call i64 @sum_to(i32 %m)
  %w = zext i32 %n to i64
  %sq = mul i64 %w, 4294967311
  %s = add i64 %r, %sq
  ret i64 %s
}

; Booleans: an argument and a result, bit 0 of a VGPR.
define i32 @pick(i1 %b, i32 %x) {
  %s = select i1 %b, i32 %x, i32 7
  ret i32 %s
}

define i1 @big(i32 %x) {
  %c = icmp ugt i32 %x, 2000000000
  ret i1 %c
}

; The work-item ids, which callers pass packed in v31.
define i32 @ids_plus(i32 %a) {
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %y = call i32 @llvm.amdgcn.workitem.id.y()
  %y8 = shl i32 %y, 8
  %xy = or i32 %x, %y8
  %r = add i32 %xy, %a
  ret i32 %r
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
