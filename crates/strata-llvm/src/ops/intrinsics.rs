//! The LLVM intrinsics the lowerings use, as `llvm.intr.*` ops: float math (`fmuladd`,
//! `fma`, `sqrt`, min/max, ...), integer min/max and bit counts, `memcpy`/`memmove`/
//! `memset`, `stacksave`/`stackrestore`, `assume` (with operand bundles) and `prefetch`.

use strata_asm::custom::{Delimiter, OpAsmParser, OpAsmPrinter, Punct};
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId, OperationState};
use strata_ir::{AttrData, Context};
use strata_ods::{i32_array, i32_array_attr, op};

use crate::attrs::FastmathFlags;
use crate::constraints::{
    AccessGroupArray, AliasScopeArray, AliasScopeAttr, AnyInteger, AnyPointer, ArrayAttr,
    DenseI32Array, I1, I1Attr, I32Attr, IntOrVector, LlvmAny, TbaaTagArray, VariadicLlvmAny,
};

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
        attrs: [
            isVolatile: I1Attr,
            access_groups: optional AccessGroupArray,
            alias_scopes: optional AliasScopeArray,
            noalias_scopes: optional AliasScopeArray,
            tbaa: optional TbaaTagArray,
        ],
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
        attrs: [
            isVolatile: I1Attr,
            access_groups: optional AccessGroupArray,
            alias_scopes: optional AliasScopeArray,
            noalias_scopes: optional AliasScopeArray,
            tbaa: optional TbaaTagArray,
        ],
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
        attrs: [
            isVolatile: I1Attr,
            access_groups: optional AccessGroupArray,
            alias_scopes: optional AliasScopeArray,
            noalias_scopes: optional AliasScopeArray,
            tbaa: optional TbaaTagArray,
        ],
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
    /// Marks the start of the lifetime of a stack slot.
    ///
    /// Tells LLVM that the memory `ptr` points to (an `llvm.alloca`) is in use from here
    /// on (`llvm.lifetime.start`); before it, its content is undefined. The inliner adds
    /// these markers around the stack slots of inlined callees.
    ///
    /// ```mlir
    /// llvm.func @slot() {
    ///   %0 = llvm.mlir.constant(1 : i64) : i64
    ///   %1 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
    ///   llvm.intr.lifetime.start %1 : !llvm.ptr
    ///   llvm.intr.lifetime.end %1 : !llvm.ptr
    ///   llvm.return
    /// }
    /// ```
    pub struct LifetimeStartOp = "llvm.intr.lifetime.start" {
        operands: [ptr: AnyPointer],
        format: "$ptr attr-dict `:` type($ptr)",
    }
}

op! {
    /// Marks the end of the lifetime of a stack slot.
    ///
    /// Tells LLVM that the memory `ptr` points to (an `llvm.alloca`) is no longer used
    /// after this point (`llvm.lifetime.end`).
    ///
    /// ```mlir
    /// llvm.func @slot() {
    ///   %0 = llvm.mlir.constant(1 : i64) : i64
    ///   %1 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
    ///   llvm.intr.lifetime.start %1 : !llvm.ptr
    ///   llvm.intr.lifetime.end %1 : !llvm.ptr
    ///   llvm.return
    /// }
    /// ```
    pub struct LifetimeEndOp = "llvm.intr.lifetime.end" {
        operands: [ptr: AnyPointer],
        format: "$ptr attr-dict `:` type($ptr)",
    }
}

op! {
    /// Starts reading the variadic arguments of a function.
    ///
    /// Initializes the `va_list` that `arg_list` points to for reading the variadic
    /// arguments of the enclosing function (`llvm.va_start`). Functions using it are not
    /// inlined.
    ///
    /// ```mlir
    /// llvm.func @variadic(...) {
    ///   %0 = llvm.mlir.constant(1 : i64) : i64
    ///   %1 = llvm.alloca %0 x !llvm.ptr : (i64) -> !llvm.ptr
    ///   llvm.intr.vastart %1 : !llvm.ptr
    ///   llvm.return
    /// }
    /// ```
    pub struct VaStartOp = "llvm.intr.vastart" {
        operands: [arg_list: AnyPointer],
        format: "$arg_list attr-dict `:` type($arg_list)",
    }
}

