//! Operation interfaces (MLIR's op interfaces): hooks an op kind registers in its
//! [`OpInfo`](crate::registry::OpInfo) so generic passes can ask about memory effects,
//! speculation, region control flow, loops, calls and result types without knowing the op.
//!
//! Every hook is optional. The query functions here combine hooks with traits the way MLIR
//! does (`Pure` means no effects and always speculatable; `RecursiveMemoryEffects` means
//! the effects of the nested ops), and answer conservatively for unregistered ops.

use std::ops::Range;

use crate::Context;
use crate::attributes::Attribute;
use crate::ir::{Body, OpId, RegionId, ValueId};
use crate::types::Type;

/// What a memory effect does (MLIR's `MemoryEffects::Effect` kinds).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EffectKind {
    /// Allocates the resource.
    Allocate,
    /// Frees the resource.
    Free,
    /// Reads the resource.
    Read,
    /// Writes the resource.
    Write,
}

/// The resource an effect acts on (MLIR's `SideEffects::Resource`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EffectResource {
    /// Memory in general.
    Default,
    /// Stack memory freed at the end of the enclosing automatic allocation scope.
    AutomaticAllocationScope,
}

/// One memory effect of an operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MemoryEffect {
    /// What it does.
    pub kind: EffectKind,
    /// The value it acts on (an operand or result of the op), if it is known.
    pub value: Option<ValueId>,
    /// Which resource.
    pub resource: EffectResource,
}

impl MemoryEffect {
    /// An effect of `kind` on `value` in the default resource.
    pub fn on(kind: EffectKind, value: ValueId) -> Self {
        MemoryEffect {
            kind,
            value: Some(value),
            resource: EffectResource::Default,
        }
    }

    /// An effect of `kind` on unspecified memory in the default resource.
    pub fn anywhere(kind: EffectKind) -> Self {
        MemoryEffect {
            kind,
            value: None,
            resource: EffectResource::Default,
        }
    }
}

/// Appends the memory effects of `op` itself (not of its nested ops) to `effects`
/// (MLIR's `MemoryEffectOpInterface::getEffects`).
pub type MemoryEffectsFn =
    fn(ctx: &Context, body: &Body, op: OpId, effects: &mut Vec<MemoryEffect>);

/// Whether executing an op where it was not going to run is safe (MLIR's
/// `Speculation::Speculatability`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Speculatability {
    /// It may trap or have undefined behaviour.
    NotSpeculatable,
    /// It is always safe.
    Speculatable,
    /// It is safe if every op nested in it is.
    RecursivelySpeculatable,
}

/// Decides the speculatability of an op whose answer depends on its operands or
/// attributes (MLIR's `ConditionallySpeculatable`, e.g. division by a possibly-zero value).
pub type SpeculatabilityFn = fn(ctx: &Context, body: &Body, op: OpId) -> Speculatability;

/// A place region control flow comes from or goes to (MLIR's `RegionBranchPoint`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RegionPoint {
    /// The op itself: entering it (as a source) or leaving to its results (as a target).
    Parent,
    /// The region at this index of the op.
    Region(usize),
}

/// One place control may flow to, with the values that receive the forwarded operands
/// (MLIR's `RegionSuccessor`): the entry block arguments of a region (possibly a suffix of
/// them, e.g. without a loop's induction variable), or the op's results.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegionSuccessor {
    /// Where control goes.
    pub to: RegionPoint,
    /// The values the forwarded operands flow into.
    pub inputs: Vec<ValueId>,
}

/// Where region control flow can go from `from` (`Parent`: on entry; `Region(i)`: when
/// region `i` terminates). `operands` holds the constant value of each operand of the op
/// when known, letting the op prune impossible successors (`scf.if` on a constant).
pub type RegionSuccessorsFn = fn(
    ctx: &Context,
    body: &Body,
    op: OpId,
    from: RegionPoint,
    operands: &[Option<Attribute>],
) -> Vec<RegionSuccessor>;

