//! Differential sweep: for every corpus chunk mlir-opt 22 accepts, strata-opt must print what mlir-opt prints after each pass pipeline Strata implements.
//!
//! Inputs are the chunks of every `tests/**/*.mlir` file (split at `// -----` when the file
//! uses `--split-input-file`, else the whole file is one chunk), except files marked
//! `UPSTREAM-BUG`, chunks using the upstream `test.` dialect, empty chunks and chunks over
//! [`MAX_CHUNK_BYTES`]. A chunk takes part when `mlir-opt --allow-unregistered-dialect`
//! accepts it. Each taking part chunk is then run through both tools with
//! `--allow-unregistered-dialect` and each of [`PIPELINES`]; the exit status and (when both
//! succeed) the standard output must be identical.
//!
//! Every difference is one `(file, chunk, pipeline)` triple. Differences listed in
//! `differential_known.txt` (next to this file) are tolerated; the test fails only on new
//! ones, printing a line ready to paste into that list plus the first differing lines.
//! Entries that no longer differ are reported as stale, without failing.
//!
//! To stay fast, mlir-opt (slow to start) runs once per pipeline on all chunks joined with
//! `// -----` under `--split-input-file`, with a unique `--output-split-marker`; a failed
//! chunk leaves an empty output segment (each chunk gets a fresh context). strata-opt runs
//! once per chunk, with `--split-input-file` too so that outputs have the same shape. When a batch's output cannot be split back into one segment per
//! chunk (a crash, a timeout), the batch is bisected down to single chunks. Batches run on
//! `STRATA_DIFFERENTIAL_JOBS` threads (default 2). The batching helpers live in
//! `common::batch_runs`, shared with `differential_random.rs`.
//!
//! When `mlir-opt` is not installed the sweep prints `SKIPPED: mlir-opt not installed` and
//! passes. Environment: `MLIR_OPT` replaces the path of `mlir-opt` (default
//! `/usr/lib/llvm-22/bin/mlir-opt`); `STRATA_SKIP_DIFFERENTIAL=1` skips the sweep;
//! `STRATA_DIFFERENTIAL_TIMEOUT` is the per-run timeout in seconds (default 120);
//! `STRATA_DIFFERENTIAL_PIPELINES=<name>,<name>` runs only the named pipelines;
//! `STRATA_DIFFERENTIAL_DUMP=<dir>` writes the input, both outputs and both error streams of
//! every difference (known or new) into `<dir>`, for triage.

mod common;

use common::batch_runs::{
    OUTPUT_MARKER, Outcome, SPLIT_MARKER, batch_input, compare_outcomes as compare,
    differential_jobs, parallel_map, run_batch, split_segments,
};
use common::{
    UPSTREAM_BUG_MARKER, differential_skipped, differential_timeout, mlir_files, mlir_opt_path,
    run_tool, workspace_root,
};
use std::collections::HashSet;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Flags given to both tools in every run.
const BASE_FLAGS: &[&str] = &["--allow-unregistered-dialect"];

