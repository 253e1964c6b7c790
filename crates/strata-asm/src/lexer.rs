//! The lexer of MLIR's textual form: turns source bytes into [`Token`]s with byte spans.

/// Kinds of tokens, following MLIR's lexical grammar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenKind {
    /// End of input.
    Eof,
    /// An invalid character or malformed token; the parser reports it.
    Error,
    /// `[a-zA-Z_][a-zA-Z0-9_$.]*`
    BareIdent,
    /// `@name` or `@"string"`.
    AtIdent,
    /// `#name`.
    HashIdent,
    /// `%name`.
    PercentIdent,
    /// `^name`.
    CaretIdent,
    /// `!name`.
    ExclamationIdent,
    /// Decimal or `0x` hexadecimal integer.
    Integer,
    /// A decimal floating point literal.
    Float,
    /// `"..."` with escapes.
    String,
    /// `->`
    Arrow,
    /// `:`
    Colon,
    /// `::`
    ColonColon,
    /// `,`
    Comma,
    /// `...`
    Ellipsis,
    /// `=`
    Equal,
    /// `>`
    Greater,
    /// `{`
    LBrace,
    /// `(`
    LParen,
    /// `[`
    LSquare,
    /// `<`
    Less,
    /// `-`
    Minus,
    /// `+`
    Plus,
    /// `?`
    Question,
    /// `}`
    RBrace,
    /// `)`
    RParen,
    /// `]`
    RSquare,
    /// `*`
    Star,
    /// `|`
    VerticalBar,
    /// `{-#`
    FileMetadataBegin,
    /// `#-}`
    FileMetadataEnd,
}

/// A token: kind and byte range in the source.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    /// What it is.
    pub kind: TokenKind,
    /// Byte offset of its first character.
    pub start: usize,
    /// Byte offset just past its last character.
    pub end: usize,
}

/// Error detail for a [`TokenKind::Error`] token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LexError {
    /// Byte offset the message points at.
    pub offset: usize,
    /// mlir-opt's wording.
    pub message: &'static str,
}

/// A restartable lexer over a source buffer.
pub struct Lexer<'s> {
    src: &'s [u8],
    pos: usize,
    /// The detail of the last error token.
    pub last_error: Option<LexError>,
}

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.'
}

