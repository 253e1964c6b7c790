//! Printing of operations, regions and blocks (generic form, or the custom form through
//! the op's registered hook), and the matching walk that discovers aliases in printing
//! order. The operations of the top-level op's blocks can be walked and printed in chunks
//! on several threads ([`Split`]).
//!
//! Both walks recurse once per level of region nesting, which the parser bounds.

use smallvec::SmallVec;
use strata_ir::attributes::{AttrData, NamedAttribute};
use strata_ir::ir::{BlockId, Body, OpId, RegionId};
use strata_ir::types::TypeData;
use strata_ir::{Attribute, Context, Location};

use super::alias::AliasCollector;
use super::asm::{DistinctIds, Elision, Printer};
use super::names::SsaNames;
use super::parallel::{Split, run_indexed};
use super::text::{push_indent, push_quoted, push_u64};
use crate::custom::printer::Mode;
use crate::custom::{CustomAsm, OpAsmPrinter, custom_asm};

/// Spaces per nesting level.
const INDENT: usize = 2;

/// Op-level print settings.
#[derive(Clone, Copy, Debug)]
pub(crate) struct OpFlags {
    /// Always print the generic form.
    pub(crate) generic: bool,
    /// Print `loc(...)` after operations and block arguments.
    pub(crate) debug_info: bool,
}

/// The custom syntaxes looked up so far, by op name. The registry's lookup takes shared
/// locks, which threads printing at the same time would contend on.
#[derive(Default)]
pub(crate) struct AsmMemo(rustc_hash::FxHashMap<strata_ir::OpName, Option<CustomAsm>>);

impl AsmMemo {
    /// The custom syntax of `name` ([`custom_asm`]).
    #[inline]
    pub(crate) fn get(&mut self, ctx: &Context, name: strata_ir::OpName) -> Option<CustomAsm> {
        *self.0.entry(name).or_insert_with(|| custom_asm(ctx, name))
    }
}

/// How an operation is printed.
#[derive(Clone, Copy)]
enum Form {
    Generic,
    Custom(CustomAsm),
}

fn form_of(ctx: &Context, body: &Body, op: OpId, flags: OpFlags, asm: &mut AsmMemo) -> Form {
    if flags.generic {
        return Form::Generic;
    }
    match asm.get(ctx, body.op(op).name) {
        Some(asm) => Form::Custom(asm),
        None => Form::Generic,
    }
}

/// The inherent and discardable attributes of a registered op, merged and sorted by name
/// (what `Operation::getAttrs` returns); just the discardable ones for unregistered ops.
pub(crate) fn all_attrs(ctx: &Context, body: &Body, op: OpId) -> SmallVec<[NamedAttribute; 4]> {
    let d = body.op(op);
    let mut v: SmallVec<[NamedAttribute; 4]> = ctx
        .dictionary_entries(d.attributes)
        .iter()
        .copied()
        .collect();
    if let Some(props) = d.properties
        && ctx.op_info(d.name).is_some()
    {
        let before = v.len();
        v.extend(ctx.dictionary_entries(props).iter().copied());
        if v.len() != before && before != 0 {
            v.sort_by(|a, b| ctx.ident_bytes_of(a.name).cmp(ctx.ident_bytes_of(b.name)));
        }
    }
    v
}

/// Whether `op` is registered with the terminator trait.
fn is_terminator(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_info(body.op(op).name)
        .is_some_and(|i| i.traits.terminator)
}

// ---- alias discovery ----

/// Visits, for aliases, everything that printing `op` prints, in upstream's order: the
/// location (deferrable), then for the generic form the regions (block argument types and
/// locations, nested ops), operand types, result types and attributes.
pub(crate) fn collect_op_aliases<'c>(
    c: &mut AliasCollector<'c>,
    ctx: &'c Context,
    body: &Body,
    op: OpId,
    flags: OpFlags,
) {
    let d = body.op(op);
    if flags.debug_info {
        c.visit_attr(d.loc.attr(ctx), true, false);
    }
    let rbody = body.regions_body(op);
    match form_of(ctx, body, op, flags, &mut c.asm) {
        Form::Custom(asm) => {
            let mut p = OpAsmPrinter::new(Mode::Collect(c, flags), ctx, body, op);
            (asm.print)(&mut p);
        }
        Form::Generic => {
            for &r in body.regions(op) {
                collect_region_aliases(c, ctx, rbody, r, flags, true, true);
            }
            for v in body.operands(op) {
                c.visit_type(body.value_type(v), false);
            }
            for v in body.results(op) {
                c.visit_type(body.value_type(v), false);
            }
            for a in all_attrs(ctx, body, op) {
                c.visit_attr(a.value, false, false);
            }
        }
    }
}

