//! Affine map and integer set bodies as they appear inside `affine_map<...>` and
//! `affine_set<...>`.

use std::fmt::Write;

use strata_ir::Context;
use strata_ir::affine::{AffineMap, IntegerSet};

/// Appends `(d0)[s0] -> (d0 + s0)`.
pub(crate) fn push_affine_map(ctx: &Context, map: AffineMap, out: &mut String) {
    // Writing into a `String` cannot fail.
    let _ = write!(out, "{}", ctx.affine().display_map(map));
}

/// Appends `(d0)[s0] : (d0 >= 0, d0 - s0 == 0)`.
pub(crate) fn push_integer_set(ctx: &Context, set: IntegerSet, out: &mut String) {
    let _ = write!(out, "{}", ctx.affine().display_set(set));
}
