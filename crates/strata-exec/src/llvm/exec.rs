//! Execution of the `llvm` ops of their own ([`LInst`]): loads and stores of any
//! [`Layout`] through checked pointers, `getelementptr`, `alloca`, pointer casts and
//! comparisons, aggregates, vector element ops, intrinsics, `llvm.mlir.global`s
//! (created on first use from their value or initializer region) and memref descriptor
//! casts.

use std::ops::Range;
use std::rc::Rc;

use smallvec::SmallVec;
use strata_ir::ir::OpId;
use strata_ir::symbols::op_attr;
use strata_ir::{AttrData, TypeData};
use strata_llvm as l;

use super::{FBin2, FUn, IUn, LInst, Layout};
use crate::arith::{self, Fault};
use crate::floats::{self, FBin};
use crate::interp::{Frame, Interpreter};
use crate::memory::{AccessError, BufferKind, MemRef, Memory, read_scalar, write_scalar};
use crate::value::{ExecError, ExecResult, ScalarTy, Value};

/// The (fake) address of pointer `(buf, off)`.
pub(crate) fn address(mem: &Memory, buf: u32, off: i64) -> u64 {
    if buf == Value::NO_BUFFER {
        off as u64
    } else {
        mem.buffers[buf as usize].addr.wrapping_add(off as u64)
    }
}

/// The pointer with address `addr`: into the buffer covering it, if any.
pub(crate) fn pointer_at(mem: &Memory, addr: u64) -> Value {
    match mem.find_address(addr) {
        Some((buf, off)) => Value::Ptr { buf, off },
        None => Value::Ptr {
            buf: Value::NO_BUFFER,
            off: addr as i64,
        },
    }
}

/// Decodes a value of layout `l` from `bytes`.
pub(crate) fn read_value(mem: &Memory, l: &Layout, bytes: &[u8]) -> Value {
    match l {
        Layout::Scalar(t) => read_scalar(*t, &bytes[..t.alloc_size()]),
        Layout::Ptr => {
            let mut w = [0u8; 8];
            w.copy_from_slice(&bytes[..8]);
            pointer_at(mem, u64::from_le_bytes(w))
        }
        Layout::Struct { fields, .. } => Value::Vector(Rc::new(
            fields
                .iter()
                .map(|(at, f)| read_value(mem, f, &bytes[*at..]))
                .collect(),
        )),
        Layout::Array {
            elem, n, stride, ..
        } => Value::Vector(Rc::new(
            (0..*n)
                .map(|i| read_value(mem, elem, &bytes[i * stride..]))
                .collect(),
        )),
    }
}

/// Encodes `v` of layout `l` into `out` (poison and function references as zeros).
pub(crate) fn write_value(mem: &Memory, l: &Layout, v: &Value, out: &mut [u8]) {
    match (l, v) {
        (Layout::Scalar(t), _) => write_scalar(*t, &mut out[..t.alloc_size()], v),
        (Layout::Ptr, Value::Ptr { buf, off }) => {
            out[..8].copy_from_slice(&address(mem, *buf, *off).to_le_bytes());
        }
        (Layout::Ptr, _) => out[..8].fill(0),
        (Layout::Struct { fields, .. }, Value::Vector(vals)) => {
            for ((at, f), v) in fields.iter().zip(vals.iter()) {
                write_value(mem, f, v, &mut out[*at..]);
            }
        }
        (
            Layout::Array {
                elem, n, stride, ..
            },
            Value::Vector(vals),
        ) => {
            for (i, v) in vals.iter().enumerate().take(*n) {
                write_value(mem, elem, v, &mut out[i * stride..]);
            }
        }
        _ => out[..l.size()].fill(0),
    }
}

fn sext(v: u64, w: u32) -> i64 {
    if w >= 64 {
        return v as i64;
    }
    let s = 64 - w;
    ((v << s) as i64) >> s
}

fn mask(w: u32) -> u64 {
    if w >= 64 { u64::MAX } else { (1u64 << w) - 1 }
}

