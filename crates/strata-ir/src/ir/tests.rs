//! Unit tests for the IR API: walkers, builder, cloning, block/region edits, use-list
//! checks and deep nesting.

use rustc_hash::FxHashMap;

use super::*;
use crate::attributes::Attribute;
use crate::context::Context;
use crate::registry::{OpInfo, Traits};

/// A context with `test.func` registered as isolated from above.
fn ctx() -> Context {
    let ctx = Context::new();
    ctx.register_dialect("test");
    // Start from a registered info so that new `OpInfo` fields need no change here.
    let mut info: OpInfo = ctx
        .op_info(ctx.op_name("builtin.module"))
        .cloned()
        .expect("builtin.module");
    info.name = "test.func";
    info.traits = Traits {
        isolated_from_above: true,
        ..Traits::default()
    };
    info.verify = None;
    ctx.register_op(info);
    ctx
}

fn i32t(ctx: &Context) -> crate::Type {
    ctx.builtin_types().i32
}

fn st(ctx: &Context, name: &str) -> OperationState {
    OperationState::new(ctx.op_name(name), ctx.unknown_loc())
}

fn names(ctx: &Context, body: &Body, ops: impl IntoIterator<Item = OpId>) -> Vec<String> {
    ops.into_iter()
        .map(|o| ctx.op_name_str(body.op(o).name).to_string())
        .collect()
}

fn int_attr(ctx: &Context, v: i64) -> Attribute {
    ctx.integer_attr(
        ctx.builtin_types().i64,
        crate::apint::ApInt::from_i64(64, v),
    )
}

fn check(body: &Body) {
    body.check_use_lists().unwrap();
    body.check_links().unwrap();
}

/// Renders `op` and everything nested (child bodies included) with values and blocks
/// numbered in definition order per body; values defined outside print as `ext<id>`.
/// Test-only, recursive.
fn dump(ctx: &Context, body: &Body, op: OpId) -> String {
    #[derive(Default)]
    struct Names {
        values: FxHashMap<ValueId, usize>,
        blocks: FxHashMap<BlockId, usize>,
    }
    fn number(body: &Body, op: OpId, n: &mut Names) {
        for r in body.results(op) {
            let k = n.values.len();
            n.values.insert(r, k);
        }
        if body.child_body(op).is_some() {
            return;
        }
        for &r in body.regions(op) {
            for &b in body.blocks(r) {
                let k = n.blocks.len();
                n.blocks.insert(b, k);
                for &a in body.block_args(b) {
                    let k = n.values.len();
                    n.values.insert(a, k);
                }
                for o in body.block_ops(b) {
                    number(body, o, n);
                }
            }
        }
    }
    fn go(ctx: &Context, body: &Body, op: OpId, n: &Names, out: &mut String, indent: usize) {
        let pad = "  ".repeat(indent);
        let v = |v: &ValueId| {
            n.values
                .get(v)
                .map_or(format!("ext{}", v.0), |k| format!("%{k}"))
        };
        let operands: Vec<String> = body.operands(op).map(|x| v(&x)).collect();
        let results: Vec<String> = body.results(op).map(|x| v(&x)).collect();
        let succs: Vec<String> = body
            .successors(op)
            .iter()
            .map(|s| {
                format!(
                    "{}/{}",
                    n.blocks
                        .get(&s.block)
                        .map_or(format!("ext{:?}", s.block), |k| format!("^{k}")),
                    s.num_operands
                )
            })
            .collect();
        out.push_str(&format!(
            "{pad}{} = {}({}) [{}] {:?}\n",
            results.join(","),
            ctx.op_name_str(body.op(op).name),
            operands.join(","),
            succs.join(","),
            ctx.attr_data(body.op(op).attributes)
        ));
        let (rb, local) = match body.child_body(op) {
            Some(c) => {
                let mut local = Names::default();
                for &r in body.regions(op) {
                    for &b in c.blocks(r) {
                        let k = local.blocks.len();
                        local.blocks.insert(b, k);
                        for &a in c.block_args(b) {
                            let k = local.values.len();
                            local.values.insert(a, k);
                        }
                        for o in c.block_ops(b) {
                            number(c, o, &mut local);
                        }
                    }
                }
                (c, Some(local))
            }
            None => (body, None),
        };
        let n = local.as_ref().unwrap_or(n);
        for &r in body.regions(op) {
            out.push_str(&format!("{pad}  region\n"));
            for &b in rb.blocks(r) {
                let args: Vec<String> = rb
                    .block_args(b)
                    .iter()
                    .map(|a| format!("%{}", n.values[a]))
                    .collect();
                out.push_str(&format!("{pad}  ^{}({})\n", n.blocks[&b], args.join(",")));
                for o in rb.block_ops(b) {
                    go(ctx, rb, o, n, out, indent + 2);
                }
            }
        }
    }
    let mut names = Names::default();
    number(body, op, &mut names);
    let mut out = String::new();
    go(ctx, body, op, &names, &mut out, 0);
    out
}

