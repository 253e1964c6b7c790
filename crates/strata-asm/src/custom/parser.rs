//! [`OpAsmParser`]: what a custom parse hook sees of the parser (MLIR's `OpAsmParser`):
//! operands resolved against types once known, types, attributes, keywords, punctuation,
//! symbol names, regions with entry-block arguments, and successors.

use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{BlockId, Body, OperationState, RegionId, ValueId};
use strata_ir::{Attribute, Context, Identifier, Location, NamedAttribute, Type, TypeData};

use crate::lexer::TokenKind as K;
use crate::parser::operations::ValueUse;
use crate::parser::{PResult, Parser};

/// An SSA use `%name` or `%name#N` not yet resolved to a value (its type comes later).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnresolvedOperand {
    /// Byte offset of the `%`.
    pub offset: usize,
    name_len: usize,
    /// The result number after `#` (0 if absent).
    pub number: usize,
}

/// A region argument as written before a region: `%name: type {attrs} loc(...)`.
#[derive(Clone, Debug)]
pub struct OpAsmArgument {
    /// The name (result number 0); `None` for an argument written as a bare type.
    pub name: Option<UnresolvedOperand>,
    /// Its type (`None` when parsed without one).
    pub ty: Option<Type>,
    /// Its attribute dictionary (`None` when absent).
    pub attrs: Option<Attribute>,
    /// Its explicit location.
    pub loc: Option<Location>,
}

/// Punctuation tokens a custom syntax may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Punct {
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `[`
    LSquare,
    /// `]`
    RSquare,
    /// `{`
    LBrace,
    /// `}`
    RBrace,
    /// `<`
    Less,
    /// `>`
    Greater,
    /// `,`
    Comma,
    /// `:`
    Colon,
    /// `=`
    Equal,
    /// `->`
    Arrow,
    /// `...`
    Ellipsis,
    /// `?`
    Question,
    /// `*`
    Star,
    /// `+`
    Plus,
    /// `-`
    Minus,
}

impl Punct {
    fn kind(self) -> K {
        match self {
            Punct::LParen => K::LParen,
            Punct::RParen => K::RParen,
            Punct::LSquare => K::LSquare,
            Punct::RSquare => K::RSquare,
            Punct::LBrace => K::LBrace,
            Punct::RBrace => K::RBrace,
            Punct::Less => K::Less,
            Punct::Greater => K::Greater,
            Punct::Comma => K::Comma,
            Punct::Colon => K::Colon,
            Punct::Equal => K::Equal,
            Punct::Arrow => K::Arrow,
            Punct::Ellipsis => K::Ellipsis,
            Punct::Question => K::Question,
            Punct::Star => K::Star,
            Punct::Plus => K::Plus,
            Punct::Minus => K::Minus,
        }
    }

    /// The token's spelling.
    pub fn spelling(self) -> &'static str {
        match self {
            Punct::LParen => "(",
            Punct::RParen => ")",
            Punct::LSquare => "[",
            Punct::RSquare => "]",
            Punct::LBrace => "{",
            Punct::RBrace => "}",
            Punct::Less => "<",
            Punct::Greater => ">",
            Punct::Comma => ",",
            Punct::Colon => ":",
            Punct::Equal => "=",
            Punct::Arrow => "->",
            Punct::Ellipsis => "...",
            Punct::Question => "?",
            Punct::Star => "*",
            Punct::Plus => "+",
            Punct::Minus => "-",
        }
    }
}

/// Brackets around a list (MLIR's `OpAsmParser::Delimiter`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Delimiter {
    /// No brackets; the list may be empty.
    None,
    /// `(...)`
    Paren,
    /// `[...]`
    Square,
    /// `(...)` if present.
    OptionalParen,
    /// `[...]` if present.
    OptionalSquare,
}

/// The parser as a custom parse hook sees it.
pub struct OpAsmParser<'a, 's, 'c> {
    p: &'a mut Parser<'s, 'c>,
    body: &'a mut Body,
    name_offset: usize,
    /// The full op name, for `custom op '...'` error prefixes.
    full_name: &'c str,
}

