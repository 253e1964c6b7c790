//! Patterns rooted on the casts: round trips and chains of `index_cast`, `index_castui`,
//! `bitcast` and the integer extensions, `trunci` of extensions and of `shrsi`, and
//! `truncf` of integer-to-float conversions.

use strata_ir::ir::{InsertionPoint, OpId, ValueId};
use strata_ir::matchers::int_value;
use strata_ir::{Context, Location, Type, TypeData};
use strata_pass::rewrite::{PatternRewriter, RewritePattern};

use super::{
    arith_constant, def, def_op, fused_with, operands_of, replace_by, result_of, result_type,
};
use crate::arith::{
    BitcastOp, ConstantOp, ExtSIOp, ExtUIOp, IndexCastOp, IndexCastUIOp, SIToFPOp, ShRSIOp,
    ShRUIOp, TruncFOp, TruncIOp, UIToFPOp,
};

/// `extui` or `extsi`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Ext {
    Unsigned,
    Signed,
}

impl Ext {
    /// The extension of this kind defining `v`.
    pub(super) fn def(self, rw: &PatternRewriter<'_, '_>, v: ValueId) -> Option<OpId> {
        match self {
            Ext::Unsigned => def::<ExtUIOp>(rw, v, 1).map(|e| e.0),
            Ext::Signed => def::<ExtSIOp>(rw, v, 1).map(|e| e.0),
        }
    }

    /// Creates an extension of `v` to `ty`.
    pub(super) fn build(
        self,
        rw: &mut PatternRewriter<'_, '_>,
        loc: Location,
        ty: Type,
        v: ValueId,
    ) -> ValueId {
        match self {
            Ext::Unsigned => {
                let e = ExtUIOp::build(rw, loc, ty, v);
                result_of(rw, e)
            }
            Ext::Signed => {
                let e = ExtSIOp::build(rw, loc, ty, v);
                result_of(rw, e)
            }
        }
    }
}

/// `index_cast(index_cast(x))` -> `x` when `x` has the result's type.
pub(super) struct IndexCastOfIndexCast;

