//! Printing the structure of IR: SSA numbering, custom and generic forms, modules and
//! regions, predecessor comments, properties, signatures and resources.

use super::*;

#[test]
fn numbering_custom_and_generic() {
    // The IR of:
    //   %t:2 = "foo.top"() ; "foo.a"(%t#1) ({ ^bb0(%a): %0 = foo.b(%a); "foo.r1"() ({^bb0(%x):
    //   %1 = foo.in1; foo.yield}, {%2 = foo.in2; foo.yield}); %3 = foo.b(%0); foo.br(%3)[^bb1]
    //   ^bb1(%z): foo.br(%z)[^bb1, ^bb2] ^bb2: foo.r2() ({^bb0(%y): %4 = foo.in3}) }, {
    //   %5 = foo.c }) ; %u = foo.top
    let ctx = Context::new();
    let i32 = i32t(&ctx);
    let mut b = Builder::new(&ctx);
    let (top, tb) = b.region(1);
    let t = b.op(tb[0], "foo.top", &[], &[i32, i32]);
    let t1 = b.res(t, 1);
    let (ra, rab) = b.region(3);
    let a = b.arg(rab[0], i32);
    let o0 = b.op(rab[0], "foo.b", &[a], &[i32]);
    let v0 = b.res(o0, 0);
    let (r1a, r1ab) = b.region(1);
    b.arg(r1ab[0], i32);
    b.op(r1ab[0], "foo.in1", &[], &[i32]);
    b.op(r1ab[0], "foo.yield", &[], &[]);
    let (r1b, r1bb) = b.region(1);
    b.op(r1bb[0], "foo.in2", &[], &[i32]);
    b.op(r1bb[0], "foo.yield", &[], &[]);
    let unk = ctx.unknown_loc();
    b.op_full(
        Some(rab[0]),
        "foo.r1",
        &[],
        &[],
        &[],
        &[r1a, r1b],
        vec![],
        unk,
    );
    let o3 = b.op(rab[0], "foo.b", &[v0], &[i32]);
    let v3 = b.res(o3, 0);
    b.op_full(
        Some(rab[0]),
        "foo.br",
        &[v3],
        &[],
        &[rab[1]],
        &[],
        vec![],
        unk,
    );
    let z = b.arg(rab[1], i32);
    b.op_full(
        Some(rab[1]),
        "foo.br",
        &[z],
        &[],
        &[rab[1], rab[2]],
        &[],
        vec![],
        unk,
    );
    let (r2, r2b) = b.region(1);
    b.arg(r2b[0], i32);
    b.op(r2b[0], "foo.in3", &[], &[i32]);
    b.op_full(Some(rab[2]), "foo.r2", &[], &[], &[], &[r2], vec![], unk);
    let (rb, rbb) = b.region(1);
    b.op(rbb[0], "foo.c", &[], &[i32]);
    b.op_full(
        Some(tb[0]),
        "foo.a",
        &[t1],
        &[],
        &[],
        &[ra, rb],
        vec![],
        unk,
    );
    b.op(tb[0], "foo.top", &[], &[i32]);
    let m = b.into_module(top, vec![], None, unk);

    let custom = r#"module {
  %0:2 = "foo.top"() : () -> (i32, i32)
  "foo.a"(%0#1) ({
  ^bb0(%arg0: i32):
    %2 = "foo.b"(%arg0) : (i32) -> i32
    "foo.r1"() ({
    ^bb0(%arg1: i32):
      %5 = "foo.in1"() : () -> i32
      "foo.yield"() : () -> ()
    }, {
      %5 = "foo.in2"() : () -> i32
      "foo.yield"() : () -> ()
    }) : () -> ()
    %3 = "foo.b"(%2) : (i32) -> i32
    "foo.br"(%3)[^bb1] : (i32) -> ()
  ^bb1(%4: i32):  // 2 preds: ^bb0, ^bb1
    "foo.br"(%4)[^bb1, ^bb2] : (i32) -> ()
  ^bb2:  // pred: ^bb1
    "foo.r2"() ({
    ^bb0(%arg1: i32):
      %5 = "foo.in3"() : () -> i32
    }) : () -> ()
  }, {
    %2 = "foo.c"() : () -> i32
  }) : (i32) -> ()
  %1 = "foo.top"() : () -> i32
}
"#;
    assert_eq!(print(&ctx, &m, &PrintOptions::default()), custom);

    let generic_text = r#""builtin.module"() ({
  %0:2 = "foo.top"() : () -> (i32, i32)
  "foo.a"(%0#1) ({
  ^bb0(%arg0: i32):
    %3 = "foo.b"(%arg0) : (i32) -> i32
    "foo.r1"() ({
    ^bb0(%arg2: i32):
      %8 = "foo.in1"() : () -> i32
      "foo.yield"() : () -> ()
    }, {
      %7 = "foo.in2"() : () -> i32
      "foo.yield"() : () -> ()
    }) : () -> ()
    %4 = "foo.b"(%3) : (i32) -> i32
    "foo.br"(%4)[^bb1] : (i32) -> ()
  ^bb1(%5: i32):  // 2 preds: ^bb0, ^bb1
    "foo.br"(%5)[^bb1, ^bb2] : (i32) -> ()
  ^bb2:  // pred: ^bb1
    "foo.r2"() ({
    ^bb0(%arg1: i32):
      %6 = "foo.in3"() : () -> i32
    }) : () -> ()
  }, {
    %2 = "foo.c"() : () -> i32
  }) : (i32) -> ()
  %1 = "foo.top"() : () -> i32
}) : () -> ()
"#;
    assert_eq!(print(&ctx, &m, &generic()), generic_text);
    // --mlir-print-unique-ssa-ids numbers like the generic form.
    let unique = print(
        &ctx,
        &m,
        &PrintOptions {
            unique_ssa_ids: true,
            ..Default::default()
        },
    );
    assert!(
        unique.contains("%8 = \"foo.in1\"") && unique.contains("^bb0(%arg2: i32)"),
        "{unique}"
    );
}

