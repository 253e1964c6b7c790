//! Operations, blocks, regions and values, stored per isolated-from-above [`Body`].

mod body;
mod entities;
mod module;

pub use body::{BlockData, Body, OpData, OperationState, RegionData, Successor, Use, ValueData, ValueDef};
pub use entities::{BlockId, OpId, RegionId, ValueId};
pub use module::OwnedOp;
