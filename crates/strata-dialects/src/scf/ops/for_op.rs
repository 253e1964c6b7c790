//! `scf.for`: the counted loop with loop-carried values, its checks (including MLIR's
//! loop-like interface verifier), its custom syntax, region branches and speculatability.

use std::ops::Range;

use strata_asm::custom::{OpAsmParser, OpAsmPrinter, Punct};
use strata_ir::diagnostics::Diagnostic;
use strata_ir::interfaces::{RegionBranchInterface, RegionPoint, RegionSuccessor, Speculatability};
use strata_ir::ir::{Body, InsertionPoint, OpId, OperationState, ValueId};
use strata_ir::matchers::constant_scalar_int;
use strata_ir::{Attribute, Context, Location, Type, TypeData};
use strata_ods::{AnyType, SizedRegion, UnitAttr, op};
use strata_pass::rewrite::PatternRewriter;

use super::{
    AnySignlessIntegerOrIndex, PResult, YieldOp, loop_regions, op_diag, parse_assignment_list,
    parse_attr_dict, print_attr_dict, print_init_list, region_args, region_terminator, to_parent,
    to_region, ty, types_of, verify_region_branch,
};

op! {
    /// Counted loop with loop-carried values.
    ///
    /// `scf.for` runs its single-block body for each value of the induction variable from
    /// `lowerBound` (included) to `upperBound` (excluded), advancing by `step`. Bounds,
    /// step and induction variable share one signless integer or `index` type; the
    /// comparison is signed unless the `unsigned` keyword (`unsignedCmp`) is given. The
    /// `iter_args` initial values feed the body's trailing arguments on the first
    /// iteration; the body's `scf.yield` gives them their next values, and the values of
    /// the last iteration (or the initial ones if the loop does not run) are the results.
    /// Without loop-carried values the terminator may be left out of the custom form.
    ///
    /// ```mlir
    /// func.func @sum(%lb: index, %ub: index, %step: index, %init: f32) -> f32 {
    ///   %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    ///     %next = arith.addf %acc, %acc : f32
    ///     scf.yield %next : f32
    ///   }
    ///   scf.for unsigned %j = %lb to %ub step %step {
    ///   }
    ///   return %r : f32
    /// }
    /// ```
    pub struct ForOp = "scf.for" {
        traits: [automatic_allocation_scope, recursive_memory_effects],
        operands: [
            lowerBound: AnySignlessIntegerOrIndex,
            upperBound: AnySignlessIntegerOrIndex,
            step: AnySignlessIntegerOrIndex,
            initArgs: variadic AnyType,
        ],
        attrs: [unsignedCmp: optional UnitAttr],
        results: [results: variadic AnyType],
        regions: [region: SizedRegion<1>],
        implicit_terminator: "scf.yield",
        verify_preds: verify_for_bound_types,
        verify: verify_for,
        parse: parse_for,
        print: print_for,
        interfaces: {
            speculatability: for_speculatability,
            region_branch: FOR_BRANCH,
            loop_regions: loop_regions,
        },
        info: { verify_regions: Some(verify_for_regions) },
    }
}

impl ForOp {
    /// Creates an `scf.for` at `rw`'s insertion point with its body block (the induction
    /// variable, typed like `lb`, then one argument per initial value) and, when there are
    /// no loop-carried values, its `scf.yield` (MLIR's `ForOp::build` with a body). The
    /// insertion point stays after the loop.
    pub fn build_with_body(
        rw: &mut PatternRewriter<'_, '_>,
        loc: Location,
        lb: ValueId,
        ub: ValueId,
        step: ValueId,
        inits: &[ValueId],
    ) -> ForOp {
        let body = rw.body();
        let types = types_of(body, inits.iter().copied());
        let mut args = vec![(body.value_type(lb), loc)];
        args.extend(types.iter().map(|&t| (t, loc)));
        let op = ForOp::build(rw, loc, &types, lb, ub, step, inits, None);
        let block = rw.modify_op_in_place(op.0, |body| {
            let block = body.new_block();
            body.append_block(body.regions(op.0)[0], block);
            for &(t, l) in &args {
                body.add_block_arg(block, t, l);
            }
            block
        });
        if inits.is_empty() {
            let ip = rw.insertion_point();
            rw.set_insertion_point(InsertionPoint::AtEnd(block));
            YieldOp::build(rw, loc, &[]);
            if let Some(ip) = ip {
                rw.set_insertion_point(ip);
            }
        }
        op
    }

