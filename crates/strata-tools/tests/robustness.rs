//! Robustness tests over the `.mlir` corpus under `tests/`:
//! - print → parse → print is a fixed point for everything that parses and verifies
//!   (except chunks marked `NOT-A-FIXED-POINT`, where mlir-opt is not one either: e.g. an
//!   affine map applied to the same value twice prints as `%a + %a`, which re-parses as
//!   `%a * 2`);
//! - no mutation of a corpus file makes the parser, verifier or printer panic.

mod common;

use common::{Rng, corpus, with_big_stack};

use strata_asm::printer::{PrintOptions, print_top_level};
use strata_asm::{ParseOptions, Source, parse_source};
use strata_ir::Context;

/// A context with every dialect registered, as strata-opt uses.
fn new_context() -> Context {
    let ctx = Context::new();
    strata_tools::registration::register_all_dialects(&ctx);
    ctx
}

/// Chunks as `--split-input-file` would see them.
fn chunks(text: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    for line in text.split_inclusive('\n') {
        if line.trim_end().starts_with("// -----") {
            out.push(String::new());
        } else {
            out.last_mut().unwrap().push_str(line);
        }
    }
    out
}

/// Parses, verifies and prints; `None` if the text is rejected.
fn round(ctx: &Context, text: &str, opts: &PrintOptions) -> Option<String> {
    let op = parse_source(
        ctx,
        &Source {
            name: "t.mlir",
            text,
        },
        &ParseOptions::default(),
    )
    .ok()?;
    strata_ir::verifier::verify(ctx, &op).ok()?;
    let mut out = String::new();
    print_top_level(ctx, &op, opts, &mut out);
    Some(out)
}

#[test]
fn print_parse_print_is_a_fixed_point() {
    with_big_stack(|| {
        let mut checked = 0;
        let mut failures = Vec::new();
        for (path, text) in corpus() {
            for chunk in chunks(&text) {
                if chunk.contains("NOT-A-FIXED-POINT") {
                    continue;
                }
                for generic in [true, false] {
                    let ctx = new_context();
                    ctx.set_allow_unregistered_dialects(true);
                    let opts = PrintOptions {
                        generic,
                        ..Default::default()
                    };
                    let Some(first) = round(&ctx, &chunk, &opts) else {
                        continue;
                    };
                    checked += 1;
                    match round(&ctx, &first, &opts) {
                        Some(second) if second == first => {}
                        Some(second) => failures.push(format!(
                            "{}: printing is not a fixed point\n--- first\n{first}\n--- second\n{second}",
                            path.display()
                        )),
                        None => failures.push(format!("{}: printed form does not parse:\n{first}", path.display())),
                    }
                }
            }
        }
        assert!(
            failures.is_empty(),
            "{} of {checked} round trips failed:\n{}",
            failures.len(),
            failures.join("\n")
        );
        assert!(checked > 0, "the corpus has no valid input");
        println!("{checked} chunks round-tripped");
    });
}

const FRAGMENTS: &[&str] = &[
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    "<",
    ">",
    "%",
    "^bb0",
    "#",
    "!",
    "@",
    "\"",
    ":",
    "=",
    "->",
    ",",
    "-",
    "0x",
    "dense<",
    "loc(",
    "affine_map<(d0) -> (d0)>",
    "i32",
    "tensor<?x",
    "memref<",
    "vector<",
    "\\",
    "0",
    "1e999",
    "99999999999999999999999",
    "#map",
    "{-#",
    "#-}",
    "...",
    "?",
    "*",
    "^bb1:",
    "%0 = ",
    "// -----\n",
    // Affine syntax: bound groups, steps, reductions, subscripts, prefetch hints.
    "affine.parallel (%i) = (",
    "max(",
    "min(",
    "step (",
    "reduce (\"addf\") -> (f32)",
    "symbol(",
    "locality<",
    // Parallel writes: scf.forall's terminator and the slice inserts.
    "scf.forall (%i) in (4) shared_outs(%o = ",
    "scf.forall.in_parallel {",
    "tensor.parallel_insert_slice %s into %o[",
    "tensor.insert_slice %s into %t[",
    "] [1] [1] : tensor<2xf32> into tensor<8xf32>",
];

fn mutate(text: &str, rng: &mut Rng) -> String {
    let mut bytes = text.as_bytes().to_vec();
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(bytes.len() + 1);
        match rng.below(5) {
            0 if !bytes.is_empty() => {
                let end = (at + 1 + rng.below(16)).min(bytes.len());
                bytes.drain(at.min(end)..end);
            }
            1 => {
                let frag = FRAGMENTS[rng.below(FRAGMENTS.len())];
                bytes.splice(at..at, frag.bytes());
            }
            2 if !bytes.is_empty() => {
                let from = rng.below(bytes.len());
                let len = (1 + rng.below(64)).min(bytes.len() - from);
                let piece = bytes[from..from + len].to_vec();
                bytes.splice(at..at, piece);
            }
            3 => bytes.truncate(at),
            _ if at < bytes.len() => {
                const CHARS: &[u8] = b"(){}[]<>%^#!@\":=,-0x9 \n";
                bytes[at] = CHARS[rng.below(CHARS.len())];
            }
            _ => {}
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

#[test]
fn mutated_inputs_never_panic() {
    let iterations: usize = std::env::var("STRATA_MUTATIONS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(20);
    with_big_stack(|| {
        let mut rng = Rng(0x5eed_1234_abcd_ef01);
        let mut runs = 0;
        // One context per setting for all inputs: registering every dialect costs more
        // than reading most chunks, and what earlier inputs uniqued must not matter.
        let contexts = [true, false].map(|allow| {
            let ctx = new_context();
            ctx.set_allow_unregistered_dialects(allow);
            ctx
        });
        for (path, text) in corpus() {
            for chunk in chunks(&text) {
                for _ in 0..iterations {
                    let mutated = mutate(&chunk, &mut rng);
                    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                        for ctx in &contexts {
                            let _ = round(
                                ctx,
                                &mutated,
                                &PrintOptions {
                                    generic: true,
                                    ..Default::default()
                                },
                            );
                            let _ = round(
                                ctx,
                                &mutated,
                                &PrintOptions {
                                    debug_info: true,
                                    ..Default::default()
                                },
                            );
                        }
                    }));
                    assert!(
                        result.is_ok(),
                        "panic on a mutation of {}:\n{mutated}",
                        path.display()
                    );
                    runs += 1;
                }
            }
        }
        println!("{runs} mutated inputs survived");
    });
}

#[test]
fn pathological_nesting_is_diagnosed() {
    with_big_stack(|| {
        let deep_regions = "\"a.b\"() ({".repeat(5000) + &"}) : () -> ()".repeat(5000);
        let deep_attr = "\"a.b\"() {a = ".to_string() + &"[".repeat(100_000) + "} : () -> ()";
        let deep_type = "\"a.b\"() : () -> ".to_string() + &"tuple<".repeat(100_000);
        for text in [deep_regions, deep_attr, deep_type] {
            let ctx = new_context();
            ctx.set_allow_unregistered_dialects(true);
            let err = parse_source(
                &ctx,
                &Source {
                    name: "t.mlir",
                    text: &text,
                },
                &ParseOptions::default(),
            );
            assert!(err.is_err());
        }
    });
}
