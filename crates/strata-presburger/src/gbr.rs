//! Integer sample points of bounded polyhedra: branch and bound over directions chosen by
//! generalized basis reduction (Lovász–Scarf, as in Cook et al. and MLIR's Presburger
//! library).
//!
//! Every node of the search is the polyhedron with some equalities `d . x = t` added. At a
//! node whose rational sample is not integral, the search branches on a primitive integer
//! direction `d` of positive rational width: one child per integer value of `d . x` between
//! its rational minimum and maximum. Each child has a smaller affine dimension, so the depth
//! is at most the number of variables, and every integer point lies in some child, so the
//! search is exact. The direction is a unit vector when one has few integer values;
//! otherwise a generalized basis reduction of the integer lattice with respect to the
//! polyhedron's width finds a direction of (nearly) minimal width. That makes thin but long
//! polyhedra (`1 <= 3x - 5y <= 2` over a large box, skewed lattices, huge coefficients)
//! take a handful of nodes where branching on the variables takes as many nodes as the box
//! is long. All arithmetic is exact ([`Int`]); every node and every linear program draws
//! from the [`Budget`].

use crate::int::Int;
use crate::sample::Row;
use crate::simplex::{Budget, Opt, Simplex};
use crate::{Error, Result};

/// Unit directions with at most this many integer values are branched on directly, without
/// a basis reduction.
const UNIT_DIRECT: i64 = 16;

/// A rational number `num / den` with `den > 0`.
#[derive(Clone, Debug)]
struct Q {
    num: Int,
    den: Int,
}

impl Q {
    fn lt(&self, o: &Q) -> bool {
        &self.num * &o.den < &o.num * &self.den
    }
}

fn bounded(o: Opt) -> Result<Q> {
    match o {
        Opt::Bounded(num, den) => Ok(Q { num, den }),
        Opt::Empty => Ok(Q {
            num: Int::ZERO,
            den: Int::ONE,
        }),
        Opt::Unbounded => Err(Error::Internal(
            "integer search over an unbounded polyhedron".into(),
        )),
    }
}

/// The rational range of `d . x` over the polyhedron of `s`: (min, max).
fn range(s: &mut Simplex, d: &[Int], budget: &mut Budget) -> Result<(Q, Q)> {
    let lo = bounded(s.minimize(d, &Int::ZERO, budget)?)?;
    let hi = bounded(s.maximize(d, &Int::ZERO, budget)?)?;
    Ok((lo, hi))
}

