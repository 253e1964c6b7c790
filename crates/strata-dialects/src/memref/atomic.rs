//! The atomic `memref` ops: `atomic_rmw` (every `arith::AtomicRMWKind`),
//! `generic_atomic_rmw` with its region and its terminator `atomic_yield`.

use super::{
    PResult, counts, int_of_width, invalid_property, is_float, is_signless_int, must, parse_attrs,
    parse_ranked_memref_type, print_attrs, print_indexed, rank, ranked, resolve_all, ty,
};
use strata_asm::custom::{Delimiter, OpAsmParser, OpAsmPrinter, Punct};
use strata_ir::apint::ApInt;
use strata_ir::interfaces::{EffectKind, Interfaces, MemoryEffect, is_memory_effect_free};
use strata_ir::ir::{Body, OpId, OperationState, ValueId, WalkOrder, walk_all_iter};
use strata_ir::registry::{OpInfo, Traits};
use strata_ir::symbols::op_attr;
use strata_ir::{Context, Signedness, Type, TypeData};

/// `arith::AtomicRMWKind` in value order (`kind = N : i64` is `KINDS[N]`).
pub const ATOMIC_RMW_KINDS: [&str; 16] = [
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf",
    "mins", "minu", "mulf", "muli", "ori", "xori",
];

const INT_OR_FLOAT: &str = "signless integer or floating-point";
const MEMREF_INT_OR_FLOAT: &str = "memref of signless integer or floating-point values";

fn int_or_float(ctx: &Context, t: Type) -> bool {
    is_signless_int(ctx, t) || is_float(ctx, t)
}

fn memref_int_or_float(ctx: &Context, t: Type) -> bool {
    ranked(ctx, t).is_some_and(|(_, e, ..)| int_or_float(ctx, e))
}

/// Reads and writes the memref operand at `index`.
fn read_write(body: &Body, op: OpId, index: usize, effects: &mut Vec<MemoryEffect>) {
    if let Some(m) = body.operands(op).nth(index) {
        effects.push(MemoryEffect::on(EffectKind::Read, m));
        effects.push(MemoryEffect::on(EffectKind::Write, m));
    }
}

// ---- memref.atomic_rmw ----

const ATOMIC_RMW: &str = "memref.atomic_rmw";

/// `memref.atomic_rmw`.
fn verify_atomic_rmw(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let kind_attr = op_attr(ctx, body, op, "kind");
    let kind = match kind_attr {
        None => None,
        Some(a) => match int_of_width(ctx, a, 64)
            .and_then(|v| usize::try_from(v).ok())
            .and_then(|v| ATOMIC_RMW_KINDS.get(v))
        {
            Some(&k) => Some(k),
            None => return Err(invalid_property(ctx, body, op, ATOMIC_RMW, "kind", a)),
        },
    };
    counts(body, op, ATOMIC_RMW, 1, 2, true)?;
    let Some(kind) = kind else {
        return Err(format!("'{ATOMIC_RMW}' op requires attribute 'kind'"));
    };
    let value = body.value_type(body.operand(op, 0));
    must(
        ctx,
        ATOMIC_RMW,
        "operand",
        0,
        value,
        INT_OR_FLOAT,
        int_or_float(ctx, value),
    )?;
    let memref = body.value_type(body.operand(op, 1));
    must(
        ctx,
        ATOMIC_RMW,
        "operand",
        1,
        memref,
        MEMREF_INT_OR_FLOAT,
        memref_int_or_float(ctx, memref),
    )?;
    let n = body.num_operands(op);
    super::check_indices(ctx, body, op, ATOMIC_RMW, 2, n)?;
    let result = body.value_type(body.result(op, 0));
    must(
        ctx,
        ATOMIC_RMW,
        "result",
        0,
        result,
        INT_OR_FLOAT,
        int_or_float(ctx, result),
    )?;
    if value != result {
        return Err(format!(
            "'{ATOMIC_RMW}' op failed to verify that all of {{value, result}} have same type"
        ));
    }
    if ranked(ctx, memref).map(|r| r.1) != Some(value) {
        return Err(format!(
            "'{ATOMIC_RMW}' op failed to verify that value type matches element type of memref"
        ));
    }
    if rank(ctx, memref) != Some(n - 2) {
        return Err(format!(
            "'{ATOMIC_RMW}' op expects the number of subscripts to be equal to memref rank"
        ));
    }
    let float_kind = matches!(kind, "addf" | "maximumf" | "minimumf" | "mulf");
    let int_kind = matches!(
        kind,
        "addi" | "maxs" | "maxu" | "mins" | "minu" | "muli" | "ori" | "xori" | "andi"
    );
    if float_kind && !is_float(ctx, value) {
        return Err(format!(
            "'{ATOMIC_RMW}' op with kind '{kind}' expects a floating-point type"
        ));
    }
    if int_kind && !matches!(ctx.type_data(value), TypeData::Integer { .. }) {
        return Err(format!(
            "'{ATOMIC_RMW}' op with kind '{kind}' expects an integer type"
        ));
    }
    Ok(())
}

