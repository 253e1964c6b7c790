//! Docs that run: every registered op's documentation (from its `op!` declaration) has a
//! summary, a description and a text-IR example, and the example is real IR.
//!
//! One test per op, named after it (`cargo test --test op_docs -- memref.load`). The
//! example must parse on its own (ops of the legacy `std` dialect with `--legacy-std`'s
//! fallback dialect), verify, contain the op, and round-trip: custom form → parse → custom
//! form is a fixed point, and the generic form parses back to the same custom form. When
//! `mlir-opt` 22 is installed, it must print the example exactly as `strata-opt` does (ops
//! of the legacy `std` dialect, which upstream no longer has, are exempt), in custom and in
//! generic form, and both tools read the generic form back alike with each property of the
//! op left out (default-valued properties are filled in, others are missing).

mod common;

use std::path::PathBuf;

use common::{differential_skipped, mlir_opt_path, run_tool, short_diff, workspace_root};
use libtest_mimic::{Arguments, Failed, Trial};
use strata_asm::printer::{PrintOptions, print_top_level};
use strata_asm::{ParseOptions, Source, parse_source};
use strata_ir::Context;
use strata_ir::ir::{OwnedOp, WalkOrder, WalkResult, walk_all_iter, walk_all_mut};

/// The dialect whose ops are written in the seeds' old syntax, not known to mlir-opt.
const LEGACY: &str = "std.";

fn context() -> Context {
    let ctx = Context::new();
    strata_tools::registration::register_all_dialects(&ctx);
    ctx
}

fn parse(ctx: &Context, name: &str, text: &str) -> Result<OwnedOp, String> {
    let options = ParseOptions {
        fallback_dialect: name.starts_with(LEGACY).then_some("std"),
        ..ParseOptions::default()
    };
    let source = Source {
        name: "example",
        text,
    };
    let op = parse_source(ctx, &source, &options).map_err(|d| d.message)?;
    strata_ir::verifier::verify(ctx, &op).map_err(|d| d[0].message.clone())?;
    Ok(op)
}

fn print(ctx: &Context, op: &OwnedOp, generic: bool) -> String {
    let mut out = String::new();
    let options = PrintOptions {
        generic,
        ..PrintOptions::default()
    };
    print_top_level(ctx, op, &options, &mut out);
    out
}

/// Checks the documentation of op `name`.
fn check(name: &str) -> Result<(), Failed> {
    let ctx = context();
    let info = ctx
        .op_info(ctx.op_name(name))
        .ok_or_else(|| format!("{name} is not registered"))?;
    let docs = info.docs;
    for (part, text) in [
        ("summary", docs.summary),
        ("description", docs.description),
        ("example", docs.example),
    ] {
        if text.trim().is_empty() {
            return Err(format!("{name} has no {part}").into());
        }
    }
    let op = parse(&ctx, name, docs.example)
        .map_err(|e| format!("{name}: the example does not parse and verify: {e}"))?;
    let uses_op = walk_all_iter(&op.body, op.op, WalkOrder::PreOrder)
        .any(|(body, id)| ctx.op_name_str(body.op(id).name) == name);
    if !uses_op {
        return Err(format!("{name}: the example does not use the op").into());
    }
    let custom = print(&ctx, &op, false);
    let again = parse(&ctx, name, &custom).map_err(|e| format!("{name}: reparse: {e}"))?;
    if print(&ctx, &again, false) != custom {
        return Err(format!("{name}: the custom form is no fixed point:\n{custom}").into());
    }
    let generic = print(&ctx, &op, true);
    let from_generic =
        parse(&ctx, name, &generic).map_err(|e| format!("{name}: generic reparse: {e}"))?;
    if print(&ctx, &from_generic, false) != custom {
        return Err(format!("{name}: the generic form reads back differently:\n{generic}").into());
    }
    if !name.starts_with(LEGACY) && !differential_skipped() && mlir_opt_path().exists() {
        let root = workspace_root();
        let timeout = std::time::Duration::from_secs(60);
        let ours = run_tool(
            &PathBuf::from(env!("CARGO_BIN_EXE_strata-opt")),
            &["-"],
            &root,
            Some(docs.example),
            timeout,
        )?;
        let theirs = run_tool(&mlir_opt_path(), &["-"], &root, Some(docs.example), timeout)?;
        if !theirs.success {
            return Err(format!(
                "{name}: mlir-opt rejects the example:\n{}",
                String::from_utf8_lossy(&theirs.stderr)
            )
            .into());
        }
        if ours.stdout != theirs.stdout {
            return Err(format!(
                "{name}: strata-opt and mlir-opt print the example differently:\n{}",
                short_diff(&theirs.stdout, &ours.stdout)
            )
            .into());
        }
        compare_generic(&ctx, name, docs.example)?;
    }
    Ok(())
}

