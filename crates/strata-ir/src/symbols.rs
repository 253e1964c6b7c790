//! Symbols and symbol tables: the `sym_name` of an operation, lookup of flat and nested
//! (`@a::@b`) references in a symbol table operation, and a cached name → op table.

use rustc_hash::FxHashMap;

use crate::attributes::{AttrData, Attribute};
use crate::context::{Context, Identifier};
use crate::ir::{Body, OpId};

/// Calls `f` on every symbol reference held by `op`'s properties and attributes, looking
/// into arrays, dictionaries and distinct attributes (not into the references themselves).
pub fn for_each_symbol_ref(ctx: &Context, body: &Body, op: OpId, mut f: impl FnMut(Attribute)) {
    let d = body.op(op);
    let mut stack: Vec<Attribute> = Vec::new();
    stack.extend(d.properties);
    stack.push(d.attributes);
    while let Some(a) = stack.pop() {
        match ctx.attr_data(a) {
            AttrData::SymbolRef { .. } => f(a),
            AttrData::Array(items) => stack.extend(items.iter().copied()),
            AttrData::Dictionary(entries) => stack.extend(entries.iter().map(|e| e.value)),
            AttrData::Distinct { referenced, .. } => stack.push(*referenced),
            _ => {}
        }
    }
}

/// The attribute name holding an operation's symbol name.
pub const SYMBOL_ATTR_NAME: &str = "sym_name";

/// Looks `name` up among the inherent attributes (properties) of `op`, then among its
/// discardable attributes, as MLIR's `Operation::getAttr` does.
pub fn op_attr(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<Attribute> {
    let d = body.op(op);
    let find = |dict: Attribute| {
        ctx.dictionary_entries(dict)
            .iter()
            .find(|e| ctx.ident_str(e.name) == name)
            .map(|e| e.value)
    };
    d.properties.and_then(find).or_else(|| find(d.attributes))
}

/// Attribute `name` of `op` (inherent or discardable, as [`op_attr`]) by interned name:
/// no string comparisons, for hot paths (generated accessors and verifiers).
pub fn op_attr_id(ctx: &Context, body: &Body, op: OpId, name: Identifier) -> Option<Attribute> {
    let d = body.op(op);
    let find = |dict: Attribute| {
        ctx.dictionary_entries(dict)
            .iter()
            .find(|e| e.name == name)
            .map(|e| e.value)
    };
    d.properties.and_then(find).or_else(|| find(d.attributes))
}

/// A per-site cache of one identifier interned in the most recently used context (as
/// [`crate::ir::OpNameCache`] for op names), so that generated code looks attributes up
/// by [`Identifier`]. Lives in a `static`.
pub struct IdentCache {
    text: &'static str,
    /// `context id << 32 | identifier index`; 0 while empty (context ids start at 1).
    cached: std::sync::atomic::AtomicU64,
}

impl IdentCache {
    /// An empty cache for `text`.
    pub const fn new(text: &'static str) -> Self {
        IdentCache {
            text,
            cached: std::sync::atomic::AtomicU64::new(0),
        }
    }

    /// The identifier in `ctx`.
    #[inline]
    pub fn get(&self, ctx: &Context) -> Identifier {
        use std::sync::atomic::Ordering;
        let v = self.cached.load(Ordering::Relaxed);
        if (v >> 32) as u32 == ctx.id() {
            return Identifier(v as u32);
        }
        let id = ctx.ident(self.text);
        self.cached.store(
            (u64::from(ctx.id()) << 32) | u64::from(id.0),
            Ordering::Relaxed,
        );
        id
    }
}

/// The `sym_name` of `op` if it is a string attribute (typed or not); `None` otherwise.
pub fn symbol_name_attr(ctx: &Context, body: &Body, op: OpId) -> Option<Attribute> {
    let attr = op_attr(ctx, body, op, SYMBOL_ATTR_NAME)?;
    matches!(ctx.attr_data(attr), AttrData::String { .. }).then_some(attr)
}

/// The name `op` defines as a symbol: its `sym_name` if that is an untyped string (the
/// form symbol references resolve to).
pub fn symbol_name<'c>(ctx: &'c Context, body: &Body, op: OpId) -> Option<&'c [u8]> {
    let attr = op_attr(ctx, body, op, SYMBOL_ATTR_NAME)?;
    match ctx.attr_data(attr) {
        AttrData::String { value, ty } if *ty == ctx.none_type() => Some(value),
        _ => None,
    }
}

