//! The casts: integer (`trunc`, `zext`, `sext`), float (`fptrunc`, `fpext`), between
//! integers and floats (`sitofp`, `uitofp`, `fptosi`, `fptoui`), and between pointers and
//! integers (`ptrtoint`, `inttoptr`, `addrspacecast`, `bitcast`). Written
//! `$arg : type to type`.

use strata_ir::ir::{Body, OpId};
use strata_ir::{Context, Type, TypeData};
use strata_ods::{UnitAttr, op};

use crate::attrs::OverflowFlags;
use crate::constraints::{AnyPointer, FloatOrVector, IntOrVector, NonAggregate, PtrOrVector};

/// Declares a cast `$arg attr-dict : type($arg) to type($res)`.
macro_rules! cast {
    ($(#[$m:meta])* $ty:ident = $name:literal, $from:ident to $to:ident $(, verify: $v:path)? $(, fold: $f:path)?) => {
        op! {
            $(#[$m])*
            pub struct $ty = $name {
                traits: [pure],
                operands: [arg: $from],
                results: [res: $to],
                $(verify: $v,)?
                $(fold: $f,)?
                format: "$arg attr-dict `:` type($arg) `to` type($res)",
            }
        }
    };
}

/// The scalar of a vector type, with its length; `(ty, None)` for scalars.
fn split(ctx: &Context, ty: Type) -> (Type, Option<i64>) {
    match ctx.type_data(ty) {
        TypeData::Vector { shape, element, .. } => (*element, shape.first().copied()),
        _ => (ty, None),
    }
}

/// The widening/narrowing integer casts' checks (upstream's `verifyExtOp`).
fn verify_ext(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let (input, in_len) = split(ctx, body.value_type(body.operand(op, 0)));
    let (output, out_len) = split(ctx, body.value_type(body.result(op, 0)));
    match (in_len, out_len) {
        (Some(_), None) => {
            return Err("input type is a vector but output type is an integer".into());
        }
        (None, Some(_)) => {
            return Err("input type is an integer but output type is a vector".into());
        }
        (Some(a), Some(b)) if a != b => {
            return Err("input and output vectors are of incompatible shape".into());
        }
        _ => {}
    }
    let width = |t: Type| ctx.int_or_float_bit_width(t).unwrap_or(0);
    if width(output) <= width(input) {
        return Err(
            "integer width of the output type is smaller or equal to the integer width of the input type"
                .into(),
        );
    }
    Ok(())
}

op! {
    /// Integer truncation.
    ///
    /// Integer truncation (LLVM's `trunc`): keeps the low bits. `overflow<nsw>` (`nuw`)
    /// makes dropping bits that are not a sign (zero) extension poison. Vectors are
    /// converted elementwise; operand and result then have the same length.
    ///
    /// ```mlir
    /// llvm.func @trunc(%a: i64) -> i32 {
    ///   %0 = llvm.trunc %a overflow<nuw> : i64 to i32
    ///   llvm.return %0 : i32
    /// }
    /// ```
    pub struct TruncOp = "llvm.trunc" {
        traits: [pure],
        operands: [arg: IntOrVector],
        attrs: [overflowFlags: default OverflowFlags],
        results: [res: IntOrVector],
        format: "$arg (`overflow` `` $overflowFlags^)? attr-dict `:` type($arg) `to` type($res)",
    }
}

op! {
    /// Zero extension.
    ///
    /// Zero extension (LLVM's `zext`) to a wider integer; `nneg` promises a non-negative
    /// operand. Vectors are converted elementwise; operand and result then have the same
    /// length.
    ///
    /// ```mlir
    /// llvm.func @zext(%a: i1) -> i32 {
    ///   %0 = llvm.zext %a : i1 to i32
    ///   llvm.return %0 : i32
    /// }
    /// ```
    pub struct ZExtOp = "llvm.zext" {
        traits: [pure],
        operands: [arg: IntOrVector],
        attrs: [nonNeg: optional UnitAttr],
        results: [res: IntOrVector],
        verify: verify_ext,
        fold: crate::fold::fold_zext,
        format: "(`nneg` $nonNeg^)? $arg attr-dict `:` type($arg) `to` type($res)",
    }
}

cast! {
    /// Sign extension.
    ///
    /// Sign extension (LLVM's `sext`) to a wider integer. Vectors are converted
    /// elementwise; operand and result then have the same length.
    ///
    /// ```mlir
    /// llvm.func @sext(%a: i32) -> i64 {
    ///   %0 = llvm.sext %a : i32 to i64
    ///   llvm.return %0 : i64
    /// }
    /// ```
    SExtOp = "llvm.sext", IntOrVector to IntOrVector, verify: verify_ext
}

cast! {
    /// Float truncation.
    ///
    /// Float truncation (LLVM's `fptrunc`) to a narrower float type. Vectors are converted
    /// elementwise; operand and result then have the same length.
    ///
    /// ```mlir
    /// llvm.func @fptrunc(%a: f64) -> f32 {
    ///   %0 = llvm.fptrunc %a : f64 to f32
    ///   llvm.return %0 : f32
    /// }
    /// ```
    FPTruncOp = "llvm.fptrunc", FloatOrVector to FloatOrVector
}

cast! {
    /// Float extension.
    ///
    /// Float extension (LLVM's `fpext`) to a wider float type. Vectors are converted
    /// elementwise; operand and result then have the same length.
    ///
    /// ```mlir
    /// llvm.func @fpext(%a: f32) -> f64 {
    ///   %0 = llvm.fpext %a : f32 to f64
    ///   llvm.return %0 : f64
    /// }
    /// ```
    FPExtOp = "llvm.fpext", FloatOrVector to FloatOrVector
}

cast! {
    /// Signed integer to float.
    ///
    /// Signed integer to float (LLVM's `sitofp`). Vectors are converted elementwise;
    /// operand and result then have the same length.
    ///
    /// ```mlir
    /// llvm.func @sitofp(%a: i32) -> f32 {
    ///   %0 = llvm.sitofp %a : i32 to f32
    ///   llvm.return %0 : f32
    /// }
    /// ```
    SIToFPOp = "llvm.sitofp", IntOrVector to FloatOrVector
}

op! {
    /// Unsigned integer to float.
    ///
    /// Unsigned integer to float (LLVM's `uitofp`); `nneg` promises a non-negative operand.
    /// Vectors are converted elementwise; operand and result then have the same length.
    ///
    /// ```mlir
    /// llvm.func @uitofp(%a: i32) -> f32 {
    ///   %0 = llvm.uitofp nneg %a : i32 to f32
    ///   llvm.return %0 : f32
    /// }
    /// ```
    pub struct UIToFPOp = "llvm.uitofp" {
        traits: [pure],
        operands: [arg: IntOrVector],
        attrs: [nonNeg: optional UnitAttr],
        results: [res: FloatOrVector],
        format: "(`nneg` $nonNeg^)? $arg attr-dict `:` type($arg) `to` type($res)",
    }
}

cast! {
    /// Float to signed integer.
    ///
    /// Float to signed integer (LLVM's `fptosi`), rounding toward zero. Vectors are
    /// converted elementwise; operand and result then have the same length.
    ///
    /// ```mlir
    /// llvm.func @fptosi(%a: f32) -> i32 {
    ///   %0 = llvm.fptosi %a : f32 to i32
    ///   llvm.return %0 : i32
    /// }
    /// ```
    FPToSIOp = "llvm.fptosi", FloatOrVector to IntOrVector
}

cast! {
    /// Float to unsigned integer.
    ///
    /// Float to unsigned integer (LLVM's `fptoui`), rounding toward zero. Vectors are
    /// converted elementwise; operand and result then have the same length.
    ///
    /// ```mlir
    /// llvm.func @fptoui(%a: f64) -> i64 {
    ///   %0 = llvm.fptoui %a : f64 to i64
    ///   llvm.return %0 : i64
    /// }
    /// ```
    FPToUIOp = "llvm.fptoui", FloatOrVector to IntOrVector
}

cast! {
    /// Pointer to integer.
    ///
    /// Pointer to integer (LLVM's `ptrtoint`). Vectors are converted elementwise; operand
    /// and result then have the same length.
    ///
    /// ```mlir
    /// llvm.func @ptrtoint(%p: !llvm.ptr) -> i64 {
    ///   %0 = llvm.ptrtoint %p : !llvm.ptr to i64
    ///   llvm.return %0 : i64
    /// }
    /// ```
    PtrToIntOp = "llvm.ptrtoint", PtrOrVector to IntOrVector
}

cast! {
    /// Integer to pointer.
    ///
    /// Integer to pointer (LLVM's `inttoptr`). Vectors are converted elementwise; operand
    /// and result then have the same length.
    ///
    /// ```mlir
    /// llvm.func @inttoptr(%a: i64) -> !llvm.ptr {
    ///   %0 = llvm.inttoptr %a : i64 to !llvm.ptr
    ///   llvm.return %0 : !llvm.ptr
    /// }
    /// ```
    IntToPtrOp = "llvm.inttoptr", IntOrVector to PtrOrVector
}

cast! {
    /// Pointer between address spaces.
    ///
    /// Pointer between address spaces (LLVM's `addrspacecast`). Vectors are converted
    /// elementwise; operand and result then have the same length.
    ///
    /// ```mlir
    /// llvm.func @addrspacecast(%p: !llvm.ptr) -> !llvm.ptr<1> {
    ///   %0 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
    ///   llvm.return %0 : !llvm.ptr<1>
    /// }
    /// ```
    AddrSpaceCastOp = "llvm.addrspacecast", AnyPointer to AnyPointer, fold: crate::fold::fold_identity_cast
}

cast! {
    /// Reinterprets bits as another type of the same size.
    ///
    /// Reinterprets bits as another type of the same size (LLVM's `bitcast`). Vectors are
    /// converted elementwise; operand and result then have the same length.
    ///
    /// ```mlir
    /// llvm.func @bitcast(%a: f32) -> i32 {
    ///   %0 = llvm.bitcast %a : f32 to i32
    ///   llvm.return %0 : i32
    /// }
    /// ```
    BitcastOp = "llvm.bitcast", NonAggregate to NonAggregate, fold: crate::fold::fold_bitcast
}
