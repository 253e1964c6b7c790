//! The runtime of MLIR's runner utils as `extern "C"` functions with upstream's names and
//! C ABI (`printF32`, `printMemrefF32`, `_mlir_ciface_printMemrefF32`, `rtclock`, ...), for
//! compiled code: the Cranelift JIT binds them by address ([`symbols`]) and the LLVM
//! backend's shared objects find them in the `strata-run` executable (exported with
//! `-rdynamic`). Output is byte-identical to upstream's (the same formatting as
//! [`crate::runtime`], which serves the interpreter) and goes to the C library's buffered
//! standard output, as the program's own `printf`s do, written out by [`flush`].

use std::ffi::{CStr, c_char, c_void};
use std::fmt::Write as _;

use crate::format::format_g;

unsafe extern "C" {
    /// The C library's standard output stream.
    static mut stdout: *mut c_void;
    fn fwrite(ptr: *const c_void, size: usize, n: usize, stream: *mut c_void) -> usize;
    fn fflush(stream: *mut c_void) -> i32;
}

/// Writes `bytes` to the C library's standard output, so that the program's own C output
/// (`printf`, `puts`) and the runtime's interleave in program order.
fn emit(bytes: &[u8]) {
    // SAFETY: `stdout` is the C library's stream, valid for the whole process; `bytes`
    // is a live slice.
    unsafe {
        let out = std::ptr::addr_of!(stdout).read();
        fwrite(bytes.as_ptr().cast(), 1, bytes.len(), out);
    }
}

/// Writes the buffered output (the runtime's and the program's C output) to standard
/// output.
pub fn flush() {
    // SAFETY: as in `emit`.
    unsafe {
        fflush(std::ptr::addr_of!(stdout).read());
    }
}

/// `printNewline()`.
#[unsafe(no_mangle)]
pub extern "C" fn printNewline() {
    emit(b"\n");
}

/// `printComma()`.
#[unsafe(no_mangle)]
pub extern "C" fn printComma() {
    emit(b", ");
}

/// `printOpen()`.
#[unsafe(no_mangle)]
pub extern "C" fn printOpen() {
    emit(b"( ");
}

/// `printClose()`.
#[unsafe(no_mangle)]
pub extern "C" fn printClose() {
    emit(b" )");
}

/// `printI64(int64_t)`.
#[unsafe(no_mangle)]
pub extern "C" fn printI64(v: i64) {
    emit(v.to_string().as_bytes());
}

/// `printU64(uint64_t)`.
#[unsafe(no_mangle)]
pub extern "C" fn printU64(v: u64) {
    emit(v.to_string().as_bytes());
}

/// `printF32(float)`: `printf("%g")`.
#[unsafe(no_mangle)]
pub extern "C" fn printF32(v: f32) {
    emit(format_g(f64::from(v), 6).as_bytes());
}

/// `printF64(double)`: `printf("%g")`.
#[unsafe(no_mangle)]
pub extern "C" fn printF64(v: f64) {
    emit(format_g(v, 6).as_bytes());
}

/// `printString(const char *)`: the NUL-terminated string.
///
/// # Safety
/// `s` points to a NUL-terminated string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn printString(s: *const c_char) {
    if !s.is_null() {
        // SAFETY: the caller passes a NUL-terminated string.
        emit(unsafe { CStr::from_ptr(s) }.to_bytes());
    }
}

/// `printCString(const char *)`: the NUL-terminated string.
///
/// # Safety
/// `s` points to a NUL-terminated string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn printCString(s: *const c_char) {
    // SAFETY: as for `printString`.
    unsafe { printString(s) }
}

/// `printFlops(double)`: GFLOP/s to standard error.
#[unsafe(no_mangle)]
pub extern "C" fn printFlops(flops: f64) {
    eprintln!("{:.6} GFLOPS", flops / 1.0e9);
}

/// `rtclock()`: seconds since the epoch (microsecond resolution, as `gettimeofday`).
#[unsafe(no_mangle)]
pub extern "C" fn rtclock() -> f64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0.0, |d| {
            d.as_secs() as f64 + f64::from(d.subsec_micros()) * 1.0e-6
        })
}

/// `_mlir_ciface_nanoTime()`: nanoseconds since the epoch.
#[unsafe(no_mangle)]
pub extern "C" fn _mlir_ciface_nanoTime() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as i64)
}

/// An element type `printMemref*` prints.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Elem {
    F32,
    F64,
    I8,
    I32,
    I64,
    Index,
}

impl Elem {
    fn size(self) -> usize {
        match self {
            Elem::I8 => 1,
            Elem::F32 | Elem::I32 => 4,
            Elem::F64 | Elem::I64 | Elem::Index => 8,
        }
    }

