//! Thin safe wrappers over the parts of LLVM's C API that inkwell does not expose in the form
//! the lowering needs. Every unsafe call lives here; the handles are only used while the
//! owning inkwell `Context` and `Module` are alive (`lower_file` keeps them for its whole run).

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;
use inkwell::llvm_sys::target::*;
use inkwell::llvm_sys::{LLVMOpcode, LLVMTypeKind};
use std::ffi::CStr;

pub use inkwell::llvm_sys::{LLVMAtomicOrdering, LLVMAtomicRMWBinOp, LLVMIntPredicate, LLVMRealPredicate};

/// An LLVM value (instruction, argument, constant, global, function, basic block as value).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Val(pub LLVMValueRef);

/// An LLVM type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ty(pub LLVMTypeRef);

/// An LLVM basic block.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Bb(pub LLVMBasicBlockRef);

/// Turns an LLVM-owned message into a String and frees it.
fn take_message(p: *mut std::os::raw::c_char) -> String {
    if p.is_null() {
        return String::new();
    }
    // SAFETY: LLVM returned a NUL-terminated string that we own and must dispose.
    unsafe {
        let s = CStr::from_ptr(p).to_string_lossy().into_owned();
        LLVMDisposeMessage(p);
        s
    }
}

/// A borrowed (ptr, len) string from LLVM.
fn borrowed(p: *const std::os::raw::c_char, len: usize) -> String {
    if p.is_null() {
        return String::new();
    }
    // SAFETY: LLVM gives a pointer to `len` bytes owned by the value, alive while it is.
    unsafe { String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len)).into_owned() }
}

impl Ty {
    pub fn kind(self) -> LLVMTypeKind {
        // SAFETY: valid type handle (see module docs) for all methods below.
        unsafe { LLVMGetTypeKind(self.0) }
    }
    pub fn int_width(self) -> u32 {
        unsafe { LLVMGetIntTypeWidth(self.0) }
    }
    pub fn addr_space(self) -> u32 {
        unsafe { LLVMGetPointerAddressSpace(self.0) }
    }
    /// Element type of a vector or array.
    pub fn element(self) -> Ty {
        unsafe { Ty(LLVMGetElementType(self.0)) }
    }
    /// The number of fixed parameters of a function type.
    pub fn param_count(self) -> u32 {
        unsafe { LLVMCountParamTypes(self.0) }
    }
    /// Does this function type take variable arguments?
    pub fn is_var_arg(self) -> bool {
        unsafe { LLVMIsFunctionVarArg(self.0) != 0 }
    }
    /// The return type of a function type.
    pub fn return_type(self) -> Ty {
        unsafe { Ty(LLVMGetReturnType(self.0)) }
    }
    pub fn vector_len(self) -> u32 {
        unsafe { LLVMGetVectorSize(self.0) }
    }
    pub fn array_len(self) -> u64 {
        unsafe { LLVMGetArrayLength2(self.0) }
    }
    pub fn struct_fields(self) -> Vec<Ty> {
        unsafe {
            let n = LLVMCountStructElementTypes(self.0);
            (0..n).map(|i| Ty(LLVMStructGetTypeAtIndex(self.0, i))).collect()
        }
    }
    pub fn text(self) -> String {
        unsafe { take_message(LLVMPrintTypeToString(self.0)) }
    }
    pub fn is_void(self) -> bool {
        self.kind() == LLVMTypeKind::LLVMVoidTypeKind
    }
}