    /// The induction variable (the first argument of the body), if the body has a block.
    pub fn induction_var(self, body: &Body) -> Option<ValueId> {
        region_args(body, self.0, 0, 0).first().copied()
    }

    /// The loop-carried body arguments (all but the induction variable).
    pub fn region_iter_args(self, body: &Body) -> Vec<ValueId> {
        region_args(body, self.0, 0, 1)
    }
}

/// `scf.for`'s `AllTypesMatch<["lowerBound", "upperBound", "step"]>` (checked before its
/// region constraint, as ODS orders predicate traits).
fn verify_for_bound_types(_: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let t0 = body.value_type(body.operand(op, 0));
    if (1..3).any(|i| body.value_type(body.operand(op, i)) != t0) {
        return Err(format!(
            "'{}' op failed to verify that all of {{lowerBound, upperBound, step}} have same type",
            ForOp::NAME
        ));
    }
    Ok(())
}

/// `scf.for` after the ODS checks: inits matching results, and the loop-like interface
/// checks.
fn verify_for(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let name = ForOp::NAME;
    let n = body.num_operands(op);
    if n - 3 != body.num_results(op) {
        return Err(format!(
            "'{name}' op mismatch in number of loop-carried values and defined values"
        ));
    }
    // LoopLikeOpInterface.
    let inits: Vec<Type> = (3..n)
        .map(|i| body.value_type(body.operand(op, i)))
        .collect();
    let rb = body.regions_body(op);
    let iter_args = types_of(rb, region_args(body, op, 0, 1));
    let yielded: Vec<Type> = region_terminator(body, op, 0)
        .filter(|&t| YieldOp::isa(ctx, rb, t))
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

/// `scf.for` after its body (and the implicit-terminator check): region branches, then
/// MLIR's `verifyRegions` (induction variable and iteration arguments).
fn verify_for_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_region_branch(ctx, body, op)?;
    let rb = body.regions_body(op);
    let args = region_args(body, op, 0, 0);
    let iv_ok = args
        .first()
        .is_some_and(|&iv| rb.value_type(iv) == body.value_type(body.operand(op, 0)));
    if !iv_ok {
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
fn parse_for(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
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
    if p.parse_optional_keyword("iter_args") {
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
    strata_ods::ensure_region(p, state, region, Some(YieldOp::NAME), false);
    parse_attr_dict(p, state)?;
    if unsigned {
        p.add_attribute(state, "unsignedCmp", ctx.unit_attr());
    }
    state.result_types.extend(types);
    Ok(())
}

/// Prints `scf.for`.
fn print_for(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (ctx, body, op) = (p.ctx(), p.body(), p.op());
    if ForOp(op).unsigned_cmp(ctx, body).is_some() {
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
        if !matches!(ctx.type_data(t), TypeData::Index) {
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

/// `scf.for` with a constant step of 1 always terminates.
fn for_speculatability(ctx: &Context, body: &Body, op: OpId) -> Speculatability {
    let one = body.num_operands(op) >= 3
        && constant_scalar_int(ctx, body, ForOp(op).step(body)).is_some_and(|v| v.is_one());
    if one {
        Speculatability::RecursivelySpeculatable
    } else {
        Speculatability::NotSpeculatable
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
const FOR_BRANCH: RegionBranchInterface = RegionBranchInterface {
    successors: for_successors,
    entry_operands: for_entry,
    invocation_bounds: None,
};
