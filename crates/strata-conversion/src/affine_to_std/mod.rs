//! `lower-affine` (MLIR's `LowerAffinePass`): a partial conversion of the affine dialect
//! to `scf`, `arith` and `memref` — `affine.for` to `scf.for` (bounds as `maxsi`/`minsi`
//! chains), `affine.if` to `scf.if` on a conjunction of `cmpi`s, `affine.parallel` to
//! `scf.parallel` (reductions as `scf.reduce` regions from identity values),
//! `affine.apply`/`min`/`max` and the access maps of `load`/`store`/`prefetch`/
//! `dma_start`/`dma_wait` to `arith` arithmetic (`vector_load`/`vector_store` become
//! `vector.load`/`vector.store`), and `affine.delinearize_index`/
//! `linearize_index` to divisions and products. As upstream, affine ops are of unknown
//! legality: one no pattern handles stays as it is.

mod expand;

use strata_ir::apint::ApInt;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::float::{FloatKind, from_f64};
use strata_ir::ir::{Body, OpId, ValueId};
use strata_ir::symbols::op_attr;
use strata_ir::{AttrData, Attribute, Context, Location, Type, TypeData};
use strata_pass::conversion::{
    ConversionConfig, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
    apply_partial_conversion,
};
use strata_pass::pass::{Pass, PassEnv};

use strata_affine::ir as affine;
use strata_dialects::{arith, memref, scf, vector};

use expand::{Basis, builder, delinearize, expand_expr, expand_map, expand_map_reduce, linearize};

use crate::arith_builder::cmpi;
use crate::pattern::Lowering;

/// The affine map held by attribute `name` of `op`.
fn map_of(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
) -> Option<strata_ir::affine::AffineMap> {
    match ctx.attr_data(op_attr(ctx, body, op, name)?) {
        AttrData::AffineMap(m) => Some(*m),
        _ => None,
    }
}

fn loc_of(rw: &ConversionPatternRewriter<'_>, op: OpId) -> Location {
    rw.body().op(op).loc
}

fn results_of(body: &Body, op: OpId) -> Vec<ValueId> {
    body.results(op).collect()
}

fn result_types(body: &Body, op: OpId) -> Vec<Type> {
    body.results(op).map(|r| body.value_type(r)).collect()
}

fn lower_apply(rw: &mut ConversionPatternRewriter<'_>, op: OpId) -> Option<()> {
    let ctx = rw.ctx();
    let map = map_of(ctx, rw.body(), op, "map")?;
    let operands: Vec<ValueId> = rw.body().operands(op).collect();
    let loc = loc_of(rw, op);
    let values = expand_map(&mut builder(rw, loc), map, &operands)?;
    rw.replace_op(op, &values);
    Some(())
}

fn lower_min_max(rw: &mut ConversionPatternRewriter<'_>, op: OpId, max: bool) -> Option<()> {
    let ctx = rw.ctx();
    let map = map_of(ctx, rw.body(), op, "map")?;
    let operands: Vec<ValueId> = rw.body().operands(op).collect();
    let loc = loc_of(rw, op);
    let v = expand_map_reduce(&mut builder(rw, loc), map, &operands, max)?;
    rw.replace_op(op, &[v]);
    Some(())
}

fn lower_min(rw: &mut ConversionPatternRewriter<'_>, op: OpId) -> Option<()> {
    lower_min_max(rw, op, false)
}

fn lower_max(rw: &mut ConversionPatternRewriter<'_>, op: OpId) -> Option<()> {
    lower_min_max(rw, op, true)
}

/// Expands the access map (attribute `map`) of an affine memory op over its map operands.
fn expand_access(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    operands: &[ValueId],
) -> Option<Vec<ValueId>> {
    let map = map_of(rw.ctx(), rw.body(), op, "map")?;
    let loc = loc_of(rw, op);
    expand_map(&mut builder(rw, loc), map, operands)
}

