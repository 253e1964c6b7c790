//! Canonicalization patterns of the `cf` dialect, as upstream registers them: branch
//! forwarding through pass-through blocks, merging a block into its single predecessor,
//! constant conditions and flags, identical successors, conditions known from a
//! dominating branch on the same value, and `cf.assert` of `true`.

use std::sync::Arc;

use strata_ir::apint::ApInt;
use strata_ir::ir::{BlockId, Body, OpId, OperationState, ValueDef, ValueId};
use strata_ir::matchers::constant_int;
use strata_ir::{Context, Location, Signedness};
use strata_ods::i32_array_attr;
use strata_pass::rewrite::{PatternRewriter, RewritePattern, register_canonicalization_pattern};

use super::ops::{AssertOp, BranchOp, CondBranchOp, SwitchOp, case_values};
use crate::arith::{ConstantOp, SelectOp};

/// Registers the `cf` patterns.
pub(super) fn register(ctx: &Context) {
    let patterns: [Arc<dyn RewritePattern>; 7] = [
        Arc::new(Br),
        Arc::new(CondBr(CondBrKind::ConstPred)),
        Arc::new(CondBr(CondBrKind::PassThrough)),
        Arc::new(CondBr(CondBrKind::IdenticalSuccessors)),
        Arc::new(CondBr(CondBrKind::FromSameCondition)),
        Arc::new(CondBr(CondBrKind::TruthPropagation)),
        Arc::new(Assert),
    ];
    for p in patterns {
        register_canonicalization_pattern(ctx, p);
    }
    for kind in [
        SwitchKind::OnlyDefault,
        SwitchKind::DropCasesMatchingDefault,
        SwitchKind::ConstFlag,
        SwitchKind::PassThrough,
        SwitchKind::FromSwitchOnSameFlag,
        SwitchKind::FromDefaultOfSwitchOnSameFlag,
    ] {
        register_canonicalization_pattern(ctx, Arc::new(Switch(kind)));
    }
}

// ---- helpers ----

/// The predecessor edges of `block`: (terminator, successor index), over its region.
fn predecessors(body: &Body, block: BlockId) -> Vec<(OpId, usize)> {
    let Some(region) = body.block_region(block) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for &b in body.blocks(region) {
        if let Some(t) = body.last_op(b) {
            for (i, s) in body.successors(t).iter().enumerate() {
                if s.block == block {
                    out.push((t, i));
                }
            }
        }
    }
    out
}

/// The block of the single predecessor edge of `block` (MLIR's `getSinglePredecessor`).
fn single_predecessor(body: &Body, block: BlockId) -> Option<BlockId> {
    match predecessors(body, block).as_slice() {
        [(t, _)] => body.op_block(*t),
        _ => None,
    }
}

/// The block all predecessor edges of `block` come from (MLIR's `getUniquePredecessor`).
fn unique_predecessor(body: &Body, block: BlockId) -> Option<BlockId> {
    let preds = predecessors(body, block);
    let first = body.op_block(preds.first()?.0)?;
    preds
        .iter()
        .all(|(t, _)| body.op_block(*t) == Some(first))
        .then_some(first)
}

/// A `cf.br` to `dest` forwarding `operands`.
fn br_state(
    ctx: &Context,
    body: &Body,
    loc: Location,
    dest: BlockId,
    operands: Vec<ValueId>,
) -> OperationState {
    BranchOp::state(ctx, body, loc, &operands, dest)
}

/// A `cf.cond_br`, with `weights` as its `branch_weights` if given.
fn cond_br_state(
    ctx: &Context,
    body: &Body,
    loc: Location,
    cond: ValueId,
    t: (BlockId, Vec<ValueId>),
    f: (BlockId, Vec<ValueId>),
    weights: Option<strata_ir::Attribute>,
) -> OperationState {
    CondBranchOp::state(ctx, body, loc, cond, &t.1, &f.1, weights, t.0, f.0)
}

