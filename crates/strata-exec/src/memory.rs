//! The interpreter's memory: byte buffers with (fake, never reused) addresses, memref
//! descriptors over them, and element loads and stores laid out as the LLVM lowering lays
//! them out (little-endian, LLVM's allocation sizes), with every access checked.

use std::rc::Rc;

use smallvec::SmallVec;
use strata_ir::apint::ApInt;

use crate::value::{ScalarTy, Value};

/// Where a buffer came from, for messages and for what may be done with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BufferKind {
    /// `memref.alloc` / `malloc`: freed with `memref.dealloc`.
    Heap,
    /// `memref.alloca`: freed when its allocation scope ends.
    Stack,
    /// A `memref.global`; `constant` ones are read-only.
    Global {
        /// Whether writes are refused.
        constant: bool,
    },
}

/// One allocation.
#[derive(Debug)]
pub struct Buffer {
    /// The bytes.
    pub data: Vec<u8>,
    /// The fake address of `data[0]` (printed by `printMemref*` as `base@`).
    pub addr: u64,
    /// Its kind.
    pub kind: BufferKind,
    /// False once freed.
    pub live: bool,
}

/// A strided memref descriptor: buffer, element type, offset, sizes and strides (in
/// elements), as MLIR's `StridedMemRefType`.
#[derive(Clone, Debug)]
pub struct MemRef {
    /// Index of the buffer in [`Memory::buffers`].
    pub buffer: u32,
    /// Byte offset of the aligned pointer in the buffer (non-zero after `memref.view`).
    pub base: usize,
    /// The element type.
    pub elem: ScalarTy,
    /// Offset of the first element, in elements.
    pub offset: i64,
    /// Dimension sizes.
    pub sizes: SmallVec<[i64; 4]>,
    /// Dimension strides, in elements.
    pub strides: SmallVec<[i64; 4]>,
}

impl MemRef {
    /// The rank.
    pub fn rank(&self) -> usize {
        self.sizes.len()
    }

    /// Row-major (identity layout) strides of `sizes`.
    pub fn identity_strides(sizes: &[i64]) -> SmallVec<[i64; 4]> {
        let mut strides: SmallVec<[i64; 4]> = SmallVec::from_elem(1, sizes.len());
        let mut acc = 1i64;
        for i in (0..sizes.len()).rev() {
            strides[i] = acc;
            acc = acc.wrapping_mul(sizes[i].max(0));
        }
        strides
    }

    /// Number of elements (`sizes` product).
    pub fn num_elements(&self) -> i64 {
        self.sizes.iter().product()
    }
}

/// An access that failed, described for the caller to locate.
#[derive(Debug)]
pub enum AccessError {
    /// Index `index` of dimension `dim` is outside `0..size`.
    OutOfBounds {
        /// The dimension.
        dim: usize,
        /// The index.
        index: i64,
        /// The dimension's size.
        size: i64,
    },
    /// The element lies outside its buffer (a bad offset or stride).
    OutsideBuffer {
        /// The element's byte offset.
        byte: i64,
        /// The buffer's size.
        len: usize,
    },
    /// The buffer was freed.
    Freed,
    /// A write to a constant global.
    ReadOnly,
    /// Wrong number of indices.
    Rank {
        /// Indices given.
        given: usize,
        /// Rank of the memref.
        rank: usize,
    },
}

impl std::fmt::Display for AccessError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AccessError::OutOfBounds { dim, index, size } => write!(
                f,
                "out-of-bounds access: index {index} is outside dimension {dim} of size {size}"
            ),
            AccessError::OutsideBuffer { byte, len } => write!(
                f,
                "access outside its allocation: byte offset {byte} of a {len}-byte buffer"
            ),
            AccessError::Freed => write!(f, "access to a freed memref"),
            AccessError::ReadOnly => write!(f, "write to a constant memref.global"),
            AccessError::Rank { given, rank } => {
                write!(f, "{given} indices given for a memref of rank {rank}")
            }
        }
    }
}

/// All buffers of one execution.
#[derive(Debug, Default)]
pub struct Memory {
    /// Every buffer ever allocated (freed ones stay, marked dead, so that a dangling
    /// access is reported instead of reading someone else's data).
    pub buffers: Vec<Buffer>,
    next_addr: u64,
    /// Bytes currently allocated.
    pub live_bytes: usize,
    /// The most bytes that may be live at once.
    pub limit: usize,
}

/// Alignment of fake addresses (what `aligned_alloc` in the lowering would give).
const ALIGN: u64 = 64;

impl Memory {
    /// Empty memory allowing `limit` live bytes.
    pub fn new(limit: usize) -> Memory {
        Memory {
            buffers: Vec::new(),
            next_addr: 0x1000_0000,
            live_bytes: 0,
            limit,
        }
    }

    /// Allocates `bytes` zeroed bytes; `None` beyond the memory limit.
    pub fn allocate(&mut self, bytes: usize, kind: BufferKind) -> Option<u32> {
        if self.live_bytes.saturating_add(bytes) > self.limit {
            return None;
        }
        self.live_bytes += bytes;
        let addr = self.next_addr;
        self.next_addr += (bytes as u64).div_ceil(ALIGN).max(1) * ALIGN + ALIGN;
        self.buffers.push(Buffer {
            data: vec![0; bytes],
            addr,
            kind,
            live: true,
        });
        Some((self.buffers.len() - 1) as u32)
    }

    /// Frees a buffer; false if it was already freed.
    pub fn free(&mut self, buffer: u32) -> bool {
        let b = &mut self.buffers[buffer as usize];
        if !b.live {
            return false;
        }
        b.live = false;
        self.live_bytes -= b.data.len();
        b.data = Vec::new();
        true
    }

