//! `convert-cf-to-llvm` (MLIR's `ConvertControlFlowToLLVMPass`): `cf.br`, `cf.cond_br`
//! and `cf.switch` become `llvm.br`, `llvm.cond_br` and `llvm.switch`, converting the
//! signatures of their destination blocks; `cf.assert` splits its block and branches to a
//! failure block that prints the message with `puts` and calls `abort`. The message
//! globals and the `puts`/`abort` declarations are created at the start of the module
//! before the conversion (the patterns only see the function's body), in the order
//! upstream's pattern creates them. Option `index-bitwidth`.

use strata_ir::attributes::DenseData;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{
    BlockId, Body, InsertionPoint, OpBuilder, OpId, ValueId, WalkOrder, WalkResult,
};
use strata_ir::symbols::op_attr;
use strata_ir::{AttrData, Context, Signedness, Type, TypeData};
use strata_llvm::types as lt;
use strata_pass::conversion::{
    ConversionConfig, ConversionPatternRewriter, ConversionPatternSet, OpAdaptor,
    apply_partial_conversion,
};
use strata_pass::pass::{Pass, PassEnv, PassOptions};

use strata_dialects::cf;

use crate::arith_to_llvm::IndexBitwidthOptions;
use crate::llvm_common::LlvmTypeConverter;
use crate::llvm_common::pattern::{LlvmLowering, llvm_conversion_target};

/// The discardable attribute carrying, from the module-level preparation to the
/// `cf.assert` pattern, the name of the assertion's message global.
const MSG_GLOBAL_ATTR: &str = "strata.assert_msg_global";

/// Adds the `cf` to `llvm` patterns (MLIR's `populateControlFlowToLLVMConversionPatterns`
/// and `populateAssertToLLVMConversionPattern`).
pub fn populate_cf_to_llvm_patterns(set: &mut ConversionPatternSet, tc: &LlvmTypeConverter) {
    let lowering = |root, rewrite| LlvmLowering::new(root, rewrite, tc);
    set.add(lowering(cf::AssertOp::NAME, lower_assert));
    set.add(lowering(cf::BranchOp::NAME, lower_br));
    set.add(lowering(cf::CondBranchOp::NAME, lower_cond_br));
    set.add(lowering(cf::SwitchOp::NAME, lower_switch));
}

/// Converts the signature of `block` so that it takes `expected` (MLIR's
/// `getConvertedBlock`); `None` if the block's converted signature differs.
fn converted_block(
    rw: &mut ConversionPatternRewriter<'_>,
    tc: &LlvmTypeConverter,
    block: BlockId,
    expected: &[Type],
) -> Option<BlockId> {
    let ctx = rw.ctx();
    let args = rw.live_block_args(block);
    let types: Vec<Type> = args.iter().map(|&a| rw.body().value_type(a)).collect();
    if types == expected {
        return Some(block);
    }
    let conversion = tc.type_converter().convert_signature(ctx, &types)?;
    if conversion.converted_types() != expected {
        return None;
    }
    rw.apply_signature_conversion(block, &conversion)
        .then_some(block)
}

fn types_of(rw: &ConversionPatternRewriter<'_>, values: &[ValueId]) -> Vec<Type> {
    values.iter().map(|&v| rw.body().value_type(v)).collect()
}

/// The converted operands of `op` from `start`, grouped by successor.
fn successor_groups(
    rw: &ConversionPatternRewriter<'_>,
    op: OpId,
    adaptor: &OpAdaptor,
    start: usize,
) -> (Vec<BlockId>, Vec<Vec<ValueId>>) {
    let mut next = start;
    let mut blocks = Vec::new();
    let mut groups = Vec::new();
    for s in rw.body().successors(op) {
        let n = s.num_operands as usize;
        let group: Vec<ValueId> = (next..next + n)
            .flat_map(|i| adaptor.get_all(i).to_vec())
            .collect();
        next += n;
        blocks.push(s.block);
        groups.push(group);
    }
    (blocks, groups)
}

/// Copies the discardable attributes of `from` onto `to`.
fn copy_discardable(rw: &mut ConversionPatternRewriter<'_>, from: OpId, to: OpId) {
    let attrs = rw.body().op(from).attributes;
    let ctx = rw.ctx();
    if ctx.dictionary_entries(attrs).is_empty() {
        return;
    }
    rw.modify_op_in_place(to, |b| b.op_mut(to).attributes = attrs);
}

