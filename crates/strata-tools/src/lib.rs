//! `strata-tools`: the command-line tools (`strata-opt`, `strata-filecheck`; binaries in
//! `src/bin`) and the driver infrastructure they share — diagnostic rendering, input
//! splitting and diagnostic verification, each reproducing mlir-opt's behaviour. May use
//! every other Strata crate.

#![warn(missing_docs)]

pub mod diagnostics;
pub mod pass_printer;
mod posix_regex;
pub mod registration;
pub mod run_compiled;
pub mod source;
pub mod split_input;
pub mod verify_diagnostics;
