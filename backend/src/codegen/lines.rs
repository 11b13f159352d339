//! Source lines through code generation: before the code of each op the generator places a
//! line marker ([`crate::mc::MInst::Line`]) with the op's location.

use super::Builder;
use crate::mc::MInst;
use mir::SrcLoc;

impl Builder {
    /// The code emitted from here on comes from `loc` (nothing happens without one).
    pub(super) fn line(&mut self, loc: Option<SrcLoc>) {
        if let Some(loc) = loc {
            self.blocks.last_mut().expect("a block is placed").1.push(MInst::Line(loc));
        }
    }
}
