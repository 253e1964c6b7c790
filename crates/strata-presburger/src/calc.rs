//! The `strata-poly` calculator: iscc-like statements over sets and relations in isl notation.
//!
//! ```text
//! S := [n] -> { [i, j] : 0 <= i < n and 0 <= j <= i };
//! T := { [i, j] : i mod 2 = 0 };
//! S * T;  S + T;  S - T;  lexmin { [i] : 3 <= i < 7 };
//! M := { [i] -> [i + 1] };  M(S2);  domain M;  range M;  S = T;  S <= T;
//! ```
//! `+` is union, `*` intersection, `-` difference; `lexmin`, `lexmax`, `domain`, `range`,
//! `reverse`, `complement` are prefix operators; `M(S)` applies a relation to a set (or
//! composes two relations); `E1 = E2` and `E1 <= E2` print `True` or `False`. Every
//! expression statement prints its value on one line; errors are located diagnostics and
//! evaluation continues with the next statement.

use crate::parse::{ParseError, Parser, Tok};
use crate::print;
use crate::set::PresburgerRelation;
use crate::simplex::Budget;
use crate::space::Space;
use crate::{Error, Result};
use std::collections::HashMap;

/// A calculator value.
#[derive(Clone, Debug)]
pub enum Value {
    /// A set or relation.
    Rel(PresburgerRelation),
    /// A truth value.
    Bool(bool),
}

impl Value {
    /// The value as printed by the calculator.
    pub fn to_text(&self) -> String {
        match self {
            Value::Rel(r) => print::to_isl(r),
            Value::Bool(true) => "True".into(),
            Value::Bool(false) => "False".into(),
        }
    }
}

#[derive(Clone, Debug)]
enum Expr {
    Lit(PresburgerRelation),
    Var(String, usize),
    Bin(&'static str, Box<Expr>, Box<Expr>, usize),
    Un(String, Box<Expr>, usize),
    Apply(Box<Expr>, Box<Expr>, usize),
}

/// The calculator's state: named values.
#[derive(Default)]
pub struct Calc {
    vars: HashMap<String, Value>,
    /// Work units per statement (`None`: `Budget::default()`).
    budget: Option<u64>,
}

/// The result of running a script: printed lines and diagnostics.
#[derive(Debug, Default)]
pub struct Output {
    /// What the script printed (one line per expression statement).
    pub stdout: String,
    /// `file:line:col: error: message` lines.
    pub diagnostics: Vec<String>,
}

const PREFIX_OPS: &[&str] = &[
    "lexmin",
    "lexmax",
    "domain",
    "range",
    "reverse",
    "complement",
];

/// Runs a script; `file` names it in diagnostics.
pub fn run(source: &str, file: &str) -> Output {
    Calc::default().run(source, file)
}

impl Calc {
    /// A calculator whose statements each get `units` of work (see [`Budget`]).
    pub fn with_budget(units: u64) -> Calc {
        Calc {
            vars: HashMap::new(),
            budget: Some(units),
        }
    }

    /// Runs a script against this state.
    pub fn run(&mut self, source: &str, file: &str) -> Output {
        let mut out = Output::default();
        let locate = |offset: usize, msg: &str| {
            let before = &source[..offset.min(source.len())];
            let line = before.matches('\n').count() + 1;
            let col = before.len() - before.rfind('\n').map_or(0, |p| p + 1) + 1;
            format!("{file}:{line}:{col}: error: {msg}")
        };
        let mut p = match Parser::new(source) {
            Ok(p) => p,
            Err(e) => {
                out.diagnostics.push(locate(e.offset, &e.message));
                return out;
            }
        };
        while !p.at_eof() {
            let start = p.offset();
            let before = p.position();
            match self.statement(&mut p) {
                Ok(Some(v)) => {
                    out.stdout.push_str(&v.to_text());
                    out.stdout.push('\n');
                }
                Ok(None) => {}
                Err((off, msg)) => {
                    out.diagnostics.push(locate(off.unwrap_or(start), &msg));
                    // Skip the rest of a statement that did not parse (evaluation errors
                    // come after its ';').
                    if !p.just_after(";") || p.position() == before {
                        p.skip_statement();
                    }
                }
            }
        }
        out
    }

