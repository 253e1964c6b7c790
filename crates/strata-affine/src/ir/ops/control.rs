//! `affine.for`, `affine.if` and their terminator `affine.yield`: loops with affine
//! bounds and a constant step, and conditionals on an integer set, both with optional
//! results carried through `affine.yield`.

use std::ops::Range;

use strata_asm::custom::{Delimiter, OpAsmParser, OpAsmPrinter, Punct};
use strata_asm::printer::type_to_string;
use strata_ir::interfaces::RegionBranchInterface;
use strata_ir::ir::{BlockId, Body, Builder, InsertionPoint, OpId, OperationState, ValueId};
use strata_ir::symbols::op_attr;
use strata_ir::{AttrData, Attribute, Context, Location, Type, TypeData};
use strata_ods::{AnyRegion, AnyType, ensure_region, i32_array, i32_array_attr, op};

use super::{
    AffineMapAttr, Index, IndexAttr, IntegerSetAttr, PResult, VariadicIndex, as_map, as_set,
    entry_args, index_attr, map_attr, map_attribute, parse_attrs, parse_dim_and_symbol_list,
    print_attrs, print_dim_and_symbol_list, resolve_index,
};
use crate::ir::interfaces::{
    for_entry_operands, for_loop_regions, for_speculatability, for_successors, if_entry_operands,
    if_speculatability, if_successors, yield_operands,
};
use crate::ir::loop_fold;
use crate::ir::valid::verify_dims_and_symbols;
use strata_ods::TypeConstraint;

op! {
    /// A loop with affine bounds and a constant positive step.
    ///
    /// `affine.for` runs its body once for each value of the induction variable from the
    /// lower bound (inclusive) to the upper bound (exclusive) by `step`. A bound is a
    /// constant, an SSA symbol, or an affine map of dimension and symbol operands; a
    /// lower bound map with several results takes their maximum (`max` prefix), an upper
    /// bound map their minimum (`min`). Values named in `iter_args` are carried from one
    /// iteration to the next through the body's `affine.yield`, and the last ones are the
    /// loop's results. Inside, the induction variable is a valid affine dimension.
    ///
    /// ```mlir
    /// func.func @sum(%m: memref<100xf32>, %n: index) -> f32 {
    ///   %zero = arith.constant 0.0 : f32
    ///   %r = affine.for %i = 0 to min affine_map<()[s0] -> (s0, 100)>()[%n] step 2
    ///       iter_args(%acc = %zero) -> (f32) {
    ///     %v = affine.load %m[%i] : memref<100xf32>
    ///     %s = arith.addf %acc, %v : f32
    ///     affine.yield %s : f32
    ///   }
    ///   return %r : f32
    /// }
    /// ```
    pub struct ForOp = "affine.for" {
        traits: [single_block, automatic_allocation_scope, recursive_memory_effects, attr_sized_operand_segments],
        operands: [
            lowerBoundOperands: variadic VariadicIndex,
            upperBoundOperands: variadic VariadicIndex,
            inits: variadic AnyType,
        ],
        attrs: [lowerBoundMap: AffineMapAttr, step: IndexAttr, upperBoundMap: AffineMapAttr],
        results: [results: variadic AnyType],
        regions: [region: AnyRegion],
        // Checked after the body's ops, as MLIR's region trait.
        implicit_terminator: "affine.yield",
        verify: verify_for,
        fold: loop_fold::fold_for,
        interfaces: {
            region_branch: RegionBranchInterface {
                successors: for_successors,
                entry_operands: for_entry_operands,
                invocation_bounds: None,
            },
            loop_regions: for_loop_regions,
            speculatability: for_speculatability,
        },
        parse: parse_for,
        print: print_for,
    }
}