fn lower_load(rw: &mut ConversionPatternRewriter<'_>, op: OpId) -> Option<()> {
    let body = rw.body();
    let memref = body.operand(op, 0);
    let operands: Vec<ValueId> = body.operands(op).skip(1).collect();
    let indices = expand_access(rw, op, &operands)?;
    let loc = loc_of(rw, op);
    let load = memref::LoadOp::build(rw, loc, memref, &indices, None, None);
    let v = load.result(rw.body());
    rw.replace_op(op, &[v]);
    Some(())
}

fn lower_store(rw: &mut ConversionPatternRewriter<'_>, op: OpId) -> Option<()> {
    let body = rw.body();
    let value = body.operand(op, 0);
    let memref = body.operand(op, 1);
    let operands: Vec<ValueId> = body.operands(op).skip(2).collect();
    let indices = expand_access(rw, op, &operands)?;
    let loc = loc_of(rw, op);
    memref::StoreOp::build(rw, loc, value, memref, &indices, None, None);
    rw.erase_op(op);
    Some(())
}

fn lower_vector_load(rw: &mut ConversionPatternRewriter<'_>, op: OpId) -> Option<()> {
    let body = rw.body();
    let memref = body.operand(op, 0);
    let ty = body.value_type(body.result(op, 0));
    let operands: Vec<ValueId> = body.operands(op).skip(1).collect();
    let indices = expand_access(rw, op, &operands)?;
    let loc = loc_of(rw, op);
    let load = vector::LoadOp::build(rw, loc, ty, memref, &indices, None, None);
    let v = rw.body().result(load.0, 0);
    rw.replace_op(op, &[v]);
    Some(())
}

fn lower_vector_store(rw: &mut ConversionPatternRewriter<'_>, op: OpId) -> Option<()> {
    let body = rw.body();
    let value = body.operand(op, 0);
    let memref = body.operand(op, 1);
    let operands: Vec<ValueId> = body.operands(op).skip(2).collect();
    let indices = expand_access(rw, op, &operands)?;
    let loc = loc_of(rw, op);
    vector::StoreOp::build(rw, loc, value, memref, &indices, None, None);
    rw.erase_op(op);
    Some(())
}

fn lower_prefetch(rw: &mut ConversionPatternRewriter<'_>, op: OpId) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let memref = body.operand(op, 0);
    let operands: Vec<ValueId> = body.operands(op).skip(1).collect();
    let is_data_cache = op_attr(ctx, body, op, "isDataCache")?;
    let is_write = op_attr(ctx, body, op, "isWrite")?;
    let hint = op_attr(ctx, body, op, "localityHint")?;
    let indices = expand_access(rw, op, &operands)?;
    let loc = loc_of(rw, op);
    memref::PrefetchOp::build(rw, loc, memref, &indices, is_data_cache, is_write, hint);
    rw.erase_op(op);
    Some(())
}

fn lower_dma_start(rw: &mut ConversionPatternRewriter<'_>, op: OpId) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let layout = affine::DmaStartOp(op).layout(ctx, body)?;
    let operands: Vec<ValueId> = body.operands(op).collect();
    let loc = loc_of(rw, op);
    let slice = |from: usize, to: usize| operands.get(from..to).map(<[ValueId]>::to_vec);
    let src_idx = slice(layout.src + 1, layout.dst)?;
    let dst_idx = slice(layout.dst + 1, layout.tag)?;
    let tag_idx = slice(layout.tag + 1, layout.num_elements)?;
    let mut b = builder(rw, loc);
    let src = expand_map(&mut b, layout.maps[0], &src_idx)?;
    let dst = expand_map(&mut b, layout.maps[1], &dst_idx)?;
    let tag = expand_map(&mut b, layout.maps[2], &tag_idx)?;
    let mut new_operands = vec![operands[layout.src]];
    new_operands.extend(src);
    new_operands.push(operands[layout.dst]);
    new_operands.extend(dst);
    new_operands.push(*operands.get(layout.num_elements)?);
    new_operands.push(operands[layout.tag]);
    new_operands.extend(tag);
    new_operands.extend(operands.get(layout.num_elements + 1..)?.iter().copied());
    memref::DmaStartOp::build(rw, loc, &new_operands);
    rw.erase_op(op);
    Some(())
}

