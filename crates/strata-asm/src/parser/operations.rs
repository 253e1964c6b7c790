//! Parsing of the top level (aliases, file metadata), operations in generic and custom
//! form, regions, blocks, and SSA name resolution.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{
    BlockId, Body, OpId, OperationState, OwnedOp, RegionId, Successor, ValueDef, ValueId,
};
use strata_ir::{AttrData, Attribute, Location, NamedAttribute, Type};

use super::{PResult, Parser};
use crate::custom::CustomAsm;
use crate::lexer::{TokenKind as K, unescape_string};

/// Per-file parser state for operations.
#[derive(Default)]
pub(crate) struct OpState<'s> {
    /// `distinct[N]` ids seen in this file: the attribute and what it references.
    pub(crate) distinct: FxHashMap<u64, (Attribute, Attribute)>,
    pub(super) scopes: Vec<IsolatedScope<'s>>,
    /// Placeholder locations standing for `#alias` references not yet defined.
    pub(super) deferred: FxHashMap<Attribute, (&'s str, usize)>,
    /// Default dialects of the enclosing custom ops (`builtin` when empty).
    pub(crate) default_dialects: Vec<&'static str>,
    /// The custom-syntax ops that op names resolved to, by (default dialect, spelling):
    /// the registry's lookup takes shared locks, which parsing threads would contend on.
    pub(super) custom_ops:
        FxHashMap<(&'static str, &'s str), Option<(strata_ir::OpName, CustomAsm)>>,
    /// Set while a top-level `builtin.module` is being parsed and its body's ops not yet:
    /// the next block parsed one level down is that body (a parallel parsing candidate).
    pub(super) module_body_pending: bool,
    /// A parallel parse was attempted and abandoned: the rest of the file is sequential.
    pub(super) parallel_failed: bool,
    /// Ops starting before this offset are not worth trying to parse in parallel.
    pub(super) parallel_skip_until: usize,
    /// Where the runs of top-level ops end, as found so far.
    pub(super) run_end_cache: super::parallel::RunEndCache,
}

/// Name resolution within one isolated-from-above scope (one [`Body`]).
#[derive(Default)]
pub(super) struct IsolatedScope<'s> {
    pub(super) values: FxHashMap<&'s str, ValueEntry>,
    /// Names defined in each open region, removed when it closes.
    region_defs: Vec<Vec<&'s str>>,
    /// Forward-referenced placeholders and the offset of their first use.
    pub(super) forward_refs: FxHashMap<ValueId, usize>,
    /// Blocks by name, one map per open region.
    pub(super) blocks: Vec<FxHashMap<&'s str, BlockEntry>>,
}

#[derive(Default)]
pub(super) struct ValueEntry {
    /// Per result number: the value and whether it is defined (not a placeholder).
    /// Per result number: the value, whether it is defined (not a placeholder), and the
    /// offset of its definition or first use.
    slots: SmallVec<[Option<(ValueId, bool, usize)>; 1]>,
    def_offset: usize,
}

pub(super) struct BlockEntry {
    block: BlockId,
    defined: bool,
    first_use: usize,
}

/// An SSA use as written: `%name` or `%name#N`.
#[derive(Clone, Copy)]
pub(crate) struct ValueUse<'s> {
    pub(crate) name: &'s str,
    pub(crate) number: usize,
    pub(crate) offset: usize,
}

/// Result bindings `%a, %b:2 =`: names, counts, and offsets.
type ResultGroups<'s> = SmallVec<[(&'s str, usize, usize); 1]>;

