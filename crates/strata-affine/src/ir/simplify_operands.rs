//! Simplification of a map's `floordiv`, `ceildiv` and `mod` results from what is known
//! about its operands (MLIR's `simplifyMapWithOperands`, the last step of
//! `SimplifyAffineOp`): the constant ranges of `affine.for` induction variables bound an
//! expression to one quotient, and their steps make one term a multiple of the divisor.

use strata_ir::Context;
use strata_ir::affine::flatten::bound_for_expr;
use strata_ir::affine::{AffineBinaryOp, AffineExpr, AffineMap, AffineStore};
use strata_ir::ir::{Body, ValueId};

use super::loop_fold::{iv_lower_bound, iv_owner, iv_upper_bound};
use super::ops::{for_step, map_attr};

/// What the simplification knows: the operands and the constant bounds of the
/// induction variables among them.
struct Operands<'a> {
    ctx: &'a Context,
    body: &'a Body,
    store: &'a AffineStore,
    operands: &'a [ValueId],
    lbs: Vec<Option<i64>>,
    ubs: Vec<Option<i64>>,
    num_dims: u32,
    num_symbols: u32,
}

/// `map` (over `operands`) with each result simplified using the operands' ranges.
pub(super) fn simplify_map_with_operands(
    ctx: &Context,
    body: &Body,
    map: AffineMap,
    operands: &[ValueId],
) -> AffineMap {
    let store = ctx.affine();
    let data = store.map_data(map);
    if data.num_inputs() as usize != operands.len() {
        return map;
    }
    let cx = Operands {
        ctx,
        body,
        store,
        operands,
        lbs: operands
            .iter()
            .map(|&v| iv_lower_bound(ctx, body, v))
            .collect(),
        ubs: operands
            .iter()
            .map(|&v| iv_upper_bound(ctx, body, v))
            .collect(),
        num_dims: data.num_dims,
        num_symbols: data.num_symbols,
    };
    let results: Vec<AffineExpr> = data.results.iter().map(|&e| cx.simplify(e)).collect();
    store.map(data.num_dims, data.num_symbols, &results)
}

/// `a floordiv b` for a positive `b`.
fn floor_div(a: i64, b: i64) -> i64 {
    a.div_euclid(b)
}

/// `a ceildiv b` for a positive `b`.
fn ceil_div(a: i64, b: i64) -> i64 {
    -floor_div(a.wrapping_neg(), b)
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl Operands<'_> {
    /// The simplified form of `expr` (children first, then `expr` itself).
    fn simplify(&self, expr: AffineExpr) -> AffineExpr {
        let store = self.store;
        let Some((op, lhs, rhs)) = store.kind(expr).as_binary() else {
            return expr;
        };
        let expr = store.binary(op, self.simplify(lhs), self.simplify(rhs));
        let Some((op, lhs, rhs)) = store.kind(expr).as_binary() else {
            return expr;
        };
        if !matches!(
            op,
            AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv | AffineBinaryOp::Mod
        ) {
            return expr;
        }
        let Some(c) = store.as_constant(rhs) else {
            return expr;
        };
        if c <= 0 {
            return expr;
        }
        if let (Some(lb), Some(ub)) = (self.bound(lhs, false), self.bound(lhs, true)) {
            match op {
                AffineBinaryOp::FloorDiv if floor_div(lb, c) == floor_div(ub, c) => {
                    return store.constant(floor_div(lb, c));
                }
                AffineBinaryOp::CeilDiv if ceil_div(lb, c) == ceil_div(ub, c) => {
                    return store.constant(ceil_div(lb, c));
                }
                AffineBinaryOp::Mod if lb >= 0 && lb < c && ub < c => return lhs,
                _ => {}
            }
        }
        // (q + r) with q a multiple of k and 0 <= r < k: floordiv by a multiple of k
        // drops r, mod by a divisor of k drops q.
        if let Some((k, q, r)) = self.q_times_d_plus_r(lhs) {
            if k != 0 && c % k == 0 && op == AffineBinaryOp::FloorDiv {
                return store.floor_div(q, rhs);
            }
            if k % c == 0 && op == AffineBinaryOp::Mod {
                return store.modulo(r, rhs);
            }
            return expr;
        }
        if (op == AffineBinaryOp::FloorDiv && self.non_negative_bounded_by(lhs, c))
            || (op == AffineBinaryOp::Mod && self.largest_known_divisor(lhs).wrapping_rem(c) == 0)
        {
            return store.constant(0);
        }
        expr
    }

    /// A constant (inclusive) lower or upper bound of `expr`.
    fn bound(&self, expr: AffineExpr, upper: bool) -> Option<i64> {
        if let Some(c) = self.store.as_constant(expr) {
            return Some(c);
        }
        bound_for_expr(
            self.store,
            expr,
            self.num_dims,
            self.num_symbols,
            &self.lbs,
            &self.ubs,
            upper,
        )
    }

    /// The operand behind dimension expression `expr`, if it is one.
    fn dim_operand(&self, expr: AffineExpr) -> Option<ValueId> {
        let pos = self.store.as_dim(expr)?;
        self.operands.get(pos as usize).copied()
    }

    /// The largest known divisor of `expr`; for a dimension, from its `affine.for`'s lower
    /// bound and step (1 for any other operand).
    fn largest_known_divisor(&self, expr: AffineExpr) -> i64 {
        let Some(v) = self.dim_operand(expr) else {
            return self.store.largest_known_divisor(expr);
        };
        let Some(for_op) = iv_owner(self.ctx, self.body, v) else {
            return 1;
        };
        let step = for_step(self.ctx, self.body, for_op);
        let Some(lb_map) = map_attr(self.ctx, self.body, for_op, "lowerBoundMap") else {
            return 1;
        };
        if self.store.single_constant_result(lb_map) == Some(0) {
            return step;
        }
        let lb_divisor = self
            .store
            .map_data(lb_map)
            .results
            .iter()
            .map(|&e| self.store.largest_known_divisor(e) as u64)
            .reduce(gcd)
            .unwrap_or(u64::MAX);
        gcd(lb_divisor, step as u64) as i64
    }

    /// Whether `0 <= expr < k` is known: a constant, or the induction variable of an
    /// `affine.for` with constant bounds in `[0, k]`.
    fn non_negative_bounded_by(&self, expr: AffineExpr, k: i64) -> bool {
        if let Some(c) = self.store.as_constant(expr) {
            return c >= 0 && c < k;
        }
        let Some(for_op) = self
            .dim_operand(expr)
            .and_then(|v| iv_owner(self.ctx, self.body, v))
        else {
            return false;
        };
        let constant = |name| {
            map_attr(self.ctx, self.body, for_op, name)
                .and_then(|m| self.store.single_constant_result(m))
        };
        constant("lowerBoundMap").is_some_and(|lb| lb >= 0)
            && constant("upperBoundMap").is_some_and(|ub| ub <= k)
    }

    /// `expr` as `q + r` with `q` a multiple of `k` and `0 <= r < k`: `(k, q, r)`.
    fn q_times_d_plus_r(&self, expr: AffineExpr) -> Option<(i64, AffineExpr, AffineExpr)> {
        let (AffineBinaryOp::Add, l, r) = self.store.kind(expr).as_binary()? else {
            return None;
        };
        let k = self.largest_known_divisor(l);
        if self.non_negative_bounded_by(r, k) {
            return Some((k, l, r));
        }
        let k = self.largest_known_divisor(r);
        if self.non_negative_bounded_by(l, k) {
            return Some((k, r, l));
        }
        None
    }
}
