//! MIR text: a printer and a parser that round-trip exactly (`print(parse(t)) == t` for every
//! printed `t`).
//!
//! ```text
//! module {code_object_version = 5}
//! global @table {addrspace = 4, align = 4, size = 8, init = "0100000002000000"}
//! file 1 {name = "k.cl", directory = "/src"}
//! kernel @k {
//!   arg {name = "out", offset = 0, size = 8, align = 8, addrspace = 1, uniform = true}
//!   attr "amdgpu-flat-work-group-size" = "1,256"
//! bb0(%0:_(p1)):  ; entry
//!   %1:_(s32) = workitem.id.x loc(3:10)
//!   %2:_(s1) = icmp.slt %1, %1 loc(file1:4:7)
//!   condbr %2, bb1(%1), bb2
//! bb1(%3:_(s32)):
//!   ret
//! bb2:
//!   ret
//! }
//! ```
//!
//! `loc(LINE:COL)` is a position in the IR text the module was read from; `loc(fileN:LINE:COL)`
//! one in the module's source file N (a DILocation's file).
//!
//! Values keep their arena numbers (`%7` is `Value(7)`), so messages that name a value match
//! the dump; numbers a function does not use are left as gaps.

use crate::ir::*;
use crate::opcode::Opcode;
use crate::types::{Bank, Type};
use std::fmt::Write;

// ---------------------------------------------------------------------------------------------
// Printer

pub fn print_module(module: &Module) -> String {
    let mut out = format!("module {{code_object_version = {}}}\n", module.code_object_version);
    for g in &module.globals {
        print_global(&mut out, g);
    }
    for (i, file) in module.files.iter().enumerate() {
        let _ = writeln!(
            out,
            "file {} {{name = {}, directory = {}}}",
            i + 1,
            quote(&file.name),
            quote(&file.directory)
        );
    }
    for f in &module.functions {
        out.push_str(&print_function(f));
    }
    out
}

fn print_global(out: &mut String, g: &Global) {
    let _ = write!(
        out,
        "global @{} {{addrspace = {}, align = {}, size = {}",
        g.name, g.address_space, g.align, g.size
    );
    if let Some(init) = &g.init {
        let hex: String = init.iter().map(|b| format!("{b:02x}")).collect();
        let _ = write!(out, ", init = \"{hex}\"");
    }
    out.push_str("}\n");
}

pub fn print_function(f: &Function) -> String {
    print_function_annotated(f, &|_| None)
}

/// Prints `f`, appending `  ; NOTE` to each op for which `note` returns one (used to show
/// analysis results such as uniformity next to the ops).
pub fn print_function_annotated(f: &Function, note: &dyn Fn(OpId) -> Option<String>) -> String {
    let mut out = String::new();
    let kind = match f.kind {
        FunctionKind::Kernel => "kernel",
        FunctionKind::Device => "device",
    };
    let _ = writeln!(out, "{kind} @{} {{", f.name);
    for a in &f.args {
        let _ = write!(
            out,
            "  arg {{name = {}, offset = {}, size = {}, align = {}",
            quote(&a.name),
            a.offset,
            a.size,
            a.align
        );
        if let Some(space) = a.address_space {
            let _ = write!(out, ", addrspace = {space}");
        }
        if a.noalias {
            let _ = write!(out, ", noalias = true");
        }
        let _ = writeln!(out, ", uniform = {}}}", a.uniform);
    }
    for (key, value) in &f.attrs {
        let _ = writeln!(out, "  attr {} = {}", quote(key), quote(value));
    }
    if let Some(loc) = f.loc {
        out.push_str("  ");
        print_loc(&mut out, loc);
        out.push('\n');
    }
    for b in f.block_ids() {
        let data = f.block(b);
        out.push_str(&b.to_string());
        if !data.params.is_empty() {
            out.push('(');
            for (i, &p) in data.params.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                print_def(&mut out, f, p);
            }
            out.push(')');
        }
        out.push(':');
        if let Some(name) = &data.name {
            let _ = write!(out, "  ; {name}");
        }
        out.push('\n');
        for &op in &data.ops {
            print_op(&mut out, f, op);
            if let Some(text) = note(op) {
                let _ = write!(out, "  ; {text}");
            }
            out.push('\n');
        }
    }
    out.push_str("}\n");
    out
}

