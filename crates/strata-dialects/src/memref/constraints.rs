//! The type and attribute constraints of the memref ops (MLIR's `MemRefOf`,
//! `AnyStridedMemRef`, `Index`, `BoolAttr`, `ConfinedAttr<I64Attr, ...>`, ...), with
//! mlir-opt's summaries, the type classes formats read and the custom forms of the
//! attributes the formats name.

use strata_asm::custom::{OpAsmParser, OpAsmPrinter};
use strata_asm::printer::attr_to_string;
use strata_ir::apint::ApInt;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::types::DYNAMIC;
use strata_ir::{AttrData, Attribute, Context, Signedness, Type, TypeData};
use strata_ods::{AttrConstraint, TypeConstraint};

use super::types::{int_of_width, is_any_memref, is_float, is_index, is_signless_int, memref};

/// ODS's `MemRefType` class: formats read a ranked memref type.
fn ranked_class(ctx: &Context, ty: Type) -> Result<(), Option<&'static str>> {
    match ctx.type_data(ty) {
        TypeData::MemRef { .. } => Ok(()),
        _ => Err(Some("builtin.memref")),
    }
}

/// ODS's `BaseMemRefType` class: formats read a ranked or unranked memref type.
fn base_class(ctx: &Context, ty: Type) -> Result<(), Option<&'static str>> {
    if is_any_memref(ctx, ty) {
        Ok(())
    } else {
        Err(None)
    }
}

// ---- type constraints ----

/// A ranked memref (`AnyMemRef`).
pub struct AnyMemRef;
impl TypeConstraint for AnyMemRef {
    const SUMMARY: &'static str = "memref of any type values";
    fn check(ctx: &Context, ty: Type) -> bool {
        memref(ctx, ty).is_some()
    }
    fn check_class(ctx: &Context, ty: Type) -> Result<(), Option<&'static str>> {
        ranked_class(ctx, ty)
    }
}

/// Each operand or result of a variadic group of ranked memrefs.
pub struct VariadicMemRef;
impl TypeConstraint for VariadicMemRef {
    const SUMMARY: &'static str = "variadic of memref of any type values";
    fn check(ctx: &Context, ty: Type) -> bool {
        memref(ctx, ty).is_some()
    }
}

/// A ranked or unranked memref (`AnyRankedOrUnrankedMemRef`).
pub struct AnyRankedOrUnrankedMemRef;
impl TypeConstraint for AnyRankedOrUnrankedMemRef {
    const SUMMARY: &'static str = "ranked or unranked memref of any type values";
    fn check(ctx: &Context, ty: Type) -> bool {
        is_any_memref(ctx, ty)
    }
    fn check_class(ctx: &Context, ty: Type) -> Result<(), Option<&'static str>> {
        base_class(ctx, ty)
    }
}

/// An unranked memref or a ranked one of rank > 0 (`AnyNon0RankedOrUnrankedMemRef`; a
/// format reads any type for it, as upstream's).
pub struct AnyNon0RankedOrUnrankedMemRef;
impl TypeConstraint for AnyNon0RankedOrUnrankedMemRef {
    const SUMMARY: &'static str =
        "unranked.memref of any type values or non-0-ranked.memref of any type values";
    fn check(ctx: &Context, ty: Type) -> bool {
        match ctx.type_data(ty) {
            TypeData::MemRef { shape, .. } => !shape.is_empty(),
            TypeData::UnrankedMemRef { .. } => true,
            _ => false,
        }
    }
}

/// A ranked memref with a static shape (`AnyStaticShapeMemRef`).
pub struct AnyStaticShapeMemRef;
impl TypeConstraint for AnyStaticShapeMemRef {
    const SUMMARY: &'static str = "statically shaped memref of any type values";
    fn check(ctx: &Context, ty: Type) -> bool {
        memref(ctx, ty).is_some_and(|m| !m.shape.contains(&DYNAMIC))
    }
    fn check_class(ctx: &Context, ty: Type) -> Result<(), Option<&'static str>> {
        ranked_class(ctx, ty)
    }
}

