//! `strata-ods`: the runtime of ops declared with `op!` (MLIR's ODS) — type, attribute,
//! region and successor constraints with MLIR's summaries (used in verifier messages), and
//! the helpers generated verifiers, parsers, printers and builders call. Depends on
//! `strata-ir` and `strata-asm`; any crate can declare ops by depending on it.

#![warn(missing_docs)]

use strata_asm::custom::{Delimiter, OpAsmParser, OpAsmPrinter, Punct};
use strata_asm::printer::{attr_to_string, type_to_string};
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{BlockId, Body, OpId, OperationState, RegionId, ValueId};
use strata_ir::symbols::op_attr;
use strata_ir::{AttrData, Attribute, Context, Signedness, Type, TypeData};

pub use strata_macros::{attr_def, op, type_def};

/// A constraint on the type of an operand or result (ODS `TypeConstraint`).
pub trait TypeConstraint {
    /// The summary shown in `operand #0 must be <summary>, but got 'f32'`.
    const SUMMARY: &'static str;
    /// Whether `ty` satisfies the constraint.
    fn check(ctx: &Context, ty: Type) -> bool;
    /// The one type the constraint allows, if it is buildable (ODS `I1`, `Index`): a
    /// format may then leave the type out.
    fn build(_ctx: &Context) -> Option<Type> {
        None
    }
    /// The class of types `type($x)` of a declarative format reads for a single value
    /// (ODS parses the constraint's C++ type class, e.g. `MemRefType`): `Ok(())` when `ty`
    /// is of it, otherwise the class name for mlir-opt's error (`invalid kind of type
    /// specified`, followed by `: expected <name>, but found '<ty>'` when it has one). The
    /// default class holds every type.
    fn check_class(_ctx: &Context, _ty: Type) -> Result<(), Option<&'static str>> {
        Ok(())
    }
}

/// A constraint on an attribute (ODS `AttrConstraint`), with its custom-form syntax.
pub trait AttrConstraint {
    /// The summary shown in `attribute 'x' failed to satisfy constraint: <summary>`.
    const SUMMARY: &'static str;
    /// Whether `print` writes text (a unit attribute in an optional group prints nothing).
    const PRINTS_TEXT: bool = true;
    /// Whether `attr` satisfies the constraint.
    fn check(ctx: &Context, attr: Attribute) -> bool;
    /// The value of a `default` attribute left out of the custom form.
    fn default_value(_ctx: &Context) -> Option<Attribute> {
        None
    }
    /// Parses the attribute `name` in the custom form.
    fn parse(p: &mut OpAsmParser<'_, '_, '_>, _name: &str) -> Result<Attribute, Diagnostic> {
        p.parse_attribute(None)
    }
    /// Parses the attribute if the next token can start it (an optional group starting
    /// with the attribute, e.g. `($roundingmode^)?`); `None` when it is absent.
    fn parse_optional(
        _p: &mut OpAsmParser<'_, '_, '_>,
        _name: &str,
    ) -> Result<Option<Attribute>, Diagnostic> {
        Ok(None)
    }
    /// Prints the attribute in the custom form.
    fn print(p: &mut OpAsmPrinter<'_, '_, '_, '_>, attr: Attribute) {
        p.print_attribute(attr);
    }
    /// Whether `attr` converts to the property's storage (an `I64Attr` property holds an
    /// integer, an enum property one of its cases). The parser reports a failed conversion
    /// of the generic form's `<{...}>` as mlir-opt does (`invalid properties ... in
    /// property conversion`); elsewhere the constraint's message applies.
    fn converts(_ctx: &Context, _attr: Attribute) -> bool {
        true
    }
}

// ---- type constraints ----

/// The element type of a vector or tensor, or `ty` itself for other types.
fn scalar_of(ctx: &Context, ty: Type) -> Type {
    match ctx.type_data(ty) {
        TypeData::Vector { element, .. }
        | TypeData::RankedTensor { element, .. }
        | TypeData::UnrankedTensor { element } => *element,
        _ => ty,
    }
}

fn is_signless_int(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_data(ty),
        TypeData::Integer {
            signedness: Signedness::Signless,
            ..
        }
    )
}

/// Any type.
pub struct AnyType;
impl TypeConstraint for AnyType {
    const SUMMARY: &'static str = "any type";
    fn check(_: &Context, _: Type) -> bool {
        true
    }
}

/// A signless integer or `index`, or a vector or tensor of them.
pub struct SignlessIntegerLike;
impl TypeConstraint for SignlessIntegerLike {
    const SUMMARY: &'static str = "signless-integer-like";
    fn check(ctx: &Context, ty: Type) -> bool {
        let s = scalar_of(ctx, ty);
        is_signless_int(ctx, s) || matches!(ctx.type_data(s), TypeData::Index)
    }
}

/// A signless integer (not `index`), or a vector or tensor of them.
pub struct SignlessFixedWidthIntegerLike;
impl TypeConstraint for SignlessFixedWidthIntegerLike {
    const SUMMARY: &'static str = "signless-fixed-width-integer-like";
    fn check(ctx: &Context, ty: Type) -> bool {
        is_signless_int(ctx, scalar_of(ctx, ty))
    }
}

/// A float, or a vector or tensor of floats.
pub struct FloatLike;
impl TypeConstraint for FloatLike {
    const SUMMARY: &'static str = "floating-point-like";
    fn check(ctx: &Context, ty: Type) -> bool {
        matches!(ctx.type_data(scalar_of(ctx, ty)), TypeData::Float(_))
    }
}

/// `i1`, or a vector or tensor of `i1`.
pub struct BoolLike;
impl TypeConstraint for BoolLike {
    const SUMMARY: &'static str = "bool-like";
    fn check(ctx: &Context, ty: Type) -> bool {
        matches!(
            ctx.type_data(scalar_of(ctx, ty)),
            TypeData::Integer {
                width: 1,
                signedness: Signedness::Signless
            }
        )
    }
}

