//! Folds of `vector.extract` and `vector.broadcast`, as mlir-opt 22 (the parts that
//! involve only these two ops, constants and poison).

use strata_ir::attributes::DenseData;
use strata_ir::ir::{Body, OpId, ValueId};
use strata_ir::matchers::{defining_op, float_value, int_value, scalar_int_value, splat_bytes};
use strata_ir::registry::FoldResult;
use strata_ir::{AttrData, Attribute, Context, NamedAttribute, Type, TypeData};
use strata_ods::{i64_array, i64_array_attr};

use super::insert::InsertOp;
use super::ops::{BroadcastOp, DYNAMIC_POSITION, ExtractOp, vector_dims};
use crate::arith::fold::{apint_from_le, float_attr, int_attr};
use crate::ub::poison_attr;

type Folded = Option<Vec<FoldResult>>;

/// The poison marker of a `vector.extract` position.
const POISON_INDEX: i64 = -1;

fn attr(a: Option<Attribute>) -> Folded {
    a.map(|a| vec![FoldResult::Attr(a)])
}

fn value(v: ValueId) -> Folded {
    Some(vec![FoldResult::Value(v)])
}

/// The `vector.extract` defining `v`, if any.
pub(super) fn defining_extract(ctx: &Context, body: &Body, v: ValueId) -> Option<ExtractOp> {
    ExtractOp::cast(ctx, body, defining_op(body, v)?)
}

/// The `vector.broadcast` defining `v`, if any.
pub(super) fn defining_broadcast(ctx: &Context, body: &Body, v: ValueId) -> Option<BroadcastOp> {
    BroadcastOp::cast(ctx, body, defining_op(body, v)?)
}

/// The `static_position` of an extract.
fn positions(ctx: &Context, body: &Body, op: OpId) -> Vec<i64> {
    ExtractOp(op)
        .static_position(ctx, body)
        .and_then(|a| i64_array(ctx, a))
        .unwrap_or_default()
}

/// Sets `op`'s `static_position` property.
fn set_positions(ctx: &Context, body: &mut Body, op: OpId, pos: &[i64]) {
    let key = ctx.ident("static_position");
    let mut entries: Vec<NamedAttribute> = body
        .op(op)
        .properties
        .map(|d| ctx.dictionary_entries(d).to_vec())
        .unwrap_or_default();
    entries.retain(|e| e.name != key);
    entries.push(NamedAttribute {
        name: key,
        value: i64_array_attr(ctx, pos),
    });
    body.op_mut(op).properties = Some(ctx.dictionary_attr(entries));
}

/// A constant of type `ty` (a scalar, or a splat of a vector type) holding the value of
/// the scalar or splat constant `a`.
fn splat_as(ctx: &Context, a: Attribute, ty: Type) -> Option<Attribute> {
    if let Some(v) = int_value(ctx, a) {
        return int_attr(ctx, ty, v);
    }
    let (_, bits) = float_value(ctx, a)?;
    float_attr(ctx, ty, bits)
}

/// Whether `a` is a splat dense elements attribute.
fn is_splat(ctx: &Context, a: Attribute) -> bool {
    splat_bytes(ctx, a).is_some()
}

