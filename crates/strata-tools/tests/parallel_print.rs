//! Printing on several threads (`PrintOptions::threads`) gives exactly the sequential
//! text: for every `--split-input-file` chunk of the `.mlir` corpus under `tests/` and for
//! hand-written edge cases (module-level names, `distinct` attributes, resources, deferred
//! location aliases, several top-level regions), in the generic and custom forms, with and
//! without locations, local scope and unique SSA ids.

mod common;

use common::{corpus, with_big_stack};

use strata_asm::printer::{PrintOptions, print_top_level};
use strata_asm::{ParseOptions, Source, parse_source};
use strata_ir::Context;
use strata_tools::split_input::{DEFAULT_SPLIT_MARKER, split_input};

/// The print settings compared: generic and custom form, with and without locations,
/// plus local scope, unique SSA ids and pretty locations.
fn settings() -> Vec<PrintOptions> {
    let mut all = Vec::new();
    for generic in [false, true] {
        for debug_info in [false, true] {
            let base = PrintOptions {
                generic,
                debug_info,
                ..Default::default()
            };
            all.push(base.clone());
            all.push(PrintOptions {
                local_scope: true,
                ..base.clone()
            });
            all.push(PrintOptions {
                unique_ssa_ids: true,
                ..base.clone()
            });
        }
    }
    all.push(PrintOptions {
        debug_info: true,
        pretty_debug_info: true,
        ..Default::default()
    });
    all
}

/// Parses `text` (verification is not needed to print) and compares the sequential and
/// parallel printed forms under every setting; `None` if it does not parse.
fn compare(text: &str, implicit_module: bool) -> Option<Vec<String>> {
    let ctx = Context::new();
    strata_tools::registration::register_all_dialects(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    let options = ParseOptions {
        implicit_module,
        ..ParseOptions::default()
    };
    let op = parse_source(
        &ctx,
        &Source {
            name: "t.mlir",
            text,
        },
        &options,
    )
    .ok()?;
    let mut diffs = Vec::new();
    for opts in settings() {
        let mut serial = String::new();
        print_top_level(&ctx, &op, &opts, &mut serial);
        let mut parallel = String::new();
        let threaded = PrintOptions {
            threads: true,
            ..opts.clone()
        };
        print_top_level(&ctx, &op, &threaded, &mut parallel);
        if serial != parallel {
            diffs.push(format!(
                "{opts:?}\n--- sequential\n{serial}\n--- parallel\n{parallel}"
            ));
        }
    }
    Some(diffs)
}

#[test]
fn corpus_prints_the_same_with_threads() {
    with_big_stack(|| {
        let mut checked = 0;
        let mut failures = Vec::new();
        for (path, text) in corpus() {
            let Ok(split) = split_input(&text, DEFAULT_SPLIT_MARKER) else {
                continue;
            };
            for chunk in &split.chunks {
                for implicit_module in [true, false] {
                    let Some(diffs) = compare(chunk.text, implicit_module) else {
                        continue;
                    };
                    checked += 1;
                    for d in diffs {
                        failures.push(format!("{}:{}: {d}", path.display(), chunk.first_line));
                    }
                }
            }
        }
        assert!(
            failures.is_empty(),
            "{} differences in {checked} chunks:\n{}",
            failures.len(),
            failures.join("\n")
        );
        assert!(checked > 500, "only {checked} chunks parsed");
        println!("{checked} chunks printed the same");
    });
}

/// Hand-written inputs for the state that crosses functions.
const CASES: &[&str] = &[
    // Module-level values: their names are in scope in every function (`%c0_0`), and
    // their numbers precede the functions' in the generic form.
    r#"%c0 = arith.constant 0 : index
%0 = "foo.v"() : () -> i32
func.func @f(%a: index) -> index {
  %z = arith.constant 0 : index
  %1 = arith.addi %a, %z : index
  return %1 : index
}
%1 = "foo.w"(%0) : (i32) -> i32
func.func @g(%a: i32) -> i32 {
  %z = arith.constant 0 : i32
  %2 = "foo.x"(%a, %z) ({
  ^bb0(%b: i32):
    %c0_1 = arith.constant 1 : i32
    "foo.y"(%c0_1) : (i32) -> ()
  }) : (i32, i32) -> i32
  return %2 : i32
}
"foo.region"() ({
  %3 = "foo.z"() : () -> i32
}) : () -> ()
func.func @h() {
  %z = arith.constant 0 : index
  return
}"#,
    // `distinct` attributes numbered in printing order across functions, inline and in
    // deferred location aliases.
    r#"func.func @a() attributes {d = distinct[0]<>} {
  "foo.op"() {x = distinct[1]<>} : () -> () loc(fused<distinct[2]<>>["a.mlir":1:2])
  return
}
func.func @b() {
  "foo.op"() {y = distinct[3]<>, z = distinct[4]<42 : i32>} : () -> ()
  return
}
func.func @c() attributes {d = distinct[0]<>} {
  return
}"#,
    // Resources referenced from several functions, listed in order of first reference.
    r#"func.func @a() {
  %0 = "foo.c"() {v = dense_resource<blob2> : tensor<2xi8>} : () -> tensor<2xi8>
  return
}
func.func @b() {
  %0 = "foo.c"() {v = dense_resource<blob1> : tensor<2xi8>} : () -> tensor<2xi8>
  %1 = "foo.c"() {v = dense_resource<blob2> : tensor<2xi8>} : () -> tensor<2xi8>
  return
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x010000000102",
      blob2: "0x010000000304"
    }
  }
