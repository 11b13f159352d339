; Divergent control flow from MLIR's scf dialect: per element, a negative value counts the
; Collatz steps of its magnitude (an scf.while with a per-lane trip count, capped at 500), a
; multiple of 3 sums i*x over i < x mod 17 (an scf.for with a per-lane bound), and any other
; value is doubled or negated by its low bit (nested scf.if).
; Generated from mlir_branchy.mlir by scripts/mlir-kernels (mlir-opt-22 gpu -> rocdl, opt-22 -O2); do not edit.
source_filename = "llvm-link"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define amdgpu_kernel void @mlir_branchy(ptr addrspace(1) writeonly captures(none) %0, ptr addrspace(1) readonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = sext i32 %3 to i64
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !5
  %8 = zext i16 %7 to i64
  %9 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %10 = zext nneg i32 %9 to i64
  %11 = mul nsw i64 %8, %4
  %12 = add nsw i64 %11, %10
  %13 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !amdgpu.noclobber !9
  %.fr = freeze i32 %14
  %15 = icmp slt i32 %.fr, 0
  br i1 %15, label %16, label %33

16:                                               ; preds = %2
  %17 = sub i32 0, %.fr
  %18 = icmp sgt i32 %17, 1
  br i1 %18, label %.lr.ph6, label %.loopexit

.lr.ph6:                                          ; preds = %16, %27
  %19 = phi i32 [ %29, %27 ], [ 0, %16 ]
  %20 = phi i32 [ %28, %27 ], [ %17, %16 ]
  %21 = and i32 %20, 1
  %.not = icmp eq i32 %21, 0
  br i1 %.not, label %25, label %22

22:                                               ; preds = %.lr.ph6
  %23 = mul i32 %20, 3
  %24 = add i32 %23, 1
  br label %27

25:                                               ; preds = %.lr.ph6
  %26 = lshr exact i32 %20, 1
  br label %27

27:                                               ; preds = %22, %25
  %28 = phi i32 [ %26, %25 ], [ %24, %22 ]
  %29 = add nuw nsw i32 %19, 1
  %30 = icmp sgt i32 %28, 1
  %31 = icmp samesign ult i32 %19, 499
  %32 = and i1 %30, %31
  br i1 %32, label %.lr.ph6, label %.loopexit

33:                                               ; preds = %2
  %34 = urem i32 %.fr, 3
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %36, label %53

36:                                               ; preds = %33
  %37 = urem i32 %.fr, 17
  %.not8 = icmp eq i32 %37, 0
  br i1 %.not8, label %.loopexit, label %.lr.ph.preheader

.lr.ph.preheader:                                 ; preds = %36
  %38 = urem i32 %.fr, 17
  %39 = sub nuw nsw i32 %.fr, %38
  %40 = xor i32 %39, -1
  %41 = add nsw i32 %.fr, %40
  %42 = zext i32 %41 to i33
  %43 = add nsw i32 %.fr, -2
  %44 = sub nsw i32 %43, %39
  %45 = zext i32 %44 to i33
  %46 = mul i33 %42, %45
  %47 = lshr i33 %46, 1
  %48 = trunc nuw i33 %47 to i32
  %49 = add i32 %.fr, %48
  %50 = xor i32 %39, -1
  %51 = add i32 %49, %50
  %52 = mul i32 %.fr, %51
  br label %.loopexit

53:                                               ; preds = %33
  %54 = and i32 %.fr, 1
  %55 = icmp eq i32 %54, 0
  br i1 %55, label %56, label %58

56:                                               ; preds = %53
  %57 = shl nuw i32 %.fr, 1
  br label %.loopexit

58:                                               ; preds = %53
  %59 = sub nsw i32 0, %.fr
  br label %.loopexit

.loopexit:                                        ; preds = %27, %.lr.ph.preheader, %36, %16, %56, %58
  %60 = phi i32 [ %57, %56 ], [ %52, %.lr.ph.preheader ], [ %59, %58 ], [ 0, %16 ], [ 0, %36 ], [ %29, %27 ]
  %61 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %12
  store i32 %60, ptr addrspace(1) %61, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "target-cpu"="gfx900" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) "target-cpu"="gfx900" }

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
