; Calls through global aliases call the functions they name (one inlined, one `noinline`
; and kept as a call, as llc keeps it; llc calls the alias symbol through the GOT, so its
; object is linked by ld.lld first); both objects must leave the same buffer. A weak alias,
; which the linker may replace, is refused with that reason.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: ld.lld -shared %t.llc.o -o %t.llc.so
; RUN: rm -rf %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel aliases --grid 64 --block 64 --arg zeros:256 --out-dir %t.kcc
; RUN: %kcc run %t.llc.so --kernel aliases --grid 64 --block 64 --arg zeros:256 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: sed -e 's/^@kept_alias = alias/@kept_alias = weak alias/' %s > %t.weak.ll
; RUN: not %kcc %t.weak.ll -o %t.o 2>&1 | FileCheck %s --check-prefix=WEAK
; WEAK: kcc: error: {{.*}}.weak.ll:[[#@LINE+21]]:3: unsupported call through the alias '@kept_alias', which the linker may replace (weak linkage) in function 'aliases'

declare i32 @llvm.amdgcn.workitem.id.x()

@square_alias = alias i32 (i32), ptr @square
@kept_alias = alias i32 (i32), ptr @kept

define i32 @square(i32 %x) {
  %m = mul i32 %x, %x
  ret i32 %m
}

define i32 @kept(i32 %x) noinline {
  %a = add i32 %x, 1000
  ret i32 %a
}

; Calls through aliases call the functions they name: one inlined, one kept as a call.
define amdgpu_kernel void @aliases(ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %a = call i32 @square_alias(i32 %t)
  %b = call i32 @kept_alias(i32 %a)
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %b, ptr addrspace(1) %o
  ret void
}

