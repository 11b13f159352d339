//! Scaling benchmark of the uniformity analysis (not a timed test).
//!
//! Generates functions of ~1k, ~10k and ~100k blocks — a chain of regions: if/else diamonds
//! with divergent or uniform conditions, loops with divergent exits and values used after them,
//! nested loops, switches, and irreducible two-entry cycles entered divergently — in two forms
//! built from the same description: MIR text (parsed, then analysed by kcc) and LLVM IR (for
//! `opt-22 -passes='print<uniformity>' -time-passes`). Prints kcc's analysis time (cycles,
//! dominators and uniformity) beside opt's (UniformityInfoAnalysis + DominatorTreeAnalysis +
//! CycleAnalysis wall time), and the exponent k of time ~ n^k fitted between the sizes.
//!
//! Also printed per size: the analysis's dominator and cycle-info phases, and the time of one
//! plain linear pass over the same MIR (building the CFG) as a yardstick for memory effects.
//!
//! `cargo bench -p mir --bench uniformity_scaling` (`KCC_BENCH_SIZES=1000,10000` chooses sizes,
//! `KCC_BENCH_NO_OPT=1` skips opt).
//!
//! Measured on the 2-core build machine (others compiling): 1k / 10k / 100k blocks took
//! 0.4 / 4.9 / 152 ms (opt-22: 0.9 / 11.5 / 337 ms), k = 1.29 for both; from 25k to 400k blocks
//! k = 1.18 while the plain linear pass measured k = 1.07 — near-linear, the excess coming
//! from memory effects that opt shows too.

use mir::uniformity::{Options, UniformityInfo};
use std::fmt::Write;
use std::process::Command;
use std::time::Instant;

struct Gen {
    ll: String,
    mir: String,
    blocks: usize,
    next_val: usize,
    seed: u64,
}

impl Gen {
    fn rnd(&mut self, n: u64) -> u64 {
        self.seed ^= self.seed << 13;
        self.seed ^= self.seed >> 7;
        self.seed ^= self.seed << 17;
        self.seed % n
    }
    fn val(&mut self) -> usize {
        self.next_val += 1;
        self.next_val
    }
    fn block(&mut self) -> usize {
        self.blocks += 1;
        self.blocks - 1
    }
}

/// Emits one block in both forms. `params`: MIR block parameters (value ids) = LLVM phis;
/// `phis[i]` lists (pred block, value id) for parameter i; `body` lines are given in both forms.
struct Blk {
    id: usize,
    params: Vec<usize>,
    phis: Vec<Vec<(usize, usize)>>,
    ll_body: String,
    mir_body: String,
    ll_term: String,
    mir_term: String,
}

fn emit(g: &mut Gen, b: Blk) {
    let _ = writeln!(g.ll, "b{}:", b.id);
    for (p, inc) in b.params.iter().zip(&b.phis) {
        let list: Vec<String> = inc.iter().map(|(pb, v)| format!("[ %v{v}, %b{pb} ]")).collect();
        let _ = writeln!(g.ll, "  %v{p} = phi i32 {}", list.join(", "));
    }
    g.ll.push_str(&b.ll_body);
    g.ll.push_str(&b.ll_term);
    let ps: Vec<String> = b.params.iter().map(|p| format!("%{p}:_(s32)")).collect();
    if ps.is_empty() {
        let _ = writeln!(g.mir, "bb{}:", b.id);
    } else {
        let _ = writeln!(g.mir, "bb{}({}):", b.id, ps.join(", "));
    }
    g.mir.push_str(&b.mir_body);
    g.mir.push_str(&b.mir_term);
}

