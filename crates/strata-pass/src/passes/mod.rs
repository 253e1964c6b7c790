//! The generic passes of this crate and their registration.

mod canonicalize;
mod cse;
mod print_op_stats;
mod strip_debuginfo;

pub use canonicalize::{Canonicalize, CanonicalizeOptions};
pub use cse::Cse;
pub use print_op_stats::{PrintOpStats, PrintOpStatsOptions};
pub use strip_debuginfo::StripDebugInfo;

use crate::registry::PassRegistry;

/// Registers every pass of this module.
pub fn register(registry: &mut PassRegistry) {
    registry.register(|| Box::new(Canonicalize::default()));
    registry.register(|| Box::new(Cse::default()));
    registry.register(|| Box::new(PrintOpStats::default()));
    registry.register(|| Box::new(StripDebugInfo));
}
