//! Differential test of `strata-run` against `mlir-opt <lowering> | mlir-runner` 22.
//!
//! Two kinds of inputs: every program under `<workspace>/tests/run` whose first `RUN:` line
//! runs `strata-run` on it successfully (`-e NAME --entry-point-result=void`, on the
//! interpreter) and that is
//! not marked `NO-MLIR-RUNNER` (upstream cannot lower it), and seeded
//! random programs (integer and float arithmetic at several widths in loops with
//! iteration arguments, memref traffic, selects and comparisons; see
//! `common/random_programs.rs`).
//! Each program is lowered by `mlir-opt` with [`PIPELINE`] and run by `mlir-runner` with
//! the runner utils; standard output must be byte-identical to `strata-run`'s, except
//! for the addresses `printMemref*` prints (`base@ = 0x...`), and both must succeed.
//!
//! Each program also runs on the compiled backends (`strata-run --backend=cranelift` and
//! `--backend=llvm`, trials `cranelift/...` and `llvm/...`) with the llvm-dialect text
//! `mlir-opt` lowered as input; [`COMPILED_KNOWN`] lists what a backend cannot run yet
//! (ignored trials, shown as such). The llvm trials are skipped visibly when clang-22 is
//! not installed.
//!
//! A program marked `SCALABLE-AS-FIXED` (scalable vectors, which `mlir-runner` cannot run
//! on x86-64) is compared with `mlir-runner` running it with fixed-size vectors and
//! `vector.vscale` = 1, the interpreter's vscale, and not run on the compiled backends.
//!
//! When `mlir-opt` or `mlir-runner` is missing the test prints `SKIPPED: ...` and passes.
//! Environment: `MLIR_OPT`, `MLIR_RUNNER` (tool paths), `STRATA_SKIP_DIFFERENTIAL=1`,
//! `STRATA_RUN_RANDOM_SEED` (default 1), `STRATA_RUN_RANDOM_PROGRAMS` (default 24) and
//! `STRATA_RUN_RANDOM_DUMP` (a directory to write the random programs to).

mod common;

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::Duration;

use common::random_programs::random_program;
use common::runner::{self, LIB_DIR, mlir_runner_path, normalize, shared_libs};
use common::{
    differential_skipped, differential_timeout, mlir_files, mlir_opt_path, run_tool, short_diff,
    workspace_root,
};
use libtest_mimic::{Arguments, Failed, Trial};

/// The lowering pipeline given to `mlir-opt` before `mlir-runner`.
const PIPELINE: &[&str] = &[
    "-expand-realloc",
    "-memref-expand",
    "-scf-forall-to-for",
    "-arith-expand",
    "-lower-affine",
    "-convert-vector-to-scf",
    "-convert-scf-to-cf",
    "-expand-strided-metadata",
    "-finalize-memref-to-llvm",
    "-convert-func-to-llvm",
    "-convert-arith-to-llvm",
    "-convert-vector-to-llvm",
    "-convert-arith-to-llvm",
    "-convert-ub-to-llvm",
    "-convert-cf-to-llvm",
    "-reconcile-unrealized-casts",
];

/// Programs a compiled backend cannot run yet: (backend, program, reason).
const COMPILED_KNOWN: &[(&str, &str, &str)] = &[];

/// The entry point of a program `mlir-runner` can run too (not marked `NO-MLIR-RUNNER`).
fn entry_of(text: &str) -> Option<String> {
    if text.contains("NO-MLIR-RUNNER") {
        return None;
    }
    runner::entry_of(text)
}

/// Marks a program with scalable vectors, which `mlir-runner` cannot run on x86-64: it
/// runs [`as_fixed`] of it instead, and the compiled backends (which reject scalable
/// vectors, as the program's RUN lines check) do not run it.
const SCALABLE_AS_FIXED: &str = "SCALABLE-AS-FIXED";

