//! Translation of one `llvm.func` body to Cranelift IR: blocks in reverse post-order,
//! block arguments as block parameters, aggregates as their leaves, every op by name.
//! Ops the JIT does not translate give a located error.

use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{
    self, AbiParam, ArgumentPurpose, BlockArg, InstBuilder, MemFlagsData, Signature, StackSlotData,
    StackSlotKind, TrapCode, types as cl,
};
use cranelift_frontend::{FunctionBuilder, Switch};
use cranelift_module::Module;
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;
use strata_ir::ir::{BlockId, Body, OpId, ValueId};
use strata_ir::{AttrData, Attribute, Context, Location, Type};
use strata_llvm::attrs::{FCMP_PREDICATES, FCmpPredicate, ICMP_PREDICATES, ICmpPredicate};
use strata_llvm::ops::*;
use strata_ods::i64_array;

use super::Globals;
use super::cfg::Cfg;
use super::layout::{self, Leaf, Scalar, Shape, leaves_of, scalar, shape, size_align};
use crate::value::{ExecError, ExecResult};

mod atomic;
mod branch;
mod cast;
mod intrinsic;
mod variadic;
mod vector;

type Vals = SmallVec<[ir::Value; 4]>;

/// Translates the body of one function.
pub(crate) struct FuncTranslator<'a, 'b, M: Module> {
    pub(crate) ctx: &'a Context,
    pub(crate) body: &'a Body,
    pub(crate) b: FunctionBuilder<'b>,
    pub(crate) module: &'a mut M,
    pub(crate) globals: &'a Globals,
    pub(crate) values: FxHashMap<ValueId, Vals>,
    pub(crate) blocks: FxHashMap<BlockId, ir::Block>,
    pub(crate) func_refs: FxHashMap<String, ir::FuncRef>,
    pub(crate) data_refs: FxHashMap<String, ir::GlobalValue>,
    /// The function's location (for errors without an op).
    pub(crate) fn_loc: Location,
    /// The body's control-flow analyses.
    pub(crate) cfg: Cfg,
    /// While an element-wise op on vectors is translated lane by lane: the lane. Vector
    /// values then read as that lane, and results collect in `lane_out`.
    pub(crate) lane: Option<usize>,
    pub(crate) lane_out: Vals,
    /// The `llvm.byval` parameters (index, pointee size and alignment in bytes): the
    /// function copies their pointees to its stack on entry.
    pub(crate) byval: Vec<(usize, usize, usize)>,
    /// The hidden pointer the function stores its result through, when the result is
    /// [`returned_in_memory`] (set by `translate`).
    pub(crate) sret: Option<ir::Value>,
}

/// Ops on vectors that are not element-wise (the others are translated lane by lane).
const NOT_ELEMENTWISE: &[&str] = &[
    "mlir.constant",
    "mlir.undef",
    "mlir.poison",
    "mlir.zero",
    "extractelement",
    "insertelement",
    "shufflevector",
    "load",
    "store",
    "call",
    "bitcast",
    "extractvalue",
    "insertvalue",
    "getelementptr",
    "return",
    "br",
    "cond_br",
    "switch",
    "atomicrmw",
];

fn flags() -> MemFlagsData {
    // A load or store that traps is undefined behaviour in LLVM: Cranelift may assume none do.
    MemFlagsData::new().with_notrap()
}

/// The Cranelift signature for a function of `params` to `result` (aggregates as leaves).
/// A result [`returned_in_memory`] makes the first parameter its hidden pointer (an
/// `sret` parameter) and leaves the signature without returns.
pub(crate) fn signature(
    ctx: &Context,
    call_conv: cranelift_codegen::isa::CallConv,
    params: &[Type],
    result: Option<Type>,
    external: bool,
) -> Result<Signature, String> {
    let mut sig = Signature::new(call_conv);
    let abi = |s: Scalar| {
        let p = AbiParam::new(s.cl());
        match s {
            Scalar::Int(1) if external => p.uext(),
            Scalar::Int(8 | 16) if external => p.sext(),
            _ => p,
        }
    };
    let result = match result {
        Some(r) => leaves_of(ctx, r)?,
        None => Vec::new(),
    };
    if returned_in_memory(&result, external)? {
        sig.params
            .push(AbiParam::special(cl::I64, ArgumentPurpose::StructReturn));
    } else {
        sig.returns.extend(result.iter().map(|l| abi(l.scalar)));
    }
    for &p in params {
        for l in leaves_of(ctx, p)? {
            sig.params.push(abi(l.scalar));
        }
    }
    Ok(sig)
}

/// Whether a function returning `result` (its leaves) returns it through a hidden pointer
/// rather than in registers. LLVM's x86-64 lowering of a returned first-class aggregate
/// puts up to three integer or pointer leaves in `rax`, `rdx`, `rcx` and floating-point
/// leaves in `xmm0`, `xmm1`, then two more on the x87 stack; a result that does not fit
/// is stored through a hidden pointer passed as the first argument and returned in `rax`
/// (sret demotion), at the offsets of its memory layout. The JIT does the same with
/// Cranelift's multi-value returns (`rcx` with its LLVM ABI extensions) and `sret`
/// parameters. Cranelift has no x87 returns: functions the JIT compiles return such
/// results (3 or 4 floating-point leaves) through the hidden pointer as well, a
/// convention of their own that only JIT code calls (entry points return scalars; an
/// indirect call assumes a compiled callee), and calling a declared C function that
/// returns one is an error (`external`).
pub(crate) fn returned_in_memory(result: &[Leaf], external: bool) -> Result<bool, String> {
    let floats = result.iter().filter(|l| l.scalar.cl().is_float()).count();
    let ints = result.len() - floats;
    Ok(match (ints, floats) {
        (0..=3, 0..=2) => false,
        (0..=3, 3..=4) if external => {
            return Err(
                "the cranelift backend cannot call a C function whose result \
                        x86-64 returns partly on the x87 stack (more than two \
                        floating-point values)"
                    .into(),
            );
        }
        _ => true,
    })
}

impl<M: Module> FuncTranslator<'_, '_, M> {
    fn err(&self, op: OpId, msg: impl Into<String>) -> ExecError {
        ExecError::new(self.body.op(op).loc, msg)
    }

