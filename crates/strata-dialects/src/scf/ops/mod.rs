//! The `scf` ops, one file per op family, with what they share: type and attribute
//! constraints, syntax helpers, region-branch helpers and the region-branch verifier.

mod execute_region;
mod for_op;
mod forall;
mod if_op;
mod index_switch;
mod parallel;
mod while_op;
mod yield_op;

use std::ops::Range;

use strata_asm::custom::{Delimiter, OpAsmArgument, OpAsmParser, OpAsmPrinter, Punct};
use strata_asm::printer::type_to_string;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::interfaces::{InvocationBounds, RegionPoint, RegionSuccessor};
use strata_ir::ir::{BlockId, Body, OpId, OperationState, RegionId, ValueId};
use strata_ir::matchers::{constant_scalar_int, scalar_int_value};
use strata_ir::{Attribute, Context, Location, Type, TypeData};
use strata_ods::{AttrConstraint, TypeConstraint, i64_array};

pub use execute_region::ExecuteRegionOp;
pub use for_op::ForOp;
pub(crate) use forall::{BOUND_ATTRS, bound_const, split_bounds, yielding_ops};
pub use forall::{Bound, ForallOp, InParallelOp};
pub use if_op::IfOp;
pub use index_switch::IndexSwitchOp;
pub use parallel::{ParallelOp, ReduceOp, ReduceReturnOp};
pub use while_op::{ConditionOp, WhileOp};
pub use yield_op::YieldOp;

use crate::memref::{
    parse_dynamic_index_list_paren as parse_dynamic_list,
    print_dynamic_index_list_paren as print_dynamic_list,
};

type PResult<T> = Result<T, Diagnostic>;

// ---- constraints ----

/// `i1` (ODS `I1`); buildable, so formats may leave the type out.
pub struct I1;
impl TypeConstraint for I1 {
    const SUMMARY: &'static str = "1-bit signless integer";
    fn check(ctx: &Context, ty: Type) -> bool {
        ty == ctx.builtin_types().i1
    }
    fn build(ctx: &Context) -> Option<Type> {
        Some(ctx.builtin_types().i1)
    }
}

/// `index` (ODS `Index`); buildable.
pub struct Index;
impl TypeConstraint for Index {
    const SUMMARY: &'static str = "index";
    fn check(ctx: &Context, ty: Type) -> bool {
        matches!(ctx.type_data(ty), TypeData::Index)
    }
    fn build(ctx: &Context) -> Option<Type> {
        Some(ctx.builtin_types().index)
    }
}

/// Each operand of a variadic `index` group (ODS `Variadic<Index>`).
pub struct VariadicIndex;
impl TypeConstraint for VariadicIndex {
    const SUMMARY: &'static str = "variadic of index";
    fn check(ctx: &Context, ty: Type) -> bool {
        Index::check(ctx, ty)
    }
}

/// A signless integer or `index` (ODS `AnySignlessIntegerOrIndex`).
pub struct AnySignlessIntegerOrIndex;
impl TypeConstraint for AnySignlessIntegerOrIndex {
    const SUMMARY: &'static str = "signless integer or index";
    fn check(ctx: &Context, ty: Type) -> bool {
        matches!(
            ctx.type_data(ty),
            TypeData::Index
                | TypeData::Integer {
                    signedness: strata_ir::Signedness::Signless,
                    ..
                }
        )
    }
}

/// `array<i64: ...>` (ODS `DenseI64ArrayAttr`).
pub struct DenseI64ArrayAttr;
impl AttrConstraint for DenseI64ArrayAttr {
    const SUMMARY: &'static str = "i64 dense array attribute";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        i64_array(ctx, attr).is_some()
    }
}

// ---- small helpers ----

fn ty(ctx: &Context, t: Type) -> String {
    type_to_string(ctx, t)
}

/// `'name' op message` on `op`.
fn op_diag(ctx: &Context, body: &Body, op: OpId, msg: impl AsRef<str>) -> Diagnostic {
    Diagnostic::error(
        body.op(op).loc,
        format!(
            "'{}' op {}",
            ctx.op_name_str(body.op(op).name),
            msg.as_ref()
        ),
    )
}

fn types_of(body: &Body, values: impl IntoIterator<Item = ValueId>) -> Vec<Type> {
    values.into_iter().map(|v| body.value_type(v)).collect()
}

