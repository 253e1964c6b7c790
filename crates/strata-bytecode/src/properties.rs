//! The bytecode encoding of a registered op's properties, as ODS generates it upstream:
//! the attribute properties in name order (required ones as a reference, optional and
//! default-valued ones as an optional reference), then `operandSegmentSizes` and
//! `resultSegmentSizes` (a dense `i32` array attribute before version 6, a sparse array
//! since). Properties that are no attributes upstream (ODS `Property`s such as
//! `UnitProp`) are declared by their op through the [`PropertyEncoding`] interface.

use strata_ir::registry::OpInfo;
use strata_ir::{AttrData, Attribute, Context, NamedAttribute};

use crate::dialect::{DialectReader, DialectWriter};
use crate::encoding::{Error, V_NATIVE_SEGMENT_SIZES};

const OPERAND_SEGMENTS: &str = "operandSegmentSizes";
const RESULT_SEGMENTS: &str = "resultSegmentSizes";

fn is_segments(name: &str) -> bool {
    name == OPERAND_SEGMENTS || name == RESULT_SEGMENTS
}

/// Reads one native property; `None` leaves it out of the op's property dictionary.
pub type ReadNativeFn = fn(&mut dyn DialectReader) -> Result<Option<Attribute>, Error>;
/// Writes one native property from its value in the op's property dictionary (`None`:
/// absent).
pub type WriteNativeFn = fn(&Context, Option<Attribute>, &mut dyn DialectWriter);

/// A property that is no attribute upstream (an ODS `Property` other than the segment
/// sizes), with its bytecode encoding.
#[derive(Clone, Copy)]
pub struct NativeProperty {
    /// The property's name (one of the op's inherent attributes in Strata).
    pub name: &'static str,
    /// Reads its encoding.
    pub read: ReadNativeFn,
    /// Writes its encoding.
    pub write: WriteNativeFn,
}

impl NativeProperty {
    /// A `UnitProp` flag: one byte, set or not. Set reads as a unit attribute, unset as
    /// an `i1` zero.
    pub const fn unit_flag(name: &'static str) -> Self {
        NativeProperty {
            name,
            read: read_unit_flag,
            write: write_unit_flag,
        }
    }
}

impl NativeProperty {
    /// An enum or bit-set property stored as a varint, held in Strata as an `i32`
    /// integer attribute (absent: 0).
    pub const fn i32_varint(name: &'static str) -> Self {
        NativeProperty {
            name,
            read: read_i32_varint,
            write: write_i32_varint,
        }
    }
}

fn read_i32_varint(r: &mut dyn DialectReader) -> Result<Option<Attribute>, Error> {
    let v = r.varint()?;
    if v > u64::from(u32::MAX) {
        return Err(r.error(format!("property value {v} does not fit in 32 bits")));
    }
    let ctx = r.ctx();
    let i32_ty = ctx.integer_type(32, strata_ir::Signedness::Signless);
    Ok(Some(ctx.integer_attr(
        i32_ty,
        strata_ir::apint::ApInt::from_u64(32, v),
    )))
}

fn write_i32_varint(ctx: &Context, value: Option<Attribute>, w: &mut dyn DialectWriter) {
    let v = match value.map(|a| ctx.attr_data(a)) {
        Some(AttrData::Integer { value, .. }) => value.to_u64_checked().unwrap_or(0),
        _ => 0,
    };
    w.varint(v);
}

fn read_unit_flag(r: &mut dyn DialectReader) -> Result<Option<Attribute>, Error> {
    let set = r.bool()?;
    let ctx = r.ctx();
    Ok(Some(if set {
        ctx.unit_attr()
    } else {
        let i1 = ctx.integer_type(1, strata_ir::Signedness::Signless);
        ctx.integer_attr(i1, strata_ir::apint::ApInt::from_u64(1, 0))
    }))
}

fn write_unit_flag(ctx: &Context, value: Option<Attribute>, w: &mut dyn DialectWriter) {
    let set = match value.map(|a| ctx.attr_data(a)) {
        None => false,
        Some(AttrData::Integer { value, .. }) => !value.is_zero(),
        Some(_) => true,
    };
    w.bool(set);
}

/// The open op interface through which an op declares the properties it stores natively
/// (not as attributes), in their encoding order after the attribute properties (MLIR's
/// ODS-generated `readProperties`/`writeProperties`). Ops without it encode every
/// inherent attribute as an attribute property. A dialect in any crate attaches it with
/// [`register_property_encoding`].
#[derive(Clone, Copy, Default)]
pub struct PropertyEncoding {
    /// The native properties, in encoding order.
    pub native: &'static [NativeProperty],
    /// Upstream's attribute properties `(name, optional)` in encoding order (name order,
    /// the segment sizes included), where they differ from the op's inherent attributes:
    /// names the op does not declare are read into (and written from) its discardable
    /// attributes; inherent attributes not listed are not encoded. `None`: the inherent
    /// attributes.
    pub attributes: Option<&'static [(&'static str, bool)]>,
}

