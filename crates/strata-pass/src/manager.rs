//! [`OpPassManager`] (passes and nested managers anchored on an op name), the top-level
//! [`PassManager`] that runs them with verification, threading and instrumentation, and
//! mlir-opt's timing and statistics reports.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use strata_ir::symbols::OuterSymbols;

use strata_ir::Context;
use strata_ir::diagnostics::{Diagnostic, Severity};
use strata_ir::ir::{Body, OpId, OperationState, OwnedOp, WalkOrder, WalkResult, walk_all};
use strata_ir::location::Location;
use strata_ir::verifier::{VerifyOptions, verify_op_with};

use crate::actions::ActionLogConfig;
use crate::pass::{Pass, Statistic};
use crate::pipeline::{PipelineElement, PipelineError, parse_pipeline, split_anchor};
use crate::registry::PassRegistry;

/// What an IR dump shows: the top-level op (printed like the tool's output) or an op
/// nested in it (printed alone, as `Operation::print` does).
#[derive(Clone, Copy)]
pub enum IrUnit<'a> {
    /// The top-level operation.
    Top(&'a OwnedOp),
    /// A nested operation and the body holding it.
    Nested(&'a Body, OpId),
}

/// Prints the IR for `--mlir-print-ir-*` dumps (supplied by the tool, since this crate
/// cannot depend on the printer).
pub type IrPrinter = dyn Fn(&Context, IrUnit<'_>) -> String + Sync + Send;

/// Receives text produced while running (IR dumps).
pub type Sink = dyn Fn(&str) + Sync + Send;

/// Prints an operation quoted in a diagnostic (`see current operation:` notes, ops named
/// in verifier messages), as MLIR's `Diagnostic::appendOp`: called as
/// `(ctx, scope_body, scope_op, body, op, generic)`, it prints `op` (held by `body`) with
/// local scope, values numbered as within `scope_op` (held by `scope_body`; the closest
/// isolated-from-above op holding `op`, or `op` itself), in the generic form when
/// `generic` (errors), else as the tool prints (warnings, remarks). No trailing newline.
pub type DiagnosticOpPrinter =
    dyn Fn(&Context, &Body, OpId, &Body, OpId, bool) -> String + Sync + Send;

/// `--mlir-print-ir-*` settings.
pub struct IrPrintConfig {
    /// Prints the operations.
    pub printer: Box<IrPrinter>,
    /// Where dumps go (mlir-opt: stderr).
    pub sink: Box<Sink>,
    /// Pass arguments to print before (`--mlir-print-ir-before=`).
    pub before: Vec<String>,
    /// Print before every pass.
    pub before_all: bool,
    /// Pass arguments to print after (`--mlir-print-ir-after=`).
    pub after: Vec<String>,
    /// Print after every pass.
    pub after_all: bool,
    /// Print after a pass only if it changed the IR.
    pub after_change: bool,
    /// Print after a pass only if it failed.
    pub after_failure: bool,
}

impl IrPrintConfig {
    fn wants_before(&self, argument: &str) -> bool {
        self.before_all || self.before.iter().any(|a| a == argument)
    }

    fn wants_after(&self, argument: &str) -> bool {
        self.after_all || self.after.iter().any(|a| a == argument)
    }
}

/// Why running a pipeline failed: the diagnostics to report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunError {
    /// The errors, in a deterministic order.
    pub diagnostics: Vec<Diagnostic>,
}

impl From<Diagnostic> for RunError {
    fn from(d: Diagnostic) -> Self {
        RunError {
            diagnostics: vec![d],
        }
    }
}

/// One step of an [`OpPassManager`].
enum Entry {
    Pass { pass: Box<dyn Pass>, slot: usize },
    Nested { pm: OpPassManager, slot: usize },
}

/// A list of passes and nested pass managers, anchored on an operation name (or on any
/// operation).
pub struct OpPassManager {
    anchor: Option<String>,
    entries: Vec<Entry>,
}

impl Clone for OpPassManager {
    fn clone(&self) -> Self {
        OpPassManager {
            anchor: self.anchor.clone(),
            entries: self
                .entries
                .iter()
                .map(|e| match e {
                    Entry::Pass { pass, slot } => Entry::Pass {
                        pass: pass.clone_box(),
                        slot: *slot,
                    },
                    Entry::Nested { pm, slot } => Entry::Nested {
                        pm: pm.clone(),
                        slot: *slot,
                    },
                })
                .collect(),
        }
    }
}

impl std::fmt::Debug for OpPassManager {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut s = String::new();
        self.print_inline(&mut s);
        f.write_str(&s)
    }
}

impl OpPassManager {
    /// A manager anchored on `anchor` (an op name, or `any`).
    pub fn new(anchor: &str) -> Self {
        OpPassManager {
            anchor: (anchor != "any").then(|| anchor.to_string()),
            entries: Vec::new(),
        }
    }

    /// The anchor op name (`None` for `any`).
    pub fn anchor(&self) -> Option<&str> {
        self.anchor.as_deref()
    }

    /// The anchor as printed (`any` for op-agnostic managers).
    pub fn anchor_name(&self) -> &str {
        self.anchor.as_deref().unwrap_or("any")
    }

    /// Number of entries (passes and nested managers) directly in this manager.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the manager has no entries.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Appends a pass. Fails if the pass is restricted to another op than this anchor.
    pub fn add_pass(&mut self, pass: Box<dyn Pass>) -> Result<(), PipelineError> {
        if let (Some(restricted), Some(anchor)) = (pass.anchor(), self.anchor.as_deref())
            && restricted != anchor
        {
            return Err(PipelineError::Other(format!(
                "Can't add pass '{}' restricted to '{restricted}' on a PassManager intended to run on '{anchor}', did you intend to nest?",
                pass.name()
            )));
        }
        self.entries.push(Entry::Pass { pass, slot: 0 });
        Ok(())
    }

