//! Parsing of builtin attributes, attribute aliases and dialect attributes.

use strata_ir::apint::{ApInt, LiteralTarget};
use strata_ir::types::DYNAMIC;
use strata_ir::{AttrData, Attribute, NamedAttribute, Signedness, Type, TypeData};

use super::{PResult, Parser};
use crate::lexer::{TokenKind as K, unescape_string};

impl<'s> Parser<'s, '_> {
    /// An attribute nested in another construct (counts towards the nesting limit).
    pub(crate) fn parse_nested_attribute(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        self.enter()?;
        let r = self.parse_attribute(ty);
        self.leave();
        r
    }

    /// attribute-value; `ty` is a type the context already implies (then no `: type`).
    pub(crate) fn parse_attribute(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let ctx = self.ctx;
        match self.tok.kind {
            K::LSquare => {
                self.bump();
                let mut elements = Vec::new();
                self.parse_list_until(K::RSquare, true, |p| {
                    elements.push(p.parse_nested_attribute(None)?);
                    Ok(())
                })?;
                Ok(ctx.array_attr(&elements))
            }
            K::LBrace => self.parse_dictionary(),
            K::AtIdent => self.parse_symbol_ref(),
            K::HashIdent => self.parse_extended_attr(ty),
            K::String => {
                let t = self.bump();
                let value = unescape_string(self.text(t));
                let ty = if self.eat(K::Colon) {
                    self.parse_type()?
                } else {
                    ctx.none_type()
                };
                Ok(ctx.intern_attr(AttrData::String {
                    value: value.into(),
                    ty,
                }))
            }
            K::Minus | K::Integer | K::Float => self.parse_number_attr(ty),
            K::BareIdent => self.parse_keyword_attr(ty),
            K::LParen if self.options.legacy_syntax() => self.parse_legacy_paren_attr(),
            K::LParen | K::ExclamationIdent => {
                let t = self.parse_type()?;
                Ok(ctx.type_attr(t))
            }
            _ => Err(self.error_wrong_token("expected attribute value")),
        }
    }

    /// Old text at `(`: a function type, or an affine map or integer set without its
    /// `affine_map<...>` / `affine_set<...>` wrapper (`(d0)[s0] -> (s0 - d0 - 1)`). The
    /// type is tried first (a map whose identifiers are type names is absurd); when both
    /// fail, the error of the reading that got further is reported.
    fn parse_legacy_paren_attr(&mut self) -> PResult<Attribute> {
        let start = self.tok.start;
        let type_error = match self.parse_type() {
            Ok(t) => return Ok(self.ctx.type_attr(t)),
            Err(e) => (self.tok.start, e),
        };
        let parsed = crate::affine::parse_bare_map_or_set(self.ctx.affine(), &self.src[start..]);
        match parsed {
            Ok((value, consumed)) => {
                self.reset_to(start + consumed);
                Ok(match value {
                    crate::affine::MapOrSet::Map(m) => self.ctx.intern_attr(AttrData::AffineMap(m)),
                    crate::affine::MapOrSet::Set(s) => {
                        self.ctx.intern_attr(AttrData::IntegerSet(s))
                    }
                })
            }
            Err(e) if start + e.offset > type_error.0 => {
                self.reset_to(start);
                Err(self.error_at(start + e.offset, e.message))
            }
            Err(_) => Err(type_error.1),
        }
    }

    fn parse_keyword_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let ctx = self.ctx;
        match self.spelling() {
            "true" | "false" => {
                let v = self.spelling() == "true";
                self.bump();
                Ok(ctx.integer_attr(ctx.builtin_types().i1, ApInt::from_u64(1, v as u64)))
            }
            "unit" => {
                self.bump();
                Ok(ctx.unit_attr())
            }
            "affine_map" | "affine_set" => self.parse_affine_attr(),
            "array" => self.parse_dense_array(),
            "dense" => self.parse_dense_elements(ty),
            "dense_resource" => self.parse_dense_resource(ty),
            "sparse" => self.parse_sparse(ty),
            "strided" => self.parse_strided(),
            "offset" if self.options.legacy_syntax() => self.parse_legacy_strided(),
            "distinct" => self.parse_distinct(),
            "loc" => {
                let loc = self.parse_location_literal()?;
                Ok(loc.attr(ctx))
            }
            _ => {
                if let Some(t) = self.parse_optional_type()? {
                    return Ok(ctx.type_attr(t));
                }
                Err(self.error_wrong_token("expected attribute value"))
            }
        }
    }

    /// `{` (name (`=` attribute)?)* `}`
    pub(crate) fn parse_dictionary(&mut self) -> PResult<Attribute> {
        let entries = self.parse_named_attrs()?;
        Ok(self.ctx.dictionary_attr(entries))
    }

    /// The entries of a `{...}` dictionary, checking for duplicate names.
    pub(crate) fn parse_named_attrs(&mut self) -> PResult<Vec<NamedAttribute>> {
        self.expect(K::LBrace, "expected '{' in attribute dictionary")?;
        let mut entries: Vec<NamedAttribute> = Vec::new();
        let mut seen = rustc_hash::FxHashSet::default();
        self.parse_comma_list_until(K::RBrace, "expected '}' in attribute dictionary", |p| {
            let name_tok = p.tok;
            let name = match p.tok.kind {
                K::String => {
                    let bytes = unescape_string(p.spelling());
                    if bytes.is_empty() {
                        return Err(p.error_here("expected valid attribute name"));
                    }
                    p.ctx.ident_bytes(&bytes)
                }
                K::BareIdent => p.ctx.ident(p.spelling()),
                _ => return Err(p.error_wrong_token("expected attribute name")),
            };
            p.bump();
            if !seen.insert(name) {
                return Err(p.error_at(
                    name_tok.start,
                    format!(
                        "duplicate key '{}' in dictionary attribute",
                        p.ctx.ident_str(name)
                    ),
                ));
            }
            let value = if p.eat(K::Equal) {
                p.parse_nested_attribute(None)?
            } else {
                p.ctx.unit_attr()
            };
            entries.push(NamedAttribute { name, value });
            Ok(())
        })?;
        Ok(entries)
    }

    fn parse_symbol_ref(&mut self) -> PResult<Attribute> {
        let root = self.parse_symbol_name()?;
        let mut nested = Vec::new();
        while self.at(K::ColonColon) {
            self.bump();
            if !self.at(K::AtIdent) {
                return Err(self.error_here("expected nested symbol reference identifier"));
            }
            nested.push(self.parse_symbol_name()?);
        }
        Ok(self.ctx.intern_attr(AttrData::SymbolRef {
            root,
            nested: nested.into(),
        }))
    }

    /// `@name` or `@"quoted name"`.
    pub(crate) fn parse_symbol_name(&mut self) -> PResult<strata_ir::Identifier> {
        let t = self.expect(K::AtIdent, "expected symbol name")?;
        let text = &self.text(t)[1..];
        if text.starts_with('"') {
            Ok(self.ctx.ident_bytes(&unescape_string(text)))
        } else {
            Ok(self.ctx.ident(text))
        }
    }

    /// `#alias`, `#dialect.name<...>`, `#dialect<"...">`.
    fn parse_extended_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let tok = self.bump();
        let name = &self.text(tok)[1..];
        if !name.contains('.') && (!self.at(K::Less) || self.tok.start != tok.end) {
            return match self.attr_aliases.get(name) {
                Some(&a) => Ok(a),
                None => {
                    Err(self.error_at(tok.start, format!("undefined symbol alias id '{name}'")))
                }
            };
        }
        if let Some(hook) = crate::custom::dialect_attr_parser(self.ctx, name) {
            // A registered dialect attribute (`attr_def!`): its hook parses the parameters;
            // a trailing `: type` is parsed and dropped, as upstream does for attributes
            // without a type parameter.
            let mut scratch = strata_ir::ir::Body::new();
            let mut p = crate::custom::OpAsmParser::new(self, &mut scratch, tok.start, "");
            let attr = hook(&mut p)?;
            if ty.is_none() && self.eat(K::Colon) {
                self.parse_type()?;
            }
            return Ok(attr);
        }
        let (dialect, body) = self.parse_dialect_symbol_body(tok)?;
        self.check_dialect_symbol_allowed(tok, dialect, true)?;
        let dialect = self.ctx.ident(dialect);
        let ty = match ty {
            Some(t) => Some(t),
            None if self.eat(K::Colon) => Some(self.parse_type()?),
            None => None,
        };
        Ok(self.ctx.intern_attr(AttrData::Opaque {
            dialect,
            body: body.into(),
            ty,
        }))
    }

    /// Integer, float, or hex-float literal, optionally negated and typed.
    fn parse_number_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let ctx = self.ctx;
        let negative = self.eat(K::Minus);
        let tok = self.tok;
        match tok.kind {
            K::Float => {
                self.bump();
                let ty = match ty {
                    Some(t) => t,
                    None if self.eat(K::Colon) => self.parse_type()?,
                    None => ctx.builtin_types().f64,
                };
                let Some(kind) = ctx.float_kind(ty) else {
                    return Err(self.error_at(
                        tok.start,
                        "floating point value not valid for specified type",
                    ));
                };
                let bits = strata_ir::float::parse_decimal(kind, self.text(tok), negative)
                    .map_err(|e| self.error_at(tok.start, e.to_string()))?;
                Ok(ctx.intern_attr(AttrData::Float { ty, bits }))
            }
            K::Integer => {
                self.bump();
                let ty = match ty {
                    Some(t) => t,
                    None if self.eat(K::Colon) => self.parse_type()?,
                    None => ctx.builtin_types().i64,
                };
                if let Some(kind) = ctx.float_kind(ty) {
                    let bits = self.parse_hex_float(kind, tok, negative)?;
                    return Ok(ctx.intern_attr(AttrData::Float { ty, bits }));
                }
                let value = self.parse_int_literal(tok, negative, ty)?;
                Ok(ctx.integer_attr(ty, value))
            }
            _ => Err(self.error_here("expected constant integer or floating point value")),
        }
    }

    /// The integer value of token `tok` for integer or index type `ty`.
    pub(crate) fn parse_int_literal(
        &self,
        tok: crate::lexer::Token,
        negative: bool,
        ty: Type,
    ) -> PResult<ApInt> {
        let target = match self.ctx.type_data(ty) {
            TypeData::Integer {
                width,
                signedness: Signedness::Signless,
            } => LiteralTarget::Signless(*width),
            TypeData::Integer {
                width,
                signedness: Signedness::Signed,
            } => LiteralTarget::Signed(*width),
            TypeData::Integer {
                width,
                signedness: Signedness::Unsigned,
            } => LiteralTarget::Unsigned(*width),
            TypeData::Index => LiteralTarget::Index,
            _ => {
                return Err(
                    self.error_at(tok.start, "integer literal not valid for specified type")
                );
            }
        };
        ApInt::parse_literal(self.text(tok), negative, target)
            .map_err(|e| self.error_at(tok.start, e.message()))
    }

    /// A float given by its bit pattern as a hexadecimal integer literal.
    pub(crate) fn parse_hex_float(
        &self,
        kind: strata_ir::float::FloatKind,
        tok: crate::lexer::Token,
        negative: bool,
    ) -> PResult<u128> {
        use strata_ir::float::FloatLiteralError;
        strata_ir::float::from_hex_literal(kind, self.text(tok), negative).map_err(|e| {
            let d = self.error_at(tok.start, e.message());
            if e == FloatLiteralError::DecimalInteger {
                d.with_note(strata_ir::diagnostics::Diagnostic::note(
                    self.loc_at(tok.start),
                    FloatLiteralError::NOTE_ADD_DOT,
                ))
            } else {
                d
            }
        })
    }

    fn parse_affine_attr(&mut self) -> PResult<Attribute> {
        let is_set = self.spelling() == "affine_set";
        self.bump();
        if !self.at(K::Less) {
            return Err(self.error_here(if is_set {
                "expected '<' in integer set"
            } else {
                "expected '<' in affine map"
            }));
        }
        let body_start = self.tok.end;
        let parsed = crate::affine::parse_affine_map_or_set(
            self.ctx.affine(),
            &self.src[body_start..],
            if is_set {
                crate::affine::AffineSyntax::Set
            } else {
                crate::affine::AffineSyntax::Map
            },
        )
        .map_err(|e| {
            let mut d = self.error_at(body_start + e.offset, e.message);
            for (offset, message) in e.followups {
                d.notes.push(self.error_at(body_start + offset, message));
            }
            d
        })?;
        let (value, consumed) = parsed;
        self.reset_to(body_start + consumed);
        Ok(match value {
            crate::affine::MapOrSet::Map(m) => self.ctx.intern_attr(AttrData::AffineMap(m)),
            crate::affine::MapOrSet::Set(s) => self.ctx.intern_attr(AttrData::IntegerSet(s)),
        })
    }

    /// `strided<[s0, s1, ...]>` or `strided<[...], offset: o>`.
    fn parse_strided(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(K::Less, "expected '<' after 'strided'")?;
        self.expect(K::LSquare, "expected '['")?;
        let mut strides = Vec::new();
        self.parse_comma_list_until(K::RSquare, "expected ']'", |p| {
            strides.push(p.parse_strided_value("stride")?);
            Ok(())
        })?;
        let mut offset = 0;
        if !self.eat(K::Greater) {
            let comma = self.expect(K::Comma, "expected ','")?;
            if !self.eat_keyword("offset") {
                // mlir-opt points just after the comma.
                return Err(self.error_at(comma.end, "expected 'offset' after comma"));
            }
            self.expect(K::Colon, "expected ':' after 'offset'")?;
            offset = self.parse_strided_value("offset")?;
            self.expect(K::Greater, "expected '>'")?;
        }
        Ok(self.ctx.intern_attr(AttrData::Strided {
            strides: strides.into(),
            offset,
        }))
    }

    /// Old MLIR's strided layout `offset: o, strides: [s0, s1, ...]` (today's
    /// `strided<[s0, s1, ...], offset: o>`); the comma may be left out, as the seeds do.
    fn parse_legacy_strided(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(K::Colon, "expected ':' after 'offset'")?;
        let offset = self.parse_strided_value("offset")?;
        self.eat(K::Comma);
        if !self.eat_keyword("strides") {
            return Err(self.error_here("expected 'strides' after offset"));
        }
        self.expect(K::Colon, "expected ':' after 'strides'")?;
        self.expect(K::LSquare, "expected '['")?;
        let mut strides = Vec::new();
        self.parse_comma_list_until(K::RSquare, "expected ']'", |p| {
            strides.push(p.parse_strided_value("stride")?);
            Ok(())
        })?;
        Ok(self.ctx.intern_attr(AttrData::Strided {
            strides: strides.into(),
            offset,
        }))
    }

    fn parse_strided_value(&mut self, what: &str) -> PResult<i64> {
        if self.eat(K::Question) {
            return Ok(DYNAMIC);
        }
        let negative = self.eat(K::Minus);
        let t = self.expect(K::Integer, "expected a 64-bit signed integer or '?'")?;
        let v = self
            .text(t)
            .parse::<i128>()
            .ok()
            .map(|v| if negative { -v } else { v });
        match v.and_then(|v| i64::try_from(v).ok()) {
            Some(v) if v != DYNAMIC => Ok(v),
            _ => Err(self.error_at(
                t.start,
                format!("expected a 64-bit signed integer or '?' for {what}"),
            )),
        }
    }

    /// `distinct[N]<attr>`.
    fn parse_distinct(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(K::LSquare, "expected '[' after 'distinct'")?;
        let t = self.expect(K::Integer, "expected distinct ID")?;
        let id: u64 = self
            .text(t)
            .parse()
            .map_err(|_| self.error_at(t.start, "expected an unsigned 64-bit integer"))?;
        self.expect(K::RSquare, "expected ']' to close distinct ID")?;
        self.expect(K::Less, "expected '<' after distinct ID")?;
        let referenced = if self.at(K::Greater) {
            self.ctx.unit_attr()
        } else {
            self.parse_nested_attribute(None)?
        };
        self.expect(K::Greater, "expected '>' to close distinct attribute")?;
        // Each textual id denotes one distinct attribute within a file.
        let key = (id, referenced);
        if let Some(&(attr, prev_ref)) = self.ops.distinct.get(&id) {
            if prev_ref != referenced {
                return Err(self.error_at(
                    t.start,
                    "referenced attribute does not match previous definition",
                ));
            }
            return Ok(attr);
        }
        let fresh = self.ctx.fresh_distinct_id();
        let attr = self.ctx.intern_attr(AttrData::Distinct {
            id: fresh,
            referenced: key.1,
        });
        self.ops.distinct.insert(id, (attr, referenced));
        Ok(attr)
    }
}
