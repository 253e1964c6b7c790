//! The casts: integer extension and truncation, `index_cast`/`index_castui`, the
//! conversions between integers and floats, float extension and truncation (plain and
//! scaled) and `bitcast`; with their cast-compatibility checks.

use strata_asm::printer::type_to_string;
use strata_ir::ir::{Body, OpId, ValueId};
use strata_ir::{Context, Type, TypeData};
use strata_ods::{
    FloatLike, SignlessFixedWidthIntegerLike, SignlessIntegerLikeOrMemRef,
    SignlessIntegerOrFloatLikeOrMemRef, op,
};

use super::{element, int_width, op_name, verify_elementwise, width};
use crate::arith::fold;
use crate::arith::{FastMath, OverflowFlags, RoundingMode};

/// Declares a cast `$input attr-dict : type($input) to type($out)`; its verifier starts
/// with [`verify_shapes`] (`SameInputOutputTensorDims` before `SameOperandsAndResultShape`,
/// mlir-opt's order).
macro_rules! shaped_cast {
    (
        $(#[$m:meta])* $ty:ident = $name:literal, $from:ident to $to:ident,
        verify: $verify:path, fold: $fold:path
    ) => {
        op! {
            $(#[$m])*
            pub struct $ty = $name {
                traits: [pure],
                operands: [input: $from],
                results: [out: $to],
                verify: $verify,
                format: "$input attr-dict `:` type($input) `to` type($out)",
                fold: $fold,
            }
        }
    };
}

/// Declares a cast `$in_ attr-dict : type($in_) to type($out)` whose verifier checks the
/// tensor dimensions, shapes, compatibility and `Elementwise` (see
/// [`verify_elementwise_cast`]).
macro_rules! elementwise_cast {
    (
        $(#[$m:meta])* $ty:ident = $name:literal, $from:ident to $to:ident,
        verify: $verify:path, fold: $fold:path
    ) => {
        op! {
            $(#[$m])*
            pub struct $ty = $name {
                traits: [pure],
                operands: [in_: $from],
                results: [out: $to],
                verify: $verify,
                format: "$in_ attr-dict `:` type($in_) `to` type($out)",
                fold: $fold,
            }
        }
    };
}

// ---- integer casts ----

shaped_cast! {
    /// Conversion between `index` and a fixed-width integer, sign-extending.
    ///
    /// `arith.index_cast` converts an `index` to a signless integer or back (also
    /// elementwise, and between memrefs of such elements). A narrower target keeps the low
    /// bits; a wider one gets the value sign-extended.
    ///
    /// ```mlir
    /// func.func @index_cast(%i: index, %n: i32) -> (i64, index) {
    ///   %0 = arith.index_cast %i : index to i64
    ///   %1 = arith.index_cast %n : i32 to index
    ///   return %0, %1 : i64, index
    /// }
    /// ```
    IndexCastOp = "arith.index_cast", SignlessIntegerLikeOrMemRef to SignlessIntegerLikeOrMemRef,
        verify: verify_index_cast, fold: fold::fold_index_cast
}

shaped_cast! {
    /// Sign extension to a wider integer.
    ///
    /// `arith.extsi` copies the sign bit of its operand into the new high bits, preserving
    /// the value read as a signed number. The result must be strictly wider.
    ///
    /// ```mlir
    /// func.func @extsi(%a: i8) -> i32 {
    ///   %0 = arith.extsi %a : i8 to i32
    ///   return %0 : i32
    /// }
    /// ```
    ExtSIOp = "arith.extsi", SignlessFixedWidthIntegerLike to SignlessFixedWidthIntegerLike,
        verify: verify_int_extension, fold: fold::fold_extsi
}

shaped_cast! {
    /// Zero extension to a wider integer.
    ///
    /// `arith.extui` fills the new high bits with zeros, preserving the value read as an
    /// unsigned number; `i1` `true` becomes 1. The result must be strictly wider.
    ///
    /// ```mlir
    /// func.func @extui(%b: i1, %v: vector<4xi16>) -> (i32, vector<4xi64>) {
    ///   %0 = arith.extui %b : i1 to i32
    ///   %1 = arith.extui %v : vector<4xi16> to vector<4xi64>
    ///   return %0, %1 : i32, vector<4xi64>
    /// }
    /// ```
    ExtUIOp = "arith.extui", SignlessFixedWidthIntegerLike to SignlessFixedWidthIntegerLike,
        verify: verify_int_extension, fold: fold::fold_extui
}

op! {
    /// Truncation to a narrower integer.
    ///
    /// `arith.trunci` keeps the low bits of its operand; the result must be strictly
    /// narrower. With `overflow<nsw>` (`nuw`) the op promises that the dropped bits are a
    /// sign (zero) extension of the kept ones, otherwise the result is poison.
    ///
    /// ```mlir
    /// func.func @trunci(%a: i64) -> (i32, i8) {
    ///   %0 = arith.trunci %a : i64 to i32
    ///   %1 = arith.trunci %a overflow<nuw> : i64 to i8
    ///   return %0, %1 : i32, i8
    /// }
    /// ```
    pub struct TruncIOp = "arith.trunci" {
        traits: [pure],
        operands: [input: SignlessFixedWidthIntegerLike],
        attrs: [overflowFlags: default OverflowFlags],
        results: [out: SignlessFixedWidthIntegerLike],
        verify: verify_int_truncation,
        format: "$input (`overflow` `` $overflowFlags^)? attr-dict `:` type($input) `to` type($out)",
        fold: fold::fold_trunci,
    }
}

elementwise_cast! {
    /// Conversion between `index` and a fixed-width integer, zero-extending.
    ///
    /// `arith.index_castui` is `arith.index_cast` for unsigned values: a wider target gets
    /// the value zero-extended, a narrower one keeps the low bits. It also applies
    /// elementwise and to memrefs.
    ///
    /// ```mlir
    /// func.func @index_castui(%n: i32, %i: index) -> (index, i16) {
    ///   %0 = arith.index_castui %n : i32 to index
    ///   %1 = arith.index_castui %i : index to i16
    ///   return %0, %1 : index, i16
    /// }
    /// ```
    IndexCastUIOp = "arith.index_castui", SignlessIntegerLikeOrMemRef to SignlessIntegerLikeOrMemRef,
        verify: verify_index_castui, fold: fold::fold_index_castui
}

elementwise_cast! {
    /// Reinterpretation of the bits of a value as another type of the same width.
    ///
    /// `arith.bitcast` converts between signless integers and floats of equal bit width
    /// (and elementwise between vectors, tensors or memrefs of them) without changing any
    /// bit, e.g. to inspect the encoding of a float.
    ///
    /// ```mlir
    /// func.func @bitcast(%x: f32, %v: vector<2xi16>) -> (i32, vector<2xbf16>) {
    ///   %0 = arith.bitcast %x : f32 to i32
    ///   %1 = arith.bitcast %v : vector<2xi16> to vector<2xbf16>
    ///   return %0, %1 : i32, vector<2xbf16>
    /// }
    /// ```
    BitcastOp = "arith.bitcast", SignlessIntegerOrFloatLikeOrMemRef to SignlessIntegerOrFloatLikeOrMemRef,
        verify: verify_bitcast, fold: fold::fold_bitcast
}

// ---- integer and float conversions ----

shaped_cast! {
    /// Conversion of a signed integer to a float.
    ///
    /// `arith.sitofp` reads its operand as a two's complement number and rounds it to the
    /// nearest value of the float type (ties to even); values beyond the format's range
    /// become infinities.
    ///
    /// ```mlir
    /// func.func @sitofp(%a: i32, %v: vector<2xi8>) -> (f32, vector<2xf16>) {
    ///   %0 = arith.sitofp %a : i32 to f32
    ///   %1 = arith.sitofp %v : vector<2xi8> to vector<2xf16>
    ///   return %0, %1 : f32, vector<2xf16>
    /// }
    /// ```
    SIToFPOp = "arith.sitofp", SignlessFixedWidthIntegerLike to FloatLike,
        verify: verify_conversion, fold: fold::fold_sitofp
}

elementwise_cast! {
    /// Conversion of an unsigned integer to a float.
    ///
    /// `arith.uitofp` reads its operand as an unsigned number and rounds it to the nearest
    /// value of the float type (ties to even).
    ///
    /// ```mlir
    /// func.func @uitofp(%a: i32) -> f64 {
    ///   %0 = arith.uitofp %a : i32 to f64
    ///   return %0 : f64
    /// }
    /// ```
    UIToFPOp = "arith.uitofp", SignlessFixedWidthIntegerLike to FloatLike,
        verify: verify_elementwise_conversion, fold: fold::fold_uitofp
}

elementwise_cast! {
    /// Conversion of a float to a signed integer, rounding toward zero.
    ///
    /// `arith.fptosi` drops the fraction of its operand; a NaN or a value outside the
    /// signed range of the result type gives poison.
    ///
    /// ```mlir
    /// func.func @fptosi(%x: f32) -> i32 {
    ///   %0 = arith.fptosi %x : f32 to i32
    ///   return %0 : i32
    /// }
    /// ```
    FPToSIOp = "arith.fptosi", FloatLike to SignlessFixedWidthIntegerLike,
        verify: verify_elementwise_conversion, fold: fold::fold_fptosi
}

elementwise_cast! {
    /// Conversion of a float to an unsigned integer, rounding toward zero.
    ///
    /// `arith.fptoui` drops the fraction of its operand; a NaN or a value outside the
    /// unsigned range of the result type (negative numbers included) gives poison.
    ///
    /// ```mlir
    /// func.func @fptoui(%x: vector<4xf16>) -> vector<4xi8> {
    ///   %0 = arith.fptoui %x : vector<4xf16> to vector<4xi8>
    ///   return %0 : vector<4xi8>
    /// }
    /// ```
    FPToUIOp = "arith.fptoui", FloatLike to SignlessFixedWidthIntegerLike,
        verify: verify_elementwise_conversion, fold: fold::fold_fptoui
}

// ---- float extension and truncation ----

op! {
    /// Extension to a wider float type.
    ///
    /// `arith.extf` converts a float to a format of more bits; every value of the source
    /// format is exactly representable, so no rounding happens.
    ///
    /// ```mlir
    /// func.func @extf(%h: f16, %b: bf16) -> (f32, f64) {
    ///   %0 = arith.extf %h : f16 to f32
    ///   %1 = arith.extf %b fastmath<contract> : bf16 to f64
    ///   return %0, %1 : f32, f64
    /// }
    /// ```
    pub struct ExtFOp = "arith.extf" {
        traits: [pure],
        operands: [in_: FloatLike],
        attrs: [fastmath: optional FastMath],
        results: [out: FloatLike],
        verify: verify_float_extension,
        format: "$in_ (`fastmath` `` $fastmath^)? attr-dict `:` type($in_) `to` type($out)",
        fold: fold::fold_extf,
    }
}

op! {
    /// Truncation to a narrower float type.
    ///
    /// `arith.truncf` rounds a float to a format of fewer bits. The optional rounding mode
    /// (`to_nearest_even`, `downward`, `upward`, `toward_zero`, `to_nearest_away`) says how;
    /// without one the current default rounding applies.
    ///
    /// ```mlir
    /// func.func @truncf(%x: f32, %d: f64) -> (f16, bf16) {
    ///   %0 = arith.truncf %x : f32 to f16
    ///   %1 = arith.truncf %d toward_zero : f64 to bf16
    ///   return %0, %1 : f16, bf16
    /// }
    /// ```
    pub struct TruncFOp = "arith.truncf" {
        traits: [pure],
        operands: [in_: FloatLike],
        attrs: [roundingmode: optional RoundingMode, fastmath: optional FastMath],
        results: [out: FloatLike],
        verify: verify_float_truncation,
        format: "$in_ ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in_) `to` type($out)",
        fold: fold::fold_truncf,
    }
}

op! {
    /// Extension of a small float scaled by a power of two.
    ///
    /// `arith.scaling_extf` extends `in_` to the wider result type and multiplies it by
    /// `scale`, a power of two usually given as `f8E8M0FNU` (a scale in a wider format is
    /// first truncated to it), as in the OCP microscaling (MX) formats.
    ///
    /// ```mlir
    /// func.func @scaling_extf(%x: f4E2M1FN, %scale: f8E8M0FNU) -> f32 {
    ///   %0 = arith.scaling_extf %x, %scale : f4E2M1FN, f8E8M0FNU to f32
    ///   return %0 : f32
    /// }
    /// ```
    pub struct ScalingExtFOp = "arith.scaling_extf" {
        traits: [pure],
        operands: [in_: FloatLike, scale: FloatLike],
        attrs: [fastmath: optional FastMath],
        results: [out: FloatLike],
        verify: verify_scaling_extension,
        format: "$in_ `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($in_) `,` type($scale) `to` type($out)",
    }
}

op! {
    /// Truncation to a small float after dividing by a power of two.
    ///
    /// `arith.scaling_truncf` divides `in_` by `scale` (a power of two, usually
    /// `f8E8M0FNU`) and truncates the quotient to the narrower result type, with an
    /// optional rounding mode; it is the inverse of `arith.scaling_extf`.
    ///
    /// ```mlir
    /// func.func @scaling_truncf(%x: vector<4xf32>, %scale: vector<4xf8E8M0FNU>) -> vector<4xf4E2M1FN> {
    ///   %0 = arith.scaling_truncf %x, %scale to_nearest_even : vector<4xf32>, vector<4xf8E8M0FNU> to vector<4xf4E2M1FN>
    ///   return %0 : vector<4xf4E2M1FN>
    /// }
    /// ```
    pub struct ScalingTruncFOp = "arith.scaling_truncf" {
        traits: [pure],
        operands: [in_: FloatLike, scale: FloatLike],
        attrs: [roundingmode: optional RoundingMode, fastmath: optional FastMath],
        results: [out: FloatLike],
        verify: verify_scaling_truncation,
        format: "$in_ `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in_) `,` type($scale) `to` type($out)",
    }
}

// ---- verifiers ----

/// Whether a cast between two element types is valid (MLIR's `areCastCompatible`).
type Compatible = fn(&Context, Type, Type) -> bool;

/// The result is a strictly wider signless integer.
fn int_widening(ctx: &Context, a: Type, b: Type) -> bool {
    matches!((int_width(ctx, a), int_width(ctx, b)), (Some(x), Some(y)) if y > x)
}

/// The result is a strictly narrower signless integer.
fn int_narrowing(ctx: &Context, a: Type, b: Type) -> bool {
    matches!((int_width(ctx, a), int_width(ctx, b)), (Some(x), Some(y)) if y < x)
}

/// One side is `index`, the other a signless integer.
fn index_and_int(ctx: &Context, a: Type, b: Type) -> bool {
    let is_index = |t: Type| matches!(ctx.type_data(t), TypeData::Index);
    (is_index(a) && int_width(ctx, b).is_some()) || (int_width(ctx, a).is_some() && is_index(b))
}

/// Any element types (the operand and result constraints say enough).
fn any(_: &Context, _: Type, _: Type) -> bool {
    true
}

/// The result is strictly wider.
fn widening(ctx: &Context, a: Type, b: Type) -> bool {
    matches!((width(ctx, a), width(ctx, b)), (Some(x), Some(y)) if y > x)
}

/// The result is strictly narrower.
fn narrowing(ctx: &Context, a: Type, b: Type) -> bool {
    matches!((width(ctx, a), width(ctx, b)), (Some(x), Some(y)) if y < x)
}

/// Both sides have the same bit width.
fn same_width(ctx: &Context, a: Type, b: Type) -> bool {
    width(ctx, a).is_some() && width(ctx, a) == width(ctx, b)
}

/// Whether two ranked tensor types have the same encoding (other types: yes), which
/// arith's casts require.
fn same_encoding(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_data(a), ctx.type_data(b)) {
        (
            TypeData::RankedTensor { encoding: x, .. },
            TypeData::RankedTensor { encoding: y, .. },
        ) => x == y,
        _ => true,
    }
}

/// MLIR's `CastOpInterface` check: `operand type 'X' and result type 'Y' are cast
/// incompatible` unless `compatible` accepts the element types.
fn check_compatible(
    ctx: &Context,
    body: &Body,
    op: OpId,
    compatible: Compatible,
) -> Result<(), String> {
    let from = body.value_type(body.operand(op, 0));
    let to = body.value_type(body.result(op, 0));
    if same_encoding(ctx, from, to) && compatible(ctx, element(ctx, from), element(ctx, to)) {
        return Ok(());
    }
    Err(format!(
        "'{}' op operand type '{}' and result type '{}' are cast incompatible",
        op_name(ctx, body, op),
        type_to_string(ctx, from),
        type_to_string(ctx, to)
    ))
}

/// `extsi`, `extui`.
fn verify_int_extension(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    verify_shapes(ctx, body, op)?;
    check_compatible(ctx, body, op, int_widening)
}

/// `trunci`.
fn verify_int_truncation(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    verify_shapes(ctx, body, op)?;
    check_compatible(ctx, body, op, int_narrowing)
}

/// `index_cast`.
fn verify_index_cast(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    verify_shapes(ctx, body, op)?;
    check_compatible(ctx, body, op, index_and_int)
}

/// `sitofp` (its operand and result constraints are the whole check).
fn verify_conversion(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    verify_shapes(ctx, body, op)?;
    check_compatible(ctx, body, op, any)
}

/// The shape checks of the [`shaped_cast!`] ops, in mlir-opt's order: the tensor
/// dimensions (an ODS predicate, checked with the constraints), then the
/// `SameOperandsAndResultShape` trait.
fn verify_shapes(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    verify_tensor_dims(ctx, body, op)?;
    strata_ods::check_same_operands_and_result_shape(ctx, body, op, op_name(ctx, body, op))
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
    match (dims(body.operand(op, 0)), dims(body.result(op, 0))) {
        (Some(a), Some(b)) if a == b => Ok(()),
        _ => Err(format!(
            "'{}' op failed to verify that input and output have the same tensor dimensions",
            op_name(ctx, body, op)
        )),
    }
}

/// The checks of the [`elementwise_cast!`] ops, `extf` and `truncf`, in mlir-opt's order:
/// `SameInputOutputTensorDims`, `SameOperandsAndResultShape`, `CastOpInterface`
/// compatibility, `Elementwise` (not for memref casts when `memrefs`).
fn verify_elementwise_cast(
    ctx: &Context,
    body: &Body,
    op: OpId,
    compatible: Compatible,
    memrefs: bool,
) -> Result<(), String> {
    verify_tensor_dims(ctx, body, op)?;
    strata_ods::check_same_operands_and_result_shape(ctx, body, op, op_name(ctx, body, op))?;
    check_compatible(ctx, body, op, compatible)?;
    if memrefs {
        // Memref casts are not elementwise.
        let memref = |v: ValueId| {
            matches!(
                ctx.type_data(body.value_type(v)),
                TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
            )
        };
        if memref(body.operand(op, 0)) || memref(body.result(op, 0)) {
            return Ok(());
        }
    }
    verify_elementwise(ctx, body, op)
}

/// `uitofp`, `fptosi`, `fptoui`.
fn verify_elementwise_conversion(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    verify_elementwise_cast(ctx, body, op, any, false)
}

/// `index_castui`.
fn verify_index_castui(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    verify_elementwise_cast(ctx, body, op, index_and_int, true)
}

/// `bitcast`.
fn verify_bitcast(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    verify_elementwise_cast(ctx, body, op, same_width, true)
}

/// `extf`.
fn verify_float_extension(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    verify_elementwise_cast(ctx, body, op, widening, false)
}

/// `truncf`.
fn verify_float_truncation(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    verify_elementwise_cast(ctx, body, op, narrowing, false)
}

/// `scaling_extf`/`scaling_truncf`: the result is wider (`widens`) or narrower than the
/// input.
fn verify_scaling(ctx: &Context, body: &Body, op: OpId, widens: bool) -> Result<(), String> {
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
        (Some(x), Some(y)) if widens => y > x,
        (Some(x), Some(y)) => y < x,
        _ => false,
    };
    if !ok {
        return Err(format!(
            "'{}' op operand types '{}', '{}' and result type '{}' are cast incompatible",
            op_name(ctx, body, op),
            type_to_string(ctx, input),
            type_to_string(ctx, scale),
            type_to_string(ctx, out)
        ));
    }
    verify_elementwise(ctx, body, op)
}

/// `scaling_extf`.
fn verify_scaling_extension(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    verify_scaling(ctx, body, op, true)
}

/// `scaling_truncf`.
fn verify_scaling_truncation(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    verify_scaling(ctx, body, op, false)
}

#[cfg(test)]
mod tests {
    //! Typed views and attributes of the casts.

    use super::*;
    use crate::arith::attrs::{rounding_attr, rounding_case};
    use strata_asm::{ParseOptions, Source, parse_source};
    use strata_ir::ir::{WalkOrder, walk_all_iter};
    use strata_ods::AttrConstraint;

    #[test]
    fn views_accessors_and_rounding_mode() {
        let ctx = Context::new();
        crate::register_all(&ctx);
        let text =
            "func.func @f(%x: f32) {\n  %1 = arith.truncf %x downward : f32 to f16\n  return\n}\n";
        let op = parse_source(&ctx, &Source { name: "t", text }, &ParseOptions::default()).unwrap();
        let mut found = 0;
        for (body, id) in walk_all_iter(&op.body, op.op, WalkOrder::PreOrder) {
            if let Some(t) = TruncFOp::cast(&ctx, body, id) {
                let mode = t.roundingmode(&ctx, body).unwrap();
                assert_eq!(rounding_case(&ctx, mode), Some(1));
                assert!(RoundingMode::check(&ctx, mode));
                assert!(t.fastmath(&ctx, body).is_none());
                assert!(TruncFOp::__verify(&ctx, body, id).is_ok());
                found += 1;
            }
        }
        assert_eq!(found, 1);
        let info = ctx
            .op_info(<TruncFOp as strata_ir::ir::Op>::op_name(&ctx))
            .unwrap();
        assert_eq!(info.inherent_attrs, &["fastmath", "roundingmode"]);
        assert!(!RoundingMode::check(&ctx, rounding_attr(&ctx, 5)));
    }
}
