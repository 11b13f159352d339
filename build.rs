//! Links libstdc++ (which LLVM needs) statically into kcc: binding its symbols at start-up
//! cost about a millisecond of every run. llvm-sys asks the linker for `-lstdc++`; a search
//! directory holding only the static archive makes the linker take that.

use std::path::PathBuf;
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let Ok(out) = Command::new("c++").arg("-print-file-name=libstdc++.a").output() else {
        return;
    };
    let archive = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
    if !archive.is_absolute() || !archive.exists() {
        return; // no static libstdc++: the shared one is used
    }
    let dir = PathBuf::from(std::env::var("OUT_DIR").unwrap()).join("static-libstdc++");
    std::fs::create_dir_all(&dir).unwrap();
    let link = dir.join("libstdc++.a");
    let _ = std::fs::remove_file(&link);
    std::os::unix::fs::symlink(&archive, &link).unwrap();
    println!("cargo:rustc-link-search=native={}", dir.display());
}
