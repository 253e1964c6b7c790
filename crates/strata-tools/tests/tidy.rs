//! Tidy checks over the workspace's Rust sources (as rust-analyzer's tidy test): every
//! file says what it is for in a `//!` first line, no file is named by when it was written
//! (`*_more.rs`, `more_*.rs`), and no file grows past [`MAX_LINES`] lines unless it states
//! why in a `//! tidy: long file: <reason>` line.

use std::path::{Path, PathBuf};

/// The most lines a source file has without a stated reason.
const MAX_LINES: usize = 1500;

/// The marker of a long file's stated reason.
const LONG_FILE_MARKER: &str = "//! tidy: long file:";

/// Every `.rs` file under the workspace's `crates/` and `fuzz/` (build output excluded).
fn sources() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut out = Vec::new();
    let mut stack = vec![root.join("crates"), root.join("fuzz")];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                if p.file_name().is_some_and(|n| n != "target") {
                    stack.push(p);
                }
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }
    out.sort();
    assert!(out.len() > 100, "found only {} sources", out.len());
    out
}

#[test]
fn every_source_file_starts_with_a_module_doc() {
    let bad: Vec<String> = sources()
        .into_iter()
        .filter(|p| {
            let text = std::fs::read_to_string(p).unwrap_or_default();
            !text.starts_with("//!")
        })
        .map(|p| p.display().to_string())
        .collect();
    assert!(
        bad.is_empty(),
        "files without a `//!` first line saying what they are for:\n{}",
        bad.join("\n")
    );
}

#[test]
fn no_file_is_named_by_batch() {
    let bad: Vec<String> = sources()
        .into_iter()
        .filter(|p| {
            let stem = p.file_stem().and_then(|s| s.to_str()).unwrap_or_default();
            stem.ends_with("_more") || stem.starts_with("more_")
        })
        .map(|p| p.display().to_string())
        .collect();
    assert!(
        bad.is_empty(),
        "files named by batch instead of content:\n{}",
        bad.join("\n")
    );
}

#[test]
fn long_files_state_why() {
    let bad: Vec<String> = sources()
        .into_iter()
        .filter_map(|p| {
            let text = std::fs::read_to_string(&p).unwrap_or_default();
            let lines = text.lines().count();
            (lines > MAX_LINES && !text.contains(LONG_FILE_MARKER))
                .then(|| format!("{} ({lines} lines)", p.display()))
        })
        .collect();
    assert!(
        bad.is_empty(),
        "files over {MAX_LINES} lines without a `{LONG_FILE_MARKER} <reason>` line:\n{}",
        bad.join("\n")
    );
}
