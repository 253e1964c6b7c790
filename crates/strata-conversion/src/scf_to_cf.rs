//! `convert-scf-to-cf` (MLIR's `SCFToControlFlowPass`): a partial conversion turning the
//! structured control flow ops into blocks and `cf` branches. `scf.for`, `scf.if`,
//! `scf.while` (with the do-while shortcut), `scf.execute_region` and `scf.index_switch`
//! become CFG subgraphs with one entry and one exit spliced into the parent region;
//! `scf.parallel` becomes a nest of `scf.for` (lowered in turn) and `scf.forall` an
//! `scf.parallel`. Each op's blocks are created and placed as upstream places them, so
//! the block numbering matches mlir-opt's.

use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{BlockId, Body, InsertionPoint, OpId, RegionId, ValueId};
use strata_ir::{Context, Location, Type};
use strata_pass::conversion::{
    ConversionConfig, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
    apply_partial_conversion,
};
use strata_pass::pass::{OptionError, Pass, PassEnv, PassOptions, parse_bool};

use strata_dialects::{arith, cf, scf};

use crate::arith_builder::{ArithBuilder, cmpi};
use crate::pattern::Lowering;
use crate::scf_forall::forall_to_parallel;

fn loc_of(rw: &ConversionPatternRewriter<'_>, op: OpId) -> Location {
    rw.body().op(op).loc
}

fn types_of(body: &Body, op: OpId) -> Vec<Type> {
    body.results(op).map(|r| body.value_type(r)).collect()
}

/// The last op of `block` that this conversion has not erased (its terminator).
fn terminator(rw: &ConversionPatternRewriter<'_>, block: BlockId) -> Option<OpId> {
    let body = rw.body();
    let mut op = body.last_op(block);
    while let Some(o) = op {
        if !rw.is_replaced(o) {
            return Some(o);
        }
        op = body.prev_op(o);
    }
    None
}

/// The position of `block` in its region.
fn index_of(body: &Body, block: BlockId) -> usize {
    body.block_index(block).unwrap_or(0)
}

/// Moves the blocks of `region` into the region of `before`, right before it.
fn inline_region_before_block(
    rw: &mut ConversionPatternRewriter<'_>,
    region: RegionId,
    before: BlockId,
) {
    let Some(dest) = rw.body().block_region(before) else {
        return;
    };
    let index = index_of(rw.body(), before);
    rw.inline_region_before(region, dest, index);
}

/// Splits the block holding `op` before it; returns (the block, the continuation).
fn split_at(rw: &mut ConversionPatternRewriter<'_>, op: OpId) -> Option<(BlockId, BlockId)> {
    let block = rw.body().op_block(op)?;
    let cont = rw.split_block(block, Some(op));
    Some((block, cont))
}

/// Creates a block with arguments `types` right before `before`.
fn block_before(
    rw: &mut ConversionPatternRewriter<'_>,
    before: BlockId,
    types: &[Type],
    loc: Location,
) -> Option<BlockId> {
    let region = rw.body().block_region(before)?;
    let args: Vec<(Type, Location)> = types.iter().map(|&t| (t, loc)).collect();
    let index = index_of(rw.body(), before);
    Some(rw.create_block_at(region, index, &args))
}

fn br(rw: &mut ConversionPatternRewriter<'_>, loc: Location, dest: BlockId, operands: &[ValueId]) {
    cf::BranchOp::build(rw, loc, operands, dest);
}

/// Whether `attr` belongs to the `llvm` dialect.
fn is_llvm_attr(ctx: &Context, attr: strata_ir::Attribute) -> bool {
    match ctx.attr_data(attr) {
        strata_ir::AttrData::Opaque { dialect, .. } => ctx.ident_str(*dialect) == "llvm",
        _ => false,
    }
}

