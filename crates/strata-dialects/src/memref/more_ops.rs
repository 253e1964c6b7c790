//! The remaining `memref` ops of MLIR 22: `reshape`, `dma_start`, `dma_wait`, `prefetch`,
//! `realloc` and `distinct_objects`, with mlir-opt's syntax, verifier messages, name hints
//! and memory effects (the atomic ops live in `atomic.rs`).

#[path = "atomic.rs"]
mod atomic;

use strata_asm::custom::{Delimiter, OpAsmParser, OpAsmPrinter, Punct, UnresolvedOperand};
use strata_asm::printer::{attr_to_string, type_to_string};
use strata_ir::apint::ApInt;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::interfaces::{EffectKind, Interfaces, MemoryEffect};
use strata_ir::ir::{Body, OpId, OperationState, ValueId};
use strata_ir::registry::{OpInfo, Traits};
use strata_ir::symbols::op_attr;
use strata_ir::types::DYNAMIC;
use strata_ir::{AttrData, Attribute, Context, Signedness, Type, TypeData};

pub(super) type PResult<T> = Result<T, Diagnostic>;

// ---- type helpers ----

/// `t` as mlir-opt prints it.
pub(super) fn ty(ctx: &Context, t: Type) -> String {
    type_to_string(ctx, t)
}

/// Whether `t` is `index`.
pub(super) fn is_index(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Index)
}

/// Shape, element type, layout and memory space of a ranked memref.
pub(super) type RankedParts<'a> = (&'a [i64], Type, Option<Attribute>, Option<Attribute>);

/// The parts of `t` if it is a ranked memref.
pub(super) fn ranked(ctx: &Context, t: Type) -> Option<RankedParts<'_>> {
    match ctx.type_data(t) {
        TypeData::MemRef {
            shape,
            element,
            layout,
            memory_space,
        } => Some((shape, *element, *layout, *memory_space)),
        _ => None,
    }
}

/// The rank of a ranked memref.
pub(super) fn rank(ctx: &Context, t: Type) -> Option<usize> {
    ranked(ctx, t).map(|r| r.0.len())
}

/// Whether `t` is a ranked or unranked memref.
pub(super) fn is_any_memref(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
    )
}

/// Element type and memory space of a ranked or unranked memref.
pub(super) fn elem_and_space(ctx: &Context, t: Type) -> Option<(Type, Option<Attribute>)> {
    match ctx.type_data(t) {
        TypeData::MemRef {
            element,
            memory_space,
            ..
        }
        | TypeData::UnrankedMemRef {
            element,
            memory_space,
        } => Some((*element, *memory_space)),
        _ => None,
    }
}

/// Whether a memref layout is the identity (MLIR's `MemRefLayoutAttrInterface::isIdentity`:
/// its affine map is the identity; `strided<[1]>` of a 1-D memref is).
fn identity_layout(ctx: &Context, layout: Option<Attribute>) -> bool {
    match layout.map(|l| ctx.attr_data(l)) {
        None => true,
        Some(AttrData::AffineMap(m)) => ctx.affine().is_identity(*m),
        Some(AttrData::Strided { strides, offset }) => *offset == 0 && **strides == [1],
        Some(_) => false,
    }
}

pub(super) fn is_signless_int(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::Integer {
            signedness: Signedness::Signless,
            ..
        }
    )
}

pub(super) fn is_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Float(_))
}

/// `'name' op <what> #i must be <summary>, but got '<type>'` unless `ok`.
pub(super) fn must(
    ctx: &Context,
    name: &str,
    what: &str,
    i: usize,
    t: Type,
    summary: &str,
    ok: bool,
) -> Result<(), String> {
    if ok {
        Ok(())
    } else {
        Err(format!(
            "'{name}' op {what} #{i} must be {summary}, but got '{}'",
            ty(ctx, t)
        ))
    }
}

/// Checks that operands `first..` (or `first..end`) are `index` values.
pub(super) fn check_indices(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
    first: usize,
    end: usize,
) -> Result<(), String> {
    for (i, v) in body.operands(op).enumerate().take(end).skip(first) {
        let t = body.value_type(v);
        must(
            ctx,
            name,
            "operand",
            i,
            t,
            "variadic of index",
            is_index(ctx, t),
        )?;
    }
    Ok(())
}

/// MLIR's error for inherent attributes that do not convert to the op's properties
/// (reported when the generic form is parsed upstream).
pub(super) fn invalid_property(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
    attr: &str,
    value: Attribute,
) -> String {
    let detail = format!(
        "Invalid attribute `{attr}` in property conversion: {}",
        attr_to_string(ctx, value)
    );
    strata_ods::invalid_properties(ctx, body, op, name, &detail)
}

