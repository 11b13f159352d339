//! Kernel generators of the scaling benchmark: LLVM IR text of one shape with about `n`
//! instructions (the count stops at the first whole unit — a diamond, a loop nest, a case —
//! reaching `n`). Shared by the benchmark (`benches/scaling/main.rs`) and its unit test
//! (`tests/scaling_shapes.rs`), so it depends on nothing but std.

use std::fmt::Write;

/// One family of kernels, named as in the report and `--filter`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// Sequential if/else diamonds on per-lane conditions.
    DivergentDiamonds,
    /// Sequential if/else diamonds on kernel-argument conditions.
    UniformDiamonds,
    /// Sequential 3-deep loop nests (uniform trip counts) with a divergent if inside.
    LoopNests,
    /// Straight-line integer arithmetic keeping ~64 values live.
    StraightLine,
    /// One switch on a uniform selector.
    UniformSwitch,
    /// One switch on a per-lane selector.
    DivergentSwitch,
    /// Global and LDS loads and stores.
    Memory,
    /// Many calls of one defined, non-inlined function.
    Calls,
}

pub const SHAPES: [Shape; 8] = [
    Shape::DivergentDiamonds,
    Shape::UniformDiamonds,
    Shape::LoopNests,
    Shape::StraightLine,
    Shape::UniformSwitch,
    Shape::DivergentSwitch,
    Shape::Memory,
    Shape::Calls,
];

impl Shape {
    pub fn name(self) -> &'static str {
        match self {
            Shape::DivergentDiamonds => "divergent-diamonds",
            Shape::UniformDiamonds => "uniform-diamonds",
            Shape::LoopNests => "loop-nests",
            Shape::StraightLine => "straight-line",
            Shape::UniformSwitch => "uniform-switch",
            Shape::DivergentSwitch => "divergent-switch",
            Shape::Memory => "memory",
            Shape::Calls => "calls",
        }
    }
}

/// Text of the kernel and its instruction count.
pub struct Kernel {
    pub ir: String,
    pub insts: usize,
}

/// IR text being written, counting instructions (lines that define a value or are a
/// terminator, store or call).
struct Ir {
    text: String,
    insts: usize,
    next: usize,
}

impl Ir {
    fn new() -> Ir {
        Ir {
            text: String::new(),
            insts: 0,
            next: 0,
        }
    }
    /// A fresh value name.
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }
    /// Emits `%new = rhs` and returns `%new`.
    fn def(&mut self, rhs: &str) -> String {
        let v = self.fresh();
        self.inst(&format!("{v} = {rhs}"));
        v
    }
    fn inst(&mut self, line: &str) {
        self.insts += 1;
        let _ = writeln!(self.text, "  {line}");
    }
    fn label(&mut self, name: &str) {
        let _ = writeln!(self.text, "{name}:");
    }
}

const HEADER: &str = "target triple = \"amdgcn-amd-amdhsa\"\n\n";
const DECLS: &str = "\ndeclare i32 @llvm.amdgcn.workitem.id.x()\ndeclare i32 @llvm.amdgcn.workgroup.id.x()\n";

/// Kernel prologue shared by every shape: `%i` is the global id, `%x` the lane's input.
fn prologue(ir: &mut Ir, name: &str, extra_params: &str) {
    let _ = writeln!(
        ir.text,
        "define amdgpu_kernel void @{name}(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n{extra_params}) {{\nentry:"
    );
    ir.inst("%tid = call i32 @llvm.amdgcn.workitem.id.x()");
    ir.inst("%grp = call i32 @llvm.amdgcn.workgroup.id.x()");
    ir.inst("%base = shl i32 %grp, 6");
    ir.inst("%i = add i32 %base, %tid");
    ir.inst("%idx = zext i32 %i to i64");
    ir.inst("%pin = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx");
    ir.inst("%x = load i32, ptr addrspace(1) %pin, align 4");
}

