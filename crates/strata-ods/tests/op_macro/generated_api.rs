//! What `op!` generates beyond syntax: builders, typed views, docs and open interfaces,
//! default dialects, type resolution from other operands, successor counts, property
//! conversion, keyword names and named groups.

use super::*;

/// Builds ops with the generated builders before the first `tdl.stop` of `text`'s function
/// and returns the printed module; `f` gets the builder and the function's arguments.
fn build_in(
    ctx: &Context,
    text: &str,
    f: impl FnOnce(&mut strata_ir::ir::OpBuilder<'_, '_>, &[ValueId]),
) -> String {
    let mut module = parse(ctx, text).unwrap();
    let module_op = module.op;
    let module_body = module.body.regions_body(module_op);
    let func = module_body
        .block_ops(module_body.blocks(module_body.regions(module_op)[0])[0])
        .next()
        .unwrap();
    let region = module_body.regions(func)[0];
    let inner = module
        .body
        .regions_body_mut(module_op)
        .regions_body_mut(func);
    let entry = inner.blocks(region)[0];
    let args = inner.block_args(entry).to_vec();
    let stop = inner
        .block_ops(entry)
        .find(|&o| StopOp::isa(ctx, inner, o))
        .unwrap();
    let mut b =
        strata_ir::ir::OpBuilder::at(ctx, inner, strata_ir::ir::InsertionPoint::Before(stop));
    f(&mut b, &args);
    strata_ir::verifier::verify(ctx, &module).unwrap();
    print(ctx, &module, false)
}

#[test]
fn generated_builders_match_parsed_ops() {
    let ctx = setup();
    let loc = ctx.unknown_loc();
    let i32t = ctx.builtin_types().i32;
    let index = ctx.builtin_types().index;
    let head = "func.func @f(%a: i32, %b: i32, %c: i1, %f: f32, %i: index) {\n";
    let built = build_in(&ctx, &format!("{head}  tdl.stop\n}}\n"), |b, args| {
        let (a, bb, f, i) = (args[0], args[1], args[3], args[4]);
        // Inferred result type (same_operands_and_result_type).
        let sum = AddOp::build(b, loc, a, bb);
        let sum = sum.sum(b.body());
        // Operand segments from the group lengths.
        SegOp::build(b, loc, &[a, sum], Some(f), i);
        SegOp::build(b, loc, &[], None, i);
        // Explicit result types with result segments.
        MultiOp::build(b, loc, &[i32t, index], Some(i32t));
        // A required attribute.
        let range = RangeAttr::get(&ctx, 1, 4).unwrap();
        RangedOp::build(b, loc, range.0);
        // Regions are created empty.
        let scope = ScopeOp::build(b, loc, &[]);
        let region = scope.body(b.body());
        assert_eq!(b.body().blocks(region).len(), 0);
        let ip = b.insertion_point().unwrap();
        b.create_block(region, &[]);
        YieldOp::build(b, loc, &[]);
        b.set_insertion_point(ip);
    });
    let parsed = round_trip(
        &ctx,
        &format!(
            "{head}  %0 = tdl.add %a, %b : i32\n  tdl.seg [%a, %0] opt %f : f32, %i : (i32, i32) index\n  tdl.seg [], %i : () index\n  %1:2, %2 = tdl.multi : i32, index opt i32\n  tdl.ranged #tdl.range<1, 4>\n  tdl.scope {{\n    tdl.yield\n  }}\n  tdl.stop\n}}\n"
        ),
    );
    assert_eq!(built, parsed);
}