/// The value of an integer attribute of type `iN` (signless) as `i64`.
pub(super) fn int_of_width(ctx: &Context, attr: Attribute, width: u32) -> Option<i64> {
    match ctx.attr_data(attr) {
        AttrData::Integer { ty, value }
            if matches!(
                ctx.type_data(*ty),
                TypeData::Integer { width: w, signedness: Signedness::Signless } if *w == width
            ) =>
        {
            value.to_i64_checked()
        }
        _ => None,
    }
}

fn is_integer_attr(ctx: &Context, attr: Attribute) -> bool {
    matches!(ctx.attr_data(attr), AttrData::Integer { .. })
}

/// A `BoolAttr` (an `i1` integer attribute).
fn bool_value(ctx: &Context, attr: Attribute) -> Option<bool> {
    int_of_width(ctx, attr, 1).map(|v| v != 0)
}

fn bool_attr(ctx: &Context, v: bool) -> Attribute {
    let i1 = ctx.integer_type(1, Signedness::Signless);
    ctx.integer_attr(i1, ApInt::from_u64(1, u64::from(v)))
}

/// Operand and result counts (see [`strata_ods::check_counts`]).
pub(super) fn counts(
    body: &Body,
    op: OpId,
    name: &str,
    results: usize,
    operands: usize,
    variadic: bool,
) -> Result<(), String> {
    strata_ods::check_counts(body, op, name, results, operands, variadic)
}

// ---- shared syntax helpers ----

/// The attribute dictionary without the `elided` names.
pub(super) fn print_attrs(p: &mut OpAsmPrinter<'_, '_, '_, '_>, elided: &[&str]) {
    let attrs = p.attrs();
    p.print_optional_attr_dict(&attrs, elided);
}

/// An optional attribute dictionary, added to `state`.
pub(super) fn parse_attrs(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    Ok(())
}

/// A type that must be a ranked memref (ODS's `MemRefType` parameters).
pub(super) fn parse_ranked_memref_type(p: &mut OpAsmParser<'_, '_, '_>) -> PResult<Type> {
    let offset = p.offset();
    let t = p.parse_type()?;
    if ranked(p.ctx(), t).is_some() {
        Ok(t)
    } else {
        let found = ty(p.ctx(), t);
        Err(p.error_at(
            offset,
            format!("invalid kind of type specified: expected builtin.memref, but found '{found}'"),
        ))
    }
}

/// Resolves every operand in `operands` as type `t` into `state`.
pub(super) fn resolve_all(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
    operands: &[UnresolvedOperand],
    t: Type,
) -> PResult<()> {
    for u in operands {
        let v = p.resolve_operand(u, t)?;
        state.operands.push(v);
    }
    Ok(())
}

/// `%m[%i, ...]`: the operand at `first` and the next `n` operands.
pub(super) fn print_indexed(p: &mut OpAsmPrinter<'_, '_, '_, '_>, first: usize, n: usize) {
    let (body, op) = (p.body(), p.op());
    let operands: Vec<ValueId> = body.operands(op).collect();
    if let Some(&m) = operands.get(first) {
        p.print_operand(m);
    }
    p.write("[");
    p.print_operands(operands.iter().skip(first + 1).take(n).copied());
    p.write("]");
}

fn name_result(body: &Body, op: OpId, set_name: &mut dyn FnMut(ValueId, &str), name: &str) {
    if body.num_results(op) == 1 {
        set_name(body.result(op, 0), name);
    }
}

// ---- memref.reshape ----

const RESHAPE: &str = "memref.reshape";

