// An MLIR GPU kernel; lowered to LLVM IR through the ROCDL dialect by the tests.
module attributes {gpu.container_module} {
  gpu.module @kernels [#rocdl.target<chip = "gfx900">] {
    gpu.func @scale(%arg0: memref<256xf32>, %s: f32, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %t = arith.muli %bid, %bdim : index
      %i = arith.addi %t, %tid : index
      %c = arith.cmpi slt, %i, %n : index
      scf.if %c {
        %v = memref.load %arg0[%i] : memref<256xf32>
        %r = arith.mulf %v, %s : f32
        %one = arith.constant 1 : i32
        %w = arith.constant 64 : i32
        %sh, %ok = gpu.shuffle xor %r, %one, %w : f32
        memref.store %sh, %arg0[%i] : memref<256xf32>
      }
      gpu.return
    }
  }
}
