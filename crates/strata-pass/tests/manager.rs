//! Unit tests: pipeline parsing and printing, option errors, nesting, threading
//! determinism, verification after passes, instrumentation and the generic passes.

use std::sync::{Arc, Mutex};

use strata_asm::printer::{PrintOptions, print_top_level};
use strata_asm::{ParseOptions, Source, parse_source};
use strata_ir::Context;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId, OwnedOp};

use strata_pass::manager::{IrPrintConfig, IrUnit, TimingRow, render_timing_report};
use strata_pass::pass::{Pass, PassEnv, Statistic};
use strata_pass::pipeline::{PipelineError, parse_pipeline};
use strata_pass::{OpPassManager, PassManager, PassRegistry};
use strata_transforms::{PrintOpStats, StripDebugInfo};

fn parse(ctx: &Context, text: &str) -> OwnedOp {
    ctx.set_allow_unregistered_dialects(true);
    parse_source(
        ctx,
        &Source {
            name: "test.mlir",
            text,
        },
        &ParseOptions::default(),
    )
    .expect("test input parses")
}

fn print(ctx: &Context, op: &OwnedOp, debug_info: bool) -> String {
    let mut out = String::new();
    let opts = PrintOptions {
        debug_info,
        ..Default::default()
    };
    print_top_level(ctx, op, &opts, &mut out);
    out
}

/// Records `sym_name`s (or op names) of the ops it runs on, annotates them with a
/// `visited` attribute counting the ops nested in them, and counts its runs.
#[derive(Clone, Default)]
struct RecordPass {
    log: Arc<Mutex<Vec<String>>>,
    runs: u64,
}

impl Pass for RecordPass {
    fn argument(&self) -> &'static str {
        "test-record"
    }
    fn name(&self) -> &'static str {
        "RecordPass"
    }
    fn summary(&self) -> &'static str {
        "Records the ops it runs on"
    }
    fn run(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        _env: &mut PassEnv<'_>,
    ) -> Result<(), Diagnostic> {
        let sym = ctx.ident("sym_name");
        let from_props = body.op(op).properties.and_then(|p| {
            ctx.dictionary_entries(p)
                .iter()
                .find(|e| e.name == sym)
                .map(|e| e.value)
        });
        let label = match from_props {
            Some(a) => strata_asm::printer::attr_to_string(ctx, a),
            None => ctx.op_name_str(body.op(op).name).to_string(),
        };
        self.log.lock().unwrap().push(label);
        let count = strata_ir::ir::walk_all_iter(body, op, strata_ir::ir::WalkOrder::PreOrder)
            .count() as u64;
        let value = ctx.integer_attr(
            ctx.builtin_types().i64,
            strata_ir::apint::ApInt::from_u64(64, count),
        );
        body.set_discardable_attr(ctx, op, "test.visited", value);
        self.runs += 1;
        Ok(())
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
    fn statistics(&self) -> Vec<Statistic> {
        vec![Statistic {
            name: "runs",
            description: "Number of runs",
            value: self.runs,
        }]
    }
}

/// Makes the IR invalid: gives the op a discardable attribute without a dialect prefix.
#[derive(Clone, Default)]
struct BreakPass;

