//! Lowering passes between dialects (MLIR's `lib/Conversion`), each in a module named
//! `<from>_to_<to>`: `lower-affine` ([`affine_to_std`]), and the registration of them all.

pub mod affine_to_std;
pub mod arith_builder;

use strata_pass::PassRegistry;

/// Registers every conversion pass into `registry`.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(|| Box::new(affine_to_std::LowerAffine));
}
