//! Lit-style test runner: every `*.mlir` file under `<workspace>/tests` with `RUN:` lines is one test.
//!
//! For each file, its `RUN:` lines (with `\` continuations) are substituted (`%s` the
//! file, `%S`/`%p` its directory, `%t` a per-test temporary path, `%T` the per-test
//! temporary directory, `%%` a percent sign) and run one after another with
//! `bash -o pipefail -c`, in the per-test temporary directory, with a `PATH` whose
//! first entry provides `strata-opt`, `strata-run`, `strata-translate`, `FileCheck` (our
//! `strata-filecheck`), `not` and
//! `count`. The test passes when every line exits with status 0. `XFAIL: *` inverts
//! that. Files without `RUN:` lines are not tests; directories named `Inputs` are
//! skipped (lit's convention for auxiliary files).
//!
//! Run one test with `cargo test -p strata-tools --test lit -- <path filter>`.
//! Environment variables: `STRATA_LIT_TIMEOUT` sets the per-RUN-line timeout in seconds
//! (default 300); `STRATA_LIT_OPT` / `STRATA_LIT_FILECHECK` replace the programs run as
//! `strata-opt` / `FileCheck` (e.g. upstream `mlir-opt` and `FileCheck`, to check that a
//! test's expectations hold for MLIR 22 itself).

use std::ffi::OsString;
use std::io::Read;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use libtest_mimic::{Arguments, Failed, Trial};

/// `not [--crash] CMD...`: succeeds iff CMD fails without crashing.
const NOT_SCRIPT: &str = r#"#!/usr/bin/env bash
# not [--crash] COMMAND [ARGS...]
# Succeeds iff COMMAND exits with a non-zero status and did not crash. A crash (death
# by a signal, or exit status 101, which is how a Rust panic ends) is a failure; with
# --crash, only a crash succeeds.
crash=0
if [ "$1" = "--crash" ]; then crash=1; shift; fi
if [ $# -eq 0 ]; then echo "not: missing command" >&2; exit 2; fi
"$@"
status=$?
if [ $status -eq 126 ] || [ $status -eq 127 ]; then
  echo "not: could not run '$1' (exit status $status)" >&2; exit 1
fi
crashed=0
if [ $status -ge 128 ] || [ $status -eq 101 ]; then crashed=1; fi
if [ $crash -eq 1 ]; then
  if [ $crashed -eq 1 ]; then exit 0; fi
  echo "not --crash: '$1' did not crash (exit status $status)" >&2; exit 1
fi
if [ $crashed -eq 1 ]; then
  echo "not: '$1' crashed (exit status $status)" >&2; exit 1
fi
if [ $status -ne 0 ]; then exit 0; fi
exit 1
"#;

/// `count N`: succeeds iff standard input has exactly N lines.
const COUNT_SCRIPT: &str = r#"#!/usr/bin/env bash
# count N: succeeds iff standard input has exactly N lines.
if [ $# -ne 1 ]; then echo "usage: count N" >&2; exit 2; fi
n=$(awk 'END { print NR }')
if [ "$n" -ne "$1" ]; then echo "Expected $1 lines, got $n." >&2; exit 1; fi
"#;

/// Bytes of each output stream shown for a failing RUN line (head and tail).
const SHOW_HEAD: usize = 6000;
const SHOW_TAIL: usize = 2000;

/// Shared configuration for all tests.
struct Env {
    /// `<workspace>/tests`.
    tests_dir: PathBuf,
    /// Root of this run's temporary files.
    tmp_root: PathBuf,
    /// `PATH` with our tool directory first.
    path: OsString,
    /// Per-RUN-line timeout.
    timeout: Duration,
}

/// The parsed lit directives of one test file.
#[derive(Debug, Default, PartialEq)]
struct Script {
    /// (1-based line of the first `RUN:` of the command, command text).
    runs: Vec<(usize, String)>,
    /// `XFAIL: *` was given.
    xfail: bool,
}

/// Finds `keyword` (e.g. `RUN:`) in `line`, not preceded by a word character, and
/// returns the text after it.
fn after_keyword<'a>(line: &'a str, keyword: &str) -> Option<&'a str> {
    let mut from = 0;
    while let Some(i) = line[from..].find(keyword) {
        let at = from + i;
        let prev = line[..at].chars().next_back();
        if prev.is_none_or(|c| !(c.is_ascii_alphanumeric() || c == '_' || c == '-')) {
            return Some(&line[at + keyword.len()..]);
        }
        from = at + keyword.len();
    }
    None
}

