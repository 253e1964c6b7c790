//! `finalize-memref-to-llvm` (MLIR's `MemRefToLLVM.cpp`): memref ops become `llvm` dialect
//! ops over memref descriptors, through the shared [`LlvmTypeConverter`]. Operands of
//! unconverted types (function arguments, values of ops left alone) come in through
//! `builtin.unrealized_conversion_cast`s; views (`subview`, `expand_shape`,
//! `collapse_shape`) must have been expanded by `expand-strided-metadata` first.
//!
//! Layout: this file the pass, its options and the runtime function declarations;
//! `patterns.rs` the lowerings (allocation, access, descriptors, casts, copies, globals).
//!
//! MLIR's patterns declare `malloc`/`free`/... in the module while they run; Strata's
//! conversion rewriter edits one isolated body at a time, so the declarations are made
//! before the conversion, for exactly the ops that will lower, in the order (and at the
//! place: the start of the module) mlir-opt creates them.

mod atomic;
mod patterns;
mod reshape;

use std::sync::Arc;

use strata_dialects::memref::{AllocOp, CopyOp, DeallocOp};
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId};
use strata_ir::{AttrData, Context, Type, TypeData};
use strata_llvm::types as lt;
use strata_pass::conversion::{
    ConversionConfig, ConversionPatternSet, ConversionTarget, apply_partial_conversion,
};
use strata_pass::pass::{OptionError, Pass, PassEnv, PassOptions, parse_bool, parse_int};

use crate::llvm_common::{LlvmTypeConverter, LowerToLlvmOptions};

pub use patterns::populate_patterns;

/// Options of `finalize-memref-to-llvm`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MemRefToLlvmOptions {
    /// `index-bitwidth` (0: the data layout's, 64).
    pub index_bitwidth: u32,
    /// `use-aligned-alloc`: `aligned_alloc` instead of `malloc`.
    pub use_aligned_alloc: bool,
    /// `use-generic-functions`: `_mlir_memref_to_llvm_*` instead of the C functions.
    pub use_generic_functions: bool,
}

impl PassOptions for MemRefToLlvmOptions {
    fn set(&mut self, key: &str, value: Option<&str>) -> Result<(), OptionError> {
        match key {
            "index-bitwidth" => {
                let v = parse_int(key, value)?;
                self.index_bitwidth = u32::try_from(v).map_err(|_| OptionError::InvalidValue {
                    option: key.to_string(),
                    message: format!(
                        "'{}' value invalid for uint argument!",
                        value.unwrap_or_default()
                    ),
                })?;
            }
            "use-aligned-alloc" => self.use_aligned_alloc = parse_bool(key, value)?,
            "use-generic-functions" => self.use_generic_functions = parse_bool(key, value)?,
            _ => return Err(OptionError::Unknown(key.to_string())),
        }
        Ok(())
    }
    fn print(&self, out: &mut String) {
        out.push_str(&format!(
            "index-bitwidth={} use-aligned-alloc={} use-generic-functions={}",
            self.index_bitwidth, self.use_aligned_alloc, self.use_generic_functions
        ));
    }
    fn describe(&self) -> Vec<(&'static str, &'static str)> {
        vec![
            (
                "index-bitwidth",
                "Bitwidth of the index type, 0 to use size of machine word",
            ),
            (
                "use-aligned-alloc",
                "Use aligned_alloc in place of malloc for heap allocations",
            ),
            (
                "use-generic-functions",
                "Use generic allocation and deallocation functions instead of the classic 'malloc', 'aligned_alloc' and 'free' functions",
            ),
        ]
    }
}

/// What the lowerings share: the type converter and the options (build with [`Env::new`]).
pub struct Env {
    pub(crate) tc: LlvmTypeConverter,
    pub(crate) options: MemRefToLlvmOptions,
}

impl Env {
    /// The environment for `options`.
    pub fn new(options: MemRefToLlvmOptions) -> Self {
        let llvm = LowerToLlvmOptions::default().with_index_bitwidth(options.index_bitwidth);
        Env {
            tc: LlvmTypeConverter::new(llvm),
            options,
        }
    }

    /// The name of the allocation function.
    pub(crate) fn alloc_fn(&self) -> &'static str {
        match (
            self.options.use_aligned_alloc,
            self.options.use_generic_functions,
        ) {
            (false, false) => "malloc",
            (true, false) => "aligned_alloc",
            (false, true) => "_mlir_memref_to_llvm_alloc",
            (true, true) => "_mlir_memref_to_llvm_aligned_alloc",
        }
    }

    /// The name of the deallocation function.
    pub(crate) fn free_fn(&self) -> &'static str {
        if self.options.use_generic_functions {
            "_mlir_memref_to_llvm_free"
        } else {
            "free"
        }
    }
}

/// Whether `ty` is a memref with the identity layout whose type converts (MLIR's
/// `isConvertibleAndHasIdentityMaps`).
pub(crate) fn convertible_identity(ctx: &Context, env: &Env, ty: Type) -> bool {
    let TypeData::MemRef { layout, .. } = ctx.type_data(ty) else {
        return false;
    };
    let identity = match layout.map(|l| ctx.attr_data(l)) {
        None => true,
        Some(AttrData::AffineMap(m)) => ctx.affine().is_identity(*m),
        Some(AttrData::Strided { strides, offset }) => *offset == 0 && **strides == [1],
        Some(_) => false,
    };
    identity && env.tc.convert_type(ctx, ty).is_some()
}

