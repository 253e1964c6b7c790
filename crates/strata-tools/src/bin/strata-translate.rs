//! `strata-translate`: the `mlir-translate` equivalent. Today one translation,
//! `--mlir-to-llvmir`: a module of `llvm` dialect ops to LLVM IR text (see
//! `strata_llvm::translate`), with `-o` and `--split-input-file` as mlir-translate has them.

use std::io::Read as _;
use std::process::ExitCode;

use clap::Parser;
use strata_asm::{ParseOptions, Source, parse_source};
use strata_ir::Context;
use strata_tools::diagnostics::render;
use strata_tools::source::{SourceFile, SourceManager};
use strata_tools::split_input::{Chunk, render_near_miss, split_input};

/// Command line of `strata-translate`.
#[derive(Parser, Debug)]
#[command(name = "strata-translate", about = "Strata translation driver")]
struct Cli {
    /// Input file (`-` for standard input).
    #[arg(default_value = "-")]
    input: String,
    /// Output file (`-` for standard output).
    #[arg(short = 'o', default_value = "-")]
    output: String,
    /// Translate MLIR (the llvm dialect) to LLVM IR.
    #[arg(long = "mlir-to-llvmir")]
    mlir_to_llvmir: bool,
    /// Split the input at the marker and translate each chunk on its own.
    #[arg(long = "split-input-file", num_args = 0..=1, default_missing_value = "// -----", require_equals = true)]
    split_input_file: Option<String>,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    // Deeply nested inputs need a large stack, as in strata-opt.
    let worker = std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(move || run(&cli));
    match worker.map(|h| h.join()) {
        Ok(Ok(code)) => code,
        _ => ExitCode::FAILURE,
    }
}

fn run(cli: &Cli) -> ExitCode {
    if !cli.mlir_to_llvmir {
        eprintln!("strata-translate: no translation given (use --mlir-to-llvmir)");
        return ExitCode::FAILURE;
    }
    let (name, text) = if cli.input == "-" {
        let mut s = String::new();
        if std::io::stdin().read_to_string(&mut s).is_err() {
            eprintln!("strata-translate: cannot read standard input");
            return ExitCode::FAILURE;
        }
        ("<stdin>".to_string(), s)
    } else {
        match std::fs::read_to_string(&cli.input) {
            Ok(s) => (cli.input.clone(), s),
            Err(e) => {
                eprintln!("strata-translate: cannot open '{}': {e}", cli.input);
                return ExitCode::FAILURE;
            }
        }
    };
    let ctx = Context::new();
    strata_tools::registration::register_all_dialects(&ctx);
    let mut sm = SourceManager::new();
    let buffer = sm.add(SourceFile {
        name: name.clone(),
        text,
    });
    let text = buffer.text();
    let chunks: Vec<Chunk<'_>> = match &cli.split_input_file {
        Some(marker) => match split_input(text, marker) {
            Ok(split) => {
                for &offset in &split.near_misses {
                    eprint!("{}", render_near_miss(&buffer, offset));
                }
                split.chunks
            }
            Err(msg) => {
                eprintln!("{msg}");
                return ExitCode::FAILURE;
            }
        },
        None => vec![Chunk {
            text,
            offset: 0,
            first_line: 1,
            first_col: 1,
        }],
    };
    let mut outputs = Vec::new();
    let mut failed = false;
    for chunk in &chunks {
        let options = ParseOptions {
            start: (chunk.first_line, chunk.first_col),
            ..ParseOptions::default()
        };
        let source = Source {
            name: &name,
            text: chunk.text,
        };
        let result = parse_source(&ctx, &source, &options)
            .map_err(|d| vec![d])
            .and_then(|op| strata_ir::verifier::verify(&ctx, &op).map(|()| op))
            .and_then(|op| {
                strata_llvm::translate::translate_module(&ctx, &op).map_err(|d| vec![d])
            });
        match result {
            Ok(ir) => outputs.push(ir),
            Err(diags) => {
                failed = true;
                for d in &diags {
                    eprint!("{}", render(&ctx, &sm, d));
                }
            }
        }
    }
    let mut out = outputs.join("\n// -----\n");
    if !out.is_empty() {
        out.push('\n');
    }
    if cli.output == "-" {
        print!("{out}");
    } else if let Err(e) = std::fs::write(&cli.output, out) {
        eprintln!("strata-translate: cannot write '{}': {e}", cli.output);
        return ExitCode::FAILURE;
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
