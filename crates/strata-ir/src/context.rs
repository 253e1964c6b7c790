//! The [`Context`]: owner of everything uniqued (identifiers, operation names, types,
//! attributes, affine structures) and of the dialect registry.

use std::any::Any;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use crate::affine::AffineStore;
use crate::attributes::{AttrData, Attribute};
use crate::float::FloatKind;
use crate::interner::Interner;
use crate::registry::{OpInfo, Registry};
use crate::types::{BuiltinTypes, Signedness, TypeData};

/// A uniqued string: identifiers, attribute names, symbol names, file names.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Identifier(pub(crate) u32);

impl std::fmt::Debug for Identifier {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "ident{}", self.0)
    }
}

/// A uniqued operation name such as `arith.addi` or an unregistered `foo.bar`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OpName(pub(crate) u32);

impl std::fmt::Debug for OpName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "opname{}", self.0)
    }
}

/// The stored form of an [`Identifier`]. MLIR strings are byte strings: the bytes are what
/// the identifier is (hashing, equality, printing); `text` is them as UTF-8 for the code
/// that needs a `&str` (with invalid sequences replaced by U+FFFD, so that form may be
/// shared by several identifiers).
#[derive(Debug)]
pub(crate) struct IdentData {
    /// The text; the bytes themselves when they are UTF-8.
    text: Box<str>,
    /// The bytes, only when they are not UTF-8 (so valid text costs nothing extra).
    raw: Option<Box<[u8]>>,
}

impl IdentData {
    fn new(bytes: &[u8]) -> Self {
        match std::str::from_utf8(bytes) {
            Ok(text) => IdentData {
                text: text.into(),
                raw: None,
            },
            Err(_) => IdentData {
                text: String::from_utf8_lossy(bytes).into(),
                raw: Some(bytes.into()),
            },
        }
    }

    /// The bytes of the identifier.
    #[inline]
    fn bytes(&self) -> &[u8] {
        match &self.raw {
            Some(raw) => raw,
            None => self.text.as_bytes(),
        }
    }
}

impl PartialEq for IdentData {
    fn eq(&self, other: &Self) -> bool {
        self.bytes() == other.bytes()
    }
}

impl Eq for IdentData {}

// Hashes like the `[u8]` keys lookups use.
impl std::hash::Hash for IdentData {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.bytes().hash(state);
    }
}

/// What the context knows about one operation name.
#[derive(Debug)]
pub struct OpNameData {
    /// Full name, e.g. `foo.bar` (invalid UTF-8 replaced by U+FFFD; the exact bytes are
    /// [`OpNameData::bytes`]).
    pub name: Box<str>,
    /// The bytes of the name, only when they are not UTF-8.
    raw: Option<Box<[u8]>>,
    /// Length of the dialect prefix (the text before the first `.`; 0 if there is no dot).
    pub dialect_len: usize,
    /// Index of the registered `OpInfo` (`u32::MAX`: not registered), so the frequent
    /// "is this op registered?" question needs no lock.
    info: std::sync::atomic::AtomicU32,
}

// Names are uniqued by their bytes alone.
impl PartialEq for OpNameData {
    fn eq(&self, other: &Self) -> bool {
        self.bytes() == other.bytes()
    }
}

impl Eq for OpNameData {}

impl std::hash::Hash for OpNameData {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.bytes().hash(state);
    }
}

impl OpNameData {
    /// The exact bytes of the name (MLIR names are byte strings).
    #[inline]
    pub fn bytes(&self) -> &[u8] {
        match &self.raw {
            Some(raw) => raw,
            None => self.name.as_bytes(),
        }
    }

    /// The dialect namespace (`foo` of `foo.bar`), empty if the name has no dot.
    pub fn dialect(&self) -> &str {
        &self.name[..self.dialect_len]
    }
}

/// The empty dictionary `{}`: always the first attribute a context creates, so code
/// without a context at hand (e.g. `OperationState::new`) can name it.
pub(crate) const EMPTY_DICTIONARY: Attribute = Attribute(0);

/// Frequently used attributes, created once per context.
pub(crate) struct CommonAttrs {
    pub(crate) unit: Attribute,
    pub(crate) empty_dict: Attribute,
    pub(crate) unknown_loc: Attribute,
}

