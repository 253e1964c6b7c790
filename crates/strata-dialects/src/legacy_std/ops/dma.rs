//! The DMA ops of the old Standard dialect: `dma_start` (hand-written syntax: its
//! operands are split by the ranks of its three memref types) and `dma_wait`.

use strata_asm::custom::{OpAsmParser, OpAsmPrinter, Punct, UnresolvedOperand};
use strata_ir::ir::{Body, OpId, OperationState, ValueId};
use strata_ir::{Context, Type, TypeData};
use strata_ods::{AnyType, op};

use super::{
    Index, PResult, TagMemRef, attr_dict, is_index, is_memref, parse_subscripts, print_attrs,
    print_subscripts, rank_of,
};

op! {
    /// Starts an asynchronous copy between memrefs.
    ///
    /// `dma_start` begins a transfer of `%n` elements from a source memref at its
    /// subscripts to a destination memref at its subscripts, and signals completion on
    /// the tag memref element at the tag subscripts (which a `dma_wait` waits on). Two
    /// optional trailing operands give a stride and the number of elements per stride.
    /// The operands are split by the ranks of the three memref types written after the
    /// colon. It became `memref.dma_start`.
    ///
    /// ```mlir
    /// func @copy(%src: memref<40x8xf32>, %dst: memref<2x4xf32, 2>, %tag: memref<1xi32, 4>, %i: index) {
    ///   %n = constant 32 : index
    ///   dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i] : memref<40x8xf32>, memref<2x4xf32, 2>, memref<1xi32, 4>
    ///   dma_wait %tag[%i], %n : memref<1xi32, 4>
    ///   return
    /// }
    /// ```
    pub struct DmaStartOp = "std.dma_start" {
        operands: [operands: variadic AnyType],
        verify: verify_dma_start,
        parse: parse_dma_start,
        print: print_dma_start,
    }
}

impl DmaStartOp {
    /// The ranks of the source, destination and tag memrefs, which split the operand
    /// list; `None` when an operand the split needs is missing or not ranked.
    pub fn ranks(self, ctx: &Context, body: &Body) -> Option<(usize, usize, usize)> {
        let op = self.0;
        let n = body.num_operands(op);
        let rank =
            |i: usize| (i < n).then(|| rank_of(ctx, body.value_type(body.operand(op, i))))?;
        let s = rank(0)?;
        let d = rank(s + 1)?;
        let t = rank(s + d + 3)?;
        Some((s, d, t))
    }
}

/// `%src[...], %dst[...], %n, %tag[...] (, %stride, %per_stride)? attr-dict : t, t, t`.
fn parse_dma_start(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let name_offset = p.name_offset();
    let (src, src_idx) = parse_subscripted(p, state)?;
    p.parse_punct(Punct::Comma)?;
    let (dst, dst_idx) = parse_subscripted(p, state)?;
    p.parse_punct(Punct::Comma)?;
    let num = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let (tag, tag_idx) = parse_subscripted(p, state)?;
    let mut stride = Vec::new();
    if p.parse_optional_punct(Punct::Comma) {
        stride.push(p.parse_operand()?);
        p.parse_punct(Punct::Comma)?;
        stride.push(p.parse_operand()?);
    }
    attr_dict(p, state)?;
    p.parse_punct(Punct::Colon)?;
    let types = p.parse_type_list()?;
    let [st, dt, tt] = types[..] else {
        return Err(p.error_at(name_offset, "fewer/more types expected"));
    };
    push_operand(p, state, &src, st)?;
    resolve_indices(p, state, &src_idx)?;
    push_operand(p, state, &dst, dt)?;
    resolve_indices(p, state, &dst_idx)?;
    push_operand(p, state, &num, ctx.index_type())?;
    push_operand(p, state, &tag, tt)?;
    resolve_indices(p, state, &tag_idx)?;
    for (what, t) in [("source", st), ("destination", dt), ("tag", tt)] {
        if !matches!(ctx.type_data(t), TypeData::MemRef { .. }) {
            return Err(p.error_at(name_offset, format!("expected {what} to be of memref type")));
        }
    }
    resolve_indices(p, state, &stride)?;
    if Some(src_idx.len()) != rank_of(ctx, st) || Some(dst_idx.len()) != rank_of(ctx, dt) {
        return Err(p.error_at(name_offset, "memref rank not equal to indices count"));
    }
    if Some(tag_idx.len()) != rank_of(ctx, tt) {
        return Err(p.error_at(name_offset, "tag memref rank not equal to indices count"));
    }
    Ok(())
}

/// Resolves `operand` as a value of type `t` into `state`.
fn push_operand(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
    operand: &UnresolvedOperand,
    t: Type,
) -> PResult<()> {
    let v = p.resolve_operand(operand, t)?;
    state.operands.push(v);
    Ok(())
}

/// Resolves `uses` as `index` values into `state`.
fn resolve_indices(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
    uses: &[UnresolvedOperand],
) -> PResult<()> {
    let types = vec![p.ctx().index_type(); uses.len()];
    let at = p.offset();
    p.resolve_operands(uses, &types, at, &mut state.operands)
}

