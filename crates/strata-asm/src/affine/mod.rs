//! Parsing the bodies of `affine_map<...>` and `affine_set<...>` with `mlir-opt`'s
//! grammar, simplifications and error messages.
//!
//! The lexer follows MLIR's token rules closely enough that errors land on the same
//! byte; errors "at the wrong token" are reported right after the preceding token, as
//! MLIR's `emitWrongTokenError` does. Nesting (parentheses, negations) is limited to
//! [`MAX_NESTING`] levels; everything else is parsed with loops.

use std::fmt;

use rustc_hash::FxHashMap;

use strata_ir::affine::{AffineExpr, AffineMap, AffineStore, IntegerSet};

#[cfg(test)]
mod tests;

/// How deeply parentheses and unary minus may nest in one expression.
pub const MAX_NESTING: u32 = 256;

/// Which of the two bodies the caller expects (the keyword before `<`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum AffineSyntax {
    /// After `affine_map<`.
    Map,
    /// After `affine_set<`.
    Set,
}

/// A parsed affine map or integer set.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MapOrSet {
    /// An affine map.
    Map(AffineMap),
    /// An integer set.
    Set(IntegerSet),
}

/// A parse error at a byte offset into the parsed text, with `mlir-opt`'s wording.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct AffineParseError {
    /// Byte offset into the text given to the parser.
    pub offset: usize,
    /// The message, e.g. `use of undeclared identifier`.
    pub message: String,
    /// Further errors `mlir-opt` reports right after the first one, in order (e.g.
    /// `missing operand of negation` after the error inside the negated operand).
    pub followups: Vec<(usize, String)>,
}

impl fmt::Display for AffineParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.offset, self.message)
    }
}

impl std::error::Error for AffineParseError {}

/// Parses an affine map or integer set body from the start of `text` — the text right
/// after `affine_map<` or `affine_set<` (`expected` says which) up to the end of the
/// buffer — through its closing `>`.
///
/// Returns the map or set and the number of bytes consumed, including the `>`.
pub fn parse_affine_map_or_set(
    store: &AffineStore,
    text: &str,
    expected: AffineSyntax,
) -> Result<(MapOrSet, usize), AffineParseError> {
    let mut p = Parser::new(store, text);
    let start = p.tok.start;
    let result = p.parse_map_or_set().and_then(|v| {
        match (expected, v) {
            (AffineSyntax::Map, MapOrSet::Set(_)) => {
                return Err(p.error(start, "expected AffineMap, but got IntegerSet"));
            }
            (AffineSyntax::Set, MapOrSet::Map(_)) => {
                return Err(p.error(start, "expected IntegerSet, but got AffineMap"));
            }
            _ => {}
        }
        // Do not lex past the `>`: what follows belongs to the caller.
        if p.tok.kind != Tok::Greater {
            return Err(p.wrong_token_error(match expected {
                AffineSyntax::Map => "expected '>' in affine map",
                AffineSyntax::Set => "expected '>' in integer set",
            }));
        }
        Ok((v, p.tok.end))
    });
    result.map_err(|Fail| p.take_error())
}

/// Parses an affine map or integer set written without its `affine_map<...>` /
/// `affine_set<...>` wrapper, as old MLIR wrote them (`(d0)[s0] -> (s0 - d0 - 1)`,
/// `(i)[N] : (i >= 0, N - i - 1 >= 0)`), from the start of `text`. The old function-call
/// spellings `floordiv(e, c)`, `ceildiv(e, c)` and `mod(e, c)` are accepted as operands.
///
/// Returns the map or set and the number of bytes consumed through its last `)`.
pub fn parse_bare_map_or_set(
    store: &AffineStore,
    text: &str,
) -> Result<(MapOrSet, usize), AffineParseError> {
    let mut p = Parser::new(store, text);
    p.legacy = true;
    match p.parse_map_or_set() {
        Ok(v) => Ok((v, p.prev_end)),
        Err(Fail) => Err(p.take_error()),
    }
}

/// An SSA value used in an affine map of SSA ids: `%name` or `%name#number`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SsaOperand {
    /// The name including `%`.
    pub name: String,
    /// The result number after `#` (0 when absent).
    pub number: u32,
    /// Byte offset of the `%` in the parsed text.
    pub offset: usize,
}

/// An affine map written with SSA values as identifiers, as in `affine.load %m[%i + 1,
/// symbol(%n)]`; made by [`parse_affine_map_of_ssa_ids`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SsaAffineMap {
    /// The map; its dimensions are `dims` and its symbols `symbols`, in order.
    pub map: AffineMap,
    /// Operands bound to `d0, d1, ...`, in order of first use.
    pub dims: Vec<SsaOperand>,
    /// Operands bound to `s0, s1, ...` (written `symbol(%x)`), in order of first use.
    pub symbols: Vec<SsaOperand>,
}