/// The pipelines every chunk is run through: a display name and the extra flags.
const PIPELINES: &[(&str, &[&str])] = &[
    ("(none)", &[]),
    ("--mlir-print-op-generic", &["--mlir-print-op-generic"]),
    ("--canonicalize", &["--canonicalize"]),
    ("--cse", &["--cse"]),
    ("--canonicalize --cse", &["--canonicalize", "--cse"]),
    ("--sccp", &["--sccp"]),
    (
        "--loop-invariant-code-motion",
        &["--loop-invariant-code-motion"],
    ),
    ("--control-flow-sink", &["--control-flow-sink"]),
    ("--remove-dead-values", &["--remove-dead-values"]),
    ("--inline", &["--inline"]),
    ("--symbol-dce", &["--symbol-dce"]),
    ("--symbol-privatize", &["--symbol-privatize"]),
    ("--topological-sort", &["--topological-sort"]),
    ("--strip-debuginfo", &["--strip-debuginfo"]),
    (
        "--duplicate-function-elimination",
        &["--duplicate-function-elimination"],
    ),
    (
        "--canonicalize=region-simplify=aggressive",
        &["--canonicalize=region-simplify=aggressive"],
    ),
    (
        "--canonicalize=top-down=false",
        &["--canonicalize=top-down=false"],
    ),
    ("--lower-affine", &["--lower-affine"]),
    ("--convert-scf-to-cf", &["--convert-scf-to-cf"]),
    ("--scf-forall-to-for", &["--scf-forall-to-for"]),
    ("--scf-forall-to-parallel", &["--scf-forall-to-parallel"]),
    (
        "--lower-affine --convert-scf-to-cf",
        &["--lower-affine", "--convert-scf-to-cf"],
    ),
    ("--expand-realloc", &["--expand-realloc"]),
    ("--expand-strided-metadata", &["--expand-strided-metadata"]),
    ("--finalize-memref-to-llvm", &["--finalize-memref-to-llvm"]),
    (
        "--expand-strided-metadata --finalize-memref-to-llvm",
        &["--expand-strided-metadata", "--finalize-memref-to-llvm"],
    ),
    ("--convert-arith-to-llvm", &["--convert-arith-to-llvm"]),
    ("--convert-cf-to-llvm", &["--convert-cf-to-llvm"]),
    ("--convert-ub-to-llvm", &["--convert-ub-to-llvm"]),
    ("--convert-func-to-llvm", &["--convert-func-to-llvm"]),
    ("--convert-vector-to-llvm", &["--convert-vector-to-llvm"]),
    ("--convert-vector-to-scf", &["--convert-vector-to-scf"]),
    ("--convert-to-llvm", &["--convert-to-llvm"]),
    (
        "--reconcile-unrealized-casts",
        &["--reconcile-unrealized-casts"],
    ),
    (
        "to-llvm",
        &[
            "--lower-affine",
            "--convert-scf-to-cf",
            "--convert-arith-to-llvm",
            "--convert-cf-to-llvm",
            "--convert-func-to-llvm",
            "--convert-ub-to-llvm",
            "--reconcile-unrealized-casts",
        ],
    ),
];

/// The indices of the pipelines to run: those named (comma-separated) in
/// `STRATA_DIFFERENTIAL_PIPELINES` when set (to triage one pass), else all.
fn selected_pipelines() -> Vec<usize> {
    match std::env::var("STRATA_DIFFERENTIAL_PIPELINES") {
        Ok(v) if !v.is_empty() => {
            let names: Vec<&str> = v.split(',').map(str::trim).collect();
            (0..PIPELINES.len())
                .filter(|&p| names.contains(&PIPELINES[p].0))
                .collect()
        }
        _ => (0..PIPELINES.len()).collect(),
    }
}

/// What single-chunk files get in place of [`SPLIT_MARKER`] (inside CHECK comments), so
/// batching does not split them.
const SPLIT_MARKER_REPLACEMENT: &str = "//-----";

/// Chunks larger than this are left out (they slow the sweep down for little coverage).
const MAX_CHUNK_BYTES: usize = 64 * 1024;

/// Differences shown in detail in a failure message (all are listed).
const DETAILED_DIFFERENCES: usize = 25;

/// One input unit: a chunk of a corpus file.
#[derive(Clone, Debug)]
struct Chunk {
    /// Path relative to the workspace root, with `/` separators.
    file: String,
    /// 1-based position of the chunk in its file.
    index: usize,
    /// The text given to the tools.
    text: String,
}

/// One entry of the known-differences list.
#[derive(Debug)]
struct KnownEntry {
    /// Line number in the list (for messages).
    line: usize,
    /// Corpus file, relative to the workspace root.
    file: String,
    /// Chunk number, or `None` for every chunk (`*`).
    chunk: Option<usize>,
    /// Pipeline name, or `None` for every pipeline (`*`).
    pipeline: Option<String>,
}

