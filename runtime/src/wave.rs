//! One wave64: its register files and the semantics of every instruction.
//! Memory results are available at once, but a load's destination registers
//! stay "pending" until an `s_waitcnt` covers the load, and reading them
//! earlier is a fault: code that relies on timing is wrong on hardware.
use crate::class::{class, AtomOp, CmpTy, Mem};
use crate::error::{At, Fault};
use crate::format::Format;
use crate::memory::{MemError, View};
use crate::packed;
use crate::program::Program;
use crate::stats::Stats;
use gfx9_isa::{op, Enc, Family, Field, Inst, Op, Operand};
use std::collections::VecDeque;

mod image;
mod sample;

/// Flat-address apertures (high 32 bits), as `src_shared_base`/`src_private_base` report them.
pub const SHARED_HI: u32 = 0x0001_0000;
pub const PRIVATE_HI: u32 = 0x0002_0000;
/// Base the private-segment buffer descriptor points at: per-lane scratch is
/// addressed relative to it.
pub const PRIVATE_BUF_BASE: u64 = 0x7000_0000_0000;

const VCC: usize = 106;
const EXEC: usize = 126;

/// A DS address: the VGPR address plus the instruction's offset, in 32 bits (llc relies on the
/// wrap-around, e.g. `0 - 4 * id` with `offset:252`).
fn lds_address(base: u64, offset: u64) -> u64 {
    base.wrapping_add(offset) & 0xffff_ffff
}

/// The hardware register, bit offset and mask an `s_getreg`/`s_setreg` simm16 names.
fn hwreg_field(simm16: i32) -> (usize, u32, u32) {
    let field = gfx9_isa::HwReg::decode(simm16 as u16);
    (field.id as usize, field.offset as u32, field.mask())
}

/// Why `run` returned.
#[derive(Debug, PartialEq, Eq)]
pub enum Stop {
    Barrier,
    End,
    /// Time slice used up; the wave can continue.
    Yield,
}

struct Pending {
    pc: u64,
    s: u128,
    v: [u64; 4],
}

pub struct Wave {
    pub s: [u32; 128],
    /// VGPR r of lane l is `v[r * 64 + l]`.
    pub v: Vec<u32>,
    pub nvgpr: usize,
    pub scc: bool,
    pub pc: u64,
    pub done: bool,
    /// Per-lane private memory, `scratch_size` bytes per lane.
    pub scratch: Vec<u8>,
    pub scratch_size: usize,
    /// Where this wave's scratch starts in the queue's scratch buffer (bytes, 64 lanes
    /// interleaved): the private segment wave offset the dispatch passes in an SGPR. Nonzero,
    /// as on hardware, so code that forgets to add it faults.
    pub scratch_wave_offset: u64,
    pub group: [u32; 3],
    pub index: u32,
    pend_s: u128,
    pend_v: [u64; 4],
    vm_q: VecDeque<Pending>,
    lgkm_q: VecDeque<Pending>,
    /// The instruction being executed (for fault reports).
    cur_pc: u64,
    /// VGPR indexing mode (`s_set_gpr_idx_on`): VALU VGPR operands named by M0[15:12] are
    /// offset by M0[7:0].
    gpr_idx_on: bool,
    /// The hardware registers `s_getreg`/`s_setreg` reach, by id (1: MODE, from the kernel
    /// descriptor's float modes; the others read 0 unless written).
    pub hwreg: [u32; 8],
}

/// What an instruction sees besides its wave.
pub struct Env<'a> {
    pub mem: &'a View,
    pub prog: &'a Program,
    pub lds: &'a mut [u8],
    pub stats: &'a mut Stats,
    pub trace: bool,
}

/// Source operand of a vector instruction: a VGPR (index of its first element) or a scalar value.
#[derive(Clone, Copy)]
enum VSrc {
    V(usize, u8),
    S(u64),
}

fn f32b(x: u64) -> f32 {
    f32::from_bits(x as u32)
}
fn f64b(x: u64) -> f64 {
    f64::from_bits(x)
}
/// `x`, or a zero of its sign when it is a denormal.
fn flush_f32(x: f32) -> f32 {
    if x.is_subnormal() {
        0.0f32.copysign(x)
    } else {
        x
    }
}
/// An f16 denormal as a zero of its sign.
fn flush_f16(x: u16) -> u16 {
    if x & 0x7c00 == 0 {
        x & 0x8000
    } else {
        x
    }
}
fn bf(x: f32) -> u64 {
    x.to_bits() as u64
}
fn bd(x: f64) -> u64 {
    x.to_bits()
}

fn frexp32(x: f32) -> (f32, i32) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    let (m, e) = frexp64(x as f64);
    (m as f32, e)
}
fn frexp64(x: f64) -> (f64, i32) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    let bits = x.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    if exp == 0 {
        // Denormal: normalise first.
        let (m, e) = frexp64(x * 2f64.powi(64));
        return (m, e - 64);
    }
    let m = f64::from_bits((bits & !(0x7ff << 52)) | (1022u64 << 52));
    (m, exp - 1022)
}
fn ldexp64(x: f64, e: i32) -> f64 {
    let e = e.clamp(-2200, 2200);
    // Split the scaling so intermediate powers stay finite.
    let mut r = x;
    let mut e = e;
    while e > 1000 {
        r *= 2f64.powi(1000);
        e -= 1000;
    }
    while e < -1000 {
        r *= 2f64.powi(-1000);
        e += 1000;
    }
    r * 2f64.powi(e)
}

/// 2/π as the 1201-bit fraction `v_trig_preop_f64` takes its segments from: bits b1200..b0 of
/// floor(2/π · 2^1201), least significant word first (computed with mpmath at 1400 bits).
const TWO_OVER_PI: [u64; 19] = [
    0xba10ac06608df8f6,
    0x25d4d7f6bf623f1a,
    0xe2f67a0e73ef14a5,
    0xd45aea4f758fd7cb,
    0x136e9e8c7ecd3cbf,
    0xda3eda6cfd9e4f96,
    0x301fde5e2316b414,
    0x50763ff12fffbc0b,
    0x73e93908bf177bf2,
    0xfc827323ac7306a6,
    0x8909d338e04d68be,
    0x4e7dd1046bea5d76,
    0x2439fc3bd6396253,
    0xa5c00c925dd413a3,
    0x8ac36e48dc74849b,
    0x2083fca2c757bd77,
    0xbb81b6c52b327887,
    0x2a53f84eafa3ea69,
    0x000145f306dc9c88,
];

/// `v_trig_preop_f64 x, segment`: the 53-bit segment of 2/π that range reduction of `x` needs
/// (the ISA manual's pseudocode): segment `segment & 31`, moved further down for large
/// exponents, as a double scaled to its place (rescaled by 2^128 for huge `x`).
fn trig_preop(x: f64, segment: u32) -> f64 {
    let exponent = ((x.to_bits() >> 52) & 0x7ff) as i32;
    let mut shift = (segment & 31) as i32 * 53;
    if exponent > 1077 {
        shift += exponent - 1077;
    }
    let bit = |i: i32| -> u64 {
        if (0..=1200).contains(&i) {
            TWO_OVER_PI[(i / 64) as usize] >> (i % 64) & 1
        } else {
            0
        }
    };
    let lowest = 1200 - shift - 52;
    let bits = (0..53).rev().fold(0u64, |acc, k| acc << 1 | bit(lowest + k));
    let mut scale = -53 - shift;
    if exponent >= 1968 {
        scale += 128;
    }
    ldexp64(bits as f64, scale)
}

/// v_div_fixup: special cases of a quotient (s0 = quotient estimate, s1 = denominator, s2 = numerator).
fn div_fixup64(q: f64, d: f64, n: f64) -> f64 {
    let sign = if (d.is_sign_negative()) != (n.is_sign_negative()) {
        -1.0
    } else {
        1.0
    };
    if d.is_nan() || n.is_nan() || (d == 0.0 && n == 0.0) || (d.is_infinite() && n.is_infinite()) {
        f64::NAN
    } else if d == 0.0 || n.is_infinite() {
        sign * f64::INFINITY
    } else if d.is_infinite() || n == 0.0 {
        sign * 0.0
    } else {
        q
    }
}

fn class_mask(x: f64, denorm: bool) -> u32 {
    let neg = x.is_sign_negative();
    let bit = if x.is_nan() {
        1 // quiet NaN (signalling NaNs are not distinguished)
    } else if x.is_infinite() {
        if neg {
            2
        } else {
            9
        }
    } else if x == 0.0 {
        if neg {
            5
        } else {
            6
        }
    } else if denorm {
        if neg {
            4
        } else {
            7
        }
    } else if neg {
        3
    } else {
        8
    };
    1 << bit
}

impl Wave {
    pub fn new(nvgpr: usize, scratch_size: usize) -> Wave {
        Wave {
            s: [0; 128],
            v: vec![0; nvgpr.max(1) * 64],
            nvgpr,
            scc: false,
            pc: 0,
            done: false,
            scratch: vec![0; scratch_size * 64],
            scratch_size,
            scratch_wave_offset: 0,
            group: [0; 3],
            index: 0,
            pend_s: 0,
            pend_v: [0; 4],
            vm_q: VecDeque::new(),
            lgkm_q: VecDeque::new(),
            cur_pc: 0,
            gpr_idx_on: false,
            hwreg: [0; 8],
        }
    }

    /// Forget outstanding memory operations (a new wave starts with none).
    pub fn reset_pending(&mut self) {
        self.waitcnt(0, 0);
    }

    pub fn exec(&self) -> u64 {
        self.s[EXEC] as u64 | (self.s[EXEC + 1] as u64) << 32
    }
    fn set_exec(&mut self, e: u64) {
        self.s[EXEC] = e as u32;
        self.s[EXEC + 1] = (e >> 32) as u32;
    }
    fn vcc(&self) -> u64 {
        self.s[VCC] as u64 | (self.s[VCC + 1] as u64) << 32
    }

    fn at(&self, env: &Env, asm: bool) -> At {
        At {
            pc: self.cur_pc,
            asm: if asm {
                env.prog.get(self.cur_pc).map(|(i, _)| i.to_asm()).unwrap_or_default()
            } else {
                String::new()
            },
            group: self.group,
            wave: self.index,
        }
    }

    fn mem_fault(&self, env: &Env, e: MemError, kind: &'static str, addr: u64, size: u32, lane: u32) -> Fault {
        match e {
            MemError::OutOfBounds => Fault::OutOfBounds {
                kind,
                addr,
                size,
                lane,
                at: self.at(env, true),
            },
            MemError::Misaligned => Fault::Misaligned {
                kind,
                addr,
                lane,
                at: self.at(env, true),
            },
        }
    }

    // ---- pending-load bookkeeping -------------------------------------------------

    fn check_s(&self, env: &Env, first: usize, n: usize) -> Result<(), Fault> {
        if first >= 128 || self.pend_s == 0 {
            return Ok(());
        }
        let mask = (((1u128 << n) - 1) << first) & self.pend_s;
        if mask != 0 {
            let r = mask.trailing_zeros() as usize;
            let pc = self
                .lgkm_q
                .iter()
                .chain(&self.vm_q)
                .find(|p| p.s >> r & 1 != 0)
                .map(|p| p.pc)
                .unwrap_or(0);
            return Err(Fault::ReadBeforeWait {
                reg: format!("s{r}"),
                load_pc: pc,
                at: self.at(env, true),
            });
        }
        Ok(())
    }
    fn check_v(&self, env: &Env, first: usize, n: usize) -> Result<(), Fault> {
        for r in first..first + n {
            if r < 256 && self.pend_v[r / 64] >> (r % 64) & 1 != 0 {
                let pc = self
                    .vm_q
                    .iter()
                    .chain(&self.lgkm_q)
                    .find(|p| p.v[r / 64] >> (r % 64) & 1 != 0)
                    .map(|p| p.pc)
                    .unwrap_or(0);
                return Err(Fault::ReadBeforeWait {
                    reg: format!("v{r}"),
                    load_pc: pc,
                    at: self.at(env, true),
                });
            }
        }
        Ok(())
    }
    fn pend(&mut self, vm: bool, s: (usize, usize), v: (usize, usize)) {
        let mut p = Pending {
            pc: self.cur_pc,
            s: 0,
            v: [0; 4],
        };
        if s.1 > 0 && s.0 < 128 {
            p.s = ((1u128 << s.1) - 1) << s.0;
        }
        for r in v.0..(v.0 + v.1).min(256) {
            p.v[r / 64] |= 1 << (r % 64);
        }
        self.pend_s |= p.s;
        for k in 0..4 {
            self.pend_v[k] |= p.v[k];
        }
        if vm {
            self.vm_q.push_back(p)
        } else {
            self.lgkm_q.push_back(p)
        }
    }
    /// A vector memory access in flight. FLAT ones count on vmcnt and lgkmcnt both (they may
    /// reach LDS): their results are there once both counters say so.
    fn pend_vmem(&mut self, flat: bool, v: (usize, usize)) {
        self.pend(true, (0, 0), v);
        if flat {
            self.pend(false, (0, 0), v);
        }
    }
    fn waitcnt(&mut self, vm: usize, lgkm: usize) {
        while self.vm_q.len() > vm {
            self.vm_q.pop_front();
        }
        while self.lgkm_q.len() > lgkm {
            self.lgkm_q.pop_front();
        }
        self.pend_s = 0;
        self.pend_v = [0; 4];
        for p in self.vm_q.iter().chain(&self.lgkm_q) {
            self.pend_s |= p.s;
            for k in 0..4 {
                self.pend_v[k] |= p.v[k];
            }
        }
    }
    /// A register written by an ALU is no longer waiting for a load.
    fn clear_v(&mut self, r: usize, n: usize) {
        if self.pend_v != [0; 4] {
            for q in r..(r + n).min(256) {
                self.pend_v[q / 64] &= !(1 << (q % 64));
            }
        }
    }

    // ---- operand access --------------------------------------------------------

    fn sread(&self, env: &Env, o: Operand, lit: u32) -> Result<u32, Fault> {
        Ok(match o.0 {
            0..=127 => {
                self.check_s(env, o.0 as usize, 1)?;
                self.s[o.0 as usize]
            }
            235 => SHARED_HI,
            236 => SHARED_HI,
            237 => PRIVATE_HI,
            238 => PRIVATE_HI,
            251 => (self.vcc() == 0) as u32,
            252 => (self.exec() == 0) as u32,
            253 => self.scc as u32,
            255 => lit,
            _ => o.inline_b32().unwrap_or(0),
        })
    }
    fn sread64(&self, env: &Env, o: Operand, lit: u32) -> Result<u64, Fault> {
        Ok(match o.0 {
            0..=126 => {
                self.check_s(env, o.0 as usize, 2)?;
                self.s[o.0 as usize] as u64 | (self.s[o.0 as usize + 1] as u64) << 32
            }
            235 | 236 => (SHARED_HI as u64) << 32,
            237 | 238 => (PRIVATE_HI as u64) << 32,
            255 => lit as u64,
            251..=253 => self.sread(env, o, lit)? as u64,
            _ => o.inline_b64().unwrap_or(0),
        })
    }
    fn swrite(&mut self, d: Operand, v: u32) {
        if (d.0 as usize) < 128 {
            self.s[d.0 as usize] = v;
            self.pend_s &= !(1u128 << d.0);
        }
    }
    fn swrite64(&mut self, d: Operand, v: u64) {
        self.swrite(d, v as u32);
        self.swrite(Operand(d.0 + 1), (v >> 32) as u32);
    }

    fn vsrc(&self, env: &Env, o: Operand, lit: u32, n: u8) -> Result<VSrc, Fault> {
        if o.is_vgpr() {
            let r = o.vgpr() as usize;
            if r + n.max(1) as usize > self.nvgpr {
                return Err(Fault::VgprOutOfRange {
                    reg: r + n.max(1) as usize - 1,
                    count: self.nvgpr,
                    at: self.at(env, true),
                });
            }
            self.check_v(env, r, n.max(1) as usize)?;
            Ok(VSrc::V(r * 64, n))
        } else if n >= 2 {
            Ok(VSrc::S(self.sread64(env, o, lit)?))
        } else {
            Ok(VSrc::S(self.sread(env, o, lit)? as u64))
        }
    }
    #[inline]
    fn get(&self, s: VSrc, lane: usize) -> u64 {
        match s {
            VSrc::V(b, n) => {
                let lo = self.v[b + lane] as u64;
                if n >= 2 {
                    lo | (self.v[b + 64 + lane] as u64) << 32
                } else {
                    lo
                }
            }
            VSrc::S(x) => x,
        }
    }
    #[inline]
    fn vset(&mut self, d: usize, n: u8, lane: usize, x: u64) {
        self.v[d * 64 + lane] = x as u32;
        if n >= 2 {
            self.v[(d + 1) * 64 + lane] = (x >> 32) as u32;
        }
    }

