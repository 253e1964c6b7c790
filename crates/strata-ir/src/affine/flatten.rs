//! Flattening of pure affine expressions into coefficient form (MLIR's
//! `SimpleAffineExprFlattener`), the simplification built on it (`simplifyAffineExpr`,
//! `simplifyAffineMap`) and constant bounds of expressions (`getBoundForAffineExpr`).
//!
//! Semi-affine terms (products of identifiers, divisions by non-constants) become local
//! variables standing for the whole term, as in MLIR.

use super::{AffineExpr, AffineExprKind, AffineMap, AffineStore};

/// A flattened expression: coefficients of the identifiers (dimensions then symbols), of
/// the local (division) variables, and the constant term.
#[derive(Clone, Debug, Default)]
struct Flat {
    ids: Vec<i64>,
    locals: Vec<i64>,
    constant: i64,
}

impl Flat {
    fn new(n: usize) -> Self {
        Flat {
            ids: vec![0; n],
            locals: Vec::new(),
            constant: 0,
        }
    }

    fn is_constant(&self) -> bool {
        self.ids.iter().all(|&c| c == 0) && self.locals.iter().all(|&c| c == 0)
    }

    fn all_elems(&self) -> impl Iterator<Item = i64> + '_ {
        self.ids
            .iter()
            .chain(&self.locals)
            .copied()
            .chain(std::iter::once(self.constant))
    }

    fn map_all(&mut self, f: impl Fn(i64) -> Option<i64>) -> Option<()> {
        for c in self.ids.iter_mut().chain(self.locals.iter_mut()) {
            *c = f(*c)?;
        }
        self.constant = f(self.constant)?;
        Some(())
    }
}

/// The flattener's state: the local variables introduced so far.
struct Flattener<'a> {
    store: &'a AffineStore,
    num_dims: u32,
    num_symbols: u32,
    locals: Vec<AffineExpr>,
    /// Whether products of identifiers and divisions by non-constants become local
    /// variables standing for the whole term (MLIR's semi-affine flattening) instead of
    /// failing.
    semi_affine: bool,
}