op! {
    /// A conditional on an integer set of dimension and symbol operands.
    ///
    /// `affine.if` runs its `then` region when the operands (dimensions in parentheses,
    /// symbols in brackets) satisfy every constraint of its `condition` set, and its
    /// optional `else` region otherwise. With results, both regions end with an
    /// `affine.yield` of the values to produce, and the `else` region is required.
    ///
    /// ```mlir
    /// func.func @guard(%m: memref<64xf32>, %i: index, %n: index) {
    ///   affine.for %j = 0 to 64 {
    ///     affine.if affine_set<(d0, d1)[s0] : (s0 - d0 - d1 - 1 >= 0)>(%i, %j)[%n] {
    ///       %v = affine.load %m[%j] : memref<64xf32>
    ///       affine.store %v, %m[63 - %j] : memref<64xf32>
    ///     }
    ///   }
    ///   return
    /// }
    /// ```
    pub struct IfOp = "affine.if" {
        traits: [single_block, recursive_memory_effects],
        operands: [operands: variadic VariadicIndex],
        attrs: [condition: IntegerSetAttr],
        results: [results: variadic AnyType],
        regions: [thenRegion: AnyRegion, elseRegion: AnyRegion],
        // Checked after the regions' ops, as MLIR's region trait.
        implicit_terminator: "affine.yield",
        verify: verify_if,
        fold: loop_fold::fold_if,
        interfaces: {
            region_branch: RegionBranchInterface {
                successors: if_successors,
                entry_operands: if_entry_operands,
                invocation_bounds: None,
            },
            speculatability: if_speculatability,
        },
        parse: parse_if,
        print: print_if,
    }
}

op! {
    /// Ends the body of an `affine.for` or a region of an `affine.if`.
    ///
    /// `affine.yield` passes its operands to the parent: the next iteration's `iter_args`
    /// (or the loop's results after the last iteration) for `affine.for`, the results for
    /// `affine.if`. Their types match the parent's result types. Without operands it is
    /// implicit in the custom form and left out when printed.
    ///
    /// ```mlir
    /// func.func @select(%a: f32, %b: f32, %i: index) -> f32 {
    ///   %r = affine.if affine_set<(d0) : (d0 - 8 >= 0)>(%i) -> f32 {
    ///     affine.yield %a : f32
    ///   } else {
    ///     affine.yield %b : f32
    ///   }
    ///   return %r : f32
    /// }
    /// ```
    pub struct YieldOp = "affine.yield" {
        traits: [terminator, pure],
        operands: [operands: variadic AnyType],
        format: "attr-dict ($operands^ `:` type($operands))?",
        // MLIR's `verify()` (after the `Terminator` trait's check).
        verify: verify_yield_op,
        interfaces: { terminator_operands: yield_operands },
    }
}

// ---- affine.for ----

impl ForOp {
    /// Creates `affine.for %iv = lb to ub step step iter_args(inits)` with constant bounds
    /// at `b`'s insertion point and fills its body: `body` gets a builder at the end of
    /// the body block, the induction variable and the iteration arguments, and returns
    /// the values the body yields (as many as `inits`, of their types); the
    /// `affine.yield` is added after what it built. `b`'s insertion point is kept.
    #[allow(clippy::too_many_arguments)]
    pub fn build_with_body<B: Builder>(
        b: &mut B,
        loc: Location,
        lb: i64,
        ub: i64,
        step: i64,
        inits: &[ValueId],
        body: impl FnOnce(&mut B, ValueId, &[ValueId]) -> Vec<ValueId>,
    ) -> ForOp {
        let (lb_map, step_attr, ub_map, index) = {
            let ctx = b.ctx();
            let store = ctx.affine();
            (
                map_attribute(ctx, store.constant_map(lb)),
                index_attr(ctx, step),
                map_attribute(ctx, store.constant_map(ub)),
                ctx.index_type(),
            )
        };
        let types: Vec<Type> = inits.iter().map(|&v| b.body().value_type(v)).collect();
        let for_op = ForOp::build(b, loc, &types, &[], &[], inits, lb_map, step_attr, ub_map);
        let saved = b.insertion_point();
        let region = for_op.region(b.body());
        let mut args = vec![(index, loc)];
        args.extend(types.iter().map(|&t| (t, loc)));
        let block = b.create_block(region, &args);
        let block_args = b.body().block_args(block).to_vec();
        let yielded = body(b, block_args[0], &block_args[1..]);
        b.set_insertion_point(InsertionPoint::AtEnd(block));
        YieldOp::build(b, loc, &yielded);
        if let Some(ip) = saved {
            b.set_insertion_point(ip);
        }
        for_op
    }

    /// The step (1 if malformed).
    pub fn step_value(self, ctx: &Context, body: &Body) -> i64 {
        for_step(ctx, body, self.0)
    }

    /// The body block.
    pub fn body_block(self, body: &Body) -> Option<BlockId> {
        let &region = body.regions(self.0).first()?;
        body.blocks(region).first().copied()
    }