/// `vector.extract` fold: no position and the same type; a poison source or position;
/// constant dynamic positions move into `static_position` (in bounds or poison); a splat
/// constant source; chains of extracts; extracts of a `vector.broadcast`.
pub(super) fn fold_extract(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    if body.num_results(op) != 1 || body.num_operands(op) == 0 {
        return None;
    }
    let source = body.operand(op, 0);
    let result_ty = body.value_type(body.result(op, 0));
    let mut pos = positions(ctx, body, op);
    let entry_pos = pos.clone();
    if pos.is_empty() && body.value_type(source) == result_ty {
        return value(source);
    }
    let poison = poison_attr(ctx);
    if operands.first() == Some(&Some(poison)) {
        return attr(Some(poison));
    }
    let (shape, _, _) = vector_dims(ctx, body.value_type(source))?;
    let mut in_place = false;
    let dynamic: Vec<ValueId> = body.operands(op).skip(1).collect();
    if pos.iter().filter(|&&p| p == DYNAMIC_POSITION).count() != dynamic.len()
        || pos.len() > shape.len()
    {
        return None;
    }
    if !dynamic.is_empty() {
        let mut kept = vec![source];
        let mut k = 0;
        for (i, p) in pos.iter_mut().enumerate() {
            if *p != DYNAMIC_POSITION {
                continue;
            }
            let c = operands
                .get(1 + k)
                .copied()
                .flatten()
                .and_then(|a| scalar_int_value(ctx, a)?.to_i64_checked());
            match c {
                Some(v) if v >= POISON_INDEX && v < shape[i] => {
                    *p = v;
                    in_place = true;
                }
                _ => kept.push(dynamic[k]),
            }
            k += 1;
        }
        if in_place {
            set_positions(ctx, body, op, &pos);
            body.set_operands(op, &kept);
        }
    }
    // As upstream, the poison check looks at the positions the op had on entry (its
    // fold adaptor): a constant -1 index made static above only folds to poison on the
    // next fold. Callers that simulate folding (SCCP) undo in-place changes, so they
    // never see that poison.
    if entry_pos.contains(&POISON_INDEX) {
        return attr(Some(poison));
    }
    if let Some(Some(src)) = operands.first()
        && is_splat(ctx, *src)
        && let Some(a) = splat_as(ctx, *src, result_ty)
    {
        return attr(Some(a));
    }
    let has_dynamic = pos.contains(&DYNAMIC_POSITION);
    if !has_dynamic
        && let Some(Some(src)) = operands.first()
        && let Some(a) = extract_from_dense(ctx, *src, body.value_type(source), &pos, result_ty)
    {
        return attr(Some(a));
    }
    if !has_dynamic && fold_extract_chain(ctx, body, op, &pos) {
        return Some(Vec::new());
    }
    if !has_dynamic && let Some(f) = fold_extract_from_insert_chain(ctx, body, op, &pos) {
        return Some(f);
    }
    if let Some(f) = fold_extract_from_broadcast(ctx, body, op) {
        return Some(f);
    }
    if fold_scalar_extract_of_0d_cast(ctx, body, op, result_ty) {
        return Some(Vec::new());
    }
    in_place.then(Vec::new)
}

/// A scalar extract from a `vector.shape_cast` of a 0-D vector reads that vector's only
/// element, whatever its (dynamic) positions: the extract reads the 0-D source directly
/// (as mlir-opt 22 folds the flattening `convert-vector-to-scf` makes of 0-D prints).
fn fold_scalar_extract_of_0d_cast(ctx: &Context, body: &mut Body, op: OpId, result: Type) -> bool {
    let Some(def) = defining_op(body, body.operand(op, 0)) else {
        return false;
    };
    if !super::print::ShapeCastOp::isa(ctx, body, def) {
        return false;
    }
    let inner = body.operand(def, 0);
    match vector_dims(ctx, body.value_type(inner)) {
        Some((shape, _, element)) if shape.is_empty() && element == result => {
            set_positions(ctx, body, op, &[]);
            body.set_operands(op, &[inner]);
            true
        }
        _ => false,
    }
}

