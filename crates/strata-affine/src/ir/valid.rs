//! MLIR's rules for SSA values usable as affine dimension and symbol identifiers
//! (`isValidDim`, `isValidSymbol`).
//!
//! The affine scope of a value is the closest enclosing op with the `AffineScope` trait
//! (`func.func`, `builtin.module`). Values never cross an isolated-from-above body in
//! Strata, so a value defined directly in a top-level region of its body belongs to the op
//! owning the body, taken to be an affine scope (every isolated op of Strata's dialects
//! is one).

use std::collections::HashSet;
use strata_dialects::memref::{AllocOp, CastOp, SubViewOp, ViewOp};
use strata_ir::interfaces::ShapedDimOpInterface;
use strata_ir::ir::{Body, OpId, ValueDef, ValueId};
use strata_ir::matchers::{constant_i64, is_constant_op};
use strata_ir::{Context, TypeData};

use super::ops::{ApplyOp, ForOp, ParallelOp};

/// Whether `v` is defined directly in a region of an affine scope (MLIR's
/// `isTopLevelValue`): a top-level region of `body`, or a region of an op with the
/// `AffineScope` trait.
pub(crate) fn is_top_level(ctx: &Context, body: &Body, v: ValueId) -> bool {
    let block = match body.value(v).def {
        ValueDef::BlockArg { block, .. } => Some(block),
        ValueDef::Result { op, .. } => body.op_block(op),
        _ => None,
    };
    let Some(region) = block.and_then(|b| body.block_region(b)) else {
        return false;
    };
    match body.region_parent(region) {
        None => true,
        Some(parent) => ctx
            .op_info(body.op(parent).name)
            .is_some_and(|i| i.traits.affine_scope),
    }
}

fn is_index(ctx: &Context, body: &Body, v: ValueId) -> bool {
    matches!(ctx.type_data(body.value_type(v)), TypeData::Index)
}

fn def_op(body: &Body, v: ValueId) -> Option<OpId> {
    match body.value(v).def {
        ValueDef::Result { op, .. } => Some(op),
        _ => None,
    }
}

/// MLIR's `ShapedDimOpInterface` of `op` (`memref.dim`, `tensor.dim`), when it has its
/// two operands.
fn shaped_dim<'c>(ctx: &'c Context, body: &Body, op: OpId) -> Option<&'c ShapedDimOpInterface> {
    ctx.op_interface::<ShapedDimOpInterface>(body.op(op).name)
        .filter(|_| body.num_operands(op) == 2)
}

/// Whether the value at the head of a check is the induction variable or an iteration
/// argument of an `affine.for`/`affine.parallel` (any of their block arguments).
fn is_affine_loop_arg(ctx: &Context, body: &Body, v: ValueId) -> bool {
    let ValueDef::BlockArg { block, .. } = body.value(v).def else {
        return false;
    };
    body.block_region(block)
        .and_then(|r| body.region_parent(r))
        .is_some_and(|op| ForOp::isa(ctx, body, op) || ParallelOp::isa(ctx, body, op))
}

/// What the `dim` rule of a symbol check concluded.
pub(crate) enum DimSymbol {
    Valid,
    Invalid,
    /// Valid iff this size operand is a valid symbol in the same region.
    SizeOf(ValueId),
}

/// MLIR's `isDimOpValidSymbol` for `dim` op `op` in `region`: its source is top level in
/// the affine scope, or (through `memref.cast`s) a `memref.alloc`, `memref.view` or
/// `memref.subview` whose size at the constant index is static or a valid symbol.
pub(crate) fn dim_symbol(
    ctx: &Context,
    body: &Body,
    op: OpId,
    dim: &ShapedDimOpInterface,
) -> DimSymbol {
    if body.num_operands(op) != 2 {
        return DimSymbol::Invalid;
    }
    let source = (dim.shaped_value)(ctx, body, op);
    if is_top_level(ctx, body, source) {
        return DimSymbol::Valid;
    }
    let Some(index) = constant_i64(ctx, body, (dim.dimension)(ctx, body, op)) else {
        return DimSymbol::Invalid;
    };
    let mut value = source;
    let def = loop {
        let ValueDef::Result { op: def, .. } = body.value(value).def else {
            return DimSymbol::Invalid;
        };
        let Some(cast) = CastOp::cast(ctx, body, def).filter(|_| body.num_operands(def) == 1)
        else {
            break def;
        };
        value = cast.source(body);
        if matches!(
            ctx.type_data(body.value_type(value)),
            TypeData::UnrankedMemRef { .. }
        ) {
            return DimSymbol::Invalid;
        }
    };
    let sizes: Vec<ValueId> = if let Some(alloc) = AllocOp::cast(ctx, body, def) {
        alloc.dynamic_sizes(ctx, body)
    } else if let Some(view) = ViewOp::cast(ctx, body, def) {
        view.sizes(body)
    } else if let Some(subview) = SubViewOp::cast(ctx, body, def) {
        subview.sizes(ctx, body)
    } else {
        return DimSymbol::Invalid;
    };
    if body.num_results(def) == 0 {
        return DimSymbol::Invalid;
    }
    let TypeData::MemRef { shape, .. } = ctx.type_data(body.value_type(body.result(def, 0))) else {
        return DimSymbol::Invalid;
    };
    let Some(i) = usize::try_from(index).ok().filter(|&i| i < shape.len()) else {
        return DimSymbol::Invalid;
    };
    if shape[i] != strata_ir::types::DYNAMIC {
        return DimSymbol::Valid;
    }
    let position = shape[..i]
        .iter()
        .filter(|&&s| s == strata_ir::types::DYNAMIC)
        .count();
    match sizes.get(position) {
        Some(&size) => DimSymbol::SizeOf(size),
        None => DimSymbol::Invalid,
    }
}

