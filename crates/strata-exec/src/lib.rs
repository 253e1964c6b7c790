//! `strata-exec`: running programs. Today this is the reference interpreter, which executes
//! `func`/`arith`/`cf`/`scf`/`memref`/`affine` IR (and `ub.poison`, `vector.broadcast`) and
//! the `llvm` dialect (pointers into the same checked memory; mixed levels joined by
//! `builtin.unrealized_conversion_cast`) directly at any level with exact semantics —
//! integer wraparound at every width, every float format, poison tracked to its use,
//! division by zero, signed division overflow, out-of-bounds and use-after-free accesses
//! reported as located errors — and the runtime of MLIR's runner
//! utils (`printF32`, `printMemrefF32`, ...) with byte-identical output. The Cranelift JIT
//! and the LLVM backend come later.
//!
//! Uses `strata-ir`, `strata-dialects`, `strata-affine` and `strata-llvm` (typed views of
//! the ops it runs).

mod arith;
pub mod floats;
pub mod format;
mod interp;
mod llvm;
mod memops;
pub mod memory;
mod prepare;
pub mod runtime;
mod structured;
pub mod value;

pub use interp::{Interpreter, Limits, attr_value};
pub use value::{ExecError, ExecResult, ScalarTy, Value};
