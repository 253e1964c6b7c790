//! Syntax, verifiers and interfaces of the `scf` ops, with mlir-opt 22's spelling.

use std::ops::Range;
use strata_ir::matchers::constant_scalar_int;

use strata_asm::custom::{Delimiter, OpAsmArgument, OpAsmParser, OpAsmPrinter, Punct};
use strata_asm::printer::type_to_string;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::interfaces::{RegionBranchInterface, RegionPoint, RegionSuccessor, Speculatability};
use strata_ir::ir::{Body, OpId, OperationState, RegionId, ValueId};
use strata_ir::symbols::op_attr;
use strata_ir::{AttrData, Attribute, Context, Location, Signedness, Type, TypeData};

use strata_ods::{i32_array, i32_array_attr, i64_array, i64_array_attr};

type PResult<T> = Result<T, Diagnostic>;

// ---- small helpers ----

fn ty(ctx: &Context, t: Type) -> String {
    type_to_string(ctx, t)
}

fn is_index(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Index)
}

fn is_i1(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::Integer {
            width: 1,
            signedness: Signedness::Signless
        }
    )
}

fn is_signless_int_or_index(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::Index
            | TypeData::Integer {
                signedness: Signedness::Signless,
                ..
            }
    )
}

fn name_of(ctx: &Context, body: &Body, op: OpId) -> String {
    ctx.op_name_str(body.op(op).name).to_string()
}

/// `'name' op message` on `op`.
fn op_diag(ctx: &Context, body: &Body, op: OpId, msg: impl AsRef<str>) -> Diagnostic {
    Diagnostic::error(
        body.op(op).loc,
        format!("'{}' op {}", name_of(ctx, body, op), msg.as_ref()),
    )
}

fn types_of(body: &Body, values: impl IntoIterator<Item = ValueId>) -> Vec<Type> {
    values.into_iter().map(|v| body.value_type(v)).collect()
}

/// The entry block of `region`, if any.
fn entry(body: &Body, region: RegionId) -> Option<strata_ir::ir::BlockId> {
    body.blocks(region).first().copied()
}

/// The last op of the entry block of region `index` of `op`.
fn region_terminator(body: &Body, op: OpId, index: usize) -> Option<OpId> {
    let region = *body.regions(op).get(index)?;
    let rb = body.regions_body(op);
    rb.last_op(entry(rb, region)?)
}

fn is_op(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    ctx.op_name_str(body.op(op).name) == name
}

/// Whether `op` has the unit attribute `name`.
fn has_unit(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    op_attr(ctx, body, op, name).is_some()
}

fn check_unit_attr(ctx: &Context, body: &Body, op: OpId, name: &str) -> Result<(), String> {
    match op_attr(ctx, body, op, name) {
        Some(a) if !matches!(ctx.attr_data(a), AttrData::Unit) => Err(format!(
            "'{}' op attribute '{name}' failed to satisfy constraint: unit attribute",
            name_of(ctx, body, op)
        )),
        _ => Ok(()),
    }
}

/// MLIR's `ensureTerminator`: gives `region` a block and ends it with `terminator` when
/// its last op is not a registered terminator.
pub(super) fn ensure_terminator(
    ctx: &Context,
    body: &mut Body,
    region: RegionId,
    terminator: &str,
    loc: Location,
) {
    let block = match body.blocks(region).last() {
        Some(&b) => b,
        None => {
            let b = body.new_block();
            body.append_block(region, b);
            b
        }
    };
    let has = body.last_op(block).is_some_and(|last| {
        ctx.op_info(body.op(last).name)
            .is_some_and(|i| i.traits.terminator)
    });
    if !has {
        let t = body.create_op(OperationState::new(ctx.op_name(terminator), loc));
        body.append_op(block, t);
    }
}

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

/// Resolves `uses` against `types`, reporting `N operands present, but expected M`.
fn resolve_all(
    p: &mut OpAsmParser<'_, '_, '_>,
    uses: &[strata_asm::custom::UnresolvedOperand],
    types: &[Type],
    offset: usize,
    out: &mut Vec<ValueId>,
) -> PResult<()> {
    if uses.len() != types.len() {
        return Err(p.error_at(
            offset,
            format!(
                "{} operands present, but expected {}",
                uses.len(),
                types.len()
            ),
        ));
    }
    for (u, &t) in uses.iter().zip(types) {
        out.push(p.resolve_operand(u, t)?);
    }
    Ok(())
}

// ---- interfaces ----

fn region_args(body: &Body, op: OpId, index: usize, skip: usize) -> Vec<ValueId> {
    let rb = body.regions_body(op);
    body.regions(op)
        .get(index)
        .and_then(|&r| entry(rb, r))
        .map(|b| rb.block_args(b).iter().skip(skip).copied().collect())
        .unwrap_or_default()
}

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

/// `scf.yield` forwards all its operands.
pub(super) fn all_terminator_operands(
    ctx: &Context,
    body: &Body,
    op: OpId,
    to: RegionPoint,
) -> Range<usize> {
    all_operands(ctx, body, op, to)
}

/// `scf.condition` forwards all operands but the condition.
pub(super) fn condition_terminator_operands(
    _: &Context,
    body: &Body,
    op: OpId,
    _: RegionPoint,
) -> Range<usize> {
    1.min(body.num_operands(op))..body.num_operands(op)
}

/// `scf.reduce` forwards nothing.
pub(super) fn no_terminator_operands(
    ctx: &Context,
    body: &Body,
    op: OpId,
    to: RegionPoint,
) -> Range<usize> {
    no_operands(ctx, body, op, to)
}

/// The single loop region of `scf.for`/`scf.parallel`, both regions of `scf.while`.
pub(super) fn loop_regions(_: &Context, body: &Body, op: OpId) -> Vec<RegionId> {
    body.regions(op).to_vec()
}

/// `scf.for` with a constant step of 1 always terminates.
pub(super) fn for_speculatability(ctx: &Context, body: &Body, op: OpId) -> Speculatability {
    let one = body.num_operands(op) >= 3
        && constant_scalar_int(ctx, body, body.operand(op, 2)).is_some_and(|v| v.is_one());
    if one {
        Speculatability::RecursivelySpeculatable
    } else {
        Speculatability::NotSpeculatable
    }
}

/// Ops whose speculatability is that of their nested ops (`scf.if`).
pub(super) fn recursively_speculatable(_: &Context, _: &Body, _: OpId) -> Speculatability {
    Speculatability::RecursivelySpeculatable
}

fn bool_of(ctx: &Context, a: Attribute) -> Option<bool> {
    match ctx.attr_data(a) {
        AttrData::Integer { ty, value } if is_i1(ctx, *ty) => Some(!value.is_zero()),
        _ => None,
    }
}