    /// Translates the function's body (its blocks are `self.cfg`'s): blocks in dominator-tree
    /// pre-order, rotated loop headers as copies of their exit test in their predecessors.
    pub(crate) fn translate(&mut self, op_loc: Location) -> ExecResult<()> {
        let order = self.cfg.order.clone();
        let Some(&entry) = order.first() else {
            return Ok(());
        };
        for &blk in &order {
            if !self.cfg.rotated.contains_key(&blk) {
                let cb = self.b.create_block();
                self.blocks.insert(blk, cb);
            }
        }
        let ce = self.blocks[&entry];
        self.b.append_block_params_for_function_params(ce);
        let leaves = |t: &Self, a: ValueId| {
            leaves_of(t.ctx, t.body.value_type(a)).map_err(|m| ExecError::new(op_loc, m))
        };
        // Extra parameters of the successors of rotated headers: the header arguments they
        // receive.
        let mut carried: FxHashMap<BlockId, Vec<(ValueId, Vals)>> = FxHashMap::default();
        for &blk in &order {
            let Some(&cb) = self.blocks.get(&blk) else {
                continue;
            };
            if blk != entry {
                for &a in self.body.block_args(blk) {
                    let mut vs = Vals::new();
                    for l in leaves(self, a)? {
                        vs.push(self.b.append_block_param(cb, l.scalar.cl()));
                    }
                    self.values.insert(a, vs);
                }
            }
            if let Some(&(h, k)) = self.cfg.carried_into.get(&blk) {
                let args = self.cfg.rotated[&h].carried[k].clone();
                let mut extra = Vec::new();
                for a in args {
                    let mut vs = Vals::new();
                    for l in leaves(self, a)? {
                        vs.push(self.b.append_block_param(cb, l.scalar.cl()));
                    }
                    extra.push((a, vs));
                }
                carried.insert(blk, extra);
            }
        }
        // Entry arguments: the function parameters, leaves in order.
        let params: Vec<ir::Value> = self.b.block_params(ce).to_vec();
        let mut at = 0;
        if self
            .b
            .func
            .signature
            .uses_special_param(ArgumentPurpose::StructReturn)
        {
            self.sret = params.first().copied();
            at = 1;
        }
        for &a in self.body.block_args(entry) {
            let n = leaves(self, a)?.len();
            let vs: Vals = params
                .get(at..at + n)
                .unwrap_or(&[])
                .iter()
                .copied()
                .collect();
            at += n;
            self.values.insert(a, vs);
        }
        // Header arguments are the carried parameters inside the successor's subtree.
        let mut saved: Vec<Vec<(ValueId, Option<Vals>)>> = Vec::new();
        for (blk, enter) in self.cfg.dom_walk() {
            let extra = carried.get(&blk);
            if !enter {
                if extra.is_some() {
                    for (a, old) in saved.pop().unwrap_or_default() {
                        match old {
                            Some(v) => self.values.insert(a, v),
                            None => self.values.remove(&a),
                        };
                    }
                }
                continue;
            }
            if let Some(extra) = extra {
                let mut s = Vec::new();
                for (a, vs) in extra {
                    s.push((*a, self.values.insert(*a, vs.clone())));
                }
                saved.push(s);
            }
            let Some(&cb) = self.blocks.get(&blk) else {
                continue;
            };
            self.b.switch_to_block(cb);
            if blk == entry {
                self.copy_byval_args(entry)?;
            }
            for op in self.body.block_ops(blk) {
                self.op(op)?;
            }
        }
        self.b.seal_all_blocks();
        Ok(())
    }

    /// Copies the pointees of the `llvm.byval` parameters to stack slots, which the body
    /// uses instead (the callee owns its copy).
    fn copy_byval_args(&mut self, entry: BlockId) -> ExecResult<()> {
        for (index, size, align) in self.byval.clone() {
            let Some(&arg) = self.body.block_args(entry).get(index) else {
                continue;
            };
            let Some(&ptr) = self.values.get(&arg).and_then(|v| v.first()) else {
                continue;
            };
            let slot = self.b.create_sized_stack_slot(StackSlotData::new(
                StackSlotKind::ExplicitSlot,
                size.max(1) as u32,
                align.max(1).trailing_zeros().min(12) as u8,
            ));
            let copy = self.b.ins().stack_addr(cl::I64, slot, 0);
            let len = self.b.ins().iconst(cl::I64, size as i64);
            self.call_lib_void("memcpy", &[copy, ptr, len])?;
            self.values.insert(arg, SmallVec::from_slice(&[copy]));
        }
        Ok(())
    }

    fn get(&self, op: OpId, v: ValueId) -> ExecResult<Vals> {
        let vs = self
            .values
            .get(&v)
            .ok_or_else(|| self.err(op, "the cranelift backend found a use before definition"))?;
        if let Some(l) = self.lane
            && self.lanes(self.body.value_type(v)).is_some()
        {
            return vs
                .get(l)
                .map(|&x| SmallVec::from_slice(&[x]))
                .ok_or_else(|| self.err(op, "vector lane out of range"));
        }
        Ok(vs.clone())
    }

    fn get1(&self, op: OpId, v: ValueId) -> ExecResult<ir::Value> {
        let vs = self.get(op, v)?;
        vs.first()
            .copied()
            .filter(|_| vs.len() == 1)
            .ok_or_else(|| self.err(op, "expected a scalar operand"))
    }

    fn operand(&self, op: OpId, i: usize) -> ExecResult<ir::Value> {
        self.get1(op, self.body.operand(op, i))
    }

    fn set(&mut self, op: OpId, vs: Vals) {
        if self.lane.is_some() {
            self.lane_out.extend(vs);
        } else if let Some(r) = self.body.results(op).next() {
            self.values.insert(r, vs);
        }
    }

    fn set1(&mut self, op: OpId, v: ir::Value) {
        self.set(op, SmallVec::from_slice(&[v]));
    }

    /// The element type and length of vector type `ty`.
    fn lanes(&self, ty: Type) -> Option<(Scalar, usize)> {
        match shape(self.ctx, ty) {
            Ok(Shape::Vector(s, n)) => Some((s, n as usize)),
            _ => None,
        }
    }

    fn scalar_of(&self, op: OpId, ty: Type) -> ExecResult<Scalar> {
        if self.lane.is_some()
            && let Some((s, _)) = self.lanes(ty)
        {
            return Ok(s);
        }
        scalar(self.ctx, ty).map_err(|m| self.err(op, m))
    }

    fn result_scalar(&self, op: OpId) -> ExecResult<Scalar> {
        let r = self.body.result(op, 0);
        self.scalar_of(op, self.body.value_type(r))
    }

    fn operand_scalar(&self, op: OpId, i: usize) -> ExecResult<Scalar> {
        self.scalar_of(op, self.body.value_type(self.body.operand(op, i)))
    }

    fn attr(&self, op: OpId, name: &str) -> Option<Attribute> {
        strata_ir::symbols::op_attr(self.ctx, self.body, op, name)
    }

