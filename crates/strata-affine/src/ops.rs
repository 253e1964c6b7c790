//! Parsers, printers, verifiers and interface hooks of the core `affine` ops.

use std::ops::Range;

use strata_asm::custom::{Delimiter, OpAsmParser, OpAsmPrinter, Punct, UnresolvedOperand};
use strata_asm::printer::type_to_string;
use strata_ir::affine::{AffineMap, IntegerSet};
use strata_ir::apint::ApInt;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::interfaces::{
    EffectKind, MemoryEffect, RegionPoint, RegionSuccessor, Speculatability,
};
use strata_ir::ir::{Body, OpId, OperationState, RegionId, ValueId};
use strata_ir::symbols::op_attr;
use strata_ir::{AttrData, Attribute, Context, Type, TypeData};

use super::valid::verify_dims_and_symbols;
use strata_ods::{ensure_region, i32_array, i32_array_attr};

type PResult<T> = Result<T, Diagnostic>;

/// `affine.apply`.
pub(crate) const APPLY: &str = "affine.apply";
/// `affine.min`.
pub(crate) const MIN: &str = "affine.min";
/// `affine.max`.
pub(crate) const MAX: &str = "affine.max";
/// `affine.load`.
pub(crate) const LOAD: &str = "affine.load";
/// `affine.store`.
pub(crate) const STORE: &str = "affine.store";
/// `affine.for`.
pub(crate) const FOR: &str = "affine.for";
/// `affine.if`.
pub(crate) const IF: &str = "affine.if";
/// `affine.yield`.
pub(crate) const YIELD: &str = "affine.yield";

// ---- attribute helpers ----

