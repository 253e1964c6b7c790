//! Interfaces of the affine ops: the open [`AffineMemoryAccess`] interface (what
//! dependence analysis asks of a memory access) and the hooks implementing `strata-ir`'s
//! region-branch, loop, terminator and speculation interfaces for `affine.for`,
//! `affine.if` and `affine.yield`.

use std::ops::Range;

use strata_ir::affine::AffineMap;
use strata_ir::interfaces::{RegionPoint, RegionSuccessor, Speculatability};
use strata_ir::ir::{Body, OpId, RegionId, ValueId};
use strata_ir::symbols::op_attr;
use strata_ir::{Attribute, Context};

use super::ops::{as_map, entry_args, for_segments, for_step, trip_count};

/// Whether an affine memory access reads or writes its memref.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AccessKind {
    /// The op reads one element (`affine.load`).
    Read,
    /// The op writes one element (`affine.store`).
    Write,
}

/// An op accessing one element of a memref at subscripts given by an affine map of its
/// operands (MLIR's `AffineReadOpInterface`/`AffineWriteOpInterface` with
/// `AffineMapAccessInterface`). Implemented by `affine.load` and `affine.store`; queried
/// with `ctx.op_interface::<AffineMemoryAccess>(name)`. The hooks expect a verified op.
#[derive(Clone, Copy, Debug)]
pub struct AffineMemoryAccess {
    /// Whether the access reads or writes.
    pub kind: AccessKind,
    /// The name of the attribute holding the access map.
    pub map_attr_name: &'static str,
    /// The accessed memref.
    pub memref: fn(&Context, &Body, OpId) -> ValueId,
    /// The operands of the access map: its dimensions, then its symbols.
    pub map_operands: fn(&Context, &Body, OpId) -> Vec<ValueId>,
    /// The value read (the op's result) or written (the stored operand).
    pub value: fn(&Context, &Body, OpId) -> ValueId,
}

