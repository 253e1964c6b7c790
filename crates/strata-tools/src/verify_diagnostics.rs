//! `--verify-diagnostics`: checks emitted diagnostics against `expected-*` directives in
//! the source, reporting mismatches with mlir-opt 22's wording and layout.
//!
//! A directive is a line matching
//! `expected-(error|note|remark|warning)(-re)? *(@([+-]N|above|below|unknown))? *{{TEXT}}`
//! at the end of the line (trailing whitespace aside). One directive per line: TEXT runs
//! from the first `{{` to the last `}}`. A line with text after the closing `}}` is no
//! directive at all. TEXT must occur in the message (with `-re`, `{{regex}}` blocks inside
//! TEXT are POSIX extended regular expressions, the rest literal). The directive applies to
//! its own line, `@+N`/`@-N` lines away (N read like C: a leading `0` means octal),
//! `@above` the closest earlier non-directive line, `@below` the next non-directive line,
//! or `@unknown` diagnostics without a file position (then any line).
//!
//! A diagnostic (and each of its notes, separately) is matched against the directives of
//! the file and line of the first file position in its location; the first directive with
//! matching text and severity absorbs it — one directive may absorb several diagnostics.
//! When the split input mode is used, the directives of the whole file are collected once
//! and checked once at the end, exactly as for an unsplit file: diagnostics carry original
//! line numbers (see [`crate::split_input`]).

use std::sync::{Arc, LazyLock};

use regex::Regex;
use strata_ir::Context;
use strata_ir::Location;
use strata_ir::diagnostics::{Diagnostic, Severity};

use crate::diagnostics::{
    find_file_position, render_at_location, render_at_offset, render_unlocated,
};
use crate::posix_regex;
use crate::source::{SourceBuffer, SourceManager};

/// What `--verify-diagnostics` reports.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum VerifyMode {
    /// `--verify-diagnostics` / `=all`: expected, unexpected and near misses.
    #[default]
    All,
    /// `--verify-diagnostics=only-expected`: only expected diagnostics that are missing.
    OnlyExpected,
}

/// One `expected-*` directive.
#[derive(Clone, Debug)]
pub struct Expected {
    /// The expected severity.
    pub severity: Severity,
    /// The line it applies to (ignored for `@unknown`); may lie outside the file.
    pub line: i64,
    /// Whether it is `@unknown`: for diagnostics without file position.
    pub unknown_loc: bool,
    /// Byte offset of its `expected-` in the file.
    pub offset: usize,
    /// The text between the outer `{{` and `}}`.
    pub text: String,
    regex: Option<Regex>,
    /// Whether some diagnostic matched it.
    pub matched: bool,
}

impl Expected {
    /// Whether it was written `expected-*-re`.
    pub fn is_regex(&self) -> bool {
        self.regex.is_some()
    }

    /// Whether a diagnostic message satisfies its text.
    pub fn matches(&self, message: &str) -> bool {
        match &self.regex {
            Some(re) => re.is_match(message),
            None => message.contains(&self.text),
        }
    }
}

/// A directive mlir-opt rejects (bad regex); reported at `offset` with `len` bytes of `~`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DirectiveError {
    /// Byte offset of the directive's `expected-`.
    pub offset: usize,
    /// Length of its text (mlir-opt underlines that many bytes from `offset`).
    pub len: usize,
    /// The message, e.g. `invalid regex: parentheses not balanced`.
    pub message: String,
}

/// The directives of one file, in order, and the ones that were rejected.
#[derive(Clone, Debug, Default)]
pub struct Expectations {
    /// Valid directives, in file order.
    pub expected: Vec<Expected>,
    /// Rejected directives, in file order.
    pub errors: Vec<DirectiveError>,
}

static DIRECTIVE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}$")
        .expect("directive regex")
});

/// `StringRef::getAsInteger` with radix 0 on digits, as an `int`: a leading `0` means
/// octal. mlir-opt leaves the offset uninitialized when this fails; we use 0.
fn parse_line_offset(digits: &str) -> i64 {
    let (digits, radix) = match digits.strip_prefix('0') {
        Some(rest) if !rest.is_empty() => (rest, 8),
        _ => (digits, 10),
    };
    i64::from_str_radix(digits, radix)
        .ok()
        .filter(|v| *v <= i64::from(i32::MAX))
        .unwrap_or(0)
}

