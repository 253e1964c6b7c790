//! `vector.shuffle`, and the lowering of `vector.shape_cast` into extracts, shuffles and
//! inserts (MLIR's shape-cast lowering with its strided-slice lowerings, as
//! `convert-vector-to-llvm` applies them before converting).

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

/// `vector.shape_cast` lowered as upstream's shape-cast lowering and strided-slice
/// lowerings leave it for `convert-vector-to-llvm`. The elements move in chunks of
/// `k = gcd(a, b)` (`a`, `b`: the innermost dimensions of source and result; single
/// elements when either is 0-D). A chunk that is a whole source row and a whole result
/// row is extracted and inserted as is; single elements are extracted and inserted at
/// their positions; otherwise a chunk is sliced from its source row (a `vector.shuffle`
/// of the row with itself, the row extracted once), widened to a result row by another
/// shuffle and merged into the row being built (poison at first), which is inserted
/// into the result (poison at first) once complete. Scalable vectors are left alone.
struct ShapeCastLowering;

/// The row-major multi-index of element `i` in `shape`.
fn unflatten(mut i: i64, shape: &[i64]) -> Vec<i64> {
    let mut pos = vec![0; shape.len()];
    for d in (0..shape.len()).rev() {
        pos[d] = i % shape[d];
        i /= shape[d];
    }
    pos
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

impl RewritePattern for ShapeCastLowering {
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
        let source_ty = body.value_type(source);
        let result_ty = body.value_type(body.result(op, 0));
        let (Some((src, src_scalable, element)), Some((dst, dst_scalable, _))) =
            (vector_dims(ctx, source_ty), vector_dims(ctx, result_ty))
        else {
            return false;
        };
        if source_ty == result_ty || src_scalable.contains(&true) || dst_scalable.contains(&true) {
            return false;
        }
        let n: i64 = src.iter().product();
        let (a, b) = (
            src.last().copied().unwrap_or(1),
            dst.last().copied().unwrap_or(1),
        );
        let k = if src.is_empty() || dst.is_empty() {
            1
        } else {
            gcd(a, b)
        };
        if k <= 0 || n % k != 0 {
            return false;
        }
        let loc = body.op(op).loc;
        let (src_outer, dst_outer) = (
            &src[..src.len().saturating_sub(1)],
            &dst[..dst.len().saturating_sub(1)],
        );
        let row_ty = |len: i64| {
            ctx.intern_type(TypeData::Vector {
                shape: Box::new([len]),
                scalable: Box::new([false]),
                element,
            })
        };
        rw.set_insertion_point(InsertionPoint::Before(op));
        let extract = |rw: &mut PatternRewriter<'_, '_>, v: ValueId, pos: &[i64], ty: Type| {
            let attr = i64_array_attr(ctx, pos);
            ExtractOp::build(rw, loc, ty, v, &[], attr).result(rw.body())
        };
        let insert = |rw: &mut PatternRewriter<'_, '_>, v: ValueId, dest: ValueId, pos: &[i64]| {
            let attr = i64_array_attr(ctx, pos);
            InsertOp::build(rw, loc, v, dest, &[], attr).result(rw.body())
        };
        let shuffle = |rw: &mut PatternRewriter<'_, '_>, x: ValueId, y: ValueId, mask: &[i64]| {
            let attr = i64_array_attr(ctx, mask);
            ShuffleOp::build(rw, loc, x, y, attr).vector(rw.body())
        };
        // Single elements move one by one, unless each is a whole row of both shapes.
        let whole_rows = k == a && k == b && !src.is_empty() && !dst.is_empty();
        let scalars = k == 1 && !whole_rows;
        let mut result = PoisonOp::build(rw, loc, result_ty, None).result(rw.body());
        let mut src_row = None;
        let mut dst_row = None;
        for c in 0..n / k {
            let first = c * k;
            let (src_off, dst_off) = (first % a, first % b);
            // A result row built from several chunks starts from poison (the result
            // itself when it is 1-D), made before the chunk's extraction as upstream does:
            // the greedy driver's constant hoisting keeps that order.
            if !scalars && k != b && dst_off == 0 {
                dst_row = Some(if dst.len() == 1 {
                    result
                } else {
                    PoisonOp::build(rw, loc, row_ty(b), None).result(rw.body())
                });
            }
            let chunk = if scalars {
                let pos = if src.is_empty() {
                    Vec::new()
                } else {
                    unflatten(first, &src)
                };
                extract(rw, source, &pos, element)
            } else if k == a {
                let outer = unflatten(first / a, src_outer);
                if src.len() == 1 {
                    source
                } else {
                    extract(rw, source, &outer, row_ty(a))
                }
            } else {
                if src_off == 0 {
                    let outer = unflatten(first / a, src_outer);
                    src_row = Some(if src.len() == 1 {
                        source
                    } else {
                        extract(rw, source, &outer, row_ty(a))
                    });
                }
                let Some(row) = src_row else {
                    return false;
                };
                let mask: Vec<i64> = (src_off..src_off + k).collect();
                shuffle(rw, row, row, &mask)
            };
            if scalars {
                let pos = if dst.is_empty() {
                    Vec::new()
                } else {
                    unflatten(first, &dst)
                };
                result = insert(rw, chunk, result, &pos);
                continue;
            }
            let row = if k == b {
                chunk
            } else {
                let Some(acc) = dst_row else {
                    return false;
                };
                let widen: Vec<i64> = (0..b).map(|i| if i < k { i } else { 0 }).collect();
                let wide = shuffle(rw, chunk, chunk, &widen);
                let merge: Vec<i64> = (0..b)
                    .map(|i| {
                        if (dst_off..dst_off + k).contains(&i) {
                            i - dst_off
                        } else {
                            b + i
                        }
                    })
                    .collect();
                let merged = shuffle(rw, wide, acc, &merge);
                dst_row = Some(merged);
                if dst_off + k < b {
                    continue;
                }
                merged
            };
            if dst.len() == 1 {
                result = row;
            } else {
                let outer = unflatten(first / b, dst_outer);
                result = insert(rw, row, result, &outer);
            }
        }
        rw.replace_op(op, &[result]);
        true
    }
}

/// Adds the shape-cast lowering patterns `convert-vector-to-llvm` applies first.
pub fn add_shape_cast_lowering_patterns(set: &mut PatternSet) {
    set.add(ShapeCastLowering);
}
