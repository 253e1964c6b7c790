//! Canonicalization patterns of the `arith` dialect (beyond its folders): constant
//! reassociation of `addi`/`subi`/`muli` chains, `xori(cmpi, true)` to the inverted
//! comparison, `index_cast` round trips, `select` of boolean constants and the extended
//! arithmetic ops whose second result is unused; created ops get upstream's fused locations.

use std::sync::Arc;

use strata_ir::apint::ApInt;
use strata_ir::ir::{InsertionPoint, OpId, OperationState, ValueDef, ValueId};
use strata_ir::symbols::op_attr;
use strata_ir::{AttrData, Attribute, Context, Location, Type};
use strata_pass::rewrite::{PatternRewriter, RewritePattern, register_canonicalization_pattern};

use super::fold::{int_attr, int_value};

/// Registers the `arith` canonicalization patterns into `ctx`.
pub(super) fn register(ctx: &Context) {
    for chain in CHAINS {
        register_canonicalization_pattern(ctx, Arc::new(*chain));
    }
    register_canonicalization_pattern(ctx, Arc::new(XOrINotCmp));
    register_canonicalization_pattern(ctx, Arc::new(IndexCastOfIndexCast));
    register_canonicalization_pattern(ctx, Arc::new(SubISubILHSRHSLHS));
    register_canonicalization_pattern(ctx, Arc::new(AddIMulNegativeOne));
    for (root, inner) in [
        ("arith.andi", "arith.extui"),
        ("arith.andi", "arith.extsi"),
        ("arith.ori", "arith.extui"),
        ("arith.ori", "arith.extsi"),
        ("arith.xori", "arith.extui"),
        ("arith.xori", "arith.extsi"),
    ] {
        register_canonicalization_pattern(ctx, Arc::new(BitwiseOfExt { root, inner }));
    }
    register_canonicalization_pattern(ctx, Arc::new(CmpIOfExt));
    for (root, inner, result) in [
        ("arith.extsi", "arith.extui", "arith.extui"),
        ("arith.index_cast", "arith.extsi", "arith.index_cast"),
    ] {
        register_canonicalization_pattern(
            ctx,
            Arc::new(CastOfCast {
                root,
                inner,
                result,
            }),
        );
    }
    register_canonicalization_pattern(ctx, Arc::new(TruncIOfExt));
    register_canonicalization_pattern(ctx, Arc::new(RedundantSelect { nested_false: true }));
    register_canonicalization_pattern(
        ctx,
        Arc::new(RedundantSelect {
            nested_false: false,
        }),
    );
    super::canonicalize_more::register_select(ctx);
    register_canonicalization_pattern(ctx, Arc::new(SelectI1ToNot));
    register_canonicalization_pattern(ctx, Arc::new(SelectToExtUI));
    for (root, to) in [
        ("arith.addui_extended", "arith.addi"),
        ("arith.mului_extended", "arith.muli"),
        ("arith.mulsi_extended", "arith.muli"),
    ] {
        register_canonicalization_pattern(ctx, Arc::new(ExtendedToPlain { root, to }));
    }
    register_canonicalization_pattern(ctx, Arc::new(MulSIExtendedRHSOne));
    super::canonicalize_more::register(ctx);
}

/// `addui_extended(x, y)` -> `addi(x, y)` when the carry is unused, and
/// `mul*_extended(x, y)` -> `muli(x, y)` when the high half is unused (the unused second
/// result is replaced by `x`, as upstream).
struct ExtendedToPlain {
    root: &'static str,
    to: &'static str,
}

impl RewritePattern for ExtendedToPlain {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }

    fn debug_name(&self) -> &str {
        match self.root {
            "arith.addui_extended" => "AddUIExtendedToAddI",
            "arith.mului_extended" => "MulUIExtendedToMulI",
            _ => "MulSIExtendedToMulI",
        }
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let body = rw.body();
        if body.num_operands(op) != 2 || body.num_results(op) != 2 {
            return false;
        }
        if !body.uses(body.result(op, 1)).is_empty() {
            return false;
        }
        let (x, y) = (body.operand(op, 0), body.operand(op, 1));
        let ty = body.value_type(body.result(op, 0));
        let loc = body.op(op).loc;
        rw.set_insertion_point(InsertionPoint::Before(op));
        let v = build(rw, self.to, vec![x, y], ty, loc);
        rw.replace_op(op, &[v, x]);
        true
    }
}

