//! SSA value and block numbering, in mlir-opt's order: the top-level operation's results,
//! then its regions from a LIFO worklist (the last pushed region is numbered first), entry
//! block arguments as `%argN` from their own counter, other values from the value counter.
//! Without unique ids each region starts from the counters its parent region had when it
//! finished, so sibling regions reuse numbers; the isolated ops directly inside the
//! top-level op's regions are then numbered independently of each other, so that can be
//! left to the threads printing them ([`SsaNames::child`]).

use rustc_hash::{FxHashMap, FxHashSet};
use strata_ir::ir::{BlockId, Body, OpId, RegionId, ValueDef, ValueId};

use strata_ir::Context;

use super::ops::AsmMemo;
use super::text::push_u64;

/// A name hint made a valid SSA name (MLIR's `sanitizeIdentifier`): characters other than
/// letters, digits, `_`, `$` and `.` become `_`; a leading digit gets a `_` before it.
fn sanitize(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 1);
    if name.starts_with(|c: char| c.is_ascii_digit()) {
        out.push('_');
    }
    for c in name.chars() {
        if c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.' | '-') {
            out.push(c);
        } else {
            out.push('_');
        }
    }
    out
}

/// The spelling of one value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ValueName {
    /// Not numbered (not reachable from the printed operation).
    Unset,
    /// `%N`.
    Num(u32),
    /// `%name`, an index into [`SsaNames::names`].
    Named(u32),
}

/// Names of the values and blocks of one [`Body`].
struct BodyNames {
    values: Vec<ValueName>,
    /// Position of each block in its region (`^bbN`), `u32::MAX` if not numbered.
    blocks: Vec<u32>,
}

impl BodyNames {
    fn new(body: &Body) -> Self {
        BodyNames {
            values: vec![ValueName::Unset; body.value_capacity()],
            blocks: vec![u32::MAX; body.block_capacity()],
        }
    }
}

/// Names used in the current region and its ancestors (MLIR's scoped `usedNames` table).
#[derive(Default)]
struct UsedNames<'b> {
    /// Names of enclosing regions numbered elsewhere (never removed).
    base: Option<&'b FxHashSet<Box<str>>>,
    set: FxHashSet<Box<str>>,
    log: Vec<Box<str>>,
    /// Open scopes: (id, length of `log` when opened).
    scopes: Vec<(u32, usize)>,
    next_scope: u32,
}

impl UsedNames<'_> {
    fn contains(&self, name: &str) -> bool {
        self.set.contains(name) || self.base.is_some_and(|b| b.contains(name))
    }

    fn push_scope(&mut self) -> u32 {
        let id = self.next_scope;
        self.next_scope += 1;
        self.scopes.push((id, self.log.len()));
        id
    }

    /// Closes scopes until `id` is the innermost one.
    fn pop_to(&mut self, id: u32) {
        while let Some(&(top, start)) = self.scopes.last() {
            if top == id {
                break;
            }
            for name in self.log.drain(start..) {
                self.set.remove(&name);
            }
            self.scopes.pop();
        }
    }

    fn insert(&mut self, name: &str) {
        self.set.insert(name.into());
        self.log.push(name.into());
    }
}

/// Marks a body index as one of [`SsaNames::outer`]'s.
const OUTER: u32 = 1 << 31;

/// The numbering of everything below a printed operation.
pub(crate) struct SsaNames<'a> {
    bodies: Vec<BodyNames>,
    /// Body addresses to indices into `bodies`.
    body_index: FxHashMap<usize, u32>,
    names: Vec<Box<str>>,
    /// Result groups of ops whose name hints name results other than the first
    /// (`%sum, %overflow = ...`): the sorted first result number of each group.
    groups: FxHashMap<(u32, OpId), Vec<u32>>,
    /// Where result name hints come from (custom form only).
    hints: Option<&'a Context>,
    /// For the numbering of one isolated op below the top level: the top-level numbering,
    /// which names the values around that op.
    outer: Option<&'a SsaNames<'a>>,
    /// Isolated ops directly inside the top-level op's regions whose regions were left
    /// out (see [`SsaNames::compute_split`]), with the index of their region's state.
    deferred: FxHashMap<OpId, u32>,
    /// Address of the body holding the deferred ops.
    deferred_body: usize,
    /// The numbering state after each top-level region, where its deferred ops start.
    states: Vec<RegionState>,
}

