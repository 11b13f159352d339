// generic_private: generic pointers into a work-item's private arrays a and b (t = x = in[i]).
// p points to a for odd x, to b for even x: p[k] += k, s sums p[(3k + x) & 7] along the way.
// q points to out[i] when x & 2, else to a[x & 7]: *q = s. r starts at out[i] and moves to
// b[k] for each set bit k of x & 255 (a pointer merged at a join): *r += 5.
// out[i] += a[(x >> 2) & 7] - b[(x >> 5) & 7] + s.
__kernel void generic_private(__global int *out, __global const int *in) {
    int i = get_global_id(0);
    int x = in[i];
    int a[8], b[8];
    for (int k = 0; k < 8; k++) {
        a[k] = x + k;
        b[k] = x * k;
    }
    int *p = (x & 1) ? (int *)a : (int *)b;
    int s = 0;
    for (int k = 0; k < 8; k++) {
        p[k] += k;
        s += p[(k * 3 + x) & 7];
    }
    int *q = (x & 2) ? (int *)&out[i] : (int *)&a[x & 7];
    *q = s;
    int *r = (int *)&out[i];
    for (int k = 0; k < 8; k++)
        if ((x >> k) & 1) r = (int *)&b[k];
    *r += 5;
    out[i] += a[(x >> 2) & 7] - b[(x >> 5) & 7] + s;
}
