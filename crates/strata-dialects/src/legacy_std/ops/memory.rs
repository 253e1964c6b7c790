//! The memref ops of the old Standard dialect: `alloc` (hand-written syntax: its operand
//! lists report old MLIR's messages), `alloc_static` and `dim` on memrefs and tensors
//! (hand-written: see [`parse_dim`]), `dealloc`, `load`, `store` and `memref_cast`.

use strata_asm::custom::{Delimiter, OpAsmParser, OpAsmPrinter, Punct};
use strata_ir::ir::{Body, OpId, OperationState, ValueId};
use strata_ir::types::DYNAMIC;
use strata_ir::{Attribute, Context, Type, TypeData};
use strata_ods::{AnyType, i32_array, i32_array_attr, op};

use super::{
    AnyMemRef, Index, IntegerAttr, MemRefOrTensor, PResult, RankedMemRef, attr_dict, attr_i64,
    element_type, is_memref, layout_symbols, memref_parts, parse_colon_shaped_type, parse_i64_attr,
    parse_subscripts, print_attrs, print_colon_shaped_type, print_subscripts, rank_of, ty,
};

// ---- dim ----

/// `dim`'s result: `index`, whatever the source.
fn index_result(ctx: &Context, _: Type) -> Option<Vec<Type>> {
    Some(vec![ctx.index_type()])
}

op! {
    /// The size of one dimension of a memref or tensor.
    ///
    /// `dim` returns, as an `index`, the size of dimension `index` (an integer attribute
    /// written after the operand) of a ranked or unranked memref or tensor; the index
    /// must be below the rank of a ranked type. A static dimension is known at compile
    /// time. It became `memref.dim` or `tensor.dim`, whose index is an SSA value.
    ///
    /// ```mlir
    /// func @dims(%t: tensor<4x?xf32>, %m: memref<*xf32>) -> (index, index) {
    ///   %0 = dim %t, 1 : tensor<4x?xf32>
    ///   %1 = dim %m, 2 : memref<*xf32>
    ///   return %0, %1 : index, index
    /// }
    /// ```
    pub struct DimOp = "std.dim" {
        traits: [pure],
        operands: [source: MemRefOrTensor],
        attrs: [index: IntegerAttr],
        results: [result: AnyType],
        types_match: { result: index_result(source) },
        verify: verify_dim,
        parse: parse_dim,
        print: print_dim,
    }
}

/// `%A, 1 attr-dict : type`. Hand-written rather than a format: an `index` repeated in
/// the attribute dictionary wins, and a bad one is reported by the verifier, as old MLIR
/// did (a declarative format checks it while parsing).
fn parse_dim(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let source = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let index = parse_i64_attr(p, "expected integer dimension index")?;
    p.add_attribute(state, "index", index);
    attr_dict(p, state)?;
    let t = p.parse_colon_type()?;
    let source = p.resolve_operand(&source, t)?;
    state.operands.push(source);
    state.result_types = vec![ctx.index_type()];
    Ok(())
}

/// Prints `dim`'s custom form (see [`parse_dim`]).
fn print_dim(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let index = DimOp(op).index(ctx, body).and_then(|a| attr_i64(ctx, a));
    p.write(" ");
    p.print_operands(body.operands(op));
    p.write(&format!(", {}", index.unwrap_or(0)));
    print_attrs(p, &["index"]);
    if body.num_operands(op) > 0 {
        p.write(" : ");
        p.print_type(body.value_type(body.operand(op, 0)));
    }
}

/// The index is below the rank of a ranked source; the result is `index`.
fn verify_dim(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = DimOp::NAME;
    let dim = DimOp(op);
    let Some(index) = dim.index(ctx, body).and_then(|a| attr_i64(ctx, a)) else {
        return Ok(());
    };
    if let Some(rank) = rank_of(ctx, body.value_type(dim.source(body)))
        && usize::try_from(index).map_or(true, |i| i >= rank)
    {
        return Err(format!("'{NAME}' op index is out of range"));
    }
    if !matches!(
        ctx.type_data(body.value_type(dim.result(body))),
        TypeData::Index
    ) {
        return Err(format!("'{NAME}' op result #0 must be index"));
    }
    Ok(())
}

// ---- alloc, alloc_static, dealloc ----

