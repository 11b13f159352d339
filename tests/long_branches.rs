//! Code past the reach of SOPP branches (±128 KiB), by execution: a divergent if whose body is
//! ~190 KiB of code, inside a divergent loop whose back edge spans it
//! (`tests/Inputs/long-branch.py` writes the kernel). kcc relaxes the far branches into long
//! jumps through an SGPR pair its metadata counts, and its `-g` line table still maps the code
//! after them to the right lines; kcc's code and llc-22's, run on the emulator, must write what
//! the kernel computes here.

mod support {
    pub mod corpus;
}
use backend::mc::{MInst, MachineFunction};
use runtime::{Arg, CodeObject, Device, Launch};
use std::path::{Path, PathBuf};
use support::corpus;

/// Steps of the if-body: ~32 bytes of kcc code each.
const STEPS: u32 = 6000;
const LANES: u32 = 256;
const TRIPS: u32 = 1;

/// What the kernel writes for work-item `tid` (the generator's A and B, its loop and its if).
fn reference(tid: u32) -> u32 {
    let a = |k: u32| ((k as u64 * 2654435761 + 12345) % (1 << 31)) as u32;
    let b = |k: u32| (k.wrapping_mul(40503).wrapping_add(3)) | 1;
    let mut x = tid;
    for _ in 0..(tid + TRIPS) % 3 + 1 {
        if x & 1 != 0 {
            for k in 0..STEPS {
                x = (x ^ a(k)).wrapping_mul(b(k));
            }
        }
    }
    x
}