/// A function of about `target` blocks. Value 0 = %a (kernel argument), 1 = tid, 2 = const 1.
fn generate(target: usize) -> (String, String, usize) {
    let mut g = Gen {
        ll: String::new(),
        mir: String::new(),
        blocks: 0,
        next_val: 2,
        seed: 0x1234_5678,
    };
    g.ll.push_str("declare i32 @llvm.amdgcn.workitem.id.x()\ndefine amdgpu_kernel void @big(i32 %v0) {\n");
    g.mir
        .push_str("kernel @big {\n  arg {name = \"a\", offset = 0, size = 4, align = 4, uniform = true}\n");
    let entry = g.block();
    emit(
        &mut g,
        Blk {
            id: entry,
            params: vec![],
            phis: vec![],
            ll_body: "  %v1 = call i32 @llvm.amdgcn.workitem.id.x()\n  %v2 = add i32 %v0, 1\n".into(),
            mir_body: "  %1:_(s32) = workitem.id.x\n  %2:_(s32) = const {value = 1}\n".into(),
            ll_term: String::new(),
            mir_term: String::new(),
        },
    );
    // The entry's MIR header must carry the argument; patch it.
    g.mir = g.mir.replacen("bb0:\n", "bb0(%0:_(s32)):\n", 1);
    let mut cur = entry; // block whose terminator is still open
    let mut live = 2usize; // a value live at the end of `cur`
    while g.blocks < target {
        let kind = g.rnd(5);
        if g.rnd(2) == 0 {
            // Start the region from the uniform argument, so divergence stays local.
            live = 0;
        }
        let divergent = g.rnd(3) != 0;
        let cond_src = if divergent { 1 } else { 0 };
        match kind {
            0 | 1 => {
                // Diamond: cur -> t, f -> j(phi)
                let (t, f, j) = (g.block(), g.block(), g.block());
                let c = g.val();
                let _ = write!(
                    g.ll,
                    "  %v{c} = icmp slt i32 %v{cond_src}, %v{live}\n  br i1 %v{c}, label %b{t}, label %b{f}\n"
                );
                let _ = write!(
                    g.mir,
                    "  %{c}:_(s1) = icmp.slt %{cond_src}, %{live}\n  condbr %{c}, bb{t}, bb{f}\n"
                );
                let (vt, vf, p) = (g.val(), g.val(), g.val());
                for (blk, v) in [(t, vt), (f, vf)] {
                    emit(
                        &mut g,
                        Blk {
                            id: blk,
                            params: vec![],
                            phis: vec![],
                            ll_body: format!("  %v{v} = add i32 %v{live}, %v2\n"),
                            mir_body: format!("  %{v}:_(s32) = add %{live}, %2\n"),
                            ll_term: format!("  br label %b{j}\n"),
                            mir_term: format!("  br bb{j}(%{v})\n"),
                        },
                    );
                }
                let y = g.val();
                emit(
                    &mut g,
                    Blk {
                        id: j,
                        params: vec![p],
                        phis: vec![vec![(t, vt), (f, vf)]],
                        ll_body: format!("  %v{y} = add i32 %v{p}, %v{live}\n"),
                        mir_body: format!("  %{y}:_(s32) = add %{p}, %{live}\n"),
                        ll_term: String::new(),
                        mir_term: String::new(),
                    },
                );
                cur = j;
                live = y;
            }
            2 | 3 => {
                // Loop: cur -> h(iv) -> body -> h | x ; value used after the loop.
                let (h, body, x) = (g.block(), g.block(), g.block());
                let _ = writeln!(g.ll, "  br label %b{h}");
                let _ = writeln!(g.mir, "  br bb{h}(%{live})");
                let (iv, next, c, u) = (g.val(), g.val(), g.val(), g.val());
                emit(
                    &mut g,
                    Blk {
                        id: h,
                        params: vec![iv],
                        phis: vec![vec![(cur, live), (body, next)]],
                        ll_body: format!("  %v{next} = add i32 %v{iv}, %v2\n"),
                        mir_body: format!("  %{next}:_(s32) = add %{iv}, %2\n"),
                        ll_term: format!("  br label %b{body}\n"),
                        mir_term: format!("  br bb{body}\n"),
                    },
                );
                emit(
                    &mut g,
                    Blk {
                        id: body,
                        params: vec![],
                        phis: vec![],
                        ll_body: format!("  %v{c} = icmp slt i32 %v{next}, %v{cond_src}\n"),
                        mir_body: format!("  %{c}:_(s1) = icmp.slt %{next}, %{cond_src}\n"),
                        ll_term: format!("  br i1 %v{c}, label %b{h}, label %b{x}\n"),
                        mir_term: format!("  condbr %{c}, bb{h}(%{next}), bb{x}\n"),
                    },
                );
                emit(
                    &mut g,
                    Blk {
                        id: x,
                        params: vec![],
                        phis: vec![],
                        ll_body: format!("  %v{u} = add i32 %v{next}, %v2\n"),
                        mir_body: format!("  %{u}:_(s32) = add %{next}, %2\n"),
                        ll_term: String::new(),
                        mir_term: String::new(),
                    },
                );
                cur = x;
                live = u;
            }
            _ => {
                // Irreducible: cur -> P | Q ; P -> Q ; Q -> P | X
                let (p, q, x) = (g.block(), g.block(), g.block());
                let c = g.val();
                let _ = write!(
                    g.ll,
                    "  %v{c} = icmp slt i32 %v{cond_src}, %v{live}\n  br i1 %v{c}, label %b{p}, label %b{q}\n"
                );
                let _ = write!(
                    g.mir,
                    "  %{c}:_(s1) = icmp.slt %{cond_src}, %{live}\n  condbr %{c}, bb{p}, bb{q}\n"
                );
                let (vp, vq, c2) = (g.val(), g.val(), g.val());
                emit(
                    &mut g,
                    Blk {
                        id: p,
                        params: vec![],
                        phis: vec![],
                        ll_body: format!("  %v{vp} = add i32 %v{live}, %v2\n"),
                        mir_body: format!("  %{vp}:_(s32) = add %{live}, %2\n"),
                        ll_term: format!("  br label %b{q}\n"),
                        mir_term: format!("  br bb{q}\n"),
                    },
                );
                emit(
                    &mut g,
                    Blk {
                        id: q,
                        params: vec![],
                        phis: vec![],
                        ll_body: format!("  %v{vq} = add i32 %v{live}, %v2\n  %v{c2} = icmp slt i32 %v{vq}, %v0\n"),
                        mir_body: format!("  %{vq}:_(s32) = add %{live}, %2\n  %{c2}:_(s1) = icmp.slt %{vq}, %0\n"),
                        ll_term: format!("  br i1 %v{c2}, label %b{p}, label %b{x}\n"),
                        mir_term: format!("  condbr %{c2}, bb{p}, bb{x}\n"),
                    },
                );
                emit(
                    &mut g,
                    Blk {
                        id: x,
                        params: vec![],
                        phis: vec![],
                        ll_body: String::new(),
                        mir_body: String::new(),
                        ll_term: String::new(),
                        mir_term: String::new(),
                    },
                );
                cur = x;
            }
        }
    }
    let _ = cur;
    g.ll.push_str("  ret void\n}\n");
    g.mir.push_str("  ret\n}\n");
    let blocks = g.blocks;
    (g.ll, g.mir, blocks)
}

