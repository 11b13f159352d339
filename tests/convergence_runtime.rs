//! Convergent operations by execution: kernels write the masks their ballots see, compiled by
//! kcc and run on the emulator; the expected masks are derived by hand from the semantics
//! (ConvergentOperations for token programs, maximal convergence without tokens). llc-22 runs
//! the same kernels; where its masks differ, the test says which answer the semantics require.
//! The token kernels also run in the MIR interpreter's wave mode following kcc's schedule,
//! which checks every convergent op against its token's dynamic instances and must write
//! what the compiled code writes.

use runtime::{Arg, Device, Launch};

mod support {
    pub mod gen;
}

const LANES: u32 = 64;

/// Compiles `ir` with kcc (or llc-22 when `llc` is set), runs kernel `k` over one wave of 64
/// lanes with an output buffer of `words` u64s, and returns the buffer.
fn run(ir: &str, words: usize, llc: bool) -> Vec<u64> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("target")
        .join("convergence-runtime");
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
        let mut lowered = frontend::lower_bytes("k.ll", ir.as_bytes(), &frontend::LowerOptions::compile())
            .unwrap_or_else(|e| panic!("{e}"));
        backend::set_verify(true);
        backend::compile_module(&mut lowered.module, false).unwrap_or_else(|e| panic!("{e}"))
    };
    let dev = Device::new();
    let module = dev.load(&object).unwrap();
    let out = dev.alloc_zeroed(words * 8);
    dev.launch(&module, "k", &[Arg::Buffer(out)], &Launch::new_1d(LANES, LANES))
        .unwrap_or_else(|e| panic!("{e}"));
    dev.read(&out)
        .chunks(8)
        .map(|c| u64::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

/// Runs `ir` in the MIR interpreter's wave mode, on the MIR the code generator gets (after
/// kcc's MIR pipeline), following kcc's wave schedule and keeping uniform values once per wave;
/// the interpreter also checks that every convergent op runs exactly one dynamic instance of
/// its token, whole. Returns the buffer, as [`run`] does.
fn interpret(ir: &str, words: usize) -> Result<Vec<u64>, String> {
    let mut args = [mir::interp::Arg::Buffer(vec![0; words * 8])];
    interpret_with(ir, &mut args)?;
    let [mir::interp::Arg::Buffer(out)] = args else {
        unreachable!("one buffer argument")
    };
    Ok(out
        .chunks(8)
        .map(|c| u64::from_le_bytes(c.try_into().unwrap()))
        .collect())
}

/// [`interpret`] with any arguments (updated in place).
fn interpret_with(ir: &str, args: &mut [mir::interp::Arg]) -> Result<(), String> {
    let lowered =
        frontend::lower_bytes("k.ll", ir.as_bytes(), &frontend::LowerOptions::compile()).map_err(|e| e.to_string())?;
    let mut module = lowered.module;
    backend::run_pipeline(&mut module, false)?;
    let f = &module.functions[0];
    let ui = mir::uniformity::UniformityInfo::compute(f, &mir::uniformity::Options::default());
    let schedule = backend::schedule::Schedule::compute(f);
    let options = mir::interp::WaveOptions {
        wave_size: 64,
        policy: &schedule,
        uniform_at: &|v, b| !ui.is_divergent_at(f, v, b),
        uniform: &|v| ui.is_uniform(v),
    };
    let dispatch = mir::interp::Dispatch {
        grid: [LANES, 1, 1],
        block: [LANES, 1, 1],
    };
    mir::interp::run_kernel_waves(&module, "k", &dispatch, args, 10_000_000, &options).map_err(|e| e.to_string())
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

/// The heart's token used two blocks after the loop's divergent exit, past a divergent
/// if/else, and then the entry token in the same block: `a` and `join` run once per iteration
/// with the lanes that left in it (`a` only with the odd ones among them); the entry-token
/// ballot after the last use of `%h` is outside the loop token's region and sees every lane.
const TOKEN_TWO_BLOCKS_AFTER_LOOP: &str = r#"
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
  %odd = and i32 %tid, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %a, label %b
a:
  %ma = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %h) ]
  br label %join
