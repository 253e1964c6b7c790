//! Functions and calls of the old Standard dialect: `func` (hand-written syntax, old
//! MLIR's function signature), `call` (hand-written: its messages are old MLIR's) and
//! `call_indirect`, with the symbol checks of calls.

use strata_asm::custom::{Delimiter, OpAsmArgument, OpAsmParser, OpAsmPrinter, Punct};
use strata_ir::ir::{Body, OpId, OperationState};
use strata_ir::registry::OpError;
use strata_ir::symbols::SymbolTable;
use strata_ir::{AttrData, Attribute, Context, Type};
use strata_ods::{AnyRegion, AnyType, op};

use super::{AnyAttr, PResult, print_attrs, ty, type_mismatch};
use crate::builtin::constraints::{
    FlatSymbolRefAttr, FunctionType, flat_symbol, function_type_of, function_type_parts,
    string_bytes,
};

// ---- func ----

op! {
    /// A function.
    ///
    /// `func` defines a function named by its symbol, with the signature written after
    /// the name. Without a body it declares an external function. Arguments are written
    /// all named (`%a: i32`, the entry block's arguments) or all as bare types, in which
    /// case the body's entry block names them in a `^bb0(...)` label, as old documents
    /// do; arguments and results may carry attribute dictionaries, and the function an
    /// `attributes` dictionary. Its body is isolated from the values around it, and ops
    /// in it may leave out the `std.` prefix. It became `func.func` (`private` when it
    /// has no body).
    ///
    /// ```mlir
    /// func @external(i32) -> i32
    /// func @add_one(%x: i32) -> i32 attributes {foo.hot} {
    ///   %c1 = constant 1 : i32
    ///   %0 = addi %x, %c1 : i32
    ///   return %0 : i32
    /// }
    /// func @labelled(i32, i1) -> i32 {
    /// ^bb0(%a: i32, %flag: i1):
    ///   return %a : i32
    /// }
    /// ```
    pub struct FuncOp = "std.func" {
        traits: [isolated_from_above],
        // Checked by `verify_func`, with the old dialect's messages.
        attrs: [
            sym_name: optional AnyAttr,
            function_type: optional AnyAttr,
            arg_attrs: optional AnyAttr,
            res_attrs: optional AnyAttr,
        ],
        regions: [body: AnyRegion],
        verify: verify_func,
        parse: parse_func,
        print: print_func,
        default_dialect: "std",
    }
}

/// Attributes `func`'s custom form shows elsewhere than in `attributes {...}`.
const FUNC_ELIDED: &[&str] = &["sym_name", "function_type", "arg_attrs", "res_attrs"];

/// `@name(args) (-> results)? (attributes {...})? region?`; arguments are all named
/// (`%a: i32`) or all types (`i32`), and then the body's entry block, if any, names them
/// in a `^bb0(...)` label, as old MLIR wrote it.
fn parse_func(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let name = p.parse_symbol_name()?;
    p.add_attribute(state, "sym_name", ctx.string_attr(ctx.ident_bytes_of(name)));
    let mut args: Vec<OpAsmArgument> = Vec::new();
    let mut named: Option<bool> = None;
    p.parse_punct(Punct::LParen)?;
    if !p.parse_optional_punct(Punct::RParen) {
        loop {
            let offset = p.offset();
            let is_named = p.at_operand();
            if named.is_some_and(|n| n != is_named) {
                return Err(p.error_at(
                    offset,
                    "expected all function arguments to be named, or none",
                ));
            }
            named = Some(is_named);
            if is_named {
                args.push(p.parse_argument(true, true)?);
            } else {
                let t = p.parse_type()?;
                let attrs = p.parse_optional_attr_dict()?;
                args.push(OpAsmArgument {
                    name: None,
                    ty: Some(t),
                    attrs: (!attrs.is_empty()).then(|| ctx.dictionary_attr(attrs)),
                    loc: None,
                });
            }
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RParen)?;
    }
    let mut results = Vec::new();
    let mut res_attrs = Vec::new();
    if p.parse_optional_punct(Punct::Arrow) {
        if p.parse_optional_punct(Punct::LParen) {
            if !p.parse_optional_punct(Punct::RParen) {
                loop {
                    results.push(p.parse_type()?);
                    let attrs = p.parse_optional_attr_dict()?;
                    res_attrs.push(ctx.dictionary_attr(attrs));
                    if !p.parse_optional_punct(Punct::Comma) {
                        break;
                    }
                }
                p.parse_punct(Punct::RParen)?;
            }
        } else {
            results.push(p.parse_type()?);
            res_attrs.push(ctx.empty_dictionary());
        }
    }
    let inputs: Vec<Type> = args.iter().filter_map(|a| a.ty).collect();
    p.add_attribute(
        state,
        "function_type",
        ctx.type_attr(ctx.function_type(&inputs, &results)),
    );
    let extra = p.parse_optional_attr_dict_with_keyword()?;
    p.add_attributes(state, extra);
    let arg_dicts: Vec<Attribute> = args
        .iter()
        .map(|a| a.attrs.unwrap_or_else(|| ctx.empty_dictionary()))
        .collect();
    for (key, dicts) in [("arg_attrs", arg_dicts), ("res_attrs", res_attrs)] {
        if dicts.iter().any(|&d| !ctx.dictionary_entries(d).is_empty()) {
            p.add_attribute(state, key, ctx.array_attr(&dicts));
        }
    }
    let entry: &[OpAsmArgument] = if named == Some(true) { &args } else { &[] };
    if p.parse_optional_region(state, entry)?.is_none() {
        state.child_body.get_or_insert_with(Default::default);
        state.regions.push(OperationState::PENDING_REGION);
    }
    Ok(())
}

