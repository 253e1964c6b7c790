//! `strata-opt`: parse, verify and print MLIR, with mlir-opt's command-line interface.

use std::io::{Read, Write};
use std::process::ExitCode;

use clap::{CommandFactory as _, FromArgMatches as _};
use strata_asm::printer::{PrintOptions, print_top_level};
use strata_asm::{ParseOptions, Source, parse_source};
use strata_ir::Context;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId, OwnedOp, WalkOrder, WalkResult, walk_all};
use strata_tools::diagnostics::render;
use strata_tools::source::{SourceFile, SourceManager};
use strata_tools::split_input::{Chunk, DEFAULT_SPLIT_MARKER, render_near_miss, split_input};
use strata_tools::verify_diagnostics::{Verifier, VerifyMode};

use strata_pass::cli::{PipelineSpec, dump_pipeline, extract_pass_flags, help_text};
use strata_pass::{IrPrintConfig, IrUnit, PassManager, PassRegistry};

/// Command-line flags, spelled as mlir-opt spells them.
#[derive(clap::Parser, Debug)]
#[command(
    name = "strata-opt",
    about = "Strata modular optimizer driver (mlir-opt compatible)",
    args_override_self = true
)]
struct Cli {
    /// Input file (`-` for standard input).
    #[arg(default_value = "-")]
    input: String,
    /// Output file (`-` for standard output).
    #[arg(short = 'o', default_value = "-")]
    output: String,
    /// Print operations in the generic form.
    #[arg(long = "mlir-print-op-generic")]
    print_op_generic: bool,
    /// Allow operations of dialects that are not registered.
    #[arg(long = "allow-unregistered-dialect")]
    allow_unregistered_dialect: bool,
    /// Split the input at `// -----` (or the given marker) and process each chunk alone.
    #[arg(long = "split-input-file", num_args = 0..=1, require_equals = true, default_missing_value = DEFAULT_SPLIT_MARKER)]
    split_input_file: Option<String>,
    /// Marker printed between the outputs of split chunks.
    #[arg(long = "output-split-marker", default_value = DEFAULT_SPLIT_MARKER)]
    output_split_marker: String,
    /// Check diagnostics against `expected-*` comments in the input.
    #[arg(long = "verify-diagnostics", num_args = 0..=1, require_equals = true, default_missing_value = "all")]
    verify_diagnostics: Option<String>,
    /// Do not wrap top-level operations in an implicit `builtin.module`.
    #[arg(long = "no-implicit-module")]
    no_implicit_module: bool,
    /// Accept old Standard-dialect syntax: bare op names unknown to the enclosing op's
    /// default dialect resolve in `std` (`func @f`, `addi`, ...). Strata only.
    #[arg(long = "legacy-std")]
    legacy_std: bool,
    /// Print locations.
    #[arg(long = "mlir-print-debuginfo")]
    print_debuginfo: bool,
    /// Print locations in a more readable form.
    #[arg(long = "mlir-pretty-debuginfo")]
    pretty_debuginfo: bool,
    /// Print without aliases, everything inline.
    #[arg(long = "mlir-print-local-scope")]
    print_local_scope: bool,
    /// Elide elements attributes with more elements than this.
    #[arg(long = "mlir-elide-elementsattrs-if-larger")]
    elide_elementsattrs_if_larger: Option<u64>,
    /// Print non-splat elements attributes with more elements than this in hex (-1: never).
    #[arg(
        long = "mlir-print-elementsattrs-with-hex-if-larger",
        allow_negative_numbers = true
    )]
    hex_elementsattrs_if_larger: Option<i64>,
    /// Leave resource blobs with longer hex strings out of the output.
    #[arg(long = "mlir-elide-resource-strings-if-larger")]
    elide_resource_strings_if_larger: Option<u64>,
    /// Never reuse SSA value numbers in sibling regions.
    #[arg(long = "mlir-print-unique-ssa-ids")]
    print_unique_ssa_ids: bool,
    /// Run passes and the verifier on one thread.
    #[arg(long = "mlir-disable-threading")]
    disable_threading: bool,
    /// Textual description of the pass pipeline to run.
    #[arg(long = "pass-pipeline")]
    pass_pipeline: Option<String>,
    /// Print the pipeline that will be run.
    #[arg(long = "dump-pass-pipeline")]
    dump_pass_pipeline: bool,
    /// Display execution times.
    #[arg(long = "mlir-timing")]
    timing: bool,
    /// Display the statistics of each pass.
    #[arg(long = "mlir-pass-statistics")]
    pass_statistics: bool,
    /// Print IR before specified passes.
    #[arg(long = "mlir-print-ir-before", value_delimiter = ',')]
    print_ir_before: Vec<String>,
    /// Print IR before each pass.
    #[arg(long = "mlir-print-ir-before-all")]
    print_ir_before_all: bool,
    /// Print IR after specified passes.
    #[arg(long = "mlir-print-ir-after", value_delimiter = ',')]
    print_ir_after: Vec<String>,
    /// Print IR after each pass.
    #[arg(long = "mlir-print-ir-after-all")]
    print_ir_after_all: bool,
    /// When printing the IR after a pass, only print if the IR changed.
    #[arg(long = "mlir-print-ir-after-change")]
    print_ir_after_change: bool,
    /// When printing the IR after a pass, only print if the pass failed.
    #[arg(long = "mlir-print-ir-after-failure")]
    print_ir_after_failure: bool,
    /// Log action execution to a file, or stdout if '-' is passed (as mlir-opt does).
    #[arg(long = "log-actions-to")]
    log_actions_to: Option<String>,
    /// Comma separated list of locations to filter actions from logging.
    #[arg(long = "log-mlir-actions-filter", value_delimiter = ',')]
    log_mlir_actions_filter: Vec<String>,
    /// Pass flags (`--strip-debuginfo`), in command-line order; filled from argv.
    #[arg(skip)]
    pass_flags: Vec<(String, Option<String>)>,
    /// Attach the failing operation to verifier errors as a note (on by default).
    #[arg(long = "mlir-print-op-on-diagnostic", default_value_t = true, action = clap::ArgAction::Set, num_args = 0..=1, default_missing_value = "true")]
    print_op_on_diagnostic: bool,
    /// Skip verifying the parsed IR (IR that does not verify is then printed generically).
    #[arg(long = "mlir-very-unsafe-disable-verifier-on-parsing")]
    disable_verifier_on_parsing: bool,
    /// Write the output as MLIR bytecode.
    #[arg(long = "emit-bytecode")]
    emit_bytecode: bool,
    /// The bytecode version to write (0 to 6; with --emit-bytecode).
    #[arg(long = "emit-bytecode-version", allow_negative_numbers = true)]
    emit_bytecode_version: Option<i64>,
    /// Leave the data of blob resources out of the bytecode (with --emit-bytecode).
    #[arg(long = "elide-resource-data-from-bytecode")]
    elide_resource_data_from_bytecode: bool,
    /// Verify after every pass (on by default, like mlir-opt).
    #[arg(long = "verify-each", default_value_t = true, action = clap::ArgAction::Set, num_args = 0..=1, default_missing_value = "true")]
    verify_each: bool,
}

