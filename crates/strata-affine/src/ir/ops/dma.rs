//! The affine DMA ops: `affine.dma_start` (a transfer between two memrefs at affine
//! subscripts, signalled in a tag memref) and `affine.dma_wait` (waits on a tag). As
//! upstream's, they are written in C++ there, without properties: their maps are the
//! attributes `src_map`, `dst_map` and `tag_map`, and their operand list is split by the
//! inputs of these maps.

use std::ops::Range;

use strata_asm::custom::{Delimiter, OpAsmParser, OpAsmPrinter, Punct, UnresolvedOperand};
use strata_ir::affine::AffineMap;
use strata_ir::interfaces::{EffectKind, MemoryEffect};
use strata_ir::ir::{Body, OpId, OperationState, ValueId};
use strata_ir::{Context, Type, TypeData};
use strata_ods::{AnyType, op};

use super::{PResult, fold_memref_cast_operands, map_attr, map_attribute, print_map_of_ssa_ids};
use crate::ir::interfaces::{AccessKind, AffineMemoryAccess, MapAccess};
use crate::ir::valid::is_valid_dim;

op! {
    /// Starts a DMA transfer between two memrefs at affine subscripts.
    ///
    /// `affine.dma_start` copies `%n` elements from the source memref, starting at the
    /// results of its source map applied to the source indices, to the destination memref
    /// at the results of its destination map, without waiting; completion is signalled in
    /// the tag memref at the results of the tag map, which `affine.dma_wait` waits on. An
    /// optional stride and number of elements per stride transfer chunks of the slower
    /// memory. The indices are valid affine dimensions and symbols; the maps are the
    /// attributes `src_map`, `dst_map` and `tag_map`.
    ///
    /// ```mlir
    /// func.func @copy(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32>, %n: index) {
    ///   affine.for %i = 0 to 10 {
    ///     affine.dma_start %src[%i, 0], %dst[%i mod 2, 0], %tag[0], %n : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
    ///     affine.dma_wait %tag[0], %n : memref<1xi32>
    ///   }
    ///   return
    /// }
    /// ```
    pub struct DmaStartOp = "affine.dma_start" {
        operands: [operands: variadic AnyType],
        verify: verify_dma_start,
        fold: fold_memref_cast_operands,
        interfaces: { memory_effects: dma_start_effects },
        implements: [AffineMemoryAccess {
            kind: AccessKind::Dma,
            map_attr_name: "src_map",
            memref: dma_start_src,
            map_operands: dma_start_src_indices,
            value: None,
            accesses: Some(dma_start_accesses),
        }],
        parse: parse_dma_start,
        print: print_dma_start,
    }
}

op! {
    /// Waits for the completion of a DMA transfer started by `affine.dma_start`.
    ///
    /// `affine.dma_wait` blocks until the transfer of `%n` elements signalled in the tag
    /// memref, at the results of its tag map (the attribute `tag_map`) applied to the tag
    /// indices, has completed. The indices are valid affine dimensions and symbols.
    ///
    /// ```mlir
    /// func.func @wait(%tag: memref<4xi32>, %n: index) {
    ///   affine.for %i = 0 to 4 {
    ///     affine.dma_wait %tag[%i], %n : memref<4xi32>
    ///   }
    ///   return
    /// }
    /// ```
    pub struct DmaWaitOp = "affine.dma_wait" {
        operands: [operands: variadic AnyType],
        verify: verify_dma_wait,
        fold: fold_memref_cast_operands,
        // No memory effect interface: mlir-opt 22 never erases an unused `dma_wait`, so
        // its effects are unknown (not the read of the tag upstream's `getEffects` lists).
        implements: [AffineMemoryAccess {
            kind: AccessKind::Dma,
            map_attr_name: "tag_map",
            memref: dma_wait_tag,
            map_operands: dma_wait_tag_indices,
            value: None,
            accesses: None,
        }],
        parse: parse_dma_wait,
        print: print_dma_wait,
    }
}

// ---- operand layout ----

/// The operand layout of an `affine.dma_start` (see [`DmaStartOp::layout`]): positions of the memrefs and ranges of
/// their indices, from the inputs of the three maps.
#[derive(Clone, Debug)]
pub struct DmaStartLayout {
    /// The source memref's position (0).
    pub src: usize,
    /// The destination memref's position.
    pub dst: usize,
    /// The tag memref's position.
    pub tag: usize,
    /// The number of elements' position.
    pub num_elements: usize,
    /// The source, destination and tag maps.
    pub maps: [AffineMap; 3],
}