fn print_def(out: &mut String, f: &Function, v: Value) {
    let data = f.value(v);
    let _ = write!(out, "{v}:{}({})", data.bank.name(), data.ty);
}

fn print_op(out: &mut String, f: &Function, op: OpId) {
    let data = f.op(op);
    out.push_str("  ");
    if !data.results.is_empty() {
        for (i, &r) in data.results.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            print_def(out, f, r);
        }
        out.push_str(" = ");
    }
    out.push_str(&data.opcode.name());
    let mut first = true;
    let mut sep = |out: &mut String| {
        out.push_str(if first { " " } else { ", " });
        first = false;
    };
    for v in &data.operands {
        sep(out);
        let _ = write!(out, "{v}");
    }
    for s in &data.successors {
        sep(out);
        let _ = write!(out, "{}", s.block);
        if !s.args.is_empty() {
            let args: Vec<String> = s.args.iter().map(|v| v.to_string()).collect();
            let _ = write!(out, "({})", args.join(", "));
        }
    }
    if !data.attrs.is_empty() {
        out.push_str(" {");
        for (i, (k, v)) in data.attrs.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            let _ = write!(out, "{k} = {}", print_attr(v));
        }
        out.push('}');
    }
    if let Some(loc) = data.loc {
        out.push(' ');
        print_loc(out, loc);
    }
}

/// `loc(LINE:COL)`, or `loc(fileN:LINE:COL)` in a debug-info source file.
fn print_loc(out: &mut String, loc: SrcLoc) {
    if loc.file != 0 {
        let _ = write!(out, "loc(file{}:{}:{})", loc.file, loc.line, loc.col);
    } else {
        let _ = write!(out, "loc({}:{})", loc.line, loc.col);
    }
}

fn print_attr(a: &Attr) -> String {
    match a {
        Attr::Int(v) => v.to_string(),
        Attr::Word(w) => {
            debug_assert!(is_word(w), "attribute word {w:?} cannot be printed bare");
            w.clone()
        }
        Attr::Str(s) => quote(s),
        Attr::Ints(vs) => {
            let items: Vec<String> = vs.iter().map(|v| v.to_string()).collect();
            format!("[{}]", items.join(", "))
        }
    }
}

/// A string literal: printable ASCII as is, `"` and `\` escaped, anything else as `\XX` hex.
fn quote(s: &str) -> String {
    let mut out = String::from("\"");
    for b in s.bytes() {
        match b {
            b'"' | b'\\' => {
                out.push('\\');
                out.push(b as char);
            }
            0x20..=0x7e => out.push(b as char),
            _ => {
                let _ = write!(out, "\\{b:02X}");
            }
        }
    }
    out.push('"');
    out
}

/// Is `w` printable as a bare word (and so parsed back as `Attr::Word`)?
pub fn is_word(w: &str) -> bool {
    !w.is_empty()
        && !w.starts_with(|c: char| c.is_ascii_digit() || c == '-')
        && w.chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '-')
}

// ---------------------------------------------------------------------------------------------
// Parser

/// A parse error at `line:col` (1-based) of the text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{line}:{col}: {message}")]
pub struct ParseError {
    pub line: usize,
    pub col: usize,
    pub message: String,
}

pub fn parse_module(text: &str) -> Result<Module, ParseError> {
    let mut p = Parser {
        lines: text.lines().collect(),
        line: 0,
    };
    let mut module = Module::default();
    while let Some(mut cur) = p.next_line() {
        if cur.eat("module ") {
            let attrs = cur.attr_dict()?;
            cur.end()?;
            for (k, v) in attrs {
                match (k.as_str(), v) {
                    ("code_object_version", Attr::Int(n)) => module.code_object_version = n as u32,
                    _ => return Err(cur.error(format!("unknown module attribute '{k}'"))),
                }
            }
        } else if cur.eat("global @") {
            module.globals.push(parse_global(&mut cur)?);
        } else if cur.eat("file ") {
            let number: usize = cur.number("a file number")?;
            if number != module.files.len() + 1 {
                return Err(cur.error(format!(
                    "file {number} out of order (expected file {})",
                    module.files.len() + 1
                )));
            }
            cur.expect(" ")?;
            module.files.push(parse_file(&mut cur)?);
        } else if cur.rest().starts_with("kernel @") || cur.rest().starts_with("device @") {
            let f = parse_function(&mut p, cur)?;
            module.functions.push(f);
        } else {
            return Err(cur.error("expected 'module', 'global', 'file', 'kernel' or 'device'".into()));
        }
    }
    Ok(module)
}

