// OpenCL integer built-ins that map onto generic MIR ops.
__kernel void ints(__global int *out, __global const int *in) {
  int i = get_global_id(0);
  int a = in[i], b = in[i + 64];
  uint ua = (uint)a, ub = (uint)b;
  __global int *o = out + i * 12;
  o[0] = min(a, b);
  o[1] = max(a, b);
  o[2] = (int)min(ua, ub);
  o[3] = (int)max(ua, ub);
  o[4] = clamp(a, -5, 5);
  o[5] = (int)abs(a);
  o[6] = popcount(a);
  o[7] = clz(a);
  o[8] = ctz(a);
  o[9] = mul_hi(a, b);
  o[10] = (int)mul_hi(ua, ub);
  o[11] = rotate(a, b) + hadd(a, b) + mad24(a & 0xfff, b & 0xfff, 7) + select(a, b, a > b);
}

__kernel void vecs(__global int4 *out, __global const int4 *in) {
  int i = get_global_id(0);
  int4 a = in[i], b = in[i + 16];
  out[i] = clamp(a, -3, 3) + max(a, b) + select(a, b, a < b);
}
