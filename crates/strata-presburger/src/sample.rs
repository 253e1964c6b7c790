//! Exact integer sample points of a polyhedron, bounded or not.
//!
//! A bounded polyhedron is searched by branch and bound over directions from a generalized
//! basis reduction ([`crate::gbr`]). An
//! unbounded one is split, after a unimodular change of coordinates, into the directions
//! in which it is bounded (searched as above) and a full-dimensional cone in the others,
//! which always holds an integer point: shrink the cone so that rounding any rational
//! point of it up stays inside, take a rational point, round up. (The same decomposition
//! MLIR's `IntegerRelation::findIntegerSample` describes.)

use crate::int::{Int, gcd_slice};
use crate::relation::Div;
use crate::simplex::{Budget, Opt, Simplex};
use crate::{Error, Result};

/// A constraint row: coefficients of the variables followed by the constant.
pub type Row = Vec<Int>;

/// Finds an integer point `x` (length `nvars`) with `eq . (x,1) = 0` for every equality
/// row and `ineq . (x,1) >= 0` for every inequality row, or `None` when there is none.
pub fn find_integer_sample(
    nvars: usize,
    eqs: &[Row],
    ineqs: &[Row],
    budget: &mut Budget,
) -> Result<Option<Vec<Int>>> {
    find_integer_sample_divs(nvars, eqs, ineqs, &[], budget)
}

/// The most points of a box that [`box_points`] enumerates.
pub const BOX_LIMIT: u64 = 1024;