/// `mulsi_extended(x, 1)` -> `x, extsi(cmpi slt, x, 0)` (a scalar or splat one).
struct MulSIExtendedRHSOne;

impl RewritePattern for MulSIExtendedRHSOne {
    fn root(&self) -> Option<&str> {
        Some("arith.mulsi_extended")
    }

    fn debug_name(&self) -> &str {
        "MulSIExtendedRHSOne"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        if body.num_operands(op) != 2 || body.num_results(op) != 2 {
            return false;
        }
        let (x, c) = (body.operand(op, 0), body.operand(op, 1));
        let ty = body.value_type(x);
        let Some(w) = int_width_of(ctx, ty) else {
            return false;
        };
        if !const_int(rw, c).is_some_and(|v| v.is_one()) {
            return false;
        }
        let loc = rw.body().op(op).loc;
        let Some(zero_attr) = int_attr(ctx, ty, ApInt::zero(w)) else {
            return false;
        };
        rw.set_insertion_point(InsertionPoint::Before(op));
        let zero = rw.create(
            OperationState::new(ctx.op_name("arith.constant"), loc)
                .property(ctx, "value", zero_attr)
                .result(ty),
        );
        let zero = rw.body().result(zero, 0);
        let slt = ctx.integer_attr(ctx.builtin_types().i64, ApInt::from_u64(64, 2));
        let cmp_state = OperationState::new(ctx.op_name("arith.cmpi"), loc);
        let cmp_ty = super::ops::cmp_type(ctx, &[ty], &cmp_state);
        let state =
            cmp_state
                .operands(vec![x, zero])
                .results(cmp_ty)
                .property(ctx, "predicate", slt);
        let cmp = rw.create(state);
        let cmp = rw.body().result(cmp, 0);
        let high = build(rw, "arith.extsi", vec![cmp], ty, loc);
        rw.replace_op(op, &[x, high]);
        true
    }
}

/// Creates op `name` before the insertion point with one result of type `ty`; integer
/// arithmetic ops get `overflow<none>`.
fn build(
    rw: &mut PatternRewriter<'_, '_>,
    name: &str,
    operands: Vec<ValueId>,
    ty: Type,
    loc: Location,
) -> ValueId {
    let ctx = rw.ctx();
    let mut state = OperationState::new(ctx.op_name(name), loc)
        .operands(operands)
        .results(vec![ty]);
    if matches!(
        name,
        "arith.addi" | "arith.subi" | "arith.muli" | "arith.trunci"
    ) {
        state = state.property(ctx, "overflowFlags", overflow_attr(ctx, 0));
    }
    let op = rw.create(state);
    rw.body().result(op, 0)
}

/// Replaces `op` by a new op `name` of the same result type.
fn replace_with(rw: &mut PatternRewriter<'_, '_>, op: OpId, name: &str, operands: Vec<ValueId>) {
    let loc = rw.body().op(op).loc;
    replace_with_at(rw, op, name, operands, loc);
}

/// The location upstream's generated (DRR) patterns give the ops they create: the root's
/// location fused with those of the other matched ops, in match order.
pub(super) fn fused_with(rw: &PatternRewriter<'_, '_>, op: OpId, matched: &[OpId]) -> Location {
    let body = rw.body();
    let locs: Vec<Location> = std::iter::once(op)
        .chain(matched.iter().copied())
        .map(|o| body.op(o).loc)
        .collect();
    rw.ctx().fused_loc(&locs, None)
}

/// [`replace_with`] with the new op at `loc`.
pub(super) fn replace_with_at(
    rw: &mut PatternRewriter<'_, '_>,
    op: OpId,
    name: &str,
    operands: Vec<ValueId>,
    loc: Location,
) {
    let body = rw.body();
    let ty = body.value_type(body.result(op, 0));
    rw.set_insertion_point(InsertionPoint::Before(op));
    let v = build(rw, name, operands, ty, loc);
    rw.replace_op(op, &[v]);
}

/// The operands of `op` if it has `n` operands and one result.
pub(super) fn operands_of(
    rw: &PatternRewriter<'_, '_>,
    op: OpId,
    n: usize,
) -> Option<Vec<ValueId>> {
    let body = rw.body();
    (body.num_operands(op) == n && body.num_results(op) == 1).then(|| body.operands(op).collect())
}

/// `subi(subi(a, b), a)` -> `subi(0, b)` (overflow flags intersected).
struct SubISubILHSRHSLHS;

