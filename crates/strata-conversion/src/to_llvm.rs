//! `convert-to-llvm` (MLIR's `ConvertToLLVMPass`): one partial conversion to the `llvm`
//! dialect with the patterns of every dialect that implements the open dialect interface
//! [`ConvertToLlvmInterface`] (MLIR's `ConvertToLLVMPatternInterface`), sharing one LLVM
//! type converter, so values cross dialect boundaries without unrealized casts.
//!
//! A dialect opts in with [`DialectInterfaces::attach`]; this crate attaches the interface
//! for the dialects it lowers (`arith`, `cf`, `func`, `memref`, `ub`, `vector`) in
//! [`register_convert_to_llvm_interfaces`], the place MLIR's `register*ToLLVMInterface`
//! extensions have. Options: `filter-dialects` (only these dialects' patterns),
//! `dynamic` (accepted; Strata has no op-level conversion attributes, so it converts as
//! the static mode does), `allow-pattern-rollback`.

use std::sync::Arc;

use strata_ir::Context;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId};
use strata_ir::registry::DialectInterfaces;
use strata_pass::conversion::{
    ConversionConfig, ConversionPatternSet, ConversionTarget, apply_partial_conversion,
};
use strata_pass::pass::{OptionError, Pass, PassEnv, PassOptions, parse_bool, parse_list};

use crate::llvm_common::{LlvmTypeConverter, LowerToLlvmOptions};
use crate::memref_to_llvm::{Env, MemRefToLlvmOptions};

/// Adds a dialect's lowering patterns (and any legality) for the shared type converter.
pub type PopulateFn = fn(&mut ConversionPatternSet, &mut ConversionTarget, &LlvmTypeConverter);
/// Work on the whole operation before (or after) the conversion. A `prepare` hook is
/// called on the converted op and on each symbol table nested in it; it returns the ops
/// it created at the start of that table, in creation order, each with the pre-order
/// position (below the table) of the op that needed it: upstream's patterns create them
/// when they convert that op, each at the start of its nearest symbol table, so
/// [`ConvertToLlvm`] orders the declarations of all dialects by that position.
pub type HookFn = fn(&Context, &mut Body, OpId, &LlvmTypeConverter) -> Vec<(usize, OpId)>;

/// The dialect interface `convert-to-llvm` collects patterns from (MLIR's
/// `ConvertToLLVMPatternInterface`). `prepare` runs before the conversion (declarations
/// the patterns refer to, which Strata's patterns cannot create outside the body they
/// rewrite) and `finish` after it.
#[derive(Clone, Copy)]
pub struct ConvertToLlvmInterface {
    /// Adds the patterns.
    pub populate: PopulateFn,
    /// Runs before the conversion, if any.
    pub prepare: Option<HookFn>,
    /// Runs after the conversion, if any.
    pub finish: Option<HookFn>,
}

fn populate_arith(
    set: &mut ConversionPatternSet,
    _: &mut ConversionTarget,
    tc: &LlvmTypeConverter,
) {
    set.extend(&strata_dialects::arith::transforms::ArithExpand::ceil_floor_div_patterns());
    crate::arith_to_llvm::populate_arith_to_llvm_patterns(set, tc);
}

fn populate_cf(set: &mut ConversionPatternSet, _: &mut ConversionTarget, tc: &LlvmTypeConverter) {
    crate::cf_to_llvm::populate_cf_to_llvm_patterns(set, tc);
}

fn prepare_cf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &LlvmTypeConverter,
) -> Vec<(usize, OpId)> {
    crate::cf_to_llvm::prepare_asserts(ctx, body, op)
}

fn finish_cf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &LlvmTypeConverter,
) -> Vec<(usize, OpId)> {
    crate::cf_to_llvm::clear_markers(ctx, body, op);
    Vec::new()
}

fn populate_func(set: &mut ConversionPatternSet, _: &mut ConversionTarget, tc: &LlvmTypeConverter) {
    crate::func_to_llvm::populate_func_to_llvm_patterns(set, tc);
}

fn prepare_func(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    tc: &LlvmTypeConverter,
) -> Vec<(usize, OpId)> {
    crate::unranked_copy::declare_copy_functions(ctx, body, op, tc)
}

/// The memref lowering environment over the shared type converter (one converter for
/// every dialect, so materializations are shared).
fn memref_env(tc: &LlvmTypeConverter) -> Arc<Env> {
    Arc::new(Env {
        tc: tc.clone(),
        options: MemRefToLlvmOptions {
            index_bitwidth: tc.options().index_bitwidth,
            ..MemRefToLlvmOptions::default()
        },
    })
}