impl Flattener<'_> {
    fn n(&self) -> usize {
        (self.num_dims + self.num_symbols) as usize
    }

    /// MLIR's `getSemiAffineExprFromFlatForm`: like [`Self::expr_of`], but the
    /// identifiers and the products, divisions and remainders of one identifier by another
    /// (or by a constant) come first, sorted by the position of their leading identifier
    /// (dimensions before symbols of the same position).
    fn semi_affine_expr_of(&self, f: &Flat) -> AffineExpr {
        let s = self.store;
        let (nd, ns) = (self.num_dims, self.num_symbols);
        let wide = i64::from(nd.max(ns));
        let mut entries: Vec<((u32, i64), i64, AffineExpr)> = Vec::new();
        let (mut offset_sym, mut offset_dim) = (0i64, -1i64);
        for j in nd..nd + ns {
            let c = f.ids[j as usize];
            if c != 0 {
                entries.push(((j - nd, wide + offset_sym), c, s.symbol(j - nd)));
                offset_sym += 1;
            }
        }
        let mut added = vec![false; self.locals.len()];
        for (i, &e) in self.locals.iter().enumerate() {
            let c = f.locals.get(i).copied().unwrap_or(0);
            if c == 0 {
                continue;
            }
            let Some((_, lhs, rhs)) = s.kind(e).as_binary() else {
                continue;
            };
            let (ld, ls) = (s.as_dim(lhs), s.as_symbol(lhs));
            let (rs, rc) = (s.as_symbol(rhs), s.as_constant(rhs));
            if !((ld.is_some() || ls.is_some())
                && (s.as_dim(rhs).is_some() || rs.is_some() || rc.is_some()))
            {
                continue;
            }
            let key = if rc.is_some() {
                if let Some(p) = ld {
                    offset_dim -= 1;
                    (p, offset_dim + 1)
                } else {
                    offset_sym += 1;
                    (ls.unwrap_or(0), wide + offset_sym - 1)
                }
            } else if let Some(p) = ld {
                // MLIR reads the right-hand side as a symbol here.
                let Some(q) = rs else {
                    continue;
                };
                (p, i64::from(q))
            } else {
                offset_sym += 1;
                (ls.unwrap_or(0), wide + offset_sym - 1)
            };
            entries.push((key, c, e));
            added[i] = true;
        }
        for j in 0..nd {
            let c = f.ids[j as usize];
            if c != 0 {
                entries.push(((j, offset_dim), c, s.dim(j)));
                offset_dim -= 1;
            }
        }
        entries.sort_by_key(|&(k, _, _)| k);
        let mut expr = s.constant(0);
        for (_, c, e) in entries {
            expr = s.add(expr, s.mul_constant(e, c));
        }
        for (i, &e) in self.locals.iter().enumerate() {
            let c = f.locals.get(i).copied().unwrap_or(0);
            if c != 0 && !added[i] {
                expr = s.add(expr, s.mul_constant(e, c));
            }
        }
        if f.constant != 0 {
            expr = s.add_constant(expr, f.constant);
        }
        expr
    }

    /// MLIR's `getAffineExprFromFlatForm`.
    fn expr_of(&self, f: &Flat) -> AffineExpr {
        let s = self.store;
        let mut e = s.constant(0);
        for (j, &c) in f.ids.iter().enumerate() {
            if c == 0 {
                continue;
            }
            let j = j as u32;
            let id = if j < self.num_dims {
                s.dim(j)
            } else {
                s.symbol(j - self.num_dims)
            };
            e = s.add(e, s.mul_constant(id, c));
        }
        for (j, &c) in f.locals.iter().enumerate() {
            if c != 0
                && let Some(&l) = self.locals.get(j)
            {
                e = s.add(e, s.mul_constant(l, c));
            }
        }
        if f.constant != 0 {
            e = s.add_constant(e, f.constant);
        }
        e
    }

    /// MLIR's `addLocalVariableSemiAffine`: the flat form standing for the term `e`.
    fn semi_affine_local(&mut self, e: AffineExpr) -> Flat {
        let li = self.local_index(e);
        let mut f = Flat::new(self.n());
        f.locals = vec![0; li + 1];
        f.locals[li] = 1;
        f
    }

    fn local_index(&mut self, e: AffineExpr) -> usize {
        if let Some(i) = self.locals.iter().position(|&l| l == e) {
            return i;
        }
        self.locals.push(e);
        self.locals.len() - 1
    }

    /// Flattens `expr`; `None` for semi-affine or undefined (division by a non-positive
    /// constant) expressions.
    fn flatten(&mut self, expr: AffineExpr) -> Option<Flat> {
        let s = self.store;
        let mut out: Vec<Flat> = Vec::new();
        let mut stack = vec![(expr, false)];
        while let Some((e, expanded)) = stack.pop() {
            let kind = s.kind(e);
            let Some((_, l, r)) = kind.as_binary() else {
                let mut f = Flat::new(self.n());
                match kind {
                    AffineExprKind::Constant(c) => f.constant = c,
                    AffineExprKind::Dim(p) => *f.ids.get_mut(p as usize)? = 1,
                    AffineExprKind::Symbol(p) => *f.ids.get_mut((self.num_dims + p) as usize)? = 1,
                    _ => return None,
                }
                out.push(f);
                continue;
            };
            if !expanded {
                stack.push((e, true));
                stack.push((r, false));
                stack.push((l, false));
                continue;
            }
            let rhs = out.pop()?;
            let mut lhs = out.pop()?;
            match kind {
                AffineExprKind::Add(..) => {
                    for (a, b) in lhs.ids.iter_mut().zip(&rhs.ids) {
                        *a = a.checked_add(*b)?;
                    }
                    if lhs.locals.len() < rhs.locals.len() {
                        lhs.locals.resize(rhs.locals.len(), 0);
                    }
                    for (a, b) in lhs.locals.iter_mut().zip(&rhs.locals) {
                        *a = a.checked_add(*b)?;
                    }
                    lhs.constant = lhs.constant.checked_add(rhs.constant)?;
                }
                AffineExprKind::Mul(_, r) => {
                    if self.semi_affine && s.as_constant(r).is_none() {
                        let e = s.mul(self.expr_of(&lhs), self.expr_of(&rhs));
                        out.push(self.semi_affine_local(e));
                        continue;
                    }
                    let (mut v, k) = if rhs.is_constant() {
                        (lhs, rhs.constant)
                    } else if lhs.is_constant() {
                        (rhs, lhs.constant)
                    } else {
                        return None;
                    };
                    v.map_all(|c| c.checked_mul(k))?;
                    lhs = v;
                }
                AffineExprKind::Mod(_, r) => {
                    if self.semi_affine && s.as_constant(r).is_none() {
                        let e = s.modulo(self.expr_of(&lhs), self.expr_of(&rhs));
                        out.push(self.semi_affine_local(e));
                        continue;
                    }
                    if !rhs.is_constant() || rhs.constant <= 0 {
                        return None;
                    }
                    let c = rhs.constant;
                    if lhs.all_elems().all(|x| x % c == 0) {
                        lhs = Flat::new(self.n());
                    } else {
                        let g = lhs
                            .all_elems()
                            .fold(c.unsigned_abs(), |g, x| gcd(g, x.unsigned_abs()));
                        let mut dividend = lhs.clone();
                        let g = i64::try_from(g).ok()?;
                        if g != 1 {
                            dividend.map_all(|x| Some(x / g))?;
                        }
                        let divisor = c / g;
                        let fd = s.floor_div(self.expr_of(&dividend), s.constant(divisor));
                        let li = self.local_index(fd);
                        if lhs.locals.len() <= li {
                            lhs.locals.resize(li + 1, 0);
                        }
                        lhs.locals[li] = lhs.locals[li].checked_sub(c)?;
                    }
                }
                AffineExprKind::FloorDiv(_, r) | AffineExprKind::CeilDiv(_, r) => {
                    if self.semi_affine && s.as_constant(r).is_none() {
                        let (a, b) = (self.expr_of(&lhs), self.expr_of(&rhs));
                        let e = if matches!(kind, AffineExprKind::CeilDiv(..)) {
                            s.ceil_div(a, b)
                        } else {
                            s.floor_div(a, b)
                        };
                        out.push(self.semi_affine_local(e));
                        continue;
                    }
                    if !rhs.is_constant() || rhs.constant <= 0 {
                        return None;
                    }
                    let c = rhs.constant;
                    let g = lhs
                        .all_elems()
                        .fold(c.unsigned_abs(), |g, x| gcd(g, x.unsigned_abs()));
                    let g = i64::try_from(g).ok()?;
                    if g != 1 {
                        lhs.map_all(|x| Some(x / g))?;
                    }
                    let divisor = c / g;
                    if divisor != 1 {
                        let a = self.expr_of(&lhs);
                        let b = s.constant(divisor);
                        let div = if matches!(kind, AffineExprKind::CeilDiv(..)) {
                            s.ceil_div(a, b)
                        } else {
                            s.floor_div(a, b)
                        };
                        let li = self.local_index(div);
                        lhs = Flat::new(self.n());
                        lhs.locals = vec![0; li + 1];
                        lhs.locals[li] = 1;
                    }
                }
                _ => return None,
            }
            out.push(lhs);
        }
        out.pop()
    }
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// MLIR's `simplifyAffineExpr`: the expression rebuilt from its flattened form; for
/// semi-affine expressions, after `simplifySemiAffine`, with the terms in MLIR's order
/// (`getSemiAffineExprFromFlatForm`).
pub fn simplify_affine_expr(
    store: &AffineStore,
    expr: AffineExpr,
    num_dims: u32,
    num_symbols: u32,
) -> AffineExpr {
    let expr = if store.is_pure_affine(expr) {
        expr
    } else {
        super::semi::simplify_semi_affine(store, expr, num_dims, num_symbols)
    };
    let mut f = Flattener {
        store,
        num_dims,
        num_symbols,
        locals: Vec::new(),
        semi_affine: true,
    };
    let Some(flat) = f.flatten(expr) else {
        return expr;
    };
    if store.is_pure_affine(expr) {
        return f.expr_of(&flat);
    }
    if f.expr_of(&flat) == expr {
        return expr;
    }
    f.semi_affine_expr_of(&flat)
}

