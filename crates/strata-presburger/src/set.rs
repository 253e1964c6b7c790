//! `PresburgerRelation`: finite unions of integer relations, and the set operations on them.
//!
//! Operands of binary operations must have the same tuple shape; their parameters are
//! aligned by name first (the result has the parameters of both). Subtraction (and with it
//! complement, subset and equality) first rewrites the subtrahend so that all its
//! existentials are floor divisions of the other variables (exactly, by parametric integer
//! programming over the existentials when they are not).

use crate::int::Int;
use crate::relation::{Div, IntegerRelation, Place, div_constraints};
use crate::sample::Row;
use crate::simplex::{Budget, Opt, Simplex};
use crate::space::Space;
use crate::{Error, Result};

/// A union of integer relations of one space (a set when `space.is_set`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PresburgerRelation {
    /// The common space.
    pub space: Space,
    /// The disjuncts (possibly overlapping).
    pub parts: Vec<IntegerRelation>,
}

impl PresburgerRelation {
    /// The empty union.
    pub fn empty(space: Space) -> PresburgerRelation {
        PresburgerRelation {
            space,
            parts: Vec::new(),
        }
    }

    /// The whole space.
    pub fn universe(space: Space) -> PresburgerRelation {
        PresburgerRelation {
            parts: vec![IntegerRelation::universe(space.clone())],
            space,
        }
    }

    /// A union of one relation.
    pub fn from_relation(r: IntegerRelation) -> PresburgerRelation {
        PresburgerRelation {
            space: r.space.clone(),
            parts: vec![r],
        }
    }

    /// Moves the relation to a space with the given parameter list (a superset of its own).
    pub fn with_params(&self, params: &[String]) -> PresburgerRelation {
        if self.space.params == params {
            return self.clone();
        }
        let mut space = self.space.clone();
        space.params = params.to_vec();
        let nd = self.space.n_dims();
        let mut places: Vec<Place> = (0..nd).map(Place::Var).collect();
        for p in &self.space.params {
            let k = params
                .iter()
                .position(|q| q == p)
                .expect("parameter list is a superset");
            places.push(Place::Var(nd + k));
        }
        PresburgerRelation {
            parts: self
                .parts
                .iter()
                .map(|r| r.relayout(space.clone(), &places))
                .collect(),
            space,
        }
    }

    /// Both operands over the union of their parameters; fails on different tuple shapes.
    pub fn align(
        a: &PresburgerRelation,
        b: &PresburgerRelation,
    ) -> Result<(PresburgerRelation, PresburgerRelation)> {
        if !a.space.same_tuples(&b.space) {
            return Err(Error::SpaceMismatch(format!(
                "{} vs {}",
                shape(&a.space),
                shape(&b.space)
            )));
        }
        let params = merged_params(&a.space.params, &b.space.params);
        Ok((a.with_params(&params), b.with_params(&params)))
    }

    /// Drops parts that are trivially empty after simplification.
    pub fn simplify(&mut self) {
        for p in &mut self.parts {
            p.simplify();
        }
        self.parts.retain(|p| !p.is_trivially_empty());
    }

    /// Drops parts without integer points and simplifies the rest.
    pub fn remove_empty_parts(&mut self, budget: &mut Budget) -> Result<()> {
        self.simplify();
        let mut kept = Vec::new();
        for p in std::mem::take(&mut self.parts) {
            if !p.is_empty(budget)? {
                kept.push(p);
            }
        }
        self.parts = kept;
        Ok(())
    }

    /// Drops empty parts, removes redundant inequalities from the others and simplifies
    /// again (for readable output; the set is unchanged).
    pub fn compact(&mut self, budget: &mut Budget) -> Result<()> {
        self.remove_empty_parts(budget)?;
        self.compact_nonempty(budget)
    }

    /// [`compact`](Self::compact) for parts known to have integer points (the results of
    /// [`intersect`](Self::intersect) and [`subtract`](Self::subtract)): no emptiness
    /// checks.
    pub fn compact_nonempty(&mut self, budget: &mut Budget) -> Result<()> {
        self.simplify();
        for p in &mut self.parts {
            p.remove_redundant(budget)?;
            p.simplify();
        }
        Ok(())
    }

