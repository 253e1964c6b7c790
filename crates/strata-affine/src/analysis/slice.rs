//! Computation slices of loop nests for fusion (MLIR's `ComputationSliceState`,
//! `computeSliceUnion` and `canFuseLoops`): which iterations of one loop nest (the sliced
//! nest) a fused nest must run inside each iteration of the outermost `depth` loops of the
//! other (the host nest), as lower and upper bound maps of the sliced nest's induction
//! variables in terms of the host's, and whether fusing there is legal.
//!
//! The slice of one dependent pair of accesses is the projection of their dependence
//! relation onto the host's outer induction variables and the sliced nest's; every bound
//! is the exact integer lexicographic optimum of one sliced induction variable as a
//! function of the host's (parametric integer programming), used when it is a single
//! affine function, and the slice's constant range otherwise. The union over pairs takes
//! a candidate bound that holds for every pair, and the constant range otherwise. Validity
//! (the slice runs no iteration the sliced nest does not have) is an exact set difference.
//! MLIR 22 eliminates with Fourier–Motzkin (rational) and gives up on divisions in a
//! union; where the two differ, see `tests/affine-analysis/known-differences.txt`.

use std::collections::HashMap;

use strata_ir::Context;
use strata_ir::affine::{AffineExprKind, AffineMap};
use strata_ir::ir::{BlockId, Body, OpId, RegionId, ValueDef, ValueId, WalkOrder};
use strata_ir::matchers::constant_i64;
use strata_presburger::relation::Place;
use strata_presburger::{Budget, Int, IntegerRelation, PresburgerRelation, Space};

use super::dependence::{Dependence, check_dependence, int_min, is_before_in_block};
use super::domain::{
    Access, Enclosing, IvCols, ValueMap, defined_in_affine_loop, enclosing_ops, loop_ivs,
    num_common_surrounding_loops,
};
use super::flatten::{Builder, Lin};
use crate::ir::ops::map_attr;
use crate::ir::{ApplyOp, ForOp, IfOp, ParallelOp};

/// The work budget of one fusion check.
const BUDGET: u64 = 4_000_000;

/// A computation slice: bounds of the sliced nest's induction variables as maps over the
/// host's outer induction variables (the map dimensions) and symbols.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SliceState {
    /// The sliced nest's induction variables, outermost first.
    pub ivs: Vec<ValueId>,
    /// Lower bound of each (inclusive); `None`: the loop's own bounds.
    pub lbs: Vec<Option<AffineMap>>,
    /// Upper bound of each (exclusive); `None`: the loop's own bounds.
    pub ubs: Vec<Option<AffineMap>>,
    /// The maps' operands: the host's induction variables inside the loops around both
    /// nests (the dimensions), then those loops' variables and the symbols.
    pub operands: Vec<ValueId>,
    /// The number of loops around both nests (their variables are map symbols).
    pub n_outer: usize,
    /// The op before which the slice goes (in the host loop at the fusion depth).
    pub insert_before: OpId,
    /// The number of loops around `insert_before` (MLIR's `getNestingDepth`).
    pub insert_depth: usize,
    /// The position of `insert_before` in its block.
    pub insert_index: usize,
}

/// The answer of [`can_fuse_loops`] (MLIR's `FusionResult`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FusionResult {
    /// Fusion at the depth is legal; the slice to insert.
    Success(SliceState),
    /// Not applicable (depth 0, different blocks, `affine.if` inside, no dependent pair,
    /// a depth past the nests, a failed analysis).
    FailPrecondition,
    /// Ops between the nests in their block prevent moving either next to the other.
    FailBlockDependence,
    /// The slice would run iterations the sliced nest does not have.
    FailIncorrectSlice(SliceState),
}

/// The affine `for` loops of `func_region`'s blocks grouped by nesting depth, each group in
/// program order (MLIR's `gatherLoops`; only `affine.for` bodies are entered).
pub fn gather_loops(ctx: &Context, body: &Body, region: RegionId) -> Vec<Vec<OpId>> {
    fn walk(ctx: &Context, body: &Body, block: BlockId, depth: usize, out: &mut Vec<Vec<OpId>>) {
        if out.len() == depth {
            out.push(Vec::new());
        }
        for op in body.block_ops(block) {
            if ForOp::isa(ctx, body, op) {
                out[depth].push(op);
                if let Some(&r) = body.regions(op).first() {
                    for &b in body.blocks(r) {
                        walk(ctx, body, b, depth + 1, out);
                    }
                }
            }
        }
    }
    let mut out = Vec::new();
    for &b in body.blocks(region) {
        walk(ctx, body, b, 0, &mut out);
    }
    while out.last().is_some_and(Vec::is_empty) {
        out.pop();
    }
    out
}

/// The number of `affine.for` loops and `affine.parallel` dimensions around `op` (MLIR's
/// `getNestingDepth`).
pub fn nesting_depth(ctx: &Context, body: &Body, op: OpId) -> usize {
    let mut depth = 0;
    let mut cur = op;
    while let Some(p) = body.parent_op(cur) {
        if ForOp::isa(ctx, body, p) {
            depth += 1;
        } else if let Some(par) = ParallelOp::cast(ctx, body, p) {
            depth += par.induction_vars(body).len();
        }
        cur = p;
    }
    depth
}

