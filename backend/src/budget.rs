//! Register budgets from occupancy, as AMDGPUUsage describes the kernel attributes and as llc
//! applies them (its register counts under each attribute are this module's test oracle).
//!
//! A gfx900 SIMD holds at most 10 waves and shares 256 VGPRs per lane (allocated in granules
//! of 4) and 800 SGPRs (granules of 16) among them. A kernel that must run `w` waves per SIMD
//! may therefore use at most `256 / w` VGPRs and `800 / w` SGPRs, rounded down to a granule.
//! `w` is the larger of
//! - the minimum of `"amdgpu-waves-per-eu"="min[,max]"`, and
//! - what the largest work-group needs: all its waves must be resident on one compute unit
//!   (4 SIMDs) at once, so `ceil(ceil(size / 64) / 4)` waves per SIMD, where the size is
//!   `"amdgpu-flat-work-group-size"="min,max"`'s max, else the product of
//!   `reqd_work_group_size`, else 1024 (the IR's implied default, as llc assumes).
//!
//! `"amdgpu-num-sgpr"` and `"amdgpu-num-vgpr"` cap the files further.

use crate::codegen::assign::{MAX_SGPRS, MAX_VGPRS};

/// Waves per SIMD on gfx900.
pub const MAX_WAVES_PER_SIMD: u32 = 10;
const VGPRS_PER_SIMD_LANE: u32 = 256;
const SGPRS_PER_SIMD: u32 = 800;
const VGPR_GRANULE: u32 = 4;
const SGPR_GRANULE: u32 = 16;
/// SGPRs the hardware allocates past the kernel's own (VCC, FLAT_SCRATCH, XNACK_MASK: see
/// `codeobj::descriptor::KernelDescriptorInfo::extra_sgprs`), at most 6.
const EXTRA_SGPRS: u32 = 6;
/// LDS per compute unit, shared by its resident work-groups.
const LDS_PER_CU: u32 = 65536;
const SIMDS_PER_CU: u32 = 4;
/// Work-group size when nothing bounds it: AMDGPUUsage's implied default.
const DEFAULT_MAX_WORK_GROUP_SIZE: u32 = 1024;

/// What a kernel may use, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Waves per SIMD the kernel must allow.
    pub min_waves: u32,
    /// Waves per SIMD it asks for at most (`amdgpu-waves-per-eu`'s second value).
    pub max_waves: u32,
    /// The largest work-group size it may be dispatched with.
    pub max_work_group_size: u32,
    /// Allocatable SGPRs (the extra SGPRs come on top) and VGPRs.
    pub max_sgprs: u32,
    pub max_vgprs: u32,
}

/// The named function attributes as `(key, value)` pairs, as MIR keeps them.
type Attrs = [(String, String)];

fn attr<'a>(attrs: &'a Attrs, key: &str) -> Option<&'a str> {
    attrs.iter().find(|(k, _)| k == key).map(|(_, v)| v.trim())
}

/// `"a,b"` or `"a"` (then `b` is `None`), as unsigned integers; `None` if malformed.
fn pair(text: &str) -> Option<(u32, Option<u32>)> {
    let mut parts = text.split(',');
    let first = parts.next()?.trim().parse().ok()?;
    let second = match parts.next() {
        Some(t) => Some(t.trim().parse().ok()?),
        None => None,
    };
    parts.next().is_none().then_some((first, second))
}

fn malformed(key: &str, value: &str, expected: &str) -> String {
    format!("attribute \"{key}\"=\"{value}\" is malformed: {expected}")
}

impl Budget {
    /// The budget of a kernel with these function attributes; malformed or contradictory
    /// attributes are errors, as they are for llc.
    pub fn of(attrs: &Attrs) -> Result<Budget, String> {
        let max_work_group_size = max_work_group_size(attrs)?;
        let (mut min_waves, mut max_waves) = (1, MAX_WAVES_PER_SIMD);
        if let Some(value) = attr(attrs, "amdgpu-waves-per-eu") {
            let expected = "expected \"min[,max]\" waves per execution unit";
            let (lo, hi) = pair(value).ok_or_else(|| malformed("amdgpu-waves-per-eu", value, expected))?;
            // A hint: what the hardware cannot do is clamped to what it can, as llc does.
            min_waves = lo.clamp(1, MAX_WAVES_PER_SIMD);
            max_waves = hi.unwrap_or(MAX_WAVES_PER_SIMD).clamp(min_waves, MAX_WAVES_PER_SIMD);
        }
        // The work-group's own needs take precedence over a lower request (AMDGPUUsage).
        let waves_per_group = max_work_group_size.div_ceil(64);
        min_waves = min_waves.max(waves_per_group.div_ceil(SIMDS_PER_CU));
        let cap = |key: &str, file: u32| -> Result<u32, String> {
            match attr(attrs, key) {
                None => Ok(file),
                Some(v) => v
                    .parse::<u32>()
                    .map(|n| n.min(file))
                    .map_err(|_| malformed(key, v, "expected a register count")),
            }
        };
        let vgprs_for_waves = (VGPRS_PER_SIMD_LANE / min_waves) / VGPR_GRANULE * VGPR_GRANULE;
        let sgprs_for_waves = (SGPRS_PER_SIMD / min_waves) / SGPR_GRANULE * SGPR_GRANULE - EXTRA_SGPRS;
        Ok(Budget {
            min_waves,
            max_waves,
            max_work_group_size,
            max_sgprs: cap("amdgpu-num-sgpr", MAX_SGPRS)?.min(sgprs_for_waves),
            max_vgprs: cap("amdgpu-num-vgpr", MAX_VGPRS)?.min(vgprs_for_waves),
        })
    }