    /// [`compact`](Self::compact), then [`coalesce`](Self::coalesce) (fewer parts, as
    /// isl's `coalesce`; costs linear programs per pair of parts).
    pub fn compact_coalesced(&mut self, budget: &mut Budget) -> Result<()> {
        self.compact(budget)?;
        if self.parts.len() > 1 {
            let before = self.parts.len();
            self.coalesce(budget)?;
            if self.parts.len() < before {
                for p in &mut self.parts {
                    p.remove_redundant(budget)?;
                    p.simplify();
                }
            }
        }
        Ok(())
    }

    /// Replaces pairs of parts by one part where their union is convex (isl's
    /// coalescing): the candidate is the conjunction of the constraints of each part that
    /// hold on every integer point of the other (so it contains both), and it replaces the
    /// pair when it holds no point outside them (an exact integer check). This covers a
    /// part inside another, parts that share a facet or are adjacent in the integers, and
    /// parts cut from one polyhedron by a constraint. Parts are compared when neither has
    /// locals, or both have the same division locals.
    pub fn coalesce(&mut self, budget: &mut Budget) -> Result<()> {
        let build = |p: &IntegerRelation, budget: &mut Budget| -> Result<Simplex> {
            crate::sample::build(p.n_cols(), &p.eqs, &p.ineqs, budget)
        };
        let mut simps = Vec::with_capacity(self.parts.len());
        for p in &self.parts {
            simps.push(build(p, budget)?);
        }
        let mut i = 0;
        while i < self.parts.len() {
            let mut merged = false;
            for j in i + 1..self.parts.len() {
                let (si, sj) = two_mut(&mut simps, i, j);
                if let Some(h) = coalesce_pair(&self.parts[i], si, &self.parts[j], sj, budget)? {
                    simps.remove(j);
                    self.parts.remove(j);
                    simps[i] = build(&h, budget)?;
                    self.parts[i] = h;
                    merged = true;
                    break;
                }
            }
            if !merged {
                i += 1;
            }
        }
        Ok(())
    }

    /// The union.
    pub fn union(&self, other: &PresburgerRelation) -> Result<PresburgerRelation> {
        let (a, b) = Self::align(self, other)?;
        let mut r = a;
        r.parts.extend(b.parts);
        Ok(r)
    }

    /// The intersection; its parts have integer points.
    pub fn intersect(
        &self,
        other: &PresburgerRelation,
        budget: &mut Budget,
    ) -> Result<PresburgerRelation> {
        let (a, b) = Self::align(self, other)?;
        let mut r = PresburgerRelation::empty(a.space.clone());
        for x in &a.parts {
            for y in &b.parts {
                let mut p = x.intersect(y);
                p.simplify();
                if !p.is_empty(budget)? {
                    r.parts.push(p);
                }
            }
        }
        Ok(r)
    }

