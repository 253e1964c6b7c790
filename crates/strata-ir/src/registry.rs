//! The dialect and operation registry: what the context knows about registered ops.

use std::any::{Any, TypeId};
use std::sync::{Arc, RwLock};

use rustc_hash::FxHashMap;

use crate::Context;
use crate::OpName;
use crate::attributes::Attribute;
use crate::ir::{Body, IrMapping, OpId, RegionId, ValueId};
use crate::location::Location;
use crate::types::Type;

/// Properties of an operation kind that generic code relies on (MLIR's traits).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Traits {
    /// Must be the last operation of its block.
    pub terminator: bool,
    /// Its regions do not see values defined above.
    pub isolated_from_above: bool,
    /// Its regions' blocks need no terminator.
    pub no_terminator: bool,
    /// Its regions hold at most one block.
    pub single_block: bool,
    /// Its single region is a symbol table.
    pub symbol_table: bool,
    /// Its regions are graph regions (no dominance requirement).
    pub graph_regions: bool,
    /// No side effects.
    pub pure: bool,
    /// A constant: it has no operands, one result, and its fold hook returns the
    /// constant's value as an attribute (MLIR's `ConstantLike`).
    pub constant_like: bool,
    /// Its memory effects include those of the ops nested in its regions (MLIR's
    /// `RecursiveMemoryEffects`).
    pub recursive_memory_effects: bool,
    /// Its operands may be reordered freely (MLIR's `Commutative`); CSE compares them as
    /// a multiset.
    pub commutative: bool,
    /// It defines a symbol (MLIR's `SymbolOpInterface`, e.g. `func.func`): never
    /// trivially dead, even when unused.
    pub symbol: bool,
    /// Its regions own the stack allocations made in them (MLIR's
    /// `AutomaticAllocationScope`: `func.func`, `scf.for`, `memref.alloca_scope`, ...):
    /// an `alloca` is freed when control leaves the closest such region.
    pub automatic_allocation_scope: bool,
    /// Its regions start a new scope for affine dimension and symbol rules (MLIR's
    /// `AffineScope`: `func.func`, `builtin.module`): a value defined directly in one of
    /// them is a valid affine symbol below.
    pub affine_scope: bool,
}

/// Checks the invariants of one operation kind; returns an error message attached to the
/// operation's location.
pub type VerifyFn = fn(&Context, &Body, OpId) -> Result<(), String>;

/// Checks an operation that needs its parent: the op owning the region holding it, with
/// the body holding that op (`None` at the top of a verified unit).
pub type ParentVerifyFn = fn(&Context, &Body, OpId, Option<(&Body, OpId)>) -> Result<(), String>;

/// A verifier's error: a message and notes, all reported at the operation's location
/// (the notes after the "see current operation" note).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OpError {
    /// The error message.
    pub message: String,
    /// Notes attached to it, in order.
    pub notes: Vec<String>,
}

impl From<String> for OpError {
    fn from(message: String) -> Self {
        OpError {
            message,
            notes: Vec::new(),
        }
    }
}

impl From<&str> for OpError {
    fn from(message: &str) -> Self {
        message.to_string().into()
    }
}

/// Checks an operation after everything nested in it was verified (MLIR's
/// `verifyRegions` and region traits such as `SingleBlockImplicitTerminator`); the error is
/// a whole diagnostic so that it can carry notes at other locations.
pub type RegionsVerifyFn = fn(&Context, &Body, OpId) -> Result<(), crate::diagnostics::Diagnostic>;

/// Checks the symbol references of an operation (MLIR's `verifySymbolUses`), called by
/// the verifier of the closest enclosing symbol table `table` (in `table_body`) for every
/// op below it that is not inside a nested symbol table.
pub type SymbolUsesFn = fn(
    ctx: &Context,
    table_body: &Body,
    table: OpId,
    symbols: &crate::symbols::SymbolTable,
    body: &Body,
    op: OpId,
) -> Result<(), OpError>;

/// One result of a successful fold: a constant value, or an existing value to use instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FoldResult {
    /// The result is this constant; the driver materializes it with the dialect's
    /// [`MaterializeConstantFn`].
    Attr(Attribute),
    /// The result is this existing value (it must dominate the folded op's uses).
    Value(ValueId),
}

