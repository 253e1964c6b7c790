//! Printing of dense payloads: the bodies of `dense<...>` and `sparse<...>` (nested
//! brackets per shape, splats, the `"0x..."` hex form for large literals) and the
//! elements of `array<...>`.

use strata_ir::Type;
use strata_ir::apint::ApInt;
use strata_ir::attributes::DenseData;
use strata_ir::float::FloatKind;
use strata_ir::types::{Signedness, TypeData};

use super::asm::{Printer, push_apint};
use super::text::{push_hex, push_i64, push_quoted, push_u64};

/// How one scalar element is spelled.
#[derive(Clone, Copy)]
enum Scalar {
    /// `true` / `false`.
    Bool,
    /// An integer of `bits` bits, printed signed or unsigned.
    Int { bits: u32, signed: bool },
    /// A float of the given format.
    Float(FloatKind),
}

/// How one element of a dense payload is spelled and how many bytes it takes.
#[derive(Clone, Copy)]
struct ElementFormat {
    scalar: Scalar,
    complex: bool,
    /// Bytes of one scalar (half an element for complex types).
    scalar_bytes: usize,
}

impl ElementFormat {
    fn of(p: &Printer<'_, '_>, element: Type) -> Option<ElementFormat> {
        let ctx = p.ctx;
        let (inner, complex) = match ctx.type_data(element) {
            TypeData::Complex(inner) => (*inner, true),
            _ => (element, false),
        };
        let scalar = match ctx.type_data(inner) {
            // Every 1-bit integer type prints `true`/`false`, whatever its signedness.
            TypeData::Integer { width: 1, .. } => Scalar::Bool,
            TypeData::Integer { width, signedness } => Scalar::Int {
                bits: *width,
                signed: *signedness != Signedness::Unsigned,
            },
            TypeData::Index => Scalar::Int {
                bits: 64,
                signed: true,
            },
            TypeData::Float(k) => Scalar::Float(*k),
            _ => return None,
        };
        let scalar_bytes = ctx.dense_element_bytes(inner)?;
        Some(ElementFormat {
            scalar,
            complex,
            scalar_bytes,
        })
    }

    fn element_bytes(self) -> usize {
        if self.complex {
            2 * self.scalar_bytes
        } else {
            self.scalar_bytes
        }
    }
}

/// Reads a little-endian value of up to 16 bytes (missing bytes read as zero).
fn read_le(bytes: &[u8]) -> u128 {
    let mut v = 0u128;
    for (i, &b) in bytes.iter().take(16).enumerate() {
        v |= u128::from(b) << (8 * i);
    }
    v
}

impl Printer<'_, '_> {
    fn push_scalar(&mut self, scalar: Scalar, bytes: &[u8]) {
        match scalar {
            Scalar::Bool => {
                self.out.push_str(if bytes.iter().any(|&b| b != 0) {
                    "true"
                } else {
                    "false"
                });
            }
            Scalar::Int { bits, signed } if bits <= 64 => {
                let raw = read_le(bytes) as u64;
                let raw = if bits == 64 {
                    raw
                } else {
                    raw & ((1u64 << bits) - 1)
                };
                if signed && bits > 0 {
                    let shift = 64 - bits;
                    push_i64(self.out, ((raw << shift) as i64) >> shift);
                } else {
                    push_u64(self.out, raw);
                }
            }
            Scalar::Int { bits, signed } => {
                let words: Vec<u64> = bytes
                    .chunks(8)
                    .map(|c| {
                        let mut w = [0u8; 8];
                        w[..c.len()].copy_from_slice(c);
                        u64::from_le_bytes(w)
                    })
                    .collect();
                let v = ApInt::from_words(bits, &words);
                push_apint(self.out, &v, signed);
            }
            Scalar::Float(kind) => {
                let text = strata_ir::float::format(kind, read_le(bytes));
                self.out.push_str(&text);
            }
        }
    }

    fn push_element(&mut self, fmt: ElementFormat, bytes: &[u8]) {
        if fmt.complex {
            let n = fmt.scalar_bytes;
            let (re, im) = bytes.split_at(n.min(bytes.len()));
            self.out.push('(');
            self.push_scalar(fmt.scalar, re);
            self.out.push(',');
            self.push_scalar(fmt.scalar, im);
            self.out.push(')');
        } else {
            self.push_scalar(fmt.scalar, bytes);
        }
    }

