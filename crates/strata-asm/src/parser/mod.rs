//! The parser of MLIR's textual form: recursive descent over [`Lexer`] tokens, producing
//! an [`OwnedOp`] (normally a `builtin.module`) or a located [`Diagnostic`].
//!
//! Nesting (regions, attributes, types) is bounded by [`MAX_NESTING`] so that no input can
//! exhaust the stack.

mod attributes;
mod dense;
mod locations;
pub(crate) mod operations;
mod parallel;
mod types;

pub use parallel::parallel_runs;

use rustc_hash::FxHashMap;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::OwnedOp;
use strata_ir::{Attribute, Context, Location, Type};

use crate::lexer::{Lexer, Token, TokenKind};

/// Deepest nesting of regions, attributes and types the parser accepts.
pub const MAX_NESTING: usize = 512;

/// Options for [`parse_source`].
#[derive(Clone, Debug)]
pub struct ParseOptions {
    /// Wrap top-level operations in a `builtin.module` unless the input is a single module
    /// (mlir-opt's default; `--no-implicit-module` turns it off).
    pub implicit_module: bool,
    /// 1-based line and column, in the original file, of the source's first byte (chunks
    /// of a split input file report positions in the whole file, like mlir-opt).
    pub start: (u32, u32),
    /// Dialect tried for a bare custom op name that the default dialect does not define
    /// (old MLIR's implicit `std.` prefix; `strata-opt --legacy-std` sets `std`). `None`,
    /// the default, keeps MLIR 22's rules.
    pub fallback_dialect: Option<&'static str>,
    /// Parse long runs of top-level operations (the body of a top-level `builtin.module`,
    /// or the operations of a file without one) on several threads. The result, including
    /// every diagnostic, is the same as without threads: any difficulty falls back to the
    /// sequential parser. Off by default.
    pub threads: bool,
    /// With [`threads`](Self::threads), the approximate number of bytes of source text
    /// parsed as one unit of work; runs shorter than two units stay sequential.
    pub parallel_chunk_bytes: usize,
}

impl ParseOptions {
    /// Whether old MLIR's syntax is accepted: set with a
    /// [`fallback_dialect`](Self::fallback_dialect), which only old text needs. It adds
    /// affine maps and integer sets written without `affine_map<...>` /
    /// `affine_set<...>` wherever an attribute may start with `(` (alias definitions,
    /// memref layouts, the maps of affine ops).
    pub fn legacy_syntax(&self) -> bool {
        self.fallback_dialect.is_some()
    }
}

impl Default for ParseOptions {
    fn default() -> Self {
        ParseOptions {
            implicit_module: true,
            start: (1, 1),
            fallback_dialect: None,
            threads: false,
            parallel_chunk_bytes: 256 * 1024,
        }
    }
}

/// A source buffer and the name used in its locations.
#[derive(Clone, Debug)]
pub struct Source<'a> {
    /// File name as shown in locations and diagnostics (`<stdin>` for standard input).
    pub name: &'a str,
    /// The text.
    pub text: &'a str,
}

/// Parses a whole source buffer.
pub fn parse_source(
    ctx: &Context,
    source: &Source<'_>,
    options: &ParseOptions,
) -> Result<OwnedOp, Diagnostic> {
    let mut p = Parser::new(ctx, source, options);
    p.parse_top_level()
}

/// Parses a standalone type (e.g. from a command-line option).
pub fn parse_type_str(ctx: &Context, text: &str) -> Result<Type, Diagnostic> {
    let source = Source {
        name: "<type>",
        text,
    };
    let mut p = Parser::new(ctx, &source, &ParseOptions::default());
    let ty = p.parse_type()?;
    p.expect_eof()?;
    Ok(ty)
}

/// Parses a standalone attribute.
pub fn parse_attribute_str(ctx: &Context, text: &str) -> Result<Attribute, Diagnostic> {
    let source = Source {
        name: "<attribute>",
        text,
    };
    let mut p = Parser::new(ctx, &source, &ParseOptions::default());
    let attr = p.parse_attribute(None)?;
    p.expect_eof()?;
    Ok(attr)
}

pub(crate) type PResult<T> = Result<T, Diagnostic>;