/// Folds an operation (MLIR's `fold`): `operands` holds the constant value of each
/// operand, when known. Returns `None` if the op does not fold, `Some(vec![])` if it was
/// updated in place, or one [`FoldResult`] per result. A constant-like op returns its
/// value. It must not create or erase operations.
pub type FoldFn = fn(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Option<Vec<FoldResult>>;

/// Creates (detached) a constant operation of a dialect holding `value` with result type
/// `ty` at `loc` (MLIR's `Dialect::materializeConstant`); `None` if the dialect cannot.
/// The created op must have exactly one result.
pub type MaterializeConstantFn =
    fn(ctx: &Context, body: &mut Body, value: Attribute, ty: Type, loc: Location) -> Option<OpId>;

/// The successor operand counts of a branch op (MLIR's `BranchOpInterface::
/// getSuccessorOperands`), from its `properties`, operand count and successor count: how
/// many operands each successor receives, in successor order (they are the tail of the
/// operand list). `None` when the properties do not describe the operands consistently
/// (the op's verifier reports it).
pub type SuccessorOperandsFn = fn(
    ctx: &Context,
    properties: Option<Attribute>,
    num_operands: usize,
    num_successors: usize,
) -> Option<Vec<u32>>;

/// For branch ops whose properties record how many operands go to each successor
/// (operand segment sizes): `properties` updated for new per-successor counts `counts`
/// (in successor order), or `None` if they cannot be.
pub type UpdateSuccessorCountsFn =
    fn(ctx: &Context, properties: Option<Attribute>, counts: &[u32]) -> Option<Option<Attribute>>;

/// MLIR's `populateDefaultProperties`: `properties` with every property that has a
/// default value (ODS `DefaultValuedAttr`, not `DefaultValuedOptionalAttr`) and is absent
/// set to that value. Upstream such properties are present on every op from its creation
/// on, so parsers and builders apply this to each op they create.
pub type PopulateDefaultsFn = fn(ctx: &Context, properties: Option<Attribute>) -> Option<Attribute>;

/// MLIR's `setPropertiesFromAttr` checks: whether the properties dictionary read from the
/// generic form (`<{...}>`) converts to the op's property storage; `Err` carries the
/// reason (`Invalid attribute `x` in property conversion: ...`), which the parser reports
/// as `invalid properties {...} for op x: <reason>` with the dictionary as written.
/// `Ok(true)` when every name of the dictionary is a property of the op (the parser drops
/// other names, as upstream).
pub type CheckPropertiesFn = fn(ctx: &Context, properties: Attribute) -> Result<bool, String>;

/// The region an inlined callee body would go into, as the inliner's legality hooks see
/// it.
#[derive(Clone, Copy)]
pub struct InlineDest<'a> {
    /// The body holding `region` (the caller's child body).
    pub body: &'a Body,
    /// The region receiving the inlined ops (the one holding the call).
    pub region: RegionId,
    /// The name of the op owning `region`: an op of `body`, or the caller itself when
    /// `region` is a top-level region of `body`.
    pub parent_name: OpName,
}

/// The callee region to inline, as the inliner's legality hooks see it.
#[derive(Clone, Copy)]
pub struct InlineSource<'a> {
    /// The body holding `region` (the callee's child body).
    pub body: &'a Body,
    /// The callee's body region.
    pub region: RegionId,
    /// The callee's entry block arguments mapped to the call's operands (values of the
    /// destination body).
    pub mapping: &'a IrMapping,
}

/// Whether `src` may be inlined into `dest`, whose owner belongs to the hook's dialect
/// (MLIR's `DialectInlinerInterface::isLegalToInline(Region *, Region *, ...)`).
pub type InlineRegionLegalFn =
    fn(ctx: &Context, dest: &InlineDest<'_>, src: &InlineSource<'_>) -> bool;

