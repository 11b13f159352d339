; kcc -g on IR without debug info: --trace shows the .ll line and column of each instruction
; (none for the argument loads before the first one).
; RUN: %kcc -g %s -o %t.o
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(256))" %t.buf
; RUN: %kcc run %t.o --kernel inc --grid 64 --block 64 --arg buf:%t.buf --trace | FileCheck %s

; CHECK: s_load_dwordx2 {{[^;]*$}}
define amdgpu_kernel void @inc(ptr addrspace(1) %p) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %e = getelementptr i32, ptr addrspace(1) %p, i32 %tid
  %v = load i32, ptr addrspace(1) %e
; CHECK: global_load_dword {{.*}}  ; {{.*}}trace-lines.ll:[[#@LINE-1]]:3
  %w = add i32 %v, 1
  store i32 %w, ptr addrspace(1) %e
; CHECK: global_store_dword {{.*}}  ; {{.*}}trace-lines.ll:[[#@LINE-1]]:3
  ret void
; CHECK: s_endpgm  ; {{.*}}trace-lines.ll:[[#@LINE-1]]:3
}

declare i32 @llvm.amdgcn.workitem.id.x()