#-}"#,
    // Aliases found in some functions only, deferred or not depending on later uses.
    r#"#m = affine_map<(d0) -> (d0 + 1)>
func.func @a(%x: index) -> index {
  %0 = affine.apply #m(%x) loc("a.mlir":3:4)
  return %0 : index
} loc(#l)
func.func @b(%x: memref<4xf32, affine_map<(d0) -> (d0 + 2)>>) attributes {t = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>} {
  "foo.op"() {l = loc("a.mlir":3:4), n = loc("n"("b.mlir":1:1))} : () -> () loc("n"("b.mlir":1:1))
  return
}
func.func @c() {
  "foo.op"() {m = affine_map<(d0) -> (d0 + 1)>} : () -> () loc(callsite("x.mlir":1:1 at "a.mlir":3:4))
  return
}
#l = loc("f.mlir":9:9)"#,
    // Name hints that conflict with each other and with argument names.
    r#"func.func @a(%arg0: i32) -> (i32, i1) {
  %sum, %overflow = arith.addui_extended %arg0, %arg0 : i32, i1
  %c1 = arith.constant 1 : i32
  %c1_0 = arith.constant 2 : i32
  %r = arith.addi %c1, %c1_0 : i32
  return %r, %overflow : i32, i1
}
func.func @b(%arg0: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c1_1 = arith.constant 3 : i32
  %0 = scf.execute_region -> i32 {
    %c1_2 = arith.constant 4 : i32
    scf.yield %c1_2 : i32
  }
  return %0 : i32
}"#,
    // Nested modules: only the top level is split.
    r#"module @outer {
  module @inner {
    func.func @a() {
      return
    }
    func.func @b() {
      return
    }
  }
  func.func @c() {
    %c0 = arith.constant 0 : index
    return
  }
}"#,
    // A top-level op with several regions and blocks (no implicit module).
    r#""foo.top"() ({
  %0 = "foo.a"() : () -> i32
  func.func @f() {
    %c0 = arith.constant 0 : index
    return
  }
  "foo.b"(%0) : (i32) -> ()
}, {
  func.func @g(%x: i32) {
    "foo.u"(%x) : (i32) -> ()
    return
  }
^bb1(%y: i32):
  %1 = "foo.c"(%y) : (i32) -> i32
  func.func @h() {
    return
  }
}) : () -> ()"#,
];

#[test]
fn edge_cases_print_the_same_with_threads() {
    with_big_stack(|| {
        let mut failures = Vec::new();
        for (i, case) in CASES.iter().enumerate() {
            for implicit_module in [true, false] {
                match compare(case, implicit_module) {
                    Some(diffs) => {
                        for d in diffs {
                            failures.push(format!("case {i}: {d}"));
                        }
                    }
                    None if implicit_module => failures.push(format!("case {i} does not parse")),
                    None => {}
                }
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    });
}

/// Many functions, so that every chunk holds several of them.
#[test]
fn many_functions_print_the_same_with_threads() {
    with_big_stack(|| {
        for distinct in [false, true] {
            let mut text = String::new();
            for i in 0..300 {
                let k = if distinct {
                    format!("distinct[{i}]<>")
                } else {
                    format!("{i} : i32")
                };
                text.push_str(&format!(
                    "func.func @f{i}(%a: i32) -> i32 attributes {{k = {k}}} {{\n  %c{i} = arith.constant {i} : i32\n  %0 = arith.addi %a, %c{i} : i32 loc(\"x.mlir\":{i}:1)\n  return %0 : i32\n}}\n"
                ));
            }
            let diffs = compare(&text, true).expect("parses");
            assert!(diffs.is_empty(), "{}", diffs.join("\n"));
        }
    });
}
