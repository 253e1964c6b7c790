//! The `llvm` dialect in the interpreter: how its ops are decoded into [`Inst`]s (most map
//! onto the `arith`/`cf` instructions, whose semantics LLVM shares: wraparound, poison
//! from `nsw`/`nuw`/`exact` and too-large shifts, traps on division by zero), the data
//! layout of LLVM types in memory ([`Layout`], x86-64's), and the ops of their own
//! ([`LInst`]: pointers, aggregates, intrinsics), executed in [`exec`]. Calls of bodiless
//! `llvm.func`s go to [`runtime`], which passes pointer arguments to the runner utils.
//!
//! Pointers are [`Value::Ptr`]: a buffer of the checked memory and a byte offset, so that
//! every access is bounds- and liveness-checked. Pointers stored in memory are stored as
//! their (fake) address and get their buffer back from it when loaded (also `inttoptr`).
//! `undef` reads as zero; `poison` is tracked as for `arith`.

pub(crate) mod exec;
pub(crate) mod runtime;

use std::rc::Rc;

use strata_dialects::builtin::UnrealizedConversionCastOp;
use strata_ir::ir::{Body, Op, OpId};
use strata_ir::symbols::op_attr;
use strata_ir::{AttrData, Context, Location, OpName, Type, TypeData};
use strata_llvm as l;
use strata_llvm::types::{LlvmType, llvm_type};

use crate::floats::FBin;
use crate::prepare::{Cast, IBin, Inst};
use crate::value::{ScalarTy, Value};

/// How a value of an LLVM type lies in memory (x86-64's data layout).
#[derive(Clone, Debug)]
pub enum Layout {
    /// An integer or float.
    Scalar(ScalarTy),
    /// A pointer (8 bytes).
    Ptr,
    /// A struct: field offsets and layouts, total size and alignment.
    Struct {
        /// `(byte offset, layout)` per field.
        fields: Rc<[(usize, Layout)]>,
        /// Size in bytes (with tail padding).
        size: usize,
        /// Alignment in bytes.
        align: usize,
    },
    /// An array or vector of `n` elements `stride` bytes apart.
    Array {
        /// The element.
        elem: Rc<Layout>,
        /// Number of elements.
        n: usize,
        /// Distance between elements.
        stride: usize,
        /// Size in bytes.
        size: usize,
        /// Alignment in bytes.
        align: usize,
    },
}

impl Layout {
    /// Of `ty`, if it has a memory layout the interpreter knows.
    pub fn of(ctx: &Context, ty: Type) -> Option<Layout> {
        match ctx.type_data(ty) {
            TypeData::Vector { shape, element, .. } => {
                let elem = Layout::of(ctx, *element)?;
                if matches!(elem, Layout::Scalar(ScalarTy::Int(1))) {
                    return None;
                }
                let n = usize::try_from(shape.iter().product::<i64>()).ok()?;
                let stride = elem.size();
                let size = (n * stride).next_power_of_two().max(1);
                Some(Layout::Array {
                    elem: Rc::new(elem),
                    n,
                    stride,
                    size,
                    align: size.min(64),
                })
            }
            TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_) => {
                Some(Layout::Scalar(ScalarTy::of(ctx, ty)?))
            }
            _ => match &*llvm_type(ctx, ty)? {
                LlvmType::Ptr { .. } => Some(Layout::Ptr),
                LlvmType::Array { element, len } => {
                    let elem = Layout::of(ctx, *element)?;
                    let n = usize::try_from(*len).ok()?;
                    let stride = elem.size();
                    Some(Layout::Array {
                        align: elem.align(),
                        elem: Rc::new(elem),
                        n,
                        stride,
                        size: stride.checked_mul(n)?,
                    })
                }
                LlvmType::Struct {
                    body: Some(body),
                    packed,
                    ..
                } => {
                    let mut fields = Vec::with_capacity(body.len());
                    let (mut at, mut align) = (0usize, 1usize);
                    for &t in body {
                        let f = Layout::of(ctx, t)?;
                        let a = if *packed { 1 } else { f.align() };
                        at = at.next_multiple_of(a);
                        align = align.max(a);
                        let size = f.size();
                        fields.push((at, f));
                        at = at.checked_add(size)?;
                    }
                    Some(Layout::Struct {
                        fields: fields.into(),
                        size: at.next_multiple_of(align),
                        align,
                    })
                }
                _ => None,
            },
        }
    }

    /// Size in bytes (LLVM's alloc size).
    pub fn size(&self) -> usize {
        match self {
            Layout::Scalar(t) => t.alloc_size(),
            Layout::Ptr => 8,
            Layout::Struct { size, .. } | Layout::Array { size, .. } => *size,
        }
    }

    /// ABI alignment in bytes.
    pub fn align(&self) -> usize {
        match self {
            Layout::Scalar(t) => t.alloc_size().min(16),
            Layout::Ptr => 8,
            Layout::Struct { align, .. } | Layout::Array { align, .. } => *align,
        }
    }
}