    /// Sources of a vector ALU instruction, with their widths and float modifiers.
    fn vsrcs(&self, env: &Env, i: &Inst) -> Result<([VSrc; 3], [u8; 3]), Fault> {
        let mut s = [VSrc::S(0); 3];
        let mut w = [1u8; 3];
        for (k, f) in [Field::Src0, Field::Src1, Field::Src2].into_iter().enumerate() {
            let n = i.width(f);
            if n == 0 {
                continue;
            }
            w[k] = n.max(1);
            s[k] = match packed::float_const_half(i.field(f)) {
                Some(h) if packed::reads_f16(i, k) => VSrc::S(h as u64),
                _ => self.vsrc(env, i.field(f), i.lit, n)?,
            };
        }
        Ok((s, w))
    }

    fn dst_vgpr(&self, env: &Env, i: &Inst) -> Result<(usize, u8), Fault> {
        let n = i.width(Field::Dst).max(1);
        let d = i.dst.vgpr() as usize;
        if !i.dst.is_vgpr() {
            return Err(Fault::Unsupported { at: self.at(env, true) });
        }
        if d + n as usize > self.nvgpr {
            return Err(Fault::VgprOutOfRange {
                reg: d + n as usize - 1,
                count: self.nvgpr,
                at: self.at(env, true),
            });
        }
        Ok((d, n))
    }

    /// `v_mqsad_u32_u8`: the masked quad SAD with four 32-bit accumulators, a 128-bit source
    /// and destination (no modifiers in the VOP3 form).
    fn mqsad_u32_u8(&mut self, env: &Env, i: &Inst) -> Result<(), Fault> {
        let (d, _) = self.dst_vgpr(env, i)?;
        self.check_v(env, d, 4)?;
        let s0 = self.vsrc(env, i.field(Field::Src0), i.lit, 2)?;
        let s1 = self.vsrc(env, i.field(Field::Src1), i.lit, 1)?;
        let acc = i.field(Field::Src2);
        if !acc.is_vgpr() || acc.vgpr() as usize + 4 > self.nvgpr {
            return Err(Fault::Unsupported { at: self.at(env, true) });
        }
        let a = acc.vgpr() as usize;
        self.check_v(env, a, 4)?;
        let exec = self.exec();
        for l in (0..64).filter(|l| exec >> l & 1 != 0) {
            let s2 = [0, 1, 2, 3].map(|k| self.v[(a + k) * 64 + l]);
            let r = crate::media::quad_sad(self.get(s0, l), self.get(s1, l), s2, true);
            for (k, x) in r.into_iter().enumerate() {
                self.v[(d + k) * 64 + l] = x;
            }
        }
        self.clear_v(d, 4);
        Ok(())
    }

    /// Run a per-lane function over the active lanes: f(sources, lane) -> result.
    /// Applies the VOP3 source/output modifiers and the DPP / SDWA extensions.
    fn valu(&mut self, env: &Env, i: &Inst, f: impl Fn([u64; 3], usize) -> u64) -> Result<(), Fault> {
        let (mut src, w) = self.vsrcs(env, i)?;
        let (d, n) = self.dst_vgpr(env, i)?;
        if matches!(i.op, op::V_MAC_F32 | op::V_MAC_F16) {
            // The accumulator is the destination register (both encodings).
            self.check_v(env, d, 1)?;
            src[2] = VSrc::V(d * 64, 1);
        }
        let exec = self.exec();
        let e = i.m.ext;
        let (neg, abs) = match i.enc {
            _ if i.family() == Family::VOP3 => (i.m.neg, i.m.abs),
            Enc::Dpp => (
                (e >> 20 & 1 | (e >> 22 & 1) << 1) as u8,
                (e >> 21 & 1 | (e >> 23 & 1) << 1) as u8,
            ),
            Enc::Sdwa => (
                (e >> 20 & 1 | (e >> 28 & 1) << 1) as u8,
                (e >> 21 & 1 | (e >> 29 & 1) << 1) as u8,
            ),
            _ => (0, 0),
        };
        // Sign bit of a 16-bit float operand: ops on f16 sources (and f16 SDWA forms), else by
        // width.
        let name = i.op.name();
        let half = name.ends_with("_f16") || (i.enc == Enc::Sdwa && name.contains("f16"));
        // SDWA keeps its output modifiers in the extension word (clamp: bit 13, omod: 14-15;
        // llc: `v_sub_u16_sdwa ... clamp` for i8 usub.sat).
        let (omod, clamp) = match i.enc {
            Enc::Sdwa => ((e >> 14 & 3) as u8, e >> 13 & 1 != 0),
            _ => (i.m.omod, i.m.clamp),
        };
        let omod_clamp = (i.family() == Family::VOP3 || i.enc == Enc::Sdwa) && (omod != 0 || clamp);
        // DPP reads other lanes' src0: take it before any lane is written (dst may be src0).
        let mut dpp_src = [0u64; 64];
        if i.enc == Enc::Dpp {
            for (l, x) in dpp_src.iter_mut().enumerate() {
                *x = self.get(src[0], l);
            }
        }
        for lane in 0..64 {
            if exec >> lane & 1 == 0 {
                continue;
            }
            let mut a = [self.get(src[0], lane), self.get(src[1], lane), self.get(src[2], lane)];
            match i.enc {
                Enc::Dpp => {
                    let (row_mask, bank_mask) = (e >> 28, (e >> 24) & 15);
                    if row_mask >> (lane / 16) & 1 == 0 || bank_mask >> ((lane % 16) / 4) & 1 == 0 {
                        continue;
                    }
                    match dpp_lane((e >> 8) & 0x1ff, lane).filter(|&s| exec >> s & 1 != 0) {
                        Some(s) => a[0] = dpp_src[s],
                        None if e >> 19 & 1 != 0 => a[0] = 0, // bound_ctrl: read zero
                        None => continue,                     // no source: lane not written
                    }
                }
                Enc::Sdwa => {
                    a[0] = sdwa_sel(a[0], (e >> 16) & 7, e >> 19 & 1 != 0);
                    a[1] = sdwa_sel(a[1], (e >> 24) & 7, e >> 27 & 1 != 0);
                }
                _ => {}
            }
            if neg | abs != 0 {
                for k in 0..3 {
                    let sign = if w[k] >= 2 {
                        1u64 << 63
                    } else if half {
                        1 << 15
                    } else {
                        1u64 << 31
                    };
                    if abs >> k & 1 != 0 {
                        a[k] &= !sign;
                    }
                    if neg >> k & 1 != 0 {
                        a[k] ^= sign;
                    }
                }
            }
            let mut r = f(a, lane);
            if omod_clamp {
                r = out_mods(i.op, omod, clamp, n, r, a)
                    .ok_or_else(|| Fault::Unsupported { at: self.at(env, true) })?;
            }
            if i.enc == Enc::Sdwa {
                r = sdwa_dst(r as u32, self.v[d * 64 + lane], (e >> 8) & 7, (e >> 11) & 3) as u64;
            }
            self.vset(d, n, lane, r);
        }
        self.clear_v(d, n as usize);
        Ok(())
    }

    /// Where a VOPC / carry-out result mask goes: VCC for e32 (and SDWA compares without an
    /// sdst), the dst SGPR pair of a VOPC in e64, the sdst of other e64 forms, of SDWA compares
    /// naming one, and of VOP3-only ops (`v_mad_u64_u32`, `v_div_scale`).
    fn mask_dst(i: &Inst) -> Operand {
        if let Some(d) = i.sdwa_sdst() {
            return d;
        }
        match (i.enc, i.op.info().family) {
            (Enc::E64, Family::VOPC) => i.dst,
            (Enc::E64, _) | (_, Family::VOP3) => i.sdst,
            _ => Operand::VCC,
        }
    }

    // ---- main step -------------------------------------------------------------

    /// Run until the wave ends, reaches a barrier, or `budget` instructions ran.
    pub fn run(&mut self, env: &mut Env, budget: &mut u64) -> Result<Stop, Fault> {
        loop {
            if *budget == 0 {
                return Ok(Stop::Yield);
            }
            *budget -= 1;
            let pc = self.pc;
            self.cur_pc = pc;
            let (inst, len) = match env.prog.get(pc) {
                Some(x) => x,
                None => {
                    return Err(match env.prog.word(pc) {
                        Some(word) => Fault::Undecodable {
                            word,
                            at: self.at(env, false),
                        },
                        None => Fault::BadPc {
                            pc,
                            at: self.at(env, false),
                        },
                    })
                }
            };
            if env.trace {
                // With line info, each instruction ends in `; FILE:LINE[:COL]` (line 0: none).
                let line = env
                    .prog
                    .line(pc)
                    .filter(|l| l.line != 0)
                    .map(|l| format!("  ; {l}"))
                    .unwrap_or_default();
                println!(
                    "[wg {},{},{} w{}] 0x{:06x} exec=0x{:016x}  {}{line}",
                    self.group[0],
                    self.group[1],
                    self.group[2],
                    self.index,
                    pc,
                    self.exec(),
                    inst.to_asm()
                );
            }
            env.stats.count(inst, self.exec());
            self.pc = pc + len as u64;
            match self.step(env, inst)? {
                None => {}
                Some(s) => return Ok(s),
            }
        }
    }

    fn step(&mut self, env: &mut Env, i: &Inst) -> Result<Option<Stop>, Fault> {
        use Family::*;
        match i.family() {
            SOP1 | SOP2 | SOPC | SOPK => self.salu(env, i)?,
            SOPP => return self.sopp(env, i),
            SMEM => self.smem(env, i)?,
            VOP1 | VOP2 | VOPC | VOP3 | VOP3P if self.gpr_idx_on => {
                let indexed = self.gpr_indexed(i);
                self.valu_op(env, &indexed)?
            }
            VOP1 | VOP2 | VOPC | VOP3 | VOP3P => self.valu_op(env, i)?,
            DS => self.ds(env, i)?,
            FLAT | GLOBAL | SCRATCH | MUBUF | MTBUF => self.vmem(env, i)?,
            MIMG => self.mimg(env, i)?,
        }
        Ok(None)
    }

    /// `i` with the VGPR operands VGPR indexing mode selects moved by the index.
    fn gpr_indexed(&self, i: &Inst) -> Inst {
        let m0 = self.s[Operand::M0.0 as usize];
        let (index, mode) = ((m0 & 0xff) as u16, (m0 >> 12) & 0xf);
        let mut i = i.clone();
        for k in 0..3 {
            if mode & (1 << k) != 0 && i.src[k].is_vgpr() {
                i.src[k] = Operand(i.src[k].0 + index);
            }
        }
        if mode & 8 != 0 && i.dst.is_vgpr() {
            i.dst = Operand(i.dst.0 + index);
        }
        i
    }

    fn sopp(&mut self, env: &mut Env, i: &Inst) -> Result<Option<Stop>, Fault> {
        let target = self.pc.wrapping_add((i.imm as i64 * 4) as u64);
        let taken = match i.op {
            op::S_NOP
            | op::S_SETPRIO
            | op::S_SLEEP
            | op::S_SENDMSG
            | op::S_ICACHE_INV
            | op::S_TTRACEDATA
            | op::S_SETHALT
            | op::S_INCPERFLEVEL
            | op::S_DECPERFLEVEL => return Ok(None),
            op::S_SET_GPR_IDX_OFF => {
                self.gpr_idx_on = false;
                return Ok(None);
            }
            op::S_SET_GPR_IDX_MODE => {
                let m0 = &mut self.s[Operand::M0.0 as usize];
                *m0 = (*m0 & !0xf000) | ((i.imm as u32 & 0xf) << 12);
                return Ok(None);
            }
            op::S_ENDPGM => {
                self.done = true;
                return Ok(Some(Stop::End));
            }
            op::S_BARRIER => return Ok(Some(Stop::Barrier)),
            op::S_WAITCNT => {
                let w = i.imm as u32;
                let vm = (w & 0xf) | ((w >> 14) & 3) << 4;
                let lgkm = (w >> 8) & 0xf;
                self.waitcnt(vm as usize, lgkm as usize);
                return Ok(None);
            }
            // The debugger's breakpoint: with no debugger attached, ROCm's trap handler
            // returns at once (AMDGPUUsage's trap table).
            op::S_TRAP if i.imm & 0xff == 3 => false,
            op::S_TRAP => {
                return Err(Fault::Trap {
                    code: i.imm as u32 & 0xff,
                    at: self.at(env, true),
                })
            }
            op::S_BRANCH => true,
            op::S_CBRANCH_SCC0 => !self.scc,
            op::S_CBRANCH_SCC1 => self.scc,
            op::S_CBRANCH_VCCZ => self.vcc() == 0,
            op::S_CBRANCH_VCCNZ => self.vcc() != 0,
            op::S_CBRANCH_EXECZ => self.exec() == 0,
            op::S_CBRANCH_EXECNZ => self.exec() != 0,
            _ => return Err(Fault::Unsupported { at: self.at(env, true) }),
        };
        if taken {
            self.pc = target;
        }
        Ok(None)
    }

    fn smem(&mut self, env: &mut Env, i: &Inst) -> Result<(), Fault> {
        let n = i.width(Field::Dst) as usize;
        let bytes = match i.op {
            op::S_LOAD_DWORD | op::S_LOAD_DWORDX2 | op::S_LOAD_DWORDX4 | op::S_LOAD_DWORDX8 | op::S_LOAD_DWORDX16 => {
                n * 4
            }
            op::S_DCACHE_WB | op::S_DCACHE_INV | op::S_DCACHE_WB_VOL | op::S_DCACHE_INV_VOL => return Ok(()),
            op::S_MEMTIME | op::S_MEMREALTIME => {
                self.swrite64(i.dst, env.stats.instructions);
                return Ok(());
            }
            op::S_BUFFER_LOAD_DWORD
            | op::S_BUFFER_LOAD_DWORDX2
            | op::S_BUFFER_LOAD_DWORDX4
            | op::S_BUFFER_LOAD_DWORDX8
            | op::S_BUFFER_LOAD_DWORDX16 => return self.s_buffer_load(env, i, n),
            _ => return Err(Fault::Unsupported { at: self.at(env, true) }),
        };
        let base = self.sread64(env, i.src[0], 0)?;
        let off = match (i.imm >= 0, i.m.soe) {
            (true, false) => i.imm as u64,
            (true, true) => i.imm as u64 + self.sread(env, i.src[1], 0)? as u64,
            _ => self.sread(env, i.src[1], 0)? as u64,
        };
        let addr = base.wrapping_add(off) & !3;
        let mut buf = [0u8; 64];
        env.mem
            .read(addr, &mut buf[..bytes])
            .map_err(|e| self.mem_fault(env, e, "scalar load", addr, bytes as u32, 0))?;
        for k in 0..n {
            let w = u32::from_le_bytes(buf[4 * k..4 * k + 4].try_into().unwrap_or([0; 4]));
            self.swrite(Operand(i.dst.0 + k as u16), w);
        }
        self.pend(false, (i.dst.0 as usize, n), (0, 0));
        Ok(())
    }

    /// `s_buffer_load_dword*`: dwords at the resource's base plus the offset (immediate or
    /// SGPR); a dword whose offset is past the buffer's bytes (num_records, times the stride
    /// when there is one) reads 0.
    fn s_buffer_load(&mut self, env: &mut Env, i: &Inst, n: usize) -> Result<(), Fault> {
        let mut rsrc = [0u32; 4];
        for (k, w) in rsrc.iter_mut().enumerate() {
            *w = self.sread(env, Operand(i.src[0].0 + k as u16), 0)?;
        }
        let base = rsrc[0] as u64 | ((rsrc[1] & 0xffff) as u64) << 32;
        let stride = ((rsrc[1] >> 16) & 0x3fff) as u64;
        let limit = if stride == 0 {
            rsrc[2] as u64
        } else {
            rsrc[2] as u64 * stride
        };
        let off = match (i.imm >= 0, i.m.soe) {
            (true, false) => i.imm as u64,
            (true, true) => i.imm as u64 + self.sread(env, i.src[1], 0)? as u64,
            _ => self.sread(env, i.src[1], 0)? as u64,
        } & !3;
        for k in 0..n {
            let at = off + 4 * k as u64;
            let mut w = [0u8; 4];
            if at < limit {
                let addr = base.wrapping_add(at);
                env.mem
                    .read(addr, &mut w)
                    .map_err(|e| self.mem_fault(env, e, "scalar buffer load", addr, 4, 0))?;
            }
            self.swrite(Operand(i.dst.0 + k as u16), u32::from_le_bytes(w));
        }
        self.pend(false, (i.dst.0 as usize, n), (0, 0));
        Ok(())
    }

