; llvm.read_register / llvm.write_register of the registers kcc leaves to the program (M0
; written and read back; EXEC and its halves read in a divergent branch: that branch's
; lanes), llvm.debugtrap (`s_trap 3`: with no debugger attached the trap handler returns and
; the wave goes on) and llvm.convert.from.fp16 / convert.to.fp16. Both compilers' objects
; must leave the same buffer; FLAT_SCRATCH is read too, which the kernel then sets up (as
; llc-22 does) so that it holds the wave's scratch base. Writing EXEC is refused: kcc's
; control flow keeps the lanes' masks itself.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: %python -c "import random,struct,sys; r=random.Random(9); v=[0.0,-0.0,1.0,65504.0,6e-8,float('inf'),-2.5,1e-3]+[r.uniform(-1000,1000) for _ in range(56)]; open(sys.argv[1],'wb').write(struct.pack('<64e',*v))" %t.in
; RUN: rm -rf %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel registers --grid 64 --block 64 --arg zeros:2064 --arg buf:%t.in --arg i32:12345 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel registers --grid 64 --block 64 --arg zeros:2064 --arg buf:%t.in --arg i32:12345 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: sed 's/call void @llvm.write_register.i32(metadata !0, i32 %u)/call void @llvm.write_register.i64(metadata !1, i64 0)/' %s > %t.exec.ll
; RUN: not %kcc %t.exec.ll -o %t.o 2>&1 | FileCheck %s --check-prefix=EXEC
; EXEC: kcc: error: {{.*}}.exec.ll:[[#@LINE+20]]:3: 'llvm.write_register.i64' of register 'exec' is not supported (kcc writes m0 only: it keeps EXEC and allocates registers itself) in function 'registers'

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.read_register.i32(metadata)
declare i64 @llvm.read_register.i64(metadata)
declare void @llvm.write_register.i32(metadata, i32)
declare void @llvm.write_register.i64(metadata, i64)
declare void @llvm.debugtrap()
declare float @llvm.convert.from.fp16.f32(i16)
declare double @llvm.convert.from.fp16.f64(i16)
declare i16 @llvm.convert.to.fp16.f32(float)
declare i16 @llvm.convert.to.fp16.f64(double)

; M0 written and read back, FLAT_SCRATCH read, EXEC (and its halves) read inside a
; divergent branch, a debugger trap between stores (no debugger: execution goes on), and the
; fp16 conversions.
define amdgpu_kernel void @registers(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %u) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %o = getelementptr [8 x i32], ptr addrspace(1) %out, i32 %t
  call void @llvm.write_register.i32(metadata !0, i32 %u)
  %m0 = call i32 @llvm.read_register.i32(metadata !0)
  store i32 %m0, ptr addrspace(1) %o
  %fs = call i64 @llvm.read_register.i64(metadata !4)
  %fs.o = getelementptr i8, ptr addrspace(1) %out, i32 2048
  store i64 %fs, ptr addrspace(1) %fs.o
  call void @llvm.debugtrap()
  %c = icmp ult i32 %t, 37
  br i1 %c, label %then, label %join

then:
  %exec = call i64 @llvm.read_register.i64(metadata !1)
  %lo = call i32 @llvm.read_register.i32(metadata !2)
  %hi = call i32 @llvm.read_register.i32(metadata !3)
  %o1 = getelementptr i32, ptr addrspace(1) %o, i32 1
  store i64 %exec, ptr addrspace(1) %o1, align 4
  %o3 = getelementptr i32, ptr addrspace(1) %o, i32 3
  store i32 %lo, ptr addrspace(1) %o3
  %o4 = getelementptr i32, ptr addrspace(1) %o, i32 4
  store i32 %hi, ptr addrspace(1) %o4
  br label %join

join:
  %p = getelementptr i16, ptr addrspace(1) %in, i32 %t
  %h = load i16, ptr addrspace(1) %p
  %f = call float @llvm.convert.from.fp16.f32(i16 %h)
  %d = call double @llvm.convert.from.fp16.f64(i16 %h)
  %f3 = fmul float %f, 3.0
  %h3 = call i16 @llvm.convert.to.fp16.f32(float %f3)
  %d7 = fdiv double %d, 7.0
  %h7 = call i16 @llvm.convert.to.fp16.f64(double %d7)
  %o5 = getelementptr i32, ptr addrspace(1) %o, i32 5
  %fb = bitcast float %f to i32
  store i32 %fb, ptr addrspace(1) %o5
  %o6 = getelementptr i32, ptr addrspace(1) %o, i32 6
  store i16 %h3, ptr addrspace(1) %o6
  %o6h = getelementptr i16, ptr addrspace(1) %o6, i32 1
  store i16 %h7, ptr addrspace(1) %o6h
  %o7 = getelementptr i32, ptr addrspace(1) %o, i32 7
  %dl = fptrunc double %d to float
  store float %dl, ptr addrspace(1) %o7
  ret void
}

!0 = !{!"m0"}
!1 = !{!"exec"}
!2 = !{!"exec_lo"}
!3 = !{!"exec_hi"}
!4 = !{!"flat_scratch"}
