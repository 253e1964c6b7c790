//! Dialect conversion (MLIR's `DialectConversion`): a [`ConversionTarget`] says which ops
//! are legal, a [`TypeConverter`] converts types and materializes values across type
//! changes, [`ConversionPattern`]s rewrite illegal ops through a
//! [`ConversionPatternRewriter`] that logs every change, and the driver
//! ([`apply_partial_conversion`], [`apply_full_conversion`],
//! [`apply_analysis_conversion`]) legalizes recursively, rolls back failed patterns (and
//! the whole conversion on failure), and reconciles the `builtin.unrealized_conversion_cast`
//! materializations left at the end.

mod driver;
mod pattern;
mod rewriter;
mod target;
mod type_converter;

#[cfg(test)]
mod tests;

pub use driver::{
    ConversionConfig, OpRef, PartialConversionResult, TypePrinter, apply_analysis_conversion,
    apply_full_conversion, apply_partial_conversion,
};
pub use pattern::{ConversionPattern, ConversionPatternSet, FrozenConversionPatternSet, OpAdaptor};
pub use rewriter::ConversionPatternRewriter;
pub use target::{ConversionTarget, LegalOpDetails, LegalityFn};
pub use type_converter::{
    ConversionFn, InputMapping, MaterializationFn, SignatureConversion, TypeConversion,
    TypeConverter,
};

/// The name of the cast op materializations use (its typed view,
/// `strata_dialects::builtin::UnrealizedConversionCastOp`, lives in a crate that depends on
/// this one, so the framework creates and recognizes the cast by this name).
pub const UNREALIZED_CONVERSION_CAST: &str = "builtin.unrealized_conversion_cast";
