//! Type and attribute constraints of the `llvm` ops, with upstream's summaries (they appear
//! in verifier messages: `operand #0 must be LLVM pointer type, but got 'i32'`).

use strata_ir::{AttrData, Attribute, Context, Signedness, Type, TypeData};
use strata_ods::{AttrConstraint, TypeConstraint};

use crate::types::{LlvmType, is_compatible, is_compatible_float, is_ptr, llvm_type};

fn is_signless_int(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_data(ty),
        TypeData::Integer {
            signedness: Signedness::Signless,
            ..
        }
    )
}

/// The element type of a one-dimensional builtin vector LLVM supports.
fn vector_element(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.type_data(ty) {
        TypeData::Vector { shape, element, .. } if shape.len() == 1 => Some(*element),
        _ => None,
    }
}

fn scalar_or_vector(ctx: &Context, ty: Type, f: impl Fn(&Context, Type) -> bool) -> bool {
    f(ctx, ty) || vector_element(ctx, ty).is_some_and(|e| f(ctx, e))
}

macro_rules! type_constraint {
    ($(#[$doc:meta])* $name:ident, $summary:expr, |$ctx:ident, $ty:ident| $body:expr) => {
        $(#[$doc])*
        pub struct $name;
        impl TypeConstraint for $name {
            const SUMMARY: &'static str = $summary;
            fn check($ctx: &Context, $ty: Type) -> bool {
                $body
            }
        }
    };
}

type_constraint!(
    /// Any LLVM-compatible type (`LLVM_Type`).
    LlvmAny, "LLVM dialect-compatible type", |ctx, ty| is_compatible(ctx, ty)
);
type_constraint!(
    /// The elements of a variable-length group of LLVM-compatible operands
    /// (`Variadic<LLVM_Type>`, whose summary the verifier quotes).
    VariadicLlvmAny, "variadic of LLVM dialect-compatible type", |ctx, ty| is_compatible(ctx, ty)
);
type_constraint!(
    /// `!llvm.ptr` in any address space.
    AnyPointer, "LLVM pointer type", |ctx, ty| is_ptr(ctx, ty)
);
type_constraint!(
    /// A signless integer of any width.
    AnyInteger, "signless integer", |ctx, ty| is_signless_int(ctx, ty)
);
type_constraint!(
    /// A signless integer or a vector of them.
    IntOrVector,
    "signless integer or LLVM dialect-compatible vector of signless integer",
    |ctx, ty| scalar_or_vector(ctx, ty, is_signless_int)
);
type_constraint!(
    /// An LLVM float or a vector of them.
    FloatOrVector,
    "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
    |ctx, ty| scalar_or_vector(ctx, ty, is_compatible_float)
);
type_constraint!(
    /// A pointer or a vector of pointers.
    PtrOrVector,
    "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
    |ctx, ty| scalar_or_vector(ctx, ty, is_ptr)
);
type_constraint!(
    /// `icmp` operands: integers or pointers, or vectors of them.
    IntOrPtrOrVector,
    "signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
    |ctx, ty| scalar_or_vector(ctx, ty, is_signless_int) || scalar_or_vector(ctx, ty, is_ptr)
);
type_constraint!(
    /// `i1` or a vector of `i1`.
    BoolOrVector,
    "1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer",
    |ctx, ty| scalar_or_vector(ctx, ty, |c, t| t == c.builtin_types().i1)
);
type_constraint!(
    /// A type with a size (loadable and storable): not void, a function or an opaque
    /// struct.
    Loadable, "LLVM type with size", |ctx, ty| {
        is_compatible(ctx, ty)
            && !matches!(
                llvm_type(ctx, ty).as_deref(),
                Some(LlvmType::Void | LlvmType::Func { .. } | LlvmType::Struct { body: None, .. })
            )
    }
);
type_constraint!(
    /// A struct or an array.
    Aggregate, "LLVM aggregate type", |ctx, ty| crate::types::is_aggregate(ctx, ty)
);
type_constraint!(
    /// An LLVM-compatible vector.
    AnyVector, "LLVM dialect-compatible vector type", |ctx, ty| crate::types::is_compatible_vector(ctx, ty)
);
type_constraint!(
    /// Any LLVM type but void and function types (`LLVM_PrimitiveType`).
    Primitive, "primitive LLVM type", |ctx, ty| {
        is_compatible(ctx, ty)
            && !matches!(llvm_type(ctx, ty).as_deref(), Some(LlvmType::Void | LlvmType::Func { .. }))
    }
);
type_constraint!(
    /// Any LLVM type that is not a struct or array.
    NonAggregate, "LLVM-compatible non-aggregate type", |ctx, ty| {
        is_compatible(ctx, ty) && !crate::types::is_aggregate(ctx, ty)
    }
);

/// An optional `i64` attribute (ODS `I64Attr`).
pub struct I64Attr;
impl AttrConstraint for I64Attr {
    const SUMMARY: &'static str = "64-bit signless integer attribute";
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        matches!(ctx.attr_data(attr), AttrData::Integer { .. })
    }
    fn check(ctx: &Context, attr: Attribute) -> bool {
        matches!(ctx.attr_data(attr), AttrData::Integer { ty, .. } if *ty == ctx.builtin_types().i64)
    }
}

/// An `i32` attribute (ODS `I32Attr`).
pub struct I32Attr;
impl AttrConstraint for I32Attr {
    const SUMMARY: &'static str = "32-bit signless integer attribute";
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        matches!(ctx.attr_data(attr), AttrData::Integer { .. })
    }
    fn check(ctx: &Context, attr: Attribute) -> bool {
        matches!(ctx.attr_data(attr), AttrData::Integer { ty, .. } if *ty == ctx.builtin_types().i32)
    }
}