fn lower_dma_wait(rw: &mut ConversionPatternRewriter<'_>, op: OpId) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let map = affine::DmaWaitOp(op).tag_map(ctx, body)?;
    let operands: Vec<ValueId> = body.operands(op).collect();
    let (&num, rest) = operands.split_last()?;
    let (&tag, indices) = rest.split_first()?;
    let loc = loc_of(rw, op);
    let indices = expand_map(&mut builder(rw, loc), map, indices)?;
    memref::DmaWaitOp::build(rw, loc, tag, &indices, num);
    rw.erase_op(op);
    Some(())
}

fn lower_yield(rw: &mut ConversionPatternRewriter<'_>, op: OpId) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let parent = body.parent_op(op)?;
    if scf::ParallelOp::isa(ctx, body, parent) || affine::ParallelOp::isa(ctx, body, parent) {
        // Rewritten by the `affine.parallel` lowering.
        return None;
    }
    let operands: Vec<ValueId> = body.operands(op).collect();
    let loc = loc_of(rw, op);
    scf::YieldOp::build(rw, loc, &operands);
    rw.erase_op(op);
    Some(())
}

/// An in-place fold: the new operands and properties of an op, if it changes.
type InPlaceFold = fn(&Context, &Body, OpId) -> Option<(Vec<ValueId>, Attribute)>;

/// Applies an in-place fold (`fold` gives the new operands and properties) until it no
/// longer changes `op`, as MLIR's conversion driver folds an op before its patterns.
fn fold_in_place(rw: &mut ConversionPatternRewriter<'_>, op: OpId, fold: InPlaceFold) {
    for _ in 0..8 {
        let Some((operands, props)) = fold(rw.ctx(), rw.body(), op) else {
            return;
        };
        rw.modify_op_in_place(op, |b| {
            b.set_operands(op, &operands);
            b.op_mut(op).properties = Some(props);
        });
    }
}

fn lower_for(rw: &mut ConversionPatternRewriter<'_>, op: OpId) -> Option<()> {
    fold_in_place(rw, op, affine::fold_for_bounds);
    let ctx = rw.ctx();
    let body = rw.body();
    let for_op = affine::ForOp(op);
    // The rest of `AffineForOp::fold`: a zero trip count or an empty body.
    if body.num_results(op) != 0 && for_op.constant_trip_count(ctx, body) == Some(0) {
        let inits = for_op.inits(ctx, body);
        rw.replace_op(op, &inits);
        return Some(());
    }
    if let Some(values) = affine::fold_empty_loop(ctx, body, op) {
        rw.replace_op(op, &values);
        return Some(());
    }
    let lb_map = map_of(ctx, body, op, "lowerBoundMap")?;
    let ub_map = map_of(ctx, body, op, "upperBoundMap")?;
    let lb_operands = for_op.lower_bound_operands(ctx, body);
    let ub_operands = for_op.upper_bound_operands(ctx, body);
    let inits = for_op.inits(ctx, body);
    let step = for_op.step_value(ctx, body);
    let types = result_types(body, op);
    let region = *body.regions(op).first()?;
    let loc = loc_of(rw, op);
    let mut b = builder(rw, loc);
    let lb = expand_map_reduce(&mut b, lb_map, &lb_operands, true)?;
    let ub = expand_map_reduce(&mut b, ub_map, &ub_operands, false)?;
    let step = b.index(step);
    let new = scf::ForOp::build(rw, loc, &types, lb, ub, step, &inits, None);
    let dest = *rw.body().regions(new.0).first()?;
    rw.inline_region_before(region, dest, 0);
    let results = results_of(rw.body(), new.0);
    rw.replace_op(op, &results);
    Some(())
}