    fn salu(&mut self, env: &mut Env, i: &Inst) -> Result<(), Fault> {
        let fam = i.family();
        let w0 = i.width(Field::Src0);
        let w1 = i.width(Field::Src1);
        let a = if w0 >= 2 {
            self.sread64(env, i.src[0], i.lit)?
        } else if w0 == 1 {
            self.sread(env, i.src[0], i.lit)? as u64
        } else {
            0
        };
        let b = if w1 >= 2 {
            self.sread64(env, i.src[1], i.lit)?
        } else if w1 == 1 {
            self.sread(env, i.src[1], i.lit)? as u64
        } else {
            0
        };
        let (a32, b32) = (a as u32, b as u32);
        let k = i.imm as u32 & 0xffff;
        let ks = i.imm as i16 as i32;
        let dst = i.dst;
        let mut scc = self.scc;
        macro_rules! w32 {
            ($v:expr) => {{
                let v: u32 = $v;
                self.swrite(dst, v);
            }};
        }
        macro_rules! w64 {
            ($v:expr) => {{
                let v: u64 = $v;
                self.swrite64(dst, v);
            }};
        }
        if let Some((outcomes, signed)) = int_compare(i.op) {
            // SOPC compares its sources; SOPK the register with the immediate, sign-extended for
            // the signed forms.
            let (x, y) = if fam == Family::SOPK {
                (self.sread(env, dst, 0)?, if signed { ks as u32 } else { k })
            } else {
                (a32, b32)
            };
            let o = if signed { (x as i32).cmp(&(y as i32)) } else { x.cmp(&y) };
            self.scc = outcomes >> ord(o) & 1 != 0;
            return Ok(());
        }
        match i.op {
            // SOP1
            op::S_MOV_B32 => w32!(a32),
            op::S_MOV_B64 => w64!(a),
            op::S_CMOV_B32 => {
                if scc {
                    w32!(a32)
                }
            }
            op::S_CMOV_B64 => {
                if scc {
                    w64!(a)
                }
            }
            op::S_NOT_B32 => {
                let r = !a32;
                scc = r != 0;
                w32!(r)
            }
            op::S_NOT_B64 => {
                let r = !a;
                scc = r != 0;
                w64!(r)
            }
            op::S_WQM_B32 => {
                let mut r = 0;
                for q in 0..8 {
                    if a32 >> (4 * q) & 15 != 0 {
                        r |= 15 << (4 * q);
                    }
                }
                scc = r != 0;
                w32!(r)
            }
            // Bit q: whether quad q (four bits) of the source has a bit set.
            op::S_QUADMASK_B32 => {
                let r = (0..8)
                    .filter(|q| a32 >> (4 * q) & 15 != 0)
                    .fold(0u32, |r, q| r | 1 << q);
                scc = r != 0;
                w32!(r)
            }
            op::S_QUADMASK_B64 => {
                let r = (0..16).filter(|q| a >> (4 * q) & 15 != 0).fold(0u64, |r, q| r | 1 << q);
                scc = r != 0;
                w64!(r)
            }
            // Each bit of the dword twice (SCC unchanged).
            op::S_BITREPLICATE_B64_B32 => {
                w64!((0..32)
                    .filter(|k| a32 >> k & 1 != 0)
                    .fold(0u64, |r, k| r | 3 << (2 * k)))
            }
            op::S_WQM_B64 => {
                let mut r = 0;
                for q in 0..16 {
                    if a >> (4 * q) & 15 != 0 {
                        r |= 15 << (4 * q);
                    }
                }
                scc = r != 0;
                w64!(r)
            }
            op::S_BREV_B32 => w32!(a32.reverse_bits()),
            op::S_BREV_B64 => w64!(a.reverse_bits()),
            op::S_BCNT0_I32_B32 => {
                let r = a32.count_zeros();
                scc = r != 0;
                w32!(r)
            }
            op::S_BCNT0_I32_B64 => {
                let r = a.count_zeros();
                scc = r != 0;
                w32!(r)
            }
            op::S_BCNT1_I32_B32 => {
                let r = a32.count_ones();
                scc = r != 0;
                w32!(r)
            }
            op::S_BCNT1_I32_B64 => {
                let r = a.count_ones();
                scc = r != 0;
                w32!(r)
            }
            op::S_FF0_I32_B32 => w32!(if a32 == u32::MAX {
                u32::MAX
            } else {
                (!a32).trailing_zeros()
            }),
            op::S_FF0_I32_B64 => w32!(if a == u64::MAX { u32::MAX } else { (!a).trailing_zeros() }),
            op::S_FF1_I32_B32 => w32!(if a32 == 0 { u32::MAX } else { a32.trailing_zeros() }),
            op::S_FF1_I32_B64 => w32!(if a == 0 { u32::MAX } else { a.trailing_zeros() }),
            op::S_FLBIT_I32_B32 => w32!(if a32 == 0 { u32::MAX } else { a32.leading_zeros() }),
            op::S_FLBIT_I32_B64 => w32!(if a == 0 { u32::MAX } else { a.leading_zeros() }),
            op::S_FLBIT_I32 => {
                let x = if (a32 as i32) < 0 { !a32 } else { a32 };
                w32!(if x == 0 { u32::MAX } else { x.leading_zeros() - 1 })
            }
            op::S_SEXT_I32_I8 => w32!(a32 as i8 as i32 as u32),
            op::S_SEXT_I32_I16 => w32!(a32 as i16 as i32 as u32),
            op::S_BITSET0_B32 => {
                let r = self.s[dst.0 as usize & 127] & !(1 << (a32 & 31));
                w32!(r)
            }
            op::S_BITSET1_B32 => {
                let r = self.s[dst.0 as usize & 127] | (1 << (a32 & 31));
                w32!(r)
            }
            op::S_BITSET0_B64 => {
                let r = self.sread64(env, dst, 0)? & !(1u64 << (a32 & 63));
                w64!(r)
            }
            op::S_BITSET1_B64 => {
                let r = self.sread64(env, dst, 0)? | (1u64 << (a32 & 63));
                w64!(r)
            }
            op::S_GETPC_B64 => w64!(self.pc),
            op::S_SETPC_B64 => self.pc = a,
            op::S_SWAPPC_B64 => {
                let ret = self.pc;
                self.pc = a;
                w64!(ret)
            }
            op::S_ABS_I32 => {
                let r = (a32 as i32).unsigned_abs();
                scc = r != 0;
                w32!(r)
            }
            op::S_MOVK_I32 => w32!(ks as u32),
            op::S_CMOVK_I32 => {
                if scc {
                    w32!(ks as u32)
                }
            }
            op::S_AND_SAVEEXEC_B64
            | op::S_OR_SAVEEXEC_B64
            | op::S_XOR_SAVEEXEC_B64
            | op::S_ANDN2_SAVEEXEC_B64
            | op::S_ORN2_SAVEEXEC_B64
            | op::S_NAND_SAVEEXEC_B64
            | op::S_NOR_SAVEEXEC_B64
            | op::S_XNOR_SAVEEXEC_B64 => {
                let e = self.exec();
                let r = match i.op {
                    op::S_AND_SAVEEXEC_B64 => a & e,
                    op::S_OR_SAVEEXEC_B64 => a | e,
                    op::S_XOR_SAVEEXEC_B64 => a ^ e,
                    op::S_ANDN2_SAVEEXEC_B64 => a & !e,
                    op::S_ORN2_SAVEEXEC_B64 => a | !e,
                    op::S_NAND_SAVEEXEC_B64 => !(a & e),
                    op::S_NOR_SAVEEXEC_B64 => !(a | e),
                    _ => !(a ^ e),
                };
                w64!(e);
                self.set_exec(r);
                scc = r != 0;
            }
            // SOP2
            op::S_ADD_U32 => {
                let (r, c) = a32.overflowing_add(b32);
                scc = c;
                w32!(r)
            }
            op::S_SUB_U32 => {
                let (r, c) = a32.overflowing_sub(b32);
                scc = c;
                w32!(r)
            }
            op::S_ADD_I32 => {
                let (r, o) = (a32 as i32).overflowing_add(b32 as i32);
                scc = o;
                w32!(r as u32)
            }
            op::S_SUB_I32 => {
                let (r, o) = (a32 as i32).overflowing_sub(b32 as i32);
                scc = o;
                w32!(r as u32)
            }
            op::S_ADDC_U32 => {
                let r = a + b + scc as u64;
                scc = r >> 32 != 0;
                w32!(r as u32)
            }
            op::S_SUBB_U32 => {
                let r = (a32 as u64).wrapping_sub(b + scc as u64);
                scc = r >> 32 != 0;
                w32!(r as u32)
            }
            op::S_MIN_I32 => {
                scc = (a32 as i32) < (b32 as i32);
                w32!(if scc { a32 } else { b32 })
            }
            op::S_MIN_U32 => {
                scc = a32 < b32;
                w32!(if scc { a32 } else { b32 })
            }
            op::S_MAX_I32 => {
                scc = (a32 as i32) > (b32 as i32);
                w32!(if scc { a32 } else { b32 })
            }
            op::S_MAX_U32 => {
                scc = a32 > b32;
                w32!(if scc { a32 } else { b32 })
            }
            op::S_CSELECT_B32 => w32!(if scc { a32 } else { b32 }),
            op::S_CSELECT_B64 => w64!(if scc { a } else { b }),
            op::S_AND_B32 => {
                let r = a32 & b32;
                scc = r != 0;
                w32!(r)
            }
            op::S_AND_B64 => {
                let r = a & b;
                scc = r != 0;
                w64!(r)
            }
            op::S_OR_B32 => {
                let r = a32 | b32;
                scc = r != 0;
                w32!(r)
            }
            op::S_OR_B64 => {
                let r = a | b;
                scc = r != 0;
                w64!(r)
            }
            op::S_XOR_B32 => {
                let r = a32 ^ b32;
                scc = r != 0;
                w32!(r)
            }
            op::S_XOR_B64 => {
                let r = a ^ b;
                scc = r != 0;
                w64!(r)
            }
            op::S_ANDN2_B32 => {
                let r = a32 & !b32;
                scc = r != 0;
                w32!(r)
            }
            op::S_ANDN2_B64 => {
                let r = a & !b;
                scc = r != 0;
                w64!(r)
            }
            op::S_ORN2_B32 => {
                let r = a32 | !b32;
                scc = r != 0;
                w32!(r)
            }
            op::S_ORN2_B64 => {
                let r = a | !b;
                scc = r != 0;
                w64!(r)
            }
            op::S_NAND_B32 => {
                let r = !(a32 & b32);
                scc = r != 0;
                w32!(r)
            }
            op::S_NAND_B64 => {
                let r = !(a & b);
                scc = r != 0;
                w64!(r)
            }
            op::S_NOR_B32 => {
                let r = !(a32 | b32);
                scc = r != 0;
                w32!(r)
            }
            op::S_NOR_B64 => {
                let r = !(a | b);
                scc = r != 0;
                w64!(r)
            }
            op::S_XNOR_B32 => {
                let r = !(a32 ^ b32);
                scc = r != 0;
                w32!(r)
            }
            op::S_XNOR_B64 => {
                let r = !(a ^ b);
                scc = r != 0;
                w64!(r)
            }
            op::S_LSHL_B32 => {
                let r = a32 << (b32 & 31);
                scc = r != 0;
                w32!(r)
            }
            op::S_LSHL_B64 => {
                let r = a << (b32 & 63);
                scc = r != 0;
                w64!(r)
            }
            op::S_LSHR_B32 => {
                let r = a32 >> (b32 & 31);
                scc = r != 0;
                w32!(r)
            }
            op::S_LSHR_B64 => {
                let r = a >> (b32 & 63);
                scc = r != 0;
                w64!(r)
            }
            op::S_ASHR_I32 => {
                let r = ((a32 as i32) >> (b32 & 31)) as u32;
                scc = r != 0;
                w32!(r)
            }
            op::S_ASHR_I64 => {
                let r = ((a as i64) >> (b32 & 63)) as u64;
                scc = r != 0;
                w64!(r)
            }
            op::S_BFM_B32 => w32!((((1u64 << (a32 & 31)) - 1) as u32) << (b32 & 31)),
            op::S_BFM_B64 => w64!(((1u64 << (a32 & 63)).wrapping_sub(1)) << (b32 & 63)),
            op::S_MUL_I32 => w32!((a32 as i32).wrapping_mul(b32 as i32) as u32),
            op::S_MUL_HI_U32 => w32!(((a32 as u64 * b32 as u64) >> 32) as u32),
            op::S_MUL_HI_I32 => w32!(((a32 as i32 as i64 * b32 as i32 as i64) >> 32) as u32),
            op::S_BFE_U32 => {
                let (o, w) = (b32 & 31, (b32 >> 16) & 0x7f);
                let r = if w == 0 {
                    0
                } else {
                    ((a32 as u64 >> o) & ((1u64 << w.min(32)) - 1)) as u32
                };
                scc = r != 0;
                w32!(r)
            }
            op::S_BFE_I32 => {
                let (o, w) = (b32 & 31, (b32 >> 16) & 0x7f);
                let r = if w == 0 {
                    0
                } else {
                    let x = (a32 >> o) as i32;
                    let sh = 32 - w.min(32);
                    ((x << sh) >> sh) as u32
                };
                scc = r != 0;
                w32!(r)
            }
            op::S_BFE_U64 => {
                let (o, w) = (b32 & 63, (b32 >> 16) & 0x7f);
                let r = if w == 0 {
                    0
                } else if w >= 64 {
                    a >> o
                } else {
                    (a >> o) & ((1u64 << w) - 1)
                };
                scc = r != 0;
                w64!(r)
            }
            op::S_BFE_I64 => {
                let (o, w) = (b32 & 63, (b32 >> 16) & 0x7f);
                let r = if w == 0 {
                    0
                } else {
                    let x = (a >> o) as i64;
                    let sh = 64 - w.min(64);
                    ((x << sh) >> sh) as u64
                };
                scc = r != 0;
                w64!(r)
            }
            op::S_ABSDIFF_I32 => {
                let r = (a32 as i32).wrapping_sub(b32 as i32).unsigned_abs();
                scc = r != 0;
                w32!(r)
            }
            op::S_LSHL1_ADD_U32 | op::S_LSHL2_ADD_U32 | op::S_LSHL3_ADD_U32 | op::S_LSHL4_ADD_U32 => {
                let sh = match i.op {
                    op::S_LSHL1_ADD_U32 => 1,
                    op::S_LSHL2_ADD_U32 => 2,
                    op::S_LSHL3_ADD_U32 => 3,
                    _ => 4,
                };
                let r = ((a32 as u64) << sh) + b32 as u64;
                scc = r >> 32 != 0;
                w32!(r as u32)
            }
            op::S_PACK_LL_B32_B16 => w32!((a32 & 0xffff) | (b32 << 16)),
            op::S_PACK_LH_B32_B16 => w32!((a32 & 0xffff) | (b32 & 0xffff0000)),
            op::S_PACK_HH_B32_B16 => w32!((a32 >> 16) | (b32 & 0xffff0000)),
            // SOPC (the 32-bit compares, and SOPK's, are in `int_compare`, above)
            op::S_CMP_EQ_U64 => scc = a == b,
            op::S_CMP_LG_U64 => scc = a != b,
            op::S_BITCMP0_B32 => scc = a32 >> (b32 & 31) & 1 == 0,
            op::S_BITCMP1_B32 => scc = a32 >> (b32 & 31) & 1 == 1,
            op::S_BITCMP0_B64 => scc = a >> (b32 & 63) & 1 == 0,
            op::S_BITCMP1_B64 => scc = a >> (b32 & 63) & 1 == 1,
            // SOPK: the register is both source and destination.
            op::S_ADDK_I32 => {
                let (r, o) = (self.sread(env, dst, 0)? as i32).overflowing_add(ks);
                scc = o;
                w32!(r as u32)
            }
            op::S_MULK_I32 => {
                let r = (self.sread(env, dst, 0)? as i32).wrapping_mul(ks);
                w32!(r as u32)
            }
            op::S_GETREG_B32 => {
                let (id, shift, mask) = hwreg_field(i.imm);
                w32!(self.hwreg.get(id).map_or(0, |r| r >> shift & mask))
            }
            op::S_SETREG_B32 | op::S_SETREG_IMM32_B32 => {
                let v = if i.op == op::S_SETREG_B32 {
                    self.sread(env, dst, 0)?
                } else {
                    i.lit
                };
                let (id, shift, mask) = hwreg_field(i.imm);
                if let Some(r) = self.hwreg.get_mut(id) {
                    *r = (*r & !(mask << shift)) | (v & mask) << shift;
                }
            }
            op::S_SET_GPR_IDX_IDX => {
                let index = self.sread(env, i.src[0], 0)? & 0xff;
                let m0 = &mut self.s[Operand::M0.0 as usize];
                *m0 = (*m0 & !0xff) | index;
            }
            op::S_SET_GPR_IDX_ON => {
                // M0[7:0] = index, M0[15:12] = which operands (src0, src1, src2, dst) it moves.
                let index = self.sread(env, i.src[0], 0)? & 0xff;
                let mode = i.src[1].0 as u32 & 0xf;
                let m0 = &mut self.s[Operand::M0.0 as usize];
                *m0 = (*m0 & !0xf0ff) | index | mode << 12;
                self.gpr_idx_on = true;
            }
            _ => return Err(Fault::Unsupported { at: self.at(env, true) }),
        }
        self.scc = scc;
        Ok(())
    }