/// `t.outer` with one region of one block: `t.a`, `t.b (region: t.c, t.d)`, `t.e`.
fn nested_sample(ctx: &Context, body: &mut Body) -> OpId {
    let mut b = OpBuilder::new(ctx, body);
    let outer = b.create(st(ctx, "t.outer").regions(1));
    let r = b.body().regions(outer)[0];
    b.create_block(r, &[]);
    b.create(st(ctx, "t.a"));
    let inner = b.create(st(ctx, "t.b").regions(1));
    b.create(st(ctx, "t.e"));
    let r2 = b.body().regions(inner)[0];
    b.create_block(r2, &[]);
    b.create(st(ctx, "t.c"));
    b.create(st(ctx, "t.d"));
    outer
}

#[test]
fn walk_orders_within_a_body() {
    let ctx = ctx();
    let mut body = Body::new();
    let outer = nested_sample(&ctx, &mut body);
    let pre = names(&ctx, &body, body.walk_ops(outer, WalkOrder::PreOrder));
    assert_eq!(pre, ["t.outer", "t.a", "t.b", "t.c", "t.d", "t.e"]);
    let post = names(&ctx, &body, body.walk_ops(outer, WalkOrder::PostOrder));
    assert_eq!(post, ["t.a", "t.c", "t.d", "t.b", "t.e", "t.outer"]);

    let mut seen = Vec::new();
    let r = body.walk(outer, WalkOrder::PreOrder, |op| {
        seen.push(op);
        if ctx.op_name_str(body.op(op).name) == "t.b" {
            WalkResult::Skip
        } else {
            WalkResult::Advance
        }
    });
    assert_eq!(r, WalkResult::Advance);
    assert_eq!(names(&ctx, &body, seen), ["t.outer", "t.a", "t.b", "t.e"]);

    let mut seen = Vec::new();
    let r = body.walk(outer, WalkOrder::PostOrder, |op| {
        seen.push(op);
        if ctx.op_name_str(body.op(op).name) == "t.d" {
            WalkResult::Interrupt
        } else {
            WalkResult::Advance
        }
    });
    assert!(r.was_interrupted());
    assert_eq!(names(&ctx, &body, seen), ["t.a", "t.c", "t.d"]);

    // Blocks and ops iterators.
    let region = body.regions(outer)[0];
    assert_eq!(
        names(&ctx, &body, body.region_ops(region)),
        ["t.a", "t.b", "t.e"]
    );
    let block = body.blocks(region)[0];
    assert_eq!(
        names(&ctx, &body, body.block_ops(block).rev()),
        ["t.e", "t.b", "t.a"]
    );
    let mut it = body.block_ops(block);
    assert_eq!(
        names(&ctx, &body, [it.next().unwrap(), it.next_back().unwrap()]),
        ["t.a", "t.e"]
    );
    assert_eq!(names(&ctx, &body, it.clone()), ["t.b"]);
    assert_eq!(
        it.next_back().map(|o| body.op(o).name),
        Some(ctx.op_name("t.b"))
    );
    assert_eq!(it.next(), None);
    let inner = body.block_ops(block).nth(1).unwrap();
    let inner_block = body.blocks(body.regions(inner)[0])[0];
    assert_eq!(body.block_parent_op(inner_block), Some(inner));
}

/// A `builtin.module` holding `test.func @f` (with `t.x` then `t.y` nested in `t.loop`)
/// and `t.glob`, built with the builder.
fn module_sample(ctx: &Context) -> OwnedOp {
    let mut body = Body::new();
    let mut b = OpBuilder::new(ctx, &mut body);
    let module = b.create(st(ctx, "builtin.module").regions(1));
    let mut mb = b.regions_builder(module);
    // A fresh child body's first region is region 0.
    let top = RegionId(0);
    assert_eq!(mb.body().region_parent(top), None);
    mb.create_block(top, &[]);
    let func = mb.create(st(ctx, "test.func").regions(1).attribute(
        ctx,
        "sym_name",
        ctx.string_attr(b"f"),
    ));
    mb.create(st(ctx, "t.glob"));
    let mut fb = mb.regions_builder(func);
    let entry = fb.create_block(RegionId(0), &[(i32t(ctx), ctx.unknown_loc())]);
    let arg = fb.body().block_args(entry)[0];
    let lp = fb.create(st(ctx, "t.loop").operand(arg).regions(1));
    fb.create(st(ctx, "t.return"));
    let lr = fb.body().regions(lp)[0];
    fb.create_block(lr, &[]);
    let x = fb.create(st(ctx, "t.x").operand(arg).result(i32t(ctx)));
    let xv = fb.body().result(x, 0);
    fb.create(st(ctx, "t.y").operand(xv));
    OwnedOp { body, op: module }
}

