//! `vector.vscale`: the runtime multiple of the scalable dimensions' sizes.

use strata_ir::Context;
use strata_ir::ir::{Body, OpId, ValueId};
use strata_ods::op;

use crate::memref::constraints::Index;

/// Names the result `%vscale`.
fn vscale_result_names(
    _ctx: &Context,
    body: &Body,
    op: OpId,
    set_name: &mut dyn FnMut(ValueId, &str),
) {
    set_name(body.result(op, 0), "vscale");
}

op! {
    /// The scale of scalable vectors.
    ///
    /// `vector.vscale` returns the runtime factor the size of every scalable dimension
    /// (`[4]` in `vector<[4]xf32>`) is multiplied by: a `vector<[4]xf32>` has `4 * vscale`
    /// elements. Its value is fixed for a given run of a program.
    ///
    /// ```mlir
    /// func.func @scalable_length() -> index {
    ///   %c4 = arith.constant 4 : index
    ///   %vscale = vector.vscale
    ///   %n = arith.muli %vscale, %c4 : index
    ///   return %n : index
    /// }
    /// ```
    pub struct VectorScaleOp = "vector.vscale" {
        traits: [pure],
        results: [res: Index],
        result_names: vscale_result_names,
        format: "attr-dict",
    }
}