#[test]
fn generated_builders_forward_successor_operands() {
    let ctx = setup();
    let loc = ctx.unknown_loc();
    let text = "func.func @f(%a: i32, %c: i1) {\n  tdl.stop\n^bb1(%x: i32, %y: i32):\n  tdl.stop\n^bb2:\n  tdl.stop\n}\n";
    let built = build_in(&ctx, text, |b, args| {
        let (a, c) = (args[0], args[1]);
        let entry = b.insertion_block().unwrap();
        let region = b.body().block_region(entry).unwrap();
        let blocks = b.body().blocks(region).to_vec();
        let br = CondBrOp::build(b, loc, c, &[a, a], &[], blocks[1], blocks[2]);
        assert_eq!(br.t_args(b.ctx(), b.body()), vec![a, a]);
        assert_eq!(br.t(b.body()), blocks[1]);
        let stop = b.body().next_op(br.id()).unwrap();
        b.body_mut().erase_op(stop);
    });
    assert!(
        built.contains("tdl.cond_br %arg1, ^bb1(%arg0, %arg0 : i32, i32), ^bb2\n  ^bb1"),
        "{built}"
    );
}

#[test]
fn typed_views_compare_interned_names() {
    let ctx = setup();
    let other = setup();
    let op = parse(&ctx, &wrap("  %0 = tdl.add %a, %b : i32")).unwrap();
    let mut adds = 0;
    for (body, id) in walk_all_iter(&op.body, op.op, WalkOrder::PreOrder) {
        // Alternating contexts refresh the per-kind name cache; answers stay right.
        let _ = <AddOp as strata_ir::ir::Op>::op_name(&other);
        if AddOp::isa(&ctx, body, id) {
            adds += 1;
            assert_eq!(AddOp::cast(&ctx, body, id), Some(AddOp(id)));
            assert_eq!(
                body.op(id).name,
                <AddOp as strata_ir::ir::Op>::op_name(&ctx)
            );
        } else {
            assert!(AddOp::cast(&ctx, body, id).is_none());
        }
    }
    assert_eq!(adds, 1);
}

/// An interface defined by this test crate, implemented by an op of this crate at
/// registration (`implements:`) and by an op of `strata-dialects` afterwards.
#[derive(Debug, PartialEq)]
struct Arity2 {
    arity: usize,
}

op! {
    /// A test op implementing an open interface.
    ///
    /// It exists to show that an op declared in one crate implements an interface
    /// declared in another.
    ///
    /// ```mlir
    /// tdl.iface
    /// ```
    pub struct IfaceOp = "tdl.iface" {
        implements: [Arity2 { arity: 0 }],
        format: "attr-dict",
    }
}

#[test]
fn open_interfaces_and_docs() {
    let ctx = setup();
    IfaceOp::register(&ctx);
    let iface = ctx.op_name("tdl.iface");
    assert_eq!(
        ctx.op_interface::<Arity2>(iface),
        Some(&Arity2 { arity: 0 })
    );
    let addi = ctx.op_name("arith.addi");
    assert_eq!(ctx.op_interface::<Arity2>(addi), None);
    assert!(ctx.attach_op_interface("arith.addi", Arity2 { arity: 2 }));
    assert_eq!(ctx.op_interface::<Arity2>(addi), Some(&Arity2 { arity: 2 }));
    assert!(!ctx.attach_op_interface("tdl.unregistered", Arity2 { arity: 1 }));
    // Other contexts are not affected.
    assert_eq!(setup().op_interface::<Arity2>(addi), None);

    strata_ir::registry::DialectInterfaces::attach(&ctx, "tdl", Arity2 { arity: 7 });
    assert_eq!(
        strata_ir::registry::DialectInterfaces::get::<Arity2>(&ctx, "tdl"),
        Some(&Arity2 { arity: 7 })
    );
    assert_eq!(
        strata_ir::registry::DialectInterfaces::get::<Arity2>(&ctx, "arith"),
        None
    );

    let docs = ctx.op_info(iface).unwrap().docs;
    assert_eq!(docs.summary, "A test op implementing an open interface.");
    assert!(
        docs.description.starts_with("It exists to show"),
        "{docs:?}"
    );
    assert!(!docs.description.contains("```"), "{docs:?}");
    assert_eq!(docs.example, "tdl.iface\n");
    assert!(
        ctx.registered_ops()
            .iter()
            .any(|info| info.name == "tdl.iface")
    );
}

// ---- default dialects, derived types, type lists, successor counts, property errors ----

