//! `vector.shuffle`, and the lowering of `vector.shape_cast` to a 1-D vector into
//! extracts, shuffles and inserts (the part of MLIR's shape-cast and strided-slice
//! lowerings `convert-vector-to-llvm` needs for the flattened prints of
//! `convert-vector-to-scf`).

use strata_asm::custom::{Delimiter, OpAsmParser, OpAsmPrinter};
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, InsertionPoint, OpId, OperationState, ValueId};
use strata_ir::{Attribute, Context, Type, TypeData};
use strata_ods::{AttrConstraint, TypeConstraint, i64_array, i64_array_attr, op};
use strata_pass::rewrite::{PatternRewriter, PatternSet, RewritePattern};

use super::insert::InsertOp;
use super::ops::{AnyVector, ExtractOp, vector_dims};
use super::print::ShapeCastOp;
use crate::ub::PoisonOp;

/// A vector without scalable dimensions (ODS `AnyFixedVectorOfAnyRank`).
pub struct FixedVector;
impl TypeConstraint for FixedVector {
    const SUMMARY: &'static str = "fixed-length vector of any type values";
    fn check(ctx: &Context, ty: Type) -> bool {
        matches!(ctx.type_data(ty), TypeData::Vector { scalable, .. } if !scalable.contains(&true))
    }
    fn check_class(ctx: &Context, ty: Type) -> Result<(), Option<&'static str>> {
        if AnyVector::check(ctx, ty) {
            Ok(())
        } else {
            Err(Some("builtin.vector"))
        }
    }
}

/// `DenseI64ArrayAttr` written in its short form `[0, 5, -1]` (as ODS prints a dense
/// array attribute directly in a format).
pub struct ShuffleMask;
impl AttrConstraint for ShuffleMask {
    const SUMMARY: &'static str = "i64 dense array attribute";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        i64_array(ctx, attr).is_some()
    }
    fn parse(p: &mut OpAsmParser<'_, '_, '_>, _name: &str) -> Result<Attribute, Diagnostic> {
        let mut values = Vec::new();
        p.parse_list(Delimiter::Square, |p| {
            let offset = p.offset();
            match p.parse_optional_integer()? {
                Some(v) => match i64::try_from(v) {
                    Ok(v) => {
                        values.push(v);
                        Ok(())
                    }
                    Err(_) => Err(p.error_at(offset, "integer value too large")),
                },
                None => Err(p.error_at(offset, "expected integer value")),
            }
        })?;
        Ok(i64_array_attr(p.ctx(), &values))
    }
    fn print(p: &mut OpAsmPrinter<'_, '_, '_, '_>, attr: Attribute) {
        let values = i64_array(p.ctx(), attr).unwrap_or_default();
        let text: Vec<String> = values.iter().map(i64::to_string).collect();
        p.write(&format!("[{}]", text.join(", ")));
    }
}

/// The mask of a `vector.shuffle`'s properties.
fn mask_of(ctx: &Context, properties: Option<Attribute>) -> Option<Vec<i64>> {
    let props = properties?;
    let entry = ctx
        .dictionary_entries(props)
        .iter()
        .find(|e| ctx.ident_str(e.name) == "mask")?;
    i64_array(ctx, entry.value)
}

/// The result type: the mask's length, then `v1`'s trailing dimensions.
fn infer_shuffle(ctx: &Context, operand_types: &[Type], state: &OperationState) -> Vec<Type> {
    let Some((shape, _, element)) = operand_types.first().and_then(|&t| vector_dims(ctx, t)) else {
        return operand_types.first().copied().into_iter().collect();
    };
    let mask = mask_of(ctx, state.properties)
        .or_else(|| mask_of(ctx, Some(state.attributes)))
        .unwrap_or_default();
    let mut dims = vec![mask.len().max(1) as i64];
    dims.extend(shape.iter().skip(1));
    vec![ctx.intern_type(TypeData::Vector {
        scalable: vec![false; dims.len()].into(),
        shape: dims.into(),
        element,
    })]
}

fn verify_shuffle(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "vector.shuffle";
    let ty = |v| vector_dims(ctx, body.value_type(v));
    let (Some((v1, _, e1)), Some((v2, _, e2)), Some((res, _, er))) = (
        ty(body.operand(op, 0)),
        ty(body.operand(op, 1)),
        ty(body.result(op, 0)),
    ) else {
        return Ok(());
    };
    if e1 != er {
        return Err(format!(
            "'{NAME}' op failed to verify that first operand v1 and result have same element type"
        ));
    }
    if e2 != er {
        return Err(format!(
            "'{NAME}' op failed to verify that second operand v2 and result have same element type"
        ));
    }
    let zero_d = v1.is_empty() && v2.is_empty() && res.len() == 1;
    if !zero_d && (v1.len() != res.len() || v2.len() != res.len()) {
        return Err(format!("'{NAME}' op rank mismatch"));
    }
    for r in 1..v1.len() {
        if res[r] != v1[r] || v1[r] != v2[r] {
            return Err(format!("'{NAME}' op dimension mismatch"));
        }
    }
    let mask = ShuffleOp(op)
        .mask(ctx, body)
        .and_then(|a| i64_array(ctx, a))
        .unwrap_or_default();
    if mask.is_empty() {
        return Err(format!("'{NAME}' op invalid mask length"));
    }
    if mask.len() as i64 != res[0] {
        return Err(format!("'{NAME}' op mask length mismatch"));
    }
    let size = v1.first().copied().unwrap_or(1) + v2.first().copied().unwrap_or(1);
    for (i, &m) in mask.iter().enumerate() {
        if m != -1 && !(0..size).contains(&m) {
            return Err(format!("'{NAME}' op mask index #{} out of range", i + 1));
        }
    }
    Ok(())
}

