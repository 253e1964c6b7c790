//! The constant folding LLVM's IRBuilder does while mlir-translate builds a function
//! (its `TargetFolder` with the default data layout): an instruction whose operands are
//! all constants becomes a constant, written where it is used, and takes no number.
//! Covered: integer arithmetic, comparisons and casts, `f32`/`f64` arithmetic, bitcasts,
//! `select`, vector element and aggregate member access, `inttoptr`, and pointer
//! arithmetic on `null` and globals (`getelementptr` with constant indices, folded to a
//! byte offset, and `ptrtoint` of it). Anything else stays an instruction.

use strata_ir::apint::ApInt;
use strata_ir::float::FloatKind;
use strata_ir::ir::{Body, OpId, ValueId};
use strata_ir::{AttrData, Attribute, Type, TypeData};

use super::{Translator, float_text};
use crate::layout::{alloc_size, store_size};
use crate::ops::*;
use crate::types::{LlvmType, llvm_type};

/// A constant value known while translating a function.
#[derive(Clone, Debug)]
pub(super) enum K {
    /// An integer of the given type.
    Int(Type, ApInt),
    /// A floating-point value (its bits) of the given type.
    Float(Type, u128),
    /// A vector, array or struct constant with its elements.
    Agg(Type, Vec<K>),
    /// `undef`, `poison` or the zero value of a type.
    Special(Type, Special),
    /// A pointer `base + offset` bytes: `null` or a global (name, size of its value).
    Ptr {
        base: Option<(String, Option<u64>)>,
        offset: i64,
    },
    /// Any other constant, as text.
    Text(Type, String),
}

/// The constants that stand for every value of a type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Special {
    Undef,
    Poison,
    Zero,
}

impl K {
    fn ty(&self, t: &Translator<'_>) -> Option<Type> {
        match self {
            K::Int(ty, _)
            | K::Float(ty, _)
            | K::Agg(ty, _)
            | K::Special(ty, _)
            | K::Text(ty, _) => Some(*ty),
            K::Ptr { .. } => Some(crate::types::ptr_type(t.ctx, 0)),
        }
    }
}

