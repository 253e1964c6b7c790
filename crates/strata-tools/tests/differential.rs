//! Differential test: `strata-opt` must print byte-for-byte what upstream `mlir-opt` 22 prints.
//!
//! Inputs are every `*.mlir` file under `<workspace>/tests/differential`, plus every
//! `*.mlir` file elsewhere under `<workspace>/tests` whose first `RUN:` line uses
//! `--mlir-print-op-generic` without `--split-input-file` or `--verify-diagnostics` (and
//! that is not marked `UPSTREAM-BUG`). Each input is run through both tools with
//! `--allow-unregistered-dialect --mlir-print-op-generic`, and again with
//! `--mlir-print-debuginfo` added; standard output and success must be identical. The
//! tools run in the workspace root on the same relative path, so printed file locations
//! agree. Each (file, flag set) pair is one test; a failing one reports the first lines
//! that differ.
//!
//! When `mlir-opt` is not installed the whole test prints `SKIPPED: mlir-opt not installed`
//! and passes. Environment: `MLIR_OPT` replaces the path of `mlir-opt` (default
//! `/usr/lib/llvm-22/bin/mlir-opt`); `STRATA_SKIP_DIFFERENTIAL=1` skips everything;
//! `STRATA_DIFFERENTIAL_TIMEOUT` is the per-run timeout in seconds (default 120).

mod common;

use common::{
    UPSTREAM_BUG_MARKER, differential_skipped, differential_timeout, head, mlir_files,
    mlir_opt_path, run_tool, short_diff, workspace_root,
};
use std::path::{Path, PathBuf};
use std::time::Duration;

use libtest_mimic::{Arguments, Failed, Trial};

/// Flags given to both tools in every run.
const BASE_FLAGS: &[&str] = &["--allow-unregistered-dialect", "--mlir-print-op-generic"];

/// The flag sets each input is run with (added to [`BASE_FLAGS`]), with a short name.
const FLAG_SETS: &[(&str, &[&str])] =
    &[("generic", &[]), ("debuginfo", &["--mlir-print-debuginfo"])];

/// Returns the command of the first `RUN:` line of `text` (continuations joined).
fn first_run_line(text: &str) -> Option<String> {
    let mut cmd = String::new();
    let mut started = false;
    for line in text.lines() {
        let Some(pos) = line.find("RUN:") else {
            if started {
                break;
            }
            continue;
        };
        let part = line[pos + "RUN:".len()..].trim();
        started = true;
        match part.strip_suffix('\\') {
            Some(p) => {
                cmd.push_str(p.trim_end());
                cmd.push(' ');
            }
            None => {
                cmd.push_str(part);
                return Some(cmd);
            }
        }
    }
    started.then_some(cmd)
}

/// Whether a lit test file (outside `tests/differential`) takes part in the comparison.
fn is_plain_generic_test(text: &str) -> bool {
    if text.contains(UPSTREAM_BUG_MARKER) {
        return false;
    }
    let Some(run) = first_run_line(text) else {
        return false;
    };
    let first_command = run.split('|').next().unwrap_or("").trim();
    first_command.starts_with("strata-opt")
        && first_command.contains("--mlir-print-op-generic")
        && !first_command.contains("--split-input-file")
        && !first_command.contains("--verify-diagnostics")
}

/// Collects the inputs, as paths relative to the workspace root.
fn collect_inputs(root: &Path) -> Vec<PathBuf> {
    let tests = root.join("tests");
    let differential = tests.join("differential");
    let mut inputs = Vec::new();
    for path in mlir_files(&tests) {
        let selected = if path.starts_with(&differential) {
            true
        } else {
            std::fs::read_to_string(&path).is_ok_and(|text| is_plain_generic_test(&text))
        };
        if selected {
            inputs.push(
                path.strip_prefix(root)
                    .map(Path::to_path_buf)
                    .unwrap_or(path),
            );
        }
    }
    inputs
}

