//! `op!` syntax end to end: regions, successors, segments, property dictionaries and
//! custom directives, dialect types and attributes, traits, folds, format features and
//! parse errors, each round-tripped and verified.

use super::*;

#[test]
fn regions_round_trip() {
    let ctx = setup();
    let out = round_trip(
        &ctx,
        &wrap(
            "  %0 = tdl.scope -> i32 {\n    tdl.yield %a : i32\n  } {x}\n  tdl.scope {\n    tdl.yield\n  }\n  tdl.cases attributes {y} {\n    tdl.yield\n  }, {\n    tdl.yield\n  }\n  tdl.cases\n  tdl.maybe {\n    tdl.yield\n  } else {\n    tdl.yield\n  }\n  tdl.maybe {\n    tdl.yield\n  }",
        ),
    );
    assert_eq!(
        out,
        "module {\n  func.func @f(%arg0: i32, %arg1: i32, %arg2: i1, %arg3: f32, %arg4: index) {\n    %0 = tdl.scope -> i32 {\n      tdl.yield %arg0 : i32\n    } {x}\n    tdl.scope {\n      tdl.yield\n    }\n    tdl.cases attributes {y} {\n      tdl.yield\n    }, {\n      tdl.yield\n    }\n    tdl.cases\n    tdl.maybe {\n      tdl.yield\n    } else {\n      tdl.yield\n    }\n    tdl.maybe {\n      tdl.yield\n    }\n    return\n  }\n}\n"
    );
    let op = parse(&ctx, &out).unwrap();
    for (body, id) in walk_all_iter(&op.body, op.op, WalkOrder::PreOrder) {
        if let Some(s) = ScopeOp::cast(&ctx, body, id) {
            assert_eq!(body.regions_body(id).blocks(s.body(body)).len(), 1);
        }
        if let Some(c) = CasesOp::cast(&ctx, body, id) {
            assert!(c.cases(body).len() <= 2);
        }
    }
}

#[test]
fn region_constraints() {
    let ctx = setup();
    assert_eq!(
        verify_error(&ctx, &wrap("  \"tdl.scope\"() ({\n  }) : () -> ()")),
        "'tdl.scope' op region #0 ('body') failed to verify constraint: region with 1 blocks"
    );
    assert_eq!(
        verify_error(&ctx, &wrap("  \"tdl.scope\"() : () -> ()")),
        "'tdl.scope' op requires one region"
    );
    assert_eq!(
        verify_error(
            &ctx,
            &wrap("  \"tdl.maybe\"() ({\n    tdl.yield\n  }) : () -> ()")
        ),
        "'tdl.maybe' op expected 2 regions"
    );
    assert_eq!(
        verify_error(
            &ctx,
            &wrap("  \"tdl.cases\"() ({\n    tdl.yield\n  }, {\n  }) : () -> ()")
        ),
        "'tdl.cases' op region #1 ('cases') failed to verify constraint: region with at least 1 blocks"
    );
}

#[test]
fn successors_round_trip_and_verify() {
    let ctx = setup();
    let text = "func.func @f(%a: i32, %c: i1) {\n  tdl.br ^bb1(%a : i32)\n^bb1(%x: i32):\n  tdl.cond_br %c, ^bb2(%x, %x : i32, i32), ^bb3\n^bb2(%y: i32, %z: i32):\n  tdl.br ^bb3\n^bb3:\n  return\n}\n";
    let out = round_trip(&ctx, text);
    assert!(
        out.contains("tdl.br ^bb1(%arg0 : i32)\n  ^bb1(%0: i32):  // pred: ^bb0\n    tdl.cond_br %arg1, ^bb2(%0, %0 : i32, i32), ^bb3"),
        "{out}"
    );
    let generic = print(&ctx, &parse(&ctx, text).unwrap(), true);
    assert!(
        generic.contains("\"tdl.cond_br\"(%arg1, %0, %0)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, i32, i32) -> ()"),
        "{generic}"
    );
    let op = parse(&ctx, text).unwrap();
    for (body, id) in walk_all_iter(&op.body, op.op, WalkOrder::PreOrder) {
        if let Some(br) = CondBrOp::cast(&ctx, body, id) {
            assert_eq!(br.t_args(&ctx, body).len(), 2);
            assert!(br.f_args(&ctx, body).is_empty());
            assert_ne!(br.t(body), br.f(body));
        }
    }
    assert_eq!(
        verify_error(
            &ctx,
            "func.func @f() {\n  \"tdl.br\"()[^bb1, ^bb1] : () -> ()\n^bb1:\n  return\n}\n"
        ),
        "'tdl.br' op requires 1 successor but found 2"
    );
}

