//! The simplifying expression constructors: the rewrites MLIR applies whenever an affine
//! binary expression is created (constant folding, canonical operand order, `x + 0`,
//! `(x * 4) floordiv 2 -> x * 2`, `x - (x floordiv c) * c -> x mod c`, ...).
//!
//! The rules and their order follow `mlir-opt` 22 observably, including where it wraps
//! around on 64-bit overflow instead of refusing to fold: constant-with-constant
//! operations are only folded when they do not overflow, while merging a constant into
//! an existing term (`(d0 + c1) + c2`, `(d0 * c1) * c2`, `c1 * e + c2 * e`) wraps.

use std::cell::Cell;

use super::{AffineBinaryOp, AffineExpr, AffineExprKind, AffineStore};

/// How deeply the simplifying constructors may nest (they call each other on parts of
/// their operands, as MLIR does). Beyond this, nodes are built without simplification:
/// still correct, merely less canonical — no real expression comes close.
const MAX_SIMPLIFY_NESTING: u32 = 200;

thread_local! {
    static NESTING: Cell<u32> = const { Cell::new(0) };
}

/// One round of `lhs + rhs` simplification.
enum AddStep {
    /// Finished: the simplified sum, or `None` to build the node as is.
    Done(Option<AffineExpr>),
    /// Retry with `b + rhs` where `lhs` is `a + b`, then add `a` back.
    Reassociate(AffineExpr, AffineExpr),
}

/// Counts one level of constructor nesting on this thread while alive.
struct NestingGuard;

impl NestingGuard {
    fn enter() -> Option<NestingGuard> {
        NESTING.with(|n| {
            let depth = n.get();
            if depth >= MAX_SIMPLIFY_NESTING {
                return None;
            }
            n.set(depth + 1);
            Some(NestingGuard)
        })
    }
}

impl Drop for NestingGuard {
    fn drop(&mut self) {
        NESTING.with(|n| n.set(n.get() - 1));
    }
}

impl AffineStore {
    /// `lhs op rhs`, simplified.
    pub fn binary(&self, op: AffineBinaryOp, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match op {
            AffineBinaryOp::Add => self.add(lhs, rhs),
            AffineBinaryOp::Mul => self.mul(lhs, rhs),
            AffineBinaryOp::Mod => self.modulo(lhs, rhs),
            AffineBinaryOp::FloorDiv => self.floor_div(lhs, rhs),
            AffineBinaryOp::CeilDiv => self.ceil_div(lhs, rhs),
        }
    }

    /// `lhs + rhs`, simplified.
    pub fn add(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        let simplified = NestingGuard::enter().and_then(|_g| self.simplify_add(lhs, rhs));
        match simplified {
            Some(e) => e,
            None => {
                let (l, r) = self.commutative_order(lhs, rhs);
                self.intern(AffineExprKind::Add(l, r))
            }
        }
    }

    /// `lhs + value`, simplified.
    pub fn add_constant(&self, lhs: AffineExpr, value: i64) -> AffineExpr {
        self.add(lhs, self.constant(value))
    }

    /// `lhs - rhs`, i.e. `lhs + rhs * -1`, simplified.
    pub fn sub(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        let neg = self.neg(rhs);
        self.add(lhs, neg)
    }

    /// `-expr`, i.e. `expr * -1`, simplified.
    pub fn neg(&self, expr: AffineExpr) -> AffineExpr {
        self.mul(expr, self.constant(-1))
    }

    /// `lhs * rhs`, simplified. Affine form needs one side symbolic or constant; the
    /// store also accepts other products (they are kept as is).
    pub fn mul(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        let simplified = NestingGuard::enter().and_then(|_g| self.simplify_mul(lhs, rhs));
        match simplified {
            Some(e) => e,
            None => {
                let (l, r) = self.commutative_order(lhs, rhs);
                self.intern(AffineExprKind::Mul(l, r))
            }
        }
    }

    /// `lhs * value`, simplified.
    pub fn mul_constant(&self, lhs: AffineExpr, value: i64) -> AffineExpr {
        self.mul(lhs, self.constant(value))
    }

    /// `lhs floordiv rhs`, simplified.
    pub fn floor_div(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match NestingGuard::enter() {
            Some(_g) => self.simplify_floor_div(lhs, rhs),
            None => self.intern(AffineExprKind::FloorDiv(lhs, rhs)),
        }
    }

    /// `lhs ceildiv rhs`, simplified.
    pub fn ceil_div(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        NestingGuard::enter()
            .and_then(|_g| self.simplify_div(lhs, rhs, false))
            .unwrap_or_else(|| self.intern(AffineExprKind::CeilDiv(lhs, rhs)))
    }

