//! `scf.forall` canonicalization, as upstream registers it: `tensor.dim` of a result reads
//! the shared output instead (`DimOfForallOp`), constant bound values become static
//! (`ForallOpControlOperandsFolder`), results no parallel-combining op writes are replaced
//! by their shared outputs (`ForallOpIterArgsFolder`), dimensions with zero or one
//! iteration are removed (`ForallOpSingleOrZeroIterationDimsFolder`) and induction
//! variables of single-iteration dimensions become their lower bound
//! (`ForallOpReplaceConstantInductionVar`).
//!
//! Shared outputs produced by a `tensor.cast` that only loses static information take the
//! cast's source (`FoldTensorCastOfOutputIntoForallOp`). The writes are the
//! parallel-combining ops (`tensor.parallel_insert_slice`) of the terminator; a loop of
//! single iterations becomes its body followed by a `tensor.insert_slice` per write.

use std::sync::Arc;

use strata_ir::interfaces::ParallelCombiningOpInterface;
use strata_ir::ir::{Body, OpId, ValueId};
use strata_ir::{Attribute, Context, Location};
use strata_ods::{i32_array_attr, i64_array_attr};
use strata_pass::rewrite::{FnPattern, PatternRewriter, RewriteFn, RewritePattern};

use crate::arith::ConstantOp;
use crate::scf::ops::{BOUND_ATTRS, Bound, ForallOp, bound_const, split_bounds, yielding_ops};
use crate::tensor::fold::preserves_static_information;
use crate::tensor::{CastOp, DimOp, InsertSliceOp, ParallelInsertSliceOp};

/// The patterns, in upstream's order.
pub(super) fn patterns() -> Vec<Arc<dyn RewritePattern>> {
    let list: [(&'static str, &'static str, RewriteFn); 6] = [
        (DimOp::NAME, "DimOfForallOp", dim_of_forall),
        (
            ForallOp::NAME,
            "FoldTensorCastOfOutputIntoForallOp",
            fold_tensor_cast_of_output,
        ),
        (
            ForallOp::NAME,
            "ForallOpControlOperandsFolder",
            control_operands,
        ),
        (ForallOp::NAME, "ForallOpIterArgsFolder", iter_args),
        (
            ForallOp::NAME,
            "ForallOpSingleOrZeroIterationDimsFolder",
            single_or_zero_iteration_dims,
        ),
        (
            ForallOp::NAME,
            "ForallOpReplaceConstantInductionVar",
            constant_induction_var,
        ),
    ];
    list.into_iter()
        .map(|(root, name, rewrite)| {
            Arc::new(FnPattern {
                root,
                name,
                rewrite,
            }) as Arc<dyn RewritePattern>
        })
        .collect()
}

/// The `scf.forall` defining result `v`, with the result's number.
fn forall_result(ctx: &Context, body: &Body, v: ValueId) -> Option<(ForallOp, usize)> {
    match body.value(v).def {
        strata_ir::ir::ValueDef::Result { op, index } => {
            ForallOp::cast(ctx, body, op).map(|f| (f, index as usize))
        }
        _ => None,
    }
}

/// `tensor.dim` of a loop result reads the tied shared output.
fn dim_of_forall(rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let dim = DimOp(op);
    let Some((forall, i)) = forall_result(ctx, body, dim.source(body)) else {
        return false;
    };
    let Some(&out) = forall.shared_outs(ctx, body).get(i) else {
        return false;
    };
    rw.modify_op_in_place(op, |b| b.set_operand(op, 0, out));
    true
}

/// The value of a bound: the value itself, or an `index` constant made before the
/// insertion point (upstream's `getValueOrCreateConstantIndexOp`).
fn bound_value(rw: &mut PatternRewriter<'_, '_>, loc: Location, b: Bound) -> ValueId {
    match b {
        Bound::Value(v) => v,
        Bound::Static(s) => {
            let ctx = rw.ctx();
            let attr = ctx.integer_attr(ctx.index_type(), strata_ir::apint::ApInt::from_i64(64, s));
            ConstantOp::build(rw, loc, attr).result(rw.body())
        }
    }
}