/// Declares (at the start of the symbol table `op`'s block) the runtime functions the ops
/// whose nearest symbol table is `op` will call, in mlir-opt's creation order; names
/// already defined are left alone. Returns the created declarations in creation order,
/// each with the pre-order position (below `op`) of the first op that needed it, and the
/// ones already there with the position of the first op needing them.
pub(crate) fn declare_functions(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    env: &Env,
) -> Vec<(usize, OpId)> {
    let mut needed: Vec<(usize, &'static str)> = Vec::new();
    let mut position = 0;
    crate::llvm_common::walk_table(ctx, body, op, |b, o| {
        let r = b.results(o).next().map(|r| b.value_type(r));
        if AllocOp::isa(ctx, b, o) && r.is_some_and(|t| convertible_identity(ctx, env, t)) {
            needed.push((position, env.alloc_fn()));
        } else if CopyOp::isa(ctx, b, o) && b.num_operands(o) == 2 {
            let (s, t) = (b.value_type(b.operand(o, 0)), b.value_type(b.operand(o, 1)));
            if !patterns::contiguous(ctx, s) || !patterns::contiguous(ctx, t) {
                needed.push((position, "memrefCopy"));
            }
        } else if DeallocOp::isa(ctx, b, o) && b.num_operands(o) == 1 {
            let t = b.value_type(b.operand(o, 0));
            if matches!(
                ctx.type_data(t),
                TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
            ) {
                needed.push((position, env.free_fn()));
            }
        }
        position += 1;
    });
    let mut created = Vec::new();
    if needed.is_empty() {
        return created;
    }
    let Some((module_body, block, existing)) =
        crate::llvm_common::module_block_symbols(ctx, body, op)
    else {
        return created;
    };
    let index = ctx.integer_type(
        env.tc.options().index_bitwidth,
        strata_ir::Signedness::Signless,
    );
    let ptr = lt::ptr_type(ctx, 0);
    let void = lt::void_type(ctx);
    let mut done: Vec<&str> = Vec::new();
    for (position, name) in needed {
        if done.contains(&name) {
            continue;
        }
        done.push(name);
        if existing.iter().any(|e| e == name.as_bytes()) {
            // Needed from here on too (see `to_llvm::HookFn`).
            let d = crate::llvm_common::block_symbol(ctx, module_body, block, name.as_bytes());
            created.extend(d.map(|d| (position, d)));
            continue;
        }
        let ty = match name {
            "malloc" | "_mlir_memref_to_llvm_alloc" => lt::func_type(ctx, ptr, &[index], false),
            "aligned_alloc" | "_mlir_memref_to_llvm_aligned_alloc" => {
                lt::func_type(ctx, ptr, &[index, index], false)
            }
            "memrefCopy" => lt::func_type(ctx, void, &[index, ptr, ptr], false),
            _ => lt::func_type(ctx, void, &[ptr], false),
        };
        let Ok(ty) = ty else { continue };
        let decl = crate::llvm_common::declare_at_start(ctx, module_body, block, name, ty);
        created.push((position, decl));
    }
    created
}

/// `finalize-memref-to-llvm`.
#[derive(Clone, Debug, Default)]
pub struct FinalizeMemRefToLlvm {
    /// Its options.
    pub options: MemRefToLlvmOptions,
}

impl Pass for FinalizeMemRefToLlvm {
    fn argument(&self) -> &'static str {
        "finalize-memref-to-llvm"
    }
    fn name(&self) -> &'static str {
        "FinalizeMemRefToLLVMConversionPass"
    }
    fn summary(&self) -> &'static str {
        "Finalize MemRef dialect to LLVM dialect conversion"
    }
    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
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
        pass_env: &mut PassEnv<'_>,
    ) -> Result<(), Diagnostic> {
        let env = Arc::new(Env::new(self.options));
        crate::llvm_common::for_each_symbol_table(ctx, body, op, &mut |b, t| {
            declare_functions(ctx, b, t, &env);
        });
        let mut set = ConversionPatternSet::new();
        populate_patterns(&mut set, &env);
        let patterns = set.freeze(ctx);
        let mut target = ConversionTarget::new();
        target.add_legal_dialect("llvm");
        target.add_legal_op(strata_dialects::builtin::UnrealizedConversionCastOp::NAME);
        target.add_legal_op(strata_dialects::func::FuncOp::NAME);
        let result = apply_partial_conversion(
            ctx,
            body,
            op,
            &target,
            &patterns,
            &ConversionConfig::default(),
        )?;
        // Memref types the converter rejected with an error (a non-integer memory
        // space), reported without failing, as upstream's converter does.
        for d in result
            .diagnostics
            .into_iter()
            .chain(env.tc.take_diagnostics(ctx))
        {
            pass_env.emit(d);
        }
        Ok(())
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
