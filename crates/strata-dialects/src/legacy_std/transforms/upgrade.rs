//! `upgrade-legacy-std`: rewrites every `std` op into the MLIR 22 ops that replaced it
//! (`func`, `arith`, `cf`, `memref`, `tensor`, `vector`, `bufferization`).
//!
//! Each old op is matched through its typed view and replaced by ops built with the
//! target dialects' builders, right before it: the new op takes over the old one's
//! discardable attributes and the uses of its results. Most ops map one to one; `dim`
//! gains an index operand (an `arith.constant`). A `func` keeps its body, which moves to
//! the new `func.func` without copying. The choices where no exact successor exists:
//! - `alloc_static(N)` becomes `memref.alloc()` carrying the address as the discardable
//!   attribute `std.base_address = N : i64` (MLIR 22 has no fixed-address allocation);
//! - `tensor_load` becomes `bufferization.to_tensor` and `tensor_store` becomes
//!   `bufferization.materialize_in_destination ... in writable ...` (the memref is
//!   written in place);
//! - a body-less `func` (an external declaration) becomes a `private` `func.func`, since
//!   MLIR 22 rejects public declarations;
//! - `extract_element` becomes `tensor.extract` (after a `tensor.cast` to a ranked type
//!   for an unranked tensor, which `tensor.extract` does not take) or, on a vector,
//!   `vector.extract` with dynamic positions.

use strata_ir::apint::ApInt;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, InsertionPoint, OpBuilder, OpId, ValueId};
use strata_ir::{AttrData, Attribute, Context, Location, NamedAttribute, Type, TypeData};
use strata_ods::i64_array_attr;
use strata_pass::{Pass, PassEnv};

use crate::legacy_std::ops::{self as legacy, attr_i64, i64_attr};
use crate::{arith, bufferization, cf, func, memref, tensor, vector};

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

// ---- the binary ops ----

/// Declares [`Binary`]: the binary `std` ops, each with the `arith` op it became (and
/// the values of that op's optional attributes, all absent).
macro_rules! binary_upgrades {
    ($($variant:ident: $old:ident => $new:ident($($absent:expr),*)),* $(,)?) => {
        /// A binary `std` op, named after the `arith` op it became.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        enum Binary {
            $($variant,)*
        }

        impl Binary {
            /// The kind and operands of `op`, if it is a binary `std` op.
            fn of(ctx: &Context, body: &Body, op: OpId) -> Option<(Self, ValueId, ValueId)> {
                $(
                    if let Some(x) = legacy::$old::cast(ctx, body, op) {
                        return Some((Self::$variant, x.lhs(body), x.rhs(body)));
                    }
                )*
                None
            }

            /// Builds the `arith` op of this kind.
            fn build(
                self,
                b: &mut OpBuilder<'_, '_>,
                loc: Location,
                lhs: ValueId,
                rhs: ValueId,
            ) -> OpId {
                match self {
                    $(Self::$variant => arith::$new::build(b, loc, lhs, rhs $(, $absent)*).id(),)*
                }
            }
        }
    };
}

binary_upgrades! {
    AddI: AddIOp => AddIOp(None),
    SubI: SubIOp => SubIOp(None),
    MulI: MulIOp => MulIOp(None),
    DivSI: DivISOp => DivSIOp(None),
    DivUI: DivIUOp => DivUIOp(None),
    RemSI: RemISOp => RemSIOp(),
    RemUI: RemIUOp => RemUIOp(),
    AndI: AndOp => AndIOp(),
    OrI: OrOp => OrIOp(),
    XOrI: XOrOp => XOrIOp(),
    AddF: AddFOp => AddFOp(None),
    SubF: SubFOp => SubFOp(None),
    MulF: MulFOp => MulFOp(None),
    DivF: DivFOp => DivFOp(None),
}

// ---- rewriting ----

/// Replaces `old` by the op `build` creates right before it (given a builder there and
/// `old`'s location): the new op takes `old`'s discardable attributes and the uses of its
/// results, and `old` is erased. Returns the new op.
fn replace_with(
    ctx: &Context,
    body: &mut Body,
    old: OpId,
    build: impl FnOnce(&mut OpBuilder<'_, '_>, Location) -> OpId,
) -> OpId {
    let loc = body.op(old).loc;
    let new = build(
        &mut OpBuilder::at(ctx, body, InsertionPoint::Before(old)),
        loc,
    );
    finish(body, old, new);
    new
}