#[test]
fn operand_segments() {
    let ctx = setup();
    let out = round_trip(
        &ctx,
        &wrap(
            "  tdl.seg [%a, %b] opt %f : f32, %i : (i32, i32) index\n  tdl.seg [] , %i : () index",
        ),
    );
    assert!(
        out.contains("    tdl.seg[%arg0, %arg1] opt %arg3 : f32, %arg4 : (i32, i32) index\n    tdl.seg[], %arg4 : () index\n"),
        "{out}"
    );
    let op = parse(&ctx, &out).unwrap();
    let generic = print(&ctx, &op, true);
    assert!(
        generic.contains("<{operandSegmentSizes = array<i32: 2, 1, 1>}>"),
        "{generic}"
    );
    for (body, id) in walk_all_iter(&op.body, op.op, WalkOrder::PreOrder) {
        if let Some(s) = SegOp::cast(&ctx, body, id) {
            let b = s.b(&ctx, body);
            assert_eq!(s.a(&ctx, body).len(), if b.is_some() { 2 } else { 0 });
            assert_eq!(body.value_type(s.c(&ctx, body)), ctx.builtin_types().index);
        }
    }
    let bad = |segs: &str, operands: &str, types: &str| {
        verify_error(
            &ctx,
            &wrap(&format!(
                "  \"tdl.seg\"({operands}) <{{operandSegmentSizes = array<i32: {segs}>}}> : ({types}) -> ()"
            )),
        )
    };
    assert_eq!(
        bad("1, 1", "%a, %i", "i32, index"),
        "invalid properties {operandSegmentSizes = array<i32: 1, 1>} for op tdl.seg: size mismatch in attribute conversion: 2 vs 3"
    );
    assert_eq!(
        bad("0, 2, 1", "%a, %a, %i", "i32, i32, index"),
        "'tdl.seg' op operand group starting at #0 requires 0 or 1 element, but found 2"
    );
    assert_eq!(
        bad("1, 0, 1", "%i", "index"),
        "'tdl.seg' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'"
    );
    assert_eq!(
        bad("-1, 1, 1", "%i", "index"),
        "'tdl.seg' op 'operandSegmentSizes' attribute cannot have negative elements"
    );
    assert_eq!(
        verify_error(&ctx, &wrap("  \"tdl.seg\"() : () -> ()")),
        "'tdl.seg' op expected 1 or more operands, but found 0"
    );
}

#[test]
fn result_segments_and_names() {
    let ctx = setup();
    let out = round_trip(
        &ctx,
        &wrap(
            "  %0:2, %1 = tdl.multi : i32, i32 opt f32\n  %2 = tdl.multi : i32\n  %3, %4 = tdl.split %a : i32 -> i16, i16",
        ),
    );
    assert!(
        out.contains("    %xs:2, %y = tdl.multi : i32, i32 opt f32\n    %xs_0 = tdl.multi : i32\n    %low, %high = tdl.split %arg0 : i32 -> i16, i16\n"),
        "{out}"
    );
    let generic = print(&ctx, &parse(&ctx, &out).unwrap(), true);
    assert!(
        generic.contains("<{resultSegmentSizes = array<i32: 2, 1>}> : () -> (i32, i32, f32)"),
        "{generic}"
    );
    assert_eq!(
        verify_error(
            &ctx,
            &wrap(
                "  %0:3 = \"tdl.multi\"() <{resultSegmentSizes = array<i32: 1, 2>}> : () -> (i32, i32, i32)"
            )
        ),
        "'tdl.multi' op result group starting at #1 requires 0 or 1 element, but found 2"
    );
    assert_eq!(
        verify_error(
            &ctx,
            &wrap(
                "  %0:3 = \"tdl.multi\"() <{resultSegmentSizes = array<i32: 1, 1>}> : () -> (i32, i32, i32)"
            )
        ),
        "'tdl.multi' op result count (3) does not match with the total size (2) specified in attribute 'resultSegmentSizes'"
    );
    assert_eq!(
        verify_error(&ctx, &wrap("  %0 = \"tdl.split\"(%a) : (i32) -> i32")),
        "'tdl.split' op expected 2 results"
    );
}

