//! The printer of Strata's textual IR, byte-identical to `mlir-opt` 22: alias definitions,
//! the operation (generic form, or custom forms registered in [`crate::custom`]), deferred location
//! aliases and the `{-# dialect_resources #-}` section.

mod affine;
pub(crate) mod alias;
pub(crate) mod asm;
mod dense;
pub(crate) mod names;
pub(crate) mod ops;
mod parallel;
#[cfg(test)]
mod tests;
pub(crate) mod text;

use strata_ir::ir::{Body, OpId, OwnedOp};
use strata_ir::{Attribute, Context, Type};

use alias::{AliasCollector, AliasKey};
use asm::{AsmFlags, Elision, Printer};
use names::SsaNames;
use ops::{OpFlags, OpPrinter, collect_op_aliases};
use parallel::Split;
use text::{push_hex, push_keyword_or_string};

/// How to print (the `--mlir-print-*` flags of mlir-opt). `Default` turns everything off.
#[derive(Clone, Debug, Default)]
pub struct PrintOptions {
    /// `--mlir-print-op-generic`: every operation in the generic form, SSA ids unique
    /// across regions.
    pub generic: bool,
    /// `--mlir-print-debuginfo`: `loc(...)` after operations and block arguments.
    pub debug_info: bool,
    /// `--mlir-pretty-debuginfo`: locations without `loc(...)` and quotes.
    pub pretty_debug_info: bool,
    /// `--mlir-print-local-scope`: no aliases (everything inline) and no resource section.
    pub local_scope: bool,
    /// `--mlir-elide-elementsattrs-if-larger=N`: non-splat elements attributes with more
    /// than N elements print as `dense_resource<__elided__>`.
    pub elide_elements_if_larger: Option<u64>,
    /// `--mlir-print-elementsattrs-with-hex-if-larger=N` (default 100; -1 never uses hex).
    pub hex_elements_if_larger: Option<i64>,
    /// `--mlir-elide-resource-strings-if-larger=N`: leave resource blobs whose hex string
    /// is longer than N out of the file metadata section.
    pub elide_resource_strings_if_larger: Option<u64>,
    /// `--mlir-print-unique-ssa-ids`: do not reuse SSA numbers in sibling regions (always
    /// the case in the generic form).
    pub unique_ssa_ids: bool,
    /// Print the operations directly inside the top-level op's regions (the functions of
    /// a module) on all of the machine's threads. The text is the same as without.
    pub threads: bool,
    /// Print every region as `{...}` (MLIR's `OpPrintingFlags::skipRegions`; action logs).
    pub skip_regions: bool,
}

impl PrintOptions {
    fn asm_flags(&self) -> AsmFlags {
        AsmFlags {
            pretty_locs: self.pretty_debug_info,
            elide_limit: self.elide_elements_if_larger,
            hex_limit: self.hex_elements_if_larger.unwrap_or(100),
            skip_regions: self.skip_regions,
        }
    }
}

/// Prints a top-level op like `Operation::print` in mlir-opt: alias definitions that
/// cannot be deferred (`#map = ...`, `!tuple = ...`), the op and a newline, then (with
/// debug info) the deferred location aliases (`#loc = loc(...)`), then the
/// `{-# dialect_resources: ... #-}` section if `dense_resource` blobs with data are
/// referenced. With `local_scope` only the op itself is printed, without a newline.
///
/// mlir-opt writes one more `\n` after this text. The caller decides the form: mlir-opt
/// prints the generic form when the op fails to verify.
///
/// With `threads`, alias discovery and printing work on the operations of the top-level
/// op's blocks in chunks on several threads, merging the results in order (the value
/// numbering of isolated ops there too, where it does not depend on their siblings).
pub fn print_top_level(ctx: &Context, op: &OwnedOp, opts: &PrintOptions, out: &mut String) {
    let op_flags = OpFlags {
        generic: opts.generic,
        debug_info: opts.debug_info,
    };
    let hints = (!opts.generic).then_some(ctx);
    // In generic form (and with unique ids) SSA numbering runs on across functions, so a
    // split print would hold every function's names at once: that costs more memory than
    // mlir-opt uses, for little time. Those forms print on one thread.
    let split = (opts.threads && !opts.generic && !opts.unique_ssa_ids)
        .then(|| Split::new(op.body.regions_body(op.op), op.body.regions(op.op)));
    let names = SsaNames::compute_split(
        &op.body,
        op.op,
        opts.generic || opts.unique_ssa_ids,
        hints,
        split.is_some(),
    );
    let mut printer = Printer::new(ctx, out, opts.asm_flags());
    if opts.local_scope {
        let mut op_printer = OpPrinter::new(printer, &names, op_flags);
        op_printer.split = split;
        op_printer.print_op_line(&op.body, op.op);
        return;
    }
    let mut collector = AliasCollector::new(ctx);
    collector.split = split.clone();
    collect_op_aliases(&mut collector, ctx, &op.body, op.op, op_flags);
    let collector_saw_distinct = collector.saw_distinct();
    printer.aliases = std::sync::Arc::new(collector.finish());
    print_alias_definitions(&mut printer, false);
    let mut op_printer = OpPrinter::new(printer, &names, op_flags);
    op_printer.split = split.map(|mut s| {
        s.one_chunk = collector_saw_distinct;
        s
    });
    op_printer.print_op_line(&op.body, op.op);
    op_printer.p.out.push('\n');
    let mut printer = op_printer.p;
    print_alias_definitions(&mut printer, true);
    print_resources(&mut printer, opts.elide_resource_strings_if_larger);
}