/// Unary float intrinsics.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum FUn {
    Abs,
    Sqrt,
    Exp,
    Exp2,
    Log,
    Log2,
    Log10,
    Sin,
    Cos,
    Floor,
    Ceil,
    Trunc,
    Round,
    RoundEven,
    Rint,
}

/// Unary integer intrinsics.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum IUn {
    CtPop,
    Ctlz,
    Cttz,
    BitReverse,
    ByteSwap,
    /// `llvm.intr.abs` (`true`: `INT_MIN` gives poison).
    Abs(bool),
}

/// Binary float intrinsics that are not `arith` operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum FBin2 {
    CopySign,
    Pow,
    PowI,
}

/// The `llvm` ops with no `arith`/`cf` counterpart, decoded.
#[derive(Clone, Debug)]
pub enum LInst {
    /// `llvm.load` of a value of this layout.
    Load(Layout),
    /// `llvm.store` of a value of this layout.
    Store(Layout),
    /// `llvm.getelementptr`: a constant byte offset plus, per dynamic index, `(operand,
    /// index width, byte scale)`.
    Gep {
        /// Constant part of the offset.
        konst: i64,
        /// Dynamic indices.
        dynamic: Rc<[(usize, u32, i64)]>,
    },
    /// `llvm.alloca` of elements of this many bytes (count: operand 0 of width `u32`).
    Alloca(usize, u32),
    /// `llvm.ptrtoint` to an integer of this width.
    PtrToInt(u32),
    /// `llvm.inttoptr`.
    IntToPtr,
    /// `llvm.icmp` on pointers (the predicate case).
    PtrCmp(u64),
    /// `llvm.mlir.addressof`.
    AddressOf(Rc<[u8]>),
    /// `llvm.extractvalue` at this position.
    ExtractValue(Rc<[i64]>),
    /// `llvm.insertvalue` at this position.
    InsertValue(Rc<[i64]>),
    /// `llvm.extractelement`.
    ExtractElement,
    /// `llvm.insertelement`.
    InsertElement,
    /// `llvm.shufflevector` with its mask (`-1`: poison) and the first operand's length.
    Shuffle(Rc<[i32]>, usize),
    /// `llvm.unreachable`.
    Unreachable,
    /// `llvm.freeze`: poison becomes this value.
    Freeze(Value),
    /// A unary float intrinsic.
    FUnary(FUn, ScalarTy),
    /// A binary float intrinsic.
    FBinary(FBin2, ScalarTy),
    /// A unary integer intrinsic at this width.
    IUnary(IUn, u32),
    /// `llvm.intr.fma` (`fused`) and `llvm.intr.fmuladd` (computed unfused).
    Fma {
        /// The float type.
        ty: ScalarTy,
        /// Rounded once.
        fused: bool,
    },
    /// `llvm.intr.memcpy` / `memmove`.
    Memcpy,
    /// `llvm.intr.memset`.
    Memset,
    /// `llvm.intr.stacksave`.
    StackSave,
    /// `llvm.intr.stackrestore`.
    StackRestore,
    /// `builtin.unrealized_conversion_cast` of a memref to its descriptor struct.
    ToDescriptor,
    /// `builtin.unrealized_conversion_cast` of a descriptor struct to a memref of this
    /// element type.
    FromDescriptor(ScalarTy),
    /// `builtin.unrealized_conversion_cast` of an unranked memref to `{rank, descriptor*}`
    /// (the descriptor is written to a new stack allocation).
    ToUnranked,
    /// `builtin.unrealized_conversion_cast` of `{rank, descriptor*}` to an unranked memref
    /// of this element type.
    FromUnranked(ScalarTy),
    /// `builtin.unrealized_conversion_cast` of an n-D vector (flat elements) to nested
    /// arrays of these lengths around 1-D vectors.
    Nest(Rc<[usize]>),
    /// The reverse of [`LInst::Nest`]: nested arrays to the flat elements.
    Flatten,
}

