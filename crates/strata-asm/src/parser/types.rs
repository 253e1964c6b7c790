//! Parsing of builtin types, type aliases and dialect types.

use strata_ir::float::FloatKind;
use strata_ir::types::{DYNAMIC, MAX_INTEGER_WIDTH};
use strata_ir::{AttrData, Signedness, Type, TypeData};

use super::{PResult, Parser};
use crate::lexer::TokenKind as K;

/// Result of parsing a dimension list.
pub(crate) struct Dims {
    pub(crate) shape: Vec<i64>,
    pub(crate) scalable: Vec<bool>,
}

impl<'s> Parser<'s, '_> {
    /// type ::= builtin-type | `!` alias | dialect type | function-type
    pub(crate) fn parse_type(&mut self) -> PResult<Type> {
        match self.tok.kind {
            K::LParen => self.parse_function_type(),
            _ => self.parse_non_function_type(),
        }
    }

    /// Like [`Parser::parse_type`] but returns `None` without consuming anything when the
    /// current token cannot start a type.
    pub(crate) fn parse_optional_type(&mut self) -> PResult<Option<Type>> {
        let can_start = match self.tok.kind {
            K::LParen | K::ExclamationIdent => true,
            K::BareIdent => builtin_type_keyword(self.spelling()),
            _ => false,
        };
        if can_start {
            self.parse_type().map(Some)
        } else {
            Ok(None)
        }
    }

    /// `(inputs) -> results`
    pub(crate) fn parse_function_type(&mut self) -> PResult<Type> {
        self.enter()?;
        let r = (|| {
            self.expect(K::LParen, "expected '('")?;
            let mut inputs = Vec::new();
            self.parse_comma_list_until(K::RParen, "expected ')'", |p| {
                inputs.push(p.parse_type()?);
                Ok(())
            })?;
            self.expect(K::Arrow, "expected '->' in function type")?;
            let results = self.parse_function_result_types()?;
            Ok(self.ctx.function_type(&inputs, &results))
        })();
        self.leave();
        r
    }

    /// function-result-type ::= `(` type-list? `)` | non-function-type
    pub(crate) fn parse_function_result_types(&mut self) -> PResult<Vec<Type>> {
        if self.eat(K::LParen) {
            let mut results = Vec::new();
            self.parse_comma_list_until(K::RParen, "expected ')'", |p| {
                results.push(p.parse_type()?);
                Ok(())
            })?;
            Ok(results)
        } else {
            Ok(vec![self.parse_non_function_type()?])
        }
    }

    pub(crate) fn parse_non_function_type(&mut self) -> PResult<Type> {
        match self.tok.kind {
            K::ExclamationIdent => return self.parse_extended_type(),
            K::BareIdent => {}
            _ => return Err(self.error_wrong_token("expected non-function type")),
        }
        let start = self.tok.start;
        let kw = self.spelling();
        if let Some(kind) = FloatKind::from_keyword(kw) {
            self.bump();
            return Ok(self.ctx.float_type(kind));
        }
        match kw {
            "index" => {
                self.bump();
                Ok(self.ctx.index_type())
            }
            "none" => {
                self.bump();
                Ok(self.ctx.none_type())
            }
            "complex" => {
                self.bump();
                self.expect(K::Less, "expected '<' in complex type")?;
                let el_loc = self.tok.start;
                let element = self.parse_nested_type()?;
                self.expect(K::Greater, "expected '>' in complex type")?;
                if !matches!(
                    self.ctx.type_data(element),
                    TypeData::Integer { .. } | TypeData::Float(_)
                ) {
                    return Err(self.error_at(el_loc, "invalid element type for complex"));
                }
                Ok(self.ctx.intern_type(TypeData::Complex(element)))
            }
            "tuple" => {
                self.bump();
                self.expect(K::Less, "expected '<' in tuple type")?;
                let mut elements = Vec::new();
                self.parse_comma_list_until(K::Greater, "expected '>' in tuple type", |p| {
                    elements.push(p.parse_nested_type()?);
                    Ok(())
                })?;
                Ok(self.ctx.tuple_type(&elements))
            }
            "vector" => self.parse_vector_type(),
            "tensor" => self.parse_tensor_type(),
            "memref" => self.parse_memref_type(),
            _ => {
                if let Some(ty) = self.parse_integer_type_keyword(kw, start)? {
                    self.bump();
                    return Ok(ty);
                }
                Err(self.error_wrong_token("expected non-function type"))
            }
        }
    }

    /// A type nested inside another construct (counts towards the nesting limit).
    pub(crate) fn parse_nested_type(&mut self) -> PResult<Type> {
        self.enter()?;
        let r = self.parse_type();
        self.leave();
        r
    }

    fn parse_integer_type_keyword(&self, kw: &str, start: usize) -> PResult<Option<Type>> {
        let (signedness, digits) = if let Some(d) = kw.strip_prefix("si") {
            (Signedness::Signed, d)
        } else if let Some(d) = kw.strip_prefix("ui") {
            (Signedness::Unsigned, d)
        } else if let Some(d) = kw.strip_prefix('i') {
            (Signedness::Signless, d)
        } else {
            return Ok(None);
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Ok(None);
        }
        let Ok(width) = digits.parse::<u32>() else {
            return Err(self.error_at(start, "invalid integer width"));
        };
        if width > MAX_INTEGER_WIDTH {
            return Err(self.error_at(
                start,
                format!("integer bitwidth is limited to {MAX_INTEGER_WIDTH} bits"),
            ));
        }
        Ok(Some(self.ctx.integer_type(width, signedness)))
    }

    /// `!alias`, `!dialect.ident<...>` or `!dialect<"...">`.
    fn parse_extended_type(&mut self) -> PResult<Type> {
        let tok = self.bump();
        let name = &self.text(tok)[1..];
        match name.find('.') {
            None if !self.at(K::Less) || self.tok.start != tok.end => {
                // A type alias.
                match self.type_aliases.get(name) {
                    Some(&ty) => Ok(ty),
                    None => {
                        Err(self.error_at(tok.start, format!("undefined symbol alias id '{name}'")))
                    }
                }
            }
            Some(_) if crate::custom::dialect_type_parser(self.ctx, name).is_some() => {
                // A registered dialect type: its hook parses the parameters.
                let Some(hook) = crate::custom::dialect_type_parser(self.ctx, name) else {
                    return Err(self.error_at(tok.start, "unregistered dialect type"));
                };
                let mut scratch = strata_ir::ir::Body::new();
                let mut p = crate::custom::OpAsmParser::new(self, &mut scratch, tok.start, "");
                hook(&mut p)
            }
            _ => {
                let (dialect, body) = self.parse_dialect_symbol_body(tok)?;
                self.check_dialect_symbol_allowed(tok, dialect, false)?;
                let dialect = self.ctx.ident(dialect);
                Ok(self.ctx.intern_type(TypeData::Opaque {
                    dialect,
                    body: body.into(),
                }))
            }
        }
    }

    /// Parses the body of `!dialect...`/`#dialect...` given its name token; returns the
    /// dialect namespace and the body text (pretty `ident<...>` form, or the unescaped
    /// contents of the opaque `<"...">` form).
    pub(crate) fn parse_dialect_symbol_body(
        &mut self,
        name_tok: crate::lexer::Token,
    ) -> PResult<(&'s str, String)> {
        let full = &self.text(name_tok)[1..];
        let (dialect, ident) = match full.find('.') {
            Some(i) => (&full[..i], &full[i + 1..]),
            None => (full, ""),
        };
        if dialect.is_empty() {
            return Err(self.error_at(name_tok.start + 2, "invalid dialect namespace '\"\"'"));
        }
        // Opaque form `!dialect<body>`: the body is kept verbatim (a string stays quoted).
        if !full.contains('.') {
            if !self.at(K::Less) {
                return Err(self.error_wrong_token("expected '<' in dialect type"));
            }
            let less = self.tok;
            let end = self.skip_balanced_body()?;
            return Ok((dialect, self.src[less.start + 1..end - 1].to_string()));
        }
        // Pretty form: the identifier and an optional balanced `<...>` directly after it.
        let mut body_end = name_tok.end;
        if self.at(K::Less) && self.tok.start == name_tok.end {
            body_end = self.skip_balanced_body()?;
        }
        let body = format!("{}{}", ident, &self.src[name_tok.end..body_end]);
        Ok((dialect, body))
    }

    /// Types and attributes of unknown dialects need `--allow-unregistered-dialect`; the
    /// message quotes them the way mlir-opt does.
    pub(crate) fn check_dialect_symbol_allowed(
        &self,
        name_tok: crate::lexer::Token,
        dialect: &str,
        is_attr: bool,
    ) -> PResult<()> {
        if self.ctx.allows_unregistered_dialects() || self.ctx.is_dialect_registered(dialect) {
            return Ok(());
        }
        let full = &self.text(name_tok)[1..];
        let (data, offset) = match full.find('.') {
            Some(i) => (
                format!(
                    "\"{}{}\"",
                    &full[i + 1..],
                    &self.src[name_tok.end..self.tok.start].trim_end()
                ),
                name_tok.start + 2 + i,
            ),
            None => (
                format!(
                    "\"{}\"",
                    self.src[name_tok.end..self.tok.start]
                        .trim_end()
                        .trim_start_matches('<')
                        .trim_end_matches('>')
                ),
                name_tok.start,
            ),
        };
        const HINT: &str = "If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used";
        let msg = if is_attr {
            format!(
                "#\"{dialect}\"<{data}> : 'none' attribute created with unregistered dialect. {HINT}"
            )
        } else {
            format!("`!\"{dialect}\"<{data}>` type created with unregistered dialect. {HINT}")
        };
        Err(self.error_at(offset, msg))
    }

    /// Skips a balanced `<...>` group starting at the current `<` token at the byte level
    /// (strings respected) and returns the end offset; the parser continues after it.
    fn skip_balanced_body(&mut self) -> PResult<usize> {
        let bytes = self.src.as_bytes();
        let start = self.tok.start;
        let mut stack: Vec<u8> = Vec::new();
        let mut i = start;
        while i < bytes.len() {
            let c = bytes[i];
            match c {
                b'<' | b'(' | b'[' | b'{' => stack.push(c),
                b'>' | b')' | b']' | b'}' => {
                    // `->` inside a body is an arrow, not a closing bracket.
                    if c == b'>' && i > 0 && bytes[i - 1] == b'-' {
                        i += 1;
                        continue;
                    }
                    let open = match c {
                        b'>' => b'<',
                        b')' => b'(',
                        b']' => b'[',
                        _ => b'{',
                    };
                    match stack.last() {
                        Some(&top) if top == open => {
                            stack.pop();
                        }
                        Some(&top) => {
                            return Err(self.error_at(
                                i,
                                format!(
                                    "unbalanced '{}' character in pretty dialect name",
                                    top as char
                                ),
                            ));
                        }
                        None => {
                            return Err(self.error_at(
                                i,
                                format!(
                                    "unbalanced '{}' character in pretty dialect name",
                                    c as char
                                ),
                            ));
                        }
                    }
                    if stack.is_empty() {
                        self.reset_to(i + 1);
                        return Ok(i + 1);
                    }
                }
                b'"' => {
                    let quote = i;
                    i += 1;
                    while i < bytes.len() && bytes[i] != b'"' {
                        if matches!(bytes[i], b'\n' | b'\r') {
                            break;
                        }
                        if bytes[i] == b'\\' {
                            i += 1;
                        }
                        i += 1;
                    }
                    if i >= bytes.len() || bytes[i] != b'"' {
                        return Err(self.error_at(quote, "expected '\"' in string literal"));
                    }
                }
                _ => {}
            }
            if stack.len() > super::MAX_NESTING {
                return Err(self.error_at(i, "nesting is too deep"));
            }
            i += 1;
        }
        let top = stack.last().copied().unwrap_or(b'<') as char;
        Err(self.error_at(
            start,
            format!("unbalanced '{top}' character in pretty dialect name"),
        ))
    }

    /// Parses `dim (x dim)* x` (each followed by an `x`), stopping before the element type.
    /// `allow_dynamic` permits `?`; `allow_scalable` permits `[n]`.
    pub(crate) fn parse_dimension_list(
        &mut self,
        allow_dynamic: bool,
        allow_scalable: bool,
    ) -> PResult<Dims> {
        let mut dims = Dims {
            shape: Vec::new(),
            scalable: Vec::new(),
        };
        loop {
            let scalable = allow_scalable && self.at(K::LSquare);
            if scalable {
                self.bump();
            }
            let dim = if self.at(K::Question) {
                if !allow_dynamic {
                    break;
                }
                self.bump();
                DYNAMIC
            } else if self.at(K::Integer) {
                let text = self.spelling();
                if text.len() > 1 && text.as_bytes()[1] == b'x' {
                    // `0xf32` lexed as a hex number: it is the dimension `0` then `xf32`.
                    let start = self.tok.start;
                    self.reset_to(start + 1);
                    0
                } else {
                    let v = text
                        .parse::<i64>()
                        .map_err(|_| self.error_here("invalid dimension"))?;
                    self.bump();
                    v
                }
            } else if scalable {
                return Err(self.error_here("expected integer value"));
            } else {
                break;
            };
            if scalable {
                self.expect(K::RSquare, "missing ']' closing scalable dimension")?;
            }
            dims.shape.push(dim);
            dims.scalable.push(scalable);
            if !self.eat_dimension_x() {
                return Err(self.error_here("expected 'x' in dimension list"));
            }
        }
        Ok(dims)
    }

    /// Consumes the `x` separating dimensions (the lexer sees `x8xf32` as one identifier).
    fn eat_dimension_x(&mut self) -> bool {
        if self.at(K::BareIdent) && self.spelling().starts_with('x') {
            let start = self.tok.start;
            self.reset_to(start + 1);
            true
        } else {
            false
        }
    }

    fn parse_vector_type(&mut self) -> PResult<Type> {
        // Type verification errors point at the `vector` keyword, as in mlir-opt.
        let dims_start = self.tok.start;
        self.bump();
        self.expect(K::Less, "expected '<' in vector type")?;
        let dims = self.parse_dimension_list(false, true)?;
        if dims.shape.iter().any(|&d| d <= 0) {
            let sizes: Vec<String> = dims.shape.iter().map(|d| d.to_string()).collect();
            return Err(self.error_at(
                dims_start,
                format!(
                    "vector types must have positive constant sizes but got {}",
                    sizes.join(", ")
                ),
            ));
        }
        let element = self.parse_nested_type()?;
        self.expect(K::Greater, "expected '>' in vector type")?;
        if !self.ctx.is_valid_vector_element(element) {
            return Err(self.error_at(
                dims_start,
                "failed to verify 'elementType': VectorElementTypeInterface instance",
            ));
        }
        Ok(self.ctx.intern_type(TypeData::Vector {
            shape: dims.shape.into(),
            scalable: dims.scalable.into(),
            element,
        }))
    }

    fn parse_tensor_type(&mut self) -> PResult<Type> {
        self.bump();
        self.expect(K::Less, "expected '<' in tensor type")?;
        if self.eat(K::Star) {
            if !self.eat_dimension_x() {
                return Err(self.error_here("expected 'x' in dimension list"));
            }
            let el_loc = self.tok.start;
            let element = self.parse_nested_type()?;
            self.expect(K::Greater, "expected '>' in tensor type")?;
            self.check_tensor_element(element, el_loc)?;
            return Ok(self.ctx.intern_type(TypeData::UnrankedTensor { element }));
        }
        let dims_start = self.tok.start;
        let dims = self.parse_dimension_list(true, false)?;
        if dims.shape.iter().any(|&d| d < 0 && d != DYNAMIC) {
            return Err(self.error_at(dims_start, "invalid tensor dimension size"));
        }
        let el_loc = self.tok.start;
        let element = self.parse_nested_type()?;
        let encoding = if self.eat(K::Comma) {
            Some(self.parse_nested_attribute(None)?)
        } else {
            None
        };
        self.expect(K::Greater, "expected '>' in tensor type")?;
        self.check_tensor_element(element, el_loc)?;
        Ok(self.ctx.intern_type(TypeData::RankedTensor {
            shape: dims.shape.into(),
            element,
            encoding,
        }))
    }

    fn check_tensor_element(&self, element: Type, loc: usize) -> PResult<()> {
        if self.ctx.is_valid_tensor_element(element) {
            Ok(())
        } else {
            Err(self.error_at(loc, "invalid tensor element type"))
        }
    }

    fn parse_memref_type(&mut self) -> PResult<Type> {
        // As in mlir-opt, errors found when building the type point at the keyword; those
        // found while parsing point at the current token.
        let kw_start = self.tok.start;
        self.bump();
        self.expect(K::Less, "expected '<' in memref type")?;
        let unranked = self.eat(K::Star);
        let dims = if unranked {
            if !self.eat_dimension_x() {
                return Err(self.error_here("expected 'x' in dimension list"));
            }
            None
        } else {
            Some(self.parse_dimension_list(true, false)?)
        };
        let el_loc = self.tok.start;
        let element = self.parse_nested_type()?;
        if !self.ctx.is_valid_memref_element(element) {
            return Err(self.error_at(el_loc, "invalid memref element type"));
        }
        let mut layout = None;
        let mut memory_space = None;
        let mut unranked_layout = false;
        let mut first = true;
        while self.at(K::Comma) {
            let comma = self.bump();
            if first && self.at(K::Greater) {
                // mlir-opt points just after the comma.
                return Err(self.error_at(comma.end, "expected list element"));
            }
            first = false;
            let attr = self.parse_nested_attribute(None)?;
            let is_layout = matches!(
                self.ctx.attr_data(attr),
                AttrData::AffineMap(_) | AttrData::Strided { .. }
            );
            if is_layout {
                unranked_layout |= unranked;
                if memory_space.is_some() {
                    return Err(self.error_here("expected memory space to be last in memref type"));
                }
                layout = Some((attr, kw_start));
            } else {
                if memory_space.is_some() {
                    return Err(self.error_here("multiple memory spaces specified in memref type"));
                }
                memory_space = Some(attr);
            }
        }
        if unranked_layout {
            return Err(self.error_here("cannot have affine map for unranked memref type"));
        }
        self.expect(K::Greater, "expected '>' in memref type")?;
        if memory_space.is_some_and(|a| !self.is_supported_memory_space(a)) {
            return Err(self.error_at(kw_start, "unsupported memory space Attribute"));
        }
        let memory_space = memory_space.filter(|&a| !self.is_default_memory_space(a));
        let Some(dims) = dims else {
            return Ok(self.ctx.intern_type(TypeData::UnrankedMemRef {
                element,
                memory_space,
            }));
        };
        if dims.shape.iter().any(|&d| d < 0 && d != DYNAMIC) {
            return Err(self.error_at(el_loc, "invalid memref size"));
        }
        let layout = match layout {
            Some((attr, loc)) => self.check_memref_layout(attr, dims.shape.len(), loc)?,
            None => None,
        };
        Ok(self.ctx.intern_type(TypeData::MemRef {
            shape: dims.shape.into(),
            element,
            layout,
            memory_space,
        }))
    }

    /// Memory spaces MLIR accepts: integers, strings, dictionaries (and attributes of
    /// registered non-builtin dialects, of which Strata has none yet).
    fn is_supported_memory_space(&self, attr: strata_ir::Attribute) -> bool {
        matches!(
            self.ctx.attr_data(attr),
            AttrData::Integer { .. } | AttrData::String { .. } | AttrData::Dictionary(_)
        )
    }

    /// An integer memory space `0` is the default space and is dropped, like in MLIR.
    fn is_default_memory_space(&self, attr: strata_ir::Attribute) -> bool {
        matches!(self.ctx.attr_data(attr), AttrData::Integer { value, .. } if value.is_zero())
    }

    /// Validates a memref layout; identity affine maps become `None`.
    fn check_memref_layout(
        &self,
        attr: strata_ir::Attribute,
        rank: usize,
        loc: usize,
    ) -> PResult<Option<strata_ir::Attribute>> {
        match self.ctx.attr_data(attr) {
            AttrData::AffineMap(map) => {
                let data = self.ctx.affine().map_data(*map);
                if data.num_dims as usize != rank {
                    return Err(self.error_at(
                        loc,
                        "memref layout mismatch between rank and affine map: ".to_string()
                            + &format!("{} != {}", rank, data.num_dims),
                    ));
                }
                if self.ctx.affine().is_identity(*map) {
                    return Ok(None);
                }
                Ok(Some(attr))
            }
            AttrData::Strided { strides, .. } => {
                if strides.len() != rank {
                    return Err(
                        self.error_at(loc, "expected the number of strides to match the rank")
                    );
                }
                Ok(Some(attr))
            }
            _ => Ok(Some(attr)),
        }
    }

    /// How a type is quoted in diagnostics: `'i32'`.
    pub(crate) fn type_for_message(&self, ty: Type) -> String {
        format!("'{}'", crate::printer::type_to_string(self.ctx, ty))
    }
}

/// Whether `kw` is a keyword that starts a builtin type.
pub(crate) fn builtin_type_keyword(kw: &str) -> bool {
    matches!(
        kw,
        "index" | "none" | "complex" | "tuple" | "vector" | "tensor" | "memref"
    ) || FloatKind::from_keyword(kw).is_some()
        || ["i", "si", "ui"].iter().any(|p| {
            kw.strip_prefix(p)
                .is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
        })
}