fn for_successors(
    _: &Context,
    body: &Body,
    op: OpId,
    _: RegionPoint,
    _: &[Option<Attribute>],
) -> Vec<RegionSuccessor> {
    vec![to_region(body, op, 0, 1), to_parent(body, op)]
}

fn for_entry(_: &Context, body: &Body, op: OpId, _: RegionPoint) -> Range<usize> {
    3.min(body.num_operands(op))..body.num_operands(op)
}

/// `scf.for`: into the body (iter args) or out to the results, from anywhere.
pub(super) const FOR_BRANCH: RegionBranchInterface = RegionBranchInterface {
    successors: for_successors,
    entry_operands: for_entry,
    invocation_bounds: None,
};

fn if_successors(
    ctx: &Context,
    body: &Body,
    op: OpId,
    from: RegionPoint,
    operands: &[Option<Attribute>],
) -> Vec<RegionSuccessor> {
    if from != RegionPoint::Parent {
        return vec![to_parent(body, op)];
    }
    let cond = operands
        .first()
        .copied()
        .flatten()
        .and_then(|a| bool_of(ctx, a));
    let else_empty = body
        .regions(op)
        .get(1)
        .is_none_or(|&r| body.regions_body(op).blocks(r).is_empty());
    let mut out = Vec::new();
    if cond != Some(false) {
        out.push(no_inputs(RegionPoint::Region(0)));
    }
    if cond != Some(true) {
        if else_empty {
            out.push(to_parent(body, op));
        } else {
            out.push(no_inputs(RegionPoint::Region(1)));
        }
    }
    out
}

/// `scf.if`: into `then` and `else` (or straight out), pruned on a constant condition.
pub(super) const IF_BRANCH: RegionBranchInterface = RegionBranchInterface {
    successors: if_successors,
    entry_operands: no_operands,
    invocation_bounds: Some(at_most_once),
};

/// From `before`, `operands` are those of its `scf.condition`: a constant condition
/// leaves only the parent (false) or only `after` (true).
fn while_successors(
    ctx: &Context,
    body: &Body,
    op: OpId,
    from: RegionPoint,
    operands: &[Option<Attribute>],
) -> Vec<RegionSuccessor> {
    match from {
        RegionPoint::Parent | RegionPoint::Region(1) => vec![to_region(body, op, 0, 0)],
        _ => {
            let cond = operands
                .first()
                .copied()
                .flatten()
                .and_then(|a| match ctx.attr_data(a) {
                    AttrData::Integer { ty, value } if *ty == ctx.builtin_types().i1 => {
                        Some(!value.is_zero())
                    }
                    _ => None,
                });
            match cond {
                Some(false) => vec![to_parent(body, op)],
                Some(true) => vec![to_region(body, op, 1, 0)],
                None => vec![to_parent(body, op), to_region(body, op, 1, 0)],
            }
        }
    }
}

/// `scf.while`: parent and `after` go to `before`, which exits or goes to `after`.
pub(super) const WHILE_BRANCH: RegionBranchInterface = RegionBranchInterface {
    successors: while_successors,
    entry_operands: all_operands,
    invocation_bounds: None,
};

fn execute_successors(
    _: &Context,
    body: &Body,
    op: OpId,
    from: RegionPoint,
    _: &[Option<Attribute>],
) -> Vec<RegionSuccessor> {
    match from {
        RegionPoint::Parent => vec![no_inputs(RegionPoint::Region(0))],
        _ => vec![to_parent(body, op)],
    }
}

/// `scf.execute_region`: into its region, then out.
pub(super) const EXECUTE_BRANCH: RegionBranchInterface = RegionBranchInterface {
    successors: execute_successors,
    entry_operands: no_operands,
    invocation_bounds: None,
};

fn switch_successors(
    ctx: &Context,
    body: &Body,
    op: OpId,
    from: RegionPoint,
    operands: &[Option<Attribute>],
) -> Vec<RegionSuccessor> {
    if from != RegionPoint::Parent {
        return vec![to_parent(body, op)];
    }
    let n = body.regions(op).len();
    let value = operands
        .first()
        .copied()
        .flatten()
        .and_then(|a| match ctx.attr_data(a) {
            AttrData::Integer { value, .. } => value.to_i64_checked(),
            _ => None,
        });
    if let Some(v) = value {
        let cases = switch_cases(ctx, body, op);
        let index = cases.iter().position(|&c| c == v).map_or(0, |i| i + 1);
        return vec![no_inputs(RegionPoint::Region(index))];
    }
    (0..n).map(|i| no_inputs(RegionPoint::Region(i))).collect()
}

/// `scf.index_switch`: into one of its regions, then out.
pub(super) const SWITCH_BRANCH: RegionBranchInterface = RegionBranchInterface {
    successors: switch_successors,
    entry_operands: no_operands,
    invocation_bounds: Some(at_most_once),
};

fn parallel_successors(
    _: &Context,
    _: &Body,
    _: OpId,
    _: RegionPoint,
    _: &[Option<Attribute>],
) -> Vec<RegionSuccessor> {
    vec![
        no_inputs(RegionPoint::Region(0)),
        no_inputs(RegionPoint::Parent),
    ]
}

/// `scf.parallel`: into its body or out, from anywhere.
pub(super) const PARALLEL_BRANCH: RegionBranchInterface = RegionBranchInterface {
    successors: parallel_successors,
    entry_operands: no_operands,
    invocation_bounds: None,
};

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

/// `SingleBlockImplicitTerminator`: every non-empty region ends with `terminator`.
fn verify_implicit_terminator(
    ctx: &Context,
    body: &Body,
    op: OpId,
    terminator: &str,
) -> Result<(), Diagnostic> {
    let rb = body.regions_body(op);
    for &region in body.regions(op) {
        let Some(block) = entry(rb, region) else {
            continue;
        };
        let Some(last) = rb.last_op(block) else {
            continue;
        };
        let found = ctx.op_name_str(rb.op(last).name);
        if found != terminator {
            return Err(op_diag(
                ctx,
                body,
                op,
                format!("expects regions to end with '{terminator}', found '{found}'"),
            )
            .with_note(Diagnostic::note(
                body.op(op).loc,
                format!(
                    "in custom textual format, the absence of terminator implies '{terminator}'"
                ),
            )));
        }
    }
    Ok(())
}

/// Region-count and sized-region checks of ODS.
fn check_regions(
    ctx: &Context,
    body: &Body,
    op: OpId,
    names: &[&str],
    variadic_tail: Option<&str>,
) -> Result<(), String> {
    let name = name_of(ctx, body, op);
    let n = body.regions(op).len();
    match variadic_tail {
        None if n != names.len() => {
            return Err(match names.len() {
                1 => format!("'{name}' op requires one region"),
                k => format!("'{name}' op expected {k} regions"),
            });
        }
        Some(_) if n < names.len() => {
            return Err(format!(
                "'{name}' op expected {} or more regions",
                names.len()
            ));
        }
        _ => {}
    }
    let rb = body.regions_body(op);
    for (i, &r) in body.regions(op).iter().enumerate() {
        let rname = names.get(i).copied().or(variadic_tail).unwrap_or("");
        if rb.blocks(r).len() != 1 {
            return Err(format!(
                "'{name}' op region #{i} ('{rname}') failed to verify constraint: region with 1 blocks"
            ));
        }
    }
    Ok(())
}