struct Parser<'a> {
    lines: Vec<&'a str>,
    line: usize,
}

impl<'a> Parser<'a> {
    /// The next line that is not blank (lines starting with `;` are comments).
    fn next_line(&mut self) -> Option<Cursor<'a>> {
        while self.line < self.lines.len() {
            let text = self.lines[self.line];
            self.line += 1;
            let trimmed = text.trim_start();
            if trimmed.is_empty() || trimmed.starts_with(';') {
                continue;
            }
            return Some(Cursor {
                text,
                pos: 0,
                line: self.line,
            });
        }
        None
    }
}

/// A position in one line of text.
struct Cursor<'a> {
    text: &'a str,
    pos: usize,
    line: usize,
}

impl<'a> Cursor<'a> {
    fn rest(&self) -> &'a str {
        &self.text[self.pos..]
    }

    fn error(&self, message: String) -> ParseError {
        ParseError {
            line: self.line,
            col: self.pos + 1,
            message,
        }
    }

    fn eat(&mut self, s: &str) -> bool {
        if self.rest().starts_with(s) {
            self.pos += s.len();
            true
        } else {
            false
        }
    }

    fn expect(&mut self, s: &str) -> Result<(), ParseError> {
        if self.eat(s) {
            Ok(())
        } else {
            Err(self.error(format!("expected '{s}'")))
        }
    }

    fn end(&self) -> Result<(), ParseError> {
        if self.rest().is_empty() {
            Ok(())
        } else {
            Err(self.error(format!("unexpected '{}'", self.rest())))
        }
    }

    /// A run of word characters (`[A-Za-z0-9_.-]`).
    fn word(&mut self) -> &'a str {
        let rest = self.rest();
        let len = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '-'))
            .unwrap_or(rest.len());
        self.pos += len;
        &rest[..len]
    }

    fn number<T: std::str::FromStr>(&mut self, what: &str) -> Result<T, ParseError> {
        let start = self.pos;
        let w = self.word();
        w.parse().map_err(|_| ParseError {
            line: self.line,
            col: start + 1,
            message: format!("expected {what}, found '{w}'"),
        })
    }

    fn string(&mut self) -> Result<String, ParseError> {
        self.expect("\"")?;
        let mut bytes = Vec::new();
        loop {
            let rest = self.rest().as_bytes();
            match rest.first() {
                None => return Err(self.error("unterminated string".into())),
                Some(b'"') => {
                    self.pos += 1;
                    break;
                }
                Some(b'\\') => match rest.get(1) {
                    Some(&c @ (b'"' | b'\\')) => {
                        bytes.push(c);
                        self.pos += 2;
                    }
                    _ => {
                        let hex = self.text.get(self.pos + 1..self.pos + 3).unwrap_or("");
                        let b = u8::from_str_radix(hex, 16).map_err(|_| self.error("bad escape in string".into()))?;
                        bytes.push(b);
                        self.pos += 3;
                    }
                },
                Some(&c) => {
                    bytes.push(c);
                    self.pos += 1;
                }
            }
        }
        String::from_utf8(bytes).map_err(|_| self.error("string is not UTF-8".into()))
    }

    fn attr_value(&mut self) -> Result<Attr, ParseError> {
        let rest = self.rest();
        if rest.starts_with('"') {
            return Ok(Attr::Str(self.string()?));
        }
        if self.eat("[") {
            let mut items = Vec::new();
            if !self.eat("]") {
                loop {
                    items.push(self.number("an integer")?);
                    if self.eat("]") {
                        break;
                    }
                    self.expect(", ")?;
                }
            }
            return Ok(Attr::Ints(items));
        }
        if rest.starts_with(|c: char| c.is_ascii_digit() || c == '-') {
            return Ok(Attr::Int(self.number("an integer")?));
        }
        let w = self.word();
        if w.is_empty() {
            return Err(self.error("expected an attribute value".into()));
        }
        Ok(Attr::Word(w.to_string()))
    }

    /// `{key = value, ...}`
    fn attr_dict(&mut self) -> Result<Vec<(String, Attr)>, ParseError> {
        self.expect("{")?;
        let mut attrs = Vec::new();
        if self.eat("}") {
            return Ok(attrs);
        }
        loop {
            let key = self.word();
            if key.is_empty() {
                return Err(self.error("expected an attribute name".into()));
            }
            self.expect(" = ")?;
            attrs.push((key.to_string(), self.attr_value()?));
            if self.eat("}") {
                return Ok(attrs);
            }
            self.expect(", ")?;
        }
    }

    /// `%N`
    fn value_number(&mut self) -> Result<u32, ParseError> {
        self.expect("%")?;
        self.number("a value number")
    }

    /// `bbN`
    fn block_number(&mut self) -> Result<u32, ParseError> {
        self.expect("bb")?;
        self.number("a block number")
    }

    /// `%N:bank(type)`
    fn def(&mut self) -> Result<(u32, Bank, Type), ParseError> {
        let n = self.value_number()?;
        self.expect(":")?;
        let start = self.pos;
        let bank_name = self.rest().split('(').next().unwrap_or("");
        self.pos += bank_name.len();
        let bank = Bank::parse(bank_name).ok_or_else(|| ParseError {
            line: self.line,
            col: start + 1,
            message: format!("unknown bank '{bank_name}'"),
        })?;
        self.expect("(")?;
        let start = self.pos;
        let ty_name = self.word();
        let ty = Type::parse(ty_name).ok_or_else(|| ParseError {
            line: self.line,
            col: start + 1,
            message: format!("unknown type '{ty_name}'"),
        })?;
        self.expect(")")?;
        Ok((n, bank, ty))
    }
}