/// A boolean attribute (ODS `I1Attr`, printed `true`/`false`).
pub struct I1Attr;
impl AttrConstraint for I1Attr {
    const SUMMARY: &'static str = "1-bit signless integer attribute";
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        Self::check(ctx, attr)
    }
    fn check(ctx: &Context, attr: Attribute) -> bool {
        matches!(ctx.attr_data(attr), AttrData::Integer { ty, .. } if *ty == ctx.builtin_types().i1)
    }
}

/// A type attribute (ODS `TypeAttr`).
pub struct TypeAttr;
impl AttrConstraint for TypeAttr {
    const SUMMARY: &'static str = "any type attribute";
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        Self::check(ctx, attr)
    }
    fn check(ctx: &Context, attr: Attribute) -> bool {
        matches!(ctx.attr_data(attr), AttrData::Type(_))
    }
}

/// The type of a type attribute.
pub fn type_of_attr(ctx: &Context, attr: Attribute) -> Option<Type> {
    match ctx.attr_data(attr) {
        AttrData::Type(t) => Some(*t),
        _ => None,
    }
}

/// A string attribute (ODS `StrAttr`).
pub struct StrAttr;
impl AttrConstraint for StrAttr {
    const SUMMARY: &'static str = "string attribute";
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        Self::check(ctx, attr)
    }
    fn check(ctx: &Context, attr: Attribute) -> bool {
        matches!(ctx.attr_data(attr), AttrData::String { .. })
    }
}

/// A flat symbol reference (ODS `FlatSymbolRefAttr`).
pub struct FlatSymbolRefAttr;
impl AttrConstraint for FlatSymbolRefAttr {
    const SUMMARY: &'static str = "flat symbol reference attribute";
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        Self::check(ctx, attr)
    }
    fn check(ctx: &Context, attr: Attribute) -> bool {
        matches!(ctx.attr_data(attr), AttrData::SymbolRef { nested, .. } if nested.is_empty())
    }
}

/// `array<i32: ...>` (ODS `DenseI32ArrayAttr`).
pub struct DenseI32Array;
impl AttrConstraint for DenseI32Array {
    const SUMMARY: &'static str = "i32 dense array attribute";
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        Self::check(ctx, attr)
    }
    fn check(ctx: &Context, attr: Attribute) -> bool {
        strata_ods::i32_array(ctx, attr).is_some()
    }
    /// `[1, 2]` in the custom form (`weights([1, 2])`).
    fn parse(
        p: &mut strata_asm::custom::OpAsmParser<'_, '_, '_>,
        _name: &str,
    ) -> Result<Attribute, strata_ir::diagnostics::Diagnostic> {
        use strata_asm::custom::Punct;
        p.parse_punct(Punct::LSquare)?;
        let mut values = Vec::new();
        if !p.parse_optional_punct(Punct::RSquare) {
            loop {
                let offset = p.offset();
                let Some(v) = p.parse_optional_integer()? else {
                    return Err(p.error_expected("expected integer value"));
                };
                let v =
                    i32::try_from(v).map_err(|_| p.error_at(offset, "integer value too large"))?;
                values.push(v);
                if !p.parse_optional_punct(Punct::Comma) {
                    break;
                }
            }
            p.parse_punct(Punct::RSquare)?;
        }
        Ok(strata_ods::i32_array_attr(p.ctx(), &values))
    }
    fn print(p: &mut strata_asm::custom::OpAsmPrinter<'_, '_, '_, '_>, attr: Attribute) {
        let values = strata_ods::i32_array(p.ctx(), attr).unwrap_or_default();
        let list: Vec<String> = values.iter().map(i32::to_string).collect();
        p.write(&format!("[{}]", list.join(", ")));
    }
}