/// The counters and names in scope after numbering one region of the top-level op.
struct RegionState {
    next_value: u32,
    next_arg: u32,
    next_conflict: u32,
    used: FxHashSet<Box<str>>,
}

/// One pending region of the numbering worklist.
struct Pending<'b> {
    body: &'b Body,
    body_idx: u32,
    region: RegionId,
    next_value: u32,
    next_arg: u32,
    next_conflict: u32,
    scope: u32,
    /// A region of the top-level op.
    top: bool,
}

/// The numbering walk's counters and scoped names.
struct Numberer<'a, 'b> {
    names: SsaNames<'a>,
    used: UsedNames<'b>,
    next_value: u32,
    next_arg: u32,
    next_conflict: u32,
    stack: Vec<Pending<'b>>,
    name_buf: String,
    /// Custom syntaxes looked up so far.
    asm: AsmMemo,
}

impl<'a> SsaNames<'a> {
    fn empty(hints: Option<&'a Context>, outer: Option<&'a SsaNames<'a>>) -> Self {
        SsaNames {
            bodies: Vec::new(),
            body_index: FxHashMap::default(),
            names: Vec::new(),
            groups: FxHashMap::default(),
            hints,
            outer,
            deferred: FxHashMap::default(),
            deferred_body: 0,
            states: Vec::new(),
        }
    }

