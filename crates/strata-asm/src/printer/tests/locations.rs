//! Printing locations: debug-info aliases, pretty call sites and fused locations,
//! locations as attribute values, local scope.

use super::*;

fn file_range(
    ctx: &Context,
    file: &str,
    line: u32,
    col: u32,
    end_line: u32,
    end_col: u32,
) -> Location {
    Location::from_attr(
        ctx,
        ctx.intern_attr(AttrData::FileLineColLoc {
            file: ctx.ident(file),
            line,
            col,
            end_line,
            end_col,
            fields: 4,
        }),
    )
}

fn name_loc(ctx: &Context, name: &str, child: Option<Location>) -> Location {
    Location::from_attr(
        ctx,
        ctx.intern_attr(AttrData::NameLoc {
            name: ctx.ident(name),
            child: child.map(|c| c.attr(ctx)),
        }),
    )
}

/// The IR of mlir-opt's `t2.mlir`:
/// ```mlir
/// "foo.a"() ({
/// ^bb0(%a: i32 loc("x.c":1:2), %b: i32 loc(unknown)):
///   %0 = "foo.b"(%a) : (i32) -> i32 loc(callsite("f" at "y.c":3:4))
///   "foo.c"(%0)[^bb1] : (i32) -> () loc(fused<"m">["a.c":1:1, "b.c":2:2])
/// ^bb1:
///   "foo.d"() : () -> () loc("n"("x.c":1:2))
/// }) : () -> () loc("x.c":1:2 to 3:4)
/// "foo.e"() : () -> () loc("x.c":5:6 to :9)
/// "foo.e"() : () -> () loc(unknown)
/// ```
fn located_module(ctx: &Context) -> OwnedOp {
    let i32 = i32t(ctx);
    let unk = ctx.unknown_loc();
    let xc12 = ctx.file_loc("x.c", 1, 2);
    let mut b = Builder::new(ctx);
    let (top, tb) = b.region(1);
    let (r, rb) = b.region(2);
    let a = b.body.add_block_arg(rb[0], i32, xc12);
    b.body.add_block_arg(rb[0], i32, unk);
    let callsite = Location::from_attr(
        ctx,
        ctx.intern_attr(AttrData::CallSiteLoc {
            callee: name_loc(ctx, "f", None).attr(ctx),
            caller: ctx.file_loc("y.c", 3, 4).attr(ctx),
        }),
    );
    let o = b.op_full(
        Some(rb[0]),
        "foo.b",
        &[a],
        &[i32],
        &[],
        &[],
        vec![],
        callsite,
    );
    let v = b.res(o, 0);
    let fused = Location::from_attr(
        ctx,
        ctx.intern_attr(AttrData::FusedLoc {
            locations: [
                ctx.file_loc("a.c", 1, 1).attr(ctx),
                ctx.file_loc("b.c", 2, 2).attr(ctx),
            ]
            .into(),
            metadata: Some(ctx.string_attr(b"m")),
        }),
    );
    b.op_full(
        Some(rb[0]),
        "foo.c",
        &[v],
        &[],
        &[rb[1]],
        &[],
        vec![],
        fused,
    );
    b.op_full(
        Some(rb[1]),
        "foo.d",
        &[],
        &[],
        &[],
        &[],
        vec![],
        name_loc(ctx, "n", Some(xc12)),
    );
    b.op_full(
        Some(tb[0]),
        "foo.a",
        &[],
        &[],
        &[],
        &[r],
        vec![],
        file_range(ctx, "x.c", 1, 2, 3, 4),
    );
    b.op_full(
        Some(tb[0]),
        "foo.e",
        &[],
        &[],
        &[],
        &[],
        vec![],
        file_range(ctx, "x.c", 5, 6, 5, 9),
    );
    b.op_full(Some(tb[0]), "foo.e", &[], &[], &[], &[], vec![], unk);
    b.into_module(top, vec![], None, ctx.file_loc("t2.mlir", 0, 0))
}

