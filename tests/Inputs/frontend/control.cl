// Loops, switches, early exits, selects.
__kernel void loops(__global int *out, __global const int *in, int n) {
  int i = get_global_id(0);
  int acc = 0;
  for (int k = 0; k < n; ++k) {
    if (in[k] < 0)
      break;
    acc += in[k] * k;
  }
  int j = 0;
  while (acc > 100 && j < 10) {
    acc = acc / 2 + (acc & 1);
    ++j;
  }
  out[i] = acc + j;
}

__kernel void switches(__global int *out, int mode) {
  int i = get_global_id(0);
  int r;
  switch ((i + mode) & 7) {
  case 0: r = 10; break;
  case 1: r = i * 3; break;
  case 3: r = -i; break;
  case 6: r = i ^ mode; break;
  default: r = 7; break;
  }
  out[i] = r > 5 ? r : -r;
}

__kernel void early(__global float *out, float x) {
  int i = get_global_id(0);
  if (x < 0.0f)
    return;
  float v = x;
  for (int k = 0; k < i % 5; ++k)
    v = v * 0.5f + 1.0f;
  out[i] = v;
}
