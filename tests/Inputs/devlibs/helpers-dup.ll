; Defines @offset again: linking it with helpers.ll as an input is an error.
target triple = "amdgcn-amd-amdhsa"

define i32 @offset(i32 %x) {
  ret i32 %x
}
