//! One check pattern: parsing of `{{regex}}` / `[[VAR:regex]]` / `[[VAR]]` blocks and matching.

use std::collections::HashMap;

use crate::ere;

/// String variables defined so far (`[[VAR:...]]` captures and `-D` definitions).
pub(crate) type Vars = HashMap<String, Vec<u8>>;

/// The kind of a check directive.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum CheckKind {
    /// `CHECK:` (and `CHECK-COUNT-n:`).
    Plain,
    /// `CHECK-NEXT:`.
    Next,
    /// `CHECK-SAME:`.
    Same,
    /// `CHECK-NOT:`.
    Not,
    /// `CHECK-DAG:`.
    Dag,
    /// `CHECK-LABEL:`.
    Label,
    /// `CHECK-EMPTY:`.
    Empty,
    /// The implicit end-of-input pattern that carries trailing DAG/NOT checks.
    Eof,
}

/// A parse error in a pattern, located in the pattern's source buffer.
#[derive(Debug, Clone)]
pub(crate) struct ParseError {
    /// Byte offset of the error in the source buffer.
    pub pos: usize,
    /// The message, in FileCheck's words.
    pub message: String,
    /// The exit code FileCheck uses for this error.
    pub exit_code: i32,
}

fn perr(pos: usize, message: impl Into<String>) -> ParseError {
    ParseError {
        pos,
        message: message.into(),
        exit_code: 2,
    }
}

/// Why a pattern did not produce a match.
#[derive(Debug, Clone)]
pub(crate) enum MatchError {
    /// The pattern does not occur in the searched range.
    NotFound,
    /// Errors located in the check source (e.g. `undefined variable: X`): (pos, message).
    Pattern(Vec<(usize, String)>),
}

/// A successful match: position and length relative to the searched range, and the
/// ranges of the variables the pattern defined, as (name, start, end), one per name
/// (the last definition wins), sorted by start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Hit {
    pub start: usize,
    pub len: usize,
    pub captures: Vec<(String, usize, usize)>,
}

/// One element of a regex pattern, assembled into a full regex at match time.
#[derive(Debug, Clone)]
enum Piece {
    /// Text matched literally.
    Lit(Vec<u8>),
    /// Regex text already in the engine's syntax.
    Raw(&'static str),
    /// A `{{...}}` body in ERE syntax.
    Re(Vec<u8>),
    /// A `[[NAME:regex]]` definition, captured by the named group.
    Def { group: String, re: Vec<u8> },
    /// A `[[NAME]]` use of a variable defined by an earlier directive.
    Use { name: String, pos: usize },
    /// A `[[NAME]]` use of a variable defined earlier on the same line.
    BackRef { group: String },
    /// A `[[@LINE...]]` / `[[#@LINE...]]` expression, already evaluated.
    Line { expr: String, value: String },
}

/// A compiled regex engine.
#[derive(Debug, Clone)]
enum Engine {
    /// The fast path: `regex::bytes` with Unicode disabled.
    Bytes(regex::bytes::Regex),
    /// Backtracking engine, only for same-line variable reuse (backreferences).
    Fancy(fancy_regex::Regex),
}

/// A regex-based pattern body.
#[derive(Debug, Clone)]
struct RegexBody {
    pieces: Vec<Piece>,
    /// (variable name, capture group) for each definition, in order.
    defs: Vec<(String, String)>,
    /// Whether a backreference forces the backtracking engine.
    fancy: bool,
    /// The pre-compiled engine when the pattern has no `Use` pieces.
    compiled: Option<Engine>,
}

#[derive(Debug, Clone)]
enum Body {
    Eof,
    Empty,
    Fixed(Vec<u8>),
    Regex(RegexBody),
}

/// A parsed check pattern.
#[derive(Debug, Clone)]
pub(crate) struct Pattern {
    /// The directive kind.
    pub kind: CheckKind,
    /// How many consecutive matches are required (`CHECK-COUNT-n`).
    pub count: usize,
    /// Whether the `{LITERAL}` modifier was given.
    pub literal: bool,
    /// Index of the source buffer holding the pattern text.
    pub src: usize,
    /// Byte offset of the pattern text in that buffer.
    pub pos: usize,
    /// The text FileCheck's "possible intended match" search compares against: the
    /// fixed string, or the regex as LLVM spells it before substitutions.
    pub hint: Vec<u8>,
    ignore_case: bool,
    body: Body,
}

/// Options that affect how patterns are parsed.
#[derive(Debug, Clone, Copy)]
pub(crate) struct PatternOptions {
    pub match_full_lines: bool,
    pub strict_whitespace: bool,
    pub ignore_case: bool,
}

/// State shared by all patterns of one check file while parsing.
#[derive(Debug, Default)]
pub(crate) struct ParseContext {
    next_group: usize,
}

/// A directive's header, as found in the check file.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Directive<'a> {
    pub kind: CheckKind,
    pub count: usize,
    pub literal: bool,
    /// The prefix that introduced it (`CHECK`).
    pub prefix: &'a str,
    /// 1-based line of the directive (for `@LINE`).
    pub line: usize,
}

