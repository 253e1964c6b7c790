//! The primitive encodings of MLIR bytecode: the prefix varint, signed (zigzag) varints,
//! varints carrying a flag bit, nul-terminated strings, sections and alignment; a bounded
//! [`Cursor`] for reading and an [`Emitter`] for writing.

/// The four magic bytes every bytecode file starts with (`ML\xefR`).
pub const MAGIC: &[u8; 4] = b"ML\xefR";

/// The newest bytecode version mlir-opt 22 writes (and the default of the writer).
pub const VERSION: u64 = 6;

/// Dialect versions and op-name lists appeared in version 1.
pub const V_DIALECT_VERSIONING: u64 = 1;
/// Isolated regions became lazily loadable sections in version 2.
pub const V_LAZY_LOADING: u64 = 2;
/// Use-list orders are recorded since version 3.
pub const V_USE_LIST_ORDERING: u64 = 3;
/// Unknown block-argument locations are elided since version 4.
pub const V_ELIDE_UNKNOWN_BLOCK_ARG_LOC: u64 = 4;
/// Properties are encoded natively (their own section) since version 5.
pub const V_NATIVE_PROPERTIES: u64 = 5;
/// ODS segment sizes are a native sparse array since version 6.
pub const V_NATIVE_SEGMENT_SIZES: u64 = 6;

/// The byte filling alignment padding.
pub const ALIGNMENT_BYTE: u8 = 0xCB;

/// Largest alignment a file may ask for (bigger requests are treated as corrupt).
pub const MAX_ALIGNMENT: u64 = 1 << 16;

/// Section identifiers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Section {
    /// Strings referenced by index.
    String = 0,
    /// Dialects and operation names.
    Dialect = 1,
    /// Attribute and type encodings.
    AttrType = 2,
    /// Offsets (sizes) of the attribute and type encodings.
    AttrTypeOffset = 3,
    /// The operations.
    Ir = 4,
    /// Resource payloads.
    Resource = 5,
    /// Resource keys and sizes.
    ResourceOffset = 6,
    /// A dialect's version (nested in the dialect section).
    DialectVersions = 7,
    /// Operation properties.
    Properties = 8,
}

/// Number of section kinds.
pub const NUM_SECTIONS: u8 = 9;

impl Section {
    /// The section of id `id`, if valid.
    pub fn from_id(id: u8) -> Option<Section> {
        Some(match id {
            0 => Section::String,
            1 => Section::Dialect,
            2 => Section::AttrType,
            3 => Section::AttrTypeOffset,
            4 => Section::Ir,
            5 => Section::Resource,
            6 => Section::ResourceOffset,
            7 => Section::DialectVersions,
            8 => Section::Properties,
            _ => return None,
        })
    }

    /// The name used in error messages.
    pub fn name(self) -> &'static str {
        match self {
            Section::String => "string",
            Section::Dialect => "dialect",
            Section::AttrType => "attribute/type",
            Section::AttrTypeOffset => "attribute/type offset",
            Section::Ir => "IR",
            Section::Resource => "resource",
            Section::ResourceOffset => "resource offset",
            Section::DialectVersions => "dialect version",
            Section::Properties => "properties",
        }
    }
}

/// Operation encoding mask bits.
pub mod op_mask {
    /// A discardable attribute dictionary follows.
    pub const HAS_ATTRS: u8 = 0b0000_0001;
    /// Result types follow.
    pub const HAS_RESULTS: u8 = 0b0000_0010;
    /// Operands follow.
    pub const HAS_OPERANDS: u8 = 0b0000_0100;
    /// Successors follow.
    pub const HAS_SUCCESSORS: u8 = 0b0000_1000;
    /// Regions follow.
    pub const HAS_INLINE_REGIONS: u8 = 0b0001_0000;
    /// Use-list orders of the results follow.
    pub const HAS_USE_LIST_ORDERS: u8 = 0b0010_0000;
    /// A properties index follows.
    pub const HAS_PROPERTIES: u8 = 0b0100_0000;
}

/// A located decoding error: the absolute byte offset in the file, the section being read
/// and a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    /// Offset from the start of the file.
    pub offset: usize,
    /// The section being read (`None` for the header).
    pub section: Option<Section>,
    /// What went wrong.
    pub message: String,
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.section {
            Some(s) => write!(
                f,
                "{} (at byte offset {} in the {} section)",
                self.message,
                self.offset,
                s.name()
            ),
            None => write!(f, "{} (at byte offset {})", self.message, self.offset),
        }
    }
}