/// As [`find_integer_sample`], where the last `divs.len()` columns are divisions: the
/// constraints imply that column `nvars - divs.len() + k` is `floor(num_k / den_k)`, and
/// `num_k` involves only earlier columns. Then a polyhedron whose other columns range
/// over a small box is decided by enumerating that box ([`box_points`]) before the
/// branch-and-bound search.
pub fn find_integer_sample_divs(
    nvars: usize,
    eqs: &[Row],
    ineqs: &[Row],
    divs: &[Div],
    budget: &mut Budget,
) -> Result<Option<Vec<Int>>> {
    // The gcd test on equalities.
    for e in eqs {
        let g = gcd_slice(&e[..nvars]);
        if g.is_zero() {
            if !e[nvars].is_zero() {
                return Ok(None);
            }
        } else if !e[nvars].floor_mod(&g).is_zero() {
            return Ok(None);
        }
    }
    let simplex = build(nvars, eqs, ineqs, budget)?;
    if simplex.is_empty() {
        return Ok(None);
    }
    // The common case: the rational sample is already integral.
    if let Some(x) = simplex.rational_sample() {
        if x.iter().all(|(_, d)| d.is_one()) {
            return Ok(Some(x.into_iter().map(|(n, _)| n).collect()));
        }
        // Or the rounded one is a point.
        let two = Int::from(2);
        let rounded: Vec<Int> = x
            .iter()
            .map(|(n, d)| (&(n * &two) + d).floor_div(&(d * &two)))
            .collect();
        if satisfies(&rounded, eqs, ineqs) {
            return Ok(Some(rounded));
        }
    }
    if !divs.is_empty()
        && let Some(points) =
            box_points(nvars, divs, eqs, ineqs, &mut simplex.clone(), true, budget)?
    {
        return Ok(points.into_iter().next());
    }
    // Directions in which the set is bounded: equalities and the implicit equalities of
    // the recession cone.
    let zero_const = |r: &Row| -> Row {
        let mut r = r.clone();
        r[nvars] = Int::ZERO;
        r
    };
    let cone_eqs: Vec<Row> = eqs.iter().map(zero_const).collect();
    let cone_ineqs: Vec<Row> = ineqs.iter().map(zero_const).collect();
    let mut cone = build(nvars, &cone_eqs, &cone_ineqs, budget)?;
    let mut dirs: Vec<Vec<Int>> = eqs.iter().map(|e| e[..nvars].to_vec()).collect();
    for r in &cone_ineqs {
        if r[..nvars].iter().all(Int::is_zero) {
            continue;
        }
        if let Opt::Bounded(..) = cone.maximize(&r[..nvars], &Int::ZERO, budget)? {
            dirs.push(r[..nvars].to_vec());
        }
    }
    let (rank, u) = column_echelon(nvars, &dirs);
    if rank == nvars {
        return crate::gbr::sample_bounded(nvars, eqs, ineqs, &simplex, budget);
    }
    // Change of coordinates x = U y.
    let transform = |r: &Row| -> Row {
        let mut out = vec![Int::ZERO; nvars + 1];
        for (j, o) in out.iter_mut().enumerate().take(nvars) {
            for (i, a) in r[..nvars].iter().enumerate() {
                if !a.is_zero() && !u[i][j].is_zero() {
                    *o += a * &u[i][j];
                }
            }
        }
        out[nvars] = r[nvars].clone();
        out
    };
    let t_eqs: Vec<Row> = eqs.iter().map(transform).collect();
    let t_ineqs: Vec<Row> = ineqs.iter().map(transform).collect();
    let bounded_only = |r: &Row| r[rank..nvars].iter().all(Int::is_zero);
    let restrict = |r: &Row| -> Row {
        let mut out = r[..rank].to_vec();
        out.push(r[nvars].clone());
        out
    };
    let b_eqs: Vec<Row> = t_eqs
        .iter()
        .filter(|r| bounded_only(r))
        .map(restrict)
        .collect();
    let b_ineqs: Vec<Row> = t_ineqs
        .iter()
        .filter(|r| bounded_only(r))
        .map(restrict)
        .collect();
    let bounded = build(rank, &b_eqs, &b_ineqs, budget)?;
    let Some(yb) = crate::gbr::sample_bounded(rank, &b_eqs, &b_ineqs, &bounded, budget)? else {
        return Ok(None);
    };
    // The cone in the remaining coordinates, shrunk.
    let nu = nvars - rank;
    let mut cone_rows: Vec<Row> = Vec::new();
    for r in &t_ineqs {
        if bounded_only(r) {
            continue;
        }
        let mut c = r[nvars].clone();
        for (a, y) in r[..rank].iter().zip(&yb) {
            c += a * y;
        }
        let mut out: Row = r[rank..nvars].to_vec();
        for a in &out {
            if a.is_negative() {
                c += a;
            }
        }
        out.push(c);
        cone_rows.push(out);
    }
    let shrunk = build(nu, &[], &cone_rows, budget)?;
    let Some(rat) = shrunk.rational_sample() else {
        return Err(Error::Internal(
            "the shrunken cone of an unbounded polyhedron is empty".into(),
        ));
    };
    let mut y: Vec<Int> = yb;
    y.extend(rat.iter().map(|(n, d)| n.ceil_div(d)));
    let x: Vec<Int> = (0..nvars)
        .map(|i| {
            let mut s = Int::ZERO;
            for (j, yj) in y.iter().enumerate() {
                if !u[i][j].is_zero() {
                    s += &u[i][j] * yj;
                }
            }
            s
        })
        .collect();
    debug_assert!(satisfies(&x, eqs, ineqs));
    if !satisfies(&x, eqs, ineqs) {
        return Err(Error::Internal(
            "integer sample does not satisfy the constraints".into(),
        ));
    }
    Ok(Some(x))
}

/// How [`box_points`] gets a column's value.
enum Step {
    /// Enumerated over its rational range.
    Enum(usize),
    /// A division (index among the divisions) of columns known before it.
    Div(usize),
    /// From an equality row with coefficient +-1 on the column.
    Eq(usize, usize),
}

/// The order in which [`box_points`] fills the columns: divisions and columns that an
/// equality with a unit coefficient defines are computed as soon as the columns they
/// involve are known; otherwise the first unknown non-division column is enumerated.
fn fill_order(nvars: usize, divs: &[Div], eqs: &[Row]) -> Vec<Step> {
    let nv = nvars - divs.len();
    let mut known = vec![false; nvars];
    let mut order = Vec::with_capacity(nvars);
    let others_known = |row: &Row, skip: usize, known: &[bool]| {
        row[..nvars]
            .iter()
            .enumerate()
            .all(|(j, a)| j == skip || a.is_zero() || known[j])
    };
    while order.len() < nvars {
        let mut progress = false;
        for (k, d) in divs.iter().enumerate() {
            if !known[nv + k] && others_known(&d.num, nv + k, &known) {
                known[nv + k] = true;
                order.push(Step::Div(k));
                progress = true;
            }
        }
        for v in 0..nv {
            if known[v] {
                continue;
            }
            if let Some(e) = eqs
                .iter()
                .position(|r| r[v].abs().is_one() && others_known(r, v, &known))
            {
                known[v] = true;
                order.push(Step::Eq(v, e));
                progress = true;
            }
        }
        if !progress {
            let Some(v) = (0..nv).find(|&v| !known[v]) else {
                // Only divisions of unknown columns remain: cannot happen when every
                // division involves earlier columns only.
                break;
            };
            known[v] = true;
            order.push(Step::Enum(v));
        }
    }
    order
}

