; A work-group sum in MLIR's gpu dialect: each wave of 64 reduces its values with
; gpu.shuffle xor (ds_bpermute on gfx900), lane 0 of each wave puts its partial sum in
; workgroup memory, and after a barrier thread 0 adds the partial sums: out[group] = sum.
; Generated from mlir_reduce.mlir by scripts/mlir-kernels (mlir-opt-22 gpu -> rocdl, opt-22 -O2); do not edit.
source_filename = "llvm-link"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__wg_mlir_reduce_0 = internal unnamed_addr addrspace(3) global [4 x i32] undef

; Function Attrs: nofree norecurse nounwind
define amdgpu_kernel void @mlir_reduce(ptr addrspace(1) writeonly captures(none) %0, ptr addrspace(1) readonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = sext i32 %3 to i64
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !5
  %8 = zext i16 %7 to i64
  %9 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %10 = zext nneg i32 %9 to i64
  %11 = mul nsw i64 %8, %4
  %12 = getelementptr i32, ptr addrspace(1) %1, i64 %11
  %13 = getelementptr i32, ptr addrspace(1) %12, i64 %10
  %14 = load i32, ptr addrspace(1) %13, align 4
  %15 = tail call noundef range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %16 = tail call noundef range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %15)
  %17 = shl nuw nsw i32 %16, 2
  %18 = xor i32 %17, 128
  %19 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %18, i32 %14)
  %20 = add i32 %19, %14
  %21 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %20, i32 16415)
  %22 = add i32 %20, %21
  %23 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %22, i32 8223)
  %24 = add i32 %22, %23
  %25 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %24, i32 4127)
  %26 = add i32 %24, %25
  %27 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %26, i32 2079)
  %28 = add i32 %26, %27
  %29 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %28, i32 1055)
  %30 = icmp eq i32 %16, 0
  br i1 %30, label %31, label %35

31:                                               ; preds = %2
  %32 = lshr i32 %9, 6
  %33 = getelementptr inbounds nuw i32, ptr addrspace(3) @__wg_mlir_reduce_0, i32 %32
  %34 = add i32 %28, %29
  store i32 %34, ptr addrspace(3) %33, align 4
  br label %35

35:                                               ; preds = %31, %2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %36 = icmp eq i32 %9, 0
  br i1 %36, label %37, label %90

37:                                               ; preds = %35
  %38 = lshr i64 %8, 6
  %.not = icmp eq i64 %38, 0
  br i1 %.not, label %._crit_edge, label %.lr.ph.preheader

.lr.ph.preheader:                                 ; preds = %37
  %xtraiter = and i64 %38, 7
  %39 = icmp ult i16 %7, 512
  br i1 %39, label %.lr.ph.epil.preheader, label %.lr.ph.preheader.new

.lr.ph.preheader.new:                             ; preds = %.lr.ph.preheader
  %unroll_iter = and i64 %38, 1016
  br label %.lr.ph

