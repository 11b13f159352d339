// stencil: one 5-point Laplacian step on a w x h grid of ints, out = 4*c - n - s - w - e;
// border cells (a divergent branch) copy their input, items outside the grid do nothing.
__kernel void stencil(__global int *out, __global const int *in, int w, int h) {
    int x = get_global_id(0), y = get_global_id(1);
    if (x >= w || y >= h) return;
    int c = in[y * w + x];
    if (x == 0 || y == 0 || x == w - 1 || y == h - 1) {
        out[y * w + x] = c;
        return;
    }
    out[y * w + x] = 4 * c - in[(y - 1) * w + x] - in[(y + 1) * w + x] - in[y * w + x - 1] - in[y * w + x + 1];
}