fn lower_br(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    adaptor: &OpAdaptor,
    tc: &LlvmTypeConverter,
) -> Option<()> {
    let loc = rw.body().op(op).loc;
    let (blocks, groups) = successor_groups(rw, op, adaptor, 0);
    let expected = types_of(rw, &groups[0]);
    let dest = converted_block(rw, tc, *blocks.first()?, &expected)?;
    let new = strata_llvm::BrOp::build(rw, loc, &groups[0], None, dest);
    copy_discardable(rw, op, new.0);
    rw.replace_op(op, &[]);
    Some(())
}

fn lower_cond_br(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    adaptor: &OpAdaptor,
    tc: &LlvmTypeConverter,
) -> Option<()> {
    let ctx = rw.ctx();
    let loc = rw.body().op(op).loc;
    let cond = adaptor.get(0)?;
    let (blocks, groups) = successor_groups(rw, op, adaptor, 1);
    if blocks.len() != 2 {
        return None;
    }
    let t = types_of(rw, &groups[0]);
    let true_dest = converted_block(rw, tc, blocks[0], &t)?;
    let f = types_of(rw, &groups[1]);
    let false_dest = converted_block(rw, tc, blocks[1], &f)?;
    let weights = op_attr(ctx, rw.body(), op, "branch_weights");
    let new = strata_llvm::CondBrOp::build(
        rw, loc, cond, &groups[0], &groups[1], weights, None, true_dest, false_dest,
    );
    copy_discardable(rw, op, new.0);
    rw.replace_op(op, &[]);
    Some(())
}

fn lower_switch(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    adaptor: &OpAdaptor,
    tc: &LlvmTypeConverter,
) -> Option<()> {
    let ctx = rw.ctx();
    let loc = rw.body().op(op).loc;
    let flag = adaptor.get(0)?;
    let (blocks, groups) = successor_groups(rw, op, adaptor, 1);
    let mut dests = Vec::with_capacity(blocks.len());
    for (b, g) in blocks.iter().zip(&groups) {
        let expected = types_of(rw, g);
        dests.push(converted_block(rw, tc, *b, &expected)?);
    }
    let (&default_dest, case_dests) = dests.split_first()?;
    let case_values = op_attr(ctx, rw.body(), op, "case_values");
    let segments = op_attr(ctx, rw.body(), op, "case_operand_segments")?;
    let case_ops: Vec<ValueId> = groups[1..].iter().flatten().copied().collect();
    strata_llvm::SwitchOp::build(
        rw,
        loc,
        flag,
        &groups[0],
        &case_ops,
        case_values,
        segments,
        None,
        default_dest,
        case_dests,
    );
    rw.replace_op(op, &[]);
    Some(())
}

/// `cf.assert %c, "msg"`: the block is split at the assertion; the failure block
/// (appended to the region) prints the message and aborts.
fn lower_assert(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    adaptor: &OpAdaptor,
    _tc: &LlvmTypeConverter,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = body.op(op).loc;
    let global = match ctx.attr_data(op_attr(ctx, body, op, MSG_GLOBAL_ATTR)?) {
        AttrData::String { value, .. } => String::from_utf8_lossy(value).into_owned(),
        _ => return None,
    };
    let msg_len = assert_message(ctx, body, op)?.len() + 1;
    let cond = adaptor.get(0)?;
    let block = body.op_block(op)?;
    let region = body.block_region(block)?;
    let cont = rw.split_block(block, Some(op));
    let failure = rw.create_block(region, &[]);
    rw.set_insertion_point(InsertionPoint::AtEnd(failure));
    let ptr = lt::ptr_type(ctx, 0);
    let i8t = ctx.integer_type(8, Signedness::Signless);
    let array = lt::array_type(ctx, i8t, msg_len as u64).ok()?;
    let addr = strata_llvm::AddressOfOp::build(rw, loc, ptr, symbol_ref(ctx, &global));
    let addr = rw.body().result(addr.0, 0);
    let gep = strata_llvm::GEPOp::build_mixed(
        rw,
        loc,
        ptr,
        array,
        addr,
        &[strata_llvm::GepArg::Const(0)],
        0,
    );
    let gep = rw.body().result(gep.0, 0);
    strata_llvm::CallOp::build_direct(rw, loc, None, "puts", &[gep]);
    strata_llvm::CallOp::build_direct(rw, loc, None, "abort", &[]);
    strata_llvm::UnreachableOp::build(rw, loc);
    rw.set_insertion_point(InsertionPoint::AtEnd(block));
    strata_llvm::CondBrOp::build(rw, loc, cond, &[], &[], None, None, cont, failure);
    rw.erase_op(op);
    Some(())
}

