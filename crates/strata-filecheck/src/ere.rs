//! Translation of FileCheck's regex dialect (LLVM's POSIX ERE) into Rust `regex` syntax.
//!
//! FileCheck compiles `{{...}}` and `[[VAR:...]]` bodies with LLVM's POSIX extended
//! regular expressions in newline-sensitive mode. The Rust `regex` crate uses a Perl-like
//! syntax, so the pieces are parsed here with ERE rules and re-emitted: an escaped
//! letter is that letter (`\d` is `d`), a backslash inside a bracket expression is
//! literal, `{` that does not start a counted repetition is literal, negated bracket
//! expressions never match a newline, and lazy quantifiers are rejected. Errors use
//! LLVM's wording so diagnostics read like FileCheck's.

/// How the translated regex will be executed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mode {
    /// `regex::bytes` with Unicode disabled: units are bytes, non-ASCII is `\xNN`.
    Bytes,
    /// `fancy_regex` on `&str`: units are chars (needed for backreferences).
    Unicode,
}

/// An ERE syntax error, with LLVM's message text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct EreError(pub &'static str);

const EMPTY: EreError = EreError("empty (sub)expression");
const BADRPT: EreError = EreError("repetition-operator operand invalid");
const EPAREN: EreError = EreError("parentheses not balanced");
const EBRACE: EreError = EreError("braces not balanced");
const BADBR: EreError = EreError("invalid repetition count(s)");
const EESCAPE: EreError = EreError("trailing backslash (\\)");
const EBRACK: EreError = EreError("brackets ([ ]) not balanced");
const ERANGE: EreError = EreError("invalid character range");
const ECTYPE: EreError = EreError("invalid character class");
const ECOLLATE: EreError = EreError("invalid collating element");
const BACKREF: EreError =
    EreError("backreferences inside {{...}} are not supported by strata-filecheck");

/// Largest repetition count LLVM accepts (`RE_DUP_MAX`).
const DUP_MAX: u32 = 255;

/// Returns true for characters that must be escaped in Rust regex syntax.
fn is_rust_meta(c: u32) -> bool {
    matches!(
        char::from_u32(c),
        Some(
            '\\' | '.'
                | '+'
                | '*'
                | '?'
                | '('
                | ')'
                | '|'
                | '['
                | ']'
                | '{'
                | '}'
                | '^'
                | '$'
                | '#'
                | '&'
                | '-'
                | '~'
        )
    )
}

/// Appends a regex matching exactly the unit `c` (a byte in `Bytes` mode, a char otherwise).
pub(crate) fn push_literal(out: &mut String, c: u32, mode: Mode) {
    if c < 0x80 {
        let ch = c as u8 as char;
        if is_rust_meta(c) {
            out.push('\\');
            out.push(ch);
        } else if ch.is_ascii_graphic() || ch == ' ' {
            out.push(ch);
        } else {
            out.push_str(&format!("\\x{c:02X}"));
        }
    } else if mode == Mode::Bytes {
        out.push_str(&format!("\\x{c:02X}"));
    } else if let Some(ch) = char::from_u32(c) {
        out.push(ch);
    }
}

/// Appends a regex matching the byte string `s` literally (`Bytes` mode).
pub(crate) fn escape_bytes(out: &mut String, s: &[u8]) {
    for &b in s {
        push_literal(out, u32::from(b), Mode::Bytes);
    }
}

/// Appends a regex matching the string `s` literally (`Unicode` mode).
pub(crate) fn escape_str(out: &mut String, s: &str) {
    for c in s.chars() {
        push_literal(out, c as u32, Mode::Unicode);
    }
}

/// One level of parenthesized nesting during translation.
#[derive(Default)]
struct Group {
    /// The current alternative has at least one atom.
    branch_nonempty: bool,
    /// A `|` was seen in this group.
    has_alt: bool,
}

/// Cursor over the units of the regex being translated.
struct Cursor<'a> {
    units: &'a [u32],
    pos: usize,
}

