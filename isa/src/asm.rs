//! llvm-mc syntax printer. The text must assemble back to the same bytes, so
//! it spells out the encoding (`_e32`/`_e64`/`_dpp`/`_sdwa`) and every
//! non-default modifier.

use crate::{op, Enc, Family, Field, Inst, Operand};

/// One operand of `n` dwords (`n` = 0 is printed as 1).
pub(crate) fn operand(o: Operand, n: u8, lit: u32) -> String {
    let n = n.max(1) as u16;
    let tuple = |p: &str, base: u16| {
        if n == 1 {
            format!("{p}{base}")
        } else {
            format!("{p}[{}:{}]", base, base + n - 1)
        }
    };
    let pair = |name: &str, lo: bool| match (n, lo) {
        (2, _) => name.to_string(),
        (_, true) => format!("{name}_lo"),
        (_, false) => format!("{name}_hi"),
    };
    match o.0 {
        0..=101 => tuple("s", o.0),
        102 | 103 => pair("flat_scratch", o.0 == 102),
        104 | 105 => pair("xnack_mask", o.0 == 104),
        106 | 107 => pair("vcc", o.0 == 106),
        108..=123 => tuple("ttmp", o.0 - 108),
        124 => "m0".into(),
        126 | 127 => pair("exec", o.0 == 126),
        128..=208 => format!("{}", o.inline_b32().unwrap_or(0) as i32),
        235 => "src_shared_base".into(),
        236 => "src_shared_limit".into(),
        237 => "src_private_base".into(),
        238 => "src_private_limit".into(),
        239 => "src_pops_exiting_wave_id".into(),
        240..=247 => ["0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0"][(o.0 - 240) as usize].into(),
        248 => "0.15915494".into(),
        251 => "vccz".into(),
        252 => "execz".into(),
        253 => "scc".into(),
        254 => "lds_direct".into(),
        // A literal whose value is also an inline constant must say so, or llvm-mc folds it.
        255 if lit <= 64 || lit >= 0xffff_fff0 || Operand::float(f32::from_bits(lit)).is_some() => {
            format!("lit(0x{lit:x})")
        }
        255 => format!("0x{lit:x}"),
        256..=511 => tuple("v", o.0 - 256),
        _ => format!("<bad operand {}>", o.0),
    }
}

fn sel(s: u32) -> &'static str {
    [
        "BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD", "DWORD",
    ][(s & 7) as usize]
}

/// The assembly of a gfx9 DPP control (`dpp_ctrl`) as llvm-mc spells it, if gfx9 has it.
pub fn dpp_control(c: u32) -> Option<String> {
    Some(match c {
        0x000..=0x0ff => format!(
            "quad_perm:[{},{},{},{}]",
            c & 3,
            (c >> 2) & 3,
            (c >> 4) & 3,
            (c >> 6) & 3
        ),
        0x101..=0x10f => format!("row_shl:{}", c & 15),
        0x111..=0x11f => format!("row_shr:{}", c & 15),
        0x121..=0x12f => format!("row_ror:{}", c & 15),
        0x130 => "wave_shl:1".into(),
        0x134 => "wave_rol:1".into(),
        0x138 => "wave_shr:1".into(),
        0x13c => "wave_ror:1".into(),
        0x140 => "row_mirror".into(),
        0x141 => "row_half_mirror".into(),
        0x142 => "row_bcast:15".into(),
        0x143 => "row_bcast:31".into(),
        _ => return None,
    })
}

fn dpp_ctrl(c: u32) -> String {
    dpp_control(c).unwrap_or_else(|| format!("dpp_ctrl:0x{c:x}"))
}

pub(crate) fn print(i: &Inst) -> String {
    print_named(i, &|_, _| None)
}

