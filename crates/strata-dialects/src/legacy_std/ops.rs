//! Custom syntax (the old Standard-dialect forms) and verifiers of the `std` ops.

use strata_asm::custom::{
    Delimiter, OpAsmArgument, OpAsmParser, OpAsmPrinter, Punct, UnresolvedOperand,
};
use strata_asm::printer::type_to_string;
use strata_ir::apint::ApInt;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId, OperationState, Successor, ValueId};
use strata_ir::registry::OpError;
use strata_ir::symbols::{SymbolTable, op_attr};
use strata_ir::types::DYNAMIC;
use strata_ir::{AttrData, Attribute, Context, NamedAttribute, Type, TypeData};

use crate::func::ops::{function_type_of, string_of};
use crate::memref::ops::views::is_any_memref;
use strata_ods::{
    FloatLike, SignlessIntegerLike, TypeConstraint, check_counts, check_value, i32_array,
    i32_array_attr,
};

type PResult<T> = Result<T, Diagnostic>;

/// The `cmpi` predicates, by their integer value (MLIR's order, kept by `arith.cmpi`).
pub(super) const CMPI_PREDICATES: [&str; 10] = [
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];

fn ty(ctx: &Context, t: Type) -> String {
    type_to_string(ctx, t)
}

/// The integer value of an integer attribute, if it fits in `i64`.
pub(super) fn int_value(ctx: &Context, attr: Attribute) -> Option<i64> {
    match ctx.attr_data(attr) {
        AttrData::Integer { value, .. } => value.to_i64_checked(),
        _ => None,
    }
}

/// An `i64` integer attribute.
pub(super) fn i64_attr(ctx: &Context, v: i64) -> Attribute {
    ctx.integer_attr(ctx.builtin_types().i64, ApInt::from_i64(64, v))
}

/// The shape of a ranked memref: dimensions and layout.
fn memref_parts(ctx: &Context, t: Type) -> Option<(&[i64], Option<Attribute>)> {
    match ctx.type_data(t) {
        TypeData::MemRef { shape, layout, .. } => Some((shape, *layout)),
        _ => None,
    }
}

fn is_tensor(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
    )
}

fn is_index(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Index)
}

/// The rank of a ranked shaped type.
fn rank_of(ctx: &Context, t: Type) -> Option<usize> {
    ctx.type_data(t).shape().map(<[i64]>::len)
}

/// Number of symbols of a memref layout (affine map symbols, dynamic strided entries).
fn layout_symbols(ctx: &Context, layout: Option<Attribute>) -> usize {
    match layout.map(|l| ctx.attr_data(l)) {
        Some(AttrData::AffineMap(m)) => ctx.affine().map_data(*m).num_symbols as usize,
        Some(AttrData::Strided { strides, offset }) => {
            strides.iter().filter(|&&s| s == DYNAMIC).count() + usize::from(*offset == DYNAMIC)
        }
        _ => 0,
    }
}

/// The tensor type with the shape and element type of memref type `t`.
pub(super) fn tensor_of_memref(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_data(t) {
        TypeData::MemRef { shape, element, .. } => Some(ctx.intern_type(TypeData::RankedTensor {
            shape: shape.clone(),
            element: *element,
            encoding: None,
        })),
        TypeData::UnrankedMemRef { element, .. } => {
            Some(ctx.intern_type(TypeData::UnrankedTensor { element: *element }))
        }
        _ => None,
    }
}

/// `i1`, or the vector/tensor of `i1` with the shape of `t`.
fn bool_like(ctx: &Context, t: Type) -> Type {
    let i1 = ctx.builtin_types().i1;
    match ctx.type_data(t) {
        TypeData::Vector {
            shape, scalable, ..
        } => ctx.intern_type(TypeData::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            element: i1,
        }),
        TypeData::RankedTensor { shape, .. } => ctx.intern_type(TypeData::RankedTensor {
            shape: shape.clone(),
            element: i1,
            encoding: None,
        }),
        TypeData::UnrankedTensor { .. } => {
            ctx.intern_type(TypeData::UnrankedTensor { element: i1 })
        }
        _ => i1,
    }
}

/// Parses `attr-dict` into `state`.
fn attr_dict(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    Ok(())
}

/// Prints `attr-dict` minus `elided`.
fn print_attrs(p: &mut OpAsmPrinter<'_, '_, '_, '_>, elided: &[&str]) {
    let attrs = p.attrs();
    p.print_optional_attr_dict(&attrs, elided);
}

/// `'{name}' op {what} must be {kind}, but got '{t}'`: the message of an operand or result
/// of the wrong type.
fn type_mismatch(ctx: &Context, name: &str, what: &str, kind: &str, t: Type) -> String {
    format!(
        "'{name}' op {what} must be {kind}, but got '{}'",
        ty(ctx, t)
    )
}

/// Prints ` : t` when there is a type to print.
fn print_colon_type(p: &mut OpAsmPrinter<'_, '_, '_, '_>, t: Option<Type>) {
    if let Some(t) = t {
        p.write(" : ");
        p.print_type(t);
    }
}

/// Prints ` %a, %b attr-dict : t`: every operand, the attributes and the type `t`.
fn print_operands_attrs_type(p: &mut OpAsmPrinter<'_, '_, '_, '_>, t: Option<Type>) {
    let ops = operands_of(p);
    p.write(" ");
    p.print_operands(ops.iter().copied());
    print_attrs(p, &[]);
    print_colon_type(p, t);
}

/// Resolves `operand` as a value of type `t` and appends it to `state`'s operands.
fn push_operand(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
    operand: &UnresolvedOperand,
    t: Type,
) -> PResult<()> {
    let v = p.resolve_operand(operand, t)?;
    state.operands.push(v);
    Ok(())
}

fn operands_of(p: &OpAsmPrinter<'_, '_, '_, '_>) -> Vec<ValueId> {
    p.body().operands(p.op()).collect()
}

fn operand_type(p: &OpAsmPrinter<'_, '_, '_, '_>, i: usize) -> Option<Type> {
    let (body, op) = (p.body(), p.op());
    (i < body.num_operands(op)).then(|| body.value_type(body.operand(op, i)))
}

fn result_type(p: &OpAsmPrinter<'_, '_, '_, '_>) -> Option<Type> {
    let (body, op) = (p.body(), p.op());
    (body.num_results(op) > 0).then(|| body.value_type(body.result(op, 0)))
}

/// `%m[%i, %j]`: an operand and its `index` subscripts.
fn parse_subscripted(
    p: &mut OpAsmParser<'_, '_, '_>,
) -> PResult<(UnresolvedOperand, Vec<UnresolvedOperand>)> {
    let base = p.parse_operand()?;
    let indices = p.parse_operand_list(Delimiter::Square)?;
    Ok((base, indices))
}

fn print_subscripted(p: &mut OpAsmPrinter<'_, '_, '_, '_>, base: ValueId, indices: &[ValueId]) {
    p.print_operand(base);
    p.write("[");
    p.print_operands(indices.iter().copied());
    p.write("]");
}

/// Resolves `uses` as `index` values into `state`.
fn resolve_indices(
    p: &mut OpAsmParser<'_, '_, '_>,
    uses: &[UnresolvedOperand],
    state: &mut OperationState,
) -> PResult<()> {
    let index = p.ctx().index_type();
    let types = vec![index; uses.len()];
    let at = p.offset();
    p.resolve_operands(uses, &types, at, &mut state.operands)
}

