//! Canonicalization of allocations and copies: constant sizes moved into `alloc`/`alloca`
//! types behind a `memref.cast`, allocations only stored into and freed erased, and
//! empty or self copies erased.

use std::sync::Arc;

use strata_ir::ir::{Body, InsertionPoint, OpId, OperationState, ValueId};
use strata_ir::types::DYNAMIC;
use strata_ir::{Attribute, Context, Location, Type};
use strata_pass::rewrite::{PatternRewriter, RewritePattern};

use super::super::fold::{constant_int, segments};
use super::super::types::{memref, with_shape};
use super::super::{AllocOp, AllocaOp, CopyOp, DeallocOp, ReallocOp, StoreOp};
use super::replace_with_cast;

/// The patterns of this file, in registration order.
pub(super) fn patterns() -> Vec<Arc<dyn RewritePattern>> {
    vec![
        Arc::new(SimplifyAllocConst {
            root: AllocOp::NAME,
            state: AllocOp::state,
        }),
        Arc::new(SimplifyDeadAlloc {
            root: AllocOp::NAME,
        }),
        Arc::new(SimplifyAllocConst {
            root: AllocaOp::NAME,
            state: AllocaOp::state,
        }),
        Arc::new(SimplifyDeadAlloc {
            root: AllocaOp::NAME,
        }),
        Arc::new(SimplifyDeadAlloc {
            root: ReallocOp::NAME,
        }),
        Arc::new(FoldEmptyCopy),
        Arc::new(FoldSelfCopy),
    ]
}

/// The generated `state` builder of `alloc` and `alloca` (result type, dynamic sizes,
/// symbol operands, alignment).
type AllocState = fn(
    &Context,
    &Body,
    Location,
    Type,
    &[ValueId],
    &[ValueId],
    Option<Attribute>,
) -> OperationState;

/// `alloc(%c4, %n) : memref<?x?xf32>` -> `cast(alloc(%n) : memref<4x?xf32>)`: constant
/// non-negative dynamic sizes move into the type.
struct SimplifyAllocConst {
    /// `memref.alloc` or `memref.alloca`.
    root: &'static str,
    /// Its generated builder.
    state: AllocState,
}

impl RewritePattern for SimplifyAllocConst {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }

    fn debug_name(&self) -> &str {
        "SimplifyAllocConst"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        if body.num_results(op) != 1 {
            return false;
        }
        let Some(segs) = segments(ctx, body, op, 2) else {
            return false;
        };
        let Some(m) = memref(ctx, body.value_type(body.result(op, 0))) else {
            return false;
        };
        let dynamic: Vec<ValueId> = (0..segs[0]).map(|i| body.operand(op, i)).collect();
        let symbols: Vec<ValueId> = (segs[0]..body.num_operands(op))
            .map(|i| body.operand(op, i))
            .collect();
        let constant = |v: ValueId| constant_int(ctx, body, v).filter(|&c| c >= 0);
        if !dynamic.iter().any(|&v| constant(v).is_some()) {
            return false;
        }
        let mut shape = Vec::with_capacity(m.shape.len());
        let mut kept = Vec::new();
        let mut pos = 0;
        for &d in m.shape {
            if d != DYNAMIC {
                shape.push(d);
                continue;
            }
            let Some(&v) = dynamic.get(pos) else {
                return false;
            };
            pos += 1;
            match constant(v) {
                Some(c) => shape.push(c),
                None => {
                    shape.push(DYNAMIC);
                    kept.push(v);
                }
            }
        }
        let ty = with_shape(ctx, &m, shape);
        let alignment = strata_ir::symbols::op_attr(ctx, body, op, "alignment");
        let state = (self.state)(ctx, body, body.op(op).loc, ty, &kept, &symbols, alignment);
        rw.set_insertion_point(InsertionPoint::Before(op));
        let new = rw.create(state);
        let v = rw.body().result(new, 0);
        replace_with_cast(rw, op, v);
        true
    }
}

/// An allocation (`alloc`, `alloca`, `realloc`) only stored into and deallocated is erased
/// with those users.
struct SimplifyDeadAlloc {
    /// `memref.alloc`, `memref.alloca` or `memref.realloc`.
    root: &'static str,
}

impl RewritePattern for SimplifyDeadAlloc {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }

    fn debug_name(&self) -> &str {
        "SimplifyDeadAlloc"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        if body.num_results(op) != 1 {
            return false;
        }
        let alloc = body.result(op, 0);
        let mut users = Vec::new();
        for u in body.uses(alloc) {
            // The allocation must be the stored-to memref, not the stored value.
            let ok = if StoreOp::isa(ctx, body, u.op) {
                body.num_operands(u.op) >= 2 && body.operand(u.op, 0) != alloc
            } else {
                DeallocOp::isa(ctx, body, u.op)
            };
            if !ok {
                return false;
            }
            if !users.contains(&u.op) {
                users.push(u.op);
            }
        }
        for u in users {
            rw.erase_op(u);
        }
        rw.erase_op(op);
        true
    }
}

/// `memref.copy` of an empty (some dimension is 0) memref is erased.
struct FoldEmptyCopy;

impl RewritePattern for FoldEmptyCopy {
    fn root(&self) -> Option<&str> {
        Some(CopyOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "FoldEmptyCopy"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        let empty = body
            .operands(op)
            .any(|v| memref(ctx, body.value_type(v)).is_some_and(|m| m.shape.contains(&0)));
        if empty {
            rw.erase_op(op);
        }
        empty
    }
}

/// `memref.copy %x, %x` is erased.
struct FoldSelfCopy;

impl RewritePattern for FoldSelfCopy {
    fn root(&self) -> Option<&str> {
        Some(CopyOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "FoldSelfCopy"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let body = rw.body();
        if body.num_operands(op) != 2 || body.operand(op, 0) != body.operand(op, 1) {
            return false;
        }
        rw.erase_op(op);
        true
    }
}
