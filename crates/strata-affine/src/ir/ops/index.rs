//! `affine.delinearize_index` and `affine.linearize_index`: conversions between a linear
//! index and a multi-index over a mixed static/dynamic basis, with their verifiers and
//! the mixed-basis views and builders the folds and patterns use.

use strata_ir::apint::ApInt;
use strata_ir::ir::{Body, Builder, OpId, ValueId};
use strata_ir::symbols::op_attr;
use strata_ir::types::DYNAMIC;
use strata_ir::{AttrData, Attribute, Context, Location, Signedness};
use strata_ods::{AttrConstraint, TypeConstraint, i64_array, i64_array_attr, op};

use strata_dialects::memref::{parse_dynamic_index_list_paren, print_dynamic_index_list_paren};

use super::Index;
use crate::ir::linearize;

/// Each value of a `Variadic<Index>` group; buildable, so formats leave the types out.
pub struct VariadicIndex;
impl TypeConstraint for VariadicIndex {
    const SUMMARY: &'static str = "variadic of index";
    fn check(ctx: &Context, ty: strata_ir::Type) -> bool {
        Index::check(ctx, ty)
    }
    fn build(ctx: &Context) -> Option<strata_ir::Type> {
        Some(ctx.index_type())
    }
}

/// `array<i64: ...>` (ODS `DenseI64ArrayAttr`).
pub struct DenseI64ArrayAttr;
impl AttrConstraint for DenseI64ArrayAttr {
    const SUMMARY: &'static str = "i64 dense array attribute";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        i64_array(ctx, attr).is_some()
    }
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        i64_array(ctx, attr).is_some()
    }
}

/// ODS `UnitProp`: a flag stored as a property, `false` by default. The custom form shows
/// it by its keyword; the generic form holds `name` (a unit attribute) or `name = false`.
pub struct UnitProp;
impl AttrConstraint for UnitProp {
    const SUMMARY: &'static str = "unit attribute";
    const PRINTS_TEXT: bool = false;
    fn check(_: &Context, _: Attribute) -> bool {
        true
    }
    fn default_value(ctx: &Context) -> Option<Attribute> {
        let i1 = ctx.integer_type(1, Signedness::Signless);
        Some(ctx.integer_attr(i1, ApInt::from_u64(1, 0)))
    }
    fn parse(
        p: &mut strata_asm::custom::OpAsmParser<'_, '_, '_>,
        _: &str,
    ) -> Result<Attribute, strata_ir::diagnostics::Diagnostic> {
        Ok(p.ctx().unit_attr())
    }
    fn print(_: &mut strata_asm::custom::OpAsmPrinter<'_, '_, '_, '_>, _: Attribute) {}
}

/// Whether a `UnitProp` value is set (anything but `false`, as upstream's conversion).
fn unit_prop_set(ctx: &Context, attr: Option<Attribute>) -> bool {
    match attr.map(|a| ctx.attr_data(a)) {
        None => false,
        Some(AttrData::Integer { value, .. }) => !value.is_zero(),
        Some(_) => true,
    }
}

op! {
    /// Splits a linear index into a multi-index over a basis.
    ///
    /// `affine.delinearize_index` computes the coordinates of `linear_index` in a
    /// row-major space whose extents are the `basis` (static integers or `index` values,
    /// written in parentheses). With one result per basis element the outermost result
    /// is taken modulo the first extent's bound; with one extra result the outermost
    /// coordinate is unbounded (the basis has no outer bound). Basis elements must be
    /// positive. Delinearizing a disjoint linearization over the same trailing basis
    /// cancels, unit extents give zero, and constants fold.
    ///
    /// ```mlir
    /// func.func @split(%i: index, %n: index) -> (index, index, index) {
    ///   %0:3 = affine.delinearize_index %i into (%n, 4, 8) : index, index, index
    ///   return %0#0, %0#1, %0#2 : index, index, index
    /// }
    /// ```
    pub struct DelinearizeIndexOp = "affine.delinearize_index" {
        traits: [pure],
        operands: [linear_index: Index, dynamic_basis: variadic VariadicIndex],
        attrs: [static_basis: DenseI64ArrayAttr],
        results: [multi_index: variadic VariadicIndex],
        verify: verify_delinearize,
        fold: linearize::fold_delinearize,
        format: "$linear_index `into` custom<DynamicIndexListParen>($dynamic_basis, $static_basis) attr-dict `:` type($multi_index)",
    }
}