fn lower_for(rw: &mut ConversionPatternRewriter<'_>, op: OpId) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let for_op = scf::ForOp(op);
    let loc = body.op(op).loc;
    let lb = body.operand(op, 0);
    let ub = body.operand(op, 1);
    let step = body.operand(op, 2);
    let inits: Vec<ValueId> = body.operands(op).skip(3).collect();
    let unsigned = strata_ir::symbols::op_attr(ctx, body, op, "unsignedCmp").is_some();
    let region = for_op.region(body);
    let cond_block = *body.blocks(region).first()?;
    let _ = for_op;
    let (init_block, end_block) = split_at(rw, op)?;
    let first_op = rw.body().first_op(cond_block);
    let first_body = rw.split_block(cond_block, first_op);
    let last_body = *rw.body().blocks(region).last()?;
    inline_region_before_block(rw, region, end_block);
    let args = rw.body().block_args(cond_block).to_vec();
    let (&iv, iter_args) = args.split_first()?;
    let term = terminator(rw, last_body)?;
    let yielded: Vec<ValueId> = rw.body().operands(term).collect();
    rw.set_insertion_point(InsertionPoint::AtEnd(last_body));
    let stepped = ArithBuilder::new(rw, loc).addi(iv, step, crate::arith_builder::Overflow::NONE);
    let mut carried = vec![stepped];
    carried.extend(yielded);
    let back_edge = cf::BranchOp::build(rw, loc, &carried, cond_block);
    // Attributes of the `llvm` dialect (loop annotations) go to the back edge.
    let llvm_attrs: Vec<strata_ir::NamedAttribute> = ctx
        .dictionary_entries(rw.body().op(op).attributes)
        .iter()
        .filter(|a| is_llvm_attr(ctx, a.value))
        .copied()
        .collect();
    if !llvm_attrs.is_empty() {
        rw.modify_op_in_place(back_edge.0, |b| {
            b.op_mut(back_edge.0).attributes = ctx.dictionary_attr(llvm_attrs);
        });
    }
    rw.erase_op(term);
    rw.set_insertion_point(InsertionPoint::AtEnd(init_block));
    let mut dest = vec![lb];
    dest.extend(inits);
    br(rw, loc, cond_block, &dest);
    rw.set_insertion_point(InsertionPoint::AtEnd(cond_block));
    let pred = if unsigned { 6 } else { cmpi::SLT };
    let cmp = ArithBuilder::new(rw, loc).cmpi(pred, iv, ub);
    cf::CondBranchOp::build(rw, loc, cmp, &[], &[], None, first_body, end_block);
    let results = iter_args.to_vec();
    rw.replace_op(op, &results);
    Some(())
}

fn lower_if(rw: &mut ConversionPatternRewriter<'_>, op: OpId) -> Option<()> {
    let body = rw.body();
    let loc = body.op(op).loc;
    let cond = body.operand(op, 0);
    let types = types_of(body, op);
    let regions = body.regions(op).to_vec();
    let (cond_block, remaining) = split_at(rw, op)?;
    let continue_block = if types.is_empty() {
        remaining
    } else {
        let b = block_before(rw, remaining, &types, loc)?;
        br(rw, loc, remaining, &[]);
        b
    };
    let lower_region = |rw: &mut ConversionPatternRewriter<'_>, region: RegionId| {
        let first = *rw.body().blocks(region).first()?;
        let last = *rw.body().blocks(region).last()?;
        let term = terminator(rw, last)?;
        let operands: Vec<ValueId> = rw.body().operands(term).collect();
        rw.set_insertion_point(InsertionPoint::AtEnd(last));
        br(rw, loc, continue_block, &operands);
        rw.erase_op(term);
        inline_region_before_block(rw, region, continue_block);
        Some(first)
    };
    let then_block = lower_region(rw, regions[0])?;
    let else_block = match regions.get(1) {
        Some(&r) if !rw.body().blocks(r).is_empty() => lower_region(rw, r)?,
        _ => continue_block,
    };
    rw.set_insertion_point(InsertionPoint::AtEnd(cond_block));
    cf::CondBranchOp::build(rw, loc, cond, &[], &[], None, then_block, else_block);
    let results = rw.body().block_args(continue_block).to_vec();
    rw.replace_op(op, &results);
    Some(())
}