/// The op kinds of the `llvm` dialect the interpreter runs.
#[derive(Clone, Copy, Debug)]
pub enum LK {
    IBin(IBin),
    ICmp,
    FBin(FBin),
    FNeg,
    FCmp,
    Select,
    Freeze,
    Cast(Cast),
    PtrToInt,
    IntToPtr,
    Bitcast,
    Forward,
    Const,
    Undef,
    Poison,
    Zero,
    AddressOf,
    Br,
    Switch,
    Return,
    Unreachable,
    Call,
    Alloca,
    Load,
    Store,
    Gep,
    ExtractValue,
    InsertValue,
    ExtractElement,
    InsertElement,
    Shuffle,
    Fma(bool),
    FUnary(FUn),
    FBinary(FBin2),
    IUnary(IUn),
    Abs,
    Memcpy,
    Memset,
    StackSave,
    StackRestore,
    /// `llvm.intr.vscale`: [`crate::scalable::VSCALE`].
    VScale,
    /// Hints with no effect on the result: lifetime markers, `assume`, alias-scope
    /// declarations.
    Nop,
    Unrealized,
}

/// Registers the `llvm` op names (and `builtin.unrealized_conversion_cast`) with `add`.
pub fn names(ctx: &Context, add: &mut dyn FnMut(OpName, LK)) {
    for (n, o) in [
        (l::AddOp::op_name(ctx), IBin::Add),
        (l::SubOp::op_name(ctx), IBin::Sub),
        (l::MulOp::op_name(ctx), IBin::Mul),
        (l::UDivOp::op_name(ctx), IBin::DivU),
        (l::SDivOp::op_name(ctx), IBin::DivS),
        (l::URemOp::op_name(ctx), IBin::RemU),
        (l::SRemOp::op_name(ctx), IBin::RemS),
        (l::AndOp::op_name(ctx), IBin::And),
        (l::OrOp::op_name(ctx), IBin::Or),
        (l::XOrOp::op_name(ctx), IBin::Xor),
        (l::ShlOp::op_name(ctx), IBin::Shl),
        (l::LShrOp::op_name(ctx), IBin::ShrU),
        (l::AShrOp::op_name(ctx), IBin::ShrS),
        (l::SMaxOp::op_name(ctx), IBin::MaxS),
        (l::SMinOp::op_name(ctx), IBin::MinS),
        (l::UMaxOp::op_name(ctx), IBin::MaxU),
        (l::UMinOp::op_name(ctx), IBin::MinU),
    ] {
        add(n, LK::IBin(o));
    }
    for (n, o) in [
        (l::FAddOp::op_name(ctx), FBin::Add),
        (l::FSubOp::op_name(ctx), FBin::Sub),
        (l::FMulOp::op_name(ctx), FBin::Mul),
        (l::FDivOp::op_name(ctx), FBin::Div),
        (l::FRemOp::op_name(ctx), FBin::Rem),
        (l::MaxNumOp::op_name(ctx), FBin::MaxNum),
        (l::MinNumOp::op_name(ctx), FBin::MinNum),
        (l::MaximumOp::op_name(ctx), FBin::Maximum),
        (l::MinimumOp::op_name(ctx), FBin::Minimum),
    ] {
        add(n, LK::FBin(o));
    }
    for (n, c) in [
        (l::TruncOp::op_name(ctx), Cast::Trunc),
        (l::ZExtOp::op_name(ctx), Cast::ExtU),
        (l::SExtOp::op_name(ctx), Cast::ExtS),
        (l::FPTruncOp::op_name(ctx), Cast::TruncF),
        (l::FPExtOp::op_name(ctx), Cast::ExtF),
        (l::SIToFPOp::op_name(ctx), Cast::SIToFP),
        (l::UIToFPOp::op_name(ctx), Cast::UIToFP),
        (l::FPToSIOp::op_name(ctx), Cast::FPToSI),
        (l::FPToUIOp::op_name(ctx), Cast::FPToUI),
    ] {
        add(n, LK::Cast(c));
    }
    for (n, f) in [
        (l::FAbsOp::op_name(ctx), FUn::Abs),
        (l::SqrtOp::op_name(ctx), FUn::Sqrt),
        (l::ExpOp::op_name(ctx), FUn::Exp),
        (l::Exp2Op::op_name(ctx), FUn::Exp2),
        (l::LogOp::op_name(ctx), FUn::Log),
        (l::Log2Op::op_name(ctx), FUn::Log2),
        (l::Log10Op::op_name(ctx), FUn::Log10),
        (l::SinOp::op_name(ctx), FUn::Sin),
        (l::CosOp::op_name(ctx), FUn::Cos),
        (l::FloorOp::op_name(ctx), FUn::Floor),
        (l::CeilOp::op_name(ctx), FUn::Ceil),
        (l::FTruncOp::op_name(ctx), FUn::Trunc),
        (l::RoundOp::op_name(ctx), FUn::Round),
        (l::RoundEvenOp::op_name(ctx), FUn::RoundEven),
        (l::RintOp::op_name(ctx), FUn::Rint),
    ] {
        add(n, LK::FUnary(f));
    }
    for (n, i) in [
        (l::CtPopOp::op_name(ctx), IUn::CtPop),
        (l::CountLeadingZerosOp::op_name(ctx), IUn::Ctlz),
        (l::CountTrailingZerosOp::op_name(ctx), IUn::Cttz),
        (l::BitReverseOp::op_name(ctx), IUn::BitReverse),
        (l::ByteSwapOp::op_name(ctx), IUn::ByteSwap),
    ] {
        add(n, LK::IUnary(i));
    }
    add(l::CopySignOp::op_name(ctx), LK::FBinary(FBin2::CopySign));
    add(l::PowOp::op_name(ctx), LK::FBinary(FBin2::Pow));
    add(l::PowIOp::op_name(ctx), LK::FBinary(FBin2::PowI));
    add(l::AbsOp::op_name(ctx), LK::Abs);
    add(l::FNegOp::op_name(ctx), LK::FNeg);
    add(l::ICmpOp::op_name(ctx), LK::ICmp);
    add(l::FCmpOp::op_name(ctx), LK::FCmp);
    add(l::SelectOp::op_name(ctx), LK::Select);
    add(l::FreezeOp::op_name(ctx), LK::Freeze);
    add(l::PtrToIntOp::op_name(ctx), LK::PtrToInt);
    add(l::IntToPtrOp::op_name(ctx), LK::IntToPtr);
    add(l::AddrSpaceCastOp::op_name(ctx), LK::Forward);
    add(l::BitcastOp::op_name(ctx), LK::Bitcast);
    add(l::ConstantOp::op_name(ctx), LK::Const);
    add(l::UndefOp::op_name(ctx), LK::Undef);
    add(l::PoisonOp::op_name(ctx), LK::Poison);
    add(l::ZeroOp::op_name(ctx), LK::Zero);
    add(l::AddressOfOp::op_name(ctx), LK::AddressOf);
    add(l::BrOp::op_name(ctx), LK::Br);
    add(l::CondBrOp::op_name(ctx), LK::Br);
    add(l::SwitchOp::op_name(ctx), LK::Switch);
    add(l::ReturnOp::op_name(ctx), LK::Return);
    add(l::UnreachableOp::op_name(ctx), LK::Unreachable);
    add(l::CallOp::op_name(ctx), LK::Call);
    add(l::AllocaOp::op_name(ctx), LK::Alloca);
    add(l::LoadOp::op_name(ctx), LK::Load);
    add(l::StoreOp::op_name(ctx), LK::Store);
    add(l::GEPOp::op_name(ctx), LK::Gep);
    add(l::ExtractValueOp::op_name(ctx), LK::ExtractValue);
    add(l::InsertValueOp::op_name(ctx), LK::InsertValue);
    add(l::ExtractElementOp::op_name(ctx), LK::ExtractElement);
    add(l::InsertElementOp::op_name(ctx), LK::InsertElement);
    add(l::ShuffleVectorOp::op_name(ctx), LK::Shuffle);
    add(l::FMulAddOp::op_name(ctx), LK::Fma(false));
    add(l::FmaOp::op_name(ctx), LK::Fma(true));
    add(l::MemcpyOp::op_name(ctx), LK::Memcpy);
    add(l::MemmoveOp::op_name(ctx), LK::Memcpy);
    add(l::MemsetOp::op_name(ctx), LK::Memset);
    add(l::StackSaveOp::op_name(ctx), LK::StackSave);
    add(l::StackRestoreOp::op_name(ctx), LK::StackRestore);
    add(l::VScaleOp::op_name(ctx), LK::VScale);
    add(l::LifetimeStartOp::op_name(ctx), LK::Nop);
    add(l::LifetimeEndOp::op_name(ctx), LK::Nop);
    add(l::AssumeOp::op_name(ctx), LK::Nop);
    add(l::NoAliasScopeDeclOp::op_name(ctx), LK::Nop);
    add(l::SSACopyOp::op_name(ctx), LK::Forward);
    add(UnrealizedConversionCastOp::op_name(ctx), LK::Unrealized);
}

