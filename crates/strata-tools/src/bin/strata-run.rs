//! `strata-run`: run a function of an MLIR program, with mlir-runner's command line.
//! Backends: `interp` (the reference interpreter: func/arith/cf/scf/memref/affine at any
//! level), `cranelift` (the JIT of the llvm dialect) and `llvm` (the program's LLVM IR
//! compiled by clang-22 into a shared object). Without `--backend`, programs run on
//! Cranelift. The compiled backends lower
//! higher-level input with Strata's own `*-to-llvm` passes when they are registered, and
//! otherwise say that the input must be in the llvm dialect.

use std::io::{Read, Write};
use std::process::ExitCode;

use clap::Parser as _;
use strata_asm::{ParseOptions, Source, parse_source};
use strata_exec::{ExecError, Interpreter, Limits, ScalarTy, Value};
use strata_ir::float::FloatKind;
use strata_ir::{Context, TypeData};
use strata_tools::diagnostics::render;
use strata_tools::run_compiled as compiled;
use strata_tools::source::{SourceFile, SourceManager};

/// Command-line flags, spelled as mlir-runner spells them.
#[derive(clap::Parser, Debug)]
#[command(
    name = "strata-run",
    about = "Strata runner: execute a function of an MLIR program (mlir-runner compatible)",
    args_override_self = true
)]
struct Cli {
    /// Input file (`-` for standard input).
    #[arg(default_value = "-")]
    input: String,
    /// The function to run.
    #[arg(short = 'e', default_value = "main")]
    entry_point: String,
    /// The entry point's result type: void, i32, i64, f32 or f64.
    #[arg(long = "entry-point-result", default_value = "f32")]
    entry_point_result: String,
    /// Optimization level (-O0 .. -O3): clang's for the llvm backend, Cranelift's `none`
    /// (-O0) or `speed`; the interpreter does not optimize.
    #[arg(long = "opt-level", hide = true)]
    opt_level: Option<String>,
    /// Shared libraries to load; accepted and ignored (the runtime is built in).
    #[arg(long = "shared-libs", value_delimiter = ',')]
    shared_libs: Vec<String>,
    /// Execution backend: interp (the reference interpreter), cranelift (the default) or
    /// llvm.
    #[arg(long = "backend")]
    backend: Option<String>,
    /// Stop after this many executed operations (interpreter).
    #[arg(long = "max-steps")]
    max_steps: Option<u64>,
    /// Print the number of executed operations to standard error (interpreter).
    #[arg(long = "print-steps")]
    print_steps: bool,
}

/// LLVM's option parser accepts `-flag` as well as `--flag`, and `-O3`.
fn normalize_args(args: impl Iterator<Item = String>) -> Vec<String> {
    let mut out = Vec::new();
    for (i, a) in args.enumerate() {
        if i > 0 && matches!(a.as_str(), "-O0" | "-O1" | "-O2" | "-O3") {
            out.push(format!("--opt-level={}", &a[2..]));
        } else if i > 0
            && a.len() > 2
            && a.starts_with('-')
            && !a.starts_with("--")
            && !a.starts_with("-e")
        {
            out.push(format!("-{a}"));
        } else {
            out.push(a);
        }
    }
    out
}

fn main() -> ExitCode {
    let cli = Cli::parse_from(normalize_args(std::env::args()));
    // Deeply nested input and deep recursion of the interpreted program need stack.
    let worker = std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(move || run(&cli));
    match worker.map(|h| h.join()) {
        Ok(Ok(code)) => code,
        _ => {
            eprintln!("strata-run: internal error");
            ExitCode::from(2)
        }
    }
}

/// What the entry point returns.
#[derive(Clone, Copy, PartialEq, Eq)]
enum ResultKind {
    Void,
    Scalar(ScalarTy),
}

fn error(msg: &str) -> ExitCode {
    eprintln!("Error: {msg}");
    ExitCode::FAILURE
}

