//! Source lines through code generation: before the code of each op the generator places a
//! line marker ([`crate::mc::MInst::Line`]) with the op's location; the encoded code's line
//! rows ([`crate::mc::MachineFunction::line_rows`]) and the module's file table become the
//! object's DWARF when `-g` asks for it ([`debug_info`]).

use super::Builder;
use crate::codeobj::{DebugFile, DebugInfo};
use crate::mc::MInst;
use mir::{Module, SrcLoc};

impl Builder {
    /// The code emitted from here on comes from `loc` (nothing happens without one).
    pub(super) fn line(&mut self, loc: Option<SrcLoc>) {
        if let Some(loc) = loc {
            self.blocks
                .last_mut()
                .expect("a block is placed")
                .1
                .push(MInst::Line(loc));
        }
    }
}

/// The debug info of `module` compiled from the IR file `input` (as named on the command line)
/// in directory `comp_dir`: file 0 is `input` itself, then the files its DILocations name.
pub fn debug_info(module: &Module, input: &str, comp_dir: &str) -> DebugInfo {
    let mut files = vec![DebugFile {
        name: input.to_string(),
        directory: String::new(),
    }];
    files.extend(module.files.iter().map(|f| DebugFile {
        name: f.name.clone(),
        directory: f.directory.clone(),
    }));
    DebugInfo {
        producer: format!("kcc {}", env!("CARGO_PKG_VERSION")),
        comp_dir: comp_dir.to_string(),
        files,
    }
}
