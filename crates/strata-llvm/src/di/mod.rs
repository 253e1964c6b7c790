//! Structured llvm attributes: the debug-info attributes (`#llvm.di_file`,
//! `#llvm.di_subprogram`, ...) and `#llvm.loop_annotation`, the attributes the LLVM
//! dialect gives a bytecode encoding. Each is described by a [`Spec`] (its parameters in
//! printing order, their kinds, and its bytecode fields); an attribute is a canonical
//! `AttrData::Opaque` whose [`DiAttr`] (the parameter values, nested attributes as
//! handles) lives in a side table of the context. Parsing and printing follow mlir-opt
//! 22's (`struct(params)` formats: defaults omitted, parameters of a known attribute class
//! printed without their `#llvm.mnemonic` prefix unless aliased); nested attributes print
//! through the printer's piece hook, so they get their aliases and `distinct` ids.

pub mod codec;
pub mod tables;

use std::sync::{Arc, RwLock};

use rustc_hash::FxHashMap;
use strata_asm::custom::{AttrPiece, OpAsmParser, Punct, register_dialect_attr};
use strata_ir::diagnostics::Diagnostic;
use strata_ir::{AttrData, Attribute, Context};

use tables::Case;

type PResult<T> = Result<T, Diagnostic>;

/// The kind of a parameter: how it is parsed, printed and stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// An unsigned integer ([`Value::Int`], default 0).
    Int,
    /// An optional unsigned integer ([`Value::OptInt`]).
    OptInt,
    /// `true`/`false` ([`Value::Bool`], default false).
    Bool,
    /// Any attribute, printed in full ([`Value::Attr`]).
    Attr,
    /// An attribute of the llvm class with this mnemonic (or a location for ""), printed
    /// as its alias or without its `#llvm.mnemonic` prefix.
    Typed(&'static str),
    /// A comma-separated list of attributes ([`Value::List`]).
    List,
    /// A list of attributes of one llvm class, each printed as for [`Kind::Typed`].
    TypedList(&'static str),
    /// A keyword of a table ([`Value::Int`]); the string names the enum in errors.
    Enum(&'static [Case], &'static str),
    /// A `|`-separated bit set of a table ([`Value::Int`]).
    Flags(&'static [Case]),
    /// A signed 64-bit integer ([`Value::Int`] holding its bits, default 0).
    SInt,
    /// A string literal, kept as a string attribute ([`Value::Attr`]).
    Str,
    /// `{...}`: a list of attributes of one llvm class, each printed as for
    /// [`Kind::Typed`] ([`Value::List`]).
    Braced(&'static str),
}

/// A parameter.
#[derive(Clone, Copy, Debug)]
pub struct Field {
    /// Its name in the `name = value` form.
    pub name: &'static str,
    /// Its kind.
    pub kind: Kind,
    /// Whether it is always printed (and must be given).
    pub required: bool,
}

/// The bytecode encoding of one parameter (upstream's `LLVMDialectBytecode.td` kinds).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Enc {
    /// A varint.
    VarInt,
    /// A string of the string section (the attribute is a `StringAttr`).
    OwnedString,
    /// A byte.
    Bool,
    /// An attribute reference.
    Attr,
    /// An attribute reference or nothing.
    OptAttr,
    /// A presence byte, then a list of optional attribute references.
    OptList,
    /// A presence byte, then a list of varints.
    OptInts,
    /// A varint with its presence in the low bit.
    OptInt,
    /// Not in mlir-opt 22's encoding (which drops it): the writer declines (writes the
    /// attribute as text) when the parameter is set, and the reader leaves it unset.
    Dropped,
}

/// The textual shape of an attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// `<name = value, ...>`.
    Struct,
    /// `<"name" in "directory">`.
    File,
    /// `<[DW_OP_..., ...]>`.
    Expression,
    /// `DW_OP_name(args)` (only printed inside an expression).
    ExpressionElem,
    /// `<name = value, ...>` or nothing when every parameter is at its default.
    OptionalStruct,
    /// `<value, value, ...>`: the parameters in order, without names.
    Params,
}

/// One structured attribute class.
#[derive(Debug)]
pub struct Spec {
    /// The mnemonic (`di_file`).
    pub mnemonic: &'static str,
    /// The textual shape.
    pub form: Form,
    /// Parameters in printing order.
    pub fields: &'static [Field],
    /// Bytecode fields (parameter name, encoding) in bytecode order.
    pub encoding: &'static [(&'static str, Enc)],
}