b:
  br label %join
join:
  %x = phi i64 [ %ma, %a ], [ 0, %b ]
  %mj = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %h) ]
  %me = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %t) ]
  %base = mul i32 %tid, 3
  %p0 = getelementptr i64, ptr addrspace(1) %out, i32 %base
  store i64 %x, ptr addrspace(1) %p0
  %s1 = add i32 %base, 1
  %p1 = getelementptr i64, ptr addrspace(1) %out, i32 %s1
  store i64 %mj, ptr addrspace(1) %p1
  %s2 = add i32 %base, 2
  %p2 = getelementptr i64, ptr addrspace(1) %out, i32 %s2
  store i64 %me, ptr addrspace(1) %p2
  ret void
}
"#;

/// Nested loops; after the outer loop, ballots under the inner heart's token, the outer
/// heart's token and the entry token, in that order (each after the previous token's last use,
/// as the static rules on convergence regions require). Outer trips: lane % 3 + 1; inner trips
/// in outer iteration j: (lane + j) % 4 + 1.
const INNER_TOKEN_AFTER_OUTER_LOOP: &str = r#"
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
  %i1 = add i32 %i, 1
  %ci = icmp ult i32 %i1, %m_in
  br i1 %ci, label %inner, label %latch
latch:
  %j1 = add i32 %j, 1
  %co = icmp ult i32 %j1, %n
  br i1 %co, label %outer, label %exit
exit:
  %mi = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %hi) ]
  %mo = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %ho) ]
  %me = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %t) ]
  %base = mul i32 %tid, 3
  %p0 = getelementptr i64, ptr addrspace(1) %out, i32 %base
  store i64 %mi, ptr addrspace(1) %p0
  %s1 = add i32 %base, 1
  %p1 = getelementptr i64, ptr addrspace(1) %out, i32 %s1
  store i64 %mo, ptr addrspace(1) %p1
  %s2 = add i32 %base, 2
  %p2 = getelementptr i64, ptr addrspace(1) %out, i32 %s2
  store i64 %me, ptr addrspace(1) %p2
  ret void
}
"#;

/// A loop after a loop whose heart takes the first loop's token: the second loop runs, with
/// all its iterations, once per iteration of the first, with the lanes that left the first in
/// it. First loop's trips: lane % 5 + 1; second loop's: (lane / 5) % 3 + 1.
const LOOP_AFTER_LOOP: &str = r#"
define amdgpu_kernel void @k(ptr addrspace(1) %out) convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %r = urem i32 %tid, 5
  %n = add i32 %r, 1
  %d = udiv i32 %tid, 5
  %e = urem i32 %d, 3
  %n2 = add i32 %e, 1
  br label %first
first:
  %i = phi i32 [ 0, %entry ], [ %i1, %first ]
  %h1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t) ]
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %first, label %second
second:
  %k = phi i32 [ 0, %first ], [ %k1, %second ]
  %h2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %h1) ]
  %m = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %h2) ]
  %base = mul i32 %tid, 4
  %slot = add i32 %base, %k
  %p = getelementptr i64, ptr addrspace(1) %out, i32 %slot
  store i64 %m, ptr addrspace(1) %p
  %k1 = add i32 %k, 1
  %c2 = icmp ult i32 %k1, %n2
  br i1 %c2, label %second, label %done
done:
  ret void
}
"#;