fn parse_global(cur: &mut Cursor) -> Result<Global, ParseError> {
    let name = cur.word().to_string();
    cur.expect(" ")?;
    let attrs = cur.attr_dict()?;
    cur.end()?;
    let mut g = Global {
        name,
        address_space: 0,
        align: 1,
        init: None,
        size: 0,
    };
    for (k, v) in attrs {
        match (k.as_str(), v) {
            ("addrspace", Attr::Int(n)) => g.address_space = n as u8,
            ("align", Attr::Int(n)) => g.align = n as u32,
            ("size", Attr::Int(n)) => g.size = n as u64,
            ("init", Attr::Str(hex)) => {
                let bytes: Option<Vec<u8>> = (0..hex.len() / 2)
                    .map(|i| u8::from_str_radix(hex.get(2 * i..2 * i + 2)?, 16).ok())
                    .collect();
                g.init = Some(
                    bytes
                        .filter(|_| hex.len() % 2 == 0)
                        .ok_or_else(|| cur.error("bad init bytes".into()))?,
                );
            }
            _ => return Err(cur.error(format!("unknown global attribute '{k}'"))),
        }
    }
    Ok(g)
}

fn parse_file(cur: &mut Cursor) -> Result<SourceFile, ParseError> {
    let attrs = cur.attr_dict()?;
    cur.end()?;
    let mut file = SourceFile {
        name: String::new(),
        directory: String::new(),
    };
    for (k, v) in attrs {
        match (k.as_str(), v) {
            ("name", Attr::Str(s)) => file.name = s,
            ("directory", Attr::Str(s)) => file.directory = s,
            _ => return Err(cur.error(format!("unknown file attribute '{k}'"))),
        }
    }
    Ok(file)
}

/// An op as read, before values are resolved.
struct PendingOp {
    opcode: Opcode,
    results: Vec<(u32, Bank, Type)>,
    operands: Vec<u32>,
    successors: Vec<(u32, Vec<u32>)>,
    attrs: Vec<(String, Attr)>,
    loc: Option<SrcLoc>,
    line: usize,
}

/// A block as read: (number, params, ops, name, line).
type PendingBlock = (u32, Vec<(u32, Bank, Type)>, Vec<PendingOp>, Option<String>, usize);

