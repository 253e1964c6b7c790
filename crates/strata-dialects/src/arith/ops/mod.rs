//! The `arith` op declarations by family (`constant`, `integer`, `float`,
//! `comparison` with `select`, `cast`) and the verifier checks several families share.

mod cast;
mod comparison;
mod constant;
mod float;
mod integer;
mod speculation;

pub use cast::*;
pub use comparison::*;
pub use constant::*;
pub use float::*;
pub use integer::*;

use strata_ir::ir::{Body, OpId, ValueId};
use strata_ir::{Context, Signedness, Type, TypeData};

/// Registers every `arith` op into `ctx`.
pub(super) fn register(ctx: &Context) {
    ConstantOp::register(ctx);
    AddIOp::register(ctx);
    SubIOp::register(ctx);
    MulIOp::register(ctx);
    ShLIOp::register(ctx);
    DivSIOp::register(ctx);
    DivUIOp::register(ctx);
    ShRSIOp::register(ctx);
    ShRUIOp::register(ctx);
    RemSIOp::register(ctx);
    RemUIOp::register(ctx);
    AndIOp::register(ctx);
    OrIOp::register(ctx);
    XOrIOp::register(ctx);
    AddFOp::register(ctx);
    SubFOp::register(ctx);
    MulFOp::register(ctx);
    DivFOp::register(ctx);
    CmpIOp::register(ctx);
    CmpFOp::register(ctx);
    SelectOp::register(ctx);
    IndexCastOp::register(ctx);
    SIToFPOp::register(ctx);
    ExtSIOp::register(ctx);
    ExtUIOp::register(ctx);
    TruncIOp::register(ctx);
    AddUIExtendedOp::register(ctx);
    MulSIExtendedOp::register(ctx);
    MulUIExtendedOp::register(ctx);
    CeilDivSIOp::register(ctx);
    CeilDivUIOp::register(ctx);
    FloorDivSIOp::register(ctx);
    MaxSIOp::register(ctx);
    MaxUIOp::register(ctx);
    MinSIOp::register(ctx);
    MinUIOp::register(ctx);
    MaximumFOp::register(ctx);
    MinimumFOp::register(ctx);
    MaxNumFOp::register(ctx);
    MinNumFOp::register(ctx);
    RemFOp::register(ctx);
    NegFOp::register(ctx);
    UIToFPOp::register(ctx);
    FPToSIOp::register(ctx);
    FPToUIOp::register(ctx);
    IndexCastUIOp::register(ctx);
    BitcastOp::register(ctx);
    ExtFOp::register(ctx);
    TruncFOp::register(ctx);
    ScalingExtFOp::register(ctx);
    ScalingTruncFOp::register(ctx);
}

// ---- checks shared by several families ----

/// The name of `op`, for messages.
fn op_name<'c>(ctx: &'c Context, body: &Body, op: OpId) -> &'c str {
    ctx.op_name_str(body.op(op).name)
}

/// The element type of a vector/tensor/memref, or the type itself.
fn element(ctx: &Context, ty: Type) -> Type {
    match ctx.type_data(ty) {
        TypeData::Vector { element, .. }
        | TypeData::RankedTensor { element, .. }
        | TypeData::UnrankedTensor { element }
        | TypeData::MemRef { element, .. }
        | TypeData::UnrankedMemRef { element, .. } => *element,
        _ => ty,
    }
}

/// The bit width of a signless integer, `None` for other types.
fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_data(ty) {
        TypeData::Integer {
            width,
            signedness: Signedness::Signless,
        } => Some(*width),
        _ => None,
    }
}

/// The bit width of a signless integer or float, `None` for other types.
fn width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_data(ty) {
        TypeData::Float(k) => Some(k.bit_width()),
        _ => int_width(ctx, ty),
    }
}

/// MLIR's `Elementwise` trait: vector/tensor operands and results agree in kind and shape.
fn verify_elementwise(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let name = op_name(ctx, body, op);
    // The kind of a mappable type (vector, ranked or unranked tensor) and its shape.
    let mappable = |v: ValueId| -> Option<(u8, Option<Vec<i64>>)> {
        match ctx.type_data(body.value_type(v)) {
            TypeData::Vector { shape, .. } => Some((0, Some(shape.to_vec()))),
            TypeData::RankedTensor { shape, .. } => Some((1, Some(shape.to_vec()))),
            TypeData::UnrankedTensor { .. } => Some((2, None)),
            _ => None,
        }
    };
    let ops: Vec<_> = body.operands(op).filter_map(mappable).collect();
    let res: Vec<_> = body.results(op).filter_map(mappable).collect();
    if ops.is_empty() && res.is_empty() {
        return Ok(());
    }
    if ops.is_empty() {
        return Err(format!(
            "'{name}' op if a result is non-scalar, then at least one operand must be non-scalar"
        ));
    }
    if res.is_empty() {
        return Err(format!(
            "'{name}' op if an operand is non-scalar, then there must be at least one non-scalar result"
        ));
    }
    if res.len() != body.num_results(op) {
        return Err(format!(
            "'{name}' op if an operand is non-scalar, then all results must be non-scalar"
        ));
    }
    let all: Vec<_> = ops.iter().chain(&res).collect();
    let kind = all[0].0;
    let ranked: Vec<&Vec<i64>> = all.iter().filter_map(|m| m.1.as_ref()).collect();
    let compatible = ranked.windows(2).all(|w| {
        w[0].len() == w[1].len()
            && w[0].iter().zip(w[1]).all(|(a, b)| {
                a == b || *a == strata_ir::types::DYNAMIC || *b == strata_ir::types::DYNAMIC
            })
    });
    if all.iter().any(|m| m.0 != kind) || !compatible {
        return Err(format!(
            "'{name}' op all non-scalar operands/results must have the same shape and base type"
        ));
    }
    Ok(())
}
