; RUN: not %kcc %s --emit=mir 2>&1 | FileCheck %s
target triple = "amdgcn-amd-amdhsa"

define i32 @even(i32 %x) {
  %z = icmp eq i32 %x, 0
  br i1 %z, label %yes, label %no
yes:
  ret i32 1
no:
  %y = sub i32 %x, 1
  %r = call i32 @odd(i32 %y)
  ret i32 %r
}

define i32 @odd(i32 %x) {
  %y = sub i32 %x, 1
  %r = call i32 @even(i32 %y)
; CHECK: kcc: error: {{.*}}error-recursion.ll:[[@LINE-1]]:3: recursion is not supported: 'even' -> 'odd' -> 'even' in function 'odd', block '%0': '%r = call i32 @even(i32 %y)'
  ret i32 %r
}

define amdgpu_kernel void @k(ptr addrspace(1) %p) {
  %v = call i32 @even(i32 4)
  store i32 %v, ptr addrspace(1) %p
  ret void
}
