//! Convergent operations by execution: kernels write the masks their ballots see, compiled by
//! kcc and run on the emulator; the expected masks are derived by hand from the semantics
//! (ConvergentOperations for token programs, maximal convergence without tokens). llc-22 runs
//! the same kernels; where its masks differ, the test says which answer the semantics require.

use runtime::{Arg, Device, Launch};

const LANES: u32 = 64;

/// Compiles `ir` with kcc (or llc-22 when `llc` is set), runs kernel `k` over one wave of 64
/// lanes with an output buffer of `words` u64s, and returns the buffer.
fn run(ir: &str, words: usize, llc: bool) -> Vec<u64> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target").join("convergence-runtime");
    std::fs::create_dir_all(&dir).unwrap();
    let object = if llc {
        // Tests run in parallel: one file per call.
        static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let n = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let ll = dir.join(format!("k{}-{n}.ll", std::process::id()));
        let obj = ll.with_extension("o");
        std::fs::write(&ll, ir).unwrap();
        let status = std::process::Command::new("/usr/lib/llvm-22/bin/llc")
            .args(["-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-O2", "-filetype=obj"])
            .arg(&ll)
            .arg("-o")
            .arg(&obj)
            .status()
            .unwrap();
        assert!(status.success(), "llc failed");
        std::fs::read(&obj).unwrap()
    } else {
        let mut lowered = frontend::lower_bytes("k.ll", ir.as_bytes(), &frontend::LowerOptions::compile()).unwrap_or_else(|e| panic!("{e}"));
        backend::compile_module(&mut lowered.module, false).unwrap_or_else(|e| panic!("{e}"))
    };
    let dev = Device::new();
    let module = dev.load(&object).unwrap();
    let out = dev.alloc_zeroed(words * 8);
    dev.launch(&module, "k", &[Arg::Buffer(out)], &Launch::new_1d(LANES, LANES)).unwrap_or_else(|e| panic!("{e}"));
    dev.read(&out).chunks(8).map(|c| u64::from_le_bytes(c.try_into().unwrap())).collect()
}

/// The lanes (of the one wave) for which `p` holds, as a mask.
fn lanes(p: impl Fn(u32) -> bool) -> u64 {
    (0..LANES).filter(|&l| p(l)).fold(0, |m, l| m | 1 << l)
}

/// Per-lane trip count of the loops below.
fn trips(lane: u32) -> u32 {
    lane % 5 + 1
}

const HEADER: &str = "declare i64 @llvm.amdgcn.ballot.i64(i1)\ndeclare i32 @llvm.amdgcn.workitem.id.x()\ndeclare token @llvm.experimental.convergence.entry()\ndeclare token @llvm.experimental.convergence.anchor()\ndeclare token @llvm.experimental.convergence.loop()\n";

/// Seed 002's first example: a ballot on each side of a divergent if/else must see only the
/// lanes on its side (merging the two would be wrong).
const IF_ELSE: &str = r#"
define amdgpu_kernel void @k(ptr addrspace(1) %out) convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %odd = and i32 %tid, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %then, label %else
then:
  %a = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %t) ]
  br label %join
else:
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %t) ]
  br label %join
join:
  %m = phi i64 [ %a, %then ], [ %b, %else ]
  %p = getelementptr i64, ptr addrspace(1) %out, i32 %tid
  store i64 %m, ptr addrspace(1) %p
  ret void
}
"#;

/// A ballot in a loop under its heart: in iteration i, the lanes still iterating.
const LOOP_HEART: &str = r#"
define amdgpu_kernel void @k(ptr addrspace(1) %out) convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %r = urem i32 %tid, 5
  %n = add i32 %r, 1
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t) ]
  %m = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %h) ]
  %base = mul i32 %tid, 8
  %slot = add i32 %base, %i
  %p = getelementptr i64, ptr addrspace(1) %out, i32 %slot
  store i64 %m, ptr addrspace(1) %p
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
"#;

/// The heart's token used after the loop's divergent exit: the ballot runs once per
/// iteration, with exactly the lanes that leave in that iteration.
const TOKEN_AFTER_LOOP: &str = r#"
define amdgpu_kernel void @k(ptr addrspace(1) %out) convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %r = urem i32 %tid, 5
  %n = add i32 %r, 1
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t) ]
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %m = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %h) ]
  %p = getelementptr i64, ptr addrspace(1) %out, i32 %tid
  store i64 %m, ptr addrspace(1) %p
  ret void
}
"#;