fn opt_time(ll: &str, dir: &std::path::Path, n: usize) -> Option<f64> {
    let path = dir.join(format!("scaling{n}.ll"));
    std::fs::write(&path, ll).ok()?;
    let out = Command::new("/usr/lib/llvm-22/bin/opt")
        .args([
            "-mtriple=amdgcn-amd-amdhsa",
            "-mcpu=gfx900",
            "-passes=print<uniformity>",
            "-disable-output",
            "-time-passes",
        ])
        .arg(&path)
        .output()
        .ok()?;
    let text = String::from_utf8_lossy(&out.stderr);
    let mut total = 0.0;
    let mut found = false;
    for line in text.lines() {
        let name = line.split_whitespace().last().unwrap_or("");
        if matches!(
            name,
            "UniformityInfoAnalysis" | "DominatorTreeAnalysis" | "CycleAnalysis"
        ) {
            // The wall-time column is the third "x.xxxx (  y%)" group.
            let nums: Vec<f64> = line.split_whitespace().filter_map(|w| w.parse::<f64>().ok()).collect();
            if let Some(&w) = nums.get(nums.len().saturating_sub(1)) {
                total += w;
                found = true;
            }
        }
    }
    found.then_some(total)
}

fn main() {
    let sizes: Vec<usize> = std::env::var("KCC_BENCH_SIZES")
        .ok()
        .map(|s| s.split(',').filter_map(|x| x.parse().ok()).collect())
        .unwrap_or_else(|| vec![1_000, 10_000, 100_000]);
    let dir = std::env::temp_dir().join(format!("kcc-scaling-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut points: Vec<(f64, f64, Option<f64>)> = Vec::new();
    println!("{:>8} {:>8} {:>14} {:>14}", "blocks", "values", "kcc (s)", "opt-22 (s)");
    for &n in &sizes {
        let (ll, mir_text, blocks) = generate(n);
        let module = mir::text::parse_module(&mir_text).expect("generated MIR parses");
        let f = &module.functions[0];
        // Best of 3.
        let mut best = f64::MAX;
        let mut divergent = 0;
        for _ in 0..3 {
            let t = Instant::now();
            let info = UniformityInfo::compute(f, &Options::default());
            best = best.min(t.elapsed().as_secs_f64());
            divergent = (0..f.values.len())
                .filter(|&v| info.is_divergent(mir::Value(v as u32)))
                .count();
        }
        // Parts: dominators and cycles alone.
        let t = Instant::now();
        let _dom = mir::uniformity::immediate_dominators(&mir::cycles::Cfg::of(f));
        let t_dom = t.elapsed().as_secs_f64();
        let t = Instant::now();
        let _ci = mir::cycles::CycleInfo::compute(f);
        let t_cyc = t.elapsed().as_secs_f64();
        // A purely linear pass over the same function, as a yardstick for memory effects.
        let t = Instant::now();
        let cfg = mir::cycles::Cfg::of(f);
        let t_cfg = t.elapsed().as_secs_f64();
        drop(cfg);
        eprintln!(
            "    (of which dominator tree {t_dom:.4} s, cycle info {t_cyc:.4} s; building the CFG alone {t_cfg:.4} s)"
        );
        let o = if std::env::var_os("KCC_BENCH_NO_OPT").is_some() {
            None
        } else {
            // Best of 3, as for kcc.
            (0..3)
                .filter_map(|_| opt_time(&ll, &dir, n))
                .min_by(|a, b| a.total_cmp(b))
        };
        println!(
            "{blocks:>8} {:>8} {best:>14.4} {:>14}   ({divergent} divergent values)",
            f.values.len(),
            o.map_or("n/a".to_string(), |t| format!("{t:.4}"))
        );
        points.push((blocks as f64, best, o));
    }
    if points.len() >= 2 {
        let (a, b) = (points[0], points[points.len() - 1]);
        let k = (b.1 / a.1).ln() / (b.0 / a.0).ln();
        print!("kcc exponent k (time ~ n^k, {}..{} blocks): {k:.2}", a.0, b.0);
        if let (Some(oa), Some(ob)) = (a.2, b.2) {
            print!("; opt-22: {:.2}", (ob / oa).ln() / (b.0 / a.0).ln());
        }
        println!();
    }
    let _ = std::fs::remove_dir_all(&dir);
}
