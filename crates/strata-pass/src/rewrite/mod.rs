//! Pattern rewriting: [`RewritePattern`]s with a root op and a benefit, the
//! [`PatternRewriter`] that edits a [`strata_ir::ir::Body`] while telling a
//! [`RewriteListener`] what changed, and the greedy driver
//! ([`apply_patterns_greedily`]) with folding, constant deduplication and dead-code removal.

mod driver;
mod pattern;
mod region_simplify;
mod rewriter;

pub use driver::{
    GreedyConfig, GreedyResult, RegionSimplify, apply_op_patterns_greedily,
    apply_op_patterns_greedily_owned, apply_patterns_greedily, apply_patterns_greedily_on_op,
    erase_unreachable_blocks, is_trivially_dead,
};
pub use pattern::{
    CanonicalizationPatterns, FnPattern, FrozenPatternSet, PatternSet, RewriteFn, RewritePattern,
    register_canonicalization_pattern,
};
pub use region_simplify::{
    drop_redundant_arguments, merge_identical_blocks, run_region_dce, set_successor_operands,
    simplify_regions,
};
pub use rewriter::{PatternRewriter, RewriteListener};