    /// Zero leaves of `ty` (undef, poison and zero values).
    fn zeros(&mut self, op: OpId, ty: Type) -> ExecResult<Vals> {
        let ls = leaves_of(self.ctx, ty).map_err(|m| self.err(op, m))?;
        Ok(ls.iter().map(|l| self.zero(l.scalar)).collect())
    }

    fn zero(&mut self, s: Scalar) -> ir::Value {
        match s {
            Scalar::F32 => self.b.ins().f32const(0.0),
            Scalar::F64 => self.b.ins().f64const(0.0),
            _ => self.b.ins().iconst(s.cl(), 0),
        }
    }

    fn iconst(&mut self, s: Scalar, v: u64) -> ir::Value {
        let v = match s {
            Scalar::Int(w) if w < 64 => v & ((1u64 << w) - 1),
            _ => v,
        };
        // Cranelift wants immediates sign-extended from the container width.
        let v = match s.cl().bits() {
            8 => v as u8 as i8 as i64 as u64,
            16 => v as u16 as i16 as i64 as u64,
            32 => v as u32 as i32 as i64 as u64,
            _ => v,
        };
        self.b.ins().iconst(s.cl(), v as i64)
    }

    /// Integers narrower than their container keep only their own bits (zero-extended).
    fn fix_i1(&mut self, s: Scalar, v: ir::Value) -> ir::Value {
        match s {
            Scalar::Int(w) if w < s.cl().bits() => {
                self.b.ins().band_imm_u(v, ((1u64 << w) - 1) as i64)
            }
            _ => v,
        }
    }

    /// An integer narrower than its container sign-extended inside it (for signed
    /// operations); other values unchanged.
    fn signed_i1(&mut self, s: Scalar, v: ir::Value) -> ir::Value {
        match s {
            Scalar::Int(1) => self.b.ins().ineg(v),
            Scalar::Int(w) if w < s.cl().bits() => {
                let k = i64::from(s.cl().bits() - w);
                let v = self.b.ins().ishl_imm_u(v, k);
                self.b.ins().sshr_imm_u(v, k)
            }
            _ => v,
        }
    }

    fn constant(&mut self, op: OpId) -> ExecResult<()> {
        let ctx = self.ctx;
        let r = self.body.result(op, 0);
        let ty = self.body.value_type(r);
        let Some(a) = self.attr(op, "value") else {
            return Err(self.err(op, "constant without value"));
        };
        if let AttrData::DenseElements {
            ty: dty,
            data: strata_ir::attributes::DenseData::Numeric { splat, raw },
        } = ctx.attr_data(a)
        {
            // A vector (or an array of vectors): each leaf from its element's bytes.
            let eb = ctx
                .type_data(*dty)
                .element_type()
                .and_then(|e| ctx.dense_element_bytes(e))
                .ok_or_else(|| {
                    self.err(op, "the cranelift backend does not support this constant")
                })?;
            let ls = leaves_of(ctx, ty).map_err(|m| self.err(op, m))?;
            let mut out = Vals::new();
            for (i, l) in ls.iter().enumerate() {
                let at = if *splat { 0 } else { i * eb };
                let chunk = raw.get(at..at + eb).ok_or_else(|| {
                    self.err(op, "the cranelift backend does not support this constant")
                })?;
                let mut b = [0u8; 8];
                let n = eb.min(8);
                b[..n].copy_from_slice(&chunk[..n]);
                let bits = u64::from_le_bytes(b);
                let v = match l.scalar {
                    Scalar::F32 => self.b.ins().f32const(f32::from_bits(bits as u32)),
                    Scalar::F64 => self.b.ins().f64const(f64::from_bits(bits)),
                    s => self.iconst(s, bits),
                };
                out.push(v);
            }
            self.set(op, out);
            return Ok(());
        }
        if let Some((_, n)) = self.lanes(ty) {
            // A scalar attribute on a vector type: a splat.
            self.lane_out.clear();
            for l in 0..n {
                self.lane = Some(l);
                let r = self.constant(op);
                if r.is_err() {
                    self.lane = None;
                    return r;
                }
            }
            self.lane = None;
            let out = std::mem::take(&mut self.lane_out);
            self.set(op, out);
            return Ok(());
        }
        let s = self.scalar_of(op, ty)?;
        let v = match (ctx.attr_data(a), s) {
            (AttrData::Integer { value, .. }, _)
                if !matches!(s, Scalar::F32 | Scalar::F64) && !s.is_half() =>
            {
                self.iconst(s, value.low_u64())
            }
            (AttrData::Float { bits, .. }, Scalar::F32) => {
                self.b.ins().f32const(f32::from_bits(*bits as u32))
            }
            (AttrData::Float { bits, .. }, Scalar::F64) => {
                self.b.ins().f64const(f64::from_bits(*bits as u64))
            }
            (AttrData::Float { bits, .. }, Scalar::F16 | Scalar::BF16) => {
                self.b.ins().iconst(cl::I16, i64::from(*bits as u16 as i16))
            }
            // A small float format lowered to an integer of its width: the bits.
            (AttrData::Float { bits, .. }, Scalar::Int(_)) => self.iconst(s, *bits as u64),
            _ => {
                return Err(self.err(op, "the cranelift backend does not support this constant"));
            }
        };
        self.set1(op, v);
        Ok(())
    }

    fn func_ref(&mut self, op: OpId, name: &str) -> ExecResult<ir::FuncRef> {
        if let Some(&f) = self.func_refs.get(name) {
            return Ok(f);
        }
        let Some(&id) = self.globals.funcs.get(name) else {
            return Err(self.err(op, format!("call of undefined function @{name}")));
        };
        let f = self.module.declare_func_in_func(id, self.b.func);
        self.func_refs.insert(name.to_string(), f);
        Ok(f)
    }

    /// A function of the runtime or libm by C name and signature.
    fn libcall(
        &mut self,
        name: &str,
        params: &[cl::Type],
        ret: &[cl::Type],
    ) -> ExecResult<ir::FuncRef> {
        if let Some(&f) = self.func_refs.get(name) {
            return Ok(f);
        }
        let mut sig = self.module.make_signature();
        sig.params.extend(params.iter().map(|&t| AbiParam::new(t)));
        sig.returns.extend(ret.iter().map(|&t| AbiParam::new(t)));
        let id = self
            .module
            .declare_function(name, cranelift_module::Linkage::Import, &sig)
            .map_err(|e| ExecError::new(self.fn_loc, e.to_string()))?;
        let f = self.module.declare_func_in_func(id, self.b.func);
        self.func_refs.insert(name.to_string(), f);
        Ok(f)
    }

