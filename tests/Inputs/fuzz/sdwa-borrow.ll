; fuzz seed: 12448
; Reduced by hand from fuzz seed 12448. llc-22 computes u - (x & 255) and its borrow with
; `v_sub_co_u32_sdwa v1, vcc, s4, v1 src1_sel:BYTE_0`; the emulator had no SDWA form of the
; carry ops and faulted on llc's code.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @fuzz(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %u) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %tid
  %x = load i32, ptr addrspace(1) %pin, align 4
  %b = and i32 %x, 255
  %d = sub i32 %u, %b
  %c = icmp ult i32 %u, %b
  %cz = zext i1 %c to i32
  %s = add i32 %d, %cz
  %mine = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %s, ptr addrspace(1) %mine, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
