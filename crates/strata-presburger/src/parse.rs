//! Parsing isl notation: `[n] -> { [i, j] -> [i + 1] : 0 <= i < n and exists (e : j = 2e) }`.
//!
//! Supported: parameters, set and relation tuples whose entries are new names or affine
//! expressions, `and`/`&&`, `or`/`||`, `not`, `implies`-free formulas with comparison chains
//! (`<`, `<=`, `>`, `>=`, `=`, `!=`), `exists (e0, e1 : ...)`, `true`, `false`, integer
//! constants of any size, `+`, `-`, multiplication by constants (also written `2i`),
//! `floor(e/c)`, `ceil(e/c)`, `e mod c` (also `%`), parentheses, and `;`-separated
//! disjuncts. Named tuples are rejected.

use crate::int::Int;
use crate::relation::{Div, IntegerRelation};
use crate::sample::Row;
use crate::set::PresburgerRelation;
use crate::space::Space;

/// A parse error at a byte offset of the input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// Byte offset of the offending token.
    pub offset: usize,
    /// What went wrong.
    pub message: String,
}

type PResult<T> = std::result::Result<T, ParseError>;

/// A token kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tok {
    /// An identifier or keyword.
    Ident(String),
    /// An integer literal.
    Num(Int),
    /// Punctuation or an operator.
    Punct(&'static str),
    /// End of input.
    Eof,
}

/// A token with its byte offset.
#[derive(Clone, Debug)]
pub struct Token {
    /// The kind.
    pub tok: Tok,
    /// Byte offset in the input.
    pub offset: usize,
}

const PUNCTS: &[&str] = &[
    ":=", "->", "<=", ">=", "!=", "&&", "||", "==", "{", "}", "[", "]", "(", ")", ",", ":", ";",
    "+", "-", "*", "/", "%", "=", "<", ">",
];

/// Splits text into tokens; `#` starts a comment to the end of the line.
pub fn lex(text: &str) -> PResult<Vec<Token>> {
    let b = text.as_bytes();
    let mut i = 0;
    let mut out = Vec::new();
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if c == b'#' {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        if c.is_ascii_digit() {
            let s = i;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            let v = Int::parse(&text[s..i]).ok_or_else(|| ParseError {
                offset: s,
                message: "bad integer".into(),
            })?;
            out.push(Token {
                tok: Tok::Num(v),
                offset: s,
            });
            continue;
        }
        if c.is_ascii_alphabetic() || c == b'_' || c == b'$' {
            let s = i;
            while i < b.len()
                && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'\'' || b[i] == b'$')
            {
                i += 1;
            }
            out.push(Token {
                tok: Tok::Ident(text[s..i].to_string()),
                offset: s,
            });
            continue;
        }
        match PUNCTS.iter().find(|p| text[i..].starts_with(**p)) {
            Some(p) => {
                out.push(Token {
                    tok: Tok::Punct(p),
                    offset: i,
                });
                i += p.len();
            }
            None => {
                let ch = text[i..].chars().next().unwrap_or('?');
                return Err(ParseError {
                    offset: i,
                    message: format!("unexpected character '{ch}'"),
                });
            }
        }
    }
    out.push(Token {
        tok: Tok::Eof,
        offset: text.len(),
    });
    Ok(out)
}