impl Pass for BreakPass {
    fn argument(&self) -> &'static str {
        "test-break"
    }
    fn name(&self) -> &'static str {
        "BreakPass"
    }
    fn summary(&self) -> &'static str {
        "Produces invalid IR"
    }
    fn run(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        _env: &mut PassEnv<'_>,
    ) -> Result<(), Diagnostic> {
        let unit = ctx.unit_attr();
        body.set_discardable_attr(ctx, op, "unprefixed", unit);
        Ok(())
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// Always fails.
#[derive(Clone, Default)]
struct FailPass;

impl Pass for FailPass {
    fn argument(&self) -> &'static str {
        "test-fail"
    }
    fn name(&self) -> &'static str {
        "FailPass"
    }
    fn summary(&self) -> &'static str {
        "Fails"
    }
    fn run(
        &mut self,
        _ctx: &Context,
        body: &mut Body,
        op: OpId,
        _env: &mut PassEnv<'_>,
    ) -> Result<(), Diagnostic> {
        Err(Diagnostic::error(body.op(op).loc, "test-fail failed"))
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

fn registry() -> PassRegistry {
    let mut r = strata_transforms::registry();
    r.register(|| Box::new(RecordPass::default()));
    r.register(|| Box::new(BreakPass));
    r.register(|| Box::new(FailPass));
    r
}

fn inline(pm: &OpPassManager) -> String {
    let mut s = String::new();
    pm.print_inline(&mut s);
    s
}

#[test]
fn pipeline_round_trips() {
    let r = registry();
    for text in [
        "builtin.module(func.func(strip-debuginfo,print-op-stats{json=true}),strip-debuginfo)",
        "builtin.module()",
        "any(strip-debuginfo)",
        "builtin.module(builtin.module(builtin.module(test-record)),print-op-stats{json=false})",
    ] {
        let pm = OpPassManager::parse(text, &r).unwrap();
        assert_eq!(inline(&pm), text);
    }
    // Whitespace and defaulted options are normalized.
    let pm = OpPassManager::parse(
        " builtin.module( func.func( strip-debuginfo , print-op-stats ) ) ",
        &r,
    )
    .unwrap();
    assert_eq!(
        inline(&pm),
        "builtin.module(func.func(strip-debuginfo,print-op-stats{json=false}))"
    );
    let mut s = String::new();
    OpPassManager::parse("builtin.module()", &r)
        .unwrap()
        .print_pretty(&mut s, 0);
    assert_eq!(s, "builtin.module(\n\n)");
    // `--dump-pass-pipeline` layout, as mlir-opt 22 prints it.
    let pm = OpPassManager::parse(
        "builtin.module(func.func(strip-debuginfo,print-op-stats),strip-debuginfo)",
        &r,
    )
    .unwrap();
    let mut s = String::new();
    pm.print_pretty(&mut s, 0);
    assert_eq!(
        s,
        "builtin.module(\n  func.func(\n    strip-debuginfo,\n    print-op-stats{json=false}\n  ),\n  strip-debuginfo\n)"
    );
}

#[test]
fn pipeline_errors_match_mlir_opt() {
    let r = registry();
    let err = |t: &str| {
        OpPassManager::parse(t, &r)
            .unwrap_err()
            .render("strata-opt")
    };
    assert_eq!(
        err("builtin.module(foo)"),
        "<unknown>:0: error: MLIR Textual PassPipeline Parser:1:1: error: 'foo' does not refer to a registered pass or pass pipeline\nfoo\n^\n\n"
    );
    assert_eq!(
        err("builtin.module(cse))"),
        "<unknown>:0: error: MLIR Textual PassPipeline Parser:1:4: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline\ncse)\n   ^\n\n"
    );
    assert_eq!(
        err("builtin.module(strip-debuginfo,,strip-debuginfo)"),
        "<unknown>:0: error: MLIR Textual PassPipeline Parser:1:17: error: '' does not refer to a registered pass or pass pipeline\nstrip-debuginfo,,strip-debuginfo\n                ^\n\n"
    );
    assert_eq!(
        err("builtin.module(print-op-stats{json=true)"),
        "<unknown>:0: error: MLIR Textual PassPipeline Parser:1:15: error: missing closing '}' while processing pass options\nprint-op-stats{json=true\n              ^\n\n"
    );
    assert_eq!(
        err("builtin.module(print-op-stats{json=true}(cse))"),
        "<unknown>:0: error: MLIR Textual PassPipeline Parser:1:26: error: expected ',' after parsing pipeline\nprint-op-stats{json=true}(cse)\n                         ^\n\n"
    );
    assert_eq!(
        err("x(b}c)"),
        "<unknown>:0: error: MLIR Textual PassPipeline Parser:1:1: error: 'b}c' does not refer to a registered pass or pass pipeline\nb}c\n^\n\n"
    );
    for t in ["builtin.module(cse", "cse", ""] {
        assert_eq!(
            err(t),
            "<unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'\n"
        );
    }
    assert_eq!(
        err("builtin.module(print-op-stats{json=3})"),
        "strata-opt: for the --json option: '3' is invalid value for boolean argument! Try 0 or 1\n<unknown>:0: error: \nfailed to add `print-op-stats` with options `json=3`\n"
    );
    assert_eq!(
        err("builtin.module(print-op-stats{bogus=1})"),
        "<unknown>:0: error: <Pass-Options-Parser>: no such option bogus\n\nfailed to add `print-op-stats` with options `bogus=1`\n"
    );
    assert_eq!(
        err("builtin.module(strip-debuginfo{a=1})"),
        "<unknown>:0: error: <Pass-Options-Parser>: no such option a\n\nfailed to add `strip-debuginfo` with options `a=1`\n"
    );
    // Unclosed nested pipeline and stray text are errors too, never panics.
    for t in ["a(b(c", "a(b{", "a(b}c)", "a(b c)", "a((((", "a(b{x=\"}\")"] {
        let _ = parse_pipeline(t);
        let _ = OpPassManager::parse(t, &r)
            .map(|_| ())
            .map_err(|e| e.render("x"));
    }
    assert!(matches!(
        parse_pipeline("a(b"),
        Err(PipelineError::At { .. })
    ));
    // A bare flag sets a boolean option.
    let pm = OpPassManager::parse("builtin.module(print-op-stats{json})", &r).unwrap();
    assert_eq!(inline(&pm), "builtin.module(print-op-stats{json=true})");
}

const NESTED: &str = r#"module {
  module @a {
    module @a1 {
    }
  }
  "test.op"() ({
    module @hidden {
    }
  }) : () -> ()
  module @b {
  }
}
"#;

