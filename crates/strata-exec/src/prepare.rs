//! Decoding a function once before running it: every op of its body becomes an [`Inst`]
//! (what to do, with its attributes, types and operand groups already read through the
//! typed views), stored by op index, so that execution never looks at names or attributes.

use std::rc::Rc;

use rustc_hash::FxHashMap;
use strata_affine::ir as affine;
use strata_dialects::{arith, cf, func, memref, scf, ub, vector};
use strata_ir::affine::{AffineMap, IntegerSet};
use strata_ir::ir::{Body, Op, OpId, ValueId};
use strata_ir::symbols::op_attr;
use strata_ir::{AttrData, Attribute, Context, OpName, TypeData};

use crate::floats::FBin;
use crate::value::{ScalarTy, Value};

/// Integer binary operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum IBin {
    Add,
    Sub,
    Mul,
    DivU,
    DivS,
    RemU,
    RemS,
    CeilDivU,
    CeilDivS,
    FloorDivS,
    And,
    Or,
    Xor,
    Shl,
    ShrU,
    ShrS,
    MaxS,
    MinS,
    MaxU,
    MinU,
}

/// Conversions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs, clippy::enum_variant_names)]
pub enum Cast {
    ExtS,
    ExtU,
    Trunc,
    IndexCast,
    IndexCastU,
    Bitcast,
    SIToFP,
    UIToFP,
    FPToSI,
    FPToUI,
    ExtF,
    TruncF,
}

/// Ops with two results computed in double width.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Extended {
    AddU,
    MulS,
    MulU,
}

