//! `strata-ir`: the in-memory form of Strata's IR — the context that uniques types,
//! attributes and affine expressions, the builtin types and attributes, locations, and
//! operations/blocks/regions/values. Depends on no other Strata crate.

#![warn(missing_docs)]

pub mod affine;
pub mod apint;
pub mod attributes;
pub mod builtin;
pub mod context;
pub mod diagnostics;
pub mod dominance;
pub mod float;
pub mod int_range;
pub mod interfaces;
mod interner;
pub mod ir;
pub mod location;
pub mod matchers;
pub mod registry;
pub mod resources;
pub mod symbols;
pub mod types;
pub mod verifier;

pub use attributes::{AttrData, Attribute, NamedAttribute};
pub use context::{Context, Identifier, OpName};
pub use location::Location;
pub use types::{Signedness, Type, TypeData};
