//! Builtin attributes (including locations): the uniqued, immutable data behind an
//! [`Attribute`] handle.

use crate::affine::{AffineMap, IntegerSet};
use crate::apint::ApInt;
use crate::context::{Context, Identifier};
use crate::types::Type;

/// A uniqued attribute; compare and hash in O(1). Its data lives in the [`Context`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Attribute(pub(crate) u32);

impl std::fmt::Debug for Attribute {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "attr{}", self.0)
    }
}

/// `name = value` in an attribute dictionary.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct NamedAttribute {
    /// The key.
    pub name: Identifier,
    /// The value.
    pub value: Attribute,
}

/// The raw payload of a dense elements attribute.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DenseData {
    /// Integer, index, float or complex elements, each stored little-endian in
    /// `element_bytes` bytes (complex: real then imaginary part). A splat holds one element.
    Numeric {
        /// Whether `raw` holds one element standing for all.
        splat: bool,
        /// The elements' bytes.
        raw: Box<[u8]>,
    },
    /// String elements (`dense<["a", "b"]>`), a single one when splat.
    Strings {
        /// Whether `values` holds one element standing for all.
        splat: bool,
        /// The elements' bytes.
        values: Box<[Box<[u8]>]>,
    },
}

/// The data of a builtin attribute or location.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AttrData {
    /// `unit`.
    Unit,
    /// `42 : i32`, `true` (an `i1` integer).
    Integer {
        /// Integer or index type.
        ty: Type,
        /// The value, as wide as `ty`.
        value: ApInt,
    },
    /// `1.5 : f32`; `bits` is the IEEE (or format-specific) bit pattern.
    Float {
        /// Float type.
        ty: Type,
        /// The bit pattern.
        bits: u128,
    },
    /// `"text"` or `"text" : type`; `ty` is `none` for untyped strings.
    String {
        /// The bytes (not necessarily UTF-8).
        value: Box<[u8]>,
        /// The type (`none` when untyped).
        ty: Type,
    },
    /// A type used as an attribute.
    Type(Type),
    /// `[a, b]`.
    Array(Box<[Attribute]>),
    /// `{a = 1, b}`; sorted by name, names unique.
    Dictionary(Box<[NamedAttribute]>),
    /// `@root::@nested::@leaf`.
    SymbolRef {
        /// The first symbol.
        root: Identifier,
        /// The nested references after it.
        nested: Box<[Identifier]>,
    },
    /// `affine_map<...>`.
    AffineMap(AffineMap),
    /// `affine_set<...>`.
    IntegerSet(IntegerSet),
    /// `array<i32: 1, 2>`: element type and little-endian payload.
    DenseArray {
        /// Element type.
        element: Type,
        /// Number of elements.
        len: usize,
        /// The elements' bytes.
        raw: Box<[u8]>,
    },
    /// `dense<...> : tensor<...>` / `vector<...>`.
    DenseElements {
        /// The shaped type.
        ty: Type,
        /// The elements.
        data: DenseData,
    },
    /// `dense_resource<name> : type`.
    DenseResource {
        /// The shaped type.
        ty: Type,
        /// The resource key.
        handle: Identifier,
    },
    /// `sparse<indices, values> : type`.
    Sparse {
        /// The shaped type.
        ty: Type,
        /// The dense elements attribute of indices.
        indices: Attribute,
        /// The dense elements attribute of values.
        values: Attribute,
    },
    /// `strided<[1, ?], offset: ?>`.
    Strided {
        /// Per-dimension strides (dynamic as `i64::MIN`).
        strides: Box<[i64]>,
        /// The offset (dynamic as `i64::MIN`).
        offset: i64,
    },
    /// `distinct[id]<referenced>`.
    Distinct {
        /// The unique id.
        id: u64,
        /// The wrapped attribute.
        referenced: Attribute,
    },
    /// An attribute of a dialect Strata does not know, kept verbatim (`#foo.bar<...>` or
    /// `#foo<"...">`); `body` is the text after the namespace; `ty` for `: type` suffixes.
    Opaque {
        /// The dialect namespace.
        dialect: Identifier,
        /// The body text, verbatim.
        body: Box<str>,
        /// The `: type` suffix, if any.
        ty: Option<Type>,
    },
    /// `loc(unknown)`.
    UnknownLoc,
    /// `loc("file":l:c)` and its range forms `l:c to l2:c2`, `l:c to :c2`.
    FileLineColLoc {
        /// The file name.
        file: Identifier,
        /// Start line.
        line: u32,
        /// Start column.
        col: u32,
        /// End line (as spelled; see `fields`).
        end_line: u32,
        /// End column (as spelled; see `fields`).
        end_col: u32,
        /// How many numbers the source spelled (1: `l`, 2: `l:c`, 3: `l:c to :c2`,
        /// 4: `l:c to l2:c2`): as in MLIR, spellings print alike but stay distinct.
        fields: u8,
    },
    /// `loc("name"(child))`; `child` is `None` when printed without one.
    NameLoc {
        /// The name.
        name: Identifier,
        /// The wrapped location, if any.
        child: Option<Attribute>,
    },
    /// `loc(callsite(callee at caller))`.
    CallSiteLoc {
        /// Where the code is.
        callee: Attribute,
        /// Where it was called from.
        caller: Attribute,
    },
    /// `loc(fused<metadata>[a, b])`.
    FusedLoc {
        /// The fused locations.
        locations: Box<[Attribute]>,
        /// The metadata attribute, if any.
        metadata: Option<Attribute>,
    },
}