    /// The occupancy (waves per SIMD) a kernel with these register counts (SGPRs with the
    /// extra ones) and this much LDS per work-group reaches, and the resource that limits it.
    pub fn occupancy(&self, sgprs: u32, vgprs: u32, lds_bytes: u32) -> (u32, &'static str) {
        let by_lds = match LDS_PER_CU.checked_div(lds_bytes) {
            None => MAX_WAVES_PER_SIMD,
            Some(groups_per_cu) => (groups_per_cu * self.max_work_group_size.div_ceil(64) / SIMDS_PER_CU).max(1),
        };
        [
            (MAX_WAVES_PER_SIMD, "hardware"),
            (self.max_waves, "amdgpu-waves-per-eu"),
            (waves_for_vgprs(vgprs), "vgprs"),
            (waves_for_sgprs(sgprs), "sgprs"),
            (by_lds, "lds"),
        ]
        .into_iter()
        .min_by_key(|&(waves, _)| waves)
        .unwrap()
    }
}

/// Waves per SIMD that `vgprs` VGPRs per lane allow (before the 10-wave cap).
pub fn waves_for_vgprs(vgprs: u32) -> u32 {
    VGPRS_PER_SIMD_LANE / vgprs.max(1).next_multiple_of(VGPR_GRANULE)
}

/// Waves per SIMD that `sgprs` SGPRs (the extra ones included) allow.
pub fn waves_for_sgprs(sgprs: u32) -> u32 {
    SGPRS_PER_SIMD / sgprs.max(1).next_multiple_of(SGPR_GRANULE)
}

/// The largest work-group `"amdgpu-flat-work-group-size"="min,max"` allows, as llc reads it
/// (its code object's `.max_flat_workgroup_size`): a range gfx900 cannot have (min above
/// max, min 0, max above 1024) is ignored for the default of 1024 work-items, as llc ignores
/// it; anything but two numbers is an error.
pub fn flat_work_group_size(attrs: &Attrs) -> Result<u32, String> {
    let Some(value) = attr(attrs, "amdgpu-flat-work-group-size") else {
        return Ok(DEFAULT_MAX_WORK_GROUP_SIZE);
    };
    match pair(value) {
        Some((lo, Some(hi))) if 1 <= lo && lo <= hi && hi <= DEFAULT_MAX_WORK_GROUP_SIZE => Ok(hi),
        Some((_, Some(_))) => Ok(DEFAULT_MAX_WORK_GROUP_SIZE),
        _ => Err(malformed(
            "amdgpu-flat-work-group-size",
            value,
            "expected \"min,max\" work-items",
        )),
    }
}

