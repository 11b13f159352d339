//! The scaling benchmark's generated kernels are valid IR that llc-22 compiles (at a small
//! size: timings are the benchmark's business, never a test's).

#[path = "../benches/scaling/shapes.rs"]
#[allow(dead_code)]
mod shapes;

use std::path::Path;
use std::process::Command;

fn llvm_tool(name: &str) -> std::path::PathBuf {
    let bin = std::env::var("LLVM_BIN").unwrap_or_else(|_| "/usr/lib/llvm-22/bin".into());
    Path::new(&bin).join(name)
}

#[test]
fn every_shape_verifies_and_llc_compiles_it() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("scaling-shapes");
    std::fs::create_dir_all(&dir).unwrap();
    for shape in shapes::SHAPES {
        let k = shapes::generate(shape, 300);
        assert!(
            (250..=350).contains(&k.insts),
            "{}: {} instructions",
            shape.name(),
            k.insts
        );
        let ll = dir.join(format!("{}.ll", shape.name()));
        std::fs::write(&ll, &k.ir).unwrap();
        let opt = Command::new(llvm_tool("opt"))
            .args(["-passes=verify", "-disable-output"])
            .arg(&ll)
            .output()
            .unwrap();
        assert!(
            opt.status.success(),
            "{}: {}",
            shape.name(),
            String::from_utf8_lossy(&opt.stderr)
        );
        let llc = Command::new(llvm_tool("llc"))
            .args([
                "-mtriple=amdgcn-amd-amdhsa",
                "-mcpu=gfx900",
                "-O2",
                "-filetype=obj",
                "-o",
            ])
            .arg(dir.join(format!("{}.o", shape.name())))
            .arg(&ll)
            .output()
            .unwrap();
        assert!(
            llc.status.success(),
            "{}: {}",
            shape.name(),
            String::from_utf8_lossy(&llc.stderr)
        );
    }
}
