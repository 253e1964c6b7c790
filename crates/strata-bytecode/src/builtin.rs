//! The builtin dialect's bytecode encoding of attributes, locations and types: a varint
//! code naming the kind, then its parameters, in the order and with the codes upstream's
//! builtin dialect uses. Kinds without a code (affine maps, integer sets, strided layouts,
//! the small float formats, ...) fall back to their textual form.

use strata_ir::apint::ApInt;
use strata_ir::attributes::DenseData;
use strata_ir::float::FloatKind;
use strata_ir::types::{MAX_INTEGER_WIDTH, Signedness};
use strata_ir::{AttrData, Attribute, Context, Identifier, NamedAttribute, Type, TypeData};

use crate::dialect::{DialectEncoding, DialectReader, DialectWriter, read_list};
use crate::encoding::{Cursor, Error};

/// The builtin dialect's encoding.
pub fn encoding() -> DialectEncoding {
    DialectEncoding {
        read_attribute: Some(read_attribute),
        read_type: Some(read_type),
        write_attribute: Some(write_attribute),
        write_type: Some(write_type),
        // MLIR 22's builtin dialect has no versions.
        read_version: None,
        write_version: None,
    }
}

mod attr_code {
    pub const ARRAY: u64 = 0;
    pub const DICTIONARY: u64 = 1;
    pub const STRING: u64 = 2;
    pub const STRING_WITH_TYPE: u64 = 3;
    pub const FLAT_SYMBOL_REF: u64 = 4;
    pub const SYMBOL_REF: u64 = 5;
    pub const TYPE: u64 = 6;
    pub const UNIT: u64 = 7;
    pub const INTEGER: u64 = 8;
    pub const FLOAT: u64 = 9;
    pub const CALL_SITE_LOC: u64 = 10;
    pub const FILE_LINE_COL_LOC: u64 = 11;
    pub const FUSED_LOC: u64 = 12;
    pub const FUSED_LOC_WITH_METADATA: u64 = 13;
    pub const NAME_LOC: u64 = 14;
    pub const UNKNOWN_LOC: u64 = 15;
    pub const DENSE_RESOURCE: u64 = 16;
    pub const DENSE_ARRAY: u64 = 17;
    pub const DENSE_INT_OR_FP: u64 = 18;
    pub const DENSE_STRING: u64 = 19;
    pub const SPARSE: u64 = 20;
    pub const DISTINCT: u64 = 21;
    pub const FILE_LINE_COL_RANGE: u64 = 22;
}

mod type_code {
    pub const INTEGER: u64 = 0;
    pub const INDEX: u64 = 1;
    pub const FUNCTION: u64 = 2;
    pub const BF16: u64 = 3;
    pub const F16: u64 = 4;
    pub const F32: u64 = 5;
    pub const F64: u64 = 6;
    pub const F80: u64 = 7;
    pub const F128: u64 = 8;
    pub const COMPLEX: u64 = 9;
    pub const MEMREF: u64 = 10;
    pub const MEMREF_WITH_SPACE: u64 = 11;
    pub const NONE: u64 = 12;
    pub const RANKED_TENSOR: u64 = 13;
    pub const RANKED_TENSOR_WITH_ENCODING: u64 = 14;
    pub const TUPLE: u64 = 15;
    pub const UNRANKED_MEMREF: u64 = 16;
    pub const UNRANKED_MEMREF_WITH_SPACE: u64 = 17;
    pub const UNRANKED_TENSOR: u64 = 18;
    pub const VECTOR: u64 = 19;
    pub const VECTOR_SCALABLE: u64 = 20;
}

// ---------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------

fn ident_of_string_attr(r: &mut dyn DialectReader) -> Result<Identifier, Error> {
    let a = r.attribute()?;
    let ctx = r.ctx();
    match ctx.attr_data(a) {
        AttrData::String { value, .. } => Ok(ctx.ident_bytes(value)),
        _ => Err(r.error("expected a string attribute".into())),
    }
}