/// Parses a comma-separated list of affine expressions over SSA values, delimited by
/// `[...]` (`square`) or `(...)`, from the start of `text` (MLIR's
/// `parseAffineMapOfSSAIds`). A value used again — as dimension or symbol — reuses its
/// first binding; like MLIR 22, reuse is detected by the `%name` alone, so `%x#1` after
/// `%x` is an error at `#1`. Returns the map and the number of bytes consumed through
/// the closing delimiter.
pub fn parse_affine_map_of_ssa_ids(
    store: &AffineStore,
    text: &str,
    square: bool,
) -> Result<(SsaAffineMap, usize), AffineParseError> {
    parse_affine_map_of_ssa_ids_at(store, text, 0, square)
}

/// [`parse_affine_map_of_ssa_ids`] starting at byte `start` of `text` (the whole buffer,
/// so that errors about a missing token point after the previous one, as mlir-opt's
/// do, even before `start`); offsets, including the consumed end, are into `text`.
pub fn parse_affine_map_of_ssa_ids_at(
    store: &AffineStore,
    text: &str,
    start: usize,
    square: bool,
) -> Result<(SsaAffineMap, usize), AffineParseError> {
    let mut p = Parser::new_at(store, text, start);
    p.ssa = Some(SsaIds::default());
    let mut results = Vec::new();
    let parsed = p.comma_list(square, " in affine map", |p| {
        results.push(p.parse_expr(0)?);
        Ok(())
    });
    if parsed.is_err() {
        return Err(p.take_error());
    }
    let ssa = p.ssa.take().unwrap_or_default();
    let map = store.map(ssa.dims.len() as u32, ssa.symbols.len() as u32, &results);
    Ok((
        SsaAffineMap {
            map,
            dims: ssa.dims,
            symbols: ssa.symbols,
        },
        p.prev_end,
    ))
}

/// Parses one affine expression over SSA values (no delimiters) from the start of `text`
/// (MLIR's `parseAffineExprOfSSAIds`), as a one-result map; stops before the first token
/// that cannot continue the expression (`,`, `)`, ...). Returns the map and the number of
/// bytes consumed.
pub fn parse_affine_expr_of_ssa_ids(
    store: &AffineStore,
    text: &str,
) -> Result<(SsaAffineMap, usize), AffineParseError> {
    parse_affine_expr_of_ssa_ids_at(store, text, 0)
}

/// [`parse_affine_expr_of_ssa_ids`] starting at byte `start` of `text`; offsets are into
/// `text`.
pub fn parse_affine_expr_of_ssa_ids_at(
    store: &AffineStore,
    text: &str,
    start: usize,
) -> Result<(SsaAffineMap, usize), AffineParseError> {
    let mut p = Parser::new_at(store, text, start);
    p.ssa = Some(SsaIds::default());
    let Ok(expr) = p.parse_expr(0) else {
        return Err(p.take_error());
    };
    let ssa = p.ssa.take().unwrap_or_default();
    let map = store.map(ssa.dims.len() as u32, ssa.symbols.len() as u32, &[expr]);
    Ok((
        SsaAffineMap {
            map,
            dims: ssa.dims,
            symbols: ssa.symbols,
        },
        p.prev_end,
    ))
}

/// Parsing affine map and integer set bodies from strings into an [`AffineStore`] (MLIR's
/// `parseAffineMap` / `parseIntegerSet`; handy in code and tests).
pub trait ParseAffine {
    /// Parses a whole string as an affine map body, e.g. `(d0)[s0] -> (d0 + s0)`.
    fn parse_map(&self, text: &str) -> Result<AffineMap, AffineParseError>;
    /// Parses a whole string as an integer set body, e.g. `(d0) : (d0 >= 0)`.
    fn parse_set(&self, text: &str) -> Result<IntegerSet, AffineParseError>;
}

impl ParseAffine for AffineStore {
    fn parse_map(&self, text: &str) -> Result<AffineMap, AffineParseError> {
        match parse_whole(self, text)? {
            MapOrSet::Map(m) => Ok(m),
            MapOrSet::Set(_) => Err(AffineParseError {
                offset: 0,
                message: "expected AffineMap, but got IntegerSet".into(),
                followups: Vec::new(),
            }),
        }
    }

