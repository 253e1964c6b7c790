//! The `llvm` ops by family, each declared with `op!` (typed view, builders, verifier,
//! syntax, docs), and their registration.

pub mod aggregate;
pub mod arith;
pub mod atomic;
pub mod cast;
pub mod constant;
pub mod constrained;
pub mod control;
pub mod func;
pub mod global;
pub mod intrinsics;
pub mod memory;

pub use aggregate::*;
pub use arith::*;
pub use atomic::*;
pub use cast::*;
pub use constant::*;
pub use constrained::*;
pub use control::*;
pub use func::*;
pub use global::*;
pub use intrinsics::*;
pub use memory::*;

use strata_ir::Context;

/// Registers every `llvm` op.
pub fn register(ctx: &Context) {
    // Arithmetic and comparisons.
    AddOp::register(ctx);
    SubOp::register(ctx);
    MulOp::register(ctx);
    ShlOp::register(ctx);
    UDivOp::register(ctx);
    SDivOp::register(ctx);
    LShrOp::register(ctx);
    AShrOp::register(ctx);
    OrOp::register(ctx);
    URemOp::register(ctx);
    SRemOp::register(ctx);
    AndOp::register(ctx);
    XOrOp::register(ctx);
    FAddOp::register(ctx);
    FSubOp::register(ctx);
    FMulOp::register(ctx);
    FDivOp::register(ctx);
    FRemOp::register(ctx);
    FNegOp::register(ctx);
    ICmpOp::register(ctx);
    FCmpOp::register(ctx);
    SelectOp::register(ctx);
    FreezeOp::register(ctx);
    // Casts.
    TruncOp::register(ctx);
    ZExtOp::register(ctx);
    SExtOp::register(ctx);
    FPTruncOp::register(ctx);
    FPExtOp::register(ctx);
    SIToFPOp::register(ctx);
    UIToFPOp::register(ctx);
    FPToSIOp::register(ctx);
    FPToUIOp::register(ctx);
    PtrToIntOp::register(ctx);
    IntToPtrOp::register(ctx);
    AddrSpaceCastOp::register(ctx);
    BitcastOp::register(ctx);
    // Constants.
    ConstantOp::register(ctx);
    UndefOp::register(ctx);
    PoisonOp::register(ctx);
    ZeroOp::register(ctx);
    AddressOfOp::register(ctx);
    // Control flow.
    BrOp::register(ctx);
    CondBrOp::register(ctx);
    SwitchOp::register(ctx);
    ReturnOp::register(ctx);
    UnreachableOp::register(ctx);
    // Functions and globals.
    FuncOp::register(ctx);
    CallOp::register(ctx);
    GlobalOp::register(ctx);
    // Memory.
    AllocaOp::register(ctx);
    LoadOp::register(ctx);
    StoreOp::register(ctx);
    GEPOp::register(ctx);
    AtomicRMWOp::register(ctx);
    AtomicCmpXchgOp::register(ctx);
    FenceOp::register(ctx);
    // Aggregates and vectors.
    ExtractValueOp::register(ctx);
    InsertValueOp::register(ctx);
    ExtractElementOp::register(ctx);
    InsertElementOp::register(ctx);
    ShuffleVectorOp::register(ctx);
    // Intrinsics.
    FMulAddOp::register(ctx);
    FmaOp::register(ctx);
    FAbsOp::register(ctx);
    SqrtOp::register(ctx);
    ExpOp::register(ctx);
    Exp2Op::register(ctx);
    LogOp::register(ctx);
    Log2Op::register(ctx);
    Log10Op::register(ctx);
    SinOp::register(ctx);
    CosOp::register(ctx);
    FloorOp::register(ctx);
    CeilOp::register(ctx);
    FTruncOp::register(ctx);
    RoundOp::register(ctx);
    RoundEvenOp::register(ctx);
    RintOp::register(ctx);
    MaxNumOp::register(ctx);
    MinNumOp::register(ctx);
    MaximumOp::register(ctx);
    MinimumOp::register(ctx);
    CopySignOp::register(ctx);
    PowOp::register(ctx);
    PowIOp::register(ctx);
    SMaxOp::register(ctx);
    SMinOp::register(ctx);
    UMaxOp::register(ctx);
    UMinOp::register(ctx);
    CtPopOp::register(ctx);
    BitReverseOp::register(ctx);
    ByteSwapOp::register(ctx);
    CountLeadingZerosOp::register(ctx);
    CountTrailingZerosOp::register(ctx);
    AbsOp::register(ctx);
    MemcpyOp::register(ctx);
    UAddWithOverflowOp::register(ctx);
    ConstrainedFPTruncOp::register(ctx);
    MemmoveOp::register(ctx);
    MemsetOp::register(ctx);
    StackSaveOp::register(ctx);
    NoAliasScopeDeclOp::register(ctx);
    SSACopyOp::register(ctx);
    VScaleOp::register(ctx);
    StackRestoreOp::register(ctx);
    LifetimeStartOp::register(ctx);
    LifetimeEndOp::register(ctx);
    VaStartOp::register(ctx);
    AssumeOp::register(ctx);
    PrefetchOp::register(ctx);
}