fn lower_if(rw: &mut ConversionPatternRewriter<'_>, op: OpId) -> Option<()> {
    fold_in_place(rw, op, affine::fold_if_condition);
    let ctx = rw.ctx();
    let body = rw.body();
    let set = affine::IfOp(op).integer_set(ctx, body)?;
    let data = ctx.affine().set_data(set).clone();
    let operands: Vec<ValueId> = body.operands(op).collect();
    let types = result_types(body, op);
    let regions = body.regions(op).to_vec();
    let has_else = regions
        .get(1)
        .is_some_and(|&r| !rw.body().blocks(r).is_empty());
    let nd = (data.num_dims as usize).min(operands.len());
    let (dims, syms) = operands.split_at(nd);
    let loc = loc_of(rw, op);
    let mut b = builder(rw, loc);
    let zero = b.index(0);
    let mut cond: Option<ValueId> = None;
    for (&e, &eq) in data.constraints.iter().zip(data.eq_flags.iter()) {
        let v = expand_expr(&mut b, e, dims, syms)?;
        let pred = if eq { cmpi::EQ } else { cmpi::SGE };
        let c = b.cmpi(pred, v, zero);
        cond = Some(match cond {
            Some(prev) => b.andi(prev, c),
            None => c,
        });
    }
    let cond = match cond {
        Some(c) => c,
        None => {
            let i1 = ctx.builtin_types().i1;
            b.int(i1, 1, 1)
        }
    };
    let new = scf::IfOp::build(rw, loc, &types, cond);
    let new_regions = rw.body().regions(new.0).to_vec();
    rw.inline_region_before(regions[0], new_regions[0], 0);
    if has_else {
        rw.inline_region_before(regions[1], new_regions[1], 0);
    }
    let results = results_of(rw.body(), new.0);
    rw.replace_op(op, &results);
    Some(())
}

/// The identity of reduction `kind` over `ty` as a constant attribute (MLIR's
/// `arith::getIdentityValueAttr`); `None` for kinds without one (`assign`).
fn identity_attr(ctx: &Context, kind: &str, ty: Type) -> Option<Attribute> {
    let float = |v: f64| -> Option<Attribute> {
        let k: FloatKind = ctx.float_kind(ty)?;
        Some(ctx.intern_attr(AttrData::Float {
            ty,
            bits: from_f64(k, v),
        }))
    };
    let width = match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Index => Some(64),
        _ => None,
    };
    let int = |f: fn(u32) -> ApInt| -> Option<Attribute> {
        let w = width?;
        Some(ctx.integer_attr(ty, f(w)))
    };
    match kind {
        "addf" => float(0.0),
        "mulf" => float(1.0),
        "maximumf" => float(f64::NEG_INFINITY),
        "minimumf" => float(f64::INFINITY),
        "maxnumf" | "minnumf" => float(f64::NAN),
        "addi" | "ori" | "xori" | "maxu" => int(|w| ApInt::from_u64(w, 0)),
        "muli" => int(|w| ApInt::from_u64(w, 1)),
        "andi" | "minu" => int(|w| ApInt::from_i64(w, -1)),
        "maxs" => int(|w| with_bit(ApInt::from_u64(w, 0), w - 1, true)),
        "mins" => int(|w| with_bit(ApInt::from_i64(w, -1), w - 1, false)),
        _ => None,
    }
}

/// `v` with bit `i` set to `on`.
fn with_bit(mut v: ApInt, i: u32, on: bool) -> ApInt {
    v.set_bit(i, on);
    v
}

