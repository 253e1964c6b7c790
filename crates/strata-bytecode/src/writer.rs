//! Writing IR as MLIR bytecode, section by section in mlir-opt's order (dialects,
//! attribute/type offsets, attributes and types, IR, resource offsets, resources, strings,
//! properties), with the numbering of `numbering.rs`, so that the bytes are mlir-opt's.

use rustc_hash::FxHashMap;
use strata_ir::ir::{Body, OpData, OpId, OwnedOp, RegionId, ValueId};
use strata_ir::{Attribute, Context, Identifier, Type};

use crate::dialect::DialectEncoding;
use crate::dialect::DialectWriter;
use crate::encoding::{
    Emitter, MAGIC, Section, V_DIALECT_VERSIONING, V_ELIDE_UNKNOWN_BLOCK_ARG_LOC, V_LAZY_LOADING,
    V_NATIVE_PROPERTIES, V_USE_LIST_ORDERING, VERSION, op_mask,
};
use crate::numbering::{Item, Numbering};

/// Options of [`crate::write`].
#[derive(Clone, Debug)]
pub struct WriteOptions {
    /// The bytecode version to write (0 to 6).
    pub version: u64,
    /// The producer string recorded in the file.
    pub producer: String,
    /// Leave out the data of blob resources (mlir-opt's
    /// `--elide-resource-data-from-bytecode`): their entries stay, empty.
    pub elide_resource_data: bool,
}

impl Default for WriteOptions {
    fn default() -> Self {
        WriteOptions {
            version: VERSION,
            producer: "MLIR22.1.8".into(),
            elide_resource_data: false,
        }
    }
}

/// The attribute dictionary written for an op: its discardable attributes, merged with
/// its properties before version 5.
pub(crate) fn op_attr_dict(ctx: &Context, version: u64, data: &OpData) -> Attribute {
    let Some(info) = ctx.op_info(data.name) else {
        return data.attributes;
    };
    if version >= V_NATIVE_PROPERTIES {
        // Attributes upstream stores as properties travel there.
        let foreign = crate::properties::foreign_properties(info);
        let entries = ctx.dictionary_entries(data.attributes);
        let is_foreign = |n: Identifier| {
            let n = ctx.ident_str(n);
            foreign
                .iter()
                .any(|(f, _)| *f == n && !info.inherent_attrs.contains(f))
        };
        if !entries.iter().any(|e| is_foreign(e.name)) {
            return data.attributes;
        }
        let kept: Vec<_> = entries
            .iter()
            .filter(|e| !is_foreign(e.name))
            .copied()
            .collect();
        return ctx.dictionary_attr(kept);
    }
    let Some(p) = data.properties else {
        return data.attributes;
    };
    let mut all: Vec<_> = ctx
        .dictionary_entries(p)
        .iter()
        .filter(|e| !crate::properties::is_dropped_before_v5(info, ctx.ident_str(e.name)))
        .copied()
        .collect();
    all.extend_from_slice(ctx.dictionary_entries(data.attributes));
    ctx.dictionary_attr(all)
}

#[derive(Default)]
struct Strings {
    index: FxHashMap<Vec<u8>, u64>,
    list: Vec<Vec<u8>>,
}

impl Strings {
    fn insert(&mut self, s: &[u8]) -> u64 {
        if let Some(&i) = self.index.get(s) {
            return i;
        }
        let i = self.list.len() as u64;
        self.index.insert(s.to_vec(), i);
        self.list.push(s.to_vec());
        i
    }
}

#[derive(Default)]
struct Properties {
    entries: Vec<Vec<u8>>,
    index: FxHashMap<Vec<u8>, u64>,
}

impl Properties {
    fn insert(&mut self, raw: &[u8]) -> u64 {
        let mut e = Emitter::new();
        e.varint(raw.len() as u64);
        e.bytes(raw);
        if let Some(&i) = self.index.get(&e.buf) {
            return i;
        }
        let i = self.entries.len() as u64;
        self.index.insert(e.buf.clone(), i);
        self.entries.push(e.buf);
        i
    }
}

struct Writer<'c> {
    n: Numbering<'c>,
    strings: Strings,
    props: Properties,
    elide_resource_data: bool,
}

/// The real pass of an encoding: writes into an emitter.
struct EmitWriter<'w, 'c> {
    e: &'w mut Emitter,
    n: &'w Numbering<'c>,
    strings: &'w mut Strings,
}