/// The parts of a builtin `file:line:col` location entry at `data` (which may go on past
/// the entry; the caller checks the entry's length against what was read): the index of
/// its file-name attribute, the line and the column. `None` for any other entry, and for
/// one that does not read cleanly (the general path reports what is wrong).
pub(crate) fn plain_file_line_col(data: &mut Cursor<'_>) -> Option<(u64, u32, u32)> {
    if data.varint().ok()? != attr_code::FILE_LINE_COL_LOC {
        return None;
    }
    let file = data.varint().ok()?;
    let line = u32::try_from(data.varint().ok()?).ok()?;
    let col = u32::try_from(data.varint().ok()?).ok()?;
    Some((file, line, col))
}

fn location(r: &mut dyn DialectReader) -> Result<Attribute, Error> {
    let a = r.attribute()?;
    if r.ctx().attr_data(a).is_location() {
        Ok(a)
    } else {
        Err(r.error("expected a location attribute".into()))
    }
}

fn shaped_type(r: &mut dyn DialectReader) -> Result<(Type, u64, Type), Error> {
    let ty = r.type_()?;
    let ctx = r.ctx();
    let data = ctx.type_data(ty);
    let (Some(_), Some(elem)) = (data.shape(), data.element_type()) else {
        return Err(r.error("expected a statically shaped type".into()));
    };
    let Some(n) = ctx.num_elements(ty) else {
        return Err(r.error("expected a statically shaped type".into()));
    };
    Ok((ty, n, elem))
}

fn signed_list(r: &mut dyn DialectReader) -> Result<Vec<i64>, Error> {
    read_list(r, |r| r.signed_varint())
}