/// Whether `op` (of `body`, an op of the hook's dialect in the callee) may be inlined
/// into `dest` (MLIR's `DialectInlinerInterface::isLegalToInline(Operation *, Region *,
/// ...)`).
pub type InlineOpLegalFn = fn(ctx: &Context, body: &Body, op: OpId, dest: &InlineDest<'_>) -> bool;

/// Replaces `op`, a terminator of the dialect that returned from an inlined callee (now in
/// the caller's `body`), by a branch to `dest` forwarding its operands (MLIR's
/// `DialectInlinerInterface::handleTerminator(Operation *, Block *)`).
pub type HandleTerminatorFn =
    fn(ctx: &Context, body: &mut Body, op: OpId, dest: crate::ir::BlockId);

/// Whether `call` (of `caller_body`, an op of the hook's dialect) may inline `callee` (an
/// op of `table`, the symbol table's body) (MLIR's `DialectInlinerInterface::
/// isLegalToInline(Operation *call, Operation *callable, bool wouldBeCloned)`, the
/// callee always being cloned).
pub type InlineCallLegalFn =
    fn(ctx: &Context, caller_body: &Body, call: OpId, table: &Body, callee: OpId) -> bool;

/// Post-processes the blocks of a callee just inlined for `call` (an op of the hook's
/// dialect, still in `body`): `blocks` hold the cloned callee body, in the caller's
/// `body` but not yet spliced into the call's region; their terminators are still the
/// callee's returns (MLIR's `DialectInlinerInterface::processInlinedCallBlocks`).
pub type ProcessInlinedBlocksFn =
    fn(ctx: &Context, body: &mut Body, call: OpId, blocks: &[crate::ir::BlockId]);

/// The callee a call inlines, as [`HandleArgumentFn`] sees it: its location and its
/// inherent (`properties`) and discardable (`attributes`) attribute dictionaries.
#[derive(Clone, Copy, Debug)]
pub struct InlinedCallee {
    /// The callee op's location.
    pub loc: crate::Location,
    /// Its properties (a dictionary), if any.
    pub properties: Option<Attribute>,
    /// Its discardable attributes (a dictionary).
    pub attributes: Attribute,
}

impl InlinedCallee {
    /// Attribute `name` of the callee (inherent first, as [`crate::symbols::op_attr`]).
    pub fn attr(&self, ctx: &Context, name: &str) -> Option<Attribute> {
        let find = |dict: Attribute| {
            ctx.dictionary_entries(dict)
                .iter()
                .find(|e| ctx.ident_str(e.name) == name)
                .map(|e| e.value)
        };
        self.properties
            .and_then(find)
            .or_else(|| find(self.attributes))
    }
}

/// The value an inlined callee's argument `index` stands for, given `value`, the call's
/// operand (MLIR's `DialectInlinerInterface::handleArgument`, asked of the callee's
/// dialect): the hook may build ops in `body` before `call` (or at the start of the
/// entry block of `value`'s region) and return a replacement of `value`'s type.
pub type HandleArgumentFn = fn(
    ctx: &Context,
    body: &mut Body,
    call: OpId,
    callee: &InlinedCallee,
    index: usize,
    value: crate::ir::ValueId,
) -> crate::ir::ValueId;

/// A dialect's inliner interface: its legality hooks, each answering yes when absent, and
/// how its terminators become branches when a multi-block callee is inlined.
#[derive(Clone, Copy, Debug, Default)]
pub struct InlinerHooks {
    /// Legality of inlining a region into a region owned by an op of the dialect.
    pub legal_region: Option<InlineRegionLegalFn>,
    /// Legality of inlining an op of the dialect into a region.
    pub legal_op: Option<InlineOpLegalFn>,
    /// Rewrites the dialect's return-like terminators of an inlined multi-block callee
    /// (absent: such callees are not inlined).
    pub handle_terminator: Option<HandleTerminatorFn>,
    /// Legality of inlining a callee at a call op of the dialect.
    pub legal_call: Option<InlineCallLegalFn>,
    /// Post-processing of the inlined blocks of a call op of the dialect.
    pub process_inlined_blocks: Option<ProcessInlinedBlocksFn>,
    /// Rewriting of the values passed for the arguments of an inlined callable op of the
    /// dialect.
    pub handle_argument: Option<HandleArgumentFn>,
}

impl InlinerHooks {
    /// No hooks: every op and region legal, multi-block callees not inlined.
    pub const NONE: InlinerHooks = InlinerHooks {
        legal_region: None,
        legal_op: None,
        handle_terminator: None,
        legal_call: None,
        process_inlined_blocks: None,
        handle_argument: None,
    };
}

/// Per-dialect hooks, kept in a [`Context::extension`] slot.
#[derive(Default)]
pub struct DialectHooks {
    materializers: RwLock<FxHashMap<String, MaterializeConstantFn>>,
    inliners: RwLock<FxHashMap<String, InlinerHooks>>,
}

impl DialectHooks {
    /// Registers `f` as the constant materializer of dialect `namespace`.
    pub fn register_constant_materializer(
        ctx: &Context,
        namespace: &str,
        f: MaterializeConstantFn,
    ) {
        ctx.extension::<DialectHooks>()
            .materializers
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .insert(namespace.to_string(), f);
    }

    /// Declares every operation of dialect `namespace` legal to inline (MLIR's
    /// `DialectInlinerInterface` answering yes for all of them).
    /// Keeps the hooks of a dialect that already has an inliner interface.
    pub fn register_inlinable(ctx: &Context, namespace: &str) {
        ctx.extension::<DialectHooks>()
            .inliners
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .entry(namespace.to_string())
            .or_default();
    }

    /// Gives dialect `namespace` an inliner interface with the legality `hooks`
    /// (replacing the one it had).
    pub fn register_inliner(ctx: &Context, namespace: &str, hooks: InlinerHooks) {
        ctx.extension::<DialectHooks>()
            .inliners
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .insert(namespace.to_string(), hooks);
    }

    /// Whether dialect `namespace` has an inliner interface (its operations may be
    /// inlined, subject to its hooks).
    pub fn is_inlinable(ctx: &Context, namespace: &str) -> bool {
        Self::inliner(ctx, namespace).is_some()
    }

    /// The inliner interface of dialect `namespace`, if it has one.
    pub fn inliner(ctx: &Context, namespace: &str) -> Option<InlinerHooks> {
        ctx.extension::<DialectHooks>()
            .inliners
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(namespace)
            .copied()
    }

    /// The constant materializer of dialect `namespace`, if one was registered.
    pub fn constant_materializer(ctx: &Context, namespace: &str) -> Option<MaterializeConstantFn> {
        ctx.extension::<DialectHooks>()
            .materializers
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(namespace)
            .copied()
    }
}

/// Interfaces defined outside `strata-ir` (MLIR's open op interfaces): values of any type,
/// usually structs of function pointers, found by their Rust type. A crate defines an
/// interface type; dialects in any crate implement it for their ops with
/// [`OpInfo::with_interface`] at registration or [`Context::attach_op_interface`] later
/// (MLIR's external models). Append-only, so lookups take no lock.
#[derive(Default)]
pub struct InterfaceMap {
    items: boxcar::Vec<(TypeId, Arc<dyn Any + Send + Sync>)>,
}

impl InterfaceMap {
    /// The implementation of interface `I`, if any (the latest one attached).
    pub fn get<I: Any>(&self) -> Option<&I> {
        let want = TypeId::of::<I>();
        (0..self.items.count())
            .rev()
            .filter_map(|i| self.items.get(i))
            .find(|(t, _)| *t == want)
            .and_then(|(_, v)| v.downcast_ref::<I>())
    }

    /// Adds (or overrides) the implementation of interface `I`.
    pub fn insert<I: Any + Send + Sync>(&self, value: I) {
        self.items.push((TypeId::of::<I>(), Arc::new(value)));
    }

    /// Whether no interface is implemented.
    pub fn is_empty(&self) -> bool {
        self.items.count() == 0
    }
}

impl Clone for InterfaceMap {
    fn clone(&self) -> Self {
        let items = boxcar::Vec::new();
        for (_, (t, v)) in self.items.iter() {
            items.push((*t, Arc::clone(v)));
        }
        InterfaceMap { items }
    }
}

impl std::fmt::Debug for InterfaceMap {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "InterfaceMap({} entries)", self.items.count())
    }
}