/// The `affine.for` ops around `op`, outermost first (MLIR's `getAffineForIVs`).
fn for_ancestors(ctx: &Context, body: &Body, op: OpId) -> Vec<OpId> {
    let mut out = Vec::new();
    let mut cur = op;
    while let Some(p) = body.parent_op(cur) {
        if ForOp::isa(ctx, body, p) {
            out.push(p);
        }
        cur = p;
    }
    out.reverse();
    out
}

/// The affine reads and writes in `root` (itself included) in pre-order.
fn accesses_in(ctx: &Context, body: &Body, root: OpId) -> Vec<Access> {
    body.walk_ops(root, WalkOrder::PreOrder)
        .filter_map(|o| Access::of(ctx, body, o))
        .collect()
}

/// The memrefs accessed in `root`, with whether some access writes.
fn memrefs_in(ctx: &Context, body: &Body, root: OpId) -> HashMap<ValueId, bool> {
    let mut out: HashMap<ValueId, bool> = HashMap::new();
    for a in accesses_in(ctx, body, root) {
        *out.entry(a.memref).or_insert(false) |= a.is_write;
    }
    out
}

/// Whether an access in `op_x` conflicts with the memrefs `values` (a write on either side).
fn dependent_access(a: &Access, values: &HashMap<ValueId, bool>) -> bool {
    match values.get(&a.memref) {
        Some(&w) => a.is_write || w,
        None => false,
    }
}

/// Whether some op strictly between `a` and `b` (same block, `a` first) blocks fusing them
/// (MLIR's `getFusedLoopNestInsertionPoint` failing): the first op depending on `a` comes
/// no later than the last op `b` depends on.
fn blocked(ctx: &Context, body: &Body, a: OpId, b: OpId) -> bool {
    let mut between = Vec::new();
    let mut cur = body.next_op(a);
    while let Some(op) = cur {
        if op == b {
            break;
        }
        between.push(op);
        cur = body.next_op(op);
    }
    let va = memrefs_in(ctx, body, a);
    let first = between.iter().position(|&x| {
        accesses_in(ctx, body, x)
            .iter()
            .any(|acc| dependent_access(acc, &va))
    });
    let Some(first) = first else {
        return false;
    };
    let vb = memrefs_in(ctx, body, b);
    let inside_b = |user: OpId| {
        let mut c = user;
        while let Some(p) = body.parent_op(c) {
            if p == b {
                return true;
            }
            c = p;
        }
        false
    };
    let last = between.iter().rposition(|&x| {
        for op in body.walk_ops(x, WalkOrder::PreOrder) {
            if let Some(acc) = Access::of(ctx, body, op)
                && dependent_access(&acc, &vb)
            {
                return true;
            }
            // Results used in `b`, loads' included (MLIR 22 skips the uses of affine
            // reads and can move `b` above the load it uses: UPSTREAM-BUG, see
            // tests/affine-analysis/upstream-bugs-fusion.mlir).
            for r in body.results(op) {
                if body.uses(r).iter().any(|u| inside_b(u.op)) {
                    return true;
                }
            }
        }
        false
    });
    last.is_some_and(|l| first <= l)
}

/// The values defined outside every affine loop (and not constants) that the bounds,
/// conditions and subscripts around `ops` use, in order of first use.
fn symbols_of(ctx: &Context, body: &Body, ops: &[OpId]) -> Vec<ValueId> {
    fn visit(ctx: &Context, body: &Body, v: ValueId, out: &mut Vec<ValueId>, depth: usize) {
        if depth > 64 || constant_i64(ctx, body, v).is_some() {
            return;
        }
        if let ValueDef::Result { op, .. } = body.value(v).def
            && ApplyOp::isa(ctx, body, op)
        {
            for o in body.operands(op) {
                visit(ctx, body, o, out, depth + 1);
            }
            return;
        }
        if !defined_in_affine_loop(ctx, body, v) && !out.contains(&v) {
            out.push(v);
        }
    }
    let mut out = Vec::new();
    for &op in ops {
        for e in enclosing_ops(ctx, body, op) {
            let o = match e {
                Enclosing::For(o) | Enclosing::Parallel(o) => o,
                Enclosing::If { op, .. } => op,
            };
            for v in body.operands(o) {
                if matches!(
                    ctx.type_data(body.value_type(v)),
                    strata_ir::TypeData::Index
                ) {
                    visit(ctx, body, v, &mut out, 0);
                }
            }
        }
        if let Some(acc) = Access::of(ctx, body, op) {
            for v in acc.operands {
                visit(ctx, body, v, &mut out, 0);
            }
        }
    }
    out
}