    fn valu_op(&mut self, env: &mut Env, i: &Inst) -> Result<(), Fault> {
        let cl = class(i.op);
        if let (Enc::Sdwa, Some(c)) = (i.enc, cl.cmp) {
            return self.vcmp(env, i, c);
        }
        let carry_32 = matches!(
            i.op,
            op::V_ADD_CO_U32
                | op::V_SUB_CO_U32
                | op::V_SUBREV_CO_U32
                | op::V_ADDC_CO_U32
                | op::V_SUBB_CO_U32
                | op::V_SUBBREV_CO_U32
        );
        if i.enc == Enc::Sdwa && carry_32 {
            // SDWA carry ops (llc: `v_sub_co_u32_sdwa v9, vcc, s0, v3 src1_sel:BYTE_0`).
            return self.valu_carry(env, i);
        }
        if matches!(i.enc, Enc::Dpp | Enc::Sdwa) && i.op != op::V_CNDMASK_B32 {
            // DPP/SDWA forms of the plain per-lane operations only (and SDWA compares and
            // v_cndmask, which reads VCC in these forms as in e32).
            let f = valu_fn(i)
                .filter(|_| cl.cmp.is_none())
                .ok_or_else(|| Fault::Unsupported { at: self.at(env, true) })?;
            return self.valu(env, i, |a, _| f(a));
        }
        if let Some(c) = cl.cmp {
            return self.vcmp(env, i, c);
        }
        if i.family() == Family::VOP3P {
            return self.vop3p(env, i);
        }
        let exec = self.exec();
        match i.op {
            op::V_NOP => {}
            op::V_MOV_B32 => self.valu(env, i, |a, _| a[0])?,
            op::V_READFIRSTLANE_B32 => {
                let (s, _) = self.vsrcs(env, i)?;
                let lane = if exec == 0 { 0 } else { exec.trailing_zeros() as usize };
                let x = self.get(s[0], lane) as u32;
                self.swrite(i.dst, x);
            }
            op::V_READLANE_B32 => {
                let s0 = self.vsrc(env, i.src[0], i.lit, 1)?;
                let lane = self.sread(env, i.src[1], i.lit)? as usize & 63;
                let x = self.get(s0, lane) as u32;
                self.swrite(i.dst, x);
            }
            op::V_WRITELANE_B32 => {
                let x = self.sread(env, i.src[0], i.lit)?;
                let lane = self.sread(env, i.src[1], i.lit)? as usize & 63;
                let (d, _) = self.dst_vgpr(env, i)?;
                self.v[d * 64 + lane] = x;
            }
            op::V_SWAP_B32 => {
                // Both operands are VGPRs; the active lanes exchange them.
                let VSrc::V(s, _) = self.vsrc(env, i.src[0], i.lit, 1)? else {
                    return Err(Fault::Unsupported { at: self.at(env, true) });
                };
                let (d, _) = self.dst_vgpr(env, i)?;
                for lane in (0..64).filter(|l| exec >> l & 1 != 0) {
                    self.v.swap(d * 64 + lane, s + lane);
                }
            }
            op::V_CNDMASK_B32 => {
                let m = if i.enc == Enc::E64 {
                    self.sread64(env, i.src[2], 0)?
                } else {
                    self.vcc()
                };
                let mut j = i.clone();
                j.src[2] = Operand::int(0).unwrap_or_default();
                self.valu(env, &j, |a, l| if m >> l & 1 != 0 { a[1] } else { a[0] })?
            }
            op::V_ADD_CO_U32
            | op::V_SUB_CO_U32
            | op::V_SUBREV_CO_U32
            | op::V_ADDC_CO_U32
            | op::V_SUBB_CO_U32
            | op::V_SUBBREV_CO_U32
            | op::V_MAD_U64_U32
            | op::V_MAD_I64_I32
            | op::V_DIV_SCALE_F32
            | op::V_DIV_SCALE_F64 => self.valu_carry(env, i)?,
            op::V_MADMK_F32 | op::V_MADAK_F32 => {
                // The literal K is the multiplier (madmk) or the addend (madak).
                let (src, _) = self.vsrcs(env, i)?;
                let (d, _) = self.dst_vgpr(env, i)?;
                let k = VSrc::S(i.lit as u64);
                let (x, y, z) = if i.op == op::V_MADMK_F32 {
                    (src[0], k, src[1])
                } else {
                    (src[0], src[1], k)
                };
                for lane in 0..64 {
                    if exec >> lane & 1 != 0 {
                        let r = f32b(self.get(x, lane)) * f32b(self.get(y, lane)) + f32b(self.get(z, lane));
                        self.v[d * 64 + lane] = r.to_bits();
                    }
                }
                self.clear_v(d, 1);
            }
            op::V_MBCNT_LO_U32_B32 => self.valu(env, i, |a, l| {
                ((a[0] as u32 & ((1u64 << l) - 1) as u32).count_ones() + a[1] as u32) as u64
            })?,
            op::V_MBCNT_HI_U32_B32 => self.valu(env, i, |a, l| {
                let m = (((1u128 << l) - 1) >> 32) as u32;
                ((a[0] as u32 & m).count_ones() + a[1] as u32) as u64
            })?,
            op::V_MQSAD_U32_U8 => self.mqsad_u32_u8(env, i)?,
            op::V_DIV_FMAS_F32 => {
                let v = self.vcc();
                self.valu(env, i, |a, l| {
                    let r = f32b(a[0]).mul_add(f32b(a[1]), f32b(a[2]));
                    bf(if v >> l & 1 != 0 { r * 2f32.powi(32) } else { r })
                })?
            }
            op::V_DIV_FMAS_F64 => {
                let v = self.vcc();
                self.valu(env, i, |a, l| {
                    let r = f64b(a[0]).mul_add(f64b(a[1]), f64b(a[2]));
                    bd(if v >> l & 1 != 0 { r * 2f64.powi(64) } else { r })
                })?
            }
            _ => {
                let f = valu_fn(i).ok_or_else(|| Fault::Unsupported { at: self.at(env, true) })?;
                self.valu(env, i, |a, _| f(a))?
            }
        }
        Ok(())
    }

    /// A VOP3P instruction (`packed`): a packed 16-bit op or a mixed-precision mad.
    fn vop3p(&mut self, env: &Env, i: &Inst) -> Result<(), Fault> {
        let m = i.m;
        if packed::is_mad_mix(i.op) {
            let (d, _) = self.dst_vgpr(env, i)?;
            if i.op != op::V_MAD_MIX_F32 {
                // The f16 forms write one half and keep the other: they read the destination.
                self.check_v(env, d, 1)?;
            }
            let old: Vec<u32> = self.v[d * 64..d * 64 + 64].to_vec();
            return self.valu(env, i, |a, l| packed::mad_mix(i.op, &m, a, old[l]) as u64);
        }
        let unsupported = || Fault::Unsupported { at: self.at(env, true) };
        // Integer packed ops have no neg modifiers.
        if !packed::is_float(i.op) && m.neg | m.abs != 0 {
            return Err(unsupported());
        }
        let f = packed::half_fn(i.op, m.clamp).ok_or_else(unsupported)?;
        self.valu(env, i, |a, _| packed::packed(f, &m, a) as u64)
    }

    /// VALU ops with a scalar mask output (carry, div_scale's flag) and maybe a mask input.
    fn valu_carry(&mut self, env: &mut Env, i: &Inst) -> Result<(), Fault> {
        let (src, _) = self.vsrcs(env, i)?;
        let (d, n) = self.dst_vgpr(env, i)?;
        let exec = self.exec();
        let cin = match i.op {
            op::V_ADDC_CO_U32 | op::V_SUBB_CO_U32 | op::V_SUBBREV_CO_U32 => {
                if i.enc == Enc::E64 {
                    self.sread64(env, i.src[2], 0)?
                } else {
                    self.vcc()
                }
            }
            _ => 0,
        };
        // Clamp saturates the unsigned adds and subtracts (the carry still reports overflow).
        if i.m.clamp && !matches!(i.op, op::V_ADD_CO_U32 | op::V_SUB_CO_U32 | op::V_SUBREV_CO_U32) {
            return Err(Fault::Unsupported { at: self.at(env, true) });
        }
        let mut mask = 0u64;
        for lane in 0..64 {
            if exec >> lane & 1 == 0 {
                continue;
            }
            let (mut a, mut b, c) = (self.get(src[0], lane), self.get(src[1], lane), self.get(src[2], lane));
            let e = i.m.ext;
            if i.enc == Enc::Sdwa {
                a = sdwa_sel(a, (e >> 16) & 7, e >> 19 & 1 != 0);
                b = sdwa_sel(b, (e >> 24) & 7, e >> 27 & 1 != 0);
            }
            let ci = cin >> lane & 1;
            let (a32, b32) = (a as u32 as u64, b as u32 as u64);
            let (r, co) = match i.op {
                op::V_ADD_CO_U32 => {
                    let r = a32 + b32;
                    (r, r >> 32 != 0)
                }
                op::V_ADDC_CO_U32 => {
                    let r = a32 + b32 + ci;
                    (r, r >> 32 != 0)
                }
                op::V_SUB_CO_U32 => (a32.wrapping_sub(b32), b32 > a32),
                op::V_SUBREV_CO_U32 => (b32.wrapping_sub(a32), a32 > b32),
                op::V_SUBB_CO_U32 => (a32.wrapping_sub(b32 + ci), b32 + ci > a32),
                op::V_SUBBREV_CO_U32 => (b32.wrapping_sub(a32 + ci), a32 + ci > b32),
                op::V_MAD_U64_U32 => {
                    let r = (a32 as u128) * (b32 as u128) + c as u128;
                    (r as u64, r >> 64 != 0)
                }
                op::V_MAD_I64_I32 => {
                    let r = (a as u32 as i32 as i128) * (b as u32 as i32 as i128) + c as i64 as i128;
                    (r as u64, r > i64::MAX as i128 || r < i64::MIN as i128)
                }
                // No pre-scaling is ever needed for the operand ranges we model: the
                // result is the numerator/denominator itself and the flag is clear.
                op::V_DIV_SCALE_F32 => (a as u32 as u64, false),
                _ => (a, false),
            };
            let r = match i.op {
                _ if !i.m.clamp || !co => r,
                op::V_ADD_CO_U32 => u32::MAX as u64,
                _ => 0,
            };
            let r = if i.enc == Enc::Sdwa {
                sdwa_dst(r as u32, self.v[d * 64 + lane], (e >> 8) & 7, (e >> 11) & 3) as u64
            } else {
                r
            };
            self.vset(d, n, lane, r);
            if co {
                mask |= 1 << lane;
            }
        }
        self.clear_v(d, n as usize);
        let md = Self::mask_dst(i);
        self.swrite64(md, mask);
        Ok(())
    }

    fn vcmp(&mut self, env: &mut Env, i: &Inst, c: crate::class::Cmp) -> Result<(), Fault> {
        let (src, _) = self.vsrcs(env, i)?;
        let exec = self.exec();
        let e = i.m.ext;
        let (neg, abs) = match i.enc {
            Enc::E64 => (i.m.neg, i.m.abs),
            Enc::Sdwa => (
                (e >> 20 & 1 | (e >> 28 & 1) << 1) as u8,
                (e >> 21 & 1 | (e >> 29 & 1) << 1) as u8,
            ),
            _ => (0, 0),
        };
        let mut mask = 0u64;
        for lane in 0..64 {
            if exec >> lane & 1 == 0 {
                continue;
            }
            let mut a = self.get(src[0], lane);
            let mut b = self.get(src[1], lane);
            if i.enc == Enc::Sdwa {
                a = sdwa_sel(a, (e >> 16) & 7, e >> 19 & 1 != 0);
                b = sdwa_sel(b, (e >> 24) & 7, e >> 27 & 1 != 0);
            }
            let sign = match c.ty {
                CmpTy::F64 => 1u64 << 63,
                CmpTy::F16 => 1 << 15,
                _ => 1 << 31,
            };
            if abs & 1 != 0 {
                a &= !sign;
            }
            if neg & 1 != 0 {
                a ^= sign;
            }
            if abs & 2 != 0 {
                b &= !sign;
            }
            if neg & 2 != 0 {
                b ^= sign;
            }
            let r = if c.class {
                let (x, den) = match c.ty {
                    CmpTy::F64 => (f64b(a), f64b(a).is_subnormal()),
                    CmpTy::F32 => (f32b(a) as f64, f32b(a).is_subnormal()),
                    _ => (
                        half_to_f32(a as u16) as f64,
                        (a as u16 & 0x7c00) == 0 && (a as u16 & 0x3ff) != 0,
                    ),
                };
                class_mask(x, den) & b as u32 != 0
            } else {
                let o = match c.ty {
                    CmpTy::I16 => ord((a as i16).cmp(&(b as i16))),
                    CmpTy::U16 => ord((a as u16).cmp(&(b as u16))),
                    CmpTy::I32 => ord((a as i32).cmp(&(b as i32))),
                    CmpTy::U32 => ord((a as u32).cmp(&(b as u32))),
                    CmpTy::I64 => ord((a as i64).cmp(&(b as i64))),
                    CmpTy::U64 => ord(a.cmp(&b)),
                    CmpTy::F16 => ford(half_to_f32(a as u16).partial_cmp(&half_to_f32(b as u16))),
                    CmpTy::F32 => ford(f32b(a).partial_cmp(&f32b(b))),
                    CmpTy::F64 => ford(f64b(a).partial_cmp(&f64b(b))),
                };
                c.table >> o & 1 != 0
            };
            if r {
                mask |= 1 << lane;
            }
        }
        let md = Self::mask_dst(i);
        self.swrite64(md, mask);
        if c.x {
            self.set_exec(mask);
        }
        Ok(())
    }

    // ---- LDS -------------------------------------------------------------------

    fn lds_check(&self, env: &Env, addr: u64, size: usize, lane: usize) -> Result<usize, Fault> {
        if addr as usize + size > env.lds.len() {
            return Err(Fault::OutOfBounds {
                kind: "LDS access",
                addr,
                size: size as u32,
                lane: lane as u32,
                at: self.at(env, true),
            });
        }
        Ok(addr as usize)
    }
    fn lds_read(&self, env: &Env, addr: u64, size: usize, lane: usize) -> Result<u128, Fault> {
        let a = self.lds_check(env, addr, size, lane)?;
        let mut b = [0u8; 16];
        b[..size].copy_from_slice(&env.lds[a..a + size]);
        Ok(u128::from_le_bytes(b))
    }
    fn lds_write(&self, env: &mut Env, addr: u64, size: usize, lane: usize, v: u128) -> Result<(), Fault> {
        let a = self.lds_check(env, addr, size, lane)?;
        env.lds[a..a + size].copy_from_slice(&v.to_le_bytes()[..size]);
        Ok(())
    }