/// MLIR's `simplifyAffineMap`: every result simplified.
pub fn simplify_affine_map(store: &AffineStore, map: AffineMap) -> AffineMap {
    let data = store.map_data(map);
    let (nd, ns) = (data.num_dims, data.num_symbols);
    let results: Vec<AffineExpr> = data
        .results
        .iter()
        .map(|&e| simplify_affine_expr(store, e, nd, ns))
        .collect();
    store.map(nd, ns, &results)
}

/// The flattened coefficients of `expr` if it needs no local variable (identifiers
/// then constant).
pub fn flat_without_locals(
    store: &AffineStore,
    expr: AffineExpr,
    num_dims: u32,
    num_symbols: u32,
) -> Option<(Vec<i64>, i64)> {
    let mut f = Flattener {
        store,
        num_dims,
        num_symbols,
        locals: Vec::new(),
        semi_affine: false,
    };
    let flat = f.flatten(expr)?;
    if !f.locals.is_empty() {
        return None;
    }
    Some((flat.ids, flat.constant))
}

/// MLIR's `getBoundForAffineExpr`: a constant (inclusive) upper or lower bound of `expr`
/// given constant bounds of its inputs.
pub fn bound_for_expr(
    store: &AffineStore,
    expr: AffineExpr,
    num_dims: u32,
    num_symbols: u32,
    lbs: &[Option<i64>],
    ubs: &[Option<i64>],
    upper: bool,
) -> Option<i64> {
    bound_rec(store, expr, num_dims, num_symbols, lbs, ubs, upper, 0)
}

