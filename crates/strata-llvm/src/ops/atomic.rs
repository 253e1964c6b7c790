//! Atomic memory ops: `llvm.atomicrmw` (read-modify-write), `llvm.cmpxchg`
//! (compare-and-exchange) and `llvm.fence`.

use strata_asm::custom::{OpAsmParser, OpAsmPrinter};
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId, OperationState};
use strata_ir::{Context, Type, TypeData};
use strata_ods::{UnitAttr, op};

use crate::attrs::{AtomicBinOp, AtomicOrdering};
use crate::constraints::{
    AccessGroupArray, AliasScopeArray, AnyPointer, I64Attr, StrAttr, TbaaTagArray,
};
use crate::types::{is_compatible_float, is_compatible_vector, is_ptr};

/// A float, pointer, signless integer or fixed-length vector (`LLVM_AtomicRMWType`).
pub struct AtomicRMWType;
impl strata_ods::TypeConstraint for AtomicRMWType {
    const SUMMARY: &'static str = "floating point LLVM type or LLVM pointer type or signless integer or LLVM dialect-compatible fixed-length vector type";
    fn check(ctx: &Context, ty: Type) -> bool {
        is_compatible_float(ctx, ty)
            || is_ptr(ctx, ty)
            || is_signless_int(ctx, ty)
            || (is_compatible_vector(ctx, ty) && !is_scalable(ctx, ty))
    }
}

/// A signless integer or a pointer (`cmpxchg`'s operands).
pub struct IntOrPtr;
impl strata_ods::TypeConstraint for IntOrPtr {
    const SUMMARY: &'static str = "signless integer or LLVM pointer type";
    fn check(ctx: &Context, ty: Type) -> bool {
        is_signless_int(ctx, ty) || is_ptr(ctx, ty)
    }
}

fn is_signless_int(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_data(ty),
        TypeData::Integer {
            signedness: strata_ir::Signedness::Signless,
            ..
        }
    )
}

fn is_scalable(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_data(ty), TypeData::Vector { scalable, .. } if scalable.iter().any(|s| *s))
}

/// Upstream's `isTypeCompatibleWithAtomicOp`: an integer, pointer or float whose size is
/// a power of two of at least 8 bits.
fn atomic_compatible(ctx: &Context, ty: Type) -> bool {
    if !is_signless_int(ctx, ty) && !is_ptr(ctx, ty) && !is_compatible_float(ctx, ty) {
        return false;
    }
    crate::layout::size_in_bits(ctx, ty).is_some_and(|b| b >= 8 && b.is_power_of_two())
}

/// `val`'s type, checked while parsing as ODS does for a type other types are derived
/// from (`'val' must be ..., but got ...` at the op name).
fn parse_val_type<C: strata_ods::TypeConstraint>(
    p: &mut OpAsmParser<'_, '_, '_>,
    types: &mut Vec<Type>,
) -> Result<(), Diagnostic> {
    let t = p.parse_type()?;
    strata_ods::check_parsed_type::<C>(p, "val", t)?;
    *types = vec![t];
    Ok(())
}

fn parse_rmw_val_type(
    p: &mut OpAsmParser<'_, '_, '_>,
    _: &mut OperationState,
    types: &mut Vec<Type>,
) -> Result<(), Diagnostic> {
    parse_val_type::<AtomicRMWType>(p, types)
}

fn parse_cmp_xchg_val_type(
    p: &mut OpAsmParser<'_, '_, '_>,
    _: &mut OperationState,
    types: &mut Vec<Type>,
) -> Result<(), Diagnostic> {
    parse_val_type::<IntOrPtr>(p, types)
}

fn print_rmw_val_type(p: &mut OpAsmPrinter<'_, '_, '_, '_>, types: &[Type]) {
    p.print_types(types.iter().copied());
}

fn print_cmp_xchg_val_type(p: &mut OpAsmPrinter<'_, '_, '_, '_>, types: &[Type]) {
    p.print_types(types.iter().copied());
}

fn same_type(_: &Context, ty: Type) -> Option<Vec<Type>> {
    Some(vec![ty])
}