/// An affine expression as written.
#[derive(Clone, Debug)]
enum AExpr {
    Num(Int),
    Var(String, usize),
    /// `t0 +/- t1 +/- ...`: terms with their signs (true: subtracted).
    Sum(Vec<(bool, AExpr)>),
    Neg(Box<AExpr>),
    Mul(Box<AExpr>, Box<AExpr>, usize),
    Floor(Box<AExpr>, Box<AExpr>, usize),
    Ceil(Box<AExpr>, Box<AExpr>, usize),
    Mod(Box<AExpr>, Box<AExpr>, usize),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cmp {
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
}

/// A formula as written.
#[derive(Clone, Debug)]
enum Formula {
    True,
    False,
    Chain(Vec<AExpr>, Vec<Cmp>),
    And(Vec<Formula>),
    Or(Vec<Formula>),
    Not(Box<Formula>, usize),
    Exists(Vec<String>, Box<Formula>),
}

/// A token cursor shared with the calculator's statement parser.
pub struct Parser {
    toks: Vec<Token>,
    pos: usize,
    depth: usize,
}

/// The deepest nesting of parentheses and prefix operators accepted (the parsers recurse).
pub const MAX_NESTING: usize = 200;

/// A linear form over global columns (non-locals first, then locals) plus a constant.
#[derive(Clone, Debug, Default)]
struct Lin {
    c: Vec<Int>,
    k: Int,
}

impl Lin {
    fn konst(k: Int) -> Lin {
        Lin { c: Vec::new(), k }
    }
    fn var(col: usize) -> Lin {
        let mut c = vec![Int::ZERO; col + 1];
        c[col] = Int::ONE;
        Lin { c, k: Int::ZERO }
    }
    fn is_const(&self) -> bool {
        self.c.iter().all(Int::is_zero)
    }
    fn add(&self, o: &Lin, f: &Int) -> Lin {
        let n = self.c.len().max(o.c.len());
        let mut c = self.c.clone();
        c.resize(n, Int::ZERO);
        for (x, y) in c.iter_mut().zip(&o.c) {
            if !y.is_zero() {
                *x += f * y;
            }
        }
        Lin {
            c,
            k: &self.k + &(f * &o.k),
        }
    }
    fn scale(&self, f: &Int) -> Lin {
        Lin {
            c: self.c.iter().map(|x| x * f).collect(),
            k: &self.k * f,
        }
    }
}

/// One constraint under construction: `lin = 0` or `lin >= 0`.
#[derive(Clone, Debug)]
struct Con {
    eq: bool,
    lin: Lin,
}

const MAX_DISJUNCTS: usize = 4096;

/// State while turning one disjunct's formula into constraints.
struct Build {
    /// Names in scope, innermost last: (name, column).
    scope: Vec<(String, usize)>,
    n_vars: usize,
    /// Global locals: division definition or plain existential.
    locals: Vec<Option<(Lin, Int)>>,
}

impl Parser {
    /// A parser over the tokens of `text`.
    pub fn new(text: &str) -> PResult<Parser> {
        Ok(Parser {
            depth: 0,
            toks: lex(text)?,
            pos: 0,
        })
    }

    /// The current token.
    pub fn peek(&self) -> &Tok {
        &self.toks[self.pos].tok
    }

    /// The token after the current one.
    pub fn peek2(&self) -> &Tok {
        &self.toks[(self.pos + 1).min(self.toks.len() - 1)].tok
    }

    /// The byte offset of the current token.
    pub fn offset(&self) -> usize {
        self.toks[self.pos].offset
    }

    /// Moves past the current token.
    pub fn bump(&mut self) -> Tok {
        let t = self.toks[self.pos].tok.clone();
        if self.pos + 1 < self.toks.len() {
            self.pos += 1;
        }
        t
    }

    /// Whether the current token is the punctuation `p`.
    pub fn at(&self, p: &str) -> bool {
        matches!(self.peek(), Tok::Punct(q) if *q == p)
    }

    /// Whether the current token is the keyword `k`.
    pub fn at_kw(&self, k: &str) -> bool {
        matches!(self.peek(), Tok::Ident(s) if s == k)
    }

