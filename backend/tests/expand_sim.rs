//! `atomic-expand` and `frem-expand`, checked by execution.
//!
//! Atomics: every read-modify-write operation on every type, through global memory and LDS,
//! with a wave's 64 lanes colliding on four slots (neighbouring bytes or halves of one dword
//! for the narrow types). The reference interpreter runs the kernel as a wave (lanes take each
//! op in lane order, so compare-and-swap loops really retry: one lane succeeds per iteration)
//! before and after the pass, and the emulator runs kcc's code; the returned old values and
//! the memory afterwards must be the same bits in all three.
//!
//! frem: operands from a table of edge cases (zeros, infinities, NaNs with payloads,
//! subnormals, extremes, exponents far apart) and random bits, in the interpreter before and
//! after the pass and on the emulator.

mod common;

use common::Rng;

use backend::expand::{atomics::expand_atomics, frem::expand_frem};
use backend::schedule::Schedule;
use mir::interp::{run_kernel, run_kernel_waves, Arg as MirArg, Dispatch, WaveOptions};
use mir::uniformity::{Options, UniformityInfo};
use mir::*;
use runtime::{Arg, Device, Launch};

const LANES: usize = 64;
const SLOTS: usize = 4;

/// Appends ops to one block.
struct Build {
    f: Function,
    b: Block,
}

impl Build {
    fn kernel(buffers: &[&str]) -> (Build, Vec<Value>) {
        let mut f = Function::new("k", FunctionKind::Kernel);
        let b = f.add_block();
        let params = buffers.iter().map(|_| f.add_block_param(b, Type::Ptr(1))).collect();
        f.args = buffers
            .iter()
            .enumerate()
            .map(|(k, name)| ArgInfo {
                name: name.to_string(),
                offset: 8 * k as u32,
                size: 8,
                align: 8,
                address_space: Some(1),
                uniform: true,
                noalias: false,
            })
            .collect();
        (Build { f, b }, params)
    }

    fn op(&mut self, opcode: Opcode, operands: Vec<Value>, ty: Type) -> Value {
        let op = self.f.append_op(self.b, opcode, operands, &[ty]);
        self.f.result(op)
    }

    fn effect(&mut self, opcode: Opcode, operands: Vec<Value>, align: u32) {
        let op = self.f.append_op(self.b, opcode, operands, &[]);
        if opcode == Opcode::Store {
            self.f.op_mut(op).set_attr("align", Attr::Int(align as i128));
        }
    }

    fn konst(&mut self, value: i128, ty: Type) -> Value {
        let v = self.op(Opcode::Const, vec![], ty);
        let op = self.f.def_op(v).unwrap();
        self.f.op_mut(op).set_attr("value", Attr::Int(value));
        v
    }

    fn load(&mut self, ptr: Value, ty: Type) -> Value {
        let v = self.op(Opcode::Load, vec![ptr], ty);
        let op = self.f.def_op(v).unwrap();
        self.f.op_mut(op).set_attr("align", Attr::Int((ty.bits() / 8) as i128));
        v
    }

    /// `base + index * size` (index an i32).
    fn element(&mut self, base: Value, index: Value, size: u32) -> Value {
        let pty = self.f.ty(base);
        let it = Type::int(pty.bits()).unwrap();
        let index = if it == Type::I32 {
            index
        } else {
            self.op(Opcode::ZExt, vec![index], it)
        };
        let size = self.konst(size as i128, it);
        let offset = self.op(Opcode::Mul, vec![index, size], it);
        self.op(Opcode::PtrAdd, vec![base, offset], pty)
    }

    fn finish(mut self, globals: Vec<Global>) -> Module {
        self.f.append_op(self.b, Opcode::Ret, vec![], &[]);
        Module {
            functions: vec![self.f],
            globals,
            ..Module::default()
        }
    }
}