/// What the interpreter does for one op.
#[derive(Clone, Debug)]
pub enum Inst {
    /// An op the interpreter cannot run (its name is reported when reached).
    Unsupported,
    /// No effect (prefetches, assumptions).
    Nop,
    /// Forwards operand `i` to result `i` (casts that keep the descriptor).
    Forward,
    /// A constant.
    Const(Value),
    /// `ub.poison`.
    Poison,
    /// Integer binary op at `ty`; `nsw`/`nuw`/`exact` flags.
    IBin {
        /// The operation.
        op: IBin,
        /// Element type.
        ty: ScalarTy,
        /// `overflow<nsw>`.
        nsw: bool,
        /// `overflow<nuw>`.
        nuw: bool,
        /// `exact` (shifts and divisions).
        exact: bool,
    },
    /// `arith.cmpi`.
    ICmp {
        /// Predicate case.
        pred: u64,
        /// Operand type.
        ty: ScalarTy,
    },
    /// Float binary op.
    FBin {
        /// The operation.
        op: FBin,
        /// Element type.
        ty: ScalarTy,
    },
    /// `arith.negf`.
    FNeg {
        /// Element type.
        ty: ScalarTy,
    },
    /// `arith.cmpf`.
    FCmp {
        /// Predicate case.
        pred: u64,
        /// Operand type.
        ty: ScalarTy,
    },
    /// `arith.select`.
    Select,
    /// `addui_extended`, `mulsi_extended`, `mului_extended`.
    Extended {
        /// Which.
        op: Extended,
        /// Operand type.
        ty: ScalarTy,
    },
    /// A conversion from `from` to `to`.
    Cast {
        /// Which.
        op: Cast,
        /// Source element type.
        from: ScalarTy,
        /// Result element type.
        to: ScalarTy,
    },
    /// `cf.br`, `cf.cond_br`, `cf.switch` (case values; `None` for br/cond_br).
    Branch(Option<Rc<[u128]>>),
    /// `cf.assert`.
    Assert(Rc<str>),
    /// A region terminator passing its operands to the parent (`func.return`, `scf.yield`,
    /// `affine.yield`, `scf.condition`, `memref.alloca_scope.return`, `scf.reduce`, ...).
    Terminator,
    /// `func.call` of a symbol.
    Call(Rc<[u8]>),
    /// `func.call_indirect`.
    CallIndirect,
    /// `scf.for`: signed or unsigned comparison.
    ScfFor {
        /// `unsignedCmp`.
        unsigned: bool,
    },
    /// `scf.if`.
    ScfIf,
    /// `scf.while`.
    ScfWhile,
    /// `scf.execute_region` and `memref.alloca_scope`.
    ExecuteRegion {
        /// Whether it is an allocation scope.
        scope: bool,
    },
    /// `scf.index_switch`.
    IndexSwitch(Rc<[i64]>),
    /// `scf.parallel` with its operand groups.
    ScfParallel {
        /// Lower bounds.
        lbs: Rc<[ValueId]>,
        /// Upper bounds.
        ubs: Rc<[ValueId]>,
        /// Steps.
        steps: Rc<[ValueId]>,
        /// Initial values of the reductions.
        inits: Rc<[ValueId]>,
    },
    /// `affine.for`.
    AffineFor {
        /// Lower bound map.
        lb: AffineMap,
        /// Upper bound map.
        ub: AffineMap,
        /// Operands of the lower bound map.
        n_lb: usize,
        /// Operands of the upper bound map.
        n_ub: usize,
        /// Step.
        step: i64,
    },
    /// `affine.if`.
    AffineIf(IntegerSet),
    /// `affine.apply`.
    AffineApply(AffineMap),
    /// `affine.min` (`false`) / `affine.max` (`true`).
    AffineMinMax(AffineMap, bool),
    /// `affine.load`.
    AffineLoad(AffineMap),
    /// `affine.store`.
    AffineStore(AffineMap),
    /// `affine.parallel`: bound maps (grouped results) and steps.
    AffineParallel {
        /// Lower bounds map.
        lbs: AffineMap,
        /// Result count per dimension of `lbs`.
        lb_groups: Rc<[i32]>,
        /// Upper bounds map.
        ubs: AffineMap,
        /// Result count per dimension of `ubs`.
        ub_groups: Rc<[i32]>,
        /// Steps.
        steps: Rc<[i64]>,
        /// Reduction kinds (arith.AtomicRMWKind cases).
        reductions: Rc<[u64]>,
    },
    /// `memref.alloc` / `memref.alloca`: static shape (`-1` for dynamic), element type.
    Alloc {
        /// Shape.
        shape: Rc<[i64]>,
        /// Element type.
        elem: ScalarTy,
        /// `alloca`.
        stack: bool,
    },
    /// `memref.dealloc`.
    Dealloc,
    /// `memref.load`.
    Load,
    /// `memref.store`.
    Store,
    /// `memref.dim`.
    Dim,
    /// `memref.rank`.
    Rank,
    /// `memref.copy`.
    Copy,
    /// `memref.cast` / `memory_space_cast` to a type of this static shape (`-1`: dynamic;
    /// `None`: unranked).
    MemCast(Option<Rc<[i64]>>),
    /// `memref.get_global`.
    GetGlobal(Rc<[u8]>),
    /// `memref.subview` / `memref.reinterpret_cast` (`reinterpret`): static values (with
    /// `i64::MIN` for dynamic ones, taken from the operands in order) and the result rank.
    View {
        /// Offsets (subview: per dimension; reinterpret_cast: one).
        offsets: Rc<[i64]>,
        /// Sizes.
        sizes: Rc<[i64]>,
        /// Strides.
        strides: Rc<[i64]>,
        /// Result rank.
        rank: usize,
        /// `reinterpret_cast`.
        reinterpret: bool,
    },
    /// `memref.collapse_shape` / `memref.expand_shape`: reassociation groups, the result
    /// shape (static, `-1` dynamic) and whether it expands.
    Reshape {
        /// Reassociation groups.
        groups: Rc<[Rc<[usize]>]>,
        /// Result shape.
        shape: Rc<[i64]>,
        /// Expand (else collapse).
        expand: bool,
    },
    /// `memref.extract_aligned_pointer_as_index`.
    AlignedPointer,
    /// `func.constant`.
    FuncConst(Rc<[u8]>),
    /// `vector.broadcast` from a scalar (empty source shape) or a vector of the source
    /// shape to the result shape.
    Broadcast {
        /// Source vector shape (empty for a scalar).
        from: Rc<[i64]>,
        /// Result vector shape.
        to: Rc<[i64]>,
    },
    /// `memref.atomic_rmw` with its `arith::AtomicRMWKind` case.
    AtomicRmw {
        /// The kind (`addf` = 0, ... `xori` = 15).
        kind: u64,
        /// The element type.
        ty: ScalarTy,
    },
    /// `memref.generic_atomic_rmw`.
    GenericAtomic,
    /// `memref.realloc`: the result's static size (`-1`: dynamic).
    Realloc(i64),
    /// `memref.extract_strided_metadata`.
    ExtractMetadata,
    /// `memref.view` of a byte buffer as elements of `elem` in `shape` (`-1`: dynamic).
    View8 {
        /// Result shape.
        shape: Rc<[i64]>,
        /// Result element type.
        elem: ScalarTy,
    },
    /// `memref.reshape` to a result of this rank.
    ShapeReshape,
    /// `affine.delinearize_index` over a basis (`None`: no outer bound).
    Delinearize(Rc<[Option<Basis>]>),
    /// `affine.linearize_index` over a basis (`None`: no outer bound).
    Linearize(Rc<[Option<Basis>]>),
    /// `affine.vector_load` of `n` contiguous elements.
    AffineVectorLoad(AffineMap, usize),
    /// `affine.vector_store` of `n` contiguous elements.
    AffineVectorStore(AffineMap, usize),
    /// `scf.forall` (on memrefs: no shared outputs) with its bounds.
    Forall {
        /// Lower bounds.
        lbs: Rc<[Basis]>,
        /// Upper bounds.
        ubs: Rc<[Basis]>,
        /// Steps.
        steps: Rc<[Basis]>,
    },
    /// An `llvm` op of its own.
    Llvm(Rc<crate::llvm::LInst>),
    /// `vector.extract`: positions (`i64::MIN`: dynamic, from the operands in order) into
    /// a vector of `shape`.
    Extract {
        /// Positions.
        position: Rc<[i64]>,
        /// Source shape.
        shape: Rc<[i64]>,
    },
    /// `vector.insert`: the value at positions (as for `Extract`, dynamic ones from the
    /// operands after the destination) of a vector of `shape`.
    Insert {
        /// Positions.
        position: Rc<[i64]>,
        /// Destination shape.
        shape: Rc<[i64]>,
    },
    /// `vector.print`.
    VectorPrint(Rc<crate::vector_ops::VectorPrint>),
    /// `vector.shuffle`.
    Shuffle(Rc<crate::vector_ops::Shuffle>),
}

