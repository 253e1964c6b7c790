//! Checks the fusion slices by enumeration: every function of the fusion corpus
//! (`tests/affine-analysis/fusion-corpus.mlir`) and the kernels is executed — loops run,
//! conditions are evaluated, every loop iteration and every access (with the element it
//! touches) is recorded — and every slice `can_fuse_loops` computes is checked against the
//! recorded instances:
//!
//! - a slice reported correct must cover the dependences: for every pair of instances of
//!   the sliced nest and the host nest touching one element (one of them writing), the
//!   sliced instance's induction variables lie within the slice bounds evaluated at the
//!   host instance's outer induction variables;
//! - it must run only iterations the sliced nest has: every point of the slice bounds at
//!   every host iteration is an iteration of the sliced nest;
//! - a slice reported incorrect must have a point outside the sliced nest (checked for
//!   functions without symbols).
//!
//! Symbols are bound to a few values; Strata's answers hold for every value.

use std::collections::{HashMap, HashSet};

use strata_affine::analysis::Access;
use strata_affine::analysis::slice::{FusionResult, SliceState, can_fuse_loops, gather_loops};
use strata_affine::ir::{ApplyOp, ForOp, IfOp};
use strata_asm::{ParseOptions, Source, parse_source};
use strata_ir::Context;
use strata_ir::affine::AffineMap;
use strata_ir::ir::{BlockId, Body, OpId, ValueDef, ValueId};
use strata_ir::matchers::constant_i64;

fn context() -> Context {
    let ctx = Context::new();
    strata_dialects::register_all(&ctx);
    strata_affine::register(&ctx);
    ctx
}

/// One executed access.
struct Inst {
    op: OpId,
    env: HashMap<ValueId, i64>,
    elem: Vec<i64>,
    access: Access,
}

struct Run<'a> {
    ctx: &'a Context,
    body: &'a Body,
    env: HashMap<ValueId, i64>,
    insts: Vec<Inst>,
    /// Per `affine.for`, the environment of every iteration.
    iters: HashMap<OpId, Vec<HashMap<ValueId, i64>>>,
    left: usize,
}

impl Run<'_> {
    fn val(&self, v: ValueId) -> i64 {
        if let Some(x) = self.env.get(&v) {
            return *x;
        }
        constant_i64(self.ctx, self.body, v).expect("value known")
    }

    fn eval(&self, map: AffineMap, operands: &[ValueId]) -> Vec<i64> {
        let nd = self.ctx.affine().map_data(map).num_dims as usize;
        let vals: Vec<i64> = operands.iter().map(|&v| self.val(v)).collect();
        self.ctx
            .affine()
            .eval_map(map, &vals[..nd], &vals[nd..])
            .expect("evaluates")
    }

    fn attr_map(&self, op: OpId, name: &str) -> AffineMap {
        let a = strata_ir::symbols::op_attr(self.ctx, self.body, op, name).expect("attr");
        match self.ctx.attr_data(a) {
            strata_ir::attributes::AttrData::AffineMap(m) => *m,
            _ => panic!("not a map"),
        }
    }

    fn block(&mut self, block: BlockId) {
        let ops: Vec<OpId> = self.body.block_ops(block).collect();
        for op in ops {
            self.op(op);
        }
    }

    fn op(&mut self, op: OpId) {
        let (ctx, body) = (self.ctx, self.body);
        if self.left == 0 {
            return;
        }
        self.left -= 1;
        if let Some(acc) = Access::of(ctx, body, op) {
            let elem = self.eval(acc.map, &acc.operands);
            self.insts.push(Inst {
                op,
                env: self.env.clone(),
                elem,
                access: acc,
            });
        } else if ApplyOp::isa(ctx, body, op) {
            let ops: Vec<ValueId> = body.operands(op).collect();
            let v = self.eval(self.attr_map(op, "map"), &ops)[0];
            self.env.insert(body.result(op, 0), v);
        } else if let Some(f) = ForOp::cast(ctx, body, op) {
            let operands: Vec<ValueId> = body.operands(op).collect();
            let (lbm, ubm) = (
                self.attr_map(op, "lowerBoundMap"),
                self.attr_map(op, "upperBoundMap"),
            );
            let nlb = ctx.affine().map_data(lbm).num_inputs() as usize;
            let nub = ctx.affine().map_data(ubm).num_inputs() as usize;
            let lb = *self.eval(lbm, &operands[..nlb]).iter().max().unwrap();
            let ub = *self
                .eval(ubm, &operands[nlb..nlb + nub])
                .iter()
                .min()
                .unwrap();
            let step = f.step_value(ctx, body);
            let iv = f.induction_var(body).unwrap();
            let blk = f.body_block(body).unwrap();
            let mut x = lb;
            while x < ub {
                self.env.insert(iv, x);
                self.iters.entry(op).or_default().push(self.env.clone());
                self.block(blk);
                x += step;
            }
            self.env.remove(&iv);
        } else if let Some(i) = IfOp::cast(ctx, body, op) {
            let set = i.integer_set(ctx, body).unwrap();
            let ops: Vec<ValueId> = body.operands(op).collect();
            let nd = ctx.affine().set_data(set).num_dims as usize;
            let vals: Vec<i64> = ops.iter().map(|&v| self.val(v)).collect();
            let holds = ctx
                .affine()
                .eval_set(set, &vals[..nd], &vals[nd..])
                .unwrap();
            let region = body.regions(op)[if holds { 0 } else { 1 }];
            if let Some(&blk) = body.blocks(region).first() {
                self.block(blk);
            }
        }
    }
}