    fn call_lib(&mut self, name: &str, args: &[ir::Value], ret: cl::Type) -> ExecResult<ir::Value> {
        let params: Vec<cl::Type> = args
            .iter()
            .map(|&a| self.b.func.dfg.value_type(a))
            .collect();
        let f = self.libcall(name, &params, &[ret])?;
        let call = self.b.ins().call(f, args);
        Ok(self.b.inst_results(call)[0])
    }

    fn call_lib_void(&mut self, name: &str, args: &[ir::Value]) -> ExecResult<()> {
        let params: Vec<cl::Type> = args
            .iter()
            .map(|&a| self.b.func.dfg.value_type(a))
            .collect();
        let f = self.libcall(name, &params, &[])?;
        self.b.ins().call(f, args);
        Ok(())
    }

    fn global_addr(&mut self, op: OpId, name: &str) -> ExecResult<ir::Value> {
        if let Some(&id) = self.globals.funcs.get(name) {
            let f = self.func_ref(op, name)?;
            let _ = id;
            return Ok(self.b.ins().func_addr(cl::I64, f));
        }
        let gv = match self.data_refs.get(name) {
            Some(&g) => g,
            None => {
                let Some(&id) = self.globals.data.get(name) else {
                    return Err(self.err(op, format!("address of undefined symbol @{name}")));
                };
                let g = self.module.declare_data_in_func(id, self.b.func);
                self.data_refs.insert(name.to_string(), g);
                g
            }
        };
        Ok(self.b.ins().symbol_value(cl::I64, gv))
    }

    fn symbol_name(&self, a: Attribute) -> Option<String> {
        match self.ctx.attr_data(a) {
            AttrData::SymbolRef { root, .. } => {
                Some(String::from_utf8_lossy(self.ctx.ident_bytes_of(*root)).into_owned())
            }
            _ => None,
        }
    }

    /// Values forwarded to successor `i` of `op`, as block call arguments.
    fn succ_args(&self, op: OpId, i: usize) -> ExecResult<Vec<BlockArg>> {
        let mut out = Vec::new();
        for v in self.body.successor_operand_values(op, i) {
            out.extend(self.get(op, v)?.iter().map(|&x| BlockArg::Value(x)));
        }
        Ok(out)
    }

    fn succ_block(&self, op: OpId, i: usize) -> ExecResult<ir::Block> {
        let s = self.body.successors(op)[i].block;
        self.blocks
            .get(&s)
            .copied()
            .ok_or_else(|| self.err(op, "branch to an unknown block"))
    }

    fn load_leaves(&mut self, op: OpId, ty: Type, addr: ir::Value) -> ExecResult<Vals> {
        let ls = leaves_of(self.ctx, ty).map_err(|m| self.err(op, m))?;
        let mut out = Vals::new();
        for l in ls {
            out.push(
                self.b
                    .ins()
                    .load(l.scalar.cl(), flags(), addr, l.offset as i32),
            );
        }
        Ok(out)
    }

    fn store_leaves(
        &mut self,
        op: OpId,
        ty: Type,
        vals: &[ir::Value],
        addr: ir::Value,
    ) -> ExecResult<()> {
        let ls = leaves_of(self.ctx, ty).map_err(|m| self.err(op, m))?;
        for (l, &v) in ls.iter().zip(vals) {
            self.b.ins().store(flags(), v, addr, l.offset as i32);
        }
        Ok(())
    }

    /// An integer operand widened (or narrowed) to i64, sign-extended.
    fn widen_i64(&mut self, v: ir::Value, s: Scalar) -> ir::Value {
        match s.cl() {
            t if t == cl::I64 => v,
            _ => {
                let v = self.signed_i1(s, v);
                self.b.ins().sextend(cl::I64, v)
            }
        }
    }

    fn op(&mut self, op: OpId) -> ExecResult<()> {
        let name = self.ctx.op_name_str(self.body.op(op).name);
        let short = name.strip_prefix("llvm.").unwrap_or(name);
        let Some(n) = self
            .body
            .results(op)
            .next()
            .and_then(|r| self.lanes(self.body.value_type(r)))
            .map(|l| l.1)
        else {
            return self.op_scalar(op);
        };
        if !NOT_ELEMENTWISE.contains(&short)
            && !short.starts_with("intr.vector.")
            && !short.starts_with("intr.masked.")
        {
            // Element-wise: lane by lane.
            for o in self.body.operands(op) {
                if let Some((_, m)) = self.lanes(self.body.value_type(o))
                    && m != n
                {
                    return Err(self.err(op, "vector operands of different lengths"));
                }
            }
            self.lane_out.clear();
            for l in 0..n {
                self.lane = Some(l);
                let r = self.op_scalar(op);
                if r.is_err() {
                    self.lane = None;
                    return r;
                }
            }
            self.lane = None;
            let out = std::mem::take(&mut self.lane_out);
            self.set(op, out);
            return Ok(());
        }
        self.op_scalar(op)
    }

