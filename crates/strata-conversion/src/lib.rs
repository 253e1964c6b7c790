//! Lowering passes between dialects (MLIR's `lib/Conversion`), each in a module named
//! `<from>_to_<to>`: `lower-affine` ([`affine_to_std`]), `convert-scf-to-cf`
//! ([`scf_to_cf`]), `scf-forall-to-for` and `scf-forall-to-parallel` ([`scf_forall`]), and
//! the registration of them all. Every pass is a partial dialect conversion
//! (`strata_pass::conversion`) whose patterns build ops through the dialects' typed
//! builders ([`arith_builder`] for the `arith` arithmetic they emit), create and place
//! blocks and ops in mlir-opt 22's order, and fold ops in place before rewriting them as
//! MLIR's conversion driver does, so that the output is mlir-opt's, name for name.
//! `expand-realloc` ([`expand_realloc`]) is upstream's memref transform run before the
//! lowering. `expand-strided-metadata` ([`expand_strided_metadata`]) is the one greedy rewrite here
//! (upstream's memref transform, kept next to `finalize-memref-to-llvm`
//! ([`memref_to_llvm`]) that consumes its output).

pub mod affine_to_std;
pub mod arith_builder;
pub mod arith_to_llvm;
pub mod cf_to_llvm;
pub mod expand_realloc;
pub mod expand_strided_metadata;
pub mod func_to_llvm;
pub mod llvm_common;
pub mod memref_to_llvm;
mod pattern;
pub mod reconcile_casts;
pub mod scf_forall;
pub mod scf_to_cf;
pub mod to_llvm;
pub mod ub_to_llvm;
mod unranked_copy;
mod vector_print;
pub mod vector_to_llvm;
pub mod vector_to_scf;

use strata_pass::PassRegistry;

pub use to_llvm::register_convert_to_llvm_interfaces;

/// Registers every conversion pass into `registry`.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(|| Box::new(affine_to_std::LowerAffine));
    registry.register(|| Box::new(scf_to_cf::ScfToControlFlow::default()));
    registry.register(|| Box::new(scf_forall::ForallToFor));
    registry.register(|| Box::new(scf_forall::ForallToParallel));
    registry.register(|| Box::new(expand_realloc::ExpandReallocPass::default()));
    registry.register(|| Box::new(expand_strided_metadata::ExpandStridedMetadata::default()));
    registry.register(|| Box::new(memref_to_llvm::FinalizeMemRefToLlvm::default()));
    registry.register(|| Box::new(arith_to_llvm::ArithToLlvm::default()));
    registry.register(|| Box::new(cf_to_llvm::CfToLlvm::default()));
    registry.register(|| Box::new(ub_to_llvm::UbToLlvm::default()));
    registry.register(|| Box::new(func_to_llvm::FuncToLlvm::default()));
    registry.register(|| Box::new(vector_to_llvm::VectorToLlvm::default()));
    registry.register(|| Box::new(vector_to_scf::VectorToScf::default()));
    registry.register(|| Box::new(to_llvm::ConvertToLlvm::default()));
    registry.register(|| Box::new(reconcile_casts::ReconcileUnrealizedCasts));
}