/// Prints one operation nested anywhere below a top-level op, as mlir-opt does for a
/// diagnostic's "see current operation" note (`Operation::print` with local scope): values
/// and blocks are numbered as within `scope` (the closest isolated-from-above operation
/// holding `op`, or `op` itself, and the body holding that operation), nothing uses an
/// alias, and no newline follows.
pub fn print_op_local(
    ctx: &Context,
    scope_body: &Body,
    scope_op: OpId,
    body: &Body,
    op: OpId,
    opts: &PrintOptions,
    out: &mut String,
) {
    let op_flags = OpFlags {
        generic: opts.generic,
        debug_info: opts.debug_info,
    };
    let hints = (!opts.generic).then_some(ctx);
    let names = SsaNames::compute(
        scope_body,
        scope_op,
        opts.generic || opts.unique_ssa_ids,
        hints,
    );
    let printer = Printer::new(ctx, out, opts.asm_flags());
    OpPrinter::new(printer, &names, op_flags).print_op_line(body, op);
}

/// `#alias = value` lines for the aliases that are (or are not) deferred.
fn print_alias_definitions(p: &mut Printer<'_, '_>, deferred: bool) {
    let caching = std::mem::replace(&mut p.caching, false);
    for i in 0..p.aliases.aliases.len() {
        let a = &p.aliases.aliases[i];
        if a.deferrable != deferred {
            continue;
        }
        let key = a.key;
        a.push(p.out);
        p.out.push_str(" = ");
        match key {
            AliasKey::Type(t) => {
                p.print_type_impl(t);
                std::sync::Arc::make_mut(&mut p.aliases).aliases[i].printed = true;
            }
            AliasKey::Attr(attr) => p.print_attribute_impl(attr, Elision::Never),
        }
        p.out.push('\n');
    }
    p.caching = caching;
}

/// The file metadata section listing the blobs of the referenced `dense_resource`s that
/// have data, in order of first reference.
fn print_resources(p: &mut Printer<'_, '_>, elide_larger: Option<u64>) {
    let ctx = p.ctx;
    let mut blobs = String::new();
    for &key in &p.resources {
        let Some(blob) = ctx.resource_blob(key) else {
            continue;
        };
        // `--mlir-elide-resource-strings-if-larger`: the hex string counts "0x" too.
        if elide_larger.is_some_and(|limit| 2 + 2 * blob.len() as u64 > limit) {
            continue;
        }
        if !blobs.is_empty() {
            blobs.push_str(",\n");
        }
        blobs.push_str("      ");
        push_keyword_or_string(&mut blobs, ctx.ident_bytes_of(key));
        blobs.push_str(": \"0x");
        push_hex(&mut blobs, &blob);
        blobs.push('"');
    }
    let external = ctx.external_resources();
    if blobs.is_empty() && external.is_empty() {
        return;
    }
    p.out.push_str("\n{-#\n");
    if !blobs.is_empty() {
        p.out.push_str("  dialect_resources: {\n    builtin: {\n");
        p.out.push_str(&blobs);
        p.out.push_str("\n    }\n  }");
    }
    if !external.is_empty() {
        if !blobs.is_empty() {
            p.out.push_str(",\n");
        }
        p.out.push_str("  external_resources: {\n");
        for (i, (owner, entries)) in external.iter().enumerate() {
            if i > 0 {
                p.out.push_str(",\n");
            }
            p.out.push_str("    ");
            push_keyword_or_string(p.out, owner.as_bytes());
            p.out.push_str(": {\n");
            for (j, (key, value)) in entries.iter().enumerate() {
                if j > 0 {
                    p.out.push_str(",\n");
                }
                p.out.push_str("      ");
                push_keyword_or_string(p.out, key);
                p.out.push_str(": ");
                p.out.push_str(value);
            }
            p.out.push_str("\n    }");
        }
        p.out.push_str("\n  }");
    }
    p.out.push_str("\n#-}\n");
}

/// The text of `ty` without aliases (as in diagnostics).
pub fn type_to_string(ctx: &Context, ty: Type) -> String {
    let mut out = String::new();
    Printer::new(ctx, &mut out, AsmFlags::default()).print_type(ty);
    out
}

/// The text of `attr` without aliases, with its type (as in diagnostics).
pub fn attr_to_string(ctx: &Context, attr: Attribute) -> String {
    let mut out = String::new();
    Printer::new(ctx, &mut out, AsmFlags::default()).print_attribute(attr, Elision::Never);
    out
}
