//! Bad inputs to the code-object writers are reported as errors naming the kernel or global,
//! never as panics or silently wrong objects.

use backend::codeobj::metadata;
use backend::codeobj::{
    write_assembly, write_code_object, Binding, CodeObjectError, CodeObjectVersion, CodeReloc, DataSection, GlobalData,
    KernelAsm, KernelCode, KernelDescriptorInfo, KernelMetadata, RelocKind, Visibility,
};

fn kernel(name: &str) -> KernelCode {
    KernelCode {
        name: name.into(),
        code: vec![0; 8],
        relocations: vec![],
        lines: vec![],
        descriptor: KernelDescriptorInfo::default(),
        metadata: KernelMetadata::opencl(name),
    }
}

fn global(name: &str) -> GlobalData {
    GlobalData {
        name: name.into(),
        bytes: vec![1, 2, 3, 4],
        align: 4,
        binding: Binding::Global,
        visibility: Visibility::Hidden,
        section: DataSection::ReadOnly,
        relocations: vec![],
    }
}

fn write(kernels: &[KernelCode], rodata: &[GlobalData]) -> Result<Vec<u8>, CodeObjectError> {
    write_code_object(kernels, rodata, CodeObjectVersion::V5)
}

/// The same input through the assembly printer must fail the same way.
fn write_asm(kernels: &[KernelCode], rodata: &[GlobalData]) -> Result<String, CodeObjectError> {
    let asm: Vec<KernelAsm> = kernels
        .iter()
        .map(|k| KernelAsm {
            name: k.name.clone(),
            lines: vec!["s_endpgm".into()],
            descriptor: k.descriptor.clone(),
            metadata: k.metadata.clone(),
        })
        .collect();
    write_assembly(&asm, rodata, CodeObjectVersion::V5)
}

#[test]
fn module_flag_versions() {
    assert_eq!(CodeObjectVersion::from_module_flag(None), Ok(CodeObjectVersion::V5));
    assert_eq!(
        CodeObjectVersion::from_module_flag(Some(500)),
        Ok(CodeObjectVersion::V5)
    );
    assert_eq!(
        CodeObjectVersion::from_module_flag(Some(600)),
        Ok(CodeObjectVersion::V6)
    );
    assert_eq!(
        CodeObjectVersion::from_module_flag(Some(400)),
        Err(CodeObjectError::UnsupportedVersion(400))
    );
}

#[test]
fn descriptor_limits() {
    type Change = Box<dyn Fn(&mut KernelDescriptorInfo)>;
    let cases: Vec<(&str, Change)> = vec![
        ("257 VGPRs", Box::new(|d| d.next_free_vgpr = 257)),
        ("103 SGPRs", Box::new(|d| d.next_free_sgpr = 103)),
        ("work-item id 3", Box::new(|d| d.workitem_id = 3)),
        ("LDS", Box::new(|d| d.group_segment_fixed_size = 65537)),
        ("round mode", Box::new(|d| d.float_round_mode_32 = 4)),
        ("denorm mode", Box::new(|d| d.float_denorm_mode_16_64 = 7)),
    ];
    for (what, change) in cases {
        let mut k = kernel("k");
        change(&mut k.descriptor);
        for result in [write(&[k.clone()], &[]).map(|_| ()), write_asm(&[k], &[]).map(|_| ())] {
            match result {
                Err(CodeObjectError::Descriptor { kernel, .. }) => {
                    assert_eq!(kernel, "k", "{what}")
                }
                other => panic!("{what}: expected a descriptor error, got {other:?}"),
            }
        }
    }
}

#[test]
fn bad_code() {
    let mut odd = kernel("odd");
    odd.code = vec![0; 6];
    assert!(matches!(write(&[odd], &[]), Err(CodeObjectError::Code { kernel, .. }) if kernel == "odd"));

    let mut empty = kernel("empty");
    empty.code.clear();
    assert!(matches!(write(&[empty], &[]), Err(CodeObjectError::Code { .. })));

    let mut reloc = kernel("reloc");
    reloc.relocations.push(CodeReloc {
        offset: 6,
        symbol: "t".into(),
        kind: RelocKind::Rel32Lo,
        addend: 4,
    });
    assert!(matches!(write(&[reloc], &[]), Err(CodeObjectError::Code { kernel, .. }) if kernel == "reloc"));
}

#[test]
fn names() {
    let dup = [kernel("a"), kernel("a")];
    assert_eq!(write(&dup, &[]), Err(CodeObjectError::DuplicateSymbol("a".into())));
    assert_eq!(write_asm(&dup, &[]), Err(CodeObjectError::DuplicateSymbol("a".into())));
    assert_eq!(
        write(&[kernel("a")], &[global("a.kd")]),
        Err(CodeObjectError::DuplicateSymbol("a.kd".into()))
    );

    let mut renamed = kernel("a");
    renamed.metadata.name = "b".into();
    assert!(matches!(
        write(&[renamed.clone()], &[]),
        Err(CodeObjectError::Code { .. })
    ));
    assert!(matches!(write_asm(&[renamed], &[]), Err(CodeObjectError::Code { .. })));
}

#[test]
fn bad_globals() {
    let mut g = global("g");
    g.align = 3;
    assert!(matches!(write(&[], &[g]), Err(CodeObjectError::Global { global, .. }) if global == "g"));

    let mut g = global("g");
    g.relocations.push(CodeReloc {
        offset: 0,
        symbol: "h".into(),
        kind: RelocKind::Abs32,
        addend: 0,
    });
    assert!(
        matches!(write(&[], &[g.clone()]), Err(CodeObjectError::Global { .. })),
        "relocated data in .rodata"
    );
    g.section = DataSection::RelRo;
    assert!(write(&[], &[g.clone()]).is_ok());
    g.relocations[0].kind = RelocKind::Abs64;
    assert!(
        matches!(write(&[], &[g]), Err(CodeObjectError::Global { .. })),
        "8-byte relocation in 4 bytes"
    );

    // Code-only relocation kinds have no data directive.
    let mut g = global("g");
    g.section = DataSection::RelRo;
    g.relocations.push(CodeReloc {
        offset: 0,
        symbol: "h".into(),
        kind: RelocKind::Rel32Lo,
        addend: 0,
    });
    assert!(write(&[], &[g.clone()]).is_ok());
    assert!(matches!(write_asm(&[], &[g]), Err(CodeObjectError::Global { .. })));

    let mut g = global("g");
    g.bytes = vec![1; 12];
    g.section = DataSection::MergeableConst;
    assert!(
        matches!(write(&[], &[g.clone()]), Err(CodeObjectError::Global { .. })),
        "12-byte cst"
    );
    g.section = DataSection::MergeableString { char_size: 4 };
    assert!(
        matches!(write(&[], &[g]), Err(CodeObjectError::Global { .. })),
        "unterminated string"
    );
}

#[test]
fn unreadable_metadata() {
    assert!(matches!(
        metadata::from_msgpack(&[0x92, 0x01]),
        Err(CodeObjectError::Metadata(_))
    ));
    let doc = rmpv::Value::Map(vec![(
        "amdhsa.kernels".into(),
        rmpv::Value::Array(vec![rmpv::Value::Map(vec![
            (".name".into(), "k".into()),
            (".no_such_key".into(), 1.into()),
        ])]),
    )]);
    assert!(matches!(metadata::parse_kernels(&doc), Err(CodeObjectError::Metadata(m)) if m.contains(".no_such_key")));
    assert!(matches!(
        metadata::parse_kernels(&rmpv::Value::from(3)),
        Err(CodeObjectError::Metadata(_))
    ));
}
