//! Every program of `tests/conversion/llvm-corpus/` lowers completely to the llvm dialect
//! with the to-llvm pipeline (no `func.func`, no unrealized casts left), translates with
//! `strata-translate --mlir-to-llvmir`, and the LLVM IR compiles with `llc`
//! (`/usr/lib/llvm-22/bin/llc`, or `LLC`). Without `llc` the test prints
//! `SKIPPED: llc not installed` and passes.

mod common;

use common::{run_tool, workspace_root};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The lowering pipeline.
const PIPELINE: &[&str] = &[
    "--lower-affine",
    "--convert-scf-to-cf",
    "--convert-arith-to-llvm",
    "--convert-cf-to-llvm",
    "--convert-func-to-llvm",
    "--convert-ub-to-llvm",
    "--reconcile-unrealized-casts",
];

fn llc_path() -> PathBuf {
    std::env::var_os("LLC")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-22/bin/llc"))
}

#[test]
fn corpus_lowers_translates_and_compiles() {
    let llc = llc_path();
    if !llc.exists() {
        println!("SKIPPED: llc not installed ({})", llc.display());
        return;
    }
    let root = workspace_root();
    let dir = root.join("tests/conversion/llvm-corpus");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("corpus directory")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "empty corpus in {}", dir.display());
    let opt = PathBuf::from(env!("CARGO_BIN_EXE_strata-opt"));
    let translate = PathBuf::from(env!("CARGO_BIN_EXE_strata-translate"));
    let timeout = Duration::from_secs(120);
    let tmp = std::env::temp_dir();
    let mut failures = Vec::new();
    for file in &files {
        let name = file.file_name().unwrap_or_default().to_string_lossy();
        let mut args: Vec<&str> = vec![file.to_str().expect("utf-8 path")];
        args.extend(PIPELINE);
        let lowered = run_tool(&opt, &args, &root, None, timeout).expect("strata-opt runs");
        let text = String::from_utf8_lossy(&lowered.stdout).into_owned();
        if !lowered.success {
            failures.push(format!(
                "{name}: strata-opt failed: {}",
                String::from_utf8_lossy(&lowered.stderr)
            ));
            continue;
        }
        if text.contains("unrealized_conversion_cast") || text.contains("func.func") {
            failures.push(format!("{name}: not fully lowered:\n{text}"));
            continue;
        }
        let ir = run_tool(
            &translate,
            &["--mlir-to-llvmir"],
            &root,
            Some(&text),
            timeout,
        )
        .expect("strata-translate runs");
        if !ir.success {
            failures.push(format!(
                "{name}: strata-translate failed: {}",
                String::from_utf8_lossy(&ir.stderr)
            ));
            continue;
        }
        let ll: &Path = &tmp.join(format!(
            "strata-llvm-lowering-{}-{name}.ll",
            std::process::id()
        ));
        std::fs::write(ll, &ir.stdout).expect("write LLVM IR");
        let compiled = run_tool(
            &llc,
            &["-filetype=null", ll.to_str().expect("utf-8 path")],
            &root,
            None,
            timeout,
        )
        .expect("llc runs");
        let _ = std::fs::remove_file(ll);
        if !compiled.success {
            failures.push(format!(
                "{name}: llc failed: {}",
                String::from_utf8_lossy(&compiled.stderr)
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    println!("{} programs lowered, translated and compiled", files.len());
}
