//! Folders of the `arith` ops and the dialect's constant materializer, with mlir-opt 22's
//! semantics: exact integer arithmetic at any width ([`ApInt`], `index` as 64 bits) and
//! IEEE float arithmetic (round to nearest even) for the formats `rustc_apfloat` implements.
//!
//! This module holds what the folders share (reading and building constant attributes,
//! element-wise evaluation, the `Commutative` trait fold) and `arith.constant`'s fold; the
//! folders themselves are in [`integer`], [`float`], [`comparison`] (with `select`) and
//! [`cast`].

use strata_ir::apint::ApInt;
use strata_ir::attributes::DenseData;
use strata_ir::float::FloatKind;
use strata_ir::ir::{Body, OpId, ValueId};
use strata_ir::registry::FoldResult;
use strata_ir::{AttrData, Attribute, Context, Location, Type, TypeData};

use super::{ConstantOp, ExtSIOp, ExtUIOp, defining};

/// The result of a fold hook.
type Folded = Option<Vec<FoldResult>>;

/// Runs `$body` with `$t` bound to the `rustc_apfloat` type of `$kind`, else `$other`
/// (default `None`).
macro_rules! with_float {
    ($kind:expr, $t:ident => $body:expr) => {
        with_float!($kind, $t => $body, _ => None)
    };
    ($kind:expr, $t:ident => $body:expr, _ => $other:expr) => {
        match $kind {
            FloatKind::F16 => {
                type $t = ::rustc_apfloat::ieee::Half;
                $body
            }
            FloatKind::BF16 => {
                type $t = ::rustc_apfloat::ieee::BFloat;
                $body
            }
            FloatKind::F32 => {
                type $t = ::rustc_apfloat::ieee::Single;
                $body
            }
            FloatKind::F64 => {
                type $t = ::rustc_apfloat::ieee::Double;
                $body
            }
            FloatKind::F80 => {
                type $t = ::rustc_apfloat::ieee::X87DoubleExtended;
                $body
            }
            FloatKind::F128 => {
                type $t = ::rustc_apfloat::ieee::Quad;
                $body
            }
            FloatKind::F8E5M2 => {
                type $t = ::rustc_apfloat::ieee::Float8E5M2;
                $body
            }
            FloatKind::F8E4M3FN => {
                type $t = ::rustc_apfloat::ieee::Float8E4M3FN;
                $body
            }
            _ => $other,
        }
    };
}

// ---- constant values ----

pub(crate) use strata_ir::matchers::{float_value, int_value};

/// The element type of a vector/tensor type, else the type itself.
fn element_type(ctx: &Context, ty: Type) -> Type {
    match ctx.type_data(ty) {
        TypeData::Vector { .. } | TypeData::RankedTensor { .. } => {
            ctx.type_data(ty).element_type().unwrap_or(ty)
        }
        _ => ty,
    }
}

/// Whether `ty` is a vector or ranked tensor type.
fn is_shaped(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_data(ty),
        TypeData::Vector { .. } | TypeData::RankedTensor { .. }
    )
}

/// The folding bit width of an integer or index type (`index`: 64).
fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Index => Some(64),
        _ => None,
    }
}

/// A splat dense elements attribute of `ty` holding `bytes`, if `ty` is statically shaped.
fn splat_attr(ctx: &Context, ty: Type, bytes: Vec<u8>) -> Option<Attribute> {
    ctx.num_elements(ty)?;
    Some(ctx.intern_attr(AttrData::DenseElements {
        ty,
        data: DenseData::Numeric {
            splat: true,
            raw: bytes.into_boxed_slice(),
        },
    }))
}

/// An integer constant of type `ty` (scalar, or a splat for a vector/tensor type).
pub(crate) fn int_attr(ctx: &Context, ty: Type, value: ApInt) -> Option<Attribute> {
    if !is_shaped(ctx, ty) {
        int_width(ctx, ty)?;
        return Some(ctx.integer_attr(ty, value));
    }
    let elem = element_type(ctx, ty);
    int_width(ctx, elem)?;
    let n = ctx.dense_element_bytes(elem)?;
    let mut bytes: Vec<u8> = value.words().iter().flat_map(|w| w.to_le_bytes()).collect();
    bytes.resize(n, 0);
    splat_attr(ctx, ty, bytes)
}