/// The dependence relation of `a` (earlier nest) and `b` (later nest) over the columns
/// `[a's ivs, b's ivs, symbols, locals]`: both iteration domains, equal subscripts, and
/// equal induction variables of the `n_common` loops around both nests. One relation per
/// choice of `else` alternatives; `None` when something is not affine.
fn pair_relations(
    ctx: &Context,
    body: &Body,
    a: &Access,
    b: &Access,
    n_common: usize,
    syms: &[ValueId],
) -> Option<(Vec<IntegerRelation>, usize, usize)> {
    let (ea, eb) = (
        enclosing_ops(ctx, body, a.op),
        enclosing_ops(ctx, body, b.op),
    );
    let (ia, ib) = (loop_ivs(ctx, body, &ea), loop_ivs(ctx, body, &eb));
    let (na, nb) = (ia.len(), ib.len());
    let mut bld = Builder::new(na + nb + syms.len());
    let mut vm = ValueMap::seeded(
        syms.iter()
            .enumerate()
            .map(|(i, &v)| (v, Lin::var(na + nb + i))),
    );
    let ca: IvCols = ia.iter().enumerate().map(|(i, v)| (*v, i)).collect();
    let cb: IvCols = ib.iter().enumerate().map(|(i, v)| (*v, na + i)).collect();
    let mut dis = vm.add_domain(ctx, body, &mut bld, &ca, &ea)?;
    dis.extend(vm.add_domain(ctx, body, &mut bld, &cb, &eb)?);
    let (mut pa, mut pb) = (HashMap::new(), HashMap::new());
    let sa = vm.map_results(ctx, body, &mut bld, &ca, &mut pa, a.map, &a.operands, 0)?;
    let sb = vm.map_results(ctx, body, &mut bld, &cb, &mut pb, b.map, &b.operands, 0)?;
    if sa.len() != sb.len() {
        return None;
    }
    for (x, y) in sa.iter().zip(&sb) {
        bld.add_eq0(&x.sub(y));
    }
    for i in 0..n_common.min(na).min(nb) {
        bld.add_eq0(&Lin::var(na + i).sub(&Lin::var(i)));
    }
    let mut out = vec![bld.rel.clone()];
    for d in &dis {
        if d.is_empty() || out.len() * d.len() > 64 {
            continue;
        }
        let mut next = Vec::new();
        for r in &out {
            for alt in d {
                let mut t = r.clone();
                let n = t.n_cols();
                for (l, eq) in alt {
                    if *eq {
                        t.add_eq(l.row(n));
                    } else {
                        t.add_ineq(l.row(n));
                    }
                }
                next.push(t);
            }
        }
        out = next;
    }
    Some((out, na, nb))
}

/// One dependent pair's relations with where the host's and the sliced nest's induction
/// variables sit.
struct Pair {
    rels: Vec<IntegerRelation>,
    /// Columns of the host's outer `depth` induction variables.
    host_cols: Vec<usize>,
    /// The sliced op's `affine.for` induction variables and their columns.
    sliced: Vec<(ValueId, usize)>,
    /// Index (into `sliced`) from which the bounds are the loops' own (read-read pairs
    /// on sequential loops).
    cleared_from: usize,
    /// Column of the first symbol.
    sym0: usize,
}

/// An affine function of the host's induction variables and the symbols.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Affine {
    dims: Vec<Int>,
    syms: Vec<Int>,
    constant: Int,
}

impl Affine {
    fn lin(&self, pair: &Pair) -> Lin {
        let mut l = Lin::constant(self.constant.clone());
        for (j, a) in self.dims.iter().enumerate() {
            l = l.add_scaled(&Lin::var(pair.host_cols[j]), a);
        }
        for (j, a) in self.syms.iter().enumerate() {
            l = l.add_scaled(&Lin::var(pair.sym0 + j), a);
        }
        l
    }

    /// The map (plus `plus`): host variables past the `n_outer` loops around both nests
    /// are its dimensions; those loops' variables, then the symbols, its symbols (as
    /// mlir-opt lays slice bounds out).
    fn to_map(&self, ctx: &Context, plus: i64, n_outer: usize) -> Option<AffineMap> {
        let store = ctx.affine();
        let mut e = store.constant(0);
        for (j, a) in self.dims.iter().enumerate().skip(n_outer) {
            if !a.is_zero() {
                let d = store.dim((j - n_outer) as u32);
                e = store.add(e, store.mul(d, store.constant(a.to_i64()?)));
            }
        }
        let outer = self.dims.iter().take(n_outer);
        for (j, a) in outer.chain(self.syms.iter()).enumerate() {
            if !a.is_zero() {
                e = store.add(
                    e,
                    store.mul(store.symbol(j as u32), store.constant(a.to_i64()?)),
                );
            }
        }
        let c = self.constant.to_i64()?.checked_add(plus)?;
        e = store.add(e, store.constant(c));
        let nd = (self.dims.len() - n_outer) as u32;
        Some(store.map(nd, (n_outer + self.syms.len()) as u32, &[e]))
    }
}

