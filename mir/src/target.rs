//! Target ops: after instruction selection MIR carries the target's machine instructions as
//! `Opcode::Target(n)`. MIR knows no target; the backend registers the names of its ops here
//! (once per process) so that the text form can print and parse them.

use std::sync::OnceLock;

/// What MIR needs to know about a target's machine ops.
pub trait TargetOps: Send + Sync {
    /// The op's spelling in MIR text (its assembly mnemonic, or a pseudo op's name).
    fn name(&self, op: u16) -> &str;
    fn lookup(&self, name: &str) -> Option<u16>;
}

static TARGET: OnceLock<Box<dyn TargetOps>> = OnceLock::new();

/// Registers the target whose machine ops MIR may contain. The first registration wins
/// (there is one target per process).
pub fn register(target: Box<dyn TargetOps>) {
    let _ = TARGET.set(target);
}

pub(crate) fn name(op: u16) -> String {
    match TARGET.get() {
        Some(t) => t.name(op).to_string(),
        None => format!("target.{op}"),
    }
}

pub(crate) fn lookup(name: &str) -> Option<u16> {
    if let Some(n) = name.strip_prefix("target.") {
        return n.parse().ok();
    }
    TARGET.get()?.lookup(name)
}