    /// Translates `op` on scalars (or aggregates, or one lane of vectors).
    fn op_scalar(&mut self, op: OpId) -> ExecResult<()> {
        let ctx = self.ctx;
        let name = ctx.op_name_str(self.body.op(op).name);
        let Some(short) = name.strip_prefix("llvm.") else {
            return Err(self.err(
                op,
                format!("the cranelift backend runs llvm dialect only; lower '{name}' first"),
            ));
        };
        if self.involves_half(op)
            && let Some(r) = self.half_op(op, short)
        {
            return r;
        }
        match short {
            "mlir.constant" => return self.constant(op),
            "mlir.undef" | "mlir.poison" | "mlir.zero" => {
                let ty = self.body.value_type(self.body.result(op, 0));
                let z = self.zeros(op, ty)?;
                self.set(op, z);
            }
            "mlir.addressof" => {
                let name = AddressOfOp::cast(ctx, self.body, op)
                    .and_then(|a| a.global_name(ctx, self.body))
                    .and_then(|a| self.symbol_name(a))
                    .ok_or_else(|| self.err(op, "addressof without a symbol"))?;
                let v = self.global_addr(op, &name)?;
                self.set1(op, v);
            }
            "add" | "sub" | "mul" | "and" | "or" | "xor" | "shl" | "lshr" | "ashr" | "udiv"
            | "sdiv" | "urem" | "srem" => {
                let s = self.result_scalar(op)?;
                let (mut x, mut y) = (self.operand(op, 0)?, self.operand(op, 1)?);
                if matches!(short, "ashr" | "sdiv" | "srem") {
                    x = self.signed_i1(s, x);
                    if short != "ashr" {
                        y = self.signed_i1(s, y);
                    }
                }
                let ins = self.b.ins();
                let v = match short {
                    "add" => ins.iadd(x, y),
                    "sub" => ins.isub(x, y),
                    "mul" => ins.imul(x, y),
                    "and" => ins.band(x, y),
                    "or" => ins.bor(x, y),
                    "xor" => ins.bxor(x, y),
                    "shl" => ins.ishl(x, y),
                    "lshr" => ins.ushr(x, y),
                    "ashr" => ins.sshr(x, y),
                    "udiv" => ins.udiv(x, y),
                    "sdiv" => ins.sdiv(x, y),
                    "urem" => ins.urem(x, y),
                    _ => ins.srem(x, y),
                };
                let v = self.fix_i1(s, v);
                self.set1(op, v);
            }
            "fadd" | "fsub" | "fmul" | "fdiv" => {
                let (x, y) = (self.operand(op, 0)?, self.operand(op, 1)?);
                let ins = self.b.ins();
                let v = match short {
                    "fadd" => ins.fadd(x, y),
                    "fsub" => ins.fsub(x, y),
                    "fmul" => ins.fmul(x, y),
                    _ => ins.fdiv(x, y),
                };
                self.set1(op, v);
            }
            "frem" => {
                let s = self.result_scalar(op)?;
                let (x, y) = (self.operand(op, 0)?, self.operand(op, 1)?);
                let f = if s == Scalar::F32 { "fmodf" } else { "fmod" };
                let v = self.call_lib(f, &[x, y], s.cl())?;
                self.set1(op, v);
            }
            "fneg" => {
                let x = self.operand(op, 0)?;
                let v = self.b.ins().fneg(x);
                self.set1(op, v);
            }
            "freeze" => {
                let v = self.get(op, self.body.operand(op, 0))?;
                self.set(op, v);
            }
            "icmp" => {
                let p = self
                    .attr(op, "predicate")
                    .and_then(|a| ICmpPredicate::case(ctx, a))
                    .ok_or_else(|| self.err(op, "icmp without predicate"))?;
                let s = self.operand_scalar(op, 0)?;
                let (mut x, mut y) = (self.operand(op, 0)?, self.operand(op, 1)?);
                let cc = match ICMP_PREDICATES[p as usize] {
                    "eq" => IntCC::Equal,
                    "ne" => IntCC::NotEqual,
                    "slt" => IntCC::SignedLessThan,
                    "sle" => IntCC::SignedLessThanOrEqual,
                    "sgt" => IntCC::SignedGreaterThan,
                    "sge" => IntCC::SignedGreaterThanOrEqual,
                    "ult" => IntCC::UnsignedLessThan,
                    "ule" => IntCC::UnsignedLessThanOrEqual,
                    "ugt" => IntCC::UnsignedGreaterThan,
                    _ => IntCC::UnsignedGreaterThanOrEqual,
                };
                if matches!(
                    cc,
                    IntCC::SignedLessThan
                        | IntCC::SignedLessThanOrEqual
                        | IntCC::SignedGreaterThan
                        | IntCC::SignedGreaterThanOrEqual
                ) {
                    x = self.signed_i1(s, x);
                    y = self.signed_i1(s, y);
                }
                let v = self.b.ins().icmp(cc, x, y);
                self.set1(op, v);
            }
            "fcmp" => self.fcmp(op)?,
            "select" => {
                let c = self.operand(op, 0)?;
                let x = self.get(op, self.body.operand(op, 1))?;
                let y = self.get(op, self.body.operand(op, 2))?;
                let vs: Vals = x
                    .iter()
                    .zip(&y)
                    .map(|(&a, &b)| self.b.ins().select(c, a, b))
                    .collect();
                self.set(op, vs);
            }
            "bitcast"
                if self.lane.is_none()
                    && self
                        .body
                        .operands(op)
                        .chain(self.body.results(op))
                        .any(|v| self.lanes(self.body.value_type(v)).is_some()) =>
            {
                self.bitcast_memory(op)?
            }
            "trunc" | "zext" | "sext" | "fptrunc" | "fpext" | "sitofp" | "uitofp" | "fptosi"
            | "fptoui" | "ptrtoint" | "inttoptr" | "bitcast" | "addrspacecast" => {
                self.cast(op, short)?
            }
            "alloca" => self.alloca(op)?,
            "load" => {
                let addr = self.operand(op, 0)?;
                let ty = self.body.value_type(self.body.result(op, 0));
                let v = self.load_leaves(op, ty, addr)?;
                self.set(op, v);
            }
            "store" => {
                let v = self.get(op, self.body.operand(op, 0))?;
                let addr = self.operand(op, 1)?;
                let ty = self.body.value_type(self.body.operand(op, 0));
                self.store_leaves(op, ty, &v, addr)?;
            }
            "getelementptr" => self.gep(op)?,
            "atomicrmw" => self.atomicrmw(op)?,
            "cmpxchg" => self.cmpxchg(op)?,
            "fence" => {
                self.b.ins().fence();
            }
            "extractvalue" | "insertvalue" => {
                let pos = self
                    .attr(op, "position")
                    .and_then(|a| i64_array(ctx, a))
                    .unwrap_or_default();
                let agg_ty = self.body.value_type(self.body.operand(op, 0));
                let (start, n, _) =
                    layout::sub_range(ctx, agg_ty, &pos).map_err(|m| self.err(op, m))?;
                let mut agg = self.get(op, self.body.operand(op, 0))?;
                if short == "extractvalue" {
                    let vs: Vals = agg
                        .get(start..start + n)
                        .unwrap_or(&[])
                        .iter()
                        .copied()
                        .collect();
                    self.set(op, vs);
                } else {
                    let v = self.get(op, self.body.operand(op, 1))?;
                    for (k, x) in v.iter().enumerate().take(n) {
                        if let Some(slot) = agg.get_mut(start + k) {
                            *slot = *x;
                        }
                    }
                    self.set(op, agg);
                }
            }
            "call" => self.call(op)?,
            "extractelement" | "insertelement" | "shufflevector" => self.vector_op(op, short)?,
            "br" => {
                let target = self.body.successors(op)[0].block;
                if self.cfg.rotated.contains_key(&target) {
                    self.jump_rotated(op, target)?;
                } else {
                    let t = self.succ_block(op, 0)?;
                    let args = self.succ_args(op, 0)?;
                    self.b.ins().jump(t, &args);
                }
            }
            "cond_br" => {
                let c = self.operand(op, 0)?;
                let t = (self.succ_block(op, 0)?, self.succ_args(op, 0)?);
                let f = (self.succ_block(op, 1)?, self.succ_args(op, 1)?);
                let ss = self.body.successors(op);
                let swap = self
                    .body
                    .op_block(op)
                    .is_some_and(|from| self.cfg.swap_branch(from, ss[0].block, ss[1].block));
                self.brif(c, &t, &f, swap);
            }
            "switch" => self.switch(op)?,
            "return" => {
                let mut vs = Vec::new();
                for v in self.body.operands(op) {
                    vs.extend(self.get(op, v)?);
                }
                if let (Some(ptr), Some(v)) = (self.sret, self.body.operands(op).next()) {
                    let ty = self.body.value_type(v);
                    self.store_leaves(op, ty, &vs, ptr)?;
                    vs.clear();
                }
                self.b.ins().return_(&vs);
            }
            "unreachable" => {
                self.b.ins().trap(TrapCode::unwrap_user(1));
            }
            _ if short.starts_with("intr.") => self.intrinsic(op, &short[5..])?,
            _ => {
                return Err(self.err(
                    op,
                    format!("the cranelift backend does not support '{name}'"),
                ));
            }
        }
        Ok(())
    }

