//! `affine.parallel`: a multi-dimensional parallel loop nest whose bounds are groups of
//! affine expressions (`max(...)` of lower bounds, `min(...)` of upper bounds), with
//! constant steps and reductions of the values its `affine.yield` hands back.

use strata_asm::custom::{Delimiter, OpAsmParser, OpAsmPrinter, Punct, UnresolvedOperand};
use strata_asm::printer::attr_to_string;
use strata_ir::affine::AffineMap;
use strata_ir::attributes::DenseData;
use strata_ir::interfaces::{RegionBranchInterface, RegionPoint, RegionSuccessor};
use strata_ir::ir::{
    BlockId, Body, Builder, InsertionPoint, OpId, OperationState, RegionId, ValueId,
};
use strata_ir::registry::FoldResult;
use strata_ir::types::Signedness;
use strata_ir::{AttrData, Attribute, Context, Location, Type, TypeData};
use strata_ods::{AttrConstraint, SizedRegion, ensure_region, op};

use super::{
    AffineMapAttr, PResult, VariadicIndex, entry_args, map_attr, map_attribute, parse_attrs,
    print_attrs, print_map_of_ssa_ids, with_prop,
};
use crate::ir::compose::compose_map_and_operands;
use crate::ir::valid::verify_dims_and_symbols;
use strata_ods::AnyType;

op! {
    /// A parallel loop nest with affine bounds, constant steps and reductions.
    ///
    /// `affine.parallel` runs its body once for each point of a rectangular iteration
    /// space, in any order and possibly concurrently. Each dimension has a lower bound
    /// (the maximum of a group of affine expressions, written `max(...)` when there are
    /// several), an upper bound (the minimum of a group, `min(...)`), both over dimension
    /// and symbol operands, and a constant step. The body's arguments are the induction
    /// variables, valid affine dimensions inside. With results, the body ends with an
    /// `affine.yield` of one value per result, and each result combines the values of all
    /// iterations with its reduction (`"addf"`, `"maxnumf"`, ...).
    ///
    /// The bounds live in the properties as two flat maps (`lowerBoundsMap`,
    /// `upperBoundsMap`) over shared operands, split into per-dimension groups by
    /// `lowerBoundsGroups`/`upperBoundsGroups`; `steps` and `reductions` (the
    /// `arith::AtomicRMWKind` case numbers) complete them.
    ///
    /// ```mlir
    /// func.func @sum(%m: memref<100x100xf32>, %n: index) -> f32 {
    ///   %r = affine.parallel (%i, %j) = (0, max(0, %n - 10)) to (100, min(100, %n)) step (2, 1) reduce ("addf") -> (f32) {
    ///     %v = affine.load %m[%i, %j] : memref<100x100xf32>
    ///     affine.yield %v : f32
    ///   }
    ///   return %r : f32
    /// }
    /// ```
    pub struct ParallelOp = "affine.parallel" {
        traits: [automatic_allocation_scope, recursive_memory_effects],
        operands: [mapOperands: variadic VariadicIndex],
        attrs: [
            lowerBoundsGroups: I32ElementsAttr,
            lowerBoundsMap: AffineMapAttr,
            reductions: ReductionsAttr,
            steps: I64ArrayAttr,
            upperBoundsGroups: I32ElementsAttr,
            upperBoundsMap: AffineMapAttr,
        ],
        results: [results: variadic AnyType],
        regions: [region: SizedRegion<1>],
        implicit_terminator: "affine.yield",
        verify: verify_parallel,
        fold: fold_parallel,
        interfaces: {
            region_branch: RegionBranchInterface {
                successors: parallel_successors,
                entry_operands: no_entry_operands,
                invocation_bounds: None,
            },
            loop_regions: parallel_loop_regions,
        },
        parse: parse_parallel,
        print: print_parallel,
    }
}

// ---- constraints ----

/// `arith::AtomicRMWKind` names in case order (`reductions = [N]` is `REDUCTION_KINDS[N]`).
pub const REDUCTION_KINDS: [&str; 16] = [
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf",
    "mins", "minu", "mulf", "muli", "ori", "xori",
];

/// The value of a 64-bit signless integer attribute.
fn i64_value(ctx: &Context, attr: Attribute) -> Option<i64> {
    match ctx.attr_data(attr) {
        AttrData::Integer { ty, value } if *ty == ctx.builtin_types().i64 => value.to_i64_checked(),
        _ => None,
    }
}

/// The elements of an array attribute.
fn array_elements(ctx: &Context, attr: Attribute) -> Option<&[Attribute]> {
    match ctx.attr_data(attr) {
        AttrData::Array(a) => Some(a),
        _ => None,
    }
}