op! {
    /// Tells the optimizer that a condition holds (`llvm.assume`).
    ///
    /// The condition is an `i1`; operand bundles (`["align"(%p, %n : !llvm.ptr, i64)]`)
    /// state facts about values, such as a pointer's alignment (then the condition is
    /// `true`). It becomes a call of the LLVM intrinsic when translated to LLVM IR.
    ///
    /// ```mlir
    /// llvm.func @assume(%p: !llvm.ptr, %c: i1) {
    ///   %true = llvm.mlir.constant(true) : i1
    ///   %a = llvm.mlir.constant(16 : i64) : i64
    ///   llvm.intr.assume %c : i1
    ///   llvm.intr.assume %true ["align"(%p, %a : !llvm.ptr, i64)] : i1
    ///   llvm.return
    /// }
    /// ```
    pub struct AssumeOp = "llvm.intr.assume" {
        operands: [cond: I1, op_bundle_operands: variadic VariadicLlvmAny],
        attrs: [op_bundle_sizes: DenseI32Array, op_bundle_tags: optional ArrayAttr],
        verify: verify_assume,
        parse: parse_assume,
        print: print_assume,
    }
}

type PResult<T> = Result<T, Diagnostic>;

/// The operand bundle tags of an op (`None` if one is no string).
pub fn bundle_tags(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<Vec<u8>>> {
    let tags = strata_ir::symbols::op_attr(ctx, body, op, "op_bundle_tags")?;
    let AttrData::Array(elems) = ctx.attr_data(tags) else {
        return None;
    };
    elems
        .iter()
        .map(|e| match ctx.attr_data(*e) {
            AttrData::String { value, .. } => Some(value.to_vec()),
            _ => None,
        })
        .collect()
}

fn verify_assume(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let sizes = strata_ir::symbols::op_attr(ctx, body, op, "op_bundle_sizes")
        .and_then(|a| i32_array(ctx, a))
        .unwrap_or_default();
    let total: i64 = sizes.iter().map(|&s| i64::from(s)).sum();
    let count = body.num_operands(op) as i64 - 1;
    if total != count {
        return Err(format!(
            "'llvm.intr.assume' op op_bundle_operands count ({count}) does not match with the total size ({total}) specified in attribute 'op_bundle_sizes'"
        ));
    }
    let tags = strata_ir::symbols::op_attr(ctx, body, op, "op_bundle_tags");
    let n_tags = match tags.map(|t| ctx.attr_data(t)) {
        Some(AttrData::Array(elems)) => {
            if elems
                .iter()
                .any(|e| !matches!(ctx.attr_data(*e), AttrData::String { .. }))
            {
                return Err("operand bundle tag must be a StringAttr".into());
            }
            elems.len()
        }
        _ => 0,
    };
    if n_tags != sizes.len() {
        return Err(format!(
            "expected {} operand bundle tags, but actually got {n_tags}",
            sizes.len()
        ));
    }
    Ok(())
}

/// `llvm.intr.assume %cond (["tag"(%a, %b : t1, t2), ...])? : i1 attr-dict`
fn parse_assume(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let cond = p.parse_operand()?;
    let mut bundles = Vec::new();
    if p.parse_optional_punct(Punct::LSquare) && !p.parse_optional_punct(Punct::RSquare) {
        loop {
            let Some(tag) = p.parse_optional_string() else {
                return Err(p.error_expected("expected string"));
            };
            p.parse_punct(Punct::LParen)?;
            let mut uses = Vec::new();
            let mut types = Vec::new();
            if !p.parse_optional_punct(Punct::RParen) {
                uses = p.parse_operand_list(Delimiter::None)?;
                p.parse_punct(Punct::Colon)?;
                loop {
                    types.push(p.parse_type()?);
                    if !p.parse_optional_punct(Punct::Comma) {
                        break;
                    }
                }
                p.parse_punct(Punct::RParen)?;
            }
            bundles.push((tag, uses, types, p.offset()));
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RSquare)?;
    }
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    let c = p.resolve_operand(&cond, ty)?;
    state.operands.push(c);
    let mut sizes = Vec::new();
    let mut tags = Vec::new();
    for (tag, uses, types, offset) in bundles {
        let mut vals = Vec::new();
        p.resolve_operands(&uses, &types, offset, &mut vals)?;
        sizes.push(vals.len() as i32);
        state.operands.extend(vals);
        tags.push(ctx.string_attr(&tag));
    }
    if !tags.is_empty() {
        p.add_attribute(state, "op_bundle_tags", ctx.array_attr(&tags));
    }
    p.add_attribute(state, "op_bundle_sizes", i32_array_attr(ctx, &sizes));
    Ok(())
}

fn print_assume(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (ctx, body, op) = (p.ctx(), p.body(), p.op());
    p.write(" ");
    p.print_operand(body.operand(op, 0));
    let sizes = strata_ir::symbols::op_attr(ctx, body, op, "op_bundle_sizes")
        .and_then(|a| i32_array(ctx, a))
        .unwrap_or_default();
    let tags = bundle_tags(ctx, body, op).unwrap_or_default();
    if !sizes.is_empty() && tags.len() == sizes.len() {
        let operands: Vec<_> = body.operands(op).skip(1).collect();
        let mut at = 0usize;
        p.write(" [");
        for (i, (&n, tag)) in sizes.iter().zip(&tags).enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_attribute(ctx.string_attr(tag));
            p.write("(");
            let group = operands.get(at..at + n.max(0) as usize).unwrap_or(&[]);
            at += n.max(0) as usize;
            if !group.is_empty() {
                p.print_operands(group.iter().copied());
                p.write(" : ");
                for (j, v) in group.iter().enumerate() {
                    if j > 0 {
                        p.write(", ");
                    }
                    p.print_type(body.value_type(*v));
                }
            }
            p.write(")");
        }
        p.write("]");
    }
    p.write(" : ");
    p.print_type(body.value_type(body.operand(op, 0)));
    let attrs = p.attrs();
    p.print_optional_attr_dict(&attrs, &["op_bundle_sizes", "op_bundle_tags"]);
}

