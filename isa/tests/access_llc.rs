//! `Inst::access` against LLVM's own operand lists as the oracle. For each sample, the same
//! instruction is written as llc MIR with its explicit operands only; llc-22's MIR parser
//! names each implicit operand the opcode's description lists (`missing implicit register
//! operand 'implicit $exec'`) until the line is complete, and its machine verifier checks
//! that every explicit register sits on the side (def or use) the description says. The
//! registers llc then reads and writes must be exactly those `access` reports (and
//! `writes_exec` must say whether EXEC is among them), except for the documented differences
//! below.
use gfx9_isa::{op, parse_inst, Inst, Op, Operand};
use std::collections::BTreeSet;
use std::process::Command;

const LLC: &str = "/usr/lib/llvm-22/bin/llc";

/// One instruction: our assembly, llc's MIR (explicit operands), and where we differ on purpose.
struct Sample {
    asm: &'static str,
    /// Builds the instruction where our assembler cannot read `asm` (`hwreg(...)` operands).
    build: Option<fn() -> Inst>,
    mir: &'static str,
    /// Registers `access` reads that llc does not list, with the reason.
    extra_reads: &'static [&'static str],
    /// Registers llc reads that `access` does not report, with the reason.
    missing_reads: &'static [&'static str],
}

const fn s(asm: &'static str, mir: &'static str) -> Sample {
    Sample {
        asm,
        build: None,
        mir,
        extra_reads: &[],
        missing_reads: &[],
    }
}

// v_readlane/v_writelane ignore EXEC in hardware; `access` still says they read it, which is
// conservative (a wait or nop too many, never one too few) and what the hazard rules assume of
// every VALU.
const LANE_EXEC: &[&str] = &["$exec"];
// s_cmov keeps the old value when SCC is clear; LLVM's operand list has no tied input for it.
const CMOV_DST: &[&str] = &["$sgpr0"];
// LLVM makes messages use EXEC to keep them after EXEC writes; a message sends no lane data.
const MSG_EXEC: &[&str] = &["$exec"];