fn max_work_group_size(attrs: &Attrs) -> Result<u32, String> {
    if attr(attrs, "amdgpu-flat-work-group-size").is_some() {
        return flat_work_group_size(attrs);
    }
    if let Some(value) = attr(attrs, "reqd_work_group_size") {
        let size: Option<u32> = value.split(',').map(|d| d.trim().parse::<u32>().ok()).product();
        return match size {
            Some(n) if (1..=1024).contains(&n) => Ok(n),
            _ => Err(malformed("reqd_work_group_size", value, "at most 1024 work-items")),
        };
    }
    Ok(DEFAULT_MAX_WORK_GROUP_SIZE)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn budget(attrs: &[(&str, &str)]) -> Result<Budget, String> {
        let attrs: Vec<(String, String)> = attrs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        Budget::of(&attrs)
    }

    const FLAT: &str = "amdgpu-flat-work-group-size";
    const WAVES: &str = "amdgpu-waves-per-eu";

    /// The VGPR counts llc-22 reaches (and spills beyond) on a kernel with 300 values live,
    /// under each attribute set: its `.vgpr_count` is the budget.
    #[test]
    fn vgpr_budgets_match_llc() {
        let cases: &[(&[(&str, &str)], u32)] = &[
            (&[], 64),
            (&[(FLAT, "1,256")], 256),
            (&[(FLAT, "1,64")], 256),
            (&[(FLAT, "1,320")], 128),
            (&[(FLAT, "1,512")], 128),
            (&[(FLAT, "1,768")], 84),
            (&[(FLAT, "1,1024")], 64),
            (&[(WAVES, "10,10")], 24),
            (&[(WAVES, "4")], 64),
            (&[(WAVES, "1"), (FLAT, "1,1024")], 64),
            (&[(WAVES, "2"), (FLAT, "1,256")], 128),
            (&[(WAVES, "3"), (FLAT, "1,256")], 84),
            (&[(WAVES, "5"), (FLAT, "1,256")], 48),
            (&[(WAVES, "6"), (FLAT, "1,256")], 40),
            (&[(WAVES, "7"), (FLAT, "1,256")], 36),
            (&[(WAVES, "8,10"), (FLAT, "1,256")], 32),
            (&[(WAVES, "9,9"), (FLAT, "1,256")], 28),
            (&[("amdgpu-num-vgpr", "40"), (FLAT, "1,256")], 40),
        ];
        for (attrs, vgprs) in cases {
            assert_eq!(budget(attrs).unwrap().max_vgprs, *vgprs, "{attrs:?}");
        }
    }

    /// SGPRs: the allocatable count plus the 6 extra ones fits the granule the waves allow.
    #[test]
    fn sgpr_budgets_leave_room_for_the_extra_sgprs() {
        let b = budget(&[(WAVES, "10,10"), (FLAT, "1,256")]).unwrap();
        assert_eq!(b.max_sgprs + EXTRA_SGPRS, 80);
        assert_eq!(b.occupancy(b.max_sgprs + EXTRA_SGPRS, 24, 0), (10, "hardware"));
        let b = budget(&[(WAVES, "8"), (FLAT, "1,256")]).unwrap();
        assert_eq!(b.max_sgprs + EXTRA_SGPRS, 96);
        assert_eq!(budget(&[(FLAT, "1,256")]).unwrap().max_sgprs, MAX_SGPRS);
    }

    #[test]
    fn occupancy_names_its_limit() {
        let b = budget(&[(FLAT, "1,256")]).unwrap();
        assert_eq!(b.occupancy(16, 24, 0), (10, "hardware"));
        assert_eq!(b.occupancy(16, 25, 0), (9, "vgprs"));
        assert_eq!(b.occupancy(81, 4, 0), (8, "sgprs"));
        // 32 KiB per group of 4 waves: 2 groups per CU, 8 waves over 4 SIMDs.
        assert_eq!(b.occupancy(16, 4, 32768), (2, "lds"));
        let b = budget(&[(WAVES, "1,3"), (FLAT, "1,256")]).unwrap();
        assert_eq!(b.occupancy(16, 4, 0), (3, "amdgpu-waves-per-eu"));
    }

    /// `amdgpu-waves-per-eu` is a hint: llc clamps what gfx900 cannot do (with a warning).
    #[test]
    fn waves_per_eu_out_of_range_is_clamped() {
        assert_eq!(budget(&[(WAVES, "12"), (FLAT, "1,256")]).unwrap().max_vgprs, 24);
        assert_eq!(budget(&[(WAVES, "0"), (FLAT, "1,256")]).unwrap().max_vgprs, 256);
        let b = budget(&[(WAVES, "4,2"), (FLAT, "1,256")]).unwrap();
        assert_eq!((b.min_waves, b.max_waves), (4, 4));
    }

    /// A work-group range gfx900 cannot have is llc's default of 1024 (no error).
    #[test]
    fn impossible_work_group_ranges_are_the_default() {
        for range in ["1024,2048", "64,1", "0,64"] {
            let b = budget(&[(FLAT, range)]).unwrap();
            assert_eq!(b.max_work_group_size, 1024, "{range}");
            assert_eq!(b, budget(&[]).unwrap(), "{range}");
        }
    }

    #[test]
    fn malformed_attributes_are_errors() {
        for attrs in [
            &[(FLAT, "256")][..],
            &[(FLAT, "a,b")],
            &[(WAVES, "ten")],
            &[(WAVES, "1,2,3")],
            &[("amdgpu-num-vgpr", "many")],
        ] {
            let error = budget(attrs).unwrap_err();
            assert!(error.contains("is malformed"), "{attrs:?}: {error}");
        }
    }
}
