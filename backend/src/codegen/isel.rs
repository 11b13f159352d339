//! Instruction selection before allocation (the `isel` machine pass).
//!
//! Each op, and each kernel argument's load ([`select_argument_load`]), is selected once, ahead
//! of register allocation, into gfx900 instructions whose register operands are *virtual*:
//! every value of the op and every scratch slot gets a register of its own, apart from all
//! others (values from s64 and v200 up, scratch slots at s96.. and v240..), and [`Selected`]
//! records what each of those registers stands for. What the allocator must know of the code
//! is read off it ([`Expansion`]: the scratch slots it uses and how wide, whether it writes a
//! result before its last read of an operand, whether it touches VCC), and where the allocator
//! takes the code an instruction at a time, what each instruction reads and writes
//! ([`Selected::pieces`]). After allocation, [`Selected::lower`]
//! (or [`Selected::lower_one`], per instruction) puts each value's and slot's registers in
//! place.
//!
//! The selected code is correct for any allocation that honours the expansion: it reads every
//! operand before it writes a result unless the expansion says otherwise (then no result shares
//! a register with an operand), and moves that become moves to themselves are dropped. What the
//! frame decides after allocation comes in at lowering ([`FramePlaces`]: the buffer resource
//! quad, the dynamic stack's base as a literal), and a global's address carries its
//! relocations. Image instructions, which build their tuples in registers the frame reserves
//! past the allocated ones, are selected on stand-ins for those (a layout of their own:
//! `IMAGE_VALUE_VGPRS`, `IMAGE_TEMPS`). A few ops are selected after allocation instead
//! ([`Selected`] is `None` for them): calls (the calling convention's sequence around the
//! allocation), ops whose virtual registers would not fit the ranges above, and inline
//! assembly whose text names registers in those ranges or breaks the rules of selected code
//! ([`Selected::verify`]).

use super::assign::Loc;
use super::regalloc::{self, Expansion, File};
use super::select::{self, Out, Temps};
use super::{constant_address, needs_fixed_vtemps, Frame};
use crate::codeobj::RelocKind;
use crate::mc::{LiteralReloc, MInst};
use gfx9_isa::{op, Enc, Inst, Operand};
use mir::*;

/// First virtual SGPR of values, and the end of their range (the buffer resource quad's
/// stand-in comes next).
const VALUE_SGPRS: (u8, u8) = (64, RSRC_QUAD);
/// First virtual VGPR of values, and the end of their range (scratch slots come next).
const VALUE_VGPRS: (u8, u8) = (200, 240);
/// The virtual scratch slots: three SGPR pairs, four VGPR pairs.
const TEMPS: Temps = Temps {
    s: [96, 98, 100],
    v: [240, 242, 244, 246],
};
/// Stand-in for the buffer resource quad, which is placed after the allocated SGPRs.
pub const RSRC_QUAD: u8 = 88;
/// An image op's layout ([`select::image`]): its resource SGPRs (from the quad's stand-in on,
/// over the scalar scratch slots, which it does not use), its values, and the block of
/// reserved VGPRs its data and address tuples are built in (at most 21 dwords).
const IMAGE_VALUE_VGPRS: (u8, u8) = (128, 224);
const IMAGE_TEMPS: Temps = Temps {
    s: TEMPS.s,
    v: [224, 226, 228, 230],
};

/// What one dword of a virtual register stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Virtual {
    /// Dword `.1` of a value.
    Value(Value, u8),
    /// Dword `.1` of scratch slot `.0` (see [`Temps`]: 0–2 SGPR pairs, 3–6 VGPR pairs).
    Temp(usize, u8),
    /// Dword `.0` of the buffer resource quad.
    RsrcQuad(u8),
}

/// An op's selected code, on virtual registers.
#[derive(Clone, Debug, Default)]
pub struct Selected {
    pub insts: Vec<Inst>,
    /// The virtual register (as an operand) of each dword the code names.
    virtuals: Vec<(Operand, Virtual)>,
    /// Relocations of instructions' literals, by instruction (a global's PC-relative
    /// address: the code is then never allocated an instruction at a time, as the addends
    /// count on the instructions staying together).
    relocs: Vec<(usize, LiteralReloc)>,
    /// Instructions whose literal is the dynamic stack's base, which the frame decides.
    stack_base_literals: Vec<usize>,
    /// Instructions kept as they are even where they become moves to themselves: inline
    /// asm's text.
    verbatim: std::ops::Range<usize>,
}

