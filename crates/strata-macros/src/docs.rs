//! An op's documentation from its doc comment: the first paragraph is the summary, a
//! fenced ```` ```mlir ```` block the example, the rest the description (MLIR's ODS
//! `summary` and `description`).

use syn::{Attribute, Expr, Lit, Meta};

/// The three parts of an op's documentation.
pub struct Docs {
    pub summary: String,
    pub description: String,
    pub example: String,
}

/// The lines of the `///` comments in `attrs`, without their first space.
fn doc_lines(attrs: &[Attribute]) -> Vec<String> {
    let mut lines = Vec::new();
    for a in attrs {
        if !a.path().is_ident("doc") {
            continue;
        }
        if let Meta::NameValue(nv) = &a.meta
            && let Expr::Lit(l) = &nv.value
            && let Lit::Str(s) = &l.lit
        {
            for line in s.value().split('\n') {
                lines.push(line.strip_prefix(' ').unwrap_or(line).to_string());
            }
        }
    }
    lines
}

/// Splits the doc comment into summary, description and example.
pub fn parse(attrs: &[Attribute]) -> Docs {
    let lines = doc_lines(attrs);
    let mut summary = Vec::new();
    let mut description = Vec::new();
    let mut example = Vec::new();
    let mut i = 0;
    while i < lines.len() && lines[i].trim().is_empty() {
        i += 1;
    }
    while i < lines.len() && !lines[i].trim().is_empty() && !lines[i].starts_with("```") {
        summary.push(lines[i].trim().to_string());
        i += 1;
    }
    let mut in_example = false;
    let mut seen_example = false;
    for line in &lines[i..] {
        if in_example {
            if line.trim_start().starts_with("```") {
                in_example = false;
            } else {
                example.push(line.clone());
            }
        } else if line.trim() == "```mlir" && !seen_example {
            in_example = true;
            seen_example = true;
        } else {
            description.push(line.clone());
        }
    }
    let mut example = example.join("\n");
    if !example.is_empty() {
        example.push('\n');
    }
    Docs {
        summary: summary.join(" "),
        description: description.join("\n").trim().to_string(),
        example,
    }
}