/// Gives `new` the discardable attributes and result uses of `old`, and erases `old`.
fn finish(body: &mut Body, old: OpId, new: OpId) {
    let attributes = body.op(old).attributes;
    body.op_mut(new).attributes = attributes;
    let results: Vec<(ValueId, ValueId)> = body.results(old).zip(body.results(new)).collect();
    for (from, to) in results {
        body.replace_all_uses(from, to);
    }
    body.erase_op(old);
}

/// Adds the discardable attribute `name = value` to `op`.
fn add_attribute(ctx: &Context, body: &mut Body, op: OpId, name: &str, value: Attribute) {
    let mut entries = ctx.dictionary_entries(body.op(op).attributes).to_vec();
    entries.retain(|e| ctx.ident_str(e.name) != name);
    entries.push(NamedAttribute {
        name: ctx.ident(name),
        value,
    });
    body.op_mut(op).attributes = ctx.dictionary_attr(entries);
}

/// Rewrites `op` if it is a `std` op.
fn upgrade_op(ctx: &Context, body: &mut Body, op: OpId) {
    if let Some((kind, lhs, rhs)) = Binary::of(ctx, body, op) {
        replace_with(ctx, body, op, |b, loc| kind.build(b, loc, lhs, rhs));
    } else if let Some(x) = legacy::CmpIOp::cast(ctx, body, op) {
        let (lhs, rhs) = (x.lhs(body), x.rhs(body));
        let Some(predicate) = x.predicate(ctx, body) else {
            return;
        };
        replace_with(ctx, body, op, |b, loc| {
            arith::CmpIOp::build(b, loc, lhs, rhs, predicate).id()
        });
    } else if let Some(x) = legacy::SelectOp::cast(ctx, body, op) {
        let t = body.value_type(x.result(body));
        let operands = (x.condition(body), x.true_value(body), x.false_value(body));
        replace_with(ctx, body, op, |b, loc| {
            arith::SelectOp::build(b, loc, t, operands.0, operands.1, operands.2).id()
        });
    } else if let Some(x) = legacy::ConstantOp::cast(ctx, body, op) {
        upgrade_constant(ctx, body, x);
    } else if let Some(x) = legacy::DimOp::cast(ctx, body, op) {
        upgrade_dim(ctx, body, x);
    } else if let Some(x) = legacy::AllocOp::cast(ctx, body, op) {
        let t = body.value_type(x.memref(body));
        let (sizes, symbols) = (x.dynamic_sizes(ctx, body), x.symbol_operands(ctx, body));
        replace_with(ctx, body, op, |b, loc| {
            memref::AllocOp::build(b, loc, t, &sizes, &symbols, None).id()
        });
    } else if let Some(x) = legacy::AllocStaticOp::cast(ctx, body, op) {
        let t = body.value_type(x.memref(body));
        let base = x.base(ctx, body).and_then(|a| attr_i64(ctx, a));
        let new = replace_with(ctx, body, op, |b, loc| {
            memref::AllocOp::build(b, loc, t, &[], &[], None).id()
        });
        if let Some(base) = base {
            add_attribute(ctx, body, new, "std.base_address", i64_attr(ctx, base));
        }
    } else if let Some(x) = legacy::DeallocOp::cast(ctx, body, op) {
        let m = x.memref(body);
        replace_with(ctx, body, op, |b, loc| {
            memref::DeallocOp::build(b, loc, m).id()
        });
    } else if let Some(x) = legacy::LoadOp::cast(ctx, body, op) {
        let (m, indices) = (x.memref(body), x.indices(body));
        replace_with(ctx, body, op, |b, loc| {
            memref::LoadOp::build(b, loc, m, &indices, None, None).id()
        });
    } else if let Some(x) = legacy::StoreOp::cast(ctx, body, op) {
        let (v, m, indices) = (x.value(body), x.memref(body), x.indices(body));
        replace_with(ctx, body, op, |b, loc| {
            memref::StoreOp::build(b, loc, v, m, &indices, None, None).id()
        });
    } else if let Some(x) = legacy::MemRefCastOp::cast(ctx, body, op) {
        let (source, t) = (x.source(body), body.value_type(x.dest(body)));
        replace_with(ctx, body, op, |b, loc| {
            memref::CastOp::build(b, loc, t, source).id()
        });
    } else if let Some(x) = legacy::DmaStartOp::cast(ctx, body, op) {
        let operands = x.operands(body);
        replace_with(ctx, body, op, |b, loc| {
            memref::DmaStartOp::build(b, loc, &operands).id()
        });
    } else if let Some(x) = legacy::DmaWaitOp::cast(ctx, body, op) {
        let (tag, indices) = (x.tag_mem_ref(body), x.tag_indices(body));
        let n = x.num_elements(body);
        replace_with(ctx, body, op, |b, loc| {
            memref::DmaWaitOp::build(b, loc, tag, &indices, n).id()
        });
    } else if let Some(x) = legacy::ExtractElementOp::cast(ctx, body, op) {
        upgrade_extract_element(ctx, body, x);
    } else if let Some(x) = legacy::TensorLoadOp::cast(ctx, body, op) {
        let (m, t) = (x.memref(body), body.value_type(x.result(body)));
        replace_with(ctx, body, op, |b, loc| {
            bufferization::ToTensorOp::build(b, loc, t, m, None, None).id()
        });
    } else if let Some(x) = legacy::TensorStoreOp::cast(ctx, body, op) {
        let (source, dest) = (x.tensor(body), x.memref(body));
        let writable = Some(ctx.unit_attr());
        replace_with(ctx, body, op, |b, loc| {
            bufferization::MaterializeInDestinationOp::build(
                b, loc, None, source, dest, None, writable,
            )
            .id()
        });
    } else if let Some(x) = legacy::TensorCastOp::cast(ctx, body, op) {
        let (source, t) = (x.source(body), body.value_type(x.dest(body)));
        replace_with(ctx, body, op, |b, loc| {
            tensor::CastOp::build(b, loc, t, source).id()
        });
    } else if let Some(x) = legacy::FuncOp::cast(ctx, body, op) {
        upgrade_func(ctx, body, x);
    } else if let Some(x) = legacy::CallOp::cast(ctx, body, op) {
        let Some(callee) = x.callee(ctx, body) else {
            return;
        };
        let operands = x.operands(body);
        let types: Vec<Type> = body.results(op).map(|r| body.value_type(r)).collect();
        replace_with(ctx, body, op, |b, loc| {
            func::CallOp::build(b, loc, &types, &operands, callee, None, None, None).id()
        });
    } else if let Some(x) = legacy::CallIndirectOp::cast(ctx, body, op) {
        let (callee, operands) = (x.callee(body), x.callee_operands(body));
        replace_with(ctx, body, op, |b, loc| {
            func::CallIndirectOp::build(b, loc, callee, &operands, None, None).id()
        });
    } else if let Some(x) = legacy::BranchOp::cast(ctx, body, op) {
        let (operands, dest) = (x.dest_operands(body), x.dest(body));
        replace_with(ctx, body, op, |b, loc| {
            cf::BranchOp::build(b, loc, &operands, dest).id()
        });
    } else if let Some(x) = legacy::CondBranchOp::cast(ctx, body, op) {
        let condition = x.condition(ctx, body);
        let t = (x.true_dest(body), x.true_dest_operands(ctx, body));
        let f = (x.false_dest(body), x.false_dest_operands(ctx, body));
        replace_with(ctx, body, op, |b, loc| {
            cf::CondBranchOp::build(b, loc, condition, &t.1, &f.1, None, t.0, f.0).id()
        });
    } else if let Some(x) = legacy::ReturnOp::cast(ctx, body, op) {
        let operands = x.operands(body);
        replace_with(ctx, body, op, |b, loc| {
            func::ReturnOp::build(b, loc, &operands).id()
        });
    }
}

