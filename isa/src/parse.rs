//! llvm-mc syntax assembler: the inverse of the printer (`asm.rs`). A line is a mnemonic (with
//! or without `_e32`/`_e64`/`_dpp`/`_sdwa`), operands in the table's assembly order, then
//! modifiers (`offset:N`, `glc`, `clamp`, `op_sel:[..]`, ...). Without a suffix a VOP1/VOP2/VOPC
//! mnemonic takes its 32-bit form when its operands fit and the VOP3 form otherwise, as llvm-mc
//! chooses. Used for inline assembly, so every failure is an error message, never a panic.

use crate::{Enc, Family, Field, Inst, Op, Operand};

/// A failure to assemble, at a byte column of the statement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsmError {
    pub col: usize,
    pub msg: String,
}

impl std::fmt::Display for AsmError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "column {}: {}", self.col + 1, self.msg)
    }
}

/// Maps a register the text names (first register, dwords) to the one to encode. Register
/// tokens prefixed with `!` are already final and bypass it (inline asm substitutes its
/// allocated operands that way, so only the registers the text itself names are renamed).
pub type Rename<'a> = dyn FnMut(Operand, u8) -> Result<Operand, String> + 'a;

/// Assembles one statement (no comment, no newline).
pub fn parse_inst(line: &str) -> Result<Inst, AsmError> {
    parse_inst_with(line, &mut |o, _| Ok(o))
}

/// The statements of a text: lines, with `;` and `//` comments removed (llvm-mc's AMDGPU
/// comment strings). Returns (byte offset of the statement in `text`, statement).
pub fn statements(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut at = 0;
    for line in text.split('\n') {
        let end = [line.find(';'), line.find("//")]
            .into_iter()
            .flatten()
            .min()
            .unwrap_or(line.len());
        let s = &line[..end];
        let lead = s.len() - s.trim_start().len();
        if !s.trim().is_empty() {
            out.push((at + lead, s.trim()));
        }
        at += line.len() + 1;
    }
    out
}

/// Assembles one statement, renaming the registers it names through `rename`.
pub fn parse_inst_with(line: &str, rename: &mut Rename) -> Result<Inst, AsmError> {
    let line = line.trim_end();
    let start = line.len() - line.trim_start().len();
    let line_t = line.trim_start();
    let (mn, rest) = line_t.split_once(char::is_whitespace).unwrap_or((line_t, ""));
    let err0 = |msg: String| AsmError { col: start, msg };
    let (base, enc) = [
        ("_e32", Some(Enc::Native)),
        ("_e64", Some(Enc::E64)),
        ("_dpp", Some(Enc::Dpp)),
        ("_sdwa", Some(Enc::Sdwa)),
    ]
    .iter()
    .find_map(|(suf, e)| mn.strip_suffix(suf).map(|b| (b, *e)))
    .unwrap_or((mn, None));
    let op = Op::all()
        .find(|o| o.name() == base)
        .ok_or_else(|| err0(format!("unknown instruction '{mn}'")))?;
    let info = op.info();
    let vop = matches!(info.family, Family::VOP1 | Family::VOP2 | Family::VOPC);
    if enc.is_some() && !vop {
        return Err(err0(format!("'{mn}': '{base}' has no encoding suffixes")));
    }
    if enc == Some(Enc::E64) && !info.has_vop3() {
        return Err(err0(format!("'{mn}': '{base}' has no VOP3 form")));
    }
    let rest_at = start + mn.len() + (rest.len() - rest.trim_start().len()) + usize::from(!rest.is_empty());
    let toks = tokens(rest.trim_start(), rest_at).map_err(|(col, msg)| AsmError {
        col,
        msg: format!("'{mn}': {msg}"),
    })?;
    let try_enc = |e: Enc, rename: &mut Rename| build(op, e, &toks, rename);
    let r = match enc {
        Some(e) => try_enc(e, rename),
        // llvm-mc's choice: the 32-bit form when the operands fit it.
        None if vop && !info.ops64.is_empty() => {
            try_enc(Enc::Native, rename).or_else(|e32| try_enc(Enc::E64, rename).map_err(|_| e32))
        }
        None => try_enc(Enc::Native, rename),
    };
    r.map_err(|(col, msg)| AsmError {
        col,
        msg: format!("'{mn}': {msg}"),
    })
}

