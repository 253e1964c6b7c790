//! The `memref` view ops: `memref.subview` with its offset/size/stride lists, result
//! layout inference and rank reduction, with mlir-opt 22's syntax and messages.

use std::collections::HashMap;
use strata_asm::custom::{OpAsmParser, OpAsmPrinter, Punct, UnresolvedOperand};
use strata_asm::printer::type_to_string;

use strata_ir::affine::{AffineExpr, AffineExprKind, AffineMap};
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId, OperationState, ValueId};
use strata_ir::symbols::op_attr;
use strata_ir::types::DYNAMIC;
use strata_ir::{AttrData, Attribute, Context, Signedness, Type, TypeData};
use strata_ods::{i32_array, i32_array_attr, i64_array, i64_array_attr};

type PResult<T> = Result<T, Diagnostic>;

const SUBVIEW: &str = "memref.subview";
const REINTERPRET: &str = "memref.reinterpret_cast";
const TRANSPOSE: &str = "memref.transpose";
const EXPAND: &str = "memref.expand_shape";
const COLLAPSE: &str = "memref.collapse_shape";

fn ty(ctx: &Context, t: Type) -> String {
    type_to_string(ctx, t)
}

/// Shape, element, layout and memory space of a ranked memref.
pub(super) struct MemRef {
    pub(super) shape: Vec<i64>,
    pub(super) element: Type,
    pub(super) layout: Option<Attribute>,
    pub(super) space: Option<Attribute>,
}

pub(super) fn memref(ctx: &Context, t: Type) -> Option<MemRef> {
    match ctx.type_data(t) {
        TypeData::MemRef {
            shape,
            element,
            layout,
            memory_space,
        } => Some(MemRef {
            shape: shape.to_vec(),
            element: *element,
            layout: *layout,
            space: *memory_space,
        }),
        _ => None,
    }
}

/// The row-major strides of `shape` (dynamic once a dynamic or zero size is crossed, as
/// upstream's canonical strided layout has it).
fn identity_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![0i64; shape.len()];
    let mut running = 1i64;
    for (i, &d) in shape.iter().enumerate().rev() {
        strides[i] = running;
        running = if running == DYNAMIC || d == DYNAMIC || d == 0 {
            DYNAMIC
        } else {
            running.checked_mul(d).unwrap_or(DYNAMIC)
        };
    }
    strides
}

/// Strides and offset of a memref with identity, `strided<...>` or strided affine-map
/// layout; `None` when the layout is not strided.
pub(super) fn strides_offset(ctx: &Context, m: &MemRef) -> Option<(Vec<i64>, i64)> {
    match m.layout.map(|l| ctx.attr_data(l)) {
        None => Some((identity_strides(&m.shape), 0)),
        Some(AttrData::Strided { strides, offset }) => Some((strides.to_vec(), *offset)),
        Some(AttrData::AffineMap(map)) => map_strides(ctx, *map, m.shape.len()),
        _ => None,
    }
}

/// A linear form `sum(coeffs[i] * d_i) + constant`; a symbol makes its terms dynamic.
#[derive(Clone)]
struct Linear {
    coeffs: Vec<i64>,
    constant: i64,
    has_dims: bool,
}

/// Strides and offset of a single-result affine map that is linear in its dimensions.
fn map_strides(ctx: &Context, map: AffineMap, rank: usize) -> Option<(Vec<i64>, i64)> {
    let store = ctx.affine();
    let data = store.map_data(map);
    if data.results.len() != 1 || data.num_dims as usize != rank {
        return None;
    }
    let root = data.results[0];
    let mut done: HashMap<AffineExpr, Linear> = HashMap::new();
    let mut stack = vec![root];
    while let Some(&e) = stack.last() {
        if done.contains_key(&e) {
            stack.pop();
            continue;
        }
        let zero = || Linear {
            coeffs: vec![0; rank],
            constant: 0,
            has_dims: false,
        };
        let value = match store.kind(e) {
            AffineExprKind::Constant(c) => Linear {
                constant: c,
                ..zero()
            },
            AffineExprKind::Dim(d) => {
                let mut l = zero();
                *l.coeffs.get_mut(d as usize)? = 1;
                l.has_dims = true;
                l
            }
            AffineExprKind::Symbol(_) => Linear {
                constant: DYNAMIC,
                ..zero()
            },
            AffineExprKind::Add(a, b) | AffineExprKind::Mul(a, b) => {
                let (Some(x), Some(y)) = (done.get(&a), done.get(&b)) else {
                    stack.push(a);
                    stack.push(b);
                    continue;
                };
                if matches!(store.kind(e), AffineExprKind::Add(..)) {
                    Linear {
                        coeffs: x
                            .coeffs
                            .iter()
                            .zip(&y.coeffs)
                            .map(|(&p, &q)| add(p, q))
                            .collect(),
                        constant: add(x.constant, y.constant),
                        has_dims: x.has_dims || y.has_dims,
                    }
                } else {
                    let (lin, factor) = match (x.has_dims, y.has_dims) {
                        (true, true) => return None,
                        (true, false) => (x, y.constant),
                        _ => (y, x.constant),
                    };
                    Linear {
                        coeffs: lin.coeffs.iter().map(|&c| mul(c, factor)).collect(),
                        constant: mul(lin.constant, factor),
                        has_dims: lin.has_dims,
                    }
                }
            }
            _ => return None,
        };
        done.insert(e, value);
        stack.pop();
    }
    let l = done.remove(&root)?;
    Some((l.coeffs, l.constant))
}

/// `a * b` where either may be dynamic (zero wins, then dynamic; overflow is dynamic).
pub(super) fn mul(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        0
    } else if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.checked_mul(b).unwrap_or(DYNAMIC)
    }
}

/// `a + b` where either may be dynamic.
pub(super) fn add(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.checked_add(b).unwrap_or(DYNAMIC)
    }
}

