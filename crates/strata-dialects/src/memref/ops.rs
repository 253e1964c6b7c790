//! Parsers, printers, verifiers and name hints of the `memref` ops.

use strata_asm::custom::{Delimiter, OpAsmParser, OpAsmPrinter, Punct, UnresolvedOperand};
use strata_asm::printer::attr_to_string;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId, OperationState, ValueId};
use strata_ir::registry::OpError;
use strata_ir::symbols::{SymbolTable, op_attr};
use strata_ir::types::DYNAMIC;
use strata_ir::{AttrData, Attribute, Context, Signedness, Type, TypeData};
use strata_ods::{i32_array, i32_array_attr};

type PResult<T> = Result<T, Diagnostic>;

use super::more_ops::{
    self, ALIGNMENT_SUMMARY, check_indices, counts, elem_and_space, int_of_width, is_any_memref,
    is_index, must, parse_ranked_memref_type, print_attrs, resolve_all, ty, valid_alignment,
};

// ---- type helpers ----

/// A ranked memref's shape, element, layout and memory space.
struct Ranked<'a> {
    shape: &'a [i64],
    element: Type,
    layout: Option<Attribute>,
    space: Option<Attribute>,
}

/// The parts of `t` if it is a ranked memref.
fn ranked(ctx: &Context, t: Type) -> Option<Ranked<'_>> {
    let (shape, element, layout, space) = more_ops::ranked(ctx, t)?;
    Some(Ranked {
        shape,
        element,
        layout,
        space,
    })
}

fn is_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::MemRef { .. })
}

/// Number of symbols of a memref layout's affine map.
fn layout_symbols(ctx: &Context, layout: Option<Attribute>) -> usize {
    match layout.map(|l| ctx.attr_data(l)) {
        Some(AttrData::AffineMap(m)) => ctx.affine().map_data(*m).num_symbols as usize,
        Some(AttrData::Strided { strides, offset }) => {
            strides.iter().filter(|&&s| s == DYNAMIC).count() + usize::from(*offset == DYNAMIC)
        }
        _ => 0,
    }
}

/// Strides and offset of a ranked memref with identity or strided layout.
fn strides_and_offset(ctx: &Context, r: &Ranked<'_>) -> Option<(Vec<i64>, i64)> {
    match r.layout.map(|l| ctx.attr_data(l)) {
        None => {
            let mut strides = vec![0i64; r.shape.len()];
            let mut running = 1i64;
            for (i, &d) in r.shape.iter().enumerate().rev() {
                strides[i] = running;
                running = if running == DYNAMIC || d == DYNAMIC {
                    DYNAMIC
                } else {
                    running.checked_mul(d).unwrap_or(DYNAMIC)
                };
            }
            Some((strides, 0))
        }
        Some(AttrData::Strided { strides, offset }) => Some((strides.to_vec(), *offset)),
        _ => None,
    }
}

// ---- attribute helpers ----

fn is_bool(ctx: &Context, attr: Attribute) -> bool {
    match ctx.attr_data(attr) {
        AttrData::Integer { ty, .. } => matches!(
            ctx.type_data(*ty),
            TypeData::Integer {
                width: 1,
                signedness: Signedness::Signless
            }
        ),
        _ => false,
    }
}

fn is_false(ctx: &Context, attr: Attribute) -> bool {
    matches!(ctx.attr_data(attr), AttrData::Integer { value, .. } if value.is_zero())
        && is_bool(ctx, attr)
}

/// Checks an optional positive power-of-two `i64` `alignment` attribute.
fn check_alignment(ctx: &Context, body: &Body, op: OpId, name: &str) -> Result<(), String> {
    match op_attr(ctx, body, op, "alignment") {
        Some(a) if !valid_alignment(ctx, a) => Err(format!(
            "'{name}' op attribute 'alignment' failed to satisfy constraint: {ALIGNMENT_SUMMARY}"
        )),
        _ => Ok(()),
    }
}

/// Checks the load/store `nontemporal` and `alignment` attributes.
fn check_access_attrs(ctx: &Context, body: &Body, op: OpId, name: &str) -> Result<(), String> {
    check_alignment(ctx, body, op, name)?;
    if let Some(a) = op_attr(ctx, body, op, "nontemporal")
        && !is_bool(ctx, a)
    {
        return Err(format!(
            "'{name}' op attribute 'nontemporal' failed to satisfy constraint: bool attribute"
        ));
    }
    Ok(())
}

fn value_ty(body: &Body, v: ValueId) -> Type {
    body.value_type(v)
}

const ANY_MEMREF: &str = "memref of any type values";
const RANKED_OR_UNRANKED: &str = "ranked or unranked memref of any type values";

// ---- verifiers ----

