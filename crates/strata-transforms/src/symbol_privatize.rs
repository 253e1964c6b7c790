//! `symbol-privatize`: makes every symbol directly nested in the op private, except the
//! ones named in the `exclude` option, as mlir-opt's `SymbolPrivatize` pass does.

use strata_ir::Context;
use strata_ir::attributes::{Attribute, NamedAttribute};
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId};
use strata_ir::symbols::symbol_name;

use super::symbol_dce::is_symbol;
use strata_pass::pass::{OptionError, Pass, PassEnv, PassOptions, parse_list};

/// Options of `symbol-privatize`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SymbolPrivatizeOptions {
    /// Names of the symbols to leave alone (`exclude`).
    pub exclude: Vec<String>,
}

impl PassOptions for SymbolPrivatizeOptions {
    fn set(&mut self, key: &str, value: Option<&str>) -> Result<(), OptionError> {
        match key {
            "exclude" => {
                self.exclude = parse_list(value);
                Ok(())
            }
            _ => Err(OptionError::Unknown(key.to_string())),
        }
    }
    fn print(&self, out: &mut String) {
        if !self.exclude.is_empty() {
            out.push_str("exclude={");
            out.push_str(&self.exclude.join(","));
            out.push('}');
        }
    }
    fn describe(&self) -> Vec<(&'static str, &'static str)> {
        vec![(
            "exclude=<string>",
            "Comma separated list of symbols that should not be marked private",
        )]
    }
}

/// The `symbol-privatize` pass.
#[derive(Clone, Debug, Default)]
pub struct SymbolPrivatize {
    /// The pass options.
    pub options: SymbolPrivatizeOptions,
}

/// `dict` (a dictionary, or `None` for none) with `name` set to `value`.
fn with_entry(ctx: &Context, dict: Option<Attribute>, name: &str, value: Attribute) -> Attribute {
    let id = ctx.ident(name);
    let mut entries: Vec<NamedAttribute> = dict
        .map(|d| ctx.dictionary_entries(d).to_vec())
        .unwrap_or_default();
    entries.retain(|e| e.name != id);
    entries.push(NamedAttribute { name: id, value });
    ctx.dictionary_attr(entries)
}

/// `dict` without entry `name`.
fn without_entry(ctx: &Context, dict: Attribute, name: &str) -> Attribute {
    let id = ctx.ident(name);
    let entries = ctx.dictionary_entries(dict);
    if entries.iter().all(|e| e.name != id) {
        return dict;
    }
    ctx.dictionary_attr(entries.iter().copied().filter(|e| e.name != id).collect())
}

/// Sets the visibility of symbol `op` to private: an inherent attribute, so kept in the
/// op's properties when the op declares it, else among its attributes.
fn make_private(ctx: &Context, body: &mut Body, op: OpId) {
    let private = ctx.string_attr(b"private");
    let inherent = ctx
        .op_info(body.op(op).name)
        .is_some_and(|i| i.inherent_attrs.contains(&"sym_visibility"));
    let d = body.op_mut(op);
    if inherent {
        d.properties = Some(with_entry(ctx, d.properties, "sym_visibility", private));
        d.attributes = without_entry(ctx, d.attributes, "sym_visibility");
    } else {
        d.attributes = with_entry(ctx, Some(d.attributes), "sym_visibility", private);
    }
}

impl Pass for SymbolPrivatize {
    fn argument(&self) -> &'static str {
        "symbol-privatize"
    }
    fn name(&self) -> &'static str {
        "SymbolPrivatize"
    }
    fn summary(&self) -> &'static str {
        "Mark symbols private"
    }
    fn options(&self) -> Option<&dyn PassOptions> {
        Some(&self.options)
    }
    fn options_mut(&mut self) -> Option<&mut dyn PassOptions> {
        Some(&mut self.options)
    }
    fn run(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        _env: &mut PassEnv<'_>,
    ) -> Result<(), Diagnostic> {
        let regions = body.regions(op).to_vec();
        let rb = match body.child_body_mut(op) {
            Some(child) => child,
            None => body,
        };
        let mut targets = Vec::new();
        for region in regions {
            for x in rb.region_ops(region) {
                if !is_symbol(ctx, rb, x) {
                    continue;
                }
                let name = symbol_name(ctx, rb, x).unwrap_or_default();
                if !self.options.exclude.iter().any(|e| e.as_bytes() == name) {
                    targets.push(x);
                }
            }
        }
        for x in targets {
            make_private(ctx, rb, x);
        }
        Ok(())
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
