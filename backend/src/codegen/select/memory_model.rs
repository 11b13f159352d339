//! The AMDGPU memory model on gfx900 (AMDGPUUsage, "Memory Model GFX6-GFX9"): the cache bits,
//! waits and L1 invalidations an ordered or volatile memory access and a fence need around
//! the instructions selected for them.
//!
//! gfx900 has one vector L1 per CU, shared by the waves of a work-group, and an L2 per agent;
//! vector memory operations complete in order per wave, LDS operations too, but not relative
//! to each other. So, per synchronization scope:
//!
//! - a wavefront (or single thread) needs nothing;
//! - a work-group needs LDS and FLAT operations complete (`lgkmcnt(0)`) where an acquire
//!   reads or a release publishes through LDS or a generic pointer;
//! - an agent (or the system) needs every vector memory operation complete before a release
//!   (`vmcnt(0) lgkmcnt(0)`), and after an acquire the access complete and the L1's volatile
//!   lines invalidated (`buffer_wbinvl1_vol`), with atomic loads bypassing the L1 (`glc`).
//!
//! Volatile accesses outside LDS (global, generic, private, constant) bypass the L1 on loads
//! and complete before the next one (`vmcnt(0)`). Otherwise private memory is the lane's own:
//! ordered accesses to it need nothing.
//!
//! The waits are what the model requires; the `waitcnt` pass drops those that wait for
//! nothing outstanding, so they cost nothing where no memory operation is in flight.

use super::Inst;
use crate::waitcnt::{memory_model_wait, Wait};
use gfx9_isa::{op, Class, MemKind};
use mir::{Attr, Function, OpData, Opcode, Type};

/// How far an ordering must be seen.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Scope {
    /// `singlethread`, `wavefront`.
    Wave,
    Workgroup,
    /// `agent` and `system` (the default).
    Agent,
}

fn scope(d: &OpData) -> Scope {
    let name = match d.attr("scope") {
        Some(Attr::Str(s)) => s.trim_end_matches("one-as").trim_end_matches('-'),
        _ => "system",
    };
    match name {
        "singlethread" | "wavefront" => Scope::Wave,
        "workgroup" => Scope::Workgroup,
        _ => Scope::Agent,
    }
}

/// What an access or fence needs.
#[derive(Default)]
struct Needs {
    /// Loads bypass the L1.
    glc: bool,
    before: Option<Wait>,
    after: Option<Wait>,
    /// `buffer_wbinvl1_vol` after (and after the `after` wait).
    invalidate: bool,
}

const VM_LGKM: Wait = Wait { vm: 0, lgkm: 0, exp: 7 };
const LGKM: Wait = Wait {
    vm: 63,
    lgkm: 0,
    exp: 7,
};
const VM: Wait = Wait {
    vm: 0,
    lgkm: 15,
    exp: 7,
};

/// The memory spaces an access may reach.
#[derive(Clone, Copy, PartialEq)]
enum Space {
    Global,
    Generic,
    Lds,
    /// Private and constant memory: nothing to order, but volatile accesses still reach memory
    /// in order.
    Other,
}

fn space_of(f: &Function, ptr: mir::Value) -> Space {
    match f.ty(ptr) {
        Type::Ptr(1) => Space::Global,
        Type::Ptr(0) => Space::Generic,
        Type::Ptr(3) => Space::Lds,
        _ => Space::Other,
    }
}

/// What `d` needs; `None` when it needs nothing.
fn needs(f: &Function, d: &OpData) -> Option<Needs> {
    let (ptr, load, store) = match d.opcode {
        Opcode::Load => (Some(d.operands[0]), true, false),
        Opcode::Store => (Some(d.operands[1]), false, true),
        Opcode::AtomicRmw(_) | Opcode::CmpXchg => (Some(d.operands[0]), true, true),
        Opcode::Fence => (None, true, true),
        _ => return None,
    };
    let space = ptr.map(|p| space_of(f, p));
    let ordering = match d.attr("ordering") {
        Some(Attr::Word(o)) => o.as_str(),
        _ => "",
    };
    let mut n = Needs::default();
    if ordering.is_empty() || ordering == "unordered" {
        if !d.has_word("volatile") || space == Some(Space::Lds) {
            return None;
        }
        // Volatile: each access reaches memory, and completes before the next one.
        n.glc = load;
        n.after = Some(if space == Some(Space::Generic) { VM_LGKM } else { VM });
        return Some(n);
    }
    if space == Some(Space::Other) {
        return None;
    }
    let scope = scope(d);
    if scope == Scope::Wave {
        return None;
    }
    let acquire = matches!(ordering, "acquire" | "acq_rel" | "seq_cst") && load;
    let release = matches!(ordering, "release" | "acq_rel" | "seq_cst") && store || (ordering == "seq_cst" && load);
    // LDS is seen by the work-group alone: an LDS access at a wider scope is a work-group one.
    let lds = space == Some(Space::Lds);
    let wide = scope == Scope::Agent && !lds;
    // Atomic loads at agent scope read past the L1 (also monotonic ones).
    n.glc = wide && load && !store;
    if release {
        n.before = match (wide, space) {
            (true, _) => Some(VM_LGKM),
            (false, Some(Space::Lds)) => None,
            (false, _) => Some(LGKM),
        };
    }
    if acquire {
        if wide {
            n.after = Some(match space {
                Some(Space::Global) => VM,
                _ => VM_LGKM,
            });
            n.invalidate = true;
        } else if space != Some(Space::Global) {
            n.after = Some(LGKM);
        }
    }
    Some(n)
}

/// Applies the memory model to the instructions `d` was selected as (`insts[start..]`).
pub fn apply(f: &Function, d: &OpData, insts: &mut Vec<Inst>, start: usize) {
    let Some(n) = needs(f, d) else { return };
    let is_access = |i: &Inst| matches!(i.op.class(), Class::Vmem) && i.op.mem_kind() != Some(MemKind::Cache);
    if n.glc {
        for i in insts[start..].iter_mut().filter(|i| is_access(i)) {
            if i.op.mem_kind() == Some(MemKind::Load) {
                i.m.glc = true;
            }
        }
    }
    if let Some(w) = n.before {
        insts.insert(start, memory_model_wait(w));
    }
    if let Some(w) = n.after {
        insts.push(memory_model_wait(w));
    }
    if n.invalidate {
        insts.push(Inst::new(op::BUFFER_WBINVL1_VOL));
    }
}
