//! `IntegerRelation`: one polyhedron of integer points, with existential (local) variables.
//!
//! Columns are, in order: the space's domain dims, range dims, parameters, then the local
//! variables, then the constant. A row `r` means `r . (x, 1) = 0` (equalities) or `>= 0`
//! (inequalities). A local may carry a division definition `q = floor(num / den)`; its two
//! defining inequalities are then among the inequalities.

use crate::int::{Int, gcd_slice};
use crate::sample::{self, Row};
use crate::simplex::{Budget, Opt};
use crate::space::Space;
use crate::{Error, Result};
use std::collections::HashMap;

/// A division definition of a local variable: `q = floor(num . (x, 1) / den)`, `den > 0`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Div {
    /// Numerator over all columns of the relation (including the constant).
    pub num: Row,
    /// Positive denominator.
    pub den: Int,
}

/// Where a variable goes when a relation is moved to another layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// To the given non-local variable of the new space.
    Var(usize),
    /// To a new existential (local) variable.
    Local,
}

/// A conjunction of affine equalities and inequalities over integer variables, some of
/// them existentially quantified (see the module documentation).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IntegerRelation {
    /// The space of the non-local variables.
    pub space: Space,
    /// Division definitions of the locals (`None`: a plain existential).
    pub divs: Vec<Option<Div>>,
    /// Equality rows.
    pub eqs: Vec<Row>,
    /// Inequality rows.
    pub ineqs: Vec<Row>,
}

impl IntegerRelation {
    /// All points of the space.
    pub fn universe(space: Space) -> IntegerRelation {
        IntegerRelation {
            space,
            divs: Vec::new(),
            eqs: Vec::new(),
            ineqs: Vec::new(),
        }
    }

    /// No point of the space.
    pub fn empty(space: Space) -> IntegerRelation {
        let mut r = IntegerRelation::universe(space);
        let mut row = vec![Int::ZERO; r.n_cols() + 1];
        row[r.n_cols()] = Int::from(-1);
        r.ineqs.push(row);
        r
    }

    /// Number of non-local variables.
    pub fn n_vars(&self) -> usize {
        self.space.n_vars()
    }

    /// Number of local variables.
    pub fn n_locals(&self) -> usize {
        self.divs.len()
    }

    /// Number of variable columns (non-local and local; the constant is column `n_cols()`).
    pub fn n_cols(&self) -> usize {
        self.n_vars() + self.n_locals()
    }

    /// Adds an equality row (length `n_cols() + 1`).
    pub fn add_eq(&mut self, row: Row) {
        debug_assert_eq!(row.len(), self.n_cols() + 1);
        self.eqs.push(row);
    }

    /// Adds an inequality row (length `n_cols() + 1`).
    pub fn add_ineq(&mut self, row: Row) {
        debug_assert_eq!(row.len(), self.n_cols() + 1);
        self.ineqs.push(row);
    }

    /// Appends a local variable (with its defining inequalities when it is a division);
    /// returns its column. A division's numerator must already have the new length.
    pub fn add_local(&mut self, div: Option<Div>) -> usize {
        let col = self.n_cols();
        for r in self.eqs.iter_mut().chain(self.ineqs.iter_mut()) {
            r.insert(col, Int::ZERO);
        }
        for d in self.divs.iter_mut().flatten() {
            d.num.insert(col, Int::ZERO);
        }
        if let Some(d) = &div {
            debug_assert_eq!(d.num.len(), col + 2);
            self.ineqs.extend(div_constraints(d, col));
        }
        self.divs.push(div);
        col
    }

    /// The relation over a new space: non-local variable `i` goes to `places[i]`; new locals
    /// come first among the locals, then the existing locals.
    pub fn relayout(&self, space: Space, places: &[Place]) -> IntegerRelation {
        debug_assert_eq!(places.len(), self.n_vars());
        let nv = space.n_vars();
        let n_new = places.iter().filter(|p| **p == Place::Local).count();
        let n_cols = nv + n_new + self.n_locals();
        let mut map = Vec::with_capacity(self.n_cols() + 1);
        let mut next_local = nv;
        for p in places {
            match p {
                Place::Var(k) => map.push(*k),
                Place::Local => {
                    map.push(next_local);
                    next_local += 1;
                }
            }
        }
        for l in 0..self.n_locals() {
            map.push(nv + n_new + l);
        }
        map.push(n_cols);
        let remap = |r: &Row| -> Row {
            let mut out = vec![Int::ZERO; n_cols + 1];
            for (i, a) in r.iter().enumerate() {
                if !a.is_zero() {
                    out[map[i]] += a;
                }
            }
            out
        };
        let mut divs: Vec<Option<Div>> = vec![None; n_new];
        divs.extend(self.divs.iter().map(|d| {
            d.as_ref().map(|d| Div {
                num: remap(&d.num),
                den: d.den.clone(),
            })
        }));
        IntegerRelation {
            space,
            divs,
            eqs: self.eqs.iter().map(remap).collect(),
            ineqs: self.ineqs.iter().map(remap).collect(),
        }
    }

