// Wave-level builtins that map to llvm.amdgcn.* intrinsics.
__kernel void wave(__global uint *out, __global const int *in) {
  uint i = get_global_id(0);
  int v = in[i];
  uint first = __builtin_amdgcn_readfirstlane(v);
  uint lane3 = __builtin_amdgcn_readlane(v, 3);
  ulong mask = __builtin_amdgcn_ballot_w64(v > 0);
  uint below = __builtin_amdgcn_mbcnt_hi((uint)(mask >> 32), __builtin_amdgcn_mbcnt_lo((uint)mask, 0u));
  int swapped = __builtin_amdgcn_ds_bpermute((int)((i ^ 1) * 4), v);
  out[i] = first + lane3 + below + swapped + (uint)__builtin_popcountl(mask);
}

__kernel void math(__global float *out, __global const float *in, __global int *iout) {
  uint i = get_global_id(0);
  float x = in[i];
  out[i] = __builtin_fmaf(x, 2.0f, 1.0f) + __builtin_sqrtf(x) + __builtin_fabsf(x) +
           __builtin_fminf(x, 0.5f) + __builtin_fmaxf(x, 0.25f);
  int k = (int)x;
  iout[i] = __builtin_clz(k | 1) + __builtin_ctz(k | 256) + __builtin_popcount(k) +
            (int)__builtin_bswap32((uint)k) + (k < 0 ? -k : k);
}
