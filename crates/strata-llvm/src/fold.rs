//! Folds of the `llvm` ops, as upstream has them: the `Commutative` trait's fold of
//! `add`/`mul` (a constant left operand moves right), constant `shl`/`or`/`zext`, `icmp` of a
//! value with itself and of an alloca against null, identity `bitcast`/`addrspacecast`,
//! `getelementptr` by zero and with constant dynamic indices, `extractvalue` through
//! `insertvalue` chains and nested `extractvalue`s, and `undef`/`poison`/`zero` as
//! attributes (materialized back into their ops).

use strata_ir::NamedAttribute;
use strata_ir::apint::ApInt;
use strata_ir::attributes::DenseData;
use strata_ir::ir::{Body, OpId};
use strata_ir::registry::FoldResult;
use strata_ir::{AttrData, Attribute, Context, Location, Type, TypeData};
use strata_ods::{i32_array, i32_array_attr, i64_array, i64_array_attr};

use crate::ops::{
    AddrSpaceCastOp, AllocaOp, BitcastOp, ConstantOp, ExtractValueOp, GEPOp, ICmpOp, InsertValueOp,
    PoisonOp, UndefOp, ZeroOp,
};

type Folded = Option<Vec<FoldResult>>;

/// `#llvm.undef`, the folded value of `llvm.mlir.undef`.
pub fn undef_attr(ctx: &Context) -> Attribute {
    strata_ods::opaque_attr(ctx, "llvm", "undef".into())
}

/// `#llvm.poison`, the folded value of `llvm.mlir.poison`.
pub fn poison_attr(ctx: &Context) -> Attribute {
    strata_ods::opaque_attr(ctx, "llvm", "poison".into())
}

/// `#llvm.zero`, the folded value of `llvm.mlir.zero`.
pub fn zero_attr(ctx: &Context) -> Attribute {
    strata_ods::opaque_attr(ctx, "llvm", "zero".into())
}

pub(crate) fn fold_undef(ctx: &Context, _: &mut Body, _: OpId, _: &[Option<Attribute>]) -> Folded {
    Some(vec![FoldResult::Attr(undef_attr(ctx))])
}

pub(crate) fn fold_poison(ctx: &Context, _: &mut Body, _: OpId, _: &[Option<Attribute>]) -> Folded {
    Some(vec![FoldResult::Attr(poison_attr(ctx))])
}

pub(crate) fn fold_zero(ctx: &Context, _: &mut Body, _: OpId, _: &[Option<Attribute>]) -> Folded {
    Some(vec![FoldResult::Attr(zero_attr(ctx))])
}

/// The dialect's constant materializer: `#llvm.undef`/`poison`/`zero` become their ops,
/// integer, float and elements attributes an `llvm.mlir.constant`.
pub fn materialize_constant(
    ctx: &Context,
    body: &mut Body,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    let state = if value == undef_attr(ctx) {
        UndefOp::state(ctx, body, loc, ty)
    } else if value == poison_attr(ctx) {
        PoisonOp::state(ctx, body, loc, ty)
    } else if value == zero_attr(ctx) {
        ZeroOp::state(ctx, body, loc, ty)
    } else {
        match ctx.attr_data(value) {
            // Upstream's `ConstantOp::isBuildableWith`: the attribute has the result type.
            AttrData::Integer { ty: t, .. }
            | AttrData::Float { ty: t, .. }
            | AttrData::DenseElements { ty: t, .. }
                if *t == ty && crate::types::is_compatible(ctx, ty) =>
            {
                ConstantOp::state(ctx, body, loc, ty, value)
            }
            AttrData::SymbolRef { nested, .. }
                if nested.is_empty() && crate::types::is_ptr(ctx, ty) =>
            {
                crate::ops::AddressOfOp::state(ctx, body, loc, ty, value)
            }
            _ => return None,
        }
    };
    Some(body.create_op(state))
}

fn int_attr_value(ctx: &Context, attr: Option<Attribute>) -> Option<(Type, ApInt)> {
    match ctx.attr_data(attr?) {
        AttrData::Integer { ty, value } => Some((*ty, value.clone())),
        _ => None,
    }
}