op! {
    /// `tdl.ns { stop }`: ops in the region may leave out the `tdl.` prefix.
    pub struct NsOp = "tdl.ns" {
        regions: [body: AnyRegion],
        default_dialect: "tdl",
        format: "$body attr-dict",
    }
}

/// A function type; other types are rejected when parsed.
struct FnType;
impl TypeConstraint for FnType {
    const SUMMARY: &'static str = "function type";
    fn check(ctx: &Context, ty: Type) -> bool {
        matches!(ctx.type_data(ty), TypeData::Function { .. })
    }
    fn check_class(ctx: &Context, ty: Type) -> Result<(), Option<&'static str>> {
        if Self::check(ctx, ty) {
            Ok(())
        } else {
            Err(None)
        }
    }
}

/// The inputs of the function type of the first operand.
fn fn_inputs(ctx: &Context, callee: Type) -> Option<Vec<Type>> {
    match ctx.type_data(callee) {
        TypeData::Function { inputs, .. } => Some(inputs.to_vec()),
        _ => None,
    }
}

/// The results of the function type of the first operand.
fn fn_results(ctx: &Context, callee: Type) -> Option<Vec<Type>> {
    match ctx.type_data(callee) {
        TypeData::Function { results, .. } => Some(results.to_vec()),
        _ => None,
    }
}

op! {
    /// `%0 = tdl.apply %f(%a) : (i32) -> f32`: argument and result types from the callee's.
    pub struct ApplyOp = "tdl.apply" {
        operands: [callee: FnType, args: variadic AnyType],
        results: [res: variadic AnyType],
        types_match: { args: fn_inputs(callee), res: fn_results(callee) },
        format: "$callee `(` $args `)` attr-dict `:` type($callee)",
    }
}

op! {
    /// `%0 = tdl.conv %a : i32 to f32`: an undelimited type list has at least one type.
    pub struct ConvOp = "tdl.conv" {
        operands: [ins: variadic AnyType],
        results: [outs: variadic AnyType],
        format: "($ins^ `:` type($ins))? `to` type($outs) attr-dict",
    }
}

/// Every operand of a `tdl.jump` goes to its first successor.
fn jump_counts(
    _: &Context,
    _: Option<Attribute>,
    num_operands: usize,
    num_successors: usize,
) -> Option<Vec<u32>> {
    let mut counts = vec![0; num_successors];
    *counts.first_mut()? = num_operands as u32;
    Some(counts)
}

op! {
    /// `tdl.jump(%a : i32) [^bb1, ^bb2]`: successor operand counts from a hand-written hook.
    pub struct JumpOp = "tdl.jump" {
        traits: [terminator],
        operands: [args: variadic AnyType],
        successors: [dests: variadic ods::AnySuccessor],
        info: { successor_operands: Some(jump_counts) },
        format: "`(` $args `:` type($args) `)` $dests attr-dict",
    }
}

/// An `i64` attribute whose other kinds are property-conversion errors.
struct I64Prop;
impl AttrConstraint for I64Prop {
    const SUMMARY: &'static str = "64-bit signless integer attribute";
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        Self::check(ctx, attr)
    }
    fn check(ctx: &Context, attr: Attribute) -> bool {
        I64Attr::check(ctx, attr)
    }
}

op! {
    /// `tdl.prop <{n = 1}>`
    pub struct PropOp = "tdl.prop" {
        attrs: [n: I64Prop],
        format: "prop-dict attr-dict",
    }
}

fn register_more(ctx: &Context) {
    NsOp::register(ctx);
    ApplyOp::register(ctx);
    ConvOp::register(ctx);
    JumpOp::register(ctx);
    PropOp::register(ctx);
}

#[test]
fn default_dialect_of_regions() {
    let ctx = setup();
    register_more(&ctx);
    let out = round_trip(&ctx, &wrap("  tdl.ns {\n    stop\n  }"));
    assert!(out.contains("    tdl.ns {\n      stop\n    }\n"), "{out}");
    let asm = strata_asm::custom::CustomAsmRegistry::get(&ctx)
        .lookup(ctx.op_name("tdl.ns"))
        .unwrap();
    assert_eq!(asm.default_dialect, Some("tdl"));
}

