//! Random LLVM IR functions for the differential tests (cycles and uniformity against opt-22).
//!
//! Each function is a random CFG (several exits, self loops, nested and irreducible cycles with
//! several entries, switches with repeated targets, unreachable blocks) with SSA values that
//! make the uniformity analysis work: a phi per block taking values from predecessors,
//! constants, arguments, `undef` or the work-item id; values used in dominated blocks (so
//! outside the cycles defining them); `readfirstlane` (always uniform), atomics (sources),
//! stores, and branch conditions mixing uniform and divergent inputs.
#![allow(dead_code)]

use std::fmt::Write;

/// xorshift64*: deterministic and dependency-free.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    pub fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

#[derive(Clone, Debug)]
pub enum Term {
    Ret,
    Unreachable,
    Br(usize),
    CondBr(usize, usize),
    Switch(usize, Vec<usize>),
}

impl Term {
    pub fn targets(&self) -> Vec<usize> {
        match self {
            Term::Ret | Term::Unreachable => vec![],
            Term::Br(t) => vec![*t],
            Term::CondBr(a, b) => vec![*a, *b],
            Term::Switch(d, cases) => {
                let mut v = vec![*d];
                v.extend(cases);
                v
            }
        }
    }
}

/// A random CFG over `n` blocks; block 0 is the entry and has no predecessors.
pub fn random_cfg(rng: &mut Rng, n: usize) -> Vec<Term> {
    let mut terms = Vec::with_capacity(n);
    let pick = |rng: &mut Rng, i: usize| -> usize {
        if n <= 1 {
            return 0;
        }
        if rng.chance(55) {
            // Mostly forward, nearby.
            (i + 1 + rng.below(3)).min(n - 1).max(1)
        } else {
            1 + rng.below(n - 1)
        }
    };
    for i in 0..n {
        let r = rng.below(100);
        let t = if n == 1 || (i > 0 && r < 10) {
            Term::Ret
        } else if i > 0 && r < 13 {
            Term::Unreachable
        } else if r < 43 {
            Term::Br(pick(rng, i))
        } else if r < 88 {
            Term::CondBr(pick(rng, i), pick(rng, i))
        } else {
            let ncases = 1 + rng.below(3);
            Term::Switch(pick(rng, i), (0..ncases).map(|_| pick(rng, i)).collect())
        };
        terms.push(t);
    }
    // Make sure some block returns.
    if !terms.iter().any(|t| matches!(t, Term::Ret)) {
        terms[n - 1] = Term::Ret;
    }
    terms
}

fn label(i: usize) -> String {
    if i == 0 {
        "entry".into()
    } else {
        format!("b{i}")
    }
}

/// Successor/predecessor lists (predecessors once per edge).
fn preds_of(terms: &[Term]) -> Vec<Vec<usize>> {
    let mut preds = vec![Vec::new(); terms.len()];
    for (i, t) in terms.iter().enumerate() {
        for s in t.targets() {
            preds[s].push(i);
        }
    }
    preds
}

/// Dominator sets of the reachable blocks (None for unreachable ones).
fn dominators(terms: &[Term]) -> Vec<Option<Vec<bool>>> {
    let n = terms.len();
    let preds = preds_of(terms);
    let mut reach = vec![false; n];
    let mut st = vec![0];
    reach[0] = true;
    while let Some(b) = st.pop() {
        for s in terms[b].targets() {
            if !reach[s] {
                reach[s] = true;
                st.push(s);
            }
        }
    }
    let mut dom: Vec<Vec<bool>> = (0..n)
        .map(|b| {
            if b == 0 {
                (0..n).map(|x| x == 0).collect()
            } else {
                vec![true; n]
            }
        })
        .collect();
    let mut changed = true;
    while changed {
        changed = false;
        for b in 1..n {
            if !reach[b] {
                continue;
            }
            let mut new = vec![true; n];
            for &p in &preds[b] {
                if reach[p] {
                    for x in 0..n {
                        new[x] &= dom[p][x];
                    }
                }
            }
            new[b] = true;
            if new != dom[b] {
                dom[b] = new;
                changed = true;
            }
        }
    }
    (0..n)
        .map(|b| if reach[b] { Some(dom[b].clone()) } else { None })
        .collect()
}