/// A parameter value.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// An integer (also enums and flags).
    Int(u64),
    /// An optional integer.
    OptInt(Option<u64>),
    /// A boolean.
    Bool(bool),
    /// An optional attribute.
    Attr(Option<Attribute>),
    /// A list of attributes.
    List(Vec<Attribute>),
    /// A list of integers (expression operation arguments).
    Ints(Vec<u64>),
}

impl Value {
    fn default_of(kind: Kind) -> Value {
        match kind {
            Kind::Int | Kind::SInt | Kind::Enum(..) | Kind::Flags(_) => Value::Int(0),
            Kind::OptInt => Value::OptInt(None),
            Kind::Bool => Value::Bool(false),
            Kind::Attr | Kind::Str | Kind::Typed(_) => Value::Attr(None),
            Kind::List | Kind::TypedList(_) | Kind::Braced(_) => Value::List(Vec::new()),
        }
    }

    pub(crate) fn is_default(&self) -> bool {
        match self {
            Value::Int(v) => *v == 0,
            Value::OptInt(v) => v.is_none(),
            Value::Bool(b) => !b,
            Value::Attr(a) => a.is_none(),
            Value::List(l) => l.is_empty(),
            Value::Ints(l) => l.is_empty(),
        }
    }
}

/// A structured attribute: its class (an index into [`SPECS`]) and parameter values (in
/// the order of the class's fields; expression elements: opcode then arguments).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DiAttr {
    /// Index into [`SPECS`].
    pub spec: usize,
    /// The values.
    pub values: Vec<Value>,
}

impl DiAttr {
    /// The class.
    pub fn spec(&self) -> &'static Spec {
        &SPECS[self.spec]
    }

    /// The value of parameter `name`.
    pub fn get(&self, name: &str) -> Option<&Value> {
        let i = self.spec().fields.iter().position(|f| f.name == name)?;
        self.values.get(i)
    }
}

macro_rules! f {
    ($name:literal, $kind:expr) => {
        Field {
            name: $name,
            kind: $kind,
            required: false,
        }
    };
    ($name:literal, $kind:expr, req) => {
        Field {
            name: $name,
            kind: $kind,
            required: true,
        }
    };
}

mod alias;

use Enc::{
    Attr as EA, Bool as EB, OptAttr as EO, OptInt as EOI, OptInts as EOIs, OptList as EL,
    OwnedString as ES, VarInt as EV,
};
use Kind::{Attr as A, Bool as B, Int as I, List as L, OptInt as OI, Typed as T, TypedList as TL};

const TAG: Kind = Kind::Enum(tables::TAGS, "tag");
const ATE: Kind = Kind::Enum(tables::ENCODINGS, "encoding");
const LANG: Kind = Kind::Enum(tables::LANGUAGES, "language");
const CC: Kind = Kind::Enum(tables::CALLING_CONVENTIONS, "calling convention");
const EMISSION: Kind = Kind::Enum(tables::EMISSION_KINDS, "emission kind");
const NAME_TABLE: Kind = Kind::Enum(tables::NAME_TABLE_KINDS, "name table kind");
const DI_FLAGS: Kind = Kind::Flags(tables::DI_FLAGS);
const SP_FLAGS: Kind = Kind::Flags(tables::SUBPROGRAM_FLAGS);
const FILE: Kind = T("di_file");
const EXPR: Kind = T("di_expression");

/// The number of attribute classes with a bytecode encoding (the first ones of
/// [`SPECS`]).
pub const ENCODED: usize = 19;