op! {
    /// Allocates a memref.
    ///
    /// `alloc` creates a buffer of its ranked memref result type. The operands in
    /// parentheses give the dynamic sizes of the shape, in order; those in square
    /// brackets (left out when there are none) bind the symbols of the layout map. The
    /// buffer lives until a `dealloc`. It became `memref.alloc`.
    ///
    /// ```mlir
    /// func @allocs(%n: index, %s: index) {
    ///   %0 = alloc() : memref<1024x64xf32, 1>
    ///   %1 = alloc(%n)[%s] : memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
    ///   dealloc %1 : memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
    ///   return
    /// }
    /// ```
    pub struct AllocOp = "std.alloc" {
        traits: [attr_sized_operand_segments],
        operands: [dynamicSizes: variadic Index, symbolOperands: variadic Index],
        results: [memref: RankedMemRef],
        verify_traits: verify_alloc_segments,
        verify: verify_alloc,
        parse: parse_alloc,
        print: print_alloc,
    }
}

/// `(%d0, %d1)[%s0] attr-dict : memref-type`.
fn parse_alloc(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let dims = p.parse_operand_list(Delimiter::Paren)?;
    let syms = p.parse_operand_list(Delimiter::OptionalSquare)?;
    attr_dict(p, state)?;
    let offset = p.offset();
    let t = p.parse_colon_type()?;
    if !matches!(p.ctx().type_data(t), TypeData::MemRef { .. }) {
        return Err(p.error_at(offset, "expected a ranked memref type"));
    }
    let all: Vec<_> = dims.iter().chain(&syms).copied().collect();
    let types = vec![p.ctx().index_type(); all.len()];
    let at = p.offset();
    p.resolve_operands(&all, &types, at, &mut state.operands)?;
    let segs = i32_array_attr(p.ctx(), &[dims.len() as i32, syms.len() as i32]);
    p.add_attribute(state, "operandSegmentSizes", segs);
    state.result_types = vec![t];
    Ok(())
}

/// Prints `alloc`'s custom form (see [`parse_alloc`]).
fn print_alloc(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (body, op) = (p.body(), p.op());
    let ops: Vec<ValueId> = body.operands(op).collect();
    let (d, _) = alloc_segments(p.ctx(), body, op).unwrap_or((ops.len(), 0));
    let d = d.min(ops.len());
    p.write("(");
    p.print_operands(ops[..d].iter().copied());
    p.write(")");
    if d < ops.len() {
        p.write("[");
        p.print_operands(ops[d..].iter().copied());
        p.write("]");
    }
    print_attrs(p, &["operandSegmentSizes"]);
    if body.num_results(op) > 0 {
        p.write(" : ");
        p.print_type(body.value_type(body.result(op, 0)));
    }
}

/// The dynamic-size and symbol operand counts of an `alloc`.
fn alloc_segments(ctx: &Context, body: &Body, op: OpId) -> Option<(usize, usize)> {
    let segs = strata_ir::symbols::op_attr(ctx, body, op, "operandSegmentSizes")
        .and_then(|a| i32_array(ctx, a))?;
    match segs[..] {
        [d, s] if d >= 0 && s >= 0 => Some((d as usize, s as usize)),
        _ => None,
    }
}

/// `operandSegmentSizes` is present, has two non-negative sizes, and they add up to the
/// operand count (checked before the generated segment checks, with the old messages).
fn verify_alloc_segments(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = AllocOp::NAME;
    let Some((d, s)) = alloc_segments(ctx, body, op) else {
        return Err(format!(
            "'{NAME}' op requires attribute 'operandSegmentSizes' with 2 non-negative elements"
        ));
    };
    if d + s != body.num_operands(op) {
        return Err(format!(
            "'{NAME}' op operand count ({}) does not match with the total size ({}) specified in attribute 'operandSegmentSizes'",
            body.num_operands(op),
            d + s
        ));
    }
    Ok(())
}

/// One size per dynamic dimension, one symbol per layout symbol.
fn verify_alloc(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = AllocOp::NAME;
    let alloc = AllocOp(op);
    let Some((shape, layout)) = memref_parts(ctx, body.value_type(alloc.memref(body))) else {
        return Ok(());
    };
    let d = alloc.dynamic_sizes(ctx, body).len();
    let dynamic = shape.iter().filter(|&&x| x == DYNAMIC).count();
    if d != dynamic {
        return Err(format!(
            "'{NAME}' op incorrect number of dynamic sizes, has {d}, expected {dynamic}"
        ));
    }
    let s = alloc.symbol_operands(ctx, body).len();
    let symbols = layout_symbols(ctx, layout);
    if s != symbols {
        return Err(format!(
            "'{NAME}' op symbol operand count does not equal memref symbol count: expected {symbols}, got {s}"
        ));
    }
    Ok(())
}

