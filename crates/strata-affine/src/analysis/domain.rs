//! Iteration domains and access relations: the affine ops enclosing an op (MLIR's
//! `getEnclosingAffineOps`), their induction variables (`getAffineIVs`), the constraints
//! their bounds, steps and conditions put on those variables (`getIndexSet`), and the
//! memory accesses of `affine.load`/`affine.store` and the other affine reads and writes
//! (`MemRefAccess`).
//!
//! Unlike MLIR 22, a step other than 1 is exact whenever the lower bound is a single
//! expression (not only a constant), and an op in the `else` region of an `affine.if` gets
//! the negated condition (a disjunction) instead of the `then` condition.

use std::collections::HashMap;

use strata_ir::Context;
use strata_ir::affine::AffineMap;
use strata_ir::ir::{Body, OpId, RegionId, ValueDef, ValueId};
use strata_ir::matchers::constant_i64;
use strata_presburger::Int;

use super::flatten::{Builder, Lin};
use crate::ir::AffineMemoryAccess;
use crate::ir::ops::{ApplyOp, ForOp, IfOp, ParallelOp, map_attr};

/// An affine op enclosing another op.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Enclosing {
    /// An `affine.for`.
    For(OpId),
    /// An `affine.parallel`.
    Parallel(OpId),
    /// An `affine.if`; `then` says whether the op is in the `then` region.
    If {
        /// The `affine.if`.
        op: OpId,
        /// Whether the enclosed op is in the `then` region.
        then: bool,
    },
}

/// The `affine.for`, `affine.parallel` and `affine.if` ops enclosing `op` in `body`,
/// outermost first (MLIR's `getEnclosingAffineOps`: other ops are looked through).
pub fn enclosing_ops(ctx: &Context, body: &Body, op: OpId) -> Vec<Enclosing> {
    let mut out = Vec::new();
    let mut cur = op;
    while let Some(parent) = body.parent_op(cur) {
        if ForOp::isa(ctx, body, parent) {
            out.push(Enclosing::For(parent));
        } else if ParallelOp::isa(ctx, body, parent) {
            out.push(Enclosing::Parallel(parent));
        } else if IfOp::isa(ctx, body, parent) {
            let region = body.op_block(cur).and_then(|b| body.block_region(b));
            let then = region.is_some_and(|r| body.regions(parent).first() == Some(&r));
            out.push(Enclosing::If { op: parent, then });
        }
        cur = parent;
    }
    out.reverse();
    out
}

/// The induction variables of the loops among `ops`, outermost first.
pub fn loop_ivs(ctx: &Context, body: &Body, ops: &[Enclosing]) -> Vec<ValueId> {
    let mut ivs = Vec::new();
    for e in ops {
        match *e {
            Enclosing::For(op) => {
                if let Some(iv) = ForOp::cast(ctx, body, op).and_then(|f| f.induction_var(body)) {
                    ivs.push(iv);
                }
            }
            Enclosing::Parallel(op) => {
                if let Some(p) = ParallelOp::cast(ctx, body, op) {
                    ivs.extend(p.induction_vars(body));
                }
            }
            Enclosing::If { .. } => {}
        }
    }
    ivs
}

/// The induction variables of the affine loops around `op`, outermost first (MLIR's
/// `getAffineIVs`).
pub fn surrounding_ivs(ctx: &Context, body: &Body, op: OpId) -> Vec<ValueId> {
    loop_ivs(ctx, body, &enclosing_ops(ctx, body, op))
}

/// The number of affine loop induction variables common to `a` and `b` (MLIR's
/// `getNumCommonSurroundingLoops`).
pub fn num_common_surrounding_loops(ctx: &Context, body: &Body, a: OpId, b: OpId) -> usize {
    let (x, y) = (surrounding_ivs(ctx, body, a), surrounding_ivs(ctx, body, b));
    x.iter().zip(&y).take_while(|(p, q)| p == q).count()
}

/// One memref access of an affine read or write op (MLIR's `MemRefAccess`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Access {
    /// The accessing op.
    pub op: OpId,
    /// The accessed memref.
    pub memref: ValueId,
    /// The access map (one result per memref dimension).
    pub map: AffineMap,
    /// The map's operands: dimensions, then symbols.
    pub operands: Vec<ValueId>,
    /// Whether the op writes.
    pub is_write: bool,
}

impl Access {
    /// The access of an affine read or write op (`affine.load`, `affine.store`,
    /// `affine.vector_load`, `affine.vector_store`), asked through the
    /// [`AffineMemoryAccess`] interface; `None` for other ops.
    pub fn of(ctx: &Context, body: &Body, op: OpId) -> Option<Access> {
        let iface = ctx.op_interface::<AffineMemoryAccess>(body.op(op).name)?;
        if !iface.is_read_or_write() {
            return None;
        }
        Some(Access {
            op,
            memref: (iface.memref)(ctx, body, op),
            map: iface.map(ctx, body, op)?,
            operands: (iface.map_operands)(ctx, body, op),
            is_write: iface.is_write(),
        })
    }
}