#[test]
fn debug_info_location_aliases() {
    let ctx = Context::new();
    let m = located_module(&ctx);
    let body = r#"  "foo.a"() ({
  ^bb0(%arg0: i32 loc("x.c":1:2), %arg1: i32 loc(unknown)):
    %0 = "foo.b"(%arg0) : (i32) -> i32 loc(#loc9)
    "foo.c"(%0)[^bb1] : (i32) -> () loc(#loc10)
  ^bb1:  // pred: ^bb0
    "foo.d"() : () -> () loc(#loc11)
  }) : () -> () loc(#loc1)
  "foo.e"() : () -> () loc(#loc8)
  "foo.e"() : () -> () loc(#loc3)
"#;
    let deferred = r#"#loc = loc("t2.mlir":0:0)
#loc1 = loc("x.c":1:2 to 3:4)
#loc4 = loc("f")
#loc5 = loc("y.c":3:4)
#loc6 = loc("a.c":1:1)
#loc7 = loc("b.c":2:2)
#loc8 = loc("x.c":5:6 to :9)
#loc9 = loc(callsite(#loc4 at #loc5))
#loc10 = loc(fused<"m">[#loc6, #loc7])
#loc11 = loc("n"(#loc2))
"#;
    let head = "#loc2 = loc(\"x.c\":1:2)\n#loc3 = loc(unknown)\n";
    let opts = PrintOptions {
        debug_info: true,
        ..Default::default()
    };
    assert_eq!(
        print(&ctx, &m, &opts),
        format!("{head}module {{\n{body}}} loc(#loc)\n{deferred}")
    );
    let opts = PrintOptions {
        debug_info: true,
        generic: true,
        ..Default::default()
    };
    assert_eq!(
        print(&ctx, &m, &opts),
        format!("{head}\"builtin.module\"() ({{\n{body}}}) : () -> () loc(#loc)\n{deferred}")
    );

    let local = r#""builtin.module"() ({
  "foo.a"() ({
  ^bb0(%arg0: i32 loc("x.c":1:2), %arg1: i32 loc(unknown)):
    %0 = "foo.b"(%arg0) : (i32) -> i32 loc(callsite("f" at "y.c":3:4))
    "foo.c"(%0)[^bb1] : (i32) -> () loc(fused<"m">["a.c":1:1, "b.c":2:2])
  ^bb1:  // pred: ^bb0
    "foo.d"() : () -> () loc("n"("x.c":1:2))
  }) : () -> () loc("x.c":1:2 to 3:4)
  "foo.e"() : () -> () loc("x.c":5:6 to :9)
  "foo.e"() : () -> () loc(unknown)
}) : () -> () loc("t2.mlir":0:0)"#;
    let opts = PrintOptions {
        debug_info: true,
        generic: true,
        local_scope: true,
        ..Default::default()
    };
    assert_eq!(print(&ctx, &m, &opts), local);

    let pretty = r#"#loc2 = x.c:1:2
#loc3 = [unknown]
"builtin.module"() ({
  "foo.a"() ({
  ^bb0(%arg0: i32 x.c:1:2, %arg1: i32 [unknown]):
    %0 = "foo.b"(%arg0) : (i32) -> i32 #loc4 at #loc5
    "foo.c"(%0)[^bb1] : (i32) -> () <"m">[#loc6, #loc7]
  ^bb1:  // pred: ^bb0
    "foo.d"() : () -> () "n"(#loc2)
  }) : () -> () x.c:1:2 to 3:4
  "foo.e"() : () -> () x.c:5:6 to :9
  "foo.e"() : () -> () [unknown]
}) : () -> () t2.mlir:0:0
#loc = t2.mlir:0:0
#loc1 = x.c:1:2 to 3:4
#loc4 = "f"
#loc5 = y.c:3:4
#loc6 = a.c:1:1
#loc7 = b.c:2:2
#loc8 = x.c:5:6 to :9
#loc9 = #loc4 at #loc5
#loc10 = <"m">[#loc6, #loc7]
#loc11 = "n"(#loc2)
"#;
    let opts = PrintOptions {
        debug_info: true,
        generic: true,
        pretty_debug_info: true,
        ..Default::default()
    };
    assert_eq!(print(&ctx, &m, &opts), pretty);
}

#[test]
fn pretty_callsite_and_fused_locations() {
    // mlir-opt --mlir-print-debuginfo --mlir-pretty-debuginfo --mlir-print-local-scope.
    let ctx = Context::new();
    let call = |callee: Location, caller: Location| {
        Location::from_attr(
            &ctx,
            ctx.intern_attr(AttrData::CallSiteLoc {
                callee: callee.attr(&ctx),
                caller: caller.attr(&ctx),
            }),
        )
    };
    let x11 = ctx.file_loc("x", 1, 1);
    let b34 = ctx.file_loc("b.c", 3, 4);
    let cases = [
        (call(ctx.file_loc("a.c", 1, 2), b34), "a.c:1:2\n at b.c:3:4"),
        (
            call(
                name_loc(&ctx, "f", None),
                file_range(&ctx, "b.c", 3, 4, 5, 6),
            ),
            "\"f\" at b.c:3:4 to 5:6",
        ),
        (
            call(
                name_loc(&ctx, "f", None),
                call(name_loc(&ctx, "g", None), x11),
            ),
            "\"f\"\n at \"g\" at x:1:1",
        ),
        (
            name_loc(&ctx, "na\"me", Some(ctx.file_loc("a", 1, 1))),
            "\"na\\22me\"(a:1:1)",
        ),
        (ctx.file_loc("fi le\n", 1, 1), "fi le\n:1:1"),
    ];
    for (loc, text) in cases {
        let mut b = Builder::new(&ctx);
        let (r, blocks) = b.region(1);
        b.op_full(Some(blocks[0]), "foo.a", &[], &[], &[], &[], vec![], loc);
        let m = b.into_module(r, vec![], None, ctx.unknown_loc());
        let opts = PrintOptions {
            debug_info: true,
            pretty_debug_info: true,
            local_scope: true,
            ..Default::default()
        };
        assert_eq!(
            print(&ctx, &m, &opts),
            format!("module {{\n  \"foo.a\"() : () -> () {text}\n}} [unknown]")
        );
    }
    let fused = Location::from_attr(
        &ctx,
        ctx.intern_attr(AttrData::FusedLoc {
            locations: [ctx.file_loc("a", 1, 1).attr(&ctx)].into(),
            metadata: Some(ctx.dictionary_attr(vec![NamedAttribute {
                name: ctx.ident("a"),
                value: int(&ctx, ctx.builtin_types().i64, 1),
            }])),
        }),
    );
    assert_eq!(
        attr_to_string(&ctx, fused.attr(&ctx)),
        "loc(fused<{a = 1 : i64}>[\"a\":1:1])"
    );
    assert_eq!(
        attr_to_string(&ctx, ctx.file_loc("fi le\n", 1, 1).attr(&ctx)),
        "loc(\"fi le\\0A\":1:1)"
    );
}

/// A `builtin.module` op in `b`'s body whose region (one block) is filled by `fill`.

#[test]
fn locations_as_attribute_values() {
    // `"foo.a"() {a = loc("x":1:1), b = [loc(callsite("f" at "y":2:2))]} loc("x":1:1)`:
    // location attributes get non-deferred `#loc` aliases; the op location shares one.
    let ctx = Context::new();
    let x11 = ctx.file_loc("x", 1, 1);
    let call = ctx.intern_attr(AttrData::CallSiteLoc {
        callee: name_loc(&ctx, "f", None).attr(&ctx),
        caller: ctx.file_loc("y", 2, 2).attr(&ctx),
    });
    let mut b = Builder::new(&ctx);
    let (top, tb) = b.region(1);
    b.op_full(
        Some(tb[0]),
        "foo.a",
        &[],
        &[],
        &[],
        &[],
        vec![("a", x11.attr(&ctx)), ("b", ctx.array_attr(&[call]))],
        x11,
    );
    let m = b.into_module(top, vec![], None, ctx.file_loc("u4.mlir", 0, 0));
    let plain = r#"#loc = loc("x":1:1)
#loc1 = loc("f")
#loc2 = loc("y":2:2)
#loc3 = loc(callsite(#loc1 at #loc2))
module {
  "foo.a"() {a = #loc, b = [#loc3]} : () -> ()
}
"#;
    assert_eq!(print(&ctx, &m, &PrintOptions::default()), plain);
    let pretty = "#loc = x:1:1\n#loc1 = \"f\"\n#loc2 = y:2:2\n#loc3 = #loc1 at #loc2\nmodule {\n  \"foo.a\"() {a = #loc, b = [#loc3]} : () -> ()\n}\n";
    assert_eq!(
        print(
            &ctx,
            &m,
            &PrintOptions {
                pretty_debug_info: true,
                ..Default::default()
            }
        ),
        pretty
    );
    let debug = r#"#loc1 = loc("x":1:1)
#loc2 = loc("f")
#loc3 = loc("y":2:2)
#loc4 = loc(callsite(#loc2 at #loc3))
module {
  "foo.a"() {a = #loc1, b = [#loc4]} : () -> () loc(#loc1)
} loc(#loc)
#loc = loc("u4.mlir":0:0)
"#;
    assert_eq!(
        print(
            &ctx,
            &m,
            &PrintOptions {
                debug_info: true,
                ..Default::default()
            }
        ),
        debug
    );
}

#[test]
fn nested_op_with_local_scope() {
    // mlir-opt's note for an op with successors in mid-block:
    // `note: see current operation: "foo.mid"()[^bb3] : () -> ()`.
    let ctx = Context::new();
    let i32 = i32t(&ctx);
    let mut b = Builder::new(&ctx);
    let (top, tb) = b.region(1);
    let (r, rb) = b.region(4);
    let unk = ctx.unknown_loc();
    let x = b.arg(rb[0], i32);
    b.op_full(Some(rb[0]), "foo.br", &[], &[], &[rb[3]], &[], vec![], unk);
    let mid = b.op_full(
        Some(rb[3]),
        "foo.mid",
        &[x],
        &[i32],
        &[rb[3]],
        &[],
        vec![],
        unk,
    );
    b.op_full(Some(tb[0]), "foo.a", &[], &[], &[], &[r], vec![], unk);
    let m = b.into_module(top, vec![], None, unk);
    let inner = m.body.child_body(m.op).expect("module body");
    let mut s = String::new();
    print_op_local(&ctx, &m.body, m.op, inner, mid, &generic(), &mut s);
    assert_eq!(s, r#"%0 = "foo.mid"(%arg0)[^bb3] : (i32) -> i32"#);
}
