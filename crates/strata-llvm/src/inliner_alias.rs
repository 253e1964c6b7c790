//! Alias scopes when the llvm inliner inlines a call (mlir-opt 22's `handleAliasScopes`):
//! the inlined ops' alias scopes are deep-cloned into fresh distinct scopes and domains
//! (so two inlined copies of one callee do not claim not to alias each other), and each
//! `noalias` argument gets a new scope in a domain named after the callee, declared by
//! `llvm.intr.experimental.noalias.scope.decl` before the call and attached to the
//! inlined memory ops that are (`alias_scopes`) or are not (`noalias_scopes`) based on it.
//!
//! The `noalias` arguments are marked while the call's arguments are mapped
//! ([`mark_noalias`]): their value passes through an `llvm.intr.ssa.copy` with a
//! `llvm.noalias` attribute, which [`handle_alias_scopes`] finds through the call's
//! operands, uses and erases, as upstream does.

use rustc_hash::{FxHashMap, FxHashSet};
use strata_ir::Context;
use strata_ir::attributes::{AttrData, Attribute};
use strata_ir::ir::{BlockId, Body, InsertionPoint, OpBuilder, OpId, ValueDef, ValueId};
use strata_ir::matchers::constant_attr;
use strata_ir::symbols::op_attr;

use crate::di::{DiAttr, Value, get, lookup, lookup_of};
use crate::inliner::{concat_arrays, property, set_property};
use crate::ops::{
    AddrSpaceCastOp, AddressOfOp, AllocaOp, CallOp, GEPOp, NoAliasScopeDeclOp, PoisonOp, SSACopyOp,
    SelectOp, UndefOp, ZeroOp,
};

/// The discardable attribute marking a `noalias` argument's copy.
const NOALIAS: &str = "llvm.noalias";

/// The value an inlined `noalias` argument stands for: `value` copied by an
/// `llvm.intr.ssa.copy` marked `llvm.noalias`, built before `call`.
pub(crate) fn mark_noalias(ctx: &Context, body: &mut Body, call: OpId, value: ValueId) -> ValueId {
    let loc = body.op(call).loc;
    let mut b = OpBuilder::at(ctx, body, InsertionPoint::Before(call));
    let copy = SSACopyOp::build(&mut b, loc, value);
    body.set_discardable_attr(ctx, copy.0, NOALIAS, ctx.unit_attr());
    copy.res(body)
}

/// Deep-clones the inlined ops' alias scopes, then gives the `noalias` arguments their
/// scopes.
pub(crate) fn handle_alias_scopes(ctx: &Context, body: &mut Body, call: OpId, blocks: &[BlockId]) {
    deep_clone_scopes(ctx, body, blocks);
    noalias_argument_scopes(ctx, body, call, blocks);
}

/// The inlined blocks' top-level ops.
fn inlined_ops(body: &Body, blocks: &[BlockId]) -> Vec<OpId> {
    blocks.iter().flat_map(|&b| body.block_ops(b)).collect()
}

/// Whether `op` takes alias scopes (MLIR's `AliasAnalysisOpInterface`).
fn takes_scopes(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_info(body.op(op).name)
        .is_some_and(|i| i.inherent_attrs.contains(&"alias_scopes"))
}

/// A fresh `distinct[N]<>`.
fn fresh_distinct(ctx: &Context) -> Attribute {
    ctx.intern_attr(AttrData::Distinct {
        id: ctx.fresh_distinct_id(),
        referenced: ctx.unit_attr(),
    })
}

/// `#llvm.alias_scope_domain` with a fresh distinct id and `description`.
fn new_domain(ctx: &Context, description: Option<Attribute>) -> Attribute {
    get(
        ctx,
        DiAttr {
            spec: spec_index("alias_scope_domain"),
            values: vec![
                Value::Attr(Some(fresh_distinct(ctx))),
                Value::Attr(description),
            ],
        },
    )
}

/// `#llvm.alias_scope` with a fresh distinct id in `domain`.
fn new_scope(ctx: &Context, domain: Attribute, description: Option<Attribute>) -> Attribute {
    get(
        ctx,
        DiAttr {
            spec: spec_index("alias_scope"),
            values: vec![
                Value::Attr(Some(fresh_distinct(ctx))),
                Value::Attr(Some(domain)),
                Value::Attr(description),
            ],
        },
    )
}