/// The affine map held in attribute `name` of `op`.
pub(crate) fn map_attr(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<AffineMap> {
    match ctx.attr_data(op_attr(ctx, body, op, name)?) {
        AttrData::AffineMap(m) => Some(*m),
        _ => None,
    }
}

/// The integer set held in `condition` of an `affine.if`.
pub(crate) fn set_attr(ctx: &Context, body: &Body, op: OpId) -> Option<IntegerSet> {
    match ctx.attr_data(op_attr(ctx, body, op, "condition")?) {
        AttrData::IntegerSet(s) => Some(*s),
        _ => None,
    }
}

/// An `affine_map` attribute.
pub(crate) fn map_attribute(ctx: &Context, map: AffineMap) -> Attribute {
    ctx.intern_attr(AttrData::AffineMap(map))
}

/// The step of an `affine.for` (1 if malformed).
pub(crate) fn for_step(ctx: &Context, body: &Body, op: OpId) -> i64 {
    op_attr(ctx, body, op, "step")
        .and_then(|a| match ctx.attr_data(a) {
            AttrData::Integer { value, .. } => value.to_i64_checked(),
            _ => None,
        })
        .unwrap_or(1)
}

/// An `index` integer attribute.
pub(crate) fn index_attr(ctx: &Context, v: i64) -> Attribute {
    ctx.integer_attr(ctx.index_type(), ApInt::from_i64(64, v))
}

/// The operand segments of an `affine.for`: lower bound, upper bound and inits ranges.
pub(crate) fn for_segments(ctx: &Context, body: &Body, op: OpId) -> Option<[Range<usize>; 3]> {
    let segs = op_attr(ctx, body, op, "operandSegmentSizes").and_then(|a| i32_array(ctx, a))?;
    if segs.len() != 3 || segs.iter().any(|&s| s < 0) {
        return None;
    }
    let (a, b, c) = (segs[0] as usize, segs[1] as usize, segs[2] as usize);
    if a + b + c != body.num_operands(op) {
        return None;
    }
    Some([0..a, a..a + b, a + b..a + b + c])
}

/// The single-block body of region `i` of `op` and its entry block arguments.
fn entry_args(body: &Body, op: OpId, i: usize) -> Vec<ValueId> {
    let rbody = body.regions_body(op);
    body.regions(op)
        .get(i)
        .and_then(|&r| rbody.blocks(r).first())
        .map(|&b| rbody.block_args(b).to_vec())
        .unwrap_or_default()
}

fn ty(ctx: &Context, t: Type) -> String {
    type_to_string(ctx, t)
}

// ---- shared syntax pieces ----

fn print_attrs(p: &mut OpAsmPrinter<'_, '_, '_, '_>, elided: &[&str]) {
    let attrs = p.attrs();
    p.print_optional_attr_dict(&attrs, elided);
}

fn parse_attrs(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    Ok(())
}

/// `(%d, ...)` then `[%s, ...]` if present: the operands and the number of dimensions.
fn parse_dim_and_symbol_list(
    p: &mut OpAsmParser<'_, '_, '_>,
) -> PResult<(Vec<UnresolvedOperand>, usize)> {
    let mut operands = p.parse_operand_list(Delimiter::Paren)?;
    let num_dims = operands.len();
    operands.extend(p.parse_operand_list(Delimiter::OptionalSquare)?);
    Ok((operands, num_dims))
}

/// `(%d, ...)` and, if there are symbols, `[%s, ...]`.
fn print_dim_and_symbol_list(
    p: &mut OpAsmPrinter<'_, '_, '_, '_>,
    operands: &[ValueId],
    num_dims: usize,
) {
    let split = num_dims.min(operands.len());
    p.write("(");
    p.print_operands(operands[..split].iter().copied());
    p.write(")");
    if operands.len() > split {
        p.write("[");
        p.print_operands(operands[split..].iter().copied());
        p.write("]");
    }
}

fn resolve_index(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
    operands: &[UnresolvedOperand],
) -> PResult<()> {
    let index = p.ctx().index_type();
    for u in operands {
        let v = p.resolve_operand(u, index)?;
        state.operands.push(v);
    }
    Ok(())
}

/// An attribute that must be an affine map (`invalid kind of attribute specified`).
fn parse_map_attr(p: &mut OpAsmParser<'_, '_, '_>) -> PResult<(Attribute, AffineMap)> {
    let offset = p.offset();
    let attr = p.parse_attribute(None)?;
    match p.ctx().attr_data(attr) {
        AttrData::AffineMap(m) => Ok((attr, *m)),
        _ => Err(p.error_at(offset, "invalid kind of attribute specified")),
    }
}

/// Prints `map`'s results over SSA values: dimensions as `%v`, symbols as `symbol(%v)`
/// (MLIR's `printAffineMapOfSSAIds`).
fn print_map_of_ssa_ids(
    p: &mut OpAsmPrinter<'_, '_, '_, '_>,
    map: AffineMap,
    operands: &[ValueId],
) {
    let ctx = p.ctx();
    let store = ctx.affine();
    let data = store.map_data(map);
    let num_dims = data.num_dims as usize;
    // Render with markers, then print the operands between the text pieces.
    let mut text = String::new();
    for (i, &e) in data.results.iter().enumerate() {
        if i > 0 {
            text.push_str(", ");
        }
        let _ = store.write_expr_with(&mut text, e, &mut |out, pos, sym| {
            let index = if sym {
                num_dims + pos as usize
            } else {
                pos as usize
            };
            if sym {
                write!(out, "symbol(\u{1}{index}\u{1})")
            } else {
                write!(out, "\u{1}{index}\u{1}")
            }
        });
    }
    for (i, piece) in text.split('\u{1}').enumerate() {
        if i % 2 == 0 {
            p.write(piece);
        } else {
            match piece.parse::<usize>().ok().and_then(|k| operands.get(k)) {
                Some(&v) => p.print_operand(v),
                None => p.write("<<invalid>>"),
            }
        }
    }
}

// ---- affine.apply / min / max ----

/// `affine.apply #map(%d...)[%s...] attr-dict`.
pub(super) fn parse_apply(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let ctx = p.ctx();
    let (attr, map) = parse_map_attr(p)?;
    p.add_attribute(state, "map", attr);
    let (operands, num_dims) = parse_dim_and_symbol_list(p)?;
    parse_attrs(p, state)?;
    let data = ctx.affine().map_data(map);
    if data.num_dims as usize != num_dims || data.num_inputs() as usize != operands.len() {
        return Err(p.error_at(p.name_offset(), "dimension or symbol index mismatch"));
    }
    resolve_index(p, state, &operands)?;
    state
        .result_types
        .extend(std::iter::repeat_n(ctx.index_type(), data.num_results()));
    Ok(())
}

/// `affine.apply`, `affine.min`, `affine.max`.
pub(super) fn print_apply(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let operands: Vec<ValueId> = body.operands(op).collect();
    p.write(" ");
    let num_dims = match op_attr(ctx, body, op, "map") {
        Some(a) => {
            p.print_attribute(a);
            map_attr(ctx, body, op, "map").map_or(0, |m| ctx.affine().map_data(m).num_dims as usize)
        }
        None => 0,
    };
    print_dim_and_symbol_list(p, &operands, num_dims);
    print_attrs(p, &["map"]);
}

/// `affine.min`/`affine.max` `#map(%d...)[%s...] attr-dict`.
pub(super) fn parse_min_max(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let (attr, _) = parse_map_attr(p)?;
    p.add_attribute(state, "map", attr);
    let (operands, _) = parse_dim_and_symbol_list(p)?;
    parse_attrs(p, state)?;
    resolve_index(p, state, &operands)?;
    state.result_types.push(p.ctx().index_type());
    Ok(())
}

/// `affine.min`/`affine.max`.
pub(super) fn print_min_max(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    print_apply(p);
}

fn is_index(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Index)
}

/// Checks that every operand is an `index` (ODS `Variadic<Index>`).
fn check_index_operands(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
    range: Range<usize>,
) -> Result<(), String> {
    for i in range {
        let t = body.value_type(body.operand(op, i));
        if !is_index(ctx, t) {
            return Err(format!(
                "'{name}' op operand #{i} must be variadic of index, but got '{}'",
                ty(ctx, t)
            ));
        }
    }
    Ok(())
}