/// A unary float intrinsic on the bits of a `kind` value.
fn funary(f: FUn, ty: ScalarTy, bits: u128) -> Result<Value, Fault> {
    let ScalarTy::Float(kind) = ty else {
        return Err(Fault::Poison);
    };
    macro_rules! apply {
        ($x:expr) => {{
            let x = $x;
            match f {
                FUn::Abs => x.abs(),
                FUn::Sqrt => x.sqrt(),
                FUn::Exp => x.exp(),
                FUn::Exp2 => x.exp2(),
                FUn::Log => x.ln(),
                FUn::Log2 => x.log2(),
                FUn::Log10 => x.log10(),
                FUn::Sin => x.sin(),
                FUn::Cos => x.cos(),
                FUn::Floor => x.floor(),
                FUn::Ceil => x.ceil(),
                FUn::Trunc => x.trunc(),
                FUn::Round => x.round(),
                FUn::RoundEven | FUn::Rint => x.round_ties_even(),
            }
        }};
    }
    // `f32` natively (as `sinf`, `sqrtf`, ...); every other format through `f64`.
    let r = if kind == strata_ir::float::FloatKind::F32 {
        u128::from(apply!(f32::from_bits(bits as u32)).to_bits())
    } else {
        floats::from_f64(kind, apply!(floats::to_f64(kind, bits)))
    };
    Ok(arith::from_bits128(ty, r))
}

fn fbinary(f: FBin2, ty: ScalarTy, a: &Value, b: &Value) -> Result<Value, Fault> {
    let ScalarTy::Float(kind) = ty else {
        return Err(Fault::Poison);
    };
    let x = floats::to_f64(kind, arith::bits128(a));
    let y = match f {
        FBin2::CopySign => x.copysign(floats::to_f64(kind, arith::bits128(b))),
        FBin2::Pow => {
            if kind == strata_ir::float::FloatKind::F32 {
                let r = (x as f32).powf(f32::from_bits(arith::bits128(b) as u32));
                return Ok(Value::Bits(u64::from(r.to_bits())));
            }
            x.powf(floats::to_f64(kind, arith::bits128(b)))
        }
        FBin2::PowI => {
            let Value::Bits(e) = b else {
                return Err(Fault::Poison);
            };
            let e = *e as u32 as i32;
            if kind == strata_ir::float::FloatKind::F32 {
                let r = (x as f32).powi(e);
                return Ok(Value::Bits(u64::from(r.to_bits())));
            }
            x.powi(e)
        }
    };
    Ok(arith::from_bits128(ty, floats::from_f64(kind, y)))
}

fn iunary(i: IUn, w: u32, a: &Value) -> Result<Value, Fault> {
    let Value::Bits(x) = a else {
        return Err(Fault::Poison);
    };
    if w > 64 || w == 0 {
        return Err(Fault::Poison);
    }
    let x = *x & mask(w);
    let r = match i {
        IUn::CtPop => u64::from(x.count_ones()),
        IUn::Ctlz => u64::from(x.leading_zeros() - (64 - w)),
        IUn::Cttz => u64::from(x.trailing_zeros().min(w)),
        IUn::BitReverse => x.reverse_bits() >> (64 - w),
        IUn::ByteSwap => x.swap_bytes() >> (64 - w),
        IUn::Abs(poison) => {
            let s = sext(x, w);
            if poison && w > 0 && x == 1u64 << (w - 1) {
                return Err(Fault::Poison);
            }
            s.wrapping_abs() as u64 & mask(w)
        }
    };
    Ok(Value::Bits(r))
}

/// [`iunary`] on plain bits, `None` for poison (unit tests).
#[cfg(test)]
pub(crate) fn iunary_for_tests(i: IUn, w: u32, x: u64) -> Option<u64> {
    match iunary(i, w, &Value::Bits(x)) {
        Ok(Value::Bits(v)) => Some(v),
        _ => None,
    }
}

