//! The affine dialect's inliner interface: affine ops only go into affine scopes and
//! affine structures, and callees only go into `affine.for`/`affine.parallel`/`affine.if`
//! bodies when every dimension and symbol they use stays valid there (mlir-opt 22's
//! rules).

use std::collections::HashSet;
use strata_ir::interfaces::ShapedDimOpInterface;
use strata_ir::ir::{Body, OpId, RegionId, ValueDef, ValueId};
use strata_ir::registry::{DialectHooks, InlineDest, InlineSource, InlinerHooks};
use strata_ir::{Context, TypeData};

use strata_ir::OpName;
use strata_ir::ir::Op;
use strata_ir::matchers::is_constant_op;

use super::interfaces::AffineMemoryAccess;
use super::ops::{ApplyOp, ForOp, IfOp, ParallelOp};
use super::valid::{DimSymbol, dim_symbol, is_top_level};

/// Registers the affine dialect's inliner interface.
pub(super) fn register(ctx: &Context) {
    DialectHooks::register_inliner(
        ctx,
        "affine",
        InlinerHooks {
            handle_terminator: None,
            legal_region: Some(legal_region),
            legal_op: Some(legal_op),
            ..InlinerHooks::NONE
        },
    );
}

/// Whether `name` is an affine structure callees may be inlined into.
fn is_affine_structure(ctx: &Context, name: OpName) -> bool {
    name == ForOp::op_name(ctx) || name == IfOp::op_name(ctx) || name == ParallelOp::op_name(ctx)
}

/// An affine op may be inlined into a region of an affine scope (an op with the
/// `AffineScope` trait) or of an affine structure.
fn legal_op(ctx: &Context, _: &Body, _: OpId, dest: &InlineDest<'_>) -> bool {
    ctx.op_info(dest.parent_name)
        .is_some_and(|i| i.traits.affine_scope)
        || is_affine_structure(ctx, dest.parent_name)
}

/// A callee may be inlined into an affine structure's region when its body is one block
/// whose ops have no memory effect or are affine accesses whose dimensions and symbols
/// stay valid at the new place.
fn legal_region(ctx: &Context, dest: &InlineDest<'_>, src: &InlineSource<'_>) -> bool {
    if !is_affine_structure(ctx, dest.parent_name) {
        return false;
    }
    let [block] = src.body.blocks(src.region) else {
        return false;
    };
    src.body.block_ops(*block).all(|op| {
        if has_no_effect(ctx, src.body, op) {
            return true;
        }
        // Pure, so accepted above; kept for ops declared otherwise. A top-level
        // `affine.apply` of the callee is a valid dimension there, so its operands must
        // stay dimensions.
        if ApplyOp::isa(ctx, src.body, op) {
            return src
                .body
                .operands(op)
                .all(|v| remains_legal(ctx, dest, src, v, true));
        }
        match ctx.op_interface::<AffineMemoryAccess>(src.body.op(op).name) {
            // Affine reads and writes only, as upstream (not prefetches or DMA ops).
            Some(access) if access.is_read_or_write() => {
                access_remains_legal(ctx, dest, src, op, access)
            }
            Some(_) => false,
            None => false,
        }
    })
}

/// Whether `op` implements the memory effect interface and has no effect (MLIR's
/// `MemoryEffectOpInterface::hasNoEffect`); ops with only recursive effects or none
/// declared do not implement it.
fn has_no_effect(ctx: &Context, body: &Body, op: OpId) -> bool {
    let Some(info) = ctx.op_info(body.op(op).name) else {
        return false;
    };
    match info.interfaces.memory_effects {
        Some(f) => {
            let mut effects = Vec::new();
            f(ctx, body, op, &mut effects);
            effects.is_empty()
        }
        None => info.traits.pure,
    }
}

/// Whether the map operands of an affine memory access stay valid dimensions and symbols
/// after inlining.
fn access_remains_legal(
    ctx: &Context,
    dest: &InlineDest<'_>,
    src: &InlineSource<'_>,
    op: OpId,
    access: &AffineMemoryAccess,
) -> bool {
    let Some(map) = access.map(ctx, src.body, op) else {
        return false;
    };
    let data = ctx.affine().map_data(map);
    let num_dims = data.num_dims as usize;
    let operands = (access.map_operands)(ctx, src.body, op);
    if operands.len() != num_dims + data.num_symbols as usize {
        return false;
    }
    operands
        .iter()
        .enumerate()
        .all(|(i, &v)| remains_legal(ctx, dest, src, v, i < num_dims))
}

/// The region `v` (of `body`) is defined in: its block's region.
fn defining_region(body: &Body, v: ValueId) -> Option<RegionId> {
    let block = match body.value(v).def {
        ValueDef::BlockArg { block, .. } => Some(block),
        ValueDef::Result { op, .. } => body.op_block(op),
        ValueDef::Detached => None,
    };
    block.and_then(|b| body.block_region(b))
}