/// The documentation of an op kind, from its `op!` declaration (MLIR's ODS `summary`,
/// `description` and the example inside it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OpDocs {
    /// One line saying what the op is.
    pub summary: &'static str,
    /// What it does, its operands, attributes and rules, in prose.
    pub description: &'static str,
    /// A text-IR example using the op, parsable on its own (tests round-trip it).
    pub example: &'static str,
}

/// A registered operation kind.
#[derive(Clone, Debug, Default)]
pub struct OpInfo {
    /// Full name, e.g. `builtin.module`.
    pub name: &'static str,
    /// Its traits.
    pub traits: Traits,
    /// Its verifier, if any.
    pub verify: Option<VerifyFn>,
    /// Names of its inherent attributes, kept in the op's properties (`<{...}>`).
    pub inherent_attrs: &'static [&'static str],
    /// The inherent attributes that may be absent (ODS optional and default-valued ones;
    /// the others are required), sorted. The bytecode encodes the two kinds differently.
    pub optional_attrs: &'static [&'static str],
    /// Number of declared operand groups: the length of `operandSegmentSizes` for ops
    /// that have it (the bytecode stores it as a sparse array without its length).
    pub operand_groups: u32,
    /// Number of declared result groups (the length of `resultSegmentSizes`).
    pub result_groups: u32,
    /// Its verifier needing the parent op, run after `verify`.
    pub verify_with_parent: Option<ParentVerifyFn>,
    /// Its verifier whose diagnostics may carry notes, run after `verify`,
    /// `verify_with_parent` and the terminator check, before its nested ops (MLIR's
    /// `verify()` where it attaches notes).
    pub verify_with_notes: Option<RegionsVerifyFn>,
    /// Its verifier run after its nested ops were verified.
    pub verify_regions: Option<RegionsVerifyFn>,
    /// Its symbol-use verifier.
    pub verify_symbol_uses: Option<SymbolUsesFn>,
    /// Its folder, if any.
    pub fold: Option<FoldFn>,
    /// For branch ops: which operands go to which successor (also makes the verifier
    /// check them against the successors' block arguments).
    pub successor_operands: Option<SuccessorOperandsFn>,
    /// For branch ops with segment-size properties: how the properties follow changes of
    /// the successor operand counts (ops without it keep their properties).
    pub update_successor_counts: Option<UpdateSuccessorCountsFn>,
    /// Fills in absent default-valued properties (see [`PopulateDefaultsFn`]); `None`
    /// when the op has none.
    pub populate_defaults: Option<PopulateDefaultsFn>,
    /// Checks that properties read from the generic form convert (see
    /// [`CheckPropertiesFn`]); `None` when any dictionary does.
    pub check_properties: Option<CheckPropertiesFn>,
    /// The interfaces it implements (memory effects, region branches, loops, calls, ...).
    pub interfaces: crate::interfaces::Interfaces,
    /// Interfaces defined by other crates (see [`InterfaceMap`]).
    pub open_interfaces: InterfaceMap,
    /// Its documentation.
    pub docs: OpDocs,
}

