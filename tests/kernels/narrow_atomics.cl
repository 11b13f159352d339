// narrow_atomics: 8- and 16-bit atomics on global memory and LDS, which gfx900 does on the
// aligned dword holding them (one dword atomic for and/or/xor, a compare-and-swap loop that
// replaces only their bits for the others); neighbouring bytes and halves of one dword are
// updated by different lanes at once. For v = in[i] and slot s = v & 63 (of 64):
// bytes[s] += 1 (a count mod 256), bytes[64 + s] max= v >> 8, bytes[128 + (v & 3)] |= 1 << (v >> 4 & 7),
// bytes[132 + (v & 3)] &= ~(1 << (v >> 7 & 7)), bytes[136 + (v & 3)] ^= v >> 10;
// halves[s] -= v >> 12 (mod 2^16), halves[64 + (v & 7)] min= (short)(v >> 8) (signed);
// per work-group, on LDS: 16 byte counters by v & 15 and 8 halves with umax of v >> 16,
// written to bytes[256 + 16 * group ..] and halves[128 + 8 * group ..].
#define RELAXED(op, p, v) __atomic_##op(p, v, __ATOMIC_RELAXED)
__kernel void narrow_atomics(__global uchar *bytes, __global short *halves, __global const uint *in) {
    __local uchar lcount[16];
    __local ushort lmax[8];
    size_t lid = get_local_id(0);
    if (lid < 16)
        lcount[lid] = 0;
    if (lid < 8)
        lmax[lid] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    uint v = in[get_global_id(0)];
    uint s = v & 63;
    RELAXED(fetch_add, bytes + s, (uchar)1);
    RELAXED(fetch_max, bytes + 64 + s, (uchar)(v >> 8));
    RELAXED(fetch_or, bytes + 128 + (v & 3), (uchar)(1 << (v >> 4 & 7)));
    RELAXED(fetch_and, bytes + 132 + (v & 3), (uchar)~(1 << (v >> 7 & 7)));
    RELAXED(fetch_xor, bytes + 136 + (v & 3), (uchar)(v >> 10));
    RELAXED(fetch_sub, halves + s, (short)(v >> 12));
    RELAXED(fetch_min, halves + 64 + (v & 7), (short)(v >> 8));
    RELAXED(fetch_add, lcount + (v & 15), (uchar)1);
    RELAXED(fetch_max, lmax + (v & 7), (ushort)(v >> 16));
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < 16)
        bytes[256 + 16 * get_group_id(0) + lid] = lcount[lid];
    if (lid < 8)
        halves[128 + 8 * get_group_id(0) + lid] = lmax[lid];
}
