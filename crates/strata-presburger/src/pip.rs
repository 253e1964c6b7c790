//! Parametric integer lexicographic minimum (Feautrier's parametric integer programming).
//!
//! The problem: variables `x` (the first `n_out` of them are reported, the others are
//! existentials), context variables `p` (parameters, and the domain of a relation), and
//! constraints `A x + B p + c >= 0` (or `= 0`). The answer is a list of pieces: on the
//! integer points of each piece's context (a polyhedron over `p` and new floor divisions
//! of `p`), the lexicographic minimum of `x` is an affine function of `p` and the
//! divisions. Contexts of different pieces are disjoint; where the problem is infeasible,
//! no piece covers `p`.
//!
//! The method is the dual simplex over a tableau whose sample values are affine in `p`:
//! every variable is shifted by a symbolic big parameter `M` (`x = y - M`, `y >= 0`) so
//! that all unknowns are non-negative; a row whose sample is negative everywhere in the
//! context is pivoted (column chosen by the lexicographic ratio rule, which keeps the
//! sample the lexicographic minimum); a row whose sign depends on `p` splits the context;
//! a variable whose sample is not integral gets a Gomory cut, whose constant is made affine
//! by a new division `floor(.../d)` of the context. `M` is taken to be a multiple of every
//! denominator, so it never makes a sample fractional. A reported variable whose sample
//! does not have exactly `1 * M` is unbounded below. Every step draws from the budget.
//!
//! Context questions (is `row >= 0` somewhere?) are answered by integer points found
//! before, by enumeration when the context variables range over a small box, and by an
//! integer sample otherwise; a row found negative everywhere is remembered (the context
//! only shrinks). Divisions keep their coefficients in `(-d/2, d/2]`, so a coefficient
//! just below a multiple of a huge denominator stays small; a piece's context keeps only
//! the divisions its constraints and values use. [`lexmin_capped`] stops after a number
//! of steps, for callers with another method ([`IntegerRelation::lex_opt_pieces`]).

use std::collections::HashMap;

use crate::int::{Int, gcd_slice, gcd_slice_with};
use crate::relation::{Div, IntegerRelation};
use crate::sample::Row;
use crate::simplex::Budget;
use crate::space::Space;
use crate::{Error, Result};

/// One piece of a parametric optimum.
#[derive(Clone, Debug)]
pub struct Piece {
    /// The context: a set over the context variables, with locals that are divisions.
    pub context: IntegerRelation,
    /// The value of each reported variable: a row over the context's columns
    /// (context variables, locals, constant).
    pub values: Vec<Row>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pos {
    Row(usize),
    Col(usize),
    /// The slack of an equality whose column was removed (it is zero).
    Dead,
}

/// A tableau row: `den * u = sym . (1, M, p, q) + coef . cols`.
#[derive(Clone, Debug)]
struct TRow {
    unknown: usize,
    den: Int,
    sym: Vec<Int>,
    coef: Vec<Int>,
    /// Known to have a non-negative sample everywhere in the context.
    nonneg: bool,
}

#[derive(Clone, Debug)]
struct Tab {
    rows: Vec<TRow>,
    pos: Vec<Pos>,
    col_unknown: Vec<usize>,
    nvars: usize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Sign {
    NonNeg,
    Neg,
    Mixed,
}

impl Tab {
    fn normalize(row: &mut TRow) {
        if row.den.is_one() {
            return;
        }
        let g = gcd_slice_with(&gcd_slice_with(&row.den, &row.coef), &row.sym);
        if g.is_zero() || g.is_one() {
            return;
        }
        for x in row.sym.iter_mut().chain(row.coef.iter_mut()) {
            if !x.is_zero() {
                *x = x.exact_div(&g);
            }
        }
        row.den = row.den.exact_div(&g);
    }

    fn add_sym_col(&mut self) {
        for r in &mut self.rows {
            r.sym.push(Int::ZERO);
        }
    }

    fn pivot(&mut self, r: usize, c: usize) {
        let arc = self.rows[r].coef[c].clone();
        debug_assert!(arc.is_positive());
        let old = self.rows[r].clone();
        // arc * y_c = d_r u_r - s_r - sum_{j != c} a_rj y_j
        let mut nr = TRow {
            unknown: self.col_unknown[c],
            den: arc.clone(),
            sym: old.sym.iter().map(|x| -x).collect(),
            coef: old.coef.iter().map(|x| -x).collect(),
            nonneg: false,
        };
        nr.coef[c] = old.den.clone();
        Tab::normalize(&mut nr);
        for (i, row) in self.rows.iter_mut().enumerate() {
            if i == r || row.coef[c].is_zero() {
                continue;
            }
            let aic = std::mem::replace(&mut row.coef[c], Int::ZERO);
            // (d_i * arc) u_i = arc s_i - aic s_r + sum (arc a_ij - aic a_rj) y_j + aic d_r u_r
            for (x, y) in row.sym.iter_mut().zip(&old.sym) {
                let mut v = &*x * &arc;
                if !y.is_zero() {
                    v -= &aic * y;
                }
                *x = v;
            }
            for (j, (x, y)) in row.coef.iter_mut().zip(&old.coef).enumerate() {
                if j == c {
                    *x = &aic * &old.den;
                } else {
                    let mut v = &*x * &arc;
                    if !y.is_zero() {
                        v -= &aic * y;
                    }
                    *x = v;
                }
            }
            row.den *= &arc;
            row.nonneg = false;
            Tab::normalize(row);
        }
        let ur = old.unknown;
        let uc = self.col_unknown[c];
        self.rows[r] = nr;
        self.col_unknown[c] = ur;
        self.pos[ur] = Pos::Col(c);
        self.pos[uc] = Pos::Row(r);
    }

    /// Removes column `c` (its unknown is an equality's slack, fixed at zero).
    fn kill_col(&mut self, c: usize) {
        for row in &mut self.rows {
            row.coef.remove(c);
        }
        let u = self.col_unknown.remove(c);
        self.pos[u] = Pos::Dead;
        for p in &mut self.pos {
            if let Pos::Col(k) = p
                && *k > c
            {
                *k -= 1;
            }
        }
    }