/// Owns all uniqued IR data. Shared by reference (`&Context`) across threads.
pub struct Context {
    pub(crate) idents: Interner<IdentData>,
    op_names: Interner<OpNameData>,
    pub(crate) types: Interner<TypeData>,
    pub(crate) attrs: Interner<AttrData>,
    affine: AffineStore,
    registry: Registry,
    allow_unregistered: AtomicBool,
    multithreading: AtomicBool,
    next_distinct_id: AtomicU64,
    pub(crate) resources: crate::resources::Resources,
    pub(crate) builtin_types: BuiltinTypes,
    pub(crate) common_attrs: CommonAttrs,
    extensions: Extensions,
    /// Unique among the contexts of the process (from 1), for caches keyed by context
    /// ([`crate::ir::OpNameCache`]).
    id: u32,
}

/// The source of [`Context`] ids.
static NEXT_CONTEXT_ID: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(1);

/// Typed per-context singletons (see [`Context::extension`]).
#[derive(Default)]
struct Extensions {
    /// Append-only, so references can be handed out without holding a lock, and read
    /// without one: there are a handful of extensions, found by a linear scan (a shared
    /// lock here cost parsing threads more than the scan, by bouncing between cores).
    items: boxcar::Vec<Box<dyn Any + Send + Sync>>,
    /// Serializes the creation of extensions.
    adding: std::sync::Mutex<()>,
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    /// Creates a context with the builtin dialect registered.
    pub fn new() -> Self {
        let types = Interner::new();
        let t = |d| crate::types::Type(types.intern(d));
        let int = |w| TypeData::Integer {
            width: w,
            signedness: Signedness::Signless,
        };
        let builtin_types = BuiltinTypes {
            i1: t(int(1)),
            i8: t(int(8)),
            i16: t(int(16)),
            i32: t(int(32)),
            i64: t(int(64)),
            index: t(TypeData::Index),
            f16: t(TypeData::Float(FloatKind::F16)),
            f32: t(TypeData::Float(FloatKind::F32)),
            f64: t(TypeData::Float(FloatKind::F64)),
            none: t(TypeData::None),
        };
        let attrs = Interner::with_first(AttrData::Dictionary(Box::new([])));
        let common_attrs = CommonAttrs {
            unit: Attribute(attrs.intern(AttrData::Unit)),
            empty_dict: Attribute(attrs.intern(AttrData::Dictionary(Box::new([])))),
            unknown_loc: Attribute(attrs.intern(AttrData::UnknownLoc)),
        };
        assert_eq!(
            common_attrs.empty_dict, EMPTY_DICTIONARY,
            "the empty dictionary must be attribute #0"
        );
        let ctx = Context {
            idents: Interner::new(),
            op_names: Interner::new(),
            types,
            attrs,
            affine: AffineStore::default(),
            registry: Registry::default(),
            allow_unregistered: AtomicBool::new(false),
            multithreading: AtomicBool::new(true),
            next_distinct_id: AtomicU64::new(0),
            resources: Default::default(),
            builtin_types,
            common_attrs,
            extensions: Extensions::default(),
            id: NEXT_CONTEXT_ID.fetch_add(1, Ordering::Relaxed).max(1),
        };
        crate::builtin::register(&ctx);
        ctx
    }

    /// This context's id, unique among the contexts of the process (never 0).
    #[inline]
    pub fn id(&self) -> u32 {
        self.id
    }

    /// Uniques a string.
    #[inline]
    pub fn ident(&self, s: &str) -> Identifier {
        self.ident_bytes(s.as_bytes())
    }

    /// Uniques a byte string (MLIR strings need not be UTF-8: `@"\FF"`).
    pub fn ident_bytes(&self, s: &[u8]) -> Identifier {
        if let Some(i) = self.idents.lookup(s, |a, b| a.bytes() == b) {
            return Identifier(i);
        }
        Identifier(self.idents.intern(IdentData::new(s)))
    }

    /// The text of an identifier; bytes that are not UTF-8 read as U+FFFD (printers and
    /// anything that must keep every byte use [`Context::ident_bytes_of`]).
    #[inline]
    pub fn ident_str(&self, id: Identifier) -> &str {
        &self.idents.get(id.0).text
    }

    /// The exact bytes of an identifier.
    #[inline]
    pub fn ident_bytes_of(&self, id: Identifier) -> &[u8] {
        self.idents.get(id.0).bytes()
    }