/// Parser state shared by all parts of the grammar.
pub(crate) struct Parser<'s, 'c> {
    pub(crate) ctx: &'c Context,
    pub(crate) src: &'s str,
    lexer: Lexer<'s>,
    pub(crate) tok: Token,
    file: strata_ir::Identifier,
    /// Byte offsets of line starts, shared with the parsers of parallel workers.
    line_starts: std::sync::Arc<Vec<usize>>,
    start: (u32, u32),
    /// Last line looked up, to make consecutive location lookups O(1).
    line_cache: std::cell::Cell<usize>,
    pub(crate) attr_aliases: FxHashMap<&'s str, Attribute>,
    pub(crate) type_aliases: FxHashMap<&'s str, Type>,
    pub(crate) depth: usize,
    /// Op names already seen in this file, by their quoted spelling (skips the context's
    /// locked lookup for the many repeats of each name).
    pub(crate) op_names: FxHashMap<&'s str, strata_ir::OpName>,
    pub(crate) options: ParseOptions,
    pub(crate) ops: operations::OpState<'s>,
}

impl<'s, 'c> Parser<'s, 'c> {
    pub(crate) fn new(ctx: &'c Context, source: &Source<'s>, options: &ParseOptions) -> Self {
        let mut lexer = Lexer::new(source.text);
        let tok = lexer.next_token();
        let mut line_starts = vec![0];
        line_starts.extend(memchr_lines(source.text));
        Parser {
            ctx,
            src: source.text,
            lexer,
            tok,
            file: ctx.ident(source.name),
            line_starts: std::sync::Arc::new(line_starts),
            start: options.start,
            line_cache: std::cell::Cell::new(0),
            attr_aliases: FxHashMap::default(),
            type_aliases: FxHashMap::default(),
            depth: 0,
            op_names: FxHashMap::default(),
            options: options.clone(),
            ops: Default::default(),
        }
    }

    // ---- tokens ----