fn find(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    if needle.is_empty() {
        return Some(from.min(hay.len()));
    }
    if from >= hay.len() || hay.len() - from < needle.len() {
        return None;
    }
    hay[from..]
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|p| p + from)
}

fn find_ci(hay: &[u8], needle: &[u8]) -> Option<usize> {
    if needle.len() > hay.len() {
        return None;
    }
    hay.windows(needle.len())
        .position(|w| w.eq_ignore_ascii_case(needle))
}

/// Finds the end of a `[[...]]` block body (the offset of the closing `]]`), skipping
/// escaped characters and balanced `[...]`. Errors on an unbalanced `]`.
fn find_block_end(s: &[u8], base: usize) -> Result<Option<usize>, ParseError> {
    let mut i = 0;
    let mut depth = 0usize;
    while i < s.len() {
        if depth == 0 && s[i..].starts_with(b"]]") {
            return Ok(Some(i));
        }
        match s[i] {
            b'\\' => {
                i += 2;
                continue;
            }
            b'[' => depth += 1,
            b']' => {
                if depth == 0 {
                    return Err(ParseError {
                        pos: base + i,
                        message: "missing closing \"]\" for regex variable".into(),
                        exit_code: 1,
                    });
                }
                depth -= 1;
            }
            _ => {}
        }
        i += 1;
    }
    Ok(None)
}

/// Splits a variable name off the front of `s`: `$`/`@` sigil, then `[A-Za-z_][A-Za-z0-9_]*`.
/// Returns (name length, is pseudo variable).
fn parse_var_name(s: &[u8], pos: usize) -> Result<(usize, bool), ParseError> {
    if s.is_empty() {
        return Err(perr(pos, "empty variable name"));
    }
    let pseudo = s[0] == b'@';
    let mut i = usize::from(s[0] == b'$' || pseudo);
    if i == s.len() {
        return Err(perr(pos, "empty variable name"));
    }
    if !(s[i].is_ascii_alphabetic() || s[i] == b'_') {
        return Err(perr(pos, "invalid variable name"));
    }
    i += 1;
    while i < s.len() && (s[i].is_ascii_alphanumeric() || s[i] == b'_') {
        i += 1;
    }
    Ok((i, pseudo))
}

/// Evaluates the supported numeric expressions: `@LINE`, `@LINE+N`, `@LINE-N`.
fn eval_line_expr(expr: &[u8], line: usize, pos: usize) -> Result<String, ParseError> {
    let unsupported = || {
        perr(
            pos,
            "unsupported numeric expression: strata-filecheck only supports @LINE, \
             @LINE+N and @LINE-N",
        )
    };
    let text = std::str::from_utf8(expr).map_err(|_| unsupported())?;
    let compact: String = text.chars().filter(|c| !c.is_ascii_whitespace()).collect();
    let rest = compact.strip_prefix("@LINE").ok_or_else(unsupported)?;
    let line = i64::try_from(line).map_err(|_| unsupported())?;
    let value = if rest.is_empty() {
        line
    } else {
        let (sign, digits) = rest.split_at(1);
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(unsupported());
        }
        let n: i64 = digits.parse().map_err(|_| unsupported())?;
        match sign {
            "+" => line.checked_add(n).ok_or_else(unsupported)?,
            "-" => line - n,
            _ => return Err(unsupported()),
        }
    };
    if value < 0 {
        return Err(perr(
            pos,
            "unable to substitute variable or numeric expression: overflow error",
        ));
    }
    Ok(value.to_string())
}

