//! Folders of the `arith` ops and the dialect's constant materializer, with mlir-opt 22's
//! semantics: exact integer arithmetic at any width ([`ApInt`], `index` as 64 bits) and
//! IEEE float arithmetic (round to nearest even) for the formats `rustc_apfloat` implements.

use rustc_apfloat::ieee::{
    BFloat, Double, Float8E4M3FN, Float8E5M2, Half, Quad, Single, X87DoubleExtended,
};
use rustc_apfloat::{Float, Round};
use std::cmp::Ordering;
use strata_ir::apint::ApInt;
use strata_ir::attributes::DenseData;
use strata_ir::float::{self, FloatKind};
use strata_ir::ir::{Body, OpId, OperationState, ValueDef, ValueId};
use strata_ir::registry::FoldResult;
use strata_ir::symbols::op_attr;
use strata_ir::{AttrData, Attribute, Context, Location, NamedAttribute, Type, TypeData};

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
                type $t = Half;
                $body
            }
            FloatKind::BF16 => {
                type $t = BFloat;
                $body
            }
            FloatKind::F32 => {
                type $t = Single;
                $body
            }
            FloatKind::F64 => {
                type $t = Double;
                $body
            }
            FloatKind::F80 => {
                type $t = X87DoubleExtended;
                $body
            }
            FloatKind::F128 => {
                type $t = Quad;
                $body
            }
            FloatKind::F8E5M2 => {
                type $t = Float8E5M2;
                $body
            }
            FloatKind::F8E4M3FN => {
                type $t = Float8E4M3FN;
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

/// The op defining `v` and its name, if `v` is an op result.
/// Only ops with the operand count of a verified binary (`2`) or unary (`1`) arith op
/// are returned, so their operands can be read.
fn def_of<'c>(ctx: &'c Context, body: &Body, v: ValueId) -> Option<(OpId, &'c str)> {
    match body.value(v).def {
        ValueDef::Result { op, .. } => {
            let name = ctx.op_name_str(body.op(op).name);
            let want = match name {
                "arith.addi" | "arith.subi" | "arith.xori" => 2,
                "arith.extsi" | "arith.extui" | "arith.trunci" | "arith.index_cast" => 1,
                _ => return None,
            };
            (body.num_operands(op) == want).then_some((op, name))
        }
        _ => None,
    }
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

fn apint_from_le(width: u32, bytes: &[u8]) -> ApInt {
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

/// Whether `v` is `xori(x, -1)` or `xori(-1, x)` (a bitwise not of `x`).
fn is_not_of(ctx: &Context, body: &Body, v: ValueId, x: ValueId) -> bool {
    let Some((d, "arith.xori")) = def_of(ctx, body, v) else {
        return false;
    };
    let all_ones = |w: ValueId| match body.value(w).def {
        ValueDef::Result { op, .. } => op_attr(ctx, body, op, "value")
            .filter(|_| ctx.op_name_str(body.op(op).name) == "arith.constant")
            .and_then(|a| int_value(ctx, a))
            .is_some_and(|a| a.is_all_ones()),
        _ => false,
    };
    let (l, r) = (body.operand(d, 0), body.operand(d, 1));
    (l == x && all_ones(r)) || (r == x && all_ones(l))
}

/// All ones of the (static) integer-like type `ty`.
fn all_ones_of(ctx: &Context, ty: Type) -> Option<Attribute> {
    let w = int_width(ctx, element_type(ctx, ty))?;
    int_attr(ctx, ty, ApInt::all_ones(w))
}

// ---- arith.constant ----

/// `arith.constant` folds to its value.
pub(crate) fn fold_constant(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> Folded {
    attr(op_attr(ctx, body, op, "value"))
}

/// Materializes `value` of type `ty` as `arith.constant` (integer, index, float, or dense
/// elements attributes whose type is `ty`), or a poison value as `ub.poison`.
pub(crate) fn materialize_constant(
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
    let state = OperationState::new(ctx.op_name("arith.constant"), loc)
        .property(ctx, "value", value)
        .result(ty);
    Some(body.create_op(state))
}

// ---- integer binary ops ----

/// `addi(x, 0) -> x`, `addi(subi(a, b), b) -> a`, `addi(b, subi(a, b)) -> a`, constants.
pub(crate) fn fold_addi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    let f = addi_inner(ctx, body, op, operands);
    or_commute(body, op, operands, f)
}

fn addi_inner(ctx: &Context, body: &mut Body, op: OpId, operands: &[Option<Attribute>]) -> Folded {
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    if rhs_is(ctx, operands, 1, ApInt::is_zero) {
        return value(lhs);
    }
    for (sub, other) in [(lhs, rhs), (rhs, lhs)] {
        if let Some((d, "arith.subi")) = def_of(ctx, body, sub)
            && body.operand(d, 1) == other
        {
            return value(body.operand(d, 0));
        }
    }
    const_int_binary(ctx, body, op, operands, |a, b| Some(a.add(b)))
}

/// `subi(x, x) -> 0`, `subi(x, 0) -> x`, `subi(addi(a, b), b) -> a`,
/// `subi(addi(a, b), a) -> b`, constants.
pub(crate) fn fold_subi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    if lhs == rhs {
        return attr(zero_of(ctx, result_type(body, op)));
    }
    if rhs_is(ctx, operands, 1, ApInt::is_zero) {
        return value(lhs);
    }
    if let Some((d, "arith.addi")) = def_of(ctx, body, lhs) {
        if body.operand(d, 1) == rhs {
            return value(body.operand(d, 0));
        }
        if body.operand(d, 0) == rhs {
            return value(body.operand(d, 1));
        }
    }
    const_int_binary(ctx, body, op, operands, |a, b| Some(a.sub(b)))
}

/// `muli(x, 0) -> 0`, `muli(x, 1) -> x`, constants.
pub(crate) fn fold_muli(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    let f = muli_inner(ctx, body, op, operands);
    or_commute(body, op, operands, f)
}

fn muli_inner(ctx: &Context, body: &mut Body, op: OpId, operands: &[Option<Attribute>]) -> Folded {
    if rhs_is(ctx, operands, 1, ApInt::is_zero) {
        return value(body.operand(op, 1));
    }
    if rhs_is(ctx, operands, 1, ApInt::is_one) {
        return value(body.operand(op, 0));
    }
    const_int_binary(ctx, body, op, operands, |a, b| Some(a.mul(b)))
}

/// `divui(x, 1) -> x`, constants (not by zero).
pub(crate) fn fold_divui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    if rhs_is(ctx, operands, 1, ApInt::is_one) {
        return value(body.operand(op, 0));
    }
    const_int_binary(ctx, body, op, operands, |a, b| a.udiv(b))
}

/// `divsi(x, 1) -> x`, constants (not by zero, not `MIN / -1`).
pub(crate) fn fold_divsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    if rhs_is(ctx, operands, 1, ApInt::is_one) {
        return value(body.operand(op, 0));
    }
    const_int_binary(ctx, body, op, operands, |a, b| {
        if a.is_signed_min() && b.is_all_ones() {
            return None;
        }
        a.sdiv(b)
    })
}

/// `remui(x, 1) -> 0`, constants (not by zero).
pub(crate) fn fold_remui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    if rhs_is(ctx, operands, 1, ApInt::is_one) {
        return attr(zero_of(ctx, result_type(body, op)));
    }
    const_int_binary(ctx, body, op, operands, |a, b| a.urem(b))
}

/// `remsi(x, 1) -> 0`, constants (not by zero).
pub(crate) fn fold_remsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    if rhs_is(ctx, operands, 1, ApInt::is_one) {
        return attr(zero_of(ctx, result_type(body, op)));
    }
    const_int_binary(ctx, body, op, operands, |a, b| a.srem(b))
}