/// The ops of the first block of the first region of `table_op` (in
/// `body.regions_body(table_op)`), or nothing.
fn table_ops(body: &Body, table_op: OpId) -> impl Iterator<Item = OpId> + '_ {
    let rb = body.regions_body(table_op);
    let block = body
        .regions(table_op)
        .first()
        .and_then(|&r| rb.blocks(r).first().copied());
    block.into_iter().flat_map(move |b| rb.block_ops(b))
}

/// The op defining symbol `name` directly in the symbol table `table_op` (which lives in
/// `body`); the result lives in `body.regions_body(table_op)`. Linear in the table size:
/// use [`SymbolTable`] for repeated lookups.
pub fn lookup_symbol(
    ctx: &Context,
    body: &Body,
    table_op: OpId,
    name: impl AsRef<[u8]>,
) -> Option<OpId> {
    let rb = body.regions_body(table_op);
    let name = name.as_ref();
    table_ops(body, table_op).find(|&op| symbol_name(ctx, rb, op) == Some(name))
}

/// Whether `op` is a registered symbol table operation.
fn is_symbol_table(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_info(body.op(op).name)
        .is_some_and(|i| i.traits.symbol_table)
}

/// Resolves `@root::@nested...` starting in the symbol table `table_op` (in `body`): each
/// non-leaf reference must name a registered symbol table. Returns the body holding the
/// found op and the op.
pub fn lookup_nested_symbol<'a>(
    ctx: &Context,
    body: &'a Body,
    table_op: OpId,
    root: Identifier,
    nested: &[Identifier],
) -> Option<(&'a Body, OpId)> {
    let mut cur_body = body;
    let mut cur = table_op;
    for (i, &name) in std::iter::once(&root).chain(nested).enumerate() {
        if i > 0 && !is_symbol_table(ctx, cur_body, cur) {
            return None;
        }
        let found = lookup_symbol(ctx, cur_body, cur, ctx.ident_bytes_of(name))?;
        cur_body = cur_body.regions_body(cur);
        cur = found;
    }
    Some((cur_body, cur))
}

/// [`lookup_nested_symbol`] for a `SymbolRef` attribute (`None` for other attributes).
pub fn lookup_symbol_ref<'a>(
    ctx: &Context,
    body: &'a Body,
    table_op: OpId,
    symbol_ref: Attribute,
) -> Option<(&'a Body, OpId)> {
    match ctx.attr_data(symbol_ref) {
        AttrData::SymbolRef { root, nested } => {
            lookup_nested_symbol(ctx, body, table_op, *root, nested)
        }
        _ => None,
    }
}

/// The symbols defined directly in one symbol table op, hashed for repeated lookups.
/// The ops live in the body holding the table's region.
#[derive(Debug, Default)]
pub struct SymbolTable {
    map: FxHashMap<Box<[u8]>, OpId>,
}

impl SymbolTable {
    /// Collects the symbols of `table_op` (in `body`); for duplicate names the first wins.
    pub fn build(ctx: &Context, body: &Body, table_op: OpId) -> Self {
        let rb = body.regions_body(table_op);
        let mut map = FxHashMap::default();
        for op in table_ops(body, table_op) {
            if let Some(name) = symbol_name(ctx, rb, op) {
                map.entry(name.into()).or_insert(op);
            }
        }
        SymbolTable { map }
    }

    /// The op defining `name` (a byte string; `&str` works too).
    pub fn lookup(&self, name: impl AsRef<[u8]>) -> Option<OpId> {
        self.map.get(name.as_ref()).copied()
    }