    fn fcmp(&mut self, op: OpId) -> ExecResult<()> {
        let ctx = self.ctx;
        let p = self
            .attr(op, "predicate")
            .and_then(|a| FCmpPredicate::case(ctx, a))
            .ok_or_else(|| self.err(op, "fcmp without predicate"))?;
        let (x, y) = (self.operand(op, 0)?, self.operand(op, 1)?);
        let cc = match FCMP_PREDICATES[p as usize] {
            "_false" => None,
            "_true" => None,
            "oeq" => Some(FloatCC::Equal),
            "ogt" => Some(FloatCC::GreaterThan),
            "oge" => Some(FloatCC::GreaterThanOrEqual),
            "olt" => Some(FloatCC::LessThan),
            "ole" => Some(FloatCC::LessThanOrEqual),
            "one" => Some(FloatCC::OrderedNotEqual),
            "ord" => Some(FloatCC::Ordered),
            "ueq" => Some(FloatCC::UnorderedOrEqual),
            "ugt" => Some(FloatCC::UnorderedOrGreaterThan),
            "uge" => Some(FloatCC::UnorderedOrGreaterThanOrEqual),
            "ult" => Some(FloatCC::UnorderedOrLessThan),
            "ule" => Some(FloatCC::UnorderedOrLessThanOrEqual),
            "une" => Some(FloatCC::NotEqual),
            _ => Some(FloatCC::Unordered),
        };
        let v = match cc {
            Some(cc) => self.b.ins().fcmp(cc, x, y),
            None => {
                let t = FCMP_PREDICATES[p as usize] == "_true";
                self.b.ins().iconst(cl::I8, i64::from(t))
            }
        };
        self.set1(op, v);
        Ok(())
    }

    fn alloca(&mut self, op: OpId) -> ExecResult<()> {
        let ctx = self.ctx;
        let a = AllocaOp::cast(ctx, self.body, op).ok_or_else(|| self.err(op, "bad alloca"))?;
        let elem = a
            .element_type(ctx, self.body)
            .ok_or_else(|| self.err(op, "alloca without element type"))?;
        let (size, align) = size_align(ctx, elem).map_err(|m| self.err(op, m))?;
        let align = self
            .attr(op, "alignment")
            .and_then(|x| strata_llvm::attrs::int_value(ctx, x, 64))
            .unwrap_or(0)
            .max(align)
            .max(1);
        let count_v = self.body.operand(op, 0);
        let count = strata_ir::matchers::defining_op(self.body, count_v)
            .filter(|&d| ConstantOp::cast(ctx, self.body, d).is_some())
            .and_then(|d| self.attr(d, "value"))
            .and_then(|a| match ctx.attr_data(a) {
                AttrData::Integer { value, .. } => value.to_u64_checked(),
                _ => None,
            });
        let v = match count {
            Some(n) if n.saturating_mul(size) < 1 << 24 => {
                let bytes = (n * size).max(1) as u32;
                let shift = align.trailing_zeros().min(12) as u8;
                let slot = self.b.create_sized_stack_slot(StackSlotData::new(
                    StackSlotKind::ExplicitSlot,
                    bytes,
                    shift,
                ));
                self.b.ins().stack_addr(cl::I64, slot, 0)
            }
            _ => {
                // A dynamic size: heap memory (never freed) stands in for the stack.
                let s = self.operand_scalar(op, 0)?;
                let n = self.operand(op, 0)?;
                let n = self.widen_i64(n, s);
                let bytes = self.b.ins().imul_imm_s(n, size as i64);
                let al = self.b.ins().iconst(cl::I64, align.max(16) as i64);
                let bytes = self.b.ins().iadd_imm_s(bytes, 16);
                self.call_lib("__strata_alloca", &[al, bytes], cl::I64)?
            }
        };
        self.set1(op, v);
        Ok(())
    }

    fn gep(&mut self, op: OpId) -> ExecResult<()> {
        let ctx = self.ctx;
        let g = GEPOp::cast(ctx, self.body, op).ok_or_else(|| self.err(op, "bad getelementptr"))?;
        let mut ty = g
            .element_type(ctx, self.body)
            .ok_or_else(|| self.err(op, "getelementptr without element type"))?;
        let base = g.base(self.body);
        // The address as a sum of terms, added outermost-loop first so Cranelift hoists the
        // loop-invariant part of the sum out of inner loops.
        let mut terms: Vec<(usize, ir::Value)> = vec![(
            self.cfg.def_depth(self.body, base).unwrap_or(0),
            self.get1(op, base)?,
        )];
        let mut const_off: i64 = 0;
        for (k, idx) in g.indices(ctx, self.body).into_iter().enumerate() {
            // The first index steps over whole elements; later ones go inside.
            let (stride, next) = if k == 0 {
                (size_align(ctx, ty).map_err(|m| self.err(op, m))?.0, ty)
            } else {
                match shape(ctx, ty).map_err(|m| self.err(op, m))? {
                    Shape::Array(e, _) => (size_align(ctx, e).map_err(|m| self.err(op, m))?.0, e),
                    Shape::Struct(elems, packed) => {
                        let GepArg::Const(i) = idx else {
                            return Err(self.err(op, "dynamic index into a struct"));
                        };
                        let i = i as usize;
                        let off = layout::field_offset(ctx, &elems, packed, i)
                            .map_err(|m| self.err(op, m))?;
                        const_off += off as i64;
                        ty = elems[i];
                        continue;
                    }
                    _ => return Err(self.err(op, "getelementptr into a non-aggregate type")),
                }
            };
            match idx {
                GepArg::Const(c) => const_off += i64::from(c) * stride as i64,
                GepArg::Value(v) => {
                    let s = self.scalar_of(op, self.body.value_type(v))?;
                    // An i64 sum scales term by term (wrapping arithmetic distributes).
                    let parts = if s == Scalar::Int(64) {
                        self.sum_terms(v, 3)
                    } else {
                        vec![v]
                    };
                    for part in parts {
                        let x = self.get1(op, part)?;
                        let x = self.widen_i64(x, s);
                        let scaled = if stride == 1 {
                            x
                        } else {
                            self.b.ins().imul_imm_s(x, stride as i64)
                        };
                        let depth = self.cfg.def_depth(self.body, part).unwrap_or(0);
                        terms.push((depth, scaled));
                    }
                }
            }
            ty = next;
        }
        terms.sort_by_key(|t| t.0);
        let mut addr = terms[0].1;
        for &(_, t) in &terms[1..] {
            addr = self.b.ins().iadd(addr, t);
        }
        if const_off != 0 {
            addr = self.b.ins().iadd_imm_s(addr, const_off);
        }
        self.set1(op, addr);
        Ok(())
    }