impl DmaStartLayout {
    /// The layout of `op`, if its three maps are there.
    pub fn of(ctx: &Context, body: &Body, op: OpId) -> Option<DmaStartLayout> {
        let store = ctx.affine();
        let src_map = map_attr(ctx, body, op, "src_map")?;
        let dst_map = map_attr(ctx, body, op, "dst_map")?;
        let tag_map = map_attr(ctx, body, op, "tag_map")?;
        let dst = 1 + store.map_data(src_map).num_inputs() as usize;
        let tag = dst + 1 + store.map_data(dst_map).num_inputs() as usize;
        let num_elements = tag + 1 + store.map_data(tag_map).num_inputs() as usize;
        Some(DmaStartLayout {
            src: 0,
            dst,
            tag,
            num_elements,
            maps: [src_map, dst_map, tag_map],
        })
    }

    /// The indices of the memref at `at`, up to the next memref.
    fn indices(&self, at: usize) -> Range<usize> {
        if at == self.src {
            1..self.dst
        } else if at == self.dst {
            self.dst + 1..self.tag
        } else {
            self.tag + 1..self.num_elements
        }
    }

    /// Whether the op is strided (has a stride and a number of elements per stride).
    fn is_strided(&self, num_operands: usize) -> bool {
        num_operands == self.num_elements + 3
    }
}

impl DmaStartOp {
    /// The source memref.
    pub fn src_memref(self, body: &Body) -> ValueId {
        body.operand(self.0, 0)
    }

    /// The operand layout (memref positions and maps), if the maps are there.
    pub fn layout(self, ctx: &Context, body: &Body) -> Option<DmaStartLayout> {
        DmaStartLayout::of(ctx, body, self.0)
    }
}

impl DmaWaitOp {
    /// The tag memref.
    pub fn tag_memref(self, body: &Body) -> ValueId {
        body.operand(self.0, 0)
    }

    /// The tag map.
    pub fn tag_map(self, ctx: &Context, body: &Body) -> Option<AffineMap> {
        map_attr(ctx, body, self.0, "tag_map")
    }
}

// ---- syntax ----

/// `%m[exprs]`: a memref operand and its access map over SSA ids.
fn parse_memref_access(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
    map_name: &str,
) -> PResult<(UnresolvedOperand, Vec<UnresolvedOperand>, AffineMap)> {
    let m = p.parse_operand()?;
    let (map, indices) = p.parse_affine_map_of_ssa_ids(true)?;
    p.add_attribute(state, map_name, map_attribute(p.ctx(), map));
    Ok((m, indices, map))
}

/// Resolves `indices` as `index` values into `state`.
fn resolve_all(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
    uses: &[UnresolvedOperand],
    ty: Type,
) -> PResult<()> {
    for u in uses {
        let v = p.resolve_operand(u, ty)?;
        state.operands.push(v);
    }
    Ok(())
}

/// `affine.dma_start %src[...], %dst[...], %tag[...], %n (, %stride, %per_stride)? :
/// S, D, T` (no attribute dictionary, as upstream's parser).
fn parse_dma_start(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let (src, src_idx, src_map) = parse_memref_access(p, state, "src_map")?;
    p.parse_punct(Punct::Comma)?;
    let (dst, dst_idx, dst_map) = parse_memref_access(p, state, "dst_map")?;
    p.parse_punct(Punct::Comma)?;
    let (tag, tag_idx, tag_map) = parse_memref_access(p, state, "tag_map")?;
    p.parse_punct(Punct::Comma)?;
    let num = p.parse_operand()?;
    let strides = if p.parse_optional_punct(Punct::Comma) {
        p.parse_operand_list(Delimiter::None)?
    } else {
        Vec::new()
    };
    if !strides.is_empty() && strides.len() != 2 {
        let at = p.name_offset();
        return Err(p.error_at(at, "expected two stride related operands"));
    }
    let types = p.parse_colon_type_list()?;
    let &[ts, td, tt] = types.as_slice() else {
        let at = p.name_offset();
        return Err(p.error_at(at, "expected three types"));
    };
    let index = p.ctx().index_type();
    for (uses, t) in [
        (std::slice::from_ref(&src), ts),
        (&src_idx[..], index),
        (std::slice::from_ref(&dst), td),
        (&dst_idx[..], index),
        (std::slice::from_ref(&tag), tt),
        (&tag_idx[..], index),
        (std::slice::from_ref(&num), index),
        (&strides[..], index),
    ] {
        resolve_all(p, state, uses, t)?;
    }
    let store = p.ctx().affine();
    let inputs = |m: AffineMap| store.map_data(m).num_inputs() as usize;
    if src_idx.len() != inputs(src_map)
        || dst_idx.len() != inputs(dst_map)
        || tag_idx.len() != inputs(tag_map)
    {
        let at = p.name_offset();
        return Err(p.error_at(at, "memref operand count not equal to map.numInputs"));
    }
    Ok(())
}

