//! Memory ops: `llvm.alloca` (stack allocation), `llvm.load`, `llvm.store` and
//! `llvm.getelementptr` (address computation with mixed constant and dynamic indices).

use strata_asm::custom::{OpAsmParser, OpAsmPrinter, Punct, UnresolvedOperand};
use strata_asm::printer::type_to_string;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::interfaces::{EffectKind, MemoryEffect};
use strata_ir::ir::{Body, Builder, OpId, OperationState, ValueId};
use strata_ir::{Context, Location, Type};
use strata_ods::{UnitAttr, i32_array, i32_array_attr, op};

use crate::attrs::{AtomicOrdering, GepNoWrapFlags, int_attr, int_value, parse_gep_flags};
use crate::constraints::{
    AccessGroupArray, AliasScopeArray, AnyInteger, AnyPointer, DenseI32Array, I64Attr, IntOrVector,
    Loadable, PtrOrVector, StrAttr, TbaaTagArray, TypeAttr, type_of_attr,
};
use crate::types::{LlvmType, llvm_type};

type PResult<T> = Result<T, Diagnostic>;

op! {
    /// Allocates stack memory for `arraySize` elements of `elem_type`.
    ///
    /// Allocates stack memory for `arraySize` elements of `elem_type` (LLVM's `alloca`),
    /// freed when the function returns. Addresses are opaque `!llvm.ptr` values; the
    /// accessed type is given explicitly.
    ///
    /// ```mlir
    /// llvm.func @alloca(%n: i64) -> !llvm.ptr {
    ///   %0 = llvm.alloca %n x f32 {alignment = 16 : i64} : (i64) -> !llvm.ptr
    ///   llvm.return %0 : !llvm.ptr
    /// }
    /// ```
    pub struct AllocaOp = "llvm.alloca" {
        operands: [arraySize: AnyInteger],
        attrs: [alignment: optional I64Attr, elem_type: TypeAttr, inalloca: optional UnitAttr],
        results: [res: AnyPointer],
        effects: [alloc(res)],
        verify: verify_alloca,
        parse: parse_alloca,
        print: print_alloca,
    }
}

impl AllocaOp {
    /// The allocated element type.
    pub fn element_type(&self, ctx: &Context, body: &Body) -> Option<Type> {
        self.elem_type(ctx, body).and_then(|a| type_of_attr(ctx, a))
    }
}

/// `llvm.alloca (inalloca)? %size x type attr-dict : (i64) -> !llvm.ptr`
fn parse_alloca(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    if p.parse_optional_keyword("inalloca") {
        p.add_attribute(state, "inalloca", ctx.unit_attr());
    }
    let size = p.parse_operand()?;
    p.parse_keyword("x")?;
    let elem = p.parse_type()?;
    p.add_attribute(state, "elem_type", ctx.type_attr(elem));
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    p.parse_punct(Punct::Colon)?;
    let offset = p.offset();
    let (inputs, results) = p.parse_function_type()?;
    if inputs.len() != 1 || results.len() != 1 {
        return Err(p.error_at(
            offset,
            "expected trailing function type with one argument and one result",
        ));
    }
    let v = p.resolve_operand(&size, inputs[0])?;
    state.operands.push(v);
    state.result_types.push(results[0]);
    Ok(())
}

fn print_alloca(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (ctx, body, op) = (p.ctx(), p.body(), p.op());
    let a = AllocaOp(op);
    if a.inalloca(ctx, body).is_some() {
        p.write(" inalloca");
    }
    p.write(" ");
    p.print_operand(body.operand(op, 0));
    p.write(" x ");
    if let Some(t) = a.element_type(ctx, body) {
        p.print_type(t);
    }
    let attrs = p.attrs();
    p.print_optional_attr_dict(&attrs, &["elem_type", "inalloca"]);
    p.write(" : ");
    let input = body.value_type(body.operand(op, 0));
    let result = body.value_type(body.result(op, 0));
    p.print_functional_type(&[input], &[result]);
}

fn verify_alloca(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let Some(t) = AllocaOp(op).element_type(ctx, body) else {
        return Ok(());
    };
    if matches!(
        llvm_type(ctx, t).as_deref(),
        Some(LlvmType::Void | LlvmType::Func { .. } | LlvmType::Struct { body: None, .. })
    ) {
        return Err(format!(
            "'llvm.alloca' op type '{}' cannot be used as an element type",
            type_to_string(ctx, t)
        ));
    }
    Ok(())
}