/// Visits a region's blocks as printing them does: entry block arguments only with
/// `entry_args`, a trailing terminator only with `terminators`.
pub(crate) fn collect_region_aliases<'c>(
    c: &mut AliasCollector<'c>,
    ctx: &'c Context,
    body: &Body,
    region: RegionId,
    flags: OpFlags,
    entry_args: bool,
    terminators: bool,
) {
    for (bi, &block) in body.blocks(region).iter().enumerate() {
        if bi > 0 || entry_args {
            for (i, &arg) in body.block_args(block).iter().enumerate() {
                c.visit_type(body.value_type(arg), false);
                if flags.debug_info {
                    c.visit_attr(body.block_arg_loc(block, i).attr(ctx), false, false);
                }
            }
        }
        let last = body.last_op(block);
        let skip_last =
            bi == 0 && !terminators && last.is_some_and(|l| is_terminator(ctx, body, l));
        let ops = body
            .block_ops(block)
            .take_while(|&o| !(skip_last && Some(o) == last));
        match c.split.as_ref().filter(|s| s.applies(body, block)) {
            Some(split) if c.mergeable() => {
                let split = split.clone();
                let ops: Vec<OpId> = ops.collect();
                collect_ops_aliases_split(c, ctx, body, &ops, flags, &split);
            }
            _ => {
                for o in ops {
                    collect_op_aliases(c, ctx, body, o, flags);
                }
            }
        }
    }
}

/// Visits `ops` in chunks on several threads and merges the findings in order; visits
/// them one by one if a chunk's findings cannot be merged.
fn collect_ops_aliases_split<'c>(
    c: &mut AliasCollector<'c>,
    ctx: &'c Context,
    body: &Body,
    ops: &[OpId],
    flags: OpFlags,
    split: &Split,
) {
    let chunks = split.chunks(ops.len());
    let found = run_indexed(split.threads, chunks.len(), |i| {
        let mut local = AliasCollector::new(ctx);
        for &o in &ops[chunks[i].clone()] {
            collect_op_aliases(&mut local, ctx, body, o, flags);
        }
        local
    });
    if found.iter().all(AliasCollector::mergeable) {
        for local in found {
            c.merge(local);
        }
    } else {
        for &o in ops {
            collect_op_aliases(c, ctx, body, o, flags);
        }
    }
}

// ---- printing ----

/// Prints operations with a numbering and an attribute/type printer.
pub(crate) struct OpPrinter<'c, 'o, 'n> {
    pub(crate) p: Printer<'c, 'o>,
    pub(crate) names: &'n SsaNames<'n>,
    pub(crate) flags: OpFlags,
    pub(crate) indent: usize,
    /// Dialect whose prefix custom op names may drop (`builtin` at the top).
    pub(crate) default_dialect: Vec<&'static str>,
    /// Blocks whose operations are printed in chunks on several threads.
    pub(crate) split: Option<Split>,
    /// Custom syntaxes looked up so far.
    pub(crate) asm: AsmMemo,
}

/// What printing one chunk of operations on another thread produced.
struct ChunkText {
    text: String,
    resources: Vec<strata_ir::context::Identifier>,
    /// All `distinct` attribute numbers, if the chunk numbered new ones (then chunks
    /// printed separately cannot be joined).
    distinct_ids: Option<DistinctIds>,
}

impl<'c, 'o, 'n> OpPrinter<'c, 'o, 'n> {
    /// A printer at indentation 0 with `builtin` as the default dialect.
    pub(crate) fn new(p: Printer<'c, 'o>, names: &'n SsaNames<'n>, flags: OpFlags) -> Self {
        OpPrinter {
            p,
            names,
            flags,
            indent: 0,
            default_dialect: vec!["builtin"],
            split: None,
            asm: AsmMemo::default(),
        }
    }

