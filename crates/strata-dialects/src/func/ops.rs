//! Custom syntax, verifiers and name hints of the `func` ops.

use strata_asm::custom::{Delimiter, OpAsmArgument, OpAsmParser, OpAsmPrinter, Punct};
use strata_asm::printer::type_to_string;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId, OperationState, ValueId};
use strata_ir::registry::OpError;
use strata_ir::symbols::{SymbolTable, op_attr};
use strata_ir::{AttrData, Attribute, Context, NamedAttribute, Type, TypeData};

type PResult<T> = Result<T, Diagnostic>;

/// Attributes of `func.func` its custom form shows elsewhere than in `attributes {...}`.
const FUNC_ELIDED: &[&str] = &[
    "sym_name",
    "sym_visibility",
    "function_type",
    "arg_attrs",
    "res_attrs",
];

/// Inputs and results of a `TypeAttr` holding a function type.
pub(crate) fn function_type_of(ctx: &Context, attr: Attribute) -> Option<(&[Type], &[Type])> {
    match ctx.attr_data(attr) {
        AttrData::Type(t) => match ctx.type_data(*t) {
            TypeData::Function { inputs, results } => Some((inputs, results)),
            _ => None,
        },
        _ => None,
    }
}

/// The name of a flat symbol reference `@name`.
fn flat_symbol(ctx: &Context, attr: Attribute) -> Option<&str> {
    match ctx.attr_data(attr) {
        AttrData::SymbolRef { root, nested } if nested.is_empty() => Some(ctx.ident_str(*root)),
        _ => None,
    }
}