    /// Appends a nested manager for ops named `anchor` and returns it.
    pub fn nest(&mut self, anchor: &str) -> &mut OpPassManager {
        self.entries.push(Entry::Nested {
            pm: OpPassManager::new(anchor),
            slot: 0,
        });
        match self.entries.last_mut() {
            Some(Entry::Nested { pm, .. }) => pm,
            _ => unreachable!("just pushed a nested manager"),
        }
    }

    /// Parses `anchor(pipeline)` (the `--pass-pipeline` form).
    pub fn parse(text: &str, registry: &PassRegistry) -> Result<OpPassManager, PipelineError> {
        let (anchor, inner) = split_anchor(text)?;
        let mut pm = OpPassManager::new(anchor);
        pm.add_pipeline(inner, registry)?;
        Ok(pm)
    }

    /// Parses a comma-separated pipeline (without anchor) and appends it.
    pub fn add_pipeline(
        &mut self,
        text: &str,
        registry: &PassRegistry,
    ) -> Result<(), PipelineError> {
        let elements = parse_pipeline(text)?;
        // Explicit work list: (manager path as indices into nested entries, elements).
        let mut work: Vec<(Vec<usize>, &[PipelineElement])> = vec![(Vec::new(), &elements)];
        while let Some((path, elems)) = work.pop() {
            for e in elems {
                let pm = self.at_path(&path);
                if let Some(nested) = &e.nested {
                    pm.nest(&e.name);
                    let mut p = path.clone();
                    p.push(pm.entries.len() - 1);
                    // Nested pipelines are filled after this level; order within a
                    // manager is unaffected since each gets its own manager.
                    work.push((p, nested));
                    continue;
                }
                match registry.create(&e.name, e.options.as_deref())? {
                    Some(pass) => pm.add_pass(pass)?,
                    None => {
                        return Err(PipelineError::At {
                            text: text.to_string(),
                            offset: e.offset,
                            message: format!(
                                "'{}' does not refer to a registered pass or pass pipeline",
                                e.name
                            ),
                        });
                    }
                }
            }
        }
        Ok(())
    }

    fn at_path(&mut self, path: &[usize]) -> &mut OpPassManager {
        let mut pm = self;
        for &i in path {
            pm = match &mut pm.entries[i] {
                Entry::Nested { pm, .. } => pm,
                Entry::Pass { .. } => unreachable!("paths only name nested managers"),
            };
        }
        pm
    }

    /// Prints the pipeline on one line, as `--pass-pipeline` accepts it.
    pub fn print_inline(&self, out: &mut String) {
        self.print(out, None);
    }

    /// Prints the pipeline as `--dump-pass-pipeline` does (one entry a line, indented by
    /// `indent` levels of two spaces).
    pub fn print_pretty(&self, out: &mut String, indent: usize) {
        self.print(out, Some(indent));
    }

    fn print(&self, out: &mut String, pretty: Option<usize>) {
        // Explicit stack of (manager, next entry index, depth).
        let mut stack: Vec<(&OpPassManager, usize, usize)> = vec![(self, 0, pretty.unwrap_or(0))];
        out.push_str(self.anchor_name());
        out.push('(');
        while let Some((pm, i, depth)) = stack.pop() {
            if i == pm.entries.len() {
                if pretty.is_some() {
                    if pm.entries.is_empty() {
                        // mlir-opt leaves an empty line for an empty pipeline.
                        out.push('\n');
                    }
                    out.push('\n');
                    push_indent(out, depth);
                }
                out.push(')');
                continue;
            }
            if i > 0 {
                out.push(',');
            }
            if pretty.is_some() {
                out.push('\n');
                push_indent(out, depth + 1);
            }
            stack.push((pm, i + 1, depth));
            match &pm.entries[i] {
                Entry::Pass { pass, .. } => {
                    out.push_str(pass.argument());
                    if let Some(opts) = pass.options() {
                        out.push('{');
                        opts.print(out);
                        out.push('}');
                    }
                }
                Entry::Nested { pm: nested, .. } => {
                    out.push_str(nested.anchor_name());
                    out.push('(');
                    stack.push((nested, 0, depth + 1));
                }
            }
        }
    }

    /// Numbers entries in pre-order from `next`; returns the next free number.
    fn assign_slots(&mut self, mut next: usize) -> usize {
        for e in &mut self.entries {
            match e {
                Entry::Pass { slot, pass } => {
                    *slot = next;
                    next += 1 + pass.analyses().len();
                }
                Entry::Nested { pm, slot } => {
                    *slot = next;
                    next = pm.assign_slots(next + 1);
                }
            }
        }
        next
    }

    /// Rows of the timing report: (depth, name, slot), pre-order; a pass's analyses
    /// follow it one level deeper.
    fn timing_rows(&self, depth: usize, rows: &mut Vec<(usize, String, usize)>) {
        for e in &self.entries {
            match e {
                Entry::Pass { pass, slot } => {
                    rows.push((depth, pass.name().to_string(), *slot));
                    for (i, a) in pass.analyses().iter().enumerate() {
                        rows.push((depth + 1, format!("(A) {a}"), slot + 1 + i));
                    }
                }
                Entry::Nested { pm, slot } => {
                    rows.push((depth, format!("'{}' Pipeline", pm.anchor_name()), *slot));
                    pm.timing_rows(depth + 1, rows);
                }
            }
        }
    }