impl AffineMemoryAccess {
    /// The access map attribute of `op`.
    pub fn map_attr(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Attribute> {
        op_attr(ctx, body, op, self.map_attr_name)
    }

    /// The access map of `op`: one result per memref dimension.
    pub fn map(&self, ctx: &Context, body: &Body, op: OpId) -> Option<AffineMap> {
        as_map(ctx, self.map_attr(ctx, body, op)?)
    }

    /// Whether the access writes its memref.
    pub fn is_write(&self) -> bool {
        self.kind == AccessKind::Write
    }
}

// ---- affine.for ----

/// `affine.for`'s region successors: the body, the parent, or both, depending on the
/// trip count when it is constant.
pub(crate) fn for_successors(
    ctx: &Context,
    body: &Body,
    op: OpId,
    from: RegionPoint,
    _: &[Option<Attribute>],
) -> Vec<RegionSuccessor> {
    let tc = trip_count(ctx, body, op);
    let body_succ = || RegionSuccessor {
        to: RegionPoint::Region(0),
        inputs: entry_args(body, op, 0).into_iter().skip(1).collect(),
    };
    let parent = || RegionSuccessor {
        to: RegionPoint::Parent,
        inputs: body.results(op).collect(),
    };
    match (from, tc) {
        (RegionPoint::Parent, Some(0)) => vec![parent()],
        (RegionPoint::Parent, Some(_)) => vec![body_succ()],
        (RegionPoint::Region(_), Some(1)) => vec![parent()],
        _ => vec![body_succ(), parent()],
    }
}

/// `affine.for` forwards its inits on entry.
pub(crate) fn for_entry_operands(
    ctx: &Context,
    body: &Body,
    op: OpId,
    _: RegionPoint,
) -> Range<usize> {
    for_segments(ctx, body, op).map_or(0..0, |[_, _, inits]| inits)
}

/// `affine.for`'s loop region.
pub(crate) fn for_loop_regions(_: &Context, body: &Body, op: OpId) -> Vec<RegionId> {
    body.regions(op).to_vec()
}

/// `affine.for` is recursively speculatable with step 1 only.
pub(crate) fn for_speculatability(ctx: &Context, body: &Body, op: OpId) -> Speculatability {
    if for_step(ctx, body, op) == 1 {
        Speculatability::RecursivelySpeculatable
    } else {
        Speculatability::NotSpeculatable
    }
}

// ---- affine.if ----

/// `affine.if`'s region successors: from the parent into `then` and `else` (or back to
/// the parent when there is no `else`); from a region back to the parent.
pub(crate) fn if_successors(
    _: &Context,
    body: &Body,
    op: OpId,
    from: RegionPoint,
    _: &[Option<Attribute>],
) -> Vec<RegionSuccessor> {
    let parent = RegionSuccessor {
        to: RegionPoint::Parent,
        inputs: body.results(op).collect(),
    };
    if from != RegionPoint::Parent {
        return vec![parent];
    }
    let rbody = body.regions_body(op);
    let else_empty = body
        .regions(op)
        .get(1)
        .is_none_or(|&r| rbody.blocks(r).is_empty());
    let then = RegionSuccessor {
        to: RegionPoint::Region(0),
        inputs: Vec::new(),
    };
    if else_empty {
        vec![then, parent]
    } else {
        vec![
            then,
            RegionSuccessor {
                to: RegionPoint::Region(1),
                inputs: Vec::new(),
            },
        ]
    }
}

/// `affine.if` forwards no operand into its regions.
pub(crate) fn if_entry_operands(_: &Context, _: &Body, _: OpId, _: RegionPoint) -> Range<usize> {
    0..0
}

/// `affine.if` is recursively speculatable.
pub(crate) fn if_speculatability(_: &Context, _: &Body, _: OpId) -> Speculatability {
    Speculatability::RecursivelySpeculatable
}

// ---- affine.yield ----

/// `affine.yield` forwards all its operands.
pub(crate) fn yield_operands(_: &Context, body: &Body, op: OpId, _: RegionPoint) -> Range<usize> {
    0..body.num_operands(op)
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_asm::{ParseOptions, Source, parse_source};
    use strata_ir::ir::{WalkOrder, walk_all_iter};

    /// A context with the dialects the examples use.
    fn context() -> Context {
        let ctx = Context::new();
        strata_dialects::register_all(&ctx);
        crate::register(&ctx);
        ctx
    }

    #[test]
    fn memory_access_of_load_and_store() {
        let ctx = context();
        let text = "func.func @f(%m: memref<8x8xf32>, %i: index, %n: index) {
  %v = affine.load %m[%i, symbol(%n) + 1] : memref<8x8xf32>
  affine.store %v, %m[%i + 1, %i] : memref<8x8xf32>
  %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
  return
}";
        let source = Source { name: "test", text };
        let module = parse_source(&ctx, &source, &ParseOptions::default()).unwrap();
        strata_ir::verifier::verify(&ctx, &module).unwrap();
        let store = ctx.affine();
        let mut accesses = Vec::new();
        for (body, op) in walk_all_iter(&module.body, module.op, WalkOrder::PreOrder) {
            let Some(access) = ctx.op_interface::<AffineMemoryAccess>(body.op(op).name) else {
                continue;
            };
            let args = body.block_args(body.op_block(op).unwrap()).to_vec();
            let (m, i, n) = (args[0], args[1], args[2]);
            assert_eq!((access.memref)(&ctx, body, op), m);
            let map = access.map(&ctx, body, op).unwrap();
            assert_eq!(
                access.map_attr(&ctx, body, op),
                Some(crate::ir::ops::map_attribute(&ctx, map))
            );
            let operands = (access.map_operands)(&ctx, body, op);
            let value = (access.value)(&ctx, body, op);
            match access.kind {
                AccessKind::Read => {
                    assert!(!access.is_write());
                    let (d0, s0) = (store.dim(0), store.symbol(0));
                    let s0_1 = store.add(s0, store.constant(1));
                    assert_eq!(map, store.map(1, 1, &[d0, s0_1]));
                    assert_eq!(operands, [i, n]);
                    assert_eq!(value, body.result(op, 0));
                }
                AccessKind::Write => {
                    assert!(access.is_write());
                    let d0 = store.dim(0);
                    assert_eq!(
                        map,
                        store.map(1, 0, &[store.add(d0, store.constant(1)), d0])
                    );
                    assert_eq!(operands, [i]);
                    assert_eq!(value, body.operand(op, 0));
                }
            }
            accesses.push(access.kind);
        }
        // `affine.apply` (and every other op) does not implement it.
        assert_eq!(accesses, [AccessKind::Read, AccessKind::Write]);
    }
}