/// A ranked memref with a strided layout (`AnyStridedMemRef`).
pub struct AnyStridedMemRef;
impl TypeConstraint for AnyStridedMemRef {
    const SUMMARY: &'static str = "strided memref of any type values";
    fn check(ctx: &Context, ty: Type) -> bool {
        super::types::is_strided(ctx, ty)
    }
    fn check_class(ctx: &Context, ty: Type) -> Result<(), Option<&'static str>> {
        ranked_class(ctx, ty)
    }
}

/// A strided memref of rank 0 (`AnyStridedMemRefOfRank<0>`).
pub struct AnyStridedMemRefOfRank0;
impl TypeConstraint for AnyStridedMemRefOfRank0 {
    const SUMMARY: &'static str = "strided memref of any type values of rank 0";
    fn check(ctx: &Context, ty: Type) -> bool {
        memref(ctx, ty).is_some_and(|m| m.shape.is_empty()) && super::types::is_strided(ctx, ty)
    }
}

/// A 1-D memref of any element type (`MemRefRankOf<[AnyType], [1]>`).
pub struct MemRef1D;
impl TypeConstraint for MemRef1D {
    const SUMMARY: &'static str = "1D memref of any type values";
    fn check(ctx: &Context, ty: Type) -> bool {
        memref(ctx, ty).is_some_and(|m| m.shape.len() == 1)
    }
    fn check_class(ctx: &Context, ty: Type) -> Result<(), Option<&'static str>> {
        ranked_class(ctx, ty)
    }
}

/// A 1-D memref of `i8` (`MemRefRankOf<[I8], [1]>`, the buffer of `memref.view`).
pub struct MemRef1DOfI8;
impl TypeConstraint for MemRef1DOfI8 {
    const SUMMARY: &'static str = "1D memref of 8-bit signless integer values";
    fn check(ctx: &Context, ty: Type) -> bool {
        memref(ctx, ty).is_some_and(|m| m.shape.len() == 1 && m.element == ctx.builtin_types().i8)
    }
    fn check_class(ctx: &Context, ty: Type) -> Result<(), Option<&'static str>> {
        ranked_class(ctx, ty)
    }
}

/// A 1-D memref of signless integers or `index` (the shape of `memref.reshape`).
pub struct ShapeMemRef;
impl TypeConstraint for ShapeMemRef {
    const SUMMARY: &'static str = "1D memref of signless integer or index values";
    fn check(ctx: &Context, ty: Type) -> bool {
        memref(ctx, ty).is_some_and(|m| {
            m.shape.len() == 1 && (is_signless_int(ctx, m.element) || is_index(ctx, m.element))
        })
    }
    fn check_class(ctx: &Context, ty: Type) -> Result<(), Option<&'static str>> {
        ranked_class(ctx, ty)
    }
}

/// A signless integer or a float (`AnyTypeOf<[AnySignlessInteger, AnyFloat]>`).
pub struct SignlessIntOrFloat;
impl TypeConstraint for SignlessIntOrFloat {
    const SUMMARY: &'static str = "signless integer or floating-point";
    fn check(ctx: &Context, ty: Type) -> bool {
        is_signless_int(ctx, ty) || is_float(ctx, ty)
    }
}

/// A ranked memref of signless integers or floats (`MemRefOf<[AnySignlessInteger,
/// AnyFloat]>`).
pub struct IntOrFloatMemRef;
impl TypeConstraint for IntOrFloatMemRef {
    const SUMMARY: &'static str = "memref of signless integer or floating-point values";
    fn check(ctx: &Context, ty: Type) -> bool {
        memref(ctx, ty).is_some_and(|m| SignlessIntOrFloat::check(ctx, m.element))
    }
    fn check_class(ctx: &Context, ty: Type) -> Result<(), Option<&'static str>> {
        ranked_class(ctx, ty)
    }
}

