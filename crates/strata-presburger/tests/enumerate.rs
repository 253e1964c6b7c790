//! Checks against exact enumeration over a box: random small systems whose integer points
//! all lie in the box are queried (emptiness, sample, lexmin, subtraction, projection) and
//! the answers compared with a brute-force walk over the box. No isl needed.

use strata_presburger::relation::IntegerRelation;
use strata_presburger::{Budget, Int, PresburgerRelation, Space};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + (self.next() % ((hi - lo + 1) as u64)) as i64
    }
}

const B: i64 = 4;

/// A random polyhedron of `n` dims inside the box [-B, B]^n (no locals).
fn random_poly(rng: &mut Rng, n: usize) -> IntegerRelation {
    let mut r = IntegerRelation::universe(Space::set(n, vec![]));
    for d in 0..n {
        let mut lo = vec![Int::ZERO; n + 1];
        lo[d] = Int::ONE;
        lo[n] = Int::from(B);
        r.add_ineq(lo);
        let mut hi = vec![Int::ZERO; n + 1];
        hi[d] = Int::from(-1);
        hi[n] = Int::from(B);
        r.add_ineq(hi);
    }
    for _ in 0..rng.range(1, 4) {
        let mut row: Vec<Int> = (0..n).map(|_| Int::from(rng.range(-4, 4))).collect();
        row.push(Int::from(rng.range(-6, 6)));
        if rng.range(0, 5) == 0 {
            r.add_eq(row);
        } else {
            r.add_ineq(row);
        }
    }
    r
}

fn holds(r: &IntegerRelation, p: &[i64]) -> bool {
    let eval = |row: &Vec<Int>| {
        let mut s = row[p.len()].clone();
        for (a, v) in row.iter().zip(p) {
            s += a * &Int::from(*v);
        }
        s
    };
    r.eqs.iter().all(|e| eval(e).is_zero()) && r.ineqs.iter().all(|i| !eval(i).is_negative())
}

fn box_points(n: usize) -> Vec<Vec<i64>> {
    let mut pts = vec![vec![]];
    for _ in 0..n {
        pts = pts
            .into_iter()
            .flat_map(|p| (-B..=B).map(move |v| [p.clone(), vec![v]].concat()))
            .collect();
    }
    pts
}

/// Membership of a point in a union (locals solved for by the library's own sampler).
fn member(u: &PresburgerRelation, p: &[i64], budget: &mut Budget) -> bool {
    let pt = PresburgerRelation::point(
        u.space.clone(),
        &p.iter().map(|&v| Int::from(v)).collect::<Vec<_>>(),
    );
    !pt.intersect(u, budget).unwrap().is_empty(budget).unwrap()
}

#[test]
fn emptiness_sample_and_lexmin_match_enumeration() {
    let mut rng = Rng(0x1234_5678_9abc);
    let mut budget = Budget::default();
    for case in 0..400 {
        let n = 1 + case % 3;
        let r = random_poly(&mut rng, n);
        let pts: Vec<Vec<i64>> = box_points(n).into_iter().filter(|p| holds(&r, p)).collect();
        let sample = r.find_sample(&mut budget).unwrap();
        assert_eq!(sample.is_none(), pts.is_empty(), "case {case}: {r:?}");
        if let Some(s) = &sample {
            let s: Vec<i64> = s.iter().map(|v| v.to_i64().unwrap()).collect();
            assert!(holds(&r, &s), "case {case}: sample {s:?} outside");
        }
        let lexmin = r.lex_opt_point(false, &mut budget).unwrap();
        let lexmax = r.lex_opt_point(true, &mut budget).unwrap();
        let want_min = pts.iter().min().cloned();
        let want_max = pts.iter().max().cloned();
        let conv = |v: Option<Vec<Int>>| {
            v.map(|v| v.iter().map(|x| x.to_i64().unwrap()).collect::<Vec<i64>>())
        };
        assert_eq!(conv(lexmin), want_min, "case {case}");
        assert_eq!(conv(lexmax), want_max, "case {case}");
    }
}

