//! Parser-only timing of MLIR input files, text or bytecode (told apart by the magic, as
//! the tools do): each file is read `--runs` times into a fresh context with every dialect
//! registered, on one thread, without verification, and the CPU time of the parsing thread
//! (from `/proc/thread-self/schedstat`, so that other processes on a loaded machine count
//! less than in wall time) is printed per run with the median. Used for BENCHMARKS.md's
//! bytecode-vs-text comparison:
//!
//! ```text
//! cargo run --release -p strata-tools --example read_speed -- --runs 5 a.mlir a.mlirbc
//! ```

use std::time::Duration;

use strata_asm::{ParseOptions, Source, parse_source};
use strata_ir::Context;
use strata_ir::ir::OwnedOp;
use strata_tools::registration::register_all_dialects;

/// The CPU time this thread has used so far (nanoseconds since it started).
fn thread_cpu() -> Duration {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").unwrap_or_default();
    let ns = stat
        .split_whitespace()
        .next()
        .and_then(|s| s.parse::<u64>().ok())
        .unwrap_or(0);
    Duration::from_nanos(ns)
}

/// Parses `data` (named `name`) once into `ctx`; `Err` holds the diagnostic's text.
fn read_once(ctx: &Context, name: &str, data: &[u8]) -> Result<OwnedOp, String> {
    let result = if data.starts_with(b"ML\xefR") {
        strata_bytecode::read_with_diagnostic(ctx, data, name)
    } else {
        let text = std::str::from_utf8(data).map_err(|e| format!("{name}: {e}"))?;
        parse_source(ctx, &Source { name, text }, &ParseOptions::default())
    };
    result.map_err(|d| format!("{name}: error: {}", d.message))
}

fn main() {
    let mut runs = 5usize;
    let mut files = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        if a == "--runs" {
            runs = args
                .next()
                .and_then(|n| n.parse().ok())
                .unwrap_or(runs)
                .max(1);
        } else {
            files.push(a);
        }
    }
    if files.is_empty() {
        eprintln!("usage: read_speed [--runs N] FILE...");
        std::process::exit(2);
    }
    for file in &files {
        let data = match std::fs::read(file) {
            Ok(d) => d,
            Err(e) => {
                eprintln!("{file}: error: {e}");
                std::process::exit(1);
            }
        };
        let mut times = Vec::with_capacity(runs);
        for _ in 0..runs {
            let ctx = Context::new();
            register_all_dialects(&ctx);
            let start = thread_cpu();
            let parsed = match read_once(&ctx, file, &data) {
                Ok(op) => op,
                Err(e) => {
                    eprintln!("{e}");
                    std::process::exit(1);
                }
            };
            times.push(thread_cpu() - start);
            drop(parsed);
            // The parsed IR and the context are dropped outside the timed part.
        }
        let shown: Vec<String> = times
            .iter()
            .map(|t| format!("{:.3}", t.as_secs_f64()))
            .collect();
        times.sort();
        println!(
            "{file}: {} bytes, parse CPU s per run [{}], median {:.3}",
            data.len(),
            shown.join(", "),
            times[times.len() / 2].as_secs_f64()
        );
    }
}
