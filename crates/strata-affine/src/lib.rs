//! `strata-affine`: the affine dialect — loop nests with affine bounds, conditionals on
//! integer sets and memory accesses at affine subscripts (`affine.for`, `affine.parallel`,
//! `affine.if`, `affine.yield`, `affine.load`, `affine.store`, `affine.vector_load`,
//! `affine.vector_store`, `affine.prefetch`, `affine.dma_start`, `affine.dma_wait`,
//! `affine.apply`, `affine.min`, `affine.max`), with mlir-opt 22's syntax, verifier
//! messages, interfaces, folds and canonicalizations. Its analyses and loop
//! transformations will live here too.
//!
//! Uses `strata-ir` (IR, affine maps and sets), `strata-asm` (custom syntax), `strata-ods`
//! (op declarations), `strata-pass` (rewrite patterns) and `strata-dialects` (the typed
//! views of the `memref` ops its dimension and symbol rules look through).
//!
//! - [`ir`]: the ops (typed views and builders), their folds and canonicalization
//!   patterns, the dimension and symbol rules ([`is_valid_dim`], [`is_valid_symbol`]),
//!   the inliner hooks and the [`AffineMemoryAccess`](ir::AffineMemoryAccess) interface.

#![warn(missing_docs)]

pub mod analysis;
pub mod ir;

pub use analysis::register_passes;

pub use ir::{is_valid_dim, is_valid_symbol, register};
pub use strata_ir::affine::flatten::simplify_affine_map;