fn fma(ty: ScalarTy, fused: bool, a: &Value, b: &Value, c: &Value) -> Value {
    let ScalarTy::Float(kind) = ty else {
        return Value::Bits(0);
    };
    let (x, y, z) = (arith::bits128(a), arith::bits128(b), arith::bits128(c));
    let r = match (kind, fused) {
        (strata_ir::float::FloatKind::F32, true) => {
            let f = |v: u128| f32::from_bits(v as u32);
            u128::from(f(x).mul_add(f(y), f(z)).to_bits())
        }
        (strata_ir::float::FloatKind::F64, true) => {
            let f = |v: u128| f64::from_bits(v as u64);
            u128::from(f(x).mul_add(f(y), f(z)).to_bits())
        }
        (_, true) => {
            let f = |v: u128| floats::to_f64(kind, v);
            floats::from_f64(kind, f(x).mul_add(f(y), f(z)))
        }
        (_, false) => {
            let p = floats::binary(kind, FBin::Mul, x, y);
            floats::binary(kind, FBin::Add, p, z)
        }
    };
    arith::from_bits128(ty, r)
}

/// Replaces the element at `pos` of aggregate `agg` by `v`.
fn insert(agg: &Value, pos: &[i64], v: Value) -> Option<Value> {
    let Some((&first, rest)) = pos.split_first() else {
        return Some(v);
    };
    let Value::Vector(items) = agg else {
        return None;
    };
    let i = usize::try_from(first).ok()?;
    let mut items: Vec<Value> = (**items).clone();
    let slot = items.get_mut(i)?;
    *slot = insert(slot, rest, v)?;
    Some(Value::Vector(Rc::new(items)))
}