/// Argument and result types of a callable, if it is well formed.
pub type SignatureFn = fn(ctx: &Context, body: &Body, op: OpId) -> Option<(Vec<Type>, Vec<Type>)>;

/// How many times a region may run each time its op runs (MLIR's `InvocationBounds`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InvocationBounds {
    /// At least this many times.
    pub lower: u32,
    /// At most this many times (`None`: unknown).
    pub upper: Option<u32>,
}

impl InvocationBounds {
    /// Nothing known: zero or more times.
    pub const UNKNOWN: InvocationBounds = InvocationBounds {
        lower: 0,
        upper: None,
    };
    /// Zero or one time (each region of `scf.if`).
    pub const AT_MOST_ONCE: InvocationBounds = InvocationBounds {
        lower: 0,
        upper: Some(1),
    };
}

/// The invocation bounds of each region of an op (MLIR's
/// `RegionBranchOpInterface::getRegionInvocationBounds`), given the constant value of each
/// operand when known.
pub type InvocationBoundsFn = fn(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Vec<InvocationBounds>;

/// The successors of region control flow (MLIR's `RegionBranchOpInterface`).
#[derive(Clone, Copy, Debug)]
pub struct RegionBranchInterface {
    /// Where control can go from a point.
    pub successors: RegionSuccessorsFn,
    /// The operands of the op forwarded to `to` when control enters from the parent
    /// (`scf.for`'s initial values).
    pub entry_operands: fn(ctx: &Context, body: &Body, op: OpId, to: RegionPoint) -> Range<usize>,
    /// How often each region runs (`None`: unknown for every region).
    pub invocation_bounds: Option<InvocationBoundsFn>,
}

/// The successor a branch takes when its operands have the given constant values (MLIR's
/// `BranchOpInterface::getSuccessorForOperands`): its index, or `None` if not known.
pub type SuccessorForOperandsFn =
    fn(ctx: &Context, body: &Body, op: OpId, operands: &[Option<Attribute>]) -> Option<usize>;

/// The operands a region terminator forwards to `to` (MLIR's
/// `RegionBranchTerminatorOpInterface::getSuccessorOperands`), as a range of its operands.
pub type TerminatorOperandsFn =
    fn(ctx: &Context, body: &Body, op: OpId, to: RegionPoint) -> Range<usize>;

/// The regions of a loop (MLIR's `LoopLikeOpInterface::getLoopRegions`), in the body
/// returned by [`Body::regions_body`].
pub type LoopRegionsFn = fn(ctx: &Context, body: &Body, op: OpId) -> Vec<RegionId>;

/// What a call op calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Callee {
    /// A symbol reference (`func.call @f`).
    Symbol(Attribute),
    /// A value of function type (`func.call_indirect %f`).
    Value(ValueId),
}

/// A call (MLIR's `CallOpInterface`).
#[derive(Clone, Copy, Debug)]
pub struct CallInterface {
    /// The callee, if the op is well formed.
    pub callee: fn(ctx: &Context, body: &Body, op: OpId) -> Option<Callee>,
    /// The operands passed as arguments.
    pub arg_operands: fn(ctx: &Context, body: &Body, op: OpId) -> Range<usize>,
}

/// Removes the arguments at `dead_args` and the results at `dead_results` (sorted
/// indices) from a callable's signature: its function type and per-argument/per-result
/// attributes, not its block arguments or returns (MLIR's
/// `FunctionOpInterface::eraseArguments`/`eraseResults`, signature part).
pub type EraseFromSignatureFn =
    fn(ctx: &Context, body: &mut Body, op: OpId, dead_args: &[usize], dead_results: &[usize]);

/// Something that can be called (MLIR's `CallableOpInterface`).
#[derive(Clone, Copy, Debug)]
pub struct CallableInterface {
    /// The index of the region holding the code, if the op has a body (declarations don't).
    pub region: fn(ctx: &Context, body: &Body, op: OpId) -> Option<usize>,
    /// Argument and result types, if the op is well formed.
    pub signature: SignatureFn,
    /// Shrinks the signature (`None`: it cannot change, e.g. it is fixed by an ABI).
    pub erase_from_signature: Option<EraseFromSignatureFn>,
}