#[allow(clippy::too_many_arguments)]
fn bound_rec(
    store: &AffineStore,
    expr: AffineExpr,
    nd: u32,
    ns: u32,
    lbs: &[Option<i64>],
    ubs: &[Option<i64>],
    upper: bool,
    depth: u32,
) -> Option<i64> {
    if depth > 64 {
        return None;
    }
    match store.kind(expr) {
        AffineExprKind::FloorDiv(l, r) | AffineExprKind::CeilDiv(l, r) => {
            let c = store.as_constant(r).filter(|&c| c >= 1)?;
            let b = bound_rec(store, l, nd, ns, lbs, ubs, upper, depth + 1)?;
            return Some(
                if matches!(store.kind(expr), AffineExprKind::FloorDiv(..)) {
                    b.div_euclid(c)
                } else {
                    -((-b).div_euclid(c))
                },
            );
        }
        AffineExprKind::Mod(l, r) => {
            if let Some(c) = store.as_constant(r).filter(|&c| c >= 1) {
                let lb = bound_rec(store, l, nd, ns, lbs, ubs, false, depth + 1);
                let ub = bound_rec(store, l, nd, ns, lbs, ubs, upper, depth + 1);
                if let (Some(lb), Some(ub)) = (lb, ub)
                    && lb.div_euclid(c) == ub.div_euclid(c)
                {
                    return Some(if upper {
                        ub.rem_euclid(c)
                    } else {
                        lb.rem_euclid(c)
                    });
                }
                return Some(if upper { c - 1 } else { 0 });
            }
        }
        _ => {}
    }
    let (ids, constant) = flat_without_locals(store, expr, nd, ns)?;
    let mut bound: i64 = 0;
    for (i, &c) in ids.iter().enumerate() {
        let b = match (c > 0, c < 0) {
            (true, _) => {
                if upper {
                    ubs.get(i).copied().flatten()?
                } else {
                    lbs.get(i).copied().flatten()?
                }
            }
            (_, true) => {
                if upper {
                    lbs.get(i).copied().flatten()?
                } else {
                    ubs.get(i).copied().flatten()?
                }
            }
            _ => continue,
        };
        bound = bound.checked_add(b.checked_mul(c)?)?;
    }
    bound.checked_add(constant)
}