impl KnownEntry {
    /// Whether this entry covers `(file, chunk, pipeline)`.
    fn covers(&self, file: &str, chunk: usize, pipeline: &str) -> bool {
        self.file == file
            && self.chunk.is_none_or(|c| c == chunk)
            && self.pipeline.as_deref().is_none_or(|p| p == pipeline)
    }
}

/// One observed difference.
struct Difference {
    /// Index into the chunk list.
    chunk: usize,
    /// Index into [`PIPELINES`].
    pipeline: usize,
    /// What differs (status and/or the first differing lines).
    description: String,
}

/// The texts of `chunks`, for the batch runner.
fn texts<'a>(chunks: &[&'a Chunk]) -> Vec<&'a str> {
    chunks.iter().map(|c| c.text.as_str()).collect()
}

/// Splits a file's text into the chunks its tests see: at every [`SPLIT_MARKER`] (like
/// `--split-input-file`) when the file uses that flag, else one chunk with the marker
/// defused.
fn split_chunks(text: &str) -> Vec<String> {
    if text.contains("--split-input-file") {
        text.split(SPLIT_MARKER).map(str::to_string).collect()
    } else {
        vec![text.replace(SPLIT_MARKER, SPLIT_MARKER_REPLACEMENT)]
    }
}

/// Whether a chunk has anything besides blank lines and `//` comments.
fn has_content(chunk: &str) -> bool {
    chunk.lines().any(|l| {
        let t = l.trim();
        !t.is_empty() && !t.starts_with("//")
    })
}

/// Whether a chunk (outside whole-line comments) names something of the upstream `test`
/// dialect, which mlir-opt registers and Strata does not.
fn uses_test_dialect(chunk: &str) -> bool {
    chunk
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .any(|line| {
            let bytes = line.as_bytes();
            line.match_indices("test.").any(|(pos, _)| {
                let before_ok = pos == 0 || {
                    let b = bytes[pos - 1];
                    !(b.is_ascii_alphanumeric() || matches!(b, b'_' | b'$' | b'.' | b'-' | b'%'))
                };
                let after_ok = bytes
                    .get(pos + "test.".len())
                    .is_some_and(|b| b.is_ascii_alphabetic() || *b == b'_');
                before_ok && after_ok
            })
        })
}

/// Collects the candidate chunks of the corpus under `root/tests`.
fn collect_chunks(root: &Path) -> Vec<Chunk> {
    let mut chunks = Vec::new();
    for path in mlir_files(&root.join("tests")) {
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        if text.contains(UPSTREAM_BUG_MARKER) {
            continue;
        }
        let rel = path
            .strip_prefix(root)
            .unwrap_or(&path)
            .to_string_lossy()
            .replace('\\', "/");
        for (i, chunk) in split_chunks(&text).into_iter().enumerate() {
            if chunk.len() > MAX_CHUNK_BYTES || !has_content(&chunk) || uses_test_dialect(&chunk) {
                continue;
            }
            chunks.push(Chunk {
                file: rel.clone(),
                index: i + 1,
                text: chunk,
            });
        }
    }
    chunks
}

/// Parses the known-differences list: `file:chunk | pipeline | reason` per line (`*` for
/// every chunk or pipeline), `#` comments and blank lines ignored.
fn parse_known(text: &str) -> Result<Vec<KnownEntry>, String> {
    let mut entries = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.splitn(3, '|').map(str::trim).collect();
        let [location, pipeline, reason] = fields[..] else {
            return Err(format!(
                "line {}: expected `file:chunk | pipeline | reason`",
                i + 1
            ));
        };
        if reason.is_empty() {
            return Err(format!("line {}: the reason is missing", i + 1));
        }
        let Some((file, chunk)) = location.rsplit_once(':') else {
            return Err(format!("line {}: expected `file:chunk`", i + 1));
        };
        let chunk = match chunk {
            "*" => None,
            n => Some(
                n.parse::<usize>()
                    .map_err(|_| format!("line {}: bad chunk number `{n}`", i + 1))?,
            ),
        };
        let pipeline = match pipeline {
            "*" => None,
            p if PIPELINES.iter().any(|(name, _)| *name == p) => Some(p.to_string()),
            p => return Err(format!("line {}: unknown pipeline `{p}`", i + 1)),
        };
        entries.push(KnownEntry {
            line: i + 1,
            file: file.to_string(),
            chunk,
            pipeline,
        });
    }
    Ok(entries)
}