/// The text of a string attribute (invalid UTF-8 replaced).
pub(crate) fn string_of(ctx: &Context, attr: Attribute) -> Option<String> {
    match ctx.attr_data(attr) {
        AttrData::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

fn ty(ctx: &Context, t: Type) -> String {
    type_to_string(ctx, t)
}

/// An array attribute of one dictionary per entry, or `None` when every one is empty.
fn attrs_array(ctx: &Context, dicts: &[Option<Attribute>]) -> Option<Attribute> {
    let any = dicts
        .iter()
        .flatten()
        .any(|d| !ctx.dictionary_entries(*d).is_empty());
    any.then(|| {
        let elems: Vec<Attribute> = dicts
            .iter()
            .map(|d| d.unwrap_or_else(|| ctx.empty_dictionary()))
            .collect();
        ctx.array_attr(&elems)
    })
}

/// The entries of element `i` of an array of dictionaries (empty if absent).
fn dict_at(ctx: &Context, array: Option<Attribute>, i: usize) -> &[NamedAttribute] {
    match array.map(|a| ctx.attr_data(a)) {
        Some(AttrData::Array(elems)) => {
            elems.get(i).map_or(&[][..], |&d| ctx.dictionary_entries(d))
        }
        _ => &[],
    }
}

/// The counting traits of an op, checked in ODS order (regions, results, successors,
/// operands); `Some(n)` requires exactly `n` (0 or 1), `None` allows any number.
fn check_counts(
    body: &Body,
    op: OpId,
    name: &str,
    regions: Option<usize>,
    results: Option<usize>,
    operands: Option<usize>,
) -> Result<(), String> {
    let word = |n: usize| if n == 0 { "zero" } else { "one" };
    let plural = |n: usize, w: &str| {
        if n == 0 {
            format!("{w}s")
        } else {
            w.to_string()
        }
    };
    let checks = [
        (regions, body.regions(op).len(), "region"),
        (results, body.num_results(op), "result"),
        (Some(0), body.successors(op).len(), "successor"),
        (operands, body.num_operands(op), "operand"),
    ];
    for (want, have, what) in checks {
        if let Some(n) = want
            && n != have
        {
            return Err(format!(
                "'{name}' op requires {} {}",
                word(n),
                plural(n, what)
            ));
        }
    }
    Ok(())
}

// ---- func.func ----

/// `func.func (public|private|nested)? @name(args) (-> results)? (attributes {...})? region?`
pub(super) fn parse_func(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let ctx = p.ctx();
    if let Some(v) = p.parse_optional_keyword_of(&["public", "private", "nested"]) {
        p.add_attribute(state, "sym_visibility", ctx.string_attr(v.as_bytes()));
    }
    let name = p.parse_symbol_name()?;
    p.add_attribute(
        state,
        "sym_name",
        ctx.string_attr(ctx.ident_str(name).as_bytes()),
    );

    // Arguments: all named (`%a: t`) or all types.
    let mut args: Vec<OpAsmArgument> = Vec::new();
    let mut named: Option<bool> = None;
    p.parse_punct(Punct::LParen)?;
    if !p.parse_optional_punct(Punct::RParen) {
        loop {
            if let Some(arg) = parse_func_argument(p, &mut named)? {
                args.push(arg);
            }
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RParen)?;
    }

    // Results, each with optional attributes.
    let mut results: Vec<Type> = Vec::new();
    let mut result_attrs: Vec<Option<Attribute>> = Vec::new();
    if p.parse_optional_punct(Punct::Arrow) {
        if p.parse_optional_punct(Punct::LParen) {
            if !p.parse_optional_punct(Punct::RParen) {
                loop {
                    results.push(p.parse_type()?);
                    let attrs = p.parse_optional_attr_dict()?;
                    result_attrs.push(Some(ctx.dictionary_attr(attrs)));
                    if !p.parse_optional_punct(Punct::Comma) {
                        break;
                    }
                }
                p.parse_punct(Punct::RParen)?;
            }
        } else {
            results.push(p.parse_type()?);
            result_attrs.push(None);
        }
    }
    let inputs: Vec<Type> = args.iter().filter_map(|a| a.ty).collect();
    let fn_ty = ctx.function_type(&inputs, &results);
    p.add_attribute(state, "function_type", ctx.type_attr(fn_ty));

    let dict_offset = p.offset();
    let extra = p.parse_optional_attr_dict_with_keyword()?;
    for disallowed in ["sym_visibility", "sym_name", "function_type"] {
        if extra.iter().any(|e| ctx.ident_str(e.name) == disallowed) {
            return Err(p.error_at(
                dict_offset,
                format!("'{disallowed}' is an inferred attribute and should not be specified in the explicit attribute dictionary"),
            ));
        }
    }
    p.add_attributes(state, extra);
    let arg_dicts: Vec<Option<Attribute>> = args.iter().map(|a| a.attrs).collect();
    if let Some(a) = attrs_array(ctx, &arg_dicts) {
        p.add_attribute(state, "arg_attrs", a);
    }
    if let Some(a) = attrs_array(ctx, &result_attrs) {
        p.add_attribute(state, "res_attrs", a);
    }

    let body_offset = p.offset();
    let entry_args: &[OpAsmArgument] = if named == Some(true) { &args } else { &[] };
    match p.parse_optional_region(state, entry_args)? {
        Some(region) => {
            let empty = state
                .child_body
                .as_deref()
                .is_some_and(|b| b.blocks(region).is_empty());
            if empty {
                return Err(p.error_at(body_offset, "expected non-empty function body"));
            }
        }
        None => {
            state.child_body.get_or_insert_with(Default::default);
            state.regions.push(OperationState::PENDING_REGION);
        }
    }
    Ok(())
}

/// One function argument: `%name: type {attrs} loc(...)` or `type {attrs} loc(...)`.
fn parse_func_argument(
    p: &mut OpAsmParser<'_, '_, '_>,
    named: &mut Option<bool>,
) -> PResult<Option<OpAsmArgument>> {
    if p.at_punct(Punct::Ellipsis) {
        return Err(p.error_here("variadic arguments are not allowed"));
    }
    let offset = p.offset();
    if p.at_operand() {
        if *named == Some(false) {
            return Err(p.error_at(offset, "expected type instead of SSA identifier"));
        }
        *named = Some(true);
        return p.parse_argument(true, true).map(Some);
    }
    if *named == Some(true) {
        return Err(p.error_at(offset, "expected SSA identifier"));
    }
    *named = Some(false);
    let t = p.parse_type()?;
    let attrs = p.parse_optional_attr_dict()?;
    let attrs = (!attrs.is_empty()).then(|| p.ctx().dictionary_attr(attrs));
    let loc = p.parse_optional_location()?;
    Ok(Some(OpAsmArgument {
        name: None,
        ty: Some(t),
        attrs,
        loc,
    }))
}

pub(super) fn print_func(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let attrs = p.attrs();
    let find = |n: &str| {
        attrs
            .iter()
            .find(|a| ctx.ident_str(a.name) == n)
            .map(|a| a.value)
    };
    p.write(" ");
    if let Some(v) = find("sym_visibility").and_then(|a| string_of(ctx, a)) {
        p.write(&v);
        p.write(" ");
    }
    let name = find("sym_name")
        .and_then(|a| string_of(ctx, a))
        .unwrap_or_default();
    p.print_symbol_name(&name);
    let (inputs, results) = find("function_type")
        .and_then(|a| function_type_of(ctx, a))
        .unwrap_or((&[], &[]));
    let (arg_attrs, res_attrs) = (find("arg_attrs"), find("res_attrs"));
    print_signature_and_body(p, inputs, results, arg_attrs, res_attrs, FUNC_ELIDED);
}

/// Prints a function-like op after its name, as MLIR's `printFunctionOp`: the argument
/// list (entry block arguments with their attributes, or bare types for a declaration),
/// `-> results`, the attributes not in `elided` after `attributes`, and the body.
pub(crate) fn print_signature_and_body(
    p: &mut OpAsmPrinter<'_, '_, '_, '_>,
    inputs: &[Type],
    results: &[Type],
    arg_attrs: Option<Attribute>,
    res_attrs: Option<Attribute>,
    elided: &[&str],
) {
    let ctx = p.ctx();
    let attrs = p.attrs();
    let body = p.body();
    let op = p.op();
    let region = body.regions(op).first().copied();
    let rbody = body.regions_body(op);
    let entry = region.and_then(|r| rbody.blocks(r).first().copied());
    p.write("(");
    for (i, &t) in inputs.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let dict = dict_at(ctx, arg_attrs, i);
        match entry.and_then(|b| rbody.block_args(b).get(i).copied()) {
            Some(arg) => p.print_region_argument(arg, dict),
            None => {
                p.print_type(t);
                p.print_optional_attr_dict(dict, &[]);
            }
        }
    }
    p.write(")");
    if !results.is_empty() {
        p.write(" -> ");
        let any_attrs = !dict_at(ctx, res_attrs, 0).is_empty();
        let parens = results.len() > 1
            || matches!(ctx.type_data(results[0]), TypeData::Function { .. })
            || any_attrs;
        if parens {
            p.write("(");
        }
        for (i, &t) in results.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_type(t);
            p.print_optional_attr_dict(dict_at(ctx, res_attrs, i), &[]);
        }
        if parens {
            p.write(")");
        }
    }
    p.print_optional_attr_dict_with_keyword(&attrs, elided);
    if let Some(r) = region
        && !rbody.blocks(r).is_empty()
    {
        p.write(" ");
        p.print_region(r, false, true, false);
    }
}

