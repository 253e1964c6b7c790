//! TBAA and alias-scope metadata of memory ops: the `!tbaa`, `!alias.scope` and
//! `!noalias` attachments and their nodes, as mlir-translate 22 makes them. Nodes are
//! numbered as LLVM's printer numbers them: in instruction order, each node before the
//! nodes it refers to (depth first); one MLIR attribute is one node.

use std::fmt::Write as _;

use strata_ir::ir::{Body, OpId};
use strata_ir::{AttrData, Attribute};

use super::{TResult, Translator, err, escape_bytes};
use crate::di::{DiAttr, Value, lookup};

impl Translator<'_> {
    /// `, !tbaa !N` for a memory op with one TBAA tag (LLVM IR takes at most one: more
    /// are left out, as mlir-translate does with a warning), or nothing.
    pub(super) fn tbaa_attachment(&mut self, body: &Body, op: OpId) -> TResult<String> {
        let ctx = self.ctx;
        let Some(tags) = strata_ir::symbols::op_attr(ctx, body, op, "tbaa") else {
            return Ok(String::new());
        };
        match ctx.attr_data(tags) {
            AttrData::Array(list) if list.len() == 1 => {
                let n = self.alias_node(body, op, list[0])?;
                Ok(format!(", !tbaa !{n}"))
            }
            _ => Ok(String::new()),
        }
    }

    /// `, !alias.scope !N, !noalias !M` for a memory op's scope lists (each part only
    /// when its list is not empty).
    pub(super) fn scope_attachments(&mut self, body: &Body, op: OpId) -> TResult<String> {
        let mut s = String::new();
        for (name, kind) in [
            ("alias_scopes", "alias.scope"),
            ("noalias_scopes", "noalias"),
        ] {
            let Some(list) = strata_ir::symbols::op_attr(self.ctx, body, op, name) else {
                continue;
            };
            if matches!(self.ctx.attr_data(list), AttrData::Array(scopes) if !scopes.is_empty()) {
                let n = self.list_node(body, op, list)?;
                let _ = write!(s, ", !{kind} !{n}");
            }
        }
        Ok(s)
    }

    /// `call void @llvm.experimental.noalias.scope.decl(metadata !N)` (`!N` the list of
    /// the op's one scope), declaring the intrinsic.
    pub(super) fn noalias_scope_decl(&mut self, body: &Body, op: OpId) -> TResult<String> {
        let ctx = self.ctx;
        let Some(scope) = strata_ir::symbols::op_attr(ctx, body, op, "scope") else {
            return Err(err(body, op, "expected an alias scope"));
        };
        let n = self.list_node(body, op, ctx.array_attr(&[scope]))?;
        self.declare(
            "llvm.experimental.noalias.scope.decl",
            "declare void @llvm.experimental.noalias.scope.decl(metadata)".into(),
            "nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)",
        );
        Ok(format!(
            "call void @llvm.experimental.noalias.scope.decl(metadata !{n})"
        ))
    }

    /// The number of the node listing the scopes of array attribute `list`, made on
    /// first use.
    fn list_node(&mut self, body: &Body, op: OpId, list: Attribute) -> TResult<usize> {
        if let Some(&n) = self.alias_nodes.get(&list) {
            return Ok(n);
        }
        let scopes = match self.ctx.attr_data(list) {
            AttrData::Array(scopes) => scopes.clone(),
            _ => Default::default(),
        };
        let slot = self.reserve_node(list);
        let mut text = String::from("!{");
        for (i, &scope) in scopes.iter().enumerate() {
            if i > 0 {
                text.push_str(", ");
            }
            let _ = write!(text, "!{}", self.alias_node(body, op, scope)?);
        }
        text.push('}');
        self.metadata[slot - 1] = text;
        Ok(slot)
    }

    /// Reserves the next metadata number for the node of `key`.
    fn reserve_node(&mut self, key: Attribute) -> usize {
        self.metadata.push(String::new());
        let n = self.metadata.len();
        self.alias_nodes.insert(key, n);
        n
    }

    /// The number of the node of a TBAA or alias-scope attribute, made on first use.
    fn alias_node(&mut self, body: &Body, op: OpId, attr: Attribute) -> TResult<usize> {
        if let Some(&n) = self.alias_nodes.get(&attr) {
            return Ok(n);
        }
        let ctx = self.ctx;
        let Some(d) = lookup(ctx, attr) else {
            return Err(err(
                body,
                op,
                "unsupported alias analysis metadata attribute",
            ));
        };
        let n = self.reserve_node(attr);
        let mnemonic = d.spec().mnemonic;
        let text = match mnemonic {
            "tbaa_root" => match string_of(self, &d, "id") {
                Some(id) => format!("!{{!\"{id}\"}}"),
                None => format!("distinct !{{!{n}}}"),
            },
            "tbaa_type_desc" => {
                let id = string_of(self, &d, "id").unwrap_or_default();
                let mut text = format!("!{{!\"{id}\"");
                if let Some(Value::List(members)) = d.get("members") {
                    for &m in members {
                        let member = lookup(ctx, m);
                        let (Some(Value::Attr(Some(node))), Some(Value::Int(offset))) = (
                            member.as_ref().and_then(|m| m.get("typeDesc")),
                            member.as_ref().and_then(|m| m.get("offset")),
                        ) else {
                            continue;
                        };
                        let (node, offset) = (*node, *offset as i64);
                        let _ = write!(
                            text,
                            ", !{}, i64 {offset}",
                            self.alias_node(body, op, node)?
                        );
                    }
                }
                text.push('}');
                text
            }
            "tbaa_tag" => {
                let mut text = String::from("!{");
                for field in ["base_type", "access_type"] {
                    let Some(Value::Attr(Some(a))) = d.get(field) else {
                        continue;
                    };
                    let a = *a;
                    let _ = write!(text, "!{}, ", self.alias_node(body, op, a)?);
                }
                let offset = match d.get("offset") {
                    Some(Value::Int(o)) => *o as i64,
                    _ => 0,
                };
                let _ = write!(text, "i64 {offset}");
                if d.get("constant") == Some(&Value::Bool(true)) {
                    text.push_str(", i64 1");
                }
                text.push('}');
                text
            }
            "alias_scope_domain" | "alias_scope" => {
                // A distinct id makes a distinct node referring to itself; a string id
                // names a uniqued node.
                let mut text = match d.get("id") {
                    Some(Value::Attr(Some(id))) => match ctx.attr_data(*id) {
                        AttrData::String { value, .. } => {
                            format!("!{{!\"{}\"", escape_bytes(value))
                        }
                        _ => format!("distinct !{{!{n}"),
                    },
                    _ => format!("distinct !{{!{n}"),
                };
                if let Some(Value::Attr(Some(domain))) = d.get("domain") {
                    let domain = *domain;
                    let _ = write!(text, ", !{}", self.alias_node(body, op, domain)?);
                }
                if let Some(desc) = string_of(self, &d, "description") {
                    let _ = write!(text, ", !\"{desc}\"");
                }
                text.push('}');
                text
            }
            _ => {
                return Err(err(
                    body,
                    op,
                    format!("unsupported metadata: #llvm.{mnemonic}"),
                ));
            }
        };
        self.metadata[n - 1] = text;
        Ok(n)
    }
}

/// The escaped text of string parameter `name`, if set.
fn string_of(t: &Translator<'_>, d: &DiAttr, name: &str) -> Option<String> {
    match d.get(name) {
        Some(Value::Attr(Some(a))) => match t.ctx.attr_data(*a) {
            AttrData::String { value, .. } => Some(escape_bytes(value)),
            _ => None,
        },
        _ => None,
    }
}
