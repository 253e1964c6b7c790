//! The writer's numbering of the IR, computed as upstream's `IRNumbering` computes it so
//! that the output is byte-identical to mlir-opt's: dialects in order of first use;
//! attributes, types and op names by decreasing use count (ties by first use), then
//! grouped by dialect within each varint-width band; values numbered per region (nested
//! regions after their parent's values, isolated ones from zero); regions visited with a
//! stack (last region first). Also the pre-order operation ids, which ops are isolated
//! (an op whose regions use no value from outside counts as isolated, as upstream), and
//! the use-list order mlir-opt's text parser would have built.

use rustc_hash::FxHashMap;
use strata_ir::ir::{Body, OpId, RegionId, ValueDef, ValueId};
use strata_ir::{AttrData, Attribute, Context, Identifier, OpName, Type, TypeData};

use crate::dialect::{DialectEncoding, DialectWriter, dialect_encoding};

/// A dialect referenced by the IR.
pub(crate) struct DialectNum {
    pub(crate) name: Vec<u8>,
    pub(crate) encoding: Option<DialectEncoding>,
    /// Resources referenced, in first-use order.
    pub(crate) resources: Vec<Identifier>,
}

/// An attribute, type or op name with its use count, dialect and final number.
pub(crate) struct Item<T> {
    pub(crate) value: T,
    pub(crate) refs: u32,
    pub(crate) dialect: usize,
}

/// Per-body numbering data, indexed by the body's ids.
#[derive(Default)]
pub(crate) struct BodyInfo {
    pub(crate) value_id: Vec<u32>,
    pub(crate) op_preorder: Vec<u32>,
    pub(crate) not_isolated: Vec<bool>,
    pub(crate) op_time: Vec<u32>,
    pub(crate) block_time: Vec<u32>,
    pub(crate) region_counts: FxHashMap<RegionId, (u32, u32)>,
}

pub(crate) struct Numbering<'c> {
    pub(crate) ctx: &'c Context,
    pub(crate) version: u64,
    pub(crate) dialects: Vec<DialectNum>,
    dialect_index: FxHashMap<Vec<u8>, usize>,
    pub(crate) attrs: Vec<Item<Attribute>>,
    attr_index: FxHashMap<Attribute, usize>,
    pub(crate) types: Vec<Item<Type>>,
    type_index: FxHashMap<Type, usize>,
    pub(crate) op_names: Vec<Item<OpName>>,
    op_name_index: FxHashMap<OpName, usize>,
    /// Final numbers (after sorting), by position in the first-use lists.
    pub(crate) attr_number: Vec<u32>,
    pub(crate) type_number: Vec<u32>,
    pub(crate) op_name_number: Vec<u32>,
    /// Resource numbers by key.
    pub(crate) resource_number: FxHashMap<Identifier, u32>,
    pub(crate) bodies: FxHashMap<*const Body, BodyInfo>,
    next_value: u32,
}

impl<'c> Numbering<'c> {
    pub(crate) fn new(ctx: &'c Context, version: u64) -> Self {
        Numbering {
            ctx,
            version,
            dialects: Vec::new(),
            dialect_index: FxHashMap::default(),
            attrs: Vec::new(),
            attr_index: FxHashMap::default(),
            types: Vec::new(),
            type_index: FxHashMap::default(),
            op_names: Vec::new(),
            op_name_index: FxHashMap::default(),
            attr_number: Vec::new(),
            type_number: Vec::new(),
            op_name_number: Vec::new(),
            resource_number: FxHashMap::default(),
            bodies: FxHashMap::default(),
            next_value: 0,
        }
    }

    pub(crate) fn info(&self, body: &Body) -> &BodyInfo {
        &self.bodies[&(body as *const Body)]
    }

    fn info_mut(&mut self, body: &Body) -> &mut BodyInfo {
        self.bodies
            .entry(body as *const Body)
            .or_insert_with(|| BodyInfo {
                value_id: vec![u32::MAX; body.value_capacity()],
                op_preorder: vec![0; body.op_capacity()],
                not_isolated: vec![false; body.op_capacity()],
                op_time: vec![0; body.op_capacity()],
                block_time: vec![0; body.block_capacity()],
                region_counts: FxHashMap::default(),
            })
    }

    pub(crate) fn dialect(&mut self, name: &[u8]) -> usize {
        if let Some(&i) = self.dialect_index.get(name) {
            return i;
        }
        let i = self.dialects.len();
        self.dialects.push(DialectNum {
            name: name.to_vec(),
            encoding: std::str::from_utf8(name)
                .ok()
                .and_then(|n| dialect_encoding(self.ctx, n)),
            resources: Vec::new(),
        });
        self.dialect_index.insert(name.to_vec(), i);
        i
    }

