//! `scf.execute_region`: a region with any number of blocks, run once.

use strata_asm::custom::{OpAsmParser, OpAsmPrinter};
use strata_ir::interfaces::{RegionBranchInterface, RegionPoint, RegionSuccessor};
use strata_ir::ir::{Body, OpId, OperationState};
use strata_ir::{Attribute, Context};
use strata_ods::{AnyRegion, AnyType, UnitAttr, op};

use super::{
    PResult, entry, no_inputs, no_operands, parse_attr_dict, print_arrow_types, print_attr_dict,
    to_parent, types_of, verify_region_branch,
};

op! {
    /// Runs its region exactly once.
    ///
    /// `scf.execute_region` embeds a region of any number of blocks where a single block
    /// is expected (in the body of `scf.for` or `scf.if`, say), so that unstructured
    /// control flow can be used there. The region takes no arguments and sees the values
    /// defined around the op; its `scf.yield` terminators give the results. With
    /// `no_inline`, canonicalization keeps the op even when its region has a single block.
    ///
    /// ```mlir
    /// func.func @pick(%c: i1, %a: i32, %b: i32) -> i32 {
    ///   %r = scf.execute_region -> i32 {
    ///     cf.cond_br %c, ^bb1, ^bb2
    ///   ^bb1:
    ///     scf.yield %a : i32
    ///   ^bb2:
    ///     scf.yield %b : i32
    ///   }
    ///   %s = scf.execute_region -> i32 no_inline {
    ///     scf.yield %r : i32
    ///   }
    ///   return %s : i32
    /// }
    /// ```
    pub struct ExecuteRegionOp = "scf.execute_region" {
        traits: [recursive_memory_effects],
        attrs: [no_inline: optional UnitAttr],
        results: [results: variadic AnyType],
        regions: [region: AnyRegion],
        verify: verify_execute_region,
        parse: parse_execute_region,
        print: print_execute_region,
        interfaces: { region_branch: EXECUTE_BRANCH },
        info: { verify_regions: Some(verify_region_branch) },
    }
}

/// `scf.execute_region` after the ODS checks: a region with blocks and no entry
/// arguments.
fn verify_execute_region(_: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let name = ExecuteRegionOp::NAME;
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
fn parse_execute_region(
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
fn print_execute_region(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (ctx, body, op) = (p.ctx(), p.body(), p.op());
    let results = types_of(body, body.results(op));
    print_arrow_types(p, &results);
    if ExecuteRegionOp(op).no_inline(ctx, body).is_some() {
        p.write(" no_inline");
    }
    p.write(" ");
    if let Some(&r) = body.regions(op).first() {
        p.print_region(r, false, true, false);
    }
    print_attr_dict(p, &["no_inline"]);
}

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
const EXECUTE_BRANCH: RegionBranchInterface = RegionBranchInterface {
    successors: execute_successors,
    entry_operands: no_operands,
    invocation_bounds: None,
};
