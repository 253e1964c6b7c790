//! The generic passes of this crate and their registration.

mod canonicalize;
mod cse;
mod inline;
mod print_op_stats;
mod strip_debuginfo;
mod symbol_dce;
mod symbol_privatize;
mod topological_sort;

pub use canonicalize::{Canonicalize, CanonicalizeOptions};
pub use cse::Cse;
pub use inline::{Inline, InlineOptions};
pub use print_op_stats::{PrintOpStats, PrintOpStatsOptions};
pub use strip_debuginfo::StripDebugInfo;
pub use symbol_dce::SymbolDce;
pub use symbol_privatize::{SymbolPrivatize, SymbolPrivatizeOptions};
pub use topological_sort::{TopologicalSort, sort_block};

use crate::registry::PassRegistry;

/// Registers every pass of this module.
pub fn register(registry: &mut PassRegistry) {
    registry.register(|| Box::new(Canonicalize::default()));
    registry.register(|| Box::new(Cse::default()));
    registry.register(|| Box::new(Inline::default()));
    registry.register(|| Box::new(PrintOpStats::default()));
    registry.register(|| Box::new(StripDebugInfo));
    registry.register(|| Box::new(SymbolDce::default()));
    registry.register(|| Box::new(SymbolPrivatize::default()));
    registry.register(|| Box::new(TopologicalSort));
}
