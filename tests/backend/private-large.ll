; Private objects past the 4 KiB the MUBUF offset field reaches: a 16 KiB array indexed by
; divergent values, by uniform ones and at constant offsets past 4 KiB. The lane's offset is a
; 32-bit VGPR address (offen); only constant parts below 4 KiB fold into the offset field.
; Blocks of 256 work-items run four waves per group, each at its own nonzero wave offset in
; the emulator. Every kernel's results must equal llc-22's.
; RUN: %kcc %s -S -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 -c "import random,struct,sys; r=random.Random(7); open(sys.argv[1],'wb').write(b''.join(struct.pack('<I', r.randrange(1 << 32)) for i in range(1024)))" %t.in
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(1024*4))" %t.out
; RUN: rm -rf %t.kcc %t.llc %t.kcc.div %t.llc.div %t.max
; RUN: %kcc run %t.kcc.o --kernel divergent --grid 1024 --block 256 --arg buf:%t.out --arg buf:%t.in --out-dir %t.kcc.div
; RUN: %kcc run %t.llc.o --kernel divergent --grid 1024 --block 256 --arg buf:%t.out --arg buf:%t.in --out-dir %t.llc.div
; RUN: cmp %t.kcc.div/arg0.bin %t.llc.div/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel uniform --grid 1024 --block 256 --arg buf:%t.out --arg i32:3001 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel uniform --grid 1024 --block 256 --arg buf:%t.out --arg i32:3001 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; Without the prologue's wave offset, the accesses leave the wave's scratch: the emulator
; faults.
; RUN: sed -e '/s_add_u32 s0, s0, s/d' %t.s | llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj -o %t.nowave.o
; RUN: not %kcc run %t.nowave.o --kernel divergent --grid 1024 --block 256 --arg buf:%t.out --arg buf:%t.in 2>&1 | FileCheck %s --check-prefix=NOWAVE
; NOWAVE: kcc: error: kernel fault: out-of-bounds private (scratch) access
; The emulator gives a work-item up to the hardware's 131056 bytes of private memory, and
; refuses a kernel that asks for more.
; RUN: sed -e 's/\(private_segment_fixed_size:*\) 16384/\1 131056/' %t.s | llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj -o %t.max.o
; RUN: %kcc run %t.max.o --kernel divergent --grid 1024 --block 256 --arg buf:%t.out --arg buf:%t.in --out-dir %t.max
; RUN: cmp %t.max/arg0.bin %t.llc.div/arg0.bin
; RUN: sed -e 's/\(private_segment_fixed_size:*\) 16384/\1 131060/' %t.s | llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj -o %t.over.o
; RUN: not %kcc run %t.over.o --kernel divergent --grid 1024 --block 256 --arg buf:%t.out --arg buf:%t.in 2>&1 | FileCheck %s --check-prefix=OVER
; OVER: kcc: error: bad launch: kernel asks for 131060 bytes of private memory per work-item (at most 131056)

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()

; CHECK-LABEL: divergent:
; CHECK-NEXT: s_add_u32 s0, s0, s{{[0-9]+}}
; CHECK-NEXT: s_addc_u32 s1, s1, 0
; a[3000] (byte 12000) is an address in a VGPR, not an offset field.
; CHECK: 0x2ee0
; CHECK: buffer_load_dword v{{[0-9]+}}, v{{[0-9]+}}, s[0:3], 0 offen{{$}}
; CHECK-LABEL: .amdhsa_kernel divergent
; CHECK: .amdhsa_private_segment_fixed_size 16384