fn inside(body: &Body, op: OpId, root: OpId) -> bool {
    let mut c = op;
    loop {
        if c == root {
            return true;
        }
        match body.parent_op(c) {
            Some(p) => c = p,
            None => return false,
        }
    }
}

fn loop_of(body: &Body, iv: ValueId) -> Option<OpId> {
    let ValueDef::BlockArg { block, .. } = body.value(iv).def else {
        return None;
    };
    body.block_region(block).and_then(|r| body.region_parent(r))
}

/// The slice bounds at the host iteration `env`: per sliced variable, `[lb, ub)` when
/// both maps are present.
fn bounds_at(
    ctx: &Context,
    slice: &SliceState,
    env: &HashMap<ValueId, i64>,
) -> Vec<Option<(i64, i64)>> {
    let vals: Vec<i64> = slice.operands.iter().map(|v| env[v]).collect();
    let store = ctx.affine();
    slice
        .lbs
        .iter()
        .zip(&slice.ubs)
        .map(|(lb, ub)| {
            let (lb, ub) = ((*lb)?, (*ub)?);
            let nd = store.map_data(lb).num_dims as usize;
            let l = store.eval_map(lb, &vals[..nd], &vals[nd..])?;
            let u = store.eval_map(ub, &vals[..nd], &vals[nd..])?;
            Some((*l.iter().max()?, *u.iter().min()?))
        })
        .collect()
}

/// Checks one slice; returns whether it has a point outside the sliced nest (`None`: not
/// enumerable).
#[allow(clippy::too_many_arguments)]
fn check_slice(
    ctx: &Context,
    body: &Body,
    run: &Run<'_>,
    src: OpId,
    dst: OpId,
    slice: &SliceState,
    what: &str,
) -> Option<bool> {
    // Coverage of the dependences.
    let mut srcs: HashMap<(ValueId, &[i64]), Vec<&Inst>> = HashMap::new();
    for i in run.insts.iter().filter(|i| inside(body, i.op, src)) {
        srcs.entry((i.access.memref, &i.elem)).or_default().push(i);
    }
    let dsts: Vec<&Inst> = run
        .insts
        .iter()
        .filter(|i| inside(body, i.op, dst))
        .collect();
    let mut cache: HashMap<Vec<i64>, Vec<Option<(i64, i64)>>> = HashMap::new();
    for b in &dsts {
        if slice.operands.iter().any(|v| !b.env.contains_key(v)) {
            continue;
        }
        let key: Vec<i64> = slice.operands.iter().map(|v| b.env[v]).collect();
        let bounds = cache
            .entry(key)
            .or_insert_with(|| bounds_at(ctx, slice, &b.env))
            .clone();
        let same = srcs.get(&(b.access.memref, &b.elem[..]));
        for a in same.into_iter().flatten() {
            if !(a.access.is_write || b.access.is_write)
                // Loops around both nests: the same iteration.
                || a.env.iter().any(|(v, x)| b.env.get(v).is_some_and(|y| y != x))
            {
                continue;
            }
            for (k, iv) in slice.ivs.iter().enumerate() {
                let (Some(x), Some((l, u))) = (a.env.get(iv), bounds[k]) else {
                    continue;
                };
                assert!(
                    l <= *x && *x < u,
                    "{what}: dependence not covered: sliced iv #{k} = {x} outside [{l}, {u}) \
                     at host {:?}",
                    key_of(slice, &b.env)
                );
            }
        }
    }
    // Containment: the slice's points at every host iteration.
    let host_loop = body.parent_op(slice.insert_before)?;
    let deepest = slice.ivs.last().and_then(|&v| loop_of(body, v))?;
    let domain: HashSet<Vec<i64>> = run
        .iters
        .get(&deepest)
        .map(|its| {
            its.iter()
                .map(|e| slice.ivs.iter().map(|v| e[v]).collect())
                .collect()
        })
        .unwrap_or_default();
    let mut outside = false;
    let mut seen = HashSet::new();
    for env in run.iters.get(&host_loop).into_iter().flatten() {
        let key: Vec<i64> = slice.operands.iter().map(|v| env[v]).collect();
        if !seen.insert(key) {
            continue;
        }
        let bounds = bounds_at(ctx, slice, env);
        let ranges = bounds
            .iter()
            .copied()
            .collect::<Option<Vec<(i64, i64)>>>()?;
        let total: i64 = ranges.iter().map(|(l, u)| (u - l).max(0)).product();
        if total > 20_000 {
            return None;
        }
        let mut point = vec![0i64; ranges.len()];
        // Odometer over the box.
        fn rec(k: usize, ranges: &[(i64, i64)], point: &mut Vec<i64>, f: &mut dyn FnMut(&[i64])) {
            if k == ranges.len() {
                f(point);
                return;
            }
            for x in ranges[k].0..ranges[k].1 {
                point[k] = x;
                rec(k + 1, ranges, point, f);
            }
        }
        rec(0, &ranges, &mut point, &mut |p| {
            if !domain.contains(p) {
                outside = true;
            }
        });
    }
    Some(outside)
}