impl Cursor<'_> {
    fn peek(&self) -> Option<u32> {
        self.units.get(self.pos).copied()
    }
    fn peek2(&self) -> Option<u32> {
        self.units.get(self.pos + 1).copied()
    }
    fn more(&self) -> bool {
        self.pos < self.units.len()
    }
    fn next(&mut self) -> Option<u32> {
        let c = self.peek();
        self.pos += usize::from(c.is_some());
        c
    }
    fn see(&self, c: char) -> bool {
        self.peek() == Some(c as u32)
    }
    fn see_two(&self, a: char, b: char) -> bool {
        self.peek() == Some(a as u32) && self.peek2() == Some(b as u32)
    }
    fn eat(&mut self, c: char) -> bool {
        let hit = self.see(c);
        self.pos += usize::from(hit);
        hit
    }
    fn eat_two(&mut self, a: char, b: char) -> bool {
        let hit = self.see_two(a, b);
        if hit {
            self.pos += 2;
        }
        hit
    }
    fn starts_with(&self, s: &str) -> bool {
        let rest = &self.units[self.pos.min(self.units.len())..];
        rest.len() >= s.len() && s.chars().zip(rest).all(|(a, &b)| a as u32 == b)
    }
}

fn is_digit(c: Option<u32>) -> bool {
    c.is_some_and(|c| (u32::from(b'0')..=u32::from(b'9')).contains(&c))
}

/// Translates the ERE `units` (bytes or chars, per `mode`) into Rust regex syntax.
pub(crate) fn translate_units(units: &[u32], mode: Mode) -> Result<String, EreError> {
    let mut out = String::new();
    let mut cur = Cursor { units, pos: 0 };
    let mut groups: Vec<Group> = vec![Group::default()];
    while let Some(c) = cur.next() {
        let ch = char::from_u32(c).unwrap_or('\u{FFFD}');
        let mut was_caret = false;
        match ch {
            '|' => {
                let g = groups.last_mut().ok_or(EPAREN)?;
                if !g.branch_nonempty {
                    return Err(EMPTY);
                }
                g.has_alt = true;
                g.branch_nonempty = false;
                out.push('|');
                continue;
            }
            '(' => {
                if !cur.more() {
                    return Err(EPAREN);
                }
                groups.push(Group::default());
                out.push_str("(?:");
                continue;
            }
            ')' => {
                if groups.len() < 2 {
                    return Err(EPAREN);
                }
                let g = groups.pop().ok_or(EPAREN)?;
                if g.has_alt && !g.branch_nonempty {
                    return Err(EMPTY);
                }
                out.push(')');
            }
            '^' => {
                out.push('^');
                was_caret = true;
            }
            '$' => out.push('$'),
            '*' | '+' | '?' => return Err(BADRPT),
            '.' => out.push('.'),
            '[' => translate_bracket(&mut cur, &mut out, mode)?,
            '\\' => {
                let e = cur.next().ok_or(EESCAPE)?;
                if (u32::from(b'1')..=u32::from(b'9')).contains(&e) {
                    return Err(BACKREF);
                }
                push_literal(&mut out, e, mode);
            }
            '{' => {
                if is_digit(cur.peek()) {
                    return Err(BADRPT);
                }
                push_literal(&mut out, c, mode);
            }
            _ => push_literal(&mut out, c, mode),
        }
        if let Some(g) = groups.last_mut() {
            g.branch_nonempty = true;
        }
        // An atom was emitted: handle an optional repetition operator.
        if !is_repetition_start(&cur) {
            continue;
        }
        if was_caret {
            return Err(BADRPT);
        }
        let op = cur.next().unwrap_or(0);
        match char::from_u32(op) {
            Some('{') => {
                let lo = parse_count(&mut cur)?;
                let hi = if cur.eat(',') {
                    if is_digit(cur.peek()) {
                        let hi = parse_count(&mut cur)?;
                        if lo > hi {
                            return Err(BADBR);
                        }
                        Some(hi)
                    } else {
                        None
                    }
                } else {
                    Some(lo)
                };
                if !cur.eat('}') {
                    while cur.more() && !cur.see('}') {
                        cur.next();
                    }
                    return Err(if cur.more() { BADBR } else { EBRACE });
                }
                match hi {
                    Some(hi) if hi == lo => out.push_str(&format!("{{{lo}}}")),
                    Some(hi) => out.push_str(&format!("{{{lo},{hi}}}")),
                    None => out.push_str(&format!("{{{lo},}}")),
                }
            }
            Some(o) => out.push(o),
            None => return Err(BADRPT),
        }
        if is_repetition_start(&cur) {
            return Err(BADRPT);
        }
    }
    if groups.len() != 1 {
        return Err(EPAREN);
    }
    if !groups[0].branch_nonempty {
        return Err(EMPTY);
    }
    Ok(out)
}