/// Counts the capture groups an ERE opens (unescaped `(` outside brackets).
fn count_groups(re: &[u8]) -> usize {
    let (mut n, mut i, mut in_bracket) = (0, 0, false);
    while i < re.len() {
        match re[i] {
            b'\\' if !in_bracket => i += 1,
            b'[' if !in_bracket => {
                in_bracket = true;
                // A leading `]` (after an optional `^`) is a member, not the end.
                if re.get(i + 1) == Some(&b'^') {
                    i += 1;
                }
                if re.get(i + 1) == Some(&b']') {
                    i += 1;
                }
            }
            b']' if in_bracket => in_bracket = false,
            b'(' if !in_bracket => n += 1,
            _ => {}
        }
        i += 1;
    }
    n
}

fn rtrim_ws(mut s: &[u8]) -> &[u8] {
    while let [rest @ .., b' ' | b'\t'] = s {
        s = rest;
    }
    s
}

fn contains(hay: &[u8], needle: &[u8]) -> bool {
    find(hay, needle, 0).is_some()
}

impl Pattern {
    /// The implicit end-of-input pattern.
    pub(crate) fn eof(src: usize, pos: usize) -> Self {
        Pattern {
            kind: CheckKind::Eof,
            count: 1,
            literal: false,
            src,
            pos,
            hint: Vec::new(),
            ignore_case: false,
            body: Body::Eof,
        }
    }

    /// Whether the pattern defines or uses variables (forbidden for `CHECK-LABEL`).
    pub(crate) fn has_variable(&self) -> bool {
        match &self.body {
            Body::Regex(r) => r.pieces.iter().any(|p| {
                matches!(
                    p,
                    Piece::Def { .. }
                        | Piece::Use { .. }
                        | Piece::BackRef { .. }
                        | Piece::Line { .. }
                )
            }),
            _ => false,
        }
    }