impl DialectWriter for EmitWriter<'_, '_> {
    fn version(&self) -> u64 {
        self.n.version
    }
    fn attribute(&mut self, attr: Attribute) {
        self.e.varint(self.n.attr_num(attr));
    }
    fn optional_attribute(&mut self, attr: Option<Attribute>) {
        match attr {
            Some(a) => self.e.varint_with_flag(self.n.attr_num(a), true),
            None => self.e.varint(0),
        }
    }
    fn type_(&mut self, ty: Type) {
        self.e.varint(self.n.type_num(ty));
    }
    fn varint(&mut self, value: u64) {
        self.e.varint(value);
    }
    fn signed_varint(&mut self, value: i64) {
        self.e.signed_varint(value);
    }
    fn apint(&mut self, value: &strata_ir::apint::ApInt) {
        let width = value.width();
        if width <= 8 {
            self.e.byte(value.low_u64() as u8);
        } else if width <= 64 {
            self.e.signed_varint(value.low_u64() as i64);
        } else {
            let active = value.active_bits().div_ceil(64).max(1) as usize;
            self.e.varint(active as u64);
            for &w in &value.words()[..active] {
                self.e.signed_varint(w as i64);
            }
        }
    }
    fn string(&mut self, s: &[u8]) {
        let i = self.strings.insert(s);
        self.e.varint(i);
    }
    fn blob(&mut self, data: &[u8]) {
        self.e.varint(data.len() as u64);
        self.e.bytes(data);
    }
    fn bool(&mut self, value: bool) {
        self.e.byte(u8::from(value));
    }
    fn resource_handle(&mut self, _dialect: &str, key: Identifier) {
        self.e.varint(u64::from(self.n.resource_number[&key]));
    }
}

pub(crate) fn write(
    ctx: &Context,
    op: &OwnedOp,
    options: &WriteOptions,
) -> Result<Vec<u8>, String> {
    if options.version > VERSION {
        return Err(format!(
            "unsupported version requested {}, must be in range [0, {VERSION}]",
            options.version
        ));
    }
    let mut n = Numbering::new(ctx, options.version);
    n.number_ir(&op.body, op.op);
    let mut w = Writer {
        n,
        strings: Strings::default(),
        props: Properties::default(),
        elide_resource_data: options.elide_resource_data,
    };
    let mut out = Emitter::new();
    out.bytes(MAGIC);
    out.varint(options.version);
    out.nul_terminated(options.producer.as_bytes());
    w.dialect_section(&mut out);
    w.attr_type_sections(&mut out);
    let mut ir = Emitter::new();
    ir.varint_with_flag(1, false);
    w.op(&mut ir, &op.body, op.op)?;
    out.section(Section::Ir, ir);
    w.resource_sections(&mut out);
    let mut strings = Emitter::new();
    strings.varint(w.strings.list.len() as u64);
    for s in w.strings.list.iter().rev() {
        strings.varint(s.len() as u64 + 1);
    }
    for s in &w.strings.list {
        strings.nul_terminated(s);
    }
    out.section(Section::String, strings);
    if options.version >= V_NATIVE_PROPERTIES {
        let mut p = Emitter::new();
        p.varint(w.props.entries.len() as u64);
        for e in &w.props.entries {
            p.bytes(e);
        }
        out.section(Section::Properties, p);
    }
    Ok(out.buf)
}

impl<'c> Writer<'c> {
    fn dialect_section(&mut self, out: &mut Emitter) {
        let mut e = Emitter::new();
        e.varint(self.n.dialects.len() as u64);
        for d in &self.n.dialects {
            let i = self.strings.insert(&d.name);
            if self.n.version < V_DIALECT_VERSIONING {
                e.varint(i);
                continue;
            }
            let write_version = std::str::from_utf8(&d.name)
                .ok()
                .and_then(|name| crate::dialect::dialect_encoding(self.n.ctx, name))
                .and_then(|enc| enc.write_version);
            let mut version = Emitter::new();
            if let Some(f) = write_version {
                f(
                    self.n.ctx,
                    &mut EmitWriter {
                        e: &mut version,
                        n: &self.n,
                        strings: &mut self.strings,
                    },
                );
            }
            // An empty entry means no version, as upstream encodes it.
            e.varint_with_flag(i, !version.buf.is_empty());
            if !version.buf.is_empty() {
                e.section(Section::DialectVersions, version);
            }
        }
        if self.n.version >= V_ELIDE_UNKNOWN_BLOCK_ARG_LOC {
            e.varint(self.n.op_names.len() as u64);
        }
        let order = Numbering::ordered(&self.n.op_names, &self.n.op_name_number);
        let ctx = self.n.ctx;
        self.grouped(
            &mut e,
            &order,
            |w, e, i| {
                let item = &w.n.op_names[i];
                let (_, short) = split_op_name(ctx.op_name_data(item.value).bytes());
                let s = w.strings.insert(short);
                if w.n.version < V_NATIVE_PROPERTIES {
                    e.varint(s);
                } else {
                    e.varint_with_flag(s, ctx.op_info(item.value).is_some());
                }
            },
            |w, i| w.n.op_names[i].dialect,
        );
        out.section(Section::Dialect, e);
    }

