//! The rest of the `arith` ops of mlir-opt 22 (extended arithmetic, rounding divisions,
//! min/max, `negf`/`remf`, float and bit casts, `scaling_*`), the rounding-mode attribute
//! and their hand-written verifiers and syntax.

use strata_asm::custom::{OpAsmParser, OpAsmPrinter, Punct};
use strata_asm::printer::type_to_string;
use strata_ir::apint::ApInt;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId, OperationState, ValueId};
use strata_ir::{AttrData, Attribute, Context, Signedness, Type, TypeData};

use super::FastMath;
use strata_ods::{
    AttrConstraint, BoolLike, FloatLike, SignlessFixedWidthIntegerLike, SignlessIntegerLike,
    SignlessIntegerLikeOrMemRef, SignlessIntegerOrFloatLikeOrMemRef, op,
};

/// The `fold` field of an op declared by the macros below (optional folder path).
macro_rules! fold_of {
    () => {
        None
    };
    ($f:path) => {
        Some($f)
    };
}

// ---- rounding mode ----

const ROUNDING: &[&str] = &[
    "to_nearest_even",
    "downward",
    "upward",
    "toward_zero",
    "to_nearest_away",
];

fn rounding_case(ctx: &Context, attr: Attribute) -> Option<usize> {
    match ctx.attr_data(attr) {
        AttrData::Integer { ty, value } if *ty == ctx.builtin_types().i32 => value
            .to_u64_checked()
            .map(|v| v as usize)
            .filter(|v| *v < ROUNDING.len()),
        _ => None,
    }
}

fn rounding_attr(ctx: &Context, case: usize) -> Attribute {
    ctx.integer_attr(ctx.builtin_types().i32, ApInt::from_u64(32, case as u64))
}

/// `arith.truncf`'s rounding mode: an `i32` case printed as a keyword (`to_nearest_even`).
pub struct RoundingMode;
impl AttrConstraint for RoundingMode {
    const SUMMARY: &'static str = "Floating point rounding mode";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        rounding_case(ctx, attr).is_some()
    }
    fn parse(p: &mut OpAsmParser<'_, '_, '_>, name: &str) -> Result<Attribute, Diagnostic> {
        let offset = p.offset();
        match Self::parse_optional(p, name)? {
            Some(a) => Ok(a),
            None => Err(p.error_at(
                offset,
                format!(
                    "expected string or keyword containing one of the following enum values for attribute '{name}' [{}]",
                    ROUNDING.join(", ")
                ),
            )),
        }
    }
    fn parse_optional(
        p: &mut OpAsmParser<'_, '_, '_>,
        _name: &str,
    ) -> Result<Option<Attribute>, Diagnostic> {
        Ok(p.parse_optional_keyword_of(ROUNDING).map(|k| {
            let i = ROUNDING.iter().position(|c| *c == k).unwrap_or(0);
            rounding_attr(p.ctx(), i)
        }))
    }
    fn print(p: &mut OpAsmPrinter<'_, '_, '_, '_>, attr: Attribute) {
        match rounding_case(p.ctx(), attr) {
            Some(i) => p.write(ROUNDING[i]),
            None => p.print_attribute(attr),
        }
    }
}

// ---- helpers ----

fn op_name<'c>(ctx: &'c Context, body: &Body, op: OpId) -> &'c str {
    ctx.op_name_str(body.op(op).name)
}

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

/// The bit width of a signless integer or float, `None` for other types.
fn width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_data(ty) {
        TypeData::Integer {
            width,
            signedness: Signedness::Signless,
        } => Some(*width),
        TypeData::Float(k) => Some(k.bit_width()),
        _ => None,
    }
}

fn is_float(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_data(ty), TypeData::Float(_))
}