    fn ds(&mut self, env: &mut Env, i: &Inst) -> Result<(), Fault> {
        let exec = self.exec();
        let addr = self.vsrc(env, i.src[0], 0, 1)?;
        let off = i.imm as u64 | (i.m.offset1 as u64) << 8;
        match i.op {
            op::DS_SWIZZLE_B32 => {
                // The offset is the pattern; a lane that reads an inactive lane gets 0 (as
                // with ds_bpermute).
                let (d, _) = self.dst_vgpr(env, i)?;
                let mut out = [0u32; 64];
                for (lane, o) in out.iter_mut().enumerate() {
                    let src = swizzle_lane(off as u32, lane);
                    if exec >> lane & 1 != 0 && exec >> src & 1 != 0 {
                        *o = self.get(addr, src) as u32;
                    }
                }
                for (lane, &o) in out.iter().enumerate() {
                    if exec >> lane & 1 != 0 {
                        self.v[d * 64 + lane] = o;
                    }
                }
                self.pend(false, (0, 0), (d, 1));
                return Ok(());
            }
            op::DS_APPEND | op::DS_CONSUME if !i.m.gds => {
                // The dword at M0 + offset gains (loses) one per active lane, at once; every
                // lane gets its old value.
                let (d, _) = self.dst_vgpr(env, i)?;
                if exec == 0 {
                    return Ok(());
                }
                let first = exec.trailing_zeros() as usize;
                let a = lds_address(self.s[Operand::M0.0 as usize] as u64, off);
                let old = self.lds_read(env, a, 4, first)? as u32;
                let n = exec.count_ones();
                let new = if i.op == op::DS_APPEND {
                    old.wrapping_add(n)
                } else {
                    old.wrapping_sub(n)
                };
                self.lds_write(env, a, 4, first, new as u128)?;
                for lane in (0..64).filter(|l| exec >> l & 1 != 0) {
                    self.v[d * 64 + lane] = old;
                }
                self.pend(false, (0, 0), (d, 1));
                return Ok(());
            }
            op::DS_BPERMUTE_B32 | op::DS_PERMUTE_B32 => {
                let data = self.vsrc(env, i.src[1], 0, 1)?;
                let (d, _) = self.dst_vgpr(env, i)?;
                let mut out = [0u32; 64];
                for lane in 0..64 {
                    if exec >> lane & 1 == 0 {
                        continue;
                    }
                    let sel = ((self.get(addr, lane) + off) / 4 % 64) as usize;
                    if i.op == op::DS_BPERMUTE_B32 {
                        out[lane] = if exec >> sel & 1 != 0 {
                            self.get(data, sel) as u32
                        } else {
                            0
                        };
                    } else {
                        out[sel] = self.get(data, lane) as u32;
                    }
                }
                for (lane, &value) in out.iter().enumerate() {
                    if exec >> lane & 1 != 0 {
                        self.v[d * 64 + lane] = value;
                    }
                }
                self.pend(false, (0, 0), (d, 1));
                return Ok(());
            }
            _ => {}
        }
        let mem = class(i.op)
            .mem
            .ok_or_else(|| Fault::Unsupported { at: self.at(env, true) })?;
        match mem {
            Mem::Load { bytes, sext, d16 } => {
                let (d, n) = self.dst_vgpr(env, i)?;
                for lane in 0..64 {
                    if exec >> lane & 1 == 0 {
                        continue;
                    }
                    let a = lds_address(self.get(addr, lane), off);
                    let x = self.lds_read(env, a, bytes as usize, lane)?;
                    self.store_loaded(d, n, lane, x, bytes, sext, d16);
                }
                self.pend(false, (0, 0), (d, n as usize));
            }
            Mem::Store { bytes, hi } => {
                let data = self.vsrc(env, i.src[1], 0, bytes.div_ceil(4))?;
                for lane in 0..64 {
                    if exec >> lane & 1 == 0 {
                        continue;
                    }
                    let a = lds_address(self.get(addr, lane), off);
                    let x = self.wide(data, lane, bytes) >> if hi { 16 } else { 0 };
                    self.lds_write(env, a, bytes as usize, lane, x)?;
                }
                self.pend(false, (0, 0), (0, 0));
            }
            Mem::Load2 { bytes, st64 } => {
                let (d, n) = self.dst_vgpr(env, i)?;
                let scale = bytes as u64 * if st64 { 64 } else { 1 };
                for lane in 0..64 {
                    if exec >> lane & 1 == 0 {
                        continue;
                    }
                    let base = self.get(addr, lane);
                    let x0 = self.lds_read(env, lds_address(base, i.imm as u64 * scale), bytes as usize, lane)?;
                    let x1 = self.lds_read(env, lds_address(base, i.m.offset1 as u64 * scale), bytes as usize, lane)?;
                    let x = x0 | x1 << (bytes * 8);
                    self.store_loaded(d, n, lane, x, bytes * 2, false, 0);
                }
                self.pend(false, (0, 0), (d, n as usize));
            }
            Mem::Store2 { bytes, st64 } => {
                let nw = bytes.div_ceil(4);
                let d0 = self.vsrc(env, i.src[1], 0, nw)?;
                let d1 = self.vsrc(env, i.src[2], 0, nw)?;
                let scale = bytes as u64 * if st64 { 64 } else { 1 };
                for lane in 0..64 {
                    if exec >> lane & 1 == 0 {
                        continue;
                    }
                    let base = self.get(addr, lane);
                    let (x0, x1) = (self.wide(d0, lane, bytes), self.wide(d1, lane, bytes));
                    self.lds_write(env, lds_address(base, i.imm as u64 * scale), bytes as usize, lane, x0)?;
                    self.lds_write(
                        env,
                        lds_address(base, i.m.offset1 as u64 * scale),
                        bytes as usize,
                        lane,
                        x1,
                    )?;
                }
                self.pend(false, (0, 0), (0, 0));
            }
            Mem::Atomic { op: aop, b64 } => {
                let nw = if b64 { 2 } else { 1 };
                let d0 = self.vsrc(env, i.src[1], 0, nw)?;
                let d1 = if aop == AtomOp::CmpSwap {
                    self.vsrc(env, i.src[2], 0, nw)?
                } else {
                    VSrc::S(0)
                };
                let rtn = i.operands().first().is_some_and(|(f, _)| *f == Field::Dst);
                let dst = if rtn { Some(self.dst_vgpr(env, i)?) } else { None };
                let size = if b64 { 8 } else { 4 };
                for lane in 0..64 {
                    if exec >> lane & 1 == 0 {
                        continue;
                    }
                    let a = lds_address(self.get(addr, lane), off);
                    let old = self.lds_read(env, a, size, lane)? as u64;
                    // DS cmpst: data0 is the compare value, data1 the new value.
                    let (x, cmp) = if aop == AtomOp::CmpSwap {
                        (self.get(d1, lane), self.get(d0, lane))
                    } else {
                        (self.get(d0, lane), 0)
                    };
                    let new = atomic(aop, b64, old, x, cmp);
                    self.lds_write(env, a, size, lane, new as u128)?;
                    if let Some((d, n)) = dst {
                        self.vset(d, n, lane, old);
                    }
                }
                // Counted in lgkmcnt whether or not it returns data.
                let (d, n) = dst.unwrap_or((0, 0));
                self.pend(false, (0, 0), (d, n as usize));
            }
            Mem::FormatLoad { .. } | Mem::FormatStore { .. } => {
                return Err(Fault::Unsupported { at: self.at(env, true) });
            }
        }
        Ok(())
    }

    fn wide(&self, s: VSrc, lane: usize, bytes: u8) -> u128 {
        match s {
            VSrc::V(b, _) => {
                let mut x = 0u128;
                for k in 0..(bytes as usize).div_ceil(4) {
                    x |= (self.v[b + 64 * k + lane] as u128) << (32 * k);
                }
                x
            }
            VSrc::S(x) => x as u128,
        }
    }
    #[allow(clippy::too_many_arguments)]
    fn store_loaded(&mut self, d: usize, n: u8, lane: usize, x: u128, bytes: u8, sext: bool, d16: u8) {
        let x = match (bytes, sext) {
            (1, true) => x as u8 as i8 as i32 as u32 as u128,
            (2, true) => x as u16 as i16 as i32 as u32 as u128,
            _ => x,
        };
        if d16 != 0 {
            let old = self.v[d * 64 + lane];
            let h = x as u32 & 0xffff;
            self.v[d * 64 + lane] = if d16 == 2 {
                (old & 0xffff) | h << 16
            } else {
                (old & 0xffff_0000) | h
            };
            return;
        }
        for k in 0..n as usize {
            self.v[(d + k) * 64 + lane] = (x >> (32 * k)) as u32;
        }
    }

    // ---- vector memory -----------------------------------------------------------

    /// The wave's scratch as FLAT_SCRATCH gives it (gfx9's absolute flat scratch: the wave's
    /// scratch base address, which the prologue computes from flat scratch init and the wave
    /// offset), as the per-lane offset MUBUF derives from a wave offset; None when the register
    /// holds no wave's scratch base.
    fn flat_scratch(&self) -> Option<u64> {
        let base = self.s[102] as u64 | (self.s[103] as u64) << 32;
        (PRIVATE_BUF_BASE..PRIVATE_BUF_BASE + (1 << 40))
            .contains(&base)
            .then(|| self.lane_offset(base - PRIVATE_BUF_BASE))
    }

    /// The per-lane scratch offset of byte `wave_bytes` of the queue's scratch buffer (64
    /// lanes interleaved); one outside this wave's scratch is past every lane's end, so it
    /// faults.
    fn lane_offset(&self, wave_bytes: u64) -> u64 {
        wave_bytes
            .checked_sub(self.scratch_wave_offset)
            .map_or(u64::MAX, |b| b / 64)
    }

    /// Where a lane's access goes. `flat_scratch` is [`Wave::flat_scratch`], through which
    /// FLAT and SCRATCH accesses reach private memory.
    #[allow(clippy::too_many_arguments)]
    fn vmem_addr(
        &self,
        env: &Env,
        i: &Inst,
        lane: usize,
        vaddr: VSrc,
        sbase: u64,
        rsrc: &[u32; 4],
        soff: u64,
        flat_scratch: Option<u64>,
    ) -> Result<Target, Fault> {
        let info = i.op.info();
        let private = |offset: u64| match flat_scratch {
            Some(wave) => Ok(Target::Scratch(wave.saturating_add(offset))),
            None => Err(Fault::Hardware {
                what: "private memory accessed through FLAT_SCRATCH, which the kernel did not set up",
                lane: lane as u32,
                at: self.at(env, true),
            }),
        };
        match info.family {
            Family::MUBUF | Family::MTBUF => {
                let base = rsrc[0] as u64 | ((rsrc[1] & 0xffff) as u64) << 32;
                let stride = ((rsrc[1] >> 16) & 0x3fff) as u64;
                let va = self.get(vaddr, lane);
                let (idx, off) = match (i.m.idxen, i.m.offen) {
                    (true, true) => (va as u32 as u64, va >> 32),
                    (true, false) => (va as u32 as u64, 0),
                    (false, true) => (0, va as u32 as u64),
                    _ => (0, 0),
                };
                Ok(if (PRIVATE_BUF_BASE..PRIVATE_BUF_BASE + (1 << 40)).contains(&base) {
                    // Private segment: the buffer is swizzled per lane, which we model as each
                    // lane owning its own scratch bytes. Base and soffset are wave offsets
                    // (64 lanes interleaved), vaddr and the instruction offset per-lane ones.
                    Target::Scratch(
                        self.lane_offset(base - PRIVATE_BUF_BASE + soff)
                            .saturating_add(off + i.imm as u64),
                    )
                } else {
                    let addr = base.wrapping_add(idx * stride + off + soff + i.imm as u64);
                    let in_range = buffer_in_range(rsrc, i.m.idxen, idx, off + i.imm as u64);
                    Target::Buffer { addr, in_range }
                })
            }
            Family::SCRATCH => {
                let a = if i.src[2].0 != 0x7f {
                    sbase
                } else {
                    self.get(vaddr, lane) as u32 as u64
                };
                private(a.wrapping_add(i.imm as i64 as u64))
            }
            Family::GLOBAL => {
                let a = if i.src[2].0 != 0x7f {
                    sbase.wrapping_add(self.get(vaddr, lane) as u32 as u64)
                } else {
                    self.get(vaddr, lane)
                };
                Ok(Target::Global(a.wrapping_add(i.imm as i64 as u64)))
            }
            _ => {
                // Flat: the apertures (the address's high dword) select LDS and private memory,
                // where the low dword is the offset; anything else is a global address.
                let a = self.get(vaddr, lane).wrapping_add(i.imm as i64 as u64);
                match (a >> 32) as u32 {
                    SHARED_HI => Ok(Target::Lds(a as u32 as u64)),
                    PRIVATE_HI => private(a as u32 as u64),
                    _ => Ok(Target::Global(a)),
                }
            }
        }
    }

    fn vmem(&mut self, env: &mut Env, i: &Inst) -> Result<(), Fault> {
        // L1 invalidation (llc's acquire side of atomics): the emulated memory has no caches.
        if matches!(i.op, op::BUFFER_WBINVL1 | op::BUFFER_WBINVL1_VOL) {
            return Ok(());
        }
        let info = i.op.info();
        let mem = class(i.op)
            .mem
            .ok_or_else(|| Fault::Unsupported { at: self.at(env, true) })?;
        let exec = self.exec();
        let vaddr_w = match info.family {
            Family::MUBUF | Family::MTBUF => {
                if i.m.idxen && i.m.offen {
                    2
                } else if i.m.idxen || i.m.offen {
                    1
                } else {
                    0
                }
            }
            Family::GLOBAL if i.src[2].0 != 0x7f => 1,
            Family::SCRATCH if i.src[2].0 != 0x7f => 0,
            Family::SCRATCH => 1,
            _ => 2,
        };
        let vaddr = if vaddr_w > 0 {
            self.vsrc(env, i.src[0], 0, vaddr_w)?
        } else {
            VSrc::S(0)
        };
        let mut rsrc = [0u32; 4];
        let mut soff = 0;
        let mut sbase = 0;
        match info.family {
            Family::MUBUF | Family::MTBUF => {
                for (k, r) in rsrc.iter_mut().enumerate() {
                    *r = self.sread(env, Operand(i.src[1].0 + k as u16), 0)?;
                }
                soff = self.sread(env, i.src[2], 0)? as u64;
            }
            Family::GLOBAL if i.src[2].0 != 0x7f => sbase = self.sread64(env, i.src[2], 0)?,
            Family::SCRATCH if i.src[2].0 != 0x7f => sbase = self.sread(env, i.src[2], 0)? as u64,
            _ => {}
        }
        let data_f = if info.family.is_buffer() {
            Field::Dst
        } else {
            Field::Src1
        };
        let flat_scratch = self.flat_scratch();
        let flat = info.family == Family::FLAT;
        match mem {
            Mem::Load { bytes, sext, d16 } => {
                let (d, n) = self.dst_vgpr(env, i)?;
                for lane in 0..64 {
                    if exec >> lane & 1 == 0 {
                        continue;
                    }
                    let t = self.vmem_addr(env, i, lane, vaddr, sbase, &rsrc, soff, flat_scratch)?;
                    let x = self.target_read(env, t, bytes as usize, lane)?;
                    self.store_loaded(d, n, lane, x, bytes, sext, d16);
                }
                self.pend_vmem(flat, (d, n as usize));
            }
            Mem::Store { bytes, hi } => {
                let nw = bytes.div_ceil(4);
                let data_op = if data_f == Field::Dst { i.dst } else { i.src[1] };
                let data = self.vsrc(env, data_op, 0, nw)?;
                for lane in 0..64 {
                    if exec >> lane & 1 == 0 {
                        continue;
                    }
                    let t = self.vmem_addr(env, i, lane, vaddr, sbase, &rsrc, soff, flat_scratch)?;
                    let x = self.wide(data, lane, bytes) >> if hi { 16 } else { 0 };
                    self.target_write(env, t, bytes as usize, lane, x)?;
                }
                // gfx9 counts stores in vmcnt too.
                self.pend_vmem(flat, (0, 0));
            }
            Mem::Atomic { op: aop, b64 } => {
                let nw = if b64 { 2 } else { 1 };
                let data_op = if data_f == Field::Dst { i.dst } else { i.src[1] };
                let data = self.vsrc(env, data_op, 0, if aop == AtomOp::CmpSwap { 2 * nw } else { nw })?;
                // Returning atomics (glc) write the old value to vdst (MUBUF: over vdata).
                let dst = i.m.glc.then_some((i.dst.vgpr() as usize, nw));
                for lane in 0..64 {
                    if exec >> lane & 1 == 0 {
                        continue;
                    }
                    let t = self.vmem_addr(env, i, lane, vaddr, sbase, &rsrc, soff, flat_scratch)?;
                    let w = self.wide(data, lane, if aop == AtomOp::CmpSwap { 8 * nw } else { 4 * nw });
                    // Global cmpswap: data[0] is the new value, data[1] the compare value.
                    let (x, cmp) = if b64 {
                        (w as u64, (w >> 64) as u64)
                    } else {
                        (w as u32 as u64, (w >> 32) as u32 as u64)
                    };
                    let old = match t {
                        Target::Scratch(_) if flat && b64 => {
                            return Err(Fault::Hardware {
                                what: "64-bit flat atomic on private memory, which the hardware drops",
                                lane: lane as u32,
                                at: self.at(env, true),
                            });
                        }
                        Target::Global(a) => global_atomic(env, a, aop, b64, x, cmp)
                            .map_err(|e| self.mem_fault(env, e, "atomic", a, 4 * nw as u32, lane as u32))?,
                        _ => {
                            let size = 4 * nw as usize;
                            let old = self.target_read(env, t, size, lane)? as u64;
                            self.target_write(env, t, size, lane, atomic(aop, b64, old, x, cmp) as u128)?;
                            old
                        }
                    };
                    if let Some((d, n)) = dst {
                        self.vset(d, n, lane, old);
                    }
                }
                let (d, n) = dst.unwrap_or((0, 0));
                self.pend_vmem(flat, (d, n as usize));
            }
            Mem::FormatLoad { comps } => {
                let fmt = self.buffer_format(env, i, &rsrc)?;
                let bytes = fmt.load_bytes().ok_or_else(|| Fault::BufferFormat {
                    format: fmt.name(),
                    at: self.at(env, true),
                })?;
                let (d, n) = self.dst_vgpr(env, i)?;
                for lane in 0..64 {
                    if exec >> lane & 1 == 0 {
                        continue;
                    }
                    let t = self.vmem_addr(env, i, lane, vaddr, sbase, &rsrc, soff, flat_scratch)?;
                    let x = fmt.load(self.target_read(env, t, bytes, lane)?, rsrc[3]);
                    for (k, &x) in x.iter().enumerate().take(comps as usize) {
                        self.v[(d + k) * 64 + lane] = x;
                    }
                }
                self.pend_vmem(false, (d, n as usize));
            }
            Mem::FormatStore { comps } => {
                let fmt = self.buffer_format(env, i, &rsrc)?;
                if !fmt.stores() {
                    return Err(Fault::BufferFormat {
                        format: fmt.name(),
                        at: self.at(env, true),
                    });
                }
                let data = self.vsrc(env, i.dst, 0, comps)?;
                for lane in 0..64 {
                    if exec >> lane & 1 == 0 {
                        continue;
                    }
                    let t = self.vmem_addr(env, i, lane, vaddr, sbase, &rsrc, soff, flat_scratch)?;
                    let w = self.wide(data, lane, 4 * comps);
                    // Only the components both the instruction and the format have.
                    for k in 0..comps as usize {
                        if let Some((at, size, x)) = fmt.store_component(k, (w >> (32 * k)) as u32) {
                            self.target_write(env, t.at(at as u64), size, lane, x)?;
                        }
                    }
                }
                self.pend_vmem(false, (0, 0));
            }
            _ => return Err(Fault::Unsupported { at: self.at(env, true) }),
        }
        Ok(())
    }