/// Declares the property encoding of the registered op `op_name`; false if it is not
/// registered.
pub fn register_property_encoding(
    ctx: &Context,
    op_name: &str,
    encoding: PropertyEncoding,
) -> bool {
    ctx.attach_op_interface(op_name, encoding)
}

fn native_properties(info: &OpInfo) -> &'static [NativeProperty] {
    info.interface::<PropertyEncoding>()
        .map_or(&[], |e| e.native)
}

/// The attribute properties of `info` in encoding order, with whether each is optional.
fn attribute_properties(info: &OpInfo) -> Vec<(&'static str, bool)> {
    if let Some(list) = info
        .interface::<PropertyEncoding>()
        .and_then(|e| e.attributes)
    {
        return list.to_vec();
    }
    info.inherent_attrs
        .iter()
        .map(|&n| (n, info.optional_attrs.contains(&n)))
        .collect()
}

/// Attribute properties upstream has that `info` does not declare: they travel as
/// properties but live among the op's discardable attributes.
pub fn foreign_properties(info: &OpInfo) -> &'static [(&'static str, bool)] {
    info.interface::<PropertyEncoding>()
        .and_then(|e| e.attributes)
        .unwrap_or(&[])
}

/// Whether `name` is a native (non-attribute) property of `info` — a unit flag or a
/// varint-encoded enum such as llvm's `overflowFlags`: mlir-opt 22 leaves those out of
/// the attribute dictionary of bytecode before version 5, set or not (so an old version
/// loses them, in mlir-opt's own round trip too).
pub(crate) fn is_dropped_before_v5(info: &OpInfo, name: &str) -> bool {
    is_native(native_properties(info), name)
}

fn is_native(native: &[NativeProperty], name: &str) -> bool {
    native.iter().any(|p| p.name == name)
}

/// The segment-size properties of `info` with their lengths, in encoding order.
fn segment_properties(info: &OpInfo) -> Vec<(&'static str, u32)> {
    let mut out = Vec::new();
    if info.inherent_attrs.contains(&OPERAND_SEGMENTS) {
        out.push((OPERAND_SEGMENTS, info.operand_groups));
    }
    if info.inherent_attrs.contains(&RESULT_SEGMENTS) {
        out.push((RESULT_SEGMENTS, info.result_groups));
    }
    out
}

/// Whether ops of `info` have properties (an entry in the properties section).
pub fn has_properties(info: &OpInfo) -> bool {
    !info.inherent_attrs.is_empty() || info.interface::<PropertyEncoding>().is_some()
}

/// Reads the properties of an op of kind `info`. Before version 6 the segment sizes are
/// attributes in name order among the others; since, sparse arrays after them.
pub fn read(
    info: &OpInfo,
    r: &mut dyn DialectReader,
    foreign: &mut Vec<NamedAttribute>,
) -> Result<Option<Attribute>, Error> {
    let legacy = r.version() < V_NATIVE_SEGMENT_SIZES;
    let mut entries = Vec::new();
    let segments = segment_properties(info);
    let native = native_properties(info);
    for (name, optional) in attribute_properties(info) {
        if is_native(native, name) || (is_segments(name) && !legacy) {
            continue;
        }
        if !info.inherent_attrs.contains(&name) {
            let value = if optional {
                r.optional_attribute()?
            } else {
                Some(r.attribute()?)
            };
            if let Some(value) = value {
                foreign.push(NamedAttribute {
                    name: r.ctx().ident(name),
                    value,
                });
            }
            continue;
        }
        let value = if is_segments(name) {
            let len = segments.iter().find(|s| s.0 == name).map_or(0, |s| s.1);
            let a = r.attribute()?;
            match r.ctx().attr_data(a) {
                AttrData::DenseArray { len: n, .. } if *n as u32 <= len => Some(a),
                _ => return Err(r.error("size mismatch for operand/result_segment_size".into())),
            }
        } else if optional {
            r.optional_attribute()?
        } else {
            Some(r.attribute()?)
        };
        if let Some(value) = value {
            entries.push(NamedAttribute {
                name: r.ctx().ident(name),
                value,
            });
        }
    }
    for p in native {
        if let Some(value) = (p.read)(r)? {
            entries.push(NamedAttribute {
                name: r.ctx().ident(p.name),
                value,
            });
        }
    }
    if !legacy {
        for (name, len) in segments {
            let values = read_sparse_array(r, len as usize)?;
            entries.push(NamedAttribute {
                name: r.ctx().ident(name),
                value: i32_array(r.ctx(), &values),
            });
        }
    }
    if entries.is_empty() {
        return Ok(None);
    }
    Ok(Some(r.ctx().dictionary_attr(entries)))
}

