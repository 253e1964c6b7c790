//! Differential test of the affine analyses: the diagnostics of
//! `--test-memref-dependence-check`, `--test-affine-access-analysis` and
//! `--test-memref-bound-check` of strata-opt against mlir-opt 22's on the generated loop-nest corpus
//! (`tests/affine-analysis/dependence-corpus.mlir`, from `gen_corpus.py`) and the
//! hand-written kernels (`tests/affine-analysis/kernels.mlir`: stencils, matmul, 2mm, LU,
//! Seidel).
//!
//! Diagnostics are compared function by function. A function whose dependence remarks
//! differ must be listed in `tests/affine-analysis/known-differences.txt` with the reason
//! (other passes' differences as `name@memref-bound-check`) (mlir-opt 22
//! over-approximates: Fourier–Motzkin distance bounds and emptiness, where Strata is
//! exact; or it gives ops in an `affine.if`'s `else` region the `then` condition); the
//! brute-force test in `strata-affine` checks Strata's answers on those functions by
//! enumeration. Bound-check differences are tolerated only on functions with dynamic
//! memref dimensions or `affine.if` guards (mlir-opt 22 bugs, see
//! `tests/affine-analysis/upstream-bugs-bounds.mlir`); access analysis must match
//! everywhere. When mlir-opt is not installed the test prints `SKIPPED` and passes.

mod common;

use common::{differential_skipped, differential_timeout, mlir_opt_path, run_tool, workspace_root};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The inputs, relative to the workspace root.
const INPUTS: &[&str] = &[
    "tests/affine-analysis/dependence-corpus.mlir",
    "tests/affine-analysis/kernels.mlir",
];

/// The flags given to both tools (after the pass flag).
const FLAGS: &[&str] = &[
    "--split-input-file",
    "-mlir-print-op-on-diagnostic=false",
    "-o",
    "/dev/null",
];

/// The test passes compared.
const PASSES: &[&str] = &[
    "--test-memref-dependence-check",
    "--test-affine-access-analysis",
    "--test-memref-bound-check",
];

/// Whether `pass`'s difference on a function with source `text` is explained without a
/// listing: mlir-opt 22's bound check reports every access along a dynamic dimension
/// and ignores `affine.if` guards (see `tests/affine-analysis/upstream-bugs-bounds.mlir`),
/// so functions with either take no part in the bound check comparison.
fn excluded(pass: &str, text: &str) -> bool {
    pass == "--test-memref-bound-check"
        && (text.contains("<?") || text.contains("x?") || text.contains("affine.if"))
}

/// The text of each function of `source`, by name.
fn function_texts(source: &str) -> BTreeMap<String, String> {
    let mut out: BTreeMap<String, String> = BTreeMap::new();
    let mut cur: Option<String> = None;
    for line in source.lines() {
        if let Some(rest) = line.trim_start().strip_prefix("func.func @") {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            cur = Some(name);
        }
        if let Some(n) = &cur {
            let t = out.entry(n.clone()).or_default();
            t.push_str(line);
            t.push('\n');
        }
    }
    out
}

/// The diagnostics of a run grouped by the function they fall in (by line number).
fn by_function(source: &str, stderr: &str) -> BTreeMap<String, Vec<String>> {
    let mut starts: Vec<(usize, String)> = Vec::new();
    for (i, line) in source.lines().enumerate() {
        if let Some(rest) = line.trim_start().strip_prefix("func.func @") {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            starts.push((i + 1, name));
        }
    }
    let mut out: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for line in stderr.lines() {
        let Some(line_no) = line.split(':').nth(1).and_then(|s| s.parse::<usize>().ok()) else {
            continue;
        };
        let func = starts
            .iter()
            .rev()
            .find(|(start, _)| *start <= line_no)
            .map_or_else(|| "<none>".to_string(), |(_, n)| n.clone());
        out.entry(func).or_default().push(line.to_string());
    }
    out
}

fn known_differences(root: &Path) -> BTreeSet<String> {
    let text = std::fs::read_to_string(root.join("tests/affine-analysis/known-differences.txt"))
        .unwrap_or_default();
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .filter_map(|l| l.split(':').next())
        .map(|s| s.trim().to_string())
        .collect()
}

