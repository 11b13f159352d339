//! Source lines of IR instructions. LLVM's C API does not expose where an instruction was in
//! the `.ll` text, so scan the text: inside `define ... {` ... `}`, a label line starts a
//! block and every other non-blank, non-comment line starts one instruction (an instruction
//! with an open bracket, like `switch ... [`, continues until the bracket closes). The
//! lowering checks each function's scan against the parsed IR (block and instruction counts,
//! opcode words) and uses no locations for a function where they disagree.

use std::collections::HashMap;

/// Per function: per block: per instruction (line, column, text of the first line).
#[derive(Default)]
pub struct LineMap {
    functions: HashMap<String, Vec<Vec<Line>>>,
    /// The line of each function's `define`.
    defines: HashMap<String, u32>,
}

#[derive(Clone, Debug)]
pub struct Line {
    pub line: u32,
    pub col: u32,
    pub text: String,
}

impl LineMap {
    pub fn scan(text: &str) -> LineMap {
        let mut map = LineMap::default();
        let mut lines = text.lines().enumerate();
        while let Some((define_line, raw)) = lines.next() {
            let code = strip_comment(raw);
            if !code.trim_start().starts_with("define") {
                continue;
            }
            let Some(name) = function_name(code) else { continue };
            map.defines.insert(name.clone(), define_line as u32 + 1);
            // The header may span lines; the body starts after the line ending in `{`. A
            // body on the header's line gets no locations.
            let mut header_done = code.trim_end().ends_with('{');
            if !header_done && code.contains('{') {
                continue;
            }
            while !header_done {
                match lines.next() {
                    Some((_, l)) if strip_comment(l).trim_start().starts_with("define") => return map,
                    Some((_, l)) => header_done = strip_comment(l).trim_end().ends_with('{'),
                    None => return map,
                }
            }
            let mut blocks: Vec<Vec<Line>> = Vec::new();
            // An instruction continues on the next line while a bracket or a string is open,
            // the line ends in a comma (a phi's incoming pairs, long argument lists) or the
            // next line starts with a string (an inline asm text on lines of its own).
            let mut depth = 0i32;
            let mut comma = false;
            let mut in_string = false;
            for (i, raw) in lines.by_ref() {
                let (code, balance, open) = scan_code(raw, in_string);
                let continued = in_string;
                in_string = open;
                let trimmed = code.trim();
                // (A quoted label starts with a string too.)
                let string_first = trimmed.starts_with('"') && !is_label(trimmed);
                if depth > 0 || comma || continued || string_first {
                    if !trimmed.is_empty() {
                        depth += balance;
                        comma = trimmed.ends_with(',');
                    }
                    continue;
                }
                if trimmed.is_empty() {
                    continue;
                }
                if trimmed == "}" {
                    break;
                }
                if is_label(trimmed) {
                    blocks.push(Vec::new());
                    continue;
                }
                if blocks.is_empty() {
                    blocks.push(Vec::new()); // the unlabelled entry block
                }
                let col = (code.len() - code.trim_start().len()) as u32 + 1;
                if let Some(b) = blocks.last_mut() {
                    b.push(Line {
                        line: i as u32 + 1,
                        col,
                        text: trimmed.to_string(),
                    });
                }
                depth = balance.max(0);
                comma = trimmed.ends_with(',');
            }
            map.functions.insert(name, blocks);
        }
        map
    }

    pub fn define_line(&self, name: &str) -> Option<u32> {
        self.defines.get(name).copied()
    }

    pub fn function(&self, name: &str) -> Option<&Vec<Vec<Line>>> {
        self.functions.get(name)
    }
}

/// The code part of a line: everything before a `;` that is not inside a string.
fn strip_comment(line: &str) -> &str {
    let mut in_string = false;
    for (i, c) in line.char_indices() {
        match c {
            '"' => in_string = !in_string,
            ';' if !in_string => return &line[..i],
            _ => {}
        }
    }
    line
}

/// A body line that starts inside a string when `in_string`: its code part (before a `;`
/// outside strings), its opening minus closing brackets outside strings, and whether it
/// ends inside a string (LLVM's strings may span lines).
fn scan_code(line: &str, mut in_string: bool) -> (&str, i32, bool) {
    let mut depth = 0;
    for (i, c) in line.char_indices() {
        match c {
            '"' => in_string = !in_string,
            ';' if !in_string => return (&line[..i], depth, false),
            '[' | '(' | '{' if !in_string => depth += 1,
            ']' | ')' | '}' if !in_string => depth -= 1,
            _ => {}
        }
    }
    (line, depth, in_string)
}

fn is_ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '-' | '$' | '.' | '_')
}

/// `name:` or `"quoted name":` alone on a line.
fn is_label(trimmed: &str) -> bool {
    let Some(head) = trimmed.strip_suffix(':') else {
        return false;
    };
    if let Some(q) = head.strip_prefix('"') {
        return q.ends_with('"') && !q[..q.len() - 1].contains('"');
    }
    !head.is_empty() && head.chars().all(is_ident_char)
}