/// Writes the properties `props` of an op of kind `info`; `Err` names a missing required
/// property.
pub fn write(
    ctx: &Context,
    info: &OpInfo,
    props: Option<Attribute>,
    attributes: Attribute,
    w: &mut dyn DialectWriter,
) -> Result<(), String> {
    let entries = props.map(|p| ctx.dictionary_entries(p)).unwrap_or(&[]);
    let discardable = ctx.dictionary_entries(attributes);
    let get = |name: &str| {
        let from = if info.inherent_attrs.contains(&name) {
            entries
        } else {
            discardable
        };
        from.iter()
            .find(|e| ctx.ident_str(e.name) == name)
            .map(|e| e.value)
    };
    let legacy = w.version() < V_NATIVE_SEGMENT_SIZES;
    let segments = segment_properties(info);
    let segment_values = |name: &str, len: u32| {
        let values = get(name).map(|v| i32_values(ctx, v)).unwrap_or_default();
        let mut storage = vec![0i32; len as usize];
        for (d, s) in storage.iter_mut().zip(&values) {
            *d = *s;
        }
        storage
    };
    let native = native_properties(info);
    for (name, optional) in attribute_properties(info) {
        if is_native(native, name) || (is_segments(name) && !legacy) {
            continue;
        }
        let value = get(name);
        if is_segments(name) {
            let len = segments.iter().find(|s| s.0 == name).map_or(0, |s| s.1);
            w.attribute(i32_array(ctx, &segment_values(name, len)));
        } else if optional {
            w.optional_attribute(value);
        } else {
            match value {
                Some(v) => w.attribute(v),
                None => {
                    return Err(format!(
                        "'{}' op requires attribute '{name}' to be written as bytecode",
                        info.name
                    ));
                }
            }
        }
    }
    for p in native {
        (p.write)(ctx, get(p.name), w);
    }
    if !legacy {
        for (name, len) in segments {
            write_sparse_array(w, &segment_values(name, len));
        }
    }
    Ok(())
}

fn i32_values(ctx: &Context, attr: Attribute) -> Vec<i32> {
    match ctx.attr_data(attr) {
        AttrData::DenseArray { raw, .. } => raw
            .chunks_exact(4)
            .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect(),
        _ => Vec::new(),
    }
}

fn i32_array(ctx: &Context, values: &[i32]) -> Attribute {
    let raw: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
    ctx.intern_attr(AttrData::DenseArray {
        element: ctx.builtin_types().i32,
        len: values.len(),
        raw: raw.into(),
    })
}

/// MLIR's sparse array of small integers: a dense list when more than half the entries
/// are non-zero (or the last non-zero index is past 256), else `(value << bits) | index`
/// pairs of the non-zero entries.
fn write_sparse_array(w: &mut dyn DialectWriter, values: &[i32]) {
    let size = values.len() as u64;
    let mut non_zero = 0u64;
    let mut last = 0u64;
    for (i, &v) in values.iter().enumerate() {
        if v != 0 {
            non_zero += 1;
            last = i as u64;
        }
    }
    if last > 256 || non_zero > size / 2 {
        w.varint(size << 1);
        for &v in values {
            w.varint(v as u32 as u64);
        }
        return;
    }
    w.varint((non_zero << 1) | 1);
    if non_zero == 0 {
        return;
    }
    let bits = 64 - last.leading_zeros() as u64; // ceil(log2(last + 1))
    let bits = if (last + 1).is_power_of_two() {
        (last + 1).trailing_zeros() as u64
    } else {
        bits
    };
    w.varint(bits);
    for (i, &v) in values.iter().enumerate().take(last as usize + 1) {
        if v != 0 {
            w.varint(((v as u32 as u64) << bits) | i as u64);
        }
    }
}

fn read_sparse_array(r: &mut dyn DialectReader, len: usize) -> Result<Vec<i32>, Error> {
    let mut out = vec![0i32; len];
    let v = r.varint()?;
    let (count, sparse) = (v >> 1, v & 1 == 1);
    if count == 0 {
        return Ok(out);
    }
    if !sparse {
        if count > len as u64 {
            return Err(r.error(format!(
                "trying to read an array of {count} but only {len} storage available."
            )));
        }
        for slot in out.iter_mut().take(count as usize) {
            *slot = r.varint()? as i32;
        }
        return Ok(out);
    }
    let bits = r.varint()?;
    if bits > 8 {
        return Err(r.error(format!(
            "reading sparse array with indexing above 8 bits: {bits}"
        )));
    }
    if count > r.remaining() as u64 {
        return Err(r.error("sparse array is larger than the data".into()));
    }
    for _ in 0..count {
        let pair = r.varint()?;
        let index = (pair & ((1u64 << bits) - 1)) as usize;
        let value = pair >> bits;
        if index >= len {
            return Err(r.error(format!(
                "reading a sparse array found index {index} but only {len} storage available."
            )));
        }
        out[index] = value as i32;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    #[test]
    fn sparse_index_bits() {
        // ceil(log2(last + 1)) as LLVM's Log2_32_Ceil computes it.
        for (last, bits) in [(0u64, 0u64), (1, 1), (2, 2), (3, 2), (4, 3), (7, 3), (8, 4)] {
            let b = if (last + 1).is_power_of_two() {
                (last + 1).trailing_zeros() as u64
            } else {
                64 - last.leading_zeros() as u64
            };
            assert_eq!(b, bits, "{last}");
        }
    }
}