/// A function whose only job is its CFG (for `print<cycles>`).
pub fn cfg_function(rng: &mut Rng, name: &str, n: usize) -> String {
    let terms = random_cfg(rng, n);
    let mut s = format!("define void @{name}(i1 %c, i32 %x) {{\n");
    for (i, t) in terms.iter().enumerate() {
        let _ = writeln!(s, "{}:", label(i));
        s.push_str(&term_text(t, "%c", "%x"));
    }
    s.push_str("}\n");
    s
}

fn term_text(t: &Term, cond: &str, sel: &str) -> String {
    match t {
        Term::Ret => "  ret void\n".into(),
        Term::Unreachable => "  unreachable\n".into(),
        Term::Br(a) => format!("  br label %{}\n", label(*a)),
        Term::CondBr(a, b) => format!("  br i1 {cond}, label %{}, label %{}\n", label(*a), label(*b)),
        Term::Switch(d, cases) => {
            let mut s = format!("  switch i32 {sel}, label %{} [", label(*d));
            for (k, c) in cases.iter().enumerate() {
                let _ = write!(s, " i32 {k}, label %{}", label(*c));
            }
            s.push_str(" ]\n");
            s
        }
    }
}

/// A random kernel (or, sometimes, a non-kernel function) for `print<uniformity>`.
pub fn uniformity_function(rng: &mut Rng, name: &str, n: usize) -> String {
    let terms = random_cfg(rng, n);
    let preds = preds_of(terms.as_slice());
    let dom = dominators(&terms);
    let kernel = !rng.chance(15);
    let mut s = if kernel {
        format!("define amdgpu_kernel void @{name}(i32 %a, i32 %b, ptr addrspace(1) %out) {{\n")
    } else {
        format!("define void @{name}(i32 inreg %a, i32 %b, ptr addrspace(1) inreg %out) {{\n")
    };
    // The value each block defines last, usable by phis of its successors.
    let val = |i: usize| if i == 0 { "%u0".to_string() } else { format!("%v{i}") };
    for (i, t) in terms.iter().enumerate() {
        let _ = writeln!(s, "{}:", label(i));
        if i == 0 {
            s.push_str("  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n");
            s.push_str("  %u0 = add i32 %a, 1\n");
        } else {
            if preds[i].is_empty() {
                let _ = writeln!(s, "  %p{i} = add i32 %a, 0");
            } else {
                let mut phi = format!("  %p{i} = phi i32");
                let mut chosen: Vec<(usize, String)> = Vec::new();
                for (k, &p) in preds[i].iter().enumerate() {
                    let v = match chosen.iter().find(|(q, _)| *q == p) {
                        Some((_, v)) => v.clone(),
                        None => {
                            let v = match rng.below(10) {
                                0..=3 => val(p),
                                4 | 5 => format!("{}", rng.below(3)),
                                6 => "%a".into(),
                                7 => "%tid".into(),
                                8 => "undef".into(),
                                // The phi itself, where that is valid SSA (i dominates p).
                                _ if dom[p].as_ref().is_some_and(|d| d[i]) => format!("%p{i}"),
                                _ => val(p),
                            };
                            chosen.push((p, v.clone()));
                            v
                        }
                    };
                    let _ = write!(phi, "{} [ {v}, %{} ]", if k == 0 { "" } else { "," }, label(p));
                }
                s.push_str(&phi);
                s.push('\n');
            }
            let _ = writeln!(s, "  %x{i} = add i32 %p{i}, {}", rng.below(4));
            // A value from a strict dominator (possibly defined inside a cycle we are outside of).
            let other = match &dom[i] {
                Some(d) => {
                    let doms: Vec<usize> = (0..n).filter(|&x| x != i && d[x]).collect();
                    if !doms.is_empty() && rng.chance(70) {
                        val(doms[rng.below(doms.len())])
                    } else if rng.chance(30) {
                        "%tid".into()
                    } else {
                        "%b".into()
                    }
                }
                None => "%a".into(),
            };
            match rng.below(10) {
                0 | 1 => {
                    let _ = writeln!(s, "  %v{i} = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x{i})");
                }
                2 => {
                    let _ = writeln!(s, "  %v{i} = atomicrmw add ptr addrspace(1) %out, i32 %x{i} seq_cst");
                }
                _ => {
                    let _ = writeln!(s, "  %v{i} = add i32 %x{i}, {other}");
                }
            }
            if rng.chance(15) {
                let _ = writeln!(s, "  store i32 %v{i}, ptr addrspace(1) %out");
            }
        }
        // Branch condition and switch selector.
        let src = match rng.below(10) {
            0..=3 => val(i),
            4 | 5 => "%tid".into(),
            6 | 7 => "%a".into(),
            _ => {
                if i == 0 {
                    "%b".into()
                } else {
                    format!("%p{i}")
                }
            }
        };
        match t {
            Term::CondBr(..) => {
                let _ = writeln!(s, "  %c{i} = icmp slt i32 {src}, {}", rng.below(5));
            }
            Term::Switch(..) => {
                let _ = writeln!(s, "  %s{i} = and i32 {src}, 3");
            }
            _ => {}
        }
        s.push_str(&term_text(t, &format!("%c{i}"), &format!("%s{i}")));
    }
    s.push_str("}\n");
    s
}