fn verify_alloc_like(ctx: &Context, body: &Body, op: OpId, name: &str) -> Result<(), String> {
    counts(body, op, name, 1, 0, true)?;
    let segs = match op_attr(ctx, body, op, "operandSegmentSizes") {
        None => Some(vec![0, 0]),
        Some(a) => i32_array(ctx, a),
    };
    let Some(segs) = segs.filter(|s| s.len() == 2) else {
        return Err(format!(
            "'{name}' op 'operandSegmentSizes' attribute for specifying operand segments must have 2 elements"
        ));
    };
    if segs.iter().any(|&v| v < 0) {
        return Err(format!(
            "'{name}' op 'operandSegmentSizes' attribute cannot have negative elements"
        ));
    }
    let total = segs[0] as usize + segs[1] as usize;
    if total != body.num_operands(op) {
        return Err(format!(
            "'{name}' op operand count ({}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'",
            body.num_operands(op)
        ));
    }
    check_alignment(ctx, body, op, name)?;
    check_indices(ctx, body, op, name, 0, body.num_operands(op))?;
    let rt = value_ty(body, body.result(op, 0));
    must(ctx, name, "result", 0, rt, ANY_MEMREF, is_memref(ctx, rt))?;
    let Some(r) = ranked(ctx, rt) else {
        return Ok(());
    };
    let dynamic = r.shape.iter().filter(|&&d| d == DYNAMIC).count();
    if segs[0] as usize != dynamic {
        return Err(format!(
            "'{name}' op incorrect number of dynamic sizes, has {}, expected {dynamic}",
            segs[0]
        ));
    }
    let symbols = layout_symbols(ctx, r.layout);
    if segs[1] as usize != symbols {
        return Err(format!(
            "'{name}' op symbol operand count does not equal memref symbol count: expected {symbols}, got {}",
            segs[1]
        ));
    }
    Ok(())
}

/// `memref.alloc`.
pub(super) fn verify_alloc(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    verify_alloc_like(ctx, body, op, "memref.alloc")
}

/// `memref.alloca`.
pub(super) fn verify_alloca(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    verify_alloc_like(ctx, body, op, "memref.alloca")
}

/// `memref.dealloc`.
pub(super) fn verify_dealloc(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "memref.dealloc";
    counts(body, op, NAME, 0, 1, false)?;
    let t = value_ty(body, body.operand(op, 0));
    must(
        ctx,
        NAME,
        "operand",
        0,
        t,
        RANKED_OR_UNRANKED,
        is_any_memref(ctx, t),
    )
}

/// `memref.load`.
pub(super) fn verify_load(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "memref.load";
    counts(body, op, NAME, 1, 1, true)?;
    check_access_attrs(ctx, body, op, NAME)?;
    let mt = value_ty(body, body.operand(op, 0));
    must(ctx, NAME, "operand", 0, mt, ANY_MEMREF, is_memref(ctx, mt))?;
    check_indices(ctx, body, op, NAME, 1, body.num_operands(op))?;
    let Some(r) = ranked(ctx, mt) else {
        return Ok(());
    };
    if value_ty(body, body.result(op, 0)) != r.element {
        return Err(format!(
            "'{NAME}' op failed to verify that result type matches element type of 'memref'"
        ));
    }
    let n = body.num_operands(op) - 1;
    if n != r.shape.len() {
        return Err(format!(
            "'{NAME}' op incorrect number of indices for load, expected {} but got {n}",
            r.shape.len()
        ));
    }
    Ok(())
}

/// `memref.store`.
pub(super) fn verify_store(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "memref.store";
    counts(body, op, NAME, 0, 2, true)?;
    check_access_attrs(ctx, body, op, NAME)?;
    let mt = value_ty(body, body.operand(op, 1));
    must(ctx, NAME, "operand", 1, mt, ANY_MEMREF, is_memref(ctx, mt))?;
    check_indices(ctx, body, op, NAME, 2, body.num_operands(op))?;
    let Some(r) = ranked(ctx, mt) else {
        return Ok(());
    };
    if value_ty(body, body.operand(op, 0)) != r.element {
        return Err(format!(
            "'{NAME}' op failed to verify that type of 'value' matches element type of 'memref'"
        ));
    }
    let n = body.num_operands(op) - 2;
    if n != r.shape.len() {
        return Err(format!(
            "'{NAME}' op store index operand count not equal to memref rank"
        ));
    }
    Ok(())
}

/// `memref.dim`.
pub(super) fn verify_dim(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "memref.dim";
    counts(body, op, NAME, 1, 2, false)?;
    let st = value_ty(body, body.operand(op, 0));
    let ok = match ctx.type_data(st) {
        TypeData::MemRef { shape, .. } => !shape.is_empty(),
        TypeData::UnrankedMemRef { .. } => true,
        _ => false,
    };
    must(
        ctx,
        NAME,
        "operand",
        0,
        st,
        "unranked.memref of any type values or non-0-ranked.memref of any type values",
        ok,
    )?;
    let it = value_ty(body, body.operand(op, 1));
    must(ctx, NAME, "operand", 1, it, "index", is_index(ctx, it))?;
    let rt = value_ty(body, body.result(op, 0));
    must(ctx, NAME, "result", 0, rt, "index", is_index(ctx, rt))?;
    Ok(())
}

