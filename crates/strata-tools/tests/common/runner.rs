//! Driving `strata-run` and `mlir-runner` in the run tests (`run_differential`,
//! `run_transforms`): where `mlir-runner` and the runner-utils libraries are, which entry
//! point a `tests/run` program's first `RUN:` line runs, and output normalization.

use std::path::{Path, PathBuf};

/// Where Debian installs the runner-utils libraries of LLVM 22.
pub const LIB_DIR: &str = "/usr/lib/llvm-22/lib";

/// `mlir-runner` (`MLIR_RUNNER` or LLVM 22's).
pub fn mlir_runner_path() -> PathBuf {
    PathBuf::from(
        std::env::var("MLIR_RUNNER")
            .unwrap_or_else(|_| "/usr/lib/llvm-22/bin/mlir-runner".to_string()),
    )
}

/// The `--shared-libs=` flag naming the runner-utils libraries (versioned names as Debian
/// installs them; the APFloat wrappers too when present), if they are installed.
pub fn shared_libs() -> Option<String> {
    let find = |stem: &str| -> Option<PathBuf> {
        let dir = Path::new(LIB_DIR);
        let plain = dir.join(format!("{stem}.so"));
        if plain.is_file() {
            return Some(plain);
        }
        let mut found: Vec<PathBuf> = std::fs::read_dir(dir)
            .ok()?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| {
                p.file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| n.starts_with(&format!("{stem}.so.")))
            })
            .collect();
        found.sort();
        found.pop()
    };
    let a = find("libmlir_runner_utils")?;
    let b = find("libmlir_c_runner_utils")?;
    // `printApFloat` (vector.print of the small float formats) lives in its own library.
    let extra = find("libmlir_apfloat_wrappers")
        .map(|c| format!(",{}", c.display()))
        .unwrap_or_default();
    Some(format!(
        "--shared-libs={},{}{extra}",
        a.display(),
        b.display()
    ))
}

/// Replaces the addresses `printMemref*` prints (`base@ = 0x...`), which differ between
/// runs and tools.
pub fn normalize(out: &[u8]) -> Vec<u8> {
    let text = String::from_utf8_lossy(out);
    let mut result = String::with_capacity(text.len());
    let mut rest: &str = &text;
    while let Some(pos) = rest.find("base@ = 0x") {
        let (before, after) = rest.split_at(pos + "base@ = ".len());
        result.push_str(before);
        let end = after[2..]
            .find(|c: char| !c.is_ascii_hexdigit())
            .map_or(after.len(), |e| e + 2);
        result.push_str("ADDR");
        rest = &after[end..];
    }
    result.push_str(rest);
    result.into_bytes()
}

/// The entry point of a `tests/run` program whose first `RUN:` line runs it successfully
/// (`strata-run %s ... --entry-point-result=void`, `-e NAME` or `main`).
pub fn entry_of(text: &str) -> Option<String> {
    let line = text.lines().find(|l| l.contains("RUN:"))?;
    let cmd = line[line.find("RUN:")? + 4..].trim();
    if !cmd.starts_with("strata-run %s") || !cmd.contains("--entry-point-result=void") {
        return None;
    }
    let mut words = cmd.split_whitespace();
    while let Some(w) = words.next() {
        if w == "-e" {
            return words.next().map(str::to_string);
        }
    }
    Some("main".into())
}