    /// Whether this manager runs on ops named `name`.
    fn matches(&self, ctx: &Context, name: strata_ir::OpName) -> bool {
        match &self.anchor {
            Some(a) => ctx.op_name_str(name) == a,
            None => ctx
                .op_info(name)
                .is_some_and(|i| i.traits.isolated_from_above),
        }
    }
}

fn push_indent(out: &mut String, depth: usize) {
    for _ in 0..depth {
        out.push_str("  ");
    }
}

/// Accumulated timing and statistics, indexed by entry slot. Within one thread the three
/// clocks agree; merging a worker thread's accumulation adds its time to `user` and keeps
/// the longest thread in `wall` (MLIR's merge of timers from several threads), while
/// `main` only counts time on the thread that started the run.
#[derive(Default)]
struct Accum {
    user: Vec<Duration>,
    wall: Vec<Duration>,
    main: Vec<Duration>,
    stats: Vec<Vec<Statistic>>,
    /// Per slot: whether some of its time was spent on worker threads.
    threaded: Vec<bool>,
}

impl Accum {
    fn new(slots: usize) -> Self {
        Accum {
            user: vec![Duration::ZERO; slots],
            wall: vec![Duration::ZERO; slots],
            main: vec![Duration::ZERO; slots],
            stats: vec![Vec::new(); slots],
            threaded: vec![false; slots],
        }
    }

    /// Records `d` spent in `slot` on this thread.
    fn add(&mut self, slot: usize, d: Duration) {
        self.user[slot] += d;
        self.wall[slot] += d;
        self.main[slot] += d;
    }

    /// Merges the accumulation of a worker thread.
    fn merge_worker(&mut self, other: Accum) {
        for ((a, b), t) in self.user.iter_mut().zip(other.user).zip(&mut self.threaded) {
            *a += b;
            *t |= !b.is_zero();
        }
        for (a, b) in self.wall.iter_mut().zip(other.wall) {
            *a = (*a).max(b);
        }
        for (a, b) in self.stats.iter_mut().zip(other.stats) {
            add_stats(a, &b);
        }
    }
}

/// One row of a timing report.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TimingRow {
    /// Nesting depth (0 for top-level rows).
    pub depth: usize,
    /// The name shown (`Parser`, `CSE`, `'func.func' Pipeline`, `(A) DominanceInfo`).
    pub name: String,
    /// Time summed over all threads.
    pub user: Duration,
    /// The longest time of one thread.
    pub wall: Duration,
    /// Time on the thread that ran the report's top level (what `Rest` is computed from).
    pub main: Duration,
    /// Whether the row's time was spent on worker threads (its user time then adds to
    /// the total user time).
    pub threaded: bool,
}

impl TimingRow {
    /// A row timed on the main thread only.
    pub fn serial(depth: usize, name: &str, d: Duration) -> Self {
        TimingRow {
            depth,
            name: name.to_string(),
            user: d,
            wall: d,
            main: d,
            threaded: false,
        }
    }

    /// Adds the times of `other` (the same row of another run).
    pub fn accumulate(&mut self, other: &TimingRow) {
        self.user += other.user;
        self.wall += other.wall;
        self.main += other.main;
        self.threaded |= other.threaded;
    }
}

fn add_stats(into: &mut Vec<Statistic>, delta: &[Statistic]) {
    for d in delta {
        match into.iter_mut().find(|s| s.name == d.name) {
            Some(s) => s.value += d.value,
            None => into.push(*d),
        }
    }
}

/// Settings shared by all threads of one run (and by the dynamic pipelines its passes
/// run).
#[derive(Clone, Copy)]
pub(crate) struct Config<'a> {
    ctx: &'a Context,
    verify_each: bool,
    threads: usize,
    timing: bool,
    statistics: bool,
    ir_print: Option<&'a IrPrintConfig>,
    /// The address of the top-level op's body and the op, to tell the printer which op is
    /// the root (only compared, never dereferenced).
    root: (usize, OpId),
    /// Prints ops quoted in diagnostics.
    diagnostic_printer: Option<&'a DiagnosticOpPrinter>,
    /// Attach `see current operation` notes to diagnostics reported on an op.
    print_op_on_diagnostic: bool,
    /// `--log-actions-to`.
    action_log: Option<&'a ActionLogConfig>,
}

impl Config<'_> {
    fn is_root(&self, body: &Body, op: OpId) -> bool {
        self.root.0 == body as *const Body as usize && self.root.1 == op
    }

    /// Prints `op` with the tool's printer. The top-level op is lent to the printer as an
    /// [`OwnedOp`] (its body is moved out and back, which is cheap).
    fn render(&self, print: &IrPrintConfig, body: &mut Body, op: OpId) -> String {
        if self.is_root(body, op) {
            let top = OwnedOp {
                body: std::mem::take(body),
                op,
            };
            let text = (print.printer)(self.ctx, IrUnit::Top(&top));
            *body = top.body;
            text
        } else {
            (print.printer)(self.ctx, IrUnit::Nested(body, op))
        }
    }

    fn dump(
        &self,
        print: &IrPrintConfig,
        when: &str,
        failed: bool,
        pass: &dyn Pass,
        body: &mut Body,
        op: OpId,
    ) {
        let text = self.render(print, body, op);
        (print.sink)(&format!(
            "// -----// IR Dump {when} {}{} ({}) //----- //\n{text}\n\n",
            pass.name(),
            if failed { " Failed" } else { "" },
            pass.argument()
        ));
    }
}