fn type_attr(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<Type> {
    match ctx.attr_data(op_attr(ctx, body, op, name)?) {
        AttrData::Type(t) => Some(*t),
        _ => None,
    }
}

fn int_attr(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<u64> {
    match ctx.attr_data(op_attr(ctx, body, op, name)?) {
        AttrData::Integer { value, .. } => value.to_u64_checked(),
        _ => None,
    }
}

fn is_ptr(ctx: &Context, ty: Type) -> bool {
    l::types::is_ptr(ctx, ty)
}

/// The value every bit of which is zero, of type `ty` (`llvm.mlir.zero`, `undef`).
pub fn zero_value(ctx: &Context, ty: Type) -> Option<Value> {
    fill_value(ctx, ty, &|st| crate::arith::from_bits128(st, 0))
}

/// A value of type `ty` whose scalars are `leaf(type)` and pointers null.
fn fill_value(ctx: &Context, ty: Type, leaf: &dyn Fn(ScalarTy) -> Value) -> Option<Value> {
    if let Some(st) = ScalarTy::of(ctx, ty)
        && !matches!(ctx.type_data(ty), TypeData::Vector { .. })
    {
        return Some(leaf(st));
    }
    if let TypeData::Vector { shape, element, .. } = ctx.type_data(ty) {
        let n = usize::try_from(shape.iter().product::<i64>()).ok()?;
        let e = fill_value(ctx, *element, leaf)?;
        return Some(Value::Vector(Rc::new(vec![e; n])));
    }
    match &*llvm_type(ctx, ty)? {
        LlvmType::Ptr { .. } => Some(Value::NULL),
        LlvmType::Array { element, len } => {
            let e = fill_value(ctx, *element, leaf)?;
            Some(Value::Vector(Rc::new(vec![e; usize::try_from(*len).ok()?])))
        }
        LlvmType::Struct {
            body: Some(body), ..
        } => Some(Value::Vector(Rc::new(
            body.iter()
                .map(|t| fill_value(ctx, *t, leaf))
                .collect::<Option<Vec<_>>>()?,
        ))),
        _ => None,
    }
}

/// The value of type `ty` (arrays, structs, vectors) whose scalars are taken in order from
/// `leaves`.
fn restructure(ctx: &Context, ty: Type, leaves: &mut dyn Iterator<Item = Value>) -> Option<Value> {
    if let TypeData::Vector { shape, .. } = ctx.type_data(ty) {
        let n = usize::try_from(shape.iter().product::<i64>()).ok()?;
        return Some(Value::Vector(Rc::new(leaves.take(n).collect())));
    }
    if ScalarTy::of(ctx, ty).is_some() {
        return leaves.next();
    }
    match &*llvm_type(ctx, ty)? {
        LlvmType::Array { element, len } => Some(Value::Vector(Rc::new(
            (0..*len)
                .map(|_| restructure(ctx, *element, leaves))
                .collect::<Option<Vec<_>>>()?,
        ))),
        LlvmType::Struct {
            body: Some(body), ..
        } => Some(Value::Vector(Rc::new(
            body.iter()
                .map(|t| restructure(ctx, *t, leaves))
                .collect::<Option<Vec<_>>>()?,
        ))),
        _ => None,
    }
}

fn poison_value(ctx: &Context, ty: Type, loc: Location) -> Option<Value> {
    if is_ptr(ctx, ty) {
        return Some(Value::Poison(loc));
    }
    fill_value(ctx, ty, &|_| Value::Poison(loc))
}

/// Decodes `llvm` op `op` of kind `k`.
pub fn decode(ctx: &Context, body: &Body, op: OpId, k: LK) -> Option<Inst> {
    let rty = || body.value_type(body.result(op, 0));
    let oty = |i: usize| body.value_type(body.operand(op, i));
    let sty = |t: Type| ScalarTy::of(ctx, t);
    let l = |i: LInst| Some(Inst::Llvm(Rc::new(i)));
    match k {
        LK::IBin(o) => {
            let flags = int_attr(ctx, body, op, "overflowFlags").unwrap_or(0);
            Some(Inst::IBin {
                op: o,
                ty: sty(rty())?,
                nsw: flags & 1 != 0,
                nuw: flags & 2 != 0,
                exact: op_attr(ctx, body, op, "isExact").is_some(),
            })
        }
        LK::ICmp => {
            let pred = int_attr(ctx, body, op, "predicate")?;
            if is_ptr(ctx, oty(0)) {
                return l(LInst::PtrCmp(pred));
            }
            Some(Inst::ICmp {
                pred,
                ty: sty(oty(0))?,
            })
        }
        LK::FCmp => Some(Inst::FCmp {
            pred: int_attr(ctx, body, op, "predicate")?,
            ty: sty(oty(0))?,
        }),
        LK::FBin(o) => Some(Inst::FBin {
            op: o,
            ty: sty(rty())?,
        }),
        LK::FNeg => Some(Inst::FNeg { ty: sty(rty())? }),
        LK::Select => Some(Inst::Select),
        LK::Freeze => l(LInst::Freeze(zero_value(ctx, rty())?)),
        LK::Cast(c) => Some(Inst::Cast {
            op: c,
            from: sty(oty(0))?,
            to: sty(rty())?,
        }),
        LK::Bitcast => {
            if is_ptr(ctx, oty(0)) && is_ptr(ctx, rty()) {
                return Some(Inst::Forward);
            }
            let (from, to) = (oty(0), rty());
            if crate::value::same_width_vectors(ctx, from, to) {
                return Some(Inst::Forward);
            }
            // Otherwise only scalar-to-scalar bitcasts of the same width.
            if matches!(ctx.type_data(from), TypeData::Vector { .. })
                || matches!(ctx.type_data(to), TypeData::Vector { .. })
            {
                return None;
            }
            Some(Inst::Cast {
                op: Cast::Bitcast,
                from: sty(from)?,
                to: sty(to)?,
            })
        }
        LK::PtrToInt => l(LInst::PtrToInt(sty(rty())?.bits())),
        LK::IntToPtr => {
            if !is_ptr(ctx, rty()) {
                return None;
            }
            l(LInst::IntToPtr)
        }
        LK::Forward => Some(Inst::Forward),
        LK::Const => {
            let a = op_attr(ctx, body, op, "value")?;
            if llvm_type(ctx, rty()).is_some() {
                // Strings and tensors as arrays (and structs of arrays).
                let leaves = match ctx.attr_data(a) {
                    AttrData::String { value, .. } => {
                        Some(value.iter().map(|&b| Value::Bits(u64::from(b))).collect())
                    }
                    AttrData::DenseElements {
                        ty,
                        data: strata_ir::attributes::DenseData::Numeric { splat, raw },
                    } => match ctx.type_data(*ty) {
                        TypeData::RankedTensor { shape, element, .. } => {
                            let st = sty(*element)?;
                            let size = ctx.dense_element_bytes(*element)?;
                            let n = usize::try_from(shape.iter().product::<i64>()).ok()?;
                            let items: Option<Vec<Value>> = (0..n)
                                .map(|i| {
                                    let at = if *splat { 0 } else { i * size };
                                    Some(crate::memory::read_scalar(st, raw.get(at..at + size)?))
                                })
                                .collect();
                            Some(items?)
                        }
                        _ => None,
                    },
                    _ => None,
                };
                if let Some(leaves) = leaves {
                    let mut it = leaves.into_iter();
                    return Some(Inst::Const(restructure(ctx, rty(), &mut it)?));
                }
            }
            let v = crate::interp::attr_value(ctx, a)?;
            // `llvm.mlir.constant(1 : index) : i64`: the attribute's width may differ.
            match (sty(rty()), &v) {
                (Some(st), Value::Bits(_) | Value::Wide(_))
                    if !matches!(ctx.type_data(rty()), TypeData::Vector { .. }) =>
                {
                    Some(Inst::Const(crate::arith::from_bits128(
                        st,
                        crate::arith::bits128(&v),
                    )))
                }
                // A dense constant of an array type: shaped as the type.
                (_, Value::Vector(items)) if llvm_type(ctx, rty()).is_some() => {
                    let mut leaves = items.iter().cloned();
                    Some(Inst::Const(restructure(ctx, rty(), &mut leaves)?))
                }
                _ => Some(Inst::Const(v)),
            }
        }
        LK::Undef | LK::Zero => Some(Inst::Const(zero_value(ctx, rty())?)),
        LK::Poison => Some(Inst::Const(poison_value(ctx, rty(), body.op(op).loc)?)),
        LK::AddressOf => match ctx.attr_data(op_attr(ctx, body, op, "global_name")?) {
            AttrData::SymbolRef { root, .. } => {
                l(LInst::AddressOf(Rc::from(ctx.ident_bytes_of(*root))))
            }
            _ => None,
        },
        LK::Br => Some(Inst::Branch(None)),
        LK::Switch => {
            let flag = sty(oty(0))?;
            let values = match op_attr(ctx, body, op, "case_values") {
                Some(a) => l::ops::control::case_values(ctx, a)?,
                None => Vec::new(),
            };
            let w = flag.bits();
            let mask = if w >= 64 { u64::MAX } else { (1u64 << w) - 1 };
            Some(Inst::Branch(Some(
                values
                    .into_iter()
                    .map(|v| u128::from(v as u64 & mask))
                    .collect(),
            )))
        }
        LK::Return => Some(Inst::Terminator),
        LK::Unreachable => l(LInst::Unreachable),
        LK::Call => match op_attr(ctx, body, op, "callee").map(|a| ctx.attr_data(a)) {
            Some(AttrData::SymbolRef { root, .. }) => {
                Some(Inst::Call(Rc::from(ctx.ident_bytes_of(*root))))
            }
            Some(_) => None,
            None => Some(Inst::CallIndirect),
        },
        LK::Alloca => {
            let elem = Layout::of(ctx, type_attr(ctx, body, op, "elem_type")?)?;
            l(LInst::Alloca(elem.size(), sty(oty(0))?.bits()))
        }
        LK::Load => l(LInst::Load(Layout::of(ctx, rty())?)),
        LK::Store => l(LInst::Store(Layout::of(ctx, oty(0))?)),
        LK::Gep => decode_gep(ctx, body, op),
        LK::ExtractValue | LK::InsertValue => {
            let pos: Rc<[i64]> =
                crate::prepare::dense_i64s(ctx, op_attr(ctx, body, op, "position")?)?.into();
            if matches!(k, LK::ExtractValue) {
                l(LInst::ExtractValue(pos))
            } else {
                l(LInst::InsertValue(pos))
            }
        }
        LK::ExtractElement => l(LInst::ExtractElement),
        LK::InsertElement => l(LInst::InsertElement),
        LK::Shuffle => {
            let mask: Rc<[i32]> = match ctx.attr_data(op_attr(ctx, body, op, "mask")?) {
                AttrData::DenseArray { raw, .. } => raw
                    .chunks_exact(4)
                    .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                    .collect(),
                _ => return None,
            };
            let n = crate::value::vector_shape(ctx, oty(0))?
                .iter()
                .product::<i64>();
            l(LInst::Shuffle(mask, usize::try_from(n).ok()?))
        }
        LK::Fma(fused) => l(LInst::Fma {
            ty: sty(rty())?,
            fused,
        }),
        LK::FUnary(f) => l(LInst::FUnary(f, sty(rty())?)),
        LK::FBinary(f) => l(LInst::FBinary(f, sty(rty())?)),
        LK::IUnary(i) => l(LInst::IUnary(i, sty(rty())?.bits())),
        LK::Abs => {
            let poison = int_attr(ctx, body, op, "is_int_min_poison").unwrap_or(0) != 0;
            l(LInst::IUnary(IUn::Abs(poison), sty(rty())?.bits()))
        }
        LK::Memcpy => l(LInst::Memcpy),
        LK::Memset => l(LInst::Memset),
        LK::StackSave => l(LInst::StackSave),
        LK::VScale => Some(Inst::Const(Value::Bits(crate::scalable::VSCALE))),
        LK::StackRestore => l(LInst::StackRestore),
        LK::Nop => Some(Inst::Nop),
        LK::Unrealized => {
            if body.num_operands(op) != 1 || body.num_results(op) != 1 {
                return None;
            }
            let (from, to) = (oty(0), rty());
            let is_llvm = |t: Type| llvm_type(ctx, t).is_some();
            match (ctx.type_data(from), ctx.type_data(to)) {
                (
                    TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. },
                    TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. },
                ) => Some(Inst::Forward),
                (TypeData::MemRef { .. }, _) if is_llvm(to) => l(LInst::ToDescriptor),
                (TypeData::UnrankedMemRef { .. }, _) if is_llvm(to) => l(LInst::ToUnranked),
                (_, TypeData::MemRef { element, .. }) if is_llvm(from) => {
                    l(LInst::FromDescriptor(sty(*element)?))
                }
                (_, TypeData::UnrankedMemRef { element, .. }) if is_llvm(from) => {
                    l(LInst::FromUnranked(sty(*element)?))
                }
                (TypeData::Vector { shape, .. }, _) if is_llvm(to) && shape.len() > 1 => {
                    l(LInst::Nest(
                        shape[..shape.len() - 1]
                            .iter()
                            .map(|&d| d as usize)
                            .collect(),
                    ))
                }
                (_, TypeData::Vector { shape, .. }) if is_llvm(from) && shape.len() > 1 => {
                    l(LInst::Flatten)
                }
                _ if from == to => Some(Inst::Forward),
                // Scalars of the same width (`index` and `i64`).
                _ => match (sty(from), sty(to)) {
                    (Some(a), Some(b)) if a.bits() == b.bits() => Some(Inst::Forward),
                    _ => None,
                },
            }
        }
    }
}