    /// The addends of `v`: the operands of the `llvm.add` ops it is made of, `depth` levels
    /// deep.
    fn sum_terms(&self, v: ValueId, depth: u32) -> Vec<ValueId> {
        if depth > 0
            && let strata_ir::ir::ValueDef::Result { op, .. } = self.body.value(v).def
            && AddOp::isa(self.ctx, self.body, op)
        {
            let mut out = self.sum_terms(self.body.operand(op, 0), depth - 1);
            out.extend(self.sum_terms(self.body.operand(op, 1), depth - 1));
            return out;
        }
        vec![v]
    }

    fn call(&mut self, op: OpId) -> ExecResult<()> {
        let ctx = self.ctx;
        let c = CallOp::cast(ctx, self.body, op).ok_or_else(|| self.err(op, "bad call"))?;
        let operands = c.callee_operands(ctx, self.body);
        let direct = c.callee(ctx, self.body).and_then(|a| self.symbol_name(a));
        let args: &[ValueId] = if direct.is_some() {
            &operands
        } else {
            operands.get(1..).unwrap_or(&[])
        };
        if c.var_callee_type(ctx, self.body).is_some() {
            return self.variadic_call(op, direct.as_deref(), &operands, args);
        }
        let result = self
            .body
            .results(op)
            .next()
            .map(|r| self.body.value_type(r));
        let sig = match &direct {
            Some(name) => {
                let f = self.func_ref(op, name)?;
                let sref = self.b.func.dfg.ext_funcs[f].signature;
                self.b.func.dfg.signatures[sref].clone()
            }
            None => {
                let params: Vec<Type> = args.iter().map(|&a| self.body.value_type(a)).collect();
                let conv = self.module.isa().default_call_conv();
                signature(ctx, conv, &params, result, false).map_err(|m| self.err(op, m))?
            }
        };
        // A result returned in memory goes to a stack slot of the caller's.
        let sret = match result {
            Some(ty) if sig.uses_special_param(ArgumentPurpose::StructReturn) => {
                let slot = self.result_slot(op, ty)?;
                Some((ty, slot))
            }
            _ => None,
        };
        let mut vals: Vec<ir::Value> = sret.iter().map(|&(_, p)| p).collect();
        for &a in args {
            vals.extend(self.get(op, a)?);
        }
        let inst = match direct {
            Some(name) => {
                let f = self.func_ref(op, &name)?;
                self.b.ins().call(f, &vals)
            }
            None => {
                let callee = self.get1(op, operands[0])?;
                let sref = self.b.import_signature(sig);
                self.b.ins().call_indirect(sref, callee, &vals)
            }
        };
        let rs: Vals = match sret {
            Some((ty, ptr)) => self.load_leaves(op, ty, ptr)?,
            None => self.b.inst_results(inst).iter().copied().collect(),
        };
        self.set(op, rs);
        Ok(())
    }