/// The optimum (`max` or min) of the sliced variable at column `col` of `rel` as one
/// affine function of the host's variables and symbols, when it is one.
fn affine_opt(
    rel: &IntegerRelation,
    pair: &Pair,
    col: usize,
    n_syms: usize,
    max: bool,
    budget: &mut Budget,
) -> Option<Affine> {
    let d = pair.host_cols.len();
    let mut places = vec![Place::Local; rel.n_vars()];
    for (j, &c) in pair.host_cols.iter().enumerate() {
        places[c] = Place::Var(j);
    }
    places[col] = Place::Var(d);
    for j in 0..n_syms {
        places[pair.sym0 + j] = Place::Var(d + 1 + j);
    }
    let params: Vec<String> = (0..n_syms).map(|j| format!("s{j}")).collect();
    let r = rel.relayout(Space::map(d, 1, params), &places);
    if let Some(f) = eq_candidate(rel, pair, col, n_syms) {
        // Determined by the equalities: both optima when it holds on every point.
        return holds_everywhere(rel, pair, &f, col, budget).then_some(f);
    }
    // Parametric integer programming, on relations without locals only (it can take
    // very long on existentials).
    if r.n_locals() > 0 {
        return None;
    }
    let pieces = r.lex_opt_pieces(max, budget).ok()?;
    let nv = d + 1 + n_syms;
    // Candidates: the piece values without locals; the optimum when a candidate equals
    // every piece's value on that piece's context (pieces often split one function).
    let cands: Vec<Affine> = pieces
        .iter()
        .filter_map(|(c, vals)| {
            let row = vals.first()?;
            let n = c.n_cols();
            if row[nv..n].iter().any(|a| !a.is_zero()) || !row[d].is_zero() {
                return None;
            }
            Some(Affine {
                dims: row[..d].to_vec(),
                syms: row[d + 1..nv].to_vec(),
                constant: row[n].clone(),
            })
        })
        .collect();
    'cand: for f in cands {
        for (c, vals) in &pieces {
            let g = vals.first()?;
            let n = c.n_cols();
            // (f - g) over the context's columns.
            let mut diff: Vec<Int> = g.iter().map(|a| -a).collect();
            for (j, a) in f.dims.iter().enumerate() {
                diff[j] += a;
            }
            for (j, a) in f.syms.iter().enumerate() {
                diff[d + 1 + j] += a;
            }
            diff[n] += &f.constant;
            for sign in [1i64, -1] {
                let mut t = c.clone();
                let mut row: Vec<Int> = diff.iter().map(|a| a * &Int::from(sign)).collect();
                row[n] -= &Int::ONE;
                t.add_ineq(row);
                if !t.is_empty(budget).ok()? {
                    continue 'cand;
                }
            }
        }
        return Some(f);
    }
    None
}

/// `x_col` as an affine function of the host's variables and symbols derived from the
/// equalities of `rel` (eliminating every other column), when they determine it.
fn eq_candidate(rel: &IntegerRelation, pair: &Pair, col: usize, n_syms: usize) -> Option<Affine> {
    let n = rel.n_cols();
    let keep = |c: usize| {
        c == col || pair.host_cols.contains(&c) || (c >= pair.sym0 && c < pair.sym0 + n_syms)
    };
    let mut rows: Vec<Vec<Int>> = rel.eqs.clone();
    for c in (0..n).filter(|&c| !keep(c)) {
        let Some(p) = rows.iter().position(|r| !r[c].is_zero()) else {
            continue;
        };
        let pivot = rows.swap_remove(p);
        for r in rows.iter_mut() {
            if r[c].is_zero() {
                continue;
            }
            // r := pivot[c] * r - r[c] * pivot.
            let (a, b) = (pivot[c].clone(), r[c].clone());
            for (x, y) in r.iter_mut().zip(&pivot) {
                *x = &(&*x * &a) - &(&b * y);
            }
        }
    }
    let row = rows.iter().find(|r| !r[col].is_zero())?;
    // a * x + rest = 0  =>  x = -rest / a.
    let a = row[col].clone();
    let q = |v: &Int| -> Option<Int> {
        let t = -v;
        t.floor_mod(&a).is_zero().then(|| t.floor_div(&a))
    };
    if a.is_zero() {
        return None;
    }
    Some(Affine {
        dims: pair
            .host_cols
            .iter()
            .map(|&c| q(&row[c]))
            .collect::<Option<_>>()?,
        syms: (0..n_syms)
            .map(|j| q(&row[pair.sym0 + j]))
            .collect::<Option<_>>()?,
        constant: q(&row[n])?,
    })
}

/// Whether `x_col = f` on every point of `rel`.
fn holds_everywhere(
    rel: &IntegerRelation,
    pair: &Pair,
    f: &Affine,
    col: usize,
    budget: &mut Budget,
) -> bool {
    let diff = Lin::var(col).sub(&f.lin(pair));
    [diff.clone(), diff.scale(&Int::from(-1))].iter().all(|d| {
        let mut t = rel.clone();
        t.add_ineq(d.add(&Lin::constant(-1)).row(t.n_cols()));
        t.is_empty(budget).unwrap_or(false)
    })
}

/// Whether the loop `for_op` carries no dependence (MLIR's `isLoopParallel` without
/// reductions): no results, only affine memory accesses, and no dependence between them
/// at the loop's depth (an undecided check counts as a dependence).
fn is_parallel(ctx: &Context, body: &Body, for_op: OpId) -> bool {
    if body.results(for_op).len() > 0 {
        return false;
    }
    let mut accs = Vec::new();
    for op in body.walk_ops(for_op, WalkOrder::PreOrder) {
        if let Some(a) = Access::of(ctx, body, op) {
            accs.push(a);
        } else if body.operands(op).any(|v| {
            matches!(
                ctx.type_data(body.value_type(v)),
                strata_ir::TypeData::MemRef { .. }
            )
        }) {
            return false;
        }
    }
    let depth = loop_ivs(ctx, body, &enclosing_ops(ctx, body, for_op)).len() + 1;
    for s in &accs {
        for t in &accs {
            if check_dependence(ctx, body, s, t, depth, false).may_depend() {
                return false;
            }
        }
    }
    true
}