fn required_map(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
    attr: &str,
) -> Result<AffineMap, String> {
    match op_attr(ctx, body, op, attr) {
        None => Err(format!("'{name}' op requires attribute '{attr}'")),
        Some(a) => match ctx.attr_data(a) {
            AttrData::AffineMap(m) => Ok(*m),
            _ => Err(format!(
                "'{name}' op attribute '{attr}' failed to satisfy constraint: AffineMap attribute"
            )),
        },
    }
}

fn check_index_results(ctx: &Context, body: &Body, op: OpId, name: &str) -> Result<(), String> {
    for (i, r) in body.results(op).enumerate() {
        let t = body.value_type(r);
        if !is_index(ctx, t) {
            return Err(format!(
                "'{name}' op result #{i} must be index, but got '{}'",
                ty(ctx, t)
            ));
        }
    }
    Ok(())
}

/// `affine.apply`: one index result of a one-result map with matching operands.
pub(super) fn verify_apply(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let map = required_map(ctx, body, op, APPLY, "map")?;
    check_index_operands(ctx, body, op, APPLY, 0..body.num_operands(op))?;
    if body.num_results(op) != 1 {
        return Err(format!("'{APPLY}' op requires one result"));
    }
    check_index_results(ctx, body, op, APPLY)?;
    let data = ctx.affine().map_data(map);
    if body.num_operands(op) != data.num_inputs() as usize {
        return Err(format!(
            "'{APPLY}' op operand count and affine map dimension and symbol count must match"
        ));
    }
    if data.num_results() != 1 {
        return Err(format!("'{APPLY}' op mapping must produce one value"));
    }
    Ok(())
}

/// `affine.min`/`affine.max`.
pub(super) fn verify_min_max(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let name = ctx.op_name_str(body.op(op).name);
    let map = required_map(ctx, body, op, name, "map")?;
    check_index_operands(ctx, body, op, name, 0..body.num_operands(op))?;
    if body.num_results(op) != 1 {
        return Err(format!("'{name}' op requires one result"));
    }
    check_index_results(ctx, body, op, name)?;
    let data = ctx.affine().map_data(map);
    if body.num_operands(op) != data.num_inputs() as usize {
        return Err(format!(
            "'{name}' op operand count and affine map dimension and symbol count must match"
        ));
    }
    Ok(())
}

// ---- affine.load / affine.store ----

/// `: memref<...>` of a load/store (`invalid kind of type specified` otherwise).
fn parse_memref_type(p: &mut OpAsmParser<'_, '_, '_>) -> PResult<(Type, Type)> {
    p.parse_punct(Punct::Colon)?;
    let offset = p.offset();
    let t = p.parse_type()?;
    match p.ctx().type_data(t) {
        TypeData::MemRef { element, .. } => Ok((t, *element)),
        _ => {
            let found = ty(p.ctx(), t);
            Err(p.error_at(
                offset,
                format!(
                    "invalid kind of type specified: expected builtin.memref, but found '{found}'"
                ),
            ))
        }
    }
}

/// `affine.load %m[exprs] attr-dict : memref<...>`.
pub(super) fn parse_load(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let ctx = p.ctx();
    let m = p.parse_operand()?;
    let (map, indices) = p.parse_affine_map_of_ssa_ids(true)?;
    p.add_attribute(state, "map", map_attribute(ctx, map));
    parse_attrs(p, state)?;
    let (t, element) = parse_memref_type(p)?;
    let v = p.resolve_operand(&m, t)?;
    state.operands.push(v);
    resolve_index(p, state, &indices)?;
    state.result_types.push(element);
    Ok(())
}

/// `%m[exprs] attr-dict : type` from operand `first` on.
fn print_access(p: &mut OpAsmPrinter<'_, '_, '_, '_>, first: usize) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let operands: Vec<ValueId> = body.operands(op).collect();
    if let Some(&m) = operands.get(first) {
        p.print_operand(m);
    }
    p.write("[");
    if let Some(map) = map_attr(ctx, body, op, "map") {
        let indices = operands.get(first + 1..).unwrap_or(&[]);
        print_map_of_ssa_ids(p, map, indices);
    }
    p.write("]");
    print_attrs(p, &["map"]);
    p.write(" : ");
    if let Some(&m) = operands.get(first) {
        p.print_type(body.value_type(m));
    }
}

/// `affine.load`.
pub(super) fn print_load(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    p.write(" ");
    print_access(p, 0);
}

/// `affine.store %v, %m[exprs] attr-dict : memref<...>`.
pub(super) fn parse_store(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let ctx = p.ctx();
    let value = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let m = p.parse_operand()?;
    let (map, indices) = p.parse_affine_map_of_ssa_ids(true)?;
    p.add_attribute(state, "map", map_attribute(ctx, map));
    parse_attrs(p, state)?;
    let (t, element) = parse_memref_type(p)?;
    let v = p.resolve_operand(&value, element)?;
    state.operands.push(v);
    let mv = p.resolve_operand(&m, t)?;
    state.operands.push(mv);
    resolve_index(p, state, &indices)
}