type R<T> = Result<T, (usize, String)>;

/// Splits operands and modifiers at top-level commas and spaces: (column, token).
fn tokens(s: &str, at: usize) -> R<Vec<(usize, String)>> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut cur = String::new();
    let mut cur_at = at;
    let mut in_abs = false;
    for (i, c) in s.char_indices() {
        match c {
            '[' | '(' => depth += 1,
            ']' | ')' => depth -= 1,
            '|' => in_abs = !in_abs,
            _ => {}
        }
        if depth == 0 && !in_abs && (c == ',' || c.is_whitespace() || c == '&') {
            if !cur.is_empty() {
                out.push((cur_at, std::mem::take(&mut cur)));
            }
            continue;
        }
        if cur.is_empty() {
            cur_at = at + i;
        }
        cur.push(c);
    }
    if depth != 0 || in_abs {
        return Err((at, "unbalanced brackets".into()));
    }
    if !cur.is_empty() {
        out.push((cur_at, cur));
    }
    Ok(out)
}

fn number(t: &str) -> Option<i64> {
    let (neg, t) = t.strip_prefix('-').map_or((false, t), |r| (true, r));
    let v = if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        i64::from_str_radix(h, 16).ok()?
    } else if t.chars().all(|c| c.is_ascii_digit()) && !t.is_empty() {
        t.parse().ok()?
    } else {
        return None;
    };
    Some(if neg { -v } else { v })
}

/// A register token (`v3`, `s[4:5]`, `vcc`, `m0`): (first register's operand code, dwords).
pub fn register(t: &str) -> Option<(Operand, u8)> {
    let named = [
        ("vcc", 106, 2),
        ("vcc_lo", 106, 1),
        ("vcc_hi", 107, 1),
        ("exec", 126, 2),
        ("exec_lo", 126, 1),
        ("exec_hi", 127, 1),
        ("flat_scratch", 102, 2),
        ("flat_scratch_lo", 102, 1),
        ("flat_scratch_hi", 103, 1),
        ("xnack_mask", 104, 2),
        ("xnack_mask_lo", 104, 1),
        ("xnack_mask_hi", 105, 1),
        ("m0", 124, 1),
        ("scc", 253, 1),
        ("vccz", 251, 1),
        ("execz", 252, 1),
        ("lds_direct", 254, 1),
        ("src_shared_base", 235, 1),
        ("src_shared_limit", 236, 1),
        ("src_private_base", 237, 1),
        ("src_private_limit", 238, 1),
        ("src_pops_exiting_wave_id", 239, 1),
    ];
    if let Some(&(_, code, n)) = named.iter().find(|(name, _, _)| *name == t) {
        return Some((Operand(code), n));
    }
    let (base, limit, rest) = if let Some(r) = t.strip_prefix("ttmp") {
        (108u16, 16u16, r)
    } else if let Some(r) = t.strip_prefix('s') {
        (0, 102, r)
    } else if let Some(r) = t.strip_prefix('v') {
        (256, 256, r)
    } else {
        return None;
    };
    let (lo, hi) = if let Some(range) = rest.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
        match range.split_once(':') {
            Some((a, b)) => (a.trim().parse::<u16>().ok()?, b.trim().parse::<u16>().ok()?),
            None => {
                let a = range.trim().parse::<u16>().ok()?;
                (a, a)
            }
        }
    } else if !rest.is_empty() && rest.chars().all(|c| c.is_ascii_digit()) {
        let a = rest.parse::<u16>().ok()?;
        (a, a)
    } else {
        return None;
    };
    (lo <= hi && hi < limit && hi - lo < 16).then(|| (Operand(base + lo), (hi - lo + 1) as u8))
}