#[test]
fn builder_creates_isolated_ops_with_child_bodies() {
    let ctx = ctx();
    let m = module_sample(&ctx);
    let child = m.body.child_body(m.op).expect("module has a child body");
    let r = m.body.regions(m.op)[0];
    assert_eq!(child.region_parent(r), None);
    let func = child.block_ops(child.blocks(r)[0]).next().unwrap();
    let fbody = child.child_body(func).expect("test.func is isolated");
    assert_eq!(fbody.blocks(child.regions(func)[0]).len(), 1);
    check(&m.body);
    check(child);
    check(fbody);
    // Unregistered ops keep their regions in the parent body.
    let mut body = Body::new();
    let mut b = OpBuilder::new(&ctx, &mut body);
    let op = b.create(st(&ctx, "t.two").regions(2));
    assert!(body.child_body(op).is_none());
    for &r in body.regions(op) {
        assert_eq!(body.region_parent(r), Some(op));
    }
}

#[test]
fn walk_all_crosses_bodies() {
    let ctx = ctx();
    let m = module_sample(&ctx);
    let mut pre = Vec::new();
    walk_all(&m.body, m.op, WalkOrder::PreOrder, |b, op| {
        pre.push(ctx.op_name_str(b.op(op).name).to_string());
        WalkResult::Advance
    });
    assert_eq!(
        pre,
        [
            "builtin.module",
            "test.func",
            "t.loop",
            "t.x",
            "t.y",
            "t.return",
            "t.glob"
        ]
    );
    let post: Vec<String> = walk_all_iter(&m.body, m.op, WalkOrder::PostOrder)
        .map(|(b, op)| ctx.op_name_str(b.op(op).name).to_string())
        .collect();
    assert_eq!(
        post,
        [
            "t.x",
            "t.y",
            "t.loop",
            "t.return",
            "test.func",
            "t.glob",
            "builtin.module"
        ]
    );
    // Within one body the walk stays at the module.
    assert_eq!(m.body.walk_ops(m.op, WalkOrder::PreOrder).count(), 1);
    // Skipping the function from the iterator.
    let mut it = walk_all_iter(&m.body, m.op, WalkOrder::PreOrder);
    let mut seen = Vec::new();
    while let Some((b, op)) = it.next() {
        let name = ctx.op_name_str(b.op(op).name);
        seen.push(name.to_string());
        if name == "test.func" {
            it.skip_nested();
        }
    }
    assert_eq!(seen, ["builtin.module", "test.func", "t.glob"]);
    // Interrupting inside the function.
    let mut n = 0;
    let r = walk_all(&m.body, m.op, WalkOrder::PreOrder, |b, op| {
        n += 1;
        if ctx.op_name_str(b.op(op).name) == "t.x" {
            WalkResult::Interrupt
        } else {
            WalkResult::Advance
        }
    });
    assert!(r.was_interrupted());
    assert_eq!(n, 4);
}

#[test]
fn walk_all_mut_edits_attributes_and_locations_everywhere() {
    let ctx = ctx();
    let mut m = module_sample(&ctx);
    let loc = ctx.file_loc("x.mlir", 3, 4);
    let mut count = 0i64;
    let r = walk_all_mut(&mut m.body, m.op, WalkOrder::PreOrder, |b, op| {
        b.set_discardable_attr(&ctx, op, "test.n", int_attr(&ctx, count));
        b.op_mut(op).loc = loc;
        count += 1;
        WalkResult::Advance
    });
    assert_eq!(r, WalkResult::Advance);
    assert_eq!(count, 7);
    let mut seen = Vec::new();
    walk_all(&m.body, m.op, WalkOrder::PreOrder, |b, op| {
        assert_eq!(b.op(op).loc, loc);
        seen.push(b.discardable_attr(&ctx, op, "test.n").unwrap());
        WalkResult::Advance
    });
    assert_eq!(seen, (0..7).map(|i| int_attr(&ctx, i)).collect::<Vec<_>>());
    // The func keeps its other attribute; entries stay sorted.
    let child = m.body.child_body(m.op).unwrap();
    let func = child.region_ops(m.body.regions(m.op)[0]).next().unwrap();
    let keys: Vec<&str> = ctx
        .dictionary_entries(child.op(func).attributes)
        .iter()
        .map(|e| ctx.ident_str(e.name))
        .collect();
    assert_eq!(keys, ["sym_name", "test.n"]);

    // Interrupting deep inside puts every child body back.
    let r = walk_all_mut(&mut m.body, m.op, WalkOrder::PostOrder, |b, op| {
        if ctx.op_name_str(b.op(op).name) == "t.y" {
            WalkResult::Interrupt
        } else {
            WalkResult::Advance
        }
    });
    assert!(r.was_interrupted());
    let child = m.body.child_body(m.op).expect("module body restored");
    assert!(child.child_body(func).is_some(), "function body restored");
    // Post-order walks may erase the visited op.
    walk_all_mut(&mut m.body, m.op, WalkOrder::PostOrder, |b, op| {
        if ctx.op_name_str(b.op(op).name) == "t.y" {
            b.erase_op(op);
        }
        WalkResult::Advance
    });
    let n = walk_all_iter(&m.body, m.op, WalkOrder::PreOrder).count();
    assert_eq!(n, 6);
    // Same-body mutable walk.
    let mut body = Body::new();
    let outer = nested_sample(&ctx, &mut body);
    body.walk_mut(outer, WalkOrder::PreOrder, |b, op| {
        b.op_mut(op).loc = loc;
        WalkResult::Advance
    });
    assert!(
        body.walk_ops(outer, WalkOrder::PreOrder)
            .all(|o| body.op(o).loc == loc)
    );
}