/// `shl` of constants (not for shift amounts of the width or more: poison).
pub(crate) fn fold_shl(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    c: &[Option<Attribute>],
) -> Folded {
    let (_, rhs) = int_attr_value(ctx, *c.get(1)?)?;
    let ty = body.value_type(body.result(op, 0));
    let width = match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => *width,
        _ => return None,
    };
    if rhs.to_u64_checked().is_none_or(|s| s >= u64::from(width)) {
        return None;
    }
    let (_, lhs) = int_attr_value(ctx, *c.first()?)?;
    let amount = rhs.to_u64_checked()? as u32;
    Some(vec![FoldResult::Attr(
        ctx.integer_attr(ty, lhs.shl(amount)),
    )])
}

/// The `Commutative` trait's fold (`llvm.add`, `llvm.mul`, which have no fold of their
/// own): a constant left operand and a non-constant right one swap, in place.
pub(crate) fn fold_commutative(
    _: &Context,
    body: &mut Body,
    op: OpId,
    c: &[Option<Attribute>],
) -> Folded {
    let [Some(_), None] = c else {
        return None;
    };
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    body.set_operand(op, 0, rhs);
    body.set_operand(op, 1, lhs);
    Some(Vec::new())
}

/// `or` of constants.
pub(crate) fn fold_or(ctx: &Context, body: &mut Body, op: OpId, c: &[Option<Attribute>]) -> Folded {
    let (_, lhs) = int_attr_value(ctx, *c.first()?)?;
    let (_, rhs) = int_attr_value(ctx, *c.get(1)?)?;
    let ty = body.value_type(body.result(op, 0));
    Some(vec![FoldResult::Attr(ctx.integer_attr(ty, lhs.or(&rhs)))])
}

/// `zext` of a constant.
pub(crate) fn fold_zext(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    c: &[Option<Attribute>],
) -> Folded {
    let (_, v) = int_attr_value(ctx, *c.first()?)?;
    let ty = body.value_type(body.result(op, 0));
    let width = match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => *width,
        _ => return None,
    };
    Some(vec![FoldResult::Attr(ctx.integer_attr(ty, v.zext(width)))])
}

/// A boolean of the shape of `ty` (`i1` or a splat vector of `i1`).
fn bool_attr(ctx: &Context, ty: Type, value: bool) -> Attribute {
    match ctx.type_data(ty) {
        TypeData::Vector { .. } => ctx.intern_attr(AttrData::DenseElements {
            ty,
            data: DenseData::Numeric {
                splat: true,
                raw: Box::new([u8::from(value)]),
            },
        }),
        _ => ctx.integer_attr(ty, ApInt::from_u64(1, u64::from(value))),
    }
}

