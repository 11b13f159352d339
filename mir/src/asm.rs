//! Inline-asm constraint strings (LLVM's syntax, the AMDGPU subset): `=v` / `=s` (`=r`) /
//! `={v0}` / `={s[2:3]}` / `=&v` outputs, `v` / `s` / `r` (either) / `{v1}` / `0` (tied to output 0) / `i` / `n` inputs,
//! and `~{v5}` / `~{vcc}` / `~{scc}` / `~{memory}` clobbers.

/// What a constraint asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AsmClass {
    /// Any VGPR (tuple).
    V,
    /// Any SGPR (tuple).
    S,
    /// An input wherever it is allocated, SGPR or VGPR (kcc's `r`, for the code it writes
    /// itself: whole-wave regions read uniform values from their SGPRs in every lane).
    Any,
    /// The register the braces name (`v0`, `s[2:3]`, `vcc`, `m0`; `memory` for clobbers).
    Fixed(String),
    /// An input in the register of this output.
    Tied(usize),
    /// An immediate, substituted as a literal.
    Imm,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AsmDir {
    Output,
    Input,
    Clobber,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsmConstraint {
    pub dir: AsmDir,
    pub class: AsmClass,
    /// `&`: written before all inputs are read.
    pub early: bool,
}

/// Parses a constraint string; errors name the constraint.
pub fn parse_constraints(c: &str) -> Result<Vec<AsmConstraint>, String> {
    let mut out = Vec::new();
    if c.is_empty() {
        return Ok(out);
    }
    let mut outputs = 0;
    for (k, part) in c.split(',').enumerate() {
        let bad = |why: &str| format!("inline asm constraint {k} '{part}': {why}");
        let (dir, rest) = if let Some(r) = part.strip_prefix('=') {
            (AsmDir::Output, r)
        } else if let Some(r) = part.strip_prefix('~') {
            (AsmDir::Clobber, r)
        } else {
            (AsmDir::Input, part)
        };
        let (early, rest) = match rest.strip_prefix('&') {
            Some(r) => (true, r),
            None => (false, rest),
        };
        let class = match rest {
            "v" => AsmClass::V,
            // (LLVM's generic `r` is an SGPR output on AMDGPU.)
            "s" => AsmClass::S,
            "r" if dir == AsmDir::Output => AsmClass::S,
            "r" if dir == AsmDir::Input => AsmClass::Any,
            "i" | "n" if dir == AsmDir::Input => AsmClass::Imm,
            // (LLVM's register names are case-insensitive: `{M0}`, `~{VCC}`.)
            _ if rest.starts_with('{') && rest.ends_with('}') && rest.len() > 2 => {
                AsmClass::Fixed(rest[1..rest.len() - 1].to_ascii_lowercase())
            }
            _ if dir == AsmDir::Input && !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit()) => {
                let n: usize = rest.parse().map_err(|_| bad("bad tied operand"))?;
                if n >= outputs {
                    return Err(bad("tied to an output that does not exist"));
                }
                AsmClass::Tied(n)
            }
            _ if rest.starts_with('*') => return Err(bad("indirect (memory) operands are not supported")),
            _ => {
                return Err(bad(
                    "unsupported constraint (kcc takes v, s, {reg}, i, n and tied digits)",
                ))
            }
        };
        if dir == AsmDir::Clobber && !matches!(class, AsmClass::Fixed(_)) {
            return Err(bad("a clobber names a register in braces"));
        }
        if dir == AsmDir::Output {
            if out.iter().any(|c: &AsmConstraint| c.dir != AsmDir::Output) {
                return Err(bad("outputs come first"));
            }
            outputs += 1;
        }
        out.push(AsmConstraint { dir, class, early });
    }
    Ok(out)
}

/// Whether `text` names operand `$n` (`$n`, `${n}`, `${n:mod}`) outside its comments (`;` and
/// `//` to the end of a line, llvm-mc's AMDGPU comment strings): an operand named only in a
/// comment (`; def $0`) is neither read nor written by the instructions.
pub fn operand_named(text: &str, n: usize) -> bool {
    text.split('\n').any(|line| {
        let end = [line.find(';'), line.find("//")]
            .into_iter()
            .flatten()
            .min()
            .unwrap_or(line.len());
        let b = &line.as_bytes()[..end];
        let mut k = 0;
        while k < b.len() {
            if b[k] != b'$' {
                k += 1;
                continue;
            }
            k += 1;
            let digits = |from: usize| b[from..].iter().take_while(|c| c.is_ascii_digit()).count();
            let (start, len) = match b.get(k) {
                Some(b'$') => {
                    k += 1;
                    continue;
                }
                Some(b'{') => (k + 1, digits(k + 1)),
                _ => (k, digits(k)),
            };
            if len > 0 && line[start..start + len].parse() == Ok(n) {
                return true;
            }
            k = start + len;
        }
        false
    })
}

/// The number of (outputs, register inputs, immediate inputs).
pub fn counts(cs: &[AsmConstraint]) -> (usize, usize, usize) {
    let outs = cs.iter().filter(|c| c.dir == AsmDir::Output).count();
    let imms = cs.iter().filter(|c| c.class == AsmClass::Imm).count();
    let ins = cs.iter().filter(|c| c.dir == AsmDir::Input).count() - imms;
    (outs, ins, imms)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constraints() {
        let c = parse_constraints("=v,={s[2:3]},v,0,i,~{vcc},~{memory}").unwrap();
        assert_eq!(c[1].class, AsmClass::Fixed("s[2:3]".into()));
        assert_eq!(c[3].class, AsmClass::Tied(0));
        assert_eq!(counts(&c), (2, 2, 1));
        assert!(parse_constraints("v,=v").unwrap_err().contains("outputs come first"));
        assert!(parse_constraints("=v,3").unwrap_err().contains("constraint 1 '3'"));
        assert!(parse_constraints("=x").is_err());
        assert!(parse_constraints("=*m").is_err());
        let c = parse_constraints("=r,={M0},r,~{VCC}").unwrap();
        assert_eq!(c[0].class, AsmClass::S);
        assert_eq!(c[1].class, AsmClass::Fixed("m0".into()));
        assert_eq!(c[2].class, AsmClass::Any);
        assert_eq!(c[3].class, AsmClass::Fixed("vcc".into()));
    }

    #[test]
    fn operands_named_outside_comments() {
        assert!(operand_named("v_mov_b32 $0, $1", 1));
        assert!(operand_named("s_nop 0 ; x\nv_mov_b32 ${0}, 1", 0));
        assert!(operand_named("v_add_u32 ${2:v}, 1, 1", 2));
        assert!(!operand_named("; def $0", 0));
        assert!(!operand_named("s_nop 0 // use $1", 1));
        assert!(!operand_named("v_mov_b32 $10, $$1", 1));
    }
}
