; A 48x32 i32 matrix transposed through a 16x16 tile in workgroup memory (MLIR gpu dialect):
; each group reads a tile row by row, waits at a barrier and writes it column by column,
; out[x][y] = in[y][x] with in of 32 rows of 48 and out of 48 rows of 32.
; Generated from mlir_transpose.mlir by scripts/mlir-kernels (mlir-opt-22 gpu -> rocdl, opt-22 -O2); do not edit.
source_filename = "llvm-link"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__wg_mlir_transpose_0 = internal unnamed_addr addrspace(3) global [272 x i32] undef

; Function Attrs: mustprogress nofree norecurse nounwind willreturn
define amdgpu_kernel void @mlir_transpose(ptr addrspace(1) writeonly captures(none) %0, ptr addrspace(1) readonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = sext i32 %3 to i64
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %6 = sext i32 %5 to i64
  %7 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %8 = zext nneg i32 %7 to i64
  %9 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %10 = zext nneg i32 %9 to i64
  %11 = shl nsw i64 %4, 4
  %12 = shl nsw i64 %6, 4
  %13 = add nsw i64 %12, %10
  %.idx = mul nuw nsw i64 %13, 192
  %14 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 %.idx
  %15 = getelementptr i32, ptr addrspace(1) %14, i64 %11
  %16 = getelementptr i32, ptr addrspace(1) %15, i64 %8
  %17 = load i32, ptr addrspace(1) %16, align 4
  %.idx1 = mul nuw nsw i32 %9, 68
  %18 = getelementptr inbounds nuw i8, ptr addrspace(3) @__wg_mlir_transpose_0, i32 %.idx1
  %19 = getelementptr inbounds nuw i32, ptr addrspace(3) %18, i32 %7
  store i32 %17, ptr addrspace(3) %19, align 4
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %20 = add nsw i64 %11, %10
  %.idx2 = mul nuw nsw i32 %7, 68
  %21 = getelementptr inbounds nuw i8, ptr addrspace(3) @__wg_mlir_transpose_0, i32 %.idx2
  %22 = getelementptr inbounds nuw i32, ptr addrspace(3) %21, i32 %9
  %23 = load i32, ptr addrspace(3) %22, align 4
  %.idx3 = shl nuw nsw i64 %20, 7
  %24 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %.idx3
  %25 = getelementptr i32, ptr addrspace(1) %24, i64 %12
  %26 = getelementptr i32, ptr addrspace(1) %25, i64 %8
  store i32 %23, ptr addrspace(1) %26, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

attributes #0 = { mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "target-cpu"="gfx900" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) "target-cpu"="gfx900" }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn "target-cpu"="gfx900" }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 0}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 15.0.5"}