/// The entry block of `region`, if any.
fn entry(body: &Body, region: RegionId) -> Option<BlockId> {
    body.blocks(region).first().copied()
}

/// The last op of the entry block of region `index` of `op`.
fn region_terminator(body: &Body, op: OpId, index: usize) -> Option<OpId> {
    let region = *body.regions(op).get(index)?;
    let rb = body.regions_body(op);
    rb.last_op(entry(rb, region)?)
}

/// The entry-block arguments of region `index` of `op`, without the first `skip`.
fn region_args(body: &Body, op: OpId, index: usize, skip: usize) -> Vec<ValueId> {
    let rb = body.regions_body(op);
    body.regions(op)
        .get(index)
        .and_then(|&r| entry(rb, r))
        .map(|b| rb.block_args(b).iter().skip(skip).copied().collect())
        .unwrap_or_default()
}

/// The op whose region holds `op`: the parent that MLIR's `HasParent` checks. Found in
/// `op`'s own body, which holds the parent whenever it is an `scf` op (none is isolated
/// from above); `None` at the top of a body.
fn parent_op(body: &Body, op: OpId) -> Option<OpId> {
    body.region_parent(body.block_region(body.op_block(op)?)?)
}

/// The scalar integer constant `v`, sign-extended, if it fits in 128 bits.
pub(crate) fn constant_int_i128(ctx: &Context, body: &Body, v: ValueId) -> Option<i128> {
    constant_scalar_int(ctx, body, v)?.to_i128_checked()
}

/// The value of the first operand handed to a region-branch interface, when it is a
/// known `i1` constant.
fn first_bool_operand(ctx: &Context, operands: &[Option<Attribute>]) -> Option<bool> {
    let a = operands.first().copied().flatten()?;
    let value = scalar_int_value(ctx, a)?;
    (strata_ods::attr_type(ctx, a) == Some(ctx.builtin_types().i1)).then(|| !value.is_zero())
}

// ---- syntax helpers ----

fn parse_attr_dict(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    Ok(())
}

fn print_attr_dict(p: &mut OpAsmPrinter<'_, '_, '_, '_>, elided: &[&str]) {
    let attrs = p.attrs();
    p.print_optional_attr_dict(&attrs, elided);
}

/// `-> type` or `-> (types)` when there are types (MLIR's `printOptionalArrowTypeList`).
fn print_arrow_types(p: &mut OpAsmPrinter<'_, '_, '_, '_>, types: &[Type]) {
    if types.is_empty() {
        return;
    }
    p.write(" -> ");
    let wrap = types.len() != 1 || matches!(p.ctx().type_data(types[0]), TypeData::Function { .. });
    if wrap {
        p.write("(");
    }
    p.print_types(types.iter().copied());
    if wrap {
        p.write(")");
    }
}

/// `(%arg = %init, ...)`.
fn parse_assignment_list(
    p: &mut OpAsmParser<'_, '_, '_>,
    args: &mut Vec<OpAsmArgument>,
    inits: &mut Vec<strata_asm::custom::UnresolvedOperand>,
) -> PResult<()> {
    p.parse_list(Delimiter::Paren, |p| {
        args.push(p.parse_argument(false, false)?);
        p.parse_punct(Punct::Equal)?;
        inits.push(p.parse_operand()?);
        Ok(())
    })
}

/// ` prefix(%arg = %init, ...)` when there are initializers.
fn print_init_list(
    p: &mut OpAsmPrinter<'_, '_, '_, '_>,
    args: &[ValueId],
    inits: &[ValueId],
    prefix: &str,
) {
    if inits.is_empty() {
        return;
    }
    p.write(prefix);
    p.write("(");
    for (i, (&a, &v)) in args.iter().zip(inits).enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_operand(a);
        p.write(" = ");
        p.print_operand(v);
    }
    p.write(")");
}

// ---- region-branch helpers ----

fn to_region(body: &Body, op: OpId, index: usize, skip: usize) -> RegionSuccessor {
    RegionSuccessor {
        to: RegionPoint::Region(index),
        inputs: region_args(body, op, index, skip),
    }
}