/// Writes a string to the real standard error, bypassing the test harness's capture, so
/// that skip notes and the summary are always visible.
fn note(text: &str) {
    let _ = writeln!(std::io::stderr().lock(), "{text}");
}

/// Runs one chunk alone through a tool (for error output in reports and dumps).
fn run_single(
    tool: &Path,
    extra: &[&str],
    root: &Path,
    chunk: &Chunk,
    timeout: Duration,
) -> String {
    let mut args: Vec<&str> = BASE_FLAGS.to_vec();
    args.extend_from_slice(extra);
    match run_tool(tool, &args, root, Some(&chunk.text), timeout) {
        Ok(r) => format!(
            "exit {}\n--- stdout\n{}--- stderr\n{}",
            if r.success { "0" } else { "non-zero" },
            String::from_utf8_lossy(&r.stdout),
            String::from_utf8_lossy(&r.stderr)
        ),
        Err(e) => e,
    }
}

/// Writes the input and both tools' results of every difference into `dir`.
#[allow(clippy::too_many_arguments)]
fn dump_differences(
    dir: &Path,
    root: &Path,
    mlir_opt: &Path,
    strata_opt: &Path,
    chunks: &[&Chunk],
    diffs: &[Difference],
    timeout: Duration,
) {
    let _ = std::fs::create_dir_all(dir);
    for (n, d) in diffs.iter().enumerate() {
        let chunk = chunks[d.chunk];
        let (name, extra) = PIPELINES[d.pipeline];
        let stem = format!(
            "{n:04}-{}-{}-{}",
            chunk.file.replace('/', "_"),
            chunk.index,
            name.trim_start_matches('-')
                .replace(['-', ' ', '=', '(', ')'], "_")
        );
        let header = format!(
            "// {}:{} | {name}\n// RUN: mlir-opt --allow-unregistered-dialect {}\n",
            chunk.file,
            chunk.index,
            extra.join(" ")
        );
        let _ = std::fs::write(
            dir.join(format!("{stem}.in.mlir")),
            format!("{header}{}", chunk.text),
        );
        let _ = std::fs::write(
            dir.join(format!("{stem}.mlir-opt.txt")),
            run_single(mlir_opt, extra, root, chunk, timeout),
        );
        let _ = std::fs::write(
            dir.join(format!("{stem}.strata-opt.txt")),
            run_single(strata_opt, extra, root, chunk, timeout),
        );
        let _ = std::fs::write(dir.join(format!("{stem}.diff.txt")), &d.description);
    }
}

