//! `scf.forall`, the multi-dimensional parallel loop over mixed static/dynamic bounds with
//! shared tensor outputs, and its terminator `scf.forall.in_parallel`: checks, syntax
//! (normalized `in (...)` and general `= (...) to (...) step (...)` forms), region
//! branches, the loop interface and the mixed-bound views the patterns use.

use strata_asm::custom::{Delimiter, OpAsmParser, OpAsmPrinter, UnresolvedOperand};
use strata_ir::diagnostics::Diagnostic;
use strata_ir::interfaces::{
    InParallelOpInterface, ParallelCombiningOpInterface, RegionBranchInterface, RegionPoint,
    RegionSuccessor,
};
use strata_ir::ir::{Body, Builder, InsertionPoint, OpId, OperationState, RegionId, ValueId};
use strata_ir::symbols::op_attr;
use strata_ir::types::DYNAMIC;
use strata_ir::{AttrData, Attribute, Context, Location, Type, TypeData};
use strata_ods::{AnyType, AttrConstraint, SizedRegion, TypeConstraint, i32_array_attr, i64_array};
use strata_ods::{i64_array_attr, op};

use super::{
    DenseI64ArrayAttr, PResult, VariadicIndex, constant_int_i128, loop_regions, no_inputs,
    no_operands, parent_op, parse_assignment_list, parse_attr_dict, parse_dynamic_list,
    print_attr_dict, print_dynamic_list, print_init_list, region_args, types_of,
    verify_region_branch,
};

/// Each shared output of `scf.forall` (ODS `Variadic<AnyRankedTensor>`).
pub struct VariadicRankedTensor;
impl TypeConstraint for VariadicRankedTensor {
    const SUMMARY: &'static str = "variadic of ranked tensor of any type values";
    fn check(ctx: &Context, ty: Type) -> bool {
        matches!(ctx.type_data(ty), TypeData::RankedTensor { .. })
    }
}

/// `mapping` (ODS `DeviceMappingArrayAttr`): an array of device mapping attributes, the
/// `gpu` dialect's `#gpu.thread<x>`, `#gpu.block<y>`, `#gpu.warp<z>`, ... and at most one
/// `#gpu.mask<...>` (kept verbatim: Strata has no `gpu` dialect).
pub struct DeviceMappingArrayAttr;
impl AttrConstraint for DeviceMappingArrayAttr {
    const SUMMARY: &'static str = "Device Mapping array attribute";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        match ctx.attr_data(attr) {
            AttrData::Array(items) => items.iter().all(|&a| mapping_kind(ctx, a).is_some()),
            _ => false,
        }
    }
}

/// Whether `attr` is a device mapping attribute, and whether it is a masking one.
fn mapping_kind(ctx: &Context, attr: Attribute) -> Option<bool> {
    let AttrData::Opaque { dialect, body, .. } = ctx.attr_data(attr) else {
        return None;
    };
    if ctx.ident_str(*dialect) != "gpu" {
        return None;
    }
    const KINDS: [&str; 6] = ["thread", "block", "warp", "warpgroup", "lane", "mask"];
    let mnemonic = body.split('<').next().unwrap_or("");
    KINDS.contains(&mnemonic).then_some(mnemonic == "mask")
}