/// One case of a `cf.switch`: value (its element bytes in `case_values`, little-endian,
/// unused high bits zero), destination, operands.
type Case = (Box<[u8]>, BlockId, Vec<ValueId>);

/// A `cf.switch` on `flag` (of `width` bits) with `default` and `cases`.
fn switch_state(
    ctx: &Context,
    body: &Body,
    loc: Location,
    flag: ValueId,
    default: (BlockId, Vec<ValueId>),
    cases: Vec<Case>,
) -> OperationState {
    let flag_ty = body.value_type(flag);
    let values: Vec<Box<[u8]>> = cases.iter().map(|c| c.0.clone()).collect();
    let counts: Vec<i32> = cases.iter().map(|c| c.2.len() as i32).collect();
    let dests: Vec<BlockId> = cases.iter().map(|c| c.1).collect();
    let case_operands: Vec<ValueId> = cases.into_iter().flat_map(|c| c.2).collect();
    SwitchOp::state(
        ctx,
        body,
        loc,
        flag,
        &default.1,
        &case_operands,
        i32_array_attr(ctx, &counts),
        case_values_from_bytes(ctx, flag_ty, &values),
        default.0,
        &dests,
    )
}

/// Forwards a branch to `dest` with `operands` through `dest` if it holds only a
/// `cf.br` whose arguments are used only by it (MLIR's `collapseBranch`).
fn collapse_branch(
    ctx: &Context,
    body: &Body,
    dest: BlockId,
    operands: &[ValueId],
) -> Option<(BlockId, Vec<ValueId>)> {
    let first = body.first_op(dest)?;
    if body.last_op(dest) != Some(first) || !BranchOp::isa(ctx, body, first) {
        return None;
    }
    let args = body.block_args(dest);
    if args
        .iter()
        .any(|&a| body.uses(a).iter().any(|u| u.op != first))
    {
        return None;
    }
    let next = body.successors(first).first()?.block;
    if next == dest {
        return None;
    }
    // Don't collapse branches that take part in a cycle of unconditional branches (the
    // pattern would chase it forever).
    let mut visited = vec![dest, next];
    let mut cur = next;
    while let Some(br) = body.last_op(cur).filter(|&t| BranchOp::isa(ctx, body, t)) {
        let to = body.successors(br).first()?.block;
        if visited.contains(&to) {
            return None;
        }
        visited.push(to);
        cur = to;
    }
    let forwarded = body.successor_operand_values(first, 0);
    let new_operands = forwarded
        .into_iter()
        .map(|v| match body.value(v).def {
            ValueDef::BlockArg { block, index } if block == dest => {
                operands.get(index as usize).copied().unwrap_or(v)
            }
            _ => v,
        })
        .collect();
    Some((next, new_operands))
}

// ---- cf.br ----

/// `cf.br`: merge the destination into this block if this is its only predecessor,
/// else skip a pass-through destination.
struct Br;

impl RewritePattern for Br {
    fn root(&self) -> Option<&str> {
        Some(BranchOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "SimplifyBr"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        let Some(dest) = body.successors(op).first().map(|s| s.block) else {
            return false;
        };
        let Some(parent) = body.op_block(op) else {
            return false;
        };
        let operands: Vec<ValueId> = body.successor_operand_values(op, 0);
        if dest != parent && predecessors(body, dest).len() == 1 {
            rw.merge_blocks(dest, parent, &operands);
            rw.erase_op(op);
            return true;
        }
        if dest == parent {
            return false;
        }
        let Some((next, next_operands)) = collapse_branch(ctx, body, dest, &operands) else {
            return false;
        };
        let loc = body.op(op).loc;
        let state = br_state(ctx, body, loc, next, next_operands);
        rw.replace_op_with_new(op, state);
        true
    }
}

// ---- cf.cond_br ----

#[derive(Clone, Copy)]
enum CondBrKind {
    ConstPred,
    PassThrough,
    IdenticalSuccessors,
    FromSameCondition,
    TruthPropagation,
}

/// The `cf.cond_br` patterns, in upstream's registration order.
struct CondBr(CondBrKind);

/// The parts of a `cf.cond_br`.
struct CondBrParts {
    cond: ValueId,
    t: (BlockId, Vec<ValueId>),
    f: (BlockId, Vec<ValueId>),
    loc: Location,
}

fn cond_br_parts(body: &Body, op: OpId) -> Option<CondBrParts> {
    let succ = body.successors(op);
    if succ.len() != 2 || body.num_operands(op) == 0 {
        return None;
    }
    Some(CondBrParts {
        cond: body.operand(op, 0),
        t: (succ[0].block, body.successor_operand_values(op, 0)),
        f: (succ[1].block, body.successor_operand_values(op, 1)),
        loc: body.op(op).loc,
    })
}

impl RewritePattern for CondBr {
    fn root(&self) -> Option<&str> {
        Some(CondBranchOp::NAME)
    }