fn lower_execute_region(rw: &mut ConversionPatternRewriter<'_>, op: OpId) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = body.op(op).loc;
    let types = types_of(body, op);
    let region = *body.regions(op).first()?;
    let blocks = body.blocks(region).to_vec();
    let first = *blocks.first()?;
    let (cond_block, remaining) = split_at(rw, op)?;
    rw.set_insertion_point(InsertionPoint::AtEnd(cond_block));
    br(rw, loc, first, &[]);
    for block in blocks {
        let Some(term) = terminator(rw, block) else {
            continue;
        };
        if !scf::YieldOp::isa(ctx, rw.body(), term) {
            continue;
        }
        let operands: Vec<ValueId> = rw.body().operands(term).collect();
        rw.set_insertion_point(InsertionPoint::AtEnd(block));
        br(rw, loc, remaining, &operands);
        rw.erase_op(term);
    }
    inline_region_before_block(rw, region, remaining);
    let args = rw.add_block_args(remaining, &types, loc);
    rw.replace_op(op, &args);
    Some(())
}

fn lower_index_switch(rw: &mut ConversionPatternRewriter<'_>, op: OpId) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = body.op(op).loc;
    let types = types_of(body, op);
    let arg = body.operand(op, 0);
    let cases = scf::IndexSwitchOp(op).case_values(ctx, body);
    let regions = body.regions(op).to_vec();
    let (&default_region, case_regions) = regions.split_first()?;
    if cases.len() != case_regions.len() {
        return None;
    }
    let (cond_block, cont) = split_at(rw, op)?;
    let results = rw.add_block_args(cont, &types, loc);
    let lower_region = |rw: &mut ConversionPatternRewriter<'_>, region: RegionId| {
        let block = *rw.body().blocks(region).first()?;
        let term = terminator(rw, block)?;
        let operands: Vec<ValueId> = rw.body().operands(term).collect();
        rw.set_insertion_point(InsertionPoint::Before(term));
        br(rw, loc, cont, &operands);
        rw.erase_op(term);
        inline_region_before_block(rw, region, cont);
        Some(block)
    };
    let mut case_blocks = Vec::with_capacity(case_regions.len());
    for &r in case_regions {
        case_blocks.push(lower_region(rw, r)?);
    }
    let default_block = lower_region(rw, default_region)?;
    rw.set_insertion_point(InsertionPoint::AtEnd(cond_block));
    let i32t = ctx.builtin_types().i32;
    let cast = arith::IndexCastOp::build(rw, loc, i32t, arg);
    let flag = rw.body().result(cast.0, 0);
    let segments = strata_ods_i32_array(ctx, &vec![0; case_blocks.len()]);
    let values = case_values_attr(ctx, i32t, &cases);
    cf::SwitchOp::build(
        rw,
        loc,
        flag,
        &[],
        &[],
        segments,
        values,
        default_block,
        &case_blocks,
    );
    rw.replace_op(op, &results);
    Some(())
}

/// `array<i32: ...>`.
fn strata_ods_i32_array(ctx: &Context, values: &[i32]) -> strata_ir::Attribute {
    use strata_ir::AttrData;
    let i32t = ctx.builtin_types().i32;
    let raw: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
    ctx.intern_attr(AttrData::DenseArray {
        element: i32t,
        len: values.len(),
        raw: raw.into(),
    })
}

/// `dense<[values]> : vector<N x ty>` (`None` without cases).
fn case_values_attr(ctx: &Context, ty: Type, values: &[i64]) -> Option<strata_ir::Attribute> {
    use strata_ir::{AttrData, TypeData};
    if values.is_empty() {
        return None;
    }
    let vty = ctx.intern_type(TypeData::Vector {
        shape: Box::new([values.len() as i64]),
        scalable: Box::new([false]),
        element: ty,
    });
    let raw: Vec<u8> = values
        .iter()
        .flat_map(|&v| (v as i32).to_le_bytes())
        .collect();
    Some(ctx.intern_attr(AttrData::DenseElements {
        ty: vty,
        data: strata_ir::attributes::DenseData::Numeric {
            splat: false,
            raw: raw.into(),
        },
    }))
}