/// What the frame decides that selected code names: the buffer resource quad's place and the
/// dynamic stack's base (each lane's private bytes below it).
#[derive(Clone, Copy, Debug, Default)]
pub struct FramePlaces {
    pub rsrc_quad: Option<u8>,
    pub stack_base: u32,
}

/// Selects `op` with virtual registers; `dry` holds the values' virtual locations while the op
/// is selected (other entries: the locations of values not in registers, such as inputs read
/// where the hardware put them). Returns what the allocator needs to know, and the code unless
/// `op` is one selected after allocation.
pub(super) fn select_early(
    frame: &Frame,
    dry: &mut [Loc],
    in_register: &dyn Fn(Value) -> bool,
    op: OpId,
) -> (Expansion, Option<Selected>) {
    let f = frame.f;
    let d = f.op(op);
    let image = d.opcode == Opcode::Image;
    let (value_vgprs, temps) = if image {
        (IMAGE_VALUE_VGPRS, IMAGE_TEMPS)
    } else {
        (VALUE_VGPRS, TEMPS)
    };
    let symbol = constant_address(f, op);
    let (mut s, mut v) = (VALUE_SGPRS.0, value_vgprs.0);
    let mut virtuals: Vec<(Operand, Virtual)> = Vec::new();
    let mut fits = true;
    let mut regs = |x: Value, dry: &mut [Loc]| -> Vec<u16> {
        if !in_register(x) {
            return Vec::new();
        }
        let width = regalloc::width(f, x);
        if dry[x.index()] == Loc::None {
            dry[x.index()] = match regalloc::file_of(f.value(x).bank) {
                Some(File::Sgpr) => {
                    s = s.next_multiple_of(2) + 2;
                    fits &= s <= VALUE_SGPRS.1;
                    Loc::Sgpr(s - 2)
                }
                _ => {
                    v += 2;
                    fits &= v <= value_vgprs.1;
                    Loc::Vgpr(v - 2)
                }
            };
            for k in 0..width {
                let r = match dry[x.index()] {
                    Loc::Sgpr(n) => Operand::s(n + k),
                    _ => Operand::v(dry[x.index()].lo().vgpr() + k),
                };
                virtuals.push((r, Virtual::Value(x, k)));
            }
        }
        let first = dry[x.index()].lo().0;
        (first..first + width as u16).collect()
    };
    let uses: Vec<u16> = d.operands.iter().flat_map(|&x| regs(x, dry)).collect();
    let defs: Vec<u16> = d.results.iter().flat_map(|&x| regs(x, dry)).collect();
    let temp_regs: Vec<u16> = temps
        .s
        .iter()
        .map(|&r| Operand::s(r).0)
        .chain(temps.v.iter().map(|&r| Operand::v(r).0))
        .collect();
    let mut insts = Vec::new();
    let mut relocs = Vec::new();
    let mut stack_base_literals = Vec::new();
    let mut verbatim = 0..0;
    let asm = matches!(d.opcode, Opcode::InlineAsm(_));
    let selected = match &symbol {
        Some(symbol) => {
            let (code, r) = global_address(&frame.ctx(dry, temps), op, symbol);
            (insts, relocs) = (code, r);
            Ok(())
        }
        // (A kernel's: a called function refuses a dynamic stack.)
        None if d.opcode == Opcode::StackBase => {
            let dst = dry[d.results[0].index()].lo();
            let o = if dst.is_vgpr() { op::V_MOV_B32 } else { op::S_MOV_B32 };
            let mut mov = select::sop1(o, dst, Operand::LITERAL);
            mov.lit = 0;
            insts.push(mov);
            stack_base_literals.push(0);
            Ok(())
        }
        None if asm => select::asm::inline_asm_text(&frame.ctx(dry, temps), op, &mut Out { insts: &mut insts })
            .map(|text| verbatim = text),
        None => select::select(&frame.ctx(dry, temps), op, &mut Out { insts: &mut insts }),
    };
    for &x in d.operands.iter().chain(&d.results) {
        if in_register(x) {
            dry[x.index()] = Loc::None;
        }
    }
    if selected.is_err() || !fits {
        // Cautious: the error comes back when the op is selected after allocation.
        let e = Expansion {
            early_defs: true,
            temps: (0..regalloc::TEMP_SLOTS).map(|t| (t, 2)).collect(),
            vcc_temp: None,
            touches_vcc: true,
            ..Expansion::default()
        };
        return (e, None);
    }
    let mut e = Expansion::default();
    let mut width = [0u8; regalloc::TEMP_SLOTS];
    let mut written = false;
    for i in &insts {
        let a = i.access();
        if written && uses.iter().any(|&r| a.reads_reg(r)) {
            e.early_defs = true;
        }
        written |= defs.iter().any(|&r| a.writes_reg(r));
        // (An image op's resource SGPRs lie where others' scalar scratch does.)
        for (t, &r) in temp_regs.iter().enumerate().skip(if image { 3 } else { 0 }) {
            for (k, reg) in [r, r + 1].into_iter().enumerate() {
                if a.reads_reg(reg) || a.writes_reg(reg) {
                    width[t] = width[t].max(k as u8 + 1);
                }
            }
        }
    }
    // Such ops' scratch VGPRs are the kernel's reserved ones.
    let reserved = |t: usize| needs_fixed_vtemps(f, op) && (3..7).contains(&t);
    e.temps = width
        .iter()
        .enumerate()
        .filter(|&(t, &w)| w > 0 && !reserved(t))
        .map(|(t, &w)| (t, w))
        .collect();
    let vcc = Operand::VCC.0;
    e.touches_vcc = insts.iter().any(|i| {
        let a = i.access();
        [vcc, vcc + 1].iter().any(|&r| a.reads_reg(r) || a.writes_reg(r))
    });
    // (Inline asm names its registers in its text, as SGPR numbers.)
    if !e.touches_vcc && !asm {
        // One scalar scratch slot can live in VCC: the widest, where only ALU instructions
        // touch it (memory instructions' SGPR fields keep to allocated SGPRs).
        let in_alu_only = |t: usize| {
            let r = temp_regs[t];
            insts.iter().all(|i| {
                let a = i.access();
                let touches = [r, r + 1].iter().any(|&x| a.reads_reg(x) || a.writes_reg(x));
                !touches || matches!(i.class(), gfx9_isa::Class::Salu | gfx9_isa::Class::Valu)
            })
        };
        let pick = (0..3)
            .filter(|&t| width[t] > 0 && in_alu_only(t))
            .max_by_key(|&t| (width[t], std::cmp::Reverse(t)));
        if let Some(t) = pick {
            e.temps.retain(|&(slot, _)| slot != t);
            e.vcc_temp = Some((t, width[t]));
        }
    }
    if asm && names_virtual_registers(f, op) {
        return (e, None);
    }
    if image {
        // Its data and address tuples: one block from the first reserved VGPR.
        let block = select::image::reserved_vgprs(d) as u8;
        virtuals.extend((0..block).map(|k| (Operand::v(temps.v[0] + k), Virtual::Temp(3, k))));
    } else {
        for (t, &r) in temp_regs.iter().enumerate() {
            for k in 0..width[t] {
                virtuals.push((Operand(r + k as u16), Virtual::Temp(t, k)));
            }
        }
    }
    if frame.rsrc_quad.is_some() {
        // (An image op's T# and S# follow the quad.)
        let dwords = if image { select::image::RESOURCE_SGPRS as u8 } else { 4 };
        for k in 0..dwords {
            virtuals.push((Operand::s(RSRC_QUAD + k), Virtual::RsrcQuad(k)));
        }
    }
    let code = Selected {
        insts,
        virtuals,
        relocs,
        stack_base_literals,
        verbatim,
    };
    // Asm text that breaks the rules of selected code (writes an input's register, reads an
    // output before writing it) is what LLVM leaves undefined; after allocation it runs as
    // written.
    if asm && code.verify(f, op, &[]).is_err() {
        return (e, None);
    }
    (e, Some(code))
}

