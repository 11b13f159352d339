//! Decoder/encoder/printer round trip against LLVM's tools as the oracle:
//! every instruction llvm-objdump shows in llc-22's objects for the kernel corpus
//! must decode (to the mnemonic llvm-objdump printed), re-encode to the same
//! words, and print as text that llvm-mc assembles back to the same bytes.
use gfx9_isa::{decode, encode, parse_inst, Enc, Inst, Op, Operand};
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Compile every corpus kernel with clang-22 + llc-22 (-O2) into a temp dir.
fn corpus_objects() -> Vec<PathBuf> {
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("isa-corpus");
    std::fs::create_dir_all(&out).unwrap();
    let kdir = root().join("tests/kernels");
    let mut objs = Vec::new();
    let mut cls: Vec<_> = std::fs::read_dir(&kdir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "cl"))
        .collect();
    cls.sort();
    for cl in cls {
        let stem = cl.file_stem().unwrap().to_str().unwrap().to_string();
        let ll = out.join(format!("{stem}.ll"));
        let obj = out.join(format!("{stem}.o"));
        let st = Command::new("clang-22")
            .args([
                "-x",
                "cl",
                "-cl-std=CL2.0",
                "-target",
                "amdgcn-amd-amdhsa",
                "-mcpu=gfx900",
                "-nogpulib",
                "-O2",
                "-include",
            ])
            .arg(kdir.join("kcc_builtins.h"))
            .args(["-emit-llvm", "-S"])
            .arg(&cl)
            .arg("-o")
            .arg(&ll)
            .output()
            .unwrap();
        assert!(
            st.status.success(),
            "clang failed on {stem}: {}",
            String::from_utf8_lossy(&st.stderr)
        );
        let st = Command::new("llc-22")
            .args(["-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-O2", "-filetype=obj"])
            .arg(&ll)
            .arg("-o")
            .arg(&obj)
            .output()
            .unwrap();
        assert!(st.status.success(), "llc failed on {stem}");
        objs.push(obj);
    }
    objs
}

/// (words, llvm-objdump mnemonic) for every instruction in an object's .text.
fn objdump(obj: &Path) -> Vec<(Vec<u32>, String)> {
    let o = Command::new("llvm-objdump-22")
        .args(["-d", "--mcpu=gfx900"])
        .arg(obj)
        .output()
        .unwrap();
    let text = String::from_utf8(o.stdout).unwrap();
    let mut v = Vec::new();
    for line in text.lines() {
        let Some((asm, enc)) = line.split_once("//") else {
            continue;
        };
        let Some((_, hex)) = enc.split_once(": ") else { continue };
        let hex = hex.split('<').next().unwrap();
        let words: Vec<u32> = hex
            .split_whitespace()
            .map(|w| u32::from_str_radix(w, 16).unwrap())
            .collect();
        let mn = asm.split_whitespace().next().unwrap().to_string();
        v.push((words, mn));
    }
    v
}

#[test]
fn corpus_roundtrip_against_llvm() {
    let mut all: Vec<(Vec<u32>, Inst)> = Vec::new();
    for obj in corpus_objects() {
        for (words, mn) in objdump(&obj) {
            let (inst, n) = decode(&words).unwrap_or_else(|e| panic!("{mn} {words:x?}: {e}"));
            assert_eq!(n, words.len(), "{mn}: length");
            let base = mn
                .trim_end_matches("_e32")
                .trim_end_matches("_e64")
                .trim_end_matches("_dpp")
                .trim_end_matches("_sdwa");
            assert_eq!(inst.op.name(), base, "{words:x?}");
            assert_eq!(encode(&inst), words, "re-encode of {mn} ({})", inst.to_asm());
            assert_parses_to(&inst.to_asm(), &words);
            all.push((words, inst));
        }
    }
    assert!(all.len() > 1000, "corpus too small: {}", all.len());
    // Assemble every printed instruction in one llvm-mc run.
    all.sort_by(|a, b| a.0.cmp(&b.0));
    all.dedup_by(|a, b| a.0 == b.0);
    check_with_llvm_mc(&all);
}

