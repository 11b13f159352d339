//! Sampling instructions (`image_sample*`, `image_gather4*`, `image_get_lod`) on linear images
//! through a sampler (S#, four SGPRs), the emulator's model of the texture unit:
//!
//! * the address dwords in vaddr order: the packed texel offsets (`_o`: 6-bit signed x, y, z in
//!   bits 0, 8, 16), the LOD bias (`_b`), the compare value (`_c`), the derivatives (`_d`,
//!   `_cd`: d/dx of each coordinate, then d/dy), the coordinates (x, y, then the 3D depth, the
//!   layer or the cube face), then the LOD (`_l`) or the LOD clamp (`_cl`);
//! * the LOD: 0 for `_lz`, the operand for `_l`, else log2 of the larger derivative length in
//!   texels — the operands for `_d`, otherwise the differences to the lane's quad neighbours
//!   (lane | 1 for x, lane | 2 for y), as the hardware takes implicit derivatives — plus the
//!   bias and the S#'s LOD_BIAS, clamped by MIN_LOD/MAX_LOD and `_cl`; magnification (LOD <= 0)
//!   takes XY_MAG_FILTER, else XY_MIN_FILTER (point or bilinear); MIP_FILTER none takes the
//!   base level, point the nearest level, linear blends the two around the LOD;
//! * a texel index outside the level by the dimension's clamp mode (wrap, mirror, clamp to the
//!   last texel, mirror once, or the border colour: transparent black, opaque black or white);
//!   array layers and cube faces are rounded and clamped, cubes sample their face as a 2D
//!   array layer with the coordinates as given;
//! * compare (`_c`): each texel is 1.0 where `compare OP texel.x` holds (DEPTH_COMPARE_FUNC),
//!   else 0.0, before filtering; gather4 returns the dmask's component of the four bilinear
//!   footprint texels (i0, j1), (i1, j1), (i1, j0), (i0, j0).
//!
//! Filtering weights and sums are f32 in a fixed order (x fastest), so a run is deterministic;
//! integer formats sample with point filtering only. S# fields read (gfx9): word 0 CLAMP_X/Y/Z
//! (bits 0, 3, 6), DEPTH_COMPARE_FUNC (12..15), FORCE_UNNORMALIZED (15); word 1 MIN_LOD and
//! MAX_LOD (4.8 fixed point, bits 0 and 12); word 2 LOD_BIAS (s5.8, bits 0..14),
//! XY_MAG_FILTER (20), XY_MIN_FILTER (22), MIP_FILTER (26); word 3 BORDER_COLOR_TYPE (30..32).

use super::image::Texture;

/// The S# fields the emulator uses.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Sampler {
    clamp: [u32; 3],
    compare: u32,
    unnormalized: bool,
    min_lod: f32,
    max_lod: f32,
    lod_bias: f32,
    mag_linear: bool,
    min_linear: bool,
    /// 0 none, 1 point, 2 linear.
    mip: u32,
    border: u32,
}

impl Sampler {
    pub(crate) fn decode(s: &[u32; 4]) -> Sampler {
        let bias = ((s[2] & 0x3fff) << 18) as i32 >> 18;
        Sampler {
            clamp: [s[0] & 7, (s[0] >> 3) & 7, (s[0] >> 6) & 7],
            compare: (s[0] >> 12) & 7,
            unnormalized: s[0] >> 15 & 1 != 0,
            min_lod: (s[1] & 0xfff) as f32 / 256.0,
            max_lod: ((s[1] >> 12) & 0xfff) as f32 / 256.0,
            lod_bias: bias as f32 / 256.0,
            mag_linear: (s[2] >> 20) & 3 == 1,
            min_linear: (s[2] >> 22) & 3 == 1,
            mip: (s[2] >> 26) & 3,
            border: s[3] >> 30,
        }
    }
}

/// What a sampling mnemonic asks for.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Form {
    pub gather: bool,
    pub get_lod: bool,
    pub compare: bool,
    pub derivatives: bool,
    pub lod: bool,
    pub lod_zero: bool,
    pub bias: bool,
    pub clamp: bool,
    pub offset: bool,
}