/// The inferred subview result type: the static sizes with a strided layout derived from
/// the source's strides and offset.
pub(super) fn infer_subview_type(
    ctx: &Context,
    src: &MemRef,
    src_strides: &[i64],
    src_offset: i64,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Type {
    let mut offset = src_offset;
    for (&o, &s) in offsets.iter().zip(src_strides) {
        offset = add(offset, mul(o, s));
    }
    let new_strides: Vec<i64> = strides
        .iter()
        .zip(src_strides)
        .map(|(&a, &b)| mul(a, b))
        .collect();
    let layout = ctx.intern_attr(AttrData::Strided {
        strides: new_strides.into(),
        offset,
    });
    ctx.intern_type(TypeData::MemRef {
        shape: sizes.into(),
        element: src.element,
        layout: Some(layout),
        memory_space: src.space,
    })
}

/// Whether `result` (shape and strides) is `expected` with some static unit dimensions
/// dropped: `(sizes match, sizes and strides match)`.
fn rank_reduces(
    exp_shape: &[i64],
    exp_strides: &[i64],
    res_shape: &[i64],
    res_strides: Option<&[i64]>,
) -> (bool, bool) {
    let (n, m) = (exp_shape.len(), res_shape.len());
    // sizes[i][j]: the first i expected dims can reduce to the first j result dims.
    let w = m + 1;
    let mut sizes = vec![false; (n + 1) * w];
    let mut both = vec![false; (n + 1) * w];
    sizes[0] = true;
    both[0] = true;
    for i in 1..=n {
        for j in 0..=m {
            let drop = exp_shape[i - 1] == 1;
            let mut s = drop && sizes[(i - 1) * w + j];
            let mut b = drop && both[(i - 1) * w + j];
            if j > 0 && exp_shape[i - 1] == res_shape[j - 1] {
                s |= sizes[(i - 1) * w + j - 1];
                let stride_ok =
                    res_strides.is_some_and(|rs| rs.get(j - 1) == exp_strides.get(i - 1));
                b |= stride_ok && both[(i - 1) * w + j - 1];
            }
            sizes[i * w + j] = s;
            both[i * w + j] = b;
        }
    }
    (sizes[n * w + m], both[n * w + m])
}

// ---- verifier ----

/// The checks of the offset/size/stride op interface; `Ok(lists)` when they pass.
fn verify_offset_size_stride(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
    ranks: [usize; 3],
) -> Result<[Vec<i64>; 3], String> {
    const NAMES: [&str; 3] = ["offset", "size", "stride"];
    const ATTRS: [&str; 3] = ["static_offsets", "static_sizes", "static_strides"];
    let mut lists: [Vec<i64>; 3] = Default::default();
    for (k, attr) in ATTRS.iter().enumerate() {
        let Some(a) = op_attr(ctx, body, op, attr) else {
            return Err(format!("'{name}' op requires attribute '{attr}'"));
        };
        let Some(v) = i64_array(ctx, a) else {
            return Err(format!(
                "'{name}' op attribute '{attr}' failed to satisfy constraint: i64 dense array attribute"
            ));
        };
        lists[k] = v;
    }
    let segs = segments(ctx, body, op, name)?;
    let (no, ns, nt) = (lists[0].len(), lists[1].len(), lists[2].len());
    if !(no == 1 && ranks[0] == 1) && no != ns {
        return Err(format!(
            "expected mixed offsets rank to match mixed sizes rank ({no} vs {ns}) so the rank of the result type is well-formed."
        ));
    }
    if ns != nt {
        return Err(format!(
            "expected mixed sizes rank to match mixed strides rank ({ns} vs {nt}) so the rank of the result type is well-formed."
        ));
    }
    for k in 0..3 {
        let list = &lists[k];
        if list.len() != ranks[k] {
            return Err(format!(
                "expected {} {} values, got {}",
                ranks[k],
                NAMES[k],
                list.len()
            ));
        }
        let dynamic = list.iter().filter(|&&v| v == DYNAMIC).count();
        let given = segs[k + 1] as usize;
        if dynamic != given {
            return Err(format!(
                "expected the number of '{}s' to match the number of dynamic entries in '{}' ({given} vs {dynamic})",
                NAMES[k], ATTRS[k]
            ));
        }
    }
    if let Some(&o) = lists[0].iter().find(|&&o| o < 0 && o != DYNAMIC) {
        return Err(format!("expected offsets to be non-negative, but got {o}"));
    }
    if let Some(&s) = lists[1].iter().find(|&&s| s < 0 && s != DYNAMIC) {
        return Err(format!("expected sizes to be non-negative, but got {s}"));
    }
    Ok(lists)
}

/// The `operandSegmentSizes` of a subview (source, offsets, sizes, strides).
fn segments(ctx: &Context, body: &Body, op: OpId, name: &str) -> Result<Vec<i32>, String> {
    // A missing attribute reads as all-zero segments, as upstream's property conversion has it.
    let segs = match op_attr(ctx, body, op, "operandSegmentSizes") {
        None => Some(vec![0; 4]),
        Some(a) => i32_array(ctx, a),
    };
    let Some(segs) = segs else {
        return Err(format!(
            "'{name}' op 'operandSegmentSizes' attribute for specifying operand segments must have 4 elements"
        ));
    };
    if segs.len() != 4 {
        return Err(format!(
            "'{name}' op 'operandSegmentSizes' attribute for specifying operand segments must have 4 elements"
        ));
    }
    if segs.iter().any(|&v| v < 0) {
        return Err(format!(
            "'{name}' op 'operandSegmentSizes' attribute cannot have negative elements"
        ));
    }
    let total: i64 = segs.iter().map(|&v| i64::from(v)).sum();
    if total != body.num_operands(op) as i64 {
        return Err(format!(
            "'{name}' op operand count ({}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'",
            body.num_operands(op)
        ));
    }
    if segs[0] != 1 {
        return Err(format!(
            "'{name}' op operand group starting at #0 requires 1 element, but found {}",
            segs[0]
        ));
    }
    Ok(segs)
}

/// `memref.subview`.
pub(super) fn verify_subview(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = SUBVIEW;
    strata_ods::check_counts(body, op, NAME, 1, 1, true)?;
    segments(ctx, body, op, NAME)?;
    let src_t = body.value_type(body.operand(op, 0));
    let res_t = body.value_type(body.result(op, 0));
    let Some(src) = memref(ctx, src_t) else {
        return Err(format!(
            "'{NAME}' op operand #0 must be memref of any type values, but got '{}'",
            ty(ctx, src_t)
        ));
    };
    check_index_operands(ctx, body, op, NAME)?;
    let Some(res) = memref(ctx, res_t) else {
        return Err(format!(
            "'{NAME}' op result #0 must be memref of any type values, but got '{}'",
            ty(ctx, res_t)
        ));
    };
    let [offsets, sizes, strides] =
        verify_offset_size_stride(ctx, body, op, NAME, [src.shape.len(); 3])?;
    if src.space != res.space {
        return Err(format!(
            "different memory spaces specified for base memref type '{}' and subview memref type '{}'",
            ty(ctx, src_t),
            ty(ctx, res_t)
        ));
    }
    let Some((src_strides, src_offset)) = strides_offset(ctx, &src) else {
        return Err(format!("base type '{}' is not strided", ty(ctx, src_t)));
    };
    let expected = infer_subview_type(
        ctx,
        &src,
        &src_strides,
        src_offset,
        &offsets,
        &sizes,
        &strides,
    );
    if expected != res_t {
        let exp_strides: Vec<i64> = strides
            .iter()
            .zip(&src_strides)
            .map(|(&a, &b)| mul(a, b))
            .collect();
        let exp_offset = match ctx.type_data(expected) {
            TypeData::MemRef {
                layout: Some(l), ..
            } => match ctx.attr_data(*l) {
                AttrData::Strided { offset, .. } => *offset,
                _ => 0,
            },
            _ => 0,
        };
        let got = ty(ctx, res_t);
        let want = ty(ctx, expected);
        if res.shape.len() > sizes.len() {
            return Err(format!(
                "expected result rank to be smaller or equal to the source rank, but got '{got}'"
            ));
        }
        let res_layout = strides_offset(ctx, &res);
        let (sizes_ok, strides_ok) = rank_reduces(
            &sizes,
            &exp_strides,
            &res.shape,
            res_layout.as_ref().map(|(s, _)| &s[..]),
        );
        if !sizes_ok {
            return Err(format!(
                "expected result type to be '{want}' or a rank-reduced version. (mismatch of result sizes), but got '{got}'"
            ));
        }
        if res.element != src.element {
            return Err(format!(
                "expected result element type to be '{}', but got '{got}'",
                ty(ctx, src.element)
            ));
        }
        let offset_ok = res_layout.as_ref().is_some_and(|(_, o)| *o == exp_offset);
        if !strides_ok || !offset_ok {
            return Err(format!(
                "expected result type to be '{want}' or a rank-reduced version. (mismatch of result layout), but got '{got}'"
            ));
        }
    }
    check_bounds(&src.shape, &offsets, &sizes, &strides)
}

/// Static offsets, sizes and strides stay within the source's static dimensions.
pub(super) fn check_bounds(
    shape: &[i64],
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Result<(), String> {
    for (i, &dim) in shape.iter().enumerate() {
        let (o, s, st) = (offsets[i], sizes[i], strides[i]);
        if dim == DYNAMIC || o == DYNAMIC {
            continue;
        }
        if o >= dim {
            return Err(format!("offset {i} is out-of-bounds: {o} >= {dim}"));
        }
        if s == DYNAMIC || st == DYNAMIC || s <= 0 {
            continue;
        }
        let last = (s - 1).checked_mul(st).and_then(|v| v.checked_add(o));
        match last {
            Some(last) if last < dim => {}
            Some(last) => {
                return Err(format!(
                    "slice along dimension {i} runs out-of-bounds: {last} >= {dim}"
                ));
            }
            None => {
                return Err(format!("slice along dimension {i} runs out-of-bounds"));
            }
        }
    }
    Ok(())
}

/// A size, stride or offset as mlir-opt spells it in `reinterpret_cast` messages.
fn spell(v: i64) -> String {
    if v == DYNAMIC {
        "dynamic".to_string()
    } else {
        v.to_string()
    }
}

/// `memref.reinterpret_cast`.
pub(super) fn verify_reinterpret_cast(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = REINTERPRET;
    strata_ods::check_counts(body, op, NAME, 1, 1, true)?;
    segments(ctx, body, op, NAME)?;
    let src_t = body.value_type(body.operand(op, 0));
    let res_t = body.value_type(body.result(op, 0));
    let Some((src_elem, src_space)) = (match ctx.type_data(src_t) {
        TypeData::MemRef {
            element,
            memory_space,
            ..
        }
        | TypeData::UnrankedMemRef {
            element,
            memory_space,
        } => Some((*element, *memory_space)),
        _ => None,
    }) else {
        return Err(format!(
            "'{NAME}' op operand #0 must be ranked or unranked memref of any type values, but got '{}'",
            ty(ctx, src_t)
        ));
    };
    check_index_operands(ctx, body, op, NAME)?;
    let res = memref(ctx, res_t);
    let layout = res.as_ref().and_then(|r| strides_offset(ctx, r));
    let (Some(res), Some((res_strides, res_offset))) = (res, layout) else {
        return Err(format!(
            "'{NAME}' op result #0 must be strided memref of any type values, but got '{}'",
            ty(ctx, res_t)
        ));
    };
    let rank = res.shape.len();
    let [offsets, sizes, strides] =
        verify_offset_size_stride(ctx, body, op, NAME, [1, rank, rank])?;
    if src_space != res.space {
        return Err(format!(
            "different memory spaces specified for source type '{}' and result memref type '{}'",
            ty(ctx, src_t),
            ty(ctx, res_t)
        ));
    }
    if src_elem != res.element {
        return Err(format!(
            "different element types specified for source type '{}' and result memref type '{}'",
            ty(ctx, src_t),
            ty(ctx, res_t)
        ));
    }
    for (i, (&want, &got)) in sizes.iter().zip(&res.shape).enumerate() {
        if got != DYNAMIC && want != got {
            return Err(format!(
                "expected result type with size = {} instead of {} in dim = {i}",
                spell(want),
                spell(got)
            ));
        }
    }
    if res_offset != DYNAMIC && offsets[0] != res_offset {
        return Err(format!(
            "expected result type with offset = {} instead of {}",
            spell(offsets[0]),
            spell(res_offset)
        ));
    }
    for (i, (&want, &got)) in strides.iter().zip(&res_strides).enumerate() {
        if got != DYNAMIC && want != got {
            return Err(format!(
                "expected result type with stride = {} instead of {} in dim = {i}",
                spell(want),
                spell(got)
            ));
        }
    }
    Ok(())
}

/// Operands after the source must be `index`.
fn check_index_operands(ctx: &Context, body: &Body, op: OpId, name: &str) -> Result<(), String> {
    for (i, v) in body.operands(op).enumerate().skip(1) {
        let t = body.value_type(v);
        if !matches!(ctx.type_data(t), TypeData::Index) {
            return Err(format!(
                "'{name}' op operand #{i} must be variadic of index, but got '{}'",
                ty(ctx, t)
            ));
        }
    }
    Ok(())
}

/// `%reinterpret_cast`.
pub(super) fn reinterpret_cast_names(
    _: &Context,
    body: &Body,
    op: OpId,
    set_name: &mut dyn FnMut(ValueId, &str),
) {
    if body.num_results(op) == 1 {
        set_name(body.result(op, 0), "reinterpret_cast");
    }
}

/// The layout MLIR's `makeStridedLinearLayoutMap` builds: `offset + sum(d_i * stride_i)`,
/// with a symbol for each dynamic value (the offset's first); `None` for the identity.
fn strided_layout_map(
    ctx: &Context,
    shape: &[i64],
    strides: &[i64],
    offset: i64,
) -> Option<Attribute> {
    if offset == 0 && strides == identity_strides(shape).as_slice() {
        return None;
    }
    let store = ctx.affine();
    let mut symbols = 0u32;
    let mut next = |v: i64| {
        if v == DYNAMIC {
            symbols += 1;
            store.symbol(symbols - 1)
        } else {
            store.constant(v)
        }
    };
    let mut expr = next(offset);
    for (i, &st) in strides.iter().enumerate() {
        let term = store.mul(store.dim(i as u32), next(st));
        expr = store.add(expr, term);
    }
    let map = store.map(strides.len() as u32, symbols, &[expr]);
    Some(ctx.intern_attr(AttrData::AffineMap(map)))
}

/// The dimension positions of a permutation map, `None` if it is not one.
fn permutation(ctx: &Context, map: AffineMap) -> Option<Vec<usize>> {
    let store = ctx.affine();
    let data = store.map_data(map);
    if data.num_symbols != 0 || data.results.len() != data.num_dims as usize {
        return None;
    }
    let mut seen = vec![false; data.results.len()];
    let mut perm = Vec::with_capacity(data.results.len());
    for &e in data.results.iter() {
        let d = store.as_dim(e)? as usize;
        if std::mem::replace(seen.get_mut(d)?, true) {
            return None;
        }
        perm.push(d);
    }
    Some(perm)
}

/// `memref.transpose`.
pub(super) fn verify_transpose(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = TRANSPOSE;
    strata_ods::check_counts(body, op, NAME, 1, 1, false)?;
    let Some(perm_attr) = op_attr(ctx, body, op, "permutation") else {
        return Err(format!("'{NAME}' op requires attribute 'permutation'"));
    };
    let AttrData::AffineMap(map) = *ctx.attr_data(perm_attr) else {
        return Err(format!(
            "'{NAME}' op attribute 'permutation' failed to satisfy constraint: AffineMap attribute"
        ));
    };
    let src_t = body.value_type(body.operand(op, 0));
    let res_t = body.value_type(body.result(op, 0));
    let strided = |t: Type| memref(ctx, t).and_then(|m| strides_offset(ctx, &m).map(|l| (m, l)));
    let Some((src, (src_strides, src_offset))) = strided(src_t) else {
        return Err(format!(
            "'{NAME}' op operand #0 must be strided memref of any type values, but got '{}'",
            ty(ctx, src_t)
        ));
    };
    let Some((res, (res_strides, res_offset))) = strided(res_t) else {
        return Err(format!(
            "'{NAME}' op result #0 must be strided memref of any type values, but got '{}'",
            ty(ctx, res_t)
        ));
    };
    let Some(perm) = permutation(ctx, map) else {
        return Err(format!("'{NAME}' op expected a permutation map"));
    };
    if perm.len() != src.shape.len() {
        return Err(format!(
            "'{NAME}' op expected a permutation map of same rank as the input"
        ));
    }
    let shape: Vec<i64> = perm.iter().map(|&d| src.shape[d]).collect();
    let strides: Vec<i64> = perm.iter().map(|&d| src_strides[d]).collect();
    let same = res.shape == shape
        && res.element == src.element
        && res.space == src.space
        && res_strides == strides
        && res_offset == src_offset;
    if !same {
        let canonical = ctx.intern_type(TypeData::MemRef {
            layout: strided_layout_map(ctx, &shape, &strides, src_offset),
            shape: shape.into(),
            element: src.element,
            memory_space: src.space,
        });
        return Err(format!(
            "'{NAME}' op result type '{}' is not equivalent to the canonical transposed input type '{}'",
            ty(ctx, res_t),
            ty(ctx, canonical)
        ));
    }
    Ok(())
}

/// `%transpose`.
pub(super) fn transpose_names(
    _: &Context,
    body: &Body,
    op: OpId,
    set_name: &mut dyn FnMut(ValueId, &str),
) {
    if body.num_results(op) == 1 {
        set_name(body.result(op, 0), "transpose");
    }
}

/// `memref.transpose %src (d0, d1) -> (d1, d0) attr-dict : type to type`. The map's
/// results must be dimension identifiers (anything else cannot be a permutation and is
/// reported as the verifier would).
pub(super) fn parse_transpose(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let ctx = p.ctx();
    let src = p.parse_operand()?;
    // Errors upstream reports from the verifier or the affine parser, without the
    // `custom op` prefix.
    let not_permutation = |p: &OpAsmParser<'_, '_, '_>| {
        Diagnostic::error(
            p.loc_at(p.name_offset()),
            format!("'{TRANSPOSE}' op expected a permutation map"),
        )
    };
    let mut dims: Vec<String> = Vec::new();
    p.parse_punct(Punct::LParen)?;
    if !p.parse_optional_punct(Punct::RParen) {
        loop {
            let Some(id) = p.parse_optional_bare_keyword() else {
                return Err(p.error_here("expected bare identifier"));
            };
            dims.push(id.to_string());
            if p.parse_optional_punct(Punct::RParen) {
                break;
            }
            p.parse_punct(Punct::Comma)?;
        }
    }
    if p.at_punct(Punct::LSquare) {
        return Err(not_permutation(p));
    }
    p.parse_punct(Punct::Arrow)?;
    p.parse_punct(Punct::LParen)?;
    let store = ctx.affine();
    let mut results = Vec::new();
    if !p.parse_optional_punct(Punct::RParen) {
        loop {
            let at = p.offset();
            let Some(id) = p.parse_optional_bare_keyword() else {
                return Err(not_permutation(p));
            };
            let Some(pos) = dims.iter().position(|d| d == id) else {
                return Err(Diagnostic::error(
                    p.loc_at(at),
                    "use of undeclared identifier",
                ));
            };
            results.push(store.dim(pos as u32));
            if p.parse_optional_punct(Punct::RParen) {
                break;
            }
            if !p.parse_optional_punct(Punct::Comma) {
                return Err(not_permutation(p));
            }
        }
    }
    let map = store.map(dims.len() as u32, 0, &results);
    p.add_attribute(
        state,
        "permutation",
        ctx.intern_attr(AttrData::AffineMap(map)),
    );
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    let colon = p.offset();
    p.parse_punct(Punct::Colon)?;
    let src_t = parse_memref_type_at(p, false, colon)?;
    p.parse_keyword("to")?;
    let res_t = p.parse_type()?;
    let v = p.resolve_operand(&src, src_t)?;
    state.operands.push(v);
    state.result_types.push(res_t);
    Ok(())
}

/// `memref.transpose`.
pub(super) fn print_transpose(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let src = body.operands(op).next();
    p.write(" ");
    if let Some(src) = src {
        p.print_operand(src);
    }
    p.write(" ");
    if let Some(perm) = op_attr(ctx, body, op, "permutation") {
        if let AttrData::AffineMap(map) = *ctx.attr_data(perm) {
            let text = ctx.affine().display_map(map).to_string();
            p.write(&text);
        } else {
            p.print_attribute(perm);
        }
    }
    let attrs = p.attrs();
    p.print_optional_attr_dict(&attrs, &["permutation"]);
    p.write(" : ");
    if let Some(src) = src {
        p.print_type(body.value_type(src));
    }
    p.write(" to ");
    if let Some(r) = body.results(op).next() {
        p.print_type(body.value_type(r));
    }
}

// ---- expand_shape / collapse_shape ----

/// The groups of a `reassociation` attribute (an array of `i64` arrays).
pub(super) fn reassociation(ctx: &Context, attr: Attribute) -> Option<Vec<Vec<i64>>> {
    let AttrData::Array(groups) = ctx.attr_data(attr) else {
        return None;
    };
    let i64_ty = ctx.builtin_types().i64;
    groups
        .iter()
        .map(|&g| match ctx.attr_data(g) {
            AttrData::Array(items) => items
                .iter()
                .map(|&i| match ctx.attr_data(i) {
                    AttrData::Integer { ty, value } if *ty == i64_ty => value.to_i64_checked(),
                    _ => None,
                })
                .collect(),
            _ => None,
        })
        .collect()
}

/// MLIR's `verifyCollapsedShape`: the groups partition the expanded dimensions in order
/// and each collapsed size is the product of its group.
fn verify_collapsed_shape(
    name: &str,
    collapsed: &[i64],
    expanded: &[i64],
    groups: &[Vec<i64>],
) -> Result<(), String> {
    if collapsed.len() != groups.len() {
        return Err(format!(
            "'{name}' op invalid number of reassociation groups: found {}, expected {}",
            groups.len(),
            collapsed.len()
        ));
    }
    let mut next = 0i64;
    for (cdim, group) in groups.iter().enumerate() {
        let mut dynamic = false;
        for &e in group {
            if e != next {
                return Err(format!(
                    "'{name}' op reassociation indices must be contiguous"
                ));
            }
            next += 1;
            let Some(&size) = usize::try_from(e).ok().and_then(|e| expanded.get(e)) else {
                return Err(format!(
                    "'{name}' op reassociation index {e} is out of bounds"
                ));
            };
            if size == DYNAMIC {
                dynamic = true;
            }
        }
        if (collapsed[cdim] == DYNAMIC) != dynamic {
            return Err(format!(
                "'{name}' op collapsed dim ({cdim}) must be dynamic if and only if reassociation group is dynamic"
            ));
        }
        if !dynamic {
            let size = group
                .iter()
                .fold(1i64, |acc, &e| acc.wrapping_mul(expanded[e as usize]));
            if size != collapsed[cdim] {
                return Err(format!(
                    "'{name}' op collapsed dim size ({}) must equal reassociation group size ({size})",
                    collapsed[cdim]
                ));
            }
        }
    }
    if collapsed.is_empty() {
        if expanded.iter().any(|&d| d != 1) {
            return Err(format!(
                "'{name}' op rank 0 memrefs can only be extended/collapsed with/from ones"
            ));
        }
    } else if next != expanded.len() as i64 {
        return Err(format!(
            "'{name}' op expanded rank ({}) inconsistent with number of reassociation indices ({next})",
            expanded.len()
        ));
    }
    Ok(())
}

/// The reassociation of an expand/collapse op, and its strided source and result.
#[allow(clippy::type_complexity)]
fn reshape_operands(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
    operands: usize,
    variadic: bool,
) -> Result<(Vec<Vec<i64>>, (MemRef, Vec<i64>, i64), MemRef), String> {
    strata_ods::check_counts(body, op, name, 1, operands, variadic)?;
    let Some(attr) = op_attr(ctx, body, op, "reassociation") else {
        return Err(format!("'{name}' op requires attribute 'reassociation'"));
    };
    let Some(groups) = reassociation(ctx, attr) else {
        return Err(format!(
            "'{name}' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes"
        ));
    };
    let src_t = body.value_type(body.operand(op, 0));
    let res_t = body.value_type(body.result(op, 0));
    let strided = |t: Type| memref(ctx, t).and_then(|m| strides_offset(ctx, &m).map(|l| (m, l)));
    let Some((src, (strides, offset))) = strided(src_t) else {
        return Err(format!(
            "'{name}' op operand #0 must be strided memref of any type values, but got '{}'",
            ty(ctx, src_t)
        ));
    };
    check_index_operands(ctx, body, op, name)?;
    let Some((res, _)) = strided(res_t) else {
        return Err(format!(
            "'{name}' op result #0 must be strided memref of any type values, but got '{}'",
            ty(ctx, res_t)
        ));
    };
    Ok((groups, (src, strides, offset), res))
}

/// The memref type `shape` of `src`'s element and space with a strided layout, or the
/// identity layout when `src` has one.
pub(super) fn reshaped_type(
    ctx: &Context,
    src: &MemRef,
    shape: &[i64],
    strides: Vec<i64>,
    offset: i64,
) -> Type {
    let layout = src.layout.map(|_| {
        ctx.intern_attr(AttrData::Strided {
            strides: strides.into(),
            offset,
        })
    });
    ctx.intern_type(TypeData::MemRef {
        shape: shape.into(),
        element: src.element,
        layout,
        memory_space: src.space,
    })
}

/// `memref.expand_shape`.
pub(super) fn verify_expand_shape(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = EXPAND;
    let Some(static_shape) = op_attr(ctx, body, op, "static_output_shape") else {
        return Err(format!(
            "'{NAME}' op requires attribute 'static_output_shape'"
        ));
    };
    let Some(static_shape) = i64_array(ctx, static_shape) else {
        return Err(format!(
            "'{NAME}' op attribute 'static_output_shape' failed to satisfy constraint: i64 dense array attribute"
        ));
    };
    let (groups, (src, src_strides, offset), res) = reshape_operands(ctx, body, op, NAME, 1, true)?;
    let (r0, r1) = (src.shape.len(), res.shape.len());
    if r0 > r1 {
        return Err(format!(
            "'{NAME}' op has source rank {r0} and result rank {r1}. This is not an expansion ({r0} > {r1})."
        ));
    }
    verify_collapsed_shape(NAME, &src.shape, &res.shape, &groups)?;
    // MLIR's `computeExpandedLayoutMap`: each group's last dimension keeps the source
    // stride, the ones before it multiply in the sizes to their right.
    let mut reversed = Vec::with_capacity(r1);
    let mut index = r1;
    for (group, &stride) in groups.iter().zip(&src_strides).rev() {
        let mut current = stride;
        for _ in group {
            reversed.push(current);
            index = index.saturating_sub(1);
            current = mul(current, res.shape[index]);
        }
    }
    let mut strides: Vec<i64> = reversed.into_iter().rev().collect();
    strides.resize(r1, 1);
    let expected = reshaped_type(ctx, &src, &res.shape, strides, offset);
    let res_t = body.value_type(body.result(op, 0));
    if expected != res_t {
        return Err(format!(
            "'{NAME}' op expected expanded type to be '{}' but found '{}'",
            ty(ctx, expected),
            ty(ctx, res_t)
        ));
    }
    if static_shape.len() != r1 {
        return Err(format!(
            "'{NAME}' op expected number of static shape bounds to be equal to the output rank ({r1}) but found {} inputs instead",
            static_shape.len()
        ));
    }
    let dynamic = static_shape.iter().filter(|&&d| d == DYNAMIC).count();
    let given = body.num_operands(op) - 1;
    if given != dynamic {
        return Err(format!(
            "'{NAME}' op mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {given} values"
        ));
    }
    for (pos, (&d, &s)) in res.shape.iter().zip(&static_shape).enumerate() {
        if d != DYNAMIC && d != s {
            return Err(format!(
                "'{NAME}' op invalid output shape provided at pos {pos}"
            ));
        }
    }
    Ok(())
}

/// `memref.collapse_shape`.
pub(super) fn verify_collapse_shape(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = COLLAPSE;
    let (groups, (src, src_strides, offset), res) =
        reshape_operands(ctx, body, op, NAME, 1, false)?;
    let (r0, r1) = (src.shape.len(), res.shape.len());
    if r0 < r1 {
        return Err(format!(
            "'{NAME}' op has source rank {r0} and result rank {r1}. This is not a collapse ({r0} < {r1})."
        ));
    }
    verify_collapsed_shape(NAME, &res.shape, &src.shape, &groups)?;
    let strides = if src.layout.is_none() {
        Vec::new()
    } else {
        collapsed_strides(&src.shape, &src_strides, &groups).ok_or_else(|| {
            format!("'{NAME}' op invalid source layout map or collapsing non-contiguous dims")
        })?
    };
    let expected = reshaped_type(ctx, &src, &res.shape, strides, offset);
    let res_t = body.value_type(body.result(op, 0));
    if expected != res_t {
        return Err(format!(
            "'{NAME}' op expected collapsed type to be '{}' but found '{}'",
            ty(ctx, expected),
            ty(ctx, res_t)
        ));
    }
    Ok(())
}

/// MLIR's `computeCollapsedLayoutMap` (non-strict): a group's stride is that of its last
/// non-unit dimension; `None` when a group is visibly not contiguous.
pub(super) fn collapsed_strides(
    shape: &[i64],
    strides: &[i64],
    groups: &[Vec<i64>],
) -> Option<Vec<i64>> {
    let mut result = Vec::with_capacity(groups.len());
    for group in groups {
        let mut len = group.len();
        while len > 1 && shape[group[len - 1] as usize] == 1 {
            len -= 1;
        }
        let Some(&last) = group[..len].last() else {
            result.push(1);
            continue;
        };
        let last = last as usize;
        if shape[last] != DYNAMIC || len == 1 {
            result.push(strides[last]);
        } else {
            result.push(DYNAMIC);
        }
    }
    for (group, &group_stride) in groups.iter().zip(&result) {
        let mut stride = group_stride;
        for &idx in group.iter().skip(1).rev() {
            let idx = idx as usize;
            stride = mul(stride, shape[idx]);
            let src_stride = strides[idx - 1];
            if shape[idx - 1] == 1 {
                continue;
            }
            if stride != DYNAMIC && src_stride != DYNAMIC && stride != src_stride {
                return None;
            }
        }
    }
    Some(result)
}

/// `%expand_shape`.
pub(super) fn expand_shape_names(
    _: &Context,
    body: &Body,
    op: OpId,
    set_name: &mut dyn FnMut(ValueId, &str),
) {
    if body.num_results(op) == 1 {
        set_name(body.result(op, 0), "expand_shape");
    }
}

/// `%collapse_shape`.
pub(super) fn collapse_shape_names(
    _: &Context,
    body: &Body,
    op: OpId,
    set_name: &mut dyn FnMut(ValueId, &str),
) {
    if body.num_results(op) == 1 {
        set_name(body.result(op, 0), "collapse_shape");
    }
}

/// `memref.expand_shape %src [[0, 1], [2]] output_shape [..] attr-dict : type into type`.
pub(super) fn parse_expand_shape(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let ctx = p.ctx();
    let src = p.parse_operand()?;
    let reassoc = p.parse_attribute(None)?;
    p.add_attribute(state, "reassociation", reassoc);
    p.parse_keyword("output_shape")?;
    let (shape, dynamic) = parse_list_at_op(p)?;
    p.add_attribute(state, "static_output_shape", i64_array_attr(ctx, &shape));
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    p.parse_punct(Punct::Colon)?;
    let src_t = parse_memref_type(p, false)?;
    p.parse_keyword("into")?;
    let res_t = parse_memref_type(p, false)?;
    let v = p.resolve_operand(&src, src_t)?;
    state.operands.push(v);
    let index = ctx.index_type();
    for u in &dynamic {
        let v = p.resolve_operand(u, index)?;
        state.operands.push(v);
    }
    state.result_types.push(res_t);
    Ok(())
}

/// `memref.collapse_shape %src [[0, 1], [2]] attr-dict : type into type`.
pub(super) fn parse_collapse_shape(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let src = p.parse_operand()?;
    let reassoc = p.parse_attribute(None)?;
    p.add_attribute(state, "reassociation", reassoc);
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    p.parse_punct(Punct::Colon)?;
    let src_t = parse_memref_type(p, false)?;
    p.parse_keyword("into")?;
    let res_t = parse_memref_type(p, false)?;
    let v = p.resolve_operand(&src, src_t)?;
    state.operands.push(v);
    state.result_types.push(res_t);
    Ok(())
}

/// `memref.expand_shape` / `memref.collapse_shape`.
pub(super) fn print_reshape(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let operands: Vec<ValueId> = body.operands(op).collect();
    p.write(" ");
    if let Some(&src) = operands.first() {
        p.print_operand(src);
    }
    p.write(" ");
    if let Some(r) = op_attr(ctx, body, op, "reassociation") {
        p.print_attribute(r);
    }
    let shape = op_attr(ctx, body, op, "static_output_shape").and_then(|a| i64_array(ctx, a));
    if let Some(shape) = &shape {
        p.write(" output_shape ");
        let mut rest = operands.iter().skip(1).copied();
        print_dynamic_list(p, shape, &mut rest);
    }
    let attrs = p.attrs();
    p.print_optional_attr_dict(&attrs, &["reassociation", "static_output_shape"]);
    p.write(" : ");
    if let Some(&src) = operands.first() {
        p.print_type(body.value_type(src));
    }
    p.write(" into ");
    if let Some(r) = body.results(op).next() {
        p.print_type(body.value_type(r));
    }
}

/// `%subview`.
pub(super) fn subview_names(
    _: &Context,
    body: &Body,
    op: OpId,
    set_name: &mut dyn FnMut(ValueId, &str),
) {
    if body.num_results(op) == 1 {
        set_name(body.result(op, 0), "subview");
    }
}

// ---- custom syntax ----

/// `[` (operand | integer) list `]` (MLIR's `custom<DynamicIndexList>`): the static
/// values (dynamic where an operand is) and the operands.
fn parse_dynamic_list(
    p: &mut OpAsmParser<'_, '_, '_>,
) -> PResult<(Vec<i64>, Vec<UnresolvedOperand>)> {
    let ctx = p.ctx();
    let mut values = Vec::new();
    let mut operands = Vec::new();
    if !p.parse_optional_punct(Punct::LSquare) {
        return Err(p.error_expected("expected '[' in dynamic index list"));
    }
    if p.parse_optional_punct(Punct::RSquare) {
        return Ok((values, operands));
    }
    loop {
        if let Some(u) = p.parse_optional_operand()? {
            operands.push(u);
            values.push(DYNAMIC);
        } else {
            let at = p.offset();
            let wide = ctx.integer_type(128, Signedness::Signless);
            let value = match p.parse_attribute(Some(wide)).map(|a| ctx.attr_data(a)) {
                Ok(AttrData::Integer { value, .. }) => value.to_i128_checked(),
                _ => return Err(p.error_at(at, "expected integer value")),
            };
            let Some(v) = value.and_then(|v| i64::try_from(v).ok()) else {
                return Err(p.error_at(at, "integer value too large"));
            };
            values.push(v);
        }
        if p.parse_optional_punct(Punct::RSquare) {
            return Ok((values, operands));
        }
        if !p.parse_optional_punct(Punct::Comma) {
            return Err(p.error_expected("expected ']' in dynamic index list"));
        }
    }
}

/// [`parse_dynamic_list`], adding mlir-opt's second error at the op name on failure.
fn parse_list_at_op(
    p: &mut OpAsmParser<'_, '_, '_>,
) -> PResult<(Vec<i64>, Vec<UnresolvedOperand>)> {
    parse_dynamic_list(p).map_err(|mut e| {
        e.notes
            .push(p.error_at(p.name_offset(), "expected SSA value or integer"));
        e
    })
}

/// `memref.subview %src[offsets] [sizes] [strides] attr-dict : type to type`.
pub(super) fn parse_subview(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let ctx = p.ctx();
    let src = p.parse_operand()?;
    let (offsets, off_ops) = parse_list_at_op(p)?;
    let (sizes, size_ops) = parse_list_at_op(p)?;
    let (strides, stride_ops) = parse_list_at_op(p)?;
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    p.parse_punct(Punct::Colon)?;
    let src_t = parse_memref_type(p, false)?;
    p.parse_keyword("to")?;
    let res_t = parse_memref_type(p, false)?;
    let v = p.resolve_operand(&src, src_t)?;
    state.operands.push(v);
    let index = ctx.index_type();
    for u in off_ops.iter().chain(&size_ops).chain(&stride_ops) {
        let v = p.resolve_operand(u, index)?;
        state.operands.push(v);
    }
    let segs = [
        1,
        off_ops.len() as i32,
        size_ops.len() as i32,
        stride_ops.len() as i32,
    ];
    p.add_attribute(state, "operandSegmentSizes", i32_array_attr(ctx, &segs));
    p.add_attribute(state, "static_offsets", i64_array_attr(ctx, &offsets));
    p.add_attribute(state, "static_sizes", i64_array_attr(ctx, &sizes));
    p.add_attribute(state, "static_strides", i64_array_attr(ctx, &strides));
    state.result_types.push(res_t);
    Ok(())
}

/// Adds the operands and the segment/static attributes of an offset/size/stride op.
fn add_offset_size_stride(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
    lists: [(Vec<i64>, Vec<UnresolvedOperand>); 3],
) -> PResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    for (_, ops) in &lists {
        for u in ops {
            let v = p.resolve_operand(u, index)?;
            state.operands.push(v);
        }
    }
    let segs = [
        1,
        lists[0].1.len() as i32,
        lists[1].1.len() as i32,
        lists[2].1.len() as i32,
    ];
    p.add_attribute(state, "operandSegmentSizes", i32_array_attr(ctx, &segs));
    p.add_attribute(state, "static_offsets", i64_array_attr(ctx, &lists[0].0));
    p.add_attribute(state, "static_sizes", i64_array_attr(ctx, &lists[1].0));
    p.add_attribute(state, "static_strides", i64_array_attr(ctx, &lists[2].0));
    Ok(())
}