/// [`print`], with `name` naming the register operands it knows (`o` with `n` dwords) instead
/// of their registers: selected code before allocation names values, not registers.
pub(crate) fn print_named(i: &Inst, name: &dyn Fn(Operand, u8) -> Option<String>) -> String {
    let operand = |o: Operand, n: u8, lit: u32| name(o, n).unwrap_or_else(|| operand(o, n, lit));
    let info = i.op.info();
    let fam = i.family();
    let mut s = String::from(info.name);
    if matches!(info.family, Family::VOP1 | Family::VOP2 | Family::VOPC) {
        s.push_str(match i.enc {
            Enc::Native => "_e32",
            Enc::E64 => "_e64",
            Enc::Dpp => "_dpp",
            Enc::Sdwa => "_sdwa",
        });
    }
    let mut parts: Vec<String> = Vec::new();
    let srcmod = |idx: usize, text: String| -> String {
        let (neg, abs) = match (fam, i.enc) {
            (Family::VOP3, _) => ((i.m.neg >> idx & 1) as u32, (i.m.abs >> idx & 1) as u32),
            (_, Enc::Dpp) if idx < 2 => ((i.m.ext >> (20 + 2 * idx)) & 1, (i.m.ext >> (21 + 2 * idx)) & 1),
            (_, Enc::Sdwa) if idx < 2 => ((i.m.ext >> (20 + 8 * idx)) & 1, (i.m.ext >> (21 + 8 * idx)) & 1),
            _ => (0, 0),
        };
        let mut t = text;
        if abs != 0 {
            t = format!("|{t}|");
        }
        if neg != 0 {
            t = format!("-{t}");
        }
        if i.enc == Enc::Sdwa && idx < 2 && (i.m.ext >> (19 + 8 * idx)) & 1 != 0 {
            t = format!("sext({t})");
        }
        t
    };
    for &(f, n) in i.operands() {
        let o = i.field(f);
        // (llvm-mc's parser counts tfe's status dword but not lwe's, which the hardware writes
        // too: the text leaves it out, the bytes are the same.)
        let n = match (fam, f) {
            (Family::MIMG, Field::Dst) if i.m.lwe && !i.m.tfe => i.width(f) - 1,
            (Family::MIMG, _) => i.width(f),
            _ => n,
        };
        let text = match f {
            Field::Vcc => i.sdwa_sdst().map_or("vcc".into(), |d| operand(d, 2, 0)),
            Field::Exec => "exec".into(),
            Field::Imm => match fam {
                Family::SOPP => {
                    if i.imm == 0 && i.op == op::S_ENDPGM {
                        continue;
                    }
                    if i.op == op::S_WAITCNT {
                        waitcnt(i.imm)
                    } else {
                        format!("{}", i.imm)
                    }
                }
                Family::SMEM if i.imm < 0 => operand(i.src[1], 1, 0),
                Family::SMEM if i.m.soe => {
                    format!("{} offset:0x{:x}", operand(i.src[1], 1, 0), i.imm as u32 & 0x1f_ffff)
                }
                Family::VOP2 => format!("0x{:x}", i.lit),
                _ => format!(
                    "0x{:x}",
                    i.imm as u32 & if fam == Family::SMEM { 0x1f_ffff } else { 0xffff }
                ),
            },
            Field::Off => {
                if o.0 == 0x7f {
                    "off".into()
                } else {
                    operand(o, if info.family == Family::GLOBAL { 2 } else { 1 }, 0)
                }
            }
            Field::Src0 if matches!(info.family, Family::GLOBAL) && i.src[2].0 != 0x7f => operand(o, 1, 0),
            Field::Src0 if info.family == Family::SCRATCH && i.src[2].0 != 0x7f => "off".into(),
            Field::Src0 if info.family.is_buffer() => match (i.m.offen, i.m.idxen) {
                (false, false) => "off".into(),
                (true, true) => operand(o, 2, 0),
                _ => operand(o, 1, 0),
            },
            // s_setreg_imm32_b32's value is always a literal dword.
            Field::Src0 if i.op == op::S_SETREG_IMM32_B32 => format!("0x{:x}", i.lit),
            Field::Src0 => srcmod(0, operand(o, n, i.lit)),
            Field::Src1 => srcmod(1, operand(o, n, i.lit)),
            Field::Src2 => srcmod(2, operand(o, n, i.lit)),
            _ => operand(o, n, i.lit),
        };
        parts.push(text);
    }
    // Returning FLAT/GLOBAL atomics print their destination first (MUBUF returns in vdata).
    let atomic = info.name.contains("atomic");
    if atomic && i.m.glc && matches!(info.family, Family::FLAT | Family::GLOBAL | Family::SCRATCH) {
        let n = i
            .operands()
            .iter()
            .find(|(f, _)| matches!(f, Field::Src1 | Field::Dst))
            .map(|x| x.1)
            .unwrap_or(1);
        let n = if info.name.contains("cmpswap") { n / 2 } else { n };
        parts.insert(0, operand(i.dst, n, 0));
    }
    if !parts.is_empty() {
        s.push(' ');
        s.push_str(&parts.join(", "));
    }
    let mut m = String::new();
    match fam {
        Family::SMEM if i.m.glc => m.push_str(" glc"),
        Family::VOP3 => {
            if i.m.opsel != 0 {
                let nsrc = i
                    .operands()
                    .iter()
                    .filter(|(f, _)| matches!(f, Field::Src0 | Field::Src1 | Field::Src2))
                    .count();
                let bits: Vec<String> = (0..nsrc).map(|k| format!("{}", i.m.opsel >> k & 1)).collect();
                m.push_str(&format!(" op_sel:[{},{}]", bits.join(","), i.m.opsel >> 3 & 1));
            }
            if i.m.clamp {
                m.push_str(" clamp");
            }
            m.push_str(match i.m.omod {
                1 => " mul:2",
                2 => " mul:4",
                3 => " div:2",
                _ => "",
            });
        }
        Family::VOP3P => {
            let nsrc = i
                .operands()
                .iter()
                .filter(|(f, _)| matches!(f, Field::Src0 | Field::Src1 | Field::Src2))
                .count();
            let list = |v: u8| {
                (0..nsrc)
                    .map(|k| format!("{}", v >> k & 1))
                    .collect::<Vec<_>>()
                    .join(",")
            };
            let full = (1u8 << nsrc) - 1;
            if i.m.opsel != 0 {
                m.push_str(&format!(" op_sel:[{}]", list(i.m.opsel)));
            }
            if i.m.opsel_hi & full != full {
                m.push_str(&format!(" op_sel_hi:[{}]", list(i.m.opsel_hi)));
            }
            if i.m.neg != 0 {
                m.push_str(&format!(" neg_lo:[{}]", list(i.m.neg)));
            }
            if i.m.abs != 0 {
                m.push_str(&format!(" neg_hi:[{}]", list(i.m.abs)));
            }
            if i.m.clamp {
                m.push_str(" clamp");
            }
        }
        Family::DS => {
            if info.name.contains('2')
                && !info.name.contains("b32x")
                && (info.name.contains("read2") || info.name.contains("write2") || info.name.contains("wrxchg2"))
            {
                if i.imm != 0 {
                    m.push_str(&format!(" offset0:{}", i.imm));
                }
                if i.m.offset1 != 0 {
                    m.push_str(&format!(" offset1:{}", i.m.offset1));
                }
            } else {
                let off = i.imm as u32 | (i.m.offset1 as u32) << 8;
                if off != 0 {
                    m.push_str(&format!(" offset:{off}"));
                }
            }
            if i.m.gds {
                m.push_str(" gds");
            }
        }
        Family::MIMG => {
            // llvm-mc's order: dmask unorm glc slc a16 tfe lwe da d16.
            if i.m.dmask != 0 {
                m.push_str(&format!(" dmask:0x{:x}", i.m.dmask));
            }
            for (on, name) in [
                (i.m.unorm, " unorm"),
                (i.m.glc, " glc"),
                (i.m.slc, " slc"),
                (i.m.a16, " a16"),
                (i.m.tfe, " tfe"),
                (i.m.lwe, " lwe"),
                (i.m.da, " da"),
                (i.m.d16, " d16"),
            ] {
                if on {
                    m.push_str(name);
                }
            }
        }
        Family::FLAT | Family::GLOBAL | Family::SCRATCH | Family::MUBUF | Family::MTBUF => {
            if fam == Family::MTBUF {
                m.push_str(&buffer_format(i.m.fmt));
            }
            if fam.is_buffer() {
                if i.m.idxen {
                    m.push_str(" idxen");
                }
                if i.m.offen {
                    m.push_str(" offen");
                }
            }
            if i.imm != 0 {
                m.push_str(&format!(" offset:{}", i.imm));
            }
            if i.m.glc {
                m.push_str(" glc");
            }
            if i.m.slc {
                m.push_str(" slc");
            }
            if i.m.lds {
                m.push_str(" lds");
            }
            if i.m.tfe {
                m.push_str(" tfe");
            }
        }
        _ => {}
    }
    match i.enc {
        Enc::Dpp => {
            let e = i.m.ext;
            m.push_str(&format!(
                " {} row_mask:0x{:x} bank_mask:0x{:x}",
                dpp_ctrl((e >> 8) & 0x1ff),
                e >> 28,
                (e >> 24) & 15
            ));
            if e >> 19 & 1 != 0 {
                m.push_str(" bound_ctrl:1");
            }
        }
        Enc::Sdwa => {
            let e = i.m.ext;
            if e >> 13 & 1 != 0 {
                m.push_str(" clamp");
            }
            if info.family != Family::VOPC {
                m.push_str(&format!(
                    " dst_sel:{} dst_unused:{}",
                    sel(e >> 8),
                    ["UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE", "UNUSED_PAD"][((e >> 11) & 3) as usize]
                ));
            }
            m.push_str(&format!(" src0_sel:{}", sel(e >> 16)));
            if info.family != Family::VOP1 {
                m.push_str(&format!(" src1_sel:{}", sel(e >> 24)));
            }
        }
        _ => {}
    }
    s + &m
}