/// A source operand with its modifiers.
#[derive(Default)]
struct Src {
    op: Operand,
    lit: Option<u32>,
    neg: bool,
    abs: bool,
    sext: bool,
}

fn reg_or_rename(t: &str, col: usize, rename: &mut Rename) -> R<Option<(Operand, u8)>> {
    let (fixed, t) = t.strip_prefix('!').map_or((false, t), |r| (true, r));
    let Some((o, n)) = register(t) else {
        return Ok(None);
    };
    if fixed || !(o.is_sgpr() || o.is_vgpr()) {
        return Ok(Some((o, n)));
    }
    rename(o, n).map(|o| Some((o, n))).map_err(|m| (col, m))
}

fn source(t: &str, col: usize, rename: &mut Rename) -> R<Src> {
    let mut s = Src::default();
    let mut t = t;
    if let Some(r) = t.strip_prefix("sext(").and_then(|r| r.strip_suffix(')')) {
        s.sext = true;
        t = r;
    }
    if let Some(r) = t.strip_prefix("neg(").and_then(|r| r.strip_suffix(')')) {
        s.neg = true;
        t = r;
    } else if let Some(r) = t
        .strip_prefix('-')
        .filter(|r| r.starts_with('|') || register(r.trim_start_matches('!')).is_some())
    {
        s.neg = true;
        t = r;
    }
    if let Some(r) = t.strip_prefix('|').and_then(|r| r.strip_suffix('|')) {
        s.abs = true;
        t = r;
    } else if let Some(r) = t.strip_prefix("abs(").and_then(|r| r.strip_suffix(')')) {
        s.abs = true;
        t = r;
    }
    if let Some((o, _)) = reg_or_rename(t, col, rename)? {
        s.op = o;
        return Ok(s);
    }
    if let Some(l) = t.strip_prefix("lit(").and_then(|r| r.strip_suffix(')')) {
        let v = number(l).ok_or((col, format!("bad literal '{t}'")))?;
        s.op = Operand::LITERAL;
        s.lit = Some(v as u32);
        return Ok(s);
    }
    if let Some(v) = number(t) {
        if !(-(1i64 << 31)..1i64 << 32).contains(&v) {
            return Err((col, format!("constant '{t}' does not fit 32 bits")));
        }
        if let Some(o) = (-16..=64).contains(&v).then(|| Operand::int(v as i32)).flatten() {
            s.op = o;
        } else if let Some(o) = Operand::float(f32::from_bits(v as u32)) {
            s.op = o; // llvm-mc folds a float's bit pattern to its inline constant
        } else {
            s.op = Operand::LITERAL;
            s.lit = Some(v as u32);
        }
        return Ok(s);
    }
    if t.contains('.') || t.contains('e') {
        if let Ok(f) = t.parse::<f32>() {
            if (t == "0.15915494") || Operand::float(f).is_some() {
                s.op = if t == "0.15915494" {
                    Operand(248)
                } else {
                    Operand::float(f).unwrap_or(Operand(128))
                };
            } else {
                s.op = Operand::LITERAL;
                s.lit = Some(f.to_bits());
            }
            return Ok(s);
        }
    }
    Err((col, format!("bad operand '{t}'")))
}

fn list(v: &str, col: usize) -> R<u8> {
    let inner = v
        .strip_prefix('[')
        .and_then(|r| r.strip_suffix(']'))
        .ok_or((col, format!("expected a list, got '{v}'")))?;
    let mut bits = 0u8;
    for (k, b) in inner.split(',').enumerate() {
        match b.trim() {
            "0" => {}
            "1" => bits |= 1 << k,
            _ => return Err((col, format!("bad list '{v}'"))),
        }
    }
    Ok(bits)
}

