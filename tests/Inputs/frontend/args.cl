// Kernel arguments of many types: the kernarg layout must match llc's.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

typedef struct { int a; char b; long c; } S;

__kernel void scalars(__global long *out, char c, uchar uc, short s, ushort us, int i,
                      uint ui, long l, ulong ul, float f, double d, half h) {
  out[0] = c + uc + s + us + i + ui + l + ul;
  out[1] = (long)(f + (float)d + (float)h);
}

__kernel void vectors(__global float4 *out, float2 a, int3 b, float4 c, char2 d, short4 e, double2 g) {
  out[0] = (float4)(a.x, a.y, (float)b.z, c.w) + c;
  out[1] = (float4)((float)d.x, (float)e.w, (float)g.y, (float)b.x);
}

__kernel void pointers(__global int *g, __local int *l, __constant int *k, int n, __global const char *s) {
  int i = get_local_id(0);
  l[i] = g[i] + k[i & 7] + s[i];
  barrier(CLK_LOCAL_MEM_FENCE);
  g[i] = l[(i + n) & 63];
}

__kernel void structs(__global long *out, S s, char tail) {
  out[0] = s.a + s.b + s.c + tail;
}