/// The structured attributes: first those of the LLVM dialect's bytecode kinds, in their
/// order (the index is the kind code written before the fields), then others kept
/// structured for their nested `distinct` ids (written as text in bytecode).
pub static SPECS: [Spec; 26] = [
    Spec {
        mnemonic: "di_basic_type",
        form: Form::Struct,
        fields: &[
            f!("tag", TAG),
            f!("name", A, req),
            f!("sizeInBits", I),
            f!("encoding", ATE),
        ],
        encoding: &[
            ("tag", EV),
            ("name", ES),
            ("sizeInBits", EV),
            ("encoding", EV),
        ],
    },
    Spec {
        mnemonic: "di_compile_unit",
        form: Form::Struct,
        fields: &[
            f!("id", A, req),
            f!("sourceLanguage", LANG, req),
            f!("file", FILE, req),
            f!("producer", A),
            f!("isOptimized", B, req),
            f!("emissionKind", EMISSION, req),
            f!("nameTableKind", NAME_TABLE),
            f!("splitDebugFilename", A),
        ],
        encoding: &[
            ("id", EA),
            ("sourceLanguage", EV),
            ("file", EA),
            ("producer", EO),
            ("isOptimized", EB),
            ("emissionKind", EV),
            ("nameTableKind", EV),
            ("splitDebugFilename", Enc::Dropped),
        ],
    },
    Spec {
        mnemonic: "di_composite_type",
        form: Form::Struct,
        fields: &[
            f!("recId", A),
            f!("isRecSelf", B),
            f!("tag", TAG),
            f!("name", A),
            f!("file", FILE),
            f!("line", I),
            f!("scope", A),
            f!("baseType", A),
            f!("flags", DI_FLAGS),
            f!("sizeInBits", I),
            f!("alignInBits", I),
            f!("dataLocation", EXPR),
            f!("rank", EXPR),
            f!("allocated", EXPR),
            f!("associated", EXPR),
            f!("elements", L),
        ],
        encoding: &[
            ("recId", EO),
            ("isRecSelf", EB),
            ("tag", EV),
            ("name", EO),
            ("file", EO),
            ("line", EV),
            ("scope", EO),
            ("baseType", EO),
            ("flags", EV),
            ("sizeInBits", EV),
            ("alignInBits", EV),
            ("dataLocation", EO),
            ("rank", EO),
            ("allocated", EO),
            ("associated", EO),
            ("elements", EL),
        ],
    },
    Spec {
        mnemonic: "di_derived_type",
        form: Form::Struct,
        fields: &[
            f!("tag", TAG),
            f!("name", A),
            f!("baseType", A),
            f!("sizeInBits", I),
            f!("alignInBits", I),
            f!("offsetInBits", I),
            f!("dwarfAddressSpace", OI),
            f!("extraData", A),
        ],
        encoding: &[
            ("tag", EV),
            ("name", EO),
            ("baseType", EO),
            ("sizeInBits", EV),
            ("alignInBits", EV),
            ("offsetInBits", EV),
            ("dwarfAddressSpace", EOI),
            ("extraData", EO),
        ],
    },
    Spec {
        mnemonic: "di_expression_elem",
        form: Form::ExpressionElem,
        fields: &[f!("opcode", I), f!("arguments", I)],
        encoding: &[("opcode", EV), ("arguments", EOIs)],
    },
    Spec {
        mnemonic: "di_expression",
        form: Form::Expression,
        fields: &[f!("operations", L)],
        encoding: &[("operations", EL)],
    },
    Spec {
        mnemonic: "di_file",
        form: Form::File,
        fields: &[f!("name", A, req), f!("directory", A, req)],
        encoding: &[("name", ES), ("directory", ES)],
    },
    Spec {
        mnemonic: "di_global_variable",
        form: Form::Struct,
        fields: &[
            f!("scope", A),
            f!("name", A),
            f!("linkageName", A),
            f!("file", FILE, req),
            f!("line", I, req),
            f!("type", A, req),
            f!("isLocalToUnit", B),
            f!("isDefined", B),
            f!("alignInBits", I),
        ],
        encoding: &[
            ("scope", EO),
            ("name", EO),
            ("linkageName", EO),
            ("file", EA),
            ("line", EV),
            ("type", EA),
            ("isLocalToUnit", EB),
            ("isDefined", EB),
            ("alignInBits", EV),
        ],
    },
    Spec {
        mnemonic: "di_global_variable_expression",
        form: Form::Struct,
        fields: &[f!("var", T("di_global_variable"), req), f!("expr", EXPR)],
        encoding: &[("var", EA), ("expr", EO)],
    },
    Spec {
        mnemonic: "di_imported_entity",
        form: Form::Struct,
        fields: &[
            f!("tag", TAG, req),
            f!("scope", A, req),
            f!("entity", A, req),
            f!("file", FILE),
            f!("line", I),
            f!("name", A),
            f!("elements", L),
        ],
        encoding: &[
            ("tag", EV),
            ("scope", EA),
            ("entity", EA),
            ("file", EO),
            ("line", EV),
            ("name", EO),
            ("elements", EL),
        ],
    },
    Spec {
        mnemonic: "di_label",
        form: Form::Struct,
        fields: &[
            f!("scope", A, req),
            f!("name", A),
            f!("file", FILE),
            f!("line", I),
        ],
        encoding: &[("scope", EA), ("name", EO), ("file", EO), ("line", EV)],
    },
    Spec {
        mnemonic: "di_lexical_block",
        form: Form::Struct,
        fields: &[
            f!("scope", A, req),
            f!("file", FILE),
            f!("line", I),
            f!("column", I),
        ],
        encoding: &[("scope", EA), ("file", EO), ("line", EV), ("column", EV)],
    },
    Spec {
        mnemonic: "di_lexical_block_file",
        form: Form::Struct,
        fields: &[
            f!("scope", A, req),
            f!("file", FILE),
            f!("discriminator", I, req),
        ],
        encoding: &[("scope", EA), ("file", EO), ("discriminator", EV)],
    },
    Spec {
        mnemonic: "di_local_variable",
        form: Form::Struct,
        fields: &[
            f!("scope", A, req),
            f!("name", A),
            f!("file", FILE),
            f!("line", I),
            f!("arg", I),
            f!("alignInBits", I),
            f!("type", A),
            f!("flags", DI_FLAGS),
        ],
        encoding: &[
            ("scope", EA),
            ("name", EO),
            ("file", EO),
            ("line", EV),
            ("arg", EV),
            ("alignInBits", EV),
            ("type", EO),
            ("flags", EV),
        ],
    },
    Spec {
        mnemonic: "di_namespace",
        form: Form::Struct,
        fields: &[f!("name", A), f!("scope", A), f!("exportSymbols", B, req)],
        encoding: &[("name", EO), ("scope", EO), ("exportSymbols", EB)],
    },
    Spec {
        mnemonic: "di_subprogram",
        form: Form::Struct,
        fields: &[
            f!("recId", A),
            f!("isRecSelf", B),
            f!("id", A),
            f!("compileUnit", T("di_compile_unit")),
            f!("scope", A),
            f!("name", A),
            f!("linkageName", A),
            f!("file", FILE),
            f!("line", I),
            f!("scopeLine", I),
            f!("subprogramFlags", SP_FLAGS),
            f!("type", T("di_subroutine_type")),
            f!("retainedNodes", L),
            f!("annotations", L),
        ],
        encoding: &[
            ("recId", EO),
            ("isRecSelf", EB),
            ("id", EO),
            ("compileUnit", EO),
            ("scope", EO),
            ("name", EO),
            ("linkageName", EO),
            ("file", EO),
            ("line", EV),
            ("scopeLine", EV),
            ("subprogramFlags", EV),
            ("type", EO),
            ("retainedNodes", EL),
            ("annotations", EL),
        ],
    },
    Spec {
        mnemonic: "di_subrange",
        form: Form::Struct,
        fields: &[
            f!("count", A),
            f!("lowerBound", A),
            f!("upperBound", A),
            f!("stride", A),
        ],
        encoding: &[
            ("count", EO),
            ("lowerBound", EO),
            ("upperBound", EO),
            ("stride", EO),
        ],
    },
    Spec {
        mnemonic: "di_subroutine_type",
        form: Form::Struct,
        fields: &[f!("callingConvention", CC), f!("types", L)],
        encoding: &[("callingConvention", EV), ("types", EL)],
    },
    Spec {
        mnemonic: "loop_annotation",
        form: Form::Struct,
        fields: &[
            f!("disableNonforced", A),
            f!("vectorize", T("loop_vectorize")),
            f!("interleave", T("loop_interleave")),
            f!("unroll", T("loop_unroll")),
            f!("unrollAndJam", T("loop_unroll_and_jam")),
            f!("licm", T("loop_licm")),
            f!("distribute", T("loop_distribute")),
            f!("pipeline", T("loop_pipeline")),
            f!("peeled", T("loop_peeled")),
            f!("unswitch", T("loop_unswitch")),
            f!("mustProgress", A),
            f!("isVectorized", A),
            f!("startLoc", T("")),
            f!("endLoc", T("")),
            f!("parallelAccesses", TL("access_group")),
        ],
        encoding: &[
            ("disableNonforced", EO),
            ("vectorize", EO),
            ("interleave", EO),
            ("unroll", EO),
            ("unrollAndJam", EO),
            ("licm", EO),
            ("distribute", EO),
            ("pipeline", EO),
            ("peeled", EO),
            ("unswitch", EO),
            ("mustProgress", EO),
            ("isVectorized", EO),
            ("startLoc", EO),
            ("endLoc", EO),
            ("parallelAccesses", EL),
        ],
    },
    Spec {
        mnemonic: "access_group",
        form: Form::Struct,
        fields: &[f!("id", A, req)],
        encoding: &[],
    },
    alias::TBAA_ROOT,
    alias::TBAA_MEMBER,
    alias::TBAA_TYPE_DESC,
    alias::TBAA_TAG,
    alias::ALIAS_SCOPE_DOMAIN,
    alias::ALIAS_SCOPE,
];