/// The `@name` in a `define` line (quoted names have their `\XX` escapes decoded).
fn function_name(code: &str) -> Option<String> {
    let at = code.find('@')?;
    let rest = &code[at + 1..];
    if let Some(q) = rest.strip_prefix('"') {
        let end = q.find('"')?;
        return Some(unescape(&q[..end]));
    }
    let end = rest.find(|c: char| !is_ident_char(c)).unwrap_or(rest.len());
    (end > 0).then(|| rest[..end].to_string())
}

fn unescape(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'\\' && i + 2 < bytes.len() + 1 {
            if let Some(h) = s.get(i + 1..i + 3).and_then(|h| u8::from_str_radix(h, 16).ok()) {
                out.push(h);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Whether a scanned line plausibly is the instruction with opcode `opcode` (the opcode
/// word appears in it, after the `%x =` if any).
pub fn line_matches(line: &str, opcode: &str) -> bool {
    let rest = match line.split_once('=') {
        Some((lhs, rhs)) if lhs.trim_start().starts_with('%') => rhs,
        _ => line,
    };
    rest.split(|c: char| c.is_whitespace() || c == ',').any(|w| w == opcode)
}

/// LLVM's verifier message in kcc's error format. The verifier prints the offending
/// instruction on the line after its complaint; find that instruction in the module to say
/// where it is (its DILocation, or its `.ll` line), in which function and block.
pub fn verifier_message(module: &crate::llvm::ModuleRef, input: &crate::read::Input, raw: &str) -> String {
    let raw = raw.trim_end();
    let plain = format!("{}: invalid LLVM IR: {raw}", input.name);
    let mut lines = raw.lines();
    let Some(complaint) = lines.next() else { return plain };
    let Some(shown) = lines.next().map(str::trim).filter(|l| !l.is_empty()) else {
        return plain;
    };
    let map = input.ll_text().map(LineMap::scan);
    for func in module.functions() {
        let labels = crate::lower::block_labels(func);
        for (bi, b) in func.blocks().into_iter().enumerate() {
            for (ii, inst) in b.instructions().into_iter().enumerate() {
                if inst.text().trim() != shown {
                    continue;
                }
                let name = func.name();
                let at = match inst.debug_loc() {
                    Some((line, col)) => format!("{}:{line}:{col}", inst.debug_loc_file().1),
                    None => map
                        .as_ref()
                        .and_then(|m| m.function(&name)?.get(bi)?.get(ii).cloned())
                        .map(|l| format!("{}:{}:{}", input.name, l.line, l.col))
                        .unwrap_or_else(|| input.name.clone()),
                };
                let label = labels.get(bi).cloned().unwrap_or_default();
                return format!("{at}: invalid LLVM IR: {complaint} in function '{name}', block '%{label}': '{shown}'");
            }
        }
    }
    plain
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scans_blocks_instructions_and_multiline_switch() {
        let text = "; comment\ndefine void @f(i32 %x) {\nentry:\n  %a = add i32 %x, 1 ; c\n\n  switch i32 %a, label %d [\n    i32 0, label %d\n  ]\nd:  ; preds\n  ret void\n}\ndefine void @\"g h\"() {\n  ret void\n}\n";
        let m = LineMap::scan(text);
        let f = m.function("f").unwrap();
        assert_eq!(f.len(), 2);
        assert_eq!(f[0].iter().map(|l| l.line).collect::<Vec<_>>(), vec![4, 6]);
        assert_eq!(f[0][0].col, 3);
        assert_eq!(f[1][0].line, 10);
        let g = m.function("g h").unwrap();
        assert_eq!(g.len(), 1);
        assert_eq!(g[0][0].line, 13);
    }

    #[test]
    fn one_line_bodies_and_multiline_calls() {
        let text = "define void @a() { ret void }\ndefine void @b(i32 %x) {\n  call void @c(i32 %x,\n              i32 2)\n  ret void\n}\n";
        let m = LineMap::scan(text);
        assert!(m.function("a").is_none());
        let b = m.function("b").unwrap();
        assert_eq!(b[0].iter().map(|l| l.line).collect::<Vec<_>>(), vec![3, 5]);
    }

    #[test]
    fn strings_over_several_lines() {
        let text = "define void @f() {\n  call void asm sideeffect\n  \"v_nop\n   v_nop ; not a comment\n   v_nop\", \"\"()\n  ret void\n}\n";
        let m = LineMap::scan(text);
        let f = m.function("f").unwrap();
        assert_eq!(f[0].iter().map(|l| l.line).collect::<Vec<_>>(), vec![2, 6]);
    }

    #[test]
    fn opcode_words() {
        assert!(line_matches("%5 = tail call i64 @f(i32 0)", "call"));
        assert!(line_matches("store i32 %x, ptr %p, align 4", "store"));
        assert!(!line_matches("%add = mul i32 %a, %b", "add"));
    }
}