// ---- scf.for ----

/// `scf.for`: ODS constraints, equal bound types, inits matching results, and the
/// loop-like interface checks.
pub(super) fn verify_for(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let name = "scf.for";
    if body.regions(op).len() != 1 {
        return Err(format!("'{name}' op requires one region"));
    }
    let n = body.num_operands(op);
    if n < 3 {
        return Err(format!(
            "'{name}' op expected 3 or more operands, but found {n}"
        ));
    }
    check_unit_attr(ctx, body, op, "unsignedCmp")?;
    for i in 0..3 {
        let t = body.value_type(body.operand(op, i));
        if !is_signless_int_or_index(ctx, t) {
            return Err(format!(
                "'{name}' op operand #{i} must be signless integer or index, but got '{}'",
                ty(ctx, t)
            ));
        }
    }
    check_regions(ctx, body, op, &["region"], None)?;
    let t0 = body.value_type(body.operand(op, 0));
    if (1..3).any(|i| body.value_type(body.operand(op, i)) != t0) {
        return Err(format!(
            "'{name}' op failed to verify that all of {{lowerBound, upperBound, step}} have same type"
        ));
    }
    if n - 3 != body.num_results(op) {
        return Err(format!(
            "'{name}' op mismatch in number of loop-carried values and defined values"
        ));
    }
    // LoopLikeOpInterface.
    let inits: Vec<Type> = (3..n)
        .map(|i| body.value_type(body.operand(op, i)))
        .collect();
    let iter_args = types_of(body.regions_body(op), region_args(body, op, 0, 1));
    let rb = body.regions_body(op);
    let yielded: Vec<Type> = region_terminator(body, op, 0)
        .filter(|&t| is_op(ctx, rb, t, "scf.yield"))
        .map(|t| types_of(rb, rb.operands(t)))
        .unwrap_or_default();
    let results: Vec<Type> = types_of(body, body.results(op));
    verify_loop_like(ctx, name, &inits, &iter_args, &yielded, Some(&results))
}

/// MLIR's `verifyLoopLikeOpInterface`.
fn verify_loop_like(
    ctx: &Context,
    name: &str,
    inits: &[Type],
    iter_args: &[Type],
    yielded: &[Type],
    results: Option<&[Type]>,
) -> Result<(), String> {
    if inits.len() != iter_args.len() {
        return Err(format!(
            "'{name}' op different number of inits and region iter_args: {} != {}",
            inits.len(),
            iter_args.len()
        ));
    }
    if !yielded.is_empty() && iter_args.len() != yielded.len() {
        return Err(format!(
            "'{name}' op different number of region iter_args and yielded values: {} != {}",
            iter_args.len(),
            yielded.len()
        ));
    }
    if let Some(r) = results
        && r.len() != iter_args.len()
    {
        return Err(format!(
            "'{name}' op different number of loop results and region iter_args: {} != {}",
            r.len(),
            iter_args.len()
        ));
    }
    for (i, (&a, &b)) in inits.iter().zip(iter_args).enumerate() {
        if a != b {
            return Err(format!(
                "'{name}' op {i}-th init and {i}-th region iter_arg have different type: '{}' != '{}'",
                ty(ctx, a),
                ty(ctx, b)
            ));
        }
        if let Some(&y) = yielded.get(i)
            && b != y
        {
            return Err(format!(
                "'{name}' op {i}-th region iter_arg and {i}-th yielded value have different type: '{}' != '{}'",
                ty(ctx, b),
                ty(ctx, y)
            ));
        }
    }
    if let Some(r) = results {
        // Upstream never advances the index in this loop: every message says 0-th.
        for (&a, &b) in iter_args.iter().zip(r) {
            if a != b {
                return Err(format!(
                    "'{name}' op 0-th region iter_arg and 0-th loop result have different type: '{}' != '{}'",
                    ty(ctx, a),
                    ty(ctx, b)
                ));
            }
        }
    }
    Ok(())
}

/// `scf.for` after its body: terminator, region branches, `verifyRegions`.
pub(super) fn verify_for_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_implicit_terminator(ctx, body, op, "scf.yield")?;
    verify_region_branch(ctx, body, op)?;
    let rb = body.regions_body(op);
    let args = region_args(body, op, 0, 0);
    let Some(&iv) = args.first() else {
        return Err(op_diag(
            ctx,
            body,
            op,
            "expected induction variable to be same type as bounds and step",
        ));
    };
    if rb.value_type(iv) != body.value_type(body.operand(op, 0)) {
        return Err(op_diag(
            ctx,
            body,
            op,
            "expected induction variable to be same type as bounds and step",
        ));
    }
    if args.len() - 1 != body.num_results(op) {
        return Err(op_diag(
            ctx,
            body,
            op,
            "mismatch in number of basic block args and defined values",
        ));
    }
    for (i, r) in body.results(op).enumerate() {
        let rt = body.value_type(r);
        if body.value_type(body.operand(op, 3 + i)) != rt {
            return Err(op_diag(
                ctx,
                body,
                op,
                format!("types mismatch between {i}th iter operand and defined value"),
            ));
        }
        if rb.value_type(args[1 + i]) != rt {
            return Err(op_diag(
                ctx,
                body,
                op,
                format!("types mismatch between {i}th iter region arg and defined value"),
            ));
        }
    }
    Ok(())
}