/// `memref.reshape`.
fn verify_reshape(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    counts(body, op, RESHAPE, 1, 2, false)?;
    let src = body.value_type(body.operand(op, 0));
    must(
        ctx,
        RESHAPE,
        "operand",
        0,
        src,
        "ranked or unranked memref of any type values",
        is_any_memref(ctx, src),
    )?;
    let shape_t = body.value_type(body.operand(op, 1));
    let shape = ranked(ctx, shape_t)
        .filter(|(s, e, ..)| s.len() == 1 && (is_signless_int(ctx, *e) || is_index(ctx, *e)));
    must(
        ctx,
        RESHAPE,
        "operand",
        1,
        shape_t,
        "1D memref of signless integer or index values",
        shape.is_some(),
    )?;
    let res = body.value_type(body.result(op, 0));
    must(
        ctx,
        RESHAPE,
        "result",
        0,
        res,
        "ranked or unranked memref of any type values",
        is_any_memref(ctx, res),
    )?;
    let (Some((se, _)), Some((re, _)), Some((shape_dims, ..))) =
        (elem_and_space(ctx, src), elem_and_space(ctx, res), shape)
    else {
        return Ok(());
    };
    if se != re {
        return Err(format!(
            "'{RESHAPE}' op element types of source and destination memref types should be the same"
        ));
    }
    if let Some((_, _, layout, _)) = ranked(ctx, src)
        && !identity_layout(ctx, layout)
    {
        return Err(format!(
            "'{RESHAPE}' op source memref type should have identity affine map"
        ));
    }
    if let Some((dims, _, layout, _)) = ranked(ctx, res) {
        if !identity_layout(ctx, layout) {
            return Err(format!(
                "'{RESHAPE}' op result memref type should have identity affine map"
            ));
        }
        let length = shape_dims[0];
        if length == DYNAMIC {
            return Err(format!(
                "'{RESHAPE}' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type"
            ));
        }
        if usize::try_from(length).ok() != Some(dims.len()) {
            return Err(format!(
                "'{RESHAPE}' op length of shape operand differs from the result's memref rank"
            ));
        }
    }
    Ok(())
}

/// `%src(%shape) attr-dict : (T, S) -> R`.
fn parse_reshape(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    p.parse_punct(Punct::LParen)?;
    let shape = p.parse_operand()?;
    p.parse_punct(Punct::RParen)?;
    parse_attrs(p, state)?;
    p.parse_punct(Punct::Colon)?;
    let offset = p.offset();
    let t = p.parse_type()?;
    let (inputs, results) = match p.ctx().type_data(t) {
        TypeData::Function { inputs, results } => (inputs.to_vec(), results.to_vec()),
        _ => {
            let found = ty(p.ctx(), t);
            return Err(p.error_at(
                offset,
                format!(
                    "invalid kind of type specified: expected builtin.function, but found '{found}'"
                ),
            ));
        }
    };
    let at = p.name_offset();
    let mut operands = Vec::new();
    p.resolve_operands(&[src, shape], &inputs, at, &mut operands)?;
    state.operands.extend(operands);
    state.result_types.extend(results);
    Ok(())
}

fn print_reshape(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (body, op) = (p.body(), p.op());
    let operands: Vec<ValueId> = body.operands(op).collect();
    p.write(" ");
    if let Some(&s) = operands.first() {
        p.print_operand(s);
    }
    p.write("(");
    if let Some(&s) = operands.get(1) {
        p.print_operand(s);
    }
    p.write(")");
    print_attrs(p, &[]);
    p.write(" : ");
    let inputs: Vec<Type> = operands.iter().map(|&v| body.value_type(v)).collect();
    let results: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    p.print_functional_type(&inputs, &results);
}

fn reshape_names(_: &Context, body: &Body, op: OpId, set_name: &mut dyn FnMut(ValueId, &str)) {
    name_result(body, op, set_name, "reshape");
}

/// Reads the shape operand.
fn reshape_effects(_: &Context, body: &Body, op: OpId, effects: &mut Vec<MemoryEffect>) {
    if let Some(shape) = body.operands(op).nth(1) {
        effects.push(MemoryEffect::on(EffectKind::Read, shape));
    }
}

// ---- memref.dma_start ----

const DMA_START: &str = "memref.dma_start";

/// Operand positions of a well-formed `dma_start`: (source, destination, tag, tag rank).
fn dma_positions(ctx: &Context, body: &Body, op: OpId) -> Option<(usize, usize, usize, usize)> {
    let ty_at = |i: usize| body.operands(op).nth(i).map(|v| body.value_type(v));
    let src_rank = rank(ctx, ty_at(0)?)?;
    let dst = 1 + src_rank;
    let dst_rank = rank(ctx, ty_at(dst)?)?;
    let tag = dst + dst_rank + 2;
    let tag_rank = rank(ctx, ty_at(tag)?)?;
    Some((0, dst, tag, tag_rank))
}

