; Variadic functions for tests/backend/calls-variadic.ll, by AMDGPU's calling convention: the
; variable arguments come in a buffer whose generic address is the last argument. VERSION is
; the code-object version of the object they are linked with.
;   ext_sum(...) = i32 @0 + low(i64 @4) + 7 * high(i64 @4) + 256 * i16 @12 + (u32) float @16
;   ext_mixed(i32 a, ...) = 1000 * a + i32 @0
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version VERSION
	.text
	.globl	ext_sum
	.p2align	2
	.type	ext_sum,@function
ext_sum:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	flat_load_dword v2, v[0:1]
	flat_load_dwordx2 v[3:4], v[0:1] offset:4
	flat_load_ushort v5, v[0:1] offset:12
	flat_load_dword v6, v[0:1] offset:16
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e32 v2, v2, v3
	v_mul_lo_u32 v4, v4, 7
	v_add_u32_e32 v2, v2, v4
	v_lshlrev_b32_e32 v5, 8, v5
	v_add_u32_e32 v2, v2, v5
	v_cvt_u32_f32_e32 v6, v6
	v_add_u32_e32 v0, v2, v6
	s_setpc_b64 s[30:31]
.Lend:
	.size	ext_sum, .Lend-ext_sum
	.globl	ext_mixed
	.p2align	2
	.type	ext_mixed,@function
ext_mixed:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	flat_load_dword v3, v[1:2]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_u32_u24_e32 v0, 0x3e8, v0
	v_add_u32_e32 v0, v0, v3
	s_setpc_b64 s[30:31]
.Lend2:
	.size	ext_mixed, .Lend2-ext_mixed
