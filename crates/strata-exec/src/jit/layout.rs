//! Types of the `llvm` dialect as the JIT sees them: a value of a scalar type is one
//! Cranelift value, a struct or array (a memref descriptor) is its leaves in order, each
//! with its byte offset in the C layout of the aggregate (x86-64 System V: fields at
//! their alignment, `i1` and `i8` one byte, pointers eight). A vector is its elements,
//! one leaf each (the JIT scalarizes vector code).

use cranelift_codegen::ir::types as cl;
use strata_ir::float::FloatKind;
use strata_ir::{Context, Type, TypeData};
use strata_llvm::types::{LlvmType, llvm_type};

/// A scalar leaf of a type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Scalar {
    /// An integer of this width (1 to 64 bits) in the smallest of `I8`..`I64` that holds
    /// it, zero-extended (`i1` is an `I8` holding 0 or 1).
    Int(u32),
    /// `f32`.
    F32,
    /// `f64`.
    F64,
    /// `f16`, as its bits in an `I16` (arithmetic goes through `f32`).
    F16,
    /// `bf16`, as its bits in an `I16`.
    BF16,
    /// `!llvm.ptr` (any address space).
    Ptr,
}

impl Scalar {
    /// The Cranelift type of the leaf.
    pub(crate) fn cl(self) -> cl::Type {
        match self {
            Scalar::Int(0..=8) => cl::I8,
            Scalar::Int(9..=16) | Scalar::F16 | Scalar::BF16 => cl::I16,
            Scalar::Int(17..=32) => cl::I32,
            Scalar::Int(_) | Scalar::Ptr => cl::I64,
            Scalar::F32 => cl::F32,
            Scalar::F64 => cl::F64,
        }
    }

    /// Whether this is `f16` or `bf16`.
    pub(crate) fn is_half(self) -> bool {
        matches!(self, Scalar::F16 | Scalar::BF16)
    }

    /// Size (= alignment) in bytes.
    pub(crate) fn size(self) -> u64 {
        match self {
            Scalar::Int(0..=8) => 1,
            Scalar::Int(9..=16) | Scalar::F16 | Scalar::BF16 => 2,
            Scalar::Int(17..=32) | Scalar::F32 => 4,
            _ => 8,
        }
    }
}

/// One leaf of a (possibly aggregate) type: its scalar type and byte offset.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Leaf {
    pub(crate) scalar: Scalar,
    pub(crate) offset: u64,
}

/// What a type is for the JIT.
#[derive(Clone, Debug)]
pub(crate) enum Shape {
    /// A scalar.
    Scalar(Scalar),
    /// A struct (`packed`) of these element types.
    Struct(Vec<Type>, bool),
    /// An array of `len` elements of a type.
    Array(Type, u64),
    /// A fixed-length vector of `len` scalars, one leaf per element.
    Vector(Scalar, u64),
    /// `void`.
    Void,
}

/// The shape of `ty`, or a message naming what the JIT cannot represent.
pub(crate) fn shape(ctx: &Context, ty: Type) -> Result<Shape, String> {
    if let Some(t) = llvm_type(ctx, ty) {
        return match &*t {
            LlvmType::Ptr { .. } => Ok(Shape::Scalar(Scalar::Ptr)),
            LlvmType::Void => Ok(Shape::Void),
            LlvmType::Struct {
                body: Some(b),
                packed,
                ..
            } => Ok(Shape::Struct(b.clone(), *packed)),
            LlvmType::Array { element, len } => Ok(Shape::Array(*element, *len)),
            _ => Err(unsupported(ctx, ty)),
        };
    }
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } if (1..=64).contains(width) => {
            Ok(Shape::Scalar(Scalar::Int(*width)))
        }
        TypeData::Float(FloatKind::F32) => Ok(Shape::Scalar(Scalar::F32)),
        TypeData::Float(FloatKind::F64) => Ok(Shape::Scalar(Scalar::F64)),
        TypeData::Float(FloatKind::F16) => Ok(Shape::Scalar(Scalar::F16)),
        TypeData::Float(FloatKind::BF16) => Ok(Shape::Scalar(Scalar::BF16)),
        TypeData::Vector {
            shape,
            element,
            scalable,
        } if scalable.iter().all(|s| !s) => {
            let n = shape
                .iter()
                .try_fold(1u64, |n, &d| n.checked_mul(u64::try_from(d).ok()?))
                .filter(|&n| (1..=1 << 16).contains(&n))
                .ok_or_else(|| unsupported(ctx, ty))?;
            Ok(Shape::Vector(scalar(ctx, *element)?, n))
        }
        _ => Err(unsupported(ctx, ty)),
    }
}

fn unsupported(ctx: &Context, ty: Type) -> String {
    format!(
        "the cranelift backend does not support type {}",
        strata_asm::printer::type_to_string(ctx, ty)
    )
}