fn sel(v: &str, col: usize) -> R<u32> {
    ["BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD"]
        .iter()
        .position(|s| *s == v)
        .map(|p| p as u32)
        .ok_or((col, format!("bad selector '{v}'")))
}

/// s_waitcnt's `vmcnt(N) expcnt(N) lgkmcnt(N)` (gfx9 layout) or a plain number.
fn waitcnt(toks: &[(usize, String)]) -> R<i32> {
    if let [(c, t)] = toks {
        if let Some(v) = number(t) {
            return i16::try_from(v)
                .or_else(|_| u16::try_from(v).map(|u| u as i16))
                .map(i32::from)
                .map_err(|_| (*c, format!("'{t}' does not fit 16 bits")));
        }
    }
    let (mut vm, mut exp, mut lgkm) = (63u32, 7u32, 15u32);
    for (c, t) in toks {
        let (name, n) = t
            .strip_suffix(')')
            .and_then(|r| r.split_once('('))
            .ok_or((*c, format!("bad counter '{t}'")))?;
        let n = number(n).filter(|n| *n >= 0).ok_or((*c, format!("bad count '{t}'")))? as u32;
        match name {
            "vmcnt" if n < 64 => vm = n,
            "expcnt" if n < 8 => exp = n,
            "lgkmcnt" if n < 16 => lgkm = n,
            _ => return Err((*c, format!("bad counter '{t}'"))),
        }
    }
    Ok(((vm & 15) | exp << 4 | lgkm << 8 | (vm >> 4) << 14) as i16 as i32)
}