    pub(crate) fn attr_dialect(ctx: &Context, attr: Attribute) -> String {
        match ctx.attr_data(attr) {
            AttrData::Opaque { dialect, .. } => ctx.ident_str(*dialect).to_string(),
            _ => "builtin".to_string(),
        }
    }

    pub(crate) fn type_dialect(ctx: &Context, ty: Type) -> String {
        match ctx.type_data(ty) {
            TypeData::Opaque { dialect, .. } => ctx.ident_str(*dialect).to_string(),
            _ => "builtin".to_string(),
        }
    }

    pub(crate) fn number_attr(&mut self, attr: Attribute) {
        if let Some(&i) = self.attr_index.get(&attr) {
            self.attrs[i].refs += 1;
            return;
        }
        let d = self.dialect(Self::attr_dialect(self.ctx, attr).as_bytes());
        self.attr_index.insert(attr, self.attrs.len());
        self.attrs.push(Item {
            value: attr,
            refs: 1,
            dialect: d,
        });
        if let Some(f) = self.dialects[d].encoding.and_then(|e| e.write_attribute) {
            let ctx = self.ctx;
            f(ctx, attr, &mut NumberingWriter { n: self });
        }
    }

    pub(crate) fn number_type(&mut self, ty: Type) {
        if let Some(&i) = self.type_index.get(&ty) {
            self.types[i].refs += 1;
            return;
        }
        let d = self.dialect(Self::type_dialect(self.ctx, ty).as_bytes());
        self.type_index.insert(ty, self.types.len());
        self.types.push(Item {
            value: ty,
            refs: 1,
            dialect: d,
        });
        if let Some(f) = self.dialects[d].encoding.and_then(|e| e.write_type) {
            let ctx = self.ctx;
            f(ctx, ty, &mut NumberingWriter { n: self });
        }
    }

    fn number_op_name(&mut self, name: OpName) {
        if let Some(&i) = self.op_name_index.get(&name) {
            self.op_names[i].refs += 1;
            return;
        }
        let (dialect, _) = crate::writer::split_op_name(self.ctx.op_name_data(name).bytes());
        let d = self.dialect(dialect);
        self.op_name_index.insert(name, self.op_names.len());
        self.op_names.push(Item {
            value: name,
            refs: 1,
            dialect: d,
        });
    }

    pub(crate) fn attr_num(&self, attr: Attribute) -> u64 {
        u64::from(self.attr_number[self.attr_index[&attr]])
    }

    pub(crate) fn type_num(&self, ty: Type) -> u64 {
        u64::from(self.type_number[self.type_index[&ty]])
    }

    pub(crate) fn op_name_num(&self, name: OpName) -> u64 {
        u64::from(self.op_name_number[self.op_name_index[&name]])
    }

