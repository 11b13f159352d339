; Inline asm is selected before allocation like any other op: `--print-after=isel` shows its
; text on virtual registers, and the text stays as written (a move the allocation makes a move
; to itself is still there, unlike kcc's own copies). Asm whose text names registers in isel's
; virtual ranges (v210, s[70:71]) or writes an input's register (a value nothing reads
; afterwards: LLVM leaves it undefined then) is selected after allocation instead. The buffer
; must equal llc-22's for the same inputs.
; RUN: %kcc %s --print-after=isel -o /dev/null 2>&1 | FileCheck %s --check-prefix=ISEL
; RUN: %kcc %s -S -o - | FileCheck %s
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: rm -rf %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel asm_selection --grid 64 --block 64 --arg zeros:1024 --arg i32:1000 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel asm_selection --grid 64 --block 64 --arg zeros:1024 --arg i32:1000 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin

; ISEL-LABEL: Machine Dump After isel (kernel asm_selection)
; ISEL:      inline_asm {{.*}}v_mov_b32 $0, $0
; ISEL-NEXT:   v_mov_b32_e32 [[Y:%[0-9]+]], [[X:%[0-9]+]]
; ISEL-NEXT:   v_mov_b32_e32 [[Y]], [[Y]]
; ISEL-NEXT:   v_add_u32_e32 [[Y]], 5, [[Y]]
; ISEL:      inline_asm {{.*}}v210{{.*}}; selected after allocation
; ISEL:      inline_asm.uniform {{.*}}s[70:71]{{.*}}; selected after allocation
; ISEL:      inline_asm {{.*}}v_add_u32 $1, 1, $1{{.*}}; selected after allocation

; The text's own move to itself stays.
; CHECK-LABEL: asm_selection:
; CHECK: v_mov_b32_e32 [[R:v[0-9]+]], [[R]]
; CHECK-NEXT: v_add_u32_e32 [[R]], 5, [[R]]

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @asm_selection(ptr addrspace(1) %out, i32 %a) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %x = add i32 %a, %t
  %y = call i32 asm "v_mov_b32 $0, $1\0Av_mov_b32 $0, $0\0Av_add_u32 $0, 5, $0", "=v,v"(i32 %x)
  %z = call i32 asm "v_mov_b32 v210, $1\0Av_add_u32 $0, v210, $1", "=v,v,~{v210}"(i32 %y)
  %s = call i32 asm "s_mov_b32 s70, $1\0As_mov_b32 s71, 3\0As_lshl_b64 s[70:71], s[70:71], 1\0As_add_u32 $0, s70, s71", "=s,s,~{s70},~{s71}"(i32 %a)
  %t7 = xor i32 %t, 7
  %w = call i32 asm "v_add_u32 $1, 1, $1\0Av_mov_b32 $0, $1", "=v,v"(i32 %t7)
  %base = mul i32 %t, 4
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %base
  store i32 %y, ptr addrspace(1) %o0
  %o1 = getelementptr i32, ptr addrspace(1) %o0, i32 1
  store i32 %z, ptr addrspace(1) %o1
  %o2 = getelementptr i32, ptr addrspace(1) %o0, i32 2
  store i32 %s, ptr addrspace(1) %o2
  %o3 = getelementptr i32, ptr addrspace(1) %o0, i32 3
  store i32 %w, ptr addrspace(1) %o3
  ret void
}