#[test]
fn nested_managers_run_on_direct_children_in_order() {
    let ctx = Context::new();
    let mut top = parse(&ctx, NESTED);
    let log = Arc::new(Mutex::new(Vec::new()));
    let mut root = OpPassManager::new("builtin.module");
    root.add_pass(Box::new(RecordPass {
        log: log.clone(),
        runs: 0,
    }))
    .unwrap();
    root.nest("builtin.module")
        .add_pass(Box::new(RecordPass {
            log: log.clone(),
            runs: 0,
        }))
        .unwrap();
    let mut pm = PassManager::new(root);
    pm.threads = 1;
    pm.run(&ctx, &mut top).unwrap();
    // The module nested in the non-isolated "test.op" is not a direct child.
    assert_eq!(
        *log.lock().unwrap(),
        vec!["builtin.module", "\"a\"", "\"b\""]
    );
}

#[test]
fn anchor_mismatch_and_unregistered_nesting_are_errors() {
    let ctx = Context::new();
    let mut top = parse(&ctx, NESTED);
    let r = registry();
    let mut pm = PassManager::new(OpPassManager::parse("func.func(strip-debuginfo)", &r).unwrap());
    let e = pm.run(&ctx, &mut top).unwrap_err();
    assert_eq!(
        e.diagnostics[0].message,
        "can't run 'func.func' pass manager on 'builtin.module' op"
    );
    let mut pm = PassManager::new(
        OpPassManager::parse("builtin.module(test.op(strip-debuginfo))", &r).unwrap(),
    );
    let e = pm.run(&ctx, &mut top).unwrap_err();
    assert_eq!(
        e.diagnostics[0].message,
        "'test.op' op trying to schedule a pass on an unregistered operation"
    );
}

fn many_modules(n: usize) -> String {
    let mut s = String::from("module {\n");
    for i in 0..n {
        s.push_str(&format!(
            "  module @m{i} {{\n    %0 = \"test.a\"() : () -> i32 loc(\"f.c\":{i}:1)\n    module @inner{i} {{\n      \"test.b\"() : () -> () loc(\"g.c\":{i}:2)\n    }}\n  }}\n"
        ));
    }
    s.push_str("}\n");
    s
}