impl<'s> Lexer<'s> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'s str) -> Self {
        Lexer {
            src: src.as_bytes(),
            pos: 0,
            last_error: None,
        }
    }

    /// Restarts lexing at byte offset `pos`.
    pub fn reset(&mut self, pos: usize) {
        self.pos = pos.min(self.src.len());
    }

    /// The current byte offset.
    pub fn position(&self) -> usize {
        self.pos
    }

    fn peek(&self, off: usize) -> u8 {
        self.src.get(self.pos + off).copied().unwrap_or(0)
    }

    fn tok(&self, kind: TokenKind, start: usize) -> Token {
        Token {
            kind,
            start,
            end: self.pos,
        }
    }

    fn error(&mut self, start: usize, offset: usize, message: &'static str) -> Token {
        self.last_error = Some(LexError { offset, message });
        Token {
            kind: TokenKind::Error,
            start,
            end: self.pos.max(start + 1).min(self.src.len().max(start)),
        }
    }

    /// Lexes the next token.
    pub fn next_token(&mut self) -> Token {
        use TokenKind as K;
        loop {
            let start = self.pos;
            let Some(&c) = self.src.get(self.pos) else {
                return self.tok(K::Eof, start);
            };
            self.pos += 1;
            return match c {
                b' ' | b'\t' | b'\n' | b'\r' => continue,
                b'/' if self.peek(0) == b'/' => {
                    while self.pos < self.src.len()
                        && self.src[self.pos] != b'\n'
                        && self.src[self.pos] != b'\r'
                    {
                        self.pos += 1;
                    }
                    continue;
                }
                b':' => {
                    if self.peek(0) == b':' {
                        self.pos += 1;
                        self.tok(K::ColonColon, start)
                    } else {
                        self.tok(K::Colon, start)
                    }
                }
                b',' => self.tok(K::Comma, start),
                b'.' => {
                    if self.peek(0) == b'.' && self.peek(1) == b'.' {
                        self.pos += 2;
                        self.tok(K::Ellipsis, start)
                    } else {
                        self.error(
                            start,
                            start + 1,
                            "expected three consecutive dots for an ellipsis",
                        )
                    }
                }
                b'(' => self.tok(K::LParen, start),
                b')' => self.tok(K::RParen, start),
                b'{' => {
                    if self.peek(0) == b'-' && self.peek(1) == b'#' {
                        self.pos += 2;
                        self.tok(K::FileMetadataBegin, start)
                    } else {
                        self.tok(K::LBrace, start)
                    }
                }
                b'}' => self.tok(K::RBrace, start),
                b'[' => self.tok(K::LSquare, start),
                b']' => self.tok(K::RSquare, start),
                b'<' => self.tok(K::Less, start),
                b'>' => self.tok(K::Greater, start),
                b'=' => self.tok(K::Equal, start),
                b'+' => self.tok(K::Plus, start),
                b'*' => self.tok(K::Star, start),
                b'?' => self.tok(K::Question, start),
                b'|' => self.tok(K::VerticalBar, start),
                b'-' => {
                    if self.peek(0) == b'>' {
                        self.pos += 1;
                        self.tok(K::Arrow, start)
                    } else {
                        self.tok(K::Minus, start)
                    }
                }
                b'"' => self.lex_string(start),
                b'@' => self.lex_at_ident(start),
                b'#' => {
                    if self.peek(0) == b'-' && self.peek(1) == b'}' {
                        self.pos += 2;
                        self.tok(K::FileMetadataEnd, start)
                    } else {
                        self.lex_prefixed(start, K::HashIdent)
                    }
                }
                b'%' => self.lex_prefixed(start, K::PercentIdent),
                b'^' => self.lex_prefixed(start, K::CaretIdent),
                b'!' => self.lex_prefixed(start, K::ExclamationIdent),
                b'0'..=b'9' => self.lex_number(start),
                c if is_ident_start(c) => {
                    while self.pos < self.src.len() && is_ident_char(self.src[self.pos]) {
                        self.pos += 1;
                    }
                    self.tok(K::BareIdent, start)
                }
                // A lone `/` is an error token the lexer reports nothing for (the
                // parser's error about the unexpected token stands), as in mlir-opt.
                b'/' => {
                    self.last_error = None;
                    Token {
                        kind: K::Error,
                        start,
                        end: self.pos,
                    }
                }
                _ => self.error(start, start, "unexpected character"),
            };
        }
    }

    fn lex_string(&mut self, start: usize) -> Token {
        loop {
            let Some(&c) = self.src.get(self.pos) else {
                return self.error(start, self.pos, "expected '\"' in string literal");
            };
            self.pos += 1;
            match c {
                b'"' => return self.tok(TokenKind::String, start),
                b'\n' | b'\r' => {
                    self.pos -= 1;
                    return self.error(start, self.pos, "expected '\"' in string literal");
                }
                b'\\' => {
                    let n = self.peek(0);
                    if matches!(n, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 1;
                    } else if n.is_ascii_hexdigit() && self.peek(1).is_ascii_hexdigit() {
                        self.pos += 2;
                    } else {
                        return self.error(start, self.pos - 1, "unknown escape in string literal");
                    }
                }
                _ => {}
            }
        }
    }

    fn lex_at_ident(&mut self, start: usize) -> Token {
        match self.peek(0) {
            b'"' => {
                self.pos += 1;
                let t = self.lex_string(start);
                if t.kind == TokenKind::Error {
                    return t;
                }
                self.tok(TokenKind::AtIdent, start)
            }
            c if is_ident_start(c) => {
                while self.pos < self.src.len() && is_ident_char(self.src[self.pos]) {
                    self.pos += 1;
                }
                self.tok(TokenKind::AtIdent, start)
            }
            _ => self.error(
                start,
                start + 1,
                "@ identifier expected to start with letter or '_'",
            ),
        }
    }

    /// `#`, `%`, `^`, `!` identifiers: a suffix id (`[0-9]+` or `[a-zA-Z$._-][a-zA-Z0-9$._-]*`).
    fn lex_prefixed(&mut self, start: usize, kind: TokenKind) -> Token {
        let c = self.peek(0);
        if c.is_ascii_digit() {
            while self.peek(0).is_ascii_digit() {
                self.pos += 1;
            }
        } else if c.is_ascii_alphabetic() || matches!(c, b'$' | b'.' | b'_' | b'-') {
            while self.pos < self.src.len()
                && (is_ident_char(self.src[self.pos]) || self.src[self.pos] == b'-')
            {
                self.pos += 1;
            }
        } else {
            let msg = match kind {
                TokenKind::HashIdent => "invalid attribute name",
                TokenKind::PercentIdent => "invalid SSA name",
                TokenKind::CaretIdent => "invalid block name",
                _ => "invalid type identifier",
            };
            return self.error(start, start, msg);
        }
        self.tok(kind, start)
    }

    fn lex_number(&mut self, start: usize) -> Token {
        let first = self.src[start];
        if first == b'0' && self.peek(0) == b'x' && self.peek(1).is_ascii_hexdigit() {
            self.pos += 1;
            while self.peek(0).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return self.tok(TokenKind::Integer, start);
        }
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if self.peek(0) != b'.' {
            return self.tok(TokenKind::Integer, start);
        }
        self.pos += 1;
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.peek(0), b'e' | b'E')
            && (self.peek(1).is_ascii_digit()
                || (matches!(self.peek(1), b'+' | b'-') && self.peek(2).is_ascii_digit()))
        {
            self.pos += 2;
            while self.peek(0).is_ascii_digit() {
                self.pos += 1;
            }
        }
        self.tok(TokenKind::Float, start)
    }
}

