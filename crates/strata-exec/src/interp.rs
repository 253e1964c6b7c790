//! The interpreter core: the module's functions and globals, call frames, regions and
//! blocks, and the execution of each decoded op ([`Inst`]). Structured ops (`scf`,
//! `affine`) run their regions directly; `cf` branches jump between blocks; calls to
//! bodiless functions go to the built-in runtime ([`crate::runtime`]).

use std::rc::Rc;

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_dialects::{func, memref};
use strata_ir::ir::{BlockId, Body, OpId, OwnedOp, RegionId, ValueId};
use strata_ir::symbols::op_attr;
use strata_ir::{AttrData, Attribute, Context, Location, TypeData};

use crate::arith::{self, Fault};
use crate::memory::{AccessError, BufferKind, MemRef, Memory};
use crate::prepare::{Inst, Names, Prepared};
use crate::value::{ExecError, ExecResult, ScalarTy, Value};

/// Limits of one execution.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Ops executed before giving up (`u64::MAX`: no limit).
    pub steps: u64,
    /// Bytes of memory live at once.
    pub memory: usize,
    /// Nested calls.
    pub call_depth: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            steps: u64::MAX,
            memory: 8 << 30,
            call_depth: 10_000,
        }
    }
}

/// A call frame: the function's body, its decoded ops and the values of its SSA values.
pub(crate) struct Frame<'b> {
    pub(crate) body: &'b Body,
    pub(crate) vals: Vec<Value>,
    /// Buffers of `memref.alloca`s, freed when the function (or scope) returns.
    pub(crate) allocas: Vec<u32>,
}

impl Frame<'_> {
    #[inline]
    pub(crate) fn get(&self, v: ValueId) -> &Value {
        &self.vals[v.index()]
    }
    /// Stores a scalar in slot `r`, writing only the bits when the slot already holds a
    /// scalar (the common case in loops: no drop, no enum copy).
    #[inline(always)]
    pub(crate) fn set_bits(&mut self, r: u32, v: u64) {
        match &mut self.vals[r as usize] {
            Value::Bits(slot) => *slot = v,
            other => *other = Value::Bits(v),
        }
    }
    #[inline]
    pub(crate) fn set(&mut self, v: ValueId, x: Value) {
        self.vals[v.index()] = x;
    }
    #[inline]
    pub(crate) fn operand(&self, op: OpId, i: usize) -> &Value {
        self.get(self.body.operand(op, i))
    }
    #[inline]
    pub(crate) fn set_result(&mut self, op: OpId, i: usize, x: Value) {
        let r = self.body.result(op, i);
        self.set(r, x);
    }
}

/// How a region ended: the terminator and its operand values.
pub(crate) struct Exit {
    pub(crate) op: OpId,
    pub(crate) vals: SmallVec<[Value; 4]>,
}

/// What the op just executed asks for.
enum Flow {
    Next,
    Jump(BlockId),
    Exit,
}

/// The interpreter of one module.
pub struct Interpreter<'a> {
    pub(crate) ctx: &'a Context,
    pub(crate) module: &'a Body,
    funcs: FxHashMap<Vec<u8>, OpId>,
    global_ops: FxHashMap<Vec<u8>, OpId>,
    globals: FxHashMap<Vec<u8>, Rc<MemRef>>,
    /// `llvm.mlir.global`s by name.
    pub(crate) llvm_global_ops: FxHashMap<Vec<u8>, OpId>,
    /// Buffers of the `llvm.mlir.global`s created so far.
    pub(crate) llvm_globals: FxHashMap<Vec<u8>, u32>,
    prepared: FxHashMap<OpId, Rc<Prepared>>,
    pub(crate) names: Names,
    /// The memory.
    pub memory: Memory,
    /// What the program printed (standard output).
    pub out: Vec<u8>,
    steps: u64,
    limits: Limits,
    depth: usize,
}

/// A constant attribute as a value (integers, floats, dense vectors).
pub fn attr_value(ctx: &Context, a: Attribute) -> Option<Value> {
    match ctx.attr_data(a) {
        AttrData::Integer { value, .. } => Some(arith::from_apint(value.clone())),
        AttrData::Float { ty, bits } => Some(arith::from_bits128(ScalarTy::of(ctx, *ty)?, *bits)),
        AttrData::DenseElements {
            ty,
            data: strata_ir::attributes::DenseData::Numeric { splat, raw },
        } => {
            let TypeData::Vector { shape, element, .. } = ctx.type_data(*ty) else {
                return None;
            };
            let elem = ScalarTy::of(ctx, *element)?;
            let n = shape.iter().product::<i64>() as usize;
            let size = ctx.dense_element_bytes(*element)?;
            let vals: Vec<Value> = (0..n)
                .map(|i| {
                    let at = if *splat { 0 } else { i * size };
                    crate::memory::read_scalar(elem, &raw[at..at + size])
                })
                .collect();
            Some(Value::Vector(vals.into()))
        }
        _ => None,
    }
}

