// Divergent control flow from MLIR's scf dialect: per element, a negative value counts the
// Collatz steps of its magnitude (an scf.while with a per-lane trip count, capped at 500), a
// multiple of 3 sums i*x over i < x mod 17 (an scf.for with a per-lane bound), and any other
// value is doubled or negated by its low bit (nested scf.if).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @mlir_branchy(%out: memref<256xi32, #gpu.address_space<global>>,
                           %in: memref<256xi32, #gpu.address_space<global>>) kernel {
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %c2 = arith.constant 2 : i32
      %c3 = arith.constant 3 : i32
      %c17 = arith.constant 17 : i32
      %c500 = arith.constant 500 : i32
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %t = arith.muli %bid, %bdim : index
      %i = arith.addi %t, %tid : index
      %x = memref.load %in[%i] : memref<256xi32, #gpu.address_space<global>>
      %neg = arith.cmpi slt, %x, %c0 : i32
      %r = scf.if %neg -> (i32) {
        %m = arith.subi %c0, %x : i32
        %res:2 = scf.while (%v = %m, %n = %c0) : (i32, i32) -> (i32, i32) {
          %gt = arith.cmpi sgt, %v, %c1 : i32
          %lt = arith.cmpi slt, %n, %c500 : i32
          %go = arith.andi %gt, %lt : i1
          scf.condition(%go) %v, %n : i32, i32
        } do {
        ^bb0(%v: i32, %n: i32):
          %odd = arith.andi %v, %c1 : i32
          %isodd = arith.cmpi ne, %odd, %c0 : i32
          %nv = scf.if %isodd -> (i32) {
            %t3 = arith.muli %v, %c3 : i32
            %t4 = arith.addi %t3, %c1 : i32
            scf.yield %t4 : i32
          } else {
            %h = arith.shrsi %v, %c1 : i32
            scf.yield %h : i32
          }
          %n1 = arith.addi %n, %c1 : i32
          scf.yield %nv, %n1 : i32, i32
        }
        scf.yield %res#1 : i32
      } else {
        %rem3 = arith.remsi %x, %c3 : i32
        %three = arith.cmpi eq, %rem3, %c0 : i32
        %r2 = scf.if %three -> (i32) {
          %k = arith.remsi %x, %c17 : i32
          %sum = scf.for %j = %c0 to %k step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
            %p = arith.muli %j, %x : i32
            %a = arith.addi %acc, %p : i32
            scf.yield %a : i32
          }
          scf.yield %sum : i32
        } else {
          %low = arith.andi %x, %c1 : i32
          %l = arith.cmpi eq, %low, %c0 : i32
          %r3 = scf.if %l -> (i32) {
            %d = arith.muli %x, %c2 : i32
            scf.yield %d : i32
          } else {
            %ng = arith.subi %c0, %x : i32
            scf.yield %ng : i32
          }
          scf.yield %r3 : i32
        }
        scf.yield %r2 : i32
      }
      memref.store %r, %out[%i] : memref<256xi32, #gpu.address_space<global>>
      gpu.return
    }
  }
}
