; The hazard pass alone on hand-written machine code (`--run-pass=hazards`): gfx900 needs 5
; wait states between a VALU write of an SGPR and a vector memory instruction reading it, and
; 4 between a VALU write of an SGPR and a `v_readlane` lane select reading it (ISA manual,
; "Manually Inserted Wait States"). Instructions in between count one each.
; RUN: %kcc %s --run-pass=hazards | FileCheck %s

; CHECK-LABEL: # *** Machine Dump After hazards (kernel sgpr_address) ***
; CHECK-NEXT:   v_readfirstlane_b32_e32 s4, v0
; CHECK-NEXT:   s_nop 4
; CHECK-NEXT:   global_load_dword v1, v2, s[4:5]
# *** Machine Dump After waitcnt (kernel sgpr_address) ***
  v_readfirstlane_b32 s4, v0
  global_load_dword v1, v2, s[4:5]
  s_waitcnt vmcnt(0)
  global_store_dword v2, v1, s[4:5]
  s_endpgm

; Two instructions already in between: 3 more wait states.
; CHECK-LABEL: # *** Machine Dump After hazards (kernel lane_select) ***
; CHECK-NEXT:   v_readfirstlane_b32_e32 s4, v0
; CHECK-NEXT:   s_mov_b32 s5, 0
; CHECK-NEXT:   s_mov_b32 s6, 0
; CHECK-NEXT:   s_nop 1
; CHECK-NEXT:   v_readlane_b32 s7, v1, s4
# *** Machine Dump After waitcnt (kernel lane_select) ***
  v_readfirstlane_b32 s4, v0
  s_mov_b32 s5, 0
  s_mov_b32 s6, 0
  v_readlane_b32 s7, v1, s4
  s_endpgm