fn lower_while(rw: &mut ConversionPatternRewriter<'_>, op: OpId) -> Option<()> {
    let body = rw.body();
    let loc = body.op(op).loc;
    let inits: Vec<ValueId> = body.operands(op).collect();
    let regions = body.regions(op).to_vec();
    let (before_r, after_r) = (regions[0], *regions.get(1)?);
    let after = *body.blocks(after_r).first()?;
    let after_last = *body.blocks(after_r).last()?;
    let before = *body.blocks(before_r).first()?;
    let before_last = *body.blocks(before_r).last()?;
    let (current, cont) = split_at(rw, op)?;
    inline_region_before_block(rw, after_r, cont);
    inline_region_before_block(rw, before_r, after);
    rw.set_insertion_point(InsertionPoint::AtEnd(current));
    br(rw, loc, before, &inits);
    let cond_op = terminator(rw, before_last)?;
    let cond_operands: Vec<ValueId> = rw.body().operands(cond_op).collect();
    let (&cond, args) = cond_operands.split_first()?;
    rw.set_insertion_point(InsertionPoint::Before(cond_op));
    cf::CondBranchOp::build(rw, loc, cond, args, &[], None, after, cont);
    rw.erase_op(cond_op);
    let yield_op = terminator(rw, after_last)?;
    let yielded: Vec<ValueId> = rw.body().operands(yield_op).collect();
    rw.set_insertion_point(InsertionPoint::Before(yield_op));
    br(rw, loc, before, &yielded);
    rw.erase_op(yield_op);
    rw.replace_op(op, args);
    Some(())
}

fn lower_do_while(rw: &mut ConversionPatternRewriter<'_>, op: OpId) -> Option<()> {
    let body = rw.body();
    let loc = body.op(op).loc;
    let inits: Vec<ValueId> = body.operands(op).collect();
    let regions = body.regions(op).to_vec();
    let (before_r, after_r) = (regions[0], *regions.get(1)?);
    let [after] = body.blocks(after_r) else {
        return None;
    };
    let after = *after;
    let first = body.first_op(after)?;
    if body.last_op(after) != Some(first) {
        return None;
    }
    let forwarded: Vec<ValueId> = body.operands(first).collect();
    if !scf::YieldOp::isa(rw.ctx(), body, first) || forwarded != body.block_args(after) {
        return None;
    }
    let before = *body.blocks(before_r).first()?;
    let before_last = *body.blocks(before_r).last()?;
    let (current, cont) = split_at(rw, op)?;
    inline_region_before_block(rw, before_r, cont);
    rw.set_insertion_point(InsertionPoint::AtEnd(current));
    br(rw, loc, before, &inits);
    let cond_op = terminator(rw, before_last)?;
    let cond_operands: Vec<ValueId> = rw.body().operands(cond_op).collect();
    let (&cond, args) = cond_operands.split_first()?;
    rw.set_insertion_point(InsertionPoint::Before(cond_op));
    cf::CondBranchOp::build(rw, loc, cond, args, &[], None, before, cont);
    rw.erase_op(cond_op);
    rw.replace_op(op, args);
    Some(())
}