/// Builds the matcher of an `expected-*-re` text: literal parts and `{{regex}}` blocks.
fn compile_regex(text: &str) -> Result<Regex, String> {
    let mut pattern = String::from("(?s)");
    let mut rest = text;
    while !rest.is_empty() {
        let Some(open) = rest.find("{{") else {
            pattern.push_str(&regex::escape(rest));
            break;
        };
        pattern.push_str(&regex::escape(&rest[..open]));
        rest = &rest[open + 2..];
        let Some(close) = rest.find("}}") else {
            return Err("found start of regex with no end '}}'".to_string());
        };
        let translated =
            posix_regex::translate(&rest[..close]).map_err(|e| format!("invalid regex: {e}"))?;
        pattern.push('(');
        pattern.push_str(&translated);
        pattern.push(')');
        rest = &rest[close + 2..];
    }
    Regex::new(&pattern).map_err(|_| "invalid regex: unsupported expression".to_string())
}

/// Scans a file's text for `expected-*` directives, resolving their target lines.
pub fn collect_expectations(text: &str) -> Expectations {
    let mut result = Expectations::default();
    let mut last_non_directive = 0i64;
    let mut for_next_line: Vec<usize> = Vec::new();
    let lines: Vec<&str> = text.split('\n').collect();
    let mut line_start = 0;
    for (index, line) in lines.iter().enumerate() {
        let start = line_start;
        line_start += line.len() + 1;
        let line_no = index as i64 + 1;
        let trimmed = line.trim_end_matches([' ', '\t', '\n', '\x0b', '\x0c', '\r']);
        let Some(caps) = DIRECTIVE.captures(trimmed) else {
            for i in for_next_line.drain(..) {
                result.expected[i].line = line_no;
            }
            last_non_directive = index as i64;
            continue;
        };
        let offset = start + caps.get(0).map_or(0, |m| m.start());
        let severity = match &caps[1] {
            "error" => Severity::Error,
            "warning" => Severity::Warning,
            "remark" => Severity::Remark,
            _ => Severity::Note,
        };
        let body = caps.get(5).map_or("", |m| m.as_str());
        let regex = if caps.get(2).is_some() {
            match compile_regex(body) {
                Ok(re) => Some(re),
                Err(message) => {
                    result.errors.push(DirectiveError {
                        offset,
                        len: body.len(),
                        message,
                    });
                    continue;
                }
            }
        } else {
            None
        };
        let mut record = Expected {
            severity,
            line: line_no,
            unknown_loc: false,
            offset,
            text: body.to_string(),
            regex,
            matched: false,
        };
        match caps.get(4).map(|m| m.as_str()) {
            None => {}
            Some("unknown") => record.unknown_loc = true,
            Some("above") => record.line = last_non_directive + 1,
            Some("below") => {
                for_next_line.push(result.expected.len());
                // Where a dangling `@below` at the end of the file ends up.
                record.line = lines.len() as i64;
            }
            Some(offset) => {
                let amount = parse_line_offset(&offset[1..]);
                record.line += if offset.starts_with('+') {
                    amount
                } else {
                    -amount
                };
            }
        }
        result.expected.push(record);
    }
    result
}

/// The directives of one file.
struct FileExpectations {
    buffer: Arc<SourceBuffer>,
    expected: Vec<Expected>,
}

/// Matches diagnostics against the directives as they are emitted, like mlir-opt's
/// `SourceMgrDiagnosticVerifierHandler`. Mismatch reports are appended to an output string
/// (stderr in mlir-opt) at the moment they arise.
pub struct Verifier {
    mode: VerifyMode,
    files: Vec<FileExpectations>,
    unknown: Vec<Expected>,
    failed: bool,
}

