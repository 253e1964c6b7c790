//! Memref regions and memory footprints (MLIR's `MemRefRegion`,
//! `getConstantBoundingSizeAndShape`, `getRegionSize` and `getMemoryFootprintBytes`).
//!
//! The region of an access at loop depth `k` is the set of memref elements the access
//! touches while the outermost `k` enclosing loops are fixed: a set over the memref's
//! dimensions whose parameters are those `k` induction variables (and the values the
//! bounds and subscripts use that are defined outside every loop). Inner induction
//! variables, divisions and step counters are existential.
//!
//! Sizes are exact where MLIR 22 takes a rational bound on the difference of a lower and an
//! upper bound: the extent along a dimension is the largest `y - x + 1` over two points
//! `x`, `y` of the region with the same parameters (an integer optimum over two copies of
//! the region's constraints), so a union of regions has the extent of its real bounding
//! box.

use std::collections::HashMap;

use strata_ir::ir::{Body, OpId, ValueId, WalkOrder};
use strata_ir::{Context, TypeData};
use strata_presburger::{Budget, Int, IntegerRelation, Space};

use super::dependence::int_min;
use super::domain::{Access, Disjunction, IvCols, ValueMap, enclosing_ops, loop_ivs};
use super::flatten::{Builder, Lin};

/// The most conjunctions an `else` condition expands to before it is dropped (an
/// over-approximation of the region).
const MAX_ALTERNATIVES: usize = 64;

/// The work budget of one region query.
const BUDGET: u64 = 1_000_000;

/// The region of a memref accessed by one or more affine reads or writes, symbolic in the
/// outermost `loop_depth` induction variables around them.
#[derive(Clone, Debug)]
pub struct MemRefRegion {
    /// The accessed memref.
    pub memref: ValueId,
    /// Whether some access of the region writes.
    pub is_write: bool,
    /// The memref's rank.
    pub rank: usize,
    /// The induction variables the region is symbolic in, outermost first.
    pub outer_ivs: Vec<ValueId>,
    /// The accesses whose union the region is.
    pub accesses: Vec<Access>,
}

/// Adds one copy of `access`'s region to `b`: `x_r = subscript_r` for the memref
/// dimensions at columns `x0..x0 + rank`, the outer induction variables at `outer`, every
/// other induction variable a fresh local. Returns the `else` conditions to expand.
fn add_copy(
    ctx: &Context,
    body: &Body,
    b: &mut Builder,
    vm: &mut ValueMap,
    access: &Access,
    outer: &[usize],
    x0: usize,
) -> Option<Vec<Disjunction>> {
    let encl = enclosing_ops(ctx, body, access.op);
    let ivs = loop_ivs(ctx, body, &encl);
    let mut cols = IvCols::new();
    for (i, &iv) in ivs.iter().enumerate() {
        let col = match outer.get(i) {
            Some(&c) => c,
            None => *b.new_local().terms.keys().next()?,
        };
        cols.insert(iv, col);
    }
    let disjunctions = vm.add_domain(ctx, body, b, &cols, &encl)?;
    let mut private = HashMap::new();
    let subs = vm.map_results(
        ctx,
        body,
        b,
        &cols,
        &mut private,
        access.map,
        &access.operands,
        0,
    )?;
    for (r, s) in subs.iter().enumerate() {
        b.add_eq0(&Lin::var(x0 + r).sub(s));
    }
    Some(disjunctions)
}