op! {
    /// Parallel loop nest with shared tensor outputs.
    ///
    /// `scf.forall` runs its body once for every point of a multi-dimensional iteration
    /// space, in no particular order and possibly concurrently. Each dimension has a lower
    /// bound, an upper bound and a step, each a static integer or an `index` value; the
    /// normalized form `(%i, %j) in (%n, 8)` has lower bounds 0 and steps 1. The body's
    /// arguments are the induction variables, then one argument per `shared_outs` tensor:
    /// the terminator `scf.forall.in_parallel` holds the ops that write each thread's part
    /// of those tensors, which are then the results. An optional `mapping` assigns the
    /// dimensions to processing units. Without results the terminator may be left out of
    /// the custom form.
    ///
    /// ```mlir
    /// func.func @fill(%m: memref<?x8xf32>, %n: index, %v: f32) {
    ///   scf.forall (%i, %j) in (%n, 8) {
    ///     memref.store %v, %m[%i, %j] : memref<?x8xf32>
    ///   }
    ///   return
    /// }
    /// ```
    pub struct ForallOp = "scf.forall" {
        traits: [automatic_allocation_scope, recursive_memory_effects, single_block, attr_sized_operand_segments],
        operands: [
            dynamicLowerBound: variadic VariadicIndex,
            dynamicUpperBound: variadic VariadicIndex,
            dynamicStep: variadic VariadicIndex,
            outputs: variadic VariadicRankedTensor,
        ],
        attrs: [
            staticLowerBound: DenseI64ArrayAttr,
            staticUpperBound: DenseI64ArrayAttr,
            staticStep: DenseI64ArrayAttr,
            mapping: optional DeviceMappingArrayAttr,
        ],
        results: [results: variadic AnyType],
        regions: [region: SizedRegion<1>],
        implicit_terminator: "scf.forall.in_parallel",
        verify: verify_forall,
        parse: parse_forall,
        print: print_forall,
        interfaces: {
            region_branch: FORALL_BRANCH,
            loop_regions: loop_regions,
        },
        info: { verify_regions: Some(verify_forall_regions) },
    }
}

op! {
    /// Terminator of `scf.forall`: the parallel writes into its shared outputs.
    ///
    /// `scf.forall.in_parallel` ends the body of `scf.forall`. Its single-block region
    /// (with no terminator) holds only parallel-combining ops, such as
    /// `tensor.parallel_insert_slice`, each writing one thread's contribution into a
    /// shared output of the loop (a block argument of the loop's body).
    ///
    /// ```mlir
    /// func.func @outs(%t: tensor<4xf32>) -> tensor<4xf32> {
    ///   %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    ///     scf.forall.in_parallel {
    ///     }
    ///   }
    ///   return %r : tensor<4xf32>
    /// }
    /// ```
    pub struct InParallelOp = "scf.forall.in_parallel" {
        traits: [pure, terminator, no_terminator, single_block, graph_regions],
        regions: [region: SizedRegion<1>],
        verify_traits: verify_in_parallel_parent,
        verify: verify_in_parallel,
        parse: parse_in_parallel,
        print: print_in_parallel,
        implements: [InParallelOpInterface { destinations: in_parallel_destinations }],
    }
}

/// One loop bound or step (upstream's `OpFoldResult`): static, or an `index` value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// A static integer.
    Static(i64),
    /// A value.
    Value(ValueId),
}

/// The operand segment sizes (lower bounds, upper bounds, steps, outputs), if consistent.
fn segments(ctx: &Context, body: &Body, op: OpId) -> Option<[usize; 4]> {
    let s = strata_ods::segment_sizes(ctx, body, op, "operandSegmentSizes")?;
    if s.len() != 4 || s.iter().any(|&x| x < 0) {
        return None;
    }
    let s = [s[0] as usize, s[1] as usize, s[2] as usize, s[3] as usize];
    (s.iter().sum::<usize>() == body.num_operands(op)).then_some(s)
}

/// The static list `name` of `op` (empty if malformed).
fn statics(ctx: &Context, body: &Body, op: OpId, name: &str) -> Vec<i64> {
    op_attr(ctx, body, op, name)
        .and_then(|a| i64_array(ctx, a))
        .unwrap_or_default()
}

/// Merges a static list with its dynamic values.
fn mixed(statics: &[i64], values: &[ValueId]) -> Option<Vec<Bound>> {
    let mut values = values.iter();
    let out = statics
        .iter()
        .map(|&s| {
            if s == DYNAMIC {
                values.next().map(|&v| Bound::Value(v))
            } else {
                Some(Bound::Static(s))
            }
        })
        .collect::<Option<Vec<_>>>()?;
    values.next().is_none().then_some(out)
}

/// Splits bounds into a static list (dynamic markers where values are) and the values.
pub(crate) fn split_bounds(bounds: &[Bound]) -> (Vec<i64>, Vec<ValueId>) {
    let mut values = Vec::new();
    let s = bounds
        .iter()
        .map(|b| match *b {
            Bound::Static(s) => s,
            Bound::Value(v) => {
                values.push(v);
                DYNAMIC
            }
        })
        .collect();
    (s, values)
}