/// Constant dynamic bounds and steps become static (updated in place).
fn control_operands(rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let f = ForallOp(op);
    let Some(bounds) = f.mixed_bounds(ctx, body) else {
        return false;
    };
    let mut changed = false;
    let folded: Vec<Vec<Bound>> = bounds
        .iter()
        .map(|list| {
            list.iter()
                .map(|&b| match b {
                    Bound::Value(_) => {
                        match bound_const(ctx, body, b).and_then(|c| i64::try_from(c).ok()) {
                            Some(c) => {
                                changed = true;
                                Bound::Static(c)
                            }
                            None => b,
                        }
                    }
                    b => b,
                })
                .collect()
        })
        .collect();
    if !changed {
        return false;
    }
    let outs = f.shared_outs(ctx, body);
    let mut operands = Vec::new();
    let mut counts = Vec::new();
    let mut props = body.op(op).properties;
    for (list, name) in folded.iter().zip(BOUND_ATTRS) {
        let (statics, values) = split_bounds(list);
        counts.push(values.len() as i32);
        operands.extend(values);
        props = Some(set_prop(ctx, props, name, i64_array_attr(ctx, &statics)));
    }
    counts.push(outs.len() as i32);
    operands.extend(outs);
    let props = set_prop(
        ctx,
        props,
        "operandSegmentSizes",
        i32_array_attr(ctx, &counts),
    );
    rw.modify_op_in_place(op, |b| {
        b.set_operands(op, &operands);
        b.op_mut(op).properties = Some(props);
    });
    true
}

/// `props` with entry `name` set to `value`.
fn set_prop(ctx: &Context, props: Option<Attribute>, name: &str, value: Attribute) -> Attribute {
    let id = ctx.ident(name);
    let mut entries: Vec<strata_ir::NamedAttribute> = props
        .map(|p| ctx.dictionary_entries(p).to_vec())
        .unwrap_or_default();
    match entries.iter_mut().find(|e| e.name == id) {
        Some(e) => e.value = value,
        None => {
            entries.push(strata_ir::NamedAttribute { name: id, value });
            entries.sort_by(|a, b| ctx.ident_str(a.name).cmp(ctx.ident_str(b.name)));
        }
    }
    ctx.dictionary_attr(entries)
}

/// Creates a loop like `f` over `bounds` with shared outputs `outs`, `f`'s mapping and
/// an entry block with arguments but no ops.
fn new_loop(
    rw: &mut PatternRewriter<'_, '_>,
    f: ForallOp,
    bounds: &[Vec<Bound>; 3],
    outs: &[ValueId],
) -> (ForallOp, strata_ir::ir::BlockId) {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = body.op(f.0).loc;
    let mapping = f.mapping(ctx, body);
    let new = ForallOp::build_with_body(rw, loc, bounds, outs, mapping);
    let body = rw.body();
    let region = body.regions(new.0)[0];
    let block = body.blocks(region)[0];
    let terminator = body.last_op(block);
    if let Some(t) = terminator {
        rw.erase_op(t);
    }
    (new, block)
}

/// The parallel-combining ops writing into block argument `arg` (upstream's
/// `ForallOp::getCombiningOps`).
fn combining_ops(ctx: &Context, body: &Body, arg: ValueId) -> Vec<OpId> {
    let mut ops = Vec::new();
    for u in body.uses(arg) {
        let user = u.op;
        let Some(pc) = ctx.op_interface::<ParallelCombiningOpInterface>(body.op(user).name) else {
            continue;
        };
        let writes = (pc.destinations)(ctx, body, user)
            .into_iter()
            .any(|i| i < body.num_operands(user) && body.operand(user, i) == arg);
        if writes && !ops.contains(&user) {
            ops.push(user);
        }
    }
    ops
}