#[test]
fn prop_dict_and_custom_directive() {
    let ctx = setup();
    let out = round_trip(
        &ctx,
        &wrap(
            "  tdl.props <{n = 1 : i64}> attributes {x}\n  tdl.props\n  tdl.props <{flag}>\n  tdl.slice %f[1, %i, 3] : f32\n  tdl.slice %f[] {y} : f32",
        ),
    );
    assert!(
        out.contains("    tdl.props <{n = 1 : i64}> attributes {x}\n    tdl.props\n    tdl.props <{flag}>\n    tdl.slice %arg3[1, %arg4, 3] : f32\n    tdl.slice %arg3[] {y} : f32\n"),
        "{out}"
    );
    let generic = print(&ctx, &parse(&ctx, &out).unwrap(), true);
    assert!(
        generic.contains("\"tdl.slice\"(%arg3, %arg4) <{static_pos = array<i64: 1, -9223372036854775808, 3>}> : (f32, index) -> ()"),
        "{generic}"
    );
    assert_eq!(
        verify_error(&ctx, &wrap("  \"tdl.props\"() <{n = 1 : i32}> : () -> ()")),
        "'tdl.props' op attribute 'n' failed to satisfy constraint: 64-bit signless integer attribute"
    );
    assert_eq!(
        verify_error(
            &ctx,
            &wrap("  \"tdl.slice\"(%f, %a) <{static_pos = array<i64: 0>}> : (f32, i32) -> ()")
        ),
        "'tdl.slice' op operand #1 must be variadic of index, but got 'i32'"
            .replace("variadic of index", "index")
    );
}

#[test]
fn dialect_types() {
    let ctx = setup();
    let text = "func.func @f(%x: i32) {\n  %0 = tdl.alloc : !tdl.vec<4,i32>\n  %1 = tdl.load %0 : !tdl.vec<4, i32>\n  tdl.store %0, %1 : !tdl.vec<4, i32>, i32\n  %2 = \"tdl.alloc\"() : () -> !tdl.tagged<\"t\"   of f32>\n  return\n}\n";
    let op = parse(&ctx, text).unwrap();
    let out = print(&ctx, &op, false);
    assert_eq!(
        out,
        "module {\n  func.func @f(%arg0: i32) {\n    %alloc = tdl.alloc : !tdl.vec<4, i32>\n    %0 = tdl.load %alloc : !tdl.vec<4, i32>\n    tdl.store %alloc, %0 : !tdl.vec<4, i32>, i32\n    %alloc_0 = tdl.alloc : !tdl.tagged<\"t\" of f32>\n    return\n  }\n}\n"
    );
    // Typed view: the same uniqued type, with its parameters.
    let v = VecType::get(&ctx, 4, ctx.builtin_types().i32).unwrap();
    assert_eq!(v.len(&ctx), 4);
    assert_eq!(v.element(&ctx), ctx.builtin_types().i32);
    let t = TaggedType::get(&ctx, "t".into(), ctx.builtin_types().f32).unwrap();
    assert_eq!(t.tag(&ctx), "t");
    let mut found = 0;
    for (body, id) in walk_all_iter(&op.body, op.op, WalkOrder::PreOrder) {
        if let Some(a) = AllocOp::cast(&ctx, body, id) {
            let ty = body.value_type(a.res(body));
            assert!(ty == v.0 || ty == t.0);
            found += 1;
        }
        if let Some(l) = LoadOp::cast(&ctx, body, id) {
            assert_eq!(body.value_type(l.res(body)), ctx.builtin_types().i32);
            found += 1;
        }
    }
    assert_eq!(found, 3);
    // Parameter verification, located at the parameters.
    let e = parse_source(
        &ctx,
        &Source {
            name: "t",
            text: "func.func @f(%x: !tdl.vec<0, i32>) {\n  return\n}\n",
        },
        &ParseOptions::default(),
    )
    .unwrap_err();
    assert_eq!(e.message, "vector length must be positive, got 0");
    assert!(VecType::get(&ctx, -1, ctx.builtin_types().i32).is_err());
    // The verifier error of the op wrongly typed (the tagged type is not a tdl vector).
    assert_eq!(
        strata_ir::verifier::verify(&ctx, &op).unwrap_err()[0].message,
        "'tdl.alloc' op result #0 must be tdl vector, but got '!tdl.tagged<\"t\" of f32>'"
    );
}