/// `kind %value, %m[%i, ...] attr-dict : (V, memref<...>) -> R`.
fn parse_atomic_rmw(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let offset = p.offset();
    let word = match p.parse_optional_bare_keyword() {
        Some(w) => Some(w.to_string()),
        None => p
            .parse_attribute(None)
            .ok()
            .and_then(|a| match ctx.attr_data(a) {
                strata_ir::AttrData::String { value, .. } => {
                    Some(String::from_utf8_lossy(value).into_owned())
                }
                _ => None,
            }),
    };
    let Some(index) = word.and_then(|w| ATOMIC_RMW_KINDS.iter().position(|&k| k == w)) else {
        return Err(p.error_at(
            offset,
            format!(
                "expected string or keyword containing one of the following enum values for attribute 'kind' [{}]",
                ATOMIC_RMW_KINDS.join(", ")
            ),
        ));
    };
    let i64t = ctx.integer_type(64, Signedness::Signless);
    let kind = ctx.integer_attr(i64t, ApInt::from_u64(64, index as u64));
    p.add_attribute(state, "kind", kind);
    let value = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let m = p.parse_operand()?;
    let indices = p.parse_operand_list(Delimiter::Square)?;
    parse_attrs(p, state)?;
    p.parse_punct(Punct::Colon)?;
    p.parse_punct(Punct::LParen)?;
    let vt = p.parse_type()?;
    p.parse_punct(Punct::Comma)?;
    let mt = parse_ranked_memref_type(p)?;
    p.parse_punct(Punct::RParen)?;
    p.parse_punct(Punct::Arrow)?;
    let rt = p.parse_type()?;
    let v = p.resolve_operand(&value, vt)?;
    state.operands.push(v);
    let v = p.resolve_operand(&m, mt)?;
    state.operands.push(v);
    let index = ctx.index_type();
    resolve_all(p, state, &indices, index)?;
    state.result_types.push(rt);
    Ok(())
}

fn print_atomic_rmw(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let kind = op_attr(ctx, body, op, "kind")
        .and_then(|a| int_of_width(ctx, a, 64))
        .and_then(|v| usize::try_from(v).ok())
        .and_then(|v| ATOMIC_RMW_KINDS.get(v))
        .copied()
        .unwrap_or("addf");
    p.write(" ");
    p.write(kind);
    p.write(" ");
    let operands: Vec<ValueId> = body.operands(op).collect();
    if let Some(&v) = operands.first() {
        p.print_operand(v);
    }
    p.write(", ");
    print_indexed(p, 1, operands.len().saturating_sub(2));
    print_attrs(p, &["kind"]);
    p.write(" : (");
    if let Some(&v) = operands.first() {
        p.print_type(body.value_type(v));
    }
    p.write(", ");
    if let Some(&m) = operands.get(1) {
        p.print_type(body.value_type(m));
    }
    p.write(") -> ");
    if let Some(r) = body.results(op).next() {
        p.print_type(body.value_type(r));
    }
}