/// The scalar type of `ty`, or an error if it is an aggregate.
pub(crate) fn scalar(ctx: &Context, ty: Type) -> Result<Scalar, String> {
    match shape(ctx, ty)? {
        Shape::Scalar(s) => Ok(s),
        _ => Err(unsupported(ctx, ty)),
    }
}

fn align_to(x: u64, a: u64) -> u64 {
    x.div_ceil(a.max(1)) * a.max(1)
}

/// Size and alignment of `ty` in bytes.
pub(crate) fn size_align(ctx: &Context, ty: Type) -> Result<(u64, u64), String> {
    Ok(match shape(ctx, ty)? {
        Shape::Scalar(s) => (s.size(), s.size()),
        Shape::Void => (0, 1),
        Shape::Vector(Scalar::Int(1), _) => {
            return Err(format!(
                "the cranelift backend does not support {} in memory",
                strata_asm::printer::type_to_string(ctx, ty)
            ));
        }
        // LLVM's layout: the store size rounded up to a power of two, aligned to it.
        Shape::Vector(s, n) => {
            let size = (s.size() * n).next_power_of_two();
            (size, size.min(64))
        }
        Shape::Array(e, n) => {
            let (s, a) = size_align(ctx, e)?;
            (s * n, a)
        }
        Shape::Struct(elems, packed) => {
            let (mut off, mut align) = (0, 1);
            for e in elems {
                let (s, a) = size_align(ctx, e)?;
                let a = if packed { 1 } else { a };
                off = align_to(off, a) + s;
                align = align.max(a);
            }
            (align_to(off, align), align)
        }
    })
}

/// Byte offset of field `i` of struct type `ty` (element types `elems`).
pub(crate) fn field_offset(
    ctx: &Context,
    elems: &[Type],
    packed: bool,
    i: usize,
) -> Result<u64, String> {
    let mut off = 0;
    for (k, &e) in elems.iter().enumerate() {
        let (s, a) = size_align(ctx, e)?;
        off = align_to(off, if packed { 1 } else { a });
        if k == i {
            return Ok(off);
        }
        off += s;
    }
    Err("struct field index out of range".into())
}

/// The leaves of `ty` with their offsets from `base`, appended to `out`.
pub(crate) fn leaves(
    ctx: &Context,
    ty: Type,
    base: u64,
    out: &mut Vec<Leaf>,
) -> Result<(), String> {
    match shape(ctx, ty)? {
        Shape::Scalar(scalar) => out.push(Leaf {
            scalar,
            offset: base,
        }),
        Shape::Void => {}
        Shape::Vector(scalar, n) => {
            for i in 0..n {
                out.push(Leaf {
                    scalar,
                    offset: base + i * scalar.size(),
                });
            }
        }
        Shape::Array(e, n) => {
            let (s, _) = size_align(ctx, e)?;
            if n > 1 << 16 {
                return Err("array type too large for the cranelift backend".into());
            }
            for i in 0..n {
                leaves(ctx, e, base + i * s, out)?;
            }
        }
        Shape::Struct(elems, packed) => {
            for i in 0..elems.len() {
                let off = field_offset(ctx, &elems, packed, i)?;
                leaves(ctx, elems[i], base + off, out)?;
            }
        }
    }
    Ok(())
}

/// The leaves of `ty` from offset 0.
pub(crate) fn leaves_of(ctx: &Context, ty: Type) -> Result<Vec<Leaf>, String> {
    let mut v = Vec::new();
    leaves(ctx, ty, 0, &mut v)?;
    Ok(v)
}

/// The leaf range (start, count) and type of the element at `pos` inside `ty`.
pub(crate) fn sub_range(
    ctx: &Context,
    ty: Type,
    pos: &[i64],
) -> Result<(usize, usize, Type), String> {
    let Some((&first, rest)) = pos.split_first() else {
        return Ok((0, leaves_of(ctx, ty)?.len(), ty));
    };
    let i = usize::try_from(first).map_err(|_| "negative aggregate position".to_string())?;
    let (start, sub) = match shape(ctx, ty)? {
        Shape::Struct(elems, _) => {
            let sub = *elems.get(i).ok_or("aggregate position out of range")?;
            let mut start = 0;
            for &e in &elems[..i] {
                start += leaves_of(ctx, e)?.len();
            }
            (start, sub)
        }
        Shape::Array(e, n) => {
            if i as u64 >= n {
                return Err("aggregate position out of range".into());
            }
            (i * leaves_of(ctx, e)?.len(), e)
        }
        _ => return Err("position into a non-aggregate value".into()),
    };
    let (s, n, t) = sub_range(ctx, sub, rest)?;
    Ok((start + s, n, t))
}
