// Spills under register limits, inside a divergent if and a loop with a divergent trip count:
// VGPRs go to the private segment (MUBUF in the wave's scratch, which is then set up), SGPRs to
// lanes of a VGPR. The code must compute what llc-22's code computes on the emulator.
// RUN: %clang_cl -O2 -include %S/../kernels/kcc_builtins.h %s -o %t.ll
// RUN: %kcc %t.ll -S -o - | FileCheck %s
// RUN: %kcc %t.ll -o %t.kcc.o
// RUN: %llc -filetype=obj %t.ll -o %t.llc.o
// RUN: python3 -c "import struct; open('%t.in','wb').write(struct.pack('<256I', *[(k * 2654435761) & 0xffff for k in range(256)])); open('%t.out','wb').write(bytes(1024))"
// RUN: rm -rf %t.kcc %t.llc
// RUN: %kcc run %t.kcc.o --kernel vgpr_spills --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.kcc
// RUN: %kcc run %t.llc.o --kernel vgpr_spills --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.llc
// RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
// RUN: %kcc run %t.kcc.o --kernel sgpr_spills --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in --arg buf:%t.in --out-dir %t.kcc
// RUN: %kcc run %t.llc.o --kernel sgpr_spills --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in --arg buf:%t.in --out-dir %t.llc
// RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
// The `frame` pass turns the private segment on for the VGPR spills (kcc allocates without
// one first); what it prints is what the code and the descriptor use.
// RUN: %kcc %t.ll -S -o %t.s --print-after=frame 2> %t.frame
// RUN: cat %t.frame %t.s | FileCheck %s --check-prefix=FRAME

// FRAME-LABEL: # *** Machine Dump After frame (kernel vgpr_spills) ***
// FRAME: private segment: turned on for spills, resource s[[[R:[0-9]+]]:[[R3:[0-9]+]]]
// FRAME: private bytes per lane: [[BYTES:[0-9]+]] (allocas 0, VGPR spill slots {{[1-9][0-9]*}})
// FRAME-LABEL: # *** Machine Dump After frame (kernel sgpr_spills) ***
// FRAME: private segment: none
// FRAME: private bytes per lane: 0
// FRAME: SGPR spill slots: {{[1-9][0-9]*}} in lanes of v[[LANES:[0-9]+]]..v
// FRAME-LABEL: vgpr_spills:
// FRAME: buffer_store_dword v{{[0-9]+}}, off, s[[[R]]:[[R3]]], 0
// FRAME-LABEL: .amdhsa_kernel vgpr_spills
// FRAME: .amdhsa_private_segment_fixed_size [[BYTES]]
// FRAME-LABEL: sgpr_spills:
// FRAME: v_writelane_b32 v[[LANES]], s{{[0-9]+}}, {{[0-9]+}}

// CHECK-LABEL: vgpr_spills:
// CHECK: buffer_store_dword v{{[0-9]+}}, off, s[{{[0-9]+:[0-9]+}}], 0 offset:
// CHECK: buffer_load_dword v{{[0-9]+}}, off, s[{{[0-9]+:[0-9]+}}], 0 offset:
// Scratch is set up where VGPRs spill, within the limit.
// CHECK-LABEL: .amdhsa_kernel vgpr_spills
// CHECK: .amdhsa_private_segment_fixed_size {{[1-9][0-9]*}}
// CHECK: .amdhsa_user_sgpr_private_segment_buffer 1
// CHECK: .amdhsa_system_sgpr_private_segment_wavefront_offset 1
// CHECK: .amdhsa_next_free_vgpr {{([0-9]|1[0-6])$}}
// CHECK-LABEL: sgpr_spills:
// CHECK: v_writelane_b32 v{{[0-9]+}}, s{{[0-9]+}}, {{[0-9]+}}
// CHECK: v_readlane_b32 s{{[0-9]+}}, v{{[0-9]+}}, {{[0-9]+}}
// CHECK-LABEL: .amdhsa_kernel sgpr_spills
// CHECK: .amdhsa_private_segment_fixed_size 0
// CHECK: .amdhsa_user_sgpr_private_segment_buffer 0
// CHECK: .amdhsa_next_free_sgpr {{([0-9]|1[0-9]|2[0-4])$}}
// The metadata counts the spills.
// CHECK: .name: vgpr_spills
// CHECK: .vgpr_spill_count: {{[1-9][0-9]*}}
// CHECK: .name: sgpr_spills
// CHECK: .sgpr_spill_count: {{[1-9][0-9]*}}

// 24 values per lane live across the loop, 16 VGPRs.
__attribute__((amdgpu_num_vgpr(16)))
__kernel void vgpr_spills(__global uint *out, __global const uint *in) {
    int i = get_global_id(0);
    uint x = in[i];
    uint a[24];
    #pragma unroll
    for (int k = 0; k < 24; k++) a[k] = x * (2 * k + 3) ^ k;
    if (x & 1) {
        for (uint r = 0; r < (x & 7); r++) {
            #pragma unroll
            for (int k = 0; k < 24; k++) a[k] = a[k] * 7 + (a[(k + 5) % 24] ^ r);
        }
    }
    uint s = 0;
    #pragma unroll
    for (int k = 0; k < 24; k++) s += a[k] * (k | 1);
    out[i] = s;
}

// 24 uniform values (scalar loads) live across the loop, 24 SGPRs.
__attribute__((amdgpu_num_sgpr(24)))
__kernel void sgpr_spills(__global uint *out, __global const uint *in, __constant uint *c) {
    int i = get_global_id(0);
    uint x = in[i];
    uint u[24];
    #pragma unroll
    for (int k = 0; k < 24; k++) u[k] = c[3 * k + 1];
    if (x & 1) {
        for (uint r = 0; r < (x & 7); r++) {
            #pragma unroll
            for (int k = 0; k < 24; k++) x = x * 3 + (u[k] ^ r);
        }
    }
    #pragma unroll
    for (int k = 0; k < 24; k++) x = x * 5 + u[23 - k];
    out[i] = x;
}
