//! The `scf` dialect (structured control flow): `for`, `if`, `while`/`condition`,
//! `execute_region`, `index_switch`, `parallel`/`reduce`/`reduce.return`,
//! `forall`/`forall.in_parallel` and `yield`,
//! declared with [`op!`](strata_ods::op) and identical to mlir-opt 22 in syntax, verifier
//! messages, region-branch and loop interfaces, folds and canonicalization patterns.
//!
//! Layout: `ops/` the declarations by op family (with their checks, hand-written syntax
//! where upstream has C++ and interfaces), `fold.rs` the folds, `canonicalize/` the
//! patterns by op and the shared region-branch patterns.

mod canonicalize;
mod fold;
mod int_range;
mod mapping;
mod ops;
#[cfg(test)]
mod tests;

use strata_ir::Context;
use strata_ir::registry::DialectHooks;

pub use ops::{
    Bound, ConditionOp, ExecuteRegionOp, ForOp, ForallOp, IfOp, InParallelOp, IndexSwitchOp,
    ParallelOp, ReduceOp, ReduceReturnOp, WhileOp, YieldOp, verify_region_branch,
};

/// Registers the `scf` dialect into `ctx`: its ops, inlining and canonicalization patterns.
pub fn register(ctx: &Context) {
    ctx.register_dialect("scf");
    DialectHooks::register_inlinable(ctx, "scf");
    ForOp::register(ctx);
    IfOp::register(ctx);
    WhileOp::register(ctx);
    ExecuteRegionOp::register(ctx);
    IndexSwitchOp::register(ctx);
    ParallelOp::register(ctx);
    ReduceOp::register(ctx);
    ReduceReturnOp::register(ctx);
    YieldOp::register(ctx);
    ConditionOp::register(ctx);
    ForallOp::register(ctx);
    InParallelOp::register(ctx);
    mapping::register(ctx);
    canonicalize::register(ctx);
    int_range::register(ctx);
}