/// True if the cursor is at `*`, `+`, `?` or `{` followed by a digit.
fn is_repetition_start(cur: &Cursor<'_>) -> bool {
    match cur.peek().and_then(char::from_u32) {
        Some('*' | '+' | '?') => true,
        Some('{') => is_digit(cur.peek2()),
        _ => false,
    }
}

/// Parses a repetition count (at least one digit, at most `DUP_MAX`).
fn parse_count(cur: &mut Cursor<'_>) -> Result<u32, EreError> {
    let mut count = 0u32;
    let mut digits = 0;
    while is_digit(cur.peek()) && count <= DUP_MAX {
        count = count * 10 + (cur.next().unwrap_or(0) - u32::from(b'0'));
        digits += 1;
    }
    if digits == 0 || count > DUP_MAX {
        return Err(BADBR);
    }
    Ok(count)
}

/// The members of a bracket expression.
struct Bracket {
    ascii: [bool; 128],
    /// Inclusive ranges of non-ASCII units.
    high: Vec<(u32, u32)>,
}

impl Bracket {
    fn add_range(&mut self, lo: u32, hi: u32) {
        for c in lo..=hi.min(127) {
            self.ascii[c as usize] = true;
        }
        if hi >= 128 {
            self.high.push((lo.max(128), hi));
        }
    }
}

/// Named POSIX character classes, as ASCII predicates.
fn class_members(name: &str) -> Option<fn(u8) -> bool> {
    Some(match name {
        "alnum" => |b: u8| b.is_ascii_alphanumeric(),
        "alpha" => |b: u8| b.is_ascii_alphabetic(),
        "blank" => |b: u8| b == b' ' || b == b'\t',
        "cntrl" => |b: u8| b.is_ascii_control(),
        "digit" => |b: u8| b.is_ascii_digit(),
        "graph" => |b: u8| b.is_ascii_graphic(),
        "lower" => |b: u8| b.is_ascii_lowercase(),
        "print" => |b: u8| b.is_ascii_graphic() || b == b' ',
        "punct" => |b: u8| b.is_ascii_punctuation(),
        "space" => |b: u8| matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c),
        "upper" => |b: u8| b.is_ascii_uppercase(),
        "xdigit" => |b: u8| b.is_ascii_hexdigit(),
        _ => return None,
    })
}

/// Parses a collating element `[.x.]` / `[=x=]` body up to `end` followed by `]`.
fn collating_element(cur: &mut Cursor<'_>, end: char) -> Result<u32, EreError> {
    let start = cur.pos;
    while cur.more() && !cur.see_two(end, ']') {
        cur.next();
    }
    if !cur.more() {
        return Err(EBRACK);
    }
    match &cur.units[start..cur.pos] {
        [c] => Ok(*c),
        _ => Err(ECOLLATE),
    }
}

/// Parses one bracket symbol: a unit or a `[.x.]` collating symbol.
fn bracket_symbol(cur: &mut Cursor<'_>) -> Result<u32, EreError> {
    if !cur.more() {
        return Err(EBRACK);
    }
    if !cur.eat_two('[', '.') {
        return cur.next().ok_or(EBRACK);
    }
    let value = collating_element(cur, '.')?;
    if !cur.eat_two('.', ']') {
        return Err(ECOLLATE);
    }
    Ok(value)
}