    fn debug_name(&self) -> &str {
        match self.0 {
            CondBrKind::ConstPred => "SimplifyConstCondBranchPred",
            CondBrKind::PassThrough => "SimplifyPassThroughCondBranch",
            CondBrKind::IdenticalSuccessors => "SimplifyCondBranchIdenticalSuccessors",
            CondBrKind::FromSameCondition => "SimplifyCondBranchFromCondBranchOnSameCondition",
            CondBrKind::TruthPropagation => "CondBranchTruthPropagation",
        }
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let Some(parts) = cond_br_parts(rw.body(), op) else {
            return false;
        };
        match self.0 {
            CondBrKind::ConstPred => {
                let Some(c) = constant_int(ctx, rw.body(), parts.cond) else {
                    return false;
                };
                let (dest, operands) = if c.is_zero() { parts.f } else { parts.t };
                let state = br_state(ctx, rw.body(), parts.loc, dest, operands);
                rw.replace_op_with_new(op, state);
                true
            }
            CondBrKind::PassThrough => {
                let body = rw.body();
                let t = collapse_branch(ctx, body, parts.t.0, &parts.t.1);
                let f = collapse_branch(ctx, body, parts.f.0, &parts.f.1);
                if t.is_none() && f.is_none() {
                    return false;
                }
                let weights = CondBranchOp(op).branch_weights(ctx, body);
                let state = cond_br_state(
                    ctx,
                    body,
                    parts.loc,
                    parts.cond,
                    t.unwrap_or(parts.t),
                    f.unwrap_or(parts.f),
                    weights,
                );
                rw.replace_op_with_new(op, state);
                true
            }
            CondBrKind::IdenticalSuccessors => {
                if parts.t.0 != parts.f.0 {
                    return false;
                }
                if parts.t.1 == parts.f.1 {
                    let state = br_state(ctx, rw.body(), parts.loc, parts.t.0, parts.t.1);
                    rw.replace_op_with_new(op, state);
                    return true;
                }
                let body = rw.body();
                if unique_predecessor(body, parts.t.0) != body.op_block(op)
                    || parts.t.1.len() != parts.f.1.len()
                {
                    return false;
                }
                let mut merged = Vec::with_capacity(parts.t.1.len());
                for (&a, &b) in parts.t.1.iter().zip(&parts.f.1) {
                    if a == b {
                        merged.push(a);
                        continue;
                    }
                    let ty = rw.body().value_type(a);
                    let select = SelectOp::build(rw, parts.loc, ty, parts.cond, a, b);
                    merged.push(select.result(rw.body()));
                }
                let state = br_state(ctx, rw.body(), parts.loc, parts.t.0, merged);
                rw.replace_op_with_new(op, state);
                true
            }
            CondBrKind::FromSameCondition => {
                let body = rw.body();
                let Some(current) = body.op_block(op) else {
                    return false;
                };
                let Some(pred) = single_predecessor(body, current) else {
                    return false;
                };
                let Some(pred_term) = body.last_op(pred) else {
                    return false;
                };
                if !CondBranchOp::isa(ctx, body, pred_term)
                    || body.num_operands(pred_term) == 0
                    || body.operand(pred_term, 0) != parts.cond
                {
                    return false;
                }
                let from_true =
                    body.successors(pred_term).first().map(|s| s.block) == Some(current);
                let (dest, operands) = if from_true { parts.t } else { parts.f };
                let state = br_state(ctx, body, parts.loc, dest, operands);
                rw.replace_op_with_new(op, state);
                true
            }
            CondBrKind::TruthPropagation => truth_propagation(rw, op, &parts),
        }
    }
}

/// Uses of the condition directly in a destination reached only through this branch
/// become `true` / `false` constants.
fn truth_propagation(rw: &mut PatternRewriter<'_, '_>, op: OpId, parts: &CondBrParts) -> bool {
    let ctx = rw.ctx();
    let i1 = ctx.integer_type(1, Signedness::Signless);
    let mut replaced = false;
    for (dest, value) in [(parts.t.0, true), (parts.f.0, false)] {
        let body = rw.body();
        if single_predecessor(body, dest).is_none() {
            continue;
        }
        let uses: Vec<(OpId, usize)> = body
            .uses(parts.cond)
            .iter()
            .filter(|u| body.op_block(u.op) == Some(dest))
            .map(|u| (u.op, u.operand as usize))
            .collect();
        if uses.is_empty() {
            continue;
        }
        replaced = true;
        let attr = ctx.integer_attr(i1, ApInt::from_u64(1, u64::from(value)));
        let c = ConstantOp::build(rw, parts.loc, attr).result(rw.body());
        for (user, i) in uses {
            rw.modify_op_in_place(user, |b| b.set_operand(user, i, c));
        }
    }
    let _ = op;
    replaced
}

// ---- cf.switch ----

#[derive(Clone, Copy)]
enum SwitchKind {
    OnlyDefault,
    DropCasesMatchingDefault,
    ConstFlag,
    PassThrough,
    FromSwitchOnSameFlag,
    FromDefaultOfSwitchOnSameFlag,
}

/// The `cf.switch` patterns, in upstream's registration order.
struct Switch(SwitchKind);

/// `vector<N x flag>` holding elements with the given bytes (a splat when all are equal,
/// as MLIR's `DenseIntElementsAttr::get` stores them); `None` without elements.
fn case_values_from_bytes(
    ctx: &Context,
    flag: strata_ir::Type,
    values: &[Box<[u8]>],
) -> Option<strata_ir::Attribute> {
    let first = values.first()?;
    let ty = ctx.intern_type(strata_ir::TypeData::Vector {
        shape: Box::new([values.len() as i64]),
        scalable: Box::new([false]),
        element: flag,
    });
    let splat = values.iter().all(|v| v == first);
    let raw: Vec<u8> = if splat {
        first.to_vec()
    } else {
        values.iter().flat_map(|v| v.iter().copied()).collect()
    };
    Some(ctx.intern_attr(strata_ir::AttrData::DenseElements {
        ty,
        data: strata_ir::attributes::DenseData::Numeric {
            splat,
            raw: raw.into(),
        },
    }))
}

/// The element bytes of each case value of a `case_values` attribute with `len` elements.
fn case_value_bytes(
    ctx: &Context,
    attr: strata_ir::Attribute,
    len: usize,
) -> Option<Vec<Box<[u8]>>> {
    let strata_ir::AttrData::DenseElements {
        ty,
        data: strata_ir::attributes::DenseData::Numeric { splat, raw },
    } = ctx.attr_data(attr)
    else {
        return None;
    };
    let element = match ctx.type_data(*ty) {
        strata_ir::TypeData::Vector { element, .. }
        | strata_ir::TypeData::RankedTensor { element, .. } => *element,
        _ => return None,
    };
    let bytes = ctx.dense_element_bytes(element)?;
    if bytes == 0 {
        return None;
    }
    if *splat {
        let one: Box<[u8]> = raw.get(..bytes)?.into();
        return Some(vec![one; len]);
    }
    if raw.len() != len.checked_mul(bytes)? {
        return None;
    }
    Some(raw.chunks_exact(bytes).map(Box::from).collect())
}

/// The element bytes a case value equal to `c` has for a flag of type `flag`.
fn constant_bytes(ctx: &Context, flag: strata_ir::Type, c: &ApInt) -> Option<Box<[u8]>> {
    let bytes = ctx.dense_element_bytes(flag)?;
    let mut out = vec![0u8; bytes];
    for (i, w) in c.words().iter().enumerate() {
        for (j, b) in w.to_le_bytes().into_iter().enumerate() {
            if let Some(slot) = out.get_mut(i * 8 + j) {
                *slot = b;
            }
        }
    }
    Some(out.into())
}

/// The parts of a `cf.switch`.
struct SwitchParts {
    flag: ValueId,
    default: (BlockId, Vec<ValueId>),
    cases: Vec<Case>,
    loc: Location,
}

fn switch_parts(ctx: &Context, body: &Body, op: OpId) -> Option<SwitchParts> {
    let succ = body.successors(op);
    if succ.is_empty() || body.num_operands(op) == 0 {
        return None;
    }
    let flag = body.operand(op, 0);
    let values = match SwitchOp(op).case_values(ctx, body) {
        Some(a) => {
            let len = case_values(ctx, a)?.len;
            case_value_bytes(ctx, a, len)?
        }
        None if succ.len() == 1 => {
            return Some(SwitchParts {
                flag,
                default: (succ[0].block, body.successor_operand_values(op, 0)),
                cases: Vec::new(),
                loc: body.op(op).loc,
            });
        }
        None => return None,
    };
    if values.len() != succ.len() - 1 {
        return None;
    }
    let cases = values
        .into_iter()
        .enumerate()
        .map(|(i, v)| {
            (
                v,
                succ[i + 1].block,
                body.successor_operand_values(op, i + 1),
            )
        })
        .collect();
    Some(SwitchParts {
        flag,
        default: (succ[0].block, body.successor_operand_values(op, 0)),
        cases,
        loc: body.op(op).loc,
    })
}

/// Replaces the switch by a branch to the case matching `value`, or the default.
fn fold_switch(rw: &mut PatternRewriter<'_, '_>, op: OpId, parts: SwitchParts, value: &[u8]) {
    let ctx = rw.ctx();
    let (dest, operands) = match parts.cases.into_iter().find(|c| &*c.0 == value) {
        Some((_, d, o)) => (d, o),
        None => parts.default,
    };
    let state = br_state(ctx, rw.body(), parts.loc, dest, operands);
    rw.replace_op_with_new(op, state);
}

impl RewritePattern for Switch {
    fn root(&self) -> Option<&str> {
        Some(SwitchOp::NAME)
    }