    /// The element at `p` as upstream prints it.
    ///
    /// # Safety
    /// `p` points to a readable element.
    unsafe fn print(self, p: *const u8, out: &mut Vec<u8>) {
        // SAFETY: the caller guarantees `p` is readable; unaligned reads are allowed.
        unsafe {
            match self {
                Elem::F32 => out.extend_from_slice(
                    format_g(f64::from(p.cast::<f32>().read_unaligned()), 6).as_bytes(),
                ),
                Elem::F64 => {
                    out.extend_from_slice(format_g(p.cast::<f64>().read_unaligned(), 6).as_bytes())
                }
                Elem::I8 => out.push(p.read()),
                Elem::I32 => {
                    out.extend_from_slice(p.cast::<i32>().read_unaligned().to_string().as_bytes())
                }
                Elem::I64 => {
                    out.extend_from_slice(p.cast::<i64>().read_unaligned().to_string().as_bytes())
                }
                Elem::Index => {
                    out.extend_from_slice(p.cast::<u64>().read_unaligned().to_string().as_bytes())
                }
            }
        }
    }
}

/// A ranked memref descriptor in memory: `{T *allocated, T *aligned, i64 offset,
/// i64 sizes[rank], i64 strides[rank]}`.
struct Desc {
    aligned: *const u8,
    offset: i64,
    sizes: Vec<i64>,
    strides: Vec<i64>,
}

/// Reads the descriptor of rank `rank` at `d`.
///
/// # Safety
/// `d` points to a descriptor of that rank.
unsafe fn read_desc(rank: i64, d: *const u8) -> Desc {
    let rank = rank.max(0) as usize;
    let w = d.cast::<i64>();
    // SAFETY: the descriptor has 3 + 2 * rank words.
    unsafe {
        Desc {
            aligned: w.add(1).read_unaligned() as *const u8,
            offset: w.add(2).read_unaligned(),
            sizes: (0..rank).map(|i| w.add(3 + i).read_unaligned()).collect(),
            strides: (0..rank)
                .map(|i| w.add(3 + rank + i).read_unaligned())
                .collect(),
        }
    }
}

/// Upstream's `printMemRefMetaData` and `MemRefDataPrinter`.
///
/// # Safety
/// The descriptor describes readable memory.
unsafe fn print_memref(m: &Desc, elem: Elem, ranked: bool, data: bool) {
    let join = |v: &[i64]| v.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
    let mut s = String::from(if ranked {
        "Memref "
    } else {
        "Unranked Memref "
    });
    let _ = write!(
        s,
        "base@ = {:#x} rank = {} offset = {} sizes = [{}] strides = [{}]",
        m.aligned as usize,
        m.sizes.len(),
        m.offset,
        join(&m.sizes),
        join(&m.strides)
    );
    if !data {
        s.push('\n');
        emit(s.as_bytes());
        return;
    }
    s.push_str(" data = \n");
    let mut out = s.into_bytes();
    let rank = m.sizes.len();
    if rank == 0 {
        out.push(b'[');
    }
    // SAFETY: forwarded from the caller.
    unsafe { print_dims(m, elem, &mut out, rank, rank, m.offset, 0) };
    if rank == 0 {
        out.push(b']');
    }
    out.push(b'\n');
    emit(&out);
}

/// Prints dimension `axis` onwards (`dim` dimensions left) starting at element `offset`.
///
/// # Safety
/// As [`print_memref`].
unsafe fn print_dims(
    m: &Desc,
    elem: Elem,
    out: &mut Vec<u8>,
    dim: usize,
    rank: usize,
    offset: i64,
    axis: usize,
) {
    if dim == 0 {
        let p = m
            .aligned
            .wrapping_offset(offset as isize * elem.size() as isize);
        // SAFETY: the element is inside the described memory.
        unsafe { elem.print(p, out) };
        return;
    }
    let size = m.sizes[axis];
    let stride = m.strides[axis];
    let spaces = |out: &mut Vec<u8>| out.extend(std::iter::repeat_n(b' ', rank - dim + 1));
    out.push(b'[');
    // SAFETY (all recursive calls): forwarded from the caller.
    if size >= 1 {
        unsafe { print_dims(m, elem, out, dim - 1, rank, offset, axis + 1) };
    }
    if size <= 1 {
        out.push(b']');
        return;
    }
    out.extend_from_slice(b", ");
    if dim > 1 {
        out.push(b'\n');
    }
    for i in 1..size - 1 {
        spaces(out);
        unsafe { print_dims(m, elem, out, dim - 1, rank, offset + i * stride, axis + 1) };
        out.extend_from_slice(b", ");
        if dim > 1 {
            out.push(b'\n');
        }
    }
    spaces(out);
    unsafe {
        print_dims(
            m,
            elem,
            out,
            dim - 1,
            rank,
            offset + (size - 1) * stride,
            axis + 1,
        )
    };
    out.push(b']');
}