/// Result of decoding.
pub type Result<T> = std::result::Result<T, Error>;

/// A bounded reader over part of a bytecode file. Every read checks the remaining length,
/// so no input makes it read out of bounds or allocate from an unchecked length.
#[derive(Clone, Copy, Debug)]
pub struct Cursor<'a> {
    data: &'a [u8],
    pos: usize,
    /// Offset of `data[0]` in the whole file.
    base: usize,
    section: Option<Section>,
}

impl<'a> Cursor<'a> {
    /// A cursor over `data`, which starts at `base` in the file.
    pub fn new(data: &'a [u8], base: usize, section: Option<Section>) -> Self {
        Cursor {
            data,
            pos: 0,
            base,
            section,
        }
    }

    /// An error at the current position.
    pub fn error(&self, message: impl Into<String>) -> Error {
        Error {
            offset: self.base + self.pos,
            section: self.section,
            message: message.into(),
        }
    }

    /// Absolute offset of the current position.
    pub fn offset(&self) -> usize {
        self.base + self.pos
    }

    /// The section being read.
    pub fn section(&self) -> Option<Section> {
        self.section
    }

    /// Whether everything was read.
    pub fn is_empty(&self) -> bool {
        self.pos >= self.data.len()
    }

    /// Bytes left.
    pub fn remaining(&self) -> usize {
        self.data.len() - self.pos
    }

    /// One byte.
    pub fn byte(&mut self) -> Result<u8> {
        match self.data.get(self.pos) {
            Some(&b) => {
                self.pos += 1;
                Ok(b)
            }
            None => Err(self.error("unexpected end of data: expected a byte")),
        }
    }