/// The side table of structured attributes.
#[derive(Default)]
struct Table {
    map: RwLock<FxHashMap<Attribute, Arc<DiAttr>>>,
}

/// The structured attribute `data` (uniqued: equal data gives the same attribute).
pub fn get(ctx: &Context, data: DiAttr) -> Attribute {
    let spec = data.spec();
    let mut key = format!("{}<", spec.mnemonic);
    for (i, v) in data.values.iter().enumerate() {
        if i > 0 {
            key.push(';');
        }
        match v {
            Value::Int(n) => key.push_str(&n.to_string()),
            Value::OptInt(n) => key.push_str(&format!("{n:?}")),
            Value::Bool(b) => key.push_str(if *b { "true" } else { "false" }),
            Value::Attr(a) => key.push_str(&format!("{a:?}")),
            Value::List(l) => key.push_str(&format!("{l:?}")),
            Value::Ints(l) => key.push_str(&format!("{l:?}")),
        }
    }
    key.push('>');
    let attr = ctx.intern_attr(AttrData::Opaque {
        dialect: ctx.ident("llvm"),
        body: key.into(),
        ty: None,
    });
    let table = ctx.extension::<Table>();
    let known = table
        .map
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .contains_key(&attr);
    if !known {
        table
            .map
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .entry(attr)
            .or_insert_with(|| Arc::new(data));
    }
    attr
}

