//! Parallel parsing (`ParseOptions::threads`) and parallel verification give exactly the
//! sequential results: for every `--split-input-file` chunk of the `.mlir` corpus under
//! `tests/` and for hand-written edge cases, the printed IR (generic, custom, with
//! locations) and the rendered diagnostics are identical.

mod common;

use common::{corpus, with_big_stack};

use strata_asm::parser::parallel_runs;
use strata_asm::printer::{PrintOptions, print_top_level};
use strata_asm::{ParseOptions, Source, parse_source};
use strata_ir::Context;
use strata_ir::verifier::{VerifyOptions, verify_with};
use strata_tools::diagnostics::render;
use strata_tools::source::{SourceFile, SourceManager};
use strata_tools::split_input::{DEFAULT_SPLIT_MARKER, split_input};

/// Everything observable about parsing, verifying and printing `text` (a chunk of the
/// file `full` starting at 1-based `start`) in a fresh context: rendered diagnostics or
/// the printed forms.
fn observe(full: &str, text: &str, start: (u32, u32), threads: bool, unregistered: bool) -> String {
    observe_with(full, text, start, threads, unregistered, true)
}

/// [`observe`], optionally without the implicit module (`--no-implicit-module`).
fn observe_with(
    full: &str,
    text: &str,
    start: (u32, u32),
    threads: bool,
    unregistered: bool,
    implicit_module: bool,
) -> String {
    let ctx = Context::new();
    strata_tools::registration::register_all_dialects(&ctx);
    ctx.set_allow_unregistered_dialects(unregistered);
    let mut sm = SourceManager::new();
    sm.add(SourceFile {
        name: "t.mlir".into(),
        text: full.into(),
    });
    let options = ParseOptions {
        start,
        threads,
        implicit_module,
        // Every op its own piece, so that small inputs take the parallel path.
        parallel_chunk_bytes: 1,
        ..ParseOptions::default()
    };
    let op = match parse_source(
        &ctx,
        &Source {
            name: "t.mlir",
            text,
        },
        &options,
    ) {
        Ok(op) => op,
        Err(d) => return format!("parse error:\n{}", render(&ctx, &sm, &d)),
    };
    let verify = VerifyOptions {
        parallel: threads,
        ..VerifyOptions::default()
    };
    if let Err(ds) = verify_with(&ctx, &op, &verify) {
        let mut out = String::from("verify error:\n");
        for d in &ds {
            out.push_str(&render(&ctx, &sm, d));
        }
        return out;
    }
    let mut out = String::new();
    for opts in [
        PrintOptions::default(),
        PrintOptions {
            generic: true,
            ..Default::default()
        },
        PrintOptions {
            debug_info: true,
            ..Default::default()
        },
    ] {
        print_top_level(&ctx, &op, &opts, &mut out);
        out.push_str("\n----\n");
    }
    out
}

/// Compares the sequential and parallel results for `text`; `Some(description)` if they
/// differ.
fn compare(full: &str, text: &str, start: (u32, u32), unregistered: bool) -> Option<String> {
    let parallel = observe(full, text, start, true, unregistered);
    let serial = observe(full, text, start, false, unregistered);
    (parallel != serial).then(|| format!("--- sequential\n{serial}\n--- parallel\n{parallel}"))
}

#[test]
fn corpus_parses_the_same_with_threads() {
    with_big_stack(|| {
        let runs_before = parallel_runs();
        let mut checked = 0;
        let mut failures = Vec::new();
        for (path, text) in corpus() {
            let Ok(split) = split_input(&text, DEFAULT_SPLIT_MARKER) else {
                continue;
            };
            for chunk in &split.chunks {
                for unregistered in [true, false] {
                    checked += 1;
                    let start = (chunk.first_line, chunk.first_col);
                    if let Some(diff) = compare(&text, chunk.text, start, unregistered) {
                        failures.push(format!("{}:{}:\n{diff}", path.display(), chunk.first_line));
                    }
                }
            }
        }
        assert!(
            failures.is_empty(),
            "{} of {checked} chunks differ:\n{}",
            failures.len(),
            failures.join("\n")
        );
        // The corpus is mostly functions at the top level: many runs go parallel.
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        assert!(
            cores < 2 || parallel_runs() - runs_before > 100,
            "too few parallel runs"
        );
    });
}

