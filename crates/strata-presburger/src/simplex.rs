//! An exact rational simplex tableau over `Int`, with incremental constraint addition.
//!
//! The tableau keeps every unknown (a variable or a constraint's slack) either as a
//! column (non-basic, value 0) or as a row (basic) `d * u = c + sum_j a_j * col_j` with a
//! positive row denominator `d`. Variables are unrestricted; the slack of an inequality is
//! restricted to be non-negative. The invariant between operations is that every
//! restricted row has a non-negative sample value (`c >= 0`). Pivot selection follows
//! Bland's rule (smallest unknown index), so the tableau cannot cycle; every pivot also
//! draws from a [`Budget`], so no input makes it run without bound.

use crate::int::{Int, gcd_slice_with};
use crate::{Error, Result};

/// A shared work budget: every pivot and branch costs one unit.
#[derive(Clone, Debug)]
pub struct Budget {
    left: u64,
}

impl Budget {
    /// A budget of `units` operations.
    pub fn new(units: u64) -> Budget {
        Budget { left: units }
    }

    /// Units left.
    pub fn remaining(&self) -> u64 {
        self.left
    }

    /// Spends `n` units; fails (spending all that is left) when fewer are left.
    pub fn spend_n(&mut self, n: u64) -> Result<()> {
        if self.left < n {
            self.left = 0;
            return Err(Error::BudgetExceeded);
        }
        self.left -= n;
        Ok(())
    }

    /// Spends one unit; fails when the budget is exhausted.
    pub fn spend(&mut self) -> Result<()> {
        if self.left == 0 {
            return Err(Error::BudgetExceeded);
        }
        self.left -= 1;
        Ok(())
    }
}

impl Default for Budget {
    fn default() -> Budget {
        Budget::new(200_000)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pos {
    Row(usize),
    Col(usize),
}

#[derive(Clone, Debug)]
struct Unknown {
    restricted: bool,
    pos: Pos,
}

/// The outcome of optimizing an affine expression over the rational polyhedron.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Opt {
    /// The polyhedron is empty.
    Empty,
    /// The optimum is the fraction `num / den` (`den > 0`).
    Bounded(Int, Int),
    /// The expression is unbounded in the requested direction.
    Unbounded,
}

/// A rational simplex tableau (see the module documentation).
#[derive(Clone, Debug)]
pub struct Simplex {
    /// Number of columns including the constant column 0.
    ncols: usize,
    rows: Vec<Vec<Int>>,
    dens: Vec<Int>,
    row_unknown: Vec<usize>,
    col_unknown: Vec<usize>,
    unknowns: Vec<Unknown>,
    nvars: usize,
    empty: bool,
}

impl Simplex {
    /// A tableau over `nvars` unrestricted variables and no constraints.
    pub fn new(nvars: usize) -> Simplex {
        let mut col_unknown = vec![usize::MAX];
        let mut unknowns = Vec::with_capacity(nvars);
        for v in 0..nvars {
            col_unknown.push(v);
            unknowns.push(Unknown {
                restricted: false,
                pos: Pos::Col(v + 1),
            });
        }
        Simplex {
            ncols: nvars + 1,
            rows: Vec::new(),
            dens: Vec::new(),
            row_unknown: Vec::new(),
            col_unknown,
            unknowns,
            nvars,
            empty: false,
        }
    }

    /// Number of variables.
    pub fn num_vars(&self) -> usize {
        self.nvars
    }

    /// Whether the rational polyhedron is known to be empty.
    pub fn is_empty(&self) -> bool {
        self.empty
    }

    /// Adds a row for `coeffs . x + constant` (coefficients of the variables, in order);
    /// returns its unknown index.
    fn add_row(&mut self, coeffs: &[Int], constant: &Int, restricted: bool) -> usize {
        debug_assert_eq!(coeffs.len(), self.nvars);
        let mut row = vec![Int::ZERO; self.ncols];
        let mut den = Int::ONE;
        row[0] = constant.clone();
        for (v, a) in coeffs.iter().enumerate() {
            if a.is_zero() {
                continue;
            }
            match self.unknowns[v].pos {
                Pos::Col(j) => row[j] += a * &den,
                Pos::Row(r) => {
                    let dr = &self.dens[r];
                    let l = den.lcm(dr);
                    let scale_self = l.exact_div(&den);
                    if !scale_self.is_one() {
                        for x in row.iter_mut() {
                            *x *= &scale_self;
                        }
                    }
                    let scale_r = a * &l.exact_div(dr);
                    for (x, y) in row.iter_mut().zip(&self.rows[r]) {
                        if !y.is_zero() {
                            *x += &scale_r * y;
                        }
                    }
                    den = l;
                }
            }
        }
        normalize_row(&mut row, &mut den);
        let u = self.unknowns.len();
        self.unknowns.push(Unknown {
            restricted,
            pos: Pos::Row(self.rows.len()),
        });
        self.rows.push(row);
        self.dens.push(den);
        self.row_unknown.push(u);
        u
    }

