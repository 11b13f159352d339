// A work-group sum in MLIR's gpu dialect: each wave of 64 reduces its values with
// gpu.shuffle xor (ds_bpermute on gfx900), lane 0 of each wave puts its partial sum in
// workgroup memory, and after a barrier thread 0 adds the partial sums: out[group] = sum.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @mlir_reduce(%out: memref<8xi32, #gpu.address_space<global>>,
                          %in: memref<2048xi32, #gpu.address_space<global>>)
        workgroup(%partial : memref<4xi32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c64 = arith.constant 64 : index
      %w64 = arith.constant 64 : i32
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %t = arith.muli %bid, %bdim : index
      %i = arith.addi %t, %tid : index
      %v = memref.load %in[%i] : memref<2048xi32, #gpu.address_space<global>>
      %s32 = arith.constant 32 : i32
      %s16 = arith.constant 16 : i32
      %s8 = arith.constant 8 : i32
      %s4 = arith.constant 4 : i32
      %s2 = arith.constant 2 : i32
      %s1 = arith.constant 1 : i32
      %o1, %ok1 = gpu.shuffle xor %v, %s32, %w64 : i32
      %v1 = arith.addi %v, %o1 : i32
      %o2, %ok2 = gpu.shuffle xor %v1, %s16, %w64 : i32
      %v2 = arith.addi %v1, %o2 : i32
      %o3, %ok3 = gpu.shuffle xor %v2, %s8, %w64 : i32
      %v3 = arith.addi %v2, %o3 : i32
      %o4, %ok4 = gpu.shuffle xor %v3, %s4, %w64 : i32
      %v4 = arith.addi %v3, %o4 : i32
      %o5, %ok5 = gpu.shuffle xor %v4, %s2, %w64 : i32
      %v5 = arith.addi %v4, %o5 : i32
      %o6, %ok6 = gpu.shuffle xor %v5, %s1, %w64 : i32
      %v6 = arith.addi %v5, %o6 : i32
      %lane = gpu.lane_id
      %wave = arith.divui %tid, %c64 : index
      %first = arith.cmpi eq, %lane, %c0 : index
      scf.if %first {
        memref.store %v6, %partial[%wave] : memref<4xi32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %t0 = arith.cmpi eq, %tid, %c0 : index
      scf.if %t0 {
        %waves = arith.divui %bdim, %c64 : index
        %zero = arith.constant 0 : i32
        %sum = scf.for %w = %c0 to %waves step %c1 iter_args(%acc = %zero) -> (i32) {
          %p = memref.load %partial[%w] : memref<4xi32, #gpu.address_space<workgroup>>
          %a = arith.addi %acc, %p : i32
          scf.yield %a : i32
        }
        memref.store %sum, %out[%bid] : memref<8xi32, #gpu.address_space<global>>
      }
      gpu.return
    }
  }
}
