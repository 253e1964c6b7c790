//! The declarative assembly format language (ODS `assemblyFormat`): tokenizing and parsing
//! a format string into [`Elem`]s.

/// An argument of a `custom<...>` directive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CustomArg {
    /// `$name`: an operand, attribute, region or successor.
    Var(String),
    /// `type($name)`.
    TypeOf(String),
    /// `ref($name)`: a variable parsed earlier, passed to the parser read-only.
    RefVar(String),
    /// `ref(type($name))`.
    RefTypeOf(String),
}

/// One element of an assembly format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Elem {
    /// `` `kw` `` or `` `,` ``; the empty literal `` `` `` suppresses the next space and
    /// `` `\n` `` prints a newline (neither is parsed).
    Literal(String),
    /// `$name`: an operand or an attribute.
    Var(String),
    /// `type($name)`: the type(s) of an operand or result; `type(operands)` and
    /// `type(results)` are the names `operands` and `results`.
    TypeOf(String),
    /// `operands`: every operand, comma separated.
    Operands,
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
    /// `( ... )?` with the variable marked `^` as its anchor, or `( ... ) : ( ... )?` with
    /// an else group printed (and required when parsing) when the anchor is absent.
    Optional {
        /// The group's elements.
        elems: Vec<Elem>,
        /// The anchor variable's name.
        anchor: String,
        /// The else group's elements (empty without one).
        else_elems: Vec<Elem>,
    },
    /// `oilist(`kw` ... | `kw2` ...)`: clauses in any order, each at most once; each
    /// starts with a keyword.
    OIList {
        /// The clauses.
        clauses: Vec<Vec<Elem>>,
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
    let (elems, anchor) = parse_elems(&mut lx, false, false)?;
    if anchor.is_some() {
        return Err("`^` anchor outside of an optional group".into());
    }
    if lx.peek().is_some() {
        return Err(format!("unexpected `)` at offset {}", lx.pos));
    }
    Ok(elems)
}

/// A `$name` or `type($name)` argument of `ref(...)` / `custom<...>(...)`.
fn custom_arg(lx: &mut Lexer<'_>) -> Result<CustomArg, String> {
    if lx.eat("ref") {
        lx.expect("(")?;
        let inner = custom_arg(lx)?;
        lx.expect(")")?;
        return match inner {
            CustomArg::Var(n) => Ok(CustomArg::RefVar(n)),
            CustomArg::TypeOf(n) => Ok(CustomArg::RefTypeOf(n)),
            _ => Err("nested `ref`".into()),
        };
    }
    if lx.eat("type") {
        lx.expect("(")?;
        lx.expect("$")?;
        let n = lx.ident()?;
        lx.expect(")")?;
        Ok(CustomArg::TypeOf(n))
    } else {
        lx.expect("$")?;
        Ok(CustomArg::Var(lx.ident()?))
    }
}

/// Elements up to `)` (or `|` in an `oilist` clause); `in_group`: inside a group (anchors
/// allowed, no nested groups).
fn parse_elems(
    lx: &mut Lexer<'_>,
    in_group: bool,
    in_clause: bool,
) -> Result<(Vec<Elem>, Option<String>), String> {
    let mut out = Vec::new();
    let mut anchor = None;
    while let Some(c) = lx.peek() {
        match c {
            b')' => break,
            b'|' if in_clause => break,
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
                if in_group || in_clause {
                    return Err("nested optional groups are not supported".into());
                }
                lx.pos += 1;
                let (elems, a) = parse_elems(lx, true, false)?;
                lx.expect(")")?;
                let mut else_elems = Vec::new();
                if lx.eat(":") {
                    lx.expect("(")?;
                    let (e, a) = parse_elems(lx, true, false)?;
                    if a.is_some() {
                        return Err("an else group has no anchor".into());
                    }
                    lx.expect(")")?;
                    if e.is_empty() {
                        return Err("empty else group".into());
                    }
                    else_elems = e;
                }
                lx.expect("?")?;
                let anchor = a.ok_or("optional group without a `^` anchor")?;
                if elems.is_empty() {
                    return Err("empty optional group".into());
                }
                out.push(Elem::Optional {
                    elems,
                    anchor,
                    else_elems,
                });
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
                } else if lx.eat("oilist") {
                    if in_group || in_clause {
                        return Err("`oilist` inside a group".into());
                    }
                    lx.expect("(")?;
                    let mut clauses = Vec::new();
                    loop {
                        let (clause, a) = parse_elems(lx, false, true)?;
                        if a.is_some() {
                            return Err("an `oilist` clause has no anchor".into());
                        }
                        match clause.first() {
                            Some(Elem::Literal(k)) if !k.is_empty() => {}
                            _ => return Err("an `oilist` clause starts with a keyword".into()),
                        }
                        clauses.push(clause);
                        if !lx.eat("|") {
                            break;
                        }
                    }
                    lx.expect(")")?;
                    out.push(Elem::OIList { clauses });
                } else if lx.eat("type") {
                    lx.expect("(")?;
                    let name = if lx.eat("operands") {
                        "operands".to_string()
                    } else if lx.eat("results") {
                        "results".to_string()
                    } else {
                        lx.expect("$")?;
                        lx.ident()?
                    };
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
                        args.push(custom_arg(lx)?);
                    }
                    out.push(Elem::Custom { name, args });
                } else if lx.eat("regions") {
                    out.push(Elem::Regions);
                } else if lx.eat("successors") {
                    out.push(Elem::Successors);
                } else if lx.eat("operands") {
                    out.push(Elem::Operands);
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
                anchor: "flags".into(),
                else_elems: vec![],
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
                anchor: "r".into(),
                else_elems: vec![],
            }
        );
    }

    #[test]
    fn parses_else_groups_oilist_ref_and_operands() {
        let f = parse_format(
            "(`a` $x^) : (`b`)? oilist(`lo` $l | `hi` `(` $h `:` type($h) `)`) custom<C>(ref($l), ref(type($h))) operands `:` type(operands) `->` type(results)",
        )
        .unwrap();
        assert_eq!(
            f[0],
            Elem::Optional {
                elems: vec![Elem::Literal("a".into()), Elem::Var("x".into())],
                anchor: "x".into(),
                else_elems: vec![Elem::Literal("b".into())],
            }
        );
        let Elem::OIList { clauses } = &f[1] else {
            panic!("{:?}", f[1]);
        };
        assert_eq!(clauses.len(), 2);
        assert_eq!(clauses[1].len(), 6);
        assert_eq!(
            f[2],
            Elem::Custom {
                name: "C".into(),
                args: vec![
                    CustomArg::RefVar("l".into()),
                    CustomArg::RefTypeOf("h".into())
                ]
            }
        );
        assert_eq!(f[3], Elem::Operands);
        assert_eq!(f[5], Elem::TypeOf("operands".into()));
        assert_eq!(f[7], Elem::TypeOf("results".into()));
        assert!(parse_format("oilist($a | `x`)").is_err());
        assert!(parse_format("(`a` $x^) : ($y^)?").is_err());
        assert!(parse_format("oilist(`a` ($x^)?)").is_err());
    }
}
