//! Canonicalization patterns of the `arith` dialect (beyond its folders), as upstream's
//! `ArithCanonicalization.td` and `ArithOps.cpp` patterns, by root family: [`integer`]
//! (constant reassociation, extended ops), [`comparison`], [`select`], [`cast`] and
//! [`float`]. Created ops get upstream's fused locations.

mod cast;
mod comparison;
mod float;
mod integer;
mod select;

use std::sync::Arc;

use strata_ir::apint::ApInt;
use strata_ir::ir::{InsertionPoint, Op, OpId, ValueId};
use strata_ir::matchers::{int_value, scalar_int_value};
use strata_ir::symbols::op_attr;
use strata_ir::{AttrData, Attribute, Context, Location, Type};
use strata_pass::rewrite::{PatternRewriter, RewritePattern, register_canonicalization_pattern};

use super::fold::int_attr;
use super::{ConstantOp, defining};

/// Registers the `arith` canonicalization patterns into `ctx`, in upstream's order (which
/// decides between patterns on the same root).
pub(super) fn register(ctx: &Context) {
    let add = |p: Arc<dyn RewritePattern>| register_canonicalization_pattern(ctx, p);
    for chain in integer::CHAINS {
        add(Arc::new(*chain));
    }
    add(Arc::new(comparison::XOrINotCmp));
    add(Arc::new(cast::IndexCastOfIndexCast));
    add(Arc::new(integer::SubISubILHSRHSLHS));
    add(Arc::new(integer::AddIMulNegativeOne));
    for root in [
        integer::Bitwise::And,
        integer::Bitwise::Or,
        integer::Bitwise::Xor,
    ] {
        for inner in [cast::Ext::Unsigned, cast::Ext::Signed] {
            add(Arc::new(integer::BitwiseOfExt { root, inner }));
        }
    }
    add(Arc::new(comparison::CmpIOfExt));
    add(Arc::new(cast::ExtSIOfExtUI));
    add(Arc::new(cast::IndexCastOfExtSI));
    add(Arc::new(cast::TruncIOfExt));
    add(Arc::new(select::RedundantSelect { nested_false: true }));
    add(Arc::new(select::RedundantSelect {
        nested_false: false,
    }));
    add(Arc::new(select::SelectNotCond));
    add(Arc::new(select::SelectI1ToNot));
    add(Arc::new(select::SelectToExtUI));
    for root in [
        integer::Extended::AddUI,
        integer::Extended::MulUI,
        integer::Extended::MulSI,
    ] {
        add(Arc::new(integer::ExtendedToPlain { root }));
    }
    add(Arc::new(integer::MulSIExtendedRHSOne));
    add(Arc::new(cast::IndexCastUIOfIndexCastUI));
    add(Arc::new(cast::IndexCastUIOfExtUI));
    add(Arc::new(cast::BitcastOfBitcast));
    add(Arc::new(cast::TruncIShrSIToTrunciShrUI));
    for inner in [cast::IntToFP::Signed, cast::IntToFP::Unsigned] {
        add(Arc::new(cast::TruncFOfIntToFP { inner }));
    }
    for root in [float::FloatBinary::Mul, float::FloatBinary::Div] {
        add(Arc::new(float::BinaryOfNegF { root }));
    }
    add(Arc::new(comparison::CmpFIntToFPConst));
}

/// The location upstream's generated (DRR) patterns give the ops they create: the root's
/// location fused with those of the other matched ops, in match order.
fn fused_with(rw: &PatternRewriter<'_, '_>, op: OpId, matched: &[OpId]) -> Location {
    let body = rw.body();
    let locs: Vec<Location> = std::iter::once(op)
        .chain(matched.iter().copied())
        .map(|o| body.op(o).loc)
        .collect();
    rw.ctx().fused_loc(&locs, None)
}

/// The operands of `op` if it has `n` operands and one result.
fn operands_of(rw: &PatternRewriter<'_, '_>, op: OpId, n: usize) -> Option<Vec<ValueId>> {
    let body = rw.body();
    (body.num_operands(op) == n && body.num_results(op) == 1).then(|| body.operands(op).collect())
}

