// A HIP kernel written with the AMDGPU builtins (no HIP headers needed).
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
__device__ int sq(int x) { return x * x; }
extern "C" __global__ void saxpy(float a, const float *x, float *y, int n) {
  __shared__ int tile[64];
  int i = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + __builtin_amdgcn_workitem_id_x();
  tile[__builtin_amdgcn_workitem_id_x()] = sq(i);
  __builtin_amdgcn_s_barrier();
  if (i < n) y[i] = a * x[i] + y[i] + tile[63 - __builtin_amdgcn_workitem_id_x()];
}
