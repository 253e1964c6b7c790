//! The bootstrap of the builtin dialect: `builtin.module`, registered by every
//! [`Context::new`](crate::Context::new) so that a context without dialects parses,
//! verifies and prints modules (the parser's implicit top-level module, pass-manager
//! anchors; its custom syntax comes from `strata-asm`).
//!
//! This registration is minimal and provisional: the builtin dialect's declaration of the
//! op in `strata-dialects` (`builtin::ModuleOp`, declared with `op!`: typed view, builders,
//! docs) replaces it when the dialects are registered, with the same traits, inherent
//! attributes and verifier messages (it reuses [`verify_module_contents`]).

use crate::OpName;
use crate::attributes::AttrData;
use crate::context::Context;
use crate::ir::{Body, OpId};
use crate::registry::{OpInfo, Traits};

/// The name of the module op, for the layers below the dialects (the parser's implicit
/// top-level module, the bytecode reader's root) that can't use `builtin::ModuleOp`.
pub const MODULE_OP: &str = "builtin.module";

/// The uniqued [`MODULE_OP`] name in `ctx`.
pub fn module_op_name(ctx: &Context) -> OpName {
    ctx.op_name(MODULE_OP)
}

/// Registers the builtin dialect and the bootstrap `builtin.module` into `ctx`.
pub(crate) fn register(ctx: &Context) {
    ctx.register_dialect("builtin");
    ctx.register_op(OpInfo {
        name: MODULE_OP,
        traits: Traits {
            isolated_from_above: true,
            no_terminator: true,
            single_block: true,
            symbol_table: true,
            graph_regions: true,
            affine_scope: true,
            ..Traits::default()
        },
        verify: Some(verify_module),
        inherent_attrs: &["sym_name", "sym_visibility"],
        optional_attrs: &["sym_name", "sym_visibility"],
        ..Default::default()
    });
}

/// The whole verifier of the bootstrap `builtin.module`, in mlir-opt's order.
fn verify_module(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    if body.num_operands(op) != 0 {
        return Err("'builtin.module' op requires zero operands".into());
    }
    if body.num_results(op) != 0 {
        return Err("'builtin.module' op requires zero results".into());
    }
    if body.regions(op).len() != 1 {
        return Err("'builtin.module' op requires one region".into());
    }
    let region = body.regions(op)[0];
    let regions_body = body.regions_body(op);
    let blocks = regions_body.blocks(region);
    if blocks.len() != 1 {
        return Err("'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks".into());
    }
    if !regions_body.block_args(blocks[0]).is_empty() {
        return Err("'builtin.module' op region should have no arguments".into());
    }
    if let Some(props) = body.op(op).properties {
        for entry in ctx.dictionary_entries(props) {
            let name = ctx.ident_str(entry.name);
            if (name == "sym_name" || name == "sym_visibility")
                && !matches!(ctx.attr_data(entry.value), AttrData::String { .. })
            {
                return Err(format!(
                    "'builtin.module' op attribute '{name}' failed to satisfy constraint: string attribute"
                ));
            }
        }
    }
    verify_module_attribute_names(ctx, body, op)
}

/// The checks of `builtin.module` beyond its declared constraints (one region of one
/// block, string `sym_name`/`sym_visibility`): the block has no arguments, and the
/// discardable attributes have dialect-prefixed names.
pub fn verify_module_contents(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let rb = body.regions_body(op);
    let entry = body.regions(op).first().and_then(|&r| rb.blocks(r).first());
    if entry.is_some_and(|&b| !rb.block_args(b).is_empty()) {
        return Err("'builtin.module' op region should have no arguments".into());
    }
    verify_module_attribute_names(ctx, body, op)
}

/// Discardable attributes of a module need dialect-prefixed names.
fn verify_module_attribute_names(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    for entry in ctx.dictionary_entries(body.op(op).attributes) {
        let name = ctx.ident_str(entry.name);
        if !name.contains('.') && name != "sym_name" && name != "sym_visibility" {
            return Err(format!(
                "'builtin.module' op can only contain attributes with dialect-prefixed names, found: '{name}'"
            ));
        }
    }
    Ok(())
}