#[test]
fn parallel_runs_are_deterministic() {
    let text = many_modules(24);
    let r = registry();
    let pipeline = "builtin.module(builtin.module(test-record,builtin.module(strip-debuginfo,test-record)),print-op-stats)";
    let mut outputs = Vec::new();
    for threads in [1, 2, 4, 7] {
        let ctx = Context::new();
        let mut top = parse(&ctx, &text);
        let root = OpPassManager::parse(pipeline, &r).unwrap();
        let mut pm = PassManager::new(root);
        pm.threads = threads;
        pm.statistics = true;
        pm.timing = true;
        pm.run(&ctx, &mut top).unwrap();
        outputs.push(print(&ctx, &top, true));
        // Statistics of all worker copies are merged.
        let report = pm.statistics_report();
        assert!(
            report.contains(
                "  'builtin.module' Pipeline\n    RecordPass\n      (S) 24 runs - Number of runs\n"
            ),
            "{report}"
        );
        let rows = pm.timing_rows();
        assert_eq!(
            rows.iter()
                .map(|r| format!("{}:{}", r.depth, r.name))
                .collect::<Vec<_>>(),
            [
                "0:'builtin.module' Pipeline",
                "1:RecordPass",
                "1:'builtin.module' Pipeline",
                "2:StripDebugInfo",
                "2:RecordPass",
                "0:PrintOpStats"
            ]
        );
    }
    assert!(outputs[0].contains("module @inner3 attributes {test.visited = 2 : i64}"));
    // Only the inner modules were stripped.
    assert!(!outputs[0].contains("\"g.c\""));
    assert!(
        outputs[0].contains("#loc9 = loc(\"f.c\":3:1)"),
        "{}",
        outputs[0]
    );
    for o in &outputs[1..] {
        assert_eq!(o, &outputs[0]);
    }
}

#[test]
fn verification_failure_reports_the_verifier_errors() {
    let ctx = Context::new();
    let r = registry();
    for threads in [1, 4] {
        let mut top = parse(&ctx, NESTED);
        let mut pm = PassManager::new(
            OpPassManager::parse("builtin.module(builtin.module(test-break))", &r).unwrap(),
        );
        pm.threads = threads;
        let e = pm.run(&ctx, &mut top).unwrap_err();
        let d = &e.diagnostics[0];
        assert_eq!(
            d.message,
            "'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'unprefixed'"
        );
        // As mlir-opt: the verifier's errors, with a `see current operation` note only
        // when a diagnostic printer is installed.
        assert!(d.notes.is_empty(), "{:?}", d.notes);
        // Without --verify-each the broken IR goes through.
        let mut top = parse(&ctx, NESTED);
        pm.verify_each = false;
        pm.run(&ctx, &mut top).unwrap();
    }
    // A failing pass reports its diagnostic; with threads every failing op is reported,
    // in op order.
    let mut top = parse(&ctx, NESTED);
    let mut pm = PassManager::new(
        OpPassManager::parse("builtin.module(builtin.module(test-fail))", &r).unwrap(),
    );
    pm.threads = 4;
    let e = pm.run(&ctx, &mut top).unwrap_err();
    assert_eq!(e.diagnostics.len(), 2);
    // Without threads too (as MLIR, a failure on one op does not stop the others).
    pm.threads = 1;
    let e = pm.run(&ctx, &mut top).unwrap_err();
    assert_eq!(e.diagnostics.len(), 2);
}

/// Warns on every op it runs on (`visited <sym_name>`), and with `fail` fails after.
#[derive(Clone, Default)]
struct WarnPass;

impl Pass for WarnPass {
    fn argument(&self) -> &'static str {
        "test-warn"
    }
    fn name(&self) -> &'static str {
        "WarnPass"
    }
    fn summary(&self) -> &'static str {
        "Warns"
    }
    fn run(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        env: &mut PassEnv<'_>,
    ) -> Result<(), Diagnostic> {
        let name = strata_ir::symbols::symbol_name(ctx, body, op)
            .map(|n| String::from_utf8_lossy(n).into_owned())
            .unwrap_or_default();
        env.emit_op_warning(ctx, body, op, format!("visited {name}"));
        env.emit_remark(body.op(op).loc, format!("remark {name}"));
        Ok(())
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

const MANY: &str = r#"module {
  module @m0 {}
  module @m1 {}
  module @m2 {}
  module @m3 {}
  module @m4 {}
  module @m5 {}
}
"#;

