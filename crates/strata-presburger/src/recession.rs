//! Existentials along directions in which the constraints never get tighter.
//!
//! Moving a point by an integer direction `d` over the locals changes no non-local
//! column. When every equality is constant along `d` and no inequality decreases along
//! it, each inequality that increases along `d` can be dropped: from any point of the
//! other constraints, moving far enough along `d` satisfies it too, so the projection onto
//! the non-local variables stays the same. Once no inequality increases along any such
//! direction, a direction left along which every constraint is constant (an integer
//! kernel vector `d`) lets a point move both ways: a local `l` with `d_l != 0` can be
//! bounded to `0 <= l < |d_l|`. A division's two defining inequalities are opposite, so
//! both stay constant along `d` and every division definition stays true. Both steps turn
//! existentials that are unbounded (for which the parametric integer program's cuts need
//! not converge) into bounded ones.

use crate::Result;
use crate::int::Int;
use crate::relation::{IntegerRelation, div_constraints};
use crate::sample::{Row, build, column_echelon};
use crate::simplex::{Budget, Opt};

impl IntegerRelation {
    /// Drops inequalities and bounds locals as the module documentation says; the
    /// projection onto the non-local variables is unchanged. Returns whether anything
    /// changed.
    pub fn bound_free_locals(&mut self, budget: &mut Budget) -> Result<bool> {
        let nv = self.n_vars();
        let n = self.n_cols();
        if nv == n {
            return Ok(false);
        }
        let free: Vec<usize> = (nv..n).collect();
        // Division definitions as rows (they are among the inequalities; kept whatever).
        let defs: Vec<Row> = self
            .divs
            .iter()
            .enumerate()
            .filter_map(|(k, d)| d.as_ref().map(|d| div_constraints(d, nv + k)))
            .flatten()
            .collect();
        let part = |r: &Row| -> Vec<Int> { free.iter().map(|&c| r[c].clone()).collect() };
        let involved = |r: &Row| free.iter().any(|&c| !r[c].is_zero());
        let mut changed = false;
        // Inequalities that increase along some direction keeping the others.
        for _ in 0..8 {
            let k = free.len();
            // (A division's defining pair is constant along `d`: an equality here.)
            let eqs: Vec<Row> = self
                .eqs
                .iter()
                .chain(&defs)
                .filter(|r| involved(r))
                .map(|r| {
                    let mut p = part(r);
                    p.push(Int::ZERO);
                    p
                })
                .collect();
            let mut ineqs: Vec<Row> = Vec::new();
            let mut obj = vec![Int::ZERO; k];
            for r in self.ineqs.iter().filter(|r| involved(r)) {
                let p = part(r);
                for (o, a) in obj.iter_mut().zip(&p) {
                    *o += a;
                }
                let mut lo = p.clone();
                lo.push(Int::ZERO);
                let mut hi: Row = p.iter().map(|x| -x).collect();
                hi.push(Int::ONE);
                ineqs.push(lo);
                ineqs.push(hi);
            }
            if ineqs.is_empty() {
                break;
            }
            let mut lp = build(k, &eqs, &ineqs, budget)?;
            let Opt::Bounded(best, _) = lp.maximize(&obj, &Int::ZERO, budget)? else {
                break;
            };
            if !best.is_positive() {
                break;
            }
            let Some(d) = lp.rational_sample() else { break };
            // The direction scaled to integers.
            let l = d.iter().fold(Int::ONE, |acc, (_, den)| acc.lcm(den));
            let d: Vec<Int> = d.iter().map(|(x, den)| x * &l.exact_div(den)).collect();
            let before = self.ineqs.len();
            self.ineqs.retain(|r| {
                let mut s = Int::ZERO;
                for (&c, x) in free.iter().zip(&d) {
                    if !r[c].is_zero() && !x.is_zero() {
                        s += &r[c] * x;
                    }
                }
                !s.is_positive()
            });
            if self.ineqs.len() == before {
                break;
            }
            changed = true;
        }
        // Directions along which every constraint is constant.
        for _ in 0..free.len() {
            let rows: Vec<Vec<Int>> = self
                .eqs
                .iter()
                .chain(&self.ineqs)
                .chain(&defs)
                .filter(|r| involved(r))
                .map(&part)
                .collect();
            let (rank, u) = column_echelon(free.len(), &rows);
            if rank == free.len() {
                break;
            }
            budget.spend()?;
            // Kernel vector: column `rank` of u; bound its smallest non-zero entry's local.
            let Some(j) = (0..free.len())
                .filter(|&i| !u[i][rank].is_zero())
                .min_by(|&a, &b| u[a][rank].abs().cmp(&u[b][rank].abs()))
            else {
                break;
            };
            let col = free[j];
            let width = u[j][rank].abs();
            let mut lo = vec![Int::ZERO; n + 1];
            lo[col] = Int::ONE;
            if width.is_one() {
                self.eqs.push(lo);
            } else {
                let mut hi = vec![Int::ZERO; n + 1];
                hi[col] = Int::from(-1);
                hi[n] = &width - &Int::ONE;
                self.ineqs.push(lo);
                self.ineqs.push(hi);
            }
            changed = true;
        }
        Ok(changed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::relation::tests::row;
    use crate::space::Space;

    #[test]
    fn increasing_constraints_are_dropped_and_lines_bounded() {
        // [x] : exists (a, b : x + 8b + 3 = 4a and 8b + 4 <= 3c <= 8b + 6, c >= x + 4):
        // along (a, b, c) += (6, 3, 8) every row but the last is constant and the last
        // grows, so it goes; then b is bounded to [0, 2].
        let mut r = IntegerRelation::universe(Space::set(1, Vec::new()));
        for _ in 0..3 {
            r.add_local(None);
        }
        r.add_eq(row(&[1, -4, 8, 0, 3]));
        r.add_ineq(row(&[0, 0, -8, 3, -4]));
        r.add_ineq(row(&[0, 0, 8, -3, 6]));
        r.add_ineq(row(&[-1, 0, 0, 1, -4]));
        let mut b = Budget::default();
        assert!(r.bound_free_locals(&mut b).unwrap());
        assert_eq!(r.ineqs.len(), 4);
        assert!(r.ineqs.contains(&row(&[0, 0, 1, 0, 0])));
        assert!(r.ineqs.contains(&row(&[0, 0, -1, 0, 2])));
        // The same integer points of x: x = 4a - 8b - 3 for some a, i.e. x = 1 mod 4.
        for x in -8..8i64 {
            let mut s = r.clone();
            s.add_eq(row(&[1, 0, 0, 0, -x]));
            assert_eq!(
                s.find_sample(&mut b).unwrap().is_some(),
                x.rem_euclid(4) == 1,
                "x = {x}"
            );
        }
        // Nothing more to do.
        assert!(!r.bound_free_locals(&mut b).unwrap());
    }

    #[test]
    fn division_definitions_stay_true() {
        // [x] : exists (e, q = floor((x - 3e) / 4) : x - 3e - 4q = 2 and 5e >= x + 7) (a
        // `mod 4` of an existential): along (e, q) += (4, -3) the division stays, the last
        // row grows and goes; then q is bounded to [0, 2]. Every x is in the projection.
        let mut r = IntegerRelation::universe(Space::set(1, Vec::new()));
        r.add_local(None);
        r.add_local(Some(crate::relation::Div {
            num: row(&[1, -3, 0, 0]),
            den: Int::from(4),
        }));
        r.add_eq(row(&[1, -3, -4, -2]));
        r.add_ineq(row(&[-1, 5, 0, -7]));
        let mut b = Budget::default();
        assert!(r.bound_free_locals(&mut b).unwrap());
        assert!(!r.ineqs.contains(&row(&[-1, 5, 0, -7])));
        assert!(r.ineqs.contains(&row(&[0, 0, -1, 2])));
        assert!(r.divs[1].is_some());
        for x in -6..6i64 {
            let mut s = r.clone();
            s.add_eq(row(&[1, 0, 0, -x]));
            assert!(s.find_sample(&mut b).unwrap().is_some(), "x = {x}");
        }
        // Without locals nothing changes.
        let mut plain = IntegerRelation::universe(Space::set(1, Vec::new()));
        plain.add_ineq(row(&[1, 0]));
        assert!(!plain.bound_free_locals(&mut b).unwrap());
    }
}
