//! The `bufferization` dialect, as far as Strata needs it: `bufferization.to_tensor` and
//! `bufferization.materialize_in_destination`, the two ops `upgrade-legacy-std` turns the
//! old `tensor_load` / `tensor_store` into, with mlir-opt 22's syntax and verifiers.

mod ops;

pub use ops::{AnyShaped, BufferLike, MaterializeInDestinationOp, TensorLike, ToTensorOp};

use strata_ir::Context;

/// Registers the `bufferization` ops into `ctx`.
pub fn register(ctx: &Context) {
    ctx.register_dialect("bufferization");
    MaterializeInDestinationOp::register(ctx);
    ToTensorOp::register(ctx);
}