    fn parse_set(&self, text: &str) -> Result<IntegerSet, AffineParseError> {
        match parse_whole(self, text)? {
            MapOrSet::Set(s) => Ok(s),
            MapOrSet::Map(_) => Err(AffineParseError {
                offset: 0,
                message: "expected IntegerSet, but got AffineMap".into(),
                followups: Vec::new(),
            }),
        }
    }
}

/// Parses the whole of `text` as a map or set body.
fn parse_whole(store: &AffineStore, text: &str) -> Result<MapOrSet, AffineParseError> {
    let mut p = Parser::new(store, text);
    let result = p.parse_map_or_set().and_then(|v| {
        if p.tok.kind != Tok::Eof {
            return Err(p.error(p.tok.start, "encountered unexpected token"));
        }
        Ok(v)
    });
    result.map_err(|Fail| p.take_error())
}

/// Token kinds the affine grammar distinguishes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Tok {
    Eof,
    /// The lexer rejected the input here (its message is already recorded).
    Error,
    /// A bare identifier or keyword.
    Word,
    Integer,
    Float,
    LParen,
    RParen,
    LSquare,
    RSquare,
    Comma,
    Plus,
    Minus,
    Arrow,
    Star,
    Colon,
    Greater,
    Less,
    Equal,
    /// `%name`.
    Percent,
    /// Any other token (strings, `#id`, `{`, `/`, ...).
    Other,
}

#[derive(Clone, Copy, Debug)]
struct Token {
    kind: Tok,
    start: usize,
    end: usize,
}

/// Marker for "an error was recorded in the parser".
struct Fail;

type PResult<T> = Result<T, Fail>;

#[derive(Clone, Copy, PartialEq, Eq)]
enum LowOp {
    Add,
    Sub,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum HighOp {
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
}

struct Parser<'s, 't> {
    store: &'s AffineStore,
    text: &'t str,
    bytes: &'t [u8],
    /// Where the lexer continues (end of the current token).
    pos: usize,
    tok: Token,
    err: Option<AffineParseError>,
    names: FxHashMap<&'t str, AffineExpr>,
    /// End of the previously consumed token.
    prev_end: usize,
    /// Set when identifiers are SSA values (`%i`, `symbol(%n)`) rather than declared names.
    ssa: Option<SsaIds<'t>>,
    /// Old MLIR's syntax: `floordiv(e, c)`, `ceildiv(e, c)`, `mod(e, c)` as operands.
    legacy: bool,
}

/// SSA values seen so far in an affine map of SSA ids, in order of first use.
#[derive(Default)]
struct SsaIds<'t> {
    dims: Vec<SsaOperand>,
    symbols: Vec<SsaOperand>,
    exprs: FxHashMap<&'t str, AffineExpr>,
}

impl<'s, 't> Parser<'s, 't> {
    fn new(store: &'s AffineStore, text: &'t str) -> Self {
        Self::new_at(store, text, 0)
    }

    /// A parser whose first token starts at or after byte `start` of `text`.
    fn new_at(store: &'s AffineStore, text: &'t str, start: usize) -> Self {
        let mut p = Parser {
            store,
            text,
            bytes: text.as_bytes(),
            pos: start,
            tok: Token {
                kind: Tok::Eof,
                start,
                end: start,
            },
            err: None,
            names: FxHashMap::default(),
            prev_end: start,
            ssa: None,
            legacy: false,
        };
        p.advance();
        p
    }

    fn take_error(&mut self) -> AffineParseError {
        self.err.take().unwrap_or_else(|| AffineParseError {
            offset: self.tok.start,
            message: "invalid affine structure".into(),
            followups: Vec::new(),
        })
    }

    // ---- Diagnostics ------------------------------------------------------------------

    /// Records an error at `offset` unless the current token is a lexer error (whose
    /// message then stands alone, as in MLIR).
    fn error(&mut self, offset: usize, message: impl Into<String>) -> Fail {
        if self.tok.kind == Tok::Error {
            return Fail;
        }
        let message = message.into();
        match &mut self.err {
            None => {
                self.err = Some(AffineParseError {
                    offset,
                    message,
                    followups: Vec::new(),
                })
            }
            Some(e) => e.followups.push((offset, message)),
        }
        Fail
    }

    /// An error at the current token (at end of input: on the last character, as MLIR
    /// reports it).
    fn error_here(&mut self, message: impl Into<String>) -> Fail {
        let mut offset = self.tok.start;
        if self.tok.kind == Tok::Eof {
            offset = offset.saturating_sub(1);
        }
        self.error(offset, message)
    }