/// `memref.rank`.
pub(super) fn verify_rank(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "memref.rank";
    counts(body, op, NAME, 1, 1, false)?;
    let t = value_ty(body, body.operand(op, 0));
    must(
        ctx,
        NAME,
        "operand",
        0,
        t,
        RANKED_OR_UNRANKED,
        is_any_memref(ctx, t),
    )?;
    let rt = value_ty(body, body.result(op, 0));
    must(ctx, NAME, "result", 0, rt, "index", is_index(ctx, rt))
}

/// MLIR's `memref::CastOp::areCastCompatible`.
pub(super) fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (ranked(ctx, a), ranked(ctx, b)) {
        (Some(x), Some(y)) => {
            if x.element != y.element {
                return false;
            }
            if x.layout != y.layout {
                let (Some((xs, xo)), Some((ys, yo))) =
                    (strides_and_offset(ctx, &x), strides_and_offset(ctx, &y))
                else {
                    return false;
                };
                let compat = |p: i64, q: i64| p == DYNAMIC || q == DYNAMIC || p == q;
                if xs.len() != ys.len() || !compat(xo, yo) {
                    return false;
                }
                if xs.iter().zip(&ys).any(|(&p, &q)| !compat(p, q)) {
                    return false;
                }
            }
            if x.space != y.space || x.shape.len() != y.shape.len() {
                return false;
            }
            x.shape
                .iter()
                .zip(y.shape)
                .all(|(&p, &q)| p == DYNAMIC || q == DYNAMIC || p == q)
        }
        (None, None) => false,
        _ => match (elem_and_space(ctx, a), elem_and_space(ctx, b)) {
            (Some(x), Some(y)) => x == y,
            _ => false,
        },
    }
}

/// `memref.cast`.
pub(super) fn verify_cast(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "memref.cast";
    counts(body, op, NAME, 1, 1, false)?;
    let a = value_ty(body, body.operand(op, 0));
    must(
        ctx,
        NAME,
        "operand",
        0,
        a,
        RANKED_OR_UNRANKED,
        is_any_memref(ctx, a),
    )?;
    let b = value_ty(body, body.result(op, 0));
    must(
        ctx,
        NAME,
        "result",
        0,
        b,
        RANKED_OR_UNRANKED,
        is_any_memref(ctx, b),
    )?;
    if !cast_compatible(ctx, a, b) {
        return Err(format!(
            "'{NAME}' op operand type '{}' and result type '{}' are cast incompatible",
            ty(ctx, a),
            ty(ctx, b)
        ));
    }
    Ok(())
}

/// `memref.copy`.
pub(super) fn verify_copy(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "memref.copy";
    counts(body, op, NAME, 0, 2, false)?;
    let a = value_ty(body, body.operand(op, 0));
    let b = value_ty(body, body.operand(op, 1));
    must(
        ctx,
        NAME,
        "operand",
        0,
        a,
        RANKED_OR_UNRANKED,
        is_any_memref(ctx, a),
    )?;
    must(
        ctx,
        NAME,
        "operand",
        1,
        b,
        RANKED_OR_UNRANKED,
        is_any_memref(ctx, b),
    )?;
    let (Some((ea, _)), Some((eb, _))) = (elem_and_space(ctx, a), elem_and_space(ctx, b)) else {
        return Ok(());
    };
    if ea != eb {
        return Err(format!(
            "'{NAME}' op requires the same element type for all operands"
        ));
    }
    if let (Some(x), Some(y)) = (ranked(ctx, a), ranked(ctx, b))
        && (x.shape.len() != y.shape.len()
            || x.shape
                .iter()
                .zip(y.shape)
                .any(|(&p, &q)| p != DYNAMIC && q != DYNAMIC && p != q))
    {
        return Err(format!(
            "'{NAME}' op requires the same shape for all operands"
        ));
    }
    Ok(())
}

/// The `tensor` type with the shape and element type of a memref (the type of a
/// global's initial value).
fn tensor_of(ctx: &Context, r: &Ranked<'_>) -> Type {
    ctx.intern_type(TypeData::RankedTensor {
        shape: r.shape.into(),
        element: r.element,
        encoding: None,
    })
}

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

