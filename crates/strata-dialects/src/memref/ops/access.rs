//! The memory access ops: `memref.load`, `memref.store` (both promotable by mem2reg),
//! `memref.copy` and `memref.prefetch`.

use strata_asm::custom::{Delimiter, OpAsmParser, OpAsmPrinter, Punct};
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId, OperationState};
use strata_ir::{Attribute, Context, Type};
use strata_ods::{AnyType, op};

use crate::memref::constraints::{
    Alignment, AnyMemRef, AnyRankedOrUnrankedMemRef, BoolAttr, LocalityHint, VariadicIndex,
    attr_text, bool_attr, bool_value,
};
use crate::memref::types::{elem_and_space, memref, rank, ty};
use strata_ir::types::DYNAMIC;

/// The result type of `memref.load`: the element type of its memref.
fn load_result_type(
    ctx: &Context,
    operand_types: &[Type],
    _: Option<Attribute>,
) -> Result<Vec<Type>, String> {
    let Some(&t) = operand_types.first() else {
        return Err("requires a memref operand".into());
    };
    Ok(vec![memref(ctx, t).map_or(t, |m| m.element)])
}

fn verify_load(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let l = LoadOp(op);
    let Some(m) = memref(ctx, body.value_type(l.memref(body))) else {
        return Ok(());
    };
    if body.value_type(l.result(body)) != m.element {
        return Err(format!(
            "'{}' op failed to verify that result type matches element type of 'memref'",
            LoadOp::NAME
        ));
    }
    let n = l.indices(body).len();
    if n != m.shape.len() {
        return Err(format!(
            "'{}' op incorrect number of indices for load, expected {} but got {n}",
            LoadOp::NAME,
            m.shape.len()
        ));
    }
    Ok(())
}

op! {
    /// Reads one element of a memref.
    ///
    /// `memref.load` returns the element of its memref at `indices`, one `index` per
    /// dimension; each must lie within its dimension. `nontemporal` hints that the value
    /// will not be reused soon; `alignment` promises the accessed address is aligned to
    /// that many bytes.
    ///
    /// ```mlir
    /// func.func @load(%m: memref<4x?xf32>, %i: index, %j: index) -> f32 {
    ///   %v = memref.load %m[%i, %j] : memref<4x?xf32>
    ///   return %v : f32
    /// }
    /// ```
    pub struct LoadOp = "memref.load" {
        operands: [memref: AnyMemRef, indices: variadic VariadicIndex],
        attrs: [alignment: optional Alignment, nontemporal: optional default BoolAttr],
        results: [result: AnyType],
        infer_types: load_result_type,
        verify: verify_load,
        effects: [read(memref)],
        interfaces: { promotable_mem_op: crate::memref::mem2reg::MEM_OP },
        fold: crate::memref::fold::fold_cast_operands,
        format: "$memref `[` $indices `]` attr-dict `:` type($memref)",
    }
}

fn verify_store(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let s = StoreOp(op);
    let Some(m) = memref(ctx, body.value_type(s.memref(body))) else {
        return Ok(());
    };
    if body.value_type(s.value(body)) != m.element {
        return Err(format!(
            "'{}' op failed to verify that type of 'value' matches element type of 'memref'",
            StoreOp::NAME
        ));
    }
    if s.indices(body).len() != m.shape.len() {
        return Err(format!(
            "'{}' op store index operand count not equal to memref rank",
            StoreOp::NAME
        ));
    }
    Ok(())
}

/// The type of the value `memref.store` writes: the memref's element type.
fn stored_type(ctx: &Context, memref_type: Type) -> Option<Vec<Type>> {
    Some(vec![
        memref(ctx, memref_type).map_or(memref_type, |m| m.element),
    ])
}

op! {
    /// Writes one element of a memref.
    ///
    /// `memref.store` writes `value`, of the memref's element type, to the element at
    /// `indices` (one in-bounds `index` per dimension). `nontemporal` and `alignment`
    /// are the hints `memref.load` takes.
    ///
    /// ```mlir
    /// func.func @store(%m: memref<8xi32>, %v: i32, %i: index) {
    ///   memref.store %v, %m[%i] {nontemporal = true} : memref<8xi32>
    ///   return
    /// }
    /// ```
    pub struct StoreOp = "memref.store" {
        operands: [value: AnyType, memref: AnyMemRef, indices: variadic VariadicIndex],
        attrs: [alignment: optional Alignment, nontemporal: optional default BoolAttr],
        types_match: { value: stored_type(memref) },
        verify: verify_store,
        effects: [write(memref)],
        interfaces: { promotable_mem_op: crate::memref::mem2reg::MEM_OP },
        fold: crate::memref::fold::fold_store,
        format: "$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)",
    }
}

// ---- memref.copy ----

/// Source and target have the same element type and compatible shapes.
fn verify_copy(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = CopyOp::NAME;
    let c = CopyOp(op);
    let (a, b) = (
        body.value_type(c.source(body)),
        body.value_type(c.target(body)),
    );
    let (Some((ea, _)), Some((eb, _))) = (elem_and_space(ctx, a), elem_and_space(ctx, b)) else {
        return Ok(());
    };
    if ea != eb {
        return Err(format!(
            "'{NAME}' op requires the same element type for all operands"
        ));
    }
    if let (Some(x), Some(y)) = (memref(ctx, a), memref(ctx, b))
        && (x.shape.len() != y.shape.len()
            || x.shape
                .iter()
                .zip(y.shape)
                .any(|(&p, &q)| p != DYNAMIC && q != DYNAMIC && p != q))
    {
        return Err(format!(
            "'{NAME}' op requires the same shape for all operands"
        ));
    }
    Ok(())
}

