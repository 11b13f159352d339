// dpp_scan: inclusive prefix sum of in[] within each 64-lane wave using DPP row shifts and
// row broadcasts (__builtin_amdgcn_update_dpp), the classic GCN wave-scan sequence.
#define ROW_SHR(n) (0x110 + (n))
#define ROW_BCAST15 0x142
#define ROW_BCAST31 0x143
__kernel void dpp_scan(__global int *out, __global const int *in) {
    int i = get_global_id(0);
    int v = in[i];
    int x = v;
    x += __builtin_amdgcn_update_dpp(0, v, ROW_SHR(1), 0xf, 0xf, false);
    x += __builtin_amdgcn_update_dpp(0, v, ROW_SHR(2), 0xf, 0xf, false);
    x += __builtin_amdgcn_update_dpp(0, v, ROW_SHR(3), 0xf, 0xf, false);
    x += __builtin_amdgcn_update_dpp(0, x, ROW_SHR(4), 0xf, 0xe, false);
    x += __builtin_amdgcn_update_dpp(0, x, ROW_SHR(8), 0xf, 0xc, false);
    x += __builtin_amdgcn_update_dpp(0, x, ROW_BCAST15, 0xa, 0xf, false);
    x += __builtin_amdgcn_update_dpp(0, x, ROW_BCAST31, 0xc, 0xf, false);
    out[i] = x;
}
