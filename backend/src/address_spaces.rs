//! MIR pass `infer-address-spaces`: a load, store or atomic through a generic pointer that is
//! just an `addrspacecast` of a specific one (clang -O0's OpenCL 2.0 code reaches its allocas
//! that way) uses the specific pointer instead, as LLVM's InferAddressSpaces does. The access
//! then goes to the right memory directly (MUBUF for private memory, DS for LDS) instead of
//! through flat addressing; the cast, if nothing else uses it, is left for `dce`. Generic
//! pointers this does not resolve (selected, merged at a join, passed in) stay FLAT accesses.

use mir::pass::{Pass, PassError};
use mir::*;
use std::collections::HashMap;

pub struct InferAddressSpaces;

impl Pass for InferAddressSpaces {
    fn name(&self) -> &'static str {
        "infer-address-spaces"
    }
    fn description(&self) -> &'static str {
        "access memory through the specific pointer a generic one was cast from"
    }
    fn run(&self, module: &mut Module) -> Result<(), PassError> {
        module.functions.iter_mut().for_each(infer);
        Ok(())
    }
}

fn infer(f: &mut Function) {
    // Generic pointers that are casts of specific ones.
    let mut source: HashMap<Value, Value> = HashMap::new();
    for b in f.block_ids() {
        for &op in &f.block(b).ops {
            let d = f.op(op);
            if d.opcode != Opcode::AddrSpaceCast {
                continue;
            }
            if let (Type::Ptr(0), Type::Ptr(space)) = (f.ty(d.results[0]), f.ty(d.operands[0])) {
                if space != 0 {
                    source.insert(d.results[0], d.operands[0]);
                }
            }
        }
    }
    if source.is_empty() {
        return;
    }
    let ops: Vec<OpId> = f.block_ids().flat_map(|b| f.block(b).ops.clone()).collect();
    for op in ops {
        // The address operand of loads and atomics (0) and stores (1); a stored pointer value
        // stays.
        let address = match f.op(op).opcode {
            Opcode::Load | Opcode::AtomicRmw(_) | Opcode::CmpXchg => 0,
            Opcode::Store => 1,
            _ => continue,
        };
        if let Some(&specific) = source.get(&f.op(op).operands[address]) {
            f.ops[op.index()].operands[address] = specific;
        }
    }
}
