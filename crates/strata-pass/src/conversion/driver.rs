//! The dialect conversion driver: collects the ops to convert, legalizes each one
//! (legal per the target, folded, or rewritten by a pattern whose new ops are legalized
//! recursively, rolling back on failure), then commits the replacements, folds away the
//! unresolved `unrealized_conversion_cast` materializations and legalizes those left
//! (MLIR's `applyPartialConversion` / `applyFullConversion` / `applyAnalysisConversion`).

use std::sync::Arc;

use rustc_hash::FxHashSet;

use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, InsertionPoint, OpBuilder, OpId, Use, ValueDef, ValueId};
use strata_ir::registry::{DialectHooks, FoldResult};
use strata_ir::symbols::OuterSymbols;
use strata_ir::{Context, Location, Type};

use super::UNREALIZED_CONVERSION_CAST;
use super::pattern::{FrozenConversionPatternSet, OpAdaptor};
use super::rewriter::{
    ConversionPatternRewriter, ConversionState, MaterializationKind, body_at,
    build_materialization, insertion_after,
};
use super::target::ConversionTarget;
use super::type_converter::TypeConverter;

/// Prints a type for diagnostics (tools pass `strata_asm`'s printer).
pub type TypePrinter = Arc<dyn Fn(&Context, Type) -> String + Send + Sync>;

/// Options of a conversion (MLIR's `ConversionConfig`).
#[derive(Clone)]
pub struct ConversionConfig {
    /// Try to fold an op that is not legal before applying patterns to it (MLIR's
    /// `FoldingMode::BeforePatterns`, the default).
    pub fold: bool,
    /// Turn the materializations still live at the end into the type converter's
    /// materializations, failing when it has none (MLIR's `buildMaterializations`);
    /// `false` leaves them as `builtin.unrealized_conversion_cast` ops.
    pub build_materializations: bool,
    /// How to print types in diagnostics (`None`: a debug form).
    pub type_printer: Option<TypePrinter>,
}

impl Default for ConversionConfig {
    fn default() -> Self {
        ConversionConfig {
            fold: true,
            build_materializations: true,
            type_printer: None,
        }
    }
}

/// An op found by a conversion: the path of isolated-from-above ops from the root's body
/// to the body holding it, and its id there.
pub type OpRef = (Vec<OpId>, OpId);

/// What a successful partial conversion left behind.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PartialConversionResult {
    /// Ops of unknown legality that could not be legalized (they stay as they were).
    pub unconverted: Vec<OpRef>,
    /// Errors patterns emitted without failing the conversion (MLIR's `emitError` in a
    /// rewrite), in emission order; the pass reports them.
    pub diagnostics: Vec<Diagnostic>,
}

/// How failures are treated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    Partial,
    Full,
    Analysis,
}

/// Legalization recursion limit (patterns re-applying to their own results, in-place
/// folds that keep folding).
const MAX_DEPTH: usize = 256;

/// How many replacement links a commit-time lookup follows at most (guards against cycles).
const MAX_CHAIN: usize = 1 << 16;

/// Collects `root` and the ops nested in it, in pre-order, without entering ops that are
/// recursively legal.
fn conversion_set(
    ctx: &Context,
    target: &ConversionTarget,
    body: &mut Body,
    root: OpId,
) -> Vec<OpRef> {
    let mut out = Vec::new();
    let mut stack: Vec<OpRef> = vec![(Vec::new(), root)];
    while let Some((path, op)) = stack.pop() {
        let Some(b) = body_at(body, &path) else {
            continue;
        };
        out.push((path.clone(), op));
        if target
            .is_legal(ctx, b, op)
            .is_some_and(|d| d.recursively_legal)
        {
            continue;
        }
        let regions = b.regions(op).to_vec();
        let (child_path, rb): (Vec<OpId>, &Body) = match b.child_body(op) {
            Some(c) => {
                let mut p = path.clone();
                p.push(op);
                (p, c)
            }
            None => (path.clone(), &*b),
        };
        let mut kids = Vec::new();
        for r in regions {
            for &blk in rb.blocks(r) {
                kids.extend(rb.block_ops(blk));
            }
        }
        for o in kids.into_iter().rev() {
            stack.push((child_path.clone(), o));
        }
    }
    out
}

