// wavelet53: a forward 5/3 lifting wavelet over vertical sliding windows, in the shape of
// Rodinia's dwt2d kernel (the shape the registers issue measures): many uniform sizes, a
// per-lane column loader whose state is a small struct, borders mirrored, vertical lifting per
// column and horizontal lifting per row through local memory with barriers, and one transform
// called three ways (check loads and writes near the bottom, only writes near the right edge,
// nothing inside), which clang does not inline. out[y * sx + x] gets the lifted value of
// pixel (x, y) of its window; rows and columns past the image are mirrored on load and not
// written.

static int mirror(int i, int n) {
    if (i >= n)
        i = 2 * n - 2 - i;
    return i < 0 ? -i : i;
}

typedef struct {
    int row;
    int x;
    int sx;
    int sy;
    bool check;
} Loader;

// The next row's pixel of the loader's column: rows above the image are always mirrored, rows
// below it only when the window may reach them.
static int load_next(Loader *l, __global const int *in) {
    int r = l->row < 0 ? -l->row : l->row;
    if (l->check)
        r = mirror(r, l->sy);
    l->row += 1;
    return in[r * l->sx + l->x];
}

static void lift_column(__local int *buf, int win_x, int rows, int tid) {
    for (int r = 1; r + 1 < rows; r += 2)
        buf[r * win_x + tid] -= (buf[(r - 1) * win_x + tid] + buf[(r + 1) * win_x + tid]) / 2;
    for (int r = 2; r + 1 < rows; r += 2)
        buf[r * win_x + tid] += (buf[(r - 1) * win_x + tid] + buf[(r + 1) * win_x + tid] + 2) / 4;
}

static void lift_row(__local int *row, int n) {
    for (int c = 1; c + 1 < n; c += 2)
        row[c] -= (row[c - 1] + row[c + 1]) / 2;
    for (int c = 2; c + 1 < n; c += 2)
        row[c] += (row[c - 1] + row[c + 1] + 2) / 4;
}

__attribute__((noinline)) static void transform(__local int *buf, __global const int *in, __global int *out,
                                                int sx, int sy, int steps, int win_x, int win_y,
                                                bool check_loads, bool check_writes) {
    int tid = get_local_id(0);
    int x = get_group_id(0) * win_x + tid;
    int first = get_group_id(1) * win_y * steps;
    Loader l = {first - 2, check_writes ? mirror(x, sx) : x, sx, sy, check_loads};
    int p0 = load_next(&l, in);
    int p1 = load_next(&l, in);
    int p2 = load_next(&l, in);
    for (int w = 0; w < steps; w++) {
        buf[tid] = p0;
        buf[win_x + tid] = p1;
        buf[2 * win_x + tid] = p2;
        for (int r = 3; r < win_y + 3; r++)
            buf[r * win_x + tid] = load_next(&l, in);
        p0 = buf[win_y * win_x + tid];
        p1 = buf[(win_y + 1) * win_x + tid];
        p2 = buf[(win_y + 2) * win_x + tid];
        lift_column(buf, win_x, win_y + 3, tid);
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int r = tid; r < win_y; r += win_x)
            lift_row(&buf[(r + 2) * win_x], win_x);
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int r = 0; r < win_y; r++) {
            int y = first + w * win_y + r;
            if (!check_writes || (x < sx && y < sy))
                out[y * sx + x] = buf[(r + 2) * win_x + tid];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
}

// Launch: win_x work-items per group (at most 64), win_y + 3 at most 19; the grid covers the
// image in windows of win_x columns and steps * win_y rows.
__kernel void wavelet53(__global const int *in, __global int *out, int sx, int sy, int steps, int win_x,
                        int win_y) {
    __local int buf[64 * 19];
    bool bottom = (get_group_id(1) + 1) * win_y * steps + 1 >= sy;
    bool right = (get_group_id(0) + 1) * win_x + 1 >= sx;
    if (bottom)
        transform(buf, in, out, sx, sy, steps, win_x, win_y, true, true);
    else if (right)
        transform(buf, in, out, sx, sy, steps, win_x, win_y, false, true);
    else
        transform(buf, in, out, sx, sy, steps, win_x, win_y, false, false);
}