/// The elements of a non-splat numeric constant `src` (of vector type `src_ty`) that an
/// extract at static `pos` with result type `result_ty` reads: a scalar attribute or a
/// dense sub-vector (a contiguous run of the row-major elements). Scalable vectors and
/// complex elements are left alone, as mlir-opt 22 does for the former.
fn extract_from_dense(
    ctx: &Context,
    src: Attribute,
    src_ty: Type,
    pos: &[i64],
    result_ty: Type,
) -> Option<Attribute> {
    let AttrData::DenseElements {
        data: DenseData::Numeric { splat: false, raw },
        ..
    } = ctx.attr_data(src)
    else {
        return None;
    };
    let (shape, scalable, elem) = vector_dims(ctx, src_ty)?;
    if scalable.contains(&true) || pos.iter().zip(&shape).any(|(&p, &d)| p < 0 || p >= d) {
        return None;
    }
    let n = ctx.dense_element_bytes(elem)?;
    let mut start = 0usize;
    for (i, &d) in shape.iter().enumerate() {
        start = start * d as usize + pos.get(i).copied().unwrap_or(0) as usize;
    }
    let count = match vector_dims(ctx, result_ty) {
        Some((rshape, _, _)) => rshape.iter().product::<i64>() as usize,
        None => 1,
    };
    let bytes = raw.get(start * n..(start + count) * n)?;
    if vector_dims(ctx, result_ty).is_some() {
        return Some(ctx.intern_attr(AttrData::DenseElements {
            ty: result_ty,
            data: DenseData::Numeric {
                splat: false,
                raw: bytes.into(),
            },
        }));
    }
    match ctx.type_data(elem) {
        TypeData::Integer { width, .. } => int_attr(ctx, elem, apint_from_le(*width, bytes)),
        TypeData::Index => int_attr(ctx, elem, apint_from_le(64, bytes)),
        TypeData::Complex { .. } => None,
        _ => {
            let mut le = [0u8; 16];
            le.get_mut(..bytes.len())?.copy_from_slice(bytes);
            float_attr(ctx, elem, u128::from_le_bytes(le))
        }
    }
}

/// `extract(extract(x, p1), p2)` -> `extract(x, p1 ++ p2)` in place (static positions).
fn fold_extract_chain(ctx: &Context, body: &mut Body, op: OpId, pos: &[i64]) -> bool {
    let mut current = body.operand(op, 0);
    let mut parts: Vec<Vec<i64>> = vec![pos.to_vec()];
    let mut found = false;
    // Each step moves to the defining op, which precedes its user: the walk ends.
    while let Some(d) = defining_extract(ctx, body, current).map(|e| e.id()) {
        if body.num_operands(d) == 0 {
            return false;
        }
        let p = positions(ctx, body, d);
        if p.contains(&DYNAMIC_POSITION) || body.num_operands(d) != 1 {
            return false;
        }
        parts.push(p);
        current = body.operand(d, 0);
        found = true;
    }
    if !found {
        return false;
    }
    let all: Vec<i64> = parts.iter().rev().flatten().copied().collect();
    body.set_operand(op, 0, current);
    set_positions(ctx, body, op, &all);
    true
}

/// An extract at static `pos` through a chain of `vector.insert`s (MLIR's
/// `ExtractFromInsertTransposeChainState` without transposes): an insert at the same
/// position gives the stored value; one at a prefix of `pos` makes the extract read the
/// stored value at the rest of `pos` (in place); one that differs from `pos` in a constant
/// position is disjoint and looked through; one inside the extracted part, or one whose
/// dynamic positions leave the overlap unknown, stops the fold. Walking past disjoint
/// inserts reads their destination in place.
fn fold_extract_from_insert_chain(ctx: &Context, body: &mut Body, op: OpId, pos: &[i64]) -> Folded {
    let original = body.operand(op, 0);
    let mut current = original;
    while let Some(ins) = defining_op(body, current).and_then(|d| InsertOp::cast(ctx, body, d)) {
        let ipos = ins
            .static_position(ctx, body)
            .and_then(|a| i64_array(ctx, a))
            .unwrap_or_default();
        let common = ipos.len().min(pos.len());
        let equal_prefix = (0..common).all(|i| ipos[i] == pos[i]);
        if equal_prefix {
            if ipos.len() == pos.len() {
                return value(ins.value_to_store(body));
            }
            if ipos.len() < pos.len() {
                let stored = ins.value_to_store(body);
                body.set_operand(op, 0, stored);
                set_positions(ctx, body, op, &pos[ipos.len()..]);
                return Some(Vec::new());
            }
            return None;
        }
        let disjoint = (0..common).any(|i| ipos[i] != DYNAMIC_POSITION && ipos[i] != pos[i]);
        if !disjoint {
            return None;
        }
        current = ins.dest(body);
    }
    if current == original {
        return None;
    }
    body.set_operand(op, 0, current);
    Some(Vec::new())
}