/// Computes the result types of an op from its operand types and properties (MLIR's
/// `InferTypeOpInterface::inferReturnTypes`); `Err` carries the verifier-style message.
pub type InferResultTypesFn = fn(
    ctx: &Context,
    operand_types: &[Type],
    properties: Option<Attribute>,
) -> Result<Vec<Type>, String>;

/// The interfaces an op kind implements; `Default` implements none.
#[derive(Clone, Copy, Debug, Default)]
pub struct Interfaces {
    /// The op's own memory effects.
    pub memory_effects: Option<MemoryEffectsFn>,
    /// Operand-dependent speculatability.
    pub speculatability: Option<SpeculatabilityFn>,
    /// Region control flow.
    pub region_branch: Option<RegionBranchInterface>,
    /// For region terminators: which operands go where.
    pub terminator_operands: Option<TerminatorOperandsFn>,
    /// For branches: the successor taken for constant operands.
    pub successor_for_operands: Option<SuccessorForOperandsFn>,
    /// For loops: the loop regions.
    pub loop_regions: Option<LoopRegionsFn>,
    /// For calls.
    pub call: Option<CallInterface>,
    /// For callables.
    pub callable: Option<CallableInterface>,
    /// Result type inference.
    pub infer_result_types: Option<InferResultTypesFn>,
    /// For allocations `mem2reg` can promote.
    pub promotable_allocation: Option<PromotableAllocationInterface>,
    /// For loads and stores `mem2reg` can rewrite.
    pub promotable_mem_op: Option<PromotableMemOpInterface>,
}

/// The memory effects of `op`, including those of its nested ops when it has
/// `RecursiveMemoryEffects`; `None` when they are unknown (unregistered ops, ops declaring
/// neither `Pure`, effects nor recursive effects, or a nested op with unknown effects).
pub fn memory_effects(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<MemoryEffect>> {
    let mut effects = Vec::new();
    let mut stack = vec![(body, op)];
    while let Some((body, op)) = stack.pop() {
        let info = ctx.op_info(body.op(op).name)?;
        let own = info.interfaces.memory_effects;
        let recursive = info.traits.recursive_memory_effects;
        if let Some(f) = own {
            f(ctx, body, op, &mut effects);
        } else if !info.traits.pure && !recursive {
            return None;
        }
        if recursive {
            push_nested_ops(&mut stack, body, op);
        }
    }
    Some(effects)
}

/// Whether `op` (with its nested ops, for recursive effects) has no memory effect.
pub fn is_memory_effect_free(ctx: &Context, body: &Body, op: OpId) -> bool {
    memory_effects(ctx, body, op).is_some_and(|e| e.is_empty())
}

/// Whether `op` only reads memory (or has no effect at all).
pub fn only_reads_memory(ctx: &Context, body: &Body, op: OpId) -> bool {
    memory_effects(ctx, body, op).is_some_and(|e| e.iter().all(|e| e.kind == EffectKind::Read))
}

/// Whether `op` could be erased if its results were unused (MLIR's
/// `wouldOpBeTriviallyDead`): not a terminator nor a symbol, and the only effects of it
/// and of its nested ops (for recursive effects) are reads and allocations of the
/// effecting op's own results.
pub fn would_be_trivially_dead_if_unused(ctx: &Context, body: &Body, op: OpId) -> bool {
    let Some(info) = ctx.op_info(body.op(op).name) else {
        return false;
    };
    if info.traits.terminator || info.traits.symbol {
        return false;
    }
    let mut stack = vec![(body, op)];
    let mut effects = Vec::new();
    while let Some((body, op)) = stack.pop() {
        let Some(info) = ctx.op_info(body.op(op).name) else {
            return false;
        };
        let recursive = info.traits.recursive_memory_effects;
        if let Some(f) = info.interfaces.memory_effects {
            effects.clear();
            f(ctx, body, op, &mut effects);
            let droppable = |e: &MemoryEffect| match e.kind {
                EffectKind::Read => true,
                EffectKind::Allocate => e.value.is_some_and(|v| body.results(op).any(|r| r == v)),
                _ => false,
            };
            if !effects.iter().all(droppable) {
                return false;
            }
        } else if !info.traits.pure && !recursive {
            return false;
        }
        if recursive {
            push_nested_ops(&mut stack, body, op);
        }
    }
    true
}

/// Pushes the ops directly inside `op`'s regions (with the body holding them) on `stack`.
fn push_nested_ops<'a>(stack: &mut Vec<(&'a Body, OpId)>, body: &'a Body, op: OpId) {
    let inner = body.regions_body(op);
    for &region in body.regions(op) {
        for &block in inner.blocks(region) {
            stack.extend(inner.block_ops(block).map(|nested| (inner, nested)));
        }
    }
}

