//! The `arith` dialect (first batch): constants, integer and float binary ops, comparisons,
//! `select` and casts, declared with [`op!`](strata_ods::op) and identical to mlir-opt 22 in
//! custom and generic form.

mod attrs;
mod canonicalize;
mod canonicalize_more;
pub mod expand;
pub(crate) mod fold;
mod ops;
pub mod ops_more;
mod speculation;

use strata_ir::Context;

pub use attrs::{CmpFPredicate, CmpIPredicate, FastMath, OverflowFlags};
pub(crate) use canonicalize::invert_cmpi;

use strata_ods::{
    AnyType, BoolLike, FloatLike, SignlessFixedWidthIntegerLike, SignlessIntegerLike,
    SignlessIntegerLikeOrMemRef, TypedAttr, UnitAttr, op,
};

op! {
    /// `arith.constant 42 : i32`: a constant of integer, float or elements type.
    pub struct ConstantOp = "arith.constant" {
        traits: [pure, constant_like],
        attrs: [value: TypedAttr],
        results: [result: AnyType],
        verify: ops::verify_constant,
        infer: ops::constant_type,
        result_names: ops::constant_result_names,
        format: "attr-dict $value",
        info: { fold: Some(fold::fold_constant) },
    }
}

/// The `fold` field of an op declared by the macros below (optional folder path).
macro_rules! fold_of {
    () => {
        None
    };
    ($f:path) => {
        Some($f)
    };
}