op! {
    /// Reads a value from memory (LLVM's `load`).
    ///
    /// The load may be `volatile`, `atomic` with an ordering (and an alignment), carry a
    /// `nontemporal` or `invariant` hint and aliasing metadata.
    ///
    /// ```mlir
    /// llvm.func @load(%p: !llvm.ptr) -> i64 {
    ///   %0 = llvm.load %p {alignment = 8 : i64} : !llvm.ptr -> i64
    ///   %1 = llvm.load volatile %p : !llvm.ptr -> i64
    ///   %2 = llvm.load %p atomic acquire {alignment = 8 : i64} : !llvm.ptr -> i64
    ///   llvm.return %0 : i64
    /// }
    /// ```
    pub struct LoadOp = "llvm.load" {
        operands: [addr: AnyPointer],
        attrs: [
            alignment: optional I64Attr,
            volatile_: optional UnitAttr,
            nontemporal: optional UnitAttr,
            invariant: optional UnitAttr,
            invariantGroup: optional UnitAttr,
            ordering: default AtomicOrdering,
            syncscope: optional StrAttr,
            access_groups: optional AccessGroupArray,
            alias_scopes: optional AliasScopeArray,
            noalias_scopes: optional AliasScopeArray,
            tbaa: optional TbaaTagArray,
        ],
        results: [res: Loadable],
        interfaces: { memory_effects: load_effects },
        verify: verify_load,
        format: "(`volatile` $volatile_^)? $addr (`atomic` $ordering^)? (`invariant` $invariant^)? (`invariant_group` $invariantGroup^)? attr-dict `:` type($addr) `->` type($res)",
    }
}

op! {
    /// Writes a value to memory.
    ///
    /// Writes a value to memory (LLVM's `store`); `volatile`, `atomic` and hints as for
    /// `llvm.load`. Addresses are opaque `!llvm.ptr` values; the accessed type is given
    /// explicitly.
    ///
    /// ```mlir
    /// llvm.func @store(%v: f32, %p: !llvm.ptr) {
    ///   llvm.store %v, %p {alignment = 4 : i64} : f32, !llvm.ptr
    ///   llvm.store volatile %v, %p : f32, !llvm.ptr
    ///   llvm.return
    /// }
    /// ```
    pub struct StoreOp = "llvm.store" {
        operands: [value: Loadable, addr: AnyPointer],
        attrs: [
            alignment: optional I64Attr,
            volatile_: optional UnitAttr,
            nontemporal: optional UnitAttr,
            invariantGroup: optional UnitAttr,
            ordering: default AtomicOrdering,
            syncscope: optional StrAttr,
            access_groups: optional AccessGroupArray,
            alias_scopes: optional AliasScopeArray,
            noalias_scopes: optional AliasScopeArray,
            tbaa: optional TbaaTagArray,
        ],
        interfaces: { memory_effects: store_effects },
        verify: verify_store,
        format: "(`volatile` $volatile_^)? $value `,` $addr (`atomic` $ordering^)? (`invariant_group` $invariantGroup^)? attr-dict `:` type($value) `,` type($addr)",
    }
}

/// Whether a load or store is volatile or atomic: then it also has effects on memory
/// other than its address (upstream adds a write, so it is never removed or merged).
fn volatile_or_atomic(ctx: &Context, body: &Body, op: OpId) -> bool {
    let volatile = strata_ir::symbols::op_attr(ctx, body, op, "volatile_").is_some();
    let ordering = strata_ir::symbols::op_attr(ctx, body, op, "ordering")
        .and_then(|a| AtomicOrdering::case(ctx, a))
        .unwrap_or(0);
    volatile || ordering != 0
}

fn load_effects(ctx: &Context, body: &Body, op: OpId, effects: &mut Vec<MemoryEffect>) {
    effects.push(MemoryEffect::on(EffectKind::Read, body.operand(op, 0)));
    if volatile_or_atomic(ctx, body, op) {
        effects.push(MemoryEffect::anywhere(EffectKind::Write));
    }
}

fn store_effects(ctx: &Context, body: &Body, op: OpId, effects: &mut Vec<MemoryEffect>) {
    effects.push(MemoryEffect::on(EffectKind::Write, body.operand(op, 1)));
    if volatile_or_atomic(ctx, body, op) {
        effects.push(MemoryEffect::anywhere(EffectKind::Read));
    }
}

/// The atomic-access checks shared by loads and stores (upstream's `verifyAtomicMemOp`).
fn verify_atomic(
    name: &str,
    ordering: u64,
    aligned: bool,
    has_syncscope: bool,
    invalid: &[u64],
) -> Result<(), String> {
    if ordering == 0 {
        if has_syncscope {
            return Err(format!(
                "'{name}' op expected syncscope to be null for non-atomic access"
            ));
        }
        return Ok(());
    }
    if invalid.contains(&ordering) {
        return Err(format!(
            "'{name}' op unsupported ordering '{}'",
            AtomicOrdering::keyword(ordering)
        ));
    }
    if !aligned {
        return Err(format!("'{name}' op expected alignment for atomic access"));
    }
    Ok(())
}

