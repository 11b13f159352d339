// CLANG-FLAGS: -cl-kernel-arg-info
// codeobj oracle input: argument names, access and type qualifiers, work-group size
// attributes and a __local pointer argument, as llc describes them in the metadata.
typedef float float4 __attribute__((ext_vector_type(4)));
__kernel __attribute__((reqd_work_group_size(64, 1, 1), vec_type_hint(float4)))
void quals(__global float4 *restrict out, __global const volatile int *in, __local float *tmp,
           __constant uint *table, uchar c, short s, ulong big) {
    uint l = __builtin_amdgcn_workitem_id_x();
    tmp[l] = in[l] + table[c] + s;
    out[l] = (float4)(tmp[l ^ 1] + (float)big);
}
__kernel __attribute__((work_group_size_hint(32, 2, 1)))
void hinted(__global int *out) {
    out[__builtin_amdgcn_workitem_id_x()] = 1;
}