    /// Uses the equality in row `r` (its slack must be zero) to eliminate the last
    /// variable column it involves: pivots that variable into the row and removes the
    /// slack's column. Eliminating the last such variable keeps every column
    /// lexicographically positive (an eliminated variable's row only involves columns of
    /// earlier variables). Returns `false` when the row involves no variable column.
    fn eliminate_eq(&mut self, r: usize) -> bool {
        let Some(c) = (0..self.nvars).rev().find_map(|v| match self.pos[v] {
            Pos::Col(c) if !self.rows[r].coef[c].is_zero() => Some(c),
            _ => None,
        }) else {
            return false;
        };
        if self.rows[r].coef[c].is_negative() {
            let row = &mut self.rows[r];
            for x in row.sym.iter_mut().chain(row.coef.iter_mut()) {
                *x = -&*x;
            }
        }
        self.pivot(r, c);
        self.kill_col(c);
        true
    }

    /// Entry of variable `v` in column `j` (numerator; denominator is the row's, positive).
    fn var_entry(&self, v: usize, j: usize) -> (Int, Int) {
        match self.pos[v] {
            Pos::Col(c) => (Int::from((c == j) as i64), Int::ONE),
            Pos::Row(r) => (self.rows[r].coef[j].clone(), self.rows[r].den.clone()),
            Pos::Dead => (Int::ZERO, Int::ONE),
        }
    }

    /// The dual simplex pivot column for row `r`: among columns with a positive entry, the
    /// one whose variable part divided by that entry is lexicographically smallest.
    fn pivot_col(&self, r: usize) -> Option<usize> {
        let row = &self.rows[r];
        let mut best: Option<usize> = None;
        for j in 0..row.coef.len() {
            if !row.coef[j].is_positive() {
                continue;
            }
            let Some(b) = best else {
                best = Some(j);
                continue;
            };
            // Compare entry(v, j) / a_rj with entry(v, b) / a_rb, var by var.
            for v in 0..self.nvars {
                let (ej, _) = self.var_entry(v, j);
                let (eb, _) = self.var_entry(v, b);
                let lhs = &ej * &row.coef[b];
                let rhs = &eb * &row.coef[j];
                if lhs != rhs {
                    if lhs < rhs {
                        best = Some(j);
                    }
                    break;
                }
            }
        }
        best
    }
}

/// The context row of a tableau sym vector: (p, q, const), dropping `M`.
fn ctx_row(sym: &[Int]) -> Row {
    let mut r: Row = sym[2..].to_vec();
    r.push(sym[0].clone());
    r
}

/// The context: a polyhedron over the context variables and division locals, with integer
/// points of it found so far (most sign questions are answered by one of them).
///
/// When the context variables range over a small box (as they do once the splits have
/// bounded them), the context's integer points are enumerated once: every local is a
/// division, so a point is fixed by its context variables. From then on `samples` holds
/// every integer point (`complete`) and sign questions need no integer search.
#[derive(Clone, Debug)]
struct Ctx {
    rel: IntegerRelation,
    samples: Vec<Vec<Int>>,
    /// `samples` holds every integer point of the context.
    complete: bool,
    /// The constraint count of `rel` when enumeration was last found too costly (the box
    /// of the context variables unbounded or too large); retried only after a change.
    enum_tried: Option<usize>,
    /// Rows known to be negative on every integer point of the context, by their
    /// non-constant part (trailing zeros trimmed, so that divisions added since do not
    /// matter) and the largest constant known to fail. The context only shrinks, so an
    /// entry stays true; a smaller constant fails too.
    never: HashMap<Row, Int>,
}

/// The key of a row in [`Ctx::never`] and its constant.
fn never_key(row: &Row) -> (Row, &Int) {
    let n = row.len() - 1;
    let end = row[..n]
        .iter()
        .rposition(|x| !x.is_zero())
        .map_or(0, |i| i + 1);
    (row[..end].to_vec(), &row[n])
}

fn eval(row: &Row, pt: &[Int]) -> Int {
    let n = pt.len();
    let mut s = row[n].clone();
    for (a, x) in row[..n].iter().zip(pt) {
        if !a.is_zero() && !x.is_zero() {
            s += a * x;
        }
    }
    s
}

impl Ctx {
    /// Whether some integer point of the context has `row >= 0`.
    fn can(&mut self, row: &Row, budget: &mut Budget) -> Result<bool> {
        budget.spend()?;
        if self.samples.iter().any(|p| !eval(row, p).is_negative()) {
            return Ok(true);
        }
        if self.complete || self.enumerate(budget)? {
            return Ok(self.samples.iter().any(|p| !eval(row, p).is_negative()));
        }
        let (key, cst) = never_key(row);
        if self.never.get(&key).is_some_and(|m| cst <= m) {
            return Ok(false);
        }
        let mut c = self.rel.clone();
        c.add_ineq(row.clone());
        match c.find_sample(budget)? {
            Some(p) => {
                self.samples.push(p);
                if self.samples.len() > 64 {
                    self.samples.remove(0);
                }
                Ok(true)
            }
            None => {
                let c = cst.clone();
                match self.never.get_mut(&key) {
                    Some(m) => {
                        if *m < c {
                            *m = c;
                        }
                    }
                    None => {
                        self.never.insert(key, c);
                    }
                }
                Ok(false)
            }
        }
    }

    /// The number of constraints of the context (a version stamp: it only grows).
    fn n_cons(&self) -> usize {
        self.rel.ineqs.len() + self.rel.eqs.len()
    }

    /// Tries to enumerate every integer point of the context: the rational range of each
    /// context variable bounds the box; each point of the box gets its divisions'
    /// values and is kept when it satisfies every constraint. Returns whether `samples`
    /// is now complete.
    fn enumerate(&mut self, budget: &mut Budget) -> Result<bool> {
        if self.enum_tried == Some(self.n_cons()) || self.rel.divs.iter().any(Option::is_none) {
            return Ok(false);
        }
        self.enum_tried = Some(self.n_cons());
        let divs: Vec<Div> = self.rel.divs.iter().flatten().cloned().collect();
        let ncols = self.rel.n_cols();
        let mut lp = crate::sample::build(ncols, &self.rel.eqs, &self.rel.ineqs, budget)?;
        let Some(points) = crate::sample::box_points(
            ncols,
            &divs,
            &self.rel.eqs,
            &self.rel.ineqs,
            &mut lp,
            false,
            budget,
        )?
        else {
            return Ok(false);
        };
        self.samples = points;
        self.complete = true;
        Ok(true)
    }

    fn add_ineq(&mut self, row: Row) {
        self.samples.retain(|p| !eval(&row, p).is_negative());
        self.rel.add_ineq(row);
    }

    fn add_eq(&mut self, row: Row) {
        self.samples.retain(|p| eval(&row, p).is_zero());
        self.rel.add_eq(row);
    }

