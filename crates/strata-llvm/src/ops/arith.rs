//! Integer and float arithmetic (`llvm.add` ... `llvm.ashr` with overflow, `exact` and
//! `disjoint` flags; `llvm.fadd` ... `llvm.fneg` with fast-math flags), the comparisons
//! `llvm.icmp`/`llvm.fcmp`, `llvm.select` and `llvm.freeze`.

use strata_ir::ir::{Body, OpId};
use strata_ir::{Context, Type, TypeData};
use strata_ods::{UnitAttr, op};

use crate::attrs::{FCmpPredicate, FastmathFlags, ICmpPredicate, OverflowFlags};
use crate::constraints::{BoolOrVector, FloatOrVector, IntOrPtrOrVector, IntOrVector, LlvmAny};

/// Declares an integer binary op with overflow flags: `$lhs, $rhs overflow<...> : type`.
macro_rules! int_binop_overflow {
    ($(#[$m:meta])* $ty:ident = $name:literal, [$($t:ident),*] $(, fold: $fold:path)?) => {
        op! {
            $(#[$m])*
            pub struct $ty = $name {
                traits: [pure, $($t,)* same_operands_and_result_type],
                operands: [lhs: IntOrVector, rhs: IntOrVector],
                attrs: [overflowFlags: default OverflowFlags],
                results: [res: IntOrVector],
                format: "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($res)",
                $(fold: $fold,)?
            }
        }
    };
}

/// Declares an integer binary op with a unit flag written after the mnemonic.
macro_rules! int_binop_flag {
    ($(#[$m:meta])* $ty:ident = $name:literal, $flag:ident, $fmt:literal $(, fold: $fold:path)?) => {
        op! {
            $(#[$m])*
            pub struct $ty = $name {
                traits: [pure, same_operands_and_result_type],
                operands: [lhs: IntOrVector, rhs: IntOrVector],
                attrs: [$flag: optional UnitAttr],
                results: [res: IntOrVector],
                format: $fmt,
                $(fold: $fold,)?
            }
        }
    };
}

/// Declares a plain integer binary op: `$lhs, $rhs : type`.
macro_rules! int_binop {
    ($(#[$m:meta])* $ty:ident = $name:literal, [$($t:ident),*]) => {
        op! {
            $(#[$m])*
            pub struct $ty = $name {
                traits: [pure, $($t,)* same_operands_and_result_type],
                operands: [lhs: IntOrVector, rhs: IntOrVector],
                results: [res: IntOrVector],
                format: "$lhs `,` $rhs attr-dict `:` type($res)",
            }
        }
    };
}

/// Declares a float binary op with fast-math flags.
macro_rules! float_binop {
    ($(#[$m:meta])* $ty:ident = $name:literal) => {
        op! {
            $(#[$m])*
            pub struct $ty = $name {
                traits: [pure, same_operands_and_result_type],
                operands: [lhs: FloatOrVector, rhs: FloatOrVector],
                attrs: [fastmathFlags: default FastmathFlags],
                results: [res: FloatOrVector],
                format: "$lhs `,` $rhs attr-dict `:` type($res)",
            }
        }
    };
}

int_binop_overflow! {
    /// Integer addition (LLVM's `add`).
    ///
    /// Adds two signless integers (or vectors of them) modulo 2^n. `overflow<nsw>`
    /// (`nuw`) makes a signed (unsigned) overflow poison.
    ///
    /// ```mlir
    /// llvm.func @add(%a: i32, %b: i32) -> i32 {
    ///   %0 = llvm.add %a, %b overflow<nsw> : i32
    ///   llvm.return %0 : i32
    /// }
    /// ```
    AddOp = "llvm.add", [commutative], fold: crate::fold::fold_commutative
}

int_binop_overflow! {
    /// Integer subtraction.
    ///
    /// Integer subtraction (LLVM's `sub`), with optional overflow flags. Both operands and
    /// the result have the same type: a scalar or a vector, elementwise.
    ///
    /// ```mlir
    /// llvm.func @sub(%a: i64, %b: i64) -> i64 {
    ///   %0 = llvm.sub %a, %b : i64
    ///   llvm.return %0 : i64
    /// }
    /// ```
    SubOp = "llvm.sub", []
}

int_binop_overflow! {
    /// Integer multiplication.
    ///
    /// Integer multiplication (LLVM's `mul`), with optional overflow flags. Both operands
    /// and the result have the same type: a scalar or a vector, elementwise.
    ///
    /// ```mlir
    /// llvm.func @mul(%a: i64, %b: i64) -> i64 {
    ///   %0 = llvm.mul %a, %b overflow<nsw, nuw> : i64
    ///   llvm.return %0 : i64
    /// }
    /// ```
    MulOp = "llvm.mul", [commutative], fold: crate::fold::fold_commutative
}

int_binop_overflow! {
    /// Left shift.
    ///
    /// Left shift (LLVM's `shl`), with optional overflow flags. Shifting by the bit width
    /// or more is poison. Both operands and the result have the same type: a scalar or a
    /// vector, elementwise.
    ///
    /// ```mlir
    /// llvm.func @shl(%a: i32, %b: i32) -> i32 {
    ///   %0 = llvm.shl %a, %b : i32
    ///   llvm.return %0 : i32
    /// }
    /// ```
    ShlOp = "llvm.shl", [], fold: crate::fold::fold_shl
}

int_binop_flag! {
    /// Unsigned division.
    ///
    /// Unsigned division (LLVM's `udiv`); `exact` makes a non-zero remainder poison. Both
    /// operands and the result have the same type: a scalar or a vector, elementwise.
    ///
    /// ```mlir
    /// llvm.func @udiv(%a: i32, %b: i32) -> i32 {
    ///   %0 = llvm.udiv exact %a, %b : i32
    ///   llvm.return %0 : i32
    /// }
    /// ```
    UDivOp = "llvm.udiv", isExact, "(`exact` $isExact^)? $lhs `,` $rhs attr-dict `:` type($res)"
}

int_binop_flag! {
    /// Signed division.
    ///
    /// Signed division (LLVM's `sdiv`); `exact` makes a non-zero remainder poison. Both
    /// operands and the result have the same type: a scalar or a vector, elementwise.
    ///
    /// ```mlir
    /// llvm.func @sdiv(%a: i32, %b: i32) -> i32 {
    ///   %0 = llvm.sdiv %a, %b : i32
    ///   llvm.return %0 : i32
    /// }
    /// ```
    SDivOp = "llvm.sdiv", isExact, "(`exact` $isExact^)? $lhs `,` $rhs attr-dict `:` type($res)"
}

int_binop_flag! {
    /// Logical shift right.
    ///
    /// Logical shift right (LLVM's `lshr`); `exact` makes shifting out set bits poison.
    /// Both operands and the result have the same type: a scalar or a vector, elementwise.
    ///
    /// ```mlir
    /// llvm.func @lshr(%a: i32, %b: i32) -> i32 {
    ///   %0 = llvm.lshr %a, %b : i32
    ///   llvm.return %0 : i32
    /// }
    /// ```
    LShrOp = "llvm.lshr", isExact, "(`exact` $isExact^)? $lhs `,` $rhs attr-dict `:` type($res)"
}

int_binop_flag! {
    /// Arithmetic shift right.
    ///
    /// Arithmetic shift right (LLVM's `ashr`); `exact` makes shifting out set bits poison.
    /// Both operands and the result have the same type: a scalar or a vector, elementwise.
    ///
    /// ```mlir
    /// llvm.func @ashr(%a: i32, %b: i32) -> i32 {
    ///   %0 = llvm.ashr exact %a, %b : i32
    ///   llvm.return %0 : i32
    /// }
    /// ```
    AShrOp = "llvm.ashr", isExact, "(`exact` $isExact^)? $lhs `,` $rhs attr-dict `:` type($res)"
}

int_binop_flag! {
    /// Bitwise or.
    ///
    /// Bitwise or (LLVM's `or`); `disjoint` promises that no bit is set in both operands.
    /// Both operands and the result have the same type: a scalar or a vector, elementwise.
    ///
    /// ```mlir
    /// llvm.func @or(%a: i32, %b: i32) -> i32 {
    ///   %0 = llvm.or disjoint %a, %b : i32
    ///   llvm.return %0 : i32
    /// }
    /// ```
    OrOp = "llvm.or", isDisjoint, "(`disjoint` $isDisjoint^)? $lhs `,` $rhs attr-dict `:` type($res)", fold: crate::fold::fold_or
}

int_binop! {
    /// Unsigned remainder.
    ///
    /// Unsigned remainder (LLVM's `urem`). Both operands and the result have the same type:
    /// a scalar or a vector, elementwise.
    ///
    /// ```mlir
    /// llvm.func @urem(%a: i32, %b: i32) -> i32 {
    ///   %0 = llvm.urem %a, %b : i32
    ///   llvm.return %0 : i32
    /// }
    /// ```
    URemOp = "llvm.urem", []
}

int_binop! {
    /// Signed remainder.
    ///
    /// Signed remainder (LLVM's `srem`), with the sign of the dividend. Both operands and
    /// the result have the same type: a scalar or a vector, elementwise.
    ///
    /// ```mlir
    /// llvm.func @srem(%a: i32, %b: i32) -> i32 {
    ///   %0 = llvm.srem %a, %b : i32
    ///   llvm.return %0 : i32
    /// }
    /// ```
    SRemOp = "llvm.srem", []
}

int_binop! {
    /// Bitwise and.
    ///
    /// Bitwise and (LLVM's `and`). Both operands and the result have the same type: a
    /// scalar or a vector, elementwise.
    ///
    /// ```mlir
    /// llvm.func @and(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
    ///   %0 = llvm.and %a, %b : vector<4xi32>
    ///   llvm.return %0 : vector<4xi32>
    /// }
    /// ```
    AndOp = "llvm.and", []
}

int_binop! {
    /// Bitwise exclusive or.
    ///
    /// Bitwise exclusive or (LLVM's `xor`). Both operands and the result have the same
    /// type: a scalar or a vector, elementwise.
    ///
    /// ```mlir
    /// llvm.func @xor(%a: i1, %b: i1) -> i1 {
    ///   %0 = llvm.xor %a, %b : i1
    ///   llvm.return %0 : i1
    /// }
    /// ```
    XOrOp = "llvm.xor", []
}

float_binop! {
    /// Float addition.
    ///
    /// Float addition (LLVM's `fadd`); `fastmathFlags` relax IEEE semantics. Both operands
    /// and the result have the same type: a scalar or a vector, elementwise.
    ///
    /// ```mlir
    /// llvm.func @fadd(%a: f32, %b: f32) -> f32 {
    ///   %0 = llvm.fadd %a, %b {fastmathFlags = #llvm.fastmath<fast>} : f32
    ///   llvm.return %0 : f32
    /// }
    /// ```
    FAddOp = "llvm.fadd"
}

float_binop! {
    /// Float subtraction.
    ///
    /// Float subtraction (LLVM's `fsub`). Both operands and the result have the same type:
    /// a scalar or a vector, elementwise.
    ///
    /// ```mlir
    /// llvm.func @fsub(%a: f64, %b: f64) -> f64 {
    ///   %0 = llvm.fsub %a, %b : f64
    ///   llvm.return %0 : f64
    /// }
    /// ```
    FSubOp = "llvm.fsub"
}

float_binop! {
    /// Float multiplication.
    ///
    /// Float multiplication (LLVM's `fmul`). Both operands and the result have the same
    /// type: a scalar or a vector, elementwise.
    ///
    /// ```mlir
    /// llvm.func @fmul(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
    ///   %0 = llvm.fmul %a, %b {fastmathFlags = #llvm.fastmath<nnan, ninf>} : vector<4xf32>
    ///   llvm.return %0 : vector<4xf32>
    /// }
    /// ```
    FMulOp = "llvm.fmul"
}

float_binop! {
    /// Float division.
    ///
    /// Float division (LLVM's `fdiv`). Both operands and the result have the same type: a
    /// scalar or a vector, elementwise.
    ///
    /// ```mlir
    /// llvm.func @fdiv(%a: f32, %b: f32) -> f32 {
    ///   %0 = llvm.fdiv %a, %b : f32
    ///   llvm.return %0 : f32
    /// }
    /// ```
    FDivOp = "llvm.fdiv"
}

float_binop! {
    /// Float remainder.
    ///
    /// Float remainder (LLVM's `frem`), with the sign of the dividend. Both operands and
    /// the result have the same type: a scalar or a vector, elementwise.
    ///
    /// ```mlir
    /// llvm.func @frem(%a: f32, %b: f32) -> f32 {
    ///   %0 = llvm.frem %a, %b : f32
    ///   llvm.return %0 : f32
    /// }
    /// ```
    FRemOp = "llvm.frem"
}

op! {
    /// Float negation.
    ///
    /// Float negation (LLVM's `fneg`). Both operands and the result have the same type: a
    /// scalar or a vector, elementwise.
    ///
    /// ```mlir
    /// llvm.func @fneg(%a: f32) -> f32 {
    ///   %0 = llvm.fneg %a : f32
    ///   llvm.return %0 : f32
    /// }
    /// ```
    pub struct FNegOp = "llvm.fneg" {
        traits: [pure, same_operands_and_result_type],
        operands: [operand: FloatOrVector],
        attrs: [fastmathFlags: default FastmathFlags],
        results: [res: FloatOrVector],
        format: "$operand attr-dict `:` type($res)",
    }
}

/// `i1` with the shape of `ty` (a vector of `i1` for vectors): the result type of
/// comparisons.
pub fn i1_same_shape(ctx: &Context, ty: Type) -> Type {
    let i1 = ctx.builtin_types().i1;
    match ctx.type_data(ty) {
        TypeData::Vector {
            shape, scalable, ..
        } => ctx.intern_type(TypeData::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            element: i1,
        }),
        _ => i1,
    }
}

fn cmp_result(ctx: &Context, ty: Type) -> Option<Vec<Type>> {
    Some(vec![i1_same_shape(ctx, ty)])
}

fn same_type(_: &Context, ty: Type) -> Option<Vec<Type>> {
    Some(vec![ty])
}

/// The comparisons' `TypesMatchWith` on the result.
fn verify_cmp(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let lhs = body.value_type(body.operand(op, 0));
    if body.value_type(body.result(op, 0)) != i1_same_shape(ctx, lhs) {
        return Err(format!(
            "'{}' op failed to verify that result type has i1 element type and same shape as operands",
            ctx.op_name_str(body.op(op).name)
        ));
    }
    Ok(())
}

op! {
    /// Integer or pointer comparison (LLVM's `icmp`).
    ///
    /// Compares two integers or pointers (or vectors of them, elementwise) with the
    /// quoted `predicate` (`"eq"`, `"slt"`, `"uge"`, ...) and returns `i1` (or a vector of
    /// `i1`).
    ///
    /// ```mlir
    /// llvm.func @icmp(%a: i32, %b: i32) -> i1 {
    ///   %0 = llvm.icmp "slt" %a, %b : i32
    ///   llvm.return %0 : i1
    /// }
    /// ```
    pub struct ICmpOp = "llvm.icmp" {
        traits: [pure, same_type_operands],
        operands: [lhs: IntOrPtrOrVector, rhs: IntOrPtrOrVector],
        attrs: [predicate: ICmpPredicate],
        results: [res: BoolOrVector],
        types_match: { rhs: same_type(lhs), res: cmp_result(lhs) },
        verify: verify_cmp,
        fold: crate::fold::fold_icmp,
        format: "$predicate $lhs `,` $rhs attr-dict `:` type($lhs)",
    }
}

op! {
    /// Float comparison (LLVM's `fcmp`).
    ///
    /// Compares two floats (or vectors of them) with the quoted `predicate` (`"oeq"`,
    /// `"ult"`, ...; `o` predicates are false and `u` predicates true when either operand
    /// is NaN).
    ///
    /// ```mlir
    /// llvm.func @fcmp(%a: f32, %b: f32) -> i1 {
    ///   %0 = llvm.fcmp "olt" %a, %b : f32
    ///   llvm.return %0 : i1
    /// }
    /// ```
    pub struct FCmpOp = "llvm.fcmp" {
        traits: [pure, same_type_operands],
        operands: [lhs: FloatOrVector, rhs: FloatOrVector],
        attrs: [predicate: FCmpPredicate, fastmathFlags: default FastmathFlags],
        results: [res: BoolOrVector],
        types_match: { rhs: same_type(lhs), res: cmp_result(lhs) },
        verify: verify_cmp,
        format: "$predicate $lhs `,` $rhs attr-dict `:` type($lhs)",
    }
}

op! {
    /// Chooses between two values (LLVM's `select`).
    ///
    /// Returns `trueValue` where `condition` is set, else `falseValue`; a vector
    /// condition selects elementwise.
    ///
    /// ```mlir
    /// llvm.func @select(%c: i1, %a: i32, %b: i32) -> i32 {
    ///   %0 = llvm.select %c, %a, %b : i1, i32
    ///   llvm.return %0 : i32
    /// }
    /// ```
    pub struct SelectOp = "llvm.select" {
        traits: [pure],
        operands: [condition: BoolOrVector, trueValue: LlvmAny, falseValue: LlvmAny],
        attrs: [fastmathFlags: default FastmathFlags],
        results: [res: LlvmAny],
        types_match: { trueValue: same_type(res), falseValue: same_type(res) },
        verify: verify_select,
        format: "$condition `,` $trueValue `,` $falseValue attr-dict `:` type($condition) `,` type($res)",
    }
}

fn verify_select(_: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let res = body.value_type(body.result(op, 0));
    if body.value_type(body.operand(op, 1)) != res || body.value_type(body.operand(op, 2)) != res {
        return Err("'llvm.select' op failed to verify that all of {trueValue, falseValue, res} have same type".into());
    }
    Ok(())
}

op! {
    /// Stops the propagation of undef and poison.
    ///
    /// Stops the propagation of undef and poison (LLVM's `freeze`): the result is the
    /// operand, or an arbitrary fixed value where the operand is undef or poison. Both
    /// operands and the result have the same type: a scalar or a vector, elementwise.
    ///
    /// ```mlir
    /// llvm.func @freeze(%a: i32) -> i32 {
    ///   %0 = llvm.freeze %a : i32
    ///   llvm.return %0 : i32
    /// }
    /// ```
    pub struct FreezeOp = "llvm.freeze" {
        traits: [pure, same_operands_and_result_type],
        operands: [val: LlvmAny],
        results: [res: LlvmAny],
        format: "$val attr-dict `:` type($val)",
    }
}