/// `icmp eq/ne` of a value with itself, and of an `alloca` against `llvm.mlir.zero`.
pub(crate) fn fold_icmp(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> Folded {
    let cmp = ICmpOp(op);
    let pred = crate::attrs::ICmpPredicate::case(ctx, cmp.predicate(ctx, body)?)?;
    let (lhs, rhs) = (cmp.lhs(body), cmp.rhs(body));
    let ty = body.value_type(cmp.res(body));
    // eq = 0, ne = 1.
    if pred > 1 {
        return None;
    }
    if lhs == rhs {
        return Some(vec![FoldResult::Attr(bool_attr(ctx, ty, pred == 0))]);
    }
    let def = |v| strata_ir::matchers::defining_op(body, v);
    let is_alloca = |v| def(v).is_some_and(|o| AllocaOp::cast(ctx, body, o).is_some());
    let is_zero = |v| def(v).is_some_and(|o| ZeroOp::cast(ctx, body, o).is_some());
    if is_alloca(lhs) && is_zero(rhs) {
        return Some(vec![FoldResult::Attr(bool_attr(ctx, ty, pred == 1))]);
    }
    // icmp(null, alloca) -> icmp(alloca, null), in place (folded on the next visit).
    if is_zero(lhs) && is_alloca(rhs) {
        body.set_operands(op, &[rhs, lhs]);
        return Some(vec![]);
    }
    None
}

/// A cast to the operand's own type, or back through a cast of the same kind.
fn fold_cast_chain(
    ctx: &Context,
    body: &Body,
    op: OpId,
    same_kind: impl Fn(OpId) -> bool,
) -> Folded {
    let arg = body.operand(op, 0);
    let ty = body.value_type(body.result(op, 0));
    if body.value_type(arg) == ty {
        return Some(vec![FoldResult::Value(arg)]);
    }
    let prev = strata_ir::matchers::defining_op(body, arg)?;
    if same_kind(prev) && body.num_operands(prev) == 1 {
        let src = body.operand(prev, 0);
        if body.value_type(src) == ty {
            return Some(vec![FoldResult::Value(src)]);
        }
    }
    let _ = ctx;
    None
}

/// `bitcast` to the same type or undoing another `bitcast`.
pub(crate) fn fold_bitcast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> Folded {
    fold_cast_chain(ctx, body, op, |o| BitcastOp::cast(ctx, body, o).is_some())
}

/// `addrspacecast` to the same type or undoing another `addrspacecast`.
pub(crate) fn fold_identity_cast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> Folded {
    fold_cast_chain(ctx, body, op, |o| {
        AddrSpaceCastOp::cast(ctx, body, o).is_some()
    })
}

/// `getelementptr %p[0]` is `%p`; constant dynamic indices become constant indices.
pub(crate) fn fold_gep(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    c: &[Option<Attribute>],
) -> Folded {
    let gep = GEPOp(op);
    let raw = i32_array(ctx, gep.raw_constant_indices(ctx, body)?)?;
    let base = gep.base(body);
    let same_type = body.value_type(base) == body.value_type(gep.res(body));
    // The constant values of the dynamic indices (operands after the base).
    let dynamic_consts: Vec<Option<ApInt>> = (1..body.num_operands(op))
        .map(|i| int_attr_value(ctx, c.get(i).copied().flatten()).map(|(_, v)| v))
        .collect();
    if same_type && raw.len() == 1 {
        let zero = if raw[0] == crate::ops::GEP_DYNAMIC_INDEX {
            dynamic_consts
                .first()
                .cloned()
                .flatten()
                .is_some_and(|v| v.is_zero())
        } else {
            raw[0] == 0
        };
        if zero {
            return Some(vec![FoldResult::Value(base)]);
        }
    }
    // Canonicalize constant dynamic indices that fit in i32.
    let mut changed = false;
    let mut new_raw = Vec::with_capacity(raw.len());
    let mut keep = Vec::new();
    let mut d = 0;
    for &r in &raw {
        if r != crate::ops::GEP_DYNAMIC_INDEX {
            new_raw.push(r);
            continue;
        }
        let fits = dynamic_consts
            .get(d)
            .cloned()
            .flatten()
            .and_then(|v| v.to_i64_checked())
            .and_then(|v| i32::try_from(v).ok())
            .filter(|&v| v != crate::ops::GEP_DYNAMIC_INDEX);
        match fits {
            Some(v) => {
                new_raw.push(v);
                changed = true;
            }
            None => {
                new_raw.push(r);
                keep.push(body.operand(op, d + 1));
            }
        }
        d += 1;
    }
    if !changed {
        return None;
    }
    let mut operands = vec![base];
    operands.extend(keep);
    body.set_operands(op, &operands);
    let attr = i32_array_attr(ctx, &new_raw);
    set_prop(ctx, body, op, "rawConstantIndices", attr);
    Some(vec![])
}

/// Sets property `name` of `op`.
fn set_prop(ctx: &Context, body: &mut Body, op: OpId, name: &str, value: Attribute) {
    let id = ctx.ident(name);
    let mut entries: Vec<NamedAttribute> = body
        .op(op)
        .properties
        .map(|p| ctx.dictionary_entries(p).to_vec())
        .unwrap_or_default();
    entries.retain(|e| e.name != id);
    entries.push(NamedAttribute { name: id, value });
    body.op_mut(op).properties = Some(ctx.dictionary_attr(entries));
}

/// `extractvalue` through nested `extractvalue`s, constant containers and `insertvalue`
/// chains (upstream's fold, as mlir-opt 22 behaves). The nested merge comes first and is
/// an in-place update (the op's own result, which sccp undoes); the constant container
/// checks come next; then the insertvalue walk moves the container down the chain in
/// place, and when the walk ends at a constant container the constant checks run again
/// on it, so that sccp sees a constant result and keeps the moved container.
pub(crate) fn fold_extractvalue(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    c: &[Option<Attribute>],
) -> Folded {
    let ev = ExtractValueOp(op);
    let pos = i64_array(ctx, ev.position(ctx, body)?)?;
    let container = ev.container(body);
    let def = |body: &Body, v| strata_ir::matchers::defining_op(body, v);
    // extractvalue(extractvalue(x, p), q) -> extractvalue(x, p ++ q), in place.
    if let Some(inner) = def(body, container).and_then(|o| ExtractValueOp::cast(ctx, body, o)) {
        let mut new_pos = i64_array(ctx, inner.position(ctx, body)?)?;
        new_pos.extend(&pos);
        let src = inner.container(body);
        body.set_operands(op, &[src]);
        set_prop(ctx, body, op, "position", i64_array_attr(ctx, &new_pos));
        return Some(vec![FoldResult::Value(ev.res(body))]);
    }
    if let Some(attr) = c.first().copied().flatten()
        && let Some(v) = extract_from_constant(ctx, body, op, attr, &pos)
    {
        return Some(vec![FoldResult::Attr(v)]);
    }
    // Walk the insertvalue chain.
    let mut insert = def(body, container).and_then(|o| InsertValueOp::cast(ctx, body, o));
    let mut extract_pos: &[i64] = &pos;
    let mut switched = false;
    let mut result = None;
    while let Some(ins) = insert {
        let ins_pos = i64_array(ctx, ins.position(ctx, body)?)?;
        if extract_pos == ins_pos.as_slice() {
            return Some(vec![FoldResult::Value(ins.value(body))]);
        }
        if extract_pos.len() > ins_pos.len() && extract_pos[..ins_pos.len()] == ins_pos[..] {
            insert = def(body, ins.value(body)).and_then(|o| InsertValueOp::cast(ctx, body, o));
            extract_pos = &extract_pos[ins_pos.len()..];
            switched = true;
            continue;
        }
        let min = extract_pos.len().min(ins_pos.len());
        if extract_pos[..min] == ins_pos[..min] {
            return result;
        }
        let next = ins.container(body);
        if !switched {
            body.set_operands(op, &[next]);
            result = Some(vec![FoldResult::Value(ev.res(body))]);
        }
        insert = def(body, next).and_then(|o| InsertValueOp::cast(ctx, body, o));
    }
    if result.is_some()
        && let Some(attr) = constant_container(ctx, body, ev.container(body))
        && let Some(v) = extract_from_constant(ctx, body, op, attr, &pos)
    {
        return Some(vec![FoldResult::Attr(v)]);
    }
    result
}

/// The constant `v` holds when a `ConstantLike` op defines it (MLIR's `m_Constant`).
fn constant_container(
    ctx: &Context,
    body: &mut Body,
    v: strata_ir::ir::ValueId,
) -> Option<Attribute> {
    let d = strata_ir::matchers::defining_op(body, v)?;
    strata_ir::matchers::folded_constant(ctx, body, d)
}

/// The element at `pos` of the constant container `attr` of `extractvalue` `op`: undef,
/// poison and zero give themselves; a dense container of the result's element type gives
/// its splat value or the element at a single position.
fn extract_from_constant(
    ctx: &Context,
    body: &Body,
    op: OpId,
    attr: Attribute,
    pos: &[i64],
) -> Option<Attribute> {
    let ev = ExtractValueOp(op);
    if attr == poison_attr(ctx) || attr == undef_attr(ctx) || attr == zero_attr(ctx) {
        return Some(attr);
    }
    // A constant elements container of the result's element type: a splat, or one
    // element at a single position.
    if let AttrData::DenseElements {
        ty,
        data: DenseData::Numeric { splat, raw },
    } = ctx.attr_data(attr)
    {
        let res_ty = body.value_type(ev.res(body));
        if ctx.type_data(*ty).element_type() == Some(res_ty)
            && let Some(bytes) = ctx.dense_element_bytes(res_ty)
        {
            let index = if *splat {
                Some(0)
            } else if pos.len() == 1 {
                usize::try_from(pos[0]).ok()
            } else {
                None
            };
            if let Some(chunk) = index.and_then(|i| raw.get(i * bytes..(i + 1) * bytes)) {
                let mut le = [0u8; 16];
                for (d, s) in le.iter_mut().zip(chunk) {
                    *d = *s;
                }
                let bits = u128::from_le_bytes(le);
                let value = match ctx.type_data(res_ty) {
                    TypeData::Integer { width, .. } => {
                        let words = [bits as u64, (bits >> 64) as u64];
                        Some(ctx.integer_attr(res_ty, ApInt::from_words(*width, &words)))
                    }
                    TypeData::Float(_) => {
                        Some(ctx.intern_attr(AttrData::Float { ty: res_ty, bits }))
                    }
                    _ => None,
                };
                return value;
            }
        }
    }
    None
}