    /// The address of a new stack slot for a call's result of type `ty` returned in
    /// memory: its leaves at their offsets.
    fn result_slot(&mut self, op: OpId, ty: Type) -> ExecResult<ir::Value> {
        let ls = leaves_of(self.ctx, ty).map_err(|m| self.err(op, m))?;
        let size = ls
            .iter()
            .map(|l| l.offset + l.scalar.size())
            .max()
            .unwrap_or(0);
        let size = u32::try_from(size.max(1))
            .map_err(|_| self.err(op, "call result too large for the cranelift backend"))?;
        let slot = self.b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            size,
            4,
        ));
        Ok(self.b.ins().stack_addr(cl::I64, slot, 0))
    }

    fn switch(&mut self, op: OpId) -> ExecResult<()> {
        let ctx = self.ctx;
        let sw = SwitchOp::cast(ctx, self.body, op).ok_or_else(|| self.err(op, "bad switch"))?;
        let s = self.operand_scalar(op, 0)?;
        let x = self.operand(op, 0)?;
        let cases = sw
            .case_values(ctx, self.body)
            .and_then(|a| strata_llvm::ops::control::case_values(ctx, a))
            .unwrap_or_default();
        let bits = match s {
            Scalar::Int(w) => w,
            _ => 64,
        };
        let mask: u128 = if bits >= 64 {
            u64::MAX as u128
        } else {
            (1u128 << bits) - 1
        };
        // Each edge gets its own block that forwards the edge's operands.
        let mut targets = Vec::new();
        for i in 0..=cases.len() {
            let t = self.succ_block(op, i)?;
            let args = self.succ_args(op, i)?;
            if args.is_empty() {
                targets.push((t, None));
            } else {
                let tramp = self.b.create_block();
                targets.push((tramp, Some((t, args))));
            }
        }
        let mut sw_builder = Switch::new();
        let mut seen = FxHashSet::default();
        for (k, &c) in cases.iter().enumerate() {
            let key = (c as u64 as u128) & mask;
            if seen.insert(key) {
                sw_builder.set_entry(key, targets[k + 1].0);
            }
        }
        sw_builder.emit(&mut self.b, x, targets[0].0);
        for (tramp, fwd) in targets {
            if let Some((t, args)) = fwd {
                self.b.switch_to_block(tramp);
                self.b.ins().jump(t, &args);
            }
        }
        Ok(())
    }

    /// Whether an operand or result of `op` is `f16`/`bf16`.
    fn involves_half(&self, op: OpId) -> bool {
        let is_half = |t: Type| scalar(self.ctx, t).is_ok_and(Scalar::is_half);
        self.body
            .operands(op)
            .any(|v| is_half(self.body.value_type(v)))
            || self
                .body
                .results(op)
                .any(|v| is_half(self.body.value_type(v)))
    }

    /// `v` (an `f16`/`bf16` as bits) widened to `f32`.
    fn half_to_f32(&mut self, s: Scalar, v: ir::Value) -> ExecResult<ir::Value> {
        let v = self.b.ins().uextend(cl::I32, v);
        let f = if s == Scalar::F16 {
            "__strata_h2f"
        } else {
            "__strata_b2f"
        };
        self.call_lib(f, &[v], cl::F32)
    }

    /// `v` (an `f32` or `f64`) rounded to `f16`/`bf16` bits.
    fn half_from(&mut self, s: Scalar, v: ir::Value) -> ExecResult<ir::Value> {
        let wide = self.b.func.dfg.value_type(v) == cl::F64;
        let f = match (s, wide) {
            (Scalar::F16, false) => "__strata_f2h",
            (Scalar::F16, true) => "__strata_d2h",
            (_, false) => "__strata_f2b",
            (_, true) => "__strata_d2b",
        };
        let r = self.call_lib(f, &[v], cl::I32)?;
        Ok(self.b.ins().ireduce(cl::I16, r))
    }

    /// Ops on `f16`/`bf16` computed in `f32` and rounded back (exact for one operation);
    /// `None` for ops that move the bits unchanged (loads, stores, selects, calls, ...).
    fn half_op(&mut self, op: OpId, short: &str) -> Option<ExecResult<()>> {
        let float_op = matches!(
            short,
            "fadd"
                | "fsub"
                | "fmul"
                | "fdiv"
                | "frem"
                | "fneg"
                | "fcmp"
                | "fpext"
                | "fptrunc"
                | "sitofp"
                | "uitofp"
                | "fptosi"
                | "fptoui"
        ) || short.starts_with("intr.") && !short.starts_with("intr.mem");
        if !float_op {
            return None;
        }
        Some((|| {
            let n = self.body.num_operands(op);
            let mut xs = Vec::with_capacity(n);
            for i in 0..n {
                let s = self.operand_scalar(op, i)?;
                let x = self.operand(op, i)?;
                xs.push(if s.is_half() {
                    self.half_to_f32(s, x)?
                } else {
                    x
                });
            }
            let rs = self.result_scalar(op)?;
            let from = self.operand_scalar(op, 0)?;
            let v = match (short, xs.as_slice()) {
                ("fadd", &[a, b]) => self.b.ins().fadd(a, b),
                ("fsub", &[a, b]) => self.b.ins().fsub(a, b),
                ("fmul", &[a, b]) => self.b.ins().fmul(a, b),
                ("fdiv", &[a, b]) => self.b.ins().fdiv(a, b),
                ("frem", &[a, b]) => self.call_lib("fmodf", &[a, b], cl::F32)?,
                ("fneg", &[a]) => self.b.ins().fneg(a),
                ("intr.fabs", &[a]) => self.b.ins().fabs(a),
                ("intr.sqrt", &[a]) => self.b.ins().sqrt(a),
                ("intr.fma" | "intr.fmuladd", &[a, b, c]) => {
                    // One rounding: the product and sum in f64 are exact enough for f16.
                    let (a, b, c) = (
                        self.b.ins().fpromote(cl::F64, a),
                        self.b.ins().fpromote(cl::F64, b),
                        self.b.ins().fpromote(cl::F64, c),
                    );
                    let v = self.b.ins().fma(a, b, c);
                    let h = self.half_from(rs, v)?;
                    self.set1(op, h);
                    return Ok(());
                }
                ("fcmp", &[_, _]) | ("fptosi" | "fptoui", &[_]) => {
                    // Compute on f32 operands by the ordinary path.
                    let saved: Vec<(ValueId, Vals)> = self
                        .body
                        .operands(op)
                        .zip(xs.iter())
                        .map(|(v, &x)| {
                            let old = self.values.insert(v, SmallVec::from_slice(&[x]));
                            (v, old.unwrap_or_default())
                        })
                        .collect();
                    let r = if short == "fcmp" {
                        self.half_fcmp(op)
                    } else {
                        self.cast_with(op, short, Scalar::F32)
                    };
                    // In reverse: an operand used twice was saved twice.
                    for (v, old) in saved.into_iter().rev() {
                        self.values.insert(v, old);
                    }
                    return r;
                }
                ("fpext", &[a]) => {
                    let v = if rs == Scalar::F64 {
                        self.b.ins().fpromote(cl::F64, a)
                    } else {
                        a
                    };
                    if rs.is_half() {
                        self.half_from(rs, v)?
                    } else {
                        v
                    }
                }
                ("fptrunc", &[a]) => {
                    let x = if from.is_half() {
                        a
                    } else {
                        self.operand(op, 0)?
                    };
                    if rs.is_half() {
                        let h = self.half_from(rs, x)?;
                        self.set1(op, h);
                        return Ok(());
                    }
                    x
                }
                ("sitofp" | "uitofp", &[a]) => {
                    let x = if from.cl().bits() < 32 {
                        if short == "sitofp" {
                            let a = self.signed_i1(from, a);
                            self.b.ins().sextend(cl::I64, a)
                        } else {
                            self.b.ins().uextend(cl::I64, a)
                        }
                    } else if from.cl().bits() == 32 {
                        if short == "sitofp" {
                            self.b.ins().sextend(cl::I64, a)
                        } else {
                            self.b.ins().uextend(cl::I64, a)
                        }
                    } else {
                        a
                    };
                    let d = if short == "sitofp" {
                        self.b.ins().fcvt_from_sint(cl::F64, x)
                    } else {
                        self.b.ins().fcvt_from_uint(cl::F64, x)
                    };
                    let h = self.half_from(rs, d)?;
                    self.set1(op, h);
                    return Ok(());
                }
                _ => {
                    return Err(self.err(
                        op,
                        format!(
                            "the cranelift backend does not support 'llvm.{short}' on f16/bf16"
                        ),
                    ));
                }
            };
            let v = if rs.is_half() && self.b.func.dfg.value_type(v) != cl::I16 {
                self.half_from(rs, v)?
            } else {
                v
            };
            self.set1(op, v);
            Ok(())
        })())
    }

    fn half_fcmp(&mut self, op: OpId) -> ExecResult<()> {
        self.fcmp(op)
    }

    fn widen_u64(&mut self, v: ir::Value, s: Scalar) -> ir::Value {
        if s.cl() == cl::I64 {
            v
        } else {
            self.b.ins().uextend(cl::I64, v)
        }
    }
}
