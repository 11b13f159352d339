//! Random LLVM IR kernels for the differential fuzzer (`tests/fuzz_vs_llc.rs`).
//!
//! A kernel is `@fuzz(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %u)`. It is generated as
//! structured statements written straight into basic blocks: nested if/else, switches (with
//! repeated targets and edges straight to the join), loops with uniform or divergent trip
//! counts and conditional breaks and continues (also to outer loops), and irreducible cycles
//! (two blocks, each entered from outside). Branch conditions are divergent (from the lane id
//! or from loads at lane-dependent addresses) or uniform (from `%u`, the work-group id or
//! uniform loads). Joins get phis; values defined in a loop stay usable after it where they
//! dominate its exits, so uses after divergent exits (temporal divergence) are common.
//!
//! The kernels are free of undefined behaviour, so every correct compiler must produce the
//! same buffers: shift amounts are masked, divisors are made non-zero and positive, loads from
//! `%in` are masked into bounds, each work-item stores only into its own `SLOTS` slots of
//! `%out` (and may read them back), no poison-producing flags are used and every loop and
//! cycle is bounded by a counter.
#![allow(dead_code)]

use super::gen::Rng;
use std::collections::BTreeSet;
use std::fmt::Write;

/// The kernel's name.
pub const KERNEL: &str = "fuzz";
/// i32 words of `%in` (a power of two, at least the number of work-items).
pub const IN_WORDS: u32 = 1024;
/// i32 slots of `%out` per work-item (even, so i64 stores to even slots are 8-byte aligned).
pub const SLOTS: u32 = 8;

/// clang-22's data layout for amdgcn-amd-amdhsa (gfx900).
const DATALAYOUT: &str = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9";

/// Deepest statement nesting, and deepest loop nesting (trip counts are at most 7, so the
/// innermost body runs at most 7^3 times per work-item).
const MAX_DEPTH: usize = 4;
const MAX_LOOPS: usize = 3;

/// A generated kernel with its launch and inputs.
pub struct Kernel {
    pub seed: u64,
    pub ir: String,
    /// Work-items in the grid, and per work-group (not always a multiple of 64: partial waves).
    pub grid: u32,
    pub block: u32,
    /// The value of `%u`.
    pub u: i32,
    /// `%in`'s contents (`IN_WORDS` words).
    pub input: Vec<u8>,
    /// `%out`'s contents before the launch (`grid * SLOTS` words).
    pub output: Vec<u8>,
}

/// The kernel of `seed`.
pub fn generate(seed: u64) -> Kernel {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0xD1B5_4A32_D192_ED03 | 1);
    // Partial waves (96) and several waves per group (128, 256) as well as one (64).
    let (block, groups) = [(64, 2), (64, 3), (96, 2), (128, 2), (256, 1)][rng.below(5)];
    let grid = block * groups;
    let u = match rng.below(3) {
        0 => rng.below(16) as i32,
        1 => rng.below(256) as i32 - 128,
        _ => rng.next() as i32,
    };
    // Words of every size: small ones make masked compares and trip counts vary, big ones
    // make arithmetic wrap.
    let word = |rng: &mut Rng| -> u32 {
        match rng.below(4) {
            0 => rng.below(16) as u32,
            1 => (rng.below(512) as i32 - 256) as u32,
            _ => rng.next() as u32,
        }
    };
    let input = (0..IN_WORDS).flat_map(|_| word(&mut rng).to_le_bytes()).collect();
    let output = (0..grid * SLOTS).flat_map(|_| word(&mut rng).to_le_bytes()).collect();
    let mut g = Gen::new(rng, grid, block);
    g.kernel();
    Kernel {
        seed,
        ir: g.finish(),
        grid,
        block,
        u,
        input,
        output,
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ty {
    I1,
    I8,
    I16,
    I32,
    I64,
}

impl Ty {
    fn bits(self) -> u32 {
        match self {
            Ty::I1 => 1,
            Ty::I8 => 8,
            Ty::I16 => 16,
            Ty::I32 => 32,
            Ty::I64 => 64,
        }
    }
    fn ir(self) -> &'static str {
        match self {
            Ty::I1 => "i1",
            Ty::I8 => "i8",
            Ty::I16 => "i16",
            Ty::I32 => "i32",
            Ty::I64 => "i64",
        }
    }
}

/// An SSA value or a constant, with whether the generator believes it divergent (which only
/// steers the choice of uniform or divergent conditions; correctness never depends on it).
#[derive(Clone, Debug)]
struct Val {
    name: String,
    ty: Ty,
    div: bool,
}