#[test]
fn types_from_other_operands() {
    let ctx = setup();
    register_more(&ctx);
    let text = "func.func @f(%g: (i32, i32) -> f32, %a: i32) -> f32 {\n  %0 = tdl.apply %g(%a, %a) : (i32, i32) -> f32\n  return %0 : f32\n}\n";
    let out = round_trip(&ctx, text);
    assert!(
        out.contains("%0 = tdl.apply %arg0(%arg1, %arg1) : (i32, i32) -> f32"),
        "{out}"
    );
    let e = parse(
        &ctx,
        "func.func @f(%g: i32) {\n  tdl.apply %g() : i32\n  return\n}\n",
    )
    .unwrap_err();
    assert_eq!(e, "custom op 'tdl.apply' invalid kind of type specified");
    // The builder leaves out the derived result types.
    let op = parse(&ctx, text).unwrap();
    let (body, call) = walk_all_iter(&op.body, op.op, WalkOrder::PreOrder)
        .find(|(b, id)| ApplyOp::isa(&ctx, b, *id))
        .unwrap();
    let apply = ApplyOp(call);
    let args = apply.args(body);
    let state = ApplyOp::state(&ctx, body, apply.loc(body), apply.callee(body), &args);
    assert_eq!(
        state.result_types,
        vec![ctx.float_type(strata_ir::float::FloatKind::F32)]
    );
}

#[test]
fn type_lists_have_one_type_unless_delimited() {
    let ctx = setup();
    register_more(&ctx);
    let out = round_trip(
        &ctx,
        &wrap(
            "  %0 = tdl.conv %a : i32 to f32\n  %1:2 = tdl.conv to i1, i1\n  tdl.seg [], %i : () index",
        ),
    );
    assert!(
        out.contains("%0 = tdl.conv %arg0 : i32 to f32\n    %1:2 = tdl.conv to i1, i1\n"),
        "{out}"
    );
    // As ODS's `parseTypeList`: `to` is not a type.
    let e = parse(&ctx, &wrap("  %0 = tdl.conv %a : to f32")).unwrap_err();
    assert_eq!(e, "expected non-function type");
    let e = parse(&ctx, &wrap("  %0 = tdl.conv %a : i32 to\n")).unwrap_err();
    assert_eq!(e, "expected non-function type");
    let e = parse(
        &ctx,
        "func.func @f(%a: i32) {\n  tdl.br ^bb1(%a : )\n^bb1(%x: i32):\n  return\n}\n",
    )
    .unwrap_err();
    assert_eq!(e, "expected non-function type");
}

#[test]
fn successor_counts_from_hook() {
    let ctx = setup();
    register_more(&ctx);
    let text = "func.func @f(%a: i32) {\n  tdl.jump(%a : i32) ^bb1, ^bb2\n^bb1(%x: i32):\n  return\n^bb2:\n  return\n}\n";
    let out = round_trip(&ctx, text);
    assert!(out.contains("tdl.jump(%arg0 : i32) ^bb1, ^bb2\n"), "{out}");
    let op = parse(&ctx, text).unwrap();
    let (body, jump) = walk_all_iter(&op.body, op.op, WalkOrder::PreOrder)
        .find(|(b, id)| JumpOp::isa(&ctx, b, *id))
        .unwrap();
    let j = JumpOp(jump);
    let args = j.args(body);
    let dests = j.dests(body);
    let state = JumpOp::state(&ctx, body, j.loc(body), &args, &dests);
    let counts: Vec<u32> = state.successors.iter().map(|s| s.num_operands).collect();
    assert_eq!(counts, vec![1, 0]);
    assert_eq!(state.operands, args);
}

#[test]
fn property_conversion_errors() {
    let ctx = setup();
    register_more(&ctx);
    assert_eq!(
        verify_error(&ctx, &wrap("  \"tdl.prop\"() <{n = 1 : i32}> : () -> ()")),
        "invalid properties {n = 1 : i32} for op tdl.prop: Invalid attribute `n` in property conversion: 1 : i32"
    );
    assert_eq!(
        verify_error(&ctx, &wrap("  \"tdl.prop\"() : () -> ()")),
        "'tdl.prop' op requires attribute 'n'"
    );
}