impl Interpreter<'_> {
    /// Operand `i` as a pointer `(buffer, offset)`; poison and non-pointers are errors.
    pub(crate) fn pointer(&self, fr: &Frame<'_>, op: OpId, i: usize) -> ExecResult<(u32, i64)> {
        match fr.operand(op, i) {
            Value::Ptr { buf, off } => Ok((*buf, *off)),
            v @ Value::Poison(_) => {
                Err(self.poison_use(fr, op, &format!("pointer operand #{i}"), v))
            }
            _ => Err(self.err(fr, op, format!("operand #{i} is not a data pointer"))),
        }
    }

    /// The checked byte range `size` bytes at pointer `(buf, off)`.
    pub(crate) fn ptr_range(
        &self,
        loc_fr: &Frame<'_>,
        op: OpId,
        (buf, off): (u32, i64),
        size: usize,
        write: bool,
    ) -> ExecResult<Range<usize>> {
        range_at(&self.memory, (buf, off), size, write).map_err(|m| self.err(loc_fr, op, m))
    }

    pub(crate) fn exec_llvm(
        &mut self,
        fr: &mut Frame<'_>,
        op: OpId,
        inst: &LInst,
    ) -> ExecResult<()> {
        match inst {
            LInst::Load(layout) => {
                let p = self.pointer(fr, op, 0)?;
                let r = self.ptr_range(fr, op, p, layout.size(), false)?;
                let data = &self.memory.buffers[p.0 as usize].data[r];
                let v = match layout {
                    Layout::Scalar(t) => read_scalar(*t, data),
                    _ => read_value(&self.memory, layout, data),
                };
                fr.set_result(op, 0, v);
            }
            LInst::Store(layout) => {
                let p = self.pointer(fr, op, 1)?;
                let r = self.ptr_range(fr, op, p, layout.size(), true)?;
                let v = fr.operand(op, 0);
                if let Layout::Scalar(t) = layout {
                    write_scalar(*t, &mut self.memory.buffers[p.0 as usize].data[r], v);
                } else {
                    let mut tmp = vec![0u8; layout.size()];
                    write_value(&self.memory, layout, v, &mut tmp);
                    self.memory.buffers[p.0 as usize].data[r].copy_from_slice(&tmp);
                }
            }
            LInst::Gep { konst, dynamic } => {
                let v = match fr.operand(op, 0) {
                    Value::Ptr { buf, off } => {
                        let (buf, mut off) = (*buf, off.wrapping_add(*konst));
                        let mut poison = None;
                        for &(i, w, scale) in dynamic.iter() {
                            match fr.operand(op, i) {
                                Value::Bits(b) => {
                                    off = off.wrapping_add(sext(*b, w).wrapping_mul(scale));
                                }
                                p @ Value::Poison(_) => poison = Some(p.clone()),
                                _ => return Err(self.err(fr, op, "unsupported index value")),
                            }
                        }
                        poison.unwrap_or(Value::Ptr { buf, off })
                    }
                    p @ Value::Poison(_) => p.clone(),
                    _ => return Err(self.err(fr, op, "getelementptr of a non-data pointer")),
                };
                fr.set_result(op, 0, v);
            }
            LInst::Alloca(size, w) => {
                let n = match fr.operand(op, 0) {
                    Value::Bits(b) => sext(*b, *w),
                    v => return Err(self.poison_use(fr, op, "the element count", v)),
                };
                let bytes = usize::try_from(n)
                    .ok()
                    .and_then(|n| n.checked_mul(*size))
                    .ok_or_else(|| self.err(fr, op, format!("alloca of {n} elements")))?;
                let Some(buf) = self.memory.allocate(bytes, BufferKind::Stack) else {
                    return Err(self.err(fr, op, "out of memory"));
                };
                fr.allocas.push(buf);
                fr.set_result(op, 0, Value::Ptr { buf, off: 0 });
            }
            LInst::PtrToInt(w) => {
                let v = match fr.operand(op, 0) {
                    Value::Ptr { buf, off } => {
                        Value::Bits(address(&self.memory, *buf, *off) & mask(*w))
                    }
                    p @ Value::Poison(_) => p.clone(),
                    _ => {
                        return Err(self.err(fr, op, "ptrtoint of a function pointer"));
                    }
                };
                fr.set_result(op, 0, v);
            }
            LInst::IntToPtr => {
                let v = match fr.operand(op, 0) {
                    Value::Bits(a) => pointer_at(&self.memory, *a),
                    p @ Value::Poison(_) => p.clone(),
                    _ => return Err(self.err(fr, op, "inttoptr of an unsupported value")),
                };
                fr.set_result(op, 0, v);
            }
            LInst::PtrCmp(pred) => {
                let (a, b) = (fr.operand(op, 0), fr.operand(op, 1));
                let v = match (a, b) {
                    (Value::Poison(_), _) => a.clone(),
                    (_, Value::Poison(_)) => b.clone(),
                    (Value::Ptr { buf: b1, off: o1 }, Value::Ptr { buf: b2, off: o2 }) => {
                        let x = Value::Bits(address(&self.memory, *b1, *o1));
                        let y = Value::Bits(address(&self.memory, *b2, *o2));
                        Value::bool(arith::icmp(*pred, ScalarTy::Int(64), &x, &y))
                    }
                    (Value::Func(f), Value::Func(g)) if *pred <= 1 => {
                        Value::bool((f == g) == (*pred == 0))
                    }
                    _ => return Err(self.err(fr, op, "unsupported pointer comparison")),
                };
                fr.set_result(op, 0, v);
            }
            LInst::AddressOf(name) => {
                let v = if self.llvm_global_ops.contains_key(&**name) {
                    let buf = self.llvm_global(fr, op, name)?;
                    Value::Ptr { buf, off: 0 }
                } else if self.has_function(name) {
                    Value::Func(Box::new(name.clone()))
                } else {
                    return Err(self.err(
                        fr,
                        op,
                        format!("unknown global '@{}'", String::from_utf8_lossy(name)),
                    ));
                };
                fr.set_result(op, 0, v);
            }
            LInst::ExtractValue(pos) => {
                let mut v = fr.operand(op, 0);
                for &p in pos.iter() {
                    match v {
                        Value::Vector(items) if (p as usize) < items.len() => {
                            v = &items[p as usize];
                        }
                        Value::Poison(_) => break,
                        _ => return Err(self.err(fr, op, "extractvalue of a non-aggregate")),
                    }
                }
                let v = v.clone();
                fr.set_result(op, 0, v);
            }
            LInst::InsertValue(pos) => {
                let v = fr.operand(op, 1).clone();
                let Some(r) = insert(fr.operand(op, 0), pos, v) else {
                    return Err(self.err(fr, op, "insertvalue into a non-aggregate"));
                };
                fr.set_result(op, 0, r);
            }
            LInst::ExtractElement | LInst::InsertElement => {
                let extract = matches!(inst, LInst::ExtractElement);
                let idx_op = if extract { 1 } else { 2 };
                let Value::Vector(items) = fr.operand(op, 0) else {
                    let v = fr.operand(op, 0).clone();
                    fr.set_result(op, 0, v);
                    return Ok(());
                };
                let loc = fr.body.op(op).loc;
                let i = match fr.operand(op, idx_op) {
                    Value::Bits(b) if (*b as usize) < items.len() => Some(*b as usize),
                    _ => None,
                };
                let v = match (extract, i) {
                    (true, Some(i)) => items[i].clone(),
                    (false, Some(i)) => {
                        let mut items = (**items).clone();
                        items[i] = fr.operand(op, 1).clone();
                        Value::Vector(Rc::new(items))
                    }
                    // An index out of range gives poison.
                    _ => Value::Poison(loc),
                };
                fr.set_result(op, 0, v);
            }
            LInst::Shuffle(mask, n1) => {
                let loc = fr.body.op(op).loc;
                let get = |v: &Value, i: usize| match v {
                    Value::Vector(items) => items.get(i).cloned().unwrap_or(Value::Poison(loc)),
                    _ => Value::Poison(loc),
                };
                let (a, b) = (fr.operand(op, 0), fr.operand(op, 1));
                let out: Vec<Value> = mask
                    .iter()
                    .map(|&m| {
                        if m < 0 {
                            Value::Poison(loc)
                        } else if (m as usize) < *n1 {
                            get(a, m as usize)
                        } else {
                            get(b, m as usize - n1)
                        }
                    })
                    .collect();
                fr.set_result(op, 0, Value::Vector(Rc::new(out)));
            }
            LInst::Unreachable => {
                return Err(self.err(fr, op, "llvm.unreachable reached"));
            }
            LInst::Freeze(zero) => {
                let v = match fr.operand(op, 0) {
                    Value::Poison(_) => zero.clone(),
                    v => v.clone(),
                };
                fr.set_result(op, 0, v);
            }
            LInst::FUnary(f, ty) => {
                let (f, ty) = (*f, *ty);
                let v = self.lift1(fr, op, fr.operand(op, 0), &mut |x| {
                    funary(f, ty, arith::bits128(x))
                })?;
                fr.set_result(op, 0, v);
            }
            LInst::FBinary(f, ty) => {
                let (f, ty) = (*f, *ty);
                let v = self.lift2(fr, op, fr.operand(op, 0), fr.operand(op, 1), &mut |x, y| {
                    fbinary(f, ty, x, y)
                })?;
                fr.set_result(op, 0, v);
            }
            LInst::IUnary(i, w) => {
                let (i, w) = (*i, *w);
                let v = self.lift1(fr, op, fr.operand(op, 0), &mut |x| iunary(i, w, x))?;
                fr.set_result(op, 0, v);
            }
            LInst::Fma { ty, fused } => {
                let v = fma3(
                    *ty,
                    *fused,
                    [fr.operand(op, 0), fr.operand(op, 1), fr.operand(op, 2)],
                );
                fr.set_result(op, 0, v);
            }
            LInst::Memcpy => {
                let dst = self.pointer(fr, op, 0)?;
                let src = self.pointer(fr, op, 1)?;
                let n = match fr.operand(op, 2) {
                    Value::Bits(b) => *b as usize,
                    v => return Err(self.poison_use(fr, op, "the length", v)),
                };
                if n == 0 {
                    return Ok(());
                }
                let s = self.ptr_range(fr, op, src, n, false)?;
                let d = self.ptr_range(fr, op, dst, n, true)?;
                if src.0 == dst.0 {
                    self.memory.buffers[src.0 as usize]
                        .data
                        .copy_within(s, d.start);
                } else {
                    let bytes = self.memory.buffers[src.0 as usize].data[s].to_vec();
                    self.memory.buffers[dst.0 as usize].data[d].copy_from_slice(&bytes);
                }
            }
            LInst::Memset => {
                let dst = self.pointer(fr, op, 0)?;
                let byte = match fr.operand(op, 1) {
                    Value::Bits(b) => *b as u8,
                    v => return Err(self.poison_use(fr, op, "the value", v)),
                };
                let n = match fr.operand(op, 2) {
                    Value::Bits(b) => *b as usize,
                    v => return Err(self.poison_use(fr, op, "the length", v)),
                };
                if n == 0 {
                    return Ok(());
                }
                let d = self.ptr_range(fr, op, dst, n, true)?;
                self.memory.buffers[dst.0 as usize].data[d].fill(byte);
            }
            LInst::StackSave => {
                let v = Value::Ptr {
                    buf: Value::NO_BUFFER,
                    off: fr.allocas.len() as i64,
                };
                fr.set_result(op, 0, v);
            }
            LInst::StackRestore => {
                if let Value::Ptr {
                    buf: Value::NO_BUFFER,
                    off,
                } = fr.operand(op, 0)
                {
                    let keep = (*off as usize).min(fr.allocas.len());
                    for b in fr.allocas.drain(keep..) {
                        self.memory.free(b);
                    }
                }
            }
            LInst::ToDescriptor => {
                let m = self.memref(fr, op, 0)?;
                let ints = |v: &[i64]| {
                    Value::Vector(Rc::new(v.iter().map(|&x| Value::Bits(x as u64)).collect()))
                };
                let mut fields = vec![
                    Value::Ptr {
                        buf: m.buffer,
                        off: 0,
                    },
                    Value::Ptr {
                        buf: m.buffer,
                        off: m.base as i64,
                    },
                    Value::Bits(m.offset as u64),
                ];
                if m.rank() > 0 {
                    fields.push(ints(&m.sizes));
                    fields.push(ints(&m.strides));
                }
                fr.set_result(op, 0, Value::Vector(Rc::new(fields)));
            }
            LInst::ToUnranked => {
                let m = self.memref(fr, op, 0)?;
                let rank = m.rank();
                let mut bytes = Vec::with_capacity(24 + 16 * rank);
                bytes.extend_from_slice(&address(&self.memory, m.buffer, 0).to_le_bytes());
                bytes.extend_from_slice(
                    &address(&self.memory, m.buffer, m.base as i64).to_le_bytes(),
                );
                bytes.extend_from_slice(&m.offset.to_le_bytes());
                for v in m.sizes.iter().chain(m.strides.iter()) {
                    bytes.extend_from_slice(&v.to_le_bytes());
                }
                let Some(buf) = self.memory.allocate(bytes.len(), BufferKind::Stack) else {
                    return Err(self.err(fr, op, "out of memory"));
                };
                self.memory.buffers[buf as usize].data = bytes;
                fr.allocas.push(buf);
                let v = Value::Vector(Rc::new(vec![
                    Value::Bits(rank as u64),
                    Value::Ptr { buf, off: 0 },
                ]));
                fr.set_result(op, 0, v);
            }
            LInst::FromUnranked(elem) => {
                let loc = fr.body.op(op).loc;
                let m = match fr.operand(op, 0) {
                    Value::Vector(f) => match (f.first(), f.get(1)) {
                        (Some(Value::Bits(rank)), Some(Value::Ptr { buf, off })) if *rank <= 64 => {
                            super::runtime::read_descriptor(
                                self,
                                (*buf, *off),
                                *rank as usize,
                                *elem,
                                loc,
                            )?
                        }
                        _ => return Err(self.err(fr, op, "malformed unranked memref descriptor")),
                    },
                    _ => return Err(self.err(fr, op, "malformed unranked memref descriptor")),
                };
                fr.set_result(op, 0, Value::MemRef(Rc::new(m)));
            }
            LInst::Nest(dims) => {
                let v = match fr.operand(op, 0) {
                    Value::Vector(items) => nest(items, dims),
                    v => v.clone(),
                };
                fr.set_result(op, 0, v);
            }
            LInst::Flatten => {
                let mut out = Vec::new();
                flatten(fr.operand(op, 0), &mut out);
                fr.set_result(op, 0, Value::Vector(Rc::new(out)));
            }
            LInst::FromDescriptor(elem) => {
                let v = fr.operand(op, 0).clone();
                let m = descriptor_memref(&v, *elem).map_err(|e| self.err(fr, op, e))?;
                fr.set_result(op, 0, Value::MemRef(Rc::new(m)));
            }
        }
        Ok(())
    }

    /// The buffer of `llvm.mlir.global` `name`, created and initialized on first use.
    pub(crate) fn llvm_global(&mut self, fr: &Frame<'_>, op: OpId, name: &[u8]) -> ExecResult<u32> {
        if let Some(&b) = self.llvm_globals.get(name) {
            return Ok(b);
        }
        let g = self.llvm_global_ops[name];
        let ctx = self.ctx;
        let module = self.module;
        let gop = l::GlobalOp(g);
        let Some(layout) = gop.value_type(ctx, module).and_then(|t| Layout::of(ctx, t)) else {
            return Err(self.err(fr, op, "unsupported llvm.mlir.global type"));
        };
        let constant = op_attr(ctx, module, g, "constant").is_some();
        let Some(buf) = self
            .memory
            .allocate(layout.size(), BufferKind::Global { constant })
        else {
            return Err(self.err(fr, op, "out of memory"));
        };
        self.llvm_globals.insert(name.to_vec(), buf);
        let gloc = module.op(g).loc;
        let mut bytes = vec![0u8; layout.size()];
        if let Some(a) = op_attr(ctx, module, g, "value") {
            match ctx.attr_data(a) {
                AttrData::String { value, .. } => {
                    let n = value.len().min(bytes.len());
                    bytes[..n].copy_from_slice(&value[..n]);
                }
                AttrData::DenseElements {
                    data: strata_ir::attributes::DenseData::Numeric { splat, raw },
                    ty,
                } => {
                    let el = match ctx.type_data(*ty) {
                        TypeData::RankedTensor { element, .. }
                        | TypeData::Vector { element, .. } => *element,
                        _ => *ty,
                    };
                    let (Some(st), Some(dsize)) =
                        (ScalarTy::of(ctx, el), ctx.dense_element_bytes(el))
                    else {
                        return Err(ExecError::new(gloc, "unsupported global initializer"));
                    };
                    let mut leaves = Vec::new();
                    scalar_leaves(&layout, 0, &mut leaves);
                    for (i, (at, t)) in leaves.into_iter().enumerate() {
                        let from = if *splat { 0 } else { i * dsize };
                        let Some(chunk) = raw.get(from..from + dsize) else {
                            break;
                        };
                        let v = read_scalar(st, chunk);
                        write_scalar(t, &mut bytes[at..at + t.alloc_size()], &v);
                    }
                }
                _ => match crate::interp::attr_value(ctx, a) {
                    Some(v) => write_value(&self.memory, &layout, &v, &mut bytes),
                    None => {
                        return Err(ExecError::new(gloc, "unsupported global initializer"));
                    }
                },
            }
        } else if let Some(&region) = module.regions(g).first()
            && let Some(body) = module.child_body(g)
            && !body.blocks(region).is_empty()
        {
            let prep = Rc::new(self.names.prepare(ctx, body));
            let mut gfr = Frame {
                body,
                vals: vec![Value::Bits(0); body.value_capacity()],
                allocas: Vec::new(),
            };
            let exit = self.run_region(&mut gfr, &prep, region, &[])?;
            if let Some(v) = exit.vals.first() {
                write_value(&self.memory, &layout, v, &mut bytes);
            }
        }
        self.memory.buffers[buf as usize].data = bytes;
        Ok(buf)
    }
}

