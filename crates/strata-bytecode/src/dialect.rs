//! The open interface through which a dialect gives its attributes and types a bytecode
//! encoding (MLIR's `BytecodeDialectInterface`), and the reader/writer views the encoding
//! functions use. A dialect in any crate attaches a [`DialectEncoding`] with
//! [`register_dialect_encoding`]; attributes and types of dialects without one (and those
//! an encoding declines) are written in their textual form, as upstream does.

use strata_ir::apint::ApInt;
use strata_ir::registry::DialectInterfaces;
use strata_ir::{Attribute, Context, Identifier, Type};

use crate::encoding::Error;

/// What encoding functions read from: references to other attributes and types, and the
/// primitive encodings (MLIR's `DialectBytecodeReader`).
pub trait DialectReader {
    /// The context the IR is read into.
    fn ctx(&self) -> &Context;
    /// The bytecode version of the file.
    fn version(&self) -> u64;
    /// An error at the current position.
    fn error(&self, message: String) -> Error;
    /// Bytes left in the entry being read (a bound for list lengths).
    fn remaining(&self) -> usize;
    /// A reference to an attribute.
    fn attribute(&mut self) -> Result<Attribute, Error>;
    /// A reference to an attribute that may be absent.
    fn optional_attribute(&mut self) -> Result<Option<Attribute>, Error>;
    /// A reference to a type.
    fn type_(&mut self) -> Result<Type, Error>;
    /// A varint.
    fn varint(&mut self) -> Result<u64, Error>;
    /// A zigzag-encoded signed varint.
    fn signed_varint(&mut self) -> Result<i64, Error>;
    /// An integer of `width` bits (a byte up to 8 bits, a signed varint up to 64, active
    /// words beyond).
    fn apint(&mut self, width: u32) -> Result<ApInt, Error>;
    /// A reference to a string of the string section.
    fn string(&mut self) -> Result<Vec<u8>, Error>;
    /// A blob: its size and its bytes.
    fn blob(&mut self) -> Result<Vec<u8>, Error>;
    /// A byte holding a boolean.
    fn bool(&mut self) -> Result<bool, Error>;
    /// A reference to a dialect resource: its key.
    fn resource_handle(&mut self) -> Result<Identifier, Error>;
}

/// A count followed by that many elements, each read by `f`; the count is checked against
/// the data left, so a corrupt count allocates nothing.
pub fn read_list<T>(
    r: &mut dyn DialectReader,
    mut f: impl FnMut(&mut dyn DialectReader) -> Result<T, Error>,
) -> Result<Vec<T>, Error> {
    let n = r.varint()?;
    if n > r.remaining() as u64 {
        return Err(r.error(format!("list of {n} elements is larger than the data")));
    }
    let mut out = Vec::with_capacity(n as usize);
    for _ in 0..n {
        out.push(f(r)?);
    }
    Ok(out)
}

/// What encoding functions write to (MLIR's `DialectBytecodeWriter`). The writer calls an
/// encoding twice: once to number the attributes and types it references, once to write.
pub trait DialectWriter {
    /// The bytecode version being written.
    fn version(&self) -> u64;
    /// A reference to an attribute.
    fn attribute(&mut self, attr: Attribute);
    /// A reference to an attribute that may be absent.
    fn optional_attribute(&mut self, attr: Option<Attribute>);
    /// A reference to a type.
    fn type_(&mut self, ty: Type);
    /// A varint.
    fn varint(&mut self, value: u64);
    /// A zigzag-encoded signed varint.
    fn signed_varint(&mut self, value: i64);
    /// An integer whose width the reader knows.
    fn apint(&mut self, value: &ApInt);
    /// A string (through the string section).
    fn string(&mut self, s: &[u8]);
    /// A blob: its size and its bytes.
    fn blob(&mut self, data: &[u8]);
    /// A boolean as one byte.
    fn bool(&mut self, value: bool);
    /// A reference to resource `key` of dialect `dialect`.
    fn resource_handle(&mut self, dialect: &str, key: Identifier);
}

/// Reads an attribute of the dialect; `Err` for malformed input.
pub type ReadAttrFn = fn(&mut dyn DialectReader) -> Result<Attribute, Error>;
/// Reads a type of the dialect.
pub type ReadTypeFn = fn(&mut dyn DialectReader) -> Result<Type, Error>;
/// Writes an attribute of the dialect; `false` to fall back to the textual form (then
/// nothing may have been written).
pub type WriteAttrFn = fn(&Context, Attribute, &mut dyn DialectWriter) -> bool;
/// Writes a type of the dialect; `false` to fall back to the textual form.
pub type WriteTypeFn = fn(&Context, Type, &mut dyn DialectWriter) -> bool;
/// Reads (and checks) the dialect's version entry; `Err` for a version it cannot read.
pub type ReadVersionFn = fn(&mut dyn DialectReader) -> Result<(), Error>;
/// Writes the dialect's version entry; writing nothing means no entry.
pub type WriteVersionFn = fn(&Context, &mut dyn DialectWriter);

/// A dialect's bytecode encoding of its attributes and types (MLIR's
/// `BytecodeDialectInterface`). Absent functions mean the textual form.
#[derive(Clone, Copy, Default)]
pub struct DialectEncoding {
    /// Reads a custom-encoded attribute.
    pub read_attribute: Option<ReadAttrFn>,
    /// Reads a custom-encoded type.
    pub read_type: Option<ReadTypeFn>,
    /// Writes an attribute (or declines).
    pub write_attribute: Option<WriteAttrFn>,
    /// Writes a type (or declines).
    pub write_type: Option<WriteTypeFn>,
    /// Reads the dialect's version entry (bytecode version 1 on). Without it, a version
    /// entry of the registered dialect is an error, as upstream's default.
    pub read_version: Option<ReadVersionFn>,
    /// Writes the dialect's version entry. None of the dialects Strata shares with
    /// mlir-opt 22 writes one there.
    pub write_version: Option<WriteVersionFn>,
}

/// Gives dialect `namespace` the bytecode encoding `encoding` (replacing an earlier one,
/// including the builtin dialect's).
pub fn register_dialect_encoding(ctx: &Context, namespace: &str, encoding: DialectEncoding) {
    DialectInterfaces::attach(ctx, namespace, encoding);
}

/// The encoding of dialect `namespace`: an attached one, else the builtin dialect's own.
pub fn dialect_encoding(ctx: &Context, namespace: &str) -> Option<DialectEncoding> {
    if let Some(e) = DialectInterfaces::get::<DialectEncoding>(ctx, namespace) {
        return Some(*e);
    }
    (namespace == "builtin").then(crate::builtin::encoding)
}