#[test]
fn pass_warnings_are_collected_in_op_order() {
    let ctx = Context::new();
    let mut r = registry();
    r.register(|| Box::new(WarnPass));
    let mut expected = Vec::new();
    for i in 0..6 {
        expected.push(format!("visited m{i}"));
        expected.push(format!("remark m{i}"));
    }
    for threads in [1, 2, 4] {
        let mut top = parse(&ctx, MANY);
        let mut pm = PassManager::new(
            OpPassManager::parse("builtin.module(builtin.module(test-warn))", &r).unwrap(),
        );
        pm.threads = threads;
        pm.run(&ctx, &mut top).unwrap();
        let got = pm.take_diagnostics();
        let messages: Vec<_> = got.iter().map(|d| d.message.clone()).collect();
        assert_eq!(messages, expected, "threads={threads}");
        assert_eq!(got[0].severity, strata_ir::diagnostics::Severity::Warning);
        assert_eq!(got[1].severity, strata_ir::diagnostics::Severity::Remark);
        // No printer installed: no `see current operation` note.
        assert!(got[0].notes.is_empty());
        assert!(pm.take_diagnostics().is_empty());
    }
    // With a printer, warnings on an op get mlir-opt's note (custom form: `generic` is
    // false for warnings).
    let mut top = parse(&ctx, MANY);
    let mut pm = PassManager::new(
        OpPassManager::parse("builtin.module(builtin.module(test-warn))", &r).unwrap(),
    );
    pm.diagnostic_printer = Some(Box::new(|ctx, _sb, _so, b, o, generic| {
        format!("{} generic={generic}", ctx.op_name_str(b.op(o).name))
    }));
    pm.run(&ctx, &mut top).unwrap();
    let got = pm.take_diagnostics();
    assert_eq!(
        got[0].notes[0].message,
        "see current operation: builtin.module generic=false"
    );
    pm.print_op_on_diagnostic = false;
    let mut top = parse(&ctx, MANY);
    pm.run(&ctx, &mut top).unwrap();
    assert!(pm.take_diagnostics()[0].notes.is_empty());
}

#[test]
fn composite_pass_warns_when_not_converging_and_forwards_nested_warnings() {
    let ctx = Context::new();
    let mut r = registry();
    r.register(|| Box::new(WarnPass));
    // test-record changes the IR every time (its count attribute is new only once, but
    // test-warn changes nothing): max-iterations=1 runs the pipeline twice.
    let mut top = parse(&ctx, MANY);
    let mut pm = PassManager::new(
        OpPassManager::parse(
            "builtin.module(composite-fixed-point-pass{max-iterations=1 pipeline=builtin.module(test-warn,strip-debuginfo),test-record})",
            &r,
        )
        .unwrap(),
    );
    pm.run(&ctx, &mut top).unwrap();
    let got = pm.take_diagnostics();
    let messages: Vec<_> = got.iter().map(|d| d.message.as_str()).collect();
    // Two rounds of the nested warnings, then the composite pass's own warning.
    assert_eq!(messages.len(), 2 * 12 + 1, "{messages:?}");
    assert_eq!(
        messages.last().copied(),
        Some("Composite pass \"CompositeFixedPointPass\"+ didn't converge in 1 iterations")
    );
    // Converging within the limit: no warning of its own.
    let mut top = parse(&ctx, MANY);
    let mut pm = PassManager::new(
        OpPassManager::parse(
            "builtin.module(composite-fixed-point-pass{max-iterations=3 pipeline=strip-debuginfo})",
            &r,
        )
        .unwrap(),
    );
    pm.run(&ctx, &mut top).unwrap();
    assert!(pm.take_diagnostics().is_empty());
}

#[test]
fn dynamic_pipelines_verify_and_report() {
    let ctx = Context::new();
    let r = registry();
    let mut top = parse(&ctx, MANY);
    let mut pm = OpPassManager::parse("builtin.module(builtin.module(test-break))", &r).unwrap();
    let mut env = PassEnv::detached();
    let e = env
        .run_pipeline(&mut pm, &ctx, &mut top.body, top.op)
        .unwrap_err();
    assert_eq!(e.diagnostics.len(), 6);
    let d = env.fail(&ctx, e);
    assert_eq!(env.take_diagnostics().len(), 5);
    assert!(d.message.contains("dialect-prefixed"), "{}", d.message);
    // The anchor must match the op.
    let mut pm = OpPassManager::parse("func.func(cse)", &r).unwrap();
    let e = env
        .run_pipeline(&mut pm, &ctx, &mut top.body, top.op)
        .unwrap_err();
    assert_eq!(
        e.diagnostics[0].message,
        "'builtin.module' op trying to schedule a pass on an unsupported operation"
    );
}