    /// Writes `order` in runs of equal dialect: dialect number, count, entries.
    fn grouped(
        &mut self,
        e: &mut Emitter,
        order: &[usize],
        mut entry: impl FnMut(&mut Self, &mut Emitter, usize),
        dialect_of: impl Fn(&Self, usize) -> usize,
    ) {
        let mut k = 0;
        while k < order.len() {
            let d = dialect_of(self, order[k]);
            let mut end = k + 1;
            while end < order.len() && dialect_of(self, order[end]) == d {
                end += 1;
            }
            e.varint(d as u64);
            e.varint((end - k) as u64);
            for &i in &order[k..end] {
                entry(self, e, i);
            }
            k = end;
        }
    }

    fn attr_type_sections(&mut self, out: &mut Emitter) {
        let ctx = self.n.ctx;
        let mut data = Emitter::new();
        let mut offsets = Emitter::new();
        offsets.varint(self.n.attrs.len() as u64);
        offsets.varint(self.n.types.len() as u64);
        let attr_order = Numbering::ordered(&self.n.attrs, &self.n.attr_number);
        let type_order = Numbering::ordered(&self.n.types, &self.n.type_number);
        let mut prev = 0usize;
        write_entries(
            ctx,
            &self.n,
            &mut self.strings,
            (&mut offsets, &mut data, &mut prev),
            &self.n.attrs,
            &attr_order,
            |e| e.write_attribute,
            strata_asm::printer::attr_to_string,
        );
        write_entries(
            ctx,
            &self.n,
            &mut self.strings,
            (&mut offsets, &mut data, &mut prev),
            &self.n.types,
            &type_order,
            |e| e.write_type,
            strata_asm::printer::type_to_string,
        );
        out.section(Section::AttrTypeOffset, offsets);
        out.section(Section::AttrType, data);
    }

    fn op(&mut self, e: &mut Emitter, body: &Body, op: OpId) -> Result<(), String> {
        let ctx = self.n.ctx;
        let version = self.n.version;
        let data = body.op(op);
        e.varint(self.n.op_name_num(data.name));
        let mask_at = e.len();
        e.byte(0);
        let mut mask = 0u8;
        e.varint(self.n.attr_num(data.loc.attr(ctx)));
        let dict = op_attr_dict(ctx, version, data);
        if !ctx.dictionary_entries(dict).is_empty() {
            mask |= op_mask::HAS_ATTRS;
            e.varint(self.n.attr_num(dict));
        }
        if version >= V_NATIVE_PROPERTIES {
            let raw = match ctx.op_info(data.name) {
                Some(info) if crate::properties::has_properties(info) => {
                    let mut pe = Emitter::new();
                    crate::properties::write(
                        ctx,
                        info,
                        data.properties,
                        data.attributes,
                        &mut EmitWriter {
                            e: &mut pe,
                            n: &self.n,
                            strings: &mut self.strings,
                        },
                    )?;
                    Some(pe.buf)
                }
                Some(_) => None,
                None => data.properties.map(|p| {
                    let mut pe = Emitter::new();
                    pe.varint(self.n.attr_num(p));
                    pe.buf
                }),
            };
            if let Some(raw) = raw {
                mask |= op_mask::HAS_PROPERTIES;
                e.varint(self.props.insert(&raw));
            }
        }
        let results: Vec<ValueId> = body.results(op).collect();
        if !results.is_empty() {
            mask |= op_mask::HAS_RESULTS;
            e.varint(results.len() as u64);
            for &r in &results {
                e.varint(self.n.type_num(body.value_type(r)));
            }
        }
        let info = self.n.info(body);
        if body.num_operands(op) != 0 {
            mask |= op_mask::HAS_OPERANDS;
            e.varint(body.num_operands(op) as u64);
            for v in body.operands(op) {
                let id = info.value_id.get(v.index()).copied().unwrap_or(u32::MAX);
                if id == u32::MAX {
                    return Err("operand value is not defined in the written IR".into());
                }
                e.varint(u64::from(id));
            }
        }
        if !body.successors(op).is_empty() {
            mask |= op_mask::HAS_SUCCESSORS;
            e.varint(body.successors(op).len() as u64);
            for s in body.successors(op) {
                let region = body.block_region(s.block);
                let idx = region
                    .and_then(|r| body.blocks(r).iter().position(|&b| b == s.block))
                    .unwrap_or(0);
                e.varint(idx as u64);
            }
        }
        if version >= V_USE_LIST_ORDERING {
            self.use_list_orders(e, &mut mask, body, &results);
        }
        let regions = body.regions(op);
        if !regions.is_empty() {
            mask |= op_mask::HAS_INLINE_REGIONS;
        }
        e.buf[mask_at] = mask;
        if regions.is_empty() {
            return Ok(());
        }
        let isolated = self.n.is_isolated(body, op);
        e.varint_with_flag(regions.len() as u64, isolated);
        let rb = Numbering::regions_body(body, op);
        if isolated && version >= V_LAZY_LOADING {
            let mut inner = Emitter::new();
            for &r in regions {
                self.region(&mut inner, rb, r)?;
            }
            e.section(Section::Ir, inner);
        } else {
            for &r in regions {
                self.region(e, rb, r)?;
            }
        }
        Ok(())
    }

