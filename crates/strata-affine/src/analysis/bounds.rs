//! Memref regions and out-of-bounds detection (MLIR's `MemRefRegion` and
//! `boundCheckLoadOrStoreOp`), and loop trip counts.
//!
//! The region of an access is the set of elements it touches over its iteration domain
//! (enclosing loops with their bounds and steps, and the conditions of enclosing
//! `affine.if`s, negated in `else` regions). An access is out of bounds along a static
//! dimension of size `S` when some point of the region has subscript `>= S` (upper) or
//! `< 0` (lower); the test is exact.

use std::collections::HashMap;

use strata_ir::ir::{Body, OpId};
use strata_ir::{Context, TypeData};
use strata_presburger::{Budget, Int, IntegerRelation};

use super::domain::{Access, IvCols, ValueMap, enclosing_ops, loop_ivs};
use super::flatten::{Builder, Lin};
use crate::ir::ForOp;
use crate::ir::ops::{for_segments, map_attr};

/// Out-of-bounds findings for one access.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutOfBounds {
    /// Memref dimensions (0-based) some iteration accesses at or past the size.
    pub upper: Vec<usize>,
    /// Memref dimensions some iteration accesses below zero.
    pub lower: Vec<usize>,
}

/// The iteration domain of `op` and the flattened subscripts of `access` over it:
/// the conjunctions (one per choice of `else` alternatives) and the subscript forms.
fn region_systems(
    ctx: &Context,
    body: &Body,
    access: &Access,
) -> Option<(Vec<IntegerRelation>, Vec<Lin>)> {
    let encl = enclosing_ops(ctx, body, access.op);
    let ivs = loop_ivs(ctx, body, &encl);
    let mut b = Builder::new(ivs.len());
    let cols: IvCols = ivs.iter().enumerate().map(|(i, v)| (*v, i)).collect();
    let mut vm = ValueMap::default();
    let disjunctions = vm.add_domain(ctx, body, &mut b, &cols, &encl)?;
    let mut private = HashMap::new();
    let subs = vm.map_results(
        ctx,
        body,
        &mut b,
        &cols,
        &mut private,
        access.map,
        &access.operands,
        0,
    )?;
    let mut systems = vec![b.rel.clone()];
    for d in &disjunctions {
        if systems.len() * d.len() > 64 {
            break; // Over-approximate: drop the remaining else conditions.
        }
        let mut next = Vec::new();
        for rel in &systems {
            for alt in d {
                let mut r = rel.clone();
                let n = r.n_cols();
                for (l, eq) in alt {
                    if *eq {
                        r.add_eq(l.row(n));
                    } else {
                        r.add_ineq(l.row(n));
                    }
                }
                next.push(r);
            }
        }
        systems = next;
    }
    Some((systems, subs))
}

/// Whether some system, with `extra >= 0` added, has an integer point; `None` when the
/// work budget ran out.
fn any_point(systems: &[IntegerRelation], extra: &Lin) -> Option<bool> {
    let mut budget = Budget::new(1_000_000);
    for rel in systems {
        let mut r = rel.clone();
        let n = r.n_cols();
        r.add_ineq(extra.row(n));
        if !r.is_empty(&mut budget).ok()? {
            return Some(true);
        }
    }
    Some(false)
}

/// The out-of-bounds dimensions of `access` (static dimensions only), or `None` when the
/// region cannot be computed (a non-affine bound or subscript) or the check ran out of
/// budget. Accesses to memrefs whose type is not a ranked memref report nothing.
pub fn check_bounds(ctx: &Context, body: &Body, access: &Access) -> Option<OutOfBounds> {
    let TypeData::MemRef { shape, .. } = ctx.type_data(body.value_type(access.memref)) else {
        return Some(OutOfBounds {
            upper: Vec::new(),
            lower: Vec::new(),
        });
    };
    let shape = shape.clone();
    let (systems, subs) = region_systems(ctx, body, access)?;
    let mut out = OutOfBounds {
        upper: Vec::new(),
        lower: Vec::new(),
    };
    for (r, (&size, sub)) in shape.iter().zip(&subs).enumerate() {
        if size == strata_ir::types::DYNAMIC {
            continue;
        }
        // sub >= size  <=>  sub - size >= 0.
        if any_point(&systems, &sub.add(&Lin::constant(-size)))? {
            out.upper.push(r);
        }
        // sub <= -1  <=>  -sub - 1 >= 0.
        if any_point(&systems, &sub.scale(&Int::from(-1)).add(&Lin::constant(-1)))? {
            out.lower.push(r);
        }
    }
    Some(out)
}

/// The exact trip count of an `affine.for` when it does not depend on outer loops or
/// symbols: the number of values its induction variable takes (`max(lb)` to `min(ub)` by
/// the step). `None` when the bounds are not constant over the loop's context.
pub fn constant_trip_count(ctx: &Context, body: &Body, op: OpId) -> Option<u64> {
    let f = ForOp::cast(ctx, body, op)?;
    let step = f.step_value(ctx, body);
    if step <= 0 {
        return None;
    }
    let mut b = Builder::new(0);
    let mut vm = ValueMap::default();
    let segs = for_segments(ctx, body, op)?;
    let operands: Vec<_> = body.operands(op).collect();
    let cols = IvCols::new();
    let mut private = HashMap::new();
    let lb = map_attr(ctx, body, op, "lowerBoundMap")?;
    let ub = map_attr(ctx, body, op, "upperBoundMap")?;
    let lbs = vm.map_results(
        ctx,
        body,
        &mut b,
        &cols,
        &mut private,
        lb,
        &operands[segs[0].clone()],
        0,
    )?;
    let ubs = vm.map_results(
        ctx,
        body,
        &mut b,
        &cols,
        &mut private,
        ub,
        &operands[segs[1].clone()],
        0,
    )?;
    let consts = |v: &[Lin]| -> Option<Vec<i64>> {
        v.iter()
            .map(|l| {
                if l.is_constant() {
                    l.constant.to_i64()
                } else {
                    None
                }
            })
            .collect()
    };
    let lo = consts(&lbs)?.into_iter().max()?;
    let hi = consts(&ubs)?.into_iter().min()?;
    if hi <= lo {
        return Some(0);
    }
    let diff = (hi as i128) - (lo as i128);
    u64::try_from((diff + step as i128 - 1) / step as i128).ok()
}