/// `k(out, mem, vals)`: lane t does `out[t] = atomicrmw.a(slot t % 4, vals[t])`, the slots
/// being `mem[0..4]` or (`lds`) an LDS copy of them, copied back afterwards.
fn atomic_kernel(a: AtomicOp, ty: Type, lds: bool) -> Module {
    let (mut k, p) = Build::kernel(&["out", "mem", "vals"]);
    let size = ty.bits() / 8;
    let tid = k.op(Opcode::WorkitemId(Dim::X), vec![], Type::I32);
    let three = k.konst(SLOTS as i128 - 1, Type::I32);
    let slot = k.op(Opcode::And, vec![tid, three], Type::I32);
    let v_at = k.element(p[2], tid, size);
    let v = k.load(v_at, ty);
    let mem_slot = k.element(p[1], slot, size);
    let mut globals = Vec::new();
    let target = if lds {
        globals.push(Global {
            name: "slots".into(),
            address_space: 3,
            align: 8,
            init: None,
            size: 8 * SLOTS as u64,
        });
        let base = k.op(Opcode::GlobalAddr, vec![], Type::Ptr(3));
        let op = k.f.def_op(base).unwrap();
        k.f.op_mut(op).set_attr("global", Attr::Str("slots".into()));
        let l = k.element(base, slot, size);
        let init = k.load(mem_slot, ty);
        k.effect(Opcode::Store, vec![init, l], size);
        k.effect(Opcode::Barrier, vec![], 0);
        l
    } else {
        mem_slot
    };
    let old = k.op(Opcode::AtomicRmw(a), vec![target, v], ty);
    let op = k.f.def_op(old).unwrap();
    k.f.op_mut(op).set_attr("align", Attr::Int(size as i128));
    k.f.op_mut(op).set_attr("ordering", Attr::Word("monotonic".into()));
    k.f.op_mut(op).set_attr("scope", Attr::Str("agent".into()));
    let out_at = k.element(p[0], tid, size);
    k.effect(Opcode::Store, vec![old, out_at], size);
    if lds {
        k.effect(Opcode::Barrier, vec![], 0);
        let last = k.load(target, ty);
        k.effect(Opcode::Store, vec![last, mem_slot], size);
    }
    k.finish(globals)
}

/// `n` values of `ty` as bytes: floats mostly small whole numbers with some edge cases,
/// integers mostly small (so that wrapping increments and conditional subtractions go both
/// ways) with some of any size.
fn values(ty: Type, n: usize, rng: &mut Rng) -> Vec<u8> {
    let bits = ty.bits();
    let edges: &[u64] = match ty {
        Type::F16 => &[0x0000, 0x8000, 0x7c00, 0xfc00, 0x7e00, 0x0001, 0x3555, 0x7bff],
        Type::F32 => &[
            0x0000_0000,
            0x8000_0000,
            0x7f80_0000,
            0xff80_0000,
            0x7fc0_0000,
            0x0000_0001,
            0x3eaa_aaab,
            0x7f7f_ffff,
        ],
        Type::F64 => &[
            0,
            1 << 63,
            0x7ff0 << 48,
            0xfff0 << 48,
            0x7ff8 << 48,
            1,
            0x3fd5_5555_5555_5555,
            0x7fef_ffff_ffff_ffff,
        ],
        _ => &[0, 1, u64::MAX],
    };
    let whole = |k: i64| -> u64 {
        match ty {
            Type::F16 => half_bits(k as f64),
            Type::F32 => (k as f32).to_bits() as u64,
            Type::F64 => (k as f64).to_bits(),
            _ => k as u64,
        }
    };
    let mut out = Vec::new();
    for i in 0..n {
        let r = rng.next();
        let v = match r % 8 {
            0 => edges[(r >> 8) as usize % edges.len()],
            1 if !ty.is_float() => r >> 3,
            _ => whole((r >> 8) as i64 % 9 - if ty.is_float() || i % 2 == 0 { 4 } else { 0 }),
        };
        out.extend_from_slice(&v.to_le_bytes()[..(bits / 8) as usize]);
    }
    out
}

/// The f16 bits of a small whole number.
fn half_bits(x: f64) -> u64 {
    if x == 0.0 {
        return 0;
    }
    let (sign, a) = (if x < 0.0 { 0x8000 } else { 0 }, x.abs());
    let e = a.log2().floor() as i64;
    let m = ((a / 2f64.powi(e as i32) - 1.0) * 1024.0) as u64;
    sign | (((e + 15) as u64) << 10) | m
}

/// Runs `module` in the interpreter as one wave; returns its buffers.
fn interpret_wave(module: &Module, args: &[Vec<u8>]) -> Vec<Vec<u8>> {
    let f = &module.functions[0];
    let ui = UniformityInfo::compute(f, &Options::default());
    let schedule = Schedule::compute(f);
    let options = WaveOptions {
        wave_size: 64,
        policy: &schedule,
        uniform_at: &|v, b| !ui.is_divergent_at(f, v, b),
        uniform: &|v| ui.is_uniform(v),
    };
    let mut margs: Vec<MirArg> = args.iter().map(|a| MirArg::Buffer(a.clone())).collect();
    let dispatch = Dispatch {
        grid: [LANES as u32, 1, 1],
        block: [LANES as u32, 1, 1],
    };
    run_kernel_waves(module, "k", &dispatch, &mut margs, 10_000_000, &options)
        .unwrap_or_else(|e| panic!("{e}\n{}", mir::text::print_module(module)));
    buffers(margs)
}

fn buffers(args: Vec<MirArg>) -> Vec<Vec<u8>> {
    args.into_iter()
        .map(|a| match a {
            MirArg::Buffer(b) => b,
            MirArg::Bytes(_) => unreachable!("only buffers"),
        })
        .collect()
}