#[test]
fn interfaces_and_traits() {
    let ctx = setup();
    let text = "func.func @f(%a: i32) {\n  %0 = tdl.alloc : !tdl.vec<4, i32>\n  %1 = tdl.load %0 : !tdl.vec<4, i32>\n  tdl.store %0, %1 : !tdl.vec<4, i32>, i32\n  %2 = tdl.add %a, %a : i32\n  %3 = tdl.scope -> i32 {\n    %4 = tdl.load %0 : !tdl.vec<4, i32>\n    tdl.yield %4 : i32\n  }\n  tdl.loop {\n    tdl.yield\n  }\n  return\n}\n";
    let op = parse(&ctx, text).unwrap();
    strata_ir::verifier::verify(&ctx, &op).unwrap();
    let mut seen = Vec::new();
    for (body, id) in walk_all_iter(&op.body, op.op, WalkOrder::PreOrder) {
        let name = ctx.op_name_str(body.op(id).name).to_string();
        if !name.starts_with("tdl.") || seen.contains(&name) {
            continue;
        }
        let effects = interfaces::memory_effects(&ctx, body, id);
        let kinds: Option<Vec<EffectKind>> = effects.map(|e| e.iter().map(|e| e.kind).collect());
        match name.as_str() {
            "tdl.alloc" => {
                assert_eq!(kinds, Some(vec![EffectKind::Allocate]));
                assert!(interfaces::would_be_trivially_dead_if_unused(
                    &ctx, body, id
                ));
            }
            "tdl.load" => {
                assert_eq!(kinds, Some(vec![EffectKind::Read]));
                assert!(interfaces::only_reads_memory(&ctx, body, id));
            }
            "tdl.store" => {
                let e = interfaces::memory_effects(&ctx, body, id).unwrap();
                assert_eq!(e[0].kind, EffectKind::Write);
                assert_eq!(e[0].value, Some(body.operand(id, 0)));
                assert_eq!((e[1].kind, e[1].value), (EffectKind::Read, None));
            }
            "tdl.add" => {
                assert!(interfaces::is_pure(&ctx, body, id));
                let infer = interfaces::interfaces(&ctx, body, id)
                    .and_then(|i| i.infer_result_types)
                    .unwrap();
                let i32t = ctx.builtin_types().i32;
                assert_eq!(infer(&ctx, &[i32t, i32t], None), Ok(vec![i32t]));
            }
            // Recursive effects: the nested load's read.
            "tdl.scope" => assert_eq!(kinds, Some(vec![EffectKind::Read])),
            "tdl.loop" => {
                let f = interfaces::interfaces(&ctx, body, id)
                    .and_then(|i| i.loop_regions)
                    .unwrap();
                assert_eq!(f(&ctx, body, id).len(), 1);
                assert!(kinds.is_none());
            }
            _ => {}
        }
        seen.push(name);
    }
    assert_eq!(seen.len(), 7);
    let info = ctx.op_info(ctx.op_name("tdl.cond_br")).unwrap();
    assert!(info.traits.terminator && info.traits.pure);
    assert_eq!(info.inherent_attrs, &["operandSegmentSizes"]);
    assert!(info.successor_operands.is_some());
}

#[test]
fn fold_hook() {
    let ctx = setup();
    let text =
        "func.func @f(%a: i32) -> i32 {\n  %0 = tdl.add %a, %a : i32\n  return %0 : i32\n}\n";
    let mut op = parse(&ctx, text).unwrap();
    let fold = ctx.op_info(ctx.op_name("tdl.add")).unwrap().fold.unwrap();
    let zero = ctx.integer_attr(ctx.builtin_types().i32, strata_ir::apint::ApInt::zero(32));
    let (mut func, mut add) = (None, None);
    for (body, id) in walk_all_iter(&op.body, op.op, WalkOrder::PreOrder) {
        if AddOp::cast(&ctx, body, id).is_some() {
            add = Some(id);
        }
        if ctx.op_name_str(body.op(id).name) == "func.func" {
            func = Some(id);
        }
    }
    // The module and the function are isolated: `tdl.add` is two child bodies down.
    let (func, add) = (func.unwrap(), add.unwrap());
    let module = op.op;
    let body = op
        .body
        .child_body_mut(module)
        .and_then(|m| m.child_body_mut(func))
        .unwrap();
    let a = body.operand(add, 0);
    assert_eq!(
        fold(&ctx, body, add, &[None, Some(zero)]),
        Some(vec![FoldResult::Value(a)])
    );
    assert_eq!(fold(&ctx, body, add, &[None, None]), None);
}