#[test]
fn operation_state_chaining() {
    let ctx = ctx();
    assert_eq!(
        st(&ctx, "t.a").attributes,
        ctx.empty_dictionary(),
        "empty dictionary handle"
    );
    let mut body = Body::new();
    let v = body.new_detached_value(i32t(&ctx));
    let w = body.new_detached_value(i32t(&ctx));
    let region = body.new_region();
    let b1 = body.new_block();
    body.append_block(region, b1);
    let s = st(&ctx, "t.br")
        .operand(v)
        .successor(b1, [w, v])
        .operands([w])
        .attribute(&ctx, "zeta", ctx.unit_attr())
        .attribute(&ctx, "alpha", int_attr(&ctx, 1))
        .attribute(&ctx, "zeta", int_attr(&ctx, 2))
        .property(&ctx, "p", int_attr(&ctx, 3))
        .results([i32t(&ctx)]);
    assert_eq!(s.operands, vec![v, w, w, v]);
    assert_eq!(
        s.successors,
        vec![Successor {
            block: b1,
            num_operands: 2
        }]
    );
    let entries = ctx.dictionary_entries(s.attributes);
    assert_eq!(entries.len(), 2);
    assert_eq!(ctx.ident_str(entries[0].name), "alpha");
    assert_eq!(entries[1].value, int_attr(&ctx, 2));
    assert_eq!(
        ctx.dictionary_entries(s.properties.unwrap())[0].value,
        int_attr(&ctx, 3)
    );
    let op = body.create_op(s);
    assert_eq!(body.num_non_successor_operands(op), 2);
    assert_eq!(body.uses(v).len(), 2);
    assert_eq!(
        body.remove_discardable_attr(&ctx, op, "alpha"),
        Some(int_attr(&ctx, 1))
    );
    assert_eq!(body.remove_discardable_attr(&ctx, op, "alpha"), None);
    check(&body);
}

#[test]
fn insertion_points_keep_order() {
    let ctx = ctx();
    let mut body = Body::new();
    let region = body.new_region();
    let mut b = OpBuilder::new(&ctx, &mut body);
    let block = b.create_block(region, &[]);
    assert_eq!(b.insertion_point(), Some(InsertionPoint::AtEnd(block)));
    let m = b.create(st(&ctx, "t.m"));
    b.set_insertion_point(InsertionPoint::AtStart(block));
    b.create(st(&ctx, "t.s1"));
    b.create(st(&ctx, "t.s2"));
    b.set_insertion_point(InsertionPoint::After(m));
    b.create(st(&ctx, "t.a1"));
    b.create(st(&ctx, "t.a2"));
    b.set_insertion_point(InsertionPoint::Before(m));
    b.create(st(&ctx, "t.b1"));
    b.create(st(&ctx, "t.b2"));
    assert_eq!(b.insertion_block(), Some(block));
    b.clear_insertion_point();
    let detached = b.create(st(&ctx, "t.detached"));
    let first = b.create_block_at(region, 0, &[(i32t(&ctx), ctx.unknown_loc())]);
    assert_eq!(body.op_block(detached), None);
    assert_eq!(body.blocks(region), &[first, block]);
    assert_eq!(
        names(&ctx, &body, body.block_ops(block)),
        ["t.s1", "t.s2", "t.b1", "t.b2", "t.m", "t.a1", "t.a2"]
    );
    check(&body);
}

/// `t.outer(%ext) { ^bb0(%a): %x = t.x(%a, %ext); t.g { %u = t.use(%fwd); %fwd = t.def } ; t.br ^bb1(%x) ^bb1(%b): t.y(%b) }`
fn clone_sample(ctx: &Context, body: &mut Body) -> (OpId, ValueId) {
    let ty = i32t(ctx);
    let loc = ctx.unknown_loc();
    let mut b = OpBuilder::new(ctx, body);
    let ext = b.create(st(ctx, "t.ext").result(ty));
    let ext = b.body().result(ext, 0);
    let outer = b.create(st(ctx, "t.outer").operand(ext).regions(1).attribute(
        ctx,
        "k",
        ctx.unit_attr(),
    ));
    let r = b.body().regions(outer)[0];
    let bb0 = b.create_block(r, &[(ty, loc)]);
    let bb1 = b.create_block(r, &[(ty, loc)]);
    b.set_insertion_point(InsertionPoint::AtEnd(bb0));
    let a = b.body().block_args(bb0)[0];
    let x = b.create(st(ctx, "t.x").operands([a, ext]).result(ty));
    let xv = b.body().result(x, 0);
    let g = b.create(st(ctx, "t.g").regions(1));
    b.create(st(ctx, "t.br").successor(bb1, [xv]));
    let gr = b.body().regions(g)[0];
    b.create_block(gr, &[]);
    // Forward reference inside a graph-like region: use before def.
    let fwd = b.body_mut().new_detached_value(ty);
    let user = b.create(st(ctx, "t.use").operand(fwd));
    let def = b.create(st(ctx, "t.def").result(ty));
    let dv = b.body().result(def, 0);
    b.body_mut().replace_all_uses(fwd, dv);
    let _ = user;
    b.set_insertion_point(InsertionPoint::AtEnd(bb1));
    let bv = b.body().block_args(bb1)[0];
    b.create(st(ctx, "t.y").operand(bv));
    (outer, ext)
}

