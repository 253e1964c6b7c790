//! The DMA ops: `memref.dma_start` (its operand list is split by the ranks of its memref
//! types) and `memref.dma_wait`.

use strata_asm::custom::{Delimiter, OpAsmParser, OpAsmPrinter, Punct};
use strata_ir::diagnostics::Diagnostic;
use strata_ir::interfaces::{EffectKind, MemoryEffect};
use strata_ir::ir::{Body, OpId, OperationState, ValueId};
use strata_ir::{Context, Type};
use strata_ods::op;

use crate::memref::constraints::{AnyMemRef, Index, VariadicAny, VariadicIndex};
use crate::memref::types::{is_index, rank};

/// Operand positions of a well-formed `dma_start`: (source, destination, tag, tag rank).
fn dma_positions(ctx: &Context, body: &Body, op: OpId) -> Option<(usize, usize, usize, usize)> {
    let ty_at = |i: usize| body.operands(op).nth(i).map(|v| body.value_type(v));
    let src_rank = rank(ctx, ty_at(0)?)?;
    let dst = 1 + src_rank;
    let dst_rank = rank(ctx, ty_at(dst)?)?;
    let tag = dst + dst_rank + 2;
    let tag_rank = rank(ctx, ty_at(tag)?)?;
    Some((0, dst, tag, tag_rank))
}

/// Splits the operands by the memref ranks, checking each part.
fn verify_dma_start(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = DmaStartOp::NAME;
    let types: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    let n = types.len();
    let err = |m: &str| Err(format!("'{NAME}' op {m}"));
    let all_index = |range: std::ops::Range<usize>| types[range].iter().all(|&t| is_index(ctx, t));
    if n < 4 {
        return err("expected at least 4 operands");
    }
    let Some(src_rank) = rank(ctx, types[0]) else {
        return err("expected source to be of memref type");
    };
    if n < src_rank + 4 {
        return err(&format!("expected at least {} operands", src_rank + 4));
    }
    if !all_index(1..1 + src_rank) {
        return err("expected source indices to be of index type");
    }
    let dst = 1 + src_rank;
    let Some(dst_rank) = rank(ctx, types[dst]) else {
        return err("expected destination to be of memref type");
    };
    let mut expected = src_rank + dst_rank + 4;
    if n < expected {
        return err(&format!("expected at least {expected} operands"));
    }
    if !all_index(dst + 1..dst + 1 + dst_rank) {
        return err("expected destination indices to be of index type");
    }
    let num = dst + 1 + dst_rank;
    if !is_index(ctx, types[num]) {
        return err("expected num elements to be of index type");
    }
    let tag = num + 1;
    let Some(tag_rank) = rank(ctx, types[tag]) else {
        return err("expected tag to be of memref type");
    };
    expected += tag_rank;
    if n < expected {
        return err(&format!("expected at least {expected} operands"));
    }
    if !all_index(tag + 1..tag + 1 + tag_rank) {
        return err("expected tag indices to be of index type");
    }
    if n != expected && n != expected + 2 {
        return err("incorrect number of operands");
    }
    if n == expected + 2 && !(is_index(ctx, types[n - 2]) && is_index(ctx, types[n - 1])) {
        return err("expected stride and num elements per stride to be of type index");
    }
    Ok(())
}

/// `%src[...], %dst[...], %n, %tag[...] (, %stride, %per_stride)? : S, D, T` (no
/// attribute dictionary: upstream's parser reads none).
fn parse_dma_start(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> Result<(), Diagnostic> {
    let src = p.parse_operand()?;
    let src_idx = p.parse_operand_list(Delimiter::Square)?;
    p.parse_punct(Punct::Comma)?;
    let dst = p.parse_operand()?;
    let dst_idx = p.parse_operand_list(Delimiter::Square)?;
    p.parse_punct(Punct::Comma)?;
    let num = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let tag = p.parse_operand()?;
    let tag_idx = p.parse_operand_list(Delimiter::Square)?;
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
        return Err(p.error_at(at, "fewer/more types expected"));
    };
    let index = p.ctx().index_type();
    let groups: [(&[_], Type); 8] = [
        (&[src], ts),
        (&src_idx, index),
        (&[dst], td),
        (&dst_idx, index),
        (&[num], index),
        (&[tag], tt),
        (&tag_idx, index),
        (&strides, index),
    ];
    for (uses, t) in groups {
        for u in uses {
            let v = p.resolve_operand(u, t)?;
            state.operands.push(v);
        }
    }
    Ok(())
}

