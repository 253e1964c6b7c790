//! `affine.apply`, `affine.min` and `affine.max`: an affine map applied to `index`
//! operands (dimensions in parentheses, symbols in brackets), giving one value, or the
//! smallest or largest of the map's results.

use strata_asm::custom::{OpAsmParser, OpAsmPrinter};
use strata_ir::affine::AffineMap;
use strata_ir::ir::{Body, Builder, OpId, OperationState, ValueId};
use strata_ir::symbols::op_attr;
use strata_ir::{Context, Location, Type};
use strata_ods::op;

use super::{
    AffineMapAttr, Index, PResult, VariadicIndex, map_attr, map_attribute, parse_attrs,
    parse_dim_and_symbol_list, parse_map_attr, print_attrs, print_dim_and_symbol_list,
    resolve_index,
};
use crate::ir::fold;

op! {
    /// Applies an affine map to index operands.
    ///
    /// `affine.apply` evaluates the single result of its `map` attribute with the
    /// operands in parentheses bound to the map's dimensions and those in brackets bound
    /// to its symbols; the value is an `index`. Operands must be valid affine dimensions
    /// and symbols where the op stands. Applications feeding other affine ops are composed
    /// into their maps by canonicalization, and an application to constants folds.
    ///
    /// ```mlir
    /// func.func @offset(%i: index, %n: index) -> index {
    ///   %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 4 + s0 + 1)>(%i)[%n]
    ///   return %0 : index
    /// }
    /// ```
    pub struct ApplyOp = "affine.apply" {
        traits: [pure],
        operands: [mapOperands: variadic VariadicIndex],
        attrs: [map: AffineMapAttr],
        results: [result: Index],
        infer: index_result,
        verify: verify_apply,
        fold: fold::fold_apply,
        parse: parse_apply,
        print: print_map_op,
    }
}

op! {
    /// The minimum of the results of an affine map.
    ///
    /// `affine.min` evaluates every result of its `map` attribute, with the operands in
    /// parentheses as dimensions and those in brackets as symbols, and gives the smallest
    /// as an `index`. It typically bounds a tile that may run past the end of its loop.
    ///
    /// ```mlir
    /// func.func @tile_end(%i: index, %n: index) -> index {
    ///   %0 = affine.min affine_map<(d0)[s0] -> (d0 + 32, s0)>(%i)[%n]
    ///   return %0 : index
    /// }
    /// ```
    pub struct MinOp = "affine.min" {
        traits: [pure],
        operands: [operands: variadic VariadicIndex],
        attrs: [map: AffineMapAttr],
        results: [result: Index],
        infer: index_result,
        verify: verify_min,
        fold: fold::fold_min_max,
        parse: parse_min_max,
        print: print_map_op,
    }
}

op! {
    /// The maximum of the results of an affine map.
    ///
    /// `affine.max` evaluates every result of its `map` attribute, with the operands in
    /// parentheses as dimensions and those in brackets as symbols, and gives the largest
    /// as an `index`.
    ///
    /// ```mlir
    /// func.func @clamp_low(%i: index) -> index {
    ///   %0 = affine.max affine_map<(d0) -> (d0 - 4, 0)>(%i)
    ///   return %0 : index
    /// }
    /// ```
    pub struct MaxOp = "affine.max" {
        traits: [pure],
        operands: [operands: variadic VariadicIndex],
        attrs: [map: AffineMapAttr],
        results: [result: Index],
        infer: index_result,
        verify: verify_max,
        fold: fold::fold_min_max,
        parse: parse_min_max,
        print: print_map_op,
    }
}

impl ApplyOp {
    /// Creates `affine.apply map(operands)` (the first operands bind the map's
    /// dimensions, the rest its symbols).
    pub fn build_from_map(
        b: &mut impl Builder,
        loc: Location,
        map: AffineMap,
        operands: &[ValueId],
    ) -> ApplyOp {
        let attr = map_attribute(b.ctx(), map);
        ApplyOp::build(b, loc, operands, attr)
    }

    /// The applied map.
    pub fn affine_map(self, ctx: &Context, body: &Body) -> Option<AffineMap> {
        map_attr(ctx, body, self.0, "map")
    }
}

