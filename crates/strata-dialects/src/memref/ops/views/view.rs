//! `memref.view` (a typed view of a byte buffer), `memref.transpose` (permuted sizes and
//! strides) and `memref.assume_alignment` (an alignment promise on a memref).

use strata_asm::custom::{OpAsmParser, OpAsmPrinter, Punct};
use strata_ir::affine::AffineMap;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId, OperationState};
use strata_ir::types::DYNAMIC;
use strata_ir::{AttrData, Attribute, Context, TypeData};
use strata_ods::op;

use crate::memref::constraints::{
    AffineMapAttr, AnyMemRef, AnyStridedMemRef, Index, MemRef1DOfI8, PositiveI32, VariadicIndex,
};
use crate::memref::types::{identity_strides, memref, strides_offset, ty};

/// Identity layouts, one memory space, and one size operand per dynamic dimension.
fn verify_view(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = ViewOp::NAME;
    let v = ViewOp(op);
    let (src_t, res_t) = (
        body.value_type(v.source(body)),
        body.value_type(v.result(body)),
    );
    let (Some(src), Some(res)) = (memref(ctx, src_t), memref(ctx, res_t)) else {
        return Ok(());
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
    let given = v.sizes(body).len();
    if given != expected {
        return Err(format!(
            "'{NAME}' op incorrect number of dynamic sizes, has {given}, expected {expected}"
        ));
    }
    Ok(())
}

op! {
    /// Views a flat byte buffer as a memref of any element type.
    ///
    /// `memref.view` interprets the 1-D `i8` memref it is given, from `byte_shift` bytes
    /// on, as a contiguous memref of its result type; `sizes` gives the result's dynamic
    /// sizes. Both memrefs have identity layouts and the same memory space.
    ///
    /// ```mlir
    /// func.func @view(%buf: memref<2048xi8>, %shift: index, %n: index) -> memref<?x4xf32> {
    ///   %v = memref.view %buf[%shift][%n] : memref<2048xi8> to memref<?x4xf32>
    ///   return %v : memref<?x4xf32>
    /// }
    /// ```
    pub struct ViewOp = "memref.view" {
        traits: [pure],
        operands: [source: MemRef1DOfI8, byte_shift: Index, sizes: variadic VariadicIndex],
        results: [result: AnyMemRef],
        verify: verify_view,
        fold: crate::memref::fold::fold_view,
        result_names: "view",
        format: "$source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict `:` type($source) `to` type(results)",
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
pub(crate) fn permutation(ctx: &Context, map: AffineMap) -> Option<Vec<usize>> {
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

/// The permutation is one of the input's dimensions and the result type is the input
/// type with sizes and strides permuted.
fn verify_transpose(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = TransposeOp::NAME;
    let t = TransposeOp(op);
    let Some(AttrData::AffineMap(map)) = t.permutation(ctx, body).map(|a| ctx.attr_data(a)) else {
        return Ok(());
    };
    let (src_t, res_t) = (
        body.value_type(t.r#in(body)),
        body.value_type(t.result(body)),
    );
    let strided = |t| memref(ctx, t).and_then(|m| strides_offset(ctx, &m).map(|l| (m, l)));
    let (Some((src, (src_strides, src_offset))), Some((res, (res_strides, res_offset)))) =
        (strided(src_t), strided(res_t))
    else {
        return Ok(());
    };
    let Some(perm) = permutation(ctx, *map) else {
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

/// `memref.transpose %src (d0, d1) -> (d1, d0) attr-dict : type to type`. The map's
/// results must be dimension identifiers (anything else cannot be a permutation and is
/// reported as the verifier would).
fn parse_transpose(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> Result<(), Diagnostic> {
    const NAME: &str = TransposeOp::NAME;
    let ctx = p.ctx();
    let src = p.parse_operand()?;
    // Errors upstream reports from the verifier or the affine parser, without the
    // `custom op` prefix.
    let not_permutation = |p: &OpAsmParser<'_, '_, '_>| {
        Diagnostic::error(
            p.loc_at(p.name_offset()),
            format!("'{NAME}' op expected a permutation map"),
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
    // `parseColonType` reports a wrong kind of type at the colon.
    let colon = p.offset();
    p.parse_punct(Punct::Colon)?;
    let src_t = p.parse_type()?;
    if memref(ctx, src_t).is_none() {
        let found = ty(ctx, src_t);
        return Err(p.error_at(
            colon,
            format!("invalid kind of type specified: expected builtin.memref, but found '{found}'"),
        ));
    }
    p.parse_keyword("to")?;
    let res_t = p.parse_type()?;
    let v = p.resolve_operand(&src, src_t)?;
    state.operands.push(v);
    state.result_types.push(res_t);
    Ok(())
}

fn print_transpose(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let src = body.operands(op).next();
    p.write(" ");
    if let Some(src) = src {
        p.print_operand(src);
    }
    p.write(" ");
    if let Some(perm) = TransposeOp(op).permutation(ctx, body) {
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

op! {
    /// Permutes the dimensions of a strided memref.
    ///
    /// `memref.transpose` returns its input with sizes and strides reordered by the
    /// permutation map; only the metadata changes. The result type is the input type
    /// with that order.
    ///
    /// ```mlir
    /// func.func @transpose(%m: memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>> {
    ///   %t = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
    ///   return %t : memref<?x?xf32, strided<[1, ?]>>
    /// }
    /// ```
    pub struct TransposeOp = "memref.transpose" {
        traits: [pure],
        operands: [in: AnyStridedMemRef],
        attrs: [permutation: AffineMapAttr],
        results: [result: AnyStridedMemRef],
        verify: verify_transpose,
        fold: crate::memref::fold::fold_transpose,
        result_names: "transpose",
        parse: parse_transpose,
        print: print_transpose,
    }
}

/// The alignment is a power of two.
fn verify_assume_alignment(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let value = AssumeAlignmentOp(op)
        .alignment(ctx, body)
        .and_then(|a| match ctx.attr_data(a) {
            AttrData::Integer { value, .. } => value.to_i64_checked(),
            _ => None,
        });
    if value.is_some_and(|v| !(v as u64).is_power_of_two()) {
        return Err(format!(
            "'{}' op alignment must be power of 2",
            AssumeAlignmentOp::NAME
        ));
    }
    Ok(())
}

op! {
    /// Promises that a memref's buffer is aligned.
    ///
    /// `memref.assume_alignment` returns its memref, with the assumption that its buffer
    /// is aligned to `alignment` bytes (a power of two); the result is poison if it is
    /// not. It lets later code be optimized for that alignment.
    ///
    /// ```mlir
    /// func.func @assume_alignment(%m: memref<8x16xf32>) -> memref<8x16xf32> {
    ///   %a = memref.assume_alignment %m, 16 : memref<8x16xf32>
    ///   return %a : memref<8x16xf32>
    /// }
    /// ```
    pub struct AssumeAlignmentOp = "memref.assume_alignment" {
        traits: [pure, same_operands_and_result_type],
        operands: [memref: AnyMemRef],
        attrs: [alignment: PositiveI32],
        results: [result: AnyMemRef],
        verify: verify_assume_alignment,
        fold: crate::memref::fold::fold_assume_alignment,
        result_names: "assume_align",
        format: "$memref `,` $alignment attr-dict `:` type($memref)",
    }
}
