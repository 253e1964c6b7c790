//! Helpers shared by the corpus-driven integration tests: finding and reading the `.mlir`
//! files under `tests/`, and running work on a thread with a stack as large as strata-opt's.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

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