    /// `lhs mod rhs`, simplified.
    pub fn modulo(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        let mut lhs = lhs;
        // Each rewrite that replaces `lhs` by one of its operands and starts over is a
        // tail call in MLIR; iterate instead.
        loop {
            let c = match self.as_constant(rhs) {
                Some(c) if c >= 1 => c,
                _ => break,
            };
            if let Some(l) = self.as_constant(lhs) {
                return self.constant(l.rem_euclid(c));
            }
            if self.largest_known_divisor(lhs) % c == 0 {
                return self.constant(0);
            }
            match self.kind(lhs) {
                AffineExprKind::Add(a, b) => {
                    if self.largest_known_divisor(a) % c == 0 {
                        lhs = b;
                        continue;
                    }
                    if self.largest_known_divisor(b) % c == 0 {
                        lhs = a;
                        continue;
                    }
                }
                AffineExprKind::Mod(e, inner) => {
                    if let Some(i) = self.as_constant(inner)
                        && i >= 1
                        && i.rem_euclid(c) == 0
                    {
                        lhs = e;
                        continue;
                    }
                }
                _ => {}
            }
            break;
        }
        self.intern(AffineExprKind::Mod(lhs, rhs))
    }

    /// Puts the operands of a commutative operation MLIR did not otherwise simplify in
    /// canonical order: identifiers of one kind by position, dimensions before symbols.
    fn commutative_order(&self, lhs: AffineExpr, rhs: AffineExpr) -> (AffineExpr, AffineExpr) {
        match (self.kind(lhs), self.kind(rhs)) {
            (AffineExprKind::Dim(a), AffineExprKind::Dim(b))
            | (AffineExprKind::Symbol(a), AffineExprKind::Symbol(b))
                if a > b =>
            {
                (rhs, lhs)
            }
            (AffineExprKind::Symbol(_), AffineExprKind::Dim(_)) => (rhs, lhs),
            _ => (lhs, rhs),
        }
    }

    /// `Mul(e, c)` with a constant right operand, as `(e, c)`.
    fn mul_by_constant(&self, expr: AffineExpr) -> Option<(AffineExpr, i64)> {
        match self.kind(expr) {
            AffineExprKind::Mul(e, c) => self.as_constant(c).map(|c| (e, c)),
            _ => None,
        }
    }

    fn simplify_add(&self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        // MLIR retries `(a + b) + r` as `a + simplify(b + r)`, recursively down the right
        // operands of `lhs`; walk that chain with a loop and rebuild on the way out.
        let mut outer = Vec::new();
        let mut lhs = lhs;
        let inner = loop {
            match self.simplify_add_step(lhs, rhs) {
                AddStep::Done(result) => break result?,
                AddStep::Reassociate(a, b) => {
                    outer.push(a);
                    lhs = b;
                }
            }
        };
        Some(
            outer
                .into_iter()
                .rev()
                .fold(inner, |acc, a| self.add(a, acc)),
        )
    }

    fn simplify_add_step(&self, lhs: AffineExpr, rhs: AffineExpr) -> AddStep {
        match self.simplify_add_rules(lhs, rhs) {
            Ok(result) => AddStep::Done(result),
            Err(()) => match self.kind(lhs) {
                AffineExprKind::Add(a, b) => AddStep::Reassociate(a, b),
                _ => AddStep::Done(None),
            },
        }
    }

    /// The rewrites of `lhs + rhs`; `Err(())` when none applies but the right operand has
    /// the `(x floordiv q) * k` shape for which MLIR then tries `(a + b) + r -> a + (b + r)`.
    fn simplify_add_rules(
        &self,
        lhs: AffineExpr,
        rhs: AffineExpr,
    ) -> Result<Option<AffineExpr>, ()> {
        let lhs_const = self.as_constant(lhs);
        let rhs_const = self.as_constant(rhs);
        if let (Some(a), Some(b)) = (lhs_const, rhs_const) {
            return Ok(a.checked_add(b).map(|v| self.constant(v)));
        }
        // Constants go right; a symbolic operand goes right of a non-symbolic one.
        if lhs_const.is_some()
            || (self.is_symbolic_or_constant(lhs) && !self.is_symbolic_or_constant(rhs))
        {
            return Ok(Some(self.add(rhs, lhs)));
        }
        if rhs_const == Some(0) {
            return Ok(Some(lhs));
        }
        let lhs_kind = self.kind(lhs);
        // (e + c1) + c2 -> e + (c1 + c2).
        if let (AffineExprKind::Add(e, c1), Some(c2)) = (lhs_kind, rhs_const)
            && let Some(c1) = self.as_constant(c1)
        {
            return Ok(Some(self.add(e, self.constant(c1.wrapping_add(c2)))));
        }
        // c1 * e + c2 * e -> (c1 + c2) * e, where a bare operand counts as `e * 1`.
        let (first, c1) = self.mul_by_constant(lhs).unwrap_or((lhs, 1));
        let (second, c2) = self.mul_by_constant(rhs).unwrap_or((rhs, 1));
        if first == second {
            return Ok(Some(self.mul(first, self.constant(c1.wrapping_add(c2)))));
        }
        // (e + c) + r -> (e + r) + c.
        if let AffineExprKind::Add(e, c) = lhs_kind
            && self.as_constant(c).is_some()
        {
            let sum = self.add(e, rhs);
            return Ok(Some(self.add(sum, c)));
        }
        // e - (e floordiv q) * q -> e mod q.
        let Some((rhs_op, rl, rr)) = self.kind(rhs).as_binary() else {
            return Ok(None);
        };
        if self.as_constant(rr) == Some(-1)
            && let AffineExprKind::Mul(ll, lr) = self.kind(rl)
        {
            // `rhs` is `(ll * lr) * -1`: need `ll == lhs floordiv lr`.
            let AffineExprKind::FloorDiv(dividend, divisor) = self.kind(ll) else {
                return Ok(None);
            };
            if divisor == lr && dividend == lhs {
                return Ok(Some(self.modulo(lhs, lr)));
            }
        }
        // e + (e floordiv c) * -c -> e mod c, for a positive constant c.
        let AffineExprKind::FloorDiv(dividend, divisor) = self.kind(rl) else {
            return Ok(None);
        };
        if rhs_op != AffineBinaryOp::Mul {
            return Ok(None);
        }
        let positive = self.as_constant(divisor).is_some_and(|c| c > 0);
        if positive && dividend == lhs && divisor == self.neg(rr) {
            return Ok(Some(self.modulo(lhs, divisor)));
        }
        Err(())
    }