op! {
    /// Hints that memory will be accessed soon (`llvm.prefetch`).
    ///
    /// `rw` is 0 for a read and 1 for a write, `hint` the temporal locality (0 none to 3
    /// keep in cache), `cache` 0 for the instruction and 1 for the data cache. It has no
    /// custom form. It becomes a call of the LLVM intrinsic when translated to LLVM IR.
    ///
    /// ```mlir
    /// llvm.func @prefetch(%p: !llvm.ptr) {
    ///   "llvm.intr.prefetch"(%p) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
    ///   llvm.return
    /// }
    /// ```
    pub struct PrefetchOp = "llvm.intr.prefetch" {
        operands: [addr: AnyPointer],
        attrs: [rw: I32Attr, hint: I32Attr, cache: I32Attr],
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

op! {
    /// The scale of scalable vectors.
    ///
    /// Returns the runtime factor of the scalable vector sizes (`llvm.vscale`); the
    /// `vector.vscale` op lowers to it. It becomes a call of the LLVM intrinsic when
    /// translated to LLVM IR.
    ///
    /// ```mlir
    /// llvm.func @scale() -> i64 {
    ///   %0 = "llvm.intr.vscale"() : () -> i64
    ///   llvm.return %0 : i64
    /// }
    /// ```
    pub struct VScaleOp = "llvm.intr.vscale" {
        results: [res: LlvmAny],
    }
}

op! {
    /// Declares an alias scope where its `noalias` guarantees start.
    ///
    /// Declares that the `noalias` facts of alias scope `scope` hold from here on
    /// (`llvm.experimental.noalias.scope.decl`); the inliner adds one for each `noalias`
    /// argument of an inlined callee.
    ///
    /// ```mlir
    /// #domain = #llvm.alias_scope_domain<id = distinct[0]<>>
    /// #scope = #llvm.alias_scope<id = distinct[1]<>, domain = #domain>
    /// llvm.func @decl() {
    ///   llvm.intr.experimental.noalias.scope.decl #scope
    ///   llvm.return
    /// }
    /// ```
    pub struct NoAliasScopeDeclOp = "llvm.intr.experimental.noalias.scope.decl" {
        attrs: [scope: AliasScopeAttr],
        effects: [read, write],
        format: "$scope attr-dict",
    }
}

op! {
    /// Copies a value.
    ///
    /// Returns its operand (`llvm.ssa.copy`). The inliner uses it for a moment to mark
    /// the values of `noalias` arguments.
    ///
    /// ```mlir
    /// llvm.func @copy(%p: !llvm.ptr) -> !llvm.ptr {
    ///   %0 = llvm.intr.ssa.copy %p : !llvm.ptr
    ///   llvm.return %0 : !llvm.ptr
    /// }
    /// ```
    pub struct SSACopyOp = "llvm.intr.ssa.copy" {
        traits: [pure, same_operands_and_result_type],
        operands: [operand: LlvmAny],
        results: [res: LlvmAny],
        format: "$operand attr-dict `:` type($operand)",
    }
}