/// ODS `I32ElementsAttr`: dense elements of `i32` (the bound groups).
pub struct I32ElementsAttr;
impl AttrConstraint for I32ElementsAttr {
    const SUMMARY: &'static str = "32-bit signless integer elements attribute";
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        matches!(ctx.attr_data(attr), AttrData::DenseElements { .. })
    }
    fn check(ctx: &Context, attr: Attribute) -> bool {
        i32_elements(ctx, attr).is_some()
    }
}

/// ODS `I64SmallVectorArrayAttr`: an array of `i64` integers (the steps).
pub struct I64ArrayAttr;
impl AttrConstraint for I64ArrayAttr {
    const SUMMARY: &'static str = "64-bit integer array attribute";
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        array_elements(ctx, attr).is_some()
    }
    fn check(ctx: &Context, attr: Attribute) -> bool {
        i64_array(ctx, attr).is_some()
    }
}

/// `TypedArrayAttrBase<AtomicRMWKindAttr>`: the reduction of each result.
pub struct ReductionsAttr;
impl AttrConstraint for ReductionsAttr {
    const SUMMARY: &'static str = "Reduction ops";
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        array_elements(ctx, attr).is_some()
    }
    fn check(ctx: &Context, attr: Attribute) -> bool {
        array_elements(ctx, attr)
            .is_some_and(|a| a.iter().all(|&x| reduction_kind(ctx, x).is_some()))
    }
}

/// The values of a dense `i32` elements attribute.
pub(crate) fn i32_elements(ctx: &Context, attr: Attribute) -> Option<Vec<i32>> {
    let AttrData::DenseElements {
        ty,
        data: DenseData::Numeric { splat, raw },
    } = ctx.attr_data(attr)
    else {
        return None;
    };
    let (shape, element) = match ctx.type_data(*ty) {
        TypeData::RankedTensor { shape, element, .. } | TypeData::Vector { shape, element, .. } => {
            (shape, *element)
        }
        _ => return None,
    };
    if !matches!(
        ctx.type_data(element),
        TypeData::Integer {
            width: 32,
            signedness: Signedness::Signless
        }
    ) {
        return None;
    }
    let len = shape
        .iter()
        .try_fold(1usize, |acc, &d| acc.checked_mul(usize::try_from(d).ok()?))?;
    let word = |c: &[u8]| i32::from_le_bytes([c[0], c[1], c[2], c[3]]);
    if *splat {
        let v = word(raw.get(..4)?);
        Some(vec![v; len])
    } else if raw.len() == len.checked_mul(4)? {
        Some(raw.chunks_exact(4).map(word).collect())
    } else {
        None
    }
}

/// `dense<...> : tensor<Nxi32>` holding `values` (a splat when all are equal).
pub(crate) fn i32_elements_attr(ctx: &Context, values: &[i32]) -> Attribute {
    let i32_ty = ctx.builtin_types().i32;
    let ty = ctx.intern_type(TypeData::RankedTensor {
        shape: Box::new([values.len() as i64]),
        element: i32_ty,
        encoding: None,
    });
    let splat = !values.is_empty() && values.iter().all(|&v| v == values[0]);
    let raw: Vec<u8> = if splat {
        values[0].to_le_bytes().to_vec()
    } else {
        values.iter().flat_map(|v| v.to_le_bytes()).collect()
    };
    ctx.intern_attr(AttrData::DenseElements {
        ty,
        data: DenseData::Numeric {
            splat,
            raw: raw.into(),
        },
    })
}

/// The values of an array of `i64` integers.
fn i64_array(ctx: &Context, attr: Attribute) -> Option<Vec<i64>> {
    array_elements(ctx, attr)?
        .iter()
        .map(|&a| i64_value(ctx, a))
        .collect()
}

/// `[a, b, ...]` of `i64` integers.
fn i64_array_attr(ctx: &Context, values: &[i64]) -> Attribute {
    let i64_ty = ctx.builtin_types().i64;
    let elems: Vec<Attribute> = values
        .iter()
        .map(|&v| ctx.integer_attr(i64_ty, strata_ir::apint::ApInt::from_i64(64, v)))
        .collect();
    ctx.array_attr(&elems)
}

// ---- typed accessors ----

/// The pieces of a well-formed `affine.parallel`.
pub(crate) struct ParallelBounds {
    pub lb_map: AffineMap,
    pub lb_groups: Vec<i32>,
    pub ub_map: AffineMap,
    pub ub_groups: Vec<i32>,
    pub steps: Vec<i64>,
    /// Lower bound operands, then upper bound operands.
    pub operands: Vec<ValueId>,
    /// The number of lower bound operands.
    pub num_lb_operands: usize,
}

impl ParallelBounds {
    /// Reads the bounds of `op`; `None` if an attribute is missing or malformed or the
    /// operands do not match the lower bound map.
    pub(crate) fn of(ctx: &Context, body: &Body, op: OpId) -> Option<ParallelBounds> {
        let b = Self::of_unchecked(ctx, body, op)?;
        (b.num_lb_operands <= b.operands.len()).then_some(b)
    }

