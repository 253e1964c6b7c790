//! Alias discovery and naming (`#map`, `#map1`, `#set`, `#loc3`, `#distinct`, `!tuple`):
//! which attributes and types get an alias, their depth-then-kind-then-name order, their
//! numbering, and which of them may be deferred to the end of the output. Collections of
//! consecutive parts of the IR made on several threads merge into what one walk finds.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::attributes::AttrData;
use strata_ir::types::TypeData;
use strata_ir::{Attribute, Context, Type};

use super::parallel::Split;

/// An aliased attribute or type.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum AliasKey {
    /// A type (`!name`).
    Type(Type),
    /// An attribute (`#name`).
    Attr(Attribute),
}

/// Index of "no entry" (leaf values that can never matter for aliases).
const NO_ENTRY: u32 = u32::MAX;

/// Tuples with more elements than this get a `!tuple` alias.
const TUPLE_ALIAS_MIN: usize = 16;

struct Entry {
    key: AliasKey,
    name: Option<&'static str>,
    depth: u32,
    deferrable: bool,
    children: SmallVec<[u32; 4]>,
}

/// Walks attributes and types in printing order, recording those that get an alias.
pub(crate) struct AliasCollector<'c> {
    ctx: &'c Context,
    entries: Vec<Entry>,
    type_index: FxHashMap<Type, u32>,
    attr_index: FxHashMap<Attribute, u32>,
    /// Blocks whose operations are walked in chunks on several threads.
    pub(crate) split: Option<Split>,
    /// Whether an attribute was visited without its type: its entry then has fewer
    /// children than a full visit finds, so chunk collections would not merge exactly.
    elided: bool,
    /// Whether a `distinct` attribute without an alias was visited.
    saw_distinct: bool,
    /// Custom syntaxes looked up so far.
    pub(crate) asm: super::ops::AsmMemo,
}

/// Whether an attribute of this kind can have an alias (cheap check before a lookup).
#[inline]
pub(crate) fn attr_kind_may_have_alias(data: &AttrData) -> bool {
    matches!(
        data,
        AttrData::AffineMap(_)
            | AttrData::IntegerSet(_)
            | AttrData::Distinct { .. }
            | AttrData::Opaque { .. }
    ) || data.is_location()
}

/// Whether a type of this kind can have an alias (cheap check before a lookup).
#[inline]
pub(crate) fn type_kind_may_have_alias(data: &TypeData) -> bool {
    matches!(data, TypeData::Tuple(_))
}

/// The builtin dialect's alias name for an attribute, if any.
fn attr_alias_name(data: &AttrData, ctx: &Context) -> Option<&'static str> {
    match data {
        AttrData::AffineMap(_) => Some("map"),
        AttrData::IntegerSet(_) => Some("set"),
        AttrData::Distinct { referenced, .. } => {
            (!matches!(ctx.attr_data(*referenced), AttrData::Unit)).then_some("distinct")
        }
        d if d.is_location() => Some("loc"),
        // Attributes of registered dialects, through their dialect's alias hook.
        AttrData::Opaque { dialect, body, .. } => {
            crate::custom::dialect_attr_alias(ctx, ctx.ident_str(*dialect), body)
        }
        _ => None,
    }
}

impl<'c> AliasCollector<'c> {
    /// An empty collector.
    pub(crate) fn new(ctx: &'c Context) -> Self {
        AliasCollector {
            ctx,
            entries: Vec::new(),
            type_index: FxHashMap::default(),
            attr_index: FxHashMap::default(),
            split: None,
            elided: false,
            saw_distinct: false,
            asm: Default::default(),
        }
    }

    /// Whether printing numbers `distinct` attributes outside alias definitions.
    pub(crate) fn saw_distinct(&self) -> bool {
        self.saw_distinct
    }

    /// Whether collections made separately can be merged into this one
    /// ([`AliasCollector::merge`]).
    pub(crate) fn mergeable(&self) -> bool {
        !self.elided
    }