op! {
    /// Copies the elements of one memref into another.
    ///
    /// `memref.copy` writes every element of its source to the same position of its
    /// target. Both have the same element type and shape; their layouts may differ. The
    /// result is undefined if the two overlap.
    ///
    /// ```mlir
    /// func.func @copy(%a: memref<?xf32>, %b: memref<?xf32, strided<[2]>>) {
    ///   memref.copy %a, %b : memref<?xf32> to memref<?xf32, strided<[2]>>
    ///   return
    /// }
    /// ```
    pub struct CopyOp = "memref.copy" {
        operands: [source: AnyRankedOrUnrankedMemRef, target: AnyRankedOrUnrankedMemRef],
        verify: verify_copy,
        effects: [read(source), write(target)],
        fold: crate::memref::fold::fold_copy,
        format: "$source `,` $target attr-dict `:` type($source) `to` type($target)",
    }
}

// ---- memref.prefetch ----

fn verify_prefetch(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let p = PrefetchOp(op);
    let m = body.value_type(p.memref(body));
    if rank(ctx, m) != Some(p.indices(body).len()) {
        return Err(format!("'{}' op too few indices", PrefetchOp::NAME));
    }
    Ok(())
}

/// `%m[%i, ...], read|write, locality<N>, data|instr : memref<...>` (no attribute
/// dictionary: upstream's parser reads none).
fn parse_prefetch(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let m = p.parse_operand()?;
    let indices = p.parse_operand_list(Delimiter::Square)?;
    p.parse_punct(Punct::Comma)?;
    let Some(rw) = p.parse_optional_bare_keyword() else {
        return Err(p.error_here("expected valid keyword"));
    };
    let write = rw == "write";
    let rw_ok = rw == "read" || write;
    p.parse_punct(Punct::Comma)?;
    p.parse_keyword("locality")?;
    p.parse_punct(Punct::Less)?;
    let offset = p.offset();
    let i32_ty = ctx.builtin_types().i32;
    let hint = p.parse_attribute(Some(i32_ty))?;
    if !matches!(ctx.attr_data(hint), strata_ir::AttrData::Integer { .. }) {
        return Err(p.error_at(offset, "invalid kind of attribute specified"));
    }
    p.add_attribute(state, "localityHint", hint);
    p.parse_punct(Punct::Greater)?;
    p.parse_punct(Punct::Comma)?;
    let Some(cache) = p.parse_optional_bare_keyword() else {
        return Err(p.error_here("expected valid keyword"));
    };
    let data = cache == "data";
    let cache_ok = data || cache == "instr";
    // `parseColonType` reports a wrong kind of type at the colon.
    let colon = p.offset();
    p.parse_punct(Punct::Colon)?;
    let t = p.parse_type()?;
    if memref(ctx, t).is_none() {
        let found = ty(ctx, t);
        return Err(p.error_at(
            colon,
            format!("invalid kind of type specified: expected builtin.memref, but found '{found}'"),
        ));
    }
    let v = p.resolve_operand(&m, t)?;
    state.operands.push(v);
    let index = ctx.index_type();
    for u in &indices {
        let v = p.resolve_operand(u, index)?;
        state.operands.push(v);
    }
    let at = p.name_offset();
    if !rw_ok {
        return Err(p.error_at(at, "rw specifier has to be 'read' or 'write'"));
    }
    p.add_attribute(state, "isWrite", bool_attr(ctx, write));
    if !cache_ok {
        return Err(p.error_at(at, "cache type has to be 'data' or 'instr'"));
    }
    p.add_attribute(state, "isDataCache", bool_attr(ctx, data));
    Ok(())
}

fn print_prefetch(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let f = PrefetchOp(op);
    p.write(" ");
    crate::memref::print_indexed(p, 0, body.num_operands(op).saturating_sub(1));
    let write = f.is_write(ctx, body).and_then(|a| bool_value(ctx, a)) == Some(true);
    p.write(if write { ", write" } else { ", read" });
    p.write(", locality<");
    let hint = f
        .locality_hint(ctx, body)
        .map_or_else(String::new, |a| match ctx.attr_data(a) {
            strata_ir::AttrData::Integer { value, .. } => value
                .to_i64_checked()
                .map_or_else(|| attr_text(ctx, a), |v| v.to_string()),
            _ => attr_text(ctx, a),
        });
    p.write(&hint);
    let data = f.is_data_cache(ctx, body).and_then(|a| bool_value(ctx, a)) == Some(true);
    p.write(if data { ">, data" } else { ">, instr" });
    let attrs = p.attrs();
    p.print_optional_attr_dict(&attrs, &["localityHint", "isWrite", "isDataCache"]);
    p.write(" : ");
    if let Some(m) = body.operands(op).next() {
        p.print_type(body.value_type(m));
    }
}

op! {
    /// Prefetches the element of a memref at some indices.
    ///
    /// `memref.prefetch` hints that the element at `indices` will soon be read (`read`)
    /// or written (`write`), how long it should stay cached (`locality<0>`, none, to
    /// `locality<3>`, keep as long as possible) and which cache it belongs in (`data` or
    /// `instr`). It changes no memory.
    ///
    /// ```mlir
    /// func.func @prefetch(%m: memref<400x400xi32>, %i: index, %j: index) {
    ///   memref.prefetch %m[%i, %j], read, locality<3>, data : memref<400x400xi32>
    ///   return
    /// }
    /// ```
    pub struct PrefetchOp = "memref.prefetch" {
        operands: [memref: AnyMemRef, indices: variadic VariadicIndex],
        attrs: [isDataCache: BoolAttr, isWrite: BoolAttr, localityHint: LocalityHint],
        verify: verify_prefetch,
        fold: crate::memref::fold::fold_cast_operands,
        parse: parse_prefetch,
        print: print_prefetch,
    }
}