/// kcc's assembler reads `text` as the instruction whose words are `words`.
fn assert_parses_to(text: &str, words: &[u32]) {
    let i = parse_inst(text).unwrap_or_else(|e| panic!("assembling '{text}': {e}"));
    assert_eq!(encode(&i), words, "assembling '{text}' (read back as '{}')", i.to_asm());
}

fn check_with_llvm_mc(insts: &[(Vec<u32>, Inst)]) {
    let src: String = insts.iter().map(|(_, i)| i.to_asm() + "\n").collect();
    let mut child = Command::new("llvm-mc-22")
        .args(["-arch=amdgcn", "-mcpu=gfx900", "-show-encoding"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    let mut stdin = child.stdin.take().unwrap();
    std::thread::spawn(move || stdin.write_all(src.as_bytes()).unwrap());
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.trim().is_empty(),
        "llvm-mc rejected printed text:\n{}",
        &err[..err.len().min(4000)]
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let encs: Vec<Vec<u32>> = text
        .lines()
        .filter_map(|l| l.split_once("encoding: ["))
        .map(|(_, e)| {
            let bytes: Vec<u8> = e
                .trim_end_matches(']')
                .split(',')
                .map(|b| u8::from_str_radix(b.trim().trim_start_matches("0x"), 16).unwrap())
                .collect();
            bytes
                .chunks(4)
                .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect()
        })
        .collect();
    assert_eq!(encs.len(), insts.len());
    for (k, ((words, inst), got)) in insts.iter().zip(&encs).enumerate() {
        if got != words {
            let ctx: Vec<String> = (k.saturating_sub(2)..(k + 3).min(insts.len()))
                .map(|j| format!("{} => {:x?} (want {:x?})", insts[j].1.to_asm(), encs[j], insts[j].0))
                .collect();
            panic!("llvm-mc assembled `{}` differently:\n{}", inst.to_asm(), ctx.join("\n"));
        }
    }
}

/// Instructions a compiler builds (not decoded) print and assemble as expected.
#[test]
fn built_instructions_assemble() {
    let mut add = Inst::new(Op::from_name("v_add_u32").unwrap());
    add.dst = Operand::v(1);
    add.src[0] = Operand::int(5).unwrap();
    add.src[1] = Operand::v(2);
    let mut lit = Inst::new(Op::from_name("s_add_u32").unwrap());
    lit.dst = Operand::s(4);
    lit.src[0] = Operand::LITERAL;
    lit.lit = 0x12345678;
    lit.src[1] = Operand::s(5);
    let mut cmp = Inst::new(Op::from_name("v_cmp_lt_f32").unwrap());
    cmp.enc = Enc::E64;
    cmp.dst = Operand::s(8);
    cmp.src[0] = Operand::float(-2.0).unwrap();
    cmp.src[1] = Operand::v(3);
    cmp.m.abs = 2;
    let mut ld = Inst::new(Op::from_name("global_load_dwordx2").unwrap());
    ld.dst = Operand::v(4);
    ld.src[0] = Operand::v(6);
    ld.src[2] = Operand::s(10);
    ld.imm = -16;
    let v: Vec<(Vec<u32>, Inst)> = [add, lit, cmp, ld].into_iter().map(|i| (encode(&i), i)).collect();
    assert_eq!(v[0].1.to_asm(), "v_add_u32_e32 v1, 5, v2");
    check_with_llvm_mc(&v);
}

/// Every table row is reachable: encode a default instance and decode it back to the same opcode.
#[test]
fn table_rows_decode_to_themselves() {
    for op in Op::all() {
        let mut i = Inst::new(op);
        if i.operands().iter().any(|(f, _)| *f == gfx9_isa::Field::Dst) && op.name().starts_with("v_") {
            i.dst = Operand::v(0);
        }
        let w = encode(&i);
        match decode(&w) {
            Ok((d, _)) => assert_eq!(d.op, op, "{}", op.name()),
            Err(e) => panic!("{}: {e}", op.name()),
        }
    }
}

/// Every opcode of the table, built the way a compiler would (registers of the
/// widths the table gives), prints as text llvm-mc assembles to `encode`'s bytes.
#[test]
fn every_table_row_prints_and_assembles() {
    let insts: Vec<(Vec<u32>, Inst)> = table_instances().into_iter().map(|i| (encode(&i), i)).collect();
    assert!(insts.len() > 1000, "{}", insts.len());
    for (w, i) in &insts {
        assert_parses_to(&i.to_asm(), w);
    }
    check_with_llvm_mc(&insts);
}

/// One instance of every opcode a compiler emits, in each encoding the table gives it, with
/// registers of the widths the table gives.
fn table_instances() -> Vec<Inst> {
    use gfx9_isa::{Family, Field};
    let mut insts = Vec::new();
    for op in Op::all() {
        let info = op.info();
        let name = info.name;
        // Not instructions a compiler emits (or need operands the generic builder cannot pick).
        if name.starts_with("s_cbranch_i_fork")
            || name.starts_with("s_cbranch_g_fork")
            || name.starts_with("s_cbranch_join")
            || name.contains("sendmsg")
            || name.starts_with("s_setreg")
            || name.starts_with("s_getreg")
            || name.starts_with("s_set_gpr_idx")
            || name.starts_with("s_rfe")
            || name.starts_with("s_atc_probe")
            || name.contains("_lds_")
            || name.starts_with("ds_gws")
            || name.starts_with("ds_ordered")
            || name.starts_with("ds_append")
            || name.starts_with("ds_consume")
            || name.starts_with("s_movrel")
            || name.starts_with("v_movrel")
            || name.starts_with("s_buffer_atomic")
            || name.starts_with("s_atomic")
            || name.starts_with("v_interp")
            || name.contains("mix")
            || name == "v_swap_b32"
            || name.starts_with("s_scratch")
            || name.starts_with("s_buffer")
            || name.starts_with("tbuffer")
            || name.starts_with("buffer_wbinvl1")
            || name == "ds_nop"
        {
            continue;
        }
        let encs: &[Enc] = if !info.has_vop3() {
            &[Enc::Native]
        } else {
            &[Enc::Native, Enc::E64]
        };
        for &enc in encs {
            let mut i = Inst::new(op);
            i.enc = enc;
            let scalar = matches!(
                info.family,
                Family::SOP1 | Family::SOP2 | Family::SOPC | Family::SOPK | Family::SMEM
            );
            let sdst = scalar
                || name == "v_readfirstlane_b32"
                || name == "v_readlane_b32"
                || (enc == Enc::E64 && info.family == Family::VOPC);
            for &(f, n) in i.operands() {
                match f {
                    // A lane mask input (cndmask, carry-in) is an SGPR pair.
                    Field::Src2 if n == 2 && info.family == Family::VOP2 => i.src[2] = Operand::s(24),
                    Field::Dst => i.dst = if sdst { Operand::s(8) } else { Operand::v(8) },
                    Field::Sdst => i.sdst = Operand::s(12),
                    Field::Src0 => {
                        i.src[0] = if scalar || name == "v_writelane_b32" {
                            Operand::s(16)
                        } else {
                            Operand::v(16)
                        }
                    }
                    // (writelane's lane select is a constant: one SGPR per instruction on gfx9.)
                    Field::Src1 if name == "v_writelane_b32" => i.src[1] = Operand::int(5).unwrap(),
                    Field::Src1 => {
                        i.src[1] = if scalar || name == "v_readlane_b32" {
                            Operand::s(20)
                        } else {
                            Operand::v(20)
                        }
                    }
                    Field::Src2 => i.src[2] = Operand::v(24),
                    Field::Srsrc => i.src[1] = Operand::s(28),
                    Field::Soffset => i.src[2] = Operand::s(3),
                    Field::Ssamp => i.src[2] = Operand::s(40),
                    Field::Imm => i.imm = 4,
                    _ => {}
                }
            }
            if info.family.is_buffer() {
                i.m.offen = true;
            }
            if info.family == Family::MIMG {
                // The vaddr tuple the table's probe gave; a 32-bit atomic's one component
                // (cmpswap: its pair).
                i.m.vaddr = info.ops.iter().find(|(f, _)| *f == Field::Src0).map_or(1, |x| x.1);
                i.m.dmask = if name.contains("cmpswap") { 3 } else { 1 };
                i.m.unorm = !name.contains("sample") && !name.contains("gather") && !name.contains("lod");
            }
            if info.family == Family::MTBUF {
                // 32_32_32_32 float: a format other than the default, so it is printed.
                i.m.fmt = 14 | 7 << 4;
            }
            if info.family == Family::SOPP && name.contains("waitcnt") {
                i.imm = 0;
            }
            insts.push(i);
        }
    }
    insts
}

/// Hand-picked encodings llc rarely shows (modifiers, SDWA, DPP, VOP3P, literals,
/// special registers): llvm-mc assembles them, and decode -> encode -> to_asm ->
/// llvm-mc must give the same bytes.
#[test]
fn assembler_samples_roundtrip() {
    let src = "\
v_add_f32_e64 v1, -|v2|, |s3| clamp mul:4
tbuffer_load_format_xy v[5:6], v[0:1], s[4:7], s2 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_SNORM] idxen offen offset:4 glc slc
tbuffer_store_format_x v1, off, s[4:7], 0 format:[BUF_NUM_FORMAT_UINT]
tbuffer_load_format_x v1, v2, s[8:11], 0 offen
v_fma_f32 v1, -v2, 0.5, v3 div:2
v_cvt_f32_f16_e64 v1, |v2|
v_add_u32_sdwa v1, sext(v2), v3 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_2 src1_sel:WORD_0
v_mov_b32_sdwa v5, v6 dst_sel:BYTE_0 dst_unused:UNUSED_SEXT src0_sel:BYTE_3
v_cmp_gt_u16_sdwa s[6:7], v4, s0 src0_sel:BYTE_0 src1_sel:DWORD
v_cmp_eq_u32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:BYTE_2
v_add_u32_sdwa v1, v2, s3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
v_sub_f32_sdwa v1, -v2, |v3| dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
v_mov_b32_dpp v1, v2 quad_perm:[0,0,2,3] row_mask:0x3 bank_mask:0xa
v_add_f32_dpp v1, -v2, |v3| row_ror:7 row_mask:0xf bank_mask:0xf bound_ctrl:1
v_add_u32_dpp v1, v2, v3 wave_shr:1 row_mask:0xf bank_mask:0xf
v_mov_b32_dpp v1, v2 row_half_mirror row_mask:0xf bank_mask:0xf
v_pk_add_f16 v1, v2, v3 op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[1,0] neg_hi:[0,1]
v_pk_fma_f16 v1, v2, v3, v4 clamp
v_pk_mul_lo_u16 v1, s2, v3
s_mov_b32 s1, 0x12345678
s_and_b64 s[2:3], exec, vcc
s_mov_b64 exec, s[4:5]
s_mov_b32 m0, -1
s_movk_i32 s1, 0xfff0
s_add_u32 s1, s2, lit(0x40)
s_cmp_lg_u64 s[2:3], 0
s_bfe_u32 s1, s2, 0x80008
v_add_co_u32_e64 v1, s[4:5], 1.0, v2
v_addc_co_u32_e64 v1, s[4:5], v2, v3, s[6:7]
v_cndmask_b32_e64 v1, 0, -1, s[2:3]
v_cmpx_gt_u32_e64 s[2:3], v1, 7
v_cmp_class_f64_e64 s[2:3], v[4:5], s9
v_div_scale_f64 v[1:2], vcc, v[3:4], v[5:6], v[3:4]
v_mad_u64_u32 v[1:2], s[4:5], v3, v4, v[5:6]
v_readlane_b32 s1, v2, m0
v_writelane_b32 v1, s2, 7
v_readfirstlane_b32 s9, v3
v_mac_f32_e32 v1, 0x40490fdb, v2
v_madak_f32 v1, v2, v3, 0x41200000
s_load_dword s12, s[2:3], s4 offset:0x10
s_load_dwordx2 s[6:7], s[2:3], s5 offset:0x0
v_madmk_f32 v1, v2, 0x41200000, v3
v_mbcnt_hi_u32_b32 v1, -1, v1
v_lshlrev_b64 v[1:2], 3, v[3:4]
v_cvt_f64_f32_e32 v[1:2], 0.15915494
s_load_dwordx4 s[4:7], s[2:3], 0x40 glc
s_load_dword s4, s[2:3], s9
s_getpc_b64 s[4:5]
s_swappc_b64 s[30:31], s[4:5]
s_waitcnt vmcnt(3) lgkmcnt(1)
s_cbranch_execz 65530
s_barrier
s_nop 3
ds_read2_b32 v[1:2], v3 offset0:4 offset1:9
ds_write2st64_b64 v1, v[2:3], v[4:5] offset0:1 offset1:2
ds_add_rtn_u32 v1, v2, v3 offset:65532
ds_bpermute_b32 v1, v2, v3 offset:4
ds_read_u16 v1, v2 offset:2 gds
global_load_dwordx4 v[1:4], v[5:6], off offset:-4096
global_store_short v[1:2], v3, off offset:4095 glc slc
global_atomic_cmpswap v1, v[2:3], v[4:5], off glc
global_atomic_add_x2 v[2:3], v[4:5], off
global_load_dword v1, v2, s[4:5] offset:16
scratch_store_dword off, v2, s3 offset:8
scratch_load_ubyte v1, v2, off
flat_load_dword v1, v[2:3] offset:12
flat_atomic_inc v1, v[2:3], v4 glc
buffer_load_dword v1, v2, s[4:7], s3 offen offset:4095
buffer_store_dwordx2 v[1:2], off, s[4:7], 0 offset:8 glc
buffer_load_ushort v1, v[2:3], s[4:7], s8 idxen offen
buffer_atomic_add v1, v2, s[4:7], 0 offen glc
image_load v[2:5], v[0:1], s[0:7] dmask:0xf unorm
image_load_mip v[2:4], v[0:3], s[8:15] dmask:0x7 unorm glc slc da
image_store v[2:3], v[0:2], s[4:11] dmask:0x9 unorm
image_store_mip v1, v[0:1], s[4:11] dmask:0x1 unorm d16
image_load v[2:3], v0, s[0:7] dmask:0x7 unorm d16
image_load v[2:6], v[0:1], s[0:7] dmask:0xf unorm glc slc a16 tfe lwe da
image_get_resinfo v[6:9], v12, s[0:7] dmask:0xf unorm
image_atomic_add v0, v[0:1], s[0:7] dmask:0x1 unorm glc
image_atomic_cmpswap v[4:5], v[0:1], s[0:7] dmask:0x3 unorm glc
image_atomic_cmpswap v[4:7], v[0:1], s[0:7] dmask:0xf unorm
image_atomic_umax v[4:5], v[0:2], s[0:7] dmask:0x3 unorm
image_sample_lz v[1:4], v[10:11], s[0:7], s[12:15] dmask:0xf
image_sample_c_d_o v1, v[2:9], s[8:15], s[20:23] dmask:0x2 da
image_gather4_c_lz v[1:4], v[10:13], s[0:7], s[96:99] dmask:0x8
image_get_lod v[1:2], v[10:11], s[0:7], s[12:15] dmask:0x3
image_load v[1:3], v[5:6], s[4:11] dmask:0x7 unorm lwe
image_load v[1:3], v[5:6], s[4:11] dmask:0xf unorm tfe lwe d16
";
    let mut v = Vec::new();
    for (l, words) in src.lines().zip(llvm_mc_words(src)) {
        let (inst, n) = decode(&words).unwrap_or_else(|e| panic!("{l}: {e}"));
        assert_eq!(n, words.len(), "{l}");
        assert_parses_to(&inst.to_asm(), &words);
        assert_eq!(encode(&inst), words, "{l}");
        v.push((words, inst));
    }
    assert_eq!(v.len(), src.lines().count());
    // kcc's assembler reads llvm-mc's input as llvm-mc does.
    for (line, (words, _)) in src.lines().zip(&v) {
        assert_parses_to(line, words);
    }
    check_with_llvm_mc(&v);
}

/// llvm-mc's encoding of each line of `src`.
fn llvm_mc_words(src: &str) -> Vec<Vec<u32>> {
    let mut child = Command::new("llvm-mc-22")
        .args(["-arch=amdgcn", "-mcpu=gfx900", "-show-encoding"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child.stdin.take().unwrap().write_all(src.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    text.lines()
        .filter(|l| l.contains("encoding: ["))
        .map(|l| {
            let e = l.split_once("encoding: [").unwrap().1.trim_end_matches(']');
            let b: Vec<u8> = e
                .split(',')
                .map(|x| u8::from_str_radix(x.trim().trim_start_matches("0x"), 16).unwrap())
                .collect();
            b.chunks(4)
                .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect()
        })
        .collect()
}

/// Text as people write it in inline asm (no encoding suffix, counters by name, decimal
/// literals, float constants): kcc's assembler agrees with llvm-mc.
#[test]
fn handwritten_asm_matches_llvm_mc() {
    let src = "\
v_add_u32 v1, v2, v3
v_add_u32 v1, s2, v3
v_add_u32 v1, v2, s3
v_add_u32 v1, 1000, v3
v_mov_b32 v0, 0x3f800000
v_mov_b32 v0, -7
v_mov_b32 v0, 1.5
v_mov_b32 v0, 0.5
v_lshlrev_b64 v[0:1], 3, v[2:3]
v_cmp_eq_u32 vcc, v1, v2
v_cmp_eq_u32 s[4:5], v1, v2
v_cndmask_b32 v1, v2, v3, vcc
v_cndmask_b32 v1, v2, v3, s[6:7]
v_add_co_u32 v1, vcc, v2, v3
v_add_co_u32 v1, s[2:3], v2, v3
v_add_f32 v1, -v2, |v3|
v_fma_f32 v1, v2, v3, v4
v_mul_lo_u32 v1, v2, s3
v_readfirstlane_b32 s1, v2
s_mov_b32 s0, s1
s_mov_b32 s0, 100000
s_mov_b64 s[0:1], exec
s_add_u32 s0, s1, -1
s_waitcnt vmcnt(0)
s_waitcnt lgkmcnt(0)
s_waitcnt vmcnt(1) & lgkmcnt(2)
s_waitcnt 0
s_nop 0
s_endpgm
s_movk_i32 s3, 0x1234
s_load_dword s0, s[4:5], 0x8
s_load_dwordx2 s[0:1], s[4:5], 0x10 glc
global_load_dword v1, v[2:3], off
global_load_dword v1, v[2:3], off offset:16 glc
global_store_dword v[2:3], v1, off
global_atomic_add v1, v[2:3], v4, off glc
flat_load_dword v1, v[2:3]
ds_read_b32 v1, v2 offset:16
ds_write_b32 v1, v2
buffer_load_dword v1, off, s[4:7], 0
v_mov_b32_dpp v1, v2 row_shl:1
v_add_f32_sdwa v1, v2, v3 src0_sel:WORD_1
v_mad_u32_u24 v1, v2, v3, v4
v_pk_add_u16 v1, v2, v3
v_max3_i32 v0, v1, v2, 5
";
    let words = llvm_mc_words(src);
    assert_eq!(words.len(), src.lines().count());
    for (line, w) in src.lines().zip(&words) {
        assert_parses_to(line, w);
    }
}

/// Bad input is an error naming the instruction and the column, never a panic.
#[test]
fn assembler_errors() {
    let e = parse_inst("v_frobnicate v1, v2").unwrap_err();
    assert!(e.msg.contains("unknown instruction 'v_frobnicate'"), "{e}");
    let e = parse_inst("v_add_u32 v1, v2").unwrap_err();
    assert!(e.msg.contains("v_add_u32"), "{e}");
    let e = parse_inst("s_mov_b32 s0, v[1:").unwrap_err();
    assert!(e.msg.contains("s_mov_b32"), "{e}");
    let e = parse_inst("v_add_u32 v1, v2, banana").unwrap_err();
    assert_eq!(e.col, 18, "{e}");
    for bad in [
        "",
        "v_add_u32 ,,,",
        "s_waitcnt vmcnt(99)",
        "global_load_dword v1, v[2:3], off offset:x",
        "v_mov_b32 v0, 99999999999",
    ] {
        let _ = parse_inst(bad);
    }
}

/// `Inst::class` against the execution resource LLVM's gfx900 scheduling model gives each
/// instruction (llvm-mca's resource pressure): SALU and the other SOPP instructions on HWSALU,
/// VALU on HWVALU, VMEM and FLAT on HWVMEM, SMEM and LDS on HWLGKM, jumps on HWBranch. LLVM
/// also charges HWSALU for the scalar carry or flag a VALU instruction writes. Two differ on
/// purpose: a call (`s_swappc_b64`) is a jump to kcc's statistics, and `s_barrier` a wait.
#[test]
fn every_table_row_class_matches_llvm_mca() {
    use gfx9_isa::Class;
    // llvm-mca-22 aborts on the MUBUF d16 loads (corrupted heap); they are buffer loads like
    // the rest of their family.
    let d16_buffer = |i: &Inst| i.op.info().family.is_buffer() && i.op.name().contains("d16");
    let mut insts: Vec<Inst> = table_instances().into_iter().filter(|i| !d16_buffer(i)).collect();
    // Jumps the generic builder the generic builder leaves out.
    for text in [
        "s_setpc_b64 s[0:1]",
        "s_swappc_b64 s[30:31], s[4:5]",
        "s_cbranch_execz 3",
        "s_endpgm",
    ] {
        insts.push(parse_inst(text).unwrap_or_else(|e| panic!("{text}: {e}")));
    }
    let resources = llvm_mca_resources(&insts);
    assert_eq!(resources.len(), insts.len());
    let mut wrong = Vec::new();
    for (i, used) in insts.iter().zip(&resources) {
        let want = match i.class() {
            _ if i.op == gfx9_isa::op::S_SWAPPC_B64 => "HWSALU",
            _ if i.op == gfx9_isa::op::S_BARRIER => "HWBranch",
            Class::Salu | Class::Other => "HWSALU",
            Class::Valu => "HWVALU",
            Class::Vmem => "HWVMEM",
            Class::Smem | Class::Lds => "HWLGKM",
            Class::Branch => "HWBranch",
        };
        let sgpr_out = i.access().writes.iter().flat_map(|r| r.iter()).any(|r| r < 128);
        let allowed = |r: &String| r == want || (i.class() == Class::Valu && sgpr_out && r == "HWSALU");
        if !used.iter().any(|r| r == want) || !used.iter().all(allowed) {
            wrong.push(format!("{}: {:?} but llvm-mca uses {used:?}", i.to_asm(), i.class()));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The resources llvm-mca-22 charges each instruction of `insts` (in order).
fn llvm_mca_resources(insts: &[Inst]) -> Vec<Vec<String>> {
    let src: String = insts.iter().map(|i| i.to_asm() + "\n").collect();
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("isa-mca");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("table.s");
    std::fs::write(&file, src).unwrap();
    let out = Command::new("llvm-mca-22")
        .args([
            "-mtriple=amdgcn-amd-amdhsa",
            "-mcpu=gfx900",
            "-iterations=1",
            "-resource-pressure",
        ])
        .args(["-timeline=false", "-instruction-info=false", "-summary-view=false"])
        .arg(&file)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    // "[3]   - HWSALU" lines name the columns; an instruction's row has a number under each it uses.
    let columns: Vec<String> = text
        .lines()
        .take_while(|l| !l.starts_with("Resource pressure per iteration"))
        .filter_map(|l| l.strip_prefix('[')?.split_once("- ").map(|(_, n)| n.trim().to_string()))
        .collect();
    let rows = text
        .split("Resource pressure by instruction:")
        .nth(1)
        .expect("a per-instruction table");
    rows.lines()
        .skip(2)
        .take(insts.len())
        .map(|row| {
            let cells = row.split_whitespace().take(columns.len());
            cells
                .zip(&columns)
                .filter(|(c, _)| *c != "-")
                .map(|(_, n)| n.clone())
                .collect()
        })
        .collect()
}
