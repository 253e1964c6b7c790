//! `strata-pass`: the pass infrastructure — the [`Pass`] trait and typed pass options,
//! nested [`OpPassManager`]s run in parallel on isolated-from-above operations, mlir-opt's
//! textual pipeline syntax, the pass registry, instrumentation (IR printing, timing,
//! statistics), rewrite patterns with the greedy driver, and the dialect conversion
//! framework. The passes themselves live in `strata-transforms` and the dialect crates.
//! Depends only on `strata-ir`.

#![warn(missing_docs)]

pub mod actions;
pub mod cli;
pub mod conversion;
pub mod manager;
pub mod parallel;
pub mod pass;
pub mod pipeline;
pub mod registry;
pub mod rewrite;

pub use manager::{
    DiagnosticOpPrinter, IrPrintConfig, IrPrinter, IrUnit, OpPassManager, PassEnv, PassManager,
    RunError, TimingRow,
};
pub use pass::{OptionError, Pass, PassOptions, Statistic};
pub use pipeline::PipelineError;
pub use registry::{PassRegistration, PassRegistry};
