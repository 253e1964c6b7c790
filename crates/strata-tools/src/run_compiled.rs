//! `strata-run`'s compiled backends: `cranelift` (the JIT of the llvm dialect) and `llvm`
//! (LLVM IR compiled by clang-22). Input above the llvm dialect is lowered first with
//! Strata's own `*-to-llvm` passes when they are registered; otherwise the driver says
//! that the input must be in the llvm dialect.

use std::io::Write as _;
use std::process::ExitCode;

use strata_exec::jit::{self, EntryKind, JitOptions};
use strata_ir::Context;
use strata_ir::ir::OwnedOp;

use crate::diagnostics::render;
use crate::source::SourceManager;

/// Passes of [`LOWERING`] that are skipped when Strata does not have them.
const OPTIONAL: &[&str] = &[
    "memref-expand",
    "arith-expand",
    "expand-strided-metadata",
    "convert-ub-to-llvm",
];

/// The lowering to the llvm dialect (mlir-opt's pass names, in order).
pub const LOWERING: &[&str] = &[
    "expand-realloc",
    "memref-expand",
    "scf-forall-to-for",
    "arith-expand",
    "lower-affine",
    // `vector.print` of vectors becomes loops of scalar prints.
    "convert-vector-to-scf",
    "convert-scf-to-cf",
    "expand-strided-metadata",
    // Before the memref lowering too: `memref.generic_atomic_rmw` lowers only once its
    // region is in the llvm dialect.
    "convert-arith-to-llvm",
    "finalize-memref-to-llvm",
    "convert-func-to-llvm",
    "convert-arith-to-llvm",
    "convert-vector-to-llvm",
    // Again: the vector lowering extends integers with `arith` ops (`vector.print`).
    "convert-arith-to-llvm",
    "convert-ub-to-llvm",
    "convert-cf-to-llvm",
    "reconcile-unrealized-casts",
];

fn error(msg: &str) -> ExitCode {
    eprintln!("Error: {msg}");
    ExitCode::FAILURE
}

/// Whether every op at the top of `module` is an llvm-dialect op.
pub fn is_llvm_dialect(ctx: &Context, module: &OwnedOp) -> bool {
    let body = module.body.regions_body(module.op);
    module.body.regions(module.op).iter().all(|&r| {
        body.blocks(r).iter().all(|&b| {
            body.block_ops(b)
                .all(|op| ctx.op_name_str(body.op(op).name).starts_with("llvm."))
        })
    })
}

/// Lowers `module` to the llvm dialect with [`LOWERING`], or explains why it cannot.
fn lower(
    ctx: &Context,
    sm: &SourceManager,
    module: &mut OwnedOp,
    backend: &str,
) -> Result<(), ExitCode> {
    let registry = crate::registration::pass_registry();
    if let Some(missing) = LOWERING
        .iter()
        .find(|p| registry.get(p).is_none() && !OPTIONAL.contains(p))
    {
        return Err(error(&format!(
            "the {backend} backend runs llvm-dialect input, and Strata cannot lower this \
             program yet (no '{missing}' pass); lower it first (mlir-opt --lower-affine \
             --convert-scf-to-cf --finalize-memref-to-llvm --convert-func-to-llvm \
             --convert-arith-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts) or use \
             --backend=interp"
        )));
    }
    let flags: Vec<(String, Option<String>)> = LOWERING
        .iter()
        .filter(|p| registry.get(p).is_some())
        .map(|p| (p.to_string(), None))
        .collect();
    let spec = strata_pass::cli::PipelineSpec::new(None, &flags, &registry)
        .map_err(|e| error(&e.render("strata-run")))?;
    let top = ctx.op_name_str(module.body.op(module.op).name).to_string();
    let Ok(Some(root)) = spec.build(&top) else {
        return Err(error("cannot build the lowering pipeline"));
    };
    let mut pm = strata_pass::PassManager::new(root);
    if let Err(e) = pm.run(ctx, module) {
        for d in &e.diagnostics {
            eprint!("{}", render(ctx, sm, d));
        }
        return Err(ExitCode::FAILURE);
    }
    if let Some(loc) = unlowered(ctx, module) {
        let (loc, name) = loc;
        let d = strata_ir::diagnostics::Diagnostic::error(
            loc,
            format!(
                "the {backend} backend runs llvm-dialect input, and Strata cannot lower \
                 '{name}' yet; use --backend=interp"
            ),
        );
        eprint!("{}", render(ctx, sm, &d));
        return Err(ExitCode::FAILURE);
    }
    Ok(())
}

/// The first op below `module` outside the llvm dialect and its name, preferring one
/// that is not a `builtin.unrealized_conversion_cast` (casts are left around ops the
/// lowering did not convert).
fn unlowered(ctx: &Context, module: &OwnedOp) -> Option<(strata_ir::Location, String)> {
    use strata_ir::ir::{WalkOrder, walk_all_iter};
    let mut cast = None;
    for (body, op) in walk_all_iter(&module.body, module.op, WalkOrder::PreOrder) {
        if op == module.op {
            continue;
        }
        let name = ctx.op_name_str(body.op(op).name);
        if name.starts_with("llvm.") {
            continue;
        }
        let found = (body.op(op).loc, name.to_string());
        if name != "builtin.unrealized_conversion_cast" {
            return Some(found);
        }
        cast.get_or_insert(found);
    }
    cast
}

/// Runs `entry` of `module` on `backend` (`cranelift` or `llvm`) at `-O<opt>`.
#[allow(clippy::too_many_arguments)]
pub fn run(
    ctx: &Context,
    sm: &SourceManager,
    module: &mut OwnedOp,
    entry: &str,
    result: &str,
    backend: &str,
    opt: u8,
) -> ExitCode {
    let Some(kind) = EntryKind::parse(result) else {
        return error("unsupported function type");
    };
    if !is_llvm_dialect(ctx, module)
        && let Err(code) = lower(ctx, sm, module, backend)
    {
        return code;
    }
    if let Err(m) = jit::check_entry(ctx, module, entry, kind) {
        return error(&m);
    }
    if let Err(e) = strata_exec::scalable::check_compiled(ctx, module) {
        eprint!("{}", render(ctx, sm, &e.to_diagnostic()));
        return ExitCode::FAILURE;
    }
    let value = if backend == "llvm" {
        let ir = match strata_llvm::translate::translate_module(ctx, module) {
            Ok(ir) => ir,
            Err(d) => {
                eprint!("{}", render(ctx, sm, &d));
                return ExitCode::FAILURE;
            }
        };
        let program = match strata_exec::native::compile(&ir, opt) {
            Ok(p) => p,
            Err(m) => return error(&m),
        };
        let v = program.run(entry, kind);
        // The shared object stays loaded until the process exits.
        std::mem::forget(program);
        v
    } else {
        let opts = JitOptions {
            opt_level: opt,
            ..JitOptions::default()
        };
        let program = match jit::compile(ctx, module, opts) {
            Ok(p) => p,
            Err(e) => {
                eprint!("{}", render(ctx, sm, &e.to_diagnostic()));
                return ExitCode::FAILURE;
            }
        };
        let v = program.run(entry, kind);
        std::mem::forget(program);
        v
    };
    match value {
        Ok(v) => {
            if let Some(t) = v.text() {
                let mut out = std::io::stdout().lock();
                let _ = writeln!(out, "{t}");
                let _ = out.flush();
            }
            ExitCode::SUCCESS
        }
        Err(m) => error(&m),
    }
}
