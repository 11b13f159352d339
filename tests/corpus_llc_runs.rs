//! The emulator runs llc-22's code for every kernel of the corpus (`tests/kernels/corpus.json`)
//! without a fault: the kernarg segment, hidden arguments and dispatch packet are what code
//! written for ROCm expects. Each case is run twice: the whole run must be deterministic
//! (outputs and instruction counts).

mod support {
    pub mod corpus;
}
use runtime::Device;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

#[test]
fn llc_objects_of_every_corpus_kernel_run() {
    let root = root();
    let scratch = root.join("target").join("corpus-llc-runs");
    let cases = support::corpus::load(&root).unwrap_or_else(|e| panic!("{e}"));
    assert!(!cases.is_empty(), "the corpus is empty");
    let mut failures = Vec::new();
    for case in &cases {
        let ll = case
            .ir(&root, &scratch)
            .unwrap_or_else(|e| panic!("{}: {e}", case.name));
        let obj = scratch.join(format!("{}.o", case.name));
        support::corpus::llc(&ll, &obj).unwrap_or_else(|e| panic!("{}: {e}", case.name));
        let object = std::fs::read(&obj).unwrap_or_else(|e| panic!("{}: {e}", obj.display()));
        let inputs = case.inputs();
        let first = case.run(&Device::new(), &object, &inputs);
        let again = case.run(&Device::new(), &object, &inputs);
        match (first, again) {
            (Err(e), _) | (_, Err(e)) => failures.push(format!("{}: {e}", case.name)),
            (Ok((out1, stats1)), Ok((out2, stats2))) => {
                if out1 != out2 {
                    failures.push(format!("{}: two runs wrote different buffers", case.name));
                }
                if stats1.to_string() != stats2.to_string() {
                    failures.push(format!(
                        "{}: two runs counted differently:\n{stats1}\n{stats2}",
                        case.name
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