/// Selects the load of kernel argument `i` (the entry's parameter) with virtual registers: the
/// parameter's, and scratch slot 0 when the parameter lives in VGPRs (loaded there first).
pub(super) fn select_argument_load(frame: &Frame, dry: &mut [Loc], i: usize) -> Result<Selected, String> {
    let f = frame.f;
    let p = f.block(f.entry()).params[i];
    let (at, vector) = match regalloc::file_of(f.value(p).bank) {
        Some(File::Sgpr) => (Loc::Sgpr(VALUE_SGPRS.0), false),
        _ => (Loc::Vgpr(VALUE_VGPRS.0), true),
    };
    let home = std::mem::replace(&mut dry[p.index()], at);
    let mut insts = Vec::new();
    let selected = select::argument_load(&frame.ctx(dry, TEMPS), i, &mut Out { insts: &mut insts });
    dry[p.index()] = home;
    selected?;
    let width = regalloc::width(f, p);
    let mut virtuals: Vec<(Operand, Virtual)> = (0..width)
        .map(|k| (Operand(at.lo().0 + k as u16), Virtual::Value(p, k)))
        .collect();
    if vector {
        virtuals.extend((0..width).map(|k| (Operand::s(TEMPS.s[0] + k), Virtual::Temp(0, k))));
    }
    Ok(Selected {
        insts,
        virtuals,
        ..Selected::default()
    })
}

