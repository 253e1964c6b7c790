//! `scf.if`: the two-way conditional, its checks, custom syntax and region branches.

use strata_asm::custom::{OpAsmParser, OpAsmPrinter};
use strata_ir::interfaces::{RegionBranchInterface, RegionPoint, RegionSuccessor, Speculatability};
use strata_ir::ir::{BlockId, Body, InsertionPoint, OpId, OperationState, RegionId};
use strata_ir::{Attribute, Context, Location, Type};
use strata_ods::{AnyType, MaxSizedRegion, SizedRegion, op};
use strata_pass::rewrite::PatternRewriter;

use super::{
    I1, PResult, YieldOp, at_most_once, entry, first_bool_operand, no_inputs, no_operands,
    parse_attr_dict, print_attr_dict, to_parent, types_of, verify_region_branch,
};

op! {
    /// If-then-else.
    ///
    /// `scf.if` runs its `then` region when the `i1` condition is true and its `else`
    /// region otherwise. Each region holds at most one block, ends with `scf.yield` and
    /// takes no arguments; the `else` region may be empty unless the op has results, which
    /// are the values yielded by the region that ran. Yields without operands may be left
    /// out of the custom form, as may an empty `else`.
    ///
    /// ```mlir
    /// func.func private @work()
    /// func.func @select(%c: i1, %a: i32, %b: i32) -> i32 {
    ///   %r = scf.if %c -> (i32) {
    ///     scf.yield %a : i32
    ///   } else {
    ///     scf.yield %b : i32
    ///   }
    ///   scf.if %c {
    ///     func.call @work() : () -> ()
    ///   }
    ///   return %r : i32
    /// }
    /// ```
    pub struct IfOp = "scf.if" {
        traits: [recursive_memory_effects],
        operands: [condition: I1],
        results: [results: variadic AnyType],
        regions: [thenRegion: SizedRegion<1>, elseRegion: MaxSizedRegion<1>],
        implicit_terminator: "scf.yield",
        verify: verify_if,
        fold: crate::scf::fold::fold_if,
        parse: parse_if,
        print: print_if,
        interfaces: {
            speculatability: recursively_speculatable,
            region_branch: IF_BRANCH,
        },
        info: { verify_regions: Some(verify_region_branch) },
    }
}

impl IfOp {
    /// Creates an `scf.if` at `rw`'s insertion point, giving its `then` and `else` regions
    /// an empty block when asked; without results, each new block also gets its
    /// `scf.yield` (MLIR's `IfOp::build` with `addThenBlock`/`addElseBlock`). The insertion
    /// point stays after the op.
    pub fn build_with_blocks(
        rw: &mut PatternRewriter<'_, '_>,
        loc: Location,
        result_types: &[Type],
        condition: strata_ir::ir::ValueId,
        then_block: bool,
        else_block: bool,
    ) -> IfOp {
        let op = IfOp::build(rw, loc, result_types, condition);
        for (i, wanted) in [then_block, else_block].into_iter().enumerate() {
            if !wanted {
                continue;
            }
            let block = rw.modify_op_in_place(op.0, |body| {
                let block = body.new_block();
                body.append_block(body.regions(op.0)[i], block);
                block
            });
            if result_types.is_empty() {
                let ip = rw.insertion_point();
                rw.set_insertion_point(InsertionPoint::AtEnd(block));
                YieldOp::build(rw, loc, &[]);
                if let Some(ip) = ip {
                    rw.set_insertion_point(ip);
                }
            }
        }
        op
    }

    /// The block of the `then` region, if it has one.
    pub fn then_block(self, body: &Body) -> Option<BlockId> {
        entry(body.regions_body(self.0), self.then_region(body))
    }

    /// The block of the `else` region, if it has one.
    pub fn else_block(self, body: &Body) -> Option<BlockId> {
        entry(body.regions_body(self.0), self.else_region(body))
    }
}

/// `scf.if` after the ODS checks: no region arguments, and an `else` block when the op
/// has results.
fn verify_if(_: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let name = IfOp::NAME;
    let rb = body.regions_body(op);
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

/// `scf.if %cond (-> (types))? region (else region)? attr-dict`.
fn parse_if(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let cond = p.parse_operand()?;
    let v = p.resolve_operand(&cond, ctx.builtin_types().i1)?;
    state.operands.push(v);
    let types = p.parse_optional_arrow_type_list()?;
    let then = p.parse_region(state, &[])?;
    strata_ods::ensure_region(p, state, then, Some(YieldOp::NAME), false);
    if p.parse_optional_keyword("else") {
        let r = p.parse_region(state, &[])?;
        strata_ods::ensure_region(p, state, r, Some(YieldOp::NAME), false);
    } else {
        let r: RegionId = p.body().new_region();
        state.regions.push(r);
    }
    parse_attr_dict(p, state)?;
    state.result_types.extend(types);
    Ok(())
}

/// Prints `scf.if`.
fn print_if(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
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

/// The speculatability of `scf.if` is that of its nested ops.
fn recursively_speculatable(_: &Context, _: &Body, _: OpId) -> Speculatability {
    Speculatability::RecursivelySpeculatable
}

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
    let cond = first_bool_operand(ctx, operands);
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
const IF_BRANCH: RegionBranchInterface = RegionBranchInterface {
    successors: if_successors,
    entry_operands: no_operands,
    invocation_bounds: Some(at_most_once),
};
