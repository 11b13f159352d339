; Known LLVM 22 unsoundness (conformance: nodivergencesource-divergent-arg.ll, "FIXME: This
; currently does not report DIVERGENT"). `nodivergencesource` says the call does not *create*
; divergence; its result still depends on its arguments. LLVM 22 treats such a call as always
; uniform, even with the work-item id as argument (and even inside a cycle assumed divergent).
; kcc: the call propagates its operands' divergence.
;
; RUN: %kcc --print-uniformity %s | FileCheck %s
; RUN: opt -mtriple=amdgcn-amd-amdhsa -passes='print<uniformity>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM22

; CHECK-LABEL: 'test_nodivergencesource_divergent_arg'
; CHECK: DIVERGENT: {{ *}}%tid = call i32 @llvm.amdgcn.workitem.id.x()
; CHECK-NEXT: DIVERGENT: {{ *}}%call = call i32 @nodivergencesourcefunc(i32 %tid)
; CHECK-NEXT: {{^ +}}%uni = call i32 @nodivergencesourcefunc(i32 7)
; CHECK-NEXT: DIVERGENT: {{ *}}%user = add i32 %call, 1
; LLVM22-LABEL: 'test_nodivergencesource_divergent_arg'
; LLVM22: DIVERGENT: {{ *}}%tid = call i32 @llvm.amdgcn.workitem.id.x()
; LLVM22-NEXT: {{^ +}}%call = call i32 @nodivergencesourcefunc(i32 %tid)

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @nodivergencesourcefunc(i32) #0

define void @test_nodivergencesource_divergent_arg() {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %call = call i32 @nodivergencesourcefunc(i32 %tid)
  %uni = call i32 @nodivergencesourcefunc(i32 7)
  %user = add i32 %call, 1
  ret void
}

attributes #0 = { nounwind nodivergencesource }