pub(super) fn verify_func(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    check_counts(body, op, "func.func", Some(1), Some(0), Some(0))?;
    let get = |n: &str| op_attr(ctx, body, op, n);
    let Some(fty) = get("function_type") else {
        return Err("'func.func' op requires attribute 'function_type'".into());
    };
    let Some(sym) = get("sym_name") else {
        return Err("'func.func' op requires attribute 'sym_name'".into());
    };
    let Some((inputs, results)) = function_type_of(ctx, fty) else {
        return Err("'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type".into());
    };
    if string_of(ctx, sym).is_none() {
        return Err(
            "'func.func' op attribute 'sym_name' failed to satisfy constraint: string attribute"
                .into(),
        );
    }
    let visibility = match get("sym_visibility") {
        Some(v) => match string_of(ctx, v) {
            Some(s) => Some(s),
            None => return Err("'func.func' op attribute 'sym_visibility' failed to satisfy constraint: string attribute".into()),
        },
        None => None,
    };
    for (name, what, count) in [
        ("arg_attrs", "argument", inputs.len()),
        ("res_attrs", "result", results.len()),
    ] {
        let Some(a) = get(name) else { continue };
        let elems = match ctx.attr_data(a) {
            AttrData::Array(e)
                if e.iter()
                    .all(|&d| matches!(ctx.attr_data(d), AttrData::Dictionary(_))) =>
            {
                e
            }
            _ => {
                return Err(format!(
                    "'func.func' op attribute '{name}' failed to satisfy constraint: Array of dictionary attributes"
                ));
            }
        };
        if elems.len() != count {
            return Err(format!(
                "'func.func' op expects {what} attribute array to have the same number of elements as the number of function {what}s, got {}, but expected {count}",
                elems.len()
            ));
        }
    }
    if let Some(v) = &visibility
        && !matches!(v.as_str(), "public" | "private" | "nested")
    {
        return Err(format!(
            "'func.func' op visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"{v}\""
        ));
    }
    let rbody = body.regions_body(op);
    let entry = body
        .regions(op)
        .first()
        .and_then(|&r| rbody.blocks(r).first().copied());
    let Some(entry) = entry else {
        if visibility.is_none() || visibility.as_deref() == Some("public") {
            return Err("'func.func' op symbol declaration cannot have public visibility".into());
        }
        return Ok(());
    };
    let args = rbody.block_args(entry);
    if args.len() != inputs.len() {
        return Err(format!(
            "'func.func' op entry block must have {} arguments to match function signature",
            inputs.len()
        ));
    }
    for (i, (&a, &t)) in args.iter().zip(inputs).enumerate() {
        let at = rbody.value_type(a);
        if at != t {
            return Err(format!(
                "'func.func' op type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                ty(ctx, at),
                ty(ctx, t)
            ));
        }
    }
    Ok(())
}

