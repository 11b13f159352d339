//! Inline assembly: the text, with its `$N` operands replaced by the registers the allocator
//! gave them, assembled by `gfx9-isa`'s assembler into the op's bundle.
//!
//! Registers the constraints name (`{v0}`, `{s[2:3]}`, `~{v5}`) are *renamed*, not reserved:
//! an SGPR or VGPR number has no meaning to the hardware beyond holding a value, so an asm that
//! reads its input from `v1` and leaves its output in `v0` computes the same when every `v1` of
//! its text is the input's allocated register and every `v0` the output's; a clobbered register
//! becomes one of the bundle's scratch registers. The allocator therefore sees ordinary uses,
//! defs and temps (no register is taken from the whole kernel, and regalloc needs no fixed
//! registers). Special registers with hardware meaning (`vcc`, `m0`) are copied in and out
//! around the text instead; `vcc` and `scc` hold no value between bundles, so clobbering them
//! costs nothing.

use super::{Ctx, Out};
use crate::codegen::assign::{dwords, Loc};
use gfx9_isa::Operand;
use mir::asm::{AsmClass, AsmConstraint, AsmDir};
use mir::*;
use std::collections::HashMap;

/// Scratch registers not yet handed out: pairs of each file, and the single dwords left
/// of pairs a one-dword register took.
struct Pool {
    s: Vec<u8>,
    v: Vec<u8>,
    s_single: Vec<u8>,
    v_single: Vec<u8>,
}

impl Pool {
    fn new(temps: &super::Temps) -> Pool {
        Pool {
            s: temps.s.to_vec(),
            v: temps.v.to_vec(),
            s_single: Vec::new(),
            v_single: Vec::new(),
        }
    }

    fn take(&mut self, vgpr: bool, n: u8, what: &str) -> Result<Operand, String> {
        if n > 2 {
            return Err(format!(
                "{what}: kcc gives inline asm scratch registers of at most 2 dwords"
            ));
        }
        let (pairs, singles) = if vgpr {
            (&mut self.v, &mut self.v_single)
        } else {
            (&mut self.s, &mut self.s_single)
        };
        let r = match singles.pop() {
            Some(r) if n == 1 => r,
            other => {
                singles.extend(other);
                if pairs.is_empty() {
                    return Err(format!("{what}: out of scratch registers for inline asm"));
                }
                let r = pairs.remove(0);
                if n == 1 {
                    singles.push(r + 1);
                }
                r
            }
        };
        Ok(if vgpr { Operand::v(r) } else { Operand::s(r) })
    }
}

/// llvm-mc's name of `n` registers from `o`, marked final for the assembler (`!`).
fn name(o: Operand, n: u8) -> String {
    let (p, base) = if o.is_vgpr() { ("v", o.vgpr()) } else { ("s", o.0 as u8) };
    if n <= 1 {
        format!("!{p}{base}")
    } else {
        format!("!{p}[{base}:{}]", base + n - 1)
    }
}

/// A numbered SGPR/VGPR a constraint names: (first, dwords); `None` for special registers.
fn numbered(reg: &str) -> Result<Option<(Operand, u8)>, String> {
    let (o, n) = gfx9_isa::register(reg).ok_or_else(|| format!("unknown register '{{{reg}}}'"))?;
    Ok((o.is_sgpr() || o.is_vgpr()).then_some((o, n)))
}

/// Copies `n` dwords (register or constant sources).
fn copy(out: &mut Out, dst: Operand, src: Operand, n: u8) {
    for k in 0..n as u16 {
        // (Registers: SGPRs, VGPRs, flat_scratch, vcc, exec.)
        let s = if src.is_sgpr() || src.is_vgpr() || matches!(src.0, 102 | 106 | 126) {
            Operand(src.0 + k)
        } else if k == 0 {
            src
        } else {
            Operand::int(0).expect("inline") // high dword of a small constant
        };
        out.mov(Operand(dst.0 + k), s);
    }
}

/// Whether inline asm of `f` names FLAT_SCRATCH (reads it, as `llvm.read_register` does, or
/// writes it): the kernel then sets it up, as llc does, so the text finds the scratch base.
pub fn names_flat_scratch(f: &Function) -> bool {
    f.ops.iter().any(|d| {
        matches!(d.opcode, Opcode::InlineAsm(_))
            && ["asm", "constraints"]
                .iter()
                .any(|k| matches!(d.attr(k), Some(Attr::Str(t)) if t.to_ascii_lowercase().contains("flat_scratch")))
    })
}

