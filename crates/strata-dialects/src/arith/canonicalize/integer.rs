//! Patterns rooted on the integer arithmetic ops: upstream's constant reassociation of
//! `addi`/`subi`/`muli` chains, `subi(subi(a, b), a)`, `addi(x, muli(y, -1))`, bitwise ops
//! of extensions, and the extended ops whose second result is unused or trivial.

use strata_ir::apint::ApInt;
use strata_ir::ir::{InsertionPoint, OpId, ValueId};
use strata_ir::matchers::defining_op;
use strata_ir::{Attribute, Context, Location};
use strata_pass::rewrite::{PatternRewriter, RewritePattern};

use super::cast::Ext;
use super::{
    arith_constant, const_int, def, def_op, fused_with, int_width_of, make_const, operands_of,
    overflow_attr, overflow_bits, replace_by, result_of, result_type, scalar_const_int,
};
use crate::arith::attrs::{cmpi, predicate_attr};
use crate::arith::fold::int_attr;
use crate::arith::{
    AddIOp, AddUIExtendedOp, AndIOp, CmpIOp, ConstantOp, ExtSIOp, MulIOp, MulSIExtendedOp,
    MulUIExtendedOp, OrIOp, SubIOp, XOrIOp,
};

// ---- constant reassociation ----

/// `addi`, `subi` or `muli`: the ops of the reassociation chains.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum IntOp {
    Add,
    Sub,
    Mul,
}

impl IntOp {
    fn name(self) -> &'static str {
        match self {
            IntOp::Add => AddIOp::NAME,
            IntOp::Sub => SubIOp::NAME,
            IntOp::Mul => MulIOp::NAME,
        }
    }

    /// Whether `op` is of this kind.
    fn isa(self, rw: &PatternRewriter<'_, '_>, op: OpId) -> bool {
        let (ctx, body) = (rw.ctx(), rw.body());
        match self {
            IntOp::Add => AddIOp::isa(ctx, body, op),
            IntOp::Sub => SubIOp::isa(ctx, body, op),
            IntOp::Mul => MulIOp::isa(ctx, body, op),
        }
    }

    /// Creates the op with overflow flags `flags`.
    fn build(
        self,
        rw: &mut PatternRewriter<'_, '_>,
        loc: Location,
        lhs: ValueId,
        rhs: ValueId,
        flags: Attribute,
    ) -> OpId {
        match self {
            IntOp::Add => AddIOp::build(rw, loc, lhs, rhs, Some(flags)).id(),
            IntOp::Sub => SubIOp::build(rw, loc, lhs, rhs, Some(flags)).id(),
            IntOp::Mul => MulIOp::build(rw, loc, lhs, rhs, Some(flags)).id(),
        }
    }
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
/// `result(..x.., c)` with `c = combine(c0, c1)`; overflow flags are intersected (or
/// dropped, for the one upstream pattern that does not merge them).
#[derive(Clone, Copy)]
pub(super) struct Chain {
    name: &'static str,
    outer: IntOp,
    /// Position of the inner op in the outer op (the other operand is `c1`).
    inner_pos: usize,
    inner: IntOp,
    /// Operands of the inner op.
    inner_slots: [Slot; 2],
    combine: Combine,
    result: IntOp,
    result_slots: [Slot; 2],
    /// Whether the new op gets the intersection of both ops' flags (else none).
    merge_flags: bool,
}

#[allow(clippy::too_many_arguments)]
const fn chain(
    name: &'static str,
    outer: IntOp,
    inner_pos: usize,
    inner: IntOp,
    inner_slots: [Slot; 2],
    combine: Combine,
    result: IntOp,
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
        merge_flags: true,
    }
}

use IntOp::{Add as ADD, Mul as MUL, Sub as SUB};
use Slot::{C, X};

/// Upstream's constant reassociation patterns of `addi`, `subi` and `muli`: name, outer
/// op, position of the inner op in it, inner op and its operands, how the constants
/// combine, the new op and its operands.
#[rustfmt::skip]
pub(super) const CHAINS: &[Chain] = &[
    chain("AddIAddConstant",       ADD, 0, ADD, [X, C], Combine::Add,   ADD, [X, C]),
    chain("AddISubConstantRHS",    ADD, 0, SUB, [X, C], Combine::Sub10, ADD, [X, C]),
    chain("AddISubConstantLHS",    ADD, 0, SUB, [C, X], Combine::Add,   SUB, [C, X]),
    // Upstream's only chain pattern that does not merge the flags.
    Chain {
        merge_flags: false,
        ..chain("SubIRHSAddConstant", SUB, 0, ADD, [X, C], Combine::Sub01, ADD, [X, C])
    },
    chain("SubILHSAddConstant",    SUB, 1, ADD, [X, C], Combine::Sub10, SUB, [C, X]),
    chain("SubIRHSSubConstantRHS", SUB, 0, SUB, [X, C], Combine::Add,   SUB, [X, C]),
    chain("SubIRHSSubConstantLHS", SUB, 0, SUB, [C, X], Combine::Sub01, SUB, [C, X]),
    chain("SubILHSSubConstantRHS", SUB, 1, SUB, [X, C], Combine::Add,   SUB, [C, X]),
    chain("SubILHSSubConstantLHS", SUB, 1, SUB, [C, X], Combine::Sub10, ADD, [X, C]),
    chain("MulIMulIConstant",      MUL, 0, MUL, [X, C], Combine::Mul,   MUL, [X, C]),
];