    /// Whether `--mlir-elide-elementsattrs-if-larger` hides this payload.
    pub(crate) fn should_elide(&self, ty: Type, data: &DenseData) -> bool {
        let splat = match data {
            DenseData::Numeric { splat, .. } | DenseData::Strings { splat, .. } => *splat,
        };
        match self.flags.elide_limit {
            Some(limit) => !splat && self.ctx.num_elements(ty).is_some_and(|n| limit < n),
            None => false,
        }
    }

    /// The text between `dense<` and `>`.
    pub(crate) fn print_dense_body(&mut self, ty: Type, data: &DenseData, allow_hex: bool) {
        let ctx = self.ctx;
        let shape: &[i64] = ctx.type_data(ty).shape().unwrap_or(&[]);
        let num_elements = ctx.num_elements(ty).unwrap_or(0);
        match data {
            DenseData::Strings { splat, values } => {
                let splat = *splat || shape.is_empty();
                print_nested(self, shape, num_elements, splat, |p, i| {
                    push_quoted(p.out, values.get(i).map(|v| &v[..]).unwrap_or(&[]));
                });
            }
            DenseData::Numeric { splat, raw } => {
                let Some(element) = ctx.type_data(ty).element_type() else {
                    self.out.push_str("<<INVALID ELEMENTS>>");
                    return;
                };
                let Some(fmt) = ElementFormat::of(self, element) else {
                    self.out.push_str("<<INVALID ELEMENTS>>");
                    return;
                };
                let splat = *splat || shape.is_empty();
                let hex_limit = self.flags.hex_limit;
                if allow_hex
                    && !splat
                    && hex_limit != -1
                    && (hex_limit < 0 || (hex_limit as u64) < num_elements)
                {
                    self.out.push_str("\"0x");
                    if matches!(fmt.scalar, Scalar::Bool) && !fmt.complex {
                        // MLIR keeps `i1` payloads bit-packed, least significant bit first.
                        let mut packed = vec![0u8; (num_elements as usize).div_ceil(8)];
                        for (i, chunk) in raw.chunks(fmt.element_bytes().max(1)).enumerate() {
                            if chunk.iter().any(|&b| b != 0)
                                && let Some(byte) = packed.get_mut(i / 8)
                            {
                                *byte |= 1 << (i % 8);
                            }
                        }
                        push_hex(self.out, &packed);
                    } else {
                        push_hex(self.out, raw);
                    }
                    self.out.push('"');
                    return;
                }
                let eb = fmt.element_bytes();
                print_nested(self, shape, num_elements, splat, |p, i| {
                    let start = i * eb;
                    let bytes = raw.get(start..start + eb).unwrap_or(&[]);
                    p.push_element(fmt, bytes);
                });
            }
        }
    }

    /// The elements of `array<T: ...>`, separated by `, `.
    pub(crate) fn print_dense_array_elements(&mut self, element: Type, len: usize, raw: &[u8]) {
        let Some(fmt) = ElementFormat::of(self, element) else {
            self.out.push_str("<<INVALID ELEMENTS>>");
            return;
        };
        let eb = fmt.element_bytes();
        for i in 0..len {
            if i > 0 {
                self.out.push_str(", ");
            }
            let bytes = raw.get(i * eb..(i + 1) * eb).unwrap_or(&[]);
            self.push_element(fmt, bytes);
        }
    }
}

/// Prints elements in row-major order with one bracket level per dimension (`[[1, 2],
/// [3, 4]]`); a splat prints its single element; an empty shape prints nothing.
fn print_nested(
    p: &mut Printer<'_, '_>,
    shape: &[i64],
    num_elements: u64,
    splat: bool,
    mut element: impl FnMut(&mut Printer<'_, '_>, usize),
) {
    if splat {
        element(p, 0);
        return;
    }
    if num_elements == 0 {
        return;
    }
    let rank = shape.len();
    let mut counter = vec![0i64; rank];
    let mut open = 0usize;
    for idx in 0..num_elements as usize {
        if idx != 0 {
            p.out.push_str(", ");
        }
        while open < rank {
            p.out.push('[');
            open += 1;
        }
        element(p, idx);
        // Bump the mixed-radix counter, closing a bracket for every dimension that wraps.
        counter[rank - 1] += 1;
        for i in (1..rank).rev() {
            if counter[i] >= shape[i] {
                counter[i] = 0;
                counter[i - 1] += 1;
                open -= 1;
                p.out.push(']');
            }
        }
    }
    for _ in 0..open {
        p.out.push(']');
    }
}
