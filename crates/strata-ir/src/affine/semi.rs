//! MLIR's `simplifySemiAffine`: divisions and remainders of semi-affine expressions by a
//! symbol that divides the dividend, and remainders known to be zero
//! (`(x - x mod y) mod y`), simplified before flattening.

use super::flatten::simplify_affine_expr;
use super::{AffineBinaryOp, AffineExpr, AffineExprKind, AffineStore};

/// Whether `expr` is divisible by symbol `pos` for a division or remainder of kind `op`
/// (MLIR's `isDivisibleBySymbol`).
fn divisible_by_symbol(s: &AffineStore, expr: AffineExpr, pos: u32, op: AffineBinaryOp) -> bool {
    match s.kind(expr) {
        AffineExprKind::Constant(c) => c == 0,
        AffineExprKind::Dim(_) => false,
        AffineExprKind::Symbol(p) => p == pos,
        AffineExprKind::Add(l, r) => {
            divisible_by_symbol(s, l, pos, op) && divisible_by_symbol(s, r, pos, op)
        }
        AffineExprKind::Mod(l, r) => {
            divisible_by_symbol(s, l, pos, AffineBinaryOp::Mod)
                && divisible_by_symbol(s, r, pos, AffineBinaryOp::Mod)
        }
        AffineExprKind::Mul(l, r) => {
            divisible_by_symbol(s, l, pos, op) || divisible_by_symbol(s, r, pos, op)
        }
        AffineExprKind::FloorDiv(l, _) => {
            op == AffineBinaryOp::FloorDiv && divisible_by_symbol(s, l, pos, op)
        }
        AffineExprKind::CeilDiv(l, _) => {
            op == AffineBinaryOp::CeilDiv && divisible_by_symbol(s, l, pos, op)
        }
    }
}

/// `expr` divided by symbol `pos`, known to divide it (MLIR's `symbolicDivide`).
fn symbolic_divide(
    s: &AffineStore,
    expr: AffineExpr,
    pos: u32,
    op: AffineBinaryOp,
) -> Option<AffineExpr> {
    Some(match s.kind(expr) {
        AffineExprKind::Constant(0) => s.constant(0),
        AffineExprKind::Constant(_) | AffineExprKind::Dim(_) => return None,
        AffineExprKind::Symbol(_) => s.constant(1),
        AffineExprKind::Add(l, r) => s.add(
            symbolic_divide(s, l, pos, op)?,
            symbolic_divide(s, r, pos, op)?,
        ),
        AffineExprKind::Mod(l, r) => s.modulo(
            symbolic_divide(s, l, pos, AffineBinaryOp::Mod)?,
            symbolic_divide(s, r, pos, AffineBinaryOp::Mod)?,
        ),
        AffineExprKind::Mul(l, r) => {
            if divisible_by_symbol(s, l, pos, op) {
                s.mul(symbolic_divide(s, l, pos, op)?, r)
            } else {
                s.mul(l, symbolic_divide(s, r, pos, op)?)
            }
        }
        AffineExprKind::FloorDiv(l, r) => {
            s.floor_div(symbolic_divide(s, l, pos, AffineBinaryOp::FloorDiv)?, r)
        }
        AffineExprKind::CeilDiv(l, r) => {
            s.ceil_div(symbolic_divide(s, l, pos, AffineBinaryOp::CeilDiv)?, r)
        }
    })
}

/// The summands of a (nested) addition, left to right.
fn summands(s: &AffineStore, expr: AffineExpr, out: &mut Vec<AffineExpr>) {
    match s.kind(expr) {
        AffineExprKind::Add(l, r) => {
            summands(s, l, out);
            summands(s, r, out);
        }
        _ => out.push(expr),
    }
}

/// `e` if `candidate` is `e * -1` or `-1 * e`.
fn negated(s: &AffineStore, candidate: AffineExpr) -> Option<AffineExpr> {
    let AffineExprKind::Mul(l, r) = s.kind(candidate) else {
        return None;
    };
    if s.as_constant(l) == Some(-1) {
        Some(r)
    } else if s.as_constant(r) == Some(-1) {
        Some(l)
    } else {
        None
    }
}

/// Whether `lhs mod rhs` is zero because `lhs` is `x - x mod rhs` (MLIR's
/// `isModOfModSubtraction`).
fn mod_of_mod_subtraction(
    s: &AffineStore,
    lhs: AffineExpr,
    rhs: AffineExpr,
    nd: u32,
    ns: u32,
) -> bool {
    let mut terms = Vec::new();
    summands(s, lhs, &mut terms);
    for (i, &t) in terms.iter().enumerate() {
        let Some(inner) = negated(s, t) else {
            continue;
        };
        let AffineExprKind::Mod(x, m) = s.kind(inner) else {
            continue;
        };
        if m != rhs {
            continue;
        }
        let mut diff = s.constant(0);
        for (j, &u) in terms.iter().enumerate() {
            if i != j {
                diff = s.add(diff, u);
            }
        }
        diff = s.sub(diff, x);
        if s.as_constant(simplify_affine_expr(s, diff, nd, ns)) == Some(0) {
            return true;
        }
    }
    false
}

/// MLIR's `simplifySemiAffine`.
pub(super) fn simplify_semi_affine(
    s: &AffineStore,
    expr: AffineExpr,
    nd: u32,
    ns: u32,
) -> AffineExpr {
    let Some((op, l, r)) = s.kind(expr).as_binary() else {
        return expr;
    };
    let sl = simplify_semi_affine(s, l, nd, ns);
    let sr = simplify_semi_affine(s, r, nd, ns);
    if matches!(op, AffineBinaryOp::Add | AffineBinaryOp::Mul) {
        return s.binary(op, sl, sr);
    }
    if mod_of_mod_subtraction(s, sl, sr, nd, ns) {
        return s.constant(0);
    }
    let Some(pos) = s.as_symbol(sr) else {
        return s.binary(op, sl, sr);
    };
    if !divisible_by_symbol(s, l, pos, op) {
        return s.binary(op, sl, sr);
    }
    if op == AffineBinaryOp::Mod {
        return s.constant(0);
    }
    symbolic_divide(s, sl, pos, op).unwrap_or_else(|| s.binary(op, sl, sr))
}