/// Signless-integer-like, or a memref of signless integers or `index`.
pub struct SignlessIntegerLikeOrMemRef;
impl TypeConstraint for SignlessIntegerLikeOrMemRef {
    const SUMMARY: &'static str = "signless-integer-like or memref of signless-integer";
    fn check(ctx: &Context, ty: Type) -> bool {
        match ctx.type_data(ty) {
            TypeData::MemRef { element, .. } | TypeData::UnrankedMemRef { element, .. } => {
                SignlessIntegerLike::check(ctx, *element)
            }
            _ => SignlessIntegerLike::check(ctx, ty),
        }
    }
}

/// A signless integer or float (not `index`), a vector or tensor of them, or a memref of
/// them (`arith.bitcast`).
pub struct SignlessIntegerOrFloatLikeOrMemRef;
impl TypeConstraint for SignlessIntegerOrFloatLikeOrMemRef {
    const SUMMARY: &'static str =
        "signless-integer-or-float-like or memref of signless-integer or float";
    fn check(ctx: &Context, ty: Type) -> bool {
        // `MemRefOf` is ranked memrefs only.
        let scalar = match ctx.type_data(ty) {
            TypeData::MemRef { element, .. } => *element,
            TypeData::UnrankedMemRef { .. } => return false,
            _ => scalar_of(ctx, ty),
        };
        is_signless_int(ctx, scalar) || matches!(ctx.type_data(scalar), TypeData::Float(_))
    }
}

// ---- attribute constraints ----

/// A unit attribute; in an optional group its presence is shown by the group's literal.
pub struct UnitAttr;
impl AttrConstraint for UnitAttr {
    const SUMMARY: &'static str = "unit attribute";
    const PRINTS_TEXT: bool = false;
    /// The property holds only `unit` (upstream's `UnitAttr` storage).
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        Self::check(ctx, attr)
    }
    fn check(ctx: &Context, attr: Attribute) -> bool {
        matches!(ctx.attr_data(attr), AttrData::Unit)
    }
    fn parse(p: &mut OpAsmParser<'_, '_, '_>, _name: &str) -> Result<Attribute, Diagnostic> {
        Ok(p.ctx().unit_attr())
    }
    fn print(_: &mut OpAsmPrinter<'_, '_, '_, '_>, _: Attribute) {}
}

/// The type of a typed attribute (MLIR's `TypedAttr`), `None` for untyped ones.
pub fn attr_type(ctx: &Context, attr: Attribute) -> Option<Type> {
    match ctx.attr_data(attr) {
        AttrData::Integer { ty, .. }
        | AttrData::Float { ty, .. }
        | AttrData::String { ty, .. }
        | AttrData::DenseElements { ty, .. }
        | AttrData::DenseResource { ty, .. } => Some(*ty),
        AttrData::Sparse { ty, .. } => Some(*ty),
        AttrData::Opaque { ty, .. } => *ty,
        _ => None,
    }
}

/// An attribute with a type (MLIR's `TypedAttr`).
pub struct TypedAttr;
impl AttrConstraint for TypedAttr {
    const SUMMARY: &'static str = "TypedAttr instance";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        attr_type(ctx, attr).is_some()
    }
}

// ---- verifier helpers ----

/// The counting traits, in ODS order: zero regions, `n_results` results, zero
/// successors, `n_operands` operands (or at least that many when `variadic`).
pub fn check_counts(
    body: &Body,
    op: OpId,
    name: &str,
    n_results: usize,
    n_operands: usize,
    variadic: bool,
) -> Result<(), String> {
    if !body.regions(op).is_empty() {
        return Err(format!("'{name}' op requires zero regions"));
    }
    let results = body.num_results(op);
    if results != n_results {
        return Err(match n_results {
            0 => format!("'{name}' op requires zero results"),
            1 => format!("'{name}' op requires one result"),
            n => format!("'{name}' op expected {n} results"),
        });
    }
    if !body.successors(op).is_empty() {
        return Err(format!("'{name}' op requires zero successors"));
    }
    let operands = body.num_operands(op);
    if variadic {
        if operands < n_operands {
            return Err(format!(
                "'{name}' op expected {n_operands} or more operands, but found {operands}"
            ));
        }
    } else if operands != n_operands {
        return Err(match n_operands {
            0 => format!("'{name}' op requires zero operands"),
            1 => format!("'{name}' op requires a single operand"),
            n => format!("'{name}' op expected {n} operands, but found {operands}"),
        });
    }
    Ok(())
}

/// Checks attribute `attr` of `op` against `C` (and its presence when `required`).
/// Properties of the generic form that do not convert (see [`AttrConstraint::converts`])
/// are reported by the parser, as upstream (`OpInfo::check_properties`).
pub fn check_attr<C: AttrConstraint>(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
    attr: &str,
    key: strata_ir::Identifier,
    required: bool,
) -> Result<(), String> {
    match strata_ir::symbols::op_attr_id(ctx, body, op, key) {
        None if required => Err(format!("'{name}' op requires attribute '{attr}'")),
        Some(a) if !C::check(ctx, a) => Err(format!(
            "'{name}' op attribute '{attr}' failed to satisfy constraint: {}",
            C::SUMMARY
        )),
        _ => Ok(()),
    }
}

/// Checks the type of `value`, operand or result (`what`) number `index`, against `C`.
pub fn check_value<C: TypeConstraint>(
    ctx: &Context,
    body: &Body,
    name: &str,
    what: &str,
    index: usize,
    value: ValueId,
) -> Result<(), String> {
    let ty = body.value_type(value);
    if C::check(ctx, ty) {
        Ok(())
    } else {
        Err(format!(
            "'{name}' op {what} #{index} must be {}, but got '{}'",
            C::SUMMARY,
            type_to_string(ctx, ty)
        ))
    }
}

/// MLIR's `Terminator` trait: the op is the last of its block.
pub fn check_terminator_position(body: &Body, op: OpId, name: &str) -> Result<(), String> {
    if body
        .op_block(op)
        .is_some_and(|b| body.last_op(b) == Some(op))
    {
        Ok(())
    } else {
        Err(format!(
            "'{name}' op must be the last operation in the parent block"
        ))
    }
}