impl RewritePattern for SubISubILHSRHSLHS {
    fn root(&self) -> Option<&str> {
        Some("arith.subi")
    }

    fn debug_name(&self) -> &str {
        "SubISubILHSRHSLHS"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let Some(ops) = operands_of(rw, op, 2) else {
            return false;
        };
        let Some(inner) = def_named(rw, ops[0], "arith.subi", 2) else {
            return false;
        };
        let body = rw.body();
        if body.operand(inner, 0) != ops[1] {
            return false;
        }
        let b = body.operand(inner, 1);
        let ty = body.value_type(b);
        let loc = fused_with(rw, op, &[inner]);
        let Some(w) = int_width_of(rw.ctx(), ty) else {
            return false;
        };
        rw.set_insertion_point(InsertionPoint::Before(op));
        let Some(zero) = make_const(rw, ty, ApInt::zero(w), loc) else {
            return false;
        };
        let flags = overflow_bits(rw.ctx(), rw, op) & overflow_bits(rw.ctx(), rw, inner);
        let ctx = rw.ctx();
        let state = OperationState::new(ctx.op_name("arith.subi"), loc)
            .operands(vec![zero, b])
            .results(vec![ty])
            .property(ctx, "overflowFlags", overflow_attr(ctx, flags));
        rw.replace_op_with_new(op, state);
        true
    }
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

/// `addi(x, muli(y, -1))` -> `subi(x, y)` and `addi(muli(x, -1), y)` -> `subi(y, x)`.
struct AddIMulNegativeOne;

impl RewritePattern for AddIMulNegativeOne {
    fn root(&self) -> Option<&str> {
        Some("arith.addi")
    }

    fn debug_name(&self) -> &str {
        "AddIMulNegativeOne"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let Some(ops) = operands_of(rw, op, 2) else {
            return false;
        };
        for (mul_pos, other) in [(1, ops[0]), (0, ops[1])] {
            let Some(mul) = def_named(rw, ops[mul_pos], "arith.muli", 2) else {
                continue;
            };
            let body = rw.body();
            let (y, c) = (body.operand(mul, 0), body.operand(mul, 1));
            if const_int(rw, c).is_some_and(|v| v.is_all_ones()) {
                // Upstream fuses the root's location with the matched constant's (not
                // the `muli`'s).
                let matched: Vec<OpId> =
                    def_named(rw, c, "arith.constant", 0).into_iter().collect();
                let loc = fused_with(rw, op, &matched);
                replace_with_at(rw, op, "arith.subi", vec![other, y], loc);
                return true;
            }
        }
        false
    }
}

/// `bitwise(ext(x), ext(y))` -> `ext(bitwise(x, y))` for `x`, `y` of the same type.
struct BitwiseOfExt {
    root: &'static str,
    inner: &'static str,
}

impl RewritePattern for BitwiseOfExt {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }

    fn debug_name(&self) -> &str {
        "BitwiseOfExt"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let Some(ops) = operands_of(rw, op, 2) else {
            return false;
        };
        let (Some(a), Some(b)) = (
            def_named(rw, ops[0], self.inner, 1),
            def_named(rw, ops[1], self.inner, 1),
        ) else {
            return false;
        };
        let body = rw.body();
        let (x, y) = (body.operand(a, 0), body.operand(b, 0));
        let src_ty = body.value_type(x);
        if body.value_type(y) != src_ty {
            return false;
        }
        let loc = fused_with(rw, op, &[a, b]);
        rw.set_insertion_point(InsertionPoint::Before(op));
        let inner = build(rw, self.root, vec![x, y], src_ty, loc);
        replace_with_at(rw, op, self.inner, vec![inner], loc);
        true
    }
}

/// `cmpi(eq|ne, ext(a), ext(b))` -> `cmpi(eq|ne, a, b)` (both `extsi` or both `extui`, same
/// source type).
struct CmpIOfExt;

impl RewritePattern for CmpIOfExt {
    fn root(&self) -> Option<&str> {
        Some("arith.cmpi")
    }