fn verify_load(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let l = LoadOp(op);
    let ordering = l
        .ordering(ctx, body)
        .and_then(|a| AtomicOrdering::case(ctx, a))
        .unwrap_or(0);
    // release (5) and acq_rel (6) are not valid for loads.
    verify_atomic(
        "llvm.load",
        ordering,
        l.alignment(ctx, body).is_some(),
        l.syncscope(ctx, body).is_some(),
        &[5, 6],
    )
}

fn verify_store(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let s = StoreOp(op);
    let ordering = s
        .ordering(ctx, body)
        .and_then(|a| AtomicOrdering::case(ctx, a))
        .unwrap_or(0);
    // acquire (4) and acq_rel (6) are not valid for stores.
    verify_atomic(
        "llvm.store",
        ordering,
        s.alignment(ctx, body).is_some(),
        s.syncscope(ctx, body).is_some(),
        &[4, 6],
    )
}

// ---- getelementptr ----

/// The marker of a dynamic index in `rawConstantIndices`.
pub const GEP_DYNAMIC_INDEX: i32 = i32::MIN;

/// One index of a `getelementptr`: a constant or a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GepArg {
    /// A constant index (what struct fields must use).
    Const(i32),
    /// A dynamic index (an integer value).
    Value(ValueId),
}

op! {
    /// Address arithmetic (LLVM's `getelementptr`).
    ///
    /// Computes the address of an element of `elem_type` values starting at `base`: the
    /// first index steps over whole `elem_type` values, the next ones into arrays,
    /// vectors and struct fields. Indices are constants or integer values (struct field
    /// indices must be constants); `rawConstantIndices` holds the constants, with
    /// `-2147483648` where a dynamic index (the next of `dynamicIndices`) goes. Flags
    /// (`inbounds`, `nusw`, `nuw`) bound the arithmetic.
    ///
    /// ```mlir
    /// llvm.func @gep(%p: !llvm.ptr, %i: i64) -> !llvm.ptr {
    ///   %0 = llvm.getelementptr inbounds|nuw %p[%i, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, f32)>
    ///   llvm.return %0 : !llvm.ptr
    /// }
    /// ```
    pub struct GEPOp = "llvm.getelementptr" {
        traits: [pure],
        operands: [base: PtrOrVector, dynamicIndices: variadic IntOrVector],
        attrs: [
            rawConstantIndices: DenseI32Array,
            elem_type: TypeAttr,
            noWrapFlags: default GepNoWrapFlags,
        ],
        results: [res: PtrOrVector],
        verify: verify_gep,
        fold: crate::fold::fold_gep,
        parse: parse_gep,
        print: print_gep,
    }
}

impl GEPOp {
    /// Builds a `getelementptr` from mixed indices (upstream's `GEPArg` builder).
    pub fn build_mixed(
        b: &mut impl Builder,
        loc: Location,
        result: Type,
        elem_type: Type,
        base: ValueId,
        indices: &[GepArg],
        no_wrap_flags: u32,
    ) -> GEPOp {
        let ctx = b.ctx();
        let raw: Vec<i32> = indices
            .iter()
            .map(|a| match a {
                GepArg::Const(c) => *c,
                GepArg::Value(_) => GEP_DYNAMIC_INDEX,
            })
            .collect();
        let dynamic: Vec<ValueId> = indices
            .iter()
            .filter_map(|a| match a {
                GepArg::Value(v) => Some(*v),
                GepArg::Const(_) => None,
            })
            .collect();
        let raw = i32_array_attr(ctx, &raw);
        let elem = ctx.type_attr(elem_type);
        let flags = int_attr(ctx, 32, u64::from(no_wrap_flags));
        GEPOp::build(b, loc, result, base, &dynamic, raw, elem, Some(flags))
    }

    /// The indices in order, constants and values mixed.
    pub fn indices(&self, ctx: &Context, body: &Body) -> Vec<GepArg> {
        let raw = self
            .raw_constant_indices(ctx, body)
            .and_then(|a| i32_array(ctx, a))
            .unwrap_or_default();
        let mut dynamic = self.dynamic_indices(body).into_iter();
        raw.iter()
            .map(|&c| {
                if c == GEP_DYNAMIC_INDEX {
                    dynamic.next().map_or(GepArg::Const(c), GepArg::Value)
                } else {
                    GepArg::Const(c)
                }
            })
            .collect()
    }

    /// The element type the indices step through.
    pub fn element_type(&self, ctx: &Context, body: &Body) -> Option<Type> {
        self.elem_type(ctx, body).and_then(|a| type_of_attr(ctx, a))
    }

