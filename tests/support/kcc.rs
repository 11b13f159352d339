//! kcc in-process, for tests that compile generated IR.

/// kcc's code object of `ir` (named `name` in errors), with regalloc2's checker on.
pub fn object(name: &str, ir: &str) -> Vec<u8> {
    backend::set_verify(true);
    let mut module = frontend::lower_bytes(name, ir.as_bytes(), &frontend::LowerOptions::compile())
        .unwrap_or_else(|e| panic!("{name}: {e}"))
        .module;
    backend::run_pipeline(&mut module, false).unwrap_or_else(|e| panic!("{name}: {e}"));
    backend::codegen::write_object_with_stats(&module, None, &mut backend::codegen::Passes::default())
        .unwrap_or_else(|e| panic!("{name}: {e}"))
        .0
}
