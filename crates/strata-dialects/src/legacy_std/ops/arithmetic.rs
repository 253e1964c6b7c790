//! The arithmetic ops of the old Standard dialect: the integer and float binary ops
//! (`addi`, ..., `divf`), `cmpi` with its quoted predicate, `select` and `constant`
//! (integer, float, elements or function-reference values).

use strata_asm::custom::{OpAsmParser, OpAsmPrinter, Punct};
use strata_ir::ir::{Body, OpId, OperationState, ValueId};
use strata_ir::registry::OpError;
use strata_ir::symbols::SymbolTable;
use strata_ir::{AttrData, Attribute, Context, Type, TypeData};
use strata_ods::{AnyType, AttrConstraint, FloatLike, SignlessIntegerLike, op};

use super::functions::referenced_function;
use super::{AnyAttr, PResult, attr_dict, attr_i64, bool_like, i64_attr, print_attrs, ty};

// ---- binary ops ----

/// Declares a binary op of the old dialect: `$lhs, $rhs attr-dict : type`, two operands
/// and a result of one type satisfying the constraint.
macro_rules! binary_op {
    ($(#[$m:meta])* $ty:ident = $name:literal, $c:ident) => {
        op! {
            $(#[$m])*
            pub struct $ty = $name {
                traits: [pure, same_operands_and_result_type],
                operands: [lhs: $c, rhs: $c],
                results: [result: $c],
                format: "$lhs `,` $rhs attr-dict `:` type($result)",
            }
        }
    };
}

binary_op! {
    /// Integer addition.
    ///
    /// `addi` adds two signless integers, or two vectors or tensors of them element by
    /// element, wrapping around on overflow. Both operands and the result have the type
    /// written after the colon. It became `arith.addi`.
    ///
    /// ```mlir
    /// func @addi(%a: i32, %b: i32, %v: vector<4xi64>) -> (i32, vector<4xi64>) {
    ///   %0 = addi %a, %b : i32
    ///   %1 = addi %v, %v : vector<4xi64>
    ///   return %0, %1 : i32, vector<4xi64>
    /// }
    /// ```
    AddIOp = "std.addi", SignlessIntegerLike
}

binary_op! {
    /// Integer subtraction.
    ///
    /// `subi` subtracts its second operand from its first, modulo 2^n, on signless
    /// integers or element by element on vectors and tensors of them. It became
    /// `arith.subi`.
    ///
    /// ```mlir
    /// func @subi(%a: i64, %b: i64) -> i64 {
    ///   %0 = subi %a, %b : i64
    ///   return %0 : i64
    /// }
    /// ```
    SubIOp = "std.subi", SignlessIntegerLike
}

binary_op! {
    /// Integer multiplication.
    ///
    /// `muli` multiplies two signless integers (or, elementwise, vectors or tensors of
    /// them), keeping the low bits of the product. It became `arith.muli`.
    ///
    /// ```mlir
    /// func @muli(%a: tensor<4x?xi8>, %b: tensor<4x?xi8>) -> tensor<4x?xi8> {
    ///   %0 = muli %a, %b : tensor<4x?xi8>
    ///   return %0 : tensor<4x?xi8>
    /// }
    /// ```
    MulIOp = "std.muli", SignlessIntegerLike
}

binary_op! {
    /// Signed integer division.
    ///
    /// `divis` divides its operands read as two's complement numbers, rounding toward
    /// zero; dividing by zero, or the smallest value by -1, is undefined. It became
    /// `arith.divsi`.
    ///
    /// ```mlir
    /// func @divis(%a: i32, %b: i32) -> i32 {
    ///   %0 = divis %a, %b : i32
    ///   return %0 : i32
    /// }
    /// ```
    DivISOp = "std.divis", SignlessIntegerLike
}

binary_op! {
    /// Unsigned integer division.
    ///
    /// `diviu` divides its operands read as unsigned numbers; a zero divisor is
    /// undefined. It became `arith.divui`.
    ///
    /// ```mlir
    /// func @diviu(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
    ///   %0 = diviu %a, %b : vector<4xi32>
    ///   return %0 : vector<4xi32>
    /// }
    /// ```
    DivIUOp = "std.diviu", SignlessIntegerLike
}

binary_op! {
    /// Signed integer remainder.
    ///
    /// `remis` gives the remainder of the signed division of its operands, with the sign
    /// of the dividend. It became `arith.remsi`.
    ///
    /// ```mlir
    /// func @remis(%a: i16, %b: i16) -> i16 {
    ///   %0 = remis %a, %b : i16
    ///   return %0 : i16
    /// }
    /// ```
    RemISOp = "std.remis", SignlessIntegerLike
}

binary_op! {
    /// Unsigned integer remainder.
    ///
    /// `remiu` gives the remainder of the unsigned division of its operands. It became
    /// `arith.remui`.
    ///
    /// ```mlir
    /// func @remiu(%a: index, %b: index) -> index {
    ///   %0 = remiu %a, %b : index
    ///   return %0 : index
    /// }
    /// ```
    RemIUOp = "std.remiu", SignlessIntegerLike
}

binary_op! {
    /// Bitwise and.
    ///
    /// `and` computes the bitwise conjunction of two signless integers, or of vectors
    /// and tensors of them element by element. It became `arith.andi`.
    ///
    /// ```mlir
    /// func @and(%a: i8, %b: i8) -> i8 {
    ///   %0 = and %a, %b : i8
    ///   return %0 : i8
    /// }
    /// ```
    AndOp = "std.and", SignlessIntegerLike
}

binary_op! {
    /// Bitwise or.
    ///
    /// `or` computes the bitwise disjunction of two signless integers, or of vectors and
    /// tensors of them element by element. It became `arith.ori`.
    ///
    /// ```mlir
    /// func @or(%a: i1, %b: i1) -> i1 {
    ///   %0 = or %a, %b : i1
    ///   return %0 : i1
    /// }
    /// ```
    OrOp = "std.or", SignlessIntegerLike
}

binary_op! {
    /// Bitwise exclusive or.
    ///
    /// `xor` computes the bitwise exclusive disjunction of two signless integers, or of
    /// vectors and tensors of them element by element. It became `arith.xori`.
    ///
    /// ```mlir
    /// func @xor(%a: i64, %b: i64) -> i64 {
    ///   %0 = xor %a, %b : i64
    ///   return %0 : i64
    /// }
    /// ```
    XOrOp = "std.xor", SignlessIntegerLike
}

binary_op! {
    /// Floating-point addition.
    ///
    /// `addf` adds two floats, or two vectors or tensors of floats element by element,
    /// all of the type after the colon. It became `arith.addf`.
    ///
    /// ```mlir
    /// func @addf(%a: f32, %b: f32, %t: tensor<4x?xbf16>) -> (f32, tensor<4x?xbf16>) {
    ///   %0 = addf %a, %b : f32
    ///   %1 = addf %t, %t : tensor<4x?xbf16>
    ///   return %0, %1 : f32, tensor<4x?xbf16>
    /// }
    /// ```
    AddFOp = "std.addf", FloatLike
}

binary_op! {
    /// Floating-point subtraction.
    ///
    /// `subf` subtracts its second float operand from its first (elementwise on vectors
    /// and tensors). It became `arith.subf`.
    ///
    /// ```mlir
    /// func @subf(%a: f64, %b: f64) -> f64 {
    ///   %0 = subf %a, %b : f64
    ///   return %0 : f64
    /// }
    /// ```
    SubFOp = "std.subf", FloatLike
}

binary_op! {
    /// Floating-point multiplication.
    ///
    /// `mulf` multiplies two floats (elementwise on vectors and tensors). It became
    /// `arith.mulf`.
    ///
    /// ```mlir
    /// func @mulf(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
    ///   %0 = mulf %a, %b : vector<4xf32>
    ///   return %0 : vector<4xf32>
    /// }
    /// ```
    MulFOp = "std.mulf", FloatLike
}

binary_op! {
    /// Floating-point division.
    ///
    /// `divf` divides its first float operand by its second (elementwise on vectors and
    /// tensors). It became `arith.divf`.
    ///
    /// ```mlir
    /// func @divf(%a: f16, %b: f16) -> f16 {
    ///   %0 = divf %a, %b : f16
    ///   return %0 : f16
    /// }
    /// ```
    DivFOp = "std.divf", FloatLike
}

// ---- cmpi ----

/// The `cmpi` predicates, by their integer value (MLIR's order, kept by `arith.cmpi`).
const CMPI_PREDICATES: [&str; 10] = [
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];

/// `cmpi`'s predicate: an integer attribute from 0 to 9 (written as a quoted name,
/// `"slt"`, in the custom form).
pub struct CmpIPredicateAttr;
impl AttrConstraint for CmpIPredicateAttr {
    const SUMMARY: &'static str = "integer comparison predicate (0 to 9)";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        attr_i64(ctx, attr).is_some_and(|v| (0..10).contains(&v))
    }
}

/// `i1` in the shape of the compared type: `cmpi`'s result, `select`'s condition.
fn bool_like_of(ctx: &Context, t: Type) -> Option<Vec<Type>> {
    Some(vec![bool_like(ctx, t)])
}

op! {
    /// Integer comparison.
    ///
    /// `cmpi` compares two signless integers (or vectors or tensors of them, element by
    /// element) and produces `i1` values in the operands' shape. The predicate is written
    /// first as a quoted name: `"eq"`, `"ne"`, the signed `"slt"`, `"sle"`, `"sgt"`,
    /// `"sge"` or the unsigned `"ult"`, `"ule"`, `"ugt"`, `"uge"`; it is stored as the
    /// integer `predicate` (0 for `eq` to 9 for `uge`). It became `arith.cmpi`.
    ///
    /// ```mlir
    /// func @cmpi(%a: i32, %b: i32, %v: vector<4xi64>) -> (i1, vector<4xi1>) {
    ///   %0 = cmpi "slt", %a, %b : i32
    ///   %1 = cmpi "eq", %v, %v : vector<4xi64>
    ///   return %0, %1 : i1, vector<4xi1>
    /// }
    /// ```
    pub struct CmpIOp = "std.cmpi" {
        traits: [pure, same_type_operands],
        operands: [lhs: SignlessIntegerLike, rhs: AnyType],
        attrs: [predicate: CmpIPredicateAttr],
        results: [result: AnyType],
        types_match: { result: bool_like_of(lhs) },
        verify: verify_cmpi_result,
        parse: parse_cmpi,
        print: print_cmpi,
    }
}

/// `"slt", %a, %b attr-dict : type`. Hand-written rather than a format: a predicate
/// repeated in the attribute dictionary wins, and a bad one is reported by the verifier,
/// as old MLIR did (a declarative format checks it while parsing).
fn parse_cmpi(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let offset = p.offset();
    let attr = p.parse_attribute(None)?;
    let text = match ctx.attr_data(attr) {
        AttrData::String { value, .. } => String::from_utf8_lossy(value).into_owned(),
        _ => return Err(p.error_at(offset, "expected string comparison predicate")),
    };
    let Some(case) = CMPI_PREDICATES.iter().position(|&s| s == text) else {
        return Err(p.error_at(offset, format!("unknown comparison predicate \"{text}\"")));
    };
    p.add_attribute(state, "predicate", i64_attr(ctx, case as i64));
    p.parse_punct(Punct::Comma)?;
    let t = parse_operand_pair(p, state)?;
    state.result_types = vec![bool_like(ctx, t)];
    Ok(())
}

/// Prints `cmpi`'s custom form (see [`parse_cmpi`]).
fn print_cmpi(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let cmp = CmpIOp(op);
    let name = cmp
        .predicate(ctx, body)
        .and_then(|a| attr_i64(ctx, a))
        .and_then(|v| CMPI_PREDICATES.get(usize::try_from(v).ok()?))
        .copied()
        .unwrap_or("?");
    p.write(&format!(" \"{name}\", "));
    p.print_operands(body.operands(op));
    print_attrs(p, &["predicate"]);
    if body.num_operands(op) > 0 {
        p.write(" : ");
        p.print_type(body.value_type(cmp.lhs(body)));
    }
}

/// `%a, %b attr-dict : type`: two operands of the returned type, resolved into `state`.
fn parse_operand_pair(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<Type> {
    let lhs = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let rhs = p.parse_operand()?;
    attr_dict(p, state)?;
    let t = p.parse_colon_type()?;
    let at = p.offset();
    p.resolve_operands(&[lhs, rhs], &[t, t], at, &mut state.operands)?;
    Ok(t)
}

/// `cmpi`'s result is `i1` in the operands' shape.
fn verify_cmpi_result(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let cmp = CmpIOp(op);
    let t = body.value_type(cmp.lhs(body));
    let rt = body.value_type(cmp.result(body));
    if rt != bool_like(ctx, t) {
        return Err(format!(
            "'{}' op result #0 must be '{}', but got '{}'",
            CmpIOp::NAME,
            ty(ctx, bool_like(ctx, t)),
            ty(ctx, rt)
        ));
    }
    Ok(())
}

// ---- select ----

/// The type of `select`'s second value and result: the first value's.
fn same_type(_: &Context, t: Type) -> Option<Vec<Type>> {
    Some(vec![t])
}

op! {
    /// A choice between two values.
    ///
    /// `select` returns `true_value` when `condition` is set and `false_value`
    /// otherwise. The two values and the result share the type after the colon; the
    /// condition is `i1`, or, to choose element by element, `i1` in the shape of a vector
    /// or tensor type (the custom form only spells out the latter). It became
    /// `arith.select`.
    ///
    /// ```mlir
    /// func @select(%c: i1, %a: i32, %b: i32, %m: vector<4xi1>, %x: vector<4xf32>) -> (i32, vector<4xf32>) {
    ///   %0 = select %c, %a, %b : i32
    ///   %1 = select %m, %x, %x : vector<4xf32>
    ///   return %0, %1 : i32, vector<4xf32>
    /// }
    /// ```
    pub struct SelectOp = "std.select" {
        traits: [pure],
        operands: [condition: AnyType, true_value: AnyType, false_value: AnyType],
        results: [result: AnyType],
        types_match: {
            condition: bool_like_of(true_value),
            false_value: same_type(true_value),
            result: same_type(true_value),
        },
        verify: verify_select,
        format: "$condition `,` $true_value `,` $false_value attr-dict `:` type($true_value)",
    }
}

/// The selected values and the result share one type; the condition is `i1` or `i1` in
/// their shape.
fn verify_select(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = SelectOp::NAME;
    let sel = SelectOp(op);
    let t = body.value_type(sel.true_value(body));
    if body.value_type(sel.false_value(body)) != t || body.value_type(sel.result(body)) != t {
        return Err(format!(
            "'{NAME}' op requires the same type for the two selected values and the result"
        ));
    }
    let c = body.value_type(sel.condition(body));
    let i1 = ctx.builtin_types().i1;
    let shaped = bool_like(ctx, t);
    if c != i1 && c != shaped {
        let allowed = if shaped == i1 {
            "'i1'".to_string()
        } else {
            format!("'i1' or '{}'", ty(ctx, shaped))
        };
        return Err(format!(
            "'{NAME}' op condition must be {allowed}, but got '{}'",
            ty(ctx, c)
        ));
    }
    Ok(())
}

// ---- constant ----

op! {
    /// A constant value.
    ///
    /// `constant` materializes its `value` attribute: an integer, float or elements
    /// attribute, whose type is the result type, or a reference `@f` to a function of the
    /// enclosing symbol table, which then needs its function type after a colon. Its
    /// result is named after the value (`%c42_i32`, `%true`, `%f`, `%cst`). Integer,
    /// float and elements constants became `arith.constant`, function references
    /// `func.constant`.
    ///
    /// ```mlir
    /// func @callee(f32) -> f32
    /// func @constants() -> (i32, f32, (f32) -> f32) {
    ///   %0 = constant 42 : i32
    ///   %1 = constant 1.500000e+00 : f32
    ///   %2 = constant @callee : (f32) -> f32
    ///   return %0, %1, %2 : i32, f32, (f32) -> f32
    /// }
    /// ```
    pub struct ConstantOp = "std.constant" {
        traits: [pure, constant_like],
        attrs: [value: AnyAttr],
        results: [result: AnyType],
        verify: verify_constant,
        result_names: constant_result_names,
        info: { fold: None, verify_symbol_uses: Some(verify_constant_symbol_uses) },
        parse: parse_constant,
        print: print_constant,
    }
}

/// `attr-dict attribute-value (: type)?`: the type is the attribute's own, except for a
/// function reference `@f : (..) -> ..`.
fn parse_constant(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    attr_dict(p, state)?;
    let offset = p.offset();
    let value = p.parse_attribute(None)?;
    let t = match ctx.attr_data(value) {
        AttrData::SymbolRef { .. } => p.parse_colon_type()?,
        _ => match strata_ods::attr_type(ctx, value) {
            Some(t) if t != ctx.none_type() => t,
            _ => return Err(p.error_at(offset, "expected a typed constant value")),
        },
    };
    p.add_attribute(state, "value", value);
    state.result_types = vec![t];
    Ok(())
}

/// Prints `constant`'s custom form (see [`parse_constant`]).
fn print_constant(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let c = ConstantOp(op);
    print_attrs(p, &["value"]);
    let Some(value) = c.value(ctx, body) else {
        return;
    };
    p.write(" ");
    p.print_attribute(value);
    if matches!(ctx.attr_data(value), AttrData::SymbolRef { .. }) && body.num_results(op) > 0 {
        p.write(" : ");
        p.print_type(body.value_type(c.result(body)));
    }
}

/// The value is an integer, float or elements attribute of the result type, or a flat
/// reference to a function (of function type).
fn verify_constant(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = ConstantOp::NAME;
    let c = ConstantOp(op);
    let Some(value) = c.value(ctx, body) else {
        return Ok(());
    };
    let rt = body.value_type(c.result(body));
    match ctx.attr_data(value) {
        AttrData::SymbolRef { nested, .. } => {
            if !nested.is_empty() {
                return Err(format!(
                    "'{NAME}' op requires a flat symbol reference to a function"
                ));
            }
            if !matches!(ctx.type_data(rt), TypeData::Function { .. }) {
                return Err(format!(
                    "'{NAME}' op requires a function type for a function reference, but got '{}'",
                    ty(ctx, rt)
                ));
            }
            Ok(())
        }
        AttrData::Integer { .. }
        | AttrData::Float { .. }
        | AttrData::DenseElements { .. }
        | AttrData::DenseResource { .. }
        | AttrData::Sparse { .. } => {
            if strata_ods::attr_type(ctx, value) != Some(rt) {
                return Err(format!(
                    "'{NAME}' op requires attribute's type to match op's return type"
                ));
            }
            Ok(())
        }
        _ => Err(format!(
            "'{NAME}' op requires an integer, float, elements or function reference value"
        )),
    }
}

/// `%c42_i32`, `%c0` (index), `%true`/`%false` (`i1`), `%f` (function reference), `%cst`
/// (anything else), like the constants of today's dialects.
fn constant_result_names(
    ctx: &Context,
    body: &Body,
    op: OpId,
    set_name: &mut dyn FnMut(ValueId, &str),
) {
    if body.num_results(op) == 0 {
        return;
    }
    let c = ConstantOp(op);
    let name = match c.value(ctx, body).map(|a| ctx.attr_data(a)) {
        Some(AttrData::SymbolRef { .. }) => "f".to_string(),
        Some(AttrData::Integer { ty: t, value }) => {
            let v = value.to_i64_checked().map_or("c".to_string(), |v| {
                if v < 0 {
                    format!("c{v}").replace('-', "_")
                } else {
                    format!("c{v}")
                }
            });
            match ctx.type_data(*t) {
                TypeData::Index => v,
                TypeData::Integer { width: 1, .. } => {
                    if value.is_zero() { "false" } else { "true" }.to_string()
                }
                _ => format!("{v}_{}", ty(ctx, *t)),
            }
        }
        _ => "cst".to_string(),
    };
    set_name(c.result(body), &name);
}

/// `constant @f`: `@f` must be a function of the enclosing symbol table whose type is
/// the result's.
fn verify_constant_symbol_uses(
    ctx: &Context,
    table_body: &Body,
    table: OpId,
    symbols: &SymbolTable,
    body: &Body,
    op: OpId,
) -> Result<(), OpError> {
    let c = ConstantOp(op);
    let Some(value) = c.value(ctx, body) else {
        return Ok(());
    };
    let AttrData::SymbolRef { root, .. } = ctx.attr_data(value) else {
        return Ok(());
    };
    if body.num_results(op) != 1 {
        return Ok(());
    }
    let Some(fn_ty) = referenced_function(ctx, table_body, table, symbols, value) else {
        return Err(format!(
            "'{}' op reference to undefined function '{}'",
            ConstantOp::NAME,
            ctx.ident_str(*root)
        )
        .into());
    };
    if fn_ty != Some(body.value_type(c.result(body))) {
        return Err(format!(
            "'{}' op reference to function with mismatched type",
            ConstantOp::NAME
        )
        .into());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn predicate_names_follow_the_arith_order() {
        assert_eq!(CMPI_PREDICATES[2], "slt");
        assert_eq!(CMPI_PREDICATES[9], "uge");
    }

    #[test]
    fn bool_like_keeps_the_shape() {
        let ctx = Context::new();
        let (i1, f32) = (ctx.builtin_types().i1, ctx.builtin_types().f32);
        assert_eq!(bool_like(&ctx, f32), i1);
        let tensor = |element| {
            ctx.intern_type(TypeData::RankedTensor {
                shape: vec![4, strata_ir::types::DYNAMIC].into(),
                element,
                encoding: None,
            })
        };
        assert_eq!(bool_like(&ctx, tensor(f32)), tensor(i1));
    }
}