    /// The induction variable (the body block's first argument).
    pub fn induction_var(self, body: &Body) -> Option<ValueId> {
        entry_args(body, self.0, 0).first().copied()
    }

    /// The constant trip count when both bounds are constant (MLIR's
    /// `getTrivialConstantTripCount`).
    pub fn constant_trip_count(self, ctx: &Context, body: &Body) -> Option<u64> {
        trip_count(ctx, body, self.0)
    }
}

/// The step of an `affine.for` (1 if malformed).
pub(crate) fn for_step(ctx: &Context, body: &Body, op: OpId) -> i64 {
    op_attr(ctx, body, op, "step")
        .and_then(|a| match ctx.attr_data(a) {
            AttrData::Integer { value, .. } => value.to_i64_checked(),
            _ => None,
        })
        .unwrap_or(1)
}

/// The operand segments of an `affine.for`: lower bound, upper bound and inits ranges
/// (a missing `operandSegmentSizes` counts as all zeros, as in the verifier); `None` if
/// they do not describe the operands.
pub(crate) fn for_segments(ctx: &Context, body: &Body, op: OpId) -> Option<[Range<usize>; 3]> {
    let segs = match op_attr(ctx, body, op, "operandSegmentSizes") {
        Some(a) => i32_array(ctx, a)?,
        None => vec![0; 3],
    };
    if segs.len() != 3 || segs.iter().any(|&s| s < 0) {
        return None;
    }
    let (a, b, c) = (segs[0] as usize, segs[1] as usize, segs[2] as usize);
    if a + b + c != body.num_operands(op) {
        return None;
    }
    Some([0..a, a..a + b, a + b..a + b + c])
}

/// The constant trip count of an `affine.for` with constant bounds (MLIR's
/// `getTrivialConstantTripCount`).
pub(crate) fn trip_count(ctx: &Context, body: &Body, op: OpId) -> Option<u64> {
    let store = ctx.affine();
    let step = for_step(ctx, body, op);
    let lb = store.single_constant_result(map_attr(ctx, body, op, "lowerBoundMap")?)?;
    let ub = store.single_constant_result(map_attr(ctx, body, op, "upperBoundMap")?)?;
    if step <= 0 {
        return None;
    }
    let diff = (ub as i128) - (lb as i128);
    if diff <= 0 {
        return Some(0);
    }
    Some(((diff + step as i128 - 1) / step as i128) as u64)
}

/// One bound of `affine.for`: adds its operands to `state`, returns the map attribute
/// and the operand count.
fn parse_bound(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
    lower: bool,
) -> PResult<(Attribute, usize)> {
    let ctx = p.ctx();
    let store = ctx.affine();
    let had_min_max = p.parse_optional_keyword(if lower { "max" } else { "min" });
    if p.at_operand() {
        let ops = p.parse_operand_list(Delimiter::None)?;
        if ops.len() > 1 {
            return Err(p.error_at(p.name_offset(), "expected only one loop bound operand"));
        }
        resolve_index(p, state, &ops)?;
        let map = store.map(0, 1, &[store.symbol(0)]);
        return Ok((map_attribute(ctx, map), 1));
    }
    let attr_offset = p.offset();
    let attr = p.parse_attribute(Some(ctx.index_type()))?;
    match ctx.attr_data(attr) {
        AttrData::AffineMap(m) => {
            let map = *m;
            let (operands, num_dims) = parse_dim_and_symbol_list(p)?;
            let data = store.map_data(map);
            if data.num_dims as usize != num_dims {
                return Err(p.error_at(
                    p.name_offset(),
                    "dim operand count and affine map dim count must match",
                ));
            }
            if data.num_inputs() as usize != operands.len() {
                return Err(p.error_at(
                    p.name_offset(),
                    "symbol operand count and affine map symbol count must match",
                ));
            }
            if data.num_results() > 1 && !had_min_max {
                let msg = if lower {
                    "lower loop bound affine map with multiple results requires 'max' prefix"
                } else {
                    "upper loop bound affine map with multiple results requires 'min' prefix"
                };
                return Err(p.error_at(attr_offset, msg));
            }
            resolve_index(p, state, &operands)?;
            Ok((attr, operands.len()))
        }
        AttrData::Integer { value, .. } => {
            let v = value.to_i64_checked().unwrap_or(0);
            Ok((map_attribute(ctx, store.constant_map(v)), 0))
        }
        _ => Err(p.error_at(
            p.name_offset(),
            "expected valid affine map representation for loop bounds",
        )),
    }
}