/// `memref.global`.
pub(super) fn verify_global(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "memref.global";
    counts(body, op, NAME, 0, 0, false)?;
    let string = |n: &str| -> Result<(), String> {
        match op_attr(ctx, body, op, n) {
            Some(a) if !matches!(ctx.attr_data(a), AttrData::String { .. }) => Err(format!(
                "'{NAME}' op attribute '{n}' failed to satisfy constraint: string attribute"
            )),
            _ => Ok(()),
        }
    };
    if op_attr(ctx, body, op, "sym_name").is_none() {
        return Err(format!("'{NAME}' op requires attribute 'sym_name'"));
    }
    string("sym_name")?;
    string("sym_visibility")?;
    check_alignment(ctx, body, op, NAME)?;
    if let Some(AttrData::String { value, .. }) =
        op_attr(ctx, body, op, "sym_visibility").map(|a| ctx.attr_data(a))
        && !matches!(&value[..], b"public" | b"private" | b"nested")
    {
        return Err(format!(
            "'{NAME}' op visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"{}\"",
            String::from_utf8_lossy(value)
        ));
    }
    let Some(type_attr) = op_attr(ctx, body, op, "type") else {
        return Err(format!("'{NAME}' op requires attribute 'type'"));
    };
    let AttrData::Type(t) = *ctx.attr_data(type_attr) else {
        return Err(format!(
            "'{NAME}' op attribute 'type' failed to satisfy constraint: memref type attribute"
        ));
    };
    if !is_memref(ctx, t) {
        return Err(format!(
            "'{NAME}' op attribute 'type' failed to satisfy constraint: memref type attribute"
        ));
    }
    if let Some(a) = op_attr(ctx, body, op, "constant")
        && !matches!(ctx.attr_data(a), AttrData::Unit)
    {
        return Err(format!(
            "'{NAME}' op attribute 'constant' failed to satisfy constraint: unit attribute"
        ));
    }
    let alignment = op_attr(ctx, body, op, "alignment").and_then(|a| int_of_width(ctx, a, 64));
    let r = ranked(ctx, t).filter(|r| !r.shape.contains(&DYNAMIC));
    let Some(r) = r else {
        return Err(format!(
            "'{NAME}' op type should be static shaped memref, but got '{}'",
            ty(ctx, t)
        ));
    };
    if let Some(init) = op_attr(ctx, body, op, "initial_value")
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
        if element != r.element {
            return Err(format!(
                "'{NAME}' op initial value element expected to be of type '{}', but was of type '{}'",
                ty(ctx, r.element),
                ty(ctx, element)
            ));
        }
        if shape != r.shape {
            let dims = |s: &[i64]| {
                s.iter()
                    .map(|d| d.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            return Err(format!(
                "'{NAME}' op initial value shape expected to be {} but was {}",
                dims(r.shape),
                dims(shape)
            ));
        }
    }
    if let Some(v) = alignment
        && !(v > 0 && (v as u64).is_power_of_two())
    {
        return Err(format!(
            "'{NAME}' op alignment attribute value {v} is not a power of 2"
        ));
    }
    Ok(())
}

fn flat_symbol(ctx: &Context, attr: Attribute) -> Option<&str> {
    match ctx.attr_data(attr) {
        AttrData::SymbolRef { root, nested } if nested.is_empty() => Some(ctx.ident_str(*root)),
        _ => None,
    }
}

/// `memref.get_global`.
pub(super) fn verify_get_global(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "memref.get_global";
    counts(body, op, NAME, 1, 0, false)?;
    match op_attr(ctx, body, op, "name") {
        None => return Err(format!("'{NAME}' op requires attribute 'name'")),
        Some(a) if flat_symbol(ctx, a).is_none() => {
            return Err(format!(
                "'{NAME}' op attribute 'name' failed to satisfy constraint: flat symbol reference attribute"
            ));
        }
        Some(_) => {}
    }
    let rt = value_ty(body, body.result(op, 0));
    let ok = ranked(ctx, rt).is_some_and(|r| !r.shape.contains(&DYNAMIC));
    must(
        ctx,
        NAME,
        "result",
        0,
        rt,
        "statically shaped memref of any type values",
        ok,
    )
}

/// Symbol-use check of `memref.get_global`: the global exists and has the result type.
pub(super) fn verify_get_global_symbol_uses(
    ctx: &Context,
    table_body: &Body,
    table: OpId,
    symbols: &SymbolTable,
    body: &Body,
    op: OpId,
) -> Result<(), OpError> {
    const NAME: &str = "memref.get_global";
    let Some(name) = op_attr(ctx, body, op, "name").and_then(|a| flat_symbol(ctx, a)) else {
        return Ok(());
    };
    let gbody = table_body.regions_body(table);
    let found = symbols
        .lookup(name)
        .filter(|&g| ctx.op_name_str(gbody.op(g).name) == "memref.global");
    let Some(global) = found else {
        return Err(
            format!("'{NAME}' op '{name}' does not reference a valid global memref").into(),
        );
    };
    let rt = value_ty(body, body.result(op, 0));
    if let Some(a) = op_attr(ctx, gbody, global, "type")
        && let AttrData::Type(gt) = *ctx.attr_data(a)
        && gt != rt
    {
        return Err(format!(
            "'{NAME}' op result type '{}' does not match type '{}' of the global memref @{name}",
            ty(ctx, rt),
            ty(ctx, gt)
        )
        .into());
    }
    Ok(())
}

// ---- name hints ----

fn name_result(body: &Body, op: OpId, set_name: &mut dyn FnMut(ValueId, &str), name: &str) {
    if body.num_results(op) == 1 {
        set_name(body.result(op, 0), name);
    }
}

/// `%alloc`.
pub(super) fn alloc_names(
    _: &Context,
    body: &Body,
    op: OpId,
    set_name: &mut dyn FnMut(ValueId, &str),
) {
    name_result(body, op, set_name, "alloc");
}

/// `%alloca`.
pub(super) fn alloca_names(
    _: &Context,
    body: &Body,
    op: OpId,
    set_name: &mut dyn FnMut(ValueId, &str),
) {
    name_result(body, op, set_name, "alloca");
}

/// `%dim`.
pub(super) fn dim_names(
    _: &Context,
    body: &Body,
    op: OpId,
    set_name: &mut dyn FnMut(ValueId, &str),
) {
    name_result(body, op, set_name, "dim");
}

/// `%cast`.
pub(super) fn cast_names(
    _: &Context,
    body: &Body,
    op: OpId,
    set_name: &mut dyn FnMut(ValueId, &str),
) {
    name_result(body, op, set_name, "cast");
}

// ---- custom syntax ----

fn parse_attrs(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let offset = p.offset();
    let attrs = p.parse_optional_attr_dict()?;
    let ctx = p.ctx();
    // ODS parsers check inherent attributes given in the attribute dictionary.
    let bad_alignment = attrs
        .iter()
        .any(|a| ctx.ident_str(a.name) == "alignment" && !valid_alignment(ctx, a.value));
    if bad_alignment {
        let op = ctx.op_name_str(state.name).to_string();
        if matches!(
            op.as_str(),
            "memref.alloc" | "memref.alloca" | "memref.load" | "memref.store" | "memref.global"
        ) {
            return Err(p.error_at(
                offset,
                format!(
                    "'{op}' op attribute 'alignment' failed to satisfy constraint: {ALIGNMENT_SUMMARY}"
                ),
            ));
        }
    }
    p.add_attributes(state, attrs);
    Ok(())
}

/// A memref type, ranked unless `unranked_ok` (`invalid kind of type specified` otherwise).
fn parse_memref_type(p: &mut OpAsmParser<'_, '_, '_>, unranked_ok: bool) -> PResult<Type> {
    if !unranked_ok {
        return parse_ranked_memref_type(p);
    }
    let offset = p.offset();
    let t = p.parse_type()?;
    if is_any_memref(p.ctx(), t) {
        Ok(t)
    } else {
        Err(p.error_at(offset, "invalid kind of type specified"))
    }
}

/// `(%d...)[%s...] attr-dict : memref<...>` of `alloc`/`alloca`.
pub(super) fn parse_alloc(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let ctx = p.ctx();
    let dims = p.parse_operand_list(Delimiter::Paren)?;
    let syms = if p.at_punct(Punct::LSquare) {
        p.parse_operand_list(Delimiter::Square)?
    } else {
        Vec::new()
    };
    parse_attrs(p, state)?;
    p.parse_punct(Punct::Colon)?;
    let t = parse_memref_type(p, false)?;
    let index = ctx.index_type();
    resolve_all(p, state, &dims, index)?;
    resolve_all(p, state, &syms, index)?;
    let segs = [dims.len() as i32, syms.len() as i32];
    p.add_attribute(state, "operandSegmentSizes", i32_array_attr(ctx, &segs));
    state.result_types.push(t);
    Ok(())
}

/// `alloc`/`alloca`.
pub(super) fn print_alloc(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let segs = op_attr(ctx, body, op, "operandSegmentSizes")
        .and_then(|a| i32_array(ctx, a))
        .filter(|s| s.len() == 2)
        .map_or(0, |s| s[0].max(0) as usize);
    let operands: Vec<ValueId> = body.operands(op).collect();
    let split = segs.min(operands.len());
    p.write("(");
    p.print_operands(operands[..split].iter().copied());
    p.write(")");
    if split < operands.len() {
        p.write("[");
        p.print_operands(operands[split..].iter().copied());
        p.write("]");
    }
    print_attrs(p, &["operandSegmentSizes"]);
    p.write(" : ");
    if let Some(r) = body.results(op).next() {
        p.print_type(body.value_type(r));
    }
}

/// `%m attr-dict : memref<...>` (`dealloc`).
pub(super) fn parse_unary(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let m = p.parse_operand()?;
    parse_attrs(p, state)?;
    p.parse_punct(Punct::Colon)?;
    let t = parse_memref_type(p, true)?;
    let v = p.resolve_operand(&m, t)?;
    state.operands.push(v);
    Ok(())
}

/// `%m attr-dict : memref<...>` (`rank`, with an `index` result).
pub(super) fn parse_rank(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    parse_unary(p, state)?;
    state.result_types.push(p.ctx().index_type());
    Ok(())
}

/// `dealloc`, `rank`.
pub(super) fn print_unary(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (body, op) = (p.body(), p.op());
    let m = body.operands(op).next();
    p.write(" ");
    if let Some(m) = m {
        p.print_operand(m);
    }
    print_attrs(p, &[]);
    p.write(" : ");
    if let Some(m) = m {
        p.print_type(body.value_type(m));
    }
}

/// Operands, attributes and type of `%m[%i, ...] attr-dict : memref<...>`.
fn parse_access(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<(UnresolvedOperand, Vec<UnresolvedOperand>, Type)> {
    let m = p.parse_operand()?;
    let indices = p.parse_operand_list(Delimiter::Square)?;
    parse_attrs(p, state)?;
    p.parse_punct(Punct::Colon)?;
    let t = parse_memref_type(p, false)?;
    Ok((m, indices, t))
}

/// `memref.load`.
pub(super) fn parse_load(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let (m, indices, t) = parse_access(p, state)?;
    let v = p.resolve_operand(&m, t)?;
    state.operands.push(v);
    let index = p.ctx().index_type();
    resolve_all(p, state, &indices, index)?;
    let element = ranked(p.ctx(), t).map_or(t, |r| r.element);
    state.result_types.push(element);
    Ok(())
}

/// The names of default-valued load/store attributes to leave out (`nontemporal = false`).
fn access_elided(p: &OpAsmPrinter<'_, '_, '_, '_>) -> &'static [&'static str] {
    let ctx = p.ctx();
    match op_attr(ctx, p.body(), p.op(), "nontemporal") {
        Some(a) if is_false(ctx, a) => &["nontemporal"],
        _ => &[],
    }
}

/// `%m[%i, ...]` from operand `first` on.
fn print_access(p: &mut OpAsmPrinter<'_, '_, '_, '_>, first: usize) {
    let (body, op) = (p.body(), p.op());
    let operands: Vec<ValueId> = body.operands(op).collect();
    if let Some(&m) = operands.get(first) {
        p.print_operand(m);
    }
    p.write("[");
    p.print_operands(operands.iter().skip(first + 1).copied());
    p.write("]");
    let elided = access_elided(p);
    print_attrs(p, elided);
    p.write(" : ");
    if let Some(&m) = operands.get(first) {
        p.print_type(body.value_type(m));
    }
}

/// `memref.load`.
pub(super) fn print_load(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    p.write(" ");
    print_access(p, 0);
}

/// `memref.store`.
pub(super) fn parse_store(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let value = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let (m, indices, t) = parse_access(p, state)?;
    let element = ranked(p.ctx(), t).map_or(t, |r| r.element);
    let v = p.resolve_operand(&value, element)?;
    state.operands.push(v);
    let mv = p.resolve_operand(&m, t)?;
    state.operands.push(mv);
    let index = p.ctx().index_type();
    resolve_all(p, state, &indices, index)
}

/// `memref.store`.
pub(super) fn print_store(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (body, op) = (p.body(), p.op());
    p.write(" ");
    if let Some(v) = body.operands(op).next() {
        p.print_operand(v);
    }
    p.write(", ");
    print_access(p, 1);
}

/// `memref.dim`: `attr-dict %m, %i : memref<...>`.
pub(super) fn parse_dim(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    parse_attrs(p, state)?;
    let m = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let i = p.parse_operand()?;
    p.parse_punct(Punct::Colon)?;
    let t = parse_memref_type(p, true)?;
    let v = p.resolve_operand(&m, t)?;
    state.operands.push(v);
    let index = p.ctx().index_type();
    let iv = p.resolve_operand(&i, index)?;
    state.operands.push(iv);
    state.result_types.push(index);
    Ok(())
}

/// `memref.dim`.
pub(super) fn print_dim(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (body, op) = (p.body(), p.op());
    let operands: Vec<ValueId> = body.operands(op).collect();
    print_attrs(p, &[]);
    p.write(" ");
    p.print_operands(operands.iter().copied());
    p.write(" : ");
    if let Some(&m) = operands.first() {
        p.print_type(body.value_type(m));
    }
}

/// `memref.cast`: `%m attr-dict : memref<...> to memref<...>`.
pub(super) fn parse_cast(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let m = p.parse_operand()?;
    parse_attrs(p, state)?;
    p.parse_punct(Punct::Colon)?;
    let from = parse_memref_type(p, true)?;
    p.parse_keyword("to")?;
    let to = parse_memref_type(p, true)?;
    let v = p.resolve_operand(&m, from)?;
    state.operands.push(v);
    state.result_types.push(to);
    Ok(())
}

/// `memref.cast`.
pub(super) fn print_cast(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (body, op) = (p.body(), p.op());
    let m = body.operands(op).next();
    p.write(" ");
    if let Some(m) = m {
        p.print_operand(m);
    }
    print_attrs(p, &[]);
    p.write(" : ");
    if let Some(m) = m {
        p.print_type(body.value_type(m));
    }
    p.write(" to ");
    if let Some(r) = body.results(op).next() {
        p.print_type(body.value_type(r));
    }
}

/// `memref.copy`: `%a, %b attr-dict : memref<...> to memref<...>`.
pub(super) fn parse_copy(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let a = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let b = p.parse_operand()?;
    parse_attrs(p, state)?;
    p.parse_punct(Punct::Colon)?;
    let ta = parse_memref_type(p, true)?;
    p.parse_keyword("to")?;
    let tb = parse_memref_type(p, true)?;
    let va = p.resolve_operand(&a, ta)?;
    let vb = p.resolve_operand(&b, tb)?;
    state.operands.push(va);
    state.operands.push(vb);
    Ok(())
}

/// `memref.copy`.
pub(super) fn print_copy(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (body, op) = (p.body(), p.op());
    let operands: Vec<ValueId> = body.operands(op).collect();
    p.write(" ");
    p.print_operands(operands.iter().copied());
    print_attrs(p, &[]);
    p.write(" : ");
    if let Some(&a) = operands.first() {
        p.print_type(body.value_type(a));
    }
    p.write(" to ");
    if let Some(&b) = operands.get(1) {
        p.print_type(body.value_type(b));
    }
}

/// `memref.global ("vis")? (constant)? @name : type (= init | = uninitialized)? attr-dict`.
pub(super) fn parse_global(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let ctx = p.ctx();
    let mut name = p.parse_optional_symbol_name()?;
    if name.is_none() {
        if !p.at_keyword("constant") {
            // Only a string literal is a visibility; anything else is a missing symbol name.
            let offset = p.offset();
            let vis = p.parse_attribute(Some(ctx.none_type())).ok();
            match vis {
                Some(v) if matches!(ctx.attr_data(v), AttrData::String { .. }) => {
                    p.add_attribute(state, "sym_visibility", v);
                }
                _ => {
                    return Err(p.error_at(offset, "expected valid '@'-identifier for symbol name"));
                }
            }
        }
        if p.parse_optional_keyword("constant") {
            p.add_attribute(state, "constant", ctx.unit_attr());
        }
        name = Some(p.parse_symbol_name()?);
    }
    let Some(name) = name else {
        return Err(p.error_here("expected valid '@'-identifier for symbol name"));
    };
    let name = ctx.ident_str(name).as_bytes().to_vec();
    p.add_attribute(state, "sym_name", ctx.string_attr(&name));
    p.parse_punct(Punct::Colon)?;
    let t = p.parse_type()?;
    let Some(r) = ranked(ctx, t).filter(|r| !r.shape.contains(&DYNAMIC)) else {
        let at = p.name_offset();
        return Err(p.error_at(
            at,
            format!(
                "type should be static shaped memref, but got '{}'",
                ty(ctx, t)
            ),
        ));
    };
    p.add_attribute(state, "type", ctx.type_attr(t));
    if p.parse_optional_punct(Punct::Equal) {
        if p.parse_optional_keyword("uninitialized") {
            p.add_attribute(state, "initial_value", ctx.unit_attr());
        } else {
            let tensor = tensor_of(ctx, &r);
            let init = p.parse_attribute(Some(tensor))?;
            p.add_attribute(state, "initial_value", init);
        }
    }
    parse_attrs(p, state)
}

/// `memref.global`.
pub(super) fn print_global(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let get = |n: &str| op_attr(ctx, body, op, n);
    if let Some(v) = get("sym_visibility") {
        p.write(" ");
        p.print_attribute(v);
    }
    if get("constant").is_some() {
        p.write(" constant");
    }
    p.write(" ");
    if let Some(AttrData::String { value, .. }) = get("sym_name").map(|a| ctx.attr_data(a)) {
        p.print_symbol_name(&String::from_utf8_lossy(value));
    }
    p.write(" : ");
    let t = match get("type").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Type(t)) => Some(*t),
        _ => None,
    };
    if let Some(t) = t {
        p.print_type(t);
    }
    if let Some(init) = get("initial_value") {
        p.write(" = ");
        if matches!(ctx.attr_data(init), AttrData::Unit) {
            p.write("uninitialized");
        } else {
            // The initial value without its `: tensor<...>` suffix when that is the type
            // the parser gives it.
            let text = attr_to_string(ctx, init);
            let expected = t
                .and_then(|t| ranked(ctx, t).map(|r| tensor_of(ctx, &r)))
                .map(|tt| format!(" : {}", ty(ctx, tt)));
            match expected.as_deref().and_then(|s| text.strip_suffix(s)) {
                Some(short) if elements_type(ctx, init).is_some() => p.write(short),
                _ => p.print_attribute(init),
            }
        }
    }
    print_attrs(
        p,
        &[
            "sym_name",
            "sym_visibility",
            "constant",
            "type",
            "initial_value",
        ],
    );
}