    /// The intersection with a relation of the same space (locals of both are kept).
    pub fn intersect(&self, other: &IntegerRelation) -> IntegerRelation {
        debug_assert_eq!(self.space, other.space);
        let nv = self.n_vars();
        let (la, lb) = (self.n_locals(), other.n_locals());
        let n_cols = nv + la + lb;
        let widen_a = |r: &Row| -> Row {
            let mut out = r[..nv + la].to_vec();
            out.extend(std::iter::repeat_n(Int::ZERO, lb));
            out.push(r[nv + la].clone());
            out
        };
        let widen_b = |r: &Row| -> Row {
            let mut out = r[..nv].to_vec();
            out.extend(std::iter::repeat_n(Int::ZERO, la));
            out.extend_from_slice(&r[nv..nv + lb]);
            out.push(r[nv + lb].clone());
            out
        };
        let mut res = IntegerRelation::universe(self.space.clone());
        res.divs = self
            .divs
            .iter()
            .map(|d| {
                d.as_ref().map(|d| Div {
                    num: widen_a(&d.num),
                    den: d.den.clone(),
                })
            })
            .collect();
        res.divs.extend(other.divs.iter().map(|d| {
            d.as_ref().map(|d| Div {
                num: widen_b(&d.num),
                den: d.den.clone(),
            })
        }));
        res.eqs = self
            .eqs
            .iter()
            .map(widen_a)
            .chain(other.eqs.iter().map(widen_b))
            .collect();
        res.ineqs = self
            .ineqs
            .iter()
            .map(widen_a)
            .chain(other.ineqs.iter().map(widen_b))
            .collect();
        debug_assert!(res.eqs.iter().all(|r| r.len() == n_cols + 1));
        res
    }

    /// An integer point (values of all columns, locals included), or `None` when empty.
    pub fn find_sample(&self, budget: &mut Budget) -> Result<Option<Vec<Int>>> {
        let divs = self.defining_divs();
        sample::find_integer_sample_divs(self.n_cols(), &self.eqs, &self.ineqs, &divs, budget)
    }

    /// The locals' divisions when every local is one that the constraints define (both
    /// of its inequalities are present) over earlier columns only; otherwise none.
    fn defining_divs(&self) -> Vec<Div> {
        let nv = self.n_vars();
        let mut out = Vec::with_capacity(self.divs.len());
        for (k, d) in self.divs.iter().enumerate() {
            let Some(d) = d else {
                return Vec::new();
            };
            let col = nv + k;
            if d.num[col..self.n_cols()].iter().any(|x| !x.is_zero())
                || !div_constraints(d, col)
                    .iter()
                    .all(|r| self.ineqs.contains(r))
            {
                return Vec::new();
            }
            out.push(d.clone());
        }
        out
    }

    /// Whether the relation holds no integer point.
    pub fn is_empty(&self, budget: &mut Budget) -> Result<bool> {
        if self.is_trivially_empty() {
            return Ok(true);
        }
        Ok(self.find_sample(budget)?.is_none())
    }

    /// Whether some constraint has no variables and is violated.
    pub fn is_trivially_empty(&self) -> bool {
        let n = self.n_cols();
        self.ineqs
            .iter()
            .any(|r| r[..n].iter().all(Int::is_zero) && r[n].is_negative())
            || self
                .eqs
                .iter()
                .any(|r| r[..n].iter().all(Int::is_zero) && !r[n].is_zero())
    }

    /// Removes column `col` (a local) from every row and division.
    fn remove_local_col(&mut self, col: usize) {
        let l = col - self.n_vars();
        for r in self.eqs.iter_mut().chain(self.ineqs.iter_mut()) {
            r.remove(col);
        }
        self.divs.remove(l);
        for d in self.divs.iter_mut() {
            if let Some(dv) = d {
                if !dv.num[col].is_zero() {
                    *d = None;
                } else {
                    dv.num.remove(col);
                }
            }
        }
    }

    /// Normalizes rows (gcd), drops trivial and duplicate rows, pairs opposite
    /// inequalities into equalities, and eliminates locals where that is exact.
    /// An infeasibility found on the way leaves the canonical empty relation.
    pub fn simplify(&mut self) {
        if !self.space.params.is_empty() {
            // (Parametric sets meet the parametric integer program, which needs it;
            // elsewhere it costs more than it saves.)
            self.reduce_divs();
        }
        for _ in 0..64 {
            if !self.normalize_rows() {
                *self = IntegerRelation::empty(self.space.clone());
                return;
            }
            if !self.eliminate_one_local() {
                break;
            }
        }
    }