    /// Consumes `p` if present.
    pub fn eat(&mut self, p: &str) -> bool {
        if self.at(p) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes `p` or fails.
    pub fn expect(&mut self, p: &str) -> PResult<()> {
        if self.eat(p) {
            Ok(())
        } else {
            Err(self.error(format!("expected '{p}'")))
        }
    }

    /// An error at the current token.
    pub fn error(&self, message: String) -> ParseError {
        ParseError {
            offset: self.offset(),
            message,
        }
    }

    /// Skips to just past the next `;` (error recovery).
    pub fn skip_statement(&mut self) {
        while !matches!(self.peek(), Tok::Eof) {
            if self.eat(";") {
                return;
            }
            self.bump();
        }
    }

    /// The index of the current token (to detect progress).
    pub fn position(&self) -> usize {
        self.pos
    }

    /// Whether the previous token was the punctuation `p`.
    pub fn just_after(&self, p: &str) -> bool {
        self.pos > 0 && matches!(&self.toks[self.pos - 1].tok, Tok::Punct(q) if *q == p)
    }

    /// Whether all input has been read.
    pub fn at_eof(&self) -> bool {
        matches!(self.peek(), Tok::Eof)
    }

    fn ident(&mut self) -> PResult<String> {
        match self.peek().clone() {
            Tok::Ident(s) => {
                self.bump();
                Ok(s)
            }
            _ => Err(self.error("expected an identifier".into())),
        }
    }

    /// Parses `[params] -> { ... }` or `{ ... }`.
    pub fn parse_relation(&mut self) -> PResult<PresburgerRelation> {
        let mut params = Vec::new();
        if self.eat("[") {
            if !self.at("]") {
                loop {
                    let off = self.offset();
                    let p = self.ident()?;
                    if params.contains(&p) {
                        return Err(ParseError {
                            offset: off,
                            message: format!("parameter '{p}' declared twice"),
                        });
                    }
                    params.push(p);
                    if !self.eat(",") {
                        break;
                    }
                }
            }
            self.expect("]")?;
            self.expect("->")?;
        }
        let open = self.offset();
        self.expect("{")?;
        let mut space: Option<Space> = None;
        let mut parts = Vec::new();
        loop {
            if self.at("}") {
                break;
            }
            let off = self.offset();
            let (sp, mut ps) = self.parse_disjunct(&params)?;
            match &space {
                None => space = Some(sp),
                Some(s) if *s == sp => {}
                Some(_) => {
                    return Err(ParseError {
                        offset: off,
                        message: "disjuncts of different spaces".into(),
                    });
                }
            }
            parts.append(&mut ps);
            if !self.eat(";") {
                break;
            }
        }
        if !self.eat("}") {
            return Err(self.error(format!(
                "expected '}}' to close the set opened at offset {open}"
            )));
        }
        let space = space.unwrap_or_else(|| Space::set(0, params));
        let mut r = PresburgerRelation { space, parts };
        r.simplify();
        Ok(r)
    }

    /// `[i, j] -> [k] : formula` (the tuples and the formula are optional).
    fn parse_disjunct(&mut self, params: &[String]) -> PResult<(Space, Vec<IntegerRelation>)> {
        if let Tok::Ident(name) = self.peek().clone()
            && matches!(self.peek2(), Tok::Punct("["))
        {
            return Err(self.error(format!("named tuples ('{name}[...]') are not supported")));
        }
        let mut tuples: Vec<Vec<AExpr>> = Vec::new();
        while self.at("[") {
            self.bump();
            let mut entries = Vec::new();
            if !self.at("]") {
                loop {
                    entries.push(self.parse_aexpr()?);
                    if !self.eat(",") {
                        break;
                    }
                }
            }
            self.expect("]")?;
            tuples.push(entries);
            if !self.eat("->") {
                break;
            }
        }
        if tuples.len() > 2 {
            return Err(self.error("nested relations are not supported".into()));
        }
        let formula = if self.eat(":") {
            self.parse_formula()?
        } else {
            Formula::True
        };
        let space = match tuples.len() {
            0 => Space::set(0, params.to_vec()),
            1 => Space::set(tuples[0].len(), params.to_vec()),
            _ => Space::map(tuples[0].len(), tuples[1].len(), params.to_vec()),
        };
        let n_dims = space.n_dims();
        let mut build = Build {
            scope: Vec::new(),
            n_vars: space.n_vars(),
            locals: Vec::new(),
        };
        for (k, p) in params.iter().enumerate() {
            build.scope.push((p.clone(), n_dims + k));
        }
        // Tuple entries: fresh names bind the dim, anything else constrains it.
        let mut tuple_cons: Vec<(usize, AExpr)> = Vec::new();
        for (d, e) in tuples.iter().flatten().enumerate() {
            match e {
                AExpr::Var(name, _) if !build.scope.iter().any(|(n, _)| n == name) => {
                    build.scope.push((name.clone(), d))
                }
                _ => tuple_cons.push((d, e.clone())),
            }
        }
        let mut base: Vec<Con> = Vec::new();
        for (d, e) in &tuple_cons {
            let l = build.lin(e, &mut base)?;
            base.push(Con {
                eq: true,
                lin: Lin::var(*d).add(&l, &Int::from(-1)),
            });
        }
        let conjs = build.dnf(&formula)?;
        let mut parts = Vec::new();
        for conj in conjs {
            let mut rel = IntegerRelation::universe(space.clone());
            let nl = build.locals.len();
            let n = build.n_vars + nl;
            let row = |l: &Lin| -> Row {
                let mut r = vec![Int::ZERO; n + 1];
                for (i, a) in l.c.iter().enumerate() {
                    r[i] = a.clone();
                }
                r[n] = l.k.clone();
                r
            };
            rel.divs = build
                .locals
                .iter()
                .map(|d| {
                    d.as_ref().map(|(num, den)| Div {
                        num: row(num),
                        den: den.clone(),
                    })
                })
                .collect();
            for c in base.iter().chain(conj.iter()) {
                if c.eq {
                    rel.eqs.push(row(&c.lin));
                } else {
                    rel.ineqs.push(row(&c.lin));
                }
            }
            parts.push(rel);
        }
        Ok((space, parts))
    }

    /// Enters one level of nesting; fails beyond `MAX_NESTING`.
    pub fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err(self.error(format!("nesting deeper than {MAX_NESTING} levels")));
        }
        Ok(())
    }