/// Emits the op combining `a` and `b` for reduction `kind` (MLIR's
/// `arith::getReductionOp`).
fn reduction_op(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    kind: &str,
    a: ValueId,
    b: ValueId,
) -> Option<ValueId> {
    macro_rules! f {
        ($op:ident) => {
            arith::$op::build(rw, loc, a, b, None).result(rw.body())
        };
    }
    macro_rules! i {
        ($op:ident) => {
            arith::$op::build(rw, loc, a, b).result(rw.body())
        };
    }
    Some(match kind {
        "addf" => f!(AddFOp),
        "mulf" => f!(MulFOp),
        "maximumf" => f!(MaximumFOp),
        "minimumf" => f!(MinimumFOp),
        "maxnumf" => f!(MaxNumFOp),
        "minnumf" => f!(MinNumFOp),
        "addi" => f!(AddIOp),
        "muli" => f!(MulIOp),
        "maxs" => i!(MaxSIOp),
        "mins" => i!(MinSIOp),
        "maxu" => i!(MaxUIOp),
        "minu" => i!(MinUIOp),
        "andi" => i!(AndIOp),
        "ori" => i!(OrIOp),
        "xori" => i!(XOrIOp),
        _ => return None,
    })
}

fn lower_parallel(rw: &mut ConversionPatternRewriter<'_>, op: OpId) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let par = affine::ParallelOp(op);
    let n = par.num_dims(ctx, body);
    let lb_maps: Vec<_> = (0..n)
        .map(|i| par.lower_bound_map(ctx, body, i))
        .collect::<Option<_>>()?;
    let ub_maps: Vec<_> = (0..n)
        .map(|i| par.upper_bound_map(ctx, body, i))
        .collect::<Option<_>>()?;
    let lb_operands = par.lower_bounds_operands(ctx, body);
    let ub_operands = par.upper_bounds_operands(ctx, body);
    let steps = par.step_values(ctx, body);
    let kinds = par.reduction_kinds(ctx, body);
    let types = result_types(body, op);
    let region = *body.regions(op).first()?;
    let block = par.body_block(body)?;
    let terminator = body.last_op(block)?;
    let yielded: Vec<ValueId> = body.operands(terminator).collect();
    if kinds.len() != types.len() {
        return None;
    }
    let loc = loc_of(rw, op);
    let mut b = builder(rw, loc);
    let mut lbs = Vec::with_capacity(n);
    let mut ubs = Vec::with_capacity(n);
    for i in 0..n {
        lbs.push(expand_map_reduce(&mut b, lb_maps[i], &lb_operands, true)?);
        ubs.push(expand_map_reduce(&mut b, ub_maps[i], &ub_operands, false)?);
    }
    let steps: Vec<ValueId> = steps.into_iter().map(|s| b.index(s)).collect();
    let mut inits = Vec::with_capacity(types.len());
    for (&kind, &ty) in kinds.iter().zip(&types) {
        let attr = identity_attr(ctx, kind, ty)?;
        inits.push(b.constant(attr));
    }
    let new = scf::ParallelOp::build(rw, loc, &types, &lbs, &ubs, &steps, &inits);
    let dest = *rw.body().regions(new.0).first()?;
    rw.inline_region_before(region, dest, 0);
    rw.set_insertion_point(strata_ir::ir::InsertionPoint::Before(terminator));
    let operands = if types.is_empty() { vec![] } else { yielded };
    let reduce = scf::ReduceOp::build(rw, loc, &operands, operands.len());
    rw.erase_op(terminator);
    let reduce_regions = rw.body().regions(reduce.0).to_vec();
    for ((&kind, &ty), &r) in kinds.iter().zip(&types).zip(&reduce_regions) {
        let block = rw.create_block(r, &[(ty, loc), (ty, loc)]);
        let args = rw.body().block_args(block).to_vec();
        let v = reduction_op(rw, loc, kind, args[0], args[1])?;
        scf::ReduceReturnOp::build(rw, loc, v);
    }
    let results = results_of(rw.body(), new.0);
    rw.replace_op(op, &results);
    Some(())
}

/// The basis of an index op without its outer bound (one element per result or index
/// but the first), or `None` if malformed.
fn inner_basis(elems: Option<Vec<affine::BasisElem>>, count: usize) -> Option<Vec<Basis>> {
    let elems = elems?;
    let drop = usize::from(count == elems.len());
    Some(
        elems
            .into_iter()
            .skip(drop)
            .map(|e| match e {
                affine::BasisElem::Static(s) => Basis::Static(s),
                affine::BasisElem::Value(v) => Basis::Value(v),
            })
            .collect(),
    )
}

