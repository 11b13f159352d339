// AMDGPU wave builtins become their MIR ops.
// RUN: %clang_cl -O2 %s -o - | %kcc - --emit=mir | FileCheck %s

__kernel void wave(__global uint *out, __global const int *in) {
  uint i = get_global_id(0);
  int v = in[i];
  uint first = __builtin_amdgcn_readfirstlane(v);
  uint lane3 = __builtin_amdgcn_readlane(v, 3);
  ulong mask = __builtin_amdgcn_ballot_w64(v > 0);
  uint below = __builtin_amdgcn_mbcnt_hi((uint)(mask >> 32), __builtin_amdgcn_mbcnt_lo((uint)mask, 0u));
  int swapped = __builtin_amdgcn_ds_bpermute((int)((i ^ 1) * 4), v);
  out[i] = first + lane3 + below + swapped;
}

// CHECK: kernel @wave
// CHECK-DAG: readfirstlane
// CHECK-DAG: readlane
// CHECK-DAG: _(s64) = ballot
// CHECK-DAG: mbcnt.lo
// CHECK-DAG: mbcnt.hi
// CHECK-DAG: ds.bpermute
// CHECK-NOT: opaque