/// `scf.for (unsigned)? %iv = %lb to %ub step %step (iter_args(...) -> (types))?
/// (: type)? region attr-dict`.
pub(super) fn parse_for(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let ctx = p.ctx();
    let unsigned = p.parse_optional_keyword("unsigned");
    let iv = p.parse_argument(false, false)?;
    p.parse_punct(Punct::Equal)?;
    let lb = p.parse_operand()?;
    p.parse_keyword("to")?;
    let ub = p.parse_operand()?;
    p.parse_keyword("step")?;
    let step = p.parse_operand()?;
    let mut args = vec![iv];
    let mut inits = Vec::new();
    let mut types = Vec::new();
    let has_iter_args = p.parse_optional_keyword("iter_args");
    if has_iter_args {
        parse_assignment_list(p, &mut args, &mut inits)?;
        if !p.at_punct(Punct::Arrow) {
            return Err(p.error_expected("expected '->'"));
        }
        types = p.parse_optional_arrow_type_list()?;
    }
    if args.len() != types.len() + 1 {
        return Err(p.error_at(
            p.name_offset(),
            "mismatch in number of loop-carried values and defined values",
        ));
    }
    let t = if p.parse_optional_punct(Punct::Colon) {
        p.parse_type()?
    } else {
        ctx.index_type()
    };
    for u in [lb, ub, step] {
        let v = p.resolve_operand(&u, t)?;
        state.operands.push(v);
    }
    for (u, &it) in inits.iter().zip(&types) {
        let v = p.resolve_operand(u, it)?;
        state.operands.push(v);
    }
    args[0].ty = Some(t);
    for (a, &it) in args.iter_mut().skip(1).zip(&types) {
        a.ty = Some(it);
    }
    let region = p.parse_region(state, &args)?;
    let loc = state.loc;
    ensure_terminator(ctx, p.body(), region, "scf.yield", loc);
    parse_attr_dict(p, state)?;
    if unsigned {
        p.add_attribute(state, "unsignedCmp", ctx.unit_attr());
    }
    state.result_types.extend(types);
    Ok(())
}

/// Prints `scf.for`.
pub(super) fn print_for(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (ctx, body, op) = (p.ctx(), p.body(), p.op());
    if has_unit(ctx, body, op, "unsignedCmp") {
        p.write(" unsigned");
    }
    let args = region_args(body, op, 0, 0);
    let operands: Vec<ValueId> = body.operands(op).collect();
    p.write(" ");
    if let Some(&iv) = args.first() {
        p.print_operand(iv);
    }
    p.write(" = ");
    if let [lb, ub, step, ..] = operands[..] {
        p.print_operand(lb);
        p.write(" to ");
        p.print_operand(ub);
        p.write(" step ");
        p.print_operand(step);
    }
    let inits = operands.get(3..).unwrap_or(&[]);
    print_init_list(p, args.get(1..).unwrap_or(&[]), inits, " iter_args");
    if !inits.is_empty() {
        p.write(" -> (");
        p.print_types(inits.iter().map(|&v| body.value_type(v)));
        p.write(")");
    }
    p.write(" ");
    if let Some(&lb) = operands.first() {
        let t = body.value_type(lb);
        if !is_index(ctx, t) {
            p.write(" : ");
            p.print_type(t);
            p.write(" ");
        }
    }
    if let Some(&r) = body.regions(op).first() {
        p.print_region(r, false, !inits.is_empty(), false);
    }
    print_attr_dict(p, &["unsignedCmp"]);
}

// ---- scf.if ----

/// `scf.if`: ODS constraints and `must have an else block if defining values`.
pub(super) fn verify_if(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let name = "scf.if";
    if body.regions(op).len() != 2 {
        return Err(format!("'{name}' op expected 2 regions"));
    }
    if body.num_operands(op) != 1 {
        return Err(format!("'{name}' op requires a single operand"));
    }
    let t = body.value_type(body.operand(op, 0));
    if !is_i1(ctx, t) {
        return Err(format!(
            "'{name}' op operand #0 must be 1-bit signless integer, but got '{}'",
            ty(ctx, t)
        ));
    }
    let rb = body.regions_body(op);
    if rb.blocks(body.regions(op)[0]).len() != 1 {
        return Err(format!(
            "'{name}' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks"
        ));
    }
    for (i, &r) in body.regions(op).iter().enumerate() {
        if entry(rb, r).is_some_and(|b| !rb.block_args(b).is_empty()) {
            return Err(format!("'{name}' op region #{i} should have no arguments"));
        }
    }
    if body.num_results(op) != 0 && rb.blocks(body.regions(op)[1]).is_empty() {
        return Err(format!(
            "'{name}' op must have an else block if defining values"
        ));
    }
    Ok(())
}

/// `scf.if` after its regions: terminators and region branches.
pub(super) fn verify_if_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_implicit_terminator(ctx, body, op, "scf.yield")?;
    verify_region_branch(ctx, body, op)
}

/// `scf.if %cond (-> (types))? region (else region)? attr-dict`.
pub(super) fn parse_if(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let cond = p.parse_operand()?;
    let i1 = ctx.integer_type(1, Signedness::Signless);
    let v = p.resolve_operand(&cond, i1)?;
    state.operands.push(v);
    let types = p.parse_optional_arrow_type_list()?;
    let loc = state.loc;
    let then = p.parse_region(state, &[])?;
    ensure_terminator(ctx, p.body(), then, "scf.yield", loc);
    if p.parse_optional_keyword("else") {
        let r = p.parse_region(state, &[])?;
        ensure_terminator(ctx, p.body(), r, "scf.yield", loc);
    } else {
        let r = p.body().new_region();
        state.regions.push(r);
    }
    parse_attr_dict(p, state)?;
    state.result_types.extend(types);
    Ok(())
}

/// Prints `scf.if`.
pub(super) fn print_if(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (body, op) = (p.body(), p.op());
    p.write(" ");
    if body.num_operands(op) > 0 {
        p.print_operand(body.operand(op, 0));
    }
    let results = types_of(body, body.results(op));
    if !results.is_empty() {
        p.write(" -> (");
        p.print_types(results.iter().copied());
        p.write(")");
    }
    let regions = body.regions(op).to_vec();
    p.write(" ");
    if let Some(&then) = regions.first() {
        p.print_region(then, false, !results.is_empty(), false);
    }
    if let Some(&els) = regions.get(1)
        && !body.regions_body(op).blocks(els).is_empty()
    {
        p.write(" else ");
        p.print_region(els, false, !results.is_empty(), false);
    }
    print_attr_dict(p, &[]);
}

// ---- scf.while / scf.condition ----

/// `scf.while`: two single-block regions.
pub(super) fn verify_while(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    check_regions(ctx, body, op, &["before", "after"], None)
}

/// The terminator check of `scf.while` (`expects the 'before' region to terminate with
/// 'scf.condition'`, with a note on the terminator).
fn while_terminator(
    ctx: &Context,
    body: &Body,
    op: OpId,
    index: usize,
    expected: &str,
    what: &str,
) -> Result<(), Diagnostic> {
    let rb = body.regions_body(op);
    let t = region_terminator(body, op, index);
    if let Some(t) = t
        && is_op(ctx, rb, t, expected)
    {
        return Ok(());
    }
    let mut d = op_diag(
        ctx,
        body,
        op,
        format!("expects the '{what}' region to terminate with '{expected}'"),
    );
    if let Some(t) = t {
        d = d.with_note(Diagnostic::note(rb.op(t).loc, "terminator here"));
    }
    Err(d)
}

/// `scf.while` after its regions: terminators and region branches.
pub(super) fn verify_while_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    while_terminator(ctx, body, op, 0, "scf.condition", "before")?;
    while_terminator(ctx, body, op, 1, "scf.yield", "after")?;
    verify_region_branch(ctx, body, op)
}

