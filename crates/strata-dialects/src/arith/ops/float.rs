//! The float arithmetic ops: `addf`, `subf`, `mulf`, `divf`, `remf`, `negf` and the four
//! min/max ops, all with fast-math flags.

use strata_ods::{FloatLike, op};

use crate::arith::FastMath;
use crate::arith::fold;

/// Declares a float binary op with fast-math flags: `$lhs, $rhs fastmath<...> : type`.
macro_rules! float_binop {
    ($(#[$m:meta])* $ty:ident = $name:literal, [$($t:ident),*], fold: $fold:path) => {
        op! {
            $(#[$m])*
            pub struct $ty = $name {
                traits: [pure, $($t,)* same_operands_and_result_type],
                operands: [lhs: FloatLike, rhs: FloatLike],
                attrs: [fastmath: default FastMath],
                results: [result: FloatLike],
                format: "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
                fold: $fold,
            }
        }
    };
}

float_binop! {
    /// Float addition.
    ///
    /// `arith.addf` adds two floats (or, elementwise, vectors or tensors of floats) with
    /// IEEE 754 semantics, rounding to nearest even. The `fastmath` flags (`nnan`, `ninf`,
    /// `nsz`, `reassoc`, `contract`, `arcp`, `afn`, or `fast` for all of them) allow
    /// transformations that ignore some IEEE corner cases.
    ///
    /// ```mlir
    /// func.func @addf(%a: f32, %b: f32, %v: vector<4xf16>) -> (f32, vector<4xf16>) {
    ///   %0 = arith.addf %a, %b : f32
    ///   %1 = arith.addf %v, %v fastmath<nnan,ninf> : vector<4xf16>
    ///   return %0, %1 : f32, vector<4xf16>
    /// }
    /// ```
    AddFOp = "arith.addf", [commutative], fold: fold::fold_addf
}

float_binop! {
    /// Float subtraction.
    ///
    /// `arith.subf` computes `lhs - rhs` in the operands' float format, rounded to nearest
    /// even, with optional fast-math flags.
    ///
    /// ```mlir
    /// func.func @subf(%a: f64, %b: f64) -> f64 {
    ///   %0 = arith.subf %a, %b : f64
    ///   return %0 : f64
    /// }
    /// ```
    SubFOp = "arith.subf", [], fold: fold::fold_subf
}

float_binop! {
    /// Float multiplication.
    ///
    /// `arith.mulf` multiplies two floats, or elementwise two vectors or tensors of them,
    /// rounding the product to the operand format.
    ///
    /// ```mlir
    /// func.func @mulf(%a: tensor<4xbf16>, %b: tensor<4xbf16>) -> tensor<4xbf16> {
    ///   %0 = arith.mulf %a, %b fastmath<fast> : tensor<4xbf16>
    ///   return %0 : tensor<4xbf16>
    /// }
    /// ```
    MulFOp = "arith.mulf", [commutative], fold: fold::fold_mulf
}

float_binop! {
    /// Float division.
    ///
    /// `arith.divf` divides `lhs` by `rhs` with IEEE 754 semantics: dividing a non-zero
    /// number by zero gives an infinity, `0 / 0` a NaN. `fastmath<arcp>` allows using a
    /// reciprocal instead.
    ///
    /// ```mlir
    /// func.func @divf(%a: f32, %b: f32) -> f32 {
    ///   %0 = arith.divf %a, %b fastmath<arcp> : f32
    ///   return %0 : f32
    /// }
    /// ```
    DivFOp = "arith.divf", [], fold: fold::fold_divf
}

float_binop! {
    /// Float maximum that propagates NaNs (IEEE 754-2019 `maximum`).
    ///
    /// `arith.maximumf` returns the larger operand, a NaN if either operand is a NaN, and
    /// treats `-0.0` as smaller than `+0.0`.
    ///
    /// ```mlir
    /// func.func @maximumf(%a: f32, %b: f32) -> f32 {
    ///   %0 = arith.maximumf %a, %b : f32
    ///   return %0 : f32
    /// }
    /// ```
    MaximumFOp = "arith.maximumf", [commutative], fold: fold::fold_maximumf
}

float_binop! {
    /// Float minimum that propagates NaNs (IEEE 754-2019 `minimum`).
    ///
    /// `arith.minimumf` returns the smaller operand, a NaN if either operand is a NaN, and
    /// treats `-0.0` as smaller than `+0.0`.
    ///
    /// ```mlir
    /// func.func @minimumf(%a: vector<4xf16>, %b: vector<4xf16>) -> vector<4xf16> {
    ///   %0 = arith.minimumf %a, %b fastmath<nnan> : vector<4xf16>
    ///   return %0 : vector<4xf16>
    /// }
    /// ```
    MinimumFOp = "arith.minimumf", [commutative], fold: fold::fold_minimumf
}

float_binop! {
    /// Float maximum that ignores a NaN operand (IEEE 754-2008 `maxNum`).
    ///
    /// `arith.maxnumf` returns the larger operand; when exactly one operand is a quiet NaN
    /// it returns the other one, so `maxnumf(x, 0.0)` is a ReLU that maps NaN to zero.
    ///
    /// ```mlir
    /// func.func @relu(%x: f32) -> f32 {
    ///   %cst = arith.constant 0.000000e+00 : f32
    ///   %0 = arith.maxnumf %x, %cst : f32
    ///   return %0 : f32
    /// }
    /// ```
    MaxNumFOp = "arith.maxnumf", [commutative], fold: fold::fold_maxnumf
}

float_binop! {
    /// Float minimum that ignores a NaN operand (IEEE 754-2008 `minNum`).
    ///
    /// `arith.minnumf` returns the smaller operand; when exactly one operand is a quiet
    /// NaN it returns the other one.
    ///
    /// ```mlir
    /// func.func @minnumf(%a: f64, %b: f64) -> f64 {
    ///   %0 = arith.minnumf %a, %b : f64
    ///   return %0 : f64
    /// }
    /// ```
    MinNumFOp = "arith.minnumf", [commutative], fold: fold::fold_minnumf
}

float_binop! {
    /// Float remainder of a truncating division (C's `fmod`).
    ///
    /// `arith.remf` returns `lhs - n * rhs` where `n` is the quotient rounded toward zero;
    /// the result has the sign of `lhs`.
    ///
    /// ```mlir
    /// func.func @remf(%a: f32, %b: f32) -> f32 {
    ///   %0 = arith.remf %a, %b : f32
    ///   return %0 : f32
    /// }
    /// ```
    RemFOp = "arith.remf", [], fold: fold::fold_remf
}

op! {
    /// Float negation.
    ///
    /// `arith.negf` flips the sign bit of a float (NaNs and zeros included), elementwise
    /// on vectors and tensors.
    ///
    /// ```mlir
    /// func.func @negf(%x: f32, %v: vector<4xf64>) -> (f32, vector<4xf64>) {
    ///   %0 = arith.negf %x : f32
    ///   %1 = arith.negf %v fastmath<nsz> : vector<4xf64>
    ///   return %0, %1 : f32, vector<4xf64>
    /// }
    /// ```
    pub struct NegFOp = "arith.negf" {
        traits: [pure, same_operands_and_result_type],
        operands: [operand: FloatLike],
        attrs: [fastmath: default FastMath],
        results: [result: FloatLike],
        format: "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
        fold: fold::fold_negf,
    }
}