    fn debug_name(&self) -> &str {
        "CmpIExt"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let Some(ops) = operands_of(rw, op, 2) else {
            return false;
        };
        let Some(pred) = op_attr(ctx, rw.body(), op, "predicate") else {
            return false;
        };
        if !int_value(ctx, pred).is_some_and(|p| p.is_zero() || p.is_one()) {
            return false;
        }
        for ext in ["arith.extui", "arith.extsi"] {
            let (Some(a), Some(b)) = (def_named(rw, ops[0], ext, 1), def_named(rw, ops[1], ext, 1))
            else {
                continue;
            };
            let body = rw.body();
            let (x, y) = (body.operand(a, 0), body.operand(b, 0));
            if body.value_type(x) != body.value_type(y) {
                return false;
            }
            let ty = body.value_type(body.result(op, 0));
            let name = body.op(op).name;
            let loc = fused_with(rw, op, &[a, b]);
            let state = OperationState::new(name, loc)
                .operands(vec![x, y])
                .results(vec![ty])
                .property(ctx, "predicate", pred);
            rw.replace_op_with_new(op, state);
            return true;
        }
        false
    }
}

/// `root(inner(x))` -> `result(x)`: `extsi(extui(x))` -> `extui(x)`,
/// `index_cast(extsi(x))` -> `index_cast(x)`.
struct CastOfCast {
    root: &'static str,
    inner: &'static str,
    result: &'static str,
}

impl RewritePattern for CastOfCast {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }

    fn debug_name(&self) -> &str {
        "CastOfCast"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let Some(ops) = operands_of(rw, op, 1) else {
            return false;
        };
        let Some(inner) = def_named(rw, ops[0], self.inner, 1) else {
            return false;
        };
        let x = rw.body().operand(inner, 0);
        let loc = fused_with(rw, op, &[inner]);
        replace_with_at(rw, op, self.result, vec![x], loc);
        true
    }
}

/// `trunci(extui(x))` -> `extui(x)` and `trunci(extsi(x))` -> `extsi(x)` when `x` is
/// narrower than the result.
struct TruncIOfExt;

impl RewritePattern for TruncIOfExt {
    fn root(&self) -> Option<&str> {
        Some("arith.trunci")
    }

    fn debug_name(&self) -> &str {
        "TruncIExtToExt"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let Some(ops) = operands_of(rw, op, 1) else {
            return false;
        };
        for ext in ["arith.extui", "arith.extsi"] {
            let Some(inner) = def_named(rw, ops[0], ext, 1) else {
                continue;
            };
            let body = rw.body();
            let x = body.operand(inner, 0);
            let from = int_width_of(ctx, body.value_type(x));
            let to = int_width_of(ctx, body.value_type(body.result(op, 0)));
            if let (Some(from), Some(to)) = (from, to)
                && from < to
            {
                let loc = fused_with(rw, op, &[inner]);
                replace_with_at(rw, op, ext, vec![x], loc);
                return true;
            }
            return false;
        }
        false
    }
}

/// `select(p, select(p, a, b), c)` -> `select(p, a, c)` and
/// `select(p, a, select(p, b, c))` -> `select(p, a, c)`.
struct RedundantSelect {
    nested_false: bool,
}

impl RewritePattern for RedundantSelect {
    fn root(&self) -> Option<&str> {
        Some("arith.select")
    }

    fn debug_name(&self) -> &str {
        if self.nested_false {
            "RedundantSelectFalse"
        } else {
            "RedundantSelectTrue"
        }
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let Some(ops) = operands_of(rw, op, 3) else {
            return false;
        };
        let pos = if self.nested_false { 2 } else { 1 };
        let Some(inner) = def_named(rw, ops[pos], "arith.select", 3) else {
            return false;
        };
        let body = rw.body();
        if body.operand(inner, 0) != ops[0] {
            return false;
        }
        let mut new = ops.clone();
        new[pos] = body.operand(inner, pos);
        let loc = fused_with(rw, op, &[inner]);
        replace_with_at(rw, op, "arith.select", new, loc);
        true
    }
}

/// `select(c, false, true) : i1` -> `xori(c, true)`.
struct SelectI1ToNot;

impl RewritePattern for SelectI1ToNot {
    fn root(&self) -> Option<&str> {
        Some("arith.select")
    }

    fn debug_name(&self) -> &str {
        "SelectI1ToNot"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let Some(ops) = operands_of(rw, op, 3) else {
            return false;
        };
        let body = rw.body();
        let ty = body.value_type(body.result(op, 0));
        if ty != ctx.builtin_types().i1 {
            return false;
        }
        let (Some(t), Some(f)) = (const_int(rw, ops[1]), const_int(rw, ops[2])) else {
            return false;
        };
        if !(t.is_zero() && f.is_one()) {
            return false;
        }
        let loc = rw.body().op(op).loc;
        rw.set_insertion_point(InsertionPoint::Before(op));
        let Some(one) = make_const(rw, ty, ApInt::from_u64(1, 1), loc) else {
            return false;
        };
        replace_with(rw, op, "arith.xori", vec![ops[0], one]);
        true
    }
}