/// `memref.dma_start`.
fn verify_dma_start(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    counts(body, op, DMA_START, 0, 0, true)?;
    let types: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    let n = types.len();
    let err = |m: &str| Err(format!("'{DMA_START}' op {m}"));
    let all_index = |range: std::ops::Range<usize>| types[range].iter().all(|&t| is_index(ctx, t));
    if n < 4 {
        return err("expected at least 4 operands");
    }
    let Some(src_rank) = rank(ctx, types[0]) else {
        return err("expected source to be of memref type");
    };
    if n < src_rank + 4 {
        return err(&format!("expected at least {} operands", src_rank + 4));
    }
    if !all_index(1..1 + src_rank) {
        return err("expected source indices to be of index type");
    }
    let dst = 1 + src_rank;
    let Some(dst_rank) = rank(ctx, types[dst]) else {
        return err("expected destination to be of memref type");
    };
    let mut expected = src_rank + dst_rank + 4;
    if n < expected {
        return err(&format!("expected at least {expected} operands"));
    }
    if !all_index(dst + 1..dst + 1 + dst_rank) {
        return err("expected destination indices to be of index type");
    }
    let num = dst + 1 + dst_rank;
    if !is_index(ctx, types[num]) {
        return err("expected num elements to be of index type");
    }
    let tag = num + 1;
    let Some(tag_rank) = rank(ctx, types[tag]) else {
        return err("expected tag to be of memref type");
    };
    expected += tag_rank;
    if n < expected {
        return err(&format!("expected at least {expected} operands"));
    }
    if !all_index(tag + 1..tag + 1 + tag_rank) {
        return err("expected tag indices to be of index type");
    }
    if n != expected && n != expected + 2 {
        return err("incorrect number of operands");
    }
    if n == expected + 2 && !(is_index(ctx, types[n - 2]) && is_index(ctx, types[n - 1])) {
        return err("expected stride and num elements per stride to be of type index");
    }
    Ok(())
}

/// `%src[...], %dst[...], %n, %tag[...] (, %stride, %per_stride)? : S, D, T` (no attribute
/// dictionary: upstream's parser does not read one).
fn parse_dma_start(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    let src_idx = p.parse_operand_list(Delimiter::Square)?;
    p.parse_punct(Punct::Comma)?;
    let dst = p.parse_operand()?;
    let dst_idx = p.parse_operand_list(Delimiter::Square)?;
    p.parse_punct(Punct::Comma)?;
    let num = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let tag = p.parse_operand()?;
    let tag_idx = p.parse_operand_list(Delimiter::Square)?;
    let strides = if p.parse_optional_punct(Punct::Comma) {
        p.parse_operand_list(Delimiter::None)?
    } else {
        Vec::new()
    };
    if !strides.is_empty() && strides.len() != 2 {
        let at = p.name_offset();
        return Err(p.error_at(at, "expected two stride related operands"));
    }
    let types = p.parse_colon_type_list()?;
    let &[ts, td, tt] = types.as_slice() else {
        let at = p.name_offset();
        return Err(p.error_at(at, "fewer/more types expected"));
    };
    let index = p.ctx().index_type();
    let v = p.resolve_operand(&src, ts)?;
    state.operands.push(v);
    resolve_all(p, state, &src_idx, index)?;
    let v = p.resolve_operand(&dst, td)?;
    state.operands.push(v);
    resolve_all(p, state, &dst_idx, index)?;
    let v = p.resolve_operand(&num, index)?;
    state.operands.push(v);
    let v = p.resolve_operand(&tag, tt)?;
    state.operands.push(v);
    resolve_all(p, state, &tag_idx, index)?;
    resolve_all(p, state, &strides, index)
}

fn print_dma_start(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let operands: Vec<ValueId> = body.operands(op).collect();
    let Some((src, dst, tag, tag_rank)) = dma_positions(ctx, body, op) else {
        // Not well formed (only printed so in the generic form); show the operands.
        p.write(" ");
        p.print_operands(operands.iter().copied());
        return;
    };
    p.write(" ");
    print_indexed(p, src, dst - src - 1);
    p.write(", ");
    print_indexed(p, dst, tag - dst - 2);
    p.write(", ");
    if let Some(&n) = operands.get(tag - 1) {
        p.print_operand(n);
    }
    p.write(", ");
    print_indexed(p, tag, tag_rank);
    let end = tag + 1 + tag_rank;
    if operands.len() > end {
        p.write(", ");
        p.print_operands(operands[end..].iter().copied());
    }
    print_attrs(p, &[]);
    p.write(" : ");
    for (i, &at) in [src, dst, tag].iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if let Some(&v) = operands.get(at) {
            p.print_type(body.value_type(v));
        }
    }
}

/// Reads the source and the tag, writes the destination.
fn dma_start_effects(ctx: &Context, body: &Body, op: OpId, effects: &mut Vec<MemoryEffect>) {
    let Some((src, dst, tag, _)) = dma_positions(ctx, body, op) else {
        return;
    };
    let operands: Vec<ValueId> = body.operands(op).collect();
    for (at, kind) in [
        (src, EffectKind::Read),
        (dst, EffectKind::Write),
        (tag, EffectKind::Read),
    ] {
        if let Some(&v) = operands.get(at) {
            effects.push(MemoryEffect::on(kind, v));
        }
    }
}

