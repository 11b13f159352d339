; RUN: not %kcc %s --emit=mir 2>&1 | FileCheck %s
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k() {
entry:
  call void @llvm.amdgcn.init.exec(i64 4)
; CHECK: kcc: error: {{.*}}error-unknown-intrinsic.ll:[[@LINE-1]]:3: unsupported intrinsic 'llvm.amdgcn.init.exec' in function 'k', block '%entry': 'call void @llvm.amdgcn.init.exec(i64 4)'
  ret void
}

declare void @llvm.amdgcn.init.exec(i64 immarg)
