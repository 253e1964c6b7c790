//! The integer arithmetic ops: `addi`, `subi`, `muli`, the divisions and remainders, the
//! shifts, the bitwise ops, min/max and the extended (carry, full-width product) ops.

use strata_ir::ir::{Body, OpId, ValueId};
use strata_ir::{Context, Type};
use strata_ods::{BoolLike, SignlessIntegerLike, UnitAttr, op};

use super::{op_name, speculation, verify_elementwise};
use crate::arith::OverflowFlags;
use crate::arith::fold;

/// Declares an integer binary op with overflow flags: `$lhs, $rhs overflow<...> : type`.
macro_rules! int_binop_overflow {
    (
        $(#[$m:meta])* $ty:ident = $name:literal, [$($t:ident),*], fold: $fold:path
        $(, result_names: $names:path)?
    ) => {
        op! {
            $(#[$m])*
            pub struct $ty = $name {
                traits: [pure, $($t,)* same_operands_and_result_type],
                operands: [lhs: SignlessIntegerLike, rhs: SignlessIntegerLike],
                attrs: [overflowFlags: default OverflowFlags],
                results: [result: SignlessIntegerLike],
                $(result_names: $names,)?
                format: "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
                fold: $fold,
            }
        }
    };
}

/// `%c4_vscale` for an `index` product of a constant and `vector.vscale` (either order;
/// the vector dialect's op recognized by name, as upstream does).
fn muli_result_names(
    ctx: &Context,
    body: &Body,
    op: OpId,
    set_name: &mut dyn FnMut(ValueId, &str),
) {
    let result = body.result(op, 0);
    if !matches!(
        ctx.type_data(body.value_type(result)),
        strata_ir::TypeData::Index
    ) {
        return;
    }
    let is_vscale = |v: ValueId| {
        strata_ir::matchers::defining_op(body, v)
            .is_some_and(|d| ctx.op_name_str(body.op(d).name) == "vector.vscale")
    };
    let constant =
        |v: ValueId| match ctx.attr_data(strata_ir::matchers::constant_attr(ctx, body, v)?) {
            strata_ir::AttrData::Integer { value, .. } => Some(value.to_string_signed()),
            _ => None,
        };
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    let base = match (constant(lhs), constant(rhs)) {
        (Some(c), _) if is_vscale(rhs) => c,
        (_, Some(c)) if is_vscale(lhs) => c,
        _ => return,
    };
    set_name(result, &format!("c{base}_vscale"));
}

/// Declares an integer binary op with an `exact` flag: `$lhs, $rhs exact : type`.
macro_rules! int_binop_exact {
    (
        $(#[$m:meta])* $ty:ident = $name:literal, fold: $fold:path
        $(, speculatable_if: $spec:path)?
    ) => {
        op! {
            $(#[$m])*
            pub struct $ty = $name {
                traits: [pure, same_operands_and_result_type],
                operands: [lhs: SignlessIntegerLike, rhs: SignlessIntegerLike],
                attrs: [isExact: optional UnitAttr],
                results: [result: SignlessIntegerLike],
                format: "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)",
                fold: $fold,
                $(interfaces: { speculatability: $spec },)?
            }
        }
    };
}

/// Declares a plain integer binary op: `$lhs, $rhs : type`.
macro_rules! int_binop {
    (
        $(#[$m:meta])* $ty:ident = $name:literal, [$($t:ident),*], fold: $fold:path
        $(, speculatable_if: $spec:path)?
    ) => {
        op! {
            $(#[$m])*
            pub struct $ty = $name {
                traits: [$($t,)* same_operands_and_result_type],
                operands: [lhs: SignlessIntegerLike, rhs: SignlessIntegerLike],
                results: [result: SignlessIntegerLike],
                format: "$lhs `,` $rhs attr-dict `:` type($result)",
                fold: $fold,
                $(interfaces: { speculatability: $spec },)?
            }
        }
    };
}

// ---- addition, subtraction, multiplication, left shift ----

int_binop_overflow! {
    /// Integer addition.
    ///
    /// `arith.addi` adds two signless integers (or, elementwise, two vectors or tensors of
    /// them) modulo 2^n. The bits are the same for signed and unsigned readings. With
    /// `overflow<nsw>` (`nuw`) the op promises that the sum does not overflow when the
    /// operands are read as signed (unsigned) numbers; if it does, the result is poison.
    ///
    /// ```mlir
    /// func.func @addi(%a: i32, %b: i32, %v: vector<4xi64>) -> (i32, vector<4xi64>) {
    ///   %0 = arith.addi %a, %b : i32
    ///   %1 = arith.addi %v, %v overflow<nsw, nuw> : vector<4xi64>
    ///   return %0, %1 : i32, vector<4xi64>
    /// }
    /// ```
    AddIOp = "arith.addi", [commutative], fold: fold::fold_addi
}

int_binop_overflow! {
    /// Integer subtraction.
    ///
    /// `arith.subi` computes `lhs - rhs` modulo 2^n on signless integers, `index`, or
    /// elementwise on vectors and tensors of them. The `nsw` and `nuw` overflow flags turn
    /// a signed or unsigned wrap-around into poison.
    ///
    /// ```mlir
    /// func.func @subi(%a: index, %b: index) -> index {
    ///   %0 = arith.subi %a, %b overflow<nuw> : index
    ///   return %0 : index
    /// }
    /// ```
    SubIOp = "arith.subi", [], fold: fold::fold_subi
}

int_binop_overflow! {
    /// Integer multiplication.
    ///
    /// `arith.muli` keeps the low n bits of the product of two n-bit integers (the same
    /// bits for signed and unsigned operands); `arith.mulsi_extended` and
    /// `arith.mului_extended` also give the high half. With `nsw`/`nuw`, a product that
    /// does not fit is poison.
    ///
    /// ```mlir
    /// func.func @muli(%a: i64, %b: i64) -> i64 {
    ///   %0 = arith.muli %a, %b overflow<nsw> : i64
    ///   return %0 : i64
    /// }
    /// ```
    MulIOp = "arith.muli", [commutative], fold: fold::fold_muli,
    result_names: muli_result_names
}

int_binop_overflow! {
    /// Left shift.
    ///
    /// `arith.shli` shifts the bits of `lhs` left by `rhs` (read as unsigned), filling with
    /// zeros. A shift amount of the bit width or more gives poison, as does a shift that
    /// loses set bits under the `nuw` flag or changes the sign under `nsw`.
    ///
    /// ```mlir
    /// func.func @shli(%x: i8, %amount: i8) -> i8 {
    ///   %0 = arith.shli %x, %amount : i8
    ///   return %0 : i8
    /// }
    /// ```
    ShLIOp = "arith.shli", [], fold: fold::fold_shli
}

// ---- divisions and right shifts with an `exact` flag ----

int_binop_exact! {
    /// Signed integer division, rounding toward zero.
    ///
    /// `arith.divsi` divides two's complement integers and truncates the quotient. Dividing
    /// by zero, or the minimum value by -1 (which overflows), is undefined behaviour, so
    /// the op is only speculatable when its divisor is a constant other than 0 and -1.
    /// With `exact`, a non-zero remainder makes the result poison.
    ///
    /// ```mlir
    /// func.func @divsi(%a: i32, %b: i32) -> (i32, i32) {
    ///   %0 = arith.divsi %a, %b : i32
    ///   %1 = arith.divsi %a, %b exact : i32
    ///   return %0, %1 : i32, i32
    /// }
    /// ```
    DivSIOp = "arith.divsi", fold: fold::fold_divsi,
        speculatable_if: speculation::signed_division
}

int_binop_exact! {
    /// Unsigned integer division.
    ///
    /// `arith.divui` reads both operands as unsigned numbers and rounds the quotient down.
    /// Division by zero is undefined behaviour (the op is speculatable only for a non-zero
    /// constant divisor); `exact` promises a zero remainder.
    ///
    /// ```mlir
    /// func.func @divui(%a: vector<2xi16>, %b: vector<2xi16>) -> vector<2xi16> {
    ///   %0 = arith.divui %a, %b : vector<2xi16>
    ///   return %0 : vector<2xi16>
    /// }
    /// ```
    DivUIOp = "arith.divui", fold: fold::fold_divui,
        speculatable_if: speculation::unsigned_division
}

int_binop_exact! {
    /// Arithmetic (sign-filling) right shift.
    ///
    /// `arith.shrsi` shifts `lhs` right by `rhs` bits, copying the sign bit into the
    /// vacated positions. Shift amounts of the bit width or more give poison; with
    /// `exact`, so does shifting out any set bit.
    ///
    /// ```mlir
    /// func.func @shrsi(%x: i32) -> i32 {
    ///   %c4 = arith.constant 4 : i32
    ///   %0 = arith.shrsi %x, %c4 : i32
    ///   return %0 : i32
    /// }
    /// ```
    ShRSIOp = "arith.shrsi", fold: fold::fold_shrsi
}

int_binop_exact! {
    /// Logical (zero-filling) right shift.
    ///
    /// `arith.shrui` shifts `lhs` right by `rhs` bits and fills the top with zeros. Shift
    /// amounts of the bit width or more give poison; with `exact`, so does shifting out
    /// any set bit.
    ///
    /// ```mlir
    /// func.func @shrui(%x: i32, %n: i32) -> i32 {
    ///   %0 = arith.shrui %x, %n exact : i32
    ///   return %0 : i32
    /// }
    /// ```
    ShRUIOp = "arith.shrui", fold: fold::fold_shrui
}

// ---- remainders and bitwise ops ----

int_binop! {
    /// Signed integer remainder.
    ///
    /// `arith.remsi` gives the remainder of the truncating signed division, which has the
    /// sign of the dividend (`-7 rem 2` is `-1`). A zero divisor is undefined behaviour.
    ///
    /// ```mlir
    /// func.func @remsi(%a: i32, %b: i32) -> i32 {
    ///   %0 = arith.remsi %a, %b : i32
    ///   return %0 : i32
    /// }
    /// ```
    RemSIOp = "arith.remsi", [pure], fold: fold::fold_remsi
}

int_binop! {
    /// Unsigned integer remainder.
    ///
    /// `arith.remui` reads both operands as unsigned numbers and gives the remainder of
    /// their division. A zero divisor is undefined behaviour.
    ///
    /// ```mlir
    /// func.func @remui(%a: index, %b: index) -> index {
    ///   %0 = arith.remui %a, %b : index
    ///   return %0 : index
    /// }
    /// ```
    RemUIOp = "arith.remui", [pure], fold: fold::fold_remui
}

int_binop! {
    /// Bitwise and.
    ///
    /// `arith.andi` ands the bits of its operands; on `i1` it is the logical and.
    ///
    /// ```mlir
    /// func.func @andi(%a: i1, %b: i1, %v: vector<8xi8>, %m: vector<8xi8>) -> (i1, vector<8xi8>) {
    ///   %0 = arith.andi %a, %b : i1
    ///   %1 = arith.andi %v, %m : vector<8xi8>
    ///   return %0, %1 : i1, vector<8xi8>
    /// }
    /// ```
    AndIOp = "arith.andi", [pure, commutative], fold: fold::fold_andi
}

int_binop! {
    /// Bitwise or.
    ///
    /// `arith.ori` ors the bits of its operands; on `i1` it is the logical or.
    ///
    /// ```mlir
    /// func.func @ori(%a: i64, %b: i64) -> i64 {
    ///   %0 = arith.ori %a, %b : i64
    ///   return %0 : i64
    /// }
    /// ```
    OrIOp = "arith.ori", [pure, commutative], fold: fold::fold_ori
}

int_binop! {
    /// Bitwise exclusive or.
    ///
    /// `arith.xori` xors the bits of its operands. With an all-ones operand (`true` for
    /// `i1`) it is the bitwise negation, the form canonicalization recognizes as a "not".
    ///
    /// ```mlir
    /// func.func @not(%a: i1) -> i1 {
    ///   %true = arith.constant true
    ///   %0 = arith.xori %a, %true : i1
    ///   return %0 : i1
    /// }
    /// ```
    XOrIOp = "arith.xori", [pure, commutative], fold: fold::fold_xori
}

// ---- rounding divisions and min/max ----

int_binop! {
    /// Signed integer division, rounding toward positive infinity.
    ///
    /// `arith.ceildivsi` gives the smallest integer not below the exact quotient (`7 / 2`
    /// is `4`, `-7 / 2` is `-3`). Division by zero and the overflowing `MIN / -1` are
    /// undefined behaviour. `arith-expand` rewrites it into `divsi` and a correction.
    ///
    /// ```mlir
    /// func.func @ceildivsi(%a: i32, %b: i32) -> i32 {
    ///   %0 = arith.ceildivsi %a, %b : i32
    ///   return %0 : i32
    /// }
    /// ```
    CeilDivSIOp = "arith.ceildivsi", [pure], fold: fold::fold_ceildivsi,
        speculatable_if: speculation::signed_division
}

int_binop! {
    /// Unsigned integer division, rounding up.
    ///
    /// `arith.ceildivui` reads its operands as unsigned numbers and rounds the quotient
    /// up, as when counting the tiles needed to cover `n` elements. A zero divisor is
    /// undefined behaviour.
    ///
    /// ```mlir
    /// func.func @ceildivui(%n: index, %tile: index) -> index {
    ///   %0 = arith.ceildivui %n, %tile : index
    ///   return %0 : index
    /// }
    /// ```
    CeilDivUIOp = "arith.ceildivui", [pure], fold: fold::fold_ceildivui,
        speculatable_if: speculation::unsigned_division
}

int_binop! {
    /// Signed integer division, rounding toward negative infinity.
    ///
    /// `arith.floordivsi` gives the largest integer not above the exact quotient (`-7 / 2`
    /// is `-4`). Division by zero and `MIN / -1` are undefined behaviour.
    ///
    /// ```mlir
    /// func.func @floordivsi(%a: i64, %b: i64) -> i64 {
    ///   %0 = arith.floordivsi %a, %b : i64
    ///   return %0 : i64
    /// }
    /// ```
    FloorDivSIOp = "arith.floordivsi", [pure], fold: fold::fold_floordivsi
}

int_binop! {
    /// Signed integer maximum.
    ///
    /// `arith.maxsi` returns the larger operand, comparing them as two's complement
    /// numbers.
    ///
    /// ```mlir
    /// func.func @maxsi(%a: i32, %b: i32) -> i32 {
    ///   %0 = arith.maxsi %a, %b : i32
    ///   return %0 : i32
    /// }
    /// ```
    MaxSIOp = "arith.maxsi", [pure, commutative], fold: fold::fold_maxsi
}

int_binop! {
    /// Unsigned integer maximum.
    ///
    /// `arith.maxui` returns the larger operand, comparing them as unsigned numbers.
    ///
    /// ```mlir
    /// func.func @maxui(%a: vector<4xi8>, %b: vector<4xi8>) -> vector<4xi8> {
    ///   %0 = arith.maxui %a, %b : vector<4xi8>
    ///   return %0 : vector<4xi8>
    /// }
    /// ```
    MaxUIOp = "arith.maxui", [pure, commutative], fold: fold::fold_maxui
}

int_binop! {
    /// Signed integer minimum.
    ///
    /// `arith.minsi` returns the smaller operand, comparing them as two's complement
    /// numbers. With `maxsi` it clamps a value to a range.
    ///
    /// ```mlir
    /// func.func @clamp(%x: i32, %lo: i32, %hi: i32) -> i32 {
    ///   %0 = arith.maxsi %x, %lo : i32
    ///   %1 = arith.minsi %0, %hi : i32
    ///   return %1 : i32
    /// }
    /// ```
    MinSIOp = "arith.minsi", [pure, commutative], fold: fold::fold_minsi
}

int_binop! {
    /// Unsigned integer minimum.
    ///
    /// `arith.minui` returns the smaller operand, comparing them as unsigned numbers.
    ///
    /// ```mlir
    /// func.func @minui(%a: index, %b: index) -> index {
    ///   %0 = arith.minui %a, %b : index
    ///   return %0 : index
    /// }
    /// ```
    MinUIOp = "arith.minui", [pure, commutative], fold: fold::fold_minui
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

/// The type itself: `AllTypesMatch` between the operands and a result.
fn same_type(_: &Context, ty: Type) -> Option<Vec<Type>> {
    Some(vec![ty])
}

op! {
    /// Unsigned addition with a carry out.
    ///
    /// `arith.addui_extended` returns the wrapped sum of two integers and an `i1` (or
    /// vector or tensor of `i1`) that is set where the unsigned addition overflowed, the
    /// building block of multi-word additions. The results are named `%sum` and
    /// `%overflow`.
    ///
    /// ```mlir
    /// func.func @add_with_carry(%a: i64, %b: i64) -> (i64, i1) {
    ///   %sum, %overflow = arith.addui_extended %a, %b : i64, i1
    ///   return %sum, %overflow : i64, i1
    /// }
    /// ```
    pub struct AddUIExtendedOp = "arith.addui_extended" {
        traits: [pure, commutative],
        operands: [lhs: SignlessIntegerLike, rhs: SignlessIntegerLike],
        results: [sum: SignlessIntegerLike, overflow: BoolLike],
        types_match: { lhs: same_type(sum), rhs: same_type(sum) },
        verify: verify_addui_extended,
        format: "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)",
        fold: fold::fold_addui_extended,
    }
}

op! {
    /// Signed multiplication giving the full-width product.
    ///
    /// `arith.mulsi_extended` multiplies two n-bit integers as signed numbers and returns
    /// the 2n-bit product in two halves of the operand type: the low bits (equal to
    /// `arith.muli`'s result) and the high bits.
    ///
    /// ```mlir
    /// func.func @mulsi_extended(%a: i32, %b: i32) -> (i32, i32) {
    ///   %low, %high = arith.mulsi_extended %a, %b : i32
    ///   return %low, %high : i32, i32
    /// }
    /// ```
    pub struct MulSIExtendedOp = "arith.mulsi_extended" {
        traits: [pure, commutative],
        operands: [lhs: SignlessIntegerLike, rhs: SignlessIntegerLike],
        results: [low: SignlessIntegerLike, high: SignlessIntegerLike],
        types_match: { rhs: same_type(lhs), low: same_type(lhs), high: same_type(lhs) },
        verify: verify_mul_extended,
        format: "$lhs `,` $rhs attr-dict `:` type($lhs)",
        fold: fold::fold_mulsi_extended,
    }
}

op! {
    /// Unsigned multiplication giving the full-width product.
    ///
    /// `arith.mului_extended` multiplies two n-bit integers as unsigned numbers and
    /// returns the low and the high n bits of the 2n-bit product.
    ///
    /// ```mlir
    /// func.func @mului_extended(%a: vector<2xi64>, %b: vector<2xi64>) -> vector<2xi64> {
    ///   %low, %high = arith.mului_extended %a, %b : vector<2xi64>
    ///   return %high : vector<2xi64>
    /// }
    /// ```
    pub struct MulUIExtendedOp = "arith.mului_extended" {
        traits: [pure, commutative],
        operands: [lhs: SignlessIntegerLike, rhs: SignlessIntegerLike],
        results: [low: SignlessIntegerLike, high: SignlessIntegerLike],
        types_match: { rhs: same_type(lhs), low: same_type(lhs), high: same_type(lhs) },
        verify: verify_mul_extended,
        format: "$lhs `,` $rhs attr-dict `:` type($lhs)",
        fold: fold::fold_mului_extended,
    }
}

#[cfg(test)]
mod tests {
    //! Typed views of the extended ops.

    use super::*;
    use strata_asm::{ParseOptions, Source, parse_source};
    use strata_ir::ir::{WalkOrder, walk_all_iter};

    #[test]
    fn extended_views_and_accessors() {
        let ctx = Context::new();
        crate::register_all(&ctx);
        let text = "func.func @f(%a: i32) {\n  %0:2 = arith.addui_extended %a, %a : i32, i1\n  return\n}\n";
        let op = parse_source(&ctx, &Source { name: "t", text }, &ParseOptions::default()).unwrap();
        let mut found = 0;
        for (body, id) in walk_all_iter(&op.body, op.op, WalkOrder::PreOrder) {
            if let Some(add) = AddUIExtendedOp::cast(&ctx, body, id) {
                assert_eq!(body.value_type(add.sum(body)), ctx.builtin_types().i32);
                assert_eq!(body.value_type(add.overflow(body)), ctx.builtin_types().i1);
                assert_eq!(add.lhs(body), add.rhs(body));
                assert!(AddUIExtendedOp::__verify(&ctx, body, id).is_ok());
                // The product halves take the operand type (`AllTypesMatch`): the
                // builders derive them.
                let (a, loc) = (add.lhs(body), add.loc(body));
                let i32t = ctx.builtin_types().i32;
                let state = MulUIExtendedOp::state(&ctx, body, loc, a, a);
                assert_eq!(state.result_types, vec![i32t, i32t]);
                let state = MulSIExtendedOp::state(&ctx, body, loc, a, a);
                assert_eq!(state.result_types, vec![i32t, i32t]);
                found += 1;
            }
        }
        assert_eq!(found, 1);
    }
}
