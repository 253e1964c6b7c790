//! Low-level text helpers shared by the printer: decimal numbers, MLIR string escaping,
//! bare-identifier checks and hex dumps, all appending to a `String` without allocating.

/// Appends the decimal form of `v`.
#[inline]
pub(crate) fn push_u64(out: &mut String, mut v: u64) {
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    // The buffer holds ASCII digits only.
    out.push_str(std::str::from_utf8(&buf[i..]).unwrap_or_default());
}

/// Appends the decimal form of `v` (with a leading `-` when negative).
#[inline]
pub(crate) fn push_i64(out: &mut String, v: i64) {
    if v < 0 {
        out.push('-');
    }
    push_u64(out, v.unsigned_abs());
}

/// Whether `c` is printed verbatim by LLVM's `printEscapedString` (printable ASCII other
/// than `\` and `"`).
#[inline]
fn is_plain(c: u8) -> bool {
    (0x20..0x7f).contains(&c) && c != b'\\' && c != b'"'
}

const HEX_UPPER: &[u8; 16] = b"0123456789ABCDEF";

/// Appends `bytes` escaped like LLVM's `printEscapedString`: `\` doubles, printable ASCII
/// stays, every other byte (including `"` and all non-ASCII bytes) becomes `\XX` in
/// upper-case hex. No surrounding quotes.
pub(crate) fn push_escaped(out: &mut String, bytes: &[u8]) {
    let mut start = 0;
    for (i, &c) in bytes.iter().enumerate() {
        if is_plain(c) {
            continue;
        }
        // Everything in `bytes[start..i]` is printable ASCII, hence valid UTF-8.
        out.push_str(std::str::from_utf8(&bytes[start..i]).unwrap_or_default());
        out.push('\\');
        if c == b'\\' {
            out.push('\\');
        } else {
            out.push(HEX_UPPER[(c >> 4) as usize] as char);
            out.push(HEX_UPPER[(c & 15) as usize] as char);
        }
        start = i + 1;
    }
    out.push_str(std::str::from_utf8(&bytes[start..]).unwrap_or_default());
}

/// Appends `"escaped"`.
pub(crate) fn push_quoted(out: &mut String, bytes: &[u8]) {
    out.push('"');
    push_escaped(out, bytes);
    out.push('"');
}

