//! Helpers shared by the corpus-driven integration tests: finding and reading the `.mlir`
//! files under `tests/`, running work on a thread with a stack as large as strata-opt's,
//! and running and comparing the tools in the differential tests.

#![allow(dead_code)]

pub mod batch_runs;
pub mod random_programs;
pub mod runner;

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Every `tests/**/*.mlir` file with its text, sorted by path.
pub fn corpus() -> Vec<(PathBuf, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests");
    let mut files = Vec::new();
    let mut stack = vec![root];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "mlir")
                && let Ok(text) = std::fs::read_to_string(&p)
            {
                files.push((p, text));
            }
        }
    }
    files.sort();
    files
}

/// Runs `f` on a thread with a 256 MiB stack (deeply nested input recurses in the parser
/// and printer, as in strata-opt), passing its panics on.
pub fn with_big_stack<T: Send>(f: impl FnOnce() -> T + Send) -> T {
    std::thread::scope(|s| {
        match std::thread::Builder::new()
            .stack_size(256 << 20)
            .spawn_scoped(s, f)
            .map(|h| h.join())
        {
            Ok(Ok(v)) => v,
            Ok(Err(e)) => std::panic::resume_unwind(e),
            Err(e) => panic!("cannot spawn: {e}"),
        }
    })
}

/// Returns `<workspace>` (two levels above this crate's manifest directory).
pub fn workspace_root() -> PathBuf {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest
        .parent()
        .and_then(Path::parent)
        .map(Path::to_path_buf)
        .unwrap_or_else(|| manifest.to_path_buf())
}

/// Lists every `*.mlir` file under `dir` (iteratively, sorted), skipping `Inputs` folders.
pub fn mlir_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                if path.file_name().is_some_and(|n| n != "Inputs") {
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

/// Where the upstream tool lives when `MLIR_OPT` is not set.
pub const DEFAULT_MLIR_OPT: &str = "/usr/lib/llvm-22/bin/mlir-opt";

/// Marker of test files that document upstream bugs (not comparable with `mlir-opt`).
pub const UPSTREAM_BUG_MARKER: &str = "UPSTREAM-BUG";

/// Lines of context [`short_diff`] shows before the first difference.
const CONTEXT_BEFORE: usize = 2;
/// Lines [`short_diff`] shows from each side from the first difference on.
const SHOWN_AFTER: usize = 4;

/// The path of `mlir-opt`: `MLIR_OPT`, or [`DEFAULT_MLIR_OPT`].
pub fn mlir_opt_path() -> PathBuf {
    PathBuf::from(std::env::var("MLIR_OPT").unwrap_or_else(|_| DEFAULT_MLIR_OPT.to_string()))
}

/// Whether `STRATA_SKIP_DIFFERENTIAL` asks to skip the differential tests.
pub fn differential_skipped() -> bool {
    std::env::var("STRATA_SKIP_DIFFERENTIAL").is_ok_and(|v| !v.is_empty() && v != "0")
}

/// The per-run timeout: `STRATA_DIFFERENTIAL_TIMEOUT` seconds, 120 by default.
pub fn differential_timeout() -> Duration {
    Duration::from_secs(
        std::env::var("STRATA_DIFFERENTIAL_TIMEOUT")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(120),
    )
}

/// What one process run produced.
pub struct RunResult {
    /// Whether the process exited with status 0.
    pub success: bool,
    /// Everything written to standard output.
    pub stdout: Vec<u8>,
    /// Everything written to standard error.
    pub stderr: Vec<u8>,
}

/// Runs `program args...` in `cwd` with `input` on standard input (none when `None`),
/// killing it after `timeout`.
pub fn run_tool(
    program: &Path,
    args: &[&str],
    cwd: &Path,
    input: Option<&str>,
    timeout: Duration,
) -> Result<RunResult, String> {
    let stdin = if input.is_some() {
        Stdio::piped()
    } else {
        Stdio::null()
    };
    let mut child = Command::new(program)
        .args(args)
        .current_dir(cwd)
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", program.display()))?;
    let writer = match input {
        Some(input) => {
            let mut in_pipe = child.stdin.take().ok_or("no stdin pipe")?;
            let input = input.to_string();
            Some(std::thread::spawn(move || {
                let _ = in_pipe.write_all(input.as_bytes());
            }))
        }
        None => None,
    };
    let out_pipe = child.stdout.take().ok_or("no stdout pipe")?;
    let err_pipe = child.stderr.take().ok_or("no stderr pipe")?;
    let out_reader = std::thread::spawn(move || read_all(out_pipe));
    let err_reader = std::thread::spawn(move || read_all(err_pipe));
    let start = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if start.elapsed() > timeout => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!(
                    "{} timed out after {}s",
                    program.display(),
                    timeout.as_secs()
                ));
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(2)),
            Err(e) => return Err(format!("waiting for {}: {e}", program.display())),
        }
    };
    if let Some(writer) = writer {
        let _ = writer.join();
    }
    let stdout = out_reader.join().unwrap_or_default();
    let stderr = err_reader.join().unwrap_or_default();
    Ok(RunResult {
        success: status.success(),
        stdout,
        stderr,
    })
}

/// Everything `pipe` yields until it closes (what was read before an error).
fn read_all(mut pipe: impl Read) -> Vec<u8> {
    let mut buf = Vec::new();
    let _ = pipe.read_to_end(&mut buf);
    buf
}

/// The first few lines of `bytes`, for messages.
pub fn head(bytes: &[u8], lines: usize) -> String {
    String::from_utf8_lossy(bytes)
        .lines()
        .take(lines)
        .collect::<Vec<_>>()
        .join("\n")
}

/// Describes where `expected` (mlir-opt) and `actual` (strata-opt) first differ. Lines
/// are shown quoted with their line terminator, so whitespace differences are visible.
pub fn short_diff(expected: &[u8], actual: &[u8]) -> String {
    let exp = String::from_utf8_lossy(expected);
    let act = String::from_utf8_lossy(actual);
    let e: Vec<&str> = exp.split_inclusive('\n').collect();
    let a: Vec<&str> = act.split_inclusive('\n').collect();
    let first = e
        .iter()
        .zip(a.iter())
        .position(|(x, y)| x != y)
        .unwrap_or(e.len().min(a.len()));
    let mut out = format!(
        "first difference at output line {} (mlir-opt: {} lines, strata-opt: {} lines)\n",
        first + 1,
        e.len(),
        a.len()
    );
    for line in &e[first.saturating_sub(CONTEXT_BEFORE)..first] {
        out.push_str(&format!("   {line:?}\n"));
    }
    for line in e.iter().skip(first).take(SHOWN_AFTER) {
        out.push_str(&format!(" - {line:?}\n"));
    }
    for line in a.iter().skip(first).take(SHOWN_AFTER) {
        out.push_str(&format!(" + {line:?}\n"));
    }
    out
}

/// A small deterministic PRNG (xorshift64*), so mutation tests' failures reproduce.
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    /// One of `items` (which must not be empty).
    pub fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}
