//! Which global loads no store of the kernel can clobber first, so the scalar unit may serve
//! them (`s_load` through the scalar cache, which vector stores do not update): LLVM's
//! `amdgpu.noclobber`, decided per load as AMDGPUAnnotateUniformValues does with MemorySSA.
//!
//! A load is clobber-free when no write to global or generic memory that may alias it can run
//! before it in the same thread: no such write in its block before it, and none that reaches
//! the block's entry along any path (a forward dataflow over the CFG, so a store later in a
//! loop counts for the loads of the next iteration). Writes are grouped by the kernel
//! argument their address is based on; two different arguments alias unless one is `noalias`
//! (OpenCL `restrict`). A write whose base is unknown, any call and any inline assembly may
//! alias everything.
//! Loads the producer already marked `noclobber` are taken at its word.

use mir::*;

/// A set of write classes: one per kernel argument, and one for unknown bases.
#[derive(Clone, PartialEq, Eq)]
struct Classes(Vec<u64>);

impl Classes {
    fn new(count: usize) -> Classes {
        Classes(vec![0; count.div_ceil(64)])
    }
    fn insert(&mut self, class: usize) {
        self.0[class / 64] |= 1 << (class % 64);
    }
    fn union_with(&mut self, other: &Classes) {
        for (a, b) in self.0.iter_mut().zip(&other.0) {
            *a |= b;
        }
    }
    fn meets(&self, other: &Classes) -> bool {
        self.0.iter().zip(&other.0).any(|(a, b)| a & b != 0)
    }
}

/// The loads of a function that no earlier write can clobber.
pub struct NoClobber {
    clobber_free: Vec<bool>,
}

impl NoClobber {
    pub fn compute(f: &Function) -> NoClobber {
        let analysis = Analysis::new(f);
        let mut clobber_free = vec![false; f.ops.len()];
        let written_on_entry = analysis.written_on_entry(f);
        for b in f.block_ids() {
            let mut written = written_on_entry[b.index()].clone();
            for &op in &f.block(b).ops {
                let data = f.op(op);
                if data.opcode == Opcode::Load {
                    clobber_free[op.index()] =
                        data.has_word("noclobber") || !written.meets(&analysis.aliases(f, data.operands[0]));
                }
                if let Some(class) = analysis.write_class(f, op) {
                    written.insert(class);
                }
            }
        }
        NoClobber { clobber_free }
    }

    /// Can no write of the kernel change what `load` reads before it runs?
    pub fn is_clobber_free(&self, load: OpId) -> bool {
        self.clobber_free[load.index()]
    }
}

struct Analysis {
    /// Kernel arguments (entry-block parameters) that are `noalias`.
    noalias: Vec<bool>,
}

impl Analysis {
    fn new(f: &Function) -> Analysis {
        let params = f.block(f.entry()).params.len();
        let noalias = (0..params).map(|i| f.args.get(i).is_some_and(|a| a.noalias)).collect();
        Analysis { noalias }
    }

    fn classes(&self) -> usize {
        self.noalias.len() + 1
    }

    fn unknown(&self) -> usize {
        self.noalias.len()
    }

    /// The class of the argument `ptr` is based on (through pointer arithmetic and casts).
    fn base(&self, f: &Function, mut ptr: Value) -> usize {
        loop {
            match f.value(ptr).def {
                ValueDef::Param(b, i) if b == f.entry() => return i as usize,
                ValueDef::Result(op, 0) => {
                    let data = f.op(op);
                    match data.opcode {
                        Opcode::PtrAdd | Opcode::AddrSpaceCast | Opcode::Copy => ptr = data.operands[0],
                        _ => return self.unknown(),
                    }
                }
                _ => return self.unknown(),
            }
        }
    }

    /// The class of the memory `op` may write in global or generic memory, if it writes any.
    fn write_class(&self, f: &Function, op: OpId) -> Option<usize> {
        let data = f.op(op);
        let address = match data.opcode {
            Opcode::Store => data.operands[1],
            Opcode::AtomicRmw(_) | Opcode::CmpXchg => data.operands[0],
            // Calls and inline assembly may write anything, buffer accesses any memory their
            // resource's base points at.
            Opcode::Opaque
            | Opcode::InlineAsm(_)
            | Opcode::BufferStore
            | Opcode::BufferStoreFormat
            | Opcode::BufferAtomic(_)
            | Opcode::BufferCmpSwap
            | Opcode::Image => return Some(self.unknown()),
            _ => return None,
        };
        matches!(f.ty(address), Type::Ptr(0 | 1)).then(|| self.base(f, address))
    }

    /// The classes of writes that may alias a load from `ptr`.
    fn aliases(&self, f: &Function, ptr: Value) -> Classes {
        let mut set = Classes::new(self.classes());
        let base = self.base(f, ptr);
        set.insert(self.unknown());
        if base == self.unknown() {
            (0..self.classes()).for_each(|c| set.insert(c));
            return set;
        }
        set.insert(base);
        if !self.noalias[base] {
            (0..self.noalias.len())
                .filter(|&c| !self.noalias[c])
                .for_each(|c| set.insert(c));
        }
        set
    }

    /// For each block, the classes written on some path from the kernel's entry to it.
    fn written_on_entry(&self, f: &Function) -> Vec<Classes> {
        let empty = Classes::new(self.classes());
        let mut written_in = vec![empty.clone(); f.blocks.len()];
        for b in f.block_ids() {
            for &op in &f.block(b).ops {
                if let Some(class) = self.write_class(f, op) {
                    written_in[b.index()].insert(class);
                }
            }
        }
        let mut on_entry = vec![empty; f.blocks.len()];
        let mut worklist: Vec<Block> = f.block_ids().collect();
        let mut queued = vec![true; f.blocks.len()];
        while let Some(b) = worklist.pop() {
            queued[b.index()] = false;
            let mut out = on_entry[b.index()].clone();
            out.union_with(&written_in[b.index()]);
            for s in f.successors(b) {
                let before = on_entry[s.index()].clone();
                on_entry[s.index()].union_with(&out);
                if on_entry[s.index()] != before && !queued[s.index()] {
                    queued[s.index()] = true;
                    worklist.push(s);
                }
            }
        }
        on_entry
    }
}