// ---- memref.dma_wait ----

const DMA_WAIT: &str = "memref.dma_wait";

/// `memref.dma_wait`.
fn verify_dma_wait(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    counts(body, op, DMA_WAIT, 0, 2, true)?;
    let n = body.num_operands(op);
    let tag = body.value_type(body.operand(op, 0));
    must(
        ctx,
        DMA_WAIT,
        "operand",
        0,
        tag,
        "memref of any type values",
        ranked(ctx, tag).is_some(),
    )?;
    check_indices(ctx, body, op, DMA_WAIT, 1, n - 1)?;
    let last = body.value_type(body.operand(op, n - 1));
    must(
        ctx,
        DMA_WAIT,
        "operand",
        n - 1,
        last,
        "index",
        is_index(ctx, last),
    )?;
    let tag_rank = rank(ctx, tag).unwrap_or(0);
    if n - 2 != tag_rank {
        return Err(format!(
            "'{DMA_WAIT}' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected {tag_rank}, but got {}",
            n - 2
        ));
    }
    Ok(())
}

/// `%tag[%i, ...], %n attr-dict : memref<...>`.
fn parse_dma_wait(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let tag = p.parse_operand()?;
    let indices = p.parse_operand_list(Delimiter::Square)?;
    p.parse_punct(Punct::Comma)?;
    let num = p.parse_operand()?;
    parse_attrs(p, state)?;
    p.parse_punct(Punct::Colon)?;
    let t = parse_ranked_memref_type(p)?;
    let v = p.resolve_operand(&tag, t)?;
    state.operands.push(v);
    let index = p.ctx().index_type();
    resolve_all(p, state, &indices, index)?;
    let v = p.resolve_operand(&num, index)?;
    state.operands.push(v);
    Ok(())
}

fn print_dma_wait(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (body, op) = (p.body(), p.op());
    let operands: Vec<ValueId> = body.operands(op).collect();
    p.write(" ");
    print_indexed(p, 0, operands.len().saturating_sub(2));
    p.write(", ");
    if operands.len() > 1
        && let Some(&n) = operands.last()
    {
        p.print_operand(n);
    }
    print_attrs(p, &[]);
    p.write(" : ");
    if let Some(&t) = operands.first() {
        p.print_type(body.value_type(t));
    }
}

/// Reads and writes the tag: a wait is never dead code (mlir-opt 22's canonicalizer keeps
/// an unused `dma_wait`, so it is not read-only there either).
fn dma_wait_effects(_: &Context, body: &Body, op: OpId, effects: &mut Vec<MemoryEffect>) {
    if let Some(tag) = body.operands(op).next() {
        effects.push(MemoryEffect::on(EffectKind::Read, tag));
        effects.push(MemoryEffect::on(EffectKind::Write, tag));
    }
}

// ---- memref.prefetch ----

const PREFETCH: &str = "memref.prefetch";

/// `memref.prefetch`.
fn verify_prefetch(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let get = |n: &str| op_attr(ctx, body, op, n);
    for name in ["isDataCache", "isWrite"] {
        if let Some(a) = get(name)
            && bool_value(ctx, a).is_none()
        {
            return Err(invalid_property(ctx, body, op, PREFETCH, name, a));
        }
    }
    if let Some(a) = get("localityHint")
        && !is_integer_attr(ctx, a)
    {
        return Err(invalid_property(ctx, body, op, PREFETCH, "localityHint", a));
    }
    counts(body, op, PREFETCH, 0, 1, true)?;
    for name in ["isDataCache", "isWrite", "localityHint"] {
        if get(name).is_none() {
            return Err(format!("'{PREFETCH}' op requires attribute '{name}'"));
        }
    }
    if get("localityHint")
        .and_then(|a| int_of_width(ctx, a, 32))
        .is_none_or(|v| !(0..=3).contains(&v))
    {
        return Err(format!(
            "'{PREFETCH}' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3"
        ));
    }
    let m = body.value_type(body.operand(op, 0));
    must(
        ctx,
        PREFETCH,
        "operand",
        0,
        m,
        "memref of any type values",
        ranked(ctx, m).is_some(),
    )?;
    let n = body.num_operands(op);
    check_indices(ctx, body, op, PREFETCH, 1, n)?;
    if rank(ctx, m) != Some(n - 1) {
        return Err(format!("'{PREFETCH}' op too few indices"));
    }
    Ok(())
}

