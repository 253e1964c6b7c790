//! The memref ops, by family (see the dialect's module docs for what each file holds).

pub(crate) mod access;
pub(crate) mod alloc;
pub(crate) mod atomic;
pub(crate) mod cast;
pub(crate) mod dma;
pub(crate) mod global;
pub(crate) mod metadata;
pub(crate) mod scope;
pub(crate) mod views;