    /// Parses the pattern `text`, found at byte offset `pos` of source buffer `src`.
    pub(crate) fn parse(
        text: &[u8],
        src: usize,
        pos: usize,
        dir: Directive<'_>,
        opts: PatternOptions,
        ctx: &mut ParseContext,
    ) -> Result<Pattern, ParseError> {
        let full_lines = opts.match_full_lines && dir.kind != CheckKind::Not;
        let text = if opts.strict_whitespace && opts.match_full_lines {
            text
        } else {
            rtrim_ws(text)
        };
        let mut pat = Pattern {
            kind: dir.kind,
            count: dir.count,
            literal: dir.literal,
            src,
            pos,
            hint: text.to_vec(),
            ignore_case: opts.ignore_case,
            body: Body::Eof,
        };
        if text.is_empty() && dir.kind != CheckKind::Empty {
            return Err(perr(
                pos,
                format!("found empty check string with prefix '{}:'", dir.prefix),
            ));
        }
        if !text.is_empty() && dir.kind == CheckKind::Empty {
            return Err(perr(
                pos,
                format!(
                    "found non-empty check string for empty check with prefix '{}:'",
                    dir.prefix
                ),
            ));
        }
        if dir.kind == CheckKind::Empty {
            pat.hint = b"(\n$)".to_vec();
            pat.body = Body::Empty;
            return Ok(pat);
        }
        if dir.literal
            || (!full_lines
                && (text.len() < 2 || (!contains(text, b"{{") && !contains(text, b"[["))))
        {
            pat.body = Body::Fixed(text.to_vec());
            return Ok(pat);
        }
        let mut pieces = Vec::new();
        let mut defs: Vec<(String, String)> = Vec::new();
        let mut same_line: HashMap<String, String> = HashMap::new();
        let mut fancy = false;
        // LLVM's regex text for hints, and its capture-group numbering.
        let mut hint: Vec<u8> = Vec::new();
        let mut paren = 1usize;
        let mut def_parens: HashMap<String, usize> = HashMap::new();
        if full_lines {
            let raw = if opts.strict_whitespace { "^" } else { "^ *" };
            pieces.push(Piece::Raw(raw));
            hint.extend_from_slice(raw.as_bytes());
        }
        let mut i = 0;
        while i < text.len() {
            let rest = &text[i..];
            if rest.starts_with(b"{{") {
                let end = find(rest, b"}}", 0)
                    .ok_or_else(|| perr(pos + i, "found start of regex string with no end '}}'"))?;
                let body = &rest[2..end];
                ere::translate_bytes(body)
                    .map_err(|e| perr(pos + i + 2, format!("invalid regex: {}", e.0)))?;
                let alternation = rest.contains(&b'|');
                if alternation {
                    hint.push(b'(');
                    paren += 1;
                }
                hint.extend_from_slice(body);
                paren += count_groups(body);
                if alternation {
                    hint.push(b')');
                }
                pieces.push(Piece::Re(body.to_vec()));
                i += end + 2;
                continue;
            }
            if rest.starts_with(b"[[") && !rest.starts_with(b"[[[") {
                let inner_pos = pos + i + 2;
                let inner = &rest[2..];
                let end = find_block_end(inner, inner_pos)?
                    .ok_or_else(|| perr(pos + i, "Invalid substitution block, no ]] found"))?;
                let block = &inner[..end];
                i += 2 + end + 2;
                if let Some(expr) = block.strip_prefix(b"#") {
                    if expr.contains(&b':') {
                        return Err(perr(
                            inner_pos + 1,
                            "numeric variable definitions are not supported by strata-filecheck",
                        ));
                    }
                    let value = eval_line_expr(expr, dir.line, inner_pos + 1)?;
                    let expr = String::from_utf8_lossy(expr).trim().to_string();
                    pieces.push(Piece::Line { expr, value });
                    continue;
                }
                let colon = block.iter().position(|&b| b == b':');
                let name_part = &block[..colon.unwrap_or(block.len())];
                if let Some(sp) = name_part.iter().position(|&b| b == b' ' || b == b'\t') {
                    return Err(perr(inner_pos + sp, "unexpected whitespace"));
                }
                let (name_len, pseudo) = parse_var_name(block, inner_pos)?;
                let name = String::from_utf8_lossy(&block[..name_len]).into_owned();
                let after = &block[name_len..];
                if colon.is_some() {
                    let Some(re) = after.strip_prefix(b":").filter(|_| !pseudo) else {
                        return Err(perr(
                            inner_pos,
                            "invalid name in string variable definition",
                        ));
                    };
                    if !re.is_empty() {
                        ere::translate_bytes(re).map_err(|e| {
                            perr(inner_pos + name_len + 1, format!("invalid regex: {}", e.0))
                        })?;
                    }
                    let group = format!("v{}", ctx.next_group);
                    ctx.next_group += 1;
                    same_line.insert(name.clone(), group.clone());
                    def_parens.insert(name.clone(), paren);
                    hint.push(b'(');
                    hint.extend_from_slice(re);
                    hint.push(b')');
                    paren += 1 + count_groups(re);
                    defs.push((name, group.clone()));
                    pieces.push(Piece::Def {
                        group,
                        re: re.to_vec(),
                    });
                } else if pseudo {
                    let value = eval_line_expr(block, dir.line, inner_pos)?;
                    let expr = String::from_utf8_lossy(block).into_owned();
                    pieces.push(Piece::Line { expr, value });
                } else if !after.is_empty() {
                    return Err(perr(inner_pos, "invalid name in string variable use"));
                } else if let Some(group) = same_line.get(&name) {
                    fancy = true;
                    let n = def_parens.get(&name).copied().unwrap_or(0);
                    hint.extend_from_slice(format!("\\{n}").as_bytes());
                    pieces.push(Piece::BackRef {
                        group: group.clone(),
                    });
                } else {
                    pieces.push(Piece::Use {
                        name,
                        pos: inner_pos,
                    });
                }
                continue;
            }
            let end = [find(text, b"{{", i + 1), find(text, b"[[", i + 1)]
                .into_iter()
                .flatten()
                .min()
                .unwrap_or(text.len());
            for &b in &text[i..end] {
                if b"()^$|*+?.[]\\{}".contains(&b) {
                    hint.push(b'\\');
                }
                hint.push(b);
            }
            pieces.push(Piece::Lit(text[i..end].to_vec()));
            i = end;
        }
        if full_lines {
            let raw = if opts.strict_whitespace { "$" } else { " *$" };
            pieces.push(Piece::Raw(raw));
            hint.extend_from_slice(raw.as_bytes());
        }
        pat.hint = hint;
        let mut body = RegexBody {
            pieces,
            defs,
            fancy,
            compiled: None,
        };
        if !body.pieces.iter().any(|p| matches!(p, Piece::Use { .. })) {
            let vars = Vars::new();
            let source = body.build(&vars).map_err(|e| perr(pos, e))?;
            body.compiled =
                Some(compile(&source, fancy, opts.ignore_case).map_err(|e| perr(pos, e))?);
        }
        pat.body = Body::Regex(body);
        Ok(pat)
    }