/// `text` with its scalable vector dimensions fixed (`vector<[4]xi32>` becomes
/// `vector<4xi32>`) and `vector.vscale` replaced by 1: the program as the interpreter runs
/// it (vscale = 1), in a form `mlir-runner` can run (as `tests/run/gen-checks.py` does).
fn as_fixed(text: &str) -> String {
    let vector = regex::Regex::new(r"vector<([^>]*)>").expect("valid regex");
    let scalable = regex::Regex::new(r"\[(\d+)\]").expect("valid regex");
    let vscale = regex::Regex::new(r"(%[\w.]+) = vector\.vscale\b").expect("valid regex");
    let fixed = vector.replace_all(text, |c: &regex::Captures| {
        format!("vector<{}>", scalable.replace_all(&c[1], "$1"))
    });
    vscale
        .replace_all(&fixed, "$1 = arith.constant 1 : index")
        .into_owned()
}

struct Tools {
    mlir_opt: PathBuf,
    mlir_runner: PathBuf,
    strata_run: PathBuf,
    libs: String,
    timeout: Duration,
    root: PathBuf,
}

/// Runs `text` (a program, named `name` in messages) through both tools and compares.
fn compare(tools: &Tools, name: &str, text: &str, entry: &str) -> Result<(), Failed> {
    let t = tools;
    let upstream = if text.contains(SCALABLE_AS_FIXED) {
        as_fixed(text)
    } else {
        text.to_string()
    };
    let lowered = run_tool(&t.mlir_opt, PIPELINE, &t.root, Some(&upstream), t.timeout)?;
    if !lowered.success {
        return Err(format!(
            "{name}: mlir-opt fails to lower it:\n{}",
            String::from_utf8_lossy(&lowered.stderr)
        )
        .into());
    }
    let lowered = String::from_utf8_lossy(&lowered.stdout).into_owned();
    let entry_flag = format!("-e={entry}");
    let runner_args = [
        entry_flag.as_str(),
        "--entry-point-result=void",
        t.libs.as_str(),
    ];
    let expected = run_tool(
        &t.mlir_runner,
        &runner_args,
        &t.root,
        Some(&lowered),
        t.timeout,
    )?;
    let actual = run_tool(
        &t.strata_run,
        &[
            "-",
            "-e",
            entry,
            "--entry-point-result=void",
            "--backend=interp",
        ],
        &t.root,
        Some(text),
        t.timeout,
    )?;
    let mut report = String::new();
    if !expected.success {
        let _ = writeln!(
            report,
            "mlir-runner fails:\n{}",
            String::from_utf8_lossy(&expected.stderr)
        );
    }
    if !actual.success {
        let _ = writeln!(
            report,
            "strata-run fails:\n{}",
            String::from_utf8_lossy(&actual.stderr)
        );
    }
    let (e, a) = (normalize(&expected.stdout), normalize(&actual.stdout));
    if e != a {
        report.push_str(&short_diff(&e, &a));
    }
    if report.is_empty() {
        Ok(())
    } else {
        Err(format!("{name} differs:\n{report}").into())
    }
}

/// Runs the llvm-dialect text `mlir-opt` makes of `text` on compiled backend `backend`
/// and compares with `mlir-runner`.
fn compare_compiled(
    tools: &Tools,
    name: &str,
    text: &str,
    entry: &str,
    backend: &str,
) -> Result<(), Failed> {
    let t = tools;
    let lowered = run_tool(&t.mlir_opt, PIPELINE, &t.root, Some(text), t.timeout)?;
    if !lowered.success {
        return Err(format!("{name}: mlir-opt fails to lower it").into());
    }
    let lowered = String::from_utf8_lossy(&lowered.stdout).into_owned();
    let entry_flag = format!("-e={entry}");
    let runner_args = [
        entry_flag.as_str(),
        "--entry-point-result=void",
        t.libs.as_str(),
    ];
    let expected = run_tool(
        &t.mlir_runner,
        &runner_args,
        &t.root,
        Some(&lowered),
        t.timeout,
    )?;
    let backend_flag = format!("--backend={backend}");
    let actual = run_tool(
        &t.strata_run,
        &[
            "-",
            "-e",
            entry,
            "--entry-point-result=void",
            backend_flag.as_str(),
        ],
        &t.root,
        Some(&lowered),
        t.timeout,
    )?;
    let mut report = String::new();
    if expected.success != actual.success {
        let _ = writeln!(
            report,
            "mlir-runner {}, strata-run {}:\n{}{}",
            if expected.success {
                "succeeds"
            } else {
                "fails"
            },
            if actual.success { "succeeds" } else { "fails" },
            String::from_utf8_lossy(&expected.stderr),
            String::from_utf8_lossy(&actual.stderr)
        );
    }
    let (e, a) = (normalize(&expected.stdout), normalize(&actual.stdout));
    if e != a {
        report.push_str(&short_diff(&e, &a));
    }
    if report.is_empty() {
        Ok(())
    } else {
        Err(format!("{name} on {backend} differs:\n{report}").into())
    }
}

