//! `vector.bitcast`: the bits of a vector reinterpreted with another element type; the
//! minor dimension changes so that each minor 1-D vector keeps its bit count.

use strata_ir::ir::{Body, InsertionPoint, OpId};
use strata_ir::registry::FoldResult;
use strata_ir::{Attribute, Context, Type, TypeData};
use strata_ods::{i64_array_attr, op};
use strata_pass::rewrite::{PatternRewriter, PatternSet, RewritePattern};

use super::insert::InsertOp;
use super::ops::{AnyVector, ExtractOp, vector_dims};
use crate::ub::PoisonOp;

/// The size in bits of a vector element type (the default data layout's: integers and
/// floats their width, `index` 64).
fn element_bits(ctx: &Context, ty: Type) -> Option<u64> {
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => Some(u64::from(*width)),
        TypeData::Float(k) => Some(u64::from(k.bit_width())),
        TypeData::Index => Some(64),
        _ => None,
    }
}

fn verify_bitcast(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "vector.bitcast";
    let source = body.value_type(body.operand(op, 0));
    let result = body.value_type(body.result(op, 0));
    let (Some((s, _, se)), Some((r, _, re))) = (vector_dims(ctx, source), vector_dims(ctx, result))
    else {
        return Ok(());
    };
    if s.len() != r.len() {
        return Err(format!(
            "'{NAME}' op failed to verify that all of {{source, result}} have same rank"
        ));
    }
    for i in 0..s.len().saturating_sub(1) {
        if s[i] != r[i] {
            return Err(format!("'{NAME}' op dimension size mismatch at: {i}"));
        }
    }
    let (Some(sb), Some(rb)) = (element_bits(ctx, se), element_bits(ctx, re)) else {
        return Ok(());
    };
    match (s.last(), r.last()) {
        (Some(&sl), Some(&rl)) => {
            if sb as i128 * sl as i128 != rb as i128 * rl as i128 {
                return Err(format!(
                    "'{NAME}' op source/result bitwidth of the minor 1-D vectors must be equal"
                ));
            }
        }
        _ => {
            if sb != rb {
                return Err(format!(
                    "'{NAME}' op source/result bitwidth of the 0-D vector element types must be equal"
                ));
            }
        }
    }
    Ok(())
}

/// Upstream's `BitCastOp::fold` without the constant cases: a cast to the same type is
/// its source, a cast of a cast back to the inner source type is that source, and a cast
/// of a cast to another type casts the inner source directly.
fn fold_bitcast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _operands: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    let source = body.operand(op, 0);
    let ty = body.value_type(body.result(op, 0));
    if body.value_type(source) == ty {
        return Some(vec![FoldResult::Value(source)]);
    }
    let def = strata_ir::matchers::defining_op(body, source)?;
    if !BitCastOp::isa(ctx, body, def) {
        return None;
    }
    let inner = body.operand(def, 0);
    if body.value_type(inner) == ty {
        return Some(vec![FoldResult::Value(inner)]);
    }
    body.set_operand(op, 0, inner);
    Some(Vec::new())
}

op! {
    /// Reinterprets the bits of a vector with another element type.
    ///
    /// `vector.bitcast` keeps every dimension but the minor one, whose size changes so
    /// that each minor 1-D vector has the same number of bits before and after (for 0-D
    /// vectors the element types have the same width). The bits are not changed.
    ///
    /// ```mlir
    /// func.func @halves(%v: vector<2x4xi32>) -> vector<2x8xi16> {
    ///   %0 = vector.bitcast %v : vector<2x4xi32> to vector<2x8xi16>
    ///   return %0 : vector<2x8xi16>
    /// }
    /// ```
    pub struct BitCastOp = "vector.bitcast" {
        traits: [pure],
        operands: [source: AnyVector],
        results: [result: AnyVector],
        verify: verify_bitcast,
        fold: fold_bitcast,
        format: "$source attr-dict `:` type($source) `to` type($result)",
    }
}

/// Splits an n-D `vector.bitcast` (n > 1, no scalable dimension) into 1-D bitcasts of its
/// rows, extracted from the source and inserted into a poison result one by one (MLIR's
/// `UnrollBitCastOp` with target rank 1).
struct UnrollBitCast;

impl RewritePattern for UnrollBitCast {
    fn root(&self) -> Option<&str> {
        Some(BitCastOp::NAME)
    }
    fn debug_name(&self) -> &str {
        "UnrollBitCastOp"
    }
    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        let source = body.operand(op, 0);
        let result_ty = body.value_type(body.result(op, 0));
        let (Some((shape, scalable, element)), Some((src_shape, _, src_element))) = (
            vector_dims(ctx, result_ty),
            vector_dims(ctx, body.value_type(source)),
        ) else {
            return false;
        };
        if shape.len() <= 1 || scalable.contains(&true) {
            return false;
        }
        let loc = body.op(op).loc;
        let row = |len: i64, e: Type| {
            ctx.intern_type(TypeData::Vector {
                shape: Box::new([len]),
                scalable: Box::new([false]),
                element: e,
            })
        };
        let (Some(&len), Some(&src_len)) = (shape.last(), src_shape.last()) else {
            return false;
        };
        let (row_ty, src_row_ty) = (row(len, element), row(src_len, src_element));
        let outer = &shape[..shape.len() - 1];
        let count: i64 = outer.iter().product();
        rw.set_insertion_point(InsertionPoint::Before(op));
        let mut result = PoisonOp::build(rw, loc, result_ty, None).result(rw.body());
        for i in 0..count {
            let mut pos = vec![0; outer.len()];
            let mut rest = i;
            for d in (0..outer.len()).rev() {
                pos[d] = rest % outer[d];
                rest /= outer[d];
            }
            let attr = i64_array_attr(ctx, &pos);
            let slice = ExtractOp::build(rw, loc, src_row_ty, source, &[], attr).result(rw.body());
            let cast = BitCastOp::build(rw, loc, row_ty, slice).result(rw.body());
            let attr = i64_array_attr(ctx, &pos);
            result = InsertOp::build(rw, loc, cast, result, &[], attr).result(rw.body());
        }
        rw.replace_op(op, &[result]);
        true
    }
}

/// Adds the bitcast lowering `convert-vector-to-llvm` applies first (MLIR's
/// `populateVectorBitCastLoweringPatterns`).
pub fn add_bitcast_lowering_patterns(set: &mut PatternSet) {
    set.add(UnrollBitCast);
}
