//! `convert-ub-to-llvm` (MLIR's `UBToLLVMConversionPass`): `ub.poison` becomes
//! `llvm.mlir.poison` of the converted type. Option `index-bitwidth`.

use strata_ir::Context;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId};
use strata_pass::conversion::{
    ConversionConfig, ConversionPatternRewriter, ConversionPatternSet, OpAdaptor,
    apply_partial_conversion,
};
use strata_pass::pass::{Pass, PassEnv, PassOptions};

use crate::arith_to_llvm::IndexBitwidthOptions;
use crate::llvm_common::pattern::{LlvmLowering, llvm_conversion_target};
use crate::llvm_common::{LlvmTypeConverter, poison};

/// Adds the `ub` to `llvm` patterns (MLIR's `populateUBToLLVMConversionPatterns`).
pub fn populate_ub_to_llvm_patterns(set: &mut ConversionPatternSet, tc: &LlvmTypeConverter) {
    set.add(LlvmLowering {
        root: strata_dialects::ub::PoisonOp::NAME,
        rewrite: lower_poison,
        benefit: 1,
        converter: tc.clone(),
    });
}

fn lower_poison(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    _adaptor: &OpAdaptor,
    tc: &LlvmTypeConverter,
) -> Option<()> {
    let body = rw.body();
    let loc = body.op(op).loc;
    let ty = body.value_type(body.results(op).next()?);
    let converted = tc.convert_type(rw.ctx(), ty)?;
    let v = poison(rw, loc, converted);
    rw.replace_op(op, &[v]);
    Some(())
}

/// `convert-ub-to-llvm`.
#[derive(Clone, Copy, Debug, Default)]
pub struct UbToLlvm {
    /// Its options.
    pub options: IndexBitwidthOptions,
}

impl Pass for UbToLlvm {
    fn argument(&self) -> &'static str {
        "convert-ub-to-llvm"
    }
    fn name(&self) -> &'static str {
        "UBToLLVMConversionPass"
    }
    fn summary(&self) -> &'static str {
        "Convert UB dialect to LLVM dialect"
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
        let tc = LlvmTypeConverter::new(self.options.lowering_options());
        let mut set = ConversionPatternSet::new();
        populate_ub_to_llvm_patterns(&mut set, &tc);
        let patterns = set.freeze(ctx);
        apply_partial_conversion(
            ctx,
            body,
            op,
            &llvm_conversion_target(),
            &patterns,
            &ConversionConfig::default(),
        )
        .map(|_| ())
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(*self)
    }
}