/// `SameTypeOperands`.
pub fn check_same_type_operands(body: &Body, op: OpId, name: &str) -> Result<(), String> {
    let mut tys = body.operands(op).map(|v| body.value_type(v));
    if let Some(first) = tys.next()
        && tys.any(|t| t != first)
    {
        return Err(format!(
            "'{name}' op requires all operands to have the same type"
        ));
    }
    Ok(())
}

/// `SameOperandsAndResultType`.
pub fn check_same_operands_and_result_type(
    body: &Body,
    op: OpId,
    name: &str,
) -> Result<(), String> {
    let mut tys = body
        .operands(op)
        .chain(body.results(op))
        .map(|v| body.value_type(v));
    if let Some(first) = tys.next()
        && tys.any(|t| t != first)
    {
        return Err(format!(
            "'{name}' op requires the same type for all operands and results"
        ));
    }
    Ok(())
}

/// `SameOperandsAndResultShape`: all shaped with compatible shapes, or none shaped.
pub fn check_same_operands_and_result_shape(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
) -> Result<(), String> {
    // `None`: not shaped; `Some(None)`: unranked; `Some(Some(shape))`: ranked.
    let shape = |t: Type| -> Option<Option<&[i64]>> {
        match ctx.type_data(t) {
            TypeData::UnrankedTensor { .. } | TypeData::UnrankedMemRef { .. } => Some(None),
            d => d.shape().map(Some),
        }
    };
    let shapes: Vec<_> = body
        .operands(op)
        .chain(body.results(op))
        .map(|v| shape(body.value_type(v)))
        .collect();
    // Vectors must also agree on which dimensions are scalable.
    let scalable: Vec<&[bool]> = body
        .operands(op)
        .chain(body.results(op))
        .filter_map(|v| match ctx.type_data(body.value_type(v)) {
            TypeData::Vector { scalable, .. } => Some(&**scalable),
            _ => None,
        })
        .collect();
    let ok = if scalable.windows(2).any(|w| w[0] != w[1]) {
        false
    } else if shapes.iter().all(Option::is_none) {
        true
    } else if shapes.iter().any(Option::is_none) {
        false
    } else {
        let ranked: Vec<&[i64]> = shapes.iter().flatten().flatten().copied().collect();
        ranked.windows(2).all(|w| {
            w[0].len() == w[1].len()
                && w[0].iter().zip(w[1]).all(|(a, b)| {
                    a == b || *a == strata_ir::types::DYNAMIC || *b == strata_ir::types::DYNAMIC
                })
        })
    };
    if ok {
        Ok(())
    } else {
        Err(format!(
            "'{name}' op requires the same shape for all operands and results"
        ))
    }
}

/// The operands of `op` between `before` leading and `after` trailing fixed operands.
pub fn operand_range(body: &Body, op: OpId, before: usize, after: usize) -> Vec<ValueId> {
    let n = body.num_operands(op);
    let end = n.saturating_sub(after).max(before);
    body.operands(op).skip(before).take(end - before).collect()
}

// ---- value groups, regions, successors ----

/// How many values (regions, successors) a declared group stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    /// Exactly one.
    Single,
    /// Zero or one (ODS `Optional<...>`).
    Optional,
    /// Any number (ODS `Variadic<...>`).
    Variadic,
}

/// The range of group `i` among `total` values whose groups have the arities `arity`:
/// sized by `segments` (`operandSegmentSizes`) when given, otherwise the one
/// variable-length group takes what the single groups leave. Ranges are clamped to
/// `total`, so malformed ops give short (never out-of-bounds) ranges.
pub fn group_range(
    total: usize,
    arity: &[Arity],
    segments: Option<&[i32]>,
    i: usize,
) -> std::ops::Range<usize> {
    let (start, len) = match segments {
        Some(segs) => {
            let size = |k: usize| segs.get(k).map_or(0, |&s| s.max(0) as usize);
            ((0..i).map(size).sum::<usize>(), size(i))
        }
        None => {
            let fixed = arity.iter().filter(|a| **a == Arity::Single).count();
            let extra = total.saturating_sub(fixed);
            let size = |k: usize| match arity.get(k) {
                Some(Arity::Single) => 1,
                _ => extra,
            };
            ((0..i).map(size).sum::<usize>(), size(i))
        }
    };
    let start = start.min(total);
    start..(start + len).min(total)
}

/// `SameVariadicOperandSize` / `SameVariadicResultSize`: the group sizes of `total` values
/// whose variable-length groups (of arities `arity`) share what the single groups leave.
pub fn same_size_segments(total: usize, arity: &[Arity]) -> Option<Segments> {
    let fixed = arity.iter().filter(|a| **a == Arity::Single).count();
    let variable = arity.len() - fixed;
    let size = total
        .saturating_sub(fixed)
        .checked_div(variable)
        .unwrap_or(0);
    let size = i32::try_from(size).unwrap_or(i32::MAX);
    Some(
        arity
            .iter()
            .map(|a| if *a == Arity::Single { 1 } else { size })
            .collect(),
    )
}

/// The elements of the segment-size property `attr` (`operandSegmentSizes`) of `op`.
pub fn segment_sizes(ctx: &Context, body: &Body, op: OpId, attr: &str) -> Option<Segments> {
    use strata_ir::symbols::{IdentCache, op_attr_id};
    static OPERANDS: IdentCache = IdentCache::new("operandSegmentSizes");
    static RESULTS: IdentCache = IdentCache::new("resultSegmentSizes");
    let value = match attr {
        "operandSegmentSizes" => op_attr_id(ctx, body, op, OPERANDS.get(ctx)),
        "resultSegmentSizes" => op_attr_id(ctx, body, op, RESULTS.get(ctx)),
        _ => op_attr(ctx, body, op, attr),
    };
    segments_of(ctx, value?)
}

/// The sizes of an op's operand or result groups, as an `operandSegmentSizes`-like
/// attribute gives them (inline for the few groups an op has: accessors read them often).
pub type Segments = smallvec::SmallVec<[i32; 8]>;