    /// Leaves one level of nesting.
    pub fn leave(&mut self) {
        self.depth -= 1;
    }

    fn parse_formula(&mut self) -> PResult<Formula> {
        self.enter()?;
        let r = self.parse_formula_inner();
        self.leave();
        r
    }

    fn parse_formula_inner(&mut self) -> PResult<Formula> {
        let mut items = vec![self.parse_conj()?];
        while self.at_kw("or") || self.at("||") {
            self.bump();
            items.push(self.parse_conj()?);
        }
        Ok(if items.len() == 1 {
            items.pop().unwrap()
        } else {
            Formula::Or(items)
        })
    }

    fn parse_conj(&mut self) -> PResult<Formula> {
        let mut items = vec![self.parse_unary_formula()?];
        while self.at_kw("and") || self.at("&&") {
            self.bump();
            items.push(self.parse_unary_formula()?);
        }
        Ok(if items.len() == 1 {
            items.pop().unwrap()
        } else {
            Formula::And(items)
        })
    }

    fn parse_unary_formula(&mut self) -> PResult<Formula> {
        if self.at_kw("not") {
            let off = self.offset();
            self.bump();
            self.enter()?;
            let inner = self.parse_unary_formula();
            self.leave();
            return Ok(Formula::Not(Box::new(inner?), off));
        }
        if self.at_kw("true") {
            self.bump();
            return Ok(Formula::True);
        }
        if self.at_kw("false") {
            self.bump();
            return Ok(Formula::False);
        }
        if self.at_kw("exists") {
            self.bump();
            let paren = self.eat("(");
            let mut names = vec![self.ident()?];
            while self.eat(",") {
                names.push(self.ident()?);
            }
            self.expect(":")?;
            let body = self.parse_formula()?;
            if paren {
                self.expect(")")?;
            }
            return Ok(Formula::Exists(names, Box::new(body)));
        }
        if self.at("(") {
            // A parenthesized formula or an expression in parentheses starting a comparison:
            // try the formula first and fall back.
            let save = self.pos;
            self.bump();
            if let Ok(f) = self.parse_formula()
                && self.eat(")")
                && !self.at_cmp()
                && !self.at_arith()
            {
                return Ok(f);
            }
            self.pos = save;
        }
        let first = self.parse_aexpr()?;
        let mut exprs = vec![first];
        let mut ops = Vec::new();
        while let Some(op) = self.cmp_op() {
            self.bump();
            ops.push(op);
            exprs.push(self.parse_aexpr()?);
        }
        if ops.is_empty() {
            if self.at("/") {
                return Err(
                    self.error("division is only allowed as floor(e/c) or ceil(e/c)".into())
                );
            }
            return Err(self.error("expected a comparison".into()));
        }
        Ok(Formula::Chain(exprs, ops))
    }