/// `andi(x, 0) -> 0`, `andi(x, -1) -> x`, constants, then the `Idempotent` trait's
/// `andi(x, x) -> x` (after the op's own fold, as upstream: `andi(c, c)` gives a new
/// constant, not `c`).
pub(crate) fn fold_andi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    let f = andi_inner(ctx, body, op, operands).or_else(|| idempotent(body, op));
    or_commute(body, op, operands, f)
}

/// MLIR's `Idempotent` trait fold: `op(x, x) -> x`.
fn idempotent(body: &Body, op: OpId) -> Folded {
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    if lhs == rhs { value(lhs) } else { None }
}

fn andi_inner(ctx: &Context, body: &mut Body, op: OpId, operands: &[Option<Attribute>]) -> Folded {
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    if rhs_is(ctx, operands, 1, ApInt::is_zero) {
        return value(rhs);
    }
    if rhs_is(ctx, operands, 1, ApInt::is_all_ones) {
        return value(lhs);
    }
    // `andi(x, not(x))` and `andi(not(x), x)` are 0.
    if is_not_of(ctx, body, rhs, lhs) || is_not_of(ctx, body, lhs, rhs) {
        return attr(zero_of(ctx, result_type(body, op)));
    }
    const_int_binary(ctx, body, op, operands, |a, b| Some(a.and(b)))
}

/// `ori(x, 0) -> x`, `ori(x, -1) -> -1`, constants, then `ori(x, x) -> x` (`Idempotent`).
pub(crate) fn fold_ori(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    let f = ori_inner(ctx, body, op, operands).or_else(|| idempotent(body, op));
    or_commute(body, op, operands, f)
}

fn ori_inner(ctx: &Context, body: &mut Body, op: OpId, operands: &[Option<Attribute>]) -> Folded {
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    if rhs_is(ctx, operands, 1, ApInt::is_zero) {
        return value(lhs);
    }
    if rhs_is(ctx, operands, 1, ApInt::is_all_ones) {
        return attr(operands[1]);
    }
    // `ori(x, not(x))` and `ori(not(x), x)` are all ones.
    if is_not_of(ctx, body, rhs, lhs) || is_not_of(ctx, body, lhs, rhs) {
        return attr(all_ones_of(ctx, result_type(body, op)));
    }
    const_int_binary(ctx, body, op, operands, |a, b| Some(a.or(b)))
}

/// `xori(x, 0) -> x`, `xori(x, x) -> 0`, `xori(xori(x, a), a) -> x`, constants.
pub(crate) fn fold_xori(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    let f = xori_inner(ctx, body, op, operands);
    or_commute(body, op, operands, f)
}

fn xori_inner(ctx: &Context, body: &mut Body, op: OpId, operands: &[Option<Attribute>]) -> Folded {
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    if rhs_is(ctx, operands, 1, ApInt::is_zero) {
        return value(lhs);
    }
    if lhs == rhs {
        return attr(zero_of(ctx, result_type(body, op)));
    }
    // `xori(xori(x, a), a)`, `xori(a, xori(x, a))` and the operand-swapped forms are `x`.
    for (inner, other) in [(lhs, rhs), (rhs, lhs)] {
        if let Some((d, "arith.xori")) = def_of(ctx, body, inner) {
            if body.operand(d, 1) == other {
                return value(body.operand(d, 0));
            }
            if body.operand(d, 0) == other {
                return value(body.operand(d, 1));
            }
        }
    }
    const_int_binary(ctx, body, op, operands, |a, b| Some(a.xor(b)))
}

/// The shift amount `b` if it is less than the width (larger shifts are poison and are
/// not folded).
fn shift_amount(a: &ApInt, b: &ApInt) -> Option<u32> {
    // Every width `w` fits in `w` bits, so the comparison is exact.
    (b.ucmp(&ApInt::from_u64(b.width(), a.width() as u64)) == Ordering::Less)
        .then(|| b.as_shift_amount())
}

/// Shared fold of the shifts: `shift(x, 0) -> x`, constants with an in-range amount.
fn fold_shift(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
    f: fn(&ApInt, u32) -> ApInt,
) -> Folded {
    if rhs_is(ctx, operands, 1, ApInt::is_zero) {
        return value(body.operand(op, 0));
    }
    // Unlike the other binary ops, upstream's shifts do not fold poison operands.
    if poison_operand(ctx, operands).is_some() {
        return None;
    }
    const_int_binary(ctx, body, op, operands, |a, b| {
        shift_amount(a, b).map(|s| f(a, s))
    })
}

/// `shli`: see [`fold_shift`].
pub(crate) fn fold_shli(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    fold_shift(ctx, body, op, operands, ApInt::shl)
}

/// `shrui`: see [`fold_shift`].
pub(crate) fn fold_shrui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    fold_shift(ctx, body, op, operands, ApInt::lshr)
}

/// `shrsi`: see [`fold_shift`].
pub(crate) fn fold_shrsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    fold_shift(ctx, body, op, operands, ApInt::ashr)
}

// ---- comparisons ----

/// The `i64` predicate case of a comparison.
fn predicate(ctx: &Context, body: &Body, op: OpId) -> Option<u64> {
    int_value(ctx, op_attr(ctx, body, op, "predicate")?)?.to_u64_checked()
}

/// Applies `cmpi` predicate case `p` (eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge).
pub(crate) fn cmpi_apply(p: u64, a: &ApInt, b: &ApInt) -> Option<bool> {
    let s = a.scmp(b);
    let u = a.ucmp(b);
    Some(match p {
        0 => u == Ordering::Equal,
        1 => u != Ordering::Equal,
        2 => s == Ordering::Less,
        3 => s != Ordering::Greater,
        4 => s == Ordering::Greater,
        5 => s != Ordering::Less,
        6 => u == Ordering::Less,
        7 => u != Ordering::Greater,
        8 => u == Ordering::Greater,
        9 => u != Ordering::Less,
        _ => return None,
    })
}

/// The `cmpi` predicate with its operands swapped.
fn cmpi_swapped(p: u64) -> u64 {
    match p {
        2 => 4,
        3 => 5,
        4 => 2,
        5 => 3,
        6 => 8,
        7 => 9,
        8 => 6,
        9 => 7,
        p => p,
    }
}

/// Replaces the inherent `predicate` of `op` by case `p`.
fn set_predicate(ctx: &Context, body: &mut Body, op: OpId, p: u64) {
    let Some(props) = body.op(op).properties else {
        return;
    };
    let i64t = ctx.builtin_types().i64;
    let new = ctx.integer_attr(i64t, ApInt::from_u64(64, p));
    let entries: Vec<NamedAttribute> = ctx
        .dictionary_entries(props)
        .iter()
        .map(|e| {
            if ctx.ident_str(e.name) == "predicate" {
                NamedAttribute {
                    name: e.name,
                    value: new,
                }
            } else {
                *e
            }
        })
        .collect();
    body.op_mut(op).properties = Some(ctx.dictionary_attr(entries));
}

