//! `strata-exec`: running programs. Today this is the reference interpreter, which executes
//! `func`/`arith`/`cf`/`scf`/`memref`/`affine` IR (and `ub.poison`, the `vector` ops Strata has, `vector.print` included) and
//! the `llvm` dialect (pointers into the same checked memory; mixed levels joined by
//! `builtin.unrealized_conversion_cast`) directly at any level with exact semantics —
//! integer wraparound at every width, every float format, poison tracked to its use,
//! division by zero, signed division overflow, out-of-bounds and use-after-free accesses
//! reported as located errors — and the runtime of MLIR's runner utils (`printF32`,
//! `printMemrefF32`, ...) with byte-identical output. The compiled backends run the llvm
//! dialect: [`jit`] (Cranelift, in memory) and [`native`] (LLVM IR compiled by clang-22
//! into a shared object); both call the runtime as `extern "C"` functions ([`cabi`]).
//! Scalable vectors run on the interpreter only, with vscale = 1 ([`scalable`]).
//!
//! Uses `strata-ir`, `strata-dialects`, `strata-affine` and `strata-llvm` (typed views of
//! the ops it runs, the llvm dialect's LLVM IR translation), Cranelift and `libloading`.

mod arith;
pub mod cabi;
pub mod floats;
pub mod format;
mod interp;
pub mod jit;
mod llvm;
mod memops;
pub mod memory;
pub mod native;
mod prepare;
pub mod runtime;
pub mod scalable;
mod structured;
pub mod value;
mod vector_ops;

pub use interp::{Interpreter, Limits, attr_value};
pub use value::{ExecError, ExecResult, ScalarTy, Value};
