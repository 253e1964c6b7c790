//! Global memrefs: `memref.global` (a symbol declaring or defining a statically shaped
//! buffer) and `memref.get_global` (the memref of one).

use strata_asm::custom::{OpAsmParser, OpAsmPrinter, Punct};
use strata_asm::printer::attr_to_string;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId, OperationState};
use strata_ir::registry::OpError;
use strata_ir::symbols::{SymbolTable, op_attr};
use strata_ir::types::DYNAMIC;
use strata_ir::{AttrData, Attribute, Context, Type, TypeData};
use strata_ods::{UnitAttr, op};

use crate::memref::constraints::{
    Alignment, AnyAttr, AnyStaticShapeMemRef, FlatSymbolRefAttr, MemRefTypeAttr, StrAttr,
    SymbolNameAttr, flat_symbol,
};
use crate::memref::types::{MemRef, int_of_width, memref, ty};

/// The `tensor` type with the shape and element type of a memref (the type of a
/// global's initial value).
fn tensor_of(ctx: &Context, m: &MemRef<'_>) -> Type {
    ctx.intern_type(TypeData::RankedTensor {
        shape: m.shape.into(),
        element: m.element,
        encoding: None,
    })
}

/// The type of an elements attribute (dense, dense resource, sparse, ...).
fn elements_type(ctx: &Context, attr: Attribute) -> Option<Type> {
    match ctx.attr_data(attr) {
        AttrData::DenseElements { ty, .. } => Some(*ty),
        _ => match strata_ods::attr_type(ctx, attr) {
            Some(t)
                if matches!(
                    ctx.type_data(t),
                    TypeData::RankedTensor { .. } | TypeData::Vector { .. }
                ) && !matches!(
                    ctx.attr_data(attr),
                    AttrData::Integer { .. } | AttrData::Float { .. } | AttrData::String { .. }
                ) =>
            {
                Some(t)
            }
            _ => None,
        },
    }
}

/// The visibility, static shape and initial value checks of `memref.global`.
fn verify_global(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = GlobalOp::NAME;
    let g = GlobalOp(op);
    if let Some(AttrData::String { value, .. }) =
        g.sym_visibility(ctx, body).map(|a| ctx.attr_data(a))
        && !matches!(&value[..], b"public" | b"private" | b"nested")
    {
        return Err(format!(
            "'{NAME}' op visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"{}\"",
            String::from_utf8_lossy(value)
        ));
    }
    let Some(AttrData::Type(t)) = g.r#type(ctx, body).map(|a| ctx.attr_data(a)) else {
        return Ok(());
    };
    let t = *t;
    let Some(m) = memref(ctx, t).filter(|m| !m.shape.contains(&DYNAMIC)) else {
        return Err(format!(
            "'{NAME}' op type should be static shaped memref, but got '{}'",
            ty(ctx, t)
        ));
    };
    if let Some(init) = g.initial_value(ctx, body)
        && !matches!(ctx.attr_data(init), AttrData::Unit)
    {
        let Some(et) = elements_type(ctx, init) else {
            return Err(format!(
                "'{NAME}' op initial value should be a unit or elements attribute, but got {}",
                attr_to_string(ctx, init)
            ));
        };
        let (shape, element) = match ctx.type_data(et) {
            TypeData::RankedTensor { shape, element, .. }
            | TypeData::Vector { shape, element, .. } => (&shape[..], *element),
            _ => (&[][..], et),
        };
        if element != m.element {
            return Err(format!(
                "'{NAME}' op initial value element expected to be of type '{}', but was of type '{}'",
                ty(ctx, m.element),
                ty(ctx, element)
            ));
        }
        if shape != m.shape {
            let dims = |s: &[i64]| {
                s.iter()
                    .map(|d| d.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            return Err(format!(
                "'{NAME}' op initial value shape expected to be {} but was {}",
                dims(m.shape),
                dims(shape)
            ));
        }
    }
    if let Some(v) = g
        .alignment(ctx, body)
        .and_then(|a| int_of_width(ctx, a, 64))
        && !(v > 0 && (v as u64).is_power_of_two())
    {
        return Err(format!(
            "'{NAME}' op alignment attribute value {v} is not a power of 2"
        ));
    }
    Ok(())
}

/// `: type (= initial-value | = uninitialized)?` of `memref.global` (upstream's
/// `custom<GlobalMemrefOpTypeAndInitialValue>`): a statically shaped memref type, and an
/// initial value parsed as a tensor of its shape and element type.
fn parse_global_memref_op_type_and_initial_value(
    p: &mut OpAsmParser<'_, '_, '_>,
    _: &mut OperationState,
    type_attr: &mut Option<Attribute>,
    initial_value: &mut Option<Attribute>,
) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let t = p.parse_type()?;
    let Some(m) = memref(ctx, t).filter(|m| !m.shape.contains(&DYNAMIC)) else {
        let at = p.name_offset();
        return Err(p.error_at(
            at,
            format!(
                "type should be static shaped memref, but got '{}'",
                ty(ctx, t)
            ),
        ));
    };
    *type_attr = Some(ctx.type_attr(t));
    if p.parse_optional_punct(Punct::Equal) {
        if p.parse_optional_keyword("uninitialized") {
            *initial_value = Some(ctx.unit_attr());
        } else {
            let tensor = tensor_of(ctx, &m);
            *initial_value = Some(p.parse_attribute(Some(tensor))?);
        }
    }
    Ok(())
}