    /// An error about the current token being unexpected, reported just after the
    /// preceding token (skipping blank lines and trailing comments), like MLIR.
    fn wrong_token_error(&mut self, message: impl Into<String>) -> Fail {
        let mut loc = self.tok.start;
        if self.tok.kind == Tok::Eof {
            loc = loc.saturating_sub(1);
        }
        let b = self.bytes;
        let mut end = loc;
        let offset = loop {
            while end > 0 && matches!(b[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                // The caller's `affine_map<` precedes the text.
                break 0;
            }
            if !matches!(b[end - 1], b'\n' | b'\r') {
                break end;
            }
            end -= 1;
            let line_start = b[..end]
                .iter()
                .rposition(|&c| c == b'\n' || c == b'\r')
                .unwrap_or(0);
            if let Some(i) = self.text[line_start..end].find("//") {
                end = line_start + i;
            }
        };
        self.error(offset, message)
    }

    // ---- Lexer ------------------------------------------------------------------------

    fn advance(&mut self) {
        self.prev_end = self.tok.end;
        self.tok = self.lex();
    }

    fn lex_error(&mut self, start: usize, end: usize, message: &str) -> Token {
        if self.err.is_none() {
            self.err = Some(AffineParseError {
                offset: start,
                message: message.into(),
                followups: Vec::new(),
            });
        }
        Token {
            kind: Tok::Error,
            start,
            end,
        }
    }

    fn lex(&mut self) -> Token {
        let b = self.bytes;
        loop {
            let start = self.pos;
            let Some(&c) = b.get(start) else {
                return Token {
                    kind: Tok::Eof,
                    start,
                    end: start,
                };
            };
            self.pos += 1;
            let simple = |kind, p: &Self| Token {
                kind,
                start,
                end: p.pos,
            };
            return match c {
                b' ' | b'\t' | b'\n' | b'\r' | 0 => continue,
                b'/' if b.get(self.pos) == Some(&b'/') => {
                    while let Some(&c) = b.get(self.pos) {
                        self.pos += 1;
                        if c == b'\n' || c == b'\r' {
                            break;
                        }
                    }
                    continue;
                }
                b'(' => simple(Tok::LParen, self),
                b')' => simple(Tok::RParen, self),
                b'[' => simple(Tok::LSquare, self),
                b']' => simple(Tok::RSquare, self),
                b',' => simple(Tok::Comma, self),
                b'+' => simple(Tok::Plus, self),
                b'*' => simple(Tok::Star, self),
                b':' => simple(Tok::Colon, self),
                b'>' => simple(Tok::Greater, self),
                b'<' => simple(Tok::Less, self),
                b'=' => simple(Tok::Equal, self),
                b'-' if b.get(self.pos) == Some(&b'>') => {
                    self.pos += 1;
                    simple(Tok::Arrow, self)
                }
                b'-' => simple(Tok::Minus, self),
                b'/' | b'{' | b'}' | b'?' | b'|' => simple(Tok::Other, self),
                b'.' => {
                    if b.get(self.pos..self.pos + 2) == Some(b"..") {
                        self.pos += 2;
                        simple(Tok::Other, self)
                    } else {
                        self.lex_error(
                            self.pos,
                            self.pos,
                            "expected three consecutive dots for an ellipsis",
                        )
                    }
                }
                b'"' => self.lex_string(start),
                b'@' => match b.get(self.pos) {
                    Some(b'"') => {
                        self.pos += 1;
                        let t = self.lex_string(self.pos - 1);
                        Token { start, ..t }
                    }
                    Some(&c) if c.is_ascii_alphabetic() || c == b'_' => {
                        self.skip_identifier_chars();
                        simple(Tok::Other, self)
                    }
                    _ => self.lex_error(
                        start + 1,
                        self.pos,
                        "@ identifier expected to start with letter or '_'",
                    ),
                },
                b'#' if b.get(self.pos..self.pos + 2) == Some(b"-}") => {
                    self.pos += 2;
                    simple(Tok::Other, self)
                }
                b'#' | b'!' | b'^' | b'%' => self.lex_prefixed(start, c),
                b'0'..=b'9' => self.lex_number(start),
                c if c.is_ascii_alphabetic() || c == b'_' => {
                    self.skip_identifier_chars();
                    simple(Tok::Word, self)
                }
                _ => self.lex_error(start, self.pos, "unexpected character"),
            };
        }
    }

    fn skip_identifier_chars(&mut self) {
        while let Some(&c) = self.bytes.get(self.pos) {
            if c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.') {
                self.pos += 1;
            } else {
                break;
            }
        }
    }

