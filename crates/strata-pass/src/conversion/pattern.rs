//! [`ConversionPattern`]s: rewrites that receive their op's operands already converted
//! (the "adaptor"), with an optional [`TypeConverter`], and the sets holding them.

use std::sync::Arc;

use rustc_hash::FxHashMap;
use strata_ir::ir::{OpId, ValueId};
use strata_ir::{Context, OpName};

use super::rewriter::ConversionPatternRewriter;
use super::type_converter::TypeConverter;

/// The converted operands of the op a [`ConversionPattern`] rewrites: for each original
/// operand, the values replacing it (one for 1:1 conversions; with a type converter, of
/// the converted types).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OpAdaptor {
    values: Vec<Vec<ValueId>>,
}

impl OpAdaptor {
    /// An adaptor over `values`.
    pub fn new(values: Vec<Vec<ValueId>>) -> Self {
        OpAdaptor { values }
    }

    /// Number of original operands.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether the op had no operands.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The single value replacing operand `i` (`None` if out of range or not 1:1).
    pub fn get(&self, i: usize) -> Option<ValueId> {
        match self.values.get(i)?.as_slice() {
            [v] => Some(*v),
            _ => None,
        }
    }

    /// The values replacing operand `i`.
    pub fn get_all(&self, i: usize) -> &[ValueId] {
        self.values.get(i).map(|v| v.as_slice()).unwrap_or(&[])
    }

    /// One value per operand, if every operand converted 1:1.
    pub fn operands(&self) -> Option<Vec<ValueId>> {
        (0..self.values.len()).map(|i| self.get(i)).collect()
    }

    /// All replacement values, flattened.
    pub fn flat(&self) -> Vec<ValueId> {
        self.values.iter().flatten().copied().collect()
    }
}

/// A rewrite used by the dialect conversion driver (MLIR's `ConversionPattern`).
pub trait ConversionPattern: Send + Sync {
    /// The name of the ops this pattern applies to, or `None` for any op.
    fn root(&self) -> Option<&str>;
    /// Higher benefits are tried first.
    fn benefit(&self) -> u16 {
        1
    }
    /// A name for debugging.
    fn debug_name(&self) -> &str {
        ""
    }
    /// The type converter operands are converted with (`None`: operands are only
    /// remapped to their latest replacement, whatever its type).
    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        None
    }
    /// Whether the pattern may apply to ops it created itself (else the driver does not
    /// apply it recursively).
    fn has_bounded_rewrite_recursion(&self) -> bool {
        false
    }
    /// Tries to rewrite `op`, whose converted operands are in `adaptor`; returns whether
    /// it did. The op must be replaced, erased or modified in place through `rewriter`.
    /// Changes made before returning `false` are rolled back.
    fn match_and_rewrite(
        &self,
        op: OpId,
        adaptor: &OpAdaptor,
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> bool;
}

/// A collection of conversion patterns being built.
#[derive(Clone, Default)]
pub struct ConversionPatternSet {
    patterns: Vec<Arc<dyn ConversionPattern>>,
}

impl ConversionPatternSet {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a pattern.
    pub fn add(&mut self, pattern: impl ConversionPattern + 'static) -> &mut Self {
        self.patterns.push(Arc::new(pattern));
        self
    }

    /// Adds a shared pattern.
    pub fn add_arc(&mut self, pattern: Arc<dyn ConversionPattern>) -> &mut Self {
        self.patterns.push(pattern);
        self
    }

    /// Adds every pattern of `other`.
    pub fn extend(&mut self, other: &ConversionPatternSet) -> &mut Self {
        self.patterns.extend(other.patterns.iter().cloned());
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

    /// Resolves root names and orders the patterns by decreasing benefit (stable).
    pub fn freeze(&self, ctx: &Context) -> FrozenConversionPatternSet {
        let mut by_op: FxHashMap<OpName, Vec<usize>> = FxHashMap::default();
        let mut any = Vec::new();
        for (i, p) in self.patterns.iter().enumerate() {
            match p.root() {
                Some(name) => by_op.entry(ctx.op_name(name)).or_default().push(i),
                None => any.push(i),
            }
        }
        let key = |i: &usize| std::cmp::Reverse(self.patterns[*i].benefit());
        for list in by_op.values_mut() {
            list.sort_by_key(key);
        }
        any.sort_by_key(key);
        FrozenConversionPatternSet {
            patterns: self.patterns.clone(),
            by_op,
            any,
        }
    }
}

/// Conversion patterns ready for matching.
#[derive(Clone, Default)]
pub struct FrozenConversionPatternSet {
    patterns: Vec<Arc<dyn ConversionPattern>>,
    by_op: FxHashMap<OpName, Vec<usize>>,
    any: Vec<usize>,
}

impl FrozenConversionPatternSet {
    /// The indices (into [`FrozenConversionPatternSet::pattern`]) of the patterns to try
    /// on an op named `name`: by decreasing benefit, op-specific ones first on ties.
    pub fn patterns_for(&self, name: OpName) -> Vec<usize> {
        let specific: &[usize] = self.by_op.get(&name).map(|v| v.as_slice()).unwrap_or(&[]);
        let mut out = Vec::with_capacity(specific.len() + self.any.len());
        let (mut i, mut j) = (0, 0);
        while i < specific.len() || j < self.any.len() {
            let take_any = match (specific.get(i), self.any.get(j)) {
                (Some(&s), Some(&a)) => self.patterns[a].benefit() > self.patterns[s].benefit(),
                (None, Some(_)) => true,
                _ => false,
            };
            if take_any {
                out.push(self.any[j]);
                j += 1;
            } else {
                out.push(specific[i]);
                i += 1;
            }
        }
        out
    }

    /// Pattern `i`.
    pub fn pattern(&self, i: usize) -> &Arc<dyn ConversionPattern> {
        &self.patterns[i]
    }
}