/// Prints the type and initial value of `memref.global`.
fn print_global_memref_op_type_and_initial_value(
    p: &mut OpAsmPrinter<'_, '_, '_, '_>,
    type_attr: Option<Attribute>,
    initial_value: Option<Attribute>,
) {
    let ctx = p.ctx();
    let t = match type_attr.map(|a| ctx.attr_data(a)) {
        Some(AttrData::Type(t)) => Some(*t),
        _ => None,
    };
    if let Some(t) = t {
        p.print_type(t);
    }
    let Some(init) = initial_value else {
        return;
    };
    p.write(" = ");
    if matches!(ctx.attr_data(init), AttrData::Unit) {
        p.write("uninitialized");
        return;
    }
    // The initial value without its `: tensor<...>` suffix when that is the type the
    // parser gives it.
    let text = attr_to_string(ctx, init);
    let expected = t
        .and_then(|t| memref(ctx, t).map(|m| tensor_of(ctx, &m)))
        .map(|tt| format!(" : {}", ty(ctx, tt)));
    match expected.as_deref().and_then(|s| text.strip_suffix(s)) {
        Some(short) if elements_type(ctx, init).is_some() => p.write(short),
        _ => p.print_attribute(init),
    }
}

op! {
    /// Declares or defines a global memref.
    ///
    /// `memref.global` is a symbol naming a buffer of its statically shaped memref `type`,
    /// allocated for the whole program. Without an initial value it declares a global
    /// defined elsewhere; `= uninitialized` defines one without contents, an elements
    /// attribute one with them. A `constant` global must not be written. `alignment`
    /// aligns its address to that many bytes.
    ///
    /// ```mlir
    /// memref.global "private" constant @lut : memref<2xi32> = dense<[1, 4]> {alignment = 64 : i64}
    /// memref.global @buffer : memref<3xf16> = uninitialized
    /// memref.global "private" @external : memref<4xi32>
    /// ```
    pub struct GlobalOp = "memref.global" {
        traits: [symbol],
        attrs: [
            sym_name: SymbolNameAttr,
            sym_visibility: optional StrAttr,
            type: MemRefTypeAttr,
            initial_value: optional AnyAttr,
            constant: optional UnitAttr,
            alignment: optional Alignment,
        ],
        verify: verify_global,
        format: "($sym_visibility^)? (`constant` $constant^)? $sym_name `:` custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value) attr-dict",
    }
}