/// `affine.store`.
pub(super) fn print_store(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (body, op) = (p.body(), p.op());
    p.write(" ");
    if let Some(v) = body.operands(op).next() {
        p.print_operand(v);
    }
    p.write(", ");
    print_access(p, 1);
}

/// MLIR's `verifyMemoryOpIndexing`, after the memref operand's type check.
fn verify_access(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
    memref_index: usize,
) -> Result<Type, String> {
    let map = required_map(ctx, body, op, name, "map")?;
    if body.num_operands(op) <= memref_index {
        return Err(format!(
            "'{name}' op expected {} or more operands, but found {}",
            memref_index + 1,
            body.num_operands(op)
        ));
    }
    let mt = body.value_type(body.operand(op, memref_index));
    let TypeData::MemRef { shape, element, .. } = ctx.type_data(mt) else {
        return Err(format!(
            "'{name}' op operand #{memref_index} must be memref of any type values, but got '{}'",
            ty(ctx, mt)
        ));
    };
    let first_index = memref_index + 1;
    check_index_operands(ctx, body, op, name, first_index..body.num_operands(op))?;
    let data = ctx.affine().map_data(map);
    if data.num_results() != shape.len() {
        return Err(format!(
            "'{name}' op affine map num results must equal memref rank"
        ));
    }
    let indices: Vec<ValueId> = body.operands(op).skip(first_index).collect();
    if data.num_inputs() as usize != indices.len() {
        return Err(format!(
            "'{name}' op expects as many subscripts as affine map inputs"
        ));
    }
    verify_dims_and_symbols(ctx, body, name, &indices, data.num_dims as usize)?;
    Ok(*element)
}

/// `affine.load`.
pub(super) fn verify_load(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    if body.num_results(op) != 1 {
        return Err(format!("'{LOAD}' op requires one result"));
    }
    let mt = body.operands(op).next().map(|v| body.value_type(v));
    if let Some(TypeData::MemRef { element, .. }) = mt.map(|t| ctx.type_data(t))
        && body.value_type(body.result(op, 0)) != *element
    {
        // The element check comes first upstream, but only once the operand is a memref.
        verify_access(ctx, body, op, LOAD, 0)?;
        return Err(format!(
            "'{LOAD}' op result type must match element type of memref"
        ));
    }
    verify_access(ctx, body, op, LOAD, 0).map(|_| ())
}

/// `affine.store`.
pub(super) fn verify_store(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let element = verify_access(ctx, body, op, STORE, 1)?;
    if body.value_type(body.operand(op, 0)) != element {
        return Err(format!(
            "'{STORE}' op value to store must have the same type as memref element type"
        ));
    }
    Ok(())
}

/// `affine.load` reads its memref.
pub(super) fn load_effects(_: &Context, body: &Body, op: OpId, effects: &mut Vec<MemoryEffect>) {
    match body.operands(op).next() {
        Some(m) => effects.push(MemoryEffect::on(EffectKind::Read, m)),
        None => effects.push(MemoryEffect::anywhere(EffectKind::Read)),
    }
}

/// `affine.store` writes its memref.
pub(super) fn store_effects(_: &Context, body: &Body, op: OpId, effects: &mut Vec<MemoryEffect>) {
    match body.operands(op).nth(1) {
        Some(m) => effects.push(MemoryEffect::on(EffectKind::Write, m)),
        None => effects.push(MemoryEffect::anywhere(EffectKind::Write)),
    }
}

// ---- affine.for ----

/// One bound of `affine.for`: adds its operands to `state`, returns the map attribute
/// and the operand count.
fn parse_bound(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
    lower: bool,
) -> PResult<(Attribute, usize)> {
    let ctx = p.ctx();
    let store = ctx.affine();
    let had_min_max = p.parse_optional_keyword(if lower { "max" } else { "min" });
    if p.at_operand() {
        let ops = p.parse_operand_list(Delimiter::None)?;
        if ops.len() > 1 {
            return Err(p.error_at(p.name_offset(), "expected only one loop bound operand"));
        }
        resolve_index(p, state, &ops)?;
        let map = store.map(0, 1, &[store.symbol(0)]);
        return Ok((map_attribute(ctx, map), 1));
    }
    let attr_offset = p.offset();
    let attr = p.parse_attribute(Some(ctx.index_type()))?;
    match ctx.attr_data(attr) {
        AttrData::AffineMap(m) => {
            let map = *m;
            let (operands, num_dims) = parse_dim_and_symbol_list(p)?;
            let data = store.map_data(map);
            if data.num_dims as usize != num_dims {
                return Err(p.error_at(
                    p.name_offset(),
                    "dim operand count and affine map dim count must match",
                ));
            }
            if data.num_inputs() as usize != operands.len() {
                return Err(p.error_at(
                    p.name_offset(),
                    "symbol operand count and affine map symbol count must match",
                ));
            }
            if data.num_results() > 1 && !had_min_max {
                let msg = if lower {
                    "lower loop bound affine map with multiple results requires 'max' prefix"
                } else {
                    "upper loop bound affine map with multiple results requires 'min' prefix"
                };
                return Err(p.error_at(attr_offset, msg));
            }
            resolve_index(p, state, &operands)?;
            Ok((attr, operands.len()))
        }
        AttrData::Integer { value, .. } => {
            let v = value.to_i64_checked().unwrap_or(0);
            Ok((map_attribute(ctx, store.constant_map(v)), 0))
        }
        _ => Err(p.error_at(
            p.name_offset(),
            "expected valid affine map representation for loop bounds",
        )),
    }
}

