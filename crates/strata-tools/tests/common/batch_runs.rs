//! Running a tool on many inputs at once: inputs joined with `// -----` under
//! `--split-input-file` and a unique `--output-split-marker`, outputs split back into one
//! outcome per input (bisecting when a crash or timeout makes that impossible), and a small
//! ordered thread pool. Shared by the differential tests.

use super::{head, run_tool, short_diff};
use std::path::Path;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

/// The input split marker, as `--split-input-file` recognizes it (anywhere in a line).
pub const SPLIT_MARKER: &str = "// -----";

/// The output split marker; no printed IR contains it.
pub const OUTPUT_MARKER: &str = "// ===== strata differential chunk end =====";

/// What one tool printed for one input of a batch.
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome {
    /// Whether the input was processed successfully.
    pub success: bool,
    /// Its printed output (empty on failure).
    pub stdout: Vec<u8>,
}

/// Splits a batch output into per-input segments at [`OUTPUT_MARKER`] lines.
pub fn split_segments(stdout: &[u8]) -> Vec<Vec<u8>> {
    let marker = format!("{OUTPUT_MARKER}\n");
    let mut segments = vec![Vec::new()];
    for line in stdout.split_inclusive(|b| *b == b'\n') {
        if line == marker.as_bytes() {
            segments.push(Vec::new());
        } else if let Some(last) = segments.last_mut() {
            last.extend_from_slice(line);
        }
    }
    segments
}

/// The input given to a tool for a batch of texts.
pub fn batch_input(texts: &[&str]) -> String {
    texts.join(SPLIT_MARKER)
}

/// The full argument list of one batch run: `base`, `extra`, `--split-input-file` and the
/// output marker flag.
pub fn batch_args<'a>(base: &[&'a str], extra: &[&'a str], output_marker: &'a str) -> Vec<&'a str> {
    let mut args: Vec<&str> = base.to_vec();
    args.extend_from_slice(extra);
    args.push("--split-input-file");
    args.push(output_marker);
    args
}

/// Runs `tool` with `base` and `extra` flags on `texts` in one batch, bisecting when the
/// output cannot be attributed to the inputs; returns one outcome per input.
pub fn run_batch(
    tool: &Path,
    base: &[&str],
    extra: &[&str],
    root: &Path,
    texts: &[&str],
    timeout: Duration,
) -> Vec<Outcome> {
    if texts.is_empty() {
        return Vec::new();
    }
    let marker_flag = format!("--output-split-marker={OUTPUT_MARKER}");
    let args = batch_args(base, extra, &marker_flag);
    let failed = || Outcome {
        success: false,
        stdout: Vec::new(),
    };
    let result = match run_tool(tool, &args, root, Some(&batch_input(texts)), timeout) {
        Ok(r) => r,
        Err(_) if texts.len() == 1 => return vec![failed()],
        // A hang: find it input by input rather than by halves (each half would time out).
        Err(_) => {
            return texts
                .iter()
                .flat_map(|t| run_batch(tool, base, extra, root, &[*t], timeout))
                .collect();
        }
    };
    let segments = split_segments(&result.stdout);
    if segments.len() == texts.len() {
        let any_failed = segments.iter().any(Vec::is_empty);
        if any_failed != result.success {
            return segments
                .into_iter()
                .map(|s| Outcome {
                    success: !s.is_empty(),
                    stdout: s,
                })
                .collect();
        }
    }
    if texts.len() == 1 {
        return vec![Outcome {
            success: result.success,
            stdout: if result.success {
                result.stdout
            } else {
                Vec::new()
            },
        }];
    }
    let (a, b) = texts.split_at(texts.len() / 2);
    let mut out = run_batch(tool, base, extra, root, a, timeout);
    out.extend(run_batch(tool, base, extra, root, b, timeout));
    out
}

/// Runs `f` on every job on `threads` worker threads, returning the results in order.
pub fn parallel_map<T: Sync, R: Send>(
    jobs: &[T],
    threads: usize,
    f: impl Fn(&T) -> R + Sync,
) -> Vec<R> {
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<R>>> = Mutex::new((0..jobs.len()).map(|_| None).collect());
    std::thread::scope(|s| {
        for _ in 0..threads.max(1) {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    let Some(job) = jobs.get(i) else { break };
                    let r = f(job);
                    if let Ok(mut guard) = results.lock() {
                        guard[i] = Some(r);
                    }
                }
            });
        }
    });
    results
        .into_inner()
        .unwrap_or_default()
        .into_iter()
        .flatten()
        .collect()
}

/// The worker thread count: `STRATA_DIFFERENTIAL_JOBS`, 2 by default.
pub fn differential_jobs() -> usize {
    std::env::var("STRATA_DIFFERENTIAL_JOBS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2)
}

/// Compares the outcomes of one input in both tools; `None` when they agree.
pub fn compare_outcomes(expected: &Outcome, actual: &Outcome) -> Option<String> {
    let word = |ok: bool| if ok { "succeeded" } else { "failed" };
    if expected.success != actual.success {
        let mut d = format!(
            "exit status differs: mlir-opt {}, strata-opt {}\n",
            word(expected.success),
            word(actual.success)
        );
        if actual.success {
            d.push_str(&format!(
                "strata-opt printed:\n{}\n",
                head(&actual.stdout, 6)
            ));
        }
        return Some(d);
    }
    (expected.stdout != actual.stdout).then(|| short_diff(&expected.stdout, &actual.stdout))
}