/// Extracts RUN and XFAIL directives from a test file.
fn parse_script(text: &str) -> Result<Script, String> {
    let mut script = Script::default();
    let mut pending: Option<(usize, String)> = None;
    for (idx, line) in text.lines().enumerate() {
        let lineno = idx + 1;
        if let Some(rest) = after_keyword(line, "XFAIL:") {
            script.xfail |= rest.split(',').any(|item| item.trim() == "*");
        }
        let Some(rest) = after_keyword(line, "RUN:") else {
            if let Some((start, _)) = pending {
                return Err(format!(
                    "RUN line {start} ends with '\\' but line {lineno} is not a RUN line"
                ));
            }
            continue;
        };
        let rest = rest.trim();
        let (part, continues) = match rest.strip_suffix('\\') {
            Some(p) => (p.trim_end(), true),
            None => (rest, false),
        };
        let (start, mut cmd) = pending.take().unwrap_or((lineno, String::new()));
        if !cmd.is_empty() && !part.is_empty() {
            cmd.push(' ');
        }
        cmd.push_str(part);
        if continues {
            pending = Some((start, cmd));
        } else if !cmd.is_empty() {
            script.runs.push((start, cmd));
        }
    }
    if let Some((start, _)) = pending {
        return Err(format!(
            "RUN line {start} ends with '\\' at the end of the file"
        ));
    }
    Ok(script)
}

/// Applies lit's substitutions to a RUN command.
fn substitute(cmd: &str, file: &Path, tmp_dir: &Path) -> String {
    let dir = file.parent().unwrap_or(Path::new("."));
    let name = file
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut out = String::with_capacity(cmd.len());
    let mut chars = cmd.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        match chars.peek() {
            Some('%') => out.push('%'),
            Some('s') => out.push_str(&file.to_string_lossy()),
            Some('S' | 'p') => out.push_str(&dir.to_string_lossy()),
            Some('t') => out.push_str(&tmp_dir.join(format!("{name}.tmp")).to_string_lossy()),
            Some('T') => out.push_str(&tmp_dir.to_string_lossy()),
            _ => {
                out.push('%');
                continue;
            }
        }
        chars.next();
    }
    out
}

/// Shortens a captured stream for display, keeping its head and tail.
fn show(bytes: &[u8]) -> String {
    if bytes.len() <= SHOW_HEAD + SHOW_TAIL {
        return String::from_utf8_lossy(bytes).into_owned();
    }
    format!(
        "{}\n... [{} bytes omitted] ...\n{}",
        String::from_utf8_lossy(&bytes[..SHOW_HEAD]),
        bytes.len() - SHOW_HEAD - SHOW_TAIL,
        String::from_utf8_lossy(&bytes[bytes.len() - SHOW_TAIL..])
    )
}

/// Result of running one shell command.
struct Outcome {
    /// Exit status, or None if killed by a signal / timed out.
    code: Option<i32>,
    /// The signal that ended the command, if any.
    signal: Option<i32>,
    timed_out: bool,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
}

/// Runs `cmd` with bash in `cwd`, killing its whole process group after `timeout`.
fn run_shell(env: &Env, cmd: &str, cwd: &Path) -> Result<Outcome, String> {
    let mut child = Command::new("bash")
        .args(["-o", "pipefail", "-c", cmd])
        .current_dir(cwd)
        .env("PATH", &env.path)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0)
        .spawn()
        .map_err(|e| format!("could not start bash: {e}"))?;
    let drain = |r: Option<Box<dyn Read + Send>>| {
        std::thread::spawn(move || {
            let mut buf = Vec::new();
            if let Some(mut r) = r {
                let _ = r.read_to_end(&mut buf);
            }
            buf
        })
    };
    let out = drain(
        child
            .stdout
            .take()
            .map(|s| Box::new(s) as Box<dyn Read + Send>),
    );
    let err = drain(
        child
            .stderr
            .take()
            .map(|s| Box::new(s) as Box<dyn Read + Send>),
    );
    let start = Instant::now();
    let mut sleep = Duration::from_millis(1);
    let mut timed_out = false;
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break Some(status),
            Ok(None) => {}
            Err(e) => return Err(format!("waiting for bash failed: {e}")),
        }
        if start.elapsed() > env.timeout {
            timed_out = true;
            // Kill the command's process group (bash and everything it started).
            let _ = Command::new("kill")
                .args(["-KILL", "--", &format!("-{}", child.id())])
                .status();
            let _ = child.kill();
            break child.wait().ok();
        }
        std::thread::sleep(sleep);
        sleep = (sleep * 2).min(Duration::from_millis(50));
    };
    Ok(Outcome {
        code: status.and_then(|s| s.code()),
        signal: status.and_then(|s| s.signal()),
        timed_out,
        stdout: out.join().unwrap_or_default(),
        stderr: err.join().unwrap_or_default(),
    })
}