    fn region(&mut self, e: &mut Emitter, body: &Body, region: RegionId) -> Result<(), String> {
        let blocks = body.blocks(region);
        if blocks.is_empty() {
            e.varint(0);
            return Ok(());
        }
        let (nb, nv) = self.n.info(body).region_counts[&region];
        e.varint(u64::from(nb));
        e.varint(u64::from(nv));
        for &b in blocks {
            let args = body.block_args(b);
            let num_ops = body.block_ops(b).count() as u64;
            e.varint_with_flag(num_ops, !args.is_empty());
            if !args.is_empty() {
                e.varint(args.len() as u64);
                let unknown = self.n.ctx.unknown_loc();
                for (i, &a) in args.iter().enumerate() {
                    let loc = body.block_arg_loc(b, i);
                    let ty = self.n.type_num(body.value_type(a));
                    if self.n.version >= V_ELIDE_UNKNOWN_BLOCK_ARG_LOC {
                        e.varint_with_flag(ty, loc != unknown);
                        if loc != unknown {
                            e.varint(self.n.attr_num(loc.attr(self.n.ctx)));
                        }
                    } else {
                        e.varint(ty);
                        e.varint(self.n.attr_num(loc.attr(self.n.ctx)));
                    }
                }
                if self.n.version >= V_USE_LIST_ORDERING {
                    let at = e.len();
                    e.byte(0);
                    let mut mask = 0;
                    self.use_list_orders(e, &mut mask, body, args);
                    if mask != 0 {
                        e.buf[at] = mask;
                    }
                }
            }
            let ops: Vec<OpId> = body.block_ops(b).collect();
            for op in ops {
                self.op(e, body, op)?;
            }
        }
        Ok(())
    }

    /// The use-list orders of `values` that reading would not reproduce (mlir-opt's text
    /// parser builds use lists that reading bytecode rebuilds only when each list is in
    /// decreasing use order).
    fn use_list_orders(&self, e: &mut Emitter, mask: &mut u8, body: &Body, values: &[ValueId]) {
        let info = self.n.info(body);
        let mut map: Vec<(usize, Vec<u64>)> = Vec::new();
        for (idx, &v) in values.iter().enumerate() {
            if body.uses(v).len() < 2 {
                continue;
            }
            let uses = self.n.parsed_use_order(body, v);
            let ids: Vec<u64> = uses
                .iter()
                .map(|&(op, operand)| {
                    (u64::from(info.op_preorder[op.index()]) << 32) | u64::from(operand)
                })
                .collect();
            if ids.windows(2).all(|w| w[0] > w[1]) {
                continue;
            }
            let mut pairs: Vec<(u64, u64)> = ids
                .iter()
                .enumerate()
                .map(|(i, &id)| (i as u64, id))
                .collect();
            pairs.sort_by_key(|p| std::cmp::Reverse(p.1));
            map.push((idx, pairs.into_iter().map(|p| p.0).collect()));
        }
        if map.is_empty() {
            return;
        }
        *mask |= op_mask::HAS_USE_LIST_ORDERS;
        // Upstream keeps these in a `DenseMap` and writes them in its iteration order.
        let keys: Vec<u32> = map.iter().map(|(i, _)| *i as u32).collect();
        let order = dense_map_order(&keys);
        map.sort_by_key(|(i, _)| order.iter().position(|&k| k == *i as u32));
        if values.len() != 1 {
            e.varint(map.len() as u64);
        }
        for (idx, order) in map {
            let shuffled = order
                .iter()
                .enumerate()
                .filter(|(i, v)| *i as u64 != **v)
                .count();
            let pairs = shuffled < order.len() / 2;
            if values.len() != 1 {
                e.varint(idx as u64);
            }
            if pairs {
                e.varint_with_flag(shuffled as u64 * 2, true);
                for (i, &v) in order.iter().enumerate() {
                    if i as u64 != v {
                        e.varint(v);
                        e.varint(i as u64);
                    }
                }
            } else {
                e.varint_with_flag(order.len() as u64, false);
                for &v in &order {
                    e.varint(v);
                }
            }
        }
    }

