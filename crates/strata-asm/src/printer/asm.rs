//! The attribute, type and location printer (upstream's `AsmPrinter::Impl`): builtin
//! spellings, alias substitution, `distinct[N]` renumbering and the record of referenced
//! `dense_resource` blobs.

use std::sync::Arc;

use rustc_hash::{FxHashMap, FxHashSet};
use strata_ir::apint::ApInt;
use strata_ir::attributes::{AttrData, NamedAttribute};
use strata_ir::context::Identifier;
use strata_ir::types::{DYNAMIC, Signedness, TypeData};
use strata_ir::{Attribute, Context, Type};

use super::alias::{AliasTable, attr_kind_may_have_alias, type_kind_may_have_alias};
use super::text::{
    push_dialect_symbol, push_i64, push_keyword_or_string, push_quoted, push_symbol_ref, push_u64,
};

/// Whether the `: type` suffix of an attribute may or must be left out.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub(crate) enum Elision {
    /// Always print the type.
    Never,
    /// Leave out the parser's default type (`i64` integers, `f64` floats): array elements,
    /// memref layouts and memory spaces.
    May,
    /// Never print the type.
    Must,
}

/// Printed texts longer than this are not kept in the caches.
const MAX_CACHED_LEN: usize = 4096;

/// Settings of the attribute/type printer.
#[derive(Clone, Copy, Debug)]
pub(crate) struct AsmFlags {
    /// `--mlir-pretty-debuginfo`: locations without `loc(...)`.
    pub(crate) pretty_locs: bool,
    /// `--mlir-elide-elementsattrs-if-larger`.
    pub(crate) elide_limit: Option<u64>,
    /// `--mlir-print-elementsattrs-with-hex-if-larger` (`-1` disables hex).
    pub(crate) hex_limit: i64,
    /// Print every region as `{...}` (MLIR's `OpPrintingFlags::skipRegions`).
    pub(crate) skip_regions: bool,
}

impl Default for AsmFlags {
    fn default() -> Self {
        AsmFlags {
            pretty_locs: false,
            elide_limit: None,
            hex_limit: 100,
            skip_regions: false,
        }
    }
}

/// The state a [`Printer`] hands to printers on other threads (see [`Printer::seed`]).
pub(crate) struct PrinterSeed<'c> {
    ctx: &'c Context,
    flags: AsmFlags,
    aliases: Arc<AliasTable>,
    distinct_ids: DistinctIds,
}

/// The numbers of `distinct` attributes printed so far (`distinct[N]`).
pub(crate) type DistinctIds = FxHashMap<Attribute, u64>;

/// State shared by everything printed into one output: aliases, distinct ids, referenced
/// resources and caches of printed texts.
pub(crate) struct Printer<'c, 'o> {
    pub(crate) ctx: &'c Context,
    pub(crate) out: &'o mut String,
    pub(crate) flags: AsmFlags,
    /// Shared with the printers of other threads while operations are printed; only
    /// alias definitions (printed by one thread) update it.
    pub(crate) aliases: Arc<AliasTable>,
    distinct_ids: DistinctIds,
    /// Referenced `dense_resource` keys, in order of first print.
    pub(crate) resources: Vec<Identifier>,
    resource_set: FxHashSet<Identifier>,
    /// Whether the caches may be used (off while alias definitions are printed).
    pub(crate) caching: bool,
    cache: String,
    type_cache: FxHashMap<Type, (u32, u32)>,
    attr_cache: FxHashMap<(Attribute, u8), (u32, u32)>,
}

impl<'c, 'o> Printer<'c, 'o> {
    /// A printer without aliases.
    pub(crate) fn new(ctx: &'c Context, out: &'o mut String, flags: AsmFlags) -> Self {
        Printer {
            ctx,
            out,
            flags,
            aliases: Arc::default(),
            distinct_ids: FxHashMap::default(),
            resources: Vec::new(),
            resource_set: FxHashSet::default(),
            caching: true,
            cache: String::new(),
            type_cache: FxHashMap::default(),
            attr_cache: FxHashMap::default(),
        }
    }