    fn simplify_mul(&self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        let lhs_const = self.as_constant(lhs);
        let rhs_const = self.as_constant(rhs);
        if let (Some(a), Some(b)) = (lhs_const, rhs_const) {
            return a.checked_mul(b).map(|v| self.constant(v));
        }
        let lhs_symbolic = self.is_symbolic_or_constant(lhs);
        let rhs_symbolic = self.is_symbolic_or_constant(rhs);
        if !lhs_symbolic && !rhs_symbolic {
            return None;
        }
        // The constant / symbolic operand goes right; a constant beats a symbol.
        if !rhs_symbolic || lhs_const.is_some() {
            return Some(self.mul(rhs, lhs));
        }
        match rhs_const {
            Some(1) => return Some(lhs),
            Some(0) => return Some(rhs),
            _ => {}
        }
        if let Some((e, c1)) = self.mul_by_constant(lhs) {
            // (e * c1) * c2 -> e * (c1 * c2).
            if let Some(c2) = rhs_const {
                return Some(self.mul(e, self.constant(c1.wrapping_mul(c2))));
            }
            // (e * c) * r -> (e * r) * c.
            let product = self.mul(e, rhs);
            return Some(self.mul(product, self.constant(c1)));
        }
        None
    }

    fn simplify_floor_div(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        let Some(c) = self.as_constant(rhs) else {
            return self.intern(AffineExprKind::FloorDiv(lhs, rhs));
        };
        // (a + b) floordiv c -> a floordiv c + b floordiv c when c divides a or b. MLIR
        // recurses into `a`; walk down the left spine of the sum instead and rebuild.
        let mut pending = Vec::new();
        let mut cur = lhs;
        let base = loop {
            if let Some(e) = self.simplify_div(cur, rhs, true) {
                break e;
            }
            if c != 0
                && let AffineExprKind::Add(a, b) = self.kind(cur)
                && (self.largest_known_divisor(a).wrapping_rem(c) == 0
                    || self.largest_known_divisor(b).wrapping_rem(c) == 0)
            {
                pending.push(b);
                cur = a;
                continue;
            }
            break self.intern(AffineExprKind::FloorDiv(cur, rhs));
        };
        pending.into_iter().rev().fold(base, |acc, b| {
            let q = self.floor_div(b, rhs);
            self.add(acc, q)
        })
    }

    /// The rewrites `floordiv` and `ceildiv` share: constant folding, division by one and
    /// `(e * k) div c -> e * (k / c)` when `c` divides `k`.
    fn simplify_div(&self, lhs: AffineExpr, rhs: AffineExpr, floor: bool) -> Option<AffineExpr> {
        let c = self.as_constant(rhs).filter(|&c| c != 0)?;
        if let Some(l) = self.as_constant(lhs) {
            let q = if floor {
                floor_div(l, c)
            } else {
                ceil_div(l, c)
            };
            return q.map(|q| self.constant(q));
        }
        if c == 1 {
            return Some(lhs);
        }
        if let Some((e, k)) = self.mul_by_constant(lhs)
            && k.wrapping_rem(c) == 0
        {
            return Some(self.mul(e, self.constant(k.wrapping_div(c))));
        }
        None
    }
}

/// `a / b` rounded toward negative infinity; `None` on division by zero or overflow.
pub(crate) fn floor_div(a: i64, b: i64) -> Option<i64> {
    let q = a.checked_div(b)?;
    let r = a % b;
    Some(if r != 0 && ((r < 0) != (b < 0)) {
        q - 1
    } else {
        q
    })
}

/// `a / b` rounded toward positive infinity; `None` on division by zero or overflow.
pub(crate) fn ceil_div(a: i64, b: i64) -> Option<i64> {
    let q = a.checked_div(b)?;
    let r = a % b;
    Some(if r != 0 && ((r < 0) == (b < 0)) {
        q + 1
    } else {
        q
    })
}