/// LLVM's option parser accepts `-flag` as well as `--flag`; clap wants two dashes.
fn normalize_args(args: impl Iterator<Item = String>) -> Vec<String> {
    args.enumerate()
        .map(|(i, a)| {
            if i > 0
                && a.len() > 2
                && a.starts_with('-')
                && !a.starts_with("--")
                && !a.starts_with("-o")
            {
                format!("-{a}")
            } else {
                a
            }
        })
        .collect()
}

fn main() -> ExitCode {
    // Pass flags (`--<pass-name>[=options]`) are picked out before clap sees the rest.
    let registry = strata_tools::registration::pass_registry();
    let (args, pass_flags) = extract_pass_flags(normalize_args(std::env::args()), &registry);
    let argv = args.clone();
    let matches = match Cli::command()
        .after_help(help_text(&registry))
        .try_get_matches_from(args)
    {
        Ok(m) => m,
        Err(e) => return command_line_error(&argv, e, &registry),
    };
    let mut cli = match Cli::from_arg_matches(&matches) {
        Ok(c) => c,
        Err(e) => return command_line_error(&argv, e, &registry),
    };
    cli.pass_flags = pass_flags;
    // Deeply nested input recurses in the parser and printer: give them room.
    let worker = std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(move || run(&cli));
    match worker.map(|h| h.join()) {
        Ok(Ok(code)) => code,
        _ => {
            eprintln!("strata-opt: internal error");
            ExitCode::from(2)
        }
    }
}