/// The `affine.for` loops of the nest rooted at `root` that carry a dependence.
fn sequential_loops(ctx: &Context, body: &Body, root: OpId) -> Vec<OpId> {
    body.walk_ops(root, WalkOrder::PreOrder)
        .filter(|&o| ForOp::isa(ctx, body, o) && !is_parallel(ctx, body, o))
        .collect()
}

/// The constant bounds of `ForOp` `f` when both are single constants, with its step.
fn constant_loop(ctx: &Context, body: &Body, f: OpId) -> Option<(i64, i64, i64)> {
    let store = ctx.affine();
    let one = |name| -> Option<i64> {
        let m = map_attr(ctx, body, f, name)?;
        let data = store.map_data(m);
        match &data.results[..] {
            [e] => match store.kind(*e) {
                AffineExprKind::Constant(c) => Some(c),
                _ => None,
            },
            _ => None,
        }
    };
    let step = ForOp::cast(ctx, body, f)?.step_value(ctx, body);
    Some((one("lowerBoundMap")?, one("upperBoundMap")?, step))
}

/// Checks whether the nest `src_for` can be fused into `dst_for` at `depth` (MLIR's
/// `canFuseLoops` with the generic strategy), computing the slice: of the earlier nest in
/// terms of the later one's outer loops when `src_for` comes first (a backward slice),
/// of the later nest in terms of the earlier one's otherwise.
pub fn can_fuse_loops(
    ctx: &Context,
    body: &Body,
    src_for: OpId,
    dst_for: OpId,
    depth: usize,
) -> FusionResult {
    if depth == 0 || body.op_block(src_for) != body.op_block(dst_for) {
        return FusionResult::FailPrecondition;
    }
    let backward = is_before_in_block(body, src_for, dst_for);
    let (fa, fb) = if backward {
        (src_for, dst_for)
    } else {
        (dst_for, src_for)
    };
    if blocked(ctx, body, fa, fb) {
        return FusionResult::FailBlockDependence;
    }
    let has_if = |root: OpId| {
        body.walk_ops(root, WalkOrder::PreOrder)
            .any(|o| IfOp::isa(ctx, body, o))
    };
    if has_if(fa) || has_if(fb) {
        return FusionResult::FailPrecondition;
    }
    compute_slice_union(ctx, body, fa, fb, depth, backward)
        .unwrap_or(FusionResult::FailPrecondition)
}