/// Checks that one input gives the same results both ways; with `parallel`, that some
/// run was parsed in parallel (a weak check: tests run concurrently).
fn check(text: &str, parallel: bool) {
    with_big_stack(|| {
        let before = parallel_runs();
        if let Some(diff) = compare(text, text, (1, 1), true) {
            panic!("input:\n{text}\n{diff}");
        }
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let runs = parallel_runs() - before;
        let without_module = |threads| observe_with(text, text, (1, 1), threads, true, false);
        assert_eq!(
            without_module(true),
            without_module(false),
            "input:\n{text}"
        );
        assert!(
            !parallel || cores < 2 || runs > 0,
            "the parallel path was not taken"
        );
    });
}

fn functions(n: usize, indent: &str) -> String {
    let mut s = String::new();
    for i in 0..n {
        s.push_str(&format!(
            "{indent}func.func @f{i}(%a: i32, %b: memref<4xf32>) -> i32 {{\n\
             {indent}  %c = arith.constant {i} : i32\n\
             {indent}  %s = arith.addi %a, %c : i32\n\
             {indent}  %r:2 = \"foo.pair\"(%s) : (i32) -> (i32, i32) loc(#loc{})\n\
             {indent}  return %r#1 : i32\n\
             {indent}}}\n",
            i % 3
        ));
    }
    s
}

const LOCS: &str = "#loc0 = loc(\"a.c\":1:2)\n#loc1 = loc(\"b.c\":3:4)\n#loc2 = loc(unknown)\n";

#[test]
fn explicit_module_with_aliases_and_deferred_locations() {
    let text = format!(
        "#map = affine_map<(d0) -> (d0 + 1)>\n!t = memref<4xf32>\nmodule @m attributes {{foo.x = 1}} {{\n{}  func.func private @decl(!t) attributes {{m = #map}}\n}} loc(#loc1)\n{LOCS}",
        functions(20, "  ")
    );
    check(&text, true);
}

#[test]
fn implicit_module_with_interleaved_aliases() {
    let text = format!(
        "{}#x = 5 : i32\n{}\"foo.op\"() {{v = #x}} : () -> ()\n{LOCS}",
        functions(10, ""),
        functions(10, "")
    );
    check(&text, true);
}

/// A module large enough for symbol uses to be verified on several threads, where some
/// calls name missing functions or use wrong types (`bad` lists the functions whose call
/// is broken, and how).
fn calls(n: usize, bad: &[(usize, &str)]) -> String {
    let mut s = String::new();
    for i in 0..n {
        let callee = match bad.iter().find(|b| b.0 == i) {
            Some((_, "missing")) => format!("@missing{i}(%a) : (i32) -> i32"),
            Some(_) => format!("@f{}(%a) : (i32) -> i64", (i + 1) % n),
            None => format!("@f{}(%a) : (i32) -> i32", (i + 1) % n),
        };
        s.push_str(&format!(
            "func.func @f{i}(%a: i32) -> i32 {{\n\
             \x20 %x = arith.addi %a, %a : i32\n\
             \x20 %y = arith.muli %x, %a : i32\n\
             \x20 %r = func.call {callee}\n\
             \x20 return %a : i32\n\
             }}\n"
        ));
    }
    s
}

#[test]
fn symbol_use_errors_are_the_sequential_ones() {
    // Verified on threads when the module is large; the first error in walk order wins.
    check(&calls(3000, &[]), true);
    check(
        &calls(
            3000,
            &[(2990, "missing"), (1700, "type"), (2100, "missing")],
        ),
        true,
    );
    check(&calls(3000, &[(2999, "missing")]), true);
    check(&calls(3000, &[(0, "type"), (5, "missing")]), true);
    let text = calls(
        3000,
        &[(2990, "missing"), (1700, "missing"), (2100, "type")],
    );
    let out = observe(&text, &text, (1, 1), true, false);
    assert!(
        out.contains("'missing1700' does not reference a valid function")
            && out.matches(": error:").count() == 1,
        "{out}"
    );
}