/// A memref type (`unranked_ok`: or an unranked one), with mlir-opt's error otherwise.
fn parse_memref_type(p: &mut OpAsmParser<'_, '_, '_>, unranked_ok: bool) -> PResult<Type> {
    let offset = p.offset();
    parse_memref_type_at(p, unranked_ok, offset)
}

/// [`parse_memref_type`] reporting a wrong type at `offset`.
fn parse_memref_type_at(
    p: &mut OpAsmParser<'_, '_, '_>,
    unranked_ok: bool,
    offset: usize,
) -> PResult<Type> {
    let t = p.parse_type()?;
    let ok = match p.ctx().type_data(t) {
        TypeData::MemRef { .. } => true,
        TypeData::UnrankedMemRef { .. } => unranked_ok,
        _ => false,
    };
    if ok {
        Ok(t)
    } else if unranked_ok {
        Err(p.error_at(offset, "invalid kind of type specified"))
    } else {
        let found = ty(p.ctx(), t);
        Err(p.error_at(
            offset,
            format!("invalid kind of type specified: expected builtin.memref, but found '{found}'"),
        ))
    }
}

/// `memref.reinterpret_cast %src to offset: [..], sizes: [..], strides: [..] attr-dict :
/// type to type`.
pub(super) fn parse_reinterpret_cast(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let src = p.parse_operand()?;
    p.parse_keyword("to")?;
    p.parse_keyword("offset")?;
    p.parse_punct(Punct::Colon)?;
    let offsets = parse_list_at_op(p)?;
    p.parse_punct(Punct::Comma)?;
    p.parse_keyword("sizes")?;
    p.parse_punct(Punct::Colon)?;
    let sizes = parse_list_at_op(p)?;
    p.parse_punct(Punct::Comma)?;
    p.parse_keyword("strides")?;
    p.parse_punct(Punct::Colon)?;
    let strides = parse_list_at_op(p)?;
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    p.parse_punct(Punct::Colon)?;
    let src_t = parse_memref_type(p, true)?;
    p.parse_keyword("to")?;
    let res_t = parse_memref_type(p, false)?;
    let v = p.resolve_operand(&src, src_t)?;
    state.operands.push(v);
    add_offset_size_stride(p, state, [offsets, sizes, strides])?;
    state.result_types.push(res_t);
    Ok(())
}