    /// The format of a typed buffer access: MTBUF's own, else the resource's.
    fn buffer_format(&self, env: &Env, i: &Inst, rsrc: &[u32; 4]) -> Result<Format, Fault> {
        match i.op.info().family {
            Family::MTBUF => Ok(Format::from_mtbuf(i.m.fmt)),
            Family::MUBUF => Ok(Format::from_resource(rsrc[3])),
            _ => Err(Fault::Unsupported { at: self.at(env, true) }),
        }
    }

    fn target_read(&self, env: &Env, t: Target, size: usize, lane: usize) -> Result<u128, Fault> {
        match t {
            Target::Global(a) => {
                let mut b = [0u8; 16];
                env.mem
                    .read(a, &mut b[..size])
                    .map_err(|e| self.mem_fault(env, e, "load", a, size as u32, lane as u32))?;
                Ok(u128::from_le_bytes(b))
            }
            Target::Buffer { addr, in_range } => {
                let n = size.min(in_range as usize);
                let mut b = [0u8; 16];
                env.mem
                    .read(addr, &mut b[..n])
                    .map_err(|e| self.mem_fault(env, e, "load", addr, n as u32, lane as u32))?;
                Ok(u128::from_le_bytes(b))
            }
            Target::Lds(a) => self.lds_read(env, a, size, lane),
            Target::Scratch(a) => {
                let o = self.scratch_off(env, a, size, lane)?;
                let mut b = [0u8; 16];
                b[..size].copy_from_slice(&self.scratch[o..o + size]);
                Ok(u128::from_le_bytes(b))
            }
        }
    }
    fn target_write(&mut self, env: &mut Env, t: Target, size: usize, lane: usize, x: u128) -> Result<(), Fault> {
        match t {
            Target::Global(a) => env
                .mem
                .write(a, &x.to_le_bytes()[..size])
                .map_err(|e| self.mem_fault(env, e, "store", a, size as u32, lane as u32)),
            Target::Buffer { addr, in_range } => {
                let n = size.min(in_range as usize);
                env.mem
                    .write(addr, &x.to_le_bytes()[..n])
                    .map_err(|e| self.mem_fault(env, e, "store", addr, n as u32, lane as u32))
            }
            Target::Lds(a) => self.lds_write(env, a, size, lane, x),
            Target::Scratch(a) => {
                let o = self.scratch_off(env, a, size, lane)?;
                self.scratch[o..o + size].copy_from_slice(&x.to_le_bytes()[..size]);
                Ok(())
            }
        }
    }
    fn scratch_off(&self, env: &Env, a: u64, size: usize, lane: usize) -> Result<usize, Fault> {
        if a > u32::MAX as u64 || a as usize + size > self.scratch_size {
            return Err(Fault::OutOfBounds {
                kind: "private (scratch) access",
                addr: a,
                size: size as u32,
                lane: lane as u32,
                at: self.at(env, true),
            });
        }
        Ok(lane * self.scratch_size + a as usize)
    }
}

#[derive(Clone, Copy)]
enum Target {
    Global(u64),
    /// A buffer access (MUBUF with a resource other than the private segment's): its first
    /// `in_range` bytes are inside the buffer; loads read 0 past them, stores drop them.
    Buffer {
        addr: u64,
        in_range: u64,
    },
    Lds(u64),
    Scratch(u64),
}

impl Target {
    /// The target `bytes` further on.
    fn at(self, bytes: u64) -> Target {
        match self {
            Target::Global(a) => Target::Global(a + bytes),
            Target::Buffer { addr, in_range } => Target::Buffer {
                addr: addr + bytes,
                in_range: in_range.saturating_sub(bytes),
            },
            Target::Lds(a) => Target::Lds(a + bytes),
            Target::Scratch(a) => Target::Scratch(a + bytes),
        }
    }
}

/// How many bytes of a buffer access are in range (gfx9's range checking, the `soffset` left
/// out): a structured access (`idxen`, nonzero stride) all of it while its index is below
/// `num_records`, a raw one each dword whose offset is below `num_records` (in bytes).
fn buffer_in_range(rsrc: &[u32; 4], idxen: bool, index: u64, offset: u64) -> u64 {
    let stride = (rsrc[1] >> 16) & 0x3fff;
    let records = rsrc[2] as u64;
    if idxen && stride != 0 {
        return if index < records { u64::MAX } else { 0 };
    }
    records.saturating_sub(offset).next_multiple_of(4)
}

/// The 32-bit integer compares of SOPC (`s_cmp_*`) and SOPK (`s_cmpk_*`): the outcomes that set
/// SCC (bit `ord(..)`: 0 less, 1 equal, 2 greater, as in VOPC's tables), and whether the
/// operands compare signed.
fn int_compare(o: Op) -> Option<(u8, bool)> {
    const LT: u8 = 1;
    const EQ: u8 = 2;
    const GT: u8 = 4;
    Some(match o {
        op::S_CMP_EQ_I32 | op::S_CMPK_EQ_I32 => (EQ, true),
        op::S_CMP_LG_I32 | op::S_CMPK_LG_I32 => (LT | GT, true),
        op::S_CMP_GT_I32 | op::S_CMPK_GT_I32 => (GT, true),
        op::S_CMP_GE_I32 | op::S_CMPK_GE_I32 => (GT | EQ, true),
        op::S_CMP_LT_I32 | op::S_CMPK_LT_I32 => (LT, true),
        op::S_CMP_LE_I32 | op::S_CMPK_LE_I32 => (LT | EQ, true),
        op::S_CMP_EQ_U32 | op::S_CMPK_EQ_U32 => (EQ, false),
        op::S_CMP_LG_U32 | op::S_CMPK_LG_U32 => (LT | GT, false),
        op::S_CMP_GT_U32 | op::S_CMPK_GT_U32 => (GT, false),
        op::S_CMP_GE_U32 | op::S_CMPK_GE_U32 => (GT | EQ, false),
        op::S_CMP_LT_U32 | op::S_CMPK_LT_U32 => (LT, false),
        op::S_CMP_LE_U32 | op::S_CMPK_LE_U32 => (LT | EQ, false),
        _ => return None,
    })
}

fn ord(o: std::cmp::Ordering) -> u8 {
    match o {
        std::cmp::Ordering::Less => 0,
        std::cmp::Ordering::Equal => 1,
        std::cmp::Ordering::Greater => 2,
    }
}
fn ford(o: Option<std::cmp::Ordering>) -> u8 {
    o.map(ord).unwrap_or(3)
}

/// Atomic `op` on the 32- or 64-bit word of global memory at `a`: the old value.
fn global_atomic(env: &Env, a: u64, op: AtomOp, b64: bool, x: u64, cmp: u64) -> Result<u64, MemError> {
    if b64 {
        env.mem.rmw64(a, |o| atomic(op, true, o, x, cmp))
    } else {
        env.mem
            .rmw32(a, |o| atomic(op, false, o as u64, x, cmp) as u32)
            .map(|v| v as u64)
    }
}

fn atomic(op: AtomOp, b64: bool, old: u64, x: u64, cmp: u64) -> u64 {
    use AtomOp::*;
    let m = if b64 { u64::MAX } else { u32::MAX as u64 };
    let (o, x) = (old & m, x & m);
    let s = |v: u64| if b64 { v as i64 } else { v as u32 as i32 as i64 };
    (match op {
        Swap => x,
        CmpSwap => {
            if o == cmp & m {
                x
            } else {
                o
            }
        }
        Add => o.wrapping_add(x),
        Sub => o.wrapping_sub(x),
        Rsub => x.wrapping_sub(o),
        SMin => {
            if s(x) < s(o) {
                x
            } else {
                o
            }
        }
        SMax => {
            if s(x) > s(o) {
                x
            } else {
                o
            }
        }
        UMin => o.min(x),
        UMax => o.max(x),
        And => o & x,
        Or => o | x,
        Xor => o ^ x,
        Inc => {
            if o >= x {
                0
            } else {
                o + 1
            }
        }
        Dec => {
            if o == 0 || o > x {
                x
            } else {
                o - 1
            }
        }
        FAdd => bf(f32b(o) + f32b(x)),
        FMin if b64 => bd(f64b(o).min(f64b(x))),
        FMax if b64 => bd(f64b(o).max(f64b(x))),
        FMin => bf(f32b(o).min(f32b(x))),
        FMax => bf(f32b(o).max(f32b(x))),
    }) & m
}

pub fn half_to_f32(h: u16) -> f32 {
    let s = (h >> 15) as u32;
    let e = ((h >> 10) & 0x1f) as i32;
    let m = (h & 0x3ff) as u32;
    let v = if e == 0 {
        (m as f32) * 2f32.powi(-24)
    } else if e == 31 {
        if m == 0 {
            f32::INFINITY
        } else {
            f32::NAN
        }
    } else {
        f32::from_bits(((e + 112) as u32) << 23 | m << 13)
    };
    if s != 0 {
        -v
    } else {
        v
    }
}
/// An f16 operand's value.
/// `v_min_f*`/`v_max_f*`: the other operand when one is NaN, and -0 below +0 (LLVM's
/// `llvm.minimum`/`maximum` expansions for gfx900 rely on the signed-zero order).
pub(crate) fn fmin(x: f64, y: f64) -> f64 {
    if x == 0.0 && y == 0.0 {
        return if x.is_sign_negative() { x } else { y };
    }
    x.min(y)
}
pub(crate) fn fmax(x: f64, y: f64) -> f64 {
    if x == 0.0 && y == 0.0 {
        return if x.is_sign_positive() { x } else { y };
    }
    x.max(y)
}

fn h32(x: u64) -> f32 {
    half_to_f32(x as u16)
}

/// An f16 result (the high half of the register cleared).
fn hf(x: f32) -> u64 {
    f32_to_half(x) as u64
}

/// Round-to-nearest-even conversion of a double to half precision.
pub fn f64_to_half(x: f64) -> u16 {
    let sign = if x.is_sign_negative() { 0x8000 } else { 0 };
    if x.is_nan() {
        return sign | 0x7e00;
    }
    let a = x.abs();
    if a >= 65520.0 {
        return sign | 0x7c00;
    }
    // f16 values are multiples of 2^(e - 10) in [2^e, 2^(e+1)), and of 2^-24 below 2^-14.
    let e = (((a.to_bits() >> 52) & 0x7ff) as i32 - 1023).max(-14);
    let quantum = 2f64.powi(e - 10);
    let r = (a / quantum).round_ties_even() * quantum;
    sign | f32_to_half(r as f32) // exact: r is an f16 value
}

/// f16 fma, rounded once: the product is exact in f64 and the sum is rounded to odd (an
/// inexact sum gets an odd last bit), so that rounding it to f16 rounds the exact value.
pub(crate) fn fma_half(a: u16, b: u16, c: u16) -> u16 {
    let (p, z) = (half_to_f32(a) as f64 * half_to_f32(b) as f64, half_to_f32(c) as f64);
    let s = p + z;
    let back = s - p;
    let error = (p - (s - back)) + (z - back);
    if error == 0.0 || !s.is_finite() || s.to_bits() & 1 == 1 {
        return f64_to_half(s);
    }
    let step: i64 = if (error > 0.0) == (s > 0.0) { 1 } else { -1 };
    f64_to_half(f64::from_bits((s.to_bits() as i64 + step) as u64))
}

/// f32 to a 16-bit normalized integer (`v_cvt_pknorm_*_f32`), D3D's rule: clamped to [-1, 1]
/// (signed) or [0, 1], scaled by 32767 or 65535 in f32, rounded to nearest even; NaN is 0.
fn norm16(x: f32, signed: bool) -> u64 {
    if x.is_nan() {
        return 0;
    }
    let (lo, scale) = if signed { (-1.0, 32767.0f32) } else { (0.0, 65535.0f32) };
    let r = (x.clamp(lo, 1.0) * scale).round_ties_even() as i32;
    r as u16 as u64
}

/// f32 to f16 rounded toward zero (`v_cvt_pkrtz_f16_f32`): past the largest finite half, the
/// largest finite half; infinities and NaN as [`f32_to_half`] converts them.
fn f32_to_half_rtz(x: f32) -> u16 {
    let r = f32_to_half(x);
    if !x.is_finite() {
        return r;
    }
    // Rounded away from zero: one step back toward it (the magnitude bits, sign kept).
    if half_to_f32(r).abs() > x.abs() {
        r - 1
    } else {
        r
    }
}

pub fn f32_to_half(x: f32) -> u16 {
    let b = x.to_bits();
    let s = ((b >> 16) & 0x8000) as u16;
    if x.is_nan() {
        return s | 0x7e00;
    }
    let a = x.abs();
    if a >= 65520.0 {
        return s | 0x7c00;
    }
    if a < 2f32.powi(-24) * 0.5 {
        return s;
    }
    if a < 2f32.powi(-14) {
        return s | (a / 2f32.powi(-24)).round_ties_even() as u16;
    }
    let e = ((b >> 23) & 0xff) as i32 - 127 + 15;
    let m = b & 0x7f_ffff;
    let mut h = ((e as u32) << 10) | (m >> 13);
    let rest = m & 0x1fff;
    if rest > 0x1000 || (rest == 0x1000 && h & 1 != 0) {
        h += 1;
    }
    s | h as u16
}

/// The VOP3 (and SDWA) output modifiers applied to result `r` of sources `a`. None for an integer clamp
/// not modelled (rather than a silently wrapped result).
fn out_mods(o: Op, omod: u8, clamp: bool, n: u8, r: u64, a: [u64; 3]) -> Option<u64> {
    let name = o.name();
    Some(if n >= 2 && name.ends_with("f64") {
        let mut x = f64b(r);
        x *= match omod {
            1 => 2.0,
            2 => 4.0,
            3 => 0.5,
            _ => 1.0,
        };
        if clamp {
            x = dx10_clamp(x);
        }
        bd(x)
    } else if name.contains("_f32") {
        let mut x = f32b(r);
        x *= match omod {
            1 => 2.0,
            2 => 4.0,
            3 => 0.5,
            _ => 1.0,
        };
        if clamp {
            x = dx10_clamp(x as f64) as f32;
        }
        bf(x)
    } else if name.contains("_f16") {
        let mut x = h32(r);
        x *= match omod {
            1 => 2.0,
            2 => 4.0,
            3 => 0.5,
            _ => 1.0,
        };
        if clamp {
            x = dx10_clamp(x as f64) as f32;
        }
        hf(x)
    } else if clamp {
        saturated(o, a)?
    } else {
        r
    })
}

/// The float clamp modifier in DX10 mode, which llc's and kcc's kernel descriptors both set:
/// to [0, 1], NaN to 0 (as LLVM assumes when it folds `minnum(maxnum(x, 0), 1)` into clamp).
pub(crate) fn dx10_clamp(x: f64) -> f64 {
    if x.is_nan() {
        0.0
    } else {
        x.clamp(0.0, 1.0)
    }
}

/// An integer add or subtract with clamp: the exact result saturated to the destination type
/// instead of wrapped (llc: `v_add_u32 v, v, 32 clamp` in 64-bit ctlz, `v_sub_u32 ... clamp`
/// for usub.sat, the 16-bit forms for i16 saturating arithmetic).
fn saturated(o: Op, a: [u64; 3]) -> Option<u64> {
    let u = |x: u64, bits: u32| (x & ((1u64 << bits) - 1)) as i128;
    let s = |x: u64, bits: u32| ((x << (64 - bits)) as i64 >> (64 - bits)) as i128;
    let (unsigned, bits, r) = match o {
        op::V_ADD_U32 => (true, 32, u(a[0], 32) + u(a[1], 32)),
        op::V_SUB_U32 => (true, 32, u(a[0], 32) - u(a[1], 32)),
        op::V_SUBREV_U32 => (true, 32, u(a[1], 32) - u(a[0], 32)),
        op::V_ADD_U16 => (true, 16, u(a[0], 16) + u(a[1], 16)),
        op::V_SUB_U16 => (true, 16, u(a[0], 16) - u(a[1], 16)),
        op::V_SUBREV_U16 => (true, 16, u(a[1], 16) - u(a[0], 16)),
        op::V_ADD_I32 => (false, 32, s(a[0], 32) + s(a[1], 32)),
        op::V_SUB_I32 => (false, 32, s(a[0], 32) - s(a[1], 32)),
        op::V_ADD_I16 => (false, 16, s(a[0], 16) + s(a[1], 16)),
        op::V_SUB_I16 => (false, 16, s(a[0], 16) - s(a[1], 16)),
        _ => return None,
    };
    let (lo, hi) = if unsigned {
        (0, (1i128 << bits) - 1)
    } else {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    };
    Some(r.clamp(lo, hi) as u64 & ((1u64 << bits) - 1))
}