/// Declares an integer binary op with overflow flags.
macro_rules! int_binop_overflow {
    ($(#[$m:meta])* $ty:ident, $name:literal, [$($t:ident),*] $(, $fold:path)?) => {
        op! {
            $(#[$m])*
            pub struct $ty = $name {
                traits: [pure, $($t,)* same_operands_and_result_type],
                operands: [lhs: SignlessIntegerLike, rhs: SignlessIntegerLike],
                attrs: [overflowFlags: default OverflowFlags],
                results: [result: SignlessIntegerLike],
                format: "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
                info: { fold: fold_of!($($fold)?) },
            }
        }
    };
}

/// Declares an integer binary op with an `exact` flag.
macro_rules! int_binop_exact {
    ($(#[$m:meta])* $ty:ident, $name:literal $(, $fold:path)?) => {
        op! {
            $(#[$m])*
            pub struct $ty = $name {
                traits: [pure, same_operands_and_result_type],
                operands: [lhs: SignlessIntegerLike, rhs: SignlessIntegerLike],
                attrs: [isExact: optional UnitAttr],
                results: [result: SignlessIntegerLike],
                format: "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)",
                info: {
                    fold: fold_of!($($fold)?),
                    interfaces: speculation::interfaces($name),
                },
            }
        }
    };
}

/// Declares a plain integer binary op.
macro_rules! int_binop {
    ($(#[$m:meta])* $ty:ident, $name:literal, [$($t:ident),*] $(, $fold:path)?) => {
        op! {
            $(#[$m])*
            pub struct $ty = $name {
                traits: [$($t,)* same_operands_and_result_type],
                operands: [lhs: SignlessIntegerLike, rhs: SignlessIntegerLike],
                results: [result: SignlessIntegerLike],
                format: "$lhs `,` $rhs attr-dict `:` type($result)",
                info: { fold: fold_of!($($fold)?) },
            }
        }
    };
}

/// Declares a float binary op with fast-math flags.
macro_rules! float_binop {
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

/// Declares a cast op `$input : type to type`.
macro_rules! cast_op {
    ($(#[$m:meta])* $ty:ident, $name:literal, $from:ident, $to:ident $(, $fold:path)?) => {
        op! {
            $(#[$m])*
            pub struct $ty = $name {
                traits: [pure, same_operands_and_result_shape],
                operands: [input: $from],
                results: [out: $to],
                verify: ops::verify_cast,
                format: "$input attr-dict `:` type($input) `to` type($out)",
                info: { fold: fold_of!($($fold)?) },
            }
        }
    };
}

int_binop_overflow!(
    /// `arith.addi`: integer addition.
    AddIOp, "arith.addi", [commutative], fold::fold_addi);
int_binop_overflow!(
    /// `arith.subi`: integer subtraction.
    SubIOp, "arith.subi", [], fold::fold_subi);
int_binop_overflow!(
    /// `arith.muli`: integer multiplication.
    MulIOp, "arith.muli", [commutative], fold::fold_muli);
int_binop_overflow!(
    /// `arith.shli`: shift left.
    ShLIOp, "arith.shli", [], fold::fold_shli);
int_binop_exact!(
    /// `arith.divsi`: signed division.
    DivSIOp, "arith.divsi", fold::fold_divsi);
int_binop_exact!(
    /// `arith.divui`: unsigned division.
    DivUIOp, "arith.divui", fold::fold_divui);
int_binop_exact!(
    /// `arith.shrsi`: arithmetic shift right.
    ShRSIOp, "arith.shrsi", fold::fold_shrsi);
int_binop_exact!(
    /// `arith.shrui`: logical shift right.
    ShRUIOp, "arith.shrui", fold::fold_shrui);
int_binop!(
    /// `arith.remsi`: signed remainder.
    RemSIOp, "arith.remsi", [pure], fold::fold_remsi);
int_binop!(
    /// `arith.remui`: unsigned remainder.
    RemUIOp, "arith.remui", [pure], fold::fold_remui);
int_binop!(
    /// `arith.andi`: bitwise and.
    AndIOp, "arith.andi", [pure, commutative], fold::fold_andi);
int_binop!(
    /// `arith.ori`: bitwise or.
    OrIOp, "arith.ori", [pure, commutative], fold::fold_ori);
int_binop!(
    /// `arith.xori`: bitwise xor.
    XOrIOp, "arith.xori", [pure, commutative], fold::fold_xori);
float_binop!(
    /// `arith.addf`: float addition.
    AddFOp, "arith.addf", [commutative], fold::fold_addf);
float_binop!(
    /// `arith.subf`: float subtraction.
    SubFOp, "arith.subf", [], fold::fold_subf);
float_binop!(
    /// `arith.mulf`: float multiplication.
    MulFOp, "arith.mulf", [commutative], fold::fold_mulf);
float_binop!(
    /// `arith.divf`: float division.
    DivFOp, "arith.divf", [], fold::fold_divf);

op! {
    /// `arith.cmpi slt, %a, %b : i32`: integer comparison.
    pub struct CmpIOp = "arith.cmpi" {
        traits: [pure, same_type_operands, same_operands_and_result_shape],
        operands: [lhs: SignlessIntegerLike, rhs: SignlessIntegerLike],
        attrs: [predicate: CmpIPredicate],
        results: [result: BoolLike],
        infer: ops::cmp_type,
        format: "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)",
        info: { fold: Some(fold::fold_cmpi) },
    }
}

op! {
    /// `arith.cmpf oeq, %a, %b : f32`: float comparison.
    pub struct CmpFOp = "arith.cmpf" {
        traits: [pure, same_type_operands, same_operands_and_result_shape],
        operands: [lhs: FloatLike, rhs: FloatLike],
        attrs: [predicate: CmpFPredicate, fastmath: default FastMath],
        results: [result: BoolLike],
        infer: ops::cmp_type,
        format: "$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)",
        info: { fold: Some(fold::fold_cmpf) },
    }
}

op! {
    /// `arith.select %c, %a, %b : i32`: choice between two values.
    pub struct SelectOp = "arith.select" {
        traits: [pure],
        operands: [condition: BoolLike, true_value: AnyType, false_value: AnyType],
        results: [result: AnyType],
        verify: ops::verify_select,
        parse: ops::parse_select,
        print: ops::print_select,
        info: { fold: Some(fold::fold_select) },
    }
}

cast_op!(
    /// `arith.index_cast %a : i32 to index`.
    IndexCastOp, "arith.index_cast", SignlessIntegerLikeOrMemRef, SignlessIntegerLikeOrMemRef, fold::fold_index_cast);
cast_op!(
    /// `arith.sitofp %a : i32 to f32`.
    SIToFPOp, "arith.sitofp", SignlessFixedWidthIntegerLike, FloatLike, fold::fold_sitofp);
cast_op!(
    /// `arith.extsi %a : i32 to i64`.
    ExtSIOp, "arith.extsi", SignlessFixedWidthIntegerLike, SignlessFixedWidthIntegerLike, fold::fold_extsi);
cast_op!(
    /// `arith.extui %a : i32 to i64`.
    ExtUIOp, "arith.extui", SignlessFixedWidthIntegerLike, SignlessFixedWidthIntegerLike, fold::fold_extui);

op! {
    /// `arith.trunci %a : i32 to i8`: integer truncation.
    pub struct TruncIOp = "arith.trunci" {
        traits: [pure, same_operands_and_result_shape],
        operands: [input: SignlessFixedWidthIntegerLike],
        attrs: [overflowFlags: default OverflowFlags],
        results: [out: SignlessFixedWidthIntegerLike],
        verify: ops::verify_cast,
        format: "$input (`overflow` `` $overflowFlags^)? attr-dict `:` type($input) `to` type($out)",
        info: { fold: Some(fold::fold_trunci) },
    }
}

/// Registers the `arith` ops into `ctx`.
pub fn register(ctx: &Context) {
    ctx.register_dialect("arith");
    strata_ir::registry::DialectHooks::register_inlinable(ctx, "arith");
    strata_ir::registry::DialectHooks::register_constant_materializer(
        ctx,
        "arith",
        fold::materialize_constant,
    );
    canonicalize::register(ctx);
    ConstantOp::register(ctx);
    AddIOp::register(ctx);
    SubIOp::register(ctx);
    MulIOp::register(ctx);
    ShLIOp::register(ctx);
    DivSIOp::register(ctx);
    DivUIOp::register(ctx);
    ShRSIOp::register(ctx);
    ShRUIOp::register(ctx);
    RemSIOp::register(ctx);
    RemUIOp::register(ctx);
    AndIOp::register(ctx);
    OrIOp::register(ctx);
    XOrIOp::register(ctx);
    AddFOp::register(ctx);
    SubFOp::register(ctx);
    MulFOp::register(ctx);
    DivFOp::register(ctx);
    CmpIOp::register(ctx);
    CmpFOp::register(ctx);
    SelectOp::register(ctx);
    IndexCastOp::register(ctx);
    SIToFPOp::register(ctx);
    ExtSIOp::register(ctx);
    ExtUIOp::register(ctx);
    TruncIOp::register(ctx);
}