/// Whether the text of inline asm `op` names registers in the virtual ranges (values, scratch
/// slots, the resource quad's stand-in): it is then selected after allocation, where a
/// register it names is that register.
fn names_virtual_registers(f: &Function, op: OpId) -> bool {
    let Some(Attr::Str(text)) = f.op(op).attr("asm") else {
        return false;
    };
    let (s, v) = select::asm::highest_registers_named(text);
    s.is_some_and(|s| s >= VALUE_SGPRS.0 as u16) || v.is_some_and(|v| v >= VALUE_VGPRS.0 as u16)
}

/// The address of a global outside LDS (in `.rodata`), PC-relative
/// ([`select::pc_relative_address`]), in the result's SGPRs, or in scratch slot 0 and then
/// moved into its VGPRs.
fn global_address(ctx: &select::Ctx, op: OpId, symbol: &str) -> (Vec<Inst>, Vec<(usize, LiteralReloc)>) {
    let dst = ctx.loc[ctx.f.result(op).index()];
    let t = match dst {
        Loc::Sgpr(r) => r,
        _ => ctx.temps.s[0],
    };
    let (lo, hi) = (Operand::s(t), Operand::s(t + 1));
    let mut insts = Vec::new();
    let mut relocs = Vec::new();
    for (i, reloc) in select::pc_relative_address(lo, symbol, [RelocKind::Rel32Lo, RelocKind::Rel32Hi]) {
        relocs.extend(reloc.map(|r| (insts.len(), r)));
        insts.push(i);
    }
    let mut out = Out { insts: &mut insts };
    out.mov(dst.lo(), lo);
    out.mov(dst.hi(), hi);
    (insts, relocs)
}

/// What one selected instruction reads and writes of its op's values and scratch slots in
/// one register file, a dword at a time: that file's allocation operands when it allocates
/// the op per instruction.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Pieces {
    pub reads: Vec<(regalloc::Owner, u8)>,
    pub writes: Vec<(regalloc::Owner, u8)>,
    /// Owners read and written through one field (see `Inst::tied_operands`): their input
    /// and output must share a register.
    pub tied: Vec<regalloc::Owner>,
}

impl Selected {
    fn virtual_of(&self, o: Operand) -> Option<Virtual> {
        self.virtuals.iter().find(|&&(r, _)| r == o).map(|&(_, x)| x)
    }