    /// Searches `hay` for the pattern. On success returns (start, length) relative to
    /// `hay` and records the variables the pattern defines.
    pub(crate) fn find_in(
        &self,
        hay: &[u8],
        vars: &mut Vars,
    ) -> Result<(usize, usize), MatchError> {
        self.find_hit(hay, vars).map(|h| (h.start, h.len))
    }

    /// Like [`Pattern::find_in`], also returning the ranges of captured variables.
    pub(crate) fn find_hit(&self, hay: &[u8], vars: &mut Vars) -> Result<Hit, MatchError> {
        let plain = |(start, len): (usize, usize)| Hit {
            start,
            len,
            captures: Vec::new(),
        };
        match &self.body {
            Body::Eof => Ok(plain((hay.len(), 0))),
            Body::Fixed(s) => {
                let found = if self.ignore_case {
                    find_ci(hay, s)
                } else {
                    find(hay, s, 0)
                };
                found
                    .map(|p| plain((p, s.len())))
                    .ok_or(MatchError::NotFound)
            }
            Body::Empty => {
                // A newline followed by another newline or the end of the range; the
                // match starts just after that first newline and is empty.
                let mut from = 0;
                while let Some(p) = find(hay, b"\n", from) {
                    if p + 1 == hay.len() || hay[p + 1] == b'\n' {
                        return Ok(plain((p + 1, 0)));
                    }
                    from = p + 1;
                }
                Err(MatchError::NotFound)
            }
            Body::Regex(r) => {
                let compiled;
                let engine = match &r.compiled {
                    Some(e) => e,
                    None => {
                        let undefined: Vec<(usize, String)> = r
                            .pieces
                            .iter()
                            .filter_map(|p| match p {
                                Piece::Use { name, pos } if !vars.contains_key(name) => {
                                    Some((*pos, format!("undefined variable: {name}")))
                                }
                                _ => None,
                            })
                            .collect();
                        if !undefined.is_empty() {
                            return Err(MatchError::Pattern(undefined));
                        }
                        let source = r
                            .build(vars)
                            .map_err(|e| MatchError::Pattern(vec![(self.pos, e)]))?;
                        compiled = compile(&source, r.fancy, self.ignore_case)
                            .map_err(|e| MatchError::Pattern(vec![(self.pos, e)]))?;
                        &compiled
                    }
                };
                let (start, end, captures) = run(engine, hay, &r.defs)
                    .map_err(|e| MatchError::Pattern(vec![(self.pos, e)]))?
                    .ok_or(MatchError::NotFound)?;
                let mut ranges: Vec<(String, usize, usize)> = Vec::new();
                for ((name, _), (s, e)) in r.defs.iter().zip(captures) {
                    vars.insert(name.clone(), hay[s..e].to_vec());
                    ranges.retain(|(n, _, _)| n != name);
                    ranges.push((name.clone(), s, e));
                }
                ranges.sort_by_key(|&(_, s, _)| s);
                Ok(Hit {
                    start,
                    len: end - start,
                    captures: ranges,
                })
            }
        }
    }

    /// The substitutions this pattern makes, for "with X equal to Y" notes:
    /// (shown name, quoted value) for each variable that is currently defined.
    pub(crate) fn substitutions(&self, vars: &Vars) -> Vec<(String, String)> {
        let Body::Regex(r) = &self.body else {
            return Vec::new();
        };
        r.pieces
            .iter()
            .filter_map(|p| match p {
                Piece::Use { name, .. } => vars
                    .get(name)
                    .map(|v| (name.clone(), format!("\"{}\"", escape_for_note(v)))),
                Piece::Line { expr, value } => Some((expr.clone(), format!("\"{value}\""))),
                _ => None,
            })
            .collect()
    }
}

/// Escapes a value for a diagnostic note like LLVM's `write_escaped`.
fn escape_for_note(v: &[u8]) -> String {
    let mut s = String::new();
    for &b in v {
        match b {
            b'\\' => s.push_str("\\\\"),
            b'"' => s.push_str("\\\""),
            b'\n' => s.push_str("\\n"),
            b'\t' => s.push_str("\\t"),
            0x20..=0x7e => s.push(b as char),
            _ => s.push_str(&format!("\\{b:03o}")),
        }
    }
    s
}