/// `memref.reinterpret_cast`.
pub(super) fn print_reinterpret_cast(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let list = |n: &str| {
        op_attr(ctx, body, op, n)
            .and_then(|a| i64_array(ctx, a))
            .unwrap_or_default()
    };
    let (offsets, sizes, strides) = (
        list("static_offsets"),
        list("static_sizes"),
        list("static_strides"),
    );
    let operands: Vec<ValueId> = body.operands(op).collect();
    p.write(" ");
    if let Some(&src) = operands.first() {
        p.print_operand(src);
    }
    let mut rest = operands.iter().skip(1).copied();
    p.write(" to offset: ");
    print_dynamic_list(p, &offsets, &mut rest);
    p.write(", sizes: ");
    print_dynamic_list(p, &sizes, &mut rest);
    p.write(", strides: ");
    print_dynamic_list(p, &strides, &mut rest);
    let attrs = p.attrs();
    p.print_optional_attr_dict(&attrs, &OSS_ATTRS);
    p.write(" : ");
    if let Some(&src) = operands.first() {
        p.print_type(body.value_type(src));
    }
    p.write(" to ");
    if let Some(r) = body.results(op).next() {
        p.print_type(body.value_type(r));
    }
}

/// The inherent attributes of the offset/size/stride ops.
pub(super) const OSS_ATTRS: [&str; 4] = [
    "operandSegmentSizes",
    "static_offsets",
    "static_sizes",
    "static_strides",
];