#[test]
fn newline_literal_and_required_type_lists() {
    let ctx = setup();
    let out = round_trip(
        &ctx,
        &wrap(
            "  tdl.lines %i {x}\n  then {\n  }\n  tdl.lines %i then {\n    tdl.yield %a : i32\n  }",
        ),
    );
    assert!(
        out.contains("    tdl.lines %arg4 {x}\n    then {\n    }\n    tdl.lines %arg4\n    then {\n      tdl.yield %arg0 : i32\n    }\n"),
        "{out}"
    );
    let out = round_trip(&ctx, &wrap("  tdl.give {x} %a, %f : i32, f32\n  tdl.give"));
    assert!(
        out.contains("    tdl.give {x} %arg0, %arg3 : i32, f32\n    tdl.give\n"),
        "{out}"
    );
    // A variadic type list inside an optional group is required (ODS's `parseTypeList`).
    let e = parse(&ctx, &wrap("  tdl.yield %a :")).unwrap_err();
    assert_eq!(e, "expected non-function type");
    let e = parse(&ctx, &wrap("  tdl.yield %a, %b : i32")).unwrap_err();
    assert_eq!(
        e,
        "custom op 'tdl.yield' number of operands and types do not match: got 2 operands and 1 types"
    );
    // `verify_traits` runs after the count checks, before the declared constraints.
    let e = verify_error(&ctx, &wrap("  \"tdl.inner\"(%a) : (i32) -> ()"));
    assert_eq!(e, "'tdl.inner' op expects parent op 'tdl.body'");
    let e = verify_error(&ctx, &wrap("  \"tdl.inner\"() : () -> ()"));
    assert_eq!(e, "'tdl.inner' op requires a single operand");
    let e = verify_error(
        &ctx,
        &wrap("  tdl.body {\n    \"tdl.inner\"(%a) : (i32) -> ()\n  }"),
    );
    assert_eq!(
        e,
        "'tdl.inner' op operand #0 must be 1-bit signless integer, but got 'i32'"
    );
    round_trip(&ctx, &wrap("  tdl.body {\n    tdl.inner %c\n  }"));
    // Regions of a custom directive are left as parsed; the format's own get a block and
    // the implicit terminator.
    let op = parse(&ctx, &wrap("  tdl.alts alt {\n  } default {\n  }")).unwrap();
    let generic = print(&ctx, &op, true);
    assert!(
        generic.contains(
            "\"tdl.alts\"() ({\n      \"tdl.yield\"() : () -> ()\n    }, {\n    }) : () -> ()"
        ),
        "{generic}"
    );
}

// ---- type classes, attribute dictionaries and property conversion ----

/// A ranked memref; a format reads its type as ODS's `MemRefType` class.
struct RankedMemRef;
impl TypeConstraint for RankedMemRef {
    const SUMMARY: &'static str = "memref of any type values";
    fn check(ctx: &Context, ty: Type) -> bool {
        matches!(ctx.type_data(ty), TypeData::MemRef { .. })
    }
    fn check_class(ctx: &Context, ty: Type) -> Result<(), Option<&'static str>> {
        if Self::check(ctx, ty) {
            Ok(())
        } else {
            Err(Some("builtin.memref"))
        }
    }
}

/// A ranked or unranked memref; read as ODS's `BaseMemRefType`, a class without a name.
struct BaseMemRef;
impl TypeConstraint for BaseMemRef {
    const SUMMARY: &'static str = "ranked or unranked memref of any type values";
    fn check(ctx: &Context, ty: Type) -> bool {
        matches!(
            ctx.type_data(ty),
            TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
        )
    }
    fn check_class(ctx: &Context, ty: Type) -> Result<(), Option<&'static str>> {
        if Self::check(ctx, ty) {
            Ok(())
        } else {
            Err(None)
        }
    }
}

