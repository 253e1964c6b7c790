//! `print-op-stats`: counts the operations nested in the anchor op by name and prints the
//! table (or JSON) in mlir-opt's format.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

use strata_ir::Context;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId, WalkOrder, WalkResult, walk_all};

use strata_pass::pass::{OptionError, Pass, PassEnv, PassOptions, parse_bool};

/// Options of `print-op-stats`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PrintOpStatsOptions {
    /// Print JSON instead of a table (`json`).
    pub json: bool,
}

impl PassOptions for PrintOpStatsOptions {
    fn set(&mut self, key: &str, value: Option<&str>) -> Result<(), OptionError> {
        match key {
            "json" => self.json = parse_bool(key, value)?,
            _ => return Err(OptionError::Unknown(key.to_string())),
        }
        Ok(())
    }
    fn print(&self, out: &mut String) {
        out.push_str(if self.json { "json=true" } else { "json=false" });
    }
    fn describe(&self) -> Vec<(&'static str, &'static str)> {
        vec![("json", "print the stats as JSON")]
    }
}

/// The `print-op-stats` pass. Output goes to stderr unless a sink is set.
#[derive(Clone, Debug, Default)]
pub struct PrintOpStats {
    /// Its options.
    pub options: PrintOpStatsOptions,
    /// Where the report goes instead of stderr (for tests).
    pub sink: Option<Arc<Mutex<String>>>,
}

/// Formats the op counts as mlir-opt's table.
pub fn format_table(counts: &BTreeMap<String, u64>) -> String {
    let split = |name: &str| match name.find('.') {
        Some(i) => (name[..i].to_string(), name[i + 1..].to_string(), true),
        None => (String::new(), name.to_string(), false),
    };
    let mut max_dialect = 0;
    let mut max_op = 0;
    for name in counts.keys() {
        let (d, o, _) = split(name);
        max_dialect = max_dialect.max(d.len());
        max_op = max_op.max(o.len());
    }
    let mut out = String::from("Operations encountered:\n-----------------------\n");
    for (name, count) in counts {
        let (d, o, dotted) = split(name);
        out.push_str(&format!(
            "{d:>w$}{}{o:<v$} , {count}\n",
            if dotted { '.' } else { ' ' },
            w = max_dialect + 2,
            v = max_op
        ));
    }
    out
}

/// Formats the op counts as mlir-opt's JSON.
pub fn format_json(counts: &BTreeMap<String, u64>) -> String {
    let mut out = String::from("{\n");
    let n = counts.len();
    for (i, (name, count)) in counts.iter().enumerate() {
        out.push_str(&format!(
            "  \"{name}\" : {count}{}\n",
            if i + 1 < n { "," } else { "" }
        ));
    }
    out.push_str("}\n");
    out
}

impl Pass for PrintOpStats {
    fn argument(&self) -> &'static str {
        "print-op-stats"
    }
    fn name(&self) -> &'static str {
        "PrintOpStats"
    }
    fn summary(&self) -> &'static str {
        "Print statistics of operations"
    }
    fn options(&self) -> Option<&dyn PassOptions> {
        Some(&self.options)
    }
    fn options_mut(&mut self) -> Option<&mut dyn PassOptions> {
        Some(&mut self.options)
    }
    fn run(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        _env: &mut PassEnv<'_>,
    ) -> Result<(), Diagnostic> {
        let mut counts: BTreeMap<String, u64> = BTreeMap::new();
        walk_all(body, op, WalkOrder::PreOrder, |b, o| {
            *counts
                .entry(ctx.op_name_str(b.op(o).name).to_string())
                .or_default() += 1;
            WalkResult::Advance
        });
        let text = if self.options.json {
            format_json(&counts)
        } else {
            format_table(&counts)
        };
        match &self.sink {
            Some(sink) => sink
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push_str(&text),
            None => eprint!("{text}"),
        }
        Ok(())
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