/// Reports a command-line error: an unknown flag as LLVM's option parser (mlir-opt)
/// reports it — with the nearest known flag or pass name as a suggestion — anything else
/// (and `--help`/`--version`) as clap does.
fn command_line_error(args: &[String], e: clap::Error, registry: &PassRegistry) -> ExitCode {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    if e.kind() != ErrorKind::UnknownArgument {
        e.exit();
    }
    let arg = match e.get(ContextKind::InvalidArg) {
        Some(ContextValue::String(a)) => a.clone(),
        _ => e.exit(),
    };
    // clap drops an `=value` suffix; LLVM shows the argument as given and keeps the value
    // on its suggestion.
    let given = args
        .iter()
        .skip(1)
        .find(|a| a.split_once('=').map_or(a.as_str(), |(n, _)| n) == arg)
        .cloned()
        .unwrap_or(arg);
    let argv0 = args.first().map_or("strata-opt", String::as_str);
    eprintln!("strata-opt: Unknown command line argument '{given}'.  Try: '{argv0} --help'");
    let known = Cli::command()
        .get_arguments()
        .filter_map(|a| a.get_long().map(str::to_owned))
        .collect::<Vec<_>>();
    let candidates = known
        .iter()
        .map(String::as_str)
        .chain(registry.iter().map(|p| p.argument));
    if let Some(best) = nearest_option(&given, candidates) {
        let value = given
            .split_once('=')
            .map_or(String::new(), |(_, v)| format!("={v}"));
        eprintln!("strata-opt: Did you mean '--{best}{value}'?");
    }
    ExitCode::FAILURE
}

/// The candidate closest to the unknown flag `arg` by edit distance (ignoring leading dashes
/// and any `=value`), as LLVM's option parser picks its suggestion; ties go to the first.
fn nearest_option<'a>(arg: &str, candidates: impl Iterator<Item = &'a str>) -> Option<&'a str> {
    let name = arg.trim_start_matches('-');
    let name = name.split_once('=').map_or(name, |(n, _)| n);
    candidates.min_by_key(|c| strsim::levenshtein(name, c))
}

