//! The `llvm` dialect's types (`!llvm.ptr`, `!llvm.struct`, `!llvm.array`, `!llvm.func`,
//! `!llvm.void`, ...): construction, views, parsing with mlir-opt's rules and messages, and
//! LLVM compatibility of builtin types.
//!
//! Each type is a canonical `TypeData::Opaque` of the `llvm` dialect (so the generic
//! printer prints it as mlir-opt does, with nested LLVM types written without their
//! `!llvm.` prefix) and its structure is kept in a side table, read with [`llvm_type`].
//! Builtin integers, floats and vectors are used directly, as upstream does.

use std::collections::HashMap;
use std::sync::{Arc, RwLock};

use rustc_hash::FxHashMap;
use strata_asm::custom::{OpAsmParser, Punct, register_dialect_type};
use strata_asm::printer::{attr_to_string, type_to_string};
use strata_ir::diagnostics::Diagnostic;
use strata_ir::float::FloatKind;
use strata_ir::{Context, Signedness, Type, TypeData};

type PResult<T> = Result<T, Diagnostic>;

/// The structure of an LLVM dialect type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum LlvmType {
    /// `!llvm.void`: the result type of functions returning nothing.
    Void,
    /// `!llvm.token`.
    Token,
    /// `!llvm.metadata`.
    Metadata,
    /// `!llvm.label`.
    Label,
    /// `!llvm.x86_amx`.
    X86Amx,
    /// `!llvm.ptr` / `!llvm.ptr<3>`: an opaque pointer in an address space.
    Ptr {
        /// The address space (0 by default).
        addr_space: u32,
    },
    /// `!llvm.array<4 x i32>`.
    Array {
        /// The element type.
        element: Type,
        /// The number of elements.
        len: u64,
    },
    /// `!llvm.func<i32 (ptr, ...)>`.
    Func {
        /// The result type (`!llvm.void` for none).
        result: Type,
        /// The parameter types.
        params: Vec<Type>,
        /// Whether the function takes variadic arguments (`...`).
        vararg: bool,
    },
    /// `!llvm.struct<(i32, f32)>`, `!llvm.struct<packed (i8)>`, `!llvm.struct<"name",
    /// (...)>`, `!llvm.struct<"name", opaque>`.
    Struct {
        /// The name of an identified struct; `None` for literal structs.
        name: Option<String>,
        /// The element types; `None` for an opaque identified struct.
        body: Option<Vec<Type>>,
        /// Whether the struct is packed.
        packed: bool,
    },
    /// `struct<"name">` inside the body of the identified struct `name` (a recursive
    /// reference; only valid there).
    StructRef {
        /// The struct's name.
        name: String,
    },
    /// `!llvm.target<"name", types..., ints...>`: a target extension type.
    Target {
        /// The extension's name.
        name: String,
        /// The type parameters.
        types: Vec<Type>,
        /// The integer parameters.
        ints: Vec<u32>,
    },
}

/// The side table of LLVM types by handle, and identified structs by name.
#[derive(Default)]
struct LlvmTypes {
    by_type: RwLock<FxHashMap<Type, Arc<LlvmType>>>,
    /// Identified struct name to its type (its body is fixed once used).
    by_name: RwLock<HashMap<String, Type>>,
}

/// The structure of `ty` if it is an LLVM dialect type.
pub fn llvm_type(ctx: &Context, ty: Type) -> Option<Arc<LlvmType>> {
    if !matches!(ctx.type_data(ty), TypeData::Opaque { .. }) {
        return None;
    }
    ctx.extension::<LlvmTypes>()
        .by_type
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .get(&ty)
        .cloned()
}

/// The text of `ty` nested in an LLVM type: LLVM types without their `!llvm.` prefix.
fn nested_text(ctx: &Context, ty: Type) -> String {
    let text = type_to_string(ctx, ty);
    if llvm_type(ctx, ty).is_some() {
        return text
            .strip_prefix("!llvm.")
            .map(str::to_string)
            .unwrap_or(text);
    }
    text
}