/// The op defining `v`, if its name is `name` and it has `n` operands.
pub(super) fn def_named(
    rw: &PatternRewriter<'_, '_>,
    v: ValueId,
    name: &str,
    n: usize,
) -> Option<OpId> {
    let body = rw.body();
    let ValueDef::Result { op, .. } = body.value(v).def else {
        return None;
    };
    (rw.ctx().op_name_str(body.op(op).name) == name && body.num_operands(op) == n).then_some(op)
}

/// The integer value of `v` if an `arith.constant` defines it.
fn const_int(rw: &PatternRewriter<'_, '_>, v: ValueId) -> Option<ApInt> {
    let c = def_named(rw, v, "arith.constant", 0)?;
    int_value(rw.ctx(), op_attr(rw.ctx(), rw.body(), c, "value")?)
}

/// The value of `v` if an `arith.constant` defines it with a scalar integer attribute
/// (upstream's `APIntAttr`, which splats do not satisfy).
fn scalar_const_int(rw: &PatternRewriter<'_, '_>, v: ValueId) -> Option<ApInt> {
    let c = def_named(rw, v, "arith.constant", 0)?;
    match rw
        .ctx()
        .attr_data(op_attr(rw.ctx(), rw.body(), c, "value")?)
    {
        AttrData::Integer { value, .. } => Some(value.clone()),
        _ => None,
    }
}

/// The `nsw` (1) and `nuw` (2) bits of an op's overflow flags.
fn overflow_bits(ctx: &Context, rw: &PatternRewriter<'_, '_>, op: OpId) -> u32 {
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
    let ctx = rw.ctx();
    let attr = int_attr(ctx, ty, value)?;
    let state = OperationState::new(ctx.op_name("arith.constant"), loc)
        .property(ctx, "value", attr)
        .result(ty);
    let c = rw.create(state);
    Some(rw.body().result(c, 0))
}

/// An operand of a chain pattern: the variable `x` or one of the constants.
#[derive(Clone, Copy)]
enum Slot {
    X,
    C,
}

/// How the new constant is computed from the outer (`c1`) and inner (`c0`) constants.
#[derive(Clone, Copy)]
enum Combine {
    /// `c0 + c1`
    Add,
    /// `c0 - c1`
    Sub01,
    /// `c1 - c0`
    Sub10,
    /// `c0 * c1`
    Mul,
}

/// `outer(inner(..x.., c0), c1)` (positions given by `inner`/`outer`) becomes
/// `result(..x.., c)` with `c = combine(c0, c1)`; overflow flags are intersected.
#[derive(Clone, Copy)]
struct Chain {
    name: &'static str,
    outer: &'static str,
    /// Position of the inner op in the outer op (the other operand is `c1`).
    inner_pos: usize,
    inner: &'static str,
    /// Operands of the inner op.
    inner_slots: [Slot; 2],
    combine: Combine,
    result: &'static str,
    result_slots: [Slot; 2],
}

#[allow(clippy::too_many_arguments)]
const fn chain(
    name: &'static str,
    outer: &'static str,
    inner_pos: usize,
    inner: &'static str,
    inner_slots: [Slot; 2],
    combine: Combine,
    result: &'static str,
    result_slots: [Slot; 2],
) -> Chain {
    Chain {
        name,
        outer,
        inner_pos,
        inner,
        inner_slots,
        combine,
        result,
        result_slots,
    }
}

const ADD: &str = "arith.addi";
const SUB: &str = "arith.subi";
const MUL: &str = "arith.muli";
use Slot::{C, X};

