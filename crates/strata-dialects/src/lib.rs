//! `strata-dialects`: the dialects shipped with Strata (today `func` and `arith`), each
//! registering its operations (traits, verifiers) with `strata-ir` and their custom syntax
//! with `strata-asm`.

#![warn(missing_docs)]

pub mod arith;
pub mod bufferization;
pub mod builtin;
pub mod cf;
pub mod func;
pub mod legacy_std;
pub mod memref;
pub mod scf;
pub mod tensor;
pub mod ub;
pub mod vector;

use strata_ir::Context;
use strata_pass::PassRegistry;

/// Registers every dialect of this crate into `ctx`.
pub fn register_all(ctx: &Context) {
    func::register(ctx);
    arith::register(ctx);
    cf::register(ctx);
    ub::register(ctx);
    builtin::register(ctx);
    tensor::register(ctx);
    bufferization::register(ctx);
    vector::register(ctx);
    memref::register(ctx);
    scf::register(ctx);
    legacy_std::register(ctx);
}

/// Registers the passes defined by this crate's dialects (lowerings, expansions,
/// upgrades) into `registry`.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(|| Box::new(legacy_std::UpgradeLegacyStd));
    registry.register(|| Box::new(arith::transforms::ArithExpand::default()));
    registry.register(|| Box::new(func::transforms::DuplicateFunctionElimination));
}