fn parse_function<'a>(p: &mut Parser<'a>, mut header: Cursor<'a>) -> Result<Function, ParseError> {
    let kind = if header.eat("kernel @") {
        FunctionKind::Kernel
    } else {
        header.expect("device @")?;
        FunctionKind::Device
    };
    let name = header.word().to_string();
    if name.is_empty() {
        return Err(header.error("expected a function name".into()));
    }
    header.expect(" {")?;
    header.end()?;
    let mut f = Function::new(name, kind);
    let mut blocks: Vec<PendingBlock> = Vec::new();
    loop {
        let Some(mut cur) = p.next_line() else {
            return Err(ParseError {
                line: p.line,
                col: 1,
                message: format!("function @{} is not closed with '}}'", f.name),
            });
        };
        if cur.eat("}") {
            cur.end()?;
            break;
        }
        if cur.eat("  arg ") {
            if !blocks.is_empty() {
                return Err(cur.error("'arg' after the first block".into()));
            }
            f.args.push(parse_arg(&mut cur)?);
        } else if cur.eat("  attr ") {
            let key = cur.string()?;
            cur.expect(" = ")?;
            let value = cur.string()?;
            cur.end()?;
            f.attrs.push((key, value));
        } else if cur.eat("  loc(") {
            f.loc = Some(parse_loc(&mut cur)?);
            cur.end()?;
        } else if cur.rest().starts_with("bb") {
            let number = cur.block_number()?;
            let mut params = Vec::new();
            if cur.eat("(") {
                loop {
                    params.push(cur.def()?);
                    if cur.eat(")") {
                        break;
                    }
                    cur.expect(", ")?;
                }
            }
            cur.expect(":")?;
            let name = if cur.eat("  ; ") {
                Some(cur.rest().to_string())
            } else {
                None
            };
            if name.is_none() {
                cur.end()?;
            }
            blocks.push((number, params, Vec::new(), name, cur.line));
        } else if cur.eat("  ") {
            let op = parse_op(&mut cur)?;
            match blocks.last_mut() {
                Some(b) => b.2.push(op),
                None => return Err(cur.error("op before the first block".into())),
            }
        } else {
            return Err(cur.error("expected an op, a block, 'arg' or '}'".into()));
        }
    }
    // Blocks are numbered by position, so `bbN` must be the N-th block.
    for (i, b) in blocks.iter().enumerate() {
        if b.0 as usize != i {
            return Err(ParseError {
                line: b.4,
                col: 1,
                message: format!("block bb{} out of order (expected bb{i})", b.0),
            });
        }
    }
    // Pass 1: create every definition with its own number.
    let mut defined: Vec<bool> = Vec::new();
    let mut define =
        |f: &mut Function, (n, bank, ty): (u32, Bank, Type), def: ValueDef, line: usize| -> Result<Value, ParseError> {
            let n_us = n as usize;
            if defined.len() <= n_us {
                defined.resize(n_us + 1, false);
            }
            if defined[n_us] {
                return Err(ParseError {
                    line,
                    col: 1,
                    message: format!("%{n} defined twice"),
                });
            }
            defined[n_us] = true;
            while f.values.len() <= n_us {
                // Gaps hold unused placeholders so that numbers stay as written.
                f.values.push(ValueData {
                    ty: Type::I32,
                    bank: Bank::Unassigned,
                    def: ValueDef::Param(Block(u32::MAX), 0),
                });
            }
            f.values[n_us] = ValueData { ty, bank, def };
            Ok(Value(n))
        };
    for (bi, (_, params, _, name, line)) in blocks.iter().enumerate() {
        let b = f.add_block();
        f.blocks[bi].name = name.clone();
        for (pi, &param) in params.iter().enumerate() {
            let v = define(&mut f, param, ValueDef::Param(b, pi as u32), *line)?;
            f.blocks[bi].params.push(v);
        }
    }
    let mut pending: Vec<(Block, PendingOp)> = Vec::new();
    for (bi, (_, _, ops, _, _)) in blocks.into_iter().enumerate() {
        for op in ops {
            pending.push((Block(bi as u32), op));
        }
    }
    for (block, op) in &pending {
        let id = OpId(f.ops.len() as u32);
        let mut results = Vec::new();
        for (i, &r) in op.results.iter().enumerate() {
            results.push(define(&mut f, r, ValueDef::Result(id, i as u32), op.line)?);
        }
        f.ops.push(OpData {
            opcode: op.opcode,
            operands: Vec::new(),
            results,
            successors: Vec::new(),
            attrs: op.attrs.clone(),
            loc: op.loc,
            block: *block,
        });
        f.blocks[block.index()].ops.push(id);
    }
    // Pass 2: resolve uses.
    let resolve = |n: u32, line: usize| -> Result<Value, ParseError> {
        if defined.get(n as usize).copied().unwrap_or(false) {
            Ok(Value(n))
        } else {
            Err(ParseError {
                line,
                col: 1,
                message: format!("use of undefined value %{n}"),
            })
        }
    };
    let num_blocks = f.blocks.len() as u32;
    for (i, (_, op)) in pending.iter().enumerate() {
        let operands = op
            .operands
            .iter()
            .map(|&n| resolve(n, op.line))
            .collect::<Result<Vec<_>, _>>()?;
        let mut successors = Vec::new();
        for (target, args) in &op.successors {
            if *target >= num_blocks {
                return Err(ParseError {
                    line: op.line,
                    col: 1,
                    message: format!("branch to undefined block bb{target}"),
                });
            }
            let args = args
                .iter()
                .map(|&n| resolve(n, op.line))
                .collect::<Result<Vec<_>, _>>()?;
            successors.push(BlockCall {
                block: Block(*target),
                args,
            });
        }
        f.ops[i].operands = operands;
        f.ops[i].successors = successors;
    }
    Ok(f)
}