/// `scf.while ((%arg = %init, ...))? : (types) -> (types) region do region
/// (attributes {...})?`.
pub(super) fn parse_while(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let mut args = Vec::new();
    let mut inits = Vec::new();
    if p.at_punct(Punct::LParen) {
        parse_assignment_list(p, &mut args, &mut inits)?;
    }
    let type_offset = p.offset();
    p.parse_punct(Punct::Colon)?;
    let (ins, outs) = p.parse_function_type()?;
    state.result_types.extend(outs);
    if ins.len() != inits.len() {
        return Err(p.error_at(
            type_offset,
            format!(
                "expected as many input types as operands (expected {} got {})",
                inits.len(),
                ins.len()
            ),
        ));
    }
    let offset = p.offset();
    resolve_all(p, &inits, &ins, offset, &mut state.operands)?;
    for (a, &t) in args.iter_mut().zip(&ins) {
        a.ty = Some(t);
    }
    p.parse_region(state, &args)?;
    p.parse_keyword("do")?;
    p.parse_region(state, &[])?;
    let attrs = p.parse_optional_attr_dict_with_keyword()?;
    p.add_attributes(state, attrs);
    Ok(())
}

/// Prints `scf.while`.
pub(super) fn print_while(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (body, op) = (p.body(), p.op());
    let inits: Vec<ValueId> = body.operands(op).collect();
    let before = region_args(body, op, 0, 0);
    print_init_list(p, &before, &inits, " ");
    p.write(" : ");
    let ins = types_of(body, inits.iter().copied());
    let outs = types_of(body, body.results(op));
    p.print_functional_type(&ins, &outs);
    let regions = body.regions(op).to_vec();
    p.write(" ");
    if let Some(&r) = regions.first() {
        p.print_region(r, false, true, false);
    }
    p.write(" do ");
    if let Some(&r) = regions.get(1) {
        p.print_region(r, true, true, false);
    }
    let attrs = p.attrs();
    p.print_optional_attr_dict_with_keyword(&attrs, &[]);
}

/// `scf.condition`: an `i1` condition first, directly inside `scf.while`.
pub(super) fn verify_condition(
    ctx: &Context,
    body: &Body,
    op: OpId,
    parent: Option<(&Body, OpId)>,
) -> Result<(), String> {
    let name = "scf.condition";
    if !parent.is_some_and(|(b, o)| is_op(ctx, b, o, "scf.while")) {
        return Err(format!("'{name}' op expects parent op 'scf.while'"));
    }
    let n = body.num_operands(op);
    if n < 1 {
        return Err(format!(
            "'{name}' op expected 1 or more operands, but found {n}"
        ));
    }
    let t = body.value_type(body.operand(op, 0));
    if !is_i1(ctx, t) {
        return Err(format!(
            "'{name}' op operand #0 must be 1-bit signless integer, but got '{}'",
            ty(ctx, t)
        ));
    }
    Ok(())
}

/// `scf.condition(%cond) attr-dict (%args : types)?`.
pub(super) fn parse_condition(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let ctx = p.ctx();
    p.parse_punct(Punct::LParen)?;
    let cond = p.parse_operand()?;
    p.parse_punct(Punct::RParen)?;
    let v = p.resolve_operand(&cond, ctx.integer_type(1, Signedness::Signless))?;
    state.operands.push(v);
    parse_attr_dict(p, state)?;
    parse_values_colon_types(p, state)
}

/// `(%v, ... : types)?` into the operands.
fn parse_values_colon_types(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    if p.at_operand() {
        let values = p.parse_operand_list(Delimiter::None)?;
        p.parse_punct(Punct::Colon)?;
        let offset = p.offset();
        let types = p.parse_type_list()?;
        resolve_all(p, &values, &types, offset, &mut state.operands)?;
    }
    Ok(())
}

fn print_values_colon_types(p: &mut OpAsmPrinter<'_, '_, '_, '_>, values: &[ValueId]) {
    if values.is_empty() {
        return;
    }
    let body = p.body();
    p.write(" ");
    p.print_operands(values.iter().copied());
    p.write(" : ");
    p.print_types(values.iter().map(|&v| body.value_type(v)));
}

/// Prints `scf.condition`.
pub(super) fn print_condition(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (body, op) = (p.body(), p.op());
    let operands: Vec<ValueId> = body.operands(op).collect();
    p.write("(");
    if let Some(&c) = operands.first() {
        p.print_operand(c);
    }
    p.write(")");
    print_attr_dict(p, &[]);
    print_values_colon_types(p, operands.get(1..).unwrap_or(&[]));
}

// ---- scf.yield ----

/// `scf.yield`: only inside the ops it terminates.
pub(super) fn verify_yield(
    ctx: &Context,
    _: &Body,
    _: OpId,
    parent: Option<(&Body, OpId)>,
) -> Result<(), String> {
    const PARENTS: [&str; 5] = [
        "scf.execute_region",
        "scf.for",
        "scf.if",
        "scf.index_switch",
        "scf.while",
    ];
    if parent.is_some_and(|(b, o)| PARENTS.contains(&ctx.op_name_str(b.op(o).name))) {
        Ok(())
    } else {
        Err(format!(
            "'scf.yield' op expects parent op to be one of '{}'",
            PARENTS.join(", ")
        ))
    }
}

/// `scf.yield attr-dict (%v, ... : types)?`.
pub(super) fn parse_yield(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    parse_attr_dict(p, state)?;
    parse_values_colon_types(p, state)
}

/// Prints `scf.yield`.
pub(super) fn print_yield(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let operands: Vec<ValueId> = p.body().operands(p.op()).collect();
    print_attr_dict(p, &[]);
    print_values_colon_types(p, &operands);
}

// ---- scf.execute_region ----

/// `scf.execute_region`: one region with blocks and no entry arguments.
pub(super) fn verify_execute_region(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let name = "scf.execute_region";
    if body.regions(op).len() != 1 {
        return Err(format!("'{name}' op requires one region"));
    }
    if body.num_operands(op) != 0 {
        return Err(format!("'{name}' op requires zero operands"));
    }
    check_unit_attr(ctx, body, op, "no_inline")?;
    let rb = body.regions_body(op);
    let Some(b) = entry(rb, body.regions(op)[0]) else {
        return Err(format!(
            "'{name}' op region needs to have at least one block"
        ));
    };
    if !rb.block_args(b).is_empty() {
        return Err(format!("'{name}' op region cannot have any arguments"));
    }
    Ok(())
}