/// An integer point of the bounded polyhedron `eqs`/`ineqs` over `nvars` variables, whose
/// tableau is `root`; `None` when it has none.
pub fn sample_bounded(
    nvars: usize,
    eqs: &[Row],
    ineqs: &[Row],
    root: &Simplex,
    budget: &mut Budget,
) -> Result<Option<Vec<Int>>> {
    enum Frame {
        Node(Simplex, Vec<Row>),
        /// Children `d . x = t` for `t` in `cur..=hi`.
        Range(Simplex, Vec<Row>, Vec<Int>, Int, Int),
    }
    let n = nvars;
    let mut stack = vec![Frame::Node(root.clone(), Vec::new())];
    while let Some(frame) = stack.pop() {
        budget.spend()?;
        let (mut s, extra) = match frame {
            Frame::Node(s, extra) => (s, extra),
            Frame::Range(base, extra, d, cur, hi) => {
                if cur < hi {
                    stack.push(Frame::Range(
                        base.clone(),
                        extra.clone(),
                        d.clone(),
                        &cur + &Int::ONE,
                        hi,
                    ));
                }
                let mut child = base;
                child.add_equality(&d, &-&cur, budget)?;
                let mut extra = extra;
                let mut row = d;
                row.push(-cur);
                extra.push(row);
                (child, extra)
            }
        };
        let Some(sample) = s.rational_sample() else {
            continue;
        };
        if sample.iter().all(|(_, d)| d.is_one()) {
            return Ok(Some(sample.into_iter().map(|(n, _)| n).collect()));
        }
        // Often the rounded rational sample is a point.
        let two = Int::from(2);
        let rounded: Vec<Int> = sample
            .iter()
            .map(|(n, d)| (&(n * &two) + d).floor_div(&(d * &two)))
            .collect();
        if crate::sample::satisfies(&rounded, eqs, ineqs)
            && crate::sample::satisfies(&rounded, &extra, &[])
        {
            return Ok(Some(rounded));
        }
        // The unit direction of positive width with the fewest integer values.
        let mut best: Option<(Vec<Int>, Int, Int)> = None;
        let mut empty = false;
        for v in 0..n {
            let mut e = vec![Int::ZERO; n];
            e[v] = Int::ONE;
            let (lo, hi) = range(&mut s, &e, budget)?;
            let (ilo, ihi) = (lo.num.ceil_div(&lo.den), hi.num.floor_div(&hi.den));
            if ilo > ihi {
                empty = true;
                break;
            }
            if !lo.lt(&hi) {
                continue;
            }
            if best.as_ref().is_none_or(|(_, l, h)| &ihi - &ilo < h - l) {
                best = Some((e, ilo, ihi));
            }
        }
        if empty {
            continue;
        }
        let Some(mut best) = best else {
            // A single rational point that is not integral.
            continue;
        };
        if &best.2 - &best.1 >= Int::from(UNIT_DIRECT) {
            let mut all = eqs.to_vec();
            all.extend(extra.iter().cloned());
            // The reduced basis: directions in which the polyhedron is flat come first;
            // a flat direction with a fractional value proves emptiness.
            let mut pruned = false;
            for d in reduced_basis(n, &all, ineqs, budget)? {
                let (lo, hi) = range(&mut s, &d, budget)?;
                let (ilo, ihi) = (lo.num.ceil_div(&lo.den), hi.num.floor_div(&hi.den));
                if ilo > ihi {
                    pruned = true;
                    break;
                }
                if lo.lt(&hi) {
                    if &ihi - &ilo < &best.2 - &best.1 {
                        best = (d, ilo, ihi);
                    }
                    break;
                }
            }
            if pruned {
                continue;
            }
        }
        let (d, lo, hi) = best;
        stack.push(Frame::Range(s, extra, d, lo, hi));
    }
    Ok(None)
}

/// The difference body of the polyhedron, `{ (x, y) : x, y in P }`, as a tableau over `2n`
/// variables; widths are maxima of `d . (x - y)` over it.
fn difference_body(n: usize, eqs: &[Row], ineqs: &[Row], budget: &mut Budget) -> Result<Simplex> {
    let mut s = Simplex::new(2 * n);
    let zeros = vec![Int::ZERO; n];
    for (k, r) in eqs.iter().chain(ineqs.iter()).enumerate() {
        let is_eq = k < eqs.len();
        for half in 0..2 {
            let mut c = Vec::with_capacity(2 * n);
            if half == 0 {
                c.extend_from_slice(&r[..n]);
                c.extend_from_slice(&zeros);
            } else {
                c.extend_from_slice(&zeros);
                c.extend_from_slice(&r[..n]);
            }
            if is_eq {
                s.add_equality(&c, &r[n], budget)?;
            } else {
                s.add_inequality(&c, &r[n], budget)?;
            }
        }
    }
    Ok(s)
}

fn diff_coeffs(d: &[Int]) -> Vec<Int> {
    let mut c = d.to_vec();
    c.extend(d.iter().map(|x| -x));
    c
}

/// The generalized basis reduction's widths: `F_i(d)`, the width of `d` over the polyhedron
/// when the values of the first `i` basis vectors are held fixed.
struct Widths {
    /// `levels[i]`: the difference body with `b_j . (x - y) = 0` for `j < i`.
    levels: Vec<Simplex>,
}