impl Val {
    pub fn is_null(self) -> bool {
        self.0.is_null()
    }
    pub fn ty(self) -> Ty {
        // SAFETY: valid value handle (see module docs) for all methods below.
        unsafe { Ty(LLVMTypeOf(self.0)) }
    }
    pub fn name(self) -> String {
        unsafe {
            let mut len = 0usize;
            let p = LLVMGetValueName2(self.0, &mut len);
            borrowed(p, len)
        }
    }
    /// The function a global alias names (through pointer casts), unless the alias may be
    /// replaced at link time (weak linkage).
    pub fn alias_target(self) -> Option<Val> {
        unsafe {
            if !self.is_alias() {
                return None;
            }
            use inkwell::llvm_sys::LLVMLinkage as L;
            if matches!(
                LLVMGetLinkage(self.0),
                L::LLVMWeakAnyLinkage | L::LLVMWeakODRLinkage | L::LLVMLinkOnceAnyLinkage | L::LLVMExternalWeakLinkage
            ) {
                return None;
            }
            let mut target = Val(LLVMAliasGetAliasee(self.0));
            while target.is_const_expr()
                && matches!(
                    target.const_opcode(),
                    LLVMOpcode::LLVMBitCast | LLVMOpcode::LLVMAddrSpaceCast
                )
            {
                target = target.operand(0);
            }
            target.is_function().then_some(target)
        }
    }
    /// Whether the function is an intrinsic LLVM knows (a declaration named `llvm.*` that
    /// LLVM 22 no longer defines, such as the legacy `llvm.amdgcn.buffer.store.format.f16`,
    /// is an ordinary function to LLVM and llc calls it).
    pub fn is_intrinsic(self) -> bool {
        unsafe { LLVMGetIntrinsicID(self.0) != 0 }
    }
    pub fn is_alias(self) -> bool {
        unsafe { !LLVMIsAGlobalAlias(self.0).is_null() }
    }
    pub fn set_name(self, name: &str) {
        // (LLVM makes the name unique within the module if it is taken.)
        unsafe { LLVMSetValueName2(self.0, name.as_ptr().cast(), name.len()) }
    }
    /// The value as LLVM's printer shows it (an instruction with its leading two spaces).
    pub fn text(self) -> String {
        unsafe { take_message(LLVMPrintValueToString(self.0)) }
    }
    /// The instruction's opcode; opcodes newer than llvm-sys's enum (LLVM 22's
    /// `ptrtoaddr`) come back as `LLVMUserOp1`, which nothing lowers.
    pub fn opcode(self) -> LLVMOpcode {
        // SAFETY: read as an integer first; only known values become the enum.
        opcode_from_raw(unsafe { raw::instruction_opcode(self.0) })
    }
    pub fn num_operands(self) -> u32 {
        unsafe { LLVMGetNumOperands(self.0).max(0) as u32 }
    }
    pub fn operand(self, i: u32) -> Val {
        unsafe { Val(LLVMGetOperand(self.0, i)) }
    }
    pub fn operands(self) -> Vec<Val> {
        (0..self.num_operands()).map(|i| self.operand(i)).collect()
    }
    pub fn is_instruction(self) -> bool {
        unsafe { !LLVMIsAInstruction(self.0).is_null() }
    }
    pub fn is_argument(self) -> bool {
        unsafe { !LLVMIsAArgument(self.0).is_null() }
    }
    pub fn is_constant(self) -> bool {
        unsafe { !LLVMIsAConstant(self.0).is_null() }
    }
    pub fn is_const_int(self) -> bool {
        unsafe { !LLVMIsAConstantInt(self.0).is_null() }
    }
    pub fn is_const_fp(self) -> bool {
        unsafe { !LLVMIsAConstantFP(self.0).is_null() }
    }
    pub fn is_undef(self) -> bool {
        // PoisonValue is a subclass of UndefValue.
        unsafe { !LLVMIsAUndefValue(self.0).is_null() }
    }
    pub fn is_null_constant(self) -> bool {
        unsafe { !LLVMIsAConstantAggregateZero(self.0).is_null() || !LLVMIsAConstantPointerNull(self.0).is_null() }
    }
    pub fn is_const_expr(self) -> bool {
        unsafe { !LLVMIsAConstantExpr(self.0).is_null() }
    }
    pub fn is_global_variable(self) -> bool {
        unsafe { !LLVMIsAGlobalVariable(self.0).is_null() }
    }
    pub fn is_function(self) -> bool {
        unsafe { !LLVMIsAFunction(self.0).is_null() }
    }
    pub fn is_inline_asm(self) -> bool {
        unsafe { !LLVMIsAInlineAsm(self.0).is_null() }
    }
    pub fn is_basic_block(self) -> bool {
        unsafe { LLVMValueIsBasicBlock(self.0) != 0 }
    }
    pub fn is_metadata(self) -> bool {
        self.ty().kind() == LLVMTypeKind::LLVMMetadataTypeKind
    }
    /// The instruction's opcode word as written (`ptrtoaddr` too, which has no enum value).
    pub fn opcode_word(self) -> String {
        match self.opcode() {
            LLVMOpcode::LLVMUserOp1 => {
                let text = self.text();
                let rest = match text.split_once(" = ") {
                    Some((lhs, rhs)) if lhs.trim_start().starts_with('%') => rhs.to_string(),
                    _ => text.trim_start().to_string(),
                };
                rest.split_whitespace().next().unwrap_or("").to_string()
            }
            op => opcode_name(op).to_string(),
        }
    }
    pub fn const_opcode(self) -> LLVMOpcode {
        opcode_from_raw(unsafe { raw::const_opcode(self.0) })
    }
    /// A ConstantInt's value zero-extended, if it fits in 64 bits.
    pub fn const_zext(self) -> Option<u64> {
        if !self.is_const_int() || self.ty().int_width() > 64 {
            return None;
        }
        unsafe { Some(LLVMConstIntGetZExtValue(self.0)) }
    }
    pub fn const_sext(self) -> Option<i64> {
        if !self.is_const_int() || self.ty().int_width() > 64 {
            return None;
        }
        unsafe { Some(LLVMConstIntGetSExtValue(self.0)) }
    }
    /// A ConstantFP's value as a double (exact for half, float and double).
    pub fn const_double(self) -> Option<f64> {
        if !self.is_const_fp() {
            return None;
        }
        let mut loses = 0;
        let d = unsafe { LLVMConstRealGetDouble(self.0, &mut loses) };
        (loses == 0).then_some(d)
    }
    /// Element `i` of a constant aggregate/vector (null if not one).
    pub fn aggregate_element(self, i: u32) -> Val {
        unsafe { Val(LLVMGetAggregateElement(self.0, i)) }
    }
    pub fn initializer(self) -> Val {
        unsafe { Val(LLVMGetInitializer(self.0)) }
    }
    pub fn is_declaration(self) -> bool {
        unsafe { LLVMIsDeclaration(self.0) != 0 }
    }
    pub fn alignment(self) -> u32 {
        unsafe { LLVMGetAlignment(self.0) }
    }
    /// Internal or private linkage: the symbol is the module's own.
    pub fn is_local_linkage(self) -> bool {
        use inkwell::llvm_sys::LLVMLinkage;
        let l = unsafe { LLVMGetLinkage(self.0) };
        matches!(l, LLVMLinkage::LLVMInternalLinkage | LLVMLinkage::LLVMPrivateLinkage)
    }
    pub fn global_value_type(self) -> Ty {
        unsafe { Ty(LLVMGlobalGetValueType(self.0)) }
    }