/// Reads a builtin attribute.
pub fn read_attribute(r: &mut dyn DialectReader) -> Result<Attribute, Error> {
    use attr_code::*;
    let code = r.varint()?;
    let ctx_none = r.ctx().none_type();
    let data = match code {
        ARRAY => AttrData::Array(read_list(r, |r| r.attribute())?.into()),
        DICTIONARY => {
            let entries = read_list(r, |r| {
                let name = ident_of_string_attr(r)?;
                let value = r.attribute()?;
                Ok(NamedAttribute { name, value })
            })?;
            return Ok(r.ctx().dictionary_attr(entries));
        }
        STRING => AttrData::String {
            value: r.string()?.into(),
            ty: ctx_none,
        },
        STRING_WITH_TYPE => {
            let value = r.string()?.into();
            AttrData::String {
                value,
                ty: r.type_()?,
            }
        }
        FLAT_SYMBOL_REF => AttrData::SymbolRef {
            root: ident_of_string_attr(r)?,
            nested: Box::new([]),
        },
        SYMBOL_REF => {
            let root = ident_of_string_attr(r)?;
            let nested = read_list(r, |r| {
                let a = r.attribute()?;
                match r.ctx().attr_data(a) {
                    AttrData::SymbolRef { root, nested } if nested.is_empty() => Ok(*root),
                    _ => Err(r.error("expected a flat symbol reference".into())),
                }
            })?;
            AttrData::SymbolRef {
                root,
                nested: nested.into(),
            }
        }
        TYPE => AttrData::Type(r.type_()?),
        UNIT => AttrData::Unit,
        INTEGER => {
            let ty = r.type_()?;
            let width = match r.ctx().type_data(ty) {
                TypeData::Integer { width, .. } => *width,
                TypeData::Index => 64,
                _ => return Err(r.error("expected integer or index type for IntegerAttr".into())),
            };
            AttrData::Integer {
                ty,
                value: r.apint(width)?,
            }
        }
        FLOAT => {
            let ty = r.type_()?;
            let Some(kind) = r.ctx().float_kind(ty) else {
                return Err(r.error("expected a float type for FloatAttr".into()));
            };
            let v = r.apint(kind.bit_width())?;
            let bits = v.to_u128_checked().unwrap_or(0);
            AttrData::Float { ty, bits }
        }
        CALL_SITE_LOC => {
            let callee = location(r)?;
            AttrData::CallSiteLoc {
                callee,
                caller: location(r)?,
            }
        }
        FILE_LINE_COL_LOC => {
            let file = ident_of_string_attr(r)?;
            let line = varint_u32(r)?;
            let col = varint_u32(r)?;
            AttrData::FileLineColLoc {
                file,
                line,
                col,
                end_line: line,
                end_col: col,
                fields: 2,
            }
        }
        FILE_LINE_COL_RANGE => {
            let file = ident_of_string_attr(r)?;
            let n = r.varint()?;
            if n > 4 {
                return Err(r.error(format!("invalid file range with {n} numbers")));
            }
            let mut v = [0u32; 4];
            for x in v.iter_mut().take(n as usize) {
                *x = varint_u32(r)?;
            }
            let (line, col, end_line, end_col) = match n {
                0 => (0, 0, 0, 0),
                1 => (v[0], 0, v[0], 0),
                2 => (v[0], v[1], v[0], v[1]),
                3 => (v[0], v[1], v[0], v[2]),
                _ => (v[0], v[1], v[2], v[3]),
            };
            AttrData::FileLineColLoc {
                file,
                line,
                col,
                end_line,
                end_col,
                // Upstream builds `file:line:col` (a `FileLineColLoc`) from two numbers.
                fields: match n {
                    1 => 1,
                    2 => 2,
                    3 => 3,
                    _ => 4,
                },
            }
        }
        FUSED_LOC | FUSED_LOC_WITH_METADATA => {
            let locations = read_list(r, location)?;
            let metadata = if code == FUSED_LOC_WITH_METADATA {
                Some(r.attribute()?)
            } else {
                None
            };
            let ctx = r.ctx();
            let locs: Vec<_> = locations
                .into_iter()
                .map(|a| strata_ir::Location::from_attr(ctx, a))
                .collect();
            return Ok(ctx.fused_loc(&locs, metadata).attr(ctx));
        }
        NAME_LOC => {
            let name = ident_of_string_attr(r)?;
            let child = location(r)?;
            let child = match r.ctx().attr_data(child) {
                AttrData::UnknownLoc => None,
                _ => Some(child),
            };
            AttrData::NameLoc { name, child }
        }
        UNKNOWN_LOC => AttrData::UnknownLoc,
        DENSE_RESOURCE => {
            let (ty, _, _) = shaped_type(r)?;
            AttrData::DenseResource {
                ty,
                handle: r.resource_handle()?,
            }
        }
        DENSE_ARRAY => {
            let element = r.type_()?;
            let len = r.varint()?;
            let raw = r.blob()?;
            let Some(bytes) = r.ctx().dense_element_bytes(element) else {
                return Err(r.error("invalid element type of a dense array".into()));
            };
            if (bytes as u64).checked_mul(len) != Some(raw.len() as u64) {
                return Err(r.error("dense array size does not match its data".into()));
            }
            AttrData::DenseArray {
                element,
                len: len as usize,
                raw: raw.into(),
            }
        }
        DENSE_INT_OR_FP => {
            let (ty, n, elem) = shaped_type(r)?;
            let raw = r.blob()?;
            let ctx = r.ctx();
            let Some(bytes) = ctx.dense_element_bytes(elem) else {
                return Err(r.error("invalid element type of a dense elements attribute".into()));
            };
            let raw = if is_i1(ctx, elem) {
                unpack_bools(&raw, n)
            } else {
                raw
            };
            let splat = raw.len() == bytes;
            if !splat && (bytes as u64).checked_mul(n) != Some(raw.len() as u64) {
                return Err(r.error("dense elements size does not match their type".into()));
            }
            AttrData::DenseElements {
                ty,
                data: DenseData::Numeric {
                    splat,
                    raw: raw.into(),
                },
            }
        }
        DENSE_STRING => {
            let (ty, n, _) = shaped_type(r)?;
            let splat = r.varint()? != 0;
            let count = if splat { 1 } else { n };
            if count > r.remaining() as u64 {
                return Err(r.error("dense string count is larger than the data".into()));
            }
            let mut values = Vec::with_capacity(count as usize);
            for _ in 0..count {
                values.push(r.string()?.into_boxed_slice());
            }
            AttrData::DenseElements {
                ty,
                data: DenseData::Strings {
                    splat,
                    values: values.into(),
                },
            }
        }
        SPARSE => {
            let (ty, _, _) = shaped_type(r)?;
            let indices = r.attribute()?;
            let values = r.attribute()?;
            AttrData::Sparse {
                ty,
                indices,
                values,
            }
        }
        DISTINCT => {
            let referenced = r.attribute()?;
            AttrData::Distinct {
                id: r.ctx().fresh_distinct_id(),
                referenced,
            }
        }
        _ => return Err(r.error(format!("unknown builtin attribute code {code}"))),
    };
    // Each op's own location is usually new: skip the cache of frequently interned values.
    if matches!(data, AttrData::FileLineColLoc { .. }) {
        return Ok(r.ctx().intern_fresh_attr(data));
    }
    Ok(r.ctx().intern_attr(data))
}