/// `constant` becomes `func.constant` for a function reference and `arith.constant`
/// otherwise.
fn upgrade_constant(ctx: &Context, body: &mut Body, c: legacy::ConstantOp) {
    let Some(value) = c.value(ctx, body) else {
        return;
    };
    let t = body.value_type(c.result(body));
    replace_with(ctx, body, c.id(), |b, loc| {
        if matches!(ctx.attr_data(value), AttrData::SymbolRef { .. }) {
            func::ConstantOp::build(b, loc, t, value).id()
        } else {
            arith::ConstantOp::build(b, loc, value).id()
        }
    });
}

/// `dim %A, N : T` becomes `%cN = arith.constant N : index` and `tensor.dim` or
/// `memref.dim` of `%A, %cN`.
fn upgrade_dim(ctx: &Context, body: &mut Body, dim: legacy::DimOp) {
    let Some(index) = dim.index(ctx, body).and_then(|a| attr_i64(ctx, a)) else {
        return;
    };
    let source = dim.source(body);
    let on_memref = matches!(
        ctx.type_data(body.value_type(source)),
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
    );
    let index_ty = ctx.index_type();
    let value = ctx.integer_attr(index_ty, ApInt::from_i64(64, index));
    replace_with(ctx, body, dim.id(), |b, loc| {
        let c = arith::ConstantOp::build(b, loc, value).result(b.body());
        if on_memref {
            memref::DimOp::build(b, loc, index_ty, source, c).id()
        } else {
            tensor::DimOp::build(b, loc, index_ty, source, c).id()
        }
    });
}

