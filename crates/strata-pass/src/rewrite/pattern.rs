//! Rewrite patterns, pattern sets frozen for matching, and the per-context registry of
//! canonicalization patterns.

use std::sync::{Arc, RwLock};

use rustc_hash::FxHashMap;
use strata_ir::ir::OpId;
use strata_ir::{Context, OpName};

use super::rewriter::PatternRewriter;

/// A rewrite of an operation, tried by a driver on ops named [`RewritePattern::root`].
pub trait RewritePattern: Send + Sync {
    /// The name of the ops this pattern applies to (`arith.addi`), or `None` for any op.
    fn root(&self) -> Option<&str>;
    /// Higher benefits are tried first.
    fn benefit(&self) -> u16 {
        1
    }
    /// A name for debugging.
    fn debug_name(&self) -> &str {
        ""
    }
    /// Tries to rewrite `op`; returns whether it did. On `false` the IR must be unchanged.
    /// All changes go through `rewriter` so that the driver sees them.
    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_, '_>, op: OpId) -> bool;
}

/// The body of a [`FnPattern`]: rewrites `op` through the rewriter and returns whether it
/// did (the IR is unchanged on `false`).
pub type RewriteFn = fn(&mut PatternRewriter<'_, '_>, OpId) -> bool;

/// A pattern that is one rewrite function applied to the ops named `root`, for dialects
/// whose patterns need no state of their own.
pub struct FnPattern {
    /// The ops it applies to.
    pub root: &'static str,
    /// Upstream's pattern name (for debugging).
    pub name: &'static str,
    /// The rewrite.
    pub rewrite: RewriteFn,
}

impl RewritePattern for FnPattern {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }

    fn debug_name(&self) -> &str {
        self.name
    }

    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        (self.rewrite)(rewriter, op)
    }
}

/// A collection of patterns being built.
#[derive(Clone, Default)]
pub struct PatternSet {
    patterns: Vec<Arc<dyn RewritePattern>>,
}

impl PatternSet {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a pattern.
    pub fn add(&mut self, pattern: impl RewritePattern + 'static) -> &mut Self {
        self.patterns.push(Arc::new(pattern));
        self
    }

    /// Adds a shared pattern.
    pub fn add_arc(&mut self, pattern: Arc<dyn RewritePattern>) -> &mut Self {
        self.patterns.push(pattern);
        self
    }

    /// Number of patterns.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// The patterns whose [`RewritePattern::debug_name`] satisfies `keep`.
    pub fn filtered(&self, mut keep: impl FnMut(&str) -> bool) -> PatternSet {
        PatternSet {
            patterns: self
                .patterns
                .iter()
                .filter(|p| keep(p.debug_name()))
                .cloned()
                .collect(),
        }
    }

    /// Resolves root names and sorts the patterns by benefit for matching.
    pub fn freeze(&self, ctx: &Context) -> FrozenPatternSet {
        let mut by_op: FxHashMap<OpName, Vec<Arc<dyn RewritePattern>>> = FxHashMap::default();
        let mut any = Vec::new();
        for p in &self.patterns {
            match p.root() {
                Some(name) => by_op.entry(ctx.op_name(name)).or_default().push(p.clone()),
                None => any.push(p.clone()),
            }
        }
        // Stable sorts: equal benefits keep insertion order.
        for list in by_op.values_mut() {
            list.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
        }
        any.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
        FrozenPatternSet { by_op, any }
    }
}

/// Patterns ready for matching: per root op name and for any op, by decreasing benefit.
#[derive(Clone, Default)]
pub struct FrozenPatternSet {
    by_op: FxHashMap<OpName, Vec<Arc<dyn RewritePattern>>>,
    any: Vec<Arc<dyn RewritePattern>>,
}

impl FrozenPatternSet {
    /// The patterns to try on an op named `name`, in order: by decreasing benefit, ops
    /// rooted on `name` before any-op patterns of the same benefit.
    pub fn patterns_for(&self, name: OpName) -> Vec<&Arc<dyn RewritePattern>> {
        let specific: &[Arc<dyn RewritePattern>] =
            self.by_op.get(&name).map(|v| v.as_slice()).unwrap_or(&[]);
        let mut out = Vec::with_capacity(specific.len() + self.any.len());
        let (mut i, mut j) = (0, 0);
        while i < specific.len() || j < self.any.len() {
            let take_any = match (specific.get(i), self.any.get(j)) {
                (Some(s), Some(a)) => a.benefit() > s.benefit(),
                (None, Some(_)) => true,
                _ => false,
            };
            if take_any {
                out.push(&self.any[j]);
                j += 1;
            } else {
                out.push(&specific[i]);
                i += 1;
            }
        }
        out
    }

    /// Whether there is no pattern at all.
    pub fn is_empty(&self) -> bool {
        self.by_op.is_empty() && self.any.is_empty()
    }
}

/// The canonicalization patterns registered in a context (a [`Context::extension`] slot);
/// the `canonicalize` pass uses all of them.
#[derive(Default)]
pub struct CanonicalizationPatterns {
    patterns: RwLock<Vec<Arc<dyn RewritePattern>>>,
}

impl CanonicalizationPatterns {
    /// Every registered canonicalization pattern, as a set.
    pub fn get(ctx: &Context) -> PatternSet {
        let list = ctx
            .extension::<CanonicalizationPatterns>()
            .patterns
            .read()
            .unwrap_or_else(|e| e.into_inner());
        PatternSet {
            patterns: list.clone(),
        }
    }
}

/// Registers a canonicalization pattern in `ctx` (dialects call this next to
/// `register_op`).
pub fn register_canonicalization_pattern(ctx: &Context, pattern: Arc<dyn RewritePattern>) {
    ctx.extension::<CanonicalizationPatterns>()
        .patterns
        .write()
        .unwrap_or_else(|e| e.into_inner())
        .push(pattern);
}
