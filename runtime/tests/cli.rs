//! `kcc run` through its library entry point (the lit tests drive the binary).
mod common;
use clap::Parser;
use common::*;
use runtime::cli::{run_command, RunArgs};

#[derive(Parser)]
struct Cli {
    #[command(flatten)]
    run: RunArgs,
}

fn run(args: &[&str]) -> Result<(), String> {
    let mut v = vec!["kcc-run"];
    v.extend_from_slice(args);
    let cli = Cli::try_parse_from(v).map_err(|e| e.to_string())?;
    run_command(&cli.run)
}

fn tmpdir(tag: &str) -> std::path::PathBuf {
    let d = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli").join(tag);
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn run_writes_buffers_back() {
    let d = tmpdir("vec_add");
    let obj = d.join("vec_add.o");
    std::fs::write(&obj, object("vec_add")).unwrap();
    let a: Vec<i32> = (0..100).collect();
    let b: Vec<i32> = (0..100).map(|x| x * 10).collect();
    std::fs::write(d.join("a.bin"), bytes(&a)).unwrap();
    std::fs::write(d.join("b.bin"), bytes(&b)).unwrap();
    std::fs::write(d.join("out.bin"), vec![0u8; 400]).unwrap();
    let out_dir = d.join("out");
    let p = |f: &str| d.join(f).to_string_lossy().into_owned();
    run(&[
        &p("vec_add.o"),
        "--kernel",
        "vec_add",
        "--grid",
        "128",
        "--block",
        "64",
        "--arg",
        &format!("buf:{}", p("out.bin")),
        "--arg",
        &format!("buf:{}", p("a.bin")),
        "--arg",
        &format!("buf:{}", p("b.bin")),
        "--arg",
        "i32:100",
        "--out-dir",
        &out_dir.to_string_lossy(),
        "--stats",
    ])
    .unwrap();
    let got: Vec<i32> = from_bytes(&std::fs::read(out_dir.join("arg0.bin")).unwrap());
    assert_eq!(got, (0..100).map(|x| x * 11).collect::<Vec<_>>());
    // Inputs are written back too (unchanged); scalars are not.
    assert_eq!(std::fs::read(out_dir.join("arg1.bin")).unwrap(), bytes(&a));
    assert!(!out_dir.join("arg3.bin").exists());
}

#[test]
fn bad_command_lines_are_errors() {
    let d = tmpdir("bad");
    std::fs::write(d.join("k.o"), object("vec_add")).unwrap();
    let k = d.join("k.o").to_string_lossy().into_owned();
    let e = run(&[&k, "--kernel", "vec_add", "--grid", "64,0", "--block", "64"]).unwrap_err();
    assert!(e.contains("at least 1"), "{e}");
    let e = run(&[
        &k, "--kernel", "vec_add", "--grid", "64", "--block", "64", "--arg", "i33:4",
    ])
    .unwrap_err();
    assert!(e.contains("unknown type `i33`"), "{e}");
    let e = run(&[
        &k, "--kernel", "vec_add", "--grid", "64", "--block", "64", "--arg", "i32:x",
    ])
    .unwrap_err();
    assert!(e.contains("not a valid i32"), "{e}");
    let e = run(&[
        &k,
        "--kernel",
        "vec_add",
        "--grid",
        "64",
        "--block",
        "64",
        "--arg",
        "buf:/nonexistent/x",
    ])
    .unwrap_err();
    assert!(e.contains("cannot read /nonexistent/x"), "{e}");
    let e = run(&["/nonexistent.o", "--kernel", "k", "--grid", "1", "--block", "1"]).unwrap_err();
    assert!(e.contains("cannot read"), "{e}");
}
