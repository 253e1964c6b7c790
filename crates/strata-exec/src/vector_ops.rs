//! `vector.print` and `vector.shuffle` in the interpreter. A print writes exactly what
//! its lowering (`convert-vector-to-scf`, then `convert-vector-to-llvm` and the runner
//! utilities) writes: vectors as `( a, b )` nested per dimension, `i1` and unsigned
//! integers zero-extended, other integers sign-extended, `index` unsigned, floats with
//! `%g`, then the punctuation; a string alone.

use std::rc::Rc;

use strata_dialects::vector::{PrintOp, Punctuation, ShuffleOp};
use strata_ir::float::FloatKind;
use strata_ir::ir::{Body, OpId};
use strata_ir::{Context, Signedness, TypeData};

use crate::format::format_g;
use crate::value::Value;

/// How one element is printed.
#[derive(Clone, Copy, Debug)]
pub enum ElemFormat {
    /// Sign-extended from this width (`printI64`).
    Signed(u32),
    /// Zero-extended from this width (`printU64`, or `printI64` of `i1`).
    Unsigned(u32),
    /// A float of this kind (`printF16`, `printBF16`, `printF32`, `printF64`, and
    /// `printApFloat` for the small formats).
    Float(FloatKind),
}

/// A decoded `vector.print`.
#[derive(Clone, Debug)]
pub struct VectorPrint {
    /// The element format, if there is a source.
    pub format: Option<ElemFormat>,
    /// The source's vector shape (`None`: a scalar; empty: 0-D).
    pub shape: Option<Rc<[i64]>>,
    /// What follows the value.
    pub punctuation: Punctuation,
    /// The string of `vector.print str`.
    pub string: Option<Rc<[u8]>>,
}

/// Decodes a `vector.print`; `None` if its element type has no runtime printer (integers
/// wider than 64 bits, `tf32`, `f80`, `f128`, scalable vectors of several dimensions).
pub fn prepare_print(ctx: &Context, body: &Body, op: OpId) -> Option<VectorPrint> {
    let p = PrintOp(op);
    let string = p.string_bytes(ctx, body).map(Rc::from);
    let (format, shape) = match p.source(body) {
        None => (None, None),
        Some(v) => {
            let ty = body.value_type(v);
            let (element, shape) = match ctx.type_data(ty) {
                TypeData::Vector {
                    shape,
                    scalable,
                    element,
                } => {
                    // A 1-D scalable vector prints its elements at vscale = 1.
                    if scalable.contains(&true) && shape.len() != 1 {
                        return None;
                    }
                    (*element, Some(Rc::from(&shape[..])))
                }
                _ => (ty, None),
            };
            let format = match ctx.type_data(element) {
                TypeData::Index => ElemFormat::Unsigned(64),
                TypeData::Integer { width, signedness } if *width <= 64 && *width > 0 => {
                    if *width == 1 || *signedness == Signedness::Unsigned {
                        ElemFormat::Unsigned(*width)
                    } else {
                        ElemFormat::Signed(*width)
                    }
                }
                TypeData::Float(
                    k @ (FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64),
                ) => ElemFormat::Float(*k),
                TypeData::Float(
                    k @ (FloatKind::F8E5M2
                    | FloatKind::F8E5M2FNUZ
                    | FloatKind::F8E4M3
                    | FloatKind::F8E4M3FN
                    | FloatKind::F8E4M3FNUZ
                    | FloatKind::F8E4M3B11FNUZ
                    | FloatKind::F8E3M4
                    | FloatKind::F8E8M0FNU
                    | FloatKind::F6E3M2FN
                    | FloatKind::F6E2M3FN
                    | FloatKind::F4E2M1FN),
                ) => ElemFormat::Float(*k),
                _ => return None,
            };
            (Some(format), shape)
        }
    };
    Some(VectorPrint {
        format,
        shape,
        punctuation: p.punctuation_case(ctx, body),
        string,
    })
}

/// The text of one scalar.
fn element(format: ElemFormat, v: &Value) -> Result<String, String> {
    let bits = match v {
        Value::Bits(b) => *b,
        Value::Poison(_) => return Err("vector.print of a poison value".into()),
        _ => return Err("vector.print of an unsupported value".into()),
    };
    Ok(match format {
        ElemFormat::Signed(w) => {
            let s = 64 - w;
            (((bits << s) as i64) >> s).to_string()
        }
        ElemFormat::Unsigned(w) => {
            let m = if w == 64 { u64::MAX } else { (1u64 << w) - 1 };
            (bits & m).to_string()
        }
        ElemFormat::Float(k) => {
            let v = match k {
                FloatKind::F32 => f64::from(f32::from_bits(bits as u32)),
                FloatKind::F64 => f64::from_bits(bits),
                FloatKind::BF16 => f64::from(f32::from_bits(((bits & 0xffff) as u32) << 16)),
                _ => {
                    let width = k.bit_width().min(63);
                    strata_ir::float::to_f64(k, u128::from(bits & ((1u64 << width) - 1)))
                }
            };
            format_g(v, 6)
        }
    })
}

/// Writes the nested `( ... )` of the elements of `shape` from `elems` (row-major).
fn write_vector(
    out: &mut Vec<u8>,
    format: ElemFormat,
    elems: &[Value],
    shape: &[i64],
) -> Result<(), String> {
    let dims: &[i64] = if shape.is_empty() { &[1] } else { shape };
    let inner: i64 = dims[1..].iter().product();
    out.extend_from_slice(b"( ");
    for i in 0..dims[0] {
        if dims.len() == 1 {
            let v = elems
                .get(i as usize)
                .ok_or("vector.print: too few elements")?;
            out.extend_from_slice(element(format, v)?.as_bytes());
        } else {
            let start = (i * inner) as usize;
            let part = elems
                .get(start..start + inner as usize)
                .ok_or("vector.print: too few elements")?;
            write_vector(out, format, part, &dims[1..])?;
        }
        if i + 1 < dims[0] {
            out.extend_from_slice(b", ");
        }
    }
    out.extend_from_slice(b" )");
    Ok(())
}

