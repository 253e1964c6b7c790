//! `affine.load`, `affine.store` and `affine.prefetch`: memref accesses whose subscripts
//! are the results of an affine map of dimension and symbol operands, written inline
//! (`%m[%i + 1, %j]`).

use strata_asm::custom::{OpAsmParser, OpAsmPrinter, Punct};
use strata_asm::printer::type_to_string;
use strata_ir::affine::AffineMap;
use strata_ir::ir::{Body, Builder, OpId, OperationState, ValueId};
use strata_ir::symbols::op_attr;
use strata_ir::{Context, Location, Type, TypeData};
use strata_ods::{AnyType, op};

use super::{
    AffineMapAttr, AnyMemRef, BoolAttr, LocalityHint, PResult, VariadicIndex, bool_attr,
    fold_memref_cast_operands, int_of_width, map_attr, map_attribute, parse_attrs, print_attrs,
    print_map_of_ssa_ids, resolve_index,
};
use crate::ir::interfaces::{AccessKind, AffineMemoryAccess};
use crate::ir::valid::verify_dims_and_symbols;

op! {
    /// Reads one element of a memref at affine subscripts.
    ///
    /// `affine.load` reads the element of `memref` at the subscripts given by the results
    /// of its `map` attribute applied to `indices`, which must be valid affine dimensions
    /// and symbols (written `symbol(%v)` when bound to a symbol). The map has one result
    /// per memref dimension; the op's result has the memref's element type. Being affine,
    /// the access can be analysed exactly by dependence analysis.
    ///
    /// ```mlir
    /// func.func @read(%m: memref<16x16xf32>, %i: index, %n: index) -> f32 {
    ///   %v = affine.load %m[%i + 1, symbol(%n) * 2] : memref<16x16xf32>
    ///   return %v : f32
    /// }
    /// ```
    pub struct LoadOp = "affine.load" {
        operands: [memref: AnyMemRef, indices: variadic VariadicIndex],
        attrs: [map: AffineMapAttr],
        results: [result: AnyType],
        infer: memref_element,
        effects: [read(memref)],
        verify: verify_load,
        fold: fold_load,
        implements: [AffineMemoryAccess {
            kind: AccessKind::Read,
            map_attr_name: "map",
            memref: load_memref,
            map_operands: load_indices,
            value: Some(load_value),
            accesses: None,
        }],
        parse: parse_load,
        print: print_load,
    }
}

op! {
    /// Writes one element of a memref at affine subscripts.
    ///
    /// `affine.store` writes `value` into `memref` at the subscripts given by the results
    /// of its `map` attribute applied to `indices` (valid affine dimensions and symbols).
    /// The stored value has the memref's element type.
    ///
    /// ```mlir
    /// func.func @write(%m: memref<8xi32>, %v: i32) {
    ///   affine.for %i = 0 to 4 {
    ///     affine.store %v, %m[%i * 2 + 1] : memref<8xi32>
    ///   }
    ///   return
    /// }
    /// ```
    pub struct StoreOp = "affine.store" {
        operands: [value: AnyType, memref: AnyMemRef, indices: variadic VariadicIndex],
        attrs: [map: AffineMapAttr],
        effects: [write(memref)],
        verify: verify_store,
        fold: fold_store,
        implements: [AffineMemoryAccess {
            kind: AccessKind::Write,
            map_attr_name: "map",
            memref: store_memref,
            map_operands: store_indices,
            value: Some(store_value),
            accesses: None,
        }],
        parse: parse_store,
        print: print_store,
    }
}

op! {
    /// Prefetches the memref element at affine subscripts into a cache.
    ///
    /// `affine.prefetch` hints that the element of `memref` at the subscripts given by
    /// its `map` applied to `indices` (valid affine dimensions and symbols) will be read
    /// (`read`) or written (`write`) soon. The locality hint goes from `locality<0>` (no
    /// locality) to `locality<3>` (keep in cache); the cache is the data (`data`) or the
    /// instruction (`instr`) cache.
    ///
    /// ```mlir
    /// func.func @warm(%m: memref<400x400xi32>) {
    ///   affine.for %i = 0 to 400 {
    ///     affine.prefetch %m[%i, %i + 5], read, locality<3>, data : memref<400x400xi32>
    ///   }
    ///   return
    /// }
    /// ```
    pub struct PrefetchOp = "affine.prefetch" {
        operands: [memref: AnyMemRef, indices: variadic VariadicIndex],
        attrs: [isDataCache: BoolAttr, isWrite: BoolAttr, localityHint: LocalityHint, map: AffineMapAttr],
        verify: verify_prefetch,
        fold: fold_memref_cast_operands,
        implements: [AffineMemoryAccess {
            kind: AccessKind::Prefetch,
            map_attr_name: "map",
            memref: prefetch_memref,
            map_operands: prefetch_indices,
            value: None,
            accesses: None,
        }],
        parse: parse_prefetch,
        print: print_prefetch,
    }
}

