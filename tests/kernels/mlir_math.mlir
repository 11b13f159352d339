// MLIR's math dialect on the GPU: math.exp, math.log and math.tanh of each element, which the
// gpu-to-rocdl conversion turns into calls of ROCm's ocml (__ocml_exp_f32, __ocml_log_f32,
// __ocml_tanh_f32), linked and inlined at -O2: e[i] = exp(x), l[i] = log(|x|), t[i] = tanh(x).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @mlir_math(%e: memref<512xf32, #gpu.address_space<global>>,
                        %l: memref<512xf32, #gpu.address_space<global>>,
                        %th: memref<512xf32, #gpu.address_space<global>>,
                        %in: memref<512xf32, #gpu.address_space<global>>) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %t = arith.muli %bid, %bdim : index
      %i = arith.addi %t, %tid : index
      %x = memref.load %in[%i] : memref<512xf32, #gpu.address_space<global>>
      %ex = math.exp %x : f32
      memref.store %ex, %e[%i] : memref<512xf32, #gpu.address_space<global>>
      %ax = math.absf %x : f32
      %lx = math.log %ax : f32
      memref.store %lx, %l[%i] : memref<512xf32, #gpu.address_space<global>>
      %tx = math.tanh %x : f32
      memref.store %tx, %th[%i] : memref<512xf32, #gpu.address_space<global>>
      gpu.return
    }
  }
}