/// Prints `func`'s custom form (see [`parse_func`]).
fn print_func(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let func = FuncOp(op);
    let name = func
        .sym_name(ctx, body)
        .and_then(|a| string_bytes(ctx, a))
        .unwrap_or_default();
    p.write(" ");
    p.print_symbol_name(name);
    let (inputs, results) = func
        .function_type(ctx, body)
        .and_then(|a| function_type_of(ctx, a))
        .unwrap_or((&[], &[]));
    let (arg_attrs, res_attrs) = (func.arg_attrs(ctx, body), func.res_attrs(ctx, body));
    crate::func::ops::print_signature_and_body(
        p,
        inputs,
        results,
        arg_attrs,
        res_attrs,
        FUNC_ELIDED,
    );
}

/// A string `sym_name`, a function type, and an entry block (if any) whose arguments
/// match the signature.
fn verify_func(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = FuncOp::NAME;
    let func = FuncOp(op);
    if !func
        .sym_name(ctx, body)
        .is_some_and(|a| matches!(ctx.attr_data(a), AttrData::String { .. }))
    {
        return Err(format!("'{NAME}' op requires string attribute 'sym_name'"));
    }
    let Some((inputs, _)) = func
        .function_type(ctx, body)
        .and_then(|a| function_type_of(ctx, a))
    else {
        return Err(format!("'{NAME}' op requires a function type"));
    };
    let rbody = body.regions_body(op);
    let Some(&entry) = rbody.blocks(func.body(body)).first() else {
        return Ok(());
    };
    let args: Vec<Type> = rbody
        .block_args(entry)
        .iter()
        .map(|&a| rbody.value_type(a))
        .collect();
    if args[..] != inputs[..] {
        return Err(format!(
            "'{NAME}' op entry block arguments must match the function signature"
        ));
    }
    Ok(())
}

/// The function type of the function `attr` (a flat symbol reference) names in the
/// symbol table `table`: `None` when there is no such `std.func` or `func.func`, else its
/// type, if it has one.
pub(super) fn referenced_function(
    ctx: &Context,
    table_body: &Body,
    table: OpId,
    symbols: &SymbolTable,
    attr: Attribute,
) -> Option<Option<Type>> {
    let name = flat_symbol(ctx, attr)?;
    let fbody = table_body.regions_body(table);
    let f = symbols.lookup(name)?;
    let function_type = match (
        FuncOp::cast(ctx, fbody, f),
        crate::func::FuncOp::cast(ctx, fbody, f),
    ) {
        (Some(old), _) => old.function_type(ctx, fbody),
        (None, Some(new)) => new.function_type(ctx, fbody),
        (None, None) => return None,
    };
    Some(function_type.and_then(|a| match ctx.attr_data(a) {
        AttrData::Type(t) => Some(*t),
        _ => None,
    }))
}

// ---- call ----

op! {
    /// Calls a function by name.
    ///
    /// `call` calls the function `callee` (a symbol of the enclosing symbol table: a
    /// `func` or, after partial upgrades, a `func.func`) with its operands; operand and
    /// result types must match the callee's signature and the function type written
    /// after the colon. It became `func.call`.
    ///
    /// ```mlir
    /// func @my_add(tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    /// func @caller(%a: tensor<16xf32>) -> tensor<16xf32> {
    ///   %0 = call @my_add(%a, %a) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    ///   return %0 : tensor<16xf32>
    /// }
    /// ```
    pub struct CallOp = "std.call" {
        operands: [operands: variadic AnyType],
        attrs: [callee: FlatSymbolRefAttr],
        results: [results: variadic AnyType],
        info: { verify_symbol_uses: Some(verify_call_symbol_uses) },
        parse: parse_call,
        print: print_call,
    }
}

