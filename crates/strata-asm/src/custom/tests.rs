//! Tests of the custom syntax hooks with a toy dialect: name hints, default dialects,
//! successors with operands, regions, error prefixes.

use strata_ir::Context;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId, OperationState, ValueId};
use strata_ir::registry::{OpInfo, Traits};

use super::{CustomAsm, Delimiter, OpAsmParser, OpAsmPrinter, Punct, register_custom_asm};
use crate::printer::{PrintOptions, print_top_level};
use crate::{ParseOptions, Source, parse_source};

type R = Result<(), Diagnostic>;

fn parse_const(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> R {
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(st, attrs);
    st.result_types.push(p.parse_colon_type()?);
    Ok(())
}

fn print_const(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let attrs = p.attrs();
    p.print_optional_attr_dict(&attrs, &[]);
    p.write(" : ");
    let (body, op) = (p.body(), p.op());
    p.print_types(body.results(op).map(|v| body.value_type(v)));
}

fn const_names(_: &Context, body: &Body, op: OpId, set: &mut dyn FnMut(ValueId, &str)) {
    set(body.result(op, 0), "c");
}

/// `br ^bb(%a, %b : t, t)`
fn parse_br(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> R {
    let block = p.parse_successor()?;
    let mut values = Vec::new();
    if p.parse_optional_punct(Punct::LParen) {
        let offset = p.offset();
        let uses = p.parse_operand_list(Delimiter::None)?;
        let types = p.parse_colon_type_list()?;
        p.resolve_operands(&uses, &types, offset, &mut values)?;
        p.parse_punct(Punct::RParen)?;
    }
    let s = std::mem::replace(st, OperationState::new(st.name, st.loc));
    *st = s.successor(block, values);
    Ok(())
}

fn print_br(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    p.write(" ");
    p.print_successor_and_use_list(0);
}

fn parse_scope(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> R {
    p.parse_region(st, &[])?;
    Ok(())
}

fn print_scope(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let r = p.body().regions(p.op())[0];
    p.write(" ");
    p.print_region(r, true, true, false);
}

fn toy_context() -> Context {
    let ctx = Context::new();
    ctx.register_dialect("toy");
    ctx.register_op(OpInfo {
        name: "toy.const",
        ..Default::default()
    });
    ctx.register_op(OpInfo {
        name: "toy.br",
        traits: Traits {
            terminator: true,
            ..Traits::default()
        },
        ..Default::default()
    });
    ctx.register_op(OpInfo {
        name: "toy.scope",
        ..Default::default()
    });
    register_custom_asm(
        &ctx,
        "toy.const",
        CustomAsm {
            result_names: Some(const_names),
            ..CustomAsm::new(parse_const, print_const)
        },
    );
    register_custom_asm(&ctx, "toy.br", CustomAsm::new(parse_br, print_br));
    register_custom_asm(
        &ctx,
        "toy.scope",
        CustomAsm {
            default_dialect: Some("toy"),
            ..CustomAsm::new(parse_scope, print_scope)
        },
    );
    ctx
}

fn run(ctx: &Context, text: &str, generic: bool) -> Result<String, String> {
    let source = Source { name: "t", text };
    let op = parse_source(ctx, &source, &ParseOptions::default()).map_err(|d| d.message)?;
    let mut out = String::new();
    let opts = PrintOptions {
        generic,
        ..PrintOptions::default()
    };
    print_top_level(ctx, &op, &opts, &mut out);
    Ok(out)
}

const INPUT: &str = "toy.scope {
  %x = const {v = 1} : i32
  %y = toy.const : i32
  br ^bb1(%x, %y : i32, i32)
^bb1(%a: i32, %b: i32):
  toy.br ^bb1(%b, %a : i32, i32)
}
";

#[test]
fn custom_form_with_hints_default_dialect_and_successors() {
    let ctx = toy_context();
    let out = run(&ctx, INPUT, false).unwrap();
    assert_eq!(
        out,
        "module {
  toy.scope {
    %c = const {v = 1 : i64} : i32
    %c_0 = const : i32
    br ^bb1(%c, %c_0 : i32, i32)
  ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb1
    br ^bb1(%1, %0 : i32, i32)
  }
}
"
    );
    // The custom output parses back to the same text.
    assert_eq!(run(&ctx, &out, false).unwrap(), out);
}

#[test]
fn generic_form_ignores_hints() {
    let ctx = toy_context();
    let out = run(&ctx, INPUT, true).unwrap();
    assert!(
        out.contains("%0 = \"toy.const\"() {v = 1 : i64} : () -> i32"),
        "{out}"
    );
    assert!(
        out.contains("\"toy.br\"(%3, %2)[^bb1] : (i32, i32) -> ()"),
        "{out}"
    );
}

#[test]
fn unknown_and_malformed_custom_ops() {
    let ctx = toy_context();
    // Outside `toy.scope` the default dialect is `builtin`.
    let e = run(&ctx, "%0 = const : i32", false).unwrap_err();
    assert_eq!(
        e,
        "custom op 'const' is unknown (tried 'builtin.const' as well)"
    );
    let e = run(
        &ctx,
        "toy.scope {\n  %0 = toy.const : i32\n  br ^bb1(%0, %0 : i32)\n^bb1:\n}",
        false,
    )
    .unwrap_err();
    assert_eq!(
        e,
        "custom op 'toy.br' number of operands and types do not match: got 2 operands and 1 types"
    );
    let e = run(&ctx, "toy.scope {\n  %0 = toy.const i32\n}", false).unwrap_err();
    assert_eq!(e, "expected ':'");
}