    /// `len` bytes.
    pub fn bytes(&mut self, len: u64) -> Result<&'a [u8]> {
        if len > self.remaining() as u64 {
            return Err(self.error(format!(
                "attempting to read {len} bytes when only {} remain",
                self.remaining()
            )));
        }
        let s = &self.data[self.pos..self.pos + len as usize];
        self.pos += len as usize;
        Ok(s)
    }

    /// A cursor over `len` bytes at `start` of this cursor's data (same section); the
    /// range must be inside the data.
    pub fn window(&self, start: usize, len: usize) -> Cursor<'a> {
        Cursor::new(
            &self.data[start..start + len],
            self.base + start,
            self.section,
        )
    }

    /// A sub-cursor over the next `len` bytes (same section).
    pub fn sub(&mut self, len: u64, section: Option<Section>) -> Result<Cursor<'a>> {
        let base = self.offset();
        let data = self.bytes(len)?;
        Ok(Cursor::new(data, base, section.or(self.section)))
    }

    /// A prefix varint: the low bits of the first byte are `0`s followed by a `1`, the
    /// number of `0`s being the number of extra bytes; all-zero means 8 extra bytes.
    #[inline]
    pub fn varint(&mut self) -> Result<u64> {
        // Most varints (indices, counts, small numbers) are one byte.
        if let Some(&first) = self.data.get(self.pos)
            && first & 1 == 1
        {
            self.pos += 1;
            return Ok(u64::from(first >> 1));
        }
        // Up to eight bytes, read at once when the data has them.
        if let Some(word) = self.data.get(self.pos..self.pos + 8) {
            let word = u64::from_le_bytes(word.try_into().expect("8 bytes"));
            let len = (word as u8).trailing_zeros() + 1;
            if len <= 8 {
                self.pos += len as usize;
                let value = if len == 8 {
                    word
                } else {
                    word & ((1 << (8 * len)) - 1)
                };
                return Ok(value >> len);
            }
        }
        self.long_varint()
    }

    /// [`Cursor::varint`] for values of more than one byte (and errors).
    #[inline(never)]
    fn long_varint(&mut self) -> Result<u64> {
        let first = self.byte()?;
        if first & 1 == 1 {
            return Ok(u64::from(first >> 1));
        }
        if first == 0 {
            let b = self.bytes(8)?;
            return Ok(u64::from_le_bytes(b.try_into().expect("8 bytes")));
        }
        let extra = first.trailing_zeros() as usize;
        let rest = self.bytes(extra as u64)?;
        let mut buf = [0u8; 8];
        buf[0] = first;
        buf[1..=extra].copy_from_slice(rest);
        Ok(u64::from_le_bytes(buf) >> (extra + 1))
    }

    /// A zigzag-encoded signed varint.
    pub fn signed_varint(&mut self) -> Result<i64> {
        let v = self.varint()?;
        Ok(((v >> 1) ^ (!(v & 1)).wrapping_add(1)) as i64)
    }

    /// A varint whose low bit is a flag: `(value, flag)`.
    pub fn varint_with_flag(&mut self) -> Result<(u64, bool)> {
        let v = self.varint()?;
        Ok((v >> 1, v & 1 == 1))
    }

    /// A varint that must fit in `usize` and not exceed `limit` (a count checked against
    /// what the remaining data could hold).
    pub fn count(&mut self, limit: u64, what: &str) -> Result<usize> {
        let v = self.varint()?;
        if v > limit {
            return Err(self.error(format!("{what} {v} is larger than the data allows")));
        }
        Ok(v as usize)
    }

    /// A nul-terminated string (without the nul).
    pub fn nul_terminated(&mut self) -> Result<&'a [u8]> {
        let rest = &self.data[self.pos..];
        match rest.iter().position(|&b| b == 0) {
            Some(n) => {
                self.pos += n + 1;
                Ok(&rest[..n])
            }
            None => Err(self.error("malformed null-terminated string, no null character found")),
        }
    }

    /// Skips padding bytes up to `alignment` (relative to the start of the file).
    pub fn align_to(&mut self, alignment: u64) -> Result<()> {
        if !alignment.is_power_of_two() || alignment > MAX_ALIGNMENT {
            return Err(self.error(format!("invalid alignment {alignment}")));
        }
        while !(self.offset() as u64).is_multiple_of(alignment) {
            let b = self.byte()?;
            if b != ALIGNMENT_BYTE {
                self.pos -= 1;
                return Err(self.error(format!(
                    "expected alignment byte (0xCB), but got: '0x{b:X}'"
                )));
            }
        }
        Ok(())
    }

    /// A section header and its data: `(id, cursor over the data)`.
    pub fn section_header(&mut self) -> Result<(Section, Cursor<'a>)> {
        let code = self.byte()?;
        let len = self.varint()?;
        let Some(section) = Section::from_id(code & 0x7f) else {
            return Err(self.error(format!("invalid section ID: {}", code & 0x7f)));
        };
        if code & 0x80 != 0 {
            let alignment = self.varint()?;
            self.align_to(alignment)?;
        }
        let base = self.offset();
        let data = self.bytes(len)?;
        Ok((section, Cursor::new(data, base, Some(section))))
    }
}

/// A growable output buffer with MLIR's primitive encodings. Offsets used for alignment
/// are relative to the start of this buffer; [`Emitter::section`] keeps a nested buffer's
/// alignment by padding the enclosing one.
#[derive(Default, Debug)]
pub struct Emitter {
    /// The bytes written so far.
    pub buf: Vec<u8>,
    /// The largest alignment required by data in this buffer.
    pub required_alignment: u64,
}

impl Emitter {
    /// An empty emitter.
    pub fn new() -> Self {
        Emitter {
            buf: Vec::new(),
            required_alignment: 1,
        }
    }

    /// Number of bytes written.
    pub fn len(&self) -> usize {
        self.buf.len()
    }

    /// Whether nothing was written.
    pub fn is_empty(&self) -> bool {
        self.buf.is_empty()
    }

    /// One byte.
    pub fn byte(&mut self, b: u8) {
        self.buf.push(b);
    }

    /// Raw bytes.
    pub fn bytes(&mut self, b: &[u8]) {
        self.buf.extend_from_slice(b);
    }

    /// A prefix varint.
    pub fn varint(&mut self, value: u64) {
        if value >> 7 == 0 {
            self.buf.push(((value << 1) | 1) as u8);
            return;
        }
        let mut it = value >> 7;
        for num_bytes in 2..9usize {
            it >>= 7;
            if it == 0 {
                let encoded = ((value << 1) | 1) << (num_bytes - 1);
                self.buf
                    .extend_from_slice(&encoded.to_le_bytes()[..num_bytes]);
                return;
            }
        }
        self.buf.push(0);
        self.buf.extend_from_slice(&value.to_le_bytes());
    }