#[test]
fn subtraction_and_projection_match_enumeration() {
    let mut rng = Rng(0xfeed_beef_1357);
    let mut budget = Budget::default();
    for case in 0..120 {
        let n = 1 + case % 2;
        let a = random_poly(&mut rng, n);
        let b = random_poly(&mut rng, n);
        let ua = PresburgerRelation::from_relation(a.clone());
        let ub = PresburgerRelation::from_relation(b.clone());
        let diff = ua.subtract(&ub, &mut budget).unwrap();
        let inter = ua.intersect(&ub, &mut budget).unwrap();
        for p in box_points(n) {
            let want = holds(&a, &p) && !holds(&b, &p);
            assert_eq!(
                member(&diff, &p, &mut budget),
                want,
                "case {case} point {p:?}"
            );
            assert_eq!(
                member(&inter, &p, &mut budget),
                holds(&a, &p) && holds(&b, &p),
                "case {case} point {p:?}"
            );
        }
        // Projection onto the first dim of a 2-d polyhedron, as the domain of a relation.
        if n == 2 {
            let mut m = a.clone();
            m.space = Space::map(1, 1, vec![]);
            let dom = PresburgerRelation::from_relation(m).domain().unwrap();
            for x in -B..=B {
                let want = (-B..=B).any(|y| holds(&a, &[x, y]));
                assert_eq!(member(&dom, &[x], &mut budget), want, "case {case} x = {x}");
            }
        }
    }
}

#[test]
fn huge_coefficients_stay_exact() {
    // x = 2^62 * y + 1 with 0 <= y <= 3 and x odd-multiple constraints; the values overflow i64.
    let text = "{ [x, y] : x = 4611686018427387904*y + 1 and 2 <= y <= 3 }";
    let out = strata_presburger::calc::run(&format!("lexmax {text};\nlexmin {text};\n"), "t");
    assert!(out.diagnostics.is_empty(), "{:?}", out.diagnostics);
    let lines: Vec<&str> = out.stdout.lines().collect();
    // 3 * 2^62 + 1 and 2 * 2^62 + 1, computed here with i128.
    let max = 3i128 * (1i128 << 62) + 1;
    let min = 2i128 * (1i128 << 62) + 1;
    assert_eq!(lines[0], format!("{{ [i0, i1] : i0 = {max} and i1 = 3 }}"));
    assert_eq!(lines[1], format!("{{ [i0, i1] : i0 = {min} and i1 = 2 }}"));
}

/// Parametric lexmin/lexmax against enumeration: a polyhedron over three columns read as a
/// relation `[x] -> [y0, y1]` and as a set `[y0, y1]` with parameter `n` (the last
/// column); for every value of the domain dim (parameter) in the box, the optimum's fiber
/// must be exactly the brute-force optimum of that slice.
#[test]
fn parametric_lexopt_matches_enumeration() {
    let mut rng = Rng(0x1e3_5eed);
    let pts = box_points(3);
    for case in 0..8 {
        let base = random_poly(&mut rng, 3);
        for as_map in [true, false] {
            let mut r = base.clone();
            // Column of the context variable, and of the two optimized dims.
            let (ctx_col, dims) = if as_map {
                r.space = Space::map(1, 2, vec![]);
                (0, [1, 2])
            } else {
                r.space = Space::set(2, vec!["n".into()]);
                (2, [0, 1])
            };
            let u = PresburgerRelation::from_relation(r.clone());
            for max in [false, true] {
                let mut budget = Budget::default();
                let opt = u.lex_opt(max, &mut budget).unwrap();
                for v in -B..=B {
                    let slice: Vec<&Vec<i64>> = pts
                        .iter()
                        .filter(|p| p[ctx_col] == v && holds(&r, p))
                        .collect();
                    let key = |p: &&Vec<i64>| (p[dims[0]], p[dims[1]]);
                    let want = if max {
                        slice.iter().copied().max_by_key(key)
                    } else {
                        slice.iter().copied().min_by_key(key)
                    };
                    for p in pts.iter().filter(|p| p[ctx_col] == v) {
                        let got = member(&opt, p, &mut budget);
                        let expect = want.is_some_and(|w| w == p);
                        assert_eq!(
                            got,
                            expect,
                            "case {case} map={as_map} max={max} point {p:?}: {}",
                            strata_presburger::print::to_isl(&opt)
                        );
                    }
                }
            }
        }
    }
}