/// A positive `i64`, stored as an integer property (any integer attribute converts).
struct PositiveI64;
impl AttrConstraint for PositiveI64 {
    const SUMMARY: &'static str = "64-bit signless integer attribute whose value is positive";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        matches!(ctx.attr_data(attr), AttrData::Integer { ty, value }
            if *ty == ctx.builtin_types().i64 && value.to_i64_checked().is_some_and(|v| v > 0))
    }
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        matches!(ctx.attr_data(attr), AttrData::Integer { .. })
    }
}

/// A bool attribute whose default value is `false`.
struct FalseByDefault;
impl AttrConstraint for FalseByDefault {
    const SUMMARY: &'static str = "bool attribute";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        matches!(ctx.attr_data(attr), AttrData::Integer { ty, .. } if *ty == ctx.builtin_types().i1)
    }
    fn default_value(ctx: &Context) -> Option<Attribute> {
        let i1 = ctx.builtin_types().i1;
        Some(ctx.integer_attr(i1, strata_ir::apint::ApInt::from_u64(1, 0)))
    }
}

op! {
    /// `tdl.access`: type classes, an optional group led by `` and checked attributes.
    pub struct AccessOp = "tdl.access" {
        traits: [attr_sized_operand_segments],
        operands: [memref: RankedMemRef, dims: variadic Index, syms: variadic Index],
        attrs: [align: optional PositiveI64, flag: default FalseByDefault],
        results: [other: BaseMemRef],
        format: "$memref `(` $dims `)` (`` `[` $syms^ `]`)? attr-dict `:` type($memref) `to` type($other)",
    }
}

op! {
    /// `tdl.fn`: a functional type.
    pub struct FnOp = "tdl.fn" {
        operands: [x: AnyType],
        results: [y: AnyType],
        format: "$x attr-dict `:` functional-type(operands, results)",
    }
}

#[test]
fn type_classes_attr_dicts_and_property_conversion() {
    let ctx = setup();
    AccessOp::register(&ctx);
    FnOp::register(&ctx);
    let m = |body: &str| {
        format!("func.func @f(%m: memref<4xf32>, %i: index) {{\n{body}\n  return\n}}\n")
    };
    let out = round_trip(
        &ctx,
        &m(
            "  %0 = tdl.access %m(%i)[%i] {align = 8 : i64, flag = false} : memref<4xf32> to memref<*xf32>\n  %1 = tdl.access %m() {flag = true} : memref<4xf32> to memref<4xf32>",
        ),
    );
    assert!(
        out.contains(
            "tdl.access %arg0(%arg1)[%arg1] {align = 8 : i64} : memref<4xf32> to memref<*xf32>"
        ),
        "{out}"
    );
    assert!(
        out.contains("tdl.access %arg0() {flag = true} : memref<4xf32> to memref<4xf32>"),
        "{out}"
    );
    let e = parse(
        &ctx,
        &m("  %0 = tdl.access %m() : tensor<4xf32> to memref<4xf32>"),
    )
    .unwrap_err();
    assert_eq!(
        e,
        "custom op 'tdl.access' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'"
    );
    let e = parse(&ctx, &m("  %0 = tdl.access %m() : memref<4xf32> to i32")).unwrap_err();
    assert_eq!(e, "custom op 'tdl.access' invalid kind of type specified");
    let e = parse(
        &ctx,
        &m("  %0 = tdl.access %m() {align = 0 : i64} : memref<4xf32> to i32"),
    )
    .unwrap_err();
    assert_eq!(
        e,
        "custom op 'tdl.access' 'tdl.access' op attribute 'align' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive"
    );
    let e = parse(&ctx, &m("  %0 = tdl.fn %i : index")).unwrap_err();
    assert_eq!(
        e,
        "custom op 'tdl.fn' invalid kind of type specified: expected builtin.function, but found 'index'"
    );
    let generic = |align: &str| {
        m(&format!(
            "  %0 = \"tdl.access\"(%m) <{{align = {align}, operandSegmentSizes = array<i32: 1, 0, 0>}}> : (memref<4xf32>) -> memref<4xf32>"
        ))
    };
    assert_eq!(
        verify_error(&ctx, &generic("\"x\"")),
        "invalid properties {align = \"x\", operandSegmentSizes = array<i32: 1, 0, 0>} for op tdl.access: Invalid attribute `align` in property conversion: \"x\""
    );
    assert_eq!(
        verify_error(&ctx, &generic("0 : i32")),
        "'tdl.access' op attribute 'align' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive"
    );
}

