//! The `func` ops, declared with `op!`: `func.func` (hand-written syntax, as upstream's
//! C++), `func.return`, `func.call`, `func.call_indirect` and `func.constant` (upstream's
//! assembly formats); their verifiers and symbol-use checks. The signature printer of
//! `func.func` is shared with the legacy `std.func`.

use strata_asm::custom::{OpAsmArgument, OpAsmParser, OpAsmPrinter, Punct};
use strata_asm::printer::type_to_string;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId, OperationState};
use strata_ir::registry::OpError;
use strata_ir::symbols::SymbolTable;
use strata_ir::{AttrData, Attribute, Context, Location, NamedAttribute, Type, TypeData};
use strata_ods::{AnyRegion, AnyType, UnitAttr, op};

use crate::builtin::constraints::{
    DictArrayAttr, FlatSymbolRefAttr, FunctionType, FunctionTypeAttr, StrAttr, flat_symbol,
    function_type_parts,
};
pub(crate) use crate::builtin::constraints::{
    function_type_of, string_bytes, string_value as string_of,
};

use super::interfaces::{CALL, CALL_INDIRECT, CALLABLE};

type PResult<T> = Result<T, Diagnostic>;

op! {
    /// A function: a named, callable region with a signature.
    ///
    /// `func.func` defines the symbol `sym_name` with type `function_type`. Its body is a
    /// region whose entry block takes the arguments; without a body it is a declaration,
    /// which must not be public. Arguments and results may carry attribute dictionaries
    /// (`arg_attrs`, `res_attrs`), and the function an `attributes` dictionary. The body
    /// is isolated from the values around it, and ops nested in it may leave out the
    /// `func.` prefix.
    ///
    /// ```mlir
    /// func.func private @external(i32) -> i32
    /// func.func @add_one(%x: i32 {foo.note = "input"}) -> i32 attributes {foo.hot} {
    ///   %c1 = arith.constant 1 : i32
    ///   %0 = arith.addi %x, %c1 : i32
    ///   return %0 : i32
    /// }
    /// ```
    pub struct FuncOp = "func.func" {
        traits: [isolated_from_above, symbol, affine_scope, automatic_allocation_scope],
        attrs: [
            function_type: FunctionTypeAttr,
            sym_name: StrAttr,
            sym_visibility: optional StrAttr,
            arg_attrs: optional DictArrayAttr,
            res_attrs: optional DictArrayAttr,
            no_inline: optional UnitAttr,
        ],
        regions: [body: AnyRegion],
        verify: verify_func,
        interfaces: { callable: CALLABLE },
        parse: parse_func,
        print: print_func,
        default_dialect: "func",
    }
}

op! {
    /// Returns from the enclosing function.
    ///
    /// `func.return` ends the body of a `func.func`, returning its operands, which must
    /// match the function's result types in number and type.
    ///
    /// ```mlir
    /// func.func @pair(%a: i32, %b: f32) -> (i32, f32) {
    ///   return %a, %b : i32, f32
    /// }
    /// ```
    pub struct ReturnOp = "func.return" {
        traits: [pure, terminator],
        operands: [operands: variadic AnyType],
        info: { verify_with_parent: Some(verify_return) },
        format: "attr-dict ($operands^ `:` type($operands))?",
    }
}

op! {
    /// Calls a function by name.
    ///
    /// `func.call` calls the `func.func` named `callee` (in the nearest symbol table) with
    /// its operands and returns its results; operand and result types must match the
    /// callee's signature. `no_inline` keeps the inliner away from the call.
    ///
    /// ```mlir
    /// func.func private @callee(i32) -> i32
    /// func.func @caller(%a: i32) -> i32 {
    ///   %0 = call @callee(%a) : (i32) -> i32
    ///   return %0 : i32
    /// }
    /// ```
    pub struct CallOp = "func.call" {
        operands: [operands: variadic AnyType],
        attrs: [
            callee: FlatSymbolRefAttr,
            arg_attrs: optional DictArrayAttr,
            res_attrs: optional DictArrayAttr,
            no_inline: optional UnitAttr,
        ],
        results: [results: variadic AnyType],
        interfaces: { call: CALL },
        info: { verify_symbol_uses: Some(verify_call_symbol_uses) },
        format: "$callee `(` $operands `)` attr-dict `:` functional-type(operands, results)",
    }
}

