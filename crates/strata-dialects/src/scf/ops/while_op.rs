//! `scf.while` and its `before`-region terminator `scf.condition`: checks, syntax and
//! region branches.

use std::ops::Range;

use strata_asm::custom::{OpAsmParser, OpAsmPrinter, Punct};
use strata_ir::diagnostics::Diagnostic;
use strata_ir::interfaces::{RegionBranchInterface, RegionPoint, RegionSuccessor};
use strata_ir::ir::{BlockId, Body, Op, OpId, OperationState, ValueId};
use strata_ir::{Attribute, Context, Location, Type};
use strata_ods::{AnyType, SizedRegion, op};
use strata_pass::rewrite::PatternRewriter;

use super::{
    I1, PResult, YieldOp, all_operands, entry, first_bool_operand, loop_regions, op_diag,
    parent_op, parse_assignment_list, print_init_list, region_args, region_terminator, to_parent,
    to_region, types_of, verify_region_branch,
};

op! {
    /// Generic while loop.
    ///
    /// `scf.while` alternates two single-block regions. The `before` region receives the
    /// loop-carried values (the operands on entry) and ends with `scf.condition`: when its
    /// condition is false the loop ends and the forwarded values are the results,
    /// otherwise they go to the `after` region, whose `scf.yield` supplies the values of
    /// the next `before` iteration. Putting the work in `before` and only forwarding in
    /// `after` gives a do-while loop. The custom form lists the initial values as
    /// `(%arg = %init, ...)`, then the function type of operands and results.
    ///
    /// ```mlir
    /// func.func @count(%n: i32) -> i32 {
    ///   %c0 = arith.constant 0 : i32
    ///   %c1 = arith.constant 1 : i32
    ///   %r = scf.while (%i = %c0) : (i32) -> i32 {
    ///     %more = arith.cmpi slt, %i, %n : i32
    ///     scf.condition(%more) %i : i32
    ///   } do {
    ///   ^bb0(%j: i32):
    ///     %next = arith.addi %j, %c1 : i32
    ///     scf.yield %next : i32
    ///   }
    ///   return %r : i32
    /// }
    /// ```
    pub struct WhileOp = "scf.while" {
        traits: [recursive_memory_effects, single_block],
        operands: [inits: variadic AnyType],
        results: [results: variadic AnyType],
        regions: [before: SizedRegion<1>, after: SizedRegion<1>],
        parse: parse_while,
        print: print_while,
        interfaces: {
            region_branch: WHILE_BRANCH,
            loop_regions: loop_regions,
        },
        info: { verify_regions: Some(verify_while_regions) },
    }
}

op! {
    /// Loop continuation condition of `scf.while`.
    ///
    /// `scf.condition` ends the `before` region of `scf.while`. Its first operand decides
    /// whether the loop goes on (`true`: the other operands become the arguments of the
    /// `after` region) or stops (`false`: they become the results of the loop).
    ///
    /// ```mlir
    /// func.func @first_negative(%init: i32) -> i32 {
    ///   %c0 = arith.constant 0 : i32
    ///   %r = scf.while (%v = %init) : (i32) -> i32 {
    ///     %positive = arith.cmpi sge, %v, %c0 : i32
    ///     scf.condition(%positive) %v : i32
    ///   } do {
    ///   ^bb0(%w: i32):
    ///     %next = arith.subi %w, %w : i32
    ///     scf.yield %next : i32
    ///   }
    ///   return %r : i32
    /// }
    /// ```
    pub struct ConditionOp = "scf.condition" {
        traits: [pure, terminator],
        operands: [condition: I1, args: variadic AnyType],
        format: "`(` $condition `)` attr-dict ($args^ `:` type($args))?",
        verify_traits: verify_condition,
        interfaces: { terminator_operands: condition_terminator_operands },
    }
}

