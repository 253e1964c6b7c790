//! `strata-transforms`: the dialect-independent passes (MLIR's `mlir/Transforms` and the
//! dataflow analyses they use) — canonicalize, cse, inline, sccp, remove-dead-values,
//! loop-invariant-code-motion, control-flow-sink, mem2reg, symbol-dce, ... They know no
//! dialect: they ask traits and interfaces. Depends on `strata-ir` and `strata-pass`.

#![warn(missing_docs)]

mod canonicalize;
mod composite;
mod control_flow_sink;
mod cse;
mod dataflow;
mod inline;
mod int_range_optimizations;
mod licm;
mod mem2reg;
mod print_ir;
mod print_op_stats;
mod remove_dead_values;
mod sccp;
mod snapshot_op_locations;
mod strip_debuginfo;
mod symbol_dce;
mod symbol_privatize;
mod topological_sort;

pub use canonicalize::{Canonicalize, CanonicalizeOptions};
pub use composite::{CompositeFixedPoint, CompositeOptions, fingerprint};
pub use control_flow_sink::ControlFlowSink;
pub use cse::Cse;
pub use inline::{Inline, InlineOptions};
pub use int_range_optimizations::IntRangeOptimizations;
pub use licm::LoopInvariantCodeMotion;
pub use mem2reg::{Mem2Reg, Mem2RegOptions};
pub use print_ir::{
    PassIrPrinter, PassPrintFlags, PassPrintRequest, PrintIr, PrintIrOptions, TextSink,
    print_for_pass, set_pass_printer,
};
pub use print_op_stats::{PrintOpStats, PrintOpStatsOptions};
pub use remove_dead_values::{RemoveDeadValues, RemoveDeadValuesOptions};
pub use sccp::Sccp;
pub use snapshot_op_locations::{SnapshotOpLocations, SnapshotOpLocationsOptions};
pub use strip_debuginfo::StripDebugInfo;
pub use symbol_dce::SymbolDce;
pub use symbol_privatize::{SymbolPrivatize, SymbolPrivatizeOptions};
pub use topological_sort::{TopologicalSort, sort_block};

use strata_pass::registry::PassRegistry;

/// Registers every pass of this crate into `registry`.
pub fn register(registry: &mut PassRegistry) {
    registry.register(|| Box::new(Canonicalize::default()));
    registry.register(|| Box::new(CompositeFixedPoint::default()));
    registry.register(|| Box::new(ControlFlowSink::default()));
    registry.register(|| Box::new(Cse::default()));
    registry.register(|| Box::new(Inline::default()));
    registry.register(|| Box::new(IntRangeOptimizations));
    registry.register(|| Box::new(LoopInvariantCodeMotion::default()));
    registry.register(|| Box::new(Mem2Reg::default()));
    registry.register(|| Box::new(PrintIr::default()));
    registry.register(|| Box::new(PrintOpStats::default()));
    registry.register(|| Box::new(RemoveDeadValues::default()));
    registry.register(|| Box::new(Sccp));
    registry.register(|| Box::new(SnapshotOpLocations::default()));
    registry.register(|| Box::new(StripDebugInfo));
    registry.register(|| Box::new(SymbolDce::default()));
    registry.register(|| Box::new(SymbolPrivatize::default()));
    registry.register(|| Box::new(TopologicalSort));
}

/// A registry holding every pass of this crate.
pub fn registry() -> PassRegistry {
    let mut registry = PassRegistry::new();
    register(&mut registry);
    registry
}