fn run(cli: &Cli) -> ExitCode {
    let (name, bytes) = match read_input(&cli.input) {
        Ok(x) => x,
        Err(msg) => {
            eprintln!("{msg}");
            return ExitCode::FAILURE;
        }
    };
    if let Some(to) = cli.log_actions_to.as_deref().filter(|t| *t != "-")
        && let Err(e) = std::fs::File::create(to)
    {
        // mlir-opt reports this and carries on without the log.
        eprintln!(
            "error: Opening file for --log-actions-to failed: cannot open output file '{to}': {}",
            io_error_text(&e)
        );
    }
    let registry = strata_tools::registration::pass_registry();
    let passes = match PipelineSpec::new(cli.pass_pipeline.as_deref(), &cli.pass_flags, &registry) {
        Ok(p) => p,
        Err(e) => {
            eprint!("{}", e.render("strata-opt"));
            return ExitCode::FAILURE;
        }
    };
    let mut timing = Timing::default();
    let ctx = Context::new();
    strata_tools::registration::register_all_dialects(&ctx);
    ctx.set_allow_unregistered_dialects(cli.allow_unregistered_dialect);
    ctx.set_multithreading(!cli.disable_threading);
    // Bytecode input is recognized by its magic, as mlir-opt does; it is one chunk.
    let bytecode = strata_bytecode::is_bytecode(&bytes).then_some(bytes.as_slice());
    let text = if bytecode.is_some() {
        String::new()
    } else {
        into_text(bytes.clone())
    };
    let mut sm = SourceManager::new();
    sm.set_load_from_disk(true);
    let buffer = sm.add(SourceFile {
        name: name.clone(),
        text,
    });
    let text = buffer.text();

    let mut errors = String::new();
    let chunks: Vec<Chunk<'_>> = match &cli.split_input_file {
        Some(marker) if bytecode.is_none() => match split_input(text, marker) {
            Ok(split) => {
                for &offset in &split.near_misses {
                    errors.push_str(&render_near_miss(&buffer, offset));
                }
                split.chunks
            }
            Err(msg) => {
                eprintln!("{msg}");
                return ExitCode::FAILURE;
            }
        },
        _ => vec![Chunk {
            text,
            offset: 0,
            first_line: 1,
            first_col: 1,
        }],
    };
    eprint!("{errors}");
    errors.clear();

    let verify_mode = match cli.verify_diagnostics.as_deref() {
        None => None,
        Some("all") => Some(VerifyMode::All),
        Some("only-expected") => Some(VerifyMode::OnlyExpected),
        Some(other) => {
            eprintln!(
                "strata-opt: for the --verify-diagnostics option: Cannot find option named '{other}'!"
            );
            return ExitCode::FAILURE;
        }
    };
    let mut verifier = verify_mode.map(|mode| Verifier::new(&sm, mode, &mut errors));
    let print_options = PrintOptions {
        generic: cli.print_op_generic,
        debug_info: cli.print_debuginfo,
        pretty_debug_info: cli.pretty_debuginfo,
        local_scope: cli.print_local_scope,
        elide_elements_if_larger: cli.elide_elementsattrs_if_larger,
        hex_elements_if_larger: cli.hex_elementsattrs_if_larger,
        unique_ssa_ids: cli.print_unique_ssa_ids,
        elide_resource_strings_if_larger: cli.elide_resource_strings_if_larger,
        threads: !cli.disable_threading,
        skip_regions: false,
    };
    strata_tools::pass_printer::install(&ctx, &print_options);

    let mut failed = false;
    let mut outputs = Vec::with_capacity(chunks.len());
    for chunk in &chunks {
        let mut emitted = Vec::new();
        let result = process_chunk(
            &ctx,
            &name,
            chunk,
            bytecode,
            cli,
            &print_options,
            &passes,
            &mut timing,
            &mut emitted,
        );
        // Diagnostics passes emitted without failing (warnings, remarks) come first; as
        // in mlir-opt, they do not change the exit status.
        for d in &emitted {
            match verifier.as_mut() {
                Some(v) => v.process(&ctx, &sm, d, &mut errors),
                None => errors.push_str(&render(&ctx, &sm, d)),
            }
        }
        match result {
            Ok(out) => outputs.push(out),
            Err(diagnostics) => {
                outputs.push(Vec::new());
                for d in &diagnostics {
                    match verifier.as_mut() {
                        Some(v) => v.process(&ctx, &sm, d, &mut errors),
                        None => {
                            failed = true;
                            errors.push_str(&render(&ctx, &sm, d));
                        }
                    }
                }
            }
        }
        eprint!("{errors}");
        errors.clear();
    }
    if let Some(v) = verifier {
        failed = !v.finish(&mut errors);
        eprint!("{errors}");
    }

    let output = if cli.split_input_file.is_some() {
        join_byte_outputs(&outputs, &cli.output_split_marker)
    } else {
        // One chunk: move its text out rather than copying it.
        outputs.pop().unwrap_or_default()
    };
    let output_start = std::time::Instant::now();
    if let Err(e) = write_output(&cli.output, &output) {
        eprintln!("{e}");
        return ExitCode::FAILURE;
    }
    timing.output += output_start.elapsed();
    timing.report(cli);
    // The process is about to exit: freeing the uniqued IR data, the input and the output
    // would only cost time (LLVM tools skip it too).
    std::mem::forget(output);
    std::mem::forget(sm);
    std::mem::forget(ctx);
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// Parses, verifies and prints one chunk; diagnostics passes emit without failing go to
/// `emitted`.
#[allow(clippy::too_many_arguments)]
fn process_chunk(
    ctx: &Context,
    name: &str,
    chunk: &Chunk<'_>,
    bytecode: Option<&[u8]>,
    cli: &Cli,
    print_options: &PrintOptions,
    passes: &PipelineSpec,
    timing: &mut Timing,
    emitted: &mut Vec<Diagnostic>,
) -> Result<Vec<u8>, Vec<Diagnostic>> {
    let parse_start = std::time::Instant::now();
    let options = ParseOptions {
        implicit_module: !cli.no_implicit_module,
        start: (chunk.first_line, chunk.first_col),
        fallback_dialect: cli.legacy_std.then_some("std"),
        threads: !cli.disable_threading,
        ..ParseOptions::default()
    };
    let op = match bytecode {
        Some(data) => strata_bytecode::read_with_diagnostic(ctx, data, name),
        None => parse_source(
            ctx,
            &Source {
                name,
                text: chunk.text,
            },
            &options,
        ),
    }
    .map_err(|d| vec![d])?;
    let mut op = op;
    if !cli.disable_verifier_on_parsing {
        // mlir-opt attaches the failing op, printed generically, as a note ("see current
        // operation"), except when checking expected diagnostics.
        let root = &op;
        let print_op = |ctx: &Context, body: &Body, target: OpId| {
            let (scope_body, scope_op) = isolated_scope(root, body).unwrap_or((body, target));
            let mut out = String::new();
            let opts = PrintOptions {
                generic: true,
                ..Default::default()
            };
            strata_asm::printer::print_op_local(
                ctx, scope_body, scope_op, body, target, &opts, &mut out,
            );
            out
        };
        let options = strata_ir::verifier::VerifyOptions {
            print_op: Some(&print_op),
            print_op_on_diagnostic: cli.print_op_on_diagnostic && cli.verify_diagnostics.is_none(),
            parallel: !cli.disable_threading,
        };
        strata_ir::verifier::verify_with(ctx, &op, &options)?;
    }
    timing.parser += parse_start.elapsed();
    run_passes(ctx, &mut op, cli, print_options, passes, timing, emitted)?;
    let output_start = std::time::Instant::now();
    if cli.emit_bytecode {
        let version = cli
            .emit_bytecode_version
            .unwrap_or(strata_bytecode::VERSION as i64);
        // Like mlir-opt, a failure to write is reported on the top-level op, printed
        // generically in a note.
        let fail = |msg: String| {
            let mut d = Diagnostic::error(body_loc(&op), msg);
            if cli.print_op_on_diagnostic {
                let opts = PrintOptions {
                    generic: true,
                    local_scope: true,
                    ..Default::default()
                };
                let mut printed = String::new();
                print_top_level(ctx, &op, &opts, &mut printed);
                d = d.with_note(Diagnostic::note(
                    body_loc(&op),
                    format!("see current operation: \n{printed}"),
                ));
            }
            vec![d]
        };
        let Ok(version) = u64::try_from(version) else {
            return Err(fail(format!(
                "unsupported version requested {version}, must be in range [0, {}]",
                strata_bytecode::VERSION
            )));
        };
        let options = strata_bytecode::WriteOptions {
            version,
            elide_resource_data: cli.elide_resource_data_from_bytecode,
            ..Default::default()
        };
        let out = strata_bytecode::write(ctx, &op, &options).map_err(fail)?;
        std::mem::forget(op);
        timing.output += output_start.elapsed();
        return Ok(out);
    }
    if cli.emit_bytecode_version.is_some() {
        return Err(vec![Diagnostic::error(
            ctx.unknown_loc(),
            "bytecode version while not emitting bytecode",
        )]);
    }
    // The printed form is about as long as the input: reserve to avoid regrowing copies.
    let mut out = String::with_capacity(chunk.text.len() + chunk.text.len() / 8);
    // Like mlir-opt, IR that does not verify (possible with --verify-each=false) is printed
    // in the generic form, which does not depend on the ops' invariants.
    let unverified =
        cli.disable_verifier_on_parsing && strata_ir::verifier::verify(ctx, &op).is_err();
    if unverified && !print_options.generic {
        let generic = PrintOptions {
            generic: true,
            ..print_options.clone()
        };
        print_top_level(ctx, &op, &generic, &mut out);
    } else {
        print_top_level(ctx, &op, print_options, &mut out);
    }
    // Like LLVM tools, skip freeing the IR: the process is about to exit and tearing down
    // millions of small allocations only costs time.
    std::mem::forget(op);
    out.push('\n');
    timing.output += output_start.elapsed();
    Ok(out.into_bytes())
}

