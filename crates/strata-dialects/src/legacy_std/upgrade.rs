//! `upgrade-legacy-std`: rewrites every `std` op into the MLIR 22 ops that replaced it
//! (`func`, `arith`, `cf`, `memref`, `tensor`, `vector`, `bufferization`).
//!
//! Most ops keep their operands, results, successors and regions and only change name
//! (and inherent attributes), so they are renamed in place; `dim` gains an index operand
//! and is rebuilt. The choices where no exact successor exists:
//! - `alloc_static(N)` becomes `memref.alloc()` carrying the address as the discardable
//!   attribute `std.base_address = N : i64` (MLIR 22 has no fixed-address allocation);
//! - `tensor_load` becomes `bufferization.to_tensor` and `tensor_store` becomes
//!   `bufferization.materialize_in_destination ... {writable}`; Strata does not register
//!   `bufferization`, so these print in generic form (which mlir-opt 22 accepts) and the
//!   output needs `--allow-unregistered-dialect` to verify in Strata;
//! - a body-less `func` (an external declaration) becomes a `private` `func.func`, since
//!   MLIR 22 rejects public declarations;
//! - `extract_element` becomes `tensor.extract` (after a `tensor.cast` to a ranked type
//!   for an unranked tensor, which `tensor.extract` does not take) or, on a vector,
//!   `vector.extract` with dynamic positions.

use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId, OperationState};
use strata_ir::symbols::op_attr;
use strata_ir::{AttrData, Attribute, Context, NamedAttribute, TypeData};
use strata_pass::{Pass, PassEnv};

use super::ops::{i64_attr, int_value};
use super::{FLOAT_BINARY, INT_BINARY};
use strata_ods::{i32_array_attr, i64_array_attr};

/// The `upgrade-legacy-std` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct UpgradeLegacyStd;

impl Pass for UpgradeLegacyStd {
    fn argument(&self) -> &'static str {
        "upgrade-legacy-std"
    }
    fn name(&self) -> &'static str {
        "UpgradeLegacyStd"
    }
    fn summary(&self) -> &'static str {
        "Rewrite legacy Standard-dialect (std) ops to the func, arith, cf, memref, tensor, vector and bufferization ops of MLIR 22"
    }
    fn run(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        _env: &mut PassEnv<'_>,
    ) -> Result<(), Diagnostic> {
        match body.child_body_mut(op) {
            Some(child) => upgrade_legacy_std(ctx, child),
            // A non-isolated root holds everything in `body`.
            None => upgrade_legacy_std(ctx, body),
        }
        Ok(())
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(*self)
    }
}

/// Upgrades every `std` op in `body` and the bodies nested below it (explicit work list).
pub fn upgrade_legacy_std(ctx: &Context, body: &mut Body) {
    let mut stack: Vec<&mut Body> = vec![body];
    while let Some(b) = stack.pop() {
        let ops: Vec<OpId> = (0..b.op_capacity() as u32)
            .map(OpId)
            .filter(|&o| !b.is_erased(o) && b.op_block(o).is_some())
            .collect();
        for op in ops {
            upgrade_op(ctx, b, op);
        }
        stack.extend(b.child_bodies_mut());
    }
}

/// Renames `op` to `name`, keeping its inherent attributes.
fn rename(ctx: &Context, body: &mut Body, op: OpId, name: &str) {
    body.op_mut(op).name = ctx.op_name(name);
}

/// Adds `entry` to `op`'s inherent attributes.
fn add_property(ctx: &Context, body: &mut Body, op: OpId, name: &str, value: Attribute) {
    let mut entries: Vec<NamedAttribute> = body
        .op(op)
        .properties
        .map(|d| ctx.dictionary_entries(d).to_vec())
        .unwrap_or_default();
    entries.retain(|e| ctx.ident_str(e.name) != name);
    entries.push(NamedAttribute {
        name: ctx.ident(name),
        value,
    });
    body.op_mut(op).properties = Some(ctx.dictionary_attr(entries));
}

/// Adds a discardable attribute to `op`.
fn add_attribute(ctx: &Context, body: &mut Body, op: OpId, name: &str, value: Attribute) {
    let mut entries = ctx.dictionary_entries(body.op(op).attributes).to_vec();
    entries.retain(|e| ctx.ident_str(e.name) != name);
    entries.push(NamedAttribute {
        name: ctx.ident(name),
        value,
    });
    body.op_mut(op).attributes = ctx.dictionary_attr(entries);
}

/// Moves `op`'s inherent attributes to its discardable ones (for a target op Strata does
/// not register, which has no properties).
fn properties_to_attributes(ctx: &Context, body: &mut Body, op: OpId) {
    if let Some(props) = body.op_mut(op).properties.take() {
        for e in ctx.dictionary_entries(props).to_vec() {
            add_attribute(ctx, body, op, ctx.ident_str(e.name), e.value);
        }
    }
}