    /// [`Self::of`] without the operand count check.
    fn of_unchecked(ctx: &Context, body: &Body, op: OpId) -> Option<ParallelBounds> {
        let lb_map = map_attr(ctx, body, op, "lowerBoundsMap")?;
        let ub_map = map_attr(ctx, body, op, "upperBoundsMap")?;
        let attr = |n| strata_ir::symbols::op_attr(ctx, body, op, n);
        let lb_groups = i32_elements(ctx, attr("lowerBoundsGroups")?)?;
        let ub_groups = i32_elements(ctx, attr("upperBoundsGroups")?)?;
        let steps = i64_array(ctx, attr("steps")?)?;
        let operands: Vec<ValueId> = body.operands(op).collect();
        let num_lb_operands = ctx.affine().map_data(lb_map).num_inputs() as usize;
        Some(ParallelBounds {
            lb_map,
            lb_groups,
            ub_map,
            ub_groups,
            steps,
            operands,
            num_lb_operands,
        })
    }

    /// The lower bound operands.
    pub(crate) fn lb_operands(&self) -> &[ValueId] {
        &self.operands[..self.num_lb_operands]
    }

    /// The upper bound operands.
    pub(crate) fn ub_operands(&self) -> &[ValueId] {
        &self.operands[self.num_lb_operands..]
    }
}

impl ParallelOp {
    /// Creates `affine.parallel (%ivs) = (0, ...) to (ranges...)` with unit steps and one
    /// result per reduction (a kind of [`REDUCTION_KINDS`] and the result type) at `b`'s
    /// insertion point (upstream's builder from ranges), and fills its body: `body` gets a
    /// builder at the end of the body block and the induction variables, and returns the
    /// values to yield (one per reduction); the `affine.yield` is added after what it
    /// built. `b`'s insertion point is kept. `None` if a kind is unknown.
    pub fn build_with_body<B: Builder>(
        b: &mut B,
        loc: Location,
        ranges: &[i64],
        reductions: &[(&str, Type)],
        body: impl FnOnce(&mut B, &[ValueId]) -> Vec<ValueId>,
    ) -> Option<ParallelOp> {
        let (attrs, index) = {
            let ctx = b.ctx();
            let store = ctx.affine();
            let zeros: Vec<_> = ranges.iter().map(|_| store.constant(0)).collect();
            let ubs: Vec<_> = ranges.iter().map(|&r| store.constant(r)).collect();
            let ones = vec![1; ranges.len()];
            let i64_ty = ctx.builtin_types().i64;
            let mut kinds = Vec::new();
            for (k, _) in reductions {
                let pos = REDUCTION_KINDS.iter().position(|x| x == k)?;
                kinds.push(
                    ctx.integer_attr(i64_ty, strata_ir::apint::ApInt::from_i64(64, pos as i64)),
                );
            }
            (
                [
                    i32_elements_attr(ctx, &ones),
                    map_attribute(ctx, store.map(0, 0, &zeros)),
                    ctx.array_attr(&kinds),
                    i64_array_attr(ctx, &vec![1; ranges.len()]),
                    i32_elements_attr(ctx, &ones),
                    map_attribute(ctx, store.map(0, 0, &ubs)),
                ],
                ctx.index_type(),
            )
        };
        let types: Vec<Type> = reductions.iter().map(|&(_, t)| t).collect();
        let [lbg, lbm, red, steps, ubg, ubm] = attrs;
        let op = ParallelOp::build(b, loc, &types, &[], lbg, lbm, red, steps, ubg, ubm);
        let saved = b.insertion_point();
        let region = op.region(b.body());
        let args: Vec<(Type, Location)> = ranges.iter().map(|_| (index, loc)).collect();
        let block = b.create_block(region, &args);
        let ivs = b.body().block_args(block).to_vec();
        let yielded = body(b, &ivs);
        b.set_insertion_point(InsertionPoint::AtEnd(block));
        super::YieldOp::build(b, loc, &yielded);
        if let Some(ip) = saved {
            b.set_insertion_point(ip);
        }
        Some(op)
    }

    /// The number of dimensions (of steps).
    pub fn num_dims(self, ctx: &Context, body: &Body) -> usize {
        ParallelBounds::of(ctx, body, self.0).map_or(0, |b| b.steps.len())
    }

    /// The constant steps.
    pub fn step_values(self, ctx: &Context, body: &Body) -> Vec<i64> {
        ParallelBounds::of(ctx, body, self.0).map_or_else(Vec::new, |b| b.steps)
    }

    /// The lower bound map of dimension `pos` (the results of its group).
    pub fn lower_bound_map(self, ctx: &Context, body: &Body, pos: usize) -> Option<AffineMap> {
        let b = ParallelBounds::of(ctx, body, self.0)?;
        group_map(ctx, b.lb_map, &b.lb_groups, pos)
    }