    pub(crate) fn body_idx(&self, body: &Body) -> u32 {
        self.names.body_index(body).unwrap_or(u32::MAX)
    }

    /// Indentation, the operation, and its trailing location.
    pub(crate) fn print_op_line(&mut self, body: &Body, op: OpId) {
        push_indent(self.p.out, self.indent);
        self.print_full_op(body, op);
        self.print_trailing_location(body.op(op).loc, true);
    }

    fn print_trailing_location(&mut self, loc: Location, allow_alias: bool) {
        if self.flags.debug_info {
            self.p.out.push(' ');
            self.p.print_location(loc.attr(self.p.ctx), allow_alias);
        }
    }

    /// `%0:2 = ` followed by the operation.
    fn print_full_op(&mut self, body: &Body, op: OpId) {
        let n = body.num_results(op);
        if n > 0 {
            let bi = self.body_idx(body);
            for (i, (start, size)) in self
                .names
                .result_groups(bi, body, op)
                .into_iter()
                .enumerate()
            {
                if i > 0 {
                    self.p.out.push_str(", ");
                }
                self.names
                    .push_value(self.p.out, bi, body, body.result(op, start as usize), false);
                if size > 1 {
                    self.p.out.push(':');
                    push_u64(self.p.out, u64::from(size));
                }
            }
            self.p.out.push_str(" = ");
        }
        match form_of(self.p.ctx, body, op, self.flags, &mut self.asm) {
            Form::Custom(asm) => {
                let ctx = self.p.ctx;
                let name = ctx.op_name_str(body.op(op).name);
                let default = self.default_dialect.last().copied().unwrap_or("");
                let short = name
                    .strip_prefix(default)
                    .and_then(|rest| rest.strip_prefix('.'))
                    .filter(|rest| !default.is_empty() && !rest.contains('.'));
                self.p.out.push_str(short.unwrap_or(name));
                self.default_dialect.push(asm.default_dialect.unwrap_or(""));
                let mut p = OpAsmPrinter::new(Mode::Print(self), ctx, body, op);
                (asm.print)(&mut p);
                self.default_dialect.pop();
            }
            Form::Generic => self.print_generic_op(body, op),
        }
    }

    /// `"name"(operands)[successors] <{properties}> (regions) {attributes} : type`.
    fn print_generic_op(&mut self, body: &Body, op: OpId) {
        let ctx = self.p.ctx;
        let d = body.op(op);
        let bi = self.body_idx(body);
        push_quoted(self.p.out, ctx.op_name_data(d.name).bytes());
        self.p.out.push('(');
        for (i, v) in body.operands(op).enumerate() {
            if i > 0 {
                self.p.out.push_str(", ");
            }
            self.names.push_value(self.p.out, bi, body, v, true);
        }
        self.p.out.push(')');
        let succs = body.successors(op);
        if !succs.is_empty() {
            self.p.out.push('[');
            for (i, s) in succs.iter().enumerate() {
                if i > 0 {
                    self.p.out.push_str(", ");
                }
                self.names.push_block(self.p.out, bi, s.block);
            }
            self.p.out.push(']');
        }
        if let Some(props) = d.properties {
            let registered = ctx.op_info(d.name).is_some();
            let empty_dict =
                matches!(ctx.attr_data(props), AttrData::Dictionary(e) if e.is_empty());
            if !(registered && empty_dict) {
                self.p.out.push_str(" <");
                self.p.print_attribute(props, Elision::Never);
                self.p.out.push('>');
            }
        }
        let regions = body.regions(op);
        if !regions.is_empty() {
            let rbody = body.regions_body(op);
            self.default_dialect.push("");
            self.p.out.push_str(" (");
            for (i, &r) in regions.iter().enumerate() {
                if i > 0 {
                    self.p.out.push_str(", ");
                }
                self.print_region(rbody, r, true, true, true);
            }
            self.p.out.push(')');
            self.default_dialect.pop();
        }
        self.print_attr_dict(d.attributes, false);
        self.p.out.push_str(" : ");
        self.print_functional_type(body, op);
    }

