//! `duplicate-function-elimination`: merges `func.func` ops of a module that differ only in
//! their symbol name (MLIR's `DuplicateFunctionEliminationPass`). Two functions are
//! duplicates when their properties other than `sym_name` (type, visibility, argument and
//! result attributes), their discardable attributes and their bodies are equal, locations
//! ignored and operands compared in order. Declarations are never merged. The first of a
//! group is kept; every symbol reference to the others in the module is redirected to it
//! and they are erased — public functions included, as upstream does.

use std::collections::HashMap as FxHashMap;
use strata_ir::attributes::{AttrData, Attribute, NamedAttribute};
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{BlockId, Body, OpId, RegionId, ValueId, WalkOrder};
use strata_ir::{Context, Identifier};
use strata_pass::pass::{Pass, PassEnv};

use crate::func::FuncOp;

/// The `duplicate-function-elimination` pass.
#[derive(Clone, Debug, Default)]
pub struct DuplicateFunctionElimination;

/// Values and blocks of the left-hand function matched to the right-hand one.
#[derive(Default)]
struct Mapping {
    values: FxHashMap<ValueId, ValueId>,
    blocks: FxHashMap<BlockId, BlockId>,
}

impl Mapping {
    fn map_block(&mut self, l: BlockId, r: BlockId) -> bool {
        *self.blocks.entry(l).or_insert(r) == r
    }
}

/// MLIR's `OperationEquivalence::isEquivalentTo` with `IgnoreLocations` for two ops of
/// (possibly) different bodies, operands compared in order through `m`.
fn ops_equal(ctx: &Context, lb: &Body, l: OpId, rb: &Body, r: OpId, m: &mut Mapping) -> bool {
    let (ld, rd) = (lb.op(l), rb.op(r));
    if ld.name != rd.name
        || ld.attributes != rd.attributes
        || ld.properties != rd.properties
        || lb.num_operands(l) != rb.num_operands(r)
        || lb.num_results(l) != rb.num_results(r)
        || lb.successors(l).len() != rb.successors(r).len()
        || lb.regions(l).len() != rb.regions(r).len()
    {
        return false;
    }
    for (a, b) in lb.operands(l).zip(rb.operands(r)) {
        if m.values.get(&a) != Some(&b) {
            return false;
        }
    }
    for (a, b) in lb.results(l).zip(rb.results(r)) {
        if lb.value_type(a) != rb.value_type(b) {
            return false;
        }
        m.values.insert(a, b);
    }
    for (s, t) in lb.successors(l).iter().zip(rb.successors(r)) {
        if !m.map_block(s.block, t.block) {
            return false;
        }
    }
    match (lb.child_body(l), rb.child_body(r)) {
        (Some(lc), Some(rc)) => regions_equal(
            ctx,
            (lc, lb.regions(l)),
            (rc, rb.regions(r)),
            &mut Mapping::default(),
        ),
        (None, None) => regions_equal(ctx, (lb, lb.regions(l)), (rb, rb.regions(r)), m),
        _ => false,
    }
}

/// MLIR's `OperationEquivalence::isRegionEquivalentTo` over a list of regions.
fn regions_equal(
    ctx: &Context,
    (lb, lr): (&Body, &[RegionId]),
    (rb, rr): (&Body, &[RegionId]),
    m: &mut Mapping,
) -> bool {
    for (&l, &r) in lr.iter().zip(rr) {
        let (lbs, rbs) = (lb.blocks(l), rb.blocks(r));
        if lbs.len() != rbs.len() {
            return false;
        }
        for (&a, &b) in lbs.iter().zip(rbs) {
            let (aa, ba) = (lb.block_args(a), rb.block_args(b));
            if aa.len() != ba.len() || !m.map_block(a, b) {
                return false;
            }
            for (&x, &y) in aa.iter().zip(ba) {
                if lb.value_type(x) != rb.value_type(y) {
                    return false;
                }
                m.values.insert(x, y);
            }
        }
        for (&a, &b) in lbs.iter().zip(rbs) {
            let mut li = lb.block_ops(a);
            let mut ri = rb.block_ops(b);
            loop {
                match (li.next(), ri.next()) {
                    (None, None) => break,
                    (Some(x), Some(y)) => {
                        if !ops_equal(ctx, lb, x, rb, y, m) {
                            return false;
                        }
                    }
                    _ => return false,
                }
            }
        }
    }
    true
}