    /// Numbers every value and block below `op` (held in `body`). With `unique`, counters
    /// are never reset between regions (generic form and `--mlir-print-unique-ssa-ids`).
    /// With `hints`, results of ops with a custom syntax take their suggested names.
    pub(crate) fn compute(
        body: &Body,
        op: OpId,
        unique: bool,
        hints: Option<&'a Context>,
    ) -> SsaNames<'a> {
        Self::compute_split(body, op, unique, hints, false)
    }

    /// [`SsaNames::compute`], but with `split` (and without `unique`, where the numbering
    /// of sibling regions does not depend on each other) the regions of isolated ops
    /// directly inside `op`'s regions are left for [`SsaNames::child`].
    pub(crate) fn compute_split(
        body: &Body,
        op: OpId,
        unique: bool,
        hints: Option<&'a Context>,
        split: bool,
    ) -> SsaNames<'a> {
        let mut n = Numberer {
            names: SsaNames::empty(hints, None),
            used: UsedNames::default(),
            next_value: 0,
            next_arg: 0,
            next_conflict: 0,
            stack: Vec::new(),
            name_buf: String::new(),
            asm: AsmMemo::default(),
        };
        let top_scope = n.used.push_scope();
        let top_idx = n.body_idx(body);
        n.push_regions(body, op, top_scope, true);
        n.number_op(top_idx, body, op);
        n.names.deferred_body = body.regions_body(op) as *const Body as usize;
        n.run(unique, split && !unique);
        n.names
    }

    /// The numbering of the regions of `op` (in `body`) if [`SsaNames::compute_split`]
    /// left them out: as they would have been numbered there, with `self` naming
    /// everything else. `asm` caches custom syntax lookups across calls.
    pub(crate) fn child<'s>(
        &'s self,
        body: &'s Body,
        op: OpId,
        asm: &mut AsmMemo,
    ) -> Option<SsaNames<'s>>
    where
        'a: 's,
    {
        if self.deferred_body != body as *const Body as usize {
            return None;
        }
        let state = self.states.get(*self.deferred.get(&op)? as usize)?;
        let outer: &'s SsaNames<'s> = self;
        let mut n = Numberer {
            names: SsaNames::empty(self.hints, Some(outer)),
            used: UsedNames {
                base: Some(&state.used),
                ..UsedNames::default()
            },
            next_value: state.next_value,
            next_arg: state.next_arg,
            next_conflict: state.next_conflict,
            stack: Vec::new(),
            name_buf: String::new(),
            asm: std::mem::take(asm),
        };
        let scope = n.used.push_scope();
        n.push_regions(body, op, scope, false);
        n.run(false, false);
        *asm = n.asm;
        Some(n.names)
    }

    /// The index of `body` in this numbering (`None` if nothing in it was numbered).
    pub(crate) fn body_index(&self, body: &Body) -> Option<u32> {
        match self.body_index.get(&(body as *const Body as usize)) {
            Some(&i) => Some(i),
            None => self.outer?.body_index(body).map(|i| i | OUTER),
        }
    }

    /// The numbering holding body number `body_idx`, and its index there.
    #[inline]
    fn resolve(&self, body_idx: u32) -> (&SsaNames<'a>, u32) {
        match self.outer {
            Some(o) if body_idx != u32::MAX && body_idx & OUTER != 0 => (o, body_idx & !OUTER),
            _ => (self, body_idx),
        }
    }

    /// Appends `%name` of `value` (a value of body number `body_idx`), with `#i` for a
    /// result of a multi-result operation when `with_result_no`.
    pub(crate) fn push_value(
        &self,
        out: &mut String,
        body_idx: u32,
        body: &Body,
        value: ValueId,
        with_result_no: bool,
    ) {
        let (this, body_idx) = self.resolve(body_idx);
        let mut lookup = value;
        let mut result_no = None;
        if let ValueDef::Result { op, index } = body.value(value).def
            && body.num_results(op) > 1
        {
            let (start, size) = this.result_group(body_idx, body, op, index);
            lookup = body.result(op, start as usize);
            if size != 1 {
                result_no = Some(index - start);
            }
        }
        let name = this
            .bodies
            .get(body_idx as usize)
            .and_then(|b| b.values.get(lookup.index()))
            .copied()
            .unwrap_or(ValueName::Unset);
        match name {
            ValueName::Unset => {
                out.push_str("<<UNKNOWN SSA VALUE>>");
                return;
            }
            ValueName::Num(n) => {
                out.push('%');
                push_u64(out, u64::from(n));
            }
            ValueName::Named(i) => {
                out.push('%');
                out.push_str(&this.names[i as usize]);
            }
        }
        if with_result_no && let Some(i) = result_no {
            out.push('#');
            push_u64(out, u64::from(i));
        }
    }

    /// The result group (first result number, size) holding result `index` of `op`.
    fn result_group(&self, body_idx: u32, body: &Body, op: OpId, index: u32) -> (u32, u32) {
        let n = body.num_results(op) as u32;
        match self.groups.get(&(body_idx, op)) {
            None => (0, n),
            Some(starts) => {
                let next = starts.partition_point(|&s| s <= index);
                let start = starts[next - 1];
                let end = starts.get(next).copied().unwrap_or(n);
                (start, end - start)
            }
        }
    }

    /// The result groups of `op` as (first result, size), in order.
    pub(crate) fn result_groups(&self, body_idx: u32, body: &Body, op: OpId) -> Vec<(u32, u32)> {
        let (this, body_idx) = self.resolve(body_idx);
        let n = body.num_results(op) as u32;
        match this.groups.get(&(body_idx, op)) {
            None => vec![(0, n)],
            Some(starts) => starts
                .iter()
                .enumerate()
                .map(|(i, &s)| (s, starts.get(i + 1).copied().unwrap_or(n) - s))
                .collect(),
        }
    }

    /// The position of `block` in its region (`N` of `^bbN`).
    pub(crate) fn block_number(&self, body_idx: u32, block: BlockId) -> Option<u32> {
        let (this, body_idx) = self.resolve(body_idx);
        let n = *this
            .bodies
            .get(body_idx as usize)?
            .blocks
            .get(block.index())?;
        (n != u32::MAX).then_some(n)
    }

    /// Appends `^bbN`.
    pub(crate) fn push_block(&self, out: &mut String, body_idx: u32, block: BlockId) {
        match self.block_number(body_idx, block) {
            Some(n) => {
                out.push_str("^bb");
                push_u64(out, u64::from(n));
            }
            None => out.push_str("INVALIDBLOCK"),
        }
    }
}

impl<'a, 'b> Numberer<'a, 'b> {
    /// Numbers the pending regions. With `split`, isolated ops directly inside the
    /// top-level op's regions are recorded as deferred instead of numbered.
    fn run(&mut self, unique: bool, split: bool) {
        while let Some(p) = self.stack.pop() {
            if !unique {
                self.next_value = p.next_value;
                self.next_arg = p.next_arg;
                self.next_conflict = p.next_conflict;
            }
            self.used.pop_to(p.scope);
            let scope = self.used.push_scope();
            self.number_region(p.body_idx, p.body, p.region);
            let state = (split && p.top).then(|| {
                self.names.states.push(RegionState {
                    next_value: self.next_value,
                    next_arg: self.next_arg,
                    next_conflict: self.next_conflict,
                    used: self.used.set.clone(),
                });
                self.names.states.len() as u32 - 1
            });
            for &block in p.body.blocks(p.region) {
                for o in p.body.block_ops(block) {
                    if p.body.regions(o).is_empty() {
                        continue;
                    }
                    match state {
                        Some(s) if p.body.child_body(o).is_some() => {
                            self.names.deferred.insert(o, s);
                        }
                        _ => self.push_regions(p.body, o, scope, false),
                    }
                }
            }
        }
    }

