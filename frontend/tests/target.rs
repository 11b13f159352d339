//! The target facts the frontend keeps as constants agree with LLVM 22's own.

mod common;
use common::*;
use std::io::Write;
use std::process::{Command, Stdio};

/// `.ll` text without a data layout gets AMDGPU's: the constant must be the one LLVM's AMDGPU
/// target machine gives (`opt -mtriple=amdgcn-amd-amdhsa` writes it into an empty module).
#[test]
fn the_data_layout_is_llvms_for_amdgcn_amdhsa() {
    let mut child = Command::new(OPT)
        .args(["-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-S", "-", "-o", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("opt-22 runs");
    child.stdin.take().unwrap().write_all(b"\n").unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let line = text
        .lines()
        .find_map(|l| l.strip_prefix("target datalayout = \""))
        .expect("opt prints a data layout");
    assert_eq!(line.trim_end_matches('"'), frontend::read::AMDGPU_DATA_LAYOUT);
}

/// Triples kcc accepts are exactly those whose architecture is amdgcn and OS amdhsa.
#[test]
fn supported_triples() {
    use frontend::read::is_supported_triple;
    for t in ["amdgcn-amd-amdhsa", "amdgcn--amdhsa", "amdgcn-unknown-amdhsa"] {
        assert!(is_supported_triple(t), "{t}");
    }
    for t in [
        "x86_64-unknown-linux-gnu",
        "amdgcn-amd-amdpal",
        "amdgcn--",
        "r600--",
        "",
        "amdgcn",
    ] {
        assert!(!is_supported_triple(t), "{t}");
    }
}
