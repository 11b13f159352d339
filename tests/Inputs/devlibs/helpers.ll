; Functions for tests/devlibs/link-*.ll: one the kernels call, one that calls another, one
; nobody calls, and a table in constant memory.
target triple = "amdgcn-amd-amdhsa"

@table = addrspace(4) constant [4 x i32] [i32 3, i32 5, i32 7, i32 11]

define i32 @scale(i32 %x) {
  %k = and i32 %x, 3
  %p = getelementptr [4 x i32], ptr addrspace(4) @table, i32 0, i32 %k
  %t = load i32, ptr addrspace(4) %p
  %y = mul i32 %x, %t
  %z = call i32 @offset(i32 %y)
  ret i32 %z
}

define i32 @offset(i32 %x) {
  %y = add i32 %x, 1000
  ret i32 %y
}

define i32 @unused_helper(i32 %x) {
  %y = sub i32 %x, 1
  ret i32 %y
}