/// `!llvm.struct<(ty, i1)>`, `cmpxchg`'s result.
fn value_and_flag(ctx: &Context, ty: Type) -> Option<Vec<Type>> {
    let i1 = ctx.builtin_types().i1;
    crate::types::struct_type(ctx, &[ty, i1], false)
        .ok()
        .map(|t| vec![t])
}

fn ordering_of(ctx: &Context, body: &Body, op: OpId, name: &str) -> u64 {
    strata_ir::symbols::op_attr(ctx, body, op, name)
        .and_then(|a| AtomicOrdering::case(ctx, a))
        .unwrap_or(0)
}

op! {
    /// Atomically combines a value with the one in memory (LLVM's `atomicrmw`).
    ///
    /// Reads the value at `ptr`, stores `bin_op` of it and `val` (`xchg` stores `val`
    /// itself) and returns the old value, as one atomic step with the given ordering (at
    /// least `monotonic`). Integer operations take `i8` to `i64`; float operations
    /// (`fadd`, `fsub`, `fmax`, `fmin`, `fmaximum`, `fminimum`) floats or fixed vectors of
    /// them.
    ///
    /// ```mlir
    /// llvm.func @atomicrmw(%p: !llvm.ptr, %i: i32, %f: f32) -> i32 {
    ///   %0 = llvm.atomicrmw add %p, %i acq_rel : !llvm.ptr, i32
    ///   %1 = llvm.atomicrmw volatile fadd %p, %f syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr, f32
    ///   llvm.return %0 : i32
    /// }
    /// ```
    pub struct AtomicRMWOp = "llvm.atomicrmw" {
        operands: [ptr: AnyPointer, val: AtomicRMWType],
        attrs: [
            bin_op: AtomicBinOp,
            ordering: AtomicOrdering,
            syncscope: optional StrAttr,
            alignment: optional I64Attr,
            volatile_: optional UnitAttr,
            access_groups: optional AccessGroupArray,
            alias_scopes: optional AliasScopeArray,
            noalias_scopes: optional AliasScopeArray,
            tbaa: optional TbaaTagArray,
        ],
        results: [res: AtomicRMWType],
        types_match: { res: same_type(val) },
        verify_preds: verify_rmw_types,
        verify: verify_rmw,
        format: "(`volatile` $volatile_^)? $bin_op $ptr `,` $val (`syncscope` `(` $syncscope^ `)`)? $ordering attr-dict `:` type($ptr) `,` custom<RmwValType>(type($val))",
    }
}

fn verify_rmw_types(_: &Context, body: &Body, op: OpId) -> Result<(), String> {
    if body.value_type(body.result(op, 0)) != body.value_type(body.operand(op, 1)) {
        return Err(
            "'llvm.atomicrmw' op failed to verify that result #0 and operand #1 have the same type"
                .into(),
        );
    }
    Ok(())
}

fn verify_rmw(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let bin_op = strata_ir::symbols::op_attr(ctx, body, op, "bin_op")
        .and_then(|a| AtomicBinOp::case(ctx, a))
        .unwrap_or(0);
    let ty = body.value_type(body.operand(op, 1));
    let fail = |m: &str| Err(format!("'llvm.atomicrmw' op {m}"));
    match AtomicBinOp::keyword(bin_op) {
        "fadd" | "fsub" | "fmax" | "fmin" | "fmaximum" | "fminimum" => {
            if let TypeData::Vector { element, .. } = ctx.type_data(ty) {
                if !is_compatible_float(ctx, *element) {
                    return fail("expected LLVM IR floating point type for vector element");
                }
            } else if !is_compatible_float(ctx, ty) {
                return fail("expected LLVM IR floating point type");
            }
        }
        "xchg" => {
            if !atomic_compatible(ctx, ty) {
                return fail("unexpected LLVM IR type for 'xchg' bin_op");
            }
        }
        _ => {
            let width = match ctx.type_data(ty) {
                TypeData::Integer { width, .. } => *width,
                _ => 0,
            };
            if ![8, 16, 32, 64].contains(&width) {
                return fail("expected LLVM IR integer type");
            }
        }
    }
    if ordering_of(ctx, body, op, "ordering") < 2 {
        return fail("expected at least 'monotonic' ordering");
    }
    Ok(())
}