/// `affine.for %iv = lb to ub (step N)? (iter_args(...) -> (types))? {...} attr-dict`.
fn parse_for(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let mut iv = p.parse_argument(false, false)?;
    iv.ty = Some(index);
    p.parse_punct(Punct::Equal)?;
    let (lb, num_lb) = parse_bound(p, state, true)?;
    if !p.parse_optional_keyword("to") {
        return Err(p.error_expected("expected 'to' between bounds"));
    }
    let (ub, num_ub) = parse_bound(p, state, false)?;
    p.add_attribute(state, "lowerBoundMap", lb);
    p.add_attribute(state, "upperBoundMap", ub);
    if p.parse_optional_keyword("step") {
        let offset = p.offset();
        let attr = p.parse_attribute(Some(index))?;
        let AttrData::Integer { value, .. } = ctx.attr_data(attr) else {
            return Err(p.error_at(offset, "invalid kind of attribute specified"));
        };
        if value.is_negative() {
            return Err(p.error_at(
                offset,
                "expected step to be representable as a positive signed integer",
            ));
        }
        p.add_attribute(state, "step", attr);
    } else {
        p.add_attribute(state, "step", index_attr(ctx, 1));
    }
    let mut args = vec![iv];
    let mut inits = Vec::new();
    if p.parse_optional_keyword("iter_args") {
        p.parse_punct(Punct::LParen)?;
        loop {
            let a = p.parse_argument(false, false)?;
            p.parse_punct(Punct::Equal)?;
            let init = p.parse_operand()?;
            args.push(a);
            inits.push(init);
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RParen)?;
        if !p.at_punct(Punct::Arrow) {
            return Err(p.error_expected("expected '->'"));
        }
        let types = p.parse_optional_arrow_type_list()?;
        for ((a, u), &t) in args[1..].iter_mut().zip(&inits).zip(&types) {
            a.ty = Some(t);
            let v = p.resolve_operand(u, t)?;
            state.operands.push(v);
        }
        state.result_types.extend(types);
    }
    let segs = [num_lb as i32, num_ub as i32, inits.len() as i32];
    p.add_attribute(state, "operandSegmentSizes", i32_array_attr(ctx, &segs));
    if args.len() != state.result_types.len() + 1 {
        return Err(p.error_at(
            p.name_offset(),
            "mismatch between the number of loop-carried values and results",
        ));
    }
    let region = p.parse_region(state, &args)?;
    ensure_region(p, state, region, Some(YieldOp::NAME), false);
    parse_attrs(p, state)
}

/// One bound of `affine.for`: a constant, a single symbol operand, or
/// `(min|max)? #map(dims)[syms]`.
fn print_bound(
    p: &mut OpAsmPrinter<'_, '_, '_, '_>,
    attr: Attribute,
    operands: &[ValueId],
    prefix: &str,
) {
    let ctx = p.ctx();
    let store = ctx.affine();
    let Some(map) = as_map(ctx, attr) else {
        p.print_attribute(attr);
        return;
    };
    let data = store.map_data(map);
    if data.num_results() == 1 {
        let e = data.results[0];
        if data.num_dims == 0
            && data.num_symbols == 0
            && let Some(c) = store.as_constant(e)
        {
            p.write(&c.to_string());
            return;
        }
        if data.num_dims == 0
            && data.num_symbols == 1
            && store.as_symbol(e).is_some()
            && let Some(&v) = operands.first()
        {
            p.print_operand(v);
            return;
        }
    } else {
        p.write(prefix);
        p.write(" ");
    }
    p.print_attribute(attr);
    print_dim_and_symbol_list(p, operands, data.num_dims as usize);
}