/// MLIR's `computeSliceUnion` over the accesses of `fa` (earlier) and `fb` (later); `None`
/// for a generic failure.
fn compute_slice_union(
    ctx: &Context,
    body: &Body,
    fa: OpId,
    fb: OpId,
    depth: usize,
    backward: bool,
) -> Option<FusionResult> {
    let ops_a = accesses_in(ctx, body, fa);
    let ops_b = accesses_in(ctx, body, fb);
    let n_common = num_common_surrounding_loops(ctx, body, fa, fb);
    let mut budget = Budget::new(BUDGET);
    let mut dependent: Vec<(&Access, &Access)> = Vec::new();
    for a in &ops_a {
        for b in &ops_b {
            if a.memref != b.memref {
                continue;
            }
            let host = if backward { b.op } else { a.op };
            if depth > nesting_depth(ctx, body, host) {
                return None;
            }
            let rar = !a.is_write && !b.is_write;
            match check_dependence(ctx, body, a, b, n_common + 1, rar) {
                Dependence::None => {}
                Dependence::Has(_) => dependent.push((a, b)),
                Dependence::Unknown => return None,
            }
        }
    }
    if dependent.is_empty() {
        return None;
    }
    // The host-side ops' common loops give the insertion point.
    let host_ops: Vec<OpId> = dependent
        .iter()
        .map(|(a, b)| if backward { b.op } else { a.op })
        .collect();
    let loops: Vec<Vec<OpId>> = host_ops
        .iter()
        .map(|&o| for_ancestors(ctx, body, o))
        .collect();
    let mut common = Vec::new();
    for (d, &l) in loops[0].iter().enumerate() {
        if loops.iter().all(|x| x.get(d) == Some(&l)) {
            common.push(l);
        } else {
            break;
        }
    }
    if depth > common.len() {
        return None;
    }
    let host_loop = common[depth - 1];
    let host_block = body
        .blocks(*body.regions(host_loop).first()?)
        .first()
        .copied()?;
    let block_ops: Vec<OpId> = body.block_ops(host_block).collect();
    let (insert_before, insert_index) = if backward {
        (*block_ops.first()?, 0)
    } else {
        (*block_ops.last()?, block_ops.len() - 1)
    };
    let insert_depth = nesting_depth(ctx, body, insert_before);
    let host_ivs: Vec<ValueId> = common[..depth]
        .iter()
        .map(|&f| ForOp::cast(ctx, body, f).and_then(|f| f.induction_var(body)))
        .collect::<Option<_>>()?;

    // Symbols of the dependent pairs, in order of first use.
    let mut pair_ops = Vec::new();
    for (a, b) in &dependent {
        pair_ops.push(a.op);
        pair_ops.push(b.op);
    }
    let syms = symbols_of(ctx, body, &pair_ops);

    // Every pair's relations and column layout.
    let mut pairs = Vec::new();
    let mut union_ivs: Vec<ValueId> = Vec::new();
    for (a, b) in &dependent {
        let (rels, na, nb) = pair_relations(ctx, body, a, b, n_common, &syms)?;
        let mut nonempty = Vec::new();
        for mut r in rels {
            r.simplify();
            if !r.is_empty(&mut budget).ok()? {
                nonempty.push(r);
            }
        }
        let (host_op, host_off, sliced_op, sliced_off) = if backward {
            (b.op, na, a.op, 0)
        } else {
            (a.op, 0, b.op, na)
        };
        // Column of each affine.for IV around an op (the relation's columns count
        // affine.parallel IVs too).
        let cols_of = |op: OpId, off: usize| -> Vec<(ValueId, usize)> {
            let ivs = loop_ivs(ctx, body, &enclosing_ops(ctx, body, op));
            for_ancestors(ctx, body, op)
                .iter()
                .filter_map(|&f| {
                    let iv = ForOp::cast(ctx, body, f)?.induction_var(body)?;
                    Some((iv, off + ivs.iter().position(|&x| x == iv)?))
                })
                .collect()
        };
        let host = cols_of(host_op, host_off);
        let host_cols: Vec<usize> = host_ivs
            .iter()
            .map(|iv| host.iter().find(|(v, _)| v == iv).map(|(_, c)| *c))
            .collect::<Option<_>>()?;
        let sliced = cols_of(sliced_op, sliced_off);
        for (iv, _) in &sliced {
            if !union_ivs.contains(iv) {
                union_ivs.push(*iv);
            }
        }
        // Read-read pairs: bounds from the first sequential loop on are the loops' own.
        let mut cleared_from = sliced.len();
        if !a.is_write && !b.is_write {
            let loops = for_ancestors(ctx, body, sliced_op);
            if let Some(&root) = loops.first() {
                let seq = sequential_loops(ctx, body, root);
                if let Some(i) = loops.iter().position(|l| {
                    seq.contains(l)
                        || strata_ir::symbols::op_attr(ctx, body, *l, "slice_fusion_barrier")
                            .is_some()
                }) {
                    cleared_from = i;
                }
            }
        }
        let _ = nb;
        pairs.push(Pair {
            rels: nonempty,
            host_cols,
            sliced,
            cleared_from,
            sym0: na + nb,
        });
    }

    let n_syms = syms.len();
    let n_outer = n_common.min(host_ivs.len());
    let mut lbs = Vec::with_capacity(union_ivs.len());
    let mut ubs = Vec::with_capacity(union_ivs.len());
    for &iv in &union_ivs {
        let mut full = false;
        let mut at: Vec<Option<usize>> = Vec::new();
        for p in &pairs {
            match p.sliced.iter().position(|(v, _)| *v == iv) {
                Some(i) if i < p.cleared_from => at.push(Some(p.sliced[i].1)),
                _ => {
                    full = true;
                    at.push(None);
                }
            }
        }
        if full {
            let (lo, hi) = loop_range(ctx, body, iv, &mut budget);
            let dims = (host_ivs.len() - n_outer) as u32;
            let ns = (n_outer + n_syms) as u32;
            let store = ctx.affine();
            lbs.push(lo.map(|c| store.map(dims, ns, &[store.constant(c)])));
            ubs.push(hi.map(|c| store.map(dims, ns, &[store.constant(c + 1)])));
            continue;
        }
        for max in [false, true] {
            let mut chosen: Option<Affine> = None;
            'cand: for (p, col) in pairs.iter().zip(&at) {
                let col = (*col)?;
                for rel in &p.rels {
                    let Some(f) = affine_opt(rel, p, col, n_syms, max, &mut budget) else {
                        continue;
                    };
                    // Valid for every pair: no point beyond it.
                    let ok = pairs.iter().zip(&at).all(|(q, qc)| {
                        let qc = qc.unwrap_or(0);
                        q.rels.iter().all(|r| {
                            let mut t = r.clone();
                            let beyond = if max {
                                Lin::var(qc).sub(&f.lin(q)).add(&Lin::constant(-1))
                            } else {
                                f.lin(q).sub(&Lin::var(qc)).add(&Lin::constant(-1))
                            };
                            t.add_ineq(beyond.row(t.n_cols()));
                            t.is_empty(&mut budget).unwrap_or(false)
                        })
                    });
                    if ok {
                        chosen = Some(f);
                        break 'cand;
                    }
                }
            }
            // The constant range over every pair.
            let mut best: Option<i64> = None;
            let mut bounded = true;
            for (p, col) in pairs.iter().zip(&at) {
                let col = (*col)?;
                for rel in &p.rels {
                    let mut obj = vec![Int::ZERO; rel.n_cols()];
                    obj[col] = if max { Int::from(-1) } else { Int::ONE };
                    match int_min(rel, &obj, &mut budget).ok()? {
                        Some(v) => {
                            let v = if max { -v } else { v }.to_i64()?;
                            best = Some(match best {
                                None => v,
                                Some(b) if max => b.max(v),
                                Some(b) => b.min(v),
                            });
                        }
                        None => bounded = false,
                    }
                }
            }
            let store = ctx.affine();
            let constant = best.filter(|_| bounded).map(|c| {
                let c = if max { c + 1 } else { c };
                let ns = (n_outer + n_syms) as u32;
                store.map((host_ivs.len() - n_outer) as u32, ns, &[store.constant(c)])
            });
            let map = match chosen {
                Some(f) => f.to_map(ctx, i64::from(max), n_outer),
                None => constant,
            };
            if max {
                ubs.push(map);
            } else {
                lbs.push(map);
            }
        }
    }
    let mut operands = host_ivs[n_outer..].to_vec();
    operands.extend(host_ivs[..n_outer].iter().copied());
    operands.extend(syms.iter().copied());
    let slice = SliceState {
        n_outer,
        ivs: union_ivs,
        lbs,
        ubs,
        operands,
        insert_before,
        insert_depth,
        insert_index,
    };
    Some(
        if slice_is_valid(ctx, body, &slice, &host_ivs, &syms, &mut budget)? {
            FusionResult::Success(slice)
        } else {
            FusionResult::FailIncorrectSlice(slice)
        },
    )
}