#[test]
fn differential_sweep_over_passes() {
    if differential_skipped() {
        note("SKIPPED: differential pass sweep disabled by STRATA_SKIP_DIFFERENTIAL");
        return;
    }
    let mlir_opt = mlir_opt_path();
    if !mlir_opt.is_file() {
        note(&format!(
            "SKIPPED: mlir-opt not installed ({}); differential pass sweep not run",
            mlir_opt.display()
        ));
        return;
    }
    let strata_opt = PathBuf::from(env!("CARGO_BIN_EXE_strata-opt"));
    let timeout = differential_timeout();
    let threads = differential_jobs();
    let root = workspace_root();
    let known_path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/differential_known.txt");
    let known_text = std::fs::read_to_string(&known_path).unwrap_or_default();
    let known = match parse_known(&known_text) {
        Ok(k) => k,
        Err(e) => panic!("{}: {e}", known_path.display()),
    };
    let started = Instant::now();

    // Which chunks mlir-opt accepts.
    let candidates = collect_chunks(&root);
    let all: Vec<&Chunk> = candidates.iter().collect();
    let halves: Vec<&[&Chunk]> = {
        let (a, b) = all.split_at(all.len() / 2);
        vec![a, b]
    };
    let accepted_flags: Vec<Outcome> = parallel_map(&halves, threads, |part| {
        run_batch(&mlir_opt, BASE_FLAGS, &[], &root, &texts(part), timeout)
    })
    .into_iter()
    .flatten()
    .collect();
    let chunks: Vec<&Chunk> = all
        .iter()
        .zip(&accepted_flags)
        .filter(|(_, o)| o.success)
        .map(|(c, _)| *c)
        .collect();
    assert!(
        !chunks.is_empty(),
        "mlir-opt accepts no chunk of the corpus"
    );

    // Every pipeline through both tools.
    let selected = selected_pipelines();
    let jobs: Vec<(usize, bool)> = selected
        .iter()
        .flat_map(|&p| [(p, true), (p, false)])
        .collect();
    let outcomes = parallel_map(&jobs, threads, |&(p, upstream)| {
        let extra = PIPELINES[p].1;
        if upstream {
            run_batch(
                &mlir_opt,
                BASE_FLAGS,
                extra,
                &root,
                &texts(&chunks),
                timeout,
            )
        } else {
            // One chunk per run: strata-opt keeps one context across split chunks (resources
            // leak from chunk to chunk), and it starts fast enough.
            chunks
                .iter()
                .flat_map(|c| run_batch(&strata_opt, BASE_FLAGS, extra, &root, &[&c.text], timeout))
                .collect()
        }
    });

    let mut diffs = Vec::new();
    for (k, &p) in selected.iter().enumerate() {
        let (expected, actual) = (&outcomes[2 * k], &outcomes[2 * k + 1]);
        for (c, (e, a)) in expected.iter().zip(actual).enumerate() {
            if let Some(description) = compare(e, a) {
                diffs.push(Difference {
                    chunk: c,
                    pipeline: p,
                    description,
                });
            }
        }
    }
    let comparisons = chunks.len() * selected.len();

    if let Ok(dir) = std::env::var("STRATA_DIFFERENTIAL_DUMP")
        && !dir.is_empty()
    {
        dump_differences(
            Path::new(&dir),
            &root,
            &mlir_opt,
            &strata_opt,
            &chunks,
            &diffs,
            timeout,
        );
    }

    let mut used = HashSet::new();
    let mut new = Vec::new();
    for d in &diffs {
        let chunk = chunks[d.chunk];
        let name = PIPELINES[d.pipeline].0;
        match known
            .iter()
            .find(|k| k.covers(&chunk.file, chunk.index, name))
        {
            Some(k) => {
                used.insert(k.line);
            }
            None => new.push(d),
        }
    }
    let mut summary = format!(
        "differential pass sweep: {} candidate chunks, {} accepted by mlir-opt, {} pipelines: \
         {comparisons} comparisons, {} identical, {} known differences, {} new differences \
         ({:.1}s)",
        candidates.len(),
        chunks.len(),
        selected.len(),
        comparisons - diffs.len(),
        diffs.len() - new.len(),
        new.len(),
        started.elapsed().as_secs_f64()
    );
    let in_selection = |k: &&KnownEntry| {
        k.pipeline
            .as_deref()
            .is_none_or(|p| selected.iter().any(|&i| PIPELINES[i].0 == p))
    };
    for k in known
        .iter()
        .filter(in_selection)
        .filter(|k| !used.contains(&k.line))
    {
        summary.push_str(&format!(
            "\nnote: {} line {} matches no difference any more (remove it): {}",
            known_path.display(),
            k.line,
            known_text.lines().nth(k.line - 1).unwrap_or("").trim()
        ));
    }
    note(&summary);

    if !new.is_empty() {
        let mut msg = format!(
            "{} new differences between strata-opt and mlir-opt (fix them, or add lines like \
             these to {} with a reason):\n",
            new.len(),
            known_path.display()
        );
        for d in &new {
            let chunk = chunks[d.chunk];
            msg.push_str(&format!(
                "{}:{} | {} | ?\n",
                chunk.file, chunk.index, PIPELINES[d.pipeline].0
            ));
        }
        for d in new.iter().take(DETAILED_DIFFERENCES) {
            let chunk = chunks[d.chunk];
            msg.push_str(&format!(
                "\n== {}:{} with `{}`:\n{}",
                chunk.file, chunk.index, PIPELINES[d.pipeline].0, d.description
            ));
        }
        panic!("{msg}");
    }
}