/// `cmpi` of equal operands, constant operands (moved to the right first), and
/// `cmpi ne/eq (ext %b : i1), 0`.
pub(crate) fn fold_cmpi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    let p = predicate(ctx, body, op)?;
    let ty = result_type(body, op);
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    if lhs == rhs {
        let v = matches!(p, 0 | 3 | 5 | 7 | 9);
        return attr(bool_attr(ctx, ty, v));
    }
    if rhs_is(ctx, operands, 1, ApInt::is_zero)
        && let Some((d, "arith.extsi" | "arith.extui")) = def_of(ctx, body, lhs)
    {
        let src = body.operand(d, 0);
        if p == 1 && int_width(ctx, element_type(ctx, body.value_type(src))) == Some(1) {
            return value(src);
        }
    }
    let is_i1 = int_width(ctx, element_type(ctx, body.value_type(lhs))) == Some(1);
    // `cmpi ne, %b, false` and `cmpi eq, %b, true` on `i1` are `%b`.
    if is_i1 && p == 1 && rhs_is(ctx, operands, 1, ApInt::is_zero) {
        return value(lhs);
    }
    if is_i1 && p == 0 && rhs_is(ctx, operands, 1, ApInt::is_one) {
        return value(lhs);
    }
    let a = operands.first().copied().flatten();
    let b = operands.get(1).copied().flatten();
    if a.is_some() && b.is_none() {
        body.set_operand(op, 0, rhs);
        body.set_operand(op, 1, lhs);
        set_predicate(ctx, body, op, cmpi_swapped(p));
        return Some(vec![FoldResult::Value(body.result(op, 0))]);
    }
    let a = int_elements(ctx, a?)?;
    let b = int_elements(ctx, b?)?;
    let mut out = Vec::new();
    for (x, y) in zip_elements(a, b)? {
        out.push(ApInt::from_u64(1, cmpi_apply(p, &x, &y)? as u64));
    }
    attr(int_elements_attr(ctx, ty, out))
}

/// Applies `cmpf` predicate case `p` to two floats of `kind`.
pub(crate) fn cmpf_apply(kind: FloatKind, p: u64, a: u128, b: u128) -> Option<bool> {
    // Formats `rustc_apfloat` lacks are narrower than `f64`, so `f64` compares them exactly.
    let ord: Option<Ordering> = with_float!(
        kind, T => Some(T::from_bits(a).partial_cmp(&T::from_bits(b))),
        _ => (kind != FloatKind::F8E8M0FNU)
            .then(|| float::to_f64(kind, a).partial_cmp(&float::to_f64(kind, b)))
    )?;
    let (lt, eq, gt, un) = match ord {
        Some(Ordering::Less) => (true, false, false, false),
        Some(Ordering::Equal) => (false, true, false, false),
        Some(Ordering::Greater) => (false, false, true, false),
        None => (false, false, false, true),
    };
    Some(match p {
        0 => false,
        1 => eq,
        2 => gt,
        3 => gt || eq,
        4 => lt,
        5 => lt || eq,
        6 => lt || gt,
        7 => !un,
        8 => un || eq,
        9 => un || gt,
        10 => un || gt || eq,
        11 => un || lt,
        12 => un || lt || eq,
        13 => !eq,
        14 => un,
        15 => true,
        _ => return None,
    })
}

/// `cmpf` of scalar constants (a NaN operand decides alone).
pub(crate) fn fold_cmpf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    let p = predicate(ctx, body, op)?;
    let scalar = |i: usize| {
        let a = (*operands.get(i)?)?;
        matches!(ctx.attr_data(a), AttrData::Float { .. })
            .then(|| float_value(ctx, a))
            .flatten()
    };
    let is_nan =
        |v: Option<(FloatKind, u128)>| v.is_some_and(|(k, bits)| strata_ir::float::is_nan(k, bits));
    let (mut a, mut b) = (scalar(0), scalar(1));
    if is_nan(a) {
        b = a;
    }
    if is_nan(b) {
        a = b;
    }
    let ((k, a), (_, b)) = (a?, b?);
    let v = cmpf_apply(k, p, a, b)?;
    attr(Some(ctx.integer_attr(
        ctx.builtin_types().i1,
        ApInt::from_u64(1, v as u64),
    )))
}

// ---- float binary ops ----

/// Float arithmetic: `+ - * /` (`op` 0..4) on two values of `kind`, rounding to nearest even.
/// Formats `rustc_apfloat` lacks have at most 11 significand bits, so computing in `f64`
/// (53 bits, at least `2p + 2`) and rounding again gives the correctly rounded result.
pub(crate) fn float_binary(kind: FloatKind, op: u8, a: u128, b: u128) -> Option<u128> {
    with_float!(kind, T => {
        let (x, y) = (T::from_bits(a), T::from_bits(b));
        let r = match op {
            0 => x.add_r(y, Round::NearestTiesToEven),
            1 => x.sub_r(y, Round::NearestTiesToEven),
            2 => x.mul_r(y, Round::NearestTiesToEven),
            _ => x.div_r(y, Round::NearestTiesToEven),
        };
        Some(r.value.to_bits())
    }, _ => {
        // `f8E8M0FNU` (no sign, no zero) is left to a faithful model.
        if kind.precision() > 24 || kind == FloatKind::F8E8M0FNU {
            return None;
        }
        let (x, y) = (float::to_f64(kind, a), float::to_f64(kind, b));
        let r = match op {
            0 => x + y,
            1 => x - y,
            2 => x * y,
            _ => x / y,
        };
        if r.is_nan() {
            // APFloat's default NaN is positive; a format without NaN has no encoding for
            // it (mlir-opt prints an unencodable value), so that is not folded.
            return kind.has_nan().then(|| float::from_f64(kind, f64::NAN));
        }
        Some(float::from_f64(kind, r))
    })
}

/// Whether `(kind, bits)` equals `v` (`-0.0` distinct from `0.0`).
fn float_is(kind: FloatKind, bits: u128, v: f64) -> bool {
    strata_ir::float::from_f64(kind, v) == bits
        && !strata_ir::float::is_nan(kind, bits)
        && strata_ir::float::to_f64(kind, bits).is_sign_negative() == v.is_sign_negative()
}

/// Shared float binary fold: the identity `x op identity -> x`, then constants.
fn fold_float(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
    which: u8,
    identity: f64,
) -> Folded {
    if let Some((k, bits)) = operand_float(ctx, operands, 1)
        && float_is(k, bits, identity)
    {
        return value(body.operand(op, 0));
    }
    if let Some(p) = poison_operand(ctx, operands) {
        return Some(p);
    }
    let (k, a) = float_elements(ctx, (*operands.first()?)?)?;
    let (k2, b) = float_elements(ctx, (*operands.get(1)?)?)?;
    if k != k2 {
        return None;
    }
    let mut out = Vec::new();
    for (x, y) in zip_elements(a, b)? {
        out.push(float_binary(k, which, x, y)?);
    }
    attr(float_elements_attr(ctx, result_type(body, op), out))
}

/// `addf(x, -0.0) -> x`, constants.
pub(crate) fn fold_addf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    let f = fold_float(ctx, body, op, operands, 0, -0.0);
    or_commute(body, op, operands, f)
}

/// `subf(x, +0.0) -> x`, constants.
pub(crate) fn fold_subf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    fold_float(ctx, body, op, operands, 1, 0.0)
}

/// `mulf(x, 1.0) -> x`, constants.
pub(crate) fn fold_mulf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    let f = fold_float(ctx, body, op, operands, 2, 1.0);
    or_commute(body, op, operands, f)
}

/// `divf(x, 1.0) -> x`, constants.
pub(crate) fn fold_divf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    fold_float(ctx, body, op, operands, 3, 1.0)
}

// ---- select ----

/// `select(c, x, x) -> x`, `select(true/false, a, b)`, `select(c, true, false) -> c`.
pub(crate) fn fold_select(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 3)?;
    let (c, t, f) = (
        body.operand(op, 0),
        body.operand(op, 1),
        body.operand(op, 2),
    );
    if t == f {
        return value(t);
    }
    if let Some(cv) = operand_int(ctx, operands, 0) {
        return value(if cv.is_zero() { f } else { t });
    }
    let poison = Some(crate::ub::poison_attr(ctx));
    if operands.get(1) == Some(&poison) {
        return value(f);
    }
    if operands.get(2) == Some(&poison) {
        return value(t);
    }
    let ty = result_type(body, op);
    if matches!(ctx.type_data(ty), TypeData::Integer { width: 1, .. })
        && rhs_is(ctx, operands, 1, ApInt::is_one)
        && rhs_is(ctx, operands, 2, ApInt::is_zero)
    {
        return value(c);
    }
    // `select(cmpi eq, x, y), x, y` is `y`; with `ne` it is `x` (either operand order).
    if let ValueDef::Result { op: cmp, .. } = body.value(c).def
        && ctx.op_name_str(body.op(cmp).name) == "arith.cmpi"
        && body.num_operands(cmp) == 2
    {
        let (l, r) = (body.operand(cmp, 0), body.operand(cmp, 1));
        if (l == t && r == f) || (r == t && l == f) {
            match predicate(ctx, body, cmp) {
                Some(0) => return value(f),
                Some(1) => return value(t),
                _ => {}
            }
        }
    }
    None
}