impl LoadOp {
    /// Creates `affine.load memref[map(indices)]`.
    pub fn build_from_map(
        b: &mut impl Builder,
        loc: Location,
        memref: ValueId,
        map: AffineMap,
        indices: &[ValueId],
    ) -> LoadOp {
        let attr = map_attribute(b.ctx(), map);
        LoadOp::build(b, loc, memref, indices, attr)
    }

    /// The access map.
    pub fn affine_map(self, ctx: &Context, body: &Body) -> Option<AffineMap> {
        map_attr(ctx, body, self.0, "map")
    }
}

impl StoreOp {
    /// Creates `affine.store value, memref[map(indices)]`.
    pub fn build_from_map(
        b: &mut impl Builder,
        loc: Location,
        value: ValueId,
        memref: ValueId,
        map: AffineMap,
        indices: &[ValueId],
    ) -> StoreOp {
        let attr = map_attribute(b.ctx(), map);
        StoreOp::build(b, loc, value, memref, indices, attr)
    }

    /// The access map.
    pub fn affine_map(self, ctx: &Context, body: &Body) -> Option<AffineMap> {
        map_attr(ctx, body, self.0, "map")
    }
}

/// The element type of the memref operand: the type an `affine.load` reads.
fn memref_element(ctx: &Context, operand_types: &[Type], _: &OperationState) -> Vec<Type> {
    match operand_types.first().map(|&t| ctx.type_data(t)) {
        Some(TypeData::MemRef { element, .. }) => vec![*element],
        _ => Vec::new(),
    }
}

// ---- syntax ----

/// `: memref<...>` of a load/store (`invalid kind of type specified` otherwise).
pub(super) fn parse_memref_type(p: &mut OpAsmParser<'_, '_, '_>) -> PResult<(Type, Type)> {
    // Errors point at the colon, as `parseColonType` reports them.
    let offset = p.offset();
    p.parse_punct(Punct::Colon)?;
    let t = p.parse_type()?;
    match p.ctx().type_data(t) {
        TypeData::MemRef { element, .. } => Ok((t, *element)),
        _ => {
            let found = type_to_string(p.ctx(), t);
            Err(p.error_at(
                offset,
                format!(
                    "invalid kind of type specified: expected builtin.memref, but found '{found}'"
                ),
            ))
        }
    }
}

/// `affine.load %m[exprs] attr-dict : memref<...>`.
fn parse_load(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let m = p.parse_operand()?;
    let (map, indices) = p.parse_affine_map_of_ssa_ids(true)?;
    p.add_attribute(state, "map", map_attribute(ctx, map));
    parse_attrs(p, state)?;
    let (t, element) = parse_memref_type(p)?;
    let v = p.resolve_operand(&m, t)?;
    state.operands.push(v);
    resolve_index(p, state, &indices)?;
    state.result_types.push(element);
    Ok(())
}

/// `%m[exprs] attr-dict : type` from operand `first` on.
pub(super) fn print_access(p: &mut OpAsmPrinter<'_, '_, '_, '_>, first: usize) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let operands: Vec<ValueId> = body.operands(op).collect();
    if let Some(&m) = operands.get(first) {
        p.print_operand(m);
    }
    p.write("[");
    if let Some(map) = map_attr(ctx, body, op, "map") {
        let indices = operands.get(first + 1..).unwrap_or(&[]);
        print_map_of_ssa_ids(p, map, indices);
    }
    p.write("]");
    print_attrs(p, &["map"]);
    p.write(" : ");
    if let Some(&m) = operands.get(first) {
        p.print_type(body.value_type(m));
    }
}

/// `affine.load`.
fn print_load(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    p.write(" ");
    print_access(p, 0);
}

/// `affine.store %v, %m[exprs] attr-dict : memref<...>`.
fn parse_store(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let value = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let m = p.parse_operand()?;
    let (map, indices) = p.parse_affine_map_of_ssa_ids(true)?;
    p.add_attribute(state, "map", map_attribute(ctx, map));
    parse_attrs(p, state)?;
    let (t, element) = parse_memref_type(p)?;
    let v = p.resolve_operand(&value, element)?;
    state.operands.push(v);
    let mv = p.resolve_operand(&m, t)?;
    state.operands.push(mv);
    resolve_index(p, state, &indices)
}

