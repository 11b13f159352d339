; What calls that stay cannot do yet is a clear error at its instruction (FILE:LINE:COL, the
; function, the block, the op), never a panic. One case per run (sed makes each).
; RUN: sed 's/ret i32 0 ; bas[e]/%%dp = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()\n  %%id = load i32, ptr addrspace(4) %%dp\n  ret i32 %%id/' %s > %t.ids.ll
; RUN: not %kcc %t.ids.ll -o %t.o 2>&1 | FileCheck %s --check-prefix=IDS
; IDS: kcc: error: {{.*}}ids.ll:{{[0-9]+}}:3: the dispatch, kernel argument and implicit argument pointers in a called function (a call kcc does not inline) are not supported yet in function 'rec', block '%base': '%dp = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()'
; RUN: sed 's/;DYN;//' %s > %t.dyn.ll
; RUN: not %kcc %t.dyn.ll -o %t.o 2>&1 | FileCheck %s --check-prefix=DYN
; DYN: kcc: error: {{.*}}dyn.ll:{{[0-9]+}}:3: in kernel 'k', {{.*}}callee = "rec"{{.*}}: a call in a function with allocas of a run-time size is not supported yet
; RUN: sed 's/;WIDE;//' %s > %t.wide.ll
; RUN: not %kcc %t.wide.ll -o %t.o 2>&1 | FileCheck %s --check-prefix=WIDE
; WIDE: kcc: error: {{.*}}wide.ll:{{[0-9]+}}:3: in kernel 'k', {{.*}}callee = "many"{{.*}}: more than 8 inreg argument dwords: kcc passes them in s16..s23 only

target triple = "amdgcn-amd-amdhsa"
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

define i32 @rec(i32 %n) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %base, label %more
base:
  ret i32 0 ; base
more:
  %m = sub i32 %n, 1
  %r = call i32 @rec(i32 %m)
  ret i32 %r
}

;WIDE;define i32 @many(<9 x i32> inreg %v, i32 %n) {
;WIDE;  %z = icmp eq i32 %n, 0
;WIDE;  br i1 %z, label %base, label %more
;WIDE;base:
;WIDE;  %e = extractelement <9 x i32> %v, i32 3
;WIDE;  ret i32 %e
;WIDE;more:
;WIDE;  %m = sub i32 %n, 1
;WIDE;  %r = call i32 @many(<9 x i32> inreg %v, i32 %m)
;WIDE;  ret i32 %r
;WIDE;}

define amdgpu_kernel void @k(ptr addrspace(1) %p, i32 %n) {
;DYN;  %a = alloca i32, i32 %n, addrspace(5)
;DYN;  store volatile i32 1, ptr addrspace(5) %a
  %v = call i32 @rec(i32 %n)
;WIDE;  %w = call i32 @many(<9 x i32> inreg zeroinitializer, i32 %n)
  store i32 %v, ptr addrspace(1) %p
  ret void
}
