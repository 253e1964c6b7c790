//! The interpreter never panics: every function of every chunk of the `.mlir` corpus
//! under `tests/` that parses and verifies is run by `strata-exec` with sample arguments
//! (`Interpreter::sample_args`) and small limits (steps, memory, call depth); it must end
//! with results or a located error, never a panic.

mod common;

use common::{corpus, with_big_stack};

use strata_asm::{ParseOptions, Source, parse_source};
use strata_exec::{Interpreter, Limits};
use strata_ir::Context;

/// Chunks as `--split-input-file` would see them.
fn chunks(text: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    for line in text.split_inclusive('\n') {
        if line.trim_end().starts_with("// -----") {
            out.push(String::new());
        } else if let Some(last) = out.last_mut() {
            last.push_str(line);
        }
    }
    out
}

#[test]
fn interpreting_the_corpus_never_panics() {
    with_big_stack(|| {
        let ctx = Context::new();
        strata_tools::registration::register_all_dialects(&ctx);
        let limits = Limits {
            steps: 200_000,
            memory: 64 << 20,
            call_depth: 200,
        };
        let (mut runs, mut errors, mut panics) = (0usize, 0usize, Vec::new());
        for (path, text) in corpus() {
            for chunk in chunks(&text) {
                let Ok(module) = parse_source(
                    &ctx,
                    &Source {
                        name: "t.mlir",
                        text: &chunk,
                    },
                    &ParseOptions::default(),
                ) else {
                    continue;
                };
                if strata_ir::verifier::verify(&ctx, &module).is_err() {
                    continue;
                }
                let names = Interpreter::new(&ctx, &module, limits.clone()).function_names();
                for name in names {
                    let mut interp = Interpreter::new(&ctx, &module, limits.clone());
                    let Some(f) = interp.function(&name) else {
                        continue;
                    };
                    let Some(args) = interp.sample_args(f) else {
                        continue;
                    };
                    let loc = ctx.unknown_loc();
                    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                        interp.call(&name, &args, loc)
                    }));
                    runs += 1;
                    match outcome {
                        Ok(Ok(_)) => {}
                        Ok(Err(e)) => {
                            errors += 1;
                            if std::env::var_os("STRATA_RUN_SHOW_ERRORS").is_some() {
                                eprintln!("{}: {}", path.display(), e.message);
                            }
                        }
                        Err(_) => panics.push(format!(
                            "{} @{}",
                            path.display(),
                            String::from_utf8_lossy(&name)
                        )),
                    }
                }
            }
        }
        eprintln!("interpreted {runs} functions ({errors} ended with an error)");
        assert!(runs > 400, "too few functions interpreted: {runs}");
        assert!(
            panics.is_empty(),
            "the interpreter panicked on:\n{}",
            panics.join("\n")
        );
    });
}

/// Every entry point of `tests/run/llvm/traps.mlir` ends with an error at a file location
/// (not a panic, not an unknown location).
#[test]
fn llvm_traps_are_located() {
    with_big_stack(|| {
        let ctx = Context::new();
        strata_tools::registration::register_all_dialects(&ctx);
        let path = common::workspace_root().join("tests/run/llvm/traps.mlir");
        let text = std::fs::read_to_string(&path).expect("tests/run/llvm/traps.mlir");
        let module = parse_source(
            &ctx,
            &Source {
                name: "traps.mlir",
                text: &text,
            },
            &ParseOptions::default(),
        )
        .expect("traps.mlir parses");
        let limits = Limits::default();
        let mut checked = 0;
        for line in text.lines().filter(|l| l.contains("RUN: not strata-run")) {
            let name = line
                .split_whitespace()
                .skip_while(|w| *w != "-e")
                .nth(1)
                .expect("an entry point");
            let mut interp = Interpreter::new(&ctx, &module, limits.clone());
            let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                interp.call(name.as_bytes(), &[], ctx.unknown_loc())
            }));
            let Ok(Err(e)) = outcome else {
                panic!("@{name} did not end with an error");
            };
            let located = matches!(
                ctx.attr_data(e.loc.attr(&ctx)),
                strata_ir::AttrData::FileLineColLoc { .. }
            );
            assert!(
                located,
                "@{name}: error '{}' has no file location",
                e.message
            );
            checked += 1;
        }
        assert!(checked >= 15, "only {checked} entry points checked");
    });
}