#[test]
fn inline_op_pipelines_option() {
    let r = registry();
    let text = "builtin.module(inline{op-pipelines={func.func(cse),foo.bar(strip-debuginfo)} op-pipelines=func.func()})";
    let pm = OpPassManager::parse(text, &r).unwrap();
    assert_eq!(
        inline(&pm),
        "builtin.module(inline{default-pipeline=canonicalize inlining-threshold=4294967295 max-iterations=4 op-pipelines={func.func(cse),foo.bar(strip-debuginfo),func.func()}})"
    );
    // Printed text parses back to the same pipeline.
    let again = OpPassManager::parse(&inline(&pm), &r).unwrap();
    assert_eq!(inline(&again), inline(&pm));
    let pm = OpPassManager::parse("builtin.module(inline{op-pipelines=})", &r).unwrap();
    assert!(inline(&pm).ends_with("max-iterations=4 op-pipelines={}})"));
    let pm = OpPassManager::parse("builtin.module(inline)", &r).unwrap();
    assert!(inline(&pm).ends_with("max-iterations=4 })"));
    for bad in ["cse", "func.func(bogus)", "func.func(cse),"] {
        let e = OpPassManager::parse(&format!("builtin.module(inline{{op-pipelines={bad}}})"), &r)
            .unwrap_err();
        assert!(
            e.render("strata-opt").ends_with(&format!(
                "<unknown>:0: error: \nfailed to add `inline` with options `op-pipelines={bad}`\n\n"
            )),
            "{}",
            e.render("strata-opt")
        );
    }
}

#[test]
fn ir_printing_hooks() {
    let ctx = Context::new();
    let r = registry();
    let mut top = parse(&ctx, NESTED);
    let out = Arc::new(Mutex::new(String::new()));
    let sink = out.clone();
    let mut pm = PassManager::new(
        OpPassManager::parse(
            "builtin.module(builtin.module(strip-debuginfo),test-record)",
            &r,
        )
        .unwrap(),
    );
    pm.ir_print = Some(IrPrintConfig {
        printer: Box::new(|ctx, unit| match unit {
            IrUnit::Top(op) => format!("top {}", ctx.op_name_str(op.body.op(op.op).name)),
            IrUnit::Nested(body, op) => format!("nested {}", ctx.op_name_str(body.op(op).name)),
        }),
        sink: Box::new(move |s| sink.lock().unwrap().push_str(s)),
        before: vec!["test-record".into()],
        before_all: false,
        after: vec![],
        after_all: true,
        after_change: false,
        after_failure: false,
    });
    pm.run(&ctx, &mut top).unwrap();
    assert_eq!(
        *out.lock().unwrap(),
        "// -----// IR Dump After StripDebugInfo (strip-debuginfo) //----- //\nnested builtin.module\n\n\
         // -----// IR Dump After StripDebugInfo (strip-debuginfo) //----- //\nnested builtin.module\n\n\
         // -----// IR Dump Before RecordPass (test-record) //----- //\ntop builtin.module\n\n\
         // -----// IR Dump After RecordPass (test-record) //----- //\ntop builtin.module\n\n"
    );
}

#[test]
fn print_op_stats_matches_mlir_opt() {
    let ctx = Context::new();
    let mut top = parse(
        &ctx,
        "module {\n  \"test.foo\"() ({\n    %0 = \"test.a\"() : () -> i32\n    \"test.b\"(%0, %0) : (i32, i32) -> ()\n  }) : () -> ()\n  %0 = \"test.a\"() : () -> i32\n  \"foo\"() : () -> ()\n}\n",
    );
    let sink = Arc::new(Mutex::new(String::new()));
    let mut pass = PrintOpStats {
        sink: Some(sink.clone()),
        ..Default::default()
    };
    pass.run(&ctx, &mut top.body, top.op, &mut PassEnv::detached())
        .unwrap();
    pass.options.json = true;
    pass.run(&ctx, &mut top.body, top.op, &mut PassEnv::detached())
        .unwrap();
    assert_eq!(
        *sink.lock().unwrap(),
        "Operations encountered:\n-----------------------\n  builtin.module , 1\n          foo    , 1\n     test.a      , 2\n     test.b      , 1\n     test.foo    , 1\n\
         {\n  \"builtin.module\" : 1,\n  \"foo\" : 1,\n  \"test.a\" : 2,\n  \"test.b\" : 1,\n  \"test.foo\" : 1\n}\n"
    );
}