fn parse_arg(cur: &mut Cursor) -> Result<ArgInfo, ParseError> {
    let attrs = cur.attr_dict()?;
    cur.end()?;
    let mut arg = ArgInfo {
        name: String::new(),
        offset: 0,
        size: 0,
        align: 1,
        address_space: None,
        uniform: false,
        noalias: false,
    };
    for (k, v) in attrs {
        match (k.as_str(), v) {
            ("name", Attr::Str(s)) => arg.name = s,
            ("offset", Attr::Int(n)) => arg.offset = n as u32,
            ("size", Attr::Int(n)) => arg.size = n as u32,
            ("align", Attr::Int(n)) => arg.align = n as u32,
            ("addrspace", Attr::Int(n)) => arg.address_space = Some(n as u8),
            ("uniform", Attr::Word(w)) if w == "true" || w == "false" => arg.uniform = w == "true",
            ("noalias", Attr::Word(w)) if w == "true" || w == "false" => arg.noalias = w == "true",
            (k, _) => return Err(cur.error(format!("bad argument attribute '{k}'"))),
        }
    }
    Ok(arg)
}

fn parse_op(cur: &mut Cursor) -> Result<PendingOp, ParseError> {
    let line = cur.line;
    let mut results = Vec::new();
    if cur.rest().starts_with('%') {
        loop {
            results.push(cur.def()?);
            if cur.eat(" = ") {
                break;
            }
            cur.expect(", ")?;
        }
    }
    let start = cur.pos;
    let name = cur.word();
    let opcode = Opcode::parse(name).ok_or_else(|| ParseError {
        line,
        col: start + 1,
        message: format!("unknown op '{name}'"),
    })?;
    let mut op = PendingOp {
        opcode,
        results,
        operands: Vec::new(),
        successors: Vec::new(),
        attrs: Vec::new(),
        loc: None,
        line,
    };
    if cur.eat(" ") && !cur.rest().starts_with('{') && !cur.rest().starts_with("loc(") {
        loop {
            if cur.rest().starts_with('%') {
                if !op.successors.is_empty() {
                    return Err(cur.error("operand after a successor".into()));
                }
                op.operands.push(cur.value_number()?);
            } else {
                let target = cur.block_number()?;
                let mut args = Vec::new();
                if cur.eat("(") {
                    loop {
                        args.push(cur.value_number()?);
                        if cur.eat(")") {
                            break;
                        }
                        cur.expect(", ")?;
                    }
                }
                op.successors.push((target, args));
            }
            if !cur.eat(", ") {
                break;
            }
        }
        if !cur.rest().is_empty() {
            cur.expect(" ")?;
        }
    }
    if cur.rest().starts_with('{') {
        op.attrs = cur.attr_dict()?;
        if !cur.rest().is_empty() {
            cur.expect(" ")?;
        }
    }
    if cur.eat("loc(") {
        op.loc = Some(parse_loc(cur)?);
    }
    cur.end()?;
    Ok(op)
}

