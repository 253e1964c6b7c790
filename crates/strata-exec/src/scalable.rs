//! Scalable vectors (`vector<[4]xi32>`, `llvm.intr.vscale`). Their length is a multiple
//! of `vscale`, a constant of the target that x86-64 lacks: LLVM's x86 backend cannot
//! compile them (`llc-22` stops with "Don't know how to legalize this scalable vector
//! type", or "Cannot select ... vscale"), so neither `mlir-runner` nor the compiled
//! backends run them. The interpreter runs them as if on a target with [`VSCALE`] = 1
//! (a scalable dimension `[n]` holds `n` elements, `vector.vscale` is 1), a documented
//! choice; the compiled backends reject them with a located error ([`check_compiled`]).

use strata_ir::ir::{OwnedOp, WalkOrder, walk_all_iter};
use strata_ir::{Context, Type, TypeData};
use strata_llvm::ops::FuncOp;
use strata_llvm::types::{LlvmType, func_type_parts, llvm_type};

use crate::value::{ExecError, ExecResult};

/// The `vscale` of the interpreter.
pub const VSCALE: u64 = 1;

/// Whether `ty` is or contains a scalable vector.
fn is_scalable(ctx: &Context, ty: Type) -> bool {
    if let Some(t) = llvm_type(ctx, ty) {
        return match &*t {
            LlvmType::Array { element, .. } => is_scalable(ctx, *element),
            LlvmType::Struct { body: Some(b), .. } => b.iter().any(|&e| is_scalable(ctx, e)),
            _ => false,
        };
    }
    matches!(ctx.type_data(ty), TypeData::Vector { scalable, .. } if scalable.contains(&true))
}

/// An error at the first op of `module` that uses `vscale` or a scalable vector, which
/// the compiled backends (x86-64) cannot run.
pub fn check_compiled(ctx: &Context, module: &OwnedOp) -> ExecResult<()> {
    for (body, op) in walk_all_iter(&module.body, module.op, WalkOrder::PreOrder) {
        let name = ctx.op_name_str(body.op(op).name);
        let signature = FuncOp::cast(ctx, body, op)
            .and_then(|f| f.function_type_value(ctx, body))
            .and_then(|t| func_type_parts(ctx, t))
            .is_some_and(|(r, ps, _)| ps.iter().chain([&r]).any(|&t| is_scalable(ctx, t)));
        let scalable = signature
            || matches!(name, "llvm.intr.vscale" | "vector.vscale")
            || body
                .operands(op)
                .chain(body.results(op))
                .any(|v| is_scalable(ctx, body.value_type(v)));
        if scalable {
            return Err(ExecError::new(
                body.op(op).loc,
                "scalable vectors need a target with vscale, and x86-64 has none (LLVM's \
                 x86 backend cannot compile them): the compiled backends cannot run this \
                 program; --backend=interp runs it with vscale = 1",
            ));
        }
    }
    Ok(())
}
