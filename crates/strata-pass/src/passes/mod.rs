//! The generic passes of this crate and their registration.

mod canonicalize;
mod control_flow_sink;
mod cse;
mod dataflow;
mod inline;
mod licm;
mod print_op_stats;
mod remove_dead_values;
mod sccp;
mod strip_debuginfo;
mod symbol_dce;
mod symbol_privatize;
mod topological_sort;

pub use canonicalize::{Canonicalize, CanonicalizeOptions};
pub use control_flow_sink::ControlFlowSink;
pub use cse::Cse;
pub use inline::{Inline, InlineOptions};
pub use licm::LoopInvariantCodeMotion;
pub use print_op_stats::{PrintOpStats, PrintOpStatsOptions};
pub use remove_dead_values::{RemoveDeadValues, RemoveDeadValuesOptions};
pub use sccp::Sccp;
pub use strip_debuginfo::StripDebugInfo;
pub use symbol_dce::SymbolDce;
pub use symbol_privatize::{SymbolPrivatize, SymbolPrivatizeOptions};
pub use topological_sort::{TopologicalSort, sort_block};

use crate::registry::PassRegistry;

/// Registers every pass of this module.
pub fn register(registry: &mut PassRegistry) {
    registry.register(|| Box::new(Canonicalize::default()));
    registry.register(|| Box::new(ControlFlowSink::default()));
    registry.register(|| Box::new(Cse::default()));
    registry.register(|| Box::new(Inline::default()));
    registry.register(|| Box::new(LoopInvariantCodeMotion::default()));
    registry.register(|| Box::new(PrintOpStats::default()));
    registry.register(|| Box::new(RemoveDeadValues::default()));
    registry.register(|| Box::new(Sccp));
    registry.register(|| Box::new(StripDebugInfo));
    registry.register(|| Box::new(SymbolDce::default()));
    registry.register(|| Box::new(SymbolPrivatize::default()));
    registry.register(|| Box::new(TopologicalSort));
}