fn lower_delinearize(rw: &mut ConversionPatternRewriter<'_>, op: OpId) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let d = affine::DelinearizeIndexOp(op);
    let n = body.num_results(op);
    let basis = inner_basis(d.mixed_basis(ctx, body), n)?;
    let linear = body.operand(op, 0);
    let loc = loc_of(rw, op);
    let values = delinearize(&mut builder(rw, loc), linear, &basis, n);
    if values.len() != n {
        return None;
    }
    rw.replace_op(op, &values);
    Some(())
}

fn lower_linearize(rw: &mut ConversionPatternRewriter<'_>, op: OpId) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let l = affine::LinearizeIndexOp(op);
    let indices = l.multi_index(ctx, body);
    let basis = inner_basis(l.mixed_basis(ctx, body), indices.len())?;
    let disjoint = l.is_disjoint(ctx, body);
    let loc = loc_of(rw, op);
    let v = linearize(&mut builder(rw, loc), op, &indices, &basis, disjoint)?;
    rw.replace_op(op, &[v]);
    Some(())
}

/// The patterns of `lower-affine` (MLIR's `populateAffineToStdConversionPatterns` and
/// `populateAffineToVectorConversionPatterns` and `populateAffineExpandIndexOpsPatterns`).
pub fn populate_affine_to_std_patterns(set: &mut ConversionPatternSet) {
    let list: [(&'static str, crate::pattern::RewriteFn); 16] = [
        (affine::ApplyOp::NAME, lower_apply),
        (affine::DmaStartOp::NAME, lower_dma_start),
        (affine::DmaWaitOp::NAME, lower_dma_wait),
        (affine::LoadOp::NAME, lower_load),
        (affine::MinOp::NAME, lower_min),
        (affine::MaxOp::NAME, lower_max),
        (affine::ParallelOp::NAME, lower_parallel),
        (affine::PrefetchOp::NAME, lower_prefetch),
        (affine::StoreOp::NAME, lower_store),
        (affine::ForOp::NAME, lower_for),
        (affine::IfOp::NAME, lower_if),
        (affine::YieldOp::NAME, lower_yield),
        (affine::VectorLoadOp::NAME, lower_vector_load),
        (affine::VectorStoreOp::NAME, lower_vector_store),
        (affine::DelinearizeIndexOp::NAME, lower_delinearize),
        (affine::LinearizeIndexOp::NAME, lower_linearize),
    ];
    for (root, rewrite) in list {
        set.add(Lowering { root, rewrite });
    }
}

/// `lower-affine`.
#[derive(Clone, Copy, Debug, Default)]
pub struct LowerAffine;

impl Pass for LowerAffine {
    fn argument(&self) -> &'static str {
        "lower-affine"
    }
    fn name(&self) -> &'static str {
        "LowerAffinePass"
    }
    fn summary(&self) -> &'static str {
        "Lower Affine operations to a combination of Arith and SCF operations"
    }
    fn run(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        env: &mut PassEnv<'_>,
    ) -> Result<(), Diagnostic> {
        let mut set = ConversionPatternSet::new();
        populate_affine_to_std_patterns(&mut set);
        let patterns = set.freeze(ctx);
        let mut target = ConversionTarget::new();
        for d in ["arith", "memref", "scf", "vector"] {
            target.add_legal_dialect(d);
        }
        let result = apply_partial_conversion(
            ctx,
            body,
            op,
            &target,
            &patterns,
            &ConversionConfig::default(),
        )?;
        // Errors of the expansion (non-positive divisors) do not fail the pass, as in
        // mlir-opt.
        for d in result.diagnostics {
            env.emit(d);
        }
        Ok(())
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(*self)
    }
}