/// `extract_element` of a vector becomes `vector.extract` with dynamic positions; of a
/// tensor, `tensor.extract`, after a `tensor.cast` to the dynamically shaped tensor of
/// the subscripts' rank when the tensor is unranked.
fn upgrade_extract_element(ctx: &Context, body: &mut Body, e: legacy::ExtractElementOp) {
    let (source, indices) = (e.aggregate(body), e.indices(body));
    let t = body.value_type(e.result(body));
    match *ctx.type_data(body.value_type(source)) {
        TypeData::Vector { .. } => {
            let dynamic = vec![crate::vector::DYNAMIC_POSITION; indices.len()];
            let positions = i64_array_attr(ctx, &dynamic);
            replace_with(ctx, body, e.id(), |b, loc| {
                vector::ExtractOp::build(b, loc, t, source, &indices, positions).id()
            });
        }
        TypeData::UnrankedTensor { element } => {
            let ranked = ctx.intern_type(TypeData::RankedTensor {
                shape: vec![strata_ir::types::DYNAMIC; indices.len()].into(),
                element,
                encoding: None,
            });
            replace_with(ctx, body, e.id(), |b, loc| {
                let cast = tensor::CastOp::build(b, loc, ranked, source).dest(b.body());
                tensor::ExtractOp::build(b, loc, cast, &indices).id()
            });
        }
        _ => {
            replace_with(ctx, body, e.id(), |b, loc| {
                tensor::ExtractOp::build(b, loc, source, &indices).id()
            });
        }
    }
}

/// `func` becomes `func.func` with the same signature and attributes (`private` when it
/// has no body). The body moves over without copying: the new op takes the old one's
/// child body and regions.
fn upgrade_func(ctx: &Context, body: &mut Body, f: legacy::FuncOp) {
    let old = f.id();
    let (Some(sym_name), Some(function_type)) = (f.sym_name(ctx, body), f.function_type(ctx, body))
    else {
        return;
    };
    let declaration = body.regions_body(old).blocks(f.body(body)).is_empty();
    let visibility = declaration.then(|| ctx.string_attr(b"private"));
    let (arg_attrs, res_attrs) = (f.arg_attrs(ctx, body), f.res_attrs(ctx, body));
    let loc = f.loc(body);
    let regions = body.regions(old).to_vec();
    let Some(child) = body.child_body_mut(old).map(std::mem::take) else {
        return;
    };
    let mut state = func::FuncOp::state(
        ctx,
        body,
        loc,
        function_type,
        sym_name,
        visibility,
        arg_attrs,
        res_attrs,
        None,
    );
    state.regions = regions;
    let new = body.create_op(state.child_body(child));
    body.insert_op_before(old, new);
    finish(body, old, new);
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
        assert_eq!(attr_i64(&ctx, i64_attr(&ctx, -7)), Some(-7));
    }
}
