//! Everything Strata has, registered at once (MLIR's `InitAllDialects.h` and
//! `InitAllPasses.h`): what `strata-opt` loads and what the whole-system tests use.

use strata_ir::Context;
use strata_pass::PassRegistry;

/// Registers every dialect of every Strata crate into `ctx`.
pub fn register_all_dialects(ctx: &Context) {
    strata_dialects::register_all(ctx);
    strata_affine::register(ctx);
    strata_llvm::register(ctx);
    strata_conversion::register_convert_to_llvm_interfaces(ctx);
}

/// A registry holding every pass: the generic ones of `strata-transforms`, the
/// dialects' own and the conversions of `strata-conversion`.
pub fn pass_registry() -> PassRegistry {
    let mut registry = strata_transforms::registry();
    strata_dialects::register_passes(&mut registry);
    strata_conversion::register_passes(&mut registry);
    strata_affine::register_passes(&mut registry);
    registry
}