/// The properties of a function without its `sym_name`.
fn properties_without_name(
    ctx: &Context,
    props: Option<Attribute>,
    name: Identifier,
) -> Vec<NamedAttribute> {
    match props.map(|p| ctx.attr_data(p)) {
        Some(AttrData::Dictionary(entries)) => {
            entries.iter().copied().filter(|e| e.name != name).collect()
        }
        _ => Vec::new(),
    }
}

/// The body reached from `root` through the child bodies of the ops of `path`.
fn body_at<'a>(root: &'a Body, path: &[OpId]) -> &'a Body {
    let mut cur = root;
    for &o in path {
        cur = cur.child_body(o).unwrap_or(cur);
    }
    cur
}

/// [`body_at`], mutably.
fn body_at_mut<'a>(root: &'a mut Body, path: &[OpId]) -> &'a mut Body {
    let mut cur = root;
    for &o in path {
        if cur.child_body(o).is_none() {
            break;
        }
        cur = match cur.child_body_mut(o) {
            Some(c) => c,
            None => unreachable!("checked above"),
        };
    }
    cur
}

/// The `func.func` ops nested in `op` (of `body`), in order, each with its body's path;
/// functions are not entered.
fn collect_funcs(
    ctx: &Context,
    body: &Body,
    op: OpId,
    path: &mut Vec<OpId>,
    out: &mut Vec<(Vec<OpId>, OpId)>,
) {
    let Some(child) = body.child_body(op) else {
        return;
    };
    path.push(op);
    for &r in body.regions(op) {
        let tops: Vec<OpId> = child.region_ops(r).collect();
        for t in tops {
            let mut skip_below: Option<OpId> = None;
            for o in child.walk_ops(t, WalkOrder::PreOrder) {
                if skip_below.is_some_and(|f| is_within(child, o, f)) {
                    continue;
                }
                if FuncOp::isa(ctx, child, o) {
                    out.push((path.clone(), o));
                    skip_below = Some(o);
                } else if child.child_body(o).is_some() {
                    collect_funcs(ctx, child, o, path, out);
                }
            }
        }
    }
    path.pop();
}

/// Whether `o` is nested in `ancestor` (same body).
fn is_within(body: &Body, o: OpId, ancestor: OpId) -> bool {
    let mut cur = body.parent_op(o);
    while let Some(p) = cur {
        if p == ancestor {
            return true;
        }
        cur = body.parent_op(p);
    }
    false
}

/// Whether functions `l` and `r` (each with the body holding it) are duplicates.
fn duplicates(ctx: &Context, (lbody, l): (&Body, OpId), (rbody, r): (&Body, OpId)) -> bool {
    let name = ctx.ident("sym_name");
    let (ld, rd) = (lbody.op(l), rbody.op(r));
    if ld.attributes != rd.attributes
        || properties_without_name(ctx, ld.properties, name)
            != properties_without_name(ctx, rd.properties, name)
    {
        return false;
    }
    let (Some(lc), Some(rc)) = (lbody.child_body(l), rbody.child_body(r)) else {
        return false;
    };
    let (lr, rr) = (lbody.regions(l), rbody.regions(r));
    let is_decl = |c: &Body, rs: &[RegionId]| rs.first().is_none_or(|&x| c.blocks(x).is_empty());
    if is_decl(lc, lr) || is_decl(rc, rr) {
        return false;
    }
    regions_equal(ctx, (lc, lr), (rc, rr), &mut Mapping::default())
}

