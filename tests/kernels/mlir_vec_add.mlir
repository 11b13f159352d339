// Element-wise sum of two f32 vectors with a bounds check, written in MLIR's gpu dialect:
// out[i] = a[i] + b[i] for i < n (i = block_id * block_dim + thread_id).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @mlir_vec_add(%out: memref<1024xf32, #gpu.address_space<global>>,
                           %a: memref<1024xf32, #gpu.address_space<global>>,
                           %b: memref<1024xf32, #gpu.address_space<global>>, %n: i32) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %t = arith.muli %bid, %bdim : index
      %i = arith.addi %t, %tid : index
      %ni = arith.index_cast %n : i32 to index
      %in = arith.cmpi ult, %i, %ni : index
      scf.if %in {
        %x = memref.load %a[%i] : memref<1024xf32, #gpu.address_space<global>>
        %y = memref.load %b[%i] : memref<1024xf32, #gpu.address_space<global>>
        %s = arith.addf %x, %y : f32
        memref.store %s, %out[%i] : memref<1024xf32, #gpu.address_space<global>>
      }
      gpu.return
    }
  }
}