    fn lex_string(&mut self, start: usize) -> Token {
        let b = self.bytes;
        loop {
            let Some(&c) = b.get(self.pos) else {
                return self.lex_error(self.pos, self.pos, "expected '\"' in string literal");
            };
            self.pos += 1;
            match c {
                b'"' => {
                    return Token {
                        kind: Tok::Other,
                        start,
                        end: self.pos,
                    };
                }
                b'\n' | 0x0b | 0x0c => {
                    return self.lex_error(
                        self.pos - 1,
                        self.pos,
                        "expected '\"' in string literal",
                    );
                }
                b'\\' => match b.get(self.pos) {
                    Some(b'"' | b'\\' | b'n' | b't') => self.pos += 1,
                    Some(h)
                        if h.is_ascii_hexdigit()
                            && b.get(self.pos + 1).is_some_and(u8::is_ascii_hexdigit) =>
                    {
                        self.pos += 2
                    }
                    _ => {
                        return self.lex_error(
                            self.pos - 1,
                            self.pos,
                            "unknown escape in string literal",
                        );
                    }
                },
                _ => {}
            }
        }
    }

    fn lex_prefixed(&mut self, start: usize, prefix: u8) -> Token {
        let b = self.bytes;
        let is_punct = |c: u8| matches!(c, b'$' | b'.' | b'_' | b'-');
        match b.get(self.pos) {
            Some(c) if c.is_ascii_digit() => {
                while b.get(self.pos).is_some_and(u8::is_ascii_digit) {
                    self.pos += 1;
                }
            }
            Some(&c) if c.is_ascii_alphabetic() || is_punct(c) => {
                while b
                    .get(self.pos)
                    .is_some_and(|&c| c.is_ascii_alphanumeric() || is_punct(c))
                {
                    self.pos += 1;
                }
            }
            _ => {
                let message = match prefix {
                    b'#' => "invalid attribute name",
                    b'%' => "invalid SSA name",
                    b'^' => "invalid block name",
                    _ => "invalid type identifier",
                };
                return self.lex_error(start, self.pos, message);
            }
        }
        let kind = if prefix == b'%' {
            Tok::Percent
        } else {
            Tok::Other
        };
        Token {
            kind,
            start,
            end: self.pos,
        }
    }

    fn lex_number(&mut self, start: usize) -> Token {
        let b = self.bytes;
        if b[start] == b'0' && b.get(self.pos) == Some(&b'x') {
            if !b.get(self.pos + 1).is_some_and(u8::is_ascii_hexdigit) {
                return Token {
                    kind: Tok::Integer,
                    start,
                    end: self.pos,
                };
            }
            self.pos += 2;
            while b.get(self.pos).is_some_and(u8::is_ascii_hexdigit) {
                self.pos += 1;
            }
            return Token {
                kind: Tok::Integer,
                start,
                end: self.pos,
            };
        }
        while b.get(self.pos).is_some_and(u8::is_ascii_digit) {
            self.pos += 1;
        }
        if b.get(self.pos) != Some(&b'.') {
            return Token {
                kind: Tok::Integer,
                start,
                end: self.pos,
            };
        }
        self.pos += 1;
        while b.get(self.pos).is_some_and(u8::is_ascii_digit) {
            self.pos += 1;
        }
        if matches!(b.get(self.pos), Some(b'e' | b'E')) {
            let digit_at = |i: usize| b.get(i).is_some_and(u8::is_ascii_digit);
            if digit_at(self.pos + 1)
                || (matches!(b.get(self.pos + 1), Some(b'-' | b'+')) && digit_at(self.pos + 2))
            {
                self.pos += 2;
                while b.get(self.pos).is_some_and(u8::is_ascii_digit) {
                    self.pos += 1;
                }
            }
        }
        Token {
            kind: Tok::Float,
            start,
            end: self.pos,
        }
    }

    // ---- Token helpers ----------------------------------------------------------------

