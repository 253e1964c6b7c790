//! Interfaces of the affine ops: the open [`AffineMemoryAccess`] interface (what
//! dependence analysis asks of a memory access) and the hooks implementing `strata-ir`'s
//! region-branch, loop, terminator and speculation interfaces for `affine.for`,
//! `affine.if` and `affine.yield`.

use std::ops::Range;

use strata_ir::affine::AffineMap;
use strata_ir::interfaces::{RegionPoint, RegionSuccessor, Speculatability};
use strata_ir::ir::{Body, OpId, RegionId, ValueId};
use strata_ir::symbols::op_attr;
use strata_ir::{Attribute, Context, Type, TypeData};

use super::ops::{as_map, entry_args, for_segments, for_step, int_of_width, trip_count};

/// What an affine memory access does with its memref.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AccessKind {
    /// The op reads (`affine.load`, `affine.vector_load`; MLIR's
    /// `AffineReadOpInterface`).
    Read,
    /// The op writes (`affine.store`, `affine.vector_store`; MLIR's
    /// `AffineWriteOpInterface`).
    Write,
    /// The op prefetches (`affine.prefetch`): neither an affine read nor write; whether it
    /// prefetches for writing is its `isWrite` attribute.
    Prefetch,
    /// The op transfers between memrefs or waits for a transfer (`affine.dma_start`,
    /// `affine.dma_wait`): neither an affine read nor write; [`AffineMemoryAccess::accesses`]
    /// lists each memref it touches.
    Dma,
}

/// One memref an op accesses through an affine map of its operands (MLIR's
/// `AffineMapAccessInterface::getAffineMapAttrForMemRef`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MapAccess {
    /// The accessed memref.
    pub memref: ValueId,
    /// The name of the attribute holding the access map.
    pub map_attr_name: &'static str,
    /// The operands of the access map: its dimensions, then its symbols.
    pub map_operands: Vec<ValueId>,
    /// Whether the op writes (or prefetches for writing) through this access.
    pub writes: bool,
}

/// Lists every memref an op accesses through an affine map.
pub type MapAccessesFn = fn(&Context, &Body, OpId) -> Vec<MapAccess>;

/// An op accessing memrefs at subscripts given by affine maps of its operands (MLIR's
/// `AffineReadOpInterface`/`AffineWriteOpInterface` with `AffineMapAccessInterface`).
/// Implemented by `affine.load`, `affine.store`, `affine.vector_load`,
/// `affine.vector_store`, `affine.prefetch`, `affine.dma_start` and `affine.dma_wait`;
/// queried with `ctx.op_interface::<AffineMemoryAccess>(name)`. The fields describe the
/// op's first (for all but `dma_start`, only) access; [`Self::map_accesses`] lists all.
/// The hooks expect a verified op.
#[derive(Clone, Copy, Debug)]
pub struct AffineMemoryAccess {
    /// What the access does.
    pub kind: AccessKind,
    /// The name of the attribute holding the (first) access map.
    pub map_attr_name: &'static str,
    /// The (first) accessed memref.
    pub memref: fn(&Context, &Body, OpId) -> ValueId,
    /// The operands of the (first) access map: its dimensions, then its symbols.
    pub map_operands: fn(&Context, &Body, OpId) -> Vec<ValueId>,
    /// The value read (the op's result) or written (the stored operand); `None` for
    /// prefetches and DMA ops.
    pub value: Option<fn(&Context, &Body, OpId) -> ValueId>,
    /// Every access of an op touching several memrefs (`affine.dma_start`: source,
    /// destination, tag); `None` when the fields above describe the only one.
    pub accesses: Option<MapAccessesFn>,
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

    /// Whether the access writes its memref (an affine write).
    pub fn is_write(&self) -> bool {
        self.kind == AccessKind::Write
    }

    /// Whether the op is an affine read or write (MLIR's `AffineReadOpInterface` or
    /// `AffineWriteOpInterface`), which analyses and the inliner understand.
    pub fn is_read_or_write(&self) -> bool {
        matches!(self.kind, AccessKind::Read | AccessKind::Write)
    }