    /// The text of the current token.
    #[inline]
    pub(crate) fn spelling(&self) -> &'s str {
        &self.src[self.tok.start..self.tok.end]
    }

    /// The text of a token.
    #[inline]
    pub(crate) fn text(&self, t: Token) -> &'s str {
        &self.src[t.start..t.end]
    }

    #[inline]
    pub(crate) fn at(&self, kind: TokenKind) -> bool {
        self.tok.kind == kind
    }

    /// Whether the current token is the bare identifier `kw`.
    #[inline]
    pub(crate) fn at_keyword(&self, kw: &str) -> bool {
        self.tok.kind == TokenKind::BareIdent && self.spelling() == kw
    }

    /// Moves to the next token.
    #[inline]
    pub(crate) fn bump(&mut self) -> Token {
        let t = self.tok;
        self.tok = self.lexer.next_token();
        t
    }

    /// Consumes the current token if it is `kind`.
    #[inline]
    pub(crate) fn eat(&mut self, kind: TokenKind) -> bool {
        if self.tok.kind == kind {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes the keyword `kw` if present.
    pub(crate) fn eat_keyword(&mut self, kw: &str) -> bool {
        if self.at_keyword(kw) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes a token of `kind` or fails with `expected {what}`-style message `msg`.
    pub(crate) fn expect(&mut self, kind: TokenKind, msg: &str) -> PResult<Token> {
        if self.tok.kind == kind {
            Ok(self.bump())
        } else {
            Err(self.error_wrong_token(msg))
        }
    }

    /// An error about the current token being the wrong one, placed like mlir-opt places
    /// it: when the token starts a line (or is the end of input), at the end of the previous
    /// non-blank, non-comment text instead.
    pub(crate) fn error_wrong_token(&self, msg: impl Into<String>) -> Diagnostic {
        if self.tok.kind == TokenKind::Error && self.lexer.last_error.is_some() {
            return self.error_here(msg);
        }
        let bytes = self.src.as_bytes();
        let mut loc = self.tok.start;
        if self.tok.kind == TokenKind::Eof {
            loc = loc.saturating_sub(1);
        }
        let original = loc;
        let mut end = loc;
        loop {
            while end > 0 && matches!(bytes[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                return self.error_at(original, msg);
            }
            if !matches!(bytes[end - 1], b'\n' | b'\r') {
                return self.error_at(end, msg);
            }
            end -= 1;
            // A `//` comment on the preceding line: report before it.
            let line_start = bytes[..end]
                .iter()
                .rposition(|&b| b == b'\n' || b == b'\r')
                .map_or(0, |i| i);
            if let Some(c) = self.src[line_start..end].find("//") {
                end = line_start + c;
            }
        }
    }

    /// Re-lexes starting at byte `pos` (used to split tokens such as `4x8xf32`).
    pub(crate) fn reset_to(&mut self, pos: usize) {
        self.lexer.reset(pos);
        self.tok = self.lexer.next_token();
    }

    pub(crate) fn expect_eof(&mut self) -> PResult<()> {
        if self.at(TokenKind::Eof) {
            Ok(())
        } else {
            Err(self.error_here("expected end of input"))
        }
    }

    // ---- locations and errors ----

    /// The 1-based line and column of byte `offset`.
    pub(crate) fn line_col(&self, offset: usize) -> (u32, u32) {
        let cached = self.line_cache.get();
        let line = if self.line_starts[cached] <= offset
            && self
                .line_starts
                .get(cached + 1)
                .is_none_or(|&next| offset < next)
        {
            cached
        } else {
            self.line_starts.partition_point(|&s| s <= offset) - 1
        };
        self.line_cache.set(line);
        let col = (offset - self.line_starts[line]) as u32;
        if line == 0 {
            (self.start.0, self.start.1 + col)
        } else {
            (self.start.0 + line as u32, col + 1)
        }
    }

    /// A file location for byte `offset`.
    pub(crate) fn loc_at(&self, offset: usize) -> Location {
        let (line, col) = self.line_col(offset);
        self.ctx.file_loc_in(self.file, line, col)
    }

    /// An error at byte `offset`. If the lookahead token is a lexer error, that error is
    /// reported instead: mlir-opt's lexer reports it as soon as it lexes the token.
    pub(crate) fn error_at(&self, offset: usize, msg: impl Into<String>) -> Diagnostic {
        if self.tok.kind == TokenKind::Error
            && let Some(e) = &self.lexer.last_error
        {
            return Diagnostic::error(self.loc_at(e.offset), e.message);
        }
        Diagnostic::error(self.loc_at(offset), msg)
    }

    /// An error at the current token; a lexer error token reports the lexer's message.
    pub(crate) fn error_here(&self, msg: impl Into<String>) -> Diagnostic {
        if self.tok.kind == TokenKind::Error
            && let Some(e) = &self.lexer.last_error
        {
            return self.error_at(e.offset, e.message);
        }
        self.error_at(self.tok.start, msg)
    }

    /// Enters one level of nesting, failing beyond [`MAX_NESTING`].
    pub(crate) fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err(self.error_here(format!(
                "nesting is too deep (more than {MAX_NESTING} levels)"
            )));
        }
        Ok(())
    }

    pub(crate) fn leave(&mut self) {
        self.depth -= 1;
    }

    /// MLIR's `parseCommaSeparatedListUntil`: elements separated by commas up to `close`
    /// ("expected ',' or ']'"), optionally rejecting an empty list ("expected list element").
    pub(crate) fn parse_list_until(
        &mut self,
        close: TokenKind,
        allow_empty: bool,
        mut elem: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        if self.at(close) {
            if !allow_empty {
                return Err(self.error_wrong_token("expected list element"));
            }
            self.bump();
            return Ok(());
        }
        loop {
            elem(self)?;
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        let spelling = match close {
            TokenKind::RSquare => "]",
            TokenKind::RBrace => "}",
            TokenKind::RParen => ")",
            TokenKind::Greater => ">",
            TokenKind::FileMetadataEnd => "#-}",
            _ => "?",
        };
        self.expect(close, &format!("expected ',' or '{spelling}'"))?;
        Ok(())
    }

    /// Parses a comma-separated list ending in `close`, after the opening token was eaten.
    pub(crate) fn parse_comma_list_until(
        &mut self,
        close: TokenKind,
        close_msg: &str,
        mut elem: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        if self.eat(close) {
            return Ok(());
        }
        loop {
            elem(self)?;
            if self.eat(TokenKind::Comma) {
                continue;
            }
            self.expect(close, close_msg)?;
            return Ok(());
        }
    }
}

fn memchr_lines(text: &str) -> impl Iterator<Item = usize> + '_ {
    memchr::memchr_iter(b'\n', text.as_bytes()).map(|i| i + 1)
}

/// Decodes an even-length string of hex digits.
pub(crate) fn decode_hex(s: &[u8]) -> Option<Vec<u8>> {
    if !s.len().is_multiple_of(2) {
        return None;
    }
    s.chunks(2)
        .map(|c| Some(((c[0] as char).to_digit(16)? * 16 + (c[1] as char).to_digit(16)?) as u8))
        .collect()
}
