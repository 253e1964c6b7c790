//! `strip-debuginfo`: replaces the location of every operation and block argument with
//! `loc(unknown)`.

use strata_ir::Context;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId};

use strata_pass::pass::{Pass, PassEnv};

/// The `strip-debuginfo` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct StripDebugInfo;

/// Sets every location in `body` and the bodies below it to unknown (explicit work list).
fn strip_tree(ctx: &Context, body: &mut Body) {
    let unknown = ctx.unknown_loc();
    let mut stack: Vec<&mut Body> = vec![body];
    while let Some(b) = stack.pop() {
        b.replace_locations(&|l| (l != unknown).then_some(unknown));
        stack.extend(b.child_bodies_mut());
    }
}

impl Pass for StripDebugInfo {
    fn argument(&self) -> &'static str {
        "strip-debuginfo"
    }
    fn name(&self) -> &'static str {
        "StripDebugInfo"
    }
    fn summary(&self) -> &'static str {
        "Strip debug info from all operations"
    }
    fn run(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        _env: &mut PassEnv<'_>,
    ) -> Result<(), Diagnostic> {
        body.op_mut(op).loc = ctx.unknown_loc();
        match body.child_body_mut(op) {
            Some(child) => strip_tree(ctx, child),
            // Non-isolated ops only get here as the top-level op, whose body holds nothing
            // else: strip the whole body.
            None => strip_tree(ctx, body),
        }
        Ok(())
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(*self)
    }
}
