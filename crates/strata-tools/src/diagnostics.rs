//! Renders diagnostics as mlir-opt prints them: `file:line:col: error: message`, the
//! source line and a caret, call-site stacks as `called from` notes, and locations
//! without a file position as `<unknown>:0: error: loc(...): message`.

use strata_ir::diagnostics::{Diagnostic, Severity};
use strata_ir::{AttrData, Attribute, Context, Location};

use crate::source::{SourceBuffer, SourceManager};

/// How many `called from` notes a call-site location adds at most (mlir-opt's default).
pub const CALL_STACK_LIMIT: usize = 10;

/// The position a `FileLineColLoc` names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FilePosition<'a> {
    /// The file name.
    pub file: &'a str,
    /// 1-based line (0: unknown).
    pub line: u32,
    /// 1-based column (0: unknown).
    pub col: u32,
}

/// The sub-locations of `loc` that a walk over it visits, in order.
fn location_children(ctx: &Context, loc: Attribute, out: &mut Vec<Attribute>) {
    match ctx.attr_data(loc) {
        AttrData::NameLoc {
            child: Some(child), ..
        } => out.push(*child),
        AttrData::CallSiteLoc { callee, caller } => out.extend([*callee, *caller]),
        AttrData::FusedLoc {
            locations,
            metadata,
        } => {
            out.extend(locations.iter().copied());
            // The walk also visits the metadata, but only when it is itself a location.
            out.extend(metadata.filter(|m| ctx.attr_data(*m).is_location()));
        }
        _ => {}
    }
}

/// The first file/line/column location inside `loc` in a pre-order walk (callee before
/// caller, fused parts in order), as MLIR's `findInstanceOf<FileLineColLoc>` finds it.
pub fn find_file_position<'c>(ctx: &'c Context, loc: Location) -> Option<FilePosition<'c>> {
    let mut stack = vec![loc.attr(ctx)];
    let mut children = Vec::new();
    while let Some(attr) = stack.pop() {
        if let AttrData::FileLineColLoc {
            file, line, col, ..
        } = ctx.attr_data(attr)
        {
            return Some(FilePosition {
                file: ctx.ident_str(*file),
                line: *line,
                col: *col,
            });
        }
        children.clear();
        location_children(ctx, attr, &mut children);
        stack.extend(children.iter().rev());
    }
    None
}

/// The call-site location that `loc` stands for: itself, the child of a name location, or
/// the first one found among the parts of a fused location.
fn find_call_site(ctx: &Context, loc: Attribute) -> Option<(Attribute, Attribute)> {
    let mut stack = vec![loc];
    while let Some(attr) = stack.pop() {
        match ctx.attr_data(attr) {
            AttrData::CallSiteLoc { callee, caller } => return Some((*callee, *caller)),
            AttrData::NameLoc {
                child: Some(child), ..
            } => stack.push(*child),
            AttrData::FusedLoc { locations, .. } => stack.extend(locations.iter().rev()),
            _ => {}
        }
    }
    None
}

/// Appends `s` as MLIR prints string literals (`llvm::printEscapedString`): printable ASCII
/// except `"` and `\` as is, `\` doubled, every other byte as `\XX` in upper-case hex.
pub fn push_escaped(out: &mut String, s: impl AsRef<[u8]>) {
    for &b in s.as_ref() {
        match b {
            b'\\' => out.push_str("\\\\"),
            b'"' => out.push_str("\\22"),
            0x20..=0x7e => out.push(b as char),
            _ => {
                const HEX: &[u8; 16] = b"0123456789ABCDEF";
                out.push('\\');
                out.push(HEX[(b >> 4) as usize] as char);
                out.push(HEX[(b & 15) as usize] as char);
            }
        }
    }
}