pub const UNIFORMITY_DECLS: &str =
    "declare i32 @llvm.amdgcn.workitem.id.x()\ndeclare i32 @llvm.amdgcn.readfirstlane.i32(i32)\n";

/// A structured kernel with convergence control tokens: nested natural loops whose headers
/// hold the loop heart, if/else diamonds, `readfirstlane` calls controlled by the innermost
/// token, and values used after loops. After a loop the code may go on under a token from
/// inside it — the loop's own, or, when the loop's body ended with an inner loop, the inner
/// loop's — for several regions (readfirstlanes, diamonds, whole loops whose hearts take that
/// token) before returning to the enclosing token, possibly in the same block: the cases where
/// controlled convergence differs from maximal convergence (extended cycles). Each work-item
/// stores its final value to `out[tid]`. Loops are bounded by `%b` or by `tid & 7`.
pub fn token_function(rng: &mut Rng, name: &str) -> String {
    struct B<'r> {
        rng: &'r mut Rng,
        out: String,
        blocks: usize,
        vals: usize,
        cur: String,
    }
    impl B<'_> {
        fn val(&mut self) -> String {
            self.vals += 1;
            format!("%t{}", self.vals)
        }
        fn block(&mut self) -> String {
            self.blocks += 1;
            format!("r{}", self.blocks)
        }
        fn operand(&mut self, live: &str) -> String {
            match self.rng.below(4) {
                0 => "%tid".into(),
                1 => "%a".into(),
                _ => live.to_string(),
            }
        }
        fn rfl(&mut self, x: &str, token: &str) -> String {
            let r = self.val();
            let _ = writeln!(
                self.out,
                "  {r} = call i32 @llvm.amdgcn.readfirstlane.i32(i32 {x}) [ \"convergencectrl\"(token {token}) ]"
            );
            r
        }
        /// Emits a sequence of regions under `token`; returns the value live at the end and,
        /// when the sequence ends with a loop, a token from inside it that code after the
        /// enclosing loop may still use (the static rules allow it: no other token is used
        /// between its last use inside and the uses after).
        fn regions(&mut self, depth: usize, token: &str, mut live: String, count: usize) -> (String, Option<String>) {
            let mut escaping = None;
            for _ in 0..count {
                escaping = None;
                match self.rng.below(if depth < 3 { 3 } else { 1 }) {
                    0 => {
                        let x = self.val();
                        let o = self.operand(&live);
                        let _ = writeln!(self.out, "  {x} = add i32 {live}, {o}");
                        live = if self.rng.chance(30) { self.rfl(&x, token) } else { x };
                    }
                    1 => {
                        let (l, e) = self.loop_region(depth, token, live);
                        live = l;
                        escaping = Some(e);
                    }
                    _ => {
                        // if/else diamond.
                        let (tb, fb, j) = (self.block(), self.block(), self.block());
                        let c = self.val();
                        let o = self.operand(&live);
                        let _ = writeln!(self.out, "  {c} = icmp slt i32 {o}, 3");
                        let _ = writeln!(self.out, "  br i1 {c}, label %{tb}, label %{fb}\n{tb}:");
                        self.cur = tb;
                        let n = self.rng.below(2);
                        let (vt, _) = self.regions(depth, token, live.clone(), n);
                        let tl = self.cur.clone();
                        let _ = writeln!(self.out, "  br label %{j}\n{fb}:");
                        self.cur = fb;
                        let n = self.rng.below(2);
                        let (vf, _) = self.regions(depth, token, live.clone(), n);
                        let fl = self.cur.clone();
                        let _ = writeln!(self.out, "  br label %{j}\n{j}:");
                        self.cur = j;
                        let p = self.val();
                        let _ = writeln!(self.out, "  {p} = phi i32 [ {vt}, %{tl} ], [ {vf}, %{fl} ]");
                        live = if self.rng.chance(30) { self.rfl(&p, token) } else { p };
                    }
                }
            }
            (live, escaping)
        }
        /// A loop whose heart takes `token`, then maybe regions under a token from inside it.
        /// Returns the live value and the token that may be used after an enclosing loop.
        fn loop_region(&mut self, depth: usize, token: &str, live: String) -> (String, String) {
            let (h, x) = (self.block(), self.block());
            let pre = self.cur.clone();
            let _ = writeln!(self.out, "  br label %{h}\n{h}:");
            let (iv, t, ivn) = (self.val(), self.val(), self.val());
            let latch_mark = format!("@@LATCH{}@@", self.vals);
            let _ = writeln!(
                self.out,
                "  {iv} = phi i32 [ {live}, %{pre} ], [ {ivn}, %{latch_mark} ]"
            );
            let _ = writeln!(
                self.out,
                "  {t} = call token @llvm.experimental.convergence.loop() [ \"convergencectrl\"(token {token}) ]"
            );
            let _ = writeln!(self.out, "  {ivn} = add i32 {iv}, 1");
            self.cur = h.clone();
            let n = self.rng.below(3);
            let (body_live, inner) = self.regions(depth + 1, &t, ivn.clone(), n);
            let latch = self.cur.clone();
            self.out = self.out.replace(&latch_mark, &latch);
            let c = self.val();
            let bound = if self.rng.chance(60) { "%tb" } else { "%b" };
            let _ = writeln!(self.out, "  {c} = icmp slt i32 {body_live}, {bound}");
            let _ = writeln!(self.out, "  br i1 {c}, label %{h}, label %{x}\n{x}:");
            self.cur = x;
            // After the loop, under a token from inside it: the loop's own, or the token of the
            // inner loop its body ended with.
            let after = match inner {
                Some(i) if self.rng.chance(40) => i,
                _ => t,
            };
            if !self.rng.chance(60) {
                return (ivn, after);
            }
            let r = self.rfl(&ivn, &after);
            let u = self.val();
            let _ = writeln!(self.out, "  {u} = add i32 {r}, 1");
            let n = if depth < 3 && self.rng.chance(50) {
                1 + self.rng.below(2)
            } else {
                0
            };
            let (live, _) = self.regions(depth + 1, &after, u, n);
            (live, after)
        }
    }
    let mut b = B {
        rng,
        out: String::new(),
        blocks: 0,
        vals: 0,
        cur: "entry".into(),
    };
    let _ = writeln!(
        b.out,
        "define amdgpu_kernel void @{name}(i32 %a, i32 %b, ptr addrspace(1) %out) convergent {{\nentry:"
    );
    b.out.push_str("  %e = call token @llvm.experimental.convergence.entry()\n  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n  %tb = and i32 %tid, 7\n");
    let n = 1 + b.rng.below(4);
    let (live, _) = b.regions(0, "%e", "%a".into(), n);
    let _ = writeln!(b.out, "  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid\n  store i32 {live}, ptr addrspace(1) %p\n  ret void\n}}");
    b.out
}

pub const TOKEN_DECLS: &str =
    "declare token @llvm.experimental.convergence.entry()\ndeclare token @llvm.experimental.convergence.loop()\n";
