//! LLVM IR text of intrinsic calls (their declarations and attribute groups) and the
//! metadata and attributes instructions and functions carry: `!prof` branch weights,
//! `!nontemporal`, parameter/result attributes, `passthrough` function attribute groups.

use std::fmt::Write as _;

use strata_ir::ir::{Body, OpId};
use strata_ir::{AttrData, Attribute, Context, Type};
use strata_ods::i32_array;

use super::{
    Names, TResult, Translator, bool_prop, escape_bytes, fastmath_bits, fastmath_text, mangle_type,
};
use crate::ops::FuncOp;

impl Translator<'_> {
    /// `, !prof !N` for an op's `branch_weights`, or nothing.
    pub(super) fn branch_weights(&mut self, body: &Body, op: OpId) -> String {
        let ctx = self.ctx;
        let Some(weights) = strata_ir::symbols::op_attr(ctx, body, op, "branch_weights")
            .and_then(|a| i32_array(ctx, a))
        else {
            return String::new();
        };
        let mut node = String::from("!{!\"branch_weights\"");
        for w in weights {
            let _ = write!(node, ", i32 {w}");
        }
        node.push('}');
        format!(", !prof !{}", self.metadata_node(node))
    }

    /// The number of metadata node `node` (`!N`), adding it on first use.
    pub(super) fn metadata_node(&mut self, node: String) -> usize {
        let n = match self.metadata.iter().position(|m| *m == node) {
            Some(i) => i,
            None => {
                self.metadata.push(node);
                self.metadata.len() - 1
            }
        };
        n + 1
    }

    /// `, !nontemporal !N` for a load or store with the `nontemporal` flag.
    pub(super) fn nontemporal(&mut self, body: &Body, op: OpId) -> String {
        if strata_ir::symbols::op_attr(self.ctx, body, op, "nontemporal").is_none() {
            return String::new();
        }
        format!(", !nontemporal !{}", self.metadata_node("!{i32 1}".into()))
    }

    /// The `; Function Attrs:` comment line and the ` #N` group reference of function `f`:
    /// its `passthrough` keywords, then `memory(...)` from `memory_effects`, then its
    /// `passthrough` key-value pairs as string attributes (which, as in LLVM's printer,
    /// the comment leaves out); empty strings when it has none.
    pub(super) fn function_attr_group(&mut self, body: &Body, f: FuncOp) -> (String, String) {
        let ctx = self.ctx;
        let text = |a: Attribute| match ctx.attr_data(a) {
            AttrData::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
            _ => None,
        };
        let mut attrs = Vec::new();
        let mut strings = Vec::new();
        let passthrough = f.passthrough(ctx, body).map(|a| ctx.attr_data(a));
        if let Some(AttrData::Array(elems)) = passthrough {
            for &e in elems.iter() {
                match ctx.attr_data(e) {
                    AttrData::Array(pair) if pair.len() == 2 => {
                        let (Some(key), Some(value)) = (text(pair[0]), text(pair[1])) else {
                            continue;
                        };
                        // Keys LLVM knows take an integer value, which is not written
                        // like a string attribute.
                        if !VALUED_ATTRIBUTES.contains(&key.as_str()) {
                            strings.push(format!(
                                "\"{}\"=\"{}\"",
                                escape_bytes(key.as_bytes()),
                                escape_bytes(value.as_bytes())
                            ));
                        }
                    }
                    _ => attrs.extend(text(e)),
                }
            }
        }
        attrs.extend(
            f.memory_effects(ctx, body)
                .and_then(|a| memory_attr(ctx, a)),
        );
        if attrs.is_empty() && strings.is_empty() {
            return (String::new(), String::new());
        }
        let comment = if attrs.is_empty() {
            String::new()
        } else {
            format!("; Function Attrs: {}\n", attrs.join(" "))
        };
        attrs.extend(strings);
        let n = self.fn_group(attrs.join(" "));
        (comment, format!(" #{n}"))
    }

    /// ` #N` for a call with `memory_effects` (a call-site attribute group), or nothing.
    pub(super) fn call_attr_group(&mut self, body: &Body, op: OpId) -> String {
        let ctx = self.ctx;
        match strata_ir::symbols::op_attr(ctx, body, op, "memory_effects")
            .and_then(|a| memory_attr(ctx, a))
        {
            Some(attrs) => format!(" {}", self.call_group(&attrs)),
            None => String::new(),
        }
    }

    /// The function attribute group number of `attrs` (numbered with the intrinsics'
    /// groups, functions first).
    pub(super) fn fn_group(&mut self, attrs: String) -> usize {
        match self.fn_groups.iter().position(|g| *g == attrs) {
            Some(i) => i,
            None => {
                self.fn_groups.push(attrs);
                self.fn_groups.len() - 1
            }
        }
    }

    /// The placeholder of call-site attribute group `attrs` (see `call_groups`).
    fn call_group(&mut self, attrs: &str) -> String {
        let i = match self.call_groups.iter().position(|g| g == attrs) {
            Some(i) => i,
            None => {
                self.call_groups.push(attrs.to_string());
                self.call_groups.len() - 1
            }
        };
        format!("{m}{i}{m}", m = super::CALL_GROUP_MARK)
    }

    /// A call of the LLVM intrinsic for `llvm.intr.<short>`, declaring it.
    pub(super) fn intrinsic(
        &mut self,
        body: &Body,
        names: &mut Names,
        op: OpId,
        short: &str,
    ) -> TResult<String> {
        let ctx = self.ctx;
        let mut args = Vec::new();
        let mut types = Vec::new();
        for v in body.operands(op) {
            types.push(self.ty(body.value_type(v)));
            args.push(self.typed(body, names, v)?);
        }
        let ret = match body.results(op).next() {
            Some(r) => self.ty(body.value_type(r)),
            None => "void".into(),
        };
        let mangle = |t: Type, this: &mut Self| mangle_type(this, t);
        // Overloaded types and immediate arguments, by intrinsic.
        let mut extra_type = "i1 immarg";
        let mut call_attrs = "";
        let (suffix, extra): (Vec<String>, Vec<String>) = match short {
            _ if short.ends_with(".with.overflow") => {
                let t = body.value_type(body.operand(op, 0));
                (vec![mangle(t, self)], vec![])
            }
            "experimental.constrained.fptrunc" => {
                let case = |name: &str, cases: &[(&'static str, i64)]| -> &'static str {
                    let v = match strata_ir::symbols::op_attr(ctx, body, op, name)
                        .map(|a| ctx.attr_data(a))
                    {
                        Some(AttrData::Integer { value, .. }) => value.to_i64_checked(),
                        _ => None,
                    };
                    cases
                        .iter()
                        .find(|c| Some(c.1) == v)
                        .map_or("invalid", |c| c.0)
                };
                let round = case("roundingmode", &crate::ops::constrained::ROUNDING_MODES);
                let except = case(
                    "fpExceptionBehavior",
                    &crate::ops::constrained::FP_EXCEPTION_BEHAVIORS,
                );
                extra_type = "metadata";
                call_attrs = "strictfp";
                let r = body.value_type(body.result(op, 0));
                let a = body.value_type(body.operand(op, 0));
                (
                    vec![mangle(r, self), mangle(a, self)],
                    vec![
                        format!("metadata !\"round.{round}\""),
                        format!("metadata !\"fpexcept.{except}\""),
                    ],
                )
            }
            "memcpy" | "memmove" => {
                let v = bool_prop(ctx, body, op, "isVolatile");
                let o: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
                (
                    vec![mangle(o[0], self), mangle(o[1], self), mangle(o[2], self)],
                    vec![format!("i1 {v}")],
                )
            }
            "memset" => {
                let v = bool_prop(ctx, body, op, "isVolatile");
                let o: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
                (
                    vec![mangle(o[0], self), mangle(o[2], self)],
                    vec![format!("i1 {v}")],
                )
            }
            "ctlz" | "cttz" => {
                let v = bool_prop(ctx, body, op, "is_zero_poison");
                let t = body.value_type(body.result(op, 0));
                (vec![mangle(t, self)], vec![format!("i1 {v}")])
            }
            "abs" => {
                let v = bool_prop(ctx, body, op, "is_int_min_poison");
                let t = body.value_type(body.result(op, 0));
                (vec![mangle(t, self)], vec![format!("i1 {v}")])
            }
            "powi" => {
                let o: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
                (vec![mangle(o[0], self), mangle(o[1], self)], vec![])
            }
            "lifetime.start" | "lifetime.end" | "vastart" => (
                vec![mangle(body.value_type(body.operand(op, 0)), self)],
                vec![],
            ),
            "stacksave" | "stackrestore" => {
                let t = match body.results(op).next() {
                    Some(r) => body.value_type(r),
                    None => body.value_type(body.operand(op, 0)),
                };
                (vec![mangle(t, self)], vec![])
            }
            _ => {
                let t = body.value_type(body.result(op, 0));
                (vec![mangle(t, self)], vec![])
            }
        };
        let mut iname = match short {
            "vastart" => "llvm.va_start".to_string(),
            _ => format!("llvm.{short}"),
        };
        for s in &suffix {
            iname.push('.');
            iname.push_str(s);
        }
        let mut decl_types = types.clone();
        decl_types.extend(extra.iter().map(|_| extra_type.to_string()));
        for (t, attrs) in decl_types.iter_mut().zip(intrinsic_param_attrs(short)) {
            if !attrs.is_empty() {
                t.push(' ');
                t.push_str(attrs);
            }
        }
        if !self.intrinsics.iter().any(|(n, _, _)| *n == iname) {
            let decl = format!("declare {ret} @{iname}({})", decl_types.join(", "));
            self.intrinsics
                .push((iname.clone(), decl, intrinsic_fn_attrs(short)));
        }
        args.extend(extra);
        let f = strata_ir::symbols::op_attr(ctx, body, op, "fastmathFlags")
            .and_then(|a| fastmath_bits(ctx, a))
            .map_or(String::new(), fastmath_text);
        let mut call = format!("call {f}{ret} @{iname}({})", args.join(", "));
        if !call_attrs.is_empty() {
            let group = self.call_group(call_attrs);
            let _ = write!(call, " {group}");
        }
        if matches!(short, "memcpy" | "memmove" | "memset") {
            call.push_str(&self.tbaa_attachment(body, op)?);
            call.push_str(&self.scope_attachments(body, op)?);
        }
        Ok(match self.result_name(body, names, op) {
            Some(r) => format!("{r} = {call}"),
            None => call,
        })
    }
}

/// The LLVM IR parameter attributes (`noundef `, `byval(i64) `, `align 16 `) of entry
/// `index` of an array of `llvm.*` attribute dictionaries: unit ones, then type ones
/// (their type written by `ty`), then integer ones.
pub(super) fn dict_array_entry(
    ctx: &Context,
    attr: Attribute,
    index: usize,
    ty: &mut dyn FnMut(strata_ir::Type) -> String,
) -> String {
    let AttrData::Array(dicts) = ctx.attr_data(attr) else {
        return String::new();
    };
    let Some(&dict) = dicts.get(index) else {
        return String::new();
    };
    // LLVM lists enum attributes before integer ones.
    let (mut units, mut types, mut ints) = (String::new(), String::new(), String::new());
    for e in ctx.dictionary_entries(dict) {
        let Some(kw) = ctx.ident_str(e.name).strip_prefix("llvm.") else {
            continue;
        };
        match ctx.attr_data(e.value) {
            AttrData::Unit => {
                let _ = write!(units, "{kw} ");
            }
            AttrData::Integer { value, .. } => {
                if let Some(v) = value.to_i64_checked() {
                    let _ = write!(ints, "{kw} {v} ");
                }
            }
            AttrData::Type(t) => {
                let _ = write!(types, "{kw}({}) ", ty(*t));
            }
            _ => {}
        }
    }
    units + &types + &ints
}

/// The function attributes LLVM 22 gives an intrinsic's declaration.
fn intrinsic_fn_attrs(short: &str) -> &'static str {
    match short {
        "abs" | "ctlz" | "cttz" => {
            "nocallback nofree nosync nounwind speculatable willreturn memory(none)"
        }
        "memcpy" | "memmove" => "nocallback nofree nounwind willreturn memory(argmem: readwrite)",
        "memset" => "nocallback nofree nounwind willreturn memory(argmem: write)",
        "stacksave" | "stackrestore" | "vastart" => "nocallback nofree nosync nounwind willreturn",
        "lifetime.start" | "lifetime.end" => {
            "nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)"
        }
        "experimental.constrained.fptrunc" => {
            "nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)"
        }
        "ssa.copy" => "nocallback nofree nosync nounwind willreturn memory(none)",
        _ => {
            "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)"
        }
    }
}