/// MLIR's `Elementwise` trait: vector/tensor operands and results agree in kind and shape.
fn verify_elementwise(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let name = op_name(ctx, body, op);
    // The kind of a mappable type (vector, ranked or unranked tensor) and its shape.
    let mappable = |v: ValueId| -> Option<(u8, Option<Vec<i64>>)> {
        match ctx.type_data(body.value_type(v)) {
            TypeData::Vector { shape, .. } => Some((0, Some(shape.to_vec()))),
            TypeData::RankedTensor { shape, .. } => Some((1, Some(shape.to_vec()))),
            TypeData::UnrankedTensor { .. } => Some((2, None)),
            _ => None,
        }
    };
    let ops: Vec<_> = body.operands(op).filter_map(mappable).collect();
    let res: Vec<_> = body.results(op).filter_map(mappable).collect();
    if ops.is_empty() && res.is_empty() {
        return Ok(());
    }
    if ops.is_empty() {
        return Err(format!(
            "'{name}' op if a result is non-scalar, then at least one operand must be non-scalar"
        ));
    }
    if res.is_empty() {
        return Err(format!(
            "'{name}' op if an operand is non-scalar, then there must be at least one non-scalar result"
        ));
    }
    if res.len() != body.num_results(op) {
        return Err(format!(
            "'{name}' op if an operand is non-scalar, then all results must be non-scalar"
        ));
    }
    let all: Vec<_> = ops.iter().chain(&res).collect();
    let kind = all[0].0;
    let ranked: Vec<&Vec<i64>> = all.iter().filter_map(|m| m.1.as_ref()).collect();
    let compatible = ranked.windows(2).all(|w| {
        w[0].len() == w[1].len()
            && w[0].iter().zip(w[1]).all(|(a, b)| {
                a == b || *a == strata_ir::types::DYNAMIC || *b == strata_ir::types::DYNAMIC
            })
    });
    if all.iter().any(|m| m.0 != kind) || !compatible {
        return Err(format!(
            "'{name}' op all non-scalar operands/results must have the same shape and base type"
        ));
    }
    Ok(())
}

/// ODS's `SameInputOutputTensorDims` of the casts: the input and output tensor shapes are
/// equal (a non-tensor counts as rank 0; an unranked tensor never matches, as mlir-opt 22
/// behaves).
fn verify_tensor_dims(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let dims = |v: ValueId| -> Option<Vec<i64>> {
        match ctx.type_data(body.value_type(v)) {
            TypeData::RankedTensor { shape, .. } => Some(shape.to_vec()),
            TypeData::UnrankedTensor { .. } => None,
            _ => Some(Vec::new()),
        }
    };
    let (Some(a), Some(b)) = (dims(body.operand(op, 0)), dims(body.result(op, 0))) else {
        return Err(tensor_dims_error(ctx, body, op));
    };
    if a == b {
        Ok(())
    } else {
        Err(tensor_dims_error(ctx, body, op))
    }
}

fn tensor_dims_error(ctx: &Context, body: &Body, op: OpId) -> String {
    format!(
        "'{}' op failed to verify that input and output have the same tensor dimensions",
        op_name(ctx, body, op)
    )
}

// ---- extended arithmetic ----

/// `AllTypesMatch<["lhs", "rhs", "sum"]>` and `Elementwise`.
fn verify_addui_extended(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let t = |v: ValueId| body.value_type(v);
    let sum = t(body.result(op, 0));
    if t(body.operand(op, 0)) != sum || t(body.operand(op, 1)) != sum {
        return Err(
            "'arith.addui_extended' op failed to verify that all of {lhs, rhs, sum} have same type"
                .into(),
        );
    }
    verify_elementwise(ctx, body, op)
}

/// `AllTypesMatch<["lhs", "rhs", "low", "high"]>`.
fn verify_mul_extended(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let name = op_name(ctx, body, op);
    let lhs = body.value_type(body.operand(op, 0));
    let same = body
        .operands(op)
        .chain(body.results(op))
        .all(|v| body.value_type(v) == lhs);
    if !same {
        return Err(format!(
            "'{name}' op failed to verify that all of {{lhs, rhs, low, high}} have same type"
        ));
    }
    Ok(())
}