#[test]
fn parse_errors() {
    let ctx = setup();
    let e = parse(&ctx, &wrap("  tdl.br")).unwrap_err();
    assert_eq!(e, "expected block name");
    let e = parse(&ctx, &wrap("  %0 = tdl.load %a : i32")).unwrap_err();
    assert_eq!(e, "custom op 'tdl.load' expected a tdl vector");
    let e = parse(
        &ctx,
        &wrap("  tdl.seg [%a] opt %f : f32, %i : (i32, i32) index"),
    )
    .unwrap_err();
    assert_eq!(
        e,
        "custom op 'tdl.seg' number of operands and types do not match: got 1 operands and 2 types"
    );
    // Unverified ops of every shape print without panicking.
    let text = wrap(
        "  \"tdl.seg\"() <{operandSegmentSizes = array<i32: 5, -1, 0>}> : () -> ()\n  \"tdl.cond_br\"() : () -> ()\n  \"tdl.scope\"() : () -> ()\n  \"tdl.maybe\"() : () -> ()\n  \"tdl.multi\"() <{resultSegmentSizes = array<i32: 3, 0>}> : () -> ()\n  \"tdl.slice\"() : () -> ()",
    );
    let op = parse(&ctx, &text).unwrap();
    let out = print(&ctx, &op, false);
    assert!(out.contains("tdl.seg[]"), "{out}");
}

#[test]
fn dialect_attributes() {
    let ctx = setup();
    let out = round_trip(
        &ctx,
        &wrap(
            "  tdl.ranged #tdl.range<1,4>\n  tdl.ranged #tdl.range<2, 2> {r = #tdl.range<0, 9> : i32}",
        ),
    );
    assert!(
        out.contains("    tdl.ranged #tdl.range<1, 4>\n    tdl.ranged #tdl.range<2, 2> {r = #tdl.range<0, 9>}\n"),
        "{out}"
    );
    let generic = print(&ctx, &parse(&ctx, &out).unwrap(), true);
    assert!(
        generic.contains("\"tdl.ranged\"() <{range = #tdl.range<1, 4>}> : () -> ()"),
        "{generic}"
    );
    // Typed view: the same uniqued attribute, with its parameters.
    let r = RangeAttr::get(&ctx, 1, 4).unwrap();
    assert_eq!((r.lo(&ctx), r.hi(&ctx)), (1, 4));
    let op = parse(&ctx, &out).unwrap();
    let mut found = 0;
    for (body, id) in walk_all_iter(&op.body, op.op, WalkOrder::PreOrder) {
        if let Some(o) = RangedOp::cast(&ctx, body, id) {
            let a = o.range(&ctx, body).unwrap();
            assert!(RangeAttr::cast(&ctx, a).is_some());
            if found == 0 {
                assert_eq!(a, r.0);
            }
            found += 1;
        }
    }
    assert_eq!(found, 2);
    assert!(RangeAttr::cast(&ctx, ctx.unit_attr()).is_none());
    assert_eq!(
        RangeAttr::get(&ctx, 3, 1).unwrap_err(),
        "empty range [3, 1]"
    );
    // Parameter verification at parse time; the constraint in op verifiers.
    assert_eq!(
        parse(&ctx, &wrap("  tdl.ranged #tdl.range<5, 1>")).unwrap_err(),
        "empty range [5, 1]"
    );
    assert_eq!(
        verify_error(
            &ctx,
            &wrap("  \"tdl.ranged\"() <{range = 5 : i64}> : () -> ()")
        ),
        "'tdl.ranged' op attribute 'range' failed to satisfy constraint: tdl range attribute"
    );
    // Types made by `type_def!` are type constraints too.
    assert_eq!(<VecType as TypeConstraint>::SUMMARY, "!tdl.vec");
}