op! {
    /// Allocates a memref at a fixed address.
    ///
    /// `alloc_static` stands for a buffer placed at a known base address (an integer,
    /// often written in hexadecimal), as code looks after buffer assignment. Its result
    /// type must have a static shape and a layout without symbols. MLIR 22 has no
    /// fixed-address allocation: it became `memref.alloc()` keeping the address in the
    /// discardable attribute `std.base_address`.
    ///
    /// ```mlir
    /// func @fixed() {
    ///   %0 = alloc_static(0x1232a00) : memref<1024x64xf32>
    ///   dealloc %0 : memref<1024x64xf32>
    ///   return
    /// }
    /// ```
    pub struct AllocStaticOp = "std.alloc_static" {
        attrs: [base: IntegerAttr],
        results: [memref: RankedMemRef],
        verify: verify_alloc_static,
        parse: parse_alloc_static,
        print: print_alloc_static,
    }
}

/// `(0x1232a00) attr-dict : memref-type`. Hand-written rather than a format for the
/// reason given at [`parse_dim`].
fn parse_alloc_static(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    p.parse_punct(Punct::LParen)?;
    let base = parse_i64_attr(p, "expected integer base address")?;
    p.parse_punct(Punct::RParen)?;
    p.add_attribute(state, "base", base);
    attr_dict(p, state)?;
    let t = p.parse_colon_type()?;
    state.result_types = vec![t];
    Ok(())
}

/// Prints `alloc_static`'s custom form (see [`parse_alloc_static`]).
fn print_alloc_static(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let base = AllocStaticOp(op)
        .base(ctx, body)
        .and_then(|a| attr_i64(ctx, a));
    p.write(&format!("({})", base.unwrap_or(0)));
    print_attrs(p, &["base"]);
    if body.num_results(op) > 0 {
        p.write(" : ");
        p.print_type(body.value_type(body.result(op, 0)));
    }
}

/// A static shape and a layout without symbols.
fn verify_alloc_static(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let t = body.value_type(AllocStaticOp(op).memref(body));
    let Some((shape, layout)) = memref_parts(ctx, t) else {
        return Ok(());
    };
    if shape.contains(&DYNAMIC) || layout_symbols(ctx, layout) != 0 {
        return Err(format!(
            "'{}' op requires a static shape and a layout without symbols",
            AllocStaticOp::NAME
        ));
    }
    Ok(())
}

op! {
    /// Frees a memref.
    ///
    /// `dealloc` ends the lifetime of a buffer created by `alloc` or `alloc_static`;
    /// the memory may not be accessed afterwards. It became `memref.dealloc`.
    ///
    /// ```mlir
    /// func @free(%m: memref<128xf32, affine_map<(d0) -> (d0 floordiv 8, d0 mod 8)>>) {
    ///   dealloc %m : memref<128xf32, affine_map<(d0) -> (d0 floordiv 8, d0 mod 8)>>
    ///   return
    /// }
    /// ```
    pub struct DeallocOp = "std.dealloc" {
        operands: [memref: AnyMemRef],
        format: "$memref attr-dict `:` type($memref)",
    }
}

// ---- load, store ----

/// `load`/`store`/`extract_element` (named `name`): as many subscripts (`indices`) as
/// the rank of the accessed value `base`, and `value` of its element type.
pub(super) fn verify_access(
    ctx: &Context,
    body: &Body,
    name: &str,
    (base, indices): (ValueId, usize),
    value: ValueId,
) -> Result<(), String> {
    let t = body.value_type(base);
    if let Some(rank) = rank_of(ctx, t)
        && rank != indices
    {
        return Err(format!(
            "'{name}' op incorrect number of indices, expected {rank} but got {indices}"
        ));
    }
    if ctx.type_data(t).element_type() != Some(body.value_type(value)) {
        return Err(format!(
            "'{name}' op requires the value type to be the element type of '{}'",
            ty(ctx, t)
        ));
    }
    Ok(())
}

op! {
    /// Reads one element of a memref.
    ///
    /// `load` returns the element at the subscripts, one `index` per dimension of the
    /// memref; the result has the memref's element type. It became `memref.load`.
    ///
    /// ```mlir
    /// func @load(%m: memref<8x?xi32, affine_map<(d0, d1) -> (d1, d0)>>, %i: index, %j: index) -> i32 {
    ///   %0 = load %m[%i, %j] : memref<8x?xi32, affine_map<(d0, d1) -> (d1, d0)>>
    ///   return %0 : i32
    /// }
    /// ```
    pub struct LoadOp = "std.load" {
        operands: [memref: AnyMemRef, indices: variadic Index],
        results: [result: AnyType],
        types_match: { result: element_type(memref) },
        verify: verify_load,
        format: "$memref `` custom<Subscripts>($indices) attr-dict custom<ColonShapedType>(type($memref))",
    }
}

