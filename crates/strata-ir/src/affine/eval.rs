//! Evaluation of affine expressions, maps and integer sets on concrete integer inputs.

use super::simplify::{ceil_div, floor_div};
use super::{AffineExpr, AffineExprKind, AffineMap, AffineStore, IntegerSet};

impl AffineStore {
    /// Evaluates `expr` with `dims[i]` for `d<i>` and `syms[i]` for `s<i>`.
    ///
    /// `None` if an identifier has no value, on division by zero, on a modulus below one,
    /// or on 64-bit overflow (MLIR folds such cases to poison).
    pub fn eval_expr(&self, expr: AffineExpr, dims: &[i64], syms: &[i64]) -> Option<i64> {
        // Post-order with an explicit value stack: (expr, operands evaluated).
        let mut work = vec![(expr, false)];
        let mut values: Vec<i64> = Vec::new();
        while let Some((e, expanded)) = work.pop() {
            let kind = self.kind(e);
            let value = match kind {
                AffineExprKind::Constant(v) => v,
                AffineExprKind::Dim(p) => *dims.get(p as usize)?,
                AffineExprKind::Symbol(p) => *syms.get(p as usize)?,
                _ => {
                    let (_, l, r) = kind.as_binary().expect("binary expression");
                    if !expanded {
                        work.push((e, true));
                        work.push((r, false));
                        work.push((l, false));
                        continue;
                    }
                    let b = values.pop()?;
                    let a = values.pop()?;
                    match kind {
                        AffineExprKind::Add(..) => a.checked_add(b)?,
                        AffineExprKind::Mul(..) => a.checked_mul(b)?,
                        AffineExprKind::FloorDiv(..) => floor_div(a, b)?,
                        AffineExprKind::CeilDiv(..) => ceil_div(a, b)?,
                        AffineExprKind::Mod(..) if b >= 1 => a.rem_euclid(b),
                        _ => return None,
                    }
                }
            };
            values.push(value);
        }
        values.pop()
    }

    /// Evaluates every result of `map`; `None` if any result fails to evaluate (see
    /// [`AffineStore::eval_expr`]).
    pub fn eval_map(&self, map: AffineMap, dims: &[i64], syms: &[i64]) -> Option<Vec<i64>> {
        self.map_data(map)
            .results
            .iter()
            .map(|&e| self.eval_expr(e, dims, syms))
            .collect()
    }

    /// Whether the point `(dims)[syms]` satisfies every constraint of `set`; `None` if a
    /// constraint fails to evaluate (see [`AffineStore::eval_expr`]).
    pub fn eval_set(&self, set: IntegerSet, dims: &[i64], syms: &[i64]) -> Option<bool> {
        let mut holds = true;
        for (expr, is_eq) in self.set_data(set).iter() {
            let v = self.eval_expr(expr, dims, syms)?;
            holds &= if is_eq { v == 0 } else { v >= 0 };
        }
        Some(holds)
    }
}