// ---- casts ----

/// Folds a cast of an integer constant with `f(value, result width)`.
fn int_cast(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attribute>],
    f: impl Fn(&ApInt, u32) -> ApInt,
) -> Folded {
    if let Some(p) = poison_operand(ctx, operands) {
        return Some(p);
    }
    let a = int_elements(ctx, (*operands.first()?)?)?;
    let ty = result_type(body, op);
    let w = int_width(ctx, element_type(ctx, ty))?;
    let out = a.iter().map(|x| f(x, w)).collect();
    attr(int_elements_attr(ctx, ty, out))
}

fn sext_or_trunc(a: &ApInt, w: u32) -> ApInt {
    if w >= a.width() {
        a.sext(w)
    } else {
        a.trunc(w)
    }
}

/// `index_cast` of a constant: sign-extended or truncated.
pub(crate) fn fold_index_cast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 1)?;
    int_cast(ctx, body, op, operands, sext_or_trunc)
}

/// `extsi(extsi(x)) -> extsi(x)` (in place), constants.
pub(crate) fn fold_extsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 1)?;
    if let Some((d, "arith.extsi")) = def_of(ctx, body, body.operand(op, 0)) {
        let src = body.operand(d, 0);
        body.set_operand(op, 0, src);
        return value(body.result(op, 0));
    }
    int_cast(ctx, body, op, operands, |a, w| a.sext(w))
}

/// `extui(extui(x)) -> extui(x)` (in place), constants.
pub(crate) fn fold_extui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 1)?;
    if let Some((d, "arith.extui")) = def_of(ctx, body, body.operand(op, 0)) {
        let src = body.operand(d, 0);
        body.set_operand(op, 0, src);
        return value(body.result(op, 0));
    }
    int_cast(ctx, body, op, operands, |a, w| a.zext(w))
}

/// `trunci(ext(a))` -> `a` or `trunci(a)`, `trunci(trunci(a)) -> trunci(a)`, constants.
pub(crate) fn fold_trunci(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 1)?;
    let input = body.operand(op, 0);
    if let Some((d, name)) = def_of(ctx, body, input) {
        let src = body.operand(d, 0);
        let dst_ty = result_type(body, op);
        if name == "arith.extsi" || name == "arith.extui" {
            let sw = int_width(ctx, element_type(ctx, body.value_type(src)));
            let dw = int_width(ctx, element_type(ctx, dst_ty));
            if sw > dw {
                body.set_operand(op, 0, src);
                return value(body.result(op, 0));
            }
            if body.value_type(src) == dst_ty {
                return value(src);
            }
        }
        if name == "arith.trunci" {
            body.set_operand(op, 0, src);
            return value(body.result(op, 0));
        }
    }
    int_cast(ctx, body, op, operands, |a, w| a.trunc(w))
}

/// Signed integer to float with round to nearest even, at any width (`None` for
/// `f8E8M0FNU`).
pub(crate) fn sitofp_value(kind: FloatKind, a: &ApInt) -> Option<u128> {
    if kind == FloatKind::F8E8M0FNU {
        return None;
    }
    let neg = a.is_negative();
    let w = a.width() + 1;
    let m = if neg { a.sext(w).neg() } else { a.zext(w) };
    // Rounds the magnitude to odd at `keep` bits: exact in the working format, and
    // `keep >= p + 2` makes the final rounding to the target's `p` bits correct.
    let reduce = |keep: u32| -> Option<(u128, u32)> {
        let shift = m.active_bits().saturating_sub(keep);
        let sticky = shift > 0 && m.count_trailing_zeros() < shift;
        Some((m.lshr(shift).to_u128_checked()? | sticky as u128, shift))
    };
    with_float!(kind, T => {
        let (top, shift) = reduce(127)?;
        let x = T::from_u128_r(top, Round::NearestTiesToEven)
            .value
            .scalbn(i32::try_from(shift).ok()?);
        Some((if neg { -x } else { x }).to_bits())
    }, _ => {
        // The formats rustc_apfloat lacks have at most 11 significand bits; any value
        // scaled past 2^900 overflows them all the same way.
        let (top, shift) = reduce(53)?;
        let x = top as f64 * 2f64.powi(shift.min(900) as i32);
        Some(float::from_f64(kind, if neg { -x } else { x }))
    })
}

/// `sitofp` of a constant.
pub(crate) fn fold_sitofp(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 1)?;
    if let Some(p) = poison_operand(ctx, operands) {
        return Some(p);
    }
    let a = int_elements(ctx, (*operands.first()?)?)?;
    let ty = result_type(body, op);
    let kind = ctx.float_kind(element_type(ctx, ty))?;
    let out = a
        .iter()
        .map(|x| sitofp_value(kind, x))
        .collect::<Option<Vec<_>>>()?;
    attr(float_elements_attr(ctx, ty, out))
}

// ---- ops of `ops_more`: min/max, rounding divisions, extended arithmetic ----

/// Integer min/max: `op(x, x) -> x`, `op(x, absorbing) -> absorbing`,
/// `op(x, neutral) -> x`, constants with `pick`, then the `Commutative` trait fold.
fn fold_int_minmax(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
    absorbing: fn(&ApInt) -> bool,
    neutral: fn(&ApInt) -> bool,
    pick: fn(&ApInt, &ApInt) -> bool,
) -> Folded {
    arity(body, op, 2)?;
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    let f = if lhs == rhs || rhs_is(ctx, operands, 1, absorbing) {
        value(rhs)
    } else if rhs_is(ctx, operands, 1, neutral) {
        value(lhs)
    } else {
        const_int_binary(ctx, body, op, operands, |a, b| {
            Some(if pick(a, b) { a.clone() } else { b.clone() })
        })
    };
    or_commute(body, op, operands, f)
}

fn is_signed_max(v: &ApInt) -> bool {
    *v == ApInt::signed_max(v.width())
}

/// `maxsi(x, x) -> x`, `maxsi(x, MAX) -> MAX`, `maxsi(x, MIN) -> x`, constants.
pub(crate) fn fold_maxsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    fold_int_minmax(
        ctx,
        body,
        op,
        operands,
        is_signed_max,
        ApInt::is_signed_min,
        |a, b| a.scmp(b) == Ordering::Greater,
    )
}

/// `maxui(x, x) -> x`, `maxui(x, -1) -> -1`, `maxui(x, 0) -> x`, constants.
pub(crate) fn fold_maxui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    fold_int_minmax(
        ctx,
        body,
        op,
        operands,
        ApInt::is_all_ones,
        ApInt::is_zero,
        |a, b| a.ucmp(b) == Ordering::Greater,
    )
}

/// `minsi(x, x) -> x`, `minsi(x, MIN) -> MIN`, `minsi(x, MAX) -> x`, constants.
pub(crate) fn fold_minsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    fold_int_minmax(
        ctx,
        body,
        op,
        operands,
        ApInt::is_signed_min,
        is_signed_max,
        |a, b| a.scmp(b) == Ordering::Less,
    )
}