const SAMPLES: &[Sample] = &[
    s(
        "v_add_co_u32_e32 v0, vcc, v1, v2",
        "$vgpr0 = V_ADD_CO_U32_e32 $vgpr1, $vgpr2",
    ),
    s(
        "v_addc_co_u32_e32 v0, vcc, v1, v2, vcc",
        "$vgpr0 = V_ADDC_U32_e32 $vgpr1, $vgpr2",
    ),
    s(
        "v_add_co_u32_e64 v0, s[4:5], v1, v2",
        "$vgpr0, $sgpr4_sgpr5 = V_ADD_CO_U32_e64 $vgpr1, $vgpr2, 0",
    ),
    s(
        "v_cndmask_b32_e32 v0, v1, v2, vcc",
        "$vgpr0 = V_CNDMASK_B32_e32 $vgpr1, $vgpr2",
    ),
    s(
        "v_cndmask_b32_e64 v0, v1, v2, s[4:5]",
        "$vgpr0 = V_CNDMASK_B32_e64 0, $vgpr1, 0, $vgpr2, $sgpr4_sgpr5",
    ),
    s("v_cmp_eq_u32_e32 vcc, v1, v2", "V_CMP_EQ_U32_e32 $vgpr1, $vgpr2"),
    s("v_cmpx_eq_u32_e32 vcc, v1, v2", "V_CMPX_EQ_U32_e32 $vgpr1, $vgpr2"),
    s(
        "v_cmp_eq_u32_e64 s[4:5], v1, v2",
        "$sgpr4_sgpr5 = V_CMP_EQ_U32_e64 $vgpr1, $vgpr2",
    ),
    s(
        "v_mac_f32_e32 v0, v1, v2",
        "$vgpr0 = V_MAC_F32_e32 $vgpr1, $vgpr2, $vgpr0",
    ),
    s(
        "v_div_fmas_f32 v0, v1, v2, v3",
        "$vgpr0 = V_DIV_FMAS_F32_e64 0, $vgpr1, 0, $vgpr2, 0, $vgpr3, 0, 0",
    ),
    s(
        "v_mov_b32_dpp v0, v1 quad_perm:[1,0,0,0] row_mask:0xf bank_mask:0xf",
        "$vgpr0 = V_MOV_B32_dpp $vgpr0, $vgpr1, 1, 15, 15, 0",
    ),
    Sample {
        extra_reads: LANE_EXEC,
        ..s("v_readlane_b32 s0, v1, s2", "$sgpr0 = V_READLANE_B32 $vgpr1, $sgpr2")
    },
    Sample {
        extra_reads: LANE_EXEC,
        ..s(
            "v_writelane_b32 v0, s1, 2",
            "$vgpr0 = V_WRITELANE_B32 $sgpr1, 2, $vgpr0",
        )
    },
    s("v_readfirstlane_b32 s0, v1", "$sgpr0 = V_READFIRSTLANE_B32 $vgpr1"),
    s("v_swap_b32 v0, v1", "$vgpr0, $vgpr1 = V_SWAP_B32 $vgpr1, $vgpr0"),
    s("s_add_u32 s0, s1, s2", "$sgpr0 = S_ADD_U32 $sgpr1, $sgpr2"),
    s("s_cselect_b32 s0, s1, s2", "$sgpr0 = S_CSELECT_B32 $sgpr1, $sgpr2"),
    s(
        "s_and_saveexec_b64 s[0:1], s[2:3]",
        "$sgpr0_sgpr1 = S_AND_SAVEEXEC_B64 $sgpr2_sgpr3",
    ),
    s(
        "s_andn2_wrexec_b64 s[0:1], s[2:3]",
        "$sgpr0_sgpr1 = S_ANDN2_WREXEC_B64 $sgpr2_sgpr3",
    ),
    s("s_mov_b64 exec, s[2:3]", "$exec = S_MOV_B64 $sgpr2_sgpr3"),
    Sample {
        extra_reads: CMOV_DST,
        ..s("s_cmov_b32 s0, s1", "$sgpr0 = S_CMOV_B32 $sgpr1")
    },
    s("s_movk_i32 s0, 0x10", "$sgpr0 = S_MOVK_I32 16"),
    s("s_cmpk_eq_u32 s0, 0x10", "S_CMPK_EQ_U32 $sgpr0, 16"),
    s("s_movrels_b32 s0, s1", "$sgpr0 = S_MOVRELS_B32 $sgpr1"),
    Sample {
        build: Some(|| sopk(op::S_GETREG_B32)),
        ..s("s_getreg_b32 s0, hwreg(HW_REG_MODE)", "$sgpr0 = S_GETREG_B32 1")
    },
    Sample {
        build: Some(|| sopk(op::S_SETREG_B32)),
        ..s("s_setreg_b32 hwreg(HW_REG_MODE), s0", "S_SETREG_B32 $sgpr0, 1")
    },
    Sample {
        build: Some(|| scalar(op::S_SET_GPR_IDX_ON, 1)),
        ..s("s_set_gpr_idx_on s0, gpr_idx(SRC0)", "S_SET_GPR_IDX_ON $sgpr0, 1")
    },
    Sample {
        build: Some(|| scalar(op::S_SET_GPR_IDX_IDX, 0)),
        ..s("s_set_gpr_idx_idx s0", "S_SET_GPR_IDX_IDX $sgpr0")
    },
    Sample {
        missing_reads: MSG_EXEC,
        ..s("s_sendmsg 1", "S_SENDMSG 1")
    },
    s("s_cbranch_vccz 0", "S_CBRANCH_VCCZ %bb.1"),
    s("s_cbranch_execnz 0", "S_CBRANCH_EXECNZ %bb.1"),
    s("s_waitcnt 0", "S_WAITCNT 0"),
    s(
        "s_load_dwordx2 s[0:1], s[2:3], 0x10",
        "$sgpr0_sgpr1 = S_LOAD_DWORDX2_IMM $sgpr2_sgpr3, 16, 0",
    ),
    s(
        "s_store_dword s0, s[2:3], 0x0",
        "S_STORE_DWORD_IMM $sgpr0, $sgpr2_sgpr3, 0, 0",
    ),
    s(
        "global_load_dword v0, v[2:3], off",
        "$vgpr0 = GLOBAL_LOAD_DWORD $vgpr2_vgpr3, 0, 0",
    ),
    s(
        "global_load_dword v0, v2, s[4:5]",
        "$vgpr0 = GLOBAL_LOAD_DWORD_SADDR $sgpr4_sgpr5, $vgpr2, 0, 0",
    ),
    s(
        "global_store_dwordx4 v[2:3], v[4:7], off",
        "GLOBAL_STORE_DWORDX4 $vgpr2_vgpr3, $vgpr4_vgpr5_vgpr6_vgpr7, 0, 0",
    ),
    s(
        "global_atomic_add v0, v[2:3], v1, off glc",
        "$vgpr0 = GLOBAL_ATOMIC_ADD_RTN $vgpr2_vgpr3, $vgpr1, 0, 1",
    ),
    s(
        "global_atomic_add v[2:3], v1, off",
        "GLOBAL_ATOMIC_ADD $vgpr2_vgpr3, $vgpr1, 0, 0",
    ),
    s(
        "global_atomic_cmpswap v0, v[2:3], v[4:5], off glc",
        "$vgpr0 = GLOBAL_ATOMIC_CMPSWAP_RTN $vgpr2_vgpr3, $vgpr4_vgpr5, 0, 1",
    ),
    s(
        "flat_load_dword v0, v[2:3]",
        "$vgpr0 = FLAT_LOAD_DWORD $vgpr2_vgpr3, 0, 0",
    ),
    s(
        "flat_store_dwordx2 v[2:3], v[4:5]",
        "FLAT_STORE_DWORDX2 $vgpr2_vgpr3, $vgpr4_vgpr5, 0, 0",
    ),
    s(
        "scratch_load_dword v0, v1, off",
        "$vgpr0 = SCRATCH_LOAD_DWORD $vgpr1, 0, 0",
    ),
    s(
        "buffer_load_dword v0, v1, s[4:7], s8 offen",
        "$vgpr0 = BUFFER_LOAD_DWORD_OFFEN $vgpr1, $sgpr4_sgpr5_sgpr6_sgpr7, $sgpr8, 0, 0, 0",
    ),
    s(
        "buffer_store_dword v0, off, s[4:7], s8",
        "BUFFER_STORE_DWORD_OFFSET $vgpr0, $sgpr4_sgpr5_sgpr6_sgpr7, $sgpr8, 0, 0, 0",
    ),
    s("ds_read_b32 v0, v1", "$vgpr0 = DS_READ_B32_gfx9 $vgpr1, 0, 0"),
    s("ds_write_b32 v0, v1", "DS_WRITE_B32_gfx9 $vgpr0, $vgpr1, 0, 0"),
    s(
        "ds_add_rtn_u32 v0, v1, v2",
        "$vgpr0 = DS_ADD_RTN_U32_gfx9 $vgpr1, $vgpr2, 0, 0",
    ),
    s(
        "ds_read_u16_d16_hi v0, v1",
        "$vgpr0 = DS_READ_U16_D16_HI $vgpr1, 0, 0, $vgpr0",
    ),
];