impl Widths {
    fn width(&mut self, i: usize, d: &[Int], budget: &mut Budget) -> Result<Q> {
        bounded(self.levels[i].maximize(&diff_coeffs(d), &Int::ZERO, budget)?)
    }

    /// Rebuilds the levels above `i` for the basis `b`.
    fn truncate(&mut self, i: usize) {
        self.levels.truncate(i + 1);
    }

    fn ensure(&mut self, upto: usize, b: &[Vec<Int>], budget: &mut Budget) -> Result<()> {
        while self.levels.len() <= upto {
            let j = self.levels.len() - 1;
            let mut s = self.levels[j].clone();
            s.add_equality(&diff_coeffs(&b[j]), &Int::ZERO, budget)?;
            self.levels.push(s);
        }
        Ok(())
    }
}

/// A generalized-basis-reduced basis of the integer lattice for the polyhedron's width
/// (directions in which the polyhedron is flat sort first: they have width zero).
fn reduced_basis(
    n: usize,
    eqs: &[Row],
    ineqs: &[Row],
    budget: &mut Budget,
) -> Result<Vec<Vec<Int>>> {
    let mut b: Vec<Vec<Int>> = (0..n)
        .map(|i| (0..n).map(|j| Int::from((i == j) as i64)).collect())
        .collect();
    let mut w = Widths {
        levels: vec![difference_body(n, eqs, ineqs, budget)?],
    };
    let mut i = 0;
    // Any unimodular basis keeps the search exact; a bounded number of reduction steps
    // keeps huge coefficients from making the reduction itself the expensive part.
    let mut steps = 0;
    while i + 1 < n && steps < 4 * n + 4 {
        steps += 1;
        budget.spend()?;
        w.ensure(i, &b, budget)?;
        // The integer mu minimizing F_i(b_{i+1} + mu b_i) (a convex function of mu).
        let mu = {
            let (bi, bn) = (b[i].clone(), b[i + 1].clone());
            let mut f = |mu: &Int, budget: &mut Budget| -> Result<Q> {
                let d: Vec<Int> = bn.iter().zip(&bi).map(|(x, y)| x + &(mu * y)).collect();
                w.width(i, &d, budget)
            };
            convex_argmin(&mut f, budget)?
        };
        if !mu.is_zero() {
            let bi = b[i].clone();
            for (x, y) in b[i + 1].iter_mut().zip(&bi) {
                *x += &mu * y;
            }
            w.truncate(i);
        }
        let fi = w.width(i, &b[i], budget)?;
        let fn_ = w.width(i, &b[i + 1], budget)?;
        // Swap when F_i(b_{i+1}) < 3/4 F_i(b_i).
        let lhs = &(&fn_.num * &fi.den) * &Int::from(4);
        let rhs = &(&fi.num * &fn_.den) * &Int::from(3);
        if lhs < rhs {
            b.swap(i, i + 1);
            w.truncate(i);
            i = i.saturating_sub(1);
        } else {
            i += 1;
        }
    }
    Ok(b)
}