/// The alternatives of a disjunction: each a conjunction of `(form, is_equality)`.
pub type Disjunction = Vec<Vec<(Lin, bool)>>;

/// Turns SSA values into linear forms while a constraint system is built: induction
/// variables of the side being added map to their columns, constants to constants,
/// `affine.apply` results to their (flattened) maps, and every other value to a local
/// variable — shared by both sides of a dependence problem when the value is defined
/// outside every affine loop, private to the side otherwise.
#[derive(Debug, Default)]
pub struct ValueMap {
    shared: HashMap<ValueId, Lin>,
}

/// The induction variables of one side of a problem, by column.
pub type IvCols = HashMap<ValueId, usize>;

impl ValueMap {
    /// A map in which the given values (defined outside every affine loop) already stand
    /// for the given forms, e.g. columns of a constraint system's symbols.
    pub fn seeded(values: impl IntoIterator<Item = (ValueId, Lin)>) -> ValueMap {
        ValueMap {
            shared: values.into_iter().collect(),
        }
    }

    /// The columns of the values shared by both sides (defined outside every loop) that
    /// are plain variables, in column order.
    pub fn shared_columns(&self) -> Vec<usize> {
        let mut cols: Vec<usize> = self
            .shared
            .values()
            .filter(|l| l.constant.is_zero() && l.terms.len() == 1)
            .filter_map(|l| {
                l.terms
                    .iter()
                    .next()
                    .filter(|(_, a)| a.is_one())
                    .map(|(c, _)| *c)
            })
            .collect();
        cols.sort_unstable();
        cols.dedup();
        cols
    }

    /// The shared values with their forms.
    pub fn shared_values(&self) -> impl Iterator<Item = (&ValueId, &Lin)> {
        self.shared.iter()
    }

    /// The linear form of `v` (see the type's documentation); `None` when an
    /// `affine.apply` on the way is not affine.
    #[allow(clippy::too_many_arguments)]
    pub fn value(
        &mut self,
        ctx: &Context,
        body: &Body,
        b: &mut Builder,
        ivs: &IvCols,
        private: &mut HashMap<ValueId, Lin>,
        v: ValueId,
        depth: usize,
    ) -> Option<Lin> {
        if let Some(&c) = ivs.get(&v) {
            return Some(Lin::var(c));
        }
        if let Some(c) = constant_i64(ctx, body, v) {
            return Some(Lin::constant(c));
        }
        if depth < 64
            && let ValueDef::Result { op, .. } = body.value(v).def
            && ApplyOp::isa(ctx, body, op)
        {
            let map = map_attr(ctx, body, op, "map")?;
            let operands: Vec<ValueId> = body.operands(op).collect();
            return self
                .map_results(ctx, body, b, ivs, private, map, &operands, depth + 1)?
                .into_iter()
                .next();
        }
        let table = if defined_in_affine_loop(ctx, body, v) {
            private
        } else {
            &mut self.shared
        };
        if let Some(l) = table.get(&v) {
            return Some(l.clone());
        }
        let l = b.new_local();
        table.insert(v, l.clone());
        Some(l)
    }

    /// The flattened results of `map` applied to `operands`.
    #[allow(clippy::too_many_arguments)]
    pub fn map_results(
        &mut self,
        ctx: &Context,
        body: &Body,
        b: &mut Builder,
        ivs: &IvCols,
        private: &mut HashMap<ValueId, Lin>,
        map: AffineMap,
        operands: &[ValueId],
        depth: usize,
    ) -> Option<Vec<Lin>> {
        let store = ctx.affine();
        let data = store.map_data(map).clone();
        let (dims, syms) =
            self.inputs(ctx, body, b, ivs, private, operands, data.num_dims, depth)?;
        data.results
            .iter()
            .map(|&e| b.flatten(store, e, &dims, &syms))
            .collect()
    }

    #[allow(clippy::too_many_arguments)]
    fn inputs(
        &mut self,
        ctx: &Context,
        body: &Body,
        b: &mut Builder,
        ivs: &IvCols,
        private: &mut HashMap<ValueId, Lin>,
        operands: &[ValueId],
        num_dims: u32,
        depth: usize,
    ) -> Option<(Vec<Lin>, Vec<Lin>)> {
        let mut lins = Vec::with_capacity(operands.len());
        for &v in operands {
            lins.push(self.value(ctx, body, b, ivs, private, v, depth)?);
        }
        let nd = (num_dims as usize).min(lins.len());
        let syms = lins.split_off(nd);
        Some((lins, syms))
    }