    fn resource_sections(&mut self, out: &mut Emitter) {
        let ctx = self.n.ctx;
        let mut data = Emitter::new();
        let mut offsets = Emitter::new();
        let mut prev = 0usize;
        let external = ctx.external_resources();
        offsets.varint(external.len() as u64);
        for (owner, entries) in &external {
            let mut group: Vec<(Vec<u8>, u8, u64)> = Vec::new();
            for (key, value) in entries {
                let kind = write_external_value(
                    &mut data,
                    &mut self.strings,
                    value,
                    self.elide_resource_data,
                );
                let cur = data.len();
                group.push((key.clone(), kind, (cur - prev) as u64));
                prev = cur;
            }
            let k = self.strings.insert(owner.as_bytes());
            offsets.varint(k);
            offsets.varint(group.len() as u64);
            for (key, kind, size) in group {
                offsets.varint(self.strings.insert(&key));
                offsets.varint(size);
                offsets.byte(kind);
            }
        }
        for (d, dialect) in self.n.dialects.iter().enumerate() {
            if dialect.name != b"builtin" || dialect.resources.is_empty() {
                continue;
            }
            let mut keys: Vec<Identifier> = dialect.resources.clone();
            keys.sort_by_key(|k| self.n.resource_number[k]);
            let mut group = Vec::new();
            for k in keys {
                if let Some(blob) = ctx.resource_blob(k)
                    && !self.elide_resource_data
                {
                    let (align, payload) = if blob.len() >= 4 {
                        let a = u32::from_le_bytes([blob[0], blob[1], blob[2], blob[3]]);
                        (u64::from(a), &blob[4..])
                    } else {
                        (1, &blob[..])
                    };
                    data.blob_and_alignment(payload, align);
                }
                let cur = data.len();
                group.push((k, (cur - prev) as u64));
                prev = cur;
            }
            offsets.varint(d as u64);
            offsets.varint(group.len() as u64);
            for (k, size) in group {
                offsets.varint(self.strings.insert(ctx.ident_bytes_of(k)));
                offsets.varint(size);
                offsets.byte(0);
            }
        }
        out.section(Section::ResourceOffset, offsets);
        out.section(Section::Resource, data);
    }
}

/// The entries of one table (attributes or types) in `order`, in runs of one dialect:
/// each run's dialect number and length go to `offsets`, then each entry is written
/// with the dialect's encoding when it has one that accepts the entry, else as
/// nul-terminated text, and its size (flagged custom or not) goes to `offsets`. `prev` is
/// the data length at the last recorded entry, shared by both tables.
#[allow(clippy::too_many_arguments)]
fn write_entries<T: Copy>(
    ctx: &Context,
    n: &Numbering<'_>,
    strings: &mut Strings,
    (offsets, data, prev): (&mut Emitter, &mut Emitter, &mut usize),
    items: &[Item<T>],
    order: &[usize],
    encoder: impl Fn(&DialectEncoding) -> Option<fn(&Context, T, &mut dyn DialectWriter) -> bool>,
    text: impl Fn(&Context, T) -> String,
) {
    let mut k = 0;
    while k < order.len() {
        let d = items[order[k]].dialect;
        let mut end = k + 1;
        while end < order.len() && items[order[end]].dialect == d {
            end += 1;
        }
        offsets.varint(d as u64);
        offsets.varint((end - k) as u64);
        for &i in &order[k..end] {
            let value = items[i].value;
            let custom = match n.dialects[d].encoding.as_ref().and_then(&encoder) {
                Some(f) => {
                    let start = data.len();
                    let ok = f(
                        ctx,
                        value,
                        &mut EmitWriter {
                            e: data,
                            n,
                            strings,
                        },
                    );
                    if !ok {
                        data.buf.truncate(start);
                    }
                    ok
                }
                None => false,
            };
            if !custom {
                data.nul_terminated(text(ctx, value).as_bytes());
            }
            let cur = data.len();
            offsets.varint_with_flag((cur - *prev) as u64, custom);
            *prev = cur;
        }
        k = end;
    }
}