fn spec_index(mnemonic: &str) -> usize {
    crate::di::SPECS
        .iter()
        .position(|s| s.mnemonic == mnemonic)
        .unwrap_or_default()
}

/// Parameter `name` of a structured attribute, if set.
fn param(d: &DiAttr, name: &str) -> Option<Attribute> {
    match d.get(name) {
        Some(Value::Attr(a)) => *a,
        _ => None,
    }
}

/// Maps every alias scope of the inlined ops (and their domains) to a fresh copy, one per
/// original attribute.
fn deep_clone_scopes(ctx: &Context, body: &mut Body, blocks: &[BlockId]) {
    let mut mapping: FxHashMap<Attribute, Attribute> = FxHashMap::default();
    let mut clone = |scope: Attribute| -> Attribute {
        if let Some(&s) = mapping.get(&scope) {
            return s;
        }
        let Some(d) = lookup_of(ctx, scope, "alias_scope") else {
            return scope;
        };
        let domain = match param(&d, "domain") {
            Some(old) => match mapping.get(&old) {
                Some(&new) => new,
                None => {
                    let desc = lookup(ctx, old).and_then(|dd| param(&dd, "description"));
                    let new = new_domain(ctx, desc);
                    mapping.insert(old, new);
                    new
                }
            },
            None => return scope,
        };
        let new = new_scope(ctx, domain, param(&d, "description"));
        mapping.insert(scope, new);
        new
    };
    for op in inlined_ops(body, blocks) {
        if takes_scopes(ctx, body, op) {
            for name in ["alias_scopes", "noalias_scopes"] {
                let Some(list) = op_attr(ctx, body, op, name) else {
                    continue;
                };
                let AttrData::Array(scopes) = ctx.attr_data(list) else {
                    continue;
                };
                let cloned: Vec<Attribute> = scopes.iter().map(|&s| clone(s)).collect();
                set_property(ctx, body, op, name, ctx.array_attr(&cloned));
            }
        }
        if NoAliasScopeDeclOp::isa(ctx, body, op)
            && let Some(scope) = op_attr(ctx, body, op, "scope")
        {
            set_property(ctx, body, op, "scope", clone(scope));
        }
    }
}

/// The pointer operands a memory op accesses (a call: its pointer arguments).
fn accessed_operands(ctx: &Context, body: &Body, op: OpId) -> Vec<ValueId> {
    let name = ctx.op_name_str(body.op(op).name);
    match name {
        "llvm.store" => vec![body.operand(op, 1)],
        "llvm.call" => body
            .operands(op)
            .filter(|&v| crate::types::is_ptr(ctx, body.value_type(v)))
            .collect(),
        "llvm.intr.memcpy" | "llvm.intr.memmove" => {
            vec![body.operand(op, 0), body.operand(op, 1)]
        }
        _ => body.operands(op).take(1).collect(),
    }
}

/// The value `v` is based on through GEPs and address space casts.
fn underlying_object(ctx: &Context, body: &Body, mut v: ValueId) -> ValueId {
    while let ValueDef::Result { op, .. } = body.value(v).def {
        if GEPOp::isa(ctx, body, op) || AddrSpaceCastOp::isa(ctx, body, op) {
            v = body.operand(op, 0);
        } else {
            break;
        }
    }
    v
}

/// The values `v` may be based on, through selects and block arguments too.
fn underlying_objects(ctx: &Context, body: &Body, v: ValueId) -> Vec<ValueId> {
    let mut result = Vec::new();
    let mut work = vec![v];
    let mut seen = FxHashSet::default();
    while let Some(current) = work.pop() {
        let current = underlying_object(ctx, body, current);
        if !seen.insert(current) {
            continue;
        }
        match body.value(current).def {
            ValueDef::Result { op, .. } if SelectOp::isa(ctx, body, op) => {
                work.push(body.operand(op, 1));
                work.push(body.operand(op, 2));
            }
            ValueDef::BlockArg { block, index } => {
                match incoming_values(body, block, index as usize) {
                    Some(values) => work.extend(values),
                    None => result.push(current),
                }
            }
            _ => result.push(current),
        }
    }
    result
}