    /// Adds the iteration domain of the ops `encl` (enclosing one op, outermost first) to
    /// `b`: loop bounds, steps and `then` conditions as constraints; `else` conditions are
    /// returned as disjunctions to add per alternative. `None` when a bound or condition
    /// is not affine.
    pub fn add_domain(
        &mut self,
        ctx: &Context,
        body: &Body,
        b: &mut Builder,
        ivs: &IvCols,
        encl: &[Enclosing],
    ) -> Option<Vec<Disjunction>> {
        let mut private = HashMap::new();
        let mut disjunctions = Vec::new();
        let store = ctx.affine();
        for e in encl {
            match *e {
                Enclosing::For(op) => {
                    let f = ForOp::cast(ctx, body, op)?;
                    let iv = Lin::var(*ivs.get(&f.induction_var(body)?)?);
                    let segs = crate::ir::ops::for_segments(ctx, body, op)?;
                    let operands: Vec<ValueId> = body.operands(op).collect();
                    let lb = map_attr(ctx, body, op, "lowerBoundMap")?;
                    let ub = map_attr(ctx, body, op, "upperBoundMap")?;
                    let lbs = self.map_results(
                        ctx,
                        body,
                        b,
                        ivs,
                        &mut private,
                        lb,
                        &operands[segs[0].clone()],
                        0,
                    )?;
                    let ubs = self.map_results(
                        ctx,
                        body,
                        b,
                        ivs,
                        &mut private,
                        ub,
                        &operands[segs[1].clone()],
                        0,
                    )?;
                    let step = f.step_value(ctx, body);
                    self.add_loop(b, &iv, &lbs, &ubs, step);
                }
                Enclosing::Parallel(op) => {
                    let p = ParallelOp::cast(ctx, body, op)?;
                    let steps = p.step_values(ctx, body);
                    let pivs = p.induction_vars(body);
                    let lbo = p.lower_bounds_operands(ctx, body);
                    let ubo = p.upper_bounds_operands(ctx, body);
                    for (pos, iv) in pivs.iter().enumerate() {
                        let iv = Lin::var(*ivs.get(iv)?);
                        let lb = p.lower_bound_map(ctx, body, pos)?;
                        let ub = p.upper_bound_map(ctx, body, pos)?;
                        let lbs = self.map_results(ctx, body, b, ivs, &mut private, lb, &lbo, 0)?;
                        let ubs = self.map_results(ctx, body, b, ivs, &mut private, ub, &ubo, 0)?;
                        self.add_loop(b, &iv, &lbs, &ubs, *steps.get(pos).unwrap_or(&1));
                    }
                }
                Enclosing::If { op, then } => {
                    let set = IfOp::cast(ctx, body, op)?.integer_set(ctx, body)?;
                    let operands: Vec<ValueId> = body.operands(op).collect();
                    let nd = store.set_data(set).num_dims;
                    let (dims, syms) =
                        self.inputs(ctx, body, b, ivs, &mut private, &operands, nd, 0)?;
                    let cons = b.flatten_set(store, set, &dims, &syms)?;
                    if then {
                        for (l, eq) in cons {
                            if eq {
                                b.add_eq0(&l);
                            } else {
                                b.add_ge0(&l);
                            }
                        }
                    } else {
                        // Some constraint fails: e < 0, or e != 0 for an equality.
                        let mut alts = Disjunction::new();
                        let minus_one = Lin::constant(-1);
                        for (l, eq) in cons {
                            let neg = l.scale(&Int::from(-1)).add(&minus_one);
                            alts.push(vec![(neg, false)]);
                            if eq {
                                alts.push(vec![(l.add(&minus_one), false)]);
                            }
                        }
                        disjunctions.push(alts);
                    }
                }
            }
        }
        Some(disjunctions)
    }

    fn add_loop(&mut self, b: &mut Builder, iv: &Lin, lbs: &[Lin], ubs: &[Lin], step: i64) {
        for l in lbs {
            b.add_ge0(&iv.sub(l));
        }
        for u in ubs {
            b.add_ge0(&u.sub(iv).add(&Lin::constant(-1)));
        }
        if step > 1 && lbs.len() == 1 {
            // iv = lb + step * k.
            let k = b.new_local();
            b.add_eq0(&iv.sub(&lbs[0]).add_scaled(&k, &Int::from(-step)));
        }
    }
}

/// Whether `v` is defined inside an `affine.for` or `affine.parallel` (as a result of an
/// op nested in one, or an argument of a block nested in one, the loops' own induction
/// variables included).
pub(crate) fn defined_in_affine_loop(ctx: &Context, body: &Body, v: ValueId) -> bool {
    let mut region: Option<RegionId> = match body.value(v).def {
        ValueDef::Result { op, .. } => body.op_block(op).and_then(|b| body.block_region(b)),
        ValueDef::BlockArg { block, .. } => body.block_region(block),
        ValueDef::Detached => return true,
    };
    while let Some(r) = region {
        let Some(parent) = body.region_parent(r) else {
            return false;
        };
        if ForOp::isa(ctx, body, parent) || ParallelOp::isa(ctx, body, parent) {
            return true;
        }
        region = body.op_block(parent).and_then(|b| body.block_region(b));
    }
    false
}
