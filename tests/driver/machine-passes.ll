; The code generator's stages are machine passes, named after the MIR passes (backend's
; MACHINE_PASSES): --time-passes times each, --print-after prints the kernel's machine code
; after one (as llvm-mc assembly, to stderr), --stop-after stops there and prints it.

; Every machine pass is timed, next to the MIR passes.
; RUN: %kcc %s -o %t.o --time-passes 2> %t.time
; RUN: FileCheck %s --check-prefix=TIME < %t.time
; TIME: Pass execution timing report
; TIME-DAG: %)  fuse{{$}}
; TIME-DAG: %)  schedule{{$}}
; TIME-DAG: %)  regalloc{{$}}
; TIME-DAG: %)  frame{{$}}
; TIME-DAG: %)  emit{{$}}
; TIME-DAG: %)  scalar-peephole{{$}}
; TIME-DAG: %)  waitcnt{{$}}
; TIME-DAG: %)  hazards{{$}}
; TIME-DAG: %)  long-branch{{$}}
; TIME-DAG: %)  encode{{$}}
; TIME: Total
; RUN: %kcc %s -S -o %t.s --time-passes 2>&1 | FileCheck %s --check-prefix=TIME

; The dump after scalar-peephole is assembly llvm-mc accepts.
; RUN: %kcc %s -o %t.o --print-after=scalar-peephole 2> %t.peephole.s
; RUN: FileCheck %s --check-prefix=PEEPHOLE < %t.peephole.s
; PEEPHOLE: # *** Machine Dump After scalar-peephole (kernel copy) ***
; PEEPHOLE: s_endpgm
; RUN: llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj %t.peephole.s -o %t.peephole.o

; The dump after the last pass that changes code assembles to the object's very code.
; RUN: %kcc %s -o %t.o --print-after=long-branch 2> %t.last.s
; RUN: llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj %t.last.s -o %t.last.o
; RUN: llvm-objdump -d --no-show-raw-insn %t.o | grep -v 'file format' | sed 's/<[^>]*>//' > %t.o.dis
; RUN: llvm-objdump -d --no-show-raw-insn %t.last.o | grep -v 'file format' | sed 's/<[^>]*>//' > %t.last.dis
; RUN: diff %t.o.dis %t.last.dis

; waitcnt puts the wait for a load between it and the first use of its value (checked on
; llvm-objdump's reading of the assembled dump); before it there is no wait at all.
; RUN: %kcc %s --stop-after=waitcnt -o %t.waitcnt.s
; RUN: llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj %t.waitcnt.s -o %t.waitcnt.o
; RUN: llvm-objdump -d --no-show-raw-insn %t.waitcnt.o | FileCheck %s --check-prefix=WAIT
; WAIT: s_load_dword [[N:s[0-9]+]], s[0:1], 0x10
; WAIT: s_waitcnt lgkmcnt(0)
; WAIT: v_cmp_gt_i32_e32 vcc, [[N]], v0
; WAIT: global_load_dword [[V:v[0-9]+]]
; WAIT: s_waitcnt vmcnt(0)
; WAIT: global_store_dword v{{[0-9]+}}, [[V]]
; RUN: %kcc %s --stop-after=scalar-peephole | FileCheck %s --check-prefix=NOWAIT --implicit-check-not=s_waitcnt
; NOWAIT: # *** Machine Dump After scalar-peephole (kernel copy) ***
; NOWAIT: global_load_dword
; NOWAIT: global_store_dword

; MIR and machine passes print in pipeline order.
; RUN: %kcc %s -o %t.o --print-after=emit --print-after=fuse 2>&1 | FileCheck %s --check-prefix=BOTH
; BOTH: # *** MIR Dump After fuse ***
; BOTH: # *** Machine Dump After emit (kernel copy) ***

; A name in neither pipeline is an error listing both; at encoding there is nothing to
; print.
; RUN: not %kcc %s -o %t.o --print-after=nosuch 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; UNKNOWN: kcc: error: --print-after=nosuch: unknown pass (or not in this pipeline); MIR passes: verify, {{.*}}, regbankselect, fold-addresses, fuse, merge-memory, sink-compares, sink-extensions; machine passes: schedule, isel, regalloc, frame, emit, scalar-peephole, waitcnt, hazards, long-branch, encode
; RUN: not %kcc %s --emit=mir --stop-after=waitcnt 2>&1 | FileCheck %s --check-prefix=MIRONLY
; MIRONLY: kcc: error: --stop-after=waitcnt: unknown pass (or not in this pipeline); MIR passes: {{.*}}; --emit=mir runs no machine passes
; RUN: not %kcc %s --stop-after=encode 2>&1 | FileCheck %s --check-prefix=NOCODE
; NOCODE: kcc: error: --stop-after=encode: there is nothing to print after 'encode'; passes that print: schedule, isel, regalloc, frame, emit, scalar-peephole, waitcnt, hazards, long-branch

define amdgpu_kernel void @copy(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %tid, %n
  br i1 %c, label %body, label %exit
body:
  %s = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %v = load i32, ptr addrspace(1) %s
  %d = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v, ptr addrspace(1) %d
  br label %exit
exit:
  ret void
}