/// The end (exclusive) of the balanced `<...>` group starting at `bytes[start] == b'<'`,
/// scanned the way dialect symbol bodies are: `<([{` nest, `->` is not a closing `>`,
/// strings are skipped. `None` if it is unbalanced or a string is unterminated.
pub fn balanced_group_end(bytes: &[u8], start: usize) -> Option<usize> {
    let mut stack: Vec<u8> = Vec::new();
    let mut i = start;
    while i < bytes.len() {
        match bytes[i] {
            c @ (b'<' | b'(' | b'[' | b'{') => stack.push(c),
            b'>' if i > 0 && bytes[i - 1] == b'-' => {}
            c @ (b'>' | b')' | b']' | b'}') => {
                let open = match c {
                    b'>' => b'<',
                    b')' => b'(',
                    b']' => b'[',
                    _ => b'{',
                };
                if stack.pop() != Some(open) {
                    return None;
                }
                if stack.is_empty() {
                    return Some(i + 1);
                }
            }
            b'"' => {
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    if matches!(bytes[i], b'\n' | b'\r') {
                        return None;
                    }
                    if bytes[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
                if i >= bytes.len() {
                    return None;
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// The contents of a string token as text: borrowed when it has no escapes (the common
/// case), else decoded (invalid UTF-8 replaced).
pub fn string_token_text(token_text: &str) -> std::borrow::Cow<'_, str> {
    let inner = &token_text[1..token_text.len().saturating_sub(1).max(1)];
    if !inner.contains('\\') {
        return std::borrow::Cow::Borrowed(inner);
    }
    std::borrow::Cow::Owned(String::from_utf8_lossy(&unescape_string(token_text)).into_owned())
}

/// The contents of a string token as bytes (MLIR strings are byte strings): borrowed when
/// it has no escapes (the common case), else decoded.
pub fn string_token_bytes(token_text: &str) -> std::borrow::Cow<'_, [u8]> {
    let inner = &token_text[1..token_text.len().saturating_sub(1).max(1)];
    if !inner.contains('\\') {
        return std::borrow::Cow::Borrowed(inner.as_bytes());
    }
    std::borrow::Cow::Owned(unescape_string(token_text))
}

/// Decodes the contents of a string token (including its quotes) into bytes.
pub fn unescape_string(token_text: &str) -> Vec<u8> {
    let b = token_text.as_bytes();
    let inner = &b[1..b.len().saturating_sub(1).max(1)];
    let mut out = Vec::with_capacity(inner.len());
    let mut i = 0;
    while i < inner.len() {
        let c = inner[i];
        i += 1;
        if c != b'\\' {
            out.push(c);
            continue;
        }
        match inner.get(i) {
            Some(b'n') => out.push(b'\n'),
            Some(b't') => out.push(b'\t'),
            Some(b'"') => out.push(b'"'),
            Some(b'\\') => out.push(b'\\'),
            Some(&h) => {
                let hex = |c: u8| (c as char).to_digit(16).unwrap_or(0) as u8;
                let l = inner.get(i + 1).copied().unwrap_or(b'0');
                out.push(hex(h) * 16 + hex(l));
                i += 1;
            }
            None => {}
        }
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<TokenKind> {
        let mut l = Lexer::new(s);
        let mut v = vec![];
        loop {
            let t = l.next_token();
            v.push(t.kind);
            if matches!(t.kind, TokenKind::Eof | TokenKind::Error) {
                return v;
            }
        }
    }

    #[test]
    fn lexes_mlir_tokens() {
        use TokenKind::*;
        assert_eq!(
            kinds(r#"%0:2 = "foo.b"(%a#1) -> @x::@"y z" ^bb0 #map !t {-# #-} 1.5e3 0x1F 4x // c"#),
            vec![
                PercentIdent,
                Colon,
                Integer,
                Equal,
                String,
                LParen,
                PercentIdent,
                HashIdent,
                RParen,
                Arrow,
                AtIdent,
                ColonColon,
                AtIdent,
                CaretIdent,
                HashIdent,
                ExclamationIdent,
                FileMetadataBegin,
                FileMetadataEnd,
                Float,
                Integer,
                Integer,
                BareIdent,
                Eof
            ]
        );
        assert_eq!(unescape_string(r#""a\n\"\\\0A\ff""#), b"a\n\"\\\n\xff");
        assert_eq!(kinds("\"abc"), vec![Error]);
    }
}