    /// Whether there is no integer point.
    pub fn is_empty(&self, budget: &mut Budget) -> Result<bool> {
        for p in &self.parts {
            if !p.is_empty(budget)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// The difference `self - other`; its parts have integer points.
    pub fn subtract(
        &self,
        other: &PresburgerRelation,
        budget: &mut Budget,
    ) -> Result<PresburgerRelation> {
        let (a, b) = Self::align(self, other)?;
        let mut cur: Vec<IntegerRelation> = a.parts;
        // Every part that went through `subtract_one` has an integer point.
        let mut checked = false;
        'parts: for t in &b.parts {
            for t in t.with_division_locals(budget)? {
                checked = true;
                let mut next = Vec::new();
                for s in &cur {
                    next.extend(subtract_one(s, &t, budget)?);
                }
                cur = next;
                if cur.is_empty() {
                    break 'parts;
                }
            }
        }
        let mut r = PresburgerRelation {
            space: a.space,
            parts: cur,
        };
        if !checked {
            r.remove_empty_parts(budget)?;
        }
        Ok(r)
    }

    /// The complement within the space.
    pub fn complement(&self, budget: &mut Budget) -> Result<PresburgerRelation> {
        PresburgerRelation::universe(self.space.clone()).subtract(self, budget)
    }

    /// Whether every point of `self` is in `other`.
    pub fn is_subset(&self, other: &PresburgerRelation, budget: &mut Budget) -> Result<bool> {
        // The parts of a difference are non-empty.
        Ok(self.subtract(other, budget)?.parts.is_empty())
    }

    /// Whether both hold the same points.
    pub fn is_equal(&self, other: &PresburgerRelation, budget: &mut Budget) -> Result<bool> {
        Ok(self.is_subset(other, budget)? && other.is_subset(self, budget)?)
    }

    /// The domain of a relation (a set).
    pub fn domain(&self) -> Result<PresburgerRelation> {
        if self.space.is_set {
            return Err(Error::SpaceMismatch("domain of a set".into()));
        }
        let (nd, nr, np) = (
            self.space.n_dom,
            self.space.n_range,
            self.space.params.len(),
        );
        let space = Space::set(nd, self.space.params.clone());
        let places: Vec<Place> = (0..nd)
            .map(Place::Var)
            .chain((0..nr).map(|_| Place::Local))
            .chain((0..np).map(|k| Place::Var(nd + k)))
            .collect();
        Ok(self.map_parts(space, &places))
    }

    /// The range of a relation (a set).
    pub fn range(&self) -> Result<PresburgerRelation> {
        if self.space.is_set {
            return Err(Error::SpaceMismatch("range of a set".into()));
        }
        let (nd, nr, np) = (
            self.space.n_dom,
            self.space.n_range,
            self.space.params.len(),
        );
        let space = Space::set(nr, self.space.params.clone());
        let places: Vec<Place> = (0..nd)
            .map(|_| Place::Local)
            .chain((0..nr).map(Place::Var))
            .chain((0..np).map(|k| Place::Var(nr + k)))
            .collect();
        Ok(self.map_parts(space, &places))
    }

    /// The inverse relation.
    pub fn reverse(&self) -> Result<PresburgerRelation> {
        if self.space.is_set {
            return Err(Error::SpaceMismatch("reverse of a set".into()));
        }
        let (nd, nr, np) = (
            self.space.n_dom,
            self.space.n_range,
            self.space.params.len(),
        );
        let space = Space::map(nr, nd, self.space.params.clone());
        let places: Vec<Place> = (0..nd)
            .map(|i| Place::Var(nr + i))
            .chain((0..nr).map(Place::Var))
            .chain((0..np).map(|k| Place::Var(nd + nr + k)))
            .collect();
        Ok(self.map_parts(space, &places))
    }

    fn map_parts(&self, space: Space, places: &[Place]) -> PresburgerRelation {
        let mut r = PresburgerRelation {
            parts: self
                .parts
                .iter()
                .map(|p| p.relayout(space.clone(), places))
                .collect(),
            space,
        };
        r.simplify();
        r
    }

    /// The image of the set `self` under relation `map`: `{ y : exists x in self, x -> y in map }`.
    pub fn apply(
        &self,
        map: &PresburgerRelation,
        budget: &mut Budget,
    ) -> Result<PresburgerRelation> {
        if !self.space.is_set || map.space.is_set || map.space.n_dom != self.space.n_range {
            return Err(Error::SpaceMismatch(format!(
                "cannot apply {} to {}",
                shape(&map.space),
                shape(&self.space)
            )));
        }
        let params = merged_params(&self.space.params, &map.space.params);
        let s = self.with_params(&params);
        let m = map.with_params(&params);
        let (nx, ny, np) = (m.space.n_dom, m.space.n_range, params.len());
        // Joint space [x, y, params] as a relation x -> y.
        let joint = Space::map(nx, ny, params.clone());
        let s_places: Vec<Place> = (0..nx)
            .map(Place::Var)
            .chain((0..np).map(|k| Place::Var(nx + ny + k)))
            .collect();
        let s_joint: Vec<IntegerRelation> = s
            .parts
            .iter()
            .map(|p| p.relayout(joint.clone(), &s_places))
            .collect();
        let joined = PresburgerRelation {
            space: joint.clone(),
            parts: s_joint,
        }
        .intersect(&m, budget)?;
        joined.range()
    }

    /// The composition: `{ x -> z : exists y, x -> y in self, y -> z in other }`.
    pub fn apply_range(
        &self,
        other: &PresburgerRelation,
        budget: &mut Budget,
    ) -> Result<PresburgerRelation> {
        if self.space.is_set || other.space.is_set || self.space.n_range != other.space.n_dom {
            return Err(Error::SpaceMismatch(format!(
                "cannot compose {} with {}",
                shape(&self.space),
                shape(&other.space)
            )));
        }
        let params = merged_params(&self.space.params, &other.space.params);
        let a = self.with_params(&params);
        let b = other.with_params(&params);
        let (nx, ny, nz, np) = (
            a.space.n_dom,
            a.space.n_range,
            b.space.n_range,
            params.len(),
        );
        // Joint set [x, y, z, params].
        let joint = Space::set(nx + ny + nz, params.clone());
        let a_places: Vec<Place> = (0..nx + ny)
            .map(Place::Var)
            .chain((0..np).map(|k| Place::Var(nx + ny + nz + k)))
            .collect();
        let b_places: Vec<Place> = (0..ny + nz)
            .map(|i| Place::Var(nx + i))
            .chain((0..np).map(|k| Place::Var(nx + ny + nz + k)))
            .collect();
        let ja = PresburgerRelation {
            space: joint.clone(),
            parts: a
                .parts
                .iter()
                .map(|p| p.relayout(joint.clone(), &a_places))
                .collect(),
        };
        let jb = PresburgerRelation {
            space: joint.clone(),
            parts: b
                .parts
                .iter()
                .map(|p| p.relayout(joint.clone(), &b_places))
                .collect(),
        };
        let j = ja.intersect(&jb, budget)?;
        let space = Space::map(nx, nz, params.clone());
        let places: Vec<Place> = (0..nx)
            .map(Place::Var)
            .chain((0..ny).map(|_| Place::Local))
            .chain((0..nz).map(|i| Place::Var(nx + i)))
            .chain((0..np).map(|k| Place::Var(nx + nz + k)))
            .collect();
        Ok(j.map_parts(space, &places))
    }

    /// The lexicographic minimum (or maximum): for a set, of its points as a function of
    /// the parameters; for a relation, of the image of every domain point. The result is
    /// single-valued, a union of pieces with disjoint domains. `Error::Unbounded` when some
    /// parameter (or domain) value has points but no optimum.
    pub fn lex_opt(&self, max: bool, budget: &mut Budget) -> Result<PresburgerRelation> {
        if self.space.params.is_empty() && self.space.n_dom == 0 {
            return self.lex_opt_constant(max, budget);
        }
        // Candidates: (group, context, values) per piece of every part's optimum; the
        // pieces of a group have disjoint contexts (a part's optimum is one group or more).
        let mut cands: Vec<(usize, IntegerRelation, Vec<Row>)> = Vec::new();
        let mut group_id = 0;
        for p in &self.parts {
            let mut p = p.clone();
            // Divisions without whole multiples of their denominators: fewer locals
            // and smaller coefficients for the parametric integer program.
            p.reduce_divs();
            p.simplify();
            if p.bound_free_locals(budget)? {
                p.simplify();
            }
            if p.is_trivially_empty() {
                continue;
            }
            // Locals (congruences, divisions) can contradict each other in ways the
            // program only finds after many cuts; a sample is cheap.
            if p.n_locals() > 0 && p.is_empty(budget)? {
                continue;
            }
            // A constant optimum found everywhere that no point of this part beats
            // makes the part's own optimum (often the costly one) useless.
            if dominated(&p, &cands, max, budget)? {
                continue;
            }
            for group in p.lex_opt_groups(max, budget)? {
                for (ctx, vals) in group {
                    cands.push((group_id, ctx, vals));
                }
                group_id += 1;
            }
        }
        let nd = self.space.n_dom;
        let nr = self.space.n_range;
        let fix = |r: &mut IntegerRelation, vals: &[Row], upto: usize| {
            for (i, v) in vals.iter().enumerate().take(upto) {
                let mut row: Row = v.iter().map(|x| -x).collect();
                row[nd + i] += &Int::ONE;
                r.add_eq(row);
            }
        };
        // The points of candidate `d` beaten at position `k`: x_i = f_d,i for i < k and
        // x_k > f_d,k (min) or x_k < f_d,k (max), on d's context.
        let beaten = |d: &(usize, IntegerRelation, Vec<Row>), k: usize| {
            let mut r = d.1.clone();
            fix(&mut r, &d.2, k);
            let mut row: Row = d.2[k].iter().map(|x| -x).collect();
            row[nd + k] += &Int::ONE;
            if max {
                row.iter_mut().for_each(|x| *x = -&*x);
            }
            let last = row.len() - 1;
            row[last] -= &Int::ONE;
            r.add_ineq(row);
            r
        };
        let mut result = PresburgerRelation::empty(self.space.clone());
        for c in &cands {
            let mut graph = c.1.clone();
            fix(&mut graph, &c.2, nr);
            let mut cur = PresburgerRelation::from_relation(graph.clone());
            // Remove what a candidate of another group beats.
            'others: for d in cands.iter().filter(|d| d.0 != c.0) {
                // Constant values: `d` beats `c` only at the first position where they
                // differ, and only when its value is better there.
                let ks = match first_difference(&c.2, &d.2) {
                    Some(None) => continue,
                    Some(Some(k)) => {
                        let (cv, dv) = (c.2[k].last(), d.2[k].last());
                        if (max && dv > cv) || (!max && dv < cv) {
                            k..k + 1
                        } else {
                            continue;
                        }
                    }
                    None => 0..nr,
                };
                for k in ks {
                    let b = beaten(d, k);
                    // (Not simplified: eliminating locals can drop the division
                    // definitions that let sampling enumerate a small parameter box.)
                    let meet = graph.intersect(&b);
                    if meet.is_empty(budget)? {
                        continue;
                    }
                    cur = cur.subtract(&PresburgerRelation::from_relation(b), budget)?;
                    if cur.parts.is_empty() {
                        break 'others;
                    }
                }
            }
            result.parts.extend(cur.parts);
        }
        Ok(result)
    }

