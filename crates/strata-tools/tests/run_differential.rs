//! Differential test of `strata-run` against `mlir-opt <lowering> | mlir-runner` 22.
//!
//! Two kinds of inputs: every program under `<workspace>/tests/run` whose first `RUN:` line
//! runs `strata-run` on it successfully (`-e NAME --entry-point-result=void`), and seeded
//! random programs (integer and float arithmetic at several widths in loops with
//! iteration arguments, memref traffic, selects and comparisons; see `random_program`).
//! Each program is lowered by `mlir-opt` with [`PIPELINE`] and run by `mlir-runner` with
//! the runner utils; standard output must be byte-identical to `strata-run`'s, except
//! for the addresses `printMemref*` prints (`base@ = 0x...`), and both must succeed.
//!
//! When `mlir-opt` or `mlir-runner` is missing the test prints `SKIPPED: ...` and passes.
//! Environment: `MLIR_OPT`, `MLIR_RUNNER` (tool paths), `STRATA_SKIP_DIFFERENTIAL=1`,
//! `STRATA_RUN_RANDOM_SEED` (default 1), `STRATA_RUN_RANDOM_PROGRAMS` (default 24) and
//! `STRATA_RUN_RANDOM_DUMP` (a directory to write the random programs to).

mod common;

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::Duration;

use common::{
    Rng, differential_skipped, differential_timeout, mlir_files, mlir_opt_path, run_tool,
    short_diff, workspace_root,
};
use libtest_mimic::{Arguments, Failed, Trial};

/// The lowering pipeline given to `mlir-opt` before `mlir-runner`.
const PIPELINE: &[&str] = &[
    "-lower-affine",
    "-convert-scf-to-cf",
    "-expand-strided-metadata",
    "-finalize-memref-to-llvm",
    "-convert-func-to-llvm",
    "-convert-arith-to-llvm",
    "-convert-vector-to-llvm",
    "-convert-ub-to-llvm",
    "-convert-cf-to-llvm",
    "-reconcile-unrealized-casts",
];

const LIB_DIR: &str = "/usr/lib/llvm-22/lib";

fn mlir_runner_path() -> PathBuf {
    PathBuf::from(
        std::env::var("MLIR_RUNNER")
            .unwrap_or_else(|_| "/usr/lib/llvm-22/bin/mlir-runner".to_string()),
    )
}

/// The runner-utils libraries (versioned names as Debian installs them).
fn shared_libs() -> Option<String> {
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
    Some(format!("--shared-libs={},{}", a.display(), b.display()))
}