/// Translates a bracket expression; the cursor is just past the opening `[`.
fn translate_bracket(cur: &mut Cursor<'_>, out: &mut String, mode: Mode) -> Result<(), EreError> {
    if cur.starts_with("[:<:]]") {
        cur.pos += 6;
        out.push_str(r"\b{start}");
        return Ok(());
    }
    if cur.starts_with("[:>:]]") {
        cur.pos += 6;
        out.push_str(r"\b{end}");
        return Ok(());
    }
    let mut set = Bracket {
        ascii: [false; 128],
        high: Vec::new(),
    };
    let negated = cur.eat('^');
    if cur.eat(']') {
        set.add_range(u32::from(b']'), u32::from(b']'));
    } else if cur.eat('-') {
        set.add_range(u32::from(b'-'), u32::from(b'-'));
    }
    while cur.more() && !cur.see(']') && !cur.see_two('-', ']') {
        let second = if cur.see('[') { cur.peek2() } else { None };
        if cur.see('-') {
            return Err(ERANGE);
        }
        match second.and_then(char::from_u32) {
            Some(':') => {
                cur.pos += 2;
                if !cur.more() {
                    return Err(EBRACK);
                }
                if cur.see('-') || cur.see(']') {
                    return Err(ECTYPE);
                }
                let start = cur.pos;
                while cur
                    .peek()
                    .is_some_and(|c| c < 128 && (c as u8).is_ascii_alphabetic())
                {
                    cur.next();
                }
                let name: String = cur.units[start..cur.pos]
                    .iter()
                    .map(|&c| c as u8 as char)
                    .collect();
                let pred = class_members(&name).ok_or(ECTYPE)?;
                for b in 0..128u8 {
                    if pred(b) {
                        set.ascii[usize::from(b)] = true;
                    }
                }
                if !cur.more() {
                    return Err(EBRACK);
                }
                if !cur.eat_two(':', ']') {
                    return Err(ECTYPE);
                }
            }
            Some('=') => {
                cur.pos += 2;
                if !cur.more() {
                    return Err(EBRACK);
                }
                if cur.see('-') || cur.see(']') {
                    return Err(ECOLLATE);
                }
                let c = collating_element(cur, '=')?;
                if !cur.eat_two('=', ']') {
                    return Err(ECOLLATE);
                }
                set.add_range(c, c);
            }
            _ => {
                let start = bracket_symbol(cur)?;
                let finish = if cur.see('-') && cur.peek2().is_some_and(|c| c != u32::from(b']')) {
                    cur.next();
                    if cur.eat('-') {
                        u32::from(b'-')
                    } else {
                        bracket_symbol(cur)?
                    }
                } else {
                    start
                };
                if start > finish {
                    return Err(ERANGE);
                }
                set.add_range(start, finish);
            }
        }
    }
    if cur.eat('-') {
        set.add_range(u32::from(b'-'), u32::from(b'-'));
    }
    if !cur.eat(']') {
        return Err(EBRACK);
    }
    emit_bracket(&set, negated, out, mode);
    Ok(())
}

/// Emits a Rust character class for `set` (complemented if `negated`, never matching
/// a newline when negated, as in LLVM's newline-sensitive mode).
fn emit_bracket(set: &Bracket, negated: bool, out: &mut String, mode: Mode) {
    let mut members = [false; 256];
    members[..128].copy_from_slice(&set.ascii);
    if mode == Mode::Bytes {
        for &(lo, hi) in &set.high {
            for c in lo..=hi.min(255) {
                members[c as usize] = true;
            }
        }
        if negated {
            for m in members.iter_mut() {
                *m = !*m;
            }
            members[usize::from(b'\n')] = false;
        }
        let ranges = runs(&members);
        if ranges.is_empty() {
            out.push_str(r"[^\x00-\xFF]");
            return;
        }
        out.push('[');
        for (lo, hi) in ranges {
            out.push_str(&format!("\\x{lo:02X}"));
            if hi > lo {
                out.push_str(&format!("-\\x{hi:02X}"));
            }
        }
        out.push(']');
        return;
    }
    out.push('[');
    if negated {
        out.push('^');
    }
    for (lo, hi) in runs(&members[..128]) {
        out.push_str(&format!("\\x{lo:02X}"));
        if hi > lo {
            out.push_str(&format!("-\\x{hi:02X}"));
        }
    }
    for &(lo, hi) in &set.high {
        out.push_str(&format!("\\x{{{lo:X}}}-\\x{{{hi:X}}}"));
    }
    if negated {
        out.push_str(r"\n");
    } else if runs(&members[..128]).is_empty() && set.high.is_empty() {
        out.push_str(r"\x00&&\x01");
    }
    out.push(']');
}

/// Returns the maximal runs of `true` in `members` as inclusive index ranges.
fn runs(members: &[bool]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < members.len() {
        if members[i] {
            let start = i;
            while i + 1 < members.len() && members[i + 1] {
                i += 1;
            }
            out.push((start, i));
        }
        i += 1;
    }
    out
}

/// Translates an ERE given as bytes, for `regex::bytes` with Unicode disabled.
pub(crate) fn translate_bytes(re: &[u8]) -> Result<String, EreError> {
    let units: Vec<u32> = re.iter().map(|&b| u32::from(b)).collect();
    translate_units(&units, Mode::Bytes)
}