/// The structured data of `attr`, if it is one of these attributes.
pub fn lookup(ctx: &Context, attr: Attribute) -> Option<Arc<DiAttr>> {
    if !matches!(ctx.attr_data(attr), AttrData::Opaque { .. }) {
        return None;
    }
    ctx.extension::<Table>()
        .map
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .get(&attr)
        .cloned()
}

/// The structured data of `attr` if it is of class `mnemonic`.
pub fn lookup_of(ctx: &Context, attr: Attribute, mnemonic: &str) -> Option<Arc<DiAttr>> {
    lookup(ctx, attr).filter(|d| d.spec().mnemonic == mnemonic)
}

// ---- printing ----

fn push_text(out: &mut Vec<AttrPiece>, s: &str) {
    if let Some(AttrPiece::Text(t)) = out.last_mut() {
        t.push_str(s);
    } else {
        out.push(AttrPiece::Text(s.to_string()));
    }
}

/// The text of an expression operation.
fn elem_text(d: &DiAttr) -> String {
    let (Some(Value::Int(op)), Some(Value::Ints(args))) = (d.values.first(), d.values.get(1))
    else {
        return String::new();
    };
    let mut s = tables::op_name(*op).unwrap_or_default();
    if !args.is_empty() {
        s.push('(');
        for (i, a) in args.iter().enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            match tables::name_of(tables::ENCODINGS, *a) {
                Some(n) if i == 1 && *op == tables::OP_LLVM_CONVERT => s.push_str(n),
                _ => s.push_str(&a.to_string()),
            }
        }
        s.push(')');
    }
    s
}

fn push_value(out: &mut Vec<AttrPiece>, kind: Kind, v: &Value) {
    match (kind, v) {
        (Kind::Enum(table, _), Value::Int(n)) => {
            push_text(out, tables::name_of(table, *n).unwrap_or(""));
        }
        (Kind::Flags(table), Value::Int(n)) => {
            // Several flags are not a keyword: mlir-opt quotes them.
            let text = tables::flags_text(table, *n).unwrap_or_default();
            if text.contains('|') {
                push_text(out, &format!("\"{text}\""));
            } else {
                push_text(out, &text);
            }
        }
        (Kind::SInt, Value::Int(n)) => push_text(out, &(*n as i64).to_string()),
        (_, Value::Int(n)) | (_, Value::OptInt(Some(n))) => push_text(out, &n.to_string()),
        (_, Value::Bool(b)) => push_text(out, if *b { "true" } else { "false" }),
        (Kind::Typed(_), Value::Attr(Some(a))) => out.push(AttrPiece::Stripped(*a)),
        (_, Value::Attr(Some(a))) => out.push(AttrPiece::Attr(*a)),
        (Kind::Braced(m), Value::List(_)) => {
            push_text(out, "{");
            push_value(out, Kind::TypedList(m), v);
            push_text(out, "}");
        }
        (_, Value::List(l)) => {
            for (i, a) in l.iter().enumerate() {
                if i > 0 {
                    push_text(out, ", ");
                }
                match kind {
                    Kind::TypedList(_) => out.push(AttrPiece::Stripped(*a)),
                    _ => out.push(AttrPiece::Attr(*a)),
                }
            }
        }
        _ => {}
    }
}

