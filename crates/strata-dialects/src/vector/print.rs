//! `vector.print` (with its `#vector.punctuation<...>` property) and `vector.shape_cast`,
//! the op `convert-vector-to-scf` flattens n-D vectors with before printing them.

use strata_asm::custom::{OpAsmParser, OpAsmPrinter, Punct};
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId};
use strata_ir::registry::FoldResult;
use strata_ir::{AttrData, Attribute, Context, Type, TypeData};
use strata_ods::{AttrConstraint, TypeConstraint, op};

use super::ops::{AnyVector, vector_dims};
use crate::builtin::constraints::StrAttr;
use crate::ub::poison_attr;

/// The cases of `#vector.punctuation<...>` (upstream's `PrintPunctuation`, in its order).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Punctuation {
    /// `no_punctuation`: nothing after the value.
    NoPunctuation,
    /// `newline` (the default).
    NewLine,
    /// `comma`.
    Comma,
    /// `open`: `( `.
    Open,
    /// `close`: ` )`.
    Close,
}

const PUNCTUATION: [(&str, Punctuation); 5] = [
    ("no_punctuation", Punctuation::NoPunctuation),
    ("newline", Punctuation::NewLine),
    ("comma", Punctuation::Comma),
    ("open", Punctuation::Open),
    ("close", Punctuation::Close),
];

impl Punctuation {
    /// The keyword of this case.
    pub fn keyword(self) -> &'static str {
        PUNCTUATION
            .iter()
            .find(|(_, p)| *p == self)
            .map_or("newline", |(k, _)| k)
    }

    /// The attribute `#vector.punctuation<keyword>`.
    pub fn attr(self, ctx: &Context) -> Attribute {
        ctx.intern_attr(AttrData::Opaque {
            dialect: ctx.ident("vector"),
            body: format!("punctuation<{}>", self.keyword()).into(),
            ty: None,
        })
    }

    /// The case an attribute holds; `None` for anything else.
    pub fn of_attr(ctx: &Context, attr: Attribute) -> Option<Punctuation> {
        let AttrData::Opaque {
            dialect,
            body,
            ty: None,
        } = ctx.attr_data(attr)
        else {
            return None;
        };
        if ctx.ident_str(*dialect) != "vector" {
            return None;
        }
        let case = body.strip_prefix("punctuation<")?.strip_suffix('>')?;
        PUNCTUATION
            .iter()
            .find(|(k, _)| *k == case)
            .map(|(_, p)| *p)
    }
}

/// `#vector.punctuation<...>` (ODS `Vector_PrintPunctuation`), written `<comma>` in the
/// custom form, default `newline`.
pub struct PunctuationAttr;
impl AttrConstraint for PunctuationAttr {
    const SUMMARY: &'static str = "Punctuation for separating vectors or vector elements";
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        Self::check(ctx, attr)
    }
    fn check(ctx: &Context, attr: Attribute) -> bool {
        Punctuation::of_attr(ctx, attr).is_some()
    }
    fn default_value(ctx: &Context) -> Option<Attribute> {
        Some(Punctuation::NewLine.attr(ctx))
    }
    fn parse(p: &mut OpAsmParser<'_, '_, '_>, _name: &str) -> Result<Attribute, Diagnostic> {
        p.parse_punct(Punct::Less)?;
        let offset = p.offset();
        let names: Vec<&'static str> = PUNCTUATION.iter().map(|(k, _)| *k).collect();
        let Some(k) = p.parse_optional_keyword_or_string_of(&names) else {
            return Err(p.error_at(
                offset,
                format!(
                    "expected ::mlir::vector::PrintPunctuation to be one of: {}",
                    names.join(", ")
                ),
            ));
        };
        p.parse_punct(Punct::Greater)?;
        let case = PUNCTUATION
            .iter()
            .find(|(n, _)| *n == k)
            .map_or(Punctuation::NewLine, |(_, c)| *c);
        Ok(case.attr(p.ctx()))
    }
    fn print(p: &mut OpAsmPrinter<'_, '_, '_, '_>, attr: Attribute) {
        if let Some(c) = Punctuation::of_attr(p.ctx(), attr) {
            p.write(&format!("<{}>", c.keyword()));
        }
    }
}

/// What `vector.print` prints: a vector of any rank, an integer, an index or a float
/// (upstream's anonymous `Type<Or<...>>`, whose summary is empty).
pub struct Printable;
impl TypeConstraint for Printable {
    const SUMMARY: &'static str = "";
    fn check(ctx: &Context, ty: Type) -> bool {
        matches!(
            ctx.type_data(ty),
            TypeData::Vector { .. }
                | TypeData::Integer { .. }
                | TypeData::Index
                | TypeData::Float(_)
        )
    }
}

/// Upstream's predicate: a string is printed alone, with the default punctuation.
fn verify_print_string(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let p = PrintOp(op);
    if p.string_literal(ctx, body).is_none() {
        return Ok(());
    }
    let newline = p
        .punctuation(ctx, body)
        .and_then(|a| Punctuation::of_attr(ctx, a))
        == Some(Punctuation::NewLine);
    if body.num_operands(op) == 0 && newline {
        return Ok(());
    }
    Err(format!(
        "'{}' op failed to verify that `source` or `punctuation` are not set when printing strings",
        PrintOp::NAME
    ))
}