    fn debug_name(&self) -> &str {
        match self.0 {
            SwitchKind::OnlyDefault => "simplifySwitchWithOnlyDefault",
            SwitchKind::DropCasesMatchingDefault => "dropSwitchCasesThatMatchDefault",
            SwitchKind::ConstFlag => "simplifyConstSwitchValue",
            SwitchKind::PassThrough => "simplifyPassThroughSwitch",
            SwitchKind::FromSwitchOnSameFlag => "simplifySwitchFromSwitchOnSameCondition",
            SwitchKind::FromDefaultOfSwitchOnSameFlag => {
                "simplifySwitchFromDefaultSwitchOnSameCondition"
            }
        }
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let Some(parts) = switch_parts(ctx, rw.body(), op) else {
            return false;
        };
        match self.0 {
            SwitchKind::OnlyDefault => {
                if !parts.cases.is_empty() {
                    return false;
                }
                let state = br_state(ctx, rw.body(), parts.loc, parts.default.0, parts.default.1);
                rw.replace_op_with_new(op, state);
                true
            }
            SwitchKind::DropCasesMatchingDefault => {
                let before = parts.cases.len();
                let cases: Vec<Case> = parts
                    .cases
                    .into_iter()
                    .filter(|c| !(c.1 == parts.default.0 && c.2 == parts.default.1))
                    .collect();
                if cases.len() == before {
                    return false;
                }
                let state =
                    switch_state(ctx, rw.body(), parts.loc, parts.flag, parts.default, cases);
                rw.replace_op_with_new(op, state);
                true
            }
            SwitchKind::ConstFlag => {
                let flag = parts.flag;
                let Some(c) = constant_int(ctx, rw.body(), flag) else {
                    return false;
                };
                let Some(bytes) = constant_bytes(ctx, rw.body().value_type(flag), &c) else {
                    return false;
                };
                fold_switch(rw, op, parts, &bytes);
                true
            }
            SwitchKind::PassThrough => {
                let body = rw.body();
                let mut changed = false;
                let mut cases = Vec::with_capacity(parts.cases.len());
                for (v, dest, ops) in parts.cases {
                    match collapse_branch(ctx, body, dest, &ops) {
                        Some((d, o)) => {
                            changed = true;
                            cases.push((v, d, o));
                        }
                        None => cases.push((v, dest, ops)),
                    }
                }
                let default = match collapse_branch(ctx, body, parts.default.0, &parts.default.1) {
                    Some(d) => {
                        changed = true;
                        d
                    }
                    None => parts.default,
                };
                if !changed {
                    return false;
                }
                let state = switch_state(ctx, body, parts.loc, parts.flag, default, cases);
                rw.replace_op_with_new(op, state);
                true
            }
            SwitchKind::FromSwitchOnSameFlag | SwitchKind::FromDefaultOfSwitchOnSameFlag => {
                let body = rw.body();
                let Some(current) = body.op_block(op) else {
                    return false;
                };
                let Some(pred) = single_predecessor(body, current) else {
                    return false;
                };
                let Some(pred_term) = body.last_op(pred) else {
                    return false;
                };
                if !SwitchOp::isa(ctx, body, pred_term) {
                    return false;
                }
                let Some(pred_parts) = switch_parts(ctx, body, pred_term) else {
                    return false;
                };
                if pred_parts.flag != parts.flag {
                    return false;
                }
                let from_default = pred_parts.default.0 == current;
                if matches!(self.0, SwitchKind::FromSwitchOnSameFlag) {
                    if from_default {
                        return false;
                    }
                    match pred_parts.cases.iter().find(|c| c.1 == current) {
                        Some(c) => {
                            let value = c.0.clone();
                            fold_switch(rw, op, parts, &value)
                        }
                        None => {
                            let state =
                                br_state(ctx, body, parts.loc, parts.default.0, parts.default.1);
                            rw.replace_op_with_new(op, state);
                        }
                    }
                    return true;
                }
                if !from_default {
                    return false;
                }
                let impossible: Vec<Box<[u8]>> = pred_parts
                    .cases
                    .iter()
                    .filter(|c| c.1 != current)
                    .map(|c| c.0.clone())
                    .collect();
                let before = parts.cases.len();
                let cases: Vec<Case> = parts
                    .cases
                    .into_iter()
                    .filter(|c| !impossible.contains(&c.0))
                    .collect();
                if cases.len() == before {
                    return false;
                }
                let state = switch_state(ctx, body, parts.loc, parts.flag, parts.default, cases);
                rw.replace_op_with_new(op, state);
                true
            }
        }
    }
}

// ---- cf.assert ----

/// `cf.assert %true` is erased.
struct Assert;

impl RewritePattern for Assert {
    fn root(&self) -> Option<&str> {
        Some(AssertOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "SimplifyConstAssert"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        if rw.body().num_operands(op) == 0 {
            return false;
        }
        let cond = rw.body().operand(op, 0);
        let Some(c) = constant_int(ctx, rw.body(), cond) else {
            return false;
        };
        if c.is_zero() {
            return false;
        }
        rw.erase_op(op);
        true
    }
}