/// Upstream's constant reassociation patterns of `addi`, `subi` and `muli`.
const CHAINS: &[Chain] = &[
    chain(
        "AddIAddConstant",
        ADD,
        0,
        ADD,
        [X, C],
        Combine::Add,
        ADD,
        [X, C],
    ),
    chain(
        "AddISubConstantRHS",
        ADD,
        0,
        SUB,
        [X, C],
        Combine::Sub10,
        ADD,
        [X, C],
    ),
    chain(
        "AddISubConstantLHS",
        ADD,
        0,
        SUB,
        [C, X],
        Combine::Add,
        SUB,
        [C, X],
    ),
    chain(
        "SubIRHSAddConstant",
        SUB,
        0,
        ADD,
        [X, C],
        Combine::Sub01,
        ADD,
        [X, C],
    ),
    chain(
        "SubILHSAddConstant",
        SUB,
        1,
        ADD,
        [X, C],
        Combine::Sub10,
        SUB,
        [C, X],
    ),
    chain(
        "SubIRHSSubConstantRHS",
        SUB,
        0,
        SUB,
        [X, C],
        Combine::Add,
        SUB,
        [X, C],
    ),
    chain(
        "SubIRHSSubConstantLHS",
        SUB,
        0,
        SUB,
        [C, X],
        Combine::Sub01,
        SUB,
        [C, X],
    ),
    chain(
        "SubILHSSubConstantRHS",
        SUB,
        1,
        SUB,
        [X, C],
        Combine::Add,
        SUB,
        [C, X],
    ),
    chain(
        "SubILHSSubConstantLHS",
        SUB,
        1,
        SUB,
        [C, X],
        Combine::Sub10,
        ADD,
        [X, C],
    ),
    chain(
        "MulIMulIConstant",
        MUL,
        0,
        MUL,
        [X, C],
        Combine::Mul,
        MUL,
        [X, C],
    ),
];

impl RewritePattern for Chain {
    fn root(&self) -> Option<&str> {
        Some(self.outer)
    }

    fn debug_name(&self) -> &str {
        self.name
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        if body.num_operands(op) != 2 || body.num_results(op) != 1 {
            return false;
        }
        let inner_v = body.operand(op, self.inner_pos);
        let Some(c1) = scalar_const_int(rw, body.operand(op, 1 - self.inner_pos)) else {
            return false;
        };
        let Some(inner) = def_named(rw, inner_v, self.inner, 2) else {
            return false;
        };
        let body = rw.body();
        let (mut x, mut c0) = (None, None);
        for (i, slot) in self.inner_slots.iter().enumerate() {
            let v = body.operand(inner, i);
            match slot {
                Slot::X => x = Some(v),
                Slot::C => c0 = scalar_const_int(rw, v),
            }
        }
        let (Some(x), Some(c0)) = (x, c0) else {
            return false;
        };
        if c0.width() != c1.width() {
            return false;
        }
        let c = match self.combine {
            Combine::Add => c0.add(&c1),
            Combine::Sub01 => c0.sub(&c1),
            Combine::Sub10 => c1.sub(&c0),
            Combine::Mul => c0.mul(&c1),
        };
        // Upstream merges the flags of both ops, except in `SubIRHSAddConstant` (no flags).
        let flags = if self.name == "SubIRHSAddConstant" {
            0
        } else {
            overflow_bits(ctx, rw, op) & overflow_bits(ctx, rw, inner)
        };
        let body = rw.body();
        let ty = body.value_type(body.result(op, 0));
        // As upstream's generated pattern: the root's location fused with that of the
        // first matched constant (the inner one when the inner op is the left operand).
        let first_const = if self.inner_pos == 0 {
            let pos = self.inner_slots.iter().position(|s| matches!(s, Slot::C));
            pos.map(|i| body.operand(inner, i))
        } else {
            Some(body.operand(op, 0))
        };
        let mut locs = vec![body.op(op).loc];
        if let Some(ValueDef::Result { op: c, .. }) = first_const.map(|v| body.value(v).def) {
            locs.push(body.op(c).loc);
        }
        let loc = ctx.fused_loc(&locs, None);
        rw.set_insertion_point(InsertionPoint::Before(op));
        let Some(cv) = make_const(rw, ty, c, loc) else {
            return false;
        };
        let operands: Vec<ValueId> = self
            .result_slots
            .iter()
            .map(|s| match s {
                Slot::X => x,
                Slot::C => cv,
            })
            .collect();
        let state = OperationState::new(ctx.op_name(self.result), loc)
            .operands(operands)
            .results(vec![ty])
            .property(ctx, "overflowFlags", overflow_attr(ctx, flags));
        rw.replace_op_with_new(op, state);
        true
    }
}

/// The inverse of a `cmpi` predicate case (eq/ne, slt/sge, sle/sgt, ult/uge, ule/ugt).
pub(crate) fn invert_cmpi(p: u64) -> u64 {
    match p {
        0 => 1,
        1 => 0,
        2 => 5,
        5 => 2,
        3 => 4,
        4 => 3,
        6 => 9,
        9 => 6,
        7 => 8,
        8 => 7,
        p => p,
    }
}

