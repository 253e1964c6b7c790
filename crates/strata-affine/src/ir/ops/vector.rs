//! `affine.vector_load` and `affine.vector_store`: the vector counterparts of
//! `affine.load`/`affine.store`, reading or writing a contiguous slice of a memref that
//! starts at affine subscripts.

use strata_asm::custom::{OpAsmParser, OpAsmPrinter, Punct};
use strata_asm::printer::type_to_string;
use strata_dialects::vector::AnyVector;
use strata_ir::affine::AffineMap;
use strata_ir::ir::{Body, Builder, OpId, OperationState, ValueId};
use strata_ir::{Context, Location, Type, TypeData};
use strata_ods::op;

use super::memory::{parse_memref_type, print_access, verify_indexing};
use super::{
    AffineMapAttr, AnyMemRef, PResult, VariadicIndex, map_attr, map_attribute, parse_attrs,
    resolve_index,
};
use crate::ir::interfaces::{AccessKind, AffineMemoryAccess};

op! {
    /// Reads a vector from a memref at affine subscripts.
    ///
    /// `affine.vector_load` reads a slice of `memref` into a vector of the same element
    /// type. The slice starts at the subscripts given by the results of its `map` applied
    /// to `indices` (valid affine dimensions and symbols, one map result per memref
    /// dimension) and has the shape of the result vector, contiguous along each
    /// dimension.
    ///
    /// ```mlir
    /// func.func @read(%m: memref<100x100xf32>, %i: index, %n: index) -> vector<8xf32> {
    ///   %v = affine.vector_load %m[%i + 3, symbol(%n)] : memref<100x100xf32>, vector<8xf32>
    ///   return %v : vector<8xf32>
    /// }
    /// ```
    pub struct VectorLoadOp = "affine.vector_load" {
        operands: [memref: AnyMemRef, indices: variadic VariadicIndex],
        attrs: [map: AffineMapAttr],
        results: [result: AnyVector],
        effects: [read(memref)],
        verify: verify_vector_load,
        implements: [AffineMemoryAccess {
            kind: AccessKind::Read,
            map_attr_name: "map",
            memref: load_memref,
            map_operands: load_indices,
            value: Some(load_value),
            accesses: None,
        }],
        parse: parse_vector_load,
        print: print_vector_load,
    }
}

op! {
    /// Writes a vector into a memref at affine subscripts.
    ///
    /// `affine.vector_store` writes `value`, a vector with the memref's element type, into
    /// the slice of `memref` that starts at the subscripts given by the results of its
    /// `map` applied to `indices` (valid affine dimensions and symbols) and has the
    /// vector's shape.
    ///
    /// ```mlir
    /// func.func @write(%m: memref<100x100xf32>, %v: vector<2x8xf32>) {
    ///   affine.for %i = 0 to 50 {
    ///     affine.vector_store %v, %m[%i * 2, 0] : memref<100x100xf32>, vector<2x8xf32>
    ///   }
    ///   return
    /// }
    /// ```
    pub struct VectorStoreOp = "affine.vector_store" {
        operands: [value: AnyVector, memref: AnyMemRef, indices: variadic VariadicIndex],
        attrs: [map: AffineMapAttr],
        effects: [write(memref)],
        verify: verify_vector_store,
        implements: [AffineMemoryAccess {
            kind: AccessKind::Write,
            map_attr_name: "map",
            memref: store_memref,
            map_operands: store_indices,
            value: Some(store_value),
            accesses: None,
        }],
        parse: parse_vector_store,
        print: print_vector_store,
    }
}

impl VectorLoadOp {
    /// Creates `affine.vector_load memref[map(indices)]` of type `result`.
    pub fn build_from_map(
        b: &mut impl Builder,
        loc: Location,
        result: Type,
        memref: ValueId,
        map: AffineMap,
        indices: &[ValueId],
    ) -> VectorLoadOp {
        let attr = map_attribute(b.ctx(), map);
        VectorLoadOp::build(b, loc, result, memref, indices, attr)
    }

    /// The access map.
    pub fn affine_map(self, ctx: &Context, body: &Body) -> Option<AffineMap> {
        map_attr(ctx, body, self.0, "map")
    }
}

impl VectorStoreOp {
    /// Creates `affine.vector_store value, memref[map(indices)]`.
    pub fn build_from_map(
        b: &mut impl Builder,
        loc: Location,
        value: ValueId,
        memref: ValueId,
        map: AffineMap,
        indices: &[ValueId],
    ) -> VectorStoreOp {
        let attr = map_attribute(b.ctx(), map);
        VectorStoreOp::build(b, loc, value, memref, indices, attr)
    }

    /// The access map.
    pub fn affine_map(self, ctx: &Context, body: &Body) -> Option<AffineMap> {
        map_attr(ctx, body, self.0, "map")
    }
}

