; MLIR's math dialect on the GPU: math.exp, math.log and math.tanh of each element, which the
; gpu-to-rocdl conversion turns into calls of ROCm's ocml (__ocml_exp_f32, __ocml_log_f32,
; __ocml_tanh_f32), linked and inlined at -O2: e[i] = exp(x), l[i] = log(|x|), t[i] = tanh(x).
; Generated from mlir_math.mlir by scripts/mlir-kernels (mlir-opt-22 gpu -> rocdl, opt-22 -O2); do not edit.
source_filename = "llvm-link"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define amdgpu_kernel void @mlir_math(ptr addrspace(1) writeonly captures(none) %0, ptr addrspace(1) writeonly captures(none) %1, ptr addrspace(1) writeonly captures(none) %2, ptr addrspace(1) readonly captures(none) %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = sext i32 %5 to i64
  %7 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !tbaa !5
  %10 = zext i16 %9 to i64
  %11 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %12 = zext nneg i32 %11 to i64
  %13 = mul nsw i64 %10, %6
  %14 = add nsw i64 %13, %12
  %15 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %14
  %16 = load float, ptr addrspace(1) %15, align 4, !amdgpu.noclobber !9
  %17 = tail call float @llvm.exp.f32(float %16)
  %18 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %14
  store float %17, ptr addrspace(1) %18, align 4
  %19 = tail call float @llvm.fabs.f32(float %16)
  %20 = tail call float @llvm.log.f32(float %19)
  %21 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %14
  store float %20, ptr addrspace(1) %21, align 4
  %22 = fcmp olt float %19, 6.250000e-01
  br i1 %22, label %23, label %31

23:                                               ; preds = %4
  %24 = fmul float %16, %16
  %25 = tail call noundef float @llvm.fmuladd.f32(float %24, float 0xBF7758E7A0000000, float 0x3F95211920000000)
  %26 = tail call noundef float @llvm.fmuladd.f32(float %24, float %25, float 0xBFAB8389C0000000)
  %27 = tail call noundef float @llvm.fmuladd.f32(float %24, float %26, float 0x3FC1107040000000)
  %28 = tail call noundef float @llvm.fmuladd.f32(float %24, float %27, float 0xBFD5555320000000)
  %29 = fmul float %19, %28
  %30 = tail call noundef float @llvm.fmuladd.f32(float %24, float %29, float %19)
  br label %__ocml_tanh_f32.exit

31:                                               ; preds = %4
  %32 = fmul float %19, 2.000000e+00
  %33 = fcmp ogt float %32, 0x40562E4300000000
  %34 = fmul float %32, 0x3FF7154760000000
  %35 = fneg float %34
  %36 = tail call float @llvm.fma.f32(float %32, float 0x3FF7154760000000, float %35)
  %37 = tail call float @llvm.fma.f32(float %32, float 0x3E54AE0BE0000000, float %36)
  %38 = tail call float @llvm.rint.f32(float %34)
  %39 = fsub float %34, %38
  %40 = fadd float %37, %39
  %41 = tail call float @llvm.exp2.f32(float %40)
  %42 = fptosi float %38 to i32
  %43 = tail call float @llvm.ldexp.f32.i32(float %41, i32 %42)
  %44 = fadd float %43, 1.000000e+00
  %45 = select i1 %33, float 0x7FF0000000000000, float %44
  %46 = tail call float @llvm.amdgcn.rcp.f32(float %45)
  %47 = tail call noundef float @llvm.fmuladd.f32(float %46, float -2.000000e+00, float 1.000000e+00)
  br label %__ocml_tanh_f32.exit

__ocml_tanh_f32.exit:                             ; preds = %23, %31
  %48 = phi float [ %30, %23 ], [ %47, %31 ]
  %49 = tail call noundef float @llvm.copysign.f32(float %48, float %16)
  %50 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %14
  store float %49, ptr addrspace(1) %50, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log.f32(float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.amdgcn.rcp.f32(float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp2.f32(float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ldexp.f32.i32(float, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "target-cpu"="gfx900" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) "target-cpu"="gfx900" }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) "target-cpu"="gfx900" }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 0}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 15.0.5"}
!5 = !{!6, !6, i64 0}
!6 = !{!"short", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{}
