// Work-item functions, a helper that must be inlined, a __constant table.
__constant int table[4] = {1, 2, 3, 4};

int helper(int x) { return x * 3 + table[x & 3]; }

__kernel void vadd(__global const float *a, __global const float *b, __global float *c, int n) {
  int i = get_global_id(0);
  if (i < n)
    c[i] = a[i] + b[i] * (float)helper(i);
}

__kernel void sizes(__global uint *out) {
  out[0] = get_local_size(0) + get_local_size(1) * 3;
  out[1] = get_global_size(0) + get_global_size(2);
  out[2] = get_num_groups(0) + get_num_groups(1);
  out[3] = get_group_id(0) + get_group_id(1) + get_group_id(2);
  out[4] = get_global_offset(0) + get_global_offset(1);
  out[5] = get_work_dim();
  out[6] = get_local_id(1) + get_local_id(2) + get_global_id(1) + get_global_id(2);
  out[7] = get_enqueued_local_size(0) + get_local_linear_id();
}