/// MLIR's `ShapedDimOpInterface` of `op` (`memref.dim`, `tensor.dim`), if it implements
/// it.
fn dim_like<'c>(ctx: &'c Context, body: &Body, op: OpId) -> Option<&'c ShapedDimOpInterface> {
    ctx.op_interface::<ShapedDimOpInterface>(body.op(op).name)
}

/// Whether the callee value `v`, a valid dimension (`as_dim`) or symbol where it is used,
/// stays one once its user is inlined: values nested in the callee are inlined along
/// with it; arguments are replaced by call operands that must be valid in the destination
/// region; other top-level values only stay valid if constants or `dim` results.
fn remains_legal(
    ctx: &Context,
    dest: &InlineDest<'_>,
    src: &InlineSource<'_>,
    v: ValueId,
    as_dim: bool,
) -> bool {
    if defining_region(src.body, v) != Some(src.region) {
        return true;
    }
    match src.body.value(v).def {
        ValueDef::BlockArg { .. } => match src.mapping.lookup_value(v) {
            Some(new) if as_dim => valid_dim_in(ctx, dest.body, dest.region, new),
            Some(new) => valid_symbol_in(ctx, dest.body, dest.region, new),
            None => false,
        },
        ValueDef::Result { op, .. } => {
            is_constant_op(ctx, src.body, op) || dim_like(ctx, src.body, op).is_some()
        }
        ValueDef::Detached => false,
    }
}

fn is_index(ctx: &Context, body: &Body, v: ValueId) -> bool {
    matches!(ctx.type_data(body.value_type(v)), TypeData::Index)
}

/// The region holding the op that owns `region`, unless that op is isolated from above
/// (then `region` is a top-level region of `body`).
fn enclosing_region(body: &Body, region: RegionId) -> Option<RegionId> {
    let parent = body.region_parent(region)?;
    body.op_block(parent).and_then(|b| body.block_region(b))
}

/// MLIR's `isValidSymbol(value, region)` for `v` of `body` used in `region`: top level in
/// `region` or, walking out through non-isolated parents, in an enclosing region;
/// constants; `dim` results by the `dim` rule. (Upstream also accepts `Pure` ops with
/// symbol operands, which only matters for values not dominating `region`: a `dim`
/// result never qualifies, its source not being an index.)
fn valid_symbol_in(ctx: &Context, body: &Body, region: RegionId, v: ValueId) -> bool {
    let (mut region, mut v) = (region, v);
    let mut seen = HashSet::new();
    loop {
        if !seen.insert((region, v)) || !is_index(ctx, body, v) {
            return false;
        }
        if defining_region(body, v) == Some(region) {
            return true;
        }
        if let ValueDef::Result { op, .. } = body.value(v).def {
            if is_constant_op(ctx, body, op) {
                return true;
            }
            if let Some(dim) = dim_like(ctx, body, op) {
                match dim_symbol(ctx, body, op, dim) {
                    DimSymbol::Valid => return true,
                    DimSymbol::Invalid => return false,
                    DimSymbol::SizeOf(size) => {
                        v = size;
                        continue;
                    }
                }
            }
        }
        match enclosing_region(body, region) {
            Some(r) => region = r,
            None => return false,
        }
    }
}

/// Whether `v` is the induction variable of an `affine.for` or `affine.parallel`.
fn is_affine_induction_var(ctx: &Context, body: &Body, v: ValueId) -> bool {
    let ValueDef::BlockArg { block, index } = body.value(v).def else {
        return false;
    };
    let Some(owner) = body.block_parent_op(block) else {
        return false;
    };
    if ForOp::isa(ctx, body, owner) {
        index == 0
    } else {
        ParallelOp::isa(ctx, body, owner)
    }
}

/// MLIR's `isValidDim(value, region)`: a valid symbol in `region`, an affine induction
/// variable, an `affine.apply` of valid dimensions, or a `dim` of a value top level in
/// the affine scope.
fn valid_dim_in(ctx: &Context, body: &Body, region: RegionId, v: ValueId) -> bool {
    let mut stack = vec![v];
    let mut seen = HashSet::new();
    while let Some(v) = stack.pop() {
        if !seen.insert(v) || valid_symbol_in(ctx, body, region, v) {
            continue;
        }
        if !is_index(ctx, body, v) {
            return false;
        }
        match body.value(v).def {
            ValueDef::BlockArg { .. } => {
                if !is_affine_induction_var(ctx, body, v) {
                    return false;
                }
            }
            ValueDef::Result { op, .. } => {
                if ApplyOp::isa(ctx, body, op) {
                    stack.extend(body.operands(op));
                } else if !dim_like(ctx, body, op).is_some_and(|dim| {
                    body.num_operands(op) >= 1
                        && is_top_level(ctx, body, (dim.shaped_value)(ctx, body, op))
                }) {
                    return false;
                }
            }
            ValueDef::Detached => return false,
        }
    }
    true
}