/// Seed 001: two natural loops, `A` and `C`, inside an irreducible cycle (`E` branches to
/// both sides; each side's exit leads to the other side or out). Hearts in `A` and `C` cannot
/// take a token from the entry (a closed path would pass two hearts using it without its
/// definition), so each loop gets a preheader (`ap`, `cp`) with an anchor its heart uses.
/// Even lanes start on the `A` side, odd lanes on the `C` side; each lane makes
/// (lane / 2) % 3 + 1 visits, alternating sides, and loops (lane + 3 * visit) % 4 + 1 times in
/// each. Per lane, 16 words: for visit v, word 5v holds the anchor's ballot and word 5v + 1 + n
/// the heart's ballot in iteration n.
const SEED_001_PREHEADER_ANCHORS: &str = r#"
define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %half = lshr i32 %tid, 1
  %hm = urem i32 %half, 3
  %visits = add i32 %hm, 1
  %row = mul i32 %tid, 16
  %par = and i32 %tid, 1
  %odd = icmp ne i32 %par, 0
  br i1 %odd, label %cp, label %ap
ap:
  %va = phi i32 [ 0, %entry ], [ %vc1, %cx ]
  %a = call token @llvm.experimental.convergence.anchor()
  %ma = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %a) ]
  %va5 = mul i32 %va, 5
  %abase = add i32 %row, %va5
  %pa = getelementptr i64, ptr addrspace(1) %out, i32 %abase
  store i64 %ma, ptr addrspace(1) %pa
  %va3 = mul i32 %va, 3
  %sa = add i32 %tid, %va3
  %ra = urem i32 %sa, 4
  %tripa = add i32 %ra, 1
  br label %A
A:
  %n = phi i32 [ 0, %ap ], [ %n1, %A ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
  %m = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %h) ]
  %sl = add i32 %abase, 1
  %sn = add i32 %sl, %n
  %pn = getelementptr i64, ptr addrspace(1) %out, i32 %sn
  store i64 %m, ptr addrspace(1) %pn
  %n1 = add i32 %n, 1
  %more = icmp ult i32 %n1, %tripa
  br i1 %more, label %A, label %ax
ax:
  %va1 = add i32 %va, 1
  %goa = icmp ult i32 %va1, %visits
  br i1 %goa, label %cp, label %x
cp:
  %vc = phi i32 [ 0, %entry ], [ %va1, %ax ]
  %c = call token @llvm.experimental.convergence.anchor()
  %mc = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %c) ]
  %vc5 = mul i32 %vc, 5
  %cbase = add i32 %row, %vc5
  %pc = getelementptr i64, ptr addrspace(1) %out, i32 %cbase
  store i64 %mc, ptr addrspace(1) %pc
  %vc3 = mul i32 %vc, 3
  %sc = add i32 %tid, %vc3
  %rc = urem i32 %sc, 4
  %tripc = add i32 %rc, 1
  br label %C
C:
  %q = phi i32 [ 0, %cp ], [ %q1, %C ]
  %g = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %c) ]
  %mq = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %g) ]
  %cl = add i32 %cbase, 1
  %cq = add i32 %cl, %q
  %pq = getelementptr i64, ptr addrspace(1) %out, i32 %cq
  store i64 %mq, ptr addrspace(1) %pq
  %q1 = add i32 %q, 1
  %moreq = icmp ult i32 %q1, %tripc
  br i1 %moreq, label %C, label %cx
cx:
  %vc1 = add i32 %vc, 1
  %goc = icmp ult i32 %vc1, %visits
  br i1 %goc, label %ap, label %x
x:
  ret void
}
"#;

