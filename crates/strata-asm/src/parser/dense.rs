//! Parsing of `array<...>`, `dense<...>`, `dense_resource<...>` and `sparse<...>`.

use strata_ir::apint::ApInt;
use strata_ir::attributes::DenseData;
use strata_ir::{AttrData, Attribute, Type, TypeData};

use super::{PResult, Parser};
use crate::lexer::{Token, TokenKind as K, unescape_string};

/// One scalar of an elements literal, as written.
#[derive(Clone, Copy)]
enum Scalar {
    /// `[-]int`, `[-]float`, `true`, `false`: sign and token.
    Number { negative: bool, tok: Token },
    /// `(re, im)`.
    Complex {
        re: (bool, Token),
        im: (bool, Token),
    },
    /// A string token.
    Str(Token),
}

/// An elements literal: the scalars in row-major order and the shape implied by brackets.
struct Literal {
    scalars: Vec<Scalar>,
    shape: Vec<i64>,
    /// Whether the literal was a bare scalar (a splat).
    splat: bool,
    /// A `"0x..."` hex payload instead of scalars.
    hex: Option<Token>,
}

impl<'s> Parser<'s, '_> {
    /// `array<i32: 1, 2>`.
    pub(crate) fn parse_dense_array(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(K::Less, "expected '<' after 'array'")?;
        let el_loc = self.tok.start;
        let element = self.parse_nested_type()?;
        let ctx = self.ctx;
        let width = match ctx.type_data(element) {
            TypeData::Integer { width, .. } => *width,
            TypeData::Float(kind) => kind.bit_width(),
            _ => {
                let got = self.type_for_message(element);
                return Err(self.error_at(
                    el_loc,
                    format!("expected integer or float type, got: {got}"),
                ));
            }
        };
        if width != 1 && width % 8 != 0 {
            return Err(self.error_at(el_loc, "element type bitwidth must be a multiple of 8"));
        }
        let bytes = ctx.dense_element_bytes(element).unwrap_or(1);
        let mut raw = Vec::new();
        let mut len = 0usize;
        if !self.eat(K::Greater) {
            self.expect(K::Colon, "expected ':' after dense array type")?;
            let is_float = ctx.float_kind(element).is_some();
            loop {
                self.parse_dense_array_element(&mut raw, element, bytes, is_float)?;
                len += 1;
                if !self.eat(K::Comma) {
                    break;
                }
            }
            self.expect(K::Greater, "expected '>' to close an array attribute")?;
        }
        Ok(ctx.intern_attr(AttrData::DenseArray {
            element,
            len,
            raw: raw.into(),
        }))
    }

    fn parse_dense_array_element(
        &mut self,
        raw: &mut Vec<u8>,
        element: Type,
        bytes: usize,
        is_float: bool,
    ) -> PResult<()> {
        let negative = self.eat(K::Minus);
        let tok = self.tok;
        let is_i1 = matches!(
            self.ctx.type_data(element),
            TypeData::Integer { width: 1, .. }
        );
        match tok.kind {
            K::BareIdent if matches!(self.spelling(), "true" | "false") => {
                if !is_i1 {
                    return Err(self.error_here("expected i1 type for 'true' or 'false' values"));
                }
                self.bump();
                raw.push((self.text(tok) == "true") as u8);
                Ok(())
            }
            K::Integer if is_i1 => {
                Err(self.error_here("expected 'true' or 'false' values for i1 type"))
            }
            K::Integer | K::Float if is_float => {
                self.bump();
                self.push_number(raw, element, bytes, negative, tok)
            }
            K::Integer => {
                self.bump();
                let value = self
                    .parse_int_literal(tok, negative, element)
                    .map_err(|_| self.error_at(tok.start, "integer constant out of range"))?;
                push_apint(raw, &value, bytes);
                Ok(())
            }
            _ if is_float => Err(self.error_here("expected float literal")),
            _ => Err(self.error_here("expected integer literal")),
        }
    }

    /// `dense<literal> : shaped-type`.
    pub(crate) fn parse_dense_elements(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let kw = self.bump();
        self.expect(K::Less, "expected '<' after 'dense'")?;
        let empty = self.at(K::Greater);
        let lit = if empty {
            Literal {
                scalars: Vec::new(),
                shape: vec![0],
                splat: false,
                hex: None,
            }
        } else {
            self.parse_elements_literal()?
        };
        self.expect(K::Greater, "expected '>'")?;
        let ty = self.parse_elements_type(ty, kw.start)?;
        // `dense<>` is the empty literal of any type with no elements.
        let mut lit = lit;
        if empty && self.ctx.num_elements(ty) == Some(0) {
            lit.shape = self.ctx.type_data(ty).shape().unwrap_or(&[]).to_vec();
        }
        self.build_dense(ty, lit, kw.start)
    }

    /// The `: type` after an elements literal, checked to be a statically shaped tensor or
    /// vector.
    fn parse_elements_type(&mut self, ty: Option<Type>, at: usize) -> PResult<Type> {
        let ty = match ty {
            Some(t) => t,
            None => {
                self.expect(K::Colon, "expected ':'")?;
                self.parse_type()?
            }
        };
        match self.ctx.type_data(ty) {
            TypeData::RankedTensor { shape, .. }
            | TypeData::Vector { shape, .. }
            | TypeData::MemRef { shape, .. } => {
                if shape.iter().any(|&d| d < 0) {
                    return Err(self.error_at(at, "elements literal type must have static shape"));
                }
                Ok(ty)
            }
            TypeData::UnrankedTensor { .. } => {
                Err(self.error_at(at, "elements literal type must have static shape"))
            }
            _ => Err(self.error_at(at, "elements literal must be a shaped type")),
        }
    }

    fn parse_elements_literal(&mut self) -> PResult<Literal> {
        if self.at(K::String) && self.spelling().starts_with("\"0x") {
            let t = self.bump();
            return Ok(Literal {
                scalars: Vec::new(),
                shape: Vec::new(),
                splat: false,
                hex: Some(t),
            });
        }
        if !self.at(K::LSquare) {
            let s = self.parse_scalar()?;
            return Ok(Literal {
                scalars: vec![s],
                shape: Vec::new(),
                splat: true,
                hex: None,
            });
        }
        let mut lit = Literal {
            scalars: Vec::new(),
            shape: Vec::new(),
            splat: false,
            hex: None,
        };
        let mut shape = Vec::new();
        let mut leaf_depth = None;
        let start = self.tok.start;
        self.parse_literal_list(0, &mut lit.scalars, &mut shape, &mut leaf_depth)?;
        if leaf_depth.is_some_and(|d| d != shape.len()) {
            return Err(self.error_at(
                start,
                "tensor literal is invalid; ranks are not consistent between elements",
            ));
        }
        lit.shape = shape.into_iter().map(|d| d.unwrap_or(0)).collect();
        Ok(lit)
    }

    /// One bracketed list at `depth`; records the length of each level in `shape` and the
    /// depth where scalars appear in `leaf_depth`, rejecting ragged literals.
    fn parse_literal_list(
        &mut self,
        depth: usize,
        scalars: &mut Vec<Scalar>,
        shape: &mut Vec<Option<i64>>,
        leaf_depth: &mut Option<usize>,
    ) -> PResult<()> {
        const RAGGED: &str = "tensor literal is invalid; ranks are not consistent between elements";
        self.enter()?;
        self.expect(K::LSquare, "expected '['")?;
        let mut n = 0i64;
        if !self.at(K::RSquare) {
            loop {
                if self.at(K::LSquare) {
                    if leaf_depth.is_some_and(|d| d <= depth) {
                        return Err(self.error_here(RAGGED));
                    }
                    self.parse_literal_list(depth + 1, scalars, shape, leaf_depth)?;
                } else {
                    if leaf_depth.is_some_and(|d| d != depth + 1) || shape.len() > depth + 1 {
                        return Err(self.error_here(RAGGED));
                    }
                    *leaf_depth = Some(depth + 1);
                    scalars.push(self.parse_scalar()?);
                }
                n += 1;
                if !self.eat(K::Comma) {
                    break;
                }
            }
        }
        self.expect(K::RSquare, "expected ']'")?;
        if shape.len() <= depth {
            shape.resize(depth + 1, None);
        }
        match shape[depth] {
            None => shape[depth] = Some(n),
            Some(prev) if prev != n => return Err(self.error_here(RAGGED)),
            _ => {}
        }
        self.leave();
        Ok(())
    }

    fn parse_scalar(&mut self) -> PResult<Scalar> {
        match self.tok.kind {
            K::String => Ok(Scalar::Str(self.bump())),
            K::LParen => {
                self.bump();
                let re = self.parse_signed_number_token()?;
                self.expect(K::Comma, "expected ','")?;
                let im = self.parse_signed_number_token()?;
                self.expect(K::RParen, "expected ')'")?;
                Ok(Scalar::Complex { re, im })
            }
            _ => {
                let (negative, tok) = self.parse_signed_number_token()?;
                Ok(Scalar::Number { negative, tok })
            }
        }
    }

    fn parse_signed_number_token(&mut self) -> PResult<(bool, Token)> {
        let negative = self.eat(K::Minus);
        match self.tok.kind {
            K::Integer | K::Float => Ok((negative, self.bump())),
            K::BareIdent if !negative && matches!(self.spelling(), "true" | "false") => {
                Ok((false, self.bump()))
            }
            _ => Err(self.error_here("expected element literal of primitive type")),
        }
    }

    /// Appends the encoding of `scalar` as an `element` to `raw`.
    fn push_scalar(
        &self,
        raw: &mut Vec<u8>,
        element: Type,
        bytes: usize,
        scalar: Scalar,
    ) -> PResult<()> {
        match (self.ctx.type_data(element), scalar) {
            (TypeData::Complex(inner), Scalar::Complex { re, im }) => {
                let half = bytes / 2;
                self.push_number(raw, *inner, half, re.0, re.1)?;
                self.push_number(raw, *inner, half, im.0, im.1)
            }
            (TypeData::Complex(_), Scalar::Number { tok, .. }) => {
                Err(self.error_at(tok.start, "expected complex element"))
            }
            (_, Scalar::Number { negative, tok }) => {
                self.push_number(raw, element, bytes, negative, tok)
            }
            (_, Scalar::Complex { re, .. }) => {
                Err(self.error_at(re.1.start, "unexpected complex element"))
            }
            (_, Scalar::Str(t)) => {
                Err(self.error_at(t.start, "expected integer or floating point elements"))
            }
        }
    }

    fn push_number(
        &self,
        raw: &mut Vec<u8>,
        element: Type,
        bytes: usize,
        negative: bool,
        tok: Token,
    ) -> PResult<()> {
        let text = self.text(tok);
        if let Some(kind) = self.ctx.float_kind(element) {
            let bits = match tok.kind {
                K::Float => strata_ir::float::parse_decimal(kind, text, negative)
                    .map_err(|e| self.error_at(tok.start, e.to_string()))?,
                K::Integer => self.parse_hex_float(kind, tok, negative)?,
                _ => {
                    return Err(self.error_at(
                        tok.start,
                        "expected floating-point elements, but parsed integer",
                    ));
                }
            };
            let bits = dense_float_bits(kind, bits);
            raw.extend_from_slice(&bits.to_le_bytes()[..bytes]);
            return Ok(());
        }
        let value = match tok.kind {
            K::Float => {
                return Err(self.error_at(
                    tok.start,
                    "expected integer elements, but parsed floating-point",
                ));
            }
            K::BareIdent => {
                if !matches!(
                    self.ctx.type_data(element),
                    TypeData::Integer { width: 1, .. }
                ) {
                    return Err(
                        self.error_at(tok.start, "expected i1 type for 'true' or 'false' values")
                    );
                }
                ApInt::from_u64(1, (text == "true") as u64)
            }
            _ => {
                if matches!(
                    self.ctx.type_data(element),
                    TypeData::Integer { width: 1, .. }
                ) && !negative
                {
                    match text {
                        "0" | "1" => ApInt::from_u64(1, (text == "1") as u64),
                        _ => self.parse_dense_int(tok, negative, element)?,
                    }
                } else {
                    self.parse_dense_int(tok, negative, element)?
                }
            }
        };
        push_apint(raw, &value, bytes);
        Ok(())
    }

    /// Hex data for `i1` elements is bit-packed (least significant bit first); a single
    /// `0x00`/`0xFF` byte is a splat.
    fn build_dense_i1_hex(
        &self,
        ty: Type,
        payload: &[u8],
        num: usize,
        at: usize,
    ) -> PResult<Attribute> {
        let data = if payload.len() == 1 && (payload[0] == 0 || payload[0] == 0xFF) {
            DenseData::Numeric {
                splat: true,
                raw: Box::new([(payload[0] != 0) as u8]),
            }
        } else if payload.len() == num.div_ceil(8) {
            let raw: Box<[u8]> = (0..num).map(|i| (payload[i / 8] >> (i % 8)) & 1).collect();
            DenseData::Numeric {
                splat: num == 1,
                raw,
            }
        } else {
            return Err(self.error_at(
                at,
                format!(
                    "elements hex data size is invalid for provided type: {}",
                    self.type_for_message(ty)
                ),
            ));
        };
        Ok(self.ctx.intern_attr(AttrData::DenseElements { ty, data }))
    }

    /// An integer element of a dense literal, with the dense parser's error wording.
    fn parse_dense_int(&self, tok: Token, negative: bool, element: Type) -> PResult<ApInt> {
        use strata_ir::apint::IntLiteralError;
        let target = match self.ctx.type_data(element) {
            TypeData::Integer {
                width,
                signedness: strata_ir::Signedness::Signless,
            } => strata_ir::apint::LiteralTarget::Signless(*width),
            TypeData::Integer {
                width,
                signedness: strata_ir::Signedness::Signed,
            } => strata_ir::apint::LiteralTarget::Signed(*width),
            TypeData::Integer {
                width,
                signedness: strata_ir::Signedness::Unsigned,
            } => strata_ir::apint::LiteralTarget::Unsigned(*width),
            _ => strata_ir::apint::LiteralTarget::Index,
        };
        ApInt::parse_literal(self.text(tok), negative, target).map_err(|e| match e {
            IntLiteralError::NegativeUnsigned => self.error_at(
                tok.start,
                "expected unsigned integer elements, but parsed negative value",
            ),
            IntLiteralError::OutOfRange => {
                self.error_at(tok.start, "integer constant out of range for type")
            }
        })
    }

    fn build_dense(&mut self, ty: Type, lit: Literal, at: usize) -> PResult<Attribute> {
        let ctx = self.ctx;
        let data = ctx.type_data(ty);
        let element = data.element_type().unwrap_or(ctx.none_type());
        let shape: Vec<i64> = data.shape().unwrap_or(&[]).to_vec();
        let num: i64 = shape.iter().product();
        if let Some(hex) = lit.hex
            && let Some(bytes) = ctx.dense_element_bytes(element)
        {
            let payload =
                super::decode_hex(&unescape_string(self.text(hex))[2..]).ok_or_else(|| {
                    self.error_at(
                        hex.start,
                        "expected string containing hex digits starting with `0x`",
                    )
                })?;
            if matches!(ctx.type_data(element), TypeData::Integer { width: 1, .. }) {
                return self.build_dense_i1_hex(ty, &payload, num as usize, at);
            }
            let splat = payload.len() == bytes && num != 1;
            if !splat && payload.len() != bytes * num as usize {
                return Err(self.error_at(
                    at,
                    format!(
                        "elements hex data size is invalid for provided type: {}",
                        self.type_for_message(ty)
                    ),
                ));
            }
            return Ok(ctx.intern_attr(AttrData::DenseElements {
                ty,
                data: DenseData::Numeric {
                    splat,
                    raw: payload.into(),
                },
            }));
        }
        // For other element types a `"0x..."` literal is just a string splat.
        let mut lit = lit;
        if let Some(hex) = lit.hex.take() {
            lit.scalars.push(Scalar::Str(hex));
            lit.splat = true;
        }
        let is_string = matches!(lit.scalars.first(), Some(Scalar::Str(_)));
        if is_string
            && lit.splat
            && ctx.dense_element_bytes(element).is_some()
            && let Some(Scalar::Str(t)) = lit.scalars.first()
        {
            {
                return Err(self.error_at(
                    t.start,
                    "expected string containing hex digits starting with `0x`",
                ));
            }
        }
        // A splat of a complex type needs two parts.
        if let (TypeData::Complex(_), Some(Scalar::Number { tok, .. })) =
            (ctx.type_data(element), lit.scalars.first())
        {
            return Err(self.error_at(
                tok.start,
                format!(
                    "parsed 1 elements, but type ({}) expected 2 elements",
                    self.type_for_message(element)
                ),
            ));
        }
        if !lit.splat && lit.shape != shape {
            return Err(self.error_at(
                at,
                format!(
                    "inferred shape of elements literal ({}) does not match type ({})",
                    fmt_shape(&lit.shape),
                    fmt_shape(&shape)
                ),
            ));
        }
        let numeric = ctx.dense_element_bytes(element).is_some();
        if !numeric {
            // Elements of any other type are strings (MLIR's wording and location).
            if let Some(tok) = lit.scalars.iter().find_map(|s| match s {
                Scalar::Str(_) => None,
                Scalar::Number { tok, .. } => Some(*tok),
                Scalar::Complex { re, .. } => Some(re.1),
            }) {
                return Err(
                    self.error_at(at, format!("expected string token, got {}", self.text(tok)))
                );
            }
        }
        if is_string || !numeric {
            let mut values = Vec::new();
            for s in &lit.scalars {
                match s {
                    Scalar::Str(t) => {
                        values.push(unescape_string(self.text(*t)).into_boxed_slice())
                    }
                    Scalar::Number { tok, .. } => {
                        return Err(self.error_at(tok.start, "expected string element"));
                    }
                    Scalar::Complex { re, .. } => {
                        return Err(self.error_at(re.1.start, "expected string element"));
                    }
                }
            }
            // Equal elements become a splat when interned.
            let splat = lit.splat;
            if splat {
                values.truncate(1);
            }
            return Ok(ctx.intern_attr(AttrData::DenseElements {
                ty,
                data: DenseData::Strings {
                    splat,
                    values: values.into(),
                },
            }));
        }
        let Some(bytes) = ctx.dense_element_bytes(element) else {
            return Err(self.error_at(
                at,
                format!(
                    "invalid element type for dense attribute: {}",
                    self.type_for_message(element)
                ),
            ));
        };
        let mut raw = Vec::with_capacity(bytes * lit.scalars.len());
        for s in &lit.scalars {
            self.push_scalar(&mut raw, element, bytes, *s)?;
        }
        // Equal elements (and a single one) become a splat when interned.
        Ok(ctx.intern_attr(AttrData::DenseElements {
            ty,
            data: DenseData::Numeric {
                splat: lit.splat,
                raw: raw.into(),
            },
        }))
    }

    /// `dense_resource<name> : type`.
    pub(crate) fn parse_dense_resource(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let kw = self.bump();
        self.expect(K::Less, "expected '<'")?;
        let handle = match self.tok.kind {
            K::BareIdent | K::String => {
                let t = self.bump();
                let text = self.text(t);
                if t.kind == K::String {
                    unescape_string(text)
                } else {
                    text.as_bytes().to_vec()
                }
            }
            _ => return Err(self.error_here("expected identifier key for 'resource' entry")),
        };
        self.expect(K::Greater, "expected '>'")?;
        let ty = match ty {
            Some(t) => t,
            None => {
                self.expect(K::Colon, "expected ':'")?;
                self.parse_type()?
            }
        };
        if self.ctx.type_data(ty).shape().is_none()
            && !matches!(self.ctx.type_data(ty), TypeData::UnrankedTensor { .. })
        {
            return Err(self.error_at(kw.start, "`dense_resource` expected a shaped type"));
        }
        let handle = self.ctx.ident_bytes(&handle);
        Ok(self.ctx.intern_attr(AttrData::DenseResource { ty, handle }))
    }

    /// `sparse<indices, values> : type`.
    pub(crate) fn parse_sparse(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let kw = self.bump();
        self.expect(K::Less, "expected '<' after 'sparse'")?;
        if self.eat(K::Greater) {
            let ty = self.parse_elements_type(ty, kw.start)?;
            let i64t = self.ctx.builtin_types().i64;
            // As upstream: the indices of no elements are a `0 x rank` tensor.
            let rank = self.ctx.type_data(ty).shape().map_or(0, |s| s.len() as i64);
            let idx_ty = self.ctx.intern_type(TypeData::RankedTensor {
                shape: [0, rank].into(),
                element: i64t,
                encoding: None,
            });
            let el = self.ctx.type_data(ty).element_type().unwrap_or(i64t);
            let val_ty = self.ctx.intern_type(TypeData::RankedTensor {
                shape: [0].into(),
                element: el,
                encoding: None,
            });
            let empty = |_| DenseData::Numeric {
                splat: false,
                raw: Box::new([]),
            };
            let indices = self.ctx.intern_attr(AttrData::DenseElements {
                ty: idx_ty,
                data: empty(()),
            });
            // Elements of another dialect's type make a string elements attribute
            // upstream (`DenseElementsAttr::get` of no attributes).
            let data = if self.ctx.dense_element_bytes(el).is_some() {
                empty(())
            } else {
                DenseData::Strings {
                    splat: false,
                    values: Box::new([]),
                }
            };
            let values = self
                .ctx
                .intern_attr(AttrData::DenseElements { ty: val_ty, data });
            return Ok(self.ctx.intern_attr(AttrData::Sparse {
                ty,
                indices,
                values,
            }));
        }
        let idx_lit = self.parse_elements_literal()?;
        self.expect(K::Comma, "expected ','")?;
        let val_lit = self.parse_elements_literal()?;
        self.expect(K::Greater, "expected '>'")?;
        let ty = self.parse_elements_type(ty, kw.start)?;
        let ctx = self.ctx;
        let i64t = ctx.builtin_types().i64;
        let shape: Vec<i64> = ctx.type_data(ty).shape().unwrap_or(&[]).to_vec();
        let rank = shape.len() as i64;
        let idx_shape: Vec<i64> = if idx_lit.splat {
            vec![1, rank.max(1)]
        } else {
            idx_lit.shape.clone()
        };
        let num_indices = idx_shape.first().copied().unwrap_or(0);
        let val_shape: Vec<i64> = if val_lit.splat {
            vec![num_indices]
        } else {
            val_lit.shape.clone()
        };
        let shape_ok = match idx_shape.len() {
            2 => idx_shape[1] == rank,
            1 => rank == 1,
            _ => false,
        } && val_shape.first().copied() == Some(num_indices);
        if !shape_ok && !idx_lit.splat {
            return Err(self.error_at(
                kw.start,
                format!(
                    "expected shape ({}); inferred shape of indices literal ({}); inferred shape of values literal ({})",
                    fmt_shape(&shape),
                    fmt_shape(&idx_lit.shape),
                    fmt_shape(&val_lit.shape)
                ),
            ));
        }
        // Every index must lie within the shape.
        let mut index_values = Vec::with_capacity(idx_lit.scalars.len());
        for sc in &idx_lit.scalars {
            if let Scalar::Number { negative, tok } = sc
                && tok.kind == K::Integer
            {
                index_values.push(
                    self.parse_int_literal(*tok, *negative, i64t)?
                        .to_i64_checked()
                        .unwrap_or(-1),
                );
            } else {
                return Err(self.error_at(kw.start, "expected integer elements for sparse indices"));
            }
        }
        let per_index = if idx_shape.len() == 2 {
            idx_shape[1].max(1) as usize
        } else {
            1
        };
        for (n, index) in index_values.chunks(per_index).enumerate() {
            let inside = if idx_lit.splat {
                shape.iter().all(|&d| index[0] >= 0 && index[0] < d)
            } else {
                index.iter().zip(&shape).all(|(&i, &d)| i >= 0 && i < d)
            };
            if !inside {
                let list: Vec<String> = index.iter().map(|i| i.to_string()).collect();
                return Err(self.error_at(
                    kw.start,
                    format!(
                        "sparse index #{n} is not contained within the value shape, with index=[{}], and type={}",
                        list.join(", "),
                        self.type_for_message(ty)
                    ),
                ));
            }
        }
        let idx_ty = ctx.intern_type(TypeData::RankedTensor {
            shape: idx_shape.clone().into(),
            element: i64t,
            encoding: None,
        });
        let idx_lit = Literal {
            shape: idx_shape,
            ..idx_lit
        };
        let indices = self.build_dense(idx_ty, idx_lit, kw.start)?;
        let el = ctx.type_data(ty).element_type().unwrap_or(i64t);
        let val_ty = ctx.intern_type(TypeData::RankedTensor {
            shape: val_shape.clone().into(),
            element: el,
            encoding: None,
        });
        let val_lit = Literal {
            shape: val_shape,
            ..val_lit
        };
        let values = self.build_dense(val_ty, val_lit, kw.start)?;
        Ok(ctx.intern_attr(AttrData::Sparse {
            ty,
            indices,
            values,
        }))
    }
}

fn push_apint(raw: &mut Vec<u8>, value: &ApInt, bytes: usize) {
    let mut written = 0;
    for w in value.words() {
        for b in w.to_le_bytes() {
            if written == bytes {
                return;
            }
            raw.push(b);
            written += 1;
        }
    }
    raw.resize(raw.len() + (bytes - written), 0);
}

fn fmt_shape(shape: &[i64]) -> String {
    let parts: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
    format!("[{}]", parts.join(", "))
}

/// The bits a dense payload stores for a parsed element: `f8E8M0FNU` has no sign bit, and
/// mlir-opt stores a negative element (sign flag in bit 8) with its top bit set, unless it
/// rounded to the smallest value (`dense<[-1.0, -0.5]>` holds `0xFF, 0xFE`).
fn dense_float_bits(kind: strata_ir::float::FloatKind, bits: u128) -> u128 {
    if kind == strata_ir::float::FloatKind::F8E8M0FNU && bits & 0x100 != 0 {
        let low = bits & 0xFF;
        if low == 0 { 0 } else { low | 0x80 }
    } else {
        bits
    }
}