/// Results that are unused or that no parallel-combining op writes are dropped: their
/// writes are erased and the body reads the shared output itself, which also replaces
/// the result (the loop keeps its discardable attributes, as in mlir-opt 22).
fn iter_args(rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let f = ForallOp(op);
    let outs = f.shared_outs(ctx, body);
    let out_args = f.region_out_args(ctx, body);
    if outs.is_empty() || outs.len() != body.num_results(op) || out_args.len() != outs.len() {
        return false;
    }
    let rb = body.regions_body(op);
    let dropped: Vec<bool> = (0..outs.len())
        .map(|i| {
            body.uses(body.result(op, i)).is_empty()
                || combining_ops(ctx, rb, out_args[i]).is_empty()
        })
        .collect();
    if !dropped.contains(&true) {
        return false;
    }
    let Some(bounds) = f.mixed_bounds(ctx, body) else {
        return false;
    };
    let Some(old_block) = single_block(body, op) else {
        return false;
    };
    let writes: Vec<OpId> = (0..outs.len())
        .filter(|&i| dropped[i])
        .flat_map(|i| combining_ops(ctx, rb, out_args[i]))
        .collect();
    for w in writes {
        rw.erase_op(w);
    }
    let kept: Vec<ValueId> = (0..outs.len())
        .filter(|&i| !dropped[i])
        .map(|i| outs[i])
        .collect();
    let attrs = rw.body().op(op).attributes;
    let (new, block) = new_loop(rw, f, &bounds, &kept);
    rw.modify_op_in_place(new.0, |b| b.op_mut(new.0).attributes = attrs);
    let body = rw.body();
    let new_args: Vec<ValueId> = body.block_args(block).to_vec();
    let rank = new_args.len() - kept.len();
    let mut args: Vec<ValueId> = new_args[..rank].to_vec();
    let mut next_kept = new_args[rank..].iter();
    let new_results: Vec<ValueId> = body.results(new.0).collect();
    let mut next_result = new_results.iter();
    let mut results = Vec::with_capacity(outs.len());
    for (i, &o) in outs.iter().enumerate() {
        if dropped[i] {
            args.push(o);
            results.push(o);
        } else {
            args.extend(next_kept.next().copied());
            results.extend(next_result.next().copied());
        }
    }
    rw.merge_blocks(old_block, block, &args);
    rw.replace_op(op, &results);
    true
}

/// The single block of `op`'s region.
fn single_block(body: &Body, op: OpId) -> Option<strata_ir::ir::BlockId> {
    let &r = body.regions(op).first()?;
    match body.blocks(r) {
        [b] => Some(*b),
        _ => None,
    }
}

/// The static trip count of one dimension (upstream's `constantTripCount`): zero when
/// the bounds are the same value or the range is empty, unknown unless bounds and step
/// are constant.
fn trip_count(ctx: &Context, body: &Body, lb: Bound, ub: Bound, step: Bound) -> Option<i128> {
    if lb == ub {
        return Some(0);
    }
    let (l, u, s) = (
        bound_const(ctx, body, lb)?,
        bound_const(ctx, body, ub)?,
        bound_const(ctx, body, step)?,
    );
    if s <= 0 {
        return None;
    }
    if u <= l {
        return Some(0);
    }
    Some((u - l + s - 1) / s)
}