/// The three bound lists' attribute names, in operand order.
pub(crate) const BOUND_ATTRS: [&str; 3] = ["staticLowerBound", "staticUpperBound", "staticStep"];

impl ForallOp {
    /// The mixed lower bounds, upper bounds and steps (`None` if malformed).
    pub fn mixed_bounds(self, ctx: &Context, body: &Body) -> Option<[Vec<Bound>; 3]> {
        let seg = segments(ctx, body, self.0)?;
        let operands: Vec<ValueId> = body.operands(self.0).collect();
        let mut at = 0;
        let mut out: [Vec<Bound>; 3] = Default::default();
        for (k, name) in BOUND_ATTRS.iter().enumerate() {
            out[k] = mixed(
                &statics(ctx, body, self.0, name),
                &operands[at..at + seg[k]],
            )?;
            at += seg[k];
        }
        let rank = out[0].len();
        (out[1].len() == rank && out[2].len() == rank).then_some(out)
    }

    /// The number of loop dimensions (the length of the static lower bounds).
    pub fn rank(self, ctx: &Context, body: &Body) -> usize {
        statics(ctx, body, self.0, BOUND_ATTRS[0]).len()
    }

    /// The shared outputs.
    pub fn shared_outs(self, ctx: &Context, body: &Body) -> Vec<ValueId> {
        segments(ctx, body, self.0)
            .map(|s| body.operands(self.0).skip(s[0] + s[1] + s[2]).collect())
            .unwrap_or_default()
    }

    /// The induction variables (the first `rank` body arguments).
    pub fn induction_vars(self, ctx: &Context, body: &Body) -> Vec<ValueId> {
        let mut args = region_args(body, self.0, 0, 0);
        args.truncate(self.rank(ctx, body));
        args
    }

    /// The body arguments of the shared outputs.
    pub fn region_out_args(self, ctx: &Context, body: &Body) -> Vec<ValueId> {
        region_args(body, self.0, 0, self.rank(ctx, body))
    }

    /// Whether every lower bound is 0 and every step 1, as constants (upstream's
    /// `isNormalized`, which the printer uses to choose the `in (...)` form).
    pub fn is_normalized(self, ctx: &Context, body: &Body) -> bool {
        let Some([lbs, _, steps]) = self.mixed_bounds(ctx, body) else {
            return false;
        };
        let is = |b: &Bound, v: i128| bound_const(ctx, body, *b) == Some(v);
        lbs.iter().all(|b| is(b, 0)) && steps.iter().all(|b| is(b, 1))
    }

    /// Creates an `scf.forall` over mixed bounds with shared outputs `outs` and an entry
    /// block (the induction variables, then one argument per output) ending with an empty
    /// `scf.forall.in_parallel` (upstream's builder without a body builder). The
    /// insertion point stays after the loop.
    pub fn build_with_body(
        b: &mut impl Builder,
        loc: Location,
        bounds: &[Vec<Bound>; 3],
        outs: &[ValueId],
        mapping: Option<Attribute>,
    ) -> ForallOp {
        let ctx = b.ctx();
        let [(lbs, lbv), (ubs, ubv), (steps, stepv)] = [
            split_bounds(&bounds[0]),
            split_bounds(&bounds[1]),
            split_bounds(&bounds[2]),
        ];
        let out_types: Vec<Type> = outs.iter().map(|&o| b.body().value_type(o)).collect();
        let (lba, uba, stepa) = (
            i64_array_attr(ctx, &lbs),
            i64_array_attr(ctx, &ubs),
            i64_array_attr(ctx, &steps),
        );
        let index = ctx.index_type();
        let op = ForallOp::build(
            b, loc, &out_types, &lbv, &ubv, &stepv, outs, lba, uba, stepa, mapping,
        );
        let region = b.body().regions(op.0)[0];
        let mut args = vec![(index, loc); bounds[0].len()];
        args.extend(out_types.iter().map(|&t| (t, loc)));
        let block = b.create_block(region, &args);
        let ip = b.insertion_point();
        b.set_insertion_point(InsertionPoint::AtEnd(block));
        InParallelOp::build_with_block(b, loc);
        if let Some(ip) = ip {
            b.set_insertion_point(ip);
        }
        op
    }
}