fn is_modifier(t: &str) -> bool {
    t.split_once(':')
        .is_some_and(|(name, _)| !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'))
        || matches!(
            t,
            "glc"
                | "slc"
                | "gds"
                | "lds"
                | "tfe"
                | "offen"
                | "idxen"
                | "unorm"
                | "da"
                | "a16"
                | "lwe"
                | "d16"
                | "clamp"
                | "nv"
                | "row_mirror"
                | "row_half_mirror"
        )
}

fn build(op: Op, enc: Enc, toks: &[(usize, String)], rename: &mut Rename) -> R<Inst> {
    let info = op.info();
    let mut i = Inst::new(op);
    i.enc = enc;
    let fam = i.family();
    let end = toks.last().map_or(0, |t| t.0 + t.1.len());
    let mut pos: Vec<(usize, &str)> = Vec::new();
    let mut mods: Vec<(usize, &str)> = Vec::new();
    // SMEM's `sN offset:X` (soe) keeps its modifier with the positional register.
    for (c, t) in toks {
        if is_modifier(t) {
            mods.push((*c, t));
        } else {
            pos.push((*c, t));
        }
    }
    if fam == Family::SOPP && info.name == "s_waitcnt" {
        i.imm = waitcnt(toks)?;
        return Ok(i);
    }
    let has = |m: &str| mods.iter().any(|(_, t)| *t == m);
    // Returning FLAT-family atomics name their destination first.
    if info.name.contains("atomic")
        && has("glc")
        && matches!(info.family, Family::FLAT | Family::GLOBAL | Family::SCRATCH)
    {
        let (c, t) = *pos.first().ok_or((end, "missing destination".to_string()))?;
        i.dst = reg_or_rename(t, c, rename)?
            .ok_or((c, format!("expected a register, got '{t}'")))?
            .0;
        pos.remove(0);
    }
    let mut srcs: [Option<Src>; 3] = [None, None, None];
    let fields = i.operands();
    let mut k = 0;
    for &(f, _n) in fields {
        let Some(&(c, t)) = pos.get(k) else {
            if f == Field::Imm && fam == Family::SOPP {
                break; // s_endpgm, s_barrier-like: the immediate defaults to 0
            }
            return Err((end, format!("missing operand ({} expected)", fields.len())));
        };
        k += 1;
        let reg = |t: &str, rename: &mut Rename| -> R<Operand> {
            reg_or_rename(t, c, rename)?
                .map(|r| r.0)
                .ok_or((c, format!("expected a register, got '{t}'")))
        };
        match f {
            Field::Dst => {
                i.dst = reg(t, rename)?;
                let vdst = matches!(
                    fam,
                    Family::VOP1
                        | Family::VOP2
                        | Family::VOP3
                        | Family::VOP3P
                        | Family::DS
                        | Family::FLAT
                        | Family::GLOBAL
                        | Family::SCRATCH
                        | Family::MUBUF
                        | Family::MTBUF
                        | Family::MIMG
                ) && !(fam == Family::VOP3
                    && (info.family == Family::VOPC
                        || info.name == "v_readlane_b32"
                        || info.name == "v_readfirstlane_b32"))
                    && info.name != "v_readfirstlane_b32";
                if vdst != i.dst.is_vgpr() {
                    return Err((c, format!("'{t}' cannot be the destination")));
                }
            }
            Field::Sdst => i.sdst = reg(t, rename)?,
            Field::Src0 if fam == Family::MIMG => {
                // The vaddr tuple's width is the instruction's (the encoding has none).
                let (o, n) = reg_or_rename(t, c, rename)?
                    .filter(|(o, _)| o.is_vgpr())
                    .ok_or((c, format!("expected VGPRs, got '{t}'")))?;
                i.src[0] = o;
                i.m.vaddr = n;
            }
            Field::Src0 | Field::Src1 | Field::Src2 => {
                let idx = match f {
                    Field::Src0 => 0,
                    Field::Src1 => 1,
                    _ => 2,
                };
                if t == "off" && (info.family == Family::SCRATCH || info.family.is_buffer()) && idx == 0 {
                    i.src[0] = Operand(256);
                    continue;
                }
                if i.op == crate::op::S_SETREG_IMM32_B32 {
                    // The value is always a literal dword, whatever its size.
                    i.lit = number(t).ok_or((c, format!("expected a number, got '{t}'")))? as u32;
                    i.src[0] = Operand::LITERAL;
                    continue;
                }
                let s = source(t, c, rename)?;
                if let Some(l) = s.lit {
                    if i.lit != l && i.src.contains(&Operand::LITERAL) {
                        return Err((c, "two different literals".into()));
                    }
                    i.lit = l;
                }
                i.src[idx] = s.op;
                srcs[idx] = Some(s);
            }
            Field::Srsrc | Field::Ssamp => {
                let o = reg(t, rename)?;
                if !o.is_sgpr() || o.0 % 4 != 0 {
                    return Err((c, format!("'{t}' is not an aligned SGPR tuple")));
                }
                i.src[if f == Field::Srsrc { 1 } else { 2 }] = o;
            }
            Field::Soffset => i.src[2] = source(t, c, rename)?.op,
            Field::Vcc => {
                if t != "vcc" {
                    let sgpr = reg_or_rename(t, c, rename)?.filter(|(o, _)| o.is_sgpr() || o.0 == 106);
                    match sgpr {
                        Some((o, _)) if enc == Enc::Sdwa && info.family == Family::VOPC => {
                            i.m.ext |= 1 << 15 | ((o.0 as u32) & 0x7f) << 8
                        }
                        _ => return Err((c, format!("expected vcc, got '{t}'"))),
                    }
                }
            }
            Field::Exec => {
                if t != "exec" {
                    return Err((c, format!("expected exec, got '{t}'")));
                }
            }
            Field::Off => {
                i.src[2] = if t == "off" { Operand(0x7f) } else { reg(t, rename)? };
            }
            Field::Imm => match fam {
                Family::SMEM => {
                    if let Some((o, _)) = reg_or_rename(t, c, rename)? {
                        i.src[1] = o;
                        i.imm = -1;
                        if let Some(p) = mods.iter().position(|(_, m)| m.starts_with("offset:")) {
                            let (mc, m) = mods.remove(p);
                            i.m.soe = true;
                            i.imm = number(&m["offset:".len()..]).ok_or((mc, format!("bad offset '{m}'")))? as i32;
                        }
                    } else {
                        let v = number(t)
                            .filter(|v| (0..1 << 21).contains(v))
                            .ok_or((c, format!("bad offset '{t}'")))?;
                        i.imm = v as i32;
                    }
                }
                Family::VOP2 => {
                    let s = source(t, c, rename)?;
                    i.lit = match (s.lit, s.op.inline_b32()) {
                        (Some(l), _) => l,
                        (None, Some(v)) => v,
                        _ => return Err((c, format!("expected a constant, got '{t}'"))),
                    };
                }
                _ => {
                    let v = number(t).ok_or((c, format!("expected a number, got '{t}'")))?;
                    if !(-(1 << 15)..1 << 16).contains(&v) {
                        return Err((c, format!("'{t}' does not fit 16 bits")));
                    }
                    i.imm = v as u16 as i16 as i32;
                }
            },
        }
    }
    if let Some(&(c, t)) = pos.get(k) {
        return Err((c, format!("unexpected operand '{t}'")));
    }
    // Source modifiers go where the encoding keeps them.
    for (idx, s) in srcs.iter().enumerate() {
        let Some(s) = s else { continue };
        let col = toks.first().map_or(0, |t| t.0);
        match (fam, enc) {
            (Family::VOP3, _) => {
                i.m.neg |= (s.neg as u8) << idx;
                i.m.abs |= (s.abs as u8) << idx;
            }
            (_, Enc::Dpp) if idx < 2 => i.m.ext |= (s.neg as u32) << (20 + 2 * idx) | (s.abs as u32) << (21 + 2 * idx),
            (_, Enc::Sdwa) if idx < 2 => {
                i.m.ext |= (s.neg as u32) << (20 + 8 * idx)
                    | (s.abs as u32) << (21 + 8 * idx)
                    | (s.sext as u32) << (19 + 8 * idx)
            }
            _ if s.neg || s.abs || s.sext => return Err((col, "source modifiers need the VOP3 form".into())),
            _ => {}
        }
    }
    // What the 32-bit VOP forms cannot hold.
    if enc == Enc::Native && matches!(info.family, Family::VOP1 | Family::VOP2 | Family::VOPC) {
        if fields.iter().any(|(f, _)| *f == Field::Src1) && !i.src[1].is_vgpr() {
            return Err((end, "src1 must be a VGPR in the 32-bit form".into()));
        }
        let lit_k = fields.iter().any(|(f, _)| *f == Field::Imm);
        if lit_k && i.src[0] == Operand::LITERAL {
            return Err((end, "two literals".into()));
        }
    }
    if matches!(fam, Family::VOP3 | Family::VOP3P) && i.src.contains(&Operand::LITERAL) {
        return Err((end, "VOP3 instructions take no literal on gfx900".into()));
    }
    if enc == Enc::Sdwa {
        // llvm-mc's defaults (DWORD selects, dst_unused:UNUSED_PRESERVE), replaced below.
        i.m.ext |= 6 << 16;
        if info.family != Family::VOPC {
            i.m.ext |= 6 << 8 | 2 << 11;
        }
        if info.family != Family::VOP1 {
            i.m.ext |= 6 << 24;
        }
        if info.family != Family::VOP1 && !i.src[1].is_vgpr() {
            i.m.ext |= 1 << 31;
        }
    }
    if enc == Enc::Dpp {
        i.m.ext |= 0xf << 24 | 0xf << 28;
    }
    for (c, m) in mods {
        let (name, val) = m.split_once(':').unwrap_or((m, ""));
        let num = || number(val).ok_or((c, format!("bad value in '{m}'")));
        let set = |ext: &mut u32, lo: u32, w: u32, v: u32| *ext = (*ext & !(((1 << w) - 1) << lo)) | v << lo;
        let mem = matches!(fam, Family::FLAT | Family::GLOBAL | Family::SCRATCH) || fam.is_buffer();
        let mimg = fam == Family::MIMG;
        match name {
            "offset" if mem => i.imm = num()? as i32,
            "offset" if fam == Family::DS => {
                let v = num()?;
                if !(0..1 << 16).contains(&v) {
                    return Err((c, format!("'{m}' does not fit 16 bits")));
                }
                i.imm = (v & 0xff) as i32;
                i.m.offset1 = (v >> 8) as u8;
            }
            "offset0" if fam == Family::DS => i.imm = num()? as u8 as i32,
            "offset1" if fam == Family::DS => i.m.offset1 = num()? as u8,
            "glc" if mem || mimg || fam == Family::SMEM => i.m.glc = true,
            "slc" if mem || mimg => i.m.slc = true,
            "lds" if mem => i.m.lds = true,
            "tfe" if fam.is_buffer() || mimg => i.m.tfe = true,
            "dmask" if mimg => {
                i.m.dmask = u8::try_from(num()?)
                    .ok()
                    .filter(|d| *d < 16)
                    .ok_or((c, format!("bad '{m}'")))?
            }
            "unorm" if mimg => i.m.unorm = true,
            "da" if mimg => i.m.da = true,
            "a16" if mimg => i.m.a16 = true,
            "lwe" if mimg => i.m.lwe = true,
            "d16" if mimg => i.m.d16 = true,
            "offen" if fam.is_buffer() => i.m.offen = true,
            "idxen" if fam.is_buffer() => i.m.idxen = true,
            "format" if fam == Family::MTBUF => {
                i.m.fmt = crate::asm::parse_buffer_format(val).ok_or((c, format!("bad buffer format '{m}'")))?
            }
            "gds" if fam == Family::DS => i.m.gds = true,
            "nv" if mem || fam == Family::SMEM => i.m.nv = true,
            "clamp" if enc == Enc::Sdwa => i.m.ext |= 1 << 13,
            "clamp" if matches!(fam, Family::VOP3 | Family::VOP3P) => i.m.clamp = true,
            "mul" if fam == Family::VOP3 && val == "2" => i.m.omod = 1,
            "mul" if fam == Family::VOP3 && val == "4" => i.m.omod = 2,
            "div" if fam == Family::VOP3 && val == "2" => i.m.omod = 3,
            "op_sel" if fam == Family::VOP3 => {
                // [src..., dst]: the last entry is the destination's bit 3.
                let n = val.split(',').count();
                let bits = list(val, c)?;
                let dst = bits >> (n - 1) & 1;
                i.m.opsel = (bits & ((1 << (n - 1)) - 1)) | dst << 3;
            }
            "op_sel" if fam == Family::VOP3P => i.m.opsel = list(val, c)?,
            // Entries past the sources' keep their default 1.
            "op_sel_hi" if fam == Family::VOP3P => {
                let n = val.split(',').count() as u32;
                i.m.opsel_hi = list(val, c)? | (7 & !((1u32 << n) - 1)) as u8;
            }
            "neg_lo" if fam == Family::VOP3P => i.m.neg = list(val, c)?,
            "neg_hi" if fam == Family::VOP3P => i.m.abs = list(val, c)?,
            "dst_sel" if enc == Enc::Sdwa => set(&mut i.m.ext, 8, 3, sel(val, c)?),
            "dst_unused" if enc == Enc::Sdwa => {
                let u = ["UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE"]
                    .iter()
                    .position(|u| *u == val)
                    .ok_or((c, format!("bad '{m}'")))?;
                set(&mut i.m.ext, 11, 2, u as u32);
            }
            "src0_sel" if enc == Enc::Sdwa => set(&mut i.m.ext, 16, 3, sel(val, c)?),
            "src1_sel" if enc == Enc::Sdwa => set(&mut i.m.ext, 24, 3, sel(val, c)?),
            "row_mask" if enc == Enc::Dpp => set(&mut i.m.ext, 28, 4, num()? as u32 & 15),
            "bank_mask" if enc == Enc::Dpp => set(&mut i.m.ext, 24, 4, num()? as u32 & 15),
            "bound_ctrl" if enc == Enc::Dpp => i.m.ext |= 1 << 19,
            _ if enc == Enc::Dpp => {
                let ctrl = dpp_ctrl(name, val).ok_or((c, format!("bad DPP control '{m}'")))?;
                set(&mut i.m.ext, 8, 9, ctrl);
            }
            _ => return Err((c, format!("unexpected modifier '{m}'"))),
        }
    }
    Ok(i)
}

fn dpp_ctrl(name: &str, val: &str) -> Option<u32> {
    let n = || val.parse::<u32>().ok();
    Some(match name {
        "quad_perm" => {
            let inner = val.strip_prefix('[')?.strip_suffix(']')?;
            let v: Vec<u32> = inner.split(',').map(|x| x.trim().parse().ok()).collect::<Option<_>>()?;
            if v.len() != 4 || v.iter().any(|&x| x > 3) {
                return None;
            }
            v[0] | v[1] << 2 | v[2] << 4 | v[3] << 6
        }
        "row_shl" => 0x100 | n().filter(|x| (1..16).contains(x))?,
        "row_shr" => 0x110 | n().filter(|x| (1..16).contains(x))?,
        "row_ror" => 0x120 | n().filter(|x| (1..16).contains(x))?,
        "wave_shl" if val == "1" => 0x130,
        "wave_rol" if val == "1" => 0x134,
        "wave_shr" if val == "1" => 0x138,
        "wave_ror" if val == "1" => 0x13c,
        "row_mirror" => 0x140,
        "row_half_mirror" => 0x141,
        "row_bcast" if val == "15" => 0x142,
        "row_bcast" if val == "31" => 0x143,
        _ => return None,
    })
}

/// Replaces inline asm's operand references (`$N`, `${N}`, `${N:modifier}`; `$$` is a dollar)
/// with `subst(N, modifier)`. Errors name the byte offset of the reference.
pub fn substitute(
    template: &str,
    subst: &mut dyn FnMut(usize, &str) -> Result<String, String>,
) -> Result<String, AsmError> {
    let mut out = String::new();
    let b = template.as_bytes();
    let mut k = 0;
    while k < b.len() {
        if b[k] != b'$' {
            let ch = template[k..].chars().next().unwrap_or(' ');
            out.push(ch);
            k += ch.len_utf8();
            continue;
        }
        let at = k;
        let err = |msg: String| AsmError { col: at, msg };
        k += 1;
        match b.get(k) {
            Some(b'$') => {
                out.push('$');
                k += 1;
            }
            Some(b'{') => {
                let close = template[k..].find('}').ok_or_else(|| err("unterminated '${'".into()))? + k;
                let inner = &template[k + 1..close];
                let (num, modifier) = inner.split_once(':').unwrap_or((inner, ""));
                let n = num
                    .parse()
                    .map_err(|_| err(format!("bad operand reference '${{{inner}}}'")))?;
                out.push_str(&subst(n, modifier).map_err(err)?);
                k = close + 1;
            }
            Some(c) if c.is_ascii_digit() => {
                let len = template[k..].bytes().take_while(u8::is_ascii_digit).count();
                let n = template[k..k + len]
                    .parse()
                    .map_err(|_| err("bad operand reference".into()))?;
                out.push_str(&subst(n, "").map_err(err)?);
                k += len;
            }
            _ => return Err(err("'$' without an operand number".into())),
        }
    }
    Ok(out)
}
