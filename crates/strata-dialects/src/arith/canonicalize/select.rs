//! Patterns rooted on `select`: nested selects on the same condition, a negated condition,
//! and selects of boolean constants that are a negation or a zero extension.

use strata_ir::TypeData;
use strata_ir::apint::ApInt;
use strata_ir::ir::{InsertionPoint, OpId};
use strata_ir::matchers::scalar_int_value;
use strata_pass::rewrite::{PatternRewriter, RewritePattern};

use super::{
    arith_constant, const_int, def, fused_with, make_const, operands_of, replace_by, result_of,
    result_type,
};
use crate::arith::{ExtUIOp, SelectOp, XOrIOp};

/// `select(p, select(p, a, b), c)` -> `select(p, a, c)` and
/// `select(p, a, select(p, b, c))` -> `select(p, a, c)`.
pub(super) struct RedundantSelect {
    /// Whether the nested select is the false value (else the true value).
    pub(super) nested_false: bool,
}

impl RewritePattern for RedundantSelect {
    fn root(&self) -> Option<&str> {
        Some(SelectOp::NAME)
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
        let Some(inner) = def::<SelectOp>(rw, ops[pos], 3) else {
            return false;
        };
        let body = rw.body();
        if inner.condition(body) != ops[0] {
            return false;
        }
        let mut new = ops.clone();
        new[pos] = body.operand(inner.0, pos);
        let (loc, ty) = (fused_with(rw, op, &[inner.0]), result_type(rw, op));
        replace_by(rw, op, |rw| {
            SelectOp::build(rw, loc, ty, new[0], new[1], new[2])
        });
        true
    }
}

/// `select(xori(p, -1), a, b)` -> `select(p, b, a)` (scalar all-ones constant only).
pub(super) struct SelectNotCond;

impl RewritePattern for SelectNotCond {
    fn root(&self) -> Option<&str> {
        Some(SelectOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "SelectNotCond"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let Some(ops) = operands_of(rw, op, 3) else {
            return false;
        };
        let Some(not) = def::<XOrIOp>(rw, ops[0], 2) else {
            return false;
        };
        let (p, ones) = (not.lhs(rw.body()), not.rhs(rw.body()));
        let Some((c, value)) = arith_constant(rw, ones) else {
            return false;
        };
        if !scalar_int_value(rw.ctx(), value).is_some_and(|v| v.is_all_ones()) {
            return false;
        }
        // As upstream's generated pattern: the root's location fused with the constant's.
        let (loc, ty) = (fused_with(rw, op, &[c.0]), result_type(rw, op));
        replace_by(rw, op, |rw| SelectOp::build(rw, loc, ty, p, ops[2], ops[1]));
        true
    }
}

/// `select(c, false, true) : i1` -> `xori(c, true)`.
pub(super) struct SelectI1ToNot;

impl RewritePattern for SelectI1ToNot {
    fn root(&self) -> Option<&str> {
        Some(SelectOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "SelectI1ToNot"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let Some(ops) = operands_of(rw, op, 3) else {
            return false;
        };
        let ty = result_type(rw, op);
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
        replace_by(rw, op, |rw| XOrIOp::build(rw, loc, ops[0], one));
        true
    }
}

/// `select(c, 1, 0) : iN` -> `extui(c)` and `select(c, 0, 1)` -> `extui(xori(c, true))` for
/// a scalar `i1` condition and `N > 1`.
pub(super) struct SelectToExtUI;

impl RewritePattern for SelectToExtUI {
    fn root(&self) -> Option<&str> {
        Some(SelectOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "SelectToExtUI"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let Some([c, t, f]) = operands_of(rw, op, 3).and_then(|o| <[_; 3]>::try_from(o).ok())
        else {
            return false;
        };
        let ty = result_type(rw, op);
        if !matches!(ctx.type_data(ty), TypeData::Integer { width, .. } if *width > 1)
            || rw.body().value_type(c) != ctx.builtin_types().i1
        {
            return false;
        }
        let (Some(tv), Some(fv)) = (const_int(rw, t), const_int(rw, f)) else {
            return false;
        };
        let loc = rw.body().op(op).loc;
        rw.set_insertion_point(InsertionPoint::Before(op));
        if tv.is_one() && fv.is_zero() {
            replace_by(rw, op, |rw| ExtUIOp::build(rw, loc, ty, c));
            return true;
        }
        if tv.is_zero() && fv.is_one() {
            let i1 = ctx.builtin_types().i1;
            let Some(one) = make_const(rw, i1, ApInt::from_u64(1, 1), loc) else {
                return false;
            };
            let not = XOrIOp::build(rw, loc, c, one);
            let not = result_of(rw, not);
            replace_by(rw, op, |rw| ExtUIOp::build(rw, loc, ty, not));
            return true;
        }
        false
    }
}