    /// Pulls whole multiples out of division numerators (as isl does): a local
    /// `q = floor((f + k d x) / d)` (`|k d| <= |coefficient|`, rounded toward zero, the
    /// constant too) is `k x + q'` with `q' = floor(f / d)`; the local's column then
    /// stands for `q'` (a unimodular change of the local, substituted in every row and
    /// division). Coefficients that are multiples of the denominator (e.g. of another
    /// existential) disappear from the division, and huge coefficients shrink below it.
    pub fn reduce_divs(&mut self) {
        let nv = self.n_vars();
        let n = self.n_cols();
        for _ in 0..4 {
            let mut changed = false;
            for l in 0..self.divs.len() {
                let col = nv + l;
                let Some(d) = &self.divs[l] else { continue };
                let ks: Vec<Int> = d
                    .num
                    .iter()
                    .map(|x| {
                        if x.is_negative() {
                            -(-x).floor_div(&d.den)
                        } else {
                            x.floor_div(&d.den)
                        }
                    })
                    .collect();
                if ks.iter().all(Int::is_zero) || !ks[col].is_zero() {
                    continue;
                }
                let den = d.den.clone();
                let shift = |r: &mut Row, f: &Int| {
                    for (x, k) in r.iter_mut().zip(&ks) {
                        if !k.is_zero() {
                            *x += f * k;
                        }
                    }
                };
                for r in self.eqs.iter_mut().chain(self.ineqs.iter_mut()) {
                    if !r[col].is_zero() {
                        let f = r[col].clone();
                        shift(r, &f);
                    }
                }
                for (m, dv) in self.divs.iter_mut().enumerate() {
                    if let Some(dv) = dv
                        && m != l
                        && !dv.num[col].is_zero()
                    {
                        let f = dv.num[col].clone();
                        shift(&mut dv.num, &f);
                    }
                }
                if let Some(d) = &mut self.divs[l] {
                    for (x, k) in d.num.iter_mut().zip(&ks) {
                        if !k.is_zero() {
                            *x -= &den * k;
                        }
                    }
                }
                changed = true;
            }
            if !changed {
                break;
            }
        }
        debug_assert!(self.divs.iter().flatten().all(|d| d.num.len() == n + 1));
    }

    /// One pass of row normalization; `false` when a contradiction was found.
    fn normalize_rows(&mut self) -> bool {
        let n = self.n_cols();
        let mut eqs: Vec<Row> = Vec::new();
        for mut r in std::mem::take(&mut self.eqs) {
            let g = gcd_slice(&r[..n]);
            if g.is_zero() {
                if !r[n].is_zero() {
                    return false;
                }
                continue;
            }
            if !r[n].floor_mod(&g).is_zero() {
                return false;
            }
            if !g.is_one() {
                for x in r.iter_mut() {
                    *x = x.exact_div(&g);
                }
            }
            if r[..n]
                .iter()
                .find(|x| !x.is_zero())
                .is_some_and(Int::is_negative)
            {
                for x in r.iter_mut() {
                    *x = -&*x;
                }
            }
            if !eqs.contains(&r) {
                eqs.push(r);
            }
        }
        // Inequalities, keyed by their coefficient vector: keep the tightest constant.
        let mut by_coeffs: HashMap<Vec<Int>, Int> = HashMap::new();
        let mut order: Vec<Vec<Int>> = Vec::new();
        for mut r in std::mem::take(&mut self.ineqs) {
            let g = gcd_slice(&r[..n]);
            if g.is_zero() {
                if r[n].is_negative() {
                    return false;
                }
                continue;
            }
            if !g.is_one() {
                for x in r[..n].iter_mut() {
                    *x = x.exact_div(&g);
                }
                r[n] = r[n].floor_div(&g);
            }
            let c = r.pop().unwrap();
            match by_coeffs.get_mut(&r) {
                Some(old) => {
                    if c < *old {
                        *old = c;
                    }
                }
                None => {
                    order.push(r.clone());
                    by_coeffs.insert(r, c);
                }
            }
        }
        let mut ineqs = Vec::new();
        let mut skip: Vec<bool> = vec![false; order.len()];
        for (i, coeffs) in order.iter().enumerate() {
            if skip[i] {
                continue;
            }
            let c = by_coeffs[coeffs].clone();
            let neg: Vec<Int> = coeffs.iter().map(|x| -x).collect();
            if let Some(c2) = by_coeffs.get(&neg) {
                let s = &c + c2;
                if s.is_negative() {
                    return false;
                }
                if s.is_zero() {
                    if let Some(j) = order.iter().position(|o| *o == neg) {
                        skip[j] = true;
                    }
                    let mut r = coeffs.clone();
                    r.push(c);
                    if r[..n]
                        .iter()
                        .find(|x| !x.is_zero())
                        .is_some_and(Int::is_negative)
                    {
                        for x in r.iter_mut() {
                            *x = -&*x;
                        }
                    }
                    if !eqs.contains(&r) {
                        eqs.push(r);
                    }
                    continue;
                }
            }
            let mut r = coeffs.clone();
            r.push(c);
            ineqs.push(r);
        }
        self.eqs = eqs;
        self.ineqs = ineqs;
        true
    }