/// Replaces the addresses `printMemref*` prints, which differ between the tools.
fn normalize(out: &[u8]) -> Vec<u8> {
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

/// The entry point of a `tests/run` program whose first RUN line runs it successfully.
fn entry_of(text: &str) -> Option<String> {
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

struct Tools {
    mlir_opt: PathBuf,
    mlir_runner: PathBuf,
    strata_run: PathBuf,
    libs: String,
    timeout: Duration,
    root: PathBuf,
}

/// Runs `text` (a program, named `name` in messages) through both tools and compares.
fn compare(tools: &Tools, name: &str, text: &str, entry: &str) -> Result<(), Failed> {
    let t = tools;
    let lowered = run_tool(&t.mlir_opt, PIPELINE, &t.root, Some(text), t.timeout)?;
    if !lowered.success {
        return Err(format!(
            "{name}: mlir-opt fails to lower it:\n{}",
            String::from_utf8_lossy(&lowered.stderr)
        )
        .into());
    }
    let lowered = String::from_utf8_lossy(&lowered.stdout).into_owned();
    let entry_flag = format!("-e={entry}");
    let runner_args = [
        entry_flag.as_str(),
        "--entry-point-result=void",
        t.libs.as_str(),
    ];
    let expected = run_tool(
        &t.mlir_runner,
        &runner_args,
        &t.root,
        Some(&lowered),
        t.timeout,
    )?;
    let actual = run_tool(
        &t.strata_run,
        &["-", "-e", entry, "--entry-point-result=void"],
        &t.root,
        Some(text),
        t.timeout,
    )?;
    let mut report = String::new();
    if !expected.success {
        let _ = writeln!(
            report,
            "mlir-runner fails:\n{}",
            String::from_utf8_lossy(&expected.stderr)
        );
    }
    if !actual.success {
        let _ = writeln!(
            report,
            "strata-run fails:\n{}",
            String::from_utf8_lossy(&actual.stderr)
        );
    }
    let (e, a) = (normalize(&expected.stdout), normalize(&actual.stdout));
    if e != a {
        report.push_str(&short_diff(&e, &a));
    }
    if report.is_empty() {
        Ok(())
    } else {
        Err(format!("{name} differs:\n{report}").into())
    }
}

/// Integer types of the random programs, with their widths.
const INTS: &[(&str, u32)] = &[("i8", 8), ("i16", 16), ("i32", 32), ("i64", 64)];
/// Float types of the random programs.
const FLOATS: &[&str] = &["f32", "f64"];

/// A seeded random program: a loop whose iteration arguments (integers of each width
/// and floats) are updated by random operations each iteration, with a memref holding
/// per-iteration values, then printed. Division and shift operands are masked so that no
/// operation has undefined behaviour or gives poison; NaNs are replaced before printing
/// (their sign is not specified).
fn random_program(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let mut p = String::new();
    let _ = writeln!(p, "// Random program, seed {seed}.");
    p.push_str("func.func private @printI64(i64)\nfunc.func private @printF64(f64)\n");
    p.push_str("func.func private @printNewline()\nfunc.func private @printComma()\n");
    p.push_str("func.func @main() {\n");
    let n = 3 + rng.below(20);
    let _ = writeln!(
        p,
        "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index"
    );
    let _ = writeln!(p, "  %n = arith.constant {n} : index");
    let _ = writeln!(p, "  %mem = memref.alloc() : memref<{n}xi32>");
    // Iteration arguments: one of each type.
    let mut inits = Vec::new();
    for &(ty, w) in INTS {
        let v = (rng.next() as i64) >> (64 - w);
        let _ = writeln!(p, "  %init_{ty} = arith.constant {v} : {ty}");
        inits.push((format!("%a_{ty}"), format!("%init_{ty}"), ty.to_string()));
    }
    for &ty in FLOATS {
        let v = (rng.below(2000) as f64 - 1000.0) / 16.0;
        let _ = writeln!(p, "  %init_{ty} = arith.constant {v:.4} : {ty}");
        inits.push((format!("%a_{ty}"), format!("%init_{ty}"), ty.to_string()));
    }
    let iter_args: Vec<String> = inits.iter().map(|(a, i, _)| format!("{a} = {i}")).collect();
    let types: Vec<&str> = inits.iter().map(|(_, _, t)| t.as_str()).collect();
    let _ = writeln!(
        p,
        "  %r:{} = scf.for %i = %c0 to %n step %c1 iter_args({}) -> ({}) {{",
        inits.len(),
        iter_args.join(", "),
        types.join(", ")
    );
    let mut k = 0usize;
    let mut fresh = |p: &mut String, text: String| -> String {
        k += 1;
        let name = format!("%v{k}");
        let _ = writeln!(p, "    {name} = {text}");
        name
    };
    // The values of each type so far (the iteration argument and a constant first); an
    // operation takes its operands from the pool of one type and adds its result to it.
    let mut pools: Vec<(String, Vec<String>)> = Vec::new();
    for (a, _, t) in &inits {
        let c = if let Some(&(_, w)) = INTS.iter().find(|(it, _)| it == t) {
            let v = (rng.next() as i64) >> (64 - w);
            fresh(&mut p, format!("arith.constant {v} : {t}"))
        } else {
            let v = (rng.below(400) as f64 - 200.0) / 8.0;
            fresh(&mut p, format!("arith.constant {v:.3} : {t}"))
        };
        pools.push((t.clone(), vec![a.clone(), c]));
    }
    let iv64 = fresh(&mut p, "arith.index_cast %i : index to i64".into());
    let ops = 6 + rng.below(14);
    for _ in 0..ops {
        let slot = rng.below(pools.len());
        let ty = pools[slot].0.clone();
        let a = pools[slot].1[rng.below(pools[slot].1.len())].clone();
        let b = pools[slot].1[rng.below(pools[slot].1.len())].clone();
        let new = if let Some(&(_, w)) = INTS.iter().find(|(t, _)| *t == ty) {
            match rng.below(9) {
                0..=2 => {
                    let op = rng.pick(&[
                        "addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minui",
                    ]);
                    fresh(&mut p, format!("arith.{op} {a}, {b} : {ty}"))
                }
                3 => {
                    // Divisor in [1, 63]: no division by zero or signed overflow.
                    let m = fresh(&mut p, format!("arith.constant 63 : {ty}"));
                    let one = fresh(&mut p, format!("arith.constant 1 : {ty}"));
                    let d0 = fresh(&mut p, format!("arith.andi {b}, {m} : {ty}"));
                    let d = fresh(&mut p, format!("arith.ori {d0}, {one} : {ty}"));
                    let op = rng.pick(&["divsi", "divui", "remsi", "remui"]);
                    fresh(&mut p, format!("arith.{op} {a}, {d} : {ty}"))
                }
                4 => {
                    let m = fresh(&mut p, format!("arith.constant {} : {ty}", w - 1));
                    let s = fresh(&mut p, format!("arith.andi {b}, {m} : {ty}"));
                    let op = rng.pick(&["shli", "shrsi", "shrui"]);
                    fresh(&mut p, format!("arith.{op} {a}, {s} : {ty}"))
                }
                5 => {
                    let pred = rng.pick(&[
                        "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
                    ]);
                    let c = fresh(&mut p, format!("arith.cmpi {pred}, {a}, {b} : {ty}"));
                    fresh(&mut p, format!("arith.select {c}, {a}, {b} : {ty}"))
                }
                6 => {
                    // Mix in the induction variable.
                    let iv = if w == 64 {
                        iv64.clone()
                    } else {
                        fresh(&mut p, format!("arith.trunci {iv64} : i64 to {ty}"))
                    };
                    fresh(&mut p, format!("arith.addi {a}, {iv} : {ty}"))
                }
                7 => {
                    // Through another width and back.
                    let &(t2, w2) = &INTS[rng.below(INTS.len())];
                    if w2 > w {
                        let ext = rng.pick(&["extsi", "extui"]);
                        let x = fresh(&mut p, format!("arith.{ext} {a} : {ty} to {t2}"));
                        let y = fresh(&mut p, format!("arith.muli {x}, {x} : {t2}"));
                        fresh(&mut p, format!("arith.trunci {y} : {t2} to {ty}"))
                    } else if w2 < w {
                        let x = fresh(&mut p, format!("arith.trunci {a} : {ty} to {t2}"));
                        fresh(&mut p, format!("arith.extsi {x} : {t2} to {ty}"))
                    } else {
                        fresh(&mut p, format!("arith.subi {b}, {a} : {ty}"))
                    }
                }
                _ => {
                    // Through memory: store the low bits at %i, load them back.
                    let x = if w == 32 {
                        a.clone()
                    } else if w > 32 {
                        fresh(&mut p, format!("arith.trunci {a} : {ty} to i32"))
                    } else {
                        fresh(&mut p, format!("arith.extsi {a} : {ty} to i32"))
                    };
                    let _ = writeln!(p, "    memref.store {x}, %mem[%i] : memref<{n}xi32>");
                    let y = fresh(&mut p, format!("memref.load %mem[%i] : memref<{n}xi32>"));
                    let z = fresh(&mut p, format!("arith.xori {y}, {x} : i32"));
                    let z = if w == 32 {
                        z
                    } else if w > 32 {
                        fresh(&mut p, format!("arith.extui {z} : i32 to {ty}"))
                    } else {
                        fresh(&mut p, format!("arith.trunci {z} : i32 to {ty}"))
                    };
                    fresh(&mut p, format!("arith.addi {a}, {z} : {ty}"))
                }
            }
        } else {
            match rng.below(5) {
                0..=2 => {
                    let op = rng.pick(&["addf", "subf", "mulf", "divf", "maximumf", "minimumf"]);
                    fresh(&mut p, format!("arith.{op} {a}, {b} : {ty}"))
                }
                3 => {
                    let pred = rng.pick(&["oeq", "olt", "oge", "une", "ult", "uge", "ord"]);
                    let c = fresh(&mut p, format!("arith.cmpf {pred}, {a}, {b} : {ty}"));
                    fresh(&mut p, format!("arith.select {c}, {b}, {a} : {ty}"))
                }
                _ => {
                    let x = fresh(&mut p, format!("arith.sitofp {iv64} : i64 to {ty}"));
                    let h = fresh(&mut p, format!("arith.constant 0.375 : {ty}"));
                    let y = fresh(&mut p, format!("arith.mulf {x}, {h} : {ty}"));
                    fresh(&mut p, format!("arith.addf {a}, {y} : {ty}"))
                }
            }
        };
        pools[slot].1.push(new);
    }
    let yields: Vec<String> = pools
        .iter()
        .map(|(_, vals)| vals.last().cloned().unwrap_or_default())
        .collect();
    let _ = writeln!(
        p,
        "    scf.yield {} : {}",
        yields.join(", "),
        types.join(", ")
    );
    p.push_str("  }\n");
    for (i, (_, _, ty)) in inits.iter().enumerate() {
        if let Some(&(_, w)) = INTS.iter().find(|(t, _)| t == ty) {
            let v = if w == 64 {
                format!("%r#{i}")
            } else {
                let _ = writeln!(p, "  %p{i} = arith.extsi %r#{i} : {ty} to i64");
                format!("%p{i}")
            };
            let _ = writeln!(p, "  call @printI64({v}) : (i64) -> ()");
        } else {
            let v = if ty == "f64" {
                format!("%r#{i}")
            } else {
                let _ = writeln!(p, "  %p{i} = arith.extf %r#{i} : {ty} to f64");
                format!("%p{i}")
            };
            let _ = writeln!(p, "  %nan{i} = arith.cmpf uno, {v}, {v} : f64");
            let _ = writeln!(p, "  %k{i} = arith.constant 12345.0 : f64");
            let _ = writeln!(p, "  %q{i} = arith.select %nan{i}, %k{i}, {v} : f64");
            let _ = writeln!(p, "  call @printF64(%q{i}) : (f64) -> ()");
        }
        p.push_str("  call @printComma() : () -> ()\n");
    }
    p.push_str("  call @printNewline() : () -> ()\n");
    let _ = writeln!(p, "  memref.dealloc %mem : memref<{n}xi32>\n  return\n}}");
    p
}

/// Reports why the comparison is skipped and exits successfully.
fn skip(why: String) -> ! {
    println!("SKIPPED: {why}");
    libtest_mimic::run(&Arguments::from_args(), Vec::new()).exit();
}

fn main() {
    let args = Arguments::from_args();
    let mut trials = Vec::new();
    if differential_skipped() {
        skip("differential tests disabled by STRATA_SKIP_DIFFERENTIAL".into());
    }
    let mlir_opt = mlir_opt_path();
    let mlir_runner = mlir_runner_path();
    if !mlir_opt.is_file() || !mlir_runner.is_file() {
        skip(format!(
            "mlir-opt or mlir-runner not installed ({}, {})",
            mlir_opt.display(),
            mlir_runner.display()
        ));
    }
    let Some(libs) = shared_libs() else {
        skip(format!(
            "the runner utils libraries are not installed under {LIB_DIR}"
        ));
    };
    let root = workspace_root();
    let tools = std::sync::Arc::new(Tools {
        mlir_opt,
        mlir_runner,
        strata_run: PathBuf::from(env!("CARGO_BIN_EXE_strata-run")),
        libs,
        timeout: differential_timeout(),
        root: root.clone(),
    });
    for path in mlir_files(&root.join("tests/run")) {
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        let Some(entry) = entry_of(&text) else {
            continue;
        };
        let name = path
            .strip_prefix(&root)
            .unwrap_or(&path)
            .display()
            .to_string();
        let tools = tools.clone();
        trials.push(Trial::test(name.clone(), move || {
            compare(&tools, &name, &text, &entry)
        }));
    }
    let seed: u64 = std::env::var("STRATA_RUN_RANDOM_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    let count: u64 = std::env::var("STRATA_RUN_RANDOM_PROGRAMS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(24);
    for i in 0..count {
        let s = seed.wrapping_mul(1_000_003).wrapping_add(i);
        let tools = tools.clone();
        trials.push(Trial::test(format!("random/seed-{s}"), move || {
            let text = random_program(s);
            if let Ok(dir) = std::env::var("STRATA_RUN_RANDOM_DUMP") {
                let _ = std::fs::write(Path::new(&dir).join(format!("random-{s}.mlir")), &text);
            }
            compare(&tools, &format!("random program (seed {s})"), &text, "main").map_err(|e| {
                format!("{}\nprogram:\n{text}", e.message().unwrap_or_default()).into()
            })
        }));
    }
    libtest_mimic::run(&args, trials).exit();
}