fn populate_memref(
    set: &mut ConversionPatternSet,
    _: &mut ConversionTarget,
    tc: &LlvmTypeConverter,
) {
    crate::memref_to_llvm::populate_patterns(set, &memref_env(tc));
}

fn prepare_memref(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    tc: &LlvmTypeConverter,
) -> Vec<(usize, OpId)> {
    crate::memref_to_llvm::declare_functions(ctx, body, op, &memref_env(tc))
}

fn populate_ub(set: &mut ConversionPatternSet, _: &mut ConversionTarget, tc: &LlvmTypeConverter) {
    crate::ub_to_llvm::populate_ub_to_llvm_patterns(set, tc);
}

fn populate_vector(
    set: &mut ConversionPatternSet,
    _: &mut ConversionTarget,
    tc: &LlvmTypeConverter,
) {
    crate::vector_to_llvm::populate_vector_to_llvm_patterns(set, tc, false);
}

fn prepare_vector(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &LlvmTypeConverter,
) -> Vec<(usize, OpId)> {
    crate::vector_print::prepare_prints(ctx, body, op)
}

fn finish_vector(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &LlvmTypeConverter,
) -> Vec<(usize, OpId)> {
    crate::vector_print::clear_print_markers(ctx, body, op);
    Vec::new()
}

/// Attaches [`ConvertToLlvmInterface`] to the dialects this crate lowers (MLIR's
/// `registerConvert*ToLLVMInterface` extensions).
pub fn register_convert_to_llvm_interfaces(ctx: &Context) {
    let attach = |ns: &str, populate: PopulateFn, prepare, finish| {
        DialectInterfaces::attach(
            ctx,
            ns,
            ConvertToLlvmInterface {
                populate,
                prepare,
                finish,
            },
        );
    };
    attach("arith", populate_arith, None, None);
    attach(
        "cf",
        populate_cf,
        Some(prepare_cf as HookFn),
        Some(finish_cf as HookFn),
    );
    attach("func", populate_func, Some(prepare_func as HookFn), None);
    attach(
        "memref",
        populate_memref,
        Some(prepare_memref as HookFn),
        None,
    );
    attach("ub", populate_ub, None, None);
    attach(
        "vector",
        populate_vector,
        Some(prepare_vector as HookFn),
        Some(finish_vector as HookFn),
    );
}

/// Options of `convert-to-llvm`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConvertToLlvmOptions {
    /// `allow-pattern-rollback` (default true; accepted, the driver always rolls back).
    pub allow_pattern_rollback: bool,
    /// `dynamic`: configure the conversion from op attributes.
    pub dynamic: bool,
    /// `filter-dialects`: only the patterns of these dialects (all if empty).
    pub filter_dialects: Vec<String>,
}

impl Default for ConvertToLlvmOptions {
    fn default() -> Self {
        ConvertToLlvmOptions {
            allow_pattern_rollback: true,
            dynamic: false,
            filter_dialects: Vec::new(),
        }
    }
}

impl PassOptions for ConvertToLlvmOptions {
    fn set(&mut self, key: &str, value: Option<&str>) -> Result<(), OptionError> {
        match key {
            "allow-pattern-rollback" => self.allow_pattern_rollback = parse_bool(key, value)?,
            "dynamic" => self.dynamic = parse_bool(key, value)?,
            "filter-dialects" => {
                let v = value.map(|v| {
                    v.strip_prefix('{')
                        .and_then(|v| v.strip_suffix('}'))
                        .unwrap_or(v)
                });
                self.filter_dialects.extend(parse_list(v));
            }
            _ => return Err(OptionError::Unknown(key.to_string())),
        }
        Ok(())
    }
    fn print(&self, out: &mut String) {
        out.push_str(&format!(
            "allow-pattern-rollback={} dynamic={} ",
            self.allow_pattern_rollback, self.dynamic
        ));
        if !self.filter_dialects.is_empty() {
            out.push_str(&format!(
                "filter-dialects={{{}}}",
                self.filter_dialects.join(",")
            ));
        }
    }
    fn describe(&self) -> Vec<(&'static str, &'static str)> {
        vec![
            (
                "allow-pattern-rollback",
                "Experimental performance flag to disallow pattern rollback",
            ),
            (
                "dynamic",
                "Use op conversion attributes to configure the conversion",
            ),
            (
                "filter-dialects",
                "Test conversion patterns of only the specified dialects",
            ),
        ]
    }
}