impl<'a> Interpreter<'a> {
    /// An interpreter of `module` (a `builtin.module`).
    pub fn new(ctx: &'a Context, module: &'a OwnedOp, limits: Limits) -> Interpreter<'a> {
        let body = module.body.regions_body(module.op);
        let mut funcs = FxHashMap::default();
        let mut global_ops = FxHashMap::default();
        let mut llvm_global_ops = FxHashMap::default();
        for &region in module.body.regions(module.op) {
            for &block in body.blocks(region) {
                for op in body.block_ops(block) {
                    let Some(name) = strata_ir::symbols::symbol_name(ctx, body, op) else {
                        continue;
                    };
                    if func::FuncOp::isa(ctx, body, op) || strata_llvm::FuncOp::isa(ctx, body, op) {
                        funcs.insert(name.to_vec(), op);
                    } else if memref::GlobalOp::isa(ctx, body, op) {
                        global_ops.insert(name.to_vec(), op);
                    } else if strata_llvm::GlobalOp::isa(ctx, body, op) {
                        llvm_global_ops.insert(name.to_vec(), op);
                    }
                }
            }
        }
        Interpreter {
            ctx,
            module: body,
            funcs,
            global_ops,
            globals: FxHashMap::default(),
            llvm_global_ops,
            llvm_globals: FxHashMap::default(),
            prepared: FxHashMap::default(),
            names: Names::new(ctx),
            memory: Memory::new(limits.memory),
            out: Vec::new(),
            steps: 0,
            limits,
            depth: 0,
        }
    }

    /// The names of the module's `func.func`s, sorted.
    pub fn function_names(&self) -> Vec<Vec<u8>> {
        let mut names: Vec<Vec<u8>> = self.funcs.keys().cloned().collect();
        names.sort();
        names
    }

    /// The `func.func` named `name`, if any.
    pub fn function(&self, name: &[u8]) -> Option<OpId> {
        self.funcs.get(name).copied()
    }

    /// Whether the module has a function named `name`.
    pub(crate) fn has_function(&self, name: &[u8]) -> bool {
        self.funcs.contains_key(name)
    }

    /// The argument and result types of function `f` (an `llvm.func` returning
    /// `!llvm.void` has no results).
    pub fn signature(&self, f: OpId) -> Option<(Vec<strata_ir::Type>, Vec<strata_ir::Type>)> {
        if let Some(t) = strata_llvm::FuncOp(f).function_type_value(self.ctx, self.module)
            && strata_llvm::FuncOp::isa(self.ctx, self.module, f)
        {
            let (result, params, _) = strata_llvm::types::func_type_parts(self.ctx, t)?;
            let results = if strata_llvm::types::is_void(self.ctx, result) {
                Vec::new()
            } else {
                vec![result]
            };
            return Some((params, results));
        }
        let ty = func::FuncOp(f).function_type(self.ctx, self.module)?;
        let AttrData::Type(t) = self.ctx.attr_data(ty) else {
            return None;
        };
        match self.ctx.type_data(*t) {
            TypeData::Function { inputs, results } => Some((inputs.to_vec(), results.to_vec())),
            _ => None,
        }
    }

    /// Sample arguments for function `f`, for testing: scalars `3` (floats `1.5`), vectors
    /// of those, memrefs of their static shape (dynamic dimensions 4) filled with zeros,
    /// pointers to 256 zero bytes.
    /// `None` if an argument type has no sample.
    pub fn sample_args(&mut self, f: OpId) -> Option<Vec<Value>> {
        let (inputs, _) = self.signature(f)?;
        let mut args = Vec::new();
        for ty in inputs {
            let scalar = |ctx: &Context, t: strata_ir::Type| -> Option<(ScalarTy, Value)> {
                let st = ScalarTy::of(ctx, t)?;
                let v = match st {
                    ScalarTy::Float(k) => arith::from_bits128(st, crate::floats::from_f64(k, 1.5)),
                    _ => arith::from_bits128(st, 3),
                };
                Some((st, v))
            };
            let v = match self.ctx.type_data(ty) {
                TypeData::MemRef { shape, element, .. } => {
                    let (elem, _) = scalar(self.ctx, *element)?;
                    let sizes: SmallVec<[i64; 4]> =
                        shape.iter().map(|&d| if d < 0 { 4 } else { d }).collect();
                    let n: i64 = sizes.iter().product();
                    let buf = self.memory.allocate(
                        usize::try_from(n).ok()? * elem.alloc_size(),
                        BufferKind::Heap,
                    )?;
                    Value::MemRef(Rc::new(MemRef {
                        buffer: buf,
                        base: 0,
                        elem,
                        offset: 0,
                        strides: MemRef::identity_strides(&sizes),
                        sizes,
                    }))
                }
                TypeData::Vector { shape, element, .. } => {
                    let (_, v) = scalar(self.ctx, *element)?;
                    let n: i64 = shape.iter().product();
                    Value::Vector(vec![v; usize::try_from(n).ok()?].into())
                }
                _ if strata_llvm::types::is_ptr(self.ctx, ty) => {
                    let buf = self.memory.allocate(256, BufferKind::Heap)?;
                    Value::Ptr { buf, off: 0 }
                }
                _ => scalar(self.ctx, ty)?.1,
            };
            args.push(v);
        }
        Some(args)
    }

    /// Ops executed so far.
    pub fn steps(&self) -> u64 {
        self.steps
    }

    /// Calls function `name` with `args`; `loc` is the call site for errors.
    pub fn call(&mut self, name: &[u8], args: &[Value], loc: Location) -> ExecResult<Vec<Value>> {
        let Some(&f) = self.funcs.get(name) else {
            return Err(ExecError::new(
                loc,
                format!(
                    "call to unknown function '@{}'",
                    String::from_utf8_lossy(name)
                ),
            ));
        };
        let body = match self.module.child_body(f) {
            Some(b)
                if self
                    .module
                    .regions(f)
                    .first()
                    .is_some_and(|&r| !b.blocks(r).is_empty()) =>
            {
                b
            }
            _ => {
                // `llvm.emit_c_interface` declarations call the `_mlir_ciface_` wrapper.
                if strata_llvm::FuncOp::isa(self.ctx, self.module, f) {
                    return match crate::llvm::runtime::call(self, name, args, loc) {
                        Some(r) => r,
                        None => Err(ExecError::new(
                            loc,
                            format!(
                                "call to external function '@{}', which is not in the built-in runtime",
                                String::from_utf8_lossy(name)
                            ),
                        )),
                    };
                }
                let ciface;
                let name = if op_attr(self.ctx, self.module, f, "llvm.emit_c_interface").is_some() {
                    ciface = [b"_mlir_ciface_".as_slice(), name].concat();
                    ciface.as_slice()
                } else {
                    name
                };
                return match crate::runtime::call(self, name, args, loc) {
                    Some(r) => r,
                    None => Err(ExecError::new(
                        loc,
                        format!(
                            "call to external function '@{}', which is not in the built-in runtime",
                            String::from_utf8_lossy(name)
                        ),
                    )),
                };
            }
        };
        if self.depth >= self.limits.call_depth {
            return Err(ExecError::new(
                loc,
                format!("call depth limit of {} exceeded", self.limits.call_depth),
            ));
        }
        let prep = match self.prepared.get(&f) {
            Some(p) => p.clone(),
            None => {
                let p = Rc::new(self.names.prepare(self.ctx, body));
                self.prepared.insert(f, p.clone());
                p
            }
        };
        let region = self.module.regions(f)[0];
        let mut fr = Frame {
            body,
            vals: vec![Value::Bits(0); body.value_capacity()],
            allocas: Vec::new(),
        };
        // `llvm.byval` arguments: the callee gets its own copy of the pointee.
        let copied;
        let args = if strata_llvm::FuncOp::isa(self.ctx, self.module, f) {
            copied = self.byval_copies(f, args, &mut fr, loc)?;
            copied.as_deref().unwrap_or(args)
        } else {
            args
        };
        self.depth += 1;
        let exit = self.run_region(&mut fr, &prep, region, args);
        self.depth -= 1;
        for b in std::mem::take(&mut fr.allocas) {
            self.memory.free(b);
        }
        Ok(exit?.vals.into_vec())
    }

    /// The arguments of a call of the `llvm.func` `f` with its `llvm.byval` pointers
    /// replaced by copies of their pointees on the callee's stack (`None`: no byval
    /// argument).
    fn byval_copies(
        &mut self,
        f: OpId,
        args: &[Value],
        fr: &mut Frame<'_>,
        loc: Location,
    ) -> ExecResult<Option<Vec<Value>>> {
        let ctx = self.ctx;
        let mut out: Option<Vec<Value>> = None;
        for (i, ty) in crate::llvm::byval_args(ctx, self.module, f) {
            let Some(Value::Ptr { buf, off }) = args.get(i) else {
                continue;
            };
            let (buf, off) = (*buf, *off);
            let size = crate::llvm::Layout::of(ctx, ty)
                .map(|l| l.size())
                .ok_or_else(|| {
                    ExecError::new(loc, "llvm.byval of a type without a memory layout")
                })?;
            let source = usize::try_from(off)
                .ok()
                .filter(|&o| {
                    self.memory
                        .buffers
                        .get(buf as usize)
                        .is_some_and(|b| o + size <= b.data.len())
                })
                .ok_or_else(|| ExecError::new(loc, "llvm.byval argument out of bounds"))?;
            let bytes = self.memory.buffers[buf as usize].data[source..source + size].to_vec();
            let Some(copy) = self.memory.allocate(size, crate::memory::BufferKind::Stack) else {
                return Err(ExecError::new(loc, "out of memory"));
            };
            self.memory.buffers[copy as usize].data[..size].copy_from_slice(&bytes);
            fr.allocas.push(copy);
            out.get_or_insert_with(|| args.to_vec())[i] = Value::Ptr { buf: copy, off: 0 };
        }
        Ok(out)
    }

    /// Runs `region` from its entry block with `args` until a terminator leaves it.
    pub(crate) fn run_region(
        &mut self,
        fr: &mut Frame<'_>,
        prep: &Prepared,
        region: RegionId,
        args: &[Value],
    ) -> ExecResult<Exit> {
        let body = fr.body;
        let Some(&entry) = body.blocks(region).first() else {
            let loc = body
                .region_parent(region)
                .map_or(self.ctx.unknown_loc(), |p| body.op(p).loc);
            return Err(ExecError::new(loc, "cannot run an empty region"));
        };
        for (&a, v) in body.block_args(entry).iter().zip(args) {
            fr.set(a, v.clone());
        }
        let mut block = entry;
        'blocks: loop {
            let mut cur = body.first_op(block);
            while let Some(op) = cur {
                self.steps += 1;
                if self.steps > self.limits.steps {
                    return Err(ExecError::new(
                        body.op(op).loc,
                        format!("step limit of {} operations exceeded", self.limits.steps),
                    ));
                }
                match self.exec(fr, prep, op)? {
                    Flow::Next => cur = prep.next_op(op),
                    Flow::Jump(b) => {
                        block = b;
                        continue 'blocks;
                    }
                    Flow::Exit => {
                        let vals = body.operands(op).map(|v| fr.get(v).clone()).collect();
                        return Ok(Exit { op, vals });
                    }
                }
            }
            let loc = body
                .region_parent(region)
                .map_or(self.ctx.unknown_loc(), |p| body.op(p).loc);
            return Err(ExecError::new(loc, "block ends without a terminator"));
        }
    }

    /// Runs one iteration of a loop body: `region` gets `iv` and the iteration values
    /// `iter`, which are replaced by the values its terminator yields. Single-block bodies
    /// (all structured loops) bind their arguments in place and run without the block
    /// machinery of [`Self::run_region`].
    pub(crate) fn run_loop_body(
        &mut self,
        fr: &mut Frame<'_>,
        prep: &Prepared,
        region: RegionId,
        iv: Value,
        iter: &mut SmallVec<[Value; 4]>,
    ) -> ExecResult<()> {
        let body = fr.body;
        let blocks = body.blocks(region);
        if blocks.len() != 1 {
            let mut args: SmallVec<[Value; 4]> = SmallVec::new();
            args.push(iv);
            args.extend(iter.drain(..));
            *iter = self.run_yield(fr, prep, region, &args)?;
            return Ok(());
        }
        let block = blocks[0];
        let args = body.block_args(block);
        if let Some(a) = args.first() {
            match iv {
                Value::Bits(b) => fr.set_bits(a.0, b),
                iv => fr.vals[a.index()] = iv,
            }
        }
        for (a, v) in args.iter().skip(1).zip(iter.drain(..)) {
            fr.vals[a.index()] = v;
        }
        let mut cur = body.first_op(block);
        while let Some(op) = cur {
            self.steps += 1;
            if self.steps > self.limits.steps {
                return Err(ExecError::new(
                    body.op(op).loc,
                    format!("step limit of {} operations exceeded", self.limits.steps),
                ));
            }
            match self.exec(fr, prep, op)? {
                Flow::Next => cur = prep.next_op(op),
                Flow::Exit => {
                    iter.extend(body.operands(op).map(|v| fr.vals[v.index()].clone()));
                    return Ok(());
                }
                Flow::Jump(_) => {
                    return Err(ExecError::new(body.op(op).loc, "branch out of a loop body"));
                }
            }
        }
        let loc = body
            .region_parent(region)
            .map_or(self.ctx.unknown_loc(), |p| body.op(p).loc);
        Err(ExecError::new(loc, "block ends without a terminator"))
    }

    /// Runs a single-block region whose terminator yields values.
    pub(crate) fn run_yield(
        &mut self,
        fr: &mut Frame<'_>,
        prep: &Prepared,
        region: RegionId,
        args: &[Value],
    ) -> ExecResult<SmallVec<[Value; 4]>> {
        Ok(self.run_region(fr, prep, region, args)?.vals)
    }

    /// A located error at `op`.
    pub(crate) fn err(&self, fr: &Frame<'_>, op: OpId, msg: impl Into<String>) -> ExecError {
        ExecError::new(fr.body.op(op).loc, msg)
    }

    /// An error for using `v` (poison) where behaviour depends on it.
    pub(crate) fn poison_use(&self, fr: &Frame<'_>, op: OpId, what: &str, v: &Value) -> ExecError {
        let e = self.err(fr, op, format!("{what} is a poison value"));
        match v {
            Value::Poison(at) => e.with_note(*at, "the poison value was produced here"),
            _ => e,
        }
    }

    /// Operand `i` as an `index`/integer (`i64`), poison being an error.
    pub(crate) fn index(&self, fr: &Frame<'_>, op: OpId, i: usize) -> ExecResult<i64> {
        match fr.operand(op, i) {
            Value::Bits(b) => Ok(*b as i64),
            v => Err(self.poison_use(fr, op, &format!("operand #{i}"), v)),
        }
    }

    /// The row-major offset and length of the element or subvector at `position` (dynamic
    /// entries from the operands from `first_dynamic` on) in a vector of `shape`
    /// (`vector.extract`, `vector.insert`).
    fn vector_position(
        &self,
        fr: &Frame<'_>,
        op: OpId,
        position: &[i64],
        shape: &[i64],
        first_dynamic: usize,
    ) -> ExecResult<(usize, usize)> {
        let mut next = first_dynamic;
        let mut offset = 0usize;
        for (d, &p) in position.iter().enumerate() {
            let p = if p == i64::MIN {
                next += 1;
                self.index(fr, op, next - 1)?
            } else {
                p
            };
            if p < 0 || p >= shape[d] {
                let name = self.ctx.op_name_str(fr.body.op(op).name);
                return Err(self.err(
                    fr,
                    op,
                    format!(
                        "{name} position {p} is out of bounds for dimension {d} of size {}",
                        shape[d]
                    ),
                ));
            }
            let inner: i64 = shape[d + 1..].iter().product();
            offset += (p * inner) as usize;
        }
        let inner: i64 = shape[position.len()..].iter().product();
        Ok((offset, inner as usize))
    }

    /// Operand `i` as a memref descriptor.
    pub(crate) fn memref(&self, fr: &Frame<'_>, op: OpId, i: usize) -> ExecResult<Rc<MemRef>> {
        match fr.operand(op, i) {
            Value::MemRef(m) => Ok(m.clone()),
            v => Err(self.poison_use(fr, op, &format!("operand #{i}"), v)),
        }
    }

    pub(crate) fn access_err(&self, fr: &Frame<'_>, op: OpId, e: AccessError) -> ExecError {
        self.err(fr, op, e.to_string())
    }

    fn fault(&self, fr: &Frame<'_>, op: OpId, f: Fault) -> ExecResult<Value> {
        match f {
            Fault::Poison => Ok(Value::Poison(fr.body.op(op).loc)),
            Fault::Trap(t) => Err(self.err(fr, op, t.message())),
        }
    }

    /// Applies `f` to scalars or elementwise to vectors; poison operands give poison.
    pub(crate) fn lift2(
        &self,
        fr: &Frame<'_>,
        op: OpId,
        a: &Value,
        b: &Value,
        f: &mut dyn FnMut(&Value, &Value) -> Result<Value, Fault>,
    ) -> ExecResult<Value> {
        match (a, b) {
            (Value::Vector(x), Value::Vector(y)) => {
                let mut out = Vec::with_capacity(x.len());
                for (p, q) in x.iter().zip(y.iter()) {
                    out.push(self.lift2(fr, op, p, q, f)?);
                }
                Ok(Value::Vector(out.into()))
            }
            (Value::Poison(_), _) => Ok(a.clone()),
            (_, Value::Poison(_)) => Ok(b.clone()),
            _ => match f(a, b) {
                Ok(v) => Ok(v),
                Err(e) => self.fault(fr, op, e),
            },
        }
    }

    pub(crate) fn lift1(
        &self,
        fr: &Frame<'_>,
        op: OpId,
        a: &Value,
        f: &mut dyn FnMut(&Value) -> Result<Value, Fault>,
    ) -> ExecResult<Value> {
        match a {
            Value::Vector(x) => {
                let mut out = Vec::with_capacity(x.len());
                for p in x.iter() {
                    out.push(self.lift1(fr, op, p, f)?);
                }
                Ok(Value::Vector(out.into()))
            }
            Value::Poison(_) => Ok(a.clone()),
            _ => match f(a) {
                Ok(v) => Ok(v),
                Err(e) => self.fault(fr, op, e),
            },
        }
    }

    /// Binds the operands a terminator forwards to successor `k` to its block arguments.
    fn take_successor(&self, fr: &mut Frame<'_>, op: OpId, k: usize) -> BlockId {
        let body = fr.body;
        let succs = body.successors(op);
        let mut start = body.num_non_successor_operands(op);
        for s in &succs[..k] {
            start += s.num_operands as usize;
        }
        let s = succs[k];
        let vals: SmallVec<[Value; 4]> = (start..start + s.num_operands as usize)
            .map(|i| fr.operand(op, i).clone())
            .collect();
        for (&a, v) in body.block_args(s.block).iter().zip(vals) {
            fr.set(a, v);
        }
        s.block
    }

    fn exec(&mut self, fr: &mut Frame<'_>, prep: &Prepared, op: OpId) -> ExecResult<Flow> {
        let body = fr.body;
        let slots = prep.slots[op.index()];
        match &prep.insts[op.index()] {
            Inst::IBin {
                op: o,
                ty,
                nsw,
                nuw,
                exact,
            } => {
                let (a, b) = (&fr.vals[slots.a as usize], &fr.vals[slots.b as usize]);
                // The common case, a plain scalar op, without the lifting machinery.
                let v = if let (Value::Bits(x), Value::Bits(y)) = (a, b)
                    && ty.bits() <= 64
                {
                    match arith::ibin64(*o, ty.bits(), (*nsw, *nuw, *exact), *x, *y) {
                        Ok(v) => {
                            fr.set_bits(slots.r, v);
                            return Ok(Flow::Next);
                        }
                        Err(e) => self.fault(fr, op, e)?,
                    }
                } else {
                    let (o, ty, flags) = (*o, *ty, (*nsw, *nuw, *exact));
                    self.lift2(fr, op, a, b, &mut |x, y| arith::ibin(o, ty, flags, x, y))?
                };
                fr.vals[slots.r as usize] = v;
            }
            Inst::ICmp { pred, ty } => {
                let (a, b) = (&fr.vals[slots.a as usize], &fr.vals[slots.b as usize]);
                let v = if let (Value::Bits(_), Value::Bits(_)) = (a, b) {
                    let c = arith::icmp(*pred, *ty, a, b);
                    fr.set_bits(slots.r, u64::from(c));
                    return Ok(Flow::Next);
                } else {
                    let (pred, ty) = (*pred, *ty);
                    self.lift2(fr, op, a, b, &mut |x, y| {
                        Ok(Value::bool(arith::icmp(pred, ty, x, y)))
                    })?
                };
                fr.vals[slots.r as usize] = v;
            }
            Inst::FBin { op: o, ty } => {
                let (o, ty) = (*o, *ty);
                let v = self.lift2(fr, op, fr.operand(op, 0), fr.operand(op, 1), &mut |x, y| {
                    Ok(arith::fbin(o, ty, x, y))
                })?;
                fr.set_result(op, 0, v);
            }
            Inst::Select => {
                let v = select(
                    &fr.vals[slots.a as usize],
                    &fr.vals[slots.b as usize],
                    &fr.vals[slots.c as usize],
                );
                fr.vals[slots.r as usize] = v;
            }
            Inst::Cast { op: o, from, to } => {
                let a = &fr.vals[slots.a as usize];
                let v = match (a, arith::int_cast_fast(*o, *from, *to, a)) {
                    (_, Some(Value::Bits(v))) => {
                        fr.set_bits(slots.r, v);
                        return Ok(Flow::Next);
                    }
                    (_, Some(v)) => v,
                    _ => {
                        let (o, from, to) = (*o, *from, *to);
                        self.lift1(fr, op, a, &mut |x| arith::cast(o, from, to, x))?
                    }
                };
                fr.vals[slots.r as usize] = v;
            }
            Inst::Const(v) => match v {
                Value::Bits(b) => fr.set_bits(slots.r, *b),
                _ => fr.vals[slots.r as usize] = v.clone(),
            },
            Inst::Branch(cases) => {
                let k = match cases {
                    None if body.successors(op).len() == 1 => 0,
                    None => match fr.operand(op, 0) {
                        Value::Bits(c) => usize::from(*c == 0),
                        v => return Err(self.poison_use(fr, op, "the branch condition", v)),
                    },
                    Some(values) => {
                        let flag = match fr.operand(op, 0) {
                            Value::Bits(c) => u128::from(*c),
                            Value::Wide(_) => arith::bits128(fr.operand(op, 0)),
                            v => return Err(self.poison_use(fr, op, "the switch flag", v)),
                        };
                        values.iter().position(|&c| c == flag).map_or(0, |i| i + 1)
                    }
                };
                return Ok(Flow::Jump(self.take_successor(fr, op, k)));
            }
            Inst::Terminator => return Ok(Flow::Exit),
            _ => return self.exec_cold(fr, prep, op),
        }
        Ok(Flow::Next)
    }

    /// The less frequent ops, apart so that [`Self::exec`] stays small and fast.
    #[inline(never)]
    fn exec_cold(&mut self, fr: &mut Frame<'_>, prep: &Prepared, op: OpId) -> ExecResult<Flow> {
        let body = fr.body;
        match &prep.insts[op.index()] {
            Inst::FNeg { ty } => {
                let ty = *ty;
                let v = self.lift1(fr, op, fr.operand(op, 0), &mut |x| Ok(arith::fneg(ty, x)))?;
                fr.set_result(op, 0, v);
            }
            Inst::FCmp { pred, ty } => {
                let (pred, ty) = (*pred, *ty);
                let v = self.lift2(fr, op, fr.operand(op, 0), fr.operand(op, 1), &mut |x, y| {
                    Ok(Value::bool(arith::fcmp(pred, ty, x, y)))
                })?;
                fr.set_result(op, 0, v);
            }
            Inst::Extended { op: o, ty } => {
                let (a, b) = (fr.operand(op, 0).clone(), fr.operand(op, 1).clone());
                let (o, ty) = (*o, *ty);
                let mut second = Vec::new();
                let first = self.lift2(fr, op, &a, &b, &mut |x, y| {
                    let (p, q) = arith::extended(o, ty, x, y);
                    second.push(q);
                    Ok(p)
                })?;
                let second = match (&first, second.len()) {
                    (Value::Vector(_), _) => Value::Vector(second.into()),
                    (Value::Poison(_), _) | (_, 0) => first.clone(),
                    _ => second.pop().unwrap_or(Value::Bits(0)),
                };
                fr.set_result(op, 0, first);
                fr.set_result(op, 1, second);
            }
            Inst::Poison => {
                let loc = body.op(op).loc;
                fr.set_result(op, 0, Value::Poison(loc));
            }
            Inst::Assert(msg) => match fr.operand(op, 0) {
                Value::Bits(1) => {}
                Value::Bits(_) => {
                    return Err(self.err(fr, op, format!("assertion failed: {msg}")));
                }
                v => return Err(self.poison_use(fr, op, "the asserted condition", v)),
            },
            Inst::Call(name) => {
                let name = name.clone();
                let args: SmallVec<[Value; 8]> =
                    body.operands(op).map(|v| fr.get(v).clone()).collect();
                let results = self.call(&name, &args, body.op(op).loc)?;
                for (i, v) in results.into_iter().enumerate().take(body.num_results(op)) {
                    fr.set_result(op, i, v);
                }
            }
            Inst::CallIndirect => {
                let Value::Func(name) = fr.operand(op, 0).clone() else {
                    return Err(self.poison_use(fr, op, "the callee", fr.operand(op, 0)));
                };
                let args: SmallVec<[Value; 8]> = body
                    .operands(op)
                    .skip(1)
                    .map(|v| fr.get(v).clone())
                    .collect();
                let results = self.call(&name, &args, body.op(op).loc)?;
                for (i, v) in results.into_iter().enumerate().take(body.num_results(op)) {
                    fr.set_result(op, i, v);
                }
            }
            Inst::FuncConst(name) => {
                let v = Value::Func(Box::new(name.clone()));
                fr.set_result(op, 0, v);
            }
            Inst::Nop => {}
            Inst::Forward => {
                for i in 0..body.num_results(op) {
                    let v = fr.operand(op, i).clone();
                    fr.set_result(op, i, v);
                }
            }
            Inst::Broadcast { from, to } => {
                let v = fr.operand(op, 0).clone();
                let out = broadcast(&v, from, to);
                fr.set_result(op, 0, out);
            }
            Inst::Extract { position, shape } => {
                let Value::Vector(elems) = fr.operand(op, 0).clone() else {
                    return Err(self.poison_use(fr, op, "the source vector", fr.operand(op, 0)));
                };
                let (offset, inner) = self.vector_position(fr, op, position, shape, 1)?;
                let v = if position.len() == shape.len() {
                    elems[offset].clone()
                } else {
                    Value::Vector(elems[offset..offset + inner].to_vec().into())
                };
                fr.set_result(op, 0, v);
            }
            Inst::Insert { position, shape } => {
                let Value::Vector(elems) = fr.operand(op, 1).clone() else {
                    return Err(self.poison_use(
                        fr,
                        op,
                        "the destination vector",
                        fr.operand(op, 1),
                    ));
                };
                let (offset, inner) = self.vector_position(fr, op, position, shape, 2)?;
                let mut elems = elems.as_ref().clone();
                match fr.operand(op, 0).clone() {
                    Value::Vector(part) if position.len() < shape.len() => {
                        elems[offset..offset + inner].clone_from_slice(&part);
                    }
                    v => elems[offset] = v,
                }
                fr.set_result(op, 0, Value::Vector(elems.into()));
            }
            Inst::VectorPrint(p) => {
                let p = p.clone();
                let source = (body.num_operands(op) > 0).then(|| fr.operand(op, 0).clone());
                let mut text = Vec::new();
                if let Err(m) = crate::vector_ops::exec_print(&p, source.as_ref(), &mut text) {
                    return Err(self.err(fr, op, m));
                }
                self.out.extend_from_slice(&text);
            }
            Inst::Shuffle(s) => {
                let s = s.clone();
                let poison = Value::Poison(body.op(op).loc);
                let (a, b) = (fr.operand(op, 0).clone(), fr.operand(op, 1).clone());
                match crate::vector_ops::exec_shuffle(&s, &a, &b, poison) {
                    Ok(v) => fr.set_result(op, 0, v),
                    Err(m) => return Err(self.err(fr, op, m)),
                }
            }
            Inst::Llvm(inst) => {
                let inst = inst.clone();
                self.exec_llvm(fr, op, &inst)?;
            }
            Inst::Unsupported => {
                let name = self.ctx.op_name_str(body.op(op).name).to_string();
                return Err(self.err(
                    fr,
                    op,
                    format!("the interpreter does not support '{name}' (or this form of it)"),
                ));
            }
            other => {
                let other = other.clone();
                self.exec_structured(fr, prep, op, &other)?;
            }
        }
        Ok(Flow::Next)
    }

    /// The buffer of global `name`, created from its initial value on first use.
    pub(crate) fn global(
        &mut self,
        fr: &Frame<'_>,
        op: OpId,
        name: &[u8],
    ) -> ExecResult<Rc<MemRef>> {
        if let Some(m) = self.globals.get(name) {
            return Ok(m.clone());
        }
        let Some(&g) = self.global_ops.get(name) else {
            return Err(self.err(
                fr,
                op,
                format!("unknown memref.global '@{}'", String::from_utf8_lossy(name)),
            ));
        };
        let ctx = self.ctx;
        let gop = memref::GlobalOp(g);
        let ty = gop
            .r#type(ctx, self.module)
            .and_then(|a| match ctx.attr_data(a) {
                AttrData::Type(t) => Some(*t),
                _ => None,
            });
        let Some((shape, elem)) = ty.and_then(|t| match ctx.type_data(t) {
            TypeData::MemRef { shape, element, .. } => {
                Some((shape.to_vec(), ScalarTy::of(ctx, *element)?))
            }
            _ => None,
        }) else {
            return Err(self.err(fr, op, "unsupported memref.global type"));
        };
        let constant = op_attr(ctx, self.module, g, "constant").is_some();
        let n: i64 = shape.iter().product();
        let size = elem.alloc_size();
        let Some(buf) = self
            .memory
            .allocate(n as usize * size, BufferKind::Global { constant })
        else {
            return Err(self.err(fr, op, "out of memory"));
        };
        if let Some(init) = gop.initial_value(ctx, self.module)
            && let AttrData::DenseElements {
                data: strata_ir::attributes::DenseData::Numeric { splat, raw },
                ty,
            } = ctx.attr_data(init)
        {
            let el = match ctx.type_data(*ty) {
                TypeData::RankedTensor { element, .. } | TypeData::Vector { element, .. } => {
                    *element
                }
                _ => *ty,
            };
            let dsize = ctx.dense_element_bytes(el).unwrap_or(size);
            let data = &mut self.memory.buffers[buf as usize].data;
            for i in 0..n as usize {
                let at = if *splat { 0 } else { i * dsize };
                let v = crate::memory::read_scalar(elem, &raw[at..at + dsize]);
                crate::memory::write_scalar(elem, &mut data[i * size..(i + 1) * size], &v);
            }
        }
        let m = Rc::new(MemRef {
            buffer: buf,
            base: 0,
            elem,
            offset: 0,
            strides: MemRef::identity_strides(&shape),
            sizes: shape.into(),
        });
        self.globals.insert(name.to_vec(), m.clone());
        Ok(m)
    }
}

