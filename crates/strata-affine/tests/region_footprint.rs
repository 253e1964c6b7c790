//! Unit tests of memref regions and footprints: bounding boxes and sizes of the elements
//! accessed at a loop depth, exact where a rational bound would over-count (strides,
//! divisions), unions of accesses, and footprints of loop nests in bytes.

use strata_affine::analysis::region::{MemRefRegion, footprint_bytes};
use strata_affine::ir::ForOp;
use strata_asm::{ParseOptions, Source, parse_source};
use strata_ir::Context;
use strata_ir::ir::{Body, OpId, OwnedOp, WalkOrder};
use strata_presburger::Budget;

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

fn named(ctx: &Context, body: &Body, ops: &[OpId], name: &str) -> Vec<OpId> {
    ops.iter()
        .copied()
        .filter(|&o| ctx.op_name_str(body.op(o).name) == name)
        .collect()
}

#[test]
fn tile_region_is_symbolic_in_the_outer_loop() {
    // The load at depth 1 touches %ii in [%i, %i + 8): 8 elements for every %i; at depth 0
    // all 32 + 7 = 39 rows... clipped to the memref's 32.
    let text = r#"
func.func @f(%A: memref<32x4xf32>) {
  affine.for %i = 0 to 32 step 8 {
    affine.for %ii = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0) -> (d0 + 8)>(%i) {
      affine.for %j = 0 to 4 {
        %v = affine.load %A[%ii, %j] : memref<32x4xf32>
      }
    }
  }
  return
}
"#;
    with_func(text, |ctx, body, ops| {
        let load = named(ctx, body, ops, "affine.load")[0];
        let r1 = MemRefRegion::compute(ctx, body, load, 1).unwrap();
        assert_eq!(r1.outer_ivs.len(), 1);
        assert!(!r1.is_write);
        assert_eq!(
            r1.constant_bounding_size_and_shape(ctx, body),
            Some((32, vec![8, 4]))
        );
        assert_eq!(r1.size_in_bytes(ctx, body), Some(128));
        let r0 = MemRefRegion::compute(ctx, body, load, 0).unwrap();
        assert_eq!(
            r0.constant_bounding_size_and_shape(ctx, body),
            Some((128, vec![32, 4]))
        );
        // The relation form: for %i = 8, row 15 is in the region, row 16 is not.
        let rels = r1.relations(ctx, body).unwrap();
        let member = |row: i64, i: i64| {
            rels.iter().any(|r| {
                let mut t = r.clone();
                let n = t.n_cols();
                for (col, v) in [(0usize, row), (1, 0), (2, i)] {
                    let mut e = vec![strata_presburger::Int::ZERO; n + 1];
                    e[col] = strata_presburger::Int::ONE;
                    e[n] = strata_presburger::Int::from(-v);
                    t.add_eq(e);
                }
                !t.is_empty(&mut Budget::default()).unwrap()
            })
        };
        assert!(member(15, 8));
        assert!(!member(16, 8));
        assert!(!member(15, 16));
        assert!(MemRefRegion::compute(ctx, body, load, 4).is_none());
    });
}

#[test]
fn strides_and_divisions_are_exact() {
    // 2 * %i for %i in [0, 10) spans 19 elements (a bounding box, not a count);
    // %i floordiv 4 for %i in [0, 10) spans 3; %i mod 4 spans 4; a step-3 loop from 1 to
    // 10 touches 1, 4, 7: extent 7.
    let text = r#"
func.func @f(%A: memref<100xf32>, %B: memref<100xi8>) {
  affine.for %i = 0 to 10 {
    %a = affine.load %A[2 * %i] : memref<100xf32>
    %b = affine.load %A[%i floordiv 4] : memref<100xf32>
    %c = affine.load %B[%i mod 4] : memref<100xi8>
  }
  affine.for %k = 1 to 10 step 3 {
    %d = affine.load %A[%k] : memref<100xf32>
  }
  return
}
"#;
    with_func(text, |ctx, body, ops| {
        let loads = named(ctx, body, ops, "affine.load");
        let shape = |op| {
            MemRefRegion::compute(ctx, body, op, 0)
                .unwrap()
                .constant_bounding_size_and_shape(ctx, body)
                .unwrap()
                .1
        };
        assert_eq!(shape(loads[0]), vec![19]);
        assert_eq!(shape(loads[1]), vec![3]);
        assert_eq!(shape(loads[2]), vec![4]);
        assert_eq!(shape(loads[3]), vec![7]);
        let c = MemRefRegion::compute(ctx, body, loads[2], 0).unwrap();
        assert_eq!(c.size_in_bytes(ctx, body), Some(4));
    });
}