    /// The pieces in `file` instruction `j` reads and writes; scratch slot `unallocated` (kept
    /// in VCC) is none.
    pub fn pieces(&self, j: usize, file: File, unallocated: Option<usize>) -> Pieces {
        let i = &self.insts[j];
        let a = i.access();
        let in_file = |r: usize| (r >= 256) == (file == File::Vgpr);
        let piece = |r: usize| match self.virtual_of(Operand(r as u16)) {
            Some(Virtual::Value(x, k)) if in_file(r) => Some((regalloc::Owner::Value(x), k)),
            Some(Virtual::Temp(t, k)) if in_file(r) && Some(t) != unallocated => Some((regalloc::Owner::Temp(t), k)),
            _ => None,
        };
        let pieces = |ranges: &[gfx9_isa::RegRange]| {
            let mut out: Vec<(regalloc::Owner, u8)> = ranges.iter().flat_map(|x| x.iter()).filter_map(piece).collect();
            out.dedup();
            out
        };
        let tied = i
            .tied_operands()
            .into_iter()
            .filter_map(|o| piece(o.0 as usize))
            .map(|(o, _)| o)
            .collect();
        Pieces {
            reads: pieces(&a.reads),
            writes: pieces(&a.writes),
            tied,
        }
    }

    /// Does the code run straight through under the op's EXEC (no jumps, no EXEC writes)?
    /// Only such code can have its VGPRs allocated per instruction: a VGPR written under a
    /// wider EXEC clobbers lanes the allocation may keep other values in, and a jump back makes
    /// a register dead in code order live again.
    pub fn straight_under_exec(&self) -> bool {
        self.relocs.is_empty()
            && self
                .insts
                .iter()
                .all(|i| i.class() != gfx9_isa::Class::Branch && !i.writes_exec())
    }

    /// Instruction `j` with the registers `place` gives each virtual dword (`None` where it
    /// has none); `Some(None)` when it becomes a move to itself. (`place` also says whether
    /// the field takes the instruction's output: a register read and written by different
    /// fields may hold its input and output in different registers.)
    fn lower_inst(&self, j: usize, place: &dyn Fn(Virtual, bool) -> Option<Operand>) -> Option<Option<Inst>> {
        let access = self.insts[j].access();
        let physical = |o: Operand, output: bool| match self.virtual_of(o) {
            None => Some(o),
            Some(x) => place(x, output),
        };
        let mut i = self.insts[j].clone();
        i.dst = physical(i.dst, access.writes_reg(i.dst.0))?;
        i.sdst = physical(i.sdst, true)?;
        for s in &mut i.src {
            *s = physical(*s, false)?;
        }
        if let Some(sdst) = i.sdwa_sdst() {
            let r = physical(sdst, true)?;
            i.m.ext = (i.m.ext & !(0x7f << 8)) | ((r.0 as u32 & 0x7f) << 8);
        }
        // (Selection on registers skips copies to the same register; inline asm's text stays
        // as written.)
        let self_move = matches!(i.op, op::V_MOV_B32 | op::S_MOV_B32 | op::S_MOV_B64)
            && i.enc == Enc::Native
            && i.dst == i.src[0]
            && !self.verbatim.contains(&j);
        Some((!self_move).then_some(i))
    }

    /// Instruction `j` of code allocated per instruction: `regs` holds the registers of the
    /// owners its allocation instructions read and write (owner, register, whether it is the
    /// owner's def), the rest is as in [`Selected::lower`]. An owner may be there twice, read
    /// in one register and written in another: a field taking the output gets its def's, any
    /// other its use's.
    pub fn lower_one(
        &self,
        j: usize,
        loc: &[Loc],
        regs: &[(regalloc::Owner, Loc, bool)],
        temps: &Temps,
        frame: FramePlaces,
    ) -> Option<Option<Inst>> {
        let inst = self.lower_inst(j, &|x, output| {
            let (owner, k) = match x {
                Virtual::Value(v, k) => (regalloc::Owner::Value(v), k),
                Virtual::Temp(t, k) => (regalloc::Owner::Temp(t), k),
                Virtual::RsrcQuad(_) => return self.place_of(x, loc, temps, frame.rsrc_quad),
            };
            let mut mine = regs.iter().filter(|&&(o, _, _)| o == owner);
            let pick = mine.clone().find(|&&(_, _, def)| def == output).or_else(|| mine.next());
            match pick {
                Some(&(_, Loc::Sgpr(r), _)) => Some(Operand::s(r + k)),
                Some(&(_, Loc::Vgpr(r), _)) => Some(Operand::v(r + k)),
                _ => self.place_of(x, loc, temps, frame.rsrc_quad),
            }
        });
        inst.map(|i| i.map(|i| self.with_frame_literal(j, i, frame)))
    }

