//! `arith.constant`: its declaration, type inference from the value, verifier and result
//! names (`%c42_i32`, `%true`, `%cst`).

use strata_asm::printer::type_to_string;
use strata_ir::attributes::DenseData;
use strata_ir::ir::{Body, OpId, OperationState, ValueId};
use strata_ir::symbols::op_attr;
use strata_ir::{AttrData, Context, Signedness, Type, TypeData};
use strata_ods::{AnyType, TypedAttr, attr_type, op, state_attr};

use crate::arith::fold;

op! {
    /// An integer, float or elements constant.
    ///
    /// `arith.constant` materializes the attribute `value` as an SSA value. The result has
    /// the attribute's type: a signless integer or `index` for an integer attribute, a
    /// float type for a float attribute, and a vector or tensor type for a dense elements
    /// attribute (splat or not). The custom form writes only the attribute; the printer
    /// names the result after the value, e.g. `%c42_i32`, `%c0` for `index`, `%true` and
    /// `%false` for `i1`, `%cst` otherwise. Folding and canonicalization create these ops
    /// for every constant they compute.
    ///
    /// ```mlir
    /// func.func @constants() -> (i32, f32, vector<4xi1>) {
    ///   %c42 = arith.constant 42 : i32
    ///   %pi = arith.constant 3.140000e+00 : f32
    ///   %mask = arith.constant dense<[true, false, true, false]> : vector<4xi1>
    ///   return %c42, %pi, %mask : i32, f32, vector<4xi1>
    /// }
    /// ```
    pub struct ConstantOp = "arith.constant" {
        traits: [pure, constant_like],
        attrs: [value: TypedAttr],
        results: [result: AnyType],
        verify: verify_constant,
        infer: constant_type,
        result_names: constant_result_names,
        format: "attr-dict $value",
        fold: fold::fold_constant,
    }
}

/// `AllTypesMatch<["value", "result"]>`.
fn verify_constant(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
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
    let elements_or_number = op_attr(ctx, body, op, "value").is_some_and(|a| {
        matches!(
            ctx.attr_data(a),
            AttrData::Integer { .. }
                | AttrData::Float { .. }
                | AttrData::DenseElements { .. }
                | AttrData::DenseResource { .. }
                | AttrData::Sparse { .. }
        )
    });
    if !elements_or_number {
        return Err(
            "'arith.constant' op value must be an integer, float, or elements attribute".into(),
        );
    }
    let scalable = matches!(ctx.type_data(ty), TypeData::Vector { scalable, .. } if scalable.iter().any(|&s| s));
    let splat = op_attr(ctx, body, op, "value").is_some_and(|a| {
        matches!(
            ctx.attr_data(a),
            AttrData::DenseElements {
                data: DenseData::Numeric { splat: true, .. }
                    | DenseData::Strings { splat: true, .. },
                ..
            }
        )
    });
    if scalable && !splat {
        return Err("'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat".into());
    }
    Ok(())
}

/// The result type of `arith.constant`: its value's type.
fn constant_type(ctx: &Context, _: &[Type], state: &OperationState) -> Vec<Type> {
    state_attr(ctx, state, "value")
        .and_then(|a| attr_type(ctx, a))
        .into_iter()
        .collect()
}

/// `%c42_i32`, `%c0` (index), `%true`/`%false` (`i1`), `%cst` (anything else).
fn constant_result_names(
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
