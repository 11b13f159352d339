// saxpy in MLIR's gpu dialect with a fused multiply-add: y[i] = fma(alpha, x[i], y[i]).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @mlir_saxpy(%x: memref<512xf32, #gpu.address_space<global>>,
                         %y: memref<512xf32, #gpu.address_space<global>>, %alpha: f32) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %t = arith.muli %bid, %bdim : index
      %i = arith.addi %t, %tid : index
      %xv = memref.load %x[%i] : memref<512xf32, #gpu.address_space<global>>
      %yv = memref.load %y[%i] : memref<512xf32, #gpu.address_space<global>>
      %r = math.fma %alpha, %xv, %yv : f32
      memref.store %r, %y[%i] : memref<512xf32, #gpu.address_space<global>>
      gpu.return
    }
  }
}
