//! Calls of bodiless `llvm.func`s: the C library functions the lowerings call (`malloc`,
//! `aligned_alloc`, `free` and their `mlir*` forms), `printString`, `memrefCopy`, and the
//! runner utils with pointer arguments — `printMemref*(rank, descriptor*)`,
//! `_mlir_ciface_printMemref*(unranked*)`, `_mlir_ciface_printMemref<N>d*(ranked*)` —
//! whose descriptors are read from memory and handed to [`crate::runtime`] as memrefs.
//! Scalar runtime functions (`printF32`, `rtclock`, ...) go to [`crate::runtime`] as is.

use std::rc::Rc;

use strata_ir::Location;
use strata_ir::float::FloatKind;

use super::Layout;
use super::exec::{range_at, read_value};
use crate::interp::Interpreter;
use crate::memory::{BufferKind, MemRef};
use crate::value::{ExecError, ExecResult, ScalarTy, Value};

fn scalar_arg(args: &[Value], i: usize, name: &str, loc: Location) -> ExecResult<u64> {
    match args.get(i) {
        Some(Value::Bits(b)) => Ok(*b),
        Some(Value::Poison(at)) => Err(ExecError::new(
            loc,
            format!("argument #{i} of {name} is a poison value"),
        )
        .with_note(*at, "the poison value was produced here")),
        _ => Err(ExecError::new(
            loc,
            format!("argument #{i} of {name} must be an integer"),
        )),
    }
}

fn ptr_arg(args: &[Value], i: usize, name: &str, loc: Location) -> ExecResult<(u32, i64)> {
    match args.get(i) {
        Some(Value::Ptr { buf, off }) => Ok((*buf, *off)),
        Some(Value::Poison(at)) => Err(ExecError::new(
            loc,
            format!("argument #{i} of {name} is a poison value"),
        )
        .with_note(*at, "the poison value was produced here")),
        _ => Err(ExecError::new(
            loc,
            format!("argument #{i} of {name} must be a pointer"),
        )),
    }
}

/// The element type a runner-utils suffix names.
fn suffix_type(s: &str) -> Option<ScalarTy> {
    Some(match s {
        "F32" => ScalarTy::Float(FloatKind::F32),
        "F64" => ScalarTy::Float(FloatKind::F64),
        "F16" => ScalarTy::Float(FloatKind::F16),
        "BF16" => ScalarTy::Float(FloatKind::BF16),
        "I8" => ScalarTy::Int(8),
        "I16" => ScalarTy::Int(16),
        "I32" => ScalarTy::Int(32),
        "I64" => ScalarTy::Int(64),
        "Ind" => ScalarTy::Index,
        _ => return None,
    })
}

/// Reads a ranked memref descriptor of `rank` at `p` (as the LLVM lowering lays it out).
pub(crate) fn read_descriptor(
    it: &Interpreter<'_>,
    p: (u32, i64),
    rank: usize,
    elem: ScalarTy,
    loc: Location,
) -> ExecResult<MemRef> {
    let ints = |n| Layout::Array {
        elem: Rc::new(Layout::Scalar(ScalarTy::Int(64))),
        n,
        stride: 8,
        size: 8 * n,
        align: 8,
    };
    let mut fields = vec![
        (0, Layout::Ptr),
        (8, Layout::Ptr),
        (16, Layout::Scalar(ScalarTy::Int(64))),
    ];
    if rank > 0 {
        fields.push((24, ints(rank)));
        fields.push((24 + 8 * rank, ints(rank)));
    }
    let layout = Layout::Struct {
        fields: fields.into(),
        size: 24 + 16 * rank,
        align: 8,
    };
    let r = range_at(&it.memory, p, layout.size(), false)
        .map_err(|m| ExecError::new(loc, format!("reading a memref descriptor: {m}")))?;
    let v = read_value(
        &it.memory,
        &layout,
        &it.memory.buffers[p.0 as usize].data[r],
    );
    super::exec::descriptor_memref(&v, elem).map_err(|m| ExecError::new(loc, m))
}