/// A float constant of type `ty` (scalar, or a splat for a vector/tensor type).
pub(crate) fn float_attr(ctx: &Context, ty: Type, bits: u128) -> Option<Attribute> {
    if !is_shaped(ctx, ty) {
        ctx.float_kind(ty)?;
        return Some(ctx.intern_attr(AttrData::Float { ty, bits }));
    }
    let elem = element_type(ctx, ty);
    ctx.float_kind(elem)?;
    let n = ctx.dense_element_bytes(elem)?;
    let mut bytes = bits.to_le_bytes().to_vec();
    bytes.resize(n, 0);
    splat_attr(ctx, ty, bytes)
}

/// A boolean constant of type `ty` (`i1` or a shaped type of `i1`).
fn bool_attr(ctx: &Context, ty: Type, v: bool) -> Option<Attribute> {
    int_attr(ctx, ty, ApInt::from_u64(1, v as u64))
}

/// `Some(())` if `op` has `n` operands and one result (unverified IR is left alone).
fn arity(body: &Body, op: OpId, n: usize) -> Option<()> {
    (body.num_operands(op) == n && body.num_results(op) == 1).then_some(())
}

fn attr(a: Option<Attribute>) -> Folded {
    a.map(|a| vec![FoldResult::Attr(a)])
}

fn value(v: ValueId) -> Folded {
    Some(vec![FoldResult::Value(v)])
}

fn result_type(body: &Body, op: OpId) -> Type {
    body.value_type(body.result(op, 0))
}

mod cast;
mod comparison;
mod float;
mod integer;

pub(crate) use cast::*;
pub(crate) use comparison::*;
pub(crate) use float::*;
pub(crate) use integer::*;

/// The operand of the `extsi` or `extui` defining `v`.
fn ext_source(ctx: &Context, body: &Body, v: ValueId) -> Option<ValueId> {
    defining::<ExtSIOp>(ctx, body, v, 1)
        .map(|e| e.input(body))
        .or_else(|| defining::<ExtUIOp>(ctx, body, v, 1).map(|e| e.input(body)))
}

/// `#ub.poison` if any operand is poison (upstream's common constant folders: a poison
/// operand makes the result poison).
fn poison_operand(ctx: &Context, operands: &[Option<Attribute>]) -> Folded {
    let poison = crate::ub::poison_attr(ctx);
    operands
        .contains(&Some(poison))
        .then(|| vec![FoldResult::Attr(poison)])
}

fn operand_int(ctx: &Context, operands: &[Option<Attribute>], i: usize) -> Option<ApInt> {
    int_value(ctx, (*operands.get(i)?)?)
}

fn operand_float(
    ctx: &Context,
    operands: &[Option<Attribute>],
    i: usize,
) -> Option<(FloatKind, u128)> {
    float_value(ctx, (*operands.get(i)?)?)
}

/// The raw elements of a non-splat numeric dense elements attribute, with its element type.
fn dense_chunks(ctx: &Context, attr: Attribute) -> Option<(Type, Vec<&[u8]>)> {
    match ctx.attr_data(attr) {
        AttrData::DenseElements {
            ty,
            data: DenseData::Numeric { splat: false, raw },
        } => {
            let elem = element_type(ctx, *ty);
            let n = ctx.dense_element_bytes(elem)?;
            Some((elem, raw.chunks(n).collect()))
        }
        _ => None,
    }
}

/// The integer of bit width `width` stored little-endian in `bytes`.
pub(crate) fn apint_from_le(width: u32, bytes: &[u8]) -> ApInt {
    let words: Vec<u64> = bytes
        .chunks(8)
        .map(|c| {
            let mut b = [0u8; 8];
            b[..c.len()].copy_from_slice(c);
            u64::from_le_bytes(b)
        })
        .collect();
    ApInt::from_words(width, &words)
}