op! {
    /// `tdl.keywords`: groups and attributes named by Rust keywords.
    pub struct KeywordsOp = "tdl.keywords" {
        operands: [in: AnyType],
        attrs: [type: TypedAttr],
        format: "$in `,` $type attr-dict `:` type($in)",
    }
}

#[test]
fn keyword_names() {
    let ctx = setup();
    KeywordsOp::register(&ctx);
    let out = round_trip(&ctx, &wrap("  tdl.keywords %a, 1 : i64 : i32"));
    assert!(out.contains("tdl.keywords %arg0, 1 : i64 : i32"), "{out}");
    let op = parse(&ctx, &out).unwrap();
    let (body, id) = walk_all_iter(&op.body, op.op, WalkOrder::PreOrder)
        .find(|(b, o)| KeywordsOp::isa(&ctx, b, *o))
        .unwrap();
    let k = KeywordsOp::cast(&ctx, body, id).unwrap();
    assert_eq!(body.value_type(k.r#in(body)), ctx.builtin_types().i32);
    assert!(k.r#type(&ctx, body).is_some());
}

/// The element type of a memref type (the type of a stored value).
fn element_of_memref(ctx: &Context, t: Type) -> Option<Vec<Type>> {
    match ctx.type_data(t) {
        TypeData::MemRef { element, .. } => Some(vec![*element]),
        _ => None,
    }
}

op! {
    /// `tdl.put`: the stored value's type comes from the memref's (`TypesMatchWith`).
    pub struct PutOp = "tdl.put" {
        operands: [value: AnyType, memref: RankedMemRef, indices: variadic Index],
        types_match: { value: element_of_memref(memref) },
        format: "$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)",
    }
}

#[test]
fn types_match_with() {
    let ctx = setup();
    PutOp::register(&ctx);
    let text = "func.func @f(%m: memref<4xf32>, %v: f32, %i: index) {\n  tdl.put %v, %m[%i] : memref<4xf32>\n  return\n}\n";
    let out = round_trip(&ctx, text);
    assert!(
        out.contains("tdl.put %arg1, %arg0[%arg2] : memref<4xf32>"),
        "{out}"
    );
    let bad = "func.func @f(%m: memref<4xf32>, %v: i32, %i: index) {\n  tdl.put %v, %m[%i] : memref<4xf32>\n  return\n}\n";
    let e = parse(&ctx, bad).unwrap_err();
    assert!(
        e.contains("use of value '%v' expects different type than prior uses"),
        "{e}"
    );
}

/// The type itself (ODS `AllTypesMatch`).
fn same_type(_: &Context, t: Type) -> Option<Vec<Type>> {
    Some(vec![t])
}

op! {
    /// `tdl.carry_add`: the operand types come from the result type the format gives
    /// (`AllTypesMatch<["lhs", "rhs", "sum"]>` with `type($sum)`, as
    /// `arith.addui_extended`).
    pub struct CarryAddOp = "tdl.carry_add" {
        operands: [lhs: AnyType, rhs: AnyType],
        results: [sum: AnyType, carry: AnyType],
        types_match: { lhs: same_type(sum), rhs: same_type(sum) },
        format: "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($carry)",
    }
}

#[test]
fn types_match_from_a_result() {
    let ctx = setup();
    CarryAddOp::register(&ctx);
    let text = "func.func @f(%a: i64, %b: i64) {
  %s, %c = tdl.carry_add %a, %b : i64, i1
  return
}
";
    let out = round_trip(&ctx, text);
    assert!(
        out.contains("%sum, %carry = tdl.carry_add %arg0, %arg1 : i64, i1"),
        "{out}"
    );
    let op = parse(&ctx, &out).unwrap();
    let (body, id) = walk_all_iter(&op.body, op.op, WalkOrder::PreOrder)
        .find(|(b, o)| CarryAddOp::isa(&ctx, b, *o))
        .unwrap();
    let add = CarryAddOp::cast(&ctx, body, id).unwrap();
    assert_eq!(body.value_type(add.lhs(body)), ctx.builtin_types().i64);
    assert_eq!(body.value_type(add.carry(body)), ctx.builtin_types().i1);
    // Builders take both result types (results are never derived from a result).
    let (i64t, i1) = (ctx.builtin_types().i64, ctx.builtin_types().i1);
    let loc = ctx.unknown_loc();
    let text = "func.func @f(%a: i64, %b: i64) {\n  tdl.stop\n}\n";
    let built = build_in(&ctx, text, |b, args| {
        CarryAddOp::build(b, loc, i64t, i1, args[0], args[1]);
    });
    assert!(
        built.contains("tdl.carry_add %arg0, %arg1 : i64, i1"),
        "{built}"
    );
    let bad = "func.func @f(%a: i32, %b: i64) {\n  %s, %c = tdl.carry_add %a, %b : i64, i1\n  return\n}\n";
    let e = parse(&ctx, bad).unwrap_err();
    assert!(
        e.contains("use of value '%a' expects different type than prior uses"),
        "{e}"
    );
}

op! {
    /// `tdl.give_results`: a terminator whose operand group is named `results`.
    pub struct ResultsGiveOp = "tdl.give_results" {
        traits: [terminator],
        operands: [results: variadic AnyType],
        format: "attr-dict ($results^ `:` type($results))?",
    }
}

op! {
    /// `tdl.take`: the `type(results)` directive next to a group named `operands`.
    pub struct TakeOp = "tdl.take" {
        operands: [operands: variadic AnyType],
        results: [out: variadic AnyType],
        format: "$operands attr-dict `:` type($operands) `->` type(results)",
    }
}

#[test]
fn groups_named_operands_or_results() {
    let ctx = setup();
    ResultsGiveOp::register(&ctx);
    TakeOp::register(&ctx);
    let text = "func.func @f(%a: i32, %b: f32) {\n  %0:2 = tdl.take %a, %b : i32, f32 -> f32, i32\n  \"test.wrap\"() ({\n    tdl.give_results %a, %b : i32, f32\n  }) : () -> ()\n  return\n}\n";
    ctx.set_allow_unregistered_dialects(true);
    let out = round_trip(&ctx, text);
    assert!(
        out.contains("tdl.take %arg0, %arg1 : i32, f32 -> f32, i32"),
        "{out}"
    );
    assert!(
        out.contains("tdl.give_results %arg0, %arg1 : i32, f32"),
        "{out}"
    );
    let e = parse(
        &ctx,
        &text.replace(
            "tdl.give_results %a, %b : i32, f32",
            "tdl.give_results %a, %b : i32",
        ),
    )
    .unwrap_err();
    assert_eq!(
        e,
        "custom op 'tdl.give_results' number of operands and types do not match: got 2 operands and 1 types"
    );
}

#[test]
fn functional_type_resolution_errors_at_the_op_name() {
    let ctx = setup();
    FnOp::register(&ctx);
    let text = "func.func @f(%a: i32) {\n  %0 = tdl.fn %a : (i32, i32) -> i32\n  return\n}\n";
    let e = parse_source(&ctx, &Source { name: "t", text }, &ParseOptions::default()).unwrap_err();
    assert_eq!(
        e.message,
        "custom op 'tdl.fn' number of operands and types do not match: got 1 operands and 2 types"
    );
    // Line 2, column 8: `tdl.fn`, as ODS resolves operands written one by one there.
    match e.loc.file_line_col() {
        Some((_, line, col)) => assert_eq!((line, col), (2, 8)),
        None => panic!("unexpected location {:?}", e.loc),
    }
}
