//! Per-opcode facts the emulator needs that follow from the mnemonic (memory
//! access size/kind, atomic operation, compare predicate), computed once from
//! the ISA table so the hot loop never looks at strings.
use gfx9_isa::{Family, Op};
use std::sync::OnceLock;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AtomOp {
    Swap,
    CmpSwap,
    Add,
    Sub,
    Rsub,
    SMin,
    UMin,
    SMax,
    UMax,
    And,
    Or,
    Xor,
    Inc,
    Dec,
    /// LDS float atomics: f32 add, f32 and f64 min and max.
    FAdd,
    FMin,
    FMax,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mem {
    /// `bytes` per lane; `sext` sign-extends sub-dword loads. `d16`: 0 = whole
    /// register, 1 / 2 = write only the low / high 16 bits (the other half is kept).
    Load {
        bytes: u8,
        sext: bool,
        d16: u8,
    },
    /// `hi`: store the high 16 bits of the data register (`*_d16_hi`).
    Store {
        bytes: u8,
        hi: bool,
    },
    /// DS read2/write2: two `bytes`-sized elements at offset0/offset1 * (bytes or 64*bytes).
    Load2 {
        bytes: u8,
        st64: bool,
    },
    Store2 {
        bytes: u8,
        st64: bool,
    },
    Atomic {
        op: AtomOp,
        b64: bool,
    },
    /// A typed buffer load or store (`*_format_*`, not d16) of `comps` components, converted by
    /// the resource's (MUBUF) or the instruction's (MTBUF) format.
    FormatLoad {
        comps: u8,
    },
    FormatStore {
        comps: u8,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CmpTy {
    I16,
    U16,
    I32,
    U32,
    I64,
    U64,
    F16,
    F32,
    F64,
}

/// A VOPC compare: `table` bit k says the result for outcome k (0 lt, 1 eq, 2 gt, 3 unordered).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cmp {
    pub ty: CmpTy,
    pub table: u8,
    pub x: bool,
    pub class: bool,
}

#[derive(Clone, Copy, Debug, Default)]
pub struct Class {
    pub mem: Option<Mem>,
    pub cmp: Option<Cmp>,
}

pub fn class(op: Op) -> &'static Class {
    static T: OnceLock<Vec<Class>> = OnceLock::new();
    &T.get_or_init(|| Op::all().map(classify).collect())[op.0 as usize]
}

pub(crate) fn atom(s: &str) -> Option<AtomOp> {
    use AtomOp::*;
    Some(match s {
        "swap" | "wrxchg" => Swap,
        "cmpswap" | "cmpst" => CmpSwap,
        "add" => Add,
        "sub" => Sub,
        "rsub" => Rsub,
        "smin" | "min_i32" | "min_i64" => SMin,
        "umin" | "min_u32" | "min_u64" => UMin,
        "smax" | "max_i32" | "max_i64" => SMax,
        "umax" | "max_u32" | "max_u64" => UMax,
        "and" => And,
        "or" => Or,
        "xor" => Xor,
        "inc" => Inc,
        "dec" => Dec,
        _ => return None,
    })
}

fn size(s: &str) -> Option<(u8, bool)> {
    Some(match s {
        "ubyte" | "u8" | "byte" | "b8" => (1, false),
        "sbyte" | "i8" => (1, true),
        "ushort" | "u16" | "short" | "b16" => (2, false),
        "sshort" | "i16" => (2, true),
        "dword" | "b32" => (4, false),
        "dwordx2" | "b64" => (8, false),
        "dwordx3" | "b96" => (12, false),
        "dwordx4" | "b128" => (16, false),
        _ => return None,
    })
}

fn classify(op: Op) -> Class {
    let info = op.info();
    let full = info.name;
    // d16 forms: the access is the same, only the register half differs.
    let (n, d16) = if let Some(b) = full.strip_suffix("_d16_hi") {
        (b, 2)
    } else if let Some(b) = full.strip_suffix("_d16") {
        (b, 1)
    } else {
        (full, 0)
    };
    if full.contains("format") {
        let mut c = Class::default();
        if info.family.is_buffer() && !full.contains("d16") {
            let comps = full.rsplit('_').next().map_or(0, |x| x.len()) as u8;
            c.mem = Some(if full.contains("store") {
                Mem::FormatStore { comps }
            } else {
                Mem::FormatLoad { comps }
            });
        }
        return c;
    }
    let mut c = Class::default();
    match info.family {
        Family::DS => {
            let r = &n[3..];
            if let Some(t) = r.strip_prefix("read2st64_").or_else(|| r.strip_prefix("read2_")) {
                c.mem = size(t).map(|(b, _)| Mem::Load2 {
                    bytes: b,
                    st64: r.contains("st64"),
                });
            } else if let Some(t) = r.strip_prefix("write2st64_").or_else(|| r.strip_prefix("write2_")) {
                c.mem = size(t).map(|(b, _)| Mem::Store2 {
                    bytes: b,
                    st64: r.contains("st64"),
                });
            } else if let Some(t) = r.strip_prefix("read_") {
                c.mem = size(t).map(|(b, s)| Mem::Load { bytes: b, sext: s, d16 });
            } else if let Some(t) = r.strip_prefix("write_") {
                c.mem = size(t).map(|(b, _)| Mem::Store { bytes: b, hi: d16 == 2 });
            } else {
                // ds_<op>[_rtn]_<ty>
                let r2 = r.replace("_rtn", "");
                let (o, ty) = r2.rsplit_once('_').unwrap_or((&r2, ""));
                let b64 = ty.ends_with("64");
                if ty.starts_with('f') {
                    c.mem = match (o, ty) {
                        ("add", "f32") => Some(Mem::Atomic {
                            op: AtomOp::FAdd,
                            b64: false,
                        }),
                        ("min", "f32") => Some(Mem::Atomic {
                            op: AtomOp::FMin,
                            b64: false,
                        }),
                        ("max", "f32") => Some(Mem::Atomic {
                            op: AtomOp::FMax,
                            b64: false,
                        }),
                        ("min", "f64") => Some(Mem::Atomic {
                            op: AtomOp::FMin,
                            b64: true,
                        }),
                        ("max", "f64") => Some(Mem::Atomic {
                            op: AtomOp::FMax,
                            b64: true,
                        }),
                        _ => None, // other float LDS atomics are not modelled
                    };
                    return c;
                }
                let o = if o == "min" || o == "max" {
                    format!("{o}_{}", if ty.starts_with('i') { "i32" } else { "u32" })
                } else {
                    o.to_string()
                };
                c.mem = atom(&o).map(|op| Mem::Atomic { op, b64 });
            }
        }
        Family::FLAT | Family::GLOBAL | Family::SCRATCH | Family::MUBUF => {
            let r = n.split_once('_').map(|x| x.1).unwrap_or("");
            if let Some(t) = r.strip_prefix("load_") {
                c.mem = size(t).map(|(b, s)| Mem::Load { bytes: b, sext: s, d16 });
            } else if let Some(t) = r.strip_prefix("store_") {
                c.mem = size(t).map(|(b, _)| Mem::Store { bytes: b, hi: d16 == 2 });
            } else if let Some(t) = r.strip_prefix("atomic_") {
                let (t, b64) = match t.strip_suffix("_x2") {
                    Some(t) => (t, true),
                    None => (t, false),
                };
                c.mem = atom(t).map(|op| Mem::Atomic { op, b64 });
            }
        }
        Family::VOPC => {
            let (x, r) = if let Some(r) = n.strip_prefix("v_cmpx_") {
                (true, r)
            } else {
                (false, n.strip_prefix("v_cmp_").unwrap_or(""))
            };
            let (p, t) = r.rsplit_once('_').unwrap_or(("", ""));
            let ty = match t {
                "i16" => CmpTy::I16,
                "u16" => CmpTy::U16,
                "i32" => CmpTy::I32,
                "u32" => CmpTy::U32,
                "i64" => CmpTy::I64,
                "u64" => CmpTy::U64,
                "f16" => CmpTy::F16,
                "f32" => CmpTy::F32,
                "f64" => CmpTy::F64,
                _ => return c,
            };
            let table = match p {
                "f" => 0,
                "lt" => 1,
                "eq" => 2,
                "le" => 3,
                "gt" => 4,
                "lg" | "ne" => 5,
                "ge" => 6,
                "o" => 7,
                "u" => 8,
                "nge" => 9,
                "nlg" => 10,
                "ngt" => 11,
                "nle" => 12,
                "neq" => 13,
                "nlt" => 14,
                "t" | "tru" => 15,
                "class" => 0,
                _ => return c,
            };
            c.cmp = Some(Cmp {
                ty,
                table,
                x,
                class: p == "class",
            });
        }
        _ => {}
    }
    c
}
