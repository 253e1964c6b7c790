//! Printing sets and relations in isl notation (text that isl itself parses).

use crate::int::Int;
use crate::relation::IntegerRelation;
use crate::sample::Row;
use crate::set::PresburgerRelation;
use std::fmt::Write;

/// The isl text of a union: `[n] -> { [i0] : ...; [i0] : ... }`.
pub fn to_isl(r: &PresburgerRelation) -> String {
    let mut out = String::new();
    if !r.space.params.is_empty() {
        let _ = write!(out, "[{}] -> ", r.space.params.join(", "));
    }
    out.push_str("{ ");
    if r.parts.is_empty() {
        // Keep the space visible: `{ [i0] : false }`.
        let e = IntegerRelation::universe(r.space.clone());
        let t = part_to_isl(&e);
        if !t.is_empty() {
            out.push_str(&t);
            out.push_str(" : ");
        }
        out.push_str("false }");
        return out;
    }
    let parts: Vec<String> = r.parts.iter().map(part_to_isl).collect();
    out.push_str(&parts.join("; "));
    out.push_str(" }");
    out
}

/// Names for the columns of a relation: dims, params, locals.
fn column_names(p: &IntegerRelation) -> Vec<String> {
    let taken = |s: &str| p.space.params.iter().any(|q| q == s);
    let fresh = |base: String| {
        let mut s = base;
        while taken(&s) {
            s.push('_');
        }
        s
    };
    let mut names = Vec::new();
    for i in 0..p.space.n_dom {
        names.push(fresh(format!("i{i}")));
    }
    for i in 0..p.space.n_range {
        names.push(fresh(if p.space.is_set {
            format!("i{i}")
        } else {
            format!("o{i}")
        }));
    }
    names.extend(p.space.params.iter().cloned());
    for i in 0..p.n_locals() {
        names.push(fresh(format!("e{i}")));
    }
    names
}

/// One disjunct: `[i0] -> [o0] : exists (e0 : ...)`.
pub fn part_to_isl(p: &IntegerRelation) -> String {
    let names = column_names(p);
    let mut out = String::new();
    let tuple = |range: std::ops::Range<usize>| format!("[{}]", names[range].join(", "));
    if p.space.is_set {
        out.push_str(&tuple(0..p.space.n_range));
    } else {
        let nd = p.space.n_dom;
        let _ = write!(
            out,
            "{} -> {}",
            tuple(0..nd),
            tuple(nd..nd + p.space.n_range)
        );
    }
    let mut cons: Vec<String> = Vec::new();
    for e in &p.eqs {
        cons.push(constraint(e, &names, "="));
    }
    for r in &p.ineqs {
        cons.push(constraint(r, &names, ">="));
    }
    if cons.is_empty() && p.n_locals() == 0 {
        return out;
    }
    out.push_str(" : ");
    let body = if cons.is_empty() {
        "true".to_string()
    } else {
        cons.join(" and ")
    };
    if p.n_locals() > 0 {
        let nv = p.n_vars();
        let _ = write!(out, "exists ({} : {})", names[nv..].join(", "), body);
    } else {
        out.push_str(&body);
    }
    out
}

fn constraint(r: &Row, names: &[String], op: &str) -> String {
    let n = r.len() - 1;
    let mut lhs = Vec::new();
    let mut rhs = Vec::new();
    for i in 0..n {
        let a = &r[i];
        if a.is_zero() {
            continue;
        }
        let side = if a.is_positive() { &mut lhs } else { &mut rhs };
        let m = a.abs();
        side.push(if m.is_one() {
            names[i].clone()
        } else {
            format!("{m}*{}", names[i])
        });
    }
    let c = &r[n];
    if c.is_positive() {
        lhs.push(c.to_string());
    } else if c.is_negative() {
        rhs.push((-c).to_string());
    }
    let side = |v: Vec<String>| {
        if v.is_empty() {
            "0".to_string()
        } else {
            v.join(" + ")
        }
    };
    format!("{} {op} {}", side(lhs), side(rhs))
}

/// Formats a point as `[1, -2]`.
pub fn point(pt: &[Int]) -> String {
    let v: Vec<String> = pt.iter().map(Int::to_string).collect();
    format!("[{}]", v.join(", "))
}
