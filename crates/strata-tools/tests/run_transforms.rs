//! Transformations preserve meaning: every program under `<workspace>/tests/run` whose
//! first `RUN:` line runs it successfully, and seeded random programs, are run by
//! `strata-run` (the reference interpreter) before and after each pipeline of
//! [`PIPELINES`] applied by `strata-opt`; the output must be the same (addresses that
//! `printMemref*` prints aside) and both runs must succeed. Needs no upstream tool.
//!
//! Lowering preserves meaning too: every program under `tests/run/llvm` named after a
//! `tests/run` program (`NAME.mlir`, `NAME.VARIANT.mlir`: its text lowered by mlir-opt)
//! must print exactly what the unlowered program prints.
//!
//! Environment: `STRATA_RUN_RANDOM_SEED` (default 1) and `STRATA_RUN_RANDOM_PROGRAMS`
//! (default 12) choose the random programs.

mod common;

use std::path::{Path, PathBuf};
use std::time::Duration;

use common::random_programs::random_program;
use common::runner::{entry_of, normalize};
use common::{mlir_files, run_tool, short_diff, workspace_root};
use libtest_mimic::{Arguments, Failed, Trial};

/// The pipelines checked, as `strata-opt` flags.
const PIPELINES: &[&str] = &[
    "--canonicalize",
    "--cse",
    "--sccp",
    "--inline",
    "--loop-invariant-code-motion",
    "--control-flow-sink",
    "--remove-dead-values",
    "--int-range-optimizations",
    "--mem2reg",
    "--arith-expand",
    "--symbol-dce",
    "--pass-pipeline=builtin.module(inline,canonicalize,cse,sccp,canonicalize)",
];

struct Tools {
    strata_opt: PathBuf,
    strata_run: PathBuf,
    root: PathBuf,
    timeout: Duration,
}

fn run(tools: &Tools, text: &str, entry: &str) -> Result<Vec<u8>, String> {
    let r = run_tool(
        &tools.strata_run,
        &[
            "-",
            "-e",
            entry,
            "--entry-point-result=void",
            "--backend=interp",
        ],
        &tools.root,
        Some(text),
        tools.timeout,
    )?;
    if !r.success {
        return Err(format!(
            "strata-run fails:\n{}",
            String::from_utf8_lossy(&r.stderr)
        ));
    }
    Ok(normalize(&r.stdout))
}

fn check(tools: &Tools, name: &str, text: &str, entry: &str) -> Result<(), Failed> {
    let before = run(tools, text, entry).map_err(|e| format!("{name} before any pass: {e}"))?;
    let mut failures = String::new();
    for pipeline in PIPELINES {
        let out = run_tool(
            &tools.strata_opt,
            &[pipeline],
            &tools.root,
            Some(text),
            tools.timeout,
        )?;
        if !out.success {
            failures.push_str(&format!(
                "{pipeline}: strata-opt fails:\n{}\n",
                String::from_utf8_lossy(&out.stderr)
            ));
            continue;
        }
        let transformed = String::from_utf8_lossy(&out.stdout).into_owned();
        match run(tools, &transformed, entry) {
            Ok(after) if after == before => {}
            Ok(after) => {
                failures.push_str(&format!(
                    "{pipeline} changes the output:\n{}",
                    short_diff(&before, &after)
                ));
            }
            Err(e) => failures.push_str(&format!("{pipeline}: {e}\n")),
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(format!("{name}:\n{failures}").into())
    }
}

fn main() {
    let args = Arguments::from_args();
    let root = workspace_root();
    let tools = std::sync::Arc::new(Tools {
        strata_opt: PathBuf::from(env!("CARGO_BIN_EXE_strata-opt")),
        strata_run: PathBuf::from(env!("CARGO_BIN_EXE_strata-run")),
        root: root.clone(),
        timeout: Duration::from_secs(120),
    });
    let mut trials = Vec::new();
    for path in mlir_files(&root.join("tests/run")) {
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        let Some(entry) = entry_of(&text) else {
            continue;
        };
        let name = path
            .strip_prefix(&root)
            .map_or_else(|_| path.clone(), Path::to_path_buf)
            .display()
            .to_string();
        let tools = tools.clone();
        trials.push(Trial::test(name.clone(), move || {
            check(&tools, &name, &text, &entry)
        }));
    }
    for path in mlir_files(&root.join("tests/run/llvm")) {
        let Some(stem) = path.file_name().and_then(|n| n.to_str()) else {
            continue;
        };
        let source = root.join("tests/run").join(format!(
            "{}.mlir",
            stem.split('.').next().unwrap_or_default()
        ));
        let (Ok(lowered), Ok(original)) = (
            std::fs::read_to_string(&path),
            std::fs::read_to_string(&source),
        ) else {
            continue;
        };
        let Some(entry) = entry_of(&lowered) else {
            continue;
        };
        let tools = tools.clone();
        trials.push(Trial::test(format!("levels/{stem}"), move || {
            let before =
                run(&tools, &original, &entry).map_err(|e| format!("{}: {e}", source.display()))?;
            let after =
                run(&tools, &lowered, &entry).map_err(|e| format!("{}: {e}", path.display()))?;
            if before == after {
                Ok(())
            } else {
                Err(format!(
                    "{} prints something else than {}:\n{}",
                    path.display(),
                    source.display(),
                    short_diff(&before, &after)
                )
                .into())
            }
        }));
    }
    let seed: u64 = std::env::var("STRATA_RUN_RANDOM_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    let count: u64 = std::env::var("STRATA_RUN_RANDOM_PROGRAMS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(12);
    for i in 0..count {
        let s = seed.wrapping_mul(1_000_003).wrapping_add(i);
        let tools = tools.clone();
        trials.push(Trial::test(format!("random/seed-{s}"), move || {
            let text = random_program(s);
            check(&tools, &format!("random program (seed {s})"), &text, "main")
        }));
    }
    libtest_mimic::run(&args, trials).exit();
}