    fn at_cmp(&self) -> bool {
        self.cmp_op().is_some()
    }

    fn at_arith(&self) -> bool {
        self.at("+") || self.at("-") || self.at("*") || self.at("%") || self.at_kw("mod")
    }

    fn cmp_op(&self) -> Option<Cmp> {
        match self.peek() {
            Tok::Punct("<") => Some(Cmp::Lt),
            Tok::Punct("<=") => Some(Cmp::Le),
            Tok::Punct(">") => Some(Cmp::Gt),
            Tok::Punct(">=") => Some(Cmp::Ge),
            Tok::Punct("=") | Tok::Punct("==") => Some(Cmp::Eq),
            Tok::Punct("!=") => Some(Cmp::Ne),
            _ => None,
        }
    }

    fn parse_aexpr(&mut self) -> PResult<AExpr> {
        self.enter()?;
        let r = self.parse_aexpr_inner();
        self.leave();
        r
    }

    fn parse_aexpr_inner(&mut self) -> PResult<AExpr> {
        let mut terms = vec![(false, self.parse_term()?)];
        loop {
            if self.eat("+") {
                terms.push((false, self.parse_term()?));
            } else if self.eat("-") {
                terms.push((true, self.parse_term()?));
            } else {
                return Ok(if terms.len() == 1 {
                    terms.pop().unwrap().1
                } else {
                    AExpr::Sum(terms)
                });
            }
        }
    }

    fn parse_term(&mut self) -> PResult<AExpr> {
        let mut lhs = self.parse_factor()?;
        loop {
            let off = self.offset();
            if self.eat("*") {
                lhs = AExpr::Mul(Box::new(lhs), Box::new(self.parse_factor()?), off);
            } else if self.eat("%")
                || (self.at_kw("mod") && {
                    self.bump();
                    true
                })
            {
                lhs = AExpr::Mod(Box::new(lhs), Box::new(self.parse_factor()?), off);
            } else {
                return Ok(lhs);
            }
        }
    }

    fn parse_factor(&mut self) -> PResult<AExpr> {
        let off = self.offset();
        match self.peek().clone() {
            Tok::Punct("-") => {
                self.bump();
                self.enter()?;
                let inner = self.parse_factor();
                self.leave();
                Ok(AExpr::Neg(Box::new(inner?)))
            }
            Tok::Punct("(") => {
                self.bump();
                let e = self.parse_aexpr()?;
                self.expect(")")?;
                Ok(e)
            }
            Tok::Num(v) => {
                self.bump();
                let n = AExpr::Num(v);
                // Implicit multiplication: `2i`, `3(i + 1)`, `2floor(i/3)`.
                if matches!(self.peek(), Tok::Ident(s) if s != "mod" && s != "and" && s != "or")
                    || self.at("(")
                {
                    let f = self.parse_factor()?;
                    return Ok(AExpr::Mul(Box::new(n), Box::new(f), off));
                }
                Ok(n)
            }
            Tok::Ident(s)
                if (s == "floor" || s == "ceil") && matches!(self.peek2(), Tok::Punct("(")) =>
            {
                self.bump();
                self.bump();
                let num = self.parse_aexpr()?;
                self.expect("/")?;
                let den = self.parse_factor()?;
                self.expect(")")?;
                Ok(if s == "floor" {
                    AExpr::Floor(Box::new(num), Box::new(den), off)
                } else {
                    AExpr::Ceil(Box::new(num), Box::new(den), off)
                })
            }
            Tok::Ident(s) => {
                self.bump();
                Ok(AExpr::Var(s, off))
            }
            _ => Err(self.error("expected an expression".into())),
        }
    }
}