/// A uniform value only the vector unit computes (a float conversion) used as a scalar address
/// offset in a token kernel: the backend's `readfirstlane` moving it to an SGPR is no
/// convergent op, so the MIR verifier must accept it among controlled ones. Each lane stores
/// the entry-token ballot at out[2 + lane] (the offset is workgroup id + 2 = 2).
const UNIFORM_VECTOR_VALUE: &str = r#"
declare i32 @llvm.amdgcn.workgroup.id.x()
define amdgpu_kernel void @k(ptr addrspace(1) %out) convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %w = call i32 @llvm.amdgcn.workgroup.id.x()
  %f = uitofp i32 %w to float
  %g = fadd float %f, 2.0
  %i = fptoui float %g to i32
  %m = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %t) ]
  %base = getelementptr i64, ptr addrspace(1) %out, i32 %i
  %p = getelementptr i64, ptr addrspace(1) %base, i32 %tid
  store i64 %m, ptr addrspace(1) %p
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
    assert_eq!(
        interpret(&ir(TOKEN_AFTER_LOOP), LANES as usize).unwrap(),
        got,
        "the interpreter following the schedule"
    );
    for lane in 0..LANES {
        let want = lanes(|l| trips(l) == trips(lane));
        assert_eq!(got[lane as usize], want, "lane {lane}");
    }
    // llc-22 ignores the token and reconverges all lanes after the loop, which the token
    // semantics do not allow (ConvergentOperations: the ballot's dynamic instances are those
    // of the loop heart's iterations). kcc's answer is the one the semantics require.
    let llc = run(&ir(TOKEN_AFTER_LOOP), LANES as usize, true);
    assert!(
        llc.iter().all(|&m| m == lanes(|_| true)),
        "llc-22's answer changed: {llc:x?}"
    );
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
                assert_eq!(
                    got[(16 * lane + 4 * j + i) as usize],
                    want,
                    "lane {lane}, outer {j}, inner {i}"
                );
            }
        }
    }
    assert_eq!(
        run(&ir(NESTED_HEARTS), 16 * LANES as usize, true),
        got,
        "llc agrees here"
    );
}

#[test]
fn without_tokens_maximal_convergence_gives_the_same_masks_here() {
    // In these programs the tokens ask for what maximal convergence does anyway.
    for (name, body, words) in [
        ("if/else", IF_ELSE, 1),
        ("loop heart", LOOP_HEART, 8),
        ("flag", FLAG_AND_BALLOT, 1),
        ("callee", CALLEE_ENTRY, 1),
        ("nested", NESTED_HEARTS, 16),
    ] {
        let words = words * LANES as usize;
        let plain = without_tokens(&ir(body));
        assert!(!plain.contains("convergencectrl"), "{name}: tokens left");
        assert_eq!(run(&plain, words, false), run(&ir(body), words, false), "{name}");
    }
}

#[test]
fn a_loop_token_two_blocks_after_a_divergent_exit_groups_lanes_by_exit_iteration() {
    // Lane l runs the heart trips(l) times, so at `a` and `join` it holds the heart's
    // instance of iteration trips(l). The ballots there are converged exactly among lanes
    // holding the same instance (ConvergentOperations: U's dynamic instances are converged iff
    // the token values come from converged instances of D), i.e. lanes with the same trip count
    // — at `a` only the odd ones reach it. The entry-token ballot after the last use of %h is
    // outside %h's convergence region: every lane of the wave reaches it together.
    let got = run(&ir(TOKEN_TWO_BLOCKS_AFTER_LOOP), 3 * LANES as usize, false);
    assert_eq!(
        interpret(&ir(TOKEN_TWO_BLOCKS_AFTER_LOOP), 3 * LANES as usize).unwrap(),
        got,
        "the interpreter following the schedule"
    );
    for lane in 0..LANES {
        let same_exit = |l: u32| trips(l) == trips(lane);
        let at_a = if lane % 2 == 1 {
            lanes(|l| same_exit(l) && l % 2 == 1)
        } else {
            0
        };
        assert_eq!(got[3 * lane as usize], at_a, "lane {lane}: ballot in a");
        assert_eq!(
            got[3 * lane as usize + 1],
            lanes(same_exit),
            "lane {lane}: ballot in join"
        );
        assert_eq!(
            got[3 * lane as usize + 2],
            lanes(|_| true),
            "lane {lane}: entry-token ballot"
        );
    }
    // llc-22 ignores the token: it reconverges all lanes after the loop, so its `a` sees every
    // odd lane and its `join` every lane. The semantics require kcc's answer.
    let llc = run(&ir(TOKEN_TWO_BLOCKS_AFTER_LOOP), 3 * LANES as usize, true);
    for lane in 0..LANES {
        let at_a = if lane % 2 == 1 { lanes(|l| l % 2 == 1) } else { 0 };
        assert_eq!(
            llc[3 * lane as usize..3 * lane as usize + 3],
            [at_a, lanes(|_| true), lanes(|_| true)],
            "llc-22's answer changed (lane {lane})"
        );
    }
}