#[test]
fn clone_op_within_a_body() {
    let ctx = ctx();
    let mut body = Body::new();
    let (outer, ext) = clone_sample(&ctx, &mut body);
    let mut map = IrMapping::new();
    let copy = body.clone_op(outer, &mut map);
    assert_ne!(copy, outer);
    assert_eq!(dump(&ctx, &body, copy), dump(&ctx, &body, outer));
    assert!(
        dump(&ctx, &body, copy).contains(&format!("ext{}", ext.0)),
        "value from above used as-is"
    );
    assert_eq!(map.lookup_op(outer), Some(copy));
    assert_eq!(body.uses(ext).len(), 4);
    // Successors point at the copied blocks.
    let cr = body.regions(copy)[0];
    let cblocks = body.blocks(cr).to_vec();
    let br = body.last_op(cblocks[0]).unwrap();
    assert_eq!(body.successors(br)[0].block, cblocks[1]);
    assert_eq!(body.op_block(copy), None);
    check(&body);

    // A value from above that is mapped gets replaced.
    let mut map = IrMapping::new();
    let other = body.new_detached_value(i32t(&ctx));
    map.map_value(ext, other);
    let copy2 = body.clone_op(outer, &mut map);
    assert_eq!(body.operands(copy2).collect::<Vec<_>>(), vec![other]);
    assert_eq!(body.uses(other).len(), 2);
    check(&body);

    // Erasing the original leaves the copies intact.
    body.erase_op(outer);
    assert_eq!(body.uses(ext).len(), 2);
    check(&body);
}

#[test]
fn clone_region_into_with_mapped_arguments() {
    let ctx = ctx();
    let mut body = Body::new();
    let (outer, ext) = clone_sample(&ctx, &mut body);
    let src = body.regions(outer)[0];
    let entry = body.blocks(src)[0];
    let a = body.block_args(entry)[0];
    let dst = body.new_region();
    let keep = body.new_block();
    body.append_block(dst, keep);
    let mut map = IrMapping::new();
    map.map_value(a, ext);
    body.clone_region_into(src, dst, 0, &mut map);
    let blocks = body.blocks(dst).to_vec();
    assert_eq!(blocks.len(), 3);
    assert_eq!(blocks[2], keep);
    assert!(
        body.block_args(blocks[0]).is_empty(),
        "mapped argument not copied"
    );
    assert_eq!(body.block_args(blocks[1]).len(), 1);
    let x = body.first_op(blocks[0]).unwrap();
    assert_eq!(body.operands(x).collect::<Vec<_>>(), vec![ext, ext]);
    assert_eq!(map.lookup_block(entry), Some(blocks[0]));
    check(&body);

    // Cloning a region into a region nested inside it copies only the original blocks.
    let g = body.block_ops(entry).nth(1).unwrap();
    let gr = body.regions(g)[0];
    let mut map = IrMapping::new();
    body.clone_region_into(src, gr, 1, &mut map);
    assert_eq!(body.blocks(gr).len(), 3);
    assert_eq!(body.blocks(src).len(), 2);
    check(&body);
}

#[test]
fn clone_isolated_op_and_whole_bodies() {
    let ctx = ctx();
    let m = module_sample(&ctx);
    let mut outer = Body::new();
    let mut map = IrMapping::new();
    // Clone the module within its body: the child body is copied whole.
    let mut body = m.body.clone();
    let copy = body.clone_op(m.op, &mut map);
    assert_eq!(dump(&ctx, &body, copy), dump(&ctx, &m.body, m.op));
    // Editing the copy's child body leaves the original alone.
    let cb = body.child_body_mut(copy).unwrap();
    let r = RegionId(0);
    let glob = cb.region_ops(r).nth(1).unwrap();
    cb.erase_op(glob);
    assert_ne!(dump(&ctx, &body, copy), dump(&ctx, &body, m.op));
    assert_eq!(dump(&ctx, &body, m.op), dump(&ctx, &m.body, m.op));
    // Cross-body copy of an isolated op needs no mapping.
    let moved = m
        .body
        .clone_op_into(m.op, &mut outer, &mut IrMapping::new())
        .unwrap();
    assert_eq!(dump(&ctx, &outer, moved), dump(&ctx, &m.body, m.op));
    check(&outer);
    // OwnedOp clones deeply.
    let m2 = m.clone();
    assert_eq!(dump(&ctx, &m2.body, m2.op), dump(&ctx, &m.body, m.op));
}

