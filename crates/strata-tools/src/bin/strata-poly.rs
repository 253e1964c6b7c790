//! `strata-poly`: an iscc-like calculator over integer sets and relations in isl notation.
//!
//! `strata-poly [FILE]` reads statements from FILE (or stdin when absent or `-`), prints
//! the value of every expression statement on one line, and reports errors as
//! `file:line:col: error: message` on stderr (exit status 1). The language is described in
//! `strata_presburger::calc`.

use std::io::{Read, Write};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--help" || a == "-h") {
        println!(
            "usage: strata-poly [FILE]\n\nEvaluates iscc-style statements over sets and relations in isl notation."
        );
        return;
    }
    if args.len() > 1 {
        eprintln!("strata-poly: error: expected at most one input file");
        std::process::exit(2);
    }
    let (source, name) = match args.first().map(String::as_str) {
        None | Some("-") => {
            let mut s = String::new();
            if let Err(e) = std::io::stdin().read_to_string(&mut s) {
                eprintln!("<stdin>: error: {e}");
                std::process::exit(2);
            }
            (s, "<stdin>".to_string())
        }
        Some(path) => match std::fs::read_to_string(path) {
            Ok(s) => (s, path.to_string()),
            Err(e) => {
                eprintln!("{path}: error: {e}");
                std::process::exit(2);
            }
        },
    };
    let out = strata_presburger::calc::run(&source, &name);
    let _ = std::io::stdout().lock().write_all(out.stdout.as_bytes());
    for d in &out.diagnostics {
        eprintln!("{d}");
    }
    if !out.diagnostics.is_empty() {
        std::process::exit(1);
    }
}