/// Stores `v` to `out[i]` and returns.
fn epilogue(ir: &mut Ir, v: &str) {
    ir.inst("%pout = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx");
    ir.inst(&format!("store i32 {v}, ptr addrspace(1) %pout, align 4"));
    ir.inst("ret void");
    ir.text.push_str("}\n");
}

/// The kernel of `shape` with about `n` instructions.
pub fn generate(shape: Shape, n: usize) -> Kernel {
    let mut ir = Ir::new();
    ir.text.push_str(HEADER);
    match shape {
        Shape::DivergentDiamonds | Shape::UniformDiamonds => diamonds(&mut ir, n, shape == Shape::DivergentDiamonds),
        Shape::LoopNests => loop_nests(&mut ir, n),
        Shape::StraightLine => straight_line(&mut ir, n),
        Shape::UniformSwitch | Shape::DivergentSwitch => switch(&mut ir, n, shape == Shape::DivergentSwitch),
        Shape::Memory => memory(&mut ir, n),
        Shape::Calls => calls(&mut ir, n),
    }
    ir.text.push_str(DECLS);
    Kernel {
        ir: ir.text,
        insts: ir.insts,
    }
}

fn diamonds(ir: &mut Ir, n: usize, divergent: bool) {
    prologue(ir, "diamonds", "");
    let mut x = "%x".to_string();
    let mut u = "%n".to_string();
    let mut k = 0;
    while ir.insts + 12 < n {
        k += 1;
        // The condition depends on the lane's value (divergent) or on the argument only.
        let c = if divergent {
            let t = ir.def(&format!("and i32 {x}, {}", 1 << (k % 8)));
            ir.def(&format!("icmp eq i32 {t}, 0"))
        } else {
            u = ir.def(&format!("xor i32 {u}, {}", k * 7 + 1));
            ir.def(&format!("icmp ult i32 {u}, {}", k * 13))
        };
        ir.inst(&format!("br i1 {c}, label %then{k}, label %else{k}"));
        ir.label(&format!("then{k}"));
        let a = ir.def(&format!("add i32 {x}, {k}"));
        let a = ir.def(&format!("mul i32 {a}, 3"));
        ir.inst(&format!("br label %join{k}"));
        ir.label(&format!("else{k}"));
        let b = ir.def(&format!("xor i32 {x}, {}", k * 5));
        let b = ir.def(&format!("lshr i32 {b}, 1"));
        ir.inst(&format!("br label %join{k}"));
        ir.label(&format!("join{k}"));
        x = ir.def(&format!("phi i32 [ {a}, %then{k} ], [ {b}, %else{k} ]"));
    }
    epilogue(ir, &x);
}