/// The top-level pass manager: a root [`OpPassManager`] plus run settings and the timing
/// and statistics gathered by the last run.
pub struct PassManager {
    /// The pipeline.
    pub root: OpPassManager,
    /// Verify after every pass (`--verify-each`, on by default).
    pub verify_each: bool,
    /// Worker threads for isolated ops (1 disables threading).
    pub threads: usize,
    /// Gather pass timing (`--mlir-timing`).
    pub timing: bool,
    /// Gather pass statistics (`--mlir-pass-statistics`).
    pub statistics: bool,
    /// IR printing; when set, threading is disabled (as in mlir-opt).
    pub ir_print: Option<IrPrintConfig>,
    /// Prints ops quoted in diagnostics (verifier messages after a pass, `see current
    /// operation` notes); without it, ops are quoted by name only.
    pub diagnostic_printer: Option<Box<DiagnosticOpPrinter>>,
    /// Attach a `see current operation: <op>` note to diagnostics reported on an op
    /// (mlir-opt's `--mlir-print-op-on-diagnostic`, on by default; off when checking
    /// expected diagnostics). Needs [`PassManager::diagnostic_printer`].
    pub print_op_on_diagnostic: bool,
    /// Log pass executions as actions (`--log-actions-to`).
    pub action_log: Option<ActionLogConfig>,
    accum: Accum,
    /// Non-fatal diagnostics of the last run.
    emitted: Vec<Diagnostic>,
}

impl PassManager {
    /// A manager running `root` with verification on and one thread per core.
    pub fn new(root: OpPassManager) -> Self {
        PassManager {
            root,
            verify_each: true,
            threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
            timing: false,
            statistics: false,
            ir_print: None,
            diagnostic_printer: None,
            print_op_on_diagnostic: true,
            action_log: None,
            accum: Accum::default(),
            emitted: Vec::new(),
        }
    }

    /// The diagnostics passes emitted through their [`PassEnv`] during the last run
    /// (warnings, remarks; errors that did not fail a pass), in a deterministic order: as
    /// emitted within one op, by op order across ops run in parallel. The errors that
    /// failed the run are in its [`RunError`] instead. Leaves the list empty.
    pub fn take_diagnostics(&mut self) -> Vec<Diagnostic> {
        std::mem::take(&mut self.emitted)
    }

    /// Runs the pipeline on `top`. The root manager's anchor must match `top`'s name.
    pub fn run(&mut self, ctx: &Context, top: &mut OwnedOp) -> Result<(), RunError> {
        self.emitted.clear();
        let name = top.body.op(top.op).name;
        if let Some(anchor) = self.root.anchor()
            && ctx.op_name_str(name) != anchor
        {
            return Err(Diagnostic::error(
                top.body.op(top.op).loc,
                format!(
                    "can't run '{anchor}' pass manager on '{}' op",
                    ctx.op_name_str(name)
                ),
            )
            .into());
        }
        let slots = self.root.assign_slots(0);
        let mut accum = Accum::new(slots);
        let config = Config {
            ctx,
            verify_each: self.verify_each,
            threads: if self.ir_print.is_some() {
                1
            } else {
                self.threads.max(1)
            },
            timing: self.timing,
            statistics: self.statistics,
            ir_print: self.ir_print.as_ref(),
            root: (&top.body as *const Body as usize, top.op),
            diagnostic_printer: self.diagnostic_printer.as_deref(),
            print_op_on_diagnostic: self.print_op_on_diagnostic,
            action_log: self.action_log.as_ref(),
        };
        let mut emitted = Vec::new();
        let result = run_pm(
            &mut self.root,
            &config,
            &mut accum,
            &mut top.body,
            top.op,
            &mut emitted,
        );
        self.accum = accum;
        self.emitted = emitted;
        result
    }

    /// Pass timing rows of the last run, in pipeline order.
    pub fn timing_rows(&self) -> Vec<TimingRow> {
        let mut rows = Vec::new();
        self.root.timing_rows(0, &mut rows);
        let at = |v: &Vec<Duration>, slot: usize| v.get(slot).copied().unwrap_or_default();
        rows.into_iter()
            .map(|(depth, name, slot)| TimingRow {
                depth,
                name,
                user: at(&self.accum.user, slot),
                wall: at(&self.accum.wall, slot),
                main: at(&self.accum.main, slot),
                threaded: self.accum.threaded.get(slot).copied().unwrap_or(false),
            })
            .collect()
    }

    /// The `--mlir-pass-statistics` report of the last run (pipeline display).
    pub fn statistics_report(&self) -> String {
        let mut out = String::from(concat!(
            "===-------------------------------------------------------------------------===\n",
            "                         ... Pass statistics report ...\n",
            "===-------------------------------------------------------------------------===\n",
        ));
        let mut rows = Vec::new();
        self.root.timing_rows(0, &mut rows);
        // A row is shown if it or a row nested below it has statistics.
        let stats_of = |slot: usize| self.accum.stats.get(slot).map(Vec::as_slice).unwrap_or(&[]);
        let mut shown = vec![false; rows.len()];
        for i in (0..rows.len()).rev() {
            let nested = rows[i + 1..]
                .iter()
                .zip(&shown[i + 1..])
                .take_while(|((d, _, _), _)| *d > rows[i].0)
                .any(|(_, s)| *s);
            shown[i] = nested || !stats_of(rows[i].2).is_empty();
        }
        for ((depth, name, slot), shown) in rows.into_iter().zip(shown) {
            if !shown {
                continue;
            }
            let stats = stats_of(slot);
            push_indent(&mut out, depth);
            out.push_str(&name);
            out.push('\n');
            for s in stats {
                push_indent(&mut out, depth + 1);
                out.push_str(&format!("(S) {} {} - {}\n", s.value, s.name, s.description));
            }
        }
        out.push('\n');
        out
    }
}

