; Intrinsics the frontend expands into generic ops; run by frontend/tests/run.rs.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @expanded(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %tid
  %a = load i32, ptr addrspace(1) %pa, align 4
  %t64 = add i32 %tid, 64
  %pb = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %t64
  %b = load i32, ptr addrspace(1) %pb, align 4
  %o = mul i32 %tid, 10
  %e = call i32 @llvm.expect.i32(i32 %a, i32 0)
  %fl = call i32 @llvm.fshl.i32(i32 %a, i32 %b, i32 %tid)
  %fr = call i32 @llvm.fshr.i32(i32 %a, i32 %b, i32 %tid)
  %us = call i32 @llvm.uadd.sat.i32(i32 %a, i32 %b)
  %ss = call i32 @llvm.usub.sat.i32(i32 %a, i32 %b)
  %fa = bitcast i32 %a to float
  %fb = bitcast i32 %b to float
  %cs = call float @llvm.copysign.f32(float %fa, float %fb)
  %csi = bitcast float %cs to i32
  %mu = call i32 @llvm.amdgcn.mul.u24(i32 %a, i32 %b)
  %mi = call i32 @llvm.amdgcn.mul.i24(i32 %a, i32 %b)
  %off = and i32 %tid, 15
  %wid = and i32 %b, 15
  %ub = call i32 @llvm.amdgcn.ubfe.i32(i32 %a, i32 %off, i32 %wid)
  %sb = call i32 @llvm.amdgcn.sbfe.i32(i32 %a, i32 %off, i32 %wid)
  %vals = insertelement <2 x i32> poison, i32 %a, i32 0
  %vals2 = insertelement <2 x i32> %vals, i32 %b, i32 1
  %vfl = call <2 x i32> @llvm.fshl.v2i32(<2 x i32> %vals2, <2 x i32> %vals2, <2 x i32> <i32 3, i32 0>)
  %v0 = extractelement <2 x i32> %vfl, i32 0
  %v1 = extractelement <2 x i32> %vfl, i32 1
  %r = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %o
  store i32 %e, ptr addrspace(1) %r, align 4
  %r1 = getelementptr inbounds i32, ptr addrspace(1) %r, i32 1
  store i32 %fl, ptr addrspace(1) %r1, align 4
  %r2 = getelementptr inbounds i32, ptr addrspace(1) %r, i32 2
  store i32 %fr, ptr addrspace(1) %r2, align 4
  %r3 = getelementptr inbounds i32, ptr addrspace(1) %r, i32 3
  store i32 %us, ptr addrspace(1) %r3, align 4
  %r4 = getelementptr inbounds i32, ptr addrspace(1) %r, i32 4
  store i32 %ss, ptr addrspace(1) %r4, align 4
  %r5 = getelementptr inbounds i32, ptr addrspace(1) %r, i32 5
  store i32 %csi, ptr addrspace(1) %r5, align 4
  %r6 = getelementptr inbounds i32, ptr addrspace(1) %r, i32 6
  store i32 %mu, ptr addrspace(1) %r6, align 4
  %r7 = getelementptr inbounds i32, ptr addrspace(1) %r, i32 7
  store i32 %mi, ptr addrspace(1) %r7, align 4
  %r8 = getelementptr inbounds i32, ptr addrspace(1) %r, i32 8
  %ubsb = xor i32 %ub, %sb
  store i32 %ubsb, ptr addrspace(1) %r8, align 4
  %r9 = getelementptr inbounds i32, ptr addrspace(1) %r, i32 9
  %vx = xor i32 %v0, %v1
  store i32 %vx, ptr addrspace(1) %r9, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.expect.i32(i32, i32)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
declare <2 x i32> @llvm.fshl.v2i32(<2 x i32>, <2 x i32>, <2 x i32>)
declare i32 @llvm.uadd.sat.i32(i32, i32)
declare i32 @llvm.usub.sat.i32(i32, i32)
declare float @llvm.copysign.f32(float, float)
declare i32 @llvm.amdgcn.mul.u24(i32, i32)
declare i32 @llvm.amdgcn.mul.i24(i32, i32)
declare i32 @llvm.amdgcn.ubfe.i32(i32, i32, i32)
declare i32 @llvm.amdgcn.sbfe.i32(i32, i32, i32)