#[test]
fn symbol_constant_call_and_commutative_traits() {
    let ctx = setup();
    // The symbol sits in the module: in a function body (not a symbol table) it would be
    // rejected, as by mlir-opt.
    let text = "func.func @f(%a: i32, %g: f32) {\n  %0 = tdl.const 5 : i32\n  %1 = tdl.icall %g(%a) : (f32, i32) -> i32\n  return\n}\ntdl.global {sym_name = \"g\"}\nmemref.global @m : memref<2xf32>\n";
    let out = round_trip(&ctx, text);
    assert!(
        out.contains(
            "    %0 = tdl.const 5 : i32\n    %1 = tdl.icall %arg1(%arg0) : (f32, i32) -> i32\n"
        ) && out.contains("\n  tdl.global {sym_name = \"g\"}\n"),
        "{out}"
    );
    let mut op = parse(&ctx, &out).unwrap();
    let mut seen = Vec::new();
    let mut konst = None;
    for (body, id) in walk_all_iter(&op.body, op.op, WalkOrder::PreOrder) {
        let name = ctx.op_name_str(body.op(id).name).to_string();
        match name.as_str() {
            // Symbols are never trivially dead (MLIR's `wouldOpBeTriviallyDead`).
            "tdl.global" | "func.func" | "memref.global" => {
                assert!(ctx.op_info(body.op(id).name).unwrap().traits.symbol);
                assert!(!interfaces::would_be_trivially_dead_if_unused(
                    &ctx, body, id
                ));
            }
            "tdl.const" => {
                assert!(interfaces::would_be_trivially_dead_if_unused(
                    &ctx, body, id
                ));
                konst = Some(id);
            }
            "tdl.icall" => {
                let call = interfaces::interfaces(&ctx, body, id)
                    .and_then(|i| i.call)
                    .unwrap();
                assert!(matches!(
                    (call.callee)(&ctx, body, id),
                    Some(interfaces::Callee::Value(v)) if v == body.operand(id, 0)
                ));
                assert_eq!((call.arg_operands)(&ctx, body, id), 1..2);
            }
            _ => continue,
        }
        seen.push(name);
    }
    assert_eq!(seen.len(), 5);
    assert!(
        ctx.op_info(ctx.op_name("tdl.add"))
            .unwrap()
            .traits
            .commutative
    );
    // `constant_like`: the generated fold returns the value attribute.
    let info = ctx.op_info(ctx.op_name("tdl.const")).unwrap();
    assert!(info.traits.constant_like);
    let fold = info.fold.unwrap();
    let konst = konst.unwrap();
    let module = op.op;
    let body = op
        .body
        .child_body_mut(module)
        .and_then(|m| {
            let f = m.block_ops(m.blocks(m.regions(module)[0])[0]).next()?;
            m.child_body_mut(f)
        })
        .unwrap();
    let five = ConstOp(konst).value(&ctx, body).unwrap();
    assert_eq!(
        fold(&ctx, body, konst, &[]),
        Some(vec![FoldResult::Attr(five)])
    );
}

#[test]
fn space_literal() {
    let ctx = setup();
    let out = round_trip(&ctx, &wrap("  tdl.spaced[%i]\n  tdl.spaced fast [%i, %i]"));
    assert!(
        out.contains("    tdl.spaced [%arg4]\n    tdl.spaced fast [%arg4, %arg4]\n"),
        "{out}"
    );
}

#[test]
fn else_groups_oilist_and_ref() {
    let ctx = setup();
    let out = round_trip(
        &ctx,
        &wrap(
            "  tdl.flag fast\n  tdl.flag slow {x}\n  tdl.clauses upper(%i) nowait lower(%i)\n  tdl.clauses\n  tdl.clauses nowait\n  tdl.scaled %a : i32 [3]",
        ),
    );
    assert!(
        out.contains("    tdl.flag fast\n    tdl.flag slow {x}\n    tdl.clauses lower(%arg4) upper(%arg4) nowait\n    tdl.clauses\n    tdl.clauses nowait\n    tdl.scaled %arg0 : i32 [3]\n"),
        "{out}"
    );
    let generic = print(&ctx, &parse(&ctx, &out).unwrap(), true);
    assert!(
        generic.contains("\"tdl.flag\"() <{fast}> : () -> ()\n    \"tdl.flag\"() {x} : () -> ()"),
        "{generic}"
    );
    assert!(
        generic.contains("\"tdl.clauses\"(%arg4, %arg4) <{nowait, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> ()"),
        "{generic}"
    );
    assert!(
        generic.contains("\"tdl.scaled\"(%arg0) <{factor = 3 : i32}> : (i32) -> ()"),
        "{generic}"
    );
    assert_eq!(
        parse(&ctx, &wrap("  tdl.flag")).unwrap_err(),
        "custom op 'tdl.flag' expected 'slow'"
    );
    assert_eq!(
        parse(&ctx, &wrap("  tdl.clauses nowait lower(%i) nowait")).unwrap_err(),
        "custom op 'tdl.clauses' `nowait` clause can appear at most once in the expansion of the oilist directive"
    );
}