fn is_i1(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_data(ty), TypeData::Integer { width: 1, .. })
}

/// `i1` dense payloads are bit-packed in bytecode (a splat is one byte, `0xFF` or `0`).
fn unpack_bools(blob: &[u8], n: u64) -> Vec<u8> {
    if blob.len() == 1 && (blob[0] == 0xFF || (n != 1 && blob[0] == 0)) {
        return vec![u8::from(blob[0] != 0)];
    }
    let packed = n.div_ceil(8);
    if blob.len() as u64 == packed && blob.len() as u64 != n {
        return (0..n)
            .map(|i| (blob[(i / 8) as usize] >> (i % 8)) & 1)
            .collect();
    }
    blob.to_vec()
}

fn pack_bools(raw: &[u8], splat: bool, n: u64) -> Vec<u8> {
    if splat {
        return vec![if raw.first().copied().unwrap_or(0) != 0 {
            0xFF
        } else {
            0
        }];
    }
    let mut out = vec![0u8; n.div_ceil(8) as usize];
    for (i, &b) in raw.iter().enumerate() {
        if b != 0 {
            out[i / 8] |= 1 << (i % 8);
        }
    }
    out
}

fn varint_u32(r: &mut dyn DialectReader) -> Result<u32, Error> {
    let v = r.varint()?;
    u32::try_from(v).map_err(|_| r.error(format!("value {v} is out of range")))
}