    /// The upper bound map of dimension `pos` (the results of its group).
    pub fn upper_bound_map(self, ctx: &Context, body: &Body, pos: usize) -> Option<AffineMap> {
        let b = ParallelBounds::of(ctx, body, self.0)?;
        group_map(ctx, b.ub_map, &b.ub_groups, pos)
    }

    /// The operands of the lower bound maps.
    pub fn lower_bounds_operands(self, ctx: &Context, body: &Body) -> Vec<ValueId> {
        ParallelBounds::of(ctx, body, self.0).map_or_else(Vec::new, |b| b.lb_operands().to_vec())
    }

    /// The operands of the upper bound maps.
    pub fn upper_bounds_operands(self, ctx: &Context, body: &Body) -> Vec<ValueId> {
        ParallelBounds::of(ctx, body, self.0).map_or_else(Vec::new, |b| b.ub_operands().to_vec())
    }

    /// The reduction kind of each result (`"addf"`, ...).
    pub fn reduction_kinds(self, ctx: &Context, body: &Body) -> Vec<&'static str> {
        strata_ir::symbols::op_attr(ctx, body, self.0, "reductions")
            .and_then(|a| array_elements(ctx, a).map(<[Attribute]>::to_vec))
            .unwrap_or_default()
            .into_iter()
            .filter_map(|a| reduction_kind(ctx, a))
            .collect()
    }

    /// The body block.
    pub fn body_block(self, body: &Body) -> Option<BlockId> {
        let &region = body.regions(self.0).first()?;
        body.regions_body(self.0).blocks(region).first().copied()
    }

    /// The induction variables (the body block's arguments).
    pub fn induction_vars(self, body: &Body) -> Vec<ValueId> {
        entry_args(body, self.0, 0)
    }
}

/// The results of group `pos` of a flat bound map, as a map of the same inputs.
fn group_map(ctx: &Context, map: AffineMap, groups: &[i32], pos: usize) -> Option<AffineMap> {
    let store = ctx.affine();
    let data = store.map_data(map);
    let start: usize = groups.get(..pos)?.iter().map(|&g| g.max(0) as usize).sum();
    let size = (*groups.get(pos)?).max(0) as usize;
    let results = data.results.get(start..start + size)?;
    Some(store.map(data.num_dims, data.num_symbols, results))
}

/// The reduction named by an element of `reductions`.
fn reduction_kind(ctx: &Context, attr: Attribute) -> Option<&'static str> {
    i64_value(ctx, attr)
        .and_then(|v| usize::try_from(v).ok())
        .and_then(|v| REDUCTION_KINDS.get(v))
        .copied()
}

// ---- syntax ----

/// `(group, ...)`: the bound groups of one side (`max` groups for lower bounds, `min`
/// for upper), as a flat map over deduplicated operands (dimensions first) and the group
/// sizes (MLIR's `parseAffineMapWithMinMax`).
fn parse_bound_groups(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
    keyword: &str,
) -> PResult<(AffineMap, Vec<i32>)> {
    let ctx = p.ctx();
    let store = ctx.affine();
    p.parse_punct(Punct::LParen)?;
    if p.parse_optional_punct(Punct::RParen) {
        return Ok((store.map(0, 0, &[]), Vec::new()));
    }
    // Each expression with the dimension and symbol operands of its map.
    let mut flat: Vec<(
        strata_ir::affine::AffineExpr,
        Vec<UnresolvedOperand>,
        Vec<UnresolvedOperand>,
    )> = Vec::new();
    let mut groups = Vec::new();
    loop {
        let grouped = p.parse_optional_keyword(keyword);
        let (map, operands) = if grouped {
            p.parse_affine_map_of_ssa_ids(false)?
        } else {
            p.parse_affine_expr_of_ssa_ids()?
        };
        let data = store.map_data(map);
        let nd = data.num_dims as usize;
        let (dims, syms) = operands.split_at(nd.min(operands.len()));
        for &e in data.results.iter() {
            flat.push((e, dims.to_vec(), syms.to_vec()));
        }
        groups.push(data.num_results() as i32);
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::RParen)?;
    // Shift each expression's inputs past the previous ones, then map them onto the
    // deduplicated operands.
    let index = ctx.index_type();
    let (mut total_d, mut total_s) = (0u32, 0u32);
    let mut exprs = Vec::with_capacity(flat.len());
    let (mut dim_vals, mut sym_vals): (Vec<ValueId>, Vec<ValueId>) = (Vec::new(), Vec::new());
    let (mut dim_repl, mut sym_repl) = (Vec::new(), Vec::new());
    for (e, dims, _) in &flat {
        let shift_d: Vec<_> = (0..dims.len() as u32)
            .map(|i| store.dim(total_d + i))
            .collect();
        let shift_s: Vec<_> = Vec::new();
        exprs.push((*e, shift_d, shift_s));
        total_d += dims.len() as u32;
        for u in dims {
            let v = p.resolve_operand(u, index)?;
            let pos = dim_vals.iter().position(|&x| x == v).unwrap_or_else(|| {
                dim_vals.push(v);
                dim_vals.len() - 1
            });
            dim_repl.push(store.dim(pos as u32));
        }
    }
    for (i, (_, _, syms)) in flat.iter().enumerate() {
        exprs[i].2 = (0..syms.len() as u32)
            .map(|k| store.symbol(total_s + k))
            .collect();
        total_s += syms.len() as u32;
        for u in syms {
            let v = p.resolve_operand(u, index)?;
            let pos = sym_vals.iter().position(|&x| x == v).unwrap_or_else(|| {
                sym_vals.push(v);
                sym_vals.len() - 1
            });
            sym_repl.push(store.symbol(pos as u32));
        }
    }
    let shifted: Vec<_> = exprs
        .iter()
        .map(|(e, d, s)| store.replace_dims_and_symbols(*e, d, s))
        .collect();
    let results: Vec<_> = shifted
        .iter()
        .map(|&e| store.replace_dims_and_symbols(e, &dim_repl, &sym_repl))
        .collect();
    let map = store.map(dim_vals.len() as u32, sym_vals.len() as u32, &results);
    state.operands.extend(dim_vals);
    state.operands.extend(sym_vals);
    Ok((map, groups))
}

