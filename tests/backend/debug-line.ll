; kcc -g: a DWARF line table mapping each instruction to the .ll line it came from (this IR
; has no debug info), that LLVM's tools read; the code is the same as without -g.
; RUN: %kcc -g %s -o %t.o
; RUN: llvm-dwarfdump --verify %t.o | FileCheck %s --check-prefix=VERIFY
; RUN: llvm-dwarfdump --debug-info --debug-line %t.o | FileCheck %s --check-prefix=DWARF
; RUN: llvm-objdump -d -l --mcpu=gfx900 %t.o | FileCheck %s --check-prefix=OBJDUMP
; RUN: ld.lld -shared %t.o -o %t.so
; RUN: llvm-dwarfdump --debug-line %t.so | FileCheck %s --check-prefix=LINKED
; Without -g: the same code, and no debug sections.
; RUN: %kcc %s -o %t.nodebug.o
; RUN: llvm-readobj -S %t.nodebug.o | FileCheck %s --check-prefix=SECTIONS --implicit-check-not=.debug
; RUN: llvm-objcopy -O binary --only-section=.text %t.o %t.text
; RUN: llvm-objcopy -O binary --only-section=.text %t.nodebug.o %t.nodebug.text
; RUN: cmp %t.text %t.nodebug.text
; -S (which carries no line info) still assembles to the same code.
; RUN: %kcc -g %s -S -o %t.s
; RUN: llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj %t.s -o %t.mc.o
; RUN: llvm-objcopy -O binary --only-section=.text %t.mc.o %t.mc.text
; RUN: cmp %t.text %t.mc.text

; VERIFY: No errors.

; DWARF: DW_TAG_compile_unit
; DWARF: DW_AT_producer ("kcc
; DWARF: DW_AT_name ("{{.*}}debug-line.ll")
; DWARF: DW_AT_comp_dir
; DWARF: DW_AT_low_pc (0x0000000000000000)
; DWARF: DW_AT_stmt_list (0x00000000)
; DWARF: DW_TAG_subprogram
; DWARF: DW_AT_name ("bump")
; DWARF: file_names[ 0]:
; DWARF-NEXT: name: "{{.*}}debug-line.ll"
; DWARF-NOT: file_names[ 1]:
; The prologue (argument loads) has no source line.
; DWARF: 0x0000000000000000 0 0 0 0 0 0 is_stmt

; SECTIONS: Name: .text

define amdgpu_kernel void @bump(ptr addrspace(1) %p, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
; The work-item id is an input (it stays in v0): no code, no row.
; DWARF-NOT: {{^}}0x{{[0-9a-f]+}} [[#@LINE-2]] 3
  %c = icmp slt i32 %tid, %n
  br i1 %c, label %then, label %done
; DWARF: 0x{{[0-9a-f]+}} [[#@LINE-1]] 3 0 0 0 0 is_stmt
then:
    %e = getelementptr i32, ptr addrspace(1) %p, i32 %tid
    %v = load i32, ptr addrspace(1) %e
; DWARF: 0x{{[0-9a-f]+}} [[#@LINE-1]] 5 0 0 0 0 is_stmt
    %w = add i32 %v, 1
    store i32 %w, ptr addrspace(1) %e
; DWARF: 0x{{[0-9a-f]+}} [[#@LINE-1]] 5 0 0 0 0 is_stmt
; OBJDUMP: <bump>:
; OBJDUMP: ; {{.*}}debug-line.ll:[[#@LINE-3]]
; OBJDUMP-NEXT: global_store_dword
; The linked object keeps the rows, at the kernel's linked address.
; LINKED: file_names[ 0]:
; LINKED: 0x{{0*[1-9a-f][0-9a-f]*}} [[#@LINE-7]] 5 0 0 0 0 is_stmt
  br label %done
; The lanes rejoin with no code: nothing after the join reads EXEC.
; DWARF-NOT: {{^}}0x{{[0-9a-f]+}} [[#@LINE-2]] 3
done:
  ret void
; DWARF: 0x{{[0-9a-f]+}} [[#@LINE-1]] 3 0 0 0 0 is_stmt
; DWARF: 0x{{[0-9a-f]+}} [[#@LINE-2]] 3 0 0 0 0 is_stmt end_sequence
; OBJDUMP: ; {{.*}}debug-line.ll:[[#@LINE-3]]
; OBJDUMP-NEXT: s_endpgm
}

declare i32 @llvm.amdgcn.workitem.id.x()
