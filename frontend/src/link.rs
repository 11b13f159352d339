//! Linking several inputs and bitcode libraries into one module, with LLVM's linker.
//!
//! Inputs (`kcc a.ll b.bc`) are linked whole: a symbol defined twice is an error. Libraries
//! (`--link LIB.bc`, `--rocm-device-libs`) are linked as clang's `-mlink-builtin-bitcode`
//! links them: only the definitions the program reaches, which are then internalized. LLVM's
//! C API has no `LinkOnlyNeeded` flag, so the library's external definitions are made
//! `linkonce_odr` first: the linker then copies one only when the module declares it or a
//! copied definition refers to it, and a definition the program already has wins (as with
//! `LinkOnlyNeeded`). The oclc control libraries are written that way already.

use crate::read::{self, Input};
use crate::{FrontendError, LowerOptions};
use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use std::collections::HashSet;

/// Parses the inputs and links them, then the libraries, into the first input's module.
pub fn link<'ctx>(
    context: &'ctx Context,
    inputs: &[Input],
    libraries: &[Input],
    options: &LowerOptions,
) -> Result<Module<'ctx>, FrontendError> {
    let (first, rest) = inputs
        .split_first()
        .ok_or_else(|| FrontendError::new("no input file"))?;
    let module = parse_checked(context, first, options)?;
    for input in rest {
        let other = parse_checked(context, input, options)?;
        module
            .link_in_module(other)
            .map_err(|e| link_error(&input.name, &e.to_string()))?;
    }
    if !libraries.is_empty() {
        link_libraries(context, &module, libraries, options)?;
        read::verify(&module, first)?;
    }
    Ok(module)
}

fn parse_checked<'ctx>(
    context: &'ctx Context,
    input: &Input,
    options: &LowerOptions,
) -> Result<Module<'ctx>, FrontendError> {
    let module = read::parse(context, input)?;
    read::check_target(&module, input, options)?;
    Ok(module)
}

/// LLVM's linker says "Linking globals named 'f': symbol multiply defined!".
fn link_error(name: &str, raw: &str) -> FrontendError {
    let text = raw.trim_end().trim_end_matches('!');
    let text = text
        .strip_prefix("Linking")
        .map(|t| format!("linking{t}"))
        .unwrap_or(text.to_string());
    FrontendError::new(format!("{name}: {text}"))
}

/// Links each library that defines something the module still lacks, until none does, so
/// the order of the libraries does not matter (a library linked early is parsed again if a
/// later one needs more of it).
fn link_libraries<'ctx>(
    context: &'ctx Context,
    module: &Module<'ctx>,
    libraries: &[Input],
    options: &LowerOptions,
) -> Result<(), FrontendError> {
    let program_defined = defined_names(module);
    let mut from_libraries: HashSet<String> = HashSet::new();
    // What each library defines, once it has been parsed.
    let mut provides: Vec<Option<HashSet<String>>> = vec![None; libraries.len()];
    loop {
        let mut progress = false;
        for (i, library) in libraries.iter().enumerate() {
            // Every library is read once, even if nothing is wanted: a bad file is an error.
            let wanted = undefined_names(module);
            if provides[i].as_ref().is_some_and(|p| p.is_disjoint(&wanted)) {
                continue;
            }
            let lib = read::parse_unverified(context, library)?;
            read::check_target(&lib, library, options)?;
            let names = defined_names(&lib);
            let useful = !names.is_disjoint(&wanted);
            from_libraries.extend(names.iter().cloned());
            provides[i] = Some(names);
            if !useful {
                continue;
            }
            make_linkonce(&lib);
            module
                .link_in_module(lib)
                .map_err(|e| link_error(&library.name, &e.to_string()))?;
            progress = true;
        }
        if !progress {
            break;
        }
    }
    // Internalize what came from the libraries: it is the program's own copy now.
    for f in module.get_functions() {
        let name = f.get_name().to_string_lossy().into_owned();
        if f.count_basic_blocks() > 0 && from_libraries.contains(&name) && !program_defined.contains(&name) {
            f.set_linkage(Linkage::Internal);
        }
    }
    for g in module.get_globals() {
        let name = g.get_name().to_string_lossy().into_owned();
        if !g.is_declaration() && from_libraries.contains(&name) && !program_defined.contains(&name) {
            g.set_linkage(Linkage::Internal);
        }
    }
    Ok(())
}

/// Whether a definition with this linkage is visible to other modules (and so can be made
/// linkonce_odr); local and available_externally ones are left as they are.
fn is_external(linkage: Linkage) -> bool {
    matches!(
        linkage,
        Linkage::External | Linkage::WeakAny | Linkage::WeakODR | Linkage::LinkOnceAny | Linkage::LinkOnceODR
    )
}

/// The names of the module's external definitions (functions and variables).
fn defined_names(module: &Module) -> HashSet<String> {
    let functions = module
        .get_functions()
        .filter(|f| f.count_basic_blocks() > 0 && is_external(f.get_linkage()))
        .map(|f| f.get_name().to_string_lossy().into_owned());
    let globals = module
        .get_globals()
        .filter(|g| !g.is_declaration() && is_external(g.get_linkage()))
        .map(|g| g.get_name().to_string_lossy().into_owned());
    functions.chain(globals).collect()
}

/// The names the module declares but does not define (intrinsics aside).
fn undefined_names(module: &Module) -> HashSet<String> {
    let functions = module
        .get_functions()
        .filter(|f| f.count_basic_blocks() == 0)
        .map(|f| f.get_name().to_string_lossy().into_owned())
        .filter(|n| !n.starts_with("llvm."));
    let globals = module
        .get_globals()
        .filter(|g| g.is_declaration())
        .map(|g| g.get_name().to_string_lossy().into_owned());
    functions.chain(globals).collect()
}

fn make_linkonce(module: &Module) {
    for f in module.get_functions() {
        if f.count_basic_blocks() > 0 && is_external(f.get_linkage()) {
            f.set_linkage(Linkage::LinkOnceODR);
        }
    }
    for g in module.get_globals() {
        if !g.is_declaration() && is_external(g.get_linkage()) {
            g.set_linkage(Linkage::LinkOnceODR);
        }
    }
}
