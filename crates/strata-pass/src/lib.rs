//! `strata-pass`: the pass manager — the [`Pass`] trait and typed pass options, nested
//! [`OpPassManager`]s run in parallel on isolated-from-above operations, mlir-opt's
//! textual pipeline syntax, the pass registry, instrumentation (IR printing, timing,
//! statistics) and the generic passes. Depends only on `strata-ir`.

pub mod cli;
pub mod conversion;
pub mod manager;
pub mod parallel;
pub mod pass;
pub mod passes;
pub mod pipeline;
pub mod registry;
pub mod rewrite;

#[cfg(test)]
mod tests;

pub use manager::{
    DiagnosticOpPrinter, IrPrintConfig, IrPrinter, IrUnit, OpPassManager, PassEnv, PassManager,
    RunError, TimingRow,
};
pub use pass::{OptionError, Pass, PassOptions, Statistic};
pub use pipeline::PipelineError;
pub use registry::{PassRegistration, PassRegistry};