/// Renders mlir-opt's `--mlir-timing` report from `rows` (the top-level rows at depth 0)
/// and the total wall time: a `Rest` row for the main-thread time no row accounts for,
/// and, when some rows ran on worker threads, a user-time column (user time then also
/// counts the worker threads' time, as MLIR's timing manager does).
pub fn render_timing_report(rows: &[TimingRow], total: Duration) -> String {
    let mut out = String::from(concat!(
        "===-------------------------------------------------------------------------===\n",
        "                         ... Execution time report ...\n",
        "===-------------------------------------------------------------------------===\n",
    ));
    let top = rows.iter().filter(|r| r.depth == 0);
    let counted: Duration = top.clone().map(|r| r.main).sum();
    // Work on worker threads adds to user time (the main thread's wait for it is already
    // in the total).
    let extra: Duration = top.filter(|r| r.threaded).map(|r| r.user).sum();
    let rest = total.saturating_sub(counted);
    let total_user = total + extra;
    let with_user = total_user != total;
    let secs = |d: Duration| d.as_secs_f64();
    out.push_str(&format!(
        "  Total Execution Time: {:.4} seconds\n\n",
        secs(total)
    ));
    if with_user {
        out.push_str("  ----User Time----  ----Wall Time----  ----Name----\n");
    } else {
        out.push_str("  ----Wall Time----  ----Name----\n");
    }
    let pct = |d: Duration, of: Duration| {
        if of.is_zero() {
            0.0
        } else {
            secs(d) / secs(of) * 100.0
        }
    };
    let mut line = |user: Duration, wall: Duration, depth: usize, name: &str| {
        if with_user {
            out.push_str(&format!(
                "  {:>8.4} ({:>5.1}%)",
                secs(user),
                pct(user, total_user)
            ));
        }
        out.push_str(&format!(
            "  {:>8.4} ({:>5.1}%)  ",
            secs(wall),
            pct(wall, total)
        ));
        push_indent(&mut out, depth);
        out.push_str(name);
        out.push('\n');
    };
    for r in rows {
        line(r.user, r.wall, r.depth, &r.name);
    }
    line(rest, rest, 0, "Rest");
    line(total_user, total, 0, "Total");
    out
}

/// What a running pass can use of the pass manager running it, as MLIR's `Pass` methods
/// do: a channel for diagnostics that do not fail the pass (MLIR's `op->emitWarning()`,
/// `emitRemark()`), and dynamic pipelines (`Pass::runPipeline`) run with the manager's
/// settings (verification after each pass, IR printing, the diagnostic channel).
///
/// Each pass run gets its own environment (so worker threads never share one); the
/// manager collects what was emitted when the pass returns, in emission order, and
/// orders the diagnostics of ops run in parallel by op order.
pub struct PassEnv<'a> {
    config: Option<&'a Config<'a>>,
    diagnostics: Vec<Diagnostic>,
    /// Set by a pass that changed nothing ([`PassEnv::mark_all_analyses_preserved`]).
    all_preserved: bool,
}

impl std::fmt::Debug for PassEnv<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PassEnv")
            .field("attached", &self.config.is_some())
            .field("diagnostics", &self.diagnostics)
            .finish()
    }
}

impl PassEnv<'static> {
    /// An environment outside any pass manager (for running a pass by hand): emitted
    /// diagnostics stay in it ([`PassEnv::take_diagnostics`]); dynamic pipelines run
    /// with verification, on one thread, without instrumentation.
    pub fn detached() -> Self {
        PassEnv {
            config: None,
            diagnostics: Vec::new(),
            all_preserved: false,
        }
    }
}

impl<'a> PassEnv<'a> {
    /// Declares that the pass left the IR unchanged (MLIR's `markAllAnalysesPreserved`):
    /// as in MLIR, the manager then skips verifying the IR after the pass.
    pub fn mark_all_analyses_preserved(&mut self) {
        self.all_preserved = true;
    }

    /// Emits `diagnostic` without failing the pass (to fail, return an error from the
    /// pass instead).
    pub fn emit(&mut self, diagnostic: Diagnostic) {
        self.diagnostics.push(diagnostic);
    }

    /// Emits a warning at `loc`.
    pub fn emit_warning(&mut self, loc: Location, message: impl Into<String>) {
        self.emit(with_severity(Severity::Warning, loc, message.into()));
    }

    /// Emits a remark at `loc`.
    pub fn emit_remark(&mut self, loc: Location, message: impl Into<String>) {
        self.emit(with_severity(Severity::Remark, loc, message.into()));
    }

    /// A diagnostic reported on `op` (held by `body`), as MLIR's
    /// `Operation::emitDiagnostic`: at the op's location, with a `see current operation:`
    /// note showing the op (generic form for errors) when the manager prints ops on
    /// diagnostics. Values are numbered with `op` as the scope. Returned, not emitted:
    /// pass it to [`PassEnv::emit`] or return it as the pass's error.
    pub fn op_diagnostic(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        severity: Severity,
        message: impl Into<String>,
    ) -> Diagnostic {
        self.op_diagnostic_in(ctx, (body, op), body, op, severity, message)
    }

    /// [`PassEnv::op_diagnostic`] for an op nested in `scope` (the closest
    /// isolated-from-above op holding `op`, with the body holding it): values in the
    /// `see current operation:` note are numbered as within `scope` (MLIR's local scope).
    pub fn op_diagnostic_in(
        &self,
        ctx: &Context,
        scope: (&Body, OpId),
        body: &Body,
        op: OpId,
        severity: Severity,
        message: impl Into<String>,
    ) -> Diagnostic {
        let loc = body.op(op).loc;
        let mut d = with_severity(severity, loc, message.into());
        if let Some(config) = self.config
            && config.print_op_on_diagnostic
            && let Some(printer) = config.diagnostic_printer
        {
            let text = printer(ctx, scope.0, scope.1, body, op, severity == Severity::Error);
            let sep = if text.contains('\n') { "\n" } else { "" };
            d.notes.push(Diagnostic::note(
                loc,
                format!("see current operation: {sep}{text}"),
            ));
        }
        d
    }