#[test]
fn an_inner_loop_token_used_after_the_outer_loop_groups_by_both_iterations() {
    // After the outer loop lane l holds the outer heart's instance of its last outer iteration
    // J(l) = outer(l) - 1, and the inner heart's instance (that outer instance, inner count
    // inner(l, J(l))). So the ballot under %hi is converged among lanes with the same outer
    // trip count and the same inner trip count in that last outer iteration; the one under %ho
    // among lanes with the same outer trip count; the one under the entry token among all.
    let outer = |l: u32| l % 3 + 1;
    let inner = |l: u32, j: u32| (l + j) % 4 + 1;
    let last_inner = |l: u32| inner(l, outer(l) - 1);
    let got = run(&ir(INNER_TOKEN_AFTER_OUTER_LOOP), 3 * LANES as usize, false);
    assert_eq!(
        interpret(&ir(INNER_TOKEN_AFTER_OUTER_LOOP), 3 * LANES as usize).unwrap(),
        got,
        "the interpreter following the schedule"
    );
    for lane in 0..LANES {
        let want_inner = lanes(|l| outer(l) == outer(lane) && last_inner(l) == last_inner(lane));
        assert_eq!(
            got[3 * lane as usize],
            want_inner,
            "lane {lane}: ballot under the inner heart's token"
        );
        assert_eq!(
            got[3 * lane as usize + 1],
            lanes(|l| outer(l) == outer(lane)),
            "lane {lane}: ballot under the outer heart's token"
        );
        assert_eq!(
            got[3 * lane as usize + 2],
            lanes(|_| true),
            "lane {lane}: entry-token ballot"
        );
    }
    // llc-22 reconverges all lanes after the outer loop for all three ballots.
    let llc = run(&ir(INNER_TOKEN_AFTER_OUTER_LOOP), 3 * LANES as usize, true);
    assert!(
        llc.iter().all(|&m| m == lanes(|_| true)),
        "llc-22's answer changed: {llc:x?}"
    );
}

#[test]
fn a_loop_whose_heart_takes_a_previous_loops_token_runs_once_per_iteration_of_it() {
    // The second loop's heart takes %h1, whose instance after the first loop is that of
    // iteration trips(l). Its n-th execution is converged among lanes holding the same %h1
    // instance that also run it an n-th time: same first-loop trip count, second-loop trip
    // count above n.
    let second = |l: u32| (l / 5) % 3 + 1;
    let got = run(&ir(LOOP_AFTER_LOOP), 4 * LANES as usize, false);
    assert_eq!(
        interpret(&ir(LOOP_AFTER_LOOP), 4 * LANES as usize).unwrap(),
        got,
        "the interpreter following the schedule"
    );
    for lane in 0..LANES {
        for k in 0..4 {
            let here = |l: u32| trips(l) == trips(lane) && k < second(l);
            let want = if here(lane) { lanes(here) } else { 0 };
            assert_eq!(
                got[(4 * lane + k) as usize],
                want,
                "lane {lane}, second loop iteration {k}"
            );
        }
    }
    // llc-22 runs the second loop once with every lane (maximal convergence).
    let llc = run(&ir(LOOP_AFTER_LOOP), 4 * LANES as usize, true);
    for lane in 0..LANES {
        for k in 0..4 {
            let want = if k < second(lane) { lanes(|l| k < second(l)) } else { 0 };
            assert_eq!(
                llc[(4 * lane + k) as usize],
                want,
                "llc-22's answer changed (lane {lane}, iteration {k})"
            );
        }
    }
}