fn nested_module(
    b: &mut Builder<'_>,
    block: BlockId,
    props: Vec<(&str, Attribute)>,
    attrs: Vec<(&str, Attribute)>,
    fill: impl FnOnce(&mut Builder<'_>, BlockId),
) -> OpId {
    let ctx = b.ctx;
    let mut inner = Builder::new(ctx);
    let (r, blocks) = inner.region(1);
    fill(&mut inner, blocks[0]);
    let dict = |v: Vec<(&str, Attribute)>| {
        ctx.dictionary_attr(
            v.into_iter()
                .map(|(n, a)| NamedAttribute {
                    name: ctx.ident(n),
                    value: a,
                })
                .collect(),
        )
    };
    let properties = if props.is_empty() {
        None
    } else {
        Some(dict(props))
    };
    let op = b.body.create_op(OperationState {
        name: ctx.op_name("builtin.module"),
        loc: ctx.unknown_loc(),
        operands: vec![],
        result_types: vec![],
        successors: vec![],
        regions: vec![r],
        properties,
        attributes: dict(attrs),
        child_body: Some(Box::new(inner.body)),
    });
    b.body.append_op(block, op);
    op
}

#[test]
fn modules_and_empty_regions() {
    let ctx = Context::new();
    let i64t = ctx.builtin_types().i64;
    let s = |t: &str| ctx.string_attr(t.as_bytes());
    let mut b = Builder::new(&ctx);
    let (top, tb) = b.region(1);
    nested_module(
        &mut b,
        tb[0],
        vec![("sym_name", s("name"))],
        vec![("foo.x", ctx.unit_attr()), ("foo.y", int(&ctx, i64t, 1))],
        |_, _| {},
    );
    nested_module(&mut b, tb[0], vec![], vec![], |inner, blk| {
        inner.op(blk, "foo.z", &[], &[]);
    });
    nested_module(
        &mut b,
        tb[0],
        vec![("sym_name", s("a b"))],
        vec![("foo.x", ctx.unit_attr())],
        |_, _| {},
    );
    nested_module(
        &mut b,
        tb[0],
        vec![("sym_name", s("v")), ("sym_visibility", s("private"))],
        vec![],
        |_, _| {},
    );
    nested_module(
        &mut b,
        tb[0],
        vec![("sym_name", s("w")), ("sym_visibility", s("nested"))],
        vec![("foo.a", int(&ctx, i64t, 2)), ("a.b", ctx.unit_attr())],
        |_, _| {},
    );
    // An unregistered op: its regions hold a module (printed `builtin.module` in the custom
    // form) and empty blocks.
    let (r0, _) = b.region(0);
    let (r1, r1b) = b.region(1);
    let (r2, r2b) = b.region(1);
    b.arg(r2b[0], i32t(&ctx));
    let (r3, r3b) = b.region(3);
    b.op(r3b[0], "foo.x", &[], &[]);
    b.op(r3b[2], "foo.x", &[], &[]);
    nested_module(&mut b, r1b[0], vec![], vec![], |_, _| {});
    let unk = ctx.unknown_loc();
    b.op_full(
        Some(tb[0]),
        "foo.a",
        &[],
        &[],
        &[],
        &[r0, r1, r2, r3],
        vec![],
        unk,
    );
    let m = b.into_module(top, vec![], None, unk);
    let custom = r#"module {
  module @name attributes {foo.x, foo.y = 1 : i64} {
  }
  module {
    "foo.z"() : () -> ()
  }
  module @"a b" attributes {foo.x} {
  }
  module @v attributes {sym_visibility = "private"} {
  }
  module @w attributes {a.b, foo.a = 2 : i64, sym_visibility = "nested"} {
  }
  "foo.a"() ({
  }, {
    builtin.module {
    }
  }, {
  ^bb0(%arg0: i32):
  }, {
    "foo.x"() : () -> ()
  ^bb1:  // no predecessors
  ^bb2:  // no predecessors
    "foo.x"() : () -> ()
  }) : () -> ()
}
"#;
    assert_eq!(print(&ctx, &m, &PrintOptions::default()), custom);
    let generic_text = r#""builtin.module"() ({
  "builtin.module"() <{sym_name = "name"}> ({
  ^bb0:
  }) {foo.x, foo.y = 1 : i64} : () -> ()
  "builtin.module"() ({
    "foo.z"() : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "a b"}> ({
  ^bb0:
  }) {foo.x} : () -> ()
  "builtin.module"() <{sym_name = "v", sym_visibility = "private"}> ({
  ^bb0:
  }) : () -> ()
  "builtin.module"() <{sym_name = "w", sym_visibility = "nested"}> ({
  ^bb0:
  }) {a.b, foo.a = 2 : i64} : () -> ()
  "foo.a"() ({
  }, {
    "builtin.module"() ({
    ^bb0:
    }) : () -> ()
  }, {
  ^bb0(%arg0: i32):
  }, {
    "foo.x"() : () -> ()
  ^bb1:  // no predecessors
  ^bb2:  // no predecessors
    "foo.x"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#;
    assert_eq!(print(&ctx, &m, &generic()), generic_text);
}

#[test]
fn predecessor_comments() {
    // ^bb0 branches twice to ^bb2; duplicates are listed, as mlir-opt does.
    let ctx = Context::new();
    let mut b = Builder::new(&ctx);
    let (top, tb) = b.region(1);
    let (r, rb) = b.region(4);
    let unk = ctx.unknown_loc();
    b.op_full(
        Some(rb[0]),
        "foo.br",
        &[],
        &[],
        &[rb[2], rb[2]],
        &[],
        vec![],
        unk,
    );
    b.op_full(Some(rb[1]), "foo.br", &[], &[], &[rb[2]], &[], vec![], unk);
    b.op_full(Some(rb[2]), "foo.br", &[], &[], &[rb[3]], &[], vec![], unk);
    b.op_full(
        Some(rb[3]),
        "foo.br",
        &[],
        &[],
        &[rb[1], rb[3]],
        &[],
        vec![],
        unk,
    );
    b.op_full(Some(tb[0]), "foo.a", &[], &[], &[], &[r], vec![], unk);
    let m = b.into_module(top, vec![], None, unk);
    let expected = r#"module {
  "foo.a"() ({
    "foo.br"()[^bb2, ^bb2] : () -> ()
  ^bb1:  // pred: ^bb3
    "foo.br"()[^bb2] : () -> ()
  ^bb2:  // 3 preds: ^bb0, ^bb0, ^bb1
    "foo.br"()[^bb3] : () -> ()
  ^bb3:  // 2 preds: ^bb2, ^bb3
    "foo.br"()[^bb1, ^bb3] : () -> ()
  }) : () -> ()
}
"#;
    assert_eq!(print(&ctx, &m, &PrintOptions::default()), expected);
}

#[test]
fn properties_and_signatures() {
    // Properties of unregistered ops print verbatim (any attribute, `<{}>` too) and are not
    // considered for aliases; function types as results are parenthesized.
    let ctx = Context::new();
    let bt = *ctx.builtin_types();
    let unit_fn = ctx.function_type(&[], &[]);
    let i32_fn = ctx.function_type(&[bt.i32], &[bt.i32]);
    let mut b = Builder::new(&ctx);
    let (top, tb) = b.region(1);
    let unk = ctx.unknown_loc();
    let distinct = ctx.intern_attr(AttrData::Distinct {
        id: 9,
        referenced: ctx.string_attr(b"p"),
    });
    let with_props =
        |b: &mut Builder<'_>, name: &str, props: Attribute, attrs: Vec<(&str, Attribute)>| {
            let op = b.op_full(Some(tb[0]), name, &[], &[], &[], &[], attrs, unk);
            b.body.op_mut(op).properties = Some(props);
        };
    with_props(
        &mut b,
        "foo.a",
        ctx.dictionary_attr(vec![NamedAttribute {
            name: ctx.ident("p"),
            value: distinct,
        }]),
        vec![],
    );
    with_props(
        &mut b,
        "foo.b",
        ctx.empty_dictionary(),
        vec![("x", distinct)],
    );
    with_props(
        &mut b,
        "foo.c",
        ctx.array_attr(&[int(&ctx, bt.i64, 1), int(&ctx, bt.i64, 2)]),
        vec![],
    );
    let f = b.op(tb[0], "foo.f", &[], &[unit_fn]);
    let fv = b.res(f, 0);
    let g = b.op(tb[0], "foo.g", &[fv, fv], &[bt.i32, bt.i32, i32_fn]);
    let (g0, g2) = (b.res(g, 0), b.res(g, 2));
    b.op(tb[0], "foo.h", &[g0, g2], &[]);
    let m = b.into_module(top, vec![], None, unk);
    let expected = r#"#distinct = distinct[0]<"p">
module {
  "foo.a"() <{p = #distinct}> : () -> ()
  "foo.b"() <{}> {x = #distinct} : () -> ()
  "foo.c"() <[1, 2]> : () -> ()
  %0 = "foo.f"() : () -> (() -> ())
  %1:3 = "foo.g"(%0, %0) : (() -> (), () -> ()) -> (i32, i32, (i32) -> i32)
  "foo.h"(%1#0, %1#2) : (i32, (i32) -> i32) -> ()
}
"#;
    assert_eq!(print(&ctx, &m, &PrintOptions::default()), expected);
}

#[test]
fn resources_section() {
    // Blobs are listed in order of first reference; keys without data are skipped.
    let ctx = Context::new();
    let t = tensor(&ctx, &[1], ctx.builtin_types().i8);
    let res = |k: &str| {
        ctx.intern_attr(AttrData::DenseResource {
            ty: t,
            handle: ctx.ident(k),
        })
    };
    for (k, v) in [("aa", 1u8), ("mm", 2), ("zz", 3), ("b 2", 4)] {
        ctx.set_resource_blob(ctx.ident(k), vec![4, 0, 0, 0, v].into());
    }
    let mut b = Builder::new(&ctx);
    let (top, tb) = b.region(1);
    let unk = ctx.unknown_loc();
    b.op_full(
        Some(tb[0]),
        "foo.a",
        &[],
        &[],
        &[],
        &[],
        vec![("a", res("zz")), ("b", res("aa"))],
        unk,
    );
    b.op_full(
        Some(tb[0]),
        "foo.b",
        &[],
        &[],
        &[],
        &[],
        vec![("a", res("aa")), ("b", res("b 2")), ("c", res("none"))],
        unk,
    );
    let m = b.into_module(top, vec![], None, unk);
    let expected = r#"module {
  "foo.a"() {a = dense_resource<zz> : tensor<1xi8>, b = dense_resource<aa> : tensor<1xi8>} : () -> ()
  "foo.b"() {a = dense_resource<aa> : tensor<1xi8>, b = dense_resource<"b 2"> : tensor<1xi8>, c = dense_resource<none> : tensor<1xi8>} : () -> ()
}

{-#
  dialect_resources: {
    builtin: {
      zz: "0x0400000003",
      aa: "0x0400000001",
      "b 2": "0x0400000004"
    }
  }
#-}
"#;
    assert_eq!(print(&ctx, &m, &PrintOptions::default()), expected);
    // Local scope prints no metadata section.
    let local = print(
        &ctx,
        &m,
        &PrintOptions {
            local_scope: true,
            ..Default::default()
        },
    );
    assert!(local.ends_with("tensor<1xi8>} : () -> ()\n}"), "{local}");
}

/// Prints a large generated module; run with `--ignored --nocapture` in release mode to
/// see the printing speed.
#[test]
#[ignore]
fn bench_large_module() {
    let ctx = Context::new();
    let bt = *ctx.builtin_types();
    let t4 = tensor(&ctx, &[4, DYNAMIC], bt.f32);
    let mut b = Builder::new(&ctx);
    let (top, tb) = b.region(1);
    let n = 400_000;
    let init = b.op(tb[0], "foo.init", &[], &[t4]);
    let mut prev = b.res(init, 0);
    for i in 0..n {
        let attrs = vec![
            ("value", int(&ctx, bt.i32, i64::from(i % 7))),
            ("name", ctx.string_attr(b"x")),
        ];
        let loc = ctx.file_loc("big.mlir", i + 2, 1);
        let op = b.op_full(
            Some(tb[0]),
            "foo.op",
            &[prev, prev],
            &[t4],
            &[],
            &[],
            attrs,
            loc,
        );
        prev = b.res(op, 0);
    }
    let m = b.into_module(top, vec![], None, ctx.file_loc("big.mlir", 0, 0));
    let debug = PrintOptions {
        debug_info: true,
        ..Default::default()
    };
    for opts in [PrintOptions::default(), generic(), debug] {
        let start = std::time::Instant::now();
        let text = print(&ctx, &m, &opts);
        eprintln!("{} bytes in {:?}", text.len(), start.elapsed());
    }
}