/// `index`; buildable, so formats leave it out.
pub struct Index;
impl TypeConstraint for Index {
    const SUMMARY: &'static str = "index";
    fn check(ctx: &Context, ty: Type) -> bool {
        is_index(ctx, ty)
    }
    fn build(ctx: &Context) -> Option<Type> {
        Some(ctx.index_type())
    }
}

/// Each operand or result of a variadic `index` group.
pub struct VariadicIndex;
impl TypeConstraint for VariadicIndex {
    const SUMMARY: &'static str = "variadic of index";
    fn check(ctx: &Context, ty: Type) -> bool {
        is_index(ctx, ty)
    }
    fn build(ctx: &Context) -> Option<Type> {
        Some(ctx.index_type())
    }
}

/// Each operand of a variadic group of any types.
pub struct VariadicAny;
impl TypeConstraint for VariadicAny {
    const SUMMARY: &'static str = "variadic of any type";
    fn check(_: &Context, _: Type) -> bool {
        true
    }
}

// ---- attribute constraints ----

/// The summary of an `alignment` attribute's constraint in verifier messages.
pub(crate) const ALIGNMENT_SUMMARY: &str = "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0";

/// Whether `attr` is a positive power-of-two `i64` (an `alignment` attribute).
pub(crate) fn valid_alignment(ctx: &Context, attr: Attribute) -> bool {
    int_of_width(ctx, attr, 64).is_some_and(|v| v > 0 && (v as u64).is_power_of_two())
}

fn is_integer_attr(ctx: &Context, attr: Attribute) -> bool {
    matches!(ctx.attr_data(attr), AttrData::Integer { .. })
}

/// An `i64` power of two > 0 (the `alignment` of allocations and accesses), stored as an
/// integer property.
pub struct Alignment;
impl AttrConstraint for Alignment {
    const SUMMARY: &'static str = ALIGNMENT_SUMMARY;
    fn check(ctx: &Context, attr: Attribute) -> bool {
        valid_alignment(ctx, attr)
    }
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        is_integer_attr(ctx, attr)
    }
}

/// The `i1` attribute of `value`.
pub(crate) fn bool_attr(ctx: &Context, value: bool) -> Attribute {
    let i1 = ctx.integer_type(1, Signedness::Signless);
    ctx.integer_attr(i1, ApInt::from_u64(1, u64::from(value)))
}

/// The value of a `BoolAttr` (an `i1` integer attribute).
pub(crate) fn bool_value(ctx: &Context, attr: Attribute) -> Option<bool> {
    int_of_width(ctx, attr, 1).map(|v| v != 0)
}

/// `BoolAttr`, defaulting to `false` where it is default-valued.
pub struct BoolAttr;
impl AttrConstraint for BoolAttr {
    const SUMMARY: &'static str = "bool attribute";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        bool_value(ctx, attr).is_some()
    }
    fn default_value(ctx: &Context) -> Option<Attribute> {
        Some(bool_attr(ctx, false))
    }
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        bool_value(ctx, attr).is_some()
    }
}

/// `memref.prefetch`'s `localityHint`: an `i32` from 0 to 3.
pub struct LocalityHint;
impl AttrConstraint for LocalityHint {
    const SUMMARY: &'static str =
        "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        int_of_width(ctx, attr, 32).is_some_and(|v| (0..=3).contains(&v))
    }
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        is_integer_attr(ctx, attr)
    }
}

/// `memref.assume_alignment`'s `alignment`: a positive `i32`, written as a bare integer.
pub struct PositiveI32;
impl AttrConstraint for PositiveI32 {
    const SUMMARY: &'static str = "32-bit signless integer attribute whose value is positive";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        match ctx.attr_data(attr) {
            AttrData::Integer { ty, value } if *ty == ctx.builtin_types().i32 => {
                value.to_i64_checked().is_some_and(|v| v > 0)
            }
            _ => false,
        }
    }
    fn parse(p: &mut OpAsmParser<'_, '_, '_>, _name: &str) -> Result<Attribute, Diagnostic> {
        let i32_ty = p.ctx().builtin_types().i32;
        p.parse_attribute(Some(i32_ty))
    }
    fn print(p: &mut OpAsmPrinter<'_, '_, '_, '_>, attr: Attribute) {
        let ctx = p.ctx();
        match ctx.attr_data(attr) {
            AttrData::Integer { ty, value } if *ty == ctx.builtin_types().i32 => {
                p.write(&value.to_i64_checked().unwrap_or_default().to_string());
            }
            _ => p.print_attribute(attr),
        }
    }
}