    /// The lexicographic optimum of a set or relation without parameters and domain dims:
    /// one point (or nothing), found by integer sampling part by part
    /// ([`IntegerRelation::lex_opt_point`]) instead of parametric integer programming.
    fn lex_opt_constant(&self, max: bool, budget: &mut Budget) -> Result<PresburgerRelation> {
        let mut best: Option<Vec<Int>> = None;
        for p in &self.parts {
            let mut p = p.clone();
            p.simplify();
            if p.is_trivially_empty() {
                continue;
            }
            if let Some(pt) = p.lex_opt_point(max, budget)? {
                let better = best
                    .as_ref()
                    .is_none_or(|b| if max { pt > *b } else { pt < *b });
                if better {
                    best = Some(pt);
                }
            }
        }
        Ok(match best {
            Some(pt) => PresburgerRelation::point(self.space.clone(), &pt),
            None => PresburgerRelation::empty(self.space.clone()),
        })
    }

    /// The set holding the single point `pt` (for a space without parameters).
    pub fn point(space: Space, pt: &[Int]) -> PresburgerRelation {
        let mut r = IntegerRelation::universe(space);
        let n = r.n_cols();
        for (i, v) in pt.iter().enumerate() {
            let mut row = vec![Int::ZERO; n + 1];
            row[i] = Int::ONE;
            row[n] = -v;
            r.add_eq(row);
        }
        PresburgerRelation::from_relation(r)
    }
}

