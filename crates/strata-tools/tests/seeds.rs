//! The seed documents' examples are valid MLIR 22: every test file under `tests/` marked
//! `// SEED-EXAMPLES: legacy` or `// SEED-EXAMPLES: modern` (the examples of
//! `../shared/seeds/`, kept as lit tests) is checked here beyond its own RUN lines.
//!
//! - `legacy` files (old syntax): `strata-opt --legacy-std --upgrade-legacy-std` must
//!   turn every chunk into IR that verifies in Strata, contains no op of the `std`
//!   dialect and no unregistered op of a dialect Strata registers (such an op would
//!   verify only because of `--allow-unregistered-dialect`), and that `mlir-opt` 22
//!   accepts (`--verify-each`) and prints exactly as `strata-opt` prints it.
//! - `modern` files (today's syntax): each chunk must verify in Strata with no
//!   unregistered op of a registered dialect, and `mlir-opt` must print the file exactly
//!   as `strata-opt` does.
//!
//! Both tools run with `--split-input-file --allow-unregistered-dialect` (the seeds use
//! ops of dialects neither has, such as `tf.Print`). When `mlir-opt` is not installed the
//! comparisons print `SKIPPED: mlir-opt not installed` and only Strata's checks run.
//! Environment: `MLIR_OPT` (path of `mlir-opt`), `STRATA_SKIP_DIFFERENTIAL=1` (skip the
//! comparisons), `STRATA_DIFFERENTIAL_TIMEOUT` (seconds per run).

mod common;

use std::path::{Path, PathBuf};
use std::time::Duration;

use common::{
    corpus, differential_skipped, differential_timeout, head, mlir_opt_path, run_tool, short_diff,
    workspace_root,
};
use libtest_mimic::{Arguments, Failed, Trial};
use strata_asm::{ParseOptions, Source, parse_source};
use strata_ir::Context;
use strata_ir::ir::{WalkOrder, walk_all_iter};

/// The marker line of seed example files; the word after it is the mode.
const MARKER: &str = "// SEED-EXAMPLES:";

/// The chunk separator of `--split-input-file` output.
const SPLIT: &str = "// -----";

/// Flags both tools get in every run.
const COMMON_FLAGS: &[&str] = &["--split-input-file", "--allow-unregistered-dialect"];

/// How a seed example file is checked.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Mode {
    /// Old syntax: checked after `--legacy-std --upgrade-legacy-std`.
    Legacy,
    /// Today's syntax: checked as it is.
    Modern,
}

/// The mode of a file from its marker line, if it has one.
fn mode_of(text: &str) -> Option<Result<Mode, String>> {
    let line = text.lines().find(|l| l.starts_with(MARKER))?;
    Some(match line[MARKER.len()..].trim() {
        "legacy" => Ok(Mode::Legacy),
        "modern" => Ok(Mode::Modern),
        other => Err(format!("unknown seed example mode '{other}'")),
    })
}

/// The tools and settings every check uses.
#[derive(Clone)]
struct Tools {
    strata_opt: PathBuf,
    /// `None` when `mlir-opt` is absent or the comparisons are switched off.
    mlir_opt: Option<PathBuf>,
    root: PathBuf,
    timeout: Duration,
}

impl Tools {
    /// Runs `strata-opt` with `args` and `input` on standard input; its output, or why
    /// it failed.
    fn strata(&self, args: &[&str], input: &str) -> Result<String, String> {
        run(&self.strata_opt, args, &self.root, input, self.timeout)
    }
}

/// Runs `program args... -` on `input`; its standard output, or its errors.
fn run(
    program: &Path,
    args: &[&str],
    cwd: &Path,
    input: &str,
    timeout: Duration,
) -> Result<String, String> {
    let mut all: Vec<&str> = args.to_vec();
    all.push("-");
    let r = run_tool(program, &all, cwd, Some(input), timeout)?;
    if !r.success {
        return Err(format!(
            "{} {} failed:\n{}",
            program.display(),
            args.join(" "),
            head(&r.stderr, 20)
        ));
    }
    String::from_utf8(r.stdout).map_err(|_| "output is not UTF-8".to_string())
}

