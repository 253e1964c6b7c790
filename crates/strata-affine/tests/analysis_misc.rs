//! Unit tests of the smaller affine analyses: trip counts, out-of-bounds detection through
//! guards and steps, and iteration domains with symbolic strided bounds.

use strata_affine::analysis::{
    Access, Component, Dependence, OutOfBounds, check_bounds, check_dependence, constant_trip_count,
};
use strata_affine::ir::ForOp;
use strata_asm::{ParseOptions, Source, parse_source};
use strata_ir::Context;
use strata_ir::ir::{Body, OpId, OwnedOp, WalkOrder};

fn context() -> Context {
    let ctx = Context::new();
    strata_dialects::register_all(&ctx);
    strata_affine::register(&ctx);
    ctx
}

/// Parses `text` (one function) and calls `f` with the function's body and its ops in
/// pre-order.
fn with_func(text: &str, f: impl FnOnce(&Context, &Body, &[OpId])) {
    let ctx = context();
    let source = Source { name: "t", text };
    let module: OwnedOp = parse_source(&ctx, &source, &ParseOptions::default()).unwrap();
    let mbody = module.body.regions_body(module.op);
    let entry = mbody.blocks(mbody.regions(module.op)[0])[0];
    let func = mbody.block_ops(entry).next().unwrap();
    let body = mbody.child_body(func).unwrap();
    let block = body.blocks(mbody.regions(func)[0])[0];
    let ops: Vec<OpId> = body
        .block_ops(block)
        .flat_map(|top| body.walk_ops(top, WalkOrder::PreOrder))
        .collect();
    f(&ctx, body, &ops);
}

#[test]
fn trip_counts() {
    let text = r#"
func.func @f(%n: index) {
  %c4 = arith.constant 4 : index
  affine.for %i = 0 to 10 step 3 {
  }
  affine.for %i = max affine_map<() -> (2, 5)>() to min affine_map<()[s0] -> (s0 + 8, 20)>()[%c4] {
  }
  affine.for %i = 7 to 3 {
  }
  affine.for %i = 0 to %n {
  }
  return
}
"#;
    with_func(text, |ctx, body, ops| {
        let counts: Vec<Option<u64>> = ops
            .iter()
            .filter(|&&o| ForOp::isa(ctx, body, o))
            .map(|&o| constant_trip_count(ctx, body, o))
            .collect();
        // 0,3,6,9; 5..12; none; unknown.
        assert_eq!(counts, vec![Some(4), Some(7), Some(0), None]);
    });
}

#[test]
fn bounds_respect_steps_guards_and_else_regions() {
    let text = r#"
func.func @f(%A: memref<10xf32>, %n: index) {
  affine.for %i = 0 to 20 step 5 {
    affine.if affine_set<(d0) : (9 - d0 >= 0)>(%i) {
      %a = affine.load %A[%i + 4] : memref<10xf32>
    } else {
      %b = affine.load %A[%i - 10] : memref<10xf32>
    }
    %c = affine.load %A[%i floordiv 2] : memref<10xf32>
  }
  affine.for %j = %n to 30 step 7 {
    %d = affine.load %A[%j mod 7] : memref<10xf32>
  }
  return
}
"#;
    with_func(text, |ctx, body, ops| {
        let results: Vec<OutOfBounds> = ops
            .iter()
            .filter_map(|&o| Access::of(ctx, body, o))
            .map(|a| check_bounds(ctx, body, &a).unwrap())
            .collect();
        let none = OutOfBounds {
            upper: vec![],
            lower: vec![],
        };
        // %i in {0, 5}: %i + 4 <= 9. Else: %i in {10, 15}: 0 and 5. %i floordiv 2 reaches 7.
        assert_eq!(results[0], none);
        assert_eq!(results[1], none);
        assert_eq!(results[2], none);
        // %j mod 7 is in [0, 6] whatever %n is.
        assert_eq!(results[3], none);
    });
}

#[test]
fn symbolic_strided_lower_bounds_are_exact() {
    // %i takes %n, %n + 2, ...: %i and %i + 1 never meet across iterations of one loop
    // with an odd distance. mlir-opt 22 drops the stride when the lower bound is not
    // constant and reports a dependence.
    let text = r#"
func.func @f(%A: memref<100xf32>, %n: index) {
  %c = arith.constant 0.0 : f32
  affine.for %i = %n to 50 step 2 {
    affine.store %c, %A[%i] : memref<100xf32>
    %v = affine.load %A[%i + 1] : memref<100xf32>
  }
  return
}
"#;
    with_func(text, |ctx, body, ops| {
        let accs: Vec<Access> = ops
            .iter()
            .filter_map(|&o| Access::of(ctx, body, o))
            .collect();
        for d in 1..=2 {
            assert_eq!(
                check_dependence(ctx, body, &accs[0], &accs[1], d, false),
                Dependence::None
            );
            assert_eq!(
                check_dependence(ctx, body, &accs[1], &accs[0], d, false),
                Dependence::None
            );
        }
    });
}

#[test]
fn read_after_read_only_on_request() {
    let text = r#"
func.func @f(%A: memref<100xf32>, %n: index) {
  affine.for %i = %n to 50 step 2 {
    %u = affine.load %A[%i + 2] : memref<100xf32>
    %v = affine.load %A[%i] : memref<100xf32>
  }
  return
}
"#;
    with_func(text, |ctx, body, ops| {
        let accs: Vec<Access> = ops
            .iter()
            .filter_map(|&o| Access::of(ctx, body, o))
            .collect();
        assert_eq!(
            check_dependence(ctx, body, &accs[0], &accs[1], 1, false),
            Dependence::None
        );
        let exact = Dependence::Has(vec![Component {
            lb: Some(2),
            ub: Some(2),
        }]);
        assert_eq!(
            check_dependence(ctx, body, &accs[0], &accs[1], 1, true),
            exact
        );
    });
}
