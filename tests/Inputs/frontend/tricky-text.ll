; Text the line scanner must not be fooled by: semicolons in strings, quoted labels,
; instructions over several lines, a one-line function.
target triple = "amdgcn-amd-amdhsa"

@str = private addrspace(4) constant [6 x i8] c"a;b{c\00", align 1

define i32 @one() { ret i32 1 }

define amdgpu_kernel void @k(ptr addrspace(1) %p, i32 %n) {
"entry block":
  %c = call i32 @one() ; a comment; with { braces
  %s = getelementptr inbounds [6 x i8], ptr addrspace(4) @str, i64 0,
                     i64 1
  %b = load i8, ptr addrspace(4) %s, align 1
  %w = zext i8 %b to i32
  %x = add i32 %w,
           %c
  br label %"loop; body"

"loop; body":
  %i = phi i32 [ 0, %"entry block" ],
               [ %i2, %"loop; body" ]
  %i2 = add i32 %i, %x
  %done = icmp sge i32 %i2, %n
  br i1 %done, label %exit, label %"loop; body"

exit:
  store i32 %i2, ptr addrspace(1) %p, align 4
  ret void
}
