; Inline assembly: the text is assembled by kcc's own assembler with the operands' registers
; substituted; VGPR and SGPR operands, fixed registers ({v0}, {s[2:3]}, which kcc renames to
; the allocated ones), a tied operand, an immediate, a 64-bit pair, a clobber, an SGPR output
; beside VGPR ones, and a multi-statement text with a load. The results must equal llc-22's
; on the emulator for the same inputs.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 -c "open('%t.out','wb').write(bytes(64*16*4))"
; RUN: python3 -c "open('%t.in','wb').write(bytes(range(256)))"
; RUN: rm -rf %t.runs
; RUN: %kcc run %t.kcc.o --kernel asm --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.in --arg i32:7 --arg i64:81985529216486895 --out-dir %t.runs/kcc
; RUN: %kcc run %t.llc.o --kernel asm --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.in --arg i32:7 --arg i64:81985529216486895 --out-dir %t.runs/llc
; RUN: cmp %t.runs/kcc/arg0.bin %t.runs/llc/arg0.bin

target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @asm(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %u, i64 %w) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %base = mul i32 %tid, 16
  ; =v,v,v
  %a = call i32 asm "v_add_u32 $0, $1, $2", "=v,v,v"(i32 %tid, i32 %tid)
  ; =s,s on a uniform argument
  %b = call i32 asm "s_mov_b32 $0, $1", "=s,s"(i32 %u)
  ; a v input of a uniform value
  %c = call i32 asm "v_mul_lo_u32 $0, $1, $2", "=v,v,v"(i32 %u, i32 %tid)
  ; fixed registers: the output in v0, the input in v1
  %d = call i32 asm "v_lshlrev_b32 v0, 2, v1", "={v0},{v1}"(i32 %tid)
  ; tied: the input in the output's register
  %e = call i32 asm "v_add_u32 $0, 5, $0", "=v,0"(i32 %tid)
  ; immediate
  %f = call i32 asm "v_add_u32 $0, $2, $1", "=v,v,i"(i32 %tid, i32 1000)
  ; 64-bit pair
  %w2 = zext i32 %tid to i64
  %g = call i64 asm "v_lshlrev_b64 $0, 3, $1", "=v,v"(i64 %w2)
  ; clobber: v5 is scratch of the text
  %h = call i32 asm "v_mov_b32 v5, $1\0Av_xor_b32 $0, 0x55, v5", "=v,v,~{v5},~{vcc}"(i32 %tid)
  ; an SGPR output beside a VGPR one, and 64-bit SGPRs in fixed registers
  %pair = call { i32, i32 } asm "s_add_u32 $0, $2, 3\0Av_sub_u32 $1, $3, $2", "=s,=v,s,v"(i32 %u, i32 %tid)
  %p0 = extractvalue { i32, i32 } %pair, 0
  %p1 = extractvalue { i32, i32 } %pair, 1
  %q = call i64 asm "s_lshl_b64 s[2:3], $1, 4", "={s[2:3]},s"(i64 %w)
  ; a load in the text, waited for by the text itself
  %off = zext i32 %tid to i64
  %ptr = getelementptr i8, ptr addrspace(1) %in, i64 %off
  %l = call i32 asm "global_load_ubyte $0, $1, off offset:1\0As_waitcnt vmcnt(0)", "=v,v,~{memory}"(ptr addrspace(1) %ptr)
  ; no outputs: a side effect only
  call void asm sideeffect "s_nop 1", ""()
  %q0 = trunc i64 %q to i32
  %q64 = lshr i64 %q, 32
  %q1 = trunc i64 %q64 to i32
  %g0 = trunc i64 %g to i32
  %g64 = lshr i64 %g, 32
  %g1 = trunc i64 %g64 to i32
  %vals = insertelement <16 x i32> poison, i32 %a, i32 0
  %v1 = insertelement <16 x i32> %vals, i32 %b, i32 1
  %v2 = insertelement <16 x i32> %v1, i32 %c, i32 2
  %v3 = insertelement <16 x i32> %v2, i32 %d, i32 3
  %v4 = insertelement <16 x i32> %v3, i32 %e, i32 4
  %v5 = insertelement <16 x i32> %v4, i32 %f, i32 5
  %v6 = insertelement <16 x i32> %v5, i32 %g0, i32 6
  %v7 = insertelement <16 x i32> %v6, i32 %g1, i32 7
  %v8 = insertelement <16 x i32> %v7, i32 %h, i32 8
  %v9 = insertelement <16 x i32> %v8, i32 %p0, i32 9
  %v10 = insertelement <16 x i32> %v9, i32 %p1, i32 10
  %v11 = insertelement <16 x i32> %v10, i32 %q0, i32 11
  %v12 = insertelement <16 x i32> %v11, i32 %q1, i32 12
  %v13 = insertelement <16 x i32> %v12, i32 %l, i32 13
  %v14 = insertelement <16 x i32> %v13, i32 %base, i32 14
  %v15 = insertelement <16 x i32> %v14, i32 %u, i32 15
  %o = getelementptr <16 x i32>, ptr addrspace(1) %out, i32 %tid
  store <16 x i32> %v15, ptr addrspace(1) %o
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

attributes #0 = { "target-cpu"="gfx900" }