    /// Eliminates one local variable exactly if some local allows it; `true` if one went.
    fn eliminate_one_local(&mut self) -> bool {
        let nv = self.n_vars();
        let n = self.n_cols();
        // Unused locals.
        for col in nv..n {
            if self
                .eqs
                .iter()
                .chain(self.ineqs.iter())
                .all(|r| r[col].is_zero())
            {
                self.remove_local_col(col);
                return true;
            }
        }
        // A local with a unit coefficient in an equality: substitute it away.
        for col in nv..n {
            if let Some(e) = self.eqs.iter().position(|r| r[col].abs().is_one()) {
                let eq = self.eqs.remove(e);
                let a = eq[col].clone();
                let subst = |r: &mut Row| {
                    if r[col].is_zero() {
                        return;
                    }
                    let f = &r[col] * &a;
                    for (x, y) in r.iter_mut().zip(&eq) {
                        if !y.is_zero() {
                            *x -= &f * y;
                        }
                    }
                };
                for r in self.eqs.iter_mut().chain(self.ineqs.iter_mut()) {
                    subst(r);
                }
                let l = col - nv;
                self.divs[l] = None;
                // A division using the eliminated local loses its definition (substituting
                // could make it refer to itself, e.g. `e1 = floor(e0 / 3)` with
                // `e0 = 3 e1`); `detect_divs` finds definitions again where they exist.
                for d in self.divs.iter_mut() {
                    if d.as_ref().is_some_and(|d| !d.num[col].is_zero()) {
                        *d = None;
                    }
                }
                self.remove_local_col(col);
                return true;
            }
        }
        // Exact Fourier-Motzkin on a local that appears only in inequalities.
        for col in nv..n {
            if self.eqs.iter().any(|r| !r[col].is_zero()) {
                continue;
            }
            let lower: Vec<usize> = (0..self.ineqs.len())
                .filter(|&i| self.ineqs[i][col].is_positive())
                .collect();
            let upper: Vec<usize> = (0..self.ineqs.len())
                .filter(|&i| self.ineqs[i][col].is_negative())
                .collect();
            let exact = lower.iter().all(|&l| self.ineqs[l][col].is_one())
                || upper.iter().all(|&u| self.ineqs[u][col] == Int::from(-1))
                || lower.iter().all(|&l| {
                    upper.iter().all(|&u| {
                        self.ineqs[l][col].is_one() || self.ineqs[u][col] == Int::from(-1)
                    })
                });
            if !exact || lower.len() * upper.len() > lower.len() + upper.len() + 8 {
                continue;
            }
            let mut new_rows = Vec::new();
            for &l in &lower {
                for &u in &upper {
                    let a = self.ineqs[l][col].clone();
                    let b = -&self.ineqs[u][col];
                    let r: Row = self.ineqs[l]
                        .iter()
                        .zip(&self.ineqs[u])
                        .map(|(x, y)| &b * x + &a * y)
                        .collect();
                    new_rows.push(r);
                }
            }
            let mut ineqs: Vec<Row> = std::mem::take(&mut self.ineqs)
                .into_iter()
                .filter(|r| r[col].is_zero())
                .collect();
            ineqs.extend(new_rows);
            self.ineqs = ineqs;
            self.remove_local_col(col);
            return true;
        }
        false
    }

    /// Removes inequalities implied (over the rationals) by the other constraints.
    pub fn remove_redundant(&mut self, budget: &mut Budget) -> Result<()> {
        let n = self.n_cols();
        let mut i = 0;
        while i < self.ineqs.len() {
            let others: Vec<Row> = self
                .ineqs
                .iter()
                .enumerate()
                .filter(|(j, _)| *j != i)
                .map(|(_, r)| r.clone())
                .collect();
            let mut s = sample::build(n, &self.eqs, &others, budget)?;
            let r = &self.ineqs[i];
            let redundant = match s.minimize(&r[..n], &r[n], budget)? {
                Opt::Empty => true,
                Opt::Bounded(num, _) => !num.is_negative(),
                Opt::Unbounded => false,
            };
            if redundant {
                self.ineqs.remove(i);
            } else {
                i += 1;
            }
        }
        Ok(())
    }