/// Compiles `module` and runs it on the emulator over `lanes` work-items; returns its buffers.
fn emulate(dev: &Device, module: &Module, args: &[Vec<u8>], lanes: usize) -> Vec<Vec<u8>> {
    // regalloc2's checker verifies every register allocation.
    backend::set_verify(true);
    let object = backend::compile_module(&mut module.clone(), false)
        .unwrap_or_else(|e| panic!("{e}\n{}", mir::text::print_module(module)));
    let program = dev.load(&object).unwrap();
    let bufs: Vec<_> = args.iter().map(|a| dev.alloc(a)).collect();
    let launch_args: Vec<Arg> = bufs.iter().map(|b| Arg::Buffer(*b)).collect();
    dev.launch(&program, "k", &launch_args, &Launch::new_1d(lanes as u32, 64))
        .unwrap_or_else(|e| panic!("{e}\n{}", mir::text::print_module(module)));
    bufs.iter().map(|b| dev.read(b)).collect()
}

/// The low `size` bytes of each value.
fn to_bytes(values: impl Iterator<Item = u64>, size: usize) -> Vec<u8> {
    values.flat_map(|x| x.to_le_bytes()[..size].to_vec()).collect()
}

/// Does any op of `module` satisfy `pred`?
fn has_op(module: &Module, pred: impl Fn(Opcode) -> bool) -> bool {
    let f = &module.functions[0];
    f.block_ids()
        .flat_map(|b| f.block(b).ops.iter())
        .any(|&op| pred(f.op(op).opcode))
}

#[test]
fn expanded_atomics_compute_what_the_atomics_compute() {
    use AtomicOp::*;
    let ints = [
        Xchg, Add, Sub, And, Nand, Or, Xor, Max, Min, UMax, UMin, UIncWrap, UDecWrap, USubCond, USubSat,
    ];
    let floats = [Xchg, FAdd, FSub, FMax, FMin, FMaximum, FMinimum];
    let dev = Device::new();
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for ty in [
        Type::I8,
        Type::I16,
        Type::I32,
        Type::I64,
        Type::F16,
        Type::F32,
        Type::F64,
    ] {
        let ops: &[AtomicOp] = if ty.is_float() { &floats } else { &ints };
        for &a in ops {
            for lds in [false, true] {
                let what = format!(
                    "atomicrmw.{} on {ty} through {}",
                    a.name(),
                    if lds { "LDS" } else { "global memory" }
                );
                let original = atomic_kernel(a, ty, lds);
                let mut expanded = original.clone();
                expand_atomics(&mut expanded.functions[0]);
                mir::verify::verify_module(&expanded).unwrap_or_else(|e| panic!("{what}: {e}"));
                assert_eq!(
                    has_op(&expanded, |o| o == Opcode::CmpXchg),
                    needs_loop(a, ty, lds),
                    "{what}: a loop or not"
                );
                let size = (ty.bits() / 8) as usize;
                let args = [
                    vec![0; LANES * size],
                    values(ty, SLOTS, &mut rng),
                    values(ty, LANES, &mut rng),
                ];
                let want = interpret_wave(&original, &args);
                assert_eq!(
                    interpret_wave(&expanded, &args),
                    want,
                    "{what}, expanded, in the interpreter"
                );
                assert_same(
                    ty,
                    &emulate(&dev, &original, &args, LANES),
                    &want,
                    &format!("{what}, compiled, on the emulator"),
                );
            }
        }
    }
}

/// Buffers of values of `ty` are the same bits, but that any two NaNs are alike: the sign
/// of a NaN an operation makes (`inf - inf`, or `x - NaN` as gfx900's `x + -NaN` for f64) is
/// not one the interpreter and the emulator agree on.
fn assert_same(ty: Type, got: &[Vec<u8>], want: &[Vec<u8>], what: &str) {
    let size = (ty.bits() / 8) as usize;
    let nan = |b: &[u8]| {
        let mut x = [0u8; 8];
        x[..size].copy_from_slice(b);
        let (bits, inf) = (
            u64::from_le_bytes(x) & !(1 << (ty.bits() - 1)),
            match ty {
                Type::F16 => 0x7c00,
                Type::F32 => 0x7f80_0000,
                _ => 0x7ff << 52,
            },
        );
        ty.is_float() && bits > inf
    };
    for (k, (g, w)) in got.iter().zip(want).enumerate() {
        for (i, (x, y)) in g.chunks(size).zip(w.chunks(size)).enumerate() {
            assert!(
                x == y || (nan(x) && nan(y)),
                "{what}: buffer {k}, element {i}: {x:?}, want {y:?}"
            );
        }
    }
}