    // Functions.
    pub fn call_conv(self) -> u32 {
        unsafe { LLVMGetFunctionCallConv(self.0) }
    }
    pub fn params(self) -> Vec<Val> {
        unsafe {
            let n = LLVMCountParams(self.0);
            (0..n).map(|i| Val(LLVMGetParam(self.0, i))).collect()
        }
    }
    pub fn blocks(self) -> Vec<Bb> {
        let mut out = Vec::new();
        unsafe {
            let mut b = LLVMGetFirstBasicBlock(self.0);
            while !b.is_null() {
                out.push(Bb(b));
                b = LLVMGetNextBasicBlock(b);
            }
        }
        out
    }
    /// The string attributes of a function (`"key"="value"`), in LLVM's order.
    pub fn string_fn_attrs(self) -> Vec<(String, String)> {
        let mut out = Vec::new();
        unsafe {
            let idx = inkwell::llvm_sys::LLVMAttributeFunctionIndex;
            let n = LLVMGetAttributeCountAtIndex(self.0, idx);
            let mut attrs = vec![std::ptr::null_mut(); n as usize];
            LLVMGetAttributesAtIndex(self.0, idx, attrs.as_mut_ptr());
            for a in attrs {
                if LLVMIsStringAttribute(a) == 0 {
                    continue;
                }
                let (mut kl, mut vl) = (0u32, 0u32);
                let k = LLVMGetStringAttributeKind(a, &mut kl);
                let v = LLVMGetStringAttributeValue(a, &mut vl);
                out.push((borrowed(k, kl as usize), borrowed(v, vl as usize)));
            }
        }
        out
    }
    /// Whether the function (index = !0), its return (0) or a parameter (i + 1) has the enum
    /// attribute `name`.
    pub fn has_enum_attr(self, index: u32, name: &str) -> bool {
        unsafe {
            let kind = LLVMGetEnumAttributeKindForName(name.as_ptr() as *const _, name.len());
            kind != 0 && !LLVMGetEnumAttributeAtIndex(self.0, index, kind).is_null()
        }
    }
    /// The type argument of a type attribute such as `byref(T)` on parameter `i`.
    pub fn param_type_attr(self, i: u32, name: &str) -> Option<Ty> {
        unsafe {
            let kind = LLVMGetEnumAttributeKindForName(name.as_ptr() as *const _, name.len());
            if kind == 0 {
                return None;
            }
            let a = LLVMGetEnumAttributeAtIndex(self.0, i + 1, kind);
            if a.is_null() {
                return None;
            }
            Some(Ty(LLVMGetTypeAttributeValue(a)))
        }
    }
    /// The integer argument of an attribute such as `align(N)` on parameter `i`.
    pub fn param_int_attr(self, i: u32, name: &str) -> Option<u64> {
        unsafe {
            let kind = LLVMGetEnumAttributeKindForName(name.as_ptr() as *const _, name.len());
            if kind == 0 {
                return None;
            }
            let a = LLVMGetEnumAttributeAtIndex(self.0, i + 1, kind);
            (!a.is_null()).then(|| LLVMGetEnumAttributeValue(a))
        }
    }
    /// Operands of the metadata node attached to a function or instruction as `!kind`.
    pub fn metadata_operands(self, kind: &str) -> Option<Vec<Val>> {
        unsafe {
            let ctx = LLVMGetTypeContext(LLVMTypeOf(self.0));
            let id = LLVMGetMDKindIDInContext(ctx, kind.as_ptr() as *const _, kind.len() as u32);
            if self.is_function() {
                // Functions keep metadata as global-object attachments.
                let mut n = 0usize;
                let entries = inkwell::llvm_sys::core::LLVMGlobalCopyAllMetadata(self.0, &mut n);
                let mut found = None;
                for i in 0..n as u32 {
                    if LLVMValueMetadataEntriesGetKind(entries, i) == id {
                        let md = LLVMValueMetadataEntriesGetMetadata(entries, i);
                        found = Some(Val(LLVMMetadataAsValue(ctx, md)));
                    }
                }
                LLVMDisposeValueMetadataEntries(entries);
                return found.map(md_node_operands);
            }
            let md = LLVMGetMetadata(self.0, id);
            (!md.is_null()).then(|| md_node_operands(Val(md)))
        }
    }

