#!/usr/bin/env python3
"""Derive the GFX9 opcode table from LLVM's disassembler (the oracle).

For every encoding family we build one probe word per opcode value, with each
operand field pointing at a distinct register, and let llvm-mc disassemble it.
The mnemonic names the opcode; the register tuples in the text (s[16:17], v[10:13])
give each operand's width in dwords.  The result is written to src/ops.rs, which
is checked in: kcc itself never runs LLVM.

Run: python3 isa/gen/probe.py > isa/src/ops.rs
"""
import re, subprocess, sys

MC = "llvm-mc-22"

def disasm(words_list):
    """words_list: list of tuples of u32. Returns list of (text or None)."""
    lines = []
    for ws in words_list:
        b = b"".join(w.to_bytes(4, "little") for w in ws)
        lines.append(",".join("0x%02x" % x for x in b))
    # One instruction per call would be slow; separate with s_nop markers so an
    # invalid word cannot shift the alignment of the next probe.
    out = []
    text = "\n".join(lines) + "\n"
    p = subprocess.run([MC, "--disassemble", "-arch=amdgcn", "-mcpu=gfx900", "-show-encoding"],
                       input=text, capture_output=True, text=True)
    # Map encodings back to probes.
    got = {}
    # Key by the first dword: the disassembler may canonicalise ignored fields in
    # the second one, and it resynchronises word by word after an invalid word.
    for ln in p.stdout.splitlines():
        m = re.match(r"\s*(\S.*?)\s*; encoding: \[(.*)\]", ln)
        if m:
            if "Invalid" in m.group(1):
                continue
            got.setdefault(",".join(m.group(2).replace(" ", "").split(",")[:4]), m.group(1))
    for l in lines:
        out.append(got.get(",".join(l.split(",")[:4])))
    return out

def split_ops(s):
    """Operands separated by commas outside parentheses (`hwreg(HW_REG_MODE, 0, 1)` is one)."""
    out, depth, cur = [], 0, ""
    for ch in s:
        depth += (ch == "(") - (ch == ")")
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    out.append(cur.strip())
    return out

def widths(text):
    """Operand list -> [(kind, count)] where kind is s/v/x (other)."""
    parts = text.split(None, 1)
    name = parts[0]
    ops = []
    if len(parts) > 1:
        for o in split_ops(parts[1]):
            o = o.split()[0] if o.split() else o
            m = re.match(r"([sv])\[(\d+):(\d+)\]", o)
            if m:
                ops.append((m.group(1), int(m.group(3)) - int(m.group(2)) + 1))
                continue
            m = re.match(r"([sv])(\d+)$", o)
            if m:
                ops.append((m.group(1), 1))
                continue
            ops.append((o, 0))
    return name, ops

name_text = {}
entries = []  # (family, opcode, name, ops)

def probe(family, opcodes, *makes):
    """Try each field pattern in turn; the first that decodes wins."""
    left = list(opcodes)
    for make in makes:
        ws = [make(op) for op in left]
        rest = []
        for op, t in zip(left, disasm(ws)):
            if t is None:
                rest.append(op)
                continue
            name, ops = widths(t)
            entries.append((family, op, name, ops))
            name_text[(family, op)] = t
        left = rest

probe("SOP2", range(0, 0x60), lambda op: (0x80000000 | op << 23 | 16 << 16 | 24 << 8 | 20,))
probe("SOPK", range(0, 28),  # 28.. overlap SOP1/SOPC/SOPP
      lambda op: (0xB0000000 | op << 23 | 16 << 16 | 0x10,))
probe("SOPK", [20], lambda op: (0xB0000000 | op << 23 | 0x10, 3))  # s_setreg_imm32_b32 + literal
sop1 = lambda op, d, s0: (0xBE800000 | d << 16 | op << 8 | s0,)
probe("SOP1", range(0, 256), lambda op: sop1(op, 16, 20), lambda op: sop1(op, 16, 0), lambda op: sop1(op, 0, 20))
probe("SOPC", range(0, 128), lambda op: (0xBF000000 | op << 16 | 24 << 8 | 20,), lambda op: (0xBF000000 | op << 16 | 24 << 8 | 0x90,))
probe("SOPP", range(0, 128), lambda op: (0xBF800000 | op << 16 | 0x10,), lambda op: (0xBF800000 | op << 16,))
smem = lambda op, d, b, o: (0xC0000000 | op << 18 | 1 << 17 | d << 6 | b, o)
probe("SMEM", range(0, 256), lambda op: smem(op, 16, 4, 0x10), lambda op: smem(op, 16, 0, 0), lambda op: smem(op, 0, 0, 0),
      lambda op: (0xC0000000 | op << 18 | 16 << 6, 0), lambda op: (0xC0000000 | op << 18, 0))