/// Reports why the comparison is skipped and exits successfully.
fn skip(why: String) -> ! {
    println!("SKIPPED: {why}");
    libtest_mimic::run(&Arguments::from_args(), Vec::new()).exit();
}

/// Whether clang 22 is installed (the llvm backend's compiler).
fn clang_installed() -> bool {
    std::env::var_os("STRATA_CLANG").is_some() || Path::new("/usr/lib/llvm-22/bin/clang").is_file()
}

fn main() {
    let args = Arguments::from_args();
    let mut trials = Vec::new();
    if differential_skipped() {
        skip("differential tests disabled by STRATA_SKIP_DIFFERENTIAL".into());
    }
    let mlir_opt = mlir_opt_path();
    let mlir_runner = mlir_runner_path();
    if !mlir_opt.is_file() || !mlir_runner.is_file() {
        skip(format!(
            "mlir-opt or mlir-runner not installed ({}, {})",
            mlir_opt.display(),
            mlir_runner.display()
        ));
    }
    let Some(libs) = shared_libs() else {
        skip(format!(
            "the runner utils libraries are not installed under {LIB_DIR}"
        ));
    };
    let root = workspace_root();
    let tools = std::sync::Arc::new(Tools {
        mlir_opt,
        mlir_runner,
        strata_run: PathBuf::from(env!("CARGO_BIN_EXE_strata-run")),
        libs,
        timeout: differential_timeout(),
        root: root.clone(),
    });
    for path in mlir_files(&root.join("tests/run")) {
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        let Some(entry) = entry_of(&text) else {
            continue;
        };
        let name = path
            .strip_prefix(&root)
            .unwrap_or(&path)
            .display()
            .to_string();
        let backends: &[&str] = if text.contains(SCALABLE_AS_FIXED) {
            &[]
        } else {
            &["cranelift", "llvm"]
        };
        for &backend in backends {
            let known = COMPILED_KNOWN
                .iter()
                .any(|(b, p, _)| *b == backend && *p == name);
            let (tools, name, text, entry) =
                (tools.clone(), name.clone(), text.clone(), entry.clone());
            let no_clang = backend == "llvm" && !clang_installed();
            let trial = Trial::test(format!("{backend}/{name}"), move || {
                if no_clang {
                    println!("SKIPPED: clang-22 is not installed");
                    return Ok(());
                }
                compare_compiled(&tools, &name, &text, &entry, backend)
            });
            trials.push(trial.with_ignored_flag(known));
        }
        let tools = tools.clone();
        trials.push(Trial::test(name.clone(), move || {
            compare(&tools, &name, &text, &entry)
        }));
    }
    let seed: u64 = std::env::var("STRATA_RUN_RANDOM_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    let count: u64 = std::env::var("STRATA_RUN_RANDOM_PROGRAMS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(24);
    for i in 0..count {
        let s = seed.wrapping_mul(1_000_003).wrapping_add(i);
        let tools2 = tools.clone();
        trials.push(Trial::test(format!("random/seed-{s}"), move || {
            let tools = tools2;
            let text = random_program(s);
            if let Ok(dir) = std::env::var("STRATA_RUN_RANDOM_DUMP") {
                let _ = std::fs::write(Path::new(&dir).join(format!("random-{s}.mlir")), &text);
            }
            compare(&tools, &format!("random program (seed {s})"), &text, "main").map_err(|e| {
                format!("{}\nprogram:\n{text}", e.message().unwrap_or_default()).into()
            })
        }));
        // The Cranelift JIT on the same random programs.
        let tools = tools.clone();
        trials.push(Trial::test(
            format!("cranelift/random/seed-{s}"),
            move || {
                let text = random_program(s);
                let name = format!("random program (seed {s})");
                compare_compiled(&tools, &name, &text, "main", "cranelift").map_err(|e| {
                    format!("{}\nprogram:\n{text}", e.message().unwrap_or_default()).into()
                })
            },
        ));
    }
    libtest_mimic::run(&args, trials).exit();
}
