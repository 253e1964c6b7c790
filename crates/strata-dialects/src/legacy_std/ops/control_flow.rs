//! The terminators of the old Standard dialect: `br`, `cond_br` (with their successor
//! operand hooks) and `return`.

use strata_ir::ir::{Body, OpId};
use strata_ir::{Attribute, Context, NamedAttribute, Type};
use strata_ods::{AnyType, i32_array, i32_array_attr, op};

use super::functions::FuncOp;
use super::ty;
use crate::builtin::constraints::{I1, function_type_of};

op! {
    /// Unconditional branch.
    ///
    /// `br` ends its block and jumps to the successor, passing its operands to the
    /// successor's arguments (as many, of the same types). It may not target the entry
    /// block of a region. It became `cf.br`.
    ///
    /// ```mlir
    /// func @forward(%a: i32) -> i32 {
    ///   br ^bb1(%a : i32)
    /// ^bb1(%x: i32):
    ///   return %x : i32
    /// }
    /// ```
    pub struct BranchOp = "std.br" {
        traits: [pure, terminator],
        operands: [destOperands: variadic AnyType],
        successors: [dest],
        successor_operands: { dest: destOperands },
        format: "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
    }
}

op! {
    /// Conditional branch on an `i1`.
    ///
    /// `cond_br` jumps to its first successor when the condition is set and to its second
    /// otherwise, each with its own operands for the successor's arguments. Both
    /// successors may be the same block. It became `cf.cond_br`.
    ///
    /// ```mlir
    /// func @select(%a: i32, %b: i32, %flag: i1) -> i32 {
    ///   cond_br %flag, ^bb1(%a : i32), ^bb1(%b : i32)
    /// ^bb1(%x: i32):
    ///   return %x : i32
    /// }
    /// ```
    pub struct CondBranchOp = "std.cond_br" {
        traits: [pure, terminator, attr_sized_operand_segments],
        operands: [
            condition: I1,
            trueDestOperands: variadic AnyType,
            falseDestOperands: variadic AnyType,
        ],
        successors: [trueDest, falseDest],
        successor_operands: { trueDest: trueDestOperands, falseDest: falseDestOperands },
        verify_traits: verify_cond_br_segments,
        info: { update_successor_counts: Some(cond_br_update_counts) },
        format: "$condition `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
    }
}

/// The sizes `[1, N, M]` of `cond_br`'s operand groups, if `operandSegmentSizes` in
/// `props` has that form and adds up to `num_operands`.
fn cond_br_segments(
    ctx: &Context,
    props: Option<Attribute>,
    num_operands: usize,
) -> Option<(usize, usize)> {
    let segs = props.and_then(|d| {
        ctx.dictionary_entries(d)
            .iter()
            .find(|e| ctx.ident_str(e.name) == "operandSegmentSizes")
            .and_then(|e| i32_array(ctx, e.value))
    })?;
    let [1, t, f] = segs[..] else { return None };
    let (t, f) = (usize::try_from(t).ok()?, usize::try_from(f).ok()?);
    (1 + t + f == num_operands).then_some((t, f))
}

/// `operandSegmentSizes` is `[1, N, M]` matching the operands (checked before the
/// generated segment checks, with the old message).
fn verify_cond_br_segments(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    if cond_br_segments(ctx, body.op(op).properties, body.num_operands(op)).is_none() {
        return Err(format!(
            "'{}' op requires attribute 'operandSegmentSizes' = array<i32: 1, N, M> matching its operands",
            CondBranchOp::NAME
        ));
    }
    Ok(())
}

/// `cond_br`: the new true/false operand counts go to `operandSegmentSizes` (so erasing
/// or adding successor operands keeps the op valid).
fn cond_br_update_counts(
    ctx: &Context,
    props: Option<Attribute>,
    counts: &[u32],
) -> Option<Option<Attribute>> {
    let &[t, f] = counts else { return None };
    let sizes = [1, i32::try_from(t).ok()?, i32::try_from(f).ok()?];
    let mut entries: Vec<NamedAttribute> = props
        .map(|p| ctx.dictionary_entries(p).to_vec())
        .unwrap_or_default();
    let id = ctx.ident("operandSegmentSizes");
    let value = i32_array_attr(ctx, &sizes);
    match entries.iter_mut().find(|e| e.name == id) {
        Some(e) => e.value = value,
        None => entries.push(NamedAttribute { name: id, value }),
    }
    Some(Some(ctx.dictionary_attr(entries)))
}

op! {
    /// Returns from the enclosing function.
    ///
    /// `return` ends a block of a `func` body, returning its operands as the function's
    /// results; their types must be the function's result types. It became
    /// `func.return`.
    ///
    /// ```mlir
    /// func @pair(%a: i32, %b: f32) -> (i32, f32) {
    ///   return %a, %b : i32, f32
    /// }
    /// ```
    pub struct ReturnOp = "std.return" {
        traits: [pure, terminator],
        operands: [operands: variadic AnyType],
        info: { verify_with_parent: Some(verify_return) },
        format: "attr-dict ($operands^ `:` type($operands))?",
    }
}

/// `return` is nested in a `func` whose result types it returns.
fn verify_return(
    ctx: &Context,
    body: &Body,
    op: OpId,
    parent: Option<(&Body, OpId)>,
) -> Result<(), String> {
    const NAME: &str = ReturnOp::NAME;
    let Some((pbody, func)) = parent.and_then(|(b, o)| FuncOp::cast(ctx, b, o).map(|f| (b, f)))
    else {
        return Err(format!("'{NAME}' op expects parent op '{}'", FuncOp::NAME));
    };
    let Some((_, results)) = func
        .function_type(ctx, pbody)
        .and_then(|a| function_type_of(ctx, a))
    else {
        return Ok(());
    };
    let types: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    if types[..] != results[..] {
        let list = |ts: &[Type]| {
            ts.iter()
                .map(|&t| ty(ctx, t))
                .collect::<Vec<_>>()
                .join(", ")
        };
        return Err(format!(
            "'{NAME}' op operand types ({}) do not match the enclosing function's result types ({})",
            list(&types),
            list(results)
        ));
    }
    Ok(())
}