impl Verifier {
    /// Collects the directives of every buffer added to `sm`, reporting rejected ones to
    /// `out`. Directives of other files that diagnostics point into are collected when the
    /// first such diagnostic arrives.
    pub fn new(sm: &SourceManager, mode: VerifyMode, out: &mut String) -> Self {
        let mut verifier = Verifier {
            mode,
            files: Vec::new(),
            unknown: Vec::new(),
            failed: false,
        };
        for buffer in sm.buffers() {
            if !verifier
                .files
                .iter()
                .any(|f| f.buffer.name() == buffer.name())
            {
                verifier.scan(buffer.clone(), out);
            }
        }
        verifier
    }

    fn scan(&mut self, buffer: Arc<SourceBuffer>, out: &mut String) -> usize {
        let collected = collect_expectations(buffer.text());
        for e in &collected.errors {
            out.push_str(&render_at_offset(
                &buffer,
                e.offset,
                Severity::Error,
                &e.message,
                Some((e.offset, e.offset + e.len)),
            ));
            self.failed = true;
        }
        let (unknown, expected): (Vec<_>, Vec<_>) =
            collected.expected.into_iter().partition(|e| e.unknown_loc);
        self.unknown.extend(unknown);
        self.files.push(FileExpectations { buffer, expected });
        self.files.len() - 1
    }

    /// Checks one emitted diagnostic and then each of its notes.
    pub fn process(
        &mut self,
        ctx: &Context,
        sm: &SourceManager,
        diagnostic: &Diagnostic,
        out: &mut String,
    ) {
        self.process_one(
            ctx,
            sm,
            diagnostic.loc,
            &diagnostic.message,
            diagnostic.severity,
            out,
        );
        for note in &diagnostic.notes {
            self.process_one(ctx, sm, note.loc, &note.message, note.severity, out);
        }
    }

    fn process_one(
        &mut self,
        ctx: &Context,
        sm: &SourceManager,
        loc: Location,
        message: &str,
        severity: Severity,
        out: &mut String,
    ) {
        let position = find_file_position(ctx, loc);
        let file = match &position {
            Some(pos) => match self.files.iter().position(|f| f.buffer.name() == pos.file) {
                Some(index) => Some(index),
                None => sm.find(pos.file).map(|buffer| self.scan(buffer, out)),
            },
            None => None,
        };
        let mut empty = Vec::new();
        let candidates = match (&position, file) {
            (None, _) => &mut self.unknown,
            (Some(_), Some(index)) => &mut self.files[index].expected,
            (Some(_), None) => &mut empty,
        };
        let mut near_miss = None;
        for e in candidates.iter_mut() {
            if position
                .as_ref()
                .is_some_and(|p| i64::from(p.line) != e.line)
                || !e.matches(message)
            {
                continue;
            }
            if e.severity == severity {
                e.matched = true;
                return;
            }
            near_miss = Some((e.offset, e.severity));
        }
        if self.mode == VerifyMode::OnlyExpected {
            return;
        }
        self.failed = true;
        let Some((offset, expected_severity)) = near_miss else {
            let text = format!("unexpected {}: {message}", severity.label());
            out.push_str(&render_at_location(
                ctx,
                sm,
                loc,
                Severity::Error,
                &text,
                true,
            ));
            return;
        };
        let text = format!(
            "'{}' diagnostic emitted when expecting a '{}'",
            severity.label(),
            expected_severity.label()
        );
        match file {
            Some(index) if position.is_some() => {
                out.push_str(&render_at_offset(
                    &self.files[index].buffer,
                    offset,
                    Severity::Error,
                    &text,
                    None,
                ));
            }
            _ => out.push_str(&render_unlocated(Severity::Error, &text)),
        }
    }

    /// Reports every directive no diagnostic matched and returns whether verification
    /// succeeded. As in mlir-opt (which verifies again when its handler is destroyed),
    /// unmatched `@unknown` directives are reported twice.
    pub fn finish(mut self, out: &mut String) -> bool {
        let not_produced = |e: &Expected| {
            format!(
                "expected {} \"{}\" was not produced",
                e.severity.label(),
                e.text
            )
        };
        for file in &self.files {
            for e in file.expected.iter().filter(|e| !e.matched) {
                let range = Some((e.offset, e.offset + e.text.len()));
                out.push_str(&render_at_offset(
                    &file.buffer,
                    e.offset,
                    Severity::Error,
                    &not_produced(e),
                    range,
                ));
                self.failed = true;
            }
        }
        for _pass in 0..2 {
            for e in self.unknown.iter().filter(|e| !e.matched) {
                out.push_str(&render_unlocated(Severity::Error, &not_produced(e)));
                self.failed = true;
            }
        }
        !self.failed
    }
}