/// `scf.execute_region (-> types)? no_inline? region attr-dict`.
pub(super) fn parse_execute_region(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let ctx = p.ctx();
    let types = p.parse_optional_arrow_type_list()?;
    if p.parse_optional_keyword("no_inline") {
        p.add_attribute(state, "no_inline", ctx.unit_attr());
    }
    p.parse_region(state, &[])?;
    parse_attr_dict(p, state)?;
    state.result_types.extend(types);
    Ok(())
}

/// Prints `scf.execute_region`.
pub(super) fn print_execute_region(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (ctx, body, op) = (p.ctx(), p.body(), p.op());
    let results = types_of(body, body.results(op));
    print_arrow_types(p, &results);
    if has_unit(ctx, body, op, "no_inline") {
        p.write(" no_inline");
    }
    p.write(" ");
    if let Some(&r) = body.regions(op).first() {
        p.print_region(r, false, true, false);
    }
    print_attr_dict(p, &["no_inline"]);
}

// ---- scf.index_switch ----

/// The case values of an `scf.index_switch`.
pub(super) fn switch_cases(ctx: &Context, body: &Body, op: OpId) -> Vec<i64> {
    op_attr(ctx, body, op, "cases")
        .and_then(|a| i64_array(ctx, a))
        .unwrap_or_default()
}

/// `scf.index_switch`: ODS constraints.
pub(super) fn verify_index_switch(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let name = "scf.index_switch";
    if body.regions(op).is_empty() {
        return Err(format!("'{name}' op expected 1 or more regions"));
    }
    if body.num_operands(op) != 1 {
        return Err(format!("'{name}' op requires a single operand"));
    }
    match op_attr(ctx, body, op, "cases") {
        None => return Err(format!("'{name}' op requires attribute 'cases'")),
        Some(a) if i64_array(ctx, a).is_none() => {
            return Err(format!(
                "'{name}' op attribute 'cases' failed to satisfy constraint: i64 dense array attribute"
            ));
        }
        _ => {}
    }
    let t = body.value_type(body.operand(op, 0));
    if !is_index(ctx, t) {
        return Err(format!(
            "'{name}' op operand #0 must be index, but got '{}'",
            ty(ctx, t)
        ));
    }
    check_regions(ctx, body, op, &["defaultRegion"], Some("caseRegions"))
}

/// `scf.index_switch` after its regions: case values, yields, region branches.
pub(super) fn verify_index_switch_regions(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    let cases = switch_cases(ctx, body, op);
    let n_cases = body.regions(op).len() - 1;
    if cases.len() != n_cases {
        return Err(op_diag(
            ctx,
            body,
            op,
            format!("has {n_cases} case regions but {} case values", cases.len()),
        ));
    }
    let mut seen = std::collections::HashSet::new();
    for &c in &cases {
        if !seen.insert(c) {
            return Err(op_diag(
                ctx,
                body,
                op,
                format!("has duplicate case value: {c}"),
            ));
        }
    }
    let rb = body.regions_body(op);
    let results = types_of(body, body.results(op));
    for i in 0..body.regions(op).len() {
        let what = if i == 0 {
            "default region".to_string()
        } else {
            format!("case region #{}", i - 1)
        };
        let Some(t) = region_terminator(body, op, i) else {
            continue;
        };
        if !is_op(ctx, rb, t, "scf.yield") {
            return Err(op_diag(
                ctx,
                body,
                op,
                format!(
                    "expected region to end with scf.yield, but got {}",
                    ctx.op_name_str(rb.op(t).name)
                ),
            ));
        }
        let yielded = types_of(rb, rb.operands(t));
        if yielded.len() != results.len() {
            return Err(op_diag(
                ctx,
                body,
                op,
                format!(
                    "expected each region to return {} values, but {what} returns {}",
                    results.len(),
                    yielded.len()
                ),
            )
            .with_note(Diagnostic::note(rb.op(t).loc, "see yield operation here")));
        }
        for (k, (&r, &y)) in results.iter().zip(&yielded).enumerate() {
            if r != y {
                return Err(op_diag(
                    ctx,
                    body,
                    op,
                    format!("expected result #{k} of each region to be '{}'", ty(ctx, r)),
                )
                .with_note(Diagnostic::note(
                    rb.op(t).loc,
                    format!("{what} returns '{}' here", ty(ctx, y)),
                )));
            }
        }
    }
    verify_implicit_terminator(ctx, body, op, "scf.yield")?;
    verify_region_branch(ctx, body, op)
}

/// `scf.index_switch %arg attr-dict (-> types)? (case N region)* default region`.
pub(super) fn parse_index_switch(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let ctx = p.ctx();
    let arg = p.parse_operand()?;
    let v = p.resolve_operand(&arg, ctx.index_type())?;
    state.operands.push(v);
    parse_attr_dict(p, state)?;
    if p.parse_optional_punct(Punct::Arrow) {
        let types = p.parse_type_list()?;
        state.result_types.extend(types);
    }
    let mut cases = Vec::new();
    let i64t = ctx.integer_type(64, Signedness::Signless);
    while p.parse_optional_keyword("case") {
        let offset = p.offset();
        let a = p.parse_attribute(Some(i64t))?;
        let value = match ctx.attr_data(a) {
            AttrData::Integer { value, .. } => value.to_i64_checked(),
            _ => None,
        };
        let Some(value) = value else {
            return Err(p.error_at(offset, "expected integer value"));
        };
        cases.push(value);
        p.parse_region(state, &[])?;
    }
    p.parse_keyword("default")?;
    let default = p.parse_region(state, &[])?;
    let loc = state.loc;
    ensure_terminator(ctx, p.body(), default, "scf.yield", loc);
    // The default region comes first.
    if let Some(last) = state.regions.pop() {
        let at = state.regions.len() - cases.len();
        state.regions.insert(at, last);
    }
    p.add_attribute(state, "cases", i64_array_attr(ctx, &cases));
    Ok(())
}

/// Prints `scf.index_switch`.
pub(super) fn print_index_switch(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (ctx, body, op) = (p.ctx(), p.body(), p.op());
    p.write(" ");
    if body.num_operands(op) > 0 {
        p.print_operand(body.operand(op, 0));
    }
    print_attr_dict(p, &["cases"]);
    let results = types_of(body, body.results(op));
    if !results.is_empty() {
        p.write(" -> ");
        p.print_types(results.iter().copied());
    }
    p.write(" ");
    let regions = body.regions(op).to_vec();
    let cases = switch_cases(ctx, body, op);
    for (&c, &r) in cases.iter().zip(regions.iter().skip(1)) {
        p.print_newline();
        p.write(&format!("case {c} "));
        p.print_region(r, false, true, false);
    }
    p.print_newline();
    p.write("default ");
    if let Some(&r) = regions.first() {
        let rb = body.regions_body(op);
        let print_term = region_terminator(body, op, 0).is_none_or(|t| {
            rb.num_operands(t) != 0
                || rb.num_results(t) != 0
                || !ctx.dictionary_entries(rb.op(t).attributes).is_empty()
        });
        p.print_region(r, true, print_term, false);
    }
}