/// The integer elements of a constant (a scalar or a splat gives one).
fn int_elements(ctx: &Context, attr: Attribute) -> Option<Vec<ApInt>> {
    if let Some(v) = int_value(ctx, attr) {
        return Some(vec![v]);
    }
    let (elem, chunks) = dense_chunks(ctx, attr)?;
    let w = int_width(ctx, elem)?;
    Some(chunks.into_iter().map(|c| apint_from_le(w, c)).collect())
}

/// The float elements of a constant (a scalar or a splat gives one).
fn float_elements(ctx: &Context, attr: Attribute) -> Option<(FloatKind, Vec<u128>)> {
    if let Some((k, v)) = float_value(ctx, attr) {
        return Some((k, vec![v]));
    }
    let (elem, chunks) = dense_chunks(ctx, attr)?;
    let k = ctx.float_kind(elem)?;
    let vals = chunks
        .into_iter()
        .map(|c| {
            let mut b = [0u8; 16];
            b[..c.len().min(16)].copy_from_slice(&c[..c.len().min(16)]);
            u128::from_le_bytes(b)
        })
        .collect();
    Some((k, vals))
}

/// Pairs the elements of two constants of the same type (a one-element side is a splat).
fn zip_elements<T: Clone>(a: Vec<T>, b: Vec<T>) -> Option<Vec<(T, T)>> {
    match (a.len(), b.len()) {
        (x, y) if x == y => Some(a.into_iter().zip(b).collect()),
        (1, _) => Some(b.into_iter().map(|y| (a[0].clone(), y)).collect()),
        (_, 1) => Some(a.into_iter().map(|x| (x, b[0].clone())).collect()),
        _ => None,
    }
}

/// A constant of type `ty` from its elements: a scalar, a splat when all are equal, or
/// a full dense elements attribute; `encode` gives an element's little-endian bytes.
fn elements_attr<T: PartialEq>(
    ctx: &Context,
    ty: Type,
    vals: Vec<T>,
    one: impl Fn(&Context, Type, &T) -> Option<Attribute>,
    encode: impl Fn(&T) -> Vec<u8>,
) -> Option<Attribute> {
    let first = vals.first()?;
    if vals.iter().all(|v| v == first) {
        return one(ctx, ty, first);
    }
    if !is_shaped(ctx, ty) || ctx.num_elements(ty)? != vals.len() as u64 {
        return None;
    }
    let n = ctx.dense_element_bytes(element_type(ctx, ty))?;
    let mut raw = Vec::with_capacity(n * vals.len());
    for v in &vals {
        let mut b = encode(v);
        b.resize(n, 0);
        raw.extend_from_slice(&b);
    }
    Some(ctx.intern_attr(AttrData::DenseElements {
        ty,
        data: DenseData::Numeric {
            splat: false,
            raw: raw.into_boxed_slice(),
        },
    }))
}

/// An integer constant of type `ty` from its elements.
fn int_elements_attr(ctx: &Context, ty: Type, vals: Vec<ApInt>) -> Option<Attribute> {
    elements_attr(
        ctx,
        ty,
        vals,
        |c, t, v| int_attr(c, t, v.clone()),
        |v| v.words().iter().flat_map(|w| w.to_le_bytes()).collect(),
    )
}

/// A float constant of type `ty` from its elements.
fn float_elements_attr(ctx: &Context, ty: Type, vals: Vec<u128>) -> Option<Attribute> {
    elements_attr(
        ctx,
        ty,
        vals,
        |c, t, v| float_attr(c, t, *v),
        |v| v.to_le_bytes().to_vec(),
    )
}

