; A function named like an intrinsic LLVM 22 does not have (tests/backend/calls-llvm-names.ll):
; llvm.test.legacy.add(a, b) = a + 3 * b, by AMDGPU's calling convention. VERSION is the
; code-object version of the object it is linked with.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version VERSION
	.text
	.globl	llvm.test.legacy.add
	.p2align	2
	.type	llvm.test.legacy.add,@function
llvm.test.legacy.add:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mul_lo_u32 v1, v1, 3
	v_add_u32_e32 v0, v0, v1
	s_setpc_b64 s[30:31]
.Lend:
	.size	llvm.test.legacy.add, .Lend-llvm.test.legacy.add