/// Whether `op` is unused and [`would_be_trivially_dead_if_unused`] (MLIR's
/// `isOpTriviallyDead`).
pub fn is_trivially_dead(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.results(op).all(|r| body.uses(r).is_empty())
        && would_be_trivially_dead_if_unused(ctx, body, op)
}

/// The speculatability of `op` (`Pure` ops are speculatable unless they say otherwise;
/// other ops are not).
pub fn speculatability(ctx: &Context, body: &Body, op: OpId) -> Speculatability {
    let Some(info) = ctx.op_info(body.op(op).name) else {
        return Speculatability::NotSpeculatable;
    };
    if let Some(f) = info.interfaces.speculatability {
        return f(ctx, body, op);
    }
    if info.traits.pure {
        Speculatability::Speculatable
    } else {
        Speculatability::NotSpeculatable
    }
}

/// Whether `op` and, for recursively speculatable ops, everything nested in it may be
/// executed speculatively (MLIR's `isSpeculatable`).
pub fn is_speculatable(ctx: &Context, body: &Body, op: OpId) -> bool {
    let mut stack = vec![(body, op)];
    while let Some((body, op)) = stack.pop() {
        match speculatability(ctx, body, op) {
            Speculatability::NotSpeculatable => return false,
            Speculatability::Speculatable => {}
            Speculatability::RecursivelySpeculatable => push_nested_ops(&mut stack, body, op),
        }
    }
    true
}

/// Whether `op` is pure in MLIR's sense: memory-effect free and speculatable.
pub fn is_pure(ctx: &Context, body: &Body, op: OpId) -> bool {
    is_memory_effect_free(ctx, body, op) && is_speculatable(ctx, body, op)
}

/// The invocation bounds of each region of `op` (unknown for ops that don't say).
pub fn region_invocation_bounds(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Vec<InvocationBounds> {
    let known = ctx
        .op_info(body.op(op).name)
        .and_then(|i| i.interfaces.region_branch)
        .and_then(|rb| rb.invocation_bounds)
        .map(|f| f(ctx, body, op, operands));
    known.unwrap_or_else(|| vec![InvocationBounds::UNKNOWN; body.regions(op).len()])
}

/// The interfaces registered for `op`'s kind, if it is registered.
pub fn interfaces(ctx: &Context, body: &Body, op: OpId) -> Option<Interfaces> {
    ctx.op_info(body.op(op).name).map(|i| i.interfaces)
}

/// A memory slot (MLIR's `MemorySlot`): the pointer value that addresses it and the type
/// of the value it holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemorySlot {
    /// The pointer (e.g. the result of `memref.alloca`).
    pub ptr: ValueId,
    /// The type of the content.
    pub elem_type: Type,
}