/// `affine.store`.
fn print_store(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (body, op) = (p.body(), p.op());
    p.write(" ");
    if let Some(v) = body.operands(op).next() {
        p.print_operand(v);
    }
    p.write(", ");
    print_access(p, 1);
}

// ---- verification ----

/// MLIR's `verifyMemoryOpIndexing`, once the generated checks passed (the map is there,
/// operand `memref_index` is a ranked memref, the subscripts are `index`): one map result
/// per memref dimension, one subscript per map input, valid dimensions and symbols.
/// Returns the memref's element type.
pub(super) fn verify_indexing(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
    memref_index: usize,
) -> Result<Option<Type>, String> {
    let Some(map) = map_attr(ctx, body, op, "map") else {
        return Ok(None);
    };
    let mt = body.value_type(body.operand(op, memref_index));
    let TypeData::MemRef { shape, element, .. } = ctx.type_data(mt) else {
        return Ok(None);
    };
    let data = ctx.affine().map_data(map);
    if data.num_results() != shape.len() {
        return Err(format!(
            "'{name}' op affine map num results must equal memref rank"
        ));
    }
    let indices: Vec<ValueId> = body.operands(op).skip(memref_index + 1).collect();
    if data.num_inputs() as usize != indices.len() {
        return Err(format!(
            "'{name}' op expects as many subscripts as affine map inputs"
        ));
    }
    verify_dims_and_symbols(ctx, body, name, &indices, data.num_dims as usize)?;
    Ok(Some(*element))
}

/// The element type of the memref operand `i`, if it is a memref.
fn memref_element_of(ctx: &Context, body: &Body, op: OpId, i: usize) -> Option<Type> {
    match ctx.type_data(body.value_type(body.operand(op, i))) {
        TypeData::MemRef { element, .. } => Some(*element),
        _ => None,
    }
}

/// `affine.load`: the result type (the memref's element type), then the indexing (MLIR's
/// order).
fn verify_load(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    if memref_element_of(ctx, body, op, 0).is_some_and(|e| body.value_type(body.result(op, 0)) != e)
    {
        return Err(format!(
            "'{}' op result type must match element type of memref",
            LoadOp::NAME
        ));
    }
    verify_indexing(ctx, body, op, LoadOp::NAME, 0).map(|_| ())
}

/// `affine.store`: the stored value's type (the element type), then the indexing (MLIR's
/// order).
fn verify_store(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    if memref_element_of(ctx, body, op, 1)
        .is_some_and(|e| body.value_type(body.operand(op, 0)) != e)
    {
        return Err(format!(
            "'{}' op value to store must have the same type as memref element type",
            StoreOp::NAME
        ));
    }
    verify_indexing(ctx, body, op, StoreOp::NAME, 1).map(|_| ())
}

// ---- AffineMemoryAccess ----

fn load_memref(_: &Context, body: &Body, op: OpId) -> ValueId {
    LoadOp(op).memref(body)
}

fn load_indices(_: &Context, body: &Body, op: OpId) -> Vec<ValueId> {
    LoadOp(op).indices(body)
}

fn load_value(_: &Context, body: &Body, op: OpId) -> ValueId {
    LoadOp(op).result(body)
}

fn store_memref(_: &Context, body: &Body, op: OpId) -> ValueId {
    StoreOp(op).memref(body)
}

fn store_indices(_: &Context, body: &Body, op: OpId) -> Vec<ValueId> {
    StoreOp(op).indices(body)
}

fn store_value(_: &Context, body: &Body, op: OpId) -> ValueId {
    StoreOp(op).value(body)
}

/// `affine.load` of a `memref.cast` loads from the cast's source (MLIR's
/// `foldMemRefCast`); a load from a `memref.get_global` of a constant global with a dense
/// initial value is that value's element (any element of a splat, else the one at the
/// map's constant indices).
fn fold_load(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<strata_ir::Attribute>],
) -> Option<Vec<strata_ir::registry::FoldResult>> {
    if strata_dialects::memref::fold_memref_cast(ctx, body, op, None) {
        return Some(Vec::new());
    }
    let value = constant_global_element(ctx, body, op)?;
    Some(vec![strata_ir::registry::FoldResult::Attr(value)])
}