/// Runs both tools on `input` with `--mlir-print-op-generic`: both fail, or both print
/// the same.
fn same_generic(name: &str, what: &str, input: &str) -> Result<(), Failed> {
    let root = workspace_root();
    let timeout = std::time::Duration::from_secs(60);
    let args = ["--mlir-print-op-generic", "-"];
    let strata = PathBuf::from(env!("CARGO_BIN_EXE_strata-opt"));
    let ours = run_tool(&strata, &args, &root, Some(input), timeout)?;
    let theirs = run_tool(&mlir_opt_path(), &args, &root, Some(input), timeout)?;
    if ours.success != theirs.success || ours.stdout != theirs.stdout {
        return Err(format!(
            "{name}: {what}: strata-opt and mlir-opt differ in generic form:\n{input}\n{}{}",
            short_diff(&theirs.stdout, &ours.stdout),
            String::from_utf8_lossy(if theirs.success {
                &ours.stderr
            } else {
                &theirs.stderr
            })
        )
        .into());
    }
    Ok(())
}

/// The generic form of the example, as printed from the custom form and as read back
/// from the generic form with each property of each instance of op `name` left out: the
/// properties mlir-opt fills in (default-valued ones) must be filled in alike.
fn compare_generic(ctx: &Context, name: &str, example: &str) -> Result<(), Failed> {
    same_generic(name, "the example", example)?;
    let op = parse(ctx, name, example).map_err(|e| format!("{name}: {e}"))?;
    let mut keys: Vec<Vec<strata_ir::Identifier>> = Vec::new();
    for (body, id) in walk_all_iter(&op.body, op.op, WalkOrder::PreOrder) {
        let data = body.op(id);
        if ctx.op_name_str(data.name) == name {
            let props = data.properties.map(|p| ctx.dictionary_entries(p).to_vec());
            keys.push(props.unwrap_or_default().iter().map(|e| e.name).collect());
        }
    }
    for (k, names) in keys.iter().enumerate() {
        for &key in names {
            let mut op = parse(ctx, name, example).map_err(|e| format!("{name}: {e}"))?;
            let mut seen = 0;
            walk_all_mut(&mut op.body, op.op, WalkOrder::PreOrder, |body, id| {
                if ctx.op_name_str(body.op(id).name) == name {
                    if seen == k {
                        let data = body.op_mut(id);
                        let rest: Vec<_> = data
                            .properties
                            .map(|p| ctx.dictionary_entries(p).to_vec())
                            .unwrap_or_default()
                            .into_iter()
                            .filter(|e| e.name != key)
                            .collect();
                        data.properties = (!rest.is_empty()).then(|| ctx.dictionary_attr(rest));
                    }
                    seen += 1;
                }
                WalkResult::Advance
            });
            let what = format!("instance {k} without '{}'", ctx.ident_str(key));
            same_generic(name, &what, &print(ctx, &op, true))?;
        }
    }
    Ok(())
}

fn main() {
    let args = Arguments::from_args();
    let ctx = context();
    let mut names: Vec<String> = ctx
        .registered_ops()
        .iter()
        .map(|info| info.name.to_string())
        .collect();
    names.sort();
    let trials = names
        .into_iter()
        .map(|name| {
            let n = name.clone();
            Trial::test(name, move || check(&n))
        })
        .collect();
    libtest_mimic::run(&args, trials).exit();
}