/// `memref.get_global @name : memref<...>`.
pub(super) fn parse_get_global(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let ctx = p.ctx();
    let name = p.parse_symbol_name()?;
    let sym = ctx.intern_attr(AttrData::SymbolRef {
        root: name,
        nested: Box::new([]),
    });
    p.add_attribute(state, "name", sym);
    p.parse_punct(Punct::Colon)?;
    let t = parse_memref_type(p, false)?;
    state.result_types.push(t);
    parse_attrs(p, state)
}

/// `memref.get_global`.
pub(super) fn print_get_global(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    p.write(" ");
    if let Some(a) = op_attr(ctx, body, op, "name") {
        p.print_attribute(a);
    }
    p.write(" : ");
    if let Some(r) = body.results(op).next() {
        p.print_type(body.value_type(r));
    }
    print_attrs(p, &["name"]);
}

// ---- alloca_scope ----

const SCOPE: &str = "memref.alloca_scope";
const SCOPE_RETURN: &str = "memref.alloca_scope.return";

/// `memref.alloca_scope`: one region holding one block that ends with its return.
pub(super) fn verify_alloca_scope(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    if body.regions(op).len() != 1 {
        return Err(format!("'{SCOPE}' op requires one region"));
    }
    if !body.successors(op).is_empty() {
        return Err(format!("'{SCOPE}' op requires zero successors"));
    }
    if body.num_operands(op) != 0 {
        return Err(format!("'{SCOPE}' op requires zero operands"));
    }
    let rbody = body.regions_body(op);
    let region = body.regions(op)[0];
    let blocks = rbody.blocks(region);
    if blocks.len() > 1 {
        return Err(format!(
            "'{SCOPE}' op expects region #0 to have 0 or 1 blocks"
        ));
    }
    let Some(&block) = blocks.first() else {
        return Err(format!(
            "'{SCOPE}' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks"
        ));
    };
    if !rbody.block_args(block).is_empty() {
        return Err(format!("'{SCOPE}' op region should have no arguments"));
    }
    let Some(last) = rbody.last_op(block) else {
        return Err(format!("'{SCOPE}' op expects a non-empty block"));
    };
    let last_name = ctx.op_name_str(rbody.op(last).name);
    if last_name != SCOPE_RETURN {
        return Err(format!(
            "'{SCOPE}' op expects regions to end with '{SCOPE_RETURN}', found '{last_name}'"
        ));
    }
    // The types along the edge from the return to the op's results.
    let expected: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    let got: Vec<Type> = rbody.operands(last).map(|v| rbody.value_type(v)).collect();
    let edge =
        format!("'{SCOPE}' op along control flow edge from Operation {SCOPE_RETURN} to parent:");
    if got.len() != expected.len() {
        return Err(format!(
            "{edge} region branch point has {} operands, but region successor needs {} inputs",
            got.len(),
            expected.len()
        ));
    }
    for (i, (g, e)) in got.iter().zip(&expected).enumerate() {
        if g != e {
            return Err(format!(
                "{edge} successor operand type #{i} '{}' should match successor input type #{i} '{}'",
                ty(ctx, *g),
                ty(ctx, *e)
            ));
        }
    }
    Ok(())
}

