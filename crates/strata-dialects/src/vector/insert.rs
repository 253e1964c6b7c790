//! `vector.insert`: writes an element or a sub-vector into a vector at constant or
//! dynamic positions (the inverse of `vector.extract`), with its verifier and folds.

use strata_ir::ir::{Body, OpId};
use strata_ir::registry::FoldResult;
use strata_ir::{Context, TypeData};
use strata_ods::{AnyType, i64_array, op};

use super::ops::{AnyVector, DYNAMIC_POSITION, DenseI64Array, element_or_self, vector_dims};
use crate::memref::ops::views::{parse_dynamic_index_list, print_dynamic_index_list};
use crate::tensor::VariadicIndex;

/// The poison marker of a position.
const POISON_INDEX: i64 = -1;

fn verify_insert(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "vector.insert";
    let source = body.value_type(body.operand(op, 0));
    let dest = body.value_type(body.operand(op, 1));
    let result = body.value_type(body.result(op, 0));
    if element_or_self(ctx, source) != element_or_self(ctx, result) {
        return Err(format!(
            "'{NAME}' op failed to verify that source operand and result have same element type"
        ));
    }
    if dest != result {
        return Err(format!(
            "'{NAME}' op failed to verify that all of {{dest, result}} have same type"
        ));
    }
    let src_rank = match ctx.type_data(source) {
        TypeData::Vector { shape, .. } if shape.is_empty() => {
            return Err("expected a scalar instead of a 0-d vector as the source operand".into());
        }
        TypeData::Vector { shape, .. } => Some(shape.len()),
        _ => None,
    };
    let positions = InsertOp(op)
        .static_position(ctx, body)
        .and_then(|a| i64_array(ctx, a))
        .unwrap_or_default();
    let dynamic = positions.iter().filter(|&&p| p == DYNAMIC_POSITION).count();
    if dynamic != body.num_operands(op) - 2 {
        return Err(format!(
            "'{NAME}' op mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite"
        ));
    }
    let Some((shape, _, _)) = vector_dims(ctx, dest) else {
        return Ok(());
    };
    if positions.len() > shape.len() {
        return Err(format!(
            "'{NAME}' op expected position attribute of rank no greater than dest vector rank"
        ));
    }
    match src_rank {
        Some(r) if r + positions.len() != shape.len() => {
            return Err(format!(
                "'{NAME}' op expected position attribute rank + source rank to match dest vector rank"
            ));
        }
        None if positions.len() != shape.len() => {
            return Err(format!(
                "'{NAME}' op expected position attribute rank to match the dest vector rank"
            ));
        }
        _ => {}
    }
    for (i, &pos) in positions.iter().enumerate() {
        if pos == DYNAMIC_POSITION {
            continue;
        }
        if pos != POISON_INDEX && !(0..shape[i]).contains(&pos) {
            return Err(format!(
                "'{NAME}' op expected position attribute #{} to be a non-negative integer smaller than the corresponding dest vector dimension",
                i + 1
            ));
        }
    }
    Ok(())
}

/// `InsertOp::fold`: an insert of a whole vector at no position is that vector; a poison
/// position makes the result poison.
fn fold_insert(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _operands: &[Option<strata_ir::Attribute>],
) -> Option<Vec<FoldResult>> {
    let ins = InsertOp(op);
    let positions = ins
        .static_position(ctx, body)
        .and_then(|a| i64_array(ctx, a))
        .unwrap_or_default();
    let source = ins.value_to_store(body);
    if positions.is_empty() && body.value_type(source) == body.value_type(body.result(op, 0)) {
        return Some(vec![FoldResult::Value(source)]);
    }
    if positions.contains(&POISON_INDEX) {
        return Some(vec![FoldResult::Attr(crate::ub::poison_attr(ctx))]);
    }
    None
}

/// `AllTypesMatch<["dest", "result"]>`: the result has the type of `dest`.
fn same_type(_: &Context, ty: strata_ir::Type) -> Option<Vec<strata_ir::Type>> {
    Some(vec![ty])
}

op! {
    /// Inserts an element or a sub-vector into a vector.
    ///
    /// `vector.insert` returns `dest` with the element or sub-vector at the given
    /// positions replaced by `valueToStore`. Each position is a constant (kept in
    /// `static_position`) or an `index` operand; a scalar is stored when every dimension
    /// is indexed, else a vector of the remaining dimensions. A constant position of -1 is
    /// poison.
    ///
    /// ```mlir
    /// func.func @put(%v: vector<4x8xf32>, %row: vector<8xf32>, %s: f32, %i: index) -> vector<4x8xf32> {
    ///   %0 = vector.insert %row, %v[2] : vector<8xf32> into vector<4x8xf32>
    ///   %1 = vector.insert %s, %0[1, %i] : f32 into vector<4x8xf32>
    ///   return %1 : vector<4x8xf32>
    /// }
    /// ```
    pub struct InsertOp = "vector.insert" {
        traits: [pure],
        operands: [valueToStore: AnyType, dest: AnyVector, dynamic_position: variadic VariadicIndex],
        attrs: [static_position: DenseI64Array],
        results: [result: AnyVector],
        types_match: { result: same_type(dest) },
        verify: verify_insert,
        format: "$valueToStore `,` $dest custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($valueToStore) `into` type($dest)",
        fold: fold_insert,
    }
}