#[test]
fn clone_into_another_body_requires_mapped_values() {
    let ctx = ctx();
    let mut body = Body::new();
    let (outer, ext) = clone_sample(&ctx, &mut body);
    let mut dst = Body::new();
    let before = (
        dst.op_capacity(),
        dst.value_capacity(),
        dst.block_capacity(),
    );
    let err = body
        .clone_op_into(outer, &mut dst, &mut IrMapping::new())
        .unwrap_err();
    assert_eq!(
        err,
        CloneError::UnmappedValue {
            op: outer,
            operand: 0,
            value: ext
        }
    );
    assert_eq!(
        (
            dst.op_capacity(),
            dst.value_capacity(),
            dst.block_capacity()
        ),
        before,
        "nothing created"
    );
    assert!(err.to_string().contains("not mapped"));
    // An inner op using the outside value is found too.
    let mut map = IrMapping::new();
    let rb = body.regions(outer)[0];
    let x = body.first_op(body.blocks(rb)[0]).unwrap();
    let d = dst.new_detached_value(i32t(&ctx));
    map.map_value(ext, d);
    let copy = body.clone_op_into(outer, &mut dst, &mut map).unwrap();
    assert_eq!(
        dump(&ctx, &dst, copy).replace(&format!("ext{}", d.0), "EXT"),
        dump(&ctx, &body, outer).replace(&format!("ext{}", ext.0), "EXT")
    );
    assert_eq!(dst.uses(d).len(), 2);
    check(&dst);
    // Successors leaving the copied op must be mapped too.
    let br = body.last_op(body.blocks(rb)[0]).unwrap();
    let mut map = IrMapping::new();
    map.map_value(body.result(x, 0), d);
    let err = body.clone_op_into(br, &mut dst, &mut map).unwrap_err();
    assert!(matches!(
        err,
        CloneError::UnmappedBlock { successor: 0, .. }
    ));
}

#[test]
fn move_function_into_another_module() {
    let ctx = ctx();
    let mut m = module_sample(&ctx);
    let mut dst = Body::new();
    let mr = m.body.regions(m.op)[0];
    let child = m.body.child_body_mut(m.op).unwrap();
    let func = child.region_ops(mr).next().unwrap();
    let expected = dump(&ctx, child, func);
    let fb_ptr: *const Body = child.child_body(func).unwrap();
    let mut map = IrMapping::new();
    let moved = child.move_op_to_body(func, &mut dst, &mut map).unwrap();
    assert!(child.is_erased(func));
    assert_eq!(names(&ctx, child, child.region_ops(mr)), ["t.glob"]);
    assert_eq!(dump(&ctx, &dst, moved), expected);
    assert!(
        std::ptr::eq(dst.child_body(moved).unwrap(), fb_ptr),
        "child body moved, not copied"
    );
    assert_eq!(map.lookup_op(func), Some(moved));
    check(child);
    check(&dst);
    // Results still in use block a move.
    let mut body = Body::new();
    let (outer, _) = clone_sample(&ctx, &mut body);
    let rb = body.regions(outer)[0];
    let x = body.first_op(body.blocks(rb)[0]).unwrap();
    let err = body
        .move_op_to_body(x, &mut dst, &mut IrMapping::new())
        .unwrap_err();
    assert_eq!(err, CloneError::ResultInUse { op: x, result: 0 });
    assert!(!body.is_erased(x));
}

#[test]
fn inline_a_callee_region_into_a_caller() {
    let ctx = ctx();
    let m = module_sample(&ctx);
    let child = m.body.child_body(m.op).unwrap();
    let func = child.region_ops(m.body.regions(m.op)[0]).next().unwrap();
    let callee = child.child_body(func).unwrap();
    let fregion = child.regions(func)[0];
    let entry = callee.blocks(fregion)[0];
    // Caller: a region with a value to pass.
    let mut caller = Body::new();
    let mut b = OpBuilder::new(&ctx, &mut caller);
    let holder = b.create(st(&ctx, "t.holder").regions(1));
    let hr = b.body().regions(holder)[0];
    b.create_block(hr, &[]);
    let c = b.create(st(&ctx, "t.const").result(i32t(&ctx)));
    let cv = caller.result(c, 0);
    let mut map = IrMapping::new();
    map.map_value(callee.block_args(entry)[0], cv);
    callee
        .clone_region_into_body(fregion, &mut caller, hr, 1, &mut map)
        .unwrap();
    let blocks = caller.blocks(hr).to_vec();
    assert_eq!(blocks.len(), 2);
    assert!(caller.block_args(blocks[1]).is_empty());
    assert_eq!(
        names(&ctx, &caller, caller.walk_ops(holder, WalkOrder::PreOrder)),
        ["t.holder", "t.const", "t.loop", "t.x", "t.y", "t.return"]
    );
    assert_eq!(caller.uses(cv).len(), 2);
    check(&caller);
    // Without a mapping the entry block keeps its argument.
    let r2 = caller.new_region();
    callee
        .clone_region_into_body(fregion, &mut caller, r2, 0, &mut IrMapping::new())
        .unwrap();
    assert_eq!(caller.block_args(caller.blocks(r2)[0]).len(), 1);
    check(&caller);
    // A region using a value from above cannot be copied to another body unmapped.
    let mut src = Body::new();
    let (outer, ext) = clone_sample(&ctx, &mut src);
    let before = caller.block_capacity();
    let err = src.clone_region_into_body(
        src.regions(outer)[0],
        &mut caller,
        r2,
        0,
        &mut IrMapping::new(),
    );
    assert!(matches!(err, Err(CloneError::UnmappedValue { value, .. }) if value == ext));
    assert_eq!(caller.block_capacity(), before);
}