    /// Emits a warning on `op` (MLIR's `op->emitWarning(message)`).
    pub fn emit_op_warning(
        &mut self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        message: impl Into<String>,
    ) {
        let d = self.op_diagnostic(ctx, body, op, Severity::Warning, message);
        self.emit(d);
    }

    /// The diagnostics emitted so far and not yet collected.
    pub fn diagnostics(&self) -> &[Diagnostic] {
        &self.diagnostics
    }

    /// Removes and returns the diagnostics emitted so far.
    pub fn take_diagnostics(&mut self) -> Vec<Diagnostic> {
        std::mem::take(&mut self.diagnostics)
    }

    /// Turns a failed run into the error a pass returns: every diagnostic but the last
    /// is emitted, the last is returned.
    pub fn fail(&mut self, ctx: &Context, error: RunError) -> Diagnostic {
        let mut diagnostics = error.diagnostics;
        let last = diagnostics.pop();
        self.diagnostics.extend(diagnostics);
        last.unwrap_or_else(|| Diagnostic::error(ctx.unknown_loc(), "pass failed"))
    }

    /// Runs `pm` on `op` (held by `body`), which the running pass owns (itself or an op
    /// nested in it): MLIR's `Pass::runPipeline`. The pipeline's anchor must be `op`'s
    /// name or `any`. Passes in it are verified after and printed around as the manager
    /// says; their diagnostics go to this environment; their timing and statistics are
    /// not reported.
    pub fn run_pipeline(
        &mut self,
        pm: &mut OpPassManager,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
    ) -> Result<(), RunError> {
        let name = body.op(op).name;
        if let Some(anchor) = pm.anchor()
            && ctx.op_name_str(name) != anchor
        {
            return Err(Diagnostic::error(
                body.op(op).loc,
                format!(
                    "'{}' op trying to schedule a pass on an unsupported operation",
                    ctx.op_name_str(name)
                ),
            )
            .into());
        }
        let slots = pm.assign_slots(0);
        let mut accum = Accum::new(slots);
        let config = match self.config {
            Some(parent) => Config {
                timing: false,
                statistics: false,
                ..*parent
            },
            None => Config {
                ctx,
                verify_each: true,
                threads: 1,
                timing: false,
                statistics: false,
                ir_print: None,
                root: (0, op),
                diagnostic_printer: None,
                print_op_on_diagnostic: false,
                action_log: None,
            },
        };
        run_pm(pm, &config, &mut accum, body, op, &mut self.diagnostics)
    }
}

/// A diagnostic of any severity without notes.
fn with_severity(severity: Severity, loc: Location, message: String) -> Diagnostic {
    Diagnostic {
        severity,
        loc,
        message,
        notes: Vec::new(),
    }
}

/// The isolated op (and the body holding it) whose child body is `body`, searched from
/// `root` (held by `root_body`) down: the scope in which mlir-opt numbers values when it
/// prints an op of `body` in a diagnostic. `None` if `body` is `root_body`.
fn diagnostic_scope<'b>(root_body: &'b Body, root: OpId, body: &Body) -> Option<(&'b Body, OpId)> {
    if std::ptr::eq(root_body, body) {
        return None;
    }
    if root_body
        .child_body(root)
        .is_some_and(|c| std::ptr::eq(c, body))
    {
        return Some((root_body, root));
    }
    let mut found = None;
    walk_all(root_body, root, WalkOrder::PreOrder, |b, o| {
        if b.child_body(o).is_some_and(|c| std::ptr::eq(c, body)) {
            found = Some((b, o));
            return WalkResult::Interrupt;
        }
        WalkResult::Advance
    });
    found
}

/// Verifies `op` (held by `body`) after a pass, as mlir-opt: the verifier's errors, each
/// with a `see current operation` note when the manager prints ops on diagnostics.
fn verify_after_pass(config: &Config<'_>, body: &Body, op: OpId) -> Result<(), RunError> {
    let print = |ctx: &Context, b: &Body, o: OpId| -> String {
        let (scope_body, scope_op) = diagnostic_scope(body, op, b).unwrap_or((b, o));
        match config.diagnostic_printer {
            Some(p) => p(ctx, scope_body, scope_op, b, o, true),
            None => format!("\"{}\"", ctx.op_name_str(b.op(o).name)),
        }
    };
    let opts = VerifyOptions {
        print_op: config.diagnostic_printer.is_some().then_some(&print as _),
        print_op_on_diagnostic: config.print_op_on_diagnostic,
        parallel: config.threads > 1,
    };
    verify_op_with(config.ctx, body, op, &opts).map_err(|diagnostics| RunError { diagnostics })
}

/// Runs `pm` on `op` (held by `body`); diagnostics the passes emit go to `out`.
fn run_pm(
    pm: &mut OpPassManager,
    config: &Config<'_>,
    accum: &mut Accum,
    body: &mut Body,
    op: OpId,
    out: &mut Vec<Diagnostic>,
) -> Result<(), RunError> {
    for entry in &mut pm.entries {
        match entry {
            Entry::Pass { pass, slot } => {
                run_pass(pass.as_mut(), *slot, config, accum, body, op, out)?
            }
            Entry::Nested { pm, slot } => run_nested(pm, *slot, config, accum, body, op, out)?,
        }
    }
    Ok(())
}