/// The rank of a vector type, 0 for anything else.
fn rank(ctx: &Context, ty: Type) -> usize {
    vector_dims(ctx, ty).map_or(0, |d| d.0.len())
}

/// `extract(broadcast(x))` -> `x` when the types agree, else `extract(x)` at the
/// positions of `x`'s own dimensions (0 where `x` has size 1), when the extracted
/// dimensions were not broadcast.
fn fold_extract_from_broadcast(ctx: &Context, body: &mut Body, op: OpId) -> Folded {
    let source = body.operand(op, 0);
    let bcast = defining_broadcast(ctx, body, source)?.id();
    if body.num_operands(bcast) != 1 {
        return None;
    }
    let input = body.operand(bcast, 0);
    let result_ty = body.value_type(body.result(op, 0));
    let input_ty = body.value_type(input);
    if result_ty == input_ty {
        return value(input);
    }
    let (input_shape, _, _) = vector_dims(ctx, input_ty)?;
    let input_rank = input_shape.len();
    let bcast_rank = rank(ctx, body.value_type(source));
    let extract_rank = rank(ctx, result_ty);
    if extract_rank > input_rank || input_rank > bcast_rank {
        return None;
    }
    if let Some((shape, _, _)) = vector_dims(ctx, result_ty)
        && shape[..] != input_shape[input_rank - extract_rank..]
    {
        return None;
    }
    let delta_overall = input_rank - extract_rank;
    let delta_bcast = bcast_rank - input_rank;
    let old = positions(ctx, body, op);
    let dynamic: Vec<ValueId> = body.operands(op).skip(1).collect();
    // The mixed position of each old index: a static value or a dynamic operand.
    let mut dyn_iter = dynamic.iter();
    let mut mixed: Vec<Result<i64, ValueId>> = Vec::with_capacity(old.len());
    for &p in &old {
        if p == DYNAMIC_POSITION {
            mixed.push(Err(*dyn_iter.next()?));
        } else {
            mixed.push(Ok(p));
        }
    }
    let mut statics = Vec::with_capacity(delta_overall);
    let mut operands = vec![input];
    for (i, &size) in input_shape[..delta_overall].iter().enumerate() {
        if size == 1 {
            statics.push(0);
            continue;
        }
        match mixed.get(i + delta_bcast)? {
            Ok(p) => statics.push(*p),
            Err(v) => {
                statics.push(DYNAMIC_POSITION);
                operands.push(*v);
            }
        }
    }
    body.set_operands(op, &operands);
    set_positions(ctx, body, op, &statics);
    Some(Vec::new())
}

/// `vector.broadcast` fold: the same type gives the source; a scalar or splat constant
/// gives a splat of the result type; poison stays poison.
pub(super) fn fold_broadcast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    if body.num_operands(op) != 1 || body.num_results(op) != 1 {
        return None;
    }
    let source = body.operand(op, 0);
    let ty = body.value_type(body.result(op, 0));
    if body.value_type(source) == ty {
        return value(source);
    }
    let a = (*operands.first()?)?;
    let (_, _, element) = vector_dims(ctx, ty)?;
    match ctx.attr_data(a) {
        AttrData::Integer { ty: t, .. } | AttrData::Float { ty: t, .. } => {
            if *t != element {
                return None;
            }
            attr(splat_as(ctx, a, ty))
        }
        _ if is_splat(ctx, a) => attr(splat_as(ctx, a, ty)),
        _ if a == poison_attr(ctx) => attr(Some(a)),
        _ => None,
    }
}
