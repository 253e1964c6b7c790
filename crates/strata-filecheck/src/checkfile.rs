//! Reading a check file: finding prefixed directives and grouping CHECK-DAG/CHECK-NOT.

use crate::pattern::{CheckKind, Directive, ParseContext, ParseError, Pattern, PatternOptions};
use crate::source::SourceBuffer;
use crate::{Error, ErrorKind, Options};

/// A positive directive together with the CHECK-DAG/CHECK-NOT patterns before it.
#[derive(Debug)]
pub(crate) struct CheckString {
    /// The directive's own pattern.
    pub pat: Pattern,
    /// The prefix that introduced it.
    pub prefix: String,
    /// Preceding DAG and NOT patterns, in order, each with its prefix.
    pub dag_nots: Vec<(Pattern, String)>,
}

/// What follows a prefix occurrence.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Found {
    /// Not a directive: keep scanning.
    None,
    /// A comment (`COM:` / `RUN:`): ignore the rest of the line.
    Comment,
    /// A directive.
    Check {
        kind: CheckKind,
        count: usize,
        literal: bool,
    },
    /// `CHECK_NEXT:` and friends.
    Misspelled,
    /// `CHECK-DAG-NOT:` and friends.
    BadNot,
    /// A malformed `CHECK-COUNT-n`.
    BadCount,
}

fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'-' || b == b'_'
}

/// Parses optional `{LITERAL}` modifiers and the final colon at `rest[i..]`.
/// Returns (literal, offset after the colon) or None if this is not a directive.
fn modifiers(rest: &[u8], mut i: usize) -> Option<(bool, usize)> {
    if rest.get(i) == Some(&b':') {
        return Some((false, i + 1));
    }
    if rest.get(i) != Some(&b'{') {
        return None;
    }
    i += 1;
    let skip_ws = |mut i: usize| {
        while rest.get(i).is_some_and(|b| b.is_ascii_whitespace()) {
            i += 1;
        }
        i
    };
    loop {
        i = skip_ws(i);
        if !rest[i.min(rest.len())..].starts_with(b"LITERAL") {
            return None;
        }
        i = skip_ws(i + 7);
        if rest.get(i) == Some(&b',') {
            i += 1;
            continue;
        }
        break;
    }
    rest[i.min(rest.len())..]
        .starts_with(b"}:")
        .then_some((true, i + 2))
}

/// Classifies what follows a prefix; `rest` starts just after the prefix. Returns the
/// classification and the offset into `rest` where the pattern text (or the error) is.
fn classify(rest: &[u8], is_comment: bool) -> (Found, usize) {
    if rest.is_empty() {
        return (Found::None, 0);
    }
    if is_comment {
        return if rest[0] == b':' {
            (Found::Comment, 1)
        } else {
            (Found::None, 0)
        };
    }
    let check = |kind, count, m: Option<(bool, usize)>| match m {
        Some((literal, at)) => (
            Found::Check {
                kind,
                count,
                literal,
            },
            at,
        ),
        None => (Found::None, 0),
    };
    if rest[0] == b':' || rest[0] == b'{' {
        return check(CheckKind::Plain, 1, modifiers(rest, 0));
    }
    let misspelled = match rest[0] {
        b'_' => true,
        b'-' => false,
        _ => return (Found::None, 0),
    };
    let mut i = 1;
    let tail = &rest[i..];
    let (found, at) = if let Some(num) = tail.strip_prefix(b"COUNT-") {
        i += 6;
        let digits = num.iter().take_while(|b| b.is_ascii_digit()).count();
        if digits == 0 {
            return (Found::BadCount, i);
        }
        let value: Option<usize> = std::str::from_utf8(&num[..digits])
            .ok()
            .and_then(|s| s.parse().ok())
            .filter(|&n: &usize| n > 0 && n <= i32::MAX as usize);
        i += digits;
        let Some(n) = value else {
            return (Found::BadCount, i);
        };
        if !matches!(rest.get(i), Some(b':' | b'{')) {
            return (Found::BadCount, i);
        }
        check(CheckKind::Plain, n, modifiers(rest, i))
    } else if [
        "DAG-NOT:",
        "NOT-DAG:",
        "NEXT-NOT:",
        "NOT-NEXT:",
        "SAME-NOT:",
        "NOT-SAME:",
        "EMPTY-NOT:",
        "NOT-EMPTY:",
    ]
    .iter()
    .any(|s| tail.starts_with(s.as_bytes()))
    {
        return (Found::BadNot, i);
    } else {
        let kinds: [(&str, CheckKind); 6] = [
            ("NEXT", CheckKind::Next),
            ("SAME", CheckKind::Same),
            ("NOT", CheckKind::Not),
            ("DAG", CheckKind::Dag),
            ("LABEL", CheckKind::Label),
            ("EMPTY", CheckKind::Empty),
        ];
        match kinds.iter().find(|(s, _)| tail.starts_with(s.as_bytes())) {
            Some(&(s, kind)) => check(kind, 1, modifiers(rest, i + s.len())),
            None => (Found::None, 0),
        }
    };
    if misspelled && found != Found::None {
        return (Found::Misspelled, at);
    }
    (found, at)
}