    fn spelling(&self) -> &'t str {
        &self.text[self.tok.start..self.tok.end]
    }

    fn is_word(&self, word: &str) -> bool {
        self.tok.kind == Tok::Word && self.spelling() == word
    }

    fn consume_if(&mut self, kind: Tok) -> bool {
        if self.tok.kind == kind {
            self.advance();
            true
        } else {
            false
        }
    }

    fn expect(&mut self, kind: Tok, message: &str) -> PResult<()> {
        if self.consume_if(kind) {
            Ok(())
        } else {
            Err(self.wrong_token_error(message))
        }
    }

    /// MLIR's `parseCommaSeparatedList` with a `(...)` or `[...]` delimiter.
    fn comma_list(
        &mut self,
        square: bool,
        context: &str,
        mut element: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        let (open, close, open_ch, close_ch) = if square {
            (Tok::LSquare, Tok::RSquare, '[', ']')
        } else {
            (Tok::LParen, Tok::RParen, '(', ')')
        };
        self.expect(open, &format!("expected '{open_ch}'{context}"))?;
        if self.consume_if(close) {
            return Ok(());
        }
        loop {
            element(self)?;
            if !self.consume_if(Tok::Comma) {
                break;
            }
        }
        self.expect(close, &format!("expected '{close_ch}'{context}"))
    }

    // ---- Structures -------------------------------------------------------------------

    fn parse_map_or_set(&mut self) -> PResult<MapOrSet> {
        let mut num_dims = 0u32;
        self.comma_list(false, " in dimensional identifier list", |p| {
            let d = p.store.dim(num_dims);
            num_dims += 1;
            p.parse_identifier_definition(d)
        })?;
        let mut num_symbols = 0u32;
        if self.tok.kind == Tok::LSquare {
            self.comma_list(true, " in symbol list", |p| {
                let s = p.store.symbol(num_symbols);
                num_symbols += 1;
                p.parse_identifier_definition(s)
            })?;
        }
        if self.consume_if(Tok::Arrow) {
            let mut results = Vec::new();
            self.comma_list(false, " in affine map range", |p| {
                results.push(p.parse_expr(0)?);
                Ok(())
            })?;
            return Ok(MapOrSet::Map(self.store.map(
                num_dims,
                num_symbols,
                &results,
            )));
        }
        self.expect(Tok::Colon, "expected '->' or ':'")?;
        let mut constraints = Vec::new();
        let mut eq_flags = Vec::new();
        self.comma_list(false, " in integer set constraint list", |p| {
            let (c, is_eq) = p.parse_constraint()?;
            constraints.push(c);
            eq_flags.push(is_eq);
            Ok(())
        })?;
        if constraints.is_empty() {
            return Ok(MapOrSet::Set(
                self.store.universe_set(num_dims, num_symbols),
            ));
        }
        Ok(MapOrSet::Set(self.store.integer_set(
            num_dims,
            num_symbols,
            &constraints,
            &eq_flags,
        )))
    }

    fn parse_identifier_definition(&mut self, expr: AffineExpr) -> PResult<()> {
        if self.tok.kind != Tok::Word {
            return Err(self.wrong_token_error("expected bare identifier"));
        }
        let name = self.spelling();
        if self.names.contains_key(name) {
            return Err(self.error_here(format!("redefinition of identifier '{name}'")));
        }
        self.advance();
        self.names.insert(name, expr);
        Ok(())
    }

    /// `lhs >= rhs`, `lhs <= rhs` or `lhs == rhs`, normalized to `e >= 0` / `e == 0`.
    fn parse_constraint(&mut self) -> PResult<(AffineExpr, bool)> {
        let lhs = self.parse_expr(0)?;
        if self.consume_if(Tok::Greater) && self.consume_if(Tok::Equal) {
            let rhs = self.parse_expr(0)?;
            return Ok((self.store.sub(lhs, rhs), false));
        }
        if self.consume_if(Tok::Less) && self.consume_if(Tok::Equal) {
            let rhs = self.parse_expr(0)?;
            return Ok((self.store.sub(rhs, lhs), false));
        }
        if self.consume_if(Tok::Equal) && self.consume_if(Tok::Equal) {
            let rhs = self.parse_expr(0)?;
            return Ok((self.store.sub(lhs, rhs), true));
        }
        Err(self.error_here(
            "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
        ))
    }

    // ---- Expressions ------------------------------------------------------------------

    fn consume_low_op(&mut self) -> Option<LowOp> {
        let op = match self.tok.kind {
            Tok::Plus => LowOp::Add,
            Tok::Minus => LowOp::Sub,
            _ => return None,
        };
        self.advance();
        Some(op)
    }

    fn consume_high_op(&mut self) -> Option<HighOp> {
        let op = match self.tok.kind {
            Tok::Star => HighOp::Mul,
            Tok::Word => match self.spelling() {
                "floordiv" => HighOp::FloorDiv,
                "ceildiv" => HighOp::CeilDiv,
                "mod" => HighOp::Mod,
                _ => return None,
            },
            _ => return None,
        };
        self.advance();
        Some(op)
    }

    fn low(&self, op: LowOp, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match op {
            LowOp::Add => self.store.add(lhs, rhs),
            LowOp::Sub => self.store.sub(lhs, rhs),
        }
    }

    /// Builds a `*`, `floordiv`, `ceildiv` or `mod`, checking the semi-affine rules;
    /// errors are reported at `op_loc`.
    fn high(
        &mut self,
        op: HighOp,
        lhs: AffineExpr,
        rhs: AffineExpr,
        op_loc: usize,
    ) -> PResult<AffineExpr> {
        let s = self.store;
        let rhs_ok = s.is_symbolic_or_constant(rhs);
        let (ok, name) = match op {
            HighOp::Mul => (rhs_ok || s.is_symbolic_or_constant(lhs), ""),
            HighOp::FloorDiv => (rhs_ok, "floordiv"),
            HighOp::CeilDiv => (rhs_ok, "ceildiv"),
            HighOp::Mod => (rhs_ok, "mod"),
        };
        if !ok {
            let message = if op == HighOp::Mul {
                "non-affine expression: at least one of the multiply operands has to be either \
                 a constant or symbolic"
                    .to_string()
            } else {
                format!(
                    "non-affine expression: right operand of {name} has to be either a constant \
                     or symbolic"
                )
            };
            return Err(self.error(op_loc, message));
        }
        Ok(match op {
            HighOp::Mul => s.mul(lhs, rhs),
            HighOp::FloorDiv => s.floor_div(lhs, rhs),
            HighOp::CeilDiv => s.ceil_div(lhs, rhs),
            HighOp::Mod => s.modulo(lhs, rhs),
        })
    }

    /// An expression: terms joined by `+` / `-`, each a chain of operands joined by
    /// `*`, `floordiv`, `ceildiv`, `mod`; all left-associative.
    fn parse_expr(&mut self, depth: u32) -> PResult<AffineExpr> {
        // The accumulated left side and the additive operator after it.
        let mut llhs: Option<(AffineExpr, LowOp)> = None;
        loop {
            let lhs = self.parse_operand(llhs.is_some(), depth)?;
            if let Some(op) = self.consume_low_op() {
                let acc = match llhs {
                    Some((l, lop)) => self.low(lop, l, lhs),
                    None => lhs,
                };
                llhs = Some((acc, op));
                continue;
            }
            let op_loc = self.tok.start;
            let term = match self.consume_high_op() {
                Some(op) => self.parse_high_chain(lhs, op, op_loc, depth)?,
                None => lhs,
            };
            let expr = match llhs {
                Some((l, lop)) => self.low(lop, l, term),
                None => term,
            };
            match self.consume_low_op() {
                Some(op) => llhs = Some((expr, op)),
                None => return Ok(expr),
            }
        }
    }

    /// The rest of `first op ...` for multiplicative operators. As in MLIR, an error in
    /// combining two operands is reported at the *next* operator if there is one.
    fn parse_high_chain(
        &mut self,
        first: AffineExpr,
        op: HighOp,
        op_loc: usize,
        depth: u32,
    ) -> PResult<AffineExpr> {
        let (mut acc, mut op, mut op_loc) = (first, op, op_loc);
        loop {
            let rhs = self.parse_operand(true, depth)?;
            let next_loc = self.tok.start;
            match self.consume_high_op() {
                Some(next) => {
                    acc = self.high(op, acc, rhs, next_loc)?;
                    op = next;
                    op_loc = next_loc;
                }
                None => return self.high(op, acc, rhs, op_loc),
            }
        }
    }

    /// An operand: `( expr )`, `- operand`, an integer or an identifier. `has_lhs` says
    /// a binary operator precedes it (for the wording of errors).
    fn parse_operand(&mut self, has_lhs: bool, depth: u32) -> PResult<AffineExpr> {
        match self.tok.kind {
            Tok::Word if self.is_word("symbol") => {
                self.advance();
                self.expect(Tok::LParen, "expected '(' at start of SSA symbol")?;
                let e = self.parse_ssa_id(true)?;
                self.expect(Tok::RParen, "expected ')' at end of SSA symbol")?;
                Ok(e)
            }
            Tok::Percent => self.parse_ssa_id(false),
            Tok::Integer => self.parse_integer(),
            Tok::LParen => {
                if depth >= MAX_NESTING {
                    return Err(self.error_here("affine expression is nested too deeply"));
                }
                self.advance();
                if self.tok.kind == Tok::RParen {
                    return Err(self.error_here("no expression inside parentheses"));
                }
                let e = self.parse_expr(depth + 1)?;
                self.expect(Tok::RParen, "expected ')'")?;
                Ok(e)
            }
            Tok::Minus => {
                if depth >= MAX_NESTING {
                    return Err(self.error_here("affine expression is nested too deeply"));
                }
                self.advance();
                // `-9223372036854775808` is the smallest index, although its magnitude is
                // no index. Strata prints it in maps, so it must read it back (mlir-opt 22
                // rejects it: "constant too large for index").
                if self.tok.kind == Tok::Integer && self.integer_magnitude() == Some(1 << 63) {
                    self.advance();
                    return Ok(self.store.constant(i64::MIN));
                }
                match self.parse_operand(has_lhs, depth + 1) {
                    Ok(e) => Ok(self.store.neg(e)),
                    Err(Fail) => Err(self.error_here("missing operand of negation")),
                }
            }
            Tok::Word => {
                let name = self.spelling();
                match self.names.get(name) {
                    Some(&e) => {
                        self.advance();
                        Ok(e)
                    }
                    None if self.legacy => self.parse_legacy_call(depth),
                    None => Err(self.wrong_token_error("use of undeclared identifier")),
                }
            }
            Tok::Plus | Tok::Star if !has_lhs => {
                Err(self.error_here("missing left operand of binary operator"))
            }
            _ if has_lhs => Err(self.error_here("missing right operand of binary operator")),
            _ => Err(self.error_here("expected affine expression")),
        }
    }

    /// Old MLIR's `floordiv(lhs, rhs)`, `ceildiv(lhs, rhs)` or `mod(lhs, rhs)` at the
    /// current word (any other word is an undeclared identifier).
    fn parse_legacy_call(&mut self, depth: u32) -> PResult<AffineExpr> {
        let op = match self.spelling() {
            "floordiv" => HighOp::FloorDiv,
            "ceildiv" => HighOp::CeilDiv,
            "mod" => HighOp::Mod,
            _ => return Err(self.wrong_token_error("use of undeclared identifier")),
        };
        if depth >= MAX_NESTING {
            return Err(self.error_here("affine expression is nested too deeply"));
        }
        let op_loc = self.tok.start;
        self.advance();
        self.expect(Tok::LParen, "expected '('")?;
        let lhs = self.parse_expr(depth + 1)?;
        self.expect(Tok::Comma, "expected ','")?;
        let rhs = self.parse_expr(depth + 1)?;
        self.expect(Tok::RParen, "expected ')'")?;
        self.high(op, lhs, rhs, op_loc)
    }

    /// `%name` or `%name#number` as a new or known dimension / symbol operand.
    fn parse_ssa_id(&mut self, is_symbol: bool) -> PResult<AffineExpr> {
        if self.ssa.is_none() {
            return Err(self.wrong_token_error("unexpected ssa identifier"));
        }
        if self.tok.kind != Tok::Percent {
            return Err(self.wrong_token_error("expected ssa identifier"));
        }
        let (name, offset) = (self.spelling(), self.tok.start);
        // As in MLIR 22, a value seen before is recognized by its name alone; only the
        // `%name` token is consumed then (a `#number` after it is left unparsed).
        if let Some(&e) = self.ssa.as_ref().and_then(|ssa| ssa.exprs.get(name)) {
            self.advance();
            return Ok(e);
        }
        self.advance();
        let mut number = 0;
        if self.tok.kind == Tok::Other && self.spelling().starts_with('#') {
            match self.spelling()[1..].parse::<u32>() {
                Ok(n) if self.spelling()[1..].bytes().all(|c| c.is_ascii_digit()) => number = n,
                _ => return Err(self.error_here("invalid SSA value result number")),
            }
            self.advance();
        }
        let store = self.store;
        let ssa = self.ssa.as_mut().expect("checked above");
        let operand = SsaOperand {
            name: name.to_string(),
            number,
            offset,
        };
        let e = if is_symbol {
            ssa.symbols.push(operand);
            store.symbol(ssa.symbols.len() as u32 - 1)
        } else {
            ssa.dims.push(operand);
            store.dim(ssa.dims.len() as u32 - 1)
        };
        ssa.exprs.insert(name, e);
        Ok(e)
    }

    /// The value of the integer token at hand, if it fits in 64 bits.
    fn integer_magnitude(&self) -> Option<u64> {
        let s = self.spelling();
        match s.strip_prefix("0x") {
            Some(hex) => u64::from_str_radix(hex, 16).ok(),
            None => s.parse::<u64>().ok(),
        }
    }

    fn parse_integer(&mut self) -> PResult<AffineExpr> {
        match self.integer_magnitude().and_then(|v| i64::try_from(v).ok()) {
            Some(v) => {
                self.advance();
                Ok(self.store.constant(v))
            }
            None => Err(self.error_here("constant too large for index")),
        }
    }
}