fn to_parent(body: &Body, op: OpId) -> RegionSuccessor {
    RegionSuccessor {
        to: RegionPoint::Parent,
        inputs: body.results(op).collect(),
    }
}

fn no_inputs(to: RegionPoint) -> RegionSuccessor {
    RegionSuccessor {
        to,
        inputs: Vec::new(),
    }
}

fn all_operands(_: &Context, body: &Body, op: OpId, _: RegionPoint) -> Range<usize> {
    0..body.num_operands(op)
}

fn no_operands(_: &Context, _: &Body, _: OpId, _: RegionPoint) -> Range<usize> {
    0..0
}

/// The regions of a loop (`scf.for`, `scf.while`, `scf.parallel`): all of them.
fn loop_regions(_: &Context, body: &Body, op: OpId) -> Vec<RegionId> {
    body.regions(op).to_vec()
}

/// `scf.if`, `scf.index_switch`: each region runs at most once.
fn at_most_once(
    _: &Context,
    body: &Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> Vec<InvocationBounds> {
    vec![InvocationBounds::AT_MOST_ONCE; body.regions(op).len()]
}

fn point_name(to: RegionPoint) -> String {
    match to {
        RegionPoint::Parent => "parent".to_string(),
        RegionPoint::Region(i) => format!("Region #{i}"),
    }
}

/// Checks the forwarded values along every region control-flow edge of `op` against the
/// values receiving them (MLIR's `RegionBranchOpInterface` verifier).
pub fn verify_region_branch(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(rbi) = ctx
        .op_info(body.op(op).name)
        .and_then(|i| i.interfaces.region_branch)
    else {
        return Ok(());
    };
    let rb = body.regions_body(op);
    let none = vec![None; body.num_operands(op)];
    let input_type = |to: RegionPoint, v: ValueId| match to {
        RegionPoint::Parent => body.value_type(v),
        RegionPoint::Region(_) => rb.value_type(v),
    };
    let check = |src: &str,
                 src_loc: Location,
                 operands: Vec<Type>,
                 succ: &RegionSuccessor|
     -> Result<(), Diagnostic> {
        let edge = format!(
            "along control flow edge from {src} to {}: ",
            point_name(succ.to)
        );
        let note = || Diagnostic::note(src_loc, "region branch point");
        if operands.len() != succ.inputs.len() {
            return Err(op_diag(
                ctx,
                body,
                op,
                format!(
                    "{edge}region branch point has {} operands, but region successor needs {} inputs",
                    operands.len(),
                    succ.inputs.len()
                ),
            )
            .with_note(note()));
        }
        for (i, (&a, &v)) in operands.iter().zip(&succ.inputs).enumerate() {
            let b = input_type(succ.to, v);
            if a != b {
                return Err(op_diag(
                    ctx,
                    body,
                    op,
                    format!(
                        "{edge}successor operand type #{i} '{}' should match successor input type #{i} '{}'",
                        ty(ctx, a),
                        ty(ctx, b)
                    ),
                )
                .with_note(note()));
            }
        }
        Ok(())
    };
    let loc = body.op(op).loc;
    for succ in (rbi.successors)(ctx, body, op, RegionPoint::Parent, &none) {
        let range = (rbi.entry_operands)(ctx, body, op, succ.to);
        let operands: Vec<Type> = range
            .filter(|&i| i < body.num_operands(op))
            .map(|i| body.value_type(body.operand(op, i)))
            .collect();
        check("parent", loc, operands, &succ)?;
    }
    for (i, &region) in body.regions(op).iter().enumerate() {
        for &block in rb.blocks(region) {
            let Some(t) = rb.last_op(block) else {
                continue;
            };
            let Some(tf) = ctx
                .op_info(rb.op(t).name)
                .and_then(|i| i.interfaces.terminator_operands)
            else {
                continue;
            };
            let src = format!("Operation {}", ctx.op_name_str(rb.op(t).name));
            for succ in (rbi.successors)(ctx, body, op, RegionPoint::Region(i), &none) {
                let operands: Vec<Type> = tf(ctx, rb, t, succ.to)
                    .filter(|&k| k < rb.num_operands(t))
                    .map(|k| rb.value_type(rb.operand(t, k)))
                    .collect();
                check(&src, rb.op(t).loc, operands, &succ)?;
            }
        }
    }
    Ok(())
}