/// `attr` with every symbol reference whose root is a key of `renames` redirected.
fn rename_refs(
    ctx: &Context,
    attr: Attribute,
    renames: &FxHashMap<Identifier, Identifier>,
) -> Attribute {
    match ctx.attr_data(attr) {
        AttrData::SymbolRef { root, nested } => match renames.get(root) {
            Some(&new) => ctx.intern_attr(AttrData::SymbolRef {
                root: new,
                nested: nested.clone(),
            }),
            None => attr,
        },
        AttrData::Array(items) => {
            let new: Vec<Attribute> = items
                .iter()
                .map(|&a| rename_refs(ctx, a, renames))
                .collect();
            if new[..] == items[..] {
                attr
            } else {
                ctx.array_attr(&new)
            }
        }
        AttrData::Dictionary(entries) => {
            let new: Vec<NamedAttribute> = entries
                .iter()
                .map(|e| NamedAttribute {
                    name: e.name,
                    value: rename_refs(ctx, e.value, renames),
                })
                .collect();
            if new[..] == entries[..] {
                attr
            } else {
                ctx.dictionary_attr(new)
            }
        }
        _ => attr,
    }
}

/// Redirects the symbol references of every op of `body` and of its child bodies.
fn rename_in_body(ctx: &Context, body: &mut Body, renames: &FxHashMap<Identifier, Identifier>) {
    for i in 0..body.op_capacity() {
        let o = OpId(i as u32);
        if body.is_erased(o) {
            continue;
        }
        let d = body.op_mut(o);
        d.attributes = rename_refs(ctx, d.attributes, renames);
        d.properties = d.properties.map(|p| rename_refs(ctx, p, renames));
    }
    for child in body.child_bodies_mut() {
        rename_in_body(ctx, child, renames);
    }
}

impl Pass for DuplicateFunctionElimination {
    fn argument(&self) -> &'static str {
        "duplicate-function-elimination"
    }
    fn name(&self) -> &'static str {
        "DuplicateFunctionEliminationPass"
    }
    fn summary(&self) -> &'static str {
        "Deduplicate functions"
    }
    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
    }
    fn run(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        _env: &mut PassEnv<'_>,
    ) -> Result<(), Diagnostic> {
        // Every function under the module, nested modules included, in walk order; each
        // with the path of isolated ops leading to the body holding it.
        let mut funcs: Vec<(Vec<OpId>, OpId)> = Vec::new();
        collect_funcs(ctx, body, op, &mut Vec::new(), &mut funcs);
        let mut unique: Vec<usize> = Vec::new();
        let mut renames: FxHashMap<Identifier, Identifier> = FxHashMap::new();
        let mut erase = Vec::new();
        for (i, (path, f)) in funcs.iter().enumerate() {
            let fb = body_at(body, path);
            let found = unique.iter().copied().find(|&u| {
                let (upath, uf) = &funcs[u];
                duplicates(ctx, (body_at(body, upath), *uf), (fb, *f))
            });
            match found {
                Some(u) => {
                    let (upath, uf) = &funcs[u];
                    let name = |b: &Body, o: OpId| {
                        strata_ir::symbols::symbol_name(ctx, b, o)
                            .and_then(|n| std::str::from_utf8(n).ok())
                            .map(|n| ctx.ident(n))
                    };
                    if let (Some(old), Some(new)) = (name(fb, *f), name(body_at(body, upath), *uf))
                    {
                        renames.insert(old, new);
                    }
                    erase.push(i);
                }
                None => unique.push(i),
            }
        }
        if erase.is_empty() {
            return Ok(());
        }
        if let Some(mb) = body.child_body_mut(op) {
            rename_in_body(ctx, mb, &renames);
        }
        for i in erase {
            let (path, f) = &funcs[i];
            body_at_mut(body, path).erase_op(*f);
        }
        Ok(())
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