impl RegexBody {
    /// Assembles the full regex source, substituting variable values.
    fn build(&self, vars: &Vars) -> Result<String, String> {
        let mut out = String::new();
        let utf8 = |b: &[u8]| {
            std::str::from_utf8(b).map(str::to_owned).map_err(|_| {
                "patterns reusing a variable on its defining line must be UTF-8".to_string()
            })
        };
        let re = |b: &[u8], out: &mut String| -> Result<(), String> {
            let t = if self.fancy {
                ere::translate_str(&utf8(b)?)
            } else {
                ere::translate_bytes(b)
            };
            out.push_str(&t.map_err(|e| format!("invalid regex: {}", e.0))?);
            Ok(())
        };
        let lit = |b: &[u8], out: &mut String| -> Result<(), String> {
            if self.fancy {
                ere::escape_str(out, &utf8(b)?);
            } else {
                ere::escape_bytes(out, b);
            }
            Ok(())
        };
        for p in &self.pieces {
            match p {
                Piece::Lit(b) => lit(b, &mut out)?,
                Piece::Raw(s) => out.push_str(s),
                Piece::Re(b) => {
                    out.push_str("(?:");
                    re(b, &mut out)?;
                    out.push(')');
                }
                Piece::Def { group, re: body } => {
                    out.push_str(&format!("(?P<{group}>"));
                    if !body.is_empty() {
                        re(body, &mut out)?;
                    }
                    out.push(')');
                }
                Piece::Use { name, .. } => {
                    let value = vars
                        .get(name)
                        .ok_or_else(|| format!("undefined variable: {name}"))?;
                    lit(value, &mut out)?;
                }
                Piece::BackRef { group } => out.push_str(&format!("\\k<{group}>")),
                Piece::Line { value, .. } => out.push_str(value),
            }
        }
        Ok(out)
    }
}

/// Compiles an assembled regex with FileCheck's flags (newline-sensitive, optional
/// case folding).
fn compile(source: &str, fancy: bool, ignore_case: bool) -> Result<Engine, String> {
    if fancy {
        // fancy_regex parses recursively: bound the nesting like `regex` does.
        if nesting_depth(source) > MAX_NESTING {
            return Err("invalid regex: groups nested too deeply".to_string());
        }
        let flags = if ignore_case { "(?mi)" } else { "(?m)" };
        return fancy_regex::Regex::new(&format!("{flags}{source}"))
            .map(Engine::Fancy)
            .map_err(|e| format!("invalid regex: {e}"));
    }
    regex::bytes::RegexBuilder::new(source)
        .unicode(false)
        .multi_line(true)
        .case_insensitive(ignore_case)
        .size_limit(64 << 20)
        .build()
        .map(Engine::Bytes)
        .map_err(|e| format!("invalid regex: {e}"))
}

/// Deepest group nesting accepted for the backtracking engine.
const MAX_NESTING: usize = 200;

/// The maximum parenthesis nesting of an assembled regex (escapes skipped; the
/// assembled regexes contain no unescaped parentheses inside classes).
fn nesting_depth(source: &str) -> usize {
    let (mut depth, mut max) = (0usize, 0usize);
    let mut chars = source.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                chars.next();
            }
            '(' => {
                depth += 1;
                max = max.max(depth);
            }
            ')' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    max
}

/// Type of a successful engine run: (start, end, capture range of each of `defs`).
type RunResult = Option<(usize, usize, Vec<(usize, usize)>)>;