/// Runs one test file; returns Err with a report on failure.
fn run_test(env: &Env, rel: &str, file: &Path, script: &Script) -> Result<(), Failed> {
    let tmp_dir = env.tmp_root.join(rel.replace('/', "__"));
    let _ = std::fs::remove_dir_all(&tmp_dir);
    std::fs::create_dir_all(&tmp_dir)
        .map_err(|e| format!("cannot create {}: {e}", tmp_dir.display()))?;
    let mut failure = None;
    for (line, cmd) in &script.runs {
        let cmd = substitute(cmd, file, &tmp_dir);
        let outcome = run_shell(env, &cmd, &tmp_dir)?;
        if outcome.code == Some(0) {
            continue;
        }
        let status = if outcome.timed_out {
            format!("timed out after {} s", env.timeout.as_secs())
        } else {
            match outcome.code {
                Some(c) => format!("exit code {c}"),
                None => match outcome.signal {
                    Some(sig) => format!("killed by signal {sig}"),
                    None => "killed by a signal".to_string(),
                },
            }
        };
        failure = Some(format!(
            "RUN at {rel}:{line} failed ({status}):\n  $ {cmd}\n\
             --- stdout ---\n{}\n--- stderr ---\n{}\n(temporary directory: {})",
            show(&outcome.stdout).trim_end(),
            show(&outcome.stderr).trim_end(),
            tmp_dir.display()
        ));
        break;
    }
    match (failure, script.xfail) {
        (None, false) => {
            let _ = std::fs::remove_dir_all(&tmp_dir);
            Ok(())
        }
        (Some(report), false) => Err(report.into()),
        (Some(_), true) => {
            let _ = std::fs::remove_dir_all(&tmp_dir);
            Ok(())
        }
        (None, true) => Err(format!(
            "XPASS: {rel} is marked 'XFAIL: *' but all its RUN lines passed; remove the XFAIL"
        )
        .into()),
    }
}

/// Lists `*.mlir` files under `root` (sorted, iteratively), skipping `Inputs`
/// directories and hidden entries.
fn discover(root: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name();
            let name = name.to_string_lossy();
            if name.starts_with('.') {
                continue;
            }
            let Ok(ty) = entry.file_type() else { continue };
            if ty.is_dir() {
                if name != "Inputs" {
                    stack.push(path);
                }
            } else if path.extension().is_some_and(|e| e == "mlir") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// Checks the harness's own parsing (a `harness = false` target runs no `#[test]`s, so
/// these run as ordinary trials named `harness::...`).
fn self_tests() -> Vec<Trial> {
    fn check<T: PartialEq + std::fmt::Debug>(got: T, want: T) -> Result<(), Failed> {
        if got == want {
            Ok(())
        } else {
            Err(format!("got {got:?}, want {want:?}").into())
        }
    }
    vec![
        Trial::test("harness::parse_script", || {
            let text = "// RUN: a %s | \\\n// RUN:   b\n// CHECK: x\n  # RUN: c\n// XRUN: no\n";
            check(
                parse_script(text)?,
                Script {
                    runs: vec![(1, "a %s | b".into()), (4, "c".into())],
                    xfail: false,
                },
            )?;
            check(parse_script("// XFAIL: *\n// RUN: false\n")?.xfail, true)?;
            check(parse_script("// XFAIL: foo\n// RUN: false\n")?.xfail, false)?;
            check(parse_script("// CHECK: x\n")?.runs.len(), 0)?;
            check(parse_script("// RUN: a \\\n// CHECK: b\n").is_err(), true)?;
            check(parse_script("// RUN: a \\\n").is_err(), true)
        }),
        Trial::test("harness::substitute", || {
            let got = substitute(
                "x %s %S %p %t %T %% %{a} %z",
                Path::new("/w/tests/d/f.mlir"),
                Path::new("/tmp/q"),
            );
            check(
                got.as_str(),
                "x /w/tests/d/f.mlir /w/tests/d /w/tests/d /tmp/q/f.mlir.tmp /tmp/q % %{a} %z",
            )
        }),
    ]
}

/// Removes temporary trees of earlier runs (kept because they failed) once their
/// process has ended and they are more than an hour old.
fn remove_stale_runs(lit_dir: &Path) {
    let Ok(entries) = std::fs::read_dir(lit_dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(pid) = name.to_str().and_then(|s| s.parse::<u32>().ok()) else {
            continue;
        };
        let alive = Path::new("/proc").join(pid.to_string()).exists();
        let old = entry
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.elapsed().ok())
            .is_some_and(|age| age > Duration::from_secs(3600));
        if pid != std::process::id() && !alive && old {
            let _ = std::fs::remove_dir_all(entry.path());
        }
    }
}