/// Compares both tools on one input with one extra flag set.
fn compare(
    root: &Path,
    mlir_opt: &Path,
    strata_opt: &Path,
    input: &Path,
    extra: &[&str],
    timeout: Duration,
) -> Result<(), Failed> {
    let input_str = input.to_string_lossy();
    let mut args: Vec<&str> = vec![&input_str];
    args.extend_from_slice(BASE_FLAGS);
    args.extend_from_slice(extra);
    let expected = run_tool(mlir_opt, &args, root, None, timeout)?;
    let actual = run_tool(strata_opt, &args, root, None, timeout)?;
    let mut report = String::new();
    if !expected.success {
        report.push_str(&format!(
            "mlir-opt itself fails on this input (fix the corpus):\n{}\n",
            head(&expected.stderr, 10)
        ));
    }
    if expected.success != actual.success {
        report.push_str(&format!(
            "exit status differs: mlir-opt {}, strata-opt {}\n",
            if expected.success {
                "succeeded"
            } else {
                "failed"
            },
            if actual.success {
                "succeeded"
            } else {
                "failed"
            }
        ));
    }
    if expected.stdout != actual.stdout {
        report.push_str(&short_diff(&expected.stdout, &actual.stdout));
    }
    if report.is_empty() {
        return Ok(());
    }
    if !actual.stderr.is_empty() {
        report.push_str(&format!(
            "strata-opt stderr:\n{}\n",
            head(&actual.stderr, 6)
        ));
    }
    Err(format!(
        "{} differs with flags `{}`:\n{report}",
        input.display(),
        args[1..].join(" ")
    )
    .into())
}

/// Checks of this file's own helpers (input selection, RUN parsing, diff report); they
/// run even when `mlir-opt` is missing.
fn self_checks() -> Result<(), Failed> {
    let check = |ok: bool, what: &str| if ok { Ok(()) } else { Err(Failed::from(what)) };
    let yes = "// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s\n";
    check(
        is_plain_generic_test(yes),
        "plain generic test not selected",
    )?;
    let split = "// RUN: strata-opt %s --mlir-print-op-generic --split-input-file | FileCheck %s\n";
    check(!is_plain_generic_test(split), "split test selected")?;
    let verify = "// RUN: strata-opt %s --allow-unregistered-dialect --verify-diagnostics\n";
    check(!is_plain_generic_test(verify), "verify test selected")?;
    let not = "// RUN: not strata-opt %s --mlir-print-op-generic 2>&1 | FileCheck %s\n";
    check(!is_plain_generic_test(not), "`not` test selected")?;
    let bug = "// UPSTREAM-BUG\n// RUN: strata-opt %s --mlir-print-op-generic\n";
    check(!is_plain_generic_test(bug), "upstream-bug file selected")?;
    check(
        !is_plain_generic_test("\"foo.op\"() : () -> ()\n"),
        "file without RUN selected",
    )?;
    let cont =
        "// RUN: strata-opt %s \\\n// RUN:   --mlir-print-op-generic | FileCheck %s\n// RUN: x\n";
    check(
        first_run_line(cont).as_deref()
            == Some("strata-opt %s --mlir-print-op-generic | FileCheck %s"),
        "continued RUN line not joined",
    )?;
    let d = short_diff(b"a\nb\nc\n", b"a\nx\nc\n");
    check(
        d.starts_with("first difference at output line 2"),
        "wrong diff line",
    )?;
    check(
        d.contains(" - \"b\\n\"") && d.contains(" + \"x\\n\""),
        "diff lacks the lines",
    )?;
    let t = short_diff(b"a\n\n", b"a\n");
    check(
        t.starts_with("first difference at output line 2"),
        "trailing newline not seen",
    )?;
    check(
        short_diff(b"a\n", b"a").contains(" + \"a\""),
        "missing final newline not seen",
    )
}

fn main() {
    let args = Arguments::from_args();
    let mut trials = vec![Trial::test("self-check", self_checks)];
    if differential_skipped() {
        println!("SKIPPED: differential tests disabled by STRATA_SKIP_DIFFERENTIAL");
        libtest_mimic::run(&args, trials).exit();
    }
    let mlir_opt = mlir_opt_path();
    if !mlir_opt.is_file() {
        println!("SKIPPED: mlir-opt not installed ({})", mlir_opt.display());
        libtest_mimic::run(&args, trials).exit();
    }
    let strata_opt = PathBuf::from(env!("CARGO_BIN_EXE_strata-opt"));
    let timeout = differential_timeout();
    let root = workspace_root();
    let inputs = collect_inputs(&root);
    for input in inputs {
        for (name, extra) in FLAG_SETS {
            let (root, mlir_opt, strata_opt, input) = (
                root.clone(),
                mlir_opt.clone(),
                strata_opt.clone(),
                input.clone(),
            );
            let test_name = format!("{} [{name}]", input.display());
            trials.push(Trial::test(test_name, move || {
                compare(&root, &mlir_opt, &strata_opt, &input, extra, timeout)
            }));
        }
    }
    libtest_mimic::run(&args, trials).exit();
}