/// Reads a builtin type.
pub fn read_type(r: &mut dyn DialectReader) -> Result<Type, Error> {
    use type_code::*;
    let code = r.varint()?;
    let float = |k| TypeData::Float(k);
    let data = match code {
        INTEGER => {
            let v = r.varint()?;
            let width = v >> 2;
            if width > u64::from(MAX_INTEGER_WIDTH) {
                return Err(r.error(format!("integer bitwidth {width} is too large")));
            }
            let signedness = match v & 3 {
                0 => Signedness::Signless,
                1 => Signedness::Signed,
                2 => Signedness::Unsigned,
                _ => return Err(r.error("invalid integer signedness".into())),
            };
            TypeData::Integer {
                width: width as u32,
                signedness,
            }
        }
        INDEX => TypeData::Index,
        FUNCTION => {
            let inputs = read_list(r, |r| r.type_())?;
            let results = read_list(r, |r| r.type_())?;
            TypeData::Function {
                inputs: inputs.into(),
                results: results.into(),
            }
        }
        BF16 => float(FloatKind::BF16),
        F16 => float(FloatKind::F16),
        F32 => float(FloatKind::F32),
        F64 => float(FloatKind::F64),
        F80 => float(FloatKind::F80),
        F128 => float(FloatKind::F128),
        COMPLEX => TypeData::Complex(r.type_()?),
        MEMREF | MEMREF_WITH_SPACE => {
            let memory_space = if code == MEMREF_WITH_SPACE {
                Some(r.attribute()?)
            } else {
                None
            };
            let shape = signed_list(r)?;
            let element = r.type_()?;
            let layout = r.attribute()?;
            let ctx = r.ctx();
            let layout = match ctx.attr_data(layout) {
                AttrData::AffineMap(m)
                    if ctx.affine().is_identity(*m)
                        && ctx.affine().num_inputs(*m) as usize == shape.len() =>
                {
                    None
                }
                _ => Some(layout),
            };
            TypeData::MemRef {
                shape: shape.into(),
                element,
                layout,
                memory_space,
            }
        }
        NONE => TypeData::None,
        RANKED_TENSOR | RANKED_TENSOR_WITH_ENCODING => {
            let encoding = if code == RANKED_TENSOR_WITH_ENCODING {
                Some(r.attribute()?)
            } else {
                None
            };
            let shape = signed_list(r)?;
            TypeData::RankedTensor {
                shape: shape.into(),
                element: r.type_()?,
                encoding,
            }
        }
        TUPLE => TypeData::Tuple(read_list(r, |r| r.type_())?.into()),
        UNRANKED_MEMREF => TypeData::UnrankedMemRef {
            element: r.type_()?,
            memory_space: None,
        },
        UNRANKED_MEMREF_WITH_SPACE => {
            let memory_space = Some(r.attribute()?);
            TypeData::UnrankedMemRef {
                element: r.type_()?,
                memory_space,
            }
        }
        UNRANKED_TENSOR => TypeData::UnrankedTensor {
            element: r.type_()?,
        },
        VECTOR => {
            let shape = signed_list(r)?;
            let scalable = vec![false; shape.len()];
            TypeData::Vector {
                shape: shape.into(),
                scalable: scalable.into(),
                element: r.type_()?,
            }
        }
        VECTOR_SCALABLE => {
            let scalable = read_list(r, |r| r.bool())?;
            let shape = signed_list(r)?;
            if scalable.len() != shape.len() {
                return Err(r.error("scalable flags do not match the vector shape".into()));
            }
            TypeData::Vector {
                shape: shape.into(),
                scalable: scalable.into(),
                element: r.type_()?,
            }
        }
        _ => return Err(r.error(format!("unknown builtin type code {code}"))),
    };
    Ok(r.ctx().intern_type(data))
}

// ---------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------

fn string_attr(ctx: &Context, s: &[u8]) -> Attribute {
    ctx.string_attr(s)
}

/// The identity layout MLIR gives a memref without an explicit one.
pub(crate) fn identity_layout(ctx: &Context, rank: usize) -> Attribute {
    ctx.intern_attr(AttrData::AffineMap(ctx.affine().identity_map(rank as u32)))
}