/// A static extent or one given by a value.
#[derive(Clone, Copy, Debug)]
pub enum Basis {
    /// Static.
    Static(i64),
    /// A value.
    Value(ValueId),
}

/// The decoded ops of one function body, by op index.
#[derive(Debug)]
pub struct Prepared {
    /// Per op index.
    pub insts: Vec<Inst>,
    /// Per op index: where its first operands and first result live in the frame.
    pub slots: Vec<Slots>,
}

/// The frame slots (value indices) of an op's first three operands and first result
/// ([`Slots::NONE`] where absent), so that hot ops read and write values directly.
#[derive(Clone, Copy, Debug)]
pub struct Slots {
    /// Operand 0.
    pub a: u32,
    /// Operand 1.
    pub b: u32,
    /// Operand 2.
    pub c: u32,
    /// Result 0.
    pub r: u32,
    /// The next op of the block ([`Slots::NONE`] after the last), so that running a block
    /// never reads the op itself.
    pub next: u32,
}

impl Slots {
    /// No value.
    pub const NONE: u32 = u32::MAX;
}

impl Prepared {
    /// The op after `op` in its block.
    #[inline(always)]
    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        let n = self.slots[op.index()].next;
        (n != Slots::NONE).then_some(OpId(n))
    }
}

/// Op kinds recognized by name (one table per context).
#[derive(Clone, Copy, Debug)]
enum K {
    Const,
    /// `vector.vscale`: [`crate::scalable::VSCALE`].
    VScale,
    Poison,
    IBin(IBin),
    ICmp,
    FBin(FBin),
    FNeg,
    FCmp,
    Select,
    Ext(Extended),
    Cast(Cast),
    Br,
    Switch,
    Assert,
    Term,
    Call,
    CallIndirect,
    FuncConst,
    ScfFor,
    ScfIf,
    ScfWhile,
    ExecRegion,
    AllocaScope,
    IndexSwitch,
    ScfParallel,
    AFor,
    AIf,
    AApply,
    AMin,
    AMax,
    ALoad,
    AStore,
    AParallel,
    Alloc,
    Alloca,
    Dealloc,
    Load,
    Store,
    Dim,
    Rank,
    Copy,
    MemCast,
    GetGlobal,
    SubView,
    Reinterpret,
    Collapse,
    Expand,
    AlignedPtr,
    Nop,
    Forward,
    SameWidthBitcast,
    Broadcast,
    Extract,
    Insert,
    VPrint,
    Shuffle,
    AtomicRmw,
    GenericAtomic,
    Realloc,
    ExtractMetadata,
    ByteView,
    ShapeReshape,
    Delinearize,
    Linearize,
    AVectorLoad,
    AVectorStore,
    Forall,
    L(crate::llvm::LK),
}

/// The name table: interned op name to kind.
pub struct Names {
    map: FxHashMap<OpName, K>,
}