/// The values every predecessor of `block` passes to its argument `index`, or `None`
/// when some predecessor does not say.
fn incoming_values(body: &Body, block: BlockId, index: usize) -> Option<Vec<ValueId>> {
    let region = body.block_region(block)?;
    let mut values = Vec::new();
    for &pred in body.blocks(region) {
        let Some(term) = body.last_op(pred) else {
            continue;
        };
        for (i, s) in body.successors(term).iter().enumerate() {
            if s.block == block {
                values.push(*body.successor_operand_values(term, i).get(index)?);
            }
        }
    }
    Some(values)
}

/// Whether `v` is a constant (MLIR's `m_Constant`: `llvm.mlir.zero`, `undef` and
/// `poison` too).
fn is_constant(ctx: &Context, body: &Body, v: ValueId) -> bool {
    if constant_attr(ctx, body, v).is_some() {
        return true;
    }
    matches!(body.value(v).def, ValueDef::Result { op, .. }
        if ZeroOp::isa(ctx, body, op) || UndefOp::isa(ctx, body, op) || PoisonOp::isa(ctx, body, op))
}

/// Creates a scope for each `noalias` argument copy of `call`, declares it before the
/// call, attaches the scopes to the inlined memory ops and removes the copies.
fn noalias_argument_scopes(ctx: &Context, body: &mut Body, call: OpId, blocks: &[BlockId]) {
    let mut copies: Vec<OpId> = Vec::new();
    for arg in body.operands(call).collect::<Vec<_>>() {
        // Most recent use first, as MLIR's use lists.
        for u in body.uses(arg).iter().rev() {
            if SSACopyOp::isa(ctx, body, u.op)
                && body.discardable_attr(ctx, u.op, NOALIAS).is_some()
                && !copies.contains(&u.op)
            {
                copies.push(u.op);
            }
        }
    }
    if copies.is_empty() {
        return;
    }
    let callee = CallOp::cast(ctx, body, call)
        .and_then(|c| c.callee(ctx, body))
        .and_then(|a| match ctx.attr_data(a) {
            AttrData::SymbolRef { root, .. } => Some(ctx.string_attr(ctx.ident_bytes_of(*root))),
            _ => None,
        });
    let domain = new_domain(ctx, callee);
    let loc = body.op(call).loc;
    let mut scopes: FxHashMap<ValueId, Attribute> = FxHashMap::default();
    let mut order = Vec::new();
    for &copy in &copies {
        let scope = new_scope(ctx, domain, None);
        let v = body.result(copy, 0);
        scopes.insert(v, scope);
        order.push((v, scope));
        let mut b = OpBuilder::at(ctx, body, InsertionPoint::Before(call));
        NoAliasScopeDeclOp::build(&mut b, loc, scope);
    }
    for op in inlined_ops(body, blocks) {
        if !takes_scopes(ctx, body, op) {
            continue;
        }
        let mut based_on = FxHashSet::default();
        for p in accessed_operands(ctx, body, op) {
            based_on.extend(underlying_objects(ctx, body, p));
        }
        let mut other_known = false;
        let unknown = based_on.iter().any(|&object| {
            if is_constant(ctx, body, object) || scopes.contains_key(&object) {
                return false;
            }
            if let ValueDef::Result { op: def, .. } = body.value(object).def
                && (AllocaOp::isa(ctx, body, def) || AddressOfOp::isa(ctx, body, def))
            {
                other_known = true;
                return false;
            }
            true
        });
        if unknown {
            continue;
        }
        let not_based: Vec<Attribute> = order
            .iter()
            .filter(|(v, _)| !based_on.contains(v))
            .map(|&(_, s)| s)
            .collect();
        append(ctx, body, op, "noalias_scopes", &not_based);
        if other_known || CallOp::isa(ctx, body, op) {
            continue;
        }
        let based: Vec<Attribute> = order
            .iter()
            .filter(|(v, _)| based_on.contains(v))
            .map(|&(_, s)| s)
            .collect();
        append(ctx, body, op, "alias_scopes", &based);
    }
    for copy in copies {
        let from = body.operand(copy, 0);
        let to = body.result(copy, 0);
        body.replace_all_uses(to, from);
        body.erase_op(copy);
    }
}

/// Appends `scopes` (if any) to `op`'s scope list `name`.
fn append(ctx: &Context, body: &mut Body, op: OpId, name: &str, scopes: &[Attribute]) {
    if scopes.is_empty() {
        return;
    }
    let new = concat_arrays(ctx, property(ctx, body, op, name), ctx.array_attr(scopes));
    set_property(ctx, body, op, name, new);
}
