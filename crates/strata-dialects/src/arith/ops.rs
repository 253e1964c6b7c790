//! Hand-written parts of the `arith` ops: extra verifiers, result type inference, name
//! hints and `arith.select`'s custom syntax.

use strata_asm::custom::{Delimiter, OpAsmParser, OpAsmPrinter, Punct};
use strata_asm::printer::type_to_string;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId, OperationState, ValueId};
use strata_ir::symbols::op_attr;
use strata_ir::{AttrData, Context, Signedness, Type, TypeData};

use strata_ods::{attr_type, state_attr};

fn op_name<'c>(ctx: &'c Context, body: &Body, op: OpId) -> &'c str {
    ctx.op_name_str(body.op(op).name)
}

// ---- arith.constant ----

/// `AllTypesMatch<["value", "result"]>`.
pub(super) fn verify_constant(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let value = op_attr(ctx, body, op, "value").and_then(|a| attr_type(ctx, a));
    if value != Some(body.value_type(body.result(op, 0))) {
        return Err(
            "'arith.constant' op failed to verify that all of {value, result} have same type"
                .into(),
        );
    }
    let ty = body.value_type(body.result(op, 0));
    if let TypeData::Integer { signedness, .. } = ctx.type_data(ty)
        && *signedness != Signedness::Signless
    {
        return Err("'arith.constant' op integer return type must be signless".into());
    }
    Ok(())
}

/// The result type of `arith.constant`: its value's type.
pub(super) fn constant_type(ctx: &Context, _: &[Type], state: &OperationState) -> Vec<Type> {
    state_attr(ctx, state, "value")
        .and_then(|a| attr_type(ctx, a))
        .into_iter()
        .collect()
}

/// `%c42_i32`, `%c0` (index), `%true`/`%false` (`i1`), `%cst` (anything else).
pub(super) fn constant_result_names(
    ctx: &Context,
    body: &Body,
    op: OpId,
    set_name: &mut dyn FnMut(ValueId, &str),
) {
    if body.num_results(op) != 1 {
        return;
    }
    let result = body.result(op, 0);
    let name = match op_attr(ctx, body, op, "value").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Integer { ty, value }) => match ctx.type_data(*ty) {
            TypeData::Integer { width: 1, .. } => {
                if value.is_zero() { "false" } else { "true" }.to_string()
            }
            TypeData::Index => format!("c{}", value.to_string_signed()),
            _ => format!("c{}_{}", value.to_string_signed(), type_to_string(ctx, *ty)),
        },
        _ => "cst".to_string(),
    };
    set_name(result, &name);
}

// ---- comparisons ----

/// `i1`, or `i1` in the operand's vector/tensor shape.
pub(super) fn cmp_type(ctx: &Context, operands: &[Type], _: &OperationState) -> Vec<Type> {
    let i1 = ctx.builtin_types().i1;
    let Some(&t) = operands.first() else {
        return vec![i1];
    };
    let ty = match ctx.type_data(t) {
        TypeData::Vector {
            shape, scalable, ..
        } => TypeData::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            element: i1,
        },
        TypeData::RankedTensor {
            shape, encoding, ..
        } => TypeData::RankedTensor {
            shape: shape.clone(),
            element: i1,
            encoding: *encoding,
        },
        TypeData::UnrankedTensor { .. } => TypeData::UnrankedTensor { element: i1 },
        _ => return vec![i1],
    };
    vec![ctx.intern_type(ty)]
}

// ---- arith.select ----

/// `AllTypesMatch<["true_value", "false_value", "result"]>`, and a non-`i1` condition
/// must have the result's shape.
pub(super) fn verify_select(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let t = |v: ValueId| body.value_type(v);
    let result = t(body.result(op, 0));
    if t(body.operand(op, 1)) != result || t(body.operand(op, 2)) != result {
        return Err("'arith.select' op failed to verify that all of {true_value, false_value, result} have same type".into());
    }
    let cond = t(body.operand(op, 0));
    if cond == ctx.builtin_types().i1 {
        return Ok(());
    }
    let shape = |ty: Type| ctx.type_data(ty).shape().map(<[i64]>::to_vec);
    if shape(cond).is_none() || shape(cond) != shape(result) {
        return Err("'arith.select' op failed to verify that condition is signless i1 or has matching shape".into());
    }
    Ok(())
}

/// `%c, %a, %b attr-dict : type` or `: condition-type, type`.
pub(super) fn parse_select(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> Result<(), Diagnostic> {
    let offset = p.offset();
    let operands = p.parse_operand_list(Delimiter::None)?;
    if operands.len() != 3 {
        return Err(p.error_at(offset, "expected 3 operands"));
    }
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    let mut result = p.parse_colon_type()?;
    let mut cond = p.ctx().builtin_types().i1;
    if p.parse_optional_punct(Punct::Comma) {
        cond = result;
        result = p.parse_type()?;
    }
    p.resolve_operands(
        &operands,
        &[cond, result, result],
        offset,
        &mut state.operands,
    )?;
    state.result_types.push(result);
    Ok(())
}

/// Prints `arith.select`; the condition type is shown when it is not `i1`.
pub(super) fn print_select(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (body, op) = (p.body(), p.op());
    p.write(" ");
    p.print_operands(body.operands(op));
    let attrs = p.attrs();
    p.print_optional_attr_dict(&attrs, &[]);
    p.write(" : ");
    if let Some(c) = body.operands(op).next() {
        let cond = body.value_type(c);
        if p.ctx().type_data(cond).shape().is_some() {
            p.print_type(cond);
            p.write(", ");
        }
    }
    if let Some(r) = body.results(op).next() {
        p.print_type(body.value_type(r));
    }
}

// ---- casts ----

/// The element type of a vector/tensor/memref, or the type itself.
fn element(ctx: &Context, ty: Type) -> Type {
    match ctx.type_data(ty) {
        TypeData::Vector { element, .. }
        | TypeData::RankedTensor { element, .. }
        | TypeData::UnrankedTensor { element }
        | TypeData::MemRef { element, .. }
        | TypeData::UnrankedMemRef { element, .. } => *element,
        _ => ty,
    }
}

fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_data(ty) {
        TypeData::Integer {
            width,
            signedness: Signedness::Signless,
        } => Some(*width),
        _ => None,
    }
}

/// MLIR's `CastOpInterface` check: `operand type 'X' and result type 'Y' are cast
/// incompatible`.
pub(super) fn verify_cast(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let name = op_name(ctx, body, op);
    let from = body.value_type(body.operand(op, 0));
    let to = body.value_type(body.result(op, 0));
    let (a, b) = (element(ctx, from), element(ctx, to));
    let is_index = |t: Type| matches!(ctx.type_data(t), TypeData::Index);
    let ok = match name {
        "arith.extsi" | "arith.extui" => {
            matches!((int_width(ctx, a), int_width(ctx, b)), (Some(x), Some(y)) if y > x)
        }
        "arith.trunci" => {
            matches!((int_width(ctx, a), int_width(ctx, b)), (Some(x), Some(y)) if y < x)
        }
        "arith.index_cast" => {
            (is_index(a) && int_width(ctx, b).is_some())
                || (int_width(ctx, a).is_some() && is_index(b))
        }
        _ => true,
    };
    if ok {
        Ok(())
    } else {
        Err(format!(
            "'{name}' op operand type '{}' and result type '{}' are cast incompatible",
            type_to_string(ctx, from),
            type_to_string(ctx, to)
        ))
    }
}