/// `minui(x, x) -> x`, `minui(x, 0) -> 0`, `minui(x, -1) -> x`, constants.
pub(crate) fn fold_minui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    fold_int_minmax(
        ctx,
        body,
        op,
        operands,
        ApInt::is_zero,
        ApInt::is_all_ones,
        |a, b| a.ucmp(b) == Ordering::Less,
    )
}

/// `ceildivui(x, 1) -> x`, constants (not by zero).
pub(crate) fn fold_ceildivui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    if rhs_is(ctx, operands, 1, ApInt::is_one) {
        return value(body.operand(op, 0));
    }
    const_int_binary(ctx, body, op, operands, |a, b| {
        let (q, r) = a.udivrem(b)?;
        if r.is_zero() {
            return Some(q);
        }
        let (sum, overflow) = q.uadd_overflow(&ApInt::one(q.width()));
        (!overflow).then_some(sum)
    })
}

/// `ceildivsi(x, 1) -> x`, constants (not by zero, and not when upstream's intermediate
/// negation of a negative `MIN` operand overflows).
pub(crate) fn fold_ceildivsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    if rhs_is(ctx, operands, 1, ApInt::is_one) {
        return value(body.operand(op, 0));
    }
    const_int_binary(ctx, body, op, operands, |a, b| {
        if b.is_zero() {
            return None;
        }
        if a.is_zero() {
            return Some(a.clone());
        }
        if a.is_signed_min() || b.is_signed_min() {
            return None;
        }
        let (q, r) = a.sdivrem(b)?;
        if !r.is_zero() && a.is_negative() == b.is_negative() {
            Some(q.add(&ApInt::one(q.width())))
        } else {
            Some(q)
        }
    })
}

/// `floordivsi(x, 1) -> x`, constants (not by zero, not `MIN / -1`).
pub(crate) fn fold_floordivsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    if rhs_is(ctx, operands, 1, ApInt::is_one) {
        return value(body.operand(op, 0));
    }
    const_int_binary(ctx, body, op, operands, |a, b| {
        if a.is_signed_min() && b.is_all_ones() {
            return None;
        }
        let (q, r) = a.sdivrem(b)?;
        if !r.is_zero() && a.is_negative() != b.is_negative() {
            Some(q.sub(&ApInt::one(q.width())))
        } else {
            Some(q)
        }
    })
}

/// Both results of a two-result op from two optional folds.
fn two(a: Option<FoldResult>, b: Option<FoldResult>) -> Folded {
    Some(vec![a?, b?])
}

/// `Some(())` if `op` has two operands and two results.
fn arity_2x2(body: &Body, op: OpId) -> Option<()> {
    (body.num_operands(op) == 2 && body.num_results(op) == 2).then_some(())
}

/// Commutative trait fold of a two-result op (a constant left operand moves right).
fn commute_2x2(body: &mut Body, op: OpId, operands: &[Option<Attribute>]) -> Folded {
    or_commute(body, op, operands, None)
}

/// `mului_extended(x, 0) -> 0, 0`, `mului_extended(x, 1) -> x, 0`, constants.
pub(crate) fn fold_mului_extended(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity_2x2(body, op)?;
    fold_mul_extended(ctx, body, op, operands, false).or_else(|| commute_2x2(body, op, operands))
}

/// `mulsi_extended(x, 0) -> 0, 0`, constants.
pub(crate) fn fold_mulsi_extended(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity_2x2(body, op)?;
    fold_mul_extended(ctx, body, op, operands, true).or_else(|| commute_2x2(body, op, operands))
}

fn fold_mul_extended(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attribute>],
    signed: bool,
) -> Folded {
    if rhs_is(ctx, operands, 1, ApInt::is_zero) {
        let z = operands[1]?;
        return Some(vec![FoldResult::Attr(z), FoldResult::Attr(z)]);
    }
    if !signed && rhs_is(ctx, operands, 1, ApInt::is_one) {
        let zero = zero_of(ctx, body.value_type(body.operand(op, 0)))?;
        return Some(vec![
            FoldResult::Value(body.operand(op, 0)),
            FoldResult::Attr(zero),
        ]);
    }
    let low = const_int_binary(ctx, body, op, operands, |a, b| Some(a.mul(b)))?;
    let high = const_int_binary(ctx, body, op, operands, |a, b| {
        let w = a.width();
        let (x, y) = if signed {
            (a.sext(2 * w), b.sext(2 * w))
        } else {
            (a.zext(2 * w), b.zext(2 * w))
        };
        Some(x.mul(&y).lshr(w).trunc(w))
    })?;
    two(low.into_iter().next(), high.into_iter().next())
}

/// `addui_extended(x, 0) -> x, false`, constants (the carry is `sum < lhs`).
pub(crate) fn fold_addui_extended(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity_2x2(body, op)?;
    let overflow_ty = body.value_type(body.result(op, 1));
    if rhs_is(ctx, operands, 1, ApInt::is_zero) {
        let f = zero_of(ctx, overflow_ty)?;
        return Some(vec![
            FoldResult::Value(body.operand(op, 0)),
            FoldResult::Attr(f),
        ]);
    }
    let folded = (|| {
        let a = int_elements(ctx, (*operands.first()?)?)?;
        let b = int_elements(ctx, (*operands.get(1)?)?)?;
        let mut sums = Vec::new();
        let mut carries = Vec::new();
        for (x, y) in zip_elements(a, b)? {
            if x.width() != y.width() {
                return None;
            }
            let (s, c) = x.uadd_overflow(&y);
            sums.push(s);
            carries.push(ApInt::from_u64(1, c as u64));
        }
        let sum = int_elements_attr(ctx, body.value_type(body.result(op, 0)), sums)?;
        let carry = int_elements_attr(ctx, overflow_ty, carries)?;
        Some(vec![FoldResult::Attr(sum), FoldResult::Attr(carry)])
    })();
    folded.or_else(|| commute_2x2(body, op, operands))
}

// ---- float ops of `ops_more` ----

/// `negf(negf(x)) -> x`, constants.
pub(crate) fn fold_negf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 1)?;
    if let ValueDef::Result { op: d, .. } = body.value(body.operand(op, 0)).def
        && ctx.op_name_str(body.op(d).name) == "arith.negf"
        && body.num_operands(d) == 1
    {
        return value(body.operand(d, 0));
    }
    if let Some(p) = poison_operand(ctx, operands) {
        return Some(p);
    }
    let (k, vals) = float_elements(ctx, (*operands.first()?)?)?;
    let out = vals
        .into_iter()
        .map(|v| with_float!(k, T => Some((-T::from_bits(v)).to_bits())))
        .collect::<Option<Vec<_>>>()?;
    attr(float_elements_attr(ctx, result_type(body, op), out))
}

/// Which float min/max op a fold is for.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum FMinMax {
    /// `maximumf` (NaN-propagating).
    Maximum,
    /// `minimumf` (NaN-propagating).
    Minimum,
    /// `maxnumf` (NaN-ignoring).
    MaxNum,
    /// `minnumf` (NaN-ignoring).
    MinNum,
}

/// A quiet NaN (the top significand bit set) or a non-NaN.
fn is_quiet_or_number(kind: FloatKind, bits: u128) -> bool {
    if !float::is_nan(kind, bits) || !kind.has_inf() {
        return true;
    }
    bits >> (kind.precision() - 2) & 1 == 1
}