/// Runs a decoded `vector.print` of `source` (if any), appending to `out`.
pub fn exec_print(
    p: &VectorPrint,
    source: Option<&Value>,
    out: &mut Vec<u8>,
) -> Result<(), String> {
    if let Some(s) = &p.string {
        out.extend_from_slice(s);
        return Ok(());
    }
    if let (Some(format), Some(v)) = (p.format, source) {
        match (&p.shape, v) {
            (Some(shape), Value::Vector(elems)) => write_vector(out, format, elems, shape)?,
            (Some(_), Value::Poison(_)) => return Err("vector.print of a poison value".into()),
            (Some(_), _) => return Err("vector.print of an unsupported value".into()),
            (None, v) => out.extend_from_slice(element(format, v)?.as_bytes()),
        }
    }
    out.extend_from_slice(match p.punctuation {
        Punctuation::NoPunctuation => b"",
        Punctuation::NewLine => b"\n",
        Punctuation::Comma => b", ",
        Punctuation::Open => b"( ",
        Punctuation::Close => b" )",
    });
    Ok(())
}

/// A decoded `vector.shuffle`: the mask, `v1`'s leading dimension (1 when 0-D) and the
/// number of elements of one leading slice.
#[derive(Clone, Debug)]
pub struct Shuffle {
    /// The mask (-1: poison).
    pub mask: Rc<[i64]>,
    /// `v1`'s leading size.
    pub n1: i64,
    /// Elements per slice.
    pub inner: usize,
}

/// Decodes a `vector.shuffle`.
pub fn prepare_shuffle(ctx: &Context, body: &Body, op: OpId) -> Option<Shuffle> {
    let s = ShuffleOp(op);
    let mask = crate::prepare::dense_i64s(ctx, s.mask(ctx, body)?)?;
    let shape = crate::value::vector_shape(ctx, body.value_type(s.v1(body)))?;
    Some(Shuffle {
        mask: mask.into(),
        n1: shape.first().copied().unwrap_or(1),
        inner: shape.iter().skip(1).product::<i64>() as usize,
    })
}

/// Runs a decoded `vector.shuffle`; `poison` is the value of masked-off (-1) slices.
pub fn exec_shuffle(s: &Shuffle, v1: &Value, v2: &Value, poison: Value) -> Result<Value, String> {
    let (Value::Vector(a), Value::Vector(b)) = (v1, v2) else {
        return Err("vector.shuffle of a poison value".into());
    };
    let mut out = Vec::with_capacity(s.mask.len() * s.inner);
    for &m in s.mask.iter() {
        let (src, i) = if m < 0 {
            out.extend(std::iter::repeat_n(poison.clone(), s.inner));
            continue;
        } else if m < s.n1 {
            (a, m as usize)
        } else {
            (b, (m - s.n1) as usize)
        };
        let part = src
            .get(i * s.inner..(i + 1) * s.inner)
            .ok_or("vector.shuffle: mask index out of range")?;
        out.extend(part.iter().cloned());
    }
    Ok(Value::Vector(Rc::new(out)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bits(v: &[u64]) -> Vec<Value> {
        v.iter().map(|&b| Value::Bits(b)).collect()
    }

    #[test]
    fn nested_vectors_and_punctuation() {
        let p = VectorPrint {
            format: Some(ElemFormat::Signed(8)),
            shape: Some(Rc::from(&[2i64, 2][..])),
            punctuation: Punctuation::Comma,
            string: None,
        };
        let v = Value::Vector(Rc::new(bits(&[0xff, 1, 0x80, 0x7f])));
        let mut out = Vec::new();
        exec_print(&p, Some(&v), &mut out).unwrap();
        assert_eq!(out, b"( ( -1, 1 ), ( -128, 127 ) ), ");
    }

    #[test]
    fn zero_d_unsigned_and_floats() {
        let mut out = Vec::new();
        let p = VectorPrint {
            format: Some(ElemFormat::Unsigned(1)),
            shape: Some(Rc::from(&[][..])),
            punctuation: Punctuation::NewLine,
            string: None,
        };
        exec_print(&p, Some(&Value::Vector(Rc::new(bits(&[1])))), &mut out).unwrap();
        let f = VectorPrint {
            format: Some(ElemFormat::Float(FloatKind::BF16)),
            shape: None,
            punctuation: Punctuation::NoPunctuation,
            string: None,
        };
        exec_print(&f, Some(&Value::Bits(0xc030)), &mut out).unwrap();
        assert_eq!(out, b"( 1 )\n-2.75");
    }

    #[test]
    fn shuffles_slices_with_poison() {
        let s = Shuffle {
            mask: Rc::from(&[3i64, -1, 0][..]),
            n1: 2,
            inner: 2,
        };
        let a = Value::Vector(Rc::new(bits(&[1, 2, 3, 4])));
        let b = Value::Vector(Rc::new(bits(&[5, 6, 7, 8])));
        let Value::Vector(r) = exec_shuffle(&s, &a, &b, Value::Bits(0)).unwrap() else {
            panic!("not a vector");
        };
        let got: Vec<u64> = r
            .iter()
            .map(|v| match v {
                Value::Bits(b) => *b,
                _ => u64::MAX,
            })
            .collect();
        assert_eq!(got, [7, 8, 0, 0, 1, 2]);
    }
}
