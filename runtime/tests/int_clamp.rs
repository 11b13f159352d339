//! Integer add and subtract with clamp saturate (llc-22 emits `v_sub_u32 ... clamp` for
//! `usub.sat`, `v_add_i32 ... clamp` for `sadd.sat`, ...); checked against Rust's saturating
//! arithmetic, and on llc's own code for the saturating intrinsics; f16 results take the
//! float output modifiers.
mod common;
use common::*;
use runtime::{Arg, Device, Launch};

/// Per lane: x = in[2 * lane], y = in[2 * lane + 1]; runs `op` writing v3 from v1 and v2 (or
/// an e64 carry op, whose carry goes to s[4:5]); returns v3 per lane.
fn run_one(tag: &str, op: &str, input: &[u32]) -> Vec<u32> {
    let body = format!(
        "  s_load_dwordx2 s[2:3], s[0:1], 0x0
  v_lshlrev_b32 v4, 3, v0
  s_waitcnt lgkmcnt(0)
  global_load_dwordx2 v[1:2], v4, s[2:3]
  s_waitcnt vmcnt(0)
  {op}
  global_store_dword v4, v3, s[2:3]
  s_endpgm"
    );
    run_asm_on_buffer(tag, &body, input).chunks(2).map(|c| c[0]).collect()
}

/// Pairs that overflow and underflow every way, 16- and 32-bit.
fn pairs() -> Vec<u32> {
    let edge = [
        0u32,
        1,
        2,
        0x7fff,
        0x8000,
        0xffff,
        0x1_0000,
        0x7fff_ffff,
        0x8000_0000,
        0xffff_fffe,
        0xffff_ffff,
        0x1234_5678,
    ];
    let mut v = Vec::new();
    for k in 0..64 {
        v.push(edge[k % edge.len()]);
        v.push(edge[(k * 5 + 3) % edge.len()]);
    }
    v
}

#[test]
fn integer_clamp_saturates() {
    let x = pairs();
    let (a, b): (Vec<u32>, Vec<u32>) = x.chunks(2).map(|c| (c[0], c[1])).unzip();
    let lanes = |f: &dyn Fn(u32, u32) -> u32| -> Vec<u32> { a.iter().zip(&b).map(|(&p, &q)| f(p, q)).collect() };
    let h = |v: u32| v as u16;
    // (tag, instruction, the result Rust computes from the two sources)
    type Case<'a> = (&'a str, &'a str, &'a dyn Fn(u32, u32) -> u32);
    let b0 = |v: u32| v & 0xff;
    let cases: [Case; 13] = [
        ("add_u32", "v_add_u32_e64 v3, v1, v2 clamp", &|p, q| p.saturating_add(q)),
        ("sub_u32", "v_sub_u32_e64 v3, v1, v2 clamp", &|p, q| p.saturating_sub(q)),
        ("subrev_u32", "v_subrev_u32_e64 v3, v1, v2 clamp", &|p, q| {
            q.saturating_sub(p)
        }),
        ("add_i32", "v_add_i32 v3, v1, v2 clamp", &|p, q| {
            (p as i32).saturating_add(q as i32) as u32
        }),
        ("sub_i32", "v_sub_i32 v3, v1, v2 clamp", &|p, q| {
            (p as i32).saturating_sub(q as i32) as u32
        }),
        ("add_u16", "v_add_u16_e64 v3, v1, v2 clamp", &|p, q| {
            h(p).saturating_add(h(q)) as u32
        }),
        ("sub_u16", "v_sub_u16_e64 v3, v1, v2 clamp", &|p, q| {
            h(p).saturating_sub(h(q)) as u32
        }),
        ("add_i16", "v_add_i16 v3, v1, v2 clamp", &|p, q| {
            (h(p) as i16).saturating_add(h(q) as i16) as u16 as u32
        }),
        ("sub_i16", "v_sub_i16 v3, v1, v2 clamp", &|p, q| {
            (h(p) as i16).saturating_sub(h(q) as i16) as u16 as u32
        }),
        ("add_co", "v_add_co_u32_e64 v3, s[4:5], v1, v2 clamp", &|p, q| {
            p.saturating_add(q)
        }),
        ("add_wraps", "v_add_u32_e64 v3, v1, v2", &|p, q| p.wrapping_add(q)),
        // SDWA keeps clamp in its own word (llc: i8 usub.sat on bytes).
        (
            "sub_u16_sdwa",
            "v_sub_u16_sdwa v3, v1, v2 clamp dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:BYTE_0",
            &|p, q| b0(p).saturating_sub(b0(q)),
        ),
        (
            "add_u16_sdwa",
            "v_add_u16_sdwa v3, v1, v2 clamp dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:WORD_1",
            &|p, q| (h(p).saturating_add((q >> 16) as u16) as u32) << 16,
        ),
    ];
    for (tag, op, f) in cases {
        assert_eq!(run_one(&format!("clamp_{tag}"), op, &x), lanes(f), "{op}");
    }
}