/// LLVM's `maximum`/`minimum`/`maxnum`/`minnum` on two values (`None`: not modelled).
fn fminmax(kind: FloatKind, which: FMinMax, a: u128, b: u128) -> Option<u128> {
    if kind.precision() > 53 || !is_quiet_or_number(kind, a) || !is_quiet_or_number(kind, b) {
        return None;
    }
    let (x, y) = (float::to_f64(kind, a), float::to_f64(kind, b));
    let max = matches!(which, FMinMax::Maximum | FMinMax::MaxNum);
    if x.is_nan() || y.is_nan() {
        let propagate = matches!(which, FMinMax::Maximum | FMinMax::Minimum);
        return Some(match (x.is_nan(), propagate) {
            (true, true) | (false, false) => a,
            (false, true) | (true, false) => b,
        });
    }
    if x == 0.0 && y == 0.0 && x.is_sign_negative() != y.is_sign_negative() {
        return Some(if x.is_sign_negative() == max { b } else { a });
    }
    Some(if max {
        if x < y { b } else { a }
    } else if y < x {
        b
    } else {
        a
    })
}

/// `op(x, x) -> x`, `maximumf(x, -inf)`/`minimumf(x, +inf)`/`maxnumf(x, NaN)`/
/// `minnumf(x, NaN)` -> `x`, constants, then the `Commutative` trait fold.
pub(crate) fn fold_fminmax(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
    which: FMinMax,
) -> Folded {
    arity(body, op, 2)?;
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    let f = (|| {
        if lhs == rhs {
            return value(rhs);
        }
        if let Some((k, bits)) = operand_float(ctx, operands, 1) {
            let v = float::to_f64(k, bits);
            let neutral = match which {
                FMinMax::Maximum => k.has_inf() && v == f64::NEG_INFINITY,
                FMinMax::Minimum => k.has_inf() && v == f64::INFINITY,
                FMinMax::MaxNum | FMinMax::MinNum => v.is_nan(),
            };
            if neutral {
                return value(lhs);
            }
        }
        if let Some(p) = poison_operand(ctx, operands) {
            return Some(p);
        }
        let (k, a) = float_elements(ctx, (*operands.first()?)?)?;
        let (k2, b) = float_elements(ctx, (*operands.get(1)?)?)?;
        if k != k2 {
            return None;
        }
        let mut out = Vec::new();
        for (x, y) in zip_elements(a, b)? {
            out.push(fminmax(k, which, x, y)?);
        }
        attr(float_elements_attr(ctx, result_type(body, op), out))
    })();
    or_commute(body, op, operands, f)
}

/// `maximumf` fold.
pub(crate) fn fold_maximumf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    fold_fminmax(ctx, body, op, operands, FMinMax::Maximum)
}

/// `minimumf` fold.
pub(crate) fn fold_minimumf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    fold_fminmax(ctx, body, op, operands, FMinMax::Minimum)
}

/// `maxnumf` fold.
pub(crate) fn fold_maxnumf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    fold_fminmax(ctx, body, op, operands, FMinMax::MaxNum)
}

/// `minnumf` fold.
pub(crate) fn fold_minnumf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    fold_fminmax(ctx, body, op, operands, FMinMax::MinNum)
}

// ---- casts of `ops_more` ----

/// `uitofp` of a constant (the value zero-extended one bit, then converted as signed).
pub(crate) fn fold_uitofp(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 1)?;
    if let Some(p) = poison_operand(ctx, operands) {
        return Some(p);
    }
    let a = int_elements(ctx, (*operands.first()?)?)?;
    let ty = result_type(body, op);
    let kind = ctx.float_kind(element_type(ctx, ty))?;
    let out = a
        .iter()
        .map(|x| sitofp_value(kind, &x.zext(x.width() + 1)))
        .collect::<Option<Vec<_>>>()?;
    attr(float_elements_attr(ctx, ty, out))
}

/// `index_castui` of a constant: zero-extended or truncated.
pub(crate) fn fold_index_castui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 1)?;
    int_cast(ctx, body, op, operands, |a, w| {
        if w >= a.width() {
            a.zext(w)
        } else {
            a.trunc(w)
        }
    })
}

/// `bitcast`: constants, then the `CastOpInterface` fold of a cast to its own type.
pub(crate) fn fold_bitcast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 1)?;
    bitcast_constant(ctx, body, op, operands).or_else(|| {
        let input = body.operand(op, 0);
        (body.value_type(input) == result_type(body, op)).then(|| vec![FoldResult::Value(input)])
    })
}

/// `bitcast` of a scalar integer or float constant.
fn bitcast_constant(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 1)?;
    let input = (*operands.first()?)?;
    let ty = result_type(body, op);
    if is_shaped(ctx, ty) {
        return None;
    }
    if let Some(p) = poison_operand(ctx, operands) {
        return Some(p);
    }
    let bits: ApInt = match ctx.attr_data(input) {
        AttrData::Integer { value, .. } => value.clone(),
        AttrData::Float { ty: t, bits } => {
            let w = ctx.float_kind(*t)?.bit_width();
            ApInt::from_u128(w, *bits)
        }
        _ => return None,
    };
    match ctx.type_data(ty) {
        TypeData::Float(k) if k.bit_width() == bits.width() => {
            attr(Some(ctx.intern_attr(AttrData::Float {
                ty,
                bits: bits.to_u128_checked()?,
            })))
        }
        TypeData::Integer { width, .. } if *width == bits.width() => {
            attr(Some(ctx.integer_attr(ty, bits)))
        }
        _ => None,
    }
}

/// `fptosi`/`fptoui` of one value: rounded toward zero, `None` for a NaN or a value out of
/// the `width`-bit range (or a width over 128).
fn fp_to_int(kind: FloatKind, bits: u128, width: u32, signed: bool) -> Option<ApInt> {
    if width > 128 || width == 0 {
        return None;
    }
    let w = width as usize;
    let convert = |f: &dyn Fn(&mut bool) -> (rustc_apfloat::Status, u128)| {
        let mut e = false;
        let (status, v) = f(&mut e);
        (status != rustc_apfloat::Status::INVALID_OP).then_some(v)
    };
    let v = with_float!(kind, T => {
        let x = T::from_bits(bits);
        convert(&|e| if signed {
            let r = x.to_i128_r(w, Round::TowardZero, e);
            (r.status, r.value as u128)
        } else {
            let r = x.to_u128_r(w, Round::TowardZero, e);
            (r.status, r.value)
        })
    }, _ => {
        let x = Double::from_bits(float::to_f64(kind, bits).to_bits() as u128);
        convert(&|e| if signed {
            let r = x.to_i128_r(w, Round::TowardZero, e);
            (r.status, r.value as u128)
        } else {
            let r = x.to_u128_r(w, Round::TowardZero, e);
            (r.status, r.value)
        })
    })?;
    Some(ApInt::from_u128(width, v))
}

/// `fptosi`/`fptoui` of a constant.
fn fold_fp_to_int(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
    signed: bool,
) -> Folded {
    arity(body, op, 1)?;
    if let Some(p) = poison_operand(ctx, operands) {
        return Some(p);
    }
    let (k, vals) = float_elements(ctx, (*operands.first()?)?)?;
    let ty = result_type(body, op);
    let w = int_width(ctx, element_type(ctx, ty))?;
    let out = vals
        .into_iter()
        .map(|v| fp_to_int(k, v, w, signed))
        .collect::<Option<Vec<_>>>()?;
    attr(int_elements_attr(ctx, ty, out))
}

/// `fptosi` of a constant.
pub(crate) fn fold_fptosi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    fold_fp_to_int(ctx, body, op, operands, true)
}

/// `fptoui` of a constant.
pub(crate) fn fold_fptoui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    fold_fp_to_int(ctx, body, op, operands, false)
}

