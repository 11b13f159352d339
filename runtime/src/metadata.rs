//! The `NT_AMDGPU_METADATA` msgpack note: kernel names, argument layout
//! (including hidden arguments), segment sizes.
use crate::descriptor::Descriptor;
use crate::error::Error;
use gfx9_isa::abi::ValueKind;
use rmpv::Value;

/// One kernel argument from the metadata note.
#[derive(Clone, Debug)]
pub struct ArgInfo {
    pub offset: u32,
    pub size: u32,
    pub kind: ValueKind,
    pub name: String,
    /// `.type_name` (OpenCL's spelling, e.g. `float4`, `int*`), when the compiler wrote one.
    pub type_name: String,
    /// `.address_space` of pointer arguments (`global`, `constant`, `local`, ...).
    pub address_space: String,
}

/// One kernel: its metadata, and the descriptor the loader fills in.
#[derive(Clone, Debug)]
pub struct KernelInfo {
    pub name: String,
    pub desc: Descriptor,
    pub args: Vec<ArgInfo>,
    pub kernarg_segment_size: u32,
    pub group_segment_fixed_size: u32,
    pub private_segment_fixed_size: u32,
    pub max_flat_workgroup_size: u32,
    /// Register use as the metadata states it (`.sgpr_count` includes VCC, FLAT_SCRATCH and
    /// XNACK_MASK when used).
    pub sgpr_count: u32,
    pub vgpr_count: u32,
    pub sgpr_spill_count: u32,
    pub vgpr_spill_count: u32,
    pub uses_dynamic_stack: bool,
}

fn get<'a>(m: &'a Value, key: &str) -> Option<&'a Value> {
    m.as_map()?
        .iter()
        .find(|(k, _)| k.as_str() == Some(key))
        .map(|(_, v)| v)
}
fn get_u(m: &Value, key: &str) -> u32 {
    get(m, key).and_then(|v| v.as_u64()).unwrap_or(0) as u32
}
fn get_s(m: &Value, key: &str) -> String {
    get(m, key).and_then(|v| v.as_str()).unwrap_or("").to_string()
}

/// Returns [(kernel, descriptor symbol)].
pub fn parse(desc: &[u8]) -> Result<Vec<(KernelInfo, String)>, Error> {
    let v = rmpv::decode::read_value(&mut &desc[..]).map_err(|e| Error::Load(format!("bad metadata msgpack: {e}")))?;
    let major = get(&v, "amdhsa.version")
        .and_then(|x| x.as_array())
        .and_then(|a| a.first()?.as_u64());
    if major != Some(1) {
        return Err(Error::Load("metadata is not amdhsa.version 1.x".into()));
    }
    let ks = get(&v, "amdhsa.kernels")
        .and_then(|k| k.as_array())
        .ok_or_else(|| Error::Load("metadata has no amdhsa.kernels".into()))?;
    let mut out = Vec::new();
    for k in ks {
        let mut args = Vec::new();
        for a in get(k, ".args")
            .and_then(|a| a.as_array())
            .map(Vec::as_slice)
            .unwrap_or_default()
        {
            let kind = get_s(a, ".value_kind");
            args.push(ArgInfo {
                offset: get_u(a, ".offset"),
                size: get_u(a, ".size"),
                kind: ValueKind::parse(&kind).ok_or_else(|| {
                    Error::Load(format!(
                        "kernel `{}`: unknown argument kind `{kind}`",
                        get_s(k, ".name")
                    ))
                })?,
                name: get_s(a, ".name"),
                type_name: get_s(a, ".type_name"),
                address_space: get_s(a, ".address_space"),
            });
        }
        let info = KernelInfo {
            name: get_s(k, ".name"),
            desc: Default::default(),
            args,
            kernarg_segment_size: get_u(k, ".kernarg_segment_size"),
            group_segment_fixed_size: get_u(k, ".group_segment_fixed_size"),
            private_segment_fixed_size: get_u(k, ".private_segment_fixed_size"),
            max_flat_workgroup_size: get_u(k, ".max_flat_workgroup_size"),
            sgpr_count: get_u(k, ".sgpr_count"),
            vgpr_count: get_u(k, ".vgpr_count"),
            sgpr_spill_count: get_u(k, ".sgpr_spill_count"),
            vgpr_spill_count: get_u(k, ".vgpr_spill_count"),
            uses_dynamic_stack: get(k, ".uses_dynamic_stack").and_then(|b| b.as_bool()).unwrap_or(false),
        };
        out.push((info, get_s(k, ".symbol")));
    }
    Ok(out)
}
