//! The passes of the `arith` dialect: [`expand`] (`arith-expand`).

pub mod expand;

pub use expand::{ArithExpand, ArithExpandOptions};