// ---- func.return ----

/// `func.return attr-dict ($operands^ : type($operands))?` (also `std.return`'s form).
pub(crate) fn parse_return(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    let offset = p.offset();
    let operands = p.parse_operand_list(Delimiter::None)?;
    if !operands.is_empty() {
        let types = p.parse_colon_type_list()?;
        let mut values = Vec::new();
        p.resolve_operands(&operands, &types, offset, &mut values)?;
        state.operands = values;
    }
    Ok(())
}

/// Prints `attr-dict ($operands^ : type($operands))?` (`func.return`, `std.return`).
pub(crate) fn print_return(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let attrs = p.attrs();
    p.print_optional_attr_dict(&attrs, &[]);
    let (body, op) = (p.body(), p.op());
    if body.num_operands(op) > 0 {
        p.write(" ");
        p.print_operands(body.operands(op));
        p.write(" : ");
        p.print_types(body.operands(op).map(|v| body.value_type(v)));
    }
}

pub(super) fn verify_return(
    ctx: &Context,
    body: &Body,
    op: OpId,
    parent: Option<(&Body, OpId)>,
) -> Result<(), String> {
    check_counts(body, op, "func.return", Some(0), Some(0), None)?;
    let Some((pbody, pop)) = parent.filter(|(b, o)| ctx.op_name_str(b.op(*o).name) == "func.func")
    else {
        return Err("'func.return' op expects parent op 'func.func'".into());
    };
    let Some((_, results)) =
        op_attr(ctx, pbody, pop, "function_type").and_then(|a| function_type_of(ctx, a))
    else {
        return Ok(());
    };
    let fname = op_attr(ctx, pbody, pop, "sym_name")
        .and_then(|a| string_of(ctx, a))
        .unwrap_or_default();
    let n = body.num_operands(op);
    if n != results.len() {
        return Err(format!(
            "'func.return' op has {n} operands, but enclosing function (@{fname}) returns {}",
            results.len()
        ));
    }
    for (i, (v, &t)) in body.operands(op).zip(results).enumerate() {
        let vt = body.value_type(v);
        if vt != t {
            return Err(format!(
                "type of return operand {i} ('{}') doesn't match function result type ('{}') in function @{fname}",
                ty(ctx, vt),
                ty(ctx, t)
            ));
        }
    }
    Ok(())
}