    // Instructions.
    pub fn parent_block(self) -> Bb {
        unsafe { Bb(LLVMGetInstructionParent(self.0)) }
    }
    pub fn icmp_predicate(self) -> LLVMIntPredicate {
        unsafe { LLVMGetICmpPredicate(self.0) }
    }
    pub fn fcmp_predicate(self) -> LLVMRealPredicate {
        unsafe { LLVMGetFCmpPredicate(self.0) }
    }
    pub fn is_volatile(self) -> bool {
        unsafe { LLVMGetVolatile(self.0) != 0 }
    }
    pub fn ordering(self) -> LLVMAtomicOrdering {
        unsafe { LLVMGetOrdering(self.0) }
    }
    pub fn cmpxchg_orderings(self) -> (LLVMAtomicOrdering, LLVMAtomicOrdering) {
        unsafe {
            (
                LLVMGetCmpXchgSuccessOrdering(self.0),
                LLVMGetCmpXchgFailureOrdering(self.0),
            )
        }
    }
    pub fn is_weak(self) -> bool {
        unsafe { LLVMGetWeak(self.0) != 0 }
    }
    pub fn sync_scope_id(self) -> u32 {
        unsafe { LLVMGetAtomicSyncScopeID(self.0) }
    }
    /// The atomicrmw operation (`None` for operations newer than llvm-sys's enum).
    pub fn rmw_op(self) -> Option<LLVMAtomicRMWBinOp> {
        use LLVMAtomicRMWBinOp as B;
        const ALL: &[LLVMAtomicRMWBinOp] = &[
            B::LLVMAtomicRMWBinOpXchg,
            B::LLVMAtomicRMWBinOpAdd,
            B::LLVMAtomicRMWBinOpSub,
            B::LLVMAtomicRMWBinOpAnd,
            B::LLVMAtomicRMWBinOpNand,
            B::LLVMAtomicRMWBinOpOr,
            B::LLVMAtomicRMWBinOpXor,
            B::LLVMAtomicRMWBinOpMax,
            B::LLVMAtomicRMWBinOpMin,
            B::LLVMAtomicRMWBinOpUMax,
            B::LLVMAtomicRMWBinOpUMin,
            B::LLVMAtomicRMWBinOpFAdd,
            B::LLVMAtomicRMWBinOpFSub,
            B::LLVMAtomicRMWBinOpFMax,
            B::LLVMAtomicRMWBinOpFMin,
            B::LLVMAtomicRMWBinOpUIncWrap,
            B::LLVMAtomicRMWBinOpUDecWrap,
            B::LLVMAtomicRMWBinOpUSubCond,
            B::LLVMAtomicRMWBinOpUSubSat,
            B::LLVMAtomicRMWBinOpFMaximum,
            B::LLVMAtomicRMWBinOpFMinimum,
        ];
        let raw = unsafe { raw::rmw_op(self.0) };
        ALL.iter().copied().find(|b| *b as u32 == raw)
    }
    pub fn allocated_type(self) -> Ty {
        unsafe { Ty(LLVMGetAllocatedType(self.0)) }
    }
    pub fn gep_source_type(self) -> Ty {
        unsafe { Ty(LLVMGetGEPSourceElementType(self.0)) }
    }
    pub fn incoming(self) -> Vec<(Val, Bb)> {
        unsafe {
            let n = LLVMCountIncoming(self.0);
            (0..n)
                .map(|i| {
                    (
                        Val(LLVMGetIncomingValue(self.0, i)),
                        Bb(LLVMGetIncomingBlock(self.0, i)),
                    )
                })
                .collect()
        }
    }
    pub fn successors(self) -> Vec<Bb> {
        unsafe {
            let n = LLVMGetNumSuccessors(self.0);
            (0..n).map(|i| Bb(LLVMGetSuccessor(self.0, i))).collect()
        }
    }
    pub fn is_conditional(self) -> bool {
        unsafe { LLVMIsConditional(self.0) != 0 }
    }
    pub fn condition(self) -> Val {
        unsafe { Val(LLVMGetCondition(self.0)) }
    }
    pub fn indices(self) -> Vec<u32> {
        unsafe {
            let n = LLVMGetNumIndices(self.0);
            let p = LLVMGetIndices(self.0);
            if p.is_null() {
                return Vec::new();
            }
            std::slice::from_raw_parts(p, n as usize).to_vec()
        }
    }
    /// Shuffle mask elements (`None` for undef/poison lanes).
    pub fn shuffle_mask(self) -> Vec<Option<u32>> {
        unsafe {
            let n = LLVMGetNumMaskElements(self.0);
            let undef = LLVMGetUndefMaskElem();
            (0..n)
                .map(|i| {
                    let m = LLVMGetMaskValue(self.0, i);
                    (m != undef && m >= 0).then_some(m as u32)
                })
                .collect()
        }
    }
    pub fn called_value(self) -> Val {
        unsafe { Val(LLVMGetCalledValue(self.0)) }
    }
    /// The function type a call was written with (it may differ from its callee's).
    pub fn called_function_type(self) -> Ty {
        unsafe { Ty(LLVMGetCalledFunctionType(self.0)) }
    }
    pub fn num_arg_operands(self) -> u32 {
        unsafe { LLVMGetNumArgOperands(self.0) }
    }
    pub fn arg_operands(self) -> Vec<Val> {
        (0..self.num_arg_operands()).map(|i| self.operand(i)).collect()
    }
    pub fn call_has_enum_attr(self, index: u32, name: &str) -> bool {
        unsafe {
            let kind = LLVMGetEnumAttributeKindForName(name.as_ptr() as *const _, name.len());
            kind != 0 && !LLVMGetCallSiteEnumAttribute(self.0, index, kind).is_null()
        }
    }
    /// The `align(N)` attribute on call argument `i`.
    pub fn call_param_align(self, i: u32) -> Option<u64> {
        unsafe {
            let name = "align";
            let kind = LLVMGetEnumAttributeKindForName(name.as_ptr() as *const _, name.len());
            let a = LLVMGetCallSiteEnumAttribute(self.0, i + 1, kind);
            (!a.is_null()).then(|| LLVMGetEnumAttributeValue(a))
        }
    }
    /// Operand bundles: (tag, arguments).
    pub fn operand_bundles(self) -> Vec<(String, Vec<Val>)> {
        let mut out = Vec::new();
        unsafe {
            let n = LLVMGetNumOperandBundles(self.0);
            for i in 0..n {
                let b = LLVMGetOperandBundleAtIndex(self.0, i);
                let mut len = 0usize;
                let tag = borrowed(LLVMGetOperandBundleTag(b, &mut len), len);
                let nargs = LLVMGetNumOperandBundleArgs(b);
                let args = (0..nargs).map(|j| Val(LLVMGetOperandBundleArgAtIndex(b, j))).collect();
                LLVMDisposeOperandBundle(b);
                out.push((tag, args));
            }
        }
        out
    }
    pub fn inline_asm_string(self) -> String {
        unsafe {
            let mut len = 0usize;
            let p = LLVMGetInlineAsmAsmString(self.0, &mut len);
            borrowed(p, len)
        }
    }
    pub fn inline_asm_constraints(self) -> String {
        unsafe {
            let mut len = 0usize;
            let p = LLVMGetInlineAsmConstraintString(self.0, &mut len);
            borrowed(p, len)
        }
    }
    /// Whether the instruction carries metadata of kind `kind` (e.g. `amdgpu.noclobber`).
    pub fn has_metadata(self, kind: &str) -> bool {
        unsafe {
            let ctx = LLVMGetTypeContext(LLVMTypeOf(self.0));
            let id = LLVMGetMDKindIDInContext(ctx, kind.as_ptr() as *const _, kind.len() as u32);
            !LLVMGetMetadata(self.0, id).is_null()
        }
    }
    /// The instruction's DILocation (line, column), if it has one.
    pub fn debug_loc(self) -> Option<(u32, u32)> {
        unsafe {
            // Only instructions with a !dbg attachment report a line.
            let ctx = LLVMGetTypeContext(LLVMTypeOf(self.0));
            let id = LLVMGetMDKindIDInContext(ctx, c"dbg".as_ptr(), 3);
            if LLVMGetMetadata(self.0, id).is_null() {
                return None;
            }
            let line = LLVMGetDebugLocLine(self.0);
            let col = LLVMGetDebugLocColumn(self.0);
            (line != 0).then_some((line, col))
        }
    }
    /// The (directory, file name) of the instruction's DILocation (call only when
    /// `debug_loc` found one).
    pub fn debug_loc_file(self) -> (String, String) {
        unsafe {
            let mut len = 0u32;
            let dir = LLVMGetDebugLocDirectory(self.0, &mut len);
            let dir = borrowed(dir, len as usize);
            let name = LLVMGetDebugLocFilename(self.0, &mut len);
            (dir, borrowed(name, len as usize))
        }
    }
    /// The string of an MDString value.
    pub fn md_string(self) -> Option<String> {
        unsafe {
            let mut len = 0u32;
            let p = LLVMGetMDString(self.0, &mut len);
            (!p.is_null()).then(|| borrowed(p, len as usize))
        }
    }
}

