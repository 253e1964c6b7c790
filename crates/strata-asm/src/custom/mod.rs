//! Custom assembly syntax of registered operations: a per-context table, kept in a
//! [`Context::extension`] slot, mapping an [`OpName`] to its parse and print hooks, result
//! name hints and the default dialect of its regions.

mod parser;
pub(crate) mod printer;
#[cfg(test)]
mod tests;

use std::sync::{OnceLock, RwLock};

use rustc_hash::FxHashMap;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId, OperationState, ValueId};
use strata_ir::{Context, OpName};

pub use parser::{Delimiter, OpAsmArgument, OpAsmParser, Punct, UnresolvedOperand};
pub use printer::OpAsmPrinter;

/// Parses the custom form after the op name into `state` (name and location are set;
/// the trailing `loc(...)` is parsed by the caller).
pub type ParseFn = fn(&mut OpAsmParser<'_, '_, '_>, &mut OperationState) -> Result<(), Diagnostic>;

/// Prints the custom form after the op name (which the caller printed).
pub type PrintFn = fn(&mut OpAsmPrinter<'_, '_, '_, '_>);

/// Suggests names for an op's results (MLIR's `getAsmResultNames`): calls `set_name` with
/// a result and a name such as `c0` or `cst`.
pub type ResultNamesFn = fn(&Context, &Body, OpId, &mut dyn FnMut(ValueId, &str));

/// The custom syntax of one operation.
#[derive(Clone, Copy, Debug)]
pub struct CustomAsm {
    /// Parses the custom form.
    pub parse: ParseFn,
    /// Prints the custom form.
    pub print: PrintFn,
    /// Result name hints, used in the custom form only.
    pub result_names: Option<ResultNamesFn>,
    /// Dialect whose prefix ops nested in this op's regions may omit (MLIR's
    /// `getDefaultDialect`, e.g. `func` for `func.func`).
    pub default_dialect: Option<&'static str>,
}

impl CustomAsm {
    /// Hooks with no name hints and no default dialect.
    pub fn new(parse: ParseFn, print: PrintFn) -> Self {
        CustomAsm {
            parse,
            print,
            result_names: None,
            default_dialect: None,
        }
    }
}

/// The table of custom syntaxes of a context.
#[derive(Default)]
pub struct CustomAsmRegistry {
    map: RwLock<FxHashMap<OpName, CustomAsm>>,
    builtin: OnceLock<()>,
}

impl CustomAsmRegistry {
    /// The registry of `ctx` (holding `builtin.module`'s syntax from the start).
    pub fn get(ctx: &Context) -> &CustomAsmRegistry {
        let r = ctx.extension::<CustomAsmRegistry>();
        r.builtin.get_or_init(|| {
            let name = strata_ir::builtin::module_op_name(ctx);
            r.map
                .write()
                .unwrap_or_else(|e| e.into_inner())
                .insert(name, crate::builtin_asm::module_asm());
        });
        r
    }

    /// The syntax registered for `name`.
    pub fn lookup(&self, name: OpName) -> Option<CustomAsm> {
        self.map
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(&name)
            .copied()
    }

    /// Registers (or replaces) the syntax of `name`.
    pub fn insert(&self, name: OpName, asm: CustomAsm) {
        self.map
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .insert(name, asm);
    }
}

/// Registers the custom syntax of the operation `name` (which should also be registered
/// with [`Context::register_op`]; unregistered ops always use the generic form).
pub fn register_custom_asm(ctx: &Context, name: &str, asm: CustomAsm) {
    CustomAsmRegistry::get(ctx).insert(ctx.op_name(name), asm);
}

/// Parses a registered dialect type after its `!dialect.mnemonic` token (the hook reads
/// the parameters, e.g. `<i32, 4>`) and returns the type. The parser has no op: its
/// `error_at`/`error_here` messages are not prefixed, and it must not resolve operands.
pub type TypeParseFn = fn(&mut OpAsmParser<'_, '_, '_>) -> Result<strata_ir::Type, Diagnostic>;

/// Parse hooks of registered dialect types, by `dialect.mnemonic`.
#[derive(Default)]
pub struct DialectTypeRegistry {
    map: RwLock<FxHashMap<String, TypeParseFn>>,
}

/// Registers the parser of the dialect type `!dialect.mnemonic` (`name` is
/// `dialect.mnemonic`). Such types are stored as canonical `TypeData::Opaque` values (the
/// hook builds them), so printing needs no hook.
pub fn register_dialect_type(ctx: &Context, name: &str, parse: TypeParseFn) {
    ctx.extension::<DialectTypeRegistry>()
        .map
        .write()
        .unwrap_or_else(|e| e.into_inner())
        .insert(name.to_string(), parse);
}

/// The parser registered for the dialect type `dialect.mnemonic`.
pub fn dialect_type_parser(ctx: &Context, name: &str) -> Option<TypeParseFn> {
    ctx.extension::<DialectTypeRegistry>()
        .map
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .get(name)
        .copied()
}

/// Parses a registered dialect attribute after its `#dialect.mnemonic` token (the hook
/// reads the parameters, e.g. `<1, 4>`) and returns the attribute; the same rules as
/// [`TypeParseFn`] apply.
pub type AttrParseFn = fn(&mut OpAsmParser<'_, '_, '_>) -> Result<strata_ir::Attribute, Diagnostic>;

/// Parse hooks of registered dialect attributes, by `dialect.mnemonic`.
#[derive(Default)]
pub struct DialectAttrRegistry {
    map: RwLock<FxHashMap<String, AttrParseFn>>,
}

/// Registers the parser of the dialect attribute `#dialect.mnemonic` (`name` is
/// `dialect.mnemonic`). Such attributes are stored as canonical `AttrData::Opaque` values
/// (the hook builds them), so printing needs no hook.
pub fn register_dialect_attr(ctx: &Context, name: &str, parse: AttrParseFn) {
    ctx.extension::<DialectAttrRegistry>()
        .map
        .write()
        .unwrap_or_else(|e| e.into_inner())
        .insert(name.to_string(), parse);
}

/// The parser registered for the dialect attribute `dialect.mnemonic`.
pub fn dialect_attr_parser(ctx: &Context, name: &str) -> Option<AttrParseFn> {
    ctx.extension::<DialectAttrRegistry>()
        .map
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .get(name)
        .copied()
}

/// The alias hook of a dialect's attributes (MLIR's `OpAsmDialectInterface::getAlias`):
/// given the body text of one of its canonical `AttrData::Opaque` attributes (the text
/// after `#dialect.`), the alias name it is printed under, if any.
pub type AttrAliasFn = fn(body: &str) -> Option<&'static str>;

/// Alias hooks of dialect attributes, by dialect namespace.
#[derive(Default)]
pub struct DialectAttrAliasRegistry {
    map: RwLock<FxHashMap<String, AttrAliasFn>>,
}

/// Registers the alias hook of the attributes of `dialect`.
pub fn register_dialect_attr_alias(ctx: &Context, dialect: &str, alias: AttrAliasFn) {
    ctx.extension::<DialectAttrAliasRegistry>()
        .map
        .write()
        .unwrap_or_else(|e| e.into_inner())
        .insert(dialect.to_string(), alias);
}

/// The alias name of the `dialect` attribute with body text `body`, if its dialect's
/// hook gives one.
pub fn dialect_attr_alias(ctx: &Context, dialect: &str, body: &str) -> Option<&'static str> {
    let hook = ctx
        .extension::<DialectAttrAliasRegistry>()
        .map
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .get(dialect)
        .copied()?;
    hook(body)
}

/// A piece of the printed body of a structured dialect attribute (see
/// [`register_dialect_attr_pieces`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AttrPiece {
    /// Literal text.
    Text(String),
    /// A nested attribute, printed in full (or as its alias).
    Attr(strata_ir::Attribute),
    /// A nested attribute of a known dialect attribute class, printed as its alias or
    /// without its `#dialect.mnemonic` prefix (ODS's `printStrippedAttrOrType`).
    Stripped(strata_ir::Attribute),
}

/// The printed form of a structured attribute of a dialect: for one of its canonical
/// `AttrData::Opaque` attributes, the pieces of the text after `#dialect.` (`None`: print
/// the body verbatim). Nested attributes given as pieces print through aliases and
/// number their `distinct` ids as any other nested attribute.
pub type AttrPiecesFn = fn(&Context, strata_ir::Attribute) -> Option<Vec<AttrPiece>>;

/// Piece hooks of dialect attributes, by dialect namespace.
#[derive(Default)]
pub struct DialectAttrPiecesRegistry {
    map: RwLock<FxHashMap<String, AttrPiecesFn>>,
}

/// Registers the piece hook of the structured attributes of `dialect`.
pub fn register_dialect_attr_pieces(ctx: &Context, dialect: &str, pieces: AttrPiecesFn) {
    ctx.extension::<DialectAttrPiecesRegistry>()
        .map
        .write()
        .unwrap_or_else(|e| e.into_inner())
        .insert(dialect.to_string(), pieces);
}

/// The printed pieces of `attr` (an opaque attribute of `dialect`), if its dialect's
/// hook gives them.
pub fn dialect_attr_pieces(
    ctx: &Context,
    dialect: &str,
    attr: strata_ir::Attribute,
) -> Option<Vec<AttrPiece>> {
    let hook = *ctx
        .extension::<DialectAttrPiecesRegistry>()
        .map
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .get(dialect)?;
    hook(ctx, attr)
}

/// The custom syntax of `name`, if it is a registered op with one.
pub fn custom_asm(ctx: &Context, name: OpName) -> Option<CustomAsm> {
    ctx.op_info(name)?;
    CustomAsmRegistry::get(ctx).lookup(name)
}