    /// A zigzag-encoded signed varint.
    pub fn signed_varint(&mut self, value: i64) {
        let v = value as u64;
        self.varint((v << 1) ^ ((value >> 63) as u64));
    }

    /// A varint with a flag in its low bit.
    pub fn varint_with_flag(&mut self, value: u64, flag: bool) {
        self.varint((value << 1) | u64::from(flag));
    }

    /// A nul-terminated string.
    pub fn nul_terminated(&mut self, s: &[u8]) {
        self.buf.extend_from_slice(s);
        self.buf.push(0);
    }

    /// Pads with [`ALIGNMENT_BYTE`] up to `alignment`.
    pub fn align_to(&mut self, alignment: u64) {
        if alignment < 2 {
            return;
        }
        while !(self.buf.len() as u64).is_multiple_of(alignment) {
            self.buf.push(ALIGNMENT_BYTE);
        }
        self.required_alignment = self.required_alignment.max(alignment);
    }

    /// A blob preceded by its alignment and size, aligned.
    pub fn blob_and_alignment(&mut self, data: &[u8], alignment: u64) {
        self.varint(alignment);
        self.varint(data.len() as u64);
        self.align_to(alignment);
        self.bytes(data);
    }

    /// A nested section: id, length, optional alignment, data.
    pub fn section(&mut self, section: Section, inner: Emitter) {
        let code_at = self.buf.len();
        self.byte(section as u8);
        self.varint(inner.buf.len() as u64);
        let align = inner.required_alignment;
        if align > 1 {
            if (self.buf.len() as u64) & (align - 1) != 0 {
                self.varint(align);
                self.align_to(align);
                self.buf[code_at] |= 0x80;
            } else {
                self.required_alignment = self.required_alignment.max(align);
            }
        }
        self.buf.extend_from_slice(&inner.buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn varints_round_trip() {
        let values = [
            0u64,
            1,
            127,
            128,
            300,
            1 << 14,
            (1 << 21) - 1,
            1 << 35,
            (1 << 56) - 1,
            1 << 56,
            u64::MAX,
        ];
        for &v in &values {
            let mut e = Emitter::new();
            e.varint(v);
            let mut c = Cursor::new(&e.buf, 0, None);
            assert_eq!(c.varint().unwrap(), v, "{v}");
            assert!(c.is_empty());
        }
        // All in one buffer with bytes after them, so that every length is read from a
        // whole eight-byte window too.
        let mut e = Emitter::new();
        for &v in &values {
            e.varint(v);
        }
        e.buf.extend_from_slice(&[0xff; 8]);
        let mut c = Cursor::new(&e.buf, 0, None);
        for &v in &values {
            assert_eq!(c.varint().unwrap(), v, "{v} followed by more data");
        }
        assert_eq!(c.remaining(), 8);
        for bits in 0..64 {
            let v = (1u64 << bits) | 5;
            let mut e = Emitter::new();
            e.varint(v);
            e.varint(v);
            let mut c = Cursor::new(&e.buf, 0, None);
            assert_eq!((c.varint().unwrap(), c.varint().unwrap()), (v, v));
        }
        for &v in &[0i64, -1, 1, -64, 63, i64::MIN, i64::MAX] {
            let mut e = Emitter::new();
            e.signed_varint(v);
            let mut c = Cursor::new(&e.buf, 0, None);
            assert_eq!(c.signed_varint().unwrap(), v);
        }
    }

    #[test]
    fn varint_layout_matches_mlir() {
        // One byte: value << 1 | 1; two bytes: value << 2 | 0b10.
        let mut e = Emitter::new();
        e.varint(3);
        e.varint(200);
        assert_eq!(e.buf, vec![0x07, 0x22, 0x03]);
    }

    #[test]
    fn truncated_input_is_an_error() {
        let mut c = Cursor::new(&[0x02], 10, Some(Section::Ir));
        let e = c.varint().unwrap_err();
        assert_eq!(e.offset, 11);
        assert_eq!(e.section, Some(Section::Ir));
    }
}