op! {
    /// Calls a function value.
    ///
    /// `func.call_indirect` calls `callee`, a value of function type, with the other
    /// operands, whose types (and the result types) are the function type's. A call of a
    /// `func.constant` canonicalizes to a direct `func.call`.
    ///
    /// ```mlir
    /// func.func @apply(%f: (i32) -> i32, %a: i32) -> i32 {
    ///   %0 = call_indirect %f(%a) : (i32) -> i32
    ///   return %0 : i32
    /// }
    /// ```
    pub struct CallIndirectOp = "func.call_indirect" {
        operands: [callee: FunctionType, callee_operands: variadic AnyType],
        attrs: [arg_attrs: optional DictArrayAttr, res_attrs: optional DictArrayAttr],
        results: [results: variadic AnyType],
        verify: verify_call_indirect_types,
        types_match: { callee_operands: callee_inputs(callee), results: callee_results(callee) },
        interfaces: { call: CALL_INDIRECT },
        format: "$callee `(` $callee_operands `)` attr-dict `:` type($callee)",
    }
}

op! {
    /// A function as a value.
    ///
    /// `func.constant` produces a value of function type referring to the `func.func`
    /// named `value`, whose type must be the result type. It is a constant: it folds to
    /// its symbol and is deduplicated and hoisted like other constants.
    ///
    /// ```mlir
    /// func.func private @callee(i32) -> i32
    /// func.func @caller(%a: i32) -> i32 {
    ///   %f = constant @callee : (i32) -> i32
    ///   %0 = call_indirect %f(%a) : (i32) -> i32
    ///   return %0 : i32
    /// }
    /// ```
    pub struct ConstantOp = "func.constant" {
        traits: [pure, constant_like],
        attrs: [value: FlatSymbolRefAttr],
        results: [result: AnyType],
        result_names: "f",
        info: { verify_symbol_uses: Some(verify_constant_symbol_uses) },
        format: "attr-dict $value `:` type(results)",
    }
}

/// Attributes of `func.func` its custom form shows elsewhere than in `attributes {...}`.
const FUNC_ELIDED: &[&str] = &[
    "sym_name",
    "sym_visibility",
    "function_type",
    "arg_attrs",
    "res_attrs",
];

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

// ---- func.func ----