/// The subscripts match the rank; the result is the element type.
fn verify_load(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let load = LoadOp(op);
    let access = (load.memref(body), load.indices(body).len());
    verify_access(ctx, body, LoadOp::NAME, access, load.result(body))
}

op! {
    /// Writes one element of a memref.
    ///
    /// `store` writes its first operand, of the memref's element type, to the element at
    /// the subscripts (one `index` per dimension). It became `memref.store`.
    ///
    /// ```mlir
    /// func @store(%v: f32, %m: memref<4x?xf32>, %i: index) {
    ///   %c0 = constant 0 : index
    ///   store %v, %m[%i, %c0] : memref<4x?xf32>
    ///   return
    /// }
    /// ```
    pub struct StoreOp = "std.store" {
        operands: [value: AnyType, memref: AnyMemRef, indices: variadic Index],
        types_match: { value: element_type(memref) },
        verify: verify_store,
        format: "$value `,` $memref `` custom<Subscripts>($indices) attr-dict custom<ColonShapedType>(type($memref))",
    }
}

/// The subscripts match the rank; the value is of the element type.
fn verify_store(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let store = StoreOp(op);
    let access = (store.memref(body), store.indices(body).len());
    verify_access(ctx, body, StoreOp::NAME, access, store.value(body))
}

// ---- memref_cast ----

/// The memory space and layout of a memref type (ranked or not).
fn memref_space_layout(ctx: &Context, t: Type) -> (Option<Attribute>, Option<Attribute>) {
    match ctx.type_data(t) {
        TypeData::MemRef {
            memory_space,
            layout,
            ..
        } => (*memory_space, *layout),
        TypeData::UnrankedMemRef { memory_space, .. } => (*memory_space, None),
        _ => (None, None),
    }
}

/// Whether two shaped types are cast-compatible: same element type, and when both are
/// ranked, the same rank with equal static sizes.
pub(super) fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    let (da, db) = (ctx.type_data(a), ctx.type_data(b));
    if da.element_type() != db.element_type() {
        return false;
    }
    match (da.shape(), db.shape()) {
        (Some(x), Some(y)) => {
            x.len() == y.len()
                && x.iter()
                    .zip(y)
                    .all(|(&p, &q)| p == DYNAMIC || q == DYNAMIC || p == q)
        }
        _ => true,
    }
}

/// The message of a cast from `a` to `b` that `name` does not allow.
pub(super) fn cast_incompatible(ctx: &Context, name: &str, a: Type, b: Type) -> String {
    format!(
        "'{name}' op operand type '{}' and result type '{}' are cast incompatible",
        ty(ctx, a),
        ty(ctx, b)
    )
}

op! {
    /// Converts a memref to an equivalent memref type.
    ///
    /// `memref_cast` changes the static information of a memref type without touching
    /// the data: static sizes may become dynamic (or dynamic ones static, asserting the
    /// size), and a ranked memref may become unranked or back. Element type and memory
    /// space must match, and so must the layouts of two ranked types. It became
    /// `memref.cast`.
    ///
    /// ```mlir
    /// func @erase(%m: memref<4x?xf32>) -> memref<*xf32> {
    ///   %0 = memref_cast %m : memref<4x?xf32> to memref<?x?xf32>
    ///   %1 = memref_cast %0 : memref<?x?xf32> to memref<*xf32>
    ///   return %1 : memref<*xf32>
    /// }
    /// ```
    pub struct MemRefCastOp = "std.memref_cast" {
        traits: [pure],
        operands: [source: AnyType],
        results: [dest: AnyType],
        verify: verify_memref_cast,
        format: "$source attr-dict `:` type($source) `to` type($dest)",
    }
}

/// Memref operand and result of compatible shapes, one element type and memory space,
/// and one layout unless a side is unranked.
fn verify_memref_cast(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = MemRefCastOp::NAME;
    let cast = MemRefCastOp(op);
    let a = body.value_type(cast.source(body));
    let b = body.value_type(cast.dest(body));
    if !is_memref(ctx, a) || !is_memref(ctx, b) {
        return Err(format!(
            "'{NAME}' op requires memref operand and result types"
        ));
    }
    let (sa, la) = memref_space_layout(ctx, a);
    let (sb, lb) = memref_space_layout(ctx, b);
    let ranked = |t| matches!(ctx.type_data(t), TypeData::MemRef { .. });
    let unranked_side = !ranked(a) || !ranked(b);
    if !cast_compatible(ctx, a, b) || sa != sb || (!unranked_side && la != lb) {
        return Err(cast_incompatible(ctx, NAME, a, b));
    }
    Ok(())
}