#[test]
fn dependence_remarks_match_mlir_opt() {
    let mlir_opt = mlir_opt_path();
    if differential_skipped() || !mlir_opt.exists() {
        println!("SKIPPED: mlir-opt not installed ({})", mlir_opt.display());
        return;
    }
    let root = workspace_root();
    let strata = Path::new(env!("CARGO_BIN_EXE_strata-opt"));
    let known = known_differences(&root);
    let mut new = Vec::new();
    let mut seen_known = BTreeSet::new();
    let mut functions = 0;
    let mut excluded_count = 0;
    for (input, pass) in INPUTS
        .iter()
        .flat_map(|i| PASSES.iter().map(move |p| (i, p)))
    {
        let source = std::fs::read_to_string(root.join(input)).expect("input readable");
        let texts = function_texts(&source);
        let mut args = vec![*input, *pass];
        args.extend_from_slice(FLAGS);
        let timeout = differential_timeout();
        let m = run_tool(&mlir_opt, &args, &root, None, timeout).expect("mlir-opt runs");
        let s = run_tool(strata, &args, &root, None, timeout).expect("strata-opt runs");
        let m = by_function(&source, &String::from_utf8_lossy(&m.stderr));
        let s = by_function(&source, &String::from_utf8_lossy(&s.stderr));
        let names: BTreeSet<&String> = m.keys().chain(s.keys()).collect();
        if *pass == PASSES[0] {
            functions += names.len();
        }
        for name in names {
            let (a, b) = (m.get(name), s.get(name));
            if a == b {
                continue;
            }
            if excluded(pass, texts.get(name).map_or("", String::as_str)) {
                excluded_count += 1;
                continue;
            }
            let key = if *pass == PASSES[0] {
                name.clone()
            } else {
                format!("{name}@{}", pass.trim_start_matches("--test-"))
            };
            if known.contains(&key) {
                seen_known.insert(key);
                continue;
            }
            let a = a.cloned().unwrap_or_default();
            let b = b.cloned().unwrap_or_default();
            let first = a.iter().zip(&b).position(|(x, y)| x != y).unwrap_or(0);
            new.push(format!(
                "{input} {pass}: @{name} differs:\n  mlir-opt:   {}\n  strata-opt: {}",
                a.get(first).map_or("", String::as_str),
                b.get(first).map_or("", String::as_str)
            ));
        }
    }
    for stale in known
        .difference(&seen_known)
        .filter(|k| !k.ends_with("@loop-fusion"))
    {
        println!("stale known difference (now identical): {stale}");
    }
    println!(
        "{functions} functions compared under {} passes, {} known differences, \
         {excluded_count} bound-check differences on functions with dynamic shapes or guards",
        PASSES.len(),
        seen_known.len()
    );
    assert!(functions >= 100, "corpus too small: {functions} functions");
    assert!(new.is_empty(), "new differences:\n{}", new.join("\n"));
}

/// The inputs of the loop-fusion comparison, relative to the workspace root.
const FUSION_INPUTS: &[&str] = &[
    "tests/affine-analysis/fusion-corpus.mlir",
    "tests/affine-analysis/kernels.mlir",
];

/// `--test-loop-fusion` with both reporting options.
const FUSION_PASS: &str =
    "--test-loop-fusion=test-loop-fusion-dependence-check test-loop-fusion-slice-computation";

/// The remarks of `--test-loop-fusion` (block-level dependences and slices) against
/// mlir-opt 22's, function by function; a function whose remarks differ must be listed in
/// `known-differences.txt` as `name@loop-fusion` with the reason.
#[test]
fn fusion_remarks_match_mlir_opt() {
    let mlir_opt = mlir_opt_path();
    if differential_skipped() || !mlir_opt.exists() {
        println!("SKIPPED: mlir-opt not installed ({})", mlir_opt.display());
        return;
    }
    let root = workspace_root();
    let strata = Path::new(env!("CARGO_BIN_EXE_strata-opt"));
    let known = known_differences(&root);
    let (mut new, mut identical, mut listed) = (Vec::new(), 0, 0);
    let mut seen_known = BTreeSet::new();
    for input in FUSION_INPUTS {
        let source = std::fs::read_to_string(root.join(input)).expect("input readable");
        let mut args = vec![*input, FUSION_PASS];
        args.extend_from_slice(FLAGS);
        let timeout = differential_timeout();
        let m = run_tool(&mlir_opt, &args, &root, None, timeout).expect("mlir-opt runs");
        let s = run_tool(strata, &args, &root, None, timeout).expect("strata-opt runs");
        let m = by_function(&source, &String::from_utf8_lossy(&m.stderr));
        let s = by_function(&source, &String::from_utf8_lossy(&s.stderr));
        for name in function_texts(&source).keys() {
            let (a, b) = (m.get(name), s.get(name));
            if a == b {
                identical += 1;
                continue;
            }
            let key = format!("{name}@loop-fusion");
            if known.contains(&key) {
                listed += 1;
                seen_known.insert(key);
                continue;
            }
            let a = a.cloned().unwrap_or_default();
            let b = b.cloned().unwrap_or_default();
            let first = a.iter().zip(&b).position(|(x, y)| x != y).unwrap_or(0);
            new.push(format!(
                "{input}: @{name} differs:\n  mlir-opt:   {}\n  strata-opt: {}",
                a.get(first).map_or("", String::as_str),
                b.get(first).map_or("", String::as_str)
            ));
        }
    }
    for stale in known
        .iter()
        .filter(|k| k.ends_with("@loop-fusion") && !seen_known.contains(*k))
    {
        println!("stale known difference (now identical): {stale}");
    }
    println!("loop fusion: {identical} functions identical, {listed} listed differences");
    assert!(identical + listed >= 100, "corpus too small");
    assert!(new.is_empty(), "new differences:\n{}", new.join("\n"));
}
