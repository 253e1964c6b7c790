//! Canonicalization of `memref.alloca_scope` (MLIR 22's): inlining a scope that needs no
//! stack frame of its own, and hoisting allocations out of a scope that ends its parent
//! region.

use std::sync::Arc;

use strata_ir::Context;
use strata_ir::interfaces::{EffectKind, EffectResource};
use strata_ir::ir::{
    Body, InsertionPoint, IrMapping, OpId, RegionId, ValueDef, ValueId, WalkOrder, WalkResult,
    walk_all,
};
use strata_pass::rewrite::{PatternRewriter, RewritePattern};

use super::super::AllocaScopeOp;

/// The patterns of this file, in registration order.
pub(super) fn patterns() -> Vec<Arc<dyn RewritePattern>> {
    vec![Arc::new(AllocaScopeInliner), Arc::new(AllocaScopeHoister)]
}

/// Whether `op` is an automatic allocation scope (has MLIR's `AutomaticAllocationScope`
/// trait: `func.func`, `scf.for`, `scf.parallel`, `affine.for`, `memref.alloca_scope`,
/// ...); unregistered ops never are.
fn is_scope(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_info(body.op(op).name)
        .is_some_and(|i| i.traits.automatic_allocation_scope)
}

/// Whether the (isolated-from-above) op owning the top regions of `body` is an automatic
/// allocation scope. A body does not know its owner: the owner is taken to be a function
/// (a scope) when `region`'s block ends with a registered terminator, and a module
/// (no scope, no terminator) otherwise.
fn top_is_scope(ctx: &Context, body: &Body, region: RegionId) -> bool {
    body.blocks(region)
        .last()
        .and_then(|&b| body.last_op(b))
        .and_then(|t| ctx.op_info(body.op(t).name))
        .is_some_and(|i| i.traits.terminator)
}

/// Whether the op holding `op` is an automatic allocation scope.
fn parent_is_scope(ctx: &Context, body: &Body, op: OpId) -> bool {
    let Some(region) = body.op_block(op).and_then(|b| body.block_region(b)) else {
        return false;
    };
    match body.region_parent(region) {
        Some(parent) => is_scope(ctx, body, parent),
        None => top_is_scope(ctx, body, region),
    }
}

/// MLIR's `lastNonTerminatorInRegion`: `op` is followed only by its block's (possible)
/// terminator, in a region of one block.
fn last_non_terminator_in_region(ctx: &Context, body: &Body, op: OpId) -> bool {
    let Some(block) = body.op_block(op) else {
        return false;
    };
    let Some(last) = body.last_op(block) else {
        return false;
    };
    let might_terminate = ctx
        .op_info(body.op(last).name)
        .is_none_or(|i| i.traits.terminator);
    might_terminate
        && body.next_op(op) == Some(last)
        && body
            .block_region(block)
            .is_some_and(|r| body.blocks(r).len() == 1)
}

/// Whether one of `op`'s results is allocated on the automatic allocation scope's stack
/// (`None`: the op declares no memory effects at all).
fn allocates_on_stack(ctx: &Context, body: &Body, op: OpId) -> Option<bool> {
    let info = ctx.op_info(body.op(op).name)?;
    let Some(f) = info.interfaces.memory_effects else {
        return info.traits.pure.then_some(false);
    };
    let mut effects = Vec::new();
    f(ctx, body, op, &mut effects);
    Some(effects.iter().any(|e| {
        e.kind == EffectKind::Allocate
            && e.resource == EffectResource::AutomaticAllocationScope
            && e.value.is_some_and(|v| body.results(op).any(|r| r == v))
    }))
}

/// MLIR's `isOpItselfPotentialAutomaticAllocation`: ops with recursive effects never
/// allocate themselves; ops without declared effects might.
fn may_allocate_on_stack(ctx: &Context, body: &Body, op: OpId) -> bool {
    if ctx
        .op_info(body.op(op).name)
        .is_some_and(|i| i.traits.recursive_memory_effects)
    {
        return false;
    }
    allocates_on_stack(ctx, body, op).unwrap_or(true)
}

/// Whether `region` is `ancestor` or nested in it (within one body).
fn region_within(body: &Body, ancestor: RegionId, region: RegionId) -> bool {
    let mut cur = region;
    loop {
        if cur == ancestor {
            return true;
        }
        let Some(parent) = body.region_parent(cur) else {
            return false;
        };
        let Some(r) = body.op_block(parent).and_then(|b| body.block_region(b)) else {
            return false;
        };
        cur = r;
    }
}

/// The region a value is defined in.
fn value_region(body: &Body, v: ValueId) -> Option<RegionId> {
    let block = match body.value(v).def {
        ValueDef::BlockArg { block, .. } => block,
        ValueDef::Result { op, .. } => body.op_block(op)?,
        _ => return None,
    };
    body.block_region(block)
}

/// Inlines a scope's body into its parent when nothing in it may allocate on the stack
/// (outside nested scopes), or when the parent is itself a scope that the op ends.
struct AllocaScopeInliner;

