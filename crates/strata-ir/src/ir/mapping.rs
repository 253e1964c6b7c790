//! [`IrMapping`]: a map from values, blocks and operations to their replacements, filled
//! and consulted by cloning (MLIR's `IRMapping`).

use rustc_hash::FxHashMap;

use super::entities::{BlockId, OpId, ValueId};

/// Maps values, blocks and operations of a source to those of a destination (possibly
/// another body). Cloning records every entity it copies here and looks operands and
/// successors up in it.
#[derive(Clone, Debug, Default)]
pub struct IrMapping {
    values: FxHashMap<ValueId, ValueId>,
    blocks: FxHashMap<BlockId, BlockId>,
    ops: FxHashMap<OpId, OpId>,
}

impl IrMapping {
    /// An empty mapping.
    pub fn new() -> Self {
        Self::default()
    }

    /// Maps `from` to `to` (replacing any earlier mapping of `from`).
    pub fn map_value(&mut self, from: ValueId, to: ValueId) {
        self.values.insert(from, to);
    }

    /// Maps each of `from` to the value at the same position in `to`.
    ///
    /// # Panics
    /// If the slices differ in length.
    pub fn map_values(&mut self, from: &[ValueId], to: &[ValueId]) {
        assert_eq!(
            from.len(),
            to.len(),
            "IrMapping::map_values: length mismatch"
        );
        self.values
            .extend(from.iter().copied().zip(to.iter().copied()));
    }

    /// The value `v` is mapped to.
    pub fn lookup_value(&self, v: ValueId) -> Option<ValueId> {
        self.values.get(&v).copied()
    }

    /// The value `v` is mapped to, or `v` itself.
    pub fn lookup_value_or_self(&self, v: ValueId) -> ValueId {
        self.lookup_value(v).unwrap_or(v)
    }

    /// Whether `v` is mapped.
    pub fn contains_value(&self, v: ValueId) -> bool {
        self.values.contains_key(&v)
    }

    /// Forgets the mapping of `v`.
    pub fn unmap_value(&mut self, v: ValueId) {
        self.values.remove(&v);
    }

    /// Maps block `from` to `to`.
    pub fn map_block(&mut self, from: BlockId, to: BlockId) {
        self.blocks.insert(from, to);
    }

    /// The block `b` is mapped to.
    pub fn lookup_block(&self, b: BlockId) -> Option<BlockId> {
        self.blocks.get(&b).copied()
    }

    /// The block `b` is mapped to, or `b` itself.
    pub fn lookup_block_or_self(&self, b: BlockId) -> BlockId {
        self.lookup_block(b).unwrap_or(b)
    }

    /// Whether `b` is mapped.
    pub fn contains_block(&self, b: BlockId) -> bool {
        self.blocks.contains_key(&b)
    }

    /// Forgets the mapping of `b`.
    pub fn unmap_block(&mut self, b: BlockId) {
        self.blocks.remove(&b);
    }

    /// Maps operation `from` to `to`.
    pub fn map_op(&mut self, from: OpId, to: OpId) {
        self.ops.insert(from, to);
    }

    /// The operation `op` is mapped to.
    pub fn lookup_op(&self, op: OpId) -> Option<OpId> {
        self.ops.get(&op).copied()
    }

    /// Whether `op` is mapped.
    pub fn contains_op(&self, op: OpId) -> bool {
        self.ops.contains_key(&op)
    }

    /// Removes every mapping.
    pub fn clear(&mut self) {
        self.values.clear();
        self.blocks.clear();
        self.ops.clear();
    }

    /// Whether nothing is mapped.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty() && self.blocks.is_empty() && self.ops.is_empty()
    }
}