/// Reads an unranked descriptor `{i64 rank, ptr descriptor}` at `p`.
fn read_unranked(
    it: &Interpreter<'_>,
    p: (u32, i64),
    elem: ScalarTy,
    loc: Location,
) -> ExecResult<MemRef> {
    let layout = Layout::Struct {
        fields: vec![(0, Layout::Scalar(ScalarTy::Int(64))), (8, Layout::Ptr)].into(),
        size: 16,
        align: 8,
    };
    let r = range_at(&it.memory, p, 16, false)
        .map_err(|m| ExecError::new(loc, format!("reading an unranked memref descriptor: {m}")))?;
    let v = read_value(
        &it.memory,
        &layout,
        &it.memory.buffers[p.0 as usize].data[r],
    );
    let Value::Vector(f) = v else {
        return Err(ExecError::new(loc, "malformed unranked memref descriptor"));
    };
    match (&f[0], &f[1]) {
        (Value::Bits(rank), Value::Ptr { buf, off }) if *rank <= 64 => {
            read_descriptor(it, (*buf, *off), *rank as usize, elem, loc)
        }
        _ => Err(ExecError::new(loc, "malformed unranked memref descriptor")),
    }
}

fn allocate(it: &mut Interpreter<'_>, size: u64, loc: Location) -> ExecResult<Vec<Value>> {
    let buf = usize::try_from(size)
        .ok()
        .and_then(|n| it.memory.allocate(n, BufferKind::Heap));
    match buf {
        Some(buf) => Ok(vec![Value::Ptr { buf, off: 0 }]),
        // As C: a null pointer when the memory limit is reached.
        None => {
            let _ = loc;
            Ok(vec![Value::NULL])
        }
    }
}

/// Calls runtime function `name` of an `llvm.func` declaration with `args`, or `None` if
/// the runtime has no such function.
pub(crate) fn call(
    it: &mut Interpreter<'_>,
    name: &[u8],
    args: &[Value],
    loc: Location,
) -> Option<ExecResult<Vec<Value>>> {
    let name = std::str::from_utf8(name).ok()?;
    let r = match name {
        "malloc" | "mlirAlloc" => scalar_arg(args, 0, name, loc).and_then(|n| allocate(it, n, loc)),
        "aligned_alloc" | "mlirAlignedAlloc" => {
            scalar_arg(args, 1, name, loc).and_then(|n| allocate(it, n, loc))
        }
        "free" | "mlirFree" | "mlirAlignedFree" => free(it, args, name, loc),
        "printString" | "printCString" => print_string(it, args, name, loc),
        "memrefCopy" => memref_copy(it, args, loc),
        _ => {
            if let Some(r) = print_memref(it, name, args, loc) {
                return Some(r);
            }
            return crate::runtime::call(it, name.as_bytes(), args, loc);
        }
    };
    Some(r)
}

fn free(
    it: &mut Interpreter<'_>,
    args: &[Value],
    name: &str,
    loc: Location,
) -> ExecResult<Vec<Value>> {
    let (buf, off) = ptr_arg(args, 0, name, loc)?;
    if buf == Value::NO_BUFFER && off == 0 {
        return Ok(Vec::new());
    }
    let ok = buf != Value::NO_BUFFER
        && off == 0
        && it.memory.buffers[buf as usize].kind == BufferKind::Heap;
    if !ok {
        return Err(ExecError::new(
            loc,
            format!("{name} of a pointer that malloc did not return"),
        ));
    }
    if !it.memory.free(buf) {
        return Err(ExecError::new(loc, format!("{name}: double free")));
    }
    Ok(Vec::new())
}

fn print_string(
    it: &mut Interpreter<'_>,
    args: &[Value],
    name: &str,
    loc: Location,
) -> ExecResult<Vec<Value>> {
    let (buf, off) = ptr_arg(args, 0, name, loc)?;
    let start = range_at(&it.memory, (buf, off), 0, false)
        .map_err(|m| ExecError::new(loc, format!("{name}: {m}")))?
        .start;
    let data = &it.memory.buffers[buf as usize].data[start..];
    let Some(len) = data.iter().position(|&b| b == 0) else {
        return Err(ExecError::new(
            loc,
            format!("{name}: the string has no terminating NUL inside its allocation"),
        ));
    };
    let s = data[..len].to_vec();
    it.out.extend_from_slice(&s);
    Ok(Vec::new())
}