/// The printed pieces of a structured attribute (the printer's hook for `llvm`).
pub fn pieces(ctx: &Context, attr: Attribute) -> Option<Vec<AttrPiece>> {
    let d = lookup(ctx, attr)?;
    let spec = d.spec();
    let mut out = Vec::new();
    push_text(&mut out, spec.mnemonic);
    if spec.form == Form::OptionalStruct && d.values.iter().all(Value::is_default) {
        return Some(out);
    }
    push_text(&mut out, "<");
    match spec.form {
        Form::Params => {
            for (i, (field, v)) in spec.fields.iter().zip(&d.values).enumerate() {
                if i > 0 {
                    push_text(&mut out, ", ");
                }
                push_value(&mut out, field.kind, v);
            }
        }
        Form::Struct | Form::OptionalStruct => {
            let mut first = true;
            for (field, v) in spec.fields.iter().zip(&d.values) {
                if !field.required && v.is_default() {
                    continue;
                }
                if !first {
                    push_text(&mut out, ", ");
                }
                first = false;
                push_text(&mut out, field.name);
                push_text(&mut out, " = ");
                push_value(&mut out, field.kind, v);
            }
        }
        Form::File => {
            push_value(&mut out, Kind::Attr, &d.values[0]);
            push_text(&mut out, " in ");
            push_value(&mut out, Kind::Attr, &d.values[1]);
        }
        Form::Expression => {
            if let Value::List(ops) = &d.values[0]
                && !ops.is_empty()
            {
                let texts: Vec<String> = ops
                    .iter()
                    .map(|&o| lookup(ctx, o).map(|e| elem_text(&e)).unwrap_or_default())
                    .collect();
                push_text(&mut out, &format!("[{}]", texts.join(", ")));
            }
        }
        Form::ExpressionElem => push_text(&mut out, &elem_text(&d)),
    }
    push_text(&mut out, ">");
    Some(out)
}

// ---- parsing ----

fn parse_u64(p: &mut OpAsmParser<'_, '_, '_>) -> PResult<u64> {
    let offset = p.offset();
    match p.parse_optional_integer()? {
        Some(v) if (0..=i128::from(u64::MAX)).contains(&v) => Ok(v as u64),
        Some(_) => Err(p.error_at(offset, "integer value out of range")),
        None => Err(p.error_at(offset, "expected integer value")),
    }
}

fn parse_keyword_case(p: &mut OpAsmParser<'_, '_, '_>, table: &[Case], what: &str) -> PResult<u64> {
    let offset = p.offset();
    let Some(name) = p.parse_optional_bare_keyword() else {
        return Err(p.error_at(offset, "expected valid keyword"));
    };
    match tables::code_of(table, name) {
        Some(v) => Ok(v),
        None => Err(p.error_at(offset, format!("invalid debug info {what} name: {name}"))),
    }
}

/// An attribute of llvm class `mnemonic`: the full or aliased form, or the form without
/// the `#llvm.mnemonic` prefix.
fn parse_typed(p: &mut OpAsmParser<'_, '_, '_>, mnemonic: &str) -> PResult<Attribute> {
    if p.at_punct(Punct::Less)
        && let Some(i) = SPECS.iter().position(|s| s.mnemonic == mnemonic)
    {
        return parse_spec(p, i);
    }
    let offset = p.offset();
    let attr = p.parse_attribute(None)?;
    if SPECS.iter().any(|s| s.mnemonic == mnemonic) && lookup_of(p.ctx(), attr, mnemonic).is_none()
    {
        return Err(p.error_at(offset, "invalid kind of attribute specified"));
    }
    Ok(attr)
}