    /// Uniques an operation name.
    #[inline]
    pub fn op_name(&self, name: &str) -> OpName {
        self.op_name_bytes(name.as_bytes())
    }

    /// Uniques an operation name given as bytes (a generic op's quoted name need not be
    /// UTF-8).
    pub fn op_name_bytes(&self, name: &[u8]) -> OpName {
        if let Some(i) = self.op_names.lookup(name, |d, n| d.bytes() == n) {
            return OpName(i);
        }
        let (text, raw): (Box<str>, _) = match std::str::from_utf8(name) {
            Ok(text) => (text.into(), None),
            Err(_) => (String::from_utf8_lossy(name).into(), Some(name.into())),
        };
        // An offset into `text` (the dialect prefix of an invalid name reads lossily too).
        let dialect_len = text.find('.').unwrap_or(0);
        OpName(self.op_names.intern(OpNameData {
            name: text,
            raw,
            dialect_len,
            info: std::sync::atomic::AtomicU32::new(u32::MAX),
        }))
    }

    /// What is known about an operation name.
    #[inline]
    pub fn op_name_data(&self, name: OpName) -> &OpNameData {
        self.op_names.get(name.0)
    }

    /// The text of an operation name.
    #[inline]
    pub fn op_name_str(&self, name: OpName) -> &str {
        &self.op_name_data(name).name
    }

    /// The registered definition of an operation, if its dialect registered it.
    pub fn op_info(&self, name: OpName) -> Option<&OpInfo> {
        let index = self
            .op_name_data(name)
            .info
            .load(std::sync::atomic::Ordering::Acquire);
        if index == u32::MAX {
            None
        } else {
            Some(self.registry.info(index as usize))
        }
    }

    /// Registers an operation definition.
    pub fn register_op(&self, info: OpInfo) {
        let name = self.op_name(info.name);
        let index = self.registry.insert_op(info);
        self.op_name_data(name)
            .info
            .store(index as u32, std::sync::atomic::Ordering::Release);
    }

    /// The definitions of every registered operation, in registration order (an op
    /// registered twice appears once, with its latest definition).
    pub fn registered_ops(&self) -> Vec<&OpInfo> {
        self.registry
            .all_infos()
            .filter(|(index, info)| {
                let name = self.op_name(info.name);
                self.op_name_data(name)
                    .info
                    .load(std::sync::atomic::Ordering::Acquire)
                    == *index as u32
            })
            .map(|(_, info)| info)
            .collect()
    }

    /// Attaches the implementation `value` of the open interface `I` to the registered op
    /// `name` (MLIR's external models); returns false (doing nothing) if `name` is not
    /// registered. See [`crate::registry::InterfaceMap`].
    pub fn attach_op_interface<I: Any + Send + Sync>(&self, name: &str, value: I) -> bool {
        match self.op_info(self.op_name(name)) {
            Some(info) => {
                info.open_interfaces.insert(value);
                true
            }
            None => false,
        }
    }

    /// The implementation of the open interface `I` by op `name`, if it is registered and
    /// implements it.
    #[inline]
    pub fn op_interface<I: Any>(&self, name: OpName) -> Option<&I> {
        self.op_info(name)?.interface::<I>()
    }

    /// Whether a dialect namespace has been registered.
    pub fn is_dialect_registered(&self, namespace: &str) -> bool {
        self.registry.has_dialect(namespace)
    }

    /// The registered dialect namespaces, sorted.
    pub fn registered_dialects(&self) -> Vec<String> {
        self.registry.dialects()
    }

    /// Registers a dialect namespace.
    pub fn register_dialect(&self, namespace: &str) {
        self.registry.insert_dialect(namespace);
    }

    /// Whether operations of unregistered dialects are accepted (`--allow-unregistered-dialect`).
    pub fn allows_unregistered_dialects(&self) -> bool {
        self.allow_unregistered.load(Ordering::Relaxed)
    }

    /// Sets whether operations of unregistered dialects are accepted.
    pub fn set_allow_unregistered_dialects(&self, allow: bool) {
        self.allow_unregistered.store(allow, Ordering::Relaxed);
    }

    /// Whether code working on this context may use several threads (MLIR's
    /// `isMultithreadingEnabled`; on by default, `--mlir-disable-threading` turns it off).
    pub fn multithreading(&self) -> bool {
        self.multithreading.load(Ordering::Relaxed)
    }

