//! Ops with regions and affine maps: `scf.for/if/while/execute_region/index_switch/
//! parallel`, `memref.alloca_scope`, `affine.for/if/apply/min/max/load/store/parallel`;
//! memref ops are dispatched to [`crate::memops`].

use smallvec::SmallVec;
use strata_ir::affine::AffineMap;
use strata_ir::ir::OpId;

use crate::interp::{Frame, Interpreter};
use crate::prepare::{Inst, Prepared};
use crate::value::{ExecResult, ScalarTy, Value};

impl Interpreter<'_> {
    /// Evaluates `map` on operands `first..first + inputs` of `op`.
    pub(crate) fn eval_map(
        &self,
        fr: &Frame<'_>,
        op: OpId,
        map: AffineMap,
        first: usize,
    ) -> ExecResult<Vec<i64>> {
        let store = self.ctx.affine();
        let data = store.map_data(map);
        let (nd, ns) = (data.num_dims as usize, data.num_symbols as usize);
        let mut inputs: SmallVec<[i64; 8]> = SmallVec::with_capacity(nd + ns);
        for i in first..first + nd + ns {
            inputs.push(self.index(fr, op, i)?);
        }
        store
            .eval_map(map, &inputs[..nd], &inputs[nd..])
            .ok_or_else(|| self.err(fr, op, "affine map evaluation divides by zero"))
    }

    /// A static extent or the value of one.
    fn basis(&self, fr: &Frame<'_>, op: OpId, b: crate::prepare::Basis) -> ExecResult<i64> {
        match b {
            crate::prepare::Basis::Static(v) => Ok(v),
            crate::prepare::Basis::Value(v) => match fr.get(v) {
                Value::Bits(b) => Ok(*b as i64),
                x => Err(self.poison_use(fr, op, "a basis or bound operand", x)),
            },
        }
    }

    fn set_results(fr: &mut Frame<'_>, op: OpId, vals: impl IntoIterator<Item = Value>) {
        let n = fr.body.num_results(op);
        for (i, v) in vals.into_iter().enumerate().take(n) {
            fr.set_result(op, i, v);
        }
    }

    /// Executes the structured and memory ops (everything `exec` does not handle inline).
    pub(crate) fn exec_structured(
        &mut self,
        fr: &mut Frame<'_>,
        prep: &Prepared,
        op: OpId,
        inst: &Inst,
    ) -> ExecResult<()> {
        let body = fr.body;
        match inst {
            Inst::ScfFor { unsigned } => {
                let ty = ScalarTy::of(self.ctx, body.value_type(body.operand(op, 0)))
                    .unwrap_or(ScalarTy::Index);
                let w = ty.bits();
                let (lb, ub, step) = (
                    self.index(fr, op, 0)?,
                    self.index(fr, op, 1)?,
                    self.index(fr, op, 2)?,
                );
                let sext = |v: i64| {
                    if w >= 64 {
                        v
                    } else {
                        (v << (64 - w)) >> (64 - w)
                    }
                };
                let zext = |v: i64| {
                    if w >= 64 {
                        v as u64
                    } else {
                        (v as u64) & ((1u64 << w) - 1)
                    }
                };
                if sext(step) <= 0 && !*unsigned || zext(step) == 0 {
                    return Err(self.err(
                        fr,
                        op,
                        format!("scf.for step must be positive, but is {}", sext(step)),
                    ));
                }
                let less = |a: i64, b: i64| {
                    if *unsigned {
                        zext(a) < zext(b)
                    } else {
                        sext(a) < sext(b)
                    }
                };
                let region = body.regions(op)[0];
                let mut iter: SmallVec<[Value; 4]> = (3..body.num_operands(op))
                    .map(|i| fr.operand(op, i).clone())
                    .collect();
                let mut iv = lb;
                while less(iv, ub) {
                    self.run_loop_body(fr, prep, region, Value::Bits(zext(iv)), &mut iter)?;
                    let next = iv.wrapping_add(step);
                    // Stop when the induction variable wraps around its type.
                    if !less(iv, next) {
                        break;
                    }
                    iv = next;
                }
                Self::set_results(fr, op, iter);
            }
            Inst::ScfIf => {
                let c = match fr.operand(op, 0) {
                    Value::Bits(c) => *c != 0,
                    v => return Err(self.poison_use(fr, op, "the scf.if condition", v)),
                };
                let regions = body.regions(op);
                let region = if c { regions[0] } else { regions[1] };
                if !body.blocks(region).is_empty() {
                    let vals = self.run_yield(fr, prep, region, &[])?;
                    Self::set_results(fr, op, vals);
                }
            }
            Inst::ScfWhile => {
                let (before, after) = (body.regions(op)[0], body.regions(op)[1]);
                let mut args: SmallVec<[Value; 4]> =
                    body.operands(op).map(|v| fr.get(v).clone()).collect();
                loop {
                    let mut cond = self.run_yield(fr, prep, before, &args)?;
                    let c = match cond.first() {
                        Some(Value::Bits(c)) => *c != 0,
                        Some(v) => {
                            let v = v.clone();
                            return Err(self.poison_use(fr, op, "the scf.condition", &v));
                        }
                        None => false,
                    };
                    cond.remove(0);
                    if !c {
                        Self::set_results(fr, op, cond);
                        break;
                    }
                    args = self.run_yield(fr, prep, after, &cond)?;
                }
            }
            Inst::ExecuteRegion { scope } => {
                let mark = fr.allocas.len();
                let exit = self.run_region(fr, prep, body.regions(op)[0], &[]);
                if *scope {
                    for b in fr.allocas.split_off(mark) {
                        self.memory.free(b);
                    }
                }
                Self::set_results(fr, op, exit?.vals);
            }
            Inst::IndexSwitch(cases) => {
                let v = self.index(fr, op, 0)?;
                let regions = body.regions(op);
                let k = cases.iter().position(|&c| c == v).map_or(0, |i| i + 1);
                let vals = self.run_yield(fr, prep, regions[k], &[])?;
                Self::set_results(fr, op, vals);
            }
            Inst::ScfParallel {
                lbs,
                ubs,
                steps,
                inits,
            } => {
                let get = |vs: &[strata_ir::ir::ValueId]| -> ExecResult<Vec<i64>> {
                    vs.iter()
                        .map(|&v| match fr.get(v) {
                            Value::Bits(b) => Ok(*b as i64),
                            x => Err(self.poison_use(fr, op, "a loop bound", x)),
                        })
                        .collect()
                };
                let (lbs, ubs, steps) = (get(lbs)?, get(ubs)?, get(steps)?);
                if steps.iter().any(|&s| s <= 0) {
                    return Err(self.err(fr, op, "scf.parallel steps must be positive"));
                }
                let mut acc: Vec<Value> = inits.iter().map(|&v| fr.get(v).clone()).collect();
                let region = body.regions(op)[0];
                let mut ivs = lbs.clone();
                if ivs.iter().zip(&ubs).all(|(l, u)| l < u) {
                    'points: loop {
                        let args: SmallVec<[Value; 4]> =
                            ivs.iter().map(|&i| Value::Bits(i as u64)).collect();
                        let exit = self.run_region(fr, prep, region, &args)?;
                        let reductions = body.regions(exit.op);
                        for (i, &r) in reductions.iter().enumerate() {
                            let (Some(a), Some(x)) =
                                (acc.get(i).cloned(), exit.vals.get(i).cloned())
                            else {
                                continue;
                            };
                            acc[i] = self
                                .run_yield(fr, prep, r, &[a, x])?
                                .into_iter()
                                .next()
                                .unwrap_or(Value::Bits(0));
                        }
                        // Next point of the iteration space, innermost dimension fastest.
                        let mut d = ivs.len();
                        loop {
                            if d == 0 {
                                break 'points;
                            }
                            d -= 1;
                            ivs[d] += steps[d];
                            if ivs[d] < ubs[d] {
                                break;
                            }
                            ivs[d] = lbs[d];
                        }
                    }
                }
                Self::set_results(fr, op, acc);
            }
            Inst::AffineFor {
                lb,
                ub,
                n_lb,
                n_ub,
                step,
            } => {
                let lb = self.eval_map(fr, op, *lb, 0)?.into_iter().max();
                let ub = self.eval_map(fr, op, *ub, *n_lb)?.into_iter().min();
                let (Some(lb), Some(ub)) = (lb, ub) else {
                    return Err(self.err(fr, op, "affine.for bound map without results"));
                };
                let region = body.regions(op)[0];
                let mut iter: SmallVec<[Value; 4]> = (n_lb + n_ub..body.num_operands(op))
                    .map(|i| fr.operand(op, i).clone())
                    .collect();
                let mut iv = lb;
                while iv < ub {
                    self.run_loop_body(fr, prep, region, Value::Bits(iv as u64), &mut iter)?;
                    iv = match iv.checked_add(*step) {
                        Some(v) => v,
                        None => break,
                    };
                }
                Self::set_results(fr, op, iter);
            }
            Inst::AffineIf(set) => {
                let store = self.ctx.affine();
                let data = store.set_data(*set);
                let nd = data.num_dims as usize;
                let mut inputs = Vec::with_capacity(body.num_operands(op));
                for i in 0..body.num_operands(op) {
                    inputs.push(self.index(fr, op, i)?);
                }
                let holds = store
                    .eval_set(*set, &inputs[..nd], &inputs[nd..])
                    .ok_or_else(|| self.err(fr, op, "integer set evaluation divides by zero"))?;
                let regions = body.regions(op);
                let region = if holds { regions[0] } else { regions[1] };
                if !body.blocks(region).is_empty() {
                    let vals = self.run_yield(fr, prep, region, &[])?;
                    Self::set_results(fr, op, vals);
                }
            }
            Inst::AffineApply(map) => {
                let r = self.eval_map(fr, op, *map, 0)?;
                fr.set_result(op, 0, Value::Bits(r.first().copied().unwrap_or(0) as u64));
            }
            Inst::AffineMinMax(map, max) => {
                let r = self.eval_map(fr, op, *map, 0)?;
                let v = if *max {
                    r.into_iter().max()
                } else {
                    r.into_iter().min()
                };
                fr.set_result(op, 0, Value::Bits(v.unwrap_or(0) as u64));
            }
            Inst::AffineLoad(map) => {
                let m = self.memref(fr, op, 0)?;
                let idx = self.eval_map(fr, op, *map, 1)?;
                let at = self
                    .memory
                    .element_offset(&m, &idx)
                    .map_err(|e| self.access_err(fr, op, e))?;
                let v = self.memory.read(&m, at);
                fr.set_result(op, 0, v);
            }
            Inst::AffineStore(map) => {
                let m = self.memref(fr, op, 1)?;
                let idx = self.eval_map(fr, op, *map, 2)?;
                let at = self
                    .memory
                    .element_offset(&m, &idx)
                    .map_err(|e| self.access_err(fr, op, e))?;
                let v = fr.operand(op, 0).clone();
                self.memory
                    .write(&m, at, &v)
                    .map_err(|e| self.access_err(fr, op, e))?;
            }
            Inst::AffineParallel {
                lbs,
                lb_groups,
                ubs,
                ub_groups,
                steps,
                reductions,
            } => {
                let mut acc = Vec::new();
                for (i, &kind) in reductions.iter().enumerate() {
                    let ty = ScalarTy::of(self.ctx, body.value_type(body.result(op, i)))
                        .and_then(|t| crate::arith::rmw_identity(kind, t).map(|v| (t, v)));
                    let Some((ty, init)) = ty else {
                        return Err(self.err(fr, op, "unsupported affine.parallel reduction"));
                    };
                    acc.push((kind, ty, init));
                }
                let n_lb = self.ctx.affine().num_inputs(*lbs) as usize;
                let lbv = self.eval_map(fr, op, *lbs, 0)?;
                let ubv = self.eval_map(fr, op, *ubs, n_lb)?;
                let fold = |vals: &[i64], groups: &[i32], max: bool| -> Vec<i64> {
                    let mut out = Vec::new();
                    let mut at = 0usize;
                    for &g in groups {
                        let g = g.max(0) as usize;
                        let part = &vals[at.min(vals.len())..(at + g).min(vals.len())];
                        at += g;
                        out.push(
                            if max {
                                part.iter().copied().max()
                            } else {
                                part.iter().copied().min()
                            }
                            .unwrap_or(0),
                        );
                    }
                    out
                };
                let (lo, hi) = (fold(&lbv, lb_groups, true), fold(&ubv, ub_groups, false));
                let region = body.regions(op)[0];
                let mut ivs = lo.clone();
                if ivs.iter().zip(&hi).all(|(l, u)| l < u) {
                    'points: loop {
                        let args: SmallVec<[Value; 4]> =
                            ivs.iter().map(|&i| Value::Bits(i as u64)).collect();
                        let exit = self.run_region(fr, prep, region, &args)?;
                        for ((kind, ty, a), v) in acc.iter_mut().zip(exit.vals.iter()) {
                            *a = match crate::arith::rmw(*kind, *ty, a, v) {
                                Ok(x) => x,
                                Err(crate::arith::Fault::Poison) => Value::Poison(body.op(op).loc),
                                Err(crate::arith::Fault::Trap(m)) => {
                                    return Err(self.err(fr, op, m.message()));
                                }
                            };
                        }
                        let mut d = ivs.len();
                        loop {
                            if d == 0 {
                                break 'points;
                            }
                            d -= 1;
                            ivs[d] += steps.get(d).copied().unwrap_or(1).max(1);
                            if ivs[d] < hi[d] {
                                break;
                            }
                            ivs[d] = lo[d];
                        }
                    }
                }
                Self::set_results(fr, op, acc.into_iter().map(|(_, _, v)| v));
            }
            Inst::GenericAtomic => {
                let m = self.memref(fr, op, 0)?;
                let mut idx = Vec::new();
                for i in 1..body.num_operands(op) {
                    idx.push(self.index(fr, op, i)?);
                }
                let at = self
                    .memory
                    .element_offset(&m, &idx)
                    .map_err(|e| self.access_err(fr, op, e))?;
                let old = self.memory.read(&m, at);
                let new =
                    self.run_yield(fr, prep, body.regions(op)[0], std::slice::from_ref(&old))?;
                if let Some(v) = new.first() {
                    self.memory
                        .write(&m, at, v)
                        .map_err(|e| self.access_err(fr, op, e))?;
                }
                fr.set_result(op, 0, old);
            }
            Inst::Delinearize(basis) => {
                let mut rest = self.index(fr, op, 0)?;
                let mut out = vec![0i64; basis.len()];
                for (i, b) in basis.iter().enumerate().rev() {
                    match b {
                        Some(b) if i > 0 || basis.len() == 1 => {
                            let b = self.basis(fr, op, *b)?;
                            if b <= 0 {
                                return Err(self.err(
                                    fr,
                                    op,
                                    format!("non-positive basis element {b}"),
                                ));
                            }
                            out[i] = rest.rem_euclid(b);
                            rest = rest.div_euclid(b);
                        }
                        _ => out[i] = rest,
                    }
                }
                Self::set_results(fr, op, out.into_iter().map(|v| Value::Bits(v as u64)));
            }
            Inst::Linearize(basis) => {
                let mut acc = 0i64;
                for (i, b) in basis.iter().enumerate() {
                    let v = self.index(fr, op, i)?;
                    let b = match b {
                        Some(b) => self.basis(fr, op, *b)?,
                        None => 1,
                    };
                    acc = if i == 0 {
                        v
                    } else {
                        acc.wrapping_mul(b).wrapping_add(v)
                    };
                }
                fr.set_result(op, 0, Value::Bits(acc as u64));
            }
            Inst::AffineVectorLoad(map, n) => {
                let m = self.memref(fr, op, 0)?;
                let mut idx = self.eval_map(fr, op, *map, 1)?;
                let mut out = Vec::with_capacity(*n);
                for _ in 0..*n {
                    let at = self
                        .memory
                        .element_offset(&m, &idx)
                        .map_err(|e| self.access_err(fr, op, e))?;
                    out.push(self.memory.read(&m, at));
                    if let Some(last) = idx.last_mut() {
                        *last += 1;
                    }
                }
                fr.set_result(op, 0, Value::Vector(out.into()));
            }
            Inst::AffineVectorStore(map, n) => {
                let m = self.memref(fr, op, 1)?;
                let mut idx = self.eval_map(fr, op, *map, 2)?;
                let Value::Vector(vals) = fr.operand(op, 0).clone() else {
                    return Err(self.poison_use(fr, op, "the stored vector", fr.operand(op, 0)));
                };
                for v in vals.iter().take(*n) {
                    let at = self
                        .memory
                        .element_offset(&m, &idx)
                        .map_err(|e| self.access_err(fr, op, e))?;
                    self.memory
                        .write(&m, at, v)
                        .map_err(|e| self.access_err(fr, op, e))?;
                    if let Some(last) = idx.last_mut() {
                        *last += 1;
                    }
                }
            }
            Inst::Forall { lbs, ubs, steps } => {
                let get = |this: &Self, v: &[crate::prepare::Basis]| -> ExecResult<Vec<i64>> {
                    v.iter().map(|b| this.basis(fr, op, *b)).collect()
                };
                let (lo, hi, st) = (get(self, lbs)?, get(self, ubs)?, get(self, steps)?);
                if st.iter().any(|&s| s <= 0) {
                    return Err(self.err(fr, op, "scf.forall steps must be positive"));
                }
                let region = body.regions(op)[0];
                let mut ivs = lo.clone();
                if ivs.iter().zip(&hi).all(|(l, u)| l < u) {
                    'points: loop {
                        let args: SmallVec<[Value; 4]> =
                            ivs.iter().map(|&i| Value::Bits(i as u64)).collect();
                        self.run_region(fr, prep, region, &args)?;
                        let mut d = ivs.len();
                        loop {
                            if d == 0 {
                                break 'points;
                            }
                            d -= 1;
                            ivs[d] += st[d];
                            if ivs[d] < hi[d] {
                                break;
                            }
                            ivs[d] = lo[d];
                        }
                    }
                }
            }
            _ => self.exec_memory(fr, op, inst)?,
        }
        Ok(())
    }
}
