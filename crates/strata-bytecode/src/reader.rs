//! Reading MLIR bytecode (versions 0 to 6) into Strata IR. Every length and index is
//! checked against the data, so corrupt or hostile input gives an [`Error`] with its byte
//! offset and section, never a panic or an allocation larger than the file allows.
//! Isolated regions, which upstream can load lazily, are read eagerly; use-list orders are
//! checked for shape and otherwise ignored (Strata's use lists are unordered).

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::ir::{
    BlockId, Body, BodySizes, OpId, OperationState, OwnedOp, RegionId, Successor, ValueId,
};
use strata_ir::registry::OpInfo;
use strata_ir::{AttrData, Attribute, Context, Identifier, Location, OpName, Type};

use crate::dialect::{DialectEncoding, DialectReader, dialect_encoding};
use crate::encoding::*;

/// Deepest nesting of regions (and of attributes and types) accepted.
const MAX_DEPTH: usize = 512;

struct DialectEntry<'a> {
    name: &'a [u8],
    encoding: Option<DialectEncoding>,
}

struct OpNameEntry<'a> {
    dialect: usize,
    name: &'a [u8],
    was_registered: Option<bool>,
    resolved: Option<(OpName, Option<&'a OpInfo>)>,
}

/// What a registered op's properties and attributes read into, keyed by its name entry,
/// its properties entry (`u32::MAX`: none) and its attribute dictionary: files share
/// entries between ops, so most ops find theirs here.
type PropertiesKey = (u32, u32, Attribute);

/// Bytes of an isolated region's section per operation assumed before any isolated
/// region was read (a hint for reserving room in the body that holds them).
const BYTES_PER_OP: usize = 12;
/// At most this many operations are reserved for ahead of time.
const MAX_RESERVED_OPS: usize = 1 << 16;

/// An attribute or type entry: where its bytes are in the attribute/type section, and
/// its value once read. Kept small: files have an entry for each op's location.
struct Entry<T> {
    value: Option<T>,
    /// Offset of the bytes in the section, and their length.
    start: u32,
    len: u32,
    dialect: u32,
    custom: bool,
    busy: bool,
}

/// A value slot of a scope: `u32::MAX` when empty.
#[derive(Clone, Copy)]
struct Slot {
    value: u32,
    level: u32,
    forward: bool,
}

const EMPTY: Slot = Slot {
    value: u32::MAX,
    level: 0,
    forward: false,
};

#[derive(Default)]
struct ValueScope {
    values: Vec<Slot>,
    next: Vec<usize>,
}

/// Empty vectors with capacity, for the next [`OperationState`].
#[derive(Default)]
struct Spare {
    operands: Vec<ValueId>,
    result_types: Vec<Type>,
    regions: Vec<RegionId>,
}

impl<T> Entry<T> {
    fn new(start: u32, len: u32, dialect: u32, custom: bool) -> Self {
        Entry {
            value: None,
            start,
            len,
            dialect,
            custom,
            busy: false,
        }
    }
}

struct Reader<'a> {
    ctx: &'a Context,
    version: u64,
    strings: Vec<&'a [u8]>,
    dialects: Vec<DialectEntry<'a>>,
    op_names: Vec<OpNameEntry<'a>>,
    properties_cache: FxHashMap<PropertiesKey, (Option<Attribute>, Attribute)>,
    attrs: Vec<Entry<Attribute>>,
    /// The attribute/type section, which entries point into.
    entry_data: Cursor<'a>,
    /// Emptied vectors of the last op created, reused for the next.
    spare: Spare,
    /// The last file-name string attribute of a plain location and its identifier.
    last_file: Option<(Attribute, Identifier)>,
    types: Vec<Entry<Type>>,
    resources: Vec<Identifier>,
    properties: Vec<Cursor<'a>>,
    scopes: Vec<ValueScope>,
    /// Emptied scopes of isolated regions read before, reused for their capacity.
    spare_scopes: Vec<ValueScope>,
    reserved: usize,
    /// What the isolated regions read so far held: section bytes, operations and values
    /// (the density that sizes the next isolated body, so that it is rarely regrown).
    density: Density,
    limit: usize,
    forward_refs: usize,
    depth: usize,
}

/// Totals over the isolated regions read so far, for sizing the next one's body.
#[derive(Default)]
struct Density {
    bytes: usize,
    seen: BodySizes,
}

impl Density {
    /// Room for the contents of a section of `bytes` bytes: the density seen so far plus
    /// an eighth, or [`BYTES_PER_OP`] before enough was read.
    fn estimate(&self, bytes: usize) -> BodySizes {
        if self.bytes < 4096 {
            let ops = (bytes / BYTES_PER_OP).min(MAX_RESERVED_OPS);
            return BodySizes {
                ops,
                values: ops,
                blocks: 1,
                regions: 1,
            };
        }
        let scale = |n: usize| {
            let n = bytes as u128 * n as u128 * 9 / (8 * self.bytes as u128);
            (n as usize + 1).min(MAX_RESERVED_OPS)
        };
        BodySizes {
            ops: scale(self.seen.ops),
            values: scale(self.seen.values),
            blocks: scale(self.seen.blocks),
            regions: scale(self.seen.regions),
        }
    }

    /// Adds a region of `bytes` bytes whose body ended with `sizes`.
    fn record(&mut self, bytes: usize, sizes: BodySizes) {
        self.bytes += bytes;
        self.seen.ops += sizes.ops;
        self.seen.values += sizes.values;
        self.seen.blocks += sizes.blocks;
        self.seen.regions += sizes.regions;
    }
}