    /// Adds `coeffs . x + constant >= 0`.
    pub fn add_inequality(
        &mut self,
        coeffs: &[Int],
        constant: &Int,
        budget: &mut Budget,
    ) -> Result<()> {
        if self.empty {
            return Ok(());
        }
        let u = self.add_row(coeffs, constant, true);
        let Pos::Row(r) = self.unknowns[u].pos else {
            unreachable!()
        };
        if !self.restore_row(r, budget)? {
            self.empty = true;
        }
        Ok(())
    }

    /// Adds `coeffs . x + constant = 0`.
    pub fn add_equality(
        &mut self,
        coeffs: &[Int],
        constant: &Int,
        budget: &mut Budget,
    ) -> Result<()> {
        self.add_inequality(coeffs, constant, budget)?;
        let neg: Vec<Int> = coeffs.iter().map(|a| -a).collect();
        self.add_inequality(&neg, &-constant, budget)
    }

    fn pivot(&mut self, r: usize, c: usize) {
        debug_assert!(c > 0);
        // Row r: d u_r = sum M_rj y_j; solve for y_c.
        let prc = self.rows[r][c].clone();
        let dr = std::mem::replace(&mut self.dens[r], Int::ZERO);
        let mut new_row: Vec<Int> = self.rows[r].iter().map(|x| -x).collect();
        new_row[c] = dr;
        let mut new_den = prc;
        if new_den.is_negative() {
            new_den = -new_den;
            for x in new_row.iter_mut() {
                *x = -&*x;
            }
        }
        normalize_row(&mut new_row, &mut new_den);
        for i in 0..self.rows.len() {
            if i == r || self.rows[i][c].is_zero() {
                continue;
            }
            let mic = std::mem::replace(&mut self.rows[i][c], Int::ZERO);
            let row = &mut self.rows[i];
            for (j, x) in row.iter_mut().enumerate() {
                if j == c {
                    *x = &mic * &new_row[c];
                } else {
                    let mut v = &*x * &new_den;
                    if !new_row[j].is_zero() {
                        v += &mic * &new_row[j];
                    }
                    *x = v;
                }
            }
            self.dens[i] *= &new_den;
            let mut d = std::mem::replace(&mut self.dens[i], Int::ZERO);
            normalize_row(&mut self.rows[i], &mut d);
            self.dens[i] = d;
        }
        self.rows[r] = new_row;
        self.dens[r] = new_den;
        let ur = self.row_unknown[r];
        let uc = self.col_unknown[c];
        self.row_unknown[r] = uc;
        self.col_unknown[c] = ur;
        self.unknowns[uc].pos = Pos::Row(r);
        self.unknowns[ur].pos = Pos::Col(c);
    }

    /// Finds a pivot that increases row `r`: the entering column and the leaving row
    /// (`None` when nothing limits the increase).
    fn find_pivot(&self, r: usize) -> Option<(usize, Option<usize>)> {
        let mut best_col: Option<usize> = None;
        for j in 1..self.ncols {
            let a = &self.rows[r][j];
            if a.is_zero() {
                continue;
            }
            let u = self.col_unknown[j];
            if self.unknowns[u].restricted && a.is_negative() {
                continue;
            }
            if best_col.is_none_or(|b| self.col_unknown[b] > u) {
                best_col = Some(j);
            }
        }
        let j = best_col?;
        let up = self.rows[r][j].is_positive();
        Some((j, self.limiting_row(j, up, Some(r))))
    }

    /// The restricted row that first reaches zero when column `j` moves up (or down).
    fn limiting_row(&self, j: usize, up: bool, skip: Option<usize>) -> Option<usize> {
        let mut best: Option<usize> = None;
        for i in 0..self.rows.len() {
            if Some(i) == skip || !self.unknowns[self.row_unknown[i]].restricted {
                continue;
            }
            let a = &self.rows[i][j];
            if a.is_zero() || (a.is_negative() != up) {
                continue;
            }
            // Ratio c_i / |a|.
            best = match best {
                None => Some(i),
                Some(b) => {
                    let lhs = &self.rows[i][0] * &self.rows[b][j].abs();
                    let rhs = &self.rows[b][0] * &a.abs();
                    if lhs < rhs || (lhs == rhs && self.row_unknown[i] < self.row_unknown[b]) {
                        Some(i)
                    } else {
                        Some(b)
                    }
                }
            };
        }
        best
    }