fn print_dma_start(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let operands: Vec<ValueId> = body.operands(op).collect();
    let Some((src, dst, tag, tag_rank)) = dma_positions(ctx, body, op) else {
        // Not well formed (only printed so in the generic form); show the operands.
        p.write(" ");
        p.print_operands(operands.iter().copied());
        return;
    };
    p.write(" ");
    crate::memref::print_indexed(p, src, dst - src - 1);
    p.write(", ");
    crate::memref::print_indexed(p, dst, tag - dst - 2);
    p.write(", ");
    if let Some(&n) = operands.get(tag - 1) {
        p.print_operand(n);
    }
    p.write(", ");
    crate::memref::print_indexed(p, tag, tag_rank);
    let end = tag + 1 + tag_rank;
    if operands.len() > end {
        p.write(", ");
        p.print_operands(operands[end..].iter().copied());
    }
    let attrs = p.attrs();
    p.print_optional_attr_dict(&attrs, &[]);
    p.write(" : ");
    for (i, &at) in [src, dst, tag].iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if let Some(&v) = operands.get(at) {
            p.print_type(body.value_type(v));
        }
    }
}

/// Reads the source and the tag, writes the destination.
fn dma_start_effects(ctx: &Context, body: &Body, op: OpId, effects: &mut Vec<MemoryEffect>) {
    let Some((src, dst, tag, _)) = dma_positions(ctx, body, op) else {
        return;
    };
    let operands: Vec<ValueId> = body.operands(op).collect();
    for (at, kind) in [
        (src, EffectKind::Read),
        (dst, EffectKind::Write),
        (tag, EffectKind::Read),
    ] {
        if let Some(&v) = operands.get(at) {
            effects.push(MemoryEffect::on(kind, v));
        }
    }
}

op! {
    /// Starts a DMA transfer between two memrefs.
    ///
    /// `memref.dma_start` copies `%n` elements from the source memref at its indices to
    /// the destination memref at its indices, without waiting; the transfer signals its
    /// completion in the tag memref at the tag indices, which `memref.dma_wait` waits on.
    /// An optional stride and number of elements per stride transfer chunks of the
    /// slower memory. The operands are split by the ranks of the three memref types.
    ///
    /// ```mlir
    /// func.func @dma_start(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32, 2>, %i: index, %n: index) {
    ///   memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
    ///   return
    /// }
    /// ```
    pub struct DmaStartOp = "memref.dma_start" {
        operands: [operands: variadic VariadicAny],
        verify: verify_dma_start,
        interfaces: { memory_effects: dma_start_effects },
        fold: crate::memref::fold::fold_cast_operands,
        parse: parse_dma_start,
        print: print_dma_start,
    }
}

fn verify_dma_wait(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let w = DmaWaitOp(op);
    let tag_rank = rank(ctx, body.value_type(w.tag_mem_ref(body))).unwrap_or(0);
    let n = w.tag_indices(body).len();
    if n != tag_rank {
        return Err(format!(
            "'{}' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected {tag_rank}, but got {n}",
            DmaWaitOp::NAME
        ));
    }
    Ok(())
}

op! {
    /// Waits for a DMA transfer to complete.
    ///
    /// `memref.dma_wait` blocks until the transfer that signals the tag element at the
    /// tag indices has completed; `%n` is the number of elements of that transfer.
    ///
    /// ```mlir
    /// func.func @dma_wait(%tag: memref<1xi32, 2>, %i: index, %n: index) {
    ///   memref.dma_wait %tag[%i], %n : memref<1xi32, 2>
    ///   return
    /// }
    /// ```
    pub struct DmaWaitOp = "memref.dma_wait" {
        operands: [tagMemRef: AnyMemRef, tagIndices: variadic VariadicIndex, numElements: Index],
        verify: verify_dma_wait,
        // Reads and writes the tag: a wait is never dead code (mlir-opt 22's canonicalizer
        // keeps an unused `dma_wait`, so it is not read-only there either).
        effects: [read(tagMemRef), write(tagMemRef)],
        fold: crate::memref::fold::fold_cast_operands,
        format: "$tagMemRef `[` $tagIndices `]` `,` $numElements attr-dict `:` type($tagMemRef)",
    }
}
