//! Magic numbers for dividing by a constant with a multiply-high (Granlund and Montgomery,
//! "Division by Invariant Integers using Multiplication", 1994; Warren, "Hacker's Delight",
//! chapter 10): `x / d` is `mulhi(x, m) >> s`, give or take a correction, for an `m` of about
//! `2^(n+s) / d`. The plans here are pure numbers; `combine` turns them into MIR ops and the
//! tests below run them on the host against Rust's own division.

/// `x / d` for an unsigned `n`-bit `x` and a constant `d` (not a power of two):
/// `t = mulhi.u(x >> pre_shift, magic)`, then `t >> post_shift`, or with `add`,
/// `(t + ((x - t) >> 1)) >> post_shift` (the magic then stands for `2^n + magic`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unsigned {
    pub pre_shift: u32,
    pub magic: u128,
    pub add: bool,
    pub post_shift: u32,
}

/// `x / d` for a signed `n`-bit `x` and a constant `d > 2` (not a power of two):
/// `t = mulhi.s(x, magic)` (the magic as a signed `n`-bit number), `t += x` with `add`,
/// `q = t >>s shift`, then `q + (q >>u (n - 1))`: one more where `q` is negative turns the
/// floor into a truncation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Signed {
    pub magic: u128,
    pub add: bool,
    pub shift: u32,
}

fn floor_log2(d: u128) -> u32 {
    127 - d.leading_zeros()
}

/// `ceil(2^k / d)` and its excess `ceil(2^k / d) * d - 2^k` (`d` not a power of two, so the
/// excess is in `1..d`), for `k <= 127`.
fn ceil_quotient(k: u32, d: u128) -> (u128, u128) {
    let power = 1u128 << k;
    let m = power / d + 1;
    (m, d - power % d)
}

/// The plan for an unsigned division by `d` (`n` = 32 or 64; `d` not 0 and not a power of
/// two). `m = ceil(2^(n+p) / d)`, `p = floor(log2 d)`, is exact for every `x < 2^bits` when its
/// excess `e` has `x * e < 2^(n+p)`, that is `e <= 2^(n+p-bits)`. An even `d` divides `x` by
/// its power of two first, which leaves fewer bits to cover; else the magic needs `n + 1`
/// bits, and its top bit is added back by the `add` form.
pub fn unsigned(d: u128, n: u32) -> Unsigned {
    debug_assert!(d > 2 && !d.is_power_of_two() && d >> n == 0);
    let fits = |d: u128, bits: u32| {
        let p = floor_log2(d);
        let (m, e) = ceil_quotient(n + p, d);
        (e <= 1u128 << (n + p - bits)).then_some((m, p))
    };
    if let Some((magic, p)) = fits(d, n) {
        return Unsigned {
            pre_shift: 0,
            magic,
            add: false,
            post_shift: p,
        };
    }
    let z = d.trailing_zeros();
    if z > 0 {
        if let Some((magic, p)) = fits(d >> z, n - z) {
            return Unsigned {
                pre_shift: z,
                magic,
                add: false,
                post_shift: p,
            };
        }
    }
    // m = floor(2^n * (2^l - d) / d) + 1 with l = ceil(log2 d), below 2^n: the low n bits of
    // the n+1-bit magic 2^n + m.
    let l = floor_log2(d) + 1;
    let magic = ((1u128 << n) * ((1u128 << l) - d)) / d + 1;
    Unsigned {
        pre_shift: 0,
        magic,
        add: true,
        post_shift: l - 1,
    }
}