/// `[a, %b, ...]` from static values and the dynamic operands, consumed in order.
fn print_dynamic_list(
    p: &mut OpAsmPrinter<'_, '_, '_, '_>,
    values: &[i64],
    operands: &mut impl Iterator<Item = ValueId>,
) {
    p.write("[");
    for (i, &v) in values.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if v == DYNAMIC {
            if let Some(o) = operands.next() {
                p.print_operand(o);
            }
        } else {
            p.write(&v.to_string());
        }
    }
    p.write("]");
}

/// `memref.subview`.
pub(super) fn print_subview(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let list = |n: &str| {
        op_attr(ctx, body, op, n)
            .and_then(|a| i64_array(ctx, a))
            .unwrap_or_default()
    };
    let (offsets, sizes, strides) = (
        list("static_offsets"),
        list("static_sizes"),
        list("static_strides"),
    );
    let operands: Vec<ValueId> = body.operands(op).collect();
    p.write(" ");
    if let Some(&src) = operands.first() {
        p.print_operand(src);
    }
    let mut rest = operands.iter().skip(1).copied();
    print_dynamic_list(p, &offsets, &mut rest);
    p.write(" ");
    print_dynamic_list(p, &sizes, &mut rest);
    p.write(" ");
    print_dynamic_list(p, &strides, &mut rest);
    let attrs = p.attrs();
    p.print_optional_attr_dict(
        &attrs,
        &[
            "operandSegmentSizes",
            "static_offsets",
            "static_sizes",
            "static_strides",
        ],
    );
    p.write(" : ");
    if let Some(&src) = operands.first() {
        p.print_type(body.value_type(src));
    }
    p.write(" to ");
    if let Some(r) = body.results(op).next() {
        p.print_type(body.value_type(r));
    }
}