/// `affine.parallel (%ivs) = (lbs) to (ubs) (step (s, ...))? (reduce ("k", ...) -> (types))?
/// {...} attr-dict`.
fn parse_parallel(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    if !p.at_punct(Punct::LParen) {
        return Err(p.error_expected("expected '(' in argument list"));
    }
    let mut ivs = Vec::new();
    p.parse_list(Delimiter::Paren, |p| {
        ivs.push(p.parse_argument(false, false)?);
        Ok(())
    })?;
    p.parse_punct(Punct::Equal)?;
    let (lb, lb_groups) = parse_bound_groups(p, state, "max")?;
    if !p.parse_optional_keyword("to") {
        let at = p.offset();
        return Err(p.error_at(at, "expected 'to'"));
    }
    let (ub, ub_groups) = parse_bound_groups(p, state, "min")?;
    p.add_attribute(state, "lowerBoundsMap", map_attribute(ctx, lb));
    p.add_attribute(
        state,
        "lowerBoundsGroups",
        i32_elements_attr(ctx, &lb_groups),
    );
    p.add_attribute(state, "upperBoundsMap", map_attribute(ctx, ub));
    p.add_attribute(
        state,
        "upperBoundsGroups",
        i32_elements_attr(ctx, &ub_groups),
    );
    let steps = if p.parse_optional_keyword("step") {
        let (map, _) = p.parse_affine_map_of_ssa_ids(false)?;
        let store = ctx.affine();
        let mut steps = Vec::new();
        for &e in store.map_data(map).results.iter() {
            match store.as_constant(e) {
                Some(c) => steps.push(c),
                None => {
                    let at = p.name_offset();
                    return Err(p.error_at(at, "steps must be constant integers"));
                }
            }
        }
        steps
    } else {
        vec![1; ivs.len()]
    };
    p.add_attribute(state, "steps", i64_array_attr(ctx, &steps));
    let mut reductions = Vec::new();
    if p.parse_optional_keyword("reduce") {
        let none = ctx.builtin_types().none;
        let i64_ty = ctx.builtin_types().i64;
        if !p.at_punct(Punct::LParen) {
            return Err(p.error_expected("expected '('"));
        }
        p.parse_list(Delimiter::Paren, |p| {
            let at = p.offset();
            let attr = p.parse_attribute(Some(none))?;
            let AttrData::String { value, .. } = ctx.attr_data(attr) else {
                return Err(p.error_at(at, "invalid kind of attribute specified"));
            };
            let name = String::from_utf8_lossy(value);
            let Some(k) = REDUCTION_KINDS.iter().position(|&k| k == name) else {
                let shown = attr_to_string(ctx, attr);
                return Err(p.error_at(at, format!("invalid reduction value: {shown}")));
            };
            reductions
                .push(ctx.integer_attr(i64_ty, strata_ir::apint::ApInt::from_i64(64, k as i64)));
            Ok(())
        })?;
    }
    p.add_attribute(state, "reductions", ctx.array_attr(&reductions));
    let types = p.parse_optional_arrow_type_list()?;
    state.result_types.extend(types);
    for iv in &mut ivs {
        iv.ty = Some(index);
    }
    let region = p.parse_region(state, &ivs)?;
    parse_attrs(p, state)?;
    ensure_region(p, state, region, Some(super::YieldOp::NAME), false);
    Ok(())
}