impl Names {
    /// Builds the table for `ctx`.
    pub fn new(ctx: &Context) -> Names {
        use arith as a;
        let mut map = FxHashMap::default();
        let mut add = |n: OpName, k: K| {
            map.insert(n, k);
        };
        add(a::ConstantOp::op_name(ctx), K::Const);
        add(ub::PoisonOp::op_name(ctx), K::Poison);
        for (n, op) in [
            (a::AddIOp::op_name(ctx), IBin::Add),
            (a::SubIOp::op_name(ctx), IBin::Sub),
            (a::MulIOp::op_name(ctx), IBin::Mul),
            (a::DivUIOp::op_name(ctx), IBin::DivU),
            (a::DivSIOp::op_name(ctx), IBin::DivS),
            (a::RemUIOp::op_name(ctx), IBin::RemU),
            (a::RemSIOp::op_name(ctx), IBin::RemS),
            (a::CeilDivUIOp::op_name(ctx), IBin::CeilDivU),
            (a::CeilDivSIOp::op_name(ctx), IBin::CeilDivS),
            (a::FloorDivSIOp::op_name(ctx), IBin::FloorDivS),
            (a::AndIOp::op_name(ctx), IBin::And),
            (a::OrIOp::op_name(ctx), IBin::Or),
            (a::XOrIOp::op_name(ctx), IBin::Xor),
            (a::ShLIOp::op_name(ctx), IBin::Shl),
            (a::ShRUIOp::op_name(ctx), IBin::ShrU),
            (a::ShRSIOp::op_name(ctx), IBin::ShrS),
            (a::MaxSIOp::op_name(ctx), IBin::MaxS),
            (a::MinSIOp::op_name(ctx), IBin::MinS),
            (a::MaxUIOp::op_name(ctx), IBin::MaxU),
            (a::MinUIOp::op_name(ctx), IBin::MinU),
        ] {
            add(n, K::IBin(op));
        }
        add(a::CmpIOp::op_name(ctx), K::ICmp);
        for (n, op) in [
            (a::AddFOp::op_name(ctx), FBin::Add),
            (a::SubFOp::op_name(ctx), FBin::Sub),
            (a::MulFOp::op_name(ctx), FBin::Mul),
            (a::DivFOp::op_name(ctx), FBin::Div),
            (a::RemFOp::op_name(ctx), FBin::Rem),
            (a::MaximumFOp::op_name(ctx), FBin::Maximum),
            (a::MinimumFOp::op_name(ctx), FBin::Minimum),
            (a::MaxNumFOp::op_name(ctx), FBin::MaxNum),
            (a::MinNumFOp::op_name(ctx), FBin::MinNum),
        ] {
            add(n, K::FBin(op));
        }
        add(a::NegFOp::op_name(ctx), K::FNeg);
        add(a::CmpFOp::op_name(ctx), K::FCmp);
        add(a::SelectOp::op_name(ctx), K::Select);
        add(a::AddUIExtendedOp::op_name(ctx), K::Ext(Extended::AddU));
        add(a::MulSIExtendedOp::op_name(ctx), K::Ext(Extended::MulS));
        add(a::MulUIExtendedOp::op_name(ctx), K::Ext(Extended::MulU));
        for (n, op) in [
            (a::ExtSIOp::op_name(ctx), Cast::ExtS),
            (a::ExtUIOp::op_name(ctx), Cast::ExtU),
            (a::TruncIOp::op_name(ctx), Cast::Trunc),
            (a::IndexCastOp::op_name(ctx), Cast::IndexCast),
            (a::IndexCastUIOp::op_name(ctx), Cast::IndexCastU),
            (a::BitcastOp::op_name(ctx), Cast::Bitcast),
            (a::SIToFPOp::op_name(ctx), Cast::SIToFP),
            (a::UIToFPOp::op_name(ctx), Cast::UIToFP),
            (a::FPToSIOp::op_name(ctx), Cast::FPToSI),
            (a::FPToUIOp::op_name(ctx), Cast::FPToUI),
            (a::ExtFOp::op_name(ctx), Cast::ExtF),
            (a::TruncFOp::op_name(ctx), Cast::TruncF),
        ] {
            add(n, K::Cast(op));
        }
        add(cf::BranchOp::op_name(ctx), K::Br);
        add(cf::CondBranchOp::op_name(ctx), K::Br);
        add(cf::SwitchOp::op_name(ctx), K::Switch);
        add(cf::AssertOp::op_name(ctx), K::Assert);
        for n in [
            func::ReturnOp::op_name(ctx),
            scf::YieldOp::op_name(ctx),
            scf::ConditionOp::op_name(ctx),
            scf::ReduceOp::op_name(ctx),
            scf::ReduceReturnOp::op_name(ctx),
            affine::YieldOp::op_name(ctx),
            memref::AllocaScopeReturnOp::op_name(ctx),
        ] {
            add(n, K::Term);
        }
        add(func::CallOp::op_name(ctx), K::Call);
        add(func::CallIndirectOp::op_name(ctx), K::CallIndirect);
        add(func::ConstantOp::op_name(ctx), K::FuncConst);
        add(scf::ForOp::op_name(ctx), K::ScfFor);
        add(scf::IfOp::op_name(ctx), K::ScfIf);
        add(scf::WhileOp::op_name(ctx), K::ScfWhile);
        add(scf::ExecuteRegionOp::op_name(ctx), K::ExecRegion);
        add(memref::AllocaScopeOp::op_name(ctx), K::AllocaScope);
        add(scf::IndexSwitchOp::op_name(ctx), K::IndexSwitch);
        add(scf::ParallelOp::op_name(ctx), K::ScfParallel);
        add(affine::ForOp::op_name(ctx), K::AFor);
        add(affine::IfOp::op_name(ctx), K::AIf);
        add(affine::ApplyOp::op_name(ctx), K::AApply);
        add(affine::MinOp::op_name(ctx), K::AMin);
        add(affine::MaxOp::op_name(ctx), K::AMax);
        add(affine::LoadOp::op_name(ctx), K::ALoad);
        add(affine::StoreOp::op_name(ctx), K::AStore);
        add(affine::ParallelOp::op_name(ctx), K::AParallel);
        add(memref::AllocOp::op_name(ctx), K::Alloc);
        add(memref::AllocaOp::op_name(ctx), K::Alloca);
        add(memref::DeallocOp::op_name(ctx), K::Dealloc);
        add(memref::LoadOp::op_name(ctx), K::Load);
        add(memref::StoreOp::op_name(ctx), K::Store);
        add(memref::DimOp::op_name(ctx), K::Dim);
        add(memref::RankOp::op_name(ctx), K::Rank);
        add(memref::CopyOp::op_name(ctx), K::Copy);
        add(memref::CastOp::op_name(ctx), K::MemCast);
        add(memref::MemorySpaceCastOp::op_name(ctx), K::MemCast);
        add(memref::GetGlobalOp::op_name(ctx), K::GetGlobal);
        add(memref::SubViewOp::op_name(ctx), K::SubView);
        add(memref::ReinterpretCastOp::op_name(ctx), K::Reinterpret);
        add(memref::CollapseShapeOp::op_name(ctx), K::Collapse);
        add(memref::ExpandShapeOp::op_name(ctx), K::Expand);
        add(
            memref::ExtractAlignedPointerAsIndexOp::op_name(ctx),
            K::AlignedPtr,
        );
        add(memref::AssumeAlignmentOp::op_name(ctx), K::Forward);
        add(memref::PrefetchOp::op_name(ctx), K::Nop);
        add(affine::PrefetchOp::op_name(ctx), K::Nop);
        add(vector::BroadcastOp::op_name(ctx), K::Broadcast);
        add(vector::ExtractOp::op_name(ctx), K::Extract);
        add(vector::InsertOp::op_name(ctx), K::Insert);
        add(vector::PrintOp::op_name(ctx), K::VPrint);
        add(vector::ShuffleOp::op_name(ctx), K::Shuffle);
        add(vector::ShapeCastOp::op_name(ctx), K::Forward);
        add(vector::BitCastOp::op_name(ctx), K::SameWidthBitcast);
        add(vector::VectorScaleOp::op_name(ctx), K::VScale);
        add(memref::AtomicRMWOp::op_name(ctx), K::AtomicRmw);
        add(memref::GenericAtomicRMWOp::op_name(ctx), K::GenericAtomic);
        add(memref::AtomicYieldOp::op_name(ctx), K::Term);
        add(memref::ReallocOp::op_name(ctx), K::Realloc);
        add(
            memref::ExtractStridedMetadataOp::op_name(ctx),
            K::ExtractMetadata,
        );
        add(memref::ReshapeOp::op_name(ctx), K::ShapeReshape);
        add(memref::ViewOp::op_name(ctx), K::ByteView);
        add(affine::DelinearizeIndexOp::op_name(ctx), K::Delinearize);
        add(affine::LinearizeIndexOp::op_name(ctx), K::Linearize);
        add(affine::VectorLoadOp::op_name(ctx), K::AVectorLoad);
        add(affine::VectorStoreOp::op_name(ctx), K::AVectorStore);
        add(scf::ForallOp::op_name(ctx), K::Forall);
        add(scf::InParallelOp::op_name(ctx), K::Term);
        crate::llvm::names(ctx, &mut |n, k| add(n, K::L(k)));
        Names { map }
    }

