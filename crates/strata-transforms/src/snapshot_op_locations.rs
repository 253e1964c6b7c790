//! `snapshot-op-locations`: prints the IR to a file and gives every printed op the
//! location of its first line there (`"file":line:indent`), or fuses that location, named
//! by `tag`, with the op's own, as upstream's `LocationSnapshot.cpp`.

use strata_ir::Context;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId, WalkOrder, WalkResult, walk_all, walk_all_mut};

use super::print_ir::{PassPrintFlags, PassPrintRequest, print_for_pass, push_string_option};
use strata_pass::pass::{OptionError, Pass, PassEnv, PassOptions, parse_bool};

/// Options of `snapshot-op-locations`, with mlir-opt's names.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SnapshotOpLocationsOptions {
    /// The file to print to (`filename`; empty: a temporary file).
    pub filename: String,
    /// Name of the locations fused with the original ones (`tag`; empty: replace).
    pub tag: String,
    /// Printing flags (`print-debuginfo`, `pretty-debuginfo`, `print-op-generic`,
    /// `print-local-scope`).
    pub flags: PassPrintFlags,
}

impl PassOptions for SnapshotOpLocationsOptions {
    fn set(&mut self, key: &str, value: Option<&str>) -> Result<(), OptionError> {
        match key {
            "filename" => self.filename = value.unwrap_or("").to_string(),
            "tag" => self.tag = value.unwrap_or("").to_string(),
            "print-debuginfo" => self.flags.debug_info = parse_bool(key, value)?,
            "pretty-debuginfo" => self.flags.pretty_debug_info = parse_bool(key, value)?,
            "print-op-generic" => self.flags.generic = parse_bool(key, value)?,
            "print-local-scope" => self.flags.local_scope = parse_bool(key, value)?,
            _ => return Err(OptionError::Unknown(key.to_string())),
        }
        Ok(())
    }
    fn print(&self, out: &mut String) {
        push_string_option(out, "filename", &self.filename);
        out.push_str(&format!(
            " pretty-debuginfo={} print-debuginfo={} print-local-scope={} print-op-generic={} ",
            self.flags.pretty_debug_info,
            self.flags.debug_info,
            self.flags.local_scope,
            self.flags.generic
        ));
        push_string_option(out, "tag", &self.tag);
    }
    fn describe(&self) -> Vec<(&'static str, &'static str)> {
        vec![
            (
                "filename=<string>",
                "The filename to print the generated IR",
            ),
            ("pretty-debuginfo", "Print pretty debug info in MLIR output"),
            ("print-debuginfo", "Print debug info in MLIR output"),
            (
                "print-local-scope",
                "Print with local scope and inline information (eliding aliases for attributes, types, and locations",
            ),
            ("print-op-generic", "Print the generic op form"),
            (
                "tag=<string>",
                "A tag to use when fusing the new locations with the original. If unset, the locations are replaced.",
            ),
        ]
    }
}

/// The `snapshot-op-locations` pass.
#[derive(Clone, Debug, Default)]
pub struct SnapshotOpLocations {
    /// Its options.
    pub options: SnapshotOpLocationsOptions,
}

/// Whether the printed line `text` (indentation stripped) starts operation `name`: after
/// any `%results = `, the generic `"name"`, the full name, or the name without its
/// dialect prefix (default dialects, `module`).
fn line_starts_op(text: &str, name: &str) -> bool {
    let mut rest = text;
    if rest.starts_with('%')
        && let Some(i) = rest.find(" = ")
    {
        rest = &rest[i + 3..];
    }
    if let Some(quoted) = rest.strip_prefix('"') {
        return quoted.starts_with(name) && quoted[name.len()..].starts_with('"');
    }
    let end = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$'))
        .unwrap_or(rest.len());
    let word = &rest[..end];
    word == name || name.split_once('.').is_some_and(|(_, short)| word == short)
}

/// The `(line, indentation)` at which each of `ops` (the printed ops, pre-order, with
/// whether each is a terminator the printer may elide) starts in `text`; `None` for the
/// elided ones.
fn op_positions(text: &str, ops: &[(String, bool)]) -> Vec<Option<(u32, u32)>> {
    let mut candidates = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("{-#") {
            break;
        }
        let Some(c) = trimmed.chars().next() else {
            continue;
        };
        if c == '%' || c == '"' || c.is_ascii_alphabetic() || c == '_' {
            candidates.push((i as u32 + 1, (line.len() - trimmed.len()) as u32, trimmed));
        }
    }
    let mut out = Vec::with_capacity(ops.len());
    let mut next = 0;
    for (name, terminator) in ops {
        match candidates.get(next) {
            Some(&(line, col, text)) if line_starts_op(text, name) || !*terminator => {
                out.push(Some((line, col)));
                next += 1;
            }
            _ => out.push(None),
        }
    }
    out
}

/// A unique path for a snapshot without a file name, as LLVM's `createTemporaryFile`.
fn temporary_path() -> String {
    use std::time::{SystemTime, UNIX_EPOCH};
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    let dir = std::env::temp_dir();
    let name = format!(
        "mlir_snapshot-{:06x}.tmp.mlir",
        (nanos ^ std::process::id()) & 0xff_ffff
    );
    dir.join(name).to_string_lossy().into_owned()
}

impl Pass for SnapshotOpLocations {
    fn argument(&self) -> &'static str {
        "snapshot-op-locations"
    }
    fn name(&self) -> &'static str {
        "LocationSnapshot"
    }
    fn summary(&self) -> &'static str {
        "Generate new locations from the current IR"
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
        let loc = body.op(op).loc;
        let path = if self.options.filename.is_empty() {
            temporary_path()
        } else {
            self.options.filename.clone()
        };
        let text = print_for_pass(ctx, body, op, PassPrintRequest::Flags(self.options.flags))
            .ok_or_else(|| Diagnostic::error(loc, "no IR printer installed"))?;
        if let Err(e) = std::fs::write(&path, &text) {
            let msg = e.to_string();
            let msg = msg.split(" (os error").next().unwrap_or(&msg).to_string();
            return Err(Diagnostic::error(
                loc,
                format!("cannot open output file '{path}': {msg}"),
            ));
        }
        let mut ops = Vec::new();
        walk_all(body, op, WalkOrder::PreOrder, |b, o| {
            let name = ctx.op_name_str(b.op(o).name).to_string();
            let terminator = ctx
                .op_info(b.op(o).name)
                .is_some_and(|i| i.traits.terminator);
            ops.push((name, terminator));
            WalkResult::Advance
        });
        let positions = op_positions(&text, &ops);
        let tag = (!self.options.tag.is_empty()).then(|| ctx.ident(&self.options.tag));
        let mut index = 0;
        walk_all_mut(body, op, WalkOrder::PreOrder, |b, o| {
            if let Some(Some((line, col))) = positions.get(index) {
                let new = ctx.file_loc(&path, *line, *col);
                let loc = match tag {
                    None => new,
                    Some(name) => {
                        let named = ctx.name_loc(name, Some(new));
                        ctx.fused_loc(&[b.op(o).loc, named], None)
                    }
                };
                b.op_mut(o).loc = loc;
            }
            index += 1;
            WalkResult::Advance
        });
        Ok(())
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
