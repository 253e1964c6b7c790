//! The `std` op declarations by family (`arithmetic`, `memory`, `tensor`, `dma`,
//! `control_flow`, `functions`) and what the families share: type and attribute
//! constraints with the old dialect's wording, type helpers, and the custom-syntax pieces
//! (`[%i, %j]` subscripts, the colon and the shaped or memref type after it).

mod arithmetic;
mod control_flow;
mod dma;
mod functions;
mod memory;
mod tensor;

pub use arithmetic::*;
pub use control_flow::*;
pub use dma::*;
pub use functions::*;
pub use memory::*;
pub use tensor::*;

use strata_asm::custom::{Delimiter, OpAsmParser, OpAsmPrinter, UnresolvedOperand};
use strata_asm::printer::type_to_string;
use strata_ir::apint::ApInt;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{OperationState, ValueId};
use strata_ir::matchers::scalar_int_value;
use strata_ir::types::DYNAMIC;
use strata_ir::{AttrData, Attribute, Context, Type, TypeData};
use strata_ods::{AttrConstraint, TypeConstraint};

use crate::memref::ops::views::is_any_memref as is_memref;

type PResult<T> = Result<T, Diagnostic>;

// ---- type constraints ----

/// The `index` type.
pub struct Index;
impl TypeConstraint for Index {
    const SUMMARY: &'static str = "index";
    fn check(ctx: &Context, ty: Type) -> bool {
        matches!(ctx.type_data(ty), TypeData::Index)
    }
    fn build(ctx: &Context) -> Option<Type> {
        Some(ctx.index_type())
    }
}

/// A ranked or unranked memref.
pub struct AnyMemRef;
impl TypeConstraint for AnyMemRef {
    const SUMMARY: &'static str = "memref";
    fn check(ctx: &Context, ty: Type) -> bool {
        is_memref(ctx, ty)
    }
}

/// The tag of a `dma_wait`: a ranked or unranked memref (named as upstream names it).
pub struct TagMemRef;
impl TypeConstraint for TagMemRef {
    const SUMMARY: &'static str = "memref of any type values";
    fn check(ctx: &Context, ty: Type) -> bool {
        is_memref(ctx, ty)
    }
}

/// A ranked memref (the result of `alloc` and `alloc_static`).
pub struct RankedMemRef;
impl TypeConstraint for RankedMemRef {
    const SUMMARY: &'static str = "a ranked memref";
    fn check(ctx: &Context, ty: Type) -> bool {
        matches!(ctx.type_data(ty), TypeData::MemRef { .. })
    }
}

/// A memref or a tensor, ranked or not (the operand of `dim`).
pub struct MemRefOrTensor;
impl TypeConstraint for MemRefOrTensor {
    const SUMMARY: &'static str = "memref or tensor";
    fn check(ctx: &Context, ty: Type) -> bool {
        is_memref(ctx, ty) || is_tensor(ctx, ty)
    }
}

/// A tensor (ranked or not) or a vector (the operand of `extract_element`).
pub struct TensorOrVector;
impl TypeConstraint for TensorOrVector {
    const SUMMARY: &'static str = "tensor or vector";
    fn check(ctx: &Context, ty: Type) -> bool {
        is_tensor(ctx, ty) || matches!(ctx.type_data(ty), TypeData::Vector { .. })
    }
}

// ---- attribute constraints ----

/// Any attribute: attributes whose kind the op's own verifier checks, with the old
/// dialect's messages (`std.constant`'s value, `std.func`'s signature attributes).
pub struct AnyAttr;
impl AttrConstraint for AnyAttr {
    const SUMMARY: &'static str = "any attribute";
    fn check(_: &Context, _: Attribute) -> bool {
        true
    }
}

/// An integer attribute whose value fits in `i64` (`dim`'s `index`, `alloc_static`'s
/// `base`), written as a bare integer in the custom forms.
pub struct IntegerAttr;
impl AttrConstraint for IntegerAttr {
    const SUMMARY: &'static str = "integer attribute";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        attr_i64(ctx, attr).is_some()
    }
}

/// An integer read as an `i64` attribute; `error` when it is something else.
fn parse_i64_attr(p: &mut OpAsmParser<'_, '_, '_>, error: &str) -> PResult<Attribute> {
    let ctx = p.ctx();
    let offset = p.offset();
    let attr = p.parse_attribute(Some(ctx.builtin_types().i64))?;
    if attr_i64(ctx, attr).is_none() {
        return Err(p.error_at(offset, error));
    }
    Ok(attr)
}