impl RewritePattern for Chain {
    fn root(&self) -> Option<&str> {
        Some(self.outer.name())
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
        let Some(inner) = def_op(rw, inner_v, 2).filter(|&d| self.inner.isa(rw, d)) else {
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
        let flags = if self.merge_flags {
            overflow_bits(rw, op) & overflow_bits(rw, inner)
        } else {
            0
        };
        let ty = result_type(rw, op);
        // As upstream's generated pattern: the root's location fused with that of the
        // first matched constant (the inner one when the inner op is the left operand).
        let first_const = if self.inner_pos == 0 {
            let pos = self.inner_slots.iter().position(|s| matches!(s, Slot::C));
            pos.map(|i| body.operand(inner, i))
        } else {
            Some(body.operand(op, 0))
        };
        let mut locs = vec![body.op(op).loc];
        if let Some(c) = first_const.and_then(|v| defining_op(body, v)) {
            locs.push(body.op(c).loc);
        }
        let loc = ctx.fused_loc(&locs, None);
        rw.set_insertion_point(InsertionPoint::Before(op));
        let Some(cv) = make_const(rw, ty, c, loc) else {
            return false;
        };
        let [a, b] = self.result_slots.map(|s| match s {
            Slot::X => x,
            Slot::C => cv,
        });
        let new = self.result.build(rw, loc, a, b, overflow_attr(ctx, flags));
        let v = rw.body().result(new, 0);
        rw.replace_op(op, &[v]);
        true
    }
}

// ---- other `addi`/`subi` patterns ----

/// `subi(subi(a, b), a)` -> `subi(0, b)` (overflow flags intersected).
pub(super) struct SubISubILHSRHSLHS;

impl RewritePattern for SubISubILHSRHSLHS {
    fn root(&self) -> Option<&str> {
        Some(SubIOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "SubISubILHSRHSLHS"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let Some(ops) = operands_of(rw, op, 2) else {
            return false;
        };
        let Some(inner) = def::<SubIOp>(rw, ops[0], 2) else {
            return false;
        };
        let body = rw.body();
        if inner.lhs(body) != ops[1] {
            return false;
        }
        let b = inner.rhs(body);
        let ty = body.value_type(b);
        let loc = fused_with(rw, op, &[inner.id()]);
        let Some(w) = int_width_of(rw.ctx(), ty) else {
            return false;
        };
        rw.set_insertion_point(InsertionPoint::Before(op));
        let Some(zero) = make_const(rw, ty, ApInt::zero(w), loc) else {
            return false;
        };
        let flags = overflow_bits(rw, op) & overflow_bits(rw, inner.id());
        let flags = overflow_attr(rw.ctx(), flags);
        replace_by(rw, op, |rw| SubIOp::build(rw, loc, zero, b, Some(flags)));
        true
    }
}

/// `addi(x, muli(y, -1))` -> `subi(x, y)` and `addi(muli(x, -1), y)` -> `subi(y, x)`.
pub(super) struct AddIMulNegativeOne;

impl RewritePattern for AddIMulNegativeOne {
    fn root(&self) -> Option<&str> {
        Some(AddIOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "AddIMulNegativeOne"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let Some(ops) = operands_of(rw, op, 2) else {
            return false;
        };
        for (mul_pos, other) in [(1, ops[0]), (0, ops[1])] {
            let Some(mul) = def::<MulIOp>(rw, ops[mul_pos], 2) else {
                continue;
            };
            let body = rw.body();
            let (y, c) = (mul.lhs(body), mul.rhs(body));
            if const_int(rw, c).is_some_and(|v| v.is_all_ones()) {
                // Upstream fuses the root's location with the matched constant's (not
                // the `muli`'s).
                let matched: Vec<OpId> = arith_constant(rw, c)
                    .map(|(c, _)| c.id())
                    .into_iter()
                    .collect();
                let loc = fused_with(rw, op, &matched);
                replace_by(rw, op, |rw| SubIOp::build(rw, loc, other, y, None));
                return true;
            }
        }
        false
    }
}

// ---- bitwise ops of extensions ----

/// `andi`, `ori` or `xori`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Bitwise {
    And,
    Or,
    Xor,
}

impl Bitwise {
    fn name(self) -> &'static str {
        match self {
            Bitwise::And => AndIOp::NAME,
            Bitwise::Or => OrIOp::NAME,
            Bitwise::Xor => XOrIOp::NAME,
        }
    }