/// Translates an ERE given as a string, for `fancy_regex`.
pub(crate) fn translate_str(re: &str) -> Result<String, EreError> {
    let units: Vec<u32> = re.chars().map(|c| c as u32).collect();
    translate_units(&units, Mode::Unicode)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(re: &str) -> Result<String, &'static str> {
        translate_bytes(re.as_bytes()).map_err(|e| e.0)
    }

    fn matches(re: &str, hay: &str) -> bool {
        let rx = regex::bytes::RegexBuilder::new(&t(re).unwrap())
            .unicode(false)
            .multi_line(true)
            .build()
            .unwrap();
        rx.is_match(hay.as_bytes())
    }

    #[test]
    fn plain_constructs() {
        assert_eq!(t("a.*b").unwrap(), "a.*b");
        assert_eq!(t("(a|b)+").unwrap(), "(?:a|b)+");
        assert_eq!(t("^x$").unwrap(), "^x$");
        assert_eq!(t("a{2}b{1,}c{1,3}").unwrap(), "a{2}b{1,}c{1,3}");
        assert_eq!(t("()").unwrap(), "(?:)");
    }

    #[test]
    fn escapes_are_literal() {
        // LLVM's ERE: an escaped letter is just that letter.
        assert!(matches(r"\d", "d"));
        assert!(!matches(r"\d", "1"));
        assert!(matches(r"\.", "."));
        assert!(!matches(r"\.", "x"));
        assert!(matches(r"\%\<", "%<"));
        assert!(matches(r"\[\[", "[["));
    }

    #[test]
    fn braces_without_digits_are_literal() {
        assert!(matches("a{", "a{"));
        assert!(matches("{x}", "{x}"));
        assert_eq!(t("{1"), Err(BADRPT.0));
    }

    #[test]
    fn brackets() {
        // Backslash is literal inside brackets: `[\]]` is the class `[\]` then `]`.
        assert!(matches(r"x[\]]", r"x\]"));
        assert!(!matches(r"x[\]]", "x]"));
        assert!(matches("[]a]", "]"));
        assert!(matches("[a-]+x", "a-x"));
        assert!(matches("[[:digit:]]+", "42"));
        assert!(matches("[[:alpha:]_][[:alnum:]_]*", "_a1"));
        // Negated classes never match a newline.
        assert!(!matches("a[^b]c", "a\nc"));
        assert!(matches("a[^b]c", "axc"));
        assert!(matches("[[:<:]]foo", "a foo"));
        assert!(!matches("[[:<:]]foo", "afoo"));
    }

    #[test]
    fn non_ascii_is_matched_bytewise() {
        assert!(matches("é+", "é"));
        assert!(matches("a.b", "a\u{7f}b"));
    }

    #[test]
    fn errors_use_llvm_wording() {
        assert_eq!(t(""), Err("empty (sub)expression"));
        assert_eq!(t("a|"), Err("empty (sub)expression"));
        assert_eq!(t("|a"), Err("empty (sub)expression"));
        assert_eq!(t("(a|)"), Err("empty (sub)expression"));
        assert_eq!(t("a**"), Err("repetition-operator operand invalid"));
        assert_eq!(t(".*?"), Err("repetition-operator operand invalid"));
        assert_eq!(t("*a"), Err("repetition-operator operand invalid"));
        assert_eq!(t("^*"), Err("repetition-operator operand invalid"));
        assert_eq!(t("a("), Err("parentheses not balanced"));
        assert_eq!(t("(a"), Err("parentheses not balanced"));
        assert_eq!(t("a)"), Err("parentheses not balanced"));
        assert_eq!(t("a{2"), Err("braces not balanced"));
        assert_eq!(t("a{1,2x}"), Err("invalid repetition count(s)"));
        assert_eq!(t("a{3,1}"), Err("invalid repetition count(s)"));
        assert_eq!(t("a{256}"), Err("invalid repetition count(s)"));
        assert_eq!(t("a\\"), Err("trailing backslash (\\)"));
        assert_eq!(t("[a"), Err("brackets ([ ]) not balanced"));
        assert_eq!(t("[z-a]"), Err("invalid character range"));
        assert_eq!(t("[[:foo:]]"), Err("invalid character class"));
        assert_eq!(t("[[.ab.]]"), Err("invalid collating element"));
        assert!(t(r"(a)\1").is_err());
    }

    #[test]
    fn unicode_mode() {
        let s = translate_str("é[^a]").unwrap();
        let rx = fancy_regex::Regex::new(&format!("(?m){s}")).unwrap();
        assert!(rx.is_match("éb").unwrap());
        assert!(!rx.is_match("é\n").unwrap());
        assert!(rx.is_match("éé").unwrap());
    }
}