/// Creates the tool directory that is put first on `PATH`.
fn make_bin_dir(bin: &Path) -> std::io::Result<()> {
    use std::os::unix::fs::{PermissionsExt, symlink};
    std::fs::create_dir_all(bin)?;
    let pick = |var: &str, default: &str| {
        std::env::var_os(var).map_or_else(|| PathBuf::from(default), PathBuf::from)
    };
    let links = [
        (
            "strata-opt",
            pick("STRATA_LIT_OPT", env!("CARGO_BIN_EXE_strata-opt")),
        ),
        (
            "FileCheck",
            pick(
                "STRATA_LIT_FILECHECK",
                env!("CARGO_BIN_EXE_strata-filecheck"),
            ),
        ),
        (
            "strata-filecheck",
            PathBuf::from(env!("CARGO_BIN_EXE_strata-filecheck")),
        ),
        (
            "strata-run",
            PathBuf::from(env!("CARGO_BIN_EXE_strata-run")),
        ),
        (
            "strata-translate",
            PathBuf::from(env!("CARGO_BIN_EXE_strata-translate")),
        ),
    ];
    for (name, target) in links {
        symlink(target, bin.join(name))?;
    }
    for (name, text) in [("not", NOT_SCRIPT), ("count", COUNT_SCRIPT)] {
        let path = bin.join(name);
        std::fs::write(&path, text)?;
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755))?;
    }
    Ok(())
}

fn main() {
    let args = Arguments::from_args();
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let workspace = manifest.join("../..");
    let workspace = workspace.canonicalize().unwrap_or(workspace);
    let lit_dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("lit");
    remove_stale_runs(&lit_dir);
    let tmp_root = lit_dir.join(std::process::id().to_string());
    let bin = tmp_root.join("bin");
    let _ = std::fs::remove_dir_all(&tmp_root);
    if let Err(e) = make_bin_dir(&bin) {
        eprintln!("lit: cannot set up {}: {e}", bin.display());
        std::process::exit(101);
    }
    let mut path = OsString::from(&bin);
    if let Some(old) = std::env::var_os("PATH") {
        path.push(":");
        path.push(old);
    }
    let timeout = std::env::var("STRATA_LIT_TIMEOUT")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(300);
    let env = Arc::new(Env {
        tests_dir: workspace.join("tests"),
        tmp_root: tmp_root.clone(),
        path,
        timeout: Duration::from_secs(timeout),
    });

    let mut trials = self_tests();
    for file in discover(&env.tests_dir) {
        let rel = file
            .strip_prefix(&env.tests_dir)
            .unwrap_or(&file)
            .to_string_lossy()
            .replace('\\', "/");
        let script = match std::fs::read(&file) {
            Ok(bytes) => parse_script(&String::from_utf8_lossy(&bytes)),
            Err(e) => Err(format!("cannot read {}: {e}", file.display())),
        };
        match script {
            Ok(s) if s.runs.is_empty() => {}
            Ok(s) => {
                let env = Arc::clone(&env);
                trials.push(Trial::test(rel.clone(), move || {
                    run_test(&env, &rel, &file, &s)
                }));
            }
            Err(e) => trials.push(Trial::test(rel, move || Err(e.into()))),
        }
    }

    let conclusion = libtest_mimic::run(&args, trials);
    if conclusion.has_failed() {
        eprintln!(
            "lit: temporary files of failed tests are kept under {}",
            tmp_root.display()
        );
        let _ = std::fs::remove_dir_all(&bin);
    } else {
        let _ = std::fs::remove_dir_all(&tmp_root);
    }
    conclusion.exit();
}