/// An integer minimizer of a convex function over the integers (bounded below).
fn convex_argmin(
    f: &mut impl FnMut(&Int, &mut Budget) -> Result<Q>,
    budget: &mut Budget,
) -> Result<Int> {
    let f0 = f(&Int::ZERO, budget)?;
    let f1 = f(&Int::ONE, budget)?;
    let sign = if f1.lt(&f0) {
        Int::ONE
    } else {
        let fm = f(&Int::from(-1), budget)?;
        if fm.lt(&f0) {
            Int::from(-1)
        } else {
            return Ok(Int::ZERO);
        }
    };
    // Gallop: f(sign*k) decreases at least up to k; find k with f(2k) >= f(k).
    let mut k = Int::ONE;
    let mut fk = if sign.is_one() {
        f1
    } else {
        f(&Int::from(-1), budget)?
    };
    loop {
        budget.spend()?;
        let k2 = &k * &Int::from(2);
        let f2 = f(&(&sign * &k2), budget)?;
        if !f2.lt(&fk) {
            break;
        }
        k = k2;
        fk = f2;
    }
    // The minimizer is in [k, 2k]: the smallest m with f(m + 1) >= f(m).
    let (mut lo, mut hi) = (k.clone(), &k * &Int::from(2));
    while lo < hi {
        budget.spend()?;
        let m = (&lo + &hi).floor_div(&Int::from(2));
        let fm = f(&(&sign * &m), budget)?;
        let fm1 = f(&(&sign * &(&m + &Int::ONE)), budget)?;
        if fm1.lt(&fm) {
            lo = &m + &Int::ONE;
        } else {
            hi = m;
        }
    }
    Ok(&sign * &lo)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sample::{build, find_integer_sample, satisfies};

    fn row(xs: &[i64]) -> Row {
        xs.iter().map(|&x| Int::from(x)).collect()
    }

    fn sample(n: usize, eqs: &[Row], ineqs: &[Row], units: u64) -> Result<Option<Vec<Int>>> {
        let mut b = Budget::new(units);
        let r = find_integer_sample(n, eqs, ineqs, &mut b)?;
        if let Some(x) = &r {
            assert!(satisfies(x, eqs, ineqs));
        }
        Ok(r)
    }

    /// `lo <= a x + b y <= hi` within `|x|, |y| <= box`.
    fn band(a: i64, b: i64, lo: i64, hi: i64, bx: i64) -> Vec<Row> {
        vec![
            row(&[a, b, -lo]),
            row(&[-a, -b, hi]),
            row(&[1, 0, bx]),
            row(&[-1, 0, bx]),
            row(&[0, 1, bx]),
            row(&[0, -1, bx]),
        ]
    }

    #[test]
    fn thin_parallelograms_are_decided_with_few_nodes() {
        // 1 <= 3x - 5y <= 2 has points; 3x - 6y in [1, 2] does not; both over a huge box.
        let big = 1_000_000_000;
        assert!(
            sample(2, &[], &band(3, -5, 1, 2, big), 2_000)
                .unwrap()
                .is_some()
        );
        assert_eq!(
            sample(2, &[], &band(3, -6, 1, 2, big), 2_000).unwrap(),
            None
        );
        assert_eq!(
            sample(2, &[], &band(7, 14, 1, 6, big), 2_000).unwrap(),
            None
        );
        // 2 <= 3x - 5y <= 2 with x = 4z + 1: points exist (x = 9, y = 5, z = 2).
        let mut ineqs: Vec<Row> = band(3, -5, 2, 2, big)
            .into_iter()
            .map(|mut r| {
                r.insert(2, Int::ZERO);
                r
            })
            .collect();
        let eqs = vec![row(&[1, 0, -4, -1])];
        assert!(sample(3, &eqs, &ineqs, 2_000).unwrap().is_some());
        // With x = 5z + 1 instead: 3x - 5y = 15z + 3 - 5y = 2 needs 5 | 1: none.
        ineqs.push(row(&[0, 0, 1, big]));
        let eqs = vec![row(&[1, 0, -5, -1])];
        assert_eq!(sample(3, &eqs, &ineqs, 2_000).unwrap(), None);
    }

    #[test]
    fn skewed_lattice_sliver_is_empty() {
        // Two nearly parallel constraints 1000 x - 1001 y >= 1 and -999 x + 1000 y >= 1
        // bound a long thin triangle; with x <= 10^6 it has integer points or not exactly as
        // brute force along its short direction says.
        let ineqs = vec![
            row(&[1000, -1001, -1]),
            row(&[-999, 1000, -1]),
            row(&[-1, 0, 1_000_000]),
        ];
        let r = sample(2, &[], &ineqs, 5_000).unwrap();
        if let Some(x) = r {
            assert!(satisfies(&x, &[], &ineqs));
        }
        // The sliver 0 < 13 x - 21 y < 1 in disguise: 1 <= 13x - 21y <= 1 has points,
        // 13 x - 21 y scaled: 1 <= 26 x - 42 y <= 1 has none.
        let big = 1 << 40;
        assert!(
            sample(2, &[], &band(13, -21, 1, 1, big), 2_000)
                .unwrap()
                .is_some()
        );
        assert_eq!(
            sample(2, &[], &band(26, -42, 1, 1, big), 2_000).unwrap(),
            None
        );
    }

    #[test]
    fn large_coefficients_up_to_2_pow_62() {
        let c = 1i64 << 62;
        // 1 <= c x - c y <= c - 1: no integer point (c x - c y is a multiple of c).
        let ineqs = vec![
            row(&[c, -c, -1]),
            row(&[-c, c, c - 1]),
            row(&[1, 0, 1 << 30]),
            row(&[-1, 0, 1 << 30]),
            row(&[0, 1, 1 << 30]),
            row(&[0, -1, 1 << 30]),
        ];
        assert_eq!(sample(2, &[], &ineqs, 5_000).unwrap(), None);
        // 1 <= c x - (c - 1) y <= 1 has points (gcd 1) far from the origin.
        let ineqs = vec![
            row(&[c, -(c - 1), -1]),
            row(&[-c, c - 1, 1]),
            row(&[1, 0, 1 << 20]),
            row(&[-1, 0, 1 << 20]),
            row(&[0, 1, 1 << 20]),
            row(&[0, -1, 1 << 20]),
        ];
        assert!(sample(2, &[], &ineqs, 5_000).unwrap().is_some());
    }

    #[test]
    fn three_dimensional_thin_slab() {
        // 1 <= 2x + 4y - 6z <= 1 is empty (even left side), in a big box.
        let big = 1 << 30;
        let mut ineqs = vec![row(&[2, 4, -6, -1]), row(&[-2, -4, 6, 1])];
        for v in 0..3 {
            let mut lo = vec![0i64; 4];
            lo[v] = 1;
            lo[3] = big;
            let mut hi = vec![0i64; 4];
            hi[v] = -1;
            hi[3] = big;
            ineqs.push(row(&lo));
            ineqs.push(row(&hi));
        }
        assert_eq!(sample(3, &[], &ineqs, 2_000).unwrap(), None);
        // 3 <= 2x + 5y - 7z <= 4 and 0 <= x - y - z <= 0 over the box has points.
        ineqs[0] = row(&[2, 5, -7, -3]);
        ineqs[1] = row(&[-2, -5, 7, 4]);
        ineqs.push(row(&[1, -1, -1, 0]));
        ineqs.push(row(&[-1, 1, 1, 0]));
        assert!(sample(3, &[], &ineqs, 5_000).unwrap().is_some());
    }

    #[test]
    fn agrees_with_enumeration_on_small_polytopes() {
        // Random small polytopes: the search finds a point exactly when brute force does.
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = |m: i64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % (2 * m as u64 + 1)) as i64 - m
        };
        for _ in 0..300 {
            let mut ineqs = vec![
                row(&[1, 0, 6]),
                row(&[-1, 0, 6]),
                row(&[0, 1, 6]),
                row(&[0, -1, 6]),
            ];
            for _ in 0..3 {
                ineqs.push(row(&[next(7), next(7), next(20)]));
            }
            let brute = (-6..=6).any(|x| {
                (-6..=6).any(|y| {
                    ineqs.iter().all(|r| {
                        r[0].to_i64().unwrap() * x
                            + r[1].to_i64().unwrap() * y
                            + r[2].to_i64().unwrap()
                            >= 0
                    })
                })
            });
            let mut b = Budget::default();
            let s = build(2, &[], &ineqs, &mut b).unwrap();
            let got = sample_bounded(2, &[], &ineqs, &s, &mut b).unwrap();
            assert_eq!(got.is_some(), brute, "{ineqs:?}");
        }
    }
}