impl Form {
    /// The form of `image_sample*`, `image_gather4*` or `image_get_lod`; None for others
    /// (`image_gather4h`, packed forms).
    pub(crate) fn of(name: &str) -> Option<Form> {
        let mut f = Form::default();
        let rest = if name == "image_get_lod" {
            f.get_lod = true;
            ""
        } else if let Some(r) = name.strip_prefix("image_gather4") {
            f.gather = true;
            r
        } else {
            name.strip_prefix("image_sample")?
        };
        for part in rest.split('_').filter(|p| !p.is_empty()) {
            match part {
                "c" => f.compare = true,
                "d" | "cd" => f.derivatives = true,
                "l" => f.lod = true,
                "lz" => f.lod_zero = true,
                "b" => f.bias = true,
                "cl" => f.clamp = true,
                "o" => f.offset = true,
                _ => return None,
            }
        }
        Some(f)
    }
}

/// A lane's address dwords, split by meaning.
pub(crate) struct Address {
    pub offset: u32,
    pub bias: f32,
    pub compare: f32,
    /// d/dx then d/dy of each gradient dimension.
    pub derivatives: [[f32; 3]; 2],
    pub coords: [f32; 3],
    /// The `_l` LOD or the `_cl` clamp.
    pub lod: f32,
}

impl Texture {
    /// Coordinates a sample takes (x, y, and the depth, layer or face), and how many of them
    /// have derivatives. None for MSAA images, which are not sampled.
    pub(crate) fn sample_dims(&self) -> Option<(usize, usize)> {
        Some(match self.kind() {
            8 => (1, 1),
            9 => (2, 2),
            10 => (3, 3),
            11 | 13 => (3, 2),
            12 => (2, 1),
            _ => return None,
        })
    }

    /// The address dwords of `form`.
    pub(crate) fn sample_address_dwords(&self, form: &Form) -> Option<usize> {
        let (n, g) = self.sample_dims()?;
        Some(
            form.offset as usize
                + form.bias as usize
                + form.compare as usize
                + if form.derivatives { 2 * g } else { 0 }
                + n
                + (form.lod || form.clamp) as usize,
        )
    }
}

/// Splits one lane's address dwords.
pub(crate) fn split(form: &Form, dims: (usize, usize), words: &[u32]) -> Address {
    let f = |w: u32| f32::from_bits(w);
    let mut at = 0;
    let mut next = || {
        at += 1;
        words[at - 1]
    };
    let mut a = Address {
        offset: 0,
        bias: 0.0,
        compare: 0.0,
        derivatives: [[0.0; 3]; 2],
        coords: [0.0; 3],
        lod: 0.0,
    };
    if form.offset {
        a.offset = next();
    }
    if form.bias {
        a.bias = f(next());
    }
    if form.compare {
        a.compare = f(next());
    }
    if form.derivatives {
        for d in 0..2 {
            for k in 0..dims.1 {
                a.derivatives[d][k] = f(next());
            }
        }
    }
    for k in 0..dims.0 {
        a.coords[k] = f(next());
    }
    if form.lod || form.clamp {
        a.lod = f(next());
    }
    a
}

/// The texel index `i` of a dimension of `n` texels by clamp mode `mode`; None for the border.
fn wrap(i: i64, n: i64, mode: u32) -> Option<i64> {
    match mode {
        0 => Some(i.rem_euclid(n)),
        1 => {
            let m = i.rem_euclid(2 * n);
            Some(if m >= n { 2 * n - 1 - m } else { m })
        }
        2 => Some(i.clamp(0, n - 1)),
        3 => Some(if i < 0 { -1 - i } else { i }.min(n - 1)),
        4 | 6 => (0..n).contains(&i).then_some(i),
        _ => {
            let m = if i < 0 { -1 - i } else { i };
            (m < n).then_some(m)
        }
    }
}

fn compare(func: u32, reference: f32, texel: f32) -> bool {
    match func {
        1 => reference < texel,
        2 => reference == texel,
        3 => reference <= texel,
        4 => reference > texel,
        5 => reference != texel,
        6 => reference >= texel,
        7 => true,
        _ => false,
    }
}

/// What sampling needs to read texels: the texture, the sampler and a reader of the texel at
/// absolute (level, x, y, slice) as the format's four register values.
pub(crate) struct Unit<'a> {
    pub tex: &'a Texture,
    pub samp: Sampler,
    pub read: &'a mut dyn FnMut(u32, [i64; 3]) -> Result<[u32; 4], String>,
}