// Newer than llvm-sys 211's bindings (LLVM 22 keeps switch case values out of the operand
// list), declared here with the signature from llvm-c/Core.h.
extern "C" {
    fn LLVMGetSwitchCaseValue(switch: LLVMValueRef, i: std::os::raw::c_uint) -> LLVMValueRef;
}

impl Val {
    /// The case value of switch successor `i` (i >= 1; successor 0 is the default).
    pub fn switch_case_value(self, i: u32) -> Val {
        // SAFETY: `self` is a switch instruction and 1 <= i < its successor count.
        unsafe { Val(LLVMGetSwitchCaseValue(self.0, i)) }
    }
}

/// C-API functions returning enums that LLVM 22 extends beyond llvm-sys 211's Rust enums,
/// declared to return plain integers so an unknown value is not undefined behaviour.
mod raw {
    use inkwell::llvm_sys::prelude::LLVMValueRef;
    use std::os::raw::c_uint;
    #[allow(clashing_extern_declarations)]
    extern "C" {
        #[link_name = "LLVMGetInstructionOpcode"]
        pub fn instruction_opcode(v: LLVMValueRef) -> c_uint;
        #[link_name = "LLVMGetConstOpcode"]
        pub fn const_opcode(v: LLVMValueRef) -> c_uint;
        #[link_name = "LLVMGetAtomicRMWBinOp"]
        pub fn rmw_op(v: LLVMValueRef) -> c_uint;
    }
}