probe("VOP2", range(0, 62), lambda op: (op << 25 | 10 << 17 | 30 << 9 | 276,),
      lambda op: (op << 25 | 10 << 17 | 30 << 9 | 276, 0x3f800000))  # v_madak: trailing constant
probe("VOP1", range(0, 256), lambda op: (0x7E000000 | 10 << 17 | op << 9 | 276,), lambda op: (0x7E000000 | op << 9,))
probe("VOPC", range(0, 256), lambda op: (0x7C000000 | op << 17 | 30 << 9 | 276,))
# VOP3-only opcodes (VOP3 forms of VOPC/VOP1/VOP2 are the same ops with _e64).
def vop3(op, s1=286, s2=296, s0=276):
    return (0xD0000000 | op << 16 | 10, s2 << 18 | s1 << 9 | s0)
# Unused source fields must be zero, and lane selects must be scalar: try in turn.
# (A zero field would read as s0, which the field map takes for the VOP3b sdst: try it last.)
probe("VOP3", range(0x0, 0x300), vop3, lambda op: vop3(op, 286, 0), lambda op: vop3(op, 30, 40),
      lambda op: vop3(op, 30, 0), lambda op: vop3(op, 286, 40), lambda op: vop3(op, 30, 0, 20),
      lambda op: vop3(op, 0, 0))
p3 = lambda op, s2: (0xD3800000 | op << 16 | 0x4000 | 10, 0x18000000 | s2 << 18 | 286 << 9 | 276)
probe("VOP3P", range(0, 128), lambda op: p3(op, 296), lambda op: p3(op, 0))
def ds(op, vdst, d0, d1):
    return (0xD8000000 | op << 17, vdst << 24 | d1 << 16 | d0 << 8 | 20)
probe("DS", range(0, 256), lambda op: ds(op, 10, 30, 40), lambda op: ds(op, 10, 30, 0),
      lambda op: ds(op, 0, 30, 40), lambda op: ds(op, 0, 30, 0), lambda op: ds(op, 10, 0, 0),
      lambda op: ds(op, 0, 0, 0),
      lambda op: (0xD8000000 | op << 17, 10 << 24))  # ds_append/ds_consume: no address (M0)
for seg, fam in ((0, "FLAT"), (1, "SCRATCH"), (2, "GLOBAL")):
    f = lambda op, vd, d, sa=0x7f, seg=seg: (0xDC000000 | op << 18 | seg << 14, vd << 24 | sa << 16 | d << 8 | 20)
    probe(fam, range(0, 128), lambda op: f(op, 10, 30), lambda op: f(op, 0, 30), lambda op: f(op, 10, 0),
          lambda op: f(op, 10, 30, 0), lambda op: f(op, 0, 30, 0), lambda op: f(op, 10, 0, 0))
probe("MUBUF", range(0, 128), lambda op: (0xE0000000 | op << 18 | 1 << 12, 3 << 24 | 2 << 16 | 10 << 8 | 20),
      lambda op: (0xE0000000 | op << 18, 3 << 24 | 2 << 16 | 10 << 8 | 0))
# MTBUF (typed buffer accesses): dfmt 32_32_32_32 (14), nfmt float (7) in bits 19..26.
probe("MTBUF", range(0, 16), lambda op: (0xE8000000 | 7 << 23 | 14 << 19 | op << 15 | 1 << 12, 3 << 24 | 2 << 16 | 10 << 8 | 20))
# MIMG: dmask 1, T# at s[8:15], S# at s[12:15] (samplers only; the others need the field 0).
# The widths of vdata and vaddr depend on the instruction's fields (`Inst::width`).
probe("MIMG", range(0, 128), lambda op: (0xF0000000 | op << 18 | 1 << 8, 3 << 21 | 2 << 16 | 10 << 8 | 20),
      lambda op: (0xF0000000 | op << 18 | 1 << 8, 2 << 16 | 10 << 8 | 20))


