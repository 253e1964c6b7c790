//! The `arith` dialect: integer and float arithmetic, comparisons, `select` and casts, as
//! mlir-opt 22 has them (custom and generic form, verifier messages, folds and
//! canonicalization patterns), and the `arith-expand` pass.
//!
//! The ops are declared with [`op!`](strata_ods::op) in [`ops`] by family; each has a typed
//! view (`AddIOp`, `CmpIOp`, ...) with accessors and generated builders
//! (`AddIOp::build(b, loc, lhs, rhs, None)`), re-exported here.

mod attrs;
mod canonicalize;
pub(crate) mod fold;
mod int_range;
pub mod ops;
pub mod transforms;

use strata_ir::Context;
use strata_ir::ir::{Body, Op, ValueId};

pub(crate) use attrs::invert_cmpi;
pub use attrs::{CmpFPredicate, CmpIPredicate, FastMath, OverflowFlags, RoundingMode};
pub use fold::materialize_constant;
pub use ops::*;

/// Registers the `arith` dialect (ops, constant materializer, canonicalization patterns)
/// into `ctx`.
pub fn register(ctx: &Context) {
    ctx.register_dialect("arith");
    strata_ir::registry::DialectHooks::register_inlinable(ctx, "arith");
    strata_ir::registry::DialectHooks::register_constant_materializer(
        ctx,
        "arith",
        fold::materialize_constant,
    );
    canonicalize::register(ctx);
    ops::register(ctx);
    int_range::register(ctx);
}

/// The op of kind `T` defining `v`, if it has `num_operands` operands (folds and patterns
/// read the operands of verified ops of that kind by position).
pub(crate) fn defining<T: Op>(
    ctx: &Context,
    body: &Body,
    v: ValueId,
    num_operands: usize,
) -> Option<T> {
    let op = strata_ir::matchers::defining_op(body, v)?;
    if body.num_operands(op) != num_operands {
        return None;
    }
    T::cast(ctx, body, op)
}
