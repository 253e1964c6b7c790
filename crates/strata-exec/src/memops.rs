//! The `memref` dialect's ops: allocation and deallocation, loads and stores with bounds
//! checks, descriptors (`dim`, `rank`, casts checked against static shapes, `subview`,
//! `reinterpret_cast`, `collapse_shape`, `expand_shape`), `copy` and globals.

use std::rc::Rc;

use smallvec::SmallVec;
use strata_ir::ir::OpId;

use crate::interp::{Frame, Interpreter};
use crate::memory::{BufferKind, MemRef};
use crate::prepare::Inst;
use crate::value::{ExecResult, Value};

impl Interpreter<'_> {
    fn indices(&self, fr: &Frame<'_>, op: OpId, first: usize) -> ExecResult<SmallVec<[i64; 4]>> {
        (first..fr.body.num_operands(op))
            .map(|i| self.index(fr, op, i))
            .collect()
    }

    pub(crate) fn exec_memory(
        &mut self,
        fr: &mut Frame<'_>,
        op: OpId,
        inst: &Inst,
    ) -> ExecResult<()> {
        let body = fr.body;
        match inst {
            Inst::Load => {
                let m = self.memref(fr, op, 0)?;
                let idx = self.indices(fr, op, 1)?;
                let at = self
                    .memory
                    .element_offset(&m, &idx)
                    .map_err(|e| self.access_err(fr, op, e))?;
                let v = self.memory.read(&m, at);
                fr.set_result(op, 0, v);
            }
            Inst::Store => {
                let m = self.memref(fr, op, 1)?;
                let idx = self.indices(fr, op, 2)?;
                let at = self
                    .memory
                    .element_offset(&m, &idx)
                    .map_err(|e| self.access_err(fr, op, e))?;
                let v = fr.operand(op, 0).clone();
                self.memory
                    .write(&m, at, &v)
                    .map_err(|e| self.access_err(fr, op, e))?;
            }
            Inst::Alloc { shape, elem, stack } => {
                let mut dynamic = 0;
                let mut sizes: SmallVec<[i64; 4]> = SmallVec::new();
                for &d in shape.iter() {
                    if d < 0 {
                        let v = self.index(fr, op, dynamic)?;
                        if v < 0 {
                            return Err(self.err(fr, op, format!("negative dynamic size {v}")));
                        }
                        sizes.push(v);
                        dynamic += 1;
                    } else {
                        sizes.push(d);
                    }
                }
                let bytes = sizes
                    .iter()
                    .try_fold(elem.alloc_size() as i64, |acc, &s| acc.checked_mul(s))
                    .and_then(|b| usize::try_from(b).ok());
                let kind = if *stack {
                    BufferKind::Stack
                } else {
                    BufferKind::Heap
                };
                let Some(buf) = bytes.and_then(|b| self.memory.allocate(b, kind)) else {
                    return Err(self.err(
                        fr,
                        op,
                        format!("out of memory: the allocation exceeds the interpreter's limit of {} bytes", self.memory.limit),
                    ));
                };
                if *stack {
                    fr.allocas.push(buf);
                }
                let m = MemRef {
                    buffer: buf,
                    base: 0,
                    elem: *elem,
                    offset: 0,
                    strides: MemRef::identity_strides(&sizes),
                    sizes,
                };
                fr.set_result(op, 0, Value::MemRef(Rc::new(m)));
            }
            Inst::Dealloc => {
                let m = self.memref(fr, op, 0)?;
                let kind = self.memory.buffers[m.buffer as usize].kind;
                if kind != BufferKind::Heap {
                    return Err(self.err(
                        fr,
                        op,
                        "memref.dealloc of a memref that was not allocated by memref.alloc",
                    ));
                }
                if !self.memory.free(m.buffer) {
                    return Err(self.err(
                        fr,
                        op,
                        "double free: the memref was already deallocated",
                    ));
                }
            }
            Inst::Dim => {
                let m = self.memref(fr, op, 0)?;
                let d = self.index(fr, op, 1)?;
                let Some(&s) = usize::try_from(d).ok().and_then(|d| m.sizes.get(d)) else {
                    return Err(self.err(
                        fr,
                        op,
                        format!("memref.dim index {d} is out of range for rank {}", m.rank()),
                    ));
                };
                fr.set_result(op, 0, Value::Bits(s as u64));
            }
            Inst::Rank => {
                let m = self.memref(fr, op, 0)?;
                fr.set_result(op, 0, Value::Bits(m.rank() as u64));
            }
            Inst::MemCast(shape) => {
                let m = self.memref(fr, op, 0)?;
                if let Some(shape) = shape {
                    if shape.len() != m.rank() {
                        return Err(self.err(
                            fr,
                            op,
                            format!(
                                "memref.cast to rank {} of a memref of rank {}",
                                shape.len(),
                                m.rank()
                            ),
                        ));
                    }
                    for (d, (&want, &have)) in shape.iter().zip(&m.sizes).enumerate() {
                        if want >= 0 && want != have {
                            return Err(self.err(
                                fr,
                                op,
                                format!("memref.cast to a static size {want} of dimension {d}, whose size is {have}"),
                            ));
                        }
                    }
                }
                fr.set_result(op, 0, Value::MemRef(m));
            }
            Inst::GetGlobal(name) => {
                let name = name.clone();
                let m = self.global(fr, op, &name)?;
                fr.set_result(op, 0, Value::MemRef(m));
            }
            Inst::Copy => {
                let (src, dst) = (self.memref(fr, op, 0)?, self.memref(fr, op, 1)?);
                if src.sizes != dst.sizes {
                    return Err(self.err(
                        fr,
                        op,
                        format!(
                            "memref.copy between shapes {:?} and {:?}",
                            src.sizes.as_slice(),
                            dst.sizes.as_slice()
                        ),
                    ));
                }
                let n = src.num_elements();
                let mut idx: SmallVec<[i64; 4]> = SmallVec::from_elem(0, src.rank());
                for _ in 0..n {
                    let from = self
                        .memory
                        .element_offset(&src, &idx)
                        .map_err(|e| self.access_err(fr, op, e))?;
                    let to = self
                        .memory
                        .element_offset(&dst, &idx)
                        .map_err(|e| self.access_err(fr, op, e))?;
                    let v = self.memory.read(&src, from);
                    self.memory
                        .write(&dst, to, &v)
                        .map_err(|e| self.access_err(fr, op, e))?;
                    for d in (0..idx.len()).rev() {
                        idx[d] += 1;
                        if idx[d] < src.sizes[d] {
                            break;
                        }
                        idx[d] = 0;
                    }
                }
            }
            Inst::View {
                offsets,
                sizes,
                strides,
                rank,
                reinterpret,
            } => {
                let src = self.memref(fr, op, 0)?;
                let mut next = 1;
                let mut take = |statics: &[i64]| -> ExecResult<Vec<i64>> {
                    statics
                        .iter()
                        .map(|&s| {
                            if s == i64::MIN {
                                let v = self.index(fr, op, next);
                                next += 1;
                                v
                            } else {
                                Ok(s)
                            }
                        })
                        .collect()
                };
                let (offs, szs, strs) = (take(offsets)?, take(sizes)?, take(strides)?);
                let m = if *reinterpret {
                    MemRef {
                        buffer: src.buffer,
                        base: src.base,
                        elem: src.elem,
                        offset: offs.first().copied().unwrap_or(0),
                        sizes: szs.into_iter().collect(),
                        strides: strs.into_iter().collect(),
                    }
                } else {
                    let mut offset = src.offset;
                    let mut dims: Vec<(i64, i64)> = Vec::new();
                    for d in 0..src.rank() {
                        let (o, s, st) = (offs[d], szs[d], strs[d]);
                        if s > 0
                            && (o < 0 || o + (s - 1) * st >= src.sizes[d] || o + (s - 1) * st < 0)
                        {
                            return Err(self.err(
                                fr,
                                op,
                                format!("out-of-bounds subview: offset {o}, size {s}, stride {st} in dimension {d} of size {}", src.sizes[d]),
                            ));
                        }
                        offset += o * src.strides[d];
                        dims.push((s, st * src.strides[d]));
                    }
                    // Rank-reducing subviews drop unit dimensions, leading ones first.
                    let mut drop = dims.len().saturating_sub(*rank);
                    let mut kept = Vec::new();
                    for &(s, st) in &dims {
                        if drop > 0 && s == 1 {
                            drop -= 1;
                        } else {
                            kept.push((s, st));
                        }
                    }
                    MemRef {
                        buffer: src.buffer,
                        base: src.base,
                        elem: src.elem,
                        offset,
                        sizes: kept.iter().map(|d| d.0).collect(),
                        strides: kept.iter().map(|d| d.1).collect(),
                    }
                };
                fr.set_result(op, 0, Value::MemRef(Rc::new(m)));
            }
            Inst::Reshape {
                groups,
                shape,
                expand,
            } => {
                let src = self.memref(fr, op, 0)?;
                let mut sizes: SmallVec<[i64; 4]> = SmallVec::new();
                let mut strides: SmallVec<[i64; 4]> = SmallVec::new();
                if *expand {
                    let mut dynamic = 1;
                    let mut out = Vec::new();
                    for &d in shape.iter() {
                        out.push(if d < 0 {
                            let v = self.index(fr, op, dynamic)?;
                            dynamic += 1;
                            v
                        } else {
                            d
                        });
                    }
                    for (g, dims) in groups.iter().enumerate() {
                        let mut st = src.strides.get(g).copied().unwrap_or(1);
                        let mut part = Vec::new();
                        for &d in dims.iter().rev() {
                            part.push((out.get(d).copied().unwrap_or(1), st));
                            st *= out.get(d).copied().unwrap_or(1);
                        }
                        for (s, st) in part.into_iter().rev() {
                            sizes.push(s);
                            strides.push(st);
                        }
                    }
                } else {
                    for dims in groups.iter() {
                        let size = dims
                            .iter()
                            .map(|&d| src.sizes.get(d).copied().unwrap_or(1))
                            .product();
                        let stride = dims
                            .last()
                            .and_then(|&d| src.strides.get(d))
                            .copied()
                            .unwrap_or(1);
                        sizes.push(size);
                        strides.push(stride);
                    }
                }
                let m = MemRef {
                    buffer: src.buffer,
                    base: src.base,
                    elem: src.elem,
                    offset: src.offset,
                    sizes,
                    strides,
                };
                fr.set_result(op, 0, Value::MemRef(Rc::new(m)));
            }
            Inst::AtomicRmw { kind, ty } => {
                let m = self.memref(fr, op, 1)?;
                let idx = self.indices(fr, op, 2)?;
                let at = self
                    .memory
                    .element_offset(&m, &idx)
                    .map_err(|e| self.access_err(fr, op, e))?;
                let old = self.memory.read(&m, at);
                let v = fr.operand(op, 0).clone();
                let new = match (&v, crate::arith::rmw(*kind, *ty, &old, &v)) {
                    (Value::Poison(_), _) => v.clone(),
                    (_, Ok(n)) => n,
                    (_, Err(crate::arith::Fault::Poison)) => Value::Poison(body.op(op).loc),
                    (_, Err(crate::arith::Fault::Trap(t))) => {
                        return Err(self.err(fr, op, t.message()));
                    }
                };
                self.memory
                    .write(&m, at, &new)
                    .map_err(|e| self.access_err(fr, op, e))?;
                fr.set_result(op, 0, old);
            }
            Inst::Realloc(size) => {
                let src = self.memref(fr, op, 0)?;
                let n = if *size >= 0 {
                    *size
                } else {
                    self.index(fr, op, 1)?
                };
                if n < 0 {
                    return Err(self.err(fr, op, format!("negative size {n}")));
                }
                let esize = src.elem.alloc_size();
                let Some(buf) = self.memory.allocate(n as usize * esize, BufferKind::Heap) else {
                    return Err(self.err(fr, op, "out of memory"));
                };
                let keep = n.min(src.sizes.first().copied().unwrap_or(0));
                let dst = MemRef {
                    buffer: buf,
                    base: 0,
                    elem: src.elem,
                    offset: 0,
                    sizes: SmallVec::from_elem(n, 1),
                    strides: SmallVec::from_elem(1, 1),
                };
                for i in 0..keep {
                    let from = self
                        .memory
                        .element_offset(&src, &[i])
                        .map_err(|e| self.access_err(fr, op, e))?;
                    let v = self.memory.read(&src, from);
                    self.memory
                        .write(&dst, i as usize * esize, &v)
                        .map_err(|e| self.access_err(fr, op, e))?;
                }
                if self.memory.buffers[src.buffer as usize].kind == BufferKind::Heap {
                    self.memory.free(src.buffer);
                }
                fr.set_result(op, 0, Value::MemRef(Rc::new(dst)));
            }
            Inst::View8 { shape, elem } => {
                let src = self.memref(fr, op, 0)?;
                let shift = self.index(fr, op, 1)?;
                let start = src.offset + shift;
                if shift < 0 || start < 0 {
                    return Err(self.err(
                        fr,
                        op,
                        format!("memref.view at negative byte shift {shift}"),
                    ));
                }
                let mut dynamic = 2;
                let mut sizes: SmallVec<[i64; 4]> = SmallVec::new();
                for &d in shape.iter() {
                    sizes.push(if d < 0 {
                        let v = self.index(fr, op, dynamic)?;
                        dynamic += 1;
                        v
                    } else {
                        d
                    });
                }
                let m = MemRef {
                    buffer: src.buffer,
                    base: src.base + start as usize,
                    elem: *elem,
                    offset: 0,
                    strides: MemRef::identity_strides(&sizes),
                    sizes,
                };
                fr.set_result(op, 0, Value::MemRef(Rc::new(m)));
            }
            Inst::ExtractMetadata => {
                let m = self.memref(fr, op, 0)?;
                let base = MemRef {
                    buffer: m.buffer,
                    base: m.base,
                    elem: m.elem,
                    offset: 0,
                    sizes: SmallVec::new(),
                    strides: SmallVec::new(),
                };
                let mut results = vec![Value::MemRef(Rc::new(base)), Value::Bits(m.offset as u64)];
                results.extend(m.sizes.iter().map(|&s| Value::Bits(s as u64)));
                results.extend(m.strides.iter().map(|&s| Value::Bits(s as u64)));
                for (i, v) in results.into_iter().enumerate().take(body.num_results(op)) {
                    fr.set_result(op, i, v);
                }
            }
            Inst::ShapeReshape => {
                let src = self.memref(fr, op, 0)?;
                let shape = self.memref(fr, op, 1)?;
                let mut sizes: SmallVec<[i64; 4]> = SmallVec::new();
                for i in 0..shape.sizes.first().copied().unwrap_or(0) {
                    let at = self
                        .memory
                        .element_offset(&shape, &[i])
                        .map_err(|e| self.access_err(fr, op, e))?;
                    match self.memory.read(&shape, at) {
                        Value::Bits(b) => sizes.push(
                            crate::arith::cast(
                                crate::prepare::Cast::ExtS,
                                shape.elem,
                                crate::value::ScalarTy::Index,
                                &Value::Bits(b),
                            )
                            .ok()
                            .and_then(|v| {
                                if let Value::Bits(b) = v {
                                    Some(b as i64)
                                } else {
                                    None
                                }
                            })
                            .unwrap_or(0),
                        ),
                        _ => return Err(self.err(fr, op, "unreadable shape")),
                    }
                }
                if sizes.iter().product::<i64>() != src.num_elements() {
                    return Err(self.err(
                        fr,
                        op,
                        format!(
                            "memref.reshape to shape {:?} of a memref of {} elements",
                            sizes.as_slice(),
                            src.num_elements()
                        ),
                    ));
                }
                let m = MemRef {
                    buffer: src.buffer,
                    base: src.base,
                    elem: src.elem,
                    offset: src.offset,
                    strides: MemRef::identity_strides(&sizes),
                    sizes,
                };
                fr.set_result(op, 0, Value::MemRef(Rc::new(m)));
            }
            Inst::AlignedPointer => {
                let m = self.memref(fr, op, 0)?;
                let addr = self.memory.address(&m);
                fr.set_result(op, 0, Value::Bits(addr));
            }
            _ => {
                let name = self.ctx.op_name_str(body.op(op).name).to_string();
                return Err(self.err(fr, op, format!("the interpreter does not support '{name}'")));
            }
        }
        Ok(())
    }
}