    /// Allows or forbids the use of several threads.
    pub fn set_multithreading(&self, enabled: bool) {
        self.multithreading.store(enabled, Ordering::Relaxed);
    }

    /// The store of affine expressions, maps and integer sets.
    #[inline]
    pub fn affine(&self) -> &AffineStore {
        &self.affine
    }

    /// A fresh id for a `distinct[...]` attribute created in this context.
    pub fn fresh_distinct_id(&self) -> u64 {
        self.next_distinct_id.fetch_add(1, Ordering::Relaxed)
    }

    /// The context's instance of `T`, created with `T::default()` on first use: a typed slot
    /// where other crates keep per-context data (e.g. `strata-asm`'s custom syntax table).
    /// `T::default()` must not itself call `extension`.
    pub fn extension<T: Any + Send + Sync + Default>(&self) -> &T {
        let ext = &self.extensions;
        let find = || {
            ext.items
                .iter()
                .find_map(|(_, item)| item.downcast_ref::<T>())
        };
        if let Some(t) = find() {
            return t;
        }
        let _adding = ext.adding.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(t) = find() {
            return t;
        }
        let i = ext.items.push(Box::new(T::default()));
        match ext.items[i].downcast_ref::<T>() {
            Some(t) => t,
            None => unreachable!("the item just pushed is a `T`"),
        }
    }

    /// Ensures later fresh distinct ids are above `id` (used by the parser).
    pub fn reserve_distinct_id(&self, id: u64) {
        self.next_distinct_id
            .fetch_max(id.saturating_add(1), Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn handles_are_uniqued() {
        let ctx = Context::new();
        assert_eq!(ctx.ident("abc"), ctx.ident("abc"));
        assert_ne!(ctx.ident("abc"), ctx.ident("abd"));
        assert_eq!(ctx.ident_str(ctx.ident("xyz")), "xyz");
        let i32a = ctx.integer_type(32, Signedness::Signless);
        assert_eq!(i32a, ctx.builtin_types().i32);
        assert_ne!(ctx.integer_type(32, Signedness::Signed), i32a);
        let f = ctx.function_type(&[i32a], &[i32a, i32a]);
        assert_eq!(f, ctx.function_type(&[i32a], &[i32a, i32a]));
        assert_eq!(ctx.op_name_data(ctx.op_name("foo.bar")).dialect(), "foo");
        #[derive(Default)]
        struct Counter(std::sync::atomic::AtomicU32);
        ctx.extension::<Counter>().0.fetch_add(1, Ordering::Relaxed);
        ctx.extension::<Counter>().0.fetch_add(1, Ordering::Relaxed);
        assert_eq!(ctx.extension::<Counter>().0.load(Ordering::Relaxed), 2);
        assert_eq!(ctx.extension::<String>().as_str(), "");
        fn assert_send_sync<T: Send + Sync>() {}
        assert_send_sync::<Context>();
    }

    #[test]
    fn identifiers_and_op_names_are_byte_strings() {
        let ctx = Context::new();
        // Bytes that are not UTF-8 are kept, and identifiers differing only there differ,
        // although their text views (U+FFFD) are equal.
        let ff = ctx.ident_bytes(b"a\xff");
        let fe = ctx.ident_bytes(b"a\xfe");
        assert_ne!(ff, fe);
        assert_eq!(ctx.ident_bytes_of(ff), b"a\xff");
        assert_eq!(ctx.ident_str(ff), ctx.ident_str(fe));
        assert_eq!(ctx.ident_bytes(b"a\xff"), ff);
        // The replacement character itself is a different identifier.
        assert_ne!(ctx.ident("a\u{fffd}"), ff);
        // UTF-8 names are the same whichever way they are made.
        assert_eq!(ctx.ident_bytes("é".as_bytes()), ctx.ident("é"));
        let op = ctx.op_name_bytes(b"\xc4x.op");
        assert_ne!(op, ctx.op_name_bytes(b"\xc5x.op"));
        assert_eq!(ctx.op_name_data(op).bytes(), b"\xc4x.op");
        assert_eq!(ctx.op_name_data(op).dialect(), "\u{fffd}x");
        assert_eq!(ctx.op_name_bytes(b"foo.bar"), ctx.op_name("foo.bar"));
    }
}