/// The elements of an `array<i32: ...>` segment-size attribute.
pub fn segments_of(ctx: &Context, attr: Attribute) -> Option<Segments> {
    match ctx.attr_data(attr) {
        AttrData::DenseArray { element, len, raw }
            if *element == ctx.builtin_types().i32 && raw.len() == len * 4 =>
        {
            Some(
                raw.chunks_exact(4)
                    .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                    .collect(),
            )
        }
        _ => None,
    }
}

/// The counting traits, in ODS order (regions, results, successors, operands), for groups
/// of the given arities.
pub fn check_shape(
    body: &Body,
    op: OpId,
    name: &str,
    regions: &[Arity],
    results: &[Arity],
    successors: &[Arity],
    operands: &[Arity],
) -> Result<(), String> {
    let fixed = |a: &[Arity]| a.iter().filter(|a| **a == Arity::Single).count();
    let variable = |a: &[Arity]| a.iter().any(|a| *a != Arity::Single);
    let (n, found) = (fixed(regions), body.regions(op).len());
    if variable(regions) {
        if found < n {
            return Err(format!("'{name}' op expected {n} or more regions"));
        }
    } else if found != n {
        return Err(match n {
            0 => format!("'{name}' op requires zero regions"),
            1 => format!("'{name}' op requires one region"),
            n => format!("'{name}' op expected {n} regions"),
        });
    }
    let (n, found) = (fixed(results), body.num_results(op));
    if variable(results) {
        if found < n {
            return Err(format!(
                "'{name}' op expected {n} or more results, but found {found}"
            ));
        }
    } else if found != n {
        return Err(match n {
            0 => format!("'{name}' op requires zero results"),
            1 => format!("'{name}' op requires one result"),
            n => format!("'{name}' op expected {n} results"),
        });
    }
    let (n, found) = (fixed(successors), body.successors(op).len());
    let s = if n == 1 { "" } else { "s" };
    if variable(successors) {
        if found < n {
            return Err(format!(
                "'{name}' op requires at least {n} successor{s} but found {found}"
            ));
        }
    } else if found != n {
        return Err(format!(
            "'{name}' op requires {n} successor{s} but found {found}"
        ));
    }
    check_counts_operands(body, op, name, fixed(operands), variable(operands))
}

fn check_counts_operands(
    body: &Body,
    op: OpId,
    name: &str,
    n_operands: usize,
    variadic: bool,
) -> Result<(), String> {
    let operands = body.num_operands(op);
    if variadic {
        if operands < n_operands {
            return Err(format!(
                "'{name}' op expected {n_operands} or more operands, but found {operands}"
            ));
        }
    } else if operands != n_operands {
        return Err(match n_operands {
            0 => format!("'{name}' op requires zero operands"),
            1 => format!("'{name}' op requires a single operand"),
            n => format!("'{name}' op expected {n} operands, but found {operands}"),
        });
    }
    Ok(())
}

/// One step of a generated `populate_defaults` hook (MLIR's `populateDefaultProperties`):
/// `properties` with `key` set to `value()` unless it is already present (or the value is
/// unknown). The present case, every op mlir-opt prints, costs one scan of the
/// dictionary.
#[inline]
pub fn populate_default(
    ctx: &Context,
    properties: Option<Attribute>,
    key: strata_ir::Identifier,
    value: impl FnOnce() -> Option<Attribute>,
) -> Option<Attribute> {
    let entries = match properties {
        Some(p) => ctx.dictionary_entries(p),
        None => &[],
    };
    if entries.iter().any(|e| e.name == key) {
        return properties;
    }
    let Some(value) = value() else {
        return properties;
    };
    let mut all = Vec::with_capacity(entries.len() + 1);
    all.extend_from_slice(entries);
    all.push(strata_ir::attributes::NamedAttribute { name: key, value });
    Some(ctx.dictionary_attr(all))
}

/// One attribute of a generated `check_properties` hook over the entries of the
/// properties: `Ok(true)` when the entries hold `key` and its value converts to the
/// property of `C`, `Ok(false)` when they do not hold it, `Err` with MLIR's reason
/// otherwise.
#[inline]
pub fn check_property<C: AttrConstraint>(
    ctx: &Context,
    entries: &[strata_ir::attributes::NamedAttribute],
    attr: &str,
    key: strata_ir::Identifier,
) -> Result<bool, String> {
    match entries.iter().find(|e| e.name == key) {
        Some(e) if !C::converts(ctx, e.value) => Err(format!(
            "Invalid attribute `{attr}` in property conversion: {}",
            attr_to_string(ctx, e.value)
        )),
        Some(_) => Ok(true),
        None => Ok(false),
    }
}

/// The segment-size property `key` of a generated `check_properties` hook, as
/// [`check_property`]: it must be an `array<i32: ...>` of `groups` elements.
pub fn check_segments_property(
    ctx: &Context,
    entries: &[strata_ir::attributes::NamedAttribute],
    key: strata_ir::Identifier,
    groups: usize,
) -> Result<bool, String> {
    match entries.iter().find(|e| e.name == key) {
        None => Ok(false),
        Some(e) => match i32_array(ctx, e.value) {
            Some(v) if v.len() == groups => Ok(true),
            Some(v) => Err(format!(
                "size mismatch in attribute conversion: {} vs {groups}",
                v.len()
            )),
            None => Err("expected DenseI32ArrayAttr for key `value`".into()),
        },
    }
}

/// Whether `properties` holds every name of `keys` (the fast path of a generated
/// `populate_defaults` hook).
#[inline]
pub fn has_all(
    ctx: &Context,
    properties: Option<Attribute>,
    keys: &[strata_ir::Identifier],
) -> bool {
    let entries = match properties {
        Some(p) => ctx.dictionary_entries(p),
        None => return keys.is_empty(),
    };
    keys.iter().all(|k| entries.iter().any(|e| e.name == *k))
}

/// MLIR's error for properties that do not convert (reported at parse time upstream).
pub fn invalid_properties(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
    detail: &str,
) -> String {
    let props = body
        .op(op)
        .properties
        .unwrap_or_else(|| ctx.empty_dictionary());
    format!(
        "invalid properties {} for op {name}: {detail}",
        attr_to_string(ctx, props)
    )
}