/// Every conjunction of `rel` with one alternative of each disjunction (dropped when there
/// would be more than [`MAX_ALTERNATIVES`]).
fn expand(rel: &IntegerRelation, disjunctions: &[Disjunction]) -> Vec<IntegerRelation> {
    let mut out = vec![rel.clone()];
    for d in disjunctions {
        if d.is_empty() || out.len() * d.len() > MAX_ALTERNATIVES {
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
    out
}

impl MemRefRegion {
    /// The region of the affine read or write `op` symbolic in its outermost `loop_depth`
    /// loops (MLIR's `MemRefRegion::compute`); `None` when `op` is not an affine access,
    /// `loop_depth` exceeds its loops, or a bound or subscript is not affine.
    pub fn compute(
        ctx: &Context,
        body: &Body,
        op: OpId,
        loop_depth: usize,
    ) -> Option<MemRefRegion> {
        let access = Access::of(ctx, body, op)?;
        let ivs = loop_ivs(ctx, body, &enclosing_ops(ctx, body, op));
        if loop_depth > ivs.len() {
            return None;
        }
        let rank = match ctx.type_data(body.value_type(access.memref)) {
            TypeData::MemRef { shape, .. } => shape.len(),
            _ => return None,
        };
        if ctx.affine().map_data(access.map).results.len() != rank {
            return None;
        }
        let region = MemRefRegion {
            memref: access.memref,
            is_write: access.is_write,
            rank,
            outer_ivs: ivs[..loop_depth].to_vec(),
            accesses: vec![access],
        };
        // Reject non-affine bounds and subscripts now.
        region.relations(ctx, body)?;
        Some(region)
    }

    /// Adds `other`'s accesses (same memref and outer loops) to this region; `false` (and
    /// no change) when they differ.
    pub fn union_with(&mut self, other: &MemRefRegion) -> bool {
        if other.memref != self.memref || other.outer_ivs != self.outer_ivs {
            return false;
        }
        self.is_write |= other.is_write;
        self.accesses.extend(other.accesses.iter().cloned());
        true
    }

    /// The region as a union of relations over the set space of the memref's dimensions,
    /// with the outer induction variables as the first parameters (`i0`, `i1`, ...) and the
    /// other values defined outside every loop as further parameters (`s0`, ...).
    pub fn relations(&self, ctx: &Context, body: &Body) -> Option<Vec<IntegerRelation>> {
        let k = self.outer_ivs.len();
        let mut out = Vec::new();
        for access in &self.accesses {
            let mut b = Builder::new(self.rank + k);
            let outer: Vec<usize> = (self.rank..self.rank + k).collect();
            let mut vm = ValueMap::default();
            let dis = add_copy(ctx, body, &mut b, &mut vm, access, &outer, 0)?;
            // Values defined outside every loop become parameters.
            let shared: Vec<usize> = vm.shared_columns();
            let mut params: Vec<String> = (0..k).map(|i| format!("i{i}")).collect();
            params.extend((0..shared.len()).map(|i| format!("s{i}")));
            let space = Space::set(self.rank, params);
            for rel in expand(&b.rel, &dis) {
                out.push(promote(&rel, space.clone(), self.rank + k, &shared));
            }
        }
        Some(out)
    }

    /// The largest extent of the region along each dimension for any value of the
    /// parameters: `Some(n)` when bounded (0 for an empty region), `None` when unbounded,
    /// with `0 <= x < size` assumed along static dimensions (as MLIR does). `None` overall
    /// when a query ran out of budget or the region cannot be built.
    pub fn extents(&self, ctx: &Context, body: &Body) -> Option<Vec<Option<i64>>> {
        let TypeData::MemRef { shape, .. } = ctx.type_data(body.value_type(self.memref)) else {
            return None;
        };
        let shape = shape.clone();
        let (rank, k) = (self.rank, self.outer_ivs.len());
        let mut budget = Budget::new(BUDGET);
        let mut best: Vec<Option<i64>> = vec![Some(0); rank];
        for p in &self.accesses {
            for q in &self.accesses {
                // Columns: x (rank), y (rank), outer ivs (k).
                let mut b = Builder::new(2 * rank + k);
                let outer: Vec<usize> = (2 * rank..2 * rank + k).collect();
                let mut vm = ValueMap::default();
                let mut dis = add_copy(ctx, body, &mut b, &mut vm, p, &outer, 0)?;
                dis.extend(add_copy(ctx, body, &mut b, &mut vm, q, &outer, rank)?);
                for (r, &size) in shape.iter().enumerate() {
                    for x in [r, rank + r] {
                        b.add_ge0(&Lin::var(x));
                        if size != strata_ir::types::DYNAMIC {
                            b.add_ge0(&Lin::constant(size - 1).sub(&Lin::var(x)));
                        }
                    }
                }
                for mut rel in expand(&b.rel, &dis) {
                    rel.simplify();
                    if rel.is_empty(&mut budget).ok()? {
                        continue;
                    }
                    for (r, slot) in best.iter_mut().enumerate() {
                        let Some(cur) = *slot else { continue };
                        // max (y_r - x_r) = -min (x_r - y_r).
                        let mut obj = vec![Int::ZERO; rel.n_cols()];
                        obj[r] = Int::ONE;
                        obj[rank + r] = Int::from(-1);
                        *slot = match int_min(&rel, &obj, &mut budget).ok()? {
                            Some(m) => Some(cur.max((-m).to_i64()?.checked_add(1)?)),
                            None => None,
                        };
                    }
                }
            }
        }
        Some(best)
    }

    /// The number of elements of the region's bounding box and its shape (MLIR's
    /// `getConstantBoundingSizeAndShape`): an unbounded extent along a static dimension
    /// counts the whole dimension; `None` when it is along a dynamic one.
    pub fn constant_bounding_size_and_shape(
        &self,
        ctx: &Context,
        body: &Body,
    ) -> Option<(i64, Vec<i64>)> {
        let TypeData::MemRef { shape, .. } = ctx.type_data(body.value_type(self.memref)) else {
            return None;
        };
        let shape = shape.clone();
        let extents = self.extents(ctx, body)?;
        let mut out = Vec::with_capacity(self.rank);
        let mut n: i64 = 1;
        for (e, &size) in extents.iter().zip(shape.iter()) {
            let e = match e {
                Some(e) => *e,
                None if size != strata_ir::types::DYNAMIC => size,
                None => return None,
            };
            n = n.checked_mul(e)?;
            out.push(e);
        }
        Some((n, out))
    }

    /// The size in bytes of the region's bounding box (MLIR's `getRegionSize`): `None` for
    /// a non-identity layout, a dynamic extent, or an element type without a bit width.
    pub fn size_in_bytes(&self, ctx: &Context, body: &Body) -> Option<i64> {
        let TypeData::MemRef {
            element, layout, ..
        } = ctx.type_data(body.value_type(self.memref))
        else {
            return None;
        };
        if let Some(a) = layout {
            match ctx.attr_data(*a) {
                strata_ir::attributes::AttrData::AffineMap(m) if ctx.affine().is_identity(*m) => {}
                _ => return None,
            }
        }
        let elt = element_size_in_bytes(ctx, *element)?;
        let (n, _) = self.constant_bounding_size_and_shape(ctx, body)?;
        n.checked_mul(elt)
    }
}

/// The size in bytes of an integer, float or vector-of-those element type (bits rounded up
/// to bytes); `None` for other types.
pub fn element_size_in_bytes(ctx: &Context, ty: strata_ir::Type) -> Option<i64> {
    if matches!(ctx.type_data(ty), TypeData::Index) {
        return None; // Not an integer or float type for MLIR.
    }
    if let Some(bits) = ctx.int_or_float_bit_width(ty) {
        return Some((i64::from(bits) + 7) / 8);
    }
    if let TypeData::Vector { shape, element, .. } = ctx.type_data(ty) {
        let bits = i64::from(ctx.int_or_float_bit_width(*element)?);
        let n = shape.iter().try_fold(1i64, |a, &d| a.checked_mul(d))?;
        return bits.checked_mul(n).map(|b| (b + 7) / 8);
    }
    None
}

/// The memory footprint in bytes of the affine accesses inside `for_op` (MLIR's
/// `getMemoryFootprintBytes`): per memref, the bounding box of the union of the regions
/// symbolic in the loops around `for_op`, summed. `None` when a region or size cannot be
/// computed.
pub fn footprint_bytes(ctx: &Context, body: &Body, for_op: OpId) -> Option<i64> {
    let depth = loop_ivs(ctx, body, &enclosing_ops(ctx, body, for_op)).len();
    let mut regions: Vec<MemRefRegion> = Vec::new();
    for op in body.walk_ops(for_op, WalkOrder::PreOrder) {
        if Access::of(ctx, body, op).is_none() {
            continue;
        }
        let r = MemRefRegion::compute(ctx, body, op, depth)?;
        match regions.iter_mut().find(|x| x.memref == r.memref) {
            Some(x) => {
                x.union_with(&r);
            }
            None => regions.push(r),
        }
    }
    let mut total: i64 = 0;
    for r in &regions {
        total = total.checked_add(r.size_in_bytes(ctx, body)?)?;
    }
    Some(total)
}

/// `rel` (columns: `n_keep` set dims and parameters in order, then locals) over `space`,
/// with the local columns `shared` turned into the trailing parameters.
fn promote(
    rel: &IntegerRelation,
    space: Space,
    n_keep: usize,
    shared: &[usize],
) -> IntegerRelation {
    let n = rel.n_cols();
    let n_new_vars = n_keep + shared.len();
    let n_locals = n - n_new_vars;
    let mut target = vec![0usize; n];
    let mut next_local = n_new_vars;
    for (c, t) in target.iter_mut().enumerate() {
        *t = if c < n_keep {
            c
        } else if let Some(p) = shared.iter().position(|&s| s == c) {
            n_keep + p
        } else {
            let l = next_local;
            next_local += 1;
            l
        };
    }
    let map_row = |r: &Vec<Int>| -> Vec<Int> {
        let mut o = vec![Int::ZERO; n + 1];
        for (c, a) in r.iter().enumerate().take(n) {
            o[target[c]] = a.clone();
        }
        o[n] = r[n].clone();
        o
    };
    let mut out = IntegerRelation::universe(space);
    for _ in 0..n_locals {
        out.add_local(None);
    }
    for r in &rel.eqs {
        out.add_eq(map_row(r));
    }
    for r in &rel.ineqs {
        out.add_ineq(map_row(r));
    }
    out
}
