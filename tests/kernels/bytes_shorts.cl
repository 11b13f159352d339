// bytes_shorts: out_s[i] = (short)(c[i] * 3 + s[i]) and out_c[i] = c[i] ^ (char)s[i] (8/16-bit loads/stores).
__kernel void bytes_shorts(__global short *out_s, __global char *out_c, __global const char *c, __global const short *s) {
    int i = get_global_id(0);
    out_s[i] = (short)(c[i] * 3 + s[i]);
    out_c[i] = c[i] ^ (char)s[i];
}
