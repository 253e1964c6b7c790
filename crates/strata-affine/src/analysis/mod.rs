//! Polyhedral analyses of affine loop nests on top of `strata-presburger`: flattening of
//! affine expressions into constraints with local variables ([`flatten`]), iteration
//! domains and access relations ([`domain`]), dependence analysis with distance ranges
//! ([`dependence`]), memref regions and footprints ([`region`]), computation slices and
//! fusion checks ([`slice`]), and mlir-opt's test passes reporting their answers
//! ([`test_passes`], [`test_fusion`]).

pub mod access;
pub mod bounds;
pub mod dependence;
pub mod domain;
pub mod flatten;
pub mod region;
pub mod slice;
pub mod test_fusion;
pub mod test_passes;

pub use bounds::{OutOfBounds, check_bounds, constant_trip_count};
pub use dependence::{Component, Dependence, check_dependence};
pub use domain::{Access, Enclosing, enclosing_ops, num_common_surrounding_loops, surrounding_ivs};
pub use flatten::{Builder, Lin};

use strata_pass::PassRegistry;

/// Registers the analyses' test passes (`test-memref-dependence-check`).
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(|| Box::new(test_passes::TestMemRefDependenceCheck));
    registry.register(|| Box::new(test_passes::TestMemRefBoundCheck));
    registry.register(|| Box::new(test_passes::TestAccessAnalysis));
    registry.register(|| Box::new(test_fusion::TestLoopFusion::default()));
}
