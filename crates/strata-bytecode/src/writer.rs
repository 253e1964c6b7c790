//! Writing IR as MLIR bytecode.

use strata_ir::Context;
use strata_ir::ir::OwnedOp;

/// Options of [`crate::write`].
#[derive(Clone, Debug)]
pub struct WriteOptions {
    /// The bytecode version to write (0 to 6).
    pub version: u64,
    /// The producer string recorded in the file.
    pub producer: String,
}

impl Default for WriteOptions {
    fn default() -> Self {
        WriteOptions {
            version: crate::VERSION,
            producer: "MLIR22.1.8".into(),
        }
    }
}

pub(crate) fn write(
    _ctx: &Context,
    _op: &OwnedOp,
    _options: &WriteOptions,
) -> Result<Vec<u8>, String> {
    Err("not yet".into())
}