    /// The byte offset of the element at `indices` (each checked against its dimension).
    pub fn element_offset(&self, m: &MemRef, indices: &[i64]) -> Result<usize, AccessError> {
        if indices.len() != m.rank() {
            return Err(AccessError::Rank {
                given: indices.len(),
                rank: m.rank(),
            });
        }
        let mut linear = m.offset;
        for (dim, ((&i, &size), &stride)) in
            indices.iter().zip(&m.sizes).zip(&m.strides).enumerate()
        {
            if i < 0 || i >= size {
                return Err(AccessError::OutOfBounds {
                    dim,
                    index: i,
                    size,
                });
            }
            linear = linear.wrapping_add(i.wrapping_mul(stride));
        }
        self.linear_offset(m, linear)
    }

    /// The byte offset of linear element `linear` of `m`'s buffer, checked.
    pub fn linear_offset(&self, m: &MemRef, linear: i64) -> Result<usize, AccessError> {
        let b = &self.buffers[m.buffer as usize];
        if !b.live {
            return Err(AccessError::Freed);
        }
        let size = m.elem.alloc_size() as i64;
        let byte = linear.wrapping_mul(size).wrapping_add(m.base as i64);
        if linear < 0 || byte < 0 || byte.saturating_add(size) > b.data.len() as i64 {
            return Err(AccessError::OutsideBuffer {
                byte,
                len: b.data.len(),
            });
        }
        Ok(byte as usize)
    }

    /// Reads the element at byte offset `at` of `m`'s buffer.
    pub fn read(&self, m: &MemRef, at: usize) -> Value {
        let b = &self.buffers[m.buffer as usize].data;
        read_scalar(m.elem, &b[at..at + m.elem.alloc_size()])
    }

    /// Writes the element at byte offset `at` of `m`'s buffer.
    pub fn write(&mut self, m: &MemRef, at: usize, v: &Value) -> Result<(), AccessError> {
        let b = &mut self.buffers[m.buffer as usize];
        if b.kind == (BufferKind::Global { constant: true }) {
            return Err(AccessError::ReadOnly);
        }
        let n = m.elem.alloc_size();
        write_scalar(m.elem, &mut b.data[at..at + n], v);
        Ok(())
    }

    /// The buffer an address points into (or one past the end of) and the byte offset in
    /// it; `None` when no buffer, live or freed, covers it. Buffers are allocated at
    /// increasing addresses with gaps between them, so the answer is unique.
    pub fn find_address(&self, addr: u64) -> Option<(u32, i64)> {
        let i = self.buffers.partition_point(|b| b.addr <= addr);
        let b = self.buffers.get(i.checked_sub(1)?)?;
        let off = addr - b.addr;
        let len = if b.live { b.data.len() as u64 } else { off };
        (off <= len).then_some(((i - 1) as u32, off as i64))
    }

    /// The byte range `off..off + size` of buffer `buf`, checked: live, inside the buffer,
    /// and (for writes) not a constant global.
    pub fn byte_range(
        &self,
        buf: u32,
        off: i64,
        size: usize,
        write: bool,
    ) -> Result<std::ops::Range<usize>, AccessError> {
        let Some(b) = self.buffers.get(buf as usize) else {
            return Err(AccessError::OutsideBuffer { byte: off, len: 0 });
        };
        if !b.live {
            return Err(AccessError::Freed);
        }
        if write && b.kind == (BufferKind::Global { constant: true }) {
            return Err(AccessError::ReadOnly);
        }
        let end = i64::try_from(size).map_or(i64::MAX, |n| off.saturating_add(n));
        if off < 0 || end > b.data.len() as i64 {
            return Err(AccessError::OutsideBuffer {
                byte: off,
                len: b.data.len(),
            });
        }
        Ok(off as usize..off as usize + size)
    }

    /// The fake address of `m`'s aligned pointer.
    pub fn address(&self, m: &MemRef) -> u64 {
        self.buffers[m.buffer as usize].addr + m.base as u64
    }
}

/// Decodes a little-endian scalar.
pub fn read_scalar(ty: ScalarTy, bytes: &[u8]) -> Value {
    if ty.is_wide() {
        let words: Vec<u64> = bytes
            .chunks(8)
            .map(|c| {
                let mut w = [0u8; 8];
                w[..c.len()].copy_from_slice(c);
                u64::from_le_bytes(w)
            })
            .collect();
        return Value::Wide(Rc::new(ApInt::from_words(ty.bits(), &words)));
    }
    let mut w = [0u8; 8];
    let n = bytes.len().min(8);
    w[..n].copy_from_slice(&bytes[..n]);
    let bits = ty.bits();
    let v = u64::from_le_bytes(w);
    Value::Bits(if bits >= 64 {
        v
    } else {
        v & ((1u64 << bits) - 1)
    })
}

/// Encodes a scalar little-endian into `out` (zero-filled beyond the value). Poison is
/// stored as zero bits (LLVM may store anything).
pub fn write_scalar(ty: ScalarTy, out: &mut [u8], v: &Value) {
    out.fill(0);
    match v {
        Value::Bits(b) => {
            let bytes = b.to_le_bytes();
            let n = out.len().min(8);
            out[..n].copy_from_slice(&bytes[..n]);
        }
        Value::Wide(a) => {
            for (i, w) in a.words().iter().enumerate() {
                for (j, byte) in w.to_le_bytes().iter().enumerate() {
                    if let Some(slot) = out.get_mut(i * 8 + j) {
                        *slot = *byte;
                    }
                }
            }
        }
        _ => {}
    }
    let _ = ty;
}
