//! Flattening of affine expressions, maps and sets into linear constraints over the
//! columns of a `strata_presburger::IntegerRelation`: `floordiv`, `ceildiv` and `mod` by
//! positive constants become local variables with division definitions (MLIR's
//! `FlatLinearConstraints` flattening). Products of two non-constant terms and divisions
//! by non-constants are not affine: flattening them fails (`None`).

use std::collections::{BTreeMap, HashMap};

use strata_ir::affine::{AffineBinaryOp, AffineExpr, AffineExprKind, AffineStore, IntegerSet};
use strata_presburger::{Div, Int, IntegerRelation, Space};

/// A linear form over the columns of a relation: `sum(coeff * column) + constant`.
/// Column indices stay valid while locals are appended (they go after every existing
/// column).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Lin {
    /// Non-zero coefficients by column.
    pub terms: BTreeMap<usize, Int>,
    /// The constant term.
    pub constant: Int,
}

impl Lin {
    /// The constant `c`.
    pub fn constant(c: impl Into<Int>) -> Lin {
        Lin {
            terms: BTreeMap::new(),
            constant: c.into(),
        }
    }

    /// The variable of column `col`.
    pub fn var(col: usize) -> Lin {
        let mut terms = BTreeMap::new();
        terms.insert(col, Int::ONE);
        Lin {
            terms,
            constant: Int::ZERO,
        }
    }

    /// Whether the form has no variable.
    pub fn is_constant(&self) -> bool {
        self.terms.is_empty()
    }

    /// `self + k * other`.
    pub fn add_scaled(&self, other: &Lin, k: &Int) -> Lin {
        let mut out = self.clone();
        for (c, a) in &other.terms {
            let v = out.terms.entry(*c).or_insert(Int::ZERO);
            *v += &(a * k);
            if v.is_zero() {
                out.terms.remove(c);
            }
        }
        out.constant += &(&other.constant * k);
        out
    }

    /// `self + other`.
    pub fn add(&self, other: &Lin) -> Lin {
        self.add_scaled(other, &Int::ONE)
    }

    /// `self - other`.
    pub fn sub(&self, other: &Lin) -> Lin {
        self.add_scaled(other, &Int::from(-1))
    }

    /// `k * self`.
    pub fn scale(&self, k: &Int) -> Lin {
        Lin::default().add_scaled(self, k)
    }

    /// The dense row of length `n_cols + 1` (constant last).
    pub fn row(&self, n_cols: usize) -> Vec<Int> {
        let mut r = vec![Int::ZERO; n_cols + 1];
        for (c, a) in &self.terms {
            r[*c] = a.clone();
        }
        r[n_cols] = self.constant.clone();
        r
    }
}

/// A constraint system under construction: a set relation whose non-local variables are
/// fixed up front (the induction variables of interest); everything else (symbols, values
/// of unknown origin, divisions) becomes a local variable.
#[derive(Clone, Debug)]
pub struct Builder {
    /// The relation built so far.
    pub rel: IntegerRelation,
    /// Divisions already introduced: (numerator, denominator) to column.
    divs: HashMap<(Lin, Int), usize>,
}

impl Builder {
    /// A builder over `n_dims` set dimensions and no constraints.
    pub fn new(n_dims: usize) -> Builder {
        Builder {
            rel: IntegerRelation::universe(Space::set(n_dims, Vec::new())),
            divs: HashMap::new(),
        }
    }

    /// Number of columns (dims and locals).
    pub fn n_cols(&self) -> usize {
        self.rel.n_cols()
    }

    /// Adds a fresh existential variable (no definition); returns its form.
    pub fn new_local(&mut self) -> Lin {
        Lin::var(self.rel.add_local(None))
    }

    /// Adds `lin >= 0`.
    pub fn add_ge0(&mut self, lin: &Lin) {
        let n = self.n_cols();
        self.rel.add_ineq(lin.row(n));
    }

    /// Adds `lin == 0`.
    pub fn add_eq0(&mut self, lin: &Lin) {
        let n = self.n_cols();
        self.rel.add_eq(lin.row(n));
    }

    /// `floor(num / den)` for `den > 0`, as a constant or a (shared) local division.
    pub fn floor_div(&mut self, num: &Lin, den: &Int) -> Lin {
        if num.is_constant() {
            return Lin::constant(num.constant.floor_div(den));
        }
        if den.is_one() {
            return num.clone();
        }
        // Exact when every coefficient is a multiple of the divisor.
        if num.terms.values().all(|a| a.floor_mod(den).is_zero()) {
            let mut q = Lin::default();
            for (c, a) in &num.terms {
                q.terms.insert(*c, a.exact_div(den));
            }
            q.constant = num.constant.floor_div(den);
            return q;
        }
        let key = (num.clone(), den.clone());
        if let Some(&col) = self.divs.get(&key) {
            return Lin::var(col);
        }
        let n = self.n_cols();
        let div = Div {
            num: num.row(n + 1),
            den: den.clone(),
        };
        let col = self.rel.add_local(Some(div));
        self.divs.insert(key, col);
        Lin::var(col)
    }