/// `vector.broadcast` of `v` (a scalar when `from` is empty) to shape `to`: the source
/// dimensions align with the trailing result dimensions, and size-1 ones stretch.
fn broadcast(v: &Value, from: &[i64], to: &[i64]) -> Value {
    let n: i64 = to.iter().product();
    let src: Vec<Value> = match v {
        Value::Vector(e) => e.to_vec(),
        other => vec![other.clone()],
    };
    let lead = to.len() - from.len();
    let mut out = Vec::with_capacity(n as usize);
    let mut idx = vec![0i64; to.len()];
    for _ in 0..n {
        let mut s = 0i64;
        for (d, &size) in from.iter().enumerate() {
            let i = if size == 1 { 0 } else { idx[lead + d] };
            s = s * size + i;
        }
        out.push(src.get(s as usize).cloned().unwrap_or(Value::Bits(0)));
        for d in (0..to.len()).rev() {
            idx[d] += 1;
            if idx[d] < to[d] {
                break;
            }
            idx[d] = 0;
        }
    }
    Value::Vector(out.into())
}

/// `arith.select`: scalar or elementwise condition.
fn select(c: &Value, t: &Value, f: &Value) -> Value {
    match c {
        Value::Bits(b) => {
            if *b != 0 {
                t.clone()
            } else {
                f.clone()
            }
        }
        Value::Vector(cs) => {
            let (Value::Vector(ts), Value::Vector(fs)) = (t, f) else {
                return c.clone();
            };
            Value::Vector(
                cs.iter()
                    .zip(ts.iter().zip(fs.iter()))
                    .map(|(c, (t, f))| select(c, t, f))
                    .collect::<Vec<_>>()
                    .into(),
            )
        }
        _ => c.clone(),
    }
}