/// `affine.for`.
fn print_for(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let operands: Vec<ValueId> = body.operands(op).collect();
    let [lb_r, ub_r, init_r] =
        for_segments(ctx, body, op).unwrap_or([0..0, 0..0, 0..operands.len()]);
    let args = entry_args(body, op, 0);
    p.write(" ");
    if let Some(&iv) = args.first() {
        p.print_region_argument_untyped(iv);
    }
    p.write(" = ");
    if let Some(a) = op_attr(ctx, body, op, "lowerBoundMap") {
        print_bound(p, a, &operands[lb_r], "max");
    }
    p.write(" to ");
    if let Some(a) = op_attr(ctx, body, op, "upperBoundMap") {
        print_bound(p, a, &operands[ub_r], "min");
    }
    let step = for_step(ctx, body, op);
    if step != 1 {
        p.write(&format!(" step {step}"));
    }
    let inits = &operands[init_r];
    let mut terminators = false;
    if !inits.is_empty() {
        p.write(" iter_args(");
        for (i, &init) in inits.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            if let Some(&a) = args.get(i + 1) {
                p.print_operand(a);
            }
            p.write(" = ");
            p.print_operand(init);
        }
        p.write(") -> (");
        let types: Vec<Type> = body.results(op).map(|r| body.value_type(r)).collect();
        p.print_types(types);
        p.write(")");
        terminators = true;
    }
    p.write(" ");
    if let Some(&r) = body.regions(op).first() {
        p.print_region(r, false, terminators, false);
    }
    print_attrs(
        p,
        &[
            "lowerBoundMap",
            "upperBoundMap",
            "step",
            "operandSegmentSizes",
        ],
    );
}

/// Checks that every region of `op` that has a block is not empty (the terminator
/// itself is checked after the nested ops, by the `implicit_terminator` declaration).
fn check_yield_terminated(_: &Context, body: &Body, op: OpId, name: &str) -> Result<(), String> {
    let rbody = body.regions_body(op);
    for &r in body.regions(op) {
        if rbody
            .blocks(r)
            .first()
            .is_some_and(|&b| rbody.last_op(b).is_none())
        {
            return Err(format!("'{name}' op expects a non-empty block"));
        }
    }
    Ok(())
}

/// `affine.for`, after the generated checks (attributes, segments, `index` bounds, one
/// region): the terminator, the induction variable, dimension and symbol rules of the
/// bound operands, and the loop-carried values (LoopLikeOpInterface's checks).
fn verify_for(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = ForOp::NAME;
    let (Some(lb), Some(ub)) = (
        map_attr(ctx, body, op, "lowerBoundMap"),
        map_attr(ctx, body, op, "upperBoundMap"),
    ) else {
        return Ok(());
    };
    let Some([lb_r, ub_r, init_r]) = for_segments(ctx, body, op) else {
        return Ok(());
    };
    check_yield_terminated(ctx, body, op, NAME)?;
    let args = entry_args(body, op, 0);
    let rbody = body.regions_body(op);
    if args
        .first()
        .is_none_or(|&a| !Index::check(ctx, rbody.value_type(a)))
    {
        return Err(format!(
            "'{NAME}' op expected body to have a single index argument for the induction variable"
        ));
    }
    let operands: Vec<ValueId> = body.operands(op).collect();
    let store = ctx.affine();
    for (map, range) in [(lb, lb_r), (ub, ub_r)] {
        let data = store.map_data(map);
        if data.num_inputs() > 0 {
            verify_dims_and_symbols(ctx, body, NAME, &operands[range], data.num_dims as usize)?;
        }
    }
    let inits = &operands[init_r];
    let iter_args = &args[1..];
    if inits.len() != iter_args.len() {
        return Err(format!(
            "'{NAME}' op different number of inits and region iter_args: {} != {}",
            inits.len(),
            iter_args.len()
        ));
    }
    if body.num_results(op) != iter_args.len() {
        return Err(format!(
            "'{NAME}' op different number of loop results and region iter_args: {} != {}",
            body.num_results(op),
            iter_args.len()
        ));
    }
    for (i, (&init, &arg)) in inits.iter().zip(iter_args).enumerate() {
        let (a, b) = (body.value_type(init), rbody.value_type(arg));
        if a != b {
            return Err(format!(
                "'{NAME}' op {i}-th init and {i}-th region iter_arg have different type: '{}' != '{}'",
                type_to_string(ctx, a),
                type_to_string(ctx, b)
            ));
        }
    }
    for (i, (r, &arg)) in body.results(op).zip(iter_args).enumerate() {
        let (a, b) = (rbody.value_type(arg), body.value_type(r));
        if a != b {
            return Err(format!(
                "'{NAME}' op {i}-th region iter_arg and {i}-th loop result have different type: '{}' != '{}'",
                type_to_string(ctx, a),
                type_to_string(ctx, b)
            ));
        }
    }
    Ok(())
}

