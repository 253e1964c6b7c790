//! [`Lowering`]: a conversion pattern that is one rewrite function on the ops of one
//! name, the form of most lowering patterns here (they build through typed views and need
//! no adaptor: no types change, and the conversion rewires replaced values at the end).

use strata_ir::ir::OpId;
use strata_pass::conversion::{ConversionPattern, ConversionPatternRewriter, OpAdaptor};

/// The rewrite of a [`Lowering`]: `Some(())` if it applied (changes made before `None`
/// are rolled back by the driver).
pub(crate) type RewriteFn = fn(&mut ConversionPatternRewriter<'_>, OpId) -> Option<()>;

/// A lowering: the op it applies to and the rewrite (returns whether it applied).
#[derive(Clone, Copy)]
pub(crate) struct Lowering {
    pub(crate) root: &'static str,
    pub(crate) rewrite: RewriteFn,
}

impl ConversionPattern for Lowering {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn debug_name(&self) -> &str {
        self.root
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _adaptor: &OpAdaptor,
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> bool {
        (self.rewrite)(rewriter, op).is_some()
    }
}