/// The rest of `loc(...)` after its opening parenthesis.
fn parse_loc(cur: &mut Cursor) -> Result<SrcLoc, ParseError> {
    let file = if cur.eat("file") {
        let n = cur.number("a file number")?;
        cur.expect(":")?;
        n
    } else {
        0
    };
    let line = cur.number("a line number")?;
    cur.expect(":")?;
    let col = cur.number("a column number")?;
    cur.expect(")")?;
    Ok(SrcLoc { file, line, col })
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "\
module {code_object_version = 5}
global @table {addrspace = 4, align = 4, size = 8, init = \"0100000002000000\"}
file 1 {name = \"k.cl\", directory = \"/src\"}
kernel @k {
  arg {name = \"out\", offset = 0, size = 8, align = 8, addrspace = 1, uniform = true}
  arg {name = \"n\", offset = 8, size = 4, align = 4, uniform = true}
  attr \"amdgpu-flat-work-group-size\" = \"1,256\"
  loc(2:1)
bb0(%0:_(p1), %1:_(s32)):  ; entry
  %2:_(s32) = workitem.id.x loc(3:10)
  %3:_(s1) = icmp.slt %2, %1 loc(file1:4:7)
  %4:_(s32) = const {value = 7}
  condbr %3, bb1(%2), bb2
bb1(%5:sgpr(s32)):  ; then
  %6:_(s32), %7:_(s1) = cmpxchg %0, %5, %4 {align = 4, ordering = seq_cst, scope = \"agent-one-as\"}
  store %6, %0 {align = 4}
  switch %6, bb2, bb2 {cases = [-3]}
bb2:
  ret
}
";

    #[test]
    fn sample_round_trips() {
        let m = parse_module(SAMPLE).expect("parses");
        assert_eq!(print_module(&m), SAMPLE);
        let f = &m.functions[0];
        assert_eq!(f.args[1].address_space, None);
        assert_eq!(f.block(Block(1)).name.as_deref(), Some("then"));
        assert_eq!(f.op(OpId(4)).results, vec![Value(6), Value(7)]);
        assert_eq!(f.successors(Block(0)), vec![Block(1), Block(2)]);
        assert_eq!(
            f.op(OpId(1)).loc,
            Some(SrcLoc {
                file: 1,
                line: 4,
                col: 7
            })
        );
        assert_eq!(m.file(1).map(|s| s.name.as_str()), Some("k.cl"));
    }

    #[test]
    fn files_are_numbered_in_order() {
        let skipped = "module {code_object_version = 5}\nfile 2 {name = \"a.cl\", directory = \"\"}\n";
        assert!(parse_module(skipped)
            .unwrap_err()
            .message
            .contains("file 2 out of order (expected file 1)"));
    }

    #[test]
    fn numbers_with_gaps_are_kept() {
        let text = "module {code_object_version = 5}\nkernel @g {\nbb0:\n  %9:vgpr(f32) = undef\n  ret\n}\n";
        let m = parse_module(text).unwrap();
        assert_eq!(print_module(&m), text);
    }

    #[test]
    fn errors_name_line_and_column() {
        let bad = "module {code_object_version = 5}\nkernel @k {\nbb0:\n  %1:_(s32) = frobnicate %0\n  ret\n}\n";
        let err = parse_module(bad).unwrap_err();
        assert_eq!((err.line, err.col), (4, 15));
        assert!(err.message.contains("unknown op 'frobnicate'"));
        let undefined = "kernel @k {\nbb0:\n  %1:_(s32) = copy %0\n  ret\n}\n";
        assert!(parse_module(undefined)
            .unwrap_err()
            .message
            .contains("undefined value %0"));
        let twice = "kernel @k {\nbb0:\n  %1:_(s32) = undef\n  %1:_(s32) = undef\n  ret\n}\n";
        assert!(parse_module(twice).unwrap_err().message.contains("defined twice"));
        let unclosed = "kernel @k {\nbb0:\n  ret\n";
        assert!(parse_module(unclosed).unwrap_err().message.contains("not closed"));
    }

    #[test]
    fn strings_with_odd_bytes_round_trip() {
        for s in ["", "a\"b", "back\\slash", "tab\tnew\nline", "ünï"] {
            let q = quote(s);
            let mut c = Cursor {
                text: &q,
                pos: 0,
                line: 1,
            };
            assert_eq!(c.string().unwrap(), s);
            c.end().unwrap();
        }
    }
}