/// Writes a builtin attribute; `false` for kinds written as text.
pub fn write_attribute(ctx: &Context, attr: Attribute, w: &mut dyn DialectWriter) -> bool {
    use attr_code::*;
    match ctx.attr_data(attr) {
        AttrData::Array(elems) => {
            w.varint(ARRAY);
            w.varint(elems.len() as u64);
            for &e in elems.iter() {
                w.attribute(e);
            }
        }
        AttrData::Dictionary(entries) => {
            w.varint(DICTIONARY);
            w.varint(entries.len() as u64);
            for e in entries.iter() {
                w.attribute(string_attr(ctx, ctx.ident_bytes_of(e.name)));
                w.attribute(e.value);
            }
        }
        AttrData::String { value, ty } => {
            if *ty == ctx.none_type() {
                w.varint(STRING);
                w.string(value);
            } else {
                w.varint(STRING_WITH_TYPE);
                w.string(value);
                w.type_(*ty);
            }
        }
        AttrData::SymbolRef { root, nested } => {
            let root_attr = string_attr(ctx, ctx.ident_bytes_of(*root));
            if nested.is_empty() {
                w.varint(FLAT_SYMBOL_REF);
                w.attribute(root_attr);
            } else {
                w.varint(SYMBOL_REF);
                w.attribute(root_attr);
                w.varint(nested.len() as u64);
                for &n in nested.iter() {
                    w.attribute(ctx.intern_attr(AttrData::SymbolRef {
                        root: n,
                        nested: Box::new([]),
                    }));
                }
            }
        }
        AttrData::Type(t) => {
            w.varint(TYPE);
            w.type_(*t);
        }
        AttrData::Unit => w.varint(UNIT),
        AttrData::Integer { ty, value } => {
            w.varint(INTEGER);
            w.type_(*ty);
            w.apint(value);
        }
        AttrData::Float { ty, bits } => {
            let Some(kind) = ctx.float_kind(*ty) else {
                return false;
            };
            w.varint(FLOAT);
            w.type_(*ty);
            // A sign on a format without one (`-1.0 : f8E8M0FNU`, which the text parsers
            // accept) lands in the format's top bit, as upstream's bit cast puts it: or-ed
            // into the exponent (-1.0 becomes 0xFF, NaN; -0.25 becomes 2^126).
            let width = kind.bit_width();
            let bits = if width < 128 && *bits >> width != 0 {
                (*bits & ((1u128 << width) - 1)) | (1u128 << (width - 1))
            } else {
                *bits
            };
            w.apint(&ApInt::from_u128(width, bits));
        }
        AttrData::CallSiteLoc { callee, caller } => {
            w.varint(CALL_SITE_LOC);
            w.attribute(*callee);
            w.attribute(*caller);
        }
        AttrData::FileLineColLoc {
            file,
            line,
            col,
            end_line,
            end_col,
            fields,
        } => {
            let file = string_attr(ctx, ctx.ident_bytes_of(*file));
            // `file:line:col` is a `FileLineColLoc`; other spellings are ranges, whose
            // numbers upstream writes according to their values.
            if *fields == 2 {
                w.varint(FILE_LINE_COL_LOC);
                w.attribute(file);
                w.varint(u64::from(*line));
                w.varint(u64::from(*col));
            } else {
                w.varint(FILE_LINE_COL_RANGE);
                w.attribute(file);
                let (l, c, el, ec) = (*line, *col, *end_line, *end_col);
                let nums: &[u32] = if l == 0 && c == 0 && el == 0 && ec == 0 {
                    &[]
                } else if c == 0 && l == el {
                    &[l]
                } else if ec == c && l == el {
                    &[l, c]
                } else if l == el {
                    &[l, c, ec]
                } else {
                    &[l, c, el, ec]
                };
                w.varint(nums.len() as u64);
                for &n in nums {
                    w.varint(u64::from(n));
                }
            }
        }
        AttrData::FusedLoc {
            locations,
            metadata,
        } => {
            w.varint(if metadata.is_some() {
                FUSED_LOC_WITH_METADATA
            } else {
                FUSED_LOC
            });
            w.varint(locations.len() as u64);
            for &l in locations.iter() {
                w.attribute(l);
            }
            if let Some(m) = metadata {
                w.attribute(*m);
            }
        }
        AttrData::NameLoc { name, child } => {
            w.varint(NAME_LOC);
            w.attribute(string_attr(ctx, ctx.ident_bytes_of(*name)));
            w.attribute(child.unwrap_or(ctx.unknown_loc().attr(ctx)));
        }
        AttrData::UnknownLoc => w.varint(UNKNOWN_LOC),
        AttrData::DenseResource { ty, handle } => {
            w.varint(DENSE_RESOURCE);
            w.type_(*ty);
            w.resource_handle("builtin", *handle);
        }
        AttrData::DenseArray { element, len, raw } => {
            w.varint(DENSE_ARRAY);
            w.type_(*element);
            w.varint(*len as u64);
            w.blob(raw);
        }
        AttrData::DenseElements { ty, data } => match data {
            DenseData::Numeric { splat, raw } => {
                w.varint(DENSE_INT_OR_FP);
                w.type_(*ty);
                let elem = ctx.type_data(*ty).element_type();
                if elem.is_some_and(|e| is_i1(ctx, e)) {
                    let n = ctx.num_elements(*ty).unwrap_or(0);
                    w.blob(&pack_bools(raw, *splat, n));
                } else {
                    w.blob(raw);
                }
            }
            DenseData::Strings { splat, values } => {
                w.varint(DENSE_STRING);
                w.type_(*ty);
                w.varint(u64::from(*splat));
                for v in values.iter() {
                    w.string(v);
                }
            }
        },
        AttrData::Sparse {
            ty,
            indices,
            values,
        } => {
            w.varint(SPARSE);
            w.type_(*ty);
            w.attribute(*indices);
            w.attribute(*values);
        }
        AttrData::Distinct { referenced, .. } => {
            w.varint(DISTINCT);
            w.attribute(*referenced);
        }
        AttrData::AffineMap(_)
        | AttrData::IntegerSet(_)
        | AttrData::Strided { .. }
        | AttrData::Opaque { .. } => return false,
    }
    true
}