/// Parses the value of `field`; returns whether a `,` after it was consumed because
/// the next parameter's name follows it (lists).
fn parse_value(
    p: &mut OpAsmParser<'_, '_, '_>,
    field: &Field,
    names: &[Field],
) -> PResult<(Value, bool)> {
    let v = match field.kind {
        Kind::Int => Value::Int(parse_u64(p)?),
        Kind::SInt => {
            let offset = p.offset();
            match p.parse_optional_integer()? {
                Some(v) => match i64::try_from(v) {
                    Ok(v) => Value::Int(v as u64),
                    Err(_) => return Err(p.error_at(offset, "integer value too large")),
                },
                None => return Err(p.error_at(offset, "expected integer value")),
            }
        }
        Kind::Str => {
            let offset = p.offset();
            match p.parse_optional_string() {
                Some(s) => Value::Attr(Some(p.ctx().string_attr(&s))),
                None => return Err(p.error_at(offset, "expected string")),
            }
        }
        Kind::Braced(m) => {
            p.parse_punct(Punct::LBrace)?;
            let mut list = Vec::new();
            loop {
                list.push(parse_typed(p, m)?);
                if !p.parse_optional_punct(Punct::Comma) {
                    break;
                }
            }
            p.parse_punct(Punct::RBrace)?;
            Value::List(list)
        }
        Kind::OptInt => Value::OptInt(Some(parse_u64(p)?)),
        Kind::Bool => {
            let offset = p.offset();
            match p.parse_optional_keyword_of(&["true", "false"]) {
                Some(b) => Value::Bool(b == "true"),
                None => return Err(p.error_at(offset, "expected 'true' or 'false'")),
            }
        }
        Kind::Attr => Value::Attr(Some(p.parse_attribute(None)?)),
        Kind::Typed(m) => Value::Attr(Some(parse_typed(p, m)?)),
        Kind::Enum(table, what) => Value::Int(parse_keyword_case(p, table, what)?),
        Kind::Flags(table) => {
            let mut bits = 0;
            let offset = p.offset();
            if let Some(text) = p.parse_optional_string() {
                // `"A|B"`: the keyword-or-string form of a bit enum.
                let text = String::from_utf8_lossy(&text).into_owned();
                for name in text.split('|').map(str::trim) {
                    bits |= match name {
                        "Zero" => 0,
                        _ => match tables::code_of(table, name) {
                            Some(b) => b,
                            None => {
                                return Err(p.error_at(offset, format!("invalid flag: {name}")));
                            }
                        },
                    };
                }
                return Ok((Value::Int(bits), false));
            }
            loop {
                let offset = p.offset();
                let Some(name) = p.parse_optional_bare_keyword() else {
                    return Err(p.error_at(offset, "expected valid keyword"));
                };
                bits |= match name {
                    "Zero" => 0,
                    _ => match tables::code_of(table, name) {
                        Some(b) => b,
                        None => return Err(p.error_at(offset, format!("invalid flag: {name}"))),
                    },
                };
                if !p.parse_optional_vertical_bar() {
                    break;
                }
            }
            Value::Int(bits)
        }
        Kind::List | Kind::TypedList(_) => {
            let mut list = Vec::new();
            loop {
                list.push(match field.kind {
                    Kind::TypedList(m) => parse_typed(p, m)?,
                    _ => p.parse_attribute(None)?,
                });
                if !p.parse_optional_punct(Punct::Comma) {
                    return Ok((Value::List(list), false));
                }
                if names.iter().any(|f| p.at_keyword(f.name)) {
                    return Ok((Value::List(list), true));
                }
            }
        }
    };
    Ok((v, false))
}

/// [`parse_value`], with mlir-opt's second error naming the parameter that failed.
fn parse_noted(
    p: &mut OpAsmParser<'_, '_, '_>,
    spec: &Spec,
    field: &Field,
    names: &[Field],
) -> PResult<(Value, bool)> {
    parse_value(p, field, names).map_err(|mut e| {
        if let Some(note) = alias::parameter_note(spec.mnemonic, field.name) {
            e.notes.push(p.error_here(note));
        }
        e
    })
}

fn parse_struct(p: &mut OpAsmParser<'_, '_, '_>, spec: &Spec) -> PResult<Vec<Value>> {
    let mut values: Vec<Option<Value>> = vec![None; spec.fields.len()];
    if !p.parse_optional_punct(Punct::Greater) {
        loop {
            let offset = p.offset();
            let name = p.parse_optional_bare_keyword().unwrap_or("");
            let Some(i) = spec
                .fields
                .iter()
                .position(|f| f.name == name)
                .filter(|&i| values[i].is_none())
            else {
                return Err(p.error_at(
                    offset,
                    format!("duplicate or unknown struct parameter name: {name}"),
                ));
            };
            p.parse_punct(Punct::Equal)?;
            let (v, comma) = parse_noted(p, spec, &spec.fields[i], spec.fields)?;
            values[i] = Some(v);
            if comma || p.parse_optional_punct(Punct::Comma) {
                continue;
            }
            p.parse_punct(Punct::Greater)?;
            break;
        }
    }
    let mut out = Vec::with_capacity(values.len());
    for (field, v) in spec.fields.iter().zip(values) {
        match v {
            Some(v) => out.push(v),
            None if field.required => {
                return Err(p.error_here(format!(
                    "struct is missing required parameter: {}",
                    field.name
                )));
            }
            None => out.push(Value::default_of(field.kind)),
        }
    }
    Ok(out)
}

