//! The declarative assembly format language (ODS `assemblyFormat`): tokenizing and parsing
//! a format string into [`Elem`]s.

/// An argument of a `custom<...>` directive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CustomArg {
    /// `$name`: an operand, attribute, region or successor.
    Var(String),
    /// `type($name)`.
    TypeOf(String),
}

/// One element of an assembly format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Elem {
    /// `` `kw` `` or `` `,` ``; the empty literal `` `` `` suppresses the next space.
    Literal(String),
    /// `$name`: an operand or an attribute.
    Var(String),
    /// `type($name)`: the type(s) of an operand or result.
    TypeOf(String),
    /// `functional-type(operands, results)`.
    FunctionalType,
    /// `attr-dict`, or `attr-dict-with-keyword` (`attributes {...}`) when `keyword`.
    AttrDict {
        /// Whether the dictionary is introduced by the `attributes` keyword.
        keyword: bool,
    },
    /// `prop-dict`: the inherent attributes as `<{...}>`.
    PropDict,
    /// `regions`: every region, comma separated.
    Regions,
    /// `successors`: every successor, comma separated.
    Successors,
    /// `custom<Name>(args)`: calls the user's `parse_name`/`print_name`.
    Custom {
        /// `Name`.
        name: String,
        /// The arguments.
        args: Vec<CustomArg>,
    },
    /// `( ... )?` with the variable marked `^` as its anchor.
    Optional {
        /// The group's elements.
        elems: Vec<Elem>,
        /// The anchor variable's name.
        anchor: String,
    },
}

struct Lexer<'a> {
    s: &'a str,
    pos: usize,
}

impl Lexer<'_> {
    fn skip_ws(&mut self) {
        while self.pos < self.s.len() && self.s.as_bytes()[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.skip_ws();
        self.s.as_bytes().get(self.pos).copied()
    }

    fn eat(&mut self, text: &str) -> bool {
        self.skip_ws();
        if self.s[self.pos..].starts_with(text) {
            self.pos += text.len();
            true
        } else {
            false
        }
    }

    fn ident(&mut self) -> Result<String, String> {
        self.skip_ws();
        let start = self.pos;
        while self.pos < self.s.len() {
            let c = self.s.as_bytes()[self.pos];
            if c.is_ascii_alphanumeric() || c == b'_' {
                self.pos += 1;
            } else {
                break;
            }
        }
        if start == self.pos {
            return Err(format!("expected an identifier at offset {start}"));
        }
        Ok(self.s[start..self.pos].to_string())
    }

    fn expect(&mut self, text: &str) -> Result<(), String> {
        if self.eat(text) {
            Ok(())
        } else {
            Err(format!("expected `{text}` at offset {}", self.pos))
        }
    }
}

/// Parses a format string. Groups nest at most one level deep (as in ODS).
pub fn parse_format(s: &str) -> Result<Vec<Elem>, String> {
    let mut lx = Lexer { s, pos: 0 };
    let (elems, anchor) = parse_elems(&mut lx, false)?;
    if anchor.is_some() {
        return Err("`^` anchor outside of an optional group".into());
    }
    if lx.peek().is_some() {
        return Err(format!("unexpected `)` at offset {}", lx.pos));
    }
    Ok(elems)
}