#[test]
fn unions_dynamic_shapes_and_element_types() {
    let text = r#"
func.func @f(%A: memref<64xf32>, %D: memref<?xf64>, %I: memref<8xindex>, %V: memref<8xvector<4xf16>>, %n: index) {
  affine.for %i = 0 to 8 {
    %a = affine.load %A[%i] : memref<64xf32>
    affine.store %a, %A[%i + 20] : memref<64xf32>
    %d = affine.load %D[%i] : memref<?xf64>
    %e = affine.load %D[%i + %n] : memref<?xf64>
    %x = affine.load %I[%i] : memref<8xindex>
    %v = affine.load %V[%i] : memref<8xvector<4xf16>>
  }
  return
}
"#;
    with_func(text, |ctx, body, ops| {
        let loads = named(ctx, body, ops, "affine.load");
        let stores = named(ctx, body, ops, "affine.store");
        let mut a = MemRefRegion::compute(ctx, body, loads[0], 0).unwrap();
        let s = MemRefRegion::compute(ctx, body, stores[0], 0).unwrap();
        assert!(a.union_with(&s));
        assert!(a.is_write);
        // [0, 8) and [20, 28): bounding box [0, 28).
        assert_eq!(
            a.constant_bounding_size_and_shape(ctx, body),
            Some((28, vec![28]))
        );
        assert_eq!(a.size_in_bytes(ctx, body), Some(112));
        let d = MemRefRegion::compute(ctx, body, loads[1], 0).unwrap();
        assert_eq!(d.size_in_bytes(ctx, body), Some(64));
        // %i + %n along a dynamic dimension: the extent is still 8 for every %n.
        let e = MemRefRegion::compute(ctx, body, loads[2], 0).unwrap();
        assert_eq!(
            e.constant_bounding_size_and_shape(ctx, body),
            Some((8, vec![8]))
        );
        // Union of %D[%i] and %D[%i + %n]: unbounded along a dynamic dimension.
        let mut de = d.clone();
        assert!(de.union_with(&e));
        assert_eq!(de.constant_bounding_size_and_shape(ctx, body), None);
        assert!(!de.union_with(&a));
        // index elements have no byte size (as in MLIR); vector<4xf16> has 8 bytes.
        let x = MemRefRegion::compute(ctx, body, loads[3], 0).unwrap();
        assert_eq!(x.size_in_bytes(ctx, body), None);
        let v = MemRefRegion::compute(ctx, body, loads[4], 0).unwrap();
        assert_eq!(v.size_in_bytes(ctx, body), Some(64));
    });
}

#[test]
fn footprints_of_loop_nests() {
    let text = r#"
func.func @f(%A: memref<256x256xf32>, %B: memref<256xf32>) {
  affine.for %i = 0 to 256 step 32 {
    affine.for %j = 0 to 256 step 32 {
      affine.for %ii = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0) -> (d0 + 32)>(%i) {
        affine.for %jj = affine_map<(d0) -> (d0)>(%j) to affine_map<(d0) -> (d0 + 32)>(%j) {
          %a = affine.load %A[%ii, %jj] : memref<256x256xf32>
          %b = affine.load %B[%jj] : memref<256xf32>
          affine.store %a, %A[%ii, %jj] : memref<256x256xf32>
        }
      }
    }
  }
  affine.for %k = 0 to 10 {
    affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%k) {
      %c = affine.load %B[%k + 100] : memref<256xf32>
    }
  }
  return
}
"#;
    with_func(text, |ctx, body, ops| {
        let fors: Vec<OpId> = ops
            .iter()
            .copied()
            .filter(|&o| ForOp::isa(ctx, body, o))
            .collect();
        // The whole nest: all of A and B.
        assert_eq!(
            footprint_bytes(ctx, body, fors[0]),
            Some(256 * 256 * 4 + 256 * 4)
        );
        // The %ii loop, symbolic in %i and %j: a 32x32 tile of A and 32 elements of B.
        assert_eq!(
            footprint_bytes(ctx, body, fors[2]),
            Some(32 * 32 * 4 + 32 * 4)
        );
        // Guarded: %k in [5, 10) only.
        assert_eq!(footprint_bytes(ctx, body, fors[4]), Some(5 * 4));
    });
}