/// `affine.for %iv = lb to ub (step N)? (iter_args(...) -> (types))? {...} attr-dict`.
pub(super) fn parse_for(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let mut iv = p.parse_argument(false, false)?;
    iv.ty = Some(index);
    p.parse_punct(Punct::Equal)?;
    let (lb, num_lb) = parse_bound(p, state, true)?;
    if !p.parse_optional_keyword("to") {
        return Err(p.error_expected("expected 'to' between bounds"));
    }
    let (ub, num_ub) = parse_bound(p, state, false)?;
    p.add_attribute(state, "lowerBoundMap", lb);
    p.add_attribute(state, "upperBoundMap", ub);
    if p.parse_optional_keyword("step") {
        let offset = p.offset();
        let attr = p.parse_attribute(Some(index))?;
        let AttrData::Integer { value, .. } = ctx.attr_data(attr) else {
            return Err(p.error_at(offset, "invalid kind of attribute specified"));
        };
        if value.is_negative() {
            return Err(p.error_at(
                offset,
                "expected step to be representable as a positive signed integer",
            ));
        }
        p.add_attribute(state, "step", attr);
    } else {
        p.add_attribute(state, "step", index_attr(ctx, 1));
    }
    let mut args = vec![iv];
    let mut inits = Vec::new();
    if p.parse_optional_keyword("iter_args") {
        p.parse_punct(Punct::LParen)?;
        loop {
            let a = p.parse_argument(false, false)?;
            p.parse_punct(Punct::Equal)?;
            let init = p.parse_operand()?;
            args.push(a);
            inits.push(init);
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RParen)?;
        if !p.at_punct(Punct::Arrow) {
            return Err(p.error_expected("expected '->'"));
        }
        let types = p.parse_optional_arrow_type_list()?;
        for ((a, u), &t) in args[1..].iter_mut().zip(&inits).zip(&types) {
            a.ty = Some(t);
            let v = p.resolve_operand(u, t)?;
            state.operands.push(v);
        }
        state.result_types.extend(types);
    }
    let segs = [num_lb as i32, num_ub as i32, inits.len() as i32];
    p.add_attribute(state, "operandSegmentSizes", i32_array_attr(ctx, &segs));
    if args.len() != state.result_types.len() + 1 {
        return Err(p.error_at(
            p.name_offset(),
            "mismatch between the number of loop-carried values and results",
        ));
    }
    let region = p.parse_region(state, &args)?;
    ensure_region(p, state, region, Some(YIELD), false);
    parse_attrs(p, state)
}

/// One bound of `affine.for`: a constant, a single symbol operand, or
/// `(min|max)? #map(dims)[syms]`.
fn print_bound(
    p: &mut OpAsmPrinter<'_, '_, '_, '_>,
    attr: Attribute,
    operands: &[ValueId],
    prefix: &str,
) {
    let ctx = p.ctx();
    let store = ctx.affine();
    let AttrData::AffineMap(map) = *ctx.attr_data(attr) else {
        p.print_attribute(attr);
        return;
    };
    let data = store.map_data(map);
    if data.num_results() == 1 {
        let e = data.results[0];
        if data.num_dims == 0
            && data.num_symbols == 0
            && let Some(c) = store.as_constant(e)
        {
            p.write(&c.to_string());
            return;
        }
        if data.num_dims == 0
            && data.num_symbols == 1
            && store.as_symbol(e).is_some()
            && let Some(&v) = operands.first()
        {
            p.print_operand(v);
            return;
        }
    } else {
        p.write(prefix);
        p.write(" ");
    }
    p.print_attribute(attr);
    print_dim_and_symbol_list(p, operands, data.num_dims as usize);
}