    /// Decodes every op of `body`.
    pub fn prepare(&self, ctx: &Context, body: &Body) -> Prepared {
        let mut insts = vec![Inst::Unsupported; body.op_capacity()];
        let none = Slots {
            a: Slots::NONE,
            b: Slots::NONE,
            c: Slots::NONE,
            r: Slots::NONE,
            next: Slots::NONE,
        };
        let mut slots = vec![none; body.op_capacity()];
        for (i, slot) in insts.iter_mut().enumerate() {
            let op = OpId(i as u32);
            if body.is_erased(op) {
                continue;
            }
            let n = body.num_operands(op);
            let operand = |k: usize| {
                if k < n {
                    body.operand(op, k).0
                } else {
                    Slots::NONE
                }
            };
            slots[i] = Slots {
                a: operand(0),
                b: operand(1),
                c: operand(2),
                r: if body.num_results(op) > 0 {
                    body.result(op, 0).0
                } else {
                    Slots::NONE
                },
                next: body.next_op(op).map_or(Slots::NONE, |o| o.0),
            };
            if let Some(&k) = self.map.get(&body.op(op).name) {
                *slot = decode(ctx, body, op, k).unwrap_or(Inst::Unsupported);
            }
        }
        Prepared { insts, slots }
    }
}

/// The scalar type of value `v`.
fn sty(ctx: &Context, body: &Body, v: ValueId) -> Option<ScalarTy> {
    ScalarTy::of(ctx, body.value_type(v))
}

/// An integer attribute's value (bits, zero-extended) as `u128`.
fn int_attr(ctx: &Context, a: Attribute) -> Option<i64> {
    match ctx.attr_data(a) {
        AttrData::Integer { value, .. } => value.to_i64_checked(),
        _ => None,
    }
}

/// The values of a `DenseI64ArrayAttr`.
pub(crate) fn dense_i64s(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    match ctx.attr_data(a) {
        AttrData::DenseArray { raw, .. } => Some(
            raw.chunks(8)
                .map(|c| {
                    let mut w = [0u8; 8];
                    w[..c.len()].copy_from_slice(c);
                    i64::from_le_bytes(w)
                })
                .collect(),
        ),
        _ => None,
    }
}

/// A `DenseI64ArrayAttr` or an array of integer attributes.
fn int_list(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    match ctx.attr_data(a) {
        AttrData::Array(items) => items.iter().map(|&i| int_attr(ctx, i)).collect(),
        _ => dense_i64s(ctx, a),
    }
}