    /// ` {a = 1, b}` (with ` attributes` before it if asked), nothing when empty.
    fn print_attr_dict(&mut self, dict: Attribute, keyword: bool) {
        let entries = self.p.ctx.dictionary_entries(dict);
        if entries.is_empty() {
            return;
        }
        if keyword {
            self.p.out.push_str(" attributes");
        }
        self.p.out.push(' ');
        self.p.print_attribute(dict, Elision::Never);
    }

    /// `(operand types) -> result types`.
    fn print_functional_type(&mut self, body: &Body, op: OpId) {
        let ctx = self.p.ctx;
        self.p.out.push('(');
        for (i, v) in body.operands(op).enumerate() {
            if i > 0 {
                self.p.out.push_str(", ");
            }
            self.p.print_type(body.value_type(v));
        }
        self.p.out.push_str(") -> ");
        let n = body.num_results(op);
        let wrap = n != 1
            || matches!(
                ctx.type_data(body.value_type(body.result(op, 0))),
                TypeData::Function { .. }
            );
        if wrap {
            self.p.out.push('(');
        }
        for (i, v) in body.results(op).enumerate() {
            if i > 0 {
                self.p.out.push_str(", ");
            }
            self.p.print_type(body.value_type(v));
        }
        if wrap {
            self.p.out.push(')');
        }
    }

    /// `{`, the blocks, `}` at the current indentation.
    pub(crate) fn print_region(
        &mut self,
        body: &Body,
        region: RegionId,
        print_entry_args: bool,
        print_terminators: bool,
        print_empty_block: bool,
    ) {
        if self.p.flags.skip_regions {
            self.p.out.push_str("{...}");
            return;
        }
        self.p.out.push_str("{\n");
        let blocks = body.blocks(region);
        if let Some(&entry) = blocks.first() {
            let entry_empty = body.first_op(entry).is_none();
            let entry_header = (print_empty_block && entry_empty)
                || (print_entry_args && !body.block_args(entry).is_empty());
            let preds = if blocks.len() > 1 || entry_header {
                predecessors(self, body, blocks)
            } else {
                Vec::new()
            };
            self.print_block(body, entry, 0, entry_header, print_terminators, &preds);
            for (i, &b) in blocks.iter().enumerate().skip(1) {
                self.print_block(body, b, i, true, true, &preds);
            }
        }
        push_indent(self.p.out, self.indent);
        self.p.out.push('}');
    }

    fn print_block(
        &mut self,
        body: &Body,
        block: BlockId,
        position: usize,
        header: bool,
        print_terminator: bool,
        preds: &[SmallVec<[u32; 2]>],
    ) {
        if header {
            let bi = self.body_idx(body);
            push_indent(self.p.out, self.indent);
            self.names.push_block(self.p.out, bi, block);
            let args = body.block_args(block);
            if !args.is_empty() {
                self.p.out.push('(');
                for (i, &a) in args.iter().enumerate() {
                    if i > 0 {
                        self.p.out.push_str(", ");
                    }
                    self.names.push_value(self.p.out, bi, body, a, true);
                    self.p.out.push_str(": ");
                    self.p.print_type(body.value_type(a));
                    self.print_trailing_location(body.block_arg_loc(block, i), false);
                }
                self.p.out.push(')');
            }
            self.p.out.push(':');
            let pred = preds.get(position).map(|p| &p[..]).unwrap_or(&[]);
            match pred {
                [] => {
                    if position != 0 {
                        self.p.out.push_str("  // no predecessors");
                    }
                }
                [first] => {
                    self.p.out.push_str("  // pred: ^bb");
                    push_u64(self.p.out, u64::from(*first));
                }
                _ => {
                    let mut sorted: SmallVec<[u32; 4]> = pred.iter().copied().collect();
                    sorted.sort_unstable();
                    self.p.out.push_str("  // ");
                    push_u64(self.p.out, sorted.len() as u64);
                    self.p.out.push_str(" preds: ");
                    for (i, b) in sorted.iter().enumerate() {
                        if i > 0 {
                            self.p.out.push_str(", ");
                        }
                        self.p.out.push_str("^bb");
                        push_u64(self.p.out, u64::from(*b));
                    }
                }
            }
            self.p.out.push('\n');
        }
        self.indent += INDENT;
        let skip_last = !print_terminator
            && body
                .last_op(block)
                .is_some_and(|last| is_terminator(self.p.ctx, body, last));
        let last = body.last_op(block);
        let ops = body
            .block_ops(block)
            .take_while(|&o| !(skip_last && Some(o) == last));
        match self
            .split
            .as_ref()
            .filter(|s| s.applies(body, block))
            .cloned()
        {
            Some(split) => {
                let ops: Vec<OpId> = ops.collect();
                self.print_ops_split(body, &ops, &split);
            }
            None => {
                for o in ops {
                    self.print_op_line(body, o);
                    self.p.out.push('\n');
                }
            }
        }
        self.indent -= INDENT;
    }

