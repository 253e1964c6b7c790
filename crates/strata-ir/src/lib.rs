//! `strata-ir`: the in-memory form of Strata's IR — the context that uniques types,
//! attributes and affine expressions, the builtin types and attributes, locations, and
//! operations/blocks/regions/values. Depends on no other Strata crate.

pub mod affine;
pub mod apint;
pub mod float;