    fn body_idx(&mut self, body: &Body) -> u32 {
        let key = body as *const Body as usize;
        if let Some(&i) = self.names.body_index.get(&key) {
            return i;
        }
        let i = self.names.bodies.len() as u32;
        self.names.bodies.push(BodyNames::new(body));
        self.names.body_index.insert(key, i);
        i
    }

    fn push_regions(&mut self, body: &'b Body, op: OpId, scope: u32, top: bool) {
        let rbody = body.regions_body(op);
        let body_idx = self.body_idx(rbody);
        for &region in body.regions(op) {
            self.stack.push(Pending {
                body: rbody,
                body_idx,
                region,
                next_value: self.next_value,
                next_arg: self.next_arg,
                next_conflict: self.next_conflict,
                scope,
                top,
            });
        }
    }

    fn number_region(&mut self, body_idx: u32, body: &Body, region: RegionId) {
        for (i, &block) in body.blocks(region).iter().enumerate() {
            if let Some(slot) = self.names.bodies[body_idx as usize]
                .blocks
                .get_mut(block.index())
            {
                *slot = i as u32;
            }
            let entry = i == 0;
            for &arg in body.block_args(block) {
                if entry {
                    self.name_buf.clear();
                    self.name_buf.push_str("arg");
                    push_u64(&mut self.name_buf, u64::from(self.next_arg));
                    self.next_arg += 1;
                    let name = std::mem::take(&mut self.name_buf);
                    self.set_named(body_idx, arg, &name);
                    self.name_buf = name;
                } else {
                    self.set_number(body_idx, arg);
                }
            }
            for op in body.block_ops(block) {
                self.number_op(body_idx, body, op);
            }
        }
    }

    fn number_op(&mut self, body_idx: u32, body: &Body, op: OpId) {
        if body.num_results(op) == 0 {
            return;
        }
        let first = body.result(op, 0);
        let slot = self.names.bodies[body_idx as usize]
            .values
            .get(first.index())
            .copied();
        if slot != Some(ValueName::Unset) {
            return;
        }
        if let Some(ctx) = self.names.hints
            && let Some(hook) = self
                .asm
                .get(ctx, body.op(op).name)
                .and_then(|a| a.result_names)
        {
            // Each named result other than the first starts a result group, as in MLIR.
            let mut hints: Vec<(ValueId, String)> = Vec::new();
            hook(ctx, body, op, &mut |v, name| {
                if !name.is_empty() && !hints.iter().any(|(h, _)| *h == v) {
                    hints.push((v, sanitize(name)));
                }
            });
            let mut starts = vec![0u32];
            for (v, name) in &hints {
                self.set_named(body_idx, *v, name);
                if let ValueDef::Result { index, .. } = body.value(*v).def
                    && index != 0
                {
                    starts.push(index);
                }
            }
            if starts.len() > 1 {
                starts.sort_unstable();
                starts.dedup();
                self.names.groups.insert((body_idx, op), starts);
            }
            if hints.iter().any(|(v, _)| *v == first) {
                return;
            }
        }
        self.set_number(body_idx, first);
    }

    fn set_number(&mut self, body_idx: u32, v: ValueId) {
        if let Some(slot) = self.names.bodies[body_idx as usize]
            .values
            .get_mut(v.index())
        {
            *slot = ValueName::Num(self.next_value);
            self.next_value += 1;
        }
    }

    /// Gives `v` the name `name`, made unique in the current scope (`name_0`, `name_1`...).
    fn set_named(&mut self, body_idx: u32, v: ValueId, name: &str) {
        let unique: Box<str> = if !self.used.contains(name) {
            name.into()
        } else {
            let mut probe = String::with_capacity(name.len() + 4);
            loop {
                probe.clear();
                probe.push_str(name);
                probe.push('_');
                push_u64(&mut probe, u64::from(self.next_conflict));
                self.next_conflict += 1;
                if !self.used.contains(probe.as_str()) {
                    break probe.into();
                }
            }
        };
        self.used.insert(&unique);
        let idx = self.names.names.len() as u32;
        self.names.names.push(unique);
        if let Some(slot) = self.names.bodies[body_idx as usize]
            .values
            .get_mut(v.index())
        {
            *slot = ValueName::Named(idx);
        }
    }
}