/// The integer points of a polyhedron whose last `divs.len()` columns are divisions of the
/// earlier ones (as for [`find_integer_sample_divs`]), by enumeration: the columns that
/// neither a division nor an equality with a unit coefficient fixes range over a box
/// (each over its rational range, from `lp`, a tableau of the same constraints); each
/// point of the box gets the other columns' values and is kept when it satisfies every
/// constraint. Every integer point of the polyhedron is in the box and has those values,
/// so the list is complete (with `first`: stops at the first point). `None` when the box
/// is unbounded or has more than [`BOX_LIMIT`] points.
pub fn box_points(
    nvars: usize,
    divs: &[Div],
    eqs: &[Row],
    ineqs: &[Row],
    lp: &mut Simplex,
    first: bool,
    budget: &mut Budget,
) -> Result<Option<Vec<Vec<Int>>>> {
    if lp.is_empty() {
        return Ok(Some(Vec::new()));
    }
    let order = fill_order(nvars, divs, eqs);
    if order.len() < nvars {
        return Ok(None);
    }
    let enumerated: Vec<usize> = order
        .iter()
        .filter_map(|s| match s {
            Step::Enum(v) => Some(*v),
            _ => None,
        })
        .collect();
    let (bounds, count) = match integer_box(lp, nvars, &enumerated, BOX_LIMIT, budget)? {
        Some(IntegerBox::Empty) => return Ok(Some(Vec::new())),
        Some(IntegerBox::Bounds(bounds, count)) => (bounds, count),
        None => return Ok(None),
    };
    budget.spend_n(count)?;
    let value = |r: &Row, pt: &[Int]| {
        let mut s = r[nvars].clone();
        for (a, x) in r[..nvars].iter().zip(pt) {
            if !a.is_zero() && !x.is_zero() {
                s += a * x;
            }
        }
        s
    };
    let nv = nvars - divs.len();
    let mut points = Vec::new();
    let mut x: Vec<Int> = bounds.iter().map(|(l, _)| l.clone()).collect();
    loop {
        let mut pt = vec![Int::ZERO; nvars];
        let mut next_enum = 0;
        for step in &order {
            match *step {
                Step::Enum(v) => {
                    pt[v] = x[next_enum].clone();
                    next_enum += 1;
                }
                Step::Div(k) => pt[nv + k] = value(&divs[k].num, &pt).floor_div(&divs[k].den),
                Step::Eq(v, e) => {
                    // a v + rest = 0 with a = +-1 and v still 0 in pt: v = -rest / a.
                    let rest = value(&eqs[e], &pt);
                    pt[v] = if eqs[e][v].is_one() { -rest } else { rest };
                }
            }
        }
        if eqs.iter().all(|r| value(r, &pt).is_zero())
            && ineqs.iter().all(|r| !value(r, &pt).is_negative())
        {
            points.push(pt);
            if first {
                return Ok(Some(points));
            }
        }
        // The next point of the box.
        let mut i = 0;
        loop {
            if i == x.len() {
                return Ok(Some(points));
            }
            x[i] += &Int::ONE;
            if x[i] <= bounds[i].1 {
                break;
            }
            x[i] = bounds[i].0.clone();
            i += 1;
        }
    }
}

/// Whether the point satisfies all constraints.
pub fn satisfies(x: &[Int], eqs: &[Row], ineqs: &[Row]) -> bool {
    let eval = |r: &Row| {
        let mut s = r[x.len()].clone();
        for (a, v) in r.iter().zip(x) {
            if !a.is_zero() {
                s += a * v;
            }
        }
        s
    };
    eqs.iter().all(|r| eval(r).is_zero()) && ineqs.iter().all(|r| !eval(r).is_negative())
}

