// Occupancy attributes set the register budget as AMDGPUUsage describes and llc applies it:
// 10 waves per SIMD leave 24 VGPRs per lane (256 / 10, in granules of 4). The kernel keeps
// 40 values per lane live across a loop, so it spills, and computes what llc-22's code
// computes on the emulator. --stats reports the budget, the occupancy and what limits it.
// RUN: %clang_cl -O2 -include %S/../kernels/kcc_builtins.h %s -o %t.ll
// RUN: %kcc %t.ll -o %t.kcc.o --stats %t.json
// RUN: %llc -filetype=obj %t.ll -o %t.llc.o
// RUN: llvm-readobj --notes %t.kcc.o | FileCheck %s --check-prefix=NOTES
// RUN: FileCheck %s --check-prefix=STATS < %t.json
// RUN: python3 -c "import struct; open('%t.in','wb').write(struct.pack('<256I', *[(k * 2654435761) & 0xffff for k in range(256)])); open('%t.out','wb').write(bytes(1024))"
// RUN: rm -rf %t.kcc %t.llc
// RUN: %kcc run %t.kcc.o --kernel ten_waves --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.kcc
// RUN: %kcc run %t.llc.o --kernel ten_waves --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.llc
// RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin

// NOTES: .name: ten_waves
// NOTES: .vgpr_count: {{([0-9]|1[0-9]|2[0-4])$}}
// NOTES: .vgpr_spill_count: {{[1-9][0-9]*}}

// STATS: "kernel": "ten_waves"
// STATS-DAG: "occupancy": 10
// STATS-DAG: "vgpr_budget": 24
// STATS-DAG: "sgpr_budget": 74

__attribute__((amdgpu_waves_per_eu(10, 10)))
__kernel void ten_waves(__global uint *out, __global const uint *in) {
    int i = get_global_id(0);
    uint x = in[i];
    uint a[40];
    #pragma unroll
    for (int k = 0; k < 40; k++) a[k] = x * (2 * k + 3) ^ k;
    for (uint r = 0; r < (x & 7); r++) {
        #pragma unroll
        for (int k = 0; k < 40; k++) a[k] = a[k] * 7 + (a[(k + 5) % 40] ^ r);
    }
    uint s = 0;
    #pragma unroll
    for (int k = 0; k < 40; k++) s += a[k] * (k + 1);
    out[i] = s;
}