/// `%m[%i, ...], read|write, locality<N>, data|instr : memref<...>` (no attribute
/// dictionary: upstream's parser does not read one).
fn parse_prefetch(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let m = p.parse_operand()?;
    let indices = p.parse_operand_list(Delimiter::Square)?;
    p.parse_punct(Punct::Comma)?;
    let Some(rw) = p.parse_optional_bare_keyword() else {
        return Err(p.error_here("expected valid keyword"));
    };
    let write = rw == "write";
    let rw_ok = rw == "read" || write;
    p.parse_punct(Punct::Comma)?;
    p.parse_keyword("locality")?;
    p.parse_punct(Punct::Less)?;
    let offset = p.offset();
    let i32t = ctx.integer_type(32, Signedness::Signless);
    let hint = p.parse_attribute(Some(i32t))?;
    if !is_integer_attr(ctx, hint) {
        return Err(p.error_at(offset, "invalid kind of attribute specified"));
    }
    p.add_attribute(state, "localityHint", hint);
    p.parse_punct(Punct::Greater)?;
    p.parse_punct(Punct::Comma)?;
    let Some(cache) = p.parse_optional_bare_keyword() else {
        return Err(p.error_here("expected valid keyword"));
    };
    let data = cache == "data";
    let cache_ok = data || cache == "instr";
    // `parseColonType` reports a wrong kind of type at the colon.
    let colon = p.offset();
    p.parse_punct(Punct::Colon)?;
    let t = p.parse_type()?;
    if ranked(ctx, t).is_none() {
        let found = ty(ctx, t);
        return Err(p.error_at(
            colon,
            format!("invalid kind of type specified: expected builtin.memref, but found '{found}'"),
        ));
    }
    let v = p.resolve_operand(&m, t)?;
    state.operands.push(v);
    let index = ctx.index_type();
    resolve_all(p, state, &indices, index)?;
    let at = p.name_offset();
    if !rw_ok {
        return Err(p.error_at(at, "rw specifier has to be 'read' or 'write'"));
    }
    p.add_attribute(state, "isWrite", bool_attr(ctx, write));
    if !cache_ok {
        return Err(p.error_at(at, "cache type has to be 'data' or 'instr'"));
    }
    p.add_attribute(state, "isDataCache", bool_attr(ctx, data));
    Ok(())
}

fn print_prefetch(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let get = |n: &str| op_attr(ctx, body, op, n);
    p.write(" ");
    print_indexed(p, 0, body.num_operands(op).saturating_sub(1));
    let write = get("isWrite").and_then(|a| bool_value(ctx, a)) == Some(true);
    p.write(if write { ", write" } else { ", read" });
    p.write(", locality<");
    let hint = get("localityHint").map_or_else(String::new, |a| match ctx.attr_data(a) {
        AttrData::Integer { value, .. } => value
            .to_i64_checked()
            .map_or_else(|| attr_to_string(ctx, a), |v| v.to_string()),
        _ => attr_to_string(ctx, a),
    });
    p.write(&hint);
    let data = get("isDataCache").and_then(|a| bool_value(ctx, a)) == Some(true);
    p.write(if data { ">, data" } else { ">, instr" });
    print_attrs(p, &["localityHint", "isWrite", "isDataCache"]);
    p.write(" : ");
    if let Some(m) = body.operands(op).next() {
        p.print_type(body.value_type(m));
    }
}

// ---- memref.realloc ----

const REALLOC: &str = "memref.realloc";
/// The summary of an `alignment` attribute's constraint in verifier messages.
pub(super) const ALIGNMENT_SUMMARY: &str = "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0";

/// Whether `attr` is a positive power-of-two `i64` (an `alignment` attribute).
pub(super) fn valid_alignment(ctx: &Context, attr: Attribute) -> bool {
    int_of_width(ctx, attr, 64).is_some_and(|v| v > 0 && (v as u64).is_power_of_two())
}