/// Does gfx900 lack an instruction (or a dword one, for and/or/xor of narrow integers) for
/// this atomic?
fn needs_loop(a: AtomicOp, ty: Type, lds: bool) -> bool {
    use AtomicOp::*;
    let wide = ty.bits() >= 32;
    let integer = wide && ty.is_int() && !matches!(a, Nand | USubCond | USubSat);
    let lds_f32 = lds && ty == Type::F32 && matches!(a, FAdd | FMin | FMax);
    let exchange = wide && a == Xchg;
    let widened = !wide && ty.is_int() && matches!(a, And | Or | Xor);
    !(integer || lds_f32 || exchange || widened)
}

/// `k(out, a, b)`: out[t] = frem(a[t], b[t]) on values of `ty`.
fn frem_kernel(ty: Type) -> Module {
    let (mut k, p) = Build::kernel(&["out", "a", "b"]);
    let size = ty.bits() / 8;
    let tid = k.op(Opcode::WorkitemId(Dim::X), vec![], Type::I32);
    let group = k.op(Opcode::WorkgroupId(Dim::X), vec![], Type::I32);
    let wave = k.konst(LANES as i128, Type::I32);
    let first = k.op(Opcode::Mul, vec![group, wave], Type::I32);
    let i = k.op(Opcode::Add, vec![first, tid], Type::I32);
    let (a_at, b_at, out_at) = (
        k.element(p[1], i, size),
        k.element(p[2], i, size),
        k.element(p[0], i, size),
    );
    let (x, y) = (k.load(a_at, ty), k.load(b_at, ty));
    let r = k.op(Opcode::FRem, vec![x, y], ty);
    k.effect(Opcode::Store, vec![r, out_at], size);
    k.finish(Vec::new())
}

#[test]
fn expanded_frem_computes_the_exact_remainder() {
    let dev = Device::new();
    for ty in [Type::F16, Type::F32, Type::F64] {
        let bits = ty.bits();
        let (sign, inf) = (
            1u64 << (bits - 1),
            match ty {
                Type::F16 => 0x7c00u64,
                Type::F32 => 0x7f80_0000,
                _ => 0x7ff << 52,
            },
        );
        let quiet = ty.quiet_nan().unwrap();
        let max = inf - 1; // the largest finite value
        let one = match ty {
            Type::F16 => 0x3c00,
            Type::F32 => 0x3f80_0000,
            _ => 0x3ff << 52,
        };
        let table = [
            0,
            sign,
            inf,
            sign | inf,
            quiet,
            sign | quiet | 5,
            inf | 1,
            1,
            sign | (one >> 8),
            max,
            sign | max,
            one,
            sign | one,
            one + 3,
            one << 1 | 1,
        ];
        let mut rng = Rng(0xD1B5_4A32_D192_ED03 ^ bits as u64);
        let mut pairs: Vec<(u64, u64)> = table.iter().flat_map(|&x| table.iter().map(move |&y| (x, y))).collect();
        // Random bits, and random significands with exponents far apart (the largest and
        // smallest normal ones).
        let mask = if bits == 64 { u64::MAX } else { (1 << bits) - 1 };
        let exponent_unit = inf & inf.wrapping_neg();
        let n = (pairs.len() + 1024).next_multiple_of(LANES);
        while pairs.len() < n {
            let (x, y) = (rng.next() & mask, rng.next() & mask);
            let apart = (
                (x & !inf) | (inf - exponent_unit * (1 + x % 4)),
                (y & !inf) | (exponent_unit * (1 + y % 4)),
            );
            pairs.push(if pairs.len().is_multiple_of(2) { (x, y) } else { apart });
        }
        let size = (bits / 8) as usize;
        let args = [
            vec![0; n * size],
            to_bytes(pairs.iter().map(|p| p.0), size),
            to_bytes(pairs.iter().map(|p| p.1), size),
        ];
        let original = frem_kernel(ty);
        let mut expanded = original.clone();
        expand_frem(&mut expanded.functions[0]);
        mir::verify::verify_module(&expanded).unwrap_or_else(|e| panic!("frem on {ty}: {e}"));
        assert!(!has_op(&expanded, |o| o == Opcode::FRem), "frem on {ty} left as is");
        let run = |m: &Module| {
            let mut margs: Vec<MirArg> = args.iter().map(|a| MirArg::Buffer(a.clone())).collect();
            let dispatch = Dispatch {
                grid: [n as u32, 1, 1],
                block: [LANES as u32, 1, 1],
            };
            run_kernel(m, "k", &dispatch, &mut margs, 100_000_000).unwrap_or_else(|e| panic!("frem on {ty}: {e}"));
            buffers(margs)
        };
        let want = run(&original);
        assert_eq!(run(&expanded), want, "frem on {ty}, expanded, in the interpreter");
        assert_eq!(
            emulate(&dev, &original, &args, n),
            want,
            "frem on {ty}, compiled, on the emulator"
        );
    }
}