/// The parameter attributes of an intrinsic's declaration, by parameter.
fn intrinsic_param_attrs(short: &str) -> &'static [&'static str] {
    match short {
        "memcpy" => &[
            "noalias writeonly captures(none)",
            "noalias readonly captures(none)",
        ],
        "memmove" => &["writeonly captures(none)", "readonly captures(none)"],
        "memset" => &["writeonly captures(none)"],
        "lifetime.start" | "lifetime.end" => &["captures(none)"],
        "ssa.copy" => &["returned"],
        _ => &[],
    }
}

/// LLVM function attributes that take an integer value (`passthrough` pairs with these
/// keys are not string attributes).
const VALUED_ATTRIBUTES: &[&str] = &[
    "alignstack",
    "allocsize",
    "dereferenceable",
    "dereferenceable_or_null",
    "uwtable",
    "vscale_range",
];

/// LLVM's `memory(...)` function attribute for a `#llvm.memory_effects<...>` attribute,
/// written as LLVM prints it: the effect on other memory first (left out when it is
/// `none` and some location differs), then each location whose effect differs from it.
fn memory_attr(ctx: &Context, attr: Attribute) -> Option<String> {
    let effect = |location: &str| crate::attrs::memory_effect(ctx, attr, location);
    let other = effect("other")?;
    const LOCATIONS: [(&str, &str); 5] = [
        ("argMem", "argmem"),
        ("inaccessibleMem", "inaccessiblemem"),
        ("errnoMem", "errnomem"),
        ("targetMem0", "target_mem0"),
        ("targetMem1", "target_mem1"),
    ];
    let differing: Vec<String> = LOCATIONS
        .iter()
        .filter_map(|(key, name)| {
            let e = effect(key).unwrap_or(other);
            (e != other).then(|| format!("{name}: {e}"))
        })
        .collect();
    let mut parts = Vec::new();
    if other != "none" || differing.is_empty() {
        parts.push(other.to_string());
    }
    parts.extend(differing);
    Some(format!("memory({})", parts.join(", ")))
}