    fn with_ineq(&self, row: Row) -> Ctx {
        let mut c = self.clone();
        c.add_ineq(row);
        c
    }

    /// The local column (index among the locals) of `floor(u / d)` (`u` over the context
    /// columns and the constant), normalized as `floor((u' + floor(c / g)) / (d / g))`
    /// with `g` the gcd of `d` and `u`'s non-constant coefficients, and reduced modulo
    /// the denominator; an equal division already in the context is reused, otherwise
    /// one is added (with a new symbolic column in `tab`).
    fn get_div(&mut self, u: &Row, d: &Int, tab: &mut Tab) -> usize {
        let div = normalize_div(u, d);
        let mut num = div.num;
        let last = num.len() - 1;
        if let Some(l) = self.rel.divs.iter().position(|dv| {
            dv.as_ref()
                .is_some_and(|dv| dv.den == div.den && dv.num == num)
        }) {
            return l;
        }
        num.insert(last, Int::ZERO);
        self.add_div(Div { num, den: div.den });
        tab.add_sym_col();
        self.rel.n_locals() - 1
    }

    fn add_div(&mut self, div: Div) {
        // (`div.num` already has the new column, with coefficient zero.)
        for p in &mut self.samples {
            p.push(Int::ZERO);
            let v = eval(&div.num, p).floor_div(&div.den);
            *p.last_mut().expect("just pushed") = v;
        }
        // A division's constraints leave the range of the context variables as it was.
        let stale = self.enum_tried == Some(self.n_cons());
        self.rel.add_local(Some(div));
        if stale {
            self.enum_tried = Some(self.n_cons());
        }
    }
}

/// `floor(u / d)` in the canonical form [`Ctx::get_div`] looks up: the gcd `g` of `d`
/// and the non-constant coefficients divided out (the constant rounded down), every
/// entry reduced modulo the new denominator.
fn normalize_div(u: &Row, d: &Int) -> Div {
    let n = u.len() - 1;
    let g = gcd_slice(&u[..n]).gcd(d);
    let (mut num, den): (Row, Int) = if g.is_one() || g.is_zero() {
        (u.clone(), d.clone())
    } else {
        let mut num: Row = u[..n].iter().map(|x| x.exact_div(&g)).collect();
        num.push(u[n].floor_div(&g));
        (num, d.exact_div(&g))
    };
    let last = num.len() - 1;
    for x in &mut num[..last] {
        *x = centered_mod(x, &den);
    }
    num[last] = num[last].floor_mod(&den);
    Div { num, den }
}

fn negate_minus_one(r: &Row) -> Row {
    let mut out: Row = r.iter().map(|x| -x).collect();
    let last = out.len() - 1;
    out[last] -= &Int::ONE;
    out
}

/// `row >= 0` tightened over the integers: the non-constant coefficients divided by their
/// gcd `g` and the constant rounded down (`floor(c / g)`). The flag says whether `row = 0`
/// has no integer solution (`g` does not divide `c`): then `0` of the tightened row is a
/// positive value of the original one.
fn tighten(row: &Row) -> (Row, bool) {
    let n = row.len() - 1;
    let g = gcd_slice(&row[..n]);
    if g.is_zero() || g.is_one() {
        return (row.clone(), false);
    }
    let strict = !row[n].floor_mod(&g).is_zero();
    let mut out: Row = row[..n].iter().map(|x| x.exact_div(&g)).collect();
    out.push(row[n].floor_div(&g));
    (out, strict)
}

/// The sign of a row's sample over the context. `critical`: the row has no positive
/// coefficient, so it cannot be pivoted; then a zero value counts as non-negative (the
/// row must be negative everywhere to be reported `Neg`). Otherwise a row that is never
/// positive and negative somewhere is `Neg` (pivoting it changes nothing where it is
/// zero), which saves a split.
fn sign(sym: &[Int], critical: bool, ctx: &mut Ctx, budget: &mut Budget) -> Result<Sign> {
    if sym[1].is_positive() {
        return Ok(Sign::NonNeg);
    }
    if sym[1].is_negative() {
        return Ok(Sign::Neg);
    }
    if sym[2..].iter().all(Int::is_zero) {
        return Ok(if sym[0].is_negative() {
            Sign::Neg
        } else {
            Sign::NonNeg
        });
    }
    let (f, strict) = tighten(&ctx_row(sym));
    if !ctx.can(&negate_minus_one(&f), budget)? {
        return Ok(Sign::NonNeg);
    }
    let pos = if critical || strict {
        f
    } else {
        let mut g = f;
        let last = g.len() - 1;
        g[last] -= &Int::ONE;
        g
    };
    if !ctx.can(&pos, budget)? {
        return Ok(Sign::Neg);
    }
    Ok(Sign::Mixed)
}

/// The lexicographic minimum of the first `n_out` of `nvars` variables, parametric in
/// `nctx` context variables. Rows have columns `[vars, ctx, const]`.
/// `Error::Unbounded` when some context point has no minimum (the variables are not
/// bounded below there).
pub fn lexmin(
    nvars: usize,
    n_out: usize,
    nctx: usize,
    eqs: &[Row],
    ineqs: &[Row],
    budget: &mut Budget,
) -> Result<Vec<Piece>> {
    match lexmin_capped(nvars, n_out, nctx, eqs, ineqs, None, budget)? {
        Outcome::Done(p) => Ok(p),
        _ => Err(Error::BudgetExceeded),
    }
}

/// How [`lexmin_capped`] ended.
#[derive(Debug)]
pub enum Outcome {
    /// The optimum.
    Done(Vec<Piece>),
    /// Stopped after the number of steps given.
    Steps,
    /// Stopped because the cuts kept adding divisions, or divisions with denominators
    /// far larger than the input's coefficients (the uncapped run stops there too).
    Divisions,
}

/// As [`lexmin`], giving up after `max_steps` steps of the dual simplex (pivots, splits
/// and cuts), when given, or when the cuts keep adding divisions: the caller then tries
/// another method.
pub fn lexmin_capped(
    nvars: usize,
    n_out: usize,
    nctx: usize,
    eqs: &[Row],
    ineqs: &[Row],
    max_steps: Option<usize>,
    budget: &mut Budget,
) -> Result<Outcome> {
    let nsym = 2 + nctx;
    let mut tab = Tab {
        rows: Vec::new(),
        pos: (0..nvars).map(Pos::Col).collect(),
        col_unknown: (0..nvars).collect(),
        nvars,
    };
    let push_row = |tab: &mut Tab, r: &Row| {
        let mut sym = vec![Int::ZERO; nsym];
        sym[0] = r[nvars + nctx].clone();
        let mut m = Int::ZERO;
        for a in &r[..nvars] {
            m -= a;
        }
        sym[1] = m;
        sym[2..].clone_from_slice(&r[nvars..nvars + nctx]);
        let u = tab.pos.len();
        tab.pos.push(Pos::Row(tab.rows.len()));
        tab.rows.push(TRow {
            unknown: u,
            den: Int::ONE,
            sym,
            coef: r[..nvars].to_vec(),
            nonneg: false,
        });
    };
    for r in ineqs {
        push_row(&mut tab, r);
    }
    let mut ctx = Ctx {
        rel: IntegerRelation::universe(Space::set(nctx, Vec::new())),
        samples: vec![vec![Int::ZERO; nctx]],
        complete: false,
        enum_tried: None,
        never: HashMap::new(),
    };
    // Equalities eliminate a variable each (isl does the same); one without variables
    // constrains the context.
    // (All rows go in first: `push_row` expects the initial basis.)
    let first_eq = tab.rows.len();
    for r in eqs {
        push_row(&mut tab, r);
    }
    for i in first_eq..tab.rows.len() {
        if !tab.eliminate_eq(i) {
            let row = &mut tab.rows[i];
            if !row.sym[1].is_zero() {
                return Ok(Outcome::Done(Vec::new()));
            }
            ctx.add_eq(ctx_row(&row.sym));
            row.nonneg = true;
        }
    }
    // Cuts whose divisions' denominators grow far beyond the input's coefficients (past
    // the cube of the largest, with room to spare) do not converge in practice either,
    // and every context question costs more with them. (In the plexmin benchmark,
    // converging runs stay below about 3.1 times the input's bits, and below 32 bits for
    // small inputs, which get 96; a runaway one passed 1000 bits.)
    let input_bits = eqs
        .iter()
        .chain(ineqs)
        .flatten()
        .map(Int::bits)
        .max()
        .unwrap_or(0);
    let max_den_bits = (3 * input_bits).max(64) + 32;
    let mut stack = vec![(tab, ctx)];
    let mut pieces = Vec::new();
    let mut steps = 0usize;
    'next: while let Some((mut tab, mut ctx)) = stack.pop() {
        loop {
            budget.spend_n(1 + ctx.rel.n_locals() as u64)?;
            steps += 1;
            if max_steps.is_some_and(|m| steps > m) {
                return Ok(Outcome::Steps);
            }
            // Cuts that keep adding divisions of the context do not converge in practice
            // (each adds a division of the earlier ones and the entries grow): give up
            // with a budget error after a bounded number instead of running on.
            if ctx.rel.n_locals() > nvars + nctx + 16
                || ctx
                    .rel
                    .divs
                    .iter()
                    .flatten()
                    .any(|d| d.den.bits() > max_den_bits)
            {
                return Ok(Outcome::Divisions);
            }
            // A row negative everywhere: pivot. A row of varying sign: split.
            let mut mixed: Option<usize> = None;
            let mut neg: Option<usize> = None;
            for (i, row) in tab.rows.iter_mut().enumerate() {
                if row.nonneg {
                    continue;
                }
                let critical = !row.coef.iter().any(Int::is_positive);
                match sign(&row.sym, critical, &mut ctx, budget)? {
                    Sign::NonNeg => row.nonneg = true,
                    Sign::Neg => {
                        neg = Some(i);
                        break;
                    }
                    Sign::Mixed => {
                        if mixed.is_none() {
                            mixed = Some(i);
                        }
                    }
                }
            }
            if let Some(r) = neg {
                match tab.pivot_col(r) {
                    Some(c) => tab.pivot(r, c),
                    None => continue 'next, // infeasible in this context
                }
                continue;
            }
            if let Some(r) = mixed {
                let (f, _) = tighten(&ctx_row(&tab.rows[r].sym));
                stack.push((tab.clone(), ctx.with_ineq(negate_minus_one(&f))));
                ctx.add_ineq(f);
                tab.rows[r].nonneg = true;
                continue;
            }
            // Feasible: make the variables' samples integral.
            let frac = (0..nvars).find_map(|v| match tab.pos[v] {
                Pos::Row(r) => {
                    let row = &tab.rows[r];
                    let d = &row.den;
                    let integral = row.sym[0].floor_mod(d).is_zero()
                        && row.sym[2..].iter().all(|x| x.floor_mod(d).is_zero());
                    (!integral).then_some(r)
                }
                _ => None,
            });
            let Some(r) = frac else {
                pieces.push(finish(&tab, &ctx, n_out)?);
                continue 'next;
            };
            match integral_step(&mut tab, r, &mut ctx, nctx, budget)? {
                Step::Infeasible => continue 'next,
                Step::Continue => {}
            }
        }
    }
    Ok(Outcome::Done(pieces))
}

enum Step {
    Infeasible,
    Continue,
}

/// `-x` modulo `m` for every entry: the constant in `[0, m)`, the others in
/// `(-m/2, m/2]` (the form [`normalize_div`] keeps; small coefficients where `x` is
/// close to a multiple of `m` from either side).
fn neg_mod(row: &Row, m: &Int) -> Row {
    let n = row.len() - 1;
    let mut out: Row = row[..n].iter().map(|x| centered_mod(&-x, m)).collect();
    out.push((-&row[n]).floor_mod(m));
    out
}

/// `x` modulo `m` in `(-m/2, m/2]`.
fn centered_mod(x: &Int, m: &Int) -> Int {
    let r = x.floor_mod(m);
    if &(&r + &r) > m { &r - m } else { r }
}

/// The inverse of `a` modulo `m` (`gcd(a, m) = 1`, `m > 1`), in `[0, m)`.
fn mod_inverse(a: &Int, m: &Int) -> Int {
    // Extended Euclid on (a mod m, m), tracking the coefficient of a.
    let (mut r0, mut r1) = (a.floor_mod(m), m.clone());
    let (mut s0, mut s1) = (Int::ONE, Int::ZERO);
    while !r1.is_zero() {
        let q = r0.floor_div(&r1);
        let r2 = &r0 - &(&q * &r1);
        let s2 = &s0 - &(&q * &s1);
        r0 = std::mem::replace(&mut r1, r2);
        s0 = std::mem::replace(&mut s1, s2);
    }
    debug_assert!(r0.is_one());
    s0.floor_mod(m)
}

/// The remainder `(-f) mod m` over the context, as a row `u - m q` with `u = (-f) mod m`
/// entry-wise and `q = floor(u / m)` a (shared) division of the context. Its value is in
/// `[0, m)` and it is congruent to `-f` modulo `m`.
fn param_rem(f: &Row, m: &Int, ctx: &mut Ctx, tab: &mut Tab, nctx: usize) -> Row {
    // (`f` may predate a division added since: pad it to the context's columns.)
    let mut u = neg_mod(f, m);
    let c = u.pop().unwrap_or(Int::ZERO);
    u.resize(ctx.rel.n_cols(), Int::ZERO);
    u.push(c);
    let q = ctx.get_div(&u, m, tab);
    let nc = ctx.rel.n_cols();
    let n0 = u.len() - 1;
    let mut rem = vec![Int::ZERO; nc + 1];
    rem[..n0].clone_from_slice(&u[..n0]);
    rem[nc] = u[n0].clone();
    rem[nctx + q] -= m;
    rem
}

/// Makes progress on row `r`, whose sample is not integral: `d u = s + M m + a . t` (`s`
/// over the context). With `g = gcd(a, d)`: unless `g | s`, that is a condition on the
/// context (kept where it holds, `Infeasible` when it never does), after which the row
/// is divided by `g`. Otherwise a cut: preferably a column cut `t_j >= (-k s) mod g_j`
/// (see the body), else the plain Gomory cut `sum (a_j mod d) t_j >= (-s) mod d`; the
/// right-hand side is a division of the context when `s` has fractional parameter
/// coefficients.
fn integral_step(
    tab: &mut Tab,
    r: usize,
    ctx: &mut Ctx,
    nctx: usize,
    budget: &mut Budget,
) -> Result<Step> {
    let d = tab.rows[r].den.clone();
    let g = gcd_slice(&tab.rows[r].coef).gcd(&d);
    let divisible = |row: &TRow, m: &Int| {
        row.sym[0].floor_mod(m).is_zero() && row.sym[2..].iter().all(|x| x.floor_mod(m).is_zero())
    };
    if !g.is_one() && !divisible(&tab.rows[r], &g) {
        if tab.rows[r].sym[2..]
            .iter()
            .all(|x| x.floor_mod(&g).is_zero())
        {
            // A fractional constant plus an integral combination: no integer point.
            return Ok(Step::Infeasible);
        }
        // Integral exactly where rem = 0 (rem = (-s) mod g); no integer point elsewhere.
        let rem = param_rem(&ctx_row(&tab.rows[r].sym), &g, ctx, tab, nctx);
        let n = rem.len() - 1;
        let mut rem_pos = rem.clone();
        rem_pos[n] -= &Int::ONE;
        if ctx.can(&rem_pos, budget)? {
            let zero: Row = rem.iter().map(|x| -x).collect();
            if !ctx.can(&zero, budget)? {
                return Ok(Step::Infeasible);
            }
            ctx.add_ineq(zero);
        }
        add_to_sym(&mut tab.rows[r], &rem);
        return Ok(Step::Continue);
    }
    // Work with the row divided by g (the M coefficient aside: M is a multiple of every
    // denominator).
    let d = d.exact_div(&g);
    let a: Vec<Int> = tab.rows[r].coef.iter().map(|x| x.exact_div(&g)).collect();
    let srow: Row = ctx_row(&tab.rows[r].sym)
        .iter()
        .map(|x| x.exact_div(&g))
        .collect();
    // Column cuts: modulo g_j = gcd(d, a_k for k != j), the row says a_j t_j = -s, so
    // t_j >= (-k s) mod g_j with k the inverse of a_j (exact for t_j alone). Largest g_j
    // first; one that cuts nothing (remainder zero everywhere) is skipped.
    let mut cands: Vec<(Int, usize)> = (0..a.len())
        .filter(|&j| !a[j].floor_mod(&d).is_zero())
        .filter_map(|j| {
            let gj = a
                .iter()
                .enumerate()
                .filter(|&(k, _)| k != j)
                .fold(d.clone(), |acc, (_, x)| acc.gcd(x));
            (!gj.is_one() && a[j].gcd(&gj).is_one()).then_some((gj, j))
        })
        .collect();
    cands.sort_by(|x, y| y.0.cmp(&x.0));
    let n = srow.len() - 1;
    for (gj, j) in cands {
        let k = mod_inverse(&a[j], &gj);
        let ks: Row = srow.iter().map(|x| &k * x).collect();
        let mut coef = vec![Int::ZERO; a.len()];
        coef[j] = Int::ONE;
        if ks[..n].iter().all(|x| x.floor_mod(&gj).is_zero()) {
            let c = (-&ks[n]).floor_mod(&gj);
            if c.is_zero() {
                continue;
            }
            let mut rem = vec![Int::ZERO; ctx.rel.n_cols() + 1];
            let last = rem.len() - 1;
            rem[last] = c;
            add_cut(tab, &rem, &coef);
            return Ok(Step::Continue);
        }
        let rem = param_rem(&ks, &gj, ctx, tab, nctx);
        let last = rem.len() - 1;
        let mut rem_pos = rem.clone();
        rem_pos[last] -= &Int::ONE;
        if ctx.can(&rem_pos, budget)? {
            add_cut(tab, &rem, &coef);
            return Ok(Step::Continue);
        }
    }
    // The plain Gomory cut, sum (a_j mod d) t_j >= (-s) mod d.
    let cut_coef: Vec<Int> = a.iter().map(|x| x.floor_mod(&d)).collect();
    if srow[..n].iter().all(|x| x.floor_mod(&d).is_zero()) {
        let mut rem = vec![Int::ZERO; ctx.rel.n_cols() + 1];
        let last = rem.len() - 1;
        rem[last] = (-&srow[n]).floor_mod(&d);
        add_cut(tab, &rem, &cut_coef);
        return Ok(Step::Continue);
    }
    let rem = param_rem(&srow, &d, ctx, tab, nctx);
    let last = rem.len() - 1;
    // Where rem = 0 the sample is integral. When the context forces that everywhere,
    // make the row so (a cut would cut nothing, and the same cut would come back).
    let mut rem_pos = rem.clone();
    rem_pos[last] -= &Int::ONE;
    if !ctx.can(&rem_pos, budget)? {
        let scaled: Row = rem.iter().map(|x| x * &g).collect();
        add_to_sym(&mut tab.rows[r], &scaled);
        return Ok(Step::Continue);
    }
    add_cut(tab, &rem, &cut_coef);
    Ok(Step::Continue)
}

/// Adds `x` (over the context's columns) to a row's sample.
fn add_to_sym(row: &mut TRow, x: &Row) {
    let n = x.len() - 1;
    row.sym[0] += &x[n];
    for (s, y) in row.sym[2..].iter_mut().zip(&x[..n]) {
        *s += y;
    }
    row.nonneg = false;
    Tab::normalize(row);
}

/// Adds the cut row `coef . cols - rem >= 0` (`rem` over the context's columns).
fn add_cut(tab: &mut Tab, rem: &Row, coef: &[Int]) {
    let n = rem.len() - 1;
    let mut sym = vec![Int::ZERO; n + 2];
    sym[0] = -&rem[n];
    for (x, y) in sym[2..].iter_mut().zip(&rem[..n]) {
        *x = -y;
    }
    let u = tab.pos.len();
    tab.pos.push(Pos::Row(tab.rows.len()));
    tab.rows.push(TRow {
        unknown: u,
        den: Int::ONE,
        sym,
        coef: coef.to_vec(),
        nonneg: false,
    });
}

fn finish(tab: &Tab, ctx: &Ctx, n_out: usize) -> Result<Piece> {
    let mut values = Vec::with_capacity(n_out);
    for v in 0..n_out {
        let Pos::Row(r) = tab.pos[v] else {
            return Err(Error::Unbounded);
        };
        let row = &tab.rows[r];
        if row.sym[1] != row.den {
            return Err(Error::Unbounded);
        }
        let vals: Row = ctx_row(&row.sym)
            .iter()
            .map(|x| x.exact_div(&row.den))
            .collect();
        values.push(vals);
    }
    let (context, values) = prune_divs(&ctx.rel, values);
    Ok(Piece { context, values })
}

/// The context and values without the divisions that neither a value nor a constraint
/// (other than a division's own two bounds) uses, directly or through another division:
/// cuts of other branches leave many, and they make every later question about the piece
/// costlier.
fn prune_divs(rel: &IntegerRelation, values: Vec<Row>) -> (IntegerRelation, Vec<Row>) {
    let nv = rel.n_vars();
    let nl = rel.n_locals();
    let n = rel.n_cols();
    let defining: Vec<Row> = rel
        .divs
        .iter()
        .enumerate()
        .filter_map(|(k, d)| {
            d.as_ref()
                .map(|d| crate::relation::div_constraints(d, nv + k))
        })
        .flatten()
        .collect();
    let mut used = vec![false; nl];
    let mark = |r: &Row, used: &mut [bool]| {
        for (k, u) in used.iter_mut().enumerate() {
            if !r[nv + k].is_zero() {
                *u = true;
            }
        }
    };
    for r in values.iter().chain(&rel.eqs) {
        mark(r, &mut used);
    }
    for r in &rel.ineqs {
        if !defining.contains(r) {
            mark(r, &mut used);
        }
    }
    // Divisions used by used divisions (a division only uses earlier columns).
    for k in (0..nl).rev() {
        if used[k] {
            match &rel.divs[k] {
                Some(d) => mark(&d.num, &mut used),
                None => return (rel.clone(), values),
            }
        }
    }
    if used.iter().all(|&u| u) {
        return (rel.clone(), values);
    }
    let keep: Vec<usize> = (0..n + 1)
        .filter(|&c| c < nv || c >= n || used[c - nv])
        .collect();
    let project = |r: &Row| -> Row { keep.iter().map(|&c| r[c].clone()).collect() };
    let dropped = |r: &Row| (0..nl).any(|k| !used[k] && !r[nv + k].is_zero());
    let out = IntegerRelation {
        space: rel.space.clone(),
        divs: rel
            .divs
            .iter()
            .enumerate()
            .filter(|&(k, _)| used[k])
            .map(|(_, d)| {
                d.as_ref().map(|d| Div {
                    num: project(&d.num),
                    den: d.den.clone(),
                })
            })
            .collect(),
        eqs: rel.eqs.iter().map(project).collect(),
        ineqs: rel
            .ineqs
            .iter()
            .filter(|r| !dropped(r))
            .map(project)
            .collect(),
    };
    (out, values.iter().map(project).collect())
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
    fn simple_parametric_min() {
        // x >= 0, x >= n - 5, x <= 100: min x = max(0, n - 5), n <= 105.
        let mut b = Budget::default();
        let ineqs = rows(&[&[1, 0, 0], &[1, -1, 5], &[-1, 0, 100]]);
        let pieces = lexmin(1, 1, 1, &[], &ineqs, &mut b).unwrap();
        assert_eq!(pieces.len(), 2);
    }

    #[test]
    fn fractional_cut_with_parameter() {
        // 2x >= n: min x = ceil(n / 2), needs a division of n.
        let mut b = Budget::default();
        let ineqs = rows(&[&[2, -1, 0]]);
        let pieces = lexmin(1, 1, 1, &[], &ineqs, &mut b).unwrap();
        for n in -7..7i64 {
            let hits: Vec<&Piece> = pieces
                .iter()
                .filter(|p| {
                    let mut c = p.context.clone();
                    let mut row = vec![Int::ZERO; c.n_cols() + 1];
                    row[0] = Int::ONE;
                    row[c.n_cols()] = Int::from(-n);
                    c.add_eq(row);
                    !c.is_empty(&mut b).unwrap()
                })
                .collect();
            assert_eq!(hits.len(), 1, "n = {n}");
        }
    }

    #[test]
    fn unbounded_is_an_error() {
        let mut b = Budget::default();
        let ineqs = rows(&[&[-1, 1, 0]]); // x <= n
        assert_eq!(
            lexmin(1, 1, 1, &[], &ineqs, &mut b).unwrap_err(),
            Error::Unbounded
        );
    }
    /// The optimum at parameter value `n` (one context parameter): the values of the
    /// piece whose context holds `n`, evaluated at a sample of that context. Panics when
    /// two pieces hold `n`.
    fn value_at(pieces: &[Piece], n: i64, b: &mut Budget) -> Option<Vec<i64>> {
        let mut found = None;
        for p in pieces {
            let mut c = p.context.clone();
            let mut row = vec![Int::ZERO; c.n_cols() + 1];
            row[0] = Int::ONE;
            row[c.n_cols()] = Int::from(-n);
            c.add_eq(row);
            if let Some(pt) = c.find_sample(b).unwrap() {
                assert!(found.is_none(), "two pieces hold n = {n}");
                let v: Vec<i64> = p
                    .values
                    .iter()
                    .map(|r| eval(r, &pt).to_i64().unwrap())
                    .collect();
                found = Some(v);
            }
        }
        found
    }

    /// The lexicographic minimum by enumeration over a box.
    fn brute(
        n: i64,
        nvars: usize,
        n_out: usize,
        lo: i64,
        hi: i64,
        eqs: &[Row],
        ineqs: &[Row],
    ) -> Option<Vec<i64>> {
        let mut best: Option<Vec<i64>> = None;
        let mut x = vec![lo; nvars];
        loop {
            let mut pt: Vec<Int> = x.iter().map(|&v| Int::from(v)).collect();
            pt.push(Int::from(n));
            if eqs.iter().all(|r| eval(r, &pt).is_zero())
                && ineqs.iter().all(|r| !eval(r, &pt).is_negative())
            {
                let out = x[..n_out].to_vec();
                if best.as_ref().is_none_or(|b| out < *b) {
                    best = Some(out);
                }
            }
            let mut i = 0;
            loop {
                if i == nvars {
                    return best;
                }
                x[i] += 1;
                if x[i] <= hi {
                    break;
                }
                x[i] = lo;
                i += 1;
            }
        }
    }

    #[test]
    fn normalized_division() {
        // floor((4a + 6b + 7) / 8) = floor((2a + 3b + 3) / 4), entries reduced mod 4 (the
        // coefficients into (-2, 2], the constant into [0, 4)): floor((2a - b + 3) / 4) + b.
        let d = normalize_div(&rows(&[&[4, 6, 7]])[0], &Int::from(8));
        assert_eq!(d.den, Int::from(4));
        assert_eq!(d.num, rows(&[&[2, -1, 3]])[0]);
        // A coefficient just below a multiple of a huge denominator becomes small.
        let big = Int::from(1i64 << 60);
        let mut u = rows(&[&[0, 5]])[0].clone();
        u[0] = &big - &Int::ONE;
        let d = normalize_div(&u, &big);
        assert_eq!(d.num, rows(&[&[-1, 5]])[0]);
        // floor((-3a + 5) / 2) = floor((a + 1) / 2) - 2a + 2: reduced mod 2.
        let d = normalize_div(&rows(&[&[-3, 5]])[0], &Int::from(2));
        assert_eq!((d.num, d.den), (rows(&[&[1, 1]])[0].clone(), Int::from(2)));
    }

    #[test]
    fn equal_divisions_are_reused() {
        let mut tab = Tab {
            rows: Vec::new(),
            pos: Vec::new(),
            col_unknown: Vec::new(),
            nvars: 0,
        };
        let mut ctx = Ctx {
            rel: IntegerRelation::universe(Space::set(1, Vec::new())),
            samples: vec![vec![Int::ZERO]],
            complete: false,
            enum_tried: None,
            never: HashMap::new(),
        };
        // floor((2n + 2) / 4), floor((n + 1) / 2) and floor((2n + 3) / 4) are one division.
        let q0 = ctx.get_div(&rows(&[&[2, 2]])[0], &Int::from(4), &mut tab);
        let q1 = ctx.get_div(&rows(&[&[1, 0, 1]])[0], &Int::from(2), &mut tab);
        let q2 = ctx.get_div(&rows(&[&[2, 0, 3]])[0], &Int::from(4), &mut tab);
        assert_eq!((q0, q1, q2), (0, 0, 0));
        assert_eq!(ctx.rel.n_locals(), 1);
        // The samples follow: n = 0 gives q = 0.
        assert_eq!(ctx.samples[0], vec![Int::ZERO, Int::ZERO]);
        // A different one is added.
        let q3 = ctx.get_div(&rows(&[&[1, 0, 0]])[0], &Int::from(3), &mut tab);
        assert_eq!(q3, 1);
        assert_eq!(ctx.rel.n_locals(), 2);
    }

    #[test]
    fn rows_known_negative_are_remembered() {
        // n >= 0 and n <= 5 (no enumeration: the box is not tried for an open context).
        let mut b = Budget::default();
        let mut ctx = Ctx {
            rel: IntegerRelation::universe(Space::set(1, Vec::new())),
            samples: vec![vec![Int::ZERO]],
            complete: false,
            enum_tried: Some(0),
            never: HashMap::new(),
        };
        ctx.rel.add_ineq(rows(&[&[1, 0]])[0].clone());
        ctx.rel.add_ineq(rows(&[&[-1, 5]])[0].clone());
        ctx.enum_tried = Some(ctx.n_cons());
        // n - 6 >= 0 never holds, nor n - 7 >= 0 (a smaller constant), found in the cache.
        assert!(!ctx.can(&rows(&[&[1, -6]])[0], &mut b).unwrap());
        assert_eq!(ctx.never.len(), 1);
        assert!(!ctx.can(&rows(&[&[1, -7]])[0], &mut b).unwrap());
        assert_eq!(ctx.never[&rows(&[&[1]])[0]], Int::from(-6));
        // With a division added, the same row (one column longer) is still known.
        let mut tab = Tab {
            rows: Vec::new(),
            pos: Vec::new(),
            col_unknown: Vec::new(),
            nvars: 0,
        };
        ctx.get_div(&rows(&[&[1, 0]])[0], &Int::from(2), &mut tab);
        assert!(!ctx.can(&rows(&[&[1, 0, -6]])[0], &mut b).unwrap());
        assert!(ctx.can(&rows(&[&[1, 0, -5]])[0], &mut b).unwrap());
    }

    #[test]
    fn unused_divisions_leave_pieces() {
        // Context over n with q0 = floor(n / 2) (used by the value) and q1 = floor(n / 3)
        // (only its own bounds): q1 goes, the value keeps q0.
        let mut rel = IntegerRelation::universe(Space::set(1, Vec::new()));
        rel.add_local(Some(Div {
            num: rows(&[&[1, 0, 0]])[0].clone(),
            den: Int::from(2),
        }));
        rel.add_local(Some(Div {
            num: rows(&[&[1, 0, 0, 0]])[0].clone(),
            den: Int::from(3),
        }));
        rel.add_ineq(rows(&[&[1, 0, 0, 4]])[0].clone());
        let values = rows(&[&[0, 1, 0, 7]]);
        let (out, vals) = prune_divs(&rel, values);
        assert_eq!(out.n_locals(), 1);
        assert_eq!(out.ineqs.len(), 3);
        assert_eq!(vals, rows(&[&[0, 1, 7]]));
        // Nothing to drop: unchanged.
        let (same, _) = prune_divs(&out, vals);
        assert_eq!(same.n_locals(), 1);
    }

    #[test]
    fn modular_inverse() {
        assert_eq!(mod_inverse(&Int::from(3), &Int::from(7)), Int::from(5));
        assert_eq!(mod_inverse(&Int::from(-1), &Int::from(4)), Int::from(3));
        let m = Int::from(1_000_000_007);
        let a = Int::from(123_456_789);
        let k = mod_inverse(&a, &m);
        assert!((&a * &k).floor_mod(&m).is_one());
    }

    #[test]
    fn equality_eliminates_a_variable() {
        // 2x = n + 1, -10 <= x <= 10: x = (n + 1) / 2 where n is odd.
        let mut b = Budget::default();
        let eqs = rows(&[&[2, -1, -1]]);
        let ineqs = rows(&[&[1, 0, 10], &[-1, 0, 10]]);
        let pieces = lexmin(1, 1, 1, &eqs, &ineqs, &mut b).unwrap();
        for n in -8..8 {
            assert_eq!(
                value_at(&pieces, n, &mut b),
                brute(n, 1, 1, -12, 12, &eqs, &ineqs),
                "n = {n}"
            );
        }
    }

    #[test]
    fn congruence_converges_with_column_cuts() {
        // y0 - 2 y1 - 2n - 6 = 4q, -5 <= y0 <= 5, -3 <= y1 <= 4 (a `mod 4` constraint):
        // plain Gomory cuts needed thousands of steps here.
        let mut b = Budget::new(20_000);
        let eqs = rows(&[&[1, -2, -4, -2, -6]]);
        let ineqs = rows(&[
            &[1, 0, 0, 0, 5],
            &[-1, 0, 0, 0, 5],
            &[0, 1, 0, 0, 3],
            &[0, -1, 0, 0, 4],
        ]);
        let pieces = lexmin(3, 2, 1, &eqs, &ineqs, &mut b).unwrap();
        for n in -6..6 {
            let want = brute(n, 3, 2, -12, 12, &eqs, &ineqs);
            assert_eq!(value_at(&pieces, n, &mut b), want, "n = {n}");
        }
    }

    #[test]
    fn forced_integrality_needs_no_cut() {
        // 3x = n + 3k, 0 <= k <= 2, x >= -20, lexmin (x, k): the sample of x is n / 3
        // plus integers, integral only where 3 | n (the context condition path).
        let mut b = Budget::new(20_000);
        let eqs = rows(&[&[3, -3, -1, 0]]);
        let ineqs = rows(&[&[0, 1, 0, 0], &[0, -1, 0, 2], &[1, 0, 0, 20]]);
        let pieces = lexmin(2, 2, 1, &eqs, &ineqs, &mut b).unwrap();
        for n in -9..9 {
            assert_eq!(
                value_at(&pieces, n, &mut b),
                brute(n, 2, 2, -25, 25, &eqs, &ineqs),
                "n = {n}"
            );
        }
    }

    #[test]
    fn division_samples_take_the_constant() {
        let mut tab = Tab {
            rows: Vec::new(),
            pos: Vec::new(),
            col_unknown: Vec::new(),
            nvars: 0,
        };
        let mut ctx = Ctx {
            rel: IntegerRelation::universe(Space::set(1, Vec::new())),
            samples: vec![vec![Int::from(3)]],
            complete: false,
            enum_tried: None,
            never: HashMap::new(),
        };
        // floor((n + 1) / 2) at n = 3 is 2 (not floor(3 / 2)); floor((n + q + 2) / 3) is
        // then 2 (not floor(5 / 3)).
        ctx.get_div(&rows(&[&[1, 1]])[0], &Int::from(2), &mut tab);
        ctx.get_div(&rows(&[&[1, 1, 2]])[0], &Int::from(3), &mut tab);
        assert_eq!(ctx.samples[0], rows(&[&[3, 2, 2]])[0]);
    }

    #[test]
    fn small_context_boxes_are_enumerated() {
        // 0 <= n <= 20 with q = floor((n + 1) / 3) and 3q >= n: n in {0, 2, 3, 5, 6, ...}.
        let mut b = Budget::default();
        let mut tab = Tab {
            rows: Vec::new(),
            pos: Vec::new(),
            col_unknown: Vec::new(),
            nvars: 0,
        };
        let mut ctx = Ctx {
            rel: IntegerRelation::universe(Space::set(1, Vec::new())),
            samples: vec![vec![Int::ZERO]],
            complete: false,
            enum_tried: None,
            never: HashMap::new(),
        };
        ctx.add_ineq(rows(&[&[1, 0]])[0].clone());
        ctx.add_ineq(rows(&[&[-1, 20]])[0].clone());
        ctx.get_div(&rows(&[&[1, 1]])[0], &Int::from(3), &mut tab);
        ctx.add_ineq(rows(&[&[-1, 3, 0]])[0].clone());
        // n >= 19 holds at 20 only (19 = 3 * 6 + 1 is out); n = 1 never holds.
        assert!(ctx.can(&rows(&[&[1, 0, -19]])[0], &mut b).unwrap());
        assert!(ctx.complete);
        let want: Vec<i64> = (0..=20).filter(|n| 3 * ((n + 1) / 3) >= *n).collect();
        let mut got: Vec<i64> = ctx.samples.iter().map(|p| p[0].to_i64().unwrap()).collect();
        got.sort();
        assert_eq!(got, want);
        for p in &ctx.samples {
            assert_eq!(p[1], Int::from((p[0].to_i64().unwrap() + 1) / 3));
        }
        // With n <= 2: n >= 1 holds at 2, n >= 3 nowhere.
        ctx.add_ineq(rows(&[&[-1, 0, 2]])[0].clone());
        assert!(ctx.can(&rows(&[&[1, 0, -1]])[0], &mut b).unwrap());
        assert!(!ctx.can(&rows(&[&[1, 0, -3]])[0], &mut b).unwrap());
        // An unbounded context is not enumerated.
        let mut open = Ctx {
            rel: IntegerRelation::universe(Space::set(1, Vec::new())),
            samples: Vec::new(),
            complete: false,
            enum_tried: None,
            never: HashMap::new(),
        };
        open.add_ineq(rows(&[&[1, 0]])[0].clone());
        assert!(open.can(&rows(&[&[1, -1000]])[0], &mut b).unwrap());
        assert!(!open.complete);
    }
}