fn run_pass(
    pass: &mut dyn Pass,
    slot: usize,
    config: &Config<'_>,
    accum: &mut Accum,
    body: &mut Body,
    op: OpId,
    out: &mut Vec<Diagnostic>,
) -> Result<(), RunError> {
    let print = config.ir_print;
    if let Some(p) = print
        && p.wants_before(pass.argument())
    {
        config.dump(p, "Before", false, pass, body, op);
    }
    let before_text = match print {
        Some(p) if p.after_change && p.wants_after(pass.argument()) => {
            Some(config.render(p, body, op))
        }
        _ => None,
    };
    let stats_before = if config.statistics {
        pass.statistics()
    } else {
        Vec::new()
    };
    let start = config.timing.then(Instant::now);
    let mut env = PassEnv {
        config: Some(config),
        diagnostics: Vec::new(),
        all_preserved: false,
    };
    let logged = config
        .action_log
        .is_some_and(|l| l.begin(config.ctx, pass.name(), body, op));
    // A pass on a symbol table op: the ops of its body see that table (`OuterSymbols`).
    let outer = config.ctx.extension::<OuterSymbols>();
    let table = config
        .ctx
        .op_info(body.op(op).name)
        .is_some_and(|i| i.traits.symbol_table)
        && body.child_body(op).is_some();
    if table && let Some(child) = body.child_body(op) {
        outer.mark_table(child, true);
    }
    let result = pass.run(config.ctx, body, op, &mut env);
    if table && let Some(child) = body.child_body(op) {
        outer.mark_table(child, false);
    }
    if logged && let Some(l) = config.action_log {
        l.end();
    }
    out.append(&mut env.diagnostics);
    if let Some(start) = start {
        accum.add(slot, start.elapsed());
        for (i, d) in pass.take_analysis_times().into_iter().enumerate() {
            if i < pass.analyses().len() {
                accum.add(slot + 1 + i, d);
            }
        }
    }
    if config.statistics {
        let mut delta = pass.statistics();
        for d in &mut delta {
            if let Some(b) = stats_before.iter().find(|b| b.name == d.name) {
                d.value = d.value.saturating_sub(b.value);
            }
        }
        add_stats(&mut accum.stats[slot], &delta);
    }
    // As in MLIR, a pass whose output does not verify has failed; the IR is printed
    // after verification. A pass that changed nothing is not verified again.
    let result = match result {
        Ok(()) if config.verify_each && !env.all_preserved => verify_after_pass(config, body, op),
        Ok(()) => Ok(()),
        Err(d) => Err(d.into()),
    };
    if let Err(e) = result {
        if let Some(p) = print
            && (p.after_failure || p.wants_after(pass.argument()))
        {
            config.dump(p, "After", true, pass, body, op);
        }
        return Err(e);
    }
    if let Some(p) = print
        && p.wants_after(pass.argument())
        && !p.after_failure
    {
        let changed = match &before_text {
            Some(t) => *t != config.render(p, body, op),
            None => true,
        };
        if changed {
            config.dump(p, "After", false, pass, body, op);
        }
    }
    Ok(())
}

/// Runs nested manager `pm` on every op directly inside `op`'s regions that it matches.
/// As MLIR, a failure on one op does not stop the others; errors and emitted
/// diagnostics come in op order whether or not threads are used.
fn run_nested(
    pm: &mut OpPassManager,
    slot: usize,
    config: &Config<'_>,
    accum: &mut Accum,
    body: &mut Body,
    op: OpId,
    out: &mut Vec<Diagnostic>,
) -> Result<(), RunError> {
    // The nested managers run as one action on `op`, as MLIR's pass adaptor.
    let logged = config
        .action_log
        .is_some_and(|l| l.begin(config.ctx, "mlir::detail::OpToOpPassAdaptor", body, op));
    let result = run_nested_managers(pm, slot, config, accum, body, op, out);
    if logged && let Some(l) = config.action_log {
        l.end();
    }
    result
}