// ---- view, memory_space_cast, assume_alignment, pointer and metadata extraction ----

/// `memref.view`.
pub(super) fn verify_view(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "memref.view";
    strata_ods::check_counts(body, op, NAME, 1, 2, true)?;
    let src_t = body.value_type(body.operand(op, 0));
    let res_t = body.value_type(body.result(op, 0));
    let i8_ty = ctx.builtin_types().i8;
    let Some(src) = memref(ctx, src_t).filter(|m| m.shape.len() == 1 && m.element == i8_ty) else {
        return Err(format!(
            "'{NAME}' op operand #0 must be 1D memref of 8-bit signless integer values, but got '{}'",
            ty(ctx, src_t)
        ));
    };
    let shift_t = body.value_type(body.operand(op, 1));
    if !matches!(ctx.type_data(shift_t), TypeData::Index) {
        return Err(format!(
            "'{NAME}' op operand #1 must be index, but got '{}'",
            ty(ctx, shift_t)
        ));
    }
    check_index_operands(ctx, body, op, NAME)?;
    let Some(res) = memref(ctx, res_t) else {
        return Err(format!(
            "'{NAME}' op result #0 must be memref of any type values, but got '{}'",
            ty(ctx, res_t)
        ));
    };
    if src.layout.is_some() {
        return Err(format!(
            "unsupported map for base memref type '{}'",
            ty(ctx, src_t)
        ));
    }
    if res.layout.is_some() {
        return Err(format!(
            "unsupported map for result memref type '{}'",
            ty(ctx, res_t)
        ));
    }
    if src.space != res.space {
        return Err(format!(
            "different memory spaces specified for base memref type '{}' and view memref type '{}'",
            ty(ctx, src_t),
            ty(ctx, res_t)
        ));
    }
    let expected = res.shape.iter().filter(|&&d| d == DYNAMIC).count();
    let given = body.num_operands(op) - 2;
    if given != expected {
        return Err(format!(
            "'{NAME}' op incorrect number of dynamic sizes, has {given}, expected {expected}"
        ));
    }
    Ok(())
}