impl MinOp {
    /// Creates `affine.min map(operands)`.
    pub fn build_from_map(
        b: &mut impl Builder,
        loc: Location,
        map: AffineMap,
        operands: &[ValueId],
    ) -> MinOp {
        let attr = map_attribute(b.ctx(), map);
        MinOp::build(b, loc, operands, attr)
    }

    /// The map whose results are compared.
    pub fn affine_map(self, ctx: &Context, body: &Body) -> Option<AffineMap> {
        map_attr(ctx, body, self.0, "map")
    }
}

impl MaxOp {
    /// Creates `affine.max map(operands)`.
    pub fn build_from_map(
        b: &mut impl Builder,
        loc: Location,
        map: AffineMap,
        operands: &[ValueId],
    ) -> MaxOp {
        let attr = map_attribute(b.ctx(), map);
        MaxOp::build(b, loc, operands, attr)
    }

    /// The map whose results are compared.
    pub fn affine_map(self, ctx: &Context, body: &Body) -> Option<AffineMap> {
        map_attr(ctx, body, self.0, "map")
    }
}

/// The result type of the map ops: one `index`.
fn index_result(ctx: &Context, _: &[Type], _: &OperationState) -> Vec<Type> {
    vec![ctx.index_type()]
}

/// `affine.apply #map(%d...)[%s...] attr-dict`.
fn parse_apply(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let (attr, map) = parse_map_attr(p)?;
    p.add_attribute(state, "map", attr);
    let (operands, num_dims) = parse_dim_and_symbol_list(p)?;
    parse_attrs(p, state)?;
    let data = ctx.affine().map_data(map);
    if data.num_dims as usize != num_dims || data.num_inputs() as usize != operands.len() {
        return Err(p.error_at(p.name_offset(), "dimension or symbol index mismatch"));
    }
    resolve_index(p, state, &operands)?;
    state
        .result_types
        .extend(std::iter::repeat_n(ctx.index_type(), data.num_results()));
    Ok(())
}

/// `affine.min`/`affine.max` `#map(%d...)[%s...] attr-dict`.
fn parse_min_max(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let (attr, _) = parse_map_attr(p)?;
    p.add_attribute(state, "map", attr);
    let (operands, _) = parse_dim_and_symbol_list(p)?;
    parse_attrs(p, state)?;
    resolve_index(p, state, &operands)?;
    state.result_types.push(p.ctx().index_type());
    Ok(())
}

/// `affine.apply`, `affine.min`, `affine.max`: `#map(%d...)[%s...] attr-dict`.
fn print_map_op(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let operands: Vec<ValueId> = body.operands(op).collect();
    p.write(" ");
    let num_dims = match op_attr(ctx, body, op, "map") {
        Some(a) => {
            p.print_attribute(a);
            map_attr(ctx, body, op, "map").map_or(0, |m| ctx.affine().map_data(m).num_dims as usize)
        }
        None => 0,
    };
    print_dim_and_symbol_list(p, &operands, num_dims);
    print_attrs(p, &["map"]);
}

/// The operands of a map op match its map's dimensions and symbols (after the generated
/// checks: the map is there, operands and result are `index`).
fn verify_operand_count(ctx: &Context, body: &Body, op: OpId, name: &str) -> Result<(), String> {
    let Some(map) = map_attr(ctx, body, op, "map") else {
        return Ok(());
    };
    if body.num_operands(op) != ctx.affine().map_data(map).num_inputs() as usize {
        return Err(format!(
            "'{name}' op operand count and affine map dimension and symbol count must match"
        ));
    }
    Ok(())
}

/// `affine.apply`: matching operands and a one-result map.
fn verify_apply(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    verify_operand_count(ctx, body, op, ApplyOp::NAME)?;
    let Some(map) = map_attr(ctx, body, op, "map") else {
        return Ok(());
    };
    if ctx.affine().map_data(map).num_results() != 1 {
        return Err(format!(
            "'{}' op mapping must produce one value",
            ApplyOp::NAME
        ));
    }
    Ok(())
}

/// `affine.min`: matching operands.
fn verify_min(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    verify_operand_count(ctx, body, op, MinOp::NAME)
}

/// `affine.max`: matching operands.
fn verify_max(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    verify_operand_count(ctx, body, op, MaxOp::NAME)
}