/// Reads a whole bytecode file. The top-level operation is returned as the text parser
/// returns it: a single `builtin.module` as is, anything else wrapped in one.
pub fn read(ctx: &Context, data: &[u8], file: &str) -> Result<OwnedOp> {
    let mut c = Cursor::new(data, 0, None);
    let magic = c
        .bytes(4)
        .map_err(|_| c.error("input is not MLIR bytecode"))?;
    if magic != MAGIC {
        return Err(Cursor::new(data, 0, None).error("input is not MLIR bytecode"));
    }
    let version = c.varint()?;
    if version > VERSION {
        return Err(c.error(format!(
            "bytecode version {version} is newer than the current version {VERSION}"
        )));
    }
    let _producer = c.nul_terminated()?;
    let mut sections: [Option<Cursor<'_>>; NUM_SECTIONS as usize] = Default::default();
    while !c.is_empty() {
        let (id, data) = c.section_header()?;
        if sections[id as usize].is_some() {
            return Err(c.error(format!("duplicate top-level section: {}", id.name())));
        }
        sections[id as usize] = Some(data);
    }
    let required = [
        Section::String,
        Section::Dialect,
        Section::AttrType,
        Section::AttrTypeOffset,
        Section::Ir,
    ];
    for s in required {
        if sections[s as usize].is_none() {
            return Err(c.error(format!("missing data for top-level section: {}", s.name())));
        }
    }
    if version >= V_NATIVE_PROPERTIES && sections[Section::Properties as usize].is_none() {
        return Err(c.error("missing data for top-level section: properties"));
    }
    let mut r = Reader {
        ctx,
        version,
        strings: Vec::new(),
        dialects: Vec::new(),
        op_names: Vec::new(),
        properties_cache: FxHashMap::default(),
        attrs: Vec::new(),
        entry_data: Cursor::new(&[], 0, None),
        spare: Spare::default(),
        last_file: None,
        types: Vec::new(),
        resources: Vec::new(),
        properties: Vec::new(),
        scopes: Vec::new(),
        spare_scopes: Vec::new(),
        reserved: 0,
        density: Density::default(),
        limit: data.len(),
        forward_refs: 0,
        depth: 0,
    };
    let get = |s: Section| sections[s as usize].expect("checked above");
    r.read_strings(get(Section::String))?;
    if let Some(p) = sections[Section::Properties as usize] {
        r.read_properties_section(p)?;
    }
    r.read_dialects(get(Section::Dialect))?;
    match (
        sections[Section::Resource as usize],
        sections[Section::ResourceOffset as usize],
    ) {
        (Some(data), Some(offsets)) => r.read_resources(data, offsets)?,
        (None, None) => {}
        (Some(d), None) => {
            return Err(
                d.error("expected resource offset section when resource section is present")
            );
        }
        (None, Some(o)) => {
            return Err(
                o.error("unexpected resource offset section when resource section is not present")
            );
        }
    }
    r.read_attr_type_offsets(get(Section::AttrType), get(Section::AttrTypeOffset))?;
    r.read_ir(get(Section::Ir), file)
}

impl<'a> Reader<'a> {
    fn string(&self, c: &Cursor<'a>, index: u64) -> Result<&'a [u8]> {
        self.strings
            .get(index as usize)
            .copied()
            .ok_or_else(|| c.error(format!("invalid string index: {index}")))
    }

    fn read_strings(&mut self, mut c: Cursor<'a>) -> Result<()> {
        let data_len = c.remaining();
        let n = c.count(data_len as u64, "string count")?;
        let mut sizes = Vec::with_capacity(n);
        for _ in 0..n {
            sizes.push(c.varint()?);
        }
        // Sizes are stored in reverse order; the data follows, each string nul-terminated.
        let data = c.bytes(c.remaining() as u64)?;
        let mut end = data.len();
        let mut strings = vec![&data[..0]; n];
        for (i, &size) in sizes.iter().enumerate() {
            if size == 0 || size > end as u64 {
                return Err(Error {
                    offset: c.offset(),
                    section: Some(Section::String),
                    message: "string size exceeds the available data size".into(),
                });
            }
            let start = end - size as usize;
            strings[n - 1 - i] = &data[start..end - 1];
            end = start;
        }
        if end != 0 {
            return Err(Error {
                offset: c.offset() - data.len(),
                section: Some(Section::String),
                message: "unexpected trailing data between the offsets for strings and their data"
                    .into(),
            });
        }
        self.strings = strings;
        Ok(())
    }

    fn read_properties_section(&mut self, mut c: Cursor<'a>) -> Result<()> {
        if c.is_empty() {
            return Ok(());
        }
        let n = c.count(c.remaining() as u64, "properties count")?;
        for _ in 0..n {
            let size = c.varint()?;
            let data = c.sub(size, None)?;
            self.properties.push(data);
        }
        if !c.is_empty() {
            return Err(c.error("broken properties section: didn't exhaust the offsets table"));
        }
        Ok(())
    }

    /// Reads the version entry of dialect `d` as mlir-opt does: registered dialects must
    /// have an encoding that reads versions; others' entries are skipped.
    fn read_dialect_version(&mut self, d: usize, data: Cursor<'a>) -> Result<()> {
        let entry = &self.dialects[d];
        let name = String::from_utf8_lossy(entry.name).into_owned();
        if !self.ctx.is_dialect_registered(&name) {
            return Ok(());
        }
        let Some(encoding) = entry.encoding else {
            return Err(data.error(format!(
                "dialect '{name}' does not implement the bytecode interface, but found a version entry"
            )));
        };
        let Some(read_version) = encoding.read_version else {
            return Err(data.error("Dialect does not support versioning"));
        };
        let mut er = EntryReader { r: self, c: data };
        read_version(&mut er)?;
        if !er.c.is_empty() {
            return Err(er
                .c
                .error("unexpected trailing bytes after dialect version"));
        }
        Ok(())
    }

    fn read_dialects(&mut self, mut c: Cursor<'a>) -> Result<()> {
        let mut versions = Vec::new();
        let n = c.count(c.remaining() as u64, "dialect count")?;
        for _ in 0..n {
            let name = if self.version < V_DIALECT_VERSIONING {
                let i = c.varint()?;
                self.string(&c, i)?
            } else {
                let (i, has_version) = c.varint_with_flag()?;
                let name = self.string(&c, i)?;
                if has_version {
                    let (id, data) = c.section_header()?;
                    if id != Section::DialectVersions {
                        return Err(c.error("expected dialect version section"));
                    }
                    versions.push((self.dialects.len(), data));
                }
                name
            };
            let encoding = std::str::from_utf8(name)
                .ok()
                .and_then(|n| dialect_encoding(self.ctx, n));
            self.dialects.push(DialectEntry { name, encoding });
        }
        for (d, data) in versions {
            self.read_dialect_version(d, data)?;
        }
        if self.version >= V_ELIDE_UNKNOWN_BLOCK_ARG_LOC {
            c.count(c.remaining() as u64, "operation name count")?;
        }
        while !c.is_empty() {
            let d = c.varint()?;
            if d >= self.dialects.len() as u64 {
                return Err(c.error(format!("invalid dialect index: {d}")));
            }
            let count = c.count(c.remaining() as u64, "operation name count")?;
            for _ in 0..count {
                let (name, was_registered) = if self.version < V_NATIVE_PROPERTIES {
                    let i = c.varint()?;
                    (self.string(&c, i)?, None)
                } else {
                    let (i, flag) = c.varint_with_flag()?;
                    (self.string(&c, i)?, Some(flag))
                };
                self.op_names.push(OpNameEntry {
                    dialect: d as usize,
                    name,
                    was_registered,
                    resolved: None,
                });
            }
        }
        Ok(())
    }

    fn read_resources(&mut self, data: Cursor<'a>, mut offsets: Cursor<'a>) -> Result<()> {
        let mut data = data;
        let external = offsets.count(offsets.remaining() as u64, "resource group count")?;
        for _ in 0..external {
            let k = offsets.varint()?;
            let owner = String::from_utf8_lossy(self.string(&offsets, k)?).into_owned();
            self.read_resource_group(&mut data, &mut offsets, Some(&owner))?;
        }
        while !offsets.is_empty() {
            let d = offsets.varint()?;
            let Some(dialect) = self.dialects.get(d as usize) else {
                return Err(offsets.error(format!("invalid dialect index: {d}")));
            };
            if dialect.name != b"builtin" {
                return Err(offsets.error(format!(
                    "unexpected resources for dialect '{}'",
                    String::from_utf8_lossy(dialect.name)
                )));
            }
            self.read_resource_group(&mut data, &mut offsets, None)?;
        }
        Ok(())
    }

    /// One group of resources: external ones (`owner`) are kept verbatim as text entries,
    /// builtin ones become `dense_resource` blobs.
    fn read_resource_group(
        &mut self,
        data: &mut Cursor<'a>,
        offsets: &mut Cursor<'a>,
        owner: Option<&str>,
    ) -> Result<()> {
        let n = offsets.count(offsets.remaining() as u64, "resource count")?;
        for _ in 0..n {
            let k = offsets.varint()?;
            let key = self.string(offsets, k)?;
            let size = offsets.varint()?;
            let kind = offsets.byte()?;
            let mut entry = data.sub(size, Some(Section::Resource))?;
            match owner {
                None => {
                    let key = self.ctx.ident_bytes(key);
                    self.resources.push(key);
                    if entry.is_empty() {
                        continue;
                    }
                    if kind != 0 {
                        return Err(entry.error("expected a blob resource entry"));
                    }
                    let (alignment, blob) = read_blob(&mut entry)?;
                    let mut payload = Vec::with_capacity(4 + blob.len());
                    payload.extend_from_slice(&(alignment as u32).to_le_bytes());
                    payload.extend_from_slice(blob);
                    self.ctx.set_resource_blob(key, payload.into());
                }
                Some(owner) => {
                    let value = match kind {
                        0 => {
                            let (alignment, blob) = read_blob(&mut entry)?;
                            let mut s = String::from("\"0x");
                            for b in (alignment as u32).to_le_bytes().iter().chain(blob) {
                                s.push_str(&format!("{b:02X}"));
                            }
                            s.push('"');
                            s
                        }
                        1 => (if entry.byte()? != 0 { "true" } else { "false" }).to_string(),
                        2 => {
                            let i = entry.varint()?;
                            quote(self.string(&entry, i)?)
                        }
                        _ => return Err(entry.error(format!("invalid resource kind {kind}"))),
                    };
                    self.ctx.add_external_resource(owner, key, &value);
                }
            }
            if !entry.is_empty() {
                return Err(entry.error(format!(
                    "unexpected trailing bytes in resource entry '{}'",
                    String::from_utf8_lossy(key)
                )));
            }
        }
        Ok(())
    }

    fn read_attr_type_offsets(&mut self, data: Cursor<'a>, mut c: Cursor<'a>) -> Result<()> {
        let limit = c.remaining() as u64;
        let num_attrs = c.count(limit, "attribute count")?;
        let num_types = c.count(limit, "type count")?;
        self.attrs.reserve(num_attrs);
        self.types.reserve(num_types);
        self.entry_data = data;
        let mut start = 0u64;
        for is_type in [false, true] {
            let total = if is_type { num_types } else { num_attrs };
            let mut done = 0;
            while done < total {
                let d = c.varint()?;
                if d >= self.dialects.len() as u64 {
                    return Err(c.error(format!("invalid dialect index: {d}")));
                }
                let n = c.count((total - done) as u64, "entry count")?;
                for _ in 0..n {
                    let (size, custom) = c.varint_with_flag()?;
                    if size > data.remaining() as u64 - start {
                        return Err(c.error(
                            "Attribute or Type entry offset points past the end of section",
                        ));
                    }
                    // The section is shorter than the file, so offsets fit in `u32`s.
                    let (at, len, dialect) = (start as u32, size as u32, d as u32);
                    start += size;
                    if is_type {
                        self.types.push(Entry::new(at, len, dialect, custom));
                    } else {
                        self.attrs.push(Entry::new(at, len, dialect, custom));
                    }
                }
                done += n;
            }
        }
        if !c.is_empty() {
            return Err(c.error("unexpected trailing data in the Attribute/Type offset section"));
        }
        Ok(())
    }

    // ---- attributes and types ----

    fn attr(&mut self, index: u64, at: &Cursor<'a>) -> Result<Attribute> {
        let Some(e) = self.attrs.get_mut(index as usize) else {
            return Err(at.error(format!("invalid attribute index: {index}")));
        };
        if let Some(v) = e.value {
            return Ok(v);
        }
        if e.busy || self.depth >= MAX_DEPTH {
            return Err(at.error("attribute nesting is cyclic or too deep"));
        }
        e.busy = true;
        let (data, custom, dialect) = (
            self.entry_data.window(e.start as usize, e.len as usize),
            e.custom,
            e.dialect as usize,
        );
        self.depth += 1;
        let result = self.parse_entry(data, custom, dialect, false);
        self.depth -= 1;
        let e = &mut self.attrs[index as usize];
        e.busy = false;
        let v = match result? {
            Parsed::Attr(a) => a,
            Parsed::Type(_) => unreachable!("attribute entries parse to attributes"),
        };
        e.value = Some(v);
        Ok(v)
    }

    fn ty(&mut self, index: u64, at: &Cursor<'a>) -> Result<Type> {
        let Some(e) = self.types.get_mut(index as usize) else {
            return Err(at.error(format!("invalid type index: {index}")));
        };
        if let Some(v) = e.value {
            return Ok(v);
        }
        if e.busy || self.depth >= MAX_DEPTH {
            return Err(at.error("type nesting is cyclic or too deep"));
        }
        e.busy = true;
        let (data, custom, dialect) = (
            self.entry_data.window(e.start as usize, e.len as usize),
            e.custom,
            e.dialect as usize,
        );
        self.depth += 1;
        let result = self.parse_entry(data, custom, dialect, true);
        self.depth -= 1;
        let e = &mut self.types[index as usize];
        e.busy = false;
        let v = match result? {
            Parsed::Type(t) => t,
            Parsed::Attr(_) => unreachable!("type entries parse to types"),
        };
        e.value = Some(v);
        Ok(v)
    }

    fn parse_entry(
        &mut self,
        data: Cursor<'a>,
        custom: bool,
        dialect: usize,
        is_type: bool,
    ) -> Result<Parsed> {
        let what = if is_type { "type" } else { "attribute" };
        if !custom {
            let mut c = data;
            let text = c.nul_terminated()?;
            if !c.is_empty() {
                return Err(c.error(format!("unexpected trailing bytes after {what} entry")));
            }
            let Ok(text) = std::str::from_utf8(text) else {
                return Err(data.error(format!("{what} text is not valid UTF-8")));
            };
            return if is_type {
                strata_asm::parse_type_str(self.ctx, text)
                    .map(Parsed::Type)
                    .map_err(|d| data.error(format!("invalid type '{text}': {}", d.message)))
            } else {
                strata_asm::parse_attribute_str(self.ctx, text)
                    .map(Parsed::Attr)
                    .map_err(|d| data.error(format!("invalid attribute '{text}': {}", d.message)))
            };
        }
        let d = &self.dialects[dialect];
        let Some(enc) = d.encoding else {
            return Err(data.error(format!(
                "dialect '{}' does not implement the bytecode interface",
                String::from_utf8_lossy(d.name)
            )));
        };
        let mut er = EntryReader { r: self, c: data };
        let parsed = if is_type {
            match enc.read_type {
                Some(f) => Parsed::Type(f(&mut er)?),
                None => return Err(data.error("dialect cannot read types from bytecode")),
            }
        } else {
            match enc.read_attribute {
                Some(f) => Parsed::Attr(f(&mut er)?),
                None => return Err(data.error("dialect cannot read attributes from bytecode")),
            }
        };
        if !er.c.is_empty() {
            return Err(er
                .c
                .error(format!("unexpected trailing bytes after {what} entry")));
        }
        Ok(parsed)
    }

    fn attr_ref(&mut self, c: &mut Cursor<'a>) -> Result<Attribute> {
        let i = c.varint()?;
        self.attr(i, c)
    }

    fn type_ref(&mut self, c: &mut Cursor<'a>) -> Result<Type> {
        let i = c.varint()?;
        self.ty(i, c)
    }

    fn location_ref(&mut self, c: &mut Cursor<'a>) -> Result<Location> {
        let at = *c;
        let i = c.varint()?;
        if let Some(loc) = self.plain_location(i, &at)? {
            return Ok(loc);
        }
        let a = self.attr(i, &at)?;
        if !self.ctx.attr_data(a).is_location() {
            return Err(at.error("expected a location attribute"));
        }
        Ok(Location::from_attr(self.ctx, a))
    }

    /// Attribute entry `i` as a location if it is a builtin `file:line:col` one not read as
    /// an attribute: decoded at each use (most ops have their own, used once), without
    /// uniquing — which was a third of the time of reading a file.
    fn plain_location(&mut self, i: u64, at: &Cursor<'a>) -> Result<Option<Location>> {
        let Some(e) = self.attrs.get(i as usize) else {
            return Err(at.error(format!("invalid attribute index: {i}")));
        };
        if e.value.is_some() || !e.custom || self.dialects[e.dialect as usize].name != b"builtin" {
            return Ok(None);
        }
        let data = self.entry_data.window(e.start as usize, e.len as usize);
        // Read from the whole rest of the section, so that varints come eight bytes at a
        // time, then check that exactly the entry was read.
        let start = e.start as usize;
        let mut rest = self
            .entry_data
            .window(start, self.entry_data.remaining() - start);
        let Some((file, line, col)) = crate::builtin::plain_file_line_col(&mut rest) else {
            return Ok(None);
        };
        if rest.offset() - data.offset() != e.len as usize {
            return Ok(None);
        }
        let file_attr = self.attr(file, &data)?;
        let file = match self.last_file {
            Some((a, ident)) if a == file_attr => ident,
            _ => match self.ctx.attr_data(file_attr) {
                AttrData::String { value, .. } => {
                    let ident = self.ctx.ident_bytes(value);
                    self.last_file = Some((file_attr, ident));
                    ident
                }
                _ => return Ok(None),
            },
        };
        Ok(Some(self.ctx.file_loc_in(file, line, col)))
    }

    // ---- operations ----

    /// The name of the op at `c`: its entry index, name, `wasRegistered` flag and info.
    #[allow(clippy::type_complexity)]
    fn op_name(
        &mut self,
        c: &mut Cursor<'a>,
    ) -> Result<(usize, OpName, Option<bool>, Option<&'a OpInfo>)> {
        let at = *c;
        let i = c.varint()? as usize;
        let Some(e) = self.op_names.get(i) else {
            return Err(at.error(format!("invalid operation name index: {i}")));
        };
        if let Some((n, info)) = e.resolved {
            return Ok((i, n, e.was_registered, info));
        }
        let dialect = self.dialects[e.dialect].name;
        let mut full = dialect.to_vec();
        if !e.name.is_empty() {
            full.push(b'.');
            full.extend_from_slice(e.name);
        }
        let name = self.ctx.op_name_bytes(&full);
        if self.ctx.op_info(name).is_none() && !self.ctx.allows_unregistered_dialects() {
            let text = String::from_utf8_lossy(&full);
            let d = String::from_utf8_lossy(dialect);
            let msg = if self.ctx.is_dialect_registered(&d) {
                format!(
                    "unregistered operation '{text}' found in dialect ('{d}') that does not allow unknown operations"
                )
            } else {
                format!(
                    "dialect '{d}' is unknown. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used"
                )
            };
            return Err(at.error(msg));
        }
        let info = self.ctx.op_info(name);
        let e = &mut self.op_names[i];
        e.resolved = Some((name, info));
        Ok((i, name, e.was_registered, info))
    }

    fn read_ir(&mut self, mut c: Cursor<'a>, file: &str) -> Result<OwnedOp> {
        let ctx = self.ctx;
        let mut body = Body::new();
        let region = body.new_region();
        let block = body.new_block();
        body.append_block(region, block);
        let (num_ops, has_args) = c.varint_with_flag()?;
        if has_args {
            return Err(c.error("unexpected arguments in the top-level block"));
        }
        if num_ops > c.remaining() as u64 {
            return Err(c.error("operation count is larger than the data"));
        }
        self.scopes.push(ValueScope::default());
        for _ in 0..num_ops {
            self.read_op(&mut body, block, &mut c, 0, &[])?;
        }
        if !c.is_empty() {
            return Err(c.error("unexpected trailing data in the IR section"));
        }
        if self.forward_refs != 0 {
            return Err(c.error("not all forward unresolved forward operand references"));
        }
        let ops: Vec<OpId> = body.block_ops(block).collect();
        let module = strata_ir::builtin::module_op_name(ctx);
        if ops.len() == 1 && body.op(ops[0]).name == module {
            body.unlink_op(ops[0]);
            return Ok(OwnedOp { body, op: ops[0] });
        }
        let mut root = Body::new();
        let loc = ctx.file_loc(file, 0, 0);
        let op = root.create_op(OperationState {
            name: module,
            loc,
            operands: vec![],
            result_types: vec![],
            successors: vec![],
            regions: vec![region],
            properties: None,
            attributes: ctx.empty_dictionary(),
            child_body: Some(Box::new(body)),
        });
        Ok(OwnedOp { body: root, op })
    }

    fn read_op(
        &mut self,
        body: &mut Body,
        block: BlockId,
        c: &mut Cursor<'a>,
        level: u32,
        blocks: &[BlockId],
    ) -> Result<()> {
        let ctx = self.ctx;
        let start = *c;
        let (name_index, name, was_registered, info) = self.op_name(c)?;
        let mask = c.byte()?;
        let loc = self.location_ref(c)?;
        let mut attributes = ctx.empty_dictionary();
        if mask & op_mask::HAS_ATTRS != 0 {
            let at = *c;
            attributes = self.attr_ref(c)?;
            if !matches!(ctx.attr_data(attributes), AttrData::Dictionary(_)) {
                return Err(at.error("expected a dictionary of attributes"));
            }
        }
        let mut properties = None;
        let mut properties_index = u32::MAX;
        let mut raw_properties = None;
        if mask & op_mask::HAS_PROPERTIES != 0 {
            let Some(was_registered) = was_registered else {
                return Err(c.error(format!(
                    "Unexpected missing `wasRegistered` opname flag at bytecode version {} with properties.",
                    self.version
                )));
            };
            let at = *c;
            let i = c.varint()?;
            let Some(&raw) = self.properties.get(i as usize) else {
                return Err(at.error(format!(
                    "Properties idx out-of-bound for {}",
                    ctx.op_name_str(name)
                )));
            };
            properties_index = i as u32;
            raw_properties = Some((at, raw, was_registered));
        }
        let key: PropertiesKey = (name_index as u32, properties_index, attributes);
        let cached = match info {
            Some(_) => self.properties_cache.get(&key).copied(),
            None => None,
        };
        if cached.is_none()
            && let Some((at, raw, was_registered)) = raw_properties
        {
            // Unregistered ops' properties are one attribute, whose index the properties
            // entry holds.
            {
                let mut er = EntryReader { r: self, c: raw };
                properties = match info {
                    Some(info) if was_registered => {
                        let mut foreign = Vec::new();
                        let p = crate::properties::read(info, &mut er, &mut foreign)?;
                        if !foreign.is_empty() {
                            foreign.extend_from_slice(ctx.dictionary_entries(attributes));
                            attributes = ctx.dictionary_attr(foreign);
                        }
                        p
                    }
                    None if was_registered => {
                        return Err(at.error(format!(
                            "has properties but missing BytecodeOpInterface for {}",
                            ctx.op_name_str(name)
                        )));
                    }
                    _ => Some(DialectReader::attribute(&mut er)?),
                };
                if !er.c.is_empty() {
                    return Err(er.c.error("unexpected trailing bytes after properties"));
                }
            }
        }
        // The vectors of the previous op's state, kept for their capacity.
        let mut result_types = std::mem::take(&mut self.spare.result_types);
        if mask & op_mask::HAS_RESULTS != 0 {
            let n = c.count(c.remaining() as u64, "result count")?;
            result_types.reserve(n);
            for _ in 0..n {
                result_types.push(self.type_ref(c)?);
            }
        }
        let mut operands = std::mem::take(&mut self.spare.operands);
        if mask & op_mask::HAS_OPERANDS != 0 {
            let n = c.count(c.remaining() as u64, "operand count")?;
            operands.reserve(n);
            for _ in 0..n {
                operands.push(self.operand(body, c, level)?);
            }
        }
        let mut successors = Vec::new();
        if mask & op_mask::HAS_SUCCESSORS != 0 {
            let n = c.count(c.remaining() as u64, "successor count")?;
            for _ in 0..n {
                let at = *c;
                let i = c.varint()?;
                let Some(&b) = blocks.get(i as usize) else {
                    return Err(at.error(format!("invalid successor index: {i}")));
                };
                successors.push(Successor {
                    block: b,
                    num_operands: 0,
                });
            }
        }
        if self.version >= V_USE_LIST_ORDERING && mask & op_mask::HAS_USE_LIST_ORDERS != 0 {
            skip_use_list_orders(c, result_types.len() as u64)?;
        }
        let mut num_regions = 0;
        let mut isolated = false;
        if mask & op_mask::HAS_INLINE_REGIONS != 0 {
            let (n, iso) = c.varint_with_flag()?;
            if n > c.remaining() as u64 + 1 {
                return Err(c.error("region count is larger than the data"));
            }
            num_regions = n as usize;
            isolated = iso;
        }
        // Inherent attributes of older files are in the attribute dictionary.
        if let Some(info) = info {
            if let Some((p, a)) = cached {
                (properties, attributes) = (p, a);
            } else {
                if self.version < V_NATIVE_PROPERTIES || was_registered == Some(false) {
                    let (props, rest) = split_inherent(ctx, info.inherent_attrs, attributes);
                    attributes = rest;
                    properties = match (properties, props) {
                        (None, p) => p,
                        (p, None) => p,
                        (Some(p), Some(q)) => {
                            let mut all = ctx.dictionary_entries(p).to_vec();
                            all.extend_from_slice(ctx.dictionary_entries(q));
                            Some(ctx.dictionary_attr(all))
                        }
                    };
                }
                properties = info.with_defaults(ctx, properties);
                self.properties_cache.insert(key, (properties, attributes));
            }
            if let Some(counts_of) = info.successor_operands
                && let Some(counts) = counts_of(ctx, properties, operands.len(), successors.len())
                && counts.len() == successors.len()
                && counts.iter().map(|&n| n as usize).sum::<usize>() <= operands.len()
            {
                for (s, n) in successors.iter_mut().zip(counts) {
                    s.num_operands = n;
                }
            }
        }
        let child = info.is_some_and(|i| i.traits.isolated_from_above) && num_regions > 0;
        let mut regions = std::mem::take(&mut self.spare.regions);
        regions.resize(num_regions, OperationState::PENDING_REGION);
        let mut state = OperationState {
            name,
            loc,
            operands,
            result_types,
            successors,
            regions,
            properties,
            attributes,
            child_body: child.then(|| Box::new(self.child_body(isolated, c))),
        };
        let op = body.create_op_from(&mut state);
        self.spare = Spare {
            operands: state.operands,
            result_types: state.result_types,
            regions: state.regions,
        };
        body.append_op(block, op);
        if body.num_results(op) != 0 {
            self.define(body, body.results(op), c, level)?;
        }
        if num_regions == 0 {
            return Ok(());
        }
        if self.depth >= MAX_DEPTH {
            return Err(start.error("regions are nested too deeply"));
        }
        self.depth += 1;
        let mut section;
        let mut section_bytes = 0;
        let reader: &mut Cursor<'a> = if isolated && self.version >= V_LAZY_LOADING {
            let (id, data) = c.section_header()?;
            if id != Section::Ir {
                return Err(c.error("expected IR section for region"));
            }
            section_bytes = data.remaining();
            section = data;
            &mut section
        } else {
            c
        };
        if isolated {
            let scope = self.spare_scopes.pop().unwrap_or_default();
            self.scopes.push(scope);
        }
        let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(body.regions(op));
        let result = if child {
            let inner = body.child_body_mut(op).expect("created with a child body");
            let result = regions
                .iter()
                .try_for_each(|&r| self.read_region(inner, r, reader, level + 1));
            self.density.record(section_bytes, inner.sizes());
            result
        } else {
            regions
                .iter()
                .try_for_each(|&r| self.read_region(body, r, reader, level))
        };
        result?;
        if isolated {
            if let Some(mut scope) = self.scopes.pop() {
                self.reserved -= scope.values.len();
                scope.values.clear();
                scope.next.clear();
                self.spare_scopes.push(scope);
            }
            if self.version >= V_LAZY_LOADING && !reader.is_empty() {
                return Err(reader.error("unexpected trailing data in the region section"));
            }
        }
        self.depth -= 1;
        Ok(())
    }

    /// An empty body for the regions of an isolated op, with room for about as many
    /// operations as the region section at `c` (not consumed) could hold.
    fn child_body(&self, isolated: bool, c: &Cursor<'a>) -> Body {
        if !isolated || self.version < V_LAZY_LOADING {
            return Body::new();
        }
        let mut peek = *c;
        match peek.section_header() {
            Ok((Section::Ir, data)) => Body::with_capacity(self.density.estimate(data.remaining())),
            _ => Body::new(),
        }
    }

    fn read_region(
        &mut self,
        body: &mut Body,
        region: RegionId,
        c: &mut Cursor<'a>,
        level: u32,
    ) -> Result<()> {
        let num_blocks = c.count(c.remaining() as u64, "block count")?;
        if num_blocks == 0 {
            return Ok(());
        }
        let num_values = c.count(c.remaining() as u64, "value count")?;
        self.reserved += num_values;
        if self.reserved > self.limit {
            return Err(c.error("value count is larger than the data"));
        }
        let scope = self.scopes.last_mut().expect("a value scope");
        scope.next.push(scope.values.len());
        scope.values.resize(scope.values.len() + num_values, EMPTY);
        let blocks: SmallVec<[BlockId; 4]> = (0..num_blocks)
            .map(|_| {
                let b = body.new_block();
                body.append_block(region, b);
                b
            })
            .collect();
        for &b in &blocks {
            let (num_ops, has_args) = c.varint_with_flag()?;
            if has_args {
                self.read_block_args(body, b, c, level)?;
            }
            if num_ops > c.remaining() as u64 {
                return Err(c.error("operation count is larger than the data"));
            }
            for _ in 0..num_ops {
                self.read_op(body, b, c, level, &blocks)?;
            }
        }
        let scope = self.scopes.last_mut().expect("a value scope");
        scope.next.pop();
        let keep = scope.values.len() - num_values;
        if scope.values[keep..].iter().any(|s| s.forward) {
            return Err(c.error("not all forward unresolved forward operand references"));
        }
        scope.values.truncate(keep);
        self.reserved -= num_values;
        Ok(())
    }

    fn read_block_args(
        &mut self,
        body: &mut Body,
        block: BlockId,
        c: &mut Cursor<'a>,
        level: u32,
    ) -> Result<()> {
        let n = c.count(c.remaining() as u64, "block argument count")?;
        let unknown = self.ctx.unknown_loc();
        let mut args = Vec::with_capacity(n);
        for _ in 0..n {
            let (ty, loc) = if self.version >= V_ELIDE_UNKNOWN_BLOCK_ARG_LOC {
                let at = *c;
                let (i, has_loc) = c.varint_with_flag()?;
                let ty = self.ty(i, &at)?;
                let loc = if has_loc {
                    self.location_ref(c)?
                } else {
                    unknown
                };
                (ty, loc)
            } else {
                let ty = self.type_ref(c)?;
                (ty, self.location_ref(c)?)
            };
            args.push(body.add_block_arg(block, ty, loc));
        }
        self.define(body, args.iter().copied(), c, level)?;
        if self.version >= V_USE_LIST_ORDERING {
            let has_orders = c.byte()?;
            if has_orders != 0 {
                skip_use_list_orders(c, n as u64)?;
            }
        }
        Ok(())
    }

    fn operand(&mut self, body: &mut Body, c: &mut Cursor<'a>, level: u32) -> Result<ValueId> {
        let at = *c;
        let i = c.varint()?;
        let scope = self.scopes.last_mut().expect("a value scope");
        let Some(slot) = scope.values.get_mut(i as usize) else {
            return Err(at.error(format!("invalid value index: {i}")));
        };
        if slot.value == u32::MAX {
            let v = body.new_detached_value(self.ctx.none_type());
            *slot = Slot {
                value: v.0,
                level,
                forward: true,
            };
            self.forward_refs += 1;
        } else if slot.level != level {
            return Err(at.error(format!(
                "value {i} is used across an isolated-from-above boundary"
            )));
        }
        Ok(ValueId(slot.value))
    }

    fn define(
        &mut self,
        body: &mut Body,
        values: impl ExactSizeIterator<Item = ValueId>,
        c: &Cursor<'a>,
        level: u32,
    ) -> Result<()> {
        let scope = self.scopes.last_mut().expect("a value scope");
        let Some(next) = scope.next.last_mut() else {
            // Values of the top-level block are not referenced.
            return Ok(());
        };
        let end = *next + values.len();
        if end > scope.values.len() {
            return Err(c.error(format!(
                "value index range was outside of the expected range for the parent region, got [{}, {end}), but the maximum index was {}",
                *next,
                scope.values.len() as i64 - 1
            )));
        }
        for (k, v) in values.enumerate() {
            let slot = &mut scope.values[*next + k];
            if slot.forward {
                if slot.level != level {
                    return Err(c.error("value is used across an isolated-from-above boundary"));
                }
                body.replace_all_uses(ValueId(slot.value), v);
                self.forward_refs -= 1;
            } else if slot.value != u32::MAX {
                return Err(c.error("value defined twice"));
            }
            *slot = Slot {
                value: v.0,
                level,
                forward: false,
            };
        }
        *next = end;
        Ok(())
    }
}

enum Parsed {
    Attr(Attribute),
    Type(Type),
}

fn read_blob<'a>(c: &mut Cursor<'a>) -> Result<(u64, &'a [u8])> {
    let alignment = c.varint()?;
    let size = c.varint()?;
    c.align_to(alignment)?;
    Ok((alignment, c.bytes(size)?))
}

