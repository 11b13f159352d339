; fuzz seed: 12059
; Reduced by hand from fuzz seeds 12059, 12132 and 12897. A truncation of a truncation of
; 64-bit arithmetic: `combine` computes the inner one in 32 bits, and the outer one's operand
; is then a value it made itself, which its table of users did not have (kcc panicked).
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @fuzz(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %u) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %wgbase = mul i32 %wg, 128
  %gid = add i32 %wgbase, %tid
  %slot0 = mul i32 %gid, 8
  %mine = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %slot0
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %gid
  %x = load i32, ptr addrspace(1) %pin, align 4
  %wide = zext i32 %x to i64
  %uwide = zext i32 %u to i64
  %sum = add i64 %wide, %uwide
  %low = trunc i64 %sum to i32
  %half = trunc i32 %low to i16
  %back = zext i16 %half to i32
  store i32 %back, ptr addrspace(1) %mine, align 4
  %p1 = getelementptr inbounds i8, ptr addrspace(1) %mine, i32 4
  store i32 %low, ptr addrspace(1) %p1, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
