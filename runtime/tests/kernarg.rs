//! The kernarg segment as ROCm's runtime sets it up (AMDGPUUsage, "Code Object V5 Metadata"):
//! allocated in 16-byte units, hidden arguments where the metadata puts them, with the values
//! the document defines for the launch.
mod common;
use common::*;
use runtime::{Arg, Device, Launch};

/// llc loads the explicit arguments in pieces of 16 bytes: with 28 bytes of arguments and no
/// hidden ones, its `s_load_dwordx4` at offset 8 and `s_load_dword` at 24 read up to byte 32.
#[test]
fn loads_past_the_last_explicit_argument_stay_in_the_segment() {
    let obj = object_from_ir(
        "kernarg_tail",
        r#"
define amdgpu_kernel void @tail(ptr addrspace(1) %out, i32 %a, i32 %b, i32 %c, i32 %d, i32 %e) #0 {
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %d
  %s4 = add i32 %s3, %e
  store i32 %s4, ptr addrspace(1) %out
  ret void
}
attributes #0 = { "amdgpu-no-implicitarg-ptr" }
"#,
    );
    let dev = Device::new();
    let m = dev.load(&obj).unwrap();
    let size = m.kernel("tail").unwrap().kernarg_segment_size;
    assert!(
        !size.is_multiple_of(16),
        "the test needs a segment that is not a multiple of 16 ({size})"
    );
    let out = dev.alloc_zeroed(4);
    let args: Vec<Arg> = std::iter::once(Arg::Buffer(out))
        .chain([1, 20, 300, 4000, 50000].map(Arg::I32))
        .collect();
    dev.launch(&m, "tail", &args, &Launch::new_1d(1, 1)).unwrap();
    assert_eq!(from_bytes::<i32>(&dev.read(&out)), [54321]);
}

/// Each v5 hidden argument the launch defines, read at its documented offset from
/// `implicitarg.ptr`, against values worked out from AMDGPUUsage's definitions.
#[test]
fn hidden_arguments_have_the_documented_values() {
    // (offset, width in bytes) of block counts x/y/z, group sizes, remainders, grid dims.
    let fields: [(u32, u32); 10] = [
        (0, 4),
        (4, 4),
        (8, 4),
        (12, 2),
        (14, 2),
        (16, 2),
        (18, 2),
        (20, 2),
        (22, 2),
        (64, 2),
    ];
    let mut body = String::new();
    for (k, (off, w)) in fields.iter().enumerate() {
        let ty = if *w == 4 { "i32" } else { "i16" };
        body += &format!(
            "  %p{k} = getelementptr i8, ptr addrspace(4) %ia, i64 {off}\n  \
             %v{k} = load {ty}, ptr addrspace(4) %p{k}\n"
        );
        if *w == 2 {
            body += &format!("  %x{k} = zext i16 %v{k} to i32\n");
        } else {
            body += &format!("  %x{k} = add i32 %v{k}, 0\n");
        }
        body += &format!(
            "  %o{k} = getelementptr i32, ptr addrspace(1) %out, i64 {k}\n  store i32 %x{k}, ptr addrspace(1) %o{k}\n"
        );
    }
    let ir = format!(
        "declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()\n\
         define amdgpu_kernel void @hidden(ptr addrspace(1) %out, i32 %unused) {{\n  \
         %ia = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()\n{body}  ret void\n}}\n"
    );
    let obj = object_from_ir("kernarg_hidden", &ir);
    let dev = Device::new();
    let m = dev.load(&obj).unwrap();
    for (grid, block, want) in [
        // 100 = 64 + 36 items in x, 7 = 3 * 2 + 1 in y: one full group and a partial one of 36
        // in x, three full groups and a partial one of 1 in y.
        ([100, 7, 1], [64, 2, 1], [1, 3, 1, 64, 2, 1, 36, 1, 0, 2]),
        ([256, 1, 1], [64, 1, 1], [4, 1, 1, 64, 1, 1, 0, 0, 0, 1]),
        ([8, 8, 9], [4, 4, 2], [2, 2, 4, 4, 4, 2, 0, 0, 1, 3]),
    ] {
        let out = dev.alloc_zeroed(4 * fields.len());
        dev.launch(
            &m,
            "hidden",
            &[Arg::Buffer(out), Arg::I32(0)],
            &Launch::new(grid, block),
        )
        .unwrap();
        assert_eq!(
            from_bytes::<i32>(&dev.read(&out)),
            want,
            "grid {grid:?} block {block:?}"
        );
    }
}