#[test]
fn generic_form_module() {
    let mut text = String::from("\"builtin.module\"() ({\n");
    for i in 0..20 {
        text.push_str(&format!(
            "  \"func.func\"() <{{function_type = (i32) -> i32, sym_name = \"g{i}\"}}> ({{\n  ^bb0(%arg0: i32):\n    \"func.return\"(%arg0) : (i32) -> ()\n  }}) : () -> ()\n"
        ));
    }
    text.push_str("}) : () -> ()\n");
    check(&text, true);
}

#[test]
fn errors_are_the_sequential_ones() {
    // An error in the middle, at the end, a use of a module-level value, a distinct
    // attribute shared between functions, an undefined location alias.
    let body = functions(10, "  ");
    let cases = [
        format!(
            "module {{\n{body}  func.func @bad() {{\n    %x = arith.addi %nope, %nope : i32\n  }}\n{body}}}\n{LOCS}"
        ),
        format!("module {{\n{body}  func.func @bad() {{\n{LOCS}"),
        format!(
            "module {{\n  %v = \"foo.v\"() : () -> i32\n{body}  \"foo.use\"(%v) : (i32) -> ()\n}}\n{LOCS}"
        ),
        format!(
            "module {{\n{body}  func.func @d1() attributes {{a = distinct[0]<>}}\n  func.func @d2() attributes {{a = distinct[0]<>}}\n{body}}}\n{LOCS}"
        ),
        format!("module {{\n{body}}}\n"),
        format!("module {{\n{body}  \"foo.succ\"() [^bb1] : () -> ()\n}}\n{LOCS}"),
        format!(
            "module {{\n{body}  \"foo.region\"() ({{\n    \"foo.inner\"() : () -> ()\n  }}) : () -> ()\n{body}}}\n{LOCS}"
        ),
        format!("{body}  func.func @x() {{\n  \"foo.oops\n}}\n{LOCS}"),
    ];
    for text in &cases {
        check(text, false);
    }
}

#[test]
fn split_functions_with_odd_layout() {
    // Op-looking lines inside functions at the top-level indentation, comments, strings
    // holding braces, and a multi-line signature.
    let text = format!(
        "module {{\n{f}  func.func @odd(%a: i32,\n  %b: i32) -> i32 {{\n  arith.addi %a, %b : i32\n  \"foo.s\"() {{s = \"}} {{ // \"}} : () -> ()\n  // func.func @fake() {{\n  return %a : i32\n  }}\n{f}}}\n{LOCS}",
        f = functions(10, "  ")
    );
    check(&text, false);
}

#[test]
fn large_module_parses_in_parallel() {
    let text = format!("module {{\n{}}}\n{LOCS}", functions(300, "  "));
    with_big_stack(|| {
        let before = parallel_runs();
        let parallel = observe(&text, &text, (1, 1), true, true);
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        assert!(
            cores < 2 || parallel_runs() > before,
            "the parallel path was not taken"
        );
        assert_eq!(parallel, observe(&text, &text, (1, 1), false, true));
    });
}

#[test]
fn mutated_corpus_fails_the_same_with_threads() {
    with_big_stack(|| {
        let mut failures = Vec::new();
        let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for (path, text) in corpus() {
            let Ok(split) = split_input(&text, DEFAULT_SPLIT_MARKER) else {
                continue;
            };
            for chunk in split.chunks.iter().filter(|c| c.text.len() > 64).take(4) {
                for _ in 0..4 {
                    // Delete a byte or insert one of the characters that matter to the
                    // splitting (braces, quotes, newlines, names).
                    let mut bytes = chunk.text.as_bytes().to_vec();
                    let at = (next() % bytes.len() as u64) as usize;
                    let inserted = [b'{', b'}', b'"', b'\n', b'%', b'^', b'#', b'f'];
                    match next() % 3 {
                        0 => {
                            bytes.remove(at);
                        }
                        _ => bytes.insert(at, inserted[(next() % 8) as usize]),
                    }
                    let Ok(mutated) = String::from_utf8(bytes) else {
                        continue;
                    };
                    if let Some(diff) = compare(&mutated, &mutated, (1, 1), true) {
                        failures.push(format!("{} (mutated):\n{mutated}\n{diff}", path.display()));
                    }
                }
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    });
}
