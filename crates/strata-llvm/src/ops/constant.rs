//! The value-producing `llvm.mlir.*` ops: `constant`, `undef`, `poison`, `zero` and
//! `addressof` (the address of a global or function).

use strata_ir::ir::{Body, OpId};
use strata_ir::registry::OpError;
use strata_ir::symbols::SymbolTable;
use strata_ir::{AttrData, Context};
use strata_ods::op;

use crate::constraints::{AnyAttr, AnyPointer, FlatSymbolRefAttr, LlvmAny};
use crate::types::array_parts;

op! {
    /// A constant (LLVM's constants): an integer, float, string or dense elements
    /// attribute of the result type.
    ///
    /// Strings are arrays of `i8`; dense elements give vector and array constants.
    ///
    /// ```mlir
    /// llvm.func @constant() -> i32 {
    ///   %0 = llvm.mlir.constant(42 : i32) : i32
    ///   %1 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
    ///   llvm.return %0 : i32
    /// }
    /// ```
    pub struct ConstantOp = "llvm.mlir.constant" {
        traits: [pure, constant_like],
        attrs: [value: AnyAttr],
        results: [res: LlvmAny],
        verify: verify_constant,
        format: "`(` $value `)` attr-dict `:` type($res)",
    }
}

fn verify_constant(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let Some(value) = ConstantOp(op).value(ctx, body) else {
        return Ok(());
    };
    let ty = body.value_type(body.result(op, 0));
    if let AttrData::String { value: s, .. } = ctx.attr_data(value) {
        let i8t = ctx.integer_type(8, strata_ir::Signedness::Signless);
        let ok = array_parts(ctx, ty).is_some_and(|(e, n)| e == i8t && n as usize == s.len());
        if !ok {
            return Err(format!(
                "'llvm.mlir.constant' op expected array type of {} i8 elements for the string constant",
                s.len()
            ));
        }
    }
    Ok(())
}

op! {
    /// An undefined value.
    ///
    /// An undefined value (LLVM's `undef`) of any LLVM type. It has no operands; the result
    /// type is written after the colon.
    ///
    /// ```mlir
    /// llvm.func @undef() -> !llvm.struct<(i32, f32)> {
    ///   %0 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
    ///   llvm.return %0 : !llvm.struct<(i32, f32)>
    /// }
    /// ```
    pub struct UndefOp = "llvm.mlir.undef" {
        traits: [pure, constant_like],
        results: [res: LlvmAny],
        fold: crate::fold::fold_undef,
        format: "attr-dict `:` type($res)",
    }
}

op! {
    /// A poison value.
    ///
    /// A poison value (LLVM's `poison`) of any LLVM type: the start of the memref
    /// descriptors the lowerings build. It has no operands; the result type is written
    /// after the colon.
    ///
    /// ```mlir
    /// llvm.func @poison() -> !llvm.struct<(ptr, ptr, i64)> {
    ///   %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
    ///   llvm.return %0 : !llvm.struct<(ptr, ptr, i64)>
    /// }
    /// ```
    pub struct PoisonOp = "llvm.mlir.poison" {
        traits: [pure, constant_like],
        results: [res: LlvmAny],
        fold: crate::fold::fold_poison,
        format: "attr-dict `:` type($res)",
    }
}

op! {
    /// The zero value of a type.
    ///
    /// The zero value of a type (LLVM's `zeroinitializer`; `null` for pointers). It has no
    /// operands; the result type is written after the colon.
    ///
    /// ```mlir
    /// llvm.func @zero() -> !llvm.ptr {
    ///   %0 = llvm.mlir.zero : !llvm.ptr
    ///   llvm.return %0 : !llvm.ptr
    /// }
    /// ```
    pub struct ZeroOp = "llvm.mlir.zero" {
        traits: [pure, constant_like],
        results: [res: LlvmAny],
        fold: crate::fold::fold_zero,
        format: "attr-dict `:` type($res)",
    }
}

op! {
    /// The address of a global.
    ///
    /// The address of a global (`llvm.mlir.global`) or function (`llvm.func`) as a pointer.
    /// It has no operands; the result type is written after the colon.
    ///
    /// ```mlir
    /// llvm.mlir.global internal @counter(0 : i32) {addr_space = 0 : i32} : i32
    /// llvm.func @address() -> !llvm.ptr {
    ///   %0 = llvm.mlir.addressof @counter : !llvm.ptr
    ///   llvm.return %0 : !llvm.ptr
    /// }
    /// ```
    pub struct AddressOfOp = "llvm.mlir.addressof" {
        traits: [pure, constant_like],
        attrs: [global_name: FlatSymbolRefAttr],
        results: [res: AnyPointer],
        fold: fold_addressof,
        info: { verify_symbol_uses: Some(verify_addressof_symbol_uses) },
        format: "$global_name attr-dict `:` type($res)",
    }
}

fn verify_addressof_symbol_uses(
    ctx: &Context,
    table_body: &Body,
    table: OpId,
    symbols: &SymbolTable,
    body: &Body,
    op: OpId,
) -> Result<(), OpError> {
    let Some(AttrData::SymbolRef { root, .. }) = AddressOfOp(op)
        .global_name(ctx, body)
        .map(|a| ctx.attr_data(a))
    else {
        return Ok(());
    };
    let found = symbols.lookup(ctx.ident_bytes_of(*root)).is_some_and(|f| {
        let name = ctx.op_name_str(table_body.regions_body(table).op(f).name);
        matches!(
            name,
            "llvm.mlir.global" | "llvm.func" | "llvm.mlir.alias" | "llvm.mlir.ifunc"
        )
    });
    if !found {
        return Err("'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'".into());
    }
    Ok(())
}

/// `llvm.mlir.addressof` folds to its symbol (it is constant-like: hoisted and
/// deduplicated like constants).
fn fold_addressof(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<strata_ir::Attribute>],
) -> Option<Vec<strata_ir::registry::FoldResult>> {
    let sym = AddressOfOp(op).global_name(ctx, body)?;
    Some(vec![strata_ir::registry::FoldResult::Attr(sym)])
}
