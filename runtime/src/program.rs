//! The code of a loaded object, decoded once up front (so the hot loop and
//! several threads share it read-only).
use crate::lines::{LineTable, SourceLine};
use gfx9_isa::{decode, Inst};

pub struct Program {
    /// Address of `words[0]`.
    pub base: u64,
    words: Vec<u32>,
    /// Decoded instruction starting at each word (None: not an instruction start / undecodable).
    slots: Vec<Option<(Inst, u8)>>,
    /// Source lines by image offset.
    lines: LineTable,
}

impl Program {
    /// Decode the code ranges of an image mapped at `base`; `lines` are its source lines.
    pub fn new(base: u64, image: &[u8], code: &[(u64, u64)], lines: LineTable) -> Program {
        let words: Vec<u32> = image
            .chunks(4)
            .map(|c| {
                let mut b = [0u8; 4];
                b[..c.len()].copy_from_slice(c);
                u32::from_le_bytes(b)
            })
            .collect();
        let mut slots: Vec<Option<(Inst, u8)>> = vec![None; words.len()];
        for &(start, end) in code {
            let (mut at, end) = ((start / 4) as usize, ((end / 4) as usize).min(words.len()));
            while at < end {
                match decode(&words[at..end]) {
                    Ok((i, n)) => {
                        slots[at] = Some((i, (n * 4) as u8));
                        at += n;
                    }
                    // Resynchronise on the next word; executing this one faults.
                    Err(_) => at += 1,
                }
            }
        }
        Program {
            base,
            words,
            slots,
            lines,
        }
    }
    /// The source line of the instruction at `pc`, if the object has line info for it.
    pub fn line(&self, pc: u64) -> Option<&SourceLine> {
        self.lines.lookup(pc.wrapping_sub(self.base))
    }
    #[inline]
    pub fn get(&self, pc: u64) -> Option<(&Inst, u8)> {
        let off = pc.wrapping_sub(self.base);
        if !off.is_multiple_of(4) {
            return None;
        }
        self.slots.get((off / 4) as usize)?.as_ref().map(|(i, n)| (i, *n))
    }
    pub fn word(&self, pc: u64) -> Option<u32> {
        let off = pc.wrapping_sub(self.base);
        self.words.get((off / 4) as usize).copied()
    }
    /// Every decoded instruction: (address, instruction, length in bytes).
    pub fn instructions(&self) -> impl Iterator<Item = (u64, &Inst, u8)> {
        self.slots
            .iter()
            .enumerate()
            .filter_map(|(k, s)| s.as_ref().map(|(i, n)| (self.base + 4 * k as u64, i, *n)))
    }
}