/// Seed 001's program: per lane, its visits (lane / 2) % 3 + 1, the side of visit v
/// (0: `ap`/`A`, 1: `cp`/`C`) and the trip count of its loop there.
mod seed_001 {
    pub fn visits(l: u32) -> u32 {
        (l / 2) % 3 + 1
    }
    pub fn side(l: u32, v: u32) -> u32 {
        (l % 2 + v) % 2
    }
    pub fn trips(l: u32, v: u32) -> u32 {
        (l + 3 * v) % 4 + 1
    }
}

/// The token semantics of seed 001's kernel, whatever groups the anchors chose: a heart
/// taking an anchor's token is converged, in its n-th iteration, exactly among the lanes of
/// that anchor instance that iterate n times (ConvergentOperations on loop hearts). The
/// anchor group a lane saw on a visit is the ballot stored there; every lane of the group
/// stored the same ballot on its visit of that side. Returns the first violation.
fn seed_001_semantics(got: &[u64]) -> Result<(), String> {
    use seed_001::*;
    let word = |l: u32, v: u32, i: u32| got[(16 * l + 5 * v + i) as usize];
    for lane in 0..LANES {
        for v in 0..visits(lane) {
            let group = word(lane, v, 0);
            if group >> lane & 1 == 0 {
                return Err(format!(
                    "lane {lane}, visit {v}: the anchor's ballot {group:#x} misses the lane itself"
                ));
            }
            // The visit on which each member of the group was at this anchor instance.
            let mut member_visit = Vec::new();
            for l in (0..LANES).filter(|&l| group >> l & 1 != 0) {
                let Some(w) = (0..visits(l)).find(|&w| side(l, w) == side(lane, v) && word(l, w, 0) == group) else {
                    return Err(format!(
                        "lane {lane}, visit {v}: lane {l} is in the anchor's group {group:#x} but never saw it"
                    ));
                };
                member_visit.push((l, w));
            }
            for n in 0..4 {
                let want = if n < trips(lane, v) {
                    member_visit
                        .iter()
                        .filter(|&&(l, w)| n < trips(l, w))
                        .fold(0, |m, &(l, _)| m | 1 << l)
                } else {
                    0
                };
                if word(lane, v, 1 + n) != want {
                    return Err(format!("lane {lane}, visit {v}, iteration {n}: heart ballot {:#x}, the anchor group {group:#x} gives {want:#x}", word(lane, v, 1 + n)));
                }
            }
        }
    }
    Ok(())
}

#[test]
fn seed_001_natural_loops_in_an_irreducible_cycle_with_preheader_anchors() {
    use seed_001::*;
    let got = run(&ir(SEED_001_PREHEADER_ANCHORS), 16 * LANES as usize, false);
    assert_eq!(
        interpret(&ir(SEED_001_PREHEADER_ANCHORS), 16 * LANES as usize).unwrap(),
        got,
        "the interpreter following the schedule"
    );
    // What the semantics fix: the hearts count iterations within each anchor group.
    seed_001_semantics(&got).unwrap();
    // What kcc chooses for the anchors (implementation-defined): the lanes the wave runs
    // together. The irreducible cycle {ap, A, ax, cp, C, cx} has entries ap and cp; like LLVM's
    // cycle info kcc takes ap as its header, so the wave runs it in rounds ap, A, ax, cp, C, cx,
    // and lanes branching back from cx to ap wait for the next round. Round 0 runs ap with the
    // even lanes (first visit), then cp with the odd lanes (first visit, waiting since the entry)
    // together with the even lanes coming from ax (second visit); round 1 runs ap with the odd
    // lanes' second visits and the even lanes' third, then cp with the odd lanes' third.
    // Visit v of lane l is on side (l % 2 + v) % 2 in round (l % 2 + v) / 2, and an anchor's
    // group is every lane with a visit on that side in that round.
    let round = |l: u32, v: u32| (l % 2 + v) / 2;
    for lane in 0..LANES {
        for v in 0..visits(lane) {
            let group = lanes(|l| (0..visits(l)).any(|w| side(l, w) == side(lane, v) && round(l, w) == round(lane, v)));
            assert_eq!(
                got[(16 * lane + 5 * v) as usize],
                group,
                "lane {lane}, visit {v}: anchor group"
            );
        }
        for v in visits(lane)..3 {
            assert_eq!(got[(16 * lane + 5 * v) as usize], 0, "lane {lane} makes no visit {v}");
        }
    }
    // llc-22 makes the cycle reducible and structurizes it; its anchor groups are its own
    // choice, and the hearts must still count iterations within them.
    let llc = run(&ir(SEED_001_PREHEADER_ANCHORS), 16 * LANES as usize, true);
    seed_001_semantics(&llc).unwrap_or_else(|e| panic!("llc-22: {e}"));
}