/// The description FileCheck uses for a directive in messages (`CHECK-NEXT`).
pub(crate) fn describe(prefix: &str, pat: &Pattern) -> String {
    let suffix = match pat.kind {
        CheckKind::Plain if pat.count > 1 => "-COUNT",
        CheckKind::Plain => "",
        CheckKind::Next => "-NEXT",
        CheckKind::Same => "-SAME",
        CheckKind::Not => "-NOT",
        CheckKind::Dag => "-DAG",
        CheckKind::Label => "-LABEL",
        CheckKind::Empty => "-EMPTY",
        CheckKind::Eof => return "implicit EOF".to_string(),
    };
    let modifiers = if pat.literal { "{LITERAL}" } else { "" };
    format!("{prefix}{suffix}{modifiers}")
}

/// Finds the earliest occurrence of any prefix at or after `from` (longest wins a tie).
struct PrefixFinder<'a> {
    /// (prefix, is comment, cached next position).
    prefixes: Vec<(&'a str, bool, Option<usize>)>,
}

impl<'a> PrefixFinder<'a> {
    fn new(text: &[u8], check: &'a [String], comment: &'a [String]) -> Self {
        let first = |p: &str| find_from(text, p.as_bytes(), 0);
        let mut prefixes: Vec<(&str, bool, Option<usize>)> = check
            .iter()
            .map(|p| (p.as_str(), false, first(p)))
            .chain(comment.iter().map(|p| (p.as_str(), true, first(p))))
            .collect();
        prefixes.sort_by_key(|p| std::cmp::Reverse(p.0.len()));
        PrefixFinder { prefixes }
    }

    fn next(&mut self, text: &[u8], from: usize) -> Option<(usize, &'a str, bool)> {
        let mut best: Option<(usize, &'a str, bool)> = None;
        for (prefix, comment, cached) in &mut self.prefixes {
            if let Some(p) = *cached
                && p < from
            {
                *cached = find_from(text, prefix.as_bytes(), from);
            }
            if let Some(p) = *cached
                && best.is_none_or(|b| p < b.0)
            {
                best = Some((p, prefix, *comment));
            }
        }
        best
    }
}

fn find_from(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    if from > hay.len() || needle.is_empty() || hay.len() - from < needle.len() {
        return None;
    }
    hay[from..]
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|p| p + from)
}

/// Checks prefix spelling and uniqueness like FileCheck.
fn validate_prefixes(options: &Options) -> Result<(), Error> {
    let mut seen: Vec<&str> = Vec::new();
    let groups = [
        ("check", &options.check_prefixes),
        ("comment", &options.comment_prefixes),
    ];
    for (kind, prefixes) in groups {
        for p in prefixes.iter() {
            let msg = if p.is_empty() {
                format!("error: supplied {kind} prefix must not be the empty string\n")
            } else if !p.bytes().all(is_word) {
                format!(
                    "error: supplied {kind} prefix must start with a letter and contain only \
                     alphanumeric characters, hyphens, and underscores: '{p}'\n"
                )
            } else if seen.contains(&p.as_str()) {
                format!(
                    "error: supplied {kind} prefix must be unique among check and comment \
                     prefixes: '{p}'\n"
                )
            } else {
                seen.push(p);
                continue;
            };
            return Err(Error::new(ErrorKind::Usage, msg));
        }
    }
    Ok(())
}

/// The parsed contents of a check file.
pub(crate) struct Parsed {
    /// Check buffer first, then one buffer per `--implicit-check-not` pattern.
    pub sources: Vec<SourceBuffer>,
    pub checks: Vec<CheckString>,
}