/// One side's groups: a lone expression as is, a larger group as `keyword(...)` (MLIR's
/// `printMinMaxBound`).
fn print_bound_groups(
    p: &mut OpAsmPrinter<'_, '_, '_, '_>,
    map: AffineMap,
    groups: &[i32],
    operands: &[ValueId],
    keyword: &str,
) {
    let ctx = p.ctx();
    let store = ctx.affine();
    let data = store.map_data(map);
    let mut start = 0usize;
    for (i, &g) in groups.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let size = g.max(0) as usize;
        let Some(results) = data.results.get(start..start + size) else {
            p.write("<<invalid>>");
            return;
        };
        let sub = store.map(data.num_dims, data.num_symbols, results);
        if size == 1 {
            print_map_of_ssa_ids(p, sub, operands);
        } else {
            p.write(keyword);
            p.write("(");
            print_map_of_ssa_ids(p, sub, operands);
            p.write(")");
        }
        start += size;
    }
}

/// `affine.parallel`.
fn print_parallel(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let ivs = entry_args(body, op, 0);
    p.write(" (");
    p.print_operands(ivs.iter().copied());
    p.write(") = (");
    let bounds = ParallelBounds::of(ctx, body, op);
    if let Some(b) = &bounds {
        print_bound_groups(p, b.lb_map, &b.lb_groups, b.lb_operands(), "max");
    }
    p.write(") to (");
    if let Some(b) = &bounds {
        print_bound_groups(p, b.ub_map, &b.ub_groups, b.ub_operands(), "min");
    }
    p.write(")");
    if let Some(b) = &bounds
        && b.steps.iter().any(|&s| s != 1)
    {
        let list: Vec<String> = b.steps.iter().map(i64::to_string).collect();
        p.write(&format!(" step ({})", list.join(", ")));
    }
    let results: Vec<Type> = body.results(op).map(|r| body.value_type(r)).collect();
    if !results.is_empty() {
        let kinds: Vec<String> = strata_ir::symbols::op_attr(ctx, body, op, "reductions")
            .and_then(|a| array_elements(ctx, a).map(<[Attribute]>::to_vec))
            .unwrap_or_default()
            .into_iter()
            .map(|a| format!("\"{}\"", reduction_kind(ctx, a).unwrap_or("<<invalid>>")))
            .collect();
        p.write(&format!(" reduce ({}) -> (", kinds.join(", ")));
        p.print_types(results.iter().copied());
        p.write(")");
    }
    p.write(" ");
    if let Some(&r) = body.regions(op).first() {
        p.print_region(r, false, !results.is_empty(), false);
    }
    print_attrs(
        p,
        &[
            "reductions",
            "lowerBoundsMap",
            "lowerBoundsGroups",
            "upperBoundsMap",
            "upperBoundsGroups",
            "steps",
        ],
    );
}

// ---- verification ----

/// Whether `ty` suits reduction `kind` (MLIR's `isResultTypeMatchAtomicRMWKind`).
fn reduction_accepts(ctx: &Context, kind: &str, ty: Type) -> bool {
    let int = |s: Option<Signedness>| match ctx.type_data(ty) {
        TypeData::Integer { signedness, .. } => s.is_none_or(|s| *signedness == s),
        _ => false,
    };
    let float = ctx.float_kind(ty).is_some();
    match kind {
        "addf" | "mulf" | "maximumf" | "minimumf" => float,
        "addi" | "muli" | "ori" | "andi" => int(None),
        "assign" => true,
        "maxs" | "mins" => int(Some(Signedness::Signed)),
        "maxu" | "minu" => int(Some(Signedness::Unsigned)),
        _ => false,
    }
}