    #[allow(clippy::type_complexity)]
    fn statement(
        &mut self,
        p: &mut Parser,
    ) -> std::result::Result<Option<Value>, (Option<usize>, String)> {
        let perr = |e: ParseError| (Some(e.offset), e.message);
        if p.eat(";") {
            return Ok(None);
        }
        let assign = match (p.peek().clone(), p.peek2()) {
            (Tok::Ident(name), Tok::Punct(":=")) => {
                p.bump();
                p.bump();
                Some(name)
            }
            _ => None,
        };
        let e = parse_expr(p).map_err(perr)?;
        if !p.eat(";") && !p.at_eof() {
            return Err((Some(p.offset()), "expected ';' after the statement".into()));
        }
        let mut budget = self.budget.map_or_else(Budget::default, Budget::new);
        let v = self
            .eval(&e, &mut budget)
            .map_err(|(off, err)| (Some(off), err.to_string()))?;
        match assign {
            Some(name) => {
                self.vars.insert(name, v);
                Ok(None)
            }
            None => Ok(Some(v)),
        }
    }

    fn eval(&self, e: &Expr, budget: &mut Budget) -> std::result::Result<Value, (usize, Error)> {
        match e {
            Expr::Lit(r) => Ok(Value::Rel(r.clone())),
            Expr::Var(n, off) => self
                .vars
                .get(n)
                .cloned()
                .ok_or_else(|| (*off, Error::Invalid(format!("undefined variable '{n}'")))),
            Expr::Un(op, a, off) => {
                let a = rel(self.eval(a, budget)?, *off)?;
                let r = unary(op, &a, budget).map_err(|e| (*off, e))?;
                Ok(Value::Rel(r))
            }
            Expr::Apply(m, s, off) => {
                let m = rel(self.eval(m, budget)?, *off)?;
                let s = rel(self.eval(s, budget)?, *off)?;
                let r = (|| {
                    let mut r = if s.space.is_set {
                        s.apply(&m, budget)?
                    } else {
                        s.apply_range(&m, budget)?
                    };
                    r.compact(budget)?;
                    Ok(r)
                })()
                .map_err(|e| (*off, e))?;
                Ok(Value::Rel(r))
            }
            Expr::Bin(op, a, b, off) => {
                let a = rel(self.eval(a, budget)?, *off)?;
                let b = rel(self.eval(b, budget)?, *off)?;
                let (a, b) = coerce_empty(a, b);
                binary(op, &a, &b, budget).map_err(|e| (*off, e))
            }
        }
    }
}

fn rel(v: Value, off: usize) -> std::result::Result<PresburgerRelation, (usize, Error)> {
    match v {
        Value::Rel(r) => Ok(r),
        Value::Bool(_) => Err((
            off,
            Error::Invalid("a truth value where a set or relation was expected".into()),
        )),
    }
}

/// `{}` (an empty set of no dims) takes the space of the other operand.
fn coerce_empty(
    a: PresburgerRelation,
    b: PresburgerRelation,
) -> (PresburgerRelation, PresburgerRelation) {
    let is_any =
        |r: &PresburgerRelation| r.parts.is_empty() && r.space.is_set && r.space.n_range == 0;
    if is_any(&a) && !is_any(&b) {
        let s = Space {
            params: a.space.params.clone(),
            ..b.space.clone()
        };
        return (PresburgerRelation::empty(s), b);
    }
    if is_any(&b) && !is_any(&a) {
        let s = Space {
            params: b.space.params.clone(),
            ..a.space.clone()
        };
        return (a, PresburgerRelation::empty(s));
    }
    (a, b)
}

fn unary(op: &str, a: &PresburgerRelation, budget: &mut Budget) -> Result<PresburgerRelation> {
    let mut r = match op {
        "lexmin" => a.lex_opt(false, budget)?,
        "lexmax" => a.lex_opt(true, budget)?,
        "domain" => a.domain()?,
        "range" => a.range()?,
        "reverse" => a.reverse()?,
        "complement" => a.complement(budget)?,
        _ => return Err(Error::Internal(format!("unknown operator {op}"))),
    };
    if op.starts_with("lex") {
        r.compact_coalesced(budget)?;
    } else {
        r.compact(budget)?;
    }
    Ok(r)
}

fn binary(
    op: &str,
    a: &PresburgerRelation,
    b: &PresburgerRelation,
    budget: &mut Budget,
) -> Result<Value> {
    let mut r = match op {
        "+" => a.union(b)?,
        "*" => a.intersect(b, budget)?,
        "-" => a.subtract(b, budget)?,
        "=" => return Ok(Value::Bool(a.is_equal(b, budget)?)),
        "<=" => return Ok(Value::Bool(a.is_subset(b, budget)?)),
        ">=" => return Ok(Value::Bool(b.is_subset(a, budget)?)),
        "<" => {
            return Ok(Value::Bool(
                a.is_subset(b, budget)? && !b.is_subset(a, budget)?,
            ));
        }
        ">" => {
            return Ok(Value::Bool(
                b.is_subset(a, budget)? && !a.is_subset(b, budget)?,
            ));
        }
        _ => return Err(Error::Internal(format!("unknown operator {op}"))),
    };
    if op == "+" {
        r.compact_coalesced(budget)?;
    } else if op == "*" || op == "-" {
        r.compact_nonempty(budget)?;
    } else {
        r.compact(budget)?;
    }
    Ok(Value::Rel(r))
}

fn parse_expr(p: &mut Parser) -> std::result::Result<Expr, ParseError> {
    p.enter()?;
    let r = parse_expr_inner(p);
    p.leave();
    r
}

fn parse_expr_inner(p: &mut Parser) -> std::result::Result<Expr, ParseError> {
    let lhs = parse_sum(p)?;
    let off = p.offset();
    let op = match p.peek() {
        Tok::Punct("=") => "=",
        Tok::Punct("<=") => "<=",
        Tok::Punct(">=") => ">=",
        Tok::Punct("<") => "<",
        Tok::Punct(">") => ">",
        _ => return Ok(lhs),
    };
    p.bump();
    let rhs = parse_sum(p)?;
    Ok(Expr::Bin(op, Box::new(lhs), Box::new(rhs), off))
}

fn parse_sum(p: &mut Parser) -> std::result::Result<Expr, ParseError> {
    let mut lhs = parse_prod(p)?;
    loop {
        let off = p.offset();
        let op = if p.eat("+") {
            "+"
        } else if p.eat("-") {
            "-"
        } else {
            return Ok(lhs);
        };
        let rhs = parse_prod(p)?;
        lhs = Expr::Bin(op, Box::new(lhs), Box::new(rhs), off);
    }
}

fn parse_prod(p: &mut Parser) -> std::result::Result<Expr, ParseError> {
    let mut lhs = parse_unary(p)?;
    loop {
        let off = p.offset();
        if !p.eat("*") {
            return Ok(lhs);
        }
        let rhs = parse_unary(p)?;
        lhs = Expr::Bin("*", Box::new(lhs), Box::new(rhs), off);
    }
}

fn parse_unary(p: &mut Parser) -> std::result::Result<Expr, ParseError> {
    if let Tok::Ident(name) = p.peek().clone()
        && PREFIX_OPS.contains(&name.as_str())
        && !matches!(p.peek2(), Tok::Punct(":="))
    {
        let off = p.offset();
        p.bump();
        p.enter()?;
        let a = parse_unary(p);
        p.leave();
        return Ok(Expr::Un(name, Box::new(a?), off));
    }
    let mut e = parse_primary(p)?;
    while p.at("(") {
        let off = p.offset();
        p.bump();
        let arg = parse_expr(p)?;
        p.expect(")")?;
        e = Expr::Apply(Box::new(e), Box::new(arg), off);
    }
    Ok(e)
}

fn parse_primary(p: &mut Parser) -> std::result::Result<Expr, ParseError> {
    let off = p.offset();
    match p.peek().clone() {
        Tok::Punct("{") | Tok::Punct("[") => Ok(Expr::Lit(p.parse_relation()?)),
        Tok::Punct("(") => {
            p.bump();
            let e = parse_expr(p)?;
            p.expect(")")?;
            Ok(e)
        }
        Tok::Ident(n) => {
            p.bump();
            Ok(Expr::Var(n, off))
        }
        _ => Err(p.error("expected a set, a relation, a name or '('".into())),
    }
}
