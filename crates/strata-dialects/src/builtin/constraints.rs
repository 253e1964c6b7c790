//! ODS's constraints on builtin types and attributes that the core dialects declare their
//! ops with (`I1`, `AnyInteger`, `FunctionType`, `StrAttr`, `FlatSymbolRefAttr`, ...),
//! with mlir-opt's summaries and custom-form syntax.

use strata_asm::custom::OpAsmParser;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::{AttrData, Attribute, Context, Signedness, Type, TypeData};
use strata_ods::{AttrConstraint, TypeConstraint};

/// `i1` (ODS `I1`); buildable, so a format may leave its type out.
pub struct I1;
impl TypeConstraint for I1 {
    const SUMMARY: &'static str = "1-bit signless integer";
    fn check(ctx: &Context, ty: Type) -> bool {
        matches!(
            ctx.type_data(ty),
            TypeData::Integer {
                width: 1,
                signedness: Signedness::Signless
            }
        )
    }
    fn build(ctx: &Context) -> Option<Type> {
        Some(ctx.builtin_types().i1)
    }
}

/// An integer type of any width and signedness (ODS `AnyInteger`, class `IntegerType`).
pub struct AnyInteger;
impl TypeConstraint for AnyInteger {
    const SUMMARY: &'static str = "integer";
    fn check(ctx: &Context, ty: Type) -> bool {
        matches!(ctx.type_data(ty), TypeData::Integer { .. })
    }
    fn check_class(ctx: &Context, ty: Type) -> Result<(), Option<&'static str>> {
        if Self::check(ctx, ty) {
            Ok(())
        } else {
            Err(Some("builtin.integer"))
        }
    }
}

/// A function type (ODS `FunctionType`).
pub struct FunctionType;
impl TypeConstraint for FunctionType {
    const SUMMARY: &'static str = "function type";
    fn check(ctx: &Context, ty: Type) -> bool {
        matches!(ctx.type_data(ty), TypeData::Function { .. })
    }
    fn check_class(ctx: &Context, ty: Type) -> Result<(), Option<&'static str>> {
        if Self::check(ctx, ty) {
            Ok(())
        } else {
            Err(None)
        }
    }
}

/// The inputs and results of a function type; `None` for other types.
pub fn function_type_parts(ctx: &Context, ty: Type) -> Option<(&[Type], &[Type])> {
    match ctx.type_data(ty) {
        TypeData::Function { inputs, results } => Some((inputs, results)),
        _ => None,
    }
}

/// A string attribute (ODS `StrAttr`); parsed with no type, as ODS does.
pub struct StrAttr;
impl AttrConstraint for StrAttr {
    const SUMMARY: &'static str = "string attribute";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        matches!(ctx.attr_data(attr), AttrData::String { .. })
    }
    fn parse(p: &mut OpAsmParser<'_, '_, '_>, _name: &str) -> Result<Attribute, Diagnostic> {
        let offset = p.offset();
        let attr = p.parse_attribute(Some(p.ctx().none_type()))?;
        if Self::check(p.ctx(), attr) {
            return Ok(attr);
        }
        Err(p.error_at(offset, "invalid kind of attribute specified"))
    }
}

/// The text of a string attribute (invalid UTF-8 replaced); `None` for other attributes.
pub fn string_value(ctx: &Context, attr: Attribute) -> Option<String> {
    match ctx.attr_data(attr) {
        AttrData::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

/// The bytes of a string attribute; `None` for other attributes.
pub fn string_bytes(ctx: &Context, attr: Attribute) -> Option<&[u8]> {
    match ctx.attr_data(attr) {
        AttrData::String { value, .. } => Some(value),
        _ => None,
    }
}

/// A symbol reference without nested references, `@name` (ODS `FlatSymbolRefAttr`).
pub struct FlatSymbolRefAttr;
impl AttrConstraint for FlatSymbolRefAttr {
    const SUMMARY: &'static str = "flat symbol reference attribute";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        flat_symbol(ctx, attr).is_some()
    }
    fn parse(p: &mut OpAsmParser<'_, '_, '_>, _name: &str) -> Result<Attribute, Diagnostic> {
        let offset = p.offset();
        let attr = p.parse_attribute(None)?;
        if Self::check(p.ctx(), attr) {
            return Ok(attr);
        }
        Err(p.error_at(offset, "invalid kind of attribute specified"))
    }
}

/// The name of a flat symbol reference `@name`; `None` for other attributes.
pub fn flat_symbol(ctx: &Context, attr: Attribute) -> Option<&[u8]> {
    match ctx.attr_data(attr) {
        AttrData::SymbolRef { root, nested } if nested.is_empty() => {
            Some(ctx.ident_bytes_of(*root))
        }
        _ => None,
    }
}

/// A type attribute holding a function type (ODS `TypeAttrOf<FunctionType>`).
pub struct FunctionTypeAttr;
impl AttrConstraint for FunctionTypeAttr {
    const SUMMARY: &'static str = "type attribute of function type";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        function_type_of(ctx, attr).is_some()
    }
}

/// The inputs and results of a type attribute holding a function type.
pub fn function_type_of(ctx: &Context, attr: Attribute) -> Option<(&[Type], &[Type])> {
    match ctx.attr_data(attr) {
        AttrData::Type(t) => function_type_parts(ctx, *t),
        _ => None,
    }
}

/// An array of dictionary attributes (ODS `DictArrayAttr`: argument and result
/// attributes).
pub struct DictArrayAttr;
impl AttrConstraint for DictArrayAttr {
    const SUMMARY: &'static str = "Array of dictionary attributes";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        matches!(ctx.attr_data(attr), AttrData::Array(elems)
            if elems.iter().all(|&d| matches!(ctx.attr_data(d), AttrData::Dictionary(_))))
    }
}