/// `fma`/`fmuladd` on scalars or elementwise on vectors; poison operands give poison.
fn fma3(ty: ScalarTy, fused: bool, ops: [&Value; 3]) -> Value {
    if let Some(p) = ops.iter().find(|v| matches!(v, Value::Poison(_))) {
        return (*p).clone();
    }
    if let [Value::Vector(a), Value::Vector(b), Value::Vector(c)] = ops {
        return Value::Vector(Rc::new(
            a.iter()
                .zip(b.iter())
                .zip(c.iter())
                .map(|((x, y), z)| fma3(ty, fused, [x, y, z]))
                .collect(),
        ));
    }
    fma(ty, fused, ops[0], ops[1], ops[2])
}

/// Groups flat elements into nested arrays of lengths `dims` (around 1-D vectors).
fn nest(items: &[Value], dims: &[usize]) -> Value {
    let Some((&n, rest)) = dims.split_first() else {
        return Value::Vector(Rc::new(items.to_vec()));
    };
    let chunk = items.len() / n.max(1);
    Value::Vector(Rc::new(
        (0..n)
            .map(|i| nest(&items[i * chunk..(i + 1) * chunk], rest))
            .collect(),
    ))
}

fn flatten(v: &Value, out: &mut Vec<Value>) {
    match v {
        Value::Vector(items) if items.iter().any(|i| matches!(i, Value::Vector(_))) => {
            for i in items.iter() {
                flatten(i, out);
            }
        }
        Value::Vector(items) => out.extend(items.iter().cloned()),
        other => out.push(other.clone()),
    }
}