// ---- func.call ----

/// Parses a flat symbol reference attribute `@name`.
fn parse_flat_symbol(p: &mut OpAsmParser<'_, '_, '_>) -> PResult<Attribute> {
    let offset = p.offset();
    let a = p.parse_attribute(None)?;
    if flat_symbol(p.ctx(), a).is_none() {
        return Err(p.error_at(offset, "invalid kind of attribute specified"));
    }
    Ok(a)
}

/// `func.call $callee ( $operands ) attr-dict : functional-type($operands, results)`
pub(super) fn parse_call(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let callee = parse_flat_symbol(p)?;
    p.add_attribute(state, "callee", callee);
    parse_call_operands_and_type(p, state)
}

/// The part of a direct call after the callee: `( $operands ) attr-dict :
/// functional-type($operands, results)`, resolved into `state` (`func.call`, `std.call`).
pub(crate) fn parse_call_operands_and_type(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    p.parse_punct(Punct::LParen)?;
    let offset = p.offset();
    let operands = p.parse_operand_list(Delimiter::None)?;
    p.parse_punct(Punct::RParen)?;
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    p.parse_punct(Punct::Colon)?;
    let (inputs, results) = p.parse_function_type()?;
    let mut values = Vec::new();
    p.resolve_operands(&operands, &inputs, offset, &mut values)?;
    state.operands = values;
    state.result_types = results;
    Ok(())
}

fn print_operands_and_results_type(p: &mut OpAsmPrinter<'_, '_, '_, '_>, operands: &[ValueId]) {
    let (body, op) = (p.body(), p.op());
    let inputs: Vec<Type> = operands.iter().map(|&v| body.value_type(v)).collect();
    let results: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    p.print_functional_type(&inputs, &results);
}

pub(super) fn print_call(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let attrs = p.attrs();
    p.write(" ");
    if let Some(c) = attrs.iter().find(|a| ctx.ident_str(a.name) == "callee") {
        p.print_attribute(c.value);
    }
    let (body, op) = (p.body(), p.op());
    let operands: Vec<ValueId> = body.operands(op).collect();
    p.write("(");
    p.print_operands(operands.iter().copied());
    p.write(")");
    p.print_optional_attr_dict(&attrs, &["callee"]);
    p.write(" : ");
    print_operands_and_results_type(p, &operands);
}

pub(super) fn verify_call(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    check_counts(body, op, "func.call", Some(0), None, None)?;
    match op_attr(ctx, body, op, "callee") {
        None => Err("'func.call' op requires attribute 'callee'".into()),
        Some(a) if flat_symbol(ctx, a).is_none() => Err(
            "'func.call' op attribute 'callee' failed to satisfy constraint: flat symbol reference attribute"
                .into(),
        ),
        Some(_) => Ok(()),
    }
}