fn quote(s: &[u8]) -> String {
    let mut out = String::from("\"");
    for &b in s {
        match b {
            b'"' => out.push_str("\\\""),
            b'\\' => out.push_str("\\\\"),
            0x20..=0x7e => out.push(b as char),
            _ => out.push_str(&format!("\\{b:02X}")),
        }
    }
    out.push('"');
    out
}

fn skip_use_list_orders(c: &mut Cursor<'_>, range: u64) -> Result<()> {
    let count = if range > 1 { c.varint()? } else { 1 };
    if count > c.remaining() as u64 {
        return Err(c.error("use-list order count is larger than the data"));
    }
    for _ in 0..count {
        if range > 1 {
            let i = c.varint()?;
            if i >= range {
                return Err(c.error(format!("invalid use-list result index {i}")));
            }
        }
        let (n, _) = c.varint_with_flag()?;
        if n > c.remaining() as u64 {
            return Err(c.error("use-list order is larger than the data"));
        }
        for _ in 0..n {
            c.varint()?;
        }
    }
    Ok(())
}

fn split_inherent(
    ctx: &Context,
    inherent: &[&str],
    attributes: Attribute,
) -> (Option<Attribute>, Attribute) {
    let entries = ctx.dictionary_entries(attributes);
    if !entries
        .iter()
        .any(|e| inherent.contains(&ctx.ident_str(e.name)))
    {
        return (None, attributes);
    }
    let (props, rest): (Vec<_>, Vec<_>) = entries
        .iter()
        .partition(|e| inherent.contains(&ctx.ident_str(e.name)));
    (Some(ctx.dictionary_attr(props)), ctx.dictionary_attr(rest))
}