/// `%lhs, %rhs attr-dict : type` (`mul*_extended`) or `: type, overflow-type`
/// (`addui_extended`).
fn parse_extended(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> Result<(), Diagnostic> {
    let is_add = p.ctx().op_name_str(state.name) == "arith.addui_extended";
    let offset = p.offset();
    let lhs = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let rhs = p.parse_operand()?;
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    let ty = p.parse_colon_type()?;
    p.resolve_operands(&[lhs, rhs], &[ty, ty], offset, &mut state.operands)?;
    if is_add {
        p.parse_punct(Punct::Comma)?;
        let overflow = p.parse_type()?;
        state.result_types.extend([ty, overflow]);
    } else {
        state.result_types.extend([ty, ty]);
    }
    Ok(())
}

/// Prints the `*_extended` ops.
fn print_extended(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (ctx, body, op) = (p.ctx(), p.body(), p.op());
    p.write(" ");
    p.print_operands(body.operands(op));
    let attrs = p.attrs();
    p.print_optional_attr_dict(&attrs, &[]);
    p.write(" : ");
    let is_add = op_name(ctx, body, op) == "arith.addui_extended";
    if is_add {
        p.print_types(body.results(op).map(|v| body.value_type(v)));
    } else if let Some(v) = body.operands(op).next() {
        p.print_type(body.value_type(v));
    }
}

/// `%sum, %overflow` and `%low, %high`.
fn extended_result_names(
    ctx: &Context,
    body: &Body,
    op: OpId,
    set_name: &mut dyn FnMut(ValueId, &str),
) {
    let names = if op_name(ctx, body, op) == "arith.addui_extended" {
        ["sum", "overflow"]
    } else {
        ["low", "high"]
    };
    for (v, n) in body.results(op).zip(names) {
        set_name(v, n);
    }
}

op! {
    /// `%sum, %overflow = arith.addui_extended %a, %b : i32, i1`: addition with carry.
    pub struct AddUIExtendedOp = "arith.addui_extended" {
        traits: [pure, commutative],
        operands: [lhs: SignlessIntegerLike, rhs: SignlessIntegerLike],
        results: [sum: SignlessIntegerLike, overflow: BoolLike],
        verify: verify_addui_extended,
        result_names: extended_result_names,
        parse: parse_extended,
        print: print_extended,
        info: { fold: Some(super::fold::fold_addui_extended) },
    }
}

op! {
    /// `%low, %high = arith.mulsi_extended %a, %b : i32`: signed full-width product.
    pub struct MulSIExtendedOp = "arith.mulsi_extended" {
        traits: [pure, commutative],
        operands: [lhs: SignlessIntegerLike, rhs: SignlessIntegerLike],
        results: [low: SignlessIntegerLike, high: SignlessIntegerLike],
        verify: verify_mul_extended,
        result_names: extended_result_names,
        parse: parse_extended,
        print: print_extended,
        info: { fold: Some(super::fold::fold_mulsi_extended) },
    }
}

op! {
    /// `%low, %high = arith.mului_extended %a, %b : i32`: unsigned full-width product.
    pub struct MulUIExtendedOp = "arith.mului_extended" {
        traits: [pure, commutative],
        operands: [lhs: SignlessIntegerLike, rhs: SignlessIntegerLike],
        results: [low: SignlessIntegerLike, high: SignlessIntegerLike],
        verify: verify_mul_extended,
        result_names: extended_result_names,
        parse: parse_extended,
        print: print_extended,
        info: { fold: Some(super::fold::fold_mului_extended) },
    }
}

// ---- integer and float binary ops ----

/// Declares an integer binary op `$lhs, $rhs attr-dict : type($result)`.
macro_rules! int_binop_more {
    ($(#[$m:meta])* $ty:ident, $name:literal, [$($t:ident),*] $(, $fold:path)?) => {
        op! {
            $(#[$m])*
            pub struct $ty = $name {
                traits: [$($t,)* same_operands_and_result_type],
                operands: [lhs: SignlessIntegerLike, rhs: SignlessIntegerLike],
                results: [result: SignlessIntegerLike],
                format: "$lhs `,` $rhs attr-dict `:` type($result)",
                info: {
                    fold: fold_of!($($fold)?),
                    interfaces: super::speculation::interfaces($name),
                },
            }
        }
    };
}

/// Declares a float binary op with fast-math flags.
macro_rules! float_binop_more {
    ($(#[$m:meta])* $ty:ident, $name:literal, [$($t:ident),*] $(, $fold:path)?) => {
        op! {
            $(#[$m])*
            pub struct $ty = $name {
                traits: [pure, $($t,)* same_operands_and_result_type],
                operands: [lhs: FloatLike, rhs: FloatLike],
                attrs: [fastmath: default FastMath],
                results: [result: FloatLike],
                format: "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
                info: { fold: fold_of!($($fold)?) },
            }
        }
    };
}

int_binop_more!(
    /// `arith.ceildivsi`: signed division rounding towards positive infinity.
    CeilDivSIOp, "arith.ceildivsi", [pure], super::fold::fold_ceildivsi);
int_binop_more!(
    /// `arith.ceildivui`: unsigned division rounding up.
    CeilDivUIOp, "arith.ceildivui", [pure], super::fold::fold_ceildivui);
int_binop_more!(
    /// `arith.floordivsi`: signed division rounding towards negative infinity.
    FloorDivSIOp, "arith.floordivsi", [pure], super::fold::fold_floordivsi);
int_binop_more!(
    /// `arith.maxsi`: signed maximum.
    MaxSIOp, "arith.maxsi", [pure, commutative], super::fold::fold_maxsi);
int_binop_more!(
    /// `arith.maxui`: unsigned maximum.
    MaxUIOp, "arith.maxui", [pure, commutative], super::fold::fold_maxui);
int_binop_more!(
    /// `arith.minsi`: signed minimum.
    MinSIOp, "arith.minsi", [pure, commutative], super::fold::fold_minsi);
int_binop_more!(
    /// `arith.minui`: unsigned minimum.
    MinUIOp, "arith.minui", [pure, commutative], super::fold::fold_minui);
float_binop_more!(
    /// `arith.maximumf`: IEEE 754-2019 maximum (NaN-propagating).
    MaximumFOp, "arith.maximumf", [commutative], super::fold::fold_maximumf);
float_binop_more!(
    /// `arith.minimumf`: IEEE 754-2019 minimum (NaN-propagating).
    MinimumFOp, "arith.minimumf", [commutative], super::fold::fold_minimumf);
float_binop_more!(
    /// `arith.maxnumf`: maximum ignoring a quiet NaN operand.
    MaxNumFOp, "arith.maxnumf", [commutative], super::fold::fold_maxnumf);
float_binop_more!(
    /// `arith.minnumf`: minimum ignoring a quiet NaN operand.
    MinNumFOp, "arith.minnumf", [commutative], super::fold::fold_minnumf);
float_binop_more!(
    /// `arith.remf`: float remainder.
    RemFOp, "arith.remf", [], super::fold::fold_remf);

op! {
    /// `arith.negf %x : f32`: float negation.
    pub struct NegFOp = "arith.negf" {
        traits: [pure, same_operands_and_result_type],
        operands: [operand: FloatLike],
        attrs: [fastmath: default FastMath],
        results: [result: FloatLike],
        format: "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
        info: { fold: Some(super::fold::fold_negf) },
    }
}

// ---- casts ----

/// The checks of the casts declared here, in mlir-opt's order: `SameInputOutputTensorDims`,
/// `SameOperandsAndResultShape`, `CastOpInterface` compatibility, `Elementwise`.
fn verify_cast_more(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let name = op_name(ctx, body, op);
    verify_tensor_dims(ctx, body, op)?;
    strata_ods::check_same_operands_and_result_shape(ctx, body, op, name)?;
    let from = body.value_type(body.operand(op, 0));
    let to = body.value_type(body.result(op, 0));
    let (a, b) = (element(ctx, from), element(ctx, to));
    let is_index = |t: Type| matches!(ctx.type_data(t), TypeData::Index);
    let is_int = |t: Type| !is_float(ctx, t) && width(ctx, t).is_some();
    let ok = match name {
        "arith.extf" => matches!((width(ctx, a), width(ctx, b)), (Some(x), Some(y)) if y > x),
        "arith.truncf" => matches!((width(ctx, a), width(ctx, b)), (Some(x), Some(y)) if y < x),
        "arith.index_castui" => (is_index(a) && is_int(b)) || (is_int(a) && is_index(b)),
        "arith.bitcast" => width(ctx, a).is_some() && width(ctx, a) == width(ctx, b),
        _ => true,
    };
    if !ok {
        return Err(format!(
            "'{name}' op operand type '{}' and result type '{}' are cast incompatible",
            type_to_string(ctx, from),
            type_to_string(ctx, to)
        ));
    }
    if name == "arith.index_castui" || name == "arith.bitcast" {
        // Memref casts are not elementwise.
        let memref = |t: Type| {
            matches!(
                ctx.type_data(t),
                TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
            )
        };
        if memref(from) || memref(to) {
            return Ok(());
        }
    }
    verify_elementwise(ctx, body, op)
}

/// `scaling_extf`/`scaling_truncf`: the result is wider/narrower than the input.
fn verify_scaling(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let name = op_name(ctx, body, op);
    verify_tensor_dims(ctx, body, op)?;
    let t = |v: ValueId| body.value_type(v);
    let (input, scale, out) = (
        t(body.operand(op, 0)),
        t(body.operand(op, 1)),
        t(body.result(op, 0)),
    );
    let (a, b) = (
        width(ctx, element(ctx, input)),
        width(ctx, element(ctx, out)),
    );
    let ok = match (a, b) {
        (Some(x), Some(y)) if name == "arith.scaling_extf" => y > x,
        (Some(x), Some(y)) => y < x,
        _ => false,
    };
    if !ok {
        return Err(format!(
            "'{name}' op operand types '{}', '{}' and result type '{}' are cast incompatible",
            type_to_string(ctx, input),
            type_to_string(ctx, scale),
            type_to_string(ctx, out)
        ));
    }
    verify_elementwise(ctx, body, op)
}

/// Declares a cast op `$in attr-dict : type($in) to type($out)`.
macro_rules! cast_op_more {
    ($(#[$m:meta])* $ty:ident, $name:literal, $from:ident, $to:ident $(, $fold:path)?) => {
        op! {
            $(#[$m])*
            pub struct $ty = $name {
                traits: [pure],
                operands: [in_: $from],
                results: [out: $to],
                verify: verify_cast_more,
                format: "$in_ attr-dict `:` type($in_) `to` type($out)",
                info: { fold: fold_of!($($fold)?) },
            }
        }
    };
}

cast_op_more!(
    /// `arith.uitofp %a : i32 to f32`.
    UIToFPOp, "arith.uitofp", SignlessFixedWidthIntegerLike, FloatLike, super::fold::fold_uitofp);
cast_op_more!(
    /// `arith.fptosi %x : f32 to i32`.
    FPToSIOp, "arith.fptosi", FloatLike, SignlessFixedWidthIntegerLike, super::fold::fold_fptosi);
cast_op_more!(
    /// `arith.fptoui %x : f32 to i32`.
    FPToUIOp, "arith.fptoui", FloatLike, SignlessFixedWidthIntegerLike, super::fold::fold_fptoui);
cast_op_more!(
    /// `arith.index_castui %a : i32 to index` (zero-extending).
    IndexCastUIOp, "arith.index_castui", SignlessIntegerLikeOrMemRef, SignlessIntegerLikeOrMemRef, super::fold::fold_index_castui);
cast_op_more!(
    /// `arith.bitcast %a : i32 to f32`: reinterpretation of bits of the same width.
    BitcastOp, "arith.bitcast", SignlessIntegerOrFloatLikeOrMemRef, SignlessIntegerOrFloatLikeOrMemRef, super::fold::fold_bitcast);

op! {
    /// `arith.extf %h : f16 to f32`: float extension.
    pub struct ExtFOp = "arith.extf" {
        traits: [pure],
        operands: [in_: FloatLike],
        attrs: [fastmath: optional FastMath],
        results: [out: FloatLike],
        verify: verify_cast_more,
        format: "$in_ (`fastmath` `` $fastmath^)? attr-dict `:` type($in_) `to` type($out)",
        info: { fold: Some(super::fold::fold_float_cast) },
    }
}

op! {
    /// `arith.truncf %x to_nearest_even : f32 to f16`: float truncation.
    pub struct TruncFOp = "arith.truncf" {
        traits: [pure],
        operands: [in_: FloatLike],
        attrs: [roundingmode: optional RoundingMode, fastmath: optional FastMath],
        results: [out: FloatLike],
        verify: verify_cast_more,
        format: "$in_ ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in_) `to` type($out)",
        info: { fold: Some(super::fold::fold_float_cast) },
    }
}

op! {
    /// `arith.scaling_extf %x, %s : f4E2M1FN, f8E8M0FNU to f32`: extension with a scale.
    pub struct ScalingExtFOp = "arith.scaling_extf" {
        traits: [pure],
        operands: [in_: FloatLike, scale: FloatLike],
        attrs: [fastmath: optional FastMath],
        results: [out: FloatLike],
        verify: verify_scaling,
        format: "$in_ `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($in_) `,` type($scale) `to` type($out)",
    }
}

op! {
    /// `arith.scaling_truncf %x, %s : f32, f8E8M0FNU to f4E2M1FN`: truncation with a scale.
    pub struct ScalingTruncFOp = "arith.scaling_truncf" {
        traits: [pure],
        operands: [in_: FloatLike, scale: FloatLike],
        attrs: [roundingmode: optional RoundingMode, fastmath: optional FastMath],
        results: [out: FloatLike],
        verify: verify_scaling,
        format: "$in_ `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in_) `,` type($scale) `to` type($out)",
    }
}

/// Registers the ops of this module into `ctx` (the `arith` dialect itself is registered
/// by [`super::register`]).
pub fn register(ctx: &Context) {
    AddUIExtendedOp::register(ctx);
    MulSIExtendedOp::register(ctx);
    MulUIExtendedOp::register(ctx);
    CeilDivSIOp::register(ctx);
    CeilDivUIOp::register(ctx);
    FloorDivSIOp::register(ctx);
    MaxSIOp::register(ctx);
    MaxUIOp::register(ctx);
    MinSIOp::register(ctx);
    MinUIOp::register(ctx);
    MaximumFOp::register(ctx);
    MinimumFOp::register(ctx);
    MaxNumFOp::register(ctx);
    MinNumFOp::register(ctx);
    RemFOp::register(ctx);
    NegFOp::register(ctx);
    UIToFPOp::register(ctx);
    FPToSIOp::register(ctx);
    FPToUIOp::register(ctx);
    IndexCastUIOp::register(ctx);
    BitcastOp::register(ctx);
    ExtFOp::register(ctx);
    TruncFOp::register(ctx);
    ScalingExtFOp::register(ctx);
    ScalingTruncFOp::register(ctx);
}

#[cfg(test)]
mod tests {
    //! Typed views and attributes of the ops declared here.

    use super::*;
    use strata_asm::{ParseOptions, Source, parse_source};
    use strata_ir::ir::{WalkOrder, walk_all_iter};

    #[test]
    fn views_accessors_and_rounding_mode() {
        let ctx = Context::new();
        crate::register_all(&ctx);
        let text = "func.func @f(%a: i32, %x: f32) {\n  %0:2 = arith.addui_extended %a, %a : i32, i1\n  %1 = arith.truncf %x downward : f32 to f16\n  return\n}\n";
        let op = parse_source(&ctx, &Source { name: "t", text }, &ParseOptions::default()).unwrap();
        let mut found = 0;
        for (body, id) in walk_all_iter(&op.body, op.op, WalkOrder::PreOrder) {
            if let Some(add) = AddUIExtendedOp::cast(&ctx, body, id) {
                assert_eq!(body.value_type(add.sum(body)), ctx.builtin_types().i32);
                assert_eq!(body.value_type(add.overflow(body)), ctx.builtin_types().i1);
                assert_eq!(add.lhs(body), add.rhs(body));
                assert!(AddUIExtendedOp::__verify(&ctx, body, id).is_ok());
                found += 1;
            }
            if let Some(t) = TruncFOp::cast(&ctx, body, id) {
                let mode = t.roundingmode(&ctx, body).unwrap();
                assert_eq!(rounding_case(&ctx, mode), Some(1));
                assert!(RoundingMode::check(&ctx, mode));
                assert!(t.fastmath(&ctx, body).is_none());
                found += 1;
            }
        }
        assert_eq!(found, 2);
        let info = ctx.op_info(ctx.op_name("arith.truncf")).unwrap();
        assert_eq!(info.inherent_attrs, &["fastmath", "roundingmode"]);
        assert!(!RoundingMode::check(&ctx, rounding_attr(&ctx, 5)));
    }
}