    /// The vector type of the value read or written by `affine.vector_load` /
    /// `affine.vector_store`; `None` for scalar accesses and ops without a value.
    pub fn vector_type(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Type> {
        let ty = body.value_type((self.value?)(ctx, body, op));
        matches!(ctx.type_data(ty), TypeData::Vector { .. }).then_some(ty)
    }

    /// Every memref `op` accesses, with its map attribute name, map operands and whether
    /// the op writes through it.
    pub fn map_accesses(&self, ctx: &Context, body: &Body, op: OpId) -> Vec<MapAccess> {
        if let Some(f) = self.accesses {
            return f(ctx, body, op);
        }
        let writes = match self.kind {
            AccessKind::Write => true,
            AccessKind::Prefetch => op_attr(ctx, body, op, "isWrite")
                .and_then(|a| int_of_width(ctx, a, 1))
                .is_some_and(|v| v != 0),
            AccessKind::Read | AccessKind::Dma => false,
        };
        vec![MapAccess {
            memref: (self.memref)(ctx, body, op),
            map_attr_name: self.map_attr_name,
            map_operands: (self.map_operands)(ctx, body, op),
            writes,
        }]
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

/// `affine.yield` forwards all its operands (none in `affine.parallel`).
pub(crate) fn yield_operands(ctx: &Context, body: &Body, op: OpId, _: RegionPoint) -> Range<usize> {
    // In `affine.parallel` the yielded values are reduced, not forwarded.
    let parent = body
        .op_block(op)
        .and_then(|b| body.block_region(b))
        .and_then(|r| body.region_parent(r));
    if parent.is_some_and(|p| crate::ir::ParallelOp::isa(ctx, body, p)) {
        return 0..0;
    }
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
            let value = (access.value.unwrap())(&ctx, body, op);
            match access.kind {
                AccessKind::Read => {
                    assert!(!access.is_write());
                    let (d0, s0) = (store.dim(0), store.symbol(0));
                    let s0_1 = store.add(s0, store.constant(1));
                    assert_eq!(map, store.map(1, 1, &[d0, s0_1]));
                    assert_eq!(operands, [i, n]);
                    assert_eq!(value, body.result(op, 0));
                }
                AccessKind::Prefetch | AccessKind::Dma => unreachable!("not in this input"),
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

    #[test]
    fn memory_access_of_vector_prefetch_and_dma_ops() {
        let ctx = context();
        let text = "func.func @f(%m: memref<8x8xf32>, %d: memref<8x8xf32, 1>, %t: memref<2xi32>, %i: index, %n: index) {
  %v = affine.vector_load %m[%i, symbol(%n)] : memref<8x8xf32>, vector<4xf32>
  affine.vector_store %v, %m[%i + 1, 0] : memref<8x8xf32>, vector<4xf32>
  affine.prefetch %m[%i, %i], write, locality<2>, data : memref<8x8xf32>
  affine.dma_start %m[%i, 0], %d[0, %i], %t[%n], %n : memref<8x8xf32>, memref<8x8xf32, 1>, memref<2xi32>
  affine.dma_wait %t[%i], %n : memref<2xi32>
  return
}";
        let source = Source { name: "test", text };
        let module = parse_source(&ctx, &source, &ParseOptions::default()).unwrap();
        strata_ir::verifier::verify(&ctx, &module).unwrap();
        let store = ctx.affine();
        let vector = |n: i64| {
            ctx.intern_type(TypeData::Vector {
                shape: Box::new([n]),
                scalable: Box::new([false]),
                element: ctx.builtin_types().f32,
            })
        };
        let mut seen = Vec::new();
        for (body, op) in walk_all_iter(&module.body, module.op, WalkOrder::PreOrder) {
            let Some(access) = ctx.op_interface::<AffineMemoryAccess>(body.op(op).name) else {
                continue;
            };
            let args = body.block_args(body.op_block(op).unwrap()).to_vec();
            let (m, d, t, i, n) = (args[0], args[1], args[2], args[3], args[4]);
            let accesses = access.map_accesses(&ctx, body, op);
            let (d0, s0) = (store.dim(0), store.symbol(0));
            match access.kind {
                AccessKind::Read => {
                    assert!(access.is_read_or_write());
                    assert_eq!(access.vector_type(&ctx, body, op), Some(vector(4)));
                    assert_eq!(access.map(&ctx, body, op), Some(store.map(1, 1, &[d0, s0])));
                    assert_eq!(accesses.len(), 1);
                    assert_eq!(accesses[0].map_operands, [i, n]);
                    assert!(!accesses[0].writes);
                }
                AccessKind::Write => {
                    assert!(access.is_write() && access.is_read_or_write());
                    assert_eq!(access.vector_type(&ctx, body, op), Some(vector(4)));
                    assert_eq!(
                        (access.value.unwrap())(&ctx, body, op),
                        body.result(body.op_block(op).and_then(|b| body.first_op(b)).unwrap(), 0)
                    );
                    assert_eq!((access.map_operands)(&ctx, body, op), [i]);
                    assert!(accesses[0].writes);
                }
                AccessKind::Prefetch => {
                    assert!(!access.is_read_or_write());
                    assert_eq!(access.vector_type(&ctx, body, op), None);
                    assert!(access.value.is_none());
                    assert_eq!(
                        accesses,
                        [MapAccess {
                            memref: m,
                            map_attr_name: "map",
                            map_operands: vec![i],
                            writes: true
                        }]
                    );
                }
                AccessKind::Dma => {
                    assert!(!access.is_read_or_write());
                    if accesses.len() == 3 {
                        assert_eq!(access.map_attr_name, "src_map");
                        assert_eq!((access.memref)(&ctx, body, op), m);
                        assert_eq!((access.map_operands)(&ctx, body, op), [i]);
                        let got: Vec<_> = accesses
                            .iter()
                            .map(|a| (a.memref, a.map_attr_name, a.map_operands.clone(), a.writes))
                            .collect();
                        assert_eq!(
                            got,
                            [
                                (m, "src_map", vec![i], false),
                                (d, "dst_map", vec![i], true),
                                (t, "tag_map", vec![n], false)
                            ]
                        );
                    } else {
                        assert_eq!(
                            accesses,
                            [MapAccess {
                                memref: t,
                                map_attr_name: "tag_map",
                                map_operands: vec![i],
                                writes: false
                            }]
                        );
                    }
                }
            }
            seen.push(access.kind);
        }
        assert_eq!(
            seen,
            [
                AccessKind::Read,
                AccessKind::Write,
                AccessKind::Prefetch,
                AccessKind::Dma,
                AccessKind::Dma
            ]
        );
    }
}