/// Writes a builtin type; `false` for kinds written as text.
pub fn write_type(ctx: &Context, ty: Type, w: &mut dyn DialectWriter) -> bool {
    use type_code::*;
    let shape = |w: &mut dyn DialectWriter, s: &[i64]| {
        w.varint(s.len() as u64);
        for &d in s {
            w.signed_varint(d);
        }
    };
    match ctx.type_data(ty) {
        TypeData::Integer { width, signedness } => {
            w.varint(INTEGER);
            let s = match signedness {
                Signedness::Signless => 0,
                Signedness::Signed => 1,
                Signedness::Unsigned => 2,
            };
            w.varint((u64::from(*width) << 2) | s);
        }
        TypeData::Index => w.varint(INDEX),
        TypeData::Float(k) => {
            let code = match k {
                FloatKind::BF16 => BF16,
                FloatKind::F16 => F16,
                FloatKind::F32 => F32,
                FloatKind::F64 => F64,
                FloatKind::F80 => F80,
                FloatKind::F128 => F128,
                _ => return false,
            };
            w.varint(code);
        }
        TypeData::None => w.varint(NONE),
        TypeData::Complex(e) => {
            w.varint(COMPLEX);
            w.type_(*e);
        }
        TypeData::Function { inputs, results } => {
            w.varint(FUNCTION);
            w.varint(inputs.len() as u64);
            for &t in inputs.iter() {
                w.type_(t);
            }
            w.varint(results.len() as u64);
            for &t in results.iter() {
                w.type_(t);
            }
        }
        TypeData::Tuple(elems) => {
            w.varint(TUPLE);
            w.varint(elems.len() as u64);
            for &t in elems.iter() {
                w.type_(t);
            }
        }
        TypeData::Vector {
            shape: s,
            scalable,
            element,
        } => {
            if scalable.iter().any(|&b| b) {
                w.varint(VECTOR_SCALABLE);
                w.varint(scalable.len() as u64);
                for &b in scalable.iter() {
                    w.bool(b);
                }
            } else {
                w.varint(VECTOR);
            }
            shape(w, s);
            w.type_(*element);
        }
        TypeData::RankedTensor {
            shape: s,
            element,
            encoding,
        } => {
            match encoding {
                Some(e) => {
                    w.varint(RANKED_TENSOR_WITH_ENCODING);
                    w.attribute(*e);
                }
                None => w.varint(RANKED_TENSOR),
            }
            shape(w, s);
            w.type_(*element);
        }
        TypeData::UnrankedTensor { element } => {
            w.varint(UNRANKED_TENSOR);
            w.type_(*element);
        }
        TypeData::MemRef {
            shape: s,
            element,
            layout,
            memory_space,
        } => {
            match memory_space {
                Some(m) => {
                    w.varint(MEMREF_WITH_SPACE);
                    w.attribute(*m);
                }
                None => w.varint(MEMREF),
            }
            shape(w, s);
            w.type_(*element);
            w.attribute(layout.unwrap_or_else(|| identity_layout(ctx, s.len())));
        }
        TypeData::UnrankedMemRef {
            element,
            memory_space,
        } => {
            match memory_space {
                Some(m) => {
                    w.varint(UNRANKED_MEMREF_WITH_SPACE);
                    w.attribute(*m);
                }
                None => w.varint(UNRANKED_MEMREF),
            }
            w.type_(*element);
        }
        TypeData::Opaque { .. } => return false,
    }
    true
}
