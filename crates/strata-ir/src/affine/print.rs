//! Printing affine expressions, maps and integer sets exactly as `mlir-opt` does
//! (the text inside `affine_map<...>` / `affine_set<...>`).

use std::fmt::{self, Display, Write};

use super::{AffineExpr, AffineExprKind, AffineMap, AffineStore, IntegerSet};

/// Prints an expression with `d<i>` / `s<i>` names; made by [`AffineStore::display_expr`].
pub struct DisplayExpr<'a> {
    store: &'a AffineStore,
    expr: AffineExpr,
}

/// Prints `(d0, ...)[s0, ...] -> (...)`; made by [`AffineStore::display_map`].
pub struct DisplayMap<'a> {
    store: &'a AffineStore,
    map: AffineMap,
}

/// Prints `(d0, ...)[s0, ...] : (...)`; made by [`AffineStore::display_set`].
pub struct DisplaySet<'a> {
    store: &'a AffineStore,
    set: IntegerSet,
}

impl Display for DisplayExpr<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.store.write_expr_with(f, self.expr, &mut default_name)
    }
}

impl Display for DisplayMap<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let data = self.store.map_data(self.map);
        write_inputs(f, data.num_dims, data.num_symbols)?;
        f.write_str(" -> (")?;
        for (i, &e) in data.results.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            self.store.write_expr_with(f, e, &mut default_name)?;
        }
        f.write_char(')')
    }
}

impl Display for DisplaySet<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let data = self.store.set_data(self.set);
        write_inputs(f, data.num_dims, data.num_symbols)?;
        f.write_str(" : (")?;
        for (i, (e, is_eq)) in data.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            self.store.write_expr_with(f, e, &mut default_name)?;
            f.write_str(if is_eq { " == 0" } else { " >= 0" })?;
        }
        f.write_char(')')
    }
}

fn default_name(out: &mut dyn Write, position: u32, is_symbol: bool) -> fmt::Result {
    write!(out, "{}{}", if is_symbol { 's' } else { 'd' }, position)
}

/// `(d0, d1)` followed by `[s0]` when there are symbols.
fn write_inputs(f: &mut dyn Write, num_dims: u32, num_symbols: u32) -> fmt::Result {
    f.write_char('(')?;
    for i in 0..num_dims {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "d{i}")?;
    }
    f.write_char(')')?;
    if num_symbols > 0 {
        f.write_char('[')?;
        for i in 0..num_symbols {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "s{i}")?;
        }
        f.write_char(']')?;
    }
    Ok(())
}

/// One step of the explicit-stack printer.
enum Step {
    /// Print an expression; `strong` means it sits under a tightly binding operator and
    /// needs parentheses if it is a binary expression.
    Expr(AffineExpr, bool),
    Text(&'static str),
    /// Print `-value` (wrapping like MLIR's `-x` on `i64`).
    Negated(i64),
}

impl AffineStore {
    /// Displays `expr` as MLIR prints it, naming identifiers `d<i>` and `s<i>`.
    pub fn display_expr(&self, expr: AffineExpr) -> DisplayExpr<'_> {
        DisplayExpr { store: self, expr }
    }

    /// Displays the body of `affine_map<...>` for `map`, e.g. `(d0)[s0] -> (-d0 + s0 - 1)`.
    pub fn display_map(&self, map: AffineMap) -> DisplayMap<'_> {
        DisplayMap { store: self, map }
    }

    /// Displays the body of `affine_set<...>` for `set`, e.g. `(d0) : (d0 - 10 >= 0)`.
    pub fn display_set(&self, set: IntegerSet) -> DisplaySet<'_> {
        DisplaySet { store: self, set }
    }

    /// Writes `expr` as MLIR prints it, letting `name` spell identifiers (called with the
    /// position and whether it is a symbol) — e.g. SSA names in `affine.load` subscripts.
    pub fn write_expr_with(
        &self,
        out: &mut dyn Write,
        expr: AffineExpr,
        name: &mut dyn FnMut(&mut dyn Write, u32, bool) -> fmt::Result,
    ) -> fmt::Result {
        let mut stack = vec![Step::Expr(expr, false)];
        while let Some(step) = stack.pop() {
            let (e, strong) = match step {
                Step::Text(s) => {
                    out.write_str(s)?;
                    continue;
                }
                Step::Negated(v) => {
                    write!(out, "{}", v.wrapping_neg())?;
                    continue;
                }
                Step::Expr(e, strong) => (e, strong),
            };
            let kind = self.kind(e);
            let (op, lhs, rhs) = match kind {
                AffineExprKind::Constant(v) => {
                    write!(out, "{v}")?;
                    continue;
                }
                AffineExprKind::Dim(p) => {
                    name(out, p, false)?;
                    continue;
                }
                AffineExprKind::Symbol(p) => {
                    name(out, p, true)?;
                    continue;
                }
                _ => kind.as_binary().expect("binary expression"),
            };
            if strong {
                out.write_char('(')?;
                stack.push(Step::Text(")"));
            }
            // Steps are pushed in reverse printing order.
            if let AffineExprKind::Add(..) = kind {
                self.push_add_steps(&mut stack, lhs, rhs);
                continue;
            }
            if matches!(kind, AffineExprKind::Mul(..)) && self.as_constant(rhs) == Some(-1) {
                stack.push(Step::Expr(lhs, true));
                stack.push(Step::Text("-"));
                continue;
            }
            stack.push(Step::Expr(rhs, true));
            stack.push(Step::Text(match op {
                super::AffineBinaryOp::Mul => " * ",
                super::AffineBinaryOp::FloorDiv => " floordiv ",
                super::AffineBinaryOp::CeilDiv => " ceildiv ",
                super::AffineBinaryOp::Mod => " mod ",
                super::AffineBinaryOp::Add => " + ",
            }));
            stack.push(Step::Expr(lhs, true));
        }
        Ok(())
    }

    /// The "pretty" forms of `lhs + rhs`: `a - b`, `a - b * k` and `a - k`.
    fn push_add_steps(&self, stack: &mut Vec<Step>, lhs: AffineExpr, rhs: AffineExpr) {
        if let AffineExprKind::Mul(rl, rr) = self.kind(rhs)
            && let Some(k) = self.as_constant(rr)
        {
            if k == -1 {
                let strong = matches!(self.kind(rl), AffineExprKind::Add(..));
                stack.extend([
                    Step::Expr(rl, strong),
                    Step::Text(" - "),
                    Step::Expr(lhs, false),
                ]);
                return;
            }
            if k < -1 {
                stack.extend([
                    Step::Negated(k),
                    Step::Text(" * "),
                    Step::Expr(rl, true),
                    Step::Text(" - "),
                    Step::Expr(lhs, false),
                ]);
                return;
            }
        }
        if let Some(k) = self.as_constant(rhs)
            && k < 0
        {
            stack.extend([Step::Negated(k), Step::Text(" - "), Step::Expr(lhs, false)]);
            return;
        }
        stack.extend([
            Step::Expr(rhs, false),
            Step::Text(" + "),
            Step::Expr(lhs, false),
        ]);
    }
}