// ---- type and attribute helpers ----

/// The text of type `t`.
fn ty(ctx: &Context, t: Type) -> String {
    type_to_string(ctx, t)
}

/// The value of a scalar integer attribute, if it fits in `i64`.
pub(crate) fn attr_i64(ctx: &Context, attr: Attribute) -> Option<i64> {
    scalar_int_value(ctx, attr)?.to_i64_checked()
}

/// An `i64` integer attribute.
pub(crate) fn i64_attr(ctx: &Context, v: i64) -> Attribute {
    ctx.integer_attr(ctx.builtin_types().i64, ApInt::from_i64(64, v))
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

/// The shape and layout of a ranked memref.
fn memref_parts(ctx: &Context, t: Type) -> Option<(&[i64], Option<Attribute>)> {
    match ctx.type_data(t) {
        TypeData::MemRef { shape, layout, .. } => Some((shape, *layout)),
        _ => None,
    }
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
pub(crate) fn tensor_of_memref(ctx: &Context, t: Type) -> Option<Type> {
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

/// `'{name}' op {what} must be {kind}, but got '{t}'`: the message of an operand or
/// result of the wrong type.
fn type_mismatch(ctx: &Context, name: &str, what: &str, kind: &str, t: Type) -> String {
    format!(
        "'{name}' op {what} must be {kind}, but got '{}'",
        ty(ctx, t)
    )
}

// ---- `types_match` functions ----

/// The element type of a shaped type (the value `load`/`extract_element` read and
/// `store` writes).
fn element_type(ctx: &Context, t: Type) -> Option<Vec<Type>> {
    ctx.type_data(t).element_type().map(|e| vec![e])
}

/// The tensor counterpart of a memref type (`tensor_load`'s result, `tensor_store`'s
/// stored tensor).
fn tensor_type(ctx: &Context, t: Type) -> Option<Vec<Type>> {
    tensor_of_memref(ctx, t).map(|t| vec![t])
}

// ---- custom syntax shared by several ops ----

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

/// `custom<Subscripts>`: `[%i, %j]`, a square-bracketed operand list.
fn parse_subscripts(
    p: &mut OpAsmParser<'_, '_, '_>,
    _state: &mut OperationState,
    indices: &mut Vec<UnresolvedOperand>,
) -> PResult<()> {
    *indices = p.parse_operand_list(Delimiter::Square)?;
    Ok(())
}

/// Prints `custom<Subscripts>`.
fn print_subscripts(p: &mut OpAsmPrinter<'_, '_, '_, '_>, indices: &[ValueId]) {
    p.write("[");
    p.print_operands(indices.iter().copied());
    p.write("]");
}

/// `custom<ColonShapedType>`: `:` and a type with an element type (memref, tensor or
/// vector); errors point at the colon, as old MLIR's.
fn parse_colon_shaped_type(
    p: &mut OpAsmParser<'_, '_, '_>,
    _state: &mut OperationState,
    types: &mut Vec<Type>,
) -> PResult<()> {
    let offset = p.offset();
    let t = p.parse_colon_type()?;
    if p.ctx().type_data(t).element_type().is_none() {
        return Err(p.error_at(offset, "expected a shaped type"));
    }
    *types = vec![t];
    Ok(())
}

/// Prints `custom<ColonShapedType>`.
fn print_colon_shaped_type(p: &mut OpAsmPrinter<'_, '_, '_, '_>, types: &[Type]) {
    p.write(": ");
    p.print_types(types.iter().copied());
}

/// `custom<ColonMemRefType>`: `:` and a ranked or unranked memref type; errors point at
/// the colon, as old MLIR's.
fn parse_colon_mem_ref_type(
    p: &mut OpAsmParser<'_, '_, '_>,
    _state: &mut OperationState,
    types: &mut Vec<Type>,
) -> PResult<()> {
    let offset = p.offset();
    let t = p.parse_colon_type()?;
    if !is_memref(p.ctx(), t) {
        return Err(p.error_at(offset, "expected a memref type"));
    }
    *types = vec![t];
    Ok(())
}

/// Prints `custom<ColonMemRefType>`.
fn print_colon_mem_ref_type(p: &mut OpAsmPrinter<'_, '_, '_, '_>, types: &[Type]) {
    p.write(": ");
    p.print_types(types.iter().copied());
}