impl Build {
    fn lookup(&self, name: &str, off: usize) -> PResult<usize> {
        self.scope
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, c)| *c)
            .ok_or_else(|| ParseError {
                offset: off,
                message: format!("unknown identifier '{name}'"),
            })
    }

    fn new_local(&mut self, def: Option<(Lin, Int)>) -> usize {
        self.locals.push(def);
        self.n_vars + self.locals.len() - 1
    }

    fn constant(&mut self, e: &AExpr, off: usize, cons: &mut Vec<Con>, what: &str) -> PResult<Int> {
        let l = self.lin(e, cons)?;
        if !l.is_const() {
            return Err(ParseError {
                offset: off,
                message: format!("{what} must be a constant"),
            });
        }
        Ok(l.k)
    }

    fn floor_local(&mut self, num: Lin, den: Int, cons: &mut Vec<Con>) -> usize {
        let col = self.new_local(Some((num.clone(), den.clone())));
        let q = Lin::var(col);
        cons.push(Con {
            eq: false,
            lin: num.add(&q, &-&den),
        });
        cons.push(Con {
            eq: false,
            lin: q
                .scale(&den)
                .add(&num, &Int::from(-1))
                .add(&Lin::konst(&den - &Int::ONE), &Int::ONE),
        });
        col
    }

    /// Linearizes an expression; divisions add locals and their constraints to `cons`.
    fn lin(&mut self, e: &AExpr, cons: &mut Vec<Con>) -> PResult<Lin> {
        Ok(match e {
            AExpr::Num(v) => Lin::konst(v.clone()),
            AExpr::Var(n, off) => Lin::var(self.lookup(n, *off)?),
            AExpr::Sum(terms) => {
                let mut acc = Lin::default();
                for (neg, t) in terms {
                    let l = self.lin(t, cons)?;
                    acc = acc.add(&l, &if *neg { Int::from(-1) } else { Int::ONE });
                }
                acc
            }
            AExpr::Neg(a) => self.lin(a, cons)?.scale(&Int::from(-1)),
            AExpr::Mul(a, b, off) => {
                let (x, y) = (self.lin(a, cons)?, self.lin(b, cons)?);
                if x.is_const() {
                    y.scale(&x.k)
                } else if y.is_const() {
                    x.scale(&y.k)
                } else {
                    return Err(ParseError {
                        offset: *off,
                        message: "non-affine product of two variables".into(),
                    });
                }
            }
            AExpr::Floor(a, d, off) | AExpr::Ceil(a, d, off) => {
                let den = self.constant(d, *off, cons, "the divisor")?;
                if !den.is_positive() {
                    return Err(ParseError {
                        offset: *off,
                        message: "the divisor must be a positive integer".into(),
                    });
                }
                let num = self.lin(a, cons)?;
                if matches!(e, AExpr::Floor(..)) {
                    Lin::var(self.floor_local(num, den, cons))
                } else {
                    let col = self.floor_local(num.scale(&Int::from(-1)), den, cons);
                    Lin::var(col).scale(&Int::from(-1))
                }
            }
            AExpr::Mod(a, d, off) => {
                let den = self.constant(d, *off, cons, "the modulus")?;
                if !den.is_positive() {
                    return Err(ParseError {
                        offset: *off,
                        message: "the modulus must be a positive integer".into(),
                    });
                }
                let num = self.lin(a, cons)?;
                let q = self.floor_local(num.clone(), den.clone(), cons);
                num.add(&Lin::var(q), &-&den)
            }
        })
    }

    /// The formula in disjunctive normal form: a list of conjunctions.
    fn dnf(&mut self, f: &Formula) -> PResult<Vec<Vec<Con>>> {
        Ok(match f {
            Formula::True => vec![vec![]],
            Formula::False => vec![],
            Formula::Chain(exprs, ops) => {
                let mut result: Vec<Vec<Con>> = vec![vec![]];
                let mut defs = Vec::new();
                let lins: Vec<Lin> = exprs
                    .iter()
                    .map(|e| self.lin(e, &mut defs))
                    .collect::<PResult<_>>()?;
                for (i, op) in ops.iter().enumerate() {
                    let (a, b) = (&lins[i], &lins[i + 1]);
                    let m1 = Int::from(-1);
                    let alts: Vec<Con> = match op {
                        Cmp::Le => vec![Con {
                            eq: false,
                            lin: b.add(a, &m1),
                        }],
                        Cmp::Lt => vec![Con {
                            eq: false,
                            lin: b.add(a, &m1).add(&Lin::konst(m1.clone()), &Int::ONE),
                        }],
                        Cmp::Ge => vec![Con {
                            eq: false,
                            lin: a.add(b, &m1),
                        }],
                        Cmp::Gt => vec![Con {
                            eq: false,
                            lin: a.add(b, &m1).add(&Lin::konst(m1.clone()), &Int::ONE),
                        }],
                        Cmp::Eq => vec![Con {
                            eq: true,
                            lin: a.add(b, &m1),
                        }],
                        Cmp::Ne => vec![
                            Con {
                                eq: false,
                                lin: b.add(a, &m1).add(&Lin::konst(m1.clone()), &Int::ONE),
                            },
                            Con {
                                eq: false,
                                lin: a.add(b, &m1).add(&Lin::konst(m1.clone()), &Int::ONE),
                            },
                        ],
                    };
                    let mut next = Vec::new();
                    for conj in &result {
                        for alt in &alts {
                            let mut c = conj.clone();
                            c.push(alt.clone());
                            next.push(c);
                        }
                    }
                    result = next;
                }
                for c in &mut result {
                    c.extend(defs.iter().cloned());
                }
                result
            }
            Formula::And(items) => {
                let mut out: Vec<Vec<Con>> = vec![vec![]];
                for item in items {
                    let y = self.dnf(item)?;
                    if out.len() * y.len() > MAX_DISJUNCTS {
                        return Err(ParseError {
                            offset: 0,
                            message: "formula too large (more than 4096 disjuncts)".into(),
                        });
                    }
                    let mut next = Vec::new();
                    for p in &out {
                        for q in &y {
                            let mut c = p.clone();
                            c.extend(q.iter().cloned());
                            next.push(c);
                        }
                    }
                    out = next;
                }
                out
            }
            Formula::Or(items) => {
                let mut x = Vec::new();
                for item in items {
                    x.extend(self.dnf(item)?);
                    if x.len() > MAX_DISJUNCTS {
                        return Err(ParseError {
                            offset: 0,
                            message: "formula too large (more than 4096 disjuncts)".into(),
                        });
                    }
                }
                x
            }
            Formula::Not(inner, off) => {
                let pushed = negate(inner, *off)?;
                self.dnf(&pushed)?
            }
            Formula::Exists(names, body) => {
                let depth = self.scope.len();
                for n in names {
                    let col = self.new_local(None);
                    self.scope.push((n.clone(), col));
                }
                let r = self.dnf(body);
                self.scope.truncate(depth);
                r?
            }
        })
    }
}

