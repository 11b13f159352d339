// A 48x32 i32 matrix transposed through a 16x16 tile in workgroup memory (MLIR gpu dialect):
// each group reads a tile row by row, waits at a barrier and writes it column by column,
// out[x][y] = in[y][x] with in of 32 rows of 48 and out of 48 rows of 32.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @mlir_transpose(%out: memref<48x32xi32, #gpu.address_space<global>>,
                             %in: memref<32x48xi32, #gpu.address_space<global>>)
        workgroup(%tile : memref<16x17xi32, #gpu.address_space<workgroup>>) kernel {
      %c16 = arith.constant 16 : index
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %x0 = arith.muli %bx, %c16 : index
      %y0 = arith.muli %by, %c16 : index
      %x = arith.addi %x0, %tx : index
      %y = arith.addi %y0, %ty : index
      %v = memref.load %in[%y, %x] : memref<32x48xi32, #gpu.address_space<global>>
      memref.store %v, %tile[%ty, %tx] : memref<16x17xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %ox = arith.addi %x0, %ty : index
      %oy = arith.addi %y0, %tx : index
      %w = memref.load %tile[%tx, %ty] : memref<16x17xi32, #gpu.address_space<workgroup>>
      memref.store %w, %out[%ox, %oy] : memref<48x32xi32, #gpu.address_space<global>>
      gpu.return
    }
  }
}
