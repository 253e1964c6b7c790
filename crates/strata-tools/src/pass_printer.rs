//! The IR printer that passes of `strata-pass` print through (`print-ir`,
//! `snapshot-op-locations`), installed into a context with the tool's printing flags.

use strata_asm::printer::{PrintOptions, print_op_local, print_top_level};
use strata_ir::Context;
use strata_ir::ir::{Body, OpId, OwnedOp};
use strata_transforms::{PassPrintRequest, set_pass_printer};

/// Installs the pass printer into `ctx`; `tool` holds the `--mlir-print-*` flags.
pub fn install(ctx: &Context, tool: &PrintOptions) {
    let tool = tool.clone();
    set_pass_printer(
        ctx,
        Box::new(move |ctx: &Context, body: &mut Body, op: OpId, request| {
            let opts = match request {
                PassPrintRequest::Dump => PrintOptions {
                    local_scope: true,
                    threads: false,
                    ..tool.clone()
                },
                PassPrintRequest::Flags(f) => PrintOptions {
                    generic: f.generic,
                    debug_info: f.debug_info,
                    pretty_debug_info: f.pretty_debug_info,
                    local_scope: f.local_scope || tool.local_scope,
                    threads: false,
                    ..tool.clone()
                },
            };
            let mut out = String::new();
            if body.op_block(op).is_none() {
                // The top-level op: lend its body to the printer as an `OwnedOp`.
                let top = OwnedOp {
                    body: std::mem::take(body),
                    op,
                };
                print_top_level(ctx, &top, &opts, &mut out);
                *body = top.body;
            } else {
                print_op_local(ctx, body, op, body, op, &opts, &mut out);
            }
            out
        }),
    );
}