/// Checks every value of `roots` (as dimensions if `dim`, else as symbols), following
/// `affine.apply` operands with a worklist instead of recursion.
fn all_valid(ctx: &Context, body: &Body, roots: &[ValueId], dim: bool) -> bool {
    let mut stack: Vec<(ValueId, bool)> = roots.iter().map(|&v| (v, dim)).collect();
    let mut seen = HashSet::new();
    while let Some((v, as_dim)) = stack.pop() {
        if !seen.insert((v, as_dim)) {
            continue;
        }
        if !is_index(ctx, body, v) {
            return false;
        }
        if is_top_level(ctx, body, v) {
            continue;
        }
        let Some(op) = def_op(body, v) else {
            if as_dim && is_affine_loop_arg(ctx, body, v) {
                continue;
            }
            return false;
        };
        if is_constant_op(ctx, body, op) {
            continue;
        }
        if ApplyOp::isa(ctx, body, op) {
            stack.extend(body.operands(op).map(|o| (o, as_dim)));
            continue;
        }
        // A pure op whose operands are all valid symbols gives a valid symbol (and every
        // valid symbol is a valid dimension).
        let dim = shaped_dim(ctx, body, op);
        if dim.is_none() && strata_ir::interfaces::is_pure(ctx, body, op) {
            stack.extend(body.operands(op).map(|o| (o, false)));
            continue;
        }
        if let Some(dim) = dim {
            match dim_symbol(ctx, body, op, dim) {
                DimSymbol::Valid => continue,
                DimSymbol::SizeOf(size) => {
                    stack.push((size, false));
                    continue;
                }
                DimSymbol::Invalid => return false,
            }
        }
        return false;
    }
    true
}

/// Whether `v` can be used as an affine symbol (MLIR's `isValidSymbol`).
pub fn is_valid_symbol(ctx: &Context, body: &Body, v: ValueId) -> bool {
    all_valid(ctx, body, &[v], false)
}

/// Whether `v` can be used as an affine dimension (MLIR's `isValidDim`).
pub fn is_valid_dim(ctx: &Context, body: &Body, v: ValueId) -> bool {
    all_valid(ctx, body, &[v], true)
}

/// MLIR's `verifyDimAndSymbolIdentifiers`: the first `num_dims` of `operands` must be
/// dimensions, the rest symbols.
pub(crate) fn verify_dims_and_symbols(
    ctx: &Context,
    body: &Body,
    name: &str,
    operands: &[ValueId],
    num_dims: usize,
) -> Result<(), String> {
    for (i, &v) in operands.iter().enumerate() {
        if i < num_dims {
            if !is_valid_dim(ctx, body, v) {
                return Err(format!(
                    "'{name}' op operand cannot be used as a dimension id"
                ));
            }
        } else if !is_valid_symbol(ctx, body, v) {
            return Err(format!("'{name}' op operand cannot be used as a symbol"));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    //! The scope traits and the shaped `dim` interface the rules above ask.

    use super::*;
    use strata_asm::{ParseOptions, Source, parse_source};
    use strata_ir::ir::{WalkOrder, walk_all_iter};

    fn context() -> Context {
        let ctx = Context::new();
        strata_dialects::register_all(&ctx);
        crate::register(&ctx);
        ctx
    }

    #[test]
    fn scope_traits_are_on_upstreams_ops() {
        let ctx = context();
        let traits = |name: &str| ctx.op_info(ctx.op_name(name)).unwrap().traits;
        let affine = ["func.func", "builtin.module"];
        let allocation = [
            "func.func",
            "scf.for",
            "scf.parallel",
            "affine.for",
            "memref.alloca_scope",
        ];
        for name in [
            "func.func",
            "builtin.module",
            "scf.for",
            "scf.parallel",
            "scf.if",
            "scf.while",
            "scf.execute_region",
            "scf.index_switch",
            "affine.for",
            "affine.if",
            "memref.alloca_scope",
            "memref.generic_atomic_rmw",
        ] {
            let t = traits(name);
            assert_eq!(t.affine_scope, affine.contains(&name), "{name}");
            assert_eq!(
                t.automatic_allocation_scope,
                allocation.contains(&name),
                "{name}"
            );
        }
    }

    #[test]
    fn dim_ops_implement_the_shaped_dim_interface() {
        let ctx = context();
        let text =
            "func.func @f(%m: memref<?xf32>, %t: tensor<?xf32>, %i: index) -> (index, index) {
  %a = memref.dim %m, %i : memref<?xf32>
  %b = tensor.dim %t, %i : tensor<?xf32>
  return %a, %b : index, index
}";
        let source = Source { name: "test", text };
        let module = parse_source(&ctx, &source, &ParseOptions::default()).unwrap();
        let mut seen = 0;
        for (body, op) in walk_all_iter(&module.body, module.op, WalkOrder::PreOrder) {
            let Some(dim) = ctx.op_interface::<ShapedDimOpInterface>(body.op(op).name) else {
                continue;
            };
            let args = body.block_args(body.op_block(op).unwrap()).to_vec();
            assert_eq!((dim.shaped_value)(&ctx, body, op), args[seen]);
            assert_eq!((dim.dimension)(&ctx, body, op), args[2]);
            // A `dim` of a function argument is a valid symbol.
            assert!(is_valid_symbol(&ctx, body, body.result(op, 0)));
            seen += 1;
        }
        assert_eq!(seen, 2);
    }
}