/// Checks, in process, that every chunk of `text` (printed IR) parses and verifies with
/// every dialect registered, and contains no `std` op and no unregistered op of a
/// registered dialect.
fn check_registered(text: &str) -> Result<(), String> {
    let ctx = Context::new();
    strata_tools::registration::register_all_dialects(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    for (i, chunk) in text.split(&format!("{SPLIT}\n")).enumerate() {
        let source = Source {
            name: "chunk",
            text: chunk,
        };
        let op = parse_source(&ctx, &source, &ParseOptions::default())
            .map_err(|d| format!("chunk {i}: {}", d.message))?;
        strata_ir::verifier::verify(&ctx, &op)
            .map_err(|d| format!("chunk {i}: {}", d[0].message))?;
        for (body, id) in walk_all_iter(&op.body, op.op, WalkOrder::PreOrder) {
            let name = body.op(id).name;
            let text = ctx.op_name_str(name);
            let dialect = text.split('.').next().unwrap_or("");
            if dialect == "std" {
                return Err(format!("chunk {i}: '{text}' was not upgraded"));
            }
            if ctx.op_info(name).is_none() && ctx.is_dialect_registered(dialect) {
                return Err(format!(
                    "chunk {i}: '{text}' is not registered, but its dialect is"
                ));
            }
        }
    }
    Ok(())
}

/// Checks one seed example file.
fn check(tools: &Tools, path: &Path, text: &str, mode: Mode) -> Result<(), Failed> {
    let printed = match mode {
        Mode::Legacy => {
            let mut args = vec!["--legacy-std", "--upgrade-legacy-std"];
            args.extend_from_slice(COMMON_FLAGS);
            let upgraded = tools.strata(&args, text)?;
            // The upgraded text parses, verifies and prints again.
            let printed = tools.strata(COMMON_FLAGS, &upgraded)?;
            check_registered(&upgraded)?;
            if let Some(mlir_opt) = &tools.mlir_opt {
                let mut args = COMMON_FLAGS.to_vec();
                args.push("--verify-each");
                let expected = run(mlir_opt, &args, &tools.root, &upgraded, tools.timeout)
                    .map_err(|e| {
                        format!("{}: mlir-opt rejects the upgrade: {e}", path.display())
                    })?;
                compare(path, &expected, &printed)?;
            }
            printed
        }
        Mode::Modern => {
            let printed = tools.strata(COMMON_FLAGS, text)?;
            check_registered(&printed)?;
            if let Some(mlir_opt) = &tools.mlir_opt {
                let expected = run(mlir_opt, COMMON_FLAGS, &tools.root, text, tools.timeout)
                    .map_err(|e| format!("{}: mlir-opt rejects it: {e}", path.display()))?;
                compare(path, &expected, &printed)?;
            }
            printed
        }
    };
    if printed.trim().is_empty() {
        return Err(format!("{}: no output", path.display()).into());
    }
    Ok(())
}

/// Fails unless `strata` (strata-opt's output) is `expected` (mlir-opt's).
fn compare(path: &Path, expected: &str, strata: &str) -> Result<(), String> {
    if expected == strata {
        Ok(())
    } else {
        Err(format!(
            "{}: strata-opt and mlir-opt print differently: {}",
            path.display(),
            short_diff(expected.as_bytes(), strata.as_bytes())
        ))
    }
}

/// The marker and the check itself work on known input.
fn self_checks() -> Result<(), Failed> {
    assert_eq!(
        mode_of("// x\n// SEED-EXAMPLES: legacy\n"),
        Some(Ok(Mode::Legacy))
    );
    assert_eq!(mode_of("// SEED-EXAMPLES: modern"), Some(Ok(Mode::Modern)));
    assert!(mode_of("// SEED-EXAMPLES: other").is_some_and(|m| m.is_err()));
    assert_eq!(mode_of("// no marker"), None);
    // An op of a registered dialect that Strata does not define is caught, one of an
    // unknown dialect is not; a leftover `std` op is.
    let bad = "func.func @f() {\n  \"arith.nonsense\"() : () -> ()\n  return\n}\n";
    assert!(check_registered(bad).is_err());
    let foreign = "func.func @f() {\n  \"tf.Print\"() : () -> ()\n  return\n}\n";
    assert!(check_registered(foreign).is_ok());
    let std = "\"std.return\"() : () -> ()\n";
    assert!(check_registered(std).is_err());
    Ok(())
}

fn main() {
    let args = Arguments::from_args();
    let mut trials = vec![Trial::test("self-check", self_checks)];
    let mlir_opt = mlir_opt_path();
    let mlir_opt = if differential_skipped() {
        println!("SKIPPED: mlir-opt comparisons disabled by STRATA_SKIP_DIFFERENTIAL");
        None
    } else if !mlir_opt.is_file() {
        println!(
            "SKIPPED: mlir-opt not installed ({}); only Strata's checks run",
            mlir_opt.display()
        );
        None
    } else {
        Some(mlir_opt)
    };
    let tools = Tools {
        strata_opt: PathBuf::from(env!("CARGO_BIN_EXE_strata-opt")),
        mlir_opt,
        root: workspace_root(),
        timeout: differential_timeout(),
    };
    let mut found = 0;
    for (path, text) in corpus() {
        let Some(mode) = mode_of(&text) else {
            continue;
        };
        found += 1;
        let shown = path.display().to_string();
        let name = match shown.rfind("/tests/") {
            Some(at) => shown[at + 1..].to_string(),
            None => shown,
        };
        let tools = tools.clone();
        trials.push(Trial::test(name, move || {
            let mode = mode.map_err(|e| format!("{}: {e}", path.display()))?;
            check(&tools, &path, &text, mode)
        }));
    }
    trials.push(Trial::test("seed example files exist", move || {
        if found >= 5 {
            Ok(())
        } else {
            Err(format!("only {found} files are marked {MARKER}").into())
        }
    }));
    libtest_mimic::run(&args, trials).exit();
}