type F = fn([u64; 3]) -> u64;

/// Pure per-lane VALU operations: sources in, result out.
fn valu_fn(i: &Inst) -> Option<F> {
    let u = |x: u64| x as u32;
    let _ = u;
    Some(match i.op {
        op::V_MOV_B32 => |a| a[0],
        // integer
        op::V_ADD_U32 => |a| (a[0] as u32).wrapping_add(a[1] as u32) as u64,
        op::V_SUB_U32 => |a| (a[0] as u32).wrapping_sub(a[1] as u32) as u64,
        op::V_SUBREV_U32 => |a| (a[1] as u32).wrapping_sub(a[0] as u32) as u64,
        op::V_MUL_LO_U32 => |a| (a[0] as u32).wrapping_mul(a[1] as u32) as u64,
        op::V_MUL_HI_U32 => |a| (a[0] as u32 as u64 * a[1] as u32 as u64) >> 32,
        op::V_MUL_HI_I32 => |a| (((a[0] as u32 as i32 as i64 * a[1] as u32 as i32 as i64) >> 32) as u32) as u64,
        op::V_MUL_U32_U24 => |a| ((a[0] as u32 & 0xffffff).wrapping_mul(a[1] as u32 & 0xffffff)) as u64,
        op::V_MUL_HI_U32_U24 => |a| (((a[0] & 0xffffff) * (a[1] & 0xffffff)) >> 32) as u32 as u64,
        op::V_MUL_I32_I24 => |a| (s24(a[0]).wrapping_mul(s24(a[1])) as u32) as u64,
        op::V_MUL_HI_I32_I24 => |a| (((s24(a[0]) as i64 * s24(a[1]) as i64) >> 32) as u32) as u64,
        op::V_MAD_U32_U24 => |a| {
            ((a[0] as u32 & 0xffffff)
                .wrapping_mul(a[1] as u32 & 0xffffff)
                .wrapping_add(a[2] as u32)) as u64
        },
        op::V_MAD_I32_I24 => |a| (s24(a[0]).wrapping_mul(s24(a[1])).wrapping_add(a[2] as u32 as i32) as u32) as u64,
        op::V_AND_B32 => |a| (a[0] & a[1]) as u32 as u64,
        op::V_OR_B32 => |a| (a[0] | a[1]) as u32 as u64,
        op::V_XOR_B32 => |a| (a[0] ^ a[1]) as u32 as u64,
        op::V_NOT_B32 => |a| !(a[0] as u32) as u64,
        op::V_BFREV_B32 => |a| (a[0] as u32).reverse_bits() as u64,
        op::V_FFBH_U32 => |a| {
            if a[0] as u32 == 0 {
                u32::MAX as u64
            } else {
                (a[0] as u32).leading_zeros() as u64
            }
        },
        op::V_FFBL_B32 => |a| {
            if a[0] as u32 == 0 {
                u32::MAX as u64
            } else {
                (a[0] as u32).trailing_zeros() as u64
            }
        },
        op::V_FFBH_I32 => |a| {
            let x = a[0] as u32;
            let y = if (x as i32) < 0 { !x } else { x };
            if y == 0 {
                u32::MAX as u64
            } else {
                (y.leading_zeros() - 1) as u64
            }
        },
        op::V_BCNT_U32_B32 => |a| ((a[0] as u32).count_ones().wrapping_add(a[1] as u32)) as u64,
        op::V_LSHLREV_B32 => |a| ((a[1] as u32) << (a[0] & 31)) as u64,
        op::V_LSHRREV_B32 => |a| ((a[1] as u32) >> (a[0] & 31)) as u64,
        op::V_ASHRREV_I32 => |a| (((a[1] as u32 as i32) >> (a[0] & 31)) as u32) as u64,
        op::V_LSHLREV_B64 => |a| a[1] << (a[0] & 63),
        op::V_LSHRREV_B64 => |a| a[1] >> (a[0] & 63),
        op::V_ASHRREV_I64 => |a| ((a[1] as i64) >> (a[0] & 63)) as u64,
        op::V_MIN_I32 => |a| (a[0] as u32 as i32).min(a[1] as u32 as i32) as u32 as u64,
        op::V_MAX_I32 => |a| (a[0] as u32 as i32).max(a[1] as u32 as i32) as u32 as u64,
        op::V_MIN_U32 => |a| (a[0] as u32).min(a[1] as u32) as u64,
        op::V_MAX_U32 => |a| (a[0] as u32).max(a[1] as u32) as u64,
        op::V_MIN3_I32 => |a| (a[0] as u32 as i32).min(a[1] as u32 as i32).min(a[2] as u32 as i32) as u32 as u64,
        op::V_MAX3_I32 => |a| (a[0] as u32 as i32).max(a[1] as u32 as i32).max(a[2] as u32 as i32) as u32 as u64,
        op::V_MIN3_U32 => |a| (a[0] as u32).min(a[1] as u32).min(a[2] as u32) as u64,
        op::V_MAX3_U32 => |a| (a[0] as u32).max(a[1] as u32).max(a[2] as u32) as u64,
        op::V_MED3_I32 => |a| {
            let (x, y, z) = (a[0] as u32 as i32, a[1] as u32 as i32, a[2] as u32 as i32);
            x.max(y).min(x.min(y).max(z)) as u32 as u64
        },
        op::V_MED3_U32 => |a| {
            let (x, y, z) = (a[0] as u32, a[1] as u32, a[2] as u32);
            x.max(y).min(x.min(y).max(z)) as u64
        },
        op::V_ADD3_U32 => |a| (a[0] as u32).wrapping_add(a[1] as u32).wrapping_add(a[2] as u32) as u64,
        op::V_LSHL_ADD_U32 => |a| ((a[0] as u32) << (a[1] & 31)).wrapping_add(a[2] as u32) as u64,
        op::V_ADD_LSHL_U32 => |a| ((a[0] as u32).wrapping_add(a[1] as u32) << (a[2] & 31)) as u64,
        op::V_LSHL_OR_B32 => |a| (((a[0] as u32) << (a[1] & 31)) | a[2] as u32) as u64,
        op::V_AND_OR_B32 => |a| ((a[0] as u32 & a[1] as u32) | a[2] as u32) as u64,
        op::V_OR3_B32 => |a| (a[0] as u32 | a[1] as u32 | a[2] as u32) as u64,
        op::V_XAD_U32 => |a| ((a[0] as u32 ^ a[1] as u32).wrapping_add(a[2] as u32)) as u64,
        op::V_BFE_U32 => |a| {
            let (o, w) = (a[1] & 31, a[2] & 31);
            if w == 0 {
                0
            } else {
                ((a[0] as u32 >> o) & ((1u32 << w) - 1)) as u64
            }
        },
        op::V_BFE_I32 => |a| {
            let (o, w) = (a[1] & 31, a[2] & 31);
            if w == 0 {
                0
            } else {
                let x = (a[0] as u32 >> o) as i32;
                let sh = 32 - w;
                (((x << sh) >> sh) as u32) as u64
            }
        },
        op::V_BFI_B32 => |a| ((a[0] as u32 & a[1] as u32) | (!(a[0] as u32) & a[2] as u32)) as u64,
        op::V_BFM_B32 => |a| ((((1u64 << (a[0] & 31)) - 1) as u32) << (a[1] & 31)) as u64,
        op::V_ALIGNBIT_B32 => |a| ((((a[0] as u32 as u64) << 32 | a[1] as u32 as u64) >> (a[2] & 31)) as u32) as u64,
        op::V_ALIGNBYTE_B32 => {
            |a| ((((a[0] as u32 as u64) << 32 | a[1] as u32 as u64) >> (8 * (a[2] & 3))) as u32) as u64
        }
        op::V_PERM_B32 => |a| {
            let bytes = ((a[0] as u32 as u64) << 32) | a[1] as u32 as u64;
            let mut r = 0u32;
            for k in 0..4 {
                let sel = (a[2] >> (8 * k)) as u8;
                let b = match sel {
                    0..=7 => (bytes >> (8 * sel)) as u8,
                    8..=11 => {
                        let src = (bytes >> (16 * (sel as u64 - 8) + 8)) as u8;
                        if src & 0x80 != 0 {
                            0xff
                        } else {
                            0
                        }
                    }
                    12 => 0,
                    _ => 0xff,
                };
                r |= (b as u32) << (8 * k);
            }
            r as u64
        },
        op::V_SAD_U32 => |a| ((a[0] as u32).abs_diff(a[1] as u32).wrapping_add(a[2] as u32)) as u64,
        op::V_SAD_U8 => crate::media::sad_u8,
        op::V_MSAD_U8 => crate::media::msad_u8,
        op::V_SAD_HI_U8 => crate::media::sad_hi_u8,
        op::V_SAD_U16 => crate::media::sad_u16,
        op::V_LERP_U8 => crate::media::lerp_u8,
        op::V_QSAD_PK_U16_U8 => |a| crate::media::qsad_pk_u16_u8(a, false),
        op::V_MQSAD_PK_U16_U8 => |a| crate::media::qsad_pk_u16_u8(a, true),
        op::V_CVT_PK_U8_F32 => crate::media::cvt_pk_u8_f32,
        // 16-bit integer (results zero-extended: the high half is not preserved)
        op::V_ADD_U16 => |a| (a[0] as u16).wrapping_add(a[1] as u16) as u64,
        op::V_SUB_U16 => |a| (a[0] as u16).wrapping_sub(a[1] as u16) as u64,
        op::V_SUBREV_U16 => |a| (a[1] as u16).wrapping_sub(a[0] as u16) as u64,
        op::V_MUL_LO_U16 => |a| (a[0] as u16).wrapping_mul(a[1] as u16) as u64,
        op::V_LSHLREV_B16 => |a| ((a[1] as u16) << (a[0] & 15)) as u64,
        op::V_LSHRREV_B16 => |a| ((a[1] as u16) >> (a[0] & 15)) as u64,
        op::V_ASHRREV_I16 => |a| (((a[1] as u16 as i16) >> (a[0] & 15)) as u16) as u64,
        op::V_MAD_LEGACY_U16 | op::V_MAD_U16 => {
            |a| (a[0] as u16).wrapping_mul(a[1] as u16).wrapping_add(a[2] as u16) as u64
        }
        op::V_MAD_LEGACY_I16 | op::V_MAD_I16 => {
            |a| (a[0] as u16).wrapping_mul(a[1] as u16).wrapping_add(a[2] as u16) as u64
        }
        op::V_ADD_I16 => |a| (a[0] as u16).wrapping_add(a[1] as u16) as u64,
        op::V_SUB_I16 => |a| (a[0] as u16).wrapping_sub(a[1] as u16) as u64,
        op::V_ADD_I32 => |a| (a[0] as u32).wrapping_add(a[1] as u32) as u64,
        op::V_SUB_I32 => |a| (a[0] as u32).wrapping_sub(a[1] as u32) as u64,
        op::V_MAD_U32_U16 => |a| ((a[0] as u16 as u32) * (a[1] as u16 as u32)).wrapping_add(a[2] as u32) as u64,
        op::V_MAD_I32_I16 => |a| {
            ((a[0] as u16 as i16 as i32) * (a[1] as u16 as i16 as i32)).wrapping_add(a[2] as u32 as i32) as u32 as u64
        },
        op::V_PACK_B32_F16 => |a| (a[0] & 0xffff) | (a[1] & 0xffff) << 16,
        op::V_MAX_U16 => |a| (a[0] as u16).max(a[1] as u16) as u64,
        op::V_MIN_U16 => |a| (a[0] as u16).min(a[1] as u16) as u64,
        op::V_MAX_I16 => |a| (a[0] as u16 as i16).max(a[1] as u16 as i16) as u16 as u64,
        op::V_MIN_I16 => |a| (a[0] as u16 as i16).min(a[1] as u16 as i16) as u16 as u64,
        op::V_MIN3_I16 => |a| {
            let (x, y, z) = (a[0] as u16 as i16, a[1] as u16 as i16, a[2] as u16 as i16);
            x.min(y).min(z) as u16 as u64
        },
        op::V_MAX3_I16 => |a| {
            let (x, y, z) = (a[0] as u16 as i16, a[1] as u16 as i16, a[2] as u16 as i16);
            x.max(y).max(z) as u16 as u64
        },
        op::V_MED3_I16 => |a| {
            let (x, y, z) = (a[0] as u16 as i16, a[1] as u16 as i16, a[2] as u16 as i16);
            x.max(y).min(x.min(y).max(z)) as u16 as u64
        },
        op::V_MIN3_U16 => |a| (a[0] as u16).min(a[1] as u16).min(a[2] as u16) as u64,
        op::V_MAX3_U16 => |a| (a[0] as u16).max(a[1] as u16).max(a[2] as u16) as u64,
        op::V_MED3_U16 => |a| {
            let (x, y, z) = (a[0] as u16, a[1] as u16, a[2] as u16);
            x.max(y).min(x.min(y).max(z)) as u64
        },
        // f32
        op::V_ADD_F32 => |a| bf(f32b(a[0]) + f32b(a[1])),
        op::V_SUB_F32 => |a| bf(f32b(a[0]) - f32b(a[1])),
        op::V_SUBREV_F32 => |a| bf(f32b(a[1]) - f32b(a[0])),
        op::V_MUL_F32 => |a| bf(f32b(a[0]) * f32b(a[1])),
        // DX9's multiply: 0 times anything (infinities and NaNs too) is +0, as LLVM folds it.
        op::V_MUL_LEGACY_F32 => |a| {
            let (x, y) = (f32b(a[0]), f32b(a[1]));
            if x == 0.0 || y == 0.0 {
                0
            } else {
                bf(x * y)
            }
        },
        op::V_MIN_F32 => |a| bf(fmin(f32b(a[0]) as f64, f32b(a[1]) as f64) as f32),
        op::V_MAX_F32 => |a| bf(fmax(f32b(a[0]) as f64, f32b(a[1]) as f64) as f32),
        op::V_MIN3_F32 => |a| bf(f32b(a[0]).min(f32b(a[1])).min(f32b(a[2]))),
        op::V_MAX3_F32 => |a| bf(f32b(a[0]).max(f32b(a[1])).max(f32b(a[2]))),
        op::V_MED3_F32 => |a| {
            let (x, y, z) = (f32b(a[0]), f32b(a[1]), f32b(a[2]));
            bf(x.max(y).min(x.min(y).max(z)))
        },
        op::V_FMA_F32 => |a| bf(f32b(a[0]).mul_add(f32b(a[1]), f32b(a[2]))),
        // The unfused multiply-add (product rounded, then the sum), which supports no
        // denormals whatever the mode: inputs, product and result are flushed to zero.
        op::V_MAD_F32 | op::V_MAC_F32 => |a| {
            let p = flush_f32(flush_f32(f32b(a[0])) * flush_f32(f32b(a[1])));
            bf(flush_f32(p + flush_f32(f32b(a[2]))))
        },
        // Its f16 form, likewise without denormals (LLVM forms f16 mads only when f16
        // denormals are flushed): each rounding to f16, then flushed.
        op::V_MAD_LEGACY_F16 | op::V_MAC_F16 => |a| {
            let h = |x: u64| half_to_f32(flush_f16(x as u16)) as f64;
            let p = h(flush_f16(f64_to_half(h(a[0]) * h(a[1]))) as u64);
            flush_f16(f64_to_half(p + h(a[2]))) as u64
        },
        // A 4-bit signed integer in sixteenths: -0.5 ..= 0.4375.
        op::V_CVT_OFF_F32_I4 => |a| bf(((((a[0] as u32) << 28) as i32) >> 28) as f32 / 16.0),
        op::V_CUBEID_F32 => |a| crate::media::cube(crate::media::Cube::Id, a),
        op::V_CUBESC_F32 => |a| crate::media::cube(crate::media::Cube::Sc, a),
        op::V_CUBETC_F32 => |a| crate::media::cube(crate::media::Cube::Tc, a),
        op::V_CUBEMA_F32 => |a| crate::media::cube(crate::media::Cube::Ma, a),
        op::V_RCP_F32 | op::V_RCP_IFLAG_F32 => |a| bf(1.0 / f32b(a[0])),
        op::V_RSQ_F32 => |a| bf(1.0 / f32b(a[0]).sqrt()),
        op::V_SQRT_F32 => |a| bf(f32b(a[0]).sqrt()),
        op::V_EXP_F32 => |a| bf(f32b(a[0]).exp2()),
        op::V_LOG_F32 => |a| bf(f32b(a[0]).log2()),
        // sin(2πx), cos(2πx) of x in revolutions, rounded once (the ideal function; the
        // hardware is approximate, as for v_exp/v_log).
        op::V_SIN_F32 => |a| bf((f32b(a[0]) as f64 * std::f64::consts::TAU).sin() as f32),
        op::V_COS_F32 => |a| bf((f32b(a[0]) as f64 * std::f64::consts::TAU).cos() as f32),
        op::V_FLOOR_F32 => |a| bf(f32b(a[0]).floor()),
        op::V_CEIL_F32 => |a| bf(f32b(a[0]).ceil()),
        op::V_TRUNC_F32 => |a| bf(f32b(a[0]).trunc()),
        op::V_RNDNE_F32 => |a| bf(f32b(a[0]).round_ties_even()),
        op::V_FRACT_F32 => |a| {
            let x = f32b(a[0]);
            bf((x - x.floor()).min(f32::from_bits(0x3f7fffff)))
        },
        op::V_LDEXP_F32 => |a| bf(ldexp64(f32b(a[0]) as f64, a[1] as u32 as i32) as f32),
        op::V_FREXP_MANT_F32 => |a| bf(frexp32(f32b(a[0])).0),
        // (A half is exact in f32, and so is its significand back in a half.)
        op::V_FREXP_MANT_F16 => |a| hf(frexp32(h32(a[0])).0),
        op::V_FREXP_EXP_I16_F16 => |a| frexp32(h32(a[0])).1 as u16 as u64,
        // (An exact product of a half and a power of two, rounded once.)
        op::V_LDEXP_F16 => |a| f64_to_half(ldexp64(h32(a[0]) as f64, a[1] as u16 as i16 as i32)) as u64,
        op::V_FREXP_EXP_I32_F32 => |a| frexp32(f32b(a[0])).1 as u32 as u64,
        op::V_DIV_FIXUP_F32 => |a| bf(div_fixup64(f32b(a[0]) as f64, f32b(a[1]) as f64, f32b(a[2]) as f64) as f32),
        op::V_CVT_F32_I32 => |a| bf(a[0] as u32 as i32 as f32),
        op::V_CVT_F32_U32 => |a| bf(a[0] as u32 as f32),
        op::V_CVT_I32_F32 => |a| f32b(a[0]) as i32 as u32 as u64,
        op::V_CVT_U32_F32 => |a| f32b(a[0]) as u32 as u64,
        op::V_CVT_RPI_I32_F32 => |a| (f32b(a[0]) + 0.5).floor() as i32 as u32 as u64,
        op::V_CVT_FLR_I32_F32 => |a| f32b(a[0]).floor() as i32 as u32 as u64,
        op::V_CVT_F32_UBYTE0 => |a| bf((a[0] & 0xff) as f32),
        op::V_CVT_F32_UBYTE1 => |a| bf(((a[0] >> 8) & 0xff) as f32),
        op::V_CVT_F32_UBYTE2 => |a| bf(((a[0] >> 16) & 0xff) as f32),
        op::V_CVT_F32_UBYTE3 => |a| bf(((a[0] >> 24) & 0xff) as f32),
        op::V_CVT_F16_F32 => |a| f32_to_half(f32b(a[0])) as u64,
        op::V_CVT_F32_F16 => |a| bf(half_to_f32(a[0] as u16)),
        // f16 (computed in f32, whose rounding f16 rounding does not disturb for these)
        op::V_ADD_F16 => |a| hf(h32(a[0]) + h32(a[1])),
        op::V_SUB_F16 => |a| hf(h32(a[0]) - h32(a[1])),
        op::V_SUBREV_F16 => |a| hf(h32(a[1]) - h32(a[0])),
        op::V_MUL_F16 => |a| hf(h32(a[0]) * h32(a[1])),
        op::V_MIN_F16 => |a| hf(fmin(h32(a[0]) as f64, h32(a[1]) as f64) as f32),
        op::V_MAX_F16 => |a| hf(fmax(h32(a[0]) as f64, h32(a[1]) as f64) as f32),
        op::V_MIN3_F16 => |a| {
            let (x, y, z) = (h32(a[0]) as f64, h32(a[1]) as f64, h32(a[2]) as f64);
            hf(fmin(fmin(x, y), z) as f32)
        },
        op::V_MAX3_F16 => |a| {
            let (x, y, z) = (h32(a[0]) as f64, h32(a[1]) as f64, h32(a[2]) as f64);
            hf(fmax(fmax(x, y), z) as f32)
        },
        op::V_MED3_F16 => |a| {
            let (x, y, z) = (h32(a[0]) as f64, h32(a[1]) as f64, h32(a[2]) as f64);
            hf(fmin(fmax(x, y), fmax(fmin(x, y), z)) as f32)
        },
        op::V_SQRT_F16 => |a| hf(h32(a[0]).sqrt()),
        op::V_RCP_F16 => |a| hf(1.0 / h32(a[0])),
        op::V_RSQ_F16 => |a| f64_to_half(1.0 / (h32(a[0]) as f64).sqrt()) as u64,
        op::V_EXP_F16 => |a| f64_to_half((h32(a[0]) as f64).exp2()) as u64,
        op::V_LOG_F16 => |a| f64_to_half((h32(a[0]) as f64).log2()) as u64,
        op::V_SIN_F16 => |a| f64_to_half((h32(a[0]) as f64 * std::f64::consts::TAU).sin()) as u64,
        op::V_COS_F16 => |a| f64_to_half((h32(a[0]) as f64 * std::f64::consts::TAU).cos()) as u64,
        op::V_FRACT_F16 => |a| {
            let x = h32(a[0]);
            hf((x - x.floor()).min(half_to_f32(0x3bff)))
        },
        op::V_FLOOR_F16 => |a| hf(h32(a[0]).floor()),
        op::V_CEIL_F16 => |a| hf(h32(a[0]).ceil()),
        op::V_TRUNC_F16 => |a| hf(h32(a[0]).trunc()),
        op::V_RNDNE_F16 => |a| hf(h32(a[0]).round_ties_even()),
        op::V_FMA_F16 => |a| fma_half(a[0] as u16, a[1] as u16, a[2] as u16) as u64,
        op::V_DIV_FIXUP_F16 => {
            |a| f64_to_half(div_fixup64(h32(a[0]) as f64, h32(a[1]) as f64, h32(a[2]) as f64)) as u64
        }
        op::V_CVT_F16_U16 => |a| hf(a[0] as u16 as f32),
        op::V_CVT_F16_I16 => |a| hf(a[0] as u16 as i16 as f32),
        op::V_CVT_U16_F16 => |a| h32(a[0]) as u16 as u64,
        op::V_CVT_I16_F16 => |a| h32(a[0]) as i16 as u16 as u64,
        op::V_CVT_PKRTZ_F16_F32 => {
            |a| (f32_to_half_rtz(f32b(a[0])) as u64) | (f32_to_half_rtz(f32b(a[1])) as u64) << 16
        }
        // Each source as a 16-bit normalized integer, src0 in the low half.
        op::V_CVT_PKNORM_I16_F32 => |a| norm16(f32b(a[0]), true) | norm16(f32b(a[1]), true) << 16,
        op::V_CVT_PKNORM_U16_F32 => |a| norm16(f32b(a[0]), false) | norm16(f32b(a[1]), false) << 16,
        // Each source saturated to 16 bits, src0 in the low half.
        op::V_CVT_PK_U16_U32 => |a| (a[0] as u32).min(0xffff) as u64 | ((a[1] as u32).min(0xffff) as u64) << 16,
        op::V_CVT_PK_I16_I32 => |a| {
            let sat = |x: u64| (x as u32 as i32).clamp(i16::MIN as i32, i16::MAX as i32) as u16 as u64;
            sat(a[0]) | sat(a[1]) << 16
        },
        // f64
        op::V_ADD_F64 => |a| bd(f64b(a[0]) + f64b(a[1])),
        op::V_MUL_F64 => |a| bd(f64b(a[0]) * f64b(a[1])),
        op::V_FMA_F64 => |a| bd(f64b(a[0]).mul_add(f64b(a[1]), f64b(a[2]))),
        op::V_MIN_F64 => |a| bd(fmin(f64b(a[0]), f64b(a[1]))),
        op::V_MAX_F64 => |a| bd(fmax(f64b(a[0]), f64b(a[1]))),
        op::V_RCP_F64 => |a| bd(1.0 / f64b(a[0])),
        op::V_RSQ_F64 => |a| bd(1.0 / f64b(a[0]).sqrt()),
        op::V_SQRT_F64 => |a| bd(f64b(a[0]).sqrt()),
        op::V_FLOOR_F64 => |a| bd(f64b(a[0]).floor()),
        op::V_CEIL_F64 => |a| bd(f64b(a[0]).ceil()),
        op::V_TRUNC_F64 => |a| bd(f64b(a[0]).trunc()),
        op::V_RNDNE_F64 => |a| bd(f64b(a[0]).round_ties_even()),
        op::V_FRACT_F64 => |a| {
            let x = f64b(a[0]);
            bd((x - x.floor()).min(f64::from_bits(0x3fefffffffffffff)))
        },
        op::V_LDEXP_F64 => |a| bd(ldexp64(f64b(a[0]), a[1] as u32 as i32)),
        op::V_TRIG_PREOP_F64 => |a| bd(trig_preop(f64b(a[0]), a[1] as u32)),
        op::V_FREXP_MANT_F64 => |a| bd(frexp64(f64b(a[0])).0),
        op::V_FREXP_EXP_I32_F64 => |a| frexp64(f64b(a[0])).1 as u32 as u64,
        op::V_DIV_FIXUP_F64 => |a| bd(div_fixup64(f64b(a[0]), f64b(a[1]), f64b(a[2]))),
        op::V_CVT_F64_I32 => |a| bd(a[0] as u32 as i32 as f64),
        op::V_CVT_F64_U32 => |a| bd(a[0] as u32 as f64),
        op::V_CVT_I32_F64 => |a| f64b(a[0]) as i32 as u32 as u64,
        op::V_CVT_U32_F64 => |a| f64b(a[0]) as u32 as u64,
        op::V_CVT_F32_F64 => |a| bf(f64b(a[0]) as f32),
        op::V_CVT_F64_F32 => |a| bd(f32b(a[0]) as f64),
        _ => return None,
    })
}