fn scratch_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("target")
        .join("long-branches");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn generate() -> String {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/Inputs/long-branch.py");
    let out = std::process::Command::new("python3")
        .arg(script)
        .arg(STEPS.to_string())
        .output()
        .expect("runs python3");
    assert!(
        out.status.success(),
        "the generator failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

const SOURCE: &str = "long-branch.ll";

/// `ir` through kcc's MIR pipeline, ready for code generation.
fn lowered(ir: &str) -> mir::Module {
    // regalloc2's checker verifies every register allocation.
    backend::set_verify(true);
    let mut module = frontend::lower_bytes(SOURCE, ir.as_bytes(), &frontend::LowerOptions::compile())
        .unwrap_or_else(|e| panic!("{e}"))
        .module;
    backend::run_pipeline(&mut module, false).unwrap_or_else(|e| panic!("{e}"));
    module
}

/// kcc's code object, with a line table (`kcc -g`): each instruction's `.ll` line.
fn compile_with_lines(ir: &str) -> Vec<u8> {
    let module = lowered(ir);
    let debug = backend::codegen::lines::debug_info(&module, SOURCE, ".");
    backend::codegen::write_object_with_stats(&module, Some(&debug), &mut backend::codegen::Passes::default())
        .unwrap_or_else(|e| panic!("{e}"))
        .0
}

fn run(object: &[u8]) -> Vec<u32> {
    let dev = Device::new();
    let program = dev.load(object).unwrap();
    let out = dev.alloc_zeroed(4 * LANES as usize);
    dev.launch(
        &program,
        "long_branch",
        &[Arg::Buffer(out), Arg::U32(TRIPS)],
        &Launch::new_1d(LANES, LANES),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    dev.read(&out)
        .chunks(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

#[test]
fn far_branches_are_relaxed_and_the_code_computes_the_reference() {
    let ir = generate();
    let object = compile_with_lines(&ir);

    // The object's code, decoded: long jumps forwards (over the if-body) and backwards (the
    // loop), through a pair below the SGPR count of the metadata.
    let co = CodeObject::parse(&object).unwrap();
    let &(start, end) = co.code.first().unwrap();
    assert!(end - start > 128 * 1024, "the kernel is only {} bytes", end - start);
    let mf = MachineFunction::decode(&co.image[start as usize..end as usize]).unwrap();
    let jumps: Vec<(usize, usize, u8)> = mf
        .blocks
        .iter()
        .enumerate()
        .flat_map(|(b, block)| {
            block.insts.iter().filter_map(move |m| {
                if let MInst::LongBranch { target, scratch, .. } = *m {
                    Some((b, target, scratch))
                } else {
                    None
                }
            })
        })
        .collect();
    assert!(jumps.iter().any(|&(b, t, _)| t > b), "no long jump forwards: {jumps:?}");
    assert!(
        jumps.iter().any(|&(b, t, _)| t <= b),
        "no long jump backwards: {jumps:?}"
    );
    let sgprs = co.kernels[0].sgpr_count;
    assert!(
        jumps.iter().all(|&(_, _, s)| (s as u32) + 2 <= sgprs),
        "{jumps:?} beyond the {sgprs} SGPRs of the metadata"
    );
    // The store comes after every long jump; its line is the `.ll` line of `store`.
    let store_line = ir.lines().position(|l| l.trim_start().starts_with("store ")).unwrap() as u64 + 1;
    let store_at = mf
        .resolve()
        .unwrap()
        .iter()
        .scan(start, |at, i| Some((std::mem::replace(at, *at + i.len() as u64), i.op)))
        .find(|(_, op)| op.name() == "global_store_dword")
        .unwrap()
        .0;
    assert_eq!(
        co.lines.lookup(store_at).map(|l| l.line),
        Some(store_line),
        "the line of the store at {store_at:#x}"
    );

    let want: Vec<u32> = (0..LANES).map(reference).collect();
    assert!(
        want.iter().enumerate().any(|(t, &x)| x != t as u32),
        "some lanes run the if-body"
    );
    assert_eq!(run(&object), want, "kcc");

    let ll = scratch_dir().join(format!("long-branch-{}.ll", std::process::id()));
    let obj = ll.with_extension("o");
    std::fs::write(&ll, &ir).unwrap();
    corpus::llc(&ll, &obj).unwrap();
    assert_eq!(run(&std::fs::read(&obj).unwrap()), want, "llc-22");
}

/// The kernel under an `amdgpu-num-sgpr` limit.
fn with_sgpr_limit(ir: &str, limit: u32) -> String {
    let header = "define amdgpu_kernel void @long_branch(ptr addrspace(1) %out, i32 %trips)";
    ir.replace(header, &format!("{header} #0")) + &format!("\nattributes #0 = {{ \"amdgpu-num-sgpr\"=\"{limit}\" }}\n")
}

/// The smallest `amdgpu-num-sgpr` limit the kernel compiles under: there the allocated SGPRs
/// fill the limit, and no pair is left past them for the long jumps. (The search starts
/// above the SGPRs the kernel declares without a limit: those are the final code's, renumbered
/// after allocation, and the allocation itself may need more.)
fn smallest_sgpr_limit(ir: &str) -> u32 {
    let free = backend::codegen::compile_kernel(&lowered(ir).functions[0], &[])
        .unwrap()
        .descriptor
        .next_free_sgpr;
    let compiles = |limit: u32| {
        let module = lowered(&with_sgpr_limit(ir, limit));
        backend::codegen::compile_kernel(&module.functions[0], &module.globals).is_ok()
    };
    let start = free + 8;
    assert!(compiles(start), "a limit of {start} SGPRs should leave room to spare");
    let mut limit = start;
    while limit > 0 && compiles(limit - 1) {
        limit -= 1;
    }
    limit
}

/// Under an `amdgpu-num-sgpr` limit the allocated SGPRs fill, a long jump whose target reads
/// every pair keeps s[0:1] in the lanes of a free VGPR around the jump (saved before it, put
/// back in a block of its own before the target), and the kernel computes the reference.
#[test]
fn long_branches_stay_under_the_sgpr_limit() {
    let ir = generate();
    let limit = smallest_sgpr_limit(&ir);
    let module = lowered(&with_sgpr_limit(&ir, limit));
    let k = backend::codegen::compile_kernel(&module.functions[0], &module.globals).unwrap();
    assert!(
        k.descriptor.next_free_sgpr <= limit,
        "{} SGPRs, limit {limit}",
        k.descriptor.next_free_sgpr
    );
    let jumps: Vec<u8> = k
        .code
        .blocks
        .iter()
        .flat_map(|b| &b.insts)
        .filter_map(|m| {
            if let MInst::LongBranch { scratch, .. } = *m {
                Some(scratch)
            } else {
                None
            }
        })
        .collect();
    assert!(
        !jumps.is_empty() && jumps.iter().all(|&s| s as u32 + 2 <= limit),
        "long jumps through {jumps:?}"
    );
    // The pair's lanes: saved before a jump, read back in the block the jump lands in.
    let asm: Vec<String> = k.code.to_asm(".L").iter().map(|l| l.trim().to_string()).collect();
    let has = |window: &[String], want: [&str; 3]| window.iter().zip(want).all(|(l, w)| l.starts_with(w));
    let saves = asm
        .windows(3)
        .filter(|w| {
            has(w, ["v_writelane_b32 v", "v_writelane_b32 v", "s_getpc_b64 s[0:1]"]) && w[0].ends_with(", s0, 0")
        })
        .count();
    let restores = asm
        .windows(3)
        .filter(|w| has(w, ["v_readlane_b32 s0, v", "v_readlane_b32 s1, v", "s_nop 4"]))
        .count();
    let stashes = saves.min(restores);
    assert!(stashes > 0, "some long jump keeps its pair in VGPR lanes");
    let object = backend::codegen::write_object(&module).unwrap();
    assert_eq!(run(&object), (0..LANES).map(reference).collect::<Vec<_>>());
}

/// Near the `amdgpu-num-sgpr` limit, where long jumps keep pairs in VGPR lanes, `--print-after`
/// prints each pass once, and the last dump is the kernel's code.
#[test]
fn print_after_shows_only_the_attempt_kept() {
    let ir = generate();
    let smallest = smallest_sgpr_limit(&ir);
    for limit in smallest..=smallest + 3 {
        let limited = with_sgpr_limit(&ir, limit);
        let module = lowered(&limited);
        let mut passes = backend::codegen::Passes::new(&["emit".into(), "long-branch".into()]).unwrap();
        let k = backend::codegen::compile_kernel_with(
            &module.functions[0],
            &module.globals,
            &Default::default(),
            &mut passes,
        )
        .unwrap_or_else(|e| panic!("limit {limit}: {e}"))
        .expect("no --stop-after");
        let dumps = passes.take_dumps();
        let (emitted, last) = dumps
            .split_once("# *** Machine Dump After long-branch (kernel long_branch) ***\n")
            .expect("a dump after long-branch");
        assert_eq!(emitted.matches("# *** Machine Dump After").count(), 1, "limit {limit}");
        assert_eq!(last, k.code.to_asm(".Llong_branch_").join("\n") + "\n", "limit {limit}");
    }
}
