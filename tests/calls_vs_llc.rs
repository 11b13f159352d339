//! Calls that stay, by execution: random recursive functions (one or two recursive calls,
//! values live across them, 32- and 64-bit and boolean arguments, a private array per frame,
//! the work-item and work-group ids)
//! called from kernels whose lanes recurse to depths of their own, with values live across
//! the call in SGPRs and VGPRs, at a divergent call site or in a loop. kcc's and llc-22's objects run on the emulator with
//! the same inputs and must leave the same `%out`. More seeds: `KCC_CALLS_SEEDS=N`
//! (`KCC_CALLS_START` for the first).

mod support {
    pub mod corpus;
    pub mod gen;
    pub mod kcc;
}
use runtime::{Arg, Device, Launch};
use std::fmt::Write;
use std::path::{Path, PathBuf};
use support::corpus;
use support::gen::Rng;

const GRID: u32 = 128;
const BLOCK: u32 = 64;
/// Input words: one per work-item, then the uniform values.
const INPUT_WORDS: usize = GRID as usize + 64;

fn scratch_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("target")
        .join("calls-vs-llc");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn llc(ll: &Path) -> Vec<u8> {
    let obj = ll.with_extension("o");
    corpus::llc(ll, &obj).unwrap_or_else(|e| panic!("{}: {e}", ll.display()));
    std::fs::read(&obj).unwrap()
}

fn run(object: &[u8], input: &[u8], what: &str) -> Vec<u8> {
    let dev = Device::new();
    let module = dev.load(object).unwrap_or_else(|e| panic!("{what}: {e}"));
    let (out, inp) = (dev.alloc_zeroed(8 * GRID as usize), dev.alloc(input));
    let mut launch = Launch::new_1d(GRID, BLOCK);
    launch.threads = 1;
    dev.launch(&module, "k", &[Arg::Buffer(out), Arg::Buffer(inp)], &launch)
        .unwrap_or_else(|e| panic!("{what}: {e}"));
    dev.read(&out)
}

/// A random i32 expression of `a` and `b` (named values), into `%dst`.
fn expr(rng: &mut Rng, out: &mut String, dst: &str, a: &str, b: &str) {
    let op = ["add", "xor", "mul", "sub", "or"][rng.below(5)];
    let _ = writeln!(out, "  %{dst} = {op} i32 {a}, {b}");
}

