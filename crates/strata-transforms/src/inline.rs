//! `inline`: MLIR's `Inliner` pass over the call and callable interfaces. In every symbol
//! table (nested ones first), calls of flat symbols to callables with a body are inlined
//! bottom-up over the call graph's SCCs, with the callables optimized by their
//! `op-pipelines` entry or the default pipeline (as dynamic pipelines of the pass),
//! upstream's recursion rules (self-recursive callees, callees calling the caller back,
//! inline history for calls that appeared by inlining) and per-dialect legality; private
//! callables left without uses are erased.

use rustc_hash::{FxHashMap, FxHashSet};
use strata_ir::Context;
use strata_ir::attributes::AttrData;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::interfaces::Callee;
use strata_ir::ir::{Body, IrMapping, OpId, RegionId};
use strata_ir::location::Location;
use strata_ir::registry::{DialectHooks, InlineDest, InlineSource, InlinerHooks};
use strata_ir::symbols::{op_attr, symbol_name};

use strata_pass::manager::OpPassManager;
use strata_pass::pass::{OptionError, Pass, PassEnv, PassOptions, parse_int};
use strata_pass::pipeline::PipelineError;
use strata_pass::registry::{PassRegistry, current_registry};

/// Options of `inline`, with mlir-opt's names and defaults.
#[derive(Clone, Debug)]
pub struct InlineOptions {
    /// The pipeline run on callables without an entry in `op_pipelines`
    /// (`default-pipeline`, default `canonicalize`; empty: none). Parsed when first
    /// needed for an op name, as upstream.
    pub default_pipeline: String,
    /// Callee/caller size ratio limit in percent (`inlining-threshold`, default
    /// `u32::MAX`: no limit).
    pub inlining_threshold: u32,
    /// Iterations of optimizing and inlining per call-graph SCC (`max-iterations`,
    /// default 4).
    pub max_iterations: u32,
    /// Pipelines for callables of a given op name, each anchored on that name
    /// (`op-pipelines=func.func(cse),...`); `None` when the option was never given. The
    /// first non-empty pipeline for a name is used; an empty one (`func.func()`) leaves
    /// the name to the default pipeline.
    pub op_pipelines: Option<Vec<OpPassManager>>,
    /// The registry the options were parsed with, to build the default pipeline from
    /// (the passes of this crate when `None`).
    pub registry: Option<PassRegistry>,
}

impl Default for InlineOptions {
    fn default() -> Self {
        InlineOptions {
            default_pipeline: "canonicalize".to_string(),
            inlining_threshold: u32::MAX,
            max_iterations: 4,
            op_pipelines: None,
            registry: None,
        }
    }
}

/// Splits a list option value at the commas outside brackets and quotes.
fn split_list(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut depth = 0usize;
    let mut quote = None;
    let mut start = 0;
    for (i, c) in text.char_indices() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None => match c {
                '"' | '\'' => quote = Some(c),
                '(' | '{' | '[' => depth += 1,
                ')' | '}' | ']' => depth = depth.saturating_sub(1),
                ',' if depth == 0 => {
                    out.push(&text[start..i]);
                    start = i + 1;
                }
                _ => {}
            },
        }
    }
    out.push(&text[start..]);
    out
}

/// mlir-opt's report of a pipeline that failed to parse inside `op-pipelines`: the
/// parser's message, then an empty error line.
fn nested_pipeline_report(error: &PipelineError) -> String {
    let mut text = error.render_nested("strata-opt");
    text.push_str("<unknown>:0: error: \n");
    text
}

/// Parses a `uint` option value, with LLVM's message for that type.
fn parse_uint(key: &str, value: Option<&str>) -> Result<u32, OptionError> {
    parse_int(key, value)
        .ok()
        .and_then(|v| u32::try_from(v).ok())
        .ok_or_else(|| OptionError::InvalidValue {
            option: key.to_string(),
            message: format!("'{}' value invalid for uint argument!", value.unwrap_or("")),
        })
}

