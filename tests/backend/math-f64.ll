; llvm.exp/exp2/exp10.f64 and llvm.log/log2/log10.f64, which llc-22 cannot lower (no libcall). exp: range
; reduction by ln 2 in two parts (exp2, exp10: x·ln base as a double-double), a degree-13
; Taylor polynomial in fma, v_ldexp_f64; log: exponent and
; mantissa from the bits, log m = 2 atanh(f / (2 + f)) as a series in fma; llvm.sin/cos.f64:
; reduction by pi/2 as a double-double (three-part Cody-Waite below 2^30, Payne-Hanek with
; v_trig_preop_f64's segments of 2/pi above), Taylor series in fma; llvm.pow.f64: 2^(y log2 |x|)
; in double-doubles and C's special cases. kcc's object runs on the
; emulator and every result must be within OpenCL's 3 ulp (sin, cos: 4; pow: 16) of the host's
; (specials exactly; sin and cos also of the exact value, see f64_math.py).
; RUN: %kcc %s -o %t.kcc.o
; RUN: rm -rf %t.exp %t.log && mkdir -p %t.exp %t.log
; RUN: %python %inputs/backend/f64_math.py %kcc %t.kcc.o %t.exp exp | FileCheck %s --check-prefix=EXP
; RUN: %python %inputs/backend/f64_math.py %kcc %t.kcc.o %t.log log | FileCheck %s --check-prefix=LOG
; RUN: rm -rf %t.exp2 %t.exp10 %t.log2 %t.log10 && mkdir -p %t.exp2 %t.exp10 %t.log2 %t.log10
; RUN: %python %inputs/backend/f64_math.py %kcc %t.kcc.o %t.exp2 exp2 | FileCheck %s --check-prefix=EXP2
; RUN: %python %inputs/backend/f64_math.py %kcc %t.kcc.o %t.exp10 exp10 | FileCheck %s --check-prefix=EXP10
; RUN: %python %inputs/backend/f64_math.py %kcc %t.kcc.o %t.log2 log2 | FileCheck %s --check-prefix=LOG2
; RUN: %python %inputs/backend/f64_math.py %kcc %t.kcc.o %t.log10 log10 | FileCheck %s --check-prefix=LOG10
; RUN: rm -rf %t.sin %t.cos && mkdir -p %t.sin %t.cos
; RUN: %python %inputs/backend/f64_math.py %kcc %t.kcc.o %t.sin sin | FileCheck %s --check-prefix=SIN
; RUN: %python %inputs/backend/f64_math.py %kcc %t.kcc.o %t.cos cos | FileCheck %s --check-prefix=COS
; RUN: rm -rf %t.pow && mkdir -p %t.pow
; RUN: %python %inputs/backend/f64_math.py %kcc %t.kcc.o %t.pow pow | FileCheck %s --check-prefix=POW
; RUN: %kcc %s -S -o - | FileCheck %s
; EXP: exp f64: 4096 inputs, max error
; LOG: log f64: 4096 inputs, max error
; EXP2: exp2 f64: 4096 inputs, max error
; EXP10: exp10 f64: 4096 inputs, max error
; LOG2: log2 f64: 4096 inputs, max error
; LOG10: log10 f64: 4096 inputs, max error
; SIN: sin f64: 4096 inputs, max error
; COS: cos f64: 4096 inputs, max error
; POW: pow f64: 2048 inputs, max error
target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: exp_f64:
; CHECK: v_rndne_f64
; CHECK-COUNT-13: v_fma_f64
; CHECK: v_ldexp_f64
define amdgpu_kernel void @exp_f64(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr double, ptr addrspace(1) %in, i32 %gid
  %x = load double, ptr addrspace(1) %pi
  %r = call double @llvm.exp.f64(double %x)
  %po = getelementptr double, ptr addrspace(1) %out, i32 %gid
  store double %r, ptr addrspace(1) %po
  ret void
}

; CHECK-LABEL: log_f64:
; CHECK: v_div_scale_f64
; CHECK: v_fma_f64
define amdgpu_kernel void @log_f64(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr double, ptr addrspace(1) %in, i32 %gid
  %x = load double, ptr addrspace(1) %pi
  %r = call double @llvm.log.f64(double %x)
  %po = getelementptr double, ptr addrspace(1) %out, i32 %gid
  store double %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @exp2_f64(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr double, ptr addrspace(1) %in, i32 %gid
  %x = load double, ptr addrspace(1) %pi
  %r = call double @llvm.exp2.f64(double %x)
  %po = getelementptr double, ptr addrspace(1) %out, i32 %gid
  store double %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @exp10_f64(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr double, ptr addrspace(1) %in, i32 %gid
  %x = load double, ptr addrspace(1) %pi
  %r = call double @llvm.exp10.f64(double %x)
  %po = getelementptr double, ptr addrspace(1) %out, i32 %gid
  store double %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @log2_f64(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr double, ptr addrspace(1) %in, i32 %gid
  %x = load double, ptr addrspace(1) %pi
  %r = call double @llvm.log2.f64(double %x)
  %po = getelementptr double, ptr addrspace(1) %out, i32 %gid
  store double %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @log10_f64(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr double, ptr addrspace(1) %in, i32 %gid
  %x = load double, ptr addrspace(1) %pi
  %r = call double @llvm.log10.f64(double %x)
  %po = getelementptr double, ptr addrspace(1) %out, i32 %gid
  store double %r, ptr addrspace(1) %po
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare double @llvm.exp.f64(double)
declare double @llvm.log.f64(double)
declare double @llvm.exp2.f64(double)
declare double @llvm.exp10.f64(double)
declare double @llvm.log2.f64(double)
declare double @llvm.log10.f64(double)

; sin and cos: Cody-Waite reduction below 2^30, Payne-Hanek with v_trig_preop_f64 above.
; CHECK-LABEL: sin_f64:
; CHECK: v_rndne_f64
; CHECK: v_trig_preop_f64
; CHECK-LABEL: cos_f64:
; CHECK: v_trig_preop_f64
define amdgpu_kernel void @sin_f64(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr double, ptr addrspace(1) %in, i32 %gid
  %x = load double, ptr addrspace(1) %pi
  %r = call double @llvm.sin.f64(double %x)
  %po = getelementptr double, ptr addrspace(1) %out, i32 %gid
  store double %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @cos_f64(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr double, ptr addrspace(1) %in, i32 %gid
  %x = load double, ptr addrspace(1) %pi
  %r = call double @llvm.cos.f64(double %x)
  %po = getelementptr double, ptr addrspace(1) %out, i32 %gid
  store double %r, ptr addrspace(1) %po
  ret void
}

declare double @llvm.sin.f64(double)
declare double @llvm.cos.f64(double)

; pow: 2^(y·log2 |x|) with log2 |x| and the product as double-doubles, C's special cases.
define amdgpu_kernel void @pow_f64(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr <2 x double>, ptr addrspace(1) %in, i32 %gid
  %v = load <2 x double>, ptr addrspace(1) %pi
  %x = extractelement <2 x double> %v, i32 0
  %y = extractelement <2 x double> %v, i32 1
  %r = call double @llvm.pow.f64(double %x, double %y)
  %po = getelementptr double, ptr addrspace(1) %out, i32 %gid
  store double %r, ptr addrspace(1) %po
  ret void
}

declare double @llvm.pow.f64(double, double)