/// `s_waitcnt`'s operand as llvm-mc prints it for gfx9: the counters that wait (all three when
/// none does), or the number when bits outside the fields are set.
fn waitcnt(imm: i32) -> String {
    let imm = imm as u32 & 0xffff;
    if imm & 0x3080 != 0 {
        return format!("{imm}");
    }
    let vm = (imm & 0xf) | ((imm >> 14) & 3) << 4;
    let exp = (imm >> 4) & 7;
    let lgkm = (imm >> 8) & 0xf;
    let fields = [("vmcnt", vm, 63), ("expcnt", exp, 7), ("lgkmcnt", lgkm, 15)];
    let all = fields.iter().all(|&(_, n, max)| n == max);
    fields
        .iter()
        .filter(|&&(_, n, max)| all || n != max)
        .map(|(name, n, _)| format!("{name}({n})"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// MTBUF data formats by their 4-bit code, as llvm-mc names them (`BUF_DATA_FORMAT_*`).
pub const DATA_FORMATS: [&str; 16] = [
    "INVALID",
    "8",
    "16",
    "8_8",
    "32",
    "16_16",
    "10_11_11",
    "11_11_10",
    "10_10_10_2",
    "2_10_10_10",
    "8_8_8_8",
    "32_32",
    "16_16_16_16",
    "32_32_32",
    "32_32_32_32",
    "RESERVED_15",
];
/// MTBUF number formats by their 3-bit code (`BUF_NUM_FORMAT_*`).
pub const NUM_FORMATS: [&str; 8] = [
    "UNORM",
    "SNORM",
    "USCALED",
    "SSCALED",
    "UINT",
    "SINT",
    "RESERVED_6",
    "FLOAT",
];

/// MTBUF's ` format:[..]` modifier: the data and number formats that differ from the default
/// (8, unorm), nothing when both are the default, as llvm-mc prints it.
pub(crate) fn buffer_format(fmt: u8) -> String {
    let (dfmt, nfmt) = (fmt & 15, (fmt >> 4) & 7);
    let mut parts = Vec::new();
    if dfmt != 1 {
        parts.push(format!("BUF_DATA_FORMAT_{}", DATA_FORMATS[dfmt as usize]));
    }
    if nfmt != 0 {
        parts.push(format!("BUF_NUM_FORMAT_{}", NUM_FORMATS[nfmt as usize]));
    }
    if parts.is_empty() {
        String::new()
    } else {
        format!(" format:[{}]", parts.join(","))
    }
}

/// The value of MTBUF's `format:` modifier: a number (`format:78`) or the bracketed names
/// (either may be left out: it is the default).
pub(crate) fn parse_buffer_format(val: &str) -> Option<u8> {
    if let Some(list) = val.strip_prefix('[').and_then(|v| v.strip_suffix(']')) {
        let (mut dfmt, mut nfmt) = (1u8, 0u8);
        for name in list.split(',').map(str::trim) {
            if let Some(d) = name.strip_prefix("BUF_DATA_FORMAT_") {
                dfmt = DATA_FORMATS.iter().position(|&f| f == d)? as u8;
            } else {
                let n = name.strip_prefix("BUF_NUM_FORMAT_")?;
                nfmt = NUM_FORMATS.iter().position(|&f| f == n)? as u8;
            }
        }
        return Some(dfmt | nfmt << 4);
    }
    let n: u32 = val.parse().ok()?;
    (n < 128).then_some(n as u8)
}
