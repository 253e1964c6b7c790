//! `scf.yield`: the terminator handing values back to the enclosing `scf` op.

use strata_ir::Context;
use strata_ir::ir::{Body, OpId};
use strata_ods::{AnyType, op};

use super::{ExecuteRegionOp, ForOp, IfOp, IndexSwitchOp, WhileOp, all_operands, parent_op};

op! {
    /// Yields values to the enclosing `scf` op.
    ///
    /// `scf.yield` ends the regions of `scf.for`, `scf.if`, `scf.while` (its `after`
    /// region), `scf.index_switch` and `scf.execute_region`. What its operands become
    /// depends on the parent: the results of an `scf.if`, the next iteration's
    /// arguments of a loop, and so on. A yield without operands may be left out of the
    /// custom form of the ops that imply it.
    ///
    /// ```mlir
    /// func.func @twice(%c: i1, %a: f32) -> f32 {
    ///   %r = scf.if %c -> (f32) {
    ///     %d = arith.addf %a, %a : f32
    ///     scf.yield %d : f32
    ///   } else {
    ///     scf.yield %a : f32
    ///   }
    ///   return %r : f32
    /// }
    /// ```
    pub struct YieldOp = "scf.yield" {
        traits: [pure, terminator],
        operands: [results: variadic AnyType],
        format: "attr-dict ($results^ `:` type($results))?",
        interfaces: { terminator_operands: all_operands },
        verify_traits: verify_yield,
    }
}

/// `scf.yield`: only inside the ops it terminates (MLIR's `ParentOneOf`).
fn verify_yield(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let parents = [
        ExecuteRegionOp::NAME,
        ForOp::NAME,
        IfOp::NAME,
        IndexSwitchOp::NAME,
        WhileOp::NAME,
    ];
    let ok = parent_op(body, op).is_some_and(|p| {
        ExecuteRegionOp::isa(ctx, body, p)
            || ForOp::isa(ctx, body, p)
            || IfOp::isa(ctx, body, p)
            || IndexSwitchOp::isa(ctx, body, p)
            || WhileOp::isa(ctx, body, p)
    });
    if ok {
        Ok(())
    } else {
        Err(format!(
            "'{}' op expects parent op to be one of '{}'",
            YieldOp::NAME,
            parents.join(", ")
        ))
    }
}