/// `affine.for`.
pub(super) fn print_for(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let operands: Vec<ValueId> = body.operands(op).collect();
    let [lb_r, ub_r, init_r] =
        for_segments(ctx, body, op).unwrap_or([0..0, 0..0, 0..operands.len()]);
    let args = entry_args(body, op, 0);
    p.write(" ");
    if let Some(&iv) = args.first() {
        p.print_operand(iv);
    }
    p.write(" = ");
    if let Some(a) = op_attr(ctx, body, op, "lowerBoundMap") {
        print_bound(p, a, &operands[lb_r], "max");
    }
    p.write(" to ");
    if let Some(a) = op_attr(ctx, body, op, "upperBoundMap") {
        print_bound(p, a, &operands[ub_r], "min");
    }
    let step = for_step(ctx, body, op);
    if step != 1 {
        p.write(&format!(" step {step}"));
    }
    let inits = &operands[init_r];
    let mut terminators = false;
    if !inits.is_empty() {
        p.write(" iter_args(");
        for (i, &init) in inits.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            if let Some(&a) = args.get(i + 1) {
                p.print_operand(a);
            }
            p.write(" = ");
            p.print_operand(init);
        }
        p.write(") -> (");
        let types: Vec<Type> = body.results(op).map(|r| body.value_type(r)).collect();
        p.print_types(types);
        p.write(")");
        terminators = true;
    }
    p.write(" ");
    if let Some(&r) = body.regions(op).first() {
        p.print_region(r, false, terminators, false);
    }
    print_attrs(
        p,
        &[
            "lowerBoundMap",
            "upperBoundMap",
            "step",
            "operandSegmentSizes",
        ],
    );
}

/// Checks that region `i` of `op` holds one block ending with `affine.yield`.
fn check_yield_terminated(ctx: &Context, body: &Body, op: OpId, name: &str) -> Result<(), String> {
    let rbody = body.regions_body(op);
    for &r in body.regions(op) {
        let Some(&b) = rbody.blocks(r).first() else {
            continue;
        };
        let Some(last) = rbody.last_op(b) else {
            return Err(format!("'{name}' op expects a non-empty block"));
        };
        let found = ctx.op_name_str(rbody.op(last).name);
        if found != YIELD {
            return Err(format!(
                "'{name}' op expects regions to end with '{YIELD}', found '{found}'"
            ));
        }
    }
    Ok(())
}

/// `affine.for`.
pub(super) fn verify_for(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let lb = required_map(ctx, body, op, FOR, "lowerBoundMap")?;
    match op_attr(ctx, body, op, "step") {
        None => return Err(format!("'{FOR}' op requires attribute 'step'")),
        Some(a) => {
            if !matches!(ctx.attr_data(a), AttrData::Integer { ty, .. } if is_index(ctx, *ty)) {
                return Err(format!(
                    "'{FOR}' op attribute 'step' failed to satisfy constraint: index attribute"
                ));
            }
        }
    }
    let ub = required_map(ctx, body, op, FOR, "upperBoundMap")?;
    let segs = op_attr(ctx, body, op, "operandSegmentSizes").and_then(|a| i32_array(ctx, a));
    let Some(segs) = segs else {
        return Err(format!(
            "'{FOR}' op requires attribute 'operandSegmentSizes'"
        ));
    };
    if segs.len() != 3 {
        return Err(format!(
            "'{FOR}' op 'operandSegmentSizes' attribute for specifying operand segments must have 3 elements, but got {}",
            segs.len()
        ));
    }
    let total: i64 = segs.iter().map(|&s| s as i64).sum();
    if total != body.num_operands(op) as i64 || segs.iter().any(|&s| s < 0) {
        return Err(format!(
            "'{FOR}' op operand count ({}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'",
            body.num_operands(op)
        ));
    }
    let Some([lb_r, ub_r, init_r]) = for_segments(ctx, body, op) else {
        return Ok(());
    };
    check_index_operands(ctx, body, op, FOR, lb_r.start..ub_r.end)?;
    if body.regions(op).len() != 1 {
        return Err(format!("'{FOR}' op requires one region"));
    }
    check_yield_terminated(ctx, body, op, FOR)?;
    let args = entry_args(body, op, 0);
    let rbody = body.regions_body(op);
    if args
        .first()
        .is_none_or(|&a| !is_index(ctx, rbody.value_type(a)))
    {
        return Err(format!(
            "'{FOR}' op expected body to have a single index argument for the induction variable"
        ));
    }
    let operands: Vec<ValueId> = body.operands(op).collect();
    let store = ctx.affine();
    for (map, range) in [(lb, lb_r), (ub, ub_r)] {
        let data = store.map_data(map);
        if data.num_inputs() > 0 {
            verify_dims_and_symbols(ctx, body, FOR, &operands[range], data.num_dims as usize)?;
        }
    }
    // LoopLikeOpInterface's checks.
    let inits = &operands[init_r];
    let iter_args = &args[1..];
    if inits.len() != iter_args.len() {
        return Err(format!(
            "'{FOR}' op different number of inits and region iter_args: {} != {}",
            inits.len(),
            iter_args.len()
        ));
    }
    if body.num_results(op) != iter_args.len() {
        return Err(format!(
            "'{FOR}' op different number of loop results and region iter_args: {} != {}",
            body.num_results(op),
            iter_args.len()
        ));
    }
    for (i, (&init, &arg)) in inits.iter().zip(iter_args).enumerate() {
        let (a, b) = (body.value_type(init), rbody.value_type(arg));
        if a != b {
            return Err(format!(
                "'{FOR}' op {i}-th init and {i}-th region iter_arg have different type: '{}' != '{}'",
                ty(ctx, a),
                ty(ctx, b)
            ));
        }
    }
    for (i, (r, &arg)) in body.results(op).zip(iter_args).enumerate() {
        let (a, b) = (rbody.value_type(arg), body.value_type(r));
        if a != b {
            return Err(format!(
                "'{FOR}' op {i}-th region iter_arg and {i}-th loop result have different type: '{}' != '{}'",
                ty(ctx, a),
                ty(ctx, b)
            ));
        }
    }
    Ok(())
}