/// Checks that every value in `values` has `index` type.
fn check_indices(
    ctx: &Context,
    body: &Body,
    name: &str,
    values: impl Iterator<Item = (usize, ValueId)>,
) -> Result<(), String> {
    for (i, v) in values {
        if !is_index(ctx, body.value_type(v)) {
            let what = format!("operand #{i}");
            return Err(type_mismatch(ctx, name, &what, "index", body.value_type(v)));
        }
    }
    Ok(())
}

// ---- binary arithmetic ----

/// `%a, %b attr-dict : type`: two operands of the returned type, resolved into `state`.
fn parse_operand_pair(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<Type> {
    let lhs = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let rhs = p.parse_operand()?;
    attr_dict(p, state)?;
    let t = p.parse_colon_type()?;
    let at = p.offset();
    p.resolve_operands(&[lhs, rhs], &[t, t], at, &mut state.operands)?;
    Ok(t)
}

/// `%a, %b attr-dict : type`.
pub(super) fn parse_binary(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let t = parse_operand_pair(p, state)?;
    state.result_types = vec![t];
    Ok(())
}

/// ` %a, %b, ... attr-dict : result-type` (binary ops and `select`).
pub(super) fn print_binary(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let t = result_type(p);
    print_operands_attrs_type(p, t);
}

/// Two operands and a result of one type satisfying `C`.
fn verify_binary<C: TypeConstraint>(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
) -> Result<(), String> {
    check_counts(body, op, name, 1, 2, false)?;
    check_value::<C>(ctx, body, name, "operand", 0, body.operand(op, 0))?;
    check_value::<C>(ctx, body, name, "operand", 1, body.operand(op, 1))?;
    check_value::<C>(ctx, body, name, "result", 0, body.result(op, 0))?;
    strata_ods::check_same_operands_and_result_type(body, op, name)
}

/// Verifier of an integer binary op.
pub(super) fn verify_int_binary(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let name = ctx.op_name_str(body.op(op).name);
    verify_binary::<SignlessIntegerLike>(ctx, body, op, name)
}

/// Verifier of a float binary op.
pub(super) fn verify_float_binary(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let name = ctx.op_name_str(body.op(op).name);
    verify_binary::<FloatLike>(ctx, body, op, name)
}

// ---- cmpi ----

/// `"slt", %a, %b attr-dict : type`.
pub(super) fn parse_cmpi(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let ctx = p.ctx();
    let offset = p.offset();
    let attr = p.parse_attribute(None)?;
    let text = match ctx.attr_data(attr) {
        AttrData::String { value, .. } => String::from_utf8_lossy(value).into_owned(),
        _ => return Err(p.error_at(offset, "expected string comparison predicate")),
    };
    let Some(case) = CMPI_PREDICATES.iter().position(|&s| s == text) else {
        return Err(p.error_at(offset, format!("unknown comparison predicate \"{text}\"")));
    };
    p.add_attribute(state, "predicate", i64_attr(ctx, case as i64));
    p.parse_punct(Punct::Comma)?;
    let t = parse_operand_pair(p, state)?;
    state.result_types = vec![bool_like(ctx, t)];
    Ok(())
}

pub(super) fn print_cmpi(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let pred = op_attr(ctx, body, op, "predicate").and_then(|a| int_value(ctx, a));
    p.write(" ");
    match pred.and_then(|v| CMPI_PREDICATES.get(usize::try_from(v).ok()?)) {
        Some(s) => p.write(&format!("\"{s}\"")),
        None => p.write("\"?\""),
    }
    p.write(", ");
    let ops = operands_of(p);
    p.print_operands(ops.iter().copied());
    print_attrs(p, &["predicate"]);
    let t = operand_type(p, 0);
    print_colon_type(p, t);
}

pub(super) fn verify_cmpi(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "std.cmpi";
    check_counts(body, op, NAME, 1, 2, false)?;
    match op_attr(ctx, body, op, "predicate") {
        None => return Err(format!("'{NAME}' op requires attribute 'predicate'")),
        Some(a) if !int_value(ctx, a).is_some_and(|v| (0..10).contains(&v)) => {
            return Err(format!(
                "'{NAME}' op attribute 'predicate' failed to satisfy constraint: integer comparison predicate (0 to 9)"
            ));
        }
        Some(_) => {}
    }
    check_value::<SignlessIntegerLike>(ctx, body, NAME, "operand", 0, body.operand(op, 0))?;
    strata_ods::check_same_type_operands(body, op, NAME)?;
    let t = body.value_type(body.operand(op, 0));
    let rt = body.value_type(body.result(op, 0));
    if rt != bool_like(ctx, t) {
        return Err(format!(
            "'{NAME}' op result #0 must be '{}', but got '{}'",
            ty(ctx, bool_like(ctx, t)),
            ty(ctx, rt)
        ));
    }
    Ok(())
}

// ---- select ----

/// `%cond, %t, %f attr-dict : type`.
pub(super) fn parse_select(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let ctx = p.ctx();
    let c = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let t = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let f = p.parse_operand()?;
    attr_dict(p, state)?;
    let vt = p.parse_colon_type()?;
    let at = p.offset();
    p.resolve_operands(
        &[c, t, f],
        &[bool_like(ctx, vt), vt, vt],
        at,
        &mut state.operands,
    )?;
    state.result_types = vec![vt];
    Ok(())
}

pub(super) fn verify_select(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "std.select";
    check_counts(body, op, NAME, 1, 3, false)?;
    let t = body.value_type(body.operand(op, 1));
    if body.value_type(body.operand(op, 2)) != t || body.value_type(body.result(op, 0)) != t {
        return Err(format!(
            "'{NAME}' op requires the same type for the two selected values and the result"
        ));
    }
    let c = body.value_type(body.operand(op, 0));
    let i1 = ctx.builtin_types().i1;
    let shaped = bool_like(ctx, t);
    if c != i1 && c != shaped {
        let allowed = if shaped == i1 {
            "'i1'".to_string()
        } else {
            format!("'i1' or '{}'", ty(ctx, shaped))
        };
        return Err(format!(
            "'{NAME}' op condition must be {allowed}, but got '{}'",
            ty(ctx, c)
        ));
    }
    Ok(())
}

// ---- constant ----

/// `attribute-value : type` (the type is the attribute's own, except for a function
/// reference `@f : (..) -> ..`).
pub(super) fn parse_constant(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let ctx = p.ctx();
    attr_dict(p, state)?;
    let offset = p.offset();
    let value = p.parse_attribute(None)?;
    let t = match ctx.attr_data(value) {
        AttrData::SymbolRef { .. } => p.parse_colon_type()?,
        _ => match strata_ods::attr_type(ctx, value) {
            Some(t) if t != ctx.none_type() => t,
            _ => return Err(p.error_at(offset, "expected a typed constant value")),
        },
    };
    p.add_attribute(state, "value", value);
    state.result_types = vec![t];
    Ok(())
}

pub(super) fn print_constant(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    print_attrs(p, &["value"]);
    let Some(value) = op_attr(ctx, body, op, "value") else {
        return;
    };
    p.write(" ");
    p.print_attribute(value);
    if matches!(ctx.attr_data(value), AttrData::SymbolRef { .. }) {
        let t = result_type(p);
        print_colon_type(p, t);
    }
}

pub(super) fn verify_constant(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "std.constant";
    check_counts(body, op, NAME, 1, 0, false)?;
    let Some(value) = op_attr(ctx, body, op, "value") else {
        return Err(format!("'{NAME}' op requires attribute 'value'"));
    };
    let rt = body.value_type(body.result(op, 0));
    match ctx.attr_data(value) {
        AttrData::SymbolRef { nested, .. } => {
            if !nested.is_empty() {
                return Err(format!(
                    "'{NAME}' op requires a flat symbol reference to a function"
                ));
            }
            if !matches!(ctx.type_data(rt), TypeData::Function { .. }) {
                return Err(format!(
                    "'{NAME}' op requires a function type for a function reference, but got '{}'",
                    ty(ctx, rt)
                ));
            }
            Ok(())
        }
        AttrData::Integer { .. }
        | AttrData::Float { .. }
        | AttrData::DenseElements { .. }
        | AttrData::DenseResource { .. }
        | AttrData::Sparse { .. } => {
            if strata_ods::attr_type(ctx, value) != Some(rt) {
                return Err(format!(
                    "'{NAME}' op requires attribute's type to match op's return type"
                ));
            }
            Ok(())
        }
        _ => Err(format!(
            "'{NAME}' op requires an integer, float, elements or function reference value"
        )),
    }
}

/// `%c42_i32`, `%cst`, `%f` like the constants of today's dialects.
pub(super) fn constant_result_names(
    ctx: &Context,
    body: &Body,
    op: OpId,
    set_name: &mut dyn FnMut(ValueId, &str),
) {
    if body.num_results(op) == 0 {
        return;
    }
    let r = body.result(op, 0);
    let name = match op_attr(ctx, body, op, "value").map(|a| ctx.attr_data(a)) {
        Some(AttrData::SymbolRef { .. }) => "f".to_string(),
        Some(AttrData::Integer { ty: t, value }) => {
            let v = value.to_i64_checked().map_or("c".to_string(), |v| {
                if v < 0 {
                    format!("c{}", v).replace('-', "_")
                } else {
                    format!("c{v}")
                }
            });
            match ctx.type_data(*t) {
                TypeData::Index => v,
                TypeData::Integer { width: 1, .. } => {
                    if value.is_zero() { "false" } else { "true" }.to_string()
                }
                _ => format!("{v}_{}", ty(ctx, *t)),
            }
        }
        _ => "cst".to_string(),
    };
    set_name(r, &name);
}

// ---- dim ----

/// `%A, 1 attr-dict : type`.
pub(super) fn parse_dim(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let ctx = p.ctx();
    let src = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let offset = p.offset();
    let index = p.parse_attribute(Some(ctx.builtin_types().i64))?;
    if int_value(ctx, index).is_none() {
        return Err(p.error_at(offset, "expected integer dimension index"));
    }
    p.add_attribute(state, "index", index);
    attr_dict(p, state)?;
    let t = p.parse_colon_type()?;
    push_operand(p, state, &src, t)?;
    state.result_types = vec![ctx.index_type()];
    Ok(())
}

pub(super) fn print_dim(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let index = op_attr(ctx, body, op, "index").and_then(|a| int_value(ctx, a));
    let ops = operands_of(p);
    p.write(" ");
    p.print_operands(ops.iter().copied());
    p.write(&format!(", {}", index.unwrap_or(0)));
    print_attrs(p, &["index"]);
    let t = operand_type(p, 0);
    print_colon_type(p, t);
}

pub(super) fn verify_dim(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "std.dim";
    check_counts(body, op, NAME, 1, 1, false)?;
    let Some(index) = op_attr(ctx, body, op, "index") else {
        return Err(format!("'{NAME}' op requires attribute 'index'"));
    };
    let Some(index) = int_value(ctx, index) else {
        return Err(format!(
            "'{NAME}' op attribute 'index' failed to satisfy constraint: integer attribute"
        ));
    };
    let t = body.value_type(body.operand(op, 0));
    if !is_any_memref(ctx, t) && !is_tensor(ctx, t) {
        return Err(type_mismatch(
            ctx,
            NAME,
            "operand #0",
            "memref or tensor",
            t,
        ));
    }
    if let Some(rank) = rank_of(ctx, t)
        && usize::try_from(index).map_or(true, |i| i >= rank)
    {
        return Err(format!("'{NAME}' op index is out of range"));
    }
    if !is_index(ctx, body.value_type(body.result(op, 0))) {
        return Err(format!("'{NAME}' op result #0 must be index"));
    }
    Ok(())
}

// ---- alloc, alloc_static, dealloc ----

/// `(%d0, %d1)[%s0] attr-dict : memref-type`.
pub(super) fn parse_alloc(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let dims = p.parse_operand_list(Delimiter::Paren)?;
    let syms = p.parse_operand_list(Delimiter::OptionalSquare)?;
    attr_dict(p, state)?;
    let offset = p.offset();
    let t = p.parse_colon_type()?;
    if !matches!(p.ctx().type_data(t), TypeData::MemRef { .. }) {
        return Err(p.error_at(offset, "expected a ranked memref type"));
    }
    let all: Vec<_> = dims.iter().chain(&syms).copied().collect();
    resolve_indices(p, &all, state)?;
    let segs = i32_array_attr(p.ctx(), &[dims.len() as i32, syms.len() as i32]);
    p.add_attribute(state, "operandSegmentSizes", segs);
    state.result_types = vec![t];
    Ok(())
}

/// The dynamic-size and symbol operand counts of an `alloc`.
pub(super) fn alloc_segments(ctx: &Context, body: &Body, op: OpId) -> Option<(usize, usize)> {
    let segs = op_attr(ctx, body, op, "operandSegmentSizes").and_then(|a| i32_array(ctx, a))?;
    match segs[..] {
        [d, s] if d >= 0 && s >= 0 => Some((d as usize, s as usize)),
        _ => None,
    }
}

pub(super) fn print_alloc(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let ops = operands_of(p);
    let (d, _) = alloc_segments(ctx, body, op).unwrap_or((ops.len(), 0));
    let d = d.min(ops.len());
    p.write("(");
    p.print_operands(ops[..d].iter().copied());
    p.write(")");
    if d < ops.len() {
        p.write("[");
        p.print_operands(ops[d..].iter().copied());
        p.write("]");
    }
    print_attrs(p, &["operandSegmentSizes"]);
    let t = result_type(p);
    print_colon_type(p, t);
}

pub(super) fn verify_alloc(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "std.alloc";
    check_counts(body, op, NAME, 1, 0, true)?;
    let Some((d, s)) = alloc_segments(ctx, body, op) else {
        return Err(format!(
            "'{NAME}' op requires attribute 'operandSegmentSizes' with 2 non-negative elements"
        ));
    };
    if d + s != body.num_operands(op) {
        return Err(format!(
            "'{NAME}' op operand count ({}) does not match with the total size ({}) specified in attribute 'operandSegmentSizes'",
            body.num_operands(op),
            d + s
        ));
    }
    check_indices(ctx, body, NAME, body.operands(op).enumerate())?;
    let rt = body.value_type(body.result(op, 0));
    let Some((shape, layout)) = memref_parts(ctx, rt) else {
        return Err(type_mismatch(ctx, NAME, "result #0", "a ranked memref", rt));
    };
    let dynamic = shape.iter().filter(|&&x| x == DYNAMIC).count();
    if d != dynamic {
        return Err(format!(
            "'{NAME}' op incorrect number of dynamic sizes, has {d}, expected {dynamic}"
        ));
    }
    let symbols = layout_symbols(ctx, layout);
    if s != symbols {
        return Err(format!(
            "'{NAME}' op symbol operand count does not equal memref symbol count: expected {symbols}, got {s}"
        ));
    }
    Ok(())
}

/// `(0x1232a00) attr-dict : memref-type`.
pub(super) fn parse_alloc_static(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let ctx = p.ctx();
    p.parse_punct(Punct::LParen)?;
    let offset = p.offset();
    let base = p.parse_attribute(Some(ctx.builtin_types().i64))?;
    if int_value(ctx, base).is_none() {
        return Err(p.error_at(offset, "expected integer base address"));
    }
    p.parse_punct(Punct::RParen)?;
    p.add_attribute(state, "base", base);
    attr_dict(p, state)?;
    let t = p.parse_colon_type()?;
    state.result_types = vec![t];
    Ok(())
}

pub(super) fn print_alloc_static(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let base = op_attr(ctx, body, op, "base").and_then(|a| int_value(ctx, a));
    p.write(&format!("({})", base.unwrap_or(0)));
    print_attrs(p, &["base"]);
    let t = result_type(p);
    print_colon_type(p, t);
}

pub(super) fn verify_alloc_static(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "std.alloc_static";
    check_counts(body, op, NAME, 1, 0, false)?;
    match op_attr(ctx, body, op, "base") {
        None => return Err(format!("'{NAME}' op requires attribute 'base'")),
        Some(a) if int_value(ctx, a).is_none() => {
            return Err(format!(
                "'{NAME}' op attribute 'base' failed to satisfy constraint: integer attribute"
            ));
        }
        Some(_) => {}
    }
    let rt = body.value_type(body.result(op, 0));
    let Some((shape, layout)) = memref_parts(ctx, rt) else {
        return Err(type_mismatch(ctx, NAME, "result #0", "a ranked memref", rt));
    };
    if shape.contains(&DYNAMIC) || layout_symbols(ctx, layout) != 0 {
        return Err(format!(
            "'{NAME}' op requires a static shape and a layout without symbols"
        ));
    }
    Ok(())
}

/// `%m attr-dict : type` with no result (`dealloc`).
pub(super) fn parse_dealloc(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let m = p.parse_operand()?;
    attr_dict(p, state)?;
    let t = p.parse_colon_type()?;
    push_operand(p, state, &m, t)
}

/// ` %m attr-dict : type-of-%m` (`dealloc`, `tensor_load`).
pub(super) fn print_dealloc(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let t = operand_type(p, 0);
    print_operands_attrs_type(p, t);
}

pub(super) fn verify_dealloc(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "std.dealloc";
    check_counts(body, op, NAME, 0, 1, false)?;
    let t = body.value_type(body.operand(op, 0));
    if !is_any_memref(ctx, t) {
        return Err(type_mismatch(ctx, NAME, "operand #0", "memref", t));
    }
    Ok(())
}

// ---- load, store, extract_element ----

/// `attr-dict : shaped-type`: the type and its element type.
fn parse_attrs_and_shaped_type(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<(Type, Type)> {
    attr_dict(p, state)?;
    let offset = p.offset();
    let t = p.parse_colon_type()?;
    match p.ctx().type_data(t).element_type() {
        Some(elt) => Ok((t, elt)),
        None => Err(p.error_at(offset, "expected a shaped type")),
    }
}

/// `%m[%i, %j] attr-dict : type`; the result is the element type.
pub(super) fn parse_load(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let (m, idx) = parse_subscripted(p)?;
    let (t, elt) = parse_attrs_and_shaped_type(p, state)?;
    push_operand(p, state, &m, t)?;
    resolve_indices(p, &idx, state)?;
    state.result_types = vec![elt];
    Ok(())
}

pub(super) fn print_load(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ops = operands_of(p);
    let Some((&base, idx)) = ops.split_first() else {
        return;
    };
    p.write(" ");
    print_subscripted(p, base, idx);
    print_attrs(p, &[]);
    p.write(" : ");
    p.print_type(p.body().value_type(base));
}

/// Checks a load-like access: operand 0 of the right kind, rank many `index` subscripts,
/// and `value` (a result or operand) of its element type.
fn verify_access(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
    base_index: usize,
    value: ValueId,
    (kind_ok, kind): (fn(&Context, Type) -> bool, &str),
) -> Result<(), String> {
    let t = body.value_type(body.operand(op, base_index));
    if !kind_ok(ctx, t) {
        let what = format!("operand #{base_index}");
        return Err(type_mismatch(ctx, name, &what, kind, t));
    }
    let indices = body.operands(op).enumerate().skip(base_index + 1);
    check_indices(ctx, body, name, indices)?;
    let n = body.num_operands(op) - base_index - 1;
    if let Some(rank) = rank_of(ctx, t)
        && rank != n
    {
        return Err(format!(
            "'{name}' op incorrect number of indices, expected {rank} but got {n}"
        ));
    }
    let elt = ctx.type_data(t).element_type();
    if elt != Some(body.value_type(value)) {
        return Err(format!(
            "'{name}' op requires the value type to be the element type of '{}'",
            ty(ctx, t)
        ));
    }
    Ok(())
}

fn is_tensor_or_vector(ctx: &Context, t: Type) -> bool {
    is_tensor(ctx, t) || matches!(ctx.type_data(t), TypeData::Vector { .. })
}

pub(super) fn verify_load(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "std.load";
    check_counts(body, op, NAME, 1, 1, true)?;
    let r = body.result(op, 0);
    verify_access(ctx, body, op, NAME, 0, r, (is_any_memref, "memref"))
}

pub(super) fn verify_extract_element(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "std.extract_element";
    check_counts(body, op, NAME, 1, 1, true)?;
    let r = body.result(op, 0);
    verify_access(
        ctx,
        body,
        op,
        NAME,
        0,
        r,
        (is_tensor_or_vector, "tensor or vector"),
    )
}

/// `%v, %m[%i, %j] attr-dict : memref-type`.
pub(super) fn parse_store(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let v = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let (m, idx) = parse_subscripted(p)?;
    let (t, elt) = parse_attrs_and_shaped_type(p, state)?;
    let v = p.resolve_operand(&v, elt)?;
    let m = p.resolve_operand(&m, t)?;
    state.operands.extend([v, m]);
    resolve_indices(p, &idx, state)
}

pub(super) fn print_store(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ops = operands_of(p);
    let [v, base, idx @ ..] = &ops[..] else {
        return;
    };
    p.write(" ");
    p.print_operand(*v);
    p.write(", ");
    print_subscripted(p, *base, idx);
    print_attrs(p, &[]);
    p.write(" : ");
    p.print_type(p.body().value_type(*base));
}

pub(super) fn verify_store(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "std.store";
    check_counts(body, op, NAME, 0, 2, true)?;
    let v = body.operand(op, 0);
    verify_access(ctx, body, op, NAME, 1, v, (is_any_memref, "memref"))
}

// ---- tensor_load, tensor_store ----

/// `attr-dict : memref-type`: the memref type and its tensor counterpart.
fn parse_attrs_and_memref_type(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<(Type, Type)> {
    attr_dict(p, state)?;
    let offset = p.offset();
    let t = p.parse_colon_type()?;
    match tensor_of_memref(p.ctx(), t) {
        Some(tensor) => Ok((t, tensor)),
        None => Err(p.error_at(offset, "expected a memref type")),
    }
}

/// `%m attr-dict : memref-type`; the result is the matching tensor type.
pub(super) fn parse_tensor_load(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let m = p.parse_operand()?;
    let (t, tensor) = parse_attrs_and_memref_type(p, state)?;
    push_operand(p, state, &m, t)?;
    state.result_types = vec![tensor];
    Ok(())
}

/// Checks that memref operand `memref_operand` of `op` has the tensor type `tensor` (what
/// `tensor_what` names in the message) as its tensor counterpart.
fn verify_tensor_of_memref(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
    memref_operand: usize,
    (tensor_what, tensor): (&str, Type),
) -> Result<(), String> {
    let mt = body.value_type(body.operand(op, memref_operand));
    let Some(expected) = tensor_of_memref(ctx, mt) else {
        let what = format!("operand #{memref_operand}");
        return Err(type_mismatch(ctx, name, &what, "memref", mt));
    };
    if tensor != expected {
        return Err(format!(
            "'{name}' op {tensor_what} type '{}' does not match the memref type, expected '{}'",
            ty(ctx, tensor),
            ty(ctx, expected)
        ));
    }
    Ok(())
}

pub(super) fn verify_tensor_load(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "std.tensor_load";
    check_counts(body, op, NAME, 1, 1, false)?;
    let rt = body.value_type(body.result(op, 0));
    verify_tensor_of_memref(ctx, body, op, NAME, 0, ("result", rt))
}

/// `%t, %m attr-dict : memref-type`.
pub(super) fn parse_tensor_store(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let t = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let m = p.parse_operand()?;
    let (mt, tt) = parse_attrs_and_memref_type(p, state)?;
    let t = p.resolve_operand(&t, tt)?;
    let m = p.resolve_operand(&m, mt)?;
    state.operands.extend([t, m]);
    Ok(())
}

/// ` %t, %m attr-dict : memref-type`.
pub(super) fn print_tensor_store(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let t = operand_type(p, 1);
    print_operands_attrs_type(p, t);
}

pub(super) fn verify_tensor_store(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "std.tensor_store";
    check_counts(body, op, NAME, 0, 2, false)?;
    let tt = body.value_type(body.operand(op, 0));
    verify_tensor_of_memref(ctx, body, op, NAME, 1, ("tensor", tt))
}

// ---- memref_cast, tensor_cast ----

/// `%x attr-dict : type to type`.
pub(super) fn parse_cast(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let x = p.parse_operand()?;
    attr_dict(p, state)?;
    let from = p.parse_colon_type()?;
    p.parse_keyword("to")?;
    let to = p.parse_type()?;
    push_operand(p, state, &x, from)?;
    state.result_types = vec![to];
    Ok(())
}

pub(super) fn print_cast(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ops = operands_of(p);
    p.write(" ");
    p.print_operands(ops.iter().copied());
    print_attrs(p, &[]);
    if let (Some(a), Some(b)) = (operand_type(p, 0), result_type(p)) {
        p.write(" : ");
        p.print_type(a);
        p.write(" to ");
        p.print_type(b);
    }
}

/// Whether two shaped types are cast-compatible: same element type, and when both are
/// ranked, the same rank with equal static sizes.
fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    let (da, db) = (ctx.type_data(a), ctx.type_data(b));
    if da.element_type() != db.element_type() {
        return false;
    }
    match (da.shape(), db.shape()) {
        (Some(x), Some(y)) => {
            x.len() == y.len()
                && x.iter()
                    .zip(y)
                    .all(|(&p, &q)| p == DYNAMIC || q == DYNAMIC || p == q)
        }
        _ => true,
    }
}

/// The message of a cast from `a` to `b` that `name` does not allow.
fn cast_incompatible(ctx: &Context, name: &str, a: Type, b: Type) -> String {
    format!(
        "'{name}' op operand type '{}' and result type '{}' are cast incompatible",
        ty(ctx, a),
        ty(ctx, b)
    )
}

/// The memory space and layout of a memref type (ranked or not).
fn memref_space_layout(ctx: &Context, t: Type) -> (Option<Attribute>, Option<Attribute>) {
    match ctx.type_data(t) {
        TypeData::MemRef {
            memory_space,
            layout,
            ..
        } => (*memory_space, *layout),
        TypeData::UnrankedMemRef { memory_space, .. } => (*memory_space, None),
        _ => (None, None),
    }
}

pub(super) fn verify_memref_cast(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "std.memref_cast";
    check_counts(body, op, NAME, 1, 1, false)?;
    let a = body.value_type(body.operand(op, 0));
    let b = body.value_type(body.result(op, 0));
    if !is_any_memref(ctx, a) || !is_any_memref(ctx, b) {
        return Err(format!(
            "'{NAME}' op requires memref operand and result types"
        ));
    }
    let (sa, la) = memref_space_layout(ctx, a);
    let (sb, lb) = memref_space_layout(ctx, b);
    let ranked = |t| matches!(ctx.type_data(t), TypeData::MemRef { .. });
    let unranked_side = !ranked(a) || !ranked(b);
    if !cast_compatible(ctx, a, b) || sa != sb || (!unranked_side && la != lb) {
        return Err(cast_incompatible(ctx, NAME, a, b));
    }
    Ok(())
}

pub(super) fn verify_tensor_cast(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "std.tensor_cast";
    check_counts(body, op, NAME, 1, 1, false)?;
    let a = body.value_type(body.operand(op, 0));
    let b = body.value_type(body.result(op, 0));
    if !is_tensor(ctx, a) || !is_tensor(ctx, b) || !cast_compatible(ctx, a, b) {
        return Err(cast_incompatible(ctx, NAME, a, b));
    }
    Ok(())
}

// ---- dma_start, dma_wait ----

/// `%src[...], %dst[...], %n, %tag[...] (, %stride, %per_stride)? attr-dict : t, t, t`.
pub(super) fn parse_dma_start(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let ctx = p.ctx();
    let name_offset = p.name_offset();
    let (src, src_idx) = parse_subscripted(p)?;
    p.parse_punct(Punct::Comma)?;
    let (dst, dst_idx) = parse_subscripted(p)?;
    p.parse_punct(Punct::Comma)?;
    let num = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let (tag, tag_idx) = parse_subscripted(p)?;
    let mut stride = Vec::new();
    if p.parse_optional_punct(Punct::Comma) {
        stride.push(p.parse_operand()?);
        p.parse_punct(Punct::Comma)?;
        stride.push(p.parse_operand()?);
    }
    attr_dict(p, state)?;
    p.parse_punct(Punct::Colon)?;
    let types = p.parse_type_list()?;
    let [st, dt, tt] = types[..] else {
        return Err(p.error_at(name_offset, "fewer/more types expected"));
    };
    let index = ctx.index_type();
    push_operand(p, state, &src, st)?;
    resolve_indices(p, &src_idx, state)?;
    push_operand(p, state, &dst, dt)?;
    resolve_indices(p, &dst_idx, state)?;
    push_operand(p, state, &num, index)?;
    push_operand(p, state, &tag, tt)?;
    resolve_indices(p, &tag_idx, state)?;
    for (what, t) in [("source", st), ("destination", dt), ("tag", tt)] {
        if !matches!(ctx.type_data(t), TypeData::MemRef { .. }) {
            return Err(p.error_at(name_offset, format!("expected {what} to be of memref type")));
        }
    }
    resolve_indices(p, &stride, state)?;
    if Some(src_idx.len()) != rank_of(ctx, st) || Some(dst_idx.len()) != rank_of(ctx, dt) {
        return Err(p.error_at(name_offset, "memref rank not equal to indices count"));
    }
    if Some(tag_idx.len()) != rank_of(ctx, tt) {
        return Err(p.error_at(name_offset, "tag memref rank not equal to indices count"));
    }
    Ok(())
}

/// The operand layout of a dma_start: ranks of source, destination and tag.
fn dma_ranks(ctx: &Context, body: &Body, op: OpId) -> Option<(usize, usize, usize)> {
    let n = body.num_operands(op);
    let rank = |i: usize| (i < n).then(|| rank_of(ctx, body.value_type(body.operand(op, i))))?;
    let s = rank(0)?;
    let d = rank(s + 1)?;
    let t = rank(s + d + 3)?;
    Some((s, d, t))
}

pub(super) fn print_dma_start(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let ops = operands_of(p);
    let Some((s, d, t)) = dma_ranks(ctx, body, op) else {
        return;
    };
    let Some(tail) = ops.get(s + d + t + 4..) else {
        return;
    };
    p.write(" ");
    print_subscripted(p, ops[0], &ops[1..=s]);
    p.write(", ");
    print_subscripted(p, ops[s + 1], &ops[s + 2..s + 2 + d]);
    p.write(", ");
    p.print_operand(ops[s + d + 2]);
    p.write(", ");
    let tag = s + d + 3;
    print_subscripted(p, ops[tag], &ops[tag + 1..tag + 1 + t]);
    if !tail.is_empty() {
        p.write(", ");
        p.print_operands(tail.iter().copied());
    }
    print_attrs(p, &[]);
    p.write(" : ");
    p.print_types([ops[0], ops[s + 1], ops[tag]].map(|v| body.value_type(v)));
}

/// MLIR's `DmaStartOp::verify` checks, under `name`.
pub(super) fn verify_dma_start_named(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
) -> Result<(), String> {
    let n = body.num_operands(op);
    let err = |m: String| Err(format!("'{name}' op {m}"));
    if n < 4 {
        return err("expected at least 4 operands".into());
    }
    let t_at = |i: usize| body.value_type(body.operand(op, i));
    let all_index = |r: std::ops::Range<usize>| r.into_iter().all(|i| is_index(ctx, t_at(i)));
    let memref_rank = |i: usize| rank_of(ctx, t_at(i)).filter(|_| is_any_memref(ctx, t_at(i)));
    let Some(s) = memref_rank(0) else {
        return err("expected source to be of memref type".into());
    };
    if n < s + 4 {
        return err(format!("expected at least {} operands", s + 4));
    }
    if !all_index(1..s + 1) {
        return err("expected source indices to be of index type".into());
    }
    let Some(d) = memref_rank(s + 1) else {
        return err("expected destination to be of memref type".into());
    };
    let mut expected = s + d + 4;
    if n < expected {
        return err(format!("expected at least {expected} operands"));
    }
    if !all_index(s + 2..s + 2 + d) {
        return err("expected destination indices to be of index type".into());
    }
    if !is_index(ctx, t_at(s + d + 2)) {
        return err("expected num elements to be of index type".into());
    }
    let tag = s + d + 3;
    let Some(t) = memref_rank(tag) else {
        return err("expected tag to be of memref type".into());
    };
    expected += t;
    if n < expected {
        return err(format!("expected at least {expected} operands"));
    }
    if !all_index(tag + 1..tag + 1 + t) {
        return err("expected tag indices to be of index type".into());
    }
    if n != expected && n != expected + 2 {
        return err("incorrect number of operands".into());
    }
    if n == expected + 2 && !all_index(expected..n) {
        return err("expected stride and num elements per stride to be of type index".into());
    }
    Ok(())
}

pub(super) fn verify_dma_start(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    check_counts(body, op, "std.dma_start", 0, 0, true)?;
    verify_dma_start_named(ctx, body, op, "std.dma_start")
}

/// `%tag[%i], %n attr-dict : memref-type`.
pub(super) fn parse_dma_wait(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let (tag, idx) = parse_subscripted(p)?;
    p.parse_punct(Punct::Comma)?;
    let num = p.parse_operand()?;
    attr_dict(p, state)?;
    let t = p.parse_colon_type()?;
    push_operand(p, state, &tag, t)?;
    resolve_indices(p, &idx, state)?;
    resolve_indices(p, &[num], state)
}

pub(super) fn print_dma_wait(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ops = operands_of(p);
    let [tag, idx @ .., num] = &ops[..] else {
        return;
    };
    p.write(" ");
    print_subscripted(p, *tag, idx);
    p.write(", ");
    p.print_operand(*num);
    print_attrs(p, &[]);
    p.write(" : ");
    p.print_type(p.body().value_type(*tag));
}

/// The `dma_wait` checks, under `name`: a memref tag, `index` subscripts (one per tag
/// dimension) and an `index` element count.
pub(super) fn verify_dma_wait_named(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
) -> Result<(), String> {
    check_counts(body, op, name, 0, 2, true)?;
    let t = body.value_type(body.operand(op, 0));
    if !is_any_memref(ctx, t) {
        return Err(type_mismatch(
            ctx,
            name,
            "operand #0",
            "memref of any type values",
            t,
        ));
    }
    check_indices(ctx, body, name, body.operands(op).enumerate().skip(1))?;
    let indices = body.num_operands(op) - 2;
    if let Some(rank) = rank_of(ctx, t)
        && rank != indices
    {
        return Err(format!(
            "'{name}' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected {rank}, but got {indices}"
        ));
    }
    Ok(())
}

pub(super) fn verify_dma_wait(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    verify_dma_wait_named(ctx, body, op, "std.dma_wait")
}

// ---- call, call_indirect ----

/// `@callee(%a, %b) attr-dict : (types) -> results`.
pub(super) fn parse_call(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let ctx = p.ctx();
    let offset = p.offset();
    let callee = p.parse_attribute(None)?;
    if !matches!(ctx.attr_data(callee), AttrData::SymbolRef { nested, .. } if nested.is_empty()) {
        return Err(p.error_at(offset, "expected a function name '@...'"));
    }
    p.add_attribute(state, "callee", callee);
    crate::func::ops::parse_call_operands_and_type(p, state)
}

fn print_call_type(p: &mut OpAsmPrinter<'_, '_, '_, '_>, args: &[ValueId]) {
    let body = p.body();
    let inputs: Vec<Type> = args.iter().map(|&v| body.value_type(v)).collect();
    let results: Vec<Type> = body.results(p.op()).map(|v| body.value_type(v)).collect();
    p.write(" : ");
    p.print_functional_type(&inputs, &results);
}

pub(super) fn print_call(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    p.write(" ");
    if let Some(c) = op_attr(ctx, body, op, "callee") {
        p.print_attribute(c);
    }
    let ops = operands_of(p);
    p.write("(");
    p.print_operands(ops.iter().copied());
    p.write(")");
    print_attrs(p, &["callee"]);
    print_call_type(p, &ops);
}

pub(super) fn verify_call(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "std.call";
    check_counts(body, op, NAME, body.num_results(op), 0, true)?;
    match op_attr(ctx, body, op, "callee").map(|a| ctx.attr_data(a)) {
        Some(AttrData::SymbolRef { nested, .. }) if nested.is_empty() => Ok(()),
        Some(_) => Err(format!(
            "'{NAME}' op attribute 'callee' failed to satisfy constraint: flat symbol reference attribute"
        )),
        None => Err(format!("'{NAME}' op requires attribute 'callee'")),
    }
}

/// The function `attr` (a flat symbol reference) names in the symbol table `table`: a
/// `std.func` or `func.func`, with its function type.
fn referenced_function(
    ctx: &Context,
    table_body: &Body,
    table: OpId,
    symbols: &SymbolTable,
    attr: Attribute,
) -> Option<(String, Option<Type>)> {
    let AttrData::SymbolRef { root, nested } = ctx.attr_data(attr) else {
        return None;
    };
    if !nested.is_empty() {
        return None;
    }
    let name = ctx.ident_str(*root).to_string();
    let fbody = table_body.regions_body(table);
    let func = symbols
        .lookup(&name)
        .filter(|&f| matches!(ctx.op_name_str(fbody.op(f).name), "std.func" | "func.func"))?;
    let ty = op_attr(ctx, fbody, func, "function_type").and_then(|a| match ctx.attr_data(a) {
        AttrData::Type(t) => Some(*t),
        _ => None,
    });
    Some((name, ty))
}

/// `std.call`: the callee must be a function of the enclosing symbol table whose type
/// matches the operands and results (as the old Standard dialect checked; `func.call`
/// checks the same after `upgrade-legacy-std`).
pub(super) fn verify_call_symbol_uses(
    ctx: &Context,
    table_body: &Body,
    table: OpId,
    symbols: &SymbolTable,
    body: &Body,
    op: OpId,
) -> Result<(), OpError> {
    let Some(callee) = op_attr(ctx, body, op, "callee") else {
        return Ok(());
    };
    let Some((_, fn_ty)) = referenced_function(ctx, table_body, table, symbols, callee) else {
        let name = match ctx.attr_data(callee) {
            AttrData::SymbolRef { root, .. } => ctx.ident_str(*root).to_string(),
            _ => String::new(),
        };
        return Err(format!("'std.call' op '{name}' does not reference a valid function").into());
    };
    let Some(TypeData::Function { inputs, results }) = fn_ty.map(|t| ctx.type_data(t)) else {
        return Ok(());
    };
    if body.num_operands(op) != inputs.len() {
        return Err("'std.call' op incorrect number of operands for callee".into());
    }
    for (i, (v, &t)) in body.operands(op).zip(inputs.iter()).enumerate() {
        let vt = body.value_type(v);
        if vt != t {
            return Err(format!(
                "'std.call' op operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                type_to_string(ctx, t),
                type_to_string(ctx, vt)
            )
            .into());
        }
    }
    if body.num_results(op) != results.len() {
        return Err("'std.call' op incorrect number of results for callee".into());
    }
    for (i, (v, &t)) in body.results(op).zip(results.iter()).enumerate() {
        if body.value_type(v) != t {
            return Err(format!("'std.call' op result type mismatch at index {i}").into());
        }
    }
    Ok(())
}

/// `std.constant @f`: `@f` must be a function of the enclosing symbol table of the
/// result's type.
pub(super) fn verify_constant_symbol_uses(
    ctx: &Context,
    table_body: &Body,
    table: OpId,
    symbols: &SymbolTable,
    body: &Body,
    op: OpId,
) -> Result<(), OpError> {
    let Some(value) = op_attr(ctx, body, op, "value") else {
        return Ok(());
    };
    let AttrData::SymbolRef { root, .. } = ctx.attr_data(value) else {
        return Ok(());
    };
    if body.num_results(op) != 1 {
        return Ok(());
    }
    let Some((_, fn_ty)) = referenced_function(ctx, table_body, table, symbols, value) else {
        return Err(format!(
            "'std.constant' op reference to undefined function '{}'",
            ctx.ident_str(*root)
        )
        .into());
    };
    if fn_ty != Some(body.value_type(body.result(op, 0))) {
        return Err("'std.constant' op reference to function with mismatched type".into());
    }
    Ok(())
}

pub(super) fn verify_call_indirect(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "std.call_indirect";
    check_counts(body, op, NAME, body.num_results(op), 1, true)?;
    let callee = body.value_type(body.operand(op, 0));
    let TypeData::Function { inputs, results } = ctx.type_data(callee) else {
        return Err(type_mismatch(
            ctx,
            NAME,
            "operand #0",
            "function type",
            callee,
        ));
    };
    let args: Vec<Type> = body
        .operands(op)
        .skip(1)
        .map(|v| body.value_type(v))
        .collect();
    let res: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    if args[..] != inputs[..] || res[..] != results[..] {
        return Err(format!(
            "'{NAME}' op callee type '{}' does not match the operand and result types",
            ty(ctx, callee)
        ));
    }
    Ok(())
}

// ---- br, cond_br, return ----

/// `^bb` or `^bb(%a, %b : t1, t2)`, operands appended to `state`.
fn parse_destination(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<Successor> {
    let block = p.parse_successor()?;
    if !p.parse_optional_punct(Punct::LParen) {
        return Ok(Successor {
            block,
            num_operands: 0,
        });
    }
    let at = p.offset();
    let uses = p.parse_operand_list(Delimiter::None)?;
    let types = p.parse_colon_type_list()?;
    p.parse_punct(Punct::RParen)?;
    p.resolve_operands(&uses, &types, at, &mut state.operands)?;
    Ok(Successor {
        block,
        num_operands: uses.len() as u32,
    })
}

/// `^bb(%a : t) attr-dict`.
pub(super) fn parse_br(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let dest = parse_destination(p, state)?;
    state.successors.push(dest);
    attr_dict(p, state)
}

pub(super) fn print_br(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    p.write(" ");
    p.print_successor_and_use_list(0);
    print_attrs(p, &[]);
}

/// A branch `name` has `successors` successors and no results.
fn check_branch_counts(body: &Body, op: OpId, name: &str, successors: usize) -> Result<(), String> {
    if body.successors(op).len() != successors {
        let plural = if successors == 1 { "" } else { "s" };
        return Err(format!(
            "'{name}' op requires {successors} successor{plural}"
        ));
    }
    if body.num_results(op) != 0 {
        return Err(format!("'{name}' op requires zero results"));
    }
    Ok(())
}

/// `std.br` forwards all its operands to its successor.
pub(super) fn br_successor_operands(
    _: &Context,
    _: Option<Attribute>,
    num_operands: usize,
    num_successors: usize,
) -> Option<Vec<u32>> {
    (num_successors == 1).then(|| vec![num_operands as u32])
}

pub(super) fn verify_br(_: &Context, body: &Body, op: OpId) -> Result<(), String> {
    check_branch_counts(body, op, "std.br", 1)
}

/// `%cond, ^t(...), ^f(...) attr-dict`.
pub(super) fn parse_cond_br(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let ctx = p.ctx();
    let c = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    push_operand(p, state, &c, ctx.builtin_types().i1)?;
    let t = parse_destination(p, state)?;
    p.parse_punct(Punct::Comma)?;
    let f = parse_destination(p, state)?;
    let segs = [1, t.num_operands as i32, f.num_operands as i32];
    state.successors.extend([t, f]);
    attr_dict(p, state)?;
    p.add_attribute(state, "operandSegmentSizes", i32_array_attr(ctx, &segs));
    Ok(())
}

pub(super) fn print_cond_br(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ops = operands_of(p);
    p.write(" ");
    if let Some(&c) = ops.first() {
        p.print_operand(c);
    }
    p.write(", ");
    p.print_successor_and_use_list(0);
    p.write(", ");
    p.print_successor_and_use_list(1);
    print_attrs(p, &["operandSegmentSizes"]);
}

/// `std.cond_br`: the second and third operand segments.
pub(super) fn cond_br_successor_operands(
    ctx: &Context,
    props: Option<Attribute>,
    num_operands: usize,
    num_successors: usize,
) -> Option<Vec<u32>> {
    let segs = props.and_then(|d| {
        ctx.dictionary_entries(d)
            .iter()
            .find(|e| ctx.ident_str(e.name) == "operandSegmentSizes")
            .and_then(|e| i32_array(ctx, e.value))
    })?;
    let [1, t, f] = segs[..] else { return None };
    (num_successors == 2 && t >= 0 && f >= 0 && 1 + t as usize + f as usize == num_operands)
        .then(|| vec![t as u32, f as u32])
}

/// `std.cond_br`: the new true/false operand counts go to `operandSegmentSizes` (so
/// erasing or adding successor operands keeps the op valid).
pub(super) fn cond_br_update_counts(
    ctx: &Context,
    props: Option<Attribute>,
    counts: &[u32],
) -> Option<Option<Attribute>> {
    let &[t, f] = counts else { return None };
    let sizes = [1, i32::try_from(t).ok()?, i32::try_from(f).ok()?];
    let mut entries: Vec<NamedAttribute> = props
        .map(|p| ctx.dictionary_entries(p).to_vec())
        .unwrap_or_default();
    let id = ctx.ident("operandSegmentSizes");
    let value = i32_array_attr(ctx, &sizes);
    match entries.iter_mut().find(|e| e.name == id) {
        Some(e) => e.value = value,
        None => entries.push(NamedAttribute { name: id, value }),
    }
    Some(Some(ctx.dictionary_attr(entries)))
}

pub(super) fn verify_cond_br(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "std.cond_br";
    check_branch_counts(body, op, NAME, 2)?;
    let props = body.op(op).properties;
    if cond_br_successor_operands(ctx, props, body.num_operands(op), 2).is_none() {
        return Err(format!(
            "'{NAME}' op requires attribute 'operandSegmentSizes' = array<i32: 1, N, M> matching its operands"
        ));
    }
    let c = body.value_type(body.operand(op, 0));
    if c != ctx.builtin_types().i1 {
        let kind = "1-bit signless integer";
        return Err(type_mismatch(ctx, NAME, "operand #0", kind, c));
    }
    Ok(())
}

pub(super) fn verify_return(
    ctx: &Context,
    body: &Body,
    op: OpId,
    parent: Option<(&Body, OpId)>,
) -> Result<(), String> {
    const NAME: &str = "std.return";
    let Some((pbody, pop)) = parent.filter(|(b, o)| ctx.op_name_str(b.op(*o).name) == "std.func")
    else {
        return Err(format!("'{NAME}' op expects parent op 'std.func'"));
    };
    let Some((_, results)) =
        op_attr(ctx, pbody, pop, "function_type").and_then(|a| function_type_of(ctx, a))
    else {
        return Ok(());
    };
    let types: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    if types[..] != results[..] {
        let list = |ts: &[Type]| {
            ts.iter()
                .map(|&t| ty(ctx, t))
                .collect::<Vec<_>>()
                .join(", ")
        };
        return Err(format!(
            "'{NAME}' op operand types ({}) do not match the enclosing function's result types ({})",
            list(&types),
            list(results)
        ));
    }
    Ok(())
}

// ---- func ----

/// Attributes `std.func`'s custom form shows elsewhere than in `attributes {...}`.
const FUNC_ELIDED: &[&str] = &["sym_name", "function_type", "arg_attrs", "res_attrs"];

/// `@name(args) (-> results)? (attributes {...})? region?`; arguments are all named
/// (`%a: i32`) or all types (`i32`), and then the body's entry block, if any, names them
/// in a `^bb0(...)` label, as old MLIR wrote it.
pub(super) fn parse_func(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let ctx = p.ctx();
    let name = p.parse_symbol_name()?;
    p.add_attribute(
        state,
        "sym_name",
        ctx.string_attr(ctx.ident_str(name).as_bytes()),
    );
    let mut args: Vec<OpAsmArgument> = Vec::new();
    let mut named: Option<bool> = None;
    p.parse_punct(Punct::LParen)?;
    if !p.parse_optional_punct(Punct::RParen) {
        loop {
            let offset = p.offset();
            let is_named = p.at_operand();
            if named.is_some_and(|n| n != is_named) {
                return Err(p.error_at(
                    offset,
                    "expected all function arguments to be named, or none",
                ));
            }
            named = Some(is_named);
            if is_named {
                args.push(p.parse_argument(true, true)?);
            } else {
                let t = p.parse_type()?;
                let attrs = p.parse_optional_attr_dict()?;
                args.push(OpAsmArgument {
                    name: None,
                    ty: Some(t),
                    attrs: (!attrs.is_empty()).then(|| ctx.dictionary_attr(attrs)),
                    loc: None,
                });
            }
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RParen)?;
    }
    let mut results = Vec::new();
    let mut res_attrs = Vec::new();
    if p.parse_optional_punct(Punct::Arrow) {
        if p.parse_optional_punct(Punct::LParen) {
            if !p.parse_optional_punct(Punct::RParen) {
                loop {
                    results.push(p.parse_type()?);
                    let attrs = p.parse_optional_attr_dict()?;
                    res_attrs.push(ctx.dictionary_attr(attrs));
                    if !p.parse_optional_punct(Punct::Comma) {
                        break;
                    }
                }
                p.parse_punct(Punct::RParen)?;
            }
        } else {
            results.push(p.parse_type()?);
            res_attrs.push(ctx.empty_dictionary());
        }
    }
    let inputs: Vec<Type> = args.iter().filter_map(|a| a.ty).collect();
    p.add_attribute(
        state,
        "function_type",
        ctx.type_attr(ctx.function_type(&inputs, &results)),
    );
    let extra = p.parse_optional_attr_dict_with_keyword()?;
    p.add_attributes(state, extra);
    let arg_dicts: Vec<Attribute> = args
        .iter()
        .map(|a| a.attrs.unwrap_or_else(|| ctx.empty_dictionary()))
        .collect();
    for (key, dicts) in [("arg_attrs", arg_dicts), ("res_attrs", res_attrs)] {
        if dicts.iter().any(|&d| !ctx.dictionary_entries(d).is_empty()) {
            p.add_attribute(state, key, ctx.array_attr(&dicts));
        }
    }
    let entry: &[OpAsmArgument] = if named == Some(true) { &args } else { &[] };
    if p.parse_optional_region(state, entry)?.is_none() {
        state.child_body.get_or_insert_with(Default::default);
        state.regions.push(OperationState::PENDING_REGION);
    }
    Ok(())
}

pub(super) fn print_func(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let get = |n: &str| op_attr(ctx, body, op, n);
    let name = get("sym_name")
        .and_then(|a| string_of(ctx, a))
        .unwrap_or_default();
    p.write(" ");
    p.print_symbol_name(&name);
    let (inputs, results) = get("function_type")
        .and_then(|a| function_type_of(ctx, a))
        .unwrap_or((&[], &[]));
    let (arg_attrs, res_attrs) = (get("arg_attrs"), get("res_attrs"));
    crate::func::ops::print_signature_and_body(
        p,
        inputs,
        results,
        arg_attrs,
        res_attrs,
        FUNC_ELIDED,
    );
}

pub(super) fn verify_func(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "std.func";
    if body.regions(op).len() != 1 {
        return Err(format!("'{NAME}' op requires one region"));
    }
    if body.num_results(op) != 0 || body.num_operands(op) != 0 {
        return Err(format!("'{NAME}' op requires zero operands and results"));
    }
    if !op_attr(ctx, body, op, "sym_name")
        .is_some_and(|a| matches!(ctx.attr_data(a), AttrData::String { .. }))
    {
        return Err(format!("'{NAME}' op requires string attribute 'sym_name'"));
    }
    let Some((inputs, _)) =
        op_attr(ctx, body, op, "function_type").and_then(|a| function_type_of(ctx, a))
    else {
        return Err(format!("'{NAME}' op requires a function type"));
    };
    let rbody = body.regions_body(op);
    let Some(entry) = body
        .regions(op)
        .first()
        .and_then(|&r| rbody.blocks(r).first().copied())
    else {
        return Ok(());
    };
    let args: Vec<Type> = rbody
        .block_args(entry)
        .iter()
        .map(|&a| rbody.value_type(a))
        .collect();
    if args[..] != inputs[..] {
        return Err(format!(
            "'{NAME}' op entry block arguments must match the function signature"
        ));
    }
    Ok(())
}