/// `memref.realloc`.
fn verify_realloc(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let alignment = op_attr(ctx, body, op, "alignment");
    if let Some(a) = alignment
        && !is_integer_attr(ctx, a)
    {
        return Err(invalid_property(ctx, body, op, REALLOC, "alignment", a));
    }
    counts(body, op, REALLOC, 1, 1, true)?;
    let n = body.num_operands(op);
    if n > 2 {
        return Err(format!(
            "'{REALLOC}' op operand group starting at #1 requires 0 or 1 element, but found {}",
            n - 1
        ));
    }
    if let Some(a) = alignment
        && !valid_alignment(ctx, a)
    {
        return Err(format!(
            "'{REALLOC}' op attribute 'alignment' failed to satisfy constraint: {ALIGNMENT_SUMMARY}"
        ));
    }
    const ONE_D: &str = "1D memref of any type values";
    let src = body.value_type(body.operand(op, 0));
    must(
        ctx,
        REALLOC,
        "operand",
        0,
        src,
        ONE_D,
        rank(ctx, src) == Some(1),
    )?;
    if n == 2 {
        let t = body.value_type(body.operand(op, 1));
        must(ctx, REALLOC, "operand", 1, t, "index", is_index(ctx, t))?;
    }
    let res = body.value_type(body.result(op, 0));
    must(
        ctx,
        REALLOC,
        "result",
        0,
        res,
        ONE_D,
        rank(ctx, res) == Some(1),
    )?;
    let (Some((_, se, sl, ss)), Some((rs, re, rl, rsp))) = (ranked(ctx, src), ranked(ctx, res))
    else {
        return Ok(());
    };
    if !identity_layout(ctx, sl) {
        return Err(format!(
            "unsupported layout for source memref type '{}'",
            ty(ctx, src)
        ));
    }
    if !identity_layout(ctx, rl) {
        return Err(format!(
            "unsupported layout for result memref type '{}'",
            ty(ctx, res)
        ));
    }
    if ss != rsp {
        return Err(format!(
            "different memory spaces specified for source memref type '{}' and result memref type '{}'",
            ty(ctx, src),
            ty(ctx, res)
        ));
    }
    if se != re {
        return Err(format!(
            "different element types specified for source memref type '{}' and result memref type '{}'",
            ty(ctx, src),
            ty(ctx, res)
        ));
    }
    let dynamic = rs.contains(&DYNAMIC);
    if dynamic && n == 1 {
        return Err(format!(
            "missing dimension operand for result type '{}'",
            ty(ctx, res)
        ));
    }
    if !dynamic && n == 2 {
        return Err(format!(
            "unnecessary dimension operand for result type '{}'",
            ty(ctx, res)
        ));
    }
    Ok(())
}

/// `%src (`(` %size `)`)? attr-dict : memref<...> to memref<...>`.
fn parse_realloc(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    let mut size = None;
    if p.parse_optional_punct(Punct::LParen) {
        size = p.parse_optional_operand()?;
        p.parse_punct(Punct::RParen)?;
    }
    let offset = p.offset();
    let attrs = p.parse_optional_attr_dict()?;
    let ctx = p.ctx();
    if attrs
        .iter()
        .any(|a| ctx.ident_str(a.name) == "alignment" && !valid_alignment(ctx, a.value))
    {
        return Err(p.error_at(
            offset,
            format!(
                "'{REALLOC}' op attribute 'alignment' failed to satisfy constraint: {ALIGNMENT_SUMMARY}"
            ),
        ));
    }
    p.add_attributes(state, attrs);
    p.parse_punct(Punct::Colon)?;
    let from = parse_ranked_memref_type(p)?;
    p.parse_keyword("to")?;
    let to = p.parse_type()?;
    let v = p.resolve_operand(&src, from)?;
    state.operands.push(v);
    if let Some(size) = size {
        let index = ctx.index_type();
        let v = p.resolve_operand(&size, index)?;
        state.operands.push(v);
    }
    state.result_types.push(to);
    Ok(())
}

fn print_realloc(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (body, op) = (p.body(), p.op());
    let operands: Vec<ValueId> = body.operands(op).collect();
    p.write(" ");
    if let Some(&s) = operands.first() {
        p.print_operand(s);
    }
    if let Some(&d) = operands.get(1) {
        p.write("(");
        p.print_operand(d);
        p.write(")");
    }
    print_attrs(p, &[]);
    p.write(" : ");
    if let Some(&s) = operands.first() {
        p.print_type(body.value_type(s));
    }
    p.write(" to ");
    if let Some(r) = body.results(op).next() {
        p.print_type(body.value_type(r));
    }
}

/// Frees the source, allocates the result.
fn realloc_effects(_: &Context, body: &Body, op: OpId, effects: &mut Vec<MemoryEffect>) {
    if let Some(src) = body.operands(op).next() {
        effects.push(MemoryEffect::on(EffectKind::Free, src));
    }
    if let Some(r) = body.results(op).next() {
        effects.push(MemoryEffect::on(EffectKind::Allocate, r));
    }
}

// ---- memref.distinct_objects ----

const DISTINCT: &str = "memref.distinct_objects";