/// `AttrSizedOperandSegments` / `AttrSizedResultSegments`: the segment-size property
/// `attr` of `op` has `groups` non-negative elements summing to its operand count
/// (`operands`) or result count. A missing property counts as all zeros.
pub fn check_segments(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
    attr: &str,
    groups: usize,
    operands: bool,
) -> Result<(), String> {
    let segs = match op_attr(ctx, body, op, attr) {
        None => vec![0; groups],
        Some(a) => match i32_array(ctx, a) {
            Some(v) if v.len() == groups => v,
            Some(v) => {
                let detail = format!(
                    "size mismatch in attribute conversion: {} vs {groups}",
                    v.len()
                );
                return Err(invalid_properties(ctx, body, op, name, &detail));
            }
            None => {
                let detail = "expected DenseI32ArrayAttr for key `value`";
                return Err(invalid_properties(ctx, body, op, name, detail));
            }
        },
    };
    if segs.iter().any(|&s| s < 0) {
        return Err(format!(
            "'{name}' op '{attr}' attribute cannot have negative elements"
        ));
    }
    let total: usize = segs.iter().map(|&s| s as usize).sum();
    let (what, n) = if operands {
        ("operand", body.num_operands(op))
    } else {
        ("result", body.num_results(op))
    };
    if total != n {
        return Err(format!(
            "'{name}' op {what} count ({n}) does not match with the total size ({total}) \
             specified in attribute '{attr}'"
        ));
    }
    Ok(())
}

/// An optional group holds at most one value: `operand group starting at #2 requires 0
/// or 1 element, but found 3`.
pub fn check_optional_group(
    name: &str,
    what: &str,
    start: usize,
    len: usize,
) -> Result<(), String> {
    if len > 1 {
        return Err(format!(
            "'{name}' op {what} group starting at #{start} requires 0 or 1 element, but found {len}"
        ));
    }
    Ok(())
}

/// A constraint on a region (ODS `RegionConstraint`).
pub trait RegionConstraint {
    /// The summary shown in `region #0 ('body') failed to verify constraint: <summary>`.
    fn summary() -> String;
    /// Whether `region` (in `body`, the body holding the op's regions) satisfies it.
    fn check(ctx: &Context, body: &Body, region: RegionId) -> bool;
}

/// Any region.
pub struct AnyRegion;
impl RegionConstraint for AnyRegion {
    fn summary() -> String {
        "any region".into()
    }
    fn check(_: &Context, _: &Body, _: RegionId) -> bool {
        true
    }
}

/// A region with exactly `N` blocks.
pub struct SizedRegion<const N: usize>;
impl<const N: usize> RegionConstraint for SizedRegion<N> {
    fn summary() -> String {
        format!("region with {N} blocks")
    }
    fn check(_: &Context, body: &Body, region: RegionId) -> bool {
        body.blocks(region).len() == N
    }
}

/// A region with at least `N` blocks.
pub struct MinSizedRegion<const N: usize>;
impl<const N: usize> RegionConstraint for MinSizedRegion<N> {
    fn summary() -> String {
        format!("region with at least {N} blocks")
    }
    fn check(_: &Context, body: &Body, region: RegionId) -> bool {
        body.blocks(region).len() >= N
    }
}

/// A region with at most `N` blocks.
pub struct MaxSizedRegion<const N: usize>;
impl<const N: usize> RegionConstraint for MaxSizedRegion<N> {
    fn summary() -> String {
        format!("region with at most {N} blocks")
    }
    fn check(_: &Context, body: &Body, region: RegionId) -> bool {
        body.blocks(region).len() <= N
    }
}

/// Checks region number `index` of `op` (declared as `decl`) against `C`.
pub fn check_region<C: RegionConstraint>(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
    index: usize,
    decl: &str,
) -> Result<(), String> {
    let Some(&region) = body.regions(op).get(index) else {
        return Ok(());
    };
    if C::check(ctx, body.regions_body(op), region) {
        return Ok(());
    }
    Err(format!(
        "'{name}' op region #{index} ('{decl}') failed to verify constraint: {}",
        C::summary()
    ))
}

/// A constraint on a successor block (ODS `SuccessorConstraint`).
pub trait SuccessorConstraint {
    /// The summary shown in `successor #0 ('dest') failed to verify constraint: <summary>`.
    const SUMMARY: &'static str;
    /// Whether `block` (in `body`) satisfies it.
    fn check(ctx: &Context, body: &Body, block: BlockId) -> bool;
}

/// Any successor.
pub struct AnySuccessor;
impl SuccessorConstraint for AnySuccessor {
    const SUMMARY: &'static str = "any successor";
    fn check(_: &Context, _: &Body, _: BlockId) -> bool {
        true
    }
}

/// Checks successor number `index` of `op` (declared as `decl`) against `C`.
pub fn check_successor<C: SuccessorConstraint>(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
    index: usize,
    decl: &str,
) -> Result<(), String> {
    let Some(s) = body.successors(op).get(index) else {
        return Ok(());
    };
    if C::check(ctx, body, s.block) {
        return Ok(());
    }
    Err(format!(
        "'{name}' op successor #{index} ('{decl}') failed to verify constraint: {}",
        C::SUMMARY
    ))
}

/// The result types of an op with `SameOperandsAndResultType`: the first operand's type
/// for each of `n_results` results (MLIR infers them this way).
pub fn infer_same_as_first_operand(
    operand_types: &[Type],
    n_results: usize,
) -> Result<Vec<Type>, String> {
    match operand_types.first() {
        Some(&t) => Ok(vec![t; n_results]),
        None => Err("requires at least one operand to infer the result type".into()),
    }
}

// ---- dialect types (`type_def!`) ----

/// A parameter of a dialect type or attribute declared with `type_def!` / `attr_def!`: how
/// it is parsed and printed.
pub trait TypeParameter: Clone + PartialEq + Send + Sync + 'static {
    /// Parses the parameter.
    fn parse(p: &mut OpAsmParser<'_, '_, '_>) -> Result<Self, Diagnostic>;
    /// Appends its text to `out`.
    fn print(&self, ctx: &Context, out: &mut String);
}