/// The op defining `v`, if it has `n` operands.
fn def_op(rw: &PatternRewriter<'_, '_>, v: ValueId, n: usize) -> Option<OpId> {
    let op = strata_ir::matchers::defining_op(rw.body(), v)?;
    (rw.body().num_operands(op) == n).then_some(op)
}

/// The op of kind `T` defining `v`, if it has `n` operands.
fn def<T: Op>(rw: &PatternRewriter<'_, '_>, v: ValueId, n: usize) -> Option<T> {
    defining::<T>(rw.ctx(), rw.body(), v, n)
}

/// The `arith.constant` (not any constant-like op: upstream's patterns name it) defining
/// `v`, with its value.
fn arith_constant(rw: &PatternRewriter<'_, '_>, v: ValueId) -> Option<(ConstantOp, Attribute)> {
    let c = def::<ConstantOp>(rw, v, 0)?;
    Some((c, c.value(rw.ctx(), rw.body())?))
}

/// The integer value of `v`, scalar or splat, if an `arith.constant` defines it.
fn const_int(rw: &PatternRewriter<'_, '_>, v: ValueId) -> Option<ApInt> {
    int_value(rw.ctx(), arith_constant(rw, v)?.1)
}

/// The value of `v` if an `arith.constant` defines it with a scalar integer attribute
/// (upstream's `APIntAttr`, which splats do not satisfy).
fn scalar_const_int(rw: &PatternRewriter<'_, '_>, v: ValueId) -> Option<ApInt> {
    scalar_int_value(rw.ctx(), arith_constant(rw, v)?.1).cloned()
}

/// The result type of single-result `op`.
fn result_type(rw: &PatternRewriter<'_, '_>, op: OpId) -> Type {
    let body = rw.body();
    body.value_type(body.result(op, 0))
}

/// The single result of the op `view` (just built).
fn result_of<T: Op>(rw: &PatternRewriter<'_, '_>, view: T) -> ValueId {
    rw.body().result(view.id(), 0)
}

/// Replaces `op` by the single-result op `build` creates before it.
fn replace_by<T: Op>(
    rw: &mut PatternRewriter<'_, '_>,
    op: OpId,
    build: impl FnOnce(&mut PatternRewriter<'_, '_>) -> T,
) {
    rw.set_insertion_point(InsertionPoint::Before(op));
    let new = build(rw);
    let v = result_of(rw, new);
    rw.replace_op(op, &[v]);
}

/// The element bit width of an integer-like type (`index`: 64).
fn int_width_of(ctx: &Context, ty: Type) -> Option<u32> {
    let data = ctx.type_data(ty);
    let elem = data.element_type().unwrap_or(ty);
    match ctx.type_data(elem) {
        strata_ir::TypeData::Integer { width, .. } => Some(*width),
        strata_ir::TypeData::Index => Some(64),
        _ => None,
    }
}

/// The `nsw` (1) and `nuw` (2) bits of an op's overflow flags.
fn overflow_bits(rw: &PatternRewriter<'_, '_>, op: OpId) -> u32 {
    let ctx = rw.ctx();
    let Some(a) = op_attr(ctx, rw.body(), op, "overflowFlags") else {
        return 0;
    };
    match ctx.attr_data(a) {
        AttrData::Opaque { body, .. } => {
            (body.contains("nsw") as u32) | ((body.contains("nuw") as u32) << 1)
        }
        _ => 0,
    }
}

/// `#arith.overflow<...>` of the given bits.
fn overflow_attr(ctx: &Context, bits: u32) -> Attribute {
    let text = match bits & 3 {
        0 => "overflow<none>",
        1 => "overflow<nsw>",
        2 => "overflow<nuw>",
        _ => "overflow<nsw, nuw>",
    };
    ctx.intern_attr(AttrData::Opaque {
        dialect: ctx.ident("arith"),
        body: text.into(),
        ty: None,
    })
}

/// Creates `arith.constant` of `value` with type `ty` before the insertion point.
fn make_const(
    rw: &mut PatternRewriter<'_, '_>,
    ty: Type,
    value: ApInt,
    loc: Location,
) -> Option<ValueId> {
    let attr = int_attr(rw.ctx(), ty, value)?;
    let c = ConstantOp::build(rw, loc, attr);
    Some(result_of(rw, c))
}
