//! Emulated lane-instructions per second on large dispatches (a report, not a
//! timed test): matmul (ALU + memory bound) and collatz (divergent loops), on one
//! thread and on all cores.
#[path = "../tests/common/mod.rs"]
mod common;
use common::*;
use runtime::{Arg, Device, Launch};
use std::time::Instant;

fn main() {
    let n = 192usize;
    let mut r = Rng(1);
    let (a, b) = (r.i32s(n * n, -100, 100), r.i32s(n * n, -100, 100));
    let matmul = object("matmul");
    let collatz = object("collatz");
    let cores = std::thread::available_parallelism().map(|c| c.get()).unwrap_or(1);
    for threads in [1, cores] {
        let dev = Device::new();
        let m = dev.load(&matmul).unwrap();
        let (c, ba, bb) = (
            dev.alloc_zeroed(n * n * 4),
            dev.alloc(&bytes(&a)),
            dev.alloc(&bytes(&b)),
        );
        let mut l = Launch::new([n as u32, n as u32, 1], [16, 16, 1]);
        l.threads = threads;
        let t = Instant::now();
        let st = dev
            .launch(
                &m,
                "matmul",
                &[Arg::Buffer(c), Arg::Buffer(ba), Arg::Buffer(bb), Arg::I32(n as i32)],
                &l,
            )
            .unwrap();
        report(&format!("matmul {n}x{n}"), threads, &st, t.elapsed().as_secs_f64());

        let m = dev.load(&collatz).unwrap();
        let items = 1 << 16;
        let input: Vec<i32> = (0..items as i32).map(|i| i * 7 + 1).collect();
        let (out, inb) = (dev.alloc_zeroed(items * 4), dev.alloc(&bytes(&input)));
        let mut l = Launch::new_1d(items as u32, 256);
        l.threads = threads;
        let t = Instant::now();
        let st = dev
            .launch(&m, "collatz", &[Arg::Buffer(out), Arg::Buffer(inb)], &l)
            .unwrap();
        report(&format!("collatz {items}"), threads, &st, t.elapsed().as_secs_f64());
    }
}

fn report(what: &str, threads: usize, st: &runtime::Stats, secs: f64) {
    println!("{what:>16} threads={threads}: {:>12} instructions, {:>13} lane-instructions in {secs:.3}s = {:.1} M lane-instr/s ({:.0}% lanes active)",
        st.instructions, st.lane_instructions(), st.lane_instructions() as f64 / secs / 1e6, 100.0 * st.active_fraction());
}