/// An unranked memref as C passes it: `{int64_t rank; void *descriptor}`.
#[repr(C)]
pub struct UnrankedMemRef {
    /// The rank.
    pub rank: i64,
    /// The ranked descriptor.
    pub descriptor: *const u8,
}

macro_rules! unranked_printers {
    ($($plain:ident, $ciface:ident, $shape:ident, $elem:expr;)*) => {$(
        /// `printMemref*(UnrankedMemRefType)`: the memref's metadata and data.
        ///
        /// # Safety
        /// `desc` is a valid descriptor of rank `rank`.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $plain(rank: i64, desc: *const u8) {
            // SAFETY: forwarded from the caller.
            unsafe { print_memref(&read_desc(rank, desc), $elem, false, true) }
        }

        /// `_mlir_ciface_printMemref*(UnrankedMemRefType *)`.
        ///
        /// # Safety
        /// `m` points to a valid unranked memref.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $ciface(m: *const UnrankedMemRef) {
            // SAFETY: forwarded from the caller.
            unsafe { print_memref(&read_desc((*m).rank, (*m).descriptor), $elem, false, true) }
        }

        /// `_mlir_ciface_printMemrefShape*(UnrankedMemRefType *)`: the metadata only.
        ///
        /// # Safety
        /// `m` points to a valid unranked memref.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $shape(m: *const UnrankedMemRef) {
            // SAFETY: forwarded from the caller.
            unsafe { print_memref(&read_desc((*m).rank, (*m).descriptor), $elem, false, false) }
        }
    )*};
}

unranked_printers! {
    printMemrefF32, _mlir_ciface_printMemrefF32, _mlir_ciface_printMemrefShapeF32, Elem::F32;
    printMemrefF64, _mlir_ciface_printMemrefF64, _mlir_ciface_printMemrefShapeF64, Elem::F64;
    printMemrefI32, _mlir_ciface_printMemrefI32, _mlir_ciface_printMemrefShapeI32, Elem::I32;
    printMemrefI64, _mlir_ciface_printMemrefI64, _mlir_ciface_printMemrefShapeI64, Elem::I64;
    printMemrefInd, _mlir_ciface_printMemrefInd, _mlir_ciface_printMemrefShapeInd, Elem::Index;
}

/// `_mlir_ciface_printMemrefI8(UnrankedMemRefType *)` (upstream has no plain form).
///
/// # Safety
/// `m` points to a valid unranked memref.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn _mlir_ciface_printMemrefI8(m: *const UnrankedMemRef) {
    // SAFETY: forwarded from the caller.
    unsafe {
        print_memref(
            &read_desc((*m).rank, (*m).descriptor),
            Elem::I8,
            false,
            true,
        )
    }
}

/// `_mlir_ciface_printMemrefShapeI8(UnrankedMemRefType *)`.
///
/// # Safety
/// `m` points to a valid unranked memref.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn _mlir_ciface_printMemrefShapeI8(m: *const UnrankedMemRef) {
    // SAFETY: forwarded from the caller.
    unsafe {
        print_memref(
            &read_desc((*m).rank, (*m).descriptor),
            Elem::I8,
            false,
            false,
        )
    }
}

macro_rules! ranked_printers {
    ($($name:ident, $rank:literal, $elem:expr;)*) => {$(
        /// `_mlir_ciface_printMemref<N>d*(StridedMemRefType *)`: a ranked descriptor.
        ///
        /// # Safety
        /// `d` points to a valid descriptor of the function's rank.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name(d: *const u8) {
            // SAFETY: forwarded from the caller.
            unsafe { print_memref(&read_desc($rank, d), $elem, true, true) }
        }
    )*};
}

ranked_printers! {
    _mlir_ciface_printMemref0dF32, 0, Elem::F32;
    _mlir_ciface_printMemref1dF32, 1, Elem::F32;
    _mlir_ciface_printMemref2dF32, 2, Elem::F32;
    _mlir_ciface_printMemref3dF32, 3, Elem::F32;
    _mlir_ciface_printMemref4dF32, 4, Elem::F32;
    _mlir_ciface_printMemref1dF64, 1, Elem::F64;
    _mlir_ciface_printMemref1dI8, 1, Elem::I8;
    _mlir_ciface_printMemref1dI32, 1, Elem::I32;
    _mlir_ciface_printMemref1dI64, 1, Elem::I64;
    _mlir_ciface_printMemref1dInd, 1, Elem::Index;
}

