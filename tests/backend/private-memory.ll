; Allocas live in each lane's private segment: MUBUF accesses with the lane's offset in a VGPR
; (offen) and the segment's resource in s[0:3], whose base the prologue moves to the wave's
; scratch by adding the wave offset (so soffset is 0, as in llc's code); the descriptor sizes
; the segment. The kernel must compute what llc-22's code computes on the emulator.
; RUN: %kcc %s -S -o - | FileCheck %s
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 -c "open('%t.out','wb').write(bytes(1024))"
; RUN: rm -rf %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel private_array --grid 256 --block 64 --arg buf:%t.out --arg i32:5 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel private_array --grid 256 --block 64 --arg buf:%t.out --arg i32:5 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin

; CHECK-LABEL: private_array:
; CHECK-NEXT: s_add_u32 s0, s0, s{{[0-9]+}}
; CHECK-NEXT: s_addc_u32 s1, s1, 0
; CHECK: buffer_store_dword v{{[0-9]+}}, v{{[0-9]+}}, s[0:3], 0 offen
; CHECK: buffer_load_dword v{{[0-9]+}}, v{{[0-9]+}}, s[0:3], 0 offen
; CHECK: .amdhsa_private_segment_fixed_size 64
; CHECK: .amdhsa_user_sgpr_private_segment_buffer 1
; CHECK: .amdhsa_system_sgpr_private_segment_wavefront_offset 1
; CHECK: .private_segment_fixed_size: 64

; a[k] = tid * k for k < 16 (a loop), then the lanes with odd tid overwrite a[n & 15];
; out[tid] = a[tid & 15] + a[(tid + n) & 15].
define amdgpu_kernel void @private_array(ptr addrspace(1) %out, i32 %n) {
entry:
  %a = alloca [16 x i32], align 4, addrspace(5)
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %tid
  br label %fill
fill:
  %k = phi i32 [ 0, %entry ], [ %k.next, %fill ]
  %v = mul i32 %tid, %k
  %p = getelementptr inbounds i32, ptr addrspace(5) %a, i32 %k
  store i32 %v, ptr addrspace(5) %p, align 4
  %k.next = add i32 %k, 1
  %done = icmp eq i32 %k.next, 16
  br i1 %done, label %check, label %fill
check:
  %odd = and i32 %tid, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %overwrite, label %read
overwrite:
  %j = and i32 %n, 15
  %pj = getelementptr inbounds i32, ptr addrspace(5) %a, i32 %j
  store i32 -1, ptr addrspace(5) %pj, align 4
  br label %read
read:
  %i1 = and i32 %tid, 15
  %p1 = getelementptr inbounds i32, ptr addrspace(5) %a, i32 %i1
  %x = load i32, ptr addrspace(5) %p1, align 4
  %t2 = add i32 %tid, %n
  %i2 = and i32 %t2, 15
  %p2 = getelementptr inbounds i32, ptr addrspace(5) %a, i32 %i2
  %y = load i32, ptr addrspace(5) %p2, align 4
  %s = add i32 %x, %y
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %gid
  store i32 %s, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