/// `memref.view %src[%shift][%sizes] attr-dict : type to type`.
pub(super) fn parse_view(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let ctx = p.ctx();
    let src = p.parse_operand()?;
    p.parse_punct(Punct::LSquare)?;
    let shift = p.parse_operand()?;
    p.parse_punct(Punct::RSquare)?;
    let sizes = p.parse_operand_list(strata_asm::custom::Delimiter::Square)?;
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    p.parse_punct(Punct::Colon)?;
    let src_t = parse_memref_type(p, false)?;
    p.parse_keyword("to")?;
    let res_t = p.parse_type()?;
    let v = p.resolve_operand(&src, src_t)?;
    state.operands.push(v);
    let index = ctx.index_type();
    for u in std::iter::once(&shift).chain(&sizes) {
        let v = p.resolve_operand(u, index)?;
        state.operands.push(v);
    }
    state.result_types.push(res_t);
    Ok(())
}

/// `memref.view`.
pub(super) fn print_view(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (body, op) = (p.body(), p.op());
    let operands: Vec<ValueId> = body.operands(op).collect();
    p.write(" ");
    if let Some(&src) = operands.first() {
        p.print_operand(src);
    }
    p.write("[");
    if let Some(&shift) = operands.get(1) {
        p.print_operand(shift);
    }
    p.write("][");
    p.print_operands(operands.iter().skip(2).copied());
    p.write("]");
    let attrs = p.attrs();
    p.print_optional_attr_dict(&attrs, &[]);
    p.write(" : ");
    if let Some(&src) = operands.first() {
        p.print_type(body.value_type(src));
    }
    p.write(" to ");
    if let Some(r) = body.results(op).next() {
        p.print_type(body.value_type(r));
    }
}

/// Whether `a` and `b` are memrefs that differ at most in memory space.
fn space_cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_data(a), ctx.type_data(b)) {
        (
            TypeData::MemRef {
                shape: s1,
                element: e1,
                layout: l1,
                ..
            },
            TypeData::MemRef {
                shape: s2,
                element: e2,
                layout: l2,
                ..
            },
        ) => s1 == s2 && e1 == e2 && l1 == l2,
        (
            TypeData::UnrankedMemRef { element: e1, .. },
            TypeData::UnrankedMemRef { element: e2, .. },
        ) => e1 == e2,
        _ => false,
    }
}

/// Whether `t` is a ranked or unranked memref type.
pub(crate) fn is_any_memref(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
    )
}

/// `memref.memory_space_cast`.
pub(super) fn verify_memory_space_cast(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "memref.memory_space_cast";
    strata_ods::check_counts(body, op, NAME, 1, 1, false)?;
    let src_t = body.value_type(body.operand(op, 0));
    let res_t = body.value_type(body.result(op, 0));
    for (what, t) in [("operand", src_t), ("result", res_t)] {
        if !is_any_memref(ctx, t) {
            return Err(format!(
                "'{NAME}' op {what} #0 must be ranked or unranked memref of any type values, but got '{}'",
                ty(ctx, t)
            ));
        }
    }
    if !space_cast_compatible(ctx, src_t, res_t) {
        return Err(format!(
            "'{NAME}' op operand type '{}' and result type '{}' are cast incompatible",
            ty(ctx, src_t),
            ty(ctx, res_t)
        ));
    }
    Ok(())
}

/// `%src attr-dict : type to type` (`memory_space_cast`).
pub(super) fn parse_memory_space_cast(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let src = p.parse_operand()?;
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    p.parse_punct(Punct::Colon)?;
    let src_t = parse_memref_type(p, true)?;
    p.parse_keyword("to")?;
    let res_t = parse_memref_type(p, true)?;
    let v = p.resolve_operand(&src, src_t)?;
    state.operands.push(v);
    state.result_types.push(res_t);
    Ok(())
}