/// `memrefCopy(elementSize, UnrankedMemRef *src, UnrankedMemRef *dst)`.
fn memref_copy(it: &mut Interpreter<'_>, args: &[Value], loc: Location) -> ExecResult<Vec<Value>> {
    let size = scalar_arg(args, 0, "memrefCopy", loc)? as usize;
    let elem = match size {
        1 | 2 | 4 | 8 | 16 => ScalarTy::Int(size as u32 * 8),
        _ => {
            return Err(ExecError::new(
                loc,
                format!("memrefCopy of {size}-byte elements"),
            ));
        }
    };
    let src = read_unranked(it, ptr_arg(args, 1, "memrefCopy", loc)?, elem, loc)?;
    let dst = read_unranked(it, ptr_arg(args, 2, "memrefCopy", loc)?, elem, loc)?;
    if src.sizes != dst.sizes {
        return Err(ExecError::new(
            loc,
            "memrefCopy of memrefs of different shapes",
        ));
    }
    let n = src.num_elements().max(0);
    let mut idx = vec![0i64; src.rank()];
    for _ in 0..n {
        let (s, d) = (
            it.memory.element_offset(&src, &idx),
            it.memory.element_offset(&dst, &idx),
        );
        let (s, d) = match (s, d) {
            (Ok(s), Ok(d)) => (s, d),
            (Err(e), _) | (_, Err(e)) => {
                return Err(ExecError::new(loc, format!("memrefCopy: {e}")));
            }
        };
        let v = it.memory.read(&src, s);
        it.memory
            .write(&dst, d, &v)
            .map_err(|e| ExecError::new(loc, format!("memrefCopy: {e}")))?;
        for k in (0..idx.len()).rev() {
            idx[k] += 1;
            if idx[k] < src.sizes[k] {
                break;
            }
            idx[k] = 0;
        }
    }
    Ok(Vec::new())
}

/// The `printMemref*` family with descriptors in memory.
fn print_memref(
    it: &mut Interpreter<'_>,
    name: &str,
    args: &[Value],
    loc: Location,
) -> Option<ExecResult<Vec<Value>>> {
    let (m, rest) = if let Some(s) = name.strip_prefix("_mlir_ciface_printMemrefShape") {
        let elem = suffix_type(s)?;
        (
            ptr_arg(args, 0, name, loc).and_then(|p| read_unranked(it, p, elem, loc)),
            s,
        )
    } else if let Some(s) = name.strip_prefix("_mlir_ciface_printMemref") {
        if let Some((n, t)) = s.split_once('d')
            && let Ok(rank) = n.parse::<usize>()
        {
            let elem = suffix_type(t)?;
            (
                ptr_arg(args, 0, name, loc).and_then(|p| read_descriptor(it, p, rank, elem, loc)),
                t,
            )
        } else {
            let elem = suffix_type(s)?;
            (
                ptr_arg(args, 0, name, loc).and_then(|p| read_unranked(it, p, elem, loc)),
                s,
            )
        }
    } else if let Some(s) = name.strip_prefix("printMemref") {
        let elem = suffix_type(s)?;
        let m = scalar_arg(args, 0, name, loc).and_then(|rank| {
            let p = ptr_arg(args, 1, name, loc)?;
            read_descriptor(it, p, rank as usize, elem, loc)
        });
        (m, s)
    } else {
        return None;
    };
    let _ = rest;
    Some(m.and_then(|m| {
        crate::runtime::call(it, name.as_bytes(), &[Value::MemRef(Rc::new(m))], loc).unwrap_or_else(
            || {
                Err(ExecError::new(
                    loc,
                    format!(
                        "call to external function '@{name}', which is not in the built-in runtime"
                    ),
                ))
            },
        )
    }))
}