/// A simplex tableau holding the given constraints.
pub fn build(nvars: usize, eqs: &[Row], ineqs: &[Row], budget: &mut Budget) -> Result<Simplex> {
    let mut s = Simplex::new(nvars);
    for e in eqs {
        s.add_equality(&e[..nvars], &e[nvars], budget)?;
        if s.is_empty() {
            return Ok(s);
        }
    }
    for r in ineqs {
        s.add_inequality(&r[..nvars], &r[nvars], budget)?;
        if s.is_empty() {
            return Ok(s);
        }
    }
    Ok(s)
}

/// A unimodular `n x n` matrix `U` such that `rows * U` is in column echelon form; returns
/// the rank (the number of leading non-zero columns) and `U`.
pub fn column_echelon(n: usize, rows: &[Vec<Int>]) -> (usize, Vec<Vec<Int>>) {
    let mut m: Vec<Vec<Int>> = rows.to_vec();
    let mut u: Vec<Vec<Int>> = (0..n)
        .map(|i| (0..n).map(|j| Int::from((i == j) as i64)).collect())
        .collect();
    let mut p = 0;
    // Column op helpers: col_a -= q * col_b ; swap.
    fn col_sub(m: &mut [Vec<Int>], a: usize, b: usize, q: &Int) {
        for row in m.iter_mut() {
            if !row[b].is_zero() {
                let t = q * &row[b];
                row[a] -= t;
            }
        }
    }
    fn col_swap(m: &mut [Vec<Int>], a: usize, b: usize) {
        for row in m.iter_mut() {
            row.swap(a, b);
        }
    }
    for ri in 0..m.len() {
        if p == n {
            break;
        }
        loop {
            // The column in p..n with the smallest non-zero |entry| in row ri.
            let mut best: Option<usize> = None;
            for j in p..n {
                if !m[ri][j].is_zero() && best.is_none_or(|b| m[ri][j].abs() < m[ri][b].abs()) {
                    best = Some(j);
                }
            }
            let Some(b) = best else { break };
            if b != p {
                col_swap(&mut m, b, p);
                col_swap(&mut u, b, p);
            }
            let mut done = true;
            for j in p + 1..n {
                if m[ri][j].is_zero() {
                    continue;
                }
                let q = m[ri][j].floor_div(&m[ri][p]);
                col_sub(&mut m, j, p, &q);
                col_sub(&mut u, j, p, &q);
                if !m[ri][j].is_zero() {
                    done = false;
                }
            }
            if done {
                p += 1;
                break;
            }
        }
    }
    (p, u)
}

/// The integer values columns of a polyhedron can take, one range per column.
pub(crate) enum IntegerBox {
    /// Some column has no integer value: the polyhedron has no integer point.
    Empty,
    /// Each column's `(min, max)`, and the number of points of the box.
    Bounds(Vec<(Int, Int)>, u64),
}