    /// The no-wrap flags (`inbounds` is 3).
    pub fn flags(&self, ctx: &Context, body: &Body) -> u64 {
        self.no_wrap_flags(ctx, body)
            .and_then(|a| int_value(ctx, a, 32))
            .unwrap_or(0)
    }
}

/// `llvm.getelementptr flags? %base[indices] attr-dict : (types) -> type, elem_type`
fn parse_gep(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let flags = parse_gep_flags(p)?;
    let base = p.parse_operand()?;
    p.parse_punct(Punct::LSquare)?;
    let mut raw = Vec::new();
    let mut dynamic: Vec<UnresolvedOperand> = Vec::new();
    loop {
        if let Some(u) = p.parse_optional_operand()? {
            dynamic.push(u);
            raw.push(GEP_DYNAMIC_INDEX);
        } else {
            let offset = p.offset();
            let Some(v) = p.parse_optional_integer()? else {
                return Err(p.error_expected("expected SSA operand"));
            };
            let v = i32::try_from(v).map_err(|_| p.error_at(offset, "integer value too large"))?;
            raw.push(v);
        }
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::RSquare)?;
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    p.parse_punct(Punct::Colon)?;
    let offset = p.offset();
    let (inputs, results) = p.parse_function_type()?;
    if inputs.len() != dynamic.len() + 1 {
        return Err(p.error_at(
            offset,
            format!(
                "{} operands present, but expected {}",
                dynamic.len() + 1,
                inputs.len()
            ),
        ));
    }
    p.parse_punct(Punct::Comma)?;
    let elem = p.parse_type()?;
    let mut operands = vec![p.resolve_operand(&base, inputs[0])?];
    for (u, t) in dynamic.iter().zip(&inputs[1..]) {
        operands.push(p.resolve_operand(u, *t)?);
    }
    state.operands.extend(operands);
    state.result_types.extend(results);
    p.add_attribute(state, "rawConstantIndices", i32_array_attr(ctx, &raw));
    p.add_attribute(state, "elem_type", ctx.type_attr(elem));
    p.add_attribute(state, "noWrapFlags", int_attr(ctx, 32, flags));
    Ok(())
}

fn print_gep(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (ctx, body, op) = (p.ctx(), p.body(), p.op());
    let gep = GEPOp(op);
    let flags = GepNoWrapFlags::text(gep.flags(ctx, body));
    if !flags.is_empty() {
        p.write(" ");
        p.write(&flags);
    }
    p.write(" ");
    p.print_operand(gep.base(body));
    p.write("[");
    for (i, a) in gep.indices(ctx, body).into_iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        match a {
            GepArg::Const(c) => p.write(&c.to_string()),
            GepArg::Value(v) => p.print_operand(v),
        }
    }
    p.write("]");
    let attrs = p.attrs();
    p.print_optional_attr_dict(&attrs, &["rawConstantIndices", "elem_type", "noWrapFlags"]);
    p.write(" : ");
    let inputs: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    let results: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    p.print_functional_type(&inputs, &results);
    p.write(", ");
    if let Some(t) = gep.element_type(ctx, body) {
        p.print_type(t);
    }
}

fn verify_gep(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let gep = GEPOp(op);
    if gep.flags(ctx, body) & 3 == 1 {
        return Err("'llvm.getelementptr' op 'inbounds_flag' cannot be used directly.".into());
    }
    let raw = gep
        .raw_constant_indices(ctx, body)
        .and_then(|a| i32_array(ctx, a))
        .unwrap_or_default();
    let n_dynamic = raw.iter().filter(|&&c| c == GEP_DYNAMIC_INDEX).count();
    if n_dynamic != gep.dynamic_indices(body).len() {
        return Err("'llvm.getelementptr' op expected as many dynamic indices as specified in 'rawConstantIndices'".into());
    }
    // Struct fields must be indexed by in-range constants.
    let Some(mut ty) = gep.element_type(ctx, body) else {
        return Ok(());
    };
    for (i, a) in gep.indices(ctx, body).into_iter().enumerate().skip(1) {
        match llvm_type(ctx, ty).as_deref() {
            Some(LlvmType::Struct {
                body: Some(elems), ..
            }) => match a {
                GepArg::Const(c) if c >= 0 && (c as usize) < elems.len() => {
                    ty = elems[c as usize];
                }
                GepArg::Const(_) => {
                    return Err(format!(
                        "'llvm.getelementptr' op index {i} indexing a struct is out of bounds"
                    ));
                }
                GepArg::Value(_) => {
                    return Err(format!(
                        "'llvm.getelementptr' op expected index {i} indexing a struct to be constant"
                    ));
                }
            },
            Some(LlvmType::Array { element, .. }) => ty = *element,
            _ => match ctx.type_data(ty) {
                strata_ir::TypeData::Vector { element, .. } => ty = *element,
                _ => break,
            },
        }
    }
    Ok(())
}