/// `xori(cmpi(p, a, b), true)` -> `cmpi(!p, a, b)` (upstream has no `cmpf` counterpart).
struct XOrINotCmp;

impl RewritePattern for XOrINotCmp {
    fn root(&self) -> Option<&str> {
        Some("arith.xori")
    }

    fn debug_name(&self) -> &str {
        "XOrINotCmpI"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        if body.num_operands(op) != 2 {
            return false;
        }
        let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
        // The constant must be the scalar `true`.
        let Some(c) = def_named(rw, rhs, "arith.constant", 0) else {
            return false;
        };
        let is_true = op_attr(ctx, rw.body(), c, "value").is_some_and(|a| {
            matches!(ctx.attr_data(a), AttrData::Integer { value, .. } if value.width() == 1 && value.is_one())
        });
        if !is_true {
            return false;
        }
        let Some(cmp) = def_named(rw, lhs, "arith.cmpi", 2) else {
            return false;
        };
        let body = rw.body();
        let Some(p) = op_attr(ctx, body, cmp, "predicate")
            .and_then(|a| int_value(ctx, a))
            .and_then(|v| v.to_u64_checked())
        else {
            return false;
        };
        let i64t = ctx.builtin_types().i64;
        let pred = ctx.integer_attr(i64t, ApInt::from_u64(64, invert_cmpi(p)));
        let loc = fused_with(rw, op, &[cmp]);
        let body = rw.body();
        let state = OperationState::new(body.op(cmp).name, loc)
            .operands(body.operands(cmp).collect::<Vec<_>>())
            .results(vec![body.value_type(body.result(op, 0))])
            .property(ctx, "predicate", pred);
        rw.replace_op_with_new(op, state);
        true
    }
}

/// `index_cast(index_cast(x))` -> `x` when `x` has the result's type.
struct IndexCastOfIndexCast;

impl RewritePattern for IndexCastOfIndexCast {
    fn root(&self) -> Option<&str> {
        Some("arith.index_cast")
    }

    fn debug_name(&self) -> &str {
        "IndexCastOfIndexCast"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let body = rw.body();
        if body.num_operands(op) != 1 || body.num_results(op) != 1 {
            return false;
        }
        let Some(inner) = def_named(rw, body.operand(op, 0), "arith.index_cast", 1) else {
            return false;
        };
        let body = rw.body();
        let src = body.operand(inner, 0);
        if body.value_type(src) != body.value_type(body.result(op, 0)) {
            return false;
        }
        rw.replace_op(op, &[src]);
        true
    }
}

/// `select(c, 1, 0) : iN` -> `extui(c)` and `select(c, 0, 1)` -> `extui(xori(c, true))` for
/// a scalar `i1` condition and `N > 1`.
struct SelectToExtUI;

impl RewritePattern for SelectToExtUI {
    fn root(&self) -> Option<&str> {
        Some("arith.select")
    }

    fn debug_name(&self) -> &str {
        "SelectToExtUI"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        if body.num_operands(op) != 3 || body.num_results(op) != 1 {
            return false;
        }
        let ty = body.value_type(body.result(op, 0));
        let (c, t, f) = (
            body.operand(op, 0),
            body.operand(op, 1),
            body.operand(op, 2),
        );
        if !matches!(ctx.type_data(ty), strata_ir::TypeData::Integer { width, .. } if *width > 1)
            || body.value_type(c) != ctx.builtin_types().i1
        {
            return false;
        }
        let (Some(tv), Some(fv)) = (const_int(rw, t), const_int(rw, f)) else {
            return false;
        };
        let loc = rw.body().op(op).loc;
        rw.set_insertion_point(InsertionPoint::Before(op));
        if tv.is_one() && fv.is_zero() {
            replace_with(rw, op, "arith.extui", vec![c]);
            return true;
        }
        if tv.is_zero() && fv.is_one() {
            let i1 = ctx.builtin_types().i1;
            let Some(one) = make_const(rw, i1, ApInt::from_u64(1, 1), loc) else {
                return false;
            };
            let not = build(rw, "arith.xori", vec![c, one], i1, loc);
            replace_with(rw, op, "arith.extui", vec![not]);
            return true;
        }
        false
    }
}