/// Symbol-use check of `memref.get_global`: the global exists and has the result type.
fn verify_get_global_symbol_uses(
    ctx: &Context,
    table_body: &Body,
    table: OpId,
    symbols: &SymbolTable,
    body: &Body,
    op: OpId,
) -> Result<(), OpError> {
    const NAME: &str = GetGlobalOp::NAME;
    let Some(name) = op_attr(ctx, body, op, "name").and_then(|a| flat_symbol(ctx, a)) else {
        return Ok(());
    };
    let gbody = table_body.regions_body(table);
    let Some(global) = symbols
        .lookup(name)
        .filter(|&g| GlobalOp::isa(ctx, gbody, g))
    else {
        let name = String::from_utf8_lossy(name);
        return Err(
            format!("'{NAME}' op '{name}' does not reference a valid global memref").into(),
        );
    };
    let Some(rt) = body.results(op).next().map(|r| body.value_type(r)) else {
        return Ok(());
    };
    if let Some(AttrData::Type(gt)) = GlobalOp(global)
        .r#type(ctx, gbody)
        .map(|a| ctx.attr_data(a))
        && *gt != rt
    {
        let name = String::from_utf8_lossy(name);
        return Err(format!(
            "'{NAME}' op result type '{}' does not match type '{}' of the global memref @{name}",
            ty(ctx, rt),
            ty(ctx, *gt)
        )
        .into());
    }
    Ok(())
}

op! {
    /// Returns the memref of a global.
    ///
    /// `memref.get_global` gives the memref of the `memref.global` it names; its result
    /// type is the global's type. Every use of a global names the same memory; writing
    /// to a `constant` one is undefined.
    ///
    /// ```mlir
    /// memref.global "private" @table : memref<2xf32> = dense<[0.000000e+00, 2.000000e+00]>
    /// func.func @get_global() -> memref<2xf32> {
    ///   %g = memref.get_global @table : memref<2xf32>
    ///   return %g : memref<2xf32>
    /// }
    /// ```
    pub struct GetGlobalOp = "memref.get_global" {
        traits: [pure],
        attrs: [name: FlatSymbolRefAttr],
        results: [result: AnyStaticShapeMemRef],
        info: { verify_symbol_uses: Some(verify_get_global_symbol_uses) },
        format: "$name `:` type($result) attr-dict",
    }
}

/// The value of `constant` global `name` as seen from `from` (in `body`): its initial
/// value, when the nearest symbol table enclosing `from` defines it as a `memref.global`
/// marked `constant` (MLIR's `GlobalOp::getConstantInitValue`). The table is searched
/// in `body` or, past its top, in what the running pass recorded for it
/// ([`strata_ir::symbols::OuterSymbols`]).
pub fn constant_global_value(
    ctx: &Context,
    body: &Body,
    from: OpId,
    name: &[u8],
) -> Option<Attribute> {
    let mut cur = from;
    loop {
        let parent = body
            .op_block(cur)
            .and_then(|b| body.block_region(b))
            .and_then(|r| body.region_parent(r));
        let Some(p) = parent else {
            break;
        };
        if ctx
            .op_info(body.op(p).name)
            .is_some_and(|i| i.traits.symbol_table)
        {
            let g = strata_ir::symbols::lookup_symbol(ctx, body, p, name)?;
            let rb = body.regions_body(p);
            let g = GlobalOp::cast(ctx, rb, g)?;
            g.constant(ctx, rb)?;
            return g.initial_value(ctx, rb);
        }
        cur = p;
    }
    let outer = ctx.extension::<strata_ir::symbols::OuterSymbols>();
    let sym = outer.lookup(ctx, body, name)?;
    if sym.op_name != ctx.op_name(GlobalOp::NAME) {
        return None;
    }
    let read = |key: &str| {
        let id = ctx.ident(key);
        let from_dict = |d: Attribute| {
            ctx.dictionary_entries(d)
                .iter()
                .find(|e| e.name == id)
                .map(|e| e.value)
        };
        sym.properties
            .and_then(from_dict)
            .or_else(|| from_dict(sym.attributes))
    };
    read("constant")?;
    read("initial_value")
}
