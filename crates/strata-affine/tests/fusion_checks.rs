//! Unit tests of the fusion checks: each outcome of `can_fuse_loops` (a slice, an
//! incorrect slice, a block-level dependence, preconditions) and the slice's bounds,
//! insertion point and operands.

use strata_affine::analysis::slice::{
    FusionResult, can_fuse_loops, gather_loops, nesting_depth, slice_str,
};
use strata_asm::{ParseOptions, Source, parse_source};
use strata_ir::Context;
use strata_ir::ir::{Body, OpId, OwnedOp, RegionId};

fn context() -> Context {
    let ctx = Context::new();
    strata_dialects::register_all(&ctx);
    strata_affine::register(&ctx);
    ctx
}

/// Parses `text` (one function) and calls `f` with the function's body and its region.
fn with_func(text: &str, f: impl FnOnce(&Context, &Body, RegionId)) {
    let ctx = context();
    let source = Source { name: "t", text };
    let module: OwnedOp = parse_source(&ctx, &source, &ParseOptions::default()).unwrap();
    let mbody = module.body.regions_body(module.op);
    let entry = mbody.blocks(mbody.regions(module.op)[0])[0];
    let func = mbody.block_ops(entry).next().unwrap();
    let body = mbody.child_body(func).unwrap();
    f(&ctx, body, mbody.regions(func)[0]);
}

fn top_loops(ctx: &Context, body: &Body, region: RegionId) -> Vec<Vec<OpId>> {
    gather_loops(ctx, body, region)
}

#[test]
fn producer_consumer_slice_and_its_insertion_point() {
    let text = r#"
func.func @f(%A: memref<16x16xf32>, %B: memref<16x16xf32>) {
  %c = arith.constant 0.0 : f32
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      affine.store %c, %A[%i, %j] : memref<16x16xf32>
    }
  }
  affine.for %k = 0 to 16 {
    affine.for %l = 0 to 16 {
      %v = affine.load %A[%k, %l] : memref<16x16xf32>
      affine.store %v, %B[%k, %l] : memref<16x16xf32>
    }
  }
  return
}
"#;
    with_func(text, |ctx, body, region| {
        let levels = top_loops(ctx, body, region);
        assert_eq!(levels.iter().map(Vec::len).collect::<Vec<_>>(), vec![2, 2]);
        let (a, b) = (levels[0][0], levels[0][1]);
        let FusionResult::Success(s) = can_fuse_loops(ctx, body, a, b, 2) else {
            panic!("expected a slice");
        };
        assert_eq!(
            slice_str(ctx, &s),
            "insert point: (2, 0) loop bounds: [(d0, d1) -> (d0), (d0, d1) -> (d0 + 1)] \
             [(d0, d1) -> (d1), (d0, d1) -> (d1 + 1)] "
        );
        assert_eq!(s.ivs.len(), 2);
        assert_eq!(s.operands.len(), 2);
        assert_eq!(s.n_outer, 0);
        assert_eq!(nesting_depth(ctx, body, s.insert_before), 2);
        // At depth 1 the inner producer loop is bounded by the consumer's row only.
        let FusionResult::Success(s1) = can_fuse_loops(ctx, body, a, b, 1) else {
            panic!("expected a slice");
        };
        assert_eq!(
            slice_str(ctx, &s1),
            "insert point: (1, 0) loop bounds: [(d0) -> (d0), (d0) -> (d0 + 1)] \
             [(d0) -> (0), (d0) -> (16)] "
        );
        // Depth 0 and loops of different blocks are preconditions.
        assert_eq!(
            can_fuse_loops(ctx, body, a, b, 0),
            FusionResult::FailPrecondition
        );
        assert_eq!(
            can_fuse_loops(ctx, body, a, levels[1][1], 1),
            FusionResult::FailPrecondition
        );
    });
}

#[test]
fn strided_producer_exact_bounds_and_incorrect_slices() {
    // The consumer reads A[2k]: the producer iteration is 2k, inside [0, 16) only for
    // k < 8; the consumer runs to 10, so the slice [2k, 2k + 1) is incorrect.
    let text = r#"
func.func @f(%A: memref<32xf32>, %B: memref<16xf32>, %C: memref<16xf32>) {
  %c = arith.constant 0.0 : f32
  affine.for %i = 0 to 16 {
    affine.store %c, %A[%i] : memref<32xf32>
  }
  affine.for %k = 0 to 10 {
    %v = affine.load %A[2 * %k] : memref<32xf32>
    affine.store %v, %B[%k] : memref<16xf32>
  }
  affine.for %m = 0 to 8 {
    %v = affine.load %A[2 * %m] : memref<32xf32>
    affine.store %v, %C[%m] : memref<16xf32>
  }
  return
}
"#;
    with_func(text, |ctx, body, region| {
        let l = &top_loops(ctx, body, region)[0];
        let FusionResult::FailIncorrectSlice(s) = can_fuse_loops(ctx, body, l[0], l[1], 1) else {
            panic!("expected an incorrect slice");
        };
        assert_eq!(
            slice_str(ctx, &s),
            "insert point: (1, 0) loop bounds: [(d0) -> (d0 * 2), (d0) -> (d0 * 2 + 1)] "
        );
        // With the consumer to 8 the slice stays inside the producer.
        assert!(matches!(
            can_fuse_loops(ctx, body, l[0], l[2], 1),
            FusionResult::Success(_)
        ));
    });
}

#[test]
fn block_dependences_and_guards() {
    let text = r#"
func.func @f(%A: memref<16xf32>, %B: memref<16xf32>) {
  %c = arith.constant 0.0 : f32
  affine.for %i = 0 to 16 {
    affine.store %c, %A[%i] : memref<16xf32>
  }
  %x = affine.load %A[3] : memref<16xf32>
  affine.for %k = 0 to 16 {
    %v = affine.load %A[%k] : memref<16xf32>
    %w = arith.addf %v, %x : f32
    affine.store %w, %B[%k] : memref<16xf32>
  }
  affine.for %m = 0 to 16 {
    affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%m) {
      %v = affine.load %B[%m] : memref<16xf32>
    }
  }
  return
}
"#;
    with_func(text, |ctx, body, region| {
        let l = &top_loops(ctx, body, region)[0];
        // %x reads what the first nest writes and the second nest uses %x (MLIR 22
        // misses this use of a load: UPSTREAM-BUG).
        assert_eq!(
            can_fuse_loops(ctx, body, l[0], l[1], 1),
            FusionResult::FailBlockDependence
        );
        assert_eq!(
            can_fuse_loops(ctx, body, l[1], l[0], 1),
            FusionResult::FailBlockDependence
        );
        // An affine.if in a nest: not attempted.
        assert_eq!(
            can_fuse_loops(ctx, body, l[1], l[2], 1),
            FusionResult::FailPrecondition
        );
    });
}