/// A region with blocks `^a(%p)`: `t.a0(%p) -> %r`, `t.a1(%r)`, `t.a2`; `^b(%q)`: `t.b0(%q)`.
fn blocks_sample(ctx: &Context, body: &mut Body) -> (RegionId, BlockId, BlockId, Vec<OpId>) {
    let ty = i32t(ctx);
    let loc = ctx.unknown_loc();
    let region = body.new_region();
    let mut b = OpBuilder::new(ctx, body);
    let ba = b.create_block(region, &[(ty, loc)]);
    let p = b.body().block_args(ba)[0];
    let a0 = b.create(st(ctx, "t.a0").operand(p).result(ty));
    let r = b.body().result(a0, 0);
    let a1 = b.create(st(ctx, "t.a1").operand(r));
    let a2 = b.create(st(ctx, "t.a2"));
    let bb = b.create_block(region, &[(ty, loc)]);
    let q = b.body().block_args(bb)[0];
    let b0 = b.create(st(ctx, "t.b0").operand(q));
    (region, ba, bb, vec![a0, a1, a2, b0])
}

#[test]
fn split_merge_and_inline_blocks() {
    let ctx = ctx();
    let mut body = Body::new();
    let (region, ba, bb, ops) = blocks_sample(&ctx, &mut body);
    let tail = body.split_block(ba, Some(ops[1]));
    assert_eq!(body.blocks(region), &[ba, tail, bb]);
    assert_eq!(names(&ctx, &body, body.block_ops(ba)), ["t.a0"]);
    assert_eq!(names(&ctx, &body, body.block_ops(tail)), ["t.a1", "t.a2"]);
    assert_eq!(body.op_block(ops[2]), Some(tail));
    check(&body);
    let empty = body.split_block(tail, None);
    assert!(body.first_op(empty).is_none());
    assert_eq!(body.block_index(empty), Some(2));
    body.erase_block(empty);
    check(&body);

    // Merge `tail` back at the end of `ba`.
    body.merge_blocks(tail, ba, &[]);
    assert_eq!(
        names(&ctx, &body, body.block_ops(ba)),
        ["t.a0", "t.a1", "t.a2"]
    );
    assert_eq!(body.blocks(region), &[ba, bb]);
    check(&body);

    // Inline `^b` before `t.a1`, replacing `%q` with `%r`.
    let r = body.result(ops[0], 0);
    let q = body.block_args(bb)[0];
    body.inline_block_before(bb, ba, Some(ops[1]), &[r]);
    assert_eq!(
        names(&ctx, &body, body.block_ops(ba)),
        ["t.a0", "t.b0", "t.a1", "t.a2"]
    );
    assert_eq!(body.operand(ops[3], 0), r);
    assert_eq!(body.value(q).def, ValueDef::Detached);
    assert_eq!(body.uses(r).len(), 2);
    assert_eq!(body.blocks(region), &[ba]);
    check(&body);
}

#[test]
fn move_erase_and_take_blocks() {
    let ctx = ctx();
    let mut body = Body::new();
    let (region, ba, bb, ops) = blocks_sample(&ctx, &mut body);
    body.move_block(bb, region, 0);
    assert_eq!(body.blocks(region), &[bb, ba]);
    let other = body.new_region();
    body.move_block(ba, other, 7);
    assert_eq!(body.blocks(other), &[ba]);
    assert_eq!(body.block_region(ba), Some(other));
    check(&body);
    body.move_blocks(region, other, 0);
    assert_eq!(body.blocks(other), &[bb, ba]);
    assert!(body.blocks(region).is_empty());
    check(&body);

    // take_body: `region` gets `other`'s blocks; its own are erased.
    let junk = body.new_block();
    body.append_block(region, junk);
    let j = body.create_op(st(&ctx, "t.junk"));
    body.append_op(junk, j);
    body.take_body(region, other);
    assert_eq!(body.blocks(region), &[bb, ba]);
    assert!(body.blocks(other).is_empty());
    assert!(body.is_erased(j));
    assert_eq!(body.block_region(junk), None);
    check(&body);

    // erase a block: its ops are erased and their uses of outside values dropped.
    let p = body.block_args(ba)[0];
    let outside = body.new_detached_value(i32t(&ctx));
    body.set_operand(ops[0], 0, outside);
    assert!(body.uses(p).is_empty());
    body.erase_block(ba);
    assert!(body.uses(outside).is_empty());
    assert!(ops[..3].iter().all(|&o| body.is_erased(o)));
    assert_eq!(body.value(p).def, ValueDef::Detached);
    assert_eq!(body.blocks(region), &[bb]);
    check(&body);
    // clear_region handles uses across its blocks.
    body.clear_region(region);
    assert!(body.blocks(region).is_empty());
    assert!(body.is_erased(ops[3]));
    check(&body);
}