/// Dimensions with one iteration are dropped (their induction variable becomes the
/// lower bound), a dimension with none removes the loop, and a loop left with no
/// dimension is inlined. Mapped loops are left alone.
fn single_or_zero_iteration_dims(rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let f = ForallOp(op);
    let mapped = f.mapping(ctx, body).is_some_and(
        |m| !matches!(ctx.attr_data(m), strata_ir::AttrData::Array(items) if items.is_empty()),
    );
    if mapped {
        return false;
    }
    let Some(bounds) = f.mixed_bounds(ctx, body) else {
        return false;
    };
    let Some(old_block) = single_block(body, op) else {
        return false;
    };
    let ivs = f.induction_vars(ctx, body);
    let outs = f.shared_outs(ctx, body);
    if ivs.len() != bounds[0].len() || body.num_results(op) != outs.len() {
        return false;
    }
    let loc = body.op(op).loc;
    let mut kept: [Vec<Bound>; 3] = Default::default();
    let mut single: Vec<Option<Bound>> = Vec::with_capacity(ivs.len());
    let dims = bounds[0].iter().zip(&bounds[1]).zip(&bounds[2]);
    for ((&lb, &ub), &step) in dims {
        match trip_count(ctx, body, lb, ub, step) {
            Some(0) => {
                rw.replace_op(op, &outs);
                return true;
            }
            Some(1) => single.push(Some(lb)),
            _ => {
                single.push(None);
                kept[0].push(lb);
                kept[1].push(ub);
                kept[2].push(step);
            }
        }
    }
    if kept[0].is_empty() {
        return promote(rw, op, old_block, &single, &outs);
    }
    if kept[0].len() == ivs.len() {
        return false;
    }
    let mut replacements = Vec::with_capacity(ivs.len());
    for b in &single {
        replacements.push(b.map(|b| bound_value(rw, loc, b)));
    }
    let attrs = rw.body().op(op).attributes;
    let (new, block) = new_loop(rw, f, &kept, &outs);
    let body = rw.body();
    let new_args: Vec<ValueId> = body.block_args(block).to_vec();
    let (new_ivs, new_outs) = new_args.split_at(kept[0].len());
    let mut new_ivs = new_ivs.iter();
    let mut args: Vec<ValueId> = replacements
        .iter()
        .map(|r| r.or_else(|| new_ivs.next().copied()))
        .collect::<Option<Vec<_>>>()
        .unwrap_or_default();
    args.extend_from_slice(new_outs);
    if args.len() != body.block_args(old_block).len() {
        return false;
    }
    rw.modify_op_in_place(new.0, |b| b.op_mut(new.0).attributes = attrs);
    rw.merge_blocks(old_block, block, &args);
    let results: Vec<ValueId> = rw.body().results(new.0).collect();
    rw.replace_op(op, &results);
    true
}

/// Upstream's `promote`: the body of a loop of single iterations is inlined before it
/// (induction variables are the lower bounds, output arguments the shared outputs) and
/// each `tensor.parallel_insert_slice` of the terminator becomes a `tensor.insert_slice`
/// after it. Result `i` is output `i` with the writes into it applied in order; mlir-opt
/// instead pairs the `i`-th write with result `i`, which is wrong when the writes are not
/// one per output in output order (it drops or swaps writes).
fn promote(
    rw: &mut PatternRewriter<'_, '_>,
    op: OpId,
    old_block: strata_ir::ir::BlockId,
    single: &[Option<Bound>],
    outs: &[ValueId],
) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = body.op(op).loc;
    let Some(parent) = body.op_block(op) else {
        return false;
    };
    let out_args = ForallOp(op).region_out_args(ctx, body);
    let terminator = body.last_op(old_block);
    let mut writes = Vec::new();
    for w in terminator
        .map(|t| yielding_ops(body, t))
        .unwrap_or_default()
    {
        if !ParallelInsertSliceOp::isa(ctx, body, w) || body.num_operands(w) < 2 {
            continue;
        }
        let Some(k) = out_args.iter().position(|&a| a == body.operand(w, 1)) else {
            return false;
        };
        writes.push((w, k));
    }
    let mut args: Vec<ValueId> = single
        .iter()
        .map(|b| bound_value(rw, loc, b.unwrap_or(Bound::Static(0))))
        .collect();
    args.extend_from_slice(outs);
    rw.inline_block_before(old_block, parent, Some(op), &args);
    rw.set_insertion_point(strata_ir::ir::InsertionPoint::After(op));
    let mut results = outs.to_vec();
    for (w, k) in writes {
        let body = rw.body();
        let Some(s) = crate::tensor::Slice::of(ctx, body, w) else {
            return false;
        };
        let [o, z, t] = s.lists.each_ref().map(|l| i64_array_attr(ctx, l));
        let [ov, zv, tv] = s.dynamic;
        let ins = InsertSliceOp::build(rw, loc, s.source, results[k], &ov, &zv, &tv, o, z, t);
        results[k] = ins.result(rw.body());
        rw.set_insertion_point(strata_ir::ir::InsertionPoint::After(ins.0));
    }
    if let Some(t) = terminator {
        rw.erase_op(t);
    }
    rw.replace_op(op, &results);
    true
}

