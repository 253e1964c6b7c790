//! `memref.alloca_scope`, an explicit automatic allocation scope, and its terminator
//! `memref.alloca_scope.return`, with the region-branch interface (into the region, then
//! out to the results).

use std::ops::Range;

use strata_asm::custom::{OpAsmParser, OpAsmPrinter};
use strata_ir::attributes::Attribute;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::interfaces::{RegionBranchInterface, RegionPoint, RegionSuccessor};
use strata_ir::ir::{Body, OpId, OperationState};
use strata_ir::{Context, Type};
use strata_ods::{AnyType, SizedRegion, op};

use crate::memref::types::ty;

/// The checks of `memref.alloca_scope` beyond its declaration: no region arguments, and a
/// body ending with the return, whose operands match the op's results.
fn verify_alloca_scope(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const SCOPE: &str = AllocaScopeOp::NAME;
    const RETURN: &str = AllocaScopeReturnOp::NAME;
    let rbody = body.regions_body(op);
    let region = AllocaScopeOp(op).body_region(body);
    let Some(&block) = rbody.blocks(region).first() else {
        return Ok(());
    };
    if !rbody.block_args(block).is_empty() {
        return Err(format!("'{SCOPE}' op region should have no arguments"));
    }
    let Some(last) = rbody.last_op(block) else {
        return Err(format!("'{SCOPE}' op expects a non-empty block"));
    };
    if !AllocaScopeReturnOp::isa(ctx, rbody, last) {
        return Err(format!(
            "'{SCOPE}' op expects regions to end with '{RETURN}', found '{}'",
            ctx.op_name_str(rbody.op(last).name)
        ));
    }
    // The types along the edge from the return to the op's results.
    let expected: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    let got: Vec<Type> = rbody.operands(last).map(|v| rbody.value_type(v)).collect();
    let edge = format!("'{SCOPE}' op along control flow edge from Operation {RETURN} to parent:");
    if got.len() != expected.len() {
        return Err(format!(
            "{edge} region branch point has {} operands, but region successor needs {} inputs",
            got.len(),
            expected.len()
        ));
    }
    for (i, (g, e)) in got.iter().zip(&expected).enumerate() {
        if g != e {
            return Err(format!(
                "{edge} successor operand type #{i} '{}' should match successor input type #{i} '{}'",
                ty(ctx, *g),
                ty(ctx, *e)
            ));
        }
    }
    Ok(())
}

/// `memref.alloca_scope (-> (types))? {...} attr-dict`, adding the implicit return.
fn parse_alloca_scope(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> Result<(), Diagnostic> {
    let results = p.parse_optional_arrow_type_list()?;
    let region = p.parse_region(state, &[])?;
    strata_ods::ensure_region(p, state, region, Some(AllocaScopeReturnOp::NAME), false);
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    state.result_types.extend(results);
    Ok(())
}

/// Prints `memref.alloca_scope` as upstream does (two spaces before a result list); the
/// return is left out when the scope has no results.
fn print_alloca_scope(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (body, op) = (p.body(), p.op());
    p.write(" ");
    let results: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    if !results.is_empty() {
        p.write(" -> (");
        p.print_types(results.iter().copied());
        p.write(")");
    }
    p.write(" ");
    if let Some(&region) = body.regions(op).first() {
        p.print_region(region, false, !results.is_empty(), false);
    }
    let attrs = p.attrs();
    p.print_optional_attr_dict(&attrs, &[]);
}

fn scope_successors(
    _: &Context,
    body: &Body,
    op: OpId,
    from: RegionPoint,
    _: &[Option<Attribute>],
) -> Vec<RegionSuccessor> {
    match from {
        RegionPoint::Parent => vec![RegionSuccessor {
            to: RegionPoint::Region(0),
            inputs: Vec::new(),
        }],
        RegionPoint::Region(_) => vec![RegionSuccessor {
            to: RegionPoint::Parent,
            inputs: body.results(op).collect(),
        }],
    }
}

fn no_entry_operands(_: &Context, _: &Body, _: OpId, _: RegionPoint) -> Range<usize> {
    0..0
}

/// `memref.alloca_scope`: into its region, then out to its results.
const SCOPE_BRANCH: RegionBranchInterface = RegionBranchInterface {
    successors: scope_successors,
    entry_operands: no_entry_operands,
    invocation_bounds: None,
};

op! {
    /// Delimits the lifetime of stack allocations.
    ///
    /// `memref.alloca_scope` runs its single-block region once; memory allocated by
    /// `memref.alloca` ops in it (outside nested scopes) is released when the region is
    /// left. Values the region's `memref.alloca_scope.return` passes become the op's
    /// results; a return without values may be left out.
    ///
    /// ```mlir
    /// func.func @alloca_scope(%v: f32) -> f32 {
    ///   %r = memref.alloca_scope  -> (f32) {
    ///     %c0 = arith.constant 0 : index
    ///     %m = memref.alloca() : memref<4xf32>
    ///     memref.store %v, %m[%c0] : memref<4xf32>
    ///     %x = memref.load %m[%c0] : memref<4xf32>
    ///     memref.alloca_scope.return %x : f32
    ///   }
    ///   return %r : f32
    /// }
    /// ```
    pub struct AllocaScopeOp = "memref.alloca_scope" {
        traits: [automatic_allocation_scope, recursive_memory_effects, single_block],
        results: [results: variadic AnyType],
        regions: [bodyRegion: SizedRegion<1>],
        verify: verify_alloca_scope,
        interfaces: { region_branch: SCOPE_BRANCH },
        parse: parse_alloca_scope,
        print: print_alloca_scope,
    }
}

/// `memref.alloca_scope.return` sits directly in a `memref.alloca_scope`.
fn verify_alloca_scope_return(
    ctx: &Context,
    _: &Body,
    _: OpId,
    parent: Option<(&Body, OpId)>,
) -> Result<(), String> {
    if parent.is_some_and(|(b, o)| AllocaScopeOp::isa(ctx, b, o)) {
        Ok(())
    } else {
        Err(format!(
            "'{}' op expects parent op '{}'",
            AllocaScopeReturnOp::NAME,
            AllocaScopeOp::NAME
        ))
    }
}

/// `memref.alloca_scope.return` forwards all its operands to the scope's results.
fn return_operands(_: &Context, body: &Body, op: OpId, _: RegionPoint) -> Range<usize> {
    0..body.num_operands(op)
}

op! {
    /// Returns values from a `memref.alloca_scope`.
    ///
    /// `memref.alloca_scope.return` ends the region of its `memref.alloca_scope`, whose
    /// results are its operands. Without operands it may be left out of the custom form.
    ///
    /// ```mlir
    /// func.func @alloca_scope_return(%v: index) -> index {
    ///   %r = memref.alloca_scope  -> (index) {
    ///     memref.alloca_scope.return %v : index
    ///   }
    ///   return %r : index
    /// }
    /// ```
    pub struct AllocaScopeReturnOp = "memref.alloca_scope.return" {
        traits: [terminator, pure],
        operands: [results: variadic AnyType],
        info: { verify_with_parent: Some(verify_alloca_scope_return) },
        interfaces: { terminator_operands: return_operands },
        format: "attr-dict ($results^ `:` type($results))?",
    }
}