/// LLVM's `(maxExponent, minExponent, precision)` of a float format.
fn semantics(kind: FloatKind) -> (i32, i32, u32) {
    let (max, min) = match kind {
        FloatKind::F16 | FloatKind::F8E5M2 => (15, -14),
        FloatKind::BF16 | FloatKind::F32 | FloatKind::TF32 => (127, -126),
        FloatKind::F64 => (1023, -1022),
        FloatKind::F80 | FloatKind::F128 => (16383, -16382),
        FloatKind::F8E4M3 => (7, -6),
        FloatKind::F8E4M3FN => (8, -6),
        FloatKind::F8E5M2FNUZ => (15, -15),
        FloatKind::F8E4M3FNUZ => (7, -7),
        FloatKind::F8E4M3B11FNUZ => (4, -10),
        FloatKind::F8E3M4 => (3, -2),
        FloatKind::F4E2M1FN | FloatKind::F6E2M3FN => (2, 0),
        FloatKind::F6E3M2FN => (4, -2),
        FloatKind::F8E8M0FNU => (127, -127),
    };
    (max, min, kind.precision())
}

/// Whether every value of format `a` is a value of format `b` (LLVM's
/// `APFloatBase::isRepresentableBy`).
fn representable_by(a: FloatKind, b: FloatKind) -> bool {
    let ((amax, amin, ap), (bmax, bmin, bp)) = (semantics(a), semantics(b));
    amax <= bmax && amin >= bmin && ap <= bp
}

/// A float value converted exactly to another format: `None` if the conversion rounds,
/// overflows or signals (a signaling NaN), as upstream's `convertFloatValue`. Formats
/// `rustc_apfloat` lacks go through `f64` and never fold NaNs.
fn convert_exact(from: FloatKind, to: FloatKind, bits: u128) -> Option<u128> {
    fn go<S: rustc_apfloat::FloatConvert<T>, T: Float>(bits: u128) -> Option<u128> {
        let mut loses = false;
        let r = S::from_bits(bits).convert(&mut loses);
        (r.status == rustc_apfloat::Status::OK && !loses).then(|| r.value.to_bits())
    }
    let direct = with_float!(from, S => with_float!(to, T => Some(go::<S, T>(bits))));
    if let Some(r) = direct {
        return r;
    }
    if from.precision() > 53 || to.precision() > 53 {
        return None;
    }
    if float::is_nan(from, bits) {
        return convert_nan(from, to, bits);
    }
    let v = float::to_f64(from, bits);
    if v.is_nan() || (v.is_infinite() && !to.has_inf()) {
        return None;
    }
    let r = float::from_f64(to, v);
    let back = float::to_f64(to, r);
    (back == v && back.is_sign_negative() == v.is_sign_negative()).then_some(r)
}

/// A NaN of a format `rustc_apfloat` lacks (or converted to one), as `APFloat::convert`:
/// the sign and payload carry over with the payload shifted by the precision difference;
/// a signaling NaN, lost payload bits or a target without IEEE NaNs (other than `f80`,
/// left alone) mean no fold. The NaN-as-negative-zero formats hold the canonical quiet
/// NaN, `f8E8M0FNU` an empty payload (which becomes an infinity, as upstream).
fn convert_nan(from: FloatKind, to: FloatKind, bits: u128) -> Option<u128> {
    use FloatKind as K;
    let ieee = |k: FloatKind| {
        matches!(
            k,
            K::F16
                | K::BF16
                | K::F32
                | K::F64
                | K::F128
                | K::TF32
                | K::F8E5M2
                | K::F8E4M3
                | K::F8E3M4
        )
    };
    let (pf, pt) = (from.precision(), to.precision());
    let (sign, payload) = match from {
        K::F8E5M2FNUZ | K::F8E4M3FNUZ | K::F8E4M3B11FNUZ => (false, 1u128 << (pf - 2)),
        K::F8E8M0FNU => (false, 0),
        _ if ieee(from) || from == K::F8E4M3FN => {
            let payload = bits & ((1u128 << (pf - 1)) - 1);
            if ieee(from) && payload >> (pf - 2) == 0 {
                return None;
            }
            (bits >> (from.bit_width() - 1) & 1 == 1, payload)
        }
        _ => return None,
    };
    if !ieee(to) {
        return None;
    }
    let payload = if pt >= pf {
        payload << (pt - pf)
    } else {
        let shift = pf - pt;
        if payload & ((1u128 << shift) - 1) != 0 {
            return None;
        }
        payload >> shift
    };
    let width = to.bit_width();
    let exp_mask = ((1u128 << (width - pt)) - 1) << (pt - 1);
    Some(u128::from(sign) << (width - 1) | exp_mask | payload)
}

/// Whether the op defining `v` is named `name` with one operand; returns it.
fn def_named(ctx: &Context, body: &Body, v: ValueId, name: &str) -> Option<OpId> {
    match body.value(v).def {
        ValueDef::Result { op: d, .. }
            if ctx.op_name_str(body.op(d).name) == name && body.num_operands(d) == 1 =>
        {
            Some(d)
        }
        _ => None,
    }
}

/// Whether `op`'s `fastmath` attribute sets `contract`.
fn has_contract(ctx: &Context, body: &Body, op: OpId) -> bool {
    op_attr(ctx, body, op, "fastmath")
        .is_some_and(|a| super::attrs::fastmath_has(ctx, a, "contract"))
}

/// `extf`/`truncf` of a constant, when the conversion is exact (upstream folds only then,
/// so the rounding mode does not matter); `truncf(extf(a))` -> `a` or `truncf(a)` when the
/// extension is lossless; `extf(truncf(a))` -> `a` when both carry `contract`.
pub(crate) fn fold_float_cast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 1)?;
    let ty = result_type(body, op);
    let is_trunc = ctx.op_name_str(body.op(op).name) == "arith.truncf";
    let input = body.operand(op, 0);
    if is_trunc && let Some(d) = def_named(ctx, body, input, "arith.extf") {
        let src = body.operand(d, 0);
        let sk = ctx.float_kind(element_type(ctx, body.value_type(src)))?;
        let mk = ctx.float_kind(element_type(ctx, body.value_type(input)))?;
        let dk = ctx.float_kind(element_type(ctx, ty))?;
        if representable_by(sk, mk) {
            if sk.bit_width() > dk.bit_width() {
                body.set_operand(op, 0, src);
                return value(body.result(op, 0));
            }
            if sk == dk {
                return value(src);
            }
        }
    }
    if !is_trunc
        && let Some(d) = def_named(ctx, body, input, "arith.truncf")
        && body.value_type(body.operand(d, 0)) == ty
        && has_contract(ctx, body, d)
        && has_contract(ctx, body, op)
    {
        return value(body.operand(d, 0));
    }
    if let Some(p) = poison_operand(ctx, operands) {
        return Some(p);
    }
    let (k, vals) = float_elements(ctx, (*operands.first()?)?)?;
    let to = ctx.float_kind(element_type(ctx, ty))?;
    let out = vals
        .into_iter()
        .map(|v| convert_exact(k, to, v))
        .collect::<Option<Vec<_>>>()?;
    attr(float_elements_attr(ctx, ty, out))
}