/// f16 results take omod and clamp to [0, 1] as f32 results do.
#[test]
fn f16_output_modifiers() {
    use runtime::wave::{f32_to_half, half_to_f32};
    let vals = [-3.5f32, -0.25, 0.0, 0.125, 0.3, 0.5, 0.75, 1.0, 1.5, 7.0];
    let x: Vec<u32> = (0..128)
        .map(|k| f32_to_half(vals[(k * 7 + k / 2) % vals.len()]) as u32)
        .collect();
    let sum = |k: usize| half_to_f32(x[2 * k] as u16) + half_to_f32(x[2 * k + 1] as u16);
    let got = run_one("clamp_f16", "v_add_f16_e64 v3, v1, v2 clamp", &x);
    assert_eq!(
        got,
        (0..64)
            .map(|k| f32_to_half(sum(k).clamp(0.0, 1.0)) as u32)
            .collect::<Vec<_>>()
    );
    let got = run_one("omod_f16", "v_add_f16_e64 v3, v1, v2 mul:2", &x);
    assert_eq!(
        got,
        (0..64).map(|k| f32_to_half(2.0 * sum(k)) as u32).collect::<Vec<_>>()
    );
}

/// llc's code for the saturating intrinsics computes what Rust's saturating arithmetic does.
#[test]
fn llc_saturating_intrinsics() {
    let ir = "
define amdgpu_kernel void @sat(ptr addrspace(1) %p) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %i = shl i32 %tid, 1
  %pa = getelementptr i32, ptr addrspace(1) %p, i32 %i
  %pb = getelementptr i32, ptr addrspace(1) %pa, i32 1
  %a = load i32, ptr addrspace(1) %pa
  %b = load i32, ptr addrspace(1) %pb
  %us = call i32 @llvm.usub.sat.i32(i32 %a, i32 %b)
  %ua = call i32 @llvm.uadd.sat.i32(i32 %a, i32 %b)
  %ss = call i32 @llvm.ssub.sat.i32(i32 %a, i32 %b)
  %sa = call i32 @llvm.sadd.sat.i32(i32 %a, i32 %b)
  %x1 = xor i32 %us, %ua
  %x2 = mul i32 %ss, 3
  %x3 = add i32 %x2, %sa
  store i32 %x1, ptr addrspace(1) %pa
  store i32 %x3, ptr addrspace(1) %pb
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.usub.sat.i32(i32, i32)
declare i32 @llvm.uadd.sat.i32(i32, i32)
declare i32 @llvm.ssub.sat.i32(i32, i32)
declare i32 @llvm.sadd.sat.i32(i32, i32)
";
    let x = pairs();
    let dev = Device::new();
    let m = dev.load(&object_from_ir("llc_sat", ir)).unwrap();
    let buf = dev.alloc(&bytes(&x));
    dev.launch(&m, "sat", &[Arg::Buffer(buf)], &Launch::new_1d(64, 64))
        .unwrap();
    let want: Vec<u32> = x
        .chunks(2)
        .flat_map(|c| {
            let (a, b) = (c[0], c[1]);
            let (sa, sb) = (a as i32, b as i32);
            [
                a.saturating_sub(b) ^ a.saturating_add(b),
                (sa.saturating_sub(sb).wrapping_mul(3)).wrapping_add(sa.saturating_add(sb)) as u32,
            ]
        })
        .collect();
    assert_eq!(from_bytes::<u32>(&dev.read(&buf)), want);
}