/// The module of seed `seed`: `@rec` and kernel `@k`.
fn module(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let wide = rng.chance(50);
    let two_calls = rng.chance(40);
    let callee_live = rng.below(10);
    let kernel_vlive = rng.below(44);
    let kernel_slive = rng.below(20);
    let guard = rng.chance(40);
    let looped = !guard && rng.chance(40);
    let max_depth = if two_calls { 7 } else { 15 };
    let flag = rng.chance(40);
    let array = rng.chance(40);
    let ids = rng.chance(40);
    let group = rng.chance(40);
    let mut ir = String::from("target triple = \"amdgcn-amd-amdhsa\"\n\n");
    // rec(n, a, b): a chain (or tree) of calls n deep.
    let bty = if wide { "i64" } else { "i32" };
    let _ = writeln!(
        ir,
        "define internal i32 @rec(i32 %n, i32 %a, {bty} %b, i1 %f) {{\nentry:"
    );
    if array {
        // A private array per frame, filled before the call and read after it.
        ir += "  %arr = alloca [4 x i32], align 4, addrspace(5)\n";
        for j in 0..4 {
            let _ = writeln!(
                ir,
                "  %ap{j} = getelementptr [4 x i32], ptr addrspace(5) %arr, i32 0, i32 {j}\n  %av{j} = add i32 %a, {}\n  store i32 %av{j}, ptr addrspace(5) %ap{j}",
                j * 7 + 1
            );
        }
    }
    ir += "  %z = icmp eq i32 %n, 0\n  br i1 %z, label %base, label %more\nbase:\n";
    let b32 = if wide {
        ir += "  %bt = trunc i64 %b to i32\n  %bh0 = lshr i64 %b, 32\n  %bh = trunc i64 %bh0 to i32\n  %bb = xor i32 %bt, %bh\n";
        "%bb"
    } else {
        "%b"
    };
    expr(&mut rng, &mut ir, "r0", "%a", b32);
    ir += "  %r0s = select i1 %f, i32 %r0, i32 %a\n";
    if ids {
        // The work-item id, which the caller passes packed in v31.
        ir += "  %wi = call i32 @llvm.amdgcn.workitem.id.x()\n  %r0f = add i32 %r0s, %wi\n";
    } else {
        ir += "  %r0f = add i32 %r0s, 0\n";
    }
    if group {
        // The work-group id, which the caller passes in s12.
        ir += "  %wg = call i32 @llvm.amdgcn.workgroup.id.x()\n  %wgm = mul i32 %wg, 77\n  %r0g = xor i32 %r0f, %wgm\n  ret i32 %r0g\n";
    } else {
        ir += "  ret i32 %r0f\n";
    }
    ir += "more:\n  %m = sub i32 %n, 1\n";
    if wide {
        ir += "  %bt1 = trunc i64 %b to i32\n";
    }
    let b1 = if wide { "%bt1" } else { "%b" };
    let mut live = Vec::new();
    for j in 0..callee_live {
        let src = if j == 0 {
            "%a".to_string()
        } else {
            format!("%l{}", j - 1)
        };
        let k = rng.below(1000) + 1;
        expr(&mut rng, &mut ir, &format!("l{j}"), &src, &k.to_string());
        live.push(format!("%l{j}"));
    }
    expr(&mut rng, &mut ir, "a1", "%a", b1);
    let barg = if wide {
        ir += "  %bx = zext i32 %a1 to i64\n  %b1 = mul i64 %b, %bx\n";
        "%b1"
    } else {
        "%a"
    };
    ir += "  %f1 = icmp ult i32 %a1, 2000000000\n";
    let _ = writeln!(ir, "  %c1 = call i32 @rec(i32 %m, i32 %a1, {bty} {barg}, i1 %f1)");
    let mut acc = "%c1".to_string();
    if two_calls {
        let _ = writeln!(
            ir,
            "  %m2 = lshr i32 %m, 1\n  %c2 = call i32 @rec(i32 %m2, i32 %c1, {bty} %b, i1 %f)"
        );
        ir += "  %s2 = add i32 %c1, %c2\n";
        acc = "%s2".into();
    }
    for (j, l) in live.iter().enumerate() {
        expr(&mut rng, &mut ir, &format!("t{j}"), &acc, l);
        acc = format!("%t{j}");
    }
    if array {
        let _ = writeln!(
            ir,
            "  %ai = and i32 %c1, 3\n  %aq = getelementptr [4 x i32], ptr addrspace(5) %arr, i32 0, i32 %ai\n  %ar = load i32, ptr addrspace(5) %aq\n  %acc_a = xor i32 {acc}, %ar"
        );
        acc = "%acc_a".into();
    }
    let _ = writeln!(ir, "  ret i32 {acc}\n}}\n");
    // The kernel.
    ir += "define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {\nentry:\n";
    ir += "  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n  %grp = call i32 @llvm.amdgcn.workgroup.id.x()\n";
    ir += "  %base = shl i32 %grp, 6\n  %i = add i32 %base, %tid\n";
    ir += "  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %i\n  %x = load i32, ptr addrspace(1) %pin\n";
    let _ = writeln!(ir, "  %n = urem i32 %x, {}", max_depth + 1);
    let mut kept = Vec::new();
    for j in 0..kernel_slive {
        let _ = writeln!(
            ir,
            "  %pu{j} = getelementptr inbounds i32, ptr addrspace(1) %in, i32 {}\n  %u{j} = load i32, ptr addrspace(1) %pu{j}",
            GRID as usize + j
        );
        kept.push(format!("%u{j}"));
    }
    for j in 0..kernel_vlive {
        let _ = writeln!(ir, "  %v{j} = mul i32 %x, {}", 2 * j + 3);
        kept.push(format!("%v{j}"));
    }
    let arg_b = if wide {
        "  %xb = zext i32 %x to i64\n  %xw = shl i64 %xb, 20\n"
    } else {
        ""
    };
    ir += arg_b;
    let barg = if wide { "i64 %xw" } else { "i32 %i" };
    let fl = if flag {
        ir += "  %kf = icmp ugt i32 %x, 1000000\n";
        "%kf"
    } else {
        "true"
    };
    if guard {
        ir += "  %odd = and i32 %x, 3\n  %g = icmp ne i32 %odd, 0\n  br i1 %g, label %call, label %join\ncall:\n";
        let _ = writeln!(
            ir,
            "  %r = call i32 @rec(i32 %n, i32 %x, {barg}, i1 {fl})\n  br label %join\njoin:"
        );
        ir += "  %res = phi i32 [ %r, %call ], [ %x, %entry ]\n";
    } else if looped {
        ir += "  %trips = and i32 %x, 1\n  br label %loop\nloop:\n";
        ir += "  %t = phi i32 [ 0, %entry ], [ %t1, %loop ]\n  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]\n";
        let _ = writeln!(
            ir,
            "  %nt = add i32 %n, %t\n  %r = call i32 @rec(i32 %nt, i32 %s, {barg}, i1 {fl})"
        );
        ir += "  %s1 = add i32 %s, %r\n  %t1 = add i32 %t, 1\n  %more = icmp ule i32 %t1, %trips\n";
        ir += "  br i1 %more, label %loop, label %done\ndone:\n  %res = add i32 %s1, 0\n";
    } else {
        let _ = writeln!(ir, "  %res = call i32 @rec(i32 %n, i32 %x, {barg}, i1 {fl})");
    }
    let mut acc = "%res".to_string();
    for (j, v) in kept.iter().enumerate() {
        let _ = writeln!(ir, "  %k{j} = xor i32 {acc}, {v}");
        acc = format!("%k{j}");
    }
    let _ = writeln!(
        ir,
        "  %pout = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i\n  store i32 {acc}, ptr addrspace(1) %pout\n  ret void\n}}\n"
    );
    ir += "declare i32 @llvm.amdgcn.workitem.id.x()\ndeclare i32 @llvm.amdgcn.workgroup.id.x()\n";
    ir += "!llvm.module.flags = !{!0}\n!0 = !{i32 1, !\"amdhsa_code_object_version\", i32 500}\n";
    ir
}

#[test]
fn random_recursion_computes_what_llc_computes() {
    let env = |k: &str, d: u64| std::env::var(k).ok().and_then(|v| v.parse().ok()).unwrap_or(d);
    let start = env("KCC_CALLS_START", 1);
    let seeds = env("KCC_CALLS_SEEDS", 40);
    for seed in start..start + seeds {
        let ir = module(seed);
        let ll = scratch_dir().join(format!("seed-{seed}.ll"));
        std::fs::write(&ll, &ir).unwrap();
        let input: Vec<u8> = {
            let mut rng = Rng(seed | 1);
            (0..INPUT_WORDS)
                .flat_map(|_| (rng.next() as u32).to_le_bytes())
                .collect()
        };
        let what = format!("seed {seed} ({})", ll.display());
        let want = run(&llc(&ll), &input, &what);
        let got = run(&support::kcc::object(&format!("seed-{seed}.ll"), &ir), &input, &what);
        if let Some(w) = (0..GRID as usize).find(|&w| want[4 * w..4 * w + 4] != got[4 * w..4 * w + 4]) {
            panic!("{what}: word {w} differs from llc-22's");
        }
    }
}
