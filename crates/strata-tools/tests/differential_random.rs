//! Differential test over randomly generated files: strata-opt must print what mlir-opt 22
//! prints for every file of builtin types, attributes, properties and locations that a
//! seeded generator makes and mlir-opt accepts.
//!
//! The generator (`differential_random/`: `generator.rs` the seeded state, `attrs.rs`
//! types, attributes and locations, `dense.rs` shaped payloads and affine structures,
//! `program.rs` whole files) makes [`DEFAULT_FILES`] files from [`DEFAULT_SEED`]: aliases,
//! unregistered ops with attributes and properties (`<{...}>`), results, regions, blocks,
//! successors, `func.func` with argument/result attributes and argument locations,
//! registered `arith` ops in custom and generic form with and without their properties,
//! nested modules, `dense_resource` blobs, and locations of every kind. mlir-opt checks each
//! file; a file it rejects is generated again (next attempt of the same index) up to
//! [`MAX_ATTEMPTS`] times, so the inputs are valid programs. Each accepted file then goes
//! through both tools in every mode of [`MODES`] (custom form, generic form, each with and
//! without `--mlir-print-debuginfo`); outputs and exit status must be identical.
//!
//! Both tools run on batches of [`BATCH`] files joined with `// -----` under
//! `--split-input-file` (the helpers of `common::batch_runs`, shared with
//! `differential_passes.rs`), so locations name the same batch lines in both.
//! Differences of the classes in `differential_random/known.rs` (being fixed elsewhere)
//! are counted per class and tolerated; any other difference fails the test with the
//! file's index, seed and attempt and the first differing lines.
//!
//! Environment: `STRATA_RANDOM_SEED` (default [`DEFAULT_SEED`]) and `STRATA_RANDOM_FILES`
//! (default [`DEFAULT_FILES`]) choose other files; `STRATA_RANDOM_DUMP=<dir>` writes every
//! differing input with both outputs (and `STRATA_RANDOM_DUMP_ALL=1` every accepted input)
//! into `<dir>`; `MLIR_OPT`, `STRATA_SKIP_DIFFERENTIAL`, `STRATA_DIFFERENTIAL_TIMEOUT` and
//! `STRATA_DIFFERENTIAL_JOBS` work as in the other differential tests. Without mlir-opt the
//! test prints `SKIPPED` and passes. For example:
//! `STRATA_RANDOM_SEED=7 STRATA_RANDOM_FILES=20000 cargo test -p strata-tools --test
//! differential_random`.

mod common;

#[path = "differential_random/attrs.rs"]
mod attrs;
#[path = "differential_random/dense.rs"]
mod dense;
#[path = "differential_random/generator.rs"]
mod generator;
#[path = "differential_random/known.rs"]
mod known;
#[path = "differential_random/program.rs"]
mod program;

use common::batch_runs::{Outcome, differential_jobs, parallel_map, run_batch};
use common::{differential_skipped, differential_timeout, mlir_opt_path, run_tool, short_diff};
use generator::{Gen, generate};
use known::{CLASSES, Classification, classify_failure, classify_outputs};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The seed of the default run.
const DEFAULT_SEED: u64 = 0x0057_4241_5441_3130;

/// Files in the default run.
const DEFAULT_FILES: usize = 2000;

/// Files per tool invocation.
const BATCH: usize = 100;

/// Generation attempts per file index before it is dropped.
const MAX_ATTEMPTS: u32 = 8;

/// Flags given to both tools in every run.
const BASE_FLAGS: &[&str] = &["--allow-unregistered-dialect"];

/// The output modes compared: a name and the extra flags.
const MODES: &[(&str, &[&str])] = &[
    ("custom", &[]),
    ("generic", &["--mlir-print-op-generic"]),
    ("debuginfo", &["--mlir-print-debuginfo"]),
    (
        "generic+debuginfo",
        &["--mlir-print-op-generic", "--mlir-print-debuginfo"],
    ),
];

/// Differences shown in detail in a failure message.
const DETAILED_DIFFERENCES: usize = 20;

/// One accepted generated file.
struct File {
    /// Its index in the run.
    index: usize,
    /// The generation attempt mlir-opt accepted.
    attempt: u32,
    /// Its text.
    text: String,
}

/// Writes to the real standard error (not captured by the harness).
fn note(text: &str) {
    let _ = writeln!(std::io::stderr().lock(), "{text}");
}

/// An environment variable parsed as a number (decimal or `0x` hex).
fn env_number(name: &str) -> Option<u64> {
    let v = std::env::var(name).ok()?;
    let v = v.trim();
    match v.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16).ok(),
        None => v.parse().ok(),
    }
}

