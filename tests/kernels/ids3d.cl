// ids3d: writes, for each work-item of a 3-D grid, a packed record of its ids and sizes:
// out[lin*4 + 0..3] = {gid0 + 1000*gid1 + 1000000*gid2, lid0 + 16*lid1 + 256*lid2,
//                      grp0 + 16*grp1 + 256*grp2, lsz0 + 16*lsz1 + 256*lsz2 + 4096*gsz0}.
__kernel void ids3d(__global int *out) {
    size_t x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
    size_t lin = (z * get_global_size(1) + y) * get_global_size(0) + x;
    out[lin * 4 + 0] = x + 1000 * y + 1000000 * z;
    out[lin * 4 + 1] = get_local_id(0) + 16 * get_local_id(1) + 256 * get_local_id(2);
    out[lin * 4 + 2] = get_group_id(0) + 16 * get_group_id(1) + 256 * get_group_id(2);
    out[lin * 4 + 3] = get_local_size(0) + 16 * get_local_size(1) + 256 * get_local_size(2) + 4096 * get_global_size(0);
}
