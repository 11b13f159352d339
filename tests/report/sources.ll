; Each kind of source of divergence kcc's report names, and a chain longer than the report
; shows (its middle is elided, its source always shown). A load through a flat pointer, an
; atomic, inline asm with a VGPR output, mbcnt and a call are divergent whatever their
; operands; inline asm with an SGPR output and readfirstlane are uniform even with divergent
; operands (LLVM's AMDGPU rules, cross-checked with opt-22).
; RUN: %kcc %s --report | FileCheck %s
; RUN: opt -mtriple=amdgcn-amd-amdhsa -passes='print<uniformity>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPT
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @sources(ptr addrspace(1) %out, ptr %flat, i32 %n) {
entry:
  %ld = load i32, ptr %flat
  %old = atomicrmw add ptr addrspace(1) %out, i32 1 seq_cst
  %v = call i32 asm "v_mov_b32 $0, 0", "=v"()
  %s = call i32 asm "s_mov_b32 $0, 0", "=s"()
  %lane = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %first = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %lane)
  %a1 = add i32 %lane, 1
  %a2 = add i32 %a1, 2
  %a3 = add i32 %a2, 3
  %a4 = add i32 %a3, 4
  %a5 = add i32 %a4, 5
  %a6 = add i32 %a5, 6
  %a7 = add i32 %a6, 7
  %a8 = add i32 %a7, 8
  %a9 = add i32 %a8, 9
  %a10 = add i32 %a9, 10
  %sum = add i32 %ld, %old
  store i32 %a10, ptr addrspace(1) %out
  store i32 %sum, ptr addrspace(1) %out
  store i32 %v, ptr addrspace(1) %out
  store i32 %s, ptr addrspace(1) %out
  store i32 %first, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)

; CHECK:      kernel sources
; CHECK-NEXT:   divergent values (VGPRs): 15 of 20
; CHECK-NEXT:     %ld ({{.*}}sources.ll:12) source: load from flat or private memory
; CHECK-NEXT:     %old ({{.*}}sources.ll:13) source: atomic
; CHECK-NEXT:     %v ({{.*}}sources.ll:14) source: inline asm with a VGPR output
; CHECK-NEXT:     %lane ({{.*}}sources.ll:16) source: lane id (mbcnt)
; CHECK-NEXT:     %a1 ({{.*}}sources.ll:18) <- %lane ({{.*}}sources.ll:16): lane id (mbcnt)
; Eight steps, then the rest is elided down to the source.
; CHECK:          %a10 ({{.*}}sources.ll:27) <- %a9 ({{.*}}:26) <- %a8 ({{.*}}:25) <- %a7 ({{.*}}:24) <- %a6 ({{.*}}:23) <- %a5 ({{.*}}:22) <- %a4 ({{.*}}:21) <- %a3 ({{.*}}:20) <- %a2 ({{.*}}:19) <- ... <- %lane ({{.*}}sources.ll:16): lane id (mbcnt)
; CHECK-NEXT:     %sum ({{.*}}sources.ll:28) <- %ld ({{.*}}sources.ll:12): load from flat or private memory
; CHECK-NEXT:   branches: 0 divergent (linearized with exec masks), 0 uniform (scalar branches)

; OPT:     DIVERGENT: %ld =
; OPT:     DIVERGENT: %old =
; OPT:     DIVERGENT: %v =
; OPT-NOT: DIVERGENT: %s =
; OPT:     DIVERGENT: %lane =
; OPT-NOT: DIVERGENT: %first =
; OPT:     DIVERGENT: %a10 =
; OPT:     DIVERGENT: %sum =

; The kernel, inline asm included, compiles: the report gives its register counts.
; CHECK-NEXT:   registers and static instructions: with uniformity, with --no-uniformity