/// `func.func (public|private|nested)? @name(args) (-> results)? (attributes {...})? region?`
fn parse_func(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    if let Some(v) = p.parse_optional_keyword_of(&["public", "private", "nested"]) {
        p.add_attribute(state, "sym_visibility", ctx.string_attr(v.as_bytes()));
    }
    let name = p.parse_symbol_name()?;
    p.add_attribute(state, "sym_name", ctx.string_attr(ctx.ident_bytes_of(name)));

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

/// Prints `func.func`'s custom form (see [`parse_func`]).
fn print_func(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
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
        .and_then(|a| string_bytes(ctx, a))
        .unwrap_or_default();
    p.print_symbol_name(name);
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

/// `func.func` beyond its declared constraints: attribute arrays against the signature,
/// the visibility, and the entry block against the signature (a declaration must not be
/// public).
fn verify_func(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let func = FuncOp(op);
    let Some((inputs, results)) = func
        .function_type(ctx, body)
        .and_then(|a| function_type_of(ctx, a))
    else {
        return Ok(());
    };
    for (attrs, what, count) in [
        (func.arg_attrs(ctx, body), "argument", inputs.len()),
        (func.res_attrs(ctx, body), "result", results.len()),
    ] {
        let Some(AttrData::Array(elems)) = attrs.map(|a| ctx.attr_data(a)) else {
            continue;
        };
        if elems.len() != count {
            return Err(format!(
                "'func.func' op expects {what} attribute array to have the same number of elements as the number of function {what}s, got {}, but expected {count}",
                elems.len()
            ));
        }
        // Argument and result attributes must be dialect attributes (a `.` in the name).
        for &e in elems.iter() {
            if let AttrData::Dictionary(entries) = ctx.attr_data(e)
                && entries
                    .iter()
                    .any(|na| !ctx.ident_bytes_of(na.name).contains(&b'.'))
            {
                return Err(format!(
                    "'func.func' op {what}s may only have dialect attributes"
                ));
            }
        }
    }
    let visibility = func
        .sym_visibility(ctx, body)
        .and_then(|v| string_of(ctx, v));
    if let Some(v) = &visibility
        && !matches!(v.as_str(), "public" | "private" | "nested")
    {
        return Err(format!(
            "'func.func' op visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"{v}\""
        ));
    }
    let rbody = body.regions_body(op);
    let entry = rbody.blocks(func.body(body)).first().copied();
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

/// `func.return`: its parent is a `func.func` (ODS `HasParent`) whose results it returns.
fn verify_return(
    ctx: &Context,
    body: &Body,
    op: OpId,
    parent: Option<(&Body, OpId)>,
) -> Result<(), String> {
    let Some((pbody, func)) = parent.and_then(|(b, o)| FuncOp::cast(ctx, b, o).map(|f| (b, f)))
    else {
        return Err("'func.return' op expects parent op 'func.func'".into());
    };
    let Some((_, results)) = func
        .function_type(ctx, pbody)
        .and_then(|a| function_type_of(ctx, a))
    else {
        return Ok(());
    };
    let fname = func
        .sym_name(ctx, pbody)
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

/// `func.call`: the callee is a `func.func` of the symbol table whose signature the
/// operands and results match.
fn verify_call_symbol_uses(
    ctx: &Context,
    table_body: &Body,
    table: OpId,
    symbols: &SymbolTable,
    body: &Body,
    op: OpId,
) -> Result<(), OpError> {
    let Some(name) = CallOp(op)
        .callee(ctx, body)
        .and_then(|a| flat_symbol(ctx, a))
    else {
        return Err("'func.call' op requires a 'callee' symbol reference attribute".into());
    };
    let fbody = table_body.regions_body(table);
    let found = symbols
        .lookup(name)
        .and_then(|f| FuncOp::cast(ctx, fbody, f));
    let Some(func) = found else {
        let name = String::from_utf8_lossy(name);
        return Err(format!("'func.call' op '{name}' does not reference a valid function").into());
    };
    let Some((inputs, results)) = func
        .function_type(ctx, fbody)
        .and_then(|a| function_type_of(ctx, a))
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

/// The callee's inputs: the types of the arguments of `func.call_indirect`.
fn callee_inputs(ctx: &Context, callee: Type) -> Option<Vec<Type>> {
    function_type_parts(ctx, callee).map(|(inputs, _)| inputs.to_vec())
}

/// The callee's results: the result types of `func.call_indirect`.
fn callee_results(ctx: &Context, callee: Type) -> Option<Vec<Type>> {
    function_type_parts(ctx, callee).map(|(_, results)| results.to_vec())
}

/// `func.call_indirect`: arguments and results against the callee's function type.
fn verify_call_indirect_types(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let call = CallIndirectOp(op);
    let callee_ty = body.value_type(call.callee(body));
    let Some((inputs, results)) = function_type_parts(ctx, callee_ty) else {
        return Ok(());
    };
    let args: Vec<Type> = call
        .callee_operands(body)
        .into_iter()
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

/// `func.constant`: the symbol is a `func.func` of the result type.
fn verify_constant_symbol_uses(
    ctx: &Context,
    table_body: &Body,
    table: OpId,
    symbols: &SymbolTable,
    body: &Body,
    op: OpId,
) -> Result<(), OpError> {
    let Some(name) = ConstantOp(op)
        .value(ctx, body)
        .and_then(|a| flat_symbol(ctx, a))
    else {
        return Ok(());
    };
    if body.num_results(op) != 1 {
        return Ok(());
    }
    let fbody = table_body.regions_body(table);
    let found = symbols
        .lookup(name)
        .and_then(|f| FuncOp::cast(ctx, fbody, f));
    let Some(func) = found else {
        let name = String::from_utf8_lossy(name);
        return Err(format!("'func.constant' op reference to undefined function '{name}'").into());
    };
    let fn_ty = func
        .function_type(ctx, fbody)
        .and_then(|a| match ctx.attr_data(a) {
            AttrData::Type(t) => Some(*t),
            _ => None,
        });
    if fn_ty != Some(body.value_type(body.result(op, 0))) {
        return Err("'func.constant' op reference to function with mismatched type".into());
    }
    Ok(())
}

/// Materializes a symbol-reference constant of function type as `func.constant`.
pub(super) fn materialize_constant(
    ctx: &Context,
    body: &mut Body,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    flat_symbol(ctx, value)?;
    if !matches!(ctx.type_data(ty), TypeData::Function { .. }) {
        return None;
    }
    let state = ConstantOp::state(ctx, body, loc, ty, value);
    Some(body.create_op(state))
}