impl<'a, 's, 'c> OpAsmParser<'a, 's, 'c> {
    pub(crate) fn new(
        p: &'a mut Parser<'s, 'c>,
        body: &'a mut Body,
        name_offset: usize,
        name: &'c str,
    ) -> Self {
        OpAsmParser {
            p,
            body,
            name_offset,
            full_name: name,
        }
    }

    // ---- positions and errors ----

    /// The context.
    pub fn ctx(&self) -> &'c Context {
        self.p.ctx
    }

    /// Byte offset of the current token.
    pub fn offset(&self) -> usize {
        self.p.tok.start
    }

    /// Byte offset of the op name.
    pub fn name_offset(&self) -> usize {
        self.name_offset
    }

    /// The location of byte `offset`.
    pub fn loc_at(&self, offset: usize) -> Location {
        self.p.loc_at(offset)
    }

    /// An error at byte `offset`, prefixed `custom op 'name' ` like every error a custom
    /// parser emits in mlir-opt (errors of the underlying type/attribute/token parsing are
    /// not prefixed).
    pub fn error_at(&self, offset: usize, msg: impl Into<String>) -> Diagnostic {
        if self.full_name.is_empty() {
            // A dialect type's parser (see `TypeParseFn`): no op to name.
            return self.p.error_at(offset, msg.into());
        }
        let msg = format!("custom op '{}' {}", self.full_name, msg.into());
        self.p.error_at(offset, msg)
    }

    /// A prefixed error (see [`Self::error_at`]) at the current token.
    pub fn error_here(&self, msg: impl Into<String>) -> Diagnostic {
        self.error_at(self.p.tok.start, msg)
    }

    /// An unprefixed "expected ..." error about the current token, placed as mlir-opt
    /// places token errors (at the end of the previous line when the token starts a line).
    pub fn error_expected(&self, msg: impl Into<String>) -> Diagnostic {
        self.p.error_wrong_token(msg)
    }

    /// The body the op is being parsed into (values, blocks).
    pub fn body(&mut self) -> &mut Body {
        self.body
    }

    // ---- punctuation and keywords ----

    /// Whether the current token is `p`.
    pub fn at_punct(&self, p: Punct) -> bool {
        self.p.at(p.kind())
    }

    /// Consumes `p` or fails with `expected 'p'`.
    pub fn parse_punct(&mut self, p: Punct) -> PResult<()> {
        self.p
            .expect(p.kind(), &format!("expected '{}'", p.spelling()))?;
        Ok(())
    }

    /// Consumes `p` if present.
    pub fn parse_optional_punct(&mut self, p: Punct) -> bool {
        self.p.eat(p.kind())
    }

    /// Whether the current token is the keyword `kw`.
    pub fn at_keyword(&self, kw: &str) -> bool {
        self.p.at_keyword(kw)
    }

    /// Consumes the keyword `kw` or fails with `expected 'kw'`.
    pub fn parse_keyword(&mut self, kw: &str) -> PResult<()> {
        if self.p.eat_keyword(kw) {
            Ok(())
        } else {
            Err(self.error_here(format!("expected '{kw}'")))
        }
    }

    /// Consumes the keyword `kw` if present.
    pub fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        self.p.eat_keyword(kw)
    }

    /// Consumes one of the keywords `kws` if present and returns it.
    pub fn parse_optional_keyword_of(&mut self, kws: &[&'static str]) -> Option<&'static str> {
        let kw = kws.iter().copied().find(|k| self.p.at_keyword(k))?;
        self.p.bump();
        Some(kw)
    }

    /// Consumes one of the keywords `kws`, bare or as a string literal (`eq` or `"eq"`,
    /// MLIR's `parseOptionalKeywordOrString` for enum cases), if present and returns it.
    pub fn parse_optional_keyword_or_string_of(
        &mut self,
        kws: &[&'static str],
    ) -> Option<&'static str> {
        if self.p.at(K::String) {
            let text = crate::lexer::unescape_string(self.p.spelling());
            let kw = kws
                .iter()
                .copied()
                .find(|k| k.as_bytes() == text.as_slice())?;
            self.p.bump();
            return Some(kw);
        }
        self.parse_optional_keyword_of(kws)
    }

    /// Consumes any bare identifier if present and returns it.
    pub fn parse_optional_bare_keyword(&mut self) -> Option<&'s str> {
        if self.p.at(K::BareIdent) {
            let t = self.p.bump();
            Some(self.p.text(t))
        } else {
            None
        }
    }

    /// Whether the current token is a string literal.
    pub fn at_string(&self) -> bool {
        self.p.at(K::String)
    }

    /// Consumes a string literal if present and returns its unescaped bytes (MLIR's
    /// `parseOptionalString`).
    pub fn parse_optional_string(&mut self) -> Option<Vec<u8>> {
        if !self.p.at(K::String) {
            return None;
        }
        let text = crate::lexer::unescape_string(self.p.spelling());
        self.p.bump();
        Some(text)
    }

    /// Consumes `|` if present (MLIR's `parseOptionalVerticalBar`).
    pub fn parse_optional_vertical_bar(&mut self) -> bool {
        self.p.eat(K::VerticalBar)
    }

    /// Whether the current token is an integer literal or `-` (MLIR's
    /// `parseOptionalInteger` would start here).
    pub fn at_integer(&self) -> bool {
        self.p.at(K::Integer) || self.p.at(K::Minus)
    }

    /// Consumes an optionally negative integer literal if present (MLIR's
    /// `parseOptionalInteger`); values outside `i128` are an error `integer value too
    /// large`.
    pub fn parse_optional_integer(&mut self) -> PResult<Option<i128>> {
        if !self.at_integer() {
            return Ok(None);
        }
        let start = self.p.tok.start;
        let negative = self.p.eat(K::Minus);
        let t = self.p.expect(K::Integer, "expected integer value")?;
        let text = self.p.text(t);
        let v = match text.strip_prefix("0x") {
            Some(hex) => i128::from_str_radix(hex, 16).ok(),
            None => text.parse::<i128>().ok(),
        };
        match v {
            Some(v) => Ok(Some(if negative { -v } else { v })),
            None => Err(self.p.error_at(start, "integer value too large")),
        }
    }

    // ---- operands ----

    /// Whether the current token is an SSA name `%...`.
    pub fn at_operand(&self) -> bool {
        self.p.at(K::PercentIdent)
    }

    /// `%name` or `%name#N`.
    pub fn parse_operand(&mut self) -> PResult<UnresolvedOperand> {
        let u = self.p.parse_value_use()?;
        Ok(UnresolvedOperand {
            offset: u.offset,
            name_len: u.name.len(),
            number: u.number,
        })
    }

    /// An operand if the current token is `%...`.
    pub fn parse_optional_operand(&mut self) -> PResult<Option<UnresolvedOperand>> {
        if self.p.at(K::PercentIdent) {
            self.parse_operand().map(Some)
        } else {
            Ok(None)
        }
    }

    /// A comma-separated operand list within `delim`.
    pub fn parse_operand_list(&mut self, delim: Delimiter) -> PResult<Vec<UnresolvedOperand>> {
        let mut out = Vec::new();
        self.parse_list(delim, |p| {
            out.push(p.parse_operand()?);
            Ok(())
        })?;
        Ok(out)
    }

    /// A comma-separated list of `elem` within `delim` (MLIR's
    /// `parseCommaSeparatedList`); with [`Delimiter::None`] the list may be empty only if
    /// the first element is not there at all (`elem` decides by failing).
    pub fn parse_list(
        &mut self,
        delim: Delimiter,
        mut elem: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        let (open, close) = match delim {
            Delimiter::None => {
                if !self.p.at(K::PercentIdent) {
                    return Ok(());
                }
                loop {
                    elem(self)?;
                    if !self.p.eat(K::Comma) {
                        return Ok(());
                    }
                }
            }
            Delimiter::Paren => (Punct::LParen, Punct::RParen),
            Delimiter::Square => (Punct::LSquare, Punct::RSquare),
            Delimiter::OptionalParen => {
                if !self.at_punct(Punct::LParen) {
                    return Ok(());
                }
                (Punct::LParen, Punct::RParen)
            }
            Delimiter::OptionalSquare => {
                if !self.at_punct(Punct::LSquare) {
                    return Ok(());
                }
                (Punct::LSquare, Punct::RSquare)
            }
        };
        self.p.expect(
            open.kind(),
            &format!("expected '{}' in operand list", open.spelling()),
        )?;
        if self.p.eat(close.kind()) {
            return Ok(());
        }
        loop {
            elem(self)?;
            if !self.p.eat(K::Comma) {
                break;
            }
        }
        self.p.expect(
            close.kind(),
            &format!("expected '{}' in operand list", close.spelling()),
        )?;
        Ok(())
    }

    fn value_use(&self, u: &UnresolvedOperand) -> ValueUse<'s> {
        let src: &'s str = self.p.src;
        ValueUse {
            name: &src[u.offset + 1..u.offset + 1 + u.name_len],
            number: u.number,
            offset: u.offset,
        }
    }

    /// The source text of an operand's name (without `%`).
    pub fn operand_name(&self, u: &UnresolvedOperand) -> &'s str {
        self.value_use(u).name
    }

    /// Resolves `u` as a value of type `ty` (a forward reference if not yet defined).
    pub fn resolve_operand(&mut self, u: &UnresolvedOperand, ty: Type) -> PResult<ValueId> {
        let v = self.value_use(u);
        self.p.resolve_value(self.body, v, ty)
    }

    /// Resolves `uses` against `types` into `out`; a count mismatch is reported at
    /// `offset` as `number of operands and types do not match: got N operands and M types`.
    pub fn resolve_operands(
        &mut self,
        uses: &[UnresolvedOperand],
        types: &[Type],
        offset: usize,
        out: &mut Vec<ValueId>,
    ) -> PResult<()> {
        if uses.len() != types.len() {
            return Err(self.error_at(
                offset,
                format!(
                    "number of operands and types do not match: got {} operands and {} types",
                    uses.len(),
                    types.len()
                ),
            ));
        }
        for (u, &t) in uses.iter().zip(types) {
            let v = self.resolve_operand(u, t)?;
            out.push(v);
        }
        Ok(())
    }

    /// A comma-separated list of affine expressions over SSA values within `[...]`
    /// (`square`) or `(...)`, as in `affine.load %m[%i + 1, symbol(%n)]` (MLIR's
    /// `parseAffineMapOfSSAIds`): the map and its operands, dimensions first, then symbols.
    pub fn parse_affine_map_of_ssa_ids(
        &mut self,
        square: bool,
    ) -> PResult<(strata_ir::affine::AffineMap, Vec<UnresolvedOperand>)> {
        self.parse_ssa_affine(|store, text, start| {
            crate::affine::parse_affine_map_of_ssa_ids_at(store, text, start, square)
        })
    }

    /// One affine expression over SSA values, without delimiters (MLIR's
    /// `parseAffineExprOfSSAIds`): a one-result map and its operands, dimensions first.
    pub fn parse_affine_expr_of_ssa_ids(
        &mut self,
    ) -> PResult<(strata_ir::affine::AffineMap, Vec<UnresolvedOperand>)> {
        self.parse_ssa_affine(crate::affine::parse_affine_expr_of_ssa_ids_at)
    }

    /// Runs an SSA-id affine parser from the current token and resolves its operand
    /// offsets.
    fn parse_ssa_affine(
        &mut self,
        parse: impl FnOnce(
            &strata_ir::affine::AffineStore,
            &str,
            usize,
        ) -> Result<
            (crate::affine::SsaAffineMap, usize),
            crate::affine::AffineParseError,
        >,
    ) -> PResult<(strata_ir::affine::AffineMap, Vec<UnresolvedOperand>)> {
        let start = self.p.tok.start;
        let src: &'s str = self.p.src;
        let (parsed, end) = parse(self.ctx().affine(), src, start).map_err(|e| {
            // Errors mlir-opt reports right after the first one come out with it.
            let mut d = self.p.error_at(e.offset, e.message);
            for (offset, message) in e.followups {
                d.notes.push(self.p.error_at(offset, message));
            }
            d
        })?;
        self.p.reset_to(end);
        let operands = parsed
            .dims
            .iter()
            .chain(&parsed.symbols)
            .map(|o| UnresolvedOperand {
                offset: o.offset,
                name_len: o.name.len().saturating_sub(1),
                number: o.number as usize,
            })
            .collect();
        Ok((parsed.map, operands))
    }

    // ---- types ----

    /// A type.
    pub fn parse_type(&mut self) -> PResult<Type> {
        self.p.parse_type()
    }

    /// A type if one starts here.
    pub fn parse_optional_type(&mut self) -> PResult<Option<Type>> {
        self.p.parse_optional_type()
    }

    /// `: type`.
    pub fn parse_colon_type(&mut self) -> PResult<Type> {
        self.parse_punct(Punct::Colon)?;
        self.parse_type()
    }

    /// A comma-separated list of at least one type.
    pub fn parse_type_list(&mut self) -> PResult<Vec<Type>> {
        let mut out = vec![self.parse_type()?];
        while self.p.eat(K::Comma) {
            out.push(self.parse_type()?);
        }
        Ok(out)
    }

    /// `: type, type...`.
    pub fn parse_colon_type_list(&mut self) -> PResult<Vec<Type>> {
        self.parse_punct(Punct::Colon)?;
        self.parse_type_list()
    }

    /// A function type `(inputs) -> results`, returned split.
    pub fn parse_function_type(&mut self) -> PResult<(Vec<Type>, Vec<Type>)> {
        let offset = self.offset();
        let ty = self.p.parse_type()?;
        match self.ctx().type_data(ty) {
            TypeData::Function { inputs, results } => Ok((inputs.to_vec(), results.to_vec())),
            _ => Err(self.error_at(offset, "invalid kind of type specified")),
        }
    }

    /// `-> type` or `-> (type, ...)` if an arrow is present (empty otherwise).
    pub fn parse_optional_arrow_type_list(&mut self) -> PResult<Vec<Type>> {
        if !self.p.eat(K::Arrow) {
            return Ok(Vec::new());
        }
        self.p.parse_function_result_types()
    }

    // ---- attributes ----

    /// An attribute (of type `ty` for typed literals, if given).
    pub fn parse_attribute(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        self.p.parse_attribute(ty)
    }

    /// `{name = value, ...}` if present.
    pub fn parse_optional_attr_dict(&mut self) -> PResult<Vec<NamedAttribute>> {
        if self.p.at(K::LBrace) {
            self.p.parse_named_attrs()
        } else {
            Ok(Vec::new())
        }
    }

    /// `attributes {name = value, ...}` if present.
    pub fn parse_optional_attr_dict_with_keyword(&mut self) -> PResult<Vec<NamedAttribute>> {
        if self.p.eat_keyword("attributes") {
            self.p.parse_named_attrs()
        } else {
            Ok(Vec::new())
        }
    }

    /// Adds `entries` to `state`'s attributes (later entries win).
    pub fn add_attributes(&self, state: &mut OperationState, entries: Vec<NamedAttribute>) {
        if entries.is_empty() {
            return;
        }
        let ctx = self.ctx();
        let mut all: Vec<NamedAttribute> = entries;
        for e in ctx.dictionary_entries(state.attributes) {
            if !all.iter().any(|a| a.name == e.name) {
                all.push(*e);
            }
        }
        state.attributes = ctx.dictionary_attr(all);
    }

    /// Sets attribute `name` of `state` (inherent attributes move to properties when the
    /// op is created).
    pub fn add_attribute(&self, state: &mut OperationState, name: &str, value: Attribute) {
        let ctx = self.ctx();
        let entry = NamedAttribute {
            name: ctx.ident(name),
            value,
        };
        self.add_attributes(state, vec![entry]);
    }

    /// `@name` or `@"name"`.
    pub fn parse_symbol_name(&mut self) -> PResult<Identifier> {
        if !self.p.at(K::AtIdent) {
            return Err(self.error_here("expected valid '@'-identifier for symbol name"));
        }
        self.p.parse_symbol_name()
    }

    /// `@name` if present.
    pub fn parse_optional_symbol_name(&mut self) -> PResult<Option<Identifier>> {
        if self.p.at(K::AtIdent) {
            self.parse_symbol_name().map(Some)
        } else {
            Ok(None)
        }
    }

    /// `loc(...)` if present.
    pub fn parse_optional_location(&mut self) -> PResult<Option<Location>> {
        self.p.parse_trailing_location()
    }

    // ---- regions and successors ----

    /// `%name` then, as allowed, `: type`, `{attrs}`, and an optional `loc(...)`.
    pub fn parse_argument(
        &mut self,
        allow_type: bool,
        allow_attrs: bool,
    ) -> PResult<OpAsmArgument> {
        let t = self.p.expect(K::PercentIdent, "expected SSA operand")?;
        if self.p.at(K::HashIdent) && self.p.tok.start == t.end {
            return Err(self.p.error_at(
                self.p.tok.start,
                "result number not allowed in argument list",
            ));
        }
        let name = UnresolvedOperand {
            offset: t.start,
            name_len: t.end - t.start - 1,
            number: 0,
        };
        let ty = if allow_type {
            Some(self.parse_colon_type()?)
        } else {
            None
        };
        let attrs = if allow_attrs && self.p.at(K::LBrace) {
            Some(self.p.parse_dictionary()?)
        } else {
            None
        };
        let loc = self.parse_optional_location()?;
        Ok(OpAsmArgument {
            name: Some(name),
            ty,
            attrs,
            loc,
        })
    }

    /// A region `{...}` whose entry block gets `args` (which must have types), added to
    /// `state`: in its child body when the op is isolated from above.
    pub fn parse_region(
        &mut self,
        state: &mut OperationState,
        args: &[OpAsmArgument],
    ) -> PResult<RegionId> {
        let ctx = self.ctx();
        let isolated = ctx
            .op_info(state.name)
            .is_some_and(|i| i.traits.isolated_from_above);
        let mut resolved = Vec::with_capacity(args.len());
        for a in args {
            let Some(name) = a.name else {
                return Err(self.error_here("expected SSA identifier"));
            };
            let ty = a.ty.unwrap_or_else(|| ctx.none_type());
            let loc = a.loc.unwrap_or_else(|| self.loc_at(name.offset));
            resolved.push((self.value_use(&name), ty, loc));
        }
        let region = if isolated {
            let child = state.child_body.get_or_insert_with(Default::default);
            self.p.parse_region_with_args(child, true, &resolved)?
        } else {
            self.p.parse_region_with_args(self.body, false, &resolved)?
        };
        state.regions.push(region);
        Ok(region)
    }

    /// A region if the current token is `{`.
    pub fn parse_optional_region(
        &mut self,
        state: &mut OperationState,
        args: &[OpAsmArgument],
    ) -> PResult<Option<RegionId>> {
        if self.p.at(K::LBrace) {
            self.parse_region(state, args).map(Some)
        } else {
            Ok(None)
        }
    }

    /// `^name`: a block of the region being parsed (created on first reference).
    pub fn parse_successor(&mut self) -> PResult<BlockId> {
        let t = self.p.expect(K::CaretIdent, "expected block name")?;
        let src: &'s str = self.p.src;
        Ok(self
            .p
            .block_ref(self.body, &src[t.start + 1..t.end], t.start))
    }

    /// A successor if the current token is `^...`.
    pub fn parse_optional_successor(&mut self) -> PResult<Option<BlockId>> {
        if self.p.at(K::CaretIdent) {
            self.parse_successor().map(Some)
        } else {
            Ok(None)
        }
    }
}