/// Folds a binary integer op whose operands are both constants with `f`, element by
/// element (`None` from any element: no fold).
fn const_int_binary(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attribute>],
    f: impl Fn(&ApInt, &ApInt) -> Option<ApInt>,
) -> Folded {
    if let Some(p) = poison_operand(ctx, operands) {
        return Some(p);
    }
    let a = int_elements(ctx, (*operands.first()?)?)?;
    let b = int_elements(ctx, (*operands.get(1)?)?)?;
    let mut out = Vec::new();
    for (x, y) in zip_elements(a, b)? {
        if x.width() != y.width() {
            return None;
        }
        out.push(f(&x, &y)?);
    }
    attr(int_elements_attr(ctx, result_type(body, op), out))
}

/// Whether operand `i` is the integer constant `pred` accepts.
fn rhs_is(
    ctx: &Context,
    operands: &[Option<Attribute>],
    i: usize,
    pred: impl Fn(&ApInt) -> bool,
) -> bool {
    operand_int(ctx, operands, i).is_some_and(|v| pred(&v))
}

/// `x - x` and friends produce zero only for scalars or statically shaped types.
fn zero_of(ctx: &Context, ty: Type) -> Option<Attribute> {
    let w = int_width(ctx, element_type(ctx, ty))?;
    int_attr(ctx, ty, ApInt::zero(w))
}

/// MLIR's `Commutative` trait fold, tried when the op's own fold fails: a constant left
/// operand moves to the right (in place).
fn or_commute(body: &mut Body, op: OpId, operands: &[Option<Attribute>], f: Folded) -> Folded {
    if f.is_some() {
        return f;
    }
    if let [Some(_), None] = operands {
        let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
        body.set_operand(op, 0, rhs);
        body.set_operand(op, 1, lhs);
        return Some(Vec::new());
    }
    None
}

// ---- arith.constant ----

/// `arith.constant` folds to its value.
pub(crate) fn fold_constant(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> Folded {
    attr(ConstantOp(op).value(ctx, body))
}

/// Materializes `value` of type `ty` as `arith.constant` (integer, index, float, or dense
/// elements attributes whose type is `ty`), or a poison value as `ub.poison`: the `arith`
/// dialect's constant materializer, which the dialects whose constants are
/// `arith.constant`s (`memref`, `tensor`, `affine`) call too.
pub fn materialize_constant(
    ctx: &Context,
    body: &mut Body,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    if let Some(p) = crate::ub::materialize_poison(ctx, body, value, ty, loc) {
        return Some(p);
    }
    let ok = match ctx.attr_data(value) {
        AttrData::Integer { ty: t, .. } => {
            *t == ty
                && matches!(
                    ctx.type_data(ty),
                    TypeData::Index
                        | TypeData::Integer {
                            signedness: strata_ir::Signedness::Signless,
                            ..
                        }
                )
        }
        AttrData::Float { ty: t, .. } => *t == ty,
        AttrData::DenseElements { ty: t, .. } => *t == ty && is_shaped(ctx, ty),
        _ => false,
    };
    if !ok {
        return None;
    }
    let state = ConstantOp::state(ctx, body, loc, value);
    Some(body.create_op(state))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splat_round_trip() {
        let ctx = Context::new();
        for w in [1u32, 7, 64, 128, 1000] {
            let elem = ctx.integer_type(w, strata_ir::Signedness::Signless);
            let vt = ctx.intern_type(TypeData::Vector {
                shape: vec![4].into(),
                scalable: vec![false].into(),
                element: elem,
            });
            let v = ApInt::signed_min(w);
            let a = int_attr(&ctx, vt, v.clone()).expect("splat");
            assert_eq!(int_value(&ctx, a), Some(v.clone()), "i{w}");
            let s = int_attr(&ctx, elem, v.clone()).expect("scalar");
            assert_eq!(int_value(&ctx, s), Some(v));
        }
        let f32t = ctx.float_type(FloatKind::F32);
        let a = float_attr(&ctx, f32t, 0x3FC00000).unwrap();
        assert_eq!(float_value(&ctx, a), Some((FloatKind::F32, 0x3FC00000)));
    }
}
