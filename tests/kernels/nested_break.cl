// nested_break: for each i, sums j*k over j < in[i]%17, k < 10, skipping k == j (continue)
// and leaving the inner loop once the running sum exceeds 200 (break).
__kernel void nested_break(__global int *out, __global const int *in) {
    int i = get_global_id(0);
    int n = in[i] % 17;
    int sum = 0;
    for (int j = 0; j < n; j++) {
        for (int k = 0; k < 10; k++) {
            if (k == j) continue;
            sum += j * k;
            if (sum > 200) break;
        }
    }
    out[i] = sum;
}