#[test]
fn operands_directive_and_same_variadic_size() {
    let ctx = setup();
    let out = round_trip(
        &ctx,
        &wrap(
            "  %0:2 = tdl.pack %a, %f : i32, f32 -> i1, i1\n  tdl.zip (%a, %b : i32, i32) (%f, %f : f32, f32)",
        ),
    );
    assert!(
        out.contains("    %0:2 = tdl.pack %arg0, %arg3 : i32, f32 -> i1, i1\n    tdl.zip(%arg0, %arg1 : i32, i32) (%arg3, %arg3 : f32, f32)\n"),
        "{out}"
    );
    let op = parse(&ctx, &out).unwrap();
    let generic = print(&ctx, &op, true);
    assert!(
        generic.contains("\"tdl.zip\"(%arg0, %arg1, %arg3, %arg3) : (i32, i32, f32, f32) -> ()"),
        "{generic}"
    );
    let mut found = 0;
    for (body, id) in walk_all_iter(&op.body, op.op, WalkOrder::PreOrder) {
        if let Some(z) = ZipOp::cast(&ctx, body, id)
            && body.num_operands(id) == 4
        {
            assert_eq!(z.l(body), vec![body.operand(id, 0), body.operand(id, 1)]);
            assert_eq!(body.value_type(z.r(body)[1]), ctx.builtin_types().f32);
            found += 1;
        }
        if let Some(p) = PackOp::cast(&ctx, body, id)
            && body.num_operands(id) == 2
        {
            assert_eq!(p.xs(body).len(), 2);
            assert_eq!(p.rs(body).len(), 2);
            found += 1;
        }
    }
    assert_eq!(found, 2);
}

#[test]
fn implicit_terminator() {
    let ctx = setup();
    let out = round_trip(
        &ctx,
        &wrap(
            "  tdl.body {\n    %0 = tdl.add %a, %a : i32\n  }\n  tdl.body {\n    tdl.yield %a : i32\n  }\n  tdl.body {\n    tdl.yield {x}\n  }\n  tdl.body {\n  } {y}",
        ),
    );
    assert!(
        out.contains("    tdl.body {\n      %0 = tdl.add %arg0, %arg0 : i32\n    }\n    tdl.body {\n      tdl.yield %arg0 : i32\n    }\n    tdl.body {\n      tdl.yield {x}\n    }\n    tdl.body {\n    } {y}\n"),
        "{out}"
    );
    let generic = print(&ctx, &parse(&ctx, &out).unwrap(), true);
    assert!(
        generic.contains("\"tdl.body\"() ({\n      %0 = \"tdl.add\"(%arg0, %arg0) : (i32, i32) -> i32\n      \"tdl.yield\"() : () -> ()\n    }) : () -> ()"),
        "{generic}"
    );
    assert!(
        ctx.op_info(ctx.op_name("tdl.body"))
            .unwrap()
            .traits
            .single_block
    );
    let op = parse(
        &ctx,
        &wrap("  \"tdl.body\"() ({\n    tdl.stop\n  }) : () -> ()"),
    )
    .unwrap();
    let err = &strata_ir::verifier::verify(&ctx, &op).unwrap_err()[0];
    assert_eq!(
        err.message,
        "'tdl.body' op expects regions to end with 'tdl.yield', found 'tdl.stop'"
    );
    assert_eq!(
        err.notes[0].message,
        "in custom textual format, the absence of terminator implies 'tdl.yield'"
    );
}