fn parse_elems(lx: &mut Lexer<'_>, in_group: bool) -> Result<(Vec<Elem>, Option<String>), String> {
    let mut out = Vec::new();
    let mut anchor = None;
    while let Some(c) = lx.peek() {
        match c {
            b')' => break,
            b'`' => {
                lx.pos += 1;
                let end = lx.s[lx.pos..].find('`').ok_or("unterminated literal")?;
                out.push(Elem::Literal(lx.s[lx.pos..lx.pos + end].to_string()));
                lx.pos += end + 1;
            }
            b'$' => {
                lx.pos += 1;
                let name = lx.ident()?;
                if lx.eat("^") {
                    if !in_group || anchor.is_some() {
                        return Err(format!("misplaced anchor `^` on `${name}`"));
                    }
                    anchor = Some(name.clone());
                }
                out.push(Elem::Var(name));
            }
            b'(' => {
                if in_group {
                    return Err("nested optional groups are not supported".into());
                }
                lx.pos += 1;
                let (elems, a) = parse_elems(lx, true)?;
                lx.expect(")")?;
                lx.expect("?")?;
                let anchor = a.ok_or("optional group without a `^` anchor")?;
                if elems.is_empty() {
                    return Err("empty optional group".into());
                }
                out.push(Elem::Optional { elems, anchor });
            }
            _ => {
                if lx.eat("attr-dict-with-keyword") {
                    out.push(Elem::AttrDict { keyword: true });
                } else if lx.eat("attr-dict") {
                    out.push(Elem::AttrDict { keyword: false });
                } else if lx.eat("functional-type") {
                    lx.expect("(")?;
                    lx.expect("operands")?;
                    lx.expect(",")?;
                    lx.expect("results")?;
                    lx.expect(")")?;
                    out.push(Elem::FunctionalType);
                } else if lx.eat("type") {
                    lx.expect("(")?;
                    lx.expect("$")?;
                    let name = lx.ident()?;
                    lx.expect(")")?;
                    if lx.eat("^") {
                        if !in_group || anchor.is_some() {
                            return Err(format!("misplaced anchor `^` on `type(${name})`"));
                        }
                        anchor = Some(name.clone());
                    }
                    out.push(Elem::TypeOf(name));
                } else if lx.eat("custom") {
                    lx.expect("<")?;
                    let name = lx.ident()?;
                    lx.expect(">")?;
                    lx.expect("(")?;
                    let mut args = Vec::new();
                    while !lx.eat(")") {
                        if !args.is_empty() {
                            lx.expect(",")?;
                        }
                        if lx.eat("type") {
                            lx.expect("(")?;
                            lx.expect("$")?;
                            args.push(CustomArg::TypeOf(lx.ident()?));
                            lx.expect(")")?;
                        } else {
                            lx.expect("$")?;
                            args.push(CustomArg::Var(lx.ident()?));
                        }
                    }
                    out.push(Elem::Custom { name, args });
                } else if lx.eat("regions") {
                    out.push(Elem::Regions);
                } else if lx.eat("successors") {
                    out.push(Elem::Successors);
                } else if lx.eat("prop-dict") {
                    out.push(Elem::PropDict);
                } else {
                    return Err(format!("unknown format element at offset {}", lx.pos));
                }
            }
        }
    }
    Ok((out, anchor))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_binary_op_format() {
        let f = parse_format("$lhs `,` $rhs (`overflow` `` $flags^)? attr-dict `:` type($result)")
            .unwrap();
        assert_eq!(f.len(), 7);
        assert_eq!(f[1], Elem::Literal(",".into()));
        assert_eq!(
            f[3],
            Elem::Optional {
                elems: vec![
                    Elem::Literal("overflow".into()),
                    Elem::Literal(String::new()),
                    Elem::Var("flags".into())
                ],
                anchor: "flags".into()
            }
        );
        assert_eq!(f[6], Elem::TypeOf("result".into()));
    }

    #[test]
    fn rejects_bad_formats() {
        assert!(parse_format("$a^").is_err());
        assert!(parse_format("(`x` $a)?").is_err());
        assert!(parse_format("`x").is_err());
        assert!(parse_format("bogus").is_err());
        assert!(parse_format("((`x` $a^)?)?").is_err());
        assert!(parse_format("custom<X>($a").is_err());
        assert_eq!(
            parse_format("functional-type(operands, results)").unwrap(),
            vec![Elem::FunctionalType]
        );
    }

    #[test]
    fn parses_directives() {
        let f = parse_format(
            "custom<Dims>($a, type($b)) regions successors prop-dict attr-dict-with-keyword (`->` type($r)^)?",
        )
        .unwrap();
        assert_eq!(
            f[0],
            Elem::Custom {
                name: "Dims".into(),
                args: vec![CustomArg::Var("a".into()), CustomArg::TypeOf("b".into())]
            }
        );
        assert_eq!(f[1], Elem::Regions);
        assert_eq!(f[2], Elem::Successors);
        assert_eq!(f[3], Elem::PropDict);
        assert_eq!(f[4], Elem::AttrDict { keyword: true });
        assert_eq!(
            f[5],
            Elem::Optional {
                elems: vec![Elem::Literal("->".into()), Elem::TypeOf("r".into())],
                anchor: "r".into()
            }
        );
    }
}
