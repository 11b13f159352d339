; kcc --print-cycles prints exactly what opt's print<cycles> prints: headers chosen by LLVM's
; DFS (last successor first), entries, block order (child cycles' blocks appended when found),
; cycle order (top-level list with swap-removal), unnamed blocks by slot number.
;
; RUN: %kcc --print-cycles %s > %t.kcc
; RUN: opt -passes='print<cycles>' -disable-output %s 2> %t.opt
; RUN: diff %t.opt %t.kcc
; RUN: FileCheck %s < %t.kcc

; CHECK-LABEL: CycleInfo for function: nested
; CHECK-NEXT: depth=1: entries(b1) b3 b2
; CHECK-NEXT: depth=2: entries(b2)
define void @nested(i1 %c) {
b0:
  br label %b1
b1:
  br label %b2
b2:
  br i1 %c, label %b2, label %b3
b3:
  br i1 %c, label %b1, label %b4
b4:
  ret void
}

; Two entries: the DFS reaches %R first (last successor), so R is the header.
; CHECK-LABEL: CycleInfo for function: irreducible
; CHECK-NEXT: depth=1: entries(R P) Q
define void @irreducible(i1 %c, i1 %d) {
entry:
  br i1 %c, label %P, label %R
P:
  br label %Q
Q:
  br label %R
R:
  br i1 %d, label %P, label %exit
exit:
  ret void
}

; Irreducible cycle nested in a reducible one, a switch with repeated targets, a self loop.
; CHECK-LABEL: CycleInfo for function: mixed
; CHECK: depth=1: entries(H)
; CHECK: depth=2:
define void @mixed(i1 %c, i32 %s) {
entry:
  br label %H
H:
  switch i32 %s, label %A [ i32 0, label %B  i32 1, label %A  i32 2, label %S ]
A:
  br i1 %c, label %B, label %L
B:
  br i1 %c, label %A, label %L
S:
  br i1 %c, label %S, label %L
L:
  br i1 %c, label %H, label %exit
exit:
  ret void
}

; Unnamed blocks print by slot number; an unreachable cycle is no cycle.
; CHECK-LABEL: CycleInfo for function: unnamed
; CHECK-NEXT: depth=1: entries(1)
; CHECK-NOT: depth
define void @unnamed(i1 %c) {
  br label %1
1:
  br i1 %c, label %1, label %2
2:
  ret void
3:
  br label %4
4:
  br label %3
}