/// The integer ranges of columns `cols` of `lp` (of `n` columns); `None` when one is
/// unbounded in a non-empty polyhedron or the box has more than `limit` points.
pub(crate) fn integer_box(
    lp: &mut Simplex,
    n: usize,
    cols: &[usize],
    limit: u64,
    budget: &mut Budget,
) -> Result<Option<IntegerBox>> {
    let mut bounds = Vec::with_capacity(cols.len());
    let mut count: u64 = 1;
    let mut coeffs = vec![Int::ZERO; n];
    for &v in cols {
        coeffs[v] = Int::ONE;
        let min = lp.minimize(&coeffs, &Int::ZERO, budget)?;
        let max = lp.maximize(&coeffs, &Int::ZERO, budget)?;
        coeffs[v] = Int::ZERO;
        let (Opt::Bounded(a, ad), Opt::Bounded(b, bd)) = (min, max) else {
            return Ok(lp.is_empty().then_some(IntegerBox::Empty));
        };
        let (l, h) = (a.ceil_div(&ad), b.floor_div(&bd));
        if h < l {
            return Ok(Some(IntegerBox::Empty));
        }
        let Some(w) = (&(&h - &l) + &Int::ONE).to_i64() else {
            return Ok(None);
        };
        count = count.saturating_mul(w as u64);
        if count > limit {
            return Ok(None);
        }
        bounds.push((l, h));
    }
    Ok(Some(IntegerBox::Bounds(bounds, count)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(xs: &[&[i64]]) -> Vec<Row> {
        xs.iter()
            .map(|r| r.iter().map(|&x| Int::from(x)).collect())
            .collect()
    }

    #[test]
    fn unbounded_thin_band_is_empty() {
        // 1 <= 3x - 3y <= 2: unbounded, rational points, no integer point.
        let mut b = Budget::default();
        let ineqs = rows(&[&[3, -3, -1], &[-3, 3, 2]]);
        assert_eq!(find_integer_sample(2, &[], &ineqs, &mut b).unwrap(), None);
        // 1 <= 3x - 2y <= 1 has integer points.
        let ineqs = rows(&[&[3, -2, -1], &[-3, 2, 1]]);
        let x = find_integer_sample(2, &[], &ineqs, &mut b)
            .unwrap()
            .unwrap();
        assert!(satisfies(&x, &[], &ineqs));
    }

    #[test]
    fn unbounded_cone_sample() {
        // x >= 10, y >= x + 5, with a parity equality 2z = x + y.
        let mut b = Budget::default();
        let ineqs = rows(&[&[1, 0, 0, -10], &[-1, 1, 0, -5]]);
        let eqs = rows(&[&[1, 1, -2, 0]]);
        let x = find_integer_sample(3, &eqs, &ineqs, &mut b)
            .unwrap()
            .unwrap();
        assert!(satisfies(&x, &eqs, &ineqs));
        let eqs = rows(&[&[2, 2, -4, -1]]);
        assert_eq!(find_integer_sample(3, &eqs, &ineqs, &mut b).unwrap(), None);
    }

    #[test]
    fn echelon_is_unimodular_transform() {
        let m = rows(&[&[4, 6, 10], &[2, 3, 5]]);
        let (rank, u) = column_echelon(3, &m);
        assert_eq!(rank, 1);
        for r in &m {
            for col in (rank..3).map(|j| u.iter().map(|row| row[j].clone()).collect::<Vec<Int>>()) {
                let s = (0..3).fold(Int::ZERO, |acc, i| acc + &r[i] * &col[i]);
                assert!(s.is_zero());
            }
        }
    }

    #[test]
    fn division_boxes_are_enumerated() {
        // 0 <= x <= 5, y = x + 2 (computed, not enumerated), q = floor(y / 2) with its
        // two inequalities, and 2q = y (y even): x in {0, 2, 4}.
        let mut b = Budget::default();
        let div = Div {
            num: rows(&[&[0, 1, 0, 0]])[0].clone(),
            den: Int::from(2),
        };
        let eqs = rows(&[&[1, -1, 0, 2], &[0, 1, -2, 0]]);
        let ineqs = rows(&[
            &[1, 0, 0, 0],
            &[-1, 0, 0, 5],
            &[0, 1, -2, 0],
            &[0, -1, 2, 1],
        ]);
        let mut lp = build(3, &eqs, &ineqs, &mut b).unwrap();
        let pts = box_points(
            3,
            std::slice::from_ref(&div),
            &eqs,
            &ineqs,
            &mut lp,
            false,
            &mut b,
        )
        .unwrap()
        .unwrap();
        let xs: Vec<i64> = pts.iter().map(|p| p[0].to_i64().unwrap()).collect();
        assert_eq!(xs, vec![0, 2, 4]);
        assert!(pts.iter().all(|p| satisfies(p, &eqs, &ineqs)));
        // With x = 1 (so y = 3, odd) there is no point, and the search says so.
        let odd = rows(&[
            &[1, 0, 0, -1],
            &[-1, 0, 0, 1],
            &[0, 1, -2, 0],
            &[0, -1, 2, 1],
        ]);
        assert_eq!(
            find_integer_sample_divs(3, &eqs, &odd, std::slice::from_ref(&div), &mut b).unwrap(),
            None
        );
        // An unbounded box is not enumerated.
        let ineqs = rows(&[&[1, 0, 0, 0], &[0, 1, -2, 0], &[0, -1, 2, 1]]);
        let mut lp = build(3, &eqs, &ineqs, &mut b).unwrap();
        assert!(
            box_points(3, &[div], &eqs, &ineqs, &mut lp, true, &mut b)
                .unwrap()
                .is_none()
        );
    }
}