fn lower_parallel(rw: &mut ConversionPatternRewriter<'_>, op: OpId) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = body.op(op).loc;
    let par = scf::ParallelOp(op);
    let lbs = par.lower_bound(ctx, body);
    let ubs = par.upper_bound(ctx, body);
    let steps = par.step(ctx, body);
    let mut iter_args = par.init_vals(ctx, body);
    let region = *body.regions(op).first()?;
    let par_block = *body.blocks(region).first()?;
    let reduce = terminator(rw, par_block)?;
    let mut loop_results = iter_args.clone();
    let mut ivs = Vec::with_capacity(lbs.len());
    let mut first = true;
    for ((&lb, &ub), &step) in lbs.iter().zip(&ubs).zip(&steps) {
        let types: Vec<Type> = iter_args.iter().map(|&v| rw.body().value_type(v)).collect();
        let for_op = scf::ForOp::build(rw, loc, &types, lb, ub, step, &iter_args, None);
        let for_region = for_op.region(rw.body());
        let mut args = vec![(rw.body().value_type(lb), loc)];
        args.extend(types.iter().map(|&t| (t, loc)));
        let saved = rw.insertion_point();
        let block = rw.create_block(for_region, &args);
        if types.is_empty() {
            scf::YieldOp::build(rw, loc, &[]);
        }
        if let Some(ip) = saved {
            rw.set_insertion_point(ip);
        }
        let block_args = rw.body().block_args(block).to_vec();
        ivs.push(block_args[0]);
        iter_args = block_args[1..].to_vec();
        let results: Vec<ValueId> = rw.body().results(for_op.0).collect();
        if first {
            loop_results = results;
            first = false;
        } else if !results.is_empty() {
            let enclosing = rw.body().op_block(for_op.0)?;
            rw.set_insertion_point(InsertionPoint::AtEnd(enclosing));
            scf::YieldOp::build(rw, loc, &results);
        }
        rw.set_insertion_point(InsertionPoint::AtStart(block));
    }
    let new_body = match rw.insertion_point()? {
        InsertionPoint::AtStart(b) | InsertionPoint::AtEnd(b) => b,
        InsertionPoint::Before(o) | InsertionPoint::After(o) => rw.body().op_block(o)?,
    };
    // Merge the reductions into the body, before the `scf.reduce`.
    let reduce_operands: Vec<ValueId> = rw.body().operands(reduce).collect();
    let reduce_regions = rw.body().regions(reduce).to_vec();
    let mut yield_operands = Vec::with_capacity(reduce_regions.len());
    for (i, &r) in reduce_regions.iter().enumerate() {
        let block = *rw.body().blocks(r).first()?;
        let ret = terminator(rw, block)?;
        let arg = *iter_args.get(yield_operands.len())?;
        let operand = *reduce_operands.get(i)?;
        // The returned value, with the reduction's arguments replaced as inlining does.
        let returned = rw.body().operand(ret, 0);
        let block_args = rw.body().block_args(block).to_vec();
        let returned = match block_args.iter().position(|&a| a == returned) {
            Some(0) => arg,
            Some(_) => operand,
            None => returned,
        };
        yield_operands.push(returned);
        rw.erase_op(ret);
        if !rw.inline_block_before(block, par_block, Some(reduce), &[arg, operand]) {
            return None;
        }
    }
    rw.erase_op(reduce);
    // Then the body itself.
    match terminator(rw, new_body) {
        None => {
            if !rw.inline_block_before(par_block, new_body, None, &ivs) {
                return None;
            }
        }
        Some(t) => {
            if !rw.inline_block_before(par_block, new_body, Some(t), &ivs) {
                return None;
            }
        }
    }
    if !yield_operands.is_empty() {
        rw.set_insertion_point(InsertionPoint::AtEnd(new_body));
        scf::YieldOp::build(rw, loc, &yield_operands);
    }
    rw.replace_op(op, &loop_results);
    Some(())
}

fn lower_forall(rw: &mut ConversionPatternRewriter<'_>, op: OpId) -> Option<()> {
    let loc = loc_of(rw, op);
    let results = forall_to_parallel(rw, op, loc)?;
    rw.replace_op(op, &results);
    Some(())
}