/// The scalar leaves of `layout` at byte offset `base`, in element order.
fn scalar_leaves(layout: &Layout, base: usize, out: &mut Vec<(usize, ScalarTy)>) {
    match layout {
        Layout::Scalar(t) => out.push((base, *t)),
        Layout::Ptr => {}
        Layout::Struct { fields, .. } => {
            for (at, f) in fields.iter() {
                scalar_leaves(f, base + at, out);
            }
        }
        Layout::Array {
            elem, n, stride, ..
        } => {
            for i in 0..*n {
                scalar_leaves(elem, base + i * stride, out);
            }
        }
    }
}

/// The checked byte range of `size` bytes at pointer `(buf, off)`, or the message.
pub(crate) fn range_at(
    mem: &Memory,
    (buf, off): (u32, i64),
    size: usize,
    write: bool,
) -> Result<Range<usize>, String> {
    if buf == Value::NO_BUFFER {
        return Err(if off == 0 {
            "null pointer dereference".to_string()
        } else {
            format!(
                "access through pointer {:#x}, which points to no allocation",
                off as u64
            )
        });
    }
    mem.byte_range(buf, off, size, write).map_err(|e| match e {
        AccessError::Freed => "access to freed memory".to_string(),
        AccessError::ReadOnly => "write to a constant global".to_string(),
        AccessError::OutsideBuffer { byte, len } => format!(
            "out-of-bounds access: {size} byte{} at offset {byte} of a {len}-byte allocation",
            if size == 1 { "" } else { "s" }
        ),
        other => other.to_string(),
    })
}