    /// Pivots until restricted row `r` is non-negative; `false` when its maximum is negative.
    fn restore_row(&mut self, mut r: usize, budget: &mut Budget) -> Result<bool> {
        let u = self.row_unknown[r];
        loop {
            if !self.rows[r][0].is_negative() {
                return Ok(true);
            }
            budget.spend()?;
            let Some((j, limit)) = self.find_pivot(r) else {
                return Ok(false);
            };
            match limit {
                None => {
                    self.pivot(r, j);
                    return Ok(true);
                }
                Some(i) => {
                    // Does row r reach zero no later than row i does?
                    let a_r = self.rows[r][j].abs();
                    let a_i = self.rows[i][j].abs();
                    let reach_r = -&self.rows[r][0] * &a_i;
                    let reach_i = &self.rows[i][0] * &a_r;
                    if reach_r <= reach_i {
                        self.pivot(r, j);
                        return Ok(true);
                    }
                    self.pivot(i, j);
                    let Pos::Row(nr) = self.unknowns[u].pos else {
                        unreachable!()
                    };
                    r = nr;
                }
            }
        }
    }

    /// Maximizes `coeffs . x + constant` over the rational polyhedron.
    pub fn maximize(&mut self, coeffs: &[Int], constant: &Int, budget: &mut Budget) -> Result<Opt> {
        if self.empty {
            return Ok(Opt::Empty);
        }
        let u = self.add_row(coeffs, constant, false);
        let result = loop {
            let Pos::Row(r) = self.unknowns[u].pos else {
                unreachable!()
            };
            budget.spend()?;
            match self.find_pivot(r) {
                None => break Opt::Bounded(self.rows[r][0].clone(), self.dens[r].clone()),
                Some((_, None)) => break Opt::Unbounded,
                Some((j, Some(i))) => self.pivot(i, j),
            }
        };
        // The objective row is unrestricted, so it never left the basis; drop it.
        let Pos::Row(r) = self.unknowns[u].pos else {
            unreachable!()
        };
        debug_assert_eq!(u, self.unknowns.len() - 1);
        self.unknowns.pop();
        let last = self.rows.len() - 1;
        self.rows.swap_remove(r);
        self.dens.swap_remove(r);
        self.row_unknown.swap_remove(r);
        if r != last {
            let moved = self.row_unknown[r];
            self.unknowns[moved].pos = Pos::Row(r);
        }
        Ok(result)
    }

    /// Minimizes `coeffs . x + constant`; the result is reported as for `maximize`.
    pub fn minimize(&mut self, coeffs: &[Int], constant: &Int, budget: &mut Budget) -> Result<Opt> {
        let neg: Vec<Int> = coeffs.iter().map(|a| -a).collect();
        Ok(match self.maximize(&neg, &-constant, budget)? {
            Opt::Bounded(n, d) => Opt::Bounded(-n, d),
            o => o,
        })
    }

    /// The current rational sample point as (numerator, denominator) per variable.
    pub fn rational_sample(&self) -> Option<Vec<(Int, Int)>> {
        if self.empty {
            return None;
        }
        Some(
            (0..self.nvars)
                .map(|v| match self.unknowns[v].pos {
                    Pos::Col(_) => (Int::ZERO, Int::ONE),
                    Pos::Row(r) => {
                        let (n, d) = (&self.rows[r][0], &self.dens[r]);
                        let g = n.gcd(d);
                        if g.is_one() || g.is_zero() {
                            (n.clone(), d.clone())
                        } else {
                            (n.exact_div(&g), d.exact_div(&g))
                        }
                    }
                })
                .collect(),
        )
    }