fn join(ctx: &Context, types: &[Type]) -> String {
    types
        .iter()
        .map(|t| nested_text(ctx, *t))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The canonical body (after `!llvm.`) of `t`.
fn body_text(ctx: &Context, t: &LlvmType) -> String {
    match t {
        LlvmType::Void => "void".into(),
        LlvmType::Token => "token".into(),
        LlvmType::Metadata => "metadata".into(),
        LlvmType::Label => "label".into(),
        LlvmType::X86Amx => "x86_amx".into(),
        LlvmType::Ptr { addr_space: 0 } => "ptr".into(),
        LlvmType::Ptr { addr_space } => format!("ptr<{addr_space}>"),
        LlvmType::Array { element, len } => {
            format!("array<{len} x {}>", nested_text(ctx, *element))
        }
        LlvmType::Func {
            result,
            params,
            vararg,
        } => {
            let mut ps = join(ctx, params);
            if *vararg {
                if !ps.is_empty() {
                    ps.push_str(", ");
                }
                ps.push_str("...");
            }
            format!("func<{} ({ps})>", nested_text(ctx, *result))
        }
        LlvmType::Struct { name, body, packed } => {
            let mut s = String::from("struct<");
            if let Some(n) = name {
                s.push_str(&quote(ctx, n));
                s.push_str(", ");
            }
            match body {
                None => s.push_str("opaque"),
                Some(elems) => {
                    if *packed {
                        s.push_str("packed ");
                    }
                    s.push('(');
                    s.push_str(&join(ctx, elems));
                    s.push(')');
                }
            }
            s.push('>');
            s
        }
        LlvmType::StructRef { name } => format!("struct<{}>", quote(ctx, name)),
        LlvmType::Target { name, types, ints } => {
            let mut parts = vec![quote(ctx, name)];
            parts.extend(types.iter().map(|t| nested_text(ctx, *t)));
            parts.extend(ints.iter().map(|i| i.to_string()));
            format!("target<{}>", parts.join(", "))
        }
    }
}

fn quote(ctx: &Context, s: &str) -> String {
    attr_to_string(ctx, ctx.string_attr(s.as_bytes()))
}

/// Interns the LLVM type `t` (no validity checks: use the typed constructors).
fn intern(ctx: &Context, t: LlvmType) -> Type {
    let body = body_text(ctx, &t);
    let ty = strata_ods::opaque_type(ctx, "llvm", body);
    let table = ctx.extension::<LlvmTypes>();
    let known = table
        .by_type
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .contains_key(&ty);
    if !known {
        table
            .by_type
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .entry(ty)
            .or_insert_with(|| Arc::new(t));
    }
    ty
}

// ---- constructors ----

/// `!llvm.void`.
pub fn void_type(ctx: &Context) -> Type {
    intern(ctx, LlvmType::Void)
}

/// `!llvm.ptr` in address space `addr_space` (`!llvm.ptr<3>`).
pub fn ptr_type(ctx: &Context, addr_space: u32) -> Type {
    intern(ctx, LlvmType::Ptr { addr_space })
}

/// `!llvm.token`.
pub fn token_type(ctx: &Context) -> Type {
    intern(ctx, LlvmType::Token)
}

/// `!llvm.array<len x element>`; errors with mlir-opt's message for invalid elements.
pub fn array_type(ctx: &Context, element: Type, len: u64) -> Result<Type, String> {
    if !is_valid_element_type(ctx, element) {
        return Err(format!(
            "invalid array element type: '{}'",
            type_to_string(ctx, element)
        ));
    }
    Ok(intern(ctx, LlvmType::Array { element, len }))
}

/// `!llvm.func<result (params, ...)>` (`result` is `!llvm.void` for none).
pub fn func_type(
    ctx: &Context,
    result: Type,
    params: &[Type],
    vararg: bool,
) -> Result<Type, String> {
    if !is_valid_result_type(ctx, result) {
        return Err(format!(
            "invalid function result type: '{}'",
            type_to_string(ctx, result)
        ));
    }
    if let Some(p) = params.iter().find(|p| !is_valid_argument_type(ctx, **p)) {
        return Err(format!(
            "invalid function argument type: '{}'",
            type_to_string(ctx, *p)
        ));
    }
    Ok(intern(
        ctx,
        LlvmType::Func {
            result,
            params: params.to_vec(),
            vararg,
        },
    ))
}

/// The function type `!llvm.func<result (params)>` without the checks of [`func_type`]
/// (MLIR's unchecked `LLVMFunctionType::get`, which the lowerings to LLVM use: a
/// function taking `!llvm.func` or `!llvm.void` parameters is built and printed as is).
pub fn func_type_unchecked(ctx: &Context, result: Type, params: &[Type], vararg: bool) -> Type {
    intern(
        ctx,
        LlvmType::Func {
            result,
            params: params.to_vec(),
            vararg,
        },
    )
}

/// The literal struct `!llvm.struct<(elements)>` (`packed` for `packed (...)`).
pub fn struct_type(ctx: &Context, elements: &[Type], packed: bool) -> Result<Type, String> {
    check_struct_elements(ctx, elements)?;
    Ok(intern(
        ctx,
        LlvmType::Struct {
            name: None,
            body: Some(elements.to_vec()),
            packed,
        },
    ))
}

fn check_struct_elements(ctx: &Context, elements: &[Type]) -> Result<(), String> {
    match elements.iter().find(|e| !is_valid_element_type(ctx, **e)) {
        Some(e) => Err(format!(
            "invalid LLVM structure element type: '{}'",
            type_to_string(ctx, *e)
        )),
        None => Ok(()),
    }
}

/// The identified struct `!llvm.struct<"name", ...>` with `body` (`None`: opaque). A
/// name keeps the first body it was used with: another one is an error, as in mlir-opt.
pub fn identified_struct_type(
    ctx: &Context,
    name: &str,
    body: Option<&[Type]>,
    packed: bool,
) -> Result<Type, String> {
    if let Some(elems) = body {
        check_struct_elements(ctx, elems)?;
    }
    let ty = intern(
        ctx,
        LlvmType::Struct {
            name: Some(name.to_string()),
            body: body.map(<[Type]>::to_vec),
            packed: packed && body.is_some(),
        },
    );
    let table = ctx.extension::<LlvmTypes>();
    let mut names = table.by_name.write().unwrap_or_else(|e| e.into_inner());
    match names.get(name) {
        Some(&known) if known != ty => {
            Err("identified type already used with a different body".into())
        }
        _ => {
            names.insert(name.to_string(), ty);
            Ok(ty)
        }
    }
}

// ---- queries ----

/// Whether `ty` is `!llvm.ptr` (any address space).
pub fn is_ptr(ctx: &Context, ty: Type) -> bool {
    ptr_addr_space(ctx, ty).is_some()
}

/// The address space of a `!llvm.ptr`.
pub fn ptr_addr_space(ctx: &Context, ty: Type) -> Option<u32> {
    match llvm_type(ctx, ty).as_deref() {
        Some(LlvmType::Ptr { addr_space }) => Some(*addr_space),
        _ => None,
    }
}

/// Whether `ty` is `!llvm.void`.
pub fn is_void(ctx: &Context, ty: Type) -> bool {
    matches!(llvm_type(ctx, ty).as_deref(), Some(LlvmType::Void))
}

/// The parts (result, params, vararg) of an `!llvm.func` type.
pub fn func_type_parts(ctx: &Context, ty: Type) -> Option<(Type, Vec<Type>, bool)> {
    match llvm_type(ctx, ty).as_deref() {
        Some(LlvmType::Func {
            result,
            params,
            vararg,
        }) => Some((*result, params.clone(), *vararg)),
        _ => None,
    }
}

/// The element types of a struct (`None` for non-structs and opaque structs).
pub fn struct_body(ctx: &Context, ty: Type) -> Option<Vec<Type>> {
    match llvm_type(ctx, ty).as_deref() {
        Some(LlvmType::Struct { body, .. }) => body.clone(),
        _ => None,
    }
}

/// The element type and length of an `!llvm.array`.
pub fn array_parts(ctx: &Context, ty: Type) -> Option<(Type, u64)> {
    match llvm_type(ctx, ty).as_deref() {
        Some(LlvmType::Array { element, len }) => Some((*element, *len)),
        _ => None,
    }
}

/// Whether `ty` is a struct or an array.
pub fn is_aggregate(ctx: &Context, ty: Type) -> bool {
    matches!(
        llvm_type(ctx, ty).as_deref(),
        Some(LlvmType::Struct { .. } | LlvmType::Array { .. })
    )
}

/// Whether `ty` is a builtin float type LLVM supports.
pub fn is_compatible_float(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_data(ty),
        TypeData::Float(
            FloatKind::F16
                | FloatKind::BF16
                | FloatKind::F32
                | FloatKind::F64
                | FloatKind::F80
                | FloatKind::F128
        )
    )
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

/// Whether `ty` is a builtin vector LLVM supports (of signless integers, LLVM floats or
/// pointers, one dimension).
pub fn is_compatible_vector(ctx: &Context, ty: Type) -> bool {
    match ctx.type_data(ty) {
        TypeData::Vector { shape, element, .. } => {
            shape.len() == 1
                && (is_signless_int(ctx, *element)
                    || is_compatible_float(ctx, *element)
                    || is_ptr(ctx, *element))
        }
        _ => false,
    }
}

/// Whether `ty` is LLVM-compatible (MLIR's `isCompatibleType`): an LLVM dialect type whose
/// nested types are compatible, a signless integer, an LLVM float or a compatible vector.
pub fn is_compatible(ctx: &Context, ty: Type) -> bool {
    if is_signless_int(ctx, ty) || is_compatible_float(ctx, ty) || is_compatible_vector(ctx, ty) {
        return true;
    }
    match llvm_type(ctx, ty).as_deref() {
        None => false,
        Some(LlvmType::Array { element, .. }) => is_compatible(ctx, *element),
        Some(LlvmType::Func { result, params, .. }) => {
            is_compatible(ctx, *result) && params.iter().all(|p| is_compatible(ctx, *p))
        }
        Some(LlvmType::Struct { body, .. }) => body
            .as_ref()
            .is_none_or(|b| b.iter().all(|e| is_compatible(ctx, *e))),
        Some(LlvmType::Target { types, .. }) => types.iter().all(|t| is_compatible(ctx, *t)),
        Some(_) => true,
    }
}

/// Whether `ty` may be an array or struct element (not void, label, metadata, token or a
/// function).
pub fn is_valid_element_type(ctx: &Context, ty: Type) -> bool {
    !matches!(
        llvm_type(ctx, ty).as_deref(),
        Some(
            LlvmType::Void
                | LlvmType::Label
                | LlvmType::Metadata
                | LlvmType::Token
                | LlvmType::Func { .. }
        )
    )
}

fn is_valid_result_type(ctx: &Context, ty: Type) -> bool {
    !matches!(
        llvm_type(ctx, ty).as_deref(),
        Some(LlvmType::Func { .. } | LlvmType::Label | LlvmType::Metadata)
    )
}

fn is_valid_argument_type(ctx: &Context, ty: Type) -> bool {
    !matches!(
        llvm_type(ctx, ty).as_deref(),
        Some(LlvmType::Void | LlvmType::Func { .. })
    )
}

// ---- parsing ----

/// The mnemonics of the LLVM types.
const MNEMONICS: &[&str] = &[
    "void", "ptr", "struct", "array", "func", "token", "metadata", "label", "x86_amx", "target",
];

/// Registers the parse hooks of every LLVM type.
pub fn register(ctx: &Context) {
    macro_rules! hooks {
        ($($m:literal => $f:ident),* $(,)?) => {
            $(
                fn $f(p: &mut OpAsmParser<'_, '_, '_>) -> PResult<Type> {
                    parse_after_mnemonic(p, $m)
                }
                register_dialect_type(ctx, concat!("llvm.", $m), $f);
            )*
        };
    }
    hooks! {
        "void" => hook_void, "ptr" => hook_ptr, "struct" => hook_struct,
        "array" => hook_array, "func" => hook_func, "token" => hook_token,
        "metadata" => hook_metadata, "label" => hook_label, "x86_amx" => hook_x86_amx,
        "target" => hook_target,
    }
}

thread_local! {
    /// The identified structs whose bodies are being parsed (recursive references).
    static STRUCT_STACK: std::cell::RefCell<Vec<String>> = const { std::cell::RefCell::new(Vec::new()) };
}

thread_local! {
    /// How deeply LLVM types are nested in the type being parsed.
    static DEPTH: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// A type nested in an LLVM type: an LLVM type without its `!llvm.` prefix, or any type.
/// Nesting is bounded as the parser bounds it, so no input exhausts the stack.
fn parse_nested(p: &mut OpAsmParser<'_, '_, '_>) -> PResult<Type> {
    let limit = strata_asm::parser::MAX_NESTING;
    let depth = DEPTH.with(|d| {
        d.set(d.get() + 1);
        d.get()
    });
    let r = if depth > limit {
        Err(p.error_here(format!("nesting is too deep (more than {limit} levels)")))
    } else {
        match p.parse_optional_keyword_of(MNEMONICS) {
            Some(m) => parse_after_mnemonic(p, m),
            None => p.parse_type(),
        }
    };
    DEPTH.with(|d| d.set(d.get() - 1));
    r
}

fn parse_u64(p: &mut OpAsmParser<'_, '_, '_>, what: &str) -> PResult<u64> {
    let offset = p.offset();
    match p.parse_optional_integer()? {
        Some(v) => u64::try_from(v).map_err(|_| p.error_at(offset, format!("invalid {what}"))),
        None => Err(p.error_expected(format!("expected {what}"))),
    }
}

/// Parses the parameters of the LLVM type `mnemonic` (after `!llvm.mnemonic` or the bare
/// mnemonic inside another LLVM type).
fn parse_after_mnemonic(p: &mut OpAsmParser<'_, '_, '_>, mnemonic: &str) -> PResult<Type> {
    let ctx = p.ctx();
    let start = p.offset();
    let check =
        |p: &OpAsmParser<'_, '_, '_>, r: Result<Type, String>| r.map_err(|m| p.error_at(start, m));
    match mnemonic {
        "void" => Ok(void_type(ctx)),
        "token" => Ok(token_type(ctx)),
        "metadata" => Ok(intern(ctx, LlvmType::Metadata)),
        "label" => Ok(intern(ctx, LlvmType::Label)),
        "x86_amx" => Ok(intern(ctx, LlvmType::X86Amx)),
        "ptr" => {
            let mut space = 0;
            if p.parse_optional_punct(Punct::Less) {
                let offset = p.offset();
                let v = parse_u64(p, "integer value")?;
                space =
                    u32::try_from(v).map_err(|_| p.error_at(offset, "integer value too large"))?;
                p.parse_punct(Punct::Greater)?;
            }
            Ok(ptr_type(ctx, space))
        }
        "array" => {
            p.parse_punct(Punct::Less)?;
            let len = parse_u64(p, "integer value")?;
            if !p.parse_optional_keyword("x") {
                return Err(p.error_expected("expected 'x'"));
            }
            let element = parse_nested(p)?;
            p.parse_punct(Punct::Greater)?;
            check(p, array_type(ctx, element, len))
        }
        "func" => {
            p.parse_punct(Punct::Less)?;
            let result = parse_nested(p)?;
            p.parse_punct(Punct::LParen)?;
            let mut params = Vec::new();
            let mut vararg = false;
            if !p.parse_optional_punct(Punct::RParen) {
                loop {
                    if p.parse_optional_punct(Punct::Ellipsis) {
                        vararg = true;
                        break;
                    }
                    params.push(parse_nested(p)?);
                    if !p.parse_optional_punct(Punct::Comma) {
                        break;
                    }
                }
                p.parse_punct(Punct::RParen)?;
            }
            p.parse_punct(Punct::Greater)?;
            check(p, func_type(ctx, result, &params, vararg))
        }
        "struct" => parse_struct(p, start),
        "target" => {
            p.parse_punct(Punct::Less)?;
            let name = p
                .parse_optional_string()
                .ok_or_else(|| p.error_expected("expected string"))?;
            let (mut types, mut ints) = (Vec::new(), Vec::new());
            while p.parse_optional_punct(Punct::Comma) {
                if p.at_integer() {
                    let offset = p.offset();
                    let v = parse_u64(p, "integer value")?;
                    ints.push(
                        u32::try_from(v)
                            .map_err(|_| p.error_at(offset, "integer value too large"))?,
                    );
                } else if ints.is_empty() {
                    types.push(parse_nested(p)?);
                } else {
                    return Err(p.error_expected("expected integer value"));
                }
            }
            p.parse_punct(Punct::Greater)?;
            let name = String::from_utf8_lossy(&name).into_owned();
            Ok(intern(ctx, LlvmType::Target { name, types, ints }))
        }
        _ => Err(p.error_at(start, format!("unknown LLVM type: {mnemonic}"))),
    }
}

/// `struct<(...)>`, `struct<packed (...)>`, `struct<"name", [packed] (...)|opaque>`,
/// `struct<"name">` (recursive reference).
fn parse_struct(p: &mut OpAsmParser<'_, '_, '_>, start: usize) -> PResult<Type> {
    let ctx = p.ctx();
    p.parse_punct(Punct::Less)?;
    let name = p
        .parse_optional_string()
        .map(|n| String::from_utf8_lossy(&n).into_owned());
    if let Some(n) = &name {
        if p.at_punct(Punct::Greater) {
            let offset = p.offset();
            p.parse_punct(Punct::Greater)?;
            let recursive = STRUCT_STACK.with(|s| s.borrow().contains(n));
            if !recursive {
                return Err(p.error_at(
                    offset,
                    "struct without a body only allowed in a recursive struct",
                ));
            }
            return Ok(intern(ctx, LlvmType::StructRef { name: n.clone() }));
        }
        p.parse_punct(Punct::Comma)?;
        if p.parse_optional_keyword("opaque") {
            p.parse_punct(Punct::Greater)?;
            return identified_struct_type(ctx, n, None, false).map_err(|m| p.error_at(start, m));
        }
    }
    let packed = p.parse_optional_keyword("packed");
    p.parse_punct(Punct::LParen)?;
    let body_offset = p.offset();
    if let Some(n) = &name {
        STRUCT_STACK.with(|s| s.borrow_mut().push(n.clone()));
    }
    let elems = parse_struct_elements(p);
    if name.is_some() {
        STRUCT_STACK.with(|s| s.borrow_mut().pop());
    }
    let elems = elems?;
    p.parse_punct(Punct::Greater)?;
    match &name {
        Some(n) => identified_struct_type(ctx, n, Some(&elems), packed).map_err(|m| {
            let at = if m.starts_with("identified") {
                body_offset
            } else {
                start
            };
            p.error_at(at, m)
        }),
        None => struct_type(ctx, &elems, packed).map_err(|m| p.error_at(start, m)),
    }
}

fn parse_struct_elements(p: &mut OpAsmParser<'_, '_, '_>) -> PResult<Vec<Type>> {
    let mut elems = Vec::new();
    if p.parse_optional_punct(Punct::RParen) {
        return Ok(elems);
    }
    loop {
        elems.push(parse_nested(p)?);
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::RParen)?;
    Ok(elems)
}