// ---- affine.if ----

impl IfOp {
    /// The condition's integer set.
    pub fn integer_set(self, ctx: &Context, body: &Body) -> Option<strata_ir::affine::IntegerSet> {
        as_set(ctx, op_attr(ctx, body, self.0, "condition")?)
    }
}

/// `affine.if #set(dims)[syms] (-> types)? {...} (else {...})? attr-dict`.
fn parse_if(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let offset = p.offset();
    let attr = p.parse_attribute(None)?;
    let Some(set) = as_set(ctx, attr) else {
        return Err(p.error_at(offset, "invalid kind of attribute specified"));
    };
    p.add_attribute(state, "condition", attr);
    let (operands, num_dims) = parse_dim_and_symbol_list(p)?;
    let data = ctx.affine().set_data(set);
    if data.num_dims as usize != num_dims {
        return Err(p.error_at(
            p.name_offset(),
            "dim operand count and integer set dim count must match",
        ));
    }
    if data.num_inputs() as usize != operands.len() {
        return Err(p.error_at(
            p.name_offset(),
            "symbol operand count and integer set symbol count must match",
        ));
    }
    resolve_index(p, state, &operands)?;
    let types = p.parse_optional_arrow_type_list()?;
    state.result_types.extend(types);
    let then = p.parse_region(state, &[])?;
    ensure_region(p, state, then, Some(YieldOp::NAME), false);
    if p.parse_optional_keyword("else") {
        let els = p.parse_region(state, &[])?;
        ensure_region(p, state, els, Some(YieldOp::NAME), false);
    } else {
        state.regions.push(OperationState::PENDING_REGION);
    }
    parse_attrs(p, state)
}

/// `affine.if`.
fn print_if(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let operands: Vec<ValueId> = body.operands(op).collect();
    p.write(" ");
    let num_dims = match op_attr(ctx, body, op, "condition") {
        Some(a) => {
            p.print_attribute(a);
            as_set(ctx, a).map_or(0, |s| ctx.affine().set_data(s).num_dims as usize)
        }
        None => 0,
    };
    print_dim_and_symbol_list(p, &operands, num_dims);
    let results: Vec<Type> = body.results(op).map(|r| body.value_type(r)).collect();
    if !results.is_empty() {
        p.write(" -> ");
        let wrap =
            results.len() != 1 || matches!(ctx.type_data(results[0]), TypeData::Function { .. });
        if wrap {
            p.write("(");
        }
        p.print_types(results.iter().copied());
        if wrap {
            p.write(")");
        }
    }
    let terminators = !results.is_empty();
    let regions = body.regions(op).to_vec();
    p.write(" ");
    if let Some(&then) = regions.first() {
        p.print_region(then, false, terminators, false);
    }
    let rbody = body.regions_body(op);
    if let Some(&els) = regions.get(1)
        && !rbody.blocks(els).is_empty()
    {
        p.write(" else ");
        p.print_region(els, false, terminators, false);
    }
    print_attrs(p, &["condition"]);
}

/// `affine.if`, after the generated checks (the condition, `index` operands, two
/// regions): region arguments, terminators, operand count, dimension and symbol rules.
fn verify_if(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = IfOp::NAME;
    let Some(set) = IfOp(op).integer_set(ctx, body) else {
        return Ok(());
    };
    let rbody = body.regions_body(op);
    for (i, &r) in body.regions(op).iter().enumerate() {
        if let Some(&b) = rbody.blocks(r).first()
            && !rbody.block_args(b).is_empty()
        {
            return Err(format!("'{NAME}' op region #{i} should have no arguments"));
        }
    }
    check_yield_terminated(ctx, body, op, NAME)?;
    let data = ctx.affine().set_data(set);
    if body.num_operands(op) != data.num_inputs() as usize {
        return Err(format!(
            "'{NAME}' op operand count and condition integer set dimension and symbol count must match"
        ));
    }
    let operands: Vec<ValueId> = body.operands(op).collect();
    verify_dims_and_symbols(ctx, body, NAME, &operands, data.num_dims as usize)
}

// ---- affine.yield ----

/// `affine.yield`: terminates `affine.for`/`if`/`parallel` with the parent's result types.
/// `affine.yield`: its parent, an affine.for/if/parallel, is never isolated from above,
/// so it is in the yield's body.
fn verify_yield_op(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    verify_yield(ctx, body, op, body.parent_op(op).map(|p| (body, p)))
}

