//! `strata-asm`: MLIR's textual form for Strata — lexer, parser and printer.
//! Depends on `strata-ir` only.

#![warn(missing_docs)]

pub mod affine;
pub mod builtin_asm;
pub mod custom;
pub mod lexer;
pub mod parser;
pub mod printer;

pub use parser::{ParseOptions, Source, parse_attribute_str, parse_source, parse_type_str};