/// A memref descriptor struct value (`{allocated, aligned, offset, sizes, strides}`) as a
/// memref of `elem`.
pub(crate) fn descriptor_memref(v: &Value, elem: ScalarTy) -> Result<MemRef, String> {
    let Value::Vector(f) = v else {
        return Err("the memref descriptor is not a struct value".into());
    };
    let ints = |v: Option<&Value>| -> Result<SmallVec<[i64; 4]>, String> {
        match v {
            None => Ok(SmallVec::new()),
            Some(Value::Vector(items)) => items
                .iter()
                .map(|x| match x {
                    Value::Bits(b) => Ok(*b as i64),
                    _ => Err("a memref descriptor size or stride is poison".to_string()),
                })
                .collect(),
            Some(_) => Err("malformed memref descriptor".into()),
        }
    };
    let (buf, base) = match f.get(1) {
        Some(Value::Ptr { buf, off }) if *buf != Value::NO_BUFFER && *off >= 0 => (*buf, *off),
        _ => return Err("the memref descriptor's aligned pointer points to no allocation".into()),
    };
    let offset = match f.get(2) {
        Some(Value::Bits(b)) => *b as i64,
        _ => return Err("the memref descriptor's offset is poison".into()),
    };
    Ok(MemRef {
        buffer: buf,
        base: base as usize,
        elem,
        offset,
        sizes: ints(f.get(3))?,
        strides: ints(f.get(4))?,
    })
}