op! {
    /// Prints a vector, a scalar, a punctuation mark or a string (for tests and debugging).
    ///
    /// `vector.print` writes `source` to stdout in the runner utilities' format — a
    /// vector as `( 1, 2, 3 )`, nested for each dimension — followed by its
    /// `punctuation` (`newline` by default; `no_punctuation`, `comma`, `open` or
    /// `close` otherwise). Without a source it prints only the punctuation; with
    /// `str "..."` it prints the string, and nothing else. `convert-vector-to-scf`
    /// decomposes vector prints into loops of scalar prints, which
    /// `convert-vector-to-llvm` turns into calls of `printI64`, `printF32`, ...
    ///
    /// ```mlir
    /// func.func @show(%v: vector<2x3xf32>, %n: index) {
    ///   vector.print %v : vector<2x3xf32>
    ///   vector.print %n : index punctuation <comma>
    ///   vector.print punctuation <newline>
    ///   vector.print str "done\n"
    ///   return
    /// }
    /// ```
    pub struct PrintOp = "vector.print" {
        operands: [source: optional Printable],
        attrs: [punctuation: default PunctuationAttr, stringLiteral: optional StrAttr],
        verify_preds: verify_print_string,
        effects: [write],
        format: "($source^ `:` type($source))? oilist(`str` $stringLiteral | `punctuation` $punctuation) attr-dict",
    }
}

impl PrintOp {
    /// The punctuation printed after the value (the default, `newline`, if unreadable).
    pub fn punctuation_case(self, ctx: &Context, body: &Body) -> Punctuation {
        self.punctuation(ctx, body)
            .and_then(|a| Punctuation::of_attr(ctx, a))
            .unwrap_or(Punctuation::NewLine)
    }

    /// The bytes of the string printed by `vector.print str "..."`, if any.
    pub fn string_bytes<'c>(self, ctx: &'c Context, body: &Body) -> Option<&'c [u8]> {
        crate::builtin::constraints::string_bytes(ctx, self.string_literal(ctx, body)?)
    }
}

// ---- vector.shape_cast ----

fn verify_shape_cast(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "vector.shape_cast";
    let source = body.value_type(body.operand(op, 0));
    let result = body.value_type(body.result(op, 0));
    let (Some((s, ss, se)), Some((r, rs, re))) =
        (vector_dims(ctx, source), vector_dims(ctx, result))
    else {
        return Ok(());
    };
    if se != re {
        return Err(format!(
            "'{NAME}' op has different source and result element types"
        ));
    }
    let (sn, rn) = (s.iter().product::<i64>(), r.iter().product::<i64>());
    if sn != rn {
        return Err(format!(
            "'{NAME}' op has different number of elements at source ({sn}) and result ({rn})"
        ));
    }
    let (sc, rc) = (
        ss.iter().filter(|&&b| b).count(),
        rs.iter().filter(|&&b| b).count(),
    );
    if sc != rc {
        return Err(format!(
            "'{NAME}' op has different number of scalable dims at source ({sc}) and result ({rc})"
        ));
    }
    Ok(())
}

/// Upstream's `ShapeCastOp::fold` (without the broadcast cases): identity casts, chains
/// of casts, constants (reshaped) and poison.
fn fold_shape_cast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    let source = body.operand(op, 0);
    let ty = body.value_type(body.result(op, 0));
    if body.value_type(source) == ty {
        return Some(vec![FoldResult::Value(source)]);
    }
    if let Some(def) = strata_ir::matchers::defining_op(body, source)
        && ShapeCastOp::isa(ctx, body, def)
    {
        // Always in place, even when the chain cancels out (the next fold returns the
        // source): SCCP does not keep in-place folds, and a conversion rolls one back
        // with the constant fold that follows it.
        let inner = body.operand(def, 0);
        body.set_operand(op, 0, inner);
        return Some(Vec::new());
    }
    let a = (*operands.first()?)?;
    if a == poison_attr(ctx) {
        return Some(vec![FoldResult::Attr(a)]);
    }
    match ctx.attr_data(a) {
        AttrData::DenseElements { data, .. } => {
            let data = data.clone();
            let folded = ctx.intern_attr(AttrData::DenseElements { ty, data });
            Some(vec![FoldResult::Attr(folded)])
        }
        _ => None,
    }
}

op! {
    /// Reshapes a vector to another shape with the same elements.
    ///
    /// `vector.shape_cast` reads the elements of `source` in row-major order into a
    /// vector of the result's shape: the element type, the number of elements and the
    /// number of scalable dimensions stay the same.
    ///
    /// ```mlir
    /// func.func @flat(%v: vector<2x3xf32>) -> vector<6xf32> {
    ///   %0 = vector.shape_cast %v : vector<2x3xf32> to vector<6xf32>
    ///   return %0 : vector<6xf32>
    /// }
    /// ```
    pub struct ShapeCastOp = "vector.shape_cast" {
        traits: [pure],
        operands: [source: AnyVector],
        results: [result: AnyVector],
        verify: verify_shape_cast,
        fold: fold_shape_cast,
        format: "$source attr-dict `:` type($source) `to` type($result)",
    }
}