    /// What a printer on another thread needs to print operations as this one would.
    pub(crate) fn seed(&self) -> PrinterSeed<'c> {
        PrinterSeed {
            ctx: self.ctx,
            flags: self.flags,
            aliases: Arc::clone(&self.aliases),
            distinct_ids: self.distinct_ids.clone(),
        }
    }

    /// A printer continuing from `seed` (fresh caches, no resources referenced yet).
    pub(crate) fn from_seed(seed: &PrinterSeed<'c>, out: &'o mut String) -> Self {
        let mut p = Printer::new(seed.ctx, out, seed.flags);
        p.aliases = Arc::clone(&seed.aliases);
        p.distinct_ids = seed.distinct_ids.clone();
        p
    }

    /// The `distinct` attribute numbers, if this printer numbered attributes beyond
    /// those of `seed`.
    pub(crate) fn take_distinct_ids_since(
        &mut self,
        seed: &PrinterSeed<'c>,
    ) -> Option<DistinctIds> {
        (self.distinct_ids.len() != seed.distinct_ids.len())
            .then(|| std::mem::take(&mut self.distinct_ids))
    }

    /// Continues with the `distinct` attribute numbers of another printer that started
    /// from this one's.
    pub(crate) fn set_distinct_ids(&mut self, ids: DistinctIds) {
        self.distinct_ids = ids;
    }

    /// Records `dense_resource` keys referenced by another printer, after those already
    /// referenced here.
    pub(crate) fn add_resources(&mut self, keys: &[Identifier]) {
        for &key in keys {
            if self.resource_set.insert(key) {
                self.resources.push(key);
            }
        }
    }

    // ---- cache ----

    fn cached(&mut self, range: (u32, u32)) {
        self.out
            .push_str(&self.cache[range.0 as usize..range.1 as usize]);
    }

    /// Stores what was printed since `start`, if short enough; returns its cache range.
    fn store(&mut self, start: usize) -> Option<(u32, u32)> {
        let text = &self.out[start..];
        if !self.caching
            || text.len() > MAX_CACHED_LEN
            || self.cache.len() + text.len() > u32::MAX as usize
        {
            return None;
        }
        let from = self.cache.len();
        self.cache.push_str(text);
        Some((from as u32, self.cache.len() as u32))
    }

    // ---- types ----

    /// Prints `ty`, or its alias.
    pub(crate) fn print_type(&mut self, ty: Type) {
        let data = self.ctx.type_data(ty);
        if self.aliases.has_type_aliases()
            && type_kind_may_have_alias(data)
            && self.aliases.print_type_alias(ty, self.out)
        {
            return;
        }
        match data {
            TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_) | TypeData::None => {
                self.print_type_impl(ty);
            }
            _ => {
                if self.caching
                    && let Some(&r) = self.type_cache.get(&ty)
                {
                    self.cached(r);
                    return;
                }
                let start = self.out.len();
                self.print_type_impl(ty);
                if let Some(r) = self.store(start) {
                    self.type_cache.insert(ty, r);
                }
            }
        }
    }

    /// Prints `ty` itself (never its own alias; nested types may use theirs).
    pub(crate) fn print_type_impl(&mut self, ty: Type) {
        let ctx = self.ctx;
        match ctx.type_data(ty) {
            TypeData::Integer { width, signedness } => {
                match signedness {
                    Signedness::Signless => {}
                    Signedness::Signed => self.out.push('s'),
                    Signedness::Unsigned => self.out.push('u'),
                }
                self.out.push('i');
                push_u64(self.out, u64::from(*width));
            }
            TypeData::Index => self.out.push_str("index"),
            TypeData::Float(kind) => self.out.push_str(kind.keyword()),
            TypeData::None => self.out.push_str("none"),
            TypeData::Complex(element) => {
                self.out.push_str("complex<");
                self.print_type(*element);
                self.out.push('>');
            }
            TypeData::Function { inputs, results } => self.print_function_type(inputs, results),
            TypeData::Tuple(elements) => {
                self.out.push_str("tuple<");
                self.print_type_list(elements);
                self.out.push('>');
            }
            TypeData::Vector {
                shape,
                scalable,
                element,
            } => {
                self.out.push_str("vector<");
                for (i, &d) in shape.iter().enumerate() {
                    let sc = scalable.get(i).copied().unwrap_or(false);
                    if sc {
                        self.out.push('[');
                    }
                    push_i64(self.out, d);
                    if sc {
                        self.out.push(']');
                    }
                    self.out.push('x');
                }
                self.print_type(*element);
                self.out.push('>');
            }
            TypeData::RankedTensor {
                shape,
                element,
                encoding,
            } => {
                self.out.push_str("tensor<");
                self.print_dimensions(shape);
                self.print_type(*element);
                if let Some(enc) = encoding {
                    self.out.push_str(", ");
                    self.print_attribute(*enc, Elision::Never);
                }
                self.out.push('>');
            }
            TypeData::UnrankedTensor { element } => {
                self.out.push_str("tensor<*x");
                self.print_type(*element);
                self.out.push('>');
            }
            TypeData::MemRef {
                shape,
                element,
                layout,
                memory_space,
            } => {
                self.out.push_str("memref<");
                self.print_dimensions(shape);
                self.print_type(*element);
                if let Some(layout) = layout {
                    self.out.push_str(", ");
                    self.print_attribute(*layout, Elision::May);
                }
                if let Some(space) = memory_space {
                    self.out.push_str(", ");
                    self.print_attribute(*space, Elision::May);
                }
                self.out.push('>');
            }
            TypeData::UnrankedMemRef {
                element,
                memory_space,
            } => {
                self.out.push_str("memref<*x");
                self.print_type(*element);
                if let Some(space) = memory_space {
                    self.out.push_str(", ");
                    self.print_attribute(*space, Elision::May);
                }
                self.out.push('>');
            }
            TypeData::Opaque { dialect, body } => {
                push_dialect_symbol(self.out, '!', ctx.ident_str(*dialect), body);
            }
        }
    }

    /// `(inputs) -> results`; the results are parenthesized unless there is exactly one
    /// that is not itself a function type.
    pub(crate) fn print_function_type(&mut self, inputs: &[Type], results: &[Type]) {
        self.out.push('(');
        self.print_type_list(inputs);
        self.out.push_str(") -> ");
        let wrap = results.len() != 1
            || matches!(self.ctx.type_data(results[0]), TypeData::Function { .. });
        if wrap {
            self.out.push('(');
        }
        self.print_type_list(results);
        if wrap {
            self.out.push(')');
        }
    }

    /// Types separated by `, `.
    pub(crate) fn print_type_list(&mut self, types: &[Type]) {
        for (i, &t) in types.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type(t);
        }
    }

    /// `4x?x` (each dimension followed by `x`), nothing for rank 0.
    fn print_dimensions(&mut self, shape: &[i64]) {
        for &d in shape {
            if d == DYNAMIC || d < 0 {
                self.out.push('?');
            } else {
                push_i64(self.out, d);
            }
            self.out.push('x');
        }
    }

    // ---- attributes ----

    /// Prints `attr`, or its alias.
    pub(crate) fn print_attribute(&mut self, attr: Attribute, elision: Elision) {
        let data = self.ctx.attr_data(attr);
        if self.aliases.has_attr_aliases()
            && attr_kind_may_have_alias(data)
            && self.aliases.print_attr_alias(attr, self.out)
        {
            return;
        }
        let cacheable = matches!(
            data,
            AttrData::Float { .. }
                | AttrData::Array(_)
                | AttrData::Dictionary(_)
                | AttrData::DenseArray { .. }
                | AttrData::DenseElements { .. }
                | AttrData::Sparse { .. }
                | AttrData::Strided { .. }
                | AttrData::Type(_)
        );
        if !cacheable || !self.caching {
            self.print_attribute_impl(attr, elision);
            return;
        }
        let key = (attr, elision as u8);
        if let Some(&r) = self.attr_cache.get(&key) {
            self.cached(r);
            return;
        }
        let start = self.out.len();
        self.print_attribute_impl(attr, elision);
        if let Some(r) = self.store(start) {
            self.attr_cache.insert(key, r);
        }
    }

    /// Prints the pieces of a structured dialect attribute's body.
    fn print_attr_pieces(&mut self, pieces: Vec<crate::custom::AttrPiece>) {
        for piece in pieces {
            match piece {
                crate::custom::AttrPiece::Text(t) => self.out.push_str(&t),
                crate::custom::AttrPiece::Attr(a) => self.print_attribute(a, Elision::Never),
                crate::custom::AttrPiece::Stripped(a) => {
                    let data = self.ctx.attr_data(a);
                    if self.aliases.has_attr_aliases()
                        && attr_kind_may_have_alias(data)
                        && self.aliases.print_attr_alias(a, self.out)
                    {
                        continue;
                    }
                    let start = self.out.len();
                    self.print_attribute_impl(a, Elision::Never);
                    // Drop `#dialect.mnemonic` before the parameters.
                    if let AttrData::Opaque { .. } = data
                        && let Some(lt) = self.out[start..].find('<')
                    {
                        self.out.replace_range(start..start + lt, "");
                    }
                }
            }
        }
    }

    /// Prints `attr` itself (never its own alias; nested values may use theirs).
    pub(crate) fn print_attribute_impl(&mut self, attr: Attribute, elision: Elision) {
        let ctx = self.ctx;
        let typed: Option<Type> = match ctx.attr_data(attr) {
            AttrData::Unit => {
                self.out.push_str("unit");
                return;
            }
            AttrData::Opaque { dialect, body, ty } => {
                let name = ctx.ident_str(*dialect);
                match crate::custom::dialect_attr_pieces(ctx, name, attr) {
                    Some(pieces) => {
                        self.out.push('#');
                        self.out.push_str(name);
                        self.out.push('.');
                        self.print_attr_pieces(pieces);
                    }
                    None => push_dialect_symbol(self.out, '#', name, body),
                }
                *ty
            }
            AttrData::Distinct { referenced, .. } => {
                let next = self.distinct_ids.len() as u64;
                let id = *self.distinct_ids.entry(attr).or_insert(next);
                self.out.push_str("distinct[");
                push_u64(self.out, id);
                self.out.push_str("]<");
                if !matches!(ctx.attr_data(*referenced), AttrData::Unit) {
                    self.print_attribute(*referenced, Elision::Never);
                }
                self.out.push('>');
                return;
            }
            AttrData::Dictionary(entries) => {
                self.out.push('{');
                self.print_named_attributes(entries);
                self.out.push('}');
                return;
            }
            AttrData::Integer { ty, value } => {
                let (signed, is_i1, is_i64) = match ctx.type_data(*ty) {
                    TypeData::Integer { width, signedness } => (
                        *signedness != Signedness::Unsigned,
                        *width == 1 && *signedness == Signedness::Signless,
                        *width == 64 && *signedness == Signedness::Signless,
                    ),
                    _ => (true, false, false),
                };
                if is_i1 {
                    self.out
                        .push_str(if value.is_zero() { "false" } else { "true" });
                    return;
                }
                push_apint(self.out, value, signed);
                if elision == Elision::May && is_i64 {
                    return;
                }
                Some(*ty)
            }
            AttrData::Float { ty, bits } => {
                let Some(kind) = ctx.float_kind(*ty) else {
                    self.out.push_str("<<INVALID FLOAT>>");
                    return;
                };
                let text = strata_ir::float::format(kind, *bits);
                let hex = text.starts_with("0x");
                self.out.push_str(&text);
                if elision == Elision::May && kind == strata_ir::float::FloatKind::F64 && !hex {
                    return;
                }
                Some(*ty)
            }
            AttrData::String { value, ty } => {
                push_quoted(self.out, value);
                Some(*ty)
            }
            AttrData::Array(elements) => {
                self.out.push('[');
                for (i, &e) in elements.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_attribute(e, Elision::May);
                }
                self.out.push(']');
                return;
            }
            AttrData::AffineMap(map) => {
                self.out.push_str("affine_map<");
                super::affine::push_affine_map(ctx, *map, self.out);
                self.out.push('>');
                return;
            }
            AttrData::IntegerSet(set) => {
                self.out.push_str("affine_set<");
                super::affine::push_integer_set(ctx, *set, self.out);
                self.out.push('>');
                return;
            }
            AttrData::Type(t) => {
                self.print_type(*t);
                return;
            }
            AttrData::SymbolRef { root, nested } => {
                push_symbol_ref(self.out, ctx.ident_bytes_of(*root));
                for n in nested.iter() {
                    self.out.push_str("::");
                    push_symbol_ref(self.out, ctx.ident_bytes_of(*n));
                }
                return;
            }
            AttrData::DenseElements { ty, data } => {
                if self.should_elide(*ty, data) {
                    self.out.push_str("dense_resource<__elided__>");
                } else {
                    self.out.push_str("dense<");
                    self.print_dense_body(*ty, data, true);
                    self.out.push('>');
                }
                Some(*ty)
            }
            AttrData::Sparse {
                ty,
                indices,
                values,
            } => {
                let elide = |p: &Self, a: Attribute| match ctx.attr_data(a) {
                    AttrData::DenseElements { ty, data } => p.should_elide(*ty, data),
                    _ => false,
                };
                if elide(self, *indices) || elide(self, *values) {
                    self.out.push_str("dense_resource<__elided__>");
                } else {
                    self.out.push_str("sparse<");
                    if let AttrData::DenseElements {
                        ty: ity,
                        data: idata,
                    } = ctx.attr_data(*indices)
                        && ctx.num_elements(*ity) != Some(0)
                    {
                        self.print_dense_body(*ity, idata, false);
                        self.out.push_str(", ");
                        if let AttrData::DenseElements {
                            ty: vty,
                            data: vdata,
                        } = ctx.attr_data(*values)
                        {
                            self.print_dense_body(*vty, vdata, true);
                        }
                    }
                    self.out.push('>');
                }
                Some(*ty)
            }
            AttrData::Strided { strides, offset } => {
                self.out.push_str("strided<[");
                for (i, &s) in strides.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    push_dim_or_dynamic(self.out, s);
                }
                self.out.push(']');
                if *offset != 0 {
                    self.out.push_str(", offset: ");
                    push_dim_or_dynamic(self.out, *offset);
                }
                self.out.push('>');
                return;
            }
            AttrData::DenseArray { element, len, raw } => {
                self.out.push_str("array<");
                self.print_type(*element);
                if *len > 0 {
                    self.out.push_str(": ");
                    self.print_dense_array_elements(*element, *len, raw);
                }
                self.out.push('>');
                return;
            }
            AttrData::DenseResource { ty, handle } => {
                self.out.push_str("dense_resource<");
                push_keyword_or_string(self.out, ctx.ident_bytes_of(*handle));
                self.out.push('>');
                if self.resource_set.insert(*handle) {
                    self.resources.push(*handle);
                }
                Some(*ty)
            }
            AttrData::UnknownLoc
            | AttrData::FileLineColLoc { .. }
            | AttrData::NameLoc { .. }
            | AttrData::CallSiteLoc { .. }
            | AttrData::FusedLoc { .. } => {
                self.print_location(attr, false);
                return;
            }
        };
        if elision != Elision::Must
            && let Some(ty) = typed
            && !matches!(ctx.type_data(ty), TypeData::None)
        {
            self.out.push_str(" : ");
            self.print_type(ty);
        }
    }

    /// `name = value` or just `name` for a unit value, entries separated by `, `.
    pub(crate) fn print_named_attributes(&mut self, entries: &[NamedAttribute]) {
        for (i, e) in entries.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_named_attribute(*e);
        }
    }

    /// `name = value`, or `name` alone when the value is `unit`.
    pub(crate) fn print_named_attribute(&mut self, entry: NamedAttribute) {
        push_keyword_or_string(self.out, self.ctx.ident_bytes_of(entry.name));
        if matches!(self.ctx.attr_data(entry.value), AttrData::Unit) {
            return;
        }
        self.out.push_str(" = ");
        self.print_attribute(entry.value, Elision::Never);
    }

    // ---- locations ----

    /// `loc(...)` (or the pretty form without `loc`); with `allow_alias` the whole location
    /// may be replaced by its alias.
    pub(crate) fn print_location(&mut self, loc: Attribute, allow_alias: bool) {
        if self.flags.pretty_locs {
            self.print_location_internal(loc, true, true);
            return;
        }
        self.out.push_str("loc(");
        if !(allow_alias
            && self.aliases.has_attr_aliases()
            && self.aliases.print_attr_alias(loc, self.out))
        {
            self.print_location_internal(loc, false, true);
        }
        self.out.push(')');
    }

    fn print_location_internal(&mut self, loc: Attribute, pretty: bool, top_level: bool) {
        if !top_level
            && self.aliases.has_attr_aliases()
            && self.aliases.print_attr_alias(loc, self.out)
        {
            return;
        }
        let ctx = self.ctx;
        match ctx.attr_data(loc) {
            AttrData::UnknownLoc => self
                .out
                .push_str(if pretty { "[unknown]" } else { "unknown" }),
            AttrData::FileLineColLoc {
                file,
                line,
                col,
                end_line,
                end_col,
                ..
            } => {
                if pretty {
                    self.out.push_str(ctx.ident_str(*file));
                } else {
                    push_quoted(self.out, ctx.ident_bytes_of(*file));
                }
                self.out.push(':');
                push_u64(self.out, u64::from(*line));
                self.out.push(':');
                push_u64(self.out, u64::from(*col));
                if end_line == line && end_col == col {
                    return;
                }
                if end_line == line {
                    self.out.push_str(" to :");
                } else {
                    self.out.push_str(" to ");
                    push_u64(self.out, u64::from(*end_line));
                    self.out.push(':');
                }
                push_u64(self.out, u64::from(*end_col));
            }
            AttrData::NameLoc { name, child } => {
                push_quoted(self.out, ctx.ident_bytes_of(*name));
                if let Some(child) = child
                    && !matches!(ctx.attr_data(*child), AttrData::UnknownLoc)
                {
                    self.out.push('(');
                    self.print_location_internal(*child, pretty, false);
                    self.out.push(')');
                }
            }
            AttrData::CallSiteLoc { callee, caller } => {
                if !pretty {
                    self.out.push_str("callsite(");
                }
                self.print_location_internal(*callee, pretty, false);
                if pretty {
                    let inline = matches!(ctx.attr_data(*callee), AttrData::NameLoc { .. })
                        && matches!(ctx.attr_data(*caller), AttrData::FileLineColLoc { .. });
                    self.out.push_str(if inline { " at " } else { "\n at " });
                } else {
                    self.out.push_str(" at ");
                }
                self.print_location_internal(*caller, pretty, false);
                if !pretty {
                    self.out.push(')');
                }
            }
            AttrData::FusedLoc {
                locations,
                metadata,
            } => {
                if !pretty {
                    self.out.push_str("fused");
                }
                if let Some(m) = metadata {
                    self.out.push('<');
                    self.print_attribute(*m, Elision::Never);
                    self.out.push('>');
                }
                self.out.push('[');
                for (i, &l) in locations.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_location_internal(l, pretty, false);
                }
                self.out.push(']');
            }
            _ => self.print_attribute(loc, Elision::Never),
        }
    }
}

/// A stride or offset: `?` when dynamic.
fn push_dim_or_dynamic(out: &mut String, v: i64) {
    if v == DYNAMIC {
        out.push('?');
    } else {
        push_i64(out, v);
    }
}

/// Appends an integer in decimal, signed or unsigned.
pub(crate) fn push_apint(out: &mut String, v: &ApInt, signed: bool) {
    let width = v.width();
    if width == 0 {
        out.push('0');
        return;
    }
    if width <= 64 {
        let w = v.words().first().copied().unwrap_or(0);
        if signed {
            let shift = 64 - width;
            push_i64(out, ((w << shift) as i64) >> shift);
        } else {
            push_u64(out, w);
        }
        return;
    }
    out.push_str(&if signed {
        v.to_string_signed()
    } else {
        v.to_string_unsigned()
    });
}