/// Whether some candidate with no context constraints and constant values `v` is at
/// least as good as every point of `p`: `p` has no point lexicographically before `v`
/// (after it, for the maximum).
fn dominated(
    p: &IntegerRelation,
    cands: &[(usize, IntegerRelation, Vec<Row>)],
    max: bool,
    budget: &mut Budget,
) -> Result<bool> {
    let nd = p.space.n_dom;
    let n = p.n_cols();
    'cands: for (_, ctx, vals) in cands {
        if !ctx.eqs.is_empty() || !ctx.ineqs.is_empty() || first_difference(vals, vals).is_none() {
            continue;
        }
        let v: Vec<&Int> = vals.iter().map(|r| &r[r.len() - 1]).collect();
        for k in 0..v.len() {
            let mut r = p.clone();
            for (i, x) in v.iter().enumerate().take(k) {
                let mut row = vec![Int::ZERO; n + 1];
                row[nd + i] = Int::ONE;
                row[n] = -*x;
                r.add_eq(row);
            }
            // x_k <= v_k - 1 (minimum) or x_k >= v_k + 1 (maximum).
            let mut row = vec![Int::ZERO; n + 1];
            if max {
                row[nd + k] = Int::ONE;
                row[n] = -&(v[k] + &Int::ONE);
            } else {
                row[nd + k] = Int::from(-1);
                row[n] = v[k] - &Int::ONE;
            }
            r.add_ineq(row);
            r.simplify();
            if !r.is_trivially_empty() && !r.is_empty(budget)? {
                continue 'cands;
            }
        }
        return Ok(true);
    }
    Ok(false)
}

/// For two lists of constant values (rows without non-zero coefficients), the first
/// position where they differ (`Some(None)` when equal); `None` when a value is not
/// constant.
fn first_difference(a: &[Row], b: &[Row]) -> Option<Option<usize>> {
    let konst = |r: &Row| r[..r.len() - 1].iter().all(Int::is_zero);
    if !a.iter().chain(b).all(konst) {
        return None;
    }
    Some((0..a.len()).find(|&i| a[i].last() != b[i].last()))
}