impl RewritePattern for AllocaScopeInliner {
    fn root(&self) -> Option<&str> {
        Some(AllocaScopeOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "AllocaScopeInliner"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        let may_allocate = walk_all(body, op, WalkOrder::PreOrder, |b, nested| {
            if nested == op && std::ptr::eq(b, body) {
                WalkResult::Advance
            } else if may_allocate_on_stack(ctx, b, nested) {
                WalkResult::Interrupt
            } else if is_scope(ctx, b, nested) {
                WalkResult::Skip
            } else {
                WalkResult::Advance
            }
        }) == WalkResult::Interrupt;
        if may_allocate
            && !(parent_is_scope(ctx, body, op) && last_non_terminator_in_region(ctx, body, op))
        {
            return false;
        }
        let (Some(&region), Some(dest)) = (body.regions(op).first(), body.op_block(op)) else {
            return false;
        };
        let Some(&src) = body.blocks(region).first() else {
            return false;
        };
        let Some(term) = body.last_op(src) else {
            return false;
        };
        let results: Vec<ValueId> = body.operands(term).collect();
        if results.len() != body.num_results(op) {
            return false;
        }
        rw.inline_block_before(src, dest, Some(op), &[]);
        rw.replace_op(op, &results);
        rw.erase_op(term);
        true
    }
}

/// Moves stack allocations whose operands are available there out of a scope that ends
/// a chain of non-scope parents, each ending its own region, up to the closest scope.
struct AllocaScopeHoister;

impl RewritePattern for AllocaScopeHoister {
    fn root(&self) -> Option<&str> {
        Some(AllocaScopeOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "AllocaScopeHoister"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        // The op right below the closest enclosing scope, on the way up from `op`.
        let Some(mut outer) = body.parent_op(op) else {
            return false;
        };
        if is_scope(ctx, body, outer)
            || !last_non_terminator_in_region(ctx, body, op)
            || !last_non_terminator_in_region(ctx, body, outer)
        {
            return false;
        }
        while !parent_is_scope(ctx, body, outer) {
            let Some(p) = body.parent_op(outer) else {
                return false;
            };
            if !last_non_terminator_in_region(ctx, body, p) {
                return false;
            }
            outer = p;
        }
        let containing = body.regions(outer).iter().copied().find(|&r| {
            body.op_block(op)
                .and_then(|b| body.block_region(b))
                .is_some_and(|own| region_within(body, r, own))
        });
        let Some(containing) = containing else {
            return false;
        };
        let hoist: Vec<OpId> = body
            .walk_ops(op, WalkOrder::PostOrder)
            .filter(|&a| {
                allocates_on_stack(ctx, body, a) == Some(true)
                    && !body.operands(a).any(|v| {
                        value_region(body, v).is_some_and(|r| region_within(body, containing, r))
                    })
            })
            .collect();
        if hoist.is_empty() {
            return false;
        }
        rw.set_insertion_point(InsertionPoint::Before(outer));
        for a in hoist {
            let copy = rw.clone_op(a, &mut IrMapping::default());
            let results: Vec<ValueId> = rw.body().results(copy).collect();
            rw.replace_op(a, &results);
        }
        true
    }
}

#[cfg(test)]
mod tests {
    //! The scope patterns decide scopes by the `automatic_allocation_scope` trait.

    use strata_asm::printer::{PrintOptions, print_top_level};
    use strata_asm::{ParseOptions, Source, parse_source};
    use strata_ir::Context;
    use strata_pass::rewrite::{GreedyConfig, PatternSet, apply_patterns_greedily_on_op};

    /// `text` after this file's patterns, printed.
    fn rewrite(text: &str) -> String {
        let ctx = Context::new();
        crate::register_all(&ctx);
        ctx.set_allow_unregistered_dialects(true);
        let source = Source { name: "t", text };
        let mut module = parse_source(&ctx, &source, &ParseOptions::default()).unwrap();
        let mut set = PatternSet::new();
        for p in super::patterns() {
            set.add_arc(p);
        }
        let frozen = set.freeze(&ctx);
        let op = module.op;
        apply_patterns_greedily_on_op(&ctx, &mut module.body, op, &frozen, GreedyConfig::default());
        let mut out = String::new();
        print_top_level(&ctx, &module, &PrintOptions::default(), &mut out);
        out
    }

    /// A scope ending the body of `open ... }` in a function.
    fn scope_in(open: &str) -> String {
        format!(
            "func.func @f(%n: index, %c: i1) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  {open}
    memref.alloca_scope {{
      %a = memref.alloca() : memref<4xf32>
      \"test.use\"(%a) : (memref<4xf32>) -> ()
    }}
  }}
  return
}}"
        )
    }

    #[test]
    fn a_scope_ending_a_scope_is_inlined_in_place() {
        // `scf.for` is an automatic allocation scope: the stack frame stays per iteration.
        let out = rewrite(&scope_in("scf.for %i = %c0 to %n step %c1 {"));
        let (outside, inside) = out.split_once("scf.for").unwrap();
        assert!(!outside.contains("memref.alloca()"), "{out}");
        assert!(inside.contains("memref.alloca()"), "{out}");
        assert!(!out.contains("memref.alloca_scope"), "{out}");
    }

    #[test]
    fn allocations_are_hoisted_out_of_other_regions() {
        // `scf.if` is not: the allocation moves to the function's frame.
        let out = rewrite(&scope_in("scf.if %c {"));
        let (outside, _) = out.split_once("scf.if").unwrap();
        assert!(outside.contains("memref.alloca()"), "{out}");
    }
}