// ---- syntax ----

/// `, vector<...>` after the memref type (`invalid kind of type specified` otherwise).
fn parse_vector_type(p: &mut OpAsmParser<'_, '_, '_>) -> PResult<Type> {
    p.parse_punct(Punct::Comma)?;
    let offset = p.offset();
    let t = p.parse_type()?;
    if matches!(p.ctx().type_data(t), TypeData::Vector { .. }) {
        return Ok(t);
    }
    let found = type_to_string(p.ctx(), t);
    Err(p.error_at(
        offset,
        format!("invalid kind of type specified: expected builtin.vector, but found '{found}'"),
    ))
}

/// `affine.vector_load %m[exprs] attr-dict : memref<...>, vector<...>`.
fn parse_vector_load(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let m = p.parse_operand()?;
    let (map, indices) = p.parse_affine_map_of_ssa_ids(true)?;
    p.add_attribute(state, "map", map_attribute(ctx, map));
    parse_attrs(p, state)?;
    let (t, _) = parse_memref_type(p)?;
    let vt = parse_vector_type(p)?;
    let v = p.resolve_operand(&m, t)?;
    state.operands.push(v);
    resolve_index(p, state, &indices)?;
    state.result_types.push(vt);
    Ok(())
}

/// `affine.vector_load`.
fn print_vector_load(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    p.write(" ");
    print_access(p, 0);
    let (body, op) = (p.body(), p.op());
    if let Some(r) = body.results(op).next() {
        p.write(", ");
        p.print_type(body.value_type(r));
    }
}

/// `affine.vector_store %v, %m[exprs] attr-dict : memref<...>, vector<...>`.
fn parse_vector_store(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let value = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let m = p.parse_operand()?;
    let (map, indices) = p.parse_affine_map_of_ssa_ids(true)?;
    p.add_attribute(state, "map", map_attribute(ctx, map));
    parse_attrs(p, state)?;
    let (t, _) = parse_memref_type(p)?;
    let vt = parse_vector_type(p)?;
    let v = p.resolve_operand(&value, vt)?;
    state.operands.push(v);
    let mv = p.resolve_operand(&m, t)?;
    state.operands.push(mv);
    resolve_index(p, state, &indices)
}

/// `affine.vector_store`.
fn print_vector_store(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (body, op) = (p.body(), p.op());
    let value = body.operands(op).next();
    p.write(" ");
    if let Some(v) = value {
        p.print_operand(v);
    }
    p.write(", ");
    print_access(p, 1);
    if let Some(v) = value {
        p.write(", ");
        p.print_type(p.body().value_type(v));
    }
}

// ---- verification ----

/// The memref and vector element types agree (MLIR's `verifyVectorMemoryOp`).
fn check_elements(
    ctx: &Context,
    name: &str,
    memref_element: Option<Type>,
    vector: Type,
) -> Result<(), String> {
    let vector_element = match ctx.type_data(vector) {
        TypeData::Vector { element, .. } => *element,
        _ => return Ok(()),
    };
    if memref_element.is_some_and(|e| e != vector_element) {
        return Err(format!(
            "'{name}' op requires memref and vector types of the same elemental type"
        ));
    }
    Ok(())
}

/// `affine.vector_load`: the indexing (as `affine.load`'s), then the element types.
fn verify_vector_load(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let element = verify_indexing(ctx, body, op, VectorLoadOp::NAME, 0)?;
    let vector = body.value_type(body.result(op, 0));
    check_elements(ctx, VectorLoadOp::NAME, element, vector)
}

/// `affine.vector_store`: the indexing (as `affine.store`'s), then the element types.
fn verify_vector_store(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let element = verify_indexing(ctx, body, op, VectorStoreOp::NAME, 1)?;
    let vector = body.value_type(body.operand(op, 0));
    check_elements(ctx, VectorStoreOp::NAME, element, vector)
}

// ---- AffineMemoryAccess ----

fn load_memref(_: &Context, body: &Body, op: OpId) -> ValueId {
    VectorLoadOp(op).memref(body)
}

fn load_indices(_: &Context, body: &Body, op: OpId) -> Vec<ValueId> {
    VectorLoadOp(op).indices(body)
}

fn load_value(_: &Context, body: &Body, op: OpId) -> ValueId {
    VectorLoadOp(op).result(body)
}

fn store_memref(_: &Context, body: &Body, op: OpId) -> ValueId {
    VectorStoreOp(op).memref(body)
}

fn store_indices(_: &Context, body: &Body, op: OpId) -> Vec<ValueId> {
    VectorStoreOp(op).indices(body)
}

fn store_value(_: &Context, body: &Body, op: OpId) -> ValueId {
    VectorStoreOp(op).value(body)
}