fn loop_nests(ir: &mut Ir, n: usize) {
    // Trip counts are small uniform values derived from %n so the loops are not constant.
    prologue(ir, "loop_nests", "");
    ir.inst("%t = and i32 %n, 3");
    ir.inst("%trip = add i32 %t, 1");
    let mut x = "%x".to_string();
    let mut pred = "entry".to_string();
    let mut k = 0;
    while ir.insts + 32 < n {
        k += 1;
        let names = [format!("a{k}"), format!("b{k}"), format!("c{k}")];
        // Headers: counters and the running value.
        ir.inst(&format!("br label %{}", names[0]));
        let mut outer_pred = pred.clone();
        let mut counters = Vec::new();
        for (d, h) in names.iter().enumerate() {
            ir.label(h);
            let latch = format!("{h}.latch");
            let cnt = format!("%{h}.i");
            let xv = format!("%{h}.x");
            let next_x = format!("%{h}.xn");
            ir.inst(&format!("{cnt} = phi i32 [ 0, %{outer_pred} ], [ %{h}.in, %{latch} ]"));
            ir.inst(&format!(
                "{xv} = phi i32 [ {x}, %{outer_pred} ], [ {next_x}, %{latch} ]"
            ));
            counters.push(cnt);
            x = xv;
            outer_pred = h.clone();
            if d < 2 {
                ir.inst(&format!("br label %{}", names[d + 1]));
            }
        }
        // Innermost body: a divergent if.
        let c = ir.def(&format!("and i32 {x}, {}", 1 << (k % 8)));
        let c = ir.def(&format!("icmp ne i32 {c}, 0"));
        ir.inst(&format!("br i1 {c}, label %then{k}, label %body{k}"));
        ir.label(&format!("then{k}"));
        let a = ir.def(&format!("mul i32 {x}, {}", 2 * k + 1));
        let a = ir.def(&format!("add i32 {a}, {}", counters[2]));
        ir.inst(&format!("br label %body{k}"));
        ir.label(&format!("body{k}"));
        let mut y = ir.def(&format!("phi i32 [ {a}, %then{k} ], [ {x}, %{} ]", names[2]));
        y = ir.def(&format!("xor i32 {y}, {}", counters[1]));
        // Latches from the innermost out; each latch's value feeds its header and the outer
        // latch.
        for d in (0..3).rev() {
            let h = &names[d];
            if d < 2 {
                // Coming out of loop d+1's exit.
                ir.label(&format!("{}.exit", names[d + 1]));
                y = ir.def(&format!("phi i32 [ %{}.xn, %{}.latch ]", names[d + 1], names[d + 1]));
            }
            ir.inst(&format!("br label %{h}.latch"));
            ir.label(&format!("{h}.latch"));
            ir.inst(&format!("%{h}.xn = add i32 {y}, {}", d + 1));
            ir.inst(&format!("%{h}.in = add i32 {}, 1", counters[d]));
            ir.inst(&format!("%{h}.c = icmp ult i32 %{h}.in, %trip"));
            ir.inst(&format!("br i1 %{h}.c, label %{h}, label %{h}.exit"));
        }
        ir.label(&format!("{}.exit", names[0]));
        x = ir.def(&format!("phi i32 [ %{}.xn, %{}.latch ]", names[0], names[0]));
        pred = format!("{}.exit", names[0]);
    }
    epilogue(ir, &x);
}

fn straight_line(ir: &mut Ir, n: usize) {
    prologue(ir, "straight_line", "");
    const LIVE: usize = 64;
    let mut vals: Vec<String> = (0..LIVE)
        .map(|j| ir.def(&format!("mul i32 %x, {}", 2 * j + 3)))
        .collect();
    let ops = ["add", "xor", "mul", "sub", "or", "and"];
    let mut s = 0usize;
    while ir.insts + LIVE + 4 < n {
        let d = s % LIVE;
        let o = (s * 7 + 3) % LIVE;
        let op = ops[s % ops.len()];
        vals[d] = ir.def(&format!("{op} i32 {}, {}", vals[d], vals[o]));
        s += 1;
    }
    let mut acc = vals[0].clone();
    for v in &vals[1..] {
        acc = ir.def(&format!("add i32 {acc}, {v}"));
    }
    epilogue(ir, &acc);
}

fn switch(ir: &mut Ir, n: usize, divergent: bool) {
    // Three instructions per case (the switch line and the join's phi count once each).
    switch_of(ir, (n.saturating_sub(14) / 3).max(2), divergent);
}

/// One switch of `cases` cases (besides the default) on a uniform or per-lane selector.
pub fn switch_cases(cases: usize, divergent: bool) -> Kernel {
    let mut ir = Ir::new();
    ir.text.push_str(HEADER);
    switch_of(&mut ir, cases, divergent);
    ir.text.push_str(DECLS);
    Kernel {
        ir: ir.text,
        insts: ir.insts,
    }
}