/// `%m[exprs]` of the memref at `at` with map `map`.
fn print_memref_access(
    p: &mut OpAsmPrinter<'_, '_, '_, '_>,
    operands: &[ValueId],
    at: usize,
    indices: Range<usize>,
    map: AffineMap,
) {
    if let Some(&m) = operands.get(at) {
        p.print_operand(m);
    }
    p.write("[");
    print_map_of_ssa_ids(p, map, operands.get(indices).unwrap_or(&[]));
    p.write("]");
}

/// `affine.dma_start`.
fn print_dma_start(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let operands: Vec<ValueId> = body.operands(op).collect();
    let Some(l) = DmaStartLayout::of(ctx, body, op) else {
        return;
    };
    p.write(" ");
    for (i, at) in [l.src, l.dst, l.tag].into_iter().enumerate() {
        print_memref_access(p, &operands, at, l.indices(at), l.maps[i]);
        p.write(", ");
    }
    if let Some(&n) = operands.get(l.num_elements) {
        p.print_operand(n);
    }
    if l.is_strided(operands.len()) {
        p.write(", ");
        p.print_operands(operands[l.num_elements + 1..].iter().copied());
    }
    p.write(" : ");
    let types: Vec<Type> = [l.src, l.dst, l.tag]
        .into_iter()
        .filter_map(|at| operands.get(at).map(|&v| body.value_type(v)))
        .collect();
    p.print_types(types);
}

/// `affine.dma_wait %tag[exprs], %n : memref<...>`.
fn parse_dma_wait(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let (tag, tag_idx, tag_map) = parse_memref_access(p, state, "tag_map")?;
    p.parse_punct(Punct::Comma)?;
    let num = p.parse_operand()?;
    p.parse_punct(Punct::Colon)?;
    let t = p.parse_type()?;
    let index = p.ctx().index_type();
    resolve_all(p, state, std::slice::from_ref(&tag), t)?;
    resolve_all(p, state, &tag_idx, index)?;
    resolve_all(p, state, std::slice::from_ref(&num), index)?;
    if !matches!(p.ctx().type_data(t), TypeData::MemRef { .. }) {
        let at = p.name_offset();
        return Err(p.error_at(at, "expected tag to be of memref type"));
    }
    if tag_idx.len() != p.ctx().affine().map_data(tag_map).num_inputs() as usize {
        let at = p.name_offset();
        return Err(p.error_at(at, "tag memref operand count != to map.numInputs"));
    }
    Ok(())
}

/// `affine.dma_wait`.
fn print_dma_wait(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let operands: Vec<ValueId> = body.operands(op).collect();
    let Some(map) = map_attr(ctx, body, op, "tag_map") else {
        return;
    };
    let n = operands.len().saturating_sub(1);
    p.write(" ");
    print_memref_access(p, &operands, 0, 1..n, map);
    p.write(", ");
    if let Some(&v) = operands.get(n) {
        p.print_operand(v);
    }
    p.write(" : ");
    if let Some(&t) = operands.first() {
        p.print_type(body.value_type(t));
    }
}

// ---- verification ----

fn is_memref(ctx: &Context, body: &Body, v: Option<&ValueId>) -> bool {
    v.is_some_and(|&v| matches!(ctx.type_data(body.value_type(v)), TypeData::MemRef { .. }))
}

/// Checks that `indices` are `index` values and valid dimensions (`what` names them).
fn check_indices(
    ctx: &Context,
    body: &Body,
    name: &str,
    indices: &[ValueId],
    what: &str,
    op_word: &str,
) -> Result<(), String> {
    for &v in indices {
        if !matches!(ctx.type_data(body.value_type(v)), TypeData::Index) {
            return Err(format!(
                "'{name}' op {what} to {op_word} must have 'index' type"
            ));
        }
        if !is_valid_dim(ctx, body, v) {
            let what = what.trim_end_matches(" index").to_string();
            let subject = if what == "index" {
                "index".to_string()
            } else {
                format!("{what} index")
            };
            return Err(format!(
                "'{name}' op {subject} must be a valid dimension or symbol identifier"
            ));
        }
    }
    Ok(())
}

/// The map attributes an `affine.dma_*` needs (upstream reads them unchecked).
fn require_maps(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
    maps: &[&str],
) -> Result<(), String> {
    for &m in maps {
        if map_attr(ctx, body, op, m).is_none() {
            return Err(format!("'{name}' op requires attribute '{m}'"));
        }
    }
    Ok(())
}