/// Verifies a finished list of diagnostics (in emission order) against the directives of
/// the buffers in `sm`: `Ok` when all match, else everything mlir-opt would print.
pub fn check(
    ctx: &Context,
    sm: &SourceManager,
    mode: VerifyMode,
    emitted: &[Diagnostic],
) -> Result<(), String> {
    let mut out = String::new();
    let mut verifier = Verifier::new(sm, mode, &mut out);
    for diagnostic in emitted {
        verifier.process(ctx, sm, diagnostic, &mut out);
    }
    if verifier.finish(&mut out) {
        Ok(())
    } else {
        Err(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::SourceFile;

    fn setup(name: &str, text: &str) -> (Context, SourceManager) {
        let mut sm = SourceManager::new();
        sm.add(SourceFile {
            name: name.into(),
            text: text.into(),
        });
        (Context::new(), sm)
    }

    fn return_error(ctx: &Context, file: &str, line: u32, col: u32, func: &str) -> Diagnostic {
        Diagnostic::error(
            ctx.file_loc(file, line, col),
            format!("'func.return' op has 0 operands, but enclosing function (@{func}) returns 1"),
        )
    }

    #[test]
    fn directive_syntax() {
        let text = "// expected-error   @+1   {{a}}\n\
                    x // expected-warning@-1{{b}}\n\
                    // expected-note {{c}} trailing\n\
                    // expected-remark-re@above {{d{{[0-9]}}}}  \t\n\
                    // expected-error@unknown {{e}}\n\
                    // expected-error@below {{f}} {{g}}\n\
                    y\n\
                    // expected-error@+010 {{h}}\n\
                    // expected-error@below {{dangling}}\n";
        let c = collect_expectations(text);
        assert!(c.errors.is_empty());
        let got: Vec<_> = c
            .expected
            .iter()
            .map(|e| {
                (
                    e.severity,
                    e.line,
                    e.unknown_loc,
                    e.text.as_str(),
                    e.is_regex(),
                )
            })
            .collect();
        assert_eq!(
            got,
            [
                (Severity::Error, 2, false, "a", false),
                (Severity::Warning, 1, false, "b", false),
                (Severity::Remark, 3, false, "d{{[0-9]}}", true),
                (Severity::Error, 5, true, "e", false),
                (Severity::Error, 7, false, "f}} {{g", false),
                (Severity::Error, 16, false, "h", false),
                (Severity::Error, 10, false, "dangling", false),
            ]
        );
        assert_eq!(c.expected[1].offset, text.find("expected-warning").unwrap());
        assert!(c.expected[2].matches("d7") && !c.expected[2].matches("dx"));
        assert!(c.expected[0].matches("xax") && !c.expected[0].matches("A"));
    }

    /// w.mlir of the notes: bad regexes, greedy text, a line with trailing text, matches
    /// that absorb a diagnostic before a later directive for the same line can.
    const W: &str = "// expected-error@unknown {{never}}
// expected-error-re@+2 {{op has {{[0-9]+}} operands, but {{.*}} (@f) returns 1}}
func.func @f() -> i32 {
  return
}
// expected-error@+3 {{a}} {{b}}
// expected-error@+2 {{c}} trailing
// expected-error-re@+1 {{x{{[}}}}
func.func @g() -> i32 {
  // expected-error@below {{0 operands}}
  // expected-warning@below {{0 operands}}
  // expected-note@below {{0 operands}}
  return
  // expected-error@above {{has 0}}
}
// expected-error-re {{unterminated {{abc}}
func.func @h() -> i32 {
  return // expected-error{{op has}}
}
";

    #[test]
    fn reports_like_mlir_opt() {
        let (ctx, sm) = setup("w.mlir", W);
        let emitted = [
            return_error(&ctx, "w.mlir", 4, 3, "f"),
            return_error(&ctx, "w.mlir", 13, 3, "g"),
            return_error(&ctx, "w.mlir", 18, 3, "h"),
        ];
        let expected = r#"w.mlir:8:4: error: invalid regex: brackets ([ ]) not balanced
// expected-error-re@+1 {{x{{[}}}}
   ^~~~~~
w.mlir:16:4: error: found start of regex with no end '}}'
// expected-error-re {{unterminated {{abc}}
   ^~~~~~~~~~~~~~~~~~
w.mlir:6:4: error: expected error "a}} {{b" was not produced
// expected-error@+3 {{a}} {{b}}
   ^~~~~~~
w.mlir:11:6: error: expected warning "0 operands" was not produced
  // expected-warning@below {{0 operands}}
     ^~~~~~~~~~
w.mlir:12:6: error: expected note "0 operands" was not produced
  // expected-note@below {{0 operands}}
     ^~~~~~~~~~
w.mlir:14:6: error: expected error "has 0" was not produced
  // expected-error@above {{has 0}}
     ^~~~~
<unknown>:0: error: expected error "never" was not produced
<unknown>:0: error: expected error "never" was not produced
"#;
        assert_eq!(
            check(&ctx, &sm, VerifyMode::All, &emitted),
            Err(expected.to_string())
        );
    }

    #[test]
    fn one_directive_absorbs_several_and_other_files() {
        let text = "// expected-error   @+1   {{0 operands}}
func.func @f() -> i32 { return } func.func @g() -> i32 { return }
func.func @h() -> i32 {
  return
}
// expected-error@-2{{0 operands}}
// expected-error@-4 {{@h}} 
func.func @k() -> i32 {
  return loc(\"nofile.mlir\":3:4)
}
";
        let (ctx, sm) = setup("y.mlir", text);
        let emitted = [
            return_error(&ctx, "y.mlir", 2, 25, "f"),
            return_error(&ctx, "y.mlir", 2, 58, "g"),
            return_error(&ctx, "y.mlir", 4, 3, "h"),
            return_error(&ctx, "nofile.mlir", 3, 4, "k"),
        ];
        let expected = "nofile.mlir:3:4: error: unexpected error: 'func.return' op has 0 operands, but enclosing function (@k) returns 1
y.mlir:7:4: error: expected error \"@h\" was not produced
// expected-error@-4 {{@h}} 
   ^~
";
        assert_eq!(
            check(&ctx, &sm, VerifyMode::All, &emitted),
            Err(expected.to_string())
        );
    }

    #[test]
    fn near_misses_unknown_locations_and_modes() {
        let text = "// expected-remark@unknown {{has 0 operands}}
func.func @f() -> i32 {
  return loc(unknown)
}
func.func @g() -> i32 {
  return loc(\"nm\")
}
func.func @h() -> i32 {
  return loc(callsite(\"u.mlir\":1:1 at \"u.mlir\":2:2))
}
";
        let (ctx, sm) = setup("u.mlir", text);
        let msg = |f: &str| {
            format!("'func.return' op has 0 operands, but enclosing function (@{f}) returns 1")
        };
        let name = ctx.name_loc(ctx.ident("nm"), None);
        let call = ctx.call_site_loc(ctx.file_loc("u.mlir", 1, 1), ctx.file_loc("u.mlir", 2, 2));
        let emitted = [
            Diagnostic::error(ctx.unknown_loc(), msg("f")),
            Diagnostic::error(name, msg("g")),
            Diagnostic::error(call, msg("h")),
        ];
        let missing = "<unknown>:0: error: expected remark \"has 0 operands\" was not produced\n";
        let expected = format!(
            "<unknown>:0: error: 'error' diagnostic emitted when expecting a 'remark'\n\
             <unknown>:0: error: 'error' diagnostic emitted when expecting a 'remark'\n\
             u.mlir:1:1: error: unexpected error: {}\n\
             // expected-remark@unknown {{{{has 0 operands}}}}\n^\n{missing}{missing}",
            msg("h")
        );
        assert_eq!(check(&ctx, &sm, VerifyMode::All, &emitted), Err(expected));
        assert_eq!(
            check(&ctx, &sm, VerifyMode::OnlyExpected, &emitted),
            Err(format!("{missing}{missing}"))
        );

        // A near miss on a file line is reported at the directive.
        let text = "func.func @c() -> i32 {\n  return // expected-remark {{has 0 operands}}\n}\n";
        let (ctx, sm) = setup("v.mlir", text);
        let emitted = [return_error(&ctx, "v.mlir", 2, 3, "c")];
        let expected = "v.mlir:2:13: error: 'error' diagnostic emitted when expecting a 'remark'
  return // expected-remark {{has 0 operands}}
            ^
v.mlir:2:13: error: expected remark \"has 0 operands\" was not produced
  return // expected-remark {{has 0 operands}}
            ^~~~~~~~~~~~~~
";
        assert_eq!(
            check(&ctx, &sm, VerifyMode::All, &emitted),
            Err(expected.to_string())
        );
    }

    #[test]
    fn split_files_are_verified_as_a_whole() {
        // v.mlir of the notes, run with --split-input-file --verify-diagnostics.
        let text = "// expected-error@below {{dangling in chunk 1}}
func.func @a() -> i32 {
  // expected-error@+1 {{has 0 operands}}
  return
}

// -----
// expected-note@above {{above at chunk start}}
func.func @b() -> i32 {
  return // expected-error {{wrong message}}
}
// expected-error@below {{dangling}}

// -----

func.func @c() -> i32 {
  return // expected-remark {{has 0 operands}}
}
";
        let (ctx, sm) = setup("v.mlir", text);
        let emitted = [
            return_error(&ctx, "v.mlir", 4, 3, "a"),
            return_error(&ctx, "v.mlir", 10, 3, "b"),
            return_error(&ctx, "v.mlir", 17, 3, "c"),
        ];
        let expected = r#"v.mlir:10:3: error: unexpected error: 'func.return' op has 0 operands, but enclosing function (@b) returns 1
  return // expected-error {{wrong message}}
  ^
v.mlir:17:13: error: 'error' diagnostic emitted when expecting a 'remark'
  return // expected-remark {{has 0 operands}}
            ^
v.mlir:1:4: error: expected error "dangling in chunk 1" was not produced
// expected-error@below {{dangling in chunk 1}}
   ^~~~~~~~~~~~~~~~~~~
v.mlir:8:4: error: expected note "above at chunk start" was not produced
// expected-note@above {{above at chunk start}}
   ^~~~~~~~~~~~~~~~~~~~
v.mlir:10:13: error: expected error "wrong message" was not produced
  return // expected-error {{wrong message}}
            ^~~~~~~~~~~~~
v.mlir:12:4: error: expected error "dangling" was not produced
// expected-error@below {{dangling}}
   ^~~~~~~~
v.mlir:17:13: error: expected remark "has 0 operands" was not produced
  return // expected-remark {{has 0 operands}}
            ^~~~~~~~~~~~~~
"#;
        assert_eq!(
            check(&ctx, &sm, VerifyMode::All, &emitted),
            Err(expected.to_string())
        );
    }

    #[test]
    fn octal_offsets_and_success() {
        let text = "// expected-error@+010 {{0 operands}}
//
//
//
//
//
//
//
func.func @f() -> i32 {
  return
}
";
        let (ctx, sm) = setup("o.mlir", text);
        assert_eq!(
            check(
                &ctx,
                &sm,
                VerifyMode::All,
                &[return_error(&ctx, "o.mlir", 9, 3, "f")]
            ),
            Ok(())
        );
        assert!(
            check(
                &ctx,
                &sm,
                VerifyMode::All,
                &[return_error(&ctx, "o.mlir", 10, 3, "f")]
            )
            .is_err()
        );
        assert_eq!(parse_line_offset("08"), 0);
        assert_eq!(parse_line_offset("0"), 0);
        assert_eq!(parse_line_offset("12"), 12);
        assert_eq!(parse_line_offset("99999999999"), 0);
    }
}