/// The plan for a signed division by `d` (`n` = 32 or 64; `2 < d < 2^(n-1)`, not a power of
/// two). `m = ceil(2^(n-1+p) / d)`, `p = floor(log2 d)`, is below 2^(n-1) and exact for every
/// `|x| <= 2^(n-1)` when its excess is at most 2^p (the shift is then `p - 1`); else `ceil(2^(n+p) / d)`, whose excess
/// (below `d <= 2^(p+1)`) always is small enough, is in `2^(n-1)..2^n`: as a signed number it
/// is `m - 2^n`, and `add` puts the missing `x` back.
pub fn signed(d: u128, n: u32) -> Signed {
    debug_assert!(d > 2 && !d.is_power_of_two() && d >> (n - 1) == 0);
    let p = floor_log2(d);
    let (m, e) = ceil_quotient(n - 1 + p, d);
    if e <= 1u128 << p {
        return Signed {
            magic: m,
            add: false,
            shift: p - 1,
        };
    }
    let (m, _) = ceil_quotient(n + p, d);
    Signed {
        magic: m,
        add: true,
        shift: p,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The plans run on the host, in the word arithmetic the generated code uses.
    fn udiv32(x: u32, p: Unsigned) -> u32 {
        let x0 = x >> p.pre_shift;
        let t = ((x0 as u64 * p.magic as u64) >> 32) as u32;
        if p.add {
            (t + ((x - t) >> 1)) >> p.post_shift
        } else {
            t >> p.post_shift
        }
    }

    fn udiv64(x: u64, p: Unsigned) -> u64 {
        let x0 = x >> p.pre_shift;
        let t = ((x0 as u128 * p.magic) >> 64) as u64;
        if p.add {
            (t + ((x - t) >> 1)) >> p.post_shift
        } else {
            t >> p.post_shift
        }
    }

    fn sdiv32(x: i32, p: Signed) -> i32 {
        let mut t = ((x as i64 * p.magic as u32 as i32 as i64) >> 32) as i32;
        if p.add {
            t = t.wrapping_add(x);
        }
        let q = t >> p.shift;
        q.wrapping_add(((q as u32) >> 31) as i32)
    }

    fn sdiv64(x: i64, p: Signed) -> i64 {
        let mut t = ((x as i128 * p.magic as u64 as i64 as i128) >> 64) as i64;
        if p.add {
            t = t.wrapping_add(x);
        }
        let q = t >> p.shift;
        q.wrapping_add(((q as u64) >> 63) as i64)
    }

    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
    }

    /// Divisors: small ones, the classic hard ones, neighbours of powers of two and random.
    fn divisors(n: u32, rng: &mut Rng) -> Vec<u128> {
        let max = u128::MAX >> (128 - n);
        let mut ds: Vec<u128> = (3..300).collect();
        ds.extend([
            641,
            1000,
            1000003,
            6700417,
            0x7fff_ffff,
            0x8000_0001,
            0xffff_fffe,
            0xffff_ffff,
        ]);
        for k in 2..n {
            ds.extend([(1u128 << k) - 1, (1u128 << k) + 1, (1u128 << k) * 3, (1u128 << k) * 7]);
        }
        ds.extend([max, max - 1, max >> 1, (max >> 1) - 1, (max >> 1) + 2]);
        for _ in 0..300 {
            let bits = 2 + (rng.next() % (n as u64 - 1)) as u32;
            ds.push(rng.next() as u128 & (max >> (n - bits)));
        }
        ds.retain(|&d| d > 2 && d <= max && !d.is_power_of_two());
        ds
    }

    /// Dividends: edges (0, 1, extremes, multiples of `d` and their neighbours) and random.
    fn dividends(n: u32, d: u128, rng: &mut Rng) -> Vec<u128> {
        let max = u128::MAX >> (128 - n);
        let mut xs = vec![0, 1, 2, max, max - 1, max >> 1, (max >> 1) + 1, (max >> 1) - 1];
        for k in [1u128, 2, 3, max / d, max / d - 1, (max >> 1) / d, (max >> 1) / d + 1] {
            let m = k.wrapping_mul(d) & max;
            xs.extend([m, m.wrapping_sub(1) & max, (m + 1) & max]);
        }
        for _ in 0..400 {
            let bits = 1 + (rng.next() % n as u64) as u32;
            xs.push(rng.next() as u128 & (max >> (n - bits)));
        }
        xs
    }

    #[test]
    fn unsigned_plans_divide_as_rust_does() {
        let mut rng = Rng(0x2545_F491_4F6C_DD1D);
        for n in [32, 64] {
            for d in divisors(n, &mut rng) {
                let plan = unsigned(d, n);
                assert!(plan.magic >> n == 0, "{n}-bit magic for {d}");
                for x in dividends(n, d, &mut rng) {
                    let (got, want) = if n == 32 {
                        (udiv32(x as u32, plan) as u128, (x as u32 / d as u32) as u128)
                    } else {
                        (udiv64(x as u64, plan) as u128, (x as u64 / d as u64) as u128)
                    };
                    assert_eq!(got, want, "{x} / {d} on {n} bits with {plan:?}");
                }
            }
        }
    }

    #[test]
    fn signed_plans_divide_as_rust_does() {
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
        for n in [32, 64] {
            for d in divisors(n, &mut rng).into_iter().filter(|&d| d >> (n - 1) == 0) {
                let plan = signed(d, n);
                for x in dividends(n, d, &mut rng) {
                    let (got, want) = if n == 32 {
                        let x = x as u32 as i32;
                        (sdiv32(x, plan) as i128, x.wrapping_div(d as i32) as i128)
                    } else {
                        let x = x as u64 as i64;
                        (sdiv64(x, plan) as i128, x.wrapping_div(d as i64) as i128)
                    };
                    assert_eq!(got, want, "{x} / {d} on {n} bits with {plan:?}");
                }
            }
        }
    }

    #[test]
    fn every_32_bit_dividend_of_a_few_divisors() {
        for d in [3u32, 7, 14, 17, 641, 0x7fff_ffff] {
            let (u, s) = (unsigned(d as u128, 32), signed(d as u128, 32));
            for x in (0..=u32::MAX).step_by(9973).chain(u32::MAX - 100..=u32::MAX) {
                assert_eq!(udiv32(x, u), x / d, "{x} / {d}");
                let sx = x as i32;
                assert_eq!(sdiv32(sx, s), sx.wrapping_div(d as i32), "{sx} / {d}");
            }
        }
    }

    #[test]
    fn known_magic_numbers() {
        // Hacker's Delight, table 10-1 and 10-2.
        assert_eq!(
            signed(7, 32),
            Signed {
                magic: 0x9249_2493,
                add: true,
                shift: 2
            }
        );
        assert!(unsigned(7, 32).add);
        assert_eq!(unsigned(3, 32).magic, 0xAAAA_AAAB);
        assert_eq!(
            signed(3, 32),
            Signed {
                magic: 0x5555_5556,
                add: false,
                shift: 0
            }
        );
        // (nested_break's srem by 17, as llc's 0x78787879 >> 3.)
        assert_eq!(
            signed(17, 32),
            Signed {
                magic: 0x7878_7879,
                add: false,
                shift: 3
            }
        );
    }
}
