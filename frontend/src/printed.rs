//! Instruction texts exactly as LLVM prints them (what opt's `print<uniformity>` shows), taken
//! from one print of the whole function: printing instruction by instruction renumbers the
//! function's unnamed values every time, which is quadratic in the function's size.
//!
//! A function print numbers metadata (`!tbaa !5`) differently from an instruction print
//! (which opt uses), so metadata numbers are translated: the first instruction that uses a
//! number is printed alone, and the pairing learnt from it is applied to the rest.

use std::collections::HashMap;

use crate::llvm::Val;

/// Per block, per instruction, the text LLVM prints for it (with its two leading spaces);
/// `None` if the function's text cannot be cut up with certainty.
pub fn instruction_texts(func: Val) -> Option<Vec<Vec<String>>> {
    let blocks = func.blocks();
    let text = func.text();
    let mut lines = text.lines();
    // Skip `; Function Attrs` comments and the `define ... {` header.
    lines.by_ref().find(|l| l.starts_with("define ") && l.ends_with('{'))?;
    let mut out: Vec<Vec<String>> = Vec::new();
    let mut current: Option<String> = None;
    let mut depth = 0i32;
    for l in lines {
        if let Some(cur) = current.as_mut() {
            if depth > 0 {
                cur.push('\n');
                cur.push_str(l);
                depth += balance(l);
                if depth <= 0 {
                    out.last_mut()?.push(current.take()?);
                }
                continue;
            }
        }
        if let Some(done) = current.take() {
            out.last_mut()?.push(done);
        }
        if l == "}" {
            break;
        }
        let trimmed = l.trim_start();
        if l.is_empty() || trimmed.starts_with(';') || trimmed.starts_with("#dbg_") {
            continue;
        }
        if !l.starts_with(' ') {
            out.push(Vec::new()); // a label line
            continue;
        }
        if out.is_empty() {
            out.push(Vec::new()); // the unlabelled entry block
        }
        depth = balance(l);
        current = Some(l.to_string());
        if depth <= 0 {
            out.last_mut()?.push(current.take()?);
        }
    }
    // Trust the cut only if it has the function's shape, and spot-check the text of the
    // first and last instruction against LLVM's own single-instruction print.
    if out.len() != blocks.len() {
        return None;
    }
    for (b, texts) in blocks.iter().zip(&out) {
        if b.instructions().len() != texts.len() {
            return None;
        }
    }
    renumber_metadata(&blocks, &mut out)?;
    let first = blocks.first()?.instructions();
    let last = blocks.last()?.instructions();
    if first.first()?.text() != *out.first()?.first()? || last.last()?.text() != *out.last()?.last()? {
        return None;
    }
    // And one instruction with a metadata attachment, whose numbering must be module-wide.
    let with_md = blocks.iter().zip(&out).find_map(|(b, texts)| {
        let i = texts.iter().position(|t| t.contains(", !"))?;
        Some((b.instructions().get(i).copied()?, texts[i].clone()))
    });
    if let Some((inst, text)) = with_md {
        if inst.text() != text {
            return None;
        }
    }
    Some(out)
}

/// Opening minus closing square brackets outside strings (a switch's case list).
fn balance(line: &str) -> i32 {
    let mut in_string = false;
    let mut depth = 0;
    for c in line.chars() {
        match c {
            '"' => in_string = !in_string,
            '[' if !in_string => depth += 1,
            ']' if !in_string => depth -= 1,
            _ => {}
        }
    }
    depth
}

/// The `!N` metadata references in an instruction's text: (start, end) byte ranges.
fn md_refs(text: &str) -> Vec<(usize, usize)> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut in_string = false;
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'"' => in_string = !in_string,
            b'!' if !in_string && i + 1 < b.len() && b[i + 1].is_ascii_digit() => {
                let mut j = i + 1;
                while j < b.len() && b[j].is_ascii_digit() {
                    j += 1;
                }
                out.push((i, j));
                i = j;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// Rewrites the metadata numbers of the function print into the instruction-print ones.
fn renumber_metadata(blocks: &[crate::llvm::Bb], out: &mut [Vec<String>]) -> Option<()> {
    let mut map: HashMap<String, String> = HashMap::new();
    for (b, texts) in blocks.iter().zip(out.iter_mut()) {
        for (inst, t) in b.instructions().into_iter().zip(texts.iter_mut()) {
            let refs = md_refs(t);
            if refs.is_empty() {
                continue;
            }
            let known = refs.iter().all(|(s, e)| map.contains_key(&t[*s..*e]));
            if !known {
                let real = inst.text();
                let real_refs = md_refs(&real);
                if real_refs.len() != refs.len() {
                    *t = real;
                    continue;
                }
                for ((s, e), (rs, re)) in refs.iter().zip(&real_refs) {
                    let prev = map.insert(t[*s..*e].to_string(), real[*rs..*re].to_string());
                    if prev.is_some_and(|p| p != real[*rs..*re]) {
                        return None;
                    }
                }
                *t = real;
                continue;
            }
            let mut fixed = String::with_capacity(t.len());
            let mut last = 0;
            for (s, e) in refs {
                fixed.push_str(&t[last..s]);
                fixed.push_str(map.get(&t[s..e])?);
                last = e;
            }
            fixed.push_str(&t[last..]);
            *t = fixed;
        }
    }
    Some(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use inkwell::context::Context;
    use inkwell::memory_buffer::MemoryBuffer;

    /// Function attachments make a function print number metadata unlike an instruction
    /// print; the cut texts must still equal LLVM's per-instruction texts.
    const IR: &str = r#"
define void @a(ptr addrspace(1) %0) !kernel_arg_type !7 {
  store i32 1, ptr addrspace(1) %0, align 4, !tbaa !1
  ret void
}
define void @f(ptr addrspace(1) %0, i32 %1) !kernel_arg_type !6 {
  %3 = load i32, ptr addrspace(1) %0, align 4, !tbaa !1
  switch i32 %3, label %5 [
    i32 0, label %4
    i32 1, label %5
  ]
4:
  %x = add i32 %3, %1
  store i32 %x, ptr addrspace(1) %0, align 4, !tbaa !4
  br label %5
5:
  %6 = phi i32 [ 0, %2 ], [ %x, %4 ], [ 0, %2 ]
  %7 = load i8, ptr addrspace(1) %0, align 1, !tbaa !5, !range !8
  ret void
}
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char"}
!4 = !{!2, !2, i64 0, i1 true}
!5 = !{!3, !3, i64 0}
!6 = !{!"int*", !"int"}
!7 = !{!"float*"}
!8 = !{i8 0, i8 2}
"#;

    #[test]
    fn cut_texts_equal_instruction_prints() {
        let context = Context::create();
        let buffer = MemoryBuffer::create_from_memory_range_copy(IR.as_bytes(), "t.ll");
        let module = context.create_module_from_ir(buffer).expect("valid IR");
        let m = crate::llvm::ModuleRef(module.as_mut_ptr());
        for func in m.functions() {
            let texts = instruction_texts(func).expect("the fast path applies");
            let want: Vec<Vec<String>> = func
                .blocks()
                .iter()
                .map(|b| b.instructions().iter().map(|i| i.text()).collect())
                .collect();
            assert_eq!(texts, want, "@{}", func.name());
        }
    }
}