#[test]
fn insert_and_erase_block_arguments() {
    let ctx = ctx();
    let mut body = Body::new();
    let (_, ba, _, ops) = blocks_sample(&ctx, &mut body);
    let p = body.block_args(ba)[0];
    let loc = ctx.file_loc("f", 1, 2);
    let a0 = body.insert_block_arg(ba, 0, ctx.builtin_types().i64, loc);
    let a2 = body.insert_block_arg(ba, 9, ctx.builtin_types().f32, ctx.unknown_loc());
    assert_eq!(body.block_args(ba), &[a0, p, a2]);
    assert_eq!(
        body.value(p).def,
        ValueDef::BlockArg {
            block: ba,
            index: 1
        }
    );
    assert_eq!(body.block_arg_loc(ba, 0), loc);
    check(&body);
    body.erase_block_args(ba, &[2, 0, 0, 17]);
    assert_eq!(body.block_args(ba), &[p]);
    assert_eq!(
        body.value(p).def,
        ValueDef::BlockArg {
            block: ba,
            index: 0
        }
    );
    assert_eq!(body.value(a0).def, ValueDef::Detached);
    assert_eq!(body.num_block_args(ba), 1);
    check(&body);
    body.set_operand(ops[0], 0, a0);
    body.erase_block_arg(ba, 0);
    assert!(body.block_args(ba).is_empty());
    check(&body);
}

#[test]
fn push_region_and_consistency_checks_catch_corruption() {
    let ctx = ctx();
    let mut body = Body::new();
    let mut b = OpBuilder::new(&ctx, &mut body);
    let f = b.create(st(&ctx, "test.func"));
    let u = b.create(st(&ctx, "t.u"));
    let r = body.push_region(f);
    assert_eq!(body.child_body(f).unwrap().region_parent(r), None);
    let r2 = body.push_region(u);
    assert_eq!(body.region_parent(r2), Some(u));
    assert_eq!(body.regions_body_mut(f).regions.len(), 1);
    check(&body);

    let (_, _, _, ops) = blocks_sample(&ctx, &mut body);
    check(&body);
    body.ops[ops[1].index()].operands[0].use_index = 5;
    assert!(body.check_use_lists().is_err());
    body.ops[ops[1].index()].operands[0].use_index = 0;
    check(&body);
    body.ops[ops[2].index()].prev = super::entities::PackedOption::NONE;
    assert!(body.check_links().is_err());
}

/// `depth` nested `test.func` ops, each in the single block of its parent's child body.
fn deep_nest(ctx: &Context, depth: usize) -> OwnedOp {
    let name = ctx.op_name("test.func");
    let mut inner: Option<Body> = None;
    for _ in 0..depth {
        let mut body = Body::new();
        let region = body.new_region();
        let block = body.new_block();
        body.append_block(region, block);
        let mut state = OperationState::new(name, ctx.unknown_loc());
        if let Some(child) = inner.take() {
            state = state.region(RegionId(0)).child_body(child);
        } else {
            state = state.regions(1).child_body(Body::new());
        }
        let op = body.create_op(state);
        body.append_op(block, op);
        inner = Some(body);
    }
    let mut root = Body::new();
    let op = root.create_op(
        OperationState::new(name, ctx.unknown_loc())
            .region(RegionId(0))
            .child_body(inner.unwrap()),
    );
    OwnedOp { body: root, op }
}

#[test]
fn deeply_nested_bodies_walk_clone_and_drop_without_recursion() {
    let ctx = ctx();
    let depth = 100_000;
    let mut m = deep_nest(&ctx, depth);
    assert_eq!(
        walk_all_iter(&m.body, m.op, WalkOrder::PreOrder).count(),
        depth + 1
    );
    let mut n = 0;
    walk_all_mut(&mut m.body, m.op, WalkOrder::PostOrder, |b, op| {
        b.op_mut(op).loc = ctx.file_loc("deep", 1, 1);
        n += 1;
        WalkResult::Advance
    });
    assert_eq!(n, depth + 1);
    let copy = m.clone();
    drop(m);
    assert!(
        walk_all_iter(&copy.body, copy.op, WalkOrder::PostOrder)
            .all(|(b, o)| b.op(o).loc == ctx.file_loc("deep", 1, 1))
    );
    let mut other = Body::new();
    let moved = copy
        .body
        .clone_op_into(copy.op, &mut other, &mut IrMapping::new())
        .unwrap();
    drop(copy);
    assert_eq!(
        walk_all_iter(&other, moved, WalkOrder::PreOrder).count(),
        depth + 1
    );
    drop(other);
}