/// Runs `tool` in `extra` mode over `texts` in batches of [`BATCH`], on worker threads.
fn run_batches(
    tool: &Path,
    extra: &[&str],
    texts: &[&str],
    timeout: Duration,
    threads: usize,
) -> Vec<Outcome> {
    let root = std::env::temp_dir();
    let chunks: Vec<&[&str]> = texts.chunks(BATCH).collect();
    parallel_map(&chunks, threads, |c| {
        run_batch(tool, BASE_FLAGS, extra, &root, c, timeout)
    })
    .into_iter()
    .flatten()
    .collect()
}

/// Generates the run's files and keeps those mlir-opt accepts (regenerating rejected ones);
/// returns them with the number of rejected attempts and of dropped indices.
fn accepted_files(
    mlir_opt: &Path,
    seed: u64,
    count: usize,
    timeout: Duration,
    threads: usize,
) -> (Vec<File>, usize, usize) {
    let mut files: Vec<File> = (0..count)
        .map(|index| File {
            index,
            attempt: 0,
            text: generate(seed, index, 0),
        })
        .collect();
    let mut ok = vec![false; count];
    let mut pending: Vec<usize> = (0..count).collect();
    let mut rejected = 0;
    for round in 0..MAX_ATTEMPTS {
        let texts: Vec<&str> = pending.iter().map(|&i| files[i].text.as_str()).collect();
        let outcomes = run_batches(mlir_opt, &[], &texts, timeout, threads);
        let mut next = Vec::new();
        for (&i, o) in pending.iter().zip(&outcomes) {
            if o.success {
                ok[i] = true;
            } else {
                rejected += 1;
                next.push(i);
            }
        }
        if next.is_empty() || round + 1 == MAX_ATTEMPTS {
            break;
        }
        for &i in &next {
            files[i].attempt += 1;
            files[i].text = generate(seed, i, files[i].attempt);
        }
        pending = next;
    }
    let dropped = ok.iter().filter(|x| !**x).count();
    let kept = files
        .into_iter()
        .zip(ok)
        .filter_map(|(f, ok)| ok.then_some(f))
        .collect();
    (kept, rejected, dropped)
}

/// strata-opt's error output for one file alone in `extra` mode.
fn strata_stderr(strata_opt: &Path, extra: &[&str], text: &str, timeout: Duration) -> String {
    let mut args = BASE_FLAGS.to_vec();
    args.extend_from_slice(extra);
    match run_tool(
        strata_opt,
        &args,
        &std::env::temp_dir(),
        Some(text),
        timeout,
    ) {
        Ok(r) => String::from_utf8_lossy(&r.stderr).into_owned(),
        Err(e) => e,
    }
}

/// One difference that no known class explains.
struct NewDifference {
    /// The file.
    file: usize,
    /// Index into [`MODES`].
    mode: usize,
    /// What differs.
    description: String,
}