impl RewritePattern for IndexCastOfIndexCast {
    fn root(&self) -> Option<&str> {
        Some(IndexCastOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "IndexCastOfIndexCast"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let body = rw.body();
        if body.num_operands(op) != 1 || body.num_results(op) != 1 {
            return false;
        }
        let Some(inner) = def::<IndexCastOp>(rw, body.operand(op, 0), 1) else {
            return false;
        };
        let src = inner.input(body);
        if body.value_type(src) != result_type(rw, op) {
            return false;
        }
        rw.replace_op(op, &[src]);
        true
    }
}

/// `extsi(extui(x))` -> `extui(x)`.
pub(super) struct ExtSIOfExtUI;

impl RewritePattern for ExtSIOfExtUI {
    fn root(&self) -> Option<&str> {
        Some(ExtSIOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "CastOfCast"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let Some(ops) = operands_of(rw, op, 1) else {
            return false;
        };
        let Some(inner) = def::<ExtUIOp>(rw, ops[0], 1) else {
            return false;
        };
        let x = inner.input(rw.body());
        let (loc, ty) = (fused_with(rw, op, &[inner.0]), result_type(rw, op));
        replace_by(rw, op, |rw| ExtUIOp::build(rw, loc, ty, x));
        true
    }
}

/// `index_cast(extsi(x))` -> `index_cast(x)`.
pub(super) struct IndexCastOfExtSI;

impl RewritePattern for IndexCastOfExtSI {
    fn root(&self) -> Option<&str> {
        Some(IndexCastOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "CastOfCast"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let Some(ops) = operands_of(rw, op, 1) else {
            return false;
        };
        let Some(inner) = def::<ExtSIOp>(rw, ops[0], 1) else {
            return false;
        };
        let x = inner.input(rw.body());
        let (loc, ty) = (fused_with(rw, op, &[inner.0]), result_type(rw, op));
        replace_by(rw, op, |rw| IndexCastOp::build(rw, loc, ty, x));
        true
    }
}

/// `trunci(extui(x))` -> `extui(x)` and `trunci(extsi(x))` -> `extsi(x)` when `x` is
/// narrower than the result.
pub(super) struct TruncIOfExt;

impl RewritePattern for TruncIOfExt {
    fn root(&self) -> Option<&str> {
        Some(TruncIOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "TruncIExtToExt"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let Some(ops) = operands_of(rw, op, 1) else {
            return false;
        };
        for ext in [Ext::Unsigned, Ext::Signed] {
            let Some(inner) = ext.def(rw, ops[0]) else {
                continue;
            };
            let x = rw.body().operand(inner, 0);
            let ty = result_type(rw, op);
            let from = super::int_width_of(ctx, rw.body().value_type(x));
            let to = super::int_width_of(ctx, ty);
            if let (Some(from), Some(to)) = (from, to)
                && from < to
            {
                let loc = fused_with(rw, op, &[inner]);
                rw.set_insertion_point(InsertionPoint::Before(op));
                let v = ext.build(rw, loc, ty, x);
                rw.replace_op(op, &[v]);
                return true;
            }
            return false;
        }
        false
    }
}

/// `index_castui(index_castui(x))` -> `x` when `x` has the result's type.
pub(super) struct IndexCastUIOfIndexCastUI;

impl RewritePattern for IndexCastUIOfIndexCastUI {
    fn root(&self) -> Option<&str> {
        Some(IndexCastUIOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "IndexCastUIOfIndexCastUI"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let Some(ops) = operands_of(rw, op, 1) else {
            return false;
        };
        let Some(inner) = def::<IndexCastUIOp>(rw, ops[0], 1) else {
            return false;
        };
        let x = inner.in_(rw.body());
        if rw.body().value_type(x) != result_type(rw, op) {
            return false;
        }
        rw.replace_op(op, &[x]);
        true
    }
}

/// `index_castui(extui(x))` -> `index_castui(x)`.
pub(super) struct IndexCastUIOfExtUI;

impl RewritePattern for IndexCastUIOfExtUI {
    fn root(&self) -> Option<&str> {
        Some(IndexCastUIOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "IndexCastUIOfExtUI"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let Some(ops) = operands_of(rw, op, 1) else {
            return false;
        };
        let Some(inner) = def::<ExtUIOp>(rw, ops[0], 1) else {
            return false;
        };
        let x = inner.input(rw.body());
        let (loc, ty) = (fused_with(rw, op, &[inner.0]), result_type(rw, op));
        replace_by(rw, op, |rw| IndexCastUIOp::build(rw, loc, ty, x));
        true
    }
}

/// `bitcast(bitcast(x))` -> `bitcast(x)`.
pub(super) struct BitcastOfBitcast;

impl RewritePattern for BitcastOfBitcast {
    fn root(&self) -> Option<&str> {
        Some(BitcastOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "BitcastOfBitcast"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let Some(ops) = operands_of(rw, op, 1) else {
            return false;
        };
        let Some(inner) = def::<BitcastOp>(rw, ops[0], 1) else {
            return false;
        };
        let x = inner.in_(rw.body());
        let (loc, ty) = (fused_with(rw, op, &[inner.0]), result_type(rw, op));
        replace_by(rw, op, |rw| BitcastOp::build(rw, loc, ty, x));
        true
    }
}

/// The bit width of an integer or float type or of its elements (`None` otherwise, as
/// upstream's `getScalarOrElementWidth` returning -1).
fn scalar_or_element_width(ctx: &Context, ty: Type) -> Option<u32> {
    let elem = ctx.type_data(ty).element_type().unwrap_or(ty);
    match ctx.type_data(elem) {
        TypeData::Integer { width, .. } => Some(*width),
        _ => ctx.float_kind(elem).map(|k| k.bit_width()),
    }
}

/// `trunci(shrsi(x, c))` -> `trunci(shrui(x, c))` when `c` is the number of truncated
/// bits (only bits shifted in from above the kept ones differ).
pub(super) struct TruncIShrSIToTrunciShrUI;

impl RewritePattern for TruncIShrSIToTrunciShrUI {
    fn root(&self) -> Option<&str> {
        Some(TruncIOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "TruncIShrSIToTrunciShrUI"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let Some(ops) = operands_of(rw, op, 1) else {
            return false;
        };
        let Some(shr) = def::<ShRSIOp>(rw, ops[0], 2) else {
            return false;
        };
        let body = rw.body();
        let (x, amount) = (shr.lhs(body), shr.rhs(body));
        let Some((c, c_attr)) = arith_constant(rw, amount) else {
            return false;
        };
        let res_ty = result_type(rw, op);
        let (Some(from), Some(to)) = (
            scalar_or_element_width(ctx, body.value_type(x)),
            scalar_or_element_width(ctx, res_ty),
        ) else {
            return false;
        };
        let Some(shift) = int_value(ctx, c_attr) else {
            return false;
        };
        if from < to || shift.to_u64_checked() != Some(u64::from(from - to)) {
            return false;
        }
        let flags = TruncIOp(op).overflow_flags(ctx, body);
        let loc = fused_with(rw, op, &[c.0]);
        rw.set_insertion_point(InsertionPoint::Before(op));
        let cst = ConstantOp::build(rw, loc, c_attr);
        let cst = result_of(rw, cst);
        let shrui = ShRUIOp::build(rw, loc, x, cst, None);
        let shrui = result_of(rw, shrui);
        replace_by(rw, op, |rw| TruncIOp::build(rw, loc, res_ty, shrui, flags));
        true
    }
}

/// `sitofp` or `uitofp`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum IntToFP {
    Signed,
    Unsigned,
}

/// `truncf(sitofp(x))` -> `sitofp(x)` and `truncf(uitofp(x))` -> `uitofp(x)` when the
/// `truncf` has no rounding mode.
pub(super) struct TruncFOfIntToFP {
    pub(super) inner: IntToFP,
}

impl RewritePattern for TruncFOfIntToFP {
    fn root(&self) -> Option<&str> {
        Some(TruncFOp::NAME)
    }

    fn debug_name(&self) -> &str {
        match self.inner {
            IntToFP::Signed => "TruncFSIToFPToSIToFP",
            IntToFP::Unsigned => "TruncFUIToFPToUIToFP",
        }
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        if TruncFOp(op).roundingmode(rw.ctx(), rw.body()).is_some() {
            return false;
        }
        let Some(ops) = operands_of(rw, op, 1) else {
            return false;
        };
        let Some(inner) = def_op(rw, ops[0], 1) else {
            return false;
        };
        let (ctx, body) = (rw.ctx(), rw.body());
        let matches = match self.inner {
            IntToFP::Signed => SIToFPOp::isa(ctx, body, inner),
            IntToFP::Unsigned => UIToFPOp::isa(ctx, body, inner),
        };
        if !matches {
            return false;
        }
        let x = body.operand(inner, 0);
        let (loc, ty) = (fused_with(rw, op, &[inner]), result_type(rw, op));
        rw.set_insertion_point(InsertionPoint::Before(op));
        let v = match self.inner {
            IntToFP::Signed => {
                let new = SIToFPOp::build(rw, loc, ty, x);
                result_of(rw, new)
            }
            IntToFP::Unsigned => {
                let new = UIToFPOp::build(rw, loc, ty, x);
                result_of(rw, new)
            }
        };
        rw.replace_op(op, &[v]);
        true
    }
}