impl WhileOp {
    /// Creates an `scf.while` at `rw`'s insertion point with an empty entry block in each
    /// region, taking `before_args` and `after_args` (types and locations) as arguments
    /// (MLIR's `WhileOp::build` with region builders, the blocks left for the caller to
    /// fill). Returns the op and its `before` and `after` blocks.
    pub fn build_with_blocks(
        rw: &mut PatternRewriter<'_, '_>,
        loc: Location,
        result_types: &[Type],
        inits: &[ValueId],
        before_args: &[(Type, Location)],
        after_args: &[(Type, Location)],
    ) -> (WhileOp, BlockId, BlockId) {
        let op = WhileOp::build(rw, loc, result_types, inits);
        let mut add = |i: usize, args: &[(Type, Location)]| {
            rw.modify_op_in_place(op.0, |body| {
                let block = body.new_block();
                body.append_block(body.regions(op.0)[i], block);
                for &(t, l) in args {
                    body.add_block_arg(block, t, l);
                }
                block
            })
        };
        let before = add(0, before_args);
        let after = add(1, after_args);
        (op, before, after)
    }

    /// The block of the `before` region, if it has one.
    pub fn before_block(self, body: &Body) -> Option<BlockId> {
        entry(body.regions_body(self.0), self.before(body))
    }

    /// The block of the `after` region, if it has one.
    pub fn after_block(self, body: &Body) -> Option<BlockId> {
        entry(body.regions_body(self.0), self.after(body))
    }

    /// The `scf.condition` ending the `before` region, if it ends with one.
    pub fn condition_op(self, ctx: &Context, body: &Body) -> Option<ConditionOp> {
        let t = region_terminator(body, self.0, 0)?;
        ConditionOp::cast(ctx, body.regions_body(self.0), t)
    }
}

/// The terminator check of `scf.while` (`expects the 'before' region to terminate with
/// 'scf.condition'`, with a note on the terminator): region `index` ends with a `T`.
fn while_terminator<T: Op>(
    ctx: &Context,
    body: &Body,
    op: OpId,
    index: usize,
    what: &str,
) -> Result<(), Diagnostic> {
    let rb = body.regions_body(op);
    let t = region_terminator(body, op, index);
    if t.is_some_and(|t| T::isa(ctx, rb, t)) {
        return Ok(());
    }
    let mut d = op_diag(
        ctx,
        body,
        op,
        format!(
            "expects the '{what}' region to terminate with '{}'",
            T::NAME
        ),
    );
    if let Some(t) = t {
        d = d.with_note(Diagnostic::note(rb.op(t).loc, "terminator here"));
    }
    Err(d)
}

/// `scf.while` after its regions: terminators and region branches.
fn verify_while_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    while_terminator::<ConditionOp>(ctx, body, op, 0, "before")?;
    while_terminator::<YieldOp>(ctx, body, op, 1, "after")?;
    verify_region_branch(ctx, body, op)
}

/// `scf.while ((%arg = %init, ...))? : (types) -> (types) region do region
/// (attributes {...})?`.
fn parse_while(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
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
    for (u, &t) in inits.iter().zip(&ins) {
        let v = p.resolve_operand(u, t)?;
        state.operands.push(v);
    }
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
fn print_while(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
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
        _ => match first_bool_operand(ctx, operands) {
            Some(false) => vec![to_parent(body, op)],
            Some(true) => vec![to_region(body, op, 1, 0)],
            None => vec![to_parent(body, op), to_region(body, op, 1, 0)],
        },
    }
}

/// `scf.while`: parent and `after` go to `before`, which exits or goes to `after`.
const WHILE_BRANCH: RegionBranchInterface = RegionBranchInterface {
    successors: while_successors,
    entry_operands: all_operands,
    invocation_bounds: None,
};

/// `scf.condition`: directly inside `scf.while` (MLIR's `HasParent`, checked before the
/// operand types).
fn verify_condition(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    if parent_op(body, op).is_some_and(|p| WhileOp::isa(ctx, body, p)) {
        Ok(())
    } else {
        Err(format!(
            "'{}' op expects parent op '{}'",
            ConditionOp::NAME,
            WhileOp::NAME
        ))
    }
}

/// `scf.condition` forwards all operands but the condition.
fn condition_terminator_operands(
    _: &Context,
    body: &Body,
    op: OpId,
    _: RegionPoint,
) -> Range<usize> {
    1.min(body.num_operands(op))..body.num_operands(op)
}