pub(super) fn verify_call_symbol_uses(
    ctx: &Context,
    table_body: &Body,
    table: OpId,
    symbols: &SymbolTable,
    body: &Body,
    op: OpId,
) -> Result<(), OpError> {
    let Some(name) = op_attr(ctx, body, op, "callee").and_then(|a| flat_symbol(ctx, a)) else {
        return Err("'func.call' op requires a 'callee' symbol reference attribute".into());
    };
    let fbody = table_body.regions_body(table);
    let found = symbols
        .lookup(name)
        .filter(|&f| ctx.op_name_str(fbody.op(f).name) == "func.func");
    let Some(func) = found else {
        return Err(format!("'func.call' op '{name}' does not reference a valid function").into());
    };
    let Some((inputs, results)) =
        op_attr(ctx, fbody, func, "function_type").and_then(|a| function_type_of(ctx, a))
    else {
        return Ok(());
    };
    if body.num_operands(op) != inputs.len() {
        return Err("'func.call' op incorrect number of operands for callee".into());
    }
    for (i, (v, &t)) in body.operands(op).zip(inputs).enumerate() {
        let vt = body.value_type(v);
        if vt != t {
            return Err(format!(
                "'func.call' op operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                ty(ctx, t),
                ty(ctx, vt)
            ).into());
        }
    }
    if body.num_results(op) != results.len() {
        return Err("'func.call' op incorrect number of results for callee".into());
    }
    for (i, (v, &t)) in body.results(op).zip(results).enumerate() {
        if body.value_type(v) != t {
            let quoted = |ts: &mut dyn Iterator<Item = Type>| {
                ts.map(|t| format!("'{}'", ty(ctx, t)))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let op_types = quoted(&mut body.results(op).map(|v| body.value_type(v)));
            let fn_types = quoted(&mut results.iter().copied());
            return Err(OpError {
                message: format!("'func.call' op result type mismatch at index {i}"),
                notes: vec![
                    format!("      op result types: {op_types}"),
                    format!("function result types: {fn_types}"),
                ],
            });
        }
    }
    Ok(())
}

// ---- func.call_indirect ----

/// `func.call_indirect $callee ( $operands ) attr-dict : type($callee)` (also
/// `std.call_indirect`'s form).
pub(crate) fn parse_call_indirect(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let callee = p.parse_operand()?;
    p.parse_punct(Punct::LParen)?;
    let offset = p.offset();
    let operands = p.parse_operand_list(Delimiter::None)?;
    p.parse_punct(Punct::RParen)?;
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    p.parse_punct(Punct::Colon)?;
    let type_offset = p.offset();
    let (inputs, results) = p.parse_function_type()?;
    let _ = type_offset;
    let fn_ty = p.ctx().function_type(&inputs, &results);
    let callee = p.resolve_operand(&callee, fn_ty)?;
    let mut values = vec![callee];
    p.resolve_operands(&operands, &inputs, offset, &mut values)?;
    state.operands = values;
    state.result_types = results;
    Ok(())
}

/// Prints `$callee ( $operands ) attr-dict : type($callee)` (`func.call_indirect`,
/// `std.call_indirect`).
pub(crate) fn print_call_indirect(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let attrs = p.attrs();
    let (body, op) = (p.body(), p.op());
    let operands: Vec<ValueId> = body.operands(op).collect();
    let Some((&callee, args)) = operands.split_first() else {
        return;
    };
    p.write(" ");
    p.print_operand(callee);
    p.write("(");
    p.print_operands(args.iter().copied());
    p.write(")");
    p.print_optional_attr_dict(&attrs, &[]);
    p.write(" : ");
    p.print_type(body.value_type(callee));
}

pub(super) fn verify_call_indirect(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    check_counts(body, op, "func.call_indirect", Some(0), None, None)?;
    if body.num_operands(op) == 0 {
        return Err("'func.call_indirect' op expected 1 or more operands, but found 0".into());
    }
    let callee_ty = body.value_type(body.operand(op, 0));
    let TypeData::Function { inputs, results } = ctx.type_data(callee_ty) else {
        return Err(format!(
            "'func.call_indirect' op operand #0 must be function type, but got '{}'",
            ty(ctx, callee_ty)
        ));
    };
    let args: Vec<Type> = body
        .operands(op)
        .skip(1)
        .map(|v| body.value_type(v))
        .collect();
    if args[..] != inputs[..] {
        return Err(
            "'func.call_indirect' op failed to verify that callee input types match argument types"
                .into(),
        );
    }
    let res: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    if res[..] != results[..] {
        return Err(
            "'func.call_indirect' op failed to verify that callee result types match result types"
                .into(),
        );
    }
    Ok(())
}

// ---- func.constant ----

/// `func.constant attr-dict $value : type(results)`
pub(super) fn parse_constant(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    let value = parse_flat_symbol(p)?;
    p.add_attribute(state, "value", value);
    let t = p.parse_colon_type()?;
    state.result_types = vec![t];
    Ok(())
}

pub(super) fn print_constant(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let attrs = p.attrs();
    p.print_optional_attr_dict(&attrs, &["value"]);
    p.write(" ");
    if let Some(v) = attrs.iter().find(|a| ctx.ident_str(a.name) == "value") {
        p.print_attribute(v.value);
    }
    let (body, op) = (p.body(), p.op());
    p.write(" : ");
    p.print_types(body.results(op).map(|v| body.value_type(v)));
}

pub(super) fn verify_constant(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    check_counts(body, op, "func.constant", Some(0), Some(1), Some(0))?;
    match op_attr(ctx, body, op, "value") {
        None => Err("'func.constant' op requires attribute 'value'".into()),
        Some(a) if flat_symbol(ctx, a).is_none() => Err(
            "'func.constant' op attribute 'value' failed to satisfy constraint: flat symbol reference attribute"
                .into(),
        ),
        Some(_) => Ok(()),
    }
}

pub(super) fn verify_constant_symbol_uses(
    ctx: &Context,
    table_body: &Body,
    table: OpId,
    symbols: &SymbolTable,
    body: &Body,
    op: OpId,
) -> Result<(), OpError> {
    let Some(name) = op_attr(ctx, body, op, "value").and_then(|a| flat_symbol(ctx, a)) else {
        return Ok(());
    };
    if body.num_results(op) != 1 {
        return Ok(());
    }
    let fbody = table_body.regions_body(table);
    let found = symbols
        .lookup(name)
        .filter(|&f| ctx.op_name_str(fbody.op(f).name) == "func.func");
    let Some(func) = found else {
        return Err(format!("'func.constant' op reference to undefined function '{name}'").into());
    };
    let fn_ty = op_attr(ctx, fbody, func, "function_type").and_then(|a| match ctx.attr_data(a) {
        AttrData::Type(t) => Some(*t),
        _ => None,
    });
    if fn_ty != Some(body.value_type(body.result(op, 0))) {
        return Err("'func.constant' op reference to function with mismatched type".into());
    }
    Ok(())
}

pub(super) fn constant_result_names(
    _ctx: &Context,
    body: &Body,
    op: OpId,
    set_name: &mut dyn FnMut(ValueId, &str),
) {
    if body.num_results(op) > 0 {
        set_name(body.result(op, 0), "f");
    }
}

/// `func.constant` folds to its `value` (a symbol reference), so the canonicalizer can
/// deduplicate and hoist it like other constants.
pub(super) fn fold_constant(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _operands: &[Option<strata_ir::Attribute>],
) -> Option<Vec<strata_ir::registry::FoldResult>> {
    let value = op_attr(ctx, body, op, "value")?;
    Some(vec![strata_ir::registry::FoldResult::Attr(value)])
}

/// Materializes a symbol-reference constant of function type as `func.constant`.
pub(super) fn materialize_constant(
    ctx: &Context,
    body: &mut Body,
    value: strata_ir::Attribute,
    ty: strata_ir::Type,
    loc: strata_ir::Location,
) -> Option<OpId> {
    flat_symbol(ctx, value)?;
    if !matches!(ctx.type_data(ty), strata_ir::TypeData::Function { .. }) {
        return None;
    }
    let state = strata_ir::ir::OperationState::new(ctx.op_name("func.constant"), loc)
        .property(ctx, "value", value)
        .result(ty);
    Some(body.create_op(state))
}
