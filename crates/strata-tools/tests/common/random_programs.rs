//! A seeded generator of executable programs for the execution tests: scalar integer and
//! float arithmetic without undefined behaviour, run by `strata-run` and compared with
//! `mlir-runner` (`run_differential.rs`) or with itself after transformations
//! (`run_transforms.rs`).

use std::fmt::Write as _;

use super::Rng;

/// Integer types of the random programs, with their widths.
const INTS: &[(&str, u32)] = &[
    ("i8", 8),
    ("i16", 16),
    ("i17", 17),
    ("i32", 32),
    ("i64", 64),
];
/// Float types of the random programs.
const FLOATS: &[&str] = &["f16", "bf16", "f32", "f64"];

/// A seeded random program: a loop whose iteration arguments (integers of each width
/// and floats) are updated by random operations each iteration, with a memref holding
/// per-iteration values, then printed. Division and shift operands are masked so that no
/// operation has undefined behaviour or gives poison; NaNs are replaced before printing
/// (their sign is not specified).
pub fn random_program(seed: u64) -> String {
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
