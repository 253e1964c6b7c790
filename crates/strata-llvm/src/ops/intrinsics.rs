//! The LLVM intrinsics the lowerings use, as `llvm.intr.*` ops: float math (`fmuladd`,
//! `fma`, `sqrt`, min/max, ...), integer min/max and bit counts, `memcpy`/`memmove`/
//! `memset`, and `stacksave`/`stackrestore`.

use strata_ods::op;

use crate::attrs::FastmathFlags;
use crate::constraints::{AnyInteger, AnyPointer, I1Attr, IntOrVector, LlvmAny};

/// Declares a float intrinsic `llvm.intr.x(%a, ...) : (types) -> type` with fast-math
/// flags.
macro_rules! float_intr {
    ($(#[$m:meta])* $ty:ident = $name:literal, [$($operand:ident),+]) => {
        op! {
            $(#[$m])*
            pub struct $ty = $name {
                traits: [pure, same_operands_and_result_type],
                operands: [$($operand: LlvmAny),+],
                attrs: [fastmathFlags: default FastmathFlags],
                results: [res: LlvmAny],
                format: "`(` operands `)` attr-dict `:` functional-type(operands, results)",
            }
        }
    };
}

/// Declares an integer intrinsic `llvm.intr.x(%a, ...) : (types) -> type`.
macro_rules! int_intr {
    ($(#[$m:meta])* $ty:ident = $name:literal, [$($operand:ident),+]) => {
        op! {
            $(#[$m])*
            pub struct $ty = $name {
                traits: [pure, same_operands_and_result_type],
                operands: [$($operand: LlvmAny),+],
                results: [res: LlvmAny],
                format: "`(` operands `)` attr-dict `:` functional-type(operands, results)",
            }
        }
    };
}

float_intr! {
    /// `a * b + c`, fused or not as the target prefers.
    ///
    /// `a * b + c`, fused or not as the target prefers (`llvm.fmuladd`). It becomes a call
    /// of the LLVM intrinsic when translated to LLVM IR.
    ///
    /// ```mlir
    /// llvm.func @fmuladd(%a: f32, %b: f32, %c: f32) -> f32 {
    ///   %0 = llvm.intr.fmuladd(%a, %b, %c) : (f32, f32, f32) -> f32
    ///   llvm.return %0 : f32
    /// }
    /// ```
    FMulAddOp = "llvm.intr.fmuladd", [a, b, c]
}

float_intr! {
    /// Fused `a * b + c` with a single rounding.
    ///
    /// Fused `a * b + c` with a single rounding (`llvm.fma`). It becomes a call of the LLVM
    /// intrinsic when translated to LLVM IR.
    ///
    /// ```mlir
    /// llvm.func @fma(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<4xf32>) -> vector<4xf32> {
    ///   %0 = llvm.intr.fma(%a, %b, %c) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    ///   llvm.return %0 : vector<4xf32>
    /// }
    /// ```
    FmaOp = "llvm.intr.fma", [a, b, c]
}

macro_rules! float_unary {
    ($($ty:ident = $name:literal, $summary:tt, $line:tt;)*) => {
        $(
            float_intr! {
                #[doc = $summary]
                #[doc = ""]
                #[doc = "Operands and result share one type, a scalar or a vector (elementwise); the op becomes a call of the LLVM intrinsic named in the summary."]
                #[doc = ""]
                #[doc = "```mlir"]
                #[doc = "llvm.func @f(%a: f32) -> f32 {"]
                #[doc = $line]
                #[doc = "  llvm.return %0 : f32"]
                #[doc = "}"]
                #[doc = "```"]
                $ty = $name, [in_]
            }
        )*
    };
}

float_unary! {
    FAbsOp = "llvm.intr.fabs", "Absolute value (`llvm.fabs`).", "  %0 = llvm.intr.fabs(%a) : (f32) -> f32";
    SqrtOp = "llvm.intr.sqrt", "Square root (`llvm.sqrt`).", "  %0 = llvm.intr.sqrt(%a) : (f32) -> f32";
    ExpOp = "llvm.intr.exp", "Base-e exponential (`llvm.exp`).", "  %0 = llvm.intr.exp(%a) : (f32) -> f32";
    Exp2Op = "llvm.intr.exp2", "Base-2 exponential (`llvm.exp2`).", "  %0 = llvm.intr.exp2(%a) : (f32) -> f32";
    LogOp = "llvm.intr.log", "Natural logarithm (`llvm.log`).", "  %0 = llvm.intr.log(%a) : (f32) -> f32";
    Log2Op = "llvm.intr.log2", "Base-2 logarithm (`llvm.log2`).", "  %0 = llvm.intr.log2(%a) : (f32) -> f32";
    Log10Op = "llvm.intr.log10", "Base-10 logarithm (`llvm.log10`).", "  %0 = llvm.intr.log10(%a) : (f32) -> f32";
    SinOp = "llvm.intr.sin", "Sine (`llvm.sin`).", "  %0 = llvm.intr.sin(%a) : (f32) -> f32";
    CosOp = "llvm.intr.cos", "Cosine (`llvm.cos`).", "  %0 = llvm.intr.cos(%a) : (f32) -> f32";
    FloorOp = "llvm.intr.floor", "Rounding down (`llvm.floor`).", "  %0 = llvm.intr.floor(%a) : (f32) -> f32";
    CeilOp = "llvm.intr.ceil", "Rounding up (`llvm.ceil`).", "  %0 = llvm.intr.ceil(%a) : (f32) -> f32";
    FTruncOp = "llvm.intr.trunc", "Rounding toward zero (`llvm.trunc`).", "  %0 = llvm.intr.trunc(%a) : (f32) -> f32";
    RoundOp = "llvm.intr.round", "Rounding to nearest, ties away from zero (`llvm.round`).", "  %0 = llvm.intr.round(%a) : (f32) -> f32";
    RoundEvenOp = "llvm.intr.roundeven", "Rounding to nearest, ties to even (`llvm.roundeven`).", "  %0 = llvm.intr.roundeven(%a) : (f32) -> f32";
    RintOp = "llvm.intr.rint", "Rounding in the current mode (`llvm.rint`).", "  %0 = llvm.intr.rint(%a) : (f32) -> f32";
}

macro_rules! float_binary {
    ($($ty:ident = $name:literal, $summary:tt, $line:tt;)*) => {
        $(
            float_intr! {
                #[doc = $summary]
                #[doc = ""]
                #[doc = "Operands and result share one type, a scalar or a vector (elementwise); the op becomes a call of the LLVM intrinsic named in the summary."]
                #[doc = ""]
                #[doc = "```mlir"]
                #[doc = "llvm.func @f(%a: f32, %b: f32) -> f32 {"]
                #[doc = $line]
                #[doc = "  llvm.return %0 : f32"]
                #[doc = "}"]
                #[doc = "```"]
                $ty = $name, [a, b]
            }
        )*
    };
}

float_binary! {
    MaxNumOp = "llvm.intr.maxnum", "Maximum, ignoring a NaN operand (`llvm.maxnum`).", "  %0 = llvm.intr.maxnum(%a, %b) : (f32, f32) -> f32";
    MinNumOp = "llvm.intr.minnum", "Minimum, ignoring a NaN operand (`llvm.minnum`).", "  %0 = llvm.intr.minnum(%a, %b) : (f32, f32) -> f32";
    MaximumOp = "llvm.intr.maximum", "Maximum, propagating NaN (`llvm.maximum`).", "  %0 = llvm.intr.maximum(%a, %b) : (f32, f32) -> f32";
    MinimumOp = "llvm.intr.minimum", "Minimum, propagating NaN (`llvm.minimum`).", "  %0 = llvm.intr.minimum(%a, %b) : (f32, f32) -> f32";
    CopySignOp = "llvm.intr.copysign", "The magnitude of `a` with the sign of `b` (`llvm.copysign`).", "  %0 = llvm.intr.copysign(%a, %b) : (f32, f32) -> f32";
    PowOp = "llvm.intr.pow", "`a` to the power `b` (`llvm.pow`).", "  %0 = llvm.intr.pow(%a, %b) : (f32, f32) -> f32";
}

op! {
    /// A float to an integer power.
    ///
    /// A float to an integer power (`llvm.powi`). It becomes a call of the LLVM intrinsic
    /// when translated to LLVM IR.
    ///
    /// ```mlir
    /// llvm.func @powi(%a: f32, %n: i32) -> f32 {
    ///   %0 = llvm.intr.powi(%a, %n) : (f32, i32) -> f32
    ///   llvm.return %0 : f32
    /// }
    /// ```
    pub struct PowIOp = "llvm.intr.powi" {
        traits: [pure],
        operands: [val: LlvmAny, power: AnyInteger],
        attrs: [fastmathFlags: default FastmathFlags],
        results: [res: LlvmAny],
        format: "`(` operands `)` attr-dict `:` functional-type(operands, results)",
    }
}

macro_rules! int_binary {
    ($($ty:ident = $name:literal, $summary:tt, $line:tt;)*) => {
        $(
            int_intr! {
                #[doc = $summary]
                #[doc = ""]
                #[doc = "Operands and result share one type, a scalar or a vector (elementwise); the op becomes a call of the LLVM intrinsic named in the summary."]
                #[doc = ""]
                #[doc = "```mlir"]
                #[doc = "llvm.func @f(%a: i32, %b: i32) -> i32 {"]
                #[doc = $line]
                #[doc = "  llvm.return %0 : i32"]
                #[doc = "}"]
                #[doc = "```"]
                $ty = $name, [a, b]
            }
        )*
    };
}

int_binary! {
    SMaxOp = "llvm.intr.smax", "Signed maximum (`llvm.smax`).", "  %0 = llvm.intr.smax(%a, %b) : (i32, i32) -> i32";
    SMinOp = "llvm.intr.smin", "Signed minimum (`llvm.smin`).", "  %0 = llvm.intr.smin(%a, %b) : (i32, i32) -> i32";
    UMaxOp = "llvm.intr.umax", "Unsigned maximum (`llvm.umax`).", "  %0 = llvm.intr.umax(%a, %b) : (i32, i32) -> i32";
    UMinOp = "llvm.intr.umin", "Unsigned minimum (`llvm.umin`).", "  %0 = llvm.intr.umin(%a, %b) : (i32, i32) -> i32";
}

macro_rules! int_unary {
    ($($ty:ident = $name:literal, $summary:tt, $line:tt;)*) => {
        $(
            int_intr! {
                #[doc = $summary]
                #[doc = ""]
                #[doc = "Operands and result share one type, a scalar or a vector (elementwise); the op becomes a call of the LLVM intrinsic named in the summary."]
                #[doc = ""]
                #[doc = "```mlir"]
                #[doc = "llvm.func @f(%a: i32) -> i32 {"]
                #[doc = $line]
                #[doc = "  llvm.return %0 : i32"]
                #[doc = "}"]
                #[doc = "```"]
                $ty = $name, [in_]
            }
        )*
    };
}

int_unary! {
    CtPopOp = "llvm.intr.ctpop", "Number of set bits (`llvm.ctpop`).", "  %0 = llvm.intr.ctpop(%a) : (i32) -> i32";
    BitReverseOp = "llvm.intr.bitreverse", "Bits in reverse order (`llvm.bitreverse`).", "  %0 = llvm.intr.bitreverse(%a) : (i32) -> i32";
    ByteSwapOp = "llvm.intr.bswap", "Bytes in reverse order (`llvm.bswap`).", "  %0 = llvm.intr.bswap(%a) : (i32) -> i32";
}

op! {
    /// Number of leading zero bits.
    ///
    /// Number of leading zero bits (`llvm.ctlz`); `is_zero_poison` makes a zero operand
    /// poison. It has no custom form. It becomes a call of the LLVM intrinsic when
    /// translated to LLVM IR.
    ///
    /// ```mlir
    /// llvm.func @ctlz(%a: i32) -> i32 {
    ///   %0 = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i32) -> i32
    ///   llvm.return %0 : i32
    /// }
    /// ```
    pub struct CountLeadingZerosOp = "llvm.intr.ctlz" {
        traits: [pure, same_operands_and_result_type],
        operands: [in_: LlvmAny],
        attrs: [is_zero_poison: I1Attr],
        results: [res: LlvmAny],
    }
}

op! {
    /// Number of trailing zero bits.
    ///
    /// Number of trailing zero bits (`llvm.cttz`); `is_zero_poison` makes a zero operand
    /// poison. It has no custom form. It becomes a call of the LLVM intrinsic when
    /// translated to LLVM IR.
    ///
    /// ```mlir
    /// llvm.func @cttz(%a: i32) -> i32 {
    ///   %0 = "llvm.intr.cttz"(%a) <{is_zero_poison = true}> : (i32) -> i32
    ///   llvm.return %0 : i32
    /// }
    /// ```
    pub struct CountTrailingZerosOp = "llvm.intr.cttz" {
        traits: [pure, same_operands_and_result_type],
        operands: [in_: LlvmAny],
        attrs: [is_zero_poison: I1Attr],
        results: [res: LlvmAny],
    }
}

op! {
    /// Integer absolute value.
    ///
    /// Integer absolute value (`llvm.abs`); `is_int_min_poison` makes the minimum value
    /// poison. It has no custom form. It becomes a call of the LLVM intrinsic when
    /// translated to LLVM IR.
    ///
    /// ```mlir
    /// llvm.func @abs(%a: i32) -> i32 {
    ///   %0 = "llvm.intr.abs"(%a) <{is_int_min_poison = false}> : (i32) -> i32
    ///   llvm.return %0 : i32
    /// }
    /// ```
    pub struct AbsOp = "llvm.intr.abs" {
        traits: [pure, same_operands_and_result_type],
        operands: [in_: LlvmAny],
        attrs: [is_int_min_poison: I1Attr],
        results: [res: LlvmAny],
    }
}

op! {
    /// Copies `len` bytes between non-overlapping memory.
    ///
    /// Copies `len` bytes between non-overlapping memory (`llvm.memcpy`). It has no custom
    /// form. It becomes a call of the LLVM intrinsic when translated to LLVM IR.
    ///
    /// ```mlir
    /// llvm.func @memcpy(%dst: !llvm.ptr, %src: !llvm.ptr, %n: i64) {
    ///   "llvm.intr.memcpy"(%dst, %src, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    ///   llvm.return
    /// }
    /// ```
    pub struct MemcpyOp = "llvm.intr.memcpy" {
        operands: [dst: AnyPointer, src: AnyPointer, len: AnyInteger],
        attrs: [isVolatile: I1Attr],
        effects: [read(src), write(dst)],
    }
}

op! {
    /// Copies `len` bytes between possibly overlapping memory.
    ///
    /// Copies `len` bytes between possibly overlapping memory (`llvm.memmove`). It has no
    /// custom form. It becomes a call of the LLVM intrinsic when translated to LLVM IR.
    ///
    /// ```mlir
    /// llvm.func @memmove(%dst: !llvm.ptr, %src: !llvm.ptr, %n: i64) {
    ///   "llvm.intr.memmove"(%dst, %src, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    ///   llvm.return
    /// }
    /// ```
    pub struct MemmoveOp = "llvm.intr.memmove" {
        operands: [dst: AnyPointer, src: AnyPointer, len: AnyInteger],
        attrs: [isVolatile: I1Attr],
        effects: [read(src), write(dst)],
    }
}

/// An `i8`.
pub struct I8;
impl strata_ods::TypeConstraint for I8 {
    const SUMMARY: &'static str = "8-bit signless integer";
    fn check(ctx: &strata_ir::Context, ty: strata_ir::Type) -> bool {
        ty == ctx.integer_type(8, strata_ir::Signedness::Signless)
    }
}

op! {
    /// Fills `len` bytes with the byte `val`.
    ///
    /// Fills `len` bytes with the byte `val` (`llvm.memset`). It has no custom form. It
    /// becomes a call of the LLVM intrinsic when translated to LLVM IR.
    ///
    /// ```mlir
    /// llvm.func @memset(%dst: !llvm.ptr, %v: i8, %n: i64) {
    ///   "llvm.intr.memset"(%dst, %v, %n) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
    ///   llvm.return
    /// }
    /// ```
    pub struct MemsetOp = "llvm.intr.memset" {
        operands: [dst: AnyPointer, val: I8, len: AnyInteger],
        attrs: [isVolatile: I1Attr],
        effects: [write(dst)],
    }
}

op! {
    /// Saves the stack pointer.
    ///
    /// Saves the stack pointer (`llvm.stacksave`). It becomes a call of the LLVM intrinsic
    /// when translated to LLVM IR.
    ///
    /// ```mlir
    /// llvm.func @stack() {
    ///   %0 = llvm.intr.stacksave : !llvm.ptr
    ///   llvm.intr.stackrestore %0 : !llvm.ptr
    ///   llvm.return
    /// }
    /// ```
    pub struct StackSaveOp = "llvm.intr.stacksave" {
        results: [res: AnyPointer],
        effects: [read, write],
        format: "attr-dict `:` type($res)",
    }
}

op! {
    /// Restores a stack pointer saved by `llvm.intr.stacksave`.
    ///
    /// Restores a stack pointer saved by `llvm.intr.stacksave` (`llvm.stackrestore`). It
    /// becomes a call of the LLVM intrinsic when translated to LLVM IR.
    ///
    /// ```mlir
    /// llvm.func @stack() {
    ///   %0 = llvm.intr.stacksave : !llvm.ptr
    ///   llvm.intr.stackrestore %0 : !llvm.ptr
    ///   llvm.return
    /// }
    /// ```
    pub struct StackRestoreOp = "llvm.intr.stackrestore" {
        operands: [ptr: AnyPointer],
        effects: [read, write],
        format: "$ptr attr-dict `:` type($ptr)",
    }
}

op! {
    /// Unsigned addition that also reports overflow.
    ///
    /// Adds two integers (or vectors of them) and returns a struct of the wrapped sum and
    /// an `i1` (or vector of `i1`) set where the unsigned addition overflowed (LLVM's
    /// `llvm.uadd.with.overflow`). It has no custom form: it prints generically.
    ///
    /// ```mlir
    /// llvm.func @uadd(%a: i32, %b: i32) -> !llvm.struct<(i32, i1)> {
    ///   %0 = "llvm.intr.uadd.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
    ///   llvm.return %0 : !llvm.struct<(i32, i1)>
    /// }
    /// ```
    pub struct UAddWithOverflowOp = "llvm.intr.uadd.with.overflow" {
        traits: [pure],
        operands: [lhs: IntOrVector, rhs: IntOrVector],
        results: [res: LlvmAny],
    }
}