impl Translator<'_> {
    /// The constant of an inline constant op (`llvm.mlir.constant`, `undef`, `poison`,
    /// `zero`, `addressof`), if it has one Strata can fold with.
    pub(super) fn inline_constant(&mut self, body: &Body, op: OpId) -> Option<K> {
        let ctx = self.ctx;
        let ty = body.value_type(body.results(op).next()?);
        if let Some(c) = ConstantOp::cast(ctx, body, op) {
            let attr = c.value(ctx, body)?;
            return self.attr_constant(attr, ty);
        }
        if UndefOp::cast(ctx, body, op).is_some() {
            return Some(K::Special(ty, Special::Undef));
        }
        if PoisonOp::cast(ctx, body, op).is_some() {
            return Some(K::Special(ty, Special::Poison));
        }
        if ZeroOp::cast(ctx, body, op).is_some() {
            if crate::types::is_ptr(ctx, ty) {
                return Some(K::Ptr {
                    base: None,
                    offset: 0,
                });
            }
            return Some(K::Special(ty, Special::Zero));
        }
        if let Some(a) = AddressOfOp::cast(ctx, body, op) {
            let name = match a.global_name(ctx, body).map(|x| ctx.attr_data(x)) {
                Some(AttrData::SymbolRef { root, .. }) => {
                    String::from_utf8_lossy(ctx.ident_bytes_of(*root)).into_owned()
                }
                _ => return None,
            };
            let size = self
                .global_types
                .get(&name)
                .and_then(|&t| alloc_size(ctx, t));
            return Some(K::Ptr {
                base: Some((name, size)),
                offset: 0,
            });
        }
        None
    }

    /// The constant `attr` of type `ty` (dense elements nested into vectors or LLVM
    /// arrays; other attributes as text).
    pub(super) fn attr_constant(&mut self, attr: Attribute, ty: Type) -> Option<K> {
        let ctx = self.ctx;
        match ctx.attr_data(attr) {
            AttrData::Integer { value, .. } => return Some(K::Int(ty, value.clone())),
            AttrData::Float { bits, .. } => {
                // A float format LLVM lacks, lowered to an integer of its width: the bits.
                if let TypeData::Integer { width, .. } = ctx.type_data(ty) {
                    return Some(K::Int(ty, ApInt::from_words(*width, &[*bits as u64])));
                }
                return Some(K::Float(ty, *bits));
            }
            AttrData::DenseElements { ty: dty, .. } => {
                let elem = ctx.type_data(*dty).element_type()?;
                let n = ctx.type_data(*dty).shape()?.iter().product::<i64>() as usize;
                let bytes = ctx.dense_element_bytes(elem)?;
                let AttrData::DenseElements {
                    data: strata_ir::attributes::DenseData::Numeric { splat, raw },
                    ..
                } = ctx.attr_data(attr)
                else {
                    return None;
                };
                let mut elems = Vec::with_capacity(n);
                for i in 0..n {
                    let at = if *splat { 0 } else { i * bytes };
                    let chunk = raw.get(at..at + bytes)?;
                    let mut le = [0u8; 16];
                    le.get_mut(..chunk.len())?.copy_from_slice(chunk);
                    let bits = u128::from_le_bytes(le);
                    elems.push(match ctx.type_data(elem) {
                        TypeData::Integer { width, .. } => K::Int(
                            elem,
                            ApInt::from_words(*width, &[bits as u64, (bits >> 64) as u64]),
                        ),
                        TypeData::Float(k) if !llvm_float(*k) => {
                            let w = k.bit_width();
                            K::Int(
                                ctx.integer_type(w, strata_ir::Signedness::Signless),
                                ApInt::from_words(w, &[bits as u64]),
                            )
                        }
                        TypeData::Float(_) => K::Float(elem, bits),
                        // `index` elements (kept by the lowering of dense vectors of
                        // `index`) are 64-bit integers.
                        TypeData::Index => K::Int(
                            ctx.integer_type(64, strata_ir::Signedness::Signless),
                            ApInt::from_words(64, &[bits as u64]),
                        ),
                        _ => return None,
                    });
                }
                let mut flat = elems.into_iter();
                let k = self.shape_like(ty, &mut flat)?;
                return flat.next().is_none().then_some(k);
            }
            _ => {}
        }
        let text = self.constant(attr, ty)?;
        Some(K::Text(ty, text))
    }

    /// Nests row-major `flat` elements into a constant of type `ty` (a vector or nested
    /// LLVM arrays of the elements' type).
    fn shape_like(&self, ty: Type, flat: &mut impl Iterator<Item = K>) -> Option<K> {
        let ctx = self.ctx;
        let (elem, len) = match ctx.type_data(ty) {
            TypeData::Vector { shape, .. } if shape.len() == 1 => {
                let e: Vec<K> = flat.take(shape[0] as usize).collect();
                return (e.len() == shape[0] as usize).then(|| K::Agg(ty, e));
            }
            _ => match llvm_type(ctx, ty).as_deref() {
                Some(LlvmType::Array { element, len }) => (*element, *len),
                _ => return flat.next(),
            },
        };
        let mut e = Vec::with_capacity(len as usize);
        for _ in 0..len {
            e.push(self.shape_like(elem, flat)?);
        }
        Some(K::Agg(ty, e))
    }

    /// The text of a constant as an operand (without its type).
    pub(super) fn k_text(&mut self, k: &K) -> String {
        let ctx = self.ctx;
        match k {
            K::Int(ty, v) => {
                if matches!(ctx.type_data(*ty), TypeData::Integer { width: 1, .. }) {
                    if v.is_zero() { "false" } else { "true" }.into()
                } else {
                    v.to_string_signed()
                }
            }
            K::Float(ty, bits) => float_text(ctx, *ty, *bits),
            K::Special(ty, s) => match s {
                Special::Undef => "undef".into(),
                Special::Poison => "poison".into(),
                Special::Zero => self.zero(*ty),
            },
            K::Ptr { base: None, offset } => {
                if *offset == 0 {
                    "null".into()
                } else {
                    format!("getelementptr (i8, ptr null, i64 {offset})")
                }
            }
            K::Ptr {
                base: Some((name, size)),
                offset,
            } => {
                let g = format!("@{}", super::quote_name(name));
                if *offset == 0 {
                    g
                } else if size.is_some_and(|s| *offset > 0 && (*offset as u64) <= s) {
                    format!("getelementptr inbounds nuw (i8, ptr {g}, i64 {offset})")
                } else {
                    format!("getelementptr (i8, ptr {g}, i64 {offset})")
                }
            }
            K::Text(_, t) => t.clone(),
            K::Agg(ty, elems) => self.agg_text(*ty, elems),
        }
    }

    fn agg_text(&mut self, ty: Type, elems: &[K]) -> String {
        let ctx = self.ctx;
        let all = |s: Special| {
            elems
                .iter()
                .all(|e| matches!(e, K::Special(_, x) if *x == s))
        };
        if !elems.is_empty() {
            if all(Special::Undef) {
                return "undef".into();
            }
            if all(Special::Poison) {
                return "poison".into();
            }
        }
        if elems.iter().all(is_zero) {
            return "zeroinitializer".into();
        }
        let mut parts = Vec::with_capacity(elems.len());
        for e in elems {
            let t = e.ty(self).map(|t| self.ty(t)).unwrap_or_default();
            let v = self.k_text(e);
            parts.push(format!("{t} {v}"));
        }
        match ctx.type_data(ty) {
            TypeData::Vector { .. } => {
                let scalar = matches!(elems.first(), Some(K::Int(..) | K::Float(..)));
                if scalar && elems.len() > 1 && parts.iter().all(|p| *p == parts[0]) {
                    return format!("splat ({})", parts[0]);
                }
                format!("<{}>", parts.join(", "))
            }
            _ => match llvm_type(ctx, ty).as_deref() {
                // Arrays of i8 print as strings.
                Some(LlvmType::Array { element, .. })
                    if matches!(ctx.type_data(*element), TypeData::Integer { width: 8, .. })
                        && elems.iter().all(|e| matches!(e, K::Int(..))) =>
                {
                    let bytes: Vec<u8> = elems
                        .iter()
                        .map(|e| match e {
                            K::Int(_, v) => v.low_u64() as u8,
                            _ => 0,
                        })
                        .collect();
                    format!("c\"{}\"", super::escape_bytes(&bytes))
                }
                Some(LlvmType::Array { .. }) => format!("[{}]", parts.join(", ")),
                Some(LlvmType::Struct { packed: true, .. }) => {
                    format!("<{{ {} }}>", parts.join(", "))
                }
                _ => format!("{{ {} }}", parts.join(", ")),
            },
        }
    }

    /// The elements of an aggregate constant (expanding `undef`, `poison` and zero).
    fn elements(&self, k: &K) -> Option<Vec<K>> {
        let ctx = self.ctx;
        match k {
            K::Agg(_, e) => Some(e.clone()),
            K::Special(ty, s) => {
                let fields: Vec<Type> = match ctx.type_data(*ty) {
                    TypeData::Vector { shape, element, .. } => {
                        vec![*element; shape.iter().product::<i64>() as usize]
                    }
                    _ => match llvm_type(ctx, *ty).as_deref()? {
                        LlvmType::Array { element, len } => vec![*element; *len as usize],
                        LlvmType::Struct { body: Some(b), .. } => b.clone(),
                        _ => return None,
                    },
                };
                Some(fields.into_iter().map(|f| self.special(f, *s)).collect())
            }
            _ => None,
        }
    }

    fn special(&self, ty: Type, s: Special) -> K {
        let ctx = self.ctx;
        if s != Special::Zero {
            return K::Special(ty, s);
        }
        match ctx.type_data(ty) {
            TypeData::Integer { width, .. } => K::Int(ty, ApInt::zero(*width)),
            TypeData::Index => K::Int(ty, ApInt::zero(64)),
            TypeData::Float(_) => K::Float(ty, 0),
            _ if crate::types::is_ptr(ctx, ty) => K::Ptr {
                base: None,
                offset: 0,
            },
            _ => K::Special(ty, Special::Zero),
        }
    }

    /// Folds `op` if its operands are the constants `args` (by operand), as LLVM's
    /// IRBuilder would; `None` leaves it an instruction.
    pub(super) fn fold_op(&mut self, body: &Body, op: OpId, args: &[Option<K>]) -> Option<K> {
        let ctx = self.ctx;
        let name = ctx.op_name_str(body.op(op).name);
        let short = name.strip_prefix("llvm.")?;
        let rty = body.value_type(body.results(op).next()?);
        if short == "getelementptr" {
            return self.fold_gep(body, op, args);
        }
        let all: Vec<&K> = args.iter().map(Option::as_ref).collect::<Option<_>>()?;
        let poison = K::Special(rty, Special::Poison);
        let pos = || {
            strata_ir::symbols::op_attr(ctx, body, op, "position")
                .and_then(|a| strata_ods::i64_array(ctx, a))
                .unwrap_or_default()
        };
        Some(match (short, all.as_slice()) {
            (
                "add" | "sub" | "mul" | "and" | "or" | "xor" | "shl" | "lshr" | "ashr" | "udiv"
                | "sdiv" | "urem" | "srem",
                [K::Int(_, a), K::Int(_, b)],
            ) => int_binop(short, a, b).map_or(poison, |v| K::Int(rty, v)),
            ("fadd" | "fsub" | "fmul" | "fdiv" | "frem", [K::Float(t, a), K::Float(_, b)]) => {
                K::Float(rty, float_binop(ctx.type_data(*t), short, *a, *b)?)
            }
            ("icmp", [K::Int(_, a), K::Int(_, b)]) => {
                let p = strata_ir::symbols::op_attr(ctx, body, op, "predicate")
                    .and_then(|a| crate::attrs::ICmpPredicate::case(ctx, a))
                    .map(crate::attrs::ICmpPredicate::keyword)?;
                K::Int(rty, ApInt::from_u64(1, u64::from(icmp(p, a, b)?)))
            }
            ("trunc", [K::Int(_, a)]) => K::Int(rty, a.trunc(int_width(self, rty)?)),
            ("zext", [K::Int(_, a)]) => K::Int(rty, a.zext(int_width(self, rty)?)),
            ("sext", [K::Int(_, a)]) => K::Int(rty, a.sext(int_width(self, rty)?)),
            ("bitcast", [K::Float(_, bits)]) if int_width(self, rty).is_some() => {
                let w = int_width(self, rty)?;
                K::Int(
                    rty,
                    ApInt::from_words(w, &[*bits as u64, (*bits >> 64) as u64]),
                )
            }
            ("bitcast", [K::Int(_, a)]) if matches!(ctx.type_data(rty), TypeData::Float(_)) => {
                K::Float(rty, a.to_u128_checked().unwrap_or(0))
            }
            ("fptrunc" | "fpext", [K::Float(t, bits)]) => {
                let (TypeData::Float(from), TypeData::Float(to)) =
                    (ctx.type_data(*t), ctx.type_data(rty))
                else {
                    return None;
                };
                let supported = |k: &FloatKind| {
                    matches!(
                        k,
                        FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64
                    )
                };
                if !supported(from) || !supported(to) || strata_ir::float::is_nan(*from, *bits) {
                    return None;
                }
                let v = strata_ir::float::to_f64(*from, *bits);
                K::Float(rty, strata_ir::float::from_f64(*to, v))
            }
            ("inttoptr", [k @ K::Int(t, _)]) => {
                let (t, v) = (self.ty(*t), self.k_text(k));
                let p = self.ty(rty);
                K::Text(rty, format!("inttoptr ({t} {v} to {p})"))
            }
            ("ptrtoint", [K::Ptr { base: None, offset }]) => {
                K::Int(rty, ApInt::from_i64(int_width(self, rty)?, *offset))
            }
            ("select", [K::Int(_, c), t, f]) => {
                if c.is_zero() {
                    (*f).clone()
                } else {
                    (*t).clone()
                }
            }
            ("extractelement", [v, K::Int(_, i)]) => {
                let e = self.elements(v)?;
                match i.to_u64_checked().and_then(|i| e.get(i as usize)) {
                    Some(x) => x.clone(),
                    None => poison,
                }
            }
            ("insertelement", [v, x, K::Int(_, i)]) => {
                let mut e = self.elements(v)?;
                match i.to_u64_checked().and_then(|i| e.get_mut(i as usize)) {
                    Some(slot) => *slot = (*x).clone(),
                    None => return Some(poison),
                }
                K::Agg(rty, e)
            }
            ("extractvalue", [agg]) => {
                let mut cur = (*agg).clone();
                for p in pos() {
                    cur = self.elements(&cur)?.get(usize::try_from(p).ok()?)?.clone();
                }
                cur
            }
            ("insertvalue", [agg, v]) => self.insert_at(agg, &pos(), v)?,
            _ => return None,
        })
    }

    fn insert_at(&self, agg: &K, pos: &[i64], v: &K) -> Option<K> {
        let Some((&first, rest)) = pos.split_first() else {
            return Some(v.clone());
        };
        let mut e = self.elements(agg)?;
        let slot = e.get_mut(usize::try_from(first).ok()?)?;
        *slot = self.insert_at(slot, rest, v)?;
        Some(K::Agg(agg.ty(self)?, e))
    }

    /// `getelementptr` of `null` or a global with constant indices: a byte offset.
    fn fold_gep(&mut self, body: &Body, op: OpId, args: &[Option<K>]) -> Option<K> {
        let ctx = self.ctx;
        let g = GEPOp(op);
        let Some(K::Ptr { base, offset }) = args.first()?.clone() else {
            return None;
        };
        let mut ty = g.element_type(ctx, body)?;
        let mut dynamic = args[1..].iter();
        let mut off = offset;
        for (i, a) in g.indices(ctx, body).into_iter().enumerate() {
            let idx = match a {
                GepArg::Const(c) => i64::from(c),
                GepArg::Value(_) => match dynamic.next()? {
                    Some(K::Int(_, v)) => v.sext(64).to_i64_checked()?,
                    _ => return None,
                },
            };
            if i == 0 {
                off = off.checked_add(idx.checked_mul(alloc_size(ctx, ty)? as i64)?)?;
                continue;
            }
            match ctx.type_data(ty) {
                TypeData::Vector { element, .. } => {
                    ty = *element;
                    off = off.checked_add(idx.checked_mul(store_size(ctx, ty)? as i64)?)?;
                }
                _ => match llvm_type(ctx, ty).as_deref()? {
                    LlvmType::Array { element, .. } => {
                        ty = *element;
                        off = off.checked_add(idx.checked_mul(alloc_size(ctx, ty)? as i64)?)?;
                    }
                    LlvmType::Struct {
                        body: Some(fields),
                        packed,
                        ..
                    } => {
                        let mut o = 0u64;
                        for (k, &f) in fields.iter().enumerate() {
                            let a = if *packed {
                                1
                            } else {
                                crate::layout::abi_align(ctx, f)?
                            };
                            o = o.next_multiple_of(a);
                            if k as i64 == idx {
                                break;
                            }
                            o += alloc_size(ctx, f)?;
                        }
                        ty = *fields.get(usize::try_from(idx).ok()?)?;
                        off = off.checked_add(o as i64)?;
                    }
                    _ => return None,
                },
            }
        }
        Some(K::Ptr { base, offset: off })
    }
}