/// The location of the top-level op (errors of the bytecode writer are reported there).
fn body_loc(op: &OwnedOp) -> strata_ir::Location {
    op.body.op(op.op).loc
}

/// The outputs of split chunks joined by the marker line (bytecode chunks included).
fn join_byte_outputs(outputs: &[Vec<u8>], marker: &str) -> Vec<u8> {
    let mut out = Vec::new();
    for (i, chunk) in outputs.iter().enumerate() {
        if i > 0 {
            out.extend_from_slice(marker.as_bytes());
            out.push(b'\n');
        }
        out.extend_from_slice(chunk);
    }
    out
}

/// `--mlir-timing` and `--mlir-pass-statistics` data gathered over all chunks.
struct Timing {
    start: std::time::Instant,
    parser: std::time::Duration,
    output: std::time::Duration,
    passes: Vec<strata_pass::TimingRow>,
    statistics: Option<String>,
}

impl Default for Timing {
    fn default() -> Self {
        Timing {
            start: std::time::Instant::now(),
            parser: Default::default(),
            output: Default::default(),
            passes: Vec::new(),
            statistics: None,
        }
    }
}

impl Timing {
    /// Prints the reports the command line asked for to stderr.
    fn report(&self, cli: &Cli) {
        if cli.pass_statistics {
            // mlir-opt prints the header even when no pass has statistics.
            eprint!(
                "{}",
                self.statistics
                    .clone()
                    .unwrap_or_else(|| PassManager::new(strata_pass::OpPassManager::new("any"))
                        .statistics_report())
            );
        }
        if !cli.timing {
            return;
        }
        let total = self.start.elapsed();
        let mut rows = vec![strata_pass::TimingRow::serial(0, "Parser", self.parser)];
        rows.extend(self.passes.iter().cloned());
        rows.push(strata_pass::TimingRow::serial(0, "Output", self.output));
        eprint!(
            "{}",
            strata_pass::manager::render_timing_report(&rows, total)
        );
    }
}