    /// Instruction `j` with the literal the frame gives it, if it takes one (an inline constant
    /// where the value is one).
    fn with_frame_literal(&self, j: usize, mut i: Inst, frame: FramePlaces) -> Inst {
        if self.stack_base_literals.contains(&j) {
            match i32::try_from(frame.stack_base).ok().and_then(Operand::int) {
                Some(inline) => i.src[0] = inline,
                None => i.lit = frame.stack_base,
            }
        }
        i
    }

    /// The register of a virtual dword on the op's allocation (`None` if it has none).
    fn place_of(&self, x: Virtual, loc: &[Loc], temps: &Temps, rsrc_quad: Option<u8>) -> Option<Operand> {
        Some(match x {
            Virtual::Value(x, k) => match loc[x.index()] {
                Loc::Sgpr(n) => Operand::s(n + k),
                Loc::Vgpr(n) => Operand::v(n + k),
                Loc::None => return None,
            },
            Virtual::Temp(t, k) => {
                let (base, vgpr) = if t < 3 {
                    (temps.s[t], false)
                } else {
                    (temps.v[t - 3], true)
                };
                // (A slot the allocation gave no register: select again, on the registers.)
                let r = base.checked_add(k).filter(|_| base != super::NO_TEMP)?;
                if vgpr {
                    Operand::v(r)
                } else {
                    Operand::s(r)
                }
            }
            Virtual::RsrcQuad(k) => Operand::s(rsrc_quad? + k),
        })
    }

    /// The code with the allocation's registers in place: `loc` where the op's values are,
    /// `temps` its scratch registers, `frame` what the frame placed. `None` if a value the
    /// code names has no register there (then the op is selected again, on those locations).
    pub fn lower(&self, loc: &[Loc], temps: &Temps, frame: FramePlaces) -> Option<Vec<MInst>> {
        let place = |x: Virtual, _| self.place_of(x, loc, temps, frame.rsrc_quad);
        let mut out = Vec::with_capacity(self.insts.len());
        for j in 0..self.insts.len() {
            if let Some(inst) = self.lower_inst(j, &place)? {
                let inst = self.with_frame_literal(j, inst, frame);
                out.push(match self.relocs.iter().find(|&&(k, _)| k == j) {
                    Some((_, reloc)) => MInst::Reloc {
                        inst,
                        reloc: reloc.clone(),
                    },
                    None => MInst::Inst(inst),
                });
            }
        }
        Some(out)
    }