/// Induction variables of single-iteration dimensions are replaced by their lower bound.
fn constant_induction_var(rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let f = ForallOp(op);
    let Some(bounds) = f.mixed_bounds(ctx, body) else {
        return false;
    };
    let ivs = f.induction_vars(ctx, body);
    let rb = body.regions_body(op);
    let loc = body.op(op).loc;
    let todo: Vec<(ValueId, Bound)> = ivs
        .iter()
        .enumerate()
        .filter(|(_, iv)| !rb.uses(**iv).is_empty())
        .filter(|&(d, _)| {
            d < bounds[0].len()
                && trip_count(ctx, body, bounds[0][d], bounds[1][d], bounds[2][d]) == Some(1)
        })
        .map(|(d, &iv)| (iv, bounds[0][d]))
        .collect();
    if todo.is_empty() {
        return false;
    }
    for (iv, lb) in todo {
        let v = bound_value(rw, loc, lb);
        rw.replace_all_uses_with(iv, v);
    }
    true
}

/// Shared outputs made by a `tensor.cast` that only loses static information take the
/// cast's source: the new loop's body casts the output argument back to the old type,
/// and so do its results.
fn fold_tensor_cast_of_output(rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let f = ForallOp(op);
    let outs = f.shared_outs(ctx, body);
    if outs.len() != body.num_results(op) {
        return false;
    }
    let mut new_outs = outs.clone();
    let mut casts = Vec::new();
    for (i, &o) in outs.iter().enumerate() {
        let Some(cast) =
            strata_ir::matchers::defining_op(body, o).and_then(|d| CastOp::cast(ctx, body, d))
        else {
            continue;
        };
        let (src, dst) = (cast.source(body), cast.dest(body));
        if !preserves_static_information(ctx, body.value_type(dst), body.value_type(src)) {
            continue;
        }
        casts.push((i, body.value_type(dst)));
        new_outs[i] = src;
    }
    if casts.is_empty() {
        return false;
    }
    let Some(bounds) = f.mixed_bounds(ctx, body) else {
        return false;
    };
    let Some(old_block) = single_block(body, op) else {
        return false;
    };
    let rank = f.rank(ctx, body);
    let loc = body.op(op).loc;
    let (new, block) = new_loop(rw, f, &bounds, &new_outs);
    let saved = rw.insertion_point();
    rw.set_insertion_point(strata_ir::ir::InsertionPoint::AtEnd(block));
    let mut args: Vec<ValueId> = rw.body().block_args(block).to_vec();
    // Upstream builds these casts with the loop's body builder, which no rewrite listener
    // sees: a driver working on a list of ops (remove-dead-values' canonicalization step)
    // leaves them even when unused.
    for &(i, ty) in &casts {
        let arg = args[rank + i];
        args[rank + i] = rw.modify_op_in_place(new.0, |b| {
            let state = CastOp::state(ctx, b, loc, ty, arg);
            let cast = b.create_op(state);
            b.insert_op_at(strata_ir::ir::InsertionPoint::AtEnd(block), cast);
            b.result(cast, 0)
        });
    }
    rw.merge_blocks(old_block, block, &args);
    // The writes now name the casts of the output arguments: they write the arguments
    // themselves, the i-th write the i-th output as upstream pairs them.
    let out_args = new.region_out_args(ctx, rw.body());
    let terminator = rw.body().last_op(block);
    let yielding = terminator.map_or_else(Vec::new, |t| yielding_ops(rw.body(), t));
    for (&w, &arg) in yielding.iter().zip(&out_args) {
        let name = rw.body().op(w).name;
        let Some(pc) = ctx.op_interface::<ParallelCombiningOpInterface>(name) else {
            continue;
        };
        let dests = (pc.destinations)(ctx, rw.body(), w);
        rw.modify_op_in_place(w, |b| {
            for i in dests {
                if i < b.num_operands(w) {
                    b.set_operand(w, i, arg);
                }
            }
        });
    }
    rw.set_insertion_point(strata_ir::ir::InsertionPoint::After(new.0));
    let mut results: Vec<ValueId> = rw.body().results(new.0).collect();
    for &(i, ty) in &casts {
        results[i] = CastOp::build(rw, loc, ty, results[i]).dest(rw.body());
    }
    if let Some(ip) = saved {
        rw.set_insertion_point(ip);
    }
    rw.replace_op(op, &results);
    true
}