/// An op allocating memory slots that `mem2reg` may turn into SSA values (MLIR's
/// `PromotableAllocationOpInterface`).
#[derive(Clone, Copy, Debug)]
pub struct PromotableAllocationInterface {
    /// The slots of the op that could be promoted (empty: none).
    pub slots: fn(ctx: &Context, body: &Body, op: OpId) -> Vec<MemorySlot>,
    /// Creates, detached, the op whose first result is the slot's content before any
    /// store (MLIR's `getDefaultValue`); the caller inserts it.
    pub default_value: fn(ctx: &Context, body: &mut Body, op: OpId, slot: &MemorySlot) -> OpId,
    /// Called once the slot pointer has no use left: erases the allocation, and the
    /// default value (if one was created) when it is unused (`handlePromotionComplete`).
    pub promotion_complete:
        fn(ctx: &Context, body: &mut Body, op: OpId, slot: &MemorySlot, default: Option<ValueId>),
}

/// An op that reads or writes a memory slot through its pointer (MLIR's
/// `PromotableMemOpInterface`). `blocking` lists the operand indices using the pointer.
#[derive(Clone, Copy, Debug)]
pub struct PromotableMemOpInterface {
    /// Whether the op reads the slot.
    pub loads_from: fn(ctx: &Context, body: &Body, op: OpId, slot: &MemorySlot) -> bool,
    /// Whether the op writes the slot.
    pub stores_to: fn(ctx: &Context, body: &Body, op: OpId, slot: &MemorySlot) -> bool,
    /// For an op storing to the slot: the slot's content after it, given the content
    /// `reaching` before it (`getStored`).
    pub stored_value: fn(
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        slot: &MemorySlot,
        reaching: ValueId,
    ) -> ValueId,
    /// Whether the op can give up the `blocking` uses of the pointer (`canUsesBeRemoved`).
    pub can_uses_be_removed:
        fn(ctx: &Context, body: &Body, op: OpId, slot: &MemorySlot, blocking: &[usize]) -> bool,
    /// Gives up those uses, `reaching` being the slot's content at the op; returns whether
    /// the op must then be erased (`removeBlockingUses`).
    pub remove_blocking_uses: fn(
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        slot: &MemorySlot,
        blocking: &[usize],
        reaching: ValueId,
    ) -> bool,
}

/// An op reading the size of one dimension of a shaped value (MLIR's
/// `ShapedDimOpInterface`: `memref.dim`, `tensor.dim`), queried with
/// `ctx.op_interface::<ShapedDimOpInterface>(name)`. The hooks expect an op with the
/// operands its declaration requires.
#[derive(Clone, Copy, Debug)]
pub struct ShapedDimOpInterface {
    /// The shaped value whose dimension is read (`getShapedValue`).
    pub shaped_value: fn(ctx: &Context, body: &Body, op: OpId) -> ValueId,
    /// The `index` value selecting the dimension (`getDimension`).
    pub dimension: fn(ctx: &Context, body: &Body, op: OpId) -> ValueId,
}

/// An op writing part of a shared destination from inside the terminator of a parallel
/// loop (MLIR's `ParallelCombiningOpInterface`: `tensor.parallel_insert_slice` inside
/// `scf.forall.in_parallel`), queried with
/// `ctx.op_interface::<ParallelCombiningOpInterface>(name)`.
#[derive(Clone, Copy, Debug)]
pub struct ParallelCombiningOpInterface {
    /// The operand numbers of the destinations the op updates
    /// (`getUpdatedDestinations`).
    pub destinations: fn(ctx: &Context, body: &Body, op: OpId) -> Vec<usize>,
}

/// A terminator whose region holds parallel-combining ops (MLIR's
/// `InParallelOpInterface`: `scf.forall.in_parallel`), queried with
/// `ctx.op_interface::<InParallelOpInterface>(name)`.
#[derive(Clone, Copy, Debug)]
pub struct InParallelOpInterface {
    /// The values the ops inside may write into (the loop's shared-output block
    /// arguments), or `None` when the op is not where it belongs.
    pub destinations: fn(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<ValueId>>,
}
