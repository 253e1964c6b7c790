//! [`OwnedOp`]: a top-level operation (usually `builtin.module`) together with the body
//! that holds it.

use super::body::Body;
use super::entities::OpId;

/// A detached top-level operation and its storage: what the parser returns and passes
/// transform.
#[derive(Clone, Debug)]
pub struct OwnedOp {
    /// The body holding `op` (and, unless `op` is isolated from above, its regions).
    pub body: Body,
    /// The operation.
    pub op: OpId,
}