fn decode_gep(ctx: &Context, body: &Body, op: OpId) -> Option<Inst> {
    let g = l::GEPOp(op);
    let mut ty = g.element_type(ctx, body)?;
    let mut konst = 0i64;
    let mut dynamic = Vec::new();
    let operand_index = |v| body.operands(op).position(|o| o == v);
    for (i, idx) in g.indices(ctx, body).into_iter().enumerate() {
        // The first index steps over whole elements; later ones go inside.
        let (scale, next) = if i == 0 {
            (Layout::of(ctx, ty)?.size() as i64, ty)
        } else if let TypeData::Vector { element, .. } = ctx.type_data(ty) {
            (Layout::of(ctx, *element)?.size() as i64, *element)
        } else {
            match &*llvm_type(ctx, ty)? {
                LlvmType::Array { element, .. } => {
                    (Layout::of(ctx, *element)?.size() as i64, *element)
                }
                LlvmType::Struct {
                    body: Some(fields), ..
                } => {
                    let l::GepArg::Const(c) = idx else {
                        return None;
                    };
                    let Layout::Struct { fields: lf, .. } = Layout::of(ctx, ty)? else {
                        return None;
                    };
                    let c = usize::try_from(c).ok()?;
                    konst += lf.get(c)?.0 as i64;
                    ty = *fields.get(c)?;
                    continue;
                }
                _ => return None,
            }
        };
        match idx {
            l::GepArg::Const(c) => konst = konst.wrapping_add(i64::from(c).wrapping_mul(scale)),
            l::GepArg::Value(v) => {
                let w = ScalarTy::of(ctx, body.value_type(v))?.bits();
                if w > 64 {
                    return None;
                }
                dynamic.push((operand_index(v)?, w, scale));
            }
        }
        ty = next;
    }
    Some(Inst::Llvm(Rc::new(LInst::Gep {
        konst,
        dynamic: dynamic.into(),
    })))
}

#[cfg(test)]
mod tests;

/// The `llvm.byval` arguments of the `llvm.func` `f` (an op of `body`): their indices and
/// pointee types.
pub(crate) fn byval_args(ctx: &Context, body: &Body, f: OpId) -> Vec<(usize, Type)> {
    let Some(list) = op_attr(ctx, body, f, "arg_attrs") else {
        return Vec::new();
    };
    let AttrData::Array(dicts) = ctx.attr_data(list) else {
        return Vec::new();
    };
    let byval = ctx.ident("llvm.byval");
    let mut out = Vec::new();
    for (i, &d) in dicts.iter().enumerate() {
        if !matches!(ctx.attr_data(d), AttrData::Dictionary(_)) {
            continue;
        }
        let ty = ctx
            .dictionary_entries(d)
            .iter()
            .find(|e| e.name == byval)
            .and_then(|e| match ctx.attr_data(e.value) {
                AttrData::Type(t) => Some(*t),
                _ => None,
            });
        if let Some(t) = ty {
            out.push((i, t));
        }
    }
    out
}