fn opcode_from_raw(raw: u32) -> LLVMOpcode {
    use LLVMOpcode::*;
    const ALL: &[LLVMOpcode] = &[
        LLVMRet,
        LLVMBr,
        LLVMSwitch,
        LLVMIndirectBr,
        LLVMInvoke,
        LLVMUnreachable,
        LLVMCallBr,
        LLVMFNeg,
        LLVMAdd,
        LLVMFAdd,
        LLVMSub,
        LLVMFSub,
        LLVMMul,
        LLVMFMul,
        LLVMUDiv,
        LLVMSDiv,
        LLVMFDiv,
        LLVMURem,
        LLVMSRem,
        LLVMFRem,
        LLVMShl,
        LLVMLShr,
        LLVMAShr,
        LLVMAnd,
        LLVMOr,
        LLVMXor,
        LLVMAlloca,
        LLVMLoad,
        LLVMStore,
        LLVMGetElementPtr,
        LLVMTrunc,
        LLVMZExt,
        LLVMSExt,
        LLVMFPToUI,
        LLVMFPToSI,
        LLVMUIToFP,
        LLVMSIToFP,
        LLVMFPTrunc,
        LLVMFPExt,
        LLVMPtrToInt,
        LLVMIntToPtr,
        LLVMBitCast,
        LLVMAddrSpaceCast,
        LLVMICmp,
        LLVMFCmp,
        LLVMPHI,
        LLVMCall,
        LLVMSelect,
        LLVMUserOp1,
        LLVMUserOp2,
        LLVMVAArg,
        LLVMExtractElement,
        LLVMInsertElement,
        LLVMShuffleVector,
        LLVMExtractValue,
        LLVMInsertValue,
        LLVMFreeze,
        LLVMFence,
        LLVMAtomicCmpXchg,
        LLVMAtomicRMW,
        LLVMResume,
        LLVMLandingPad,
        LLVMCleanupRet,
        LLVMCatchRet,
        LLVMCatchPad,
        LLVMCleanupPad,
        LLVMCatchSwitch,
    ];
    ALL.iter().copied().find(|o| *o as u32 == raw).unwrap_or(LLVMUserOp1)
}