fn atomic_rmw_effects(_: &Context, body: &Body, op: OpId, effects: &mut Vec<MemoryEffect>) {
    read_write(body, op, 1, effects);
}

// ---- memref.generic_atomic_rmw ----

const GENERIC: &str = "memref.generic_atomic_rmw";
const YIELD: &str = "memref.atomic_yield";

/// `memref.generic_atomic_rmw`.
fn verify_generic_atomic_rmw(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    if body.regions(op).len() != 1 {
        return Err(format!("'{GENERIC}' op requires one region"));
    }
    if body.num_results(op) != 1 {
        return Err(format!("'{GENERIC}' op requires one result"));
    }
    if !body.successors(op).is_empty() {
        return Err(format!("'{GENERIC}' op requires zero successors"));
    }
    let n = body.num_operands(op);
    if n < 1 {
        return Err(format!(
            "'{GENERIC}' op expected 1 or more operands, but found 0"
        ));
    }
    let memref = body.value_type(body.operand(op, 0));
    must(
        ctx,
        GENERIC,
        "operand",
        0,
        memref,
        MEMREF_INT_OR_FLOAT,
        memref_int_or_float(ctx, memref),
    )?;
    super::check_indices(ctx, body, op, GENERIC, 1, n)?;
    let result = body.value_type(body.result(op, 0));
    must(
        ctx,
        GENERIC,
        "result",
        0,
        result,
        INT_OR_FLOAT,
        int_or_float(ctx, result),
    )?;
    if ranked(ctx, memref).map(|r| r.1) != Some(result) {
        return Err(format!(
            "'{GENERIC}' op failed to verify that result type matches element type of memref"
        ));
    }
    let rbody = body.regions_body(op);
    let region = body.regions(op)[0];
    let args = rbody
        .blocks(region)
        .first()
        .map_or(&[][..], |&b| rbody.block_args(b));
    if args.len() != 1 {
        return Err(format!(
            "'{GENERIC}' op expected single number of entry block arguments"
        ));
    }
    if rbody.value_type(args[0]) != result {
        return Err(format!(
            "'{GENERIC}' op expected block argument of the same type result type"
        ));
    }
    // Upstream reports this on the nested op; Strata's verifier hooks report on this op.
    for (b, nested) in walk_all_iter(body, op, WalkOrder::PostOrder) {
        if nested == op && std::ptr::eq(b, body) {
            continue;
        }
        if !is_memory_effect_free(ctx, b, nested) {
            return Err(format!(
                "body of '{GENERIC}' should contain only operations with no side effects"
            ));
        }
    }
    // `SingleBlockImplicitTerminator`: checked upstream after the nested ops, so only when
    // the terminator in the way would itself verify.
    if let Some(&block) = rbody.blocks(region).first()
        && let Some(last) = rbody.last_op(block)
        && let Some(info) = ctx.op_info(rbody.op(last).name)
        && info.traits.terminator
        && info.name != YIELD
        && info.verify.is_none_or(|v| v(ctx, rbody, last).is_ok())
        && info
            .verify_with_parent
            .is_none_or(|v| v(ctx, rbody, last, Some((body, op))).is_ok())
    {
        return Err(format!(
            "'{GENERIC}' op expects regions to end with '{YIELD}', found '{}'",
            info.name
        ));
    }
    Ok(())
}

/// `%m[%i, ...] : memref<...> {region} attr-dict`.
fn parse_generic_atomic_rmw(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let m = p.parse_operand()?;
    let indices = p.parse_operand_list(Delimiter::Square)?;
    p.parse_punct(Punct::Colon)?;
    let offset = p.offset();
    let t = p.parse_type()?;
    let v = p.resolve_operand(&m, t)?;
    state.operands.push(v);
    let index = p.ctx().index_type();
    resolve_all(p, state, &indices, index)?;
    // Upstream casts the type to a memref unchecked; an unranked one gives its element
    // type (and fails verification), anything else is rejected here.
    let element = match p.ctx().type_data(t) {
        TypeData::MemRef { element, .. } | TypeData::UnrankedMemRef { element, .. } => *element,
        _ => {
            let found = ty(p.ctx(), t);
            return Err(p.error_at(
                offset,
                format!(
                    "invalid kind of type specified: expected builtin.memref, but found '{found}'"
                ),
            ));
        }
    };
    p.parse_region(state, &[])?;
    parse_attrs(p, state)?;
    state.result_types.push(element);
    Ok(())
}