/// The element a load from a constant global reads, if known.
fn constant_global_element(ctx: &Context, body: &Body, op: OpId) -> Option<strata_ir::Attribute> {
    let memref = *body.operands(op).collect::<Vec<_>>().first()?;
    let get = strata_ir::matchers::defining_op(body, memref)
        .and_then(|d| strata_dialects::memref::GetGlobalOp::cast(ctx, body, d))?;
    let name = match ctx.attr_data(op_attr(ctx, body, get.0, "name")?) {
        strata_ir::AttrData::SymbolRef { root, nested } if nested.is_empty() => *root,
        _ => return None,
    };
    let init =
        strata_dialects::memref::constant_global_value(ctx, body, get.0, ctx.ident_bytes_of(name))?;
    let strata_ir::AttrData::DenseElements { ty, data } = ctx.attr_data(init) else {
        return None;
    };
    let index = match data {
        strata_ir::attributes::DenseData::Numeric { splat: true, .. } => 0,
        _ => {
            let map = map_attr(ctx, body, op, "map")?;
            let store = ctx.affine();
            let shape = ctx.type_data(*ty).shape()?.to_vec();
            let data = store.map_data(map);
            if data.results.len() != shape.len() {
                return None;
            }
            let mut flat: i64 = 0;
            for (&e, &dim) in data.results.iter().zip(&shape) {
                let c = store.as_constant(e)?;
                if c < 0 || c >= dim {
                    return None;
                }
                flat = flat.checked_mul(dim)?.checked_add(c)?;
            }
            usize::try_from(flat).ok()?
        }
    };
    strata_dialects::memref::dense_element(ctx, init, index)
}

/// `affine.store` into a `memref.cast` stores into the cast's source (the stored value is
/// left alone).
fn fold_store(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<strata_ir::Attribute>],
) -> Option<Vec<strata_ir::registry::FoldResult>> {
    let stored = (body.num_operands(op) >= 2).then(|| body.operand(op, 0))?;
    strata_dialects::memref::fold_memref_cast(ctx, body, op, Some(stored)).then(Vec::new)
}

// ---- affine.prefetch ----

impl PrefetchOp {
    /// Creates `affine.prefetch memref[map(indices)], read|write, locality<hint>,
    /// data|instr`.
    #[allow(clippy::too_many_arguments)]
    pub fn build_from_map(
        b: &mut impl Builder,
        loc: Location,
        memref: ValueId,
        map: AffineMap,
        indices: &[ValueId],
        is_write: bool,
        locality_hint: u32,
        is_data_cache: bool,
    ) -> PrefetchOp {
        let ctx = b.ctx();
        let (map, w, d) = (
            map_attribute(ctx, map),
            bool_attr(ctx, is_write),
            bool_attr(ctx, is_data_cache),
        );
        let i32_ty = ctx.builtin_types().i32;
        let hint = ctx.integer_attr(
            i32_ty,
            strata_ir::apint::ApInt::from_u64(32, u64::from(locality_hint)),
        );
        PrefetchOp::build(b, loc, memref, indices, d, w, hint, map)
    }

    /// The access map.
    pub fn affine_map(self, ctx: &Context, body: &Body) -> Option<AffineMap> {
        map_attr(ctx, body, self.0, "map")
    }

    /// Whether the prefetch is for a write.
    pub fn is_write_value(self, ctx: &Context, body: &Body) -> bool {
        flag(ctx, body, self.0, "isWrite")
    }

    /// Whether the prefetch targets the data cache (else the instruction cache).
    pub fn is_data_cache_value(self, ctx: &Context, body: &Body) -> bool {
        flag(ctx, body, self.0, "isDataCache")
    }

    /// The locality hint (0 to 3).
    pub fn locality_hint_value(self, ctx: &Context, body: &Body) -> i64 {
        strata_ir::symbols::op_attr(ctx, body, self.0, "localityHint")
            .and_then(|a| int_of_width(ctx, a, 32))
            .unwrap_or(0)
    }
}

/// The value of boolean attribute `name` of `op` (false if absent).
fn flag(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    strata_ir::symbols::op_attr(ctx, body, op, name)
        .and_then(|a| int_of_width(ctx, a, 1))
        .is_some_and(|v| v != 0)
}