impl TypeParameter for Type {
    fn parse(p: &mut OpAsmParser<'_, '_, '_>) -> Result<Self, Diagnostic> {
        p.parse_type()
    }
    fn print(&self, ctx: &Context, out: &mut String) {
        out.push_str(&type_to_string(ctx, *self));
    }
}

impl TypeParameter for Attribute {
    fn parse(p: &mut OpAsmParser<'_, '_, '_>) -> Result<Self, Diagnostic> {
        p.parse_attribute(None)
    }
    fn print(&self, ctx: &Context, out: &mut String) {
        out.push_str(&attr_to_string(ctx, *self));
    }
}

impl TypeParameter for i64 {
    fn parse(p: &mut OpAsmParser<'_, '_, '_>) -> Result<Self, Diagnostic> {
        let offset = p.offset();
        let i64_ty = p.ctx().builtin_types().i64;
        let a = p.parse_attribute(Some(i64_ty))?;
        match p.ctx().attr_data(a) {
            AttrData::Integer { value, .. } => value
                .to_i64_checked()
                .ok_or_else(|| p.error_at(offset, "integer parameter out of range")),
            _ => Err(p.error_at(offset, "expected an integer parameter")),
        }
    }
    fn print(&self, _: &Context, out: &mut String) {
        out.push_str(&self.to_string());
    }
}

impl TypeParameter for String {
    fn parse(p: &mut OpAsmParser<'_, '_, '_>) -> Result<Self, Diagnostic> {
        let offset = p.offset();
        let a = p.parse_attribute(None)?;
        match p.ctx().attr_data(a) {
            AttrData::String { value, .. } => Ok(String::from_utf8_lossy(value).into_owned()),
            _ => Err(p.error_at(offset, "expected a string parameter")),
        }
    }
    fn print(&self, ctx: &Context, out: &mut String) {
        let a = ctx.string_attr(self.as_bytes());
        out.push_str(&attr_to_string(ctx, a));
    }
}

/// The parameters of the dialect types (`type_def!`) or attributes (`attr_def!`) made by
/// their views, keyed by handle (a side table in a [`Context::extension`] slot; the type
/// or attribute itself is a canonical opaque one).
pub struct ParamTable<K> {
    map: std::sync::RwLock<
        std::collections::HashMap<K, std::sync::Arc<dyn std::any::Any + Send + Sync>>,
    >,
}

impl<K> Default for ParamTable<K> {
    fn default() -> Self {
        ParamTable {
            map: std::sync::RwLock::new(std::collections::HashMap::new()),
        }
    }
}

/// The parameters of `type_def!` types.
pub type TypeParams = ParamTable<Type>;

/// The parameters of `attr_def!` attributes.
pub type AttrParams = ParamTable<Attribute>;

impl<K: std::hash::Hash + Eq + Copy + Send + Sync + 'static> ParamTable<K> {
    /// Records the parameters of `key`.
    pub fn insert<P: Send + Sync + 'static>(ctx: &Context, key: K, params: P) {
        ctx.extension::<ParamTable<K>>()
            .map
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .entry(key)
            .or_insert_with(|| std::sync::Arc::new(params));
    }

    /// The parameters of `key`, if it was made by the view with parameter struct `P`.
    pub fn get<P: Clone + Send + Sync + 'static>(ctx: &Context, key: K) -> Option<P> {
        let map = ctx
            .extension::<ParamTable<K>>()
            .map
            .read()
            .unwrap_or_else(|e| e.into_inner());
        map.get(&key)?.downcast_ref::<P>().cloned()
    }
}

/// Interns the dialect attribute `#dialect.body` (`body` the canonical mnemonic and
/// parameters), untyped.
pub fn opaque_attr(ctx: &Context, dialect: &str, body: String) -> Attribute {
    let dialect = ctx.ident(dialect);
    ctx.intern_attr(AttrData::Opaque {
        dialect,
        body: body.into(),
        ty: None,
    })
}

/// Interns the dialect type `!dialect.body` (`body` the canonical mnemonic and parameters).
pub fn opaque_type(ctx: &Context, dialect: &str, body: String) -> Type {
    let dialect = ctx.ident(dialect);
    ctx.intern_type(TypeData::Opaque {
        dialect,
        body: body.into(),
    })
}

// ---- parser helpers ----

/// A region of the op being parsed, kept out of `state.regions` and appended to `out`
/// (the generated parser adds regions to the state in declaration order at the end).
pub fn parse_region_into(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
    out: &mut Vec<RegionId>,
) -> Result<(), Diagnostic> {
    let r = p.parse_region(state, &[])?;
    state.regions.pop();
    out.push(r);
    Ok(())
}

/// A region if one starts here (see [`parse_region_into`]); whether one was parsed.
pub fn parse_optional_region_into(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
    out: &mut Vec<RegionId>,
) -> Result<bool, Diagnostic> {
    if !p.at_punct(Punct::LBrace) {
        return Ok(false);
    }
    parse_region_into(p, state, out)?;
    Ok(true)
}

/// A possibly empty comma-separated list of regions (a variadic region, `regions`).
pub fn parse_region_list(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
    out: &mut Vec<RegionId>,
) -> Result<(), Diagnostic> {
    if parse_optional_region_into(p, state, out)? {
        while p.parse_optional_punct(Punct::Comma) {
            parse_region_into(p, state, out)?;
        }
    }
    Ok(())
}

/// After parsing a region of an op with `SingleBlock` or `SingleBlockImplicitTerminator`:
/// gives an empty `region` a block (unless `only_if_nonempty`, for an optional region) and,
/// with a `terminator` name, ends its last block with that op when the block does not end
/// with a terminator already (MLIR's `ensureTerminator`).
pub fn ensure_region(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &OperationState,
    region: RegionId,
    terminator: Option<&str>,
    only_if_nonempty: bool,
) {
    let ctx = p.ctx();
    let body = p.body();
    let block = match body.blocks(region).last() {
        Some(&b) => b,
        None if only_if_nonempty => return,
        None => {
            let b = body.new_block();
            body.append_block(region, b);
            b
        }
    };
    let Some(terminator) = terminator else {
        return;
    };
    let has = body.last_op(block).is_some_and(|last| {
        ctx.op_info(body.op(last).name)
            .is_some_and(|i| i.traits.terminator)
    });
    if !has {
        let t = body.create_op(OperationState::new(ctx.op_name(terminator), state.loc));
        body.append_op(block, t);
    }
}