.lr.ph:                                           ; preds = %.lr.ph, %.lr.ph.preheader.new
  %40 = phi i32 [ 0, %.lr.ph.preheader.new ], [ %80, %.lr.ph ]
  %41 = phi i64 [ 0, %.lr.ph.preheader.new ], [ %81, %.lr.ph ]
  %niter = phi i64 [ 0, %.lr.ph.preheader.new ], [ %niter.next.7, %.lr.ph ]
  %42 = trunc nuw nsw i64 %41 to i32
  %43 = getelementptr inbounds nuw i32, ptr addrspace(3) @__wg_mlir_reduce_0, i32 %42
  %44 = load i32, ptr addrspace(3) %43, align 4
  %45 = add i32 %44, %40
  %46 = trunc i64 %41 to i32
  %47 = getelementptr inbounds nuw i32, ptr addrspace(3) @__wg_mlir_reduce_0, i32 %46
  %48 = getelementptr inbounds nuw i8, ptr addrspace(3) %47, i32 4
  %49 = load i32, ptr addrspace(3) %48, align 4
  %50 = add i32 %49, %45
  %51 = trunc i64 %41 to i32
  %52 = getelementptr inbounds nuw i32, ptr addrspace(3) @__wg_mlir_reduce_0, i32 %51
  %53 = getelementptr inbounds nuw i8, ptr addrspace(3) %52, i32 8
  %54 = load i32, ptr addrspace(3) %53, align 4
  %55 = add i32 %54, %50
  %56 = trunc i64 %41 to i32
  %57 = getelementptr inbounds nuw i32, ptr addrspace(3) @__wg_mlir_reduce_0, i32 %56
  %58 = getelementptr inbounds nuw i8, ptr addrspace(3) %57, i32 12
  %59 = load i32, ptr addrspace(3) %58, align 4
  %60 = add i32 %59, %55
  %61 = trunc i64 %41 to i32
  %62 = getelementptr inbounds nuw i32, ptr addrspace(3) @__wg_mlir_reduce_0, i32 %61
  %63 = getelementptr inbounds nuw i8, ptr addrspace(3) %62, i32 16
  %64 = load i32, ptr addrspace(3) %63, align 4
  %65 = add i32 %64, %60
  %66 = trunc i64 %41 to i32
  %67 = getelementptr inbounds nuw i32, ptr addrspace(3) @__wg_mlir_reduce_0, i32 %66
  %68 = getelementptr inbounds nuw i8, ptr addrspace(3) %67, i32 20
  %69 = load i32, ptr addrspace(3) %68, align 4
  %70 = add i32 %69, %65
  %71 = trunc i64 %41 to i32
  %72 = getelementptr inbounds nuw i32, ptr addrspace(3) @__wg_mlir_reduce_0, i32 %71
  %73 = getelementptr inbounds nuw i8, ptr addrspace(3) %72, i32 24
  %74 = load i32, ptr addrspace(3) %73, align 4
  %75 = add i32 %74, %70
  %76 = trunc i64 %41 to i32
  %77 = getelementptr inbounds nuw i32, ptr addrspace(3) @__wg_mlir_reduce_0, i32 %76
  %78 = getelementptr inbounds nuw i8, ptr addrspace(3) %77, i32 28
  %79 = load i32, ptr addrspace(3) %78, align 4
  %80 = add i32 %79, %75
  %81 = add nuw nsw i64 %41, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %._crit_edge.loopexit.unr-lcssa, label %.lr.ph

._crit_edge.loopexit.unr-lcssa:                   ; preds = %.lr.ph
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %._crit_edge, label %.lr.ph.epil.preheader

.lr.ph.epil.preheader:                            ; preds = %._crit_edge.loopexit.unr-lcssa, %.lr.ph.preheader
  %.epil.init = phi i32 [ 0, %.lr.ph.preheader ], [ %80, %._crit_edge.loopexit.unr-lcssa ]
  %.epil.init6 = phi i64 [ 0, %.lr.ph.preheader ], [ %81, %._crit_edge.loopexit.unr-lcssa ]
  %lcmp.mod8 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod8)
  br label %.lr.ph.epil

.lr.ph.epil:                                      ; preds = %.lr.ph.epil, %.lr.ph.epil.preheader
  %82 = phi i32 [ %87, %.lr.ph.epil ], [ %.epil.init, %.lr.ph.epil.preheader ]
  %83 = phi i64 [ %88, %.lr.ph.epil ], [ %.epil.init6, %.lr.ph.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %.lr.ph.epil ], [ 0, %.lr.ph.epil.preheader ]
  %84 = trunc nuw nsw i64 %83 to i32
  %85 = getelementptr inbounds nuw i32, ptr addrspace(3) @__wg_mlir_reduce_0, i32 %84
  %86 = load i32, ptr addrspace(3) %85, align 4
  %87 = add i32 %86, %82
  %88 = add nuw nsw i64 %83, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %._crit_edge, label %.lr.ph.epil, !llvm.loop !9

._crit_edge:                                      ; preds = %._crit_edge.loopexit.unr-lcssa, %.lr.ph.epil, %37
  %.lcssa = phi i32 [ 0, %37 ], [ %80, %._crit_edge.loopexit.unr-lcssa ], [ %87, %.lr.ph.epil ]
  %89 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %4
  store i32 %.lcssa, ptr addrspace(1) %89, align 4
  br label %90

90:                                               ; preds = %._crit_edge, %35
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32 immarg) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

attributes #0 = { nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "target-cpu"="gfx900" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) "target-cpu"="gfx900" }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) "target-cpu"="gfx900" }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) "target-cpu"="gfx900" }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn "target-cpu"="gfx900" }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