    /// Number of symbols.
    pub fn len(&self) -> usize {
        self.map.len()
    }

    /// Whether the table defines no symbol.
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attributes::NamedAttribute;
    use crate::ir::OperationState;

    fn op_with(
        ctx: &Context,
        name: &str,
        attrs: &[(&str, Attribute)],
        props: Option<Attribute>,
    ) -> OperationState {
        OperationState {
            name: ctx.op_name(name),
            loc: ctx.unknown_loc(),
            operands: vec![],
            result_types: vec![],
            successors: vec![],
            regions: vec![],
            properties: props,
            attributes: ctx.dictionary_attr(
                attrs
                    .iter()
                    .map(|&(n, v)| NamedAttribute {
                        name: ctx.ident(n),
                        value: v,
                    })
                    .collect(),
            ),
            child_body: None,
        }
    }

    /// A `builtin.module` (in a new outer body) whose child body holds `ops`.
    fn module(
        ctx: &Context,
        sym: Option<&str>,
        ops: Vec<OperationState>,
        children: Vec<Body>,
    ) -> (Body, OpId) {
        let mut inner = Body::new();
        let r = inner.new_region();
        let b = inner.new_block();
        inner.append_block(r, b);
        let mut children = children.into_iter();
        for mut st in ops {
            if st.name == ctx.op_name("builtin.module") {
                st.child_body = children.next().map(Box::new);
                if let Some(cb) = st.child_body.as_deref() {
                    st.regions = vec![crate::ir::RegionId(0)];
                    debug_assert!(!cb.blocks(crate::ir::RegionId(0)).is_empty());
                }
            }
            let op = inner.create_op(st);
            inner.append_op(b, op);
        }
        let mut outer = Body::new();
        let attrs: Vec<(&str, Attribute)> = sym
            .map(|s| ("sym_name", ctx.string_attr(s.as_bytes())))
            .into_iter()
            .collect();
        let mut st = op_with(ctx, "builtin.module", &attrs, None);
        st.regions = vec![r];
        st.child_body = Some(Box::new(inner));
        let op = outer.create_op(st);
        (outer, op)
    }

    #[test]
    fn flat_and_nested_lookup() {
        let ctx = Context::new();
        let s = |x: &str| ctx.string_attr(x.as_bytes());
        let typed = ctx.intern_attr(AttrData::String {
            value: b"t".as_slice().into(),
            ty: ctx.builtin_types().i32,
        });
        // Nested module @m containing @g.
        let (m_outer, _) = module(
            &ctx,
            None,
            vec![op_with(&ctx, "t.fn", &[("sym_name", s("g"))], None)],
            vec![],
        );
        let m_body = {
            // Reuse the inner body of the built module as the child of a nested module.
            let mut outer = m_outer;
            outer.child_body_mut(OpId(0)).map(std::mem::take).unwrap()
        };
        let props = ctx.dictionary_attr(vec![NamedAttribute {
            name: ctx.ident("sym_name"),
            value: s("p"),
        }]);
        let (body, top) = module(
            &ctx,
            None,
            vec![
                op_with(&ctx, "t.fn", &[("sym_name", s("f"))], None),
                op_with(&ctx, "t.fn", &[("sym_name", s("f"))], None),
                op_with(&ctx, "t.fn", &[("sym_name", typed)], None),
                // Properties win over discardable attributes.
                op_with(&ctx, "t.fn", &[("sym_name", s("q"))], Some(props)),
                op_with(&ctx, "builtin.module", &[("sym_name", s("m"))], None),
                op_with(&ctx, "t.notable", &[("sym_name", s("n"))], None),
            ],
            vec![m_body],
        );
        assert_eq!(lookup_symbol(&ctx, &body, top, "f"), Some(OpId(0)));
        assert_eq!(lookup_symbol(&ctx, &body, top, "t"), None);
        assert_eq!(lookup_symbol(&ctx, &body, top, "p"), Some(OpId(3)));
        assert_eq!(lookup_symbol(&ctx, &body, top, "q"), None);
        assert_eq!(lookup_symbol(&ctx, &body, top, "m"), Some(OpId(4)));
        let inner = body.regions_body(top);
        assert!(symbol_name_attr(&ctx, inner, OpId(2)).is_some());
        assert_eq!(symbol_name(&ctx, inner, OpId(2)), None);

        let m = ctx.ident("m");
        let g = ctx.ident("g");
        let n = ctx.ident("n");
        let (gb, gop) = lookup_nested_symbol(&ctx, &body, top, m, &[g]).unwrap();
        assert_eq!(symbol_name(&ctx, gb, gop), Some(b"g".as_slice()));
        assert!(lookup_nested_symbol(&ctx, &body, top, m, &[n]).is_none());
        // `@n` is not a symbol table, so `@n::@g` does not resolve.
        assert!(lookup_nested_symbol(&ctx, &body, top, n, &[g]).is_none());
        let r = ctx.intern_attr(AttrData::SymbolRef {
            root: m,
            nested: Box::new([g]),
        });
        assert_eq!(
            lookup_symbol_ref(&ctx, &body, top, r).map(|x| x.1),
            Some(gop)
        );

        let table = SymbolTable::build(&ctx, &body, top);
        assert_eq!(table.lookup("f"), Some(OpId(0)));
        assert_eq!(table.lookup("m"), Some(OpId(4)));
        assert_eq!(table.len(), 4);
    }
}