    /// Numbers everything under `root` (held by `body`).
    pub(crate) fn number_ir(&mut self, body: &'c Body, root: OpId) {
        let mut preorder = 1;
        self.info_mut(body).op_preorder[root.index()] = 0;
        for &r in body.regions(root) {
            self.preorder_region(Self::regions_body(body, root), r, &mut preorder);
        }
        let mut time = 0;
        self.global_state(body, root, &mut time);
        self.number_op(body, root);
        // (body, region, first value id), visited last-in first-out.
        let mut stack: Vec<(&'c Body, RegionId, u32)> = Vec::new();
        self.push_regions(body, root, &mut stack);
        while let Some((body, region, first)) = stack.pop() {
            self.next_value = first;
            self.number_region(body, region);
            for &b in body.blocks(region) {
                for op in body.block_ops(b) {
                    self.push_regions(body, op, &mut stack);
                }
            }
        }
        self.finish();
    }

    /// Whether `op`'s regions are numbered (and written) as isolated from above.
    pub(crate) fn is_isolated(&self, body: &Body, op: OpId) -> bool {
        body.child_body(op).is_some() || !self.info(body).not_isolated[op.index()]
    }

    /// The body holding `op`'s regions.
    pub(crate) fn regions_body(body: &Body, op: OpId) -> &Body {
        body.child_body(op).unwrap_or(body)
    }

    fn push_regions(
        &mut self,
        body: &'c Body,
        op: OpId,
        stack: &mut Vec<(&'c Body, RegionId, u32)>,
    ) {
        let regions = body.regions(op);
        if regions.is_empty() {
            return;
        }
        let first = if self.is_isolated(body, op) {
            0
        } else {
            self.next_value
        };
        let rb = Self::regions_body(body, op);
        for &r in regions {
            stack.push((rb, r, first));
        }
    }

    fn number_region(&mut self, body: &Body, region: RegionId) {
        let blocks = body.blocks(region);
        if blocks.is_empty() {
            return;
        }
        let first = self.next_value;
        for &b in blocks {
            for (i, &arg) in body.block_args(b).iter().enumerate() {
                let id = self.next_value;
                self.next_value += 1;
                self.info_mut(body).value_id[arg.index()] = id;
                self.number_attr(body.block_arg_loc(b, i).attr(self.ctx));
                self.number_type(body.value_type(arg));
            }
            for op in body.block_ops(b) {
                self.number_op(body, op);
            }
        }
        let counts = (blocks.len() as u32, self.next_value - first);
        self.info_mut(body).region_counts.insert(region, counts);
    }

    fn number_op(&mut self, body: &Body, op: OpId) {
        let data = body.op(op);
        self.number_op_name(data.name);
        for v in body.results(op) {
            let id = self.next_value;
            self.next_value += 1;
            self.info_mut(body).value_id[v.index()] = id;
            self.number_type(body.value_type(v));
        }
        let dict = crate::writer::op_attr_dict(self.ctx, self.version, data);
        if !self.ctx.dictionary_entries(dict).is_empty() {
            self.number_attr(dict);
        }
        if self.version >= crate::encoding::V_NATIVE_PROPERTIES {
            match self.ctx.op_info(data.name) {
                Some(info) if crate::properties::has_properties(info) => {
                    let ctx = self.ctx;
                    let _ = crate::properties::write(
                        ctx,
                        info,
                        data.properties,
                        data.attributes,
                        &mut NumberingWriter { n: self },
                    );
                }
                Some(_) => {}
                None => {
                    if let Some(p) = data.properties {
                        self.number_attr(p);
                    }
                }
            }
        }
        self.number_attr(data.loc.attr(self.ctx));
    }

    /// Pre-order ids, creation times (as mlir-opt's text parser creates ops: after their
    /// regions) and which region-holding ops use values from outside.
    fn global_state(&mut self, body: &'c Body, op: OpId, time: &mut u32) {
        let rb = Self::regions_body(body, op);
        // Creation times follow the text, where `scf.index_switch` writes its default
        // region (its first) last; a child body has its own clock.
        let mut regions: Vec<RegionId> = body.regions(op).to_vec();
        if self.ctx.op_name_str(body.op(op).name) == "scf.index_switch" && !regions.is_empty() {
            regions.rotate_left(1);
        }
        let mut inner_time = 0;
        let clock: &mut u32 = if !std::ptr::eq(rb, body) {
            &mut inner_time
        } else {
            time
        };
        for &r in &regions {
            self.global_region(rb, r, clock);
        }
        // Non-isolated uses: walk from the user's region up to the value's region.
        for v in body.operands(op) {
            let def_region = match body.value(v).def {
                ValueDef::Result { op: d, .. } => {
                    body.op_block(d).and_then(|b| body.block_region(b))
                }
                ValueDef::BlockArg { block, .. } => body.block_region(block),
                ValueDef::Detached => None,
            };
            let mut r = body.op_block(op).and_then(|b| body.block_region(b));
            while let Some(region) = r {
                if Some(region) == def_region {
                    break;
                }
                let Some(owner) = body.region_parent(region) else {
                    break;
                };
                self.info_mut(body).not_isolated[owner.index()] = true;
                r = body.op_block(owner).and_then(|b| body.block_region(b));
            }
        }
        *time += 2;
        self.info_mut(body).op_time[op.index()] = *time;
    }

    fn global_region(&mut self, body: &'c Body, region: RegionId, time: &mut u32) {
        for &b in body.blocks(region) {
            *time += 2;
            self.info_mut(body).block_time[b.index()] = *time;
            for op in body.block_ops(b) {
                self.global_state(body, op, time);
            }
        }
    }

    /// Pre-order ids of the ops in `region` and below.
    fn preorder_region(&mut self, body: &'c Body, region: RegionId, preorder: &mut u32) {
        for &b in body.blocks(region) {
            for op in body.block_ops(b) {
                self.info_mut(body).op_preorder[op.index()] = *preorder;
                *preorder += 1;
                let rb = Self::regions_body(body, op);
                for &r in body.regions(op) {
                    self.preorder_region(rb, r, preorder);
                }
            }
        }
    }

    /// Sorts by use count, groups by dialect per varint band, numbers resources.
    fn finish(&mut self) {
        self.attr_number = order(&self.attrs);
        self.type_number = order(&self.types);
        self.op_name_number = order(&self.op_names);
        // Builtin resources: those with data first (in first-use order), then declarations.
        let mut next = 0;
        for d in &self.dialects {
            if d.name != b"builtin" {
                continue;
            }
            let (with, without): (Vec<_>, Vec<_>) = d
                .resources
                .iter()
                .partition(|k| self.ctx.resource_blob(**k).is_some());
            for k in with
                .into_iter()
                .chain(without)
                .collect::<Vec<&Identifier>>()
            {
                self.resource_number.insert(*k, next);
                next += 1;
            }
        }
    }

    /// Items in final order (position in the first-use list for each final number).
    pub(crate) fn ordered<T: Copy>(items: &[Item<T>], numbers: &[u32]) -> Vec<usize> {
        let mut out = vec![0; items.len()];
        for (i, &n) in numbers.iter().enumerate() {
            out[n as usize] = i;
        }
        out
    }

    /// The uses of `v` in the order mlir-opt's use list would hold them after parsing the
    /// text: uses made after the definition, newest first, then forward references in
    /// creation order.
    pub(crate) fn parsed_use_order(&self, body: &Body, v: ValueId) -> Vec<(OpId, u32)> {
        let info = self.info(body);
        let def_time = match body.value(v).def {
            ValueDef::Result { op, .. } => info.op_time[op.index()] + 1,
            ValueDef::BlockArg { block, .. } => info.block_time[block.index()],
            ValueDef::Detached => 0,
        };
        let mut after = Vec::new();
        let mut forward = Vec::new();
        for u in body.uses(v) {
            let t = info.op_time[u.op.index()];
            if t < def_time {
                forward.push((t, u.operand, u.op));
            } else {
                after.push((t, u.operand, u.op));
            }
        }
        after.sort_by_key(|a| std::cmp::Reverse((a.0, a.1)));
        forward.sort_by_key(|a| (a.0, a.1));
        after
            .into_iter()
            .chain(forward)
            .map(|(_, operand, op)| (op, operand))
            .collect()
    }
}

/// Final numbers: stable sort by decreasing use count, then grouping by dialect within
/// each band of indices encoded with the same number of varint bytes (the dialect that
/// ended the previous band first, to extend its group across the boundary).
fn order<T>(items: &[Item<T>]) -> Vec<u32> {
    let mut idx: Vec<usize> = (0..items.len()).collect();
    idx.sort_by(|&a, &b| items[b].refs.cmp(&items[a].refs));
    let mut first = 0usize;
    let mut in_band: u64 = 0;
    let mut start = 0usize;
    for i in 1..9u64 {
        in_band = (1u64 << (7 * i)) - in_band;
        if start >= idx.len() {
            break;
        }
        let end = (start as u64 + in_band).min(idx.len() as u64) as usize;
        let band = &mut idx[start..end];
        band.sort_by(|&a, &b| {
            let (da, db) = (items[a].dialect, items[b].dialect);
            let ka = (da != first, da);
            let kb = (db != first, db);
            ka.cmp(&kb)
        });
        first = items[*band.last().expect("non-empty band")].dialect;
        start = end;
    }
    let mut numbers = vec![0u32; items.len()];
    for (n, &i) in idx.iter().enumerate() {
        numbers[i] = n as u32;
    }
    numbers
}

/// The numbering pass of an encoding: records the attributes, types and resources it
/// references.
struct NumberingWriter<'n, 'c> {
    n: &'n mut Numbering<'c>,
}

impl DialectWriter for NumberingWriter<'_, '_> {
    fn version(&self) -> u64 {
        self.n.version
    }
    fn attribute(&mut self, attr: Attribute) {
        self.n.number_attr(attr);
    }
    fn optional_attribute(&mut self, attr: Option<Attribute>) {
        if let Some(a) = attr {
            self.n.number_attr(a);
        }
    }
    fn type_(&mut self, ty: Type) {
        self.n.number_type(ty);
    }
    fn varint(&mut self, _: u64) {}
    fn signed_varint(&mut self, _: i64) {}
    fn apint(&mut self, _: &strata_ir::apint::ApInt) {}
    fn string(&mut self, _: &[u8]) {}
    fn blob(&mut self, _: &[u8]) {}
    fn bool(&mut self, _: bool) {}
    fn resource_handle(&mut self, dialect: &str, key: Identifier) {
        let d = self.n.dialect(dialect.as_bytes());
        if !self.n.dialects[d].resources.contains(&key) {
            self.n.dialects[d].resources.push(key);
        }
    }
}