op! {
    /// Combines a multi-index into a linear index over a basis.
    ///
    /// `affine.linearize_index` computes the row-major linear position of `multi_index`
    /// in a space whose extents are the `basis` (static integers or `index` values, in
    /// parentheses after `by`). The basis has one element per index, or one fewer when
    /// the outermost extent is unbounded. `disjoint` asserts that every index lies
    /// within its extent, so that the result can be split again exactly. Leading zero
    /// indices and unit extents are dropped, linearizing a delinearization over the same
    /// basis cancels, and constants fold.
    ///
    /// ```mlir
    /// func.func @combine(%i: index, %j: index, %k: index, %n: index) -> index {
    ///   %0 = affine.linearize_index disjoint [%i, %j, %k] by (%n, 8) : index
    ///   return %0 : index
    /// }
    /// ```
    pub struct LinearizeIndexOp = "affine.linearize_index" {
        traits: [pure, attr_sized_operand_segments],
        operands: [multi_index: variadic VariadicIndex, dynamic_basis: variadic VariadicIndex],
        attrs: [static_basis: DenseI64ArrayAttr, disjoint: default UnitProp],
        results: [linear_index: Index],
        verify: verify_linearize,
        fold: linearize::fold_linearize,
        format: "(`disjoint` $disjoint^)? ` ` `[` $multi_index `]` `by` custom<DynamicIndexListParen>($dynamic_basis, $static_basis) attr-dict `:` type($linear_index)",
    }
}

/// One basis element (upstream's `OpFoldResult` of a basis): a static extent or an
/// `index` value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BasisElem {
    /// A static extent.
    Static(i64),
    /// An extent given by a value.
    Value(ValueId),
}

/// The static basis of `op` (empty if malformed).
fn static_basis(ctx: &Context, body: &Body, op: OpId) -> Vec<i64> {
    op_attr(ctx, body, op, "static_basis")
        .and_then(|a| i64_array(ctx, a))
        .unwrap_or_default()
}

/// The static basis merged with the dynamic values in order (upstream's
/// `getMixedBasis`); `None` if they do not match.
fn mixed(static_basis: &[i64], dynamic: &[ValueId]) -> Option<Vec<BasisElem>> {
    let mut dynamic = dynamic.iter();
    let out = static_basis
        .iter()
        .map(|&s| {
            if s == DYNAMIC {
                dynamic.next().map(|&v| BasisElem::Value(v))
            } else {
                Some(BasisElem::Static(s))
            }
        })
        .collect::<Option<Vec<_>>>()?;
    dynamic.next().is_none().then_some(out)
}

/// Splits a mixed basis into its static list (dynamic markers where values are) and its
/// dynamic values.
fn split(basis: &[BasisElem]) -> (Vec<i64>, Vec<ValueId>) {
    let mut values = Vec::new();
    let statics = basis
        .iter()
        .map(|b| match *b {
            BasisElem::Static(s) => s,
            BasisElem::Value(v) => {
                values.push(v);
                DYNAMIC
            }
        })
        .collect();
    (statics, values)
}

impl DelinearizeIndexOp {
    /// The basis, static and dynamic elements in order (`None` if malformed).
    pub fn mixed_basis(self, ctx: &Context, body: &Body) -> Option<Vec<BasisElem>> {
        mixed(&static_basis(ctx, body, self.0), &self.dynamic_basis(body))
    }

    /// Whether the basis bounds the outermost result (one result per basis element).
    pub fn has_outer_bound(self, ctx: &Context, body: &Body) -> bool {
        body.num_results(self.0) == static_basis(ctx, body, self.0).len()
    }

    /// The basis with one leading `None` when the outermost result is unbounded
    /// (upstream's `getPaddedBasis`): one element per result.
    pub fn padded_basis(self, ctx: &Context, body: &Body) -> Option<Vec<Option<BasisElem>>> {
        let basis = self.mixed_basis(ctx, body)?;
        let pad = !self.has_outer_bound(ctx, body);
        Some(
            pad.then_some(None)
                .into_iter()
                .chain(basis.into_iter().map(Some))
                .collect(),
        )
    }

