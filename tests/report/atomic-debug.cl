// With debug info the report gives the OpenCL source lines (the IR's DILocations): the
// atomic's result (line 12) is a source of divergence, the comparison on line 13 depends on
// it and the `if` there becomes a divergent (linearized) branch; the address of the store
// (line 14) is computed from it too.
// RUN: %clang_cl -O2 -g %s -o %t.ll
// RUN: %kcc %t.ll --report | FileCheck %s
// RUN: opt -passes='print<uniformity>' -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=OPT



kernel void count(global int *counter, global int *out, int n) {
  int old = atomic_add(counter, 1);
  if (old < n) {
    out[old] = n;
  }
}

// The OpenCL built-in is a call (kcc's analysis-mode view, as opt's: calls are sources).
// CHECK:      kernel count
// CHECK:        %[[OLD:[0-9]+]] ({{.*}}atomic-debug.cl:12) source: call to @_Z10atomic_add{{.*}}
// CHECK-NEXT:   %[[CMP:[0-9]+]] ({{.*}}atomic-debug.cl:13) <- %[[OLD]] ({{.*}}atomic-debug.cl:12): call to @_Z10atomic_add{{.*}}
// CHECK:        branches: 1 divergent (linearized with exec masks), 0 uniform (scalar branches)
// CHECK-NEXT:     divergent {{%[0-9]+}} ({{.*}}atomic-debug.cl:13): br i1 %[[CMP]], {{.*}} <- %[[CMP]] ({{.*}}atomic-debug.cl:13) <- %[[OLD]] ({{.*}}atomic-debug.cl:12): call to @_Z10atomic_add{{.*}}
// CHECK-NEXT:   registers and static instructions

// OPT-LABEL: UniformityInfo for function 'count':
// OPT:       DIVERGENT: %[[OLD:[0-9]+]] = tail call i32 @_Z10atomic_add
// OPT:       DIVERGENT: %{{[0-9]+}} = icmp slt i32 %[[OLD]]
// OPT:       DIVERGENT: br i1