/// Random structured kernels with convergence tokens (`support::gen::token_function`: loops
/// with hearts, readfirstlanes under the innermost token, and code after loops under a token
/// from inside them — the loop's or an inner loop's — for several blocks, whole loops, then the
/// enclosing token again). Each runs in the MIR interpreter's wave mode following kcc's
/// schedule, which checks every readfirstlane and heart against its token's dynamic instances
/// (ConvergentOperations) and every value called uniform against the lanes; kcc's code object,
/// run on the emulator, must write the same `out[tid]`. `KCC_RANDOM_KERNELS` runs more (of
/// the first 1500, kernels 341 and 1272 are larger than a SOPP branch reaches: long branches).
#[test]
fn random_token_kernels_follow_their_tokens_and_the_compiled_code_agrees() {
    let count: usize = std::env::var("KCC_RANDOM_KERNELS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(150);
    let decls = "declare i32 @llvm.amdgcn.workitem.id.x()\ndeclare i32 @llvm.amdgcn.readfirstlane.i32(i32)\n";
    let mut rng = support::gen::Rng(0x70c3_e5ed);
    let dev = Device::new();
    let (a, b) = (2u32, 5u32);
    for k in 0..count {
        let ir = format!(
            "{decls}{}{}",
            support::gen::TOKEN_DECLS,
            support::gen::token_function(&mut rng, "k")
        );
        let mut args = [
            mir::interp::Arg::Bytes(a.to_le_bytes().to_vec()),
            mir::interp::Arg::Bytes(b.to_le_bytes().to_vec()),
            mir::interp::Arg::Buffer(vec![0; 4 * LANES as usize]),
        ];
        interpret_with(&ir, &mut args).unwrap_or_else(|e| panic!("kernel {k}: {e}\n{ir}"));
        let mir::interp::Arg::Buffer(expected) = &args[2] else {
            unreachable!("argument 2 is the buffer")
        };
        let mut lowered = frontend::lower_bytes("k.ll", ir.as_bytes(), &frontend::LowerOptions::compile())
            .unwrap_or_else(|e| panic!("kernel {k}: {e}\n{ir}"));
        backend::set_verify(true);
        let object =
            backend::compile_module(&mut lowered.module, false).unwrap_or_else(|e| panic!("kernel {k}: {e}\n{ir}"));
        let program = dev.load(&object).unwrap();
        let out = dev.alloc_zeroed(4 * LANES as usize);
        dev.launch(
            &program,
            "k",
            &[Arg::U32(a), Arg::U32(b), Arg::Buffer(out)],
            &Launch::new_1d(LANES, LANES),
        )
        .unwrap_or_else(|e| panic!("kernel {k}: {e}\n{ir}"));
        assert_eq!(
            &dev.read(&out),
            expected,
            "kernel {k}: the compiled code and the schedule disagree\n{ir}"
        );
    }
}

#[test]
fn a_uniform_vector_value_moved_to_a_scalar_register_in_a_token_kernel() {
    let got = run(&ir(UNIFORM_VECTOR_VALUE), 2 + LANES as usize, false);
    let want: Vec<u64> = (0..2 + LANES)
        .map(|w| if w < 2 { 0 } else { lanes(|_| true) })
        .collect();
    assert_eq!(got, want);
    assert_eq!(
        run(&ir(UNIFORM_VECTOR_VALUE), 2 + LANES as usize, true),
        got,
        "llc agrees here"
    );
}