/// The highest SGPR and VGPR numbers an asm text names itself (`s70`, `v[8:11]`, in any case),
/// if any: selection on virtual registers must not take them for its own.
pub fn highest_registers_named(text: &str) -> (Option<u16>, Option<u16>) {
    let b = text.as_bytes();
    let number = |k: &mut usize| -> Option<u16> {
        let start = *k;
        while *k < b.len() && b[*k].is_ascii_digit() {
            *k += 1;
        }
        text[start..*k].parse().ok()
    };
    let (mut s, mut v) = (None, None);
    for k in 0..b.len() {
        let file = b[k].to_ascii_lowercase();
        let starts_word = k == 0 || !(b[k - 1].is_ascii_alphanumeric() || b[k - 1] == b'_');
        if !(starts_word && (file == b's' || file == b'v')) {
            continue;
        }
        let mut at = k + 1;
        // `s5`, or the last register of `s[4:7]`.
        let last = if b.get(at) == Some(&b'[') {
            at += 1;
            number(&mut at).and_then(|first| {
                (b.get(at) == Some(&b':'))
                    .then(|| {
                        at += 1;
                        number(&mut at)
                    })
                    .flatten()
                    .or(Some(first))
            })
        } else {
            number(&mut at)
        };
        // (A register name ends there: `s5_x` is no register.)
        let ends = b.get(at).is_none_or(|c| !(c.is_ascii_alphanumeric() || *c == b'_'));
        if let (Some(n), true) = (last, ends) {
            let highest = if file == b's' { &mut s } else { &mut v };
            *highest = (*highest).max(Some(n));
        }
    }
    (s, v)
}

pub fn inline_asm(ctx: &Ctx, op: OpId, out: &mut Out) -> Result<(), String> {
    inline_asm_text(ctx, op, out).map(|_| ())
}