    /// Prints `ops`, one per line, in chunks on several threads (numbering the regions
    /// of isolated ops there when the numbering left them out), and appends the chunks in
    /// order. If the chunks numbered `distinct` attributes, whose numbers follow the
    /// printing order across chunks, they are printed again as one chunk.
    fn print_ops_split(&mut self, body: &Body, ops: &[OpId], split: &Split) {
        let seed = self.p.seed();
        let names: &SsaNames<'_> = self.names;
        let (flags, indent) = (self.flags, self.indent);
        let dialects = &self.default_dialect;
        let print_chunk = |range: std::ops::Range<usize>| {
            let mut text = String::new();
            let mut printer = Printer::from_seed(&seed, &mut text);
            let mut default_dialect = dialects.clone();
            let mut asm = AsmMemo::default();
            for &o in &ops[range] {
                let child = names.child(body, o, &mut asm);
                let mut op_printer = OpPrinter {
                    p: printer,
                    names: child.as_ref().unwrap_or(names),
                    flags,
                    indent,
                    default_dialect,
                    split: None,
                    asm,
                };
                op_printer.print_op_line(body, o);
                op_printer.p.out.push('\n');
                printer = op_printer.p;
                default_dialect = op_printer.default_dialect;
                asm = op_printer.asm;
            }
            let resources = std::mem::take(&mut printer.resources);
            let distinct_ids = printer.take_distinct_ids_since(&seed);
            drop(printer);
            ChunkText {
                text,
                resources,
                distinct_ids,
            }
        };
        let chunks = if split.one_chunk {
            std::iter::once(0..ops.len()).collect()
        } else {
            split.chunks(ops.len())
        };
        let mut texts = run_indexed(split.threads, chunks.len(), |i| {
            print_chunk(chunks[i].clone())
        });
        if texts.len() > 1 && texts.iter().any(|t| t.distinct_ids.is_some()) {
            texts = vec![print_chunk(0..ops.len())];
        }
        drop(seed);
        self.p
            .out
            .reserve(texts.iter().map(|t| t.text.len()).sum::<usize>());
        for t in texts {
            self.p.out.push_str(&t.text);
            self.p.add_resources(&t.resources);
            if let Some(ids) = t.distinct_ids {
                self.p.set_distinct_ids(ids);
            }
        }
    }
}

/// The predecessor positions of every block of a region, indexed by block position: one
/// entry per successor slot naming the block (so duplicates are kept, as upstream does).
fn predecessors(
    pr: &OpPrinter<'_, '_, '_>,
    body: &Body,
    blocks: &[BlockId],
) -> Vec<SmallVec<[u32; 2]>> {
    let bi = pr.body_idx(body);
    let mut preds: Vec<SmallVec<[u32; 2]>> = vec![SmallVec::new(); blocks.len()];
    for (i, &b) in blocks.iter().enumerate() {
        for o in body.block_ops(b) {
            for s in body.successors(o) {
                if let Some(n) = pr.names.block_number(bi, s.block)
                    && let Some(p) = preds.get_mut(n as usize)
                {
                    p.push(i as u32);
                }
            }
        }
    }
    preds
}