/// The patterns of `convert-scf-to-cf` (MLIR's `populateSCFToControlFlowConversionPatterns`).
pub fn populate_scf_to_cf_patterns(set: &mut ConversionPatternSet) {
    let list: [(&'static str, crate::pattern::RewriteFn); 7] = [
        (scf::ForOp::NAME, lower_for),
        (scf::IfOp::NAME, lower_if),
        (scf::ParallelOp::NAME, lower_parallel),
        (scf::WhileOp::NAME, lower_while),
        (scf::ExecuteRegionOp::NAME, lower_execute_region),
        (scf::IndexSwitchOp::NAME, lower_index_switch),
        (scf::ForallOp::NAME, lower_forall),
    ];
    for (root, rewrite) in list {
        set.add(Lowering { root, rewrite });
    }
    set.add(DoWhile);
}

/// The do-while shortcut of `scf.while` (benefit 2).
struct DoWhile;

impl strata_pass::conversion::ConversionPattern for DoWhile {
    fn root(&self) -> Option<&str> {
        Some(scf::WhileOp::NAME)
    }
    fn benefit(&self) -> u16 {
        2
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _adaptor: &strata_pass::conversion::OpAdaptor,
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> bool {
        lower_do_while(rewriter, op).is_some()
    }
}

/// Options of `convert-scf-to-cf`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScfToControlFlowOptions {
    /// `allow-pattern-rollback` (default `true`): upstream's experimental flag for a
    /// conversion without rollback. Strata's conversion always logs its changes; the
    /// output is the same either way, so the flag is accepted and printed only.
    pub allow_pattern_rollback: bool,
}

impl Default for ScfToControlFlowOptions {
    fn default() -> Self {
        ScfToControlFlowOptions {
            allow_pattern_rollback: true,
        }
    }
}

impl PassOptions for ScfToControlFlowOptions {
    fn set(&mut self, key: &str, value: Option<&str>) -> Result<(), OptionError> {
        match key {
            "allow-pattern-rollback" => self.allow_pattern_rollback = parse_bool(key, value)?,
            _ => return Err(OptionError::Unknown(key.to_string())),
        }
        Ok(())
    }
    fn print(&self, out: &mut String) {
        out.push_str(&format!(
            "allow-pattern-rollback={}",
            self.allow_pattern_rollback
        ));
    }
    fn describe(&self) -> Vec<(&'static str, &'static str)> {
        vec![(
            "allow-pattern-rollback",
            "Experimental performance flag to disallow pattern rollback",
        )]
    }
}

/// `convert-scf-to-cf`.
#[derive(Clone, Copy, Debug, Default)]
pub struct ScfToControlFlow {
    /// Its options.
    pub options: ScfToControlFlowOptions,
}

impl Pass for ScfToControlFlow {
    fn argument(&self) -> &'static str {
        "convert-scf-to-cf"
    }
    fn name(&self) -> &'static str {
        "SCFToControlFlowPass"
    }
    fn summary(&self) -> &'static str {
        "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG"
    }
    fn options(&self) -> Option<&dyn PassOptions> {
        Some(&self.options)
    }
    fn options_mut(&mut self) -> Option<&mut dyn PassOptions> {
        Some(&mut self.options)
    }
    fn run(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        _env: &mut PassEnv<'_>,
    ) -> Result<(), Diagnostic> {
        crate::cf_to_llvm::mark_cf_loaded(ctx);
        let mut set = ConversionPatternSet::new();
        populate_scf_to_cf_patterns(&mut set);
        let patterns = set.freeze(ctx);
        let mut target = ConversionTarget::new();
        for name in [
            scf::ForallOp::NAME,
            scf::ForOp::NAME,
            scf::IfOp::NAME,
            scf::IndexSwitchOp::NAME,
            scf::ParallelOp::NAME,
            scf::WhileOp::NAME,
            scf::ExecuteRegionOp::NAME,
        ] {
            target.add_illegal_op(name);
        }
        target.mark_unknown_op_dynamically_legal(|_, _, _| true);
        apply_partial_conversion(
            ctx,
            body,
            op,
            &target,
            &patterns,
            &ConversionConfig::default(),
        )
        .map(|_| ())
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(*self)
    }
}