/// The operands of a metadata node (constants come back as their values).
/// The string a metadata operand's node starts with (`metadata !0` with `!0 = !{!"m0"}`).
pub fn md_node_string(node: Val) -> Option<String> {
    node.is_metadata()
        .then(|| md_node_operands(node).first()?.md_string())
        .flatten()
}

fn md_node_operands(node: Val) -> Vec<Val> {
    unsafe {
        let n = LLVMGetMDNodeNumOperands(node.0);
        let mut ops = vec![std::ptr::null_mut(); n as usize];
        LLVMGetMDNodeOperands(node.0, ops.as_mut_ptr());
        ops.into_iter().map(Val).collect()
    }
}

impl Bb {
    pub fn name(self) -> String {
        unsafe {
            let p = LLVMGetBasicBlockName(self.0);
            if p.is_null() {
                return String::new();
            }
            CStr::from_ptr(p).to_string_lossy().into_owned()
        }
    }
    pub fn instructions(self) -> Vec<Val> {
        let mut out = Vec::new();
        unsafe {
            let mut i = LLVMGetFirstInstruction(self.0);
            while !i.is_null() {
                out.push(Val(i));
                i = LLVMGetNextInstruction(i);
            }
        }
        out
    }
    pub fn terminator(self) -> Option<Val> {
        unsafe {
            let t = LLVMGetBasicBlockTerminator(self.0);
            (!t.is_null()).then_some(Val(t))
        }
    }
}

/// Module-level queries.
pub struct ModuleRef(pub LLVMModuleRef);

impl ModuleRef {
    pub fn functions(&self) -> Vec<Val> {
        let mut out = Vec::new();
        unsafe {
            let mut f = LLVMGetFirstFunction(self.0);
            while !f.is_null() {
                out.push(Val(f));
                f = LLVMGetNextFunction(f);
            }
        }
        out
    }
    pub fn globals(&self) -> Vec<Val> {
        let mut out = Vec::new();
        unsafe {
            let mut g = LLVMGetFirstGlobal(self.0);
            while !g.is_null() {
                out.push(Val(g));
                g = LLVMGetNextGlobal(g);
            }
        }
        out
    }
    /// Anonymous global variables and functions (`@0`, `@1`) get names, `__unnamed_N`
    /// counted from 1, as LLVM's Mangler gives them symbols (it numbers them as code refers
    /// to them; here the variables come first, then the functions, each in module order).
    pub fn name_anonymous_globals(&self) {
        let anonymous = self
            .globals()
            .into_iter()
            .chain(self.functions())
            .filter(|g| g.name().is_empty());
        for (i, g) in anonymous.enumerate() {
            g.set_name(&format!("__unnamed_{}", i + 1));
        }
    }
    /// The integer value of module flag `name`, if present.
    pub fn int_module_flag(&self, name: &str) -> Option<u64> {
        unsafe {
            let key = c"llvm.module.flags";
            let n = LLVMGetNamedMetadataNumOperands(self.0, key.as_ptr());
            let mut nodes = vec![std::ptr::null_mut(); n as usize];
            LLVMGetNamedMetadataOperands(self.0, key.as_ptr(), nodes.as_mut_ptr());
            for node in nodes {
                let ops = md_node_operands(Val(node));
                if ops.len() == 3 && ops[1].md_string().as_deref() == Some(name) {
                    return ops[2].const_zext();
                }
            }
        }
        None
    }
    pub fn context(&self) -> LLVMContextRef {
        unsafe { LLVMGetModuleContext(self.0) }
    }
    /// The id LLVM gives the sync scope `name` in this context.
    pub fn sync_scope_id(&self, name: &str) -> u32 {
        unsafe { LLVMGetSyncScopeID(self.context(), name.as_ptr() as *const _, name.len()) }
    }
}