    /// Finds division definitions for plain locals where the constraints determine them;
    /// a division only uses non-locals and locals defined before it was found.
    pub fn detect_divs(&mut self) {
        let nv = self.n_vars();
        let n = self.n_cols();
        loop {
            let mut changed = false;
            for col in nv..n {
                if self.divs[col - nv].is_some() {
                    continue;
                }
                // Only defined locals whose definitions do not (transitively) use `col`:
                // no cyclic definitions.
                let uses_only_defined = |r: &Row, divs: &[Option<Div>]| {
                    (nv..n).all(|c| {
                        c == col
                            || r[c].is_zero()
                            || (divs[c - nv].is_some() && !div_uses(divs, nv, c, col))
                    })
                };
                let mut found: Option<Div> = None;
                for e in &self.eqs {
                    if !e[col].is_zero() && uses_only_defined(e, &self.divs) {
                        let mut num: Row = e.iter().map(|x| -x).collect();
                        num[col] = Int::ZERO;
                        let mut den = e[col].clone();
                        if den.is_negative() {
                            den = -den;
                            num.iter_mut().for_each(|x| *x = -&*x);
                        }
                        found = Some(Div { num, den });
                        break;
                    }
                }
                if found.is_none() {
                    'outer: for a in &self.ineqs {
                        if !a[col].is_negative() || !uses_only_defined(a, &self.divs) {
                            continue;
                        }
                        let d = -&a[col];
                        for b in &self.ineqs {
                            if b[col] != d {
                                continue;
                            }
                            let sum_zero = (0..n).all(|c| (&a[c] + &b[c]).is_zero());
                            let cst = &a[n] + &b[n];
                            if sum_zero && !cst.is_negative() && cst < d {
                                let mut num = a.clone();
                                num[col] = Int::ZERO;
                                found = Some(Div { num, den: d });
                                break 'outer;
                            }
                        }
                    }
                }
                if let Some(d) = found {
                    // Keep the defining inequalities present.
                    for r in div_constraints(&d, col) {
                        if !self.ineqs.contains(&r) {
                            self.ineqs.push(r);
                        }
                    }
                    self.divs[col - nv] = Some(d);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        self.order_divs();
    }

    /// Reorders the locals so that every division uses only columns before its own (plain
    /// locals first, then each division after the ones it uses), as code that adds
    /// divisions one by one expects; definitions found in any order ([`Self::detect_divs`])
    /// can refer to later columns.
    fn order_divs(&mut self) {
        let nv = self.n_vars();
        let nl = self.n_locals();
        let uses = |k: usize, j: usize| {
            self.divs[k]
                .as_ref()
                .is_some_and(|d| !d.num[nv + j].is_zero())
        };
        if (0..nl).all(|k| (k..nl).all(|j| !uses(k, j))) {
            return;
        }
        let mut order: Vec<usize> = Vec::with_capacity(nl);
        let mut placed = vec![false; nl];
        while order.len() < nl {
            let Some(k) =
                (0..nl).find(|&k| !placed[k] && (0..nl).all(|j| placed[j] || !uses(k, j)))
            else {
                return; // (a cycle: cannot happen, definitions are acyclic)
            };
            placed[k] = true;
            order.push(k);
        }
        // Column of old local k in the new layout.
        let mut new_col = vec![0; nl];
        for (i, &k) in order.iter().enumerate() {
            new_col[k] = nv + i;
        }
        let move_row = |r: &Row| -> Row {
            let mut out = r.clone();
            for k in 0..nl {
                out[new_col[k]] = r[nv + k].clone();
            }
            out
        };
        for r in self.eqs.iter_mut().chain(self.ineqs.iter_mut()) {
            *r = move_row(r);
        }
        let divs: Vec<Option<Div>> = order
            .iter()
            .map(|&k| {
                self.divs[k].as_ref().map(|d| Div {
                    num: move_row(&d.num),
                    den: d.den.clone(),
                })
            })
            .collect();
        self.divs = divs;
    }

    /// The lexicographically smallest (or largest) integer point of the dims, for a relation
    /// without parameters. `Ok(None)` when empty; `Error::Unbounded` when there is none.
    pub fn lex_opt_point(&self, max: bool, budget: &mut Budget) -> Result<Option<Vec<Int>>> {
        let nd = self.space.n_dims();
        let n = self.n_cols();
        let mut cur = self.clone();
        let Some(mut point) = cur.find_sample(budget)? else {
            return Ok(None);
        };
        for d in 0..nd {
            // Optimize t = (+/-) x_d; find the smallest t.
            let sign = if max { Int::from(-1) } else { Int::ONE };
            let mut obj = vec![Int::ZERO; n];
            obj[d] = sign.clone();
            let mut s = sample::build(n, &cur.eqs, &cur.ineqs, budget)?;
            let lo = match s.minimize(&obj, &Int::ZERO, budget)? {
                Opt::Bounded(num, den) => num.ceil_div(&den),
                Opt::Unbounded => return Err(Error::Unbounded),
                Opt::Empty => {
                    return Err(Error::Internal(
                        "lexicographic optimum of a non-empty set".into(),
                    ));
                }
            };
            let mut lo = lo;
            let mut hi = &sign * &point[d];
            while lo < hi {
                budget.spend()?;
                let mid = (&lo + &hi).floor_div(&Int::from(2));
                // t <= mid  <=>  mid - t >= 0
                let mut trial = cur.clone();
                let mut row = vec![Int::ZERO; n + 1];
                row[d] = -&sign;
                row[n] = mid.clone();
                trial.add_ineq(row);
                match trial.find_sample(budget)? {
                    Some(p) => {
                        hi = &sign * &p[d];
                        point = p;
                    }
                    None => lo = &mid + &Int::ONE,
                }
            }
            let mut row = vec![Int::ZERO; n + 1];
            row[d] = Int::ONE;
            row[n] = -&point[d];
            cur.add_eq(row);
        }
        Ok(Some(point[..nd].to_vec()))
    }
}

impl IntegerRelation {
    /// The same points with every local a division: the relation's integer projection
    /// onto its non-local variables, as a union of relations whose locals all have
    /// division definitions (the contexts of a parametric integer program over the
    /// locals, [`crate::pip`]). Returns the relation itself when that already holds.
    pub fn with_division_locals(&self, budget: &mut Budget) -> Result<Vec<IntegerRelation>> {
        let mut t = self.clone();
        t.simplify();
        if t.bound_free_locals(budget)? {
            t.simplify();
        }
        t.detect_divs();
        if t.divs.iter().all(Option::is_some) {
            return Ok(vec![t]);
        }
        let (nv, nl) = (t.n_vars(), t.n_locals());
        let n = t.n_cols();
        let to_pip = |r: &Row| -> Row {
            let mut out = r[nv..n].to_vec();
            out.extend_from_slice(&r[..nv]);
            out.push(r[n].clone());
            out
        };
        let eqs: Vec<Row> = t.eqs.iter().map(to_pip).collect();
        let ineqs: Vec<Row> = t.ineqs.iter().map(to_pip).collect();
        let pieces = crate::pip::lexmin(nl, 0, nv, &eqs, &ineqs, budget)?;
        Ok(pieces
            .into_iter()
            .map(|p| {
                let mut r = p.context;
                r.space = self.space.clone();
                r
            })
            .collect())
    }

    /// The lexicographic minimum (or maximum) of the range dims as a piecewise function of
    /// the domain dims and the parameters (Feautrier's parametric integer programming,
    /// [`crate::pip`]). Each piece is a relation of this space holding only the piece's
    /// context (constraints on the domain dims and parameters, with division locals), and
    /// the value of every range dim as a row over that relation's columns. Contexts are
    /// disjoint; points of the domain without a range point are in none.
    pub fn lex_opt_pieces(
        &self,
        max: bool,
        budget: &mut Budget,
    ) -> Result<Vec<(IntegerRelation, Vec<Row>)>> {
        Ok(self
            .lex_opt_impl(max, false, budget)?
            .into_iter()
            .flatten()
            .collect())
    }

    /// As [`IntegerRelation::lex_opt_pieces`], in groups: the contexts of the pieces of a
    /// group are disjoint, those of different groups may overlap (where they do, the
    /// optimum is the better of the values, which the caller works out). When parametric
    /// integer programming needs many steps and the first range dim takes few values, each
    /// value of it is a group of its own (the optimum with that dim fixed).
    pub fn lex_opt_groups(&self, max: bool, budget: &mut Budget) -> Result<Vec<Pieces>> {
        self.lex_opt_impl(max, true, budget)
    }

    fn lex_opt_impl(&self, max: bool, groups: bool, budget: &mut Budget) -> Result<Vec<Pieces>> {
        let (nd, nr, np, nl) = (
            self.space.n_dom,
            self.space.n_range,
            self.space.params.len(),
            self.n_locals(),
        );
        let n = self.n_cols();
        let to_pip = |r: &Row| -> Row {
            let mut out = Vec::with_capacity(n + 1);
            out.extend(
                r[nd..nd + nr]
                    .iter()
                    .map(|x| if max { -x } else { x.clone() }),
            );
            out.extend_from_slice(&r[nd + nr + np..n]);
            out.extend_from_slice(&r[..nd]);
            out.extend_from_slice(&r[nd + nr..nd + nr + np]);
            out.push(r[n].clone());
            out
        };
        let eqs: Vec<Row> = self.eqs.iter().map(to_pip).collect();
        let ineqs: Vec<Row> = self.ineqs.iter().map(to_pip).collect();
        let capped =
            crate::pip::lexmin_capped(nr + nl, nr, nd + np, &eqs, &ineqs, Some(PIP_STEPS), budget)?;
        let pieces = match capped {
            crate::pip::Outcome::Done(p) => p,
            stop => {
                // Congruences that contradict each other can keep the program cutting
                // for long; an integer sample settles emptiness at once.
                if self.find_sample(budget)?.is_none() {
                    return Ok(Vec::new());
                }
                if let Some(out) = self.lex_opt_by_values(max, budget)? {
                    return Ok(vec![out]);
                }
                if groups && let Some(out) = self.lex_opt_by_first(max, budget)? {
                    return Ok(out);
                }
                if let crate::pip::Outcome::Divisions = stop {
                    return Err(Error::BudgetExceeded);
                }
                crate::pip::lexmin(nr + nl, nr, nd + np, &eqs, &ineqs, budget)?
            }
        };
        let mut out = Vec::with_capacity(pieces.len());
        for p in pieces {
            let nq = p.context.n_locals();
            let total = nd + nr + np + nq;
            let from_ctx = |r: &Row| -> Row {
                let mut o = vec![Int::ZERO; total + 1];
                for (k, a) in r.iter().enumerate() {
                    let c = if k < nd {
                        k
                    } else if k < nd + np + nq {
                        k + nr
                    } else {
                        total
                    };
                    o[c] = a.clone();
                }
                o
            };
            let rel = IntegerRelation {
                space: self.space.clone(),
                divs: p
                    .context
                    .divs
                    .iter()
                    .map(|d| {
                        d.as_ref().map(|d| Div {
                            num: from_ctx(&d.num),
                            den: d.den.clone(),
                        })
                    })
                    .collect(),
                eqs: p.context.eqs.iter().map(from_ctx).collect(),
                ineqs: p.context.ineqs.iter().map(from_ctx).collect(),
            };
            let values = p
                .values
                .iter()
                .map(|v| {
                    let r = from_ctx(v);
                    if max {
                        r.iter().map(|x| -x).collect()
                    } else {
                        r
                    }
                })
                .collect();
            out.push((rel, values));
        }
        Ok(vec![out])
    }
}

/// The steps [`IntegerRelation::lex_opt_pieces`] gives the parametric integer program
/// before it tries [`IntegerRelation::lex_opt_by_values`].
const PIP_STEPS: usize = 150;

/// The most range points [`IntegerRelation::lex_opt_by_values`] goes through.
const VALUE_POINTS: u64 = 64;

/// Pieces of a lexicographic optimum: contexts and values (see
/// [`IntegerRelation::lex_opt_pieces`]).
pub type Pieces = Vec<(IntegerRelation, Vec<Row>)>;

/// The most values of the first range dim [`IntegerRelation::lex_opt_groups`] splits on.
const FIRST_VALUES: u64 = 16;

impl IntegerRelation {
    /// [`IntegerRelation::lex_opt_groups`] with the first range dim fixed to each of its
    /// values in turn (one group or more per value). `None` when that dim is unbounded or
    /// takes more than [`FIRST_VALUES`] values.
    fn lex_opt_by_first(&self, max: bool, budget: &mut Budget) -> Result<Option<Vec<Pieces>>> {
        let nd = self.space.n_dom;
        let n = self.n_cols();
        if self.space.n_range == 0 {
            return Ok(None);
        }
        let mut lp = sample::build(n, &self.eqs, &self.ineqs, budget)?;
        if lp.is_empty() {
            return Ok(Some(Vec::new()));
        }
        let mut obj = vec![Int::ZERO; n];
        obj[nd] = Int::ONE;
        let lo = lp.minimize(&obj, &Int::ZERO, budget)?;
        let hi = lp.maximize(&obj, &Int::ZERO, budget)?;
        let (Opt::Bounded(a, ad), Opt::Bounded(b, bd)) = (lo, hi) else {
            return Ok(None);
        };
        let (l, h) = (a.ceil_div(&ad), b.floor_div(&bd));
        if (&(&h - &l) + &Int::ONE) > Int::from(FIRST_VALUES as i64) {
            return Ok(None);
        }
        let mut out = Vec::new();
        let mut v = l;
        while v <= h {
            budget.spend()?;
            let mut sub = self.clone();
            let mut row = vec![Int::ZERO; n + 1];
            row[nd] = Int::ONE;
            row[n] = -&v;
            sub.add_eq(row);
            sub.simplify();
            if !sub.is_trivially_empty() {
                out.extend(sub.lex_opt_impl(max, false, budget)?);
            }
            v += &Int::ONE;
        }
        Ok(Some(out))
    }

    /// [`IntegerRelation::lex_opt_pieces`] by the values of the range dims, for a relation
    /// whose range dims take few values: for each point `v` of the (rational) box of the
    /// range dims, in lexicographic order (decreasing for the maximum), the domain and
    /// parameter points where the relation holds `v` (its projection, with division locals)
    /// less those of the points before. Parametric integer programming can need a number
    /// of cuts or splits that grows with the parameters (congruences over unbounded
    /// parameters); this way the existentials are projected out with `v` fixed, which is
    /// much easier. `None` when the box is unbounded or has more than 64
    /// points.
    pub fn lex_opt_by_values(&self, max: bool, budget: &mut Budget) -> Result<Option<Pieces>> {
        let (nd, nr) = (self.space.n_dom, self.space.n_range);
        let n = self.n_cols();
        let mut lp = sample::build(n, &self.eqs, &self.ineqs, budget)?;
        if lp.is_empty() {
            return Ok(Some(Vec::new()));
        }
        let range: Vec<usize> = (nd..nd + nr).collect();
        let bounds = match sample::integer_box(&mut lp, n, &range, VALUE_POINTS, budget)? {
            Some(sample::IntegerBox::Empty) => return Ok(Some(Vec::new())),
            Some(sample::IntegerBox::Bounds(bounds, _)) => bounds,
            None => return Ok(None),
        };
        let mut v: Vec<Int> = bounds
            .iter()
            .map(|(l, h)| if max { h.clone() } else { l.clone() })
            .collect();
        let mut seen = crate::set::PresburgerRelation::empty(self.space.clone());
        let mut out = Vec::new();
        loop {
            budget.spend()?;
            let fix = |r: &mut Row| {
                for (i, x) in v.iter().enumerate() {
                    let a = std::mem::replace(&mut r[nd + i], Int::ZERO);
                    if !a.is_zero() {
                        r[n] += &a * x;
                    }
                }
            };
            let mut r = self.clone();
            r.eqs.iter_mut().for_each(fix);
            r.ineqs.iter_mut().for_each(fix);
            for d in r.divs.iter_mut().flatten() {
                fix(&mut d.num);
            }
            r.simplify();
            if !r.is_trivially_empty() && r.find_sample(budget)?.is_some() {
                let here = crate::set::PresburgerRelation {
                    space: self.space.clone(),
                    parts: r.with_division_locals(budget)?,
                };
                let new = here.subtract(&seen, budget)?;
                seen.parts.extend(here.parts);
                // Parts without locals first: subtracting them is cheap and often leaves
                // little (or nothing) for the parts with divisions.
                seen.parts
                    .sort_by_key(|p| (p.n_locals(), p.eqs.len() + p.ineqs.len()));
                for part in new.parts {
                    let m = part.n_cols();
                    let values = v
                        .iter()
                        .map(|x| {
                            let mut row = vec![Int::ZERO; m + 1];
                            row[m] = x.clone();
                            row
                        })
                        .collect();
                    out.push((part, values));
                }
            }
            // The next point of the box in lexicographic order (the last dim fastest).
            let mut i = nr;
            loop {
                if i == 0 {
                    return Ok(Some(out));
                }
                i -= 1;
                let (l, h) = &bounds[i];
                if max {
                    v[i] -= &Int::ONE;
                    if v[i] >= *l {
                        break;
                    }
                    v[i] = h.clone();
                } else {
                    v[i] += &Int::ONE;
                    if v[i] <= *h {
                        break;
                    }
                    v[i] = l.clone();
                }
            }
        }
    }
}

/// Whether the definition of local column `c` uses local column `target`, directly or
/// through other definitions.
fn div_uses(divs: &[Option<Div>], nv: usize, c: usize, target: usize) -> bool {
    let mut seen = vec![false; divs.len()];
    let mut stack = vec![c];
    while let Some(x) = stack.pop() {
        let Some(d) = &divs[x - nv] else { continue };
        for (y, seen_y) in seen.iter_mut().enumerate() {
            let col = nv + y;
            if d.num[col].is_zero() {
                continue;
            }
            if col == target {
                return true;
            }
            if !*seen_y {
                *seen_y = true;
                stack.push(col);
            }
        }
    }
    false
}

/// The two inequalities defining local column `col` as `floor(num / den)`:
/// `num - den*q >= 0` and `den*q - num + den - 1 >= 0`.
pub fn div_constraints(d: &Div, col: usize) -> [Row; 2] {
    let mut lo = d.num.clone();
    lo[col] -= &d.den;
    let mut hi: Row = d.num.iter().map(|x| -x).collect();
    hi[col] += &d.den;
    let last = hi.len() - 1;
    hi[last] += &d.den - &Int::ONE;
    [lo, hi]
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A row of small integers (for tests).
    pub(crate) fn row(xs: &[i64]) -> Row {
        xs.iter().map(|&x| Int::from(x)).collect()
    }

    #[test]
    fn detected_divisions_come_after_the_ones_they_use() {
        // [x] : exists (e0, e1 : 2e0 <= e1 <= 2e0 + 1 and 3e1 <= x <= 3e1 + 2 and
        // 1 <= e0 <= 2):
        // e0 = floor(e1 / 2) is only found once e1 = floor(x / 3) is, so e1 moves first.
        // (Subtraction adds a division's locals in order: with e0 first, it read e1 as a
        // constant and `0 <= x <= 20` minus this set kept points of it.)
        let mut r = IntegerRelation::universe(Space::set(1, Vec::new()));
        r.add_local(None);
        r.add_local(None);
        r.add_ineq(row(&[0, -2, 1, 0]));
        r.add_ineq(row(&[0, 2, -1, 1]));
        r.add_ineq(row(&[1, 0, -3, 0]));
        r.add_ineq(row(&[-1, 0, 3, 2]));
        r.add_ineq(row(&[0, 1, 0, -1]));
        r.add_ineq(row(&[0, -1, 0, 2]));
        r.detect_divs();
        assert_eq!(
            r.divs[0].as_ref().map(|d| d.num.clone()),
            Some(row(&[1, 0, 0, 0]))
        );
        assert_eq!(
            r.divs[1].as_ref().map(|d| d.num.clone()),
            Some(row(&[0, 1, 0, 0]))
        );
        assert!(r.ineqs.contains(&row(&[0, 0, 1, -1])));
        let mut b = Budget::default();
        let mut all = IntegerRelation::universe(Space::set(1, Vec::new()));
        all.add_ineq(row(&[1, 0]));
        all.add_ineq(row(&[-1, 20]));
        let all = crate::PresburgerRelation::from_relation(all);
        let rest = all
            .subtract(&crate::PresburgerRelation::from_relation(r), &mut b)
            .unwrap();
        for x in 0..=20i64 {
            let mut p = IntegerRelation::universe(Space::set(1, Vec::new()));
            p.add_eq(row(&[1, -x]));
            let hit = rest
                .intersect(&crate::PresburgerRelation::from_relation(p), &mut b)
                .unwrap();
            assert_eq!(
                hit.is_empty(&mut b).unwrap(),
                (6..=17).contains(&x),
                "x = {x}"
            );
        }
    }

    #[test]
    fn divisions_shed_multiples_of_the_denominator() {
        // x (one set dim), e (plain local), q = floor((x - 3e + 7) / 3) with
        // x - 3e - 3q + 6 = 0 (that is, (x - 3e + 7) mod 3 = 1) and 2x + 2e + 1 >= 0:
        // q becomes -e + 2 + floor((x + 1) / 3), e leaves the equality, and simplify
        // drops it (it only has a lower bound left).
        let mut r = IntegerRelation::universe(Space::set(1, Vec::new()));
        r.add_local(None);
        r.add_local(Some(Div {
            num: row(&[1, -3, 0, 7]),
            den: Int::from(3),
        }));
        r.add_eq(row(&[1, -3, -3, 6]));
        r.add_ineq(row(&[2, 2, 0, 1]));
        r.reduce_divs();
        assert_eq!(r.divs[1].clone().unwrap().num, row(&[1, 0, 0, 1]));
        assert_eq!(r.eqs[0], row(&[1, 0, -3, 0]));
        r.simplify();
        assert_eq!(r.n_locals(), 1);
        // The same points: the multiples of 3.
        let mut b = Budget::default();
        for x in -9..9i64 {
            let mut t = r.clone();
            t.add_eq(row(&[1, 0, -x]));
            let has = t.find_sample(&mut b).unwrap().is_some();
            assert_eq!(has, x.rem_euclid(3) == 0, "x = {x}");
        }
    }
}