fn symbol_ref(ctx: &Context, name: &str) -> strata_ir::Attribute {
    ctx.intern_attr(AttrData::SymbolRef {
        root: ctx.ident(name),
        nested: Box::new([]),
    })
}

/// The message bytes of a `cf.assert`.
fn assert_message(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<u8>> {
    match ctx.attr_data(op_attr(ctx, body, op, "msg")?) {
        AttrData::String { value, .. } => Some(value.to_vec()),
        _ => None,
    }
}

/// Creates, at the start of the module `module` (held by `body`), the message global of
/// every `cf.assert` whose nearest symbol table it is and the `puts`/`abort` declarations, as upstream's
/// pattern does when it converts each assertion in turn; records each global's name on
/// its assertion. Returns the created ops in creation order, each with the pre-order
/// position (below `module`) of the assertion that needed it, so that `convert-to-llvm`
/// can order them with other dialects' declarations as upstream's single conversion does.
pub(crate) fn prepare_asserts(ctx: &Context, body: &mut Body, module: OpId) -> Vec<(usize, OpId)> {
    // The assertions, in conversion (pre-)order, with their pre-order position.
    let mut found: Vec<(usize, Vec<u8>)> = Vec::new();
    let mut position = 0;
    crate::llvm_common::walk_table(ctx, body, module, |b, o| {
        if cf::AssertOp::isa(ctx, b, o)
            && let Some(m) = assert_message(ctx, b, o)
        {
            found.push((position, m));
        }
        position += 1;
    });
    let mut created = Vec::new();
    if found.is_empty() {
        return created;
    }
    let Some((mb, block, mut existing)) =
        crate::llvm_common::module_block_symbols(ctx, body, module)
    else {
        return created;
    };
    let loc = ctx.unknown_loc();
    let mut names = Vec::new();
    for (position, msg) in found {
        let mut name = "assert_msg".to_string();
        let mut counter = 0;
        while existing.iter().any(|e| e == name.as_bytes()) {
            name = format!("assert_msg_{counter}");
            counter += 1;
        }
        existing.push(name.as_bytes().to_vec());
        let mut bytes = msg;
        bytes.push(0);
        let i8t = ctx.integer_type(8, Signedness::Signless);
        let Ok(array) = lt::array_type(ctx, i8t, bytes.len() as u64) else {
            return created;
        };
        let tensor = ctx.intern_type(TypeData::RankedTensor {
            shape: Box::new([bytes.len() as i64]),
            element: i8t,
            encoding: None,
        });
        let value = ctx.intern_attr(AttrData::DenseElements {
            ty: tensor,
            data: DenseData::Numeric {
                splat: false,
                raw: bytes.into_boxed_slice(),
            },
        });
        let mut b = OpBuilder::at(ctx, mb, InsertionPoint::AtStart(block));
        let global = strata_llvm::GlobalOp::build(
            &mut b,
            loc,
            ctx.type_attr(array),
            Some(ctx.unit_attr()),
            ctx.string_attr(name.as_bytes()),
            strata_llvm::attrs::linkage_attr(ctx, "private"),
            None,
            None,
            None,
            Some(value),
            None,
            None,
            None,
            None,
            None,
            None,
            None,
            None,
        );
        created.push((position, global.id()));
        let ptr = lt::ptr_type(ctx, 0);
        let void = lt::void_type(ctx);
        for (fname, params) in [("puts", vec![ptr]), ("abort", vec![])] {
            if existing.iter().any(|n| n == fname.as_bytes()) {
                continue;
            }
            let Ok(fty) = lt::func_type(ctx, void, &params, false) else {
                return created;
            };
            let decl = crate::llvm_common::declare_at_start(ctx, mb, block, fname, fty);
            created.push((position, decl));
            existing.push(fname.as_bytes().to_vec());
        }
        names.push(name);
    }
    // Record each assertion's global, in the same order.
    let mut names = names.into_iter();
    crate::llvm_common::walk_table(ctx, body, module, |b, o| {
        if cf::AssertOp::isa(ctx, b, o)
            && assert_message(ctx, b, o).is_some()
            && let Some(n) = names.next()
        {
            let attr = ctx.string_attr(n.as_bytes());
            b.set_discardable_attr(ctx, o, MSG_GLOBAL_ATTR, attr);
        }
    });
    created
}

/// Set when a pass that depends on the `cf` dialect (`convert-scf-to-cf`) ran in this
/// context: upstream's pass manager loads the dependent dialects of a pipeline's passes
/// before running it, so `cf` is loaded for the rest of the pipeline.
#[derive(Default)]
pub struct CfDialectLoaded(pub std::sync::atomic::AtomicBool);

/// Records that `cf` is loaded in `ctx` (see [`CfDialectLoaded`]).
pub fn mark_cf_loaded(ctx: &Context) {
    ctx.extension::<CfDialectLoaded>()
        .0
        .store(true, std::sync::atomic::Ordering::Relaxed);
}

/// Whether an op of the `cf` or `func` dialect is nested in `root` (upstream's `cf`
/// dialect is then loaded).
fn has_cf_op(ctx: &Context, body: &Body, root: OpId) -> bool {
    let mut found = false;
    strata_ir::ir::walk_all(body, root, WalkOrder::PreOrder, |b, o| {
        // `func` depends on `cf`, which loading it loads.
        if matches!(ctx.op_name_data(b.op(o).name).dialect(), "cf" | "func") {
            found = true;
            return WalkResult::Interrupt;
        }
        WalkResult::Advance
    });
    found
}

/// Removes the message-global markers left on assertions that were not converted.
pub(crate) fn clear_markers(ctx: &Context, body: &mut Body, module: OpId) {
    crate::llvm_common::clear_marker(ctx, body, module, MSG_GLOBAL_ATTR);
}

/// `convert-cf-to-llvm`.
#[derive(Clone, Copy, Debug, Default)]
pub struct CfToLlvm {
    /// Its options.
    pub options: IndexBitwidthOptions,
}

impl Pass for CfToLlvm {
    fn argument(&self) -> &'static str {
        "convert-cf-to-llvm"
    }
    fn name(&self) -> &'static str {
        "ConvertControlFlowToLLVMPass"
    }
    fn summary(&self) -> &'static str {
        "Convert ControlFlow operations to the LLVM dialect"
    }
    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
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
        crate::llvm_common::for_each_symbol_table(ctx, body, op, &mut |b, t| {
            prepare_asserts(ctx, b, t);
        });
        let tc = LlvmTypeConverter::new(self.options.lowering_options());
        let mut set = ConversionPatternSet::new();
        populate_cf_to_llvm_patterns(&mut set, &tc);
        let patterns = set.freeze(ctx);
        // Upstream treats every op whose dialect is not `cf` as legal, comparing the op's
        // dialect with the loaded `cf` dialect: ops of unregistered dialects (no dialect)
        // are then illegal when `cf` is not loaded, i.e. when the input has no `cf` or `func` op.
        let cf_loaded = has_cf_op(ctx, body, op)
            || ctx
                .extension::<CfDialectLoaded>()
                .0
                .load(std::sync::atomic::Ordering::Relaxed);
        let mut target = llvm_conversion_target();
        target.mark_unknown_op_dynamically_legal(move |ctx, body, op| {
            let data = ctx.op_name_data(body.op(op).name);
            let dialect = data.dialect();
            if dialect == "cf" {
                return false;
            }
            cf_loaded || ctx.is_dialect_registered(dialect)
        });
        let out = apply_partial_conversion(
            ctx,
            body,
            op,
            &target,
            &patterns,
            &ConversionConfig::default(),
        )
        .map(|_| ());
        clear_markers(ctx, body, op);
        out
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(*self)
    }
}
