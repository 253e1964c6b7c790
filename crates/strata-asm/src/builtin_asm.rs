//! The custom syntax of the builtin dialect's ops: `module @name attributes {...} {...}`.
//!
//! A context knows it from the start (so a bare context parses and prints modules); the
//! builtin dialect's `ModuleOp` declaration in `strata-dialects` registers the same hooks.

use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::OperationState;

use crate::custom::{CustomAsm, OpAsmParser, OpAsmPrinter};

/// The syntax of `builtin.module`.
pub(crate) fn module_asm() -> CustomAsm {
    CustomAsm {
        parse: parse_module,
        print: print_module,
        result_names: None,
        default_dialect: Some("builtin"),
    }
}

/// Parses `builtin.module`'s custom form: `module (@name)? (attributes {...})? region`
/// (an empty region gets its block).
pub fn parse_module(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    if let Some(name) = p.parse_optional_symbol_name()? {
        let value = ctx.string_attr(ctx.ident_bytes_of(name));
        p.add_attribute(state, "sym_name", value);
    }
    let extra = p.parse_optional_attr_dict_with_keyword()?;
    p.add_attributes(state, extra);
    let region = p.parse_region(state, &[])?;
    // A module body is a single block, created even when the region is empty.
    if let Some(child) = state.child_body.as_deref_mut()
        && child.blocks(region).is_empty()
    {
        let b = child.new_block();
        child.append_block(region, b);
    }
    Ok(())
}

/// Prints `builtin.module`'s custom form (see [`parse_module`]).
pub fn print_module(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let attrs = p.attrs();
    let mut elided: &[&str] = &[];
    if let Some(a) = attrs
        .iter()
        .find(|a| p.ctx().ident_str(a.name) == "sym_name")
        && let Some(name) = p.string_bytes(a.value)
    {
        p.write(" ");
        p.print_symbol_name(name);
        elided = &["sym_name"];
    }
    p.print_optional_attr_dict_with_keyword(&attrs, elided);
    let body = p.body();
    for &r in body.regions(p.op()) {
        p.write(" ");
        p.print_region(r, true, false, false);
    }
}