    /// Flattens `expr` with dimension `i` standing for `dims[i]` and symbol `j` for
    /// `syms[j]`; `None` for non-affine (semi-affine) expressions or division by a
    /// non-positive constant.
    pub fn flatten(
        &mut self,
        store: &AffineStore,
        expr: AffineExpr,
        dims: &[Lin],
        syms: &[Lin],
    ) -> Option<Lin> {
        Some(match store.kind(expr) {
            AffineExprKind::Constant(c) => Lin::constant(c),
            AffineExprKind::Dim(i) => dims.get(i as usize)?.clone(),
            AffineExprKind::Symbol(i) => syms.get(i as usize)?.clone(),
            kind => {
                let (op, lhs, rhs) = kind.as_binary()?;
                let l = self.flatten(store, lhs, dims, syms)?;
                let r = self.flatten(store, rhs, dims, syms)?;
                match op {
                    AffineBinaryOp::Add => l.add(&r),
                    AffineBinaryOp::Mul => {
                        if r.is_constant() {
                            l.scale(&r.constant)
                        } else if l.is_constant() {
                            r.scale(&l.constant)
                        } else {
                            return None;
                        }
                    }
                    AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv | AffineBinaryOp::Mod => {
                        if !r.is_constant() || !r.constant.is_positive() {
                            return None;
                        }
                        let d = r.constant;
                        match op {
                            AffineBinaryOp::FloorDiv => self.floor_div(&l, &d),
                            AffineBinaryOp::CeilDiv => {
                                let shifted = l.add(&Lin::constant(&d - &Int::ONE));
                                self.floor_div(&shifted, &d)
                            }
                            _ => {
                                let q = self.floor_div(&l, &d);
                                l.add_scaled(&q, &-&d)
                            }
                        }
                    }
                }
            }
        })
    }

    /// Flattens every constraint of `set`: `(form, is_equality)` pairs meaning
    /// `form == 0` or `form >= 0`.
    pub fn flatten_set(
        &mut self,
        store: &AffineStore,
        set: IntegerSet,
        dims: &[Lin],
        syms: &[Lin],
    ) -> Option<Vec<(Lin, bool)>> {
        let data = store.set_data(set).clone();
        data.iter()
            .map(|(e, eq)| Some((self.flatten(store, e, dims, syms)?, eq)))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_presburger::Budget;

    fn count_points(b: &Builder, lo: i64, hi: i64) -> usize {
        // The relation has one dim: count x in [lo, hi] with a point.
        let mut n = 0;
        for x in lo..=hi {
            let mut r = b.rel.clone();
            let mut row = vec![Int::ZERO; r.n_cols() + 1];
            row[0] = Int::ONE;
            row[r.n_cols()] = Int::from(-x);
            r.add_eq(row);
            if !r.is_empty(&mut Budget::default()).unwrap() {
                n += 1;
            }
        }
        n
    }

    #[test]
    fn mod_floordiv_ceildiv_match_evaluation() {
        let store = AffineStore::new();
        let d0 = store.dim(0);
        let c4 = store.constant(4);
        let c3 = store.constant(3);
        // (d0 mod 4) + (d0 floordiv 3) - (d0 ceildiv 4) == 1, for d0 in [-20, 20].
        let e = store.sub(
            store.add(store.modulo(d0, c4), store.floor_div(d0, c3)),
            store.ceil_div(d0, c4),
        );
        let mut b = Builder::new(1);
        let f = b.flatten(&store, e, &[Lin::var(0)], &[]).unwrap();
        b.add_eq0(&f.sub(&Lin::constant(1)));
        b.add_ge0(&Lin::var(0).add(&Lin::constant(20)));
        b.add_ge0(&Lin::constant(20).sub(&Lin::var(0)));
        let want = (-20i64..=20)
            .filter(|x| x.rem_euclid(4) + x.div_euclid(3) - (x + 3).div_euclid(4) == 1)
            .count();
        assert_eq!(count_points(&b, -20, 20), want);
    }

    #[test]
    fn products_of_variables_do_not_flatten() {
        let store = AffineStore::new();
        let e = store.mul(store.symbol(0), store.symbol(1));
        let mut b = Builder::new(0);
        let s0 = b.new_local();
        let s1 = b.new_local();
        assert!(b.flatten(&store, e, &[], &[s0, s1]).is_none());
    }

    #[test]
    fn shared_divisions_are_reused() {
        let store = AffineStore::new();
        let d0 = store.dim(0);
        let e = store.floor_div(d0, store.constant(2));
        let mut b = Builder::new(1);
        b.flatten(&store, e, &[Lin::var(0)], &[]).unwrap();
        b.flatten(&store, e, &[Lin::var(0)], &[]).unwrap();
        assert_eq!(b.rel.n_locals(), 1);
    }
}