impl Unit<'_> {
    fn border(&self) -> Result<[f32; 4], String> {
        Ok(match self.samp.border {
            0 => [0.0; 4],
            1 => [0.0, 0.0, 0.0, 1.0],
            2 => [1.0; 4],
            _ => return Err("a sampler with a border colour from the palette (type 3)".into()),
        })
    }

    /// The register values of the texel of level `l` (relative to the base) at integer
    /// indices, through the clamp modes; None for the border.
    fn fetch(&mut self, l: u32, idx: [i64; 3], nd: usize) -> Result<Option<[u32; 4]>, String> {
        let (w, h, d) = self.tex.level_size(l);
        let sizes = [w as i64, h as i64, d as i64];
        let mut at = [0i64; 3];
        for k in 0..3 {
            at[k] = if k < nd {
                match wrap(idx[k], sizes[k], self.samp.clamp[k]) {
                    Some(i) => i,
                    None => return Ok(None),
                }
            } else {
                idx[k]
            };
        }
        (self.read)(l, at).map(Some)
    }

    /// One texel as floats (compare: the comparison's 0.0 or 1.0).
    fn texel(&mut self, l: u32, idx: [i64; 3], nd: usize, a: &Address, form: &Form) -> Result<[f32; 4], String> {
        let Some(raw) = self.fetch(l, idx, nd)? else {
            return self.border();
        };
        let v = if self.tex.integer() {
            raw.map(|x| x as f32)
        } else {
            raw.map(f32::from_bits)
        };
        if form.compare {
            let r = if compare(self.samp.compare, a.compare, v[0]) {
                1.0
            } else {
                0.0
            };
            return Ok([r; 4]);
        }
        Ok(v)
    }

    /// The level of detail before and after clamping (relative to the base level).
    fn lod(&self, form: &Form, a: &Address, quad: &[Address; 3], nd: usize) -> (f32, f32) {
        if form.lod_zero {
            return (0.0, 0.0);
        }
        let raw = if form.lod {
            a.lod
        } else {
            let (w, h, d) = self.tex.level_size(0);
            let size = [w as f32, h as f32, d as f32];
            let scale = |k: usize| if self.unnormalized() { 1.0 } else { size[k] };
            let (dx, dy) = if form.derivatives {
                (a.derivatives[0], a.derivatives[1])
            } else {
                let mut dx = [0.0; 3];
                let mut dy = [0.0; 3];
                for k in 0..3 {
                    dx[k] = quad[1].coords[k] - quad[0].coords[k];
                    dy[k] = quad[2].coords[k] - quad[0].coords[k];
                }
                (dx, dy)
            };
            let len = |v: [f32; 3]| (0..nd).map(|k| (v[k] * scale(k)).powi(2)).sum::<f32>().sqrt();
            len(dx).max(len(dy)).log2()
        };
        let mut lod = raw + a.bias + self.samp.lod_bias;
        lod = lod.max(self.samp.min_lod).min(self.samp.max_lod);
        if form.clamp {
            lod = lod.min(a.lod);
        }
        (lod, raw)
    }

    fn unnormalized(&self) -> bool {
        self.samp.unnormalized
    }

    /// A sample, gather or LOD query for one lane: the four components.
    pub(crate) fn sample(
        &mut self,
        form: &Form,
        unorm: bool,
        a: &Address,
        quad: &[Address; 3],
        dmask: u8,
    ) -> Result<[u32; 4], String> {
        let (nc, nd) = self.tex.sample_dims().ok_or("sampling an MSAA image")?;
        let unnormalized = unorm || self.samp.unnormalized;
        let (lod, raw) = self.lod(form, a, quad, nd);
        if form.get_lod {
            return Ok([lod.to_bits(), raw.to_bits(), 0, 0]);
        }
        let levels = self.tex.view_levels();
        let linear = if lod <= 0.0 {
            self.samp.mag_linear
        } else {
            self.samp.min_linear
        };
        if (linear || self.samp.mip == 2) && self.tex.integer() && !form.gather && !form.compare {
            return Err("linear filtering of an integer format".into());
        }
        // The levels and their weights.
        let top = levels.saturating_sub(1) as f32;
        let picks: Vec<(u32, f32)> = match self.samp.mip {
            _ if form.gather => vec![(lod.clamp(0.0, top).round() as u32, 1.0)],
            0 => vec![(0, 1.0)],
            1 => vec![((lod.clamp(0.0, top) + 0.5).floor() as u32, 1.0)],
            _ => {
                let l = lod.clamp(0.0, top);
                let lo = l.floor();
                let t = l - lo;
                if t == 0.0 {
                    vec![(lo as u32, 1.0)]
                } else {
                    vec![(lo as u32, 1.0 - t), (lo as u32 + 1, t)]
                }
            }
        };
        let offs = [
            ((a.offset << 26) as i32 >> 26) as i64,
            ((a.offset << 18) as i32 >> 26) as i64,
            ((a.offset << 10) as i32 >> 26) as i64,
        ];
        let mut out = [0f32; 4];
        for (l, weight) in picks {
            let (w, h, d) = self.tex.level_size(l);
            let size = [w as f32, h as f32, d as f32];
            // Per filtered dimension: the texel indices and weights; then the layer.
            let mut taps: Vec<Vec<(i64, f32)>> = Vec::new();
            for k in 0..nd {
                let c = if unnormalized {
                    a.coords[k]
                } else {
                    a.coords[k] * size[k]
                };
                if linear || form.gather {
                    let x = c - 0.5;
                    let i = x.floor();
                    let t = x - i;
                    let i = i as i64 + offs[k];
                    taps.push(vec![(i, 1.0 - t), (i + 1, t)]);
                } else {
                    taps.push(vec![(c.floor() as i64 + offs[k], 1.0)]);
                }
            }
            let layer = if nc > nd {
                let last = self.tex.view_layers().saturating_sub(1) as f32;
                a.coords[nd].round_ties_even().clamp(0.0, last) as i64
            } else {
                0
            };
            if form.gather {
                let comp = (dmask & 15).trailing_zeros().min(3) as usize;
                let [x, y] = [&taps[0], taps.get(1).unwrap_or(&taps[0])];
                let order = [(x[0].0, y[1].0), (x[1].0, y[1].0), (x[1].0, y[0].0), (x[0].0, y[0].0)];
                let mut g = [0u32; 4];
                for (k, &(i, j)) in order.iter().enumerate() {
                    let v = self.texel(l, [i, j, layer], nd.min(2), a, form)?;
                    g[k] = if self.tex.integer() && !form.compare {
                        v[comp] as u32
                    } else {
                        v[comp].to_bits()
                    };
                }
                return Ok(g);
            }
            let empty = vec![(0i64, 1.0f32)];
            if self.tex.integer() && !form.compare {
                // Point sampling of integers: the texel's values as they are.
                let (i, j, k) = (tx_first(&taps, 0), tx_first(&taps, 1), tx_first(&taps, 2));
                let idx = match nd {
                    1 => [i, layer, 0],
                    2 => [i, j, layer],
                    _ => [i, j, k],
                };
                return Ok(match self.fetch(l, idx, nd)? {
                    Some(raw) => raw,
                    None => self.border()?.map(|x| x as u32),
                });
            }
            let (tx, ty, tz) = (&taps[0], taps.get(1).unwrap_or(&empty), taps.get(2).unwrap_or(&empty));
            for &(k, wz) in tz {
                for &(j, wy) in ty {
                    for &(i, wx) in tx {
                        let wgt = weight * wz * wy * wx;
                        if wgt == 0.0 {
                            continue;
                        }
                        let idx = match nd {
                            1 => [i, layer, 0],
                            2 => [i, j, layer],
                            _ => [i, j, k],
                        };
                        let v = self.texel(l, idx, nd, a, form)?;
                        for c in 0..4 {
                            out[c] += wgt * v[c];
                        }
                    }
                }
            }
        }
        Ok(out.map(f32::to_bits))
    }
}

/// The first texel index of dimension `k`'s taps (0 past the filtered dimensions).
fn tx_first(taps: &[Vec<(i64, f32)>], k: usize) -> i64 {
    taps.get(k).and_then(|t| t.first()).map_or(0, |t| t.0)
}