/// An array of dictionaries (argument/result attributes).
pub struct DictArrayAttr;
impl AttrConstraint for DictArrayAttr {
    const SUMMARY: &'static str = "Array of dictionary attributes";
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        Self::check(ctx, attr)
    }
    fn check(ctx: &Context, attr: Attribute) -> bool {
        match ctx.attr_data(attr) {
            AttrData::Array(elems) => elems
                .iter()
                .all(|e| matches!(ctx.attr_data(*e), AttrData::Dictionary(_))),
            _ => false,
        }
    }
}

/// Any attribute.
pub struct AnyAttr;
impl AttrConstraint for AnyAttr {
    const SUMMARY: &'static str = "any attribute";
    fn check(_: &Context, _: Attribute) -> bool {
        true
    }
}

/// An array attribute (ODS `ArrayAttr`).
pub struct ArrayAttr;
impl AttrConstraint for ArrayAttr {
    const SUMMARY: &'static str = "array attribute";
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        Self::check(ctx, attr)
    }
    fn check(ctx: &Context, attr: Attribute) -> bool {
        matches!(ctx.attr_data(attr), AttrData::Array(_))
    }
}

/// `i1` (buildable: a format may leave its type out).
pub struct I1;
impl TypeConstraint for I1 {
    const SUMMARY: &'static str = "1-bit signless integer";
    fn check(ctx: &Context, ty: Type) -> bool {
        ty == ctx.builtin_types().i1
    }
    fn build(ctx: &Context) -> Option<Type> {
        Some(ctx.builtin_types().i1)
    }
}

/// Whether `attr` is an array of structured llvm attributes of class `mnemonic`.
fn array_of(ctx: &Context, attr: Attribute, mnemonic: &str) -> bool {
    match ctx.attr_data(attr) {
        AttrData::Array(elems) => elems
            .iter()
            .all(|&e| crate::di::lookup_of(ctx, e, mnemonic).is_some()),
        _ => false,
    }
}

macro_rules! metadata_array {
    ($(#[$doc:meta])* $name:ident, $mnemonic:literal, $summary:literal) => {
        $(#[$doc])*
        pub struct $name;
        impl AttrConstraint for $name {
            const SUMMARY: &'static str = $summary;
            fn converts(ctx: &Context, attr: Attribute) -> bool {
                matches!(ctx.attr_data(attr), AttrData::Array(_))
            }
            fn check(ctx: &Context, attr: Attribute) -> bool {
                array_of(ctx, attr, $mnemonic)
            }
        }
    };
}

metadata_array!(
    /// The `tbaa` property of memory ops: `#llvm.tbaa_tag`s.
    TbaaTagArray, "tbaa_tag", "LLVM dialect TBAA tag metadata array"
);
metadata_array!(
    /// The `alias_scopes`/`noalias_scopes` properties of memory ops: `#llvm.alias_scope`s.
    AliasScopeArray, "alias_scope", "LLVM dialect alias scope array"
);
metadata_array!(
    /// The `access_groups` property of memory ops: `#llvm.access_group`s.
    AccessGroupArray, "access_group", "LLVM dialect access group metadata array"
);

/// The `scope` of `llvm.intr.experimental.noalias.scope.decl`: one `#llvm.alias_scope`.
pub struct AliasScopeAttr;
impl AttrConstraint for AliasScopeAttr {
    const SUMMARY: &'static str = "LLVM dialect alias scope";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        crate::di::lookup_of(ctx, attr, "alias_scope").is_some()
    }
}