fn run_nested_managers(
    pm: &mut OpPassManager,
    slot: usize,
    config: &Config<'_>,
    accum: &mut Accum,
    body: &mut Body,
    op: OpId,
    out: &mut Vec<Diagnostic>,
) -> Result<(), RunError> {
    let ctx = config.ctx;
    let regions = body.regions(op).to_vec();
    let (body_op_name, regions_of_op) = (body.op(op).name, regions.clone());
    let rbody = body.regions_body_mut(op);
    let mut targets = Vec::new();
    for region in regions {
        for &block in rbody.blocks(region) {
            for child in rbody.block_ops(block) {
                let name = rbody.op(child).name;
                if !pm.matches(ctx, name) {
                    continue;
                }
                match ctx.op_info(name) {
                    None => {
                        return Err(Diagnostic::error(
                            rbody.op(child).loc,
                            format!(
                                "'{}' op trying to schedule a pass on an unregistered operation",
                                ctx.op_name_str(name)
                            ),
                        )
                        .into());
                    }
                    Some(info) if !info.traits.isolated_from_above => {
                        return Err(Diagnostic::error(
                            rbody.op(child).loc,
                            format!(
                                "'{}' op trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'",
                                ctx.op_name_str(name)
                            ),
                        )
                        .into());
                    }
                    Some(_) => targets.push(child),
                }
            }
        }
    }
    let start = config.timing.then(Instant::now);
    // Folds in the targets may read the symbols of the table they are in (see
    // `OuterSymbols`), which the targets' bodies cannot reach.
    let outer = ctx.extension::<OuterSymbols>();
    let table = (!targets.is_empty()
        && ctx
            .op_info(body_op_name)
            .is_some_and(|i| i.traits.symbol_table))
    .then(|| OuterSymbols::snapshot(ctx, rbody, &regions_of_op));
    if config.threads <= 1 || targets.len() < 2 {
        let mut diagnostics = Vec::new();
        for t in targets {
            let key = rbody.child_body(t).map(OuterSymbols::key);
            if let (Some(table), Some(child)) = (&table, rbody.child_body(t)) {
                outer.set(child, table.clone());
            }
            let r = run_pm(pm, config, accum, rbody, t, out);
            if let Some(key) = key.filter(|_| table.is_some()) {
                outer.clear_keys(&[key]);
            }
            if let Err(e) = r {
                diagnostics.extend(e.diagnostics);
            }
        }
        if let Some(start) = start {
            accum.add(slot, start.elapsed());
        }
        return if diagnostics.is_empty() {
            Ok(())
        } else {
            Err(RunError { diagnostics })
        };
    }
    // Parallel: move each target into a shell body of its own, run, move back.
    let shells: Vec<Mutex<(Body, OpId)>> = targets
        .iter()
        .map(|&t| Mutex::new(make_shell(rbody, t)))
        .collect();
    let mut keys = Vec::new();
    if let Some(table) = &table {
        for shell in &shells {
            let guard = shell.lock().unwrap_or_else(|e| e.into_inner());
            if let Some(child) = guard.0.child_body(guard.1) {
                outer.set(child, table.clone());
                keys.push(OuterSymbols::key(child));
            }
        }
    }
    type Outcome = (Result<(), RunError>, Vec<Diagnostic>);
    let results: Vec<Mutex<Option<Outcome>>> = targets.iter().map(|_| Mutex::new(None)).collect();
    let next = AtomicUsize::new(0);
    let workers = config.threads.min(targets.len());
    let slots = accum.user.len();
    // Each worker gets its own copy of the passes, made here (passes need not be `Sync`).
    let clones: Vec<OpPassManager> = (0..workers).map(|_| pm.clone()).collect();
    let accums: Vec<Accum> = std::thread::scope(|s| {
        let (shells, results, next) = (&shells, &results, &next);
        let handles: Vec<_> = clones
            .into_iter()
            .enumerate()
            .map(|(w, mut local_pm)| {
                s.spawn(move || {
                    crate::actions::set_worker(w);
                    let mut local = Accum::new(slots);
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= shells.len() {
                            break;
                        }
                        let mut guard = shells[i].lock().unwrap_or_else(|e| e.into_inner());
                        let (shell_body, shell_op) = &mut *guard;
                        let started = config.timing.then(Instant::now);
                        let mut emitted = Vec::new();
                        let r = run_pm(
                            &mut local_pm,
                            config,
                            &mut local,
                            shell_body,
                            *shell_op,
                            &mut emitted,
                        );
                        if let Some(started) = started {
                            local.add(slot, started.elapsed());
                        }
                        *results[i].lock().unwrap_or_else(|e| e.into_inner()) = Some((r, emitted));
                    }
                    local
                })
            })
            .collect();
        handles.into_iter().filter_map(|h| h.join().ok()).collect()
    });
    outer.clear_keys(&keys);
    for a in accums {
        accum.merge_worker(a);
    }
    if let Some(start) = start {
        accum.main[slot] += start.elapsed();
    }
    let mut diagnostics = Vec::new();
    for ((t, shell), result) in targets.iter().zip(shells).zip(results) {
        let (mut shell_body, shell_op) = shell.into_inner().unwrap_or_else(|e| e.into_inner());
        restore_shell(rbody, *t, &mut shell_body, shell_op);
        match result.into_inner().unwrap_or_else(|e| e.into_inner()) {
            Some((r, mut emitted)) => {
                out.append(&mut emitted);
                if let Err(e) = r {
                    diagnostics.extend(e.diagnostics);
                }
            }
            None => diagnostics.push(Diagnostic::error(
                rbody.op(*t).loc,
                "pass manager worker thread failed",
            )),
        }
    }
    if diagnostics.is_empty() {
        Ok(())
    } else {
        Err(RunError { diagnostics })
    }
}

/// Moves isolated op `op` of `body` into a body of its own: a copy of the op (name,
/// location, attributes, result types; operands become detached placeholders) that takes
/// over its child body.
fn make_shell(body: &mut Body, op: OpId) -> (Body, OpId) {
    let mut shell = Body::new();
    let operand_types: Vec<_> = body.operands(op).map(|v| body.value_type(v)).collect();
    let operands = operand_types
        .into_iter()
        .map(|ty| shell.new_detached_value(ty))
        .collect();
    let result_types = body.results(op).map(|v| body.value_type(v)).collect();
    let regions = body.regions(op).to_vec();
    let child = body.child_body_mut(op).map(std::mem::take);
    let d = body.op(op);
    let state = OperationState {
        name: d.name,
        loc: d.loc,
        operands,
        result_types,
        successors: Vec::new(),
        regions,
        properties: d.properties,
        attributes: d.attributes,
        child_body: child.map(Box::new),
    };
    let id = shell.create_op(state);
    (shell, id)
}

/// Moves the shell's op data and child body back into `op` of `body`.
fn restore_shell(body: &mut Body, op: OpId, shell: &mut Body, shell_op: OpId) {
    let (name, loc, properties, attributes) = {
        let d = shell.op(shell_op);
        (d.name, d.loc, d.properties, d.attributes)
    };
    let result_types: Vec<_> = shell
        .results(shell_op)
        .map(|v| shell.value_type(v))
        .collect();
    {
        let d = body.op_mut(op);
        d.name = name;
        d.loc = loc;
        d.properties = properties;
        d.attributes = attributes;
    }
    for (v, ty) in body.results(op).zip(result_types) {
        body.set_value_type(v, ty);
    }
    if let (Some(dst), Some(src)) = (body.child_body_mut(op), shell.child_body_mut(shell_op)) {
        *dst = std::mem::take(src);
    }
}