/// `affine.dma_start` (upstream's `verifyInvariantsImpl`): memref operands, the operand
/// count, then `index` types and dimension/symbol validity of each index group.
fn verify_dma_start(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = DmaStartOp::NAME;
    require_maps(ctx, body, op, NAME, &["src_map", "dst_map", "tag_map"])?;
    let Some(l) = DmaStartLayout::of(ctx, body, op) else {
        return Ok(());
    };
    let operands: Vec<ValueId> = body.operands(op).collect();
    for (at, what) in [(l.src, "source"), (l.dst, "destination"), (l.tag, "tag")] {
        if at >= operands.len() {
            return Err(format!("'{NAME}' op incorrect number of operands"));
        }
        if !is_memref(ctx, body, operands.get(at)) {
            return Err(format!(
                "'{NAME}' op expected DMA {what} to be of memref type"
            ));
        }
    }
    let n = operands.len();
    if n != l.num_elements + 1 && n != l.num_elements + 3 {
        return Err(format!("'{NAME}' op incorrect number of operands"));
    }
    for (at, what) in [
        (l.src, "src index"),
        (l.dst, "dst index"),
        (l.tag, "tag index"),
    ] {
        check_indices(ctx, body, NAME, &operands[l.indices(at)], what, "dma_start")?;
    }
    Ok(())
}

/// `affine.dma_wait`: the tag memref, the operand count (upstream reads past a short list
/// and drops extra operands), then `index` types and validity of the tag indices.
fn verify_dma_wait(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = DmaWaitOp::NAME;
    require_maps(ctx, body, op, NAME, &["tag_map"])?;
    let Some(map) = map_attr(ctx, body, op, "tag_map") else {
        return Ok(());
    };
    let operands: Vec<ValueId> = body.operands(op).collect();
    if !is_memref(ctx, body, operands.first()) {
        return Err(format!("'{NAME}' op expected DMA tag to be of memref type"));
    }
    let inputs = ctx.affine().map_data(map).num_inputs() as usize;
    if operands.len() != inputs + 2 {
        return Err(format!("'{NAME}' op incorrect number of operands"));
    }
    check_indices(ctx, body, NAME, &operands[1..=inputs], "index", "dma_wait")
}

// ---- interfaces ----

/// Reads the source and tag, writes the destination.
fn dma_start_effects(ctx: &Context, body: &Body, op: OpId, effects: &mut Vec<MemoryEffect>) {
    let Some(l) = DmaStartLayout::of(ctx, body, op) else {
        return;
    };
    let operands: Vec<ValueId> = body.operands(op).collect();
    for (at, kind) in [
        (l.src, EffectKind::Read),
        (l.dst, EffectKind::Write),
        (l.tag, EffectKind::Read),
    ] {
        if let Some(&v) = operands.get(at) {
            effects.push(MemoryEffect::on(kind, v));
        }
    }
}

fn dma_start_src(_: &Context, body: &Body, op: OpId) -> ValueId {
    body.operand(op, 0)
}

fn dma_start_src_indices(ctx: &Context, body: &Body, op: OpId) -> Vec<ValueId> {
    let Some(l) = DmaStartLayout::of(ctx, body, op) else {
        return Vec::new();
    };
    body.operands(op).skip(1).take(l.dst - 1).collect()
}

/// The source (read), destination (written) and tag (read) accesses.
fn dma_start_accesses(ctx: &Context, body: &Body, op: OpId) -> Vec<MapAccess> {
    let Some(l) = DmaStartLayout::of(ctx, body, op) else {
        return Vec::new();
    };
    let operands: Vec<ValueId> = body.operands(op).collect();
    [
        (l.src, "src_map", false),
        (l.dst, "dst_map", true),
        (l.tag, "tag_map", false),
    ]
    .into_iter()
    .filter_map(|(at, map_attr_name, writes)| {
        Some(MapAccess {
            memref: *operands.get(at)?,
            map_attr_name,
            map_operands: operands.get(l.indices(at))?.to_vec(),
            writes,
        })
    })
    .collect()
}

fn dma_wait_tag(_: &Context, body: &Body, op: OpId) -> ValueId {
    body.operand(op, 0)
}

fn dma_wait_tag_indices(_: &Context, body: &Body, op: OpId) -> Vec<ValueId> {
    let n = body.num_operands(op);
    body.operands(op)
        .skip(1)
        .take(n.saturating_sub(2))
        .collect()
}