/// The [`DialectReader`] over one attribute, type or properties entry.
struct EntryReader<'r, 'a> {
    r: &'r mut Reader<'a>,
    c: Cursor<'a>,
}

impl DialectReader for EntryReader<'_, '_> {
    fn ctx(&self) -> &Context {
        self.r.ctx
    }
    fn version(&self) -> u64 {
        self.r.version
    }
    fn error(&self, message: String) -> Error {
        self.c.error(message)
    }
    fn remaining(&self) -> usize {
        self.c.remaining()
    }
    fn attribute(&mut self) -> Result<Attribute> {
        let at = self.c;
        let i = self.c.varint()?;
        self.r.attr(i, &at)
    }
    fn optional_attribute(&mut self) -> Result<Option<Attribute>> {
        let at = self.c;
        let (i, present) = self.c.varint_with_flag()?;
        if !present {
            return Ok(None);
        }
        self.r.attr(i, &at).map(Some)
    }
    fn type_(&mut self) -> Result<Type> {
        let at = self.c;
        let i = self.c.varint()?;
        self.r.ty(i, &at)
    }
    fn varint(&mut self) -> Result<u64> {
        self.c.varint()
    }
    fn signed_varint(&mut self) -> Result<i64> {
        self.c.signed_varint()
    }
    fn apint(&mut self, width: u32) -> Result<strata_ir::apint::ApInt> {
        use strata_ir::apint::ApInt;
        if width <= 8 {
            return Ok(ApInt::from_u64(width, u64::from(self.c.byte()?)));
        }
        if width <= 64 {
            return Ok(ApInt::from_u64(width, self.c.signed_varint()? as u64));
        }
        let n = self.c.varint()?;
        if n > u64::from(width.div_ceil(64)) || n > self.c.remaining() as u64 {
            return Err(self.c.error("integer has more words than its width allows"));
        }
        let mut words = Vec::with_capacity(n as usize);
        for _ in 0..n {
            words.push(self.c.signed_varint()? as u64);
        }
        Ok(ApInt::from_words(width, &words))
    }
    fn string(&mut self) -> Result<Vec<u8>> {
        let i = self.c.varint()?;
        self.r.string(&self.c, i).map(|s| s.to_vec())
    }
    fn blob(&mut self) -> Result<Vec<u8>> {
        let n = self.c.varint()?;
        self.c.bytes(n).map(|b| b.to_vec())
    }
    fn bool(&mut self) -> Result<bool> {
        Ok(self.c.byte()? != 0)
    }
    fn resource_handle(&mut self) -> Result<Identifier> {
        let at = self.c;
        let i = self.c.varint()?;
        self.r
            .resources
            .get(i as usize)
            .copied()
            .ok_or_else(|| at.error(format!("invalid resource handle index: {i}")))
    }
}