impl<'s> Parser<'s, '_> {
    /// Parses the whole file.
    pub(crate) fn parse_top_level(&mut self) -> PResult<OwnedOp> {
        let ctx = self.ctx;
        let mut body = Body::new();
        let region = body.new_region();
        let block = body.new_block();
        body.append_block(region, block);
        self.push_isolated_scope();
        self.push_region_scope();
        loop {
            match self.tok.kind {
                K::Eof => break,
                K::HashIdent => self.parse_attribute_alias_def()?,
                K::ExclamationIdent => self.parse_type_alias_def()?,
                K::FileMetadataBegin => self.parse_file_metadata()?,
                K::Error => return Err(self.error_wrong_token("expected operation name in quotes")),
                _ => {
                    if self.options.threads && self.try_parse_ops_parallel(&mut body, block, true) {
                        continue;
                    }
                    self.ops.module_body_pending = false;
                    let op = self.parse_operation(&mut body)?;
                    body.append_op(block, op);
                }
            }
        }
        self.pop_region_scope(&mut body)?;
        self.pop_isolated_scope()?;
        if !self.ops.deferred.is_empty() {
            self.resolve_deferred_locations(&mut body)?;
        }
        let ops: Vec<OpId> = body.block_ops(block).collect();
        let module_name = strata_ir::builtin::module_op_name(ctx);
        if !self.options.implicit_module {
            if ops.len() != 1 {
                return Err(Diagnostic::error(
                    self.loc_at(0),
                    format!(
                        "source must contain a single top-level operation, found: {}",
                        ops.len()
                    ),
                ));
            }
            body.unlink_op(ops[0]);
            return Ok(OwnedOp { body, op: ops[0] });
        }
        if ops.len() == 1 && body.op(ops[0]).name == module_name {
            body.unlink_op(ops[0]);
            return Ok(OwnedOp { body, op: ops[0] });
        }
        // Wrap everything in an implicit module located at the start of the file (`0:0`),
        // or of the chunk for later chunks of a split file, like mlir-opt.
        let (module_line, module_col) = if self.options.start == (1, 1) {
            (0, 0)
        } else {
            self.options.start
        };
        let mut root = Body::new();
        let loc = ctx.file_loc_in(self.file_ident(), module_line, module_col);
        let op = root.create_op(OperationState {
            name: module_name,
            loc,
            operands: vec![],
            result_types: vec![],
            successors: vec![],
            regions: vec![region],
            properties: None,
            attributes: ctx.empty_dictionary(),
            child_body: Some(Box::new(body)),
        });
        Ok(OwnedOp { body: root, op })
    }

    fn file_ident(&self) -> strata_ir::Identifier {
        self.file
    }

    /// `#name = attribute`
    fn parse_attribute_alias_def(&mut self) -> PResult<()> {
        let t = self.bump();
        let name = &self.text(t)[1..];
        if name.contains('.') {
            return Err(self.error_at(
                t.start,
                "attribute names with a '.' are reserved for dialect-defined names",
            ));
        }
        if self.attr_aliases.contains_key(name) {
            return Err(self.error_at(
                t.start,
                format!("redefinition of attribute alias id '{name}'"),
            ));
        }
        self.expect(K::Equal, "expected '=' in attribute alias definition")?;
        let value = self.parse_attribute(None)?;
        self.attr_aliases.insert(name, value);
        Ok(())
    }

    /// `!name = type`
    fn parse_type_alias_def(&mut self) -> PResult<()> {
        let t = self.bump();
        let name = &self.text(t)[1..];
        if name.contains('.') {
            return Err(self.error_at(
                t.start,
                "type names with a '.' are reserved for dialect-defined names",
            ));
        }
        if self.type_aliases.contains_key(name) {
            return Err(self.error_at(t.start, format!("redefinition of type alias id '{name}'")));
        }
        self.expect(K::Equal, "expected '=' in type alias definition")?;
        let ty = self.parse_type()?;
        self.type_aliases.insert(name, ty);
        Ok(())
    }

    /// `{-# dialect_resources: {...}, external_resources: {...} #-}`
    fn parse_file_metadata(&mut self) -> PResult<()> {
        self.bump();
        self.parse_list_until(K::FileMetadataEnd, true, |p| {
            let key = p.expect(K::BareIdent, "expected identifier key in file metadata dictionary")?;
            p.expect(K::Colon, "expected ':'")?;
            let kind = p.text(key);
            if kind != "dialect_resources" && kind != "external_resources" {
                return Err(p.error_at(key.start, format!("unknown key '{kind}' in file metadata dictionary")));
            }
            p.expect(K::LBrace, "expected '{'")?;
            p.parse_list_until(K::RBrace, true, |p| {
                let owner = p.expect(K::BareIdent, "expected identifier key for 'resource' entry")?;
                let owner_name = p.text(owner);
                p.expect(K::Colon, "expected ':'")?;
                p.expect(K::LBrace, "expected '{'")?;
                p.parse_list_until(K::RBrace, true, |p| {
                    let key = match p.tok.kind {
                        K::BareIdent => p.spelling().as_bytes().to_vec(),
                        K::String => unescape_string(p.spelling()),
                        _ => return Err(p.error_here("expected identifier key for 'resource' entry")),
                    };
                    p.bump();
                    p.expect(K::Colon, "expected ':'")?;
                    let value_tok = p.tok;
                    let key_text = String::from_utf8_lossy(&key);
                    if kind == "dialect_resources" && owner_name == "builtin" {
                        let s = p.expect(K::String, &format!("expected hex string blob for key '{key_text}'"))?;
                        let bytes = unescape_string(p.text(s));
                        let Some(hex) = bytes.strip_prefix(b"0x") else {
                            return Err(p.error_at(value_tok.start, format!("expected hex string blob for key '{key_text}'")));
                        };
                        let blob = super::decode_hex(hex).ok_or_else(|| {
                            p.error_at(value_tok.start, format!("expected hex string blob for key '{key_text}'"))
                        })?;
                        if blob.len() < 4 {
                            return Err(p.error_at(
                                value_tok.start,
                                format!("expected hex string blob for key '{key_text}' to encode alignment in first 4 bytes"),
                            ));
                        }
                        let key = p.ctx.ident_bytes(&key);
                        p.ctx.set_resource_blob(key, blob.into());
                        Ok(())
                    } else if kind == "dialect_resources" {
                        Err(p.error_at(owner.start, format!("dialect '{owner_name}' is unknown")))
                    } else {
                        // External resources of unknown tools are kept verbatim.
                        let value = match p.tok.kind {
                            K::String => p.spelling(),
                            K::BareIdent if matches!(p.spelling(), "true" | "false") => p.spelling(),
                            _ => return Err(p.error_here("expected string, boolean or hex blob value")),
                        };
                        p.bump();
                        p.ctx.add_external_resource(owner_name, &key, value);
                        Ok(())
                    }
                })
            })
        })
    }

    // ---- name scopes ----

    fn scope(&mut self) -> &mut IsolatedScope<'s> {
        self.ops
            .scopes
            .last_mut()
            .expect("an isolated scope is open")
    }

    /// Where `name` is defined in a name scope enclosing the current isolated one (the
    /// regions of isolated-from-above ops share their names with the enclosing regions
    /// in MLIR, though not their values).
    fn enclosing_definition(&self, name: &str) -> Option<usize> {
        let n = self.ops.scopes.len();
        self.ops.scopes[..n.saturating_sub(1)]
            .iter()
            .rev()
            .filter_map(|s| s.values.get(name))
            .find(|e| e.slots.iter().any(|s| s.is_some_and(|(_, d, _)| d)))
            .map(|e| e.def_offset)
    }

    /// The offset of the definition or first use of `%name` (result 0) in any open name
    /// scope (MLIR's `getReferenceLoc`).
    fn reference_offset(&self, name: &str) -> Option<usize> {
        self.ops
            .scopes
            .iter()
            .rev()
            .filter_map(|s| s.values.get(name))
            .find_map(|e| e.slots.first().copied().flatten())
            .map(|(_, _, off)| off)
    }

    pub(super) fn push_isolated_scope(&mut self) {
        self.ops.scopes.push(IsolatedScope::default());
    }

    fn pop_isolated_scope(&mut self) -> PResult<()> {
        let scope = self.ops.scopes.pop().expect("an isolated scope is open");
        if let Some(&offset) = scope.forward_refs.values().min() {
            return Err(self.error_at(offset, "use of undeclared SSA value name"));
        }
        Ok(())
    }

    pub(super) fn push_region_scope(&mut self) {
        let s = self.scope();
        s.region_defs.push(Vec::new());
        s.blocks.push(FxHashMap::default());
    }

    fn pop_region_scope(&mut self, _body: &mut Body) -> PResult<()> {
        let s = self.scope();
        let blocks = s.blocks.pop().unwrap_or_default();
        let defs = s.region_defs.pop().unwrap_or_default();
        for name in defs {
            if let Some(entry) = s.values.get_mut(name) {
                for slot in entry.slots.iter_mut() {
                    if slot.is_some_and(|(_, defined, _)| defined) {
                        *slot = None;
                    }
                }
                if entry.slots.iter().all(Option::is_none) {
                    s.values.remove(name);
                }
            }
        }
        if let Some(first) = blocks
            .values()
            .filter(|b| !b.defined)
            .map(|b| b.first_use)
            .min()
        {
            return Err(self.error_at(first, "reference to an undefined block"));
        }
        Ok(())
    }

    /// Resolves a use of `%name#number` with type `ty`, creating a forward reference if needed.
    pub(crate) fn resolve_value(
        &mut self,
        body: &mut Body,
        u: ValueUse<'s>,
        ty: Type,
    ) -> PResult<ValueId> {
        let existing = self
            .scope()
            .values
            .get(u.name)
            .and_then(|e| e.slots.get(u.number).copied().flatten());
        if let Some((v, defined, prior)) = existing {
            let vty = body.value_type(v);
            if vty != ty {
                let prior_note = Diagnostic::note(self.loc_at(prior), "prior use here");
                return Err(self
                    .error_at(
                        u.offset,
                        format!(
                            "use of value '%{}' expects different type than prior uses: {} vs {}",
                            u.name,
                            self.type_for_message(ty),
                            self.type_for_message(vty)
                        ),
                    )
                    .with_note(prior_note));
            }
            let _ = defined;
            return Ok(v);
        }
        if let Some(e) = self.scope().values.get(u.name)
            && e.slots.iter().any(|s| s.is_some_and(|(_, d, _)| d))
        {
            return Err(self.error_at(u.offset, "reference to invalid result number"));
        }
        let v = body.new_detached_value(ty);
        let scope = self.scope();
        let entry = scope.values.entry(u.name).or_default();
        if entry.slots.len() <= u.number {
            entry.slots.resize(u.number + 1, None);
        }
        entry.slots[u.number] = Some((v, false, u.offset));
        scope.forward_refs.insert(v, u.offset);
        Ok(v)
    }

    /// Binds `name` (result numbers from 0) to `values`.
    pub(crate) fn define_values(
        &mut self,
        body: &mut Body,
        name: &'s str,
        offset: usize,
        values: &[ValueId],
    ) -> PResult<()> {
        let mut to_replace = SmallVec::<[(ValueId, ValueId); 2]>::new();
        if let Some(prev) = self.enclosing_definition(name) {
            // MLIR's name scopes are not isolated for isolated-from-above ops: a name
            // visible from an enclosing region can't be defined again.
            let d = self.error_at(offset, format!("redefinition of SSA value '%{name}'"));
            return Err(d.with_note(Diagnostic::note(
                self.loc_at(prev),
                "previously defined here",
            )));
        }
        {
            let scope = self.ops.scopes.last_mut().expect("scope");
            let entry = scope.values.entry(name).or_default();
            if entry.slots.iter().any(|s| s.is_some_and(|(_, d, _)| d)) {
                let prev = entry.def_offset;
                let d = self.error_at(offset, format!("redefinition of SSA value '%{name}'"));
                return Err(d.with_note(Diagnostic::note(
                    self.loc_at(prev),
                    "previously defined here",
                )));
            }
            if entry.slots.len() > values.len() {
                // A forward reference used a result number this definition does not have.
                let bad = entry.slots[values.len()..]
                    .iter()
                    .flatten()
                    .next()
                    .map(|(v, _, _)| *v);
                if let Some(v) = bad {
                    let off = scope.forward_refs.get(&v).copied().unwrap_or(offset);
                    return Err(self.error_at(off, "reference to invalid result number"));
                }
            }
            entry.slots.resize(values.len(), None);
            entry.def_offset = offset;
            for (i, &v) in values.iter().enumerate() {
                if let Some((placeholder, false, _)) = entry.slots[i] {
                    to_replace.push((placeholder, v));
                }
                entry.slots[i] = Some((v, true, offset));
            }
            scope
                .region_defs
                .last_mut()
                .expect("region scope")
                .push(name);
        }
        for (placeholder, v) in to_replace {
            let (pty, vty) = (body.value_type(placeholder), body.value_type(v));
            if pty != vty {
                let use_offset = self
                    .scope()
                    .forward_refs
                    .get(&placeholder)
                    .copied()
                    .unwrap_or(offset);
                let d = self.error_at(
                    offset,
                    format!(
                        "definition of SSA value '%{name}#{}' has type {}",
                        body.value(v).def_index(),
                        self.type_for_message(vty)
                    ),
                );
                return Err(d.with_note(Diagnostic::note(
                    self.loc_at(use_offset),
                    format!(
                        "previously used here with type {}",
                        self.type_for_message(pty)
                    ),
                )));
            }
            body.replace_all_uses(placeholder, v);
            self.scope().forward_refs.remove(&placeholder);
        }
        Ok(())
    }

    /// The block named `name` in the current region, creating a forward reference.
    pub(crate) fn block_ref(&mut self, body: &mut Body, name: &'s str, offset: usize) -> BlockId {
        let scope = self.ops.scopes.last_mut().expect("scope");
        let blocks = scope.blocks.last_mut().expect("region scope");
        if let Some(e) = blocks.get(name) {
            return e.block;
        }
        let block = body.new_block();
        blocks.insert(
            name,
            BlockEntry {
                block,
                defined: false,
                first_use: offset,
            },
        );
        block
    }

    // ---- operations ----

    /// operation ::= op-result-list? (generic-operation | custom-operation) trailing-location?
    pub(crate) fn parse_operation(&mut self, body: &mut Body) -> PResult<OpId> {
        let mut groups: ResultGroups<'s> = SmallVec::new();
        if self.at(K::PercentIdent) {
            loop {
                let t = self.expect(K::PercentIdent, "expected valid ssa identifier")?;
                let name = &self.text(t)[1..];
                let mut count = 1;
                if self.eat(K::Colon) {
                    let n = self.expect(K::Integer, "expected integer number of results")?;
                    count = match self.text(n).parse::<usize>() {
                        Ok(c) if c >= 1 => c,
                        _ => {
                            return Err(self.error_at(
                                n.start,
                                "expected named operation to have at least 1 result",
                            ));
                        }
                    };
                }
                groups.push((name, count, t.start));
                if !self.eat(K::Comma) {
                    break;
                }
            }
            self.expect(K::Equal, "expected '=' after SSA name")?;
        }
        let op_start = self.tok.start;
        let op = match self.tok.kind {
            K::String => self.parse_generic_operation(body)?,
            // mlir-opt's lexer makes `i32`-like words integer-type tokens, never op names.
            K::BareIdent if !is_integer_type_word(self.spelling()) => {
                self.parse_custom_operation(body)?
            }
            _ => {
                return Err(self.error_wrong_token("expected operation name in quotes"));
            }
        };
        // Bind result names.
        let num_results = body.num_results(op);
        if !groups.is_empty() {
            if num_results == 0 {
                return Err(self.error_at(groups[0].2, "cannot name an operation with no results"));
            }
            let expected: usize = groups.iter().map(|g| g.1).sum();
            if expected != num_results {
                return Err(self.error_at(
                    groups[0].2,
                    format!("operation defines {num_results} results but was provided {expected} to bind"),
                ));
            }
            let mut next = 0;
            for &(name, count, offset) in &groups {
                let values: SmallVec<[ValueId; 2]> =
                    (next..next + count).map(|i| body.result(op, i)).collect();
                next += count;
                self.define_values(body, name, offset, &values)?;
            }
        }
        let _ = op_start;
        Ok(op)
    }

    /// An optional trailing `loc(...)`; `#alias` references may point forward.
    pub(crate) fn parse_trailing_location(&mut self) -> PResult<Option<Location>> {
        if !self.at_keyword("loc") {
            return Ok(None);
        }
        self.bump();
        self.expect(K::LParen, "expected '(' in location")?;
        let loc = if self.at(K::HashIdent)
            && !self.spelling().contains('.')
            && !self.attr_aliases.contains_key(&self.spelling()[1..])
        {
            let t = self.bump();
            let name = &self.text(t)[1..];
            // A placeholder unique to this alias, replaced once the alias is defined.
            let placeholder = self.ctx.intern_attr(AttrData::Opaque {
                dialect: self.ctx.ident(""),
                body: format!("deferred location #{name}").into(),
                ty: None,
            });
            self.ops
                .deferred
                .entry(placeholder)
                .or_insert((name, t.start));
            Location::from_attr(self.ctx, placeholder)
        } else {
            self.parse_location_inst()?
        };
        self.expect(K::RParen, "expected ')' in location")?;
        Ok(Some(loc))
    }

    /// Replaces the placeholder locations of forward `#alias` references everywhere.
    fn resolve_deferred_locations(&mut self, body: &mut Body) -> PResult<()> {
        let ctx = self.ctx;
        let mut map: FxHashMap<Location, Location> = FxHashMap::default();
        for (&placeholder, &(name, offset)) in &self.ops.deferred {
            match self.attr_aliases.get(name) {
                Some(&a) if self.ctx.attr_data(a).is_location() => {
                    map.insert(
                        Location::from_attr(ctx, placeholder),
                        Location::from_attr(ctx, a),
                    );
                }
                Some(_) => {
                    return Err(
                        self.error_at(offset, format!("expected location, but found '#{name}'"))
                    );
                }
                None => {
                    return Err(self.error_at(offset, "operation location alias was never defined"));
                }
            }
        }
        let mut stack: Vec<&mut Body> = vec![body];
        while let Some(b) = stack.pop() {
            b.replace_locations(&|loc| map.get(&loc).copied());
            stack.extend(b.child_bodies_mut());
        }
        Ok(())
    }

    /// generic-operation ::= string `(` uses `)` successors? props? regions? attr-dict? `:` fn-type
    fn parse_generic_operation(&mut self, body: &mut Body) -> PResult<OpId> {
        let ctx = self.ctx;
        let name_tok = self.bump();
        let name_str = crate::lexer::string_token_text(self.text(name_tok));
        if name_str.is_empty() {
            return Err(self.error_at(name_tok.start, "empty operation name is invalid"));
        }
        if name_str.contains('\0') {
            return Err(self.error_at(
                name_tok.start,
                "null character not allowed in operation name",
            ));
        }
        let spelling = self.text(name_tok);
        let name = match self.op_names.get(spelling) {
            Some(&n) => n,
            None => {
                let n = ctx.op_name_bytes(&crate::lexer::string_token_bytes(spelling));
                self.op_names.insert(spelling, n);
                n
            }
        };
        // mlir-opt reports unknown ops at the token after the name.
        self.check_op_name_registered(name, self.tok.start, &name_str)?;
        let info = ctx.op_info(name);
        let loc_offset = name_tok.start;
        self.note_top_level_module(name);

        self.expect(K::LParen, "expected '(' to start operand list")?;
        let mut uses: Vec<ValueUse<'s>> = Vec::new();
        if self.at(K::PercentIdent) {
            loop {
                uses.push(self.parse_value_use()?);
                if !self.eat(K::Comma) {
                    break;
                }
            }
        }
        self.expect(K::RParen, "expected ')' to end operand list")?;

        // Generic successors are bare block references; their operands, if any, are part
        // of the operand list (a registered op's `successor_operands` hook says which).
        let mut successors = Vec::new();
        if self.eat(K::LSquare) {
            self.parse_list_until(K::RSquare, false, |p| {
                let t = p.expect(K::CaretIdent, "expected block name")?;
                let block = p.block_ref(body, &p.src[t.start + 1..t.end], t.start);
                successors.push(Successor {
                    block,
                    num_operands: 0,
                });
                Ok(())
            })?;
        }

        let properties = if self.at(K::Less) {
            self.bump();
            let props = self.parse_nested_attribute(None)?;
            self.expect(K::Greater, "expected '>' to close properties")?;
            Some(props)
        } else {
            None
        };

        let isolated = info.is_some_and(|i| i.traits.isolated_from_above);
        let mut child_body = isolated.then(|| Box::new(Body::new()));
        let mut regions = Vec::new();
        if self.eat(K::LParen) {
            loop {
                let target = match child_body.as_deref_mut() {
                    Some(b) => b,
                    None => &mut *body,
                };
                regions.push(self.parse_region(target, isolated)?);
                if !self.eat(K::Comma) {
                    break;
                }
            }
            self.expect(K::RParen, "expected ')' to end region list")?;
        }

        let mut attributes = if self.at(K::LBrace) {
            self.parse_dictionary()?
        } else {
            ctx.empty_dictionary()
        };
        let mut properties = properties;
        if let Some(info) = info {
            (properties, attributes) =
                self.generic_properties(info, properties, attributes, loc_offset)?;
        }

        self.expect(K::Colon, "expected ':' followed by operation type")?;
        let type_offset = self.tok.start;
        let fn_ty = self.parse_type()?;
        let (inputs, results) = match ctx.type_data(fn_ty) {
            strata_ir::TypeData::Function { inputs, results } => (inputs.clone(), results.clone()),
            _ => return Err(self.error_at(type_offset, "expected function type")),
        };
        if inputs.len() != uses.len() {
            let plural = if uses.len() == 1 { "" } else { "s" };
            return Err(self.error_at(
                type_offset,
                format!(
                    "expected {} operand type{plural} but had {}",
                    uses.len(),
                    inputs.len()
                ),
            ));
        }
        let mut operands = Vec::with_capacity(uses.len());
        for (u, &ty) in uses.iter().zip(inputs.iter()) {
            operands.push(self.resolve_value(body, *u, ty)?);
        }
        // A registered branch op says which trailing operands go to which successor.
        if let Some(counts_of) = info.and_then(|i| i.successor_operands)
            && let Some(counts) = counts_of(ctx, properties, operands.len(), successors.len())
            && counts.len() == successors.len()
            && counts.iter().map(|&c| c as usize).sum::<usize>() <= operands.len()
        {
            for (s, c) in successors.iter_mut().zip(counts) {
                s.num_operands = c;
            }
        }
        let loc = match self.parse_trailing_location()? {
            Some(l) => l,
            None => self.loc_at(loc_offset),
        };
        Ok(body.create_op(OperationState {
            name,
            loc,
            operands,
            result_types: results.to_vec(),
            successors,
            regions,
            properties,
            attributes,
            child_body,
        }))
    }

    /// The properties and discardable attributes of a registered op read in generic form
    /// (`properties` from `<{...}>`, `attributes` from `{...}`), as mlir-opt builds them:
    /// an op without properties rejects `<{...}>`, one with properties checks that they
    /// convert (`OpInfo::check_properties`); inherent attributes of the attribute
    /// dictionary become properties, overridden by those of `<{...}>`; names that are no
    /// inherent attribute of the op are dropped from `<{...}>`; absent default-valued
    /// properties get their default.
    fn generic_properties(
        &self,
        info: &strata_ir::registry::OpInfo,
        properties: Option<Attribute>,
        attributes: Attribute,
        at: usize,
    ) -> PResult<(Option<Attribute>, Attribute)> {
        let ctx = self.ctx;
        let inherent = info.inherent_attrs;
        if inherent.is_empty() {
            if let Some(p) = properties {
                let msg = format!(
                    "invalid properties {} for op {}: this operation does not support properties",
                    crate::printer::attr_to_string(ctx, p),
                    info.name
                );
                return Err(self.error_at(at, msg));
            }
            return Ok((None, attributes));
        }
        let mut all_known = false;
        if let (Some(p), Some(check)) = (properties, info.check_properties) {
            match check(ctx, p) {
                Ok(known) => all_known = known,
                Err(detail) => {
                    let msg = format!(
                        "invalid properties {} for op {}: {detail}",
                        crate::printer::attr_to_string(ctx, p),
                        info.name
                    );
                    return Err(self.error_at(at, msg));
                }
            }
        }
        let (from_attrs, attributes) = self.split_inherent_attrs(inherent, attributes);
        let properties = match properties {
            None => from_attrs,
            Some(p) => {
                let entries = ctx.dictionary_entries(p);
                let known = |e: &&NamedAttribute| inherent.contains(&ctx.ident_str(e.name));
                if from_attrs.is_none() && (all_known || entries.iter().all(|e| known(&e))) {
                    Some(p)
                } else {
                    // `dictionary_attr` keeps the first of equal names: `<{...}>` wins.
                    let mut all: Vec<NamedAttribute> =
                        entries.iter().filter(known).copied().collect();
                    if let Some(a) = from_attrs {
                        all.extend_from_slice(ctx.dictionary_entries(a));
                    }
                    Some(ctx.dictionary_attr(all))
                }
            }
        };
        Ok((info.with_defaults(ctx, properties), attributes))
    }

    /// Splits an attribute dictionary into the inherent attributes named in `inherent`
    /// (returned as a properties dictionary, if any) and the rest.
    pub(crate) fn split_inherent_attrs(
        &self,
        inherent: &[&str],
        attributes: Attribute,
    ) -> (Option<Attribute>, Attribute) {
        let ctx = self.ctx;
        let entries = ctx.dictionary_entries(attributes);
        if inherent.is_empty()
            || !entries
                .iter()
                .any(|e| inherent.contains(&ctx.ident_str(e.name)))
        {
            return (None, attributes);
        }
        let (props, rest): (Vec<_>, Vec<_>) = entries
            .iter()
            .partition(|e| inherent.contains(&ctx.ident_str(e.name)));
        (Some(ctx.dictionary_attr(props)), ctx.dictionary_attr(rest))
    }

    fn check_op_name_registered(
        &self,
        name: strata_ir::OpName,
        offset: usize,
        text: &str,
    ) -> PResult<()> {
        let ctx = self.ctx;
        if ctx.op_info(name).is_some() || ctx.allows_unregistered_dialects() {
            return Ok(());
        }
        let dialect = ctx.op_name_data(name).dialect();
        if ctx.is_dialect_registered(dialect) {
            return Err(self.error_at(
                offset,
                format!("unregistered operation '{text}' found in dialect ('{dialect}') that does not allow unknown operations"),
            ));
        }
        Err(self.error_at(
            offset,
            "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
        ))
    }

    /// `%name` or `%name#N`.
    pub(crate) fn parse_value_use(&mut self) -> PResult<ValueUse<'s>> {
        let t = self.expect(K::PercentIdent, "expected SSA operand")?;
        let name = &self.text(t)[1..];
        let mut number = 0;
        if self.at(K::HashIdent) && self.tok.start == t.end {
            let n = self.bump();
            number = self.text(n)[1..]
                .parse::<usize>()
                .map_err(|_| self.error_at(n.start, "invalid SSA value result number"))?;
        }
        Ok(ValueUse {
            name,
            number,
            offset: t.start,
        })
    }

    /// `{` block* `}` parsed into `body`; `isolated` opens a fresh name scope.
    pub(crate) fn parse_region(&mut self, body: &mut Body, isolated: bool) -> PResult<RegionId> {
        self.parse_region_with_args(body, isolated, &[])
    }

    /// A region whose entry block has the arguments `args` (name, type, location), as
    /// custom ops such as `func.func` write them before the region.
    pub(crate) fn parse_region_with_args(
        &mut self,
        body: &mut Body,
        isolated: bool,
        args: &[(ValueUse<'s>, Type, Location)],
    ) -> PResult<RegionId> {
        self.enter()?;
        self.expect(K::LBrace, "expected '{' to begin a region")?;
        let region = body.new_region();
        if isolated {
            self.push_isolated_scope();
        }
        self.push_region_scope();
        let r = self.parse_region_body(body, region, args);
        if r.is_err() {
            // Leave scopes consistent is unnecessary: parsing stops at the first error.
            self.leave();
            return r.map(|_| region);
        }
        self.pop_region_scope(body)?;
        if isolated {
            self.pop_isolated_scope()?;
        }
        self.leave();
        Ok(region)
    }

    fn parse_region_body(
        &mut self,
        body: &mut Body,
        region: RegionId,
        args: &[(ValueUse<'s>, Type, Location)],
    ) -> PResult<()> {
        if !args.is_empty() {
            if self.at(K::CaretIdent) {
                return Err(self.error_here("invalid block name in region with named arguments"));
            }
            let block = body.new_block();
            body.append_block(region, block);
            for &(u, ty, loc) in args {
                // MLIR's `getReferenceLoc`: the name is defined or forward-referenced in
                // this name scope already.
                if let Some(off) = self.reference_offset(u.name) {
                    let d = self.error_at(
                        u.offset,
                        format!("region entry argument '%{}' is already in use", u.name),
                    );
                    return Err(d.with_note(Diagnostic::note(
                        self.loc_at(off),
                        "previously referenced here",
                    )));
                }
                let v = body.add_block_arg(block, ty, loc);
                self.define_values(body, u.name, u.offset, &[v])?;
            }
            self.parse_block_ops(body, block)?;
        } else if self.eat(K::RBrace) {
            return Ok(());
        }
        // An unlabeled entry block.
        if args.is_empty() && !self.at(K::CaretIdent) {
            let block = body.new_block();
            body.append_block(region, block);
            self.parse_block_ops(body, block)?;
        }
        while self.at(K::CaretIdent) {
            let block = self.parse_block_label(body, region)?;
            self.parse_block_ops(body, block)?;
        }
        self.expect(K::RBrace, "expected '}' to end region")?;
        Ok(())
    }

    /// `^name(%a: t loc(...), ...):` — defines the block and its arguments.
    fn parse_block_label(&mut self, body: &mut Body, region: RegionId) -> PResult<BlockId> {
        let t = self.bump();
        let name = &self.src[t.start + 1..t.end];
        let block = {
            let scope = self.ops.scopes.last_mut().expect("scope");
            let blocks = scope.blocks.last_mut().expect("region scope");
            match blocks.get_mut(name) {
                Some(e) if e.defined => {
                    return Err(self.error_at(t.start, format!("redefinition of block '^{name}'")));
                }
                Some(e) => {
                    e.defined = true;
                    e.block
                }
                None => {
                    let b = body.new_block();
                    blocks.insert(
                        name,
                        BlockEntry {
                            block: b,
                            defined: true,
                            first_use: t.start,
                        },
                    );
                    b
                }
            }
        };
        body.append_block(region, block);
        if self.eat(K::LParen) {
            self.parse_comma_list_until(K::RParen, "expected ')' to end argument list", |p| {
                let a = p.expect(K::PercentIdent, "expected SSA operand")?;
                let arg_name = &p.text(a)[1..];
                p.expect(K::Colon, "expected ':' and type for SSA operand")?;
                let ty = p.parse_type()?;
                let loc = match p.parse_trailing_location()? {
                    Some(l) => l,
                    None => p.loc_at(a.start),
                };
                let v = body.add_block_arg(block, ty, loc);
                p.define_values(body, arg_name, a.start, &[v])
            })?;
        }
        self.expect(K::Colon, "expected ':' after block name")?;
        Ok(block)
    }

    fn parse_block_ops(&mut self, body: &mut Body, block: BlockId) -> PResult<()> {
        if self.ops.module_body_pending && self.depth == 1 {
            self.ops.module_body_pending = false;
            if self.options.threads {
                self.try_parse_ops_parallel(body, block, false);
            }
        }
        while !matches!(self.tok.kind, K::CaretIdent | K::RBrace | K::Eof) {
            let op = self.parse_operation(body)?;
            body.append_op(block, op);
        }
        if self.at(K::Eof) {
            return Err(self.error_here("expected '}' to end region"));
        }
        Ok(())
    }

    /// The registered op with custom syntax that the op name `text` denotes (with a
    /// dialect prefix, or in the `default` dialect, or in the fallback dialect).
    fn resolve_custom_op(
        &self,
        text: &str,
        default: &'static str,
        has_prefix: bool,
    ) -> Option<(strata_ir::OpName, CustomAsm)> {
        let ctx = self.ctx;
        let mut found = None;
        if has_prefix {
            let name = ctx.op_name(text);
            found = crate::custom::custom_asm(ctx, name).map(|a| (name, a));
        } else {
            // Only the default dialect is tried: mlir-opt 22 has no `func.` fallback
            // (`return` at the top level is "custom op 'return' is unknown").
            if !default.is_empty() {
                let name = ctx.op_name(&format!("{default}.{text}"));
                if let Some(a) = crate::custom::custom_asm(ctx, name) {
                    found = Some((name, a));
                }
            }
            if found.is_none()
                && let Some(fallback) = self.options.fallback_dialect
            {
                let name = ctx.op_name(&format!("{fallback}.{text}"));
                found = crate::custom::custom_asm(ctx, name).map(|a| (name, a));
            }
        }
        found
    }

    /// Custom assembly: the op name (`dialect.op`, or an op of the current default
    /// dialect, or of `func`), then the op's registered parse hook.
    fn parse_custom_operation(&mut self, body: &mut Body) -> PResult<OpId> {
        let ctx = self.ctx;
        let t = self.bump();
        let text = self.text(t);
        let default = self
            .ops
            .default_dialects
            .last()
            .copied()
            .unwrap_or("builtin");
        // Like mlir-opt, a name has a dialect prefix only if something follows the first
        // dot (`iltin.` is looked up in the default dialect).
        let has_prefix = text
            .split_once('.')
            .is_some_and(|(_, rest)| !rest.is_empty());
        let key = (default, text);
        let found = match self.ops.custom_ops.get(&key) {
            Some(&found) => found,
            None => {
                let found = self.resolve_custom_op(text, default, has_prefix);
                self.ops.custom_ops.insert(key, found);
                found
            }
        };
        let Some((name, asm)) = found else {
            let dialect = text.split('.').next().unwrap_or("");
            if has_prefix && !ctx.is_dialect_registered(dialect) {
                let d = self.error_at(
                    t.start,
                    format!("Dialect `{dialect}' not found for custom op '{text}' "),
                );
                let note = format!(
                    "Available dialects: {}",
                    ctx.registered_dialects().join(", ")
                );
                return Err(d.with_note(Diagnostic::note(self.loc_at(t.start), note)));
            }
            let msg = if has_prefix || default.is_empty() {
                format!("custom op '{text}' is unknown")
            } else {
                format!("custom op '{text}' is unknown (tried '{default}.{text}' as well)")
            };
            return Err(self.error_at(t.start, msg));
        };
        self.note_top_level_module(name);
        let mut state = OperationState::new(name, self.loc_at(t.start));
        self.ops
            .default_dialects
            .push(asm.default_dialect.unwrap_or(""));
        let r = {
            let mut asm_parser =
                crate::custom::OpAsmParser::new(self, body, t.start, ctx.op_name_str(name));
            (asm.parse)(&mut asm_parser, &mut state)
        };
        self.ops.default_dialects.pop();
        r?;
        if let Some(l) = self.parse_trailing_location()? {
            state.loc = l;
        }
        if let Some(info) = ctx.op_info(name) {
            if state.properties.is_none() {
                (state.properties, state.attributes) =
                    self.split_inherent_attrs(info.inherent_attrs, state.attributes);
            }
            state.properties = info.with_defaults(ctx, state.properties);
        }
        Ok(body.create_op(state))
    }
}

trait ValueDefIndex {
    fn def_index(&self) -> u32;
}

impl ValueDefIndex for strata_ir::ir::ValueData {
    fn def_index(&self) -> u32 {
        match self.def {
            ValueDef::Result { index, .. } | ValueDef::BlockArg { index, .. } => index,
            ValueDef::Detached => 0,
        }
    }
}

/// Whether `word` lexes as an integer type in MLIR (`i32`, `si8`, `ui1`).
fn is_integer_type_word(word: &str) -> bool {
    ["i", "si", "ui"].iter().any(|p| {
        word.strip_prefix(p)
            .is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
    })
}