/// The constant trip count of an `affine.for` with constant bounds (MLIR's
/// `getTrivialConstantTripCount`).
pub(crate) fn trip_count(ctx: &Context, body: &Body, op: OpId) -> Option<u64> {
    let store = ctx.affine();
    let step = for_step(ctx, body, op);
    let lb = store.single_constant_result(map_attr(ctx, body, op, "lowerBoundMap")?)?;
    let ub = store.single_constant_result(map_attr(ctx, body, op, "upperBoundMap")?)?;
    if step <= 0 {
        return None;
    }
    let diff = (ub as i128) - (lb as i128);
    if diff <= 0 {
        return Some(0);
    }
    Some(((diff + step as i128 - 1) / step as i128) as u64)
}

/// `affine.for`'s region successors.
pub(super) fn for_successors(
    ctx: &Context,
    body: &Body,
    op: OpId,
    from: RegionPoint,
    _: &[Option<Attribute>],
) -> Vec<RegionSuccessor> {
    let tc = trip_count(ctx, body, op);
    let body_succ = || RegionSuccessor {
        to: RegionPoint::Region(0),
        inputs: entry_args(body, op, 0).into_iter().skip(1).collect(),
    };
    let parent = || RegionSuccessor {
        to: RegionPoint::Parent,
        inputs: body.results(op).collect(),
    };
    match (from, tc) {
        (RegionPoint::Parent, Some(0)) => vec![parent()],
        (RegionPoint::Parent, Some(_)) => vec![body_succ()],
        (RegionPoint::Region(_), Some(1)) => vec![parent()],
        _ => vec![body_succ(), parent()],
    }
}

/// `affine.for` forwards its inits on entry.
pub(super) fn for_entry_operands(
    ctx: &Context,
    body: &Body,
    op: OpId,
    _: RegionPoint,
) -> Range<usize> {
    for_segments(ctx, body, op).map_or(0..0, |[_, _, inits]| inits)
}

/// `affine.for`'s loop region.
pub(super) fn for_loop_regions(_: &Context, body: &Body, op: OpId) -> Vec<RegionId> {
    body.regions(op).to_vec()
}

/// `affine.for` is recursively speculatable with step 1 only.
pub(super) fn for_speculatability(ctx: &Context, body: &Body, op: OpId) -> Speculatability {
    if for_step(ctx, body, op) == 1 {
        Speculatability::RecursivelySpeculatable
    } else {
        Speculatability::NotSpeculatable
    }
}

// ---- affine.if ----

/// `affine.if #set(dims)[syms] (-> types)? {...} (else {...})? attr-dict`.
pub(super) fn parse_if(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let offset = p.offset();
    let attr = p.parse_attribute(None)?;
    let AttrData::IntegerSet(set) = *ctx.attr_data(attr) else {
        return Err(p.error_at(offset, "invalid kind of attribute specified"));
    };
    p.add_attribute(state, "condition", attr);
    let (operands, num_dims) = parse_dim_and_symbol_list(p)?;
    let data = ctx.affine().set_data(set);
    if data.num_dims as usize != num_dims {
        return Err(p.error_at(
            p.name_offset(),
            "dim operand count and integer set dim count must match",
        ));
    }
    if data.num_inputs() as usize != operands.len() {
        return Err(p.error_at(
            p.name_offset(),
            "symbol operand count and integer set symbol count must match",
        ));
    }
    resolve_index(p, state, &operands)?;
    let types = p.parse_optional_arrow_type_list()?;
    state.result_types.extend(types);
    let then = p.parse_region(state, &[])?;
    ensure_region(p, state, then, Some(YIELD), false);
    if p.parse_optional_keyword("else") {
        let els = p.parse_region(state, &[])?;
        ensure_region(p, state, els, Some(YIELD), false);
    } else {
        state.regions.push(OperationState::PENDING_REGION);
    }
    parse_attrs(p, state)
}

