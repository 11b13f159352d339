// The README's example kernel: a uniform loop bound, a divergent branch and a loop whose
// exit depends on the lane — the mix where uniformity decides SGPR vs VGPR.
__kernel void scale_rows(__global float *data, __global const int *row_len, float factor, int rows) {
  int row = get_global_id(0);
  if (row >= rows)
    return;
  float acc = 0.0f;
  for (int i = 0; i < row_len[row]; ++i) {
    acc += data[row * 16 + i] * factor;
  }
  data[row * 16] = acc;
}