#[test]
fn strip_debuginfo_strips_everything_below() {
    let ctx = Context::new();
    let mut top = parse(
        &ctx,
        "module {\n  \"test.r\"() ({\n  ^bb0(%a: i32 loc(\"x\":1:1)):\n    \"test.t\"() : () -> () loc(\"y\":2:2)\n  }) : () -> () loc(\"z\":3:3)\n  module @m {\n    \"test.u\"() : () -> () loc(\"w\":4:4)\n  } loc(\"v\":5:5)\n} loc(\"u\":6:6)\n",
    );
    StripDebugInfo
        .run(&ctx, &mut top.body, top.op, &mut PassEnv::detached())
        .unwrap();
    let out = print(&ctx, &top, true);
    assert!(
        !out.contains("\"x\"") && !out.contains("\"w\"") && !out.contains("\"u\""),
        "{out}"
    );
    assert!(out.contains("#loc = loc(unknown)"), "{out}");
}

#[test]
fn timing_report_layout() {
    let ms = std::time::Duration::from_millis;
    let rows = vec![
        TimingRow::serial(0, "Parser", ms(5)),
        TimingRow::serial(0, "'func.func' Pipeline", ms(2)),
        TimingRow::serial(1, "StripDebugInfo", ms(1)),
    ];
    assert_eq!(
        render_timing_report(&rows, ms(10)),
        "===-------------------------------------------------------------------------===\n                         ... Execution time report ...\n===-------------------------------------------------------------------------===\n  Total Execution Time: 0.0100 seconds\n\n  ----Wall Time----  ----Name----\n    0.0050 ( 50.0%)  Parser\n    0.0020 ( 20.0%)  'func.func' Pipeline\n    0.0010 ( 10.0%)    StripDebugInfo\n    0.0030 ( 30.0%)  Rest\n    0.0100 (100.0%)  Total\n"
    );
}

#[test]
fn timing_report_with_worker_threads() {
    // A nested pipeline whose ops ran on two threads for 3 ms each, while the main
    // thread waited 4 ms for them: user time counts both threads, as in mlir-opt.
    let ms = std::time::Duration::from_millis;
    let rows = vec![
        TimingRow::serial(0, "Parser", ms(5)),
        TimingRow {
            depth: 0,
            name: "'func.func' Pipeline".to_string(),
            user: ms(6),
            wall: ms(3),
            main: ms(4),
            threaded: true,
        },
        TimingRow {
            depth: 1,
            name: "CSE".to_string(),
            user: ms(6),
            wall: ms(3),
            main: ms(0),
            threaded: true,
        },
    ];
    let report = render_timing_report(&rows, ms(10));
    assert!(
        report.ends_with(
            "  ----User Time----  ----Wall Time----  ----Name----\n    0.0050 ( 31.2%)    0.0050 ( 50.0%)  Parser\n    0.0060 ( 37.5%)    0.0030 ( 30.0%)  'func.func' Pipeline\n    0.0060 ( 37.5%)    0.0030 ( 30.0%)    CSE\n    0.0010 (  6.2%)    0.0010 ( 10.0%)  Rest\n    0.0160 (100.0%)    0.0100 (100.0%)  Total\n"
        ),
        "{report}"
    );
}

#[test]
fn print_ir_after_change_skips_unchanged_ir() {
    let ctx = Context::new();
    let r = registry();
    let mut top = parse(&ctx, NESTED);
    let out = Arc::new(Mutex::new(String::new()));
    let sink = out.clone();
    let mut pm = PassManager::new(
        OpPassManager::parse("builtin.module(strip-debuginfo,strip-debuginfo)", &r).unwrap(),
    );
    pm.ir_print = Some(IrPrintConfig {
        printer: Box::new(|ctx, unit| match unit {
            IrUnit::Top(op) => print(ctx, op, true),
            IrUnit::Nested(..) => unreachable!("no nested pipeline"),
        }),
        sink: Box::new(move |s| sink.lock().unwrap().push_str(s)),
        before: vec![],
        before_all: false,
        after: vec![],
        after_all: true,
        after_change: true,
        after_failure: false,
    });
    pm.run(&ctx, &mut top).unwrap();
    let text = out.lock().unwrap().clone();
    assert_eq!(
        text.matches("// -----// IR Dump After").count(),
        1,
        "{text}"
    );
    assert!(text.contains("= loc(unknown)"), "{text}");
}