/// `attr-dict ($values^ `:` type($values))?`, the syntax of yield-like terminators
/// (`affine.yield`, `memref.alloca_scope.return`): an optional attribute dictionary, then
/// operands and their types when an operand follows (`N operands present, but expected M`
/// when the counts differ).
pub fn parse_attrs_and_typed_operands(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> Result<(), Diagnostic> {
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    if p.at_operand() {
        let values = p.parse_operand_list(Delimiter::None)?;
        p.parse_punct(Punct::Colon)?;
        let offset = p.offset();
        let types = p.parse_type_list()?;
        if types.len() != values.len() {
            return Err(p.error_at(
                offset,
                format!(
                    "{} operands present, but expected {}",
                    values.len(),
                    types.len()
                ),
            ));
        }
        for (u, t) in values.iter().zip(types) {
            let v = p.resolve_operand(u, t)?;
            state.operands.push(v);
        }
    }
    Ok(())
}

/// Prints the syntax [`parse_attrs_and_typed_operands`] reads.
pub fn print_attrs_and_typed_operands(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (body, op) = (p.body(), p.op());
    let attrs = p.attrs();
    p.print_optional_attr_dict(&attrs, &[]);
    let operands: Vec<ValueId> = body.operands(op).collect();
    if !operands.is_empty() {
        p.write(" ");
        p.print_operands(operands.iter().copied());
        p.write(" : ");
        p.print_types(operands.iter().map(|&v| body.value_type(v)));
    }
}

/// `SingleBlockImplicitTerminator`: every non-empty region of `op` ends with
/// `terminator`; mlir-opt's error and note otherwise.
pub fn check_implicit_terminator(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
    terminator: &str,
) -> Result<(), Diagnostic> {
    let rb = body.regions_body(op);
    for &region in body.regions(op) {
        let Some(last) = rb.blocks(region).first().and_then(|&b| rb.last_op(b)) else {
            continue;
        };
        let found = ctx.op_name_str(rb.op(last).name);
        if found != terminator {
            let loc = body.op(op).loc;
            return Err(Diagnostic::error(
                loc,
                format!("'{name}' op expects regions to end with '{terminator}', found '{found}'"),
            )
            .with_note(Diagnostic::note(
                loc,
                format!(
                    "in custom textual format, the absence of terminator implies '{terminator}'"
                ),
            )));
        }
    }
    Ok(())
}

/// Prints regions separated by `, `, leaving out the implicit terminator of each (a
/// terminator without operands, results or attributes ending the entry block), as ODS
/// does for `SingleBlockImplicitTerminator` ops.
pub fn print_region_list_implicit(p: &mut OpAsmPrinter<'_, '_, '_, '_>, regions: &[RegionId]) {
    for (i, &r) in regions.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let ctx = p.ctx();
        let rb = p.body().regions_body(p.op());
        let term = rb
            .blocks(r)
            .first()
            .and_then(|&b| rb.last_op(b))
            .filter(|&t| {
                ctx.op_info(rb.op(t).name)
                    .is_some_and(|i| i.traits.terminator)
            });
        let print_terminator = term.is_none_or(|t| {
            let data = rb.op(t);
            let no_props = data
                .properties
                .is_none_or(|d| ctx.dictionary_entries(d).is_empty());
            !(no_props
                && ctx.dictionary_entries(data.attributes).is_empty()
                && rb.num_operands(t) == 0
                && rb.num_results(t) == 0)
        });
        p.print_region(r, true, print_terminator, false);
    }
}

/// A possibly empty comma-separated list of successors.
pub fn parse_successor_list(
    p: &mut OpAsmParser<'_, '_, '_>,
    out: &mut Vec<BlockId>,
) -> Result<(), Diagnostic> {
    if let Some(b) = p.parse_optional_successor()? {
        out.push(b);
        while p.parse_optional_punct(Punct::Comma) {
            out.push(p.parse_successor()?);
        }
    }
    Ok(())
}

/// `<{name = value, ...}>` if present (`prop-dict`): the entries become attributes of
/// `state` (inherent ones move to the properties when the op is created).
pub fn parse_prop_dict(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> Result<(), Diagnostic> {
    if p.parse_optional_punct(Punct::Less) {
        if !p.at_punct(Punct::LBrace) {
            return Err(p.error_expected("expected '{' in property dictionary"));
        }
        let d = p.parse_optional_attr_dict()?;
        p.parse_punct(Punct::Greater)?;
        p.add_attributes(state, d);
    }
    Ok(())
}

/// Prints ` <{...}>` (`prop-dict`): the op's properties not named in `elided`; nothing if
/// none is left.
pub fn print_prop_dict(p: &mut OpAsmPrinter<'_, '_, '_, '_>, elided: &[&str]) {
    let ctx = p.ctx();
    let Some(props) = p.body().op(p.op()).properties else {
        return;
    };
    let kept: Vec<_> = ctx
        .dictionary_entries(props)
        .iter()
        .filter(|e| !elided.contains(&ctx.ident_str(e.name)))
        .copied()
        .collect();
    if kept.is_empty() {
        return;
    }
    p.write(" <");
    p.print_attribute(ctx.dictionary_attr(kept));
    p.write(">");
}

/// Prints regions separated by `, ` (a variadic region, `regions`).
pub fn print_region_list(p: &mut OpAsmPrinter<'_, '_, '_, '_>, regions: &[RegionId]) {
    for (i, &r) in regions.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_region(r, true, true, false);
    }
}

/// Prints successors separated by `, `.
pub fn print_successor_list(p: &mut OpAsmPrinter<'_, '_, '_, '_>, blocks: &[BlockId]) {
    for (i, &b) in blocks.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_successor(b);
    }
}