/// Runs the requested passes on a parsed, verified chunk; diagnostics the passes emit
/// without failing go to `emitted`.
fn run_passes(
    ctx: &Context,
    op: &mut OwnedOp,
    cli: &Cli,
    print_options: &PrintOptions,
    passes: &PipelineSpec,
    timing: &mut Timing,
    emitted: &mut Vec<Diagnostic>,
) -> Result<(), Vec<Diagnostic>> {
    let top_name = ctx.op_name_str(op.body.op(op.op).name).to_string();
    let root = match passes.build(&top_name) {
        Ok(Some(root)) => root,
        Ok(None) if cli.dump_pass_pipeline => strata_pass::OpPassManager::new(&top_name),
        Ok(None) => return Ok(()),
        Err(e) => {
            let message = match e {
                strata_pass::PipelineError::Other(m) => m,
                other => other.render("strata-opt"),
            };
            return Err(vec![Diagnostic::error(ctx.unknown_loc(), message)]);
        }
    };
    if cli.dump_pass_pipeline {
        eprint!("{}", dump_pipeline(&root));
    }
    let mut pm = PassManager::new(root);
    pm.verify_each = cli.verify_each;
    if cli.disable_threading {
        pm.threads = 1;
    }
    pm.timing = cli.timing;
    pm.statistics = cli.pass_statistics;
    // Ops quoted in diagnostics: errors in the generic form (as the verifier after
    // parsing), warnings and remarks as the output is printed; always with local scope.
    pm.print_op_on_diagnostic = cli.print_op_on_diagnostic && cli.verify_diagnostics.is_none();
    let diag_opts = print_options.clone();
    pm.diagnostic_printer = Some(Box::new(
        move |ctx: &Context, scope_body: &Body, scope_op: OpId, body: &Body, op: OpId, generic| {
            let opts = if generic {
                PrintOptions {
                    generic: true,
                    ..Default::default()
                }
            } else {
                PrintOptions {
                    threads: false,
                    ..diag_opts.clone()
                }
            };
            let mut out = String::new();
            strata_asm::printer::print_op_local(
                ctx, scope_body, scope_op, body, op, &opts, &mut out,
            );
            out
        },
    ));
    let wants_ir = cli.print_ir_after_all
        || cli.print_ir_before_all
        || cli.print_ir_after_change
        || cli.print_ir_after_failure
        || !cli.print_ir_before.is_empty()
        || !cli.print_ir_after.is_empty();
    if wants_ir {
        let opts = print_options.clone();
        pm.ir_print = Some(IrPrintConfig {
            printer: Box::new(move |ctx, unit| {
                let mut out = String::new();
                // As mlir-opt, IR that does not verify (after a pass that broke it) is
                // dumped in the generic form.
                let quiet = strata_ir::verifier::VerifyOptions {
                    print_op: None,
                    print_op_on_diagnostic: false,
                    parallel: false,
                };
                let verified = match unit {
                    IrUnit::Top(top) => strata_ir::verifier::verify_with(ctx, top, &quiet),
                    IrUnit::Nested(body, op) => {
                        strata_ir::verifier::verify_op_with(ctx, body, op, &quiet)
                    }
                }
                .is_ok();
                let generic_opts;
                let opts = if verified {
                    &opts
                } else {
                    generic_opts = PrintOptions {
                        generic: true,
                        ..opts.clone()
                    };
                    &generic_opts
                };
                match unit {
                    IrUnit::Top(top) => print_top_level(ctx, top, opts, &mut out),
                    IrUnit::Nested(body, op) => {
                        strata_asm::printer::print_op_local(ctx, body, op, body, op, opts, &mut out)
                    }
                }
                out
            }),
            sink: Box::new(|s| eprint!("{s}")),
            before: cli.print_ir_before.clone(),
            before_all: cli.print_ir_before_all,
            after: cli.print_ir_after.clone(),
            after_all: cli.print_ir_after_all,
            after_change: cli.print_ir_after_change,
            after_failure: cli.print_ir_after_failure,
        });
    }
    if let Some(to) = &cli.log_actions_to {
        pm.action_log = action_log(to, &cli.log_mlir_actions_filter, print_options);
    }
    let result = pm.run(ctx, op);
    let rows = pm.timing_rows();
    if timing.passes.len() == rows.len() {
        for (acc, row) in timing.passes.iter_mut().zip(rows) {
            acc.accumulate(&row);
        }
    } else {
        timing.passes = rows;
    }
    if cli.pass_statistics {
        timing.statistics = Some(pm.statistics_report());
    }
    emitted.extend(pm.take_diagnostics());
    result.map_err(|e| e.diagnostics)
}