#[test]
fn chunks_split_like_split_input_file() {
    let split = "// RUN: strata-opt --split-input-file %s\na\n// -----\nb // -----c\n// -----\n";
    assert_eq!(
        split_chunks(split),
        vec![
            "// RUN: strata-opt --split-input-file %s\na\n",
            "\nb ",
            "c\n",
            "\n"
        ]
    );
    let whole = "// RUN: strata-opt %s\n// CHECK: // -----// IR Dump\nx\n";
    let chunks = split_chunks(whole);
    assert_eq!(chunks.len(), 1);
    assert!(!chunks[0].contains(SPLIT_MARKER));
    assert!(!has_content("// only a comment\n\n"));
    assert!(has_content("// c\n\"foo.op\"() : () -> ()\n"));
}

#[test]
fn test_dialect_uses_are_seen() {
    assert!(uses_test_dialect("\"test.op\"() : () -> ()\n"));
    assert!(uses_test_dialect("%0 = test.foo\n"));
    assert!(uses_test_dialect("func.func @f(%a: !test.t)\n"));
    assert!(!uses_test_dialect("// mentions test.op in a comment\n"));
    assert!(!uses_test_dialect("\"foo.latest.op\"() : () -> ()\n"));
    assert!(!uses_test_dialect("func.func @my_test.x()\n"));
}

#[test]
fn batch_outputs_split_into_segments() {
    let out = format!("a\n\n{OUTPUT_MARKER}\n{OUTPUT_MARKER}\nb\n");
    assert_eq!(
        split_segments(out.as_bytes()),
        vec![b"a\n\n".to_vec(), Vec::new(), b"b\n".to_vec()]
    );
    assert_eq!(split_segments(b""), vec![Vec::<u8>::new()]);
    let c = |t: &str| Chunk {
        file: String::new(),
        index: 1,
        text: t.to_string(),
    };
    let (x, y) = (c("x\n"), c("y\n"));
    assert_eq!(batch_input(&texts(&[&x, &y])), "x\n// -----y\n");
}

#[test]
fn known_list_parses_and_matches() {
    let text = "# comment\n\ntests/a.mlir:3 | --cse | reason\ntests/b.mlir:* | * | all\n";
    let known = parse_known(text).expect("valid list");
    assert_eq!(known.len(), 2);
    assert!(known[0].covers("tests/a.mlir", 3, "--cse"));
    assert!(!known[0].covers("tests/a.mlir", 4, "--cse"));
    assert!(!known[0].covers("tests/a.mlir", 3, "--sccp"));
    assert!(known[1].covers("tests/b.mlir", 9, "(none)"));
    assert!(parse_known("tests/a.mlir:3 | --cse |\n").is_err());
    assert!(parse_known("tests/a.mlir:3 | --nope | r\n").is_err());
    assert!(parse_known("tests/a.mlir:x | --cse | r\n").is_err());
    assert!(parse_known("tests/a.mlir | --cse | r\n").is_err());
}

#[test]
fn differences_are_described() {
    let ok = |s: &str| Outcome {
        success: true,
        stdout: s.as_bytes().to_vec(),
    };
    let failed = Outcome {
        success: false,
        stdout: Vec::new(),
    };
    assert!(compare(&ok("a\n"), &ok("a\n")).is_none());
    let d = compare(&ok("a\nb\n"), &ok("a\nx\n")).expect("differs");
    assert!(d.starts_with("first difference at output line 2"));
    assert!(d.contains(" - \"b\\n\"") && d.contains(" + \"x\\n\""));
    let s = compare(&failed, &ok("m\n")).expect("differs");
    assert!(s.contains("mlir-opt failed, strata-opt succeeded"));
    assert!(compare(&failed, &failed).is_none());
}