fn parse_elem(p: &mut OpAsmParser<'_, '_, '_>) -> PResult<Attribute> {
    let offset = p.offset();
    let name = p.parse_optional_bare_keyword().unwrap_or("");
    let Some(op) = tables::op_code(name) else {
        return Err(p.error_at(
            offset,
            format!("invalid debug info debug info operation name: {name}"),
        ));
    };
    let mut args = Vec::new();
    if p.parse_optional_punct(Punct::LParen) {
        loop {
            if args.len() == 1 && op == tables::OP_LLVM_CONVERT && !p.at_integer() {
                args.push(parse_keyword_case(p, tables::ENCODINGS, "encoding")?);
            } else {
                args.push(parse_u64(p)?);
            }
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RParen)?;
    }
    Ok(get(
        p.ctx(),
        DiAttr {
            spec: ELEM,
            values: vec![Value::Int(op), Value::Ints(args)],
        },
    ))
}

/// The index of `di_expression_elem` in [`SPECS`].
const ELEM: usize = 4;

/// Parses the body (from `<`) of the attribute of class `SPECS[i]`.
fn parse_spec(p: &mut OpAsmParser<'_, '_, '_>, i: usize) -> PResult<Attribute> {
    let spec = &SPECS[i];
    let values = match spec.form {
        Form::Struct => {
            p.parse_punct(Punct::Less)?;
            parse_struct(p, spec)?
        }
        Form::OptionalStruct => {
            if p.parse_optional_punct(Punct::Less) {
                parse_struct(p, spec)?
            } else {
                spec.fields
                    .iter()
                    .map(|f| Value::default_of(f.kind))
                    .collect()
            }
        }
        Form::Params => {
            p.parse_punct(Punct::Less)?;
            let mut values = Vec::with_capacity(spec.fields.len());
            for (k, field) in spec.fields.iter().enumerate() {
                if k > 0 {
                    p.parse_punct(Punct::Comma)?;
                }
                values.push(parse_noted(p, spec, field, &[])?.0);
            }
            p.parse_punct(Punct::Greater)?;
            values
        }
        Form::File => {
            p.parse_punct(Punct::Less)?;
            let mut strings = Vec::new();
            for k in 0..2 {
                if k == 1 {
                    p.parse_keyword("in")?;
                }
                let offset = p.offset();
                let Some(s) = p.parse_optional_string() else {
                    return Err(p.error_at(offset, "expected string"));
                };
                strings.push(Value::Attr(Some(p.ctx().string_attr(&s))));
            }
            p.parse_punct(Punct::Greater)?;
            strings
        }
        Form::Expression => {
            p.parse_punct(Punct::Less)?;
            let mut ops = Vec::new();
            if p.parse_optional_punct(Punct::LSquare) {
                loop {
                    ops.push(parse_elem(p)?);
                    if !p.parse_optional_punct(Punct::Comma) {
                        break;
                    }
                }
                p.parse_punct(Punct::RSquare)?;
            }
            p.parse_punct(Punct::Greater)?;
            vec![Value::List(ops)]
        }
        Form::ExpressionElem => {
            p.parse_punct(Punct::Less)?;
            let a = parse_elem(p)?;
            p.parse_punct(Punct::Greater)?;
            return Ok(a);
        }
    };
    Ok(get(p.ctx(), DiAttr { spec: i, values }))
}

fn parse_hook<const I: usize>(p: &mut OpAsmParser<'_, '_, '_>) -> PResult<Attribute> {
    parse_spec(p, I)
}

/// Registers the parse hooks and the printer's piece hook.
pub fn register(ctx: &Context) {
    let hooks: [strata_asm::custom::AttrParseFn; 26] = [
        parse_hook::<0>,
        parse_hook::<1>,
        parse_hook::<2>,
        parse_hook::<3>,
        parse_hook::<4>,
        parse_hook::<5>,
        parse_hook::<6>,
        parse_hook::<7>,
        parse_hook::<8>,
        parse_hook::<9>,
        parse_hook::<10>,
        parse_hook::<11>,
        parse_hook::<12>,
        parse_hook::<13>,
        parse_hook::<14>,
        parse_hook::<15>,
        parse_hook::<16>,
        parse_hook::<17>,
        parse_hook::<18>,
        parse_hook::<19>,
        parse_hook::<20>,
        parse_hook::<21>,
        parse_hook::<22>,
        parse_hook::<23>,
        parse_hook::<24>,
        parse_hook::<25>,
    ];
    for (spec, hook) in SPECS.iter().zip(hooks) {
        register_dialect_attr(ctx, &format!("llvm.{}", spec.mnemonic), hook);
    }
    strata_asm::custom::register_dialect_attr_pieces(ctx, "llvm", pieces);
    codec::register(ctx);
}
