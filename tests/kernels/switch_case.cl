// switch_case: out[i] = f(in[i] % 8) for a small switch with fall-through and default.
__kernel void switch_case(__global int *out, __global const int *in) {
    int i = get_global_id(0);
    int x = in[i];
    int r;
    switch (x & 7) {
    case 0: r = x * 2; break;
    case 1: r = x + 100; break;
    case 2: r = x ^ 0x55; break;
    case 3: r = -x;
    case 4: r = x - 7; break;
    case 5: r = x << 3; break;
    default: r = 42;
    }
    out[i] = r;
}