impl PassOptions for InlineOptions {
    fn set(&mut self, key: &str, value: Option<&str>) -> Result<(), OptionError> {
        match key {
            "default-pipeline" => self.default_pipeline = value.unwrap_or("").to_string(),
            "inlining-threshold" => self.inlining_threshold = parse_uint(key, value)?,
            "max-iterations" => self.max_iterations = parse_uint(key, value)?,
            "op-pipelines" => {
                let registry = current_registry().unwrap_or_else(crate::registry);
                let text = value.unwrap_or("");
                let list = self.op_pipelines.get_or_insert_with(Vec::new);
                if !text.trim().is_empty() {
                    for piece in split_list(text) {
                        let pm = OpPassManager::parse(piece, &registry)
                            .map_err(|e| OptionError::Reported(nested_pipeline_report(&e)))?;
                        list.push(pm);
                    }
                }
                self.registry = Some(registry);
            }
            _ => return Err(OptionError::Unknown(key.to_string())),
        }
        if self.registry.is_none() {
            self.registry = current_registry();
        }
        Ok(())
    }
    fn print(&self, out: &mut String) {
        out.push_str(&format!(
            "default-pipeline={} inlining-threshold={} max-iterations={} ",
            self.default_pipeline, self.inlining_threshold, self.max_iterations
        ));
        if let Some(list) = &self.op_pipelines {
            out.push_str("op-pipelines={");
            for (i, pm) in list.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                pm.print_inline(out);
            }
            out.push('}');
        }
    }
    fn describe(&self) -> Vec<(&'static str, &'static str)> {
        vec![
            (
                "default-pipeline=<string>",
                "The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList",
            ),
            (
                "inlining-threshold=<uint>",
                "If the ratio between the number of the operations in the callee and the number of the operations in the caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to inline it",
            ),
            (
                "max-iterations=<uint>",
                "Maximum number of iterations when inlining within an SCC",
            ),
            (
                "op-pipelines=<pass-manager>",
                "Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)",
            ),
        ]
    }
}

/// The `inline` pass.
#[derive(Clone, Debug, Default)]
pub struct Inline {
    /// Its options.
    pub options: InlineOptions,
}

/// One callable of a symbol table.
struct Node {
    /// The callable op (in the table's body).
    op: OpId,
    /// Indices of the nodes it calls.
    callees: Vec<usize>,
}

/// The region-holding body of `op`: its child body if it is isolated from above.
fn regions_body_mut(body: &mut Body, op: OpId) -> &mut Body {
    if body.child_body(op).is_some() {
        match body.child_body_mut(op) {
            Some(b) => b,
            None => unreachable!("checked above"),
        }
    } else {
        body
    }
}

/// Every op nested in the regions of `op` (of `holder`), all living in
/// `holder.regions_body(op)`; isolated ops are listed but not entered. Pre-order.
fn nested_ops(holder: &Body, op: OpId) -> Vec<OpId> {
    let body = holder.regions_body(op);
    let mut out = Vec::new();
    let mut stack: Vec<OpId> = Vec::new();
    let push_regions = |stack: &mut Vec<OpId>, regions: &[strata_ir::ir::RegionId]| {
        let mut ops = Vec::new();
        for &r in regions {
            for &b in body.blocks(r) {
                ops.extend(body.block_ops(b));
            }
        }
        stack.extend(ops.into_iter().rev());
    };
    push_regions(&mut stack, holder.regions(op));
    while let Some(o) = stack.pop() {
        out.push(o);
        if body.child_body(o).is_none() {
            push_regions(&mut stack, body.regions(o));
        }
    }
    out
}

/// The flat symbol call `op` (an op with the call interface) refers to; calls of values
/// and of nested symbol references are not inlined (as upstream).
fn callee_name<'c>(ctx: &'c Context, body: &Body, op: OpId) -> Option<&'c [u8]> {
    let call = ctx.op_info(body.op(op).name)?.interfaces.call?;
    let Callee::Symbol(attr) = (call.callee)(ctx, body, op)? else {
        return None;
    };
    match ctx.attr_data(attr) {
        AttrData::SymbolRef { root, nested } if nested.is_empty() => {
            Some(ctx.ident_bytes_of(*root))
        }
        _ => None,
    }
}

/// The inliner interface of the dialect of the registered ops named `name`
/// (`DialectHooks::register_inlinable` / `register_inliner`).
fn dialect_inliner(ctx: &Context, name: strata_ir::OpName) -> Option<InlinerHooks> {
    ctx.op_info(name)?;
    let (dialect, _) = ctx.op_name_str(name).split_once('.')?;
    DialectHooks::inliner(ctx, dialect)
}

/// Whether the ops named `name` belong to a registered dialect with an inliner
/// interface.
fn dialect_inlinable(ctx: &Context, name: strata_ir::OpName) -> bool {
    dialect_inliner(ctx, name).is_some()
}

/// Whether `op` has a `no_inline` (unit) attribute.
fn has_no_inline(ctx: &Context, body: &Body, op: OpId) -> bool {
    op_attr(ctx, body, op, "no_inline").is_some()
}