/// [`inline_asm`], telling which of the instructions it adds are the text's (the others copy
/// operands in and results out).
pub fn inline_asm_text(ctx: &Ctx, op: OpId, out: &mut Out) -> Result<std::ops::Range<usize>, String> {
    let f = ctx.f;
    let d = f.op(op);
    let (Some(Attr::Str(text)), Some(Attr::Str(cstr))) = (d.attr("asm"), d.attr("constraints")) else {
        return Err("inline asm without text or constraints".into());
    };
    let cs: Vec<AsmConstraint> = mir::asm::parse_constraints(cstr)?;
    let imms: Vec<i128> = match d.attr("immediates") {
        Some(Attr::Ints(v)) => v.clone(),
        _ => Vec::new(),
    };
    let mut pool = Pool::new(&ctx.temps);
    // Register numbers the text names -> registers to encode (per dword).
    let mut rename: HashMap<u16, u16> = HashMap::new();
    fn map(rename: &mut HashMap<u16, u16>, from: Operand, to: Operand, n: u8) {
        for k in 0..n as u16 {
            rename.insert(from.0 + k, to.0 + k);
        }
    }
    let mut before = Vec::new(); // (dst, src, dwords)
    let mut after = Vec::new();
    // Text of each `$N` (outputs, then inputs).
    let mut subst: Vec<String> = Vec::new();
    // Where each output is written: (register, dwords).
    let mut out_regs: Vec<(Operand, u8)> = Vec::new();
    // Numbered registers the asm clobbers (first, dwords, constraint).
    let mut clobbered: Vec<(Operand, u8, String)> = Vec::new();
    let (mut res, mut opnd, mut imm) = (0usize, 0usize, 0usize);
    for (k, c) in cs.iter().enumerate() {
        let what = format!("inline asm constraint {k} '{}'", cstr.split(',').nth(k).unwrap_or(""));
        match c.dir {
            AsmDir::Output => {
                let r = d.results[res];
                res += 1;
                let n = dwords(f.ty(r));
                if f.ty(r) == Type::I1 {
                    return Err(format!("{what}: i1 outputs are not supported"));
                }
                let dst = ctx.loc(r);
                let wants_vgpr = match &c.class {
                    AsmClass::V => true,
                    AsmClass::S => false,
                    AsmClass::Fixed(reg) => match numbered(reg)? {
                        Some((o, _)) => o.is_vgpr(),
                        None => false,
                    },
                    _ => return Err(format!("{what}: not an output constraint")),
                };
                // The result's register, or a scratch one when its file differs (an SGPR
                // output of asm whose other outputs are VGPRs lives in a VGPR).
                let reg = match dst {
                    Loc::Vgpr(_) if !wants_vgpr => {
                        let t = pool.take(false, n, &what)?;
                        after.push((dst.lo(), t, n));
                        t
                    }
                    Loc::Sgpr(_) if wants_vgpr => return Err(format!("{what}: a VGPR output in an SGPR")),
                    Loc::None => pool.take(wants_vgpr, n, &what)?, // unused result
                    _ => dst.lo(),
                };
                if let AsmClass::Fixed(name_) = &c.class {
                    match numbered(name_)? {
                        Some((_, m)) if m != n => {
                            return Err(format!("{what}: {{{name_}}} is {m} dwords, the value {n}"));
                        }
                        Some((o2, _)) => map(&mut rename, o2, reg, n),
                        None => {
                            // vcc, m0: copied out after the text.
                            let (o, m) = gfx9_isa::register(name_).expect("checked");
                            if m != n {
                                return Err(format!("{what}: {{{name_}}} is {m} dwords, the value {n}"));
                            }
                            if !matches!(o.0, 106 | 124) {
                                return Err(format!("{what}: kcc takes vcc and m0 as special registers"));
                            }
                            after.push((reg, o, n));
                            subst.push(name_.clone());
                            out_regs.push((reg, n));
                            continue;
                        }
                    }
                }
                subst.push(name(reg, n));
                out_regs.push((reg, n));
            }
            AsmDir::Input if c.class == AsmClass::Imm => {
                subst.push(format!("{}", imms[imm] as i64));
                imm += 1;
            }
            AsmDir::Input => {
                let v = d.operands[opnd];
                opnd += 1;
                let n = dwords(f.ty(v));
                if f.value(v).bank == Bank::LaneMask || f.ty(v) == Type::I1 {
                    return Err(format!("{what}: i1 inputs are not supported"));
                }
                let loc = ctx.loc(v);
                let src = match loc {
                    Loc::None => ctx.src(v), // an inline constant
                    _ => loc.lo(),
                };
                let wants_vgpr = match &c.class {
                    AsmClass::V => Some(true),
                    AsmClass::S => Some(false),
                    AsmClass::Tied(t) => {
                        let (reg, m) = *out_regs.get(*t).ok_or_else(|| format!("{what}: no output {t}"))?;
                        if m != n {
                            return Err(format!("{what}: tied to a {m}-dword output but the value is {n}"));
                        }
                        before.push((reg, src, n));
                        subst.push(subst[*t].clone());
                        continue;
                    }
                    AsmClass::Fixed(reg) => numbered(reg)?.map(|(o, _)| o.is_vgpr()),
                    // Where the value is; a constant in an SGPR (the same in every lane).
                    AsmClass::Any => Some(matches!(loc, Loc::Vgpr(_))),
                    AsmClass::Imm => unreachable!("handled above"),
                };
                if wants_vgpr == Some(false) && loc.lo().is_vgpr() && matches!(loc, Loc::Vgpr(_)) {
                    return Err(format!("{what}: an SGPR input of a divergent value (operand {v})"));
                }
                let reg = match (wants_vgpr, loc) {
                    (Some(true), Loc::Vgpr(_)) | (Some(false), Loc::Sgpr(_)) => loc.lo(),
                    (Some(w), _) => {
                        // A constant, or a uniform value in an SGPR for a VGPR constraint.
                        let t = pool.take(w, n, &what)?;
                        before.push((t, src, n));
                        t
                    }
                    (None, _) => src,
                };
                if let AsmClass::Fixed(name_) = &c.class {
                    match numbered(name_)? {
                        Some((_, m)) if m != n => {
                            return Err(format!("{what}: {{{name_}}} is {m} dwords, the value {n}"));
                        }
                        Some((o, _)) => {
                            // The same register as an output: the input starts in the output's.
                            match rename.get(&o.0) {
                                Some(&to) => before.push((Operand(to), reg, n)),
                                None => map(&mut rename, o, reg, n),
                            }
                        }
                        None => {
                            let (o, m) = gfx9_isa::register(name_).expect("checked");
                            if m != n || !matches!(o.0, 106 | 124) {
                                return Err(format!("{what}: kcc takes vcc and m0 as special registers"));
                            }
                            before.push((o, reg, n));
                            subst.push(name_.clone());
                            continue;
                        }
                    }
                }
                subst.push(name(reg, n));
            }
            AsmDir::Clobber => {
                let AsmClass::Fixed(name_) = &c.class else { continue };
                // (LLVM numbers clobbers as operands too: `$N` of one is its register.)
                subst.push(name_.clone());
                if matches!(name_.as_str(), "memory" | "vcc" | "vcc_lo" | "vcc_hi" | "scc" | "m0") {
                    continue;
                }
                if name_.starts_with("flat_scratch") {
                    // Kept for the code after the text (flat accesses to private memory).
                    let t = pool.take(false, 2, &what)?;
                    let fs = Operand(102);
                    before.push((t, fs, 2));
                    after.push((fs, t, 2));
                    continue;
                }
                match numbered(name_)? {
                    // Renamed to scratch registers when the text names them (below).
                    Some((o, n)) => clobbered.push((o, n, what)),
                    None => return Err(format!("{what}: kcc cannot let inline asm clobber {name_}")),
                }
            }
        }
    }
    let body = gfx9_isa::substitute(text, &mut |n, _modifier| {
        subst
            .get(n)
            .cloned()
            .ok_or_else(|| format!("no operand ${n} (the asm has {})", subst.len()))
    })
    .map_err(|e| format!("inline asm at byte {}: {}", e.col, e.msg))?;
    for &(dst, src, n) in &before {
        copy(out, dst, src, n);
    }
    let text_start = out.insts.len();
    for (line, stmt) in gfx9_isa::statements(&body).into_iter().enumerate() {
        let mut ren = |o: Operand, n: u8| -> Result<Operand, String> {
            // A clobbered register the text names gets a scratch register (one the text
            // never names needs none).
            let dwords = o.0..o.0 + n as u16;
            let clobber = clobbered
                .iter()
                .find(|(c, m, _)| dwords.clone().all(|r| (c.0..c.0 + *m as u16).contains(&r)));
            if let Some((_, _, what)) = clobber.filter(|_| dwords.clone().all(|r| !rename.contains_key(&r))) {
                let t = pool.take(o.is_vgpr(), n, what)?;
                map(&mut rename, o, t, n);
            }
            let first = rename.get(&o.0).copied();
            for k in 0..n as u16 {
                let got = rename.get(&(o.0 + k)).copied();
                if got != first.map(|f| f + k) {
                    return Err(format!(
                        "a tuple from {o:?} mixes registers the constraints name with others"
                    ));
                }
            }
            Ok(first.map_or(o, Operand))
        };
        let i = gfx9_isa::parse_inst_with(stmt.1, &mut ren)
            .map_err(|e| format!("inline asm statement {} '{}': {}", line + 1, stmt.1, e).replace('!', ""))?;
        let fam = i.op.info().family;
        if fam == gfx9_isa::Family::SOPP
            && (i.op.name().starts_with("s_branch") || i.op.name().starts_with("s_cbranch"))
        {
            let msg = format!(
                "inline asm statement {} '{}': branches are not supported",
                line + 1,
                stmt.1
            );
            return Err(msg.replace('!', ""));
        }
        out.push(i);
    }
    let text = text_start..out.insts.len();
    for &(dst, src, n) in &after {
        copy(out, dst, src, n);
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::highest_registers_named;

    #[test]
    fn registers_an_asm_text_names() {
        assert_eq!(
            highest_registers_named("v_mov_b32 v210, s[70:71]"),
            (Some(71), Some(210))
        );
        assert_eq!(highest_registers_named("V_ADD_U32 V3, S9, v[4:7]"), (Some(9), Some(7)));
        // Mnemonics, operand markers and special registers are no numbered registers.
        assert_eq!(
            highest_registers_named("s_nop 0\nv_mov_b32 $0, vcc_lo ; s_x1"),
            (None, None)
        );
        assert_eq!(highest_registers_named("v_mov_b32 v1x, s2_"), (None, None));
    }
}