impl InParallelOp {
    /// Creates an `scf.forall.in_parallel` with its empty block.
    pub fn build_with_block(b: &mut impl Builder, loc: Location) -> InParallelOp {
        let op = InParallelOp::build(b, loc);
        let region = b.body().regions(op.0)[0];
        b.create_block(region, &[]);
        op
    }
}

/// The constant value of a bound: static, or a constant value.
pub(crate) fn bound_const(ctx: &Context, body: &Body, b: Bound) -> Option<i128> {
    match b {
        Bound::Static(s) => Some(s as i128),
        Bound::Value(v) => constant_int_i128(ctx, body, v),
    }
}

/// `scf.forall` (MLIR's `ForallOp::verify`): results match outputs, block arguments,
/// mapping size, and the mixed bound lists.
fn verify_forall(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let name = ForallOp::NAME;
    let Some(seg) = segments(ctx, body, op) else {
        return Ok(());
    };
    let f = ForallOp(op);
    let rank = f.rank(ctx, body);
    let outs = f.shared_outs(ctx, body);
    if body.num_results(op) != outs.len() {
        return Err(format!(
            "'{name}' op produces {} results, but has only {} outputs",
            body.num_results(op),
            outs.len()
        ));
    }
    let rb = body.regions_body(op);
    let args = region_args(body, op, 0, 0);
    if args.len() != rank + outs.len() {
        return Err(format!("'{name}' op region expects {rank} arguments"));
    }
    for (i, &a) in args[..rank].iter().enumerate() {
        if !matches!(ctx.type_data(rb.value_type(a)), TypeData::Index) {
            return Err(format!(
                "'{name}' op expects {i}-th block argument to be an index"
            ));
        }
    }
    for (i, &o) in outs.iter().enumerate() {
        if rb.value_type(args[rank + i]) != body.value_type(o) {
            return Err(format!(
                "'{name}' op type mismatch between {i}-th output and corresponding block argument"
            ));
        }
    }
    if let Some(m) = op_attr(ctx, body, op, "mapping")
        && let AttrData::Array(items) = ctx.attr_data(m)
        && !items.is_empty()
    {
        let masks = items
            .iter()
            .filter(|&&a| mapping_kind(ctx, a) == Some(true))
            .count();
        if items.len() - masks != rank {
            return Err(format!(
                "'{name}' op mapping attribute size must match op rank"
            ));
        }
        if masks > 1 {
            return Err(format!(
                "'{name}' op \"mapping\" supports at most one device masking attribute"
            ));
        }
    }
    for (k, what) in ["lower bound", "upper bound", "step"].iter().enumerate() {
        let list = statics(ctx, body, op, BOUND_ATTRS[k]);
        if list.len() != rank {
            return Err(format!("expected {rank} {what} values, got {}", list.len()));
        }
        let dynamic = list.iter().filter(|&&s| s == DYNAMIC).count();
        if dynamic != seg[k] {
            return Err(format!("expected {dynamic} dynamic {what} values"));
        }
    }
    Ok(())
}

/// `scf.forall` after its body: the implicit terminator, then region branches.
fn verify_forall_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    strata_ods::check_implicit_terminator(ctx, body, op, ForallOp::NAME, InParallelOp::NAME)?;
    verify_region_branch(ctx, body, op)
}

/// `scf.forall.in_parallel`: directly inside `scf.forall` (MLIR's `HasParent`).
fn verify_in_parallel_parent(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    if parent_op(body, op).is_some_and(|p| ForallOp::isa(ctx, body, p)) {
        Ok(())
    } else {
        Err(format!(
            "'{}' op expects parent op '{}'",
            InParallelOp::NAME,
            ForallOp::NAME
        ))
    }
}

/// The ops of `scf.forall.in_parallel`'s region, in order.
pub(crate) fn yielding_ops(body: &Body, op: OpId) -> Vec<OpId> {
    let Some(block) = body
        .regions(op)
        .first()
        .and_then(|&r| body.blocks(r).first().copied())
    else {
        return Vec::new();
    };
    body.block_ops(block).collect()
}