/// `memref.distinct_objects`.
fn verify_distinct_objects(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    if !body.regions(op).is_empty() {
        return Err(format!("'{DISTINCT}' op requires zero regions"));
    }
    if !body.successors(op).is_empty() {
        return Err(format!("'{DISTINCT}' op requires zero successors"));
    }
    const SUMMARY: &str = "variadic of memref of any type values";
    for (i, v) in body.operands(op).enumerate() {
        let t = body.value_type(v);
        must(
            ctx,
            DISTINCT,
            "operand",
            i,
            t,
            SUMMARY,
            ranked(ctx, t).is_some(),
        )?;
    }
    for (i, v) in body.results(op).enumerate() {
        let t = body.value_type(v);
        must(
            ctx,
            DISTINCT,
            "result",
            i,
            t,
            SUMMARY,
            ranked(ctx, t).is_some(),
        )?;
    }
    let operands: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    let results: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    if operands != results {
        return Err(format!(
            "'{DISTINCT}' op operand types and result types must match"
        ));
    }
    if operands.is_empty() {
        return Err(format!("'{DISTINCT}' op expected at least one operand"));
    }
    Ok(())
}

/// `%a, %b attr-dict : T1, T2` (the results have the operands' types).
fn parse_distinct_objects(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let at = p.offset();
    let uses = p.parse_operand_list(Delimiter::None)?;
    parse_attrs(p, state)?;
    let types = p.parse_colon_type_list()?;
    let mut operands = Vec::new();
    p.resolve_operands(&uses, &types, at, &mut operands)?;
    state.operands.extend(operands);
    state.result_types.extend(types);
    Ok(())
}

fn print_distinct_objects(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (body, op) = (p.body(), p.op());
    let operands: Vec<ValueId> = body.operands(op).collect();
    p.write(" ");
    p.print_operands(operands.iter().copied());
    print_attrs(p, &[]);
    p.write(" : ");
    p.print_types(operands.iter().map(|&v| body.value_type(v)));
}

/// The result types of `distinct_objects`: its operand types.
fn distinct_objects_types(
    _: &Context,
    operand_types: &[Type],
    _: Option<Attribute>,
) -> Result<Vec<Type>, String> {
    Ok(operand_types.to_vec())
}

// ---- registration ----

/// Registers the ops of this file and of `atomic.rs`.
pub(super) fn register(ctx: &Context) {
    let pure = Traits {
        pure: true,
        ..Traits::default()
    };
    super::reg(
        ctx,
        OpInfo {
            name: RESHAPE,
            traits: pure,
            verify: Some(verify_reshape),
            interfaces: Interfaces {
                memory_effects: Some(reshape_effects),
                ..Interfaces::default()
            },
            ..Default::default()
        },
        (parse_reshape, print_reshape, Some(reshape_names)),
    );
    super::reg(
        ctx,
        OpInfo {
            name: DMA_START,
            verify: Some(verify_dma_start),
            interfaces: Interfaces {
                memory_effects: Some(dma_start_effects),
                ..Interfaces::default()
            },
            fold: Some(super::fold::fold_cast_operands),
            ..Default::default()
        },
        (parse_dma_start, print_dma_start, None),
    );
    super::reg(
        ctx,
        OpInfo {
            name: DMA_WAIT,
            verify: Some(verify_dma_wait),
            interfaces: Interfaces {
                memory_effects: Some(dma_wait_effects),
                ..Interfaces::default()
            },
            fold: Some(super::fold::fold_cast_operands),
            ..Default::default()
        },
        (parse_dma_wait, print_dma_wait, None),
    );
    // `prefetch` declares no memory effects upstream (they are unknown).
    super::reg(
        ctx,
        OpInfo {
            name: PREFETCH,
            verify: Some(verify_prefetch),
            inherent_attrs: &["isDataCache", "isWrite", "localityHint"],
            fold: Some(super::fold::fold_cast_operands),
            ..Default::default()
        },
        (parse_prefetch, print_prefetch, None),
    );
    super::reg(
        ctx,
        OpInfo {
            name: REALLOC,
            verify: Some(verify_realloc),
            inherent_attrs: &["alignment"],
            interfaces: Interfaces {
                memory_effects: Some(realloc_effects),
                ..Interfaces::default()
            },
            ..Default::default()
        },
        (parse_realloc, print_realloc, None),
    );
    super::reg(
        ctx,
        OpInfo {
            name: DISTINCT,
            traits: pure,
            verify: Some(verify_distinct_objects),
            interfaces: Interfaces {
                infer_result_types: Some(distinct_objects_types),
                ..Interfaces::default()
            },
            ..Default::default()
        },
        (parse_distinct_objects, print_distinct_objects, None),
    );
    atomic::register(ctx);
}