    /// Checks the code against the op it was selected for: the machine verifier's rules for
    /// code on virtual registers (SSA before allocation), run after `isel` when checking is
    /// on. The code writes no register of an operand (the allocator may keep the value there
    /// for later readers), reads a scratch slot or a result only after writing it, and writes
    /// every dword of every result — except where it keeps a result's old value (`keeps_old`:
    /// a lane-mask merge) and the results of `undef`, which has no code; and each register
    /// tuple it names is one value's dwords, in order (or scratch, or the resource quad).
    pub fn verify(&self, f: &Function, op: OpId, keeps_old: &[Value]) -> Result<(), String> {
        let d = f.op(op);
        let is_operand = |x: Value| d.operands.contains(&x) && !d.results.contains(&x);
        let mut written: Vec<Operand> = Vec::new();
        let text = || self.to_text();
        for (n, i) in self.insts.iter().enumerate() {
            let a = i.access();
            // A register tuple is one value's consecutive dwords, or scratch (consecutive
            // slots make a wider tuple: 64-bit cmpswap's quad), or the resource quad.
            for range in a.reads.iter().chain(&a.writes) {
                let owner = |r: usize| match self.virtual_of(Operand(r as u16)) {
                    Some(Virtual::Value(x, k)) => Some((Some(x), k)),
                    Some(Virtual::Temp(..)) => Some((None, 0)),
                    Some(Virtual::RsrcQuad(_)) => Some((None, 1)),
                    None => None,
                };
                let Some((x, k0)) = owner(range.first as usize) else {
                    continue;
                };
                let step = |j: usize| if x.is_some() { k0 + j as u8 } else { k0 };
                let whole = range.iter().enumerate().all(|(j, r)| owner(r) == Some((x, step(j))));
                if !whole {
                    return Err(format!("`{}` names a tuple that is not one value's", text()[n]));
                }
            }
            for r in a.reads.iter().flat_map(|x| x.iter()) {
                let r = Operand(r as u16);
                let before_written = match self.virtual_of(r) {
                    Some(Virtual::Temp(..)) => !written.contains(&r),
                    Some(Virtual::Value(x, _)) => !is_operand(x) && !keeps_old.contains(&x) && !written.contains(&r),
                    _ => false,
                };
                if before_written {
                    return Err(format!("`{}` reads a register before the code writes it", text()[n]));
                }
            }
            for r in a.writes.iter().flat_map(|x| x.iter()) {
                let r = Operand(r as u16);
                if matches!(self.virtual_of(r), Some(Virtual::Value(x, _)) if is_operand(x)) {
                    return Err(format!("`{}` overwrites an operand", text()[n]));
                }
                written.push(r);
            }
        }
        for &(r, v) in &self.virtuals {
            if let Virtual::Value(x, k) = v {
                if d.results.contains(&x) && d.opcode != Opcode::Undef && !written.contains(&r) {
                    return Err(format!("the code never writes {x}.{k}"));
                }
            }
        }
        Ok(())
    }

    /// The code as text, each virtual register named by what it stands for (`%7`, dword 1 of
    /// a 64-bit value `%7.1`, scratch slot 2 `%t2`, the buffer resource quad `%rsrc`).
    pub fn to_text(&self) -> Vec<String> {
        let name = |o: Operand, n: u8| -> Option<String> {
            let mut text = match self.virtual_of(o)? {
                Virtual::Value(x, 0) => format!("{x}"),
                Virtual::Value(x, k) => format!("{x}.{k}"),
                Virtual::Temp(t, 0) => format!("%t{t}"),
                Virtual::Temp(t, k) => format!("%t{t}.{k}"),
                Virtual::RsrcQuad(0) => "%rsrc".into(),
                Virtual::RsrcQuad(k) => format!("%rsrc.{k}"),
            };
            // A tuple wider than what its first dword stands for names the rest too.
            let covered = (1..n.max(1)).all(|k| self.virtual_of(Operand(o.0 + k as u16)).is_some());
            if !covered {
                text.push_str(&format!("<+{}>", n - 1));
            }
            Some(text)
        };
        self.insts.iter().map(|i| i.to_asm_named(&name)).collect()
    }
}

/// What `--print-after=isel` prints: the kernel arguments' loads, then the MIR with each op's
/// selected code on virtual registers after it; ops selected after allocation and terminators
/// (lowered with the exec-mask code and copies between blocks) say so.
pub fn to_text(
    f: &Function,
    plan: &regalloc::Plan,
    selected: &[Option<Selected>],
    argument_loads: &[Option<Selected>],
) -> String {
    let mut text = String::new();
    for (i, code) in argument_loads.iter().enumerate() {
        if let Some(code) = code {
            let p = f.block(f.entry()).params[i];
            text.push_str(&format!("# load of argument '{}' ({p}):\n", f.args[i].name));
            for line in code.to_text() {
                text.push_str(&format!("      {line}\n"));
            }
        }
    }
    let mut in_plan = vec![false; f.ops.len()];
    for bundle in &plan.bundles {
        if let regalloc::Kind::Op(op) = bundle.kind {
            in_plan[op.index()] = true;
        }
    }
    text + &mir::text::print_function_annotated(f, &|op| {
        if f.op(op).opcode.is_terminator() {
            return Some("lowered after allocation".into());
        }
        if !in_plan[op.index()] {
            return None;
        }
        match &selected[op.index()] {
            Some(s) if s.insts.is_empty() => None,
            Some(s) => Some(s.to_text().iter().map(|line| format!("\n      {line}")).collect()),
            None => Some("selected after allocation".into()),
        }
    })
}