impl AttrData {
    /// Whether this is one of the location kinds.
    pub fn is_location(&self) -> bool {
        matches!(
            self,
            AttrData::UnknownLoc
                | AttrData::FileLineColLoc { .. }
                | AttrData::NameLoc { .. }
                | AttrData::CallSiteLoc { .. }
                | AttrData::FusedLoc { .. }
        )
    }
}

impl Context {
    /// Uniques `data` and returns its handle. Dense elements whose elements are all equal
    /// become splats here, as MLIR decides when it builds the attribute, so parsed, built
    /// and folded attributes agree.
    pub fn intern_attr(&self, mut data: AttrData) -> Attribute {
        if let AttrData::DenseElements { ty, data: d } = &mut data {
            self.detect_splat(*ty, d);
        }
        Attribute(self.attrs.intern(data))
    }

    /// Uniques an attribute that is most likely new, such as the location of each parsed
    /// op; same result as [`Context::intern_attr`], without filling the per-thread cache of
    /// frequently interned values.
    pub fn intern_fresh_attr(&self, data: AttrData) -> Attribute {
        Attribute(self.attrs.intern_fresh(data))
    }

    /// The data of `attr`.
    #[inline]
    pub fn attr_data(&self, attr: Attribute) -> &AttrData {
        self.attrs.get(attr.0)
    }

    /// `unit`.
    pub fn unit_attr(&self) -> Attribute {
        self.common_attrs.unit
    }

    /// The empty dictionary `{}`.
    pub fn empty_dictionary(&self) -> Attribute {
        self.common_attrs.empty_dict
    }

    /// A string attribute without type.
    pub fn string_attr(&self, value: &[u8]) -> Attribute {
        self.intern_attr(AttrData::String {
            value: value.into(),
            ty: self.none_type(),
        })
    }

    /// An integer attribute; `value` must already have the width of `ty`.
    pub fn integer_attr(&self, ty: Type, value: ApInt) -> Attribute {
        self.intern_attr(AttrData::Integer { ty, value })
    }

    /// A type attribute.
    pub fn type_attr(&self, ty: Type) -> Attribute {
        self.intern_attr(AttrData::Type(ty))
    }

    /// An array attribute.
    pub fn array_attr(&self, elements: &[Attribute]) -> Attribute {
        self.intern_attr(AttrData::Array(elements.into()))
    }

    /// A dictionary attribute from entries in any order; later duplicates are an error for
    /// the caller to report, so this keeps the first of equal names.
    pub fn dictionary_attr(&self, mut entries: Vec<NamedAttribute>) -> Attribute {
        if entries.is_empty() {
            return self.empty_dictionary();
        }
        entries.sort_by(|a, b| self.ident_bytes_of(a.name).cmp(self.ident_bytes_of(b.name)));
        entries.dedup_by(|b, a| a.name == b.name);
        self.intern_attr(AttrData::Dictionary(entries.into()))
    }

    /// The entries of a dictionary attribute (empty for any other attribute).
    pub fn dictionary_entries(&self, attr: Attribute) -> &[NamedAttribute] {
        match self.attr_data(attr) {
            AttrData::Dictionary(entries) => entries,
            _ => &[],
        }
    }
}

impl Context {
    /// Turns a non-splat payload of at least one element, all equal, into a splat (MLIR's
    /// `DenseElementsAttr::get` does the same).
    fn detect_splat(&self, ty: Type, data: &mut DenseData) {
        match data {
            DenseData::Numeric { splat: false, raw } => {
                let Some(bytes) = self
                    .type_data(ty)
                    .element_type()
                    .and_then(|e| self.dense_element_bytes(e))
                else {
                    return;
                };
                if raw.len() >= bytes
                    && raw.len() % bytes == 0
                    && raw.chunks_exact(bytes).all(|c| c == &raw[..bytes])
                {
                    *data = DenseData::Numeric {
                        splat: true,
                        raw: raw[..bytes].into(),
                    };
                }
            }
            DenseData::Strings {
                splat: false,
                values,
            } if !values.is_empty() && values.iter().all(|v| *v == values[0]) => {
                *data = DenseData::Strings {
                    splat: true,
                    values: Box::new([values[0].clone()]),
                };
            }
            _ => {}
        }
    }