/// `memref.alloca_scope.return`: a terminator directly inside `memref.alloca_scope`.
pub(super) fn verify_alloca_scope_return(
    ctx: &Context,
    body: &Body,
    op: OpId,
    parent: Option<(&Body, OpId)>,
) -> Result<(), String> {
    counts(body, op, SCOPE_RETURN, 0, 0, true)?;
    if parent.is_some_and(|(b, o)| ctx.op_name_str(b.op(o).name) == SCOPE) {
        Ok(())
    } else {
        Err(format!("'{SCOPE_RETURN}' op expects parent op '{SCOPE}'"))
    }
}

/// `memref.alloca_scope (-> (types))? {...} attr-dict`, adding the implicit return.
pub(super) fn parse_alloca_scope(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let results = p.parse_optional_arrow_type_list()?;
    let region = p.parse_region(state, &[])?;
    strata_ods::ensure_region(p, state, region, Some(SCOPE_RETURN), false);
    parse_attrs(p, state)?;
    state.result_types.extend(results);
    Ok(())
}

/// `memref.alloca_scope`.
pub(super) fn print_alloca_scope(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (body, op) = (p.body(), p.op());
    p.write(" ");
    let results: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    if !results.is_empty() {
        p.write(" -> (");
        p.print_types(results.iter().copied());
        p.write(")");
    }
    p.write(" ");
    if let Some(&region) = body.regions(op).first() {
        p.print_region(region, false, !results.is_empty(), false);
    }
    print_attrs(p, &[]);
}

// `memref.alloca_scope.return attr-dict (%v, ... : types)?`.
pub(super) use strata_ods::{
    parse_attrs_and_typed_operands as parse_alloca_scope_return,
    print_attrs_and_typed_operands as print_alloca_scope_return,
};