/// Runs `engine` on `hay`, returning the match range and the captures for `defs`.
fn run(engine: &Engine, hay: &[u8], defs: &[(String, String)]) -> Result<RunResult, String> {
    match engine {
        Engine::Bytes(rx) => {
            if defs.is_empty() {
                return Ok(rx.find(hay).map(|m| (m.start(), m.end(), Vec::new())));
            }
            Ok(rx.captures(hay).map(|c| {
                let whole = c.get(0).map_or((0, 0), |m| (m.start(), m.end()));
                let vals = defs
                    .iter()
                    .map(|(_, g)| {
                        c.name(g)
                            .map_or((whole.0, whole.0), |m| (m.start(), m.end()))
                    })
                    .collect();
                (whole.0, whole.1, vals)
            }))
        }
        Engine::Fancy(rx) => {
            let text = std::str::from_utf8(hay).map_err(|_| {
                "input must be valid UTF-8 to match a pattern that reuses a variable on its \
                 defining line"
                    .to_string()
            })?;
            let caps = rx.captures(text).map_err(|e| format!("regex error: {e}"))?;
            Ok(caps.map(|c| {
                let whole = c.get(0).map_or((0, 0), |m| (m.start(), m.end()));
                let vals = defs
                    .iter()
                    .map(|(_, g)| {
                        c.name(g)
                            .map_or((whole.0, whole.0), |m| (m.start(), m.end()))
                    })
                    .collect();
                (whole.0, whole.1, vals)
            }))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const OPTS: PatternOptions = PatternOptions {
        match_full_lines: false,
        strict_whitespace: false,
        ignore_case: false,
    };

    fn dir(kind: CheckKind) -> Directive<'static> {
        Directive {
            kind,
            count: 1,
            literal: false,
            prefix: "CHECK",
            line: 7,
        }
    }

    fn parse(text: &str) -> Result<Pattern, ParseError> {
        Pattern::parse(
            text.as_bytes(),
            0,
            100,
            dir(CheckKind::Plain),
            OPTS,
            &mut ParseContext::default(),
        )
    }

    fn find_with(text: &str, hay: &str, vars: &mut Vars) -> Option<(usize, usize)> {
        parse(text).unwrap().find_in(hay.as_bytes(), vars).ok()
    }

    #[test]
    fn fixed_strings_ignore_regex_metachars() {
        let mut v = Vars::new();
        assert_eq!(find_with("a.*b", "xxa.*b", &mut v), Some((2, 4)));
        assert_eq!(find_with("a.*b", "axxb", &mut v), None);
        // Trailing whitespace is dropped.
        assert_eq!(find_with("ab  ", "ab", &mut v), Some((0, 2)));
        // A single brace is not a regex block.
        assert_eq!(find_with("{", "a{", &mut v), Some((1, 1)));
    }

    #[test]
    fn regex_blocks() {
        let mut v = Vars::new();
        assert_eq!(find_with("x{{[0-9]+}}y", "x12y", &mut v), Some((0, 4)));
        assert_eq!(find_with("abc{{x|z}}def", "abczdef", &mut v), Some((0, 7)));
        // Alternation stays inside the block.
        assert_eq!(find_with("abc{{x|z}}def", "z", &mut v), None);
        // `[[` inside a regex block is plain regex text.
        assert_eq!(find_with(r"{{\[\[}}a", "[[a", &mut v), Some((0, 3)));
        assert_eq!(find_with("{{[[]}}", "[", &mut v), Some((0, 1)));
        // `.` never matches a newline; `^` matches at the start of the searched range.
        assert_eq!(find_with("a{{.}}b", "a\nb", &mut v), None);
        assert_eq!(find_with("{{^}}b", "b", &mut v), Some((0, 1)));
        assert_eq!(find_with("{{^}}b", "ab", &mut v), None);
        assert_eq!(find_with("b{{$}}", "b\nc", &mut v), Some((0, 1)));
    }

    #[test]
    fn variables_define_and_substitute() {
        let mut v = Vars::new();
        assert_eq!(
            find_with("%[[X:[0-9]+]] =", "%12 = x", &mut v),
            Some((0, 5))
        );
        assert_eq!(v["X"], b"12");
        // Substituted values are literal text.
        v.insert("Y".into(), b"a.b".to_vec());
        assert_eq!(find_with("[[Y]]", "axb a.b", &mut v), Some((4, 3)));
        // Undefined variables are pattern errors.
        let p = parse("[[Z]]").unwrap();
        match p.find_in(b"z", &mut v) {
            Err(MatchError::Pattern(e)) => {
                assert_eq!(e, vec![(102, "undefined variable: Z".to_string())]);
            }
            other => panic!("{other:?}"),
        }
        // An empty definition captures the empty string.
        assert_eq!(find_with("a[[E:]]b", "ab", &mut v), Some((0, 2)));
        assert_eq!(v["E"], b"");
    }

    #[test]
    fn same_line_reuse_uses_backreferences() {
        let mut v = Vars::new();
        assert_eq!(find_with("[[X:a+]]b[[X]]", "aaba", &mut v), Some((1, 3)));
        assert_eq!(v["X"], b"a");
        // Needs backtracking into the definition.
        assert_eq!(
            find_with("%[[X:.*]], %[[X]]", "%a, %a, %b", &mut v),
            Some((0, 6))
        );
        assert_eq!(v["X"], b"a");
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_crash() {
        let deep = format!(
            "[[X:a]]{{{{{}b{}}}}}[[X]]",
            "(".repeat(5000),
            ")".repeat(5000)
        );
        assert!(parse(&deep).is_err());
        let deep = format!("{{{{{}b{}}}}}", "(".repeat(5000), ")".repeat(5000));
        assert!(parse(&deep).is_err());
    }

    #[test]
    fn line_expressions() {
        let mut v = Vars::new();
        assert_eq!(find_with("L[[@LINE]]", "L7", &mut v), Some((0, 2)));
        assert_eq!(find_with("L[[#@LINE+2]]", "L9", &mut v), Some((0, 2)));
        assert_eq!(find_with("L[[# @LINE - 1 ]]", "L6", &mut v), Some((0, 2)));
        assert!(parse("[[#N:]]").is_err());
        assert!(parse("[[#N+1]]").is_err());
    }

    #[test]
    fn parse_errors() {
        let e = |t: &str| {
            let e = parse(t).unwrap_err();
            (e.pos - 100, e.message)
        };
        assert_eq!(
            e("{{a"),
            (0, "found start of regex string with no end '}}'".into())
        );
        assert_eq!(
            e("x{{a(}}"),
            (3, "invalid regex: parentheses not balanced".into())
        );
        assert_eq!(
            e("{{}}"),
            (2, "invalid regex: empty (sub)expression".into())
        );
        assert_eq!(
            e("[[X:foo"),
            (0, "Invalid substitution block, no ]] found".into())
        );
        assert_eq!(e("[[X Y]]"), (3, "unexpected whitespace".into()));
        assert_eq!(e("[[1X:a]]"), (2, "invalid variable name".into()));
        assert_eq!(
            e("[[X-Y:a]]"),
            (2, "invalid name in string variable definition".into())
        );
        assert_eq!(
            e("[[X-Y]]"),
            (2, "invalid name in string variable use".into())
        );
        assert_eq!(
            e("[[X:a(]]"),
            (4, "invalid regex: parentheses not balanced".into())
        );
        let err = parse("[[X:a]").unwrap_err();
        assert_eq!((err.pos - 100, err.exit_code), (5, 1));
    }

    #[test]
    fn triple_bracket_is_literal_then_block() {
        let mut v = Vars::new();
        assert_eq!(find_with("[[[X:a]]]", "[a]", &mut v), Some((0, 3)));
        assert_eq!(v["X"], b"a");
    }

    #[test]
    fn empty_and_eof() {
        let mut ctx = ParseContext::default();
        let p = Pattern::parse(b"", 0, 0, dir(CheckKind::Empty), OPTS, &mut ctx).unwrap();
        let mut v = Vars::new();
        assert_eq!(p.find_in(b"\nx\n\ny", &mut v).ok(), Some((3, 0)));
        assert_eq!(p.find_in(b"\nx", &mut v).ok(), None);
        assert_eq!(p.find_in(b"x\n", &mut v).ok(), Some((2, 0)));
        assert_eq!(
            Pattern::eof(0, 0).find_in(b"abc", &mut v).ok(),
            Some((3, 0))
        );
    }

    #[test]
    fn match_full_lines_and_ignore_case() {
        let opts = PatternOptions {
            match_full_lines: true,
            ..OPTS
        };
        let mut ctx = ParseContext::default();
        let p = Pattern::parse(b"foo", 0, 0, dir(CheckKind::Plain), opts, &mut ctx).unwrap();
        let mut v = Vars::new();
        assert_eq!(p.find_in(b"foobar\n foo \n", &mut v).ok(), Some((7, 5)));
        let opts = PatternOptions {
            ignore_case: true,
            ..OPTS
        };
        let p = Pattern::parse(b"FoO", 0, 0, dir(CheckKind::Plain), opts, &mut ctx).unwrap();
        assert_eq!(p.find_in(b"xfoo", &mut v).ok(), Some((1, 3)));
        let p = Pattern::parse(b"{{F}}oO", 0, 0, dir(CheckKind::Plain), opts, &mut ctx).unwrap();
        assert_eq!(p.find_in(b"xfoo", &mut v).ok(), Some((1, 3)));
    }
}