fn verify_yield(
    ctx: &Context,
    body: &Body,
    op: OpId,
    parent: Option<(&Body, OpId)>,
) -> Result<(), String> {
    const NAME: &str = YieldOp::NAME;
    let Some((pbody, pop)) = parent.filter(|&(b, o)| {
        ForOp::isa(ctx, b, o) || IfOp::isa(ctx, b, o) || super::ParallelOp::isa(ctx, b, o)
    }) else {
        return Err(format!(
            "'{NAME}' op only terminates affine.if/for/parallel regions"
        ));
    };
    if pbody.num_results(pop) != body.num_operands(op) {
        return Err(format!(
            "'{NAME}' op parent of yield must have same number of results as the yield operands"
        ));
    }
    for (r, v) in pbody.results(pop).zip(body.operands(op)) {
        if pbody.value_type(r) != body.value_type(v) {
            return Err(format!(
                "'{NAME}' op types mismatch between yield op and its parent"
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::ops::{ApplyOp, LoadOp, StoreOp};
    use strata_asm::printer::{PrintOptions, print_top_level};
    use strata_asm::{ParseOptions, Source, parse_source};

    #[test]
    fn build_loops_with_bodies() {
        let ctx = Context::new();
        strata_dialects::register_all(&ctx);
        crate::register(&ctx);
        let text = "func.func @g(%m: memref<4xf32>, %x: f32) -> f32 {
  return %x : f32
}";
        let source = Source { name: "test", text };
        let mut module = parse_source(&ctx, &source, &ParseOptions::default()).unwrap();
        // A region's blocks live in the body holding the op's regions.
        let module_region = module.body.regions(module.op)[0];
        let module_body = module.body.regions_body_mut(module.op);
        let func = module_body
            .first_op(module_body.blocks(module_region)[0])
            .unwrap();
        let func_region = module_body.regions(func)[0];
        let body = module_body.regions_body_mut(func);
        let entry = body.blocks(func_region)[0];
        let (m, x) = (body.block_args(entry)[0], body.block_args(entry)[1]);
        let ret = body.last_op(entry).unwrap();
        let loc = body.op(ret).loc;
        let store = ctx.affine();
        let identity = store.map(1, 0, &[store.dim(0)]);
        let mut b = strata_ir::ir::OpBuilder::at(&ctx, body, InsertionPoint::Before(ret));
        // A loop copying each element onto itself, then one carrying `%x` through.
        ForOp::build_with_body(&mut b, loc, 0, 4, 1, &[], |b, iv, iter_args| {
            assert!(iter_args.is_empty());
            let load = LoadOp::build_from_map(b, loc, m, identity, &[iv]);
            let v = load.result(b.body());
            StoreOp::build_from_map(b, loc, v, m, identity, &[iv]);
            Vec::new()
        });
        let carried = ForOp::build_with_body(&mut b, loc, 2, 10, 3, &[x], |b, iv, iter_args| {
            let plus_one = store.map(1, 0, &[store.add(store.dim(0), store.constant(1))]);
            ApplyOp::build_from_map(b, loc, plus_one, &[iv]);
            iter_args.to_vec()
        });
        assert_eq!(carried.constant_trip_count(&ctx, b.body()), Some(3));
        assert_eq!(carried.step_value(&ctx, b.body()), 3);
        let result = carried.results(b.body())[0];
        body.set_operands(ret, &[result]);
        strata_ir::verifier::verify(&ctx, &module).unwrap();
        let mut out = String::new();
        print_top_level(&ctx, &module, &PrintOptions::default(), &mut out);
        let expected = "#map = affine_map<(d0) -> (d0 + 1)>
module {
  func.func @g(%arg0: memref<4xf32>, %arg1: f32) -> f32 {
    affine.for %arg2 = 0 to 4 {
      %1 = affine.load %arg0[%arg2] : memref<4xf32>
      affine.store %1, %arg0[%arg2] : memref<4xf32>
    }
    %0 = affine.for %arg2 = 2 to 10 step 3 iter_args(%arg3 = %arg1) -> (f32) {
      %1 = affine.apply #map(%arg2)
      affine.yield %arg3 : f32
    }
    return %0 : f32
  }
}
";
        assert_eq!(out, expected);
    }
}