// ---- scf.parallel / scf.reduce / scf.reduce.return ----

/// The operand segment sizes of an `scf.parallel` (lower bounds, upper bounds, steps,
/// initial values), when consistent with its operands.
pub(super) fn parallel_segments(ctx: &Context, body: &Body, op: OpId) -> Option<[usize; 4]> {
    let s = i32_array(ctx, op_attr(ctx, body, op, "operandSegmentSizes")?)?;
    if s.len() != 4 || s.iter().any(|&x| x < 0) {
        return None;
    }
    let s = [s[0] as usize, s[1] as usize, s[2] as usize, s[3] as usize];
    (s.iter().sum::<usize>() == body.num_operands(op)).then_some(s)
}

/// `scf.parallel`: ODS constraints.
pub(super) fn verify_parallel(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let name = "scf.parallel";
    if body.regions(op).len() != 1 {
        return Err(format!("'{name}' op requires one region"));
    }
    let Some(a) = op_attr(ctx, body, op, "operandSegmentSizes") else {
        return Err(format!(
            "'{name}' op requires attribute 'operandSegmentSizes'"
        ));
    };
    let Some(sizes) = i32_array(ctx, a).filter(|s| s.len() == 4) else {
        return Err(format!(
            "'{name}' op 'operandSegmentSizes' attribute for specifying operand segments must have 4 elements, but got {}",
            i32_array(ctx, a).map_or(0, |s| s.len())
        ));
    };
    let total: i64 = sizes.iter().map(|&x| i64::from(x)).sum();
    if total != body.num_operands(op) as i64 {
        return Err(format!(
            "'{name}' op operand count ({}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'",
            body.num_operands(op)
        ));
    }
    let Some(seg) = parallel_segments(ctx, body, op) else {
        return Err(format!("'{name}' op invalid operandSegmentSizes"));
    };
    for i in 0..seg[0] + seg[1] + seg[2] {
        let t = body.value_type(body.operand(op, i));
        if !is_index(ctx, t) {
            return Err(format!(
                "'{name}' op operand #{i} must be variadic of index, but got '{}'",
                ty(ctx, t)
            ));
        }
    }
    check_regions(ctx, body, op, &["region"], None)
}

/// `scf.parallel` after its body: `ParallelOp::verify` (bounds, induction variables, the
/// `scf.reduce` terminator and its operands) and region branches.
pub(super) fn verify_parallel_regions(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    let Some(seg) = parallel_segments(ctx, body, op) else {
        return Ok(());
    };
    let steps: Vec<ValueId> = (seg[0] + seg[1]..seg[0] + seg[1] + seg[2])
        .map(|i| body.operand(op, i))
        .collect();
    if steps.is_empty() {
        return Err(op_diag(
            ctx,
            body,
            op,
            "needs at least one tuple element for lowerBound, upperBound and step",
        ));
    }
    for &s in &steps {
        if constant_int_i128(ctx, body, s).is_some_and(|c| c <= 0) {
            return Err(op_diag(
                ctx,
                body,
                op,
                "constant step operand must be positive",
            ));
        }
    }
    let rb = body.regions_body(op);
    let args = region_args(body, op, 0, 0);
    if args.len() != steps.len() {
        return Err(op_diag(
            ctx,
            body,
            op,
            format!(
                "expects the same number of induction variables: {} as bound and step values: {}",
                args.len(),
                steps.len()
            ),
        ));
    }
    if args.iter().any(|&a| !is_index(ctx, rb.value_type(a))) {
        return Err(op_diag(
            ctx,
            body,
            op,
            "expects arguments for the induction variable to be of index type",
        ));
    }
    let t = region_terminator(body, op, 0);
    let Some(reduce) = t.filter(|&t| is_op(ctx, rb, t, "scf.reduce")) else {
        let mut d = op_diag(ctx, body, op, "expects body to terminate with 'scf.reduce'");
        if let Some(t) = t {
            d = d.with_note(Diagnostic::note(rb.op(t).loc, "terminator here"));
        }
        return Err(d);
    };
    let results = body.num_results(op);
    let reductions = rb.regions(reduce).len();
    if results != reductions {
        return Err(op_diag(
            ctx,
            body,
            op,
            format!(
                "expects number of results: {results} to be the same as number of reductions: {reductions}"
            ),
        ));
    }
    if results != seg[3] {
        return Err(op_diag(
            ctx,
            body,
            op,
            format!(
                "expects number of results: {results} to be the same as number of initial values: {}",
                seg[3]
            ),
        ));
    }
    for (i, r) in body.results(op).enumerate() {
        let rt = body.value_type(r);
        let Some(operand) = rb.operands(reduce).nth(i) else {
            break;
        };
        let ot = rb.value_type(operand);
        if ot != rt {
            return Err(Diagnostic::error(
                rb.op(reduce).loc,
                format!(
                    "'scf.reduce' op expects type of {i}-th reduction operand: '{}' to be the same as the {i}-th result type: '{}'",
                    ty(ctx, ot),
                    ty(ctx, rt)
                ),
            ));
        }
    }
    verify_implicit_terminator(ctx, body, op, "scf.reduce")?;
    verify_region_branch(ctx, body, op)
}

/// `scf.parallel (%ivs) = (%lbs) to (%ubs) step (%steps) (init (%vals))? (-> types)?
/// region attr-dict`.
pub(super) fn parse_parallel(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let mut ivs = Vec::new();
    p.parse_list(Delimiter::Paren, |p| {
        ivs.push(p.parse_argument(false, false)?);
        Ok(())
    })?;
    let n = ivs.len();
    p.parse_punct(Punct::Equal)?;
    let mut counts = Vec::new();
    for kw in [None, Some("to"), Some("step")] {
        if let Some(kw) = kw {
            p.parse_keyword(kw)?;
        }
        let offset = p.offset();
        let list = p.parse_operand_list(Delimiter::Paren)?;
        if list.len() != n {
            return Err(p.error_at(offset, format!("expected {n} operands")));
        }
        for u in &list {
            let v = p.resolve_operand(u, index)?;
            state.operands.push(v);
        }
        counts.push(n as i32);
    }
    let mut inits = Vec::new();
    if p.parse_optional_keyword("init") {
        inits = p.parse_operand_list(Delimiter::Paren)?;
    }
    let types = p.parse_optional_arrow_type_list()?;
    for a in &mut ivs {
        a.ty = Some(index);
    }
    let region = p.parse_region(state, &ivs)?;
    counts.push(inits.len() as i32);
    p.add_attribute(state, "operandSegmentSizes", i32_array_attr(ctx, &counts));
    parse_attr_dict(p, state)?;
    let offset = p.name_offset();
    resolve_all(p, &inits, &types, offset, &mut state.operands)?;
    state.result_types.extend(types);
    let loc = state.loc;
    ensure_terminator(ctx, p.body(), region, "scf.reduce", loc);
    Ok(())
}