op! {
    /// Atomically replaces a value in memory if it equals an expected one (LLVM's
    /// `cmpxchg`).
    ///
    /// Compares the value at `ptr` with `cmp` and, if equal, stores `val`, as one atomic
    /// step. The result is a struct of the old value and whether the exchange happened.
    /// `weak` allows spurious failure. The failure ordering cannot be `release` or
    /// `acq_rel`; both orderings are at least `monotonic`.
    ///
    /// ```mlir
    /// llvm.func @cmpxchg(%p: !llvm.ptr, %old: i32, %new: i32) -> i1 {
    ///   %0 = llvm.cmpxchg %p, %old, %new acq_rel monotonic : !llvm.ptr, i32
    ///   %1 = llvm.extractvalue %0[1] : !llvm.struct<(i32, i1)>
    ///   llvm.return %1 : i1
    /// }
    /// ```
    pub struct AtomicCmpXchgOp = "llvm.cmpxchg" {
        operands: [ptr: AnyPointer, cmp: IntOrPtr, val: IntOrPtr],
        attrs: [
            success_ordering: AtomicOrdering,
            failure_ordering: AtomicOrdering,
            syncscope: optional StrAttr,
            alignment: optional I64Attr,
            weak: optional UnitAttr,
            volatile_: optional UnitAttr,
            access_groups: optional AccessGroupArray,
            alias_scopes: optional AliasScopeArray,
            noalias_scopes: optional AliasScopeArray,
            tbaa: optional TbaaTagArray,
        ],
        results: [res: crate::constraints::LlvmAny],
        types_match: { cmp: same_type(val), res: value_and_flag(val) },
        verify_preds: verify_cmpxchg_types,
        verify: verify_cmpxchg,
        format: "(`weak` $weak^)? (`volatile` $volatile_^)? $ptr `,` $cmp `,` $val (`syncscope` `(` $syncscope^ `)`)? $success_ordering $failure_ordering attr-dict `:` type($ptr) `,` custom<CmpXchgValType>(type($val))",
    }
}

fn verify_cmpxchg_types(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let val = body.value_type(body.operand(op, 2));
    if body.value_type(body.operand(op, 1)) != val {
        return Err(
            "'llvm.cmpxchg' op failed to verify that operand #1 and operand #2 have the same type"
                .into(),
        );
    }
    if value_and_flag(ctx, val) != Some(vec![body.value_type(body.result(op, 0))]) {
        return Err("'llvm.cmpxchg' op failed to verify that result #0 has an LLVM struct type consisting of the type of operand #2 and a bool".into());
    }
    Ok(())
}

fn verify_cmpxchg(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let ty = body.value_type(body.operand(op, 2));
    if !atomic_compatible(ctx, ty) {
        return Err("'llvm.cmpxchg' op unexpected LLVM IR type".into());
    }
    let success = ordering_of(ctx, body, op, "success_ordering");
    let failure = ordering_of(ctx, body, op, "failure_ordering");
    if success < 2 || failure < 2 {
        return Err("'llvm.cmpxchg' op ordering must be at least 'monotonic'".into());
    }
    if failure == 5 || failure == 6 {
        return Err("'llvm.cmpxchg' op failure ordering cannot be 'release' or 'acq_rel'".into());
    }
    Ok(())
}

op! {
    /// Orders memory accesses (LLVM's `fence`).
    ///
    /// Introduces happens-before edges between the memory accesses around it; the ordering
    /// is `acquire`, `release`, `acq_rel` or `seq_cst`, optionally within a `syncscope`.
    ///
    /// ```mlir
    /// llvm.func @fence() {
    ///   llvm.fence acquire
    ///   llvm.fence syncscope("agent") seq_cst
    ///   llvm.return
    /// }
    /// ```
    pub struct FenceOp = "llvm.fence" {
        attrs: [ordering: AtomicOrdering, syncscope: optional StrAttr],
        verify: verify_fence,
        format: "(`syncscope` `(` $syncscope^ `)`)? $ordering attr-dict",
    }
}

fn verify_fence(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    if ordering_of(ctx, body, op, "ordering") < 4 {
        return Err(
            "'llvm.fence' op can be given only acquire, release, acq_rel, and seq_cst orderings"
                .into(),
        );
    }
    Ok(())
}