/// The constant smallest and largest value of the induction variable `iv` of an
/// `affine.for` over its loop nest's domain (`None`: not constant or unbounded).
fn loop_range(
    ctx: &Context,
    body: &Body,
    iv: ValueId,
    budget: &mut Budget,
) -> (Option<i64>, Option<i64>) {
    let ValueDef::BlockArg { block, .. } = body.value(iv).def else {
        return (None, None);
    };
    let Some(f) = body.block_region(block).and_then(|r| body.region_parent(r)) else {
        return (None, None);
    };
    let Some(first) = body
        .blocks(body.regions(f)[0])
        .first()
        .and_then(|&b| body.block_ops(b).next())
    else {
        return (None, None);
    };
    let encl = enclosing_ops(ctx, body, first);
    let ivs = loop_ivs(ctx, body, &encl);
    let Some(col) = ivs.iter().position(|&v| v == iv) else {
        return (None, None);
    };
    let mut b = Builder::new(ivs.len());
    let cols: IvCols = ivs.iter().enumerate().map(|(i, v)| (*v, i)).collect();
    let mut vm = ValueMap::default();
    if vm.add_domain(ctx, body, &mut b, &cols, &encl).is_none() {
        return (None, None);
    }
    let rel = b.rel;
    if rel.is_empty(budget).unwrap_or(true) {
        return (None, None);
    }
    let mut obj = vec![Int::ZERO; rel.n_cols()];
    obj[col] = Int::ONE;
    let lo = int_min(&rel, &obj, budget)
        .ok()
        .flatten()
        .and_then(|v| v.to_i64());
    obj[col] = Int::from(-1);
    let hi = int_min(&rel, &obj, budget)
        .ok()
        .flatten()
        .and_then(|v| (-v).to_i64());
    (lo, hi)
}

