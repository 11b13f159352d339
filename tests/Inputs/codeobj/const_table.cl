// codeobj oracle input: __constant tables in .rodata, reached with s_getpc_b64 + REL32 relocations.
__constant int primes[16] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53};
__constant int squares[8] = {0, 1, 4, 9, 16, 25, 36, 49};
__kernel void lookup(__global int *out, __global const uint *in) {
    int i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
    out[i] = primes[in[i] % 16] * 3 + squares[i % 8];
}
// A table of pointers to other tables: R_AMDGPU_ABS64 relocations inside .rodata.
__constant int evens[4] = {0, 2, 4, 6};
__constant int odds[4] = {1, 3, 5, 7};
__constant int *__constant tables[2] = {evens, odds};
__kernel void indirect(__global int *out, uint which) {
    uint i = __builtin_amdgcn_workitem_id_x();
    out[i] = tables[which & 1][i & 3];
}
// unnamed_addr constants: llc merges null-terminated integer arrays (.rodata.str1.1,
// .rodata.str2.2) and 4/8/16/32-byte constants (.rodata.cst16); other sizes stay in .rodata.
static __constant char msg[] = "hello";
static __constant short wide[3] = {7, 8, 0};
static __constant int quad[4] = {1, 2, 3, 4};
static __constant int three[3] = {4, 5, 6};
__kernel void mergeable(__global int *out) {
    uint i = __builtin_amdgcn_workitem_id_x();
    out[i] = msg[i % 6] + wide[i % 3] + quad[i & 3] + three[i % 3];
}
