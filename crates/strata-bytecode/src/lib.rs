//! `strata-bytecode`: MLIR's compact serialized form, read and written as mlir-opt 22
//! does (bytecode versions 0 to 6). [`read`] turns a bytecode file into IR; [`write`]
//! turns IR into bytecode that mlir-opt reads back into the same IR. The builtin
//! dialect's attributes and types have their upstream encodings (`builtin.rs`); other
//! dialects plug theirs in through [`dialect::register_dialect_encoding`], and everything
//! else travels in its textual form.

pub mod builtin;
pub mod dialect;
pub mod encoding;
mod numbering;
pub mod properties;
mod reader;
mod writer;

use strata_ir::Context;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::OwnedOp;

pub use encoding::{Error, MAGIC, VERSION};
pub use writer::WriteOptions;

/// Whether `data` starts with the bytecode magic (`ML\xefR`).
pub fn is_bytecode(data: &[u8]) -> bool {
    data.starts_with(MAGIC)
}

/// Reads bytecode `data` (from the file named `file`, used in locations) into IR. A single
/// top-level `builtin.module` is returned as is; other top-level ops are wrapped in one.
pub fn read(ctx: &Context, data: &[u8], file: &str) -> Result<OwnedOp, Error> {
    reader::read(ctx, data, file)
}

/// [`read`] with its error as a diagnostic located at `file:0:0`, as mlir-opt reports
/// bytecode errors.
pub fn read_with_diagnostic(ctx: &Context, data: &[u8], file: &str) -> Result<OwnedOp, Diagnostic> {
    read(ctx, data, file).map_err(|e| Diagnostic::error(ctx.file_loc(file, 0, 0), e.to_string()))
}

/// Writes `op` (usually a `builtin.module`) as bytecode.
pub fn write(ctx: &Context, op: &OwnedOp, options: &WriteOptions) -> Result<Vec<u8>, String> {
    writer::write(ctx, op, options)
}
