//! Action logging (mlir-opt's `--log-actions-to` and `--log-mlir-actions-filter`): the
//! pass manager reports each pass execution as an action — `begins` before and
//! `completed` after — to a sink, in MLIR's `ActionLogger` format, optionally only for
//! ops whose location matches one of a list of `file[:line[:col]]` filters.

use std::cell::Cell;

use strata_ir::attributes::AttrData;
use strata_ir::ir::{Body, OpId};
use strata_ir::{Attribute, Context};

/// Prints an op with its regions elided (`func.func @f() {...}`), for action logs.
pub type ActionOpPrinter = dyn Fn(&Context, &Body, OpId) -> String + Sync + Send;

/// One `--log-mlir-actions-filter` entry: a file name and an optional line and column
/// (MLIR's `FileLineColLocBreakpoint`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LocationFilter {
    /// The file name, compared with a location's file name as written.
    pub file: String,
    /// The line, if given.
    pub line: Option<u32>,
    /// The column, if given.
    pub col: Option<u32>,
}

impl LocationFilter {
    /// Parses `file`, `file:line` or `file:line:col` (trailing numbers are taken as line
    /// and column; a non-number ends the file name there).
    pub fn parse(text: &str) -> LocationFilter {
        let num = |s: &str| s.parse::<u32>().ok();
        if let Some((rest, last)) = text.rsplit_once(':')
            && let Some(n) = num(last)
        {
            if let Some((file, mid)) = rest.rsplit_once(':')
                && let Some(l) = num(mid)
            {
                return LocationFilter {
                    file: file.to_string(),
                    line: Some(l),
                    col: Some(n),
                };
            }
            return LocationFilter {
                file: rest.to_string(),
                line: Some(n),
                col: None,
            };
        }
        LocationFilter {
            file: text.to_string(),
            line: None,
            col: None,
        }
    }

    /// Whether `loc` or a location nested in it is a file location this filter names.
    pub fn matches(&self, ctx: &Context, loc: Attribute) -> bool {
        let mut stack = vec![loc];
        while let Some(l) = stack.pop() {
            match ctx.attr_data(l) {
                AttrData::FileLineColLoc {
                    file, line, col, ..
                } if ctx.ident_str(*file) == self.file
                    && self.line.is_none_or(|x| x == *line)
                    && self.col.is_none_or(|x| x == *col) =>
                {
                    return true;
                }
                AttrData::NameLoc { child, .. } => stack.extend(*child),
                AttrData::CallSiteLoc { callee, caller } => {
                    stack.push(*caller);
                    stack.push(*callee);
                }
                AttrData::FusedLoc { locations, .. } => stack.extend(locations.iter().copied()),
                _ => {}
            }
        }
        false
    }
}

/// `--log-actions-to` settings.
pub struct ActionLogConfig {
    /// Prints the op an action runs on.
    pub printer: Box<ActionOpPrinter>,
    /// Where the log goes.
    pub sink: Box<crate::manager::Sink>,
    /// Only actions on ops whose location matches one of these are logged (all when
    /// empty). All filters apply; mlir-opt 22 loses earlier filters shorter than 16
    /// characters (references into a growing vector of strings), Strata does not.
    pub filters: Vec<LocationFilter>,
    /// The name of the thread the run starts on (mlir-opt prints its process name).
    pub thread_name: String,
}

thread_local! {
    /// The index of the pass manager worker thread this is, if it is one.
    static WORKER: Cell<Option<usize>> = const { Cell::new(None) };
}

/// Marks the current thread as pass manager worker `i` (named `strata-worker-<i>` in logs).
pub(crate) fn set_worker(i: usize) {
    WORKER.with(|w| w.set(Some(i)));
}

impl ActionLogConfig {
    fn thread(&self) -> String {
        match WORKER.with(|w| w.get()) {
            Some(i) => format!("strata-worker-{i}"),
            None => self.thread_name.clone(),
        }
    }

    /// Logs the start of pass `name` on `op` (held by `body`); returns whether it was
    /// logged (so [`ActionLogConfig::end`] is logged too).
    pub(crate) fn begin(&self, ctx: &Context, name: &str, body: &Body, op: OpId) -> bool {
        let loc = body.op(op).loc;
        if !self.filters.is_empty() && !self.filters.iter().any(|f| f.matches(ctx, loc.attr(ctx))) {
            return false;
        }
        let text = (self.printer)(ctx, body, op);
        (self.sink)(&format!(
            "[thread {}] begins (no breakpoint) Action `pass-execution` running `{name}` on Operation `{}` ({text})`\n",
            self.thread(),
            ctx.op_name_str(body.op(op).name)
        ));
        true
    }

    /// Logs the end of a pass execution.
    pub(crate) fn end(&self) {
        (self.sink)(&format!(
            "[thread {}] completed `pass-execution`\n",
            self.thread()
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::LocationFilter;

    #[test]
    fn parses_filters() {
        let f = LocationFilter::parse("a.mlir:3:7");
        assert_eq!(
            (f.file.as_str(), f.line, f.col),
            ("a.mlir", Some(3), Some(7))
        );
        let f = LocationFilter::parse("a.mlir:3");
        assert_eq!((f.file.as_str(), f.line, f.col), ("a.mlir", Some(3), None));
        let f = LocationFilter::parse("/x/a.mlir");
        assert_eq!((f.file.as_str(), f.line, f.col), ("/x/a.mlir", None, None));
        let f = LocationFilter::parse("c:x");
        assert_eq!((f.file.as_str(), f.line), ("c:x", None));
    }
}