fn switch_of(ir: &mut Ir, cases: usize, divergent: bool) {
    prologue(ir, "switch", "");
    let sel = if divergent { "%x" } else { "%n" };
    let mut text = format!("switch i32 {sel}, label %default [");
    for c in 0..cases {
        let _ = write!(text, " i32 {}, label %case{c}", c * 3);
    }
    text.push_str(" ]");
    ir.inst(&text);
    let mut incoming = String::new();
    for c in 0..cases {
        ir.label(&format!("case{c}"));
        let a = ir.def(&format!("mul i32 %x, {}", c + 2));
        let a = ir.def(&format!("add i32 {a}, {}", c * 11));
        ir.inst("br label %join");
        let _ = write!(incoming, "[ {a}, %case{c} ], ");
    }
    ir.label("default");
    ir.inst("br label %join");
    ir.label("join");
    let r = ir.def(&format!("phi i32 {incoming}[ %x, %default ]"));
    epilogue(ir, &r);
}

fn memory(ir: &mut Ir, n: usize) {
    memory_of(ir, |ir, _| ir.insts + 12 < n);
}

/// A kernel of the memory shape with at least `ops` memory operations (global and LDS
/// loads and stores, four per step).
pub fn memory_ops(ops: usize) -> Kernel {
    let mut ir = Ir::new();
    ir.text.push_str(HEADER);
    memory_of(&mut ir, |_, steps| steps * 4 < ops);
    ir.text.push_str(DECLS);
    Kernel {
        ir: ir.text,
        insts: ir.insts,
    }
}

/// Steps of the memory shape while `more(ir, steps so far)` holds.
fn memory_of(ir: &mut Ir, more: impl Fn(&Ir, usize) -> bool) {
    ir.text
        .push_str("@lds = internal addrspace(3) global [256 x i32] poison, align 4\n\n");
    prologue(ir, "memory", "");
    ir.inst("%lane = and i32 %tid, 63");
    let mut acc = "%x".to_string();
    let mut k = 0;
    while more(ir, k) {
        k += 1;
        // A global load at a per-lane address, an LDS store and a load, and a global store.
        let off = ir.def(&format!("add i64 %idx, {}", (k % 97) * 64));
        let p = ir.def(&format!("getelementptr inbounds i32, ptr addrspace(1) %in, i64 {off}"));
        let g = ir.def(&format!("load i32, ptr addrspace(1) {p}, align 4"));
        let s = ir.def(&format!("add i32 %lane, {}", (k % 3) * 64));
        let q = ir.def(&format!(
            "getelementptr inbounds [256 x i32], ptr addrspace(3) @lds, i32 0, i32 {s}"
        ));
        ir.inst(&format!("store i32 {g}, ptr addrspace(3) {q}, align 4"));
        // Another of the lane's own four slots: another lane's would race without a barrier.
        let t = ir.def(&format!("xor i32 {s}, {}", 64 * (1 + k % 3)));
        let r = ir.def(&format!(
            "getelementptr inbounds [256 x i32], ptr addrspace(3) @lds, i32 0, i32 {t}"
        ));
        let l = ir.def(&format!("load i32, ptr addrspace(3) {r}, align 4"));
        acc = ir.def(&format!("add i32 {acc}, {l}"));
        let w = ir.def(&format!("getelementptr inbounds i32, ptr addrspace(1) %out, i64 {off}"));
        ir.inst(&format!("store i32 {acc}, ptr addrspace(1) {w}, align 4"));
    }
    epilogue(ir, &acc);
}

fn calls(ir: &mut Ir, n: usize) {
    ir.text.push_str(
        "define internal i32 @f(i32 %a, i32 %b) #0 {\n  %m = mul i32 %a, %b\n  %s = add i32 %m, 7\n  ret i32 %s\n}\n\n",
    );
    prologue(ir, "calls", "");
    let mut acc = "%x".to_string();
    let mut k = 0;
    while ir.insts + 8 < n {
        k += 1;
        let c = ir.def(&format!("call i32 @f(i32 {acc}, i32 {})", k % 31 + 1));
        acc = ir.def(&format!("xor i32 {c}, {k}"));
    }
    epilogue(ir, &acc);
    ir.text.push_str("\nattributes #0 = { noinline }\n");
}