impl OpInfo {
    /// `properties` with the op's absent default-valued properties set (see
    /// [`PopulateDefaultsFn`]).
    #[inline]
    pub fn with_defaults(&self, ctx: &Context, properties: Option<Attribute>) -> Option<Attribute> {
        match self.populate_defaults {
            Some(f) => f(ctx, properties),
            None => properties,
        }
    }

    /// Adds an implementation of the open interface `I` (see [`InterfaceMap`]).
    pub fn with_interface<I: Any + Send + Sync>(self, value: I) -> Self {
        self.open_interfaces.insert(value);
        self
    }

    /// The op's implementation of the open interface `I`, if any.
    pub fn interface<I: Any>(&self) -> Option<&I> {
        self.open_interfaces.get::<I>()
    }
}

/// Dialect interfaces defined outside `strata-ir` (MLIR's `DialectInterface`s, e.g. a
/// bytecode encoding): values of any type, found by dialect namespace and Rust type. Kept
/// in a [`Context::extension`] slot; append-only, so lookups take no lock.
#[derive(Default)]
pub struct DialectInterfaces {
    items: boxcar::Vec<(Box<str>, TypeId, Arc<dyn Any + Send + Sync>)>,
}

impl DialectInterfaces {
    /// Gives dialect `namespace` the implementation `value` of interface `I` (overriding
    /// an earlier one).
    pub fn attach<I: Any + Send + Sync>(ctx: &Context, namespace: &str, value: I) {
        ctx.extension::<DialectInterfaces>().items.push((
            namespace.into(),
            TypeId::of::<I>(),
            Arc::new(value),
        ));
    }

    /// Dialect `namespace`'s implementation of interface `I`, if any.
    pub fn get<'c, I: Any>(ctx: &'c Context, namespace: &str) -> Option<&'c I> {
        let items = &ctx.extension::<DialectInterfaces>().items;
        let want = TypeId::of::<I>();
        (0..items.count())
            .rev()
            .filter_map(|i| items.get(i))
            .find(|(d, t, _)| *t == want && &**d == namespace)
            .and_then(|(_, _, v)| v.downcast_ref::<I>())
    }
}

/// Registered dialects and operations.
#[derive(Default)]
pub(crate) struct Registry {
    /// Registered infos; each op name records its index (`OpNameData`).
    infos: boxcar::Vec<OpInfo>,
    dialects: RwLock<Vec<Box<str>>>,
}

impl Registry {
    /// Stores `info`; returns its index. Infos are append-only, so `&OpInfo` can be
    /// handed out without a lock.
    pub(crate) fn insert_op(&self, info: OpInfo) -> usize {
        self.infos.push(info)
    }

    pub(crate) fn info(&self, index: usize) -> &OpInfo {
        &self.infos[index]
    }

    /// Every info ever registered with its index (overridden ones included).
    pub(crate) fn all_infos(&self) -> impl Iterator<Item = (usize, &OpInfo)> {
        self.infos.iter()
    }

    pub(crate) fn has_dialect(&self, namespace: &str) -> bool {
        self.dialects
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .any(|d| &**d == namespace)
    }

    pub(crate) fn dialects(&self) -> Vec<String> {
        let mut d: Vec<String> = self
            .dialects
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .map(|d| d.to_string())
            .collect();
        d.sort();
        d
    }

    pub(crate) fn insert_dialect(&self, namespace: &str) {
        let mut d = self.dialects.write().unwrap_or_else(|e| e.into_inner());
        if !d.iter().any(|x| &**x == namespace) {
            d.push(namespace.into());
        }
    }
}