/// Whether `name` can be printed without quotes: `[a-zA-Z_][a-zA-Z0-9_$.]*`.
pub(crate) fn is_bare_identifier(name: &[u8]) -> bool {
    match name.first() {
        Some(c) if c.is_ascii_alphabetic() || *c == b'_' => {}
        _ => return false,
    }
    name[1..]
        .iter()
        .all(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.')
}

/// Appends `name` bare when it is a valid identifier, else quoted and escaped (attribute
/// dictionary keys, resource keys, symbol names after `@`). Names are byte strings.
pub(crate) fn push_keyword_or_string(out: &mut String, name: &[u8]) {
    if is_bare_identifier(name) {
        // A bare identifier is ASCII.
        out.push_str(std::str::from_utf8(name).unwrap_or_default());
    } else {
        push_quoted(out, name);
    }
}

/// Appends `@name`, quoting the name when needed (`@"a b"`, `@"\FF"`).
pub(crate) fn push_symbol_ref(out: &mut String, name: &[u8]) {
    if name.is_empty() {
        out.push_str("@<<INVALID EMPTY SYMBOL>>");
        return;
    }
    out.push('@');
    push_keyword_or_string(out, name);
}

/// Appends the bytes as upper-case hex digits (two per byte, no prefix).
pub(crate) fn push_hex(out: &mut String, bytes: &[u8]) {
    out.reserve(bytes.len() * 2);
    for &c in bytes {
        out.push(HEX_UPPER[(c >> 4) as usize] as char);
        out.push(HEX_UPPER[(c & 15) as usize] as char);
    }
}

/// Appends `n` spaces.
#[inline]
pub(crate) fn push_indent(out: &mut String, n: usize) {
    const SPACES: &str = "                                                                ";
    let mut n = n;
    while n > SPACES.len() {
        out.push_str(SPACES);
        n -= SPACES.len();
    }
    out.push_str(&SPACES[..n]);
}

/// Whether an opaque dialect symbol body can be printed in the pretty form
/// `dialect.body`: an identifier (`[a-zA-Z][a-zA-Z0-9._]*`) optionally followed by one
/// `<...>` group that runs to the end.
pub(crate) fn is_pretty_dialect_body(body: &str) -> bool {
    let b = body.as_bytes();
    match b.first() {
        Some(c) if c.is_ascii_alphabetic() => {}
        _ => return false,
    }
    // mlir-opt 22 prints `!foo.b-` as `!foo<b->`, which it cannot parse back (`->` reads
    // as an arrow). A body the lexer accepts as an identifier and that ends in `-` therefore
    // keeps the pretty form; every other case prints as mlir-opt prints it.
    if b.last() == Some(&b'-')
        && b.iter()
            .all(|&c| c.is_ascii_alphanumeric() || matches!(c, b'.' | b'_' | b'$' | b'-'))
    {
        return true;
    }
    let rest_start = b
        .iter()
        .position(|&c| !(c.is_ascii_alphanumeric() || c == b'.' || c == b'_'));
    // mlir-opt only checks that the rest starts with `<` and ends with `>`, and so prints
    // bodies such as `a<1> x <2>` in a pretty form that reads back differently; require the
    // group to close exactly at the end, as the parser will scan it.
    match rest_start {
        None => true,
        Some(i) => b[i] == b'<' && crate::lexer::balanced_group_end(b, i) == Some(b.len()),
    }
}

/// Appends a dialect type or attribute spelled `prefix dialect . body` when the body is
/// simple enough, else `prefix dialect < body >`.
pub(crate) fn push_dialect_symbol(out: &mut String, prefix: char, dialect: &str, body: &str) {
    out.push(prefix);
    out.push_str(dialect);
    if is_pretty_dialect_body(body) {
        out.push('.');
        out.push_str(body);
    } else {
        out.push('<');
        out.push_str(body);
        out.push('>');
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers() {
        let mut s = String::new();
        push_u64(&mut s, 0);
        s.push(' ');
        push_i64(&mut s, i64::MIN);
        s.push(' ');
        push_u64(&mut s, u64::MAX);
        assert_eq!(s, "0 -9223372036854775808 18446744073709551615");
    }

    #[test]
    fn escaping_matches_mlir_opt() {
        // mlir-opt prints `"q\"\\\t"` as `"q\22\\\09"` and `é` as `\C3\A9`.
        let mut s = String::new();
        push_quoted(&mut s, "q\"\\\té".as_bytes());
        assert_eq!(s, r#""q\22\\\09\C3\A9""#);
    }

    #[test]
    fn keywords_and_symbols() {
        let mut s = String::new();
        push_keyword_or_string(&mut s, b"a$b.c");
        s.push(' ');
        push_keyword_or_string(&mut s, b"0a");
        s.push(' ');
        push_symbol_ref(&mut s, b"a b");
        assert_eq!(s, r#"a$b.c "0a" @"a b""#);
    }

    #[test]
    fn dialect_symbols() {
        let cases = [
            ("abc", true),
            ("bar<x>", true),
            ("b.c_d", true),
            ("\"abc\"", false),
            ("1x2", false),
            ("b-c", false),
            ("bar<1>x", false),
        ];
        for (body, pretty) in cases {
            assert_eq!(is_pretty_dialect_body(body), pretty, "{body}");
        }
        let mut s = String::new();
        push_dialect_symbol(&mut s, '!', "foo", "1x2");
        assert_eq!(s, "!foo<1x2>");
    }
}
