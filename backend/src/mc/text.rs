//! Machine code read back from text, so a machine pass can be run alone on hand-written code
//! (`kcc in.s --run-pass=waitcnt`), the way LLVM's `.mir` tests run one pass.
//!
//! The text is what `--print-after`/`--stop-after` print for a machine pass (and `kcc -S` for
//! a kernel's body): a `# *** Machine Dump After PASS (kernel K) ***` line starts a function,
//! `NAME:` labels start blocks, branches name labels, and every other line is one instruction
//! in llvm-mc's syntax, read by `gfx9-isa`'s assembler. Comments (`;`, `//`, and lines
//! starting with `#`) are skipped. Directives, long branches and relocations are not read.

use super::{is_branch, MBlock, MInst, MachineFunction};
use gfx9_isa::{op, parse_inst, Op};
use std::collections::HashMap;

/// A function read from text: its name (from the dump header, or `kernel`) and its code.
pub struct ParsedFunction {
    pub name: String,
    pub code: MachineFunction,
}

const HEADER: &str = "# *** Machine Dump After ";

/// Reads the functions in `text`; the error names the line.
pub fn parse_functions(text: &str) -> Result<Vec<ParsedFunction>, String> {
    let mut functions = Vec::new();
    let mut name = String::from("kernel");
    let mut body: Vec<(usize, &str)> = Vec::new();
    for (n, line) in text.lines().enumerate() {
        if let Some(rest) = line.strip_prefix(HEADER) {
            if has_code(&body) {
                functions.push(parse_function(std::mem::take(&mut name), &body)?);
            }
            body.clear();
            name = rest
                .split("(kernel ")
                .nth(1)
                .and_then(|r| r.split(')').next())
                .unwrap_or("kernel")
                .to_string();
            continue;
        }
        body.push((n + 1, line));
    }
    if has_code(&body) || functions.is_empty() {
        functions.push(parse_function(name, &body)?);
    }
    Ok(functions)
}

/// Do the lines hold more than comments?
fn has_code(lines: &[(usize, &str)]) -> bool {
    lines.iter().any(|&(_, l)| !statement(l).is_empty())
}

/// One function: labels start blocks, and so does the instruction after a branch or an end.
fn parse_function(name: String, lines: &[(usize, &str)]) -> Result<ParsedFunction, String> {
    let mut blocks = vec![MBlock::default()];
    let mut labels: HashMap<&str, usize> = HashMap::new();
    // (block, instruction, label, line) of each branch, resolved at the end.
    let mut fixups: Vec<(usize, usize, &str, usize)> = Vec::new();
    let mut block_ends = false;
    for &(n, line) in lines {
        let s = statement(line);
        if s.is_empty() {
            continue;
        }
        let at = |e: String| format!("{n}: {e}");
        if let Some(label) = s.strip_suffix(':') {
            if !blocks.last().expect("a block").insts.is_empty() {
                blocks.push(MBlock::default());
            }
            block_ends = false;
            if labels.insert(label.trim(), blocks.len() - 1).is_some() {
                return Err(at(format!("label '{label}' is defined twice")));
            }
            continue;
        }
        if s.starts_with('.') {
            return Err(at(format!("'{s}': directives are not read here")));
        }
        if block_ends {
            blocks.push(MBlock::default());
        }
        let mnemonic = s.split_whitespace().next().unwrap_or_default();
        let inst = match Op::from_name(mnemonic).filter(|&o| is_branch(o)) {
            Some(o) => {
                let target = s[mnemonic.len()..].trim();
                if target.is_empty() {
                    return Err(at(format!("'{s}': a branch names a label")));
                }
                let b = blocks.len() - 1;
                fixups.push((b, blocks[b].insts.len(), target, n));
                MInst::Branch { op: o, target: 0 }
            }
            None => MInst::Inst(parse_inst(s).map_err(|e| at(format!("'{s}': {e}")))?),
        };
        block_ends = matches!(inst, MInst::Branch { .. })
            || matches!(&inst, MInst::Inst(i) if [op::S_ENDPGM, op::S_SETPC_B64].contains(&i.op));
        blocks.last_mut().expect("a block").insts.push(inst);
    }
    for (b, i, label, n) in fixups {
        let target = *labels
            .get(label)
            .ok_or_else(|| format!("{n}: no label '{label}' in function '{name}'"))?;
        if let MInst::Branch { target: t, .. } = &mut blocks[b].insts[i] {
            *t = target;
        }
    }
    Ok(ParsedFunction {
        name,
        code: MachineFunction { blocks },
    })
}

/// A line without its comment.
fn statement(line: &str) -> &str {
    let line = line.trim();
    if line.starts_with('#') {
        return "";
    }
    let end = [line.find(';'), line.find("//")]
        .into_iter()
        .flatten()
        .min()
        .unwrap_or(line.len());
    line[..end].trim()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn printed_code_reads_back_as_the_same_blocks() {
        let text = "\
# *** Machine Dump After waitcnt (kernel k) ***
  s_load_dword s2, s[0:1], 0x0 ; the count
  s_waitcnt lgkmcnt(0)
  s_cmp_eq_u32 s2, 0
  s_cbranch_scc1 .Lk_2
  v_mov_b32_e32 v0, s2
.Lk_2:
  s_endpgm
";
        let functions = parse_functions(text).unwrap();
        assert_eq!(functions.len(), 1);
        let f = &functions[0];
        assert_eq!(f.name, "k");
        assert_eq!(f.code.blocks.len(), 3);
        assert_eq!(
            f.code.blocks[0].insts.last(),
            Some(&MInst::Branch {
                op: op::S_CBRANCH_SCC1,
                target: 2
            })
        );
        // Printing and reading again gives the same function.
        let again = parse_functions(&f.code.to_asm(".Lk_").join("\n")).unwrap();
        assert_eq!(again[0].code, f.code);
    }

    #[test]
    fn unknown_labels_and_bad_instructions_name_their_line() {
        let e = parse_functions("  s_branch .Lnowhere\n").err().unwrap();
        assert!(e.starts_with("1: no label '.Lnowhere'"), "{e}");
        let e = parse_functions("  s_endpgm\n  v_frobnicate v0\n").err().unwrap();
        assert!(e.starts_with("2: 'v_frobnicate v0'"), "{e}");
    }
}
