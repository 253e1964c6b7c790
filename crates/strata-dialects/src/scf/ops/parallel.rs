//! `scf.parallel` and its terminator `scf.reduce` with the reductions' terminator
//! `scf.reduce.return`: checks, syntax and region branches.

use std::ops::Range;

use strata_asm::custom::{Delimiter, OpAsmParser, OpAsmPrinter, Punct};
use strata_ir::diagnostics::Diagnostic;
use strata_ir::interfaces::{RegionBranchInterface, RegionPoint, RegionSuccessor};
use strata_ir::ir::{Body, OpId, OperationState, ValueId};
use strata_ir::{Attribute, Context};
use strata_ods::{AnyType, SizedRegion, TypeConstraint, i32_array_attr, op};

use super::{
    PResult, VariadicIndex, constant_int_i128, entry, loop_regions, no_inputs, op_diag, parent_op,
    parse_attr_dict, print_arrow_types, print_attr_dict, region_args, region_terminator, ty,
    types_of, verify_region_branch,
};

op! {
    /// Parallel loop nest with reductions.
    ///
    /// `scf.parallel` runs its body once for every point of a multi-dimensional iteration
    /// space, given by one `index` lower bound, upper bound and (positive) step per
    /// dimension, in no particular order and possibly in parallel. The body's arguments
    /// are the induction variables. Each result starts from an initial value and combines
    /// the values the body's `scf.reduce` hands to the matching reduction region. A
    /// terminator without reductions may be left out of the custom form.
    ///
    /// ```mlir
    /// func.func @fill(%m: memref<?x?xf32>, %n: index, %v: f32) {
    ///   %c0 = arith.constant 0 : index
    ///   %c1 = arith.constant 1 : index
    ///   scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
    ///     memref.store %v, %m[%i, %j] : memref<?x?xf32>
    ///   }
    ///   return
    /// }
    /// ```
    pub struct ParallelOp = "scf.parallel" {
        // Not `implicit_terminator`: as MLIR's `verify`, the body checks (with their
        // notes) come before the implicit-terminator check, done last by hand.
        traits: [automatic_allocation_scope, recursive_memory_effects, single_block, attr_sized_operand_segments],
        operands: [
            lowerBound: variadic VariadicIndex,
            upperBound: variadic VariadicIndex,
            step: variadic VariadicIndex,
            initVals: variadic AnyType,
        ],
        results: [results: variadic AnyType],
        regions: [region: SizedRegion<1>],
        parse: parse_parallel,
        print: print_parallel,
        interfaces: {
            region_branch: PARALLEL_BRANCH,
            loop_regions: loop_regions,
        },
        info: {
            verify_with_notes: Some(verify_parallel),
            verify_regions: Some(verify_parallel_regions),
        },
    }
}

op! {
    /// Terminator of `scf.parallel`, with its reductions.
    ///
    /// `scf.reduce` ends the body of `scf.parallel`. It has one operand and one region per
    /// result of the loop: the region combines two values of the operand's type (its two
    /// block arguments) and returns the combination with `scf.reduce.return`. The order in
    /// which values are combined is unspecified.
    ///
    /// ```mlir
    /// func.func @sum(%lb: index, %ub: index, %step: index, %init: f32, %m: memref<?xf32>) -> f32 {
    ///   %r = scf.parallel (%i) = (%lb) to (%ub) step (%step) init (%init) -> f32 {
    ///     %v = memref.load %m[%i] : memref<?xf32>
    ///     scf.reduce(%v : f32) {
    ///     ^bb0(%a: f32, %b: f32):
    ///       %s = arith.addf %a, %b : f32
    ///       scf.reduce.return %s : f32
    ///     }
    ///   }
    ///   return %r : f32
    /// }
    /// ```
    pub struct ReduceOp = "scf.reduce" {
        traits: [terminator, recursive_memory_effects],
        operands: [operands: variadic AnyType],
        regions: [reductions: variadic SizedRegion<1>],
        format: "(`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict",
        verify_traits: verify_reduce,
        interfaces: { terminator_operands: no_terminator_operands },
        info: { verify_regions: Some(verify_reduce_regions) },
    }
}

op! {
    /// Terminator of a reduction region of `scf.reduce`.
    ///
    /// `scf.reduce.return` gives the combination computed by a reduction region; its type
    /// is that of the region's arguments.
    ///
    /// ```mlir
    /// func.func @max(%lb: index, %ub: index, %step: index, %init: i32) -> i32 {
    ///   %r = scf.parallel (%i) = (%lb) to (%ub) step (%step) init (%init) -> i32 {
    ///     %v = arith.index_cast %i : index to i32
    ///     scf.reduce(%v : i32) {
    ///     ^bb0(%a: i32, %b: i32):
    ///       %m = arith.maxsi %a, %b : i32
    ///       scf.reduce.return %m : i32
    ///     }
    ///   }
    ///   return %r : i32
    /// }
    /// ```
    pub struct ReduceReturnOp = "scf.reduce.return" {
        traits: [pure, terminator],
        operands: [result: AnyType],
        format: "$result attr-dict `:` type($result)",
        verify_traits: verify_reduce_return_parent,
        verify: verify_reduce_return,
    }
}