/// A replaced symbol op: its name, properties and discardable attributes.
pub type RetiredSymbol = (Attribute, Option<Attribute>, Attribute);

/// One symbol of a table as seen from a body processed apart from it: its name, op name,
/// properties and discardable attributes (all context-owned handles).
#[derive(Clone, Debug)]
pub struct SymbolSnapshot {
    /// The symbol's name (its `sym_name` string attribute).
    pub name: Attribute,
    /// The defining op's name.
    pub op_name: crate::OpName,
    /// The defining op's properties.
    pub properties: Option<Attribute>,
    /// The defining op's discardable attributes.
    pub attributes: Attribute,
}

/// The symbols of the symbol tables enclosing bodies that a pass processes on their own
/// (the child bodies of isolated ops, e.g. function bodies while canonicalize runs on
/// each in parallel), so that folds in them can read, say, a constant global's value
/// (MLIR's folds look the symbol up in the parent op, which a Strata body cannot reach).
/// Keyed by body address; entries live while their body is being processed. A
/// [`Context::extension`].
#[derive(Default)]
pub struct OuterSymbols {
    map: std::sync::Mutex<std::collections::HashMap<usize, std::sync::Arc<Vec<SymbolSnapshot>>>>,
    /// Bodies holding the regions of a symbol table op that a pass is running on.
    tables: std::sync::Mutex<std::collections::HashSet<usize>>,
    /// Symbol ops that the running pass has replaced (by name, properties and
    /// attributes, as snapshots hold them): a dialect conversion that has converted a
    /// symbol op (a `memref.global` into an `llvm.mlir.global`) no longer shows the old
    /// op to folds, as MLIR's in-place conversion does not.
    retired: std::sync::Mutex<std::collections::HashSet<RetiredSymbol>>,
}

impl OuterSymbols {
    /// The snapshot of the symbols defined directly in `regions` (in `body`), the regions
    /// of a symbol table.
    pub fn snapshot(
        ctx: &Context,
        body: &Body,
        regions: &[crate::ir::RegionId],
    ) -> std::sync::Arc<Vec<SymbolSnapshot>> {
        let mut out = Vec::new();
        for &r in regions {
            for &b in body.blocks(r) {
                for op in body.block_ops(b) {
                    if symbol_name(ctx, body, op).is_some()
                        && let Some(name) = symbol_name_attr(ctx, body, op)
                    {
                        let data = body.op(op);
                        out.push(SymbolSnapshot {
                            name,
                            op_name: data.name,
                            properties: data.properties,
                            attributes: data.attributes,
                        });
                    }
                }
            }
        }
        std::sync::Arc::new(out)
    }