/// A SOPK instruction on s0 with hwreg(HW_REG_MODE).
fn sopk(o: Op) -> Inst {
    let mut i = Inst::new(o);
    i.dst = Operand::s(0);
    i.imm = 1;
    i
}

/// A scalar instruction reading s0, with immediate `imm`.
fn scalar(o: Op, imm: i32) -> Inst {
    let mut i = Inst::new(o);
    i.src[0] = Operand::s(0);
    i.imm = imm;
    i
}

/// Runs llc's MIR parser and verifier on `line` in a one-instruction function.
fn llc_check(line: &str) -> Result<(), String> {
    let mir =
        format!("---\nname: f\ntracksRegLiveness: false\nbody: |\n  bb.0:\n    {line}\n  bb.1:\n    S_ENDPGM 0\n...\n");
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("access-llc");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(format!("{:x}.mir", fxhash(line)));
    std::fs::write(&file, mir).unwrap();
    let out = Command::new(LLC)
        .args([
            "-mtriple=amdgcn-amd-amdhsa",
            "-mcpu=gfx900",
            "-run-pass=none",
            "-verify-machineinstrs",
        ])
        .args(["-o", "/dev/null"])
        .arg(&file)
        .output()
        .expect("llc-22 runs");
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

fn fxhash(s: &str) -> u64 {
    s.bytes()
        .fold(0xcbf29ce484222325, |h, b| (h ^ b as u64).wrapping_mul(0x100000001b3))
}

/// `line` with the implicit operands llc's description of the opcode lists.
fn complete(line: &str) -> String {
    let mut line = line.to_string();
    loop {
        let Err(err) = llc_check(&line) else { return line };
        let missing = err
            .split("missing implicit register operand '")
            .nth(1)
            .and_then(|r| r.split('\'').next())
            .unwrap_or_else(|| panic!("llc rejects `{line}`:\n{err}"));
        line = format!("{line}, {missing}");
    }
}

/// The register codes (our 9-bit operand space) of an llc register name, or None for
/// registers `access` does not track (SCC, MODE).
fn codes(reg: &str) -> Option<Vec<u16>> {
    let name = reg.trim_start_matches('$');
    let named: &[(&str, &[u16])] = &[
        ("vcc", &[106, 107]),
        ("vcc_lo", &[106]),
        ("exec", &[126, 127]),
        ("exec_lo", &[126]),
        ("m0", &[124]),
        ("flat_scr", &[102, 103]),
    ];
    if let Some((_, c)) = named.iter().find(|(n, _)| *n == name) {
        return Some(c.to_vec());
    }
    if matches!(name, "scc" | "mode") {
        return None;
    }
    Some(
        name.split('_')
            .map(|part| {
                let (base, n) = if let Some(n) = part.strip_prefix("sgpr") {
                    (0, n)
                } else if let Some(n) = part.strip_prefix("vgpr") {
                    (256, n)
                } else {
                    panic!("unknown llc register {reg}")
                };
                base + n.parse::<u16>().unwrap()
            })
            .collect(),
    )
}

/// (reads, writes) of a complete MIR line.
fn llc_access(line: &str) -> (BTreeSet<u16>, BTreeSet<u16>) {
    let (defs, rest) = match line.split_once(" = ") {
        Some((d, r)) => (d, r),
        None => ("", line),
    };
    let mut reads = BTreeSet::new();
    let mut writes: BTreeSet<u16> = defs
        .split(", ")
        .filter(|d| !d.is_empty())
        .filter_map(codes)
        .flatten()
        .collect();
    let operands = rest.split_once(' ').map_or("", |(_, o)| o);
    for op in operands.split(", ") {
        if let Some(r) = op.strip_prefix("implicit-def ") {
            writes.extend(codes(r).into_iter().flatten());
        } else if let Some(r) = op.strip_prefix("implicit ") {
            reads.extend(codes(r).into_iter().flatten());
        } else if op.starts_with('$') {
            reads.extend(codes(op).into_iter().flatten());
        }
    }
    (reads, writes)
}

fn set_of(names: &[&str]) -> BTreeSet<u16> {
    names.iter().filter_map(|n| codes(n)).flatten().collect()
}

#[test]
fn access_matches_llc_operand_lists() {
    let failures: Vec<String> = std::thread::scope(|scope| {
        let handles: Vec<_> = SAMPLES
            .iter()
            .map(|sample| scope.spawn(move || check(sample)))
            .collect();
        handles.into_iter().filter_map(|h| h.join().unwrap().err()).collect()
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn check(sample: &Sample) -> Result<(), String> {
    let inst = match sample.build {
        Some(build) => build(),
        None => parse_inst(sample.asm).map_err(|e| format!("{}: {e:?}", sample.asm))?,
    };
    let a = inst.access();
    let ours =
        |rs: &[gfx9_isa::RegRange]| -> BTreeSet<u16> { rs.iter().flat_map(|r| r.iter()).map(|r| r as u16).collect() };
    let line = complete(sample.mir);
    let (mut reads, writes) = llc_access(&line);
    reads.extend(set_of(sample.extra_reads));
    for r in set_of(sample.missing_reads) {
        reads.remove(&r);
    }
    let (our_reads, our_writes) = (ours(&a.reads), ours(&a.writes));
    let llc_writes_exec = writes.contains(&126) || writes.contains(&127);
    if (&our_reads, &our_writes) == (&reads, &writes) && inst.writes_exec() == llc_writes_exec {
        Ok(())
    } else {
        Err(format!(
            "{}: access reads {our_reads:?} writes {our_writes:?} (writes_exec {}); llc `{line}` reads {reads:?} writes {writes:?}",
            sample.asm,
            inst.writes_exec()
        ))
    }
}