op! {
    /// Picks the leading-dimension slices of two vectors into a new vector.
    ///
    /// `vector.shuffle` concatenates `v1` and `v2` along their leading dimension (0-D
    /// vectors count as one element) and returns the slices the `mask` names, in its
    /// order; -1 is a poison slice. The result's leading dimension is the mask's
    /// length, its other dimensions those of the operands.
    ///
    /// ```mlir
    /// func.func @mix(%a: vector<4xf32>, %b: vector<2xf32>) -> vector<3xf32> {
    ///   %0 = vector.shuffle %a, %b [0, 5, 1] : vector<4xf32>, vector<2xf32>
    ///   return %0 : vector<3xf32>
    /// }
    /// ```
    pub struct ShuffleOp = "vector.shuffle" {
        traits: [pure],
        operands: [v1: FixedVector, v2: FixedVector],
        attrs: [mask: ShuffleMask],
        results: [vector: AnyVector],
        infer: infer_shuffle,
        verify: verify_shuffle,
        format: "operands $mask attr-dict `:` type(operands)",
    }
}

/// `vector.shape_cast` from an n-D vector to a 1-D vector, as upstream's shape-cast
/// lowering and its strided-slice lowering leave it: the source's innermost vectors (its
/// last dimension, or single elements when that is 1) are extracted in row-major order
/// and put into a poison vector — a scalar with `vector.insert`, a vector by widening it
/// with a `vector.shuffle` and merging it with another; a source whose last dimension
/// holds every element is one extract. Other shape casts are left alone.
struct ShapeCastToFlat;

impl RewritePattern for ShapeCastToFlat {
    fn root(&self) -> Option<&str> {
        Some(ShapeCastOp::NAME)
    }
    fn debug_name(&self) -> &str {
        "ShapeCastOpRewritePattern"
    }
    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        let source = body.operand(op, 0);
        let result_ty = body.value_type(body.result(op, 0));
        let (Some((src, src_scalable, element)), Some((res, res_scalable, _))) = (
            vector_dims(ctx, body.value_type(source)),
            vector_dims(ctx, result_ty),
        ) else {
            return false;
        };
        if res.len() != 1
            || src.len() < 2
            || src_scalable.contains(&true)
            || res_scalable.contains(&true)
        {
            return false;
        }
        let loc = body.op(op).loc;
        let n = res[0];
        let k = *src.last().unwrap_or(&1);
        let outer = &src[..src.len() - 1];
        rw.set_insertion_point(InsertionPoint::Before(op));
        let extract = |rw: &mut PatternRewriter<'_, '_>, pos: &[i64], ty: Type| -> ValueId {
            let attr = i64_array_attr(ctx, pos);
            ExtractOp::build(rw, loc, ty, source, &[], attr).result(rw.body())
        };
        if k == n {
            let whole = extract(rw, &vec![0; outer.len()], result_ty);
            rw.replace_op(op, &[whole]);
            return true;
        }
        let mut acc = PoisonOp::build(rw, loc, result_ty, None).result(rw.body());
        let chunk_ty = ctx.intern_type(TypeData::Vector {
            shape: Box::new([k]),
            scalable: Box::new([false]),
            element,
        });
        let mut pos = vec![0i64; outer.len()];
        let count: i64 = outer.iter().product();
        for c in 0..count {
            let offset = c * k;
            if k == 1 {
                let mut full = pos.clone();
                full.push(0);
                let e = extract(rw, &full, element);
                let at = i64_array_attr(ctx, &[offset]);
                acc = InsertOp::build(rw, loc, e, acc, &[], at).result(rw.body());
            } else {
                let e = extract(rw, &pos, chunk_ty);
                let widen: Vec<i64> = (0..n).map(|i| if i < k { i } else { 0 }).collect();
                let mask = i64_array_attr(ctx, &widen);
                let w = ShuffleOp::build(rw, loc, e, e, mask).vector(rw.body());
                let merge: Vec<i64> = (0..n)
                    .map(|i| {
                        if (offset..offset + k).contains(&i) {
                            i - offset
                        } else {
                            n + i
                        }
                    })
                    .collect();
                let mask = i64_array_attr(ctx, &merge);
                acc = ShuffleOp::build(rw, loc, w, acc, mask).vector(rw.body());
            }
            for d in (0..pos.len()).rev() {
                pos[d] += 1;
                if pos[d] < outer[d] {
                    break;
                }
                pos[d] = 0;
            }
        }
        rw.replace_op(op, &[acc]);
        true
    }
}

/// Adds the shape-cast lowering patterns `convert-vector-to-llvm` applies first.
pub fn add_shape_cast_lowering_patterns(set: &mut PatternSet) {
    set.add(ShapeCastToFlat);
}