/// `[n] -> { [2] }`-style description of a space's shape, for messages.
pub fn shape(s: &Space) -> String {
    if s.is_set {
        format!("a set of {} dims", s.n_range)
    } else {
        format!("a relation of {} -> {} dims", s.n_dom, s.n_range)
    }
}

/// The parameters of `a` followed by those of `b` not in `a`.
pub fn merged_params(a: &[String], b: &[String]) -> Vec<String> {
    let mut out = a.to_vec();
    for p in b {
        if !out.contains(p) {
            out.push(p.clone());
        }
    }
    out
}

/// `s - t` for single relations, where every local of `t` has a division definition.
fn subtract_one(
    s: &IntegerRelation,
    t: &IntegerRelation,
    budget: &mut Budget,
) -> Result<Vec<IntegerRelation>> {
    let nv = s.n_vars();
    // Extend s with t's divisions as new locals; one equal to a division of s (or to an
    // earlier one of t) is that local.
    let mut b = s.clone();
    let mut col_of: Vec<usize> = Vec::with_capacity(t.n_locals());
    let remap = |r: &Row, col_of: &[usize], total: usize| -> Row {
        // t's columns: [vars][t locals][const] -> b's columns (`total` of them).
        let mut out = vec![Int::ZERO; total + 1];
        for (i, a) in r.iter().enumerate() {
            if a.is_zero() {
                continue;
            }
            let k = if i < nv {
                i
            } else if i < nv + col_of.len() {
                col_of[i - nv]
            } else {
                total
            };
            out[k] += a;
        }
        out
    };
    let mut defs: Vec<Row> = Vec::new();
    for d in &t.divs {
        let d = d.as_ref().expect("defined locals");
        let here = b.n_cols();
        let num = remap(&d.num, &col_of, here);
        if let Some(j) = b
            .divs
            .iter()
            .position(|x| x.as_ref().is_some_and(|x| x.den == d.den && x.num == num))
        {
            col_of.push(nv + j);
            continue;
        }
        // (The new column, zero in the numerator, goes before the constant.)
        let mut num = num;
        num.insert(here, Int::ZERO);
        let col = b.add_local(Some(Div {
            num,
            den: d.den.clone(),
        }));
        col_of.push(col);
    }
    let total = b.n_cols();
    for (k, d) in b.divs.iter().enumerate() {
        if let Some(d) = d
            && col_of.contains(&(nv + k))
        {
            let mut num = d.num.clone();
            num.resize(total + 1, Int::ZERO);
            let last = d.num.len() - 1;
            if last != total {
                num[total] = d.num[last].clone();
                num[last] = Int::ZERO;
            }
            defs.extend(div_constraints(
                &Div {
                    num,
                    den: d.den.clone(),
                },
                nv + k,
            ));
        }
    }
    let remap = |r: &Row, total: usize| remap(r, &col_of, total);
    // Disjoint operands: `s` stays whole (two checks instead of one per constraint of
    // `t`, and one part instead of several). Every returned piece has an integer point.
    let mut meet = b.clone();
    for r in &t.ineqs {
        meet.add_ineq(remap(r, total));
    }
    for r in &t.eqs {
        meet.add_eq(remap(r, total));
    }
    meet.simplify();
    if meet.is_empty(budget)? {
        let mut pieces = Vec::new();
        push_nonempty(&mut pieces, s.clone(), budget)?;
        return Ok(pieces);
    }
    let mut pieces = Vec::new();
    let mut cur = b;
    let neg = |r: &Row| -> Row {
        let mut out: Row = r.iter().map(|x| -x).collect();
        let last = out.len() - 1;
        out[last] -= &Int::ONE;
        out
    };
    for r in &t.ineqs {
        let r = remap(r, total);
        if defs.contains(&r) {
            continue;
        }
        let mut piece = cur.clone();
        piece.add_ineq(neg(&r));
        push_nonempty(&mut pieces, piece, budget)?;
        cur.add_ineq(r);
        if cur.is_empty(budget)? {
            return Ok(pieces);
        }
    }
    for r in &t.eqs {
        let r = remap(r, total);
        let mut up = r.clone();
        let last = up.len() - 1;
        up[last] -= &Int::ONE;
        let mut p1 = cur.clone();
        p1.add_ineq(up);
        push_nonempty(&mut pieces, p1, budget)?;
        let mut p2 = cur.clone();
        p2.add_ineq(neg(&r));
        push_nonempty(&mut pieces, p2, budget)?;
        cur.add_eq(r);
        if cur.is_empty(budget)? {
            return Ok(pieces);
        }
    }
    Ok(pieces)
}