/// An external resource value as written in the text (`"0x..."` blob, `true`/`false`,
/// or a quoted string) in its bytecode form (a blob's data left out with `elide`); returns
/// its kind.
fn write_external_value(e: &mut Emitter, strings: &mut Strings, value: &str, elide: bool) -> u8 {
    let v = value.trim();
    if v == "true" || v == "false" {
        e.byte(u8::from(v == "true"));
        return 1;
    }
    let inner = v
        .strip_prefix('"')
        .and_then(|s| s.strip_suffix('"'))
        .unwrap_or(v);
    if let Some(hex) = inner.strip_prefix("0x")
        && hex.len() >= 8
        && hex.len() % 2 == 0
        && hex.bytes().all(|b| b.is_ascii_hexdigit())
    {
        let bytes: Vec<u8> = (0..hex.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(&hex[i..i + 2], 16).unwrap_or(0))
            .collect();
        let align = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
        if elide {
            return 0;
        }
        e.blob_and_alignment(&bytes[4..], u64::from(align));
        return 0;
    }
    e.varint(strings.insert(unescape(inner).as_slice()));
    2
}

fn unescape(s: &str) -> Vec<u8> {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\' && i + 1 < b.len() {
            match b[i + 1] {
                b'\\' | b'"' => {
                    out.push(b[i + 1]);
                    i += 2;
                    continue;
                }
                b'n' => {
                    out.push(b'\n');
                    i += 2;
                    continue;
                }
                b't' => {
                    out.push(b'\t');
                    i += 2;
                    continue;
                }
                _ if i + 2 < b.len() => {
                    if let Ok(v) = u8::from_str_radix(&s[i + 1..i + 3], 16) {
                        out.push(v);
                        i += 3;
                        continue;
                    }
                }
                _ => {}
            }
        }
        out.push(b[i]);
        i += 1;
    }
    out
}

/// An op name's dialect (before the first dot, the whole name without one) and the rest
/// (empty without a dot), as upstream splits it.
pub(crate) fn split_op_name(full: &[u8]) -> (&[u8], &[u8]) {
    match full.iter().position(|&b| b == b'.') {
        Some(i) => (&full[..i], &full[i + 1..]),
        None => (full, &full[full.len()..]),
    }
}

/// The iteration order of LLVM's `DenseMap<unsigned, T>` after inserting `keys` in order:
/// buckets by `key * 37` with quadratic probing, 64 buckets at first, doubled (and
/// re-inserted in bucket order) when three quarters full.
fn dense_map_order(keys: &[u32]) -> Vec<u32> {
    fn insert(buckets: &mut [Option<u32>], key: u32) {
        let mask = buckets.len() - 1;
        let mut b = (key.wrapping_mul(37) as usize) & mask;
        let mut probe = 1;
        while buckets[b].is_some() {
            b = (b + probe) & mask;
            probe += 1;
        }
        buckets[b] = Some(key);
    }
    let mut buckets: Vec<Option<u32>> = vec![None; 64];
    for (entries, &k) in keys.iter().enumerate() {
        if (entries + 1) * 4 >= buckets.len() * 3 {
            let grown = vec![None; buckets.len() * 2];
            let old = std::mem::replace(&mut buckets, grown);
            for k in old.into_iter().flatten() {
                insert(&mut buckets, k);
            }
        }
        insert(&mut buckets, k);
    }
    buckets.into_iter().flatten().collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn dense_map_iteration_order() {
        // 1 * 37 = bucket 37, 2 * 37 = 74 = bucket 10.
        assert_eq!(super::dense_map_order(&[1, 2]), vec![2, 1]);
        assert_eq!(super::dense_map_order(&[0]), vec![0]);
    }
}