/// `@callee(%a, %b) attr-dict : (types) -> results`.
fn parse_call(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let offset = p.offset();
    let callee = p.parse_attribute(None)?;
    if flat_symbol(ctx, callee).is_none() {
        return Err(p.error_at(offset, "expected a function name '@...'"));
    }
    p.add_attribute(state, "callee", callee);
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

/// Prints `call`'s custom form (see [`parse_call`]).
fn print_call(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    p.write(" ");
    if let Some(c) = CallOp(op).callee(ctx, body) {
        p.print_attribute(c);
    }
    p.write("(");
    p.print_operands(body.operands(op));
    p.write(")");
    print_attrs(p, &["callee"]);
    let inputs: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    let results: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    p.write(" : ");
    p.print_functional_type(&inputs, &results);
}

/// `call`: the callee must be a function of the enclosing symbol table whose type
/// matches the operands and results (as the old Standard dialect checked; `func.call`
/// checks the same after `upgrade-legacy-std`).
fn verify_call_symbol_uses(
    ctx: &Context,
    table_body: &Body,
    table: OpId,
    symbols: &SymbolTable,
    body: &Body,
    op: OpId,
) -> Result<(), OpError> {
    const NAME: &str = CallOp::NAME;
    let Some(callee) = CallOp(op).callee(ctx, body) else {
        return Ok(());
    };
    let Some(fn_ty) = referenced_function(ctx, table_body, table, symbols, callee) else {
        let name = match ctx.attr_data(callee) {
            AttrData::SymbolRef { root, .. } => ctx.ident_str(*root).to_string(),
            _ => String::new(),
        };
        return Err(format!("'{NAME}' op '{name}' does not reference a valid function").into());
    };
    let Some((inputs, results)) = fn_ty.and_then(|t| function_type_parts(ctx, t)) else {
        return Ok(());
    };
    if body.num_operands(op) != inputs.len() {
        return Err(format!("'{NAME}' op incorrect number of operands for callee").into());
    }
    for (i, (v, &t)) in body.operands(op).zip(inputs.iter()).enumerate() {
        let vt = body.value_type(v);
        if vt != t {
            return Err(format!(
                "'{NAME}' op operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                ty(ctx, t),
                ty(ctx, vt)
            )
            .into());
        }
    }
    if body.num_results(op) != results.len() {
        return Err(format!("'{NAME}' op incorrect number of results for callee").into());
    }
    for (i, (v, &t)) in body.results(op).zip(results.iter()).enumerate() {
        if body.value_type(v) != t {
            return Err(format!("'{NAME}' op result type mismatch at index {i}").into());
        }
    }
    Ok(())
}

// ---- call_indirect ----

/// The callee's inputs: the types of `call_indirect`'s arguments.
fn callee_inputs(ctx: &Context, callee: Type) -> Option<Vec<Type>> {
    function_type_parts(ctx, callee).map(|(inputs, _)| inputs.to_vec())
}

/// The callee's results: the result types of `call_indirect`.
fn callee_results(ctx: &Context, callee: Type) -> Option<Vec<Type>> {
    function_type_parts(ctx, callee).map(|(_, results)| results.to_vec())
}

op! {
    /// Calls a function value.
    ///
    /// `call_indirect` calls its first operand, a value of function type (for instance a
    /// `constant @f`), with the other operands; their types and the result types are
    /// those of the function type after the colon. It became `func.call_indirect`.
    ///
    /// ```mlir
    /// func @apply(%f: (i32) -> i32, %a: i32) -> i32 {
    ///   %0 = call_indirect %f(%a) : (i32) -> i32
    ///   return %0 : i32
    /// }
    /// ```
    pub struct CallIndirectOp = "std.call_indirect" {
        operands: [callee: FunctionType, callee_operands: variadic AnyType],
        results: [results: variadic AnyType],
        types_match: { callee_operands: callee_inputs(callee), results: callee_results(callee) },
        verify: verify_call_indirect,
        format: "$callee `(` $callee_operands `)` attr-dict `:` type($callee)",
    }
}

/// The arguments and results match the callee's function type.
fn verify_call_indirect(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = CallIndirectOp::NAME;
    let call = CallIndirectOp(op);
    let callee = body.value_type(call.callee(body));
    let Some((inputs, results)) = function_type_parts(ctx, callee) else {
        return Err(type_mismatch(
            ctx,
            NAME,
            "operand #0",
            "function type",
            callee,
        ));
    };
    let args: Vec<Type> = call
        .callee_operands(body)
        .into_iter()
        .map(|v| body.value_type(v))
        .collect();
    let res: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    if args[..] != inputs[..] || res[..] != results[..] {
        return Err(format!(
            "'{NAME}' op callee type '{}' does not match the operand and result types",
            ty(ctx, callee)
        ));
    }
    Ok(())
}