/// `affine.prefetch %m[exprs], read|write, locality<N>, data|instr attr-dict : memref<...>`.
fn parse_prefetch(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let m = p.parse_operand()?;
    let (map, indices) = p.parse_affine_map_of_ssa_ids(true)?;
    p.add_attribute(state, "map", map_attribute(ctx, map));
    p.parse_punct(Punct::Comma)?;
    let rw = parse_any_keyword(p)?;
    p.parse_punct(Punct::Comma)?;
    if !p.parse_optional_keyword("locality") {
        let at = p.offset();
        return Err(p.error_at(at, "expected 'locality'"));
    }
    p.parse_punct(Punct::Less)?;
    let i32_ty = ctx.builtin_types().i32;
    let offset = p.offset();
    let hint = p.parse_attribute(Some(i32_ty))?;
    if !matches!(ctx.attr_data(hint), strata_ir::AttrData::Integer { .. }) {
        return Err(p.error_at(offset, "invalid kind of attribute specified"));
    }
    p.add_attribute(state, "localityHint", hint);
    p.parse_punct(Punct::Greater)?;
    p.parse_punct(Punct::Comma)?;
    let cache = parse_any_keyword(p)?;
    parse_attrs(p, state)?;
    let (t, _) = parse_memref_type(p)?;
    let v = p.resolve_operand(&m, t)?;
    state.operands.push(v);
    resolve_index(p, state, &indices)?;
    if rw != "read" && rw != "write" {
        let at = p.name_offset();
        return Err(p.error_at(at, "rw specifier has to be 'read' or 'write'"));
    }
    p.add_attribute(state, "isWrite", bool_attr(ctx, rw == "write"));
    if cache != "data" && cache != "instr" {
        let at = p.name_offset();
        return Err(p.error_at(at, "cache type has to be 'data' or 'instr'"));
    }
    p.add_attribute(state, "isDataCache", bool_attr(ctx, cache == "data"));
    Ok(())
}

/// Any bare keyword (MLIR's `parseKeyword(StringRef *)`).
fn parse_any_keyword(p: &mut OpAsmParser<'_, '_, '_>) -> PResult<String> {
    match p.parse_optional_bare_keyword() {
        Some(k) => Ok(k.to_string()),
        None => {
            let at = p.offset();
            Err(p.error_at(at, "expected valid keyword"))
        }
    }
}

/// `affine.prefetch`.
fn print_prefetch(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let operands: Vec<ValueId> = body.operands(op).collect();
    p.write(" ");
    if let Some(&m) = operands.first() {
        p.print_operand(m);
    }
    p.write("[");
    if let Some(map) = map_attr(ctx, body, op, "map") {
        print_map_of_ssa_ids(p, map, operands.get(1..).unwrap_or(&[]));
    }
    let view = PrefetchOp(op);
    let rw = if view.is_write_value(ctx, body) {
        "write"
    } else {
        "read"
    };
    let hint = view.locality_hint_value(ctx, body);
    let cache = if view.is_data_cache_value(ctx, body) {
        "data"
    } else {
        "instr"
    };
    p.write(&format!("], {rw}, locality<{hint}>, {cache}"));
    print_attrs(p, &["map", "localityHint", "isDataCache", "isWrite"]);
    p.write(" : ");
    if let Some(&m) = operands.first() {
        p.print_type(body.value_type(m));
    }
}

/// `affine.prefetch`, after the generated checks: one map result per memref dimension,
/// one subscript per map input, valid dimensions and symbols.
fn verify_prefetch(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = PrefetchOp::NAME;
    let Some(map) = map_attr(ctx, body, op, "map") else {
        return Ok(());
    };
    let mt = body.value_type(body.operand(op, 0));
    let Some(rank) = ctx.type_data(mt).shape().map(<[i64]>::len) else {
        return Ok(());
    };
    let data = ctx.affine().map_data(map);
    if data.num_results() != rank {
        return Err(format!(
            "'{NAME}' op affine.prefetch affine map num results must equal memref rank"
        ));
    }
    if data.num_inputs() as usize + 1 != body.num_operands(op) {
        return Err(format!("'{NAME}' op too few operands"));
    }
    let indices: Vec<ValueId> = body.operands(op).skip(1).collect();
    if indices
        .iter()
        .any(|&v| !crate::ir::valid::is_valid_dim(ctx, body, v))
    {
        return Err(format!(
            "'{NAME}' op index must be a valid dimension or symbol identifier"
        ));
    }
    Ok(())
}

fn prefetch_memref(_: &Context, body: &Body, op: OpId) -> ValueId {
    PrefetchOp(op).memref(body)
}

fn prefetch_indices(_: &Context, body: &Body, op: OpId) -> Vec<ValueId> {
    PrefetchOp(op).indices(body)
}