    /// Adds what `other` found, as if its walk had continued this one: new entries in
    /// `other`'s order of first visit, and entries `other` needs printed before the
    /// operation no longer deferred. Both collectors must be [`mergeable`].
    ///
    /// [`mergeable`]: AliasCollector::mergeable
    pub(crate) fn merge(&mut self, other: AliasCollector<'c>) {
        // Entries already here were reached by the same walk of their contents, so all
        // of their children are here too and none of `other`'s new entries is reached
        // through them: `other`'s new entries come in the order one walk would find them.
        let mut map: Vec<u32> = Vec::with_capacity(other.entries.len());
        let mut added: Vec<(usize, u32)> = Vec::new();
        for (j, e) in other.entries.iter().enumerate() {
            let found = match e.key {
                AliasKey::Type(t) => self.type_index.get(&t),
                AliasKey::Attr(a) => self.attr_index.get(&a),
            };
            match found {
                Some(&i) => map.push(i),
                None => {
                    let i = self.push(e.key, e.name, true);
                    self.entries[i as usize].depth = e.depth;
                    map.push(i);
                    added.push((j, i));
                }
            }
        }
        for (j, i) in added {
            self.entries[i as usize].children = other.entries[j]
                .children
                .iter()
                .filter_map(|&c| map.get(c as usize).copied())
                .collect();
        }
        for (j, e) in other.entries.iter().enumerate() {
            if !e.deferrable {
                self.mark_non_deferrable(map[j]);
            }
        }
        self.elided |= other.elided;
        self.saw_distinct |= other.saw_distinct;
    }

    /// Records `ty` and everything printed inside it; returns its alias depth and entry.
    pub(crate) fn visit_type(&mut self, ty: Type, can_defer: bool) -> (u32, u32) {
        let ctx = self.ctx;
        let data = ctx.type_data(ty);
        if matches!(
            data,
            TypeData::Integer { .. }
                | TypeData::Index
                | TypeData::Float(_)
                | TypeData::None
                | TypeData::Opaque { .. }
        ) {
            return (0, NO_ENTRY);
        }
        let key = AliasKey::Type(ty);
        if let Some(&i) = self.type_index.get(&ty) {
            if !can_defer {
                self.mark_non_deferrable(i);
            }
            return (self.entries[i as usize].depth, i);
        }
        let name = match data {
            TypeData::Tuple(elements) if elements.len() > TUPLE_ALIAS_MIN => Some("tuple"),
            _ => None,
        };
        let i = self.push(key, name, can_defer);
        let mut children = ChildAcc::default();
        match data {
            TypeData::Complex(e)
            | TypeData::Vector { element: e, .. }
            | TypeData::UnrankedTensor { element: e } => {
                children.add(self.visit_type(*e, can_defer));
            }
            TypeData::Function { inputs, results } => {
                for &t in inputs.iter().chain(results.iter()) {
                    children.add(self.visit_type(t, can_defer));
                }
            }
            TypeData::Tuple(elements) => {
                for &t in elements.iter() {
                    children.add(self.visit_type(t, can_defer));
                }
            }
            TypeData::RankedTensor {
                element, encoding, ..
            } => {
                children.add(self.visit_type(*element, can_defer));
                if let Some(enc) = encoding {
                    children.add(self.visit_attr(*enc, can_defer, false));
                }
            }
            TypeData::MemRef {
                element,
                layout,
                memory_space,
                ..
            } => {
                children.add(self.visit_type(*element, can_defer));
                if let Some(l) = layout {
                    children.add(self.visit_attr(*l, can_defer, false));
                }
                if let Some(s) = memory_space {
                    children.add(self.visit_attr(*s, can_defer, false));
                }
            }
            TypeData::UnrankedMemRef {
                element,
                memory_space,
            } => {
                children.add(self.visit_type(*element, can_defer));
                if let Some(s) = memory_space {
                    children.add(self.visit_attr(*s, can_defer, false));
                }
            }
            _ => {}
        }
        self.finish_entry(i, children)
    }

