; RUN: not %kcc %s --emit=mir 2>&1 | FileCheck %s
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k() {
entry:
  call void @llvm.amdgcn.ds.gws.init(i32 4, i32 0)
; CHECK: kcc: error: {{.*}}error-unknown-intrinsic.ll:[[@LINE-1]]:3: unsupported intrinsic 'llvm.amdgcn.ds.gws.init' in function 'k', block '%entry': 'call void @llvm.amdgcn.ds.gws.init(i32 4, i32 0)'
  ret void
}

declare void @llvm.amdgcn.ds.gws.init(i32, i32)