    /// Creates `affine.delinearize_index linear into (basis)`: one result per element of
    /// `basis`; a leading `None` means the outermost result is unbounded (upstream's
    /// builder from `OpFoldResult`s).
    pub fn build_mixed(
        b: &mut impl Builder,
        loc: Location,
        linear: ValueId,
        basis: &[Option<BasisElem>],
    ) -> DelinearizeIndexOp {
        let index = b.ctx().index_type();
        let types = vec![index; basis.len()];
        let elems: Vec<BasisElem> = basis.iter().flatten().copied().collect();
        let (statics, values) = split(&elems);
        let attr = i64_array_attr(b.ctx(), &statics);
        DelinearizeIndexOp::build(b, loc, &types, linear, &values, attr)
    }
}

impl LinearizeIndexOp {
    /// The basis, static and dynamic elements in order (`None` if malformed).
    pub fn mixed_basis(self, ctx: &Context, body: &Body) -> Option<Vec<BasisElem>> {
        mixed(
            &static_basis(ctx, body, self.0),
            &self.dynamic_basis(ctx, body),
        )
    }

    /// Whether the basis bounds the outermost index (one element per index).
    pub fn has_outer_bound(self, ctx: &Context, body: &Body) -> bool {
        self.multi_index(ctx, body).len() == static_basis(ctx, body, self.0).len()
    }

    /// Whether the op is marked `disjoint`.
    pub fn is_disjoint(self, ctx: &Context, body: &Body) -> bool {
        unit_prop_set(ctx, op_attr(ctx, body, self.0, "disjoint"))
    }

    /// The basis with one leading `None` when the outermost index is unbounded: one
    /// element per index.
    pub fn padded_basis(self, ctx: &Context, body: &Body) -> Option<Vec<Option<BasisElem>>> {
        let basis = self.mixed_basis(ctx, body)?;
        let pad = !self.has_outer_bound(ctx, body);
        Some(
            pad.then_some(None)
                .into_iter()
                .chain(basis.into_iter().map(Some))
                .collect(),
        )
    }

    /// Creates `affine.linearize_index [indices] by (basis)`; `None` elements of the
    /// basis (a leading unbounded extent) are left out.
    pub fn build_mixed(
        b: &mut impl Builder,
        loc: Location,
        indices: &[ValueId],
        basis: &[Option<BasisElem>],
        disjoint: bool,
    ) -> LinearizeIndexOp {
        let elems: Vec<BasisElem> = basis.iter().flatten().copied().collect();
        let (statics, values) = split(&elems);
        let attr = i64_array_attr(b.ctx(), &statics);
        let flag = disjoint.then(|| b.ctx().unit_attr());
        let index = b.ctx().index_type();
        LinearizeIndexOp::build(b, loc, index, indices, &values, attr, flag)
    }
}

const MISMATCH: &str = "mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite";

/// `affine.delinearize_index`: one result per basis element and up to one more, a
/// value for every dynamic marker, positive static extents.
fn verify_delinearize(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let name = DelinearizeIndexOp::NAME;
    let basis = static_basis(ctx, body, op);
    let n = body.num_results(op);
    if n != basis.len() && n != basis.len() + 1 {
        return Err(format!(
            "'{name}' op should return an index for each basis element and up to one extra index"
        ));
    }
    let markers = basis.iter().filter(|&&b| b == DYNAMIC).count();
    if markers != DelinearizeIndexOp(op).dynamic_basis(body).len() {
        return Err(format!("'{name}' op {MISMATCH}"));
    }
    if basis.iter().any(|&b| b != DYNAMIC && b <= 0) {
        return Err(format!(
            "'{name}' op no basis element may be statically non-positive"
        ));
    }
    Ok(())
}

/// `affine.linearize_index`: a basis element per index except possibly the first, a
/// value for every dynamic marker.
fn verify_linearize(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let name = LinearizeIndexOp::NAME;
    let basis = static_basis(ctx, body, op);
    let n = LinearizeIndexOp(op).multi_index(ctx, body).len();
    if n != basis.len() && n != basis.len() + 1 {
        return Err(format!(
            "'{name}' op should be passed a basis element for each index except possibly the first"
        ));
    }
    let markers = basis.iter().filter(|&&b| b == DYNAMIC).count();
    if markers != LinearizeIndexOp(op).dynamic_basis(ctx, body).len() {
        return Err(format!("'{name}' op {MISMATCH}"));
    }
    Ok(())
}