/// Whether every iteration the slice runs exists in the sliced nest (MLIR's
/// `isSliceValid`), exactly; `None` when undecided.
fn slice_is_valid(
    ctx: &Context,
    body: &Body,
    slice: &SliceState,
    host_ivs: &[ValueId],
    syms: &[ValueId],
    budget: &mut Budget,
) -> Option<bool> {
    let (nm, nh, ns) = (slice.ivs.len(), host_ivs.len(), syms.len());
    if fast_valid(ctx, body, slice, host_ivs) {
        return Some(true);
    }
    let seed = |off: usize| {
        ValueMap::seeded(
            syms.iter()
                .enumerate()
                .map(|(i, &v)| (v, Lin::var(off + i))),
        )
    };
    // The slice: host loops, then the bounds (the loops' own where absent).
    let mut b = Builder::new(nm + nh + ns);
    let mut vm = seed(nm + nh);
    // The innermost host loop of the slice's dimensions.
    let host_first = *for_ancestors(ctx, body, slice.insert_before).get(nh.checked_sub(1)?)?;
    let mut hencl = enclosing_ops(ctx, body, host_first);
    hencl.push(Enclosing::For(host_first));
    let hcols: IvCols = host_ivs
        .iter()
        .enumerate()
        .map(|(i, v)| (*v, nm + i))
        .collect();
    // Loops shared by both nests: the sliced copy equals the host's.
    vm.add_domain(ctx, body, &mut b, &hcols, &hencl)?;
    let mcols: IvCols = slice.ivs.iter().enumerate().map(|(i, v)| (*v, i)).collect();
    let store = ctx.affine();
    for (i, &iv) in slice.ivs.iter().enumerate() {
        let x = Lin::var(i);
        let no = slice.n_outer;
        let dims: Vec<Lin> = (no..nh).map(|j| Lin::var(nm + j)).collect();
        let sl: Vec<Lin> = (0..no)
            .map(|j| Lin::var(nm + j))
            .chain((0..ns).map(|j| Lin::var(nm + nh + j)))
            .collect();
        let mut own = false;
        if let Some(m) = slice.lbs[i] {
            for &e in &store.map_data(m).results.clone() {
                let l = b.flatten(store, e, &dims, &sl)?;
                b.add_ge0(&x.sub(&l));
            }
        } else {
            own = true;
        }
        if let Some(m) = slice.ubs[i] {
            for &e in &store.map_data(m).results.clone() {
                let u = b.flatten(store, e, &dims, &sl)?;
                b.add_ge0(&u.sub(&x).add(&Lin::constant(-1)));
            }
        } else {
            own = true;
        }
        if own {
            let ValueDef::BlockArg { block, .. } = body.value(iv).def else {
                return None;
            };
            let f = body
                .block_region(block)
                .and_then(|r| body.region_parent(r))?;
            vm.add_domain(ctx, body, &mut b, &mcols, &[Enclosing::For(f)])?;
        }
    }
    let params: Vec<String> = (0..ns).map(|j| format!("s{j}")).collect();
    let space = Space::set(nm, params.clone());
    let places: Vec<Place> = (0..nm)
        .map(Place::Var)
        .chain((0..nh).map(|_| Place::Local))
        .chain((0..ns).map(|j| Place::Var(nm + j)))
        .collect();
    let s = b.rel.relayout(space.clone(), &places);
    // The sliced nest's domain.
    let mut d = Builder::new(nm + ns);
    let mut dvm = seed(nm);
    let deepest = slice.ivs.last()?;
    let ValueDef::BlockArg { block, .. } = body.value(*deepest).def else {
        return None;
    };
    let f = body
        .block_region(block)
        .and_then(|r| body.region_parent(r))?;
    let mut encl: Vec<Enclosing> = enclosing_ops(ctx, body, f)
        .into_iter()
        .filter(|e| matches!(e, Enclosing::For(_)))
        .collect();
    encl.push(Enclosing::For(f));
    let dcols: IvCols = slice.ivs.iter().enumerate().map(|(i, v)| (*v, i)).collect();
    // Loops of the domain that are not sliced (outside the nest) are existential.
    let extra: Vec<ValueId> = loop_ivs(ctx, body, &encl)
        .into_iter()
        .filter(|v| !dcols.contains_key(v))
        .collect();
    let mut dcols = dcols;
    for v in extra {
        let c = *d.new_local().terms.keys().next()?;
        dcols.insert(v, c);
    }
    dvm.add_domain(ctx, body, &mut d, &dcols, &encl)?;
    let dp: Vec<Place> = (0..nm)
        .map(Place::Var)
        .chain((0..ns).map(|j| Place::Var(nm + j)))
        .collect();
    let dom = d.rel.relayout(space, &dp);
    let diff = PresburgerRelation::from_relation(s)
        .subtract(&PresburgerRelation::from_relation(dom), budget)
        .ok()?;
    diff.is_empty(budget).ok()
}

/// MLIR's `isSliceMaximalFastCheck` answering yes: every slice loop runs one iteration at
/// a host induction variable (`[d_j, d_j + 1)`) whose loop has the same constant bounds
/// and step as the sliced loop.
fn fast_valid(ctx: &Context, body: &Body, slice: &SliceState, host_ivs: &[ValueId]) -> bool {
    let store = ctx.affine();
    let loop_of = |iv: ValueId| -> Option<OpId> {
        let ValueDef::BlockArg { block, .. } = body.value(iv).def else {
            return None;
        };
        body.block_region(block).and_then(|r| body.region_parent(r))
    };
    slice.ivs.iter().enumerate().all(|(i, &iv)| {
        let (Some(lb), Some(ub)) = (slice.lbs[i], slice.ubs[i]) else {
            return false;
        };
        let (l, u) = (store.map_data(lb), store.map_data(ub));
        let ([le], [ue]) = (&l.results[..], &u.results[..]) else {
            return false;
        };
        let AffineExprKind::Dim(j) = store.kind(*le) else {
            return false;
        };
        if *ue != store.add(*le, store.constant(1)) {
            return false;
        }
        let (Some(src), Some(dst)) = (loop_of(iv), host_ivs.get(slice.n_outer + j as usize).and_then(|&v| loop_of(v))) else {
            return false;
        };
        matches!((constant_loop(ctx, body, src), constant_loop(ctx, body, dst)), (Some(a), Some(b)) if a == b)
    })
}

/// The text of a slice in mlir-opt's test remarks: `insert point: (2, 0) loop bounds:
/// [(d0) -> (d0), (d0) -> (d0 + 1)] `.
pub fn slice_str(ctx: &Context, slice: &SliceState) -> String {
    let store = ctx.affine();
    let show = |m: Option<AffineMap>| match m {
        Some(m) => store.display_map(m).to_string(),
        None => "<<NULL AFFINE MAP>>".to_string(),
    };
    let mut s = format!(
        "insert point: ({}, {}) loop bounds: ",
        slice.insert_depth, slice.insert_index
    );
    for (lb, ub) in slice.lbs.iter().zip(&slice.ubs) {
        s.push_str(&format!("[{}, {}] ", show(*lb), show(*ub)));
    }
    s
}
