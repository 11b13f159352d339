// calls: out[i] = poly(in[i], i) + fib(in[i] % 20) where both helpers are real (noinline)
// function calls: exercises s_swappc/s_setpc, the stack in scratch and callee-saved registers.
__attribute__((noinline)) int poly(int x, int i) {
    int t[8];
    for (int k = 0; k < 8; k++) t[k] = x * k + i;
    return t[x & 7] * 3 - t[(x + 3) & 7];
}
__attribute__((noinline)) int fib(int n) {
    int a = 0, b = 1;
    for (int k = 0; k < n; k++) { int c = a + b; a = b; b = c; }
    return a;
}
__kernel void calls(__global int *out, __global const int *in) {
    int i = get_global_id(0);
    int x = in[i];
    out[i] = poly(x, i) + fib(x % 20);
}