    /// Records `attr` and everything printed inside it; returns its alias depth and entry.
    /// `elide_type` skips the attribute's own `: type` (as `printAttributeWithoutType`).
    pub(crate) fn visit_attr(
        &mut self,
        attr: Attribute,
        can_defer: bool,
        elide_type: bool,
    ) -> (u32, u32) {
        let ctx = self.ctx;
        let data = ctx.attr_data(attr);
        self.elided |= elide_type;
        if matches!(
            data,
            AttrData::Unit
                | AttrData::Integer { .. }
                | AttrData::Float { .. }
                | AttrData::DenseArray { .. }
                | AttrData::SymbolRef { .. }
                | AttrData::Strided { .. }
        ) || matches!(data, AttrData::String { ty, .. } if matches!(ctx.type_data(*ty), TypeData::None))
        {
            return (0, NO_ENTRY);
        }
        let key = AliasKey::Attr(attr);
        if let Some(&i) = self.attr_index.get(&attr) {
            if !can_defer {
                self.mark_non_deferrable(i);
            }
            return (self.entries[i as usize].depth, i);
        }
        let name = attr_alias_name(data, ctx);
        self.saw_distinct |= name.is_none() && matches!(data, AttrData::Distinct { .. });
        let i = self.push(key, name, can_defer);
        let mut children = ChildAcc::default();
        match data {
            AttrData::Distinct { referenced, .. } => {
                children.add(self.visit_attr(*referenced, can_defer, false))
            }
            AttrData::Dictionary(entries) => {
                for e in entries.iter() {
                    children.add(self.visit_attr(e.value, can_defer, false));
                }
            }
            AttrData::Array(elements) => {
                for &e in elements.iter() {
                    children.add(self.visit_attr(e, can_defer, false));
                }
            }
            AttrData::Type(t) => children.add(self.visit_type(*t, can_defer)),
            AttrData::Opaque { dialect, .. } => {
                let pieces = crate::custom::dialect_attr_pieces(ctx, ctx.ident_str(*dialect), attr);
                for piece in pieces.unwrap_or_default() {
                    if let crate::custom::AttrPiece::Attr(a)
                    | crate::custom::AttrPiece::Stripped(a) = piece
                    {
                        children.add(self.visit_attr(a, can_defer, false));
                    }
                }
            }
            AttrData::NameLoc { child: Some(c), .. }
                if !matches!(ctx.attr_data(*c), AttrData::UnknownLoc) =>
            {
                children.add(self.visit_attr(*c, can_defer, false));
            }
            AttrData::CallSiteLoc { callee, caller } => {
                children.add(self.visit_attr(*callee, can_defer, false));
                children.add(self.visit_attr(*caller, can_defer, false));
            }
            AttrData::FusedLoc {
                locations,
                metadata,
            } => {
                if let Some(m) = metadata {
                    children.add(self.visit_attr(*m, can_defer, false));
                }
                for &l in locations.iter() {
                    children.add(self.visit_attr(l, can_defer, false));
                }
            }
            _ => {}
        }
        if !elide_type {
            let ty = match data {
                AttrData::String { ty, .. }
                | AttrData::DenseElements { ty, .. }
                | AttrData::DenseResource { ty, .. }
                | AttrData::Sparse { ty, .. } => Some(*ty),
                AttrData::Opaque { ty, .. } => *ty,
                _ => None,
            };
            if let Some(ty) = ty {
                children.add(self.visit_type(ty, can_defer));
            }
        }
        self.finish_entry(i, children)
    }

    fn push(&mut self, key: AliasKey, name: Option<&'static str>, can_defer: bool) -> u32 {
        let i = self.entries.len() as u32;
        self.entries.push(Entry {
            key,
            name,
            depth: u32::from(name.is_some()),
            deferrable: can_defer,
            children: SmallVec::new(),
        });
        match key {
            AliasKey::Type(t) => self.type_index.insert(t, i),
            AliasKey::Attr(a) => self.attr_index.insert(a, i),
        };
        i
    }

    fn finish_entry(&mut self, i: u32, children: ChildAcc) -> (u32, u32) {
        let e = &mut self.entries[i as usize];
        if children.max_depth > 0 {
            e.depth = children.max_depth + 1;
        }
        e.children = children.indices;
        (e.depth, i)
    }

    fn mark_non_deferrable(&mut self, i: u32) {
        if !self.entries[i as usize].deferrable {
            return;
        }
        let mut stack: SmallVec<[u32; 8]> = SmallVec::new();
        stack.push(i);
        while let Some(i) = stack.pop() {
            let e = &mut self.entries[i as usize];
            if !e.deferrable {
                continue;
            }
            e.deferrable = false;
            stack.extend(e.children.iter().copied());
        }
    }

    /// Orders and names the aliases found.
    pub(crate) fn finish(self) -> AliasTable {
        let mut named: Vec<&Entry> = self.entries.iter().filter(|e| e.name.is_some()).collect();
        // Stable: equal keys keep their order of first visit.
        named.sort_by(|a, b| {
            a.depth
                .cmp(&b.depth)
                .then_with(|| {
                    let at = matches!(a.key, AliasKey::Type(_));
                    let bt = matches!(b.key, AliasKey::Type(_));
                    bt.cmp(&at)
                })
                .then_with(|| a.name.cmp(&b.name))
        });
        let mut table = AliasTable::default();
        let mut namer = AliasNamer::new(named.iter().filter_map(|e| e.name));
        for e in named {
            let name = e.name.unwrap_or_default();
            let suffix = namer.suffix(name);
            let at = table.aliases.len() as u32;
            match e.key {
                AliasKey::Type(t) => table.type_index.insert(t, at),
                AliasKey::Attr(a) => table.attr_index.insert(a, at),
            };
            table.aliases.push(Alias {
                key: e.key,
                name,
                suffix,
                deferrable: e.deferrable,
                printed: false,
            });
        }
        table
    }
}

