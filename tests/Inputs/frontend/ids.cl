// Every work-item function, written per work-item so results are checkable.
__kernel void ids(__global uint *out) {
  size_t gx = get_global_size(0), gy = get_global_size(1);
  size_t idx = (get_global_id(2) * gy + get_global_id(1)) * gx + get_global_id(0);
  __global uint *o = out + idx * 12;
  o[0] = get_local_id(0);
  o[1] = get_local_id(1);
  o[2] = get_local_id(2);
  o[3] = get_group_id(0);
  o[4] = get_group_id(1);
  o[5] = get_group_id(2);
  o[6] = get_local_size(0) * 100 + get_local_size(1) * 10 + get_local_size(2);
  o[7] = get_num_groups(0) * 100 + get_num_groups(1) * 10 + get_num_groups(2);
  o[8] = get_global_size(2);
  o[9] = get_work_dim();
  o[10] = get_local_linear_id();
  o[11] = get_global_offset(0) + get_global_offset(1) + get_global_offset(2) + get_local_id(7) + get_local_size(5);
}