/// The single part equal to `a` union `b`, when there is one made of their constraints.
/// Mutable references to two different elements.
fn two_mut<T>(v: &mut [T], i: usize, j: usize) -> (&mut T, &mut T) {
    debug_assert!(i < j);
    let (lo, hi) = v.split_at_mut(j);
    (&mut lo[i], &mut hi[0])
}

/// The single part equal to `a` union `b`, when there is one made of their constraints
/// (`sa`, `sb`: tableaus of `a` and `b`).
fn coalesce_pair(
    a: &IntegerRelation,
    sa: &mut Simplex,
    b: &IntegerRelation,
    sb: &mut Simplex,
    budget: &mut Budget,
) -> Result<Option<IntegerRelation>> {
    if a.divs != b.divs || a.divs.iter().any(Option::is_none) {
        return Ok(None);
    }
    let n = a.n_cols();
    // Each part's constraints (equalities as two inequalities).
    let rows_of = |r: &IntegerRelation| -> Vec<Row> {
        let mut out = r.ineqs.clone();
        for e in &r.eqs {
            out.push(e.clone());
            out.push(e.iter().map(|x| -x).collect());
        }
        out
    };
    // Which rows hold on every integer point of the polyhedron of `s`.
    let valid_on = |rows: &[Row], s: &mut Simplex, budget: &mut Budget| -> Result<Vec<bool>> {
        let mut kept = Vec::with_capacity(rows.len());
        for r in rows {
            // Integer-valued on integer points: valid when the rational minimum rounds up
            // to a non-negative value.
            kept.push(match s.minimize(&r[..n], &r[n], budget)? {
                Opt::Empty => true,
                Opt::Bounded(num, den) => !num.ceil_div(&den).is_negative(),
                Opt::Unbounded => false,
            });
        }
        Ok(kept)
    };
    let ra = rows_of(a);
    let rb = rows_of(b);
    let va = valid_on(&ra, sb, budget)?;
    // Every constraint of one part holds on the other: the other is inside it.
    if va.iter().all(|v| *v) {
        return Ok(Some(a.clone()));
    }
    let vb = valid_on(&rb, sa, budget)?;
    if vb.iter().all(|v| *v) {
        return Ok(Some(b.clone()));
    }
    let mut hull: Vec<Row> = Vec::new();
    for (r, v) in ra.iter().zip(&va).chain(rb.iter().zip(&vb)) {
        if *v && !hull.contains(r) {
            hull.push(r.clone());
        }
    }
    // The hull minus `x` is the union of `hull and c < 0` over the constraints `c` of `x`
    // it drops; it is inside `y` when `y`'s constraints hold on each of those (checked over
    // the rationals with rounding: sound, and enough for the usual cases). Try `x = a`,
    // then `x = b`.
    let covered = |rx: &[Row], vx: &[bool], ry: &[Row], budget: &mut Budget| -> Result<bool> {
        for (c, v) in rx.iter().zip(vx) {
            if *v {
                continue;
            }
            let mut ineqs = hull.clone();
            let mut neg: Row = c.iter().map(|x| -x).collect();
            neg[n] -= &Int::ONE;
            ineqs.push(neg);
            let mut s = crate::sample::build(n, &[], &ineqs, budget)?;
            if !valid_on(ry, &mut s, budget)?.iter().all(|v| *v) {
                return Ok(false);
            }
        }
        Ok(true)
    };
    if !covered(&ra, &va, &rb, budget)? && !covered(&rb, &vb, &ra, budget)? {
        return Ok(None);
    }
    let mut h = IntegerRelation::universe(a.space.clone());
    h.divs = a.divs.clone();
    h.ineqs = hull;
    h.simplify();
    if h.divs != a.divs {
        return Ok(None);
    }
    Ok(Some(h))
}

fn push_nonempty(
    pieces: &mut Vec<IntegerRelation>,
    mut p: IntegerRelation,
    budget: &mut Budget,
) -> Result<()> {
    p.simplify();
    if !p.is_empty(budget)? {
        pieces.push(p);
    }
    Ok(())
}