/// What remains to print of a location.
enum Piece {
    Loc(Attribute),
    Text(&'static str),
    Owned(String),
}

/// Prints a location as MLIR does inside operation text: `loc(...)` around the body, nested
/// locations inline. Non-location fused metadata goes through the manager's attribute
/// printer (without one: strings and `unit` only, others as `<<attribute>>`).
pub fn print_location(ctx: &Context, sm: &SourceManager, loc: Location) -> String {
    let mut out = String::from("loc(");
    let mut stack = vec![Piece::Text(")"), Piece::Loc(loc.attr(ctx))];
    while let Some(piece) = stack.pop() {
        let attr = match piece {
            Piece::Text(text) => {
                out.push_str(text);
                continue;
            }
            Piece::Owned(text) => {
                out.push_str(&text);
                continue;
            }
            Piece::Loc(attr) => attr,
        };
        match ctx.attr_data(attr) {
            AttrData::UnknownLoc => out.push_str("unknown"),
            AttrData::FileLineColLoc {
                file,
                line,
                col,
                end_line,
                end_col,
                ..
            } => {
                out.push('"');
                push_escaped(&mut out, ctx.ident_bytes_of(*file));
                out.push_str(&format!("\":{line}:{col}"));
                if end_line != line {
                    out.push_str(&format!(" to {end_line}:{end_col}"));
                } else if end_col != col {
                    out.push_str(&format!(" to :{end_col}"));
                }
            }
            AttrData::NameLoc { name, child } => {
                out.push('"');
                push_escaped(&mut out, ctx.ident_bytes_of(*name));
                out.push('"');
                if let Some(child) =
                    child.filter(|c| !matches!(ctx.attr_data(*c), AttrData::UnknownLoc))
                {
                    out.push('(');
                    stack.extend([Piece::Text(")"), Piece::Loc(child)]);
                }
            }
            AttrData::CallSiteLoc { callee, caller } => {
                out.push_str("callsite(");
                stack.extend([
                    Piece::Text(")"),
                    Piece::Loc(*caller),
                    Piece::Text(" at "),
                    Piece::Loc(*callee),
                ]);
            }
            AttrData::FusedLoc {
                locations,
                metadata,
            } => {
                let mut pieces = vec![Piece::Text("fused")];
                if let Some(metadata) = *metadata {
                    pieces.push(Piece::Text("<"));
                    if ctx.attr_data(metadata).is_location() {
                        pieces.push(Piece::Loc(metadata));
                    } else {
                        pieces.push(Piece::Owned(print_attribute(ctx, sm, metadata)));
                    }
                    pieces.push(Piece::Text(">"));
                }
                pieces.push(Piece::Text("["));
                for (i, part) in locations.iter().enumerate() {
                    if i > 0 {
                        pieces.push(Piece::Text(", "));
                    }
                    pieces.push(Piece::Loc(*part));
                }
                pieces.push(Piece::Text("]"));
                stack.extend(pieces.into_iter().rev());
            }
            _ => out.push_str(&print_attribute(ctx, sm, attr)),
        }
    }
    out
}

fn print_attribute(ctx: &Context, sm: &SourceManager, attr: Attribute) -> String {
    if let Some(printer) = sm.attribute_printer() {
        return printer(ctx, attr);
    }
    match ctx.attr_data(attr) {
        AttrData::Unit => "unit".to_string(),
        AttrData::String { value, .. } => {
            let mut out = String::from("\"");
            push_escaped(&mut out, value);
            out.push('"');
            out
        }
        _ => "<<attribute>>".to_string(),
    }
}

/// The `error: `-style label LLVM prints after the location.
fn push_label(out: &mut String, severity: Severity) {
    out.push_str(severity.label());
    out.push_str(": ");
}

/// `<unknown>:0: error: message` — how LLVM's `SourceMgr` prints a message without a
/// source position.
pub fn render_unlocated(severity: Severity, message: &str) -> String {
    let mut out = String::from("<unknown>:0: ");
    push_label(&mut out, severity);
    out.push_str(message);
    out.push('\n');
    out
}

/// Prints a message at a byte offset of a buffer as LLVM's `SourceMgr::PrintMessage`
/// does: `name:line:col: label: message`, then the source line and a caret line (tabs
/// expanded to 8 columns; `~` under `range`, a byte range of the buffer). A line with
/// non-ASCII bytes is shown without caret line.
pub fn render_at_offset(
    buffer: &SourceBuffer,
    offset: usize,
    severity: Severity,
    message: &str,
    range: Option<(usize, usize)>,
) -> String {
    let offset = offset.min(buffer.text().len());
    let (line, col) = buffer.line_col(offset);
    let name = if buffer.name() == "-" {
        "<stdin>"
    } else {
        buffer.name()
    };
    let mut out = format!("{name}:{line}:{col}: ");
    push_label(&mut out, severity);
    out.push_str(message);
    out.push('\n');

    let (start, end) = buffer.line_bounds(offset);
    let source = &buffer.text().as_bytes()[start..end];
    // Like LLVM, columns past a non-ASCII byte cannot be trusted: no caret line then.
    if !source.is_ascii() {
        out.push_str(&String::from_utf8_lossy(&expand_tabs(source, source, true)));
        out.push('\n');
        return out;
    }
    let mut caret = vec![b' '; source.len() + 1];
    if let Some((range_start, range_end)) = range
        && range_start <= end
        && range_end >= start
    {
        let from = range_start.max(start) - start;
        let to = range_end.min(end) - start;
        if from < to {
            caret[from..to].fill(b'~');
        }
    }
    caret[(offset - start).min(source.len())] = b'^';
    while caret.last() == Some(&b' ') {
        caret.pop();
    }
    out.push_str(&String::from_utf8_lossy(&expand_tabs(source, source, true)));
    out.push('\n');
    out.push_str(&String::from_utf8_lossy(&expand_tabs(
        &caret, source, false,
    )));
    out.push('\n');
    out
}

/// Copies `bytes`, widening each position where `source` has a tab to the next multiple
/// of 8 columns: with spaces when `spaces`, else by repeating that position's byte.
fn expand_tabs(bytes: &[u8], source: &[u8], spaces: bool) -> Vec<u8> {
    const TAB_STOP: usize = 8;
    let mut out = Vec::with_capacity(bytes.len());
    for (i, &b) in bytes.iter().enumerate() {
        if source.get(i) == Some(&b'\t') {
            let fill = if spaces { b' ' } else { b };
            out.push(fill);
            while out.len() % TAB_STOP != 0 {
                out.push(fill);
            }
        } else {
            out.push(b);
        }
    }
    out
}

/// Prints one message at a location, as mlir-opt's `SourceMgrDiagnosticHandler` does for
/// a single location: at the first file position inside it, with the source line when
/// `show_source` and the position exists in a known buffer; `file:line:col: ...` alone
/// when it does not; `<unknown>:0: label: loc(...): message` when the location has no file
/// position (just `<unknown>:0: label: message` for `loc(unknown)`).
pub fn render_at_location(
    ctx: &Context,
    sm: &SourceManager,
    loc: Location,
    severity: Severity,
    message: &str,
    show_source: bool,
) -> String {
    let Some(pos) = find_file_position(ctx, loc) else {
        if loc.is_unknown(ctx) {
            return render_unlocated(severity, message);
        }
        return render_unlocated(
            severity,
            &format!("{}: {message}", print_location(ctx, sm, loc)),
        );
    };
    if show_source
        && let Some(buffer) = sm.find(pos.file)
        && let Some(offset) = buffer.offset_of(pos.line, pos.col)
    {
        return render_at_offset(&buffer, offset, severity, message, None);
    }
    let mut out = format!("{}:{}:{}: ", pos.file, pos.line, pos.col);
    push_label(&mut out, severity);
    out.push_str(message);
    out.push('\n');
    out
}

/// Renders a diagnostic with its notes exactly as mlir-opt prints it on stderr.
///
/// A call-site location (possibly under a name or fused location) is shown at its callee,
/// followed by up to [`CALL_STACK_LIMIT`] `called from` notes walking up the callers. A
/// note repeats its source line only when its location differs from the one printed just
/// before it (for the first note: the last caller of the stack, or the diagnostic's own
/// location).
pub fn render(ctx: &Context, sm: &SourceManager, d: &Diagnostic) -> String {
    let mut out = render_at_location(ctx, sm, d.loc, d.severity, &d.message, true);
    let mut loc = d.loc.attr(ctx);
    if let Some((_, caller)) = find_call_site(ctx, loc) {
        loc = caller;
        for _ in 0..CALL_STACK_LIMIT {
            out.push_str(&render_at_location(
                ctx,
                sm,
                Location::from_attr(ctx, loc),
                Severity::Note,
                "called from",
                true,
            ));
            match find_call_site(ctx, loc) {
                Some((_, caller)) => loc = caller,
                None => break,
            }
        }
    }
    for note in &d.notes {
        out.push_str(&render_at_location(
            ctx,
            sm,
            note.loc,
            note.severity,
            &note.message,
            // An error carried along (a parser's follow-up error) is a diagnostic of its
            // own for mlir-opt: it always shows its source line.
            loc != note.loc.attr(ctx) || note.severity == Severity::Error,
        ));
        loc = note.loc.attr(ctx);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::SourceFile;

    const FUNC: &str = "func.func @f() -> i32 {\n  return\n}\n";

    fn setup(name: &str, text: &str) -> (Context, SourceManager) {
        let mut sm = SourceManager::new();
        sm.add(SourceFile {
            name: name.into(),
            text: text.into(),
        });
        (Context::new(), sm)
    }

    fn name_loc(ctx: &Context, name: &str, child: Option<Location>) -> Location {
        ctx.name_loc(ctx.ident(name), child)
    }

    fn call_site(ctx: &Context, callee: Location, caller: Location) -> Location {
        ctx.call_site_loc(callee, caller)
    }

    fn fused(ctx: &Context, parts: &[Location], metadata: Option<Attribute>) -> Location {
        let locations = parts.iter().map(|l| l.attr(ctx)).collect();
        let fused = ctx.intern_attr(AttrData::FusedLoc {
            locations,
            metadata,
        });
        Location::from_attr(ctx, fused)
    }

    const MSG: &str = "'func.return' op has 0 operands, but enclosing function (@f) returns 1";

    #[test]
    fn error_with_source_line_and_caret() {
        let (ctx, sm) = setup(
            "a.mlir",
            "func.func @f() {\n  %0 = \"foo.bar\"() : () -> i32\n  return\n}\n",
        );
        let d = Diagnostic::error(
            ctx.file_loc("a.mlir", 2, 17),
            "operation being parsed with an unregistered dialect",
        );
        assert_eq!(
            render(&ctx, &sm, &d),
            "a.mlir:2:17: error: operation being parsed with an unregistered dialect\n  %0 = \"foo.bar\"() : () -> i32\n                ^\n"
        );
    }

    #[test]
    fn note_at_same_location_omits_source() {
        let (ctx, sm) = setup("s.mlir", FUNC);
        let loc = ctx.file_loc("s.mlir", 2, 3);
        let d = Diagnostic::error(loc, MSG).with_note(Diagnostic::note(
            loc,
            "see current operation: \"func.return\"() : () -> ()",
        ));
        assert_eq!(
            render(&ctx, &sm, &d),
            format!(
                "s.mlir:2:3: error: {MSG}\n  return\n  ^\ns.mlir:2:3: note: see current operation: \"func.return\"() : () -> ()\n"
            )
        );
        let other = Diagnostic::error(loc, "x")
            .with_note(Diagnostic::note(ctx.file_loc("s.mlir", 1, 11), "here"));
        assert_eq!(
            render(&ctx, &sm, &other),
            "s.mlir:2:3: error: x\n  return\n  ^\ns.mlir:1:11: note: here\nfunc.func @f() -> i32 {\n          ^\n"
        );
    }

    #[test]
    fn non_file_locations() {
        let (ctx, sm) = setup("r.mlir", FUNC);
        let op = "see current operation: \"func.return\"() : () -> ()";
        let render1 = |loc: Location| {
            render(
                &ctx,
                &sm,
                &Diagnostic::error(loc, MSG).with_note(Diagnostic::note(loc, op)),
            )
        };
        assert_eq!(
            render1(ctx.unknown_loc()),
            format!("<unknown>:0: error: {MSG}\n<unknown>:0: note: {op}\n")
        );
        assert_eq!(
            render1(name_loc(&ctx, "name", None)),
            format!(
                "<unknown>:0: error: loc(\"name\"): {MSG}\n<unknown>:0: note: loc(\"name\"): {op}\n"
            )
        );
        // A name location with a file child in an unknown file: no source line.
        assert_eq!(
            render1(name_loc(&ctx, "name", Some(ctx.file_loc("l.mlir", 2, 3)))),
            format!("l.mlir:2:3: error: {MSG}\nl.mlir:2:3: note: {op}\n")
        );
        let callee = name_loc(&ctx, "callee", None);
        let caller = name_loc(&ctx, "caller", None);
        assert_eq!(
            render1(call_site(&ctx, callee, caller)),
            format!(
                "<unknown>:0: error: loc(callsite(\"callee\" at \"caller\")): {MSG}\n\
                 <unknown>:0: note: loc(\"caller\"): called from\n\
                 <unknown>:0: note: loc(callsite(\"callee\" at \"caller\")): {op}\n"
            )
        );
        let meta = ctx.string_attr(b"meta");
        let fa = fused(
            &ctx,
            &[name_loc(&ctx, "a", None), name_loc(&ctx, "b", None)],
            Some(meta),
        );
        assert_eq!(
            render1(fa),
            format!(
                "<unknown>:0: error: loc(fused<\"meta\">[\"a\", \"b\"]): {MSG}\n\
                 <unknown>:0: note: loc(fused<\"meta\">[\"a\", \"b\"]): {op}\n"
            )
        );
        let ff = fused(
            &ctx,
            &[
                name_loc(&ctx, "a", None),
                ctx.file_loc("r.mlir", 2, 3),
                ctx.file_loc("r.mlir", 1, 1),
            ],
            None,
        );
        assert_eq!(
            render1(ff),
            format!("r.mlir:2:3: error: {MSG}\n  return\n  ^\nr.mlir:2:3: note: {op}\n")
        );
    }

    #[test]
    fn call_site_stacks() {
        let (ctx, sm) = setup("r.mlir", FUNC);
        let op = "see current operation: \"func.return\"() : () -> ()";
        let loc = call_site(
            &ctx,
            ctx.file_loc("r.mlir", 1, 3),
            ctx.file_loc("r.mlir", 2, 5),
        );
        let d = Diagnostic::error(loc, MSG).with_note(Diagnostic::note(loc, op));
        assert_eq!(
            render(&ctx, &sm, &d),
            format!(
                "r.mlir:1:3: error: {MSG}\nfunc.func @f() -> i32 {{\n  ^\n\
                 r.mlir:2:5: note: called from\n  return\n    ^\n\
                 r.mlir:1:3: note: {op}\nfunc.func @f() -> i32 {{\n  ^\n"
            )
        );
        // callsite(callsite(1:3 at 2:5) at callsite("x":1:1 at 3:1)).
        let inner = call_site(
            &ctx,
            ctx.file_loc("r.mlir", 1, 3),
            ctx.file_loc("r.mlir", 2, 5),
        );
        let outer_caller = call_site(&ctx, ctx.file_loc("x", 1, 1), ctx.file_loc("r.mlir", 3, 1));
        let d = Diagnostic::error(call_site(&ctx, inner, outer_caller), MSG);
        assert_eq!(
            render(&ctx, &sm, &d),
            format!(
                "r.mlir:1:3: error: {MSG}\nfunc.func @f() -> i32 {{\n  ^\n\
                 x:1:1: note: called from\nr.mlir:3:1: note: called from\n}}\n^\n"
            )
        );
        // A chain of 13 callers stops after 10 `called from` notes.
        let mut chain = ctx.file_loc("r.mlir", 14, 1);
        for line in (1..=13).rev() {
            chain = call_site(&ctx, ctx.file_loc("r.mlir", line, 1), chain);
        }
        let text = render(&ctx, &sm, &Diagnostic::error(chain, MSG));
        let called: Vec<&str> = text
            .lines()
            .filter(|l| l.ends_with("called from"))
            .collect();
        assert_eq!(called.len(), 10);
        assert_eq!(called[9], "r.mlir:11:1: note: called from");
    }

    #[test]
    fn positions_without_source_line() {
        let (ctx, sm) = setup("r.mlir", FUNC);
        for (line, col) in [(0, 0), (3, 0), (99, 1), (1, 40)] {
            let d = Diagnostic::error(ctx.file_loc("r.mlir", line, col), "m");
            assert_eq!(
                render(&ctx, &sm, &d),
                format!("r.mlir:{line}:{col}: error: m\n")
            );
        }
        // The column of the line break is still on the line.
        let d = Diagnostic::error(ctx.file_loc("r.mlir", 1, 24), "m");
        assert_eq!(
            render(&ctx, &sm, &d),
            "r.mlir:1:24: error: m\nfunc.func @f() -> i32 {\n                       ^\n"
        );
        // The raw file name is printed, unescaped; `-` stays `-` when not a known buffer.
        let d = Diagnostic::error(ctx.file_loc("x\"y", 1, 2), "m");
        assert_eq!(render(&ctx, &sm, &d), "x\"y:1:2: error: m\n");
        let d = Diagnostic::error(ctx.file_loc("-", 2, 3), "m");
        assert_eq!(render(&ctx, &sm, &d), "-:2:3: error: m\n");
    }

    #[test]
    fn tabs_non_ascii_and_crlf() {
        let (ctx, sm) = setup("tab.mlir", "func.func @f() -> i32 {\n\t  \treturn\n}\n");
        let d = Diagnostic::error(ctx.file_loc("tab.mlir", 2, 5), "m");
        assert_eq!(
            render(&ctx, &sm, &d),
            "tab.mlir:2:5: error: m\n                return\n                ^\n"
        );
        // A caret on a tab is widened like the tab.
        let (ctx, sm) = setup("tab2.mlir", "x\n\treturn\n");
        let d = Diagnostic::error(ctx.file_loc("tab2.mlir", 2, 1), "m");
        assert_eq!(
            render(&ctx, &sm, &d),
            "tab2.mlir:2:1: error: m\n        return\n^^^^^^^^\n"
        );
        let (ctx, sm) = setup("na.mlir", "x\n  return loc(\"na.mlir\":2:3) // \u{e9}\n");
        let d = Diagnostic::error(ctx.file_loc("na.mlir", 2, 3), "m");
        assert_eq!(
            render(&ctx, &sm, &d),
            "na.mlir:2:3: error: m\n  return loc(\"na.mlir\":2:3) // \u{e9}\n"
        );
        let (ctx, sm) = setup("crlf.mlir", "func.func @f() -> i32 {\r\n  return\r\n}\r\n");
        let d = Diagnostic::error(ctx.file_loc("crlf.mlir", 2, 3), "m");
        assert_eq!(
            render(&ctx, &sm, &d),
            "crlf.mlir:2:3: error: m\n  return\n  ^\n"
        );
    }

    #[test]
    fn location_printing() {
        let (ctx, sm) = setup("r.mlir", FUNC);
        let file = ctx.ident("f");
        let range = |line, col, end_line, end_col| {
            let attr = ctx.intern_attr(AttrData::FileLineColLoc {
                file,
                line,
                col,
                end_line,
                end_col,
                fields: 4,
            });
            Location::from_attr(&ctx, attr)
        };
        assert_eq!(
            print_location(&ctx, &sm, range(1, 2, 3, 4)),
            "loc(\"f\":1:2 to 3:4)"
        );
        assert_eq!(
            print_location(&ctx, &sm, range(1, 2, 1, 4)),
            "loc(\"f\":1:2 to :4)"
        );
        assert_eq!(
            print_location(&ctx, &sm, range(1, 2, 1, 2)),
            "loc(\"f\":1:2)"
        );
        let escaped = name_loc(&ctx, "a\"b", Some(ctx.file_loc("q\\", 1, 2)));
        assert_eq!(
            print_location(&ctx, &sm, escaped),
            "loc(\"a\\22b\"(\"q\\\\\":1:2))"
        );
        let nested = fused(
            &ctx,
            &[
                name_loc(&ctx, "x", None),
                name_loc(&ctx, "y", Some(ctx.file_loc("f", 1, 1))),
            ],
            None,
        );
        assert_eq!(
            print_location(&ctx, &sm, nested),
            "loc(fused[\"x\", \"y\"(\"f\":1:1)])"
        );
        let with_loc_meta = fused(
            &ctx,
            &[name_loc(&ctx, "x", None)],
            Some(name_loc(&ctx, "m", None).attr(&ctx)),
        );
        assert_eq!(
            print_location(&ctx, &sm, with_loc_meta),
            "loc(fused<\"m\">[\"x\"])"
        );
        let cs = call_site(&ctx, ctx.unknown_loc(), name_loc(&ctx, "c", None));
        assert_eq!(
            print_location(&ctx, &sm, cs),
            "loc(callsite(unknown at \"c\"))"
        );
    }
}