/// Seed 002's jump-threading example with the anchor its fix calls for: the ballot under
/// `if (flag)` sees exactly the lanes whose flag was set (cc1 && cc2).
const FLAG_AND_BALLOT: &str = r#"
define amdgpu_kernel void @k(ptr addrspace(1) %out) convergent {
entry:
  %a = call token @llvm.experimental.convergence.anchor()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %x = and i32 %tid, 3
  %cc1 = icmp ne i32 %x, 0
  br i1 %cc1, label %outer, label %join
outer:
  %y = and i32 %tid, 8
  %cc2 = icmp ne i32 %y, 0
  br i1 %cc2, label %inner, label %join
inner:
  br label %join
join:
  %flag = phi i1 [ false, %entry ], [ false, %outer ], [ true, %inner ]
  br i1 %flag, label %vote, label %done
vote:
  %m = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %a) ]
  %p = getelementptr i64, ptr addrspace(1) %out, i32 %tid
  store i64 %m, ptr addrspace(1) %p
  br label %done
done:
  ret void
}
"#;

/// A callee's entry token is its call site's: called under a divergent branch, its ballot
/// sees the lanes that made the call.
const CALLEE_ENTRY: &str = r#"
define internal i64 @vote() convergent {
  %t = call token @llvm.experimental.convergence.entry()
  %m = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %t) ]
  ret i64 %m
}
define amdgpu_kernel void @k(ptr addrspace(1) %out) convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp ult i32 %tid, 20
  br i1 %c, label %call, label %done
call:
  %m = call i64 @vote() [ "convergencectrl"(token %t) ]
  %p = getelementptr i64, ptr addrspace(1) %out, i32 %tid
  store i64 %m, ptr addrspace(1) %p
  br label %done
done:
  ret void
}
"#;

/// Nested loops with hearts: the inner ballot sees the lanes in the same outer and inner
/// iteration. Outer trips: lane % 3 + 1; inner trips: (lane + outer) % 4 + 1.
const NESTED_HEARTS: &str = r#"
define amdgpu_kernel void @k(ptr addrspace(1) %out) convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %r = urem i32 %tid, 3
  %n = add i32 %r, 1
  br label %outer
outer:
  %j = phi i32 [ 0, %entry ], [ %j1, %latch ]
  %ho = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t) ]
  %s = add i32 %tid, %j
  %q = urem i32 %s, 4
  %m_in = add i32 %q, 1
  br label %inner
inner:
  %i = phi i32 [ 0, %outer ], [ %i1, %inner ]
  %hi = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %ho) ]
  %m = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %hi) ]
  %row = mul i32 %tid, 16
  %col = mul i32 %j, 4
  %at = add i32 %row, %col
  %slot = add i32 %at, %i
  %p = getelementptr i64, ptr addrspace(1) %out, i32 %slot
  store i64 %m, ptr addrspace(1) %p
  %i1 = add i32 %i, 1
  %ci = icmp ult i32 %i1, %m_in
  br i1 %ci, label %inner, label %latch
latch:
  %j1 = add i32 %j, 1
  %co = icmp ult i32 %j1, %n
  br i1 %co, label %outer, label %exit
exit:
  ret void
}
"#;