/// `memref.assume_alignment`.
pub(super) fn verify_assume_alignment(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "memref.assume_alignment";
    strata_ods::check_counts(body, op, NAME, 1, 1, false)?;
    let Some(attr) = op_attr(ctx, body, op, "alignment") else {
        return Err(format!("'{NAME}' op requires attribute 'alignment'"));
    };
    let value = match ctx.attr_data(attr) {
        AttrData::Integer { ty: t, value } if *t == ctx.builtin_types().i32 => {
            value.to_i64_checked().filter(|&v| v > 0)
        }
        _ => None,
    };
    let Some(value) = value else {
        return Err(format!(
            "'{NAME}' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive"
        ));
    };
    let src_t = body.value_type(body.operand(op, 0));
    let res_t = body.value_type(body.result(op, 0));
    for (what, t) in [("operand", src_t), ("result", res_t)] {
        if memref(ctx, t).is_none() {
            return Err(format!(
                "'{NAME}' op {what} #0 must be memref of any type values, but got '{}'",
                ty(ctx, t)
            ));
        }
    }
    if src_t != res_t {
        return Err(format!(
            "'{NAME}' op requires the same type for all operands and results"
        ));
    }
    if !(value as u64).is_power_of_two() {
        return Err(format!("'{NAME}' op alignment must be power of 2"));
    }
    Ok(())
}

/// `memref.assume_alignment %m, 16 attr-dict : type`.
pub(super) fn parse_assume_alignment(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let ctx = p.ctx();
    let src = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let alignment = p.parse_attribute(Some(ctx.builtin_types().i32))?;
    p.add_attribute(state, "alignment", alignment);
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    p.parse_punct(Punct::Colon)?;
    let t = parse_memref_type(p, false)?;
    let v = p.resolve_operand(&src, t)?;
    state.operands.push(v);
    state.result_types.push(t);
    Ok(())
}

/// `memref.assume_alignment`.
pub(super) fn print_assume_alignment(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let src = body.operands(op).next();
    p.write(" ");
    if let Some(src) = src {
        p.print_operand(src);
    }
    p.write(", ");
    if let Some(a) = op_attr(ctx, body, op, "alignment") {
        match ctx.attr_data(a) {
            AttrData::Integer { ty: t, value } if *t == ctx.builtin_types().i32 => {
                p.write(&value.to_i64_checked().unwrap_or_default().to_string());
            }
            _ => p.print_attribute(a),
        }
    }
    let attrs = p.attrs();
    p.print_optional_attr_dict(&attrs, &["alignment"]);
    p.write(" : ");
    if let Some(src) = src {
        p.print_type(body.value_type(src));
    }
}

/// `memref.extract_aligned_pointer_as_index`.
pub(super) fn verify_extract_aligned_pointer(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Result<(), String> {
    const NAME: &str = "memref.extract_aligned_pointer_as_index";
    strata_ods::check_counts(body, op, NAME, 1, 1, false)?;
    let src_t = body.value_type(body.operand(op, 0));
    if !is_any_memref(ctx, src_t) {
        return Err(format!(
            "'{NAME}' op operand #0 must be ranked or unranked memref of any type values, but got '{}'",
            ty(ctx, src_t)
        ));
    }
    let res_t = body.value_type(body.result(op, 0));
    if !matches!(ctx.type_data(res_t), TypeData::Index) {
        return Err(format!(
            "'{NAME}' op result #0 must be index, but got '{}'",
            ty(ctx, res_t)
        ));
    }
    Ok(())
}

/// `%m : type -> type attr-dict` (`extract_aligned_pointer_as_index`).
pub(super) fn parse_extract_aligned_pointer(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let src = p.parse_operand()?;
    p.parse_punct(Punct::Colon)?;
    let src_t = parse_memref_type(p, true)?;
    p.parse_punct(Punct::Arrow)?;
    let res_t = p.parse_type()?;
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    let v = p.resolve_operand(&src, src_t)?;
    state.operands.push(v);
    state.result_types.push(res_t);
    Ok(())
}

/// `%m : type -> types attr-dict` (`extract_aligned_pointer_as_index`,
/// `extract_strided_metadata`).
pub(super) fn print_extract(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (body, op) = (p.body(), p.op());
    let src = body.operands(op).next();
    p.write(" ");
    if let Some(src) = src {
        p.print_operand(src);
    }
    p.write(" : ");
    if let Some(src) = src {
        p.print_type(body.value_type(src));
    }
    p.write(" -> ");
    let types: Vec<Type> = body.results(op).map(|r| body.value_type(r)).collect();
    p.print_types(types);
    let attrs = p.attrs();
    p.print_optional_attr_dict(&attrs, &[]);
}

/// `memref.extract_strided_metadata`.
pub(super) fn verify_extract_strided_metadata(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Result<(), String> {
    const NAME: &str = "memref.extract_strided_metadata";
    let n = body.num_results(op);
    if n < 2 {
        return Err(format!(
            "'{NAME}' op expected 2 or more results, but found {n}"
        ));
    }
    strata_ods::check_counts(body, op, NAME, n, 1, false)?;
    let src_t = body.value_type(body.operand(op, 0));
    let Some(src) = memref(ctx, src_t).filter(|m| strides_offset(ctx, m).is_some()) else {
        return Err(format!(
            "'{NAME}' op operand #0 must be strided memref of any type values, but got '{}'",
            ty(ctx, src_t)
        ));
    };
    let results: Vec<Type> = body.results(op).map(|r| body.value_type(r)).collect();
    let base_ok = memref(ctx, results[0])
        .is_some_and(|m| m.shape.is_empty() && strides_offset(ctx, &m).is_some());
    if !base_ok {
        return Err(format!(
            "'{NAME}' op result #0 must be strided memref of any type values of rank 0, but got '{}'",
            ty(ctx, results[0])
        ));
    }
    for (i, &t) in results.iter().enumerate().skip(1) {
        if !matches!(ctx.type_data(t), TypeData::Index) {
            let kind = if i == 1 { "index" } else { "variadic of index" };
            return Err(format!(
                "'{NAME}' op result #{i} must be {kind}, but got '{}'",
                ty(ctx, t)
            ));
        }
    }
    let rank = src.shape.len();
    let base = ctx.intern_type(TypeData::MemRef {
        shape: Box::new([]),
        element: src.element,
        layout: None,
        memory_space: src.space,
    });
    let index = ctx.index_type();
    let mut inferred = vec![base];
    inferred.extend(std::iter::repeat_n(index, 1 + 2 * rank));
    if inferred != results {
        let list = |ts: &[Type]| {
            ts.iter()
                .map(|&t| format!("'{}'", ty(ctx, t)))
                .collect::<Vec<_>>()
                .join(", ")
        };
        return Err(format!(
            "'{NAME}' op inferred type(s) {} are incompatible with return type(s) of operation {}",
            list(&inferred),
            list(&results)
        ));
    }
    Ok(())
}

/// `memref.extract_strided_metadata %m : type -> types attr-dict`.
pub(super) fn parse_extract_strided_metadata(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let src = p.parse_operand()?;
    p.parse_punct(Punct::Colon)?;
    let src_t = parse_memref_type(p, false)?;
    p.parse_punct(Punct::Arrow)?;
    let results = p.parse_type_list()?;
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    let v = p.resolve_operand(&src, src_t)?;
    state.operands.push(v);
    state.result_types.extend(results);
    Ok(())
}

/// `%view`, `%memspacecast`, `%assume_align`, `%intptr`.
pub(super) fn single_names(
    ctx: &Context,
    body: &Body,
    op: OpId,
    set_name: &mut dyn FnMut(ValueId, &str),
) {
    let name = match ctx.op_name_str(body.op(op).name) {
        "memref.view" => "view",
        "memref.memory_space_cast" => "memspacecast",
        "memref.assume_alignment" => "assume_align",
        "memref.extract_aligned_pointer_as_index" => "intptr",
        _ => return,
    };
    if body.num_results(op) == 1 {
        set_name(body.result(op, 0), name);
    }
}

/// `%base_buffer, %offset, %sizes:N, %strides:N`.
pub(super) fn extract_strided_metadata_names(
    _: &Context,
    body: &Body,
    op: OpId,
    set_name: &mut dyn FnMut(ValueId, &str),
) {
    let n = body.num_results(op);
    if n < 2 || !n.is_multiple_of(2) {
        return;
    }
    let rank = (n - 2) / 2;
    set_name(body.result(op, 0), "base_buffer");
    set_name(body.result(op, 1), "offset");
    if rank > 0 {
        set_name(body.result(op, 2), "sizes");
        set_name(body.result(op, 2 + rank), "strides");
    }
}
