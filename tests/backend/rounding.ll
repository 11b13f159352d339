; llvm.floor, ceil, trunc, rint, nearbyint and roundeven on f16, f32 and f64: one
; v_{floor,ceil,trunc,rndne} each. Results must equal llc-22's.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/floats.py %t.a 64 64 13
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(64*8*18))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel k --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.a --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel k --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.a --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s
; CHECK-DAG: v_floor_f16_e32
; CHECK-DAG: v_ceil_f32_e32
; CHECK-DAG: v_trunc_f64_e32
; CHECK-DAG: v_rndne_f64_e32

declare i32 @llvm.amdgcn.workitem.id.x()
declare half @llvm.floor.f16(half)
declare float @llvm.floor.f32(float)
declare double @llvm.floor.f64(double)
declare half @llvm.ceil.f16(half)
declare float @llvm.ceil.f32(float)
declare double @llvm.ceil.f64(double)
declare half @llvm.trunc.f16(half)
declare float @llvm.trunc.f32(float)
declare double @llvm.trunc.f64(double)
declare half @llvm.rint.f16(half)
declare float @llvm.rint.f32(float)
declare double @llvm.rint.f64(double)
declare half @llvm.nearbyint.f16(half)
declare float @llvm.nearbyint.f32(float)
declare double @llvm.nearbyint.f64(double)
declare half @llvm.roundeven.f16(half)
declare float @llvm.roundeven.f32(float)
declare double @llvm.roundeven.f64(double)
define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %a) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr double, ptr addrspace(1) %a, i32 %id
  %x = load double, ptr addrspace(1) %pa
  %xf = fptrunc double %x to float
  %xh = fptrunc float %xf to half
  %floorf16 = call half @llvm.floor.f16(half %xh)
  %pfloorf16 = getelementptr double, ptr addrspace(1) %out, i32 0
  %qfloorf16 = getelementptr double, ptr addrspace(1) %pfloorf16, i32 %id
  store half %floorf16, ptr addrspace(1) %qfloorf16
  %floorf32 = call float @llvm.floor.f32(float %xf)
  %pfloorf32 = getelementptr double, ptr addrspace(1) %out, i32 64
  %qfloorf32 = getelementptr double, ptr addrspace(1) %pfloorf32, i32 %id
  store float %floorf32, ptr addrspace(1) %qfloorf32
  %floorf64 = call double @llvm.floor.f64(double %x)
  %pfloorf64 = getelementptr double, ptr addrspace(1) %out, i32 128
  %qfloorf64 = getelementptr double, ptr addrspace(1) %pfloorf64, i32 %id
  store double %floorf64, ptr addrspace(1) %qfloorf64
  %ceilf16 = call half @llvm.ceil.f16(half %xh)
  %pceilf16 = getelementptr double, ptr addrspace(1) %out, i32 192
  %qceilf16 = getelementptr double, ptr addrspace(1) %pceilf16, i32 %id
  store half %ceilf16, ptr addrspace(1) %qceilf16
  %ceilf32 = call float @llvm.ceil.f32(float %xf)
  %pceilf32 = getelementptr double, ptr addrspace(1) %out, i32 256
  %qceilf32 = getelementptr double, ptr addrspace(1) %pceilf32, i32 %id
  store float %ceilf32, ptr addrspace(1) %qceilf32
  %ceilf64 = call double @llvm.ceil.f64(double %x)
  %pceilf64 = getelementptr double, ptr addrspace(1) %out, i32 320
  %qceilf64 = getelementptr double, ptr addrspace(1) %pceilf64, i32 %id
  store double %ceilf64, ptr addrspace(1) %qceilf64
  %truncf16 = call half @llvm.trunc.f16(half %xh)
  %ptruncf16 = getelementptr double, ptr addrspace(1) %out, i32 384
  %qtruncf16 = getelementptr double, ptr addrspace(1) %ptruncf16, i32 %id
  store half %truncf16, ptr addrspace(1) %qtruncf16
  %truncf32 = call float @llvm.trunc.f32(float %xf)
  %ptruncf32 = getelementptr double, ptr addrspace(1) %out, i32 448
  %qtruncf32 = getelementptr double, ptr addrspace(1) %ptruncf32, i32 %id
  store float %truncf32, ptr addrspace(1) %qtruncf32
  %truncf64 = call double @llvm.trunc.f64(double %x)
  %ptruncf64 = getelementptr double, ptr addrspace(1) %out, i32 512
  %qtruncf64 = getelementptr double, ptr addrspace(1) %ptruncf64, i32 %id
  store double %truncf64, ptr addrspace(1) %qtruncf64
  %rintf16 = call half @llvm.rint.f16(half %xh)
  %printf16 = getelementptr double, ptr addrspace(1) %out, i32 576
  %qrintf16 = getelementptr double, ptr addrspace(1) %printf16, i32 %id
  store half %rintf16, ptr addrspace(1) %qrintf16
  %rintf32 = call float @llvm.rint.f32(float %xf)
  %printf32 = getelementptr double, ptr addrspace(1) %out, i32 640
  %qrintf32 = getelementptr double, ptr addrspace(1) %printf32, i32 %id
  store float %rintf32, ptr addrspace(1) %qrintf32
  %rintf64 = call double @llvm.rint.f64(double %x)
  %printf64 = getelementptr double, ptr addrspace(1) %out, i32 704
  %qrintf64 = getelementptr double, ptr addrspace(1) %printf64, i32 %id
  store double %rintf64, ptr addrspace(1) %qrintf64
  %nearbyintf16 = call half @llvm.nearbyint.f16(half %xh)
  %pnearbyintf16 = getelementptr double, ptr addrspace(1) %out, i32 768
  %qnearbyintf16 = getelementptr double, ptr addrspace(1) %pnearbyintf16, i32 %id
  store half %nearbyintf16, ptr addrspace(1) %qnearbyintf16
  %nearbyintf32 = call float @llvm.nearbyint.f32(float %xf)
  %pnearbyintf32 = getelementptr double, ptr addrspace(1) %out, i32 832
  %qnearbyintf32 = getelementptr double, ptr addrspace(1) %pnearbyintf32, i32 %id
  store float %nearbyintf32, ptr addrspace(1) %qnearbyintf32
  %nearbyintf64 = call double @llvm.nearbyint.f64(double %x)
  %pnearbyintf64 = getelementptr double, ptr addrspace(1) %out, i32 896
  %qnearbyintf64 = getelementptr double, ptr addrspace(1) %pnearbyintf64, i32 %id
  store double %nearbyintf64, ptr addrspace(1) %qnearbyintf64
  %roundevenf16 = call half @llvm.roundeven.f16(half %xh)
  %proundevenf16 = getelementptr double, ptr addrspace(1) %out, i32 960
  %qroundevenf16 = getelementptr double, ptr addrspace(1) %proundevenf16, i32 %id
  store half %roundevenf16, ptr addrspace(1) %qroundevenf16
  %roundevenf32 = call float @llvm.roundeven.f32(float %xf)
  %proundevenf32 = getelementptr double, ptr addrspace(1) %out, i32 1024
  %qroundevenf32 = getelementptr double, ptr addrspace(1) %proundevenf32, i32 %id
  store float %roundevenf32, ptr addrspace(1) %qroundevenf32
  %roundevenf64 = call double @llvm.roundeven.f64(double %x)
  %proundevenf64 = getelementptr double, ptr addrspace(1) %out, i32 1088
  %qroundevenf64 = getelementptr double, ptr addrspace(1) %proundevenf64, i32 %id
  store double %roundevenf64, ptr addrspace(1) %qroundevenf64
  ret void
}