/// `affine.parallel`, after the generated checks: matching dimension counts, group sizes,
/// one valid reduction per result, and the dimension and symbol rules of the operands.
fn verify_parallel(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = ParallelOp::NAME;
    let Some(b) = ParallelBounds::of(ctx, body, op).or_else(|| {
        // Operands too few for the lower bounds map: reported with the upper ones below.
        let mut b = ParallelBounds::of_unchecked(ctx, body, op)?;
        b.num_lb_operands = b.operands.len();
        Some(b)
    }) else {
        return Ok(());
    };
    let num_args = entry_args(body, op, 0).len();
    let n = b.steps.len();
    if b.lb_groups.len() != n || b.ub_groups.len() != n || num_args != n {
        return Err(format!(
            "'{NAME}' op the number of region arguments ({num_args}) and the number of map groups for lower ({}) and upper bound ({}), and the number of steps ({n}) must all match",
            b.lb_groups.len(),
            b.ub_groups.len()
        ));
    }
    let store = ctx.affine();
    // The group sizes add up as unsigned 32-bit numbers, as upstream's.
    let total = |g: &[i32]| g.iter().fold(0u32, |acc, &x| acc.wrapping_add(x as u32));
    for (groups, map, side) in [
        (&b.lb_groups, b.lb_map, "lower"),
        (&b.ub_groups, b.ub_map, "upper"),
    ] {
        let expected = total(groups);
        if expected as usize != store.map_data(map).num_results() {
            return Err(format!(
                "'{NAME}' op expected {side} bounds map to have {expected} results"
            ));
        }
    }
    let reductions = strata_ir::symbols::op_attr(ctx, body, op, "reductions")
        .and_then(|a| array_elements(ctx, a).map(<[Attribute]>::to_vec))
        .unwrap_or_default();
    if reductions.len() != body.num_results(op) {
        return Err(format!(
            "'{NAME}' op a reduction must be specified for each output"
        ));
    }
    for (&r, res) in reductions.iter().zip(body.results(op)) {
        let Some(kind) = reduction_kind(ctx, r) else {
            return Err(format!("'{NAME}' op invalid reduction attribute"));
        };
        if !reduction_accepts(ctx, kind, body.value_type(res)) {
            return Err(format!(
                "'{NAME}' op result type cannot match reduction attribute"
            ));
        }
    }
    // Upstream reads past the operands here (and crashes printing such an op).
    let (lb_in, ub_in) = (
        store.map_data(b.lb_map).num_inputs() as usize,
        store.map_data(b.ub_map).num_inputs() as usize,
    );
    if lb_in + ub_in != b.operands.len() {
        return Err(format!(
            "'{NAME}' op expected {} operands for the lower ({lb_in}) and upper ({ub_in}) bounds maps, but found {}",
            lb_in + ub_in,
            b.operands.len()
        ));
    }
    let lb_dims = store.map_data(b.lb_map).num_dims as usize;
    verify_dims_and_symbols(ctx, body, NAME, b.lb_operands(), lb_dims)?;
    let ub_dims = store.map_data(b.ub_map).num_dims as usize;
    verify_dims_and_symbols(ctx, body, NAME, b.ub_operands(), ub_dims)
}

// ---- fold and interfaces ----

/// Composes `affine.apply` producers into the bound maps and canonicalizes them, in
/// place (upstream's `fold`, `canonicalizeLoopBounds`).
fn fold_parallel(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    let b = ParallelBounds::of(ctx, body, op)?;
    let store = ctx.affine();
    if store.map_data(b.ub_map).num_inputs() as usize != b.ub_operands().len() {
        return None;
    }
    let canonical = |map: AffineMap, operands: &[ValueId]| {
        let mut ops = operands.to_vec();
        let m = compose_map_and_operands(ctx, body, map, &mut ops);
        (m != map || ops != operands).then_some((m, ops))
    };
    let lb = canonical(b.lb_map, b.lb_operands());
    let ub = canonical(b.ub_map, b.ub_operands());
    if lb.is_none() && ub.is_none() {
        return None;
    }
    let (lb_map, mut operands) = lb.unwrap_or_else(|| (b.lb_map, b.lb_operands().to_vec()));
    let (ub_map, ub_ops) = ub.unwrap_or_else(|| (b.ub_map, b.ub_operands().to_vec()));
    operands.extend(ub_ops);
    let props = with_prop(
        ctx,
        body.op(op).properties,
        "lowerBoundsMap",
        map_attribute(ctx, lb_map),
    );
    let props = with_prop(
        ctx,
        Some(props),
        "upperBoundsMap",
        map_attribute(ctx, ub_map),
    );
    body.set_operands(op, &operands);
    body.op_mut(op).properties = Some(props);
    Some(Vec::new())
}

/// `affine.parallel`'s loop region.
fn parallel_loop_regions(_: &Context, body: &Body, op: OpId) -> Vec<RegionId> {
    body.regions(op).to_vec()
}

/// `affine.parallel`'s region control flow: from anywhere into the body again or out.
/// Nothing is forwarded: the induction variables are not operands, and the results are
/// the reductions of the yielded values, not the values themselves (so the terminator
/// forwards nothing either). mlir-opt 22's `affine.parallel` has no region-branch
/// interface; with it, the dataflow passes see into the body (see
/// `tests/passes/affine-parallel-region-branch.mlir`).
fn parallel_successors(
    _: &Context,
    _: &Body,
    _: OpId,
    _: RegionPoint,
    _: &[Option<Attribute>],
) -> Vec<RegionSuccessor> {
    [RegionPoint::Region(0), RegionPoint::Parent]
        .into_iter()
        .map(|to| RegionSuccessor {
            to,
            inputs: Vec::new(),
        })
        .collect()
}