#[test]
fn random_files_print_as_in_mlir_opt() {
    if differential_skipped() {
        note("SKIPPED: random differential test disabled by STRATA_SKIP_DIFFERENTIAL");
        return;
    }
    let mlir_opt = mlir_opt_path();
    if !mlir_opt.is_file() {
        note(&format!(
            "SKIPPED: mlir-opt not installed ({}); random differential test not run",
            mlir_opt.display()
        ));
        return;
    }
    let strata_opt = PathBuf::from(env!("CARGO_BIN_EXE_strata-opt"));
    let seed = env_number("STRATA_RANDOM_SEED").unwrap_or(DEFAULT_SEED);
    let count = env_number("STRATA_RANDOM_FILES").map_or(DEFAULT_FILES, |n| n as usize);
    let timeout = differential_timeout();
    let threads = differential_jobs();
    let dump = std::env::var("STRATA_RANDOM_DUMP")
        .ok()
        .filter(|d| !d.is_empty())
        .map(PathBuf::from);
    let started = Instant::now();

    let (files, rejected, dropped) = accepted_files(&mlir_opt, seed, count, timeout, threads);
    assert!(
        files.len() * 10 >= count * 9,
        "mlir-opt accepts too few generated files ({} of {count}): the generator is broken",
        files.len()
    );
    if let Some(dir) = &dump
        && std::env::var("STRATA_RANDOM_DUMP_ALL").is_ok_and(|v| v == "1")
    {
        let _ = std::fs::create_dir_all(dir);
        for f in &files {
            let _ = std::fs::write(dir.join(format!("{:05}.mlir", f.index)), &f.text);
        }
    }
    let texts: Vec<&str> = files.iter().map(|f| f.text.as_str()).collect();

    let mut per_class: BTreeMap<&str, usize> = BTreeMap::new();
    let mut new = Vec::new();
    let mut identical = 0;
    for (m, (mode, extra)) in MODES.iter().enumerate() {
        let expected = run_batches(&mlir_opt, extra, &texts, timeout, threads);
        let actual = run_batches(&strata_opt, extra, &texts, timeout, threads);
        for (k, (e, a)) in expected.iter().zip(&actual).enumerate() {
            if e == a {
                identical += 1;
                continue;
            }
            let classification = match (e.success, a.success) {
                (true, true) => classify_outputs(
                    &String::from_utf8_lossy(&e.stdout),
                    &String::from_utf8_lossy(&a.stdout),
                ),
                (true, false) => {
                    classify_failure(&strata_stderr(&strata_opt, extra, &files[k].text, timeout))
                }
                _ => Classification::New(format!(
                    "exit status differs: mlir-opt {}, strata-opt {}",
                    e.success, a.success
                )),
            };
            if let Some(dir) = &dump {
                let _ = std::fs::create_dir_all(dir);
                let stem = format!("{:05}-{mode}", files[k].index);
                let _ = std::fs::write(dir.join(format!("{stem}.in.mlir")), &files[k].text);
                let _ = std::fs::write(dir.join(format!("{stem}.mlir-opt.txt")), &e.stdout);
                let _ = std::fs::write(dir.join(format!("{stem}.strata-opt.txt")), &a.stdout);
            }
            match classification {
                Classification::Known(classes) => {
                    for c in classes {
                        *per_class.entry(CLASSES[c].name).or_default() += 1;
                    }
                }
                Classification::New(why) => new.push(NewDifference {
                    file: k,
                    mode: m,
                    description: format!("{why}\n{}", short_diff(&e.stdout, &a.stdout)),
                }),
            }
        }
    }

    let comparisons = files.len() * MODES.len();
    let known_files = comparisons - identical - new.len();
    let mut summary = format!(
        "random differential test: seed {seed:#x}, {count} files generated, {} accepted by \
         mlir-opt ({rejected} rejected attempts regenerated, {dropped} dropped), {} modes: \
         {comparisons} comparisons, {identical} identical, {known_files} known differences, \
         {} new differences ({:.1}s)",
        files.len(),
        MODES.len(),
        new.len(),
        started.elapsed().as_secs_f64()
    );
    for (name, n) in &per_class {
        let owner = CLASSES
            .iter()
            .find(|c| c.name == *name)
            .map_or("", |c| c.owner);
        summary.push_str(&format!("\n  known class {name}: {n} ({owner})"));
    }
    note(&summary);

    if !new.is_empty() {
        let mut msg = format!(
            "{} new differences between strata-opt and mlir-opt on generated files \
             (regenerate one with seed {seed:#x}, its index and attempt; \
             STRATA_RANDOM_DUMP=<dir> writes them all):\n",
            new.len()
        );
        for d in new.iter().take(DETAILED_DIFFERENCES) {
            let f = &files[d.file];
            msg.push_str(&format!(
                "\n== file {} (attempt {}) in {} mode:\n{}\n",
                f.index, f.attempt, MODES[d.mode].0, d.description
            ));
        }
        panic!("{msg}");
    }
}

#[test]
fn generation_is_reproducible() {
    assert_eq!(generate(1, 5, 0), generate(1, 5, 0));
    assert_ne!(generate(1, 5, 0), generate(1, 5, 1));
    assert_ne!(generate(1, 5, 0), generate(2, 5, 0));
    let mut g = Gen::new(3, 0, 0);
    let n: Vec<usize> = (0..4).map(|_| g.below(10)).collect();
    let mut h = Gen::new(3, 0, 0);
    assert_eq!(n, (0..4).map(|_| h.below(10)).collect::<Vec<_>>());
}

#[test]
fn generated_files_cover_every_kind() {
    let all: String = (0..300).map(|i| generate(DEFAULT_SEED, i, 0)).collect();
    for needle in [
        "dense<",
        "dense_resource<",
        "sparse<",
        "array<",
        "affine_map<",
        "affine_set<",
        "distinct[",
        "strided<",
        "loc(callsite(",
        "fused<",
        "fused[",
        " to :",
        "unknown",
        "@\"",
        "::@",
        "#x.",
        "!x.",
        "<{",
        "arith.addi",
        "\"arith.",
        "func.func",
        "module",
        "dialect_resources",
        "complex<",
        "tuple<",
        "vector<",
        "memref<",
        "tensor<",
        "f8E8M0FNU",
        "f4E2M1FN",
        "bf16",
        "tf32",
        "f80",
        "si",
        "ui",
        "index",
        "0x",
        "\\\"",
        "\\C4",
        "^bb1",
        "#a0 = ",
        "!t0 = ",
        "#l0 = ",
        "memref.global",
        "memref.load",
        "\"memref.store\"",
        "unrealized_conversion_cast",
        "func.call",
    ] {
        assert!(
            all.contains(needle),
            "no generated file contains `{needle}`"
        );
    }
}