/// `%m[%i, %j]`: an operand and its subscripts.
fn parse_subscripted(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<(UnresolvedOperand, Vec<UnresolvedOperand>)> {
    let base = p.parse_operand()?;
    let mut indices = Vec::new();
    parse_subscripts(p, state, &mut indices)?;
    Ok((base, indices))
}

/// Prints `dma_start`'s custom form (see [`parse_dma_start`]).
fn print_dma_start(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (body, op) = (p.body(), p.op());
    let ops: Vec<ValueId> = body.operands(op).collect();
    let Some((s, d, t)) = DmaStartOp(op).ranks(p.ctx(), body) else {
        return;
    };
    let Some(tail) = ops.get(s + d + t + 4..) else {
        return;
    };
    let subscripted = |p: &mut OpAsmPrinter<'_, '_, '_, '_>, at: usize, rank: usize| {
        p.print_operand(ops[at]);
        print_subscripts(p, &ops[at + 1..at + 1 + rank]);
    };
    p.write(" ");
    subscripted(p, 0, s);
    p.write(", ");
    subscripted(p, s + 1, d);
    p.write(", ");
    p.print_operand(ops[s + d + 2]);
    p.write(", ");
    let tag = s + d + 3;
    subscripted(p, tag, t);
    if !tail.is_empty() {
        p.write(", ");
        p.print_operands(tail.iter().copied());
    }
    print_attrs(p, &[]);
    p.write(" : ");
    p.print_types([ops[0], ops[s + 1], ops[tag]].map(|v| body.value_type(v)));
}

/// MLIR's `DmaStartOp::verify` checks: memrefs where the split expects them, `index`
/// subscripts, element count, and stride operands, and the operand count.
fn verify_dma_start(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let n = body.num_operands(op);
    let err = |m: String| Err(format!("'{}' op {m}", DmaStartOp::NAME));
    if n < 4 {
        return err("expected at least 4 operands".into());
    }
    let t_at = |i: usize| body.value_type(body.operand(op, i));
    let all_index = |r: std::ops::Range<usize>| r.into_iter().all(|i| is_index(ctx, t_at(i)));
    let memref_rank = |i: usize| rank_of(ctx, t_at(i)).filter(|_| is_memref(ctx, t_at(i)));
    let Some(s) = memref_rank(0) else {
        return err("expected source to be of memref type".into());
    };
    if n < s + 4 {
        return err(format!("expected at least {} operands", s + 4));
    }
    if !all_index(1..s + 1) {
        return err("expected source indices to be of index type".into());
    }
    let Some(d) = memref_rank(s + 1) else {
        return err("expected destination to be of memref type".into());
    };
    let mut expected = s + d + 4;
    if n < expected {
        return err(format!("expected at least {expected} operands"));
    }
    if !all_index(s + 2..s + 2 + d) {
        return err("expected destination indices to be of index type".into());
    }
    if !is_index(ctx, t_at(s + d + 2)) {
        return err("expected num elements to be of index type".into());
    }
    let tag = s + d + 3;
    let Some(t) = memref_rank(tag) else {
        return err("expected tag to be of memref type".into());
    };
    expected += t;
    if n < expected {
        return err(format!("expected at least {expected} operands"));
    }
    if !all_index(tag + 1..tag + 1 + t) {
        return err("expected tag indices to be of index type".into());
    }
    if n != expected && n != expected + 2 {
        return err("incorrect number of operands".into());
    }
    if n == expected + 2 && !all_index(expected..n) {
        return err("expected stride and num elements per stride to be of type index".into());
    }
    Ok(())
}

op! {
    /// Waits for an asynchronous copy to complete.
    ///
    /// `dma_wait` blocks until the transfer signalling the tag memref element at the
    /// subscripts (one `index` per tag dimension) is done; the last operand is the number
    /// of elements of that transfer. It became `memref.dma_wait`.
    ///
    /// ```mlir
    /// func @wait(%tag: memref<1xi32>, %i: index, %n: index) {
    ///   dma_wait %tag[%i], %n : memref<1xi32>
    ///   return
    /// }
    /// ```
    pub struct DmaWaitOp = "std.dma_wait" {
        operands: [tagMemRef: TagMemRef, tagIndices: variadic Index, numElements: Index],
        verify: verify_dma_wait,
        format: "$tagMemRef `` custom<Subscripts>($tagIndices) `,` $numElements attr-dict `:` type($tagMemRef)",
    }
}

/// One subscript per tag dimension.
fn verify_dma_wait(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let wait = DmaWaitOp(op);
    let indices = wait.tag_indices(body).len();
    if let Some(rank) = rank_of(ctx, body.value_type(wait.tag_mem_ref(body)))
        && rank != indices
    {
        return Err(format!(
            "'{}' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected {rank}, but got {indices}",
            DmaWaitOp::NAME
        ));
    }
    Ok(())
}