    /// Bytes one element of `element` occupies in dense payloads (dense elements and dense
    /// arrays): `ceil(bits / 8)` for integers and floats (`index`: 8), twice that for
    /// `complex`. Values are little-endian two's complement, unused high bits zero.
    pub fn dense_element_bytes(&self, element: Type) -> Option<usize> {
        use crate::types::TypeData;
        match self.type_data(element) {
            TypeData::Complex(inner) => self.dense_element_bytes(*inner).map(|b| 2 * b),
            _ => self
                .int_or_float_bit_width(element)
                .map(|bits| (bits as usize).div_ceil(8).max(1)),
        }
    }
}

/// A per-site cache of one attribute computed from a context (e.g. an ODS constraint's
/// default value), kept for the most recently used context, so that hot paths do not
/// unique the same attribute again and again; several contexts alternating only cost
/// recomputations. Lives in a `static`.
pub struct AttrCache {
    /// `context id << 32 | (attribute index + 1)`, the low half 0 for "none"; 0 while
    /// empty (context ids start at 1).
    cached: std::sync::atomic::AtomicU64,
}

impl AttrCache {
    /// An empty cache.
    pub const fn new() -> Self {
        AttrCache {
            cached: std::sync::atomic::AtomicU64::new(0),
        }
    }

    /// The cached value for `ctx`, or `compute()` (then cached).
    #[inline]
    pub fn get(
        &self,
        ctx: &Context,
        compute: impl FnOnce() -> Option<Attribute>,
    ) -> Option<Attribute> {
        use std::sync::atomic::Ordering;
        let v = self.cached.load(Ordering::Relaxed);
        if (v >> 32) as u32 == ctx.id() {
            let low = v as u32;
            return (low != 0).then(|| Attribute(low - 1));
        }
        let value = compute();
        let low = match value {
            Some(a) if a.0 != u32::MAX => a.0 + 1,
            Some(_) => return value,
            None => 0,
        };
        self.cached.store(
            (u64::from(ctx.id()) << 32) | u64::from(low),
            Ordering::Relaxed,
        );
        value
    }
}

impl Default for AttrCache {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::TypeData;

    fn tensor(ctx: &Context, shape: &[i64], element: Type) -> Type {
        ctx.intern_type(TypeData::RankedTensor {
            shape: shape.into(),
            element,
            encoding: None,
        })
    }

    fn dense(ctx: &Context, ty: Type, data: DenseData) -> &DenseData {
        let a = ctx.intern_attr(AttrData::DenseElements { ty, data });
        match ctx.attr_data(a) {
            AttrData::DenseElements { data, .. } => data,
            _ => unreachable!(),
        }
    }

    #[test]
    fn equal_elements_become_a_splat_when_built() {
        let ctx = Context::new();
        let i16t = ctx.intern_type(TypeData::Integer {
            width: 16,
            signedness: crate::types::Signedness::Signless,
        });
        let ty = tensor(&ctx, &[3], i16t);
        let numeric = |splat, raw: &[u8]| DenseData::Numeric {
            splat,
            raw: raw.into(),
        };
        // Three equal i16 elements: a splat of one.
        assert_eq!(
            dense(&ctx, ty, numeric(false, &[1, 2, 1, 2, 1, 2])),
            &numeric(true, &[1, 2])
        );
        // Elements that differ only in their last byte: no splat.
        assert_eq!(
            dense(&ctx, ty, numeric(false, &[1, 1, 1, 1, 1, 2])),
            &numeric(false, &[1, 1, 1, 1, 1, 2])
        );
        // One element.
        let one = tensor(&ctx, &[1, 1], i16t);
        assert_eq!(
            dense(&ctx, one, numeric(false, &[7, 0])),
            &numeric(true, &[7, 0])
        );
        // No elements: not a splat.
        let empty = tensor(&ctx, &[0], i16t);
        assert_eq!(
            dense(&ctx, empty, numeric(false, &[])),
            &numeric(false, &[])
        );
        // Strings.
        let s = tensor(&ctx, &[2], ctx.none_type());
        let strings = |splat, v: &[&[u8]]| DenseData::Strings {
            splat,
            values: v.iter().map(|b| Box::<[u8]>::from(*b)).collect(),
        };
        assert_eq!(
            dense(&ctx, s, strings(false, &[b"\xff", b"\xff"])),
            &strings(true, &[b"\xff"])
        );
        assert_eq!(
            dense(&ctx, s, strings(false, &[b"a", b"b"])),
            &strings(false, &[b"a", b"b"])
        );
        // The same value built both ways is one attribute.
        let a = ctx.intern_attr(AttrData::DenseElements {
            ty,
            data: numeric(false, &[9, 0, 9, 0, 9, 0]),
        });
        let b = ctx.intern_attr(AttrData::DenseElements {
            ty,
            data: numeric(true, &[9, 0]),
        });
        assert_eq!(a, b);
    }
}
