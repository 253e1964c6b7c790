//! Invariance and contiguity of an access along a loop (MLIR's `isInvariantAccess` and
//! `isContiguousAccess`), on the flattened subscripts: a subscript varies along a loop
//! when its flattened form depends on the loop's induction variable, directly or inside a
//! division.

use std::collections::HashMap;

use strata_ir::Context;
use strata_ir::ir::{Body, ValueId};

use super::domain::{Access, IvCols, ValueMap};
use super::flatten::{Builder, Lin};

/// Whether `lin` depends on column `col` of `b`, directly or through divisions.
fn depends_on(b: &Builder, lin: &Lin, col: usize) -> bool {
    lin.terms.keys().any(|&c| col_depends(b, c, col, 0))
}

fn col_depends(b: &Builder, c: usize, col: usize, depth: usize) -> bool {
    if c == col {
        return true;
    }
    let nv = b.rel.n_vars();
    if c < nv || depth > 64 {
        return false;
    }
    match &b.rel.divs[c - nv] {
        Some(div) => div.num[..div.num.len() - 1]
            .iter()
            .enumerate()
            .any(|(k, a)| !a.is_zero() && col_depends(b, k, col, depth + 1)),
        None => false,
    }
}

/// For each subscript of `access`, whether it varies along the loop whose induction
/// variable is `iv` (`None` when a subscript is not affine).
fn varying(ctx: &Context, body: &Body, access: &Access, iv: ValueId) -> Option<Vec<bool>> {
    let mut b = Builder::new(1);
    let cols: IvCols = [(iv, 0)].into_iter().collect();
    let mut vm = ValueMap::default();
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
    Some(subs.iter().map(|s| depends_on(&b, s, 0)).collect())
}

/// Whether no subscript of `access` varies along the loop of `iv`.
pub fn is_invariant_access(ctx: &Context, body: &Body, access: &Access, iv: ValueId) -> bool {
    varying(ctx, body, access, iv).is_some_and(|v| v.iter().all(|x| !x))
}

/// Whether the value `v` (an access operand) varies along the loop of `iv` (MLIR's
/// `isAccessIndexInvariant`, negated).
fn operand_varies(ctx: &Context, body: &Body, v: ValueId, iv: ValueId) -> bool {
    let mut b = Builder::new(1);
    let cols: IvCols = [(iv, 0)].into_iter().collect();
    let mut private = HashMap::new();
    ValueMap::default()
        .value(ctx, body, &mut b, &cols, &mut private, v, 0)
        .is_none_or(|l| depends_on(&b, &l, 0))
}

/// Whether `access` is contiguous along the loop of `iv`, as MLIR's `isContiguousAccess`
/// decides it: walking each subscript expression, every occurrence of an operand that
/// varies along the loop is counted, and two occurrences (even of one operand in one
/// subscript, as in `i floordiv 4 * 4 + i mod 4`) make the access non-contiguous.
/// Returns `Some(dim)` with the varying memref dimension counted from the innermost (0),
/// `Some(None)` when none varies, `None` when not contiguous.
pub fn contiguous_dim(
    ctx: &Context,
    body: &Body,
    access: &Access,
    iv: ValueId,
) -> Option<Option<usize>> {
    let store = ctx.affine();
    let data = store.map_data(access.map).clone();
    let nd = data.num_dims as usize;
    let rank = data.results.len();
    let mut found: Option<usize> = None;
    for (i, &e) in data.results.iter().enumerate() {
        let mut occurrences = Vec::new();
        store.walk(e, |x| {
            if let Some(p) = store.as_dim(x) {
                occurrences.push(p as usize);
            } else if let Some(p) = store.as_symbol(x) {
                occurrences.push(nd + p as usize);
            }
        });
        for pos in occurrences {
            let &v = access.operands.get(pos)?;
            if operand_varies(ctx, body, v, iv) {
                if found.is_some() {
                    return None;
                }
                found = Some(i);
            }
        }
    }
    Some(found.map(|i| rank - 1 - i))
}