/// `convert-to-llvm`.
#[derive(Clone, Debug, Default)]
pub struct ConvertToLlvm {
    /// Its options.
    pub options: ConvertToLlvmOptions,
}

impl Pass for ConvertToLlvm {
    fn argument(&self) -> &'static str {
        "convert-to-llvm"
    }
    fn name(&self) -> &'static str {
        "ConvertToLLVMPass"
    }
    fn summary(&self) -> &'static str {
        "Convert to LLVM via dialect interfaces found in the input IR"
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
        env: &mut PassEnv<'_>,
    ) -> Result<(), Diagnostic> {
        let tc = LlvmTypeConverter::new(LowerToLlvmOptions::default());
        let mut target = ConversionTarget::new();
        target.add_legal_dialect("llvm");
        let mut set = ConversionPatternSet::new();
        // The dialects in namespace order, as MLIR's loaded dialects.
        let mut dialects = ctx.registered_dialects();
        dialects.sort();
        let mut used = Vec::new();
        for ns in dialects {
            if !self.options.filter_dialects.is_empty()
                && !self.options.filter_dialects.contains(&ns)
            {
                continue;
            }
            if let Some(iface) = DialectInterfaces::get::<ConvertToLlvmInterface>(ctx, &ns) {
                (iface.populate)(&mut set, &mut target, &tc);
                used.push(*iface);
            }
        }
        // Each symbol table gets the declarations of the ops whose nearest table it is.
        crate::llvm_common::for_each_symbol_table(ctx, body, op, &mut |b, table| {
            let before = table_ops(b, table);
            let mut created: Vec<(usize, OpId)> = Vec::new();
            let mut count = 0;
            for iface in &used {
                if let Some(prepare) = iface.prepare {
                    // The ops earlier hooks created (at the start of the table, no nested
                    // ops) come first in this hook's walk: positions shift by their count.
                    let shift = count;
                    for (p, o) in prepare(ctx, b, table, &tc) {
                        // A declaration the input had stays where it is; one an earlier
                        // hook made counts from its first use by any dialect.
                        if before.contains(&o) {
                            continue;
                        }
                        if !created.iter().any(|&(_, c)| c == o) {
                            count += 1;
                        }
                        created.push((p.saturating_sub(shift), o));
                    }
                }
            }
            order_declarations(b, table, created);
        });
        let patterns = set.freeze(ctx);
        let out = apply_partial_conversion(
            ctx,
            body,
            op,
            &target,
            &patterns,
            &ConversionConfig::default(),
        );
        // Errors patterns and the type converter reported without failing (a function
        // with a bad linkage, a memref memory space with no address space).
        let out = out.map(|result| {
            for d in result
                .diagnostics
                .into_iter()
                .chain(tc.take_diagnostics(ctx))
            {
                env.emit(d);
            }
        });
        for iface in &used {
            if let Some(finish) = iface.finish {
                let _ = finish(ctx, body, op, &tc);
            }
        }
        out
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// Moves the ops the `prepare` hooks created at the start of `op`'s first block into the
/// order upstream's single conversion creates them in: each when the first op needing it
/// is converted (pre-order), inserted at the start of the module (so the last created comes
/// first).
fn order_declarations(body: &mut Body, op: OpId, mut created: Vec<(usize, OpId)>) {
    if created.len() < 2 {
        return;
    }
    created.sort_by_key(|&(position, _)| position);
    let mut seen = Vec::new();
    created.retain(|&(_, o)| {
        !seen.contains(&o) && {
            seen.push(o);
            true
        }
    });
    let Some(&region) = body.regions(op).first() else {
        return;
    };
    let module_body: &mut Body = body.regions_body_mut(op);
    let Some(&block) = module_body.blocks(region).first() else {
        return;
    };
    for (_, decl) in created {
        if module_body.op_block(decl) != Some(block) {
            continue;
        }
        module_body.unlink_op(decl);
        module_body.insert_op_at(strata_ir::ir::InsertionPoint::AtStart(block), decl);
    }
}

/// The ops of the first block of the symbol table `table` (held by `body`).
fn table_ops(body: &Body, table: OpId) -> Vec<OpId> {
    let inner = body.regions_body(table);
    body.regions(table)
        .first()
        .and_then(|&r| inner.blocks(r).first())
        .map(|&blk| inner.block_ops(blk).collect())
        .unwrap_or_default()
}