/// Strongly connected components of the call graph, callees before callers (Tarjan's
/// algorithm, iterative).
fn sccs(nodes: &[Node]) -> Vec<Vec<usize>> {
    let n = nodes.len();
    let mut index = vec![usize::MAX; n];
    let mut low = vec![0; n];
    let mut on_stack = vec![false; n];
    let mut stack = Vec::new();
    let mut out = Vec::new();
    let mut next = 0;
    for root in 0..n {
        if index[root] != usize::MAX {
            continue;
        }
        let mut work: Vec<(usize, usize)> = vec![(root, 0)];
        index[root] = next;
        low[root] = next;
        next += 1;
        stack.push(root);
        on_stack[root] = true;
        while let Some(&mut (v, ref mut i)) = work.last_mut() {
            if let Some(&w) = nodes[v].callees.get(*i) {
                *i += 1;
                if index[w] == usize::MAX {
                    index[w] = next;
                    low[w] = next;
                    next += 1;
                    stack.push(w);
                    on_stack[w] = true;
                    work.push((w, 0));
                } else if on_stack[w] {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            work.pop();
            if let Some(&(parent, _)) = work.last() {
                low[parent] = low[parent].min(low[v]);
            }
            if low[v] == index[v] {
                let mut scc = Vec::new();
                while let Some(w) = stack.pop() {
                    on_stack[w] = false;
                    scc.push(w);
                    if w == v {
                        break;
                    }
                }
                out.push(scc);
            }
        }
    }
    out
}

/// The optimization pipelines of one run of the pass, by callable op name (upstream's
/// per-thread `StringMap<OpPassManager>`): the `op-pipelines` entries, and the default
/// pipeline anchored on each other name, built when first needed.
struct Pipelines {
    by_name: FxHashMap<String, Option<OpPassManager>>,
    default: String,
    registry: PassRegistry,
}

impl Pipelines {
    fn new(options: &InlineOptions) -> Self {
        let mut by_name = FxHashMap::default();
        for pm in options.op_pipelines.iter().flatten() {
            // As upstream, the first non-empty pipeline of a name wins.
            if !pm.is_empty() && !by_name.contains_key(pm.anchor_name()) {
                by_name.insert(pm.anchor_name().to_string(), Some(pm.clone()));
            }
        }
        Pipelines {
            by_name,
            default: options.default_pipeline.clone(),
            registry: options.registry.clone().unwrap_or_else(crate::registry),
        }
    }

    /// Runs the pipeline for `op` (a callable of `table`) on it: MLIR's
    /// `optimizeCallable`.
    fn optimize(
        &mut self,
        ctx: &Context,
        table: &mut Body,
        op: OpId,
        env: &mut PassEnv<'_>,
    ) -> Result<(), Diagnostic> {
        let name = ctx.op_name_str(table.op(op).name);
        if !self.by_name.contains_key(name) {
            let pm = if self.default.trim().is_empty() {
                None
            } else {
                let mut pm = OpPassManager::new(name);
                if let Err(e) = pm.add_pipeline(&self.default, &self.registry) {
                    // mlir-opt reports the error and runs what it could parse (nothing).
                    env.emit(Diagnostic::error(
                        ctx.unknown_loc(),
                        e.render_nested("strata-opt").trim_end_matches('\n'),
                    ));
                    pm = OpPassManager::new(name);
                }
                Some(pm)
            };
            self.by_name.insert(name.to_string(), pm);
        }
        let Some(Some(pm)) = self.by_name.get_mut(name) else {
            return Ok(());
        };
        // `table` holds a symbol table's region: folds in the callable may read it.
        let outer = ctx.extension::<strata_ir::symbols::OuterSymbols>();
        let was_marked = outer.mark_table(table, true);
        let result = env.run_pipeline(pm, ctx, table, op);
        if !was_marked {
            outer.mark_table(table, false);
        }
        result.map_err(|e| env.fail(ctx, e))
    }
}

/// Whether `callee` (a callable of `table`) may be inlined at `call` (in `caller_body`,
/// the child body of `caller`): upstream's `shouldInline` (multi-block callees only into
/// regions that may hold several blocks) and the dialect inliner interfaces' legality:
/// the call's dialect, no `no_inline` on the call or the callee, the region hook of the
/// dialect of the destination region's owner, and the op hook of the dialect of every op
/// of the callee (nested ones included), each asked about the destination region.
fn legal_to_inline(
    ctx: &Context,
    table: &Body,
    callee: OpId,
    caller: OpId,
    caller_body: &Body,
    call: OpId,
) -> bool {
    if has_no_inline(ctx, caller_body, call) || has_no_inline(ctx, table, callee) {
        return false;
    }
    let call_name = caller_body.op(call).name;
    if !dialect_inlinable(ctx, call_name)
        || ctx.op_info(call_name).is_some_and(|i| i.traits.terminator)
    {
        return false;
    }
    // The call's dialect decides whether it may inline this callee.
    if dialect_inliner(ctx, call_name)
        .and_then(|h| h.legal_call)
        .is_some_and(|f| !f(ctx, caller_body, call, table, callee))
    {
        return false;
    }
    let Some(region) = callable_region(ctx, table, callee) else {
        return false;
    };
    let Some(cbody) = table.child_body(callee) else {
        return false;
    };
    // The region receiving the callee's body belongs to the caller itself, or to an op
    // nested in it.
    let Some(call_block) = caller_body.op_block(call) else {
        return false;
    };
    let Some(dest_region) = caller_body.block_region(call_block) else {
        return false;
    };
    let parent = caller_body.block_parent_op(call_block);
    let parent_name = match parent {
        Some(p) => caller_body.op(p).name,
        None => table.op(caller).name,
    };
    if cbody.blocks(region).len() > 1 {
        // A multi-block body needs a region that may hold several blocks (one of an op
        // named like the callee, or of an op without `SingleBlock`), and dialects that
        // turn its returns into branches.
        let multi_ok = match parent {
            None => true,
            Some(p) => {
                let name = caller_body.op(p).name;
                name == table.op(callee).name
                    || ctx.op_info(name).is_some_and(|i| !i.traits.single_block)
            }
        };
        let returns_handled = cbody.blocks(region).iter().all(|&block| {
            cbody
                .last_op(block)
                .filter(|&t| is_return_like(ctx, cbody, t))
                .is_none_or(|t| terminator_handler(ctx, cbody, t).is_some())
        });
        if !multi_ok || !returns_handled {
            return false;
        }
    }
    // The callee's arguments stand for the call's operands.
    let mut mapping = IrMapping::new();
    if let Some(entry) = cbody.blocks(region).first()
        && let Some(call_iface) = ctx.op_info(call_name).and_then(|i| i.interfaces.call)
    {
        let range = (call_iface.arg_operands)(ctx, caller_body, call);
        let operands: Vec<_> = caller_body
            .operands(call)
            .skip(range.start)
            .take(range.len())
            .collect();
        let args = cbody.block_args(*entry);
        if args.len() == operands.len() {
            mapping.map_values(args, &operands);
        }
    }
    let dest = InlineDest {
        body: caller_body,
        region: dest_region,
        parent_name,
    };
    let src = InlineSource {
        body: cbody,
        region,
        mapping: &mapping,
    };
    let region_legal = dialect_inliner(ctx, parent_name)
        .is_some_and(|h| h.legal_region.is_none_or(|f| f(ctx, &dest, &src)));
    if !region_legal {
        return false;
    }
    // `builtin.unrealized_conversion_cast` is always legal to inline (as upstream, which
    // special-cases it: the builtin dialect has no inliner interface).
    let cast = ctx.op_name(strata_pass::conversion::UNREALIZED_CONVERSION_CAST);
    nested_ops(table, callee).iter().all(|&o| {
        cbody.child_body(o).is_none()
            && (cbody.op(o).name == cast
                || dialect_inliner(ctx, cbody.op(o).name)
                    .is_some_and(|h| h.legal_op.is_none_or(|f| f(ctx, cbody, o, &dest))))
    })
}

/// Inlines call `call` (in `caller`'s child body) of `callee`, both callables of
/// `table`. Inlined ops get `callsite(callee loc at call loc)` locations unless the call's
/// location is unknown. Returns the calls among the inlined ops, or `None` (nothing
/// changed) if the signatures do not match.
fn inline_call(
    ctx: &Context,
    table: &mut Body,
    callee: OpId,
    caller: OpId,
    call: OpId,
) -> Option<Vec<OpId>> {
    let src = callable_region(ctx, table, callee)?;
    let result_types = ctx
        .op_info(table.op(callee).name)?
        .interfaces
        .callable
        .and_then(|c| (c.signature)(ctx, table, callee))
        .map(|(_, results)| results);
    let cbody = table.child_body(callee)?;
    let entry = *cbody.blocks(src).first()?;
    let callee_args: Vec<_> = cbody.block_args(entry).to_vec();
    let arg_types: Vec<_> = callee_args.iter().map(|&a| cbody.value_type(a)).collect();
    // A copy of the callee's body, so the caller's can be borrowed mutably.
    let mut cbody = cbody.clone();
    let callee_op = table.op(callee);
    let callee_info = strata_ir::registry::InlinedCallee {
        loc: callee_op.loc,
        properties: callee_op.properties,
        attributes: callee_op.attributes,
    };
    let handle_argument = dialect_inliner(ctx, callee_op.name).and_then(|h| h.handle_argument);
    let caller_body = table.child_body_mut(caller)?;
    let call_iface = ctx.op_info(caller_body.op(call).name)?.interfaces.call?;
    let range = (call_iface.arg_operands)(ctx, caller_body, call);
    let operands: Vec<_> = caller_body
        .operands(call)
        .skip(range.start)
        .take(range.len())
        .collect();
    let results: Vec<_> = caller_body.results(call).collect();
    if operands.len() != callee_args.len()
        || operands
            .iter()
            .zip(&arg_types)
            .any(|(&v, &t)| caller_body.value_type(v) != t)
        || result_types.is_some_and(|r| r.len() != results.len())
    {
        return None;
    }
    // Inlined ops and block arguments are located at the call site.
    let call_loc = caller_body.op(call).loc;
    if call_loc != ctx.unknown_loc() {
        cbody.replace_locations(&|loc| Some(stack_locations(ctx, loc, call_loc)));
    }
    // The callee's dialect may replace the values passed (`llvm.byval` copies).
    let mut operands = operands;
    if let Some(handle) = handle_argument {
        for (i, v) in operands.iter_mut().enumerate() {
            *v = handle(ctx, caller_body, call, &callee_info, i, *v);
        }
    }
    let mut mapping = IrMapping::new();
    mapping.map_values(&callee_args, &operands);
    let scratch = caller_body.new_region();
    let cloned = cbody.clone_region_into_body(src, caller_body, scratch, 0, &mut mapping);
    let body = caller_body;
    let (Ok(()), Some(call_block)) = (cloned, body.op_block(call)) else {
        body.clear_region(scratch);
        return None;
    };
    let new_blocks: Vec<_> = body.blocks(scratch).to_vec();
    // The calls among the inlined ops (not entering isolated ops), in order.
    let mut new_calls = Vec::new();
    let mut stack: Vec<OpId> = Vec::new();
    for &b in new_blocks.iter().rev() {
        let ops: Vec<_> = body.block_ops(b).collect();
        stack.extend(ops.into_iter().rev());
    }
    while let Some(o) = stack.pop() {
        let is_call = ctx
            .op_info(body.op(o).name)
            .is_some_and(|i| i.interfaces.call.is_some());
        if is_call {
            new_calls.push(o);
        } else if body.child_body(o).is_none() {
            for &r in body.regions(o).iter().rev() {
                for &b in body.blocks(r).iter().rev() {
                    let ops: Vec<_> = body.block_ops(b).collect();
                    stack.extend(ops.into_iter().rev());
                }
            }
        }
    }
    // The call's dialect post-processes the inlined blocks (still in `scratch`, their
    // returns not yet rewritten) while the call is still there.
    if let Some(process) =
        dialect_inliner(ctx, body.op(call).name).and_then(|h| h.process_inlined_blocks)
    {
        process(ctx, body, call, &new_blocks);
    }
    if let [block] = new_blocks[..] {
        // One block: splice it before the call, the returned values replace the results.
        if let Some(ret) = body.last_op(block) {
            let values: Vec<_> = body.operands(ret).collect();
            for (&r, v) in results.iter().zip(values) {
                body.replace_all_uses(r, v);
            }
            body.erase_op(ret);
        }
        let args: Vec<_> = body.block_args(block).to_vec();
        body.inline_block_before(block, call_block, Some(call), &args);
    } else {
        // Several blocks: split the caller's block at the call, the returns (terminators
        // without successors) branch to the second half, whose new arguments replace the
        // results.
        let (Some(region), Some(index)) =
            (body.block_region(call_block), body.block_index(call_block))
        else {
            body.clear_region(scratch);
            return None;
        };
        let post = body.split_block(call_block, Some(call));
        for &r in &results {
            let ty = body.value_type(r);
            let arg = body.add_block_arg(post, ty, call_loc);
            body.replace_all_uses(r, arg);
        }
        for &block in &new_blocks {
            let Some(ret) = body.last_op(block) else {
                continue;
            };
            if !is_return_like(ctx, body, ret) {
                continue;
            }
            if let Some(handle) = terminator_handler(ctx, body, ret) {
                handle(ctx, body, ret, post);
            }
        }
        body.move_blocks(scratch, region, index + 1);
        let first = new_blocks[0];
        let args: Vec<_> = body.block_args(first).to_vec();
        body.inline_block_before(first, call_block, None, &args);
    }
    body.erase_op(call);
    Some(new_calls)
}

/// `loc` of an inlined op seen from `call`: `callsite(loc at call)`, with the call site
/// appended at the innermost caller of a `loc` that is already a call site chain.
fn stack_locations(ctx: &Context, loc: Location, call: Location) -> Location {
    let mut callees = Vec::new();
    let mut cur = loc.attr(ctx);
    while let AttrData::CallSiteLoc { callee, caller } = ctx.attr_data(cur) {
        callees.push(*callee);
        cur = *caller;
    }
    let mut out = ctx.intern_attr(AttrData::CallSiteLoc {
        callee: cur,
        caller: call.attr(ctx),
    });
    for callee in callees.into_iter().rev() {
        out = ctx.intern_attr(AttrData::CallSiteLoc {
            callee,
            caller: out,
        });
    }
    Location::from_attr(ctx, out)
}

impl Pass for Inline {
    fn argument(&self) -> &'static str {
        "inline"
    }
    fn name(&self) -> &'static str {
        "Inliner"
    }
    fn summary(&self) -> &'static str {
        "Inline function calls"
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
        env: &mut PassEnv<'_>,
    ) -> Result<(), Diagnostic> {
        let mut pipelines = Pipelines::new(&self.options);
        let mut passes = Driver {
            pipelines: &mut pipelines,
            env,
        };
        let reached = nested_ref_leaves(ctx, body, op);
        let regions: Vec<_> = body.regions(op).to_vec();
        let is_table = ctx
            .op_info(body.op(op).name)
            .is_some_and(|i| i.traits.symbol_table);
        let table = regions_body_mut(body, op);
        self.inline_nested_tables(ctx, table, &regions, &mut passes, &reached)?;
        if is_table {
            self.inline_table(ctx, table, &regions, &mut passes, None)?;
        }
        Ok(())
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// What the inliner passes down: the optimization pipelines and the pass environment.
struct Driver<'p, 'e> {
    pipelines: &'p mut Pipelines,
    env: &'p mut PassEnv<'e>,
}

/// One call to consider: the call op, the node holding it, the node it calls, and the
/// inline-history entry it came from (calls that appeared by inlining).
struct ResolvedCall {
    call: OpId,
    source: usize,
    target: usize,
    history: Option<usize>,
}

/// Whether `node` appears in the inline history chain starting at `id`.
fn history_includes(
    history: &[(usize, Option<usize>)],
    node: usize,
    mut id: Option<usize>,
) -> bool {
    while let Some(i) = id {
        let Some(&(n, parent)) = history.get(i) else {
            return false;
        };
        if n == node {
            return true;
        }
        id = parent;
    }
    false
}

impl Inline {
    /// Runs the inliner on every symbol table nested in `regions` of `table` (innermost
    /// first), entering region-holding ops that are not isolated from above.
    fn inline_nested_tables(
        &self,
        ctx: &Context,
        table: &mut Body,
        regions: &[RegionId],
        passes: &mut Driver<'_, '_>,
        reached: &FxHashSet<Vec<u8>>,
    ) -> Result<(), Diagnostic> {
        let mut stack: Vec<RegionId> = regions.to_vec();
        let mut nested = Vec::new();
        while let Some(r) = stack.pop() {
            for &b in table.blocks(r) {
                for o in table.block_ops(b) {
                    if table.child_body(o).is_none() {
                        stack.extend_from_slice(table.regions(o));
                    } else if ctx
                        .op_info(table.op(o).name)
                        .is_some_and(|i| i.traits.symbol_table)
                    {
                        nested.push(o);
                    }
                }
            }
        }
        for o in nested {
            let rs = table.regions(o).to_vec();
            if let Some(child) = table.child_body_mut(o) {
                self.inline_nested_tables(ctx, child, &rs, passes, reached)?;
                self.inline_table(ctx, child, &rs, passes, Some(reached))?;
            }
        }
        Ok(())
    }

    /// Inlines calls between the callables of one symbol table (the ops directly in
    /// `regions`, held by `table`), bottom-up over its call graph. `reached` is `None`
    /// for the outermost table, else the names that nested symbol references from
    /// anywhere end in (a `nested` callable with such a name is never discarded).
    fn inline_table(
        &self,
        ctx: &Context,
        table: &mut Body,
        regions: &[RegionId],
        passes: &mut Driver<'_, '_>,
        reached: Option<&FxHashSet<Vec<u8>>>,
    ) -> Result<(), Diagnostic> {
        let mut top = Vec::new();
        for &r in regions {
            for &b in table.blocks(r) {
                top.extend(table.block_ops(b));
            }
        }
        let mut nodes: Vec<Node> = Vec::new();
        let mut by_name: FxHashMap<Vec<u8>, usize> = FxHashMap::default();
        for &o in &top {
            let callable = ctx
                .op_info(table.op(o).name)
                .and_then(|i| i.interfaces.callable);
            if callable.is_none() {
                continue;
            }
            if let Some(name) = symbol_name(ctx, table, o) {
                by_name.insert(name.to_vec(), nodes.len());
                nodes.push(Node {
                    op: o,
                    callees: Vec::new(),
                });
            }
        }
        let resolve = |fb: &Body, c: OpId| -> Option<usize> {
            by_name.get(callee_name(ctx, fb, c)?).copied()
        };
        let calls_of = |table: &Body, f: OpId| -> Vec<(OpId, usize)> {
            let Some(fb) = table.child_body(f) else {
                return Vec::new();
            };
            nested_ops(table, f)
                .into_iter()
                .filter_map(|c| Some((c, resolve(fb, c)?)))
                .collect()
        };
        for node in nodes.iter_mut() {
            node.callees = calls_of(table, node.op).iter().map(|c| c.1).collect();
        }
        let self_recursive: Vec<bool> = nodes
            .iter()
            .enumerate()
            .map(|(i, n)| n.callees.contains(&i))
            .collect();
        // Symbol uses of each node: from ops outside every node (fixed), and from each
        // node's body (recomputed whenever the body changes), as MLIR's `CGUseList`.
        // Discardable when unused: every non-public symbol (`private` or `nested`), as
        // mlir-opt's inliner; a `nested` one only when no nested reference may reach it.
        let private: Vec<bool> = nodes
            .iter()
            .map(|n| {
                op_attr(ctx, table, n.op, "sym_visibility").is_some_and(|a| {
                    match ctx.attr_data(a) {
                        AttrData::String { value, .. } if &**value == b"private" => true,
                        AttrData::String { value, .. } if &**value == b"nested" => {
                            let name = symbol_name(ctx, table, n.op).map(|v| v.to_vec());
                            reached.is_none_or(|r| name.is_some_and(|x| !r.contains(&x)))
                        }
                        _ => false,
                    }
                })
            })
            .collect();
        let node_of: FxHashMap<OpId, usize> =
            nodes.iter().enumerate().map(|(i, n)| (n.op, i)).collect();
        let mut uses = vec![0usize; nodes.len()];
        let mut refs_from: Vec<Vec<usize>> = vec![Vec::new(); nodes.len()];
        for &t in &top {
            let r = symbol_refs(ctx, table, t, &by_name);
            match node_of.get(&t) {
                Some(&n) => refs_from[n] = r,
                None => r.iter().for_each(|&m| uses[m] += 1),
            }
        }
        for r in &refs_from {
            r.iter().for_each(|&m| uses[m] += 1);
        }
        let recompute =
            |table: &Body, n: usize, uses: &mut Vec<usize>, refs: &mut Vec<Vec<usize>>| {
                for &m in &refs[n] {
                    uses[m] = uses[m].saturating_sub(1);
                }
                refs[n] = symbol_refs(ctx, table, nodes[n].op, &by_name);
                for &m in &refs[n] {
                    uses[m] += 1;
                }
            };
        let mut dead: Vec<usize> = Vec::new();
        let mut is_dead = vec![false; nodes.len()];
        for mut scc in sccs(&nodes) {
            // Declarations are external nodes.
            scc.retain(|&n| has_body(ctx, table, nodes[n].op));
            let mut iteration = 0;
            loop {
                for &n in &scc {
                    // Only callables that can have passes scheduled on them (isolated
                    // from above) are optimized, as upstream.
                    if table.child_body(nodes[n].op).is_some() {
                        passes
                            .pipelines
                            .optimize(ctx, table, nodes[n].op, passes.env)?;
                    }
                    recompute(table, n, &mut uses, &mut refs_from);
                }
                // Calls of the SCC's live nodes to callables with a body; dead nodes
                // (discardable and unused) go away.
                let mut calls: Vec<ResolvedCall> = Vec::new();
                for &n in &scc {
                    if private[n] && uses[n] == 0 {
                        if !is_dead[n] {
                            for &m in &refs_from[n] {
                                uses[m] = uses[m].saturating_sub(1);
                            }
                            refs_from[n].clear();
                            is_dead[n] = true;
                            dead.push(n);
                        }
                        continue;
                    }
                    for (call, target) in calls_of(table, nodes[n].op) {
                        if has_body(ctx, table, nodes[target].op) {
                            calls.push(ResolvedCall {
                                call,
                                source: n,
                                target,
                                history: None,
                            });
                        }
                    }
                }
                let mut history: Vec<(usize, Option<usize>)> = Vec::new();
                let mut changed = false;
                let mut i = 0;
                while i < calls.len() {
                    let ResolvedCall {
                        call,
                        source,
                        target,
                        history: hist,
                    } = calls[i];
                    i += 1;
                    if is_dead[source] || is_dead[target] {
                        continue;
                    }
                    let (caller, callee) = (nodes[source].op, nodes[target].op);
                    if history_includes(&history, target, hist)
                        || self_recursive[target]
                        || source == target
                        || nodes[target].callees.contains(&source)
                    {
                        continue;
                    }
                    let Some(cb) = table.child_body(caller) else {
                        continue;
                    };
                    if cb.is_erased(call)
                        || !legal_to_inline(ctx, table, callee, caller, cb, call)
                        || !profitable(self.options.inlining_threshold, table, callee, caller)
                    {
                        continue;
                    }
                    let Some(new_calls) = inline_call(ctx, table, callee, caller, call) else {
                        continue;
                    };
                    changed = true;
                    history.push((target, hist));
                    let id = history.len() - 1;
                    if let Some(cb) = table.child_body(caller) {
                        for c in new_calls {
                            if let Some(t) = resolve(cb, c)
                                && has_body(ctx, table, nodes[t].op)
                            {
                                calls.push(ResolvedCall {
                                    call: c,
                                    source,
                                    target: t,
                                    history: Some(id),
                                });
                            }
                        }
                    }
                    recompute(table, source, &mut uses, &mut refs_from);
                    if private[target] && uses[target] == 0 {
                        for &m in &refs_from[target] {
                            uses[m] = uses[m].saturating_sub(1);
                        }
                        refs_from[target].clear();
                        is_dead[target] = true;
                        dead.push(target);
                    }
                }
                scc.retain(|&n| !is_dead[n]);
                iteration += 1;
                if !changed || iteration >= self.options.max_iterations {
                    break;
                }
            }
        }
        for n in dead {
            table.erase_op(nodes[n].op);
        }
        Ok(())
    }
}

/// Whether callable `f` (of `table`) has a body (MLIR's callable region).
fn has_body(ctx: &Context, table: &Body, f: OpId) -> bool {
    callable_region(ctx, table, f).is_some()
}

/// The callable region of `f` (of `table`), if it has one.
fn callable_region(ctx: &Context, table: &Body, f: OpId) -> Option<RegionId> {
    let callable = ctx.op_info(table.op(f).name)?.interfaces.callable?;
    let index = (callable.region)(ctx, table, f)?;
    let region = *table.regions(f).get(index)?;
    (!table.regions_body(f).blocks(region).is_empty()).then_some(region)
}

/// Whether the callee is small enough relative to the caller (`inlining-threshold`).
fn profitable(threshold: u32, table: &Body, callee: OpId, caller: OpId) -> bool {
    if threshold == u32::MAX {
        return true;
    }
    let count = |f: OpId| nested_ops(table, f).len() as u64;
    let (callee_ops, caller_ops) = (count(callee), count(caller));
    caller_ops == 0 || callee_ops * 100 / caller_ops <= u64::from(threshold)
}

/// The last names of every nested symbol reference (`@a::@b` gives `b`) in `op` and the
/// ops nested in it.
fn nested_ref_leaves(ctx: &Context, body: &Body, op: OpId) -> FxHashSet<Vec<u8>> {
    let mut out = FxHashSet::default();
    for (b, o) in strata_ir::ir::walk_all_iter(body, op, strata_ir::ir::WalkOrder::PreOrder) {
        strata_ir::symbols::for_each_symbol_ref(ctx, b, o, |a| {
            if let AttrData::SymbolRef { nested, .. } = ctx.attr_data(a)
                && let Some(last) = nested.last()
            {
                out.insert(ctx.ident_bytes_of(*last).to_vec());
            }
        });
    }
    out
}

/// The functions (indices in `by_name`) referred to by `op` (of `table`) and the ops
/// nested in it, once per reference.
fn symbol_refs(
    ctx: &Context,
    table: &Body,
    op: OpId,
    by_name: &FxHashMap<Vec<u8>, usize>,
) -> Vec<usize> {
    let mut out = Vec::new();
    for (b, o) in strata_ir::ir::walk_all_iter(table, op, strata_ir::ir::WalkOrder::PreOrder) {
        strata_ir::symbols::for_each_symbol_ref(ctx, b, o, |a| {
            if let AttrData::SymbolRef { root, .. } = ctx.attr_data(a) {
                out.extend(by_name.get(ctx.ident_bytes_of(*root)).copied());
            }
        });
    }
    out
}

/// Whether `op` is a terminator leaving its region (no successors): a return.
fn is_return_like(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.successors(op).is_empty()
        && ctx
            .op_info(body.op(op).name)
            .is_some_and(|i| i.traits.terminator)
}

/// The hook of `op`'s dialect that turns it into a branch after inlining (MLIR's
/// `DialectInlinerInterface::handleTerminator`), if the dialect has one.
fn terminator_handler(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Option<strata_ir::registry::HandleTerminatorFn> {
    let dialect = ctx.op_name_data(body.op(op).name).dialect();
    DialectHooks::inliner(ctx, dialect)?.handle_terminator
}