/// Pushes a negation inward (De Morgan; negated comparisons).
fn negate(f: &Formula, off: usize) -> PResult<Formula> {
    Ok(match f {
        Formula::True => Formula::False,
        Formula::False => Formula::True,
        Formula::And(items) => Formula::Or(
            items
                .iter()
                .map(|f| negate(f, off))
                .collect::<PResult<_>>()?,
        ),
        Formula::Or(items) => Formula::And(
            items
                .iter()
                .map(|f| negate(f, off))
                .collect::<PResult<_>>()?,
        ),
        Formula::Not(a, _) => (**a).clone(),
        Formula::Chain(exprs, ops) => {
            let mut alts = Vec::new();
            for (i, op) in ops.iter().enumerate() {
                let n = match op {
                    Cmp::Lt => Cmp::Ge,
                    Cmp::Le => Cmp::Gt,
                    Cmp::Gt => Cmp::Le,
                    Cmp::Ge => Cmp::Lt,
                    Cmp::Eq => Cmp::Ne,
                    Cmp::Ne => Cmp::Eq,
                };
                alts.push(Formula::Chain(
                    vec![exprs[i].clone(), exprs[i + 1].clone()],
                    vec![n],
                ));
            }
            Formula::Or(alts)
        }
        Formula::Exists(..) => {
            return Err(ParseError {
                offset: off,
                message: "negation of an existential formula is not supported".into(),
            });
        }
    })
}

/// Parses a whole text as one set or relation.
pub fn parse_relation(text: &str) -> PResult<PresburgerRelation> {
    let mut p = Parser::new(text)?;
    let r = p.parse_relation()?;
    if !p.at_eof() {
        return Err(p.error("unexpected text after the set".into()));
    }
    Ok(r)
}