/// The lane `ds_swizzle_b32` with offset `pattern` reads for lane `l`: bit 15 set is a
/// permutation within each quad (two bits per lane); clear is a bit mask within each half wave,
/// `((l & and) | or) ^ xor` on the five low bits (and, or, xor in bits 0-4, 5-9, 10-14).
fn swizzle_lane(pattern: u32, l: usize) -> usize {
    if pattern & 0x8000 != 0 {
        return (l & !3) | ((pattern >> (2 * (l & 3))) & 3) as usize;
    }
    let (and, or, xor) = (pattern & 31, (pattern >> 5) & 31, (pattern >> 10) & 31);
    (l & !31) | ((((l as u32 & and) | or) ^ xor) & 31) as usize
}

/// Source lane of a DPP lane (None: out of range).
fn dpp_lane(ctrl: u32, l: usize) -> Option<usize> {
    let (row, r) = (l & !15, l % 16);
    let n = (ctrl & 15) as usize;
    match ctrl {
        0x000..=0x0ff => Some((l & !3) | ((ctrl as usize >> (2 * (l & 3))) & 3)),
        0x101..=0x10f => (r + n < 16).then_some(l + n),
        0x111..=0x11f => (r >= n).then(|| l - n),
        0x121..=0x12f => Some(row + (r + 16 - n) % 16),
        0x130 => (l < 63).then_some(l + 1),
        0x134 => Some((l + 1) % 64),
        0x138 => (l > 0).then(|| l - 1),
        0x13c => Some((l + 63) % 64),
        0x140 => Some(row + 15 - r),
        0x141 => Some((l & !7) + 7 - (l % 8)),
        0x142 => (l >= 16).then(|| row - 1),
        0x143 => (l >= 32).then_some(31),
        _ => None,
    }
}

/// SDWA source select: BYTE_0..3, WORD_0..1, DWORD; sign- or zero-extended.
fn sdwa_sel(x: u64, sel: u32, sext: bool) -> u64 {
    let x = x as u32;
    let (v, bits) = match sel {
        0..=3 => (x >> (8 * sel), 8),
        4 | 5 => (x >> (16 * (sel - 4)), 16),
        _ => return x as u64,
    };
    let v = v & ((1 << bits) - 1);
    (if sext {
        ((v << (32 - bits)) as i32 >> (32 - bits)) as u32
    } else {
        v
    }) as u64
}

/// SDWA destination: put the result's low bits in the selected field; the rest is
/// zero (PAD), the field's sign (SEXT) or the old value (PRESERVE).
fn sdwa_dst(r: u32, old: u32, sel: u32, unused: u32) -> u32 {
    let (shift, bits) = match sel {
        0..=3 => (8 * sel, 8),
        4 | 5 => (16 * (sel - 4), 16),
        _ => return r,
    };
    let mask = ((1u64 << bits) - 1) as u32;
    let field = (r & mask) << shift;
    match unused {
        1 => {
            let top = shift + bits;
            let signed = (((r & mask) << (32 - bits)) as i32 >> (32 - bits)) as u32;
            let hi = if top >= 32 { 0 } else { (signed >> bits) << top };
            field | hi
        }
        2 => (old & !(mask << shift)) | field,
        _ => field,
    }
}

fn s24(x: u64) -> i32 {
    ((x as u32) << 8) as i32 >> 8
}

#[cfg(test)]
mod tests {
    use super::swizzle_lane;

    /// Patterns as llvm-mc encodes AMDGPUModifierSyntax's swizzle macros.
    #[test]
    fn swizzle_patterns_read_the_documented_lanes() {
        let quad = 0x80b1; // swizzle(QUAD_PERM, 1, 0, 3, 2)
        assert_eq!(
            (0..8).map(|l| swizzle_lane(quad, l)).collect::<Vec<_>>(),
            [1, 0, 3, 2, 5, 4, 7, 6]
        );
        let swap16 = 0x401f; // swizzle(SWAP, 16)
        assert_eq!(
            [
                swizzle_lane(swap16, 3),
                swizzle_lane(swap16, 20),
                swizzle_lane(swap16, 35)
            ],
            [19, 4, 51]
        );
        let reverse = 0x7c1f; // swizzle(REVERSE, 32)
        assert_eq!(
            [
                swizzle_lane(reverse, 0),
                swizzle_lane(reverse, 31),
                swizzle_lane(reverse, 40)
            ],
            [31, 0, 55]
        );
        let broadcast = 0x00a0; // swizzle(BROADCAST, 32, 5)
        assert_eq!(
            [
                swizzle_lane(broadcast, 0),
                swizzle_lane(broadcast, 17),
                swizzle_lane(broadcast, 63)
            ],
            [5, 5, 37]
        );
        let mask = 0x0906; // swizzle(BITMASK_PERM, "01pi0"): bit 3 set, bit 2 kept, bit 1 flipped
        assert_eq!(
            [
                swizzle_lane(mask, 0),
                swizzle_lane(mask, 7),
                swizzle_lane(mask, 0b10110)
            ],
            [0b01010, 0b01100, 0b01100]
        );
    }

    #[test]
    fn f16_fma_rounds_once() {
        use super::{f64_to_half, fma_half};
        // (1 + 2^-10)^2 + 2^-11 = 1 + 2.5 * 2^-10 + 2^-20: just above a tie, so it rounds up
        // (a rounded product plus 2^-11 would be the tie, rounding to even).
        assert_eq!(fma_half(0x3c01, 0x3c01, 0x1000), 0x3c03);
        assert_eq!(fma_half(0x4000, 0x4200, 0x3c00), 0x4700); // 2 * 3 + 1
        assert_eq!(f64_to_half(65519.0), 0x7bff);
        assert_eq!(f64_to_half(65520.0), 0x7c00);
        assert_eq!(f64_to_half(2f64.powi(-25)), 0);
        assert_eq!(f64_to_half(3.0 * 2f64.powi(-25)), 2);
    }

    /// Worked by hand: toward zero never reaches infinity and truncates ties.
    #[test]
    fn f16_toward_zero() {
        use super::f32_to_half_rtz;
        assert_eq!(f32_to_half_rtz(65519.0), 0x7bff);
        assert_eq!(f32_to_half_rtz(1e10), 0x7bff);
        assert_eq!(f32_to_half_rtz(-1e10), 0xfbff);
        assert_eq!(f32_to_half_rtz(f32::INFINITY), 0x7c00);
        // 1 + 2^-11 (a tie) and 1 + 3·2^-12 both truncate to 1.
        assert_eq!(f32_to_half_rtz(1.0 + 2f32.powi(-11)), 0x3c00);
        assert_eq!(f32_to_half_rtz(-(1.0 + 3.0 * 2f32.powi(-12))), 0xbc00);
        assert_eq!(f32_to_half_rtz(2f32.powi(-25)), 0);
    }
}