/// Prints `scf.parallel`.
pub(super) fn print_parallel(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (ctx, body, op) = (p.ctx(), p.body(), p.op());
    let operands: Vec<ValueId> = body.operands(op).collect();
    let seg = parallel_segments(ctx, body, op).unwrap_or([0, 0, 0, operands.len()]);
    let ivs = region_args(body, op, 0, 0);
    p.write(" (");
    p.print_operands(ivs.iter().copied());
    let mut at = 0;
    for (i, prefix) in [") = (", ") to (", ") step ("].iter().enumerate() {
        p.write(prefix);
        p.print_operands(operands[at..at + seg[i]].iter().copied());
        at += seg[i];
    }
    p.write(")");
    if seg[3] > 0 {
        p.write(" init (");
        p.print_operands(operands[at..].iter().copied());
        p.write(")");
    }
    let results = types_of(body, body.results(op));
    print_arrow_types(p, &results);
    p.write(" ");
    if let Some(&r) = body.regions(op).first() {
        p.print_region(r, false, true, false);
    }
    print_attr_dict(p, &["operandSegmentSizes"]);
}

/// `scf.reduce`: directly inside `scf.parallel`.
pub(super) fn verify_reduce(
    ctx: &Context,
    body: &Body,
    op: OpId,
    parent: Option<(&Body, OpId)>,
) -> Result<(), String> {
    let rb = body.regions_body(op);
    for (i, &r) in body.regions(op).iter().enumerate() {
        if rb.blocks(r).len() != 1 {
            return Err(format!(
                "'scf.reduce' op region #{i} ('reductions') failed to verify constraint: region with 1 blocks"
            ));
        }
    }
    if parent.is_some_and(|(b, o)| is_op(ctx, b, o, "scf.parallel")) {
        Ok(())
    } else {
        Err("'scf.reduce' op expects parent op 'scf.parallel'".to_string())
    }
}

/// `scf.reduce` after its regions: each reduction takes two values of its operand's type
/// and ends with `scf.reduce.return`.
pub(super) fn verify_reduce_regions(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    let rb = body.regions_body(op);
    for (i, (&r, v)) in body.regions(op).iter().zip(body.operands(op)).enumerate() {
        let t = body.value_type(v);
        let Some(b) = entry(rb, r) else {
            continue;
        };
        let Some(last) = rb.last_op(b) else {
            return Err(op_diag(
                ctx,
                body,
                op,
                format!("{i}-th reduction has an empty body"),
            ));
        };
        let args = rb.block_args(b);
        if args.len() != 2 || args.iter().any(|&a| rb.value_type(a) != t) {
            return Err(op_diag(
                ctx,
                body,
                op,
                format!(
                    "expected two block arguments with type '{}' in the {i}-th reduction region",
                    ty(ctx, t)
                ),
            ));
        }
        if !is_op(ctx, rb, last, "scf.reduce.return") {
            return Err(op_diag(
                ctx,
                body,
                op,
                "reduction bodies must be terminated with an 'scf.reduce.return' op",
            ));
        }
    }
    Ok(())
}

/// `scf.reduce ((%v, ... : types))? regions attr-dict`.
pub(super) fn parse_reduce(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    if p.parse_optional_punct(Punct::LParen) {
        let values = p.parse_operand_list(Delimiter::None)?;
        p.parse_punct(Punct::Colon)?;
        let offset = p.offset();
        let types = p.parse_type_list()?;
        resolve_all(p, &values, &types, offset, &mut state.operands)?;
        p.parse_punct(Punct::RParen)?;
    }
    if p.at_punct(Punct::LBrace) {
        p.parse_region(state, &[])?;
        while p.parse_optional_punct(Punct::Comma) {
            p.parse_region(state, &[])?;
        }
    }
    parse_attr_dict(p, state)
}

/// Prints `scf.reduce`.
pub(super) fn print_reduce(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (body, op) = (p.body(), p.op());
    let operands: Vec<ValueId> = body.operands(op).collect();
    if !operands.is_empty() {
        p.write("(");
        p.print_operands(operands.iter().copied());
        p.write(" : ");
        p.print_types(operands.iter().map(|&v| body.value_type(v)));
        p.write(")");
    }
    p.write(" ");
    for (i, &r) in body.regions(op).to_vec().iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_region(r, true, true, false);
    }
    print_attr_dict(p, &[]);
}

/// `scf.reduce.return`: one value of the reduction's type, directly inside `scf.reduce`.
pub(super) fn verify_reduce_return(
    ctx: &Context,
    body: &Body,
    op: OpId,
    parent: Option<(&Body, OpId)>,
) -> Result<(), String> {
    let name = "scf.reduce.return";
    if body.num_operands(op) != 1 {
        return Err(format!("'{name}' op requires a single operand"));
    }
    if !parent.is_some_and(|(b, o)| is_op(ctx, b, o, "scf.reduce")) {
        return Err(format!("'{name}' op expects parent op 'scf.reduce'"));
    }
    let t = body.value_type(body.operand(op, 0));
    if let Some(b) = body.op_block(op)
        && let Some(&a) = body.block_args(b).first()
        && body.value_type(a) != t
    {
        return Err(format!(
            "'{name}' op must have type '{}' (the type of the reduction inputs)",
            ty(ctx, body.value_type(a))
        ));
    }
    Ok(())
}

/// `scf.reduce.return %v attr-dict : type`.
pub(super) fn parse_reduce_return(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let u = p.parse_operand()?;
    parse_attr_dict(p, state)?;
    let t = p.parse_colon_type()?;
    let v = p.resolve_operand(&u, t)?;
    state.operands.push(v);
    Ok(())
}

/// Prints `scf.reduce.return`.
pub(super) fn print_reduce_return(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (body, op) = (p.body(), p.op());
    p.write(" ");
    if let Some(v) = body.operands(op).next() {
        p.print_operand(v);
        print_attr_dict(p, &[]);
        p.write(" : ");
        p.print_type(body.value_type(v));
    }
}

/// The scalar integer constant `v`, sign-extended, if it fits in 128 bits.
pub(super) fn constant_int_i128(ctx: &Context, body: &Body, v: ValueId) -> Option<i128> {
    constant_scalar_int(ctx, body, v)?.to_i128_checked()
}

/// `scf.if`, `scf.index_switch`: each region runs at most once.
pub(super) fn at_most_once(
    _: &Context,
    body: &Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> Vec<strata_ir::interfaces::InvocationBounds> {
    vec![strata_ir::interfaces::InvocationBounds::AT_MOST_ONCE; body.regions(op).len()]
}