#[cfg(test)]
impl Selected {
    /// Code for tests, in assembly: `values` says which value's dword each virtual register
    /// (by register code) holds, `temps` which scratch slot's.
    pub(super) fn for_tests(code: &[&str], values: &[(u16, Value, u8)], temps: &[(u16, usize, u8)]) -> Selected {
        let virtuals = values
            .iter()
            .map(|&(r, v, k)| (Operand(r), Virtual::Value(v, k)))
            .chain(temps.iter().map(|&(r, t, k)| (Operand(r), Virtual::Temp(t, k))))
            .collect();
        let insts = code
            .iter()
            .map(|line| gfx9_isa::parse_inst(line).expect("assembles"))
            .collect();
        Selected {
            insts,
            virtuals,
            ..Selected::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `%3 = add %1, %2` on VGPRs, and code for it in which %1, %2 and %3 are v200, v202 and
    /// v204, and scratch slot 3 is v240.
    fn add_with(code: &[&str]) -> (Function, OpId, Selected) {
        let text = "module {code_object_version = 5}
kernel @k {
bb0:
  %0:vgpr(s32) = workitem.id.x
  %1:vgpr(s32) = add %0, %0
  %2:vgpr(s32) = add %0, %1
  %3:vgpr(s32) = add %1, %2
  ret
}
";
        let m = mir::text::parse_module(text).expect("parses");
        let f = m.functions.into_iter().next().expect("one kernel");
        let op = f.def_op(Value(3)).expect("an op defines %3");
        let virtuals = vec![
            (Operand::v(200), Virtual::Value(Value(1), 0)),
            (Operand::v(202), Virtual::Value(Value(2), 0)),
            (Operand::v(204), Virtual::Value(Value(3), 0)),
            (Operand::v(240), Virtual::Temp(3, 0)),
        ];
        let insts = code
            .iter()
            .map(|line| gfx9_isa::parse_inst(line).expect("assembles"))
            .collect();
        (
            f,
            op,
            Selected {
                insts,
                virtuals,
                ..Selected::default()
            },
        )
    }

    #[test]
    fn code_on_virtual_registers_passes_when_it_keeps_ssa() {
        let (f, op, code) = add_with(&["v_mov_b32 v240, v200", "v_add_u32_e32 v204, v240, v202"]);
        assert_eq!(code.verify(&f, op, &[]), Ok(()));
    }

    #[test]
    fn overwriting_an_operand_is_refused() {
        let (f, op, code) = add_with(&["v_add_u32_e32 v200, v200, v202", "v_mov_b32 v204, v200"]);
        assert!(code.verify(&f, op, &[]).unwrap_err().contains("overwrites an operand"));
    }

    #[test]
    fn reading_scratch_or_a_result_before_writing_it_is_refused() {
        let (f, op, code) = add_with(&["v_add_u32_e32 v204, v240, v202"]);
        assert!(code
            .verify(&f, op, &[])
            .unwrap_err()
            .contains("before the code writes it"));
        let (f, op, code) = add_with(&["v_add_u32_e32 v204, v204, v202"]);
        assert!(code.verify(&f, op, &[]).is_err());
        // Unless the op keeps the result's old value (a lane-mask merge).
        assert_eq!(code.verify(&f, op, &[Value(3)]), Ok(()));
    }

    #[test]
    fn a_tuple_across_two_values_is_refused() {
        // v[200:201] would be %1 and the register after it, which stands for nothing.
        let (f, op, code) = add_with(&["v_lshlrev_b64 v[240:241], 1, v[200:201]", "v_mov_b32 v204, v240"]);
        assert!(code.verify(&f, op, &[]).unwrap_err().contains("not one value's"));
    }

    #[test]
    fn a_result_the_code_never_writes_is_refused() {
        let (f, op, code) = add_with(&["v_mov_b32 v240, v200"]);
        assert!(code.verify(&f, op, &[]).unwrap_err().contains("never writes %3.0"));
    }
}