fn print_generic_atomic_rmw(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (body, op) = (p.body(), p.op());
    p.write(" ");
    print_indexed(p, 0, body.num_operands(op).saturating_sub(1));
    p.write(" : ");
    if let Some(m) = body.operands(op).next() {
        p.print_type(body.value_type(m));
    }
    p.write(" ");
    if let Some(&region) = body.regions(op).first() {
        p.print_region(region, true, true, false);
    }
    print_attrs(p, &[]);
}

fn generic_atomic_rmw_effects(_: &Context, body: &Body, op: OpId, effects: &mut Vec<MemoryEffect>) {
    read_write(body, op, 0, effects);
}

// ---- memref.atomic_yield ----

/// `memref.atomic_yield`: directly inside `generic_atomic_rmw`, yielding its result type.
fn verify_atomic_yield(
    ctx: &Context,
    body: &Body,
    op: OpId,
    parent: Option<(&Body, OpId)>,
) -> Result<(), String> {
    counts(body, op, YIELD, 0, 1, false)?;
    let Some((pb, parent)) = parent.filter(|(b, o)| ctx.op_name_str(b.op(*o).name) == GENERIC)
    else {
        return Err(format!("'{YIELD}' op expects parent op '{GENERIC}'"));
    };
    let yielded = body.value_type(body.operand(op, 0));
    if let Some(r) = pb.results(parent).next() {
        let expected = pb.value_type(r);
        if expected != yielded {
            return Err(format!(
                "'{YIELD}' op types mismatch between yield op: '{}' and its parent: '{}'",
                ty(ctx, yielded),
                ty(ctx, expected)
            ));
        }
    }
    Ok(())
}

/// `%v attr-dict : T`.
fn parse_atomic_yield(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let v = p.parse_operand()?;
    parse_attrs(p, state)?;
    let t = p.parse_colon_type()?;
    let v = p.resolve_operand(&v, t)?;
    state.operands.push(v);
    Ok(())
}

fn print_atomic_yield(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (body, op) = (p.body(), p.op());
    let v = body.operands(op).next();
    p.write(" ");
    if let Some(v) = v {
        p.print_operand(v);
    }
    print_attrs(p, &[]);
    p.write(" : ");
    if let Some(v) = v {
        p.print_type(body.value_type(v));
    }
}

/// Registers `atomic_rmw`, `generic_atomic_rmw` and `atomic_yield`.
pub(super) fn register(ctx: &Context) {
    super::super::reg(
        ctx,
        OpInfo {
            name: ATOMIC_RMW,
            verify: Some(verify_atomic_rmw),
            inherent_attrs: &["kind"],
            interfaces: Interfaces {
                memory_effects: Some(atomic_rmw_effects),
                ..Interfaces::default()
            },
            // Folds casts of the memref (not of the stored value) in place.
            fold: Some(super::super::fold::fold_store),
            ..Default::default()
        },
        (parse_atomic_rmw, print_atomic_rmw, None),
    );
    super::super::reg(
        ctx,
        OpInfo {
            name: GENERIC,
            traits: Traits {
                single_block: true,
                ..Traits::default()
            },
            verify: Some(verify_generic_atomic_rmw),
            interfaces: Interfaces {
                memory_effects: Some(generic_atomic_rmw_effects),
                ..Interfaces::default()
            },
            ..Default::default()
        },
        (parse_generic_atomic_rmw, print_generic_atomic_rmw, None),
    );
    super::super::reg(
        ctx,
        OpInfo {
            name: YIELD,
            traits: Traits {
                terminator: true,
                pure: true,
                ..Traits::default()
            },
            verify_with_parent: Some(verify_atomic_yield),
            ..Default::default()
        },
        (parse_atomic_yield, print_atomic_yield, None),
    );
}