/// `printF16(uint16_t)`: an IEEE half by its bits.
#[unsafe(no_mangle)]
pub extern "C" fn printF16(bits: u16) {
    let v = strata_ir::float::to_f64(strata_ir::float::FloatKind::F16, u128::from(bits));
    emit(format_g(v, 6).as_bytes());
}

/// `printBF16(uint16_t)`: a bfloat by its bits.
#[unsafe(no_mangle)]
pub extern "C" fn printBF16(bits: u16) {
    emit(format_g(f64::from(f32::from_bits(u32::from(bits) << 16)), 6).as_bytes());
}

/// `printApFloat(int32_t semantics, uint64_t bits)`: a small float format (LLVM's
/// semantics number) by its bits.
#[unsafe(no_mangle)]
pub extern "C" fn printApFloat(semantics: i32, bits: u64) {
    if let Some(text) = crate::format::format_apfloat(i64::from(semantics), bits) {
        emit(text.as_bytes());
    }
}

/// `memrefCopy(int64_t elemSize, UnrankedMemRefType *src, UnrankedMemRefType *dst)`:
/// copies every element of `src` to the same position of `dst` (same shape, any
/// strides), as `memref.copy` lowers to for non-contiguous layouts.
///
/// # Safety
/// Both are valid descriptors of the same rank and shape over memory of `elem_size`-byte
/// elements, `dst`'s writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn memrefCopy(
    elem_size: i64,
    src: *const UnrankedMemRef,
    dst: *const UnrankedMemRef,
) {
    // SAFETY: forwarded from the caller.
    let (a, b) = unsafe {
        let (s, d) = (&*src, &*dst);
        (
            read_desc(s.rank, s.descriptor),
            read_desc(d.rank, d.descriptor),
        )
    };
    let size = elem_size.max(0) as isize;
    if a.sizes.iter().any(|&n| n <= 0) || a.sizes.len() != b.sizes.len() {
        return;
    }
    let rank = a.sizes.len();
    let at = |m: &Desc, idx: &[i64]| {
        let e = m.offset + idx.iter().zip(&m.strides).map(|(i, s)| i * s).sum::<i64>();
        e as isize * size
    };
    let mut idx = vec![0i64; rank];
    loop {
        let from = a.aligned.wrapping_offset(at(&a, &idx));
        let to = b.aligned.cast_mut().wrapping_offset(at(&b, &idx));
        // SAFETY: both elements lie inside the described memory; `std::ptr::copy`
        // allows overlap.
        unsafe { std::ptr::copy(from, to, size as usize) };
        // The next index in row-major order.
        let mut k = rank;
        loop {
            if k == 0 {
                return;
            }
            k -= 1;
            idx[k] += 1;
            if idx[k] < a.sizes[k] {
                break;
            }
            idx[k] = 0;
        }
    }
}

/// The runtime's functions by name, for binding compiled code to them.
pub fn symbols() -> Vec<(&'static str, *const u8)> {
    macro_rules! table {
        ($($f:ident),* $(,)?) => { vec![$((stringify!($f), $f as *const u8)),*] };
    }
    table![
        printNewline,
        printComma,
        printOpen,
        printClose,
        printI64,
        printU64,
        printF32,
        printF64,
        printF16,
        printBF16,
        printApFloat,
        printString,
        printCString,
        printFlops,
        rtclock,
        _mlir_ciface_nanoTime,
        memrefCopy,
        printMemrefF32,
        printMemrefF64,
        printMemrefI32,
        printMemrefI64,
        printMemrefInd,
        _mlir_ciface_printMemrefF32,
        _mlir_ciface_printMemrefF64,
        _mlir_ciface_printMemrefI32,
        _mlir_ciface_printMemrefI64,
        _mlir_ciface_printMemrefInd,
        _mlir_ciface_printMemrefI8,
        _mlir_ciface_printMemrefShapeF32,
        _mlir_ciface_printMemrefShapeF64,
        _mlir_ciface_printMemrefShapeI32,
        _mlir_ciface_printMemrefShapeI64,
        _mlir_ciface_printMemrefShapeInd,
        _mlir_ciface_printMemrefShapeI8,
        _mlir_ciface_printMemref0dF32,
        _mlir_ciface_printMemref1dF32,
        _mlir_ciface_printMemref2dF32,
        _mlir_ciface_printMemref3dF32,
        _mlir_ciface_printMemref4dF32,
        _mlir_ciface_printMemref1dF64,
        _mlir_ciface_printMemref1dI8,
        _mlir_ciface_printMemref1dI32,
        _mlir_ciface_printMemref1dI64,
        _mlir_ciface_printMemref1dInd,
    ]
}