/// `affine.if`.
pub(super) fn print_if(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let operands: Vec<ValueId> = body.operands(op).collect();
    p.write(" ");
    let num_dims = match op_attr(ctx, body, op, "condition") {
        Some(a) => {
            p.print_attribute(a);
            set_attr(ctx, body, op).map_or(0, |s| ctx.affine().set_data(s).num_dims as usize)
        }
        None => 0,
    };
    print_dim_and_symbol_list(p, &operands, num_dims);
    let results: Vec<Type> = body.results(op).map(|r| body.value_type(r)).collect();
    if !results.is_empty() {
        p.write(" -> ");
        let wrap =
            results.len() != 1 || matches!(ctx.type_data(results[0]), TypeData::Function { .. });
        if wrap {
            p.write("(");
        }
        p.print_types(results.iter().copied());
        if wrap {
            p.write(")");
        }
    }
    let terminators = !results.is_empty();
    let regions = body.regions(op).to_vec();
    p.write(" ");
    if let Some(&then) = regions.first() {
        p.print_region(then, false, terminators, false);
    }
    let rbody = body.regions_body(op);
    if let Some(&els) = regions.get(1)
        && !rbody.blocks(els).is_empty()
    {
        p.write(" else ");
        p.print_region(els, false, terminators, false);
    }
    print_attrs(p, &["condition"]);
}

/// `affine.if`.
pub(super) fn verify_if(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let Some(cond) = op_attr(ctx, body, op, "condition") else {
        return Err(format!("'{IF}' op requires attribute 'condition'"));
    };
    let AttrData::IntegerSet(set) = *ctx.attr_data(cond) else {
        return Err(format!(
            "'{IF}' op attribute 'condition' failed to satisfy constraint: IntegerSet attribute"
        ));
    };
    check_index_operands(ctx, body, op, IF, 0..body.num_operands(op))?;
    if body.regions(op).len() != 2 {
        return Err(format!("'{IF}' op requires 2 regions"));
    }
    let rbody = body.regions_body(op);
    for (i, &r) in body.regions(op).iter().enumerate() {
        if let Some(&b) = rbody.blocks(r).first()
            && !rbody.block_args(b).is_empty()
        {
            return Err(format!("'{IF}' op region #{i} should have no arguments"));
        }
    }
    check_yield_terminated(ctx, body, op, IF)?;
    let data = ctx.affine().set_data(set);
    if body.num_operands(op) != data.num_inputs() as usize {
        return Err(format!(
            "'{IF}' op operand count and condition integer set dimension and symbol count must match"
        ));
    }
    let operands: Vec<ValueId> = body.operands(op).collect();
    verify_dims_and_symbols(ctx, body, IF, &operands, data.num_dims as usize)
}

/// `affine.if`'s region successors.
pub(super) fn if_successors(
    _: &Context,
    body: &Body,
    op: OpId,
    from: RegionPoint,
    _: &[Option<Attribute>],
) -> Vec<RegionSuccessor> {
    let parent = RegionSuccessor {
        to: RegionPoint::Parent,
        inputs: body.results(op).collect(),
    };
    if from != RegionPoint::Parent {
        return vec![parent];
    }
    let rbody = body.regions_body(op);
    let else_empty = body
        .regions(op)
        .get(1)
        .is_none_or(|&r| rbody.blocks(r).is_empty());
    let then = RegionSuccessor {
        to: RegionPoint::Region(0),
        inputs: Vec::new(),
    };
    if else_empty {
        vec![then, parent]
    } else {
        vec![
            then,
            RegionSuccessor {
                to: RegionPoint::Region(1),
                inputs: Vec::new(),
            },
        ]
    }
}

/// `affine.if` forwards no operand into its regions.
pub(super) fn if_entry_operands(_: &Context, _: &Body, _: OpId, _: RegionPoint) -> Range<usize> {
    0..0
}

/// `affine.if` is recursively speculatable.
pub(super) fn if_speculatability(_: &Context, _: &Body, _: OpId) -> Speculatability {
    Speculatability::RecursivelySpeculatable
}

// ---- affine.yield ----

// `affine.yield attr-dict (%v, ... : types)?`.
pub(super) use strata_ods::{
    parse_attrs_and_typed_operands as parse_yield, print_attrs_and_typed_operands as print_yield,
};

/// `affine.yield`: terminates `affine.for`/`if`/`parallel` with the parent's result types.
pub(super) fn verify_yield(
    ctx: &Context,
    body: &Body,
    op: OpId,
    parent: Option<(&Body, OpId)>,
) -> Result<(), String> {
    let Some((pbody, pop)) = parent.filter(|(b, o)| {
        matches!(
            ctx.op_name_str(b.op(*o).name),
            "affine.for" | "affine.if" | "affine.parallel"
        )
    }) else {
        return Err(format!(
            "'{YIELD}' op only terminates affine.if/for/parallel regions"
        ));
    };
    if pbody.num_results(pop) != body.num_operands(op) {
        return Err(format!(
            "'{YIELD}' op parent of yield must have same number of results as the yield operands"
        ));
    }
    for (r, v) in pbody.results(pop).zip(body.operands(op)) {
        if pbody.value_type(r) != body.value_type(v) {
            return Err(format!(
                "'{YIELD}' op types mismatch between yield op and its parent"
            ));
        }
    }
    Ok(())
}

/// `affine.yield` forwards all its operands.
pub(super) fn yield_operands(_: &Context, body: &Body, op: OpId, _: RegionPoint) -> Range<usize> {
    0..body.num_operands(op)
}
