//! MLIR text.
