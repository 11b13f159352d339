; Loads of private objects (allocas) that read what a store on every path to them wrote take
; the stored value (MIR passes `forward-stores` and `fold-branches`), as clang -O0's OpenCL
; code needs: its local variables live in allocas reached through generic pointers. In
; @dims the dimension index stored as 0 makes the `get_global_id` switch constant: no private
; memory, no compares: the id is one v_lshl_add_u32, stored as it is. In @tricky forwarding must not
; happen: stores on two sides of a divergent branch (a value per side: the load reads memory),
; a loop that overwrites the variable (its last value), a partial overwrite of an i64, a load
; of another width, a store at a per-lane index into the array, and a store through a generic
; pointer that may be either of two objects. Both kernels must compute what llc-22's code does.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/values.py %t.in 256 32 41
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(256*4*8))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel dims --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel dims --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel tricky --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in --arg i32:5 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel tricky --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in --arg i32:5 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel tricky --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in --arg i32:0 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel tricky --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.in --arg i32:0 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s
target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: dims:
; CHECK-NOT: buffer_
; CHECK-NOT: v_cmp
; CHECK: v_lshl_add_u32 [[I:v[0-9]+]], s{{[0-9]+}}, 6, v0
; CHECK-NOT: buffer_
; CHECK: global_store_dword v[{{[0-9]+:[0-9]+}}], [[I]], off
; CHECK-NEXT: s_endpgm
; CHECK: .amdhsa_private_segment_fixed_size 0
define amdgpu_kernel void @dims(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %dim.a = alloca i32, align 4, addrspace(5)
  %out.a = alloca ptr addrspace(1), align 8, addrspace(5)
  %dim = addrspacecast ptr addrspace(5) %dim.a to ptr
  %outp = addrspacecast ptr addrspace(5) %out.a to ptr
  store ptr addrspace(1) %out, ptr %outp, align 8
  store i32 0, ptr %dim, align 4
  %d0 = load i32, ptr %dim, align 4
  %is0 = icmp eq i32 %d0, 0
  br i1 %is0, label %x, label %not.x
x:
  %gx = call i32 @llvm.amdgcn.workgroup.id.x()
  br label %group
not.x:
  %d1 = load i32, ptr %dim, align 4
  %is1 = icmp eq i32 %d1, 1
  br i1 %is1, label %y, label %z
y:
  %gy = call i32 @llvm.amdgcn.workgroup.id.y()
  br label %group
z:
  %gz = call i32 @llvm.amdgcn.workgroup.id.z()
  br label %group
group:
  %g = phi i32 [ %gx, %x ], [ %gy, %y ], [ %gz, %z ]
  %d2 = load i32, ptr %dim, align 4
  %is0b = icmp eq i32 %d2, 0
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %b = mul i32 %g, 64
  %i = add i32 %b, %t
  %o = load ptr addrspace(1), ptr %outp, align 8
  %p = getelementptr i32, ptr addrspace(1) %o, i32 %i
  %v = select i1 %is0b, i32 %i, i32 -1
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}

; CHECK-LABEL: tricky:
; CHECK: buffer_store
; CHECK: buffer_load
; CHECK: s_endpgm
define amdgpu_kernel void @tricky(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %var = alloca i32, align 4, addrspace(5)
  %wide = alloca i64, align 8, addrspace(5)
  %arr = alloca [8 x i32], align 4, addrspace(5)
  %other = alloca i32, align 4, addrspace(5)
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = mul i32 %g, 64
  %i = add i32 %b, %t
  %ip = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %x = load i32, ptr addrspace(1) %ip, align 4
  ; a value per side of a divergent branch
  store i32 1, ptr addrspace(5) %var, align 4
  %odd = and i32 %x, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %then, label %join
then:
  store i32 %x, ptr addrspace(5) %var, align 4
  br label %join
join:
  %r0 = load i32, ptr addrspace(5) %var, align 4
  ; a loop that overwrites it n times
  br label %loop
loop:
  %k = phi i32 [ 0, %join ], [ %k1, %loop ]
  %vk = load i32, ptr addrspace(5) %var, align 4
  %vk1 = add i32 %vk, %k
  store i32 %vk1, ptr addrspace(5) %var, align 4
  %k1 = add i32 %k, 1
  %more = icmp slt i32 %k1, %n
  br i1 %more, label %loop, label %after
after:
  %r1 = load i32, ptr addrspace(5) %var, align 4
  ; a partial overwrite of an i64, and a narrower load
  %xw = zext i32 %x to i64
  %w0 = mul i64 %xw, 4294967311
  store i64 %w0, ptr addrspace(5) %wide, align 8
  %hi = getelementptr i8, ptr addrspace(5) %wide, i32 4
  store i32 %r1, ptr addrspace(5) %hi, align 4
  %w1 = load i64, ptr addrspace(5) %wide, align 8
  %lo16 = load i16, ptr addrspace(5) %wide, align 8
  %lo32 = zext i16 %lo16 to i32
  ; a store at a per-lane index between a store and a load of the array
  %a3 = getelementptr [8 x i32], ptr addrspace(5) %arr, i32 0, i32 3
  store i32 33, ptr addrspace(5) %a3, align 4
  %li = and i32 %x, 7
  %ai = getelementptr [8 x i32], ptr addrspace(5) %arr, i32 0, i32 %li
  store i32 %x, ptr addrspace(5) %ai, align 4
  %r2 = load i32, ptr addrspace(5) %a3, align 4
  ; a store through a generic pointer to one of two objects
  store i32 7, ptr addrspace(5) %other, align 4
  store i32 8, ptr addrspace(5) %var, align 4
  %gv = addrspacecast ptr addrspace(5) %var to ptr
  %go = addrspacecast ptr addrspace(5) %other to ptr
  %big = icmp sgt i32 %x, 100
  %gp = select i1 %big, ptr %gv, ptr %go
  store i32 %i, ptr %gp, align 4
  %r3 = load i32, ptr addrspace(5) %other, align 4
  %r4 = load i32, ptr addrspace(5) %var, align 4
  %o = mul i32 %i, 8
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %o
  store i32 %r0, ptr addrspace(1) %o0, align 4
  %o1 = getelementptr i32, ptr addrspace(1) %o0, i32 1
  store i32 %r1, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr i32, ptr addrspace(1) %o0, i32 2
  store i64 %w1, ptr addrspace(1) %o2, align 4
  %o4 = getelementptr i32, ptr addrspace(1) %o0, i32 4
  store i32 %lo32, ptr addrspace(1) %o4, align 4
  %o5 = getelementptr i32, ptr addrspace(1) %o0, i32 5
  store i32 %r2, ptr addrspace(1) %o5, align 4
  %o6 = getelementptr i32, ptr addrspace(1) %o0, i32 6
  store i32 %r3, ptr addrspace(1) %o6, align 4
  %o7 = getelementptr i32, ptr addrspace(1) %o0, i32 7
  store i32 %r4, ptr addrspace(1) %o7, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
