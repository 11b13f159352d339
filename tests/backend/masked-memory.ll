; llvm.masked.load / llvm.masked.store (MLIR's masked vector transfers): an element is read or
; written only where its mask bit is set. The global buffer is exactly as long as the mask
; allows, so an access past it would fault on the emulator; a constant mask, a per-lane mask
; from a tail count, a lane-dependent store mask and an LDS load of doubles. kcc's and llc-22's
; objects run with the same inputs and must write the same bytes.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/values.py %t.in 2999 32 2
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(65536 + 8 * 1024))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel k --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.in --arg i32:2999 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel k --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.in --arg i32:2999 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare <4 x i32> @llvm.masked.load.v4i32.p1(ptr addrspace(1), i32, <4 x i1>, <4 x i32>)
declare void @llvm.masked.store.v4f32.p1(<4 x float>, ptr addrspace(1), i32, <4 x i1>)
declare <2 x double> @llvm.masked.load.v2f64.p3(ptr addrspace(3), i32, <2 x i1>, <2 x double>)
@lds = internal addrspace(3) global [128 x double] poison
define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %base = shl i32 %gid, 2
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %base
  ; elements below %n - base (a tail mask, as MLIR builds it)
  %left = sub i32 %n, %base
  %m0 = icmp sgt i32 %left, 0
  %m1 = icmp sgt i32 %left, 1
  %m2 = icmp sgt i32 %left, 2
  %m3 = icmp sgt i32 %left, 3
  %v0 = insertelement <4 x i1> poison, i1 %m0, i32 0
  %v1 = insertelement <4 x i1> %v0, i1 %m1, i32 1
  %v2 = insertelement <4 x i1> %v1, i1 %m2, i32 2
  %mask = insertelement <4 x i1> %v2, i1 %m3, i32 3
  %x = call <4 x i32> @llvm.masked.load.v4i32.p1(ptr addrspace(1) %p, i32 4, <4 x i1> %mask, <4 x i32> <i32 -1, i32 -2, i32 -3, i32 -4>)
  %id4 = shl i32 %id, 2
  %pc = getelementptr i32, ptr addrspace(1) %in, i32 %id4
  %c = call <4 x i32> @llvm.masked.load.v4i32.p1(ptr addrspace(1) %pc, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 true>, <4 x i32> <i32 7, i32 8, i32 9, i32 10>)
  %s = add <4 x i32> %x, %c
  %f = sitofp <4 x i32> %s to <4 x float>
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %base
  %odd = and i32 %id, 1
  %isodd = icmp eq i32 %odd, 1
  %sm = insertelement <4 x i1> %mask, i1 %isodd, i32 0
  call void @llvm.masked.store.v4f32.p1(<4 x float> %f, ptr addrspace(1) %q, i32 4, <4 x i1> %sm)
  %l = getelementptr double, ptr addrspace(3) @lds, i32 %id
  %dv = sitofp i32 %gid to double
  store double %dv, ptr addrspace(3) %l
  %lm0 = insertelement <2 x i1> poison, i1 %m1, i32 0
  %lm = insertelement <2 x i1> %lm0, i1 %isodd, i32 1
  %d = call <2 x double> @llvm.masked.load.v2f64.p3(ptr addrspace(3) %l, i32 8, <2 x i1> %lm, <2 x double> <double 1.5, double 2.5>)
  %d0 = extractelement <2 x double> %d, i32 0
  %d1 = extractelement <2 x double> %d, i32 1
  %dd = fadd double %d0, %d1
  %o2 = getelementptr double, ptr addrspace(1) %out, i32 %gid
  %o3 = getelementptr i8, ptr addrspace(1) %o2, i32 65536
  store double %dd, ptr addrspace(1) %o3
  ret void
}