/// The module's data layout: sizes, alignments and field offsets.
pub struct Layout(pub LLVMTargetDataRef);

impl Layout {
    pub fn of(module: &ModuleRef) -> Layout {
        // SAFETY: the module owns the data layout; it lives as long as the module.
        unsafe { Layout(LLVMGetModuleDataLayout(module.0)) }
    }
    pub fn alloc_size(&self, t: Ty) -> u64 {
        unsafe { LLVMABISizeOfType(self.0, t.0) }
    }
    pub fn store_size(&self, t: Ty) -> u64 {
        unsafe { LLVMStoreSizeOfType(self.0, t.0) }
    }
    pub fn abi_align(&self, t: Ty) -> u32 {
        unsafe { LLVMABIAlignmentOfType(self.0, t.0) }
    }
    pub fn field_offset(&self, t: Ty, i: u32) -> u64 {
        unsafe { LLVMOffsetOfElement(self.0, t.0, i) }
    }
}

/// The calling convention number of `amdgpu_kernel`.
pub const AMDGPU_KERNEL_CC: u32 = 91;

pub fn opcode_name(op: LLVMOpcode) -> &'static str {
    use LLVMOpcode::*;
    match op {
        LLVMRet => "ret",
        LLVMBr => "br",
        LLVMSwitch => "switch",
        LLVMIndirectBr => "indirectbr",
        LLVMInvoke => "invoke",
        LLVMUnreachable => "unreachable",
        LLVMCallBr => "callbr",
        LLVMFNeg => "fneg",
        LLVMAdd => "add",
        LLVMFAdd => "fadd",
        LLVMSub => "sub",
        LLVMFSub => "fsub",
        LLVMMul => "mul",
        LLVMFMul => "fmul",
        LLVMUDiv => "udiv",
        LLVMSDiv => "sdiv",
        LLVMFDiv => "fdiv",
        LLVMURem => "urem",
        LLVMSRem => "srem",
        LLVMFRem => "frem",
        LLVMShl => "shl",
        LLVMLShr => "lshr",
        LLVMAShr => "ashr",
        LLVMAnd => "and",
        LLVMOr => "or",
        LLVMXor => "xor",
        LLVMAlloca => "alloca",
        LLVMLoad => "load",
        LLVMStore => "store",
        LLVMGetElementPtr => "getelementptr",
        LLVMTrunc => "trunc",
        LLVMZExt => "zext",
        LLVMSExt => "sext",
        LLVMFPToUI => "fptoui",
        LLVMFPToSI => "fptosi",
        LLVMUIToFP => "uitofp",
        LLVMSIToFP => "sitofp",
        LLVMFPTrunc => "fptrunc",
        LLVMFPExt => "fpext",
        LLVMPtrToInt => "ptrtoint",
        LLVMIntToPtr => "inttoptr",
        LLVMBitCast => "bitcast",
        LLVMAddrSpaceCast => "addrspacecast",
        LLVMICmp => "icmp",
        LLVMFCmp => "fcmp",
        LLVMPHI => "phi",
        LLVMCall => "call",
        LLVMSelect => "select",
        LLVMUserOp1 => "userop1",
        LLVMUserOp2 => "userop2",
        LLVMVAArg => "va_arg",
        LLVMExtractElement => "extractelement",
        LLVMInsertElement => "insertelement",
        LLVMShuffleVector => "shufflevector",
        LLVMExtractValue => "extractvalue",
        LLVMInsertValue => "insertvalue",
        LLVMFreeze => "freeze",
        LLVMFence => "fence",
        LLVMAtomicCmpXchg => "cmpxchg",
        LLVMAtomicRMW => "atomicrmw",
        LLVMResume => "resume",
        LLVMLandingPad => "landingpad",
        LLVMCleanupRet => "cleanupret",
        LLVMCatchRet => "catchret",
        LLVMCatchPad => "catchpad",
        LLVMCleanupPad => "cleanuppad",
        LLVMCatchSwitch => "catchswitch",
    }
}