    /// Makes `symbols` the nearest enclosing table of `body`.
    pub fn set(&self, body: &Body, symbols: std::sync::Arc<Vec<SymbolSnapshot>>) {
        let mut map = self.map.lock().unwrap_or_else(|e| e.into_inner());
        map.insert(body as *const Body as usize, symbols);
    }

    /// Forgets what was set for the bodies at the given addresses.
    pub fn clear_keys(&self, bodies: &[usize]) {
        let mut map = self.map.lock().unwrap_or_else(|e| e.into_inner());
        for b in bodies {
            map.remove(b);
        }
    }

    /// Records (`on`) or forgets that `body` holds the regions of a symbol table op;
    /// returns whether it was recorded before.
    pub fn mark_table(&self, body: &Body, on: bool) -> bool {
        let mut t = self.tables.lock().unwrap_or_else(|e| e.into_inner());
        let key = Self::key(body);
        if on { !t.insert(key) } else { t.remove(&key) }
    }

    /// The symbols of the nearest table enclosing `op` (in `body`), found in `body` (a
    /// symbol table among `op`'s ancestors there, or `body`'s own table when it holds
    /// the regions of one) or recorded for `body`.
    pub fn enclosing(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
    ) -> Option<std::sync::Arc<Vec<SymbolSnapshot>>> {
        let mut cur = op;
        loop {
            let region = body.op_block(cur).and_then(|b| body.block_region(b))?;
            match body.region_parent(region) {
                Some(p) if is_symbol_table(ctx, body, p) => {
                    return Some(Self::snapshot(ctx, body, body.regions(p)));
                }
                Some(p) => cur = p,
                None => {
                    let marked = self
                        .tables
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .contains(&Self::key(body));
                    return if marked {
                        Some(Self::snapshot(ctx, body, &[region]))
                    } else {
                        self.get(body)
                    };
                }
            }
        }
    }

    /// The address of `body`, the key [`OuterSymbols::clear_keys`] takes.
    pub fn key(body: &Body) -> usize {
        body as *const Body as usize
    }

    /// The symbol named `name` in the nearest table enclosing `body`, if known (and not
    /// retired).
    pub fn lookup(&self, ctx: &Context, body: &Body, name: &[u8]) -> Option<SymbolSnapshot> {
        let table = self.get(body)?;
        let found = table.iter().find(|s| {
            matches!(ctx.attr_data(s.name), AttrData::String { value, .. } if &value[..] == name)
        })?;
        let key = (found.name, found.properties, found.attributes);
        if self
            .retired
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .contains(&key)
        {
            return None;
        }
        Some(found.clone())
    }

    /// Marks the symbol op `op` (in `body`) as replaced, so that lookups no longer find
    /// its snapshot; returns the key to give [`OuterSymbols::unretire`], if it is a
    /// symbol.
    pub fn retire(&self, ctx: &Context, body: &Body, op: OpId) -> Option<RetiredSymbol> {
        let name = symbol_name_attr(ctx, body, op)?;
        let data = body.op(op);
        let key = (name, data.properties, data.attributes);
        self.retired
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(key);
        Some(key)
    }

    /// Forgets retirements made with [`OuterSymbols::retire`].
    pub fn unretire(&self, keys: &[RetiredSymbol]) {
        let mut r = self.retired.lock().unwrap_or_else(|e| e.into_inner());
        for k in keys {
            r.remove(k);
        }
    }

    /// The symbols of the nearest table enclosing `body`, if set.
    pub fn get(&self, body: &Body) -> Option<std::sync::Arc<Vec<SymbolSnapshot>>> {
        let map = self.map.lock().unwrap_or_else(|e| e.into_inner());
        map.get(&(body as *const Body as usize)).cloned()
    }
}
