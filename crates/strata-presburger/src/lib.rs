//! strata-presburger: exact integer sets and relations (Presburger arithmetic).
//!
//! This crate uses no other Strata crate. It holds the numeric type ([`Int`]: checked
//! `i64` with a big-integer fallback), a rational simplex ([`simplex`]), exact integer
//! sampling ([`sample`], branching on directions from a generalized basis reduction:
//! [`gbr`]), single polyhedra with existential variables
//! ([`IntegerRelation`]; existentials along non-tightening directions bounded by
//! [`recession`]), finite unions of them ([`PresburgerRelation`]), isl-notation
//! parsing and printing ([`parse`], [`print`]) and the `strata-poly` calculator ([`calc`]).
//! Every answer is exact; work that could run long draws from a [`Budget`] and fails with
//! [`Error::BudgetExceeded`] instead of looping.

pub mod calc;
pub mod gbr;
pub mod int;
pub mod parse;
pub mod pip;
pub mod print;
pub mod recession;
pub mod relation;
pub mod sample;
pub mod set;
pub mod simplex;
pub mod space;

pub use int::Int;
pub use relation::{Div, IntegerRelation};
pub use set::PresburgerRelation;
pub use simplex::Budget;
pub use space::Space;

use std::fmt;

/// Why an operation gave no answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// The work budget ran out before the answer was found.
    BudgetExceeded,
    /// The optimum asked for is unbounded.
    Unbounded,
    /// The operation is not implemented for this input (the message says which part).
    Unsupported(String),
    /// The operands live in different spaces.
    SpaceMismatch(String),
    /// The input is invalid (the message says why).
    Invalid(String),
    /// An internal consistency check failed (a bug; reported instead of a wrong answer).
    Internal(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::BudgetExceeded => write!(
                f,
                "work budget exceeded (the problem is too hard for the current budget)"
            ),
            Error::Unbounded => write!(f, "unbounded optimum"),
            Error::Unsupported(m) => write!(f, "not supported: {m}"),
            Error::SpaceMismatch(m) => write!(f, "space mismatch: {m}"),
            Error::Invalid(m) => write!(f, "{m}"),
            Error::Internal(m) => write!(f, "internal error: {m}"),
        }
    }
}

impl std::error::Error for Error {}

/// The result type of this crate.
pub type Result<T> = std::result::Result<T, Error>;