; a[i] = i * 7 + gid for every i < 4096 (uniform indices), then
; out[gid] = a[in[gid] & 4095] + a[3000] + a[4095] (a[4095] = gid ^ 5 stored first)
;          + a[((in[gid] >> 12) & 2047) + 1025] (a divergent index plus 4100 bytes).
define amdgpu_kernel void @divergent(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %a = alloca [4096 x i32], align 4, addrspace(5)
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %wg, 8
  %gid = add i32 %base, %tid
  br label %fill
fill:
  %i = phi i32 [0, %entry], [%i1, %fill]
  %p = getelementptr [4096 x i32], ptr addrspace(5) %a, i32 0, i32 %i
  %m = mul i32 %i, 7
  %v = add i32 %m, %gid
  store i32 %v, ptr addrspace(5) %p
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 4096
  br i1 %c, label %fill, label %done
done:
  %last = getelementptr [4096 x i32], ptr addrspace(5) %a, i32 0, i32 4095
  %g5 = xor i32 %gid, 5
  store i32 %g5, ptr addrspace(5) %last
  %ip = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %r = load i32, ptr addrspace(1) %ip
  %idx = and i32 %r, 4095
  %q = getelementptr [4096 x i32], ptr addrspace(5) %a, i32 0, i32 %idx
  %x = load i32, ptr addrspace(5) %q
  %k = getelementptr [4096 x i32], ptr addrspace(5) %a, i32 0, i32 3000
  %y = load i32, ptr addrspace(5) %k
  %z = load i32, ptr addrspace(5) %last
  %hi = lshr i32 %r, 12
  %idx2 = and i32 %hi, 2047
  %q2 = getelementptr [4096 x i32], ptr addrspace(5) %a, i32 0, i32 %idx2
  %far = getelementptr i8, ptr addrspace(5) %q2, i32 4100
  %w = load i32, ptr addrspace(5) %far
  %s1 = add i32 %x, %y
  %s2 = add i32 %s1, %z
  %s3 = add i32 %s2, %w
  %op = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %s3, ptr addrspace(1) %op
  ret void
}

; CHECK-LABEL: uniform:
; CHECK-LABEL: .amdhsa_kernel uniform
; CHECK: .amdhsa_private_segment_fixed_size 16384

; A uniform index n: a[i] = i ^ gid for i < 4096, a[n] += gid, a[n + 1000] -= 1 (indices past
; 4 KiB), then out[gid] = a[n] + a[n + 1000] * 3 + a[(n + gid) & 4095] + a[4000].
define amdgpu_kernel void @uniform(ptr addrspace(1) %out, i32 %n) {
entry:
  %a = alloca [4096 x i32], align 4, addrspace(5)
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %wg, 8
  %gid = add i32 %base, %tid
  br label %fill
fill:
  %i = phi i32 [0, %entry], [%i1, %fill]
  %p = getelementptr [4096 x i32], ptr addrspace(5) %a, i32 0, i32 %i
  %v = xor i32 %i, %gid
  store i32 %v, ptr addrspace(5) %p
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 4096
  br i1 %c, label %fill, label %done
done:
  %nm = and i32 %n, 3071
  %pn = getelementptr [4096 x i32], ptr addrspace(5) %a, i32 0, i32 %nm
  %an = load i32, ptr addrspace(5) %pn
  %an1 = add i32 %an, %gid
  store i32 %an1, ptr addrspace(5) %pn
  %pm = getelementptr i32, ptr addrspace(5) %pn, i32 1000
  %am = load i32, ptr addrspace(5) %pm
  %am1 = sub i32 %am, 1
  store i32 %am1, ptr addrspace(5) %pm
  %x = load i32, ptr addrspace(5) %pn
  %y = load i32, ptr addrspace(5) %pm
  %y3 = mul i32 %y, 3
  %ng = add i32 %n, %gid
  %j = and i32 %ng, 4095
  %pj = getelementptr [4096 x i32], ptr addrspace(5) %a, i32 0, i32 %j
  %z = load i32, ptr addrspace(5) %pj
  %pk = getelementptr [4096 x i32], ptr addrspace(5) %a, i32 0, i32 4000
  %w = load i32, ptr addrspace(5) %pk
  %s1 = add i32 %x, %y3
  %s2 = add i32 %s1, %z
  %s3 = add i32 %s2, %w
  %op = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %s3, ptr addrspace(1) %op
  ret void
}