fn run(cli: &Cli) -> ExitCode {
    if let Some(b) = &cli.backend
        && !matches!(b.as_str(), "interp" | "cranelift" | "llvm")
    {
        return error(&format!(
            "unknown backend '{b}' (expected cranelift, llvm or interp)"
        ));
    }
    if let Some(o) = &cli.opt_level
        && !matches!(o.as_str(), "0" | "1" | "2" | "3")
    {
        return error(&format!("unknown optimization level '-O{o}'"));
    }
    let kind = match cli.entry_point_result.as_str() {
        "void" => ResultKind::Void,
        "i32" => ResultKind::Scalar(ScalarTy::Int(32)),
        "i64" => ResultKind::Scalar(ScalarTy::Int(64)),
        "f32" => ResultKind::Scalar(ScalarTy::Float(FloatKind::F32)),
        "f64" => ResultKind::Scalar(ScalarTy::Float(FloatKind::F64)),
        _ => return error("unsupported function type"),
    };
    let (name, text) = match read_input(&cli.input) {
        Ok(x) => x,
        Err(msg) => {
            eprintln!("{msg}");
            return ExitCode::FAILURE;
        }
    };
    let ctx = Context::new();
    strata_tools::registration::register_all_dialects(&ctx);
    let mut sm = SourceManager::new();
    sm.set_load_from_disk(true);
    sm.add(SourceFile {
        name: name.clone(),
        text: text.clone(),
    });
    let module = match parse_source(
        &ctx,
        &Source {
            name: &name,
            text: &text,
        },
        &ParseOptions::default(),
    ) {
        Ok(m) => m,
        Err(d) => {
            eprint!("{}", render(&ctx, &sm, &d));
            return ExitCode::FAILURE;
        }
    };
    if let Err(ds) = strata_ir::verifier::verify(&ctx, &module) {
        for d in &ds {
            eprint!("{}", render(&ctx, &sm, d));
        }
        return ExitCode::FAILURE;
    }
    let backend = cli.backend.as_deref().unwrap_or("cranelift");
    if backend != "interp" && (cli.max_steps.is_some() || cli.print_steps) {
        return error("--max-steps and --print-steps need --backend=interp");
    }
    if backend != "interp" {
        let mut module = module;
        let opt = cli
            .opt_level
            .as_deref()
            .and_then(|o| o.parse::<u8>().ok())
            .unwrap_or(2);
        let code = compiled::run(
            &ctx,
            &sm,
            &mut module,
            &cli.entry_point,
            &cli.entry_point_result,
            backend,
            opt,
        );
        std::mem::forget(module);
        return code;
    }
    let limits = Limits {
        steps: cli.max_steps.unwrap_or(u64::MAX),
        ..Limits::default()
    };
    let mut interp = Interpreter::new(&ctx, &module, limits);
    let Some(f) = interp.function(cli.entry_point.as_bytes()) else {
        return error("entry point not found");
    };
    let Some((inputs, results)) = interp.signature(f) else {
        return error("entry point not found");
    };
    if !inputs.is_empty() {
        return error("JIT can't invoke a main function expecting arguments");
    }
    match kind {
        ResultKind::Void if !results.is_empty() => return error("expected void function"),
        ResultKind::Scalar(ty) => {
            let ok = results.len() == 1
                && match ctx.type_data(results[0]) {
                    TypeData::Integer { width, .. } => ty == ScalarTy::Int(*width),
                    TypeData::Float(k) => ty == ScalarTy::Float(*k),
                    _ => false,
                };
            if !ok {
                return error(&format!(
                    "only single {} function result supported",
                    cli.entry_point_result
                ));
            }
        }
        ResultKind::Void => {}
    }
    let loc = ctx.unknown_loc();
    let result = interp.call(cli.entry_point.as_bytes(), &[], loc);
    let mut stdout = std::io::stdout().lock();
    let _ = stdout.write_all(&interp.out);
    let code = match result {
        Ok(vals) => {
            if let (ResultKind::Scalar(ty), Some(v)) = (kind, vals.first()) {
                match print_result(ty, v) {
                    Ok(s) => {
                        let _ = writeln!(stdout, "{s}");
                        ExitCode::SUCCESS
                    }
                    Err(e) => {
                        let _ = stdout.flush();
                        report(&ctx, &sm, &e)
                    }
                }
            } else {
                ExitCode::SUCCESS
            }
        }
        Err(e) => {
            let _ = stdout.flush();
            report(&ctx, &sm, &e)
        }
    };
    let _ = stdout.flush();
    if cli.print_steps {
        eprintln!("strata-run: {} operations executed", interp.steps());
    }
    // The process is about to exit: skip freeing the IR and the memory.
    std::mem::forget(interp);
    std::mem::forget(module);
    code
}

fn report(ctx: &Context, sm: &SourceManager, e: &ExecError) -> ExitCode {
    eprint!("{}", render(ctx, sm, &e.to_diagnostic()));
    ExitCode::FAILURE
}

/// The entry point's result as mlir-runner prints it (LLVM's `raw_ostream`: integers in
/// decimal, floats as `%e`).
fn print_result(ty: ScalarTy, v: &Value) -> Result<String, ExecError> {
    let Value::Bits(b) = v else {
        let loc = match v {
            Value::Poison(l) => *l,
            _ => return Ok(String::new()),
        };
        return Err(ExecError::new(
            loc,
            "the entry point returned a poison value",
        ));
    };
    Ok(match ty {
        ScalarTy::Int(w) => {
            let s = 64 - w;
            (((*b << s) as i64) >> s).to_string()
        }
        ScalarTy::Float(FloatKind::F32) => {
            strata_exec::format::format_e(f64::from(f32::from_bits(*b as u32)))
        }
        ScalarTy::Float(_) => strata_exec::format::format_e(f64::from_bits(*b)),
        ScalarTy::Index => b.to_string(),
    })
}

fn read_input(path: &str) -> Result<(String, String), String> {
    let (name, bytes) = if path == "-" {
        let mut bytes = Vec::new();
        std::io::stdin()
            .read_to_end(&mut bytes)
            .map_err(|e| format!("Could not open input file '<stdin>': {e}"))?;
        ("<stdin>".to_string(), bytes)
    } else {
        let bytes =
            std::fs::read(path).map_err(|e| format!("Could not open input file '{path}': {e}"))?;
        (path.to_string(), bytes)
    };
    let text = String::from_utf8(bytes)
        .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
    Ok((name, text))
}