/// `arith::AtomicRMWKind` in value order (`kind = N : i64` is `ATOMIC_RMW_KINDS[N]`).
pub const ATOMIC_RMW_KINDS: [&str; 16] = [
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf",
    "mins", "minu", "mulf", "muli", "ori", "xori",
];

/// The kind named by an `AtomicRMWKindAttr` (an `i64` case number).
pub(crate) fn atomic_rmw_kind(ctx: &Context, attr: Attribute) -> Option<&'static str> {
    int_of_width(ctx, attr, 64)
        .and_then(|v| usize::try_from(v).ok())
        .and_then(|v| ATOMIC_RMW_KINDS.get(v))
        .copied()
}

/// `AtomicRMWKindAttr`: the operation of `memref.atomic_rmw`, written as its keyword (or a
/// string), stored as its case number.
pub struct AtomicRMWKindAttr;
impl AttrConstraint for AtomicRMWKindAttr {
    const SUMMARY: &'static str = "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        atomic_rmw_kind(ctx, attr).is_some()
    }
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        atomic_rmw_kind(ctx, attr).is_some()
    }
    fn parse(p: &mut OpAsmParser<'_, '_, '_>, _name: &str) -> Result<Attribute, Diagnostic> {
        let ctx = p.ctx();
        let offset = p.offset();
        let word = p.parse_optional_keyword_or_string_of(&ATOMIC_RMW_KINDS);
        let Some(index) = word.and_then(|w| ATOMIC_RMW_KINDS.iter().position(|&k| k == w)) else {
            return Err(p.error_at(
                offset,
                format!(
                    "expected string or keyword containing one of the following enum values for attribute 'kind' [{}]",
                    ATOMIC_RMW_KINDS.join(", ")
                ),
            ));
        };
        let i64_ty = ctx.builtin_types().i64;
        Ok(ctx.integer_attr(i64_ty, ApInt::from_u64(64, index as u64)))
    }
    fn print(p: &mut OpAsmPrinter<'_, '_, '_, '_>, attr: Attribute) {
        let kind = atomic_rmw_kind(p.ctx(), attr).unwrap_or("addf");
        p.write(kind);
    }
}

/// `DenseI64ArrayAttr`.
pub struct DenseI64ArrayAttr;
impl AttrConstraint for DenseI64ArrayAttr {
    const SUMMARY: &'static str = "i64 dense array attribute";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        strata_ods::i64_array(ctx, attr).is_some()
    }
}

/// The groups of a `reassociation` attribute (an array of `i64` arrays).
pub(crate) fn reassociation(ctx: &Context, attr: Attribute) -> Option<Vec<Vec<i64>>> {
    let AttrData::Array(groups) = ctx.attr_data(attr) else {
        return None;
    };
    let i64_ty = ctx.builtin_types().i64;
    groups
        .iter()
        .map(|&g| match ctx.attr_data(g) {
            AttrData::Array(items) => items
                .iter()
                .map(|&i| match ctx.attr_data(i) {
                    AttrData::Integer { ty, value } if *ty == i64_ty => value.to_i64_checked(),
                    _ => None,
                })
                .collect(),
            _ => None,
        })
        .collect()
}

/// The `reassociation` attribute of `groups`.
pub(crate) fn reassociation_attr(ctx: &Context, groups: &[Vec<i64>]) -> Attribute {
    let i64_ty = ctx.builtin_types().i64;
    let groups: Vec<_> = groups
        .iter()
        .map(|g| {
            let items: Vec<_> = g
                .iter()
                .map(|&i| ctx.integer_attr(i64_ty, ApInt::from_i64(64, i)))
                .collect();
            ctx.intern_attr(AttrData::Array(items.into()))
        })
        .collect();
    ctx.intern_attr(AttrData::Array(groups.into()))
}