/// What the ops of `scf.forall.in_parallel` may write: the shared-output block arguments
/// of the enclosing `scf.forall`.
fn in_parallel_destinations(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<ValueId>> {
    let forall = parent_op(body, op).and_then(|p| ForallOp::cast(ctx, body, p))?;
    Some(forall.region_out_args(ctx, body))
}

/// Whether parallel-combining op `op` writes only into `allowed` values.
fn writes_within(ctx: &Context, body: &Body, op: OpId, allowed: &[ValueId]) -> bool {
    let Some(pc) = ctx.op_interface::<ParallelCombiningOpInterface>(body.op(op).name) else {
        return true;
    };
    (pc.destinations)(ctx, body, op)
        .into_iter()
        .all(|i| i < body.num_operands(op) && allowed.contains(&body.operand(op, i)))
}

/// `scf.forall.in_parallel` (MLIR's `InParallelOp::verify`): only parallel-combining ops,
/// each writing into shared outputs of the loop. Scanning stops at the first op writing
/// elsewhere: that op reports it when it is verified (mlir-opt reports it at the op).
fn verify_in_parallel(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let allowed = in_parallel_destinations(ctx, body, op).unwrap_or_default();
    for child in yielding_ops(body, op) {
        let name = body.op(child).name;
        if ctx
            .op_interface::<ParallelCombiningOpInterface>(name)
            .is_none()
        {
            return Err(format!(
                "'{}' op expected only ParallelCombiningOpInterface ops",
                InParallelOp::NAME
            ));
        }
        if !writes_within(ctx, body, child, &allowed) {
            break;
        }
    }
    Ok(())
}

/// `scf.forall (%ivs) in (ubs)` or `= (lbs) to (ubs) step (steps)`, then
/// `shared_outs(%a = %t, ...) -> (types)`, the region and the attribute dictionary.
fn parse_forall(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let mut ivs = Vec::new();
    p.parse_list(Delimiter::Paren, |p| {
        ivs.push(p.parse_argument(false, false)?);
        Ok(())
    })?;
    let mut counts = [0i32; 4];
    let mut lists: [Option<Attribute>; 3] = [None, None, None];
    let mut resolve = |p: &mut OpAsmParser<'_, '_, '_>,
                       state: &mut OperationState,
                       k: usize,
                       lists: &mut [Option<Attribute>; 3]|
     -> PResult<()> {
        let mut operands: Vec<UnresolvedOperand> = Vec::new();
        parse_dynamic_list(p, state, &mut operands, &mut lists[k])?;
        for u in &operands {
            let v = p.resolve_operand(u, index)?;
            state.operands.push(v);
        }
        counts[k] = operands.len() as i32;
        Ok(())
    };
    if p.parse_optional_keyword("in") {
        resolve(p, state, 1, &mut lists)?;
        lists[0] = Some(i64_array_attr(ctx, &vec![0; ivs.len()]));
        lists[2] = Some(i64_array_attr(ctx, &vec![1; ivs.len()]));
    } else {
        p.parse_punct(strata_asm::custom::Punct::Equal)?;
        resolve(p, state, 0, &mut lists)?;
        p.parse_keyword("to")?;
        resolve(p, state, 1, &mut lists)?;
        p.parse_keyword("step")?;
        resolve(p, state, 2, &mut lists)?;
    }
    let mut out_args = Vec::new();
    let mut outs = Vec::new();
    let mut types = Vec::new();
    let outs_offset = p.offset();
    if p.parse_optional_keyword("shared_outs") {
        parse_assignment_list(p, &mut out_args, &mut outs)?;
        types = p.parse_optional_arrow_type_list()?;
        p.resolve_operands(&outs, &types, outs_offset, &mut state.operands)?;
    }
    counts[3] = outs.len() as i32;
    for a in &mut ivs {
        a.ty = Some(index);
    }
    for (a, &t) in out_args.iter_mut().zip(&types) {
        a.ty = Some(t);
    }
    ivs.extend(out_args);
    let region = p.parse_region(state, &ivs)?;
    ensure_in_parallel(p, state, region);
    parse_attr_dict(p, state)?;
    for (name, list) in BOUND_ATTRS.iter().zip(lists) {
        if let Some(list) = list {
            p.add_attribute(state, name, list);
        }
    }
    p.add_attribute(state, "operandSegmentSizes", i32_array_attr(ctx, &counts));
    state.result_types.extend(types);
    Ok(())
}

/// Adds an empty `scf.forall.in_parallel` to a parsed body that does not end with a
/// terminator (MLIR's `ensureTerminator`), and a block to an empty body.
fn ensure_in_parallel(p: &mut OpAsmParser<'_, '_, '_>, state: &OperationState, region: RegionId) {
    let ctx = p.ctx();
    let body = p.body();
    let block = match body.blocks(region).last() {
        Some(&b) => b,
        None => {
            let b = body.new_block();
            body.append_block(region, b);
            b
        }
    };
    let has = body.last_op(block).is_some_and(|last| {
        ctx.op_info(body.op(last).name)
            .is_some_and(|i| i.traits.terminator)
    });
    if has {
        return;
    }
    let terminator = InParallelOp::state(ctx, body, state.loc);
    let t = body.create_op(terminator);
    let r = body.regions(t)[0];
    let b = body.new_block();
    body.append_block(r, b);
    body.append_op(block, t);
}

/// Prints `scf.forall`.
fn print_forall(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (ctx, body, op) = (p.ctx(), p.body(), p.op());
    let f = ForallOp(op);
    let operands: Vec<ValueId> = body.operands(op).collect();
    let seg = segments(ctx, body, op).unwrap_or([0, 0, 0, 0]);
    let ranges = [
        0..seg[0],
        seg[0]..seg[0] + seg[1],
        seg[0] + seg[1]..seg[0] + seg[1] + seg[2],
    ];
    let list = |k: usize| op_attr(ctx, body, op, BOUND_ATTRS[k]);
    p.write(" (");
    p.print_operands(f.induction_vars(ctx, body));
    if f.is_normalized(ctx, body) {
        p.write(") in ");
        print_dynamic_list(p, &operands[ranges[1].clone()], list(1));
    } else {
        p.write(") = ");
        print_dynamic_list(p, &operands[ranges[0].clone()], list(0));
        p.write(" to ");
        print_dynamic_list(p, &operands[ranges[1].clone()], list(1));
        p.write(" step ");
        print_dynamic_list(p, &operands[ranges[2].clone()], list(2));
    }
    let outs = f.shared_outs(ctx, body);
    let out_args = f.region_out_args(ctx, body);
    print_init_list(p, &out_args, &outs, " shared_outs");
    p.write(" ");
    if !out_args.is_empty() {
        let types = types_of(body, body.results(op));
        p.write("-> (");
        p.print_types(types);
        p.write(") ");
    }
    let results = body.num_results(op);
    if let Some(&r) = body.regions(op).first() {
        p.print_region(r, false, results > 0, false);
    }
    print_attr_dict(
        p,
        &[
            "operandSegmentSizes",
            "staticLowerBound",
            "staticUpperBound",
            "staticStep",
        ],
    );
}

/// `scf.forall.in_parallel region attr-dict` (an empty region gets its block).
fn parse_in_parallel(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let region = p.parse_region(state, &[])?;
    let body = p.body();
    if body.blocks(region).is_empty() {
        let b = body.new_block();
        body.append_block(region, b);
    }
    parse_attr_dict(p, state)
}

/// Prints `scf.forall.in_parallel`.
fn print_in_parallel(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (body, op) = (p.body(), p.op());
    p.write(" ");
    if let Some(&r) = body.regions(op).first() {
        p.print_region(r, false, false, false);
    }
    print_attr_dict(p, &[]);
}

fn forall_successors(
    _: &Context,
    _: &Body,
    _: OpId,
    _: RegionPoint,
    _: &[Option<Attribute>],
) -> Vec<RegionSuccessor> {
    vec![
        no_inputs(RegionPoint::Region(0)),
        no_inputs(RegionPoint::Parent),
    ]
}

/// `scf.forall`: into its body or out, from anywhere; nothing is forwarded.
const FORALL_BRANCH: RegionBranchInterface = RegionBranchInterface {
    successors: forall_successors,
    entry_operands: no_operands,
    invocation_bounds: None,
};