fn key_of(slice: &SliceState, env: &HashMap<ValueId, i64>) -> Vec<i64> {
    slice.operands.iter().map(|v| env[v]).collect()
}

fn check_file(path: &str) -> (usize, usize) {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let text = std::fs::read_to_string(root.join(path)).unwrap();
    let ctx = context();
    let (mut valid, mut incorrect) = (0, 0);
    for chunk in text.split("// -----") {
        if !chunk.contains("func.func") {
            continue;
        }
        let source = Source {
            name: "t",
            text: chunk,
        };
        let module = parse_source(&ctx, &source, &ParseOptions::default()).unwrap();
        let mbody = module.body.regions_body(module.op);
        let entry = mbody.blocks(mbody.regions(module.op)[0])[0];
        for func in mbody.block_ops(entry) {
            let Some(body) = mbody.child_body(func) else {
                continue;
            };
            let region = mbody.regions(func)[0];
            let fblock = body.blocks(region)[0];
            let index_args: Vec<ValueId> = body
                .block_args(fblock)
                .iter()
                .copied()
                .filter(|&v| {
                    matches!(
                        ctx.type_data(body.value_type(v)),
                        strata_ir::TypeData::Index
                    )
                })
                .collect();
            let symbolic = index_args.iter().any(|&v| !body.uses(v).is_empty());
            let levels = gather_loops(&ctx, body, region);
            let max = levels.len();
            let mut results = Vec::new();
            for (level, loops) in levels.iter().enumerate() {
                for (i, &a) in loops.iter().enumerate() {
                    for (j, &b) in loops.iter().enumerate() {
                        if i == j {
                            continue;
                        }
                        for d in level + 1..=max {
                            match can_fuse_loops(&ctx, body, a, b, d) {
                                FusionResult::Success(s) => results.push((a, b, d, s, true)),
                                FusionResult::FailIncorrectSlice(s) => {
                                    results.push((a, b, d, s, false))
                                }
                                _ => {}
                            }
                        }
                    }
                }
            }
            for n in if symbolic { vec![4, 9] } else { vec![0] } {
                let mut run = Run {
                    ctx: &ctx,
                    body,
                    env: index_args.iter().map(|&v| (v, n)).collect(),
                    insts: Vec::new(),
                    iters: HashMap::new(),
                    left: 2_000_000,
                };
                run.block(fblock);
                assert!(run.left > 0, "{path}: enumeration budget exceeded");
                for (a, b, d, slice, ok) in &results {
                    let what = format!(
                        "{path}: slice of {a:?} into {b:?} at depth {d} (N = {n}, symbolic {symbolic})\n{chunk}"
                    );
                    let outside = check_slice(&ctx, body, &run, *a, *b, slice, &what);
                    if *ok {
                        assert!(
                            outside != Some(true),
                            "{what}: a valid slice runs iterations outside"
                        );
                    }
                }
            }
            if !symbolic {
                // An incorrect slice has a point outside (the host loops' iterations at
                // which it is evaluated are all executed: checked with N unused).
                let mut run = Run {
                    ctx: &ctx,
                    body,
                    env: HashMap::new(),
                    insts: Vec::new(),
                    iters: HashMap::new(),
                    left: 2_000_000,
                };
                run.block(fblock);
                for (a, b, d, slice, ok) in &results {
                    if *ok {
                        valid += 1;
                        continue;
                    }
                    incorrect += 1;
                    let what = format!("{path}: slice of {a:?} into {b:?} at depth {d}");
                    let outside = check_slice(&ctx, body, &run, *a, *b, slice, &what);
                    assert!(
                        outside != Some(false),
                        "{what}: reported incorrect but every point is an iteration"
                    );
                }
            } else {
                valid += results.iter().filter(|r| r.4).count();
                incorrect += results.iter().filter(|r| !r.4).count();
            }
        }
    }
    (valid, incorrect)
}

#[test]
fn corpus_slices_match_enumeration() {
    let (v, i) = check_file("tests/affine-analysis/fusion-corpus.mlir");
    println!("{v} valid and {i} incorrect slices checked");
    assert!(v >= 100, "too few slices: {v}");
}

#[test]
fn kernel_slices_match_enumeration() {
    let (v, i) = check_file("tests/affine-analysis/kernels.mlir");
    println!("{v} valid and {i} incorrect slices checked");
}