/// Makes alias spellings unique: `name` itself the first time, then `name1`, `name2`, ...
/// (`name_1` when `name` ends in a digit), skipping spellings already taken.
struct AliasNamer {
    counts: FxHashMap<&'static str, u32>,
    /// Spellings taken so far; only needed when a name ends in a digit (only then can a
    /// numbered spelling of one name equal another name).
    used: Option<rustc_hash::FxHashSet<String>>,
}

impl AliasNamer {
    fn new<'a>(mut names: impl Iterator<Item = &'a str>) -> Self {
        let needs_set = names.any(|n| n.ends_with(|c: char| c.is_ascii_digit()));
        AliasNamer {
            counts: FxHashMap::default(),
            used: needs_set.then(Default::default),
        }
    }

    /// The numeric suffix (0 = none) of the next alias called `name`.
    fn suffix(&mut self, name: &'static str) -> u32 {
        let Some(used) = &mut self.used else {
            let count = self.counts.entry(name).or_insert(0);
            let n = *count;
            *count += 1;
            return n;
        };
        if used.insert(name.to_string()) {
            return 0;
        }
        let count = self.counts.entry(name).or_insert(1);
        loop {
            let n = *count;
            *count += 1;
            let mut probe = name.to_string();
            push_suffix(&mut probe, name, n);
            if used.insert(probe) {
                return n;
            }
        }
    }
}

/// Appends the numeric suffix of an alias called `name`.
fn push_suffix(out: &mut String, name: &str, suffix: u32) {
    if suffix > 0 {
        if name.ends_with(|c: char| c.is_ascii_digit()) {
            out.push('_');
        }
        super::text::push_u64(out, u64::from(suffix));
    }
}

/// Accumulates the alias depths and entries of an entry's children.
#[derive(Default)]
struct ChildAcc {
    max_depth: u32,
    indices: SmallVec<[u32; 4]>,
}

impl ChildAcc {
    fn add(&mut self, (depth, index): (u32, u32)) {
        self.max_depth = self.max_depth.max(depth);
        if index != NO_ENTRY {
            self.indices.push(index);
        }
    }
}

/// One alias: its key, spelling (`#map1`) and whether it is printed after the operation.
#[derive(Clone)]
pub(crate) struct Alias {
    pub(crate) key: AliasKey,
    name: &'static str,
    suffix: u32,
    pub(crate) deferrable: bool,
    /// For type aliases: whether the definition has been printed (before that, uses print
    /// the type itself).
    pub(crate) printed: bool,
}

/// The aliases of one print, in definition order.
#[derive(Clone, Default)]
pub(crate) struct AliasTable {
    pub(crate) aliases: Vec<Alias>,
    type_index: FxHashMap<Type, u32>,
    attr_index: FxHashMap<Attribute, u32>,
}

impl Alias {
    /// Appends `#name<suffix>` or `!name<suffix>`.
    pub(crate) fn push(&self, out: &mut String) {
        out.push(if matches!(self.key, AliasKey::Type(_)) {
            '!'
        } else {
            '#'
        });
        out.push_str(self.name);
        push_suffix(out, self.name, self.suffix);
    }
}

impl AliasTable {
    /// Whether any type has an alias.
    #[inline]
    pub(crate) fn has_type_aliases(&self) -> bool {
        !self.type_index.is_empty()
    }

    /// Whether any attribute has an alias.
    #[inline]
    pub(crate) fn has_attr_aliases(&self) -> bool {
        !self.attr_index.is_empty()
    }

    /// Appends the alias of `ty` if it has one whose definition was already printed.
    pub(crate) fn print_type_alias(&self, ty: Type, out: &mut String) -> bool {
        match self.type_index.get(&ty) {
            Some(&i) if self.aliases[i as usize].printed => {
                self.aliases[i as usize].push(out);
                true
            }
            _ => false,
        }
    }

    /// Appends the alias of `attr` if it has one.
    pub(crate) fn print_attr_alias(&self, attr: Attribute, out: &mut String) -> bool {
        match self.attr_index.get(&attr) {
            Some(&i) => {
                self.aliases[i as usize].push(out);
                true
            }
            None => false,
        }
    }
}