impl Val {
    fn typed(&self) -> String {
        format!("{} {}", self.ty.ir(), self.name)
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Want {
    Any,
    Uniform,
    Divergent,
}

/// A control-flow edge into a block whose phis are not written yet: the source block, the
/// values it passes (one per phi) and the values in scope at the source.
struct Edge {
    from: String,
    vals: Vec<Val>,
    scope: Vec<Val>,
}

/// An open loop: where `continue` and `break` go and what they pass there.
struct LoopCx {
    latch: String,
    exit: String,
    /// Types of the loop-carried values (latch phis) and of the exit phis.
    carried: Vec<Ty>,
    exits: Vec<Ty>,
    to_latch: Vec<Edge>,
    to_exit: Vec<Edge>,
    /// `Gen::div_depth` at the loop's entry: a break nested deeper is a divergent exit.
    div_depth: usize,
    div_exit: bool,
    /// Some continue is divergent: the carried values may differ between lanes.
    div_latch: bool,
}

struct Gen {
    rng: Rng,
    grid: u32,
    block: u32,
    /// Finished blocks, and the open one (its label and instructions).
    blocks: String,
    cur: String,
    body: Vec<String>,
    open: bool,
    n: usize,
    /// Values defined on every path to the insertion point, oldest first.
    scope: Vec<Val>,
    loops: Vec<LoopCx>,
    /// Divergent branches enclosing the insertion point.
    div_depth: usize,
    /// Statements left to generate.
    budget: i32,
    /// Intrinsics used (declared at the end).
    decls: BTreeSet<String>,
    gid: Val,
    tid: Val,
}

impl Gen {
    fn new(mut rng: Rng, grid: u32, block: u32) -> Gen {
        let budget = 24 + rng.below(120) as i32;
        let v = |name: &str, div| Val {
            name: name.into(),
            ty: Ty::I32,
            div,
        };
        Gen {
            rng,
            grid,
            block,
            blocks: String::new(),
            cur: String::new(),
            body: Vec::new(),
            open: false,
            n: 0,
            scope: Vec::new(),
            loops: Vec::new(),
            div_depth: 0,
            budget,
            decls: BTreeSet::new(),
            gid: v("%gid", true),
            tid: v("%tid", true),
        }
    }

    // ---- text ----

    fn fresh(&mut self, kind: &str) -> String {
        self.n += 1;
        format!("{kind}{}", self.n)
    }

    fn emit(&mut self, line: String) {
        self.body.push(line);
    }

    /// Defines a value (`%vN = rhs`) and puts it in scope.
    fn def(&mut self, ty: Ty, div: bool, rhs: String) -> Val {
        let name = format!("%{}", self.fresh("v"));
        self.emit(format!("{name} = {rhs}"));
        let v = Val { name, ty, div };
        self.scope.push(v.clone());
        v
    }

    /// A pointer (not in scope: only loads and stores use pointers).
    fn ptr(&mut self, rhs: String) -> String {
        let name = format!("%{}", self.fresh("p"));
        self.emit(format!("{name} = {rhs}"));
        name
    }

    fn begin(&mut self, label: &str) {
        assert!(!self.open, "block {} is still open", self.cur);
        self.cur = label.to_string();
        self.open = true;
    }

    fn end(&mut self, term: String) {
        assert!(self.open, "no open block for `{term}`");
        writeln!(self.blocks, "{}:", self.cur).unwrap();
        for line in self.body.drain(..) {
            writeln!(self.blocks, "  {line}").unwrap();
        }
        writeln!(self.blocks, "  {term}\n").unwrap();
        self.open = false;
    }

    /// A phi over `edges` (value `k` of each), in the open block.
    fn phi(&mut self, ty: Ty, edges: &[Edge], k: usize, div: bool) -> Val {
        let incoming: Vec<String> = edges
            .iter()
            .map(|e| format!("[ {}, %{} ]", e.vals[k].name, e.from))
            .collect();
        let div = div || edges.iter().any(|e| e.vals[k].div);
        self.def(ty, div, format!("phi {} {}", ty.ir(), incoming.join(", ")))
    }

    /// Phis for `types` over `edges` at the start of the open block.
    fn phis(&mut self, types: &[Ty], edges: &[Edge], div: bool) {
        for (k, &ty) in types.iter().enumerate() {
            self.phi(ty, edges, k, div);
        }
    }

    fn finish(self) -> String {
        let mut m = String::new();
        writeln!(m, "; kcc differential fuzzer: grid {}, block {}", self.grid, self.block).unwrap();
        writeln!(
            m,
            "target datalayout = \"{DATALAYOUT}\"\ntarget triple = \"amdgcn-amd-amdhsa\"\n"
        )
        .unwrap();
        writeln!(
            m,
            "define amdgpu_kernel void @{KERNEL}(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %u) #0 {{"
        )
        .unwrap();
        m.push_str(self.blocks.trim_end());
        m.push_str("\n}\n\n");
        m.push_str("declare i32 @llvm.amdgcn.workitem.id.x()\ndeclare i32 @llvm.amdgcn.workgroup.id.x()\n");
        for d in &self.decls {
            writeln!(m, "{d}").unwrap();
        }
        writeln!(m, "\nattributes #0 = {{ \"amdgpu-flat-work-group-size\"=\"1,256\" }}").unwrap();
        m
    }

    // ---- choices ----

    /// Uniform or divergent, evenly.
    fn either(&mut self) -> Want {
        if self.rng.chance(50) {
            Want::Divergent
        } else {
            Want::Uniform
        }
    }

    fn int_ty(&mut self) -> Ty {
        match self.rng.below(100) {
            0..=59 => Ty::I32,
            60..=84 => Ty::I64,
            85..=92 => Ty::I16,
            _ => Ty::I8,
        }
    }

    fn constant(&mut self, ty: Ty) -> Val {
        let name = match ty {
            Ty::I1 => if self.rng.chance(50) { "true" } else { "false" }.to_string(),
            _ => {
                let bits = ty.bits();
                let v: i64 = match self.rng.below(4) {
                    0 => [0, 1, -1, 2, 3, 7, 8, 31, 32, 63, 64, 255, -128][self.rng.below(13)],
                    1 => self.rng.below(100) as i64,
                    2 => 1 << self.rng.below(bits as usize),
                    _ => self.rng.next() as i64,
                };
                // Sign-extend the low `bits`: the spelling LLVM accepts for the type.
                let shift = 64 - bits;
                ((v << shift) >> shift).to_string()
            }
        };
        Val { name, ty, div: false }
    }

    /// A value of `ty` from the scope (recent ones preferred), or a constant, or a cast.
    fn value(&mut self, ty: Ty, want: Want) -> Val {
        if want != Want::Divergent && self.rng.chance(15) {
            return self.constant(ty);
        }
        let cands: Vec<usize> = (0..self.scope.len())
            .filter(|&i| {
                let v = &self.scope[i];
                v.ty == ty
                    && match want {
                        Want::Any => true,
                        Want::Uniform => !v.div,
                        Want::Divergent => v.div,
                    }
            })
            .collect();
        if !cands.is_empty() {
            let n = cands.len();
            let i = self.rng.below(n).max(self.rng.below(n));
            return self.scope[cands[i]].clone();
        }
        if want == Want::Uniform && (ty == Ty::I32 || self.rng.chance(30)) {
            return self.constant(ty);
        }
        // None of this type: cast an i32 (the lane id is always there for divergent ones).
        let src = if ty == Ty::I32 {
            return if want == Want::Divergent {
                self.gid.clone()
            } else {
                self.constant(ty)
            };
        } else {
            self.value(Ty::I32, want)
        };
        self.cast_to(&src, ty)
    }

    fn cast_to(&mut self, v: &Val, ty: Ty) -> Val {
        let op = if ty.bits() < v.ty.bits() {
            "trunc"
        } else if ty.bits() == v.ty.bits() {
            return v.clone();
        } else if self.rng.chance(50) {
            "zext"
        } else {
            "sext"
        };
        self.def(ty, v.div, format!("{op} {} to {}", v.typed(), ty.ir()))
    }

    /// A branch condition, divergent (depends on the lane) or uniform.
    fn cond(&mut self, div: bool) -> Val {
        let want = if div { Want::Divergent } else { Want::Uniform };
        let preds = ["eq", "ne", "ult", "ule", "ugt", "uge", "slt", "sle", "sgt", "sge"];
        let pred = preds[self.rng.below(preds.len())];
        match self.rng.below(6) {
            0 => {
                let have = self.scope.iter().any(|v| v.ty == Ty::I1 && v.div == div);
                if have {
                    return self.value(Ty::I1, want);
                }
                self.cond(div)
            }
            1 | 2 => {
                // A few low bits against a small constant: both outcomes are common.
                let ty = [Ty::I32, Ty::I32, Ty::I64, Ty::I16][self.rng.below(4)];
                let a = self.value(ty, want);
                let mask = [1, 3, 7, 15, 4, 8][self.rng.below(6)];
                let m = self.def(ty, a.div, format!("and {}, {mask}", a.typed()));
                let c = self.rng.below(mask as usize + 1);
                self.def(Ty::I1, a.div, format!("icmp {pred} {}, {c}", m.typed()))
            }
            3 if div => {
                // A lane range: some waves all one way, some split.
                let (id, n) = if self.rng.chance(50) {
                    (self.gid.clone(), self.grid)
                } else {
                    (self.tid.clone(), self.block)
                };
                let c = self.rng.below(n as usize + 1);
                self.def(Ty::I1, true, format!("icmp {pred} {}, {c}", id.typed()))
            }
            _ => {
                let ty = self.int_ty();
                let a = self.value(ty, want);
                let b = self.value(ty, if div { Want::Any } else { Want::Uniform });
                self.def(Ty::I1, a.div || b.div, format!("icmp {pred} {}, {}", a.typed(), b.name))
            }
        }
    }

    // ---- straight-line statements ----

    fn arith(&mut self) {
        let ty = if self.rng.chance(8) { Ty::I1 } else { self.int_ty() };
        let a = self.value(ty, Want::Any);
        let mut b = self.value(ty, Want::Any);
        if b.name == a.name {
            // `x op x` folds away; try once for another operand.
            b = self.value(ty, Want::Any);
        }
        if ty == Ty::I1 {
            let op = ["and", "or", "xor"][self.rng.below(3)];
            self.def(ty, a.div || b.div, format!("{op} {}, {}", a.typed(), b.name));
            return;
        }
        let ops = [
            "add", "sub", "mul", "and", "or", "xor", "shl", "lshr", "ashr", "add", "sub", "udiv", "urem", "sdiv",
            "srem",
        ];
        // No 64-bit division: kcc does not generate it yet, and it would hide everything else.
        let n = if ty == Ty::I64 { ops.len() - 4 } else { ops.len() };
        let op = ops[self.rng.below(n)];
        let b = match op {
            "shl" | "lshr" | "ashr" => self.def(ty, b.div, format!("and {}, {}", b.typed(), ty.bits() - 1)),
            // Non-zero; positive for the signed ones (no INT_MIN / -1).
            "udiv" | "urem" => self.def(ty, b.div, format!("or {}, 1", b.typed())),
            "sdiv" | "srem" => {
                let m = self.def(
                    ty,
                    b.div,
                    format!("and {}, {}", b.typed(), (1u32 << (ty.bits() - 2)) - 1),
                );
                self.def(ty, b.div, format!("or {}, 1", m.typed()))
            }
            _ => b,
        };
        self.def(ty, a.div || b.div, format!("{op} {}, {}", a.typed(), b.name));
    }

    fn cast(&mut self) {
        let from = if self.rng.chance(15) { Ty::I1 } else { self.int_ty() };
        let mut to = self.int_ty();
        if to == from {
            to = if from == Ty::I64 { Ty::I32 } else { Ty::I64 };
        }
        let v = self.value(from, Want::Any);
        self.cast_to(&v, to);
    }

    fn select(&mut self) {
        let c = if self.rng.chance(50) {
            self.value(Ty::I1, Want::Any)
        } else {
            let div = self.rng.chance(60);
            self.cond(div)
        };
        let ty = if self.rng.chance(10) { Ty::I1 } else { self.int_ty() };
        let a = self.value(ty, Want::Any);
        let b = self.value(ty, Want::Any);
        self.def(
            ty,
            c.div || a.div || b.div,
            format!("select i1 {}, {}, {}", c.name, a.typed(), b.typed()),
        );
    }

    fn intrinsic(&mut self) {
        let (name, tys): (&str, &[Ty]) = [
            ("umin", &[Ty::I32, Ty::I64, Ty::I16][..]),
            ("umax", &[Ty::I32, Ty::I64, Ty::I16]),
            ("smin", &[Ty::I32, Ty::I64, Ty::I16]),
            ("smax", &[Ty::I32, Ty::I64, Ty::I16]),
            ("abs", &[Ty::I32, Ty::I64]),
            ("ctpop", &[Ty::I32, Ty::I64]),
            ("ctlz", &[Ty::I32, Ty::I64]),
            ("cttz", &[Ty::I32, Ty::I64]),
            ("bswap", &[Ty::I32, Ty::I64, Ty::I16]),
        ][self.rng.below(9)];
        let ty = tys[self.rng.below(tys.len())];
        let t = ty.ir();
        let a = self.value(ty, Want::Any);
        let (params, args, div) = match name {
            "umin" | "umax" | "smin" | "smax" => {
                let b = self.value(ty, Want::Any);
                (
                    format!("{t}, {t}"),
                    format!("{}, {}", a.typed(), b.typed()),
                    a.div || b.div,
                )
            }
            // The flag `false`: INT_MIN and zero are defined inputs.
            "abs" | "ctlz" | "cttz" => (format!("{t}, i1"), format!("{}, i1 false", a.typed()), a.div),
            _ => (t.to_string(), a.typed(), a.div),
        };
        self.decls.insert(format!("declare {t} @llvm.{name}.{t}({params})"));
        self.def(ty, div, format!("call {t} @llvm.{name}.{t}({args})"));
    }

    /// `%in[idx & mask]` as i8, i16, i32 or i64 (the index scaled to the element).
    fn load_in(&mut self) {
        let ty = match self.rng.below(10) {
            0..=5 => Ty::I32,
            6..=7 => Ty::I64,
            8 => Ty::I16,
            _ => Ty::I8,
        };
        let want = self.either();
        let idx = self.value(Ty::I32, want);
        let elems = IN_WORDS * 4 / (ty.bits() / 8);
        let i = self.def(Ty::I32, idx.div, format!("and {}, {}", idx.typed(), elems - 1));
        let i = if self.rng.chance(25) {
            self.cast_to(&i, Ty::I64)
        } else {
            i
        };
        let t = ty.ir();
        let p = self.ptr(format!(
            "getelementptr inbounds {t}, ptr addrspace(1) %in, {}",
            i.typed()
        ));
        self.def(
            ty,
            i.div,
            format!("load {t}, ptr addrspace(1) {p}, align {}", ty.bits() / 8),
        );
    }

    /// A pointer to this work-item's slot for a `ty` value (i64 in even slots; i8 and i16 at
    /// random aligned offsets inside a slot).
    fn slot(&mut self, ty: Ty) -> String {
        let slot = self.rng.below(SLOTS as usize) as u32;
        let bytes = match ty {
            Ty::I64 => (slot & !1) * 4,
            Ty::I32 => slot * 4,
            Ty::I16 => slot * 4 + 2 * self.rng.below(2) as u32,
            _ => slot * 4 + self.rng.below(4) as u32,
        };
        self.ptr(format!(
            "getelementptr inbounds i8, ptr addrspace(1) %mine, i32 {bytes}"
        ))
    }

    /// Reads back one of this work-item's own slots.
    fn load_own(&mut self) {
        let ty = if self.rng.chance(75) { Ty::I32 } else { Ty::I64 };
        let p = self.slot(ty);
        self.def(
            ty,
            true,
            format!("load {}, ptr addrspace(1) {p}, align {}", ty.ir(), ty.bits() / 8),
        );
    }

    fn store(&mut self) {
        let ty = match self.rng.below(20) {
            0..=13 => Ty::I32,
            14..=16 => Ty::I64,
            17..=18 => Ty::I16,
            _ => Ty::I8,
        };
        let v = self.value(ty, Want::Any);
        let p = self.slot(ty);
        self.emit(format!(
            "store {}, ptr addrspace(1) {p}, align {}",
            v.typed(),
            ty.bits() / 8
        ));
    }

    // ---- control flow ----

    /// Statements until the budget runs out or a random count is reached.
    fn region(&mut self, depth: usize) {
        for _ in 0..1 + self.rng.below(5) {
            if self.budget <= 0 {
                break;
            }
            self.budget -= 1;
            self.stmt(depth);
        }
    }

    fn stmt(&mut self, depth: usize) {
        let nest = depth < MAX_DEPTH;
        let in_loop = !self.loops.is_empty();
        let kinds: [(u64, bool); 13] = [
            (22, true),                                // arithmetic
            (6, true),                                 // cast
            (6, true),                                 // select
            (4, true),                                 // intrinsic
            (8, true),                                 // load %in
            (3, true),                                 // load own slot
            (10, true),                                // store
            (10, nest),                                // if / if-else
            (6, nest && self.loops.len() < MAX_LOOPS), // loop
            (3, nest),                                 // switch
            (2, nest && self.loops.len() < MAX_LOOPS), // irreducible cycle
            (4, in_loop),                              // break
            (3, in_loop),                              // continue
        ];
        let total: u64 = kinds.iter().filter(|k| k.1).map(|k| k.0).sum();
        let mut r = self.rng.next() % total;
        let mut kind = 0;
        for (i, &(w, ok)) in kinds.iter().enumerate() {
            if !ok {
                continue;
            }
            if r < w {
                kind = i;
                break;
            }
            r -= w;
        }
        match kind {
            0 => self.arith(),
            1 => self.cast(),
            2 => self.select(),
            3 => self.intrinsic(),
            4 => self.load_in(),
            5 => self.load_own(),
            6 => self.store(),
            7 => self.if_else(depth),
            8 => self.loop_(depth),
            9 => self.switch(depth),
            10 => self.irreducible(depth),
            11 => self.jump(false, true),
            _ => self.jump(true, true),
        }
    }

    /// Picks values of `types` from the scope for an edge leaving the open block.
    fn edge(&mut self, types: &[Ty]) -> Edge {
        let vals = types.iter().map(|&t| self.value(t, Want::Any)).collect();
        Edge {
            from: self.cur.clone(),
            vals,
            scope: self.scope.clone(),
        }
    }

    /// A `break` (or `continue`) out of the innermost loop or an outer one: conditional, or
    /// (`conditional` false) the open block's last statement.
    fn jump(&mut self, is_continue: bool, conditional: bool) {
        let target = if self.rng.chance(75) {
            self.loops.len() - 1
        } else {
            self.rng.below(self.loops.len())
        };
        let div = self.rng.chance(60);
        let c = if conditional { Some(self.cond(div)) } else { None };
        let types = if is_continue {
            self.loops[target].carried.clone()
        } else {
            self.loops[target].exits.clone()
        };
        let edge = self.edge(&types);
        // Leaving loops from under a divergent branch or on a divergent condition makes their
        // exits divergent: lanes leave in different iterations.
        let divergent = c.as_ref().is_some_and(|c| c.div);
        for (k, l) in self.loops.iter_mut().enumerate().skip(target) {
            let leaves = k > target || !is_continue;
            if divergent || self.div_depth > l.div_depth {
                if leaves {
                    l.div_exit = true;
                } else {
                    l.div_latch = true;
                }
            }
        }
        let l = &mut self.loops[target];
        let dest = if is_continue { l.latch.clone() } else { l.exit.clone() };
        if is_continue {
            l.to_latch.push(edge);
        } else {
            l.to_exit.push(edge);
        }
        match c {
            Some(c) => {
                let next = self.fresh("next");
                self.end(format!("br i1 {}, label %{dest}, label %{next}", c.name));
                self.begin(&next);
            }
            None => self.end(format!("br label %{dest}")),
        }
    }

    fn join_types(&mut self) -> Vec<Ty> {
        (0..self.rng.below(4))
            .map(|_| if self.rng.chance(10) { Ty::I1 } else { self.int_ty() })
            .collect()
    }

    fn if_else(&mut self, depth: usize) {
        let div = self.rng.chance(60);
        let c = self.cond(div);
        let (then_l, else_l, join_l) = (self.fresh("then"), self.fresh("else"), self.fresh("join"));
        let has_else = self.rng.chance(60);
        let base = self.scope.len();
        let types = self.join_types();
        let mut edges = Vec::new();
        if !has_else {
            // Values for the edge straight to the join, picked (maybe defined) before the branch.
            let e = self.edge(&types);
            edges.push(e);
        }
        self.end(format!(
            "br i1 {}, label %{then_l}, label %{}",
            c.name,
            if has_else { &else_l } else { &join_l }
        ));
        self.div_depth += c.div as usize;
        self.begin(&then_l);
        self.region(depth + 1);
        // Sometimes the then-side leaves the loop (an unconditional break or continue).
        if !self.loops.is_empty() && self.rng.chance(20) {
            let is_continue = self.rng.chance(40);
            self.jump(is_continue, false);
        } else {
            edges.push(self.edge(&types));
            self.end(format!("br label %{join_l}"));
        }
        self.scope.truncate(base);
        if has_else {
            self.begin(&else_l);
            self.region(depth + 1);
            edges.push(self.edge(&types));
            self.end(format!("br label %{join_l}"));
            self.scope.truncate(base);
        }
        self.div_depth -= c.div as usize;
        self.begin(&join_l);
        self.phis(&types, &edges, c.div);
    }

    fn switch(&mut self, depth: usize) {
        let div = self.rng.chance(55);
        let v = self.value(Ty::I32, if div { Want::Divergent } else { Want::Uniform });
        let ncases = 2 + self.rng.below(3);
        let mask = if self.rng.chance(50) { 3 } else { 7 };
        let sel = self.def(Ty::I32, v.div, format!("and {}, {mask}", v.typed()));
        let join_l = self.fresh("join");
        let base = self.scope.len();
        let types = self.join_types();
        // Each target: a new case block, an earlier one again, or the join itself.
        let mut cases: Vec<String> = Vec::new();
        let mut targets = Vec::new();
        for _ in 0..=ncases {
            let t = match self.rng.below(10) {
                0..=5 => {
                    let l = self.fresh("case");
                    cases.push(l.clone());
                    l
                }
                6..=7 if !cases.is_empty() => cases[self.rng.below(cases.len())].clone(),
                _ => join_l.clone(),
            };
            targets.push(t);
        }
        let arms: Vec<String> = targets[1..]
            .iter()
            .enumerate()
            .map(|(k, t)| format!("i32 {k}, label %{t}"))
            .collect();
        let direct = targets.iter().filter(|t| **t == join_l).count();
        let mut edges = Vec::new();
        if direct > 0 {
            // One value per phi for all edges from the switch: they leave the same block.
            let e = self.edge(&types);
            for _ in 0..direct {
                edges.push(Edge {
                    from: e.from.clone(),
                    vals: e.vals.clone(),
                    scope: Vec::new(),
                });
            }
        }
        self.end(format!(
            "switch i32 {}, label %{} [ {} ]",
            sel.name,
            targets[0],
            arms.join(" ")
        ));
        self.div_depth += sel.div as usize;
        for case in cases {
            self.begin(&case);
            self.region(depth + 1);
            edges.push(self.edge(&types));
            self.end(format!("br label %{join_l}"));
            self.scope.truncate(base);
        }
        self.div_depth -= sel.div as usize;
        self.begin(&join_l);
        self.phis(&types, &edges, sel.div);
    }

    fn loop_(&mut self, depth: usize) {
        let div_trip = self.rng.chance(50);
        let t = self.value(Ty::I32, if div_trip { Want::Divergent } else { Want::Uniform });
        let trip = self.def(Ty::I32, t.div, format!("and {}, 7", t.typed()));
        // Test at the top (may run zero times) or at the bottom.
        let at_top = self.rng.chance(40);
        let (head, body, latch, exit) = (
            self.fresh("loop"),
            self.fresh("body"),
            self.fresh("latch"),
            self.fresh("exit"),
        );
        let carried: Vec<Ty> = (0..self.rng.below(3)).map(|_| self.int_ty()).collect();
        let exits = self.join_types();
        let inits = self.edge(&carried);
        let base = self.scope.len();
        self.end(format!("br label %{head}"));

        // Header: the counter and the carried values, whose latch values are patched in later.
        self.begin(&head);
        let inext = format!("%{}", self.fresh("inext"));
        let i = self.def(
            Ty::I32,
            false,
            format!("phi i32 [ 0, %{} ], [ {inext}, %{latch} ]", inits.from),
        );
        let mut holes = Vec::new();
        for (k, &ty) in carried.iter().enumerate() {
            let hole = format!("@@{}@@", self.fresh("hole"));
            let v = &inits.vals[k];
            self.def(
                ty,
                v.div,
                format!("phi {} [ {}, %{} ], [ {hole}, %{latch} ]", ty.ir(), v.name, inits.from),
            );
            holes.push(hole);
        }
        // Straight-line code in the header dominates every exit.
        for _ in 0..self.rng.below(3) {
            self.arith();
        }
        self.loops.push(LoopCx {
            latch: latch.clone(),
            exit: exit.clone(),
            carried: carried.clone(),
            exits: exits.clone(),
            to_latch: Vec::new(),
            to_exit: Vec::new(),
            div_depth: self.div_depth,
            div_exit: div_trip,
            div_latch: false,
        });
        if at_top {
            let done = self.def(Ty::I1, trip.div, format!("icmp uge {}, {}", i.typed(), trip.name));
            let e = self.edge(&exits);
            self.loops.last_mut().unwrap().to_exit.push(e);
            self.end(format!("br i1 {}, label %{exit}, label %{body}", done.name));
        } else {
            self.end(format!("br label %{body}"));
        }
        self.begin(&body);
        self.region(depth + 1);
        let e = self.edge(&carried);
        self.loops.last_mut().unwrap().to_latch.push(e);
        self.end(format!("br label %{latch}"));

        // Latch: carried values from every continue, the counter, the test at the bottom.
        let mut l = self.loops.pop().unwrap();
        self.scope = dominating(&l.to_latch);
        self.begin(&latch);
        for (k, &ty) in carried.iter().enumerate() {
            let v = self.phi(ty, &l.to_latch, k, l.div_latch);
            self.blocks = self.blocks.replace(holes[k].as_str(), &v.name);
        }
        self.emit(format!("{inext} = add i32 {}, 1", i.name));
        self.scope.push(Val {
            name: inext.clone(),
            ty: Ty::I32,
            div: false,
        });
        if at_top {
            self.end(format!("br label %{head}"));
        } else {
            let done = self.def(Ty::I1, trip.div, format!("icmp uge i32 {inext}, {}", trip.name));
            let e = self.edge(&exits);
            l.to_exit.push(e);
            self.end(format!("br i1 {}, label %{exit}, label %{head}", done.name));
        }

        // After the loop: whatever dominates every exit edge (the header's values always,
        // the latch's and the body's when only the latch exits) plus the exit phis. Used after
        // divergent exits, each lane sees the values of its own last iteration.
        self.scope = dominating(&l.to_exit);
        for v in &mut self.scope[base..] {
            v.div |= l.div_exit;
        }
        self.begin(&exit);
        self.phis(&exits, &l.to_exit, l.div_exit);
    }

    fn irreducible(&mut self, depth: usize) {
        let div = self.rng.chance(50);
        let c = self.cond(div);
        let want = self.either();
        let b = self.value(Ty::I32, want);
        let bound = self.def(Ty::I32, b.div, format!("and {}, 7", b.typed()));
        let carried: Vec<Ty> = (0..self.rng.below(3)).map(|_| self.int_ty()).collect();
        let exits = self.join_types();
        let inits = self.edge(&carried);
        let base = self.scope.len();
        let (a_l, b_l, x_l) = (self.fresh("irra"), self.fresh("irrb"), self.fresh("irrx"));
        self.end(format!("br i1 {}, label %{a_l}, label %{b_l}", c.name));
        let div = c.div || bound.div;
        self.div_depth += div as usize;

        // Block A: entered from outside and from B's end (a hole until B is written).
        self.begin(&a_l);
        let from_b = format!("@@{}@@", self.fresh("hole"));
        let mut holes = Vec::new();
        let count_a = self.counter_phi(&inits.from, &from_b, &mut holes);
        for (k, &ty) in carried.iter().enumerate() {
            let hole = format!("@@{}@@", self.fresh("hole"));
            let v = &inits.vals[k];
            self.def(
                ty,
                div || v.div,
                format!("phi {} [ {}, %{} ], [ {hole}, {from_b} ]", ty.ir(), v.name, inits.from),
            );
            holes.push(hole);
        }
        let next_a = self.def(Ty::I32, div, format!("add {}, 1", count_a.typed()));
        self.region(depth + 1);
        let (a_end, a_exit) = self.cycle_exit(&next_a, &bound, &carried, &exits);
        self.end(format!("br i1 {}, label %{x_l}, label %{b_l}", a_exit.name));
        self.scope.truncate(base);

        // Block B: entered from outside and from A's end.
        self.begin(&b_l);
        let count_b = self.def(
            Ty::I32,
            div,
            format!("phi i32 [ 0, %{} ], [ {}, %{} ]", inits.from, next_a.name, a_end.from),
        );
        for (k, &ty) in carried.iter().enumerate() {
            let (v, w) = (&inits.vals[k], &a_end.vals[k]);
            self.def(
                ty,
                div || v.div || w.div,
                format!(
                    "phi {} [ {}, %{} ], [ {}, %{} ]",
                    ty.ir(),
                    v.name,
                    inits.from,
                    w.name,
                    a_end.from
                ),
            );
        }
        let next_b = self.def(Ty::I32, div, format!("add {}, 1", count_b.typed()));
        self.region(depth + 1);
        let (b_end, b_exit) = self.cycle_exit(&next_b, &bound, &carried, &exits);
        self.end(format!("br i1 {}, label %{x_l}, label %{a_l}", b_exit.name));
        self.scope.truncate(base);
        self.div_depth -= div as usize;

        self.blocks = self.blocks.replace(from_b.as_str(), &format!("%{}", b_end.from));
        self.blocks = self.blocks.replace(holes[0].as_str(), &next_b.name);
        for (hole, v) in holes[1..].iter().zip(&b_end.vals) {
            self.blocks = self.blocks.replace(hole.as_str(), &v.name);
        }
        self.begin(&x_l);
        // The exit phis: the values that leave from A and from B.
        let edges = [a_end.exit_edge(exits.len()), b_end.exit_edge(exits.len())];
        self.phis(&exits, &edges, div);
    }

    /// `phi i32 [ 0, %from ], [ HOLE, HOLE_LABEL ]`: a cycle counter whose back-edge value is
    /// patched in later (its hole is pushed first in `holes`).
    fn counter_phi(&mut self, from: &str, back_label: &str, holes: &mut Vec<String>) -> Val {
        let hole = format!("@@{}@@", self.fresh("hole"));
        let v = self.def(
            Ty::I32,
            true,
            format!("phi i32 [ 0, %{from} ], [ {hole}, {back_label} ]"),
        );
        holes.push(hole);
        v
    }

    /// The end of one block of an irreducible cycle: leave when the counter reaches the bound
    /// (or, sometimes, on another condition). Returns the edge (with the carried values, then
    /// the exit values) and the exit condition.
    fn cycle_exit(&mut self, count: &Val, bound: &Val, carried: &[Ty], exits: &[Ty]) -> (Edge, Val) {
        let mut done = self.def(
            Ty::I1,
            count.div || bound.div,
            format!("icmp uge {}, {}", count.typed(), bound.name),
        );
        if self.rng.chance(30) {
            let div = self.rng.chance(50);
            let c = self.cond(div);
            done = self.def(Ty::I1, done.div || c.div, format!("or i1 {}, {}", done.name, c.name));
        }
        let types: Vec<Ty> = carried.iter().chain(exits).copied().collect();
        (self.edge(&types), done)
    }

    // ---- the kernel ----

    fn kernel(&mut self) {
        self.begin("entry");
        self.emit("%tid = call i32 @llvm.amdgcn.workitem.id.x()".into());
        self.emit("%wg = call i32 @llvm.amdgcn.workgroup.id.x()".into());
        self.emit(format!("%wgbase = mul i32 %wg, {}", self.block));
        self.emit("%gid = add i32 %wgbase, %tid".into());
        self.emit(format!("%slot0 = mul i32 %gid, {SLOTS}"));
        self.emit("%mine = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %slot0".into());
        self.emit("%pin = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %gid".into());
        self.emit("%x = load i32, ptr addrspace(1) %pin, align 4".into());
        self.emit(format!("%uidx = and i32 %u, {}", IN_WORDS - 1));
        self.emit("%puni = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %uidx".into());
        self.emit("%y = load i32, ptr addrspace(1) %puni, align 4".into());
        for (name, div) in [
            ("%u", false),
            ("%tid", true),
            ("%wg", false),
            ("%gid", true),
            ("%x", true),
            ("%y", false),
        ] {
            self.scope.push(Val {
                name: name.into(),
                ty: Ty::I32,
                div,
            });
        }
        while self.budget > 0 {
            self.region(0);
        }
        // Store what the last values came to, so little of the computation is dead.
        for _ in 0..2 + self.rng.below(3) {
            self.store();
        }
        self.end("ret void".into());
    }
}

/// The values defined on every edge's path: those that dominate the block the edges enter.
fn dominating(edges: &[Edge]) -> Vec<Val> {
    let mut out = edges[0].scope.clone();
    out.retain(|v| edges[1..].iter().all(|e| e.scope.iter().any(|w| w.name == v.name)));
    out
}

impl Edge {
    /// The exit part of an edge from `cycle_exit` (its last `n` values).
    fn exit_edge(&self, n: usize) -> Edge {
        Edge {
            from: self.from.clone(),
            vals: self.vals[self.vals.len() - n..].to_vec(),
            scope: Vec::new(),
        }
    }
}