/// Nothing is forwarded on entry.
fn no_entry_operands(_: &Context, _: &Body, _: OpId, _: RegionPoint) -> std::ops::Range<usize> {
    0..0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::ops::LoadOp;
    use strata_asm::printer::{PrintOptions, print_top_level};
    use strata_asm::{ParseOptions, Source, parse_source};
    use strata_ir::ir::{WalkOrder, walk_all_iter};

    fn context() -> Context {
        let ctx = Context::new();
        strata_dialects::register_all(&ctx);
        crate::register(&ctx);
        ctx
    }

    #[test]
    fn build_reduction_loop() {
        let ctx = context();
        let text = "func.func @g(%m: memref<4x8xf32>, %n: index) -> f32 {
  affine.parallel (%i, %j) = (max(0, %n - 2), 1) to (min(4, %n), 8) step (2, 1) {
  }
  %x = arith.constant 0.0 : f32
  return %x : f32
}";
        let source = Source { name: "test", text };
        let mut module = parse_source(&ctx, &source, &ParseOptions::default()).unwrap();
        let module_region = module.body.regions(module.op)[0];
        let module_body = module.body.regions_body_mut(module.op);
        let func = module_body
            .first_op(module_body.blocks(module_region)[0])
            .unwrap();
        let func_region = module_body.regions(func)[0];
        let body = module_body.regions_body_mut(func);
        let entry = body.blocks(func_region)[0];
        let m = body.block_args(entry)[0];
        let first = body.first_op(entry).unwrap();
        let ret = body.last_op(entry).unwrap();
        let loc = body.op(ret).loc;
        let f32_ty = ctx.builtin_types().f32;
        let store = ctx.affine();
        let identity = store.map(2, 0, &[store.dim(0), store.dim(1)]);
        let mut b = strata_ir::ir::OpBuilder::at(&ctx, body, InsertionPoint::Before(first));
        assert!(
            ParallelOp::build_with_body(&mut b, loc, &[4], &[("nope", f32_ty)], |_, _| {
                Vec::new()
            })
            .is_none()
        );
        let par =
            ParallelOp::build_with_body(&mut b, loc, &[4, 8], &[("addf", f32_ty)], |b, ivs| {
                let load = LoadOp::build_from_map(b, loc, m, identity, ivs);
                vec![load.result(b.body())]
            })
            .unwrap();
        assert_eq!(par.num_dims(&ctx, b.body()), 2);
        assert_eq!(par.step_values(&ctx, b.body()), [1, 1]);
        assert_eq!(par.reduction_kinds(&ctx, b.body()), ["addf"]);
        assert_eq!(par.induction_vars(b.body()).len(), 2);
        let result = par.results(b.body())[0];
        body.set_operands(ret, &[result]);
        strata_ir::verifier::verify(&ctx, &module).unwrap();
        let mut out = String::new();
        print_top_level(&ctx, &module, &PrintOptions::default(), &mut out);
        // mlir-opt 22's printing of the same function.
        let expected = "module {
  func.func @g(%arg0: memref<4x8xf32>, %arg1: index) -> f32 {
    %0 = affine.parallel (%arg2, %arg3) = (0, 0) to (4, 8) reduce (\"addf\") -> (f32) {
      %1 = affine.load %arg0[%arg2, %arg3] : memref<4x8xf32>
      affine.yield %1 : f32
    }
    affine.parallel (%arg2, %arg3) = (max(0, %arg1 - 2), 1) to (min(4, %arg1), 8) step (2, 1) {
    }
    %cst = arith.constant 0.000000e+00 : f32
    return %0 : f32
  }
}
";
        assert_eq!(out, expected);
    }

    #[test]
    fn bound_groups_and_operands() {
        let ctx = context();
        let text = "func.func @g(%n: index, %k: index) {
  affine.parallel (%i, %j) = (max(0, %n - 2), 1) to (min(4, symbol(%k)), 8) step (2, 1) {
  }
  return
}";
        let source = Source { name: "test", text };
        let module = parse_source(&ctx, &source, &ParseOptions::default()).unwrap();
        let store = ctx.affine();
        let (body, op) = walk_all_iter(&module.body, module.op, WalkOrder::PreOrder)
            .find(|&(b, o)| ParallelOp::isa(&ctx, b, o))
            .unwrap();
        let par = ParallelOp(op);
        let args: Vec<ValueId> = body.operands(op).collect();
        assert_eq!(par.lower_bounds_operands(&ctx, body), [args[0]]);
        assert_eq!(par.upper_bounds_operands(&ctx, body), [args[1]]);
        let d0 = store.dim(0);
        let lb0 = store.map(
            1,
            0,
            &[store.constant(0), store.add(d0, store.constant(-2))],
        );
        assert_eq!(par.lower_bound_map(&ctx, body, 0), Some(lb0));
        assert_eq!(
            par.lower_bound_map(&ctx, body, 1),
            Some(store.map(1, 0, &[store.constant(1)]))
        );
        let ub0 = store.map(0, 1, &[store.constant(4), store.symbol(0)]);
        assert_eq!(par.upper_bound_map(&ctx, body, 0), Some(ub0));
        assert_eq!(par.upper_bound_map(&ctx, body, 2), None);
        assert_eq!(par.step_values(&ctx, body), [2, 1]);
        assert!(par.reduction_kinds(&ctx, body).is_empty());
    }
}
