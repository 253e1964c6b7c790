//! Parsing of location literals: `loc(...)` and its forms.

use strata_ir::{AttrData, Location};

use super::{PResult, Parser};
use crate::lexer::TokenKind as K;

impl<'s> Parser<'s, '_> {
    /// `loc(` location-inst `)`, with the current token at `loc`.
    pub(crate) fn parse_location_literal(&mut self) -> PResult<Location> {
        self.bump();
        self.expect(K::LParen, "expected '(' in location")?;
        let loc = self.parse_location_inst()?;
        self.expect(K::RParen, "expected ')' in location")?;
        Ok(loc)
    }

    /// The inside of `loc(...)`; a `#alias` must already be defined.
    pub(crate) fn parse_location_inst(&mut self) -> PResult<Location> {
        self.enter()?;
        let r = self.parse_location_inst_inner();
        self.leave();
        r
    }

    fn parse_location_inst_inner(&mut self) -> PResult<Location> {
        let ctx = self.ctx;
        match self.tok.kind {
            K::HashIdent
                if self.spelling().contains('.') || self.src[self.tok.end..].starts_with('<') =>
            {
                let start = self.tok.start;
                let attr = self.parse_attribute(None)?;
                Err(self.error_at(
                    start,
                    format!(
                        "expected location attribute, but got{}",
                        crate::printer::attr_to_string(ctx, attr)
                    ),
                ))
            }
            K::HashIdent => {
                let t = self.bump();
                let name = &self.text(t)[1..];
                match self.attr_aliases.get(name) {
                    Some(&a) if ctx.attr_data(a).is_location() => Ok(Location::from_attr(ctx, a)),
                    Some(&a) => Err(self.error_at(
                        t.start,
                        format!(
                            "expected location, but found '{}'",
                            crate::printer::attr_to_string(ctx, a)
                        ),
                    )),
                    None => {
                        Err(self.error_at(t.start, format!("undefined symbol alias id '{name}'")))
                    }
                }
            }
            K::String => self.parse_file_or_name_loc(),
            K::BareIdent => match self.spelling() {
                "unknown" => {
                    self.bump();
                    Ok(ctx.unknown_loc())
                }
                "callsite" => {
                    self.bump();
                    self.expect(K::LParen, "expected '(' in callsite location")?;
                    let callee = self.parse_location_inst()?;
                    if !self.eat_keyword("at") {
                        return Err(self.error_here("expected 'at' in callsite location"));
                    }
                    let caller = self.parse_location_inst()?;
                    self.expect(K::RParen, "expected ')' in callsite location")?;
                    Ok(ctx.call_site_loc(callee, caller))
                }
                "fused" => {
                    self.bump();
                    let metadata = if self.eat(K::Less) {
                        let m = self.parse_nested_attribute(None)?;
                        self.expect(K::Greater, "expected '>' after fused location metadata")?;
                        Some(m)
                    } else {
                        None
                    };
                    self.expect(K::LSquare, "expected '[' in fused location")?;
                    let mut locs: Vec<Location> = Vec::new();
                    self.parse_comma_list_until(
                        K::RSquare,
                        "expected ']' in fused location",
                        |p| {
                            locs.push(p.parse_location_inst()?);
                            Ok(())
                        },
                    )?;
                    Ok(ctx.fused_loc(&locs, metadata))
                }
                _ => Err(self.error_wrong_token("expected location instance")),
            },
            _ => Err(self.error_wrong_token("expected location instance")),
        }
    }

    /// `"file":line:col` (with range forms) or `"name"` / `"name"(child)`.
    fn parse_file_or_name_loc(&mut self) -> PResult<Location> {
        let ctx = self.ctx;
        let t = self.bump();
        let text = crate::lexer::string_token_bytes(self.text(t));
        if self.eat(K::Colon) {
            let line = self.parse_loc_number("expected integer line number in FileLineColRange")?;
            let mut col = 0;
            let has_col = self.at(K::Colon);
            if self.eat(K::Colon) {
                col =
                    self.parse_loc_number("expected integer column number in FileLineColRange")?;
            }
            let (mut end_line, mut end_col) = (line, col);
            let mut fields = if has_col { 2 } else { 1 };
            if has_col && self.eat_keyword("to") {
                if self.eat(K::Colon) {
                    end_col = self
                        .parse_loc_number("expected integer column number in FileLineColRange")?;
                    fields = 3;
                } else if self.at(K::Integer) {
                    fields = 4;
                    end_line =
                        self.parse_loc_number("expected integer line number in FileLineColRange")?;
                    self.expect(
                        K::Colon,
                        "expected either integer or `:` post `to` in FileLineColRange",
                    )?;
                    end_col = self
                        .parse_loc_number("expected integer column number in FileLineColRange")?;
                } else {
                    return Err(self.error_here(
                        "expected either integer or `:` post `to` in FileLineColRange",
                    ));
                }
            }
            // As mlir-opt, an empty file name of the `"file":line:col` form (only that one)
            // becomes `-` (stdin).
            let name: &[u8] = if text.is_empty() && fields == 2 {
                b"-"
            } else {
                &text
            };
            let file = ctx.ident_bytes(name);
            if fields == 2 {
                return Ok(ctx.file_loc_in(file, line, col));
            }
            return Ok(Location::from_attr(
                ctx,
                ctx.intern_attr(AttrData::FileLineColLoc {
                    file,
                    line,
                    col,
                    end_line,
                    end_col,
                    fields,
                }),
            ));
        }
        let name = ctx.ident_bytes(&text);
        let child = if self.eat(K::LParen) {
            let child = self.parse_location_inst()?;
            self.expect(K::RParen, "expected ')' after child location of NameLoc")?;
            Some(child)
        } else {
            None
        };
        Ok(ctx.name_loc(name, child))
    }

    fn parse_loc_number(&mut self, msg: &str) -> PResult<u32> {
        let t = self.expect(K::Integer, msg)?;
        self.text(t)
            .parse::<u32>()
            .map_err(|_| self.error_at(t.start, msg.to_string()))
    }
}