# Which field a register came from: the probes put each field at its own index.
FIELD = {("v", 10): "dst", ("s", 10): "dst", ("s", 16): "dst",
         ("s", 0): "sdst",
         ("v", 20): "src0", ("s", 20): "src0", ("s", 8): "src0", ("s", 4): "src0",
         ("v", 30): "src1", ("s", 30): "src1", ("s", 24): "src1",
         ("v", 40): "src2", ("s", 40): "src2",
         ("s", 2): "src0", ("s", 3): "soffset", ("s", 12): "ssamp"}

def fields(fam, text):
    # MTBUF's format is a modifier (its brackets hold a comma).
    text = re.sub(r" format:\[[^\]]*\]", "", text)
    parts = text.split(None, 1)
    out = []
    if len(parts) > 1:
        for o in split_ops(parts[1]):
            tok = o.split()[0] if o.split() else o
            m = re.match(r"([sv])\[(\d+):(\d+)\]$", tok) or re.match(r"([sv])(\d+)()$", tok)
            if m:
                n = int(m.group(3)) - int(m.group(2)) + 1 if m.group(3) else 1
                f = FIELD.get((m.group(1), int(m.group(2))))
                if fam in ("MUBUF", "MTBUF", "MIMG") and f == "src0" and m.group(1) == "s":
                    f = "srsrc"
                if fam == "SMEM" and f == "sdst":  # s[0:1] there is a zero sbase field
                    f = "src0"
                if f is None:
                    sys.exit("unmapped register %s in %s" % (tok, text))
                out.append((f, n))
            elif text.startswith("s_setreg_imm32_b32") and out and re.match(r"-?\d+$", tok):
                out.append(("src0", 1))  # s_setreg_imm32_b32's literal dword
            elif tok in ("vcc", "off", "exec"):
                out.append((tok, 2 if tok != "off" else 0))
            else:
                out.append(("imm", 0))
            if len(o.split()) > 1:  # "v[20:21], off offset:..": trailing modifiers
                pass
    return parts[0], out

raw = []
e64 = {}
for fam, op, name, _ in entries:
    text = name_text[(fam, op)]
    mn, ops = fields(fam, text)
    if fam == "VOP3" and op < 0x1c0:
        e64[mn.removesuffix("_e64")] = ops
        continue
    raw.append((fam, op, mn.removesuffix("_e32"), ops))

def rs(ops):
    return "&[" + ", ".join("(F::%s, %d)" % (f.capitalize(), n) for f, n in ops) + "]"

print("// @generated by gen/probe.py from llvm-mc-22's gfx900 disassembler. Do not edit.")
print("// One row per opcode: family, opcode, mnemonic, operands in assembly order as")
print("// (encoding field, dwords), and for VOP1/VOP2/VOPC the operands of the VOP3 (_e64) form.")
print("use crate::table::{Family::*, Field as F, OpInfo};")
print("pub(crate) static OPS: &[OpInfo] = &[")
names = set()
order = []
for fam, op, mn, ops in raw:
    if mn in names:
        sys.stderr.write("duplicate %s\n" % mn)
        continue
    names.add(mn)
    order.append(mn)
    ext = e64.get(mn)
    if fam in ("VOP1", "VOP2", "VOPC") and ext is None:
        sys.stderr.write("no e64 form for %s\n" % mn)
    print('    OpInfo { name: "%s", family: %s, opcode: %d, ops: %s, ops64: %s },' % (
        mn, fam, op, rs(ops), rs(ext) if ext is not None else "&[]"))
print("];")
print("/// Named opcodes, one per mnemonic (`op::S_ADD_U32`), for matching and building.")
print("#[allow(missing_docs)]")
print("pub mod op {")
print("    use crate::Op;")
for i, mn in enumerate(order):
    print("    pub const %s: Op = Op(%d);" % (mn.upper(), i))
print("}")
sys.stderr.write("%d entries\n" % len(order))