    /// An integer point of the polyhedron, assuming it is bounded.
    ///
    /// Depth-first search: at each node, if the rational sample is integral it is the
    /// answer; otherwise the unfixed variable with the fewest integer values (by two LPs)
    /// is fixed to each of its values in turn. Every node costs one budget unit.
    /// Plain branch and bound: slow on long thin polyhedra; [`crate::sample`] uses
    /// [`crate::gbr::sample_bounded`] instead.
    pub fn integer_sample_bounded(&self, budget: &mut Budget) -> Result<Option<Vec<Int>>> {
        enum Frame {
            Node(Simplex, Vec<bool>),
            Range(Simplex, Vec<bool>, usize, Int, Int),
        }
        let n = self.nvars;
        let mut stack = vec![Frame::Node(self.clone(), vec![false; n])];
        while let Some(frame) = stack.pop() {
            budget.spend()?;
            let (mut s, fixed) = match frame {
                Frame::Node(s, fixed) => (s, fixed),
                Frame::Range(base, fixed, v, cur, hi) => {
                    if cur < hi {
                        stack.push(Frame::Range(
                            base.clone(),
                            fixed.clone(),
                            v,
                            &cur + &Int::ONE,
                            hi,
                        ));
                    }
                    let mut child = base;
                    let mut e = vec![Int::ZERO; n];
                    e[v] = Int::ONE;
                    child.add_equality(&e, &-cur, budget)?;
                    let mut fixed = fixed;
                    fixed[v] = true;
                    (child, fixed)
                }
            };
            let Some(sample) = s.rational_sample() else {
                continue;
            };
            if sample.iter().all(|(_, d)| d.is_one()) {
                return Ok(Some(sample.into_iter().map(|(n, _)| n).collect()));
            }
            // The unfixed variable with the smallest integer range.
            let mut best: Option<(usize, Int, Int)> = None;
            let mut empty = false;
            for v in 0..n {
                if fixed[v] {
                    continue;
                }
                let mut e = vec![Int::ZERO; n];
                e[v] = Int::ONE;
                let lo = match s.minimize(&e, &Int::ZERO, budget)? {
                    Opt::Bounded(num, den) => num.ceil_div(&den),
                    _ => {
                        return Err(Error::Internal(
                            "integer search over an unbounded polyhedron".into(),
                        ));
                    }
                };
                let hi = match s.maximize(&e, &Int::ZERO, budget)? {
                    Opt::Bounded(num, den) => num.floor_div(&den),
                    _ => {
                        return Err(Error::Internal(
                            "integer search over an unbounded polyhedron".into(),
                        ));
                    }
                };
                if lo > hi {
                    empty = true;
                    break;
                }
                let w = &hi - &lo;
                if best.as_ref().is_none_or(|(_, l, h)| w < h - l) {
                    best = Some((v, lo, hi));
                }
            }
            if empty {
                continue;
            }
            let Some((v, lo, hi)) = best else {
                return Err(Error::Internal(
                    "all variables fixed but the sample is not integral".into(),
                ));
            };
            stack.push(Frame::Range(s, fixed, v, lo, hi));
        }
        Ok(None)
    }
}

/// Divides a row and its denominator by their common gcd.
fn normalize_row(row: &mut [Int], den: &mut Int) {
    if den.is_one() {
        return;
    }
    let g = gcd_slice_with(den, row);
    if g.is_zero() || g.is_one() {
        return;
    }
    for x in row.iter_mut() {
        if !x.is_zero() {
            *x = x.exact_div(&g);
        }
    }
    *den = den.exact_div(&g);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(xs: &[i64]) -> Vec<Int> {
        xs.iter().map(|&x| Int::from(x)).collect()
    }

    #[test]
    fn triangle_optimum() {
        // x >= 0, y >= 0, x + y <= 3/2 (2x + 2y <= 3)
        let mut b = Budget::default();
        let mut s = Simplex::new(2);
        s.add_inequality(&v(&[1, 0]), &Int::ZERO, &mut b).unwrap();
        s.add_inequality(&v(&[0, 1]), &Int::ZERO, &mut b).unwrap();
        s.add_inequality(&v(&[-2, -2]), &Int::from(3), &mut b)
            .unwrap();
        assert!(!s.is_empty());
        assert_eq!(
            s.maximize(&v(&[1, 0]), &Int::ZERO, &mut b).unwrap(),
            Opt::Bounded(Int::from(3), Int::from(2))
        );
        assert_eq!(
            s.minimize(&v(&[1, 1]), &Int::ZERO, &mut b).unwrap(),
            Opt::Bounded(Int::ZERO, Int::ONE)
        );
        assert_eq!(
            s.maximize(&v(&[-1, 0]), &Int::ZERO, &mut b).unwrap(),
            Opt::Bounded(Int::ZERO, Int::ONE)
        );
        let p = s.integer_sample_bounded(&mut b).unwrap().unwrap();
        assert!(p[0] >= Int::ZERO && p[1] >= Int::ZERO && &p[0] + &p[1] <= Int::ONE);
    }

    #[test]
    fn rational_but_not_integer() {
        // 1 <= 3x <= 2 is rationally feasible, integrally empty.
        let mut b = Budget::default();
        let mut s = Simplex::new(1);
        s.add_inequality(&v(&[3]), &Int::from(-1), &mut b).unwrap();
        s.add_inequality(&v(&[-3]), &Int::from(2), &mut b).unwrap();
        assert!(!s.is_empty());
        assert_eq!(s.integer_sample_bounded(&mut b).unwrap(), None);
    }

    #[test]
    fn infeasible_and_unbounded() {
        let mut b = Budget::default();
        let mut s = Simplex::new(2);
        s.add_inequality(&v(&[1, -1]), &Int::ZERO, &mut b).unwrap();
        assert_eq!(
            s.maximize(&v(&[1, 0]), &Int::ZERO, &mut b).unwrap(),
            Opt::Unbounded
        );
        s.add_inequality(&v(&[-1, 1]), &Int::from(-1), &mut b)
            .unwrap();
        assert!(s.is_empty());
    }
}
