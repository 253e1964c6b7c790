//! The LLVM dialect's bytecode encoding of its structured attributes (MLIR 22's
//! `LLVMDialectBytecode`): a varint kind (the attribute's index in [`SPECS`]) then its
//! fields in bytecode order. Attributes of other classes (access groups, TBAA, the
//! `loop_*` options) decline, so the writer falls back to their text, as upstream does.

use strata_bytecode::Error;
use strata_bytecode::dialect::{
    DialectEncoding, DialectReader, DialectWriter, register_dialect_encoding,
};
use strata_ir::{AttrData, Attribute, Context};

use super::{DiAttr, Enc, Kind, SPECS, Value, get, lookup, tables};

/// Writes `attr` if it is a structured attribute whose fields all have an encoding.
fn write_attribute(ctx: &Context, attr: Attribute, w: &mut dyn DialectWriter) -> bool {
    let Some(d) = lookup(ctx, attr).filter(|d| d.spec < super::ENCODED) else {
        return false;
    };
    let spec = d.spec();
    w.varint(d.spec as u64);
    for &(name, enc) in spec.encoding {
        let Some(i) = spec.fields.iter().position(|f| f.name == name) else {
            return false;
        };
        match (enc, &d.values[i]) {
            (Enc::VarInt, Value::Int(n)) => w.varint(*n),
            (Enc::Bool, Value::Bool(b)) => w.bool(*b),
            (Enc::OwnedString, Value::Attr(Some(a))) => match ctx.attr_data(*a) {
                AttrData::String { value, .. } => w.string(value),
                _ => return false,
            },
            (Enc::Attr, Value::Attr(Some(a))) => w.attribute(*a),
            (Enc::OptAttr, Value::Attr(a)) => w.optional_attribute(*a),
            (Enc::OptList, Value::List(l)) => {
                w.bool(!l.is_empty());
                if !l.is_empty() {
                    w.varint(l.len() as u64);
                    for &a in l {
                        w.optional_attribute(Some(a));
                    }
                }
            }
            (Enc::OptInts, Value::Ints(l)) => {
                w.bool(!l.is_empty());
                if !l.is_empty() {
                    w.varint(l.len() as u64);
                    for &n in l {
                        w.varint(n);
                    }
                }
            }
            (Enc::Dropped, v) if v.is_default() => {}
            (Enc::OptInt, Value::OptInt(v)) => {
                let Some(shifted) = v.unwrap_or(0).checked_mul(2) else {
                    return false;
                };
                w.varint(shifted | u64::from(v.is_some()));
            }
            _ => return false,
        }
    }
    true
}

/// Whether `a` may be the value of a parameter of kind `kind`.
fn fits(ctx: &Context, kind: Kind, a: Attribute) -> bool {
    match kind {
        Kind::Typed("") => ctx.attr_data(a).is_location(),
        Kind::Typed(m) | Kind::TypedList(m) => match lookup(ctx, a) {
            Some(d) => d.spec().mnemonic == m,
            None => matches!(ctx.attr_data(a), AttrData::Opaque { dialect, body, .. }
                if ctx.ident_str(*dialect) == "llvm" && body.strip_prefix(m).is_some_and(|r| r.starts_with('<'))),
        },
        _ => true,
    }
}

/// Reads one structured attribute.
fn read_attribute(r: &mut dyn DialectReader) -> Result<Attribute, Error> {
    let code = r.varint()?;
    let Some(spec) = SPECS[..super::ENCODED].get(code as usize) else {
        return Err(r.error(format!("unknown attribute code: {code}")));
    };
    let mut values: Vec<Value> = spec
        .fields
        .iter()
        .map(|f| Value::default_of(f.kind))
        .collect();
    for &(name, enc) in spec.encoding {
        let i = spec
            .fields
            .iter()
            .position(|f| f.name == name)
            .unwrap_or_default();
        let field = spec.fields[i];
        let v = match enc {
            Enc::Dropped => continue,
            Enc::VarInt => {
                let n = r.varint()?;
                let known = match field.kind {
                    Kind::Enum(table, _) => n == 0 || tables::name_of(table, n).is_some(),
                    Kind::Flags(table) => tables::flags_text(table, n).is_some(),
                    _ => true,
                };
                if !known {
                    return Err(r.error(format!(
                        "invalid value {n} of parameter '{name}' of #llvm.{}",
                        spec.mnemonic
                    )));
                }
                Value::Int(n)
            }
            Enc::Bool => Value::Bool(r.bool()?),
            Enc::OwnedString => {
                let s = r.string()?;
                Value::Attr(Some(r.ctx().string_attr(&s)))
            }
            Enc::Attr => Value::Attr(Some(r.attribute()?)),
            Enc::OptAttr => Value::Attr(r.optional_attribute()?),
            Enc::OptList => {
                let mut list = Vec::new();
                if r.bool()? {
                    for a in strata_bytecode::dialect::read_list(r, |r| r.optional_attribute())? {
                        match a {
                            Some(a) => list.push(a),
                            None => return Err(r.error("null attribute in a list".into())),
                        }
                    }
                }
                Value::List(list)
            }
            Enc::OptInts => {
                let mut list = Vec::new();
                if r.bool()? {
                    list = strata_bytecode::dialect::read_list(r, |r| r.varint())?;
                }
                Value::Ints(list)
            }
            Enc::OptInt => {
                let n = r.varint()?;
                Value::OptInt((n & 1 == 1).then_some(n >> 1))
            }
        };
        // Nested attributes must be of the parameter's class.
        let ctx = r.ctx();
        let ok = match (&v, field.kind) {
            (Value::Attr(Some(a)), k) => fits(ctx, k, *a),
            (Value::List(l), k) => l.iter().all(|&a| fits(ctx, k, a)),
            _ => true,
        };
        let string_ok = match (&v, name) {
            (Value::Attr(Some(a)), "name" | "linkageName" | "producer" | "splitDebugFilename") => {
                matches!(ctx.attr_data(*a), AttrData::String { .. })
            }
            _ => true,
        };
        if !ok || !string_ok {
            return Err(r.error(format!(
                "invalid attribute for parameter '{name}' of #llvm.{}",
                spec.mnemonic
            )));
        }
        values[i] = v;
    }
    if spec.mnemonic == "di_expression" {
        let ctx = r.ctx();
        if let Value::List(ops) = &values[0]
            && !ops
                .iter()
                .all(|&o| super::lookup_of(ctx, o, "di_expression_elem").is_some())
        {
            return Err(r.error("invalid operation of #llvm.di_expression".into()));
        }
    }
    if spec.mnemonic == "di_expression_elem"
        && let Value::Int(op) = values[0]
        && tables::op_name(op).is_none()
    {
        return Err(r.error(format!("invalid DWARF operation {op}")));
    }
    let spec_index = code as usize;
    Ok(get(
        r.ctx(),
        DiAttr {
            spec: spec_index,
            values,
        },
    ))
}

/// Registers the encoding as the `llvm` dialect's bytecode interface.
pub fn register(ctx: &Context) {
    register_dialect_encoding(
        ctx,
        "llvm",
        DialectEncoding {
            read_attribute: Some(read_attribute),
            write_attribute: Some(write_attribute),
            ..Default::default()
        },
    );
}
