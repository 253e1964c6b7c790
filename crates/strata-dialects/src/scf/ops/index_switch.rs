//! `scf.index_switch`: a switch on an `index` value with one region per case and a
//! default region; its checks, the `custom<SwitchCases>` directive and region branches.

use std::collections::HashSet;

use strata_asm::custom::{OpAsmParser, OpAsmPrinter};
use strata_ir::diagnostics::Diagnostic;
use strata_ir::interfaces::{RegionBranchInterface, RegionPoint, RegionSuccessor};
use strata_ir::ir::{Body, OpId, OperationState, RegionId};
use strata_ir::matchers::scalar_int_value;
use strata_ir::{Attribute, Context};
use strata_ods::{AnyType, SizedRegion, i64_array, i64_array_attr, op};

use super::{
    DenseI64ArrayAttr, Index, PResult, YieldOp, at_most_once, no_inputs, no_operands, op_diag,
    region_terminator, to_parent, ty, types_of, verify_region_branch,
};

op! {
    /// Switch over an `index` value.
    ///
    /// `scf.index_switch` runs the case region whose value (from the `cases` list, all
    /// distinct) equals its `index` operand, or the default region when none does. Each
    /// region holds one block ending with `scf.yield`, whose operands become the results;
    /// the default region's yield may be left out when it yields nothing. The default
    /// region is region #0, the case regions follow in the order of `cases`.
    ///
    /// ```mlir
    /// func.func @switch(%i: index) -> i32 {
    ///   %r = scf.index_switch %i -> i32
    ///   case 0 {
    ///     %c10 = arith.constant 10 : i32
    ///     scf.yield %c10 : i32
    ///   }
    ///   case 3 {
    ///     %c30 = arith.constant 30 : i32
    ///     scf.yield %c30 : i32
    ///   }
    ///   default {
    ///     %c0 = arith.constant 0 : i32
    ///     scf.yield %c0 : i32
    ///   }
    ///   return %r : i32
    /// }
    /// ```
    pub struct IndexSwitchOp = "scf.index_switch" {
        traits: [recursive_memory_effects],
        operands: [arg: Index],
        attrs: [cases: DenseI64ArrayAttr],
        results: [results: variadic AnyType],
        regions: [defaultRegion: SizedRegion<1>, caseRegions: variadic SizedRegion<1>],
        implicit_terminator: "scf.yield",
        verify: verify_index_switch,
        format: "$arg attr-dict (`->` type($results)^)? custom<SwitchCases>($cases, $caseRegions) `\\n` `` `default` $defaultRegion",
        interfaces: { region_branch: SWITCH_BRANCH },
        info: { verify_regions: Some(verify_index_switch_regions) },
    }
}

impl IndexSwitchOp {
    /// The case values (empty when the `cases` attribute is missing or malformed).
    pub fn case_values(self, ctx: &Context, body: &Body) -> Vec<i64> {
        self.cases(ctx, body)
            .and_then(|a| i64_array(ctx, a))
            .unwrap_or_default()
    }
}

/// `scf.index_switch` after the ODS checks, before its regions are verified (as MLIR's
/// `verify`): one distinct value per case region, and every region ending with
/// `scf.yield` (the implicit-terminator check then never fails).
fn verify_index_switch(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let name = IndexSwitchOp::NAME;
    let cases = IndexSwitchOp(op).case_values(ctx, body);
    let n_cases = body.regions(op).len() - 1;
    if cases.len() != n_cases {
        return Err(format!(
            "'{name}' op has {n_cases} case regions but {} case values",
            cases.len()
        ));
    }
    let mut seen = HashSet::new();
    for &c in &cases {
        if !seen.insert(c) {
            return Err(format!("'{name}' op has duplicate case value: {c}"));
        }
    }
    let rb = body.regions_body(op);
    for i in 0..body.regions(op).len() {
        if let Some(t) = region_terminator(body, op, i)
            && !YieldOp::isa(ctx, rb, t)
        {
            return Err(format!(
                "'{name}' op expected region to end with scf.yield, but got {}",
                ctx.op_name_str(rb.op(t).name)
            ));
        }
    }
    Ok(())
}

/// `scf.index_switch` after its regions: the yielded values of each region against the
/// results (with notes at the yields), then region branches.
fn verify_index_switch_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
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
    verify_region_branch(ctx, body, op)
}

/// `custom<SwitchCases>`: `(case integer region)*`, the values into `cases` and the
/// regions into `regions`.
fn parse_switch_cases(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
    cases: &mut Option<Attribute>,
    regions: &mut Vec<RegionId>,
) -> PResult<()> {
    let ctx = p.ctx();
    let i64t = ctx.builtin_types().i64;
    let mut values = Vec::new();
    while p.parse_optional_keyword("case") {
        let offset = p.offset();
        let a = p.parse_attribute(Some(i64t))?;
        let Some(value) = scalar_int_value(ctx, a).and_then(|v| v.to_i64_checked()) else {
            return Err(p.error_at(offset, "expected integer value"));
        };
        values.push(value);
        strata_ods::parse_region_into(p, state, regions)?;
    }
    *cases = Some(i64_array_attr(ctx, &values));
    Ok(())
}

/// Prints `custom<SwitchCases>`: each case on a line of its own.
fn print_switch_cases(
    p: &mut OpAsmPrinter<'_, '_, '_, '_>,
    cases: Option<Attribute>,
    regions: &[RegionId],
) {
    let values = cases
        .and_then(|a| i64_array(p.ctx(), a))
        .unwrap_or_default();
    for (&c, &r) in values.iter().zip(regions) {
        p.print_newline();
        p.write(&format!("case {c} "));
        p.print_region(r, false, true, false);
    }
}

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
        .and_then(|a| scalar_int_value(ctx, a)?.to_i64_checked());
    if let Some(v) = value {
        let cases = IndexSwitchOp(op).case_values(ctx, body);
        let index = cases.iter().position(|&c| c == v).map_or(0, |i| i + 1);
        return vec![no_inputs(RegionPoint::Region(index))];
    }
    (0..n).map(|i| no_inputs(RegionPoint::Region(i))).collect()
}

/// `scf.index_switch`: into one of its regions, then out.
const SWITCH_BRANCH: RegionBranchInterface = RegionBranchInterface {
    successors: switch_successors,
    entry_operands: no_operands,
    invocation_bounds: Some(at_most_once),
};