/// `IndexListArrayAttr`: the reassociation of `expand_shape`/`collapse_shape`.
pub struct IndexListArrayAttr;
impl AttrConstraint for IndexListArrayAttr {
    const SUMMARY: &'static str = "Array of 64-bit integer array attributes";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        reassociation(ctx, attr).is_some()
    }
}

/// `AffineMapAttr`.
pub struct AffineMapAttr;
impl AttrConstraint for AffineMapAttr {
    const SUMMARY: &'static str = "AffineMap attribute";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        matches!(ctx.attr_data(attr), AttrData::AffineMap(_))
    }
}

/// `SymbolNameAttr`: a string, written `@name`.
pub struct SymbolNameAttr;
impl AttrConstraint for SymbolNameAttr {
    const SUMMARY: &'static str = "string attribute";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        matches!(ctx.attr_data(attr), AttrData::String { .. })
    }
    fn parse(p: &mut OpAsmParser<'_, '_, '_>, _name: &str) -> Result<Attribute, Diagnostic> {
        let Some(name) = p.parse_optional_symbol_name()? else {
            return Err(p.error_here("expected valid '@'-identifier for symbol name"));
        };
        let ctx = p.ctx();
        Ok(ctx.string_attr(ctx.ident_bytes_of(name)))
    }
    fn print(p: &mut OpAsmPrinter<'_, '_, '_, '_>, attr: Attribute) {
        match p.ctx().attr_data(attr) {
            AttrData::String { value, .. } => {
                p.print_symbol_name(value);
            }
            _ => p.print_attribute(attr),
        }
    }
}

/// `StrAttr`; in an optional group it is present when a string literal follows.
pub struct StrAttr;
impl AttrConstraint for StrAttr {
    const SUMMARY: &'static str = "string attribute";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        matches!(ctx.attr_data(attr), AttrData::String { .. })
    }
    fn parse_optional(
        p: &mut OpAsmParser<'_, '_, '_>,
        _name: &str,
    ) -> Result<Option<Attribute>, Diagnostic> {
        if !p.at_string() {
            return Ok(None);
        }
        p.parse_attribute(None).map(Some)
    }
}

/// `FlatSymbolRefAttr`.
pub struct FlatSymbolRefAttr;
impl AttrConstraint for FlatSymbolRefAttr {
    const SUMMARY: &'static str = "flat symbol reference attribute";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        flat_symbol(ctx, attr).is_some()
    }
    fn parse(p: &mut OpAsmParser<'_, '_, '_>, _name: &str) -> Result<Attribute, Diagnostic> {
        let name = p.parse_symbol_name()?;
        Ok(p.ctx().intern_attr(AttrData::SymbolRef {
            root: name,
            nested: Box::new([]),
        }))
    }
}

/// The symbol a flat symbol reference names.
pub(crate) fn flat_symbol(ctx: &Context, attr: Attribute) -> Option<&[u8]> {
    match ctx.attr_data(attr) {
        AttrData::SymbolRef { root, nested } if nested.is_empty() => {
            Some(ctx.ident_bytes_of(*root))
        }
        _ => None,
    }
}

/// `MemRefTypeAttr`: a type attribute holding a memref type.
pub struct MemRefTypeAttr;
impl AttrConstraint for MemRefTypeAttr {
    const SUMMARY: &'static str = "memref type attribute";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        matches!(ctx.attr_data(attr), AttrData::Type(t) if matches!(ctx.type_data(*t), TypeData::MemRef { .. }))
    }
}

/// `AnyAttr`.
pub struct AnyAttr;
impl AttrConstraint for AnyAttr {
    const SUMMARY: &'static str = "any attribute";
    fn check(_: &Context, _: Attribute) -> bool {
        true
    }
}

/// `attr` as mlir-opt prints it (for messages).
pub(crate) fn attr_text(ctx: &Context, attr: Attribute) -> String {
    attr_to_string(ctx, attr)
}
