//! Operations, blocks, regions and values, stored per isolated-from-above [`Body`], with
//! builders, walkers, cloning and structural edits.

mod body;
mod builder;
mod clone;
mod edit;
mod entities;
mod mapping;
mod module;
mod op;
mod walk;

#[cfg(test)]
mod tests;

pub use body::{
    BlockData, BlockOps, Body, BodySizes, OpData, OperationState, RegionData, Successor, Use,
    ValueData, ValueDef,
};
pub use builder::{InsertionPoint, OpBuilder};
pub use clone::CloneError;
pub use entities::{BlockId, OpId, RegionId, ValueId};
pub use mapping::IrMapping;
pub use module::OwnedOp;
pub use op::{Builder, Op, OpNameCache};
pub use walk::{BodyWalk, OpWalk, WalkOrder, WalkResult, walk_all, walk_all_iter, walk_all_mut};