/// The same program without convergence control: no token ops, bundles or `convergent`.
fn without_tokens(ir: &str) -> String {
    ir.lines()
        .filter(|l| !l.contains("@llvm.experimental.convergence."))
        .map(|l| {
            let l = match l.find(" [ \"convergencectrl\"") {
                Some(at) => &l[..at],
                None => l,
            };
            l.replace(") convergent {", ") {")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn ir(body: &str) -> String {
    format!("{HEADER}{body}")
}

#[test]
fn ballots_on_both_sides_of_a_divergent_branch_see_their_own_side() {
    let got = run(&ir(IF_ELSE), LANES as usize, false);
    for lane in 0..LANES {
        let want = lanes(|l| l % 2 == lane % 2);
        assert_eq!(got[lane as usize], want, "lane {lane}");
    }
    // llc agrees here.
    assert_eq!(run(&ir(IF_ELSE), LANES as usize, true), got);
}

#[test]
fn a_ballot_under_a_loop_heart_sees_the_lanes_of_its_iteration() {
    let got = run(&ir(LOOP_HEART), 8 * LANES as usize, false);
    for lane in 0..LANES {
        for i in 0..8 {
            let want = if i < trips(lane) { lanes(|l| trips(l) > i) } else { 0 };
            assert_eq!(got[(8 * lane + i) as usize], want, "lane {lane}, iteration {i}");
        }
    }
    assert_eq!(run(&ir(LOOP_HEART), 8 * LANES as usize, true), got, "llc agrees here");
}

#[test]
fn a_token_from_a_loop_used_after_it_groups_lanes_by_exit_iteration() {
    let got = run(&ir(TOKEN_AFTER_LOOP), LANES as usize, false);
    for lane in 0..LANES {
        let want = lanes(|l| trips(l) == trips(lane));
        assert_eq!(got[lane as usize], want, "lane {lane}");
    }
    // llc-22 ignores the token and reconverges all lanes after the loop, which the token
    // semantics do not allow (ConvergentOperations: the ballot's dynamic instances are those
    // of the loop heart's iterations). kcc's answer is the one the semantics require.
    let llc = run(&ir(TOKEN_AFTER_LOOP), LANES as usize, true);
    assert!(llc.iter().all(|&m| m == lanes(|_| true)), "llc-22's answer changed: {llc:x?}");
}

#[test]
fn without_tokens_lanes_reconverge_after_the_loop() {
    // The token-after-loop program without tokens: maximal convergence reconverges all lanes.
    let plain = without_tokens(&ir(TOKEN_AFTER_LOOP));
    let got = run(&plain, LANES as usize, false);
    assert!(got.iter().all(|&m| m == lanes(|_| true)), "{got:x?}");
    assert_eq!(run(&plain, LANES as usize, true), got, "llc agrees here");
}

#[test]
fn seed_002s_flag_and_ballot_with_an_anchor() {
    let got = run(&ir(FLAG_AND_BALLOT), LANES as usize, false);
    let flag = |l: u32| l & 3 != 0 && l & 8 != 0;
    for lane in 0..LANES {
        let want = if flag(lane) { lanes(flag) } else { 0 };
        assert_eq!(got[lane as usize], want, "lane {lane}");
    }
    assert_eq!(run(&ir(FLAG_AND_BALLOT), LANES as usize, true), got, "llc agrees here");
}

#[test]
fn a_callees_entry_token_is_the_call_sites_lanes() {
    let got = run(&ir(CALLEE_ENTRY), LANES as usize, false);
    for lane in 0..LANES {
        let want = if lane < 20 { lanes(|l| l < 20) } else { 0 };
        assert_eq!(got[lane as usize], want, "lane {lane}");
    }
    assert_eq!(run(&ir(CALLEE_ENTRY), LANES as usize, true), got, "llc agrees here");
}

#[test]
fn nested_loop_hearts_keep_outer_and_inner_iterations_together() {
    let outer = |l: u32| l % 3 + 1;
    let inner = |l: u32, j: u32| (l + j) % 4 + 1;
    let got = run(&ir(NESTED_HEARTS), 16 * LANES as usize, false);
    for lane in 0..LANES {
        for j in 0..4 {
            for i in 0..4 {
                let here = |l: u32| j < outer(l) && i < inner(l, j);
                let want = if here(lane) { lanes(here) } else { 0 };
                assert_eq!(got[(16 * lane + 4 * j + i) as usize], want, "lane {lane}, outer {j}, inner {i}");
            }
        }
    }
    assert_eq!(run(&ir(NESTED_HEARTS), 16 * LANES as usize, true), got, "llc agrees here");
}

#[test]
fn without_tokens_maximal_convergence_gives_the_same_masks_here() {
    // In these programs the tokens ask for what maximal convergence does anyway.
    for (name, body, words) in [("if/else", IF_ELSE, 1), ("loop heart", LOOP_HEART, 8), ("flag", FLAG_AND_BALLOT, 1), ("callee", CALLEE_ENTRY, 1), ("nested", NESTED_HEARTS, 16)] {
        let words = words * LANES as usize;
        let plain = without_tokens(&ir(body));
        assert!(!plain.contains("convergencectrl"), "{name}: tokens left");
        assert_eq!(run(&plain, words, false), run(&ir(body), words, false), "{name}");
    }
}