fn upgrade_op(ctx: &Context, body: &mut Body, op: OpId) {
    let name = ctx.op_name_str(body.op(op).name);
    if !name.starts_with("std.") {
        return;
    }
    if let Some(&(_, new)) = INT_BINARY
        .iter()
        .chain(FLOAT_BINARY)
        .find(|(o, _)| *o == name)
    {
        rename(ctx, body, op, new);
        return;
    }
    let simple = match name {
        "std.cmpi" => "arith.cmpi",
        "std.select" => "arith.select",
        "std.return" => "func.return",
        "std.call" => "func.call",
        "std.call_indirect" => "func.call_indirect",
        "std.br" => "cf.br",
        "std.cond_br" => "cf.cond_br",
        "std.alloc" => "memref.alloc",
        "std.dealloc" => "memref.dealloc",
        "std.load" => "memref.load",
        "std.store" => "memref.store",
        "std.memref_cast" => "memref.cast",
        "std.tensor_cast" => "tensor.cast",
        "std.dma_start" => "memref.dma_start",
        "std.dma_wait" => "memref.dma_wait",
        _ => "",
    };
    if !simple.is_empty() {
        rename(ctx, body, op, simple);
        return;
    }
    match name {
        "std.func" => {
            let declaration = body
                .regions(op)
                .first()
                .is_none_or(|&r| body.regions_body(op).blocks(r).is_empty());
            rename(ctx, body, op, "func.func");
            if declaration {
                add_property(ctx, body, op, "sym_visibility", ctx.string_attr(b"private"));
            }
        }
        "std.constant" => {
            let symbol = op_attr(ctx, body, op, "value")
                .is_some_and(|v| matches!(ctx.attr_data(v), AttrData::SymbolRef { .. }));
            let new = if symbol {
                "func.constant"
            } else {
                "arith.constant"
            };
            rename(ctx, body, op, new);
        }
        "std.alloc_static" => {
            let base = op_attr(ctx, body, op, "base").and_then(|a| int_value(ctx, a));
            body.op_mut(op).properties = None;
            rename(ctx, body, op, "memref.alloc");
            add_property(
                ctx,
                body,
                op,
                "operandSegmentSizes",
                i32_array_attr(ctx, &[0, 0]),
            );
            if let Some(base) = base {
                add_attribute(ctx, body, op, "std.base_address", i64_attr(ctx, base));
            }
        }
        "std.extract_element" if body.num_operands(op) > 0 => {
            let source = body.value_type(body.operand(op, 0));
            if matches!(ctx.type_data(source), TypeData::Vector { .. }) {
                let n = body.num_operands(op) - 1;
                rename(ctx, body, op, "vector.extract");
                let dynamic = vec![crate::vector::DYNAMIC_POSITION; n];
                add_property(
                    ctx,
                    body,
                    op,
                    "static_position",
                    i64_array_attr(ctx, &dynamic),
                );
            } else {
                // `tensor.extract` needs a ranked tensor: cast an unranked one to the
                // dynamically shaped tensor of the rank its subscripts imply.
                if let TypeData::UnrankedTensor { element } = *ctx.type_data(source) {
                    let rank = body.num_operands(op) - 1;
                    let ranked = ctx.intern_type(TypeData::RankedTensor {
                        shape: vec![strata_ir::types::DYNAMIC; rank].into(),
                        element,
                        encoding: None,
                    });
                    let loc = body.op(op).loc;
                    let cast = body.create_op(
                        OperationState::new(ctx.op_name("tensor.cast"), loc)
                            .operand(body.operand(op, 0))
                            .result(ranked),
                    );
                    body.insert_op_before(op, cast);
                    let v = body.result(cast, 0);
                    body.set_operand(op, 0, v);
                }
                rename(ctx, body, op, "tensor.extract");
            }
        }
        "std.tensor_load" => {
            rename(ctx, body, op, "bufferization.to_tensor");
            properties_to_attributes(ctx, body, op);
        }
        "std.tensor_store" => {
            rename(ctx, body, op, "bufferization.materialize_in_destination");
            properties_to_attributes(ctx, body, op);
            add_attribute(ctx, body, op, "writable", ctx.unit_attr());
        }
        "std.dim" => upgrade_dim(ctx, body, op),
        _ => {}
    }
}

/// `dim %A, N : T` becomes `%cN = arith.constant N : index` and `tensor.dim` or
/// `memref.dim` of `%A, %cN`.
fn upgrade_dim(ctx: &Context, body: &mut Body, op: OpId) {
    let Some(index) = op_attr(ctx, body, op, "index").and_then(|a| int_value(ctx, a)) else {
        return;
    };
    if body.num_operands(op) != 1 || body.num_results(op) != 1 {
        return;
    }
    let loc = body.op(op).loc;
    let index_ty = ctx.index_type();
    let value = ctx.integer_attr(index_ty, strata_ir::apint::ApInt::from_i64(64, index));
    let cst = body.create_op(
        OperationState::new(ctx.op_name("arith.constant"), loc)
            .property(ctx, "value", value)
            .result(index_ty),
    );
    body.insert_op_before(op, cst);
    let source = body.operand(op, 0);
    let new_name = match ctx.type_data(body.value_type(source)) {
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. } => "memref.dim",
        _ => "tensor.dim",
    };
    let cst_value = body.result(cst, 0);
    let dim = body.create_op(
        OperationState::new(ctx.op_name(new_name), loc)
            .operands([source, cst_value])
            .attributes(body.op(op).attributes)
            .result(index_ty),
    );
    body.insert_op_before(op, dim);
    body.replace_all_uses(body.result(op, 0), body.result(dim, 0));
    body.erase_op(op);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pass_metadata() {
        let p = UpgradeLegacyStd;
        assert_eq!(p.argument(), "upgrade-legacy-std");
        assert!(p.anchor().is_none());
    }

    #[test]
    fn i64_attribute_value_round_trips() {
        let ctx = Context::new();
        assert_eq!(int_value(&ctx, i64_attr(&ctx, -7)), Some(-7));
    }
}