/// The isolated-from-above op (and the body holding it) whose child body is `body`: the
/// scope in which mlir-opt numbers values when printing an op inside `body`. Diagnostics
/// are rare, so a walk from the root is fine.
fn isolated_scope<'a>(root: &'a OwnedOp, body: &Body) -> Option<(&'a Body, OpId)> {
    if std::ptr::eq(&root.body, body) {
        return None;
    }
    if root
        .body
        .child_body(root.op)
        .is_some_and(|c| std::ptr::eq(c, body))
    {
        return Some((&root.body, root.op));
    }
    let mut found = None;
    walk_all(&root.body, root.op, WalkOrder::PreOrder, |b, o| {
        if b.child_body(o).is_some_and(|c| std::ptr::eq(c, body)) {
            found = Some((b, o));
            return WalkResult::Interrupt;
        }
        WalkResult::Advance
    });
    found
}

fn read_input(path: &str) -> Result<(String, Vec<u8>), String> {
    let (name, bytes) = if path == "-" {
        let mut bytes = Vec::new();
        std::io::stdin()
            .read_to_end(&mut bytes)
            .map_err(|e| format!("Could not open input file '<stdin>': {}", io_message(&e)))?;
        ("<stdin>".to_string(), bytes)
    } else {
        let bytes = std::fs::read(path)
            .map_err(|e| format!("Could not open input file '{path}': {}", io_message(&e)))?;
        (path.to_string(), bytes)
    };
    Ok((name, bytes))
}

