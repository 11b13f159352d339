; Bad inline asm is an error naming the kernel, the op's line, the statement and the column,
; never a panic; llc-22 rejects the same inputs ("invalid instruction", "couldn't allocate
; input reg for constraint", "invalid operand for instruction").
; RUN: sed 's/ASM/"v_frobnicate $0, $1", "=v,v"(i32 %x)/' %s > %t.mn.ll
; RUN: not %kcc %t.mn.ll -o %t.o 2>&1 | FileCheck %s --check-prefix=MNEMONIC
; RUN: not %llc %t.mn.ll -filetype=obj -o %t.llc.o 2>&1 | FileCheck %s --check-prefix=LLC-MNEMONIC
; MNEMONIC: kcc: error: {{.*}}.ll:{{[0-9]+}}:3: in kernel 'k', {{.*}}inline asm statement 1 'v_frobnicate v{{[0-9]+}}, v{{[0-9]+}}': column 1: unknown instruction 'v_frobnicate'
; LLC-MNEMONIC: invalid instruction
; RUN: sed 's/ASM/"v_mov_b32 $0, $1", "=v,q"(i32 %x)/' %s > %t.c.ll
; RUN: not %kcc %t.c.ll -o %t.o 2>&1 | FileCheck %s --check-prefix=CONSTRAINT
; CONSTRAINT: kcc: error: {{.*}}inline asm constraint 1 'q': unsupported constraint
; RUN: sed 's/ASM/"s_mov_b32 $0, $1", "=s,s"(i32 %x)/' %s > %t.d.ll
; RUN: not %kcc %t.d.ll -o %t.o 2>&1 | FileCheck %s --check-prefix=DIVERGENT
; RUN: not %llc %t.d.ll -filetype=obj -o %t.llc.o 2>&1 | FileCheck %s --check-prefix=LLC-DIVERGENT
; DIVERGENT: kcc: error: {{.*}}inline asm constraint 1 's': an SGPR input of a divergent value
; LLC-DIVERGENT: error: invalid operand for instruction
; RUN: sed 's/ASM/"v_add_u32 $0, $1, $1, $1", "=v,v"(i32 %x)/' %s > %t.o.ll
; RUN: not %kcc %t.o.ll -o %t.o 2>&1 | FileCheck %s --check-prefix=OPERANDS
; OPERANDS: kcc: error: {{.*}}'v_add_u32': unexpected operand 'v{{[0-9]+}}'
; RUN: sed 's/ASM/"v_mov_b32 $0, $1", "=v,v"(<4 x i32> zeroinitializer)/' %s > %t.w.ll
; RUN: not %kcc %t.w.ll -o %t.o 2>&1 | FileCheck %s --check-prefix=WIDE
; WIDE: kcc: error: {{.*}}.ll:{{[0-9]+}}:3: inline asm operand $1 is 128 bits in 4 values: kcc takes one value of at most 64 bits (a register or a pair) per operand in function 'k'

define amdgpu_kernel void @k(ptr addrspace(1) %p) {
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i32 asm ASM
  store i32 %r, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
