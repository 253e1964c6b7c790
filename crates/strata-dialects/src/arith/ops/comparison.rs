//! The comparisons `cmpi` and `cmpf` (with their `i1`-shaped result type) and `select`,
//! whose custom syntax is hand-written as upstream's.

use strata_asm::custom::{Delimiter, OpAsmParser, OpAsmPrinter, Punct};
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId, OperationState, ValueId};
use strata_ir::{Context, Type, TypeData};
use strata_ods::{AnyType, BoolLike, FloatLike, SignlessIntegerLike, op};

use crate::arith::fold;
use crate::arith::{CmpFPredicate, CmpIPredicate, FastMath};

op! {
    /// Integer comparison.
    ///
    /// `arith.cmpi` compares two integers (or, elementwise, vectors or tensors of them)
    /// and gives `i1` results of the operands' shape. The predicate is one of `eq`, `ne`,
    /// the signed `slt`, `sle`, `sgt`, `sge` and the unsigned `ult`, `ule`, `ugt`, `uge`;
    /// it is stored as an `i64` case (`eq` is 0, `uge` is 9).
    ///
    /// ```mlir
    /// func.func @cmpi(%a: i32, %b: i32, %v: vector<4xindex>, %w: vector<4xindex>) -> (i1, vector<4xi1>) {
    ///   %0 = arith.cmpi slt, %a, %b : i32
    ///   %1 = arith.cmpi uge, %v, %w : vector<4xindex>
    ///   return %0, %1 : i1, vector<4xi1>
    /// }
    /// ```
    pub struct CmpIOp = "arith.cmpi" {
        traits: [pure, same_type_operands, same_operands_and_result_shape],
        operands: [lhs: SignlessIntegerLike, rhs: SignlessIntegerLike],
        attrs: [predicate: CmpIPredicate],
        results: [result: BoolLike],
        infer: cmp_type,
        verify_preds: verify_cmp_result,
        format: "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)",
        fold: fold::fold_cmpi,
    }
}

op! {
    /// Float comparison.
    ///
    /// `arith.cmpf` compares two floats and gives `i1` results of the operands' shape. The
    /// ordered predicates (`oeq`, `ogt`, `oge`, `olt`, `ole`, `one`, `ord`) are false when
    /// either operand is a NaN, the unordered ones (`ueq`, `ugt`, `uge`, `ult`, `ule`,
    /// `une`, `uno`) true; `false` and `true` ignore the operands.
    ///
    /// ```mlir
    /// func.func @cmpf(%a: f32, %b: f32) -> (i1, i1) {
    ///   %0 = arith.cmpf olt, %a, %b : f32
    ///   %1 = arith.cmpf uno, %a, %a fastmath<nsz> : f32
    ///   return %0, %1 : i1, i1
    /// }
    /// ```
    pub struct CmpFOp = "arith.cmpf" {
        traits: [pure, same_type_operands, same_operands_and_result_shape],
        operands: [lhs: FloatLike, rhs: FloatLike],
        attrs: [predicate: CmpFPredicate, fastmath: default FastMath],
        results: [result: BoolLike],
        infer: cmp_type,
        verify_preds: verify_cmp_result,
        format: "$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)",
        fold: fold::fold_cmpf,
    }
}

op! {
    /// A choice between two values.
    ///
    /// `arith.select` returns `true_value` where `condition` is set and `false_value`
    /// elsewhere. The values may have any type. An `i1` condition chooses whole values; a
    /// vector or tensor of `i1` with the values' shape chooses element by element, and the
    /// custom form then also spells out the condition's type.
    ///
    /// ```mlir
    /// func.func @select(%c: i1, %a: i32, %b: i32, %m: vector<4xi1>, %x: vector<4xf32>, %y: vector<4xf32>) -> (i32, vector<4xf32>) {
    ///   %0 = arith.select %c, %a, %b : i32
    ///   %1 = arith.select %m, %x, %y : vector<4xi1>, vector<4xf32>
    ///   return %0, %1 : i32, vector<4xf32>
    /// }
    /// ```
    pub struct SelectOp = "arith.select" {
        traits: [pure],
        operands: [condition: BoolLike, true_value: AnyType, false_value: AnyType],
        results: [result: AnyType],
        verify: verify_select,
        parse: parse_select,
        print: print_select,
        fold: fold::fold_select,
    }
}

/// The result type of a comparison: `i1`, or `i1` in the operand's vector/tensor shape.
pub(crate) fn cmp_type(ctx: &Context, operands: &[Type], _: &OperationState) -> Vec<Type> {
    match operands.first() {
        Some(&t) => vec![i1_same_shape(ctx, t)],
        None => vec![ctx.builtin_types().i1],
    }
}

/// `TypesMatchWith<"result type has i1 element type and same shape as operands">`
/// (checked before the native traits, as ODS orders predicate traits).
fn verify_cmp_result(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let lhs = body.value_type(body.operand(op, 0));
    if body.value_type(body.result(op, 0)) == i1_same_shape(ctx, lhs) {
        return Ok(());
    }
    Err(format!(
        "'{}' op failed to verify that result type has i1 element type and same shape as operands",
        ctx.op_name_str(body.op(op).name)
    ))
}

/// MLIR's `getI1SameShape`: `i1`, or a vector or tensor of `i1` of `t`'s shape (and
/// encoding).
fn i1_same_shape(ctx: &Context, t: Type) -> Type {
    let i1 = ctx.builtin_types().i1;
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
        _ => return i1,
    };
    ctx.intern_type(ty)
}

/// `AllTypesMatch<["true_value", "false_value", "result"]>`, and a non-`i1` condition
/// must have the result's shape.
fn verify_select(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
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
fn parse_select(
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
fn print_select(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
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