/// The location of a value: its defining op's, or its block argument's.
fn value_loc(ctx: &Context, body: &Body, v: ValueId) -> Location {
    match body.value(v).def {
        ValueDef::Result { op, .. } => body.op(op).loc,
        ValueDef::BlockArg { block, index } => body.block_arg_loc(block, index as usize),
        ValueDef::Detached => ctx.unknown_loc(),
    }
}

struct Legalizer<'a> {
    ctx: &'a Context,
    target: &'a ConversionTarget,
    patterns: &'a FrozenConversionPatternSet,
    config: &'a ConversionConfig,
    state: ConversionState,
    active: Vec<usize>,
    depth: usize,
    /// Set when a replacing fold was undone because its constants could not be
    /// legalized (read by the in-place fold that led to it).
    constant_fold_rolled_back: bool,
    /// Symbols of the recorded outer tables that patterns have converted (hidden from
    /// folds from then on), to forget at the end.
    retired: Vec<strata_ir::symbols::RetiredSymbol>,
}

impl Legalizer<'_> {
    fn is_materialization(&self, body: &Body, path: &[OpId], op: OpId) -> bool {
        self.ctx.op_name_str(body.op(op).name) == UNREALIZED_CONVERSION_CAST
            && self
                .state
                .materializations
                .iter()
                .any(|m| m.op == op && m.path == path)
    }

    /// Makes `op` legal: legal already, ignored, folded or rewritten.
    fn legalize(&mut self, body: &mut Body, path: &[OpId], op: OpId) -> bool {
        if body.is_erased(op) || self.target.is_legal(self.ctx, body, op).is_some() {
            return true;
        }
        if self.state.is_ignored(path, op) || self.is_materialization(body, path, op) {
            return true;
        }
        if self.depth >= MAX_DEPTH {
            return false;
        }
        self.depth += 1;
        let ok = (self.config.fold && self.legalize_with_fold(body, path, op))
            || self.legalize_with_pattern(body, path, op);
        self.depth -= 1;
        ok
    }

    fn legalize_with_fold(&mut self, body: &mut Body, path: &[OpId], op: OpId) -> bool {
        let ctx = self.ctx;
        let Some(info) = ctx.op_info(body.op(op).name) else {
            return false;
        };
        let Some(fold) = info.fold else {
            return false;
        };
        if info.traits.constant_like {
            return false;
        }
        let cp = self.state.checkpoint();
        let operands: Vec<ValueId> = body.operands(op).collect();
        let mut consts = Vec::with_capacity(operands.len());
        for v in operands {
            consts.push(match body.value(v).def {
                ValueDef::Result { op: def, .. } => {
                    strata_ir::matchers::folded_constant(ctx, body, def)
                }
                _ => None,
            });
        }
        // The original arguments of the blocks converted so far are, in MLIR, arguments
        // of unlinked blocks until the conversion commits: folds see them in no region
        // (an affine fold does not take one for a valid symbol, for instance).
        let pending = self.state.pending_block_args(path);
        let conv_results = {
            let mut rw = ConversionPatternRewriter::new(ctx, body, path, &mut self.state, None);
            rw.modify_op_in_place(op, |b| {
                b.with_values_detached(&pending, |b| fold(ctx, b, op, &consts))
            })
        };
        let Some(results) = conv_results else {
            self.state.undo_to(body, path, cp);
            return false;
        };
        let own: Vec<ValueId> = body.results(op).collect();
        let in_place = results.is_empty()
            || results
                .iter()
                .zip(&own)
                .all(|(r, &o)| *r == FoldResult::Value(o));
        if in_place {
            // As MLIR: the op changed, so legalization starts again. A failure keeps
            // the in-place fold (the op may stay as it is in a partial conversion),
            // unless the next try folded the op to constants that could not be
            // legalized: that rollback takes the in-place fold with it, as mlir-opt 22
            // leaves llvm.icmp's operand swap undone when the swapped compare folds to
            // an unlegalizable constant. The flag stays set so that the in-place folds
            // leading here are undone too (a chain of `vector.shape_cast`s ending on a
            // constant stays as it was).
            self.constant_fold_rolled_back = false;
            if self.legalize(body, path, op) {
                return true;
            }
            if self.constant_fold_rolled_back {
                self.state.undo_to(body, path, cp);
            }
            return false;
        }
        if results.len() != own.len() {
            self.state.undo_to(body, path, cp);
            return false;
        }
        let dialect = ctx.op_name_data(body.op(op).name).dialect().to_string();
        let materialize = DialectHooks::constant_materializer(ctx, &dialect);
        let loc = body.op(op).loc;
        let mut values = Vec::with_capacity(results.len());
        let mut created = Vec::new();
        let mut failed = false;
        {
            let mut rw = ConversionPatternRewriter::new(ctx, body, path, &mut self.state, None);
            rw.set_insertion_point(InsertionPoint::Before(op));
            for (r, &o) in results.iter().zip(&own) {
                let ty = rw.body().value_type(o);
                match *r {
                    FoldResult::Value(v) if rw.body().value_type(v) == ty => values.push(v),
                    FoldResult::Value(_) => failed = true,
                    FoldResult::Attr(a) => {
                        let made = materialize.and_then(|m| {
                            rw.create_with(|c, b| {
                                let c_op = m(c, b, a, ty, loc)?;
                                if b.num_results(c_op) == 1 {
                                    Some(c_op)
                                } else {
                                    b.erase_op(c_op);
                                    None
                                }
                            })
                        });
                        match made {
                            Some(c) => {
                                created.push(c);
                                values.push(rw.body().result(c, 0));
                            }
                            None => failed = true,
                        }
                    }
                }
                if failed {
                    break;
                }
            }
        }
        if failed {
            self.state.undo_to(body, path, cp);
            return false;
        }
        for c in created {
            if !self.legalize(body, path, c) {
                self.state.undo_to(body, path, cp);
                self.constant_fold_rolled_back = true;
                return false;
            }
        }
        let mut rw = ConversionPatternRewriter::new(ctx, body, path, &mut self.state, None);
        rw.replace_op(op, &values);
        true
    }

    /// The converted operands of `op` for a pattern with `converter`.
    fn remap_operands(
        &mut self,
        body: &mut Body,
        path: &[OpId],
        op: OpId,
        converter: Option<&Arc<TypeConverter>>,
    ) -> Option<OpAdaptor> {
        let operands: Vec<ValueId> = body.operands(op).collect();
        let mut out = Vec::with_capacity(operands.len());
        for v in operands {
            let latest = self.state.lookup_latest(path, v);
            let Some(c) = converter else {
                out.push(latest);
                continue;
            };
            let legal = c.convert_types(self.ctx, body.value_type(v))?;
            if let Some(found) = self.state.lookup_typed(body, path, v, &legal, false) {
                out.push(found);
                continue;
            }
            if latest
                .iter()
                .map(|&x| body.value_type(x))
                .eq(legal.iter().copied())
            {
                out.push(latest);
                continue;
            }
            // A value replaced by several (1:N) has no single-value mapping to record its
            // materialization in: reuse a live one of the same values and types, as MLIR's
            // value mapping (keyed by value vectors) does.
            if latest.len() > 1
                && let Some(m) = self.state.materializations.iter().find(|m| {
                    m.path == path
                        && m.kind == MaterializationKind::Target
                        && !body.is_erased(m.op)
                        && body.operands(m.op).eq(latest.iter().copied())
                        && body
                            .results(m.op)
                            .map(|r| body.value_type(r))
                            .eq(legal.iter().copied())
                })
            {
                out.push(body.results(m.op).collect());
                continue;
            }
            let ip = insertion_after(body, &latest)?;
            let loc = value_loc(self.ctx, body, v);
            let casts = build_materialization(
                self.ctx,
                &mut self.state,
                body,
                path,
                ip,
                loc,
                &latest,
                &legal,
                MaterializationKind::Target,
                Some(c.clone()),
                Some(body.value_type(v)),
            );
            if let [one] = latest.as_slice() {
                self.state.map(path, *one, casts.clone());
            }
            out.push(casts);
        }
        Some(OpAdaptor::new(out))
    }

    fn legalize_with_pattern(&mut self, body: &mut Body, path: &[OpId], op: OpId) -> bool {
        let name = body.op(op).name;
        for idx in self.patterns.patterns_for(name) {
            let pattern = self.patterns.pattern(idx).clone();
            if self.active.contains(&idx) && !pattern.has_bounded_rewrite_recursion() {
                continue;
            }
            let cp = self.state.checkpoint();
            let converter = pattern.type_converter().cloned();
            let Some(adaptor) = self.remap_operands(body, path, op, converter.as_ref()) else {
                self.state.undo_to(body, path, cp);
                continue;
            };
            let matched = {
                let mut rw = ConversionPatternRewriter::new(
                    self.ctx,
                    body,
                    path,
                    &mut self.state,
                    converter,
                );
                rw.set_insertion_point(InsertionPoint::Before(op));
                pattern.match_and_rewrite(op, &adaptor, &mut rw)
            };
            if !matched || !self.state.root_changed_since(cp, path, op) {
                self.state.undo_to(body, path, cp);
                continue;
            }
            self.active.push(idx);
            let ok = self.legalize_results(body, path, cp);
            self.active.pop();
            if ok {
                // A converted symbol op: folds in the bodies that see its table no
                // longer find it (MLIR's lookups find the new op).
                if let Some(key) = self
                    .ctx
                    .extension::<OuterSymbols>()
                    .retire(self.ctx, body, op)
                {
                    self.retired.push(key);
                }
                return true;
            }
            self.state.undo_to(body, path, cp);
        }
        false
    }

    /// Legalizes the ops a pattern created or modified since `cp`.
    fn legalize_results(&mut self, body: &mut Body, path: &[OpId], cp: usize) -> bool {
        for (p, o) in self.state.touched_since(cp) {
            let Some(rel) = p.get(path.len()..) else {
                continue;
            };
            let Some(b) = body_at(body, rel) else {
                continue;
            };
            if b.is_erased(o) || b.op_block(o).is_none() {
                continue;
            }
            if !self.legalize(b, &p, o) {
                return false;
            }
        }
        true
    }

    /// Runs the conversion of `root` (held by `body`).
    fn run(
        &mut self,
        body: &mut Body,
        root: OpId,
        mode: Mode,
    ) -> Result<(Vec<OpRef>, Vec<OpRef>), Diagnostic> {
        let ops = conversion_set(self.ctx, self.target, body, root);
        let mut unconverted = Vec::new();
        let mut legalizable = Vec::new();
        for (path, op) in ops {
            let Some(b) = body_at(body, &path) else {
                continue;
            };
            if b.is_erased(op) || self.state.is_ignored(&path, op) {
                continue;
            }
            if self.legalize(b, &path, op) {
                if mode == Mode::Analysis {
                    legalizable.push((path, op));
                }
                continue;
            }
            let name = self.ctx.op_name_str(b.op(op).name).to_string();
            let loc = b.op(op).loc;
            let message = match mode {
                Mode::Full => Some(format!("failed to legalize operation '{name}'")),
                Mode::Partial if self.target.is_illegal(self.ctx, b, op) => Some(format!(
                    "failed to legalize operation '{name}' that was explicitly marked illegal"
                )),
                _ => None,
            };
            if let Some(message) = message {
                self.state.undo_to(body, &[], 0);
                return Err(Diagnostic::error(loc, message));
            }
            if mode == Mode::Partial {
                unconverted.push((path, op));
            }
        }
        if mode == Mode::Analysis {
            self.state.undo_to(body, &[], 0);
            return Ok((unconverted, legalizable));
        }
        self.state.clear_log();
        self.finalize(body)?;
        Ok((unconverted, legalizable))
    }

    /// The replacement chain of `v` at commit time (MLIR's `lookupOrDefault` with its
    /// composed lookup): `[v]`, then each value's recorded replacement, where values
    /// replaced by several (1:N) continue to the materialization already built from
    /// exactly them, if any.
    fn replacement_chain(&self, body: &Body, path: &[OpId], v: ValueId) -> Vec<Vec<ValueId>> {
        let mut chain = vec![vec![v]];
        let state = self.state.bodies.get(path);
        for _ in 0..MAX_CHAIN {
            let Some(cur) = chain.last() else { break };
            let next = match cur.as_slice() {
                [one] => state.and_then(|s| s.mapping.get(one)).cloned(),
                _ => self
                    .state
                    .materializations
                    .iter()
                    .find(|m| {
                        m.path == path
                            && !body.is_erased(m.op)
                            && body.num_results(m.op) == 1
                            && body.operands(m.op).eq(cur.iter().copied())
                    })
                    .map(|m| body.results(m.op).collect()),
            };
            match next {
                Some(n) if !n.is_empty() && !chain.contains(&n) => chain.push(n),
                _ => break,
            }
        }
        chain
    }

    /// Rewires the live uses of `v` (replaced) to its replacement, materializing one
    /// from its latest replacement values when the types differ (MLIR's
    /// `findOrBuildReplacementValue`); a materialization from one value is recorded as
    /// that value's replacement, so later lookups reuse it. Returns whether `v` had live
    /// uses.
    fn replace_live_uses(
        &mut self,
        body: &mut Body,
        path: &[OpId],
        v: ValueId,
        converter: Option<Arc<TypeConverter>>,
        mapped_to: Option<&FxHashSet<ValueId>>,
    ) -> bool {
        let live: Vec<Use> = body
            .uses(v)
            .iter()
            .filter(|u| !self.state.is_ignored(path, u.op))
            .copied()
            .collect();
        // A value without live uses needs no replacement, unless another replaced value
        // maps to it (its uses will come here): MLIR then builds the replacement at once,
        // so that later lookups through it reuse it.
        if live.is_empty() && !mapped_to.is_some_and(|m| m.contains(&v)) {
            return false;
        }
        let ty = body.value_type(v);
        let chain = self.replacement_chain(body, path, v);
        // The deepest replacement of `v`'s type whose op stays.
        let typed = chain.iter().skip(1).rev().find(|vals| {
            matches!(vals.as_slice(), [one] if body.value_type(*one) == ty)
                && vals.iter().all(|&x| match body.value(x).def {
                    ValueDef::Result { op, .. } => !self.state.is_ignored(path, op),
                    _ => true,
                })
        });
        let repl = match typed {
            Some(vals) => vals[0],
            None => {
                let latest = chain.last().cloned().unwrap_or_else(|| vec![v]);
                let inputs = if latest == [v] { Vec::new() } else { latest };
                let anchor = if inputs.is_empty() {
                    vec![v]
                } else {
                    inputs.clone()
                };
                let Some(ip) = insertion_after(body, &anchor) else {
                    return false;
                };
                let loc = value_loc(self.ctx, body, v);
                let made = build_materialization(
                    self.ctx,
                    &mut self.state,
                    body,
                    path,
                    ip,
                    loc,
                    &inputs,
                    &[ty],
                    MaterializationKind::Source,
                    converter,
                    None,
                )[0];
                if let [one] = inputs.as_slice()
                    && !self
                        .state
                        .bodies
                        .get(path)
                        .is_some_and(|s| s.mapping.contains_key(one))
                {
                    self.state.map(path, *one, vec![made]);
                }
                made
            }
        };
        let any = !live.is_empty();
        for u in live {
            body.set_operand(u.op, u.operand as usize, repl);
        }
        any
    }

    /// Commits the recorded replacements, then reconciles materializations.
    fn finalize(&mut self, root: &mut Body) -> Result<(), Diagnostic> {
        let mut paths: Vec<Vec<OpId>> = self.state.bodies.keys().cloned().collect();
        paths.sort();
        for path in paths {
            let Some(body) = body_at(root, &path) else {
                continue;
            };
            let commits = self
                .state
                .bodies
                .get(&path)
                .map(|s| s.commits.clone())
                .unwrap_or_default();
            // In the order the replacements were recorded (MLIR commits its rewrites in
            // order), so that a block's converted arguments get their materializations
            // before the ops replaced later reuse them. Repeated until no replaced value
            // is used: a replacement value may itself be replaced earlier in the log (an
            // argument a fold returned, a constant its own pattern then converted).
            // The values some replacement maps to (MLIR's `isMappedTo`), for the first round.
            let mapped_to: FxHashSet<ValueId> = self
                .state
                .bodies
                .get(&path)
                .map(|s| s.mapping.values().flatten().copied().collect())
                .unwrap_or_default();
            for round in 0..MAX_DEPTH {
                let mut changed = false;
                let mapped = (round == 0).then_some(&mapped_to);
                for c in &commits {
                    match c {
                        super::rewriter::Commit::Op { op, converter } => {
                            let results: Vec<ValueId> = body.results(*op).collect();
                            for r in results {
                                changed |= self.replace_live_uses(
                                    body,
                                    &path,
                                    r,
                                    converter.clone(),
                                    mapped,
                                );
                            }
                        }
                        super::rewriter::Commit::Block {
                            orig_args,
                            converter,
                            ..
                        } => {
                            for &a in orig_args {
                                changed |= self.replace_live_uses(
                                    body,
                                    &path,
                                    a,
                                    converter.clone(),
                                    mapped,
                                );
                            }
                        }
                    }
                }
                if !changed {
                    break;
                }
            }
            for c in &commits {
                if let super::rewriter::Commit::Op { op, .. } = c
                    && !body.is_erased(*op)
                {
                    body.erase_op(*op);
                }
            }
            for c in &commits {
                if let super::rewriter::Commit::Block {
                    block, orig_args, ..
                } = c
                {
                    let args = body.block_args(*block);
                    let indices: Vec<usize> = orig_args
                        .iter()
                        .filter_map(|a| args.iter().position(|x| x == a))
                        .collect();
                    body.erase_block_args(*block, &indices);
                }
            }
        }
        self.state.clear_log();
        self.reconcile(root)
    }

    fn type_list(&self, body: &Body, values: impl Iterator<Item = ValueId>) -> String {
        values
            .map(|v| {
                let ty = body.value_type(v);
                let text = match &self.config.type_printer {
                    Some(p) => p(self.ctx, ty),
                    None => format!("{:?}", self.ctx.type_data(ty)),
                };
                format!("'{text}'")
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Folds cast chains that round-trip, erases dead materializations and turns the
    /// remaining ones into the type converter's materializations.
    fn reconcile(&mut self, root: &mut Body) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let mats = std::mem::take(&mut self.state.materializations);
        let cast_name = ctx.op_name(UNREALIZED_CONVERSION_CAST);
        for m in &mats {
            let Some(body) = body_at(root, &m.path) else {
                continue;
            };
            if body.is_erased(m.op) {
                continue;
            }
            let outs: Vec<ValueId> = body.results(m.op).collect();
            let out_types: Vec<Type> = outs.iter().map(|&v| body.value_type(v)).collect();
            let mut cur = m.op;
            for _ in 0..MAX_DEPTH {
                let inputs: Vec<ValueId> = body.operands(cur).collect();
                let types_match = inputs
                    .iter()
                    .map(|&v| body.value_type(v))
                    .eq(out_types.iter().copied());
                if !inputs.is_empty() && types_match {
                    for (&o, &i) in outs.iter().zip(&inputs) {
                        body.replace_all_uses(o, i);
                    }
                    body.erase_op(m.op);
                    break;
                }
                // Step to the cast producing exactly these inputs, if any.
                let parent = match inputs.first().map(|&v| body.value(v).def) {
                    Some(ValueDef::Result { op: p, .. }) => p,
                    _ => break,
                };
                let whole = body.op(parent).name == cast_name
                    && body.num_results(parent) == inputs.len()
                    && body.results(parent).eq(inputs.iter().copied());
                if !whole {
                    break;
                }
                cur = parent;
            }
        }
        // Erase dead materializations (users first).
        loop {
            let mut changed = false;
            for m in mats.iter().rev() {
                let Some(body) = body_at(root, &m.path) else {
                    continue;
                };
                if !body.is_erased(m.op) && body.results(m.op).all(|r| body.uses(r).is_empty()) {
                    body.erase_op(m.op);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        for m in &mats {
            let Some(body) = body_at(root, &m.path) else {
                continue;
            };
            if body.is_erased(m.op) {
                continue;
            }
            let Some(converter) = m.converter.clone() else {
                continue;
            };
            let inputs: Vec<ValueId> = body.operands(m.op).collect();
            let outs: Vec<ValueId> = body.results(m.op).collect();
            let loc = body.op(m.op).loc;
            let made = if let [out] = outs.as_slice() {
                let ty = body.value_type(*out);
                let mut b = OpBuilder::at(ctx, body, InsertionPoint::Before(m.op));
                let v = match m.kind {
                    MaterializationKind::Source => {
                        converter.materialize_source(ctx, &mut b, ty, &inputs, loc)
                    }
                    MaterializationKind::Target => converter.materialize_target_with_original(
                        ctx, &mut b, ty, &inputs, loc, m.original,
                    ),
                };
                v.filter(|&v| body.value_type(v) == ty)
            } else {
                None
            };
            match made {
                Some(v) => {
                    body.replace_all_uses(outs[0], v);
                    body.erase_op(m.op);
                }
                None if self.config.build_materializations => {
                    let message = format!(
                        "failed to legalize unresolved materialization from ({}) to ({}) that remained live after conversion",
                        self.type_list(body, inputs.into_iter()),
                        self.type_list(body, outs.into_iter()),
                    );
                    return Err(Diagnostic::error(loc, message));
                }
                None => {}
            }
        }
        Ok(())
    }
}

fn run(
    ctx: &Context,
    body: &mut Body,
    root: OpId,
    target: &ConversionTarget,
    patterns: &FrozenConversionPatternSet,
    config: &ConversionConfig,
    mode: Mode,
) -> Result<RunOutcome, Diagnostic> {
    let mut l = Legalizer {
        ctx,
        target,
        patterns,
        config,
        state: ConversionState::default(),
        active: Vec::new(),
        depth: 0,
        constant_fold_rolled_back: false,
        retired: Vec::new(),
    };
    let keys = register_outer_symbols(ctx, body, root);
    let out = l.run(body, root, mode);
    ctx.extension::<OuterSymbols>().clear_keys(&keys);
    ctx.extension::<OuterSymbols>().unretire(&l.retired);
    let diagnostics = std::mem::take(&mut l.state.diagnostics);
    out.map(|(a, b)| (a, b, diagnostics))
}

/// Records, for every body nested under `root` (held by `body`), what it sees of the
/// symbol tables around it (`OuterSymbols`), so that folds during the conversion can
/// read, e.g., a constant `memref.global` as canonicalize's do; returns the keys to
/// clear afterwards.
fn register_outer_symbols(ctx: &Context, body: &Body, root: OpId) -> Vec<usize> {
    let outer = ctx.extension::<OuterSymbols>();
    let mut keys = Vec::new();
    let mut stack = vec![(body, root)];
    while let Some((parent, op)) = stack.pop() {
        let Some(child) = parent.child_body(op) else {
            // Not isolated: its regions live in `parent`, its nested ops are visited there.
            for &r in parent.regions(op) {
                for &b in parent.blocks(r) {
                    stack.extend(parent.block_ops(b).map(|o| (parent, o)));
                }
            }
            continue;
        };
        let regions = parent.regions(op);
        let table = if ctx
            .op_info(parent.op(op).name)
            .is_some_and(|i| i.traits.symbol_table)
        {
            Some(OuterSymbols::snapshot(ctx, child, regions))
        } else {
            outer.enclosing(ctx, parent, op)
        };
        if let Some(t) = table {
            outer.set(child, t);
            keys.push(OuterSymbols::key(child));
        }
        for &r in regions {
            for &b in child.blocks(r) {
                stack.extend(child.block_ops(b).map(|o| (child, o)));
            }
        }
    }
    keys
}

/// What a conversion run found: the ops left unconverted, the ops found legalizable (for
/// the analysis mode) and the errors patterns emitted.
type RunOutcome = (Vec<OpRef>, Vec<OpRef>, Vec<Diagnostic>);

/// Converts `root` (held by `body`) and everything nested in it so that every op is legal
/// or of unknown legality; fails if an explicitly illegal op remains, leaving the IR as it
/// was (MLIR's `applyPartialConversion`).
pub fn apply_partial_conversion(
    ctx: &Context,
    body: &mut Body,
    root: OpId,
    target: &ConversionTarget,
    patterns: &FrozenConversionPatternSet,
    config: &ConversionConfig,
) -> Result<PartialConversionResult, Diagnostic> {
    let (unconverted, _, diagnostics) =
        run(ctx, body, root, target, patterns, config, Mode::Partial)?;
    Ok(PartialConversionResult {
        unconverted,
        diagnostics,
    })
}

/// Converts `root` and everything nested in it so that every op is legal; fails on the
/// first op that cannot be legalized, leaving the IR as it was (MLIR's
/// `applyFullConversion`).
pub fn apply_full_conversion(
    ctx: &Context,
    body: &mut Body,
    root: OpId,
    target: &ConversionTarget,
    patterns: &FrozenConversionPatternSet,
    config: &ConversionConfig,
) -> Result<(), Diagnostic> {
    run(ctx, body, root, target, patterns, config, Mode::Full).map(|_| ())
}

/// Finds which ops of `root` could be legalized, then undoes everything: the IR is left
/// unchanged (MLIR's `applyAnalysisConversion`).
pub fn apply_analysis_conversion(
    ctx: &Context,
    body: &mut Body,
    root: OpId,
    target: &ConversionTarget,
    patterns: &FrozenConversionPatternSet,
    config: &ConversionConfig,
) -> Result<Vec<OpRef>, Diagnostic> {
    run(ctx, body, root, target, patterns, config, Mode::Analysis).map(|(_, l, _)| l)
}
