//! Matchers for constant values (MLIR's `mlir/IR/Matchers.h`): "is this value a constant,
//! and which?" answered once for every pass and pattern.
//!
//! A value is constant when a `ConstantLike` op (trait [`Traits::constant_like`]) defines
//! it; the constant is that op's `value` attribute. The attribute-level functions
//! ([`int_value`], [`float_value`]) also read splat dense elements, as `m_ConstantInt` and
//! `m_ConstantFloat` do; the `scalar` variants don't.
//!
//! [`Traits::constant_like`]: crate::registry::Traits::constant_like

use crate::apint::ApInt;
use crate::attributes::{AttrData, Attribute, DenseData};
use crate::float::FloatKind;
use crate::ir::{Body, OpId, ValueDef, ValueId};
use crate::types::{Type, TypeData};
use crate::{Context, symbols::op_attr};

/// The op defining `v`, if `v` is an op result (not a block argument).
#[inline]
pub fn defining_op(body: &Body, v: ValueId) -> Option<OpId> {
    match body.value(v).def {
        ValueDef::Result { op, .. } => Some(op),
        _ => None,
    }
}

/// Whether `op` is registered as `ConstantLike` (MLIR's `m_Constant()` on an op).
#[inline]
pub fn is_constant_op(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_info(body.op(op).name)
        .is_some_and(|i| i.traits.constant_like)
}

/// The constant attribute of `v`: the `value` of the `ConstantLike` op defining it
/// (MLIR's `m_Constant(&attr)`).
pub fn constant_attr(ctx: &Context, body: &Body, v: ValueId) -> Option<Attribute> {
    let op = defining_op(body, v)?;
    if !is_constant_op(ctx, body, op) {
        return None;
    }
    op_attr(ctx, body, op, "value")
}

/// The element type of a vector or ranked tensor type, else the type itself.
fn element_type(ctx: &Context, ty: Type) -> Type {
    match ctx.type_data(ty) {
        TypeData::Vector { .. } | TypeData::RankedTensor { .. } => {
            ctx.type_data(ty).element_type().unwrap_or(ty)
        }
        _ => ty,
    }
}

/// The single element of a splat dense elements attribute, as raw little-endian bytes
/// with its element type.
pub fn splat_bytes(ctx: &Context, attr: Attribute) -> Option<(Type, &[u8])> {
    match ctx.attr_data(attr) {
        AttrData::DenseElements {
            ty,
            data: DenseData::Numeric { splat: true, raw },
        } => Some((element_type(ctx, *ty), raw)),
        _ => None,
    }
}

/// The folding bit width of an integer or index type (`index`: 64).
fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Index => Some(64),
        _ => None,
    }
}

/// The value of an integer (or index) attribute, or of a splat of integers.
pub fn int_value(ctx: &Context, attr: Attribute) -> Option<ApInt> {
    match ctx.attr_data(attr) {
        AttrData::Integer { value, .. } => Some(value.clone()),
        _ => {
            let (elem, raw) = splat_bytes(ctx, attr)?;
            let width = int_width(ctx, elem)?;
            let words: Vec<u64> = raw
                .chunks(8)
                .map(|c| {
                    let mut b = [0u8; 8];
                    b[..c.len()].copy_from_slice(c);
                    u64::from_le_bytes(b)
                })
                .collect();
            Some(ApInt::from_words(width, &words))
        }
    }
}

/// The value of a scalar integer (or index) attribute; splats don't match (ODS's
/// `APIntAttr`, MLIR's `getConstantIntValue`).
pub fn scalar_int_value(ctx: &Context, attr: Attribute) -> Option<&ApInt> {
    match ctx.attr_data(attr) {
        AttrData::Integer { value, .. } => Some(value),
        _ => None,
    }
}

/// The float format and bits of a float attribute, or of a splat of floats.
pub fn float_value(ctx: &Context, attr: Attribute) -> Option<(FloatKind, u128)> {
    match ctx.attr_data(attr) {
        AttrData::Float { ty, bits } => Some((ctx.float_kind(*ty)?, *bits)),
        _ => {
            let (elem, raw) = splat_bytes(ctx, attr)?;
            let kind = ctx.float_kind(elem)?;
            let mut b = [0u8; 16];
            b[..raw.len().min(16)].copy_from_slice(&raw[..raw.len().min(16)]);
            Some((kind, u128::from_le_bytes(b)))
        }
    }
}

/// The integer value of `v`, scalar or splat, when a constant defines it (MLIR's
/// `m_ConstantInt`).
pub fn constant_int(ctx: &Context, body: &Body, v: ValueId) -> Option<ApInt> {
    int_value(ctx, constant_attr(ctx, body, v)?)
}

/// The scalar integer value of `v` when a constant defines it (splats don't match).
pub fn constant_scalar_int(ctx: &Context, body: &Body, v: ValueId) -> Option<ApInt> {
    scalar_int_value(ctx, constant_attr(ctx, body, v)?).cloned()
}

/// The scalar integer value of `v`, sign-extended, when a constant defines it and it fits
/// in an `i64` (MLIR's `getConstantIntValue`).
pub fn constant_i64(ctx: &Context, body: &Body, v: ValueId) -> Option<i64> {
    scalar_int_value(ctx, constant_attr(ctx, body, v)?)?.to_i64_checked()
}

/// The value of `v` when an `i1` scalar constant defines it.
pub fn constant_bool(ctx: &Context, body: &Body, v: ValueId) -> Option<bool> {
    match ctx.attr_data(constant_attr(ctx, body, v)?) {
        AttrData::Integer { ty, value } if *ty == ctx.builtin_types().i1 => Some(!value.is_zero()),
        _ => None,
    }
}

/// The float format and bits of `v`, scalar or splat, when a constant defines it (MLIR's
/// `m_ConstantFloat`).
pub fn constant_float(ctx: &Context, body: &Body, v: ValueId) -> Option<(FloatKind, u128)> {
    float_value(ctx, constant_attr(ctx, body, v)?)
}

/// Whether `v` is the integer constant zero, scalar or splat (MLIR's `m_Zero`).
pub fn is_zero(ctx: &Context, body: &Body, v: ValueId) -> bool {
    constant_int(ctx, body, v).is_some_and(|c| c.is_zero())
}

/// Whether `v` is the integer constant one, scalar or splat (MLIR's `m_One`).
pub fn is_one(ctx: &Context, body: &Body, v: ValueId) -> bool {
    constant_int(ctx, body, v).is_some_and(|c| c.is_one())
}

/// The constant a `ConstantLike` op folds to, through its fold hook (what MLIR's
/// `m_Constant` evaluates on an op); the folding drivers use it to know constants.
pub fn folded_constant(ctx: &Context, body: &mut Body, op: OpId) -> Option<Attribute> {
    let info = ctx.op_info(body.op(op).name)?;
    if !info.traits.constant_like || body.num_results(op) != 1 {
        return None;
    }
    let fold = info.fold?;
    match fold(ctx, body, op, &[])?.as_slice() {
        [crate::registry::FoldResult::Attr(a)] => Some(*a),
        _ => None,
    }
}