    /// Creates the op.
    fn build(
        self,
        rw: &mut PatternRewriter<'_, '_>,
        loc: Location,
        lhs: ValueId,
        rhs: ValueId,
    ) -> ValueId {
        let op = match self {
            Bitwise::And => AndIOp::build(rw, loc, lhs, rhs).id(),
            Bitwise::Or => OrIOp::build(rw, loc, lhs, rhs).id(),
            Bitwise::Xor => XOrIOp::build(rw, loc, lhs, rhs).id(),
        };
        rw.body().result(op, 0)
    }
}

/// `bitwise(ext(x), ext(y))` -> `ext(bitwise(x, y))` for `x`, `y` of the same type.
pub(super) struct BitwiseOfExt {
    pub(super) root: Bitwise,
    pub(super) inner: Ext,
}

impl RewritePattern for BitwiseOfExt {
    fn root(&self) -> Option<&str> {
        Some(self.root.name())
    }

    fn debug_name(&self) -> &str {
        "BitwiseOfExt"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let Some(ops) = operands_of(rw, op, 2) else {
            return false;
        };
        let (Some(a), Some(b)) = (self.inner.def(rw, ops[0]), self.inner.def(rw, ops[1])) else {
            return false;
        };
        let body = rw.body();
        let (x, y) = (body.operand(a, 0), body.operand(b, 0));
        if body.value_type(y) != body.value_type(x) {
            return false;
        }
        let loc = fused_with(rw, op, &[a, b]);
        let ty = result_type(rw, op);
        rw.set_insertion_point(InsertionPoint::Before(op));
        let inner = self.root.build(rw, loc, x, y);
        let ext = self.inner.build(rw, loc, ty, inner);
        rw.replace_op(op, &[ext]);
        true
    }
}

// ---- extended arithmetic ----

/// `addui_extended`, `mului_extended` or `mulsi_extended`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Extended {
    AddUI,
    MulUI,
    MulSI,
}

/// `addui_extended(x, y)` -> `addi(x, y)` when the carry is unused, and
/// `mul*_extended(x, y)` -> `muli(x, y)` when the high half is unused (the unused second
/// result is replaced by `x`, as upstream).
pub(super) struct ExtendedToPlain {
    pub(super) root: Extended,
}

impl RewritePattern for ExtendedToPlain {
    fn root(&self) -> Option<&str> {
        Some(match self.root {
            Extended::AddUI => AddUIExtendedOp::NAME,
            Extended::MulUI => MulUIExtendedOp::NAME,
            Extended::MulSI => MulSIExtendedOp::NAME,
        })
    }

    fn debug_name(&self) -> &str {
        match self.root {
            Extended::AddUI => "AddUIExtendedToAddI",
            Extended::MulUI => "MulUIExtendedToMulI",
            Extended::MulSI => "MulSIExtendedToMulI",
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
        let loc = body.op(op).loc;
        rw.set_insertion_point(InsertionPoint::Before(op));
        let plain = match self.root {
            Extended::AddUI => AddIOp::build(rw, loc, x, y, None).id(),
            Extended::MulUI | Extended::MulSI => MulIOp::build(rw, loc, x, y, None).id(),
        };
        let v = rw.body().result(plain, 0);
        rw.replace_op(op, &[v, x]);
        true
    }
}

/// `mulsi_extended(x, 1)` -> `x, extsi(cmpi slt, x, 0)` (a scalar or splat one).
pub(super) struct MulSIExtendedRHSOne;

impl RewritePattern for MulSIExtendedRHSOne {
    fn root(&self) -> Option<&str> {
        Some(MulSIExtendedOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "MulSIExtendedRHSOne"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx: &Context = rw.ctx();
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
        let loc = body.op(op).loc;
        let Some(zero_attr) = int_attr(ctx, ty, ApInt::zero(w)) else {
            return false;
        };
        rw.set_insertion_point(InsertionPoint::Before(op));
        let zero = ConstantOp::build(rw, loc, zero_attr);
        let zero = result_of(rw, zero);
        let slt = predicate_attr(ctx, cmpi::SLT);
        let cmp = CmpIOp::build(rw, loc, x, zero, slt);
        let cmp = result_of(rw, cmp);
        let high = ExtSIOp::build(rw, loc, ty, cmp);
        let high = result_of(rw, high);
        rw.replace_op(op, &[x, high]);
        true
    }
}