fn map_attr(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<AffineMap> {
    match ctx.attr_data(op_attr(ctx, body, op, name)?) {
        AttrData::AffineMap(m) => Some(*m),
        _ => None,
    }
}

/// Whether the `#arith.overflow<...>` (or other arith flag) attribute names `flag`.
fn has_flag(ctx: &Context, body: &Body, op: OpId, attr: &str, flag: &str) -> bool {
    op_attr(ctx, body, op, attr).is_some_and(|a| match ctx.attr_data(a) {
        AttrData::Opaque { body, .. } => body.split(['<', '>', ',']).any(|f| f.trim() == flag),
        _ => false,
    })
}

fn static_shape(ctx: &Context, ty: strata_ir::Type) -> Option<(Rc<[i64]>, ScalarTy)> {
    match ctx.type_data(ty) {
        TypeData::MemRef { shape, element, .. } => Some((
            shape.iter().map(|&d| if d < 0 { -1 } else { d }).collect(),
            ScalarTy::of(ctx, *element)?,
        )),
        _ => None,
    }
}

fn decode(ctx: &Context, body: &Body, op: OpId, k: K) -> Option<Inst> {
    let operand_ty = |i: usize| sty(ctx, body, body.operand(op, i));
    let result_ty = |i: usize| sty(ctx, body, body.result(op, i));
    Some(match k {
        K::L(lk) => return crate::llvm::decode(ctx, body, op, lk),
        K::Const => {
            let a = arith::ConstantOp(op).value(ctx, body)?;
            Inst::Const(crate::interp::attr_value(ctx, a)?)
        }
        K::VScale => Inst::Const(Value::Bits(crate::scalable::VSCALE)),
        K::Poison => Inst::Poison,
        K::IBin(o) => Inst::IBin {
            op: o,
            ty: result_ty(0)?,
            nsw: has_flag(ctx, body, op, "overflowFlags", "nsw"),
            nuw: has_flag(ctx, body, op, "overflowFlags", "nuw"),
            exact: op_attr(ctx, body, op, "isExact").is_some(),
        },
        K::ICmp => Inst::ICmp {
            pred: int_attr(ctx, arith::CmpIOp(op).predicate(ctx, body)?)? as u64,
            ty: operand_ty(0)?,
        },
        K::FBin(o) => Inst::FBin {
            op: o,
            ty: result_ty(0)?,
        },
        K::FNeg => Inst::FNeg { ty: result_ty(0)? },
        K::FCmp => Inst::FCmp {
            pred: int_attr(ctx, arith::CmpFOp(op).predicate(ctx, body)?)? as u64,
            ty: operand_ty(0)?,
        },
        K::Select => Inst::Select,
        K::Ext(e) => Inst::Extended {
            op: e,
            ty: operand_ty(0)?,
        },
        K::Cast(c) => Inst::Cast {
            op: c,
            from: operand_ty(0)?,
            to: result_ty(0)?,
        },
        K::Br => Inst::Branch(None),
        K::Switch => {
            let values = match op_attr(ctx, body, op, "case_values") {
                Some(a) => match ctx.attr_data(a) {
                    AttrData::DenseElements {
                        data: strata_ir::attributes::DenseData::Numeric { splat, raw },
                        ty,
                    } => {
                        let n = body.successors(op).len().saturating_sub(1);
                        let width = ctx
                            .dense_element_bytes(match ctx.type_data(*ty) {
                                TypeData::Vector { element, .. }
                                | TypeData::RankedTensor { element, .. } => *element,
                                _ => *ty,
                            })
                            .unwrap_or(8);
                        let get = |i: usize| {
                            let at = if *splat { 0 } else { i * width };
                            let mut w = [0u8; 16];
                            let chunk = raw.get(at..at + width).unwrap_or(&[]);
                            w[..chunk.len().min(16)].copy_from_slice(&chunk[..chunk.len().min(16)]);
                            u128::from_le_bytes(w)
                        };
                        (0..n).map(get).collect()
                    }
                    _ => return None,
                },
                None => Rc::from(Vec::new()),
            };
            Inst::Branch(Some(values))
        }
        K::Assert => {
            let msg = op_attr(ctx, body, op, "msg")
                .and_then(|a| match ctx.attr_data(a) {
                    AttrData::String { value, .. } => {
                        Some(String::from_utf8_lossy(value).into_owned())
                    }
                    _ => None,
                })
                .unwrap_or_default();
            Inst::Assert(msg.into())
        }
        K::Term => Inst::Terminator,
        K::Call => {
            let callee = func::CallOp(op).callee(ctx, body)?;
            match ctx.attr_data(callee) {
                AttrData::SymbolRef { root, .. } => Inst::Call(Rc::from(ctx.ident_bytes_of(*root))),
                _ => return None,
            }
        }
        K::CallIndirect => Inst::CallIndirect,
        K::FuncConst => match ctx.attr_data(func::ConstantOp(op).value(ctx, body)?) {
            AttrData::SymbolRef { root, .. } => {
                Inst::FuncConst(Rc::from(ctx.ident_bytes_of(*root)))
            }
            _ => return None,
        },
        K::ScfFor => Inst::ScfFor {
            unsigned: op_attr(ctx, body, op, "unsignedCmp").is_some(),
        },
        K::ScfIf => Inst::ScfIf,
        K::ScfWhile => Inst::ScfWhile,
        K::ExecRegion => Inst::ExecuteRegion { scope: false },
        K::AllocaScope => Inst::ExecuteRegion { scope: true },
        K::IndexSwitch => {
            let cases = dense_i64s(ctx, scf::IndexSwitchOp(op).cases(ctx, body)?)?;
            Inst::IndexSwitch(cases.into())
        }
        K::ScfParallel => {
            let p = scf::ParallelOp(op);
            Inst::ScfParallel {
                lbs: p.lower_bound(ctx, body).into(),
                ubs: p.upper_bound(ctx, body).into(),
                steps: p.step(ctx, body).into(),
                inits: p.init_vals(ctx, body).into(),
            }
        }
        K::AFor => {
            let f = affine::ForOp(op);
            Inst::AffineFor {
                lb: map_attr(ctx, body, op, "lowerBoundMap")?,
                ub: map_attr(ctx, body, op, "upperBoundMap")?,
                n_lb: f.lower_bound_operands(ctx, body).len(),
                n_ub: f.upper_bound_operands(ctx, body).len(),
                step: f.step_value(ctx, body),
            }
        }
        K::AIf => Inst::AffineIf(affine::IfOp(op).integer_set(ctx, body)?),
        K::AApply => Inst::AffineApply(map_attr(ctx, body, op, "map")?),
        K::AMin => Inst::AffineMinMax(map_attr(ctx, body, op, "map")?, false),
        K::AMax => Inst::AffineMinMax(map_attr(ctx, body, op, "map")?, true),
        K::ALoad => Inst::AffineLoad(map_attr(ctx, body, op, "map")?),
        K::AStore => Inst::AffineStore(map_attr(ctx, body, op, "map")?),
        K::AParallel => {
            let groups = |name: &str| -> Option<Rc<[i32]>> {
                match ctx.attr_data(op_attr(ctx, body, op, name)?) {
                    AttrData::DenseElements {
                        data: strata_ir::attributes::DenseData::Numeric { splat, raw },
                        ty,
                    } => {
                        let n = match ctx.type_data(*ty) {
                            TypeData::RankedTensor { shape, .. }
                            | TypeData::Vector { shape, .. } => {
                                shape.iter().product::<i64>() as usize
                            }
                            _ => 0,
                        };
                        Some(
                            (0..n)
                                .map(|i| {
                                    let at = if *splat { 0 } else { i * 4 };
                                    let mut w = [0u8; 4];
                                    w.copy_from_slice(raw.get(at..at + 4).unwrap_or(&[0; 4]));
                                    i32::from_le_bytes(w)
                                })
                                .collect(),
                        )
                    }
                    _ => None,
                }
            };
            let reductions = match op_attr(ctx, body, op, "reductions").map(|a| ctx.attr_data(a)) {
                Some(AttrData::Array(items)) => items
                    .iter()
                    .filter_map(|a| int_attr(ctx, *a).map(|v| v as u64))
                    .collect(),
                _ => Vec::new(),
            };
            Inst::AffineParallel {
                lbs: map_attr(ctx, body, op, "lowerBoundsMap")?,
                lb_groups: groups("lowerBoundsGroups")?,
                ubs: map_attr(ctx, body, op, "upperBoundsMap")?,
                ub_groups: groups("upperBoundsGroups")?,
                steps: int_list(ctx, op_attr(ctx, body, op, "steps")?)?.into(),
                reductions: reductions.into(),
            }
        }
        K::Alloc | K::Alloca => {
            let (shape, elem) = static_shape(ctx, body.value_type(body.result(op, 0)))?;
            Inst::Alloc {
                shape,
                elem,
                stack: matches!(k, K::Alloca),
            }
        }
        K::Dealloc => Inst::Dealloc,
        K::Load => Inst::Load,
        K::Store => Inst::Store,
        K::Dim => Inst::Dim,
        K::Rank => Inst::Rank,
        K::Copy => Inst::Copy,
        K::MemCast => {
            Inst::MemCast(static_shape(ctx, body.value_type(body.result(op, 0))).map(|(s, _)| s))
        }
        K::GetGlobal => match ctx.attr_data(memref::GetGlobalOp(op).name(ctx, body)?) {
            AttrData::SymbolRef { root, .. } => {
                Inst::GetGlobal(Rc::from(ctx.ident_bytes_of(*root)))
            }
            _ => return None,
        },
        K::SubView | K::Reinterpret => {
            let get = |n: &str| dense_i64s(ctx, op_attr(ctx, body, op, n)?);
            let rank = match ctx.type_data(body.value_type(body.result(op, 0))) {
                TypeData::MemRef { shape, .. } => shape.len(),
                _ => return None,
            };
            Inst::View {
                offsets: get("static_offsets")?.into(),
                sizes: get("static_sizes")?.into(),
                strides: get("static_strides")?.into(),
                rank,
                reinterpret: matches!(k, K::Reinterpret),
            }
        }
        K::Collapse | K::Expand => {
            let groups: Vec<Rc<[usize]>> =
                match ctx.attr_data(op_attr(ctx, body, op, "reassociation")?) {
                    AttrData::Array(items) => items
                        .iter()
                        .map(|g| match ctx.attr_data(*g) {
                            AttrData::Array(inner) => inner
                                .iter()
                                .map(|a| int_attr(ctx, *a).map(|v| v as usize))
                                .collect::<Option<Rc<[usize]>>>(),
                            _ => None,
                        })
                        .collect::<Option<_>>()?,
                    _ => return None,
                };
            let (shape, _) = static_shape(ctx, body.value_type(body.result(op, 0)))?;
            Inst::Reshape {
                groups: groups.into(),
                shape,
                expand: matches!(k, K::Expand),
            }
        }
        K::AlignedPtr => Inst::AlignedPointer,
        K::Nop => Inst::Nop,
        K::Forward => Inst::Forward,
        K::SameWidthBitcast => {
            let from = body.value_type(body.operand(op, 0));
            let to = body.value_type(body.result(op, 0));
            if !crate::value::same_width_vectors(ctx, from, to) {
                return None;
            }
            Inst::Forward
        }
        K::Broadcast => {
            let to = crate::value::vector_shape(ctx, body.value_type(body.result(op, 0)))?;
            let from = crate::value::vector_shape(ctx, body.value_type(body.operand(op, 0)))
                .unwrap_or_default();
            Inst::Broadcast {
                from: from.to_vec().into(),
                to: to.to_vec().into(),
            }
        }
        K::AtomicRmw => Inst::AtomicRmw {
            kind: int_attr(ctx, memref::AtomicRMWOp(op).kind(ctx, body)?)? as u64,
            ty: result_ty(0)?,
        },
        K::GenericAtomic => Inst::GenericAtomic,
        K::Realloc => Inst::Realloc(
            static_shape(ctx, body.value_type(body.result(op, 0)))?
                .0
                .first()
                .copied()?,
        ),
        K::ExtractMetadata => Inst::ExtractMetadata,
        K::ByteView => {
            let (shape, elem) = static_shape(ctx, body.value_type(body.result(op, 0)))?;
            Inst::View8 { shape, elem }
        }
        K::ShapeReshape => Inst::ShapeReshape,
        K::Delinearize | K::Linearize => {
            let basis = if matches!(k, K::Delinearize) {
                affine::DelinearizeIndexOp(op).padded_basis(ctx, body)?
            } else {
                affine::LinearizeIndexOp(op).padded_basis(ctx, body)?
            };
            let basis: Rc<[Option<Basis>]> = basis
                .into_iter()
                .map(|b| {
                    b.map(|b| match b {
                        affine::BasisElem::Static(v) => Basis::Static(v),
                        affine::BasisElem::Value(v) => Basis::Value(v),
                    })
                })
                .collect();
            if matches!(k, K::Delinearize) {
                Inst::Delinearize(basis)
            } else {
                Inst::Linearize(basis)
            }
        }
        K::AVectorLoad | K::AVectorStore => {
            let vty = if matches!(k, K::AVectorLoad) {
                body.value_type(body.result(op, 0))
            } else {
                body.value_type(body.operand(op, 0))
            };
            let shape = crate::value::vector_shape(ctx, vty)?;
            if shape.len() != 1 {
                return None;
            }
            let map = map_attr(ctx, body, op, "map")?;
            if matches!(k, K::AVectorLoad) {
                Inst::AffineVectorLoad(map, shape[0] as usize)
            } else {
                Inst::AffineVectorStore(map, shape[0] as usize)
            }
        }
        K::Forall => {
            if body.num_results(op) != 0 {
                return None;
            }
            let [lbs, ubs, steps] = scf::ForallOp(op).mixed_bounds(ctx, body)?;
            let conv = |v: Vec<scf::Bound>| -> Rc<[Basis]> {
                v.into_iter()
                    .map(|b| match b {
                        scf::Bound::Static(s) => Basis::Static(s),
                        scf::Bound::Value(v) => Basis::Value(v),
                    })
                    .collect()
            };
            Inst::Forall {
                lbs: conv(lbs),
                ubs: conv(ubs),
                steps: conv(steps),
            }
        }
        K::VPrint => Inst::VectorPrint(Rc::new(crate::vector_ops::prepare_print(ctx, body, op)?)),
        K::Shuffle => Inst::Shuffle(Rc::new(crate::vector_ops::prepare_shuffle(ctx, body, op)?)),
        K::Extract | K::Insert => {
            let vector = body.operand(op, usize::from(matches!(k, K::Insert)));
            let shape = crate::value::vector_shape(ctx, body.value_type(vector))?.to_vec();
            let position = dense_i64s(ctx, op_attr(ctx, body, op, "static_position")?)?.into();
            if matches!(k, K::Insert) {
                Inst::Insert {
                    position,
                    shape: shape.into(),
                }
            } else {
                Inst::Extract {
                    position,
                    shape: shape.into(),
                }
            }
        }
    })
}