fn is_zero(k: &K) -> bool {
    match k {
        K::Int(_, v) => v.is_zero(),
        K::Float(_, b) => *b == 0,
        K::Special(_, s) => *s == Special::Zero,
        K::Ptr { base: None, offset } => *offset == 0,
        K::Agg(_, e) => e.iter().all(is_zero),
        _ => false,
    }
}

fn int_width(t: &Translator<'_>, ty: Type) -> Option<u32> {
    match t.ctx.type_data(ty) {
        TypeData::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

/// An integer operation on constants; `None` where LLVM folds to poison (division by
/// zero, signed overflow of a division, shifts by the width or more).
fn int_binop(op: &str, a: &ApInt, b: &ApInt) -> Option<ApInt> {
    let w = a.width();
    let shift = || {
        b.to_u64_checked()
            .filter(|&s| s < u64::from(w))
            .map(|s| s as u32)
    };
    Some(match op {
        "add" => a.add(b),
        "sub" => a.sub(b),
        "mul" => a.mul(b),
        "and" => a.and(b),
        "or" => a.or(b),
        "xor" => a.xor(b),
        "shl" => a.shl(shift()?),
        "lshr" => a.lshr(shift()?),
        "ashr" => a.ashr(shift()?),
        _ if b.is_zero() => return None,
        "udiv" => a.udiv(b)?,
        "urem" => a.urem(b)?,
        _ if a.is_signed_min() && b.is_all_ones() => return None,
        "sdiv" => a.sdiv(b)?,
        "srem" => a.srem(b)?,
        _ => return None,
    })
}

fn float_binop(ty: &TypeData, op: &str, a: u128, b: u128) -> Option<u128> {
    macro_rules! apply {
        ($f:ty, $bits:ty) => {{
            let (x, y) = (<$f>::from_bits(a as $bits), <$f>::from_bits(b as $bits));
            let r = match op {
                "fadd" => x + y,
                "fsub" => x - y,
                "fmul" => x * y,
                "fdiv" => x / y,
                _ => x % y,
            };
            // NaN payloads are LLVM's business: leave those to the instruction.
            (!r.is_nan()).then(|| u128::from(r.to_bits()))
        }};
    }
    match ty {
        TypeData::Float(FloatKind::F64) => apply!(f64, u64),
        TypeData::Float(FloatKind::F32) => apply!(f32, u32),
        _ => None,
    }
}

fn icmp(p: &str, a: &ApInt, b: &ApInt) -> Option<bool> {
    use std::cmp::Ordering::*;
    let (u, s) = (a.ucmp(b), a.scmp(b));
    Some(match p {
        "eq" => u == Equal,
        "ne" => u != Equal,
        "slt" => s == Less,
        "sle" => s != Greater,
        "sgt" => s == Greater,
        "sge" => s != Less,
        "ult" => u == Less,
        "ule" => u != Greater,
        "ugt" => u == Greater,
        "uge" => u != Less,
        _ => return None,
    })
}

/// Values known to be constants in a function, by value.
pub(super) type Known = std::collections::HashMap<ValueId, K>;

/// Whether LLVM IR has a type for float format `k` (others are lowered to integers).
fn llvm_float(k: strata_ir::float::FloatKind) -> bool {
    use strata_ir::float::FloatKind as F;
    matches!(k, F::F16 | F::BF16 | F::F32 | F::F64 | F::F80 | F::F128)
}