/// Reads the check file in `check` (already canonicalized) under `options`.
pub(crate) fn parse_check_file(check: SourceBuffer, options: &Options) -> Result<Parsed, Error> {
    validate_prefixes(options)?;
    let pattern_options = PatternOptions {
        match_full_lines: options.match_full_lines,
        strict_whitespace: options.strict_whitespace,
        ignore_case: options.ignore_case,
    };
    let mut ctx = ParseContext::default();
    let mut sources = vec![check];
    let render_err = |sources: &[SourceBuffer], src: usize, e: ParseError| {
        let text = sources[src].render(e.pos, 0, crate::source::Severity::Error, &e.message);
        let kind = if e.exit_code == 1 {
            ErrorKind::Mismatch
        } else {
            ErrorKind::Usage
        };
        Error::new(kind, text)
    };

    let mut implicit: Vec<(Pattern, String)> = Vec::new();
    for not in &options.implicit_check_not {
        let prefix = "-implicit-check-not='";
        let mut text = prefix.as_bytes().to_vec();
        text.extend_from_slice(not.as_bytes());
        text.push(b'\'');
        sources.push(SourceBuffer::raw("command line", text));
        let src = sources.len() - 1;
        let dir = Directive {
            kind: CheckKind::Not,
            count: 1,
            literal: false,
            prefix: "IMPLICIT-CHECK",
            line: 1,
        };
        let pat = Pattern::parse(
            not.as_bytes(),
            src,
            prefix.len(),
            dir,
            pattern_options,
            &mut ctx,
        )
        .map_err(|e| render_err(&sources, src, e))?;
        implicit.push((pat, "IMPLICIT-CHECK".to_string()));
    }

    let default_check = vec!["CHECK".to_string()];
    let default_comment = vec!["COM".to_string(), "RUN".to_string()];
    let is_default_prefix = options.check_prefixes.is_empty();
    let check_prefixes = if is_default_prefix {
        &default_check
    } else {
        &options.check_prefixes
    };
    let comment_prefixes = if options.comment_prefixes.is_empty() {
        &default_comment
    } else {
        &options.comment_prefixes
    };

    let text = sources[0].text.clone();
    let mut finder = PrefixFinder::new(&text, check_prefixes, comment_prefixes);
    let mut checks: Vec<CheckString> = Vec::new();
    let mut dag_nots = implicit.clone();
    let mut unused: Vec<&str> = check_prefixes.iter().map(String::as_str).collect();
    unused.sort_unstable();
    unused.dedup();
    let distinct = unused.len();
    let mut pos = 0;
    let mut line = 1;
    let mut line_counted_to = 0;
    while let Some((at, prefix, is_comment)) = finder.next(&text, pos) {
        line += text[line_counted_to..at]
            .iter()
            .filter(|&&b| b == b'\n')
            .count();
        line_counted_to = at;
        let after_prefix = at + prefix.len();
        let (found, offset) = if at > 0 && is_word(text[at - 1]) {
            (Found::None, 0)
        } else {
            classify(&text[after_prefix..], is_comment)
        };
        let (kind, count, literal) = match found {
            Found::None => {
                let mut end = after_prefix;
                while end < text.len() && is_word(text[end]) {
                    end += 1;
                }
                pos = end;
                continue;
            }
            Found::Misspelled => {
                let directive = String::from_utf8_lossy(&text[at..after_prefix + offset]);
                return Err(render_err(
                    &sources,
                    0,
                    ParseError {
                        pos: at,
                        message: format!("misspelled directive '{directive}'"),
                        exit_code: 2,
                    },
                ));
            }
            Found::BadNot | Found::BadCount => {
                let message = if found == Found::BadNot {
                    format!("unsupported -NOT combo on prefix '{prefix}'")
                } else {
                    format!("invalid count in -COUNT specification on prefix '{prefix}'")
                };
                return Err(render_err(
                    &sources,
                    0,
                    ParseError {
                        pos: after_prefix + offset,
                        message,
                        exit_code: 2,
                    },
                ));
            }
            Found::Comment => (CheckKind::Plain, 1, false),
            Found::Check {
                kind,
                count,
                literal,
            } => (kind, count, literal),
        };
        if found != Found::Comment {
            unused.retain(|p| *p != prefix);
        }
        let mut start = after_prefix + offset;
        if !(options.strict_whitespace && options.match_full_lines) {
            while start < text.len() && (text[start] == b' ' || text[start] == b'\t') {
                start += 1;
            }
        }
        let eol = text[start..]
            .iter()
            .position(|&b| b == b'\n' || b == b'\r')
            .map_or(text.len(), |n| start + n);
        pos = eol;
        if found == Found::Comment {
            continue;
        }
        let dir = Directive {
            kind,
            count,
            literal,
            prefix,
            line,
        };
        let pat = Pattern::parse(&text[start..eol], 0, start, dir, pattern_options, &mut ctx)
            .map_err(|e| render_err(&sources, 0, e))?;
        let fail = |message: String| {
            render_err(
                &sources,
                0,
                ParseError {
                    pos: at,
                    message,
                    exit_code: 2,
                },
            )
        };
        if kind == CheckKind::Label && pat.has_variable() {
            return Err(fail(format!(
                "found '{prefix}-LABEL:' with variable definition or use"
            )));
        }
        if matches!(kind, CheckKind::Next | CheckKind::Same | CheckKind::Empty) && checks.is_empty()
        {
            let ty = match kind {
                CheckKind::Next => "NEXT",
                CheckKind::Empty => "EMPTY",
                _ => "SAME",
            };
            return Err(fail(format!(
                "found '{prefix}-{ty}' without previous '{prefix}: line"
            )));
        }
        if matches!(kind, CheckKind::Dag | CheckKind::Not) {
            dag_nots.push((pat, prefix.to_string()));
            continue;
        }
        let pending = std::mem::replace(&mut dag_nots, implicit.clone());
        checks.push(CheckString {
            pat,
            prefix: prefix.to_string(),
            dag_nots: pending,
        });
    }

    let none_found = unused.len() == distinct;
    let some_unused = !options.allow_unused_prefixes && !unused.is_empty();
    if (none_found || some_unused) && (implicit.is_empty() || !is_default_prefix) {
        let list: Vec<String> = unused.iter().map(|p| format!("'{p}:'")).collect();
        let plural = if unused.len() > 1 { "es" } else { "" };
        return Err(Error::new(
            ErrorKind::Usage,
            format!(
                "error: no check strings found with prefix{plural} {}\n",
                list.join(", ")
            ),
        ));
    }
    if !dag_nots.is_empty() {
        checks.push(CheckString {
            pat: Pattern::eof(0, text.len()),
            prefix: check_prefixes[0].clone(),
            dag_nots,
        });
    }
    Ok(Parsed { sources, checks })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(check: &str) -> Vec<(CheckKind, usize, usize)> {
        let src = SourceBuffer::canonical("c", check.as_bytes(), false);
        let parsed = parse_check_file(src, &Options::default()).unwrap();
        parsed
            .checks
            .iter()
            .map(|c| (c.pat.kind, c.pat.count, c.dag_nots.len()))
            .collect()
    }

    fn error(check: &str, options: &Options) -> String {
        let src = SourceBuffer::canonical("c", check.as_bytes(), false);
        match parse_check_file(src, options) {
            Err(e) => e.message,
            Ok(_) => panic!("expected an error for {check:?}"),
        }
    }

    #[test]
    fn classifies_directives() {
        use CheckKind::*;
        assert_eq!(
            kinds(
                "// CHECK: a\n// CHECK-NEXT: b\n// CHECK-SAME: c\n// CHECK-DAG: d\n\
                 // CHECK-NOT: e\n// CHECK-LABEL: f\n// CHECK-EMPTY:\n// CHECK-COUNT-3: g\n\
                 // CHECK-NOT: h\n"
            ),
            vec![
                (Plain, 1, 0),
                (Next, 1, 0),
                (Same, 1, 0),
                (Label, 1, 2),
                (Empty, 1, 0),
                (Plain, 3, 0),
                (Eof, 1, 1),
            ]
        );
    }

    #[test]
    fn ignores_non_directives_and_comments() {
        use CheckKind::*;
        // Prefix inside a word, unknown suffixes, comments, and a RUN line that names
        // CHECK are all skipped.
        assert_eq!(
            kinds(
                "MYCHECK: x\nCHECKS: y\nCHECK-FOO: z\n// RUN: FileCheck CHECK: %s\n\
                 // COM: CHECK: no\n// CHECK: yes\n"
            ),
            vec![(Plain, 1, 0)]
        );
    }

    #[test]
    fn literal_modifier() {
        let src = SourceBuffer::canonical("c", b"CHECK{LITERAL}: [[x]]\n", false);
        let parsed = parse_check_file(src, &Options::default()).unwrap();
        assert!(parsed.checks[0].pat.literal);
        assert_eq!(describe("CHECK", &parsed.checks[0].pat), "CHECK{LITERAL}");
    }

    #[test]
    fn directive_errors_match_filecheck() {
        let o = Options::default();
        assert_eq!(
            error("// CHECK_NEXT: a\n", &o),
            "c:1:4: error: misspelled directive 'CHECK_NEXT:'\n// CHECK_NEXT: a\n   ^\n"
        );
        assert_eq!(
            error("// CHECK-DAG-NOT: a\n", &o),
            "c:1:10: error: unsupported -NOT combo on prefix 'CHECK'\n// CHECK-DAG-NOT: a\n         ^\n"
        );
        assert_eq!(
            error("// CHECK-COUNT-0: a\n", &o),
            "c:1:17: error: invalid count in -COUNT specification on prefix 'CHECK'\n\
             // CHECK-COUNT-0: a\n                ^\n"
        );
        assert_eq!(
            error("// CHECK:\n", &o),
            "c:1:10: error: found empty check string with prefix 'CHECK:'\n// CHECK:\n         ^\n"
        );
        assert_eq!(
            error("// CHECK-NEXT: a\n", &o),
            "c:1:4: error: found 'CHECK-NEXT' without previous 'CHECK: line\n// CHECK-NEXT: a\n   ^\n"
        );
        assert_eq!(
            error("// CHECK-LABEL: [[X:a]]\n", &o),
            "c:1:4: error: found 'CHECK-LABEL:' with variable definition or use\n\
             // CHECK-LABEL: [[X:a]]\n   ^\n"
        );
        assert_eq!(
            error("// CHECK-EMPTY: x\n// CHECK: a", &o),
            "c:1:17: error: found non-empty check string for empty check with prefix 'CHECK:'\n\
             // CHECK-EMPTY: x\n                ^\n"
        );
    }

    #[test]
    fn prefix_usage_errors() {
        assert_eq!(
            error("nothing here\n", &Options::default()),
            "error: no check strings found with prefix 'CHECK:'\n"
        );
        let o = Options {
            check_prefixes: vec!["CHECK".into(), "FOO".into()],
            ..Options::default()
        };
        assert_eq!(
            error("// CHECK: a\n", &o),
            "error: no check strings found with prefix 'FOO:'\n"
        );
        let o = Options {
            check_prefixes: vec!["A".into(), "B".into()],
            ..Options::default()
        };
        assert_eq!(
            error("x\n", &o),
            "error: no check strings found with prefixes 'A:', 'B:'\n"
        );
        let o = Options {
            check_prefixes: vec!["A".into(), "B".into()],
            allow_unused_prefixes: true,
            ..Options::default()
        };
        let src = SourceBuffer::canonical("c", b"A: x\n", false);
        assert!(parse_check_file(src, &o).is_ok());
        let o = Options {
            check_prefixes: vec!["A".into(), "A".into()],
            ..Options::default()
        };
        assert!(error("A: x\n", &o).contains("must be unique"));
        let o = Options {
            check_prefixes: vec!["A.B".into()],
            ..Options::default()
        };
        assert!(error("A: x\n", &o).contains("must start with a letter"));
        // Implicit check-nots alone are enough with the default prefix.
        let o = Options {
            implicit_check_not: vec!["foo".into()],
            ..Options::default()
        };
        let src = SourceBuffer::canonical("c", b"x\n", false);
        assert_eq!(parse_check_file(src, &o).unwrap().checks.len(), 1);
    }

    #[test]
    fn longest_prefix_wins() {
        let o = Options {
            check_prefixes: vec!["CHECK".into(), "CHECK-FOO".into()],
            ..Options::default()
        };
        let src = SourceBuffer::canonical("c", b"CHECK-FOO: a\nCHECK: b\n", false);
        let parsed = parse_check_file(src, &o).unwrap();
        let prefixes: Vec<&str> = parsed.checks.iter().map(|c| c.prefix.as_str()).collect();
        assert_eq!(prefixes, ["CHECK-FOO", "CHECK"]);
    }
}