/// A possibly empty comma-separated type list.
pub fn parse_optional_type_list(p: &mut OpAsmParser<'_, '_, '_>) -> Result<Vec<Type>, Diagnostic> {
    let mut out = Vec::new();
    if let Some(t) = p.parse_optional_type()? {
        out.push(t);
        while p.parse_optional_punct(Punct::Comma) {
            out.push(p.parse_type()?);
        }
    }
    Ok(out)
}

/// A type of `C`'s class (see [`TypeConstraint::check_class`]), as `type($x)` of a
/// declarative format reads a single value's type; mlir-opt's error at the type otherwise.
pub fn parse_type_of_class<C: TypeConstraint>(
    p: &mut OpAsmParser<'_, '_, '_>,
) -> Result<Type, Diagnostic> {
    let offset = p.offset();
    let ty = p.parse_type()?;
    match C::check_class(p.ctx(), ty) {
        Ok(()) => Ok(ty),
        Err(None) => Err(p.error_at(offset, "invalid kind of type specified")),
        Err(Some(class)) => Err(p.error_at(
            offset,
            format!(
                "invalid kind of type specified: expected {class}, but found '{}'",
                type_to_string(p.ctx(), ty)
            ),
        )),
    }
}

/// The function type of `functional-type(...)` in a declarative format: its inputs and
/// results; mlir-opt's error at the type for any other type.
pub fn parse_functional_type(
    p: &mut OpAsmParser<'_, '_, '_>,
) -> Result<(Vec<Type>, Vec<Type>), Diagnostic> {
    let offset = p.offset();
    let ty = p.parse_type()?;
    match p.ctx().type_data(ty) {
        TypeData::Function { inputs, results } => Ok((inputs.to_vec(), results.to_vec())),
        _ => Err(p.error_at(
            offset,
            format!(
                "invalid kind of type specified: expected builtin.function, but found '{}'",
                type_to_string(p.ctx(), ty)
            ),
        )),
    }
}

/// The parse-time check of inherent attribute `attr` given in the attribute dictionary
/// `attrs` (read at `offset`) of the op being parsed, as ODS parsers verify inherent
/// attributes: `'op' op attribute 'x' failed to satisfy constraint: ...` at the dictionary.
pub fn check_parsed_attr<C: AttrConstraint>(
    p: &OpAsmParser<'_, '_, '_>,
    state: &OperationState,
    attrs: &[strata_ir::NamedAttribute],
    offset: usize,
    attr: &str,
) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    match attrs.iter().find(|a| ctx.ident_str(a.name) == attr) {
        Some(a) if !C::check(ctx, a.value) => Err(p.error_at(
            offset,
            format!(
                "'{}' op attribute '{attr}' failed to satisfy constraint: {}",
                ctx.op_name_str(state.name),
                C::SUMMARY
            ),
        )),
        _ => Ok(()),
    }
}

/// The parse-time check of an operand type (done by ODS parsers of ops whose result
/// types are inferred): `'lhs' must be <summary>, but got 'f32'` at the op name.
pub fn check_parsed_type<C: TypeConstraint>(
    p: &OpAsmParser<'_, '_, '_>,
    operand: &str,
    ty: Type,
) -> Result<(), Diagnostic> {
    if C::check(p.ctx(), ty) {
        return Ok(());
    }
    Err(p.error_at(
        p.name_offset(),
        format!(
            "'{operand}' must be {}, but got '{}'",
            C::SUMMARY,
            type_to_string(p.ctx(), ty)
        ),
    ))
}

/// Attribute `name` of an op being parsed.
pub fn state_attr(ctx: &Context, state: &OperationState, name: &str) -> Option<Attribute> {
    let find = |dict: Attribute| {
        ctx.dictionary_entries(dict)
            .iter()
            .find(|e| ctx.ident_str(e.name) == name)
            .map(|e| e.value)
    };
    state
        .properties
        .and_then(find)
        .or_else(|| find(state.attributes))
}

/// The elements of an `array<i32: ...>` attribute (`operandSegmentSizes` and the like).
pub fn i32_array(ctx: &Context, attr: Attribute) -> Option<Vec<i32>> {
    dense_array_values::<4>(ctx, attr, 32).map(|v| v.into_iter().map(i32::from_le_bytes).collect())
}

/// An `array<i32: ...>` attribute.
pub fn i32_array_attr(ctx: &Context, values: &[i32]) -> Attribute {
    let raw: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
    ctx.intern_attr(AttrData::DenseArray {
        element: ctx.builtin_types().i32,
        len: values.len(),
        raw: raw.into(),
    })
}

/// The elements of an `array<i64: ...>` attribute.
pub fn i64_array(ctx: &Context, attr: Attribute) -> Option<Vec<i64>> {
    dense_array_values::<8>(ctx, attr, 64).map(|v| v.into_iter().map(i64::from_le_bytes).collect())
}

/// An `array<i64: ...>` attribute.
pub fn i64_array_attr(ctx: &Context, values: &[i64]) -> Attribute {
    let raw: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
    ctx.intern_attr(AttrData::DenseArray {
        element: ctx.builtin_types().i64,
        len: values.len(),
        raw: raw.into(),
    })
}

/// The raw `N`-byte elements of a dense array of signless `width`-bit integers.
fn dense_array_values<const N: usize>(
    ctx: &Context,
    attr: Attribute,
    width: u32,
) -> Option<Vec<[u8; N]>> {
    match ctx.attr_data(attr) {
        AttrData::DenseArray { element, len, raw }
            if matches!(
                ctx.type_data(*element),
                TypeData::Integer { width: w, signedness: Signedness::Signless } if *w == width
            ) && raw.len() == len * N =>
        {
            Some(
                raw.chunks_exact(N)
                    .map(|c| c.try_into().unwrap_or([0; N]))
                    .collect(),
            )
        }
        _ => None,
    }
}

/// The result types an op's inference hook computed for a generated builder. A builder
/// is only called on operands its op accepts (as MLIR's builders assert), so a failure
/// is a bug in the calling pass, reported with the op name and the hook's message.
pub fn expect_inferred(op: &str, types: Result<Vec<Type>, String>) -> Vec<Type> {
    match types {
        Ok(t) => t,
        Err(e) => panic!("{op}::build: cannot infer the result types: {e}"),
    }
}