/// Input bytes as text: valid UTF-8 (the normal case) is taken without copying.
fn into_text(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

fn write_output(path: &str, text: &[u8]) -> Result<(), String> {
    if path == "-" {
        let mut stdout = std::io::stdout().lock();
        // A closed pipe (e.g. `| head`) is not an error worth reporting.
        let _ = stdout.write_all(text).and_then(|_| stdout.flush());
        return Ok(());
    }
    std::fs::write(path, text)
        .map_err(|e| format!("Could not open output file '{path}': {}", io_message(&e)))
}

/// The OS error text without Rust's " (os error N)" suffix, as LLVM prints it.
fn io_message(e: &std::io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error") {
        Some(i) => s[..i].to_string(),
        None => s,
    }
}

/// The `--log-actions-to` logger: ops printed with their regions elided, lines written to
/// stdout (`-`) or appended to the file (truncated when the tool starts).
fn action_log(
    to: &str,
    filters: &[String],
    print_options: &PrintOptions,
) -> Option<strata_pass::actions::ActionLogConfig> {
    use std::io::Write;
    let sink: Box<dyn Fn(&str) + Sync + Send> = if to == "-" {
        Box::new(|s| {
            let mut out = std::io::stdout().lock();
            let _ = out.write_all(s.as_bytes());
            let _ = out.flush();
        })
    } else {
        let file = std::fs::OpenOptions::new().append(true).open(to).ok()?;
        let file = std::sync::Mutex::new(file);
        Box::new(move |s| {
            let mut f = file.lock().unwrap_or_else(|e| e.into_inner());
            let _ = f.write_all(s.as_bytes());
        })
    };
    let opts = PrintOptions {
        skip_regions: true,
        threads: false,
        ..print_options.clone()
    };
    Some(strata_pass::actions::ActionLogConfig {
        printer: Box::new(move |ctx: &Context, body: &Body, op: OpId| {
            let mut out = String::new();
            strata_asm::printer::print_op_local(ctx, body, op, body, op, &opts, &mut out);
            out
        }),
        sink,
        filters: filters
            .iter()
            .map(|f| strata_pass::actions::LocationFilter::parse(f))
            .collect(),
        thread_name: "strata-opt".to_string(),
    })
}

/// An I/O error's message as LLVM prints it (`No such file or directory`).
fn io_error_text(e: &std::io::Error) -> String {
    let text = e.to_string();
    match text.find(" (os error") {
        Some(i) => text[..i].to_string(),
        None => text,
    }
}