/// `remf` of constants (C `fmod`: the result has the sign of the dividend).
pub(crate) fn fold_remf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    if let Some(p) = poison_operand(ctx, operands) {
        return Some(p);
    }
    let (k, a) = float_elements(ctx, (*operands.first()?)?)?;
    let (k2, b) = float_elements(ctx, (*operands.get(1)?)?)?;
    if k != k2 {
        return None;
    }
    let mut out = Vec::new();
    for (x, y) in zip_elements(a, b)? {
        out.push(
            with_float!(k, T => Some(T::from_bits(x).c_fmod(T::from_bits(y)).value.to_bits()))?,
        );
    }
    attr(float_elements_attr(ctx, result_type(body, op), out))
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_ir::float::{format, parse_literal};

    fn f(kind: FloatKind, text: &str) -> u128 {
        let (neg, t) = match text.strip_prefix('-') {
            Some(t) => (true, t),
            None => (false, text),
        };
        parse_literal(kind, t, neg).expect("literal")
    }

    fn big(width: u32, decimal: &str) -> ApInt {
        let mut v = ApInt::zero(width);
        let ten = ApInt::from_u64(width, 10);
        for d in decimal.bytes() {
            v = v.mul(&ten).add(&ApInt::from_u64(width, (d - b'0') as u64));
        }
        v
    }

    /// Float arithmetic, printed as mlir-opt 22 prints the folded constants.
    #[test]
    fn float_folds_match_mlir_opt() {
        use FloatKind::*;
        let cases: &[(FloatKind, u8, &str, &str, &str)] = &[
            (F32, 3, "1.0", "3.0", "0.333333343"),
            (F16, 3, "1.0", "3.0", "3.332520e-01"),
            (BF16, 3, "1.0", "3.0", "3.339840e-01"),
            (F64, 0, "0.1", "0.2", "0.30000000000000004"),
            (F80, 3, "1.0", "3.0", "0.333333333333333333342"),
            (
                F128,
                3,
                "1.0",
                "7.0",
                "0.14285714285714285714285714285714285",
            ),
            (F8E5M2, 2, "1.5", "1.5", "2.000000e+00"),
            (F8E4M3FN, 0, "448.0", "448.0", "0x7F"),
            (F32, 0, "1.5", "1.5", "3.000000e+00"),
        ];
        for &(kind, op, a, b, want) in cases {
            let r = float_binary(kind, op, f(kind, a), f(kind, b)).expect("folds");
            assert_eq!(format(kind, r), want, "{kind:?} {a} op{op} {b}");
        }
        // inf - inf is the default NaN.
        let inf = 0x7FF0000000000000u128;
        assert_eq!(
            format(F64, float_binary(F64, 1, inf, inf).unwrap()),
            "0x7FF8000000000000"
        );
        // Formats rustc_apfloat lacks go through f64 (see fold-float-kinds.mlir).
        assert_eq!(
            format(
                F8E4M3,
                float_binary(F8E4M3, 3, f(F8E4M3, "1.0"), f(F8E4M3, "3.0")).unwrap()
            ),
            "3.437500e-01"
        );
        // 0 / 0 is APFloat's positive default NaN.
        assert_eq!(
            format(F8E4M3, float_binary(F8E4M3, 3, 0, 0).unwrap()),
            "0x7C"
        );
        // No NaN encoding: not folded; f8E8M0FNU is not folded at all.
        assert_eq!(float_binary(F4E2M1FN, 3, 0, 0), None);
        assert_eq!(float_binary(F8E8M0FNU, 2, 0x7F, 0x7F), None);
    }

    #[test]
    fn sitofp_matches_mlir_opt() {
        use FloatKind::*;
        let v = sitofp_value(F32, &ApInt::from_i64(32, -5)).unwrap();
        assert_eq!(format(F32, v), "-5.000000e+00");
        // Overflow to infinity.
        let v = sitofp_value(F16, &ApInt::from_i64(64, 123456789)).unwrap();
        assert_eq!(format(F16, v), "0x7C00");
        let v = sitofp_value(F80, &ApInt::from_i128(128, -12345678901234567890)).unwrap();
        assert_eq!(format(F80, v), "0xC03EAB54A98CEB1F0AD2");
        // Beyond i128: -2^999 is exact in f64; i1000 MIN overflows f32 to -inf.
        let v = sitofp_value(F64, &ApInt::signed_min(1000)).unwrap();
        assert_eq!(strata_ir::float::to_f64(F64, v), -(2f64.powi(999)));
        let v = sitofp_value(F32, &ApInt::signed_min(1000)).unwrap();
        assert_eq!(format(F32, v), "0xFF800000");
    }

    #[test]
    fn cmpf_predicates() {
        use FloatKind::F64;
        let nan = 0x7FF8000000000000u128;
        let one = f(F64, "1.0");
        let two = f(F64, "2.0");
        // oeq, une, ord, uno, olt, uge on (1, 2), (nan, nan), (1, 1).
        assert_eq!(cmpf_apply(F64, 1, nan, nan), Some(false));
        assert_eq!(cmpf_apply(F64, 13, one, one), Some(false));
        assert_eq!(cmpf_apply(F64, 7, nan, one), Some(false));
        assert_eq!(cmpf_apply(F64, 14, nan, one), Some(true));
        assert_eq!(cmpf_apply(F64, 4, one, two), Some(true));
        assert_eq!(cmpf_apply(F64, 10, one, two), Some(false));
        assert_eq!(cmpf_apply(F64, 10, nan, two), Some(true));
        assert_eq!(cmpf_apply(F64, 0, one, one), Some(false));
        assert_eq!(cmpf_apply(F64, 15, nan, nan), Some(true));
    }

    #[test]
    fn cmpi_at_any_width() {
        let t = ApInt::from_u64(1, 1);
        let fl = ApInt::zero(1);
        // i1: true is -1 signed, 1 unsigned.
        assert_eq!(cmpi_apply(2, &t, &fl), Some(true)); // slt
        assert_eq!(cmpi_apply(6, &t, &fl), Some(false)); // ult
        let a = ApInt::from_i64(7, -1);
        let b = ApInt::from_i64(7, 63);
        assert_eq!(cmpi_apply(2, &a, &b), Some(true));
        assert_eq!(cmpi_apply(8, &a, &b), Some(true)); // ugt
        let min = ApInt::signed_min(1000);
        let max = ApInt::signed_max(1000);
        assert_eq!(cmpi_apply(4, &min, &max), Some(false)); // sgt
        assert_eq!(cmpi_apply(9, &min, &max), Some(true)); // uge
        assert_eq!(cmpi_apply(0, &min, &min), Some(true));
        assert_eq!(cmpi_apply(10, &min, &min), None);
        for p in 0..10 {
            assert_eq!(cmpi_swapped(cmpi_swapped(p)), p);
        }
    }

    #[test]
    fn shifts_in_range_only() {
        let x = ApInt::from_u64(7, 63);
        assert_eq!(shift_amount(&x, &ApInt::from_u64(7, 6)), Some(6));
        assert_eq!(shift_amount(&x, &ApInt::from_u64(7, 7)), None);
        assert_eq!(shift_amount(&x, &ApInt::all_ones(7)), None);
        let t = ApInt::from_u64(1, 1);
        assert_eq!(shift_amount(&t, &ApInt::zero(1)), Some(0));
        assert_eq!(shift_amount(&t, &t), None);
        let w = ApInt::zero(1000);
        assert_eq!(shift_amount(&w, &ApInt::from_u64(1000, 999)), Some(999));
        assert_eq!(shift_amount(&w, &ApInt::from_u64(1000, 1000)), None);
        let huge = ApInt::one(1000).shl(900);
        assert_eq!(shift_amount(&w, &huge), None);
    }

    /// Wide constants as mlir-opt 22 folds them (see tests/dialects/arith/fold-wide.mlir).
    #[test]
    fn wide_integer_values() {
        let a = big(1000, "12345678901234567890123456789012345678901234567890");
        let b = big(1000, "98765432109876543210");
        assert_eq!(
            a.mul(&b).to_string_signed(),
            "1219326311370217952249657064224965706422496570642237463801111263526900"
        );
        assert_eq!(
            a.urem(&b).unwrap().to_string_signed(),
            "42607060205495273910"
        );
        let s = ApInt::from_u64(7, 63);
        assert_eq!(s.shl(6).to_string_signed(), "-64");
        assert_eq!(s.ashr(6).to_string_signed(), "0");
        let m = ApInt::signed_min(128);
        assert_eq!(
            m.sub(&ApInt::all_ones(128)).to_string_signed(),
            "-170141183460469231731687303715884105727"
        );
        assert_eq!(
            sext_or_trunc(&ApInt::from_u64(64, 100000), 16).to_string_signed(),
            "-31072"
        );
    }

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