/// The operand segment sizes of an `scf.parallel` (lower bounds, upper bounds, steps,
/// initial values), when consistent with its operands.
fn segments(ctx: &Context, body: &Body, op: OpId) -> Option<[usize; 4]> {
    let s = strata_ods::segment_sizes(ctx, body, op, "operandSegmentSizes")?;
    if s.len() != 4 || s.iter().any(|&x| x < 0) {
        return None;
    }
    let s = [s[0] as usize, s[1] as usize, s[2] as usize, s[3] as usize];
    (s.iter().sum::<usize>() == body.num_operands(op)).then_some(s)
}

/// MLIR's `ParallelOp::verify`, before the body's ops: bounds, induction variables, the
/// `scf.reduce` terminator and its operands.
fn verify_parallel(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(seg) = segments(ctx, body, op) else {
        return Ok(());
    };
    let steps = ParallelOp(op).step(ctx, body);
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
    if args
        .iter()
        .any(|&a| !VariadicIndex::check(ctx, rb.value_type(a)))
    {
        return Err(op_diag(
            ctx,
            body,
            op,
            "expects arguments for the induction variable to be of index type",
        ));
    }
    let t = region_terminator(body, op, 0);
    let Some(reduce) = t.filter(|&t| ReduceOp::isa(ctx, rb, t)) else {
        let mut d = op_diag(
            ctx,
            body,
            op,
            format!("expects body to terminate with '{}'", ReduceOp::NAME),
        );
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
                    "'{}' op expects type of {i}-th reduction operand: '{}' to be the same as the {i}-th result type: '{}'",
                    ReduceOp::NAME,
                    ty(ctx, ot),
                    ty(ctx, rt)
                ),
            ));
        }
    }
    Ok(())
}

/// `scf.parallel` after its body: the implicit-terminator check and region branches.
fn verify_parallel_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    strata_ods::check_implicit_terminator(ctx, body, op, ParallelOp::NAME, ReduceOp::NAME)?;
    verify_region_branch(ctx, body, op)
}

/// `scf.parallel (%ivs) = (%lbs) to (%ubs) step (%steps) (init (%vals))? (-> types)?
/// region attr-dict`.
fn parse_parallel(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
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
    p.resolve_operands(&inits, &types, offset, &mut state.operands)?;
    state.result_types.extend(types);
    strata_ods::ensure_region(p, state, region, Some(ReduceOp::NAME), false);
    Ok(())
}

/// Prints `scf.parallel`.
fn print_parallel(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (ctx, body, op) = (p.ctx(), p.body(), p.op());
    let operands: Vec<ValueId> = body.operands(op).collect();
    let seg = segments(ctx, body, op).unwrap_or([0, 0, 0, operands.len()]);
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
const PARALLEL_BRANCH: RegionBranchInterface = RegionBranchInterface {
    successors: parallel_successors,
    entry_operands: super::no_operands,
    invocation_bounds: None,
};

/// `scf.reduce`: directly inside `scf.parallel` (MLIR's `HasParent`).
fn verify_reduce(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    if parent_op(body, op).is_some_and(|p| ParallelOp::isa(ctx, body, p)) {
        Ok(())
    } else {
        Err(format!(
            "'{}' op expects parent op '{}'",
            ReduceOp::NAME,
            ParallelOp::NAME
        ))
    }
}

/// `scf.reduce` after its regions: each reduction takes two values of its operand's type
/// and ends with `scf.reduce.return`.
fn verify_reduce_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
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
        if !ReduceReturnOp::isa(ctx, rb, last) {
            return Err(op_diag(
                ctx,
                body,
                op,
                format!(
                    "reduction bodies must be terminated with an '{}' op",
                    ReduceReturnOp::NAME
                ),
            ));
        }
    }
    Ok(())
}

/// `scf.reduce` forwards nothing.
fn no_terminator_operands(_: &Context, _: &Body, _: OpId, _: RegionPoint) -> Range<usize> {
    0..0
}

/// `scf.reduce.return`: directly inside `scf.reduce` (MLIR's `HasParent`).
fn verify_reduce_return_parent(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    if parent_op(body, op).is_some_and(|p| ReduceOp::isa(ctx, body, p)) {
        Ok(())
    } else {
        Err(format!(
            "'{}' op expects parent op '{}'",
            ReduceReturnOp::NAME,
            ReduceOp::NAME
        ))
    }
}

/// `scf.reduce.return` after the ODS checks: of the reduction's type.
fn verify_reduce_return(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let t = body.value_type(ReduceReturnOp(op).result(body));
    if let Some(b) = body.op_block(op)
        && let Some(&a) = body.block_args(b).first()
        && body.value_type(a) != t
    {
        return Err(format!(
            "'{}' op must have type '{}' (the type of the reduction inputs)",
            ReduceReturnOp::NAME,
            ty(ctx, body.value_type(a))
        ));
    }
    Ok(())
}
